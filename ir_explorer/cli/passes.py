"""``ir-explorer passes``: the MLIR (or LLVM) passes a kernel went through, what each changed, or the pass
graph as Graphviz DOT."""

from __future__ import annotations

import sys
from typing import Any

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.stages import load_passes
from ir_explorer.cli import render
from ir_explorer.cli.options import LLVM_PASSES, compilations, compile_options, input_options
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation, PassDump


@click.command("passes")
@click.argument("kernel")
@click.option("--changed-only", is_flag=True, help="Only the passes that changed the IR.")
@click.option("--dot", is_flag=True,
              help="Print the pass graph as Graphviz DOT (`| dot -Tsvg > passes.svg`): each pass with its +/- "
                   "lines, ops by dialect and the layouts it introduced; passes that changed the IR filled.")
@LLVM_PASSES
@input_options
@compile_options
def passes(kernel: str, changed_only: bool, dot: bool, llvm_passes: bool, kernel_sel: str | None, list_kernels: bool,
           as_json: bool, no_color: bool, opts: CompileOptions) -> None:
    """List the MLIR (or, with --llvm-passes, LLVM) passes KERNEL went through: index, pass, changed,
    lines added/removed. KERNEL may be a PATH, as for `dump`."""
    if dot and (as_json or changed_only):
        raise UsageError("--dot prints the whole pass graph; it cannot be combined with --json or --changed-only")
    store = opts.store()
    comps, _ = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json,
                            passes=True, llvm_passes=llvm_passes)
    dialect = "llvm" if llvm_passes else "mlir"
    out: list[dict[str, Any]] = []
    for comp in comps:
        dumps, final = load_passes(comp, store, dialect)
        shown = [p for p in dumps if p.changed or not changed_only]
        if dot:
            from ir_explorer.analyses.passgraph import build_graph, to_dot  # deferred: networkx and pydot

            click.echo(to_dot(build_graph(dumps, final, dialect), comp.title()))
        elif as_json:
            out.append({"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                        "failure": comp.failure.to_json() if comp.failure else None,
                        "passes": [{"index": p.index, "name": p.name, "arg": p.arg, "scope": p.scope, "kind": p.kind,
                                    "changed": p.changed, "lines_added": p.lines_added,
                                    "lines_removed": p.lines_removed} for p in shown]})
        else:
            _print_table(comp, dumps, shown)
    if as_json:
        render.echo_json({"results": out})
    if any(c.failure for c in comps):
        sys.exit(1)


def _print_table(comp: Compilation, dumps: list[PassDump], shown: list[PassDump]) -> None:
    n_changed = sum(1 for p in dumps if p.changed)
    distinct = len({getattr(p.source, "digest", p.index) for p in dumps})
    click.echo(f"{comp.title()}: {len(dumps)} passes, {n_changed} changed the IR, {distinct} distinct IRs")
    if comp.failure is not None:
        click.echo(f"  compile failed: {comp.failure.headline()}")
    click.echo(f"{'#':>4}  {'changed':7} {'+lines':>7} {'-lines':>7}  pass")
    for p in shown:
        mark = {True: "yes", False: "-", None: "?"}[p.changed]
        scope = "" if p.scope in ("builtin.module", "[module]") else f"  [{p.scope}]"
        label = p.name if p.kind == "after" and not p.short_arg else f"{p.name}: {p.short_arg or p.kind}"
        click.echo(f"{p.index:>4}  {mark:7} {p.lines_added:>7} {p.lines_removed:>7}  {label}{scope}")
