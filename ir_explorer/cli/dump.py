"""``ir-explorer dump``: one stage of a kernel (or the IR after one pass), optionally only the lines that came
from one Python line. The cached path: a stored compile prints without starting a worker, importing neither
Triton, torch nor Textual."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.select import is_input
from ir_explorer.capture.stages import default_stage, last_good_ir, pass_after, stage_text
from ir_explorer.cli import render
from ir_explorer.cli.options import LLVM_PASSES, compilations, compile_options, input_options, kernel_argument
from ir_explorer.cli.render import comment, emit, report_failure, summary, use_color
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import TEXT_STAGES, Compilation, Value
from ir_explorer.core.store import Store


@dataclass(frozen=True, eq=False, repr=False)
class _Request(Value):
    """What ``dump`` was asked to print, the same for every compilation."""

    stage: str | None
    pass_sel: str | None
    source_line: int | None
    llvm_passes: bool
    src_path: Path

    @property
    def dialect(self) -> str:
        return "llvm" if self.llvm_passes else "mlir"

    def stage_of(self, comp: Compilation) -> str:
        """The stage printed for ``comp`` (with ``--pass``: the stage the pass dump's IR is lexed as)."""
        if self.pass_sel is not None:
            return "llir" if self.llvm_passes else "ttgir"
        return self.stage or default_stage(comp)


@click.command("dump")
@kernel_argument()
@click.option("--stage", "-s", type=click.Choice(TEXT_STAGES), default=None,
              help="Which stage to print (default: ttgir).")
@click.option("--pass", "pass_sel", default=None, metavar="N|NAME",
              help="Print the MLIR after this pass instead of a stage (see `ir-explorer passes`).")
@click.option("--source-line", type=click.IntRange(min=1), default=None, metavar="N",
              help="Only the IR lines that came from line N of the kernel's file, numbered like grep -n.")
@LLVM_PASSES
@input_options
@compile_options
def dump(kernel: str, stage: str | None, pass_sel: str | None, source_line: int | None, llvm_passes: bool,
         kernel_sel: str | None, list_kernels: bool, as_json: bool, no_color: bool, opts: CompileOptions) -> None:
    """Print one stage (or the IR after one pass) of KERNEL: a bundled name, FILE.py:KERNEL, or a PATH
    (a Triton cache or TRITON_KERNEL_DUMP folder, an MLIR/LLVM dump log, a tritonparse trace)."""
    if pass_sel is not None and stage is not None:
        raise UsageError("--pass prints the MLIR after a pass; it cannot be combined with --stage")
    if llvm_passes and pass_sel is None:
        raise UsageError("--llvm-passes picks which passes --pass N|NAME selects from; give --pass too")
    path = is_input(kernel)
    if source_line is not None and path:
        raise UsageError("--source-line maps a kernel you compile here (a bundled name or FILE.py:KERNEL), not a PATH")
    if not path:
        stage = stage or "ttgir"
    store = opts.store()
    comps, spec = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels,
                               as_json=as_json, passes=pass_sel is not None, llvm_passes=llvm_passes, stage=stage)
    req = _Request(stage, pass_sel, source_line, llvm_passes, spec.path if spec is not None else Path())
    python_text = _python_line(req.src_path, source_line) if source_line is not None else None
    color = use_color(no_color) and not as_json
    headers = len(comps) > 1 or sys.stdout.isatty()
    rows: list[dict[str, Any]] = []
    for comp in comps:
        row, shown = _one(comp, req, store, as_json, several=len(comps) > 1)
        rows.append(row)
        if as_json or shown is None:
            continue
        header = shown[0] + (f" · {summary(comp)}" if comp.ok else "")
        if headers:
            click.echo(f"{comment(req.stage_of(comp))} ===== {header} =====")
        elif pass_sel is not None:
            click.echo(f"note: {header}", err=True)
        emit(shown[1], req.stage_of(comp), color and source_line is None)
    if as_json:
        render.echo_json({"results": rows})
    if any(c.failure is not None for c in comps):
        sys.exit(1)
    if source_line is not None and not any(r["source_line"]["ir_lines"] for r in rows if "source_line" in r):
        said = {None: "", "": " (a blank line)"}.get(python_text, f": {python_text}")
        what = (stage or "ttgir").upper() if pass_sel is None else "IR"
        raise IRExplorerError(f"no {what} came from line {source_line} of {req.src_path.name}{said}")


