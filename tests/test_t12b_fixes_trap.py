"""Regression tests for trial 12b F1 (docs/trial12b.md): lucidrains' ring flash attention backward on cuda:100
(``t12b_ring_bwd_b200``) needs 576 tensor-memory columns per CTA (Triton's metadata ``tmem_size``) where an SM has
512, and its compiled body is one ``trap;``: the report said "occupancy: 1 CTA(s) × 8 warps = 8 warps per SM,
limited by shared" and no error, because tensor memory was read only from the PTX's ``tcgen05.alloc`` (none in a
trap). Now the occupancy falls back to Triton's ``tmem_size`` (0 CTAs: cannot launch), an error names the trap, and
the old statement is caught by the rules ``occupancy`` and ``tmem-columns``; a moved trap line by ``ptx-trap``."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T12B = ROOT / "tests/data/trial2_kernels/t12b_commands.sh"
# e.g. 	trap;
_TRAP = re.compile(r"^\s*trap;")
# e.g. 	@%p5 tcgen05.mma.cta_group::1.kind::f16 [ %r40 + 0 ], %rd7, %rd8, %r41, %p6;
_MMA = re.compile(r"\btcgen05\.mma\.")


@pytest.fixture(scope="module")
def b200(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12B, "t12b_ring_bwd_b200")


def _occupancy(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "registers" and f.claim("ctas") is not None)


def _trap(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.claim("trap_line") is not None)


def test_the_trap_kernel_cannot_launch(b200) -> None:  # type: ignore[no-untyped-def]
    """The PTX is one ``trap;`` and no tcgen05.mma, Triton allocated 576 columns: the report says it cannot launch
    (576 of the SM's 512 columns, 0 CTAs) and names the trap line; selfcheck holds."""
    comp, got = b200
    ptx = got.stages["ptx"].splitlines()
    traps = [n for n, ln in enumerate(ptx, 1) if _TRAP.match(ln)]
    assert len(traps) == 1 and not any(_MMA.search(ln) for ln in ptx)
    assert comp.metadata["tmem_size"] == 576
    occ = _occupancy(got)
    assert occ.severity == "error" and occ.claim("ctas").value == 0
    assert occ.claim("tmem_columns").value == 576 and occ.claim("limits/tensor memory").value == 0
    assert "cannot launch on cuda:100: 576 tensor-memory columns per CTA (Triton's tmem_size) are more than the " \
           "SM's 512" in occ.message
    trap = _trap(got)
    assert trap.severity == "error" and trap.lines == (traps[0],) and trap.claim("trap_line").value == traps[0]
    assert f"ptx:{traps[0]}" in trap.message
    assert got.report.metrics["occupancy_ctas_per_sm"] == 0
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_occupancy_and_a_moved_trap_are_caught(b200) -> None:  # type: ignore[no-untyped-def]
    """The trial's statement (1 CTA limited by shared, no tensor-memory limit) is refused by ``occupancy``; a
    tensor-memory claim of 0 columns by ``tmem-columns``; a trap line that is not the body's by ``ptx-trap``."""
    comp, got = b200
    metrics = dict(got.report.metrics)
    occ = _occupancy(got)
    kept = tuple(c for c in occ.claims if "tensor memory" not in c.key and not c.key.startswith("tmem_"))
    old = replace(occ, severity="info", claims=kept, facts=(), template="occupancy: {ctas} CTA(s) × {num_warps} "
                  "warps = {warps} warps per SM, limited by {limited}")
    old = with_claim(with_claim(with_claim(old, "ctas", 1), "warps", 8), "limited", "shared")
    res = consistency.check(comp, [old], metrics, got.stages)
    assert any(r == "occupancy" for r, _ in res.violations), res.violations[:3]
    res = consistency.check(comp, [with_claim(occ, "tmem_columns", 0)], metrics, got.stages)
    assert any(r == "tmem-columns" for r, _ in res.violations), res.violations[:3]
    trap = _trap(got)
    line = trap.claim("trap_line").value
    res = consistency.check(comp, [with_claim(trap, "trap_line", line + 1)], metrics, got.stages)
    assert any(r == "ptx-trap" for r, _ in res.violations), res.violations[:3]
