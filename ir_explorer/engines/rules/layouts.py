"""Rules of the claims about distributed layouts (kind ``layout``, :mod:`ir_explorer.analyses.tensor_layouts`) and
layout conversions (kind ``convert_layout``, :mod:`ir_explorer.analyses.conversions`), and of the metrics
``max_elements_per_thread`` and ``convert_layouts``.

Each rule reads the tensor type a claim is about from the raw TTGIR: the text of the claim's refs (a ``tensor<…>``
type and the op's name, both held against their line by the generic ``ref`` rule, on one line).

* ``tensor-type``: a shape, element type, layout or op name is the one the type (the op line) prints, read with this
  module's own pattern (:data:`_TYPE`);
* ``layout-tile``: elements per thread, per warp, the tensor's elements, threads, copies, the lanes and warps that
  hold copies. For a ``#ttg.blocked`` alias they are the closed form of its definition line (:func:`blocked_tile`:
  ``sizePerThread`` x ``threadsPerWarp`` x ``warpsPerCTA`` per dimension, repeats where the shape is larger, broadcast
  where it is smaller); for a ``#ttg.linear`` alias the closed form of its own line (:func:`linear_alias_tile`: a
  register basis with a component at or beyond the tensor's size in that dimension is dropped, a lane or warp
  basis's such component is 0, as Triton's ``ensureLayoutNotLargerThan`` without broadcast registers: trial 10d
  F3); for any other layout they re-derive the model's value: the linear layout
  (:func:`~ir_explorer.ir.linear_layout.to_linear`) of the type parsed afresh from the line (this catches drift
  between a claim and the IR, not a wrong model). The tensor's elements are always the product of the type's dims;
* ``first-use``: a line is the first op line that names a type of that shape and layout; ``type-uses``: the op lines
  naming one are that many; ``layout-count``: the overview's (shape, layout)s, and those its message leaves out;
* ``cvt-type``, ``cvt-tile``, ``cvt-bytes``, ``cvt-loop``, ``cvt-branch``, ``cvt-decision``, ``scratch``,
  ``ptx-shared``, ``cvt-bank-model``: see each rule.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Mapping
from typing import Any

from ir_explorer.analyses.findings import Claim, Finding, Ref
from ir_explorer.analyses.tensor_layouts import broadcast_need
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule
from ir_explorer.ir import mlir_model
from ir_explorer.ir.layouts import parse_aliases, parse_type
from ir_explorer.ir.linear_layout import LinearLayout, distribution, to_linear
from ir_explorer.ir.sourcemap import own_columns

# e.g. tensor<64x1x!tt.ptr<f32>, #blocked>    e.g. tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
_TYPE = re.compile(r"tensor<(?P<dims>\d+(?:x\d+)*)x(?P<elem>!tt\.ptr<[^<>]*>|[A-Za-z]\w*)(?:, (?P<layout>.*))?>$")
# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>  # noqa: E501
_BLOCKED = re.compile(r"^(?P<alias>#[\w$.-]+) = #ttg\.blocked<\{sizePerThread = \[(?P<spt>[\d, ]+)\], "
                      r"threadsPerWarp = \[(?P<tpw>[\d, ]+)\], warpsPerCTA = \[(?P<wpc>[\d, ]+)\], "
                      r"order = \[(?P<order>[\d, ]+)\]\}>\s*$")
# e.g. #linear1 = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 0], [1, 0]], warp = [[8, 0]], block = []}>
_LINEAR = re.compile(r"^(?P<alias>#[\w$.-]+) = #ttg\.linear<\{register = (?P<register>\[[\d, \[\]-]*\]), "
                     r"lane = (?P<lane>\[[\d, \[\]-]*\]), warp = (?P<warp>\[[\d, \[\]-]*\]), block = [^}]*\}>\s*$")
# e.g.     %x_12 = tt.load %p_10 : tensor<…>    e.g.     tt.store %p, %x : tensor<…>    e.g.   %m = "tt.reduce"(%qk) <{
_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?(?P<op>[a-z_]\w*\.[\w.]+)')


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",")]


def _pow2(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def _span(zero_bits: list[int]) -> tuple[int, ...]:
    """Every XOR combination of the index bits ``zero_bits`` (bit positions), sorted."""
    out = [0]
    for b in zero_bits:
        out += [x ^ (1 << b) for x in out]
    return tuple(sorted(out))


def blocked_tile(spt: list[int], tpw: list[int], wpc: list[int], order: list[int],
                 shape: tuple[int, ...]) -> dict[str, Any] | None:
    """The distribution of a ``#ttg.blocked`` layout over ``shape`` in closed form (``None`` unless every size is a
    power of two and every list has the shape's rank). Per dimension ``d``: a thread holds ``min(spt, shape)``
    elements, repeated ``shape / (spt * tpw * wpc)`` times when the shape is larger; ``min(tpw, shape / spt)`` lanes
    and ``min(wpc, shape / (spt * tpw))`` warps hold distinct elements, the others (the higher lane/warp index bits of
    that dimension, dimensions taken fastest first by ``order``) hold copies."""
    rank = len(shape)
    if not (len(spt) == len(tpw) == len(wpc) == len(order) == rank) or sorted(order) != list(range(rank)):
        return None
    if not all(_pow2(x) for x in (*spt, *tpw, *wpc, *shape)):
        return None
    regs = lanes = warps = 1
    lane_zero: list[int] = []
    warp_zero: list[int] = []
    lane_bit = warp_bit = 0
    for d in order:
        tile = spt[d] * tpw[d] * wpc[d]
        regs *= min(spt[d], shape[d]) * max(1, shape[d] // tile)
        n_l = min(tpw[d], max(1, shape[d] // spt[d]))
        n_w = min(wpc[d], max(1, shape[d] // (spt[d] * tpw[d])))
        lanes, warps = lanes * n_l, warps * n_w
        lane_zero += range(lane_bit + n_l.bit_length() - 1, lane_bit + tpw[d].bit_length() - 1)
        warp_zero += range(warp_bit + n_w.bit_length() - 1, warp_bit + wpc[d].bit_length() - 1)
        lane_bit += tpw[d].bit_length() - 1
        warp_bit += wpc[d].bit_length() - 1
    threads = math.prod(tpw) * math.prod(wpc)
    return {"registers": regs, "per_thread": regs, "per_warp": regs * lanes, "copies": threads // (lanes * warps),
            "numel": math.prod(shape), "threads": threads, "replicated": lanes * warps == 1,
            "lane_copies": _span(lane_zero), "warp_copies": _span(warp_zero)}


def linear_alias_tile(register: list[list[int]], lane: list[list[int]], warp: list[list[int]],
                      shape: tuple[int, ...]) -> dict[str, Any] | None:
    """The distribution of a ``#ttg.linear`` alias's bases over ``shape`` in closed form (``None`` unless each basis
    has the shape's rank and every size is a power of two): a component ``v`` of dimension ``d`` with ``v >=
    shape[d]`` lies beyond the tensor; a register basis with one is dropped, a lane or warp basis's is 0 (it
    broadcasts); the rest is :func:`~ir_explorer.ir.linear_layout.distribution` of what remains."""
    rank = len(shape)
    if not all(len(v) == rank for v in (*register, *lane, *warp)) or not all(_pow2(x) for x in shape):
        return None
    regs = tuple(tuple(v) for v in register if all(x < shape[d] for d, x in enumerate(v)))
    fit = {name: tuple(tuple(x if x < shape[d] else 0 for d, x in enumerate(v)) for v in lst)
           for name, lst in (("lane", lane), ("warp", warp))}
    d = distribution(LinearLayout({"register": regs, **fit}, shape))
    if d is None:
        return None
    return {"registers": d.registers, "per_thread": d.per_thread, "per_warp": d.per_warp, "copies": d.copies,
            "numel": d.numel, "threads": d.threads, "replicated": d.replicated, "lane_copies": d.lane_copies,
            "warp_copies": d.warp_copies}


def _type_of(c: Claim) -> tuple[Ref, re.Match[str]] | None:
    """The ``tensor<…>`` ref of claim ``c`` and its parts (:data:`_TYPE`), or ``None``."""
    for r in c.about:
        m = _TYPE.match(r.text)
        if m:
            return r, m
    return None


def _one_line(c: Claim) -> bool:
    """Whether every ref of ``c`` is on one line of one stage (the op and the type it names)."""
    return len({(r.stage, r.line) for r in c.about}) == 1


def tile_of(ctx: ClaimContext, type_text: str) -> dict[str, Any] | None:
    """The distribution of the ``tensor<…>`` type ``type_text`` of the TTGIR: :func:`blocked_tile` of its
    ``#blocked`` alias's own line, else the linear layout of the type parsed afresh (``None``: not modelled)."""
    return _tile(ctx.stages.get("ttgir") or "", type_text, ctx.comp.target.warp_size)


