"""Every TTGIR layout as a linear layout over F2: what each thread holds, and which threads hold copies.

A *linear layout* (Triton's ``include/triton/Tools/LinearLayout.h``) maps the bits of a hardware index to
tensor coordinates by XOR: input dimension ``register``, ``lane``, ``warp`` (and ``block``, one per CTA of
a cluster) each has a list of *bases*, one coordinate vector per bit of its index; the coordinates an
index holds are the XOR of the bases of its set bits. So

* a thread holds ``2**len(register bases)`` register slots (Triton's ``getTotalElemsPerThread``);
* a basis that is all zero means the bit changes nothing: two lanes (warps) that differ only in a zero
  lane (warp) bit hold the same elements, a *broadcast*; all lane and warp bases zero means every thread
  holds the whole tensor.

:func:`to_linear` builds the layout of a ``tensor`` type the way Triton does in
``lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp`` (``toLinearLayout``) and
``lib/Tools/LayoutUtils.cpp`` (``ensureLayoutNotSmallerThan``/``ensureLayoutNotLargerThan``), for one CTA:

* ``#ttg.linear``: its bases, as printed;
* ``#ttg.blocked``: identity over ``sizePerThread``, then ``threadsPerWarp``, then ``warpsPerCTA``, each
  fastest dimension first (``order``); a shape larger than the CTA tile adds register bases (repeats), a
  smaller one zeroes the largest lane/warp bases (broadcast) and drops the largest register bases;
* ``#ttg.slice``: the parent's layout of the shape with a 1 inserted at ``dim``, that dimension dropped,
  then the all-zero register bases dropped;
* ``#ttg.nvidia_mma`` v2 (mma.sync) and v3 (wgmma) accumulators, AMD ``#ttg.amd_mfma`` 32x32 and 16x16
  (PTX ISA "Matrix Fragments for mma.m16n8k16"; AMD's matrix instruction calculator);
* ``#ttg.dot_op`` of those (``kWidth`` consecutive K elements per thread) and of ``#ttg.blocked`` (FMA
  dots: every thread holds all of K);
* shared layouts (input dimension ``offset``): ``#ttg.swizzled_shared`` and ``#ttg.nvmma_shared``
  (2-D: ``row`` bases XOR ``vec * ((row / perPhase) % maxPhase)`` into the column), ``#ttg.padded_shared``
  (its ``offset`` bases, or the identity in ``order``).

Checked against Triton 3.9's own ``to_linear_layout`` (``GluonOpBuilder``): every basis equal on the 831
layouts and shapes of ``tests/data/layout_kernels/oracle.py`` (``tests/test_linear_layout.py`` runs it). A
layout or shape outside this list gives ``None`` (never a guess); ``#ttg.amd_wmma``,
``#ttg.amd_rotating_shared``, tensor memory and multi-CTA layouts (``CTAsPerCGA`` > 1) are among them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ir_explorer.ir.layouts import (
    AmdMmaLayout,
    BlockedLayout,
    DotOperandLayout,
    Layout,
    NvidiaMmaLayout,
    NVMMASharedLayout,
    PaddedSharedLayout,
    RawLayout,
    SliceLayout,
    SwizzledSharedLayout,
)

Basis = tuple[int, ...]
#: Input dimensions of a distributed layout, in Triton's order.
DISTRIBUTED_DIMS = ("register", "lane", "warp", "block")


@dataclass(frozen=True)
class LinearLayout:
    """Bases over F2 for each input dimension (``register``, ``lane``, ``warp``, ``block``; or ``offset``
    for shared memory), each basis one coordinate per tensor dimension (``dim0`` first), and the tensor
    ``shape`` the layout covers."""

    bases: Mapping[str, tuple[Basis, ...]]
    shape: tuple[int, ...]

    def of(self, dim: str) -> tuple[Basis, ...]:
        """The bases of input dimension ``dim`` (empty when it has none)."""
        return self.bases.get(dim, ())

    def apply(self, **index: int) -> Basis:
        """The coordinate held at ``register=r, lane=l, warp=w`` (XOR of the bases of the set bits)."""
        out = [0] * len(self.shape)
        for dim, value in index.items():
            for bit, basis in enumerate(self.of(dim)):
                if value >> bit & 1:
                    out = [a ^ b for a, b in zip(out, basis, strict=True)]
        return tuple(out)

    def rank(self, *dims: str) -> int:
        """The rank over F2 of the bases of ``dims`` together: log2 of the distinct coordinates they reach."""
        return _rank([b for d in dims for b in self.of(d)], self.shape)


def _pack(basis: Basis, shape: Sequence[int]) -> int:
    v, shift = 0, 0
    for x, n in zip(basis, shape, strict=True):
        v |= x << shift
        shift += max(n - 1, 0).bit_length()
    return v


def _rank(bases: Sequence[Basis], shape: Sequence[int]) -> int:
    """Gaussian elimination over F2 on the packed bases."""
    pivots: dict[int, int] = {}
    for basis in bases:
        v = _pack(basis, shape)
        while v:
            top = v.bit_length() - 1
            if top not in pivots:
                pivots[top] = v
                break
            v ^= pivots[top]
    return len(pivots)


# --------------------------------------------------------------------------------------
# Building: a small mutable layout with out-dimension sizes and order (Triton's product ``*``)
# --------------------------------------------------------------------------------------


class _Builder:
    """Bases per input dim over ``rank`` out dims, with each out dim's size and the out dims' order
    (minor to major, as Triton's product keeps it)."""

    def __init__(self, rank: int) -> None:
        self.rank = rank
        self.bases: dict[str, list[list[int]]] = {}
        self.size = [1] * rank
        self.order: list[int] = []

    def _touch(self, dim: int) -> None:
        if dim not in self.order:
            self.order.append(dim)

    def identity(self, in_dim: str, n: int, dim: int) -> _Builder:
        """Multiply by Triton's ``identity1D(n, in_dim, dim)``: ``log2 n`` bases continuing ``dim``."""
        self._touch(dim)
        lst = self.bases.setdefault(in_dim, [])
        for _ in range(max(n, 1).bit_length() - 1):
            v = [0] * self.rank
            v[dim] = self.size[dim]
            lst.append(v)
            self.size[dim] *= 2
        return self

    def zeros(self, in_dim: str, n: int, dim: int) -> _Builder:
        """Multiply by ``zeros1D(n, in_dim, dim)``: ``log2 n`` all-zero bases (a broadcast)."""
        self._touch(dim)
        self.bases.setdefault(in_dim, []).extend([0] * self.rank for _ in range(max(n, 1).bit_length() - 1))
        return self

    def fixed(self, in_dim: str, vectors: Sequence[Sequence[int]]) -> _Builder:
        """Append literal bases (coordinates within the current sizes' tile; sizes grow to cover them)."""
        lst = self.bases.setdefault(in_dim, [])
        for vec in vectors:
            lst.append(list(vec))
            for d, x in enumerate(vec):
                if x:
                    self._touch(d)
                    self.size[d] = max(self.size[d], 2 * x)
        return self

    def identity_nd(self, in_dim: str, sizes: Sequence[int], order: Sequence[int]) -> _Builder:
        """``identityStandardND``: identity over ``sizes``, dimension ``order[0]`` first."""
        for d in order:
            self.identity(in_dim, sizes[d], d)
        return self

    def fit(self, shape: Sequence[int], broadcast_registers: bool = False) -> LinearLayout:
        """``ensureLayoutNotSmallerThan`` (repeat along registers, out dims in order) then
        ``ensureLayoutNotLargerThan`` with the largest bases of a too-large dim zeroed, register bases
        dropped instead unless ``broadcast_registers`` (Triton 3.9's ``combineCtaCgaWithShape`` drops
        them; the MFMA accumulator and the FMA dot operand keep them, zeroed)."""
        for d in range(self.rank):
            self._touch(d)
        for d in list(self.order):
            if self.size[d] < shape[d]:
                self.identity("register", shape[d] // self.size[d], d)
        self.bases.setdefault("register", [])
        dropped: set[int] = set()
        for d in range(self.rank):
            size = self.size[d]
            found = sorted(((v[d], name, i) for name, lst in self.bases.items() for i, v in enumerate(lst) if v[d]),
                           key=lambda t: -t[0])
            for _, name, i in found:
                if size <= shape[d]:
                    break
                if name == "register" and not broadcast_registers:
                    dropped.add(i)
                else:
                    self.bases[name][i][d] = 0
                size //= 2
        regs = [v for i, v in enumerate(self.bases["register"]) if i not in dropped]
        out = {name: tuple(tuple(v) for v in (regs if name == "register" else lst))
               for name, lst in self.bases.items()}
        for name in ("register", "lane", "warp"):
            out.setdefault(name, ())
        return LinearLayout(out, tuple(shape))


def _log2(n: int) -> int | None:
    return n.bit_length() - 1 if n > 0 and n & (n - 1) == 0 else None


# --------------------------------------------------------------------------------------
# Each layout
# --------------------------------------------------------------------------------------


def _blocked(lay: BlockedLayout, shape: Sequence[int]) -> LinearLayout | None:
    rank = len(shape)
    if not (len(lay.size_per_thread) == len(lay.threads_per_warp) == len(lay.warps_per_cta) == len(lay.order)
            == rank) or sorted(lay.order) != list(range(rank)):
        return None
    b = _Builder(rank).identity_nd("register", lay.size_per_thread, lay.order)
    b.identity_nd("lane", lay.threads_per_warp, lay.order).identity_nd("warp", lay.warps_per_cta, lay.order)
    return b.fit(shape)


def _from_fields(lay: RawLayout, shape: Sequence[int]) -> LinearLayout | None:
    f = lay.fields or {}
    rank = len(shape)
    out: dict[str, tuple[Basis, ...]] = {}
    for name in DISTRIBUTED_DIMS:
        raw = f.get(name, [])
        if not isinstance(raw, list) or not all(
                isinstance(v, list) and len(v) == rank and all(isinstance(x, int) for x in v) for v in raw):
            return None
        out[name] = tuple(tuple(v) for v in raw)
    if "register" not in f or "lane" not in f:
        return None
    return _not_larger_than(out, shape)


def _not_larger_than(bases: dict[str, tuple[Basis, ...]], shape: Sequence[int]) -> LinearLayout | None:
    """A ``#ttg.linear`` layout fitted to a tensor smaller than the one it was written for (``tensor<64x1xi32,
    #linear>`` of a 64x128 ``#linear``), as Triton 3.9's ``ensureLayoutNotLargerThan`` (``LayoutUtils.cpp``) does in
    ``LinearEncodingAttr::toLinearLayout``, with ``broadcastRegisters = false``: in each dimension the largest basis
    values go first until the layout spans no more than the shape; a lane, warp or block basis is set to 0 there (those
    threads hold copies), a register basis is removed (a thread holds no copy of its own element: trial 10a F2, a
    ``tensor<128x1xf32, #linear>`` of a 128x128 TMEM layout is 1 element per thread, not 64; checked against Triton's
    ``to_linear_layout``). ``None`` where a basis value there is not a power of two (not a distributed layout)."""
    out = {name: [list(v) for v in lst] for name, lst in bases.items()}
    removed: set[int] = set()  # the register bases Triton drops (their values stay for the later dimensions)
    for d, size in enumerate(shape):
        values = sorted(((v[d], name, i) for name in DISTRIBUTED_DIMS for i, v in enumerate(out.get(name, ()))
                         if v[d]), key=lambda t: -t[0])
        if any(x & (x - 1) for x, _, _ in values):
            return None
        actual = 2 * max((x for x, _, _ in values), default=0) or 1
        for _, name, i in values:
            if actual <= size:
                break
            if name == "register":
                removed.add(i)
            else:
                out[name][i][d] = 0
            actual //= 2
    if "register" in out:
        out["register"] = [v for i, v in enumerate(out["register"]) if i not in removed]
    return LinearLayout({name: tuple(tuple(v) for v in lst) for name, lst in out.items()}, tuple(shape))


def _slice(lay: SliceLayout, shape: Sequence[int], warp_size: int) -> LinearLayout | None:
    if not 0 <= lay.dim <= len(shape):
        return None
    parent = to_linear(lay.parent, (*shape[:lay.dim], 1, *shape[lay.dim:]), warp_size)
    if parent is None:
        return None
    cut = {name: tuple(v[:lay.dim] + v[lay.dim + 1:] for v in lst) for name, lst in parent.bases.items()}
    cut["register"] = tuple(v for v in cut["register"] if any(v))
    return LinearLayout(cut, tuple(shape))


#: mma.sync / wgmma accumulator fragment of one warp over (row, col): lane l holds row l/4 (+8 in register
#: bit 1), columns 2*(l%4) and +1 (PTX ISA "Matrix Fragments for mma.m16n8k16", wgmma "Register Fragments").
_MMA_LANES = ((0, 2), (0, 4), (1, 0), (2, 0), (4, 0))


def _nvidia_mma(lay: NvidiaMmaLayout, shape: Sequence[int]) -> LinearLayout | None:
    if len(shape) != 2 or len(lay.warps_per_cta) != 2 or lay.version_major not in (2, 3):
        return None
    b = _Builder(2).fixed("register", [(0, 1), (8, 0)])
    if lay.version_major == 3:
        n = _log2(lay.instr_shape[1]) if len(lay.instr_shape) > 1 else None
        if n is None or n < 3:
            return None
        b.fixed("register", [(0, 1 << k) for k in range(3, n)])
    b.fixed("lane", _MMA_LANES)
    b.order = [1, 0]
    # warps: mma.sync numbers them along columns first, wgmma along rows first (warp groups own rows)
    warp_order = (1, 0) if lay.version_major == 2 else (0, 1)
    b.identity_nd("warp", lay.warps_per_cta, warp_order)
    b.order = [1, 0]
    return b.fit(shape)


#: ``#ttg.amd_mfma`` fields Triton prints only when they change the layout (``tilesPerWarp`` other than
#: [1, 1], gfx950's ``mmacLayout``, a non-32-bit ``elementBitWidth``).
_MFMA_NON_DEFAULT = ("tilesPerWarp", "mmacLayout", "elementBitWidth")


def _mfma_tile(lay: AmdMmaLayout) -> tuple[list[Basis], list[Basis], int] | None:
    """Registers and lanes of one 32x32 or 16x16 MFMA result over (row, col), non-transposed; ``mdim``."""
    if lay.kind != "amd_mfma" or len(lay.instr_shape) < 2 or lay.instr_shape[0] != lay.instr_shape[1]:
        return None
    if any(k in lay.raw for k in _MFMA_NON_DEFAULT):  # printed only when not the default: not modelled
        return None
    m = lay.instr_shape[0]
    if m == 32:
        return [(1, 0), (2, 0), (8, 0), (16, 0)], [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (4, 0)], 32
    if m == 16:
        return [(1, 0), (2, 0)], [(0, 1), (0, 2), (0, 4), (0, 8), (4, 0), (8, 0)], 16
    return None


def _amd_mfma(lay: AmdMmaLayout, shape: Sequence[int]) -> LinearLayout | None:
    tile = _mfma_tile(lay)
    if tile is None or len(shape) != 2 or len(lay.warps_per_cta) != 2:
        return None
    regs, lanes, _ = tile
    if lay.transposed:  # each lane's elements run along the columns instead
        regs, lanes = [(c, r) for r, c in regs], [(c, r) for r, c in lanes]
    b = _Builder(2).fixed("register", regs).fixed("lane", lanes)
    b.identity_nd("warp", lay.warps_per_cta, (1, 0))
    b.order = [1, 0]
    return b.fit(shape, broadcast_registers=True)  # a tensor smaller than one instruction keeps its registers


def _dot_operand(lay: DotOperandLayout, shape: Sequence[int]) -> LinearLayout | None:
    if len(shape) != 2 or lay.op_idx not in (0, 1):
        return None
    k_dim, other = (1, 0) if lay.op_idx == 0 else (0, 1)
    parent = lay.parent
    if isinstance(parent, BlockedLayout):
        return _fma_dot(parent, shape, k_dim)
    kw = lay.k_width
    if kw is None or _log2(kw) is None:
        return None

    def at(k: int, nonk: int) -> Basis:
        v = [0, 0]
        v[k_dim], v[other] = k, nonk
        return tuple(v)

    b = _Builder(2).fixed("register", [at(1 << i, 0) for i in range(_log2(kw) or 0)])
    if isinstance(parent, NvidiaMmaLayout) and parent.version_major in (2, 3) and len(parent.warps_per_cta) == 2:
        if parent.version_major == 3 and lay.op_idx == 1:
            return None  # wgmma reads B from shared memory only
        b.fixed("register", [at(0, 8)] if lay.op_idx == 0 else [])
        b.fixed("lane", [at(kw, 0), at(2 * kw, 0), at(0, 1), at(0, 2), at(0, 4)])
        b.fixed("register", [at(4 * kw, 0)])
        tile_nonk = 16 if lay.op_idx == 0 else 8
        warp_order = (1, 0) if parent.version_major == 2 else (0, 1)
    elif isinstance(parent, AmdMmaLayout) and (tile := _mfma_tile(parent)) is not None \
            and len(parent.warps_per_cta) == 2:
        mdim = tile[2]
        b.fixed("lane", [at(0, 1 << i) for i in range(_log2(mdim) or 0)])
        b.fixed("lane", [at(kw << i, 0) for i in range(_log2(64 // mdim) or 0)])
        tile_nonk, warp_order = mdim, (1, 0)
    else:
        return None
    b.size[other] = tile_nonk
    for d in warp_order:  # warps along the non-K dimension of the parent; along K they hold copies
        n = parent.warps_per_cta[d]
        if d == k_dim:
            b.zeros("warp", n, d)
        else:
            b.identity("warp", n, d)
    b.order = [k_dim, other]
    return b.fit(shape)


def _fma_dot(parent: BlockedLayout, shape: Sequence[int], k_dim: int) -> LinearLayout | None:
    """FMA dot operand (``#ttg.dot_op`` of ``#ttg.blocked``): the parent's layout with all of K in each
    thread's registers and the lanes and warps along K holding copies."""
    if len(parent.order) != 2 or len(parent.size_per_thread) != 2:
        return None
    spt = list(parent.size_per_thread)
    spt[k_dim] = shape[k_dim]
    b = _Builder(2).identity_nd("register", spt, parent.order)
    for in_dim, sizes in (("lane", parent.threads_per_warp), ("warp", parent.warps_per_cta)):
        for d in parent.order:
            (b.zeros if d == k_dim else b.identity)(in_dim, sizes[d], d)
    return b.fit(shape, broadcast_registers=True)


def _shared_2d(shape: Sequence[int], order: Sequence[int], vec: int, per_phase: int, max_phase: int,
               tile_cols: int | None = None) -> LinearLayout | None:
    """Offset bases of a swizzled 2-D (or batched) shared buffer: the column bits first, then each row
    bit XOR-ing ``vec * ((row / perPhase) % maxPhase)`` into the column; ``tile_cols`` (nvmma) repeats the
    swizzle tile along the columns after all rows."""
    rank = len(shape)
    if rank < 2 or sorted(order) != list(range(rank)) or per_phase <= 0 or max_phase <= 0:
        return None
    col, row = order[0], order[1]
    n_cols = min(shape[col], tile_cols) if tile_cols else shape[col]
    if _log2(shape[col]) is None or _log2(shape[row]) is None or _log2(n_cols) is None:
        return None
    offs: list[Basis] = []

    def vec_at(r: int, c: int) -> Basis:
        v = [0] * rank
        v[row], v[col] = r, c
        return tuple(v)

    offs += [vec_at(0, 1 << i) for i in range(_log2(n_cols) or 0)]
    for i in range(_log2(shape[row]) or 0):
        r = 1 << i
        offs.append(vec_at(r, (vec * ((r // per_phase) % max_phase)) % n_cols))
    c = n_cols
    while c < shape[col]:
        offs.append(vec_at(0, c))
        c *= 2
    for d in order[2:]:
        for i in range(_log2(shape[d]) or 0):
            v = [0] * rank
            v[d] = 1 << i
            offs.append(tuple(v))
    return LinearLayout({"offset": tuple(offs)}, tuple(shape))


def _nvmma_shared(lay: NVMMASharedLayout, shape: Sequence[int]) -> LinearLayout | None:
    rank = len(shape)
    if rank < 2 or lay.element_bit_width <= 0 or lay.fp4_padded:
        return None
    order = [rank - 2, rank - 1, *range(rank - 3, -1, -1)] if lay.transposed else \
        [rank - 1, rank - 2, *range(rank - 3, -1, -1)]
    s = lay.swizzling_byte_width
    if s == 0:
        return _shared_2d(shape, order, 1, 1, 1)
    if s not in (32, 64, 128):
        return None
    return _shared_2d(shape, order, 128 // lay.element_bit_width, 128 // s, s // 16, s * 8 // lay.element_bit_width)


def to_linear(layout: Layout | None, shape: Sequence[int], warp_size: int = 32) -> LinearLayout | None:
    """The linear layout of a tensor of ``shape`` (elements per dimension) with ``layout``, for one CTA, or
    ``None`` where this module does not model the layout (see the module docstring) or the shape is not a
    power of two per dimension. ``warp_size`` (32 NVIDIA, 64 AMD CDNA) is only checked against the lanes of
    layouts that fix it. Never raises."""
    if layout is None or any(_log2(d) is None for d in shape) or _multi_cta(layout):
        return None
    try:
        return _to_linear(layout, shape, warp_size)
    except (IndexError, ValueError, ZeroDivisionError):
        return None


# e.g. CTAsPerCGA = [2, 1]   CGALayout = [[1, 0]]
_CGA = re.compile(r"CTAsPerCGA\s*=\s*\[(?P<ctas>[^\]]*)\]|CGALayout\s*=\s*\[\s*\[", re.IGNORECASE)


def _multi_cta(layout: Layout) -> bool:
    """Whether the layout (or a parent it prints inline) spreads the tensor over several CTAs of a cluster:
    its ``block`` bases are not modelled. An ``#ttg.linear`` with block bases is read as printed."""
    if isinstance(layout, RawLayout):
        return False
    for m in _CGA.finditer(getattr(layout, "raw", "")):
        if m.group("ctas") is None or any(x.strip() not in ("", "1") for x in m.group("ctas").split(",")):
            return True
    parent = getattr(layout, "parent", None)
    return parent is not None and _multi_cta(parent)


def _to_linear(layout: Layout, shape: Sequence[int], warp_size: int) -> LinearLayout | None:
    if isinstance(layout, BlockedLayout):
        if layout.ctas_per_cga and any(c != 1 for c in layout.ctas_per_cga):
            return None
        return _blocked(layout, shape)
    if isinstance(layout, RawLayout) and layout.kind == "linear":
        return _from_fields(layout, shape)
    if isinstance(layout, SliceLayout):
        return _slice(layout, shape, warp_size)
    if isinstance(layout, NvidiaMmaLayout):
        return _nvidia_mma(layout, shape)
    if isinstance(layout, AmdMmaLayout):
        return _amd_mfma(layout, shape) if warp_size == 64 else None
    if isinstance(layout, DotOperandLayout):
        if isinstance(layout.parent, AmdMmaLayout) and warp_size != 64:
            return None
        return _dot_operand(layout, shape)
    if isinstance(layout, SwizzledSharedLayout) and not layout.rotating:
        return _shared_2d(shape, layout.order, layout.vec, layout.per_phase, layout.max_phase) \
            if len(shape) >= 2 else LinearLayout({"offset": _identity_1d(shape[0])}, tuple(shape)) if shape else None
    if isinstance(layout, NVMMASharedLayout):
        return _nvmma_shared(layout, shape)
    if isinstance(layout, PaddedSharedLayout):
        return _padded_shared(layout, shape)
    return None


def _padded_shared(lay: PaddedSharedLayout, shape: Sequence[int]) -> LinearLayout | None:
    """``#ttg.padded_shared``: its ``offset`` bases as printed, or the identity in ``order`` (the short form);
    the padding changes addresses, not which element follows which."""
    if lay.offset_bases is not None:
        if any(len(b) != len(shape) for b in lay.offset_bases):
            return None
        return LinearLayout({"offset": tuple(lay.offset_bases)}, tuple(shape))
    if lay.order is None or sorted(lay.order) != list(range(len(shape))):
        return None
    b = _Builder(len(shape)).identity_nd("offset", shape, lay.order)
    return LinearLayout({"offset": tuple(tuple(v) for v in b.bases.get("offset", []))}, tuple(shape))


def _identity_1d(n: int) -> tuple[Basis, ...]:
    return tuple((1 << i,) for i in range(max(n, 1).bit_length() - 1))


# --------------------------------------------------------------------------------------
# What a tensor's layout means per thread
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Distribution:
    """What one distributed tensor's layout gives each thread (from its :class:`LinearLayout`).

    ``registers``: register slots per thread, ``2**len(register bases)`` (Triton's
    ``getTotalElemsPerThread``); ``per_thread``: distinct elements per thread (fewer when a register
    basis is zero or repeats another); ``per_warp``: distinct elements one warp holds; ``copies``: how
    many threads of the CTA hold each element (1: no broadcast); ``lane_copies``/``warp_copies``: the
    XOR offsets of the lanes (warps) that hold the same elements as lane (warp) ``i`` (``(0,)``: none),
    from the all-zero lane (warp) bases; ``replicated``: every lane and warp basis is zero (every thread
    holds the whole tensor); ``numel``: elements of the tensor; ``threads``: lanes x warps."""

    registers: int
    per_thread: int
    per_warp: int
    copies: int
    lane_copies: tuple[int, ...]
    warp_copies: tuple[int, ...]
    replicated: bool
    numel: int
    threads: int

    def describe(self) -> str:
        """``8 elements per thread, 256 per warp`` and the broadcast, e.g. ``; lanes l^8, l^16, l^24 hold
        copies of lane l (4 threads per element)``, or ``; replicated: every thread holds all 64 elements``."""
        text = f"{self.registers} element{'s' if self.registers != 1 else ''} per thread, {self.per_warp} per warp"
        if self.per_thread != self.registers:
            text += f" ({self.per_thread} distinct per thread)"
        if self.replicated and self.threads > 1:
            return text + f"; replicated: every thread holds all {self.numel} elements"
        parts = []
        if len(self.lane_copies) > 1:
            parts.append("lanes " + ", ".join(f"l^{x}" for x in self.lane_copies[1:]) + " hold copies of lane l")
        if len(self.warp_copies) > 1:
            parts.append("warps " + ", ".join(f"w^{x}" for x in self.warp_copies[1:]) + " hold copies of warp w")
        if self.copies > 1:
            parts.append(f"{self.copies} threads per element")
        return text + ("; " + ", ".join(parts) if parts else "")

    def to_json(self) -> dict[str, object]:
        """The fields as a JSON-ready dict."""
        return {"registers": self.registers, "per_thread": self.per_thread, "per_warp": self.per_warp,
                "copies": self.copies, "lane_copies": list(self.lane_copies), "warp_copies": list(self.warp_copies),
                "replicated": self.replicated, "numel": self.numel, "threads": self.threads}


def _zero_span(bases: Sequence[Basis]) -> tuple[int, ...]:
    zero_bits = [1 << i for i, v in enumerate(bases) if not any(v)]
    span = [0]
    for bit in zero_bits:
        span += [s ^ bit for s in span]
    return tuple(sorted(span))


def distribution(ll: LinearLayout) -> Distribution | None:
    """The per-thread facts of a distributed layout (``None`` for a shared-memory ``offset`` layout)."""
    if "offset" in ll.bases:
        return None
    regs, lanes, warps = ll.of("register"), ll.of("lane"), ll.of("warp")
    r_reg = ll.rank("register")
    r_warp = ll.rank("register", "lane")
    r_all = ll.rank("register", "lane", "warp")
    numel = 1
    for d in ll.shape:
        numel *= d
    return Distribution(
        registers=1 << len(regs), per_thread=1 << r_reg, per_warp=1 << r_warp,
        copies=1 << (len(lanes) + len(warps) - (r_all - r_reg)),
        lane_copies=_zero_span(lanes), warp_copies=_zero_span(warps),
        replicated=not any(any(v) for v in (*lanes, *warps)), numel=numel,
        threads=1 << (len(lanes) + len(warps)))


def describe_tensor(layout: Layout | None, shape: Sequence[int], warp_size: int = 32) -> str | None:
    """One line for a tensor of ``shape`` with ``layout``: its :meth:`Distribution.describe`, or, for shared
    memory, the swizzle's offset bases count; ``None`` when the layout is not modelled."""
    ll = to_linear(layout, shape, warp_size)
    if ll is None:
        return None
    dist = distribution(ll)
    if dist is None:
        return f"shared memory, {len(ll.of('offset'))} offset bases"
    return dist.describe()
