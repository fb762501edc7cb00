"""Regression tests for trial 12a's F5 (docs/trial12a.md) on megablocks' persistent transposed grouped GEMM
(``t12a_mb_tgmm``, cuda:100).

The loop's lhs pointer starts at the pipeliner's ``arith.select %guard, %next, %first`` (``%guard = arith.cmpi sgt,
%trips, %c0``: "the loop runs at least once"); the narrow-load warnings of the loop's load and of the remainder load
said the 2-byte alignment came "because arith.cmpi … takes in the constant 0". The condition of a select carries no
address: the alignment comes from ``last_m``, the running sum of the group sizes ``tl.load``-ed each group, as the
prologue load's warning already said. Now all three name that load, and selfcheck's ``axis-cause`` refuses a cause
that reaches the pointer only through a select's condition."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T12A = ROOT / "tests/data/trial2_kernels/t12a_commands.sh"
# e.g.       %m_30 = tt.load %m : !tt.ptr<i32> loc(#loc122)
_GROUP = re.compile(r"^\s+%m\w* = tt\.load %m\b")
# e.g.         %bias_acc_95 = arith.select %bias_acc_78, %lhs_ptrs_94, %lhs_ptrs_72 : tensor<128x64x!tt.ptr<bf16>, …>
_SELECT = re.compile(r"^\s+%[\w.$-]+ = arith\.select (%[\w.$-]+), %lhs_ptrs\w*, %lhs_ptrs\w* : tensor<128x64x!tt\.ptr")


@pytest.fixture(scope="module")
def tgmm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12A, "t12a_mb_tgmm")


def _narrow(got):  # type: ignore[no-untyped-def]
    return [f for f in got.report.findings if f.kind == "coalescing" and "narrow load" in f.message]


def _guard_line(lines: list[str]) -> int:
    """The line defining the condition of the lhs pointer's ``arith.select``."""
    cond = next(m[1] for ln in lines if (m := _SELECT.match(ln)))
    return next(n for n, ln in enumerate(lines, 1) if ln.lstrip().startswith(f"{cond} = arith.cmpi "))


def test_the_narrow_loads_name_the_group_size_load(tgmm) -> None:
    """The three 16-bit lhs loads (prologue, loop, remainder) are bounded by the group sizes' ``tt.load``; none
    names the select's guard; selfcheck's axis-cause holds."""
    comp, got = tgmm
    lines = got.stages["ttgir"].splitlines()
    group = next(n for n, ln in enumerate(lines, 1) if _GROUP.match(ln))
    guard = _guard_line(lines)
    found = _narrow(got)
    assert len(found) == 3
    for f in found:
        assert f.claim("axisinfo/cause/ttgir_line").value == group, f.message
        assert f.claim("axisinfo/cause/op").value == "tt.load"
        assert f"ttgir line {guard}" not in f.message and "takes in the constant" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0] == "axis-cause"], res.violations[:3]


def test_the_select_guard_is_caught(tgmm) -> None:
    """Trial 12a's "because arith.cmpi (ttgir line <guard>) takes in the constant 0" is refused by ``axis-cause``:
    the guard reaches the pointer only as the select's condition."""
    comp, got = tgmm
    guard = _guard_line(got.stages["ttgir"].splitlines())
    for f in _narrow(got):
        old = with_claim(with_claim(f, "axisinfo/cause/ttgir_line", guard), "axisinfo/cause/op", "arith.cmpi")
        res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "axis-cause" and "condition of an arith.select" in t], \
            res.violations[:3]
