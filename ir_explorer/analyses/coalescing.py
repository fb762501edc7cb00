"""Coalescing: how wide each global load and store is, in bits per thread per access, and why.

Two views of the same accesses:

* the machine code counts what the hardware will do: PTX ``ld.global.v4.b32`` (128 bits),
  ``cp.async.cg.shared.global … 0x10`` (16 bytes), TMA ``cp.async.bulk.tensor``; SASS ``LDG.E.128``,
  ``LDGSTS.E.BYPASS.128``, ``UTMALDG``; AMDGCN ``global_load_dwordx4``/``buffer_load_dwordx4``
  (read in :mod:`ir_explorer.analyses.machine_widths`);
* the TTGIR says why: each ``tt.load``/``tt.store``/``ttg.async_copy_global_to_local``/
  ``amdg.buffer_load`` has a ``#blocked`` layout whose ``sizePerThread`` along ``order[0]`` (capped
  by a ``contiguity`` attribute) times the element width is the vector Triton asked for
  (``lib/Dialect/TritonGPU/Transforms/Coalesce.cpp`` sets it from the axis analysis of
  ``tt.divisibility``/``tt.contiguity``). When that vector is narrower than the tile allows, the
  def-use chain of the pointer and of the mask names the likely cause: a pointer or stride
  argument without ``tt.divisibility = 16``, a stride along the contiguous dimension that was not
  specialized to 1, a constant non-unit inner stride, or a mask that compares against a value
  not known to be a multiple of 16.

When the stages carry source lines (:attr:`AnalysisInput.source_lines`), the TTGIR accesses are
joined to the PTX/AMDGCN accesses of the same Python line, and the width the machine code really
got wins over the layout's estimate.

This module holds the TTGIR's view (each access's layout, width estimate and the causes of a narrow one; the sector
model's uncoalesced accesses; the atomics) and :func:`analyze`, which composes it with the machine code's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from ir_explorer.analyses import axisinfo, local_memory, redundant_fetch, scalar_loads
from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref
from ir_explorer.analyses.machine_widths import (
    Access,
    cmpswap_reads,
    descriptor_copies,
    machine_accesses,
    machine_join,
    machine_stage,
    runtime_findings,
    runtime_instructions,
    width_counts,
    widths_finding,
)
from ir_explorer.ir.layouts import (
    BlockedLayout,
    Layout,
    NVMMASharedLayout,
    PaddedSharedLayout,
    SliceLayout,
    SwizzledSharedLayout,
    TensorType,
    element_bits,
    find_types,
    parse_type,
)
from ir_explorer.ir.mlir_model import IRModule, IROp
from ir_explorer.ir.sourcemap import own_columns
from ir_explorer.ir.ttgir import Op, module_attributes, scan

#: The widest access one thread issues: 128 bits (``ld.global.v4.b32``, ``LDG.E.128``, ``dwordx4``).
MAX_BITS = 128


# ----------------------------------------------------------------------------- TTGIR

# e.g. tt.func public @k(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("a_ptr"(#loc)), %M: i32 loc("M"(#loc))) {
_FUNC = re.compile(r"^\s*tt\.func\b[^@]*@[\w$.]+\((?P<args>.*)\)\s*(?:attributes|\{)", re.MULTILINE)
_FUNC_ARG = re.compile(r"(?P<name>%[\w$.-]+)\s*:\s*(?P<type>!tt\.ptr<[^>]*>|[\w]+)\s*(?P<attrs>\{[^}]*\})?")
_DIVISIBILITY = re.compile(r"tt\.divisibility\s*=\s*(\d+)")
_CONSTANT = re.compile(r"dense<(-?\d+)>|^\s*(-?\d+)\s*:")
_CONTIGUITY = re.compile(r"\bcontiguity\s*=\s*(\d+)")

#: TTGIR ops that access global memory per thread, and their direction.
GLOBAL_ACCESS_OPS = {
    "tt.load": "load", "tt.store": "store", "ttg.async_copy_global_to_local": "load",
    "amdg.buffer_load": "load", "amdgpu.buffer_load": "load", "amdg.buffer_store": "store",
    "amdgpu.buffer_store": "store", "amdg.buffer_load_to_local": "load", "amdgpu.buffer_load_to_local": "load",
}  # fmt: skip
#: Ops a value passes through unchanged for the purpose of naming an argument (shape-only or casts).
_VIEW_OPS = {"tt.splat", "tt.broadcast", "tt.expand_dims", "arith.extsi", "arith.extui", "arith.trunci",
             "arith.index_cast", "ttg.convert_layout", "tt.reshape"}


def _body(op: Op) -> str:
    """An op's text after its name (names are model keys), without the ``loc(...)`` tail."""
    return op.text.split(op.name, 1)[-1].lstrip('"')


def _result_type(op: Op, aliases: Mapping[str, Layout]) -> TensorType | None:
    """The last ``tensor<…>`` on the line: the result, or for ``tt.load``/``tt.store`` the pointers."""
    found = [t for _, t in find_types(op.text) if t.startswith("tensor")]
    return parse_type(found[-1], aliases) if found else None


@dataclass
class _Module:
    """What the width causes read of a TTGIR module: its scoped model (def-use) and its function's arguments."""

    model: IRModule
    args: dict[str, tuple[str, int | None]]
    """Function arguments: name → (type, tt.divisibility or None)."""
    arg_text: dict[str, str]
    """Function arguments: name → their declaration as the ``tt.func`` line prints it, up to the start of their
    attributes or location (``%stride: i32 loc(``: no ``tt.divisibility``; ``%x_ptr: !tt.ptr<f32> {``)."""
    func_line: int
    """The ``tt.func`` line (1-based; 0 when there is none)."""
    threads: int | None

    def shape_of(self, op: Op) -> tuple[int, ...] | None:
        t = _result_type(op, self.model.aliases)
        return t.shape if t is not None else None


def _module(model: IRModule) -> _Module:
    text = model.text
    ints = module_attributes(text)
    warps, tpw = ints.get("ttg.num-warps"), ints.get("ttg.threads-per-warp")
    threads = warps * tpw if warps and tpw else None
    args: dict[str, tuple[str, int | None]] = {}
    arg_text: dict[str, str] = {}
    func = _FUNC.search(text)
    if func:
        declared = func.group("args")
        for m in _FUNC_ARG.finditer(declared):
            div = _DIVISIBILITY.search(m.group("attrs") or "")
            args[m.group("name")[1:]] = (m.group("type"), int(div.group(1)) if div else None)
            end = m.end("type")
            arg_text[m.group("name")[1:]] = declared[m.start():end] + (
                " loc(" if declared.startswith(" loc(", end) else declared[end:end + 2].rstrip())
    func_line = text.count("\n", 0, func.start("args")) + 1 if func else 0
    return _Module(model, args, arg_text, func_line, threads)


def _inputs(mod: _Module, key: str) -> tuple[IROp | None, tuple[str, ...]]:
    """The op defining ``key`` and the values it computes ``key`` from: its operands, or for a loop's carried
    value (a region argument or a result) its initial value alone (``None`` as op then)."""
    key = key.split("#")[0] if key not in mod.model.values else key
    v = mod.model.values.get(key)
    op = mod.model.defining_op(key)
    if v is None or op is None:
        return None, ()
    if op.name in ("scf.for", "scf.while"):
        init = mod.model.carried_init(op, v)
        return None, (init,) if init else ()
    return op, tuple(k for k in op.operand_keys if k is not None)


# e.g. amdg.buffer_load_to_local %a_ptr[%offs] … : !tt.ptr<f8E4M3FN>[tensor<128x128xi32, #linear1>]  -> <128x128x…
# e.g. %x = amdg.buffer_load %x_ptr[%offs] : !tt.ptr<f32> -> tensor<128xf32, #blocked>
_BUFFER_BASE = re.compile(r":\s*!tt\.ptr<(\w+)(?:,\s*\d+)?>")


def _pointee(element: str) -> str:
    """``!tt.ptr<f16>`` → ``f16``; other element types unchanged."""
    return element[len("!tt.ptr<"):].split(">")[0].split(",")[0].strip() if element.startswith("!tt.ptr<") else element


def _root(mod: _Module, name: str) -> tuple[str, str, int]:
    """Follow view ops back from ``name``: ``("arg", name, 0)``, ``("const", value, line)`` (the
    ``arith.constant``'s TTGIR line) or ``("value", name, 0)``."""
    seen: set[str] = set()
    while name not in seen:
        seen.add(name)
        if name in mod.args:
            return ("arg", name, 0)
        op = mod.model.defining_op(name)
        if op is None:
            break
        if op.name == "arith.constant":
            c = _CONSTANT.search(_body(op))
            return ("const", (c.group(1) or c.group(2)) if c else "?", op.line)
        if op.name in _VIEW_OPS and op.operand_keys and op.operand_keys[0]:
            name = op.operand_keys[0]
            continue
        break
    return ("value", name, 0)


def _reach(mod: _Module, start: Iterable[str], through_loads: bool = True) -> list[IROp]:
    """The ops a value is computed from (its backward slice, through loops' carried values to their initial
    values), stopping at ops carrying user hints (``tt.divisibility``/``tt.contiguity`` from
    ``tl.multiple_of``/``tl.max_contiguous``), and with ``through_loads`` false at the ops that read memory
    (:data:`_DATA_OPS`): a loaded value is data, which the load's pointer and mask do not make vary (trial 8d F1:
    a store masked by bits of loaded words was said to compare against the bound of the words' own load)."""
    todo = list(start)
    seen: set[str] = set()
    out: list[IROp] = []
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        op, inputs = _inputs(mod, name)
        if op is None:
            todo.extend(inputs)
            continue
        if op in out:
            continue
        out.append(op)
        if "tt.divisibility" in op.text or "tt.contiguity" in op.text:
            continue
        if not through_loads and op.name in _DATA_OPS:
            continue
        todo.extend(inputs)
    return out


