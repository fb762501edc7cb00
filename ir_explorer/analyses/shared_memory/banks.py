"""Bank conflicts of shared-memory accesses (NVIDIA only): an estimate from the layouts, for warp 0.

Shared memory has 32 banks of 4 bytes (CUDA C++ Programming Guide, "Shared Memory" in the compute-capability
appendix); a warp's access takes one wavefront per 128 bytes when its lanes hit distinct words
per bank, and 64/128-bit accesses are served a half/quarter warp at a time (:func:`wavefronts`). Addresses come from
the swizzle of the allocation's layout (:func:`shared_offset`; ``TritonGPUAttrDefs.td``:
``SwizzledSharedEncodingAttr``, ``phase = (row / perPhase) % maxPhase``, ``vec``-element chunks XORed with the phase;
``NVMMASharedEncodingAttr``: 16-byte chunks XORed with the row within a ``swizzlingByteWidth`` row)
and the accessing layout: a ``#blocked`` register layout (stores by ``cp.async``/``local_store``,
loads by ``local_load``), or ``ldmatrix`` for ``local_load`` into an mma.sync ``dot_op`` (PTX ISA
§9.7.14.5.15 "ldmatrix": each 8-lane phase reads eight 16-byte rows). Any other register layout that
:mod:`ir_explorer.ir.linear_layout` models (``#linear``, ``#ttg.slice``, a ``dot_op`` read without ldmatrix,
which the PTX of the op's Python line tells) is addressed through linear layouts (:func:`linear_estimate`:
lane ``l`` of warp 0 holds ``apply(register=r, lane=l)``, the shared layout's ``offset`` bases inverted give
its offset, and a thread moves the leading register bases that are consecutive there as one vector, at most
16 bytes). Every figure is a model estimate (:class:`BankEstimate`); :func:`estimate_bank_conflicts` gives one for
an :class:`~ir_explorer.analyses.shared_memory.allocations.Access`, or a sentence saying why there is none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ir_explorer.analyses.shared_memory.allocations import Access, layout_text
from ir_explorer.ir.layouts import (
    BlockedLayout,
    DotOperandLayout,
    Layout,
    NvidiaMmaLayout,
    NVMMASharedLayout,
    SwizzledSharedLayout,
    TensorType,
)
from ir_explorer.ir.linear_layout import LinearLayout, to_linear

BANKS = 32
BANK_BYTES = 4
WAVEFRONT_BYTES = BANKS * BANK_BYTES


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


def vector_bases(reg: LinearLayout, offset: Offset, elem_bytes: int) -> list[int]:
    """The indices of the register bases one thread's access vector spans: the basis whose buffer offset is 1
    element, then 2, 4, … among all the register bases, capped at :data:`MAX_VECTOR_BYTES`. Triton's
    ``largestVectorisation`` permutes the registers to put them first (trial 12c F3: rht_amax's ``#linear`` has
    ``[0, 1]`` as its second register basis, and the local_load is ``ld.shared.v2.b16``)."""
    bases = reg.of("register")
    chosen: list[int] = []
    vec = 1
    while (2 * vec) * elem_bytes <= MAX_VECTOR_BYTES:
        i = next((i for i, b in enumerate(bases) if i not in chosen and offset(b) == vec), None)
        if i is None:
            break
        chosen.append(i)
        vec *= 2
    return chosen


def vector_elems(reg: LinearLayout, offset: Offset, elem_bytes: int) -> int:
    """Elements one thread moves per access: ``2**k`` for the ``k`` register bases of :func:`vector_bases`."""
    return 1 << len(vector_bases(reg, offset, elem_bytes))


def side_estimate(reg: LinearLayout, offset: Offset, elem_bytes: int, warp_size: int = 32) -> BankEstimate:
    """Bank conflicts of warp 0 moving all its registers of ``reg`` to or from a buffer addressed by
    ``offset`` (elements): the worst register vector's ``(wavefronts, ideal)`` by :func:`wavefronts`.
    ``reg`` is a distributed layout (``register``/``lane`` bases)."""
    in_vector = sum(1 << i for i in vector_bases(reg, offset, elem_bytes))
    vec = 1 << bin(in_vector).count("1")
    n_regs = 1 << len(reg.of("register"))
    worst: tuple[int, int] | None = None
    for r in [r for r in range(n_regs) if not r & in_vector][:_MAX_GROUPS]:
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


def stmatrix_estimate(reg: Layout, md: TensorType, shape: tuple[int, ...], warp_size: int,
                      name: str = "stmatrix") -> BankEstimate | None:
    """stmatrix of a register layout ``reg`` into ``md``'s shared layout (PTX ISA, "stmatrix": each 8x8 matrix of
    b16 is 8 rows of 16 bytes; lane ``l`` holds 32-bit word ``l % 4`` of row ``l / 4``; lanes ``8i … 8i+7`` give
    the row addresses of matrix ``i``): the matrix written from 32-bit register word ``j`` has row ``r`` starting
    at the element lane ``4r`` holds in it, so its 8 row addresses are those of warp 0's lanes 0, 4, …, 28. The
    worst matrix's wavefronts over its 8 rows of 16 bytes (one wavefront when they hit distinct banks), or ``None``
    when either layout is not modelled (:func:`to_linear`, :func:`shared_layout_offset`). With ``name`` ``ldmatrix``
    the same rows read by a non-transposed ``ldmatrix`` (PTX ISA, "ldmatrix": the same fragment, loaded), as
    Triton lowers a ``ttg.local_load`` into a ``#blocked`` tile when its lanes hold whole 32-bit words of 16-byte
    rows (trial 12a F2: ``ldmatrix…m8n8.x1.shared.b16`` reading the u8 planes of gguf_q6k)."""
    if md.element_bits not in (8, 16, 32) or warp_size != 32:
        return None
    ll = to_linear(reg, shape, warp_size)
    off = shared_layout_offset(md.layout, shape)
    if ll is None or off is None or "offset" in ll.bases:
        return None
    eb = md.element_bits // 8
    n_regs = 1 << len(ll.of("register"))
    worst: tuple[int, int] | None = None
    for j in range(0, n_regs, 4 // eb)[:_MAX_GROUPS]:
        w = wavefronts([(r, off(ll.apply(register=j, lane=4 * r)) * eb) for r in range(8)], 16)
        if worst is None or w[0] * worst[1] > worst[0] * w[1]:
            worst = w
    if worst is None:
        return None
    return BankEstimate(worst[0], worst[1], 16, f"{name}: 8 lanes × 16-byte rows per phase, the rows of warp 0 "
                                                f"of {reg.describe()}")


def estimate_bank_conflicts(access: Access, ldmatrix: bool, warp_size: int, stmatrix: bool = False,
                            only_ldmatrix: bool = False) -> BankEstimate | str:
    """A :class:`BankEstimate` for ``access``, or a sentence saying why there is none.
    ``ldmatrix`` says whether the PTX uses ldmatrix (it decides how a ``dot_op`` load reads), ``stmatrix`` whether
    it uses stmatrix (how a store of an mma accumulator writes: 16-byte rows); ``only_ldmatrix`` that the PTX of
    the op's Python line reads shared memory by ldmatrix and no ``ld.shared`` (then a ``#blocked`` read is modelled
    as ldmatrix rows, :func:`stmatrix_estimate` with ``name="ldmatrix"``)."""
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
    if access.op.startswith("ttng.async_tma"):  # a TMA store reads the tile (trial 9d F3 said "writes")
        return f"TMA {'writes' if access.direction == 'write' else 'reads'} whole swizzled rows (no conflict model)"
    reg = access.tensor.layout if access.tensor else None
    unmodelled = f"bank conflicts not estimated: {layout_text(md)} is not modelled"
    if stmatrix and access.direction == "write" and isinstance(reg, BlockedLayout):
        # trial 2 F3: the PTX of the op's Python line writes with stmatrix (16-byte rows), not the st.shared vectors
        # of the blocked layout (fla's 64x64 f32 mask, stored for an FMA dot on sm_103)
        est = stmatrix_estimate(reg, md, tile, warp_size)
        if est is not None:
            return est
    if only_ldmatrix and access.op == "ttg.local_load" and isinstance(reg, BlockedLayout):
        # trial 12a F2: the PTX of the op's line reads only by ldmatrix (16-byte rows per lane address), not the
        # blocked layout's per-thread vectors
        est = stmatrix_estimate(reg, md, tile, warp_size, "ldmatrix")
        if est is not None:
            return est
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
