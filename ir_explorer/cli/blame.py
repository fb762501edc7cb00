"""``ir-explorer blame``: which pass first produced an op or a text, and every pass that changed its count.

Compiles KERNEL with per-pass capture (MLIR, or LLVM with ``--llvm-passes``) or reads a PATH, like
``passes``, and follows the op or regex through :func:`ir_explorer.engines.passgraph.blame`.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.stages import load_passes
from ir_explorer.cli import render
from ir_explorer.cli.options import LLVM_PASSES, compilations, compile_options, input_options, kernel_argument
from ir_explorer.cli.render import report_failure
from ir_explorer.core.errors import IRExplorerError, did_you_mean
from ir_explorer.engines.passgraph import Blame, blame, ops_seen, query


@click.command("blame")
@kernel_argument()
@click.option("--op", "op", default=None, metavar="NAME",
              help="An op name: ttng.warp_group_dot, ttg.async_copy_global_to_local; with --llvm-passes an "
                   "LLVM instruction or intrinsic (fmul, llvm.nvvm.wgmma.fence.sync.aligned) or a MIR opcode.")
@click.option("--pattern", "pattern", default=None, metavar="REGEX",
              help="A Python regular expression, matched per line (e.g. 'nvidia_mma', 'cp\\.async').")
@click.option("--context", type=click.IntRange(min=0, max=20), default=2, show_default=True,
              help="Lines of IR shown around the op in each before/after snippet.")
@LLVM_PASSES
@input_options
@compile_options
def blame_cmd(kernel: str, op: str | None, pattern: str | None, context: int, llvm_passes: bool,
              kernel_sel: str | None, list_kernels: bool, as_json: bool, no_color: bool, opts: CompileOptions) -> None:
    """Name the pass that first produced an op (--op) or a text (--pattern) in KERNEL, and list every pass
    that changed how often it occurs, with the IR before and after. KERNEL may be a PATH, as for `passes`.
    Exits 1 when it never appears (or the compile failed), 2 for bad input such as an invalid regex."""
    dialect = "llvm" if llvm_passes else "mlir"
    q = query(op, pattern, dialect)
    store = opts.store()
    comps, _ = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json,
                            passes=True, llvm_passes=llvm_passes)
    results: list[dict[str, Any]] = []
    found_any = False
    for comp in comps:
        if comp.failure is not None and not as_json:
            report_failure(comp, None)
        head = {"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                "triton_version": comp.triton_version, "failure": comp.failure.to_json() if comp.failure else None}
        try:
            dumps, final = load_passes(comp, store, dialect)
        except IRExplorerError:
            if comp.failure is None:
                raise
            # failed before any pass ran (a frontend error): the failure report says why
            if as_json:
                results.append({**head, "found": False})
            continue
        res = blame(dumps, q.count, q.matches, final, dialect, context=context)
        found_any |= res.found
        if as_json:
            results.append({**head, **res.to_json()})
            continue
        where = f"the {dialect.upper()} passes of {comp.heading()}"
        if not res.found:
            hint = did_you_mean(op, ops_seen(dumps, dialect)) if op is not None else ""
            if len(comps) == 1:
                raise IRExplorerError(f"{q.what} never appears in {where}{hint}")
            click.echo(f"{q.what}: never appears in {where}{hint}")
            continue
        _print(res, q.what, where, dumps[0].name)
    if as_json:
        render.echo_json({"query": q.to_json(), "dialect": dialect, "results": results})
    if not found_any or any(c.failure for c in comps):  # like `passes`: a failed compile exits 1
        sys.exit(1)


def _print(res: Blame, what: str, where: str, first_pass: str) -> None:
    click.echo(f"{what} in {where}")
    first = res.first
    if first is not None:
        click.echo(f"  first produced by #{first.index} {first.label}  ({first.before} → {first.after})")
    else:
        click.echo(f"  already in the IR before the first pass (#0 {first_pass}): {res.initial}")
    click.echo(f"  {len(res.changes)} pass(es) changed its count; {res.final} after the last pass")
    for c in res.changes:
        scope = "" if c.scope in ("builtin.module", "[module]") else f"  [{c.scope}]"
        click.echo(f"\n#{c.index:<4} {c.label}{scope}: {c.before} → {c.after}")
        for line in c.before_snippet:
            click.echo(f"    - {line}")
        for line in c.after_snippet:
            click.echo(f"    + {line}")
