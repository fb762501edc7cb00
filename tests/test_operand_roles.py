"""Operands read by role, never by position on the line (helper AG; ``docs/operand_audit.md``).

Six trials found claims about an op's operands read from its printed line by position: the first two tensor types of
a ``tt.dot_scaled`` line were A and A's scale; the last memdesc of a ``ttng.tc_gen5_mma`` line is its mbarrier, not
A. :func:`ir_explorer.ir.operand_roles.roles` names each operand by its ODS role from the printed form; these tests
hold it, and the analyses and rules converted to it, against real compiles whose lines have the optional operands."""

from __future__ import annotations

from typing import Any

import pytest

from ir_explorer.analyses.shared_memory.allocations import accesses, allocations
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import stored_statements
from ir_explorer.ir import mlir_model
from ir_explorer.ir.mlir_model import IRModule
from ir_explorer.ir.operand_roles import role, roles
from ir_explorer.ir.ttgir import Op


def _module(compiled: Any, store: Store, kernel: str, target: str) -> IRModule:
    comp = compiled(kernel, target)
    assert comp.ok, comp.failure
    return mlir_model.parse(stored_statements(comp, store).stages["ttgir"])


def _ops(module: IRModule, name: str) -> list[mlir_model.IROp]:
    ops = [op for op in module.printed_ops if op.name == name]
    assert ops, f"no {name} in the TTGIR"
    return ops


def test_load_with_mask_and_other(compiled: Any, store: Store) -> None:
    """gelu's ``tt.load %x, %mask, %cst`` (cuda:90): ptr, mask and other by role; the mask is an ``i1`` tensor and
    ``other`` a constant of the pointee type, as the model's definitions say; its store's value and mask too."""
    module = _module(compiled, store, "gelu", "cuda:90")
    load = _ops(module, "tt.load")[0]
    got = roles(load)
    assert set(got) == {"ptr", "mask", "other"}
    ptr, mask, other = (module.type_of(str(got[r])) for r in ("ptr", "mask", "other"))
    assert ptr is not None and ptr.element.startswith("!tt.ptr<f16")
    assert mask is not None and mask.element == "i1" and mask.shape == ptr.shape
    assert other is not None and other.element == "f16"
    assert module.defining_op(str(got["other"])).name == "arith.constant"  # type: ignore[union-attr]
    store_op = _ops(module, "tt.store")[0]
    s = roles(store_op)
    assert set(s) == {"ptr", "value", "mask"} and s["mask"] == got["mask"]
    value = module.type_of(str(s["value"]))
    assert value is not None and value.element == "f16"


def test_tcgen05_mma_with_a_barrier(compiled: Any, store: Store) -> None:
    """matmul on cuda:100: ``ttng.tc_gen5_mma %a, %b, %acc, %useD, %pred, %bar[%true]``. A and B are the shared
    memdescs 128x64xf16 and 64x128xf16, D the TMEM accumulator, the barrier an ``i64`` memdesc; the last memdesc
    type on the line is the barrier's, which the shared-memory accesses must not take for A."""
    module = _module(compiled, store, "matmul", "cuda:100")
    mma = _ops(module, "ttng.tc_gen5_mma")
    for op in mma:
        got = roles(op)
        a, b, d = (module.type_of(str(got[r])) for r in ("a", "b", "d"))
        assert a is not None and (a.shape, a.element) == ((128, 64), "f16")
        assert b is not None and (b.shape, b.element) == ((64, 128), "f16")
        assert d is not None and d.shape == (128, 128) and d.element == "f32"
        assert len(got["barriers"]) == 1 and got["barrier_preds"] == ("true",)
        bar = module.type_of(got["barriers"][0])
        assert bar is not None and bar.element == "i64"
        assert op.source.rstrip().endswith(">") and "xi64" in op.source.rsplit("!ttg.memdesc<", 1)[-1]
    reads = [a for a in accesses(module, allocations(module)) if a.op == "ttng.tc_gen5_mma"]
    assert reads and {(a.memdesc.shape, a.memdesc.element) for a in reads} == {((128, 64), "f16"), ((64, 128), "f16")}


def test_warp_group_dot_a_b_c(compiled: Any, store: Store) -> None:
    """matmul on cuda:90: ``ttng.warp_group_dot %a, %b, %acc``: A and B memdescs of shared memory, C the
    accumulator tensor; ``useC`` absent on this line, so not named."""
    module = _module(compiled, store, "matmul", "cuda:90")
    op = _ops(module, "ttng.warp_group_dot")[0]
    got = roles(op)
    assert set(got) == {"a", "b", "c"}
    a, b, c = (module.type_of(str(got[r])) for r in ("a", "b", "c"))
    assert a is not None and a.kind == "memdesc" and a.shape == (128, 64)
    assert b is not None and b.kind == "memdesc" and b.shape == (64, 128)
    assert c is not None and c.kind == "tensor" and c.shape == (128, 128) and c.element == "f32"