def _one(comp: Compilation, req: _Request, store: Store, as_json: bool,
         several: bool) -> tuple[dict[str, Any], tuple[str, str] | None]:
    """The JSON row of ``comp`` and the ``(header, text)`` to print (``None``: nothing to print)."""
    shown = _requested_ir(comp, req, store)
    row: dict[str, Any] = {"kernel": comp.kernel, "config_index": comp.config_index,
                           "config": comp.config.to_json(), "target": comp.target.spec, "key": comp.key,
                           "cache_hit": comp.cache_hit, "triton_version": comp.triton_version}
    if comp.failure is not None:
        row["failure"] = comp.failure.to_json()
        shown = shown or last_good_ir(comp, store)
        report_failure(comp, shown[0] if shown and not as_json else None)
    row.update(stage=req.stage_of(comp) if req.pass_sel is None else None, text=shown[1] if shown else None,
               header=shown[0] if shown else None, shared_bytes=comp.shared_bytes,
               num_warps=comp.metadata.get("num_warps"), num_stages=comp.metadata.get("num_stages"),
               resources=comp.resources.to_json() if comp.resources else None,
               stage_times_ms={n: s.time_ms for n, s in comp.stages.items() if s.time_ms is not None},
               compile_ms=comp.compile_ms)
    if req.source_line is not None and shown is not None:
        ptx = comp.stages["ptx"].text() if req.stage_of(comp) == "sass" and "ptx" in comp.stages else None
        picked = _ir_from_line(shown[1], req.stage_of(comp), req.src_path, req.source_line, ptx)
        parts = _loop_parts(shown[1], req.stage_of(comp) if req.pass_sel is None else None, [n for n, _ in picked])
        row["source_line"] = {"python_file": str(req.src_path), "python_line": req.source_line,
                              "ir_lines": [{"line": n, "text": t, "part": parts.get(n, (None, None))[0],
                                            "loop_line": parts.get(n, (None, None))[1]} for n, t in picked]}
        shown = (shown[0], "\n".join(f"{n}:{parts[n][0] + ':' if n in parts else ''}{t}" for n, t in picked)) \
            if picked else None
        if not picked and several and not as_json:
            click.echo(f"note: no IR came from line {req.source_line} in {comp.title()}", err=True)
    return row, shown


def _requested_ir(comp: Compilation, req: _Request, store: Store) -> tuple[str, str] | None:
    """``(header, text)`` of the stage or pass asked for, also when the compile failed after producing it;
    ``None`` when a failed compile did not get that far."""
    try:
        if req.pass_sel is None:
            stage = req.stage_of(comp)
            return f"{stage} of {comp.heading()}", stage_text(comp, stage, store)
        after = pass_after(comp, store, req.pass_sel, req.dialect)
    except IRExplorerError:
        if comp.failure is None:
            raise
        return None
    if after.also_matched:
        click.echo(f"note: {req.pass_sel!r} matches passes {', '.join(map(str, (after.index, *after.also_matched)))}"
                   f"; showing #{after.index} (use --pass INDEX for another)", err=True)
    return after.header, after.text


def _python_line(path: Path, line: int) -> str | None:
    """The stripped text of ``line`` of ``path`` (``None`` when the file cannot be read); :class:`UsageError`
    when the file is shorter."""
    try:
        lines = path.read_text(errors="replace").splitlines()
    except OSError:
        return None
    if line > len(lines):
        raise UsageError(f"--source-line {line} is past the end of {path.name} ({len(lines)} lines)")
    return lines[line - 1].strip()


def _ir_from_line(text: str, stage: str, path: Path, line: int, ptx: str | None = None) -> list[tuple[int, str]]:
    """``(IR line number, IR line)`` for each line of ``text`` that came from ``line`` of ``path``
    (:func:`ir_explorer.ir.sourcemap.lines_for`: inlined code counts for its call site too; for SASS, ``ptx``
    moves the lines of inline-asm blocks back to their calls)."""
    from ir_explorer.ir.sourcemap import lines_for  # deferred: only for --source-line

    ir = text.splitlines()
    return [(n, ir[n - 1]) for n in lines_for(stage, text, line, str(path), ptx)]


def _loop_parts(text: str, stage: str | None, lines: list[int]) -> dict[int, tuple[str, int]]:
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
