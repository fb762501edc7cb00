"""``ir-explorer dump``: one stage of a kernel (or the IR after one pass), optionally only the lines that came
from one Python line. The cached path: a stored compile prints without starting a worker, importing neither
Triton, torch nor Textual."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from ir_explorer.engines.source_line import SourceLineIR


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
    python_text = None
    if source_line is not None:
        from ir_explorer.engines.source_line import python_line_text  # deferred: only for --source-line

        python_text = python_line_text(req.src_path, source_line)
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
    found = None
    if req.source_line is not None:  # one engine call (analyses.source_line), rendered by source_line_lines
        from ir_explorer.engines.source_line import source_line_ir  # deferred: only for --source-line

        found = source_line_ir(comp, store, req.src_path, req.source_line, stage=req.stage_of(comp),
                               pass_sel=req.pass_sel, dialect=req.dialect)
        if found is not None and found.pass_index is not None:
            _note_also_matched(req, found.pass_index, found.also_matched)
        shown = (found.header, found.text) if found is not None else None
    else:
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
    if found is not None and shown is not None:
        row["source_line"] = found.to_json()
        shown = (shown[0], "\n".join(source_line_lines(found))) if found.ir_lines else None
        if not found.ir_lines and several and not as_json:
            click.echo(f"note: no IR came from line {found.python_line} in {comp.title()}", err=True)
    return row, shown


def source_line_lines(found: SourceLineIR) -> list[str]:
    """What ``dump --source-line`` prints for one compile, one string a line: each IR line that came from the
    Python line, numbered like ``grep -n`` (``12:``), with its part of a pipelined loop after the number
    (``12:prologue:``)."""
    return [f"{x.line}:{x.part + ':' if x.part else ''}{x.text}" for x in found.ir_lines]


def _note_also_matched(req: _Request, index: int, also: tuple[int, ...]) -> None:
    """Say on stderr which pass ``--pass NAME`` showed when the name matches several."""
    if also:
        click.echo(f"note: {req.pass_sel!r} matches passes {', '.join(map(str, (index, *also)))}"
                   f"; showing #{index} (use --pass INDEX for another)", err=True)


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
    _note_also_matched(req, after.index, after.also_matched)
    return after.header, after.text
