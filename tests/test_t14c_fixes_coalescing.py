"""Regression tests for trial 14c F1 (docs/trial14c.md): ONNX Runtime's sliced cross-entropy loss
(``t14c_ort_slice_scel_sm90``, cuda:90) loads its i64 labels at ``(r // 1023) * 1024 + r % 1023 + 1`` with
``r = tl.arange(0, 1024) + roffset``: 64 bits per access. The narrow-load warning said the quotients' runs are not
proven because "the dividend is not contiguous over the whole dimension". That is false: the dividend is contiguous
over all 1024 elements (AxisInfo contiguity 1024, divisibility 1024); Triton's
``DivOpAxisInfoVisitor::getConstancy`` gives constancy 1 because gcd(1024, 1024, divisibility 1 of the odd divisor
1023) is 1. The sentence now states the dividend's contiguity, the dimension and both divisibilities as claims, and
rule ``axis-cause`` re-reads them from the division's operands and refuses the old words."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.capture.compiles import compile_all
from ir_explorer.engines import consistency

T14C = ROOT / "tests/data/trial2_kernels/t14c_commands.sh"
# e.g. %label_row = arith.divsi %rindex_7, %cst_4 : tensor<1024xi32, #blocked> loc(#loc37)
_DIV = re.compile(r"^\s*%\w+ = arith\.divsi %(?P<lhs>\w+), %(?P<rhs>\w+) : tensor<1024xi32, #\w+>")
# e.g. %rindex_7 = arith.addi %rbase, %rindex : tensor<1024xi32, #blocked> loc(#loc35)
_ADD = re.compile(r"^\s*%(?P<name>\w+) = arith\.addi %(?P<a>\w+), %(?P<b>\w+) : tensor<1024xi32")
# e.g. %rbase = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked> loc(#loc32)
_RANGE = re.compile(r"^\s*%(?P<name>\w+) = tt\.make_range \{end = 1024 : i32, start = 0 : i32\}")
# e.g. %cst_4 = arith.constant dense<1023> : tensor<1024xi32, #blocked> loc(#loc1)
_CONST = re.compile(r"^\s*%(?P<name>\w+) = arith\.constant dense<(?P<value>-?\d+)> : tensor<1024xi32")
# e.g. 	.loc	1 50 22                         // t14c_ort_slice_scel.py:50:22
_LOC = re.compile(r"^\s*\.loc\s+\d+ (?P<line>\d+) ")
# e.g. 	@%p2 ld.global.b64 { %rd10 }, [ %rd9 + 0 ];
_LD = re.compile(r"\bld\.global(?:\.\w+)*\.b(?P<bits>\d+)\b")

OLD = ("(constancy 1: the dividend is not contiguous over the whole dimension)")


@pytest.fixture(scope="module")
def scel(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14C, "t14c_ort_slice_scel_sm90")


def _division(got):  # type: ignore[no-untyped-def]
    """``(TTGIR line, dividend name, divisor constant)`` of the label offsets' ``arith.divsi``."""
    lines = got.stages["ttgir"].splitlines()
    consts = {m["name"]: int(m["value"]) for ln in lines if (m := _CONST.match(ln))}
    return next((n, m["lhs"], consts.get(m["rhs"])) for n, ln in enumerate(lines, 1) if (m := _DIV.match(ln)))


def _narrow(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
                and "narrow load" in f.message and f.claim("axisinfo/cause/ttgir_line") is not None
                and f.claim("axisinfo/cause/ttgir_line").value == line)


def _load_bits_at(ptx: str, python_line: int) -> set[int]:
    out: set[int] = set()
    line = 0
    for text in ptx.splitlines():
        if m := _LOC.match(text):
            line = int(m["line"])
        elif (m := _LD.search(text)) and line == python_line:
            out.add(int(m["bits"]))
    return out


