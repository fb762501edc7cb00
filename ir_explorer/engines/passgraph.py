"""The pass pipeline as a graph, and which pass made an op or a text appear. Pure functions over stored passes.

A compile's per-pass snapshots (:class:`~ir_explorer.core.model.PassDump`, from :meth:`Store.load_passes`)
become *steps*: the IR a pass saw and the IR it left.

* MLIR (``MLIR_ENABLE_DUMP``): snapshot ``i`` is the IR *before* pass ``i``, so pass ``i`` goes from
  snapshot ``i`` to snapshot ``i + 1`` (the pipeline's final IR after the last one). A pass that dumps
  its own intermediate IR (the software pipeliner's ``SoftwarePipeliner internal IR Dump After: LowerLoops``,
  kind ``internal``; ``lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp``) is split
  into one step per internal dump (``TritonGPUPipeline/LowerLoops`` goes from the IR before it to
  that dump) and a last step from the last internal dump to the next pass (credited to the pass; the
  graph credits the pass with the whole of it). :func:`ir_explorer.ir.passdump.pass_spans` decides this for
  the stored stats too. An ``IR Dump After … Failed`` snapshot is the IR the failing pass left: the end of
  its step.
* LLVM (``-print-after-all``): snapshot ``i`` is the IR *after* pass ``i`` of the part it ran on;
  :class:`ir_explorer.ir.passdump.LLVMScopes` finds the IR that part had before.

:func:`build_graph` makes a ``networkx.DiGraph`` with one node per snapshot and its stats; :func:`blame`
follows an op or a regex through the steps; :func:`to_dot` writes the graph as Graphviz DOT.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ir_explorer.core.model import PassDump
from ir_explorer.ir import llir
from ir_explorer.ir.layouts import SharedMemorySpace, parse_aliases, parse_layout
from ir_explorer.ir.passdump import LLVMScopes, canonical_changes, pass_spans, printed_apart
from ir_explorer.ir.ttgir import op_counts

if TYPE_CHECKING:
    import networkx as nx

    from ir_explorer.core.store import Blob


@dataclass(frozen=True)
class Step:
    """What one pass (or one internal step of a pass) did: the IR it saw and the IR it left."""

    index: int
    """The snapshot credited: the pass's ``before`` snapshot, an ``internal`` step's own snapshot, or
    the LLVM ``after`` snapshot."""
    owner: int
    """The index of the pass the step belongs to (``index`` except for internal steps)."""
    before: str | None
    """The IR before (``None``: unknown, e.g. the first LLVM snapshot)."""
    after: str | None
    """The IR after (``None``: not captured, e.g. after the last pass of a failed compile)."""
    remainder: bool = False
    """True for the part of a pass after its last internal dump."""
    part: str = "module"
    """What ``before``/``after`` hold: ``module`` (MLIR: always), ``function``, ``machine function`` or ``loop``."""
    whole: str | None = None
    """LLVM: the whole module after the step as far as the snapshots show it (machine code in place of
    the functions that have it); ``None`` when ``after`` is the whole IR (MLIR)."""


def steps(dumps: Sequence[PassDump], final: Blob | None = None, dialect: str = "mlir",
          text: Callable[[PassDump], str] = PassDump.text, whole: bool = False) -> Iterator[Step]:
    """The steps of a pipeline in order (see the module docstring); reads each snapshot's text once,
    holding at most a pass's worth of them. ``text`` reads a snapshot (tests may pass a fake).

    MLIR steps are :func:`ir_explorer.ir.passdump.pass_spans`: a pass with internal steps is credited with
    what it did after its last one (``remainder``), or with ``whole`` with all it did (the graph's node)."""
    if dialect == "llvm":
        scopes = LLVMScopes()
        for d in dumps:
            st = scopes.apply(text(d), d.scope if d.scope != "[module]" else "")
            whole_ir = "\n".join(scopes.module_lines(machine=True)) + "\n"
            yield Step(d.index, d.index, st.before, st.after, part=st.part, whole=whole_ir)
        return
    n = len(dumps)
    held: dict[int, str | None] = {}  # snapshot texts from the current pass's own on

    def read(i: int) -> str | None:
        if i not in held:
            held[i] = text(dumps[i]) if i < n else (final.read_bytes().decode("utf-8", errors="replace")
                                                    if final is not None else None)
        return held[i]

    for sp in pass_spans([d.kind for d in dumps], whole):
        before, after = read(sp.before), read(sp.after)
        if sp.index == sp.owner:  # the pass is done: no later span reads what came before its last snapshot
            for k in [k for k in held if k < sp.after]:
                del held[k]
        yield Step(dumps[sp.index].index, dumps[sp.owner].index, before, after, remainder=sp.remainder)


# ----------------------------------------------------------------------------- what a text holds

# e.g.   %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
_LL_INTRINSIC = re.compile(r"@(?P<name>llvm\.[\w.]+)\(")
# e.g.   %255:b32 = LD_i32 0, 0, 101, 3, 32, -1, &matmul_kernel_param_8, 0 :: (dereferenceable invariant load …)
_MIR_INST = re.compile(r"^\s+(?:(?:%\w+(?::\w+)?|\$\w+)(?:, (?:%\w+(?::\w+)?|\$\w+))* = )?(?P<op>[A-Z][\w]*)\b",
                       re.MULTILINE)
# e.g. tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
_INLINE_DOT_OP = re.compile(r"#ttg\.dot_op<\{[^{}]*\}>")
# e.g.     %c = ttng.warp_group_dot %a, %b, %acc {inputPrecision = 0 : i32} : … loc(#loc40)
_MLIR_HINT = re.compile(r"^\s*(?:module\b|tt\.func|llvm\.func|#)", re.MULTILINE)


def ops_of(text: str, dialect: str = "mlir") -> Counter[str]:
    """Op names and their counts: MLIR op lines (:func:`ir_explorer.ir.ttgir.op_counts`); for LLVM IR the
    instruction opcodes (``fadd``, ``call``) and the intrinsics called (``llvm.nvvm.barrier0``); for
    machine code (MIR) the opcodes (``LD_i32``)."""
    if dialect == "mlir":
        return op_counts(text)
    if text.lstrip().startswith("# Machine code"):
        return Counter(m.group("op") for m in _MIR_INST.finditer(text))
    counts = Counter(llir.opcodes(text))
    counts.update(m.group("name") for m in _LL_INTRINSIC.finditer(text)  # calls, not the "declare" lines
                  if not text.startswith("declare ", text.rfind("\n", 0, m.start()) + 1))
    return counts


def dialect_of(op: str) -> str:
    """The dialect an op name belongs to: ``ttng.warp_group_dot`` → ``ttng``, ``llvm.nvvm.barrier0`` →
    ``nvvm``; LLVM instructions (``fadd``) → ``llvm-ir``, machine opcodes (``LD_i32``) → ``mir``."""
    if op.startswith("llvm.") and op.count(".") >= 2 and op.split(".")[1] in ("nvvm", "amdgcn", "x86", "aarch64"):
        return op.split(".")[1]
    if "." in op:
        return op.split(".", 1)[0]
    return "mir" if op[:1].isupper() else "llvm-ir"


def layouts_of(text: str) -> set[str]:
    """The layouts a TTGIR module defines, described by content (:meth:`Layout.describe`, so ``#blocked1``
    renamed ``#blocked2`` is the same layout): its aliases (``#blocked``, ``#shared``, ``#mma``,
    ``#linear`` …) and the ``#ttg.dot_op`` encodings written inline in types."""
    aliases = parse_aliases(text) if text.startswith("#") else {}
    found = {lay.describe() for lay in aliases.values()
             if not isinstance(lay, SharedMemorySpace) and not lay.raw.startswith("#llvm.")}  # not debug info
    found.update(parse_layout(m.group(0), aliases).describe() for m in _INLINE_DOT_OP.finditer(text))
    return found


@dataclass
class _Facts:
    lines: Counter[str]
    ops: Counter[str]
    layouts: set[str]


class _FactCache:
    """Facts of the last few texts seen (a step's ``after`` is the next step's ``before``)."""

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect
        self.cache: dict[str, _Facts] = {}

    def __call__(self, text: str) -> _Facts:
        facts = self.cache.get(text)
        if facts is None:
            if len(self.cache) >= 4:
                self.cache.pop(next(iter(self.cache)))
            mlir = self.dialect == "mlir"
            facts = _Facts(Counter(text.splitlines()), ops_of(text, self.dialect),
                           layouts_of(text) if mlir else set())
            self.cache[text] = facts
        return facts


# ----------------------------------------------------------------------------- the graph


def _label(d: PassDump) -> str:
    return d.name if d.kind == "after" or not d.short_arg else f"{d.name}: {d.short_arg}"


def build_graph(dumps: Sequence[PassDump], final: Blob | None = None, dialect: str = "mlir",
                text: Callable[[PassDump], str] = PassDump.text) -> nx.DiGraph:
    """The pipeline as a ``networkx.DiGraph``: one node per snapshot, keyed by its index.

    Node attributes: ``index``, ``name``, ``arg``, ``scope``, ``kind`` (as :class:`PassDump`), ``label``;
    ``changed`` (``None``: unknown), ``lines_added``/``lines_removed`` (multiset line counts),
    ``ops_added``/``ops_removed`` (``{dialect: op lines}``), ``op_deltas`` (``{op name: change in count}``),
    ``layouts_introduced`` (descriptions of layouts in the IR after and not before, sorted), ``failed``
    (the pass failed: an ``IR Dump After … Failed`` snapshot follows). A pass with internal steps has
    the stats of the whole pass, each step those of its own step.
    Edges: ``kind="next"`` from each pass to the next (internal steps and failure snapshots excluded),
    ``kind="step"`` from a pass to each of its internal steps, ``kind="failed"`` from a failing pass to
    its failure snapshot. Graph attribute ``dialect``.
    """
    import networkx as nx  # deferred: only the pipeline graph needs it

    g = nx.DiGraph(dialect=dialect)
    for d in dumps:
        g.add_node(d.index, index=d.index, name=d.name, arg=d.arg, scope=d.scope, kind=d.kind, label=_label(d),
                   changed=None, lines_added=0, lines_removed=0, ops_added={}, ops_removed={}, op_deltas={},
                   layouts_introduced=(), failed=False)
    facts = _FactCache(dialect)
    for st in steps(dumps, final, dialect, text, whole=True):
        _set_stats(g.nodes[st.index], st.before, st.after, facts)
    main = [d for d in dumps if d.kind not in ("internal", "failed")]
    for a, b in zip(main, main[1:], strict=False):
        g.add_edge(a.index, b.index, kind="next")
    owner: int | None = None
    for d in dumps:
        if d.kind in ("internal", "failed") and owner is not None:
            g.add_edge(owner, d.index, kind="step" if d.kind == "internal" else "failed")
            if d.kind == "failed":
                g.nodes[owner]["failed"] = True
        elif d.kind not in ("internal", "failed"):
            owner = d.index
    return g


def _set_stats(node: dict[str, Any], before: str | None, after: str | None, facts: _FactCache) -> None:
    if before is None or after is None:
        return
    if before == after:
        node["changed"] = False
        return
    fb, fa = facts(before), facts(after)
    if facts.dialect == "mlir" and printed_apart(before, after):  # a pipeliner step printed bare (trial 9a F3)
        node["changed"], node["lines_added"], node["lines_removed"] = canonical_changes(before, after)
    else:
        node["changed"] = before != after
        node["lines_added"] = sum((fa.lines - fb.lines).values())
        node["lines_removed"] = sum((fb.lines - fa.lines).values())
    deltas = {op: fa.ops[op] - fb.ops[op] for op in fa.ops.keys() | fb.ops.keys() if fa.ops[op] != fb.ops[op]}
    added: Counter[str] = Counter()
    removed: Counter[str] = Counter()
    for op, delta in deltas.items():
        (added if delta > 0 else removed)[dialect_of(op)] += abs(delta)
    node["op_deltas"] = dict(sorted(deltas.items()))
    node["ops_added"], node["ops_removed"] = dict(sorted(added.items())), dict(sorted(removed.items()))
    node["layouts_introduced"] = tuple(sorted(fa.layouts - fb.layouts))


# ----------------------------------------------------------------------------- blame


@dataclass(frozen=True)
class Change:
    """One step that changed how often the op or text occurs."""

    index: int
    """The snapshot credited (:attr:`Step.index`)."""
    owner: int
    label: str
    """``TritonGPUAccelerateMatmul: tritongpu-accelerate-matmul``, ``TritonGPUPipeline/LowerLoops`` or
    ``TritonGPUPipeline: tritongpu-pipeline (after its last internal step)``."""
    scope: str
    before: int
    """Occurrences before the step, in the whole IR (LLVM: the module as far as the snapshots show it)."""
    after: int
    before_snippet: tuple[str, ...]
    after_snippet: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "pass_index": self.owner, "pass": self.label, "scope": self.scope,
                "before": self.before, "after": self.after, "before_snippet": list(self.before_snippet),
                "after_snippet": list(self.after_snippet)}


