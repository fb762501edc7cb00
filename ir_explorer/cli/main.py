"""The ``ir-explorer`` command line: ``list``, ``dump`` and ``passes`` here, more commands in ``LAZY_COMMANDS``.

A view over the capture layer and the store: it never imports Triton itself (compiles run in
:mod:`ir_explorer.capture.worker` processes), and a cached ``dump`` imports neither Triton, torch nor
Textual. Errors print one line to stderr and exit with the error's code (2 for bad input,
1 for a failed compile), never a traceback.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from ir_explorer.capture import bundled
from ir_explorer.cli.common import (
    comment,
    common,
    default_stage,
    describe,
    emit,
    gather,
    input_options,
    is_input,
    last_good_ir,
    load_passes,
    pass_after,
    report_failure,
    stage_text,
    summary,
    use_color,
)
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import DEFAULT_TARGET, KNOWN_TARGETS, TEXT_STAGES
from ir_explorer.core.store import Store, default_root


class _Failure(click.ClickException):
    """An :class:`IRExplorerError` on its way out: one line on stderr, the error's exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # click declares it on the class

    def show(self, file: Any = None) -> None:
        click.echo(f"error: {self.message}", err=True)


#: Commands that live in their own modules, imported only when run or listed in ``--help``:
#: ``name -> "module:attribute"``. Each module defines a ``click.Command`` built with
#: :func:`ir_explorer.cli.common.common` and friends; add a line here to add a command.
LAZY_COMMANDS: dict[str, str] = {
    "report": "ir_explorer.cli.report:report_cmd",
    "bench": "ir_explorer.cli.bench:bench",
    "compare": "ir_explorer.cli.compare:compare_cmd",
    "capture": "ir_explorer.cli.capture:capture",
    "snapshot": "ir_explorer.cli.snapshot:snapshot",
    "check": "ir_explorer.cli.check:check_cmd",
    "tui": "ir_explorer.cli.tui:tui",
    "open": "ir_explorer.cli.tui:open_cmd",
    "blame": "ir_explorer.cli.blame:blame_cmd",
    "diff": "ir_explorer.cli.diff:diff_cmd",
}


