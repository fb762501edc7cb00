"""Layout conversions: every ``ttg.convert_layout`` left in the final TTGIR, and whether it goes
through shared memory.

Triton decides in ``lib/Analysis/Utility.cpp`` (``cvtNeedsSharedMemory``): a conversion needs a
shared-memory scratch buffer unless it only reorders registers (``cvtReordersRegisters``) or can
be done with warp shuffles (``cvtNeedsWarpShuffle``), or is a known shortcut such as an MMA
accumulator becoming a dot operand in place (``matchMmaV3AndDotOperandLayout``). It computes this
with linear layouts. This module approximates it:

* IR that went through Triton's ``allocate-shared-memory`` pass (a pass dump) says it exactly:
  the op carries ``allocation.offset`` (and, in Triton 3.9, ``allocation.size``); that is used
  when present;
* identical layouts: no data movement;
* an ``#nvidia_mma``/``#amd_mfma`` accumulator to ``#ttg.dot_op<{opIdx = 0}>`` of an MMA layout of
  the same family and ``warpsPerCTA``: registers (the flash-attention ``P @ V`` shortcut);
* ``#blocked``, ``#ttg.slice`` of ``#blocked`` and ``#ttg.linear`` on both sides, or two
  ``#nvidia_mma`` layouts of one version: owner maps are computed; data that stays in its warp
  needs no scratch (registers or shuffles), data that changes warp needs shared memory;
* anything else (e.g. ``#mma`` → ``#blocked`` for the epilogue store): assumed to go through
  shared memory, flagged as an approximation (``exact: false``).

Metric ``convert_layouts``: the number of ``ttg.convert_layout`` ops in the final TTGIR.

A finding states its values as typed claims (issue 23; see :func:`_describe`), each citing the op line and the
types it is about (a PTX count, its PTX lines); :mod:`ir_explorer.engines.rules.layouts` re-derives them.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ir_explorer.analyses import staging
from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref, Severity
from ir_explorer.analyses.shared_memory.movement import Movement, movement
from ir_explorer.analyses.tensor_layouts import op_ref_text
from ir_explorer.ir.layouts import (
    AmdMmaLayout,
    BlockedLayout,
    DotOperandLayout,
    Layout,
    NvidiaMmaLayout,
    RawLayout,
    SliceLayout,
    TensorType,
    alias_lines,
    find_types,
    parse_aliases,
    parse_type,
)
from ir_explorer.ir.linear_layout import distribution, to_linear
from ir_explorer.ir.mlir_model import IRModule, IROp, display
from ir_explorer.ir.sourcemap import own_columns
from ir_explorer.ir.ttgir import scan

# e.g. %6 = ttg.convert_layout %c {allocation.offset = 0 : i32, allocation.size = 32768 : i32} : tensor<…>
_ALLOC_SIZE = re.compile(r"allocation\.size\s*=\s*(\d+)")
#: Above this many elements, owner maps are not enumerated (time), and the approximation is used.
_MAX_ELEMENTS = 1 << 16


@dataclass(frozen=True)
class Conversion:
    """One ``ttg.convert_layout``: 1-based ``line``, source and destination types, whether it needs a
    shared-memory scratch buffer (``None``: unknown), how that was decided, and whether the
    decision is Triton's own (``exact``) or this module's approximation."""

    line: int
    src: TensorType
    dst: TensorType
    scratch: bool | None
    reason: str
    exact: bool
    scratch_bytes: int | None = None


Owners = dict[tuple[int, ...], frozenset[tuple[int, int]]]


def _blocked_owners(layout: BlockedLayout, shape: tuple[int, ...], warp_size: int) -> Owners | None:
    rank = len(shape)
    if not (len(layout.size_per_thread) == len(layout.threads_per_warp) == len(layout.warps_per_cta) == rank):
        return None
    spt, tpw, wpc = layout.size_per_thread, layout.threads_per_warp, layout.warps_per_cta
    tile = [spt[d] * tpw[d] * wpc[d] for d in range(rank)]
    owners: dict[tuple[int, ...], set[tuple[int, int]]] = {}
    # every position of the CTA tile, folded onto the tensor (broadcast when the tensor is smaller)
    for pos in itertools.product(*(range(max(tile[d], shape[d])) for d in range(rank))):
        lane = warp = 0
        lane_mul = warp_mul = 1
        for d in layout.order:
            x = pos[d] % tile[d]
            lane += ((x // spt[d]) % tpw[d]) * lane_mul
            warp += ((x // (spt[d] * tpw[d])) % wpc[d]) * warp_mul
            lane_mul *= tpw[d]
            warp_mul *= wpc[d]
        coord = tuple(pos[d] % shape[d] for d in range(rank))
        owners.setdefault(coord, set()).add((warp, lane))
    return {k: frozenset(v) for k, v in owners.items()}


def _owners_of_bases(regs: Sequence[Sequence[int]], lanes: Sequence[Sequence[int]], warps: Sequence[Sequence[int]],
                     rank: int) -> Owners | None:
    """``{coordinate: {(warp, lane), …}}`` of a linear layout given by its ``register``, ``lane`` and ``warp``
    bases (each a coordinate of ``rank`` dimensions): index ``(r, l, w)`` holds the XOR of the bases of the set
    bits of ``r``, ``l`` and ``w`` (Triton's ``include/triton/Tools/LinearLayout.h``). The coordinates are XORed
    packed into one integer (each dimension in as many bits as its largest basis component needs: an XOR never
    sets a higher bit), and the XORs of every subset of a dimension's bases are built once, doubling the list per
    basis. ``None`` when a basis component is not an integer >= 0 (no F2 layout)."""
    every = [x for b in (*regs, *lanes, *warps) for x in b]
    if not all(type(x) is int and x >= 0 for x in every):
        return None
    widths = [max((b[d] for b in (*regs, *lanes, *warps)), default=0).bit_length() for d in range(rank)]
    shifts = list(itertools.accumulate(widths, initial=0))[:-1]

    def span(bases: Sequence[Sequence[int]]) -> list[int]:
        out = [0]  # out[i]: the XOR of the bases of the set bits of i
        for b in bases:
            packed = sum(x << s for x, s in zip(b, shifts, strict=True))
            out += [v ^ packed for v in out]
        return out

    held: dict[int, set[tuple[int, int]]] = {}
    in_regs = span(regs)  # the same for every thread
    for w, at_warp in enumerate(span(warps)):
        for ln, at_lane in enumerate(span(lanes)):
            base, who = at_warp ^ at_lane, (w, ln)
            for r in in_regs:
                held.setdefault(base ^ r, set()).add(who)
    if rank == 2:  # most tensors: the top dimension needs no mask (no higher bit is ever set)
        low, top = (1 << widths[0]) - 1, shifts[1]
        return {(k & low, k >> top): frozenset(v) for k, v in held.items()}
    masks = [(1 << n) - 1 for n in widths]
    return {tuple(k >> s & m for s, m in zip(shifts, masks, strict=True)): frozenset(v) for k, v in held.items()}


def _mma_owners(layout: NvidiaMmaLayout, shape: tuple[int, ...]) -> Owners | None:
    """Accumulator of mma.sync (v2) / wgmma (v3): each warp holds 16 rows × ``n`` columns (8 for v2,
    ``instrShape[1]`` for v3); lane ``l`` holds rows ``l/4`` and ``l/4 + 8``, columns ``2*(l%4)`` and
    ``+1`` of every 8 (PTX ISA, "Matrix Fragments for mma.m16n8k16" and "wgmma … Register Fragments").
    Warps are numbered row-major over ``warpsPerCTA``; that is only used to compare two MMA layouts."""
    if len(shape) != 2 or len(layout.warps_per_cta) != 2 or layout.version_major not in (2, 3):
        return None
    n_w = 8 if layout.version_major == 2 else (layout.instr_shape[1] if len(layout.instr_shape) > 1 else 8)
    wm, wn = layout.warps_per_cta
    tile = (16 * wm, n_w * wn)
    out: dict[tuple[int, ...], set[tuple[int, int]]] = {}
    for x in range(max(tile[0], shape[0])):
        for y in range(max(tile[1], shape[1])):
            warp = ((x // 16) % wm) * wn + (y // n_w) % wn
            lane = (x % 8) * 4 + (y % 8) // 2
            out.setdefault((x % shape[0], y % shape[1]), set()).add((warp, lane))
    return {k: frozenset(v) for k, v in out.items()}


def owners(layout: Layout | None, shape: tuple[int, ...], warp_size: int) -> Owners | None:
    """``{coordinate: {(warp, lane), …}}`` for ``#blocked``, ``#ttg.slice`` of ``#blocked`` and
    ``#ttg.linear`` layouts; ``None`` for other layouts or tensors over 65536 elements."""
    n = 1
    for d in shape:
        n *= d
    if n > _MAX_ELEMENTS:
        return None
    if isinstance(layout, BlockedLayout):
        return _blocked_owners(layout, shape, warp_size)
    if isinstance(layout, RawLayout) and layout.kind == "linear":
        # through to_linear, which fits the bases to the tensor's shape: a #ttg.linear written for 128x128 and used
        # for a 128x1 tensor broadcasts its bases past dim 1 (trial 15e F4: they were read as columns 1…64 that the
        # 128x1 source does not hold, so "elements change warps")
        return linear_owners(layout, shape, warp_size)
    if isinstance(layout, SliceLayout) and isinstance(layout.parent, BlockedLayout):
        p = layout.parent
        if not 0 <= layout.dim < len(p.order) or len(shape) + 1 != len(p.order):
            return None
        extent = p.size_per_thread[layout.dim] * p.threads_per_warp[layout.dim] * p.warps_per_cta[layout.dim]
        parent_shape = (*shape[:layout.dim], extent, *shape[layout.dim:])
        parent = _blocked_owners(p, parent_shape, warp_size)
        if parent is None:
            return None
        out: dict[tuple[int, ...], set[tuple[int, int]]] = {}
        for coord, who in parent.items():
            out.setdefault(coord[:layout.dim] + coord[layout.dim + 1:], set()).update(who)
        return {k: frozenset(v) for k, v in out.items()}
    return None


def linear_owners(layout: Layout | None, shape: tuple[int, ...], warp_size: int) -> Owners | None:
    """``{coordinate: {(warp, lane), …}}`` from the layout's linear layout (:func:`to_linear`), for the
    layouts it models; ``None`` for others, shared layouts, or tensors over 65536 elements."""
    n = 1
    for dim in shape:
        n *= dim
    ll = to_linear(layout, shape, warp_size) if n <= _MAX_ELEMENTS else None
    if ll is None or "offset" in ll.bases:
        return None
    return _owners_of_bases(ll.of("register"), ll.of("lane"), ll.of("warp"), len(shape))


def decide(src: TensorType, dst: TensorType, op_text: str, warp_size: int,
           allocated: bool) -> tuple[bool | None, str, bool, int | None]:
    """``(scratch, reason, exact, scratch_bytes)`` for converting ``src`` to ``dst``.
    ``allocated`` says the IR went through Triton's shared-memory allocation (its ops carry
    ``allocation.*`` attributes), so a missing ``allocation.size`` means no scratch."""
    if "allocation.offset" in op_text:  # Triton 3.9 also prints allocation.size; 3.6 only the offset
        m = _ALLOC_SIZE.search(op_text)
        return True, "Triton allocated a shared-memory scratch buffer for it", True, int(m.group(1)) if m else None
    if allocated:
        return False, "Triton allocated no scratch for it (registers or warp shuffles)", True, None
    return _modelled(_Layout(src.layout), src.shape, _Layout(dst.layout), dst.shape, warp_size)


class _Layout:
    """A layout as a cache key: equal when their ``repr`` (every field of the frozen dataclass, a ``#ttg.linear``'s
    bases among them) is; a layout holding a dict (:class:`RawLayout`'s ``fields``) has no hash of its own."""

    __slots__ = ("key", "layout")

    def __init__(self, layout: Layout | None) -> None:
        self.layout, self.key = layout, repr(layout)

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Layout) and self.key == other.key


