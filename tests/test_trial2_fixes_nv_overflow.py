"""Regression tests for the second trial's M3 (docs/trial2_nvidia.md) on the two fla kernels.

M3: the i32-product warning said "it overflows once (tl.program_id(2) // 16) * T > 2^31-1 elements" for fla
chunk_fwd_h's ``bos = i_n * T``, whose offset is ``(bos * H + i_h) * K`` = ``bos * 2048 + …``: the i32 offset
overflows from ``bos > 2^20``, 2048 times sooner; cumsum's ``(bos + o_t) * H`` is 16 times. The warning now
follows the product to the ``tt.addptr`` offsets it reaches (through ``arith.addi`` and ``arith.muli`` by
constants) and states the largest scale, its ``tt.addptr`` line and the threshold divided by it; the
``offset-scale`` rule recomputes them from the IR text and catches a wrong one. Compiles the trial kernels with
their own nv_commands.sh options."""

from __future__ import annotations

from dataclasses import replace

import pytest
from trial2_nv import nv_request

from ir_explorer.analyses.offset_scale import offset_scale
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.ir import mlir_model


@pytest.fixture(scope="module")
def fla(store: Store, user_spec):  # type: ignore[no-untyped-def]
    comps = compile_all([nv_request(n, user_spec) for n in ("nv_fla_chunk_cumsum", "nv_fla_chunk_fwd_h")], store)
    for comp in comps:
        assert comp.ok, comp.failure
    return [(comp, consistency.stored_statements(comp, store)) for comp in comps]


def _warning(got):  # type: ignore[no-untyped-def]
    """The warning on ``%bos = arith.muli`` (``bos = i_n * T``)."""
    line = _line(got.stages["ttir"], "%bos = arith.muli")
    (w,) = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn" and f.lines == (line,)]
    return w


def _line(text: str, needle: str) -> int:
    (n,) = [i for i, ln in enumerate(text.splitlines(), 1) if needle in ln]
    return n


def _lie(comp, got, w, key: str, value: object) -> list:  # type: ignore[no-untyped-def]
    lied = replace(w, claims=tuple(replace(c, value=value) if c.key == key else c for c in w.claims))
    res = consistency.check(comp, [lied if x is w else x for x in got.report.findings], dict(got.report.metrics),
                            got.stages)
    return res.violations