def test_async_copy_with_mask_and_other(compiled: Any, store: Store) -> None:
    """``ttg.async_copy_global_to_local %ptrs, %buf mask %m other %cst`` (matmul, cuda:90): the keywords mark
    mask and other; the destination is a shared memdesc, the source a pointer tensor."""
    module = _module(compiled, store, "matmul", "cuda:90")
    op = _ops(module, "ttg.async_copy_global_to_local")[0]
    got = roles(op)
    assert set(got) == {"src", "result", "mask", "other"}
    src, dst, mask = (module.type_of(str(got[r])) for r in ("src", "result", "mask"))
    assert src is not None and src.element.startswith("!tt.ptr<f16")
    assert dst is not None and dst.kind == "memdesc"
    assert mask is not None and mask.element == "i1"


@pytest.mark.parametrize(("line", "want"), [
    # tt.dot_scaled with only B scaled: A's group has no scale, B's has one (TritonOps.td DotScaledOp)
    ("%d = tt.dot_scaled %a, %b scale %bs, %c lhs = bf16 rhs = e2m1 {fastMath = false} : tensor<128x64xbf16> * "
     "tensor<32x128xi8>, tensor<128x2xi8> -> tensor<128x128xf32>", {"a": "a", "b": "b", "b_scale": "bs", "c": "c"}),
    ("%d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : …",
     {"a": "a", "a_scale": "as", "b": "b", "b_scale": "bs", "c": "c"}),
    # tc_gen5_mma with its accumulator token and two barriers: MLIR holds barriers, then their predicates
    ("%t = ttng.tc_gen5_mma %a, %b, %d[%tok], %true, %p, %bar0[%q0], %bar1[%q1] {is_async} : …",
     {"a": "a", "b": "b", "d": "d", "acc_dep": "tok", "useD": "true", "pred": "p", "barriers": ("bar0", "bar1"),
      "barrier_preds": ("q0", "q1")}),
    ("ttng.tc_gen5_mma_scaled %a, %b, %d[%tok], %as, %bs, %u, %p lhs = e4m3 rhs = e4m3, %bar[%true] : …",
     {"a": "a", "b": "b", "d": "d", "acc_dep": "tok", "a_scale": "as", "b_scale": "bs", "useD": "u", "pred": "p",
      "barriers": ("bar",), "barrier_preds": ("true",)}),
    ("%d = ttng.warp_group_dot %a, %b, %c, %use {inputPrecision = 0 : i32} : …", {"a": "a", "b": "b", "c": "c",
                                                                                "useC": "use"}),
    ("%r = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<…>, tensor<…>, tensor<…>) -> tensor<…>",
     {"ptr": "p", "val": "v", "mask": "m"}),
    ("%r = tt.atomic_cas acq_rel, gpu, %p, %c, %v : (…) -> …", {"ptr": "p", "cmp": "c", "val": "v"}),
    ("%r = tt.descriptor_load %d[%i, %j] : !tt.tensordesc<…> -> tensor<…>", {"desc": "d", "indices": ("i", "j")}),
    ("%r = tt.load %p : tensor<…>", {"ptr": "p"}),
])
def test_printed_forms(line: str, want: dict[str, object]) -> None:
    """The optional-operand forms each ``.td`` format allows (lines shaped as Triton 3.9 prints them)."""
    name = (line.split(" = ", 1)[1] if line.startswith("%") else line).split()[0]
    op = Op(1, name, (), line, ())
    assert roles(op) == want


def test_unknown_or_cut_lines_name_nothing() -> None:
    """An op this module does not know, or a cut line, has no roles (nothing is then stated about it)."""
    assert roles(Op(1, "arith.addi", (), "%x = arith.addi %a, %b : i32", ())) == {}
    assert roles(Op(1, "tt.dot_scaled", (), "%d = tt.dot_scaled %a scale", ())) == {}
    assert roles(Op(1, "ttng.tc_gen5_mma", (), "ttng.tc_gen5_mma %a, %b", ())) == {}
    assert role(Op(1, "tt.load", (), "%r = tt.load %p, %m : tensor<…>", ()), "other") is None


def _lie(f: Any, key: str, value: object) -> Any:
    from dataclasses import replace

    assert f.claim(key) is not None, key
    return replace(f, claims=tuple(replace(c, value=value) if c.key == key else c for c in f.claims))


