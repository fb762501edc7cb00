"""``ir-explorer sweep MANIFEST -o RESULT.json``: a kernel library × configs × targets × Triton releases, one row per
compile streamed to RESULT.json, and with ``--against OLD.json`` a regression gate. The engine is
:mod:`ir_explorer.engines.sweep`; the manifest and result formats are in ``docs/sweeps.md``."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO, Any

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.cli import render
from ir_explorer.cli.options import compile_options
from ir_explorer.core.control_chars import one_line
from ir_explorer.core.errors import UsageError
from ir_explorer.engines.sweep import (
    PRUNED,
    Row,
    header,
    load_manifest,
    plan,
    read_result,
    run,
)
from ir_explorer.engines.sweep_gate import DEFAULT_RULES, RULES, GateResult, gate, parse_rules


@click.command("sweep")
@click.argument("manifest", type=click.Path(dir_okay=False))
@click.option("-o", "--output", "output", type=click.Path(dir_okay=False), default=None,
              help="Write one JSON line per compile here, as each ends (default: no file; with --against, the "
                   "gate reads the rows in memory).")
@click.option("--resume", is_flag=True, help="Keep the rows --output already holds and compile only the rest.")
@click.option("--against", "against", type=click.Path(dir_okay=False), default=None, metavar="OLD.json",
              help="A result of an earlier sweep: print the regressions, then the improvements; exit 1 if any "
                   "--fail-on rule fails.")
@click.option("--fail-on", "fail_on", default=DEFAULT_RULES, show_default=True, metavar="RULE[,RULE…]",
              help=f"Rules that fail the gate: {', '.join(RULES)}; regs and shared take a tolerance (regs+10%).")
@click.option("--engine", type=click.Choice(("local", "ray")), default="local", show_default=True,
              help="Where compiles run: the local worker pool (all cores unless --jobs), or Ray tasks "
                   "(pip install 'ir-explorer[ray]'), their results kept in the local store.")
@click.option("--address", default=None, metavar="auto|HOST:PORT",
              help="--engine ray: the Ray cluster to join (default: a Ray started here, of --jobs CPUs).")
@compile_options(only=("cache_dir", "use_cache", "timeout", "jobs"))
def sweep_cmd(manifest: str, output: str | None, resume: bool, against: str | None, fail_on: str, engine: str,
              address: str | None, as_json: bool, no_color: bool, opts: CompileOptions) -> None:
    """Compile every kernel × config × target × Triton release MANIFEST (TOML) names into the store, one row per
    compile (the report's metrics, each finding's kind and severity, the failure if any) streamed to --output as
    JSON Lines. A kernel file that cannot be read, or a release that is not installed, is a failed row, not a
    failed sweep. Exit 1 when a compile failed or the gate failed.

    \b
      ir-explorer sweep kernels.toml -o main.json
      ir-explorer sweep kernels.toml -o pr.json --against main.json --fail-on mma,spills,regs+10%
    """
    rules = parse_rules(fail_on)
    if address is not None and engine != "ray":
        raise UsageError("--address names a Ray cluster; it goes with --engine ray")
    if resume and output is None:
        raise UsageError("--resume continues the file --output names; give -o RESULT.json")
    old = read_result(Path(against)) if against is not None else None
    the_manifest = load_manifest(Path(manifest))
    store = opts.store()
    kept: tuple[Row, ...] = ()
    if resume and output is not None and os.path.exists(output):
        kept = read_result(Path(output))
    the_plan = plan(the_manifest, store, timeout=opts.timeout, use_cache=opts.use_cache)
    render.notes(the_plan.notes)
    terminal = sys.stderr.isatty()
    for row in the_plan.failed:  # one line each, before the compiles start
        if row.failure is not None and row.id not in {r.id for r in kept}:
            kind = row.failure["kind"]
            said = f"pruned: {row.id}" if kind == PRUNED else f"failed: {row.id}: {kind}"
            click.echo(render.message(f"{said}: {row.failure['message']}"), err=True)
    sink = _Sink(Path(output), the_manifest, append=bool(kept)) if output is not None else None
    try:
        rows = run(the_plan, store, sink.write if sink else (lambda row: None), skip={r.id for r in kept},
                   jobs=opts.jobs, timeout=opts.timeout, use_cache=opts.use_cache,
                   progress=render.progress if terminal else None, engine=engine, address=address)
    finally:
        if sink is not None:
            sink.close()
    every = (*kept, *rows)
    # A pruned config (prune_configs_by, or one that cannot launch) is a row of its own, not a failed sweep.
    pruned = [r for r in every if r.failure is not None and r.failure["kind"] == PRUNED]
    failed = [r for r in every if not r.ok and r not in pruned]
    result = gate(old, every, rules) if old is not None else None
    if as_json:
        render.echo_json({"rows": len(every), "compiled": len(rows), "resumed": len(kept), "failed": len(failed),
                          "pruned": len(pruned),
                          "output": output, "gate": result.to_json() if result is not None else None})
    else:
        for row in failed:
            if row.config_index >= 0 and row.failure is not None:  # the plan's failed rows were said above
                click.echo(render.message(f"failed: {row.id}: {row.failure['kind']}: {row.failure['message']}"),
                           err=True)
        click.echo(f"{len(every)} row(s): {len(every) - len(failed) - len(pruned)} compiled, {len(failed)} failed"
                   + (f", {len(pruned)} pruned" if pruned else "")
                   + (f" ({len(kept)} kept from {output}, {len(rows)} new)" if kept else "")
                   + (f"; written to {output}" if output else ""))
        if result is not None:
            _print_gate(result, render.use_color(no_color))
    if (result is not None and not result.passed) or failed:
        sys.exit(1)


class _Sink:
    """The result file, one JSON line per row, flushed as each row arrives (an interrupted sweep keeps every
    row written before it; ``--resume`` reads them back)."""

    def __init__(self, path: Path, manifest: Any, append: bool) -> None:
        import json

        self._json = json
        self._fh: IO[str] = path.open("a" if append else "w", encoding="utf-8")
        if not append:
            self._line(header(manifest))

    def _line(self, data: dict[str, Any]) -> None:
        self._fh.write(self._json.dumps(data, sort_keys=True) + "\n")
        self._fh.flush()

    def write(self, row: Row) -> None:
        self._line(row.to_json())

    def close(self) -> None:
        self._fh.close()


def _print_gate(result: GateResult, color: bool) -> None:
    render.secho(f"== gate: {len(result.regressions)} regression(s), {len(result.improvements)} improvement(s) "
                 f"over {result.compared} row(s) compared ==", color, bold=True)
    for title, changes, fg in (("regressions", result.regressions, "red"),
                               ("improvements", result.improvements, "green")):
        if not changes:
            continue
        render.secho(f"{title}:", color, fg=fg, bold=True)
        for change in changes:
            click.echo(_line(f"  {change.id}: {', '.join(change.rules)}"))
            if change.detail:
                click.echo(_line(f"    {change.detail}"))
            for metric in change.summary:
                click.echo(_line(f"    {metric.text}"))
    for word, ids in (("only in the new sweep", result.added), ("only in the old sweep", result.removed)):
        if ids:
            click.echo(_line(f"{len(ids)} row(s) {word}: {', '.join(ids[:5])}{' …' if len(ids) > 5 else ''}"))
    click.echo("gate: " + ("passed" if result.passed else "FAILED"))


def _line(text: str) -> str:
    """``text`` (made of a result file's names and messages) as one line of stdout: its line breaks escaped
    (``^J``), and on a terminal every control character (:func:`ir_explorer.core.control_chars.one_line`), so that
    a kernel named ``k\nerror: fake`` cannot fake a line and a table's widths count what the terminal shows."""
    return one_line(text, sys.stdout.isatty())


def show_result(path: str, opts: CompileOptions, as_json: bool, color: bool) -> None:
    """``ir-explorer compare RESULT.json``: a sweep result's rows as a table (one row per kernel, config, target and
    release; a cell that differs from the same kernel, config and target under another release ends in ``*``,
    bold on a terminal). Exit 1 when a row failed (a ``pruned`` one is not a failure). Compile options are
    refused: nothing is compiled."""
    from ir_explorer.engines.compare import DIFFERS
    from ir_explorer.engines.sweep import result_table, status_text

    opts.refuse([f for f in ("signature", "arg_specs", "import_stubs", "constexprs", "num_warps", "num_stages",
                             "targets", "config", "tritons")], "compiles; a sweep result holds its rows already")
    table = result_table(read_result(Path(path)))
    if as_json:
        render.echo_json({"columns": list(table.columns),
                          "rows": [{**r.to_json(), "cells": dict(zip(table.columns, cells, strict=True)),
                                    "changed": [c for c, ch in zip(table.columns, changed, strict=True) if ch]}
                                   for r, cells, changed in zip(table.rows, table.cells, table.changed,
                                                                strict=True)]})
    else:
        headers = ["kernel", "config", "target", "release", *table.columns]
        lines = []
        for r, cells, changed in zip(table.rows, table.cells, table.changed, strict=True):
            first = [_line(r.kernel), _line(f"{r.config_index} {r.config}".strip()), _line(r.target),
                     _line(r.triton_version if r.release == "installed" and r.triton_version else r.release)]
            if not r.ok and r.failure is not None:
                lines.append((first + [_line(status_text(r))] + [""] * (len(cells) - 1),
                              [False] * len(headers)))
            else:
                lines.append((first + [_line(c) + (DIFFERS if ch else "")
                                       for c, ch in zip(cells, changed, strict=True)],
                              [False] * 4 + list(changed)))
        widths = [max(len(x[i]) for x in [headers, *(v for v, _ in lines)]) for i in range(len(headers))]
        render.secho(_line(f"== {path}: {len(table.rows)} row(s) =="), color, bold=True)
        click.echo("  ".join(f"{h:<{w}}" for h, w in zip(headers, widths, strict=True)).rstrip())
        for values, bold in lines:
            click.echo("  ".join(render.style(f"{v:<{w}}", bold=True, fg="yellow") if color and b else f"{v:<{w}}"
                                 for v, w, b in zip(values, widths, bold, strict=True)).rstrip())
        if any(any(ch) for ch in table.changed):
            click.echo(f"{DIFFERS} differs from the same kernel, config and target under another release")
    if any(not r.ok and status_text(r) != PRUNED for r in table.rows):  # a pruned config is no failure
        sys.exit(1)
