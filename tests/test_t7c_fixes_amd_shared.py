"""Regression test for trial 7c's M2 (docs/trial7c.md) on aiter's int8 batched GEMM (hip:gfx950).

Its allocations (the two padded A/B rings) take all of Triton's metadata ``shared``, and its one
``ttg.convert_layout`` (the MFMA accumulator to the store layout) stays inside each warp: gfx950 lowers it to
``v_permlane32_swap``, with no LDS write at all. The totals finding said "the scratch of those of the 1
convert_layout/… op(s) that exchange data across lanes or warps fits in space the allocations free", as if the convert
took scratch; it now says that if they take scratch it fits, which holds with none."""

from __future__ import annotations

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T7C = ROOT / "tests/data/trial2_kernels/t7c_commands.sh"


@pytest.fixture(scope="module")
def gemm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7C, "t7c_batched_gemm_a8w8")


def test_the_totals_do_not_suggest_a_scratch_that_does_not_exist(gemm) -> None:
    """The AMDGCN writes LDS only through ``buffer_load … lds`` (no ``ds_write``) and swaps lanes with
    ``v_permlane32_swap``; the totals finding states the match and 1 scratch op without claiming it takes scratch."""
    comp, got = gemm
    amdgcn = got.stages["amdgcn"]
    assert "ds_write" not in amdgcn and "v_permlane32_swap" in amdgcn
    assert got.stages["ttgir"].count("= ttg.convert_layout ") == 1
    f = next(f for f in got.report.findings if f.kind == "shared_memory" and "allocations total" in f.message)
    assert f.claim("difference").value == 0 and f.claim("scratch_ops").value == 1
    assert "if those of the 1 convert_layout/reduce/scan/atomic op(s) that exchange data across lanes or warps " \
           "take shared-memory scratch, it fits" in f.message
    assert "the scratch of those" not in f.message
    res = consistency.check(comp, [f], dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
