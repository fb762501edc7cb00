"""Regression test for trial 7c's F1 (docs/trial7c.md) on the tutorial's attention backward dK/dV kernel (cuda:100).

The kernel reads ``do`` twice per iteration: ``dv += tl.dot(pT, do)`` (Python line 29) takes the ring buffer as it
is (``!ttg.memdesc<16x64xf16, #shared>``, ``transposed = false``), and ``dpT = tl.dot(v, tl.trans(do))`` (line 31)
through ``ttg.memdesc_trans`` (``!ttg.memdesc<64x16xf16, #shared2>``, ``transposed = true``); ``q^T`` the other way
round. The shared-memory analysis grouped the ``ttng.tc_gen5_mma`` reads by allocation only, so it said "reads %do
(8192 bytes, nvmma_shared swizzle=128B transposed=true …) [5 ops] [line 31]" for all five MMAs: wrong layout and
Python line for the two direct reads. Now a group is one (op, allocation, view layout), and a view in another
layout than the allocation's names both."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.engines import consistency

T7C = ROOT / "tests/data/trial2_kernels/t7c_commands.sh"
# e.g. #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
_NVMMA = re.compile(r"^(?P<alias>#shared\d*) = #ttg\.nvmma_shared<\{[^}]*transposed = (?P<t>true|false)", re.M)
# e.g. %do = ttg.local_alloc : () -> !ttg.memdesc<4x16x64xf16, #shared, #smem, mutable>
_ALLOC = re.compile(r"^\s*%do = ttg\.local_alloc : \(\) -> !ttg\.memdesc<4x16x64xf16, (?P<alias>#shared\d*),")
# e.g. ttng.tc_gen5_mma %dv_91, %do_94, %dv, … : !ttg.memdesc<128x16xf16, #tmem1, …>, !ttg.memdesc<16x64xf16, #shared,
_MMA_B = re.compile(r"ttng\.tc_gen5_mma %\S+, (?P<b>%\S+), .* : !ttg\.memdesc<[^>]*>, "
                    r"!ttg\.memdesc<(?P<shape>\d+x\d+)xf16, (?P<alias>#shared\d*),")
@pytest.fixture(scope="module")
def dkdv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7C, "t7c_attn_bwd_dkdv")


def _do_reads(comp, got) -> tuple[dict[str, bool], list[tuple[int, str]], list[tuple[int, str]]]:  # type: ignore[no-untyped-def]
    """From the raw TTGIR: ``{alias: transposed}`` of the nvmma layouts, and the ``(line, B's layout alias)`` of
    the first loop's MMAs (a 16-row ``do`` tile) of ``dv += tl.dot(pT, do)`` (Python line 29, B 16x64) and of
    ``tl.dot(v, tl.trans(do))`` (line 31, B 64x16), by their ``loc``."""
    ttgir = got.stages["ttgir"]
    ctx = claim_context(got, comp)
    transposed = {m["alias"]: m["t"] == "true" for m in _NVMMA.finditer(ttgir)}
    direct, trans = [], []
    for n, ln in enumerate(ttgir.splitlines(), 1):
        if (m := _MMA_B.search(ln)) is None:
            continue
        line = ctx.python("ttgir", n)[1]
        if line == 29 and m["shape"] == "16x64":
            direct.append((n, m["alias"]))
        elif line == 31 and m["shape"] == "64x16":
            trans.append((n, m["alias"]))
    return transposed, direct, trans


def test_do_reads_are_told_per_view(dkdv) -> None:
    """``%do`` is allocated transposed = false; the MMAs of ``dv += tl.dot(pT, do)`` read it so (line 29), those of
    ``tl.dot(v, tl.trans(do))`` through a transposed = true view (line 31): two findings, each with its lines'
    layout and Python line, the second naming the allocation's layout too; selfcheck holds for all of them."""
    comp, got = dkdv
    ttgir = got.stages["ttgir"]
    transposed, reads_direct, reads_trans = _do_reads(comp, got)
    alloc = next(m["alias"] for ln in ttgir.splitlines() if (m := _ALLOC.match(ln)))
    assert transposed[alloc] is False and len(reads_direct) == 2 and len(reads_trans) == 3, (reads_direct, reads_trans)
    assert {a for _, a in reads_direct} == {alloc} and {transposed[a] for _, a in reads_trans} == {True}
    direct, trans = [n for n, _ in reads_direct], [n for n, _ in reads_trans]
    reads = [f for f in got.report.findings if f.kind == "shared_memory" and f.data.get("target") == "%do"
             and f.data.get("op") == "ttng.tc_gen5_mma"]
    by_lines = {f.lines: f for f in reads}
    assert set(by_lines) == {tuple(direct), tuple(trans)}, [f.lines for f in reads]
    plain, view = by_lines[tuple(direct)], by_lines[tuple(trans)]
    assert plain.claim("swizzle/transposed").value is False and plain.python_line == 29
    assert "transposed=false" in plain.message and "through a view" not in plain.message
    assert view.claim("swizzle/transposed").value is True and view.python_line == 31
    assert view.claim("allocation_layout").value == plain.claim("layout").value
    assert "(8192 bytes, nvmma_shared swizzle=128B transposed=false elementBitWidth=16) through a view in " \
           "nvmma_shared swizzle=128B transposed=true" in view.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0] in ("swizzle", "access-layout", "alloc-layout")], res.violations[:3]


def test_the_old_grouped_statement_is_caught(dkdv) -> None:
    """Trial 7c's statement: the direct reads of ``%do`` said to be in the transposed = true layout is refused by
    ``swizzle`` and ``access-layout``; a wrong allocation layout of the view's finding by ``alloc-layout``."""
    comp, got = dkdv
    _, reads_direct, reads_trans = _do_reads(comp, got)
    direct, trans = [n for n, _ in reads_direct], [n for n, _ in reads_trans]
    by_lines = {f.lines: f for f in got.report.findings if f.kind == "shared_memory" and f.data.get("target") == "%do"}
    plain, view = by_lines[tuple(direct)], by_lines[tuple(trans)]
    metrics = dict(got.report.metrics)
    for f, key, old, rule in ((plain, "swizzle/transposed", True, "swizzle"),
                              (plain, "layout", view.claim("layout").value, "access-layout"),
                              (view, "allocation_layout", view.claim("layout").value, "alloc-layout")):
        claims = tuple(replace(c, value=old) if c.key == key else c for c in f.claims)
        res = consistency.check(comp, [replace(f, claims=claims)], metrics, got.stages)
        assert [text for r, text in res.violations if r == rule], (key, res.violations[:3])