@functools.lru_cache(maxsize=64)
def _blocked_defs(ttgir: str) -> Mapping[str, re.Match[str]]:
    """The ``#blocked`` definitions of a module, by alias (cached, as every derivation below: a mutation run checks
    one report hundreds of times)."""
    return {m.group("alias"): m for ln in ttgir.splitlines() if (m := _BLOCKED.match(ln))}


@functools.lru_cache(maxsize=64)
def _linear_defs(ttgir: str) -> Mapping[str, re.Match[str]]:
    """The ``#ttg.linear`` definitions of a module, by alias."""
    return {m.group("alias"): m for ln in ttgir.splitlines() if (m := _LINEAR.match(ln))}


@functools.lru_cache(maxsize=64)
def _aliases(ttgir: str) -> Mapping[str, Any]:
    return parse_aliases(ttgir)


@functools.lru_cache(maxsize=4096)
def _tile(ttgir: str, type_text: str, warp_size: int) -> dict[str, Any] | None:
    m = _TYPE.match(type_text)
    out: dict[str, Any] | None = None
    if m and m.group("layout"):
        shape = tuple(int(x) for x in m.group("dims").split("x"))
        b = _blocked_defs(ttgir).get(m.group("layout"))
        if b is not None:
            out = blocked_tile(_ints(b.group("spt")), _ints(b.group("tpw")), _ints(b.group("wpc")),
                               _ints(b.group("order")), shape)
        lin = _linear_defs(ttgir).get(m.group("layout"))
        if lin is not None:
            out = linear_alias_tile(json.loads(lin.group("register")), json.loads(lin.group("lane")),
                                    json.loads(lin.group("warp")), shape)
        if out is None:
            out = _linear_tile(ttgir, type_text, warp_size)
    return out


def _linear_tile(ttgir: str, type_text: str, warp_size: int) -> dict[str, Any] | None:
    t = parse_type(type_text, dict(_aliases(ttgir)))
    if t is None or t.layout is None:
        return None
    ll = to_linear(t.layout, t.shape, warp_size)
    d = distribution(ll) if ll is not None else None
    if d is None:
        return None
    return {"registers": d.registers, "per_thread": d.per_thread, "per_warp": d.per_warp, "copies": d.copies,
            "numel": d.numel, "threads": d.threads, "replicated": d.replicated, "lane_copies": d.lane_copies,
            "warp_copies": d.warp_copies}


def _field(key: str) -> tuple[str, int | None]:
    """The distribution field a claim key states, and the list index for ``…/lane_copies/K``."""
    parts = key.split("/")
    if len(parts) > 1 and parts[-1].isdigit():
        return parts[-2], int(parts[-1])
    return parts[-1], None


