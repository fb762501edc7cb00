"""Regression tests for trial 14c M2 (docs/trial14c.md): an i32 overflow threshold taken from a magnitude where the
IR gives a signed range.

The fp8 MoE GEMM (``t14c_pnlp_moe_fp8``, cuda:90) multiplies ``offs_token[:, None] // top_k`` (a loaded i32,
TTIR ``arith.divsi … %cst`` by the splat constant 8) by the runtime ``stride_am`` in i32. The warning said the
quotient "is at most 268435456 …, so only from stride_am = 8 on": 268435456 is the quotient's magnitude at its
least, -2^31 // 8; its largest is (2^31-1) // 8 = 268435455, and -268435456 * 8 = -2^31 is still an i32, so no
value overflows at 8; the first stride that can is 9. The warning now gives the signed range and 9, and rule
``load-bound`` re-derives both from the lines' text and refuses the old magnitude and threshold."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import addresses as address_rules
from ir_explorer.engines.rules import check_claims

T14C = ROOT / "tests/data/trial2_kernels/t14c_commands.sh"
# e.g.     %a_ptrs_24 = arith.divsi %a_ptrs, %cst_6 : tensor<64x1xi32> loc(#loc112)
_DIVSI = re.compile(r"^\s*(?P<res>%\w+) = arith\.divsi (?P<a>%\w+), (?P<b>%\w+) : tensor<64x1xi32>")
# e.g.     %cst_6 = arith.constant dense<8> : tensor<64x1xi32> loc(#loc1)
_CONST = re.compile(r"^\s*(?P<res>%\w+) = arith\.constant dense<(?P<v>-?\d+)> : tensor<64x1xi32>")
# e.g.     %a_ptrs_26 = arith.muli %a_ptrs_24, %a_ptrs_25 : tensor<64x1xi32> loc(#loc112)
_MULI = re.compile(r"^\s*%\w+ = arith\.muli (?P<a>%\w+), (?P<b>%\w+) : tensor<64x1xi32>")


@pytest.fixture(scope="module")
def moe(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    address_rules._LAST[:] = [None, None, None]
    return compiled_trial(tmp_path_factory, user_spec, T14C, "t14c_pnlp_moe_fp8")


def _quotient_product(got):  # type: ignore[no-untyped-def]
    """``(divsi line, divisor, muli line, warning)``: the ``offs_token[:, None] // top_k`` quotient's product."""
    lines = got.stages["ttir"].splitlines()
    consts = {m["res"]: int(m["v"]) for ln in lines if (m := _CONST.match(ln))}
    div_line, div = next((n, m) for n, ln in enumerate(lines, 1) if (m := _DIVSI.match(ln)))
    mul_line = next(n for n, ln in enumerate(lines, 1) if (m := _MULI.match(ln)) and div["res"] in (m["a"], m["b"]))
    warn = next(f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
                and f.lines[0] == mul_line)
    return div_line, consts.get(div["b"]), mul_line, warn


def test_a_quotient_of_a_load_gets_its_signed_range(moe) -> None:  # type: ignore[no-untyped-def]
    """The TTIR divides the loaded token ids by the constant 8 (top_k); the warning on their product by stride_am
    says the quotient lies in [-2^31 // 8, (2^31-1) // 8] and the product can leave the i32 range only from
    stride_am = 9 on: 268435455 * 8 and -268435456 * 8 are both i32s, 268435455 * 9 is not. selfcheck holds."""
    comp, got = moe
    div_line, divisor, _, f = _quotient_product(got)
    assert divisor == 8
    assert f.claim("load_bound_line").value == div_line
    lo, hi = f.claim("load_least").value, f.claim("load_most").value
    assert (lo, hi) == (-(2**31) // 8, (2**31 - 1) // 8) == (-268435456, 268435455)
    assert -(2**31) <= lo * 8 and hi * 8 <= 2**31 - 1 < hi * 9
    assert f.claim("load_from").value == 9
    assert "stride_am" in f.message and "lies in [-268435456, 268435455]" in f.message
    assert "only from stride_am = 9 on" in f.message and "at most 268435456" not in f.message, f.message
    address_rules._LAST[:] = [None, None, None]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_magnitude_threshold_is_refused(moe) -> None:  # type: ignore[no-untyped-def]
    """Trial 14c M2: "at most 268435456, so only from stride_am = 8 on" (the magnitude -2^31 // 8 taken for the
    largest value, and the threshold one too low) is refused by ``load-bound``, claim by claim."""
    comp, got = moe
    f = _quotient_product(got)[3]
    ctx = claim_context(got, comp)
    for key, lie in (("load_most", 268435456), ("load_from", 8), ("load_least", 0)):
        address_rules._LAST[:] = [None, None, None]
        verdicts = [(ok, text) for rule, ok, text in check_claims(with_claim(f, key, lie), ctx)
                    if rule == "load-bound" and f" {key} = " in text]
        assert verdicts and not any(ok for ok, _ in verdicts), (key, verdicts)