class _Group(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *LAZY_COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in LAZY_COMMANDS and cmd_name not in self.commands:
            module, attr = LAZY_COMMANDS[cmd_name].split(":")
            self.add_command(getattr(importlib.import_module(module), attr), cmd_name)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except IRExplorerError as exc:
            raise _Failure(exc.message, exc.exit_code) from exc
        except BrokenPipeError as exc:  # past click, which would turn it into exit 1
            raise _PipeClosed from exc


class _PipeClosed(Exception):
    """Whoever read stdout has gone (``ir-explorer diff … | head``): stop quietly, as Unix tools do."""


@click.group(cls=_Group, invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="ir-explorer")
@click.pass_context
def cli(ctx: click.Context) -> None:
    """Explore what Triton makes of a kernel, stage by stage and pass by pass, for any GPU, without a GPU.

    Without a command, opens the terminal UI on the bundled kernels (see `ir-explorer tui --help`).
    """
    if ctx.invoked_subcommand is not None:
        return
    if not (sys.stdin.isatty() and sys.stdout.isatty()):  # no terminal to draw on: say what there is
        click.echo(ctx.get_help())
        return
    from ir_explorer.cli.tui import run_tui  # deferred: the UI's modules are needed only here

    run_tui()


@cli.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def list_cmd(as_json: bool) -> None:
    """Bundled kernels, their configs and example arguments, and the known targets."""
    kernels = bundled.registry()
    if as_json:
        click.echo(json.dumps({
            "kernels": [{
                "name": k.name, "function": k.function, "path": str(k.path), "description": k.description,
                "backends": list(k.backends),
                "args": [a.describe() for a in k.args], "constexprs": dict(k.constexprs),
                "configs": [dict(index=i, name=c.short(), **c.to_json()) for i, c in enumerate(k.configs)],
            } for k in kernels.values()],
            "targets": KNOWN_TARGETS, "default_target": DEFAULT_TARGET, "stages": list(TEXT_STAGES),
        }, indent=2))
        return
    for k in kernels.values():
        click.echo(f"{k.name:24} {k.description}" + (f" [{k.vendors}]" if k.vendors else ""))
        click.echo(f"{'':24} {k.path.name}:{k.function}({', '.join(a.describe() for a in k.args[:4])}"
                   f"{', …' if len(k.args) > 4 else ''})")
        for i, c in enumerate(k.configs):
            click.echo(f"{'':26}config {i} ({c.short()}): {c.label()}")
    click.echo("\ntargets: " + ", ".join(f"{t} ({gpu})" for t, gpu in KNOWN_TARGETS.items()))
    click.echo(f"default target: {DEFAULT_TARGET}; stages: {', '.join(TEXT_STAGES)}")


_LLVM_PASSES = click.option("--llvm-passes", is_flag=True,
                            help="LLVM's passes (print-after-all, LLVM_IR_ENABLE_DUMP) instead of the MLIR ones.")


@cli.command()
@click.argument("kernel")
@click.option("--stage", "-s", type=click.Choice(TEXT_STAGES), default=None,
              help="Which stage to print (default: ttgir).")
@click.option("--pass", "pass_sel", default=None, metavar="N|NAME",
              help="Print the MLIR after this pass instead of a stage (see `ir-explorer passes`).")
@click.option("--source-line", type=click.IntRange(min=1), default=None, metavar="N",
              help="Only the IR lines that came from line N of the kernel's file, numbered like grep -n.")
@_LLVM_PASSES
@input_options
@common
def dump(kernel: str, stage: str | None, pass_sel: str | None, source_line: int | None, llvm_passes: bool,
         kernel_sel: str | None, list_kernels: bool, as_json: bool, no_cache: bool, no_color: bool,
         cache_dir: str | None, timeout: float, jobs: int | None, signature: str | None, num_warps: int | None,
         num_stages: int | None, constexpr: tuple[str, ...], targets: tuple[str, ...], config_sel: str,
         arg_specs: tuple[str, ...], import_stubs: bool) -> None:
    """Print one stage (or the IR after one pass) of KERNEL: a bundled name, FILE.py:KERNEL, or a PATH
    (a Triton cache or TRITON_KERNEL_DUMP folder, an MLIR/LLVM dump log, a tritonparse trace)."""
    if pass_sel is not None and stage is not None:
        raise UsageError("--pass prints the MLIR after a pass; it cannot be combined with --stage")
    if llvm_passes and pass_sel is None:
        raise UsageError("--llvm-passes picks which passes --pass N|NAME selects from; give --pass too")
    dialect = "llvm" if llvm_passes else "mlir"
    python_text: str | None = None
    store = Store(default_root(cache_dir))
    if source_line is not None and is_input(kernel):
        raise UsageError("--source-line maps a kernel you compile here (a bundled name or FILE.py:KERNEL), not a PATH")
    if not is_input(kernel):
        stage = stage or "ttgir"
    comps, spec = gather(kernel, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json,
                         no_cache=no_cache, jobs=jobs, timeout=timeout, signature=signature, num_warps=num_warps,
                         num_stages=num_stages, constexpr=constexpr, targets=targets, config_sel=config_sel,
                         passes=pass_sel is not None, llvm_passes=llvm_passes, stage=stage, arg_specs=arg_specs,
                         import_stubs=import_stubs)
    src_path = spec.path if spec is not None else Path()
    if source_line is not None:
        python_text = _python_line(src_path, source_line)
    color = use_color(no_color) and not as_json
    headers = len(comps) > 1 or sys.stdout.isatty()
    failed = False
    rows: list[dict[str, Any]] = []
    for comp in comps:
        row: dict[str, Any] = {"kernel": comp.kernel, "config_index": comp.config_index,
                               "config": comp.config.to_json(), "target": comp.target.spec, "key": comp.key,
                               "cache_hit": comp.cache_hit, "triton_version": comp.triton_version}
        shown: tuple[str, str] | None = None  # (header, text)
        comp_stage = stage or (default_stage(comp) if pass_sel is None else "ttgir")
        try:  # the requested IR, also when the compile failed after producing it
            if pass_sel is not None:
                shown = pass_after(comp, store, pass_sel, dialect)
            else:
                shown = (f"{comp_stage} of {describe(comp)}", stage_text(comp, comp_stage, store))
        except IRExplorerError:
            if comp.failure is None:
                raise
        if comp.failure is not None:
            failed = True
            row["failure"] = comp.failure.to_json()
            if shown is None:
                shown = last_good_ir(comp, store)
            report_failure(comp, shown[0] if shown and not as_json else None)
        shown_stage = comp_stage if pass_sel is None else ("llir" if llvm_passes else "ttgir")
        row.update(stage=comp_stage if pass_sel is None else None, text=shown[1] if shown else None,
                   header=shown[0] if shown else None, shared_bytes=comp.shared_bytes,
                   num_warps=comp.metadata.get("num_warps"), num_stages=comp.metadata.get("num_stages"),
                   resources=comp.resources.to_json() if comp.resources else None,
                   stage_times_ms={n: s.time_ms for n, s in comp.stages.items() if s.time_ms is not None},
                   compile_ms=comp.compile_ms)
        if source_line is not None and shown is not None:
            picked = _ir_from_line(shown[1], shown_stage, src_path, source_line)
            row["source_line"] = {"python_file": str(src_path), "python_line": source_line,
                                  "ir_lines": [{"line": n, "text": t} for n, t in picked]}
            shown = (shown[0], "\n".join(f"{n}:{t}" for n, t in picked)) if picked else None
            if not picked and len(comps) > 1 and not as_json:
                click.echo(f"note: no IR came from line {source_line} in {describe(comp)}", err=True)
        rows.append(row)
        if as_json or shown is None:
            continue
        header = shown[0] + (f" · {summary(comp)}" if comp.ok else "")
        if headers:
            click.echo(f"{comment(shown_stage)} ===== {header} =====")
        elif pass_sel is not None:
            click.echo(f"note: {header}", err=True)
        emit(shown[1], shown_stage, color and source_line is None)
    if as_json:
        click.echo(json.dumps({"results": rows}, indent=1))
    if failed:
        sys.exit(1)
    if source_line is not None and not any(r["source_line"]["ir_lines"] for r in rows if "source_line" in r):
        said = {None: "", "": " (a blank line)"}.get(python_text, f": {python_text}")
        what = (stage or "ttgir").upper() if pass_sel is None else "IR"
        raise IRExplorerError(f"no {what} came from line {source_line} of {src_path.name}{said}")


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


def _ir_from_line(text: str, stage: str, path: Path, line: int) -> list[tuple[int, str]]:
    """``(IR line number, IR line)`` for each line of ``text`` that came from ``line`` of ``path``
    (:func:`ir_explorer.ir.sourcemap.lines_for`: inlined code counts for its call site too)."""
    from ir_explorer.ir.sourcemap import lines_for  # deferred: only for --source-line

    ir = text.splitlines()
    return [(n, ir[n - 1]) for n in lines_for(stage, text, line, str(path))]


@cli.command()
@click.argument("kernel")
@click.option("--changed-only", is_flag=True, help="Only the passes that changed the IR.")
@click.option("--dot", is_flag=True,
              help="Print the pass graph as Graphviz DOT (`| dot -Tsvg > passes.svg`): each pass with its +/- "
                   "lines, ops by dialect and the layouts it introduced; passes that changed the IR filled.")
@_LLVM_PASSES
@input_options
@common
def passes(kernel: str, changed_only: bool, dot: bool, llvm_passes: bool, kernel_sel: str | None, list_kernels: bool,
           as_json: bool, no_cache: bool, no_color: bool, cache_dir: str | None, timeout: float, jobs: int | None,
           signature: str | None, num_warps: int | None, num_stages: int | None, constexpr: tuple[str, ...],
           targets: tuple[str, ...], config_sel: str, arg_specs: tuple[str, ...], import_stubs: bool) -> None:
    """List the MLIR (or, with --llvm-passes, LLVM) passes KERNEL went through: index, pass, changed,
    lines added/removed. KERNEL may be a PATH, as for `dump`."""
    if dot and (as_json or changed_only):
        raise UsageError("--dot prints the whole pass graph; it cannot be combined with --json or --changed-only")
    store = Store(default_root(cache_dir))
    comps, _ = gather(kernel, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json,
                      no_cache=no_cache, jobs=jobs, timeout=timeout, signature=signature, num_warps=num_warps,
                      num_stages=num_stages, constexpr=constexpr, targets=targets, config_sel=config_sel,
                      passes=True, llvm_passes=llvm_passes, arg_specs=arg_specs, import_stubs=import_stubs)
    out: list[dict[str, Any]] = []
    for comp in comps:
        dumps, final = load_passes(comp, store, "llvm" if llvm_passes else "mlir")
        if dot:
            from ir_explorer.analyses.passgraph import (  # deferred: networkx and pydot only for --dot
                build_graph,
                to_dot,
            )

            graph = build_graph(dumps, final, "llvm" if llvm_passes else "mlir")
            click.echo(to_dot(graph, describe(comp)))
            continue
        shown = [p for p in dumps if p.changed or not changed_only]
        if as_json:
            out.append({"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                        "failure": comp.failure.to_json() if comp.failure else None,
                        "passes": [{"index": p.index, "name": p.name, "arg": p.arg, "scope": p.scope, "kind": p.kind,
                                    "changed": p.changed, "lines_added": p.lines_added,
                                    "lines_removed": p.lines_removed} for p in shown]})
            continue
        n_changed = sum(1 for p in dumps if p.changed)
        distinct = len({getattr(p.source, "digest", p.index) for p in dumps})
        click.echo(f"{describe(comp)}: {len(dumps)} passes, {n_changed} changed the IR, {distinct} distinct IRs")
        if comp.failure is not None:
            click.echo(f"  compile failed: {comp.failure.headline()}")
        click.echo(f"{'#':>4}  {'changed':7} {'+lines':>7} {'-lines':>7}  pass")
        for p in shown:
            mark = {True: "yes", False: "-", None: "?"}[p.changed]
            scope = "" if p.scope in ("builtin.module", "[module]") else f"  [{p.scope}]"
            label = p.name if p.kind == "after" and not p.short_arg else f"{p.name}: {p.short_arg or p.kind}"
            click.echo(f"{p.index:>4}  {mark:7} {p.lines_added:>7} {p.lines_removed:>7}  {label}{scope}")
    if as_json:
        click.echo(json.dumps({"results": out}, indent=1))
    if any(c.failure for c in comps):
        sys.exit(1)


def main(argv: Sequence[str] | None = None) -> None:
    """Console-script entry point (see :func:`ir_explorer.capture.prewarm.main`)."""
    try:
        cli.main(args=list(argv) if argv is not None else None, prog_name="ir-explorer", standalone_mode=False)
        sys.stdout.flush()  # a reader gone after the last write shows here, not in the flush at exit
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except (KeyboardInterrupt, click.exceptions.Abort):
        click.echo("interrupted", err=True)
        sys.exit(130)
    except (BrokenPipeError, _PipeClosed):  # e.g. `ir-explorer dump … | head`
        # Python flushes stdout again at exit: point it at /dev/null so that cannot fail and print a
        # traceback (the recipe of the `signal` module's docs, "Note on SIGPIPE").
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