@claim_rule("tensor-type")
def tensor_type(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A tensor's ``shape``, ``layout``, element type (``elements``: every element type of the op lines that name
    a tensor of that shape and layout, in order of first use) or the ``op`` of its line, read from the type and op
    line the claim cites."""
    name = claim.key.rsplit("/", 1)[-1]
    if name == "op":
        r = claim.about[0] if claim.about else None
        m = _OP.match(ctx.line(r.stage, r.line) or "") if r else None
        return equal(claim.value, m.group("op") if m else None)
    got = _type_of(claim)
    if got is None or not _one_line(claim):
        return False, "the claim cites no tensor type on its op's line"
    m = got[1]
    if name == "shape":
        return equal(claim.value, tuple(int(x) for x in m.group("dims").split("x")))
    if name == "layout":
        return equal(claim.value, m.group("layout"))
    if name == "element":
        return equal(claim.value, m.group("elem"))
    if name == "elements":
        elements = _elements_in(ctx.stages.get("ttgir") or "", m.group("dims"), m.group("layout") or "")
        return equal(claim.value, ", ".join(elements))
    return False, f"no tensor-type rule for {name!r}"


@claim_rule("layout-tile")
def layout_tile(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A field of a tensor's distribution (see the module docstring): the closed form of a ``#blocked`` alias's
    line, else the linear layout of the type parsed afresh; ``numel`` the product of the type's dims."""
    got = _type_of(claim)
    if got is None or not _one_line(claim):
        return False, "the claim cites no tensor type on its op's line"
    name, index = _field(claim.key)
    if name == "numel":
        return equal(claim.value, math.prod(int(x) for x in got[1].group("dims").split("x")))
    tile = tile_of(ctx, got[0].text)
    if tile is None:
        return False, f"{got[0].text}: layout not modelled"
    name = _CVT_FIELDS.get(name, name)
    if name not in tile:
        return False, f"no layout-tile field {name!r}"
    value = tile[name]
    if index is not None:
        value = value[index] if index < len(value) else None
    return equal(claim.value, value)


#: Claim keys of a conversion's sides → the distribution field they state.
_CVT_FIELDS = {"src_per_thread": "per_thread", "dst_per_thread": "per_thread", "src_registers": "registers",
               "dst_registers": "registers"}


def _type_pattern(dims: str, layout: str) -> re.Pattern[str]:
    return re.compile(r"tensor<" + re.escape(dims) + r"x(?P<elem>!tt\.ptr<[^<>]*>|[A-Za-z]\w*), "
                      + re.escape(layout) + ">")


def _uses(ctx: ClaimContext, dims: str, layout: str) -> list[tuple[int, str]]:
    """``(line, element type)`` of each op line of the TTGIR that names a ``tensor<dims x …, layout>`` (its first
    such type)."""
    return _uses_in(ctx.stages.get("ttgir") or "", dims, layout)


@functools.lru_cache(maxsize=4096)
def _elements_in(ttgir: str, dims: str, layout: str) -> tuple[str, ...]:
    """The element types of every ``tensor<dims x …, layout>`` the op lines of the TTGIR name, in order of first
    appearance: each type of a line, not only its first (trial 14c SA1: ``arith.extf %x : tensor<256x8x128xbf16,
    #blocked> to tensor<256x8x128xf32, #blocked>`` names the f32 tensor only as the cast's result, after ``to``)."""
    rx = _type_pattern(dims, layout)
    return tuple(dict.fromkeys(m.group("elem") for ln in ttgir.splitlines() if "tensor<" in ln and _OP.match(ln)
                               for m in rx.finditer(ln)))


@functools.lru_cache(maxsize=4096)
def _uses_in(ttgir: str, dims: str, layout: str) -> list[tuple[int, str]]:
    rx = _type_pattern(dims, layout)
    out = []
    for n, ln in enumerate(ttgir.splitlines(), 1):
        if "tensor<" in ln and _OP.match(ln) and (m := rx.search(ln)):
            out.append((n, m.group("elem")))
    return out


