"""What each MLIR pass cost: its wall time from MLIR's pass timing, and the size of the IR it left. Pure
functions over text.

**Time.** With ``MLIR_ENABLE_TIMING=1`` Triton's ``pass_manager.run`` calls ``PassManager::enableTiming()``
(``python/src/ir.cc``, read in C++ by ``getBoolEnv`` in Triton 3.6 and 3.9; 3.9's ``knobs.py`` has no Python
knob for it). MLIR's default timing manager then prints one "Execution time report" to stderr per pass
manager (``mlir/lib/Support/Timing.cpp``, tree display), one row per pass *instance* in pipeline order, indented
two spaces per nesting level::

    ===-------------------------------------------------------------------------===
                             ... Execution time report ...
    ===-------------------------------------------------------------------------===
      Total Execution Time: 0.0568 seconds

      ----Wall Time----  ----Name----
        0.0034 (  6.0%)  ConvertTritonToTritonGPU
        0.0013 (  2.4%)  'any' Pipeline
        0.0007 (  1.2%)    CanonicalizerPass
        0.0000 (  0.0%)    (A) DominanceInfo
       -0.0000 ( -0.0%)  Rest
        0.0568 (100.0%)  Total

A multi-threaded context adds a ``----User Time----`` column before the wall time. Times are seconds with 4
decimals (0.1 ms resolution). A pass's row is its own time between MLIR's before- and after-pass
instrumentation hooks (``PassInstrumentor``, ``mlir/lib/Pass/Pass.cpp``: the pass and the verifier run after
it); the IR printing that ``MLIR_ENABLE_DUMP`` adds runs in the hooks of the printing instrumentation, which
Triton installs before the timing one, so it falls outside the pass's row, and inside a nested pipeline's
``'op' Pipeline`` row (not shown per pass here) and ``Rest``.

**Which snapshot a row times.** Every pass instance dumps an ``IR Dump Before`` snapshot, but not every
snapshot has a row: the inliner's own canonicalization of each callee dumps snapshots and is timed inside
``InlinerPass``; a nested pipeline over several functions dumps one snapshot per function and has one row.
:func:`align_times` matches rows to snapshots by pass name and anchor op, as the longest common subsequence
that takes the latest snapshot on a tie; a row still unmatched (MLIR keeps one timer node per pipeline, so a
second run of a nested pipeline is listed under the first run's row) takes the first unmatched snapshot of its pass
after the snapshot of the row before it. A nested pipeline's row with a later snapshot of its pass left over in the
same report may sum several runs (MLIR keys a pipeline's timer by its op name) and times none. A snapshot without a
row has no time of its own.

**Size.** :func:`ir_size` counts a snapshot's lines, its op lines (:func:`ir_explorer.ir.ttgir.op_counts`)
and finds its largest ranked ``tensor<…>`` type by element count.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ir_explorer.core.model import IRSize, PassDump
from ir_explorer.ir.passdump import pass_spans
from ir_explorer.ir.ttgir import op_counts

#: How the per-pass times are measured, as the views name it.
TIMING_METHOD = "MLIR pass timing (MLIR_ENABLE_TIMING)"

# e.g. ===-------------------------------------------------------------------------===
#                               ... Execution time report ...
# e.g.   ----Wall Time----  ----Name----
#        0.0582 (  8.5%)  ConvertTritonGPUToLLVM
#        0.6813 (100.0%)  Total
# e.g.     1.0451 (100.0%)    0.8478 (100.0%)  Total     (Triton 3.4: user and wall columns)
_REPORT = re.compile(
    r"^===-+===\n[ \t]*\.\.\. Execution time report \.\.\.\n===-+===\n(?:.*\n)*?"
    r"(?:[ \t]*-?\d+\.\d+ \([ \d.-]*%\))+  Total[ \t]*(?:\n|$)", re.MULTILINE)
# e.g.     0.0014 ( 39.9%)  InlinerPass
# e.g.     0.0008 ( 21.9%)    CanonicalizerPass
# e.g.     0.0120 ( 40.1%)    0.0031 ( 12.0%)  TritonGPUCoalesce     (user and wall columns)
_ROW = re.compile(r"^(?P<cols>(?:[ \t]*-?\d+\.\d+ \([ \d.-]*%\))+)  (?P<indent> *)(?P<name>\S.*?)[ \t]*$")
_NUMBER = re.compile(r"-?\d+\.\d+(?= \()")
# e.g. 'tt.func' Pipeline
_PIPELINE = re.compile(r"^'(?P<op>[^']+)' Pipeline$")

# e.g. tensor<128x64xf16, #blocked1>     e.g. tensor<128x64x!tt.ptr<f16>, #blocked>     e.g. tensor<64xi32>
# e.g. tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
_TENSOR = re.compile(r"tensor<(?P<shape>(?:\d+x)+)(?P<elem>![\w.]+<[^<>]*>|[a-z]\w*)(?P<enc>, #\w+>|>)?")


@dataclass(frozen=True)
class TimedPass:
    """One pass row of an MLIR timing report."""

    name: str
    """The pass's name as MLIR prints it (``Pass::getName``, as in the dump's header): ``TritonGPUCoalesce``."""
    anchor: str
    """The op it ran on: ``builtin.module`` at the top level, else the innermost pipeline's op (``tt.func``,
    ``llvm.func``, ``any``)."""
    wall_ms: float
    """Its wall time in ms (the report's seconds × 1000; 0.1 ms resolution)."""
    report: int
    """Which report (pass-manager run) it is in, 0-based: on NVIDIA make_ttir, make_ttgir, make_llir in order."""


def split_reports(text: str) -> tuple[str, str]:
    """``(text without its MLIR execution time reports, the reports)``: stderr of a compile, its diagnostics
    kept apart from the timing. Never raises."""
    reports = [m.group(0) for m in _REPORT.finditer(text)]
    return (_REPORT.sub("", text) if reports else text), "".join(r if r.endswith("\n") else r + "\n" for r in reports)


def parse_reports(text: str) -> list[TimedPass]:
    """Every pass row of the execution time reports in ``text``, in report and pipeline order; analysis rows
    (``(A) DominanceInfo``), pipeline rows, ``Rest`` and ``Total`` are left out. Never raises."""
    out: list[TimedPass] = []
    for n, report in enumerate(m.group(0) for m in _REPORT.finditer(text)):
        pipelines: list[tuple[int, str]] = []  # (depth, op) of the open pipeline rows
        for line in report.splitlines():
            row = _ROW.match(line)
            if row is None:
                continue
            depth = len(row.group("indent")) // 2
            name = row.group("name")
            while pipelines and pipelines[-1][0] >= depth:
                pipelines.pop()
            pipe = _PIPELINE.match(name)
            if pipe is not None:
                pipelines.append((depth, pipe.group("op")))
                continue
            if name.startswith("(A) ") or (depth == 0 and name in ("Rest", "Total")):
                continue
            wall = float(_NUMBER.findall(row.group("cols"))[-1])
            out.append(TimedPass(name, pipelines[-1][1] if pipelines else "builtin.module",
                                 round(max(wall, 0.0) * 1e3, 1), n))
    return out


def _fits(timed: TimedPass, name: str, scope: str) -> bool:
    if timed.name != name:
        return False
    op = scope.split(" ", 1)[0]
    return timed.anchor == "any" or timed.anchor == op


def align_times(timed: Sequence[TimedPass], snapshots: Sequence[tuple[str, str, str]]) -> list[float | None]:
    """The wall time (ms) of each snapshot's pass, from the rows of :func:`parse_reports`; ``None`` for a
    snapshot no row times on its own (an ``internal`` or ``failed`` snapshot, a pass run inside another pass, a
    nested pipeline's earlier functions).

    ``snapshots`` holds each snapshot's ``(name, scope, kind)`` (:class:`~ir_explorer.ir.passdump.RawSnapshot`).
    Rows match ``before`` snapshots of the same name whose scope's op is the row's anchor; of the alignments
    that match the most rows, the one that gives each row the latest snapshot. O(rows × snapshots)."""
    cand = [i for i, (_, _, kind) in enumerate(snapshots) if kind == "before"]
    a = list(reversed(timed))
    b = list(reversed(cand))
    n, m = len(a), len(b)
    # dp[i][j]: the most rows of a[i:] matched to snapshots of b[j:]
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            name, scope, _ = snapshots[b[j]]
            best = max(dp[i + 1][j], dp[i][j + 1])
            if _fits(a[i], name, scope):
                best = max(best, dp[i + 1][j + 1] + 1)
            dp[i][j] = best
    matched: dict[int, int] = {}  # row index (forward) -> snapshot index
    i = j = 0
    while i < n and j < m:
        name, scope, _ = snapshots[b[j]]
        if _fits(a[i], name, scope) and dp[i][j] == dp[i + 1][j + 1] + 1:
            matched[n - 1 - i] = b[j]
            i += 1
            j += 1
        elif dp[i][j + 1] >= dp[i + 1][j]:
            j += 1
        else:
            i += 1
    _pair_merged_rows(timed, snapshots, cand, matched)
    _drop_summed_rows(timed, snapshots, cand, matched)
    times: list[float | None] = [None] * len(snapshots)
    for row, snap in matched.items():
        times[snap] = timed[row].wall_ms
    return times


def _drop_summed_rows(timed: Sequence[TimedPass], snapshots: Sequence[tuple[str, str, str]], cand: list[int],
                      matched: dict[int, int]) -> None:
    """Unmatch a nested pipeline's row that may sum several runs: MLIR keys a pipeline's timer by its op name
    (``PassTiming``), so a later run of an ``'any'`` or ``'tt.func'`` pipeline adds to the earlier row; when a later
    snapshot of the same pass in the same report got no row, the row's time is not that one run's."""
    taken = set(matched.values())
    starts = sorted((min(snap for r, snap in matched.items() if timed[r].report == n), n)
                    for n in {timed[r].report for r in matched})
    for row, snap in list(matched.items()):
        if timed[row].anchor == "builtin.module":
            continue
        end = next((start for start, n in starts if n > timed[row].report), len(snapshots))
        if any(snap < k < end and k not in taken and _fits(timed[row], snapshots[k][0], snapshots[k][1])
               for k in cand):
            del matched[row]


def _pair_merged_rows(timed: Sequence[TimedPass], snapshots: Sequence[tuple[str, str, str]], cand: list[int],
                      matched: dict[int, int]) -> None:
    """Give each row left unmatched the first unmatched snapshot of its pass after the snapshot of the row before
    it. MLIR's timer tree keeps one node per pipeline identity, so a second run of a nested pipeline (make_ttgir's
    two ``'any'`` canonicalizations) lists its pass under the first run's ``'any' Pipeline`` row, out of order."""
    taken = set(matched.values())
    for row in range(len(timed)):
        if row in matched:
            continue
        after = max((snap for r, snap in matched.items() if r < row), default=-1)
        snap = next((k for k in cand if k > after and k not in taken
                     and _fits(timed[row], snapshots[k][0], snapshots[k][1])), None)
        if snap is not None:
            matched[row] = snap
            taken.add(snap)


def ir_size(text: str) -> IRSize:
    """The size of one MLIR text: its lines (``str.splitlines``), its op lines (the sum of
    :func:`~ir_explorer.ir.ttgir.op_counts`) and its largest ranked ``tensor<…>`` type by element count (the
    first of the largest, as written, its encoding kept when it is an alias such as ``#mma`` and written ``…``
    when inline). Never raises."""
    best: tuple[int, str] | None = None
    seen: set[str] = set()
    for m in _TENSOR.finditer(text):
        head = m.group(0)
        if head in seen:
            continue
        seen.add(head)
        elements = math.prod(int(d) for d in m.group("shape")[:-1].split("x"))
        if best is None or elements > best[0]:
            enc = m.group("enc")
            shown = head if enc else f"tensor<{m.group('shape')}{m.group('elem')}, …>"
            best = (elements, shown)
    return IRSize(len(text.splitlines()), sum(op_counts(text).values()),
                  best[1] if best else None, best[0] if best else None)


def sizes_after(dumps: Sequence[PassDump], final: str | None) -> list[IRSize | None]:
    """The size of the IR each snapshot's pass left (:func:`ir_explorer.ir.passdump.pass_spans`, whole passes:
    the next snapshot after the pass and its internal steps, ``final`` after the last; an ``internal`` step's own
    snapshot), from the stored sizes or, for lists stored before them, the texts. ``None`` where that IR is unknown
    (a ``failed`` snapshot, the last one without ``final``)."""
    memo: dict[int, IRSize | None] = {}

    def size(i: int) -> IRSize | None:
        if i not in memo:
            if i == len(dumps):
                memo[i] = ir_size(final) if final is not None else None
            else:
                memo[i] = dumps[i].size or ir_size(dumps[i].text())
        return memo[i]

    out: list[IRSize | None] = [None] * len(dumps)
    for sp in pass_spans([d.kind for d in dumps]):
        out[sp.index] = size(sp.after)
    return out


def size_before(dump: PassDump) -> IRSize:
    """The size of the IR a snapshot's pass saw (the snapshot itself)."""
    return dump.size or ir_size(dump.text())


def stored_sizes_after(dumps: Sequence[PassDump]) -> list[IRSize | None]:
    """As :func:`sizes_after` from the stored sizes only (no text is read: what the TUI's tree shows at once);
    ``None`` where a size was not stored or the IR after is the final MLIR, which the list does not hold."""
    out: list[IRSize | None] = [None] * len(dumps)
    for sp in pass_spans([d.kind for d in dumps]):
        out[sp.index] = dumps[sp.after].size if sp.after < len(dumps) else None
    return out