@dataclass(frozen=True)
class Blame:
    """Where an op or text appears along a pipeline: its count before the first pass, and each step
    that changed it (in pipeline order)."""

    initial: int
    changes: tuple[Change, ...] = field(default=())
    final: int = 0
    """The count after the last step."""

    @property
    def first(self) -> Change | None:
        """The step that first made it appear (count 0 → more); ``None`` when it was there from the
        start or never appears."""
        return next((c for c in self.changes if c.before == 0 and c.after > 0), None) if self.initial == 0 else None

    @property
    def found(self) -> bool:
        return self.initial > 0 or bool(self.changes)

    def to_json(self) -> dict[str, Any]:
        """``found``, ``initial``, ``final``, the ``first`` change and every change (:meth:`Change.to_json`)."""
        first = self.first
        return {"found": self.found, "initial": self.initial, "final": self.final,
                "first": first.to_json() if first is not None else None,
                "changes": [c.to_json() for c in self.changes]}


@dataclass(frozen=True)
class Query:
    """What ``blame`` follows: an op (an MLIR op name; with LLVM, an instruction, intrinsic or MIR opcode) or
    a regular expression matched per line. Build it with :func:`query`."""

    op: str | None
    pattern: str | None
    dialect: str
    count: Callable[[str], int]
    """How often it occurs in one snapshot's text."""
    matches: Callable[[str], bool]
    """Whether one line holds it (for the before/after snippets)."""

    @property
    def what(self) -> str:
        """How messages name it: the op, or ``/REGEX/``."""
        return self.op if self.op is not None else f"/{self.pattern}/"

    def to_json(self) -> dict[str, str]:
        return {"op": self.op} if self.op is not None else {"pattern": self.pattern or ""}