@functools.lru_cache(maxsize=1024)
def _modelled(src: _Layout, src_shape: tuple[int, ...], dst: _Layout, dst_shape: tuple[int, ...],
              warp_size: int) -> tuple[bool | None, str, bool, int | None]:
    """:func:`decide` for IR without Triton's allocation: this module's model of the two layouts, from their
    owner maps. Cached: the report's analyses, both reports ``selfcheck`` checks (with and without the allocated
    IR) and the rules (:mod:`ir_explorer.engines.rules.layouts`) decide the same few pairs of layouts again and
    again, and enumerating the owners of a 128x128 tile is the costliest step of a report."""
    s, d = src.layout, dst.layout
    if s is not None and s == d:
        return False, "same layout: no data movement", False, None
    if isinstance(d, DotOperandLayout) and d.op_idx == 0 and _same_mma_family(s, d.parent):
        return False, "the MMA accumulator becomes the A operand in registers (no shared memory)", False, None
    if isinstance(s, NvidiaMmaLayout) and isinstance(d, NvidiaMmaLayout) and s.version_major == d.version_major:
        a, b = _mma_owners(s, src_shape), _mma_owners(d, dst_shape)
    else:
        a = owners(s, src_shape, warp_size)
        b = owners(d, dst_shape, warp_size) if a is not None else None
    if a is None or b is None:  # any pair of layouts linear_layout models (#mma, dot_op, #mfma, …)
        a, b = linear_owners(s, src_shape, warp_size), linear_owners(d, dst_shape, warp_size)
    if a is not None and b is not None:
        moves_warp = moves_lane = False
        for coord, holders in b.items():
            have = a.get(coord, frozenset())
            src_warps = {w for w, _ in have}
            if any(w not in src_warps for w, _ in holders):
                moves_warp = True
                break
            if not holders <= have:
                moves_lane = True
        if moves_warp:
            return True, "elements change warps: through shared memory", False, None
        if _warp_bases_differ(s, src_shape, d, dst_shape, warp_size):
            return True, "the two layouts' warp bases differ (a source held whole by every warp, spread over the " \
                         "warps by the destination), so Triton's minimalCvtLayout keeps the warp dimension: " \
                         "through shared memory", False, None
        if moves_lane:
            mixed = mixed_transpositions(s, src_shape, d, dst_shape, warp_size)
            if mixed is not None and mixed >= 2:
                return True, f"elements stay in their warp, but {mixed} register bits trade places with lane bits " \
                             "(mixed transpositions) and Triton 3.9 shuffles only for fewer than 2 " \
                             "(lib/Analysis/Utility.cpp: cvtNeedsWarpShuffle): through shared memory", False, None
            return False, "elements stay in their warp: warp shuffles (or shared memory if Triton finds no " \
                          "shuffle sequence)", False, None
        if _register_map_uniform(s, src_shape, d, dst_shape, warp_size) is False:
            return True, "each thread holds its elements, but in a register that depends on its lane or warp " \
                         "(no register reordering common to all threads, as cvtReordersRegisters needs): " \
                         "assumed to go through shared memory", False, None
        return False, "each thread keeps its elements: registers only", False, None
    return True, "these layouts are not modelled here; assumed to go through shared memory (Triton's exact " \
                 "decision is in lib/Analysis/Utility.cpp: cvtNeedsSharedMemory)", False, None


