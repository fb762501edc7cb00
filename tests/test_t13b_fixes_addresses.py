"""Regression tests for trial 13b's F1 and F2 (docs/trial13b.md) on apex's OpenFold attention
(``t13b_apex_openfold_mha``, cuda:100).

F1: ``bias_plane = off_hz // (Z * H) * H + off_h`` (TTIR ``%bias_plane = arith.muli %Z, %H``, ``arith.divsi %off_hz,
%bias_plane``, ``arith.muli %bias_plane_48, %H``) was warned as an i32 product that "overflows once (off_hz // (Z *
H)) * H > 2^31-1 elements (e.g. H = 2*1024*1024 from (off_hz // (Z * H)) = 1024 on)". A quotient by a product that
holds ``H``, times ``H``, is at most ``off_hz // Z``, so at most the program id: it cannot overflow, and with ``H =
2*1024*1024`` the quotient is 0 for every program id of the grid. The walk now drops it (as trial 6 F6's ``x // n *
n``), so the product built on it, the bias plane times ``N_CTX * N_CTX`` (the real hazard), gets its own warning;
the ``i32-product`` rule reads the bound from the raw lines and refuses the old warning.

F2: the warning on ``offs_m[:, None] * N_CTX`` cited "the multiply by the .param of 'N_CTX': ptx:208 mul.lo.s32
%r139, %r75, %r75", which is ``N_CTX * N_CTX`` (both factors the parameter), the first multiply by N_CTX's register
at that Python line; the warning on ``… * H`` cited ``Z * H`` the same way. The PTX search now takes a multiply by
the parameter only when the IR multiplies by the argument itself and the multiply's other factor is not computed
from parameters alone; the ``ptx-multiply`` rule checks both on its own reading of the PTX and the IR."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Finding, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.addresses import i32_product
from ir_explorer.engines.rules.addresses import ptx_multiply as ptx_rule

T13B = ROOT / "tests/data/trial2_kernels/t13b_commands.sh"
# e.g.     ld.param.b32 	%r75, [openfold_attention_param_26];
_PARAM = re.compile(r"^\s*ld\.param\.b32\s+(%r\d+),\s*\[openfold_attention_param_(\d+)\]")
# e.g.     mul.lo.s32 	%r139, %r75, %r75;     mad.lo.s32 	%r141, %r75, %r12, %r140;
_MUL = re.compile(r"^\s*(?:mul|mad)\.lo\.s32\s+(%r\d+),\s*(%r\d+),\s*(%r\d+)")


@pytest.fixture(scope="module")
def mha(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13B, "t13b_apex_openfold_mha")


def _line(text: str, needle: str) -> int:
    (n,) = [i for i, ln in enumerate(text.splitlines(), 1) if needle in ln]
    return n


def _warnings(got):  # type: ignore[no-untyped-def]
    return {f.lines[0]: f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
            and f.stage == "ttir"}


def _moved(f: Finding, line: int, text: str) -> Finding:
    """``f`` with its cited PTX multiply moved to ``line`` (claims ``ptx/line``, ``ptx/text`` and ``ptx/found``'s refs,
    and the two values), as the old finding cited it."""
    ref = (Ref("ptx", line, text.split()[0]),)
    values = {"ptx/line": line, "ptx/text": text}
    return dataclasses.replace(f, claims=tuple(
        dataclasses.replace(c, value=values.get(c.key, c.value), about=ref) if c.key in (*values, "ptx/found") else c
        for c in f.claims))


def _params(ptx: str) -> dict[str, int]:
    return {m[1]: int(m[2]) for ln in ptx.splitlines() if (m := _PARAM.match(ln))}


def test_a_quotient_by_a_product_times_its_factor_is_not_warned(mha) -> None:
    """ttir ``%bias_plane_48 = arith.divsi %off_hz, %bias_plane`` with ``%bias_plane = arith.muli %Z, %H`` and
    ``%off_hz = tt.get_program_id y``, then ``arith.muli %bias_plane_48, %H``: no warning there; the bias plane
    (``… + off_h``) times ``N_CTX * N_CTX`` is warned instead, with a reachable example; selfcheck holds."""
    comp, got = mha
    ttir = got.stages["ttir"]
    assert "tt.get_program_id y" in ttir.splitlines()[_line(ttir, "%off_hz = ") - 1]
    assert "= arith.muli %Z, %H : i32" in ttir.splitlines()[_line(ttir, "%bias_plane = ") - 1]
    assert "= arith.divsi %off_hz, %bias_plane : i32" in ttir
    prod = _line(ttir, "= arith.muli %bias_plane_48, %H : i32")
    warns = _warnings(got)
    assert prod not in warns
    plane = _line(ttir, "= arith.muli %bias_plane_50, %bias_base : i32")
    w = warns[plane]
    assert w.claim("argument").value == "N_CTX"
    # the plane index is the statement's variable (bias_plane = off_hz // (Z * H) * H + off_h), and it does reach
    # 1024 (Z = 1, H = 8, off_hz = 1024), as N_CTX * N_CTX reaches 2*1024*1024 (N_CTX = 1448)
    assert w.claim("example").value == "e.g. (N_CTX * N_CTX) = 2*1024*1024 from bias_plane = 1024 on", w.message
    assert "and (N_CTX * N_CTX), computed from the runtime argument 'N_CTX'" in w.message
    assert dict(got.report.metrics)["i32_offset_products"] == len(warns)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_quotient_warning_is_caught(mha) -> None:
    """Trial 13b's F1 warning, moved onto ``arith.muli %bias_plane_48, %H``: the ``i32-product`` rule refuses it
    because the product is ``off_hz // (Z * H) * H``, at most ``off_hz`` (read from the raw lines)."""
    comp, got = mha
    ttir = got.stages["ttir"]
    prod = _line(ttir, "= arith.muli %bias_plane_48, %H : i32")
    w = _warnings(got)[_line(ttir, "= arith.muli %off_b, %stride_qz : i32")]
    old = with_claim(w, "line", prod)
    ok, why = i32_product(old.claim("line"), old, claim_context(got, comp))
    assert not ok
    assert why == (f"ttir:{prod} multiplies %bias_plane_48 = %off_hz // %bias_plane "
                   f"(ttir:{_line(ttir, '%bias_plane_48 = arith.divsi')}) by %H, a factor of %bias_plane = %Z * %H "
                   f"(ttir:{_line(ttir, '%bias_plane = arith.muli')}): the product is at most %off_hz, itself an "
                   "i32, so it cannot overflow")


