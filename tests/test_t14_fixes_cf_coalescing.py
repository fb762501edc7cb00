"""Regression tests for trial 14c M3 (docs/trial14c.md): a narrow load's cause named one of two.

ONNX Runtime's sliced cross-entropy loss (``t14c_ort_slice_scel_sm90``, cuda:90) loads its i64 labels at
``(r // 1023) * 1024 + r % 1023 + 1``. The narrow-load warning named the ``arith.divsi`` by 1023 as the reason the
pointer is contiguous over 1 element; the offsets' other term, ``arith.remsi`` by 1023, has AxisInfo contiguity
gcd(1024, divisibility 1 of 1023) = 1 and constancy 1 too. A sum's contiguity is max(gcd(lhs contiguity, rhs
constancy), gcd(lhs constancy, rhs contiguity)) (``AddSubOpAxisInfoVisitor``), so even a proven quotient constancy
would leave contiguity 1: both terms bound it. The warning now names each (typed claims ``cause/also/N/…``), and
rule ``axis-cause`` walks the pointer's sum on its own and refuses a list that leaves a bounding term out."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T14C = ROOT / "tests/data/trial2_kernels/t14c_commands.sh"
# e.g.       %label_row_12 = arith.remsi %rindex_8, %cst_0 : tensor<1024xi32, #blocked> loc(#loc42)
_REM = re.compile(r"^\s*%\w+ = arith\.remsi %\w+, %(?P<rhs>\w+) : tensor<1024xi32, #\w+>")
# e.g.       %label_row_9 = arith.divsi %rindex_8, %cst_0 : tensor<1024xi32, #blocked> loc(#loc40)
_DIV = re.compile(r"^\s*%\w+ = arith\.divsi %\w+, %(?P<rhs>\w+) : tensor<1024xi32, #\w+>")
# e.g.     %cst_0 = arith.constant dense<1023> : tensor<1024xi32, #blocked> loc(#loc1)
_CONST = re.compile(r"^\s*%(?P<name>\w+) = arith\.constant dense<(?P<value>-?\d+)> : tensor<1024xi32")
# e.g.       %label_row_15 = tt.load %label_row_14, %rmask : tensor<1024x!tt.ptr<i64>, #blocked> loc(#loc43)
_LOAD = re.compile(r"^\s*%\w+ = tt\.load .* : tensor<1024x!tt\.ptr<i64>")


@pytest.fixture(scope="module")
def scel(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14C, "t14c_ort_slice_scel_sm90")


def _label_load(got):  # type: ignore[no-untyped-def]
    """``(load line, divsi line, remsi line, divisors, narrow warning)`` of the label load."""
    lines = got.stages["ttgir"].splitlines()
    consts = {m["name"]: int(m["value"]) for ln in lines if (m := _CONST.match(ln))}
    load = next(n for n, ln in enumerate(lines, 1) if _LOAD.match(ln))
    div, dm = next((n, m) for n, ln in enumerate(lines, 1) if (m := _DIV.match(ln)))
    rem, rm = next((n, m) for n, ln in enumerate(lines, 1) if (m := _REM.match(ln)))
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
             and f.lines[0] == load and "narrow load" in f.message)
    return load, div, rem, (consts.get(dm["rhs"]), consts.get(rm["rhs"])), f


def test_both_terms_of_the_label_offsets_are_named(scel) -> None:  # type: ignore[no-untyped-def]
    """The TTGIR divides and takes the remainder of the same index by 1023; the label load's warning names the
    ``arith.divsi`` as its cause and the ``arith.remsi`` as another term's, with its contiguity and constancy (1 and
    1: the fresh AxisInfo of the line), its Python line 50 and its constant 1023; selfcheck holds."""
    comp, got = scel
    load, div, rem, divisors, f = _label_load(got)
    assert divisors == (1023, 1023)
    assert f.claim("axisinfo/cause/op").value == "arith.divsi"
    assert f.claim("axisinfo/cause/ttgir_line").value == div
    assert f.claim("axisinfo/cause/also/0/op").value == "arith.remsi"
    assert f.claim("axisinfo/cause/also/0/ttgir_line").value == rem
    assert f.claim("axisinfo/cause/also/0/python_line").value == 50
    assert f.claim("axisinfo/cause/also/0/constant").value == 1023
    assert (f.claim("axisinfo/cause/also/0/value").value, f.claim("axisinfo/cause/also/0/constancy").value) == (1, 1)
    assert f.claim("axisinfo/cause/also/1/op") is None
    assert f"arith.remsi (ttgir line {rem}, Python line 50), which takes the remainder by the constant 1023" \
        in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_list_that_leaves_the_remainder_out_is_refused(scel) -> None:  # type: ignore[no-untyped-def]
    """Trial 14c M3: the old warning, the ``arith.divsi`` alone (no ``cause/also`` claims or clause), is refused by
    ``axis-cause`` on its cause line: the ``arith.remsi`` term bounds the contiguity and no named cause is in it."""
    comp, got = scel
    load, div, rem, _, f = _label_load(got)
    old = replace(f, claims=tuple(c for c in f.claims if "/also/" not in c.key),
                  template=f.template.split("; another term of the offsets' sum")[0]
                  + f.template.split("so this term bounds it too", 1)[1])
    assert "arith.remsi" not in old.message and "arith.divsi" in old.message
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "axis-cause" and "cause/ttgir_line = " in text]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
    assert any(f"ttgir:{rem}" in text for _, text in verdicts), verdicts
