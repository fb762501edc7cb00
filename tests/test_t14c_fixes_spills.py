"""Regression test for trial 14c M5 (docs/trial14c.md): PaddleNLP's segment mean at 256x8x128 on gfx942
(``t14c_pnlp_segment_mean_big_gfx942``) spills 943 VGPRs (to scratch: ``ScratchSize: 3368``) and 310 SGPRs (which
LLVM spills into VGPR lanes, ``v_writelane_b32``). The summary said ``spills 1253 registers``, a sum of two kinds the
spill finding keeps apart ("943 VGPR and 310 SGPR spills"). It now gives both counts."""

from __future__ import annotations

import re

from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines.report import build_report

T14C = ROOT / "tests/data/trial2_kernels/t14c_commands.sh"
# e.g.     .vgpr_spill_count: 943
_COUNT = re.compile(r"^\s*\.(?P<kind>[vs])gpr_spill_count:\s+(?P<n>\d+)\s*$", re.MULTILINE)


def test_vgpr_and_sgpr_spills_are_not_summed(store: Store, user_spec) -> None:  # type: ignore[no-untyped-def]
    comp = compile_all([trial_request(T14C, "t14c_pnlp_segment_mean_big_gfx942", user_spec)], store)[0]
    assert comp.ok, comp.failure
    counts = {m["kind"]: int(m["n"]) for m in _COUNT.finditer(comp.stages["amdgcn"].text())}
    assert counts["v"] > 0 and counts["s"] > 0, counts
    rep = build_report(comp, store)
    registers = dict(rep.summary)["registers"]
    assert registers.endswith(f"spills {counts['v']} VGPRs and {counts['s']} SGPRs"), registers
    spill = next(f for f in rep.findings if f.kind == "spill")
    assert f"{counts['v']} VGPR and {counts['s']} SGPR spills" in spill.message


def test_a_cross_vendor_diff_takes_no_difference_of_bytes_and_registers(store: Store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """Trial 14c M4: ``diff --targets cuda:90 hip:gfx942`` wrote ``spills: 0 → 1 (+1)``, ptxas's 0 bytes against
    one SGPR spilled into a VGPR lane. The spill row now gives each side's unit and no difference: here the trial's
    segment mean on cuda:90 (ptxas: 0 bytes) against the 256x8x128 one on gfx942 (943 + 310 spilled registers)."""
    from ir_explorer.engines import diffing

    reqs = [trial_request(T14C, name, user_spec)
            for name in ("t14c_pnlp_segment_mean_sm90", "t14c_pnlp_segment_mean_big_gfx942")]
    nv, amd = compile_all(reqs, store)
    assert nv.ok and amd.ok, (nv.failure, amd.failure)
    counts = {m["kind"]: int(m["n"]) for m in _COUNT.finditer(amd.stages["amdgcn"].text())}
    assert nv.resources is not None and nv.resources.spill_store_bytes == nv.resources.spill_load_bytes == 0
    changes = {c.name: c.text for c in diffing.diff_compilations(nv, amd, store, "ttgir").summary}
    assert changes["spill_bytes"] == f"spills: 0 bytes → {counts['v'] + counts['s']} registers", changes