def test_mma_finding_names_a_and_b_of_a_tcgen05_mma_with_a_barrier(compiled: Any, store: Store) -> None:
    """matmul on cuda:100: the mma finding of ``ttng.tc_gen5_mma %a, %b, %acc, %useD, %pred, %bar[%true]`` states
    A 128x64xf16 and B 64x128xf16 (its ``a``/``b`` roles typed by their definitions), not D (the TMEM accumulator)
    nor the barrier (``xi64``, the line's last memdesc); rule mma-operand holds them and catches A's shape swapped
    for B's or for the barrier's."""
    from ir_explorer.engines.consistency import check

    comp = compiled("matmul", "cuda:100")
    got = stored_statements(comp, store)
    dots = [f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir"
            and f.claim("op") is not None and f.claim("op").value == "ttng.tc_gen5_mma"]  # type: ignore[union-attr]
    assert dots
    lines = got.stages["ttgir"].splitlines()
    for f in dots:
        line = lines[f.lines[0] - 1]
        assert "xi64" in line.rsplit("!ttg.memdesc<", 1)[-1]  # the hard form: a barrier typed last on the line
        assert (f.claim("a/shape").value, f.claim("a/type").value) == ((128, 64), "f16")  # type: ignore[union-attr]
        assert (f.claim("b/shape").value, f.claim("b/type").value) == ((64, 128), "f16")  # type: ignore[union-attr]
        assert check(comp, [f], {}, got.stages).violations == []
        for lie in ((64, 128), (1,), (128, 128)):  # B's, the barrier's, D's shape
            rules = [r for r, _ in check(comp, [_lie(f, "a/shape", lie)], {}, got.stages).violations]
            assert "mma-operand" in rules, lie


def test_scaled_dot_operands_in_mlir_order_equal_mlirs_parse(tmp_path: Any, user_spec: Any) -> None:
    """aiter's MXFP4 GEMM (hip:gfx950) prints ``tt.dot_scaled %a scale %as, %b scale %bs, %c``; MLIR holds
    ``a, b, c, a_scale, b_scale`` (TritonOps.td DotScaledOp ``ins``). The model's ``operand_keys`` keep MLIR's order
    (it held the printed order, so ``operand_keys[1]`` was A's scale), and ``amdg.buffer_load_to_local``'s
    destination (printed last, ``into %dest``) first: the whole TTGIR equals Triton's own parse
    (``ir.parse_mlir_module``, tests/model_oracle.py), and the roles name the same values."""
    from conftest import ROOT
    from model_oracle import differences, mlir_parse
    from trial_commands import trial_request

    from ir_explorer.capture.compiles import compile_all

    own = Store(tmp_path / "store")
    z6 = ROOT / "tests/data/trial2_kernels/z6_commands.sh"
    (comp,) = compile_all([trial_request(z6, "z6_aiter_gemm_afp4wfp4", user_spec)], own)
    assert comp.ok, comp.failure
    path = tmp_path / "aiter.ttgir"
    path.write_text(comp.stages["ttgir"].text())
    module = mlir_model.parse(path.read_text())
    (theirs,) = mlir_parse([path])
    diffs, _, _ = differences(module, theirs)
    assert diffs == []
    dots = _ops(module, "tt.dot_scaled")
    for op in dots:
        got = roles(op)
        assert set(got) == {"a", "a_scale", "b", "b_scale", "c"}
        assert op.operand_keys == tuple(got[r] for r in ("a", "b", "c", "a_scale", "b_scale"))
        a, a_scale = module.type_of(str(got["a"])), module.type_of(str(got["a_scale"]))
        assert a is not None and a_scale is not None and (a.shape, a_scale.shape) == ((256, 128), (256, 8))


def test_axisinfo_reads_the_access_pointer_and_mask_by_role(compiled: Any, store: Store) -> None:
    """gelu (cuda:90) loads ``tt.load %x, %mask, %cst`` and stores ``tt.store %ptr, %val, %mask``: the vector width
    model takes the pointer and the mask by role (``access_pointer``, ``role(op, "mask")``), so the mask it bounds
    the width with is the ``i1`` tensor, never ``other`` (the load's third operand) nor the stored value (the store's
    second); a load printed without a mask has none."""
    from ir_explorer.analyses import axisinfo
    from ir_explorer.analyses.axisinfo.access import access_pointer

    comp = compiled("gelu", "cuda:90")
    text = stored_statements(comp, store).stages["ttgir"]
    mod = axisinfo.analyze_module(text)
    module = mlir_model.parse(text)
    for name in ("tt.load", "tt.store"):
        (op,) = [o for o in mod.ops if o.name == name]
        got = roles(op)
        assert access_pointer(op) == got["ptr"]
        vw = axisinfo.access_vector(op, mod)
        assert vw is not None and vw.mask == mod.of(str(got["mask"]))
        mask = module.type_of(str(got["mask"]))
        assert mask is not None and mask.element == "i1"
        assert vw.elements == 8 and "mask constancy" in vw.limits  # 8 x f16 = 128 bits, the mask allows it
    (load,) = [o for o in mod.ops if o.name == "tt.load"]
    bare = Op(load.line, "tt.load", load.results, load.text.split(",", 1)[0] + " : " + load.text.split(" : ", 1)[1], ())
    assert role(bare, "mask") is None and axisinfo.access_vector(bare, mod) is not None
    assert axisinfo.access_vector(bare, mod).mask is None  # type: ignore[union-attr]
