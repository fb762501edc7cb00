"""Regression test for trial 15a's F2 and M2 (docs/trial15a.md) on axolotl's fused RMSNorm -> NVFP4 on cuda:120
(``t15a_nvfp4_rms_sm120``): the packed-code store ``q_ptr + q_offs_m * (N // 2) + q_offs_n`` is 64 bits wide because
its row offset is multiplied by ``N // 2`` (divisibility 8). The warning's cause named that factor by its SSA name:
"multiplies by '23'" for the unnamed ``%23 = arith.divsi %N, %c2_i32`` (and "'q_mask'" on cuda:100, where CSE gave
the value the name of a mask). Now it says ``N // 2``, and rule ``axis-cause`` checks the name against the op at the
leaf's line (claim ``axisinfo/cause/leaf_name``)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.coalescing import axis_cause

T15A = ROOT / "tests/data/trial2_kernels/t15a_commands.sh"
# e.g.     %23 = arith.divsi %N, %c2_i32 : i32 loc(#loc72)
_HALF = re.compile(r"%(?P<name>\w+) = arith\.divsi %N, %c2_i32 : i32")


@pytest.fixture(scope="module")
def nvfp4(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15A, "t15a_nvfp4_rms_sm120")


def test_an_unnamed_factor_is_named_by_its_expression(nvfp4) -> None:  # type: ignore[no-untyped-def]
    """TTGIR: ``N // 2`` is an unnamed value (``%23``); the narrow uint8 store's warning names it ``N // 2`` with the
    divsi's line, selfcheck holds, and ``axis-cause`` refuses the trial's "'23'" (and a wrong expression)."""
    comp, got = nvfp4
    lines = got.stages["ttgir"].splitlines()
    (half,) = [(n, m) for n, ln in enumerate(lines, 1) if (m := _HALF.search(ln))]
    line, name = half[0], half[1]["name"]
    assert name.isdigit()  # the IR gives it no name
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
            and f.message.startswith("narrow store: tt.store of tensor<128x32xi8>")]
    assert "moves 64 bits per thread" in f.message
    assert f"multiplies by N // 2 (arith.divsi, ttgir line {line}, divisibility 8)" in f.message, f.message
    assert f"'{name}'" not in f.message
    assert f.claim("axisinfo/cause/leaf_name").value == "N // 2" and f.claim("axisinfo/cause/leaf_line").value == line
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    ctx = claim_context(got, comp)
    for lie in (f"'{name}'", "N * 2", "M // 2"):
        old = with_claim(f, "axisinfo/cause/leaf_name", lie)
        ok, why = axis_cause(old.claim("axisinfo/cause/leaf_name"), old, ctx)
        assert not ok, (lie, why)
