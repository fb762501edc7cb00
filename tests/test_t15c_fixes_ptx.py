"""Regression tests for trial 15c's F1 (docs/trial15c.md) on lorax's SGMV shrink (``t15c_sgmv_shrink_sm90``, cuda:90).

``a_ptr = input_ptr + cur_seq_start * xm_stride + ram[:, None] * xm_stride + …`` (Python line 35) holds two products
of ``xm_stride``: one of the loaded ``cur_seq_start`` and one of ``ram = offset_m % M`` (a program id's rows
modulo the loaded length). Neither is found by the ``%ctaid`` dataflow, and the "param" search returned the line's
first multiply by the ``.param`` for both: ``ram[:, None] * xm_stride`` was said to be ``mul.lo.s32 %r56, %r39,
%r24``, whose ``%r39`` an ``ld.global`` wrote (``cur_seq_start``). The multiply of several at the line whose other
factor comes from the IR product's sources (a load, a program id) is now cited, and rule ``ptx-multiply`` refuses
the other product's multiply."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses.findings import Ref
from ir_explorer.engines import consistency

T15C = ROOT / "tests/data/trial2_kernels/t15c_commands.sh"


@pytest.fixture(scope="module")
def sgmv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15C, "t15c_sgmv_shrink_sm90")


def _xm_products(got):  # type: ignore[no-untyped-def]
    """The two overflow findings of ``xm_stride``'s products, keyed by the IR name of their non-argument factor."""
    out = {}
    for f in got.report.findings:
        if f.kind == "addresses" and f.claim("argument") is not None and f.claim("argument").value == "xm_stride" \
                and f.claim("ptx/line") is not None:
            out["cur_seq_start" if "cur_seq_start" in f.claim("product").value else "ram"] = f
    return out


def _writer(ptx: list[str], line: int, reg: str) -> str:
    """The opcode of the last instruction above PTX ``line`` that writes ``reg`` (``ld.global`` for ``{ %r39 }``)."""
    for text in reversed(ptx[:line - 1]):
        m = re.match(r"\s*([a-z][\w.]*)\s+(?:\{\s*)?(%\w+)", text)
        if m and m[2] == reg:
            return m[1]
    return ""


def test_each_product_cites_its_own_multiply(sgmv) -> None:
    """The two products cite different multiplies; the loaded start's multiplies the register ``ld.global`` wrote,
    ram's the one ``rem.s32`` (``offset_m % M``) wrote; selfcheck holds."""
    comp, got = sgmv
    found = _xm_products(got)
    assert set(found) == {"cur_seq_start", "ram"}, [f.message[:80] for f in got.report.findings]
    ptx = got.stages["ptx"].splitlines()
    lines = {k: f.claim("ptx/line").value for k, f in found.items()}
    assert lines["cur_seq_start"] != lines["ram"], lines
    for key, want in (("cur_seq_start", "ld.global.b32"), ("ram", "rem.s32")):
        mul = re.match(r"\s*mul\.lo\.s32\s+%\w+,\s*(%\w+),\s*(%\w+);", ptx[lines[key] - 1])
        assert mul is not None, ptx[lines[key] - 1]
        assert want in {_writer(ptx, lines[key], mul[1]), _writer(ptx, lines[key], mul[2])}, (key, mul[0])
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def _cite(f, src):  # type: ignore[no-untyped-def]
    """``f`` with ``src``'s PTX citation (line, text, widening, and their refs): trial 15c's old statement."""
    keys = ("ptx/line", "ptx/text", "ptx/found", "ptx/widened_line", "ptx/widened_text")
    swap = {k: src.claim(k) for k in keys}
    claims = tuple(dataclasses.replace(c, value=swap[c.key].value, about=swap[c.key].about) if c.key in swap else c
                   for c in f.claims)
    return dataclasses.replace(f, claims=claims)


def test_the_old_citation_is_caught(sgmv) -> None:
    """Trial 15c's citation of ``cur_seq_start * xm_stride``'s multiply for ``ram[:, None] * xm_stride`` is refused
    by ``ptx-multiply``, which reads both multiplies' other factors back to a load and ``%ctaid`` and compares them
    with the IR product's."""
    comp, got = sgmv
    found = _xm_products(got)
    old = _cite(found["ram"], found["cur_seq_start"])
    assert isinstance(old.claim("ptx/line").about[0], Ref)
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "ptx-multiply" and "is its multiply" in t], res.violations[:3]
