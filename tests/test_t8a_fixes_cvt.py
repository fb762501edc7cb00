"""Regression test for the closing trial's conversion item (docs/trial8a.md F1).

F1 (Liger neighborhood-attention QK, cuda:90): "ttg.convert_layout of 64x64xi1 through shared memory (estimate): …
at most 512 bytes of scratch (estimate: the whole tile …)". Triton's convert scratch holds a byte per i1
(``Allocation.cpp``: ``max(8, bitwidth) / 8``), and the PTX of the convert's Python line writes the whole tile in one
round: 8 ``st.shared.b32`` per thread × 128 threads = 4096 bytes before one ``bar.sync``. The estimate (a report
without the pass snapshots, the first ``report`` of a fresh compile) now bounds by 4096, and the ``scratch`` rule
derives the bound from the IR type at a byte per element, so the old 512 is refused."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, trial_request, with_claim

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T8A = ROOT / "tests/data/trial2_kernels/t8a_commands.sh"
# e.g. .loc	1 37 20                         // t8a_liger_na_qk.py:37:20
_LOC = re.compile(r"^\s*\.loc\s+1\s+(\d+)\s")
# e.g. st.shared.b32 	[%r188+128], %r283;
_ST32 = re.compile(r"^\s*st\.shared\.b32\s")


@pytest.fixture(scope="module")
def na_qk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8A, "t8a_liger_na_qk")


def test_i1_convert_scratch_is_a_byte_per_element(na_qk) -> None:  # type: ignore[no-untyped-def]
    """F1: the i1 convert's estimate is at most 4096 bytes (64 × 64 × 1 byte), which the PTX's 8 × 4-byte stores per
    thread of 128 fill; the rules hold and the old "at most 512" is caught by ``scratch``."""
    comp, got = na_qk
    f = next(f for f in got.report.findings if f.kind == "convert_layout" and "64x64xi1" in f.message)
    assert f.claim("scratch_at_most") is not None and f.claim("scratch_bytes") is None  # the estimate path
    line, ptx = f.python_line, got.stages["ptx"].splitlines()
    where, stores = None, 0
    for ln in ptx:
        if m := _LOC.match(ln):
            where = int(m.group(1))
        elif where == line and _ST32.match(ln):
            stores += 1
    assert stores == 8 and comp.metadata.get("num_warps") == 4
    assert f.claim("scratch_at_most").value == 64 * 64 == stores * 4 * 128
    assert "at most 4096 bytes of scratch" in f.message
    res = consistency.check(comp, [f], dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    res = consistency.check(comp, [with_claim(f, "scratch_at_most", 512)], dict(got.report.metrics), got.stages)
    assert any(r == "scratch" and "scratch_at_most" in t for r, t in res.violations), res.violations[:3]


def test_selfcheck_holds_the_estimates_of_a_report_without_passes(tmp_path_factory, user_spec,  # type: ignore[no-untyped-def]
                                                                  monkeypatch) -> None:
    """F1, why selfcheck passed it: ``selfcheck`` captures the MLIR passes, and with them the convert's scratch is
    Triton's ``allocation.size`` (4096 bytes here), so the estimate a first ``report`` prints was never checked.
    ``check_stored`` now also checks the findings of the report without the pass snapshots; with the old
    bit-counting estimate back, it refuses "at most 512"."""
    import dataclasses

    from ir_explorer.analyses import staging
    from ir_explorer.engines.report import build_report

    own = Store(tmp_path_factory.mktemp("t8a_na_qk_passes"))
    req = dataclasses.replace(trial_request(T8A, "t8a_liger_na_qk", user_spec), passes=True)
    (comp,) = compile_all([req], own)
    assert comp.ok, comp.failure
    with_passes = build_report(comp, own)
    cvt = next(f for f in with_passes.findings if f.kind == "convert_layout" and "64x64xi1" in f.message)
    assert cvt.claim("scratch_bytes").value == 4096  # allocation.size
    bare = build_report(comp, own, allocation=False)
    est = next(f for f in bare.findings if f.kind == "convert_layout" and "64x64xi1" in f.message)
    assert est.claim("scratch_bytes") is None and est.claim("scratch_at_most").value == 4096
    res = consistency.check_stored(comp, own)
    assert not res.violations, res.violations[:3]
    monkeypatch.setattr(staging, "scratch_tile_bytes", lambda numel, bits: (numel * bits + 7) // 8)
    res = consistency.check_stored(comp, own)
    assert any(r == "scratch" and "scratch_at_most = 512" in t for r, t in res.violations), res.violations[:3]
