"""Regression tests for trial 12a's F3 (docs/trial12a.md) on ktransformers' MLA decode kernel
(``t12a_ktr_mla_decode``, cuda:80).

``loc = page * PAGE_SIZE + offs_n % PAGE_SIZE`` (TTIR ``%page_65 = tt.load …`` of the page table, ``arith.muli
%page_65, %cst``, ``arith.remsi %offs_n, %cst``, ``arith.addi``) times the runtime stride ``stride_buf_kbs`` is an
i32 product of a loaded value. The warning said it was "built from the value tt.load reads at ttir:63", the
sequence length ``B_Seqlen[cur_batch]``, which reaches ``loc`` only through the loop start of ``offs_n`` and then
``offs_n % PAGE_SIZE``, bounded by 63; the unbounded factor is the page number. Now the warning names the page-table
load, and selfcheck's ``i32-product`` rule refuses the sequence-length load on its own walk (a remainder by a
constant cuts the path)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T12A = ROOT / "tests/data/trial2_kernels/t12a_commands.sh"
# e.g.     %page_65 = tt.load %page_64, %n_ok_60, %cst_6 : tensor<32x!tt.ptr<i32>> loc(#loc158)
_LOAD = re.compile(r"^\s*(%[\w.$-]+) = tt\.load (%[\w.$-]+)")
# e.g.     %seq_len_16 = tt.load %seq_len : !tt.ptr<i32> loc(#loc136)
_SEQ = re.compile(r"^\s*%seq_len\w* = tt\.load %seq_len\b")
# e.g.     %loc = arith.muli %page_65, %cst_7 : tensor<32xi32> loc(#loc159)
_PAGE_MUL = re.compile(r"^\s*%loc\w* = arith\.muli (%[\w.$-]+), %cst\w* : tensor<32xi32>")


@pytest.fixture(scope="module")
def mla(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12A, "t12a_ktr_mla_decode")


def _loaded_products(got):  # type: ignore[no-untyped-def]
    return [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn" and f.stage == "ttir"
            and f.claim("load_line") is not None]


def test_the_loaded_factor_is_the_page_number(mla) -> None:
    """The page-table load (the ``tt.load`` whose result ``arith.muli … PAGE_SIZE`` makes ``loc``) is the loaded
    factor of both products ``loc * stride_buf_kbs`` and ``loc * stride_buf_vbs``; selfcheck holds."""
    comp, got = mla
    lines = got.stages["ttir"].splitlines()
    loads = {m[1]: n for n, ln in enumerate(lines, 1) if (m := _LOAD.match(ln))}
    page = next(loads[m[1]] for ln in lines if (m := _PAGE_MUL.match(ln)))
    seq = next(n for n, ln in enumerate(lines, 1) if _SEQ.match(ln))
    assert page != seq
    found = _loaded_products(got)
    assert {f.claim("argument").value for f in found} == {"stride_buf_kbs", "stride_buf_vbs"}
    for f in found:
        assert f.claim("load_line").value == page, f.message
        assert f"tt.load reads at ttir:{page} " in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_sequence_length_load_is_caught(mla) -> None:
    """Trial 12a's "built from the value tt.load reads at ttir:63" (the sequence length, which reaches ``loc`` only
    through ``offs_n % PAGE_SIZE``) is refused by ``i32-product``."""
    comp, got = mla
    seq = next(n for n, ln in enumerate(got.stages["ttir"].splitlines(), 1) if _SEQ.match(ln))
    for f in _loaded_products(got):
        old = with_claim(f, "load_line", seq)
        res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "i32-product" and "load_line" in t and "remainder" in t], \
            (f.message, res.violations[:3])
