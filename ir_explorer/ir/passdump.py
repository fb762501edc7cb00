"""Split an ``MLIR_ENABLE_DUMP`` log into per-pass snapshots. Pure functions over text.

Triton's pass managers print the whole module before every pass when ``MLIR_ENABLE_DUMP`` is
set (``python/src/ir.cc``: ``enableIRPrinting`` with ``printModuleScope``), to stderr or to
``MLIR_DUMP_PATH``. Each snapshot starts with a header line; the software pipeliner adds its
own "internal" snapshots while it runs (``dump-intermediate-steps``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

# e.g. // -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //
# e.g. // -----// IR Dump Before CanonicalizerPass: canonicalize{  max-iterations=10 } ('tt.func' operation: @matmul_kernel) //----- //  # noqa: E501
# e.g. // -----// IR Dump After TritonGPUAccelerateMatmul Failed: tritongpu-accelerate-matmul ('builtin.module' operation) //----- //  # noqa: E501
# Triton 3.6 (an older MLIR) prints the argument in parentheses, without options:
# e.g. // -----// IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: @triton.language.standard.cdiv__i32__(1,)cconstexpr_64_) //----- //  # noqa: E501
# A pass class in an anonymous namespace has no registered argument (cuda:100/120, Triton 3.9):
# e.g. // -----// IR Dump Before (anonymous namespace)::VerifyWarpSpecializationPartitions: unknown<(anonymous namespace)::VerifyWarpSpecializationPartitions> ('builtin.module' operation) //----- //  # noqa: E501
_PASS_HEADER = re.compile(
    r"^// -----// IR Dump (?P<when>Before|After) (?P<name>(?:\(anonymous namespace\)::)?[\w:.]+)(?P<failed> Failed)?"
    r"(?:: (?P<arg>.*?)| \((?P<arg_old>[^')][^)]*)\))? \('(?P<op>[^']+)' operation(?:: (?P<sym>@.+?))?\)"
    r" //----- //\s*$"
)
# e.g. // -----// SoftwarePipeliner internal IR Dump After: LowerLoops
_INTERNAL_HEADER = re.compile(r"^// -----// (?P<owner>\w+) internal IR Dump After: (?P<step>.+?)\s*$")
# Any header line: cheap prefilter for the scan.
_ANY_HEADER = re.compile(r"^// -----// .*$", re.MULTILINE)

#: The pass whose internal dumps are labelled "SoftwarePipeliner" in the log.
_INTERNAL_OWNERS = {"SoftwarePipeliner": "TritonGPUPipeline"}


@dataclass(frozen=True)
class RawSnapshot:
    """One snapshot cut from a dump, before any storage: the header fields and the IR body."""

    name: str
    """Pass class name (``TritonGPUCoalesce``) or ``Owner/step`` for internal dumps."""
    arg: str
    """Pass argument and options as printed (``tritongpu-pipeline{num-stages=3}``)."""
    scope: str
    """``builtin.module`` or ``tt.func @kernel``."""
    kind: str
    """``before``, ``internal`` or ``failed``."""
    body: str
    """The IR text (without the header), ending with a newline."""
    line: int
    """1-based line of the header in the dump."""


def iter_snapshots(text: str) -> Iterator[RawSnapshot]:
    """Yield every snapshot of a dump in order. Unknown ``// -----//`` lines are left inside bodies.

    Never raises on malformed input: text before the first header is ignored, and a header
    that does not parse is treated as body text of the previous snapshot.
    """
    headers: list[tuple[int, int, RawSnapshot]] = []  # (header start, body start, fields)
    line_no = 1
    last_pos = 0
    for match in _ANY_HEADER.finditer(text):
        line_no += text.count("\n", last_pos, match.start())
        last_pos = match.start()
        fields = _parse_header(match.group(0), line_no)
        if fields is not None:
            headers.append((match.start(), match.end() + 1, fields))
    for i, (_, body_start, fields) in enumerate(headers):
        end = headers[i + 1][0] if i + 1 < len(headers) else len(text)
        body = text[body_start:end]
        yield RawSnapshot(fields.name, fields.arg, fields.scope, fields.kind, body, fields.line)


def _parse_header(line: str, line_no: int) -> RawSnapshot | None:
    m = _PASS_HEADER.match(line)
    if m is not None:
        scope = m.group("op") + (f" {m.group('sym')}" if m.group("sym") else "")
        kind = "failed" if m.group("failed") else ("before" if m.group("when") == "Before" else "after")
        arg = m.group("arg") or m.group("arg_old") or ""
        return RawSnapshot(m.group("name"), arg.strip(), scope, kind, "", line_no)
    m = _INTERNAL_HEADER.match(line)
    if m is not None:
        owner = _INTERNAL_OWNERS.get(m.group("owner"), m.group("owner"))
        return RawSnapshot(f"{owner}/{m.group('step')}", "", "builtin.module", "internal", "", line_no)
    return None


@dataclass(frozen=True)
class PassStats:
    """How one snapshot differs from the next one (what the pass did)."""

    changed: bool | None
    """``None`` for the last snapshot, whose successor the dump does not show."""
    lines_added: int
    lines_removed: int


@dataclass(frozen=True)
class Span:
    """Which two snapshots one pass (or one internal step of a pass) is credited with: the IR it saw and
    the IR it left, as indices into the pipeline's snapshots (``len(snapshots)``: the final IR)."""

    index: int
    """The snapshot credited: the pass's ``before`` snapshot, or an ``internal`` step's own snapshot."""
    owner: int
    """The pass it belongs to (``index`` except for internal steps)."""
    before: int
    after: int
    remainder: bool = False
    """The part of a pass after its last internal step (``whole=False`` only)."""


