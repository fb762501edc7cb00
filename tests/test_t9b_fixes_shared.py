"""Regression test for trial 9b's S1 (docs/trial9b.md), a selfcheck false alarm on tritonbench's int4 GEMM
(cuda:100).

The SASS has one ``STS.U8`` (ptxas's code around the tensor-memory allocation); the report says the PTX has no
shared-memory load or store under 32 bits per lane, so ptxas emitted it. That is true: the PTX's narrowest shared
stores are ``st.shared.v2.b16``, two 16-bit values, 32 bits per lane. Rule ``narrow-cause`` counted any ``.v2.b16``
as narrow and said "ptxas_only = True: the IR gives False". A vector's bits per lane are now its element's times its
length, as the analysis reads them."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T9B = ROOT / "tests/data/trial2_kernels/t9b_commands.sh"
# e.g.     st.shared.v2.b16 	[%r13+131072], {%rs323, %rs321};     ld.shared.b32 	%r1685, [global_smem];
_PTX_SHARED = re.compile(r"^\s*(?:@!?%p\d+ )?(?:ld|st)\.shared(?:::cta)?\.(?:v(?P<n>[248])\.)?[bsuf](?P<bits>\d+)\s")
# e.g.         /*1170*/               @P0 STS.U8 [UR4+0x1c], R4 ;
_SASS_U8 = re.compile(r"\bSTS\.U8\b")


@pytest.fixture(scope="module")
def int4(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9B, "t9b_tb_int4_gemm")


def _narrow(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.stage == "sass" and "narrow shared-memory accesses" in f.message)


def test_ptxas_alone_makes_the_byte_store(int4) -> None:
    """Every plain shared load/store of the PTX moves 32 bits or more per lane (``v2.b16`` among them), the SASS
    has an ``STS.U8``: the finding says ptxas emitted it (``ptxas_only``) and selfcheck holds."""
    comp, got = int4
    widths = [int(m.group("n") or 1) * int(m.group("bits")) for ln in got.stages["ptx"].splitlines()
              if (m := _PTX_SHARED.match(ln))]
    assert widths and min(widths) >= 32
    assert any(m.group("n") == "2" and m.group("bits") == "16" for ln in got.stages["ptx"].splitlines()
               if (m := _PTX_SHARED.match(ln)))
    assert any(_SASS_U8.search(ln) for ln in got.stages["sass"].splitlines())
    f = _narrow(got)
    assert f.claim("ptxas_only").value is True
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_wrong_cause_is_still_caught(int4) -> None:
    """Saying the IR has narrow accesses of its own (``ptxas_only`` false) is refused by ``narrow-cause``."""
    comp, got = int4
    f = _narrow(got)
    res = consistency.check(comp, [with_claim(f, "ptxas_only", False)], dict(got.report.metrics), got.stages)
    assert "narrow-cause" in [r for r, _ in res.violations], res.violations[:3]