def query(op: str | None, pattern: str | None, dialect: str = "mlir") -> Query:
    """The :class:`Query` for exactly one of ``op`` and ``pattern``. Raises :class:`UsageError` for neither or
    both, an invalid regular expression, or one that matches the empty string (it would be found everywhere)."""
    from ir_explorer.core.errors import UsageError

    if (op is None) == (pattern is None):
        raise UsageError("give one of --op NAME or --pattern REGEX")
    if pattern is not None:
        try:
            rx = re.compile(pattern, re.MULTILINE)
        except re.error as exc:
            raise UsageError(f"--pattern {pattern!r} is not a valid regular expression: {exc}") from exc
        if rx.fullmatch(""):
            raise UsageError(f"--pattern {pattern!r} matches the empty string: it would be found everywhere")
        return Query(None, pattern, dialect, pattern_counter(rx), lambda line: rx.search(line) is not None)
    assert op is not None
    word = re.compile(rf"(?<![\w.]){re.escape(op)}(?![\w.])")
    return Query(op, None, dialect, op_counter(op, dialect), lambda line: word.search(line) is not None)


def ops_seen(dumps: Sequence[PassDump], dialect: str) -> set[str]:
    """Every op name (LLVM: opcode, intrinsic) in the snapshots, each distinct text read once (stored blobs
    are shared): what a misspelt ``--op`` is compared with."""
    seen: set[str] = set()
    texts: set[str] = set()
    for d in dumps:
        text = d.text()
        if text not in texts:
            texts.add(text)
            seen.update(ops_of(text, dialect))
    return seen


