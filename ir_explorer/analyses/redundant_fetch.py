"""Redundant global fetches: a global load or copy whose pointer tensor repeats the same address over runs of
elements, so that the tile it fills holds each word several times.

Triton's AxisInfo (``lib/Analysis/AxisInfo.cpp``) gives every pointer a ``constancy`` per dimension: the length of
the aligned runs of equal values along it. ``DivOpAxisInfoVisitor::getConstancy`` makes ``x // 8`` of a contiguous
``x`` constant over runs of 8 (``arith.divsi`` by a constant power of two), ``BroadcastOpAxisInfoVisitor`` makes a
broadcast dimension constant over its whole length, and ``AddSubOpAxisInfoVisitor``/``MulIOpAxisInfoVisitor`` keep
the gcd of their operands' runs. A pointer of constancy ``c > 1`` along a dimension of more than one element reads
each address ``c`` times along it: GPTQ's ``b_ptr + (rk[:, None] // 8) * stride_bk + …`` copies a 32-row tile
(``ttg.async_copy_global_to_local … tensor<32x128x!tt.ptr<i32>>``) that holds 4 distinct rows, each 8 times (trial 9d
M3). The analysis reads the project's AxisInfo (:mod:`ir_explorer.analyses.axisinfo`) and the scoped IR model;
the op that made the runs is found by walking the pointer's def-use chain back to the op whose result has runs its
varying operands do not have (:func:`run_source`).

A dimension of one element is never counted (an ``expand_dims`` axis), and a value broadcast after its load is no
redundant fetch: only the pointer tensor of the access op is read. The bytes are the tile's (its shape times the
element's bytes); the distinct data is at most the shape divided by the runs, in bytes (runs of equal addresses may
also repeat each other: AxisInfo proves the runs, not that they differ). Masked-off elements are not fetched, so
"every address ``c`` times" is said of the pointer tensor (each address is named by ``c`` of its elements).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ir_explorer.analyses import axisinfo
from ir_explorer.analyses.axisinfo.access import access_pointer
from ir_explorer.analyses.findings import AnalysisInput, Claim, Finding, Ref
from ir_explorer.ir.layouts import element_bits
from ir_explorer.ir.ttgir import Op

#: The global loads whose pointer (or AMD buffer offsets) tensor is read, and whether they fill shared memory.
LOAD_OPS = {"tt.load": False, "ttg.async_copy_global_to_local": True, "amdg.buffer_load": False,
            "amdgpu.buffer_load": False, "amdg.buffer_load_to_local": True, "amdgpu.buffer_load_to_local": True}
#: Ops a run of equal values passes through unchanged (same rank, same dimensions).
_THROUGH = {"ttg.convert_layout", "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast",
            "arith.bitcast", "tt.bitcast", "tt.int_to_ptr", "tt.ptr_to_int"}
#: Divisions and shifts whose constant second operand makes runs of a contiguous first operand (the divisor, or
#: ``2**shift`` for a right shift).
_DIVIDES = {"arith.divsi", "arith.divui", "arith.shrsi", "arith.shrui", "arith.floordivsi", "arith.ceildivsi"}
# e.g. %b_ptrs_44 = arith.divsi %b_ptrs, %cst_6 : tensor<32x1xi32, #blocked> loc(#loc94)
# e.g. %x = amdg.buffer_load %b_ptr[%offs], %mask : tensor<32x128xi32, #blocked>
_BUFFER = re.compile(r"buffer_load(?:_to_local)?\s+%[\w.$#-]+\[%(?P<offs>[\w.$#-]+)\]")
# e.g. amdg.buffer_load %b_ptr[%offs] … : !tt.ptr<i32>[tensor<…>] (the base's pointee is the data's element)
_BUFFER_BASE = re.compile(r":\s*!tt\.ptr<(\w+)(?:,\s*\d+)?>")


@dataclass(frozen=True)
class RunSource:
    """The op that made a pointer's runs of equal values along one dimension: its name, TTGIR line, the dimension
    in its own result (``tt.expand_dims`` shifts dimensions), and the constant it divides by (``arith.divsi`` by 8:
    8; a right shift by 3: 8), ``None`` for other ops."""

    op: str
    line: int
    dim: int
    constant: int | None


@dataclass(frozen=True)
class RedundantFetch:
    """One global load whose pointer repeats addresses (see the module docstring): the access op and its TTGIR
    ``line``, its tile ``shape`` and ``element``, the pointer's AxisInfo ``constancy`` per dimension, the ``dims`` of
    more than one element whose runs are longer than 1, each address's ``fetches`` (the product of those runs),
    the tile's ``bytes`` and at most ``distinct_bytes`` of distinct data, the op that made the runs of the first
    such dimension (``source``), and whether the copy fills shared memory (``to_shared``)."""

    op: str
    line: int
    shape: tuple[int, ...]
    element: str
    constancy: tuple[int, ...]
    dims: tuple[int, ...]
    fetches: int
    bytes: int
    distinct_bytes: int
    source: RunSource | None
    to_shared: bool


def access_addresses(access: Op) -> str | None:
    """The value whose AxisInfo gives an access's addresses: a ``tt.load``'s or copy's pointer tensor (its ``ptr``
    or ``src`` role, which :func:`~ir_explorer.analyses.axisinfo.access.access_pointer` reads from the op's ``.td``
    format), an AMD buffer load's offsets tensor (``%base[%offsets]``: one scalar base, so equal offsets are equal
    addresses)."""
    name = access.name
    if "buffer_load" in name:
        m = _BUFFER.search(access.text)
        return m.group("offs") if m else None
    if name in ("tt.load", "ttg.async_copy_global_to_local"):
        return access_pointer(access)
    return None


def run_source(mod: axisinfo.ModuleAxisInfo, value: str, dim: int) -> RunSource | None:
    """The op that made ``value``'s runs of equal values along ``dim`` (its AxisInfo constancy ``c`` there): walking
    back through the def-use chain, into the operand that varies along the dimension and keeps runs of at least
    ``c`` (through ``tt.expand_dims``, ``tt.broadcast`` of a dimension of more than one element, casts, loop-carried
    values' initial or yielded value), it stops at the op none of whose varying operands has such runs (``x // 8``
    of a contiguous ``x``), at a ``tt.broadcast`` of a size-1 dimension, or at a ``tt.splat``/``arith.constant``.
    ``None`` when the walk reaches a function argument or goes round for too long."""
    run = _constancy(mod, value, dim)
    name, d = value, dim
    seen: set[str] = set()
    for _ in range(200):
        if name in seen:
            return None
        seen.add(name)
        if name in mod.carried:
            init, yielded = mod.carried[name]
            nxt = next((v for v in (init, yielded) if v not in seen and _constancy(mod, v, d) >= run), None)
            if nxt is None:
                return None
            name = nxt
            continue
        op = mod.defs.get(name)
        if op is None or not op.operands:
            return None if op is None else RunSource(op.name, op.line, d, None)
        if op.name in ("tt.splat", "arith.constant"):
            return RunSource(op.name, op.line, d, None)
        if op.name == "tt.expand_dims":
            m = re.search(r"axis\s*=\s*(\d+)", op.text)
            axis = int(m.group(1)) if m else 0
            if d == axis:
                return RunSource(op.name, op.line, d, None)
            name, d = op.operands[0], d - (d > axis)
            continue
        if op.name == "tt.broadcast":
            src = mod.types.get(op.operands[0])
            if src is not None and d < len(src.shape) and src.shape[d] == 1:
                return RunSource(op.name, op.line, d, None)
            name = op.operands[0]
            continue
        if op.name in _THROUGH:
            name = op.operands[0]
            continue
        operands = list(op.operands[:3])
        varying = [o for o in operands if _varies(mod, o, d)]
        keep = [o for o in varying if _constancy(mod, o, d) >= run]
        if keep:
            name = keep[0]
            continue
        if varying:
            return RunSource(op.name, op.line, d, _divisor(mod, op) if op.name in _DIVIDES else None)
        name = operands[0]
    return None


def _constancy(mod: axisinfo.ModuleAxisInfo, name: str, d: int) -> int:
    info = mod.of(name)
    return info.constancy[d] if d < info.rank else 1


def _varies(mod: axisinfo.ModuleAxisInfo, name: str, d: int) -> bool:
    """Whether ``name`` takes more than one value along ``d``: a tensor with runs shorter than that dimension."""
    t = mod.types.get(name)
    if t is None or not t.shape or d >= len(t.shape):
        return False
    return _constancy(mod, name, d) < t.shape[d]


def _divisor(mod: axisinfo.ModuleAxisInfo, op: Op) -> int | None:
    """The constant a division divides by (a right shift: 2**shift), read from its second operand's AxisInfo constant
    (an ``arith.constant``, through ``tt.splat``)."""
    if len(op.operands) < 2:
        return None
    c = mod.of(op.operands[1]).constant
    if not isinstance(c, int) or c <= 0:
        return None
    return 1 << c if "shr" in op.name else c


def fetch_of(mod: axisinfo.ModuleAxisInfo, op: Op) -> RedundantFetch | None:
    """The redundant fetch of one TTGIR global load op of ``mod`` (:data:`LOAD_OPS`), or ``None`` when its addresses
    differ along every dimension of more than one element (or the op is no tensor load)."""
    name = op.name
    if name not in LOAD_OPS:
        return None
    value = access_addresses(op)
    ty = mod.types.get(value) if value is not None else None
    if value is None or ty is None or not ty.shape:
        return None
    if "buffer_load" in name:
        base = _BUFFER_BASE.search(op.text)
        element = base.group(1) if base else ""
    elif ty.element.startswith("!tt.ptr<"):
        element = ty.element[len("!tt.ptr<"):].split(">")[0].split(",")[0].strip()
    else:
        return None
    bits = element_bits(element)
    if not bits:
        return None
    shape = tuple(ty.shape)
    info = mod.of(value)
    if info.rank != len(shape):
        return None
    runs = tuple(math.gcd(c, n) if n else 1 for c, n in zip(info.constancy, shape, strict=True))
    dims = tuple(d for d, n in enumerate(shape) if n > 1 and runs[d] > 1)
    if not dims:
        return None
    ebytes = max(8, bits) // 8
    numel = math.prod(shape)
    distinct = math.prod(n // runs[d] if d in dims else n for d, n in enumerate(shape))
    return RedundantFetch(name, op.line, shape, element, tuple(info.constancy), dims,
                          math.prod(runs[d] for d in dims), numel * ebytes, distinct * ebytes,
                          run_source(mod, value, dims[0]), LOAD_OPS[name])


def findings(inp: AnalysisInput) -> list[Finding]:
    """One ``coalescing`` finding per TTGIR global load whose pointer repeats addresses (:func:`fetch_of`): ``warn``
    for a copy into shared memory (the tile's shared-memory buffer holds each word ``fetches`` times), ``info`` for a
    load into registers. Claims (rule ``redundant-fetch`` unless said): ``op``, ``shape``, ``element`` (rule
    ``access-type``: the access line's type), ``redundant/constancy`` (the pointer's AxisInfo, per dimension),
    ``redundant/dims``, ``redundant/run/D`` (the constancy along each of them), ``redundant/fetches``,
    ``redundant/bytes``, ``redundant/distinct_bytes``, and where the op that made the runs is found
    ``redundant/cause_op``, ``redundant/cause_line`` and, for a division by a constant, ``redundant/cause_constant``
    (about the cause's TTGIR line)."""
    if "ttgir" not in inp.stages:
        return []
    mod = axisinfo.analyze_module(inp.model("ttgir"))
    out: list[Finding] = []
    for op in mod.ops:
        rf = fetch_of(mod, op)
        if rf is None:
            continue
        out.append(_finding(inp, rf))
    return out


def _finding(inp: AnalysisInput, rf: RedundantFetch) -> Finding:
    at = (Ref("ttgir", rf.line, rf.op),)
    said = axisinfo.Said(at, prefix="")
    desc = (f"{said('op', rf.op, 'op', 'access-type')} of tensor<{said('shape', rf.shape, 'shape', 'access-type')}"
            f"x{said('element', rf.element, 'type', 'access-type')}>")
    said("redundant/constancy", rf.constancy, "elements", "redundant-fetch")
    said("redundant/dims", rf.dims, "count", "redundant-fetch")
    fetches = said("redundant/fetches", rf.fetches, "count", "redundant-fetch")
    # the run of each such dimension, a claim of its own (the constancy list above holds them all)
    runs = ", ".join(said(f"redundant/run/{d}", rf.constancy[d], "elements", "redundant-fetch") for d in rf.dims)
    dims = ", ".join(str(d) for d in rf.dims)
    where = f"along dim {dims}" if len(rf.dims) == 1 else f"along dims {dims}"
    cause = ""
    if rf.source is not None:
        src = (Ref("ttgir", rf.source.line, rf.source.op),)
        said.claims["redundant/cause_op"] = Claim("redundant/cause_op", rf.source.op, "op", "redundant-fetch", src)
        said.claims["redundant/cause_line"] = Claim("redundant/cause_line", rf.source.line, "line",
                                                    "redundant-fetch", src)
        by = ""
        if rf.source.constant is not None:
            said.claims["redundant/cause_constant"] = Claim("redundant/cause_constant", rf.source.constant, "count",
                                                            "redundant-fetch", src)
            by = " by the constant {redundant/cause_constant}"
        cause = f" ({{redundant/cause_op}}{by} at ttgir:{{redundant/cause_line}})"
    said("redundant/bytes", rf.bytes, "bytes", "redundant-fetch")
    said("redundant/distinct_bytes", rf.distinct_bytes, "bytes", "redundant-fetch")
    into = "in shared memory" if rf.to_shared else "in registers"
    # "names": a masked-off element reads nothing, so the pointer tensor, not the memory traffic, is what is counted
    template = (f"redundant fetch: {desc} names every address {fetches} times: its addresses are constant over runs of "
                f"{runs} elements {where}{cause}; its {{redundant/bytes:size}} tile {into} holds at most "
                f"{{redundant/distinct_bytes:size}} of distinct data")
    file, pyline = inp.python_location("ttgir", rf.line)
    return Finding(kind="coalescing", severity="warn" if rf.to_shared else "info", stage="ttgir", template=template,
                   claims=tuple(said.claims.values()), lines=(rf.line,), python_file=file, python_line=pyline,
                   data={})