def test_a_whole_dimension_dividend_is_said_so(scel) -> None:  # type: ignore[no-untyped-def]
    """The dividend is ``tl.arange(0, 1024)`` plus the loop's offset, divided by 1023; the label load (Python line
    50) moves 64 bits in the PTX. The warning states that the dividend is contiguous over the whole dimension and
    the divisor's divisibility 1, and every statement holds."""
    comp, got = scel
    line, dividend, divisor = _division(got)
    assert divisor == 1023
    lines = got.stages["ttgir"].splitlines()
    add = next(m for ln in lines if (m := _ADD.match(ln)) and m["name"] == dividend)
    ranges = {m["name"] for ln in lines if (m := _RANGE.match(ln))}
    assert ranges & {add["a"], add["b"]}
    assert _load_bits_at(got.stages["ptx"], 50) == {64}
    f = _narrow(got, line)
    assert f.claim("measured_bits").value == 64
    facts = {k: f.claim("axisinfo/cause/" + k).value for k in ("dividend_contiguity", "dimension",
                                                                "dividend_divisibility", "divisor_divisibility")}
    assert facts == {"dividend_contiguity": 1024, "dimension": 1024, "dividend_divisibility": 1024,
                     "divisor_divisibility": 1}
    assert "contiguous over the whole dimension (1024 of 1024 elements)" in f.message
    assert "not contiguous over the whole dimension" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_clause_is_caught(scel) -> None:  # type: ignore[no-untyped-def]
    """The trial's words ("the dividend is not contiguous over the whole dimension"), beside the claims of the
    division's operands, and a dividend contiguity below the dimension are refused by rule ``axis-cause``."""
    comp, got = scel
    line, _, _ = _division(got)
    f = _narrow(got, line)
    start = f.template.index("(constancy 1: the dividend is contiguous over the whole dimension")
    end = f.template.index("which is 1)", start) + len("which is 1)")
    old = replace(f, template=f.template[:start] + OLD + f.template[end:], message="")
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    # the claims stay (the words no longer print them: rule ``fact`` says so too); ``axis-cause`` reads the words
    assert "axis-cause" in {r for r, _ in res.violations}, res.violations[:3]
    lie = with_claim(f, "axisinfo/cause/dividend_contiguity", 1)
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert ("axis-cause", ) == tuple(r for r, v in res.violations if "dividend_contiguity = 1:" in v), \
        res.violations[:3]


def test_a_partly_contiguous_dividend_is_said_so(store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """The other reason, on the compile ``test_truth`` makes of Inductor's ``(xindex % 2752) // 2``: the dividend
    is contiguous over 64 of the tile's 1024 elements (2752 = 64 * 43, so the remainder's runs are 64 long), and
    the warning says so; words claiming the whole dimension for it are refused."""
    from ir_explorer.capture.compiles import Request
    from ir_explorer.core.model import Target
    from ir_explorer.engines.report import build_report

    patterns = ROOT / "tests/data/truth_kernels/patterns.py"
    assert "x_lower = xindex % 2752" in patterns.read_text()
    spec = user_spec(f"{patterns}:inductor_half", "*fp16:16, *fp16:16, i32:16, 1024", 4, 3)
    comp = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)[0]
    rep = build_report(comp, store)
    [f] = [f for f in rep.findings if f.kind == "coalescing" and f.severity == "warn"]
    assert f.claim("axisinfo/cause/dividend_contiguity").value == 64
    assert f.claim("axisinfo/cause/dimension").value == 1024
    assert "contiguous over 64 of the dimension's 1024 elements, not the whole dimension" in f.message
    stages = {s: comp.stage(s).text() for s in ("ttir", "ttgir", "llir", "ptx") if comp.stage(s) is not None}
    res = consistency.check(comp, [f], dict(rep.metrics), stages)
    assert not [v for r, v in res.violations if r == "axis-cause"], res.violations[:3]
    start = f.template.index("(constancy 1: the dividend is contiguous over")
    end = f.template.index("not the whole dimension)", start) + len("not the whole dimension)")
    whole = "(constancy 1: the dividend is contiguous over the whole dimension ({axisinfo/cause/dividend_contiguity} " \
            "of {axisinfo/cause/dimension} elements))"
    lie = replace(f, template=f.template[:start] + whole + f.template[end:], message="")
    res = consistency.check(comp, [lie], dict(rep.metrics), stages)
    assert "axis-cause" in {r for r, _ in res.violations}, res.violations[:3]
