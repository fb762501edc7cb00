"""Regression test for trial 10a's F1 (docs/trial10a.md) on lmdeploy's blocked fp8 GEMM with its K loop marked
``tl.range(…, warp_specialize=True)`` on cuda:100 (``t10a_lmd_gemm_fp8_tma_ws``).

"allocations total 98368 bytes; metadata shared = 98540; 172 more bytes, placed by Triton's allocator
(lib/Analysis/Allocation.cpp): alignment padding, and the scratch of those of the 1 convert_layout/reduce/scan/atomic
op(s) here …": 136 of the 172 bytes are the scratch of the ``ttg.warp_specialize`` op (Triton's allocator gives it a
buffer for the explicit captures it passes to its partitions: ``allocation.offset = 98304, allocation.size = 136``
after ``allocate-shared-memory-nv``), live while the partitions run the loop over the rings, which the count left out
(the same kind as trial 9c's histogram). The count now takes the ``ttg.warp_specialize`` op too (rule
``scratch-ops``, from the IR model), and the sentence says what its scratch holds."""

from __future__ import annotations

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import parse

T10A = ROOT / "tests/data/trial2_kernels/t10a_commands.sh"


@pytest.fixture(scope="module")
def fp8_ws(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_gemm_fp8_tma_ws")


def _total(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "shared_memory" and "scratch_ops" in f.data)


def _violations(comp, got, findings) -> list[str]:  # type: ignore[no-untyped-def]
    res = consistency.check(comp, findings, dict(got.report.metrics), got.stages)
    return [rule for rule, _ in res.violations]


def test_the_warp_specialize_scratch_is_counted(fp8_ws) -> None:  # type: ignore[no-untyped-def]
    """F1: the TTGIR holds one ``ttg.warp_specialize`` (its captures include the two tensor descriptors) and one
    ``ttg.convert_layout``; both take scratch from Triton's allocator, so the count is 2 and the sentence names the
    warp_specialize op; the old count 1 is caught by ``scratch-ops``."""
    comp, got = fp8_ws
    ops = parse(got.stages["ttgir"]).printed_ops
    ws = [o for o in ops if o.name == "ttg.warp_specialize"]
    assert len(ws) == 1 and "%desc_a" in ws[0].source and "%desc_b" in ws[0].source, ws
    assert [o.name for o in ops if o.name in ("ttg.convert_layout", "tt.reduce", "tt.scan", "tt.atomic_rmw",
                                              "tt.atomic_cas", "tt.gather", "tt.histogram")] \
        == ["ttg.convert_layout"]
    # the rings and barriers: 2 × 3 × 128 × 128 fp8 + 2 × 8 + 2 × 24 bytes of mbarriers
    assert comp.metadata["shared"] == 98540
    total = _total(got)
    assert total.claim("allocations_bytes").value == 2 * 3 * 128 * 128 + 2 * 8 + 2 * 24 == 98368
    assert total.claim("difference").value == 172
    assert total.claim("scratch_ops").value == 2
    assert "172 more bytes" in total.message and \
        "the 2 convert_layout/reduce/scan/atomic/warp_specialize op(s)" in total.message, total.message
    assert "warp_specialize op's scratch holds the values it passes to its partitions" in total.message, \
        total.message
    assert not _violations(comp, got, got.report.findings)
    assert _violations(comp, got, [with_claim(total, "scratch_ops", 1)]) == ["scratch-ops"]