def op_counter(op: str, dialect: str = "mlir") -> Callable[[str], int]:
    """Count the lines holding op ``op`` (:func:`ops_of`)."""
    return lambda text: ops_of(text, dialect)[op]


def pattern_counter(pattern: re.Pattern[str]) -> Callable[[str], int]:
    """Count the matches of ``pattern`` (compile it with ``re.MULTILINE`` for ``^``/``$`` per line)."""
    return lambda text: sum(1 for _ in pattern.finditer(text))


def blame(dumps: Sequence[PassDump], count: Callable[[str], int], matches: Callable[[str], bool],
          final: Blob | None = None, dialect: str = "mlir", text: Callable[[PassDump], str] = PassDump.text,
          context: int = 2) -> Blame:
    """Follow what ``count`` counts through the steps of a pipeline (:func:`steps`).

    ``matches`` tells whether one line holds it (for the snippets: ``context`` lines of the diff engine's
    normalized lines around the first line it gained or lost, see :func:`_snippets`). Reads each snapshot once.
    """
    by_index = {d.index: d for d in dumps}
    total: int | None = None
    initial = 0
    changes: list[Change] = []
    stage = "llir" if dialect == "llvm" else "ttgir"
    for st in steps(dumps, final, dialect, text):
        if st.after is None:
            continue
        if st.before is None:  # nothing showed this part before (the first LLVM snapshot)
            if total is None:
                total = initial = count(st.whole if st.whole is not None else st.after)
            continue
        if total is None:
            total = initial = count(st.before)
        if st.part == "loop":  # a loop's blocks: its function may not show the change until its next dump
            new_total = total + count(st.after) - count(st.before)
        else:
            new_total = count(st.whole if st.whole is not None else st.after)
        if new_total == total:
            continue
        d, owner = by_index[st.index], by_index[st.owner]
        label = _label(d) if st.index != st.owner or not st.remainder else \
            f"{_label(owner)} (after its last internal step)"
        b_snip, a_snip = _snippets(st.before or "", st.after, matches, context, stage, new_total > total)
        changes.append(Change(st.index, st.owner, label, owner.scope, total, new_total, b_snip, a_snip))
        total = new_total
    return Blame(initial, tuple(changes), total or 0)


