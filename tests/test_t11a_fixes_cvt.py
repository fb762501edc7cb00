"""Regression test for trial 11a's F2 (docs/trial11a.md) on ColossalAI's flash decoding (cuda:100 and cuda:90).

``acc = tl.sum(v * p[:, None], 0) / l_sum`` leaves a ``tt.reduce`` result in ``slice dim=0`` of ``blocked
[1,8]/[2,16]/[4,1]``: every warp holds every element (zero warp bases). Triton converts it to the store's ``blocked
[1]/[32]/[4]``, whose warps hold different elements, through shared memory (the PTX of its location: ``bar.sync``,
8 × ``st.shared.b16``, ``bar.sync``, ``ld.shared.b16``), since ``minimalCvtLayout`` cannot quotient a warp dimension
that ``dst⁻¹∘src`` does not map to itself. The layout model said "without shared memory … elements stay in their
warp: warp shuffles", because each destination warp finds its elements in its own warp of the source. The model
now compares the two layouts' warp bases; selfcheck's ``cvt-decision`` does the same on its own linear layouts."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import addresses as address_rules
from ir_explorer.engines.rules import check_claims

T11A = ROOT / "tests/data/trial2_kernels/t11a_commands.sh"
# e.g.     %acc_48 = ttg.convert_layout %acc_47 : tensor<128xf16, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<128xf16, #blocked1> loc(#loc109)  # noqa: E501
_CVT = re.compile(r"^\s*%acc\w* = ttg\.convert_layout %acc\w* : tensor<128xf16, #ttg\.slice<\{dim = 0, "
                  r"parent = #blocked\}>> -> tensor<128xf16, #blocked1>")
# e.g. 	.loc	1 44 11                         // t11a_cai_flash_decoding.py:44:11
_LOC = re.compile(r"^\s*\.loc\s+1\s+(\d+)\s+\d+")


@pytest.fixture(scope="module", params=["t11a_cai_flash_decoding", "t11a_cai_flash_decoding_sm90"])
def decoding(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11A, request.param)


def _convert(got):  # type: ignore[no-untyped-def]
    """The line of the reduce result's convert and its finding."""
    line = next(n for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if _CVT.match(ln))
    return line, next(f for f in got.report.findings if f.kind == "convert_layout" and f.lines == (line,))


def _ptx_shared_at(ptx: str, pyline: int) -> list[str]:
    """The shared-memory stores and loads of the PTX whose ``.loc`` is Python line ``pyline`` of the kernel."""
    out, at = [], None
    for ln in ptx.splitlines():
        if m := _LOC.match(ln):
            at = int(m[1])
        elif at == pyline and re.match(r"^\s*(st|ld)\.shared\.b16\b", ln):
            out.append(ln.split()[0])
    return out


def test_the_reduce_result_goes_through_shared_memory(decoding) -> None:
    """The convert of the ``tl.sum(…, 0)`` result is said to go through shared memory, as the PTX of its Python
    line shows (8 ``st.shared.b16`` and one ``ld.shared.b16`` after the reduce's own 128-bit traffic); selfcheck
    holds."""
    comp, got = decoding
    line, f = _convert(got)
    assert f.claim("scratch").value is True and "without shared memory" not in f.message, f.message
    assert "warp bases differ" in f.claim("reason").value
    moved = _ptx_shared_at(got.stages["ptx"], f.python_line)
    assert moved.count("st.shared.b16") == 8 and moved.count("ld.shared.b16") == 1, moved
    address_rules._LAST[:] = [None, None, None]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_warp_shuffles_are_caught(decoding) -> None:
    """Trial 11a F2: "without shared memory" (``scratch`` False) and the old reason "elements stay in their warp:
    warp shuffles (…)" are refused by ``cvt-decision``."""
    comp, got = decoding
    _, f = _convert(got)
    ctx = claim_context(got, comp)
    old = "elements stay in their warp: warp shuffles (or shared memory if Triton finds no shuffle sequence)"
    for key, lie in (("scratch", False), ("reason", old)):
        verdicts = [(ok, text) for rule, ok, text in check_claims(with_claim(f, key, lie), ctx)
                    if rule == "cvt-decision" and f" {key} = " in text]
        assert verdicts and not any(ok for ok, _ in verdicts), (key, verdicts)
