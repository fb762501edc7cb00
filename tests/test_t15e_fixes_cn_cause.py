"""Regression test for trial 15e's F2 (docs/trial15e.md) on engram's gate kernel, gfx942 (``t15e_gate_odd_gfx942``):
the f16 key load's narrow-load warning said "argument 'G' multiplies a scalar offset of the base pointer and has no
tt.divisibility = 16, so the base is not known to be 16-byte aligned". In the TTGIR, ``G`` reaches the key offsets
only as a divisor: ``%b = arith.muli %T, %G`` is used only by ``arith.divsi %pid, %b`` and ``arith.remsi %pid, %b``,
and ``G`` itself only by ``arith.divsi %rem, %G`` and ``arith.remsi %rem, %G``; and the same finding's AxisInfo
alignment is 8 f16 elements (16 bytes, the 128-bit cap), so the base is known 16-byte aligned. Now no argument is
named a base factor there, and rule ``coal-base-factor`` refuses the old claim on each of the two facts."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.coalescing import coal_base_factor

T15E = ROOT / "tests/data/trial2_kernels/t15e_commands.sh"


@pytest.fixture(scope="module")
def gate(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15E, "t15e_gate_odd_gfx942")


def _line(lines: list[str], pattern: str) -> int:
    (n,) = [n for n, ln in enumerate(lines, 1) if re.search(pattern, ln)]
    return n


def test_a_divisor_is_no_base_factor(gate) -> None:  # type: ignore[no-untyped-def]
    """The key load (``amdg.buffer_load %key_ptr``) names no base factor and AxisInfo gives it alignment 8 of a cap of
    8; the wk load (``%wk = arith.muli %g, %C``, alignment 1) still names 'C' (held) and not 'G'. Selfcheck holds,
    and rule ``coal-base-factor`` refuses "'G' multiplies a scalar offset" on the key load (AxisInfo proves the
    alignment) and on the wk load (``G`` is only in a product used as a divisor)."""
    comp, got = gate
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    assert re.search(r"%G: i32 loc\(", ttgir)  # declared without tt.divisibility
    mul = _line(lines, r"%b = arith\.muli %T, %G : i32")
    assert _line(lines, r"= arith\.divsi %pid, %b : i32") > mul
    assert _line(lines, r"%rem = arith\.remsi %pid, %b : i32") > mul
    key = _line(lines, r"= amdg\.buffer_load %key_ptr\[")
    wk = _line(lines, r"= amdg\.buffer_load %wk_ptr\[")
    wk_mul = _line(lines, r"%wk = arith\.muli %g, %C : i32")
    narrow = {f.lines[0]: f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
              and f.message.startswith("narrow load: amdg.buffer_load of tensor<1024xf16>")}
    k, w = narrow[key], narrow[wk]
    assert "alignment 8, mask constancy 1 elements; 128-bit cap 8 elements" in k.message, k.message
    assert "multiplies a scalar offset" not in k.message and "'G'" not in k.message, k.message
    assert not [c for c in k.claims if "base_factor" in c.key]
    assert "argument 'C' multiplies a scalar offset of the base pointer" in w.message, w.message
    assert "'G'" not in w.message and "alignment 1," in w.message, w.message
    (held,) = [c for c in w.claims if "base_factor" in c.key]
    assert held.value == "C" and held.about[0].line == wk_mul
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    ctx = claim_context(got, comp)
    ok, why = coal_base_factor(held, w, ctx)
    assert ok, why
    old = Claim("cause/base_factor/0", "G", "value", "coal-base-factor", (Ref("ttgir", mul, "arith.muli"),))
    ok, why = coal_base_factor(old, dataclasses.replace(k, claims=k.claims + (old,)), ctx)
    assert not ok and "aligned to 8 elements" in why, why
    wrong = with_claim(w, held.key, "G")
    ok, why = coal_base_factor(wrong.claim(held.key), wrong, ctx)
    assert not ok and "only as a divisor" in why, why


def test_a_factor_widened_to_i64_is_a_base_factor(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """Trial 15c's SSNorm on cuda:90 (``t15c_ssnorm_odd_sm90``): ``row * row_stride`` is computed in 64 bits
    (``%base_1 = arith.extsi %row_stride : i32 to i64``, ``%base_2 = arith.muli %base, %base_1 : i64``), so the
    argument reaches the product through a cast. The warning's "argument 'row_stride' multiplies a scalar offset of
    the base pointer" is true, and rule ``coal-base-factor`` holds it (it refused it: it looked for the argument
    itself among the product's operands)."""
    comp, got = compiled_trial(tmp_path_factory, user_spec, ROOT / "tests/data/trial2_kernels/t15c_commands.sh",
                               "t15c_ssnorm_odd_sm90")
    lines = got.stages["ttgir"].splitlines()
    mul = _line(lines, r"= arith\.muli %base, %base_1 : i64")
    assert _line(lines, r"%base_1 = arith\.extsi %row_stride : i32 to i64") < mul
    narrow = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
              and "argument 'row_stride' multiplies a scalar offset of the base pointer" in f.message]
    assert narrow
    ctx = claim_context(got, comp)
    for f in narrow:
        (claim,) = [c for c in f.claims if "base_factor" in c.key]
        assert claim.value == "row_stride" and claim.about[0].line == mul
        ok, why = coal_base_factor(claim, f, ctx)
        assert ok, why