@pytest.mark.parametrize("index", [0, 1])
def test_the_threshold_is_divided_by_the_offsets_constant_scale(fla, index: int) -> None:
    """cumsum: ``%bos = arith.muli %2, %T`` → ``tt.splat`` → ``arith.addi`` → ``arith.muli …, %cst`` (``dense<16>``)
    → ``tt.addptr`` (scale 16, threshold 134217727). fwd_h: ``%bos`` → ``arith.muli %bos, %c16_i32`` →
    ``arith.addi`` → ``arith.muli …, %c128_i32`` → ``tt.addptr %v`` and ``tt.addptr %k`` (scale 2048, threshold
    1048575, the first of the two lines). The scale, line and threshold are read from the IR here; selfcheck holds
    and catches a wrong scale, line or threshold."""
    comp, got = fla[index]
    ttir = got.stages["ttir"]
    w = _warning(got)
    prod = w.claim("line").value
    assert "%bos = arith.muli" in ttir.splitlines()[prod - 1]
    if "%v_desc_21 = arith.muli" in ttir:  # fwd_h: (bos * 16 + i_h) * 128
        assert "arith.muli %bos, %c16_i32" in ttir and "%v_desc_21 = arith.muli %v_desc_20, %c128_i32" in ttir
        scale, at = 16 * 128, _line(ttir, "%v_desc_22 = tt.addptr %v, %v_desc_21")
        assert at < _line(ttir, "%p_k = tt.addptr %k, %v_desc_21")
        assert "e.g. T = 1024 from (tl.program_id(2) // 16) = 1024 on" in w.message
    else:  # cumsum: (bos + o_t) * 16
        assert "%cst = arith.constant dense<16> : tensor<64xi32>" in ttir
        assert "%b_s_7 = arith.muli %b_s_6, %cst" in ttir
        scale, at = 16, _line(ttir, "%b_s_9 = tt.addptr %b_s_8, %b_s_7")
        assert "e.g. T = 131072 from (tl.program_id(1) // 16) = 1024 on" in w.message
    threshold = (2**31 - 1) // scale
    assert (w.claim("scale").value, w.claim("scale_line").value, w.claim("threshold").value) == (scale, at, threshold)
    assert offset_scale(mlir_model.parse(ttir), prod) == (scale, at)
    assert f"scale = {scale}" in w.message and f"> {threshold} (2^31-1 // {scale}" in w.message
    assert "> 2^31-1 elements" not in w.message and f"tt.addptr at ttir:{at}" in w.message
    assert 1024 * (2**21 // scale) * scale > 2**31 - 1 >= 1023 * (2**21 // scale) * scale
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    for key, value in (("scale", scale // 2), ("scale_line", at + 1), ("threshold", 2**31 - 1)):
        assert _lie(comp, got, w, key, value), key
    assert _lie(comp, got, w, "example", w.claim("example").value.replace("= 1024 on", "= 1025 on"))


def test_a_tensor_descriptors_base_pointer_chain_is_followed(fla) -> None:
    """M3 (the part not flagged): fwd_h's ``boh = i_n * NT`` (``arith.muli %3, %NT_3``) reaches memory only through
    ``tl.make_tensor_descriptor(h + ((boh + i_t) * H + i_h) * K * V, …)``, whose base pointer ``addresses.chains``
    did not follow. It is now a pointer chain: the product is warned, with the offset's scale 16 * 16384 (``H``,
    ``K * V``) read from the IR, and selfcheck holds."""
    comp, got = fla[1]
    ttir = got.stages["ttir"]
    prod = _line(ttir, "%boh = arith.muli %3, %NT_3 : i32")
    assert "%h_desc_26 = arith.muli %h_desc, %c16_i32" in ttir and "arith.muli %h_desc_27, %c16384_i32" in ttir
    desc = _line(ttir, "%h_desc_30 = tt.make_tensor_descriptor %h_desc_29")
    at = _line(ttir, "%h_desc_29 = tt.addptr %h, %h_desc_28")
    (w,) = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn" and f.lines == (prod,)]
    assert w.claim("access/0").value == desc
    assert (w.claim("scale").value, w.claim("scale_line").value, w.claim("threshold").value) == (262144, at, 8191)
    assert "(tl.program_id(2) // 16) * NT > 8191 (2^31-1 // 262144;" in w.message
    (summary,) = [f for f in got.report.findings if f.kind == "addresses" and f.message.startswith("pointer offset")]
    assert f"tt.make_tensor_descriptor ttir:{desc}: i32" in summary.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


# Cut from cumsum's TTIR (above), with a widened path added: ``bos.to(tl.int64) * 16`` and ``bos * 4``.
_WIDENED = """module {
  tt.func public @k(%s: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %T: i32) attributes {noinline = false} {
    %c16_i64 = arith.constant 16 : i64
    %c4_i32 = arith.constant 4 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.divsi %1, %c16_i32 : i32
    %bos = arith.muli %2, %T : i32
    %w = arith.extsi %bos : i32 to i64
    %x = arith.muli %w, %c16_i64 : i64
    %p = tt.addptr %s, %x : !tt.ptr<f32>, i64
    %y = arith.muli %bos, %c4_i32 : i32
    %q = tt.addptr %s, %y : !tt.ptr<f32>, i32
    %v = tt.load %p : !tt.ptr<f32>
    tt.store %q, %v : !tt.ptr<f32>
    tt.return
  }
}
"""


def test_a_widened_path_does_not_scale_the_i32_threshold() -> None:
    """``arith.extsi`` ends a path: the i64 offset ``bos.to(tl.int64) * 16`` cannot overflow i32, so the scale is the
    i32 path's 4 (at the second ``tt.addptr``), not 16."""
    lines = _WIDENED.splitlines()
    prod = next(n for n, ln in enumerate(lines, 1) if "%bos = arith.muli" in ln)
    at = next(n for n, ln in enumerate(lines, 1) if "%q = tt.addptr" in ln)
    assert offset_scale(mlir_model.parse(_WIDENED), prod) == (4, at)