def test_the_ptx_multiply_is_the_products_own(mha) -> None:
    """``offs_m[:, None] * N_CTX`` (ttir ``arith.muli %q_ptrs_17, %bias_base_52``, ``%bias_base_52 = tt.splat
    %N_CTX``) cites a PTX multiply of N_CTX's register by a register not computed from parameters (a row index), not
    ``mul.lo.s32 %r139, %r75, %r75`` (N_CTX * N_CTX); the old citation is refused by ``ptx-multiply``."""
    comp, got = mha
    ttir, ptx = got.stages["ttir"], got.stages["ptx"]
    params = _params(ptx)
    n_ctx = next(r for r, k in params.items() if k == 26)
    assert "%bias_base_52 = tt.splat %N_CTX : i32" in ttir
    w = _warnings(got)[_line(ttir, "= arith.muli %q_ptrs_17, %bias_base_52 : tensor<64x1xi32>")]
    assert w.claim("argument").value == "N_CTX" and w.claim("ptx/found").value == "param"
    m = _MUL.match(ptx.splitlines()[w.claim("ptx/line").value - 1])
    assert m is not None and n_ctx in (m[2], m[3]), w.message
    other = m[3] if m[2] == n_ctx else m[2]
    assert other not in params and other != n_ctx
    # the multiply the trial saw: N_CTX's register times itself, at the same Python line
    square = next(n for n, ln in enumerate(ptx.splitlines(), 1) if (s := _MUL.match(ln)) and s[2] == s[3] == n_ctx)
    old = _moved(w, square, " ".join(ptx.splitlines()[square - 1].replace(";", " ").split()))
    ok, why = ptx_rule(old.claim("ptx/found"), old, claim_context(got, comp))
    assert not ok
    assert "computed from parameters only" in why, why