def _snippets(before: str, after: str, matches: Callable[[str], bool], context: int, stage: str, gained: bool
              ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``context`` lines of ``before`` and ``after`` around where the target changed, by the diff engine
    (:func:`ir_explorer.engines.diffing.diff_texts`: normalized, patience-diffed): the first changed block with a
    line holding it on the side that ``gained`` it (after) or lost it (before), else on either side. Its
    counterpart is the line of the other side's block most like it (:func:`_tokens`: the ``tt.dot`` that
    a ``ttng.warp_group_dot`` replaced), or where the block's lines were inserted or deleted."""
    from ir_explorer.engines.diffing import diff_texts  # deferred: only for snippets

    d = diff_texts(before, after, stage)
    found: tuple[int, int] | None = None
    for prefer in (True, False):
        for _tag, i1, i2, j1, j2 in d.changes:
            on_right = [j for j in range(j1, j2) if matches(d.right[j])]
            on_left = [i for i in range(i1, i2) if matches(d.left[i])]
            if prefer and not (on_right if gained else on_left):
                continue
            if on_right and (gained or not on_left):
                j = on_right[0]
                found = (_counterpart(d.right[j], d.left, i1, i2, i1 + j - j1), j)
            elif on_left:
                i = on_left[0]
                found = (i, _counterpart(d.left[i], d.right, j1, j2, j1 + i - i1))
            else:
                continue
            break
        if found is not None:
            break
    if found is None:
        return (), ()

    def cut(lines: tuple[str, ...], at: int) -> tuple[str, ...]:
        return tuple(ln.strip()[:200] for ln in lines[max(0, at - context):at + context + 1])

    return cut(d.left, found[0]), cut(d.right, found[1])


