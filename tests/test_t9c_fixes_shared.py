"""Regression test for trial 9c's F1 (docs/trial9c.md) on NSA's ``count_kernel`` (``tl.histogram`` of [256, 16]
top-k indices into 256 bins), on cuda:103 and gfx950.

"allocations total 0 bytes; metadata shared = 1024; 1024 more bytes: scratch for those of the 0
convert_layout/reduce/scan/atomic op(s) here …, and alignment": the 1024 bytes are ``tt.histogram``'s scratch
(Triton's ``lib/Analysis/Allocation.cpp`` gives a histogram max(bins, threads per warp) × 4 bytes), which the count
left out. The count now takes every op Triton gives scratch to (rule ``scratch-ops``, from the IR model)."""

from __future__ import annotations

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import parse

T9C = ROOT / "tests/data/trial2_kernels/t9c_commands.sh"


@pytest.fixture(scope="module")
def count_b300(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9C, "t9c_nsa_count")


@pytest.fixture(scope="module")
def count_mi355(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9C, "t9c_nsa_count_mi355")


def _total(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "shared_memory" and "scratch_ops" in f.data)


def _violations(comp, got, findings) -> list[str]:  # type: ignore[no-untyped-def]
    res = consistency.check(comp, findings, dict(got.report.metrics), got.stages)
    return [rule for rule, _ in res.violations]


@pytest.mark.parametrize("case", ["count_b300", "count_mi355"])
def test_the_histogram_scratch_is_counted(case: str, request: pytest.FixtureRequest) -> None:
    """F1: the one ``tt.histogram`` of the TTGIR (the model's op, 256 bins of i32) is the op the 1024 bytes of
    metadata ``shared`` are scratch for; the old count 0 is caught by ``scratch-ops``."""
    comp, got = request.getfixturevalue(case)
    ops = [o for o in parse(got.stages["ttgir"]).printed_ops
           if o.name in ("ttg.convert_layout", "tt.reduce", "tt.scan", "tt.atomic_rmw", "tt.atomic_cas",
                         "tt.gather", "tt.histogram")]
    assert [o.name for o in ops] == ["tt.histogram"], ops
    assert comp.metadata["shared"] == 1024 == 256 * 4
    total = _total(got)
    assert total.claim("allocations_bytes").value == 0 and total.claim("difference").value == 1024
    assert total.claim("scratch_ops").value == 1
    assert "1024 more bytes: scratch for those of the 1 convert_layout/reduce/scan/histogram/gather/atomic op(s)" \
        in total.message, total.message
    assert not _violations(comp, got, got.report.findings)
    assert _violations(comp, got, [with_claim(total, "scratch_ops", 0)]) == ["scratch-ops"]
