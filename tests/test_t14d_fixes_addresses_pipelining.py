"""Regression tests for trial 14d's F1 and M1 (docs/trial14d.md) on rtp-llm's fp8 grouped MoE GEMM
(``t14d_rtp_fp8_grouped_gemm``, cuda:120), whose strides are annotated ``tl.int64``.

F1: the info "arith.muli in 64 bits: 6 product(s) of a program id and a runtime argument used as pointer offsets"
counted only the scalar products (``expert * stride_ae`` …). The TTIR holds five more in i64, tensor products of tile
indices built from a program id by a runtime stride (``(m0 + offs_m[:, None]) * stride_am``: ttir
``arith.muli %a_ptrs_14, %a_ptrs_15 : tensor<64x1xi64>``), the kind the i32 warnings call "a product of a program
id"; the walk took a tensor product only in i32. Now it counts 11, and the rule ``i64-products`` refuses 6. The rule
recounted with that same walk, so the bug passed it; it now counts by a definition of its own on the raw TTIR
(:mod:`ir_explorer.engines.rules.wide_products`), and refuses 6 with the walk's bug put back.

M1: the warning "num_stages=3 was asked for but this dot loop is not pipelined" gave the generic list of Triton's
reasons, without the one that applies: the A and B loads, the only loads Triton's AssignLatencies considers in a dot
loop (those its dots' operands reach), move 8 bits per thread. The 32-bit scale loads of the loop, which feed the
math after the dot, had hidden that cause; now it is named with both loads' lines."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses import address_chains, addresses
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.wide_products import i64_products

T14D = ROOT / "tests/data/trial2_kernels/t14d_commands.sh"
# e.g.     %a_ptrs_16 = arith.muli %a_ptrs_14, %a_ptrs_15 : tensor<64x1xi64> loc(#loc114)
_MULI64 = re.compile(r"^\s*(%[\w.]+) = arith\.muli (%[\w.]+), (%[\w.]+) : (tensor<[\dx]+xi64>|i64\b)")
# e.g.     %a_ptrs_15 = tt.splat %stride_am : i64 -> tensor<64x1xi64> loc(#loc114)
_SPLAT = re.compile(r"^\s*(%[\w.]+) = tt\.splat (%[\w.]+) : i64 ->")


@pytest.fixture(scope="module")
def gemm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14D, "t14d_rtp_fp8_grouped_gemm")


def _wide(got):  # type: ignore[no-untyped-def]
    (f,) = [f for f in got.report.findings if f.kind == "addresses" and f.template.startswith("arith.muli in 64")]
    return f


def test_tensor_products_in_64_bits_are_counted(gemm) -> None:
    """The 64-bit finding lists the five tensor products of a program id's tile indices by a stride (ttir ``arith.muli
    … : tensor<64x1xi64>`` / ``tensor<1x128xi64>`` whose other operand is ``tt.splat %stride_am`` …) beside the six
    scalar ones; selfcheck holds."""
    comp, got = gemm
    ttir = got.stages["ttir"].splitlines()
    splats = {m[1]: m[2] for ln in ttir if (m := _SPLAT.match(ln))}
    tensors = {}
    for n, ln in enumerate(ttir, 1):
        m = _MULI64.match(ln)
        if m is not None and m[4].startswith("tensor") and (arg := splats.get(m[3])) is not None:
            tensors[n] = arg[1:]
    # the IR's own tensor products by a splat stride: rows, columns and scale rows (offs_k * stride_ak has no
    # program id: it is no such product)
    assert {"stride_am", "stride_bn", "stride_asf_m", "stride_cm", "stride_cn"} <= set(tensors.values())
    f = _wide(got)
    assert f.claim("count").value == 11, f.message
    listed = {f.claim(f"product/{k}/line").value: f.claim(f"product/{k}/argument").value for k in range(11)}
    for line, arg in tensors.items():
        if arg in ("stride_ak", "stride_bk"):  # offs_k[None, :] * stride_ak: tile offsets with no program id
            assert line not in listed
        else:
            assert listed[line] == arg
    # and the six scalar ones: the expert's offsets (program id axis 0) and the B scale's N block (axis 1)
    assert sorted(set(listed.values()) - set(tensors.values())) == \
        ["stride_ae", "stride_asf_e", "stride_be", "stride_bsf_e", "stride_bsf_n", "stride_ce"]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_count_is_caught(gemm) -> None:
    """Trial 14d's F1 statement, "6 product(s)", is refused by the ``i64-products`` rule (11 in the IR)."""
    comp, got = gemm
    old = with_claim(_wide(got), "count", 6)
    ok, why = i64_products(old.claim("count"), old, claim_context(got, comp))
    assert not ok, why


def test_the_count_is_recounted_apart_from_the_walk(gemm, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23: ``i64-products`` no longer recounts with the address-chain walk it checks. With trial 14d's walk bug
    put back (a tensor product of a program id's tile indices taken in i32 only), the analysis says "6 product(s)"
    again, and the rule still refuses it: it counts the 11 ``arith.muli … : i64`` / ``tensor<…xi64>`` lines of the
    TTIR by its own definition."""
    comp, got = gemm
    real = address_chains._product

    def i32_tensors_only(mod, op):  # type: ignore[no-untyped-def]
        found = real(mod, op)
        return None if found is not None and found[0] == 64 and "tensor<" in (op.result_types[0] or "") else found

    monkeypatch.setattr(address_chains, "_product", i32_tensors_only)
    ctx = claim_context(got, comp)
    (old,) = [f for f in addresses.analyze(ctx.analysis_input()).findings
              if f.template.startswith("arith.muli in 64")]
    assert old.claim("count").value == 6, old.message
    ok, why = i64_products(old.claim("count"), old, ctx)
    assert not ok and why == "the IR gives 11", why


def test_narrow_dot_operand_loads_are_named(gemm) -> None:
    """The not-pipelined warning names the cause: the loads the dot's operands read (ttgir ``tt.load`` of
    ``tensor<64x128x!tt.ptr<f8E4M3FN>>`` and ``tensor<128x128x…>``) move 8 bits per thread; the 32-bit scale loads of
    the loop (``tensor<64x1x!tt.ptr<f32>>`` and a scalar), which feed only the multiply after the dot, do not hide
    it."""
    _, got = gemm
    ttgir = got.stages["ttgir"].splitlines()
    loads = {n: ln for n, ln in enumerate(ttgir, 1) if " = tt.load " in ln}
    a = next(n for n, ln in loads.items() if "tensor<64x128x!tt.ptr<f8E4M3FN>" in ln)
    b = next(n for n, ln in loads.items() if "tensor<128x128x!tt.ptr<f8E4M3FN>" in ln)
    scale = next(n for n, ln in loads.items() if "tensor<64x1x!tt.ptr<f32>" in ln)
    (f,) = [f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"]
    assert "num_stages=3 was asked for but this dot loop is not pipelined" in f.message
    (cause,) = f.data["causes"]
    assert cause.startswith("the loads its dots' operands read (the only ones AssignLatencies.cpp considers in a "
                            "dot loop) are narrower than the 32 bits per thread"), cause
    assert f"tt.load at ttgir:{a} moves 8 bits per thread" in cause
    assert f"tt.load at ttgir:{b} moves 8 bits per thread" in cause
    assert f"ttgir:{scale}" not in cause
    assert [x.line for x in f.facts if x.text == "tt.load"] == [a, b]
