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
  ``tt.broadcast``) is not flagged.

An ``info`` finding lists every decoded (shape, layout) with its elements per thread and per warp and the
lanes and warps that hold copies, the largest tiles first. Metric ``max_elements_per_thread``: the largest
register tile of one tensor (its elements per thread).

Each finding cites the first TTGIR line that uses the type and came from a Python line (else the first
that uses it), and names its op; ``data`` holds the decoded
:class:`~ir_explorer.ir.linear_layout.Distribution`. :func:`tensor_layouts` gives every decoded tensor type
(what ``report``'s summary line and the consistency check read).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ir_explorer.analyses.findings import Analysis, AnalysisInput, Fact, Finding
from ir_explorer.ir.layouts import TensorType, alias_lines, find_types, parse_aliases, parse_type
from ir_explorer.ir.linear_layout import Distribution, distribution, to_linear
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


def _finding(inp: AnalysisInput, group: list[TensorLayout], message: str, what: str, line: int) -> Finding:
    t = group[0]
    file, pyline = inp.python_location("ttgir", line)
    data = {"check": what, "types": [g.type.text for g in group], "shape": list(t.type.shape),
            "layout": _layout_text(t.type), "decoded": t.type.layout.describe() if t.type.layout else None,
            "op_lines": sorted({ln for g in group for ln in g.lines}), **t.dist.to_json()}
    text = inp.stages.get("ttgir", "")
    lines = text.splitlines()
    held = [g.type.text for g in group if 0 < line <= len(lines) and g.type.text in lines[line - 1]]
    claim = f"with {_layout_text(t.type)}"  # the elements per thread follow from the layout: its type and alias
    facts = [Fact("ttgir", line, held[0], claim)] if held else []
    alias = _layout_text(t.type)
    at = alias_lines(text).get(alias) if alias.startswith("#") else None
    if at:
        facts.append(Fact("ttgir", at, f"{alias} = ", claim))
    return Finding(kind="layout", severity="warn",
                   message=message, stage="ttgir", lines=(line,), python_file=file, python_line=pyline, data=data,
                       facts=tuple(facts))


def _advice(d: Distribution) -> str:
    """What shrinks a huge tile: more warps only help where no warp holds another's elements."""
    if d.copies == 1:
        return "Use a smaller block or more warps"
    text = f"Use a smaller block: {d.copies} threads hold each element"
    if len(d.warp_copies) > 1:
        warps = ", ".join(f"w^{x}" for x in d.warp_copies[1:])
        text += f" (warps {warps} hold copies of warp w), so more warps would not shrink it"
    return text


def analyze(inp: AnalysisInput) -> Analysis:
    """The ``layout`` findings of the final TTGIR (see the module docstring), one per (shape, layout) of the
    tensors it flags, citing the first op line that uses one (with a Python line where one has). No TTGIR: no
    findings. Never raises."""
    text = inp.stages.get("ttgir")
    if not text:
        return Analysis()
    findings = []
    found = tensor_layouts(text, inp.target.warp_size)
    for group in _grouped(found):
        t, d = group[0], group[0].dist
        shape = "x".join(str(x) for x in t.type.shape) + ("-element" if len(t.type.shape) == 1 else "")
        elements = ", ".join(dict.fromkeys(g.type.element for g in group))
        uses = len({ln for g in group for ln in g.lines})
        what = f"{shape} tensor{'s' if len(group) > 1 else ''} ({elements}) with {_layout_text(t.type)}"
        used = f"{uses} op lines use {'it' if len(group) == 1 else 'them'}" if uses > 1 else "1 op line uses it"
        line, op = _cited(inp, group)
        if d.registers > HUGE_TILE:
            findings.append(_finding(inp, group, (
                f"{op}: {what} hold{'s' if len(group) == 1 else ''} {d.registers} elements per thread "
                f"({d.per_warp} per warp; over {HUGE_TILE}): Triton lowers each to its own LLVM value, so compile "
                f"time and register spills grow with the tile (triton#8908); {used}. {_advice(d)}"),
                "huge_tile", line))
        if d.replicated and d.threads > 1 and d.numel >= d.threads:
            findings.append(_finding(inp, group, (
                f"{op}: {what}: replicated layout: every lane and warp basis is zero, so each of the "
                f"{d.threads} threads holds all {d.numel} elements (triton#9169); {used}"), "replicated", line))
    if found:
        findings.append(_overview(inp, _grouped(found)))
    metrics = {"max_elements_per_thread": max(t.dist.registers for t in found)} if found else {}
    return Analysis(findings, metrics)


#: Layouts the overview's message names (the largest tiles first); ``data.tensors`` has them all.
_OVERVIEW_SHOWN = 6


def _overview(inp: AnalysisInput, groups: list[list[TensorLayout]]) -> Finding:
    """The ``info`` finding: every decoded (shape, layout) with its elements per thread and per warp and its
    copies, the largest tiles first; it cites the first line of each."""
    groups = sorted(groups, key=lambda g: (-g[0].dist.registers, g[0].line))
    rows: list[dict[str, Any]] = []
    parts: list[str] = []
    for g in groups:
        t, d = g[0], g[0].dist
        rows.append({"shape": list(t.type.shape), "layout": _layout_text(t.type), "types": [x.type.text for x in g],
                     "line": min(x.line for x in g), **d.to_json()})
        if len(parts) < _OVERVIEW_SHOWN:
            shape = "x".join(str(x) for x in t.type.shape)
            parts.append(f"{shape} {_layout_text(t.type)} (line {rows[-1]['line']}): {d.describe()}")
    more = f"; {len(groups) - len(parts)} more in --json" if len(groups) > len(parts) else ""
    message = (f"{len(groups)} tensor layout{'s' if len(groups) != 1 else ''} (shape, layout) decoded as linear "
               f"layouts, largest tiles first: " + "; ".join(parts) + more)
    lines = tuple(sorted({r["line"] for r in rows}))
    return Finding(kind="layout", severity="info",
                   message=message, stage="ttgir", lines=lines, data={"check": "overview", "tensors": rows})
