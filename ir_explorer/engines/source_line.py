"""The engine of ``ir-explorer dump --source-line N``: the IR lines of one compile that came from one Python line.

One call, :func:`source_line_ir`, returns a frozen :class:`SourceLineIR`: the stage (or the IR after a pass) read
from the store, the lines of it whose locations name line N of the kernel's file
(:func:`ir_explorer.ir.sourcemap.lines_for`: inlined code counts for its call site too; for SASS, the PTX moves the
lines of inline-asm blocks back to their calls) and, in a final TTGIR, the part of a pipelined loop each one is in
(:func:`ir_explorer.analyses.pipelining.loop_parts`). Nothing here prints; ``cli/dump.py`` renders it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ir_explorer.capture.stages import last_good_ir, pass_after, stage_text
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Compilation, Value
from ir_explorer.core.store import Store


@dataclass(frozen=True, eq=False, repr=False)
class IRLine(Value):
    """One IR line that came from the Python line."""

    line: int
    """Its 1-based line number in the IR text."""
    text: str
    """The IR line as it is."""
    part: str | None = None
    """In a pipelined loop of a final TTGIR: ``prologue``, ``loop body``, ``epilogue`` or ``loop`` (the
    ``scf.for`` line and its ``}``), ``epilogue/prologue`` between two loops that both claim it; else ``None``."""
    loop_line: int | None = None
    """The ``scf.for`` line (1-based) of the loop :attr:`part` names; ``None`` with it."""

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "text": self.text, "part": self.part, "loop_line": self.loop_line}


@dataclass(frozen=True, eq=False, repr=False)
class SourceLineIR(Value):
    """The lines of one IR text that came from one line of the kernel's Python file."""

    python_file: Path
    """The kernel's file."""
    python_line: int
    """The 1-based line asked for."""
    stage: str
    """The stage the text is (``ttgir``, ``ptx`` …); with a pass, the dialect it is lexed as (``ttgir``, ``llir``)."""
    header: str
    """What the text is: ``ttgir of matmul [0] … on cuda:90``, or the pass dump's header."""
    text: str
    """The whole IR text the lines come from."""
    ir_lines: tuple[IRLine, ...]
    """The lines that came from :attr:`python_line`, in IR order; empty when none did."""
    pass_index: int | None = None
    """With a pass selector: the index of the pass whose IR :attr:`text` is (the first it matches)."""
    also_matched: tuple[int, ...] = ()
    """With a pass selector several passes match (``canonicalize``): the other passes' indices."""
    last_good: bool = False
    """The compile failed before the stage or pass asked for: :attr:`text` is its last good IR."""

    def to_json(self) -> dict[str, Any]:
        """``dump --json``'s ``source_line`` object."""
        return {"python_file": str(self.python_file), "python_line": self.python_line,
                "ir_lines": [x.to_json() for x in self.ir_lines]}


def source_line_ir(comp: Compilation, store: Store, python_file: Path, python_line: int, *, stage: str,
                   pass_sel: str | None = None, dialect: str = "mlir") -> SourceLineIR | None:
    """The lines of ``comp``'s ``stage`` (or, with ``pass_sel``, of the IR after that pass, :func:`pass_after`;
    ``stage`` is then the dialect it is lexed as) that came from line ``python_line`` (1-based) of
    ``python_file``. For a failed compile that did not get that far, the lines of its last good IR
    (:func:`~ir_explorer.capture.stages.last_good_ir`, :attr:`SourceLineIR.last_good`), or ``None`` when it
    produced none. Raises :class:`~ir_explorer.core.errors.UsageError` for a compile that succeeded without
    that stage or pass."""
    also: tuple[int, ...] = ()
    index: int | None = None
    last_good = False
    try:
        if pass_sel is None:
            text = stage_text(comp, stage, store)
            header = f"{stage} of {comp.heading()}"
        else:
            after = pass_after(comp, store, pass_sel, dialect)
            text, header, index, also = after.text, after.header, after.index, after.also_matched
    except IRExplorerError:
        if comp.failure is None:
            raise
        shown = last_good_ir(comp, store)
        if shown is None:
            return None
        (header, text), last_good = shown, True
    ptx = comp.stages["ptx"].text() if stage == "sass" and "ptx" in comp.stages else None
    picked = ir_from_line(text, stage, python_file, python_line, ptx)
    parts = loop_parts_of(text, stage if pass_sel is None else None, [n for n, _ in picked])
    lines = tuple(IRLine(n, t, *parts.get(n, (None, None))) for n, t in picked)
    return SourceLineIR(python_file, python_line, stage, header, text, lines, index, also, last_good)


def python_line_text(path: Path, line: int) -> str | None:
    """The stripped text of line ``line`` (1-based) of ``path`` (``None`` when the file cannot be read);
    :class:`UsageError` when the file is shorter."""
    try:
        lines = path.read_text(errors="replace").splitlines()
    except OSError:
        return None
    if line > len(lines):
        raise UsageError(f"--source-line {line} is past the end of {path.name} ({len(lines)} lines)")
    return lines[line - 1].strip()


def ir_from_line(text: str, stage: str, path: Path, line: int, ptx: str | None = None) -> list[tuple[int, str]]:
    """``(IR line number, IR line)`` for each line of ``text`` that came from ``line`` of ``path``
    (:func:`ir_explorer.ir.sourcemap.lines_for`: inlined code counts for its call site too; for SASS, ``ptx``
    moves the lines of inline-asm blocks back to their calls)."""
    from ir_explorer.ir.sourcemap import lines_for  # deferred: only for --source-line

    ir = text.splitlines()
    return [(n, ir[n - 1]) for n in lines_for(stage, text, line, str(path), ptx)]


def loop_parts_of(text: str, stage: str | None, lines: list[int]) -> dict[int, tuple[str, int]]:
    """``{IR line: (part, scf.for line)}`` for the ``lines`` of a final TTGIR (``stage`` ``ttgir``; ``{}`` for
    other stages and pass dumps) that belong to a pipelined loop: ``prologue``, ``loop body``, ``epilogue`` or
    ``loop`` (the ``scf.for`` line and its ``}``), from :func:`ir_explorer.analyses.pipelining.loop_parts`. A
    line between two pipelined loops that both claim it gets the parts of both (``epilogue/prologue``)."""
    if stage != "ttgir" or not lines:
        return {}
    from ir_explorer.analyses.pipelining import loop_parts  # deferred: only for --source-line
    from ir_explorer.ir.sourcemap import python_lines

    out: dict[int, tuple[str, int]] = {}
    for loop in loop_parts(text, python_lines("ttgir", text)):
        for n in lines:
            part = loop.part(n)
            if part is not None:
                out[n] = (f"{out[n][0]}/{part}", out[n][1]) if n in out else (part, loop.loop)
    return out
