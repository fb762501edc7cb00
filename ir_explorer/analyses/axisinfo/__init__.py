"""AxisInfo over TTIR/TTGIR text: contiguity, divisibility and constancy of every integer and pointer value,
as Triton's ``lib/Analysis/AxisInfo.cpp`` defines them, and the vector width they allow a global access.

For each dimension ``d`` of a value (a scalar counts as one dimension):

* ``contiguity[d]``: the length of the runs of consecutive values along ``d`` (``tl.arange(0, 128)``: 128);
* ``divisibility[d]``: the largest power of two that divides the first value of each run (for a pointer,
  in bytes; for an integer, in units of the integer);
* ``constancy[d]``: the length of the runs of equal values along ``d`` (a ``tt.splat``: the whole dimension).

The rules are those of Triton's visitors (``MakeRangeOpAxisInfoVisitor``, ``AddSubOpAxisInfoVisitor``,
``MulIOpAxisInfoVisitor``, ``DivOpAxisInfoVisitor``, ``RemOpAxisInfoVisitor``, ``SplatOpAxisInfoVisitor``,
``BroadcastOpAxisInfoVisitor``, ``ExpandDimsOpAxisInfoVisitor``, ``CmpOpAxisInfoVisitor``,
``SelectOpAxisInfoVisitor``, ``LogicalOpAxisInfoVisitor``, shifts, min/max, casts), re-derived here, not
copied. Function arguments take ``tt.divisibility``/``tt.contiguity``/``tt.constancy``; an op carrying those
attributes (``tl.multiple_of``/``tl.max_contiguous``) is overridden by them; an op without a rule (a load,
``tt.get_program_id``, a float op) gets the pessimistic value 1/1/1. ``scf.for`` carried values are joined
(gcd) with what the loop yields until nothing changes, as Triton's sparse data-flow solver does; its induction
variable has divisibility ``gcd(lb, step)``; an ``scf.if``'s results start optimistic and are the join of what its
branches yield. ``tt.reshape`` and ``tt.trans`` follow ``ReshapeOpAxisInfoVisitor``/``TransOpAxisInfoVisitor``.
``scf.while`` results and ``ttg.warp_specialize`` captures are pessimistic here (Triton joins them), so an access
fed through one may be predicted narrower than Triton made it. SSA names are the keys of the shared scoped model
(:mod:`ir_explorer.ir.mlir_model`: unique per region, as MLIR resolves them).

:func:`access_vector` gives the elements per thread per access Triton's lowering uses (``getVectorSize`` in the
backends' ``LoadStoreOpToLLVM.cpp``, over ``ModuleAxisInfoAnalysis::getContiguity``/``getAlignment``/
``getMaskAlignment`` in ``lib/Analysis/AxisInfo.cpp``): ``min(contiguity[order0], divisibility[order0] /
element bytes, contiguous elements per thread of the layout, constancy of the mask[order0], 128 / element
bits)``. Alongside, a stride per dimension (elements between neighbouring indices, known, a runtime value or
unknown) feeds the sector model of :func:`warp_sectors`; that stride is this tool's own addition.

The package holds two modules: :mod:`~ir_explorer.analyses.axisinfo.lattice` (the lattice values, the transfer
functions and the fixed point, and the strides) and :mod:`~ir_explorer.analyses.axisinfo.access` (an access's vector
width, its cause, the sector model and the report's words and claims); every public name is importable from here.
"""

from ir_explorer.analyses.axisinfo.access import (
    ACCESS_OPS,
    SECTOR,
    AccessExplanation,
    Cause,
    Said,
    VectorWidth,
    WarpSectors,
    access_vector,
    base_template,
    contig_per_thread,
    explain_access,
    find_cause,
    literal,
    order_of,
    sector_claims,
    sector_template,
    sector_text,
    warp_sectors,
    width_template,
    width_text,
)
from ir_explorer.analyses.axisinfo.lattice import (
    MAX_BITS,
    MAX_DIVISOR,
    RUNTIME,
    AxisInfo,
    ModuleAxisInfo,
    Stride,
    ValueType,
    analyze_module,
    assume_divisible,
    constancy_at,
    display,
    join,
    pessimistic,
    pow2_divisor,
)

__all__ = ["ACCESS_OPS", "MAX_BITS", "MAX_DIVISOR", "RUNTIME", "SECTOR", "AccessExplanation", "AxisInfo", "Cause",
           "ModuleAxisInfo", "Said", "Stride", "ValueType", "VectorWidth", "WarpSectors", "access_vector",
           "analyze_module", "assume_divisible", "constancy_at", "contig_per_thread", "display", "explain_access",
           "find_cause", "join", "literal",
           "order_of", "pessimistic", "pow2_divisor", "base_template", "sector_claims", "sector_template",
           "sector_text", "warp_sectors", "width_template", "width_text"]
