"""Regression test for trial 9c's M4 (docs/trial9c.md) on NSA's top-k attention compiled for cuda:103.

"tt.dot 16x128xbf16 · 128x64xbf16 → 16x64xf32 uses mma.sync on sm_103, not tcgen05: M = 16 is not a multiple of 64
(a warpgroup instruction covers 64 rows)": the reason (Triton's ``supportMMA(…, 5)`` asks M % 64) held, its
explanation was wgmma's; tcgen05.mma is issued by one thread for the CTA and covers 64 or 128 rows."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import parse

T9C = ROOT / "tests/data/trial2_kernels/t9c_commands.sh"


@pytest.fixture(scope="module")
def topk_b300(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9C, "t9c_nsa_topk_b300")


def test_a_dot_left_on_mma_sync_on_sm_103_gives_tcgen05s_reason(topk_b300) -> None:
    """Both dots (M = 16, BLOCK_SIZE_H query heads) are ``tt.dot`` in the TTGIR and ``mma.sync`` in the PTX, which
    has no ``tcgen05.mma``; each warning gives M % 64 with tcgen05's row count, not a warpgroup's."""
    comp, got = topk_b300
    dots = [o for o in parse(got.stages["ttgir"]).printed_ops if o.name == "tt.dot"]
    assert len(dots) == 2
    ptx = got.stages["ptx"]
    assert not re.search(r"^\s*(?:@%\w+\s+)?tcgen05\.mma", ptx, re.MULTILINE)
    assert len(re.findall(r"^\s*mma\.sync\.aligned\.m16n8k16", ptx, re.MULTILINE)) == 32
    warns = [f for f in got.report.findings if f.kind == "mma" and f.severity == "warn"]
    assert sorted(f.lines[0] for f in warns) == sorted(d.line for d in dots)
    for f in warns:
        assert "uses mma.sync on sm_103, not tcgen05: M = 16 is not a multiple of 64 (a tcgen05.mma instruction " \
               "covers 64 or 128 rows)" in f.message, f.message
        assert "warpgroup" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