def mixed_transpositions(s: Layout | None, s_shape: tuple[int, ...], d: Layout | None, d_shape: tuple[int, ...],
                         warp_size: int) -> int | None:
    """How many register bits trade places with lane bits when a conversion that stays within each warp moves the
    elements of ``s`` (shape ``s_shape``) to ``d`` (shape ``d_shape``): the number of mixed transpositions ``(r_i
    l_j)`` of Triton's ``getWarpLayoutConvertDecomposition`` (``lib/Analysis/Utility.cpp``), which
    ``cvtNeedsWarpShuffle`` requires to be under 2 for a warp-shuffle lowering (Triton 3.9); 2 or more go through
    shared memory. Re-derived as Triton does: the register bases that are zero (broadcast registers) are dropped,
    the register and lane bases of both layouts are padded with zero vectors to equal counts, each source bit maps
    to the destination bit holding the same coordinate (zero bits common to both are fixed points; the other zero
    bits are paired in order, registers first), and the cycles of that permutation are walked from the register
    bits, counting each return from a run of lane bits to a register bit. ``None`` when a layout has no linear
    layout here, a coordinate of one layout's registers and lanes is not in the other's (the data changes warps),
    or the pairing is no permutation."""
    ls, ld = to_linear(s, s_shape, warp_size), to_linear(d, d_shape, warp_size)
    if ls is None or ld is None or "offset" in ls.bases or "offset" in ld.bases:
        return None
    src = [[b for b in ls.of("register") if any(b)], list(ls.of("lane"))]
    dst = [[b for b in ld.of("register") if any(b)], list(ld.of("lane"))]
    for k in (0, 1):  # pad registers (k = 0) and lanes (k = 1) to equal counts
        n = max(len(src[k]), len(dst[k]))
        for bases in (src[k], dst[k]):
            bases.extend([(0,) * len(s_shape)] * (n - len(bases)))
    where = {b: (k, i) for k in (0, 1) for i, b in enumerate(dst[k]) if any(b)}
    perm: dict[tuple[int, int], tuple[int, int]] = {}
    src_free, dst_free = [], []
    for k in (0, 1):
        for i, (a, b) in enumerate(zip(src[k], dst[k], strict=True)):
            if any(a):
                if a not in where:
                    return None
                perm[(k, i)] = where[a]
                if not any(b):
                    dst_free.append((k, i))
            elif any(b):
                src_free.append((k, i))
            else:
                perm[(k, i)] = (k, i)
    if len(src_free) != len(dst_free):
        return None
    perm.update(zip(src_free, dst_free, strict=True))
    if len(set(perm.values())) != len(perm):
        return None
    seen: set[tuple[int, int]] = set()
    mixed = 0
    for start in sorted(perm):  # register bits (k = 0) first, as Triton walks them
        at = start
        while at not in seen:
            seen.add(at)
            nxt = perm[at]
            mixed += at[0] == 1 and nxt[0] == 0  # a run of lane bits hands back to a register bit
            at = nxt
    return mixed


