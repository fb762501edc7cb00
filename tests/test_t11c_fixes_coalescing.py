"""Regression tests for trial 11c's coalescing items (docs/trial11c.md F1, F2), each on its trial kernel compiled with
the trial's own command line (``tests/data/trial2_kernels/t11c_commands.sh``).

F2 (trident's attention forward on cuda:90, tf32): V's ``ttg.async_copy_global_to_local`` is copied 4 bytes at a time
because its destination (``nvmma_shared … transposed = true``, the tf32 wgmma's B) keeps dimension 0 contiguous while
each thread holds 4 elements along dimension 1; the report said "no cause visible in the IR". The cause is named now
(rule ``coal-dest-order``) and rule ``axis-cause`` refuses "no cause" for such a copy.

F3 (awq and gptq on hip:gfx942): a narrow ``amdg.buffer_load`` whose cause this tool's AxisInfo does not derive (it
follows no buffer op's offsets) was said to have "no cause visible in the IR"; selfcheck flagged it. The finding now
says that no cause is named and why, with the op's contiguity attribute.

F1 (AutoGPTQ's dequant on hip:gfx942): the zero-point load's offsets ``1376 * grp + col // 8`` (``grp`` a gathered
group index) were said to have a "non-unit inner stride 1376: consecutive elements are 1376 apart"; neighbours are 0 or
1 apart. The constant-stride cause of an AMD buffer op is now held against the offsets' AxisInfo stride, and stated as
a claim (rule ``coal-const-stride``)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import RULES

T11C = ROOT / "tests/data/trial2_kernels/t11c_commands.sh"
# e.g.   %v_65 = ttg.async_copy_global_to_local %v_ptrs_52, %v_63 mask %v_ptrs_64 {contiguity = 4 : i32} :
#        tensor<64x64x!tt.ptr<f32>, #blocked> -> <64x64xf32, #shared1, #smem, mutable> loc(#loc93)
_COPY = re.compile(r"ttg\.async_copy_global_to_local .*: tensor<64x64x!tt\.ptr<f32>, (?P<src>#\w+)> -> "
                   r"<64x64xf32, (?P<dst>#\w+),")
# e.g.     %zword_23 = arith.muli %grp_15, %zword : tensor<1024xi32, #blocked> loc(#loc38)
_MULI = re.compile(r"^\s*(?P<res>%[\w.]+) = arith\.muli (?P<a>%[\w.]+), (?P<b>%[\w.]+) : tensor<1024xi32")


@pytest.fixture(scope="module")
def fwd(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_trident_attn_fwd")


def test_a_copy_into_a_transposed_buffer_names_its_destination(fwd) -> None:
    """The raw TTGIR: V's three copies read ``#blocked`` (sizePerThread [1, 4], order [1, 0]) into an
    ``nvmma_shared`` with ``transposed = true``; the PTX has 96 4-byte ``cp.async`` (3 copies × 32 elements per
    thread). The narrow-load finding names that destination and its contiguous dimension 0 against the copy's 1, and
    says no "no cause visible"; selfcheck holds."""
    comp, got = fwd
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    copies = [(n, m) for n, ln in enumerate(lines, 1) if (m := _COPY.search(ln)) and m.group("src") == "#blocked"]
    assert len(copies) == 3
    dst = copies[0][1].group("dst")
    assert re.search(rf"^{dst} = #ttg\.nvmma_shared<\{{[^}}]*transposed = true", ttgir, re.MULTILINE)
    assert re.search(r"^#blocked = #ttg\.blocked<\{sizePerThread = \[1, 4\], .*order = \[1, 0\]", ttgir, re.MULTILINE)
    assert len(re.findall(r"cp\.async\.ca\.shared\.global \[[^]]*\], \[[^]]*\], 0x4\b", got.stages["ptx"])) == 96
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (copies[0][0],))
    assert f.claim("cause/dest_alias").value == dst and f.claim("cause/dest_contiguous_dim").value == 0
    assert f.claim("contiguous/dim").value == 1 and f.claim("axisinfo/cause/none") is None
    assert "no cause visible" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_no_cause_statement_is_caught(fwd) -> None:
    """"no cause visible in the IR" (claim ``axisinfo/cause/none``) on V's copy is refused by ``axis-cause``, and a
    destination said to keep the copy's own dimension contiguous by ``coal-dest-order``."""
    comp, got = fwd
    lines = got.stages["ttgir"].splitlines()
    line = next(n for n, ln in enumerate(lines, 1) if (m := _COPY.search(ln)) and m.group("src") == "#blocked")
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (line,))
    ctx = claim_context(got, comp)
    none = Claim("axisinfo/cause/none", True, "flag", "axis-cause", (Ref("ttgir", line, "ttg.async_copy_global_to_"
                                                                        "local"),))
    ok, why = RULES["axis-cause"](none, f, ctx)
    assert not ok and "keeps dimension 0 contiguous" in why, why
    lie = with_claim(f, "cause/dest_contiguous_dim", 1)
    assert not RULES["coal-dest-order"](lie.claim("cause/dest_contiguous_dim"), lie, ctx)[0]


