"""``ir-explorer passes``: the MLIR (or LLVM) passes a kernel went through, what each changed, or the pass
graph as Graphviz DOT."""

from __future__ import annotations

import sys
from typing import Any

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.stages import load_passes
from ir_explorer.cli import render
from ir_explorer.cli.options import LLVM_PASSES, compilations, compile_options, input_options, kernel_argument
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation, IRSize, PassDump
from ir_explorer.core.store import Blob
from ir_explorer.ir.passcost import TIMING_METHOD, size_before, sizes_after


@click.command("passes")
@kernel_argument()
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
    lines added/removed, and for MLIR each pass's wall time (MLIR pass timing) and the size of the IR it left
    (lines, ops, largest tensor), after each stage's share of the compile time. KERNEL may be a PATH, as for
    `dump`."""
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
            from ir_explorer.engines.passgraph import build_graph, to_dot  # deferred: networkx and pydot

            click.echo(to_dot(build_graph(dumps, final, dialect), comp.title()))
        elif as_json:
            after = _sizes(dumps, final, dialect)
            out.append({"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                        "triton_version": comp.triton_version,
                        "failure": comp.failure.to_json() if comp.failure else None,
                        "timing": _timing(dumps), "stage_times": stage_times_json(comp),
                        "passes": [{"index": p.index, "name": p.name, "arg": p.arg, "scope": p.scope, "kind": p.kind,
                                    "changed": p.changed, "lines_added": p.lines_added,
                                    "lines_removed": p.lines_removed, "time_ms": p.time_ms,
                                    "ir_after": _size_json(after[p.index])} for p in shown]})
        else:
            _print_table(comp, dumps, shown, _sizes(dumps, final, dialect))
    if as_json:
        render.echo_json({"results": out})
    if any(c.failure for c in comps):
        sys.exit(1)


def _sizes(dumps: list[PassDump], final: Blob | None, dialect: str) -> list[IRSize | None]:
    """The IR size after each MLIR pass (:func:`ir_explorer.ir.passcost.sizes_after`); none for LLVM's passes."""
    if dialect != "mlir":
        return [None] * len(dumps)
    return sizes_after(dumps, final.read_bytes().decode("utf-8", errors="replace") if final is not None else None)


def _size_json(size: IRSize | None) -> dict[str, Any] | None:
    return size.to_json() if size is not None else None


def _timing(dumps: list[PassDump]) -> str | None:
    """How the pass times were measured, or ``None``: not timed."""
    return TIMING_METHOD if any(p.time_ms is not None for p in dumps) else None


def stage_times_json(comp: Compilation) -> dict[str, Any]:
    """``{"total_ms", "stages": [{"stage", "ms", "share"}]}`` (:meth:`Compilation.stage_shares`); an empty list
    when no stage was timed (a compile read from a user's files)."""
    shares = comp.stage_shares()
    return {"total_ms": sum(ms for _, ms, _ in shares) if shares else None,
            "stages": [{"stage": n, "ms": ms, "share": share} for n, ms, share in shares]}


def _stage_line(comp: Compilation) -> str | None:
    st = stage_times_json(comp)
    if not st["stages"]:
        return None
    parts = [f"{r['stage']} {r['ms']:.0f} ms ({r['share']:.0%})" if r["share"] is not None else f"{r['stage']} 0 ms"
             for r in st["stages"]]
    return (f"stage times: {', '.join(parts)} of {st['total_ms']:.0f} ms in the stages (the stored compile's; a "
            "compile that captured the passes printed the IR before each of them)")


def _print_table(comp: Compilation, dumps: list[PassDump], shown: list[PassDump], after: list[IRSize | None]) -> None:
    n_changed = sum(1 for p in dumps if p.changed)
    distinct = len({getattr(p.source, "digest", p.index) for p in dumps})
    click.echo(f"{comp.heading()}: {len(dumps)} passes, {n_changed} changed the IR, {distinct} distinct IRs")
    if comp.failure is not None:
        click.echo(f"  compile failed: {comp.failure.headline()}")
    stages = _stage_line(comp)
    if stages:
        click.echo(stages)
    sized = any(a is not None for a in after)
    times = [p.time_ms for p in dumps if p.time_ms is not None]
    if times:
        click.echo(f"pass times: {TIMING_METHOD}, wall ms of each pass in the compile that captured the IR (the "
                   f"printing is outside each pass's time); {len(times)} passes timed, {sum(times):.1f} ms in all")
    elif sized:
        click.echo("pass times: not timed (this capture has no MLIR pass timing; an ir-explorer capture made before "
                   "pass timing is timed again with --no-cache)")
    if sized:
        click.echo("IR after each pass: lines, op lines, elements of its largest tensor type (×N: lines grew N-fold; "
                   "the type is named where it changes)")
    click.echo(f"{'#':>4}  {'changed':7} {'+lines':>7} {'-lines':>7}" + ("       ms   lines     ops    elems" if sized
                                                                          else "") + "  pass")
    prev_tensor: str | None = None
    for p in shown:
        mark = {True: "yes", False: "-", None: "?"}[p.changed]
        scope = "" if p.scope in ("builtin.module", "[module]") else f"  [{p.scope}]"
        label = p.name if p.kind == "after" and not p.short_arg else f"{p.name}: {p.short_arg or p.kind}"
        cost = ""
        if sized:
            cost, tail, prev_tensor = _cost_cells(p, after[p.index], prev_tensor)
            scope += tail
        click.echo(f"{p.index:>4}  {mark:7} {p.lines_added:>7} {p.lines_removed:>7}{cost}  {label}{scope}")


def _cost_cells(p: PassDump, size: IRSize | None, prev_tensor: str | None) -> tuple[str, str, str | None]:
    """``(the ms/lines/ops/elems cells, what follows the pass's name, the largest tensor type now)`` of one row."""
    ms = "-" if p.time_ms is None else f"{p.time_ms:.1f}"
    if size is None:
        return f" {ms:>8} {'?':>7} {'?':>7} {'?':>8}", "", prev_tensor
    before = size_before(p).lines
    grew = f"  ×{size.lines / before:.1f} lines" if before and size.lines >= 2 * before else ""
    elems = "-" if size.tensor_elements is None else str(size.tensor_elements)
    if same_tensor(size.tensor, prev_tensor):
        return f" {ms:>8} {size.lines:>7} {size.ops:>7} {elems:>8}", grew, prev_tensor
    tail = grew + f"  → {size.tensor or 'no tensor'}"
    return f" {ms:>8} {size.lines:>7} {size.ops:>7} {elems:>8}", tail, size.tensor


def same_tensor(a: str | None, b: str | None) -> bool:
    """Whether two largest-tensor types (:func:`ir_explorer.ir.passcost.ir_size`'s) are one type: equal, or of the
    same shape and element where one writes its encoding ``…`` (a module printed bare, the software pipeliner's
    internal steps, writes the layout inline, not a changed type; trial 9a F3: "→ tensor<128x128xf32, …>" at a
    LowerLoops step that changed nothing, and back at the next pass)."""
    if a == b:
        return True
    if a is None or b is None or not (a.endswith(", …>") or b.endswith(", …>")):
        return False
    return a.split(",", 1)[0] == b.split(",", 1)[0]