def pass_spans(kinds: Sequence[str], whole: bool = True) -> Iterator[Span]:
    """The spans of an MLIR pipeline whose snapshots have these kinds (:attr:`RawSnapshot.kind`), in pipeline order
    (a pass's internal steps, then the pass). The one place that decides what each pass is credited with,
    for the stored stats (:func:`pass_stats`: ``passes``, the TUI) and :func:`ir_explorer.engines.passgraph.steps`
    (the graph, ``blame``).

    Snapshot ``i`` is the IR *before* pass ``i``, so a pass goes from its snapshot to the next one. A pass
    that dumps its own intermediate IR (the software pipeliner's ``internal`` snapshots, the IR after each
    of its steps; ``SoftwarePipeliner.cpp``) has one span per step, from the IR before the step to its
    dump, and the pass itself spans:

    * with ``whole`` (what ``passes``, the TUI and the graph show): from the IR before it to the next
      snapshot after its steps, i.e. everything the pass did: a pass is one thing to a user, and a pass
      whose work is all in its steps must not read "unchanged";
    * without (what ``blame`` follows): only from its last internal dump to the next snapshot
      (``remainder``), so that the steps and the remainder add up to the pass with nothing counted twice.

    A ``failed`` snapshot (the IR a failing pass left) ends the span of the pass before it and has none.
    """
    n = len(kinds)
    i = 0
    while i < n:
        j = i + 1
        if kinds[i] == "failed":
            i = j
            continue
        while j < n and kinds[j] == "internal":
            yield Span(j, i, j - 1, j)
            j += 1
        yield Span(i, i, i if whole else j - 1, j, remainder=not whole and j > i + 1)
        i = j


def snapshot_after(kinds: Sequence[str], index: int) -> int:
    """The index of the snapshot that holds the IR after pass ``index`` of a pipeline whose snapshots have these
    kinds (:func:`pass_spans`' ``after``: the next snapshot, but the one after its steps for a pass that dumps its
    own, and its own for an internal step; ``len(kinds)``: the final IR). ``index + 1`` for an index with no span
    (a ``failed`` snapshot)."""
    return next((sp.after for sp in pass_spans(kinds) if sp.index == index), index + 1)


def pass_stats(bodies: Sequence[str], final: str | None = None, kinds: Sequence[str] | None = None
               ) -> list[PassStats]:
    """What each snapshot's pass did, by :func:`pass_spans` (whole passes): the snapshot before against the
    snapshot after (``final`` after the last one, when known). Without ``kinds`` every snapshot is a pass.

    Lines are compared as multisets, so the counts are what a pass added and removed, independent of moves.
    ``changed`` compares the texts; where one of the two is printed bare (no ``loc(…)``: the software pipeliner's
    internal steps print the module so, the snapshot before them with locations and aliases), it compares their
    :func:`canonical_module` forms, so a step that changed nothing but the printing is not "changed" (``diff
    --passes``, which normalizes, said "no changes" for the ``LowerLoops`` step of a kernel without a loop that
    ``passes`` marked changed), and counts the lines added and removed on those forms too
    (:func:`canonical_changes`). A snapshot with no span (a ``failed`` one) or whose IR after is unknown gets
    ``changed=None``. O(total lines).
    """
    n = len(bodies)
    texts: list[str | None] = [*bodies, final]
    counters: dict[int, Counter[str]] = {}

    def lines(i: int) -> Counter[str]:
        if i not in counters:
            counters[i] = Counter((texts[i] or "").splitlines())
        return counters[i]

    stats = [PassStats(None, 0, 0)] * n
    for sp in pass_spans(kinds if kinds is not None else ["before"] * n):
        a, b = sp.before, sp.after
        ta, tb = texts[a], texts[b]
        if ta is not None and tb is not None:
            if ta != tb and printed_apart(ta, tb):
                stats[sp.index] = PassStats(*canonical_changes(ta, tb))
                continue
            stats[sp.index] = PassStats(ta != tb, sum((lines(b) - lines(a)).values()),
                                        sum((lines(a) - lines(b)).values()))
    return stats


