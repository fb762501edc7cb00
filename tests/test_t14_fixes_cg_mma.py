"""Regression tests for trial 14a's omission on tf32 widening (docs/trial14a.md, "Omissions noticed") on Lightning
Attention-2's backward (``t14a_la2_bwd_inter_sm80``, cuda:80; the compile ``test_t14_fixes_cg_pipelining.py``
makes too).

The kernel loads bf16 tiles and ``.to(tl.float32)`` them before ``tl.dot``: TTGIR ``arith.extf … bf16 … to …
f32`` feeds the dot's operand, and the f32 dot runs as tf32 (``inputPrecision = tf32``; PTX
``mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32``). The MMA finding named the instructions but never said the
operands were 16-bit values widened to f32; now it does (claims ``widened/N/role``, ``…/from``,
``…/ttgir_line``, ``widened_precision``, rule ``mma-upcast``)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines.rules.mma_pipelining import mma_upcast

T14A = ROOT / "tests/data/trial2_kernels/t14a_commands.sh"
# e.g.  %do_140 = arith.extf %do_139 : tensor<32x128xbf16, #ttg.dot_op<{opIdx = 0, …}>> to tensor<32x128xf32, …
_EXTF = re.compile(r"^\s*(%[\w.]+) = arith\.extf %[\w.]+ : tensor<[\dx]+xbf16, .* to tensor<[\dx]+xf32")


@pytest.fixture(scope="module")
def la2(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14A, "t14a_la2_bwd_inter_sm80")


def _dot(got, line):  # type: ignore[no-untyped-def]
    (f,) = [f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (line,)]
    return f


def test_widened_operands_are_said(la2) -> None:
    """Every TTGIR ``tt.dot`` of the kernel reads ``inputPrecision = tf32``, and the PTX runs tf32 mma.sync; each
    dot's finding names one operand widened from bf16, at a line that holds an ``arith.extf`` of bf16 to f32."""
    _, got = la2
    ttgir = got.stages["ttgir"].splitlines()
    dots = [n for n, ln in enumerate(ttgir, 1) if re.search(r"= tt\.dot ", ln)]
    assert dots and all("inputPrecision = tf32" in ttgir[n - 1] for n in dots)
    assert "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32" in got.stages["ptx"]
    first = _dot(got, dots[0])
    ext = first.claim("widened/0/ttgir_line").value
    assert _EXTF.match(ttgir[ext - 1]), ttgir[ext - 1]
    assert first.claim("widened/0/role").value == "A" and first.claim("widened/0/from").value == "bf16"
    assert first.claim("widened_precision").value == "tf32"
    assert f"its A operand is bf16 widened to f32 (arith.extf, ttgir:{ext})" in first.message
    assert "the dot runs as tf32, whose MMA reads 10 mantissa bits" in first.message
    for n in dots:
        f = _dot(got, n)
        assert f.claim("widened/1/role") is None, f.message  # the other operand is computed in f32
        assert _EXTF.match(ttgir[f.claim("widened/0/ttgir_line").value - 1])


def test_a_wrong_widening_is_refused(la2) -> None:
    """``mma-upcast`` holds the widening claims and refuses the other role (B of the first dot is computed by
    another dot, no extf) and a line that holds no extf."""
    comp, got = la2
    ctx = claim_context(got, comp)
    ttgir = got.stages["ttgir"].splitlines()
    f = _dot(got, next(n for n, ln in enumerate(ttgir, 1) if re.search(r"= tt\.dot ", ln)))
    for key in ("widened/0/role", "widened/0/from", "widened/0/ttgir_line", "widened_precision"):
        ok, why = mma_upcast(f.claim(key), f, ctx)
        assert ok, (key, why)
    for key, value in (("widened/0/role", "B"), ("widened/0/ttgir_line", f.lines[0] - 1)):
        bad = with_claim(f, key, value)
        ok, why = mma_upcast(bad.claim(key), bad, ctx)
        assert not ok, (key, why)
