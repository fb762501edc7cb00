"""Shared-memory allocations and the ops that access them, read from the final TTGIR's scoped model.

What each ``ttg.local_alloc`` holds (:class:`Allocation`: shape, element type, buffers, bytes, whether it is an
mbarrier array) and every op that writes or reads shared memory (:class:`Access`: ``ttg.local_store``/``local_load``,
async and TMA copies, the A and B operands of ``ttng.warp_group_dot``/``tc_gen5_mma``), each tied to its allocation
when the memdesc can be followed back to it through view ops and loop ``iter_args`` (:func:`alloc_of`, on
:mod:`ir_explorer.ir.mlir_model`). A memdesc in Blackwell tensor memory is no shared memory
(:func:`in_tensor_memory`).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from ir_explorer.analyses.axisinfo import access_vector, analyze_module
from ir_explorer.ir.layouts import RawLayout, TensorType, find_types, parse_type
from ir_explorer.ir.mlir_model import IRModule, IROp
from ir_explorer.ir.operand_roles import roles
from ir_explorer.ir.ttgir import MEMDESC_VIEWS, Op


@dataclass(frozen=True)
class Allocation:
    """One ``ttg.local_alloc``: ``name`` is its result's key in the module's scoped model (the printed name, without
    ``%``, for an allocation of the kernel's body; :func:`ir_explorer.ir.mlir_model.display` prints any key),
    ``line`` its 1-based TTGIR line.

    ``buffers`` is the pipeline depth: the leading dimension when a ``ttg.memdesc_index`` (:data:`INDEX_OPS`) picks
    one buffer of the allocation, else 1 (a ``ttg.memdesc_trans`` of a ``64x128`` tile is one tile, not 64 buffers);
    ``nbytes`` covers all buffers, with a ``#ttg.padded_shared`` layout's padding (:attr:`TensorType.alloc_nbytes`);
    ``barrier`` marks an mbarrier array: an allocation a ``ttng.init_barrier`` initialises
    (:func:`barrier_allocations`), not any small ``i64`` one (trial 15b F1: the 1x1xi64 cp.async ring of a pipelined
    block-id load read as one)."""

    name: str
    line: int
    type: TensorType
    buffers: int
    nbytes: int
    barrier: bool
    source: TensorType | None
    """The tensor a ``local_alloc %x`` is initialised from (its register layout), if any."""

    @property
    def tile_shape(self) -> tuple[int, ...]:
        """Shape of one buffer."""
        return self.type.shape[1:] if self.buffers > 1 else self.type.shape


@dataclass(frozen=True)
class Access:
    """One TTGIR op that writes or reads shared memory."""

    line: int
    op: str
    direction: str  # "write" | "read"
    memdesc: TensorType
    tensor: TensorType | None
    """The register-side tensor (source of a write, result of a read), when the op has one."""
    vector_elems: int | None
    """``contiguity`` of an async copy (1, its default, when not printed)."""
    allocation: str | None
    """The key (:attr:`Allocation.name`) of the allocation the op reads or writes, when followed back to one."""


# e.g. {contiguity = 8 : i32}
_CONTIGUITY = re.compile(r"contiguity\s*=\s*(\d+)")

#: The TTGIR ops that write shared memory (an :class:`Access` of direction ``"write"``).
WRITE_OPS = ("ttg.local_store", "ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local",
           "amdg.buffer_load_to_local", "ttg.local_alloc")
#: The TTGIR ops that read shared memory (an :class:`Access` of direction ``"read"``).
READ_OPS = ("ttg.local_load", "ttng.warp_group_dot", "ttng.async_tma_copy_local_to_global", "ttng.tc_gen5_mma")


#: The view ops that pick one buffer of a multi-buffered allocation (``MemDescIndexOp`` in Triton's
#: ``TritonGPUOps.td``: "index into the leading dimension"; ``ttg.memdesc_subview`` is the name Tritons before 3.4
#: printed). The other views (``ttg.memdesc_trans``/``_reshape``/``_reinterpret``) re-type a buffer; they do not
#: make its leading dimension a buffer count.
INDEX_OPS = frozenset({"ttg.memdesc_index", "ttg.memdesc_subview"})


#: Loop ops that carry a memdesc from one iteration to the next (:attr:`mlir_model.Origin.views` names them).
_LOOPS = frozenset({"scf.for", "scf.while"})


def alloc_of(module: IRModule, key: str | None, views: Collection[str] = MEMDESC_VIEWS,
             captures: bool = False) -> str | None:
    """The key (:mod:`ir_explorer.ir.mlir_model`) of the ``ttg.local_alloc`` result the memdesc value ``key`` views,
    from :meth:`IRModule.alloc_origin` (scoped: a name the printer reuses in a sibling loop is that loop's value),
    when every op between them is one of ``views`` or a loop carrying the value; ``None`` otherwise (a function
    argument, a ``ttng.tmem_alloc``, a ``ttg.memdesc_subslice`` K-slice when ``views`` leaves it out). With
    ``captures``, a ``ttg.warp_specialize`` partition's block argument is the value the op captures at its position
    (trial 10a M2: a warp-specialized loop's rings are allocated outside and passed in). Never raises."""
    if key is None:
        return None
    origin = module.alloc_origin(key, captures=captures)
    if origin.alloc is None or origin.root is None or origin.root.name != "ttg.local_alloc":
        return None
    return origin.alloc if all(v.name in views or v.name in _LOOPS for v in origin.views) else None


def indexed_allocations(module: IRModule) -> set[str]:
    """The keys of the allocations (``ttg.local_alloc`` results) that a :data:`INDEX_OPS` op indexes, directly or
    through loop ``iter_args`` (:func:`alloc_of` restricted to index ops, so that an index of a ``ttg.memdesc_trans``
    view is not one of the allocation). The one place that decides whether an allocation's leading dimension is a
    buffer count."""
    return {a for op in module.printed_ops if op.name in INDEX_OPS and op.result_keys and op.operand_keys
            and (a := alloc_of(module, op.operand_keys[0], INDEX_OPS, captures=True)) is not None}


def barrier_allocations(module: IRModule) -> set[str]:
    """The keys of the allocations that an ``*.init_barrier`` op (``ttng.init_barrier``, TritonNvidiaGPUOps.td
    ``InitBarrierOp``: its first operand is the mbarrier's memdesc) initialises, directly or through a view
    (``ttg.memdesc_index`` of an array of barriers) or a warp-specialize capture: the mbarrier arrays. An ``i64``
    allocation no such op initialises holds data (a pipelined ``i64`` load's ring). Never raises."""
    return {a for op in module.printed_ops if op.name.endswith(".init_barrier") and op.operand_keys
            and op.operand_keys[0] and (a := module.alloc_origin(op.operand_keys[0], captures=True).alloc)}


def allocations(module: IRModule) -> list[Allocation]:
    """Every ``ttg.local_alloc`` in the module (its scoped model, :func:`ir_explorer.ir.mlir_model.parse`), with its
    decoded memdesc type; ``buffers`` > 1 only for one :func:`indexed_allocations` names."""
    indexed = indexed_allocations(module)
    barriers = barrier_allocations(module)
    aliases = module.aliases
    out = []
    for op in module.printed_ops:
        if op.name != "ttg.local_alloc" or not op.results:
            continue
        types = [t for _, s in find_types(op.text) if (t := parse_type(s, aliases))]
        memdescs = [t for t in types if t.kind == "memdesc"]
        if not memdescs:
            continue
        md = memdescs[-1]
        source = next((t for t in types if t.kind == "tensor"), None)
        buffers = md.shape[0] if op.results[0] in indexed and len(md.shape) > 1 else 1
        out.append(Allocation(op.results[0], op.line, md, buffers, md.alloc_nbytes, op.results[0] in barriers,
                              source))
    return out


#: The dot ops that read their A and B operands from shared memory. Their A and B are read by role
#: (:func:`ir_explorer.ir.operand_roles.roles`, from ``TritonNvidiaGPUOps.td``'s formats: ``warp_group_dot`` prints
#: ``$a, $b, $c (, $useC)?``; ``tc_gen5_mma`` ``$a, $b, $d[$acc_dep]?, $useD, $pred, $barriers[…]``, whose last
#: memdesc type is an mbarrier's and third the TMEM accumulator), never by a type's position on the line.
DOT_OPERANDS = ("ttng.warp_group_dot", "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")


def dot_operands(op: Op, module: IRModule) -> list[tuple[str, TensorType]]:
    """``[(operand key, type)]`` of the A and B operands of a :data:`DOT_OPERANDS` op: the values its ``a`` and
    ``b`` roles name (:func:`~ir_explorer.ir.operand_roles.roles`), each with the type the model gives it (its
    definition's); fewer when a role or a type cannot be read. Never raises."""
    got = roles(op)
    out = []
    for r in ("a", "b"):
        key = got.get(r)
        t = module.type_of(key) if isinstance(key, str) else None
        if isinstance(key, str) and t is not None:
            out.append((key, t))
    return out


def in_tensor_memory(t: TensorType) -> bool:
    """Whether memdesc ``t`` lives in Blackwell tensor memory (its memory space prints as ``#ttng.tensor_memory``,
    e.g. ``!ttg.memdesc<64x64xbf16, #tmem, #ttng.tensor_memory>``): not shared memory, no swizzle, no banks."""
    return isinstance(t.memory_space, RawLayout) and t.memory_space.name == "tensor_memory"


def accesses(module: IRModule, allocs: list[Allocation]) -> list[Access]:
    """The shared-memory reads and writes of the module (its scoped model), each tied to the key of its allocation
    (one of ``allocs``) when the memdesc can be followed back to it through view ops and loop ``iter_args``
    (:func:`alloc_of`)."""
    aliases = module.aliases
    names = {a.name for a in allocs}

    def root(key: str | None) -> str | None:
        alloc = alloc_of(module, key)
        return alloc if alloc in names else None
    out = []
    for op in module.printed_ops:
        if op.name not in WRITE_OPS and op.name not in READ_OPS:
            continue
        types = [t for _, s in find_types(op.text) if (t := parse_type(s, aliases))]
        if op.name == "ttg.async_copy_global_to_local" or op.name == "amdg.buffer_load_to_local":
            # the destination prints as a bare <128x64xf16, #shared, #smem, mutable>
            bare = op.text.rsplit("->", 1)[-1].strip()
            md = parse_type(bare, aliases)
            if md is not None:
                types.append(md)
        # a memdesc in tensor memory (``#ttng.tensor_memory``, a tcgen05 operand or accumulator) is no shared memory
        memdescs = [t for t in types if t.kind == "memdesc" and not in_tensor_memory(t)]
        tensors = [t for t in types if t.kind == "tensor" and not t.element.startswith("!tt.ptr")]
        ptrs = [t for t in types if t.kind == "tensor" and t.element.startswith("!tt.ptr")]
        if not memdescs:
            continue
        if op.name == "ttg.local_alloc" and not tensors:
            continue  # an empty allocation is not an access
        contig = _CONTIGUITY.search(op.text)
        direction = "write" if op.name in WRITE_OPS else "read"
        if op.name in DOT_OPERANDS:  # A and B, each in shared memory (or A in registers for wgmma)
            for operand, t in dot_operands(op, module):
                if t.kind == "memdesc" and not in_tensor_memory(t):
                    out.append(Access(op.line, op.name, direction, t, None, None, root(operand)))
            continue
        alloc = op.results[0] if op.name == "ttg.local_alloc" else next(
            (a for o in op.operands if (a := root(o)) is not None), None)  # printed order: a TMA copy's buffer first
        tensor = ptrs[0] if op.name in ("ttg.async_copy_global_to_local", "amdg.buffer_load_to_local") and ptrs \
            else tensors[0] if tensors else None
        out.append(Access(op.line, op.name, direction, memdescs[-1], tensor, _copy_vector(module, op, contig), alloc))
    return out


def _copy_vector(module: IRModule, op: IROp, contig: re.Match[str] | None) -> int | None:
    """The elements one ``cp.async`` of ``op`` moves when it is a ``ttg.async_copy_global_to_local`` (``None`` for
    other ops, and a printed ``contiguity`` as is for the AMD ``buffer_load_to_local``).

    Triton's lowering (``AsyncCopyGlobalToLocalOpConversion``, NVIDIA ``LoadStoreOpToLLVM.cpp``) takes the source
    pointer's AxisInfo vector (contiguity, alignment, contiguous elements per thread, the mask's alignment), raises
    it to the op's ``contiguity`` attribute (default 1, ``TritonGPUOps.td``) and caps it at 128 bits. Trial 8a F3:
    kernl's f32 mask copies (AxisInfo 1 element, 4-byte ``cp.async``) were modelled as 16-byte accesses; trial 12b
    F3: an i8 copy with no printed contiguity whose AxisInfo allows 8 elements (``cp.async … 0x8``) was modelled as
    1-byte accesses, the attribute's default taken for the width."""
    printed = int(contig.group(1)) if contig else None
    if op.name != "ttg.async_copy_global_to_local":
        return printed
    vw = access_vector(op, analyze_module(module))
    if vw is None:
        return printed or 1
    return min(max(vw.elements, printed or 1), max(1, 128 // vw.element_bits))


def layout_text(t: TensorType) -> str:
    """How a report writes ``t``'s layout (:meth:`Layout.describe`), or ``no layout``."""
    return t.layout.describe() if t.layout else "no layout"