def _counterpart(line: str, other: tuple[str, ...], lo: int, hi: int, near: int) -> int:
    """The line of ``other[lo:hi]`` (the other side of a changed block) most like ``line``, within 60 lines
    of ``near`` (the same place in the block), the nearest on a tie; ``lo`` for an empty block."""
    if hi <= lo:
        return lo
    anchor = _tokens(line)
    near = min(max(near, lo), hi - 1)

    def likeness(k: int) -> tuple[float, int]:
        toks = _tokens(other[k])
        return (len(anchor & toks) / len(anchor | toks) if anchor or toks else 0.0, -abs(k - near))

    return max(range(max(lo, near - 60), min(hi, near + 61)), key=likeness)


# e.g. %acc_59 = tt.dot %a_57, %b_58, %acc_41, inputPrecision = tf32 : tensor<128x128xf32, #blocked>
_TOKEN = re.compile(r"%[A-Za-z_$.][\w$.-]*?(?=(?:_\d+)*\b)|%\d+|\b[a-z_]+(?:\.[\w]+)+|@[\w.$]+")


def _tokens(line: str) -> set[str]:
    """The SSA stems (``%acc``), op names and symbols of a line before its types: what an op that replaced
    another shares with it (``%acc = ttng.warp_group_dot %a, %b, %acc`` with ``%acc = tt.dot %a, %b, %acc``)."""
    return set(_TOKEN.findall(line.split(" : ", 1)[0]))


# ----------------------------------------------------------------------------- DOT

#: Node styles: passes that changed the IR, that did not, whose effect is unknown, and that failed.
_STYLES = {
    True: {"style": "filled", "fillcolor": "#ffe9a8", "color": "#b08800"},
    False: {"style": "solid", "color": "#aaaaaa", "fontcolor": "#888888"},
    None: {"style": "dotted"},
    "failed": {"style": "filled", "fillcolor": "#ffc0c0", "color": "#c00000"},
}


def dot_label(node: dict[str, Any], layouts: int = 3) -> str:
    """A node's DOT label: ``#17 TritonGPUAccelerateMatmul``, ``+41 -34 lines``, ops added/removed by
    dialect, and up to ``layouts`` layouts it introduced."""
    scope = node["scope"]
    lines = [f"#{node['index']} {node['name']}"]
    if scope not in ("builtin.module", "[module]", "machine function"):
        lines.append(f"[{scope}]")
    if node["changed"]:
        lines.append(f"+{node['lines_added']} -{node['lines_removed']} lines")
        ops = [f"+{n} {d}" for d, n in node["ops_added"].items()]
        ops += [f"-{n} {d}" for d, n in node["ops_removed"].items()]
        if ops:
            lines.append("ops " + " ".join(ops[:6]))
        lays = node["layouts_introduced"]
        lines += [f"new {lay if len(lay) <= 70 else lay[:69] + '…'}" for lay in lays[:layouts]]
        if len(lays) > layouts:
            lines.append(f"… {len(lays) - layouts} more layouts")
    elif node["changed"] is False:
        lines.append("unchanged")
    if node["failed"]:
        lines.append("FAILED")
    return "\n".join(lines)


def to_dot(graph: nx.DiGraph, name: str = "pipeline") -> str:
    """The graph of :func:`build_graph` as Graphviz DOT text (``networkx.nx_pydot``): labels from
    :func:`dot_label`; changed passes filled, unchanged ones grey, failed ones red; internal steps
    dashed, hung off their pass."""
    import networkx as nx  # deferred: only the pipeline graph needs them

    out = nx.DiGraph()
    out.graph.update(name=name, graph={"rankdir": "TB", "label": name, "labelloc": "t"},
                     node={"shape": "box", "fontname": "Helvetica", "fontsize": "10"})
    for n, data in graph.nodes(data=True):
        style = dict(_STYLES["failed" if data["failed"] else data["changed"]])
        if data["kind"] == "internal":
            style["style"] = style["style"] + ",dashed" if style["style"] != "solid" else "dashed"
        out.add_node(f"p{n}", label=dot_label(data), tooltip=data["arg"] or data["name"], **style)
    for a, b, data in graph.edges(data=True):
        attrs = {"style": "dashed", "label": data["kind"]} if data["kind"] != "next" else {}
        out.add_edge(f"p{a}", f"p{b}", **attrs)
    return str(nx.nx_pydot.to_pydot(out).to_string())