def _along_inner(shape: Sequence[int] | None, order0: int) -> bool:
    """True when a value of ``shape`` varies only along dimension ``order0`` (e.g. ``1x64`` for order [1, 0])."""
    if shape is None:
        return False
    if len(shape) == 1:
        return True
    return order0 < len(shape) and shape[order0] > 1 and all(d == 1 for i, d in enumerate(shape) if i != order0)


def _access_rank(mod: _Module, ptr_operands: Sequence[str]) -> int | None:
    """The rank of an access: that of its first operand of a shaped type (a ``tt.load``'s pointers, an AMD buffer
    op's offsets after its scalar base)."""
    for key in ptr_operands:
        t = mod.model.type_of(key) if key else None
        if t is not None and t.shape:
            return len(t.shape)
    return None


def _row_dim(mod: _Module, op: IROp) -> int | None:
    """The dimension of a rank-2 access along which the 1-D value of ``op`` varies once expanded (trial 7a F1:
    ``in_sh * ho``, a ``tensor<128xi32, #ttg.slice<{dim = 1, …}>>`` expanded at axis 1, is a column: it varies along
    dimension 0, whatever the access's order). A ``#ttg.slice<{dim = D, parent}>`` layout of a rank-2 parent gives
    ``1 - D`` (``tt.expand_dims`` inserts dimension D); else the first ``tt.expand_dims`` (axis A: ``1 - A``) or slice
    layout met following the value's users through 1-D ops (``ttg.convert_layout``, arithmetic). ``None`` when there
    is neither (a 1-D access's own offsets)."""
    todo: list[IROp] = [op]
    seen: set[int] = set()
    while todo and len(seen) < 64:
        cur = todo.pop(0)
        if cur.index in seen:
            continue
        seen.add(cur.index)
        if cur is not op and cur.name == "tt.expand_dims":
            m = _EXPAND_AXIS.search(cur.text)
            return 1 - int(m.group(1)) if m is not None and int(m.group(1)) in (0, 1) else None
        t = _result_type(cur, mod.model.aliases)
        if t is None or len(t.shape) != 1:
            continue
        lay = t.layout
        if isinstance(lay, SliceLayout) and not isinstance(lay.parent, SliceLayout) and lay.dim in (0, 1):
            return 1 - lay.dim
        for key in cur.result_keys:
            todo.extend(mod.model.users(key))
    return None


def _inner(mod: _Module, op: IROp, order0: int, rank: int | None) -> bool:
    """Whether ``op``'s value varies only along dimension ``order0`` of the access (of ``rank``): a 1-D value of a
    rank-2 access by the dimension it is expanded into (:func:`_row_dim`), else by its shape (:func:`_along_inner`)."""
    shape = mod.shape_of(op)
    if shape is not None and len(shape) == 1 and rank == 2:
        dim = _row_dim(mod, op)
        if dim is not None:
            return dim == order0
    return _along_inner(shape, order0)


def _inner_stride_cause(value: str, arg_type: str, order0: int, other: Sequence[tuple[str, int]]) -> str:
    """The cause naming a runtime stride ``value`` (of type ``arg_type``) along ``order0``: "the contiguous
    dimension", or, where the other dimension's offsets are multiplied by a runtime argument too (``other``:
    :func:`_other_strides`), "the layout's fastest dimension": which dimension is contiguous in memory is then not
    known from the IR, and the fix may be the other dimension's stride (trial 8d M2: ``stride_bk``, not
    ``stride_bn``)."""
    where = "along the contiguous dimension"
    if other:
        where = (f"along dim {order0}, the layout's fastest dimension (order[0] = {order0}; the offsets along dim "
                 f"{1 - order0} are multiplied by the runtime argument '{other[0][0]}' too, so which dimension is "
                 "contiguous in memory is not known from the IR),")
    # the argument's type as declared: Triton's binder keeps a parameter annotated tl.int64 an argument even when
    # it is 1 (triton/runtime/jit.py; trial 8d F2: vLLM's stride_ak = 1)
    return (f"stride argument '{value}' multiplies the offsets {where} and is an {arg_type} argument, not the "
            "constant 1 (Triton makes an integer argument equal to 1 the constant 1 only where its parameter has no "
            "type annotation: tl.int64 keeps it an argument)")


def _other_strides(mod: _Module, ptr_slice: Iterable[IROp], order0: int, rank: int | None) -> list[tuple[str, int]]:
    """``(argument, arith.muli line)`` of each runtime argument multiplying the offsets along the other dimension of a
    2-D access (not ``order0``): with both strides runtime values, ``order[0]`` is the layout's choice, not a dimension
    known to be contiguous in memory (trial 8d M2)."""
    if rank != 2:
        return []
    return [(value, op.line) for op in ptr_slice if op.name == "arith.muli" and len(op.operand_keys) == 2
            and _inner(mod, op, 1 - order0, rank) for operand in op.operand_keys if operand is not None
            for kind, value, _ in [_root(mod, operand)] if kind == "arg"]


def _stride_value(s: object) -> object:
    """An AxisInfo stride (:meth:`axisinfo.ModuleAxisInfo.stride`) as :func:`_checked_strides` compares it: a whole
    number as an ``int``, anything else (a fraction, ``"runtime"``, ``None``) unchanged."""
    if isinstance(s, Fraction) and s.denominator == 1:
        return int(s)
    return s


# e.g. %v_65 = ttg.async_copy_global_to_local %v_ptrs_52, %v_63 mask %m : tensor<64x64x!tt.ptr<f32>, #blocked> ->
#      <64x64xf32, #shared1, #smem, mutable>
_DEST = re.compile(r"->\s*(?:!ttg\.memdesc)?<(?P<shape>[\dx]+)x\w+,\s*(?P<alias>#[\w.$-]+)")


def shared_contiguous_dim(layout: object, rank: int) -> int | None:
    """The dimension a shared layout keeps contiguous: ``order[0]`` of a swizzled or ordered padded layout; dim 0
    of an ``nvmma_shared`` with ``transposed = true``, else its last (:class:`~ir_explorer.ir.layouts.
    NVMMASharedLayout`); ``None`` for any other layout (a padded one by offset bases)."""
    if isinstance(layout, NVMMASharedLayout):
        return 0 if layout.transposed else rank - 1
    order = getattr(layout, "order", None)
    if isinstance(layout, (SwizzledSharedLayout, PaddedSharedLayout)) and order:
        return int(order[0])
    return None


def _held_strides(causes: list[str], ax: axisinfo.AccessExplanation, data: dict[str, object], op: IROp,
                  ptr: Sequence[str], axis: axisinfo.ModuleAxisInfo, order0: int) -> list[str]:
    """``causes`` without a "non-unit inner stride C" that AxisInfo's stride does not confirm
    (:func:`_checked_strides`): the access's own explanation's strides (kept in ``data["axisinfo"]``), or for an AMD
    ``buffer_*`` op, which AxisInfo explains no scalar base plus offsets for, its offsets' stride (trial 11c F1: gptq's
    ``1376 * grp + col // 8``, ``grp`` gathered, was "consecutive elements are 1376 apart"; they are 0 or 1 apart)."""
    if ax.data:
        data["axisinfo"] = ax.data
        # the explanation's strides are text ("96", "runtime"): a whole number is compared as one (a constant
        # inner stride AxisInfo confirms was dropped as unconfirmed: patterns.py's column tile on gfx942)
        said = ax.data.get("strides")
        return _checked_strides(causes, [int(s) if isinstance(s, str) and s.isdigit() else s for s in said]
                                if isinstance(said, list) else said, order0)
    if "buffer_" in op.name and len(ptr) > 1 and ptr[1]:
        return _checked_strides(causes, [_stride_value(v) for v in axis.stride(ptr[1])], order0)
    return causes


def _destination_cause(op: IROp, model: IRModule, tensor: TensorType, order0: int,
                       said: axisinfo.Said) -> list[str]:
    """Why a copy into shared memory (``ttg.async_copy_global_to_local``) is narrower than its source layout allows:
    its destination's shared layout keeps another dimension contiguous than the copy's contiguous one
    (``order0``), so the elements a thread holds together land apart in shared memory and each is its own copy
    (trial 11c F2: V of a tf32 wgmma, ``nvmma_shared … transposed = true``, copied 4 bytes at a time, was said to
    have "no cause visible in the IR"). The template part, its claims (``cause/dest_alias``,
    ``cause/dest_contiguous_dim``, rule ``coal-dest-order``) added to ``said``; ``[]`` when the dimensions agree or
    the layout is not known."""
    if op.name != "ttg.async_copy_global_to_local" or len(tensor.shape) < 2:
        return []
    m = _DEST.search(_body(op))
    layout = model.aliases.get(m.group("alias")) if m else None
    dim = shared_contiguous_dim(layout, len(tensor.shape)) if layout is not None and m else None
    if dim is None or dim == order0 or m is None or layout is None:
        return []
    alias = said("cause/dest_alias", m.group("alias"), "layout", "coal-dest-order")
    at = said("cause/dest_contiguous_dim", dim, "count", "coal-dest-order")
    return [f"the destination's shared layout {alias} ({axisinfo.literal(layout.describe())}) keeps dimension {at} "
            f"contiguous, not the copy's contiguous dimension {{contiguous/dim}}: the elements a thread holds "
            "together land apart in shared memory, so each is copied alone"]