def printed_apart(before: str, after: str) -> bool:
    """Whether one of two MLIR modules is printed bare (no ``loc(…)``: the software pipeliner's internal steps)
    and the other with locations and aliases, so that their lines differ by the printing alone."""
    return (_LOC_USE.search(before) is None) != (_LOC_USE.search(after) is None)


def canonical_changes(before: str, after: str) -> tuple[bool, int, int]:
    """``(changed, lines added, lines removed)`` between two modules compared on their :func:`canonical_module`
    forms (lines as multisets): what a step printed bare did, not what its printing did (trial 9a F3: a
    ``LowerLoops`` step of a kernel without a loop read "changed -" with 73 lines added and 147 removed, the
    ``#loc`` lines and renamed values)."""
    kb, ka = canonical_module(before), canonical_module(after)
    cb, ca = Counter(kb.splitlines()), Counter(ka.splitlines())
    return kb != ka, sum((ca - cb).values()), sum((cb - ca).values())


# e.g.     %offs = arith.constant 1024 : i32 loc(#loc18)    e.g. %x_ptr: !tt.ptr<f16> loc("x_ptr"(#loc))
_LOC_USE = re.compile(r" loc\(")
# e.g. #blocked = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
_ALIAS_DEF = re.compile(r"^(?P<alias>#[\w$.-]+) = (?P<body>.*)$", re.MULTILINE)
_ALIAS_USE = re.compile(r"#[A-Za-z_][\w$.-]*")
# e.g. %acc_80:9    e.g. %acc_80#2    e.g. %arg0    e.g. %12
_SSA = re.compile(r"%(?P<name>[\w$.-]+)(?P<tail>[:#]\d+)?")


def canonical_module(text: str) -> str:
    """An MLIR module's text with what only its printing changes taken out, so that a module printed with source
    locations, aliases and name locations (``%offs``, ``#blocked``) and the same module printed bare (``%1``, the
    layout inline: the software pipeliner's internal steps, ``dump-intermediate-steps``) compare equal: ``loc(…)``
    (balanced) and ``#loc``/alias definition lines dropped, each alias use replaced by its definition, and every
    SSA name replaced by ``%vN`` in order of first appearance (``:N``/``#N`` result suffixes kept)."""
    aliases = {m.group("alias"): m.group("body") for m in _ALIAS_DEF.finditer(text)
               if not m.group("body").startswith("loc(")}
    out = []
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        while (i := line.find(" loc(")) >= 0:  # balanced: loc("x_ptr"(#loc)) goes whole
            depth, j = 0, i + 4
            for j in range(i + 4, len(line)):
                depth += {"(": 1, ")": -1}.get(line[j], 0)
                if depth == 0:
                    break
            line = line[:i] + line[j + 1:]
        for _ in range(4):  # an alias may name another (#ttg.dot_op<{parent = #mma}>)
            line = _ALIAS_USE.sub(lambda m: aliases.get(m.group(0), m.group(0)), line)
        out.append(line.rstrip())
    names: dict[str, str] = {}
    body = "\n".join(out)
    return _SSA.sub(lambda m: names.setdefault(m.group("name"), f"%v{len(names)}") + (m.group("tail") or ""), body)