def _warp_bases_differ(s: Layout | None, s_shape: tuple[int, ...], d: Layout | None, d_shape: tuple[int, ...],
                       warp_size: int) -> bool:
    """Whether the linear layouts of ``s`` and ``d`` have different warp bases. Triton keeps a conversion out of
    shared memory only when ``dst⁻¹∘src`` maps the warp dimension to itself (``lib/Analysis/Utility.cpp``:
    ``minimalCvtLayout`` quotients ``block``, ``warp``, ``lane``, ``register`` in turn, and
    ``cvtNeedsWarpShuffle`` wants only ``register`` and ``lane`` left); a warp basis that differs (trial 11a F2: a
    ``tl.sum(…, 0)`` result, zero warp bases, converted to a layout whose warps hold different elements) leaves the
    warp dimension in, even though every warp already holds every element. ``False`` when a layout has no linear
    layout here."""
    ls, ld = to_linear(s, s_shape, warp_size), to_linear(d, d_shape, warp_size)
    if ls is None or ld is None or "offset" in ls.bases or "offset" in ld.bases:
        return False
    return [list(v) for v in ls.of("warp")] != [list(v) for v in ld.of("warp")]


def _register_map_uniform(s: Layout | None, s_shape: tuple[int, ...], d: Layout | None, d_shape: tuple[int, ...],
                          warp_size: int) -> bool | None:
    """Whether every thread finds destination register ``j``'s element in the same source register (a register
    reordering common to all threads, which Triton's ``cvtReordersRegisters`` requires for a conversion in registers:
    ``dst⁻¹∘src`` maps registers to registers only). ``False`` when the source register depends on the lane or warp
    (trial 4 F1: a ``tl.sum`` result held whole by every thread, converted to a layout spreading its 4 rows over the
    lanes: each lane needs another register, and the PTX goes through ``st.shared``/``ldmatrix``); ``None`` when a
    layout has no linear layout here or their thread counts differ."""
    ls, ld = to_linear(s, s_shape, warp_size), to_linear(d, d_shape, warp_size)
    if ls is None or ld is None or "offset" in ls.bases or "offset" in ld.bases:
        return None
    if len(ls.of("lane")) != len(ld.of("lane")) or len(ls.of("warp")) != len(ld.of("warp")):
        return None
    seen = None
    for w in range(1 << len(ld.of("warp"))):
        for ln in range(1 << len(ld.of("lane"))):
            where: dict[tuple[int, ...], int] = {}
            for r in range(1 << len(ls.of("register"))):
                where.setdefault(tuple(ls.apply(register=r, lane=ln, warp=w)), r)
            sig = tuple(where.get(tuple(ld.apply(register=j, lane=ln, warp=w)))
                        for j in range(1 << len(ld.of("register"))))
            if seen is None:
                seen = sig
            elif sig != seen:
                return False
    return True


def _same_mma_family(a: Layout | None, b: Layout) -> bool:
    if isinstance(a, NvidiaMmaLayout) and isinstance(b, NvidiaMmaLayout):
        return a.version_major == b.version_major and a.warps_per_cta == b.warps_per_cta
    if isinstance(a, AmdMmaLayout) and isinstance(b, AmdMmaLayout):
        return a.kind == b.kind and a.warps_per_cta == b.warps_per_cta and a.instr_shape == b.instr_shape
    return False


def conversions(text: str, warp_size: int) -> list[Conversion]:
    """Every ``ttg.convert_layout`` in a TTGIR module, decoded and decided."""
    aliases = parse_aliases(text)
    allocated = "allocation.offset" in text
    out = []
    for op in scan(text):
        if op.name != "ttg.convert_layout":
            continue
        types = [t for _, s in find_types(op.text) if (t := parse_type(s, aliases))]
        if len(types) < 2:
            continue
        scratch, reason, exact, nbytes = decide(types[0], types[-1], op.text, warp_size, allocated)
        out.append(Conversion(op.line, types[0], types[-1], scratch, reason, exact, nbytes))
    return out