def _destination_vec_cause(op: IROp, model: IRModule, tensor: TensorType, order0: int, bits: int | None,
                           bits_per_elem: int | None, said: axisinfo.Said) -> list[str]:
    """Why a copy into shared memory is narrower than a thread's elements allow when its destination keeps the
    copy's contiguous dimension: a ``swizzled_shared`` destination that swizzles (``maxPhase`` > 1) and whose vector
    (``vec`` elements × the element's bits) is the width the copy moves. Triton's coalesce-async-copy pass
    (``CoalesceAsyncCopy.cpp``) clips a copy's contiguity to the run of elements its destination keeps consecutive
    (``invertAndCompose(...).getNumConsecutiveInOut()``): one vector of a swizzled row (trial 12b F4: an int8 V tile
    copied 64 bits at a time into ``swizzled_shared<{vec = 8 …}>`` was said to have "no cause visible in the IR"),
    the whole row of an unswizzled one (trial 13a F1: GPTQ's zeros, copied 32 bits at a time into ``vec = 1,
    maxPhase = 1`` because of their ``offs // per_word`` offsets, were said to be cut to one vector, while the
    packed weights of the same kernel go into the same layout 128 bits at a time). The template part and its claims
    (``cause/dest_vec_alias``, ``cause/dest_vec``, rule ``coal-dest-vec``); ``[]`` for any other op, layout or
    width."""
    if op.name != "ttg.async_copy_global_to_local" or not bits or not bits_per_elem:
        return []
    m = _DEST.search(_body(op))
    layout = model.aliases.get(m.group("alias")) if m else None
    if m is None or not isinstance(layout, SwizzledSharedLayout) or layout.max_phase <= 1 \
            or layout.vec * bits_per_elem != bits or shared_contiguous_dim(layout, len(tensor.shape)) != order0:
        return []
    alias = said("cause/dest_vec_alias", m.group("alias"), "layout", "coal-dest-vec")
    vec = said("cause/dest_vec", layout.vec, "elements", "coal-dest-vec")
    return [f"the destination's shared layout {alias} ({axisinfo.literal(layout.describe())}) is swizzled in vectors "
            f"of {vec} elements ({{measured_bits}} bits): Triton's coalesce-async-copy pass lets one copy move at "
            "most one vector"]


def _checked_strides(causes: list[str], strides: object, dim: int) -> list[str]:
    """``causes`` without a "non-unit inner stride C" that AxisInfo's stride along ``dim`` does not confirm: a
    constant multiplying one term of a sum is no stride between consecutive elements (Inductor's
    ``5504 * x_upper + x_lower // 2`` was said to be "5504 apart"; its elements repeat in pairs; issue 15 item 5)."""
    known = strides[dim] if isinstance(strides, list) and dim < len(strides) else None
    return [c for c in causes if not c.startswith("non-unit inner stride ")
            or (isinstance(known, int) and c.startswith(f"non-unit inner stride {known}:"))]


def _args_in(mod: _Module, ops: Iterable[IROp]) -> list[str]:
    names: list[str] = []
    for op in ops:
        for o in op.operand_keys:
            if o in mod.args and o not in names:
                names.append(o)
    return names


def narrow_causes(mod: _Module, ptr_operands: Sequence[str], mask_operands: Sequence[str], order0: int,
                  elem_bytes: int | None = None) -> tuple[list[str], bool, list[Fact]]:
    """Why an access may not vectorize, from the backward slices of its pointer and mask (see module doc).

    Returns the causes; whether one of them is a runtime or non-unit stride along the contiguous dimension, which
    limits the access to one element per thread whatever its layout says; and the TTGIR facts each cause rests on
    (the ``arith.muli``/``arith.cmpi`` line, the constant's line, the argument's declaration on the ``tt.func``
    line: ``%stride: i32 loc(``, which has no ``tt.divisibility``).
    """
    causes: list[str] = []
    facts: list[Fact] = []

    def cause(text: str, *backing: tuple[int, str]) -> None:
        if text not in causes:
            causes.append(text)
        facts.extend(Fact("ttgir", line, said, text) for line, said in backing if line)

    def declared(name: str) -> tuple[int, str]:
        return (mod.func_line, mod.arg_text.get(name, name))

    inner_stride = False
    rank = _access_rank(mod, ptr_operands)
    # a loaded value's divisibility is data's (1) whatever its own address: the walk stops at the load (trial 10d
    # F4: matmul_ogs's grid_n, in the address of the expert word, was named an offset of the scale pointer)
    ptr_slice = _reach(mod, ptr_operands, through_loads=False)
    strides: set[str] = set()
    other = _other_strides(mod, ptr_slice, order0, rank)
    for op in ptr_slice:
        if op.name != "arith.muli" or len(op.operand_keys) != 2:
            continue
        inner = _inner(mod, op, order0, rank)
        for operand in op.operand_keys:
            if operand is None:
                continue
            kind, value, at = _root(mod, operand)
            if kind == "arg":
                strides.add(value)
                if inner:
                    inner_stride = True
                    backing = [(op.line, "arith.muli"), declared(value)] + [(o[1], "arith.muli") for o in other[:1]]
                    cause(_inner_stride_cause(value, mod.args[value][0], order0, other), *backing)
                elif mod.args[value][1] is None and not _divisor_product(ptr_slice, op):
                    cause(_factor_cause(value, scalar=not mod.shape_of(op)), (op.line, "arith.muli"),
                          declared(value))
            elif kind == "const" and inner and value not in ("1", "0", "?"):
                inner_stride = True
                cause(f"non-unit inner stride {value}: consecutive elements are {value} apart",
                      (op.line, "arith.muli"), (at, f"{value}"))
    for name, text in _unaligned_args(mod, ptr_operands, ptr_slice, strides):
        cause(text, declared(name))
    for text, at_line in _constant_causes(mod, ptr_operands, elem_bytes or 0):
        cause(text, at_line)
    for load in _gathered(mod, ptr_slice, order0):
        cause(f"the offsets come from loaded values ({load.name} at TTGIR line {load.line}): a gather, whose "
              "contiguity AxisInfo takes as 1", (load.line, load.name))
    mask_slice = _reach(mod, mask_operands, through_loads=False) if mask_operands else []
    for load in _gathered(mod, mask_slice, order0):
        cause(f"the mask is computed from loaded values ({load.name} at TTGIR line {load.line}): data, which may "
              "differ from one element to the next", (load.line, load.name))
    for name, line in _mask_bounds(mod, mask_operands, order0, rank):
        cause(f"the mask compares against '{name}', which has no tt.divisibility = 16, so it may change within "
              "a vector", (line, "arith.cmpi"), declared(name))
    for name, line, quo in _mask_quotients(mod, mask_operands, order0, rank):
        cause(f"the mask compares against '{name}', a quotient of runtime values ({quo.name} at TTGIR line "
              f"{quo.line}), whose divisibility AxisInfo takes as 1, so it may change within a vector",
              (line, "arith.cmpi"), (quo.line, quo.name))
    return causes, inner_stride, list(dict.fromkeys(facts))


