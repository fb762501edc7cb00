"""A line-level reader of TTIR/TTGIR: which op each line holds, its results, and its enclosing loops.

Triton prints one operation per line (``%a_39 = ttg.local_alloc : () -> !ttg.memdesc<…> loc(#loc66)``),
and a region opens with ``{`` at the end of a line and closes with a line starting with ``}``
(``scf.for … {`` … ``} loc(#loc79)``). That is enough to find the ops the analyses look at and the
``scf.for`` loops around them without an MLIR parser. Nothing here raises on malformed text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

#: The op on a line, with its results: quoted (generic) and custom forms.
# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(…) -> (…)  : i32 {
# e.g.   ttg.local_dealloc %b_40 : !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable> loc(#loc79)
# e.g.   %m = "tt.reduce"(%qk) <{axis = 1 : i32}> ({
_OP = re.compile(r"^\s*(?:(?P<results>%[\w$.-]+(?::\d+)?(?:\s*,\s*%[\w$.-]+(?::\d+)?)*)\s*=\s*)?"
                 r"\"?(?P<name>[a-z_][\w]*\.[\w.]+)\"?")
#: The op name of every line, over a whole module at once (for counting): each match starts at a newline, a
#: literal first character that lets ``re`` skip to candidate lines (3x faster than ``^`` + MULTILINE).
# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(…) -> (…)  : i32 {
# e.g.   %m = "tt.reduce"(%qk) <{axis = 1 : i32}> ({
_OP_LINES = re.compile(r'\n[ \t]*(?:%[^=\n]*= )?"?([a-z_]\w*\.[\w.]+)')
# e.g. } loc(#loc79)     } else {
_CLOSE = re.compile(r"^\s*}")


@dataclass(frozen=True)
class Op:
    """One operation line. ``line`` is 1-based; ``results`` are SSA names without ``%`` and without
    a ``:N`` count; ``text`` is the line without its trailing ``loc(…)``; ``loops`` are the 1-based
    lines of the enclosing ``scf.for``/``scf.while`` ops, outermost first."""

    line: int
    name: str
    results: tuple[str, ...]
    text: str
    loops: tuple[int, ...]
    regions: tuple[str, ...] = ()
    """Names of the ops whose regions enclose this one, outermost first (``scf.for``, ``scf.if``,
    ``ttg.warp_specialize`` for its ``default``/``partitionN`` regions …)."""


def strip_loc(line: str) -> str:
    """``line`` without a trailing ``loc(…)`` (balanced, so ``loc("a"(#loc3))`` goes whole)."""
    end = line.rstrip()
    i = end.rfind(" loc(")
    if i < 0 or not end.endswith(")"):
        return end
    depth = 0
    for ch in end[i + 1:]:
        depth += ch == "("
        depth -= ch == ")"
    return end[:i] if depth == 0 else end


def op_counts(text: str) -> Counter[str]:
    """How many lines of an MLIR module hold each op (``{"tt.load": 2, "scf.for": 1, …}``): the names
    :func:`scan` reads, counted in one pass over the text without its region bookkeeping."""
    return Counter(_OP_LINES.findall("\n" + text))


def scan(text: str) -> list[Op]:
    """Every op line of an MLIR module, in order, with its enclosing loops."""
    ops: list[Op] = []
    stack: list[tuple[int, str]] = []  # (line, op name) of open regions
    for i, raw in enumerate(text.splitlines(), 1):
        line = strip_loc(raw)
        if _CLOSE.match(line):
            if stack:
                stack.pop()
            if line.rstrip().endswith("{"):  # } else {
                stack.append((i, "else"))
            continue
        m = _OP.match(line)
        if m:
            results = tuple(r.strip()[1:].split(":")[0] for r in m.group("results").split(",")) \
                if m.group("results") else ()
            loops = tuple(ln for ln, name in stack if name in ("scf.for", "scf.while"))
            ops.append(Op(i, m.group("name"), results, line.strip(), loops, tuple(name for _, name in stack)))
            if line.rstrip().endswith("{"):
                stack.append((i, m.group("name")))
        elif line.rstrip().endswith("{"):
            # e.g.     default {        partition0(%arg9: i32 …) num_warps(4) {
            ws = line.lstrip().startswith(("default", "partition")) and any(
                op.name == "ttg.warp_specialize" for op in ops[-1:])
            stack.append((i, "ttg.warp_specialize" if ws or line.lstrip().startswith("partition") else ""))
    return ops



#: A module attribute with an integer value.
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.shared = 98304 : i32, …} {
_MODULE_INT = re.compile(r'"?(?P<key>[\w.-]+)"?\s*=\s*(?P<value>-?\d+)\s*:\s*i\d+')


def module_attributes(text: str) -> Mapping[str, int]:
    """Integer attributes of the ``module attributes {…}`` line: ``ttg.num-warps``,
    ``ttg.threads-per-warp``, and ``ttg.shared`` (bytes; only in IR after Triton's
    ``allocate-shared-memory`` pass, i.e. pass dumps, not the final TTGIR stage)."""
    for line in text.splitlines():
        if line.startswith("module attributes"):
            return {m.group("key"): int(m.group("value")) for m in _MODULE_INT.finditer(line)}
    return {}