def _side(key: str, t: TensorType, warp_size: int, about: tuple[Ref, ...]) -> tuple[str, list[Claim]]:
    """A side of a conversion (``key``: ``src`` or ``dst``): the template of its layout and the distinct elements
    each thread holds in it (``linear_layout``'s ``per_thread``), and their claims ``KEY`` (the layout's
    description) and ``KEY_per_thread``; where the thread holds them in more registers (a zero or repeated register
    basis: trial 12c M3, a 64x1 tensor of an MFMA layout, 1 element in 16 registers), those too (``KEY_registers``,
    Triton's ``getTotalElemsPerThread``)."""
    if t.layout is None:
        return "?", []
    ll = to_linear(t.layout, t.shape, warp_size)
    dist = distribution(ll) if ll is not None else None
    claims = [Claim(key, t.layout.describe(), "layout", "cvt-type", about)]
    if dist is None:
        return f"{{{key}}}", claims
    claims.append(Claim(f"{key}_per_thread", dist.per_thread, "elements", "layout-tile", about))
    if dist.registers == dist.per_thread:
        return f"{{{key}}} [{{{key}_per_thread}} per thread]", claims
    claims.append(Claim(f"{key}_registers", dist.registers, "registers", "layout-tile", about))
    return f"{{{key}}} [{{{key}_per_thread}} per thread, in {{{key}_registers}} registers]", claims


def analyze(inp: AnalysisInput) -> Analysis:
    """One finding per ``ttg.convert_layout`` in the final TTGIR (``warn`` when it goes through
    shared memory inside a loop, where it runs every iteration), and the metric ``convert_layouts``.
    A conversion through shared memory also gets its scratch bytes and, on NVIDIA, the model estimate of
    the bank conflicts of an unswizzled buffer (:mod:`ir_explorer.analyses.staging`); on AMD the LDS is
    not estimated. Never raises; no TTGIR gives no findings and no metric."""
    text = inp.stages.get("ttgir")
    if not text:
        return Analysis()
    ops = scan(text)
    in_loop = {op.line for op in ops if op.name == "ttg.convert_layout" and op.loops}
    findings = []
    cvts = [_lowered_through_shared(inp, c) for c in _with_tritons_sizes(conversions(text, inp.target.warp_size), inp)]
    defined = alias_lines(text)
    only_user = len(cvts) == 1 and not any(op.name in _OTHER_SHARED_USERS for op in ops)
    lines = text.splitlines()
    for c in cvts:
        file, pyline = inp.python_location("ttgir", c.line)
        severity: Severity = "warn" if c.scratch and c.line in in_loop else "info"
        template, claims, data = _describe(inp, c, c.line in in_loop, only_user, lines)
        if c.line in in_loop:
            template, claims = _in_branch(inp, c.line, template, claims)
        facts = () if c.exact else _layout_facts(text, c, defined)
        if facts:
            data["causes"] = [c.reason]
        findings.append(Finding(kind="convert_layout", severity=severity, template=template, claims=tuple(claims),
                                stage="ttgir", lines=(c.line,), python_file=file, python_line=pyline, data=data,
                                facts=facts))
    return Analysis(findings, {"convert_layouts": len(cvts)})


def _in_branch(inp: AnalysisInput, line: int, template: str, claims: list[Claim]) -> tuple[str, list[Claim]]:
    """``template`` and ``claims`` of the convert at TTGIR ``line``, inside a loop, told that it sits in an
    ``scf.if`` inside that loop where it does (trial 10b M1: the epilogue branch of a flattened tile×K loop, taken
    once per tile, read as "every iteration"): claims ``branch_line`` (the innermost ``scf.if`` around it) and
    ``loop_line`` (the innermost ``scf.for``/``scf.while`` around that ``scf.if``), rule ``cvt-branch``; by the
    scoped model's regions (:meth:`~ir_explorer.ir.mlir_model.IRModule.enclosing`). Unchanged elsewhere."""
    module = inp.model("ttgir")
    op = module.by_line.get(line)
    branch = module.enclosing(op, "scf.if") if op is not None else None
    if op is None or branch is None:
        return template, claims
    loops = [lp for name in ("scf.for", "scf.while") if (lp := module.enclosing(op, name)) is not None]
    inner = max(loops, key=lambda lp: lp.line, default=None)
    if inner is None or inner.line > branch.line or module.enclosing(branch, inner.name) is not inner:
        return template, claims  # the loop is inside the branch: the convert runs every iteration of it
    about = (Ref("ttgir", line, "ttg.convert_layout"),)
    more = [Claim("branch_line", branch.line, "line", "cvt-branch", about),
            Claim("loop_line", inner.line, "line", "cvt-branch", about)]
    how = "so it runs only in the iterations where that condition holds"
    cycle = wrapping_counter(module, inner, branch.operand_keys[0] if branch.operand_keys else None)
    if cycle is not None:
        more += [Claim("cycle_value", f"%{display(cycle[0])}", "value", "cvt-branch", about),
                 Claim("cycle_line", cycle[1], "line", "cvt-branch", about)]
        how += (", which is when a counter that wraps to 0 after {cycle_value} - 1 (arith.select at "
                "ttgir:{cycle_line}) reaches {cycle_value} - 1: at most once every {cycle_value} iterations")
    return template.replace(" inside a loop ", " in an scf.if (ttgir:{branch_line}) inside the loop (ttgir:"
                            "{loop_line}), " + how + ", ", 1), [*claims, *more]


def _is_int(module: IRModule, key: str | None, value: int) -> bool:
    """Whether ``key`` is an ``arith.constant`` of the integer ``value`` (its printed line)."""
    op = module.defining_op(key) if key else None
    return op is not None and op.name == "arith.constant" and \
        re.search(rf"arith\.constant {value} : i\d+", op.source or "") is not None


def _inside(module: IRModule, op: IROp, loop: IROp) -> bool:
    """Whether ``loop``'s regions hold ``op`` (at any depth), by the scoped model's parent chain."""
    at = module.enclosing(op, loop.name)
    while at is not None:
        if at is loop:
            return True
        at = module.enclosing(at, loop.name)
    return False