class _Snapshot(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...


_S = TypeVar("_S", bound=_Snapshot)


def failing_pass(snapshots: Sequence[_S]) -> _S | None:
    """The pass a failed compile died in: an ``After … Failed`` dump, else the last ``Before``.

    Works on :class:`RawSnapshot` and on stored :class:`~ir_explorer.core.model.PassDump` alike.
    """
    for snap in reversed(snapshots):
        if snap.kind == "failed":
            return snap
    for snap in reversed(snapshots):
        if snap.kind == "before":
            return snap
    return None


def match_pass(names: Sequence[tuple[str, str]], selector: str) -> list[int]:
    """Indices of the passes whose class name or argument matches ``selector`` (case-insensitive).

    ``names`` holds ``(class name, argument)`` pairs. ``selector`` matches a class name
    (``TritonGPUCoalesce``), an argument without options (``tritongpu-coalesce``) or a
    substring of either when nothing matches exactly.
    """
    sel = selector.strip().lower()
    exact = [i for i, (name, arg) in enumerate(names)
             if sel in (name.lower(), arg.split("{", 1)[0].lower())]
    if exact:
        return exact
    return [i for i, (name, arg) in enumerate(names) if sel in name.lower() or sel in arg.lower()]


# ----------------------------------------------------------------------------- LLVM print-after-all scopes

# e.g. define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, …) #0 !dbg !4 {
_LL_DEFINE = re.compile(r'^define\b[^@]*@(?P<name>[\w.$-]+|"[^"]+")\(')
# e.g. # Machine code for function matmul_kernel: NoPHIs, TracksLiveness, TiedOpsRewritten
_MIR_HEAD = re.compile(r"^# Machine code for function (?P<name>[^:\s]+):", re.MULTILINE)
# e.g. 181:                                              ; preds = %181, %.lr.ph
# e.g. .lr.ph:                                           ; preds = %11
_LL_LABEL = re.compile(r'^(?P<label>[\w.$-]+|"[^"]+"):(?:\s|$)')
# e.g. loop %<unnamed loop> in function matmul_kernel   (the new pass manager's loop-pass scope)
_LOOP_SCOPE = re.compile(r"\bin function (?P<name>\S+)$")
#: The section comments of a loop pass's dump (``Loop::print``), not IR.
_LOOP_SECTIONS = ("; Preheader:", "; Loop:", "; Exit blocks")
#: Lines that only a whole-module print has.
_MODULE_MARKS = ("; ModuleID = ", "source_filename = ", "target datalayout = ", "target triple = ")


@dataclass(frozen=True)
class LLVMStep:
    """What one LLVM print-after-all snapshot shows that its pass did.

    ``before`` and ``after`` are the IR of the part the pass ran on (the module, one or more functions,
    one machine function, or one loop's blocks), before and after it; ``before`` is ``None`` when
    nothing earlier showed that part (the first snapshot)."""

    part: str
    """``module``, ``function``, ``machine function`` or ``loop``."""
    before: str | None
    after: str
    stats: PassStats


class LLVMScopes:
    """The current IR of every function, machine function and the module's other lines, updated one
    print-after-all snapshot at a time, so that each snapshot is compared with the IR its pass saw.

    ``-print-after-all`` prints what a pass ran on (``llvm/lib/Passes/StandardInstrumentations.cpp``,
    ``printIR``): the whole module for a module pass, one function for a function pass (new pass
    manager: ``on NAME``; legacy code-generator passes print no scope), the functions of an SCC for a
    CGSCC pass, a loop's blocks for a loop pass (``; Preheader:`` / ``; Loop:`` / ``; Exit blocks``),
    and the machine code for a machine-function pass. Comparing each snapshot with the previous one
    of the same header scope credits a module pass with what the function passes before it did (and
    a function pass with what module passes did); here a module snapshot is compared with the module
    as the function passes left it, a function with its latest state from any snapshot, and the first
    machine function with the LLVM IR function it was selected from.

    A loop snapshot is compared with the previous snapshot of the same loop when nothing else showed
    its function since, else with its function's blocks of the same labels; it updates the function
    when all its labels are found there. A loop pass that renumbers the function's blocks (loop
    rotation) cannot be patched in, and the next function pass is credited with its change too.
    Never raises on malformed text.
    """

    def __init__(self) -> None:
        self.layout: list[str] | None = None
        """The module's lines outside functions, with ``\0NAME`` where function NAME stands."""
        self.functions: dict[str, list[str]] = {}
        self.machine: dict[str, list[str]] = {}
        self.loops: dict[str, list[str]] = {}
        """The latest loop snapshot of each scope, while nothing else has shown its function since."""

    def apply(self, body: str, scope: str = "") -> LLVMStep:
        """Compare ``body`` (a snapshot's IR, header cut) with the state, then make it the state."""
        lines = body.splitlines()
        mir = _MIR_HEAD.search(body, 0, 4096)
        if mir is not None:
            name = mir.group("name")
            prev = self.machine.get(name, self.functions.get(name))
            self.machine[name] = lines
            return _step("machine function", prev, lines)
        head = next((ln for ln in lines if ln.strip()), "")
        if head.startswith(_LOOP_SECTIONS):
            return self._loop(lines, scope)
        layout, funcs = _split_functions(lines)
        self.loops.clear()
        if any(ln.startswith(_MODULE_MARKS) for ln in layout):
            prev = self.module_lines() if self.layout is not None or self.functions else None
            self.layout, self.functions = layout, funcs
            return _step("module", prev, lines)
        prev_fn: list[str] = []
        known = False
        for name, flines in funcs.items():
            if name in self.functions:
                known = True
                prev_fn += self.functions[name]
            self.functions[name] = flines
        after = [ln for name in funcs for ln in funcs[name]]
        return _step("function", prev_fn if known else None, after)

    def module_lines(self, machine: bool = False) -> list[str]:
        """The whole module as the latest snapshots show it (functions no module print placed go last);
        with ``machine``, each function that has machine code as that machine code."""
        out: list[str] = []
        placed: set[str] = set()
        for ln in self.layout or []:
            if ln.startswith("\0"):
                placed.add(ln[1:])
                out += self._function(ln[1:], machine)
            else:
                out.append(ln)
        for name in [*self.functions, *self.machine]:
            if name not in placed:
                placed.add(name)
                out += self._function(name, machine)
        return out

    def _function(self, name: str, machine: bool) -> list[str]:
        if machine and name in self.machine:
            return self.machine[name]
        return self.functions.get(name, [])

    def _loop(self, lines: list[str], scope: str) -> LLVMStep:
        after = [ln for ln in lines if not ln.startswith(_LOOP_SECTIONS)]
        blocks = {label: blk for label, blk in _blocks(after).items() if label or any(ln.strip() for ln in blk)}
        if scope in self.loops:
            prev: list[str] | None = self.loops[scope]
        else:
            m = _LOOP_SCOPE.search(scope)
            name = m.group("name") if m and m.group("name") in self.functions else None
            if name is None:  # a legacy loop pass names no function: the one holding most of the loop's blocks
                name = max(self.functions, default=None,
                           key=lambda n: len(blocks.keys() & _blocks(self.functions[n]).keys()))
            prev = None
            if name is not None:
                fn_blocks = _blocks(self.functions[name])
                head, fn_blocks[""] = _cut_define(fn_blocks.get("", []))
                prev = [ln for label in blocks if label in fn_blocks for ln in fn_blocks[label]] or None
                if blocks.keys() <= fn_blocks.keys():  # patch the loop's blocks into its function
                    self.functions[name] = head + [ln for label, blk in fn_blocks.items()
                                                   for ln in blocks.get(label, blk)]
        self.loops[scope] = after
        return _step("loop", prev, after)


def _step(part: str, before: list[str] | None, after: list[str]) -> LLVMStep:
    """The step from ``before`` to ``after``, blank lines left out (dumps of parts space them differently)."""
    after = [ln for ln in after if ln.strip()]
    if before is not None:
        before = [ln for ln in before if ln.strip()]
    if before is None:
        return LLVMStep(part, None, "\n".join(after) + "\n", PassStats(None, 0, 0))
    b, a = Counter(before), Counter(after)
    stats = PassStats(before != after, sum((a - b).values()), sum((b - a).values()))
    return LLVMStep(part, "\n".join(before) + "\n", "\n".join(after) + "\n", stats)


def _split_functions(lines: list[str]) -> tuple[list[str], dict[str, list[str]]]:
    """The lines outside function bodies with ``\0NAME`` in place of function NAME, and each ``define``'s
    lines (with a ``; Function Attrs`` comment right above it) up to its closing ``}``."""
    rest: list[str] = []
    funcs: dict[str, list[str]] = {}
    i = 0
    while i < len(lines):
        m = _LL_DEFINE.match(lines[i])
        if m is None:
            rest.append(lines[i])
            i += 1
            continue
        start = i - 1 if rest and rest[-1].startswith("; Function Attrs:") else i
        if start < i:
            rest.pop()
        end = i
        while end < len(lines) and lines[end] != "}":
            end += 1
        funcs[m.group("name")] = lines[start:end + 1]
        rest.append("\0" + m.group("name"))
        i = end + 1
    return rest, funcs


def _cut_define(entry: list[str]) -> tuple[list[str], list[str]]:
    """A function's ``""`` block split after its ``define`` line: (header lines, entry block lines)."""
    k = next((i for i, ln in enumerate(entry) if ln.startswith("define")), -1)
    return entry[:k + 1], entry[k + 1:]


def _blocks(lines: list[str]) -> dict[str, list[str]]:
    """A function's (or a loop dump's) lines by basic block: ``""`` for the lines before the first
    label (the ``define`` line and the entry block), ``"}"`` for the closing brace and what follows."""
    out: dict[str, list[str]] = {}
    current = ""
    for ln in lines:
        if ln == "}":
            current = "}"
        else:
            m = _LL_LABEL.match(ln)
            if m is not None and not ln.startswith(("define", ";")):
                current = m.group("label")
        out.setdefault(current, []).append(ln)
    return out
