"""What each tensor's layout gives each thread (issue 17 item 3): elements per thread and per warp, and
which lanes and warps hold copies, from the layout as a linear layout (:mod:`ir_explorer.ir.linear_layout`).

Every distinct ``tensor<…>`` type of the final TTGIR with a distributed layout (``#blocked``, ``#linear``,
``#ttg.slice``, ``#mma``, ``#ttg.dot_op`` …) is decoded once. Two findings, kind ``layout``:

* **huge per-thread tile** (``warn``): one tensor over :data:`HUGE_TILE` elements per thread. Triton lowers a
  distributed tensor to one LLVM value per register slot of each thread, so a 4x65536 ``#blocked`` block at 4
  warps is 2,048 values per thread per tensor: LLVM's passes and ptxas then run on straight-line code that
  size and the registers spill (triton#8908: a 151 s compile). 256 is the threshold because an NVIDIA thread
  has at most 255 registers (AMD CDNA: 512 VGPRs of which 256 are arch VGPRs), so a tile over 256 32-bit
  elements cannot stay in registers;
* **replicated layout** (``warn``): every lane basis and every warp basis is zero, so every thread of the CTA
  holds the whole tensor, and the tensor has at least as many elements as the CTA has threads (a layout that
  gave each thread one element was possible). triton#9169: a ``#ttg.linear`` that ``RemoveLayoutConversions``
  chose. A smaller tensor held whole by every thread (``tensor<4x1xi32>`` of row offsets before a
  ``tt.broadcast``) is not flagged. A tensor whose every use leads to a ``tt.broadcast`` into a layout whose
  threads each hold all of its indices anyway (:func:`broadcast_need`; trial 12d M4) is said so in an ``info``
  instead: its layout is what its consumer needs (claim ``avoidable``, rule ``replication-need``).

An ``info`` finding lists every decoded (shape, layout) with its elements per thread and per warp and the
lanes and warps that hold copies, the largest tiles first. Metric ``max_elements_per_thread``: the largest
register tile of one decoded tensor (its elements per thread); metric ``undecoded_layouts``: the distinct (shape,
layout) tensor types whose distributed layout is not decoded (:func:`undecoded_types`), left out of that maximum
(trial 15d F3: "largest tile of any tensor 32 elements per thread" where a 3-D ``nvidia_mma`` accumulator, not
decoded, holds 64).

Each finding cites the first TTGIR line that uses the type and came from a Python line (else the first
that uses it), and names its op. What a finding states is typed claims (issue 23): the op, shape, element types,
layout and op lines of the tensors, and their :class:`~ir_explorer.ir.linear_layout.Distribution`, each citing the
op and the type on its line; the overview's rows are claims ``tensors/K/…`` (``K`` the row's index). The rules of
:mod:`ir_explorer.engines.rules.layouts` re-derive them from the raw TTGIR. :func:`tensor_layouts` gives every
decoded tensor type (what ``report``'s summary line reads).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref
from ir_explorer.ir.layouts import TensorType, alias_lines, find_types, parse_aliases, parse_type
from ir_explorer.ir.linear_layout import Distribution, distribution, to_linear
from ir_explorer.ir.mlir_model import IRModule, IROp
from ir_explorer.ir.ttgir import scan

#: Elements per thread of one tensor above which the per-thread tile is flagged (see the module docstring).
HUGE_TILE = 256


@dataclass(frozen=True)
class TensorLayout:
    """One distinct distributed tensor type of a TTGIR module: the ``type`` as decoded, the 1-based
    ``line`` and ``op`` name of its first use, ``lines`` and ``ops`` (every op line that names it, and
    that line's op), and its :class:`Distribution`."""

    type: TensorType
    line: int
    op: str
    lines: tuple[int, ...]
    dist: Distribution
    ops: tuple[str, ...] = ()


def tensor_layouts(text: str, warp_size: int) -> list[TensorLayout]:
    """Every distinct ``tensor<…>`` type in a TTGIR module whose layout decodes, in order of first use.
    ``warp_size`` is the target's (32 NVIDIA, 64 AMD CDNA). Memdescs (shared memory) and types whose
    layout is not modelled are left out. Never raises."""
    aliases = parse_aliases(text)
    first: dict[str, tuple[int, str]] = {}
    uses: dict[str, list[tuple[int, str]]] = {}
    for op in scan(text):
        seen = set()
        for _, s in find_types(op.text):
            if s.startswith("tensor<") and s not in seen:
                seen.add(s)
                first.setdefault(s, (op.line, op.name))
                uses.setdefault(s, []).append((op.line, op.name))
    out = []
    for s, (line, name) in first.items():
        t = parse_type(s, aliases)
        if t is None or t.layout is None:
            continue
        ll = to_linear(t.layout, t.shape, warp_size)
        dist = distribution(ll) if ll is not None else None
        if dist is not None:
            out.append(TensorLayout(t, line, name, tuple(ln for ln, _ in uses[s]), dist,
                                    tuple(o for _, o in uses[s])))
    return out


def undecoded_types(text: str, warp_size: int) -> list[tuple[tuple[int, ...], str, int]]:
    """``(shape, layout text, first op line)`` of each distinct (shape, layout) ``tensor<…>`` type of a TTGIR
    module's op lines that names a layout :func:`tensor_layouts` does not decode (``to_linear`` gives ``None``: a
    3-D ``nvidia_mma`` or ``amd_mfma``, a dot operand of one …), in order of first use. Never raises."""
    aliases = parse_aliases(text)
    seen: set[tuple[tuple[int, ...], str]] = set()
    out = []
    for op in scan(text):
        for _, s in find_types(op.text):
            if not s.startswith("tensor<"):
                continue
            t = parse_type(s, aliases)
            if t is None or t.layout is None:
                continue
            key = (tuple(t.shape), _layout_text(t))
            if key in seen:
                continue
            seen.add(key)
            ll = to_linear(t.layout, t.shape, warp_size)
            if ll is None or distribution(ll) is None:
                out.append((key[0], key[1], op.line))
    return out


def _layout_text(t: TensorType) -> str:
    """The layout part of a tensor type's text: ``#blocked1`` of ``tensor<4x65536xf32, #blocked1>``."""
    return t.text[t.text.find(",") + 1:-1].strip() if "," in t.text else "?"


def _grouped(found: list[TensorLayout]) -> list[list[TensorLayout]]:
    """Tensor types grouped by (shape, layout): the element type does not change the layout's tile."""
    groups: dict[tuple[tuple[int, ...], str], list[TensorLayout]] = {}
    for t in found:
        groups.setdefault((t.type.shape, _layout_text(t.type)), []).append(t)
    return list(groups.values())


def _cited(inp: AnalysisInput, group: list[TensorLayout]) -> tuple[int, str]:
    """The op line a finding cites: the first of the group's that came from a Python line (a constant's
    ``loc`` is often unknown), else the first."""
    uses = sorted({(ln, op) for g in group for ln, op in zip(g.lines, g.ops, strict=True)})
    located = [u for u in uses if inp.python_location("ttgir", u[0])[0] is not None]
    return (located or uses or [(group[0].line, group[0].op)])[0]


# e.g.     %offs_m_8 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<…>> loc(#loc3)
_RESULTS = re.compile(r"^\s*(?P<def>%[^=]*=\s*\"?[\w.]+)")


def op_ref_text(line: str) -> str:
    """The text that names the op of an IR line in a :class:`Ref`: its results and op name (``%offs_m_8 =
    tt.make_range``) or, for an op without results, the line up to its types (``tt.store %p_12, %x_14``), at most
    80 characters; unique to the line in a region (SSA names are)."""
    m = _RESULTS.match(line)
    if m:
        return m.group("def")[:80]
    head = line.strip().split(" : ", 1)[0]
    return head.split(" loc(", 1)[0][:80]


def _refs(lines: list[str], line: int, group: list[TensorLayout]) -> tuple[Ref, ...]:
    """The refs of a claim about ``group`` at op line ``line``: the op, and the group's type the line holds."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    held = next((g.type.text for g in group if g.type.text in text), group[0].type.text)
    return (Ref("ttgir", line, op_ref_text(text)), Ref("ttgir", line, held))


#: The :class:`Distribution` fields a finding states, each as a claim of rule ``layout-tile``, with its unit.
_DIST_UNITS = {"registers": "elements", "per_thread": "elements", "per_warp": "elements", "copies": "count",
               "numel": "elements", "threads": "count", "replicated": "flag"}


def _dist_claims(prefix: str, d: Distribution, about: tuple[Ref, ...]) -> list[Claim]:
    """The claims of a layout's distribution: each :data:`_DIST_UNITS` field, and ``lane_copies/K`` and
    ``warp_copies/K`` (the K-th XOR offset of the lanes, warps, holding copies of lane, warp 0; ``/K`` a list index),
    keys under ``prefix``."""
    out = [Claim(f"{prefix}{k}", getattr(d, k), unit, "layout-tile", about) for k, unit in _DIST_UNITS.items()]
    for name in ("lane_copies", "warp_copies"):
        out += [Claim(f"{prefix}{name}/{k}", x, "count", "layout-tile", about)
                for k, x in enumerate(getattr(d, name))]
    return out


def _describe(prefix: str, d: Distribution) -> str:
    """The template of :meth:`Distribution.describe` over the claims of :func:`_dist_claims` (``prefix`` their
    keys' start): the same words."""
    text = f"{{{prefix}registers}} element{'s' if d.registers != 1 else ''} per thread, {{{prefix}per_warp}} per warp"
    if d.per_thread != d.registers:
        text += f" ({{{prefix}per_thread}} distinct per thread)"
    if d.replicated and d.threads > 1:
        return text + f"; replicated: every thread holds all {{{prefix}numel}} elements"
    parts = []
    if len(d.lane_copies) > 1:
        parts.append("lanes " + ", ".join(f"l^{{{prefix}lane_copies/{k}}}" for k in range(1, len(d.lane_copies)))
                     + " hold copies of lane l")
    if len(d.warp_copies) > 1:
        parts.append("warps " + ", ".join(f"w^{{{prefix}warp_copies/{k}}}" for k in range(1, len(d.warp_copies)))
                     + " hold copies of warp w")
    if d.copies > 1:
        parts.append(f"{{{prefix}copies}} threads per element")
    return text + ("; " + ", ".join(parts) if parts else "")


def _finding(inp: AnalysisInput, group: list[TensorLayout], template: str, claims: list[Claim], what: str,
             line: int) -> Finding:
    t = group[0]
    file, pyline = inp.python_location("ttgir", line)
    text = inp.stages.get("ttgir", "")
    lines = text.splitlines()
    held = [g.type.text for g in group if 0 < line <= len(lines) and g.type.text in lines[line - 1]]
    claim = f"with {_layout_text(t.type)}"  # the elements per thread follow from the layout: its type and alias
    # the op line up to the type's end (``%5 = tt.broadcast %4 : … -> tensor<4x65536xi32, #blocked1>``): its own
    op_text = lines[line - 1].lstrip() if held else ""
    facts = [Fact("ttgir", line, op_text[:op_text.find(held[0]) + len(held[0])], claim)] if held else []
    alias = _layout_text(t.type)
    at = alias_lines(text).get(alias) if alias.startswith("#") else None
    if at:
        facts.append(Fact("ttgir", at, f"{alias} = ", claim))
    return Finding(kind="layout", severity="warn", template=template, claims=tuple(claims), stage="ttgir",
                   lines=(line,), python_file=file, python_line=pyline, data={"check": what}, facts=tuple(facts))


#: Ops through which :func:`broadcast_need` follows a tensor to the ``tt.broadcast`` that spreads it: a unit
#: dimension added, or elementwise arithmetic of same-shape operands (``offs_n[None, :] + start``).
_TO_BROADCAST = frozenset({"tt.expand_dims", "arith.addi", "arith.subi", "arith.muli", "arith.addf", "arith.subf",
                           "arith.mulf", "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp", "arith.extf",
                           "arith.truncf"})


def broadcast_need(model: IRModule, type_texts: set[str], warp_size: int) -> IROp | None:
    """The first ``tt.broadcast`` (by line) into which the values of the tensor types ``type_texts`` (as printed)
    go when every use of them leads, through :data:`_TO_BROADCAST` ops, to a ``tt.broadcast`` in whose result's
    layout every thread holds every index of the broadcast source's non-unit dimensions (the result's lane and
    warp bases, :func:`~ir_explorer.ir.linear_layout.to_linear`, are zero along them, and not all zero): each
    thread then needs all of those values whatever their own layout, so a replicated layout of them is what the
    consumer's layout asks for, not a defect (trial 12d M4: the column index ``offs_n[None, :]`` of a mask
    against the S tile in ``#linear``, whose threads each own one row of 128 columns). ``None`` when a use leads
    elsewhere, a type does not decode, or no value has those types."""
    todo = [k for k, v in model.values.items() if v.type in type_texts]
    if not todo:
        return None
    seen: set[str] = set()
    found: list[IROp] = []
    while todo and len(seen) < 512:
        k = todo.pop()
        if k in seen:
            continue
        seen.add(k)
        for user in model.users(k):
            if user.name == "tt.broadcast" and user.operand_keys and user.operand_keys[0] == k:
                found.append(user)
            elif user.name in _TO_BROADCAST and user.result_keys:
                todo += list(user.result_keys)
            else:
                return None
    for b in found:
        src = model.type_of(b.operand_keys[0] or "")
        res = model.type_of(b.result_keys[0]) if b.result_keys else None
        ll = to_linear(res.layout, res.shape, warp_size) if res is not None and res.layout is not None else None
        if src is None or ll is None:
            return None
        spread = ll.of("lane") + ll.of("warp")
        keep = [d for d, n in enumerate(src.shape) if n > 1]
        if not any(any(x) for x in spread) or any(x[d] for x in spread for d in keep):
            return None
    return min(found, key=lambda o: o.line) if found else None


def _advice(d: Distribution) -> str:
    """What shrinks a huge tile (a template over the claims ``copies`` and ``warp_copies/K``): more warps only help
    where no warp holds another's elements."""
    if d.copies == 1:
        return "Use a smaller block or more warps"
    text = "Use a smaller block: {copies} threads hold each element"
    if len(d.warp_copies) > 1:
        warps = ", ".join(f"w^{{warp_copies/{k}}}" for k in range(1, len(d.warp_copies)))
        text += f" (warps {warps} hold copies of warp w), so more warps would not shrink it"
    return text


def analyze(inp: AnalysisInput) -> Analysis:
    """The ``layout`` findings of the final TTGIR (see the module docstring), one per (shape, layout) of the
    tensors it flags, citing the first op line that uses one (with a Python line where one has). No TTGIR: no
    findings. Never raises."""
    text = inp.stages.get("ttgir")
    if not text:
        return Analysis()
    lines = text.splitlines()
    findings = []
    found = tensor_layouts(text, inp.target.warp_size)
    for group in _grouped(found):
        t, d = group[0], group[0].dist
        line, op = _cited(inp, group)
        about = _refs(lines, line, group)
        uses = len({ln for g in group for ln in g.lines})
        claims = [Claim("op", op, "op", "tensor-type", about[:1]),
                  Claim("shape", t.type.shape, "shape", "tensor-type", about),
                  Claim("elements", ", ".join(dict.fromkeys(g.type.element for g in group)), "type", "tensor-type",
                        about),
                  Claim("layout", _layout_text(t.type), "layout", "tensor-type", about),
                  Claim("uses", uses, "count", "type-uses", about), *_dist_claims("", d, about)]
        shape = "{shape:x}" + ("-element" if len(t.type.shape) == 1 else "")
        what = f"{shape} tensor{'s' if len(group) > 1 else ''} ({{elements}}) with {{layout}}"
        used = f"{{uses}} op lines use {'it' if len(group) == 1 else 'them'}" if uses > 1 else "{uses} op line uses it"
        if d.registers > HUGE_TILE:
            findings.append(_finding(inp, group, (
                f"{{op}}: {what} hold{'s' if len(group) == 1 else ''} {{registers}} elements per thread "
                f"({{per_warp}} per warp; over {HUGE_TILE}): Triton lowers each to its own LLVM value, so compile "
                f"time and register spills grow with the tile (triton#8908); {used}. {_advice(d)}"),
                claims, "huge_tile", line))
        if d.replicated and d.threads > 1 and d.numel >= d.threads:
            need = broadcast_need(inp.model("ttgir"), {g.type.text for g in group}, inp.target.warp_size)
            more = [Claim("avoidable", need is None, "flag", "replication-need", about[:1])]
            if need is None:
                findings.append(_finding(inp, group, (
                    f"{{op}}: {what}: replicated layout: every lane and warp basis is zero, so each of the "
                    f"{{threads}} threads holds all {{numel}} elements (triton#9169); {used}"), claims + more,
                    "replicated", line))
                continue
            res = inp.model("ttgir").values[need.result_keys[0]].type or ""
            at = (Ref("ttgir", need.line, "tt.broadcast"),)
            more += [Claim("broadcast_line", need.line, "line", "replication-need", at),
                     Claim("broadcast_type", res, "type", "replication-need", at)]
            f = _finding(inp, group, (
                f"{{op}}: {what}: replicated layout: every lane and warp basis is zero, so each of the "
                f"{{threads}} threads holds all {{numel}} elements; {used}. This is what its use needs, not a "
                f"defect: it is broadcast (tt.broadcast at ttgir:{{broadcast_line}}) into {{broadcast_type}}, "
                f"whose lane and warp bases are zero along the dimensions the broadcast keeps, so every thread "
                f"holds all of these values there anyway"), claims + more, "replicated", line)
            findings.append(replace(f, severity="info"))
    if found:
        findings.append(_overview(lines, _grouped(found)))
    metrics: dict[str, object] = {"max_elements_per_thread": max(t.dist.registers for t in found)} if found else {}
    undecoded = undecoded_types(text, inp.target.warp_size) if found else []
    if undecoded:
        metrics["undecoded_layouts"] = len(undecoded)
    return Analysis(findings, metrics)


#: Layouts the overview's message names (the largest tiles first); ``data.tensors`` has them all.
OVERVIEW_SHOWN = 6


def _overview(lines: list[str], groups: list[list[TensorLayout]]) -> Finding:
    """The ``info`` finding: every decoded (shape, layout) with its elements per thread and per warp and its
    copies, the largest tiles first; it cites the first line of each. Claims ``count`` (the (shape, layout)s),
    ``more`` (those the message leaves out) and, for the K-th, ``tensors/K/…``: ``shape``, ``layout``, ``line`` (its
    first op line) and its distribution (:func:`_dist_claims`)."""
    groups = sorted(groups, key=lambda g: (-g[0].dist.registers, min(x.line for x in g)))
    claims: list[Claim] = [Claim("count", len(groups), "count", "layout-count"),
                           Claim("more", max(0, len(groups) - OVERVIEW_SHOWN), "count", "layout-count")]
    parts: list[str] = []
    cited: set[int] = set()
    for k, g in enumerate(groups):
        t, d = g[0], g[0].dist
        first = min(x.line for x in g)
        about = _refs(lines, first, g)
        cited.add(first)
        p = f"tensors/{k}/"
        claims += [Claim(f"{p}shape", t.type.shape, "shape", "tensor-type", about),
                   Claim(f"{p}layout", _layout_text(t.type), "layout", "tensor-type", about),
                   Claim(f"{p}line", first, "line", "first-use", about), *_dist_claims(p, d, about)]
        if k < OVERVIEW_SHOWN:
            parts.append(f"{{{p}shape:x}} {{{p}layout}} (line {{{p}line}}): {_describe(p, d)}")
    more = "; {more} more in --json" if len(groups) > len(parts) else ""
    template = (f"{{count}} tensor layout{'s' if len(groups) != 1 else ''} (shape, layout) decoded as linear "
                f"layouts, largest tiles first: " + "; ".join(parts) + more)
    return Finding(kind="layout", severity="info", template=template, claims=tuple(claims), stage="ttgir",
                   lines=tuple(sorted(cited)), data={"check": "overview"})
