"""Regression test for trial 9b's F1 (docs/trial9b.md) on tritonbench's partition-K GEMM (cuda:90).

The kernel stores each tile's partial sum as ``acc[:, :, None]`` into a ``[M, N, PK]`` buffer: a
``tensor<32x32x1xf32>`` in ``#blocked2`` (``threadsPerWarp = [1, 32, 1]``, ``order = [2, 1, 0]``). The sector
warning said "neighbouring threads along dim 0 are a runtime stride apart": it named ``order[0]`` (dim 2, of size 1)
when that dimension had a runtime stride, else the first dimension with one. The 32 lanes of a warp walk dim 1, whose
stride ``stride_cb_n`` (128 bytes here) puts each lane in a sector of its own; dim 0 is split across the two warps.
The stride dimension is now the first dimension of ``order`` that the lanes walk (more than one lane over more than
one element) with a runtime stride, and rule ``sectors`` derives it from the layout's own definition line. M1: the
warning also gave "the pointer is contiguous over 1 element along dim 2: tt.addptr (ttgir line 180 …) gives
contiguity 1" as its cause, a bound the size-1 dimension has by its shape; it gives no such cause now."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T9B = ROOT / "tests/data/trial2_kernels/t9b_commands.sh"
# e.g.     tt.store %dst_95, %3 : tensor<32x32x1x!tt.ptr<f32>, #blocked2> loc(#loc47)
_STORE = re.compile(r"^\s*tt\.store %[\w.]+, %[\w.]+ : tensor<32x32x1x!tt\.ptr<f32>, (?P<alias>#\w+)>")
# e.g. #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 1, 1], …
_TPW = re.compile(r"threadsPerWarp = \[(?P<tpw>[\d, ]+)\].*order = \[(?P<order>[\d, ]+)\]")


@pytest.fixture(scope="module")
def partition_k(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9B, "t9b_tb_partition_k")


def _store(got):  # type: ignore[no-untyped-def]
    """``(the store's TTGIR line, the dimension its lanes walk)`` read from the raw TTGIR."""
    lines = got.stages["ttgir"].splitlines()
    line, m = next((n, m) for n, ln in enumerate(lines, 1) if (m := _STORE.match(ln)))
    alias = next(ln for ln in lines if ln.startswith(m.group("alias") + " = #ttg.blocked<"))
    t = _TPW.search(alias)
    assert t is not None
    tpw = [int(x) for x in t.group("tpw").split(",")]
    order = [int(x) for x in t.group("order").split(",")]
    shape = (32, 32, 1)
    return line, next(d for d in order if tpw[d] > 1 and shape[d] > 1)


def test_the_stride_named_is_the_lanes_dimension(partition_k) -> None:
    """The lanes walk dim 1 (``threadsPerWarp = [1, 32, 1]``); the warning names dim 1; selfcheck holds."""
    comp, got = partition_k
    line, lanes = _store(got)
    assert lanes == 1
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn" and f.lines == (line,)
             and "uncoalesced" in f.message)
    assert f.claim("stride_dim").value == 1
    assert "neighbouring threads along dim 1 are a runtime stride apart" in f.message, f.message
    # M1: dim 2 has one element; its "contiguity 1" is no cause of the column walk
    assert "along dim 2" not in f.message and not f.facts, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_dimension_is_caught(partition_k) -> None:
    """Trial 9b's "along dim 0" is refused by ``sectors``."""
    comp, got = partition_k
    line, _ = _store(got)
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn" and f.lines == (line,)
             and "uncoalesced" in f.message)
    res = consistency.check(comp, [with_claim(f, "stride_dim", 0)], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["sectors"], res.violations[:3]
