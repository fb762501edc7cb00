"""Regression tests for trial 15e's F1 and F4 (docs/trial15e.md): the convert_layout model's shared-memory decision.

F1 (lightb0x/triton-gym fp8 quantizer, cuda:90): ``_quant_e5`` is called twice (Python lines 45 and 46), so two
``ttg.convert_layout`` ops sit at Python line 25, column 13. One converts ``slice dim=0`` of ``blocked
[1,8]/[8,4]/[4,1]`` (8 per thread, lanes l^4…l^28 copies) to ``slice dim=0`` of ``blocked [1,1]/[1,32]/[4,1]`` (1 per
thread). No element changes warp, so the model said "without shared memory … warp shuffles"; Triton allocates 128
bytes of scratch for it (``allocation.size = 128`` after ``allocate-shared-memory-nv``) and its PTX stores it with
``st.shared.v4.b32`` and reads it back with ``ldmatrix``: Triton 3.9's ``cvtNeedsWarpShuffle``
(``lib/Analysis/Utility.cpp``) shuffles only when ``getWarpLayoutConvertDecomposition`` finds fewer than 2 mixed
register-lane transpositions, and here the source's three register bits (columns 1, 2, 4) are lane bits of the
destination. The PTX cross-check could not catch it: both converts share the Python line and column. The model now
counts the mixed transpositions (:func:`~ir_explorer.analyses.conversions.mixed_transpositions`); selfcheck's
``cvt-decision`` re-derives the model.

F4 (the block-scaled fp8 GEMM, cuda:100): the row scale ``a_s`` (``tensor<128x1xf32, #blocked2>``, blocked
[1,1]/[32,1]/[4,1]) is converted to ``#linear``, a linear layout written for 128x128 whose register bases
``[0, 1] … [0, 64]`` lie past dim 1 of the 128x1 tensor: Triton broadcasts them, each thread keeps its row, and it
allocates no scratch. The owner map read the raw bases, put elements in columns 1…64 the source does not hold, and
said "elements change warps: through shared memory"."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.conversions import mixed_transpositions
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims
from ir_explorer.ir.layouts import parse_aliases, parse_type

T15E = ROOT / "tests/data/trial2_kernels/t15e_commands.sh"
# e.g.     %scale = ttg.convert_layout %x_exp : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> loc(#loc102)  # noqa: E501
_CVT = re.compile(r"^\s*%\w+ = ttg\.convert_layout %\w+ : (?P<src>.*?) -> (?P<dst>.*?)(?: loc\(.*)?$")
# e.g. 	.loc	1 25 13, function_name $L__info_string0, inlined_at 1 45 24 // t15e_gym_quant_fp8.py:25:13
_LOC = re.compile(r"^\s*\.loc\s+1\s+(\d+)\s+\d+(?:, function_name \S+, inlined_at 1 (\d+) \d+)?")


def _converts(got):  # type: ignore[no-untyped-def]
    """``(line, source type, result type, finding)`` of each convert of the final TTGIR."""
    ttgir = got.stages["ttgir"]
    aliases = parse_aliases(ttgir)
    out = []
    for n, ln in enumerate(ttgir.splitlines(), 1):
        if m := _CVT.match(ln):
            f = next(f for f in got.report.findings if f.kind == "convert_layout" and f.lines[:1] == (n,))
            out.append((n, parse_type(m["src"], aliases), parse_type(m["dst"], aliases), f))
    return out


def _refused(got, comp, f, key: str, value: object) -> list[tuple[bool, str]]:  # type: ignore[no-untyped-def]
    """The ``cvt-decision`` verdicts on ``f`` with claim ``key`` set to ``value``."""
    old = with_claim(f, key, value)
    return [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
            if rule == "cvt-decision" and f" {key} " in text]


@pytest.fixture(scope="module")
def quant(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15E, "t15e_quant_sm90")


def test_a_warp_local_convert_with_three_mixed_transpositions_goes_through_shared_memory(quant) -> None:
    """The quantizer's axis-0 scale convert: 3 mixed transpositions, through shared memory, as its PTX (line 25
    inlined at line 45: ``st.shared`` then ``ldmatrix``) shows; selfcheck holds on the new report."""
    comp, got = quant
    cvts = _converts(got)
    assert len(cvts) == 2
    line, src, dst, f = next(c for c in cvts
                             if "dim = 0, parent = #blocked2" in got.stages["ttgir"].splitlines()[c[0] - 1])
    assert mixed_transpositions(src.layout, src.shape, dst.layout, dst.shape, 32) == 3
    lowered, here = [], None
    for ln in got.stages["ptx"].splitlines():
        if m := _LOC.match(ln):
            here = (int(m[1]), int(m[2]) if m[2] else None)
        elif here == (25, 45) and (s := re.search(r"\b(st\.shared|ld\.shared|ldmatrix)", ln)):
            lowered.append(s[1])
    assert "st.shared" in lowered and "ldmatrix" in lowered, lowered
    assert f.claim("scratch").value is True, f.message
    assert "through shared memory" in f.message and "without shared memory" not in f.message
    assert "3 register bits trade places with lane bits" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_warp_shuffle_statement_is_refused(quant) -> None:
    """The trial's statement, ``scratch`` = False for that convert, is refused by ``cvt-decision``."""
    comp, got = quant
    f = next(c[3] for c in _converts(got)
             if "dim = 0, parent = #blocked2" in got.stages["ttgir"].splitlines()[c[0] - 1])
    verdicts = _refused(got, comp, f, "scratch", False)
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts


@pytest.fixture(scope="module")
def smm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15E, "t15e_smm_odd_sm100")


def test_a_linear_layout_wider_than_its_tensor_keeps_each_row_in_its_thread(smm) -> None:
    """The 128x1 row-scale convert to ``#linear``: its lane and warp bases are the source's (rows 1…16 and 32, 64),
    its register bases lie past dim 1; registers only, and selfcheck refuses the old "through shared memory"."""
    comp, got = smm
    ttgir = got.stages["ttgir"]
    linear = next(ln for ln in ttgir.splitlines() if ln.startswith("#linear = "))
    assert "register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]]" in linear
    assert "lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]]" in linear
    line, src, dst, f = next(c for c in _converts(got) if c[1].shape == (128, 1))
    assert "-> tensor<128x1xf32, #linear>" in ttgir.splitlines()[line - 1]
    assert f.claim("scratch").value is False, f.message
    assert "without shared memory" in f.message and "elements change warps" not in f.message
    verdicts = _refused(got, comp, f, "scratch", True)
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
