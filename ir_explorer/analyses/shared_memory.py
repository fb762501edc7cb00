"""Shared memory: what each ``ttg.local_alloc`` holds, how data moves in and out, and bank conflicts.

Reads the final TTGIR for the allocations (layout, shape, element type, buffers, bytes) and the
accesses to them, and PTX / SASS / AMDGCN for the instructions that move the data
(``cp.async``, ``cp.async.bulk.tensor``, ``ldmatrix``/``stmatrix``, ``ld/st.shared``, ``LDSM``/``STSM``,
``LDGSTS``, ``ds_read*``/``ds_write*``).

Bank conflicts (NVIDIA only) are an estimate from the layouts, for warp 0: shared memory has
32 banks of 4 bytes (CUDA C++ Programming Guide, "Shared Memory" in the compute-capability
appendix); a warp's access takes one wavefront per 128 bytes when its lanes hit distinct words
per bank, and 64/128-bit accesses are served a half/quarter warp at a time. Addresses come from
the swizzle of the allocation's layout (``TritonGPUAttrDefs.td``: ``SwizzledSharedEncodingAttr``,
``phase = (row / perPhase) % maxPhase``, ``vec``-element chunks XORed with the phase;
``NVMMASharedEncodingAttr``: 16-byte chunks XORed with the row within a ``swizzlingByteWidth`` row)
and the accessing layout: a ``#blocked`` register layout (stores by ``cp.async``/``local_store``,
loads by ``local_load``), or ``ldmatrix`` for ``local_load`` into an mma.sync ``dot_op`` (PTX ISA
§9.7.14.5.15 "ldmatrix": each 8-lane phase reads eight 16-byte rows). Any other register layout that
:mod:`ir_explorer.ir.linear_layout` models (``#linear``, ``#ttg.slice``, a ``dot_op`` read without ldmatrix,
which the PTX of the op's Python line tells) is addressed through linear layouts (:func:`linear_estimate`:
lane ``l`` of warp 0 holds ``apply(register=r, lane=l)``, the shared layout's ``offset`` bases inverted give
its offset, and a thread moves the leading register bases that are consecutive there as one vector, at most
16 bytes). Every figure is a model estimate and says so. AMD LDS, ``amd_rotating_shared`` and 3-D tiles are
reported as not estimated.

Each finding states what it says as typed claims (:class:`~ir_explorer.analyses.findings.Claim`) and its message is
rendered from them: an allocation's name, buffers, shape, element type, bytes and layout; the total against metadata
``shared``; each access's op, target, layout, swizzle and bank estimate; each instruction's count and the causes of
narrow accesses. :mod:`ir_explorer.engines.rules.shared` holds the rule that re-derives each kind from the IR.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref, Severity, render
from ir_explorer.ir.layouts import (
    BlockedLayout,
    DotOperandLayout,
    Layout,
    NvidiaMmaLayout,
    NVMMASharedLayout,
    RawLayout,
    SwizzledSharedLayout,
    TensorType,
    find_types,
    parse_type,
)
from ir_explorer.ir.linear_layout import LinearLayout, to_linear
from ir_explorer.ir.mlir_model import IRModule, display
from ir_explorer.ir.ttgir import MEMDESC_VIEWS, Op, module_attributes, scan

BANKS = 32
BANK_BYTES = 4
WAVEFRONT_BYTES = BANKS * BANK_BYTES


@dataclass(frozen=True)
class Allocation:
    """One ``ttg.local_alloc``: ``name`` is its result's key in the module's scoped model (the printed name, without
    ``%``, for an allocation of the kernel's body; :func:`ir_explorer.ir.mlir_model.display` prints any key),
    ``line`` its 1-based TTGIR line.

    ``buffers`` is the pipeline depth: the leading dimension when a ``ttg.memdesc_index`` (:data:`INDEX_OPS`) picks
    one buffer of the allocation, else 1 (a ``ttg.memdesc_trans`` of a ``64x128`` tile is one tile, not 64 buffers);
    ``nbytes`` covers all buffers;
    ``barrier`` marks an mbarrier array (``i64`` elements used by ``ttng.init_barrier``)."""

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
    """``contiguity`` of an async copy, when printed."""
    allocation: str | None
    """The key (:attr:`Allocation.name`) of the allocation the op reads or writes, when followed back to one."""


# e.g. {contiguity = 8 : i32}
_CONTIGUITY = re.compile(r"contiguity\s*=\s*(\d+)")

_WRITES = ("ttg.local_store", "ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local",
           "amdg.buffer_load_to_local", "ttg.local_alloc")
_READS = ("ttg.local_load", "ttng.warp_group_dot", "ttng.async_tma_copy_local_to_global", "ttng.tc_gen5_mma")


#: The view ops that pick one buffer of a multi-buffered allocation (``MemDescIndexOp`` in Triton's
#: ``TritonGPUOps.td``: "index into the leading dimension"; ``ttg.memdesc_subview`` is the name Tritons before 3.4
#: printed). The other views (``ttg.memdesc_trans``/``_reshape``/``_reinterpret``) re-type a buffer; they do not
#: make its leading dimension a buffer count.
INDEX_OPS = frozenset({"ttg.memdesc_index", "ttg.memdesc_subview"})


#: Loop ops that carry a memdesc from one iteration to the next (:attr:`mlir_model.Origin.views` names them).
_LOOPS = frozenset({"scf.for", "scf.while"})


def alloc_of(module: IRModule, key: str | None, views: Collection[str] = MEMDESC_VIEWS) -> str | None:
    """The key (:mod:`ir_explorer.ir.mlir_model`) of the ``ttg.local_alloc`` result the memdesc value ``key`` views,
    from :meth:`IRModule.alloc_origin` (scoped: a name the printer reuses in a sibling loop is that loop's value),
    when every op between them is one of ``views`` or a loop carrying the value; ``None`` otherwise (a function
    argument, a ``ttng.tmem_alloc``, a ``ttg.memdesc_subslice`` K-slice when ``views`` leaves it out). Never raises."""
    if key is None:
        return None
    origin = module.alloc_origin(key)
    if origin.alloc is None or origin.root is None or origin.root.name != "ttg.local_alloc":
        return None
    return origin.alloc if all(v.name in views or v.name in _LOOPS for v in origin.views) else None


def indexed_allocations(module: IRModule) -> set[str]:
    """The keys of the allocations (``ttg.local_alloc`` results) that a :data:`INDEX_OPS` op indexes, directly or
    through loop ``iter_args`` (:func:`alloc_of` restricted to index ops, so that an index of a ``ttg.memdesc_trans``
    view is not one of the allocation). The one place that decides whether an allocation's leading dimension is a
    buffer count."""
    return {a for op in module.printed_ops if op.name in INDEX_OPS and op.result_keys and op.operand_keys
            and (a := alloc_of(module, op.operand_keys[0], INDEX_OPS)) is not None}


def allocations(module: IRModule) -> list[Allocation]:
    """Every ``ttg.local_alloc`` in the module (its scoped model, :func:`ir_explorer.ir.mlir_model.parse`), with its
    decoded memdesc type; ``buffers`` > 1 only for one :func:`indexed_allocations` names."""
    indexed = indexed_allocations(module)
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
        out.append(Allocation(op.results[0], op.line, md, buffers, md.nbytes, md.element == "i64"
                              and md.numel <= 64, source))
    return out


#: The dot ops that read their A and B operands from shared memory, and their printed operand order: A and B are
#: the first two operands and the first two types after `` : `` (``TritonNvidiaGPUOps.td``: ``warp_group_dot``
#: prints ``$a, $b, $c … : type($a) * type($b) -> type($d)``; ``tc_gen5_mma`` prints ``$a, $b, $d[$acc_dep], $useD,
#: $pred, $barriers[…] : type($a), type($b), type($d), type($barriers)``: its last memdesc is an mbarrier's, its
#: third the TMEM accumulator; ``tc_gen5_mma_scaled`` starts the same way).
DOT_OPERANDS = ("ttng.warp_group_dot", "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")


def dot_operands(op: Op, aliases: Mapping[str, Layout]) -> list[tuple[str, TensorType]]:
    """``[(operand name, type)]`` of the A and B operands of a :data:`DOT_OPERANDS` op, by position (the types
    after the op's `` : ``), names without ``%``; fewer when the line is cut. Never raises."""
    colon = op.text.find(" : ")
    types = [s for _, s in find_types(op.text[colon:])] if colon >= 0 else []
    parsed = [parse_type(s, aliases) for s in types[:2]]
    return [(name, t) for name, t in zip(op.operands[:2], parsed, strict=False) if t is not None]


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
        if op.name not in _WRITES and op.name not in _READS:
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
        direction = "write" if op.name in _WRITES else "read"
        if op.name in DOT_OPERANDS:  # A and B, each in shared memory (or A in registers for wgmma)
            for operand, t in dot_operands(op, aliases):
                if t.kind == "memdesc" and not in_tensor_memory(t):
                    out.append(Access(op.line, op.name, direction, t, None, None, root(operand)))
            continue
        alloc = op.results[0] if op.name == "ttg.local_alloc" else next(
            (a for o in op.operands if (a := root(o)) is not None), None)  # printed order: a TMA copy's buffer first
        tensor = ptrs[0] if op.name in ("ttg.async_copy_global_to_local", "amdg.buffer_load_to_local") and ptrs \
            else tensors[0] if tensors else None
        out.append(Access(op.line, op.name, direction, memdescs[-1], tensor,
                          int(contig.group(1)) if contig else None, alloc))
    return out


# --------------------------------------------------------------------------------------
# Bank conflicts
# --------------------------------------------------------------------------------------


def shared_offset(layout: Layout, shape: tuple[int, ...], coord: tuple[int, int], elem_bytes: int) -> int | None:
    """Byte offset of element ``coord`` in a 2-D shared tile of ``shape`` with ``layout``, or
    ``None`` when the layout's addressing is not modelled (unswizzled nvmma, AMD rotating).

    ``#ttg.swizzled_shared``: within row ``r`` (index along ``order[1]``), the ``vec``-element chunk
    ``c / vec`` is stored at chunk ``(c / vec) ^ ((r / perPhase) % maxPhase)``.
    ``#ttg.nvmma_shared``: the tile is split into slabs ``swizzlingByteWidth`` bytes wide along the
    contiguous dimension; in a slab, row ``r`` is ``swizzlingByteWidth`` bytes and its 16-byte chunk
    ``j`` is stored at ``j ^ ((r / (128 / width)) % (width / 16))`` (PTX ISA, "Tensor swizzling modes").
    """
    if len(shape) != 2:
        return None
    if isinstance(layout, SwizzledSharedLayout) and not layout.rotating and len(layout.order) == 2:
        inner, outer = layout.order[0], layout.order[1]
        c, r = coord[inner] % shape[inner], coord[outer] % shape[outer]
        phase = (r // layout.per_phase) % layout.max_phase if layout.max_phase > 0 else 0
        vec = max(layout.vec, 1)
        chunk = (c // vec) ^ phase
        return (r * shape[inner] + chunk * vec + c % vec) * elem_bytes
    if isinstance(layout, NVMMASharedLayout) and layout.swizzling_byte_width in (32, 64, 128):
        width = layout.swizzling_byte_width
        inner, outer = (0, 1) if layout.transposed else (1, 0)
        c, r = coord[inner] % shape[inner], coord[outer] % shape[outer]
        per_slab = max(width // elem_bytes, 1)
        slab, cc = divmod(c, per_slab)
        chunk, within = divmod(cc * elem_bytes, 16)
        phase = (r // (128 // width)) % (width // 16)
        return slab * shape[outer] * width + r * width + (chunk ^ phase) * 16 + within
    return None


def wavefronts(lane_addresses: Iterable[tuple[int, int]], access_bytes: int) -> tuple[int, int]:
    """``(wavefronts, ideal)`` for one warp-wide access: ``lane_addresses`` are ``(lane, byte
    address)`` and each lane reads ``access_bytes`` bytes. Lanes are served in groups of
    ``128 / access_bytes`` (32 for ≤ 4-byte accesses); in a group, a bank holding k distinct
    4-byte words costs k wavefronts (same word: a broadcast, free)."""
    per_group = max(1, WAVEFRONT_BYTES // max(access_bytes, BANK_BYTES))
    groups: dict[int, dict[int, set[int]]] = {}
    for lane, addr in lane_addresses:
        banks = groups.setdefault(lane // per_group, {})
        for word in range(addr // BANK_BYTES, (addr + max(access_bytes, 1) - 1) // BANK_BYTES + 1):
            banks.setdefault(word % BANKS, set()).add(word)
    total = sum(max(len(words) for words in banks.values()) for banks in groups.values())
    return total, len(groups)


@dataclass(frozen=True)
class BankEstimate:
    """A bank-conflict estimate for one access: ``wavefronts`` per warp-wide instruction against
    the ``ideal`` (conflict-free) count, worst case over the instructions looked at; ``how`` says
    which model was used."""

    wavefronts: int
    ideal: int
    access_bytes: int
    how: str

    @property
    def ways(self) -> float:
        """Conflict degree: 1.0 is conflict-free, 2.0 means each access takes twice the wavefronts."""
        return self.wavefronts / self.ideal if self.ideal else 1.0


def _blocked_estimate(reg: BlockedLayout, md: TensorType, shape: tuple[int, int], vec_limit: int | None,
                      warp_size: int) -> BankEstimate | None:
    if md.layout is None or len(reg.order) != 2 or len(shape) != 2 or md.element_bits < 8:
        return None
    eb = md.element_bits // 8
    inner = reg.order[0]
    vec = reg.size_per_thread[inner]
    if isinstance(md.layout, SwizzledSharedLayout):
        if md.layout.order[:1] != reg.order[:1]:
            return None  # the thread's contiguous elements are not contiguous in the buffer: see linear_estimate
        if md.layout.max_phase > 1:  # unswizzled (maxPhase = 1): vec bounds nothing, the rows are contiguous
            vec = min(vec, max(md.layout.vec, 1))
    elif isinstance(md.layout, NVMMASharedLayout):
        if (0 if md.layout.transposed else 1) != inner:
            return None  # a transposed nvmma tile: the thread's contiguous elements are a column apart
        vec = min(vec, max(16 // eb, 1))
    if vec_limit:
        vec = min(vec, vec_limit)
    vec = max(1, min(vec, 16 // eb if eb <= 16 else 1))
    lanes = []
    for lane in range(warp_size):
        rem, base = lane, [0, 0]
        for d in reg.order:
            base[d] = (rem % reg.threads_per_warp[d]) * reg.size_per_thread[d]
            rem //= reg.threads_per_warp[d]
        lanes.append(base)
    outer = reg.order[1]
    step_outer = reg.size_per_thread[outer] * reg.threads_per_warp[outer] * reg.warps_per_cta[outer]
    worst: tuple[int, int] | None = None
    for rep in range(min(8, max(1, shape[outer] // max(step_outer, 1)))):
        for sub in range(0, reg.size_per_thread[inner], vec):
            addrs = []
            for lane, base in enumerate(lanes):
                coord = [base[0], base[1]]
                coord[outer] += rep * step_outer
                coord[inner] += sub
                off = shared_offset(md.layout, shape, (coord[0], coord[1]), eb)
                if off is None:
                    return None
                addrs.append((lane, off))
            w = wavefronts(addrs, vec * eb)
            if worst is None or w[0] * worst[1] > worst[0] * w[1]:
                worst = w
    if worst is None:
        return None
    return BankEstimate(worst[0], worst[1], vec * eb, f"warp 0 of {reg.describe()}, {vec * eb}-byte accesses")


def _ldmatrix_estimate(md: TensorType, shape: tuple[int, int], name: str = "ldmatrix") -> BankEstimate | None:
    """ldmatrix (or stmatrix, ``name``: the same 8 lanes × 16-byte rows per phase, PTX ISA "stmatrix") of 8x8 tiles
    of ``md``'s shared layout: the worst phase's wavefronts."""
    if md.layout is None or len(shape) != 2 or md.element_bits < 8:
        return None
    eb = md.element_bits // 8
    if isinstance(md.layout, SwizzledSharedLayout):
        inner = md.layout.order[0]
    elif isinstance(md.layout, NVMMASharedLayout):
        inner = 0 if md.layout.transposed else 1
    else:
        return None
    outer = 1 - inner
    per_row = max(16 // eb, 1)
    worst = (0, 1)
    for r0 in range(0, min(shape[outer], 32), 8):
        for c0 in range(0, min(shape[inner], 4 * per_row), per_row):
            addrs = []
            for lane in range(8):
                coord = [0, 0]
                coord[outer], coord[inner] = r0 + lane, c0
                off = shared_offset(md.layout, shape, (coord[0], coord[1]), eb)
                if off is None:
                    return None
                addrs.append((lane, off))
            w = wavefronts(addrs, 16)
            worst = max(worst, w)
    return BankEstimate(worst[0], 1, 16, f"{name}: 8 lanes × 16-byte rows per phase")


Offset = Callable[[tuple[int, ...]], int]
#: Tiles above this many elements are not inverted (time).
_MAX_TILE = 1 << 17
#: The widest vector one thread moves to or from shared memory (``ld.shared.v4.b32``), bytes.
MAX_VECTOR_BYTES = 16
#: Register groups (vectors) of one thread looked at per side; the worst one is reported.
_MAX_GROUPS = 64


def row_major_offset(shape: Sequence[int], order: Sequence[int]) -> Offset:
    """Element offset of a coordinate in an unswizzled buffer of ``shape`` stored ``order[0]`` fastest."""
    strides = [0] * len(shape)
    step = 1
    for d in order:
        strides[d] = step
        step *= shape[d]
    return lambda coord: sum(c * s for c, s in zip(coord, strides, strict=True))


def vector_elems(reg: LinearLayout, offset: Offset, elem_bytes: int) -> int:
    """Elements one thread moves per access: ``2**k`` for the leading ``k`` register bases whose buffer
    offsets are 1, 2, 4, … elements, capped at :data:`MAX_VECTOR_BYTES` (Triton's ``largestVectorisation``)."""
    vec = 1
    for basis in reg.of("register"):
        if offset(basis) != vec or (2 * vec) * elem_bytes > MAX_VECTOR_BYTES:
            break
        vec *= 2
    return vec


def side_estimate(reg: LinearLayout, offset: Offset, elem_bytes: int, warp_size: int = 32) -> BankEstimate:
    """Bank conflicts of warp 0 moving all its registers of ``reg`` to or from a buffer addressed by
    ``offset`` (elements): the worst register vector's ``(wavefronts, ideal)`` by :func:`wavefronts`.
    ``reg`` is a distributed layout (``register``/``lane`` bases)."""
    vec = vector_elems(reg, offset, elem_bytes)
    n_regs = 1 << len(reg.of("register"))
    worst: tuple[int, int] | None = None
    for r in range(0, n_regs, vec)[:_MAX_GROUPS]:
        addrs = [(lane, offset(reg.apply(register=r, lane=lane)) * elem_bytes) for lane in range(warp_size)]
        w = wavefronts(addrs, vec * elem_bytes)
        if worst is None or w[0] * worst[1] > worst[0] * w[1]:
            worst = w
    assert worst is not None
    return BankEstimate(worst[0], worst[1], vec * elem_bytes, f"warp 0, {vec * elem_bytes}-byte accesses")


def shared_layout_offset(layout: Layout | None, shape: Sequence[int]) -> Offset | None:
    """Element offset of each coordinate of a shared tile of ``shape`` with ``layout``, inverted from its
    linear layout's ``offset`` bases (:func:`ir_explorer.ir.linear_layout.to_linear`: swizzled and nvmma
    shared layouts); ``None`` when it is not modelled or not a bijection onto the tile."""
    ll = to_linear(layout, shape)
    n = 1
    for d in shape:
        n *= d
    if ll is None or "offset" not in ll.bases or n > _MAX_TILE:
        return None
    table: dict[tuple[int, ...], int] = {}
    for off in range(1 << len(ll.of("offset"))):
        table.setdefault(ll.apply(offset=off), off)
    if len(table) != n:
        return None
    return lambda coord: table[tuple(c % s for c, s in zip(coord, shape, strict=True))]


def linear_estimate(reg: Layout | None, md: TensorType, shape: tuple[int, ...], warp_size: int) -> BankEstimate | None:
    """:func:`side_estimate` of a register layout (any :func:`to_linear` models) against the memdesc's shared
    layout, or ``None`` when either is not modelled."""
    if md.element_bits < 8 or warp_size != 32:
        return None
    ll = to_linear(reg, shape, warp_size)
    off = shared_layout_offset(md.layout, shape)
    if ll is None or off is None or "offset" in ll.bases:
        return None
    est = side_estimate(ll, off, md.element_bits // 8, warp_size)
    return BankEstimate(est.wavefronts, est.ideal, est.access_bytes,
                        f"warp 0 of {reg.describe() if reg else '?'} (linear layout), {est.access_bytes}-byte accesses")


def estimate_bank_conflicts(access: Access, ldmatrix: bool, warp_size: int, stmatrix: bool = False
                            ) -> BankEstimate | str:
    """A :class:`BankEstimate` for ``access``, or a sentence saying why there is none.
    ``ldmatrix`` says whether the PTX uses ldmatrix (it decides how a ``dot_op`` load reads), ``stmatrix`` whether
    it uses stmatrix (how a store of an mma accumulator writes: 16-byte rows)."""
    md = access.memdesc
    if len(md.shape) != 2:
        return f"bank conflicts not estimated: {len(md.shape)}-D tile"
    # a subview (e.g. one K-slice, memdesc<128x16xf16, …, 128x64>) is addressed in its allocation's rows
    full = md.alloc_shape[-2:] if md.alloc_shape and len(md.alloc_shape) >= 2 else md.shape
    tile = (full[0], full[1])
    if access.op == "ttng.warp_group_dot":
        return "wgmma reads the tile directly; the nvmma swizzle is the layout it expects (no conflict model)"
    if access.op.startswith("ttng.tc_gen5_mma"):
        return "tcgen05.mma reads the tile directly; the nvmma swizzle is the layout it expects (no conflict model)"
    if access.op.startswith("ttng.async_tma"):
        return "TMA writes whole swizzled rows (no conflict model)"
    reg = access.tensor.layout if access.tensor else None
    unmodelled = f"bank conflicts not estimated: {_layout_text(md)} is not modelled"
    if isinstance(reg, BlockedLayout):
        est = _blocked_estimate(reg, md, tile, access.vector_elems, warp_size) \
            or linear_estimate(reg, md, tile, warp_size)
        return est or unmodelled
    if isinstance(reg, DotOperandLayout) and isinstance(reg.parent, NvidiaMmaLayout) and reg.parent.version_major == 2:
        if ldmatrix:
            return _ldmatrix_estimate(md, tile) or unmodelled
        # no ldmatrix in the PTX: each thread loads its dot_op registers with ld.shared
        linear = linear_estimate(reg, md, tile, warp_size)
        return linear or "bank conflicts not estimated: this dot operand is not loaded with ldmatrix " \
                         "(no ldmatrix in the PTX)"
    if stmatrix and access.direction == "write" and reg is not None and not isinstance(reg, BlockedLayout):
        # the PTX of the op's Python line writes with stmatrix (a wgmma accumulator stored for a TMA store)
        est = _ldmatrix_estimate(md, tile, "stmatrix")
        if est is not None:
            return est
    if ldmatrix and access.op == "ttg.local_load" and reg is not None:
        # the PTX of the op's Python line reads with ldmatrix (a #linear or wgmma-operand layout Triton lowers through
        # ldmatrix): 16-byte rows, not the per-thread vectors of the register layout
        est = _ldmatrix_estimate(md, tile)
        if est is not None:
            return est
    linear = linear_estimate(reg, md, tile, warp_size) if reg is not None else None
    if linear is not None:
        return linear
    kind = reg.kind if reg is not None else "no register layout"
    return f"bank conflicts not estimated: accessed through {kind}"


# --------------------------------------------------------------------------------------
# Instructions that move data in and out of shared memory
# --------------------------------------------------------------------------------------

#: PTX shared-memory instructions, with the width each lane moves.
_PTX_PATTERNS = {
    # e.g. cp.async.cg.shared.global [ %r82 + 0 ], [ %rd48 + 0 ], 0x10, %r83;
    "cp.async": re.compile(r"\bcp\.async\.c[ag]\.shared(?:::\w+)?\.global(?:\.[\w:]+)*\s+\[[^\]]*\],\s*\[[^\]]*\],"
                           r"\s*(0x[0-9a-fA-F]+|\d+)"),
    # e.g. cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd2, {%r3, %r4}], [%r5];
    "cp.async.bulk.tensor": re.compile(r"\bcp\.async\.bulk\.tensor\.\dd\.shared"),
    # e.g. cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%rd1, {%r2, %r3}], [%r4];
    "cp.async.bulk.tensor (store)": re.compile(r"\bcp\.async\.bulk\.tensor\.\dd\.global\.shared"),
    # e.g. ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [%r5];
    "ldmatrix": re.compile(r"\bldmatrix\.sync\.aligned\.[\w.]+"),
    # e.g. stmatrix.sync.aligned.m8n8.x4.shared.b16 [%r1], {%r2, %r3, %r4, %r5};
    "stmatrix": re.compile(r"\bstmatrix\.sync\.aligned\.[\w.:]+"),
    # e.g. ld.shared.v4.b32 {%r1, %r2, %r3, %r4}, [%r5+0];
    "ld.shared": re.compile(r"\bld\.shared(?:::\w+)?(?:\.v(\d))?\.[bsuf](\d+)"),
    # e.g. st.shared.v4.b32 [%r5+0], {%r1, %r2, %r3, %r4};
    "st.shared": re.compile(r"\bst\.shared(?:::\w+)?(?:\.v(\d))?\.[bsuf](\d+)"),
}
#: SASS shared-memory instructions.
# e.g.   /*0a30*/  LDSM.16.MT88.4 R64, [R76+UR8+0x1000] ;    LDGSTS.E.BYPASS.LTC128B.128 [R1], desc[UR4][R2.64] ;
_SASS = re.compile(r"\b(LDSM|STSM|LDGSTS|UTMALDG|UTMASTG|LDS|STS)((?:\.[A-Z0-9_]+)*)\b")
#: AMDGCN LDS instructions.
# e.g.   ds_read_b128 v[4:7], v2 offset:1024      ds_write_b16 v3, v5      buffer_load_dword v1, s[0:3], 0 offen lds
_AMD_DS = re.compile(r"^\s*(ds_(?:read|write|load|store)\w*)")
_AMD_LDS_LOAD = re.compile(r"^\s*((?:buffer|global)_load_(?:lds_)?\w+)\b.*\blds\b|^\s*(global_load_lds_\w+)")
#: The bits each lane moves: the first width of the mnemonic. ``ds_read_b64_tr_b16``, gfx950's transposing read,
#: moves 64 bits per lane of 16-bit elements (AMD CDNA4 ISA §11.4 "MFMA Transpose Load from LDS": it loads 2 VGPRs
#: of 16-bit elements); gfx1250's ``ds_load_tr16_b128`` moves 128.
# e.g. ds_write_b16 / ds_read_u16 / ds_read2_b64 / ds_read_b128 / ds_read_b64_tr_b16
_AMD_WIDTH = re.compile(r"_[bui](\d+)")
#: A SASS instruction predicated on "not true" never runs: ptxas pads with them (``@!PT LDS RZ, [RZ]``).
# e.g.   /*0450*/  @!PT LDS RZ, [RZ] ;      /*0c70*/  @!UPT UIADD3 UR4, UPT, UPT, UR4, 0x1, URZ ;
_SASS_NEVER = re.compile(r"@!U?PT\s")
# e.g. LDS.U16   LDS.128   STS.64   (no suffix: 32 bits)
_SASS_WIDTH = re.compile(r"\.(?:U|S)?(8|16|32|64|128)\b")


@dataclass(frozen=True)
class Movement:
    """Shared-memory instructions of one stage: ``{instruction: count}``, the 1-based lines of each,
    and the access widths in bits of plain loads/stores (``{bits: count}``)."""

    stage: str
    counts: Mapping[str, int]
    lines: Mapping[str, tuple[int, ...]]
    narrow: Mapping[str, int]
    """Plain shared loads/stores narrower than 32 bits per lane, by instruction."""


def movement(stage: str, text: str) -> Movement:
    """Count the shared-memory instructions in a PTX, SASS or AMDGCN stage (static counts, one per line). A SASS
    instruction predicated on ``!PT`` (never true: ptxas's ``@!PT LDS RZ, [RZ]`` padding) never runs and is not
    counted."""
    counts: Counter[str] = Counter()
    lines: dict[str, list[int]] = {}
    narrow: Counter[str] = Counter()

    def add(key: str, ln: int) -> None:
        counts[key] += 1
        lines.setdefault(key, []).append(ln)

    for ln, line in enumerate(text.splitlines(), 1):
        if stage == "ptx":
            for key, rx in _PTX_PATTERNS.items():
                m = rx.search(line)
                if not m:
                    continue
                if key == "cp.async":
                    add(f"cp.async {int(m.group(1), 0)}B", ln)
                elif key in ("ld.shared", "st.shared"):
                    bits = int(m.group(1) or 1) * int(m.group(2))
                    add(f"{key} {bits}-bit", ln)
                    if bits < 32:
                        narrow[f"{key} {bits}-bit"] += 1
                else:
                    add(m.group(0) if key in ("ldmatrix", "stmatrix") else key, ln)
                break
        elif stage == "sass":
            m = _SASS.search(line)
            if m and not _SASS_NEVER.search(line[:m.start()]):
                key = m.group(1) + m.group(2)
                add(key, ln)
                if m.group(1) in ("LDS", "STS"):
                    w = _SASS_WIDTH.search(m.group(2))
                    if w and int(w.group(1)) < 32:
                        narrow[key] += 1
        elif stage == "amdgcn":
            m = _AMD_DS.match(line)
            if m:
                key = m.group(1)
                add(key, ln)
                w = _AMD_WIDTH.search(key)
                if w and int(w.group(1)) < 32 and "bpermute" not in key:
                    narrow[key] += 1
            else:
                m = _AMD_LDS_LOAD.match(line)
                if m:
                    add((m.group(1) or m.group(2)) + " (to LDS)", ln)
    return Movement(stage, dict(counts), {k: tuple(v) for k, v in lines.items()}, dict(narrow))


# --------------------------------------------------------------------------------------
# The analysis
# --------------------------------------------------------------------------------------


def _finding(inp: AnalysisInput, severity: Severity, message: str, stage: str, lines: tuple[int, ...],
             data: Mapping[str, object], kind: str = "shared_memory", facts: Sequence[Fact] = (),
             claims: Sequence[Claim] = ()) -> Finding:
    """A finding of ``kind`` citing ``lines`` of ``stage`` (its Python line: the first line's). With ``claims``,
    ``message`` is the template they are rendered into (:class:`~ir_explorer.analyses.findings.Finding`)."""
    file, pyline = inp.python_location(stage, lines[0]) if lines else (None, None)
    if claims:
        return Finding(kind=kind, severity=severity, template=message, claims=tuple(claims), stage=stage,
                       lines=lines, python_file=file, python_line=pyline, data=dict(data), facts=tuple(facts))
    return Finding(kind=kind, severity=severity, message=message, stage=stage, lines=lines, python_file=file,
        python_line=pyline, data=dict(data), facts=tuple(facts))


def _literal(text: str) -> str:
    """``text`` as literal template text (braces doubled)."""
    return text.replace("{", "{{").replace("}", "}}")


def _layout_text(t: TensorType) -> str:
    return t.layout.describe() if t.layout else "no layout"


# e.g. #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
_SWIZZLED_DEF = re.compile(r"^(?P<alias>#[\w$-]+) = #ttg\.(?:swizzled_shared|amd_rotating_shared)<\{"
                           r"vec = (?P<vec>\d+), perPhase = \d+, maxPhase = (?P<max>\d+)", re.MULTILINE)


# e.g. #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
_ALIAS_LINE = re.compile(r"^(?P<alias>#[\w$-]+) = #ttg\.(?:swizzled_shared|nvmma_shared|amd_rotating_shared)<",
                         re.MULTILINE)
#: The claim unit of each swizzle field (:func:`swizzle_of`).
_SWIZZLE_UNITS = {"vec": "elements", "per_phase": "count", "max_phase": "count", "order": "shape",
                  "swizzling_byte_width": "bytes", "transposed": "flag", "element_bit_width": "bits"}


def _swizzle_claims(text: str, memdesc: TensorType, about: tuple[Ref, ...]) -> list[Claim]:
    """The swizzle of ``memdesc``'s shared layout (:func:`swizzle_of`) as claims ``swizzle/<field>`` (rule
    ``swizzle``), about the op lines ``about`` and the line defining the layout's alias when it has one."""
    swz = swizzle_of(memdesc.layout)
    if swz is None:
        return []
    alias = re.search(r"(#[\w$-]+)\s*,", memdesc.text)
    defs = [m for m in _ALIAS_LINE.finditer(text) if alias and m.group("alias") == alias.group(1)]
    refs = about + tuple(Ref("ttgir", text.count("\n", 0, m.start()) + 1, f"{m.group('alias')} = ") for m in defs[:1])
    return [Claim(f"swizzle/{k}", tuple(v) if isinstance(v, list) else v, _SWIZZLE_UNITS[k], "swizzle", refs)
            for k, v in swz.items() if isinstance(v, int | bool | list)]


def _swizzle_fact(text: str, memdesc: TensorType, claim: str) -> list[Fact]:
    """The definition line of the ``#ttg.swizzled_shared`` alias ``memdesc`` uses (its vec/perPhase/maxPhase),
    as the fact a bank-conflict estimate rests on; ``[]`` for another layout."""
    alias = re.search(r"(#[\w$-]+)\s*,", memdesc.text)
    for m in _SWIZZLED_DEF.finditer(text):
        if alias and m.group("alias") == alias.group(1):
            return [Fact("ttgir", text.count("\n", 0, m.start()) + 1, m.group(0), claim)]
    return []


@dataclass(frozen=True)
class Cause:
    """One cause of narrow shared-memory accesses: a sentence, ``template`` rendered from ``claims`` (keys
    ``cause<i>/…``, :mod:`ir_explorer.engines.rules.shared` re-derives each), and the IR facts it rests on (each
    fact's ``claim`` is the rendered sentence, :attr:`text`)."""

    template: str
    claims: tuple[Claim, ...]
    facts: tuple[Fact, ...]

    @property
    def text(self) -> str:
        """The sentence the claims render."""
        return render(self.template, self.claims)


def _cause(template: str, claims: Sequence[Claim], facts: Iterable[tuple[str, int, str]]) -> Cause:
    """A :class:`Cause` whose facts ``(stage, line, text)`` each back its rendered sentence."""
    text = render(template, claims)
    return Cause(template, tuple(claims), tuple(Fact(stage, line, held, text) for stage, line, held in facts))


def _narrow_layouts(text: str, allocs: Iterable[Allocation], first: int = 0) -> list[Cause]:
    """The TTGIR's ``#ttg.swizzled_shared`` layouts whose ``vec`` elements are under 32 bits, each used by a
    data allocation (not an mbarrier array), as a cause of narrow shared-memory accesses with the alias's
    definition line: a thread moves at most ``vec`` contiguous elements of such a buffer at once. Claims
    ``cause<first + i>/layout``, ``/vec``, ``/element_bits``, ``/vector_bits`` (rule ``narrow-layout``)."""
    bits: dict[str, int] = {}
    for a in allocs:
        alias = re.search(r"(#[\w$-]+)\s*,", a.type.text)
        if alias and not a.barrier and a.type.element_bits:
            bits.setdefault(alias.group(1), a.type.element_bits)
    out: list[Cause] = []
    for m in _SWIZZLED_DEF.finditer(text):
        eb = bits.get(m.group("alias"))
        vec = int(m.group("vec"))
        if eb is not None and vec * eb < 32:
            line = text.count("\n", 0, m.start()) + 1
            ref = (Ref("ttgir", line, f"{m.group('alias')} = "),)
            k = f"cause{first + len(out)}"
            claims = [Claim(f"{k}/layout", m.group("alias"), "layout", "narrow-layout", ref),
                      Claim(f"{k}/vec", vec, "elements", "narrow-layout", ref),
                      Claim(f"{k}/element_bits", eb, "bits", "narrow-layout", ref),
                      Claim(f"{k}/vector_bits", vec * eb, "bits", "narrow-layout", ref)]
            out.append(_cause(f"{{{k}/layout}} is a shared layout with vec = {{{k}/vec}} of {{{k}/element_bits}}-bit "
                              f"elements ({{{k}/vector_bits}} bits per vector)", claims, [("ttgir", line, m.group(0))]))
    return out


# e.g.     ^bb0(%mean_square_21: f16 loc(callsite(#loc1 at #loc47)), %mean_square_22: f16 loc(…)):
_BLOCK_ARG_TYPE = re.compile(r"%[\w$.-]+: (?P<elem>[a-z]+(?P<bits>\d+)\b)")
# e.g. %4 = ttg.convert_layout %3 : tensor<64xf16, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64xf16, …>
_TENSOR_ELEM = re.compile(r"tensor<(?:\d+x)+(?P<elem>[a-z]+(?P<bits>\d+)\b)")


def _narrow_scratch(text: str, first: int = 0) -> list[Cause]:
    """The TTGIR's scratch ops (:data:`SCRATCH_OPS`: a ``tt.reduce``/``tt.scan``, whose element type is its combine
    region's block argument on the next line, or a ``ttg.convert_layout``, the type on its line) of elements under
    32 bits, as a cause of narrow accesses: their lowering moves those values through a scratch buffer in shared
    memory (a reduce: one value per warp across warps) when they need one. Claims ``cause<first + i>/op``,
    ``/line``, ``/element``, ``/element_bits`` (rule ``narrow-scratch``)."""
    lines = text.splitlines()
    out: list[Cause] = []
    for op in scan(text):
        if op.name not in SCRATCH_OPS or op.name.startswith("tt.atomic"):
            continue
        src = lines[op.line] if op.name in ("tt.reduce", "tt.scan") and op.line < len(lines) else op.text
        m = (_BLOCK_ARG_TYPE if op.name in ("tt.reduce", "tt.scan") else _TENSOR_ELEM).search(src)
        if m is None or int(m.group("bits")) >= 32:
            continue
        ref = (Ref("ttgir", op.line, op.name),)
        k = f"cause{first + len(out)}"
        claims = [Claim(f"{k}/op", op.name, "op", "narrow-scratch", ref),
                  Claim(f"{k}/line", op.line, "line", "narrow-scratch", ref),
                  Claim(f"{k}/element", m.group("elem"), "value", "narrow-scratch", ref),
                  Claim(f"{k}/element_bits", int(m.group("bits")), "bits", "narrow-scratch", ref)]
        out.append(_cause(f"{{{k}/op}} at ttgir:{{{k}/line}} moves {{{k}/element}} values ({{{k}/element_bits}} "
                          "bits) through its shared-memory scratch", claims, [("ttgir", op.line, op.name)]))
    return out


# e.g. @%p1 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r31], 128;
_TCGEN05_ALLOC = re.compile(r"\btcgen05\.alloc\.")


def narrow_causes(inp: AnalysisInput, mv: Movement, sources: Sequence[tuple[Access, BankEstimate]],
                  allocs: Sequence[Allocation]) -> tuple[list[Cause], bool]:
    """Why ``mv``'s stage moves shared data in under 32 bits per lane: ``(causes, ptxas_only)``, each cause a
    sentence of claims with the IR facts it rests on (:class:`Cause`).

    * In SASS whose PTX (when captured) has no shared load or store under 32 bits (:func:`movement`), ptxas
      emitted them itself: the one cause, with ``ptxas_only`` true; its facts are the narrow SASS lines and the
      PTX's ``tcgen05.alloc`` line when it has one (ptxas's tensor-memory allocator code stores a byte:
      ``STS.U8`` after ``UVIRTCOUNT.DEALLOC.SMPOOL`` in an sm_100 matmul), its line a claim (rule ``narrow-cause``).
    * Else the accesses the bank model (``sources``, from :func:`_bank_findings`) estimates at under 4 bytes
      per lane, each citing its TTGIR op line (claims ``cause<i>/op``, ``/line``, ``/target``, ``/access_bytes``,
      rule ``narrow-access``); else (AMD, accesses not modelled) the data allocations' ``swizzled_shared`` layouts
      whose vector is under 32 bits (:func:`_narrow_layouts`); else the scratch ops of elements under 32 bits
      (:func:`_narrow_scratch`: an f16 ``tt.reduce`` exchanges 16-bit values between warps)."""
    ptx = inp.stages.get("ptx")
    if mv.stage == "sass" and ptx is not None and not movement("ptx", ptx).narrow:
        alloc = _TCGEN05_ALLOC.search(ptx)
        template = "the PTX has no shared-memory load or store under 32 bits per lane, so ptxas emitted them"
        claims: list[Claim] = []
        facts = [("sass", ln, k.split(".")[0]) for k in mv.narrow for ln in mv.lines.get(k, ())[:4]]
        if alloc:
            line = ptx.count("\n", 0, alloc.start()) + 1
            claims.append(Claim("tcgen05_alloc", line, "line", "narrow-cause", (Ref("ptx", line, "tcgen05.alloc"),)))
            template += (" (this PTX allocates tensor memory: tcgen05.alloc at ptx:{tcgen05_alloc}, whose SASS code "
                         "stores a byte to shared memory)")
            facts.append(("ptx", line, "tcgen05.alloc"))
        return [_cause(template, claims, facts)], True
    out: list[Cause] = []
    seen: set[tuple[str, str | None, int]] = set()
    for acc, est in sources:
        if (acc.op, acc.allocation, est.access_bytes) in seen:
            continue
        seen.add((acc.op, acc.allocation, est.access_bytes))
        what = f"%{display(acc.allocation)}" if acc.allocation else _layout_text(acc.memdesc)
        verb = "writes" if acc.direction == "write" else "reads"
        ref = (Ref("ttgir", acc.line, acc.op),)
        k = f"cause{len(out)}"
        claims = [Claim(f"{k}/op", acc.op, "op", "narrow-access", ref),
                  Claim(f"{k}/line", acc.line, "line", "narrow-access", ref),
                  Claim(f"{k}/target", what, "value" if acc.allocation else "layout", "narrow-access", ref),
                  Claim(f"{k}/access_bytes", est.access_bytes, "bytes", "narrow-access", ref)]
        out.append(_cause(f"{{{k}/op}} at ttgir:{{{k}/line}} {verb} {{{k}/target}} in {{{k}/access_bytes}}-byte "
                          "accesses (model estimate)", claims, [("ttgir", acc.line, acc.op)]))
    return out or _narrow_layouts(inp.stages.get("ttgir", ""), allocs) \
        or _narrow_scratch(inp.stages.get("ttgir", "")), False


def analyze(inp: AnalysisInput) -> Analysis:
    """Shared-memory findings for one compiled kernel.

    One ``info`` finding per allocation (layout, shape, element type, buffers, bytes); one for the
    total against metadata ``shared`` (and the module's ``ttg.shared`` when the text has one);
    one per stage for the instructions that move data; a ``warn`` for each access whose estimated
    bank conflicts exceed 1 way, and for shared loads/stores narrower than 32 bits. Metric:
    ``shared_bytes`` (metadata). Never raises.
    """
    findings: list[Finding] = []
    metrics: dict[str, object] = {}
    shared_meta = inp.metadata.get("shared")
    if isinstance(shared_meta, int):
        metrics["shared_bytes"] = shared_meta
    text = inp.stages.get("ttgir", "")
    allocs: list[Allocation] = []
    narrow_sources: list[tuple[Access, BankEstimate]] = []
    if text:
        module = inp.model("ttgir")
        ops = module.printed_ops
        allocs = allocations(module)
        for a in allocs:
            findings.append(_allocation_finding(inp, a))
        _total(inp, findings, allocs, text, shared_meta, ops)
        if inp.target.backend == "cuda":
            narrow_sources = _bank_findings(inp, findings, accesses(module, allocs),
                                            "ldmatrix" in inp.stages.get("ptx", ""), allocs)
        if inp.target.backend != "cuda" and allocs:
            findings.append(_finding(inp, "info", "bank conflicts not estimated on AMD: LDS banking "
                                     "(64-lane waves, ds_read_b128 phases) is not modelled", "ttgir", (), {}))
    for stage in ("ptx", "sass", "amdgcn"):
        if stage in inp.stages:
            _movement_findings(inp, findings, movement(stage, inp.stages[stage]), narrow_sources, allocs)
    return Analysis(findings, metrics)


def _allocation_finding(inp: AnalysisInput, a: Allocation) -> Finding:
    """``%a_39: 3 buffers of 128x64xf16 in nvmma_shared …: 49152 bytes``: one allocation's claims, each about its
    ``ttg.local_alloc`` line (rules of :mod:`ir_explorer.engines.rules.shared`)."""
    ref = (Ref("ttgir", a.line, f"%{display(a.name)} = ttg.local_alloc"),)
    claims = [Claim("name", f"%{display(a.name)}", "value", "allocation", ref),
              Claim("buffers", a.buffers, "buffers", "buffers", ref),
              Claim("tile", tuple(a.tile_shape), "shape", "allocation", ref),
              Claim("shape", tuple(a.type.shape), "shape", "allocation", ref),
              Claim("element", a.type.element, "type", "allocation", ref),
              Claim("bytes", a.nbytes, "bytes", "allocation", ref),
              Claim("layout", "mbarrier array" if a.barrier else _layout_text(a.type), "layout", "alloc-layout", ref),
              Claim("barrier", a.barrier, "flag", "alloc-layout", ref)]
    if a.source:
        claims.append(Claim("source", _layout_text(a.source), "layout", "alloc-layout", ref))
    template = ("{name}: " + ("{buffers} buffers of " if a.buffers > 1 else "") + "{tile:x}x{element} in {layout}"
                + (", stored from {source}" if a.source else "") + ": {bytes} bytes")
    return _finding(inp, "info", template, "ttgir", (a.line,), {}, claims=claims)


def swizzle_of(layout: Layout | None) -> dict[str, object] | None:
    """The swizzle of a shared layout as data: ``{"vec", "per_phase", "max_phase", "order"}`` for
    ``#ttg.swizzled_shared``; ``{"swizzling_byte_width", "transposed", "element_bit_width"}`` for
    ``#ttg.nvmma_shared``; ``None`` for other layouts."""
    if isinstance(layout, SwizzledSharedLayout):
        return {"vec": layout.vec, "per_phase": layout.per_phase, "max_phase": layout.max_phase,
                "order": list(layout.order)}
    if isinstance(layout, NVMMASharedLayout):
        return {"swizzling_byte_width": layout.swizzling_byte_width, "transposed": layout.transposed,
                "element_bit_width": layout.element_bit_width}
    return None


#: Said with every bank-conflict figure: where it comes from.
MODEL_NOTE = "model estimate: 32 banks of 4 bytes, one 4-byte word per bank per wavefront"


def _ldmatrix_by_python_line(inp: AnalysisInput, mnemonic: str = "ldmatrix"
                             ) -> dict[tuple[str | None, int | None], bool] | None:
    """``{(python_file, python_line): whether a PTX line of it holds ``mnemonic`` (``ldmatrix``, ``stmatrix``)}`` from
    the PTX ``.loc`` map, or ``None`` without one (then the whole PTX decides)."""
    ptx, locs = inp.stages.get("ptx"), inp.source_lines.get("ptx")
    if not ptx or not locs:
        return None
    out: dict[tuple[str | None, int | None], bool] = {}
    for i, line in enumerate(ptx.splitlines()):
        loc = locs[i] if i < len(locs) else None
        if loc is not None:
            out[loc] = out.get(loc, False) or mnemonic in line
    return out


def _bank_findings(inp: AnalysisInput, findings: list[Finding], accs: list[Access], ldmatrix: bool,
                   allocs: Iterable[Allocation] = ()) -> list[tuple[Access, BankEstimate]]:
    """One finding per (op, allocation, estimate), with the lines of every such access: the allocation's
    bytes and swizzle, and the estimate (a model, :func:`estimate_bank_conflicts`). Returns the accesses estimated
    to move under 4 bytes per lane, with their estimates (the causes a narrow-access finding names)."""
    by_name = {a.name: a for a in allocs}
    groups: dict[tuple[str, str, str], tuple[list[int], BankEstimate | str, Access]] = {}
    by_line = _ldmatrix_by_python_line(inp)
    st_by_line = _ldmatrix_by_python_line(inp, "stmatrix")
    stmatrix = "stmatrix" in inp.stages.get("ptx", "")
    narrow: list[tuple[Access, BankEstimate]] = []
    for acc in accs:
        loc = inp.python_location("ttgir", acc.line)
        uses = by_line.get(loc, False) if by_line is not None and loc[1] is not None else ldmatrix
        st_uses = st_by_line.get(loc, False) if st_by_line is not None and loc[1] is not None else stmatrix
        est = estimate_bank_conflicts(acc, uses, inp.target.warp_size, st_uses)
        if isinstance(est, BankEstimate) and est.access_bytes < BANK_BYTES:
            narrow.append((acc, est))
        target = f"%{display(acc.allocation)}" if acc.allocation else _layout_text(acc.memdesc)
        key = (acc.op, target, repr(est))
        seen = groups.setdefault(key, ([], est, acc))[0]
        if acc.line not in seen:  # one op reading two operands of one layout (a tile by itself) is one op
            seen.append(acc.line)
    text = inp.stages.get("ttgir", "")
    for (op, target, _), (lines, est, acc) in groups.items():
        verb = "writes" if op in _WRITES else "reads"
        alloc = by_name.get(acc.allocation or "")
        refs = tuple(Ref("ttgir", n, op) for n in lines)
        claims = [Claim("op", op, "op", "access-op", refs),
                  Claim("side", "store" if verb == "writes" else "load", "text", "access-op", refs),
                  Claim("target", target, "value" if alloc else "layout", "access-target", refs),
                  Claim("count", len(lines), "count", "access-count", refs),
                  Claim("dot_operand", isinstance(acc.tensor.layout if acc.tensor else None, DotOperandLayout),
                        "flag", "access-layout", refs)]
        claims += _swizzle_claims(text, acc.memdesc, refs)
        data: dict[str, object] = {}
        if not any(c.key.startswith("swizzle/") for c in claims):
            data["swizzle"] = None
        what = "{target}"
        if alloc:
            claims += [Claim("bytes", alloc.nbytes, "bytes", "allocation-bytes", refs),
                       Claim("layout", _layout_text(acc.memdesc), "layout", "access-layout", refs)]
            what = "{target} ({bytes} bytes, {layout})"
        else:
            data["bytes"] = None
        if isinstance(est, BankEstimate):
            claims += [Claim("wavefronts", est.wavefronts, "wavefronts", "bank-model", refs),
                       Claim("ideal", est.ideal, "wavefronts", "bank-model", refs),
                       Claim("ways", est.ways, "count", "bank-model", refs),
                       Claim("access_bytes", est.access_bytes, "bytes", "access-width", refs),
                       Claim("model", est.how, "text", "bank-model", refs)]
            if est.ways > 1:
                message = (f"{{op}} {verb} {what} with about {{ways:g}}-way bank conflicts ({{wavefronts}} "
                           f"wavefronts where {{ideal}} would do; {{model}}; {MODEL_NOTE})")
            else:
                message = (f"{{op}} {verb} {what}: no bank conflicts expected ({{wavefronts}} wavefront"
                           f"{'s' if est.wavefronts != 1 else ''} for {{ideal}} ideal; {{model}}; {MODEL_NOTE})")
        else:
            claims.append(Claim("model", est, "text", "bank-model", refs))
            message = f"{{op}} {verb} {what}: {{model}}"
        times = " [{count} ops]" if len(lines) > 1 else ""
        severity: Severity = "warn" if isinstance(est, BankEstimate) and est.ways > 1 else "info"
        facts = _swizzle_fact(text, acc.memdesc, _layout_text(acc.memdesc)) if severity == "warn" else []
        findings.append(_finding(inp, severity, message + times, "ttgir", tuple(lines), data, facts=facts,
                                 claims=claims))
    return narrow


#: The ops that may need scratch shared memory of Triton's allocator (``lib/Analysis/Allocation.cpp``:
#: ``getScratchSizeInBytes``): the op names themselves, not their region terminators (``tt.reduce.return``).
SCRATCH_OPS = frozenset({"ttg.convert_layout", "tt.reduce", "tt.scan", "tt.atomic_rmw", "tt.atomic_cas"})


def scratch_ops(ops: Iterable[Op]) -> int:
    """How many ops of :data:`SCRATCH_OPS` the module holds (one per op, by its exact name)."""
    return sum(1 for op in ops if op.name in SCRATCH_OPS)


def _total(inp: AnalysisInput, findings: list[Finding], allocs: list[Allocation], text: str,
           shared_meta: object, ops: Sequence[Op]) -> None:
    """``allocations total … bytes; metadata shared = …``: the allocations' bytes against Triton's metadata
    ``shared`` (and the module's ``ttg.shared``), each a claim (rules ``shared-total``, ``scratch-ops``)."""
    total = sum(a.nbytes for a in allocs)
    module_shared = module_attributes(text).get("ttg.shared")
    scratch = scratch_ops(ops)
    refs = tuple(Ref("ttgir", a.line, "ttg.local_alloc") for a in allocs)
    claims = [Claim("allocations_bytes", total, "bytes", "shared-total", refs),
              Claim("scratch_ops", scratch, "count", "scratch-ops")]
    data: dict[str, object] = {"metadata_shared": shared_meta, "module_shared": module_shared}
    parts = ["allocations total {allocations_bytes} bytes"]
    if isinstance(shared_meta, int):
        parts.append("metadata shared = {metadata_shared}")
        diff = shared_meta - total
        claims += [Claim("metadata_shared", shared_meta, "bytes", "shared-total"),
                   Claim("difference", diff, "bytes", "shared-total")]
        if diff == 0 and shared_meta == 0:  # trial item M10: nothing to fit (a one-warp reduce shuffles only)
            parts.append("they match" + ("; none of the {scratch_ops} convert_layout/reduce/scan/atomic op(s) takes "
                                         "shared-memory scratch (registers and warp shuffles only)" if scratch else ""))
        elif diff == 0:
            parts.append("they match" + ("; the scratch of {scratch_ops} convert_layout/reduce/scan/atomic op(s) fits "
                                         "in space the allocations free (Triton's allocator reuses it by liveness)"
                                         if scratch else ""))
        elif diff > 0:
            parts.append("{difference} more bytes: scratch for convert_layout/reduce/scan/atomics ({scratch_ops} such "
                         "op(s) here) and alignment, placed by Triton's allocator (lib/Analysis/Allocation.cpp)")
        else:
            claims.append(Claim("fewer", -diff, "bytes", "shared-total"))
            parts.append("{fewer} fewer bytes: allocations whose lifetimes do not overlap share space")
    if module_shared is not None:
        claims.append(Claim("module_shared", module_shared, "bytes", "shared-total"))
        parts.append("module ttg.shared = {module_shared}")
    lines = tuple(a.line for a in allocs)
    findings.append(_finding(inp, "info", "; ".join(parts), "ttgir", lines, data, claims=claims))


def _mnemonic(key: str) -> str:
    """The part of a :func:`movement` key its lines hold: ``cp.async`` of ``cp.async 16B``, ``ld.shared`` of
    ``ld.shared 16-bit``, ``buffer_load_dword`` of ``buffer_load_dword (to LDS)``; the key itself otherwise."""
    return key.split(" ", 1)[0]


def _count_claims(prefix: str, mv: Movement, counts: Mapping[str, int], rule: str) -> tuple[list[Claim], str]:
    """One claim ``prefix/<instruction>`` per instruction of ``counts`` (unit ``count``, rule ``rule``, about each
    of its lines in ``mv``), and the text ``ld.shared 16-bit ×{…}, …`` of them (most first when ``prefix`` is
    ``counts``, by name otherwise)."""
    items = sorted(counts.items(), key=lambda kv: -kv[1]) if prefix == "counts" else sorted(counts.items())
    claims = [Claim(f"{prefix}/{claim_key(k)}", v, "count", rule,
                    tuple(Ref(mv.stage, ln, _mnemonic(k)) for ln in mv.lines.get(k, ()))) for k, v in items]
    return claims, ", ".join(f"{_literal(k)} ×{{{prefix}/{claim_key(k)}}}" for k, _ in items)


#: Characters a template's field name cannot hold (``str.format`` ends a field at ``:``/``!``, ``[`` indexes), and
#: what a claim key writes instead (``stmatrix….shared::cta.b16`` → ``…shared∶∶cta.b16``).
KEY_ESCAPES = str.maketrans({":": "\u2236", "!": "\u01c3", "[": "\u27e6", "]": "\u27e7", "{": "\u2983",
                             "}": "\u2984"})


def claim_key(instruction: str) -> str:
    """``instruction`` as a claim key's part (:data:`KEY_ESCAPES`)."""
    return instruction.translate(KEY_ESCAPES)


def _movement_findings(inp: AnalysisInput, findings: list[Finding], mv: Movement,
                       sources: Sequence[tuple[Access, BankEstimate]] = (), allocs: Sequence[Allocation] = ()) -> None:
    """The traffic finding of ``mv``'s stage (``{instruction: count}``, rule ``traffic-count``), and one for its
    shared accesses under 32 bits per lane (rules ``narrow-count``, ``narrow-cause``; its causes are facts)."""
    if not mv.counts:
        return
    all_lines = tuple(sorted(ln for lines in mv.lines.values() for ln in lines))
    kind = "async_copy" if any(k.startswith(("cp.async", "LDGSTS", "UTMA")) for k in mv.counts) else "shared_memory"
    claims, summary = _count_claims("counts", mv, mv.counts, "traffic-count")
    # the accesses come from every Python line their code carries, not only the first line's (trial item M2)
    file = inp.python_location(mv.stage, all_lines[0])[0]
    pylines = sorted({py for ln in all_lines for f, py in [inp.python_location(mv.stage, ln)]
                      if f == file and py is not None})
    if len(pylines) > 1:
        claims += [Claim(f"python_lines/{i}", py, "line", "traffic-python-lines") for i, py in enumerate(pylines)]
        summary += " (from Python lines " + ", ".join(f"{{python_lines/{i}}}" for i in range(len(pylines))) + ")"
    findings.append(_finding(inp, "info", f"shared-memory traffic in {mv.stage}: {summary}", mv.stage, all_lines,
                             {}, kind, claims=claims))
    if mv.narrow:
        claims, narrow = _count_claims("narrow", mv, mv.narrow, "narrow-count")
        lines = tuple(sorted(ln for k in mv.narrow for ln in mv.lines.get(k, ())))
        causes, ptxas_only = narrow_causes(inp, mv, sources, allocs)
        why = (causes[0].template if ptxas_only else "; ".join(c.template for c in causes) + ", which may cause "
               "them") if causes else _literal(
            "no access the bank model estimates is under 4 bytes and no data allocation's shared layout has a "
            "vector under 32 bits: they may come from a convert_layout's scratch, whose layout Triton picks when "
            "it lowers, or an access the model does not estimate")
        claims += [c for cause in causes for c in cause.claims]
        claims.append(Claim("ptxas_only", ptxas_only, "flag", "narrow-cause"))
        # a reduce/scan/convert of narrow elements moves them narrow by construction (trial item M1): no defect
        inherent = ptxas_only or bool(causes) and all(c.claims and c.claims[0].rule == "narrow-scratch" for c in causes)
        findings.append(_finding(
            inp, "info" if inherent else "warn",
            f"narrow shared-memory accesses in {mv.stage}: {narrow} (under 32 bits per lane; {why})",
            mv.stage, lines, {"causes": [c.text for c in causes]},
            facts=list(dict.fromkeys(f for c in causes for f in c.facts)), claims=claims))
