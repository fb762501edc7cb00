"""The ``ir-explorer`` command line: ``list``, ``dump`` and ``passes`` here, more commands in ``LAZY_COMMANDS``.

A view over the capture layer and the store: it never imports Triton itself (compiles run in
:mod:`ir_explorer.worker` processes), and a cached ``dump`` imports neither Triton, torch nor
Textual. Errors print one line to stderr and exit with the error's code (2 for bad input,
1 for a failed compile), never a traceback.
"""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Sequence
from typing import Any

import click

from . import bundled
from .capture import Request
from .cliutil import (
    comment,
    common,
    compile_requests,
    describe,
    emit,
    last_good_ir,
    load_passes,
    parse_targets,
    pass_after,
    report_failure,
    resolve_kernel,
    select_configs,
    stage_text,
    summary,
    use_color,
)
from .errors import IRExplorerError, UsageError
from .model import DEFAULT_TARGET, KNOWN_TARGETS, TEXT_STAGES
from .store import Store, default_root


class _Failure(click.ClickException):
    """An :class:`IRExplorerError` on its way out: one line on stderr, the error's exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # click declares it on the class

    def show(self, file: Any = None) -> None:
        click.echo(f"error: {self.message}", err=True)


#: Commands that live in their own modules, imported only when run or listed in ``--help``:
#: ``name -> "module:attribute"``. Each module defines a ``click.Command`` built with
#: :func:`ir_explorer.cliutil.common` and friends; add a line here to add a command.
LAZY_COMMANDS: dict[str, str] = {
    "tui": ".cli_tui:tui",
}


class _Group(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *LAZY_COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in LAZY_COMMANDS and cmd_name not in self.commands:
            module, attr = LAZY_COMMANDS[cmd_name].split(":")
            self.add_command(getattr(importlib.import_module(module, __package__), attr), cmd_name)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except IRExplorerError as exc:
            raise _Failure(exc.message, exc.exit_code) from exc


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
    from .cli_tui import run_tui  # deferred: the UI's modules are needed only here

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
                "args": [a.describe() for a in k.args], "constexprs": dict(k.constexprs),
                "configs": [dict(index=i, name=c.short(), **c.to_json()) for i, c in enumerate(k.configs)],
            } for k in kernels.values()],
            "targets": KNOWN_TARGETS, "default_target": DEFAULT_TARGET, "stages": list(TEXT_STAGES),
        }, indent=2))
        return
    for k in kernels.values():
        click.echo(f"{k.name:24} {k.description}")
        click.echo(f"{'':24} {k.path.name}:{k.function}({', '.join(a.describe() for a in k.args[:4])}"
                   f"{', …' if len(k.args) > 4 else ''})")
        for i, c in enumerate(k.configs):
            click.echo(f"{'':26}config {i} ({c.short()}): {c.label()}")
    click.echo("\ntargets: " + ", ".join(f"{t} ({gpu})" for t, gpu in KNOWN_TARGETS.items()))
    click.echo(f"default target: {DEFAULT_TARGET}; stages: {', '.join(TEXT_STAGES)}")


@cli.command()
@click.argument("kernel")
@click.option("--stage", "-s", type=click.Choice(TEXT_STAGES), default=None,
              help="Which stage to print (default: ttgir).")
@click.option("--pass", "pass_sel", default=None, metavar="N|NAME",
              help="Print the MLIR after this pass instead of a stage (see `ir-explorer passes`).")
@common
def dump(kernel: str, stage: str | None, pass_sel: str | None, as_json: bool, no_cache: bool, no_color: bool,
         cache_dir: str | None, timeout: float, jobs: int | None, signature: str | None, num_warps: int | None,
         num_stages: int | None, constexpr: tuple[str, ...], targets: tuple[str, ...], config_sel: str) -> None:
    """Print one stage (or the IR after one pass) of KERNEL: a bundled name or FILE.py:KERNEL."""
    if pass_sel is not None and stage is not None:
        raise UsageError("--pass prints the MLIR after a pass; it cannot be combined with --stage")
    stage = stage or "ttgir"
    spec = resolve_kernel(kernel, signature, num_warps, num_stages, constexpr)
    tgts = parse_targets(targets)
    for t in tgts:
        t.check_stage(stage)
    store = Store(default_root(cache_dir))
    requests = [Request(spec, i, t, passes=pass_sel is not None)
                for t in tgts for i in select_configs(spec, config_sel)]
    comps = compile_requests(requests, store, no_cache, jobs, timeout)
    color = use_color(no_color) and not as_json
    headers = len(comps) > 1 or sys.stdout.isatty()
    failed = False
    rows: list[dict[str, Any]] = []
    for comp in comps:
        row: dict[str, Any] = {"kernel": comp.kernel, "config_index": comp.config_index,
                               "config": comp.config.to_json(), "target": comp.target.spec, "key": comp.key,
                               "cache_hit": comp.cache_hit, "triton_version": comp.triton_version}
        shown: tuple[str, str] | None = None  # (header, text)
        try:  # the requested IR, also when the compile failed after producing it
            if pass_sel is not None:
                shown = pass_after(comp, store, pass_sel)
            else:
                shown = (f"{stage} of {describe(comp)}", stage_text(comp, stage, store))
        except IRExplorerError:
            if comp.failure is None:
                raise
        if comp.failure is not None:
            failed = True
            row["failure"] = comp.failure.to_json()
            if shown is None:
                shown = last_good_ir(comp, store)
            report_failure(comp, shown[0] if shown and not as_json else None)
        shown_stage = stage if pass_sel is None else "ttgir"
        row.update(stage=stage if pass_sel is None else None, text=shown[1] if shown else None,
                   header=shown[0] if shown else None, shared_bytes=comp.shared_bytes,
                   num_warps=comp.metadata.get("num_warps"), num_stages=comp.metadata.get("num_stages"),
                   resources=comp.resources.to_json() if comp.resources else None,
                   stage_times_ms={n: s.time_ms for n, s in comp.stages.items() if s.time_ms is not None},
                   compile_ms=comp.compile_ms)
        rows.append(row)
        if as_json or shown is None:
            continue
        header = shown[0] + (f" · {summary(comp)}" if comp.ok else "")
        if headers:
            click.echo(f"{comment(shown_stage)} ===== {header} =====")
        elif pass_sel is not None:
            click.echo(f"note: {header}", err=True)
        emit(shown[1], shown_stage, color)
    if as_json:
        click.echo(json.dumps({"results": rows}, indent=1))
    if failed:
        sys.exit(1)


@cli.command()
@click.argument("kernel")
@click.option("--changed-only", is_flag=True, help="Only the passes that changed the IR.")
@common
def passes(kernel: str, changed_only: bool, as_json: bool, no_cache: bool, no_color: bool, cache_dir: str | None,
           timeout: float, jobs: int | None, signature: str | None, num_warps: int | None, num_stages: int | None,
           constexpr: tuple[str, ...], targets: tuple[str, ...], config_sel: str) -> None:
    """List the MLIR passes KERNEL went through: index, pass, changed, lines added/removed."""
    spec = resolve_kernel(kernel, signature, num_warps, num_stages, constexpr)
    store = Store(default_root(cache_dir))
    requests = [Request(spec, i, t, passes=True)
                for t in parse_targets(targets) for i in select_configs(spec, config_sel)]
    comps = compile_requests(requests, store, no_cache, jobs, timeout)
    out: list[dict[str, Any]] = []
    for comp in comps:
        dumps, _final = load_passes(comp, store)
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
            scope = "" if p.scope == "builtin.module" else f"  [{p.scope}]"
            click.echo(f"{p.index:>4}  {mark:7} {p.lines_added:>7} {p.lines_removed:>7}  {p.name}: "
                       f"{p.short_arg or p.kind}{scope}")
    if as_json:
        click.echo(json.dumps({"results": out}, indent=1))
    if any(c.failure for c in comps):
        sys.exit(1)


def main(argv: Sequence[str] | None = None) -> None:
    """Console-script entry point (see :func:`ir_explorer.warm.main`)."""
    try:
        cli.main(args=list(argv) if argv is not None else None, prog_name="ir-explorer", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except (KeyboardInterrupt, click.exceptions.Abort):
        click.echo("interrupted", err=True)
        sys.exit(130)
    except BrokenPipeError:  # e.g. `ir-explorer dump … | head`
        sys.stderr.close()
        sys.exit(0)
