"""Regression tests for trial 14d F2's residue (docs/trial14d.md): two sector estimates assumed different bases for
one pointer.

RTP-LLM's NVFP4 row quantizer (``t14d_rtp_nvfp4_quant_rows``, cuda:103) loads the even bf16 elements of a group
through ``%even_35 = tt.addptr %even_34, %even`` and the odd ones through ``%odd = tt.addptr %even_35, %cst_21``
(``dense<1>``: the same pointers plus one element). The sector model took the even pointer's base 4 bytes past a
32-byte boundary (its AxisInfo divisibility, 4 bytes) and the odd pointer's 2 bytes past one (its own, 2): two
different bases for one pointer, "2 sectors" beside "1 sectors", and nothing said so. For any base the two loads
touch [b, b+30) and [b+2, b+32). The odd load's estimate now takes the even pointer's base plus its 2 bytes (6
bytes past a boundary) and says so (claims ``base_shift``, ``root_line``); rule ``sectors`` follows the constant
``tt.addptr`` back on its own parse and refuses the old, separate base."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T14D = ROOT / "tests/data/trial2_kernels/t14d_commands.sh"
# e.g.     %odd = tt.addptr %even_35, %cst_21 : tensor<8x!tt.ptr<bf16>, #blocked>, tensor<8xi32, #blocked> loc(#loc101)
_ODD = re.compile(r"^\s*(?P<res>%\w+) = tt\.addptr (?P<root>%\w+), (?P<c>%\w+) : tensor<8x!tt\.ptr<bf16>")
# e.g.     %cst_21 = arith.constant dense<1> : tensor<8xi32, #blocked> loc(#loc1)
_CONST = re.compile(r"^\s*(?P<name>%\w+) = arith\.constant dense<(?P<v>-?\d+)> : tensor<8xi32")
# e.g.     %odd_39 = tt.load %odd, %even_36, %cst_16 : tensor<8x!tt.ptr<bf16>, #blocked> loc(#loc102)
_LOAD = re.compile(r"^\s*%\w+ = tt\.load (?P<ptr>%\w+), .* : tensor<8x!tt\.ptr<bf16>")
# e.g.     %even_35 = tt.addptr %even_34, %even : tensor<8x!tt.ptr<bf16>, #blocked>, tensor<8xi32, #blocked> …
_DEF = re.compile(r"^\s*(?P<res>%\w+) = ")
P = "axisinfo/sectors/"


@pytest.fixture(scope="module")
def nvfp4(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14D, "t14d_rtp_nvfp4_quant_rows")


def _pair(got):  # type: ignore[no-untyped-def]
    """``(root line, constant, even finding, odd finding)``: the loads through the root and one element past it."""
    lines = got.stages["ttgir"].splitlines()
    consts = {m["name"]: int(m["v"]) for ln in lines if (m := _CONST.match(ln))}
    defs = {m["res"]: n for n, ln in enumerate(lines, 1) if (m := _DEF.match(ln))}
    loads = {m["ptr"]: n for n, ln in enumerate(lines, 1) if (m := _LOAD.match(ln))}
    odd = next(m for ln in lines if (m := _ODD.match(ln)) and m["res"] in loads and m["root"] in loads
               and m["c"] in consts)
    info = {f.lines[0]: f for f in got.report.findings if f.kind == "coalescing" and f.claim(P + "base_offset")}
    return defs[odd["root"]], consts[odd["c"]], info[loads[odd["root"]]], info[loads[odd["res"]]]


def test_the_odd_load_takes_the_even_pointers_base(nvfp4) -> None:  # type: ignore[no-untyped-def]
    """The odd pointer is the even one plus the constant 1 (2 bytes of bf16); both estimates place the even
    pointer's base 4 bytes past a boundary (its AxisInfo divisibility, 4 bytes), the odd one's 2 bytes further, so
    both get 2 sectors per request; the message names the relation. selfcheck holds."""
    comp, got = nvfp4
    root_line, c, even, odd = _pair(got)
    assert c == 1
    assert (even.claim(P + "base_offset").value, even.claim(P + "base_alignment").value) == (4, 4)
    assert even.claim(P + "base_shift") is None
    assert (odd.claim(P + "base_shift").value, odd.claim(P + "root_line").value) == (2 * c, root_line)
    assert (odd.claim(P + "base_offset").value, odd.claim(P + "base_alignment").value) == (4 + 2, 4)
    assert even.claim(P + "request_sectors").value == odd.claim(P + "request_sectors").value == 2
    assert f"the pointer is 2 bytes past the pointer of ttgir:{root_line}" in odd.message, odd.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_base_of_its_own_is_refused(nvfp4) -> None:  # type: ignore[no-untyped-def]
    """Trial 14d F2: the odd load's old estimate (its own 2-byte alignment, the base 2 bytes past a boundary, 1
    sector, no relation to the even pointer stated) is refused by ``sectors``."""
    comp, got = nvfp4
    _, _, _, odd = _pair(got)
    old_values = {P + "base_offset": 2, P + "base_alignment": 2, P + "request_sectors": 1}
    relation = (": the pointer is {" + P + "base_shift} bytes past the pointer of ttgir:{" + P + "root_line}, whose "
                "base the model places as for every access through it")
    assert relation in odd.template
    old = replace(odd, claims=tuple(replace(c, value=old_values[c.key]) if c.key in old_values else c
                                    for c in odd.claims if c.key not in (P + "base_shift", P + "root_line")),
                  template=odd.template.replace(relation, "").replace("proves that pointer", "proves the pointer"))
    assert "bytes past the pointer of" not in old.message
    verdicts = {text.split(" = ")[0].rsplit(" ", 1)[-1]: ok for rule, ok, text in
                check_claims(old, claim_context(got, comp)) if rule == "sectors"}
    assert all(verdicts.get(k) is False for k in old_values), verdicts
