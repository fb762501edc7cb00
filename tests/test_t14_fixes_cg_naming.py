"""Regression tests for trial 14c's M1 (docs/trial14c.md) on XAttention's block-sparse decode
(``t14c_xattn_decode``, cuda:90).

M1: the overflow warnings at the K and V products said "Fix: ((c + off_d)[None, :]).to(tl.int64)" where the cited
Python line writes ``(c + off_n)[None, :] * stride_kn``: ``off_d`` and ``off_n`` are both ``tl.arange(0, 128)``, and
the TTIR's CSE kept one ``tt.make_range``, named ``%off_d``, so the def-use walk spelled the factor with the other
name. Now a name the cited line does not write is replaced by the operand the line writes, and rule ``var-name``
refuses a factor's name that is not on the cited line."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.addresses import var_name

T14C = ROOT / "tests/data/trial2_kernels/t14c_commands.sh"
# e.g.     %off_d = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32> loc(#loc12)
_RANGE = re.compile(r"^\s*(%[\w.]+) = tt\.make_range \{end = (\d+) : i32, start = 0 : i32\}")


@pytest.fixture(scope="module")
def decode(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14C, "t14c_xattn_decode")


def _loaded_products(got):  # type: ignore[no-untyped-def]
    return [f for f in got.report.findings if f.kind == "addresses" and f.claim("load_name") is not None
            and f.claim("fix") is not None]


def test_fix_names_the_cited_lines_expression(decode) -> None:
    """The TTIR holds one ``tt.make_range`` of 0..128 named ``%off_d`` (CSE merged ``off_n``'s); the warnings at the
    K and V products name the operand each cited Python line writes, ``(c + off_n)[None, :]`` and
    ``(c + off_n)[:, None]``, and selfcheck holds."""
    comp, got = decode
    ranges = [m[1] for ln in got.stages["ttir"].splitlines() if (m := _RANGE.match(ln)) and m[2] == "128"]
    assert ranges == ["%off_d"], ranges  # the merged range: why the walk said off_d
    source = (ROOT / "tests/data/trial2_kernels/t14c_xattn_decode.py").read_text().splitlines()
    found = _loaded_products(got)
    assert len(found) == 2, [f.message for f in found]
    for f, index in zip(sorted(found, key=lambda f: f.python_line or 0), ("[None, :]", "[:, None]"), strict=True):
        cited = source[(f.python_line or 0) - 1]
        assert f"(c + off_n){index} * stride_" in cited, cited
        assert f.claim("load_name").value == f"((c + off_n){index})"
        assert f.claim("fix").value == f"((c + off_n){index}).to(tl.int64)"
        assert "off_d" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_name_is_refused(decode) -> None:
    """Trial 14c M1's statements, "Fix: ((c + off_d)[None, :]).to(tl.int64)" and the factor named
    ``((c + off_d)[None, :])``, are refused by ``var-name``: ``off_d`` is not on the cited line."""
    comp, got = decode
    ctx = claim_context(got, comp)
    f = min(_loaded_products(got), key=lambda f: f.python_line or 0)
    for key, value in (("fix", "((c + off_d)[None, :]).to(tl.int64)"), ("load_name", "((c + off_d)[None, :])")):
        old = with_claim(f, key, value)
        ok, why = var_name(old.claim(key), old, ctx)
        assert not ok and "not written on the cited Python line" in why, why
    ok, why = var_name(f.claim("fix"), f, ctx)
    assert ok, why
