"""What AxisInfo says of one global access (:mod:`ir_explorer.analyses.axisinfo`'s second half): the vector width the
lattice allows it (:func:`access_vector`, Triton's ``getVectorSize``), the op that bounds that width
(:func:`find_cause`), the sector model of one warp's access (:func:`warp_sectors`: this tool's own estimate) and the
coalescing report's account of it, with its statements as typed claims (:func:`explain_access`)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from ir_explorer.analyses.axisinfo.lattice import (
    _AXIS,
    _CASTS,
    _DIV,
    _REM,
    BUFFER_OPS,
    MAX_BITS,
    MAX_DIVISOR,
    RUNTIME,
    AxisInfo,
    ModuleAxisInfo,
    Stride,
    _elem_bytes,
    _mul_div,
    _num,
    buffer_address,
    buffer_operands,
    display,
)
from ir_explorer.analyses.findings import Claim, ClaimValue, Ref, render
from ir_explorer.ir.layouts import (
    AmdMmaLayout,
    BlockedLayout,
    Layout,
    NvidiaMmaLayout,
    SliceLayout,
    element_bits,
)
from ir_explorer.ir.operand_roles import role, roles
from ir_explorer.ir.ttgir import Op

# ----------------------------------------------------------------------------- accesses

#: Global accesses and their direction. Their pointer and mask are read by role (:func:`access_pointer`,
#: :func:`ir_explorer.ir.operand_roles.role`), not by position: a mask and ``other`` are optional operands.
ACCESS_OPS = {"tt.load": "load", "tt.store": "store", "ttg.async_copy_global_to_local": "load",
              "tt.atomic_rmw": "atomic", "tt.atomic_cas": "atomic"}


def order_of(layout: Layout | None, rank: int) -> tuple[int, ...]:
    """``order`` of a distributed layout (``#blocked`` as printed; a ``#ttg.slice`` its parent's without the sliced
    dimension); ``(rank-1, …, 0)`` when unknown."""
    if isinstance(layout, BlockedLayout) and layout.order:
        return tuple(layout.order)
    if isinstance(layout, SliceLayout):
        parent = order_of(layout.parent, rank + 1)
        return tuple(o - (o > layout.dim) for o in parent if o != layout.dim)
    if isinstance(layout, AmdMmaLayout) and layout.kind == "amd_mfma" and not layout.transposed and rank >= 2:
        return (rank - 2, rank - 1, *range(rank - 3, -1, -1))  # registers run down the M dimension
    return tuple(range(rank - 1, -1, -1))


def contig_per_thread(layout: Layout | None, shape: Sequence[int], dim: int) -> int | None:
    """Consecutive elements one thread holds along ``dim`` (``LinearEncodingAttr::getContigPerThread``): a
    ``#blocked`` layout's ``sizePerThread[dim]``, no more than the dimension; 2 along N for an ``#nvidia_mma`` v2/v3
    accumulator and 4 along ``order[0]`` for an ``#amd_mfma`` one, 1 along their other dimensions (their register
    layouts in Triton's ``LinearLayoutConversions.cpp``); a ``#ttg.slice`` its parent's along the same dimension;
    ``None`` for other layouts (``#linear``, ``dot_op``)."""
    if isinstance(layout, BlockedLayout) and dim < len(layout.size_per_thread) and dim < len(shape):
        return max(1, min(layout.size_per_thread[dim], shape[dim]))
    if isinstance(layout, SliceLayout) and dim < len(shape):
        parent_shape = list(shape)
        parent_shape.insert(layout.dim, 1)
        return contig_per_thread(layout.parent, parent_shape, dim + (dim >= layout.dim))
    if isinstance(layout, NvidiaMmaLayout) and layout.version_major in (2, 3) and dim < len(shape):
        # an mma.sync/wgmma accumulator: 2 neighbours along N per thread, rows 8 apart
        return min(2, shape[dim]) if dim == len(shape) - 1 else 1
    if isinstance(layout, AmdMmaLayout) and layout.kind == "amd_mfma" and len(shape) >= 2 and dim < len(shape):
        # an MFMA accumulator: 4 neighbours per thread along M (N when transposed)
        return min(4, shape[dim]) if dim == order_of(layout, len(shape))[0] else 1
    return None


@dataclass(frozen=True)
class VectorWidth:
    """The vector one thread's access can use, and what bounds it, in elements: ``limits`` maps each bound
    (``contiguity``, ``alignment``, ``sizePerThread``, ``mask constancy``, ``128-bit``) to its value; ``elements`` is
    their minimum, ``bits`` that times the element width. ``dim`` is ``order[0]``."""

    elements: int
    bits: int
    element_bits: int
    dim: int
    limits: dict[str, int]
    pointer: AxisInfo
    mask: AxisInfo | None

    @property
    def axis_bits(self) -> int:
        """The width AxisInfo's bounds alone allow (contiguity, alignment, mask constancy and the 128-bit cap; the
        layout's ``sizePerThread`` left out), in bits."""
        return max(1, min(v for k, v in self.limits.items() if k != "sizePerThread")) * self.element_bits

    @property
    def limited_by(self) -> list[str]:
        """The bounds equal to the width (what would have to grow for a wider access)."""
        return [k for k, v in self.limits.items() if v == self.elements]


def access_mask(op: Op) -> str | None:
    """The mask operand of a global access (its ``mask`` role; an AMD buffer op's from its printed form,
    :func:`~ir_explorer.analyses.axisinfo.lattice.buffer_operands`), or ``None``."""
    if op.name in BUFFER_OPS:
        got = buffer_operands(op)
        return got[2] if got is not None else None
    return role(op, "mask")


def access_vector(op: Op, mod: ModuleAxisInfo) -> VectorWidth | None:
    """The vector width Triton's lowering gives a global access op (see the module docstring); ``None`` for an op
    that is no access, a scalar access, or a pointer without a ``tensor<…x!tt.ptr<T>>`` type."""
    ptr = access_pointer(op)
    ty = mod.types.get(ptr) if ptr is not None else None
    if ptr is None or ty is None or not ty.shape or not ty.element.startswith("!tt.ptr<"):
        return None
    pointee = ty.element[len("!tt.ptr<"):].split(">")[0].split(",")[0].strip()
    bits = max(8, element_bits(pointee)) if element_bits(pointee) else 0
    if not bits:
        return None
    order = order_of(ty.layout, len(ty.shape))
    d = order[0] if order else len(ty.shape) - 1
    info = mod.of(ptr)
    limits = {"contiguity": info.contiguity[d],
              "alignment": max(1, info.divisibility[d] // max(1, bits // 8))}
    cpt = contig_per_thread(ty.layout, ty.shape, d)
    if cpt is not None:
        limits["sizePerThread"] = cpt
    mask = None
    m = access_mask(op)
    if m is not None:
        mask = mod.of(m)
        if mask.rank == info.rank:
            limits["mask constancy"] = max(1, mask.constancy[d])
    limits["128-bit"] = MAX_BITS // bits
    n = max(1, min(limits.values()))
    return VectorWidth(n, n * bits, bits, d, limits, info, mask)


def access_pointer(op: Op) -> str | None:
    """The pointer tensor a global access op of :data:`ACCESS_OPS` reads or writes: its ``ptr`` role (``src`` for
    ``ttg.async_copy_global_to_local``), read by :func:`~ir_explorer.ir.operand_roles.roles` from the op's ``.td``
    format, never by position; for an AMD buffer op (:data:`BUFFER_OPS`) the name of its address, base plus offsets
    (:func:`~ir_explorer.analyses.axisinfo.lattice.buffer_address`, whose AxisInfo the lattice derives); ``None`` for
    any other op or a line not in that form."""
    if op.name in BUFFER_OPS:
        return buffer_address(op)
    if op.name not in ACCESS_OPS:
        return None
    got = roles(op)
    ptr = got.get("ptr", got.get("src"))
    return ptr if isinstance(ptr, str) else None


# ----------------------------------------------------------------------------- causes

@dataclass(frozen=True)
class Cause:
    """The op that brought a pointer's (or mask's) metric down to what limits an access: ``op`` at TTGIR ``line``,
    with ``metric`` (``contiguity``/``divisibility``/``constancy``) ``value`` along ``dim`` there, its operands'
    values (``operand_values``), and the leaf it came from (``leaf``: a constant or argument and its line)."""

    metric: str
    op: str
    line: int
    value: int
    dim: int
    operand_values: tuple[tuple[str, int], ...]
    leaf: tuple[str, str, int] | None = None
    """(name, op or "argument", line or 0) of the operand that carried the low value in, when it is a leaf."""


def _metric(info: AxisInfo, metric: str, d: int) -> int:
    return getattr(info, metric)[d] if d < info.rank else 1


def find_cause(mod: ModuleAxisInfo, value: str, metric: str, dim: int, limit: int,
               also: list[tuple[str, int, int]] | None = None) -> Cause | None:
    """Walk back from ``value`` (a pointer or mask) to the op that brought ``metric`` along ``dim`` down to ``limit``
    (in the value's units: bytes for a pointer's divisibility): at each op the walk goes on into an operand whose
    value (a ``tt.addptr`` offset's divisibility scaled to bytes) is no larger than the limit, and, for contiguity,
    that varies along ``dim``; it stops at the op none of whose operands does, or whose low operand is a leaf (a
    constant, an argument, a ``tt.splat`` of one, a ``tt.make_range``), which the cause names. Dimensions are
    followed through ``tt.expand_dims``. An ``arith.cmpi`` is the cause of a mask's constancy: it names the operand
    with the lowest divisibility. ``None`` when ``value`` has no defining op. Where ``also`` is given, each other
    term of a sum on the walk that bounds the contiguity as well (:func:`_other_terms`) is appended to it as
    ``(value, dim, limit)``, for :func:`find_causes`."""
    name, d = value, dim
    seen: set[str] = set()
    for _ in range(200):
        if name in mod.buffers:  # an AMD buffer op's address: its scalar base plus its offsets
            bop, base, offsets = mod.buffers[name]
            eb = _buffer_elem_bytes(mod, base)
            base_div = mod.of(base).divisibility[0]
            parts = ((base, base_div), (offsets, _mul_div(_metric(mod.of(offsets), metric, d), eb)
                                       if metric == "divisibility" else _metric(mod.of(offsets), metric, d)))
            if metric == "divisibility" and base_div <= limit:
                return Cause(metric, bop.name, bop.line, _metric(mod.of(name), metric, d), d, parts,
                             _leaf_of_value(mod, base))
            name, limit = offsets, max(1, limit // eb) if metric == "divisibility" else limit
            seen.add(name)
            continue
        op = mod.defs.get(name)
        seen.add(name)
        if name in mod.carried:  # a loop-carried value: follow what lowered it, the yield or the initial value
            init, yielded = mod.carried[name]
            # not a value already walked: a pointer advanced by a constant each iteration yields itself plus the
            # step, and the walk would go round the loop (trial 2 F3: the scale pointers of the block-scaled matmul,
            # low from their initial value's `K // 32`, got "no cause visible in the IR")
            low = [v for v in (yielded, init) if _metric(mod.of(v), metric, d) <= limit and v not in seen]
            if low:
                name = low[0]
                continue
        if op is None or not op.operands or op.name in _LEAVES:
            return None if op is None else Cause(metric, op.name, op.line, _metric(mod.of(name), metric, d), d, ())
        if op.name == "arith.cmpi" and metric == "constancy":
            low_div = min(op.operands[:2], key=lambda o: _metric(mod.of(o), "divisibility", d))
            return Cause(metric, op.name, op.line, _metric(mod.of(name), metric, d), d,
                         tuple((o, _metric(mod.of(o), "divisibility", d)) for o in op.operands[:2]),
                         _leaf_of_value(mod, low_div))
        nxt = _next_operand(mod, op, metric, d, limit)
        if also is not None and nxt is not None:
            also += _other_terms(mod, op, metric, d, limit, nxt[0])
        vals = tuple((o, _scaled(mod, op, i, metric, d)) for i, o in enumerate(op.operands[:3]))
        here = Cause(metric, op.name, op.line, _metric(mod.of(name), metric, d), d, vals)
        if _product_bounds(mod, op, metric, d, limit):
            return replace(here, leaf=_bounding_factor(mod, op, d, limit) or _leaf_of(mod, op))
        if nxt is None:
            return replace(here, leaf=_leaf_of(mod, op))
        leaf = _leaf_of_value(mod, nxt[0])
        if leaf is not None:
            return replace(here, leaf=leaf)
        name, d, limit = nxt
    return None


def find_causes(mod: ModuleAxisInfo, value: str, metric: str, dim: int, limit: int) -> list[Cause]:
    """Every op that brings ``metric`` of ``value`` down to ``limit``: :func:`find_cause`'s first, then the cause in
    each other term of a sum on the way that bounds a contiguity too (:func:`_other_terms`), each op once, in walk
    order. A sum's contiguity (``AddSubOpAxisInfoVisitor::getContiguity``, lib/Analysis/AxisInfo.cpp) is
    ``max(gcd(lhs contiguity, rhs constancy), gcd(lhs constancy, rhs contiguity))``: where neither term is
    contiguous nor constant over more than the limit, each term's cause must change for a wider access, and naming
    one reads as if it were enough (trial 14c M3: ONNX Runtime's ``(r // 1023) * 1024 + r % 1023 + 1`` named the
    ``arith.divsi``, not the ``arith.remsi``, whose contiguity gcd(1024, divisibility 1 of 1023) is 1 as well).
    ``[]`` when :func:`find_cause` finds none."""
    pending: list[tuple[str, int, int]] = []
    first = find_cause(mod, value, metric, dim, limit, pending)
    if first is None:
        return []
    out = [first]
    seen = {first.line}
    # each term once, and at most 64: sums share terms, and walking a shared term again queued its terms again, so
    # the queue grew without end on an attention kernel's offsets (test_flop_per_byte's t9a_sage_attn never ended)
    walked: set[tuple[str, int]] = {(value, dim)}
    while pending and len(out) < 8 and len(walked) < 64:
        term, d, lim = pending.pop(0)
        if (term, d) in walked:
            continue
        walked.add((term, d))
        c = find_cause(mod, term, metric, d, lim, pending)
        if c is not None and c.line not in seen:
            seen.add(c.line)
            out.append(c)
    return out


def _other_terms(mod: ModuleAxisInfo, op: Op, metric: str, d: int, limit: int,
                 chosen: str) -> list[tuple[str, int, int]]:
    """The terms of sum ``op`` (``arith.addi``/``subi``, ``tt.addptr``) other than ``chosen`` (the one
    :func:`find_cause` walks into) that bound its contiguity along ``d`` to ``limit`` as well: they vary along ``d``
    and are neither contiguous nor constant over more than ``limit`` elements, so no partner could lift the sum's
    contiguity above it (see :func:`find_causes`). ``[]`` for any other metric or op."""
    if metric != "contiguity" or op.name not in _SUMS:
        return []
    return [(o, d, limit) for o in op.operands[:2] if o != chosen and _varies(mod, o, d)
            and _metric(mod.of(o), "contiguity", d) <= limit and _metric(mod.of(o), "constancy", d) <= limit]


def _buffer_elem_bytes(mod: ModuleAxisInfo, base: str) -> int:
    """The pointee size in bytes of an AMD buffer op's scalar base pointer."""
    t = mod.types.get(base)
    el = t.element if t is not None else ""
    inner = el[len("!tt.ptr<"):].split(">")[0].split(",")[0] if el.startswith("!tt.ptr<") else el
    return max(1, element_bits(inner) // 8)


_LEAVES = {"arith.constant", "tt.make_range", "tt.get_program_id", "scf.for", "scf.while"}


def _product_bounds(mod: ModuleAxisInfo, op: Op, metric: str, d: int, limit: int) -> bool:
    """Whether ``op`` is an ``arith.muli`` that sets a divisibility bound ``limit`` itself: one of its factors is
    below the limit (a product's divisibility is its factors' product, so a lower factor does not bound it; trial
    11c M1: awq's ``(N // 8) * ks[:, None]``, divisibility 2 x 1, was blamed on the ``tt.expand_dims`` of
    ``ks[:, None]`` with divisibility 1, not on the product with ``N // 8``)."""
    if metric != "divisibility" or op.name != "arith.muli" or len(op.operands) < 2:
        return False
    return any(_metric(mod.of(o), metric, d) < limit for o in op.operands[:2])


def _bounding_factor(mod: ModuleAxisInfo, op: Op, d: int, limit: int) -> tuple[str, str, int] | None:
    """The one factor of a product (:func:`_product_bounds`) whose divisibility along ``d`` is the bound ``limit``,
    seen through ``tt.splat``/``tt.broadcast``/casts, as ``(name, its op or "argument", its line or 0)``; ``None``
    when no single factor carries it (``2 x 2``)."""
    at = [o for o in op.operands[:2] if _metric(mod.of(o), "divisibility", d) == limit]
    if len(at) != 1:
        return None
    leaf = _leaf_of_value(mod, at[0])
    if leaf is not None:
        return leaf
    name = at[0]
    src = mod.defs.get(name)
    while src is not None and src.name in ("tt.splat", "tt.broadcast", *_CASTS) and src.operands:
        name = src.operands[0]
        src = mod.defs.get(name)
    return (name, src.name, src.line) if src is not None else None


def _scaled(mod: ModuleAxisInfo, op: Op, i: int, metric: str, d: int) -> int:
    """An operand's ``metric`` as it enters the result: ``tt.addptr``'s offset divisibility in bytes."""
    v = _metric(mod.of(op.operands[i]), metric, d)
    if op.name == "tt.addptr" and i == 1 and metric == "divisibility":
        return _mul_div(v, _elem_bytes(op, mod))
    return v


def _varies(mod: ModuleAxisInfo, name: str, d: int) -> bool:
    t = mod.types.get(name)
    info = mod.of(name)
    return not (t is not None and t.shape and d < info.rank and info.constancy[d] >= t.dim(d))


def _next_operand(mod: ModuleAxisInfo, op: Op, metric: str, d: int, limit: int) -> tuple[str, int, int] | None:
    """The operand the walk goes on to, its dimension and the limit in its units; ``None`` when ``op`` itself
    lowered the metric."""
    if op.name == "tt.expand_dims":
        m = _AXIS.search(op.text)
        axis = int(m.group(1)) if m else 0
        return None if d == axis else (op.operands[0], d - (d > axis), limit)
    if op.name in ("tt.broadcast", "tt.splat", *_CASTS):
        return (op.operands[0], d if op.name != "tt.splat" else 0, limit)
    if op.name == "tt.load":
        return None
    cands = []
    for i, o in enumerate(op.operands[:3]):
        if op.name == "arith.select" and i == 0 and metric != "constancy":
            continue  # the condition picks a value, it carries no address (trial 12a F5: the pipeliner's guard)
        v = _scaled(mod, op, i, metric, d)
        if v > limit or (metric == "contiguity" and not _varies(mod, o, d)):
            continue  # a value constant along d does not carry the (lack of) contiguity in
        scale = _elem_bytes(op, mod) if op.name == "tt.addptr" and i == 1 and metric == "divisibility" else 1
        cands.append((o in mod.carried, v, i, o, max(1, limit // scale)))
    if not cands:
        return None
    if metric == "contiguity" and op.name in _SUMS and len(op.operands) >= 2:
        # In a sum, the term that breaks contiguity is the one whose partner is constant over the longest runs
        # (5504 * x_upper, constant over 64, plus x_lower // 2, whose values repeat in pairs: the pairs are the
        # cause). The other term's contiguity would survive a partner of that constancy.
        def partner_constancy(i: int) -> int:
            return _metric(mod.of(op.operands[1 - i]), "constancy", d) if i < 2 else 0
        cands.sort(key=lambda c: (c[0], -partner_constancy(c[2]), c[1], c[2]))
        _, _, _, o, lim = cands[0]
        return o, d, lim
    if metric == "divisibility" and op.name == "arith.muli" and len(cands) > 1:
        # a product's divisibility is its factors' product: where both are low, the runtime argument it multiplies by
        # (a stride without tt.divisibility) is what the author can change, and the op that multiplies by it is the
        # one that bounds the alignment at the access (trial 10d M2: topk's store of `offs_m[:, None] * stride_ym`
        # was blamed on the CSE-merged `offs_m[:, None]` of the mask line, Python line 35, not the product)
        args = [c for c in cands if (leaf := _leaf_of_value(mod, c[3])) is not None and leaf[1] == "argument"]
        if args:
            _, _, _, o, lim = min(args)
            return o, d, lim
    _, _, _, o, lim = min(cands)  # a loop-carried operand last: the value it is joined with explains more
    return o, d, lim


#: Ops whose result's contiguity combines their two operands' (AxisInfo.cpp's AddSubOpAxisInfoVisitor).
_SUMS = frozenset({"arith.addi", "arith.subi", "tt.addptr"})


def _leaf_of_value(mod: ModuleAxisInfo, name: str) -> tuple[str, str, int] | None:
    """``(name, op, line)`` when ``name`` is a leaf: an argument (``op`` "argument", line 0), a constant, a program id
    or a range, seen through ``tt.splat``/``tt.broadcast``/casts; else ``None``."""
    src = mod.defs.get(name)
    while src is not None and src.name in ("tt.splat", "tt.broadcast", *_CASTS) and src.operands:
        name = src.operands[0]
        src = mod.defs.get(name)
    if name in mod.args:
        return (name, "argument", 0)
    if src is not None and src.name in _LEAVES and name not in mod.carried:
        return (name, src.name, src.line)
    return None


def _leaf_of(mod: ModuleAxisInfo, op: Op) -> tuple[str, str, int] | None:
    """For an op that lowered the metric itself, its constant or argument operand (the divisor of ``x // 2``, the
    stride argument of ``offs * stride``)."""
    for o in op.operands[:3]:
        leaf = _leaf_of_value(mod, o)
        if leaf is not None and leaf[1] != "tt.make_range":
            return leaf
    return None


# ----------------------------------------------------------------------------- the sector model

#: Bytes of a global memory sector (the unit of a DRAM/L2 transaction on NVIDIA GPUs).
SECTOR_BYTES = 32


@dataclass(frozen=True)
class WarpSectors:
    """The model estimate of one warp's access: the ``requests`` vector loads (or stores) that cover each lane's
    ``sizePerThread`` elements along ``order[0]`` (``vector_bytes`` a lane each), touching ``bytes`` distinct bytes in
    ``sectors`` distinct 32-byte sectors, against ``ideal`` = ceil(bytes / 32); the first request alone touches
    ``request_bytes`` bytes in ``request_sectors`` sectors (``request_ideal`` ideal). ``assumed`` says what the model
    took for what AxisInfo does not know (a runtime stride).

    The base (the address of the access's element 0) is taken ``base_offset`` bytes past a 32-byte boundary, from
    its proven alignment ``base_alignment`` (bytes): ``base_source`` ``"axisinfo"`` when that is the pointer's
    AxisInfo divisibility (which starts from the argument's ``tt.divisibility``), ``"element"`` when AxisInfo proves
    less than one element and the model assumes the element's own alignment. Every base that alignment allows
    (0, a, 2a … below 32 bytes) gives ``fewest_request_sectors`` to ``most_request_sectors`` sectors for the first
    request (issue 23, trials 13b M1 and 13d M4: the estimate named no base, and read as a fact of every request)."""

    bytes: int
    sectors: int
    ideal: int
    requests: int
    request_bytes: int
    request_sectors: int
    request_ideal: int
    lanes: int
    vector_bytes: int
    assumed: tuple[str, ...]
    base_offset: int = 0
    base_alignment: int = SECTOR_BYTES
    base_source: str = "axisinfo"
    fewest_request_sectors: int = 0
    most_request_sectors: int = 0
    base_shift: int = 0
    """Bytes the access's pointer lies past its root pointer (``tt.addptr`` of constants: :func:`pointer_root`);
    the base is then the root's, taken at the offset its own alignment gives, plus this shift, so that the accesses
    through one root assume one base for it (trial 14d F2)."""
    root_line: int = 0
    """The TTGIR line that defines the root pointer (0: the access's own pointer is the root)."""

    @property
    def uncoalesced(self) -> bool:
        """At least twice the ideal sectors over the warp's requests (and more than one sector over)."""
        return self.sectors >= 2 * self.ideal and self.sectors > self.ideal + 1

    def to_json(self) -> dict[str, object]:
        """The fields, and ``model: true``."""
        return {"bytes": self.bytes, "sectors": self.sectors, "ideal_sectors": self.ideal, "requests": self.requests,
                "request_bytes": self.request_bytes, "request_sectors": self.request_sectors,
                "request_ideal_sectors": self.request_ideal, "lanes": self.lanes, "vector_bytes": self.vector_bytes,
                "assumed": list(self.assumed), "base_offset": self.base_offset,
                "base_alignment": self.base_alignment, "base_source": self.base_source,
                "fewest_request_sectors": self.fewest_request_sectors,
                "most_request_sectors": self.most_request_sectors, "base_shift": self.base_shift,
                "root_line": self.root_line, "model": True}


SECTOR = SECTOR_BYTES


def warp_sectors(layout: Layout | None, shape: Sequence[int], strides: Sequence[Stride], vec: int, elem_bytes: int,
                 base_divisibility: int, constancy: Sequence[int] = (),
                 active: int | Sequence[int | None] | None = None, shift: int = 0, root_line: int = 0
                 ) -> WarpSectors | None:
    """Bytes and 32-byte sectors of warp 0's accesses to each lane's first ``sizePerThread[order[0]]`` elements, in
    requests of ``vec`` elements, from a ``#blocked`` layout (lane → index by ``threadsPerWarp`` in ``order``, times
    ``sizePerThread``, wrapped by the shape) and per-dimension ``strides`` in elements. A runtime stride counts each
    index along that dimension as its own segment, at least a sector from the others; an unknown stride
    (a non-affine index) gives ``None``. The base's alignment is ``base_divisibility`` (bytes; the caller's proven
    alignment of element 0), or the element's size ``elem_bytes`` where that is more (a load of a pointer to f32 that
    is not 4-byte aligned faults: PTX ISA, "Addresses as Operands", natural alignment); the base is taken at a sector
    boundary when that alignment is 16 bytes or more, else that many bytes past one, and the first request is also
    counted at every other offset the alignment allows (``fewest_request_sectors``, ``most_request_sectors``). The
    pointer's
    AxisInfo ``constancy`` per dimension (the same address over aligned runs of that many indices) maps each index
    to the first of its run before the stride applies: ``(k // 8) * stride_bk`` gives rows 0-7 one address, both
    for a runtime stride (one segment, not eight) and for a constant one (the lattice's stride is then
    ``stride_bk / 8`` per index; trial 9a F1: "16 sectors for 512 bytes" where two rows of one i32 row share 256).
    ``active`` (a 1-D access whose mask is ``tl.arange(0, n) < c`` with a constant ``c``: :func:`mask_extent`; or per
    dimension, ``None`` where the mask does not bound it: :func:`mask_extents`) drops the elements from index
    ``active`` on along that dimension, which the mask turns off (trial 10d F5: the compaction kernel's K = 6
    padded to 8 was "2 sectors for 32 bytes"). A model, not a measurement. ``None`` for a non-``#blocked`` layout or a
    shape it does not fit. ``shift`` (bytes, a multiple of ``elem_bytes``) places element 0 that far past a root
    pointer (defined at TTGIR ``root_line``) whose alignment ``base_divisibility`` is: the root's base is taken as
    above and every offset is moved by ``shift`` (trial 14d F2: the odd bf16 elements, one element past the even
    ones' pointer, were counted with a base of their own, 2 bytes past a boundary, the even ones with 4)."""
    if not isinstance(layout, BlockedLayout) or len(layout.threads_per_warp) != len(shape) or not layout.order \
            or vec < 1 or len(strides) < len(shape):
        return None
    tpw, spt, order = layout.threads_per_warp, layout.size_per_thread, layout.order
    lanes = math.prod(tpw)
    d0 = order[0]
    cpt = max(1, min(spt[d0], shape[d0]))
    requests = max(1, cpt // vec)
    assumed = []
    if any(strides[d] is None and shape[d] > 1 for d in range(len(shape))):
        return None  # a non-affine index (x % 6, a gather): no stride to model
    if any(strides[d] == RUNTIME and shape[d] > 1 for d in range(len(shape))):
        assumed.append("a runtime stride puts each index of that dimension in sectors of its own")
    alignment, source = max(1, base_divisibility), "axisinfo"
    if alignment < elem_bytes:
        alignment, source = elem_bytes, "element"
    root_misalign = alignment if alignment < 16 else 0
    misalign = (root_misalign + shift) % SECTOR
    spans: list[tuple[tuple, int, int, bool]] = []  # type: ignore[type-arg]
    extents = (active,) if isinstance(active, int) else tuple(active) if active is not None else ()
    for r in range(requests):
        for lane in range(lanes):
            key, start = _lane_address(lane, r * vec, tpw, spt, order, shape, strides, constancy)
            n = vec
            if len(extents) == len(shape):
                idx = _lane_indices(lane, tpw, spt, order, shape)
                idx[d0] += r * vec
                if any(e is not None and idx[d] >= e for d, e in enumerate(extents) if d != d0):
                    continue
                e0 = extents[d0]
                n = max(0, min(vec, e0 - idx[d0])) if e0 is not None else vec
                if not n:
                    continue
            spans.append((key, start * elem_bytes, (start + n) * elem_bytes, r == 0))

    def count(offset: int, first_only: bool) -> tuple[int, int]:
        t: dict[tuple, set[int]] = {}  # type: ignore[type-arg]
        for key, lo, hi, first in spans:
            if first or not first_only:
                t.setdefault(key, set()).update(range(lo + offset, hi + offset))
        return sum(len(b) for b in t.values()), sum(len({x // SECTOR for x in b}) for b in t.values())
    used, sectors = count(misalign, False)
    rb, rs = count(misalign, True)
    each = [count((o + shift) % SECTOR, True)[1] for o in range(0, SECTOR, alignment)] if alignment < SECTOR \
        else [rs]
    return WarpSectors(used, sectors, -(-used // SECTOR), requests, rb, rs, -(-rb // SECTOR), lanes,
                       vec * elem_bytes, tuple(assumed), misalign, alignment, source, min(each), max(each),
                       shift, root_line if shift else 0)


def _lane_indices(lane: int, tpw: Sequence[int], spt: Sequence[int], order: Sequence[int],
                  shape: Sequence[int]) -> list[int]:
    """The index per dimension of the first element a lane holds (``threadsPerWarp`` in ``order``, times
    ``sizePerThread``, wrapped by the shape)."""
    idx = [0] * len(shape)
    rem = lane
    for dim in order:
        t = rem % tpw[dim]
        rem //= tpw[dim]
        idx[dim] = t * spt[dim] % shape[dim] if shape[dim] else 0
    return idx


def _lane_address(lane: int, reg: int, tpw: Sequence[int], spt: Sequence[int], order: Sequence[int],
                  shape: Sequence[int], strides: Sequence[Stride], constancy: Sequence[int] = ()
                  ) -> tuple[tuple, int]:  # type: ignore[type-arg]
    """(segment key, element offset) of the element ``reg`` places along ``order[0]`` into a lane's first chunk;
    an index along a dimension of ``constancy`` c > 1 counts as the first of its aligned run of c."""
    rem, key, off = lane, [], Fraction(0)
    for i, dim in enumerate(order):
        t = rem % tpw[dim]
        rem //= tpw[dim]
        idx = (t * spt[dim] + (reg if i == 0 else 0)) % shape[dim] if shape[dim] else 0
        run = constancy[dim] if dim < len(constancy) else 1
        if run > 1:
            idx -= idx % run
        s = strides[dim]
        if isinstance(s, Fraction):
            off += s * idx
        elif shape[dim] > 1:
            key.append((dim, idx))
    return tuple(key), math.floor(off)


# ----------------------------------------------------------------------------- what the report says

@dataclass(frozen=True)
class AccessExplanation:
    """What AxisInfo says of one global access for the coalescing report: ``data`` (JSON: the pointer's and mask's
    AxisInfo along every dimension, the bounds of the vector, ``predicted_bits``, the cause with its TTGIR and Python
    lines, the sector model), ``why`` (a sentence naming the op that bounds a width below 128 bits, or ``""``), and
    the sector model's estimate (``None`` without a ``#blocked`` layout).

    ``claims`` are the statements of ``data`` as typed claims (issue 23: keys ``axisinfo/…``, each about the access
    op's TTGIR line), ``why_template`` the template ``why`` is rendered from (:func:`findings.render`); the widths
    sentence and the sector sentence are :func:`width_template` and :func:`sector_template`."""

    data: dict[str, object]
    why: str
    width: VectorWidth | None
    sectors: WarpSectors | None
    claims: tuple[Claim, ...] = ()
    why_template: str = ""


class Said:
    """Collects the claims of one explanation and writes their placeholders (``{key}``) into a template; a value
    of 2**62 or more is written ``2^62`` as text (the claim is still made). ``prefix`` starts every key."""

    def __init__(self, about: tuple[Ref, ...], prefix: str = "axisinfo/") -> None:
        self.about, self.prefix = about, prefix
        self.claims: dict[str, Claim] = {}

    def __call__(self, key: str, value: ClaimValue, unit: str, rule: str) -> str:
        key = self.prefix + key
        self.claims[key] = Claim(key, value, unit, rule, self.about)
        if isinstance(value, int) and not isinstance(value, bool) and value >= MAX_DIVISOR:
            return _num(value)
        return "{" + key + "}"


def literal(text: str) -> str:
    """``text`` as literal template text (its braces doubled)."""
    return text.replace("{", "{{").replace("}", "}}")


def explain_access(mod: ModuleAxisInfo, op: Op | None, location: Callable[[int], tuple[str | None, int | None]],
                   measured_bits: int | None = None) -> AccessExplanation:
    """AxisInfo's account of access ``op`` (a TTGIR op of ``mod``): the vector width it allows and, where that is below
    128 bits and below the layout's ``sizePerThread``, the op that bounds it (:func:`find_cause`), cited by TTGIR line
    and by Python line (``location(ttgir_line)`` → ``(file, line)``). The sector model (:func:`warp_sectors`) uses
    ``measured_bits`` (the machine code's width) when given, else the predicted width. Never raises: IR it cannot
    follow gives an empty explanation."""
    try:
        return _explain(mod, op, location, measured_bits)
    except (ValueError, IndexError, KeyError, ZeroDivisionError, AttributeError, TypeError):
        return AccessExplanation({}, "", None, None)


def _explain(mod: ModuleAxisInfo, op: Op | None, location: Callable[[int], tuple[str | None, int | None]],
             measured_bits: int | None) -> AccessExplanation:
    vw = access_vector(op, mod) if op is not None else None
    if vw is None or op is None:
        return AccessExplanation({}, "", None, None)
    said = Said((Ref("ttgir", op.line, op.name),))
    ptr = access_pointer(op)
    ty = mod.types[ptr] if ptr is not None else None
    if ptr is None or ty is None:
        return AccessExplanation({}, "", None, None)
    d = vw.dim
    data: dict[str, object] = {"pointer": vw.pointer.to_json(), "dim": d, "limits": dict(vw.limits),
                               "predicted_bits": vw.bits, "limited_by": vw.limited_by}
    said("dim", d, "count", "axisinfo")
    for what, info in (("pointer", vw.pointer), ("mask", vw.mask)):
        if info is not None:
            said(f"{what}/contiguity", info.contiguity, "elements", "axisinfo")
            said(f"{what}/divisibility", info.divisibility, "bytes" if what == "pointer" else "elements", "axisinfo")
            said(f"{what}/constancy", info.constancy, "elements", "axisinfo")
    for k, v in vw.limits.items():
        said(f"limits/{k}", v, "elements", "axisinfo")
    said("predicted_bits", vw.bits, "bits", "axis-width")
    said("allowed_bits", vw.axis_bits, "bits", "axis-width")
    if vw.mask is not None:
        data["mask"] = vw.mask.to_json()
    why, why_template, cause = "", "", None
    bound = vw.limited_by[0] if vw.limited_by else ""
    if bound in ("contiguity", "alignment", "mask constancy") and vw.elements < vw.limits.get("128-bit", 0):
        metric = {"contiguity": "contiguity", "alignment": "divisibility", "mask constancy": "constancy"}[bound]
        mask_key = access_mask(op)
        value = mask_key if bound == "mask constancy" and mask_key is not None else ptr
        limit = _metric(mod.of(value), metric, d)
        causes = find_causes(mod, value, metric, d, limit)
        cause = causes[0] if causes else None
        if cause is not None:
            why_template = _cause_text(mod, cause, vw, location, said)
            why_template += "".join(_also_text(mod, c, i, location, said) for i, c in enumerate(causes[1:]))
            file, pyline = location(cause.line)
            data["cause"] = {"metric": metric, "op": cause.op, "ttgir_line": cause.line, "python_file": file,
                             "python_line": pyline, "value": cause.value,
                             "leaf": [display(cause.leaf[0]), *cause.leaf[1:]] if cause.leaf else None}
            said("cause/op", cause.op, "op", "axis-cause")
            said("cause/ttgir_line", cause.line, "line", "axis-cause")
            said("cause/value", cause.value, "bytes" if metric == "divisibility" else "elements", "axis-cause")
            if pyline:
                said("cause/python_line", pyline, "line", "axis-cause")
            claims = tuple(said.claims.values())
            why = render(why_template, claims)
    strides = mod.stride(ptr)
    data["strides"] = [str(s) if s is not None else "unknown" for s in strides]
    if isinstance(ty.layout, BlockedLayout) and len(ty.layout.threads_per_warp) == len(ty.shape):
        # the dimensions a warp's lanes walk, in ``order``: more than one lane over more than one element (trial
        # 9b F1: a [32, 32, 1] store's order[0] is the size-1 dim 2, its lanes walk dim 1)
        data["lane_dims"] = [d for d in ty.layout.order if ty.layout.threads_per_warp[d] > 1 and ty.shape[d] > 1]
    vec = max(1, (measured_bits or vw.bits) // vw.element_bits)
    one = mask_extent(mod, access_mask(op))
    active: int | tuple[int | None, ...] | None = one
    if one is not None:
        data["mask_extent"] = one
        said("mask_extent", one, "elements", "sectors")
    elif len(ty.shape) > 1 and (extents := mask_extents(mod, access_mask(op), len(ty.shape))) is not None:
        # a 2-D tile padded by a constant mask (`offs[None, :] < K`), per dimension (trial 10d F5's follow-up)
        active = extents
        data["mask_extents"] = list(extents)
        for dim, e in enumerate(extents):
            if e is not None:
                said(f"mask_extent/{dim}", e, "elements", "sectors")
    # element 0 starts a run along every dimension, so every dimension's divisibility divides it (Triton's AxisInfo.h:
    # "the largest power of two that divides the first element of all groups of contiguity[d] elements along d")
    # a pointer a constant number of elements past another (``even_ptrs + 1``) takes that pointer's base, so that
    # the accesses through one pointer assume one base for it (trial 14d F2)
    root, shift_elems = pointer_root(mod, ptr)
    eb = vw.element_bits // 8
    base_div = max(mod.of(root).divisibility) if shift_elems else max(vw.pointer.divisibility)
    root_op = mod.defs.get(root)
    ws = warp_sectors(ty.layout, ty.shape, strides, vec, eb, base_div, vw.pointer.constancy, active,
                      shift_elems * eb, root_op.line if root_op is not None else 0)
    if ws is not None:
        data["sectors"] = ws.to_json()
        sector_claims(ws, said)
    return AccessExplanation(data, why, vw, ws, tuple(said.claims.values()), why_template)


def pointer_root(mod: ModuleAxisInfo, ptr: str) -> tuple[str, int]:
    """``(root, elements)``: pointer ``ptr`` is ``root`` plus a constant number of ``elements``, followed back through
    ``tt.addptr`` ops whose offset AxisInfo proves a constant (``%odd = tt.addptr %even_35, %cst_21`` with
    ``%cst_21 = arith.constant dense<1>``: ``(%even_35, 1)``); ``(ptr, 0)`` when its defining op adds no constant.
    Stops at a root with no defining op (an argument, a loop-carried value) and after 16 steps."""
    total = 0
    for _ in range(16):
        op = mod.defs.get(ptr)
        if op is None or op.name != "tt.addptr" or len(op.operands) < 2:
            break
        c = mod.of(op.operands[1]).constant
        if c is None or isinstance(c, bool) or op.operands[0] not in mod.types:
            break
        total += int(c)
        ptr = op.operands[0]
    return ptr, total


def mask_extent(mod: ModuleAxisInfo, mask: str | None) -> int | None:
    """How many leading elements a 1-D access's mask can enable, when the mask is ``arith.cmpi slt|ult`` of a
    ``tt.make_range {start = s, end = e}`` and a constant ``c`` (``offs = tl.arange(0, next_power_of_2(K)); offs <
    K``): ``c - s`` when it is below ``e - s`` (the elements from there on are always off); ``None`` otherwise."""
    op = mod.defs.get(mask) if mask else None
    if op is None or op.name != "arith.cmpi" or len(op.operands) != 2:
        return None
    pred = op.text.split("arith.cmpi", 1)[1].strip().split(",", 1)[0]
    rng, bound = (mod.defs.get(k) for k in op.operands)
    if pred not in ("slt", "ult") or rng is None or bound is None or rng.name != "tt.make_range":
        return None
    m = re.search(r"\{end = (\d+) : i32, start = (\d+) : i32\}", rng.text)
    c = re.search(r"arith\.constant dense<(-?\d+)>", bound.text) if bound.name == "arith.constant" else None
    if m is None or c is None:
        return None
    end, start, limit = int(m[1]), int(m[2]), int(c[1])
    return max(0, limit - start) if limit - start < end - start else None


def mask_extents(mod: ModuleAxisInfo, mask: str | None, rank: int) -> tuple[int | None, ...] | None:
    """Per dimension of a ``rank``-D access, how many leading indices its mask can enable, where the mask is built
    from ``arith.cmpi slt|ult`` of a ``tt.make_range {start = s, end = e}`` (through ``tt.expand_dims``,
    ``tt.broadcast``, ``ttg.convert_layout``) and a constant ``c`` with ``c - s < e - s`` (``offs[None, :] < K``:
    ``c - s`` along ``offs``' dimension), combined by ``arith.andi`` with other masks (each dimension the smallest
    bound of its terms) and broadcast or expanded to the access's shape; ``None`` along a dimension no such
    comparison bounds (a runtime bound, ``rows[:, None] < n_rows``), and ``None`` in all when none is bounded."""
    got = _extents(mod, mask, rank, 0) if mask else None
    return got if got is not None and any(e is not None for e in got) else None


def _extents(mod: ModuleAxisInfo, name: str, rank: int, depth: int) -> tuple[int | None, ...] | None:
    op = mod.defs.get(name)
    if op is None or depth > 16:
        return None
    if op.name in ("tt.broadcast", "ttg.convert_layout") and op.operands:
        return _extents(mod, op.operands[0], rank, depth + 1)
    if op.name == "tt.expand_dims" and op.operands:
        m = _AXIS.search(op.text)
        inner = _extents(mod, op.operands[0], rank - 1, depth + 1)
        if m is None or inner is None:
            return None
        axis = int(m.group(1))
        return (*inner[:axis], None, *inner[axis:])
    if op.name == "arith.andi" and len(op.operands) == 2:
        a, b = (_extents(mod, o, rank, depth + 1) for o in op.operands)
        if a is None or b is None:
            return a or b
        return tuple(x if y is None else y if x is None else min(x, y) for x, y in zip(a, b, strict=True))
    if op.name == "arith.cmpi" and len(op.operands) == 2:
        pred = op.text.split("arith.cmpi", 1)[1].strip().split(",", 1)[0]
        rng, bound = _range_dim(mod, op.operands[0], 0), mod.defs.get(op.operands[1])
        c = re.search(r"arith\.constant dense<(-?\d+)>", bound.text) \
            if bound is not None and bound.name == "arith.constant" else None
        if pred not in ("slt", "ult") or rng is None or c is None:
            return None
        dim, start, end = rng
        limit = int(c[1]) - start
        if not 0 <= dim < rank or limit >= end - start:
            return None
        return tuple(max(0, limit) if d == dim else None for d in range(rank))
    return None


def _range_dim(mod: ModuleAxisInfo, name: str, depth: int) -> tuple[int, int, int] | None:
    """``(dimension, start, end)`` of a ``tt.make_range`` seen through ``tt.expand_dims`` (its dimension moves past
    the inserted axis), ``tt.broadcast`` and ``ttg.convert_layout``; ``None`` for any other value."""
    op = mod.defs.get(name)
    if op is None or depth > 16:
        return None
    if op.name == "tt.make_range":
        m = re.search(r"\{end = (\d+) : i32, start = (\d+) : i32\}", op.text)
        return (0, int(m[2]), int(m[1])) if m else None
    if op.name in ("tt.broadcast", "ttg.convert_layout") and op.operands:
        return _range_dim(mod, op.operands[0], depth + 1)
    if op.name == "tt.expand_dims" and op.operands:
        m = _AXIS.search(op.text)
        inner = _range_dim(mod, op.operands[0], depth + 1)
        if m is None or inner is None:
            return None
        return (inner[0] + (inner[0] >= int(m.group(1))), inner[1], inner[2])
    return None


def sector_claims(ws: WarpSectors, said: Said, prefix: str = "sectors/") -> None:
    """The claims of the sector model's numbers (:meth:`WarpSectors.to_json`'s keys under ``prefix``), rule
    ``sectors``."""
    for key, unit in (("bytes", "bytes"), ("sectors", "sectors"), ("ideal_sectors", "sectors"),
                      ("requests", "count"), ("request_bytes", "bytes"), ("request_sectors", "sectors"),
                      ("request_ideal_sectors", "sectors"), ("lanes", "lanes"), ("vector_bytes", "bytes"),
                      ("base_offset", "bytes"), ("base_alignment", "bytes"), ("base_source", "text"),
                      ("fewest_request_sectors", "sectors"), ("most_request_sectors", "sectors")):
        said(prefix + key, ws.to_json()[key], unit, "sectors")  # type: ignore[arg-type]
    if ws.base_shift:
        said(prefix + "base_shift", ws.base_shift, "bytes", "sectors")
        said(prefix + "root_line", ws.root_line, "line", "sectors")


def _where(line: int, location: Callable[[int], tuple[str | None, int | None]], said: Said,
           base: str = "cause/") -> str:
    _, py = location(line)
    return f"ttgir line {said(base + 'ttgir_line', line, 'line', 'axis-cause')}" + (
        f", Python line {said(base + 'python_line', py, 'line', 'axis-cause')}" if py else "")


def _also_text(mod: ModuleAxisInfo, c: Cause, i: int, location: Callable[[int], tuple[str | None, int | None]],
               said: Said) -> str:
    """The template of the clause naming another term's cause ``c`` of a contiguity (:func:`find_causes`), its
    claims under ``cause/also/{i}/``: the op, its lines, the leaf, and its result's contiguity and constancy."""
    base = f"cause/also/{i}/"
    said(base + "op", c.op, "op", "axis-cause")
    at = f"{c.op} ({_where(c.line, location, said, base)})"
    leaf = _leaf_text(mod, c.leaf, said, c.metric, c.dim, base)
    result = mod.of(_result_of(mod, c))
    contig = said(base + "value", c.value, "elements", "axis-cause")
    const = said(base + "constancy", _metric(result, "constancy", c.dim), "elements", "axis-cause")
    verb = ("divides by " if c.op in _DIV else "takes the remainder by " if c.op in _REM else
            "multiplies the offsets by " if c.op == "arith.muli" else "takes in ") + leaf if leaf else "is on it"
    return (f"; another term of the offsets' sum goes through {at}, which {verb} (contiguity {contig}, constancy "
            f"{const}): a sum is contiguous only over runs where one term is contiguous and the other constant, "
            f"so this term bounds it too")


def _leaf_text(mod: ModuleAxisInfo, leaf: tuple[str, str, int] | None, said: Said,
               metric: str = "divisibility", dim: int = 0, base: str = "cause/") -> str:
    if leaf is None:
        return ""
    name, kind, line = leaf
    info = mod.of(name)
    if kind == "argument":
        v = said(base + "leaf_value", _metric(info, metric, 0), "count", "axis-cause")
        return f"argument '{literal(display(name))}' ({metric} {v})"
    at = said(base + "leaf_line", line, "line", "axis-cause")
    if kind == "arith.constant" and info.constant is not None:
        return f"the constant {said(base + 'constant', info.constant, 'count', 'axis-cause')} (arith.constant, " \
               f"ttgir line {at})"
    shown = said(base + "leaf_name", leaf_name(mod, name), "text", "axis-cause")
    if kind not in _LEAVES:  # a factor that carries the bound into a product (_bounding_factor)
        v = said(base + "leaf_value", _metric(info, metric, dim if dim < info.rank else 0), "count", "axis-cause")
        return f"{shown} ({kind}, ttgir line {at}, {metric} {v})"
    return f"{shown} ({kind}, ttgir line {at})"


#: The integer ops whose result a cause names as a Python expression of its two operands (``N // 2``).
EXPRESSION_OPS = {"arith.divsi": "//", "arith.divui": "//", "arith.remsi": "%", "arith.remui": "%",
                  "arith.muli": "*", "arith.addi": "+", "arith.subi": "-"}


def leaf_name(mod: ModuleAxisInfo, name: str) -> str:
    """How a cause names the value ``name`` (a leaf of :func:`find_cause`'s walk that is no argument and no constant):
    ``N // 2`` where it is an op of :data:`EXPRESSION_OPS` whose two operands are each an argument or an integer
    constant (trial 15a F2 and M2: ``%23 = arith.divsi %N, %c2_i32`` was "'23'", and the same ``N // 2`` merged by
    CSE into ``%q_mask``, the name of a mask, was "'q_mask'"); else its SSA name as the IR prints it: ``%23`` for an
    unnamed value, ``'acc_12'`` in quotes for a value the IR names after a Python variable."""
    op = mod.defs.get(name)
    sym = EXPRESSION_OPS.get(op.name) if op is not None else None
    if op is not None and sym is not None and len(op.operands) == 2:
        parts = [_operand_text(mod, o) for o in op.operands]
        if all(p is not None for p in parts):
            return f"{parts[0]} {sym} {parts[1]}"
    shown = display(name)
    return f"%{shown}" if shown.isdigit() else f"'{shown}'"


def _operand_text(mod: ModuleAxisInfo, name: str) -> str | None:
    """An operand as a Python expression names it: an argument by its name, an integer ``arith.constant`` by its
    value; ``None`` for any other value."""
    if name in mod.args:
        return display(name)
    op = mod.defs.get(name)
    c = mod.of(name).constant if op is not None and op.name == "arith.constant" else None
    return str(c) if isinstance(c, int) and not isinstance(c, bool) else None


def _cause_text(mod: ModuleAxisInfo, c: Cause, vw: VectorWidth,
                location: Callable[[int], tuple[str | None, int | None]], said: Said) -> str:
    """The template of the sentence naming cause ``c`` (its numbers are ``said``'s placeholders)."""
    at = f"{c.op} ({_where(c.line, location, said)})"
    leaf = _leaf_text(mod, c.leaf, said, c.metric, c.dim)
    el = "element" if vw.elements == 1 else "elements"
    value = said("cause/value", c.value, "bytes" if c.metric == "divisibility" else "elements", "axis-cause")
    # the dimension the sentence is about is the access's own (``order[0]`` of its layout, ``vw.dim``), not the
    # cause's: the walk renumbers dimensions through a ``tt.expand_dims`` (trial 14b F1: S-LoRA's expand gathers a
    # page per column, a 1-D ``tt.load`` made dim 1 by ``expand_dims {axis = 0}``, and the load of the [64, 128]
    # tile whose lanes walk dim 1 was said to be "contiguous over 1 element along dim 0", the gather's own)
    dim = said("dim", vw.dim, "count", "axisinfo")
    if c.metric == "contiguity":
        head = f"the pointer is contiguous over {value} {el} along dim {dim}"
        if c.op in _DIV and c.leaf is not None:
            k = _metric(mod.of(_result_of(mod, c)), "constancy", c.dim)
            if k > 1:
                rep = said("cause/repeats", k, "count", "axis-cause")
                return f"{head} because {at} divides by {leaf}, so each value repeats {rep} times (constancy {rep})"
            return f"{head} because {at} divides by {leaf}: the quotients repeat, which AxisInfo does not prove " \
                   f"here ({_quotient_constancy_text(mod, c, said)})"
        if c.op == "arith.muli" and c.leaf is not None:
            by = f"argument '{literal(display(c.leaf[0]))}', a runtime value" if c.leaf[1] == "argument" else leaf
            return f"{head} because {at} multiplies the offsets by {by}: neighbouring elements are that far apart"
        if c.op in _REM and c.leaf is not None:
            return f"{head} because {at} takes the remainder by {leaf}"
        return f"{head}: {at} gives contiguity {value}"
    if c.metric == "divisibility":
        # the pointer's divisibility is in bytes; the cause's (c.value) is in its own units: elements for an
        # integer offset (trial F9: "1-byte aligned" for an f32 pointer plus an offset of divisibility 1)
        aligned = said("limits/alignment", vw.limits["alignment"], "elements", "axisinfo")
        pointer = said("cause/pointer_bytes", vw.pointer.divisibility[vw.dim], "bytes", "axis-cause")
        el = "element" if vw.limits["alignment"] == 1 else "elements"
        head = (f"the pointer is known {pointer}-byte aligned only ({aligned} {el} of "
                f"{said('element_bits', vw.element_bits, 'bits', 'axis-width')} bits)")
        if c.leaf is not None and c.leaf[1] == "argument" and mod.args.get(c.leaf[0], "").startswith("!tt.ptr"):
            return f"{head} because pointer argument '{literal(display(c.leaf[0]))}' has no tt.divisibility = 16 ({at})"
        if c.leaf is not None:
            verb = {"tt.addptr": "adds", "arith.addi": "adds", "arith.subi": "subtracts", "arith.muli": "multiplies by"
                    }.get(c.op, "takes in")
            return f"{head} because {at} {verb} {leaf}"
        return f"{head}: {at} gives divisibility {value}"
    head = f"the mask is constant over {value} {el} along dim {dim}"
    if c.leaf is not None:
        return f"{head} because {at} compares against {_leaf_text(mod, c.leaf, said)}"
    return f"{head}: {at} gives constancy {value}"


def _quotient_constancy_text(mod: ModuleAxisInfo, c: Cause, said: Said) -> str:
    """Why Triton's AxisInfo gives the quotient of the division ``c`` (an ``arith.divsi``/``divui`` by a constant)
    constancy 1 along ``c.dim``. ``DivOpAxisInfoVisitor::getConstancy`` (lib/Analysis/AxisInfo.cpp; ``_div_const``
    in :mod:`.lattice`) proves runs of equal quotients only for a dividend contiguous over the whole dimension, and
    then only gcd(its contiguity, its divisibility, the divisor's divisibility) long: a partly contiguous dividend
    (``x % 2752 // 2``) gets 1, and so does a whole-dimension one divided by an odd constant (trial 14c F1:
    ``(tl.arange(0, 1024) + off) // 1023``, said "not contiguous over the whole dimension"). The numbers are the
    claims ``cause/dividend_contiguity``, ``cause/dimension`` (elements) and, for a whole-dimension dividend,
    ``cause/dividend_divisibility`` and ``cause/divisor_divisibility`` (rule ``axis-cause`` re-reads them from the
    operands of the op at ``cause/ttgir_line``)."""
    op = mod.defs.get(_result_of(mod, c))
    if op is None or len(op.operands) < 2 or op.operands[0] not in mod.types:
        return "constancy 1"
    dividend, divisor = op.operands[0], op.operands[1]
    a = mod.of(dividend)
    size = mod.types[dividend].dim(c.dim)
    contig = _metric(a, "contiguity", c.dim)
    run = said("cause/dividend_contiguity", contig, "elements", "axis-cause")
    whole = said("cause/dimension", size, "elements", "axis-cause")
    if contig < size:
        return f"constancy 1: the dividend is contiguous over {run} of the dimension's {whole} elements, not the " \
               "whole dimension"
    div_a = said("cause/dividend_divisibility", _metric(a, "divisibility", c.dim), "count", "axis-cause")
    div_b = said("cause/divisor_divisibility", _metric(mod.of(divisor), "divisibility", c.dim), "count",
                 "axis-cause")
    return (f"constancy 1: the dividend is contiguous over the whole dimension ({run} of {whole} elements), but "
            f"Triton proves runs of gcd(that contiguity, the dividend's divisibility {div_a}, the divisor's "
            f"divisibility {div_b}) equal quotients, which is 1")


def _result_of(mod: ModuleAxisInfo, c: Cause) -> str:
    return next((n for n, op in mod.defs.items() if op.line == c.line), "")


def width_text(vw: VectorWidth) -> str:
    """``AxisInfo allows 128 bits (contiguity 128, alignment 8 elements; 128-bit cap 8 elements); the layout's
    sizePerThread 1 bounds it to 16 bits``: what AxisInfo's facts allow, and what the layout's ``sizePerThread``
    leaves of it when it is narrower (the width Triton emits is the smaller, ``predicted_bits``); for a report line
    next to the width the machine code got."""
    return render(width_template(vw, "w/"), [Claim("w/" + k, v, "elements", "axisinfo")  # type: ignore[arg-type]
                                            for k, v in _width_values(vw).items()])


def _width_values(vw: VectorWidth) -> dict[str, int]:
    return {"predicted_bits": vw.bits, "allowed_bits": vw.axis_bits, **{f"limits/{k}": v for k, v in vw.limits.items()}}


def width_template(vw: VectorWidth, prefix: str = "axisinfo/") -> str:
    """:func:`width_text` as a template over the claims of :func:`explain_access` (``{axisinfo/allowed_bits}``,
    ``{axisinfo/limits/…}``, ``{axisinfo/predicted_bits}``). AxisInfo's bounds (contiguity, alignment, mask
    constancy) and the 128-bit cap are AxisInfo's width; the layout's ``sizePerThread`` is named apart, and only
    where it is the narrower (trial M6: "AxisInfo allows 16 bits (…, sizePerThread 1, …)" blamed AxisInfo for the
    layout's limit)."""
    def v(key: str, value: int) -> str:
        return _num(value) if value >= MAX_DIVISOR else "{" + prefix + key + "}"
    parts = ", ".join(f"{k} {v('limits/' + k, x)}" for k, x in vw.limits.items() if k not in ("sizePerThread",
                                                                                                 "128-bit"))
    cap = vw.limits.get("128-bit")
    text = (f"AxisInfo allows {v('allowed_bits', vw.axis_bits)} bits ({parts} elements"
            + (f"; 128-bit cap {v('limits/128-bit', cap)} elements" if cap is not None else "") + ")")
    spt = vw.limits.get("sizePerThread")
    if spt is not None and vw.bits < vw.axis_bits:
        text += (f"; the layout's sizePerThread {v('limits/sizePerThread', spt)} bounds it to "
                 f"{v('predicted_bits', vw.bits)} bits")
    return text


def sector_text(ws: WarpSectors) -> str:
    """``512 bytes in 16 sectors (ideal 16)``-style words for a report line; the caller says "model estimate"."""
    return render(sector_template(ws, "s/"), [Claim("s/" + k, v, "count", "sectors")  # type: ignore[arg-type]
                                             for k, v in ws.to_json().items() if isinstance(v, int)])


def base_template(ws: WarpSectors, prefix: str = "axisinfo/sectors/") -> str:
    """Where the sector model puts the base, and why, as a template over the claims ``{prefix}base_offset`` …
    (:func:`sector_claims`): ``the base 8 bytes past a 32-byte boundary (AxisInfo proves the pointer 8-byte aligned;
    the bases that alignment allows give 1 to 2 sectors per request)``; for a pointer a constant past another
    (:func:`pointer_root`), ``the base 6 bytes past a 32-byte boundary: the pointer is 2 bytes past the pointer of
    ttgir:74, whose base the model places as for every access through it (AxisInfo proves that pointer 4-byte
    aligned; …)``."""
    def v(key: str) -> str:
        return "{" + prefix + key + "}"
    where = (f"the base {v('base_offset')} bytes past a 32-byte boundary" if ws.base_offset else
             "the base at a 32-byte boundary")
    that = "that pointer" if ws.base_shift else "the pointer"
    why = (f"AxisInfo proves {that} {v('base_alignment')}-byte aligned" if ws.base_source == "axisinfo" else
           f"assumed {v('base_alignment')}-byte aligned, the element's size: AxisInfo proves less")
    if ws.base_shift:  # trial 14d F2: one base for the accesses through one pointer
        where += (f": the pointer is {v('base_shift')} bytes past the pointer of ttgir:{v('root_line')}, whose base "
                  "the model places as for every access through it")
    if ws.fewest_request_sectors != ws.most_request_sectors:
        why += (f"; the bases that alignment allows give {v('fewest_request_sectors')} to "
                f"{v('most_request_sectors')} sectors per request")
    return f"{where} ({why})"


def sector_template(ws: WarpSectors, prefix: str = "axisinfo/sectors/") -> str:
    """:func:`sector_text` as a template over the claims ``{prefix}request_sectors`` … (:func:`sector_claims`)."""
    def v(key: str) -> str:
        return "{" + prefix + key + "}"
    first = (f"{v('request_sectors')} sectors for {v('request_bytes')} bytes used per warp request (ideal "
             f"{v('request_ideal_sectors')})")
    if ws.requests > 1:
        return (f"{first}; {v('sectors')} sectors for {v('bytes')} bytes over its {v('requests')} requests "
                f"(ideal {v('ideal_sectors')})")
    return first
