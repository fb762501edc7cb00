"""``ttgir.Op.operands``/``iter_args`` and the shared-memory walk the analyses use (``shared_memory.alloc_of`` on the
scoped model), on real TTGIR.

The literal lines below are copied from Triton 3.9's output (``loc(…)`` stripped, as :func:`ttgir.scan` does):
the bundled matmul and flash attention, and two small kernels compiled for cuda:90 (a ``tl.device_print``/
``tl.device_assert`` one and a ``while`` loop). The other tests read the session's compiles.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_explorer.analyses import pipelining
from ir_explorer.analyses.shared_memory.allocations import alloc_of
from ir_explorer.ir import mlir_model, ttgir
from ir_explorer.ir.mlir_model import IRModule
from ir_explorer.ir.ttgir import MEMDESC_VIEWS, Op, iter_args, operands, scan

#: (real line, its operands, its iter_args)
LINES = [
    # matmul, cuda:90: one buffer of the 3-stage A ring
    ("%a_105 = ttg.memdesc_index %a_39[%acc_103] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> "
     "!ttg.memdesc<128x64xf16, #shared, #smem, mutable>", ("a_39", "acc_103"), ()),
    ("%a_48 = ttg.async_copy_global_to_local %a_ptrs_25, %a_45 mask %acc_47 other %cst_1 {contiguity = 8 : i32} : "
     "tensor<128x64x!tt.ptr<f16>, #blocked1> -> <128x64xf16, #shared, #smem, mutable>",
     ("a_ptrs_25", "a_45", "acc_47", "cst_1"), ()),
    ("%a_104 = ttg.async_wait %a_95, %b_97 {num = 2 : i32}", ("a_95", "b_97"), ()),
    ("%a_49 = ttg.async_commit_group tokens %a_48", ("a_48",), ()),
    ("%acc_107 = ttng.warp_group_dot %a_105, %b_106, %acc_90 {inputPrecision = 0 : i32, isAsync = true} : "
     "!ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> "
     "tensor<128x128xf32, #mma>", ("a_105", "b_106", "acc_90"), ()),
    ("ttg.local_dealloc %b_40 : !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable>", ("b_40",), ()),
    ("%a_39 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>", (), ()),
    ("%acc_103 = arith.select %acc_102, %c0_i32, %acc_101 : i32", ("acc_102", "c0_i32", "acc_101"), ()),
    # the K loop: induction variable and iter_args are region arguments, only bounds, step and inits are used
    ("%acc_80:9 = scf.for %acc_89 = %c0_i32 to %3 step %c1_i32 iter_args(%acc_90 = %cst, %a_ptrs_91 = %a_ptrs_60, "
     "%b_ptrs_92 = %b_ptrs_61, %acc_93 = %c1_i32, %acc_94 = %c-1_i32, %a_95 = %a_49, %a_96 = %a_70, %b_97 = %b_58, "
     "%b_98 = %b_79) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #blocked1>, "
     "tensor<64x128x!tt.ptr<f16>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, "
     "!ttg.async.token)  : i32 {",
     ("c0_i32", "3", "c1_i32", "cst", "a_ptrs_60", "b_ptrs_61", "c1_i32", "c-1_i32", "a_49", "a_70", "b_58", "b_79"),
     (("acc_90", "cst"), ("a_ptrs_91", "a_ptrs_60"), ("b_ptrs_92", "b_ptrs_61"), ("acc_93", "c1_i32"),
      ("acc_94", "c-1_i32"), ("a_95", "a_49"), ("a_96", "a_70"), ("b_97", "b_58"), ("b_98", "b_79"))),
    ("scf.yield %acc_108#0, %a_ptrs_109, %b_ptrs_110, %acc_113, %acc_103, %a_96, %a_125, %b_98, %b_134 : "
     "tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<64x128x!tt.ptr<f16>, #blocked>, i32, "
     "i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token",
     ("acc_108#0", "a_ptrs_109", "b_ptrs_110", "acc_113", "acc_103", "a_96", "a_125", "b_98", "b_134"), ()),
    # function arguments are block arguments (the line cut after three of them)
    ('tt.func public @matmul_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("a_ptr"(#loc)), '
     '%b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("b_ptr"(#loc)), %M: i32 {tt.divisibility = 16 : i32} '
     'loc("M"(#loc))) attributes {noinline = false} {', (), ()),
    # flash attention, cuda:90: the transposed K tile, the generic form of tt.reduce and its block
    ("%qk_133 = ttg.memdesc_trans %k_132 {order = array<i32: 1, 0>} : !ttg.memdesc<64x128xf16, #shared, #smem, "
     "mutable> -> !ttg.memdesc<128x64xf16, #shared1, #smem, mutable>", ("k_132",), ()),
    ('%m_ij_136 = "tt.reduce"(%qk_135#0) <{axis = 1 : i32}> ({', ("qk_135#0",), ()),
    ("^bb0(%m_ij_165: f32 loc(callsite(#loc1 at #loc155)), %m_ij_166: f32 loc(callsite(#loc1 at #loc155))):", (), ()),
    ("tt.reduce.return %m_ij_167 : f32", ("m_ij_167",), ()),
    ("%q_49 = ttg.local_alloc %q : (tensor<128x128xf16, #blocked>) -> !ttg.memdesc<128x128xf16, #shared, #smem>",
     ("q",), ()),
    ("ttg.warp_specialize(%N, %c_ptr, %M, %K, %8, %44, %0, %46, %4, %45, %13, %21, %29, %37) attributes "
     "{requestedRegisters = array<i32: 232, 232>}",
     ("N", "c_ptr", "M", "K", "8", "44", "0", "46", "4", "45", "13", "21", "29", "37"), ()),
    # a tl.device_print kernel: '%' in the string, the operand after the op's ':'
    ('tt.print " x: %d: " {hex = false, isSigned = array<i32: 1>} : %x_7 : tensor<128xi32, #blocked>', ("x_7",), ()),
    ('tt.assert %0, "x positive" : tensor<128xi1, #blocked>', ("0",), ()),
    # a while loop: its before region's arguments start from the inits
    ("%i:2 = scf.while (%acc = %cst, %i_0 = %c0_i32) : (tensor<128xf32, #blocked>, i32) -> "
     "(tensor<128xf32, #blocked>, i32) {", ("cst", "c0_i32"), (("acc", "cst"), ("i_0", "c0_i32"))),
    ("scf.condition(%2) %acc, %i_0 : tensor<128xf32, #blocked>, i32", ("2", "acc", "i_0"), ()),
    ("tt.store %1, %i#0 : tensor<128x!tt.ptr<f32>, #blocked>", ("1", "i#0"), ()),
    ("} loc(#loc79)", (), ()),
]


@pytest.mark.parametrize(("line", "expected", "carried"), LINES)
def test_operands_of_real_lines(line: str, expected: tuple[str, ...], carried: tuple[tuple[str, str], ...]) -> None:
    assert operands(line) == expected
    assert iter_args(line) == carried
    for op in scan(line):  # the same through Op, for the lines scan takes as ops
        assert (op.operands, op.iter_args) == (expected, carried)


def _ops(compiled, kernel: str, target: str, config: int = 0) -> list[Op]:  # type: ignore[no-untyped-def]
    return scan(compiled(kernel, target, config).stage("ttgir").text())


def _model(compiled, kernel: str, target: str) -> IRModule:  # type: ignore[no-untyped-def]
    return mlir_model.parse(compiled(kernel, target).stage("ttgir").text())


# e.g.   %a_39 = ttg.local_alloc …    %acc_80:9 = scf.for %acc_89 = … iter_args(%acc_90 = %cst, …)    ^bb0(%x: f32 …
_DEFINED = re.compile(r"%([\w$.-]+)(?::\d+)?(?:\s*=(?!=)|:)")


@pytest.mark.parametrize(("kernel", "target"), [("matmul", "cuda:90"), ("matmul", "cuda:80"),
                                                ("matmul", "hip:gfx942"), ("gelu", "cuda:90")])
def test_every_operand_is_defined_before_its_use(compiled, kernel: str, target: str) -> None:
    """Over whole real modules: each operand names a value defined on an earlier line (a result, a region or
    a block argument), no op uses its own result, and an ``scf.for`` uses its bounds, step and inits."""
    text = compiled(kernel, target).stage("ttgir").text()
    lines = text.splitlines()
    defined: set[str] = set()
    seen = 0
    ops = {op.line: op for op in scan(text)}
    for i, line in enumerate(lines, 1):
        op = ops.get(i)
        if op is not None:
            for name in op.operands:
                assert name.split("#")[0] in defined, (i, name, op.text)
            assert not set(op.results) & set(op.operands), op.text
            if op.name == "scf.for":
                inits = tuple(init for _, init in op.iter_args)
                assert len(op.operands) == 3 + len(inits) and op.operands[3:] == inits, op.text
            seen += len(op.operands)
        defined.update(_DEFINED.findall(ttgir.strip_loc(line)))
    assert seen > 20


def test_matmul_sm90_ring_views_map_to_their_allocations(compiled) -> None:
    """The 3-stage rings of the sm_90 matmul: every ``ttg.memdesc_index`` view maps to the allocation it
    indexes, the copies write and the wgmma reads the A and B rings (in that operand order)."""
    model = _model(compiled, "matmul", "cuda:90")
    ops = model.printed_ops
    allocs = [op for op in ops if op.name == "ttg.local_alloc"]
    rings = [a.results[0] for a in allocs if a.text.count("memdesc<3x") == 1]
    assert len(rings) == 2
    views = [op for op in ops if op.name == "ttg.memdesc_index"]
    assert views and all(alloc_of(model, v.results[0]) == v.operands[0] for v in views)
    assert {v.operands[0] for v in views} == set(rings)
    copies = [op for op in ops if op.name == "ttg.async_copy_global_to_local"]
    assert copies and {alloc_of(model, c.operands[1]) for c in copies} == set(rings)  # %ptrs, %view mask %m other
    (dot,) = [op for op in ops if op.name == "ttng.warp_group_dot"]
    a, b = (alloc_of(model, name) for name in dot.operands[:2])
    assert (a, b) == (rings[0], rings[1]) and alloc_of(model, dot.operands[2]) is None  # the accumulator: a tensor


def test_matmul_sm80_views_carried_by_the_loop_map_to_their_allocations(compiled) -> None:
    """On sm_80 the K loop carries the next buffers' views in ``iter_args``: the region arguments map to the
    rings the views index."""
    model = _model(compiled, "matmul", "cuda:80")
    ops = model.printed_ops
    (loop,) = [op for op in ops if op.name == "scf.for"]
    carried = [(arg, init) for arg, init in loop.iter_args if alloc_of(model, init)]
    assert len(carried) == 2
    # a view of a ring, not the ring itself
    assert all(alloc_of(model, arg) == alloc_of(model, init) != init for arg, init in carried)
    # mma.sync reads K-slices (memdesc_subslice, not followed by default) of those views
    slices = [op for op in ops if op.name == "ttg.memdesc_subslice"]
    assert {arg for arg, _ in carried} <= {s.operands[0] for s in slices}
    assert all(alloc_of(model, s.operands[0]) and alloc_of(model, s.results[0]) is None for s in slices)


def test_flash_attention_transposed_k_maps_to_the_k_ring(compiled) -> None:
    """The sm_90 attention reads K through ``ttg.memdesc_trans`` of a ring buffer: the wgmma's B operand maps
    to the ring the K copies fill; Q is a one-buffer allocation initialised from registers."""
    model = _model(compiled, "flash_attention_fwd", "cuda:90")
    ops = model.printed_ops
    trans = [op for op in ops if op.name == "ttg.memdesc_trans"]
    assert trans
    for t in trans:
        (src,) = t.operands
        assert alloc_of(model, t.results[0]) == alloc_of(model, src) is not None
        (dot,) = [op for op in ops if op.name == "ttng.warp_group_dot" and t.results[0] in op.operands[:2]]
        q, k = dot.operands[:2]
        assert alloc_of(model, q) == q and alloc_of(model, k) == alloc_of(model, src)
    # without the view op kind the transposed tiles are tied to no allocation
    assert not any(alloc_of(model, t.results[0], MEMDESC_VIEWS - {"ttg.memdesc_trans"}) for t in trans)


def test_view_ops_are_the_memdesc_views_of_the_installed_triton() -> None:
    """:data:`MEMDESC_VIEWS` is every ``TritonGPU`` op with ``MemDescViewTrait`` in the installed Triton's
    ``TritonGPUOps.td`` except ``memdesc_subslice`` (not followed yet), plus ``memdesc_subview`` (older name)."""
    import triton

    td = Path(triton.__file__).parent / "include/triton/Dialect/TritonGPU/IR/TritonGPUOps.td"
    if not td.is_file():
        pytest.skip(f"no {td} in this Triton")
    # e.g. def TTG_MemDescTransOp : TTG_Op<"memdesc_trans", [Pure,
    #                                                  MemDescViewTrait,
    heads = re.findall(r'^def \w+ : TTG_Op<"(\w+)",\s*\[([^\]]*)', td.read_text(), re.MULTILINE)
    views = {f"ttg.{name}" for name, traits in heads if "MemDescViewTrait" in traits}
    assert "ttg.memdesc_index" in views and "ttg.memdesc_trans" in views
    assert views - {"ttg.memdesc_subslice"} == MEMDESC_VIEWS - {"ttg.memdesc_subview"}


def test_pipelining_follows_ring_indexing_only(compiled) -> None:
    """Flash attention on sm_100: the second loop reuses a region argument name of the first loop, whose
    value there was a transposed K tile; following ``memdesc_trans`` in :func:`pipelining.loops` (one flat
    map) gave the second loop the first loop's K ring and -1 stages. Config 0 asks num_stages=3: each loop has its
    own K and V ring of 3 buffers, 2 iterations ahead of its dots."""
    loops = pipelining.loops(_model(compiled, "flash_attention_fwd", "cuda:100"))
    assert len(loops) == 2 and all(r.stages == 3 == r.buffers and len(r.allocations) == 2 for r in loops), loops
    assert not set(loops[0].allocations) & set(loops[1].allocations)


# --------------------------------------------------------------------------------------
# Robustness
# --------------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_operand_parser_never_raises_on_cut_or_mutated_lines(data) -> None:  # type: ignore[no-untyped-def]
    line = data.draw(st.sampled_from([line for line, _, _ in LINES]))
    start = data.draw(st.integers(0, len(line)))
    end = data.draw(st.integers(start, len(line)))
    junk = data.draw(st.text(alphabet='%#:=(){}<>[]",^ xa0_\\', max_size=12))
    cut = line[:start] + junk + line[end:]
    used = operands(cut)
    carried = iter_args(cut)
    assert all(isinstance(name, str) and name and "%" + name in cut for name in used)
    assert all("%" + arg in cut and "%" + init in cut for arg, init in carried)
    for op in scan(cut):
        assert op.operands == operands(op.text) and op.iter_args == iter_args(op.text)
    model = mlir_model.parse(cut + "\n" + line)
    for key in model.values:
        alloc_of(model, key)