def wrapping_counter(module: IRModule, loop: IROp, cond: str | None) -> tuple[str, int] | None:
    """``(K, line)`` when the ``scf.if`` condition ``cond`` is ``arith.cmpi eq, X, L`` with ``L = K - 1``
    (``arith.subi`` of the constant 1, computed outside ``loop``, so the same in every iteration) and ``X`` is a
    carried value of ``loop`` that is, or is carried from one iteration back, a counter ``C`` the loop yields as
    ``arith.select (C == L), 0, C + 1`` (``line``: the select's): C counts up by one and wraps to 0 after ``L``, so
    the condition holds at most once every ``K`` iterations (the epilogue branch of a loop Triton's FuseNestedLoops
    pass flattened, ``tl.range(…, flatten=True)``: trial 10b M1). ``None`` for any other condition."""
    op = module.defining_op(cond) if cond else None
    if op is None or op.name != "arith.cmpi" or " eq," not in (op.source or "") or len(op.operand_keys) < 2:
        return None
    x, last = op.operand_keys[0], op.operand_keys[1]
    sub = module.defining_op(last) if last else None
    if x is None or sub is None or sub.name != "arith.subi" or len(sub.operand_keys) < 2 \
            or not _is_int(module, sub.operand_keys[1], 1) or sub.operand_keys[0] is None or _inside(module, sub, loop):
        return None  # an L computed in the loop may change every iteration: no period follows
    counters = [x] + [c[1] for c in [module.carried(x)] if len(c) == 2]
    for c in counters:
        if module.defining_op(c) is not loop:
            continue
        carried = module.carried(c)
        sel = module.defining_op(carried[1]) if len(carried) == 2 else None
        if sel is None or sel.name != "arith.select" or len(sel.operand_keys) < 3:
            continue
        test, zero, step = (module.defining_op(k) if k else None for k in sel.operand_keys[:3])
        if test is not None and test.name == "arith.cmpi" and " eq," in (test.source or "") \
                and test.operand_keys[:2] == (c, last) and _is_int(module, sel.operand_keys[1], 0) \
                and step is not None and step.name == "arith.addi" and step.operand_keys[:1] == (c,) \
                and _is_int(module, step.operand_keys[1] if len(step.operand_keys) > 1 else None, 1) \
                and zero is not None:
            return sub.operand_keys[0], sel.line
    return None


def _with_tritons_sizes(cvts: list[Conversion], inp: AnalysisInput) -> list[Conversion]:
    """``cvts`` with Triton's own decision and ``allocation.size`` where the IR after its
    ``allocate-shared-memory`` pass is known (:attr:`AnalysisInput.allocated_ttgir`): the n-th
    ``ttg.convert_layout`` there is the n-th of the final TTGIR when both have as many and the same types."""
    if not inp.allocated_ttgir:
        return cvts
    exact = conversions(inp.allocated_ttgir, inp.target.warp_size)
    if len(exact) != len(cvts) or any((a.src.shape, a.src.element, a.src.layout, a.dst.layout) !=
                                      (b.src.shape, b.src.element, b.src.layout, b.dst.layout)
                                      for a, b in zip(cvts, exact, strict=True)):
        return cvts
    return [dataclasses.replace(c, scratch=e.scratch, reason=e.reason, exact=True, scratch_bytes=e.scratch_bytes)
            for c, e in zip(cvts, exact, strict=True)]


#: Ops besides convert_layout that take shared memory (allocations or scratch): when one is present,
#: metadata ``shared`` is not a conversion's scratch alone.
_OTHER_SHARED_USERS = frozenset({"ttg.local_alloc", "tt.reduce", "tt.scan", "tt.histogram", "tt.gather",
                                 "tt.atomic_rmw", "tt.atomic_cas", "ttg.warp_specialize", "tt.call"})


def lowered_through_shared(inp: AnalysisInput) -> set[int]:
    """The TTGIR lines of the converts the layout model keeps out of shared memory but whose lowered code goes through
    it (:func:`_lowered_through_shared`: the PTX or AMDGCN of their Python line holds shared-memory instructions no
    other op of the line accounts for). The narrow-access causes name them too (trial 11b M1: a 128xf16 convert whose
    ``st.shared.b16`` the narrow finding called of no known cause)."""
    text = inp.stages.get("ttgir", "")
    return {c.line for c in conversions(text, inp.target.warp_size)
            if c.scratch is False and not c.exact and _lowered_through_shared(inp, c).scratch}


def _lowered_through_shared(inp: AnalysisInput, c: Conversion) -> Conversion:
    """``c``, or ``c`` through shared memory when the model estimated none (not Triton's own decision) but the
    lowered code of its Python line (PTX on NVIDIA, AMDGCN on AMD, by their ``.loc``) holds shared-memory
    instructions and no other TTGIR op of that line touches shared memory (trial item F6: on gfx942 a convert the
    model kept in its warp was lowered to ``ds_write_b64``/``ds_read_u16``), or, where other such ops share the line,
    the instructions of its own column do (trial 2 item F2: Inductor's ``tl.store(…, tmp2.to(tl.float16), xmask)``
    converts the pointer and mask in registers at column 5 and the sum through ``st.shared``/``ldmatrix`` at
    column 35)."""
    if c.scratch is not False or c.exact:
        return c
    stage = "ptx" if inp.target.backend == "cuda" else "amdgcn"
    mv, where = _lowered(inp, c.line, stage), "its Python line"
    if mv is None:
        mv, where = _lowered(inp, c.line, stage, by_column=True), "its Python line and column"
    # its loads and stores of shared memory (not a cp.async or a direct-to-LDS load of a global tensor)
    moved = {k: v for k, v in (mv.counts if mv else {}).items()
             if k.startswith(("ds_", "ld.shared", "st.shared", "ldmatrix", "stmatrix"))}
    if not moved:
        return c
    found = ", ".join(f"{k} x{v}" for k, v in sorted(moved.items()))
    return dataclasses.replace(c, scratch=True, reason=f"the {stage.upper()} of {where} moves it through "
                               f"shared memory ({found}; the layout model alone said: {c.reason})")


