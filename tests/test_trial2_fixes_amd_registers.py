"""Regression test for the registers summary the second trial on public kernels found misleading on AMD gfx942
(docs/trial2_amd_blackwell.md: M5). It compiles the trial's FlagGems bmm with the trial's extra configuration
(256x256 tiles, 4 warps, gfx942: it spills) and reads the real report and AMDGCN."""

from __future__ import annotations

import re

from test_trial2_fixes_amd_shared import amd_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines.report import build_report


def test_an_amd_spill_count_says_it_counts_registers(store: Store, user_spec) -> None:
    """M5: ``registers   512 VGPRs, spills 643``: on AMD the figure is LLVM's count of spilled VGPRs and SGPRs
    (``.vgpr_spill_count``, ``.sgpr_spill_count``), where NVIDIA's summary gives bytes; without a unit it read as
    bytes. It now says ``spills 643 registers``."""
    req = amd_request("amd_flaggems_bmm", user_spec, "hip:gfx942",
                      ("TILE_M=128->TILE_M=256", "TILE_N=128->TILE_N=256", "8->4"))
    comp = compile_all([req], store)[0]
    assert comp.ok, comp.failure
    text = comp.stages["amdgcn"].text()
    spills = sum(int(n) for n in re.findall(r"^\s*\.[vs]gpr_spill_count:\s+(\d+)\s*$", text, re.MULTILINE))
    assert spills > 0
    rep = build_report(comp, store)
    registers = dict(rep.summary)["registers"]
    assert registers.endswith(f", spills {spills} registers"), registers
