"""``ir-explorer blame``: which pass first produced an op or a text, and every pass that changed its count.

Compiles KERNEL with per-pass capture (MLIR, or LLVM with ``--llvm-passes``) or reads a PATH, like
``passes``, and follows the op or regex through :func:`ir_explorer.analyses.passgraph.blame`.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from typing import Any

import click

from ir_explorer.analyses.passgraph import Blame, blame, op_counter, ops_of, pattern_counter
from ir_explorer.cli.common import common, describe, gather, input_options, load_passes, report_failure
from ir_explorer.core.errors import IRExplorerError, UsageError, did_you_mean
from ir_explorer.core.model import PassDump
from ir_explorer.core.store import Store, default_root


@click.command("blame")
@click.argument("kernel")
@click.option("--op", "op", default=None, metavar="NAME",
              help="An op name: ttng.warp_group_dot, ttg.async_copy_global_to_local; with --llvm-passes an "
                   "LLVM instruction or intrinsic (fmul, llvm.nvvm.wgmma.fence.sync.aligned) or a MIR opcode.")
@click.option("--pattern", "pattern", default=None, metavar="REGEX",
              help="A Python regular expression, matched per line (e.g. 'nvidia_mma', 'cp\\.async').")
@click.option("--context", type=click.IntRange(min=0, max=20), default=2, show_default=True,
              help="Lines of IR shown around the op in each before/after snippet.")
@click.option("--llvm-passes", is_flag=True,
              help="Follow it through LLVM's passes (print-after-all) instead of the MLIR ones.")
@input_options
@common
def blame_cmd(kernel: str, op: str | None, pattern: str | None, context: int, llvm_passes: bool,
              kernel_sel: str | None, list_kernels: bool, as_json: bool, no_cache: bool, no_color: bool,
              cache_dir: str | None, timeout: float, jobs: int | None, signature: str | None, num_warps: int | None,
              num_stages: int | None, constexpr: tuple[str, ...], targets: tuple[str, ...], config_sel: str,
              arg_specs: tuple[str, ...], import_stubs: bool) -> None:
    """Name the pass that first produced an op (--op) or a text (--pattern) in KERNEL, and list every pass
    that changed how often it occurs, with the IR before and after. KERNEL may be a PATH, as for `passes`.
    Exits 1 when it never appears (or the compile failed), 2 for bad input such as an invalid regex."""
    if (op is None) == (pattern is None):
        raise UsageError("give one of --op NAME or --pattern REGEX")
    dialect = "llvm" if llvm_passes else "mlir"
    if pattern is not None:
        try:
            rx = re.compile(pattern, re.MULTILINE)
        except re.error as exc:
            raise UsageError(f"--pattern {pattern!r} is not a valid regular expression: {exc}") from exc
        if rx.fullmatch(""):
            raise UsageError(f"--pattern {pattern!r} matches the empty string: it would be found everywhere")
        count, what = pattern_counter(rx), f"/{pattern}/"

        def matches(line: str) -> bool:
            return rx.search(line) is not None
    else:
        assert op is not None
        count, what = op_counter(op, dialect), op
        word = re.compile(rf"(?<![\w.]){re.escape(op)}(?![\w.])")

        def matches(line: str) -> bool:
            return word.search(line) is not None

    store = Store(default_root(cache_dir))
    comps, _ = gather(kernel, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json,
                      no_cache=no_cache, jobs=jobs, timeout=timeout, signature=signature, num_warps=num_warps,
                      num_stages=num_stages, constexpr=constexpr, targets=targets, config_sel=config_sel,
                      passes=True, llvm_passes=llvm_passes, arg_specs=arg_specs, import_stubs=import_stubs)
    results: list[dict[str, Any]] = []
    found_any = False
    for comp in comps:
        if comp.failure is not None and not as_json:
            report_failure(comp, None)
        try:
            dumps, final = load_passes(comp, store, dialect)
        except IRExplorerError:
            if comp.failure is None:
                raise
            # failed before any pass ran (a frontend error): the failure report says why
            if as_json:
                results.append({"kernel": comp.kernel, "config_index": comp.config_index,
                                "target": comp.target.spec, "failure": comp.failure.to_json(), "found": False})
            continue
        res = blame(dumps, count, matches, final, dialect, context=context)
        found_any |= res.found
        if as_json:
            results.append({"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                            "failure": comp.failure.to_json() if comp.failure else None, **_to_json(res)})
            continue
        where = f"the {dialect.upper()} passes of {describe(comp)}"
        if not res.found:
            hint = did_you_mean(op, _ops_seen(dumps, dialect)) if op is not None else ""
            if len(comps) == 1:
                raise IRExplorerError(f"{what} never appears in {where}{hint}")
            click.echo(f"{what}: never appears in {where}{hint}")
            continue
        _print(res, what, where, dumps[0].name)
    if as_json:
        click.echo(json.dumps({"query": {"op": op} if op is not None else {"pattern": pattern},
                               "dialect": dialect, "results": results}, indent=1))
    if not found_any or any(c.failure for c in comps):  # like `passes`: a failed compile exits 1
        sys.exit(1)


def _ops_seen(dumps: Sequence[PassDump], dialect: str) -> set[str]:
    """Every op name (LLVM: opcode, intrinsic) in the snapshots, each distinct text read once (stored blobs
    are shared): what a misspelt ``--op`` is compared with."""
    seen: set[str] = set()
    texts: set[str] = set()
    for d in dumps:
        text = d.text()
        if text not in texts:
            texts.add(text)
            seen.update(ops_of(text, dialect))
    return seen


def _to_json(res: Blame) -> dict[str, Any]:
    first = res.first
    return {"found": res.found, "initial": res.initial, "final": res.final,
            "first": first.to_json() if first is not None else None,
            "changes": [c.to_json() for c in res.changes]}


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
