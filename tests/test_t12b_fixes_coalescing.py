"""Regression tests for trial 12b F4 (docs/trial12b.md): feifeibear's full-int8 attention on cuda:120
(``t12b_full_int8_5090``) copies its int8 V tile 64 bits at a time (``cp.async … 0x8``) into
``#ttg.swizzled_shared<{vec = 8, …}>``, and the narrow-load warning said "no cause visible in the IR" beside "the
layout's sizePerThread 8 bounds it to 64 bits". The cause is the destination's swizzle vector: Triton's
coalesce-async-copy pass clips a copy to it. Now the finding names it (rule ``coal-dest-vec``), and the old "no
cause" is caught by ``axis-cause``."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency

T12B = ROOT / "tests/data/trial2_kernels/t12b_commands.sh"
# e.g. %v_87 = ttg.async_copy_global_to_local %v_ptrs_72, %v_86 mask %cst_11 : tensor<64x128x!tt.ptr<i8>, #blocked2>
#      -> <64x128xi8, #shared3, #smem, mutable> loc(#loc125)
_COPY = re.compile(r"ttg\.async_copy_global_to_local .*tensor<64x128x!tt\.ptr<i8>, #\w+> -> <64x128xi8, "
                   r"(?P<alias>#\w+),")
# e.g. #shared3 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 16, order = [1, 0]}>
_VEC = re.compile(r"^(?P<alias>#\w+) = #ttg\.swizzled_shared<\{vec = (?P<vec>\d+),")
# e.g. 	cp.async.ca.shared.global [ %r58 + 0 ], [ %rd18 + 0 ], 0x8, %r59;
_CP8 = re.compile(r"cp\.async\.ca\.shared\.global \[[^\]]*\], \[[^\]]*\], 0x8,")


@pytest.fixture(scope="module")
def rtx(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12B, "t12b_full_int8_5090")


def _v_copies(got):  # type: ignore[no-untyped-def]
    lines = got.stages["ttgir"].splitlines()
    vecs = {m["alias"]: int(m["vec"]) for ln in lines if (m := _VEC.match(ln))}
    copies = [(n, vecs.get(m["alias"])) for n, ln in enumerate(lines, 1) if (m := _COPY.search(ln))]
    return copies


def _narrow(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
                and f.lines == (line,))


def test_the_copy_names_the_destination_vector(rtx) -> None:  # type: ignore[no-untyped-def]
    """The three V copies write a ``vec = 8`` swizzled layout and the PTX moves 8 bytes per cp.async: the warning
    names the destination's 8-element vector as the cause and no longer says "no cause visible"; its claims hold."""
    comp, got = rtx
    copies = _v_copies(got)
    assert len(copies) == 3 and {v for _, v in copies} == {8}
    assert sum(1 for ln in got.stages["ptx"].splitlines() if _CP8.search(ln)) == 12
    for line, _ in copies:
        f = _narrow(got, line)
        assert f.claim("measured_bits").value == 64 and f.claim("possible_bits").value == 128
        assert f.claim("cause/dest_vec").value == 8
        assert "no cause visible in the IR" not in f.message
        assert "swizzled in vectors of 8 elements (64 bits)" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_no_cause_and_a_wrong_vector_are_caught(rtx) -> None:  # type: ignore[no-untyped-def]
    """The trial's "no cause visible in the IR" (claim ``axisinfo/cause/none``) is refused by ``axis-cause``; a
    vector of 16 by ``coal-dest-vec``."""
    comp, got = rtx
    metrics = dict(got.report.metrics)
    line = _v_copies(got)[0][0]
    f = _narrow(got, line)
    old_claims = tuple(c for c in f.claims if not c.key.startswith("cause/dest_vec")) + (
        Claim("axisinfo/cause/none", True, "flag", "axis-cause",
              (Ref("ttgir", line, "ttg.async_copy_global_to_local"),)),)
    old = replace(f, claims=old_claims, template="narrow load: no cause visible in the IR", message="")
    res = consistency.check(comp, [old], metrics, got.stages)
    assert any(r == "axis-cause" for r, _ in res.violations), res.violations[:3]
    lie = with_claim(f, "cause/dest_vec", 16)
    res = consistency.check(comp, [lie], metrics, got.stages)
    assert any(r == "coal-dest-vec" for r, _ in res.violations), res.violations[:3]


def test_the_bank_model_copies_8_bytes_per_lane(rtx) -> None:  # type: ignore[no-untyped-def]
    """Trial 12b F3: the copies print no ``contiguity`` (its default is 1), but Triton's lowering takes the source
    pointer's AxisInfo vector (8 i8 elements here) and the PTX moves 8 bytes per ``cp.async``: the bank model's
    access is 8 bytes, not 1 (selfcheck's ``access-width`` refused the old 1 and now holds)."""
    from ir_explorer.analyses.shared_memory.allocations import accesses, allocations
    from ir_explorer.ir.mlir_model import parse

    comp, got = rtx
    copies = _v_copies(got)
    assert all("contiguity" not in got.stages["ttgir"].splitlines()[line - 1] for line, _ in copies)
    model = parse(got.stages["ttgir"])
    by_line = {a.line: a for a in accesses(model, allocations(model))}
    assert [by_line[line].vector_elems for line, _ in copies] == [8, 8, 8]
