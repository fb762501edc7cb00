"""Layout conversions staged through shared memory: scratch bytes, and a bank-conflict model from the layouts.

A ``ttg.convert_layout`` that moves elements between warps goes through a shared-memory scratch buffer
(Triton's decision: ``lib/Analysis/Utility.cpp``, ``cvtNeedsSharedMemory``). In Triton 3.9 that buffer is
sized by ``lib/Analysis/Allocation.cpp`` (``getNumScratchElemsSwizzledCvt``: the elements of the tensor
divided by the register repeats both layouts share, times the element bytes) and swizzled at lowering by
``lib/Tools/GenericSwizzling.cpp`` (``optimalSwizzling``: an F2 swizzle over vector, bank and segment bases,
picked with the instructions it lowers to). That swizzle is not printed in the TTGIR, so this module
does not claim it; it gives

* the scratch bytes: exact where the IR says (``allocation.size`` after ``allocate-shared-memory``) or
  where the conversion is the only user of shared memory (then metadata ``shared`` is its buffer), else
  an upper bound (an estimate): the whole tile, and no more than metadata ``shared``;
* a *model estimate* of the bank conflicts each side would have with an unswizzled buffer in the source's
  order and in the destination's order (the reference that shows why a transpose needs a swizzle,
  triton#7815). Triton's own swizzle removes them: NCU on an H200 (Triton 3.6.0, which gives the 128x128
  fp16 transpose of ``tests/data/smem_kernels/staging.py`` the same layouts and the same 16
  ``st.shared.v4.b32`` + 16 ``ldmatrix.x4.trans`` per warp as 3.9 on sm_80) counted 0 bank conflicts and
  256 store + 256 load wavefronts for 64 + 64 instructions, 4 each, the ideal (``benchmarks/ncu_staging.py``).

Hardware facts used (CUDA C++ Programming Guide, "Shared Memory" under compute capabilities 5.x and later):
shared memory has 32 banks, each 4 bytes wide, successive 4-byte words in successive banks; one wavefront
serves one 4-byte word per bank for the lanes of a request (lanes reading the same word share it, a
broadcast); accesses of 64 bits per lane are served a half warp at a time and of 128 bits a quarter warp
at a time, so the ideal is 1, 2 and 4 wavefronts per warp request. The conflict degree is wavefronts /
ideal. AMD LDS is not estimated.

Addresses come from the linear layouts of :mod:`ir_explorer.ir.linear_layout`: lane ``l`` of warp 0 holds
register ``r``'s element at ``apply(register=r, lane=l)``; a thread moves as one vector the leading register
bases that are consecutive in the buffer (up to 16 bytes, ``st.shared.v4.b32``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ir_explorer.analyses.shared_memory.banks import BankEstimate, row_major_offset, side_estimate
from ir_explorer.ir.layouts import TensorType
from ir_explorer.ir.linear_layout import LinearLayout, to_linear


@dataclass(frozen=True)
class Reference:
    """The model estimate for one unswizzled buffer ``order`` (fastest dimension first): the store side
    (the source layout's registers written) and the load side (the destination's registers read)."""

    order: tuple[int, ...]
    store: BankEstimate
    load: BankEstimate

    def describe(self) -> str:
        """e.g. ``order=[0,1]: store 1-way (16-byte), load 16-way (2-byte)``."""
        return (f"order=[{','.join(map(str, self.order))}]: store {_ways(self.store)}, "
                f"load {_ways(self.load)}")

    def to_json(self) -> dict[str, object]:
        """The estimate as JSON-ready data."""
        return {"order": list(self.order),
                **{side: {"wavefronts": e.wavefronts, "ideal": e.ideal, "ways": e.ways, "access_bytes": e.access_bytes}
                   for side, e in (("store", self.store), ("load", self.load))}}


def _ways(e: BankEstimate) -> str:
    return f"{e.ways:g}-way ({e.access_bytes}-byte, {e.wavefronts} wavefronts for {e.ideal})"


def references(src: TensorType, dst: TensorType, warp_size: int = 32) -> list[Reference] | None:
    """The unswizzled-buffer estimates of converting ``src`` to ``dst`` through shared memory, for a buffer
    in the source's order and one in the destination's order (distinct orders only), or ``None`` when a
    layout is not modelled (:func:`to_linear` gives ``None``), the tensor is not 2-D or its elements are
    narrower than a byte. Only NVIDIA (32 lanes) is modelled."""
    if warp_size != 32 or len(src.shape) != 2 or src.shape != dst.shape or src.element_bits < 8:
        return None
    a, b = to_linear(src.layout, src.shape, warp_size), to_linear(dst.layout, dst.shape, warp_size)
    if a is None or b is None or "offset" in a.bases or "offset" in b.bases:
        return None
    eb = src.element_bits // 8
    out = []
    for order in _orders(a, b):
        off = row_major_offset(src.shape, order)
        out.append(Reference(order, side_estimate(a, off, eb, warp_size), side_estimate(b, off, eb, warp_size)))
    return out


def _fastest(ll: LinearLayout) -> tuple[int, ...]:
    """The dimension a layout runs along first (its ``order[0]``): that of its first register or lane basis
    that is one step along one dimension; then the others."""
    rank = len(ll.shape)
    unit = next((basis for basis in ll.of("register") + ll.of("lane") if sorted(basis) == [0] * (rank - 1) + [1]),
                None)
    d = unit.index(1) if unit is not None else rank - 1
    return (d, *(i for i in range(rank) if i != d))


def _orders(a: LinearLayout, b: LinearLayout) -> list[tuple[int, ...]]:
    out = [_fastest(a)]
    if _fastest(b) != out[0]:
        out.append(_fastest(b))
    return out


@dataclass(frozen=True)
class Scratch:
    """The scratch bytes of one conversion: ``bytes`` (exact) or ``at_most`` (an upper bound), and where
    the figure comes from."""

    bytes: int | None
    at_most: int
    source: str

    def describe(self) -> str:
        """e.g. ``32768 bytes of scratch (metadata shared: the only shared-memory user)``."""
        if self.bytes is not None:
            return f"{self.bytes} bytes of scratch ({self.source})"
        return f"at most {self.at_most} bytes of scratch (estimate: {self.source})"


def scratch_tile_bytes(numel: int, element_bits: int) -> int:
    """Bytes a conversion scratch holds for a tile of ``numel`` elements of ``element_bits`` bits: at least one byte
    per element (Triton's ``lib/Analysis/Allocation.cpp`` sizes convert scratch with ``max(8, bitwidth) / 8`` bytes
    per element: an i1 tile takes a byte each, not a bit; trial 8a F1: a 64x64xi1 convert said "at most 512 bytes"
    while the PTX wrote all 4096 bytes in one round)."""
    return numel * max(8, element_bits) // 8


def scratch(tile_bytes: int, allocation_size: int | None, metadata_shared: object, only_user: bool) -> Scratch:
    """The scratch of one conversion of a tensor whose scratch copy takes ``tile_bytes``
    (:func:`scratch_tile_bytes`): ``allocation_size`` (Triton's
    ``allocation.size`` attribute) when known; metadata ``shared`` when the conversion is the ``only_user``
    of shared memory (no ``ttg.local_alloc``, no other scratch op); else at most the smaller of the tile and
    metadata ``shared`` (Triton 3.9 divides the tile by the register repeats both layouts share:
    ``getNumScratchElemsSwizzledCvt``)."""
    if allocation_size is not None:
        return Scratch(allocation_size, allocation_size, "allocation.size of Triton's allocate-shared-memory pass")
    if only_user and isinstance(metadata_shared, int) and metadata_shared > 0:
        return Scratch(metadata_shared, metadata_shared, "metadata shared: the only shared-memory user")
    bound = min(tile_bytes, metadata_shared) if isinstance(metadata_shared, int) and metadata_shared > 0 \
        else tile_bytes
    why = "the whole tile" if bound == tile_bytes else "metadata shared"
    return Scratch(None, bound, f"{why}; Triton 3.9 divides the tile by the register repeats both layouts share")
