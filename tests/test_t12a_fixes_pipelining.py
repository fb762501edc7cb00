"""Regression tests for trial 12a's F4 (docs/trial12a.md) on ktransformers' MLA decode kernel
(``t12a_ktr_mla_decode``, cuda:80, num_stages=2).

The loop copies K, its rope part and V into one buffer each (cp.async), at addresses computed from the page table
``Req_to_tokens``, which the body reads with plain ``tt.load`` ops. The single-buffer warning ended "num_stages=3
gives 2 buffers"; compiled at num_stages=3, the page loads become rings of their own and K, Kpe and V keep one
buffer each: Triton's AssignLatencies.cpp counts the page load as an indirection level that shares the stages with
the copy it addresses. Now the warning names the index loads instead of the promise, and selfcheck's ``pipe-asked``
rule refuses "gives 2 buffers" where the body loads an index that addresses the copies."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, trial_request

from ir_explorer.analyses.findings import Claim
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T12A = ROOT / "tests/data/trial2_kernels/t12a_commands.sh"
# e.g.     %page_65 = tt.load %page_64, %n_ok_60, %cst_6 : tensor<32x!tt.ptr<i32>, #ttg.slice<…>> loc(#loc158)
_PAGE = re.compile(r"^\s+%page\w* = tt\.load ")
# e.g.     %k_126 = ttg.local_alloc : () -> !ttg.memdesc<1x512x32xbf16, #shared2, #smem, mutable> loc(#loc171)
_ALLOC = re.compile(r"^\s+%(k|kpe|v)_\d+ = ttg\.local_alloc : \(\) -> !ttg\.memdesc<(\d+)x(\d+)x(\d+)xbf16")


@pytest.fixture(scope="module")
def mla(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12A, "t12a_ktr_mla_decode")


def _single(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"
                and "copies into a single buffer" in f.message)


def test_the_index_loads_are_named_not_two_buffers(mla) -> None:
    """The body's page-table loads (``%page… = tt.load`` inside the loop, which has K, Kpe and V in one buffer each)
    are named as the index loads, "gives 2 buffers" is gone, and selfcheck holds."""
    comp, got = mla
    lines = got.stages["ttgir"].splitlines()
    f = _single(got)
    loop = f.claim("stages").about[0].line
    indent = " " * (len(lines[loop - 1]) - len(lines[loop - 1].lstrip()))
    end = next(n for n in range(loop + 1, len(lines) + 1) if lines[n - 1].startswith(indent + "}"))
    pages = [n for n in range(loop + 1, end) if _PAGE.match(lines[n - 1])]
    allocs = {m[1]: int(m[2]) for ln in lines if (m := _ALLOC.match(ln))}
    assert allocs == {"k": 1, "kpe": 1, "v": 1}
    assert len(pages) == 3
    assert [c.value for c in f.claims if c.key.startswith("index_load_lines/")] == pages
    assert "gives 2 buffers" not in f.message and f.claim("next_buffers") is None
    assert "address the copies, an index level" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_num_stages_3_keeps_one_buffer(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """The old promise, compiled: at num_stages=3 K, Kpe and V still have one buffer each, and the page loads got
    allocations of their own."""
    own = Store(tmp_path_factory.mktemp("t12a_mla_s3"))
    (comp,) = compile_all([trial_request(T12A, "t12a_ktr_mla_decode", user_spec, replace=("2->3",))], own)
    assert comp.ok, comp.failure
    ttgir = consistency.stored_statements(comp, own).stages["ttgir"]
    allocs = {m[1]: int(m[2]) for ln in ttgir.splitlines() if (m := _ALLOC.match(ln))}
    assert allocs == {"k": 1, "kpe": 1, "v": 1}
    assert re.search(r"%page\w* = ttg\.local_alloc : \(\) -> !ttg\.memdesc<1x32xi32", ttgir)


def test_gives_two_buffers_is_caught(mla) -> None:
    """Trial 12a's "num_stages=3 gives 2 buffers" (the claim ``next_buffers`` = 2) is refused by ``pipe-asked``."""
    comp, got = mla
    f = _single(got)
    old = replace(f, claims=(*f.claims, Claim("next_buffers", 2, "count", "pipe-asked", f.claim("stages").about)))
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "pipe-asked" and "next_buffers" in t], res.violations[:3]