#: Ops through which a constant added to an offset stays a term of the address (:func:`_constant_offsets`).
_ADDITIVE = {"tt.addptr", "arith.addi"}
_ADDITIVE_VIEWS = {"tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "arith.extsi", "arith.extui"}


#: Integer divisions: a quotient's AxisInfo does not depend on a non-constant divisor's divisibility.
_DIVISIONS = {"arith.divsi", "arith.divui"}
#: Integer remainders: their divisor (operand 1) is no term of the offset, nor is a product used only so.
_REMAINDERS = {"arith.remsi", "arith.remui"}


#: Ops that only broadcast, reshape or move a value: a divisor seen through them (``tt.splat %FAN_OUT``) is still one.
_DIVISOR_VIEWS = {"tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout"}


def _divisor_only(ptr_slice: Sequence[IROp], key: str, depth: int = 0) -> bool:
    """Whether every use of value ``key`` in ``ptr_slice`` is as the divisor (operand 1) of an integer division,
    directly or through :data:`_DIVISOR_VIEWS` whose results are in turn only divisors: AxisInfo gives such a
    quotient divisibility 1 and contiguity 1 whatever the divisor's divisibility (trial 13a M1: GPTQ's ``32 // bits``;
    trial 14a M1: scattermoe's ``e_m_idx // FAN_OUT``, a division of a tensor by ``tt.splat %FAN_OUT``)."""
    uses = [(op, i) for op in ptr_slice for i, k in enumerate(op.operand_keys) if k == key]
    if not uses or depth > 8:
        return False
    return all((op.name in _DIVISIONS and i == 1) or
               (op.name in _DIVISOR_VIEWS and bool(op.result_keys) and op.result_keys[0] is not None
                and _divisor_only(ptr_slice, op.result_keys[0], depth + 1)) for op, i in uses)


def _divisor_product(ptr_slice: Sequence[IROp], op: IROp, depth: int = 0) -> bool:
    """Whether the ``arith.muli`` ``op``'s product reaches the pointer only as a divisor: operand 1 of an integer
    division or remainder, directly, through :data:`_DIVISOR_VIEWS`, or through a further product used only so. Its
    factors then multiply no term of the offset (trial 15e F2: engram's ``%b = arith.muli %T, %G``, used only in
    ``arith.divsi %pid, %b`` and ``arith.remsi %pid, %b``, was said to multiply a scalar offset of the base)."""
    key = op.result_keys[0] if op.result_keys else None
    uses = [(u, i) for u in ptr_slice for i, k in enumerate(u.operand_keys) if key is not None and k == key]
    if not uses or depth > 8:
        return False
    return all((u.name in _DIVISIONS | _REMAINDERS and i == 1) or
               (u.name in _DIVISOR_VIEWS | {"arith.muli"} and _divisor_product(ptr_slice, u, depth + 1))
               for u, i in uses)


#: The causes that say the base or the rows are not known 16-byte aligned (:func:`_factor_cause`,
#: :func:`_unaligned_args`): no cause where AxisInfo proves the alignment the vector needs (:func:`_held_alignment`).
_ALIGNMENT_CAUSE = re.compile(r"^(argument '[^']+' multiplies (a scalar offset of the base pointer|the row offsets) "
                              r"and has no tt\.divisibility = 16|(pointer|offset) '[^']+' has no "
                              r"tt\.divisibility = 16)")


def _held_alignment(causes: list[str], width: axisinfo.VectorWidth | None) -> list[str]:
    """``causes`` without those saying the base (the rows, a pointer or an offset argument) is not known 16-byte
    aligned when the access's AxisInfo alignment (``limits["alignment"]``, elements: the pointer's divisibility over
    the element size, ``AxisInfoAnalysis::getPtrAlignment`` in lib/Analysis/AxisInfo.cpp) reaches the 128-bit cap:
    the alignment the vector needs is then proven (trial 15e F2: "argument 'G' … the base is not known to be 16-byte
    aligned" beside "alignment 8" of an f16 load)."""
    if width is None or width.limits.get("alignment", 0) < width.limits.get("128-bit", 1 << 30):
        return causes
    return [c for c in causes if not _ALIGNMENT_CAUSE.match(c)]


def _unaligned_args(mod: _Module, ptr_operands: Sequence[str], ptr_slice: Sequence[IROp], strides: set[str]
                    ) -> list[tuple[str, str]]:
    """``(argument, cause)`` for the access's pointer and each argument of its pointer's slice that has no
    ``tt.divisibility`` and is not a stride already named: the pointer is then not known 16-byte aligned. An
    argument the slice uses only as the divisor of an integer division is left out: AxisInfo gives a quotient by a
    value that is no constant divisibility 1 and contiguity 1 whatever the divisor's divisibility, also through a
    ``tt.splat`` (:func:`_divisor_only`; trial 13a M1: GPTQ's ``bits``, only in ``per_word = 32 // bits``, was said
    to be an "offset" without ``tt.divisibility``; trial 14a M1: scattermoe's ``FAN_OUT``)."""
    out = []
    for name in (ptr_operands[0],) + tuple(_args_in(mod, ptr_slice)):
        if name not in mod.args or name in strides or mod.args[name][1] is not None:
            continue
        if _divisor_only(ptr_slice, name):
            continue
        out.append((name, f"pointer '{name}' has no tt.divisibility = 16 (not known to be 16-byte aligned)"
                    if mod.args[name][0].startswith("!tt.ptr") else f"offset '{name}' has no tt.divisibility = 16"))
    return out


def _factor_cause(value: str, scalar: bool) -> str:
    """The cause naming an argument without ``tt.divisibility`` that multiplies offsets across the contiguous
    dimension: "the row offsets" (named as a factor of them, not "stride": FlagGems' cross entropy multiplies the row
    index by N and by K, the row stride is N*K; trial 8b M1), or, for a scalar product, which is added to every
    element, the base (trial 10c M1: 'stride_kh' multiplies the head index of an int4 KV cache's base offset)."""
    if scalar:
        return (f"argument '{value}' multiplies a scalar offset of the base pointer and has no tt.divisibility = 16, "
                "so the base is not known to be 16-byte aligned")
    return (f"argument '{value}' multiplies the row offsets and has no tt.divisibility = 16, so rows are not known "
            "to start 16-byte aligned")


def _constant_causes(mod: _Module, start: Sequence[str], elem_bytes: int) -> list[tuple[str, tuple[int, str]]]:
    """Each cause of :func:`_constant_offsets` (none without an element size), with the line it rests on."""
    return [(f"the offsets add the constant {c} ({add.name} at TTGIR line {add.line}): {c * elem_bytes} bytes, not a "
             "multiple of 16, so the accesses are not known to start 16-byte aligned", (add.line, add.name))
            for add, c in (_constant_offsets(mod, start, elem_bytes) if elem_bytes else [])]


def _constant_offsets(mod: _Module, start: Sequence[str], elem_bytes: int) -> list[tuple[IROp, int]]:
    """``(op, c)``: each constant ``c`` an ``arith.addi``/``tt.addptr`` adds to an access's pointer or offsets on a
    purely additive path (back from ``start`` through those ops, shape views and loops' initial values, not through
    a product, which would scale it), whose size ``c × elem_bytes`` is not a multiple of 16 bytes: every address is
    then that far from where it would be, so no 16-byte alignment is known (trial 10c F4: an int4 KV cache's packed
    words start one i32 past each row, ``arith.addi …, %c1_i32``, and the finding said "no cause visible"). Ops
    carrying a ``tt.divisibility`` hint end the walk (the hint overrides what is under it)."""
    out: list[tuple[IROp, int]] = []
    todo = [k for k in start if k]
    seen: set[str] = set()
    while todo and len(seen) < 512:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        op, inputs = _inputs(mod, key)
        if op is None:
            todo.extend(inputs)
        elif op.name in _ADDITIVE_VIEWS:
            todo.extend(inputs[:1])
        elif op.name in _ADDITIVE and "tt.divisibility" not in op.text:
            for k in inputs:
                kind, value, _ = _root(mod, k)
                c = int(value) if kind == "const" and value.lstrip("-").isdigit() else None
                if c is None:
                    todo.append(k)
                elif c and (c * elem_bytes) % 16 and (op, c) not in out:
                    out.append((op, c))
    return out


_LOADS = {"tt.load", "amdg.buffer_load"}
# e.g. "… and is an i64 argument, not the constant 1 …" (a stride cause of :func:`narrow_causes`)
# e.g. … (order[0] = 1; the offsets along dim 0 are multiplied by the runtime argument 'stride_bk' too, so …)
# e.g. "the offsets add the constant 1 (arith.addi at TTGIR line 153): 4 bytes, …" (a cause of :func:`narrow_causes`)
# e.g. non-unit inner stride 1376: consecutive elements are 1376 apart
_STRIDE_SAID = re.compile(r"^non-unit inner stride (\d+): consecutive elements are \d+ apart")
_CONST_SAID = re.compile(r"^the offsets add the constant (-?\d+) \(([\w.]+) at TTGIR line (\d+)\)")
_OTHER_SAID = re.compile(r"are multiplied by the runtime argument '([^']+)' too\b")
_ARG_TYPE_SAID = re.compile(r"and is an (\w+) argument, not the constant 1")
#: Ops whose result is data read from memory (global or shared), not computed from their operands.
_DATA_OPS = _LOADS | {"ttg.local_load", "tt.descriptor_load", "tt.descriptor_gather", "tt.gather", "tt.atomic_rmw",
                      "tt.atomic_cas", "amdg.buffer_atomic_rmw", "amdg.buffer_atomic_cas"}
# e.g. %x = tt.expand_dims %idx {axis = 0 : i32} : tensor<256xi64, …> -> tensor<1x256xi64, #blocked>
_EXPAND_AXIS = re.compile(r"axis\s*=\s*(\d+)")


def _gathered(mod: _Module, ptr_slice: Sequence[IROp], order0: int) -> list[IROp]:
    """The tensor loads in an access's pointer slice whose values vary along the contiguous dimension (trial 4 F3:
    FlagGems' ``index_select`` adds ``tl.load(index + cols)[None, :]`` to the offsets, a gather): a loaded tensor not
    expanded into another dimension before the access (``indices[:, None]`` with order [1, 0] is constant along
    the contiguous dimension). Scalar loads (a jagged ``begin``) are not gathers."""
    out = []
    for op in ptr_slice:
        if op.name not in _LOADS or not mod.shape_of(op):
            continue
        across = False
        for e in ptr_slice:
            if e.name != "tt.expand_dims" or op not in _reach(mod, [k for k in e.operand_keys if k is not None]):
                continue
            m = _EXPAND_AXIS.search(e.text)
            across = across or (m is not None and int(m.group(1)) == order0)
        if not across:
            out.append(op)
    return out


#: Integer divisions whose result AxisInfo gives divisibility 1 when the divisor is no constant power of 2
#: (:func:`~ir_explorer.analyses.axisinfo.lattice._div_div`, after Triton's ``DivOpAxisInfoVisitor``).
_QUOTIENTS = {"arith.divsi", "arith.divui", "arith.remsi", "arith.remui", "arith.floordivsi", "arith.ceildivsi"}


def _bound_roots(mod: _Module, op: IROp) -> list[tuple[str, IROp | None]]:
    """The values an ``arith.cmpi`` compares, each followed back through view ops (:func:`_root`): ``(name, the op
    defining it, or None for an argument or a constant)``."""
    out = []
    for o in op.operand_keys:
        if o is None:
            continue
        kind, name, _ = _root(mod, o)
        out.append((name, mod.model.defining_op(name) if kind == "value" else None))
    return out


def _mask_quotients(mod: _Module, mask_operands: Sequence[str], order0: int, rank: int | None = None
                    ) -> list[tuple[str, int, IROp]]:
    """The values a mask compares against along the contiguous dimension that are an integer division of runtime
    values (trial 4 F2: ``offs < hidden_size // channels_per_group``): ``(the value's name, the arith.cmpi's TTGIR
    line, the division op)``."""
    out = []
    for op in _reach(mod, mask_operands, through_loads=False) if mask_operands else ():
        if op.name != "arith.cmpi" or not _inner(mod, op, order0, rank):
            continue
        for name, d in _bound_roots(mod, op):
            if d is not None and d.name in _QUOTIENTS and _root(mod, d.operand_keys[-1] or "")[0] != "const":
                out.append((name.split("#")[0], op.line, d))
    return out


def _mask_bounds(mod: _Module, mask_operands: Sequence[str], order0: int, rank: int | None = None
                 ) -> list[tuple[str, int]]:
    """The integer arguments without ``tt.divisibility`` that a mask compares against along the contiguous
    dimension: ``(argument, the arith.cmpi's TTGIR line)``; an argument reached only through an integer division
    (:func:`_mask_quotients`) is not one: the quotient's divisibility does not follow from it, nor one reached only
    through a load (the cmpi of a load's own mask, or a loaded bound's address: :func:`_reach` ``through_loads``).
    An argument that is the initial value of a loop-carried operand counts (trial 14a M2: the carried ``k`` of
    ``range(K, 0, -BLOCK_K)`` starts at ``K``)."""
    out = []
    for op in _reach(mod, mask_operands, through_loads=False) if mask_operands else ():
        if op.name != "arith.cmpi" or not _inner(mod, op, order0, rank):
            continue
        operands = [o for o in op.operand_keys if o is not None]
        if any(d is not None and d.name in _QUOTIENTS for _, d in _bound_roots(mod, op)):
            operands = [n for n, d in _bound_roots(mod, op) if d is None or d.name not in _QUOTIENTS]
        slice_ = _reach(mod, operands, through_loads=False)
        # a loop-carried bound's initial argument (``for k in range(K, 0, -BLOCK_K)``: Triton carries ``k`` from
        # ``%K``; trial 14a M2) is no op's operand in the slice, only an ``iter_args`` initial value
        keys = [k for o in slice_ for k in o.operand_keys if k is not None] + list(operands)
        carried = [init for k in keys if (d := _inputs(mod, k))[0] is None and d[1] and (init := d[1][0]) in mod.args]
        dim = 0 if len(mod.shape_of(op) or ()) == 1 else order0
        for name in dict.fromkeys(_args_in(mod, slice_) + [o for o in operands if o in mod.args] + carried):
            if mod.args[name][1] is None and not mod.args[name][0].startswith("!tt.ptr") \
                    and _bound_matters(mod, op.line, dim, name):
                out.append((name, op.line))
    return out


@lru_cache(maxsize=32)
def _assumed(text: str, names: tuple[str, ...]) -> axisinfo.ModuleAxisInfo:
    """AxisInfo of ``text`` with the integer arguments ``names`` declared divisible by 16
    (:func:`~ir_explorer.analyses.axisinfo.assume_divisible`), kept across the accesses of one module."""
    return axisinfo.analyze_module(axisinfo.assume_divisible(text, names))


def _bound_matters(mod: _Module, cmp_line: int, dim: int, name: str) -> bool:
    """Whether argument ``name``'s missing ``tt.divisibility`` lowers the constancy (elements) along ``dim`` of the
    ``arith.cmpi`` on TTGIR ``cmp_line``: with every integer argument without a hint assumed divisible by 16 the
    compare's AxisInfo constancy (Triton's ``CmpOpAxisInfoVisitor``) is higher than with every one but ``name``
    assumed so. An argument that reaches the compare only through a value constant along ``dim`` or one whose
    divisibility AxisInfo takes as 1 whatever its inputs (trial 15e F3: ``N`` reached the fp8 store's ``offs_m <
    M`` compare only through ``pid // cdiv(N, 64)`` times 64) does not. When no assumption raises the compare's
    constancy (a value AxisInfo does not follow, e.g. through ``scf.while``) it cannot tell, and says True."""
    unhinted = tuple(n for n, (ty, div) in mod.args.items() if div is None and not ty.startswith("!tt.ptr"))
    text = mod.model.text
    base = axisinfo.constancy_at(axisinfo.analyze_module(mod.model), cmp_line, dim)
    every = axisinfo.constancy_at(_assumed(text, unhinted), cmp_line, dim)
    if base is None or every is None or every <= base:
        return True
    but = axisinfo.constancy_at(_assumed(text, tuple(n for n in unhinted if n != name)), cmp_line, dim)
    return but is None or but < every


def _roles(op: IROp) -> tuple[list[str], list[str]]:
    """(pointer operands, mask operands) of a global access op (model keys)."""
    ops = [o or "" for o in op.operand_keys]
    if op.name == "tt.load":
        return ops[:1], ops[1:2]
    if op.name == "tt.store":
        return ops[:1], ops[2:3]
    if op.name == "ttg.async_copy_global_to_local":  # %src, %dst_view (mask %m)? (other %o)?
        return ops[:1], ops[2:3] if " mask %" in op.text else []
    if op.name.endswith("buffer_store"):
        return ops[1:3], ops[3:4]
    return ops[:2], ops[2:3]



def analyze(inp: AnalysisInput) -> Analysis:
    """Coalescing findings for one compiled kernel (see the module docstring).

    Findings: one ``info`` per machine stage with its load/store/async/TMA widths; one per TTGIR
    global access, ``warn`` when it is narrower than its tile allows, naming the causes found.
    Metrics: ``global_loads``, ``min_load_bits``, ``min_store_bits`` from PTX, else AMDGCN, else SASS; PTX loads of
    a constant table (:func:`local_memory.table_loads`) are left out of them and of the join to TTGIR accesses, and
    counted apart in the PTX finding's ``constant_table``. SASS still counts them (``LDG.E.CONSTANT``). AMDGCN
    accesses of AMD's inlined device runtime (``tl.device_print``'s ``__ockl_printf_*``, :func:`runtime_instructions`)
    are left out the same way and named in one ``info`` of their own (the widths finding's ``runtime``: their count).
    AMDGCN ``s_load`` through a pointer argument are counted apart (``scalar_loads``), not in these metrics.
    A global load whose pointer repeats addresses gets a finding of its own (:func:`redundant_fetch.findings`).
    """
    findings: list[Finding] = []
    metrics: dict[str, object] = {}
    per_stage: dict[str, list[Access]] = {}
    for stage in ("ptx", "sass", "amdgcn"):
        if stage not in inp.stages:
            continue
        accesses = machine_accesses(stage, inp.stages[stage])
        if stage == "amdgcn":  # trial 9a M1: scalar data loads (s_load through a pointer argument) counted apart
            accesses = sorted(accesses + scalar_accesses(inp.stages[stage]), key=lambda a: a.line)
        if stage == "ptx":  # constant-table loads (libdevice's __cudart_i2opi_f) are no data loads (triton#1756)
            table = {t.line for t in local_memory.table_loads(inp.stages[stage])}
            accesses = [replace(a, kind="table") if a.line in table else a for a in accesses]
        runtime = runtime_instructions(stage, inp.stages[stage])
        # the printf runtime's own atomics (its hostcall buffer) are neither the kernel's nor loads/stores
        accesses = [a for a in accesses if not (a.kind == "atomic" and a.line in runtime)]
        if runtime:  # AMD's inlined printf runtime (tl.device_print) is no access of the kernel's
            findings.extend(runtime_findings(stage, [a for a in accesses if a.line in runtime], runtime,
                                             inp.stages[stage]))
            accesses = [replace(a, kind="runtime") if a.line in runtime else a for a in accesses]
        if stage == "sass":  # ptxas's copies of a device-built tensor descriptor are no atomics of the kernel's
            copies = descriptor_copies(accesses, inp.stages.get("ptx"))
            accesses = [replace(a, kind="descriptor") if a.line in copies else a for a in accesses]
        if stage == "amdgcn":  # trial 12c M4: the old-value read of an atomic's cmpswap loop is no load of the kernel's
            reads = cmpswap_reads(stage, inp.stages[stage])
            accesses = [replace(a, kind="cmpswap_read") if a.line in reads and a.kind == "load" else a
                        for a in accesses]
        per_stage[stage] = [a for a in accesses if a.kind not in ("table", "runtime", "descriptor", "scalar",
                                                                  "scalar_untraced", "cmpswap_read")]
        findings.append(widths_finding(stage, accesses))
        loads, stores = width_counts(accesses, ("load", "async")), width_counts(accesses, ("store",))
        if stage == machine_stage(inp):
            metrics["global_loads"] = loads
            if loads:
                metrics["min_load_bits"] = min(loads)
            if stores:
                metrics["min_store_bits"] = min(stores)
    if "ttgir" in inp.stages:
        findings.extend(_ttgir_findings(inp, per_stage))
        findings.extend(atomic_findings(inp, per_stage))
        findings.extend(buffer_atomic_findings(inp, per_stage))
        findings.extend(redundant_fetch.findings(inp))  # trial 9d M3: a tile holding each word several times
        uncoalesced = sum(1 for f in findings if f.severity == "warn" and "sectors" in f.data)
        if uncoalesced:  # only where there are some: diff's summary names a change, snapshots keep their keys
            metrics["uncoalesced_accesses"] = uncoalesced
    return Analysis(findings, metrics)


def scalar_accesses(amdgcn: str) -> list[Access]:
    """The AMDGCN ``s_load`` of the kernel that are no kernel-argument loads (:func:`scalar_loads.scalar_loads`), as
    accesses of kind ``scalar`` (data through a pointer argument) or ``scalar_untraced`` (a base not traced)."""
    return [Access("amdgcn", s.line, "scalar" if s.kind == "data" else "scalar_untraced", s.bits, s.instruction)
            for s in scalar_loads.scalar_loads(amdgcn) if s.kind != "kernarg"]


def atomic_findings(inp: AnalysisInput, per_stage: Mapping[str, list[Access]]) -> list[Finding]:
    """One ``info`` per ``tt.atomic_rmw``/``tt.atomic_cas`` of the TTGIR: the vector AxisInfo allows it
    (:func:`axisinfo.access_vector`, the bounds Triton's load/store lowering uses) and its pointer's and mask's
    AxisInfo. Triton vectorizes atomics only in some cases (``atom.global.v4.f32`` on sm_90), so this is what AxisInfo
    allows, not the width emitted; the width emitted is read from the machine stage's global atomics at the op's
    Python line (``atomics``, their count, and ``atomic_bits``, the narrowest, bits per thread; rule
    ``machine-atomics``; trial 5 M3). Its numbers are claims (:func:`atomic_claims`)."""
    mod = axisinfo.analyze_module(inp.model("ttgir"))
    machine = machine_stage(inp)
    by_python = machine_join(inp, per_stage)
    out: list[Finding] = []
    for op in mod.ops:
        if not op.name.startswith("tt.atomic_"):
            continue
        made = atomic_claims(mod, op)
        if made is None:
            continue
        template, claims, vw = made
        file, pyline = inp.python_location("ttgir", op.line)
        near = by_python.get((file, pyline), []) if file is not None and pyline is not None else []
        atoms = [a for a in near if a.kind == "atomic" and a.bits is not None]
        if atoms and machine:  # trial 5 M3: the machine code says whether it is vectorized; read it
            refs = tuple(Ref(a.stage, a.line, a.instruction) for a in atoms)
            bits = min(a.bits for a in atoms if a.bits is not None)
            claims += (Claim("atomics", len(atoms), "count", "machine-atomics", refs),
                       Claim("atomic_bits", bits, "bits", "machine-atomics", refs))
            template += (f"; the {machine.upper()} at its Python line has {{atomics}} global atomic instructions, "
                         "the narrowest {atomic_bits}-bit")
        else:
            template += "; whether the atomic is vectorized is not read from the machine code"
        out.append(Finding(kind="coalescing", severity="info", stage="ttgir", template=template, claims=claims,
                           lines=(op.line,), python_file=file, python_line=pyline,
                           data={"axisinfo": {"limited_by": vw.limited_by}}))
    return out


#: AMD buffer atomics (``amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %v, %ptr[%offs], %mask : !tt.ptr<f32> -> …``):
#: ``tt.atomic_rmw``/``tt.atomic_cas`` on a buffer, which have no tensor of pointers for AxisInfo.
BUFFER_ATOMIC_OPS = ("amdg.buffer_atomic_rmw", "amdg.buffer_atomic_cas", "amdgpu.buffer_atomic_rmw",
                     "amdgpu.buffer_atomic_cas")


def buffer_atomic_findings(inp: AnalysisInput, per_stage: Mapping[str, list[Access]]) -> list[Finding]:
    """One ``info`` per AMD buffer atomic of the TTGIR (:data:`BUFFER_ATOMIC_OPS`, trial M8: the only writes of a
    scatter kernel were in no finding): its type, and the machine code's global atomics at its Python line (their
    count, as instructions in the code, and narrowest width). Claims: ``op``, ``shape``, ``element`` (rule
    ``access-type``), ``atomics``, ``atomic_bits``, ``elements`` (rule ``machine-atomics``)."""
    if not any(name in inp.stages.get("ttgir", "") for name in BUFFER_ATOMIC_OPS):
        return []
    model = inp.model("ttgir")
    machine = machine_stage(inp)
    by_python = machine_join(inp, per_stage)
    out: list[Finding] = []
    for op in model.printed_ops:
        if op.name not in BUFFER_ATOMIC_OPS:
            continue
        tensor = _result_type(op, model.aliases)
        base = _BUFFER_BASE.search(_body(op))
        file, pyline = inp.python_location("ttgir", op.line)
        if tensor is None or base is None or machine is None:
            continue
        elem = base.group(1)
        said = axisinfo.Said((Ref("ttgir", op.line, op.name),), prefix="")
        desc = (f"{said('op', op.name, 'op', 'access-type')} of "
                f"tensor<{said('shape', tuple(tensor.shape), 'shape', 'access-type')}"
                f"x{said('element', elem, 'type', 'access-type')}>")
        near = by_python.get((file, pyline), []) if file is not None and pyline is not None else []
        atoms = [a for a in near if a.kind == "atomic" and a.bits is not None]
        if not atoms:
            continue
        bits = min(a.bits for a in atoms if a.bits is not None)
        refs = tuple(Ref(a.stage, a.line, a.instruction) for a in atoms)
        said.claims["atomics"] = Claim("atomics", len(atoms), "count", "machine-atomics", refs)
        width = said("atomic_bits", bits, "bits", "machine-atomics")
        per = ""
        ebits = max(8, element_bits(elem)) if element_bits(elem) else 0
        if ebits:
            per = f", {said('elements', max(1, bits // ebits), 'elements', 'machine-atomics')} × {{element}} each"
        out.append(Finding(kind="coalescing", severity="info", stage="ttgir", lines=(op.line,), python_file=file,
                           python_line=pyline, claims=tuple(said.claims.values()),
                           template=f"{desc}: {{atomics}} global atomic instructions at its Python line in "
                           f"{machine.upper()} ({width}-bit{per})"))
    return out


def atomic_claims(mod: axisinfo.ModuleAxisInfo, op: Op) -> tuple[str, tuple[Claim, ...], axisinfo.VectorWidth] | None:
    """The template and claims of an atomic's finding (:func:`atomic_findings`): ``op``, ``axisinfo/elements``,
    ``axisinfo/element_bits``, ``axisinfo/predicted_bits``, ``axisinfo/dim``, the pointer's AxisInfo per dimension
    (``axisinfo/pointer/…``) and along ``dim`` (``axisinfo/along/…``), the bounds (``axisinfo/limits/…``); ``None``
    for an atomic with no vector width (a scalar)."""
    vw = axisinfo.access_vector(op, mod)
    if vw is None:
        return None
    said = axisinfo.Said((Ref("ttgir", op.line, op.name),), prefix="")
    name = said("op", op.name, "op", "access-type")
    el, eb = said("axisinfo/elements", vw.elements, "elements", "axis-width"), \
        said("axisinfo/element_bits", vw.element_bits, "bits", "axis-width")
    bits = said("axisinfo/predicted_bits", vw.bits, "bits", "axis-width")
    dim = said("axisinfo/dim", vw.dim, "count", "axisinfo")
    for metric, unit in (("contiguity", "elements"), ("divisibility", "bytes"), ("constancy", "elements")):
        said(f"axisinfo/pointer/{metric}", getattr(vw.pointer, metric), unit, "axisinfo")
    along = ", ".join(
        f"{metric} {said(f'axisinfo/along/{metric}', getattr(vw.pointer, metric)[vw.dim], unit, 'axisinfo')}"
        for metric, unit in (("contiguity", "elements"), ("divisibility", "bytes"), ("constancy", "elements")))
    limits = {k: said(f"axisinfo/limits/{k}", v, "elements", "axisinfo") for k, v in vw.limits.items()}
    mask = f"; mask constancy {limits['mask constancy']}" if "mask constancy" in limits else ""
    who = "AxisInfo and the layout allow" if "sizePerThread" in vw.limited_by else "AxisInfo allows"  # trial M6
    template = (f"{name}: {who} {el} × {eb}-bit elements ({bits} bits) per thread per access (pointer "
                f"along dim {dim}: {along}{mask}; bound by {', '.join(vw.limited_by)})")
    return template, tuple(said.claims.values()), vw


_SCALAR_PTR = re.compile(r":\s*(!tt\.ptr<([\w]+)(?:,\s*\d+)?>)\s*$")


def _scalar_access(op: IROp, file: str | None, pyline: int | None) -> Finding:
    """The info finding of a global access with no ``tensor<…>`` type: a scalar load or store
    (``tt.load %p : !tt.ptr<f32>``), one element of the pointee type; its width in bits from the element type
    (:func:`element_bits`), the op's type the fact it rests on. An op whose type is not a pointer either is
    said to be that. Claims: ``op``, ``element`` and ``bits`` (rule ``access-type``)."""
    what = "load" if GLOBAL_ACCESS_OPS.get(op.name) == "load" else "store"
    m = _SCALAR_PTR.search(_body(op))
    bits = element_bits(m.group(2)) if m else 0
    said = axisinfo.Said((Ref("ttgir", op.line, op.name),), prefix="")
    name = said("op", op.name, "op", "access-type")
    if m is None or not bits:
        return Finding(kind="coalescing", severity="info", template=f"{name}: scalar {what} of a type with no known "
                       "width", claims=tuple(said.claims.values()), stage="ttgir", lines=(op.line,), python_file=file,
                       python_line=pyline)
    elem = m.group(2)
    text = f"one {elem} ({max(8, bits)} bits)"
    template = (f"one {said('element', elem, 'type', 'access-type')} "
                f"({said('bits', max(8, bits), 'bits', 'access-type')} bits)")
    return Finding(kind="coalescing", severity="info", template=f"{name}: scalar {what}, {template}",
                   claims=tuple(said.claims.values()), stage="ttgir", lines=(op.line,), python_file=file,
                   python_line=pyline, data={"shape": []}, facts=(Fact("ttgir", op.line, m.group(1), text),))


def alias_lines(text: str) -> dict[str, int]:
    """Each layout alias of a TTGIR text (``#blocked1``) → the 1-based line that defines it."""
    return {m.group(1): text.count("\n", 0, m.start()) + 1 for m in _ALIAS_DEF.finditer(text)}


# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
_ALIAS_DEF = re.compile(r"^(#[\w.$-]+) = #", re.MULTILINE)



def _ttgir_findings(inp: AnalysisInput, per_stage: Mapping[str, list[Access]]) -> list[Finding]:
    """One finding per TTGIR global access (see :func:`analyze`), its statements as typed claims: ``op``, ``shape``,
    ``element``, ``layout`` and ``alias`` (rule ``access-type``: the access line's type), ``size_per_thread``,
    ``order`` and ``contiguous/…`` (``blocked-layout``: the alias's own line), ``contiguity`` (``access-type``: the
    op's attribute), ``estimated_bits``, ``possible_bits`` and ``elements`` (``layout-width``: closed forms),
    ``measured_bits`` and ``machine_lines`` (``machine-lines``: the machine code of the same Python line), and
    AxisInfo's (``axisinfo/…``, :func:`axisinfo.explain_access`)."""
    model = inp.model("ttgir")
    mod = _module(model)
    axis = axisinfo.analyze_module(model)
    axis_ops = {o.line: o for o in axis.ops}
    defs = alias_lines(model.text)

    def location(line: int) -> tuple[str | None, int | None]:
        return inp.python_location("ttgir", line)
    machine = machine_stage(inp)
    by_python = machine_join(inp, per_stage)
    columns = _Columns(inp, machine)
    out: list[Finding] = []
    for op in model.printed_ops:
        direction = GLOBAL_ACCESS_OPS.get(op.name)
        if direction is None:
            continue
        tensor = _result_type(op, model.aliases)
        file, pyline = inp.python_location("ttgir", op.line)
        if tensor is None:
            out.append(_scalar_access(op, file, pyline))
            continue
        shape, elem = list(tensor.shape), _pointee(tensor.element)
        if (base := _BUFFER_BASE.search(_body(op))) is not None and "buffer_" in op.name:
            elem = base.group(1)  # an AMD buffer op's data: its base pointer's pointee, not its i32 offsets
        bits_per_elem = max(8, element_bits(elem)) if element_bits(elem) else None  # i1 is stored as bytes
        blocked = tensor.layout if isinstance(tensor.layout, BlockedLayout) else None
        layout = tensor.layout.describe() if tensor.layout is not None else "no layout"
        said = axisinfo.Said((Ref("ttgir", op.line, op.name),), prefix="")
        desc = (f"{said('op', op.name, 'op', 'access-type')} of "
                f"tensor<{said('shape', tuple(shape), 'shape', 'access-type')}"
                f"x{said('element', elem, 'type', 'access-type')}>")
        if tensor.layout is not None:
            said("layout", layout, "layout", "access-type")
        data: dict[str, object] = {}
        est: int | None = None
        possible: int | None = None
        order0 = blocked.order[0] if blocked is not None and blocked.order else 0
        ptr, mask = _roles(op)
        causes, inner_stride, facts = narrow_causes(mod, ptr, mask, order0,
                                                    bits_per_elem // 8 if bits_per_elem else None)
        why = ""
        if blocked is not None and bits_per_elem is not None and blocked.order:
            alias = re.search(r",\s*(#[\w.$-]+)", tensor.text)
            at_alias = (Ref("ttgir", defs[alias.group(1)], f"{alias.group(1)} = #"),) if alias and \
                alias.group(1) in defs else said.about
            spt, order = tuple(blocked.size_per_thread), tuple(blocked.order)
            said.claims["size_per_thread"] = Claim("size_per_thread", spt, "elements", "blocked-layout", at_alias)
            said.claims["order"] = Claim("order", order, "count", "blocked-layout", at_alias)
            vec = 1 if inner_stride else blocked.contiguous_elements()
            contig = _CONTIGUITY.search(_body(op))
            if contig:
                vec = min(vec, int(contig.group(1)))
            est = min(vec * bits_per_elem, MAX_BITS)
            named = said("alias", alias.group(1), "layout", "access-type") + " " if alias else ""
            why = (f"{named}sizePerThread[{said('contiguous/dim', order0, 'count', 'blocked-layout')}] = "
                   f"{said('contiguous/elements', blocked.contiguous_elements(), 'elements', 'blocked-layout')}"
                   + (f", contiguity = {said('contiguity', int(contig.group(1)), 'elements', 'access-type')}"
                      if contig else "")
                   + (", but a strided contiguous dimension" if inner_stride else ""))
            if mod.threads and order0 < len(shape):
                numel = 1
                for d in shape:
                    numel *= d
                per_thread = max(1, min(shape[order0], numel // mod.threads))
                possible = min(per_thread * bits_per_elem, MAX_BITS)
            said("estimated_bits", est, "bits", "layout-width")
            if possible is not None:
                said("possible_bits", possible, "bits", "layout-width")
            else:
                data["possible_bits"] = None
        measured = [a for a in (by_python.get((file, pyline), []) if file is not None and pyline is not None else [])
                    if a.bits is not None and (a.kind == "store") == (direction == "store")]
        measured, note = _attributed(inp, op.line, direction, measured, columns, said, data)
        bits = min(a.bits for a in measured if a.bits is not None) if measured else est
        width = ""
        if measured:
            width = said("measured_bits", bits, "bits", "machine-lines")
            said.claims["machine_lines"] = Claim("machine_lines", tuple(a.line for a in measured), "line",
                                                 "machine-lines",
                                                 tuple(Ref(a.stage, a.line, a.instruction) for a in measured))
        elif est is not None:
            width = "{estimated_bits}"
        if bits is None:
            out.append(Finding(kind="coalescing", severity="info", template=f"{desc} ("
                               f"{said('layout', layout, 'layout', 'access-type')}): width not derivable from its "
                               f"layout{note}", claims=tuple(said.claims.values()),
                               stage="ttgir", lines=(op.line,), python_file=file, python_line=pyline, data=data))
            continue
        elems = (f"{said('elements', bits // bits_per_elem, 'elements', 'layout-width')} × {{element}}"
                 if bits_per_elem else "{element}")
        source = f"{machine.upper()} at the same Python line" if measured and machine else why
        ax = axisinfo.explain_access(axis, axis_ops.get(op.line), location, bits if measured else None)
        if measured and ax.width is not None and ax.width.axis_bits < bits:
            # Triton never vectorizes past what its AxisInfo allows, so machine code wider than the model's bound
            # shows the model misreads this access (trial 10c F2: a 2-D tl.multiple_of hint, dense<[16, 1]>, said
            # to allow 16 bits of a copy Triton made 128-bit): none of the model's numbers is stated for it
            data["axisinfo_contradicted"] = {"model_bits": ax.width.axis_bits, "measured_bits": bits}
            ax = axisinfo.AccessExplanation({}, "", None, None)
        causes = _held_alignment(_held_strides(causes, ax, data, op, ptr, axis, order0), ax.width)
        warp = f"; {axisinfo.width_template(ax.width)}" if ax.width is not None else ""
        if ax.sectors is not None and not ax.sectors.uncoalesced:
            warp += (f"; model estimate with {axisinfo.base_template(ax.sectors)}: "
                     f"{axisinfo.sector_template(ax.sectors)}")
        claims = tuple(said.claims.values()) + ax.claims
        if possible is not None and bits < possible:
            data["causes"] = causes
            rendered, cause_claims = _cause_claims(causes, facts, order0)
            claims += cause_claims
            rendered += _destination_cause(op, model, tensor, order0, said)
            rendered += _destination_vec_cause(op, model, tensor, order0, bits if measured else None,
                                               bits_per_elem, said)
            claims = tuple(said.claims.values()) + ax.claims + cause_claims
            because = "; ".join(([ax.why_template] if ax.why else []) + rendered)
            if not because and not ax.data and "buffer_" in op.name:
                # an AMD buffer op whose base and offsets this model's AxisInfo could not read (it follows them since
                # trial 11c F3: awq's N // 8, gptq's x // 11008 are named), so it can name no cause, and "no cause
                # visible in the IR" would be false; the op's own contiguity attribute is Triton's bound
                because = "no cause named: this tool's AxisInfo could not read this AMD buffer op's offsets" + (
                    "; the op's contiguity attribute, Triton's own bound, is {contiguity}"
                    if any(c.key == "contiguity" for c in claims) else "")
            if not because:  # a claim, so that the axis-cause rule holds it against AxisInfo's own bound
                because = "no cause visible in the IR"
                claims += (Claim("axisinfo/cause/none", True, "flag", "axis-cause",
                                 (Ref("ttgir", op.line, op.name),)),)
            out.append(Finding(kind="coalescing", severity="warn", template=f"narrow {direction}: {desc} moves {width} "
                               f"bits per thread per access ({elems}; {{possible_bits}} possible): {because}{warp}"
                               f"{note}",
                               claims=claims, stage="ttgir", lines=(op.line,), python_file=file, python_line=pyline,
                               data=data, facts=tuple(_axis_facts(ax) + [f for f in facts if f.claim in causes])))
        else:
            out.append(Finding(kind="coalescing", severity="info",
                               template=f"{desc}: {width}-bit {direction}s ({elems} per thread per access; "
                               f"{source}){warp}{note}",
                               claims=claims,
                               stage="ttgir", lines=(op.line,), python_file=file, python_line=pyline, data=data))
        out.extend(_sector_findings(desc, ax, op.line, file, pyline, data, claims))
    return out


def _cause_claims(causes: Sequence[str], facts: Sequence[Fact], dim: int = 0
                  ) -> tuple[list[str], tuple[Claim, ...]]:
    """The narrow-access causes as template parts (:func:`axisinfo.literal`), and the claims some of them state:
    each stride said to multiply the contiguous dimension, a claim about its ``arith.muli`` line (rule
    ``coal-inner-stride`` re-derives the dimension that product varies along; trial 7a F1), with its declared type, a
    claim about the ``tt.func`` line that the part renders (trial 8d F2); each argument the mask is said to compare
    against, a claim about its ``arith.cmpi`` line (rule ``coal-mask-bound``; trial 8d F1), with ``dim``, the access's
    contiguous dimension (``order[0]``) the vector runs along (trial 15e F3); each argument said to be an offset
    without ``tt.divisibility``, a claim about its declaration (rule ``coal-offset-arg``; trial 10d F4); each argument
    said to multiply a scalar offset of the base, a claim about its ``arith.muli`` line (rule ``coal-base-factor``;
    trial 15e F2)."""
    rendered = [axisinfo.literal(c) for c in causes]
    claims: tuple[Claim, ...] = ()
    inner = [k for k, c in enumerate(causes) if c.startswith("stride argument '") and (
        "along the contiguous dimension" in c or "the layout's fastest dimension" in c)]
    for i, k in enumerate(inner):
        c = causes[k]
        muls = [f.line for f in facts if f.claim == c and f.text == "arith.muli"]
        at = muls[0] if muls else 0
        claims += (Claim(f"cause/inner_stride/{i}", c.split("'")[1], "value", "coal-inner-stride",
                         (Ref("ttgir", at, "arith.muli"),)),)
        said = _OTHER_SAID.search(c)
        if said is not None and len(muls) > 1:  # the runtime stride of the other dimension (trial 8d M2)
            name = said.group(1)
            claims += (Claim(f"cause/other_stride/{i}", name, "value", "coal-inner-stride",
                             (Ref("ttgir", muls[1], "arith.muli"),)),)
            rendered[k] = rendered[k].replace(f"runtime argument '{name}'", f"runtime argument "
                                              f"'{{cause/other_stride/{i}}}'", 1)
        m = _ARG_TYPE_SAID.search(c)
        decl = next((f for f in facts if f.claim == c and f.text.startswith("%")), None)
        if m is not None and decl is not None:
            claims += (Claim(f"cause/inner_stride_type/{i}", m.group(1), "type", "coal-inner-stride",
                             (Ref("ttgir", decl.line, decl.text),)),)
            rendered[k] = rendered[k].replace(f"is an {m.group(1)} argument",
                                              f"is an {{cause/inner_stride_type/{i}}} argument", 1)
    strided = [(k, m) for k, c in enumerate(causes) if (m := _STRIDE_SAID.match(c)) is not None]
    for i, (k, m) in enumerate(strided):  # trial 11c F1: rule coal-const-stride re-derives the stride from AxisInfo
        muls = [f.line for f in facts if f.claim == causes[k] and f.text == "arith.muli"]
        claims += (Claim(f"cause/const_stride/{i}", int(m.group(1)), "elements", "coal-const-stride",
                         (Ref("ttgir", muls[0] if muls else 0, "arith.muli"),)),)
        rendered[k] = rendered[k].replace(m.group(0), f"non-unit inner stride {{cause/const_stride/{i}}}: consecutive "
                                          f"elements are {{cause/const_stride/{i}}} apart", 1)
    added = [(k, m) for k, c in enumerate(causes) if (m := _CONST_SAID.match(c)) is not None]
    for i, (k, m) in enumerate(added):  # trial 10c F4: rule coal-const-offset re-derives the constant and its line
        cited = (Ref("ttgir", int(m.group(3)), m.group(2)),)
        claims += (Claim(f"cause/const_offset/{i}", int(m.group(1)), "elements", "coal-const-offset", cited),
                   Claim(f"cause/const_offset_line/{i}", int(m.group(3)), "line", "coal-const-offset", cited))
        rendered[k] = rendered[k].replace(f"the constant {m.group(1)} ({m.group(2)} at TTGIR line {m.group(3)})",
                                          f"the constant {{cause/const_offset/{i}}} ({m.group(2)} at TTGIR line "
                                          f"{{cause/const_offset_line/{i}}})", 1)
    bounds = [c for c in causes if c.startswith("the mask compares against '") and "which has no" in c]
    for i, c in enumerate(bounds):
        at = next((f.line for f in facts if f.claim == c and f.text == "arith.cmpi"), 0)
        claims += (Claim(f"cause/mask_bound/{i}", c.split("'")[1], "value", "coal-mask-bound",
                         (Ref("ttgir", at, "arith.cmpi"),)),
                   # trial 15e F3: the dimension the vector runs along, the one the compare must vary along
                   Claim(f"cause/mask_bound_dim/{i}", dim, "count", "coal-mask-bound",
                         (Ref("ttgir", at, "arith.cmpi"),)))
    factors = [c for c in causes if c.startswith("argument '") and "multiplies a scalar offset of the base" in c]
    for i, c in enumerate(factors):  # rule coal-base-factor (trial 15e F2)
        at = next((f.line for f in facts if f.claim == c and f.text == "arith.muli"), 0)
        claims += (Claim(f"cause/base_factor/{i}", c.split("'")[1], "value", "coal-base-factor",
                         (Ref("ttgir", at, "arith.muli"),)),)
    offsets = [c for c in causes if c.startswith("offset '") and c.endswith("has no tt.divisibility = 16")]
    for i, c in enumerate(offsets):  # rule coal-offset-arg (trial 10d F4)
        decl = next((f for f in facts if f.claim == c), None)
        claims += (Claim(f"cause/offset_arg/{i}", c.split("'")[1], "value", "coal-offset-arg",
                         (Ref("ttgir", decl.line, decl.text),) if decl is not None else ()),)
    return rendered, claims


class _Columns:
    """The ``.loc`` columns of the TTGIR and of the machine stage (:func:`~ir_explorer.ir.sourcemap.own_columns`),
    read once per report, and the TTGIR's global access ops by line."""

    def __init__(self, inp: AnalysisInput, machine: str | None) -> None:
        ttgir = inp.stages.get("ttgir", "")
        self.ttgir = own_columns("ttgir", ttgir)
        self.machine = own_columns(machine, inp.stages.get(machine, "")) if machine else []
        self.ops = {op.line: GLOBAL_ACCESS_OPS[op.name] for op in scan(ttgir) if op.name in GLOBAL_ACCESS_OPS}


def _attributed(inp: AnalysisInput, line: int, direction: str, measured: list[Access], cols: _Columns,
                said: axisinfo.Said, data: dict[str, object]) -> tuple[list[Access], str]:
    """The machine accesses of the op at TTGIR ``line`` (:func:`_own_accesses`) and, when the line's widths cannot
    be attributed to it, none and the template of a note naming them (claims ``line_bits/K``, rule
    ``machine-lines``; trial 5 F1: two ops of one line, not told apart, in different widths)."""
    measured, shared = _own_accesses(inp, line, direction, measured, cols)
    if not shared:
        return measured, ""
    data["line_bits"] = list(shared)
    got = " and ".join(said(f"line_bits/{i}", w, "bits", "machine-lines") for i, w in enumerate(shared))
    machine = machine_stage(inp)
    return [], (f"; the {machine.upper() if machine else 'machine code'} of its Python line has {direction}s of "
                f"{got} bits, not attributed to one op by their .loc column")


def _own_accesses(inp: AnalysisInput, line: int, direction: str, measured: list[Access], cols: _Columns
                  ) -> tuple[list[Access], tuple[int, ...]]:
    """The machine accesses of the TTGIR access op at ``line`` among ``measured`` (those of its Python line and
    direction), and the distinct widths (bits, ascending) that cannot be attributed to it, ``()`` when all can (trial 5
    F1: a row loaded twice in two layouts, 128- and 32-bit, both got the narrowest width). When another access op of
    the same direction has the same Python line, only the machine lines whose ``.loc`` column is the op's own are its
    (when no such other op has that column); when columns cannot tell them apart and the widths differ, no width is
    the op's: the widths come back as the second value."""
    where = inp.python_location("ttgir", line)
    others = [n for n, d in cols.ops.items() if n != line and d == direction
              and inp.python_location("ttgir", n) == where]
    if not others or not measured:
        return measured, ()
    col = cols.ttgir[line - 1] if 0 < line <= len(cols.ttgir) else None
    if col is not None and all(cols.ttgir[n - 1] not in (None, col) for n in others):
        own = [a for a in measured if 0 < a.line <= len(cols.machine) and cols.machine[a.line - 1] == col]
        if own:
            measured = own
            others = []
    widths = tuple(sorted({a.bits for a in measured if a.bits is not None}))
    return (measured, ()) if len(widths) <= 1 or not others else (measured, widths)


def _sector_findings(desc: str, ax: axisinfo.AccessExplanation, line: int, file: str | None, pyline: int | None,
                     data: Mapping[str, object], claims: tuple[Claim, ...]) -> list[Finding]:
    """A ``warn`` when the sector model (:func:`axisinfo.warp_sectors`) puts a warp's access in at least twice the
    32-byte sectors its bytes need: a stride between neighbouring threads (a column walk). It states the access's
    ``claims`` again, and the sector model's as ``sectors/…`` (rule ``sectors``); ``stride_dim``: the dimension
    whose runtime stride it names, the first the warp's lanes walk that has one."""
    ws = ax.sectors
    if ws is None or not ws.uncoalesced:
        return []
    said = axisinfo.Said((Ref("ttgir", line, str(claims[0].value)),), prefix="")
    axisinfo.sector_claims(ws, said)
    stride = ""
    strides = ax.data.get("strides")
    dims = [i for i, s in enumerate(strides if isinstance(strides, list) else []) if s == axisinfo.RUNTIME]
    # the first dimension the lanes walk (AxisInfo's lane_dims, in order) with a runtime stride; else order[0], the
    # one each thread's own elements walk (trial 9b F1 named order[0] = 2, of size 1, or dim 0 split across warps)
    lanes = ax.data.get("lane_dims")
    walk = next((d for d in (lanes if isinstance(lanes, list) else []) if d in dims), None)
    inner = ax.width.dim if ax.width is not None else None
    if dims:
        dim = said("stride_dim", walk if walk is not None else inner if inner in dims else dims[0], "count", "sectors")
        stride = f"; neighbouring threads along dim {dim} are a runtime stride apart"
    shape = next((c.value for c in claims if c.key == "shape"), None)  # the access's, as its access-type claim says
    width_dim = ax.width.dim if ax.width is not None else None
    # a dimension of one element is contiguous over 1 element by its shape alone: no cause of the column walk
    # (trial 9b M1: "contiguous over 1 element along dim 2" of a [32, 32, 1] store whose lanes walk dim 1)
    trivial = isinstance(shape, (list, tuple)) and isinstance(width_dim, int) and 0 <= width_dim < len(shape) \
        and shape[width_dim] == 1
    if ax.why and not trivial:
        stride += f": {ax.why_template}"
    return [Finding(kind="coalescing", severity="warn",
                    template=f"{desc}: uncoalesced: {axisinfo.sector_template(ws, 'sectors/')} (model estimate from "
                    f"the layout and AxisInfo; assumes {axisinfo.literal(''.join(a + ', ' for a in ws.assumed))}"
                    f"{axisinfo.base_template(ws, 'sectors/')}){stride}",
                    claims=claims + tuple(said.claims.values()), stage="ttgir", lines=(line,), python_file=file,
                    python_line=pyline, data={**{k: v for k, v in data.items() if k != "causes"},
                                                   "sectors": {"assumed": list(ws.assumed), "model": True}},
                    facts=() if trivial else tuple(_axis_facts(ax)))]


def _axis_facts(ax: axisinfo.AccessExplanation) -> list[Fact]:
    """The fact AxisInfo's cause (``ax.why``) rests on: the op it names, on its TTGIR line."""
    cause = ax.data.get("cause")
    if not ax.why or not isinstance(cause, dict) or not cause.get("ttgir_line"):
        return []
    return [Fact("ttgir", int(cause["ttgir_line"]), str(cause["op"]), ax.why)]
