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
_PASS_HEADER = re.compile(
    r"^// -----// IR Dump (?P<when>Before|After) (?P<name>[\w:.]+)(?P<failed> Failed)?"
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


def pass_stats(bodies: Sequence[str], final: str | None = None) -> list[PassStats]:
    """Compare each body with the next (``final`` after the last one, when known).

    Lines are compared as multisets, so the counts are what a pass added and removed,
    independent of moves. O(total lines).
    """
    stats: list[PassStats] = []
    counters = [Counter(body.splitlines()) for body in bodies]
    if final is not None:
        counters.append(Counter(final.splitlines()))
    for i, body in enumerate(bodies):
        if i + 1 >= len(counters):
            stats.append(PassStats(None, 0, 0))
            continue
        nxt = bodies[i + 1] if i + 1 < len(bodies) else final
        added = sum((counters[i + 1] - counters[i]).values())
        removed = sum((counters[i] - counters[i + 1]).values())
        stats.append(PassStats(body != nxt, added, removed))
    return stats


class _Snapshot(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...


_S = TypeVar("_S", bound=_Snapshot)


def failing_pass(snapshots: Sequence[_S]) -> _S | None:
    """The pass a failed compile died in: an ``After … Failed`` dump, else the last ``Before``.

    Works on :class:`RawSnapshot` and on stored :class:`~ir_explorer.model.PassDump` alike.
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
