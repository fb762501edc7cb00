"""Regression test for the AMD occupancy limit trial 3 found misleading (docs/trial3.md: M1): compiles the trial's
kernel with its own command line (tests/data/trial2_kernels/s3_commands.sh) and reads the real report."""

from __future__ import annotations

import dataclasses
import re

from test_trial2_fixes_s3_shared import s3_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import stored_statements
from ir_explorer.engines.rules import ClaimContext, check_claims


def test_amd_occupancy_names_registers_when_vgprs_limit_the_waves(store: Store, user_spec) -> None:
    """M1: bnb_int8_matmul_dequant on gfx950 uses 134 VGPRs (amdgcn ``; NumVgprs: 134``, ``; Occupancy: 3``): the
    512-entry VGPR file allows 512 / 136 = 3 waves per SIMD of the 8 a SIMD holds, so 3 × 4 SIMDs / 4 waves = 3
    workgroups. The finding said "limited by waves"; it now says registers, and rule ``occupancy-limiters`` holds
    it (the old name is caught). bnb_quantize_rowwise on gfx942 (31 VGPRs, 8 waves per SIMD) stays "waves"."""
    comps = compile_all([s3_request(k, user_spec) for k in ("bnb_int8_matmul_dequant", "bnb_quantize_rowwise")],
                        store)
    for comp, vgprs, waves, name in zip(comps, (134, 31), (3, 8), ("registers", "waves"), strict=True):
        assert comp.ok, comp.failure
        got = stored_statements(comp, store)
        amdgcn = got.stages["amdgcn"]
        assert re.search(rf"^; NumVgprs: {vgprs}$", amdgcn, re.M)
        assert re.search(rf"^; Occupancy: {waves}$", amdgcn, re.M)
        occ = next(f for f in got.report.findings if f.message.startswith("occupancy: "))
        assert f"limited by {name} (CTAs each resource allows: {name} {waves * 4 // comp.metadata['num_warps']}" \
            in occ.message, occ.message
        ctx = ClaimContext(comp, got.stages, got.report.findings, dict(got.report.metrics))
        assert all(ok for _, ok, _ in check_claims(occ, ctx)), [r for r in check_claims(occ, ctx) if not r[1]]
        if name == "registers":
            lie = dataclasses.replace(occ, claims=tuple(dataclasses.replace(c, value="waves") if c.key == "limited"
                                                        else c for c in occ.claims))
            assert not all(ok for r, ok, _ in check_claims(lie, ctx) if r == "occupancy-limiters")