@claim_rule("replication-need")
def replication_need(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """Whether a replicated tensor's layout is what its use needs (trial 12d M4): ``avoidable`` is false exactly
    when every use of the finding's tensor types (``tensor<SHAPExELEM, LAYOUT>`` of its ``shape``, ``elements`` and
    ``layout`` claims) leads to a ``tt.broadcast`` into a layout whose threads each hold all of the source's
    indices (:func:`ir_explorer.analyses.tensor_layouts.broadcast_need` on the rules' own parse); then
    ``broadcast_line`` is that broadcast's line and ``broadcast_type`` its result type. A ``warn`` that calls such a
    layout avoidable is refused."""
    shape, elements, layout = (finding.claim(k) for k in ("shape", "elements", "layout"))
    if shape is None or elements is None or layout is None or not isinstance(shape.value, tuple):
        return False, "the finding states no tensor type"
    dims = "x".join(str(d) for d in shape.value)
    types = {f"tensor<{dims}x{e.strip()}, {layout.value}>" for e in str(elements.value).split(",")}
    need = broadcast_need(ctx.model("ttgir"), types, ctx.comp.target.warp_size)
    res = ctx.model("ttgir").values[need.result_keys[0]].type if need is not None and need.result_keys else None
    if claim.key == "avoidable" and claim.value is True and finding.severity != "warn":
        return False, "an avoidable replicated layout is a warning"
    return equal(claim.value, {"avoidable": need is None, "broadcast_line": need.line if need is not None else None,
                               "broadcast_type": res}.get(claim.key))


@claim_rule("first-use")
def first_use(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A tensor's first line: the first op line of the TTGIR that names a type of its shape and layout."""
    got = _type_of(claim)
    if got is None or not _one_line(claim):
        return False, "the claim cites no tensor type on its op's line"
    uses = _uses(ctx, got[1].group("dims"), got[1].group("layout") or "")
    return equal(claim.value, uses[0][0] if uses else None)


@claim_rule("type-uses")
def type_uses(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """How many op lines of the TTGIR name a type of the tensor's shape and layout."""
    got = _type_of(claim)
    if got is None or not _one_line(claim):
        return False, "the claim cites no tensor type on its op's line"
    return equal(claim.value, len(_uses(ctx, got[1].group("dims"), got[1].group("layout") or "")))


# e.g. tensor<128x64xf16, #blocked1>    (any tensor type of an op line; the layout up to the type's closing >)
_ANY_TYPE = re.compile(r"tensor<(?P<dims>\d+(?:x\d+)*)x(?:!tt\.ptr<[^<>]*>|[A-Za-z]\w*), ")


def _layouts_of(ctx: ClaimContext) -> dict[tuple[str, str], int]:
    """``{(dims, layout): registers}`` of every decoded distributed tensor type of the TTGIR's op lines."""
    return _layouts_in(ctx.stages.get("ttgir") or "", ctx.comp.target.warp_size)


@functools.lru_cache(maxsize=64)
def _layouts_in(ttgir: str, warp_size: int) -> dict[tuple[str, str], int]:
    out: dict[tuple[str, str], int] = {}
    for ln in ttgir.splitlines():
        if "tensor<" not in ln or not _OP.match(ln):
            continue
        for m in _ANY_TYPE.finditer(ln):
            depth, end = 1, m.end()
            while end < len(ln) and depth:  # the layout runs to the > that closes tensor<
                depth += {"<": 1, ">": -1}.get(ln[end], 0)
                end += 1
            layout = ln[m.end():end - 1]
            if (m.group("dims"), layout) in out or depth:
                continue
            tile = _tile(ttgir, f"{m.group(0)}{layout}>", warp_size)
            if tile is not None:
                out[(m.group("dims"), layout)] = tile["registers"]
    return out


@claim_rule("layout-count")
def layout_count(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The overview's ``count`` of decoded (shape, layout)s of the TTGIR's op lines (and the lines the finding cites
    are the first op line of each), and ``more``: those past the ones its message names
    (:data:`~ir_explorer.analyses.tensor_layouts.OVERVIEW_SHOWN`)."""
    from ir_explorer.analyses.tensor_layouts import OVERVIEW_SHOWN  # the message's length is the analysis's choice

    layouts = _layouts_of(ctx)
    n = len(layouts)
    if claim.key != "count":
        return equal(claim.value, max(0, n - OVERVIEW_SHOWN))
    text = ctx.stages.get("ttgir") or ""
    firsts = sorted({uses[0][0] for dims, layout in layouts if (uses := _uses_in(text, dims, layout))})
    if finding.stage == "ttgir" and list(finding.lines) != firsts:
        return False, f"the finding cites lines {list(finding.lines)[:8]}, the layouts' first op lines are {firsts[:8]}"
    return equal(claim.value, n)


@metric_rule("max_elements_per_thread")
def max_elements_per_thread(value: object, ctx: ClaimContext) -> Verdict:
    """The largest elements per thread of a tensor type of the TTGIR's op lines (:func:`tile_of`); where some
    types' layouts do not decode (:func:`_undecoded_of`), the report must also state their count (metric
    ``undecoded_layouts``), else its summary says "largest tile of any tensor" of a maximum that leaves them out
    (trial 15d F3: 32 said where a 3-D ``nvidia_mma`` accumulator holds 64)."""
    ok, said = equal(value, max(_layouts_of(ctx).values(), default=None))
    left = len(_undecoded_of(ctx))
    if left and ctx.metrics.get("undecoded_layouts") != left:
        return False, (f"{said}; {left} tensor type(s) of the TTGIR have a layout that is not decoded and the "
                       f"report does not say so (undecoded_layouts = {ctx.metrics.get('undecoded_layouts')})")
    return ok, said


@metric_rule("undecoded_layouts")
def undecoded_layouts(value: object, ctx: ClaimContext) -> Verdict:
    """The distinct (shape, layout) tensor types of the TTGIR's op lines whose layout does not decode
    (:func:`_undecoded_of`)."""
    return equal(value, len(_undecoded_of(ctx)))


def _undecoded_of(ctx: ClaimContext) -> list[tuple[str, str]]:
    """``(dims, layout)`` of every tensor type of the TTGIR's op lines (read as :func:`_layouts_in` reads them) whose
    layout names no distributed layout this project decodes: :func:`_tile` gives no tile for it."""
    return _undecoded_in(ctx.stages.get("ttgir") or "", ctx.comp.target.warp_size)


@functools.lru_cache(maxsize=64)
def _undecoded_in(ttgir: str, warp_size: int) -> list[tuple[str, str]]:
    seen: set[tuple[str, str]] = set()
    out: list[tuple[str, str]] = []
    for ln in ttgir.splitlines():
        if "tensor<" not in ln or not _OP.match(ln):
            continue
        for m in _ANY_TYPE.finditer(ln):
            depth, end = 1, m.end()
            while end < len(ln) and depth:
                depth += {"<": 1, ">": -1}.get(ln[end], 0)
                end += 1
            layout = ln[m.end():end - 1]
            key = (m.group("dims"), layout.strip())
            if depth or key in seen:
                continue
            seen.add(key)
            if _tile(ttgir, f"{m.group(0)}{layout}>", warp_size) is None:
                out.append(key)
    return out


# e.g.     %6 = ttg.convert_layout %5 : tensor<128x128xf16, #blocked1> -> tensor<128x128xf16, #blocked> loc(#loc9)
_CVT = re.compile(r'^\s*(?:%[^=]*=\s*)?"?ttg\.convert_layout"?[\s(]')


@metric_rule("convert_layouts")
def convert_layouts(value: object, ctx: ClaimContext) -> Verdict:
    """The ``ttg.convert_layout`` op lines of the final TTGIR."""
    return equal(value, sum(1 for ln in ctx.lines("ttgir") if _CVT.match(ln)))


def _types(ctx: ClaimContext, c: Claim) -> list[Any]:
    """The ``tensor<…>`` types the refs of ``c`` cite, each parsed afresh with the TTGIR's aliases (``None`` for one
    that does not parse), in the refs' order."""
    aliases = dict(_aliases(ctx.stages.get("ttgir") or ""))
    return [parse_type(r.text, aliases) for r in c.about if r.text.startswith("tensor<")]


@claim_rule("cvt-type")
def cvt_type(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A conversion side's layout (``src``/``dst``): the description of the layout of the type it cites, parsed
    afresh from the TTGIR (its alias's definition)."""
    types = _types(ctx, claim)
    if len(types) != 1 or types[0] is None or types[0].layout is None or not _one_line(claim):
        return False, "the claim cites no tensor type with a layout on its op's line"
    return equal(claim.value, types[0].layout.describe())


def _element_bits(element: str) -> int | None:
    """Bits of an MLIR element type (``f16`` 16, ``bf16`` 16, ``f8E4M3FN`` 8, ``i1`` 1, a pointer 64)."""
    if element.startswith("!tt.ptr"):
        return 64
    m = re.match(r"^(?:bf|tf|f|i|u|si|ui)(\d+)", element)
    return int(m.group(1)) if m else None


def _tile_bytes(claim: Claim, scratch: bool = False) -> int | None:
    """Bytes of the first tensor type claim ``claim`` cites: its dims' product x element bits / 8, rounded up; with
    ``scratch``, as a conversion scratch holds it: at least a byte per element (``Allocation.cpp``'s
    ``max(8, bitwidth) / 8``)."""
    got = _type_of(claim)
    bits = _element_bits(got[1].group("elem")) if got else None
    if got is None or bits is None:
        return None
    return (math.prod(int(x) for x in got[1].group("dims").split("x")) * (max(8, bits) if scratch else bits) + 7) // 8


@claim_rule("cvt-bytes")
def cvt_bytes(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A converted tensor's bytes: its type's elements x element bytes."""
    return equal(claim.value, _tile_bytes(claim) if _one_line(claim) else None)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


@claim_rule("cvt-loop")
def cvt_loop(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """Whether the op is inside a loop: some line that opens a region enclosing it (a line above, less indented than
    every line between; a block label, ``^bb0(…):``, opens none) holds ``scf.for`` or ``scf.while`` or is an
    ``scf.while``'s ``} do {`` (trial 13c F2: the walk stopped at the ``^bb0`` label of a ``do`` region, indented like
    its ``} do {``)."""
    if not claim.about:
        return False, "the claim cites no line"
    r = claim.about[0]
    lines = ctx.lines(r.stage)
    if not 0 < r.line <= len(lines):
        return False, "past the end"
    depth, inside = _indent(lines[r.line - 1]), False
    for ln in reversed(lines[:r.line - 1]):
        if ln.strip() and _indent(ln) < depth and not ln.lstrip().startswith("^bb"):
            depth = _indent(ln)
            inside = inside or re.search(r"\bscf\.(?:for|while)\b", ln) is not None or ln.lstrip().startswith("} do {")
    return equal(claim.value, inside)


def _warp_bases_differ(src: Any, dst: Any, warp_size: int) -> bool:
    """Whether the two tensor types' layouts have different warp bases, each read from this module's own linear
    layout of the type (:func:`~ir_explorer.ir.linear_layout.to_linear`). Triton converts without shared memory only
    when ``dst⁻¹∘src`` maps the warp dimension to itself (``lib/Analysis/Utility.cpp``: ``minimalCvtLayout``,
    ``cvtNeedsWarpShuffle``); trial 11a F2: a ``tl.sum(…, 0)`` result held whole by every warp, converted to a layout
    that spreads it over the warps, was said to need only warp shuffles, and its PTX stores it with ``st.shared``."""
    a = to_linear(src.layout, src.shape, warp_size)
    b = to_linear(dst.layout, dst.shape, warp_size)
    if a is None or b is None or "offset" in a.bases or "offset" in b.bases:
        return False
    return [list(v) for v in a.of("warp")] != [list(v) for v in b.of("warp")]


@claim_rule("cvt-decision")
def cvt_decision(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """Whether a conversion goes through shared memory (``scratch``), whether that is Triton's decision
    (``exact``) and the ``reason``: the model's decision (:func:`~ir_explorer.analyses.conversions.decide`) re-derived
    from the two types the claim cites, parsed afresh. A decision said to be Triton's own (``exact``: the IR after
    its ``allocate-shared-memory`` pass, which a rule does not see) is held against the pass snapshots by the
    consistency check's ``staging`` rule instead; here only its final op line is read."""
    from ir_explorer.analyses.conversions import decide  # the model whose decision this re-derives

    types = _types(ctx, claim)
    if len(types) != 2 or None in types or not _one_line(claim) or len(claim.about) != 3:
        return False, "the claim cites no two tensor types on its op's line"
    exact = finding.claim("exact")
    if exact is not None and exact.value is True:
        held = ctx.line(claim.about[0].stage, claim.about[0].line) or ""
        allocated = "allocation.offset" in (ctx.stages.get("ttgir") or "")
        if claim.key == "exact":
            return True, "Triton's decision (held against the pass snapshots)"
        said = decide(types[0], types[1], held, ctx.comp.target.warp_size, allocated) if allocated else None
        if said is None:
            return True, "Triton's decision (held against the pass snapshots)"
        return equal(claim.value, said[0] if claim.key == "scratch" else said[1])
    held = ctx.line(claim.about[0].stage, claim.about[0].line) or ""
    scratch, reason, is_exact = _decision(ctx.stages.get("ttgir") or "", claim.about[1].text, claim.about[2].text,
                                          held, ctx.comp.target.warp_size)
    if scratch is False and _warp_bases_differ(types[0], types[1], ctx.comp.target.warp_size):
        scratch = True  # Triton keeps the warp dimension: shared memory, whatever the model said (trial 11a F2)
    lowered = _lowered_shared(ctx, claim.about[0].line) if scratch is False else []
    if lowered:  # the lowered code of its Python line goes through shared memory (trial item F6)
        if claim.key == "reason":
            text = str(claim.value)
            ok = "through shared memory" in text and all(name in text for name in lowered)
            return ok, f"the lowered code of its Python line holds {lowered}"
        scratch = True
    return equal(claim.value, {"scratch": scratch, "reason": reason, "exact": is_exact}.get(claim.key))


#: Shared-memory loads and stores of a lowered stage.
# e.g.   st.shared.b32 [%r6], %r107;   ldmatrix.sync.aligned.m8n8.x4.shared.b16 {…}, [%r5];   ds_write_b64 v31, v[34:35]
_LOWERED = {"ptx": re.compile(r"\b(ld\.shared|st\.shared|ldmatrix|stmatrix)\b"),
            "amdgcn": re.compile(r"^\s*(ds_(?:read|write|load|store)\w*)")}
#: TTGIR ops that may touch shared memory themselves (then a Python line's shared accesses are not the convert's).
# e.g.   %4 = ttg.convert_layout %3 : …    %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({    ttg.local_store %a, %b : …
_MAY_SHARE = re.compile(r'^\s*(?:%[^=]*=\s*)?"?(?:ttg\.convert_layout|tt\.(?:reduce|scan|histogram|gather|atomic_\w+|'
                        r'call)|ttg\.(?:local_\w+|async_copy\w*|warp_specialize)|ttng\.\w+|amdg\.buffer_load_to_local)\b')


@functools.lru_cache(maxsize=32)
def _columns(stage: str, text: str) -> tuple[Any, ...]:
    """:func:`~ir_explorer.ir.sourcemap.own_columns`, kept across the checks of one text (a mutation run checks one
    report hundreds of times)."""
    return tuple(own_columns(stage, text))


def _lowered_shared(ctx: ClaimContext, line: int) -> list[str]:
    """The distinct shared-memory instructions (PTX on NVIDIA, AMDGCN on AMD) whose ``.loc`` is the Python line of
    TTGIR ``line``, when no other TTGIR op of that Python line may touch shared memory (a convert of the same types,
    :func:`_convert_types`, is a copy of this one, not another user); else those whose ``.loc`` is
    also the op's own column (:func:`~ir_explorer.ir.sourcemap.own_columns`), when no other such op has that column
    (trial 2 item F2: three converts on one line, two at column 5 in registers, one at column 35 through
    ``st.shared``); empty otherwise."""
    loc = ctx.python("ttgir", line)
    stage = "ptx" if ctx.comp.target.backend == "cuda" else "amdgcn"
    if loc is None or not ctx.stages.get(stage):
        return []
    rx = _LOWERED[stage]
    texts = ctx.lines("ttgir")
    mine = _convert_types(texts[line - 1]) if 0 < line <= len(texts) else None
    others = [n for n, ln in enumerate(texts, 1)
              if n != line and _MAY_SHARE.match(ln) and ctx.python("ttgir", n) == loc
              and not _scratchless_atomic(ctx, n) and (mine is None or _convert_types(ln) != mine)]
    if not others:
        return sorted({m.group(m.lastindex or 0) for n, ln in enumerate(ctx.lines(stage), 1)
                       if (m := rx.search(ln)) and ctx.python(stage, n) == loc})
    cols = _columns("ttgir", ctx.stages.get("ttgir") or "")
    col = cols[line - 1] if 0 < line <= len(cols) else None
    if col is None or col[:2] != (loc[0].rsplit("/", 1)[-1], loc[1]) or any(cols[n - 1] in (None, col)
                                                                          for n in others):
        return []
    asm = _columns(stage, ctx.stages.get(stage) or "")
    return sorted({m.group(m.lastindex or 0) for n, ln in enumerate(ctx.lines(stage), 1)
                   if (m := rx.search(ln)) and ctx.python(stage, n) == loc and n <= len(asm) and asm[n - 1] == col})


# e.g.   %15 = ttg.convert_layout %vecN_189 : tensor<64xf32, #…slice…> -> tensor<64xf32, #blocked> loc(#loc88)
_CONVERT_TYPES = re.compile(r"\bttg\.convert_layout %[\w.#]+ : (?P<types>.*?)(?:\s+loc\(.*)?$")


def _convert_types(text: str) -> str | None:
    """The ``A -> B`` types of a ``ttg.convert_layout`` line, read from the raw text; ``None`` for another line. Two
    converts of one Python line with the same types are one conversion twice (trial 11b F3: the pipeliner's peeled copy
    of a loop's convert), so the line's shared-memory instructions are theirs."""
    m = _CONVERT_TYPES.search(text)
    return m["types"].strip() if m else None


def lowered_shared(ctx: ClaimContext, line: int) -> list[str]:
    """:func:`_lowered_shared`, for the narrow-access rules (a group said to have no cause beside such a convert)."""
    return _lowered_shared(ctx, line)


def _scratchless_atomic(ctx: ClaimContext, n: int) -> bool:
    """Whether TTGIR line ``n`` is an atomic on a tensor of pointers, which takes no shared memory (Triton's
    ``lib/Analysis/Allocation.cpp`` gives ``tt.atomic_rmw``/``tt.atomic_cas`` scratch only for a scalar pointer):
    the op's first operand resolved through the rules' own parse of the IR model and its type read there."""
    model = ctx.model("ttgir")
    op = model.by_line.get(n)
    if op is None or op.name not in ("tt.atomic_rmw", "tt.atomic_cas") or not op.operand_keys or not op.operand_keys[0]:
        return False
    v = model.values.get(op.operand_keys[0])
    return v is not None and v.type is not None and v.type.lstrip().startswith("tensor<")


@functools.lru_cache(maxsize=256)
def _decision(ttgir: str, src: str, dst: str, held: str, warp_size: int) -> tuple[bool | None, str, bool]:
    """:func:`~ir_explorer.analyses.conversions.decide` of the types ``src`` → ``dst`` of op line ``held``, parsed
    afresh with the aliases of ``ttgir``; cached (a mutation run checks one report hundreds of times, and
    enumerating the owners of a 128x128 tile takes a second)."""
    from ir_explorer.analyses.conversions import decide  # the model whose decision this re-derives

    aliases = dict(_aliases(ttgir))
    a, b = parse_type(src, aliases), parse_type(dst, aliases)
    if a is None or b is None:
        return None, "", False
    scratch, reason, exact, _ = decide(a, b, held, warp_size, False)
    return scratch, reason, exact


@functools.lru_cache(maxsize=256)
def _references(ttgir: str, src: str, dst: str, warp_size: int) -> list[Any] | None:
    """:func:`~ir_explorer.analyses.staging.references` of the types ``src`` → ``dst`` parsed afresh with the
    aliases of ``ttgir``; cached (see :func:`_decision`)."""
    from ir_explorer.analyses.staging import references  # the model this re-derives

    aliases = dict(_aliases(ttgir))
    a, b = parse_type(src, aliases), parse_type(dst, aliases)
    return references(a, b, warp_size) if a is not None and b is not None else None


#: Ops besides ``ttg.convert_layout`` that take shared memory (an allocation, or scratch of their own).
_SHARED_USERS = re.compile(r'^\s*(?:%[^=]*=\s*)?"?(?:ttg\.local_alloc|tt\.reduce|tt\.scan|tt\.histogram|tt\.gather|'
                           r'tt\.atomic_rmw|tt\.atomic_cas|ttg\.warp_specialize|tt\.call)\b')


@claim_rule("scratch")
def scratch(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A conversion's scratch: exact (``scratch_bytes``) as metadata ``shared`` where the module's one
    ``ttg.convert_layout`` is the only op that takes shared memory (``confirmed_by_metadata``), else at most
    (``scratch_at_most``) the tile's bytes or metadata ``shared``, the smaller; ``scratch_source`` names which.
    A size from Triton's ``allocation.size`` (a pass snapshot's) is held by the consistency check's ``staging``
    rule, which sees the passes."""
    from ir_explorer.analyses.staging import scratch as bound  # the wording of the source is the analysis's

    source = finding.claim("scratch_source")
    if source is not None and str(source.value).startswith("allocation.size"):
        if claim.key in ("scratch_bytes", "scratch_at_most", "scratch_source"):
            nbytes = finding.claim("scratch_bytes")
            most = finding.claim("scratch_at_most")
            return (nbytes is not None and most is not None and nbytes.value == most.value,
                    "Triton's allocation.size (held against the pass snapshots)")
    lines = ctx.lines("ttgir")
    only = sum(1 for ln in lines if _CVT.match(ln)) == 1 and not any(_SHARED_USERS.match(ln) for ln in lines)
    # the scratch copy of the tile read from its IR type: a byte per element at least (an i1 takes one: trial 8a F1)
    tile = next((b for c in finding.claims if c.key == "tile_bytes" and _one_line(c)
                 for b in [_tile_bytes(c, scratch=True)]), None)
    if tile is None:
        return False, "no tile bytes to bound the scratch by"
    sc = bound(tile, None, ctx.comp.metadata.get("shared"), only)
    exact = finding.claim("exact")
    derived = {"scratch_bytes": sc.bytes, "scratch_at_most": sc.at_most, "scratch_source": sc.source,
               "confirmed_by_metadata": sc.bytes is not None and not (exact and exact.value)}.get(claim.key)
    return equal(claim.value, derived)


# e.g. ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r1, %r2, %r3, %r4}, [%r5];   st.shared.v4.b32 [%r5], {…};
_PTX_SHARED = (
    ("cp.async", re.compile(r"\bcp\.async\.c[ag]\.shared(?:::\w+)?\.global(?:\.[\w:]+)*\s+\[[^\]]*\],\s*\[[^\]]*\],"
                            r"\s*(0x[0-9a-fA-F]+|\d+)")),
    ("cp.async.bulk.tensor", re.compile(r"\bcp\.async\.bulk\.tensor\.\dd\.shared")),
    ("cp.async.bulk.tensor (store)", re.compile(r"\bcp\.async\.bulk\.tensor\.\dd\.global\.shared")),
    ("ldmatrix", re.compile(r"\bldmatrix\.sync\.aligned\.[\w.]+")),
    ("stmatrix", re.compile(r"\bstmatrix\.sync\.aligned\.[\w.:]+")),
    ("ld.shared", re.compile(r"\bld\.shared(?:::\w+)?(?:\.v(\d))?\.[bsuf](\d+)")),
    ("st.shared", re.compile(r"\bst\.shared(?:::\w+)?(?:\.v(\d))?\.[bsuf](\d+)")),
)


def _ptx_name(line: str) -> str | None:
    """The name a PTX line's shared-memory instruction is counted under (``st.shared 128-bit``, ``cp.async 16B``,
    the full ``ldmatrix…`` mnemonic), or ``None``."""
    for key, rx in _PTX_SHARED:
        m = rx.search(line)
        if not m:
            continue
        if key == "cp.async":
            return f"cp.async {int(m.group(1), 0)}B"
        if key in ("ld.shared", "st.shared"):
            return f"{key} {int(m.group(1) or 1) * int(m.group(2))}-bit"
        return m.group(0) if key in ("ldmatrix", "stmatrix") else key
    return None


@functools.lru_cache(maxsize=64)
def _ptx_names(ptx: str) -> list[tuple[int, str]]:
    """``(line, name)`` of each PTX line holding a shared-memory instruction (:func:`_ptx_name`)."""
    return [(n, x) for n, ln in enumerate(ptx.splitlines(), 1) if (x := _ptx_name(ln)) is not None]


@claim_rule("ptx-shared")
def ptx_shared(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A count of one shared-memory instruction in the PTX of the conversion's Python line: the PTX lines whose
    ``.loc`` is the Python line of the finding's TTGIR line and that hold that instruction are that many, and are
    the lines the claim cites."""
    from ir_explorer.analyses.conversions import ptx_key  # a claim key's spelling of the instruction

    if not finding.lines:
        return False, "the finding cites no TTGIR line"
    loc = ctx.python(finding.stage, finding.lines[0])
    if loc is None:
        return False, "the TTGIR line has no Python location"
    name = claim.key.split("/", 1)[-1]
    got = [n for n, x in _ptx_names(ctx.stages.get("ptx") or "") if ptx_key(x) == name and ctx.python("ptx", n) == loc]
    cited = sorted(r.line for r in claim.about if r.stage == "ptx")
    ok, said = equal(claim.value, len(got))
    return ok and cited == got, f"{said} (lines {got[:6]}…; cited {cited[:6]}…)"


@claim_rule("cvt-bank-model")
def bank_model(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A field of the unswizzled bank-conflict model of a conversion (``unswizzled/K/order/J``,
    ``unswizzled/K/store/wavefronts`` …): the model re-derived (:func:`~ir_explorer.analyses.staging.references`)
    from the two types the claim cites, parsed afresh (a model estimate: this catches drift between claim and IR,
    not a wrong model); an ``ideal`` is also 32 lanes x max(access bytes, 4) / 128 bytes, the hardware's."""
    texts = [r.text for r in claim.about if r.text.startswith("tensor<")]
    if len(texts) != 2 or not _one_line(claim):
        return False, "the claim cites no two tensor types on its op's line"
    refs = _references(ctx.stages.get("ttgir") or "", texts[0], texts[1], ctx.comp.target.warp_size)
    parts = claim.key.split("/")
    k = int(parts[1]) if len(parts) > 2 and parts[1].isdigit() else -1
    if refs is None or not 0 <= k < len(refs):
        return False, f"the model gives {len(refs or [])} buffer orders"
    r = refs[k]
    if parts[2] == "order":
        j = int(parts[3])
        return equal(claim.value, r.order[j] if j < len(r.order) else None)
    e = r.store if parts[2] == "store" else r.load
    value = {"wavefronts": e.wavefronts, "ideal": e.ideal, "ways": e.ways, "access_bytes": e.access_bytes}.get(parts[3])
    if parts[3] == "ideal" and value != max(1, 32 * max(e.access_bytes, 4) // 128):
        return False, f"the model's ideal {value} is not the hardware's for {e.access_bytes}-byte accesses"
    return equal(claim.value, value)


@claim_rule("cvt-branch")
def cvt_branch(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A convert inside a loop said to sit in an ``scf.if`` of that loop (trial 10b M1): walking up from the op line
    the claim cites, over the lines that open a region around it (less indented than every line between, read from
    the raw text), the first ``scf.if`` opener is ``branch_line`` (for a line in its ``} else {`` region, that
    ``scf.if``) and the first ``scf.for``/``scf.while`` opener, above it, ``loop_line`` (for a line in an
    ``scf.while``'s ``} do {`` region, that ``scf.while``)."""
    if not claim.about:
        return False, "the claim cites no line"
    lines = ctx.lines(claim.about[0].stage)
    n = claim.about[0].line
    if not 0 < n <= len(lines):
        return False, "past the end"
    depth, branch, loop = _indent(lines[n - 1]), None, None
    for k in range(n - 1, 0, -1):
        ln = lines[k - 1]
        if not ln.strip() or _indent(ln) >= depth or ln.lstrip().startswith("^bb"):
            continue  # a block label (``^bb0(%tile: i32):``) opens no region
        depth = _indent(ln)
        if branch is None and loop is None and re.search(r"\bscf\.if\b", ln) and ln.rstrip().endswith("{"):
            branch = k
        if branch is None and loop is None and re.match(r"\s*\}\s*else\s*\{", ln):
            # the else region of an scf.if: its scf.if is the one opened at this indentation above (trial 13c F2: the
            # stream-K quadrant converts sit in the else branch)
            branch = next((j for j in range(k - 1, 0, -1) if _indent(lines[j - 1]) == depth
                           and re.search(r"\bscf\.if\b", lines[j - 1])), None)
        if loop is None and re.match(r"\s*\}\s*do\s*\{", ln):
            # the "do" region of an scf.while: its loop is the scf.while opened at this indentation above (trial 12a
            # S1: the walk went past the `} do {` line, as indented as the scf.while, to an outer scf.for)
            loop = next((j for j in range(k - 1, 0, -1) if _indent(lines[j - 1]) == depth
                         and re.search(r"\bscf\.while\b", lines[j - 1])), None)
            break
        if loop is None and re.search(r"\bscf\.(?:for|while)\b", ln):
            loop = k
            break
    derived: dict[str, object] = {"branch_line": branch, "loop_line": loop if branch is not None else None}
    if claim.key in ("cycle_value", "cycle_line"):
        derived.update(_cycle(ctx, branch, loop))
    return equal(claim.value, derived.get(claim.key))


def _held_by(model: mlir_model.IRModule, op: mlir_model.IROp, loop: mlir_model.IROp) -> bool:
    """Whether ``loop``'s regions hold ``op`` at any depth (the rules' model's parent chain)."""
    at = model.enclosing(op, loop.name)
    while at is not None and at is not loop:
        at = model.enclosing(at, loop.name)
    return at is loop


def _cycle(ctx: ClaimContext, branch: int | None, loop: int | None) -> dict[str, object]:
    """``{cycle_value, cycle_line}`` of the ``scf.if`` at TTGIR line ``branch`` inside the loop at ``loop``: its
    condition (read on the ``scf.if`` line, defined as ``arith.cmpi eq, %X, %L`` with ``%L = arith.subi %K, %c1``,
    each read from its defining line, ``%L`` computed outside the loop) compares a carried value of the loop (the
    rules' model) that is, or is yielded from, a counter ``%C`` the loop yields from the line ``arith.select %P, %c0,
    %I`` (``%P = arith.cmpi eq, %C, %L``, ``%I = arith.addi %C, %c1``): ``%K`` and that line; ``{}`` when the text
    shows no such counter."""
    model = ctx.model("ttgir")
    text = ctx.lines("ttgir")
    defs = {m.group(1): (n, ln) for n, ln in enumerate(text, 1) if (m := re.match(r"\s*(%[\w$.#-]+) = ", ln))}

    def op(name: str, pattern: str) -> re.Match[str] | None:
        got = defs.get(name)
        return re.search(pattern, got[1]) if got else None

    def is_int(name: str, value: int) -> bool:
        return op(name, rf"= arith\.constant {value} : i\d+") is not None

    cond = re.search(r"\bscf\.if (%[\w$.#-]+)", text[branch - 1]) if branch and 0 < branch <= len(text) else None
    eq = op(cond.group(1), r"= arith\.cmpi eq, (%[\w$.#-]+), (%[\w$.#-]+)") if cond else None
    sub = op(eq.group(2), r"= arith\.subi (%[\w$.#-]+), (%[\w$.#-]+)") if eq else None
    if eq is None or sub is None or not is_int(sub.group(2), 1) or loop is None:
        return {}
    lp = model.by_line.get(loop)
    last = model.by_line.get(defs[eq.group(2)][0]) if eq.group(2) in defs else None
    if lp is None or last is None or _held_by(model, last, lp):
        return {}  # no period when L = K - 1 is computed in the loop: it may change every iteration
    names = {f"%{mlir_model.display(v.key)}": v.key for v in model.values.values()
             if model.defining_op(v.key) is lp and v.is_block_arg}
    x = names.get(eq.group(1))
    back = model.carried(x) if x else ()
    counters = [eq.group(1)] + ([f"%{mlir_model.display(back[1])}"] if len(back) == 2 else [])
    for c in counters:
        key = names.get(c)
        carried = model.carried(key) if key else ()
        if len(carried) != 2:
            continue
        yielded = f"%{mlir_model.display(carried[1])}"
        sel = op(yielded, r"= arith\.select (%[\w$.#-]+), (%[\w$.#-]+), (%[\w$.#-]+)")
        test = op(sel.group(1), rf"= arith\.cmpi eq, {re.escape(c)}, {re.escape(eq.group(2))} ") if sel else None
        step = op(sel.group(3), rf"= arith\.addi {re.escape(c)}, (%[\w$.#-]+)") if sel else None
        if sel and test and step and is_int(sel.group(2), 0) and is_int(step.group(1), 1):
            return {"cycle_value": sub.group(1), "cycle_line": defs[yielded][0]}
    return {}
