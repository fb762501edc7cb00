"""Regression tests for trial 14b F1 and M1 (docs/trial14b.md), on S-LoRA's expand kernel on cuda:90
(``t14b_slora_expand``). F1: it gathers the pool page of each output column (``B_Loc`` at Python line 38, a 1-D
``tt.load`` of 128 i32), makes it dim 1 of a ``[1, 128]`` tensor with ``tt.expand_dims {axis = 0}``, and reads the
``[64, 128]`` W tile 2 bytes at a time: its layout's lanes walk dim 1 (``order = [1, 0]``), along which the gathered
offsets have contiguity 1. The narrow-load warning said "the pointer is contiguous over 1 element along dim 0: tt.load
(ttgir line 121 …) gives contiguity 1": dim 0 was the gather's dimension in its own 1-D tensor (the cause walk
renumbers dimensions through ``tt.expand_dims``), and along dim 0 the gathered offsets are broadcast, constant. The
sentence now names the access's dimension, and rule ``axis-cause`` refuses a ``cause/dim`` that is not it. M1: the
"not pipelined" warning gave reasons that fit the two gathers but not the 128-bit read of ``Out``, which feeds no dot
operand; it says so now."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency

T14B = ROOT / "tests/data/trial2_kernels/t14b_commands.sh"
# e.g. %w_82 = tt.load %w_81, %w_54, %cst_2 : tensor<64x128x!tt.ptr<f16>, #blocked1> loc(#loc102)
_W_LOAD = re.compile(r"= tt\.load .*: tensor<64x128x!tt\.ptr<f16>, (?P<alias>#\w+)>")
# e.g. %w_loc_67 = tt.load %w_loc_66, %w_loc_63, %cst_0 : tensor<128x!tt.ptr<i32>, #blocked> loc(#loc109)
_GATHER = re.compile(r"^\s*(?P<res>%\w+) = tt\.load .*: tensor<128x!tt\.ptr<i32>, #\w+>")
# e.g. %off_w_69 = tt.expand_dims %off_w_68 {axis = 0 : i32} : tensor<128xi32, …> -> tensor<1x128xi32, #blocked1>
_EXPAND = re.compile(r"= tt\.expand_dims (?P<src>%\w+) \{axis = (?P<axis>\d+) : i32\}")
# e.g. %off_w_68 = ttg.convert_layout %w_loc_67 : tensor<128xi32, #blocked> -> tensor<128xi32, #ttg.slice<…>>
_CVT = re.compile(r"^\s*(?P<res>%\w+) = ttg\.convert_layout (?P<src>%\w+) ")
# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4],
#      order = [1, 0]}>
_ORDER = re.compile(r"^(?P<alias>#\w+) = #ttg\.blocked<.*order = \[(?P<order>[\d, ]+)\]")


@pytest.fixture(scope="module")
def expand(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14B, "t14b_slora_expand")


def _w_load(got):  # type: ignore[no-untyped-def]
    """The W load's TTGIR line, its alias's order, and the narrow-load finding at it."""
    lines = got.stages["ttgir"].splitlines()
    orders = {m["alias"]: [int(x) for x in m["order"].split(",")] for ln in lines if (m := _ORDER.match(ln))}
    [(line, alias)] = [(n, m["alias"]) for n, ln in enumerate(lines, 1) if (m := _W_LOAD.search(ln))]
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn" and line in f.lines
             and "narrow load" in f.message)
    return line, orders[alias], f


def test_the_gathers_dimension_is_the_loads_dim_1(expand) -> None:  # type: ignore[no-untyped-def]
    """The cited cause is the 1-D gather, whose value becomes dim 1 (``expand_dims {axis = 0}``) of the offsets of
    a load whose layout walks dim 1 (order[0] = 1); the warning says "along dim 1", states the access's ``dim`` claim
    (1) and no ``cause/dim``; every statement holds."""
    comp, got = expand
    lines = got.stages["ttgir"].splitlines()
    line, order, f = _w_load(got)
    assert order[0] == 1 and f.claim("contiguous/dim").value == 1
    cause = f.claim("axisinfo/cause/ttgir_line").value
    gather = _GATHER.match(lines[cause - 1])
    assert gather is not None, lines[cause - 1]
    # the gathered value reaches the offsets through a convert_layout and an expand_dims on axis 0: dim 1
    names = {gather["res"]} | {m["res"] for ln in lines if (m := _CVT.match(ln)) and m["src"] == gather["res"]}
    axes = {int(m["axis"]) for ln in lines if (m := _EXPAND.search(ln)) and m["src"] in names}
    assert axes == {0}
    assert "the pointer is contiguous over 1 element along dim 1: tt.load (ttgir line" in f.message, f.message
    assert "along dim 0" not in f.message
    assert f.claim("axisinfo/dim").value == 1 and f.claim("axisinfo/cause/dim") is None
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_dimension_is_caught(expand) -> None:  # type: ignore[no-untyped-def]
    """The trial's sentence (claim ``axisinfo/cause/dim`` = 0 in "along dim {…}") is refused by rule ``axis-cause``:
    the access's dimension is 1; the claim with the access's dimension holds."""
    comp, got = expand
    line, _, f = _w_load(got)
    about = (Ref("ttgir", line, "tt.load"),)

    def said(dim: int):  # type: ignore[no-untyped-def]
        template = f.template.replace("along dim {axisinfo/dim}", "along dim {axisinfo/cause/dim}")
        assert template != f.template
        facts = tuple(replace(x, claim=x.claim.replace("along dim 1:", f"along dim {dim}:")) for x in f.facts)
        return replace(f, claims=f.claims + (Claim("axisinfo/cause/dim", dim, "count", "axis-cause", about),),
                       template=template, message="", facts=facts)

    res = consistency.check(comp, [said(0)], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["axis-cause"], res.violations[:3]
    res = consistency.check(comp, [said(1)], dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


# e.g. %wx_86 = tt.load %out_ptrs_85, %wx, %cst_4 : tensor<32x128x!tt.ptr<f16>, #blocked3> loc(#loc105)
_OUT_LOAD = re.compile(r"^\s*(?P<res>%\w+) = tt\.load .*: tensor<32x128x!tt\.ptr<f16>, #\w+>")
# e.g. %wx_90 = tt.dot %x_88, %w_89, %cst_5, inputPrecision = tf32 : tensor<32x64xf16, …> * … -> …
_DOT = re.compile(r"= tt\.dot (?P<a>%\w+), (?P<b>%\w+), (?P<c>%\w+)")


def test_a_load_no_dot_operand_reaches_is_named(expand) -> None:  # type: ignore[no-untyped-def]
    """Trial 14b M1: the loop is not pipelined, and the warning listed the three body loads' widths with reasons
    that fit the two gathers only. The 128-bit read of ``Out`` (Python line 42) feeds the ``arith.addf`` after the
    dot, not the dot's A or B operand (the names its value flows into, forward through the body, never reach the
    ``tt.dot``'s first two operands), so Triton's AssignLatencies (a walk from each dot's A and B operands) never
    considers it: the warning says so for that load alone; selfcheck holds."""
    comp, got = expand
    lines = got.stages["ttgir"].splitlines()
    [(out_line, out)] = [(n, m["res"]) for n, ln in enumerate(lines, 1) if (m := _OUT_LOAD.match(ln))]
    [dot] = [m for ln in lines if (m := _DOT.search(ln))]
    flows, grew = {out}, True
    while grew:  # every value computed from the Out load in the body
        new = {ln.split(" = ", 1)[0].strip() for ln in lines if " = " in ln
               and any(re.search(rf"{re.escape(v)}\b", ln.split(" = ", 1)[1]) for v in flows)}
        grew = not new <= flows
        flows |= new
    assert dot["a"] not in flows and dot["b"] not in flows and dot["c"] not in flows
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"
             and "is not pipelined" in f.message)
    assert f"tt.load at ttgir:{out_line} moves 128 bits per thread" in f.message, f.message
    assert f"tt.load at ttgir:{out_line} feeds no dot's A or B operand" in f.message, f.message
    assert f.message.count("feeds no dot's A or B operand") == 1
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