@pytest.fixture(scope="module")
def gptq(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_gptq_dequant")


def test_a_constant_times_a_gathered_index_is_no_inner_stride(gptq) -> None:
    """The raw TTGIR: the zero-point load's offsets multiply a gathered group index by the constant 1376 and add
    ``col // 8`` (an ``arith.divsi`` by 8): neighbours are 0 or 1 apart. The narrow-load finding names the gather and
    no "inner stride 1376"; selfcheck holds."""
    comp, got = gptq
    lines = got.stages["ttgir"].splitlines()
    muls = [(n, m) for n, ln in enumerate(lines, 1) if (m := _MULI.match(ln))
            and re.search(rf"^\s*{re.escape(m.group('b'))} = arith\.constant dense<1376>", got.stages["ttgir"],
                          re.MULTILINE)]
    assert len(muls) == 1
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
             and "gather" in f.message)
    assert "1376" not in f.message and not any(c.key.startswith("cause/const_stride/") for c in f.claims)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_inner_stride_statement_is_caught(gptq) -> None:
    """"non-unit inner stride 1376" as a claim about its ``arith.muli`` is refused by ``coal-const-stride``: the
    offsets' AxisInfo stride along the access's dimension is not 1376."""
    comp, got = gptq
    lines = got.stages["ttgir"].splitlines()
    line = next(n for n, ln in enumerate(lines, 1) if (m := _MULI.match(ln))
                and re.search(rf"^\s*{re.escape(m.group('b'))} = arith\.constant dense<1376>", got.stages["ttgir"],
                              re.MULTILINE))
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
             and "gather" in f.message)
    old = Claim("cause/const_stride/0", 1376, "elements", "coal-const-stride", (Ref("ttgir", line, "arith.muli"),))
    ok, why = RULES["coal-const-stride"](old, f, claim_context(got, comp))
    assert not ok, why


@pytest.fixture(scope="module")
def awq(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_awq_gemm")


def test_a_narrow_buffer_load_does_not_deny_a_cause(awq, gptq) -> None:
    """F3: awq's packed-B load (``{contiguity = 2 : i32}``: ``N // 8`` is divisible by 2 only) and gptq's g_idx load
    (offsets ``x // 11008``) are narrow for causes in the IR; this tool's AxisInfo now follows an AMD buffer op's base
    plus offsets (tests/test_axisinfo_causes.py), so the findings name the cause as claims (``axisinfo/cause/op``),
    with the op's contiguity attribute where it has one, and no longer "no cause visible in the IR" (claim
    ``axisinfo/cause/none``), which rule ``axis-cause`` refuses. selfcheck holds on both."""
    for (comp, got), contiguity, count in ((awq, 2, 2), (gptq, None, 1)):  # awq: the prologue's load and the loop's
        lines = got.stages["ttgir"].splitlines()
        narrow = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
                  and "amdg.buffer_load" in lines[f.lines[0] - 1] and f.claim("contiguity") is not None
                  and f.claim("contiguity").value == contiguity]
        if contiguity is None:
            narrow = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
                      and re.search(r"= amdg\.buffer_load %g_idx_ptr\[", lines[f.lines[0] - 1])]
        assert len(narrow) == count, [f.message for f in got.report.findings if f.kind == "coalescing"]
        for f in narrow:
            line = lines[f.lines[0] - 1]
            assert "amdg.buffer_load" in line and f.claim("axisinfo/cause/none") is None
            assert f.claim("axisinfo/cause/op") is not None and "no cause" not in f.message
            if contiguity is not None:
                assert f"{{contiguity = {contiguity} : i32}}" in line
            none = Claim("axisinfo/cause/none", True, "flag", "axis-cause",
                         (Ref("ttgir", f.lines[0], "amdg.buffer_load"),))
            assert not RULES["axis-cause"](none, f, claim_context(got, comp))[0]
        res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
        assert not res.violations, res.violations[:3]