def _lowered(inp: AnalysisInput, line: int, stage: str = "ptx", by_column: bool = False) -> Movement | None:
    """The shared-memory instructions of ``stage`` (PTX or AMDGCN) that carry the conversion's Python line
    (``.loc``), when no other TTGIR op of that line touches shared memory (a convert of the same types, a copy of this
    one, is no other: :func:`_types`); ``None`` otherwise. ``by_column``: those
    whose ``.loc`` also has the conversion's own column (:func:`~ir_explorer.ir.sourcemap.own_columns`), when no
    other such op of that line has that column (or none)."""
    loc = inp.python_location("ttgir", line)
    ptx, locs = inp.stages.get(stage), inp.source_lines.get(stage)
    ttgir = inp.stages.get("ttgir", "")
    if loc[1] is None or not ptx or not locs:
        return None
    cols = own_columns("ttgir", ttgir) if by_column else []
    col = cols[line - 1] if 0 < line <= len(cols) else None
    if by_column and (col is None or col[:2] != (loc[0].rsplit("/", 1)[-1] if loc[0] else None, loc[1])):
        return None
    ops = scan(ttgir)
    mine = next((_types(op.text) for op in ops if op.line == line and op.name == "ttg.convert_layout"), None)
    for op in ops:
        if op.line != line and inp.python_location("ttgir", op.line) == loc and (
                op.name in _OTHER_SHARED_USERS or op.name.startswith(("ttg.local_", "ttg.async_copy", "ttng.",
                                                                       "amdg.buffer_load_to_local")) or
                op.name == "ttg.convert_layout" and (mine is None or _types(op.text) != mine)) \
                and (not by_column or cols[op.line - 1] in (None, col)) and not _tensor_atomic(inp, op.line):
            return None
    asm = own_columns(stage, ptx) if by_column else []
    kept = [text if i < len(locs) and locs[i] == loc and (not by_column or asm[i] == col) else ""
            for i, text in enumerate(ptx.splitlines())]
    mv = movement(stage, "\n".join(kept))
    return mv if mv.counts else None


def _types(text: str) -> str | None:
    """The type signature of an op's text (``tensor<64xf32, #a> -> tensor<64xf32, #b>`` of ``%y = ttg.convert_layout
    %x : tensor<64xf32, #a> -> tensor<64xf32, #b>``), or ``None``. Two converts of one Python line with the same
    signature are one conversion twice (the pipeliner's peeled copy of a loop's convert, trial 11b F3): both lower to
    the same code, so the line's shared-memory instructions are theirs, not another op's."""
    return text.split(" : ", 1)[1].strip() if " : " in text else None


def _tensor_atomic(inp: AnalysisInput, line: int) -> bool:
    """Whether TTGIR ``line`` is a ``tt.atomic_rmw``/``tt.atomic_cas`` on a tensor of pointers (its pointer operand,
    read through the IR model, is a ``tensor<…>``): Triton gives an atomic a shared-memory scratch buffer only when
    its pointer is a scalar (``lib/Analysis/Allocation.cpp``: "only scalar requires scratch memory"), so the
    shared-memory instructions of a Python line that also holds a tensor atomic are not the atomic's (trial 7b F1:
    ``tl.atomic_add(dA_ptr + offs_h, tl.sum(…))``, whose convert goes through ``st.shared``/``ldmatrix``)."""
    model = inp.model("ttgir")
    op = model.by_line.get(line)
    if op is None or op.name not in ("tt.atomic_rmw", "tt.atomic_cas") or not op.operand_keys:
        return False
    ptr = model.values.get(op.operand_keys[0] or "")
    return ptr is not None and (ptr.type or "").startswith("tensor<")


def _layout_facts(text: str, c: Conversion, defined: dict[str, int]) -> tuple[Fact, ...]:
    """What the model's decision (``c.reason``) rests on: the op converting between the two types, and each layout
    alias's definition line (``#blocked1 = #ttg.blocked<``)."""
    lines = text.splitlines()
    facts = [Fact("ttgir", c.line, f"{c.src.text} -> {c.dst.text}", c.reason)]
    for t in (c.src, c.dst):
        alias = re.search(r",\s*(#[\w$-]+)>?\s*$", t.text)
        at = defined.get(alias.group(1), 0) if alias else 0
        kind = re.search(r"=\s*(#[\w.]+<)", lines[at - 1]) if at else None
        if alias and kind:
            facts.append(Fact("ttgir", at, f"{alias.group(1)} = {kind.group(1)}", c.reason))
    return tuple(dict.fromkeys(facts))


