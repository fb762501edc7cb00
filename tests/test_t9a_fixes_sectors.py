"""Regression tests for the closing trial 9a's F1 (docs/trial9a.md) on applied-ai's split-K W4A16 GEMM (cuda:100).

The sector model of a coalescing finding took ``(k // 8) * stride_bk`` (eight int4 per i32 along K) as eight rows
of their own: "16 sectors for 512 bytes used per warp request", where the two rows of warp 0 load the same i32 row
(the pointer's AxisInfo constancy is 8 along rows): 256 bytes, 8 sectors. Rule ``sectors`` re-ran the same model;
it now also bounds a request's bytes by what warp 0's lanes can address apart (the alias's lanes and the
pointer's constancy)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T9A = ROOT / "tests/data/trial2_kernels/t9a_commands.sh"
# e.g.   %packed_73 = ttg.async_copy_global_to_local %b_ptrs_53, %packed_71 mask %acc_72 {contiguity = 4 : i32} :
#        tensor<128x64x!tt.ptr<i32>, #blocked1> -> <128x64xi32, #shared2, #smem, mutable>
_PACKED = re.compile(r"= ttg\.async_copy_global_to_local .* : tensor<128x64x!tt\.ptr<i32>, (?P<alias>#\w+)>")
# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = …
_BLOCKED = re.compile(r"sizePerThread = \[(?P<spt>[\d, ]+)\], threadsPerWarp = \[(?P<tpw>[\d, ]+)\]")
# e.g.     %b_ptrs_48 = arith.divsi %offs_k_47, %cst_3 : tensor<128x1xi32, #blocked1> loc(#loc55)
_DIV8 = re.compile(r"= arith\.divsi %\S+, %(?P<c>\w+) : tensor<128x1xi32")


@pytest.fixture(scope="module")
def w4a16(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9A, "t9a_w4a16")


def _packed(got):  # type: ignore[no-untyped-def]
    """``(the packed-B copy's first TTGIR line, its finding, its layout's sizePerThread, threadsPerWarp)``."""
    lines = got.stages["ttgir"].splitlines()
    line, alias = next((n, m["alias"]) for n, ln in enumerate(lines, 1) if (m := _PACKED.search(ln)))
    layout = _BLOCKED.search(next(ln for ln in lines if ln.startswith(alias + " = ")))
    assert layout is not None
    spt, tpw = ([int(x) for x in layout[k].split(",")] for k in ("spt", "tpw"))
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.stage == "ttgir" and line in f.lines
             and f.claim("redundant/fetches") is None)  # the access's own finding, not its redundant-fetch one
    return line, f, spt, tpw


def test_rows_of_one_packed_word_are_one_address_to_the_sector_model(w4a16) -> None:
    """The packed B rows are ``offs_k // 8`` (an ``arith.divsi`` of the 128 row offsets by the constant 8): rows
    8j…8j+7 read the same i32 row. Warp 0 of the copy's layout (``threadsPerWarp = [2, 16]``, 4 i32 per lane) spans
    rows 0 and 1, one address each column: 16 lanes × 16 bytes = 256 distinct bytes in 8 sectors. The finding says
    so (it said 512 bytes, 16 sectors), and its pointer constancy is 8 along rows; selfcheck holds."""
    comp, got = w4a16
    ttgir = got.stages["ttgir"]
    consts = {m["c"] for m in _DIV8.finditer(ttgir)}
    assert any(re.search(rf"%{c} = arith\.constant dense<8> : tensor<128x1xi32", ttgir) for c in consts), consts
    _, f, spt, tpw = _packed(got)
    assert (spt, tpw) == ([1, 4], [2, 16])
    rows = {t * spt[0] // 8 for t in range(tpw[0])}  # the i32 rows warp 0's two row-lanes read
    distinct = len(rows) * tpw[1] * spt[1] * 4
    assert distinct == 256
    assert list(f.claim("axisinfo/pointer/constancy").value) == [8, 1]
    assert f.claim("axisinfo/sectors/request_bytes").value == distinct
    assert f.claim("axisinfo/sectors/request_sectors").value == distinct // 32
    assert "8 sectors for 256 bytes used per warp request (ideal 8)" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_sector_numbers_are_caught(w4a16) -> None:
    """Trial 9a's "16 sectors for 512 bytes used per warp request (ideal 16)" is refused by rule ``sectors``, the
    bytes also by the bound it reads from the alias's lanes and the pointer's constancy (at most 256)."""
    comp, got = w4a16
    _, f, _, _ = _packed(got)
    ctx = claim_context(got, comp)
    lie = with_claim(with_claim(with_claim(f, "axisinfo/sectors/request_bytes", 512),
                                "axisinfo/sectors/request_sectors", 16), "axisinfo/sectors/request_ideal_sectors", 16)
    verdicts = [(ok, text) for rule, ok, text in check_claims(lie, ctx) if rule == "sectors"]
    assert len(verdicts) >= 3 and not all(ok for ok, _ in verdicts), verdicts
    said = [text for ok, text in verdicts if not ok and "= 512:" in text]
    assert said and all("at most 256 distinct bytes" in t for t in said), verdicts
