"""Regression tests for the AxisInfo causes and bounds that trials 11c, 10c and 10d left open (docs/trial11c.md M1, F3
and the omission; docs/trial10d.md F5), each on its trial kernel compiled with the trial's own command line
(``tests/data/trial2_kernels/t11c_commands.sh``, ``t10d_commands.sh``); the values the tests hold are read from the
raw IR text.

M1 (AutoAWQ's gemm on cuda:90): the packed B copy's pointer is 8-byte aligned because ``(N // 8) * ks[:, None]`` has
divisibility 2 x 1; the divisibility cause walk went on into the factor of divisibility 1 and named ``tt.expand_dims``
(``ks[:, None]``) rather than the product with ``N // 8``."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import RULES

T11C = ROOT / "tests/data/trial2_kernels/t11c_commands.sh"
# e.g.     %qb_104 = ttg.async_copy_global_to_local %b_ptrs_73, %qb_101 mask %b_ptrs_103 other %cst_1 {contiguity = 2 :
#          i32} : tensor<64x16x!tt.ptr<i32>, #blocked1> -> <64x16xi32, #shared1, #smem, mutable> loc(#loc140)
_QB_COPY = re.compile(r"ttg\.async_copy_global_to_local .*: tensor<64x16x!tt\.ptr<i32>, #\w+> -> <64x16xi32")
# e.g.     %packed_ok = arith.divsi %N, %c8_i32 : i32 loc(#loc113)
_DIV8 = re.compile(r"^\s*(?P<res>%[\w.]+) = arith\.divsi %N, %c8_i32 : i32")


@pytest.fixture(scope="module")
def awq_h100(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_awq_gemm_h100")


def _def_line(lines: list[str], name: str) -> int:
    return next(n for n, ln in enumerate(lines, 1) if re.match(rf"\s*{re.escape(name)} = ", ln))


def test_m1_the_product_with_n_over_8_is_the_cause(awq_h100) -> None:
    """Trial 11c M1: the raw TTGIR has ``N`` with ``tt.divisibility = 16``, ``%packed_ok = arith.divsi %N, %c8_i32``
    (divisibility 16 / 8 = 2), and an ``arith.muli`` of its splat by ``tt.expand_dims`` of ``ks`` on the way to the
    packed B copy's pointer. The narrow-load finding names that product, with ``packed_ok`` (divisibility 2) as the
    factor (named ``N // 8``, its expression, since 239cfb7), not the ``tt.expand_dims``; selfcheck holds."""
    comp, got = awq_h100
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    assert re.search(r"%N: i32 \{tt\.divisibility = 16 : i32\}", ttgir)
    div8 = next((n, m["res"]) for n, ln in enumerate(lines, 1) if (m := _DIV8.match(ln)))
    splat = next(n for n, ln in enumerate(lines, 1)
                 if re.search(rf"= tt\.splat {div8[1]} : i32 -> tensor<64x1xi32", ln))
    splat_res = lines[splat - 1].split("=")[0].strip()
    muli = next(n for n, ln in enumerate(lines, 1) if re.search(rf"= arith\.muli {splat_res}, %\w+ : tensor<64x1xi32",
                                                                 ln))
    other = re.search(rf"arith\.muli {splat_res}, (%\w+)", lines[muli - 1])[1]
    assert "tt.expand_dims" in lines[_def_line(lines, other) - 1]
    copies = [n for n, ln in enumerate(lines, 1) if _QB_COPY.search(ln)]
    assert copies
    f = next(f for f in got.report.findings if f.kind == "coalescing" and copies[0] in f.lines)
    assert f.claim("axisinfo/cause/op").value == "arith.muli"
    assert f.claim("axisinfo/cause/ttgir_line").value == muli
    assert f.claim("axisinfo/cause/leaf_line").value == div8[0]
    assert f.claim("axisinfo/cause/leaf_value").value == 2
    assert f.claim("axisinfo/cause/pointer_bytes").value == 8
    assert "tt.expand_dims" not in f.message and "multiplies by N // 8 (arith.divsi" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_m1_the_old_expand_dims_cause_is_refused(awq_h100) -> None:
    """The trial's statement (``tt.expand_dims`` at its line, divisibility 1) is refused by ``axis-cause``: its own
    walk forward from the cited op meets the product by ``packed_ok`` (divisibility 2) on the way to the pointer."""
    comp, got = awq_h100
    lines = got.stages["ttgir"].splitlines()
    copies = [n for n, ln in enumerate(lines, 1) if _QB_COPY.search(ln)]
    f = next(f for f in got.report.findings if f.kind == "coalescing" and copies[0] in f.lines)
    muli = f.claim("axisinfo/cause/ttgir_line").value
    other = re.search(r"arith\.muli %\w+, (%\w+)", lines[muli - 1])[1]
    expand = _def_line(lines, other)
    ctx = claim_context(got, comp)
    lie = with_claim(with_claim(f, "axisinfo/cause/ttgir_line", expand), "axisinfo/cause/op", "tt.expand_dims")
    ok, why = RULES["axis-cause"](lie.claim("axisinfo/cause/ttgir_line"), lie, ctx)
    assert not ok and f"product at ttgir:{muli}" in why, why
    ok, _ = RULES["axis-cause"](lie.claim("axisinfo/cause/op"), lie, ctx)
    assert not ok
    # the true claims hold
    for key in ("axisinfo/cause/ttgir_line", "axisinfo/cause/op", "axisinfo/cause/leaf_value"):
        assert RULES["axis-cause"](f.claim(key), f, ctx)[0], key


# ----------------------------------------------------------------------------- 11c F3: AMD buffer ops

# e.g.     %qb_85 = amdg.buffer_load %b_ptr[%b_ptrs_76], %b_ptrs_84 {contiguity = 2 : i32} : !tt.ptr<i32> -> …
_BUFFER = re.compile(r"= amdg\.buffer_(?:load|load_to_local|store) |^\s*amdg\.buffer_store ")
_CONTIG_ATTR = re.compile(r"\{[^}]*\bcontiguity = (\d+) : i32")


@pytest.fixture(scope="module")
def awq_gfx942(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_awq_gemm_nosplit")


@pytest.fixture(scope="module")
def gptq_gfx942(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_gptq_dequant")


@pytest.fixture(scope="module")
def linear_gfx950(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_attorch_linear")


@pytest.fixture(scope="module")
def attn_bwd_gfx942(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_trident_attn_bwd_mi300")


@pytest.mark.parametrize("which", ["awq_gfx942", "gptq_gfx942", "linear_gfx950", "attn_bwd_gfx942"])
def test_f3_buffer_op_vectors_match_tritons_contiguity_attribute(which, request) -> None:
    """Trial 11c F3: this tool's AxisInfo now follows an AMD buffer op's address (scalar base plus offsets). For every
    ``amdg.buffer_*`` op of the TTGIR, the vector the model allows before the mask (min of contiguity, alignment,
    the layout's sizePerThread and the 128-bit cap) is the op's own ``contiguity`` attribute, Triton's bound (1 where
    the op prints none). attorch's linear on gfx950 has eight ``amdg.buffer_load_to_local`` (mask as ``mask =``);
    trident's attention backward on gfx942 addresses some by a loop's group result (``%query_ptr[%dk#6]``)."""
    from ir_explorer.analyses import axisinfo
    from ir_explorer.ir import mlir_model

    _, got = request.getfixturevalue(which)
    text = got.stages["ttgir"]
    mod = axisinfo.analyze_module(mlir_model.parse(text))
    lines = text.splitlines()
    seen = 0
    for op in mod.ops:
        if not _BUFFER.search(lines[op.line - 1]):
            continue
        attr = _CONTIG_ATTR.search(lines[op.line - 1])
        vw = axisinfo.access_vector(op, mod)
        assert vw is not None, lines[op.line - 1]
        model = min(v for k, v in vw.limits.items() if k in ("contiguity", "alignment", "sizePerThread", "128-bit"))
        assert model == (int(attr[1]) if attr else 1), (op.line, vw.limits, lines[op.line - 1])
        seen += 1
    assert seen >= 5


def test_f3_awq_names_n_over_8(awq_gfx942) -> None:
    """The packed B ``amdg.buffer_load`` of awq on gfx942 (``{contiguity = 2}``) names the product with ``N // 8``
    (``arith.divsi %N, %c8_i32``, divisibility 2) as the cause of its 8-byte alignment, as claims; no "no cause
    named"; selfcheck holds; the old "no cause visible" claim, and a cause moved to the ``tt.expand_dims``, are
    refused by ``axis-cause``."""
    comp, got = awq_gfx942
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    loads = [n for n, ln in enumerate(lines, 1) if re.search(r"= amdg\.buffer_load %b_ptr\[", ln)]
    assert loads and all("{contiguity = 2 : i32}" in lines[n - 1] for n in loads)
    div8 = next(n for n, ln in enumerate(lines, 1) if _DIV8.match(ln))
    f = next(f for f in got.report.findings if f.kind == "coalescing" and loads[0] in f.lines
             and f.severity == "warn")
    muli = f.claim("axisinfo/cause/ttgir_line").value
    assert f.claim("axisinfo/cause/op").value == "arith.muli" and "arith.muli" in lines[muli - 1]
    assert f.claim("axisinfo/cause/leaf_line").value == div8 and f.claim("axisinfo/cause/leaf_value").value == 2
    assert f.claim("axisinfo/limits/alignment").value == 2
    assert "no cause" not in f.message and "multiplies by N // 8 (arith.divsi" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    ctx = claim_context(got, comp)
    none = Claim("axisinfo/cause/none", True, "flag", "axis-cause", (Ref("ttgir", loads[0], "amdg.buffer_load"),))
    assert not RULES["axis-cause"](none, f, ctx)[0]
    other = re.search(r"arith\.muli %\w+, (%\w+)", lines[muli - 1])[1]
    lie = with_claim(with_claim(f, "axisinfo/cause/ttgir_line", _def_line(lines, other)), "axisinfo/cause/op",
                     "tt.expand_dims")
    ok, why = RULES["axis-cause"](lie.claim("axisinfo/cause/ttgir_line"), lie, ctx)
    assert not ok and f"product at ttgir:{muli}" in why, why


def test_f3_gptq_names_the_row_division(gptq_gfx942) -> None:
    """gptq on gfx942: the ``g_idx`` load's offsets are ``x // 11008`` (``arith.divsi`` by a constant 11008), which
    makes each address repeat 256 times along the 1024-element tile: the narrow-load finding names that division
    (claims ``cause/op``, ``cause/ttgir_line``, ``cause/constant``); the scales load, whose offsets add ``11008 *
    g`` of the loaded ``g`` (constant over those 256 elements), is not contradicted by the machine code (its 64-bit
    loads): the model allows 128 bits, not 16 as before."""
    comp, got = gptq_gfx942
    lines = got.stages["ttgir"].splitlines()
    g_load = next(n for n, ln in enumerate(lines, 1) if re.search(r"= amdg\.buffer_load %g_idx_ptr\[", ln))
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (g_load,)
             and f.severity == "warn")
    at = f.claim("axisinfo/cause/ttgir_line").value
    assert f.claim("axisinfo/cause/op").value == "arith.divsi" and "arith.divsi" in lines[at - 1]
    assert f.claim("axisinfo/cause/constant").value == 11008
    assert re.search(r"arith\.constant dense<11008>", lines[f.claim("axisinfo/cause/leaf_line").value - 1])
    assert "no cause" not in f.message
    scales = next(n for n, ln in enumerate(lines, 1) if re.search(r"= amdg\.buffer_load %scales_ptr\[", ln))
    s = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (scales,))
    assert "axisinfo_contradicted" not in s.data and s.claim("axisinfo/allowed_bits").value == 128
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


# ----------------------------------------------------------------------------- 10d F5: a 2-D tile padded by a mask

T10D = ROOT / "tests/data/trial2_kernels/t10d_commands.sh"
# e.g.     %mask_9 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, …}>>
_RANGE8 = re.compile(r"^\s*(%\w+) = tt\.make_range \{end = 8 : i32, start = 0 : i32\}")
# e.g. #blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
_TPW = re.compile(r"^#blocked = #ttg\.blocked<\{sizePerThread = \[1, (\d+)\], threadsPerWarp = \[(\d+), (\d+)\]")


@pytest.fixture(scope="module")
def rows2d(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10D, "t10d_masked_rows2d")


def test_f5_a_2d_tile_padded_by_a_mask_counts_no_padding(rows2d) -> None:
    """Trial 10d F5's follow-up: rows of K = 6 f32 values padded to 8 (``tl.arange(0, 8)``), masked by ``rows[:, None]
    < n_rows`` (runtime) ``&`` ``offs[None, :] < 6`` (``arith.cmpi slt`` of the ``tt.expand_dims`` of the range and
    ``arith.constant dense<6>``). Warp 0's first request covers ``threadsPerWarp[0]`` = 8 rows, 24 bytes apart: with
    columns 6 and 7 off that is 8 x 6 x 4 = 192 distinct bytes, not the 200 that counted the padding (each row's 2
    padding elements overlap the next row). The sector claims say 192 with ``mask_extent/1`` = 6; the old 200 is
    refused by rule ``sectors`` on its own reading of the mask; selfcheck holds."""
    comp, got = rows2d
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    rng = next(m[1] for ln in lines if (m := _RANGE8.match(ln)))
    expand = next(ln.split("=")[0].strip() for ln in lines if re.search(rf"= tt\.expand_dims {rng} \{{axis = 0", ln))
    assert any(re.search(rf"arith\.cmpi slt, {expand}, %\w+ ", ln) for ln in lines)
    assert re.search(r"arith\.constant dense<6> : tensor<1x8xi32", ttgir)
    tpw = next(m for ln in lines if (m := _TPW.match(ln)))
    rows = int(tpw[2])
    load = next(n for n, ln in enumerate(lines, 1) if " = tt.load " in ln)
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (load,))
    assert f.claim("axisinfo/mask_extent/1").value == 6 and f.claim("axisinfo/mask_extent/0") is None
    assert f.claim("axisinfo/sectors/request_bytes").value == rows * 6 * 4 == 192
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    lie = with_claim(f, "axisinfo/sectors/request_bytes", 200)
    ok, why = RULES["sectors"](lie.claim("axisinfo/sectors/request_bytes"), lie, claim_context(got, comp))
    assert not ok and "at most 192 distinct bytes" in why, why


# ----------------------------------------------------------------------------- 11c omission: tensor products

# e.g.     %a_ptrs_38 = arith.muli %a_ptrs_37, %a_ptrs : tensor<64x1xi32> loc(#loc124)
_TENSOR_MULI = re.compile(r"^\s*%[\w.]+ = arith\.muli (?P<a>%[\w.]+), (?P<b>%[\w.]+) : tensor<64x1xi32>")


def test_omission_tensor_products_of_a_program_id_get_the_overflow_warning(awq_h100) -> None:
    """Trial 11c's omission: awq's ``K * rows[:, None]`` (A), ``(N // 8) * ks[:, None]`` (B) and ``N * rows[:, None]``
    (C) are i32 tensor products (TTIR ``arith.muli … : tensor<64x1xi32>`` of a ``tt.splat`` of the argument or of
    ``N // 8``) of tile indices built from a program id; they now get the i32-overflow warning the scalar products
    get (claims ``line``, ``width``, ``argument`` …, rule ``i32-product``), and the metric ``i32_offset_products``
    counts them: the old count (the two scalar products only) is refused by its metric rule; selfcheck holds."""
    from ir_explorer.engines.rules import METRIC_RULES

    comp, got = awq_h100
    ttir = got.stages["ttir"]
    lines = ttir.splitlines()
    splats = {m[1]: m[2] for ln in lines if (m := re.match(r"^\s*(%[\w.]+) = tt\.splat (%[\w.]+) : i32 -> ", ln))}
    tensor = {n: splats.get(m["a"]) or splats.get(m["b"]) for n, ln in enumerate(lines, 1)
              if (m := _TENSOR_MULI.match(ln))}
    assert sorted(tensor.values()) == ["%K", "%N", "%packed_ok"], tensor
    warned = {f.lines[0]: f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"}
    for n in tensor:
        f = warned[n]
        assert f.claim("line").value == n and f.claim("width").value == 32
        assert "tensor<64x1xi32>" in f.message
    assert warned[next(n for n, v in tensor.items() if v == "%K")].claim("argument").value == "K"
    scalar = [n for n in warned if n not in tensor]
    assert len(scalar) == 2 and all(re.search(r"= arith\.muli .* : i32\b", lines[n - 1]) for n in scalar)
    metrics = dict(got.report.metrics)
    assert metrics["i32_offset_products"] == 5
    ctx = claim_context(got, comp)
    assert METRIC_RULES["i32_offset_products"](5, ctx)[0]
    assert not METRIC_RULES["i32_offset_products"](2, ctx)[0]
    res = consistency.check(comp, got.report.findings, metrics, got.stages)
    assert not res.violations, res.violations[:3]