def _describe(inp: AnalysisInput, c: Conversion, in_loop: bool, only_user: bool,
              lines: list[str]) -> tuple[str, list[Claim], dict[str, object]]:
    """The template, claims and other data of one conversion's finding. Every value it states is a claim: the
    tensor's ``shape``, ``element`` and ``tile_bytes``, each side's layout and elements per thread, ``in_loop``,
    the decision (``scratch``, ``exact``, ``reason``); through shared memory, the scratch (``scratch_bytes`` or
    ``scratch_at_most``, ``scratch_source``, ``confirmed_by_metadata``), the PTX shared-memory instructions of its
    Python line (``ptx_instructions/NAME``, each citing its PTX lines) and the unswizzled bank model
    (``unswizzled/K/…``, ``K`` a list index)."""
    ws = inp.target.warp_size
    held = lines[c.line - 1] if 0 < c.line <= len(lines) else ""
    op = Ref("ttgir", c.line, op_ref_text(held))
    src_ref, dst_ref = Ref("ttgir", c.line, c.src.text), Ref("ttgir", c.line, c.dst.text)
    src, src_claims = _side("src", c.src, ws, (op, src_ref))
    dst, dst_claims = _side("dst", c.dst, ws, (op, dst_ref))
    claims = [Claim("shape", c.src.shape, "shape", "tensor-type", (op, src_ref)),
              Claim("element", c.src.element, "type", "tensor-type", (op, src_ref)),
              Claim("tile_bytes", c.src.nbytes, "bytes", "cvt-bytes", (op, src_ref)),
              Claim("in_loop", in_loop, "flag", "cvt-loop", (op,)),
              Claim("scratch", c.scratch, "flag", "cvt-decision", (op, src_ref, dst_ref)),
              Claim("exact", c.exact, "flag", "cvt-decision", (op, src_ref, dst_ref)),
              Claim("reason", c.reason, "text", "cvt-decision", (op, src_ref, dst_ref)), *src_claims, *dst_claims]
    how = "through shared memory" if c.scratch else "without shared memory" if c.scratch is False else "?"
    where = " inside a loop" if in_loop else ""
    approx = "" if c.exact else " (estimate)"
    data: dict[str, object] = {}
    if not c.scratch:
        data["scratch_bytes"] = c.scratch_bytes
    sc = staging.scratch(staging.scratch_tile_bytes(c.src.numel, c.src.element_bits), c.scratch_bytes,
                         inp.metadata.get("shared"), only_user) if c.scratch \
        else None
    if sc is not None and not c.exact and sc.bytes is not None:  # metadata shared > 0, no other user: staged
        approx = " (metadata shared confirms it)"
        claims.append(Claim("confirmed_by_metadata", True, "flag", "scratch", (op,)))
    template = f"ttg.convert_layout of {{shape:x}}x{{element}}{where} {how}{approx}: {src} -> {dst}; {{reason}}"
    if sc is None:
        return template, claims, data
    claims.append(Claim("scratch_at_most", sc.at_most, "bytes", "scratch", (op, src_ref)))
    claims.append(Claim("scratch_source", sc.source, "text", "scratch", (op,)))
    if sc.bytes is not None:
        claims.append(Claim("scratch_bytes", sc.bytes, "bytes", "scratch", (op, src_ref)))
        template += "; {scratch_bytes} bytes of scratch ({scratch_source})"
    else:
        data["scratch_bytes"] = None
        template += "; at most {scratch_at_most} bytes of scratch (estimate: {scratch_source})"
    template += "; swizzle: chosen at lowering by Triton (lib/Tools/GenericSwizzling.cpp, " \
                "to minimise the bank conflicts of the instructions it picks), not in the IR, so its conflicts are " \
                "not estimated"
    lowered = _lowered(inp, c.line)
    if lowered:
        ptx = (inp.stages.get("ptx") or "").splitlines()
        parts = []
        for name, n in sorted(lowered.counts.items()):
            key = f"ptx_instructions/{ptx_key(name)}"
            cited = tuple(Ref("ptx", k, ptx[k - 1].strip()) for k in lowered.lines[name] if 0 < k <= len(ptx))
            claims.append(Claim(key, n, "count", "ptx-shared", cited))
            parts.append(f"{name} x{{{key}}}")
        template += "; PTX of its Python line: " + ", ".join(parts)
    if inp.target.backend != "cuda":
        data["bank_model"] = "not estimated"
        return template + "; bank conflicts not estimated on AMD LDS", claims, data
    model = staging.references(c.src, c.dst, ws)
    if model is None:
        data["bank_model"] = "not estimated"
        return template + "; bank conflicts not estimated (layout not modelled)", claims, data
    data["bank_model"] = "unswizzled reference"
    about = (op, src_ref, dst_ref)
    texts = []
    for k, r in enumerate(model):
        p = f"unswizzled/{k}/"
        claims += [Claim(f"{p}order/{j}", d, "count", "cvt-bank-model", about) for j, d in enumerate(r.order)]
        sides = []
        for side, e in (("store", r.store), ("load", r.load)):
            q = f"{p}{side}/"
            claims += [Claim(f"{q}wavefronts", e.wavefronts, "wavefronts", "cvt-bank-model", about),
                       Claim(f"{q}ideal", e.ideal, "wavefronts", "cvt-bank-model", about),
                       Claim(f"{q}ways", e.ways, "count", "cvt-bank-model", about),
                       Claim(f"{q}access_bytes", e.access_bytes, "bytes", "cvt-bank-model", about)]
            sides.append(f"{side} {{{q}ways:g}}-way ({{{q}access_bytes}}-byte, {{{q}wavefronts}} wavefronts for "
                         f"{{{q}ideal}})")
        order = ",".join(f"{{{p}order/{j}}}" for j in range(len(r.order)))
        texts.append(f"order=[{order}]: " + ", ".join(sides))
    template += "; model estimate of an unswizzled buffer (32 banks x 4 bytes, warp 0): " + "; ".join(texts)
    return template, claims, data


def ptx_key(name: str) -> str:
    """A PTX instruction's name as a claim key's part: the characters a template's field name cannot hold
    (``:!{}[]``) as ``_`` (``stmatrix….shared::cta.b16`` → ``….shared__cta.b16``)."""
    return re.sub(r"[:!{}\[\]/]", "_", name)
