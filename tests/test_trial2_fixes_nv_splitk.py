"""Regression tests for the second trial's F1 and M2 (docs/trial2_nvidia.md) on the split-K GEMM.

F1: the SASS widths line said "atomics 32 × 32-bit"
for the split-K GEMM's 32 ``REDG.E.ADD.F32x4.FTZ.RN.STRONG.GPU`` (sm_100: a vector of four f32 per thread, the
PTX's ``red.global.gpu.relaxed.add.v4.f32``), because both the analysis and its rule read every SASS atomic without
a 64-bit modifier as 32 bits. Compiles the trial kernel with its own nv_commands.sh options."""

from __future__ import annotations

from dataclasses import replace

import pytest
from trial2_nv import nv_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.coalescing import read_access


@pytest.fixture(scope="module")
def splitk(store: Store, user_spec):  # type: ignore[no-untyped-def]
    (comp,) = compile_all([nv_request("nv_splitk_atomic", user_spec)], store)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, store)


def test_sass_vector_atomics_are_128_bits(splitk) -> None:
    """The SASS holds 32 ``REDG.E.ADD.F32x4`` and no other global atomic; the PTX 32 ``red…add.v4.f32``. Both widths
    lines say 32 × 128-bit, the rule reads each line as 128 bits, selfcheck holds and catches a wrong count."""
    comp, got = splitk
    sass = got.stages["sass"].splitlines()
    reds = [n for n, ln in enumerate(sass, 1) if "REDG.E.ADD.F32x4.FTZ.RN.STRONG.GPU" in ln]
    assert len(reds) == 32
    assert not [ln for n, ln in enumerate(sass, 1) if n not in reds and ("REDG" in ln or "ATOMG" in ln)]
    assert sum("red.global.gpu.relaxed.add.v4.f32" in ln for ln in got.stages["ptx"].splitlines()) == 32
    widths = {f.stage: f for f in got.report.findings if f.kind == "coalescing" and f.stage in ("ptx", "sass")
              and f.message.startswith(("PTX: global", "SASS: global"))}
    for stage in ("ptx", "sass"):
        assert "atomics 32 × 128-bit" in widths[stage].message, widths[stage].message
        assert widths[stage].data["atomics"] == {"128": 32}
    assert read_access("sass", sass[reds[0] - 1]) == ("atomic", 128)
    f = widths["sass"]
    assert sorted(r.line for r in f.claim("atomics/128").about) == reds
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    lied = replace(f, claims=tuple(replace(c, value=31) if c.key == "atomics/128" else c for c in f.claims))
    res = consistency.check(comp, [lied if x is f else x for x in got.report.findings], dict(got.report.metrics),
                            got.stages)
    assert res.violations


def test_spills_are_stated_as_ptxas_states_them(splitk) -> None:
    """Trial 2 M2: the summary said "spills 288 bytes" for ptxas's 144 bytes of spill stores and 144 of spill loads
    (the ``spill_bytes`` metric adds them). The SASS holds 18 ``STL.64`` and 18 ``LDL.LU.64``: 144 bytes each way.
    The summary now gives ptxas's two figures."""
    comp, got = splitk
    sass = got.stages["sass"]
    assert (sass.count("STL.64 "), sass.count("LDL.LU.64 ")) == (18, 18)
    assert (comp.resources.spill_store_bytes, comp.resources.spill_load_bytes) == (18 * 8, 18 * 8)
    assert dict(got.report.summary)["registers"] == (f"{comp.resources.registers} registers/thread, spills 144 bytes "
                                                     "stored, 144 bytes loaded, 36 STL/LDL in SASS")
