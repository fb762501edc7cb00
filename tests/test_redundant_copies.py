"""Regression tests for trial 9d's M3 (docs/trial9d.md) on GPTQ's 4-bit matmul (cuda:90).

``b_ptrs = b_ptr + ((rk[:, None] // 8) * stride_bk + …)`` makes the 32-row B tile that
``ttg.async_copy_global_to_local`` copies into shared memory hold 4 distinct rows of packed i32 words, each 8 times;
the coalescing finding said only "16 sectors for 512 bytes used per warp request (ideal 16)", true per request.
A finding now says each address is read 8 times, from the pointer's AxisInfo constancy along dim 0 and the
``arith.divsi`` by 8 that makes it, with the tile's bytes and its distinct data; rule ``redundant-fetch`` re-derives
it. Ordinary matmul, attention and elementwise kernels get no such finding."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses import axisinfo, redundant_fetch
from ir_explorer.analyses.findings import Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T9D = ROOT / "tests/data/trial2_kernels/t9d_commands.sh"
# e.g.   %b_87 = ttg.async_copy_global_to_local %b_ptrs_86, %b_85 mask %… : tensor<32x128x!tt.ptr<i32>, #blocked> -> …
_COPY = re.compile(r"= ttg\.async_copy_global_to_local .* : tensor<(?P<dims>\d+x\d+)x!tt\.ptr<i32>, #\w+>")
# e.g.     %b_ptrs_44 = arith.divsi %b_ptrs, %cst_6 : tensor<32x1xi32, #blocked> loc(#loc94)
_DIV = re.compile(r"= arith\.divsi %\S+, %(?P<c>\w+) : tensor<32x1xi32")


@pytest.fixture(scope="module")
def gptq(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9D, "t9d_gptq_matmul4")


def _redundant(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (line,)
                and f.claim("redundant/fetches") is not None)


def test_the_b_copy_names_each_address_8_times(gptq) -> None:
    """Each packed-B copy (tensor<32x128x!tt.ptr<i32>>: 32 × 128 × 4 = 16384 bytes) is a warn saying its pointer
    names every address 8 times, along dim 0, because of the ``arith.divsi`` by the constant 8 of the row offsets,
    for at most 16384 / 8 = 2048 bytes of distinct data; selfcheck holds."""
    comp, got = gptq
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    copies = [n for n, ln in enumerate(lines, 1) if (m := _COPY.search(ln)) and m["dims"] == "32x128"]
    assert len(copies) == 4, copies  # 3 prologue copies and the loop's (num_stages 4)
    (div,) = [n for n, ln in enumerate(lines, 1) if _DIV.search(ln)]
    const = _DIV.search(lines[div - 1])["c"]  # type: ignore[index]
    assert re.search(rf"%{const} = arith\.constant dense<8> : tensor<32x1xi32", ttgir)
    for n in copies:
        f = _redundant(got, n)
        assert f.severity == "warn"
        assert f.claim("redundant/fetches").value == 8
        assert list(f.claim("redundant/constancy").value) == [8, 1]
        assert list(f.claim("redundant/dims").value) == [0]
        assert f.claim("redundant/bytes").value == 32 * 128 * 4
        assert f.claim("redundant/distinct_bytes").value == 32 * 128 * 4 // 8
        assert f.claim("redundant/cause_op").value == "arith.divsi"
        assert f.claim("redundant/cause_line").value == div
        assert f.claim("redundant/cause_constant").value == 8
        assert (f"names every address 8 times: its addresses are constant over runs of 8 elements along dim 0 "
                f"(arith.divsi by the constant 8 at ttgir:{div}); its 16 KiB tile in shared memory holds at most "
                "2 KiB of distinct data") in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_packed_zeros_load_repeats_too(gptq) -> None:
    """``zeros_ptr + rn // 8`` (tt.load of tensor<128x!tt.ptr<i32>>) names each word for 8 columns: an info, 512
    bytes in registers for at most 64 bytes of distinct data."""
    _, got = gptq
    lines = got.stages["ttgir"].splitlines()
    (n,) = [n for n, ln in enumerate(lines, 1) if re.search(r"= tt\.load .* : tensor<128x!tt\.ptr<i32>", ln)]
    f = _redundant(got, n)
    assert f.severity == "info"
    assert (f.claim("redundant/fetches").value, f.claim("redundant/bytes").value,
            f.claim("redundant/distinct_bytes").value) == (8, 512, 64)
    assert "arith.divsi" in lines[f.claim("redundant/cause_line").value - 1]
    assert "names every address 8 times" in f.message and "512 B tile in registers holds at most 64 B" in f.message


def test_a_wrong_redundancy_is_caught(gptq) -> None:
    """Rule ``redundant-fetch`` refuses each number changed: the fetches, the constancy, the bytes, the distinct
    bytes, the divisor, and a cause moved to another line (one the pointer is not computed from, or no divsi)."""
    comp, got = gptq
    lines = got.stages["ttgir"].splitlines()
    n = next(n for n, ln in enumerate(lines, 1) if (m := _COPY.search(ln)) and m["dims"] == "32x128")
    f = _redundant(got, n)
    ctx = claim_context(got, comp)
    assert all(ok for rule, ok, _ in check_claims(f, ctx)), [v for v in check_claims(f, ctx) if not v[1]]
    other = next(k for k, ln in enumerate(lines, 1) if "arith.divsi" in ln and k != f.claim("redundant/cause_line")
                 .value)
    lies = [("redundant/fetches", 4), ("redundant/constancy", (1, 1)), ("redundant/bytes", 8192),
            ("redundant/distinct_bytes", 16384), ("redundant/cause_constant", 4), ("redundant/run/0", 4),
            ("redundant/dims", (0, 1)), ("redundant/cause_op", "arith.muli")]
    for key, value in lies:
        verdicts = [ok for rule, ok, _ in check_claims(with_claim(f, key, value), ctx) if rule == "redundant-fetch"]
        assert verdicts and not all(verdicts), (key, value)
    moved = tuple(dataclasses.replace(c, value=other, about=(Ref("ttgir", other, "arith.divsi"),))
                  if c.key == "redundant/cause_line" else c for c in f.claims)
    verdicts = [ok for rule, ok, _ in check_claims(dataclasses.replace(f, claims=moved), ctx)
                if rule == "redundant-fetch"]
    assert not all(verdicts)


@pytest.mark.parametrize(("kernel", "target"), [("matmul", "cuda:90"), ("matmul", "cuda:100"),
                                                ("matmul", "hip:gfx942"), ("flash_attention_fwd", "cuda:90"),
                                                ("flash_attention_fwd", "hip:gfx942"), ("gelu", "cuda:90")])
def test_ordinary_kernels_have_no_redundant_fetch(compiled, kernel: str, target: str) -> None:
    """The bundled matmul, attention and elementwise kernels load each address once per tile: no load of theirs
    has a pointer constant over runs along a dimension of more than one element (the attention's broadcasts act on
    loaded values, not pointers), though they have loads to look at."""
    comp = compiled(kernel, target)
    assert comp.ok, comp.failure
    mod = axisinfo.analyze_module(comp.stage("ttgir").text())
    loads = [op for op in mod.ops if op.name in redundant_fetch.LOAD_OPS]
    assert loads
    assert [redundant_fetch.fetch_of(mod, op) for op in loads] == [None] * len(loads)
