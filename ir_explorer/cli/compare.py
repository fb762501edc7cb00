"""``ir-explorer compare KERNEL``: every autotune config side by side, one column per metric, differences marked.

A view over :func:`ir_explorer.engines.compare.compare`: one row per config (and target), one column per
metric; a column whose values are not all equal is marked ``*`` in its header (and its cells bold on a
terminal). When ``ir-explorer bench`` has stored GPU timings of these compilations
(:meth:`ir_explorer.core.store.Store.save_timing`, keyed by the compilation), time columns follow: ms,
TFLOP/s (GB/s for elementwise kernels) and the fraction of the torch baseline's speed.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import click

from ir_explorer.analyses.metric_format import rate_text
from ir_explorer.capture.options import CompileOptions
from ir_explorer.cli import render
from ir_explorer.cli.options import compilations, compile_options, input_options, kernel_argument
from ir_explorer.cli.render import use_color
from ir_explorer.engines.compare import DIFFERS, Comparison, column_names, compare, row_label


def _time_cells(rec: dict[str, Any] | None) -> list[str]:
    if rec is None:
        return ["", "", ""]
    frac = rec.get("fraction")
    return [f"{rec['ms']:.4f}", rate_text(rec.get("tflops"), rec.get("gbps")).strip(),
            f"{frac:.3f}" if frac else ""]


@click.command("compare")
@kernel_argument()
@input_options
@compile_options(config_default="all")
def compare_cmd(kernel: str, kernel_sel: str | None, list_kernels: bool, as_json: bool, no_color: bool,
                opts: CompileOptions) -> None:
    """Compare KERNEL's autotune configs (a bundled name, FILE.py:KERNEL, or a PATH as for `dump`): one row
    per config, one column per metric (MMA shape, load widths, shared memory, registers, spills, occupancy,
    layout conversions, pipelining); `*` marks the columns whose values differ. GPU timings stored by
    `ir-explorer bench` add ms, TFLOP/s and the fraction of torch's speed. KERNEL may be a RESULT.json of
    `ir-explorer sweep`: one row per kernel, config, target and release, `*` on a cell that differs between
    releases."""
    from ir_explorer.engines.sweep import is_result_file  # deferred: only here

    if is_result_file(kernel):  # a RESULT.json of `ir-explorer sweep`: its rows, nothing compiled
        from ir_explorer.cli.sweep import show_result

        return show_result(kernel, opts, as_json, use_color(no_color))
    store = opts.store()
    comps, _ = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json)
    result = compare(comps, store)
    if as_json:
        render.echo_json(result.to_json(kernel))
    else:
        _print_table(result, use_color(no_color))
    if any(c.failure for c in comps):
        sys.exit(1)


def _print_table(cmp: Comparison, color: bool) -> None:
    comps, differs, where, timings = cmp.comps, list(cmp.differs), cmp.timings_from, cmp.timings
    several_targets = len({c.target for c in comps}) > 1
    several_releases = len({c.triton_version for c in comps}) > 1
    head = ["config"] + (["target"] if several_targets else []) + (["triton"] if several_releases else [])
    names = column_names(comps)
    headers = head + [name + (DIFFERS if d else "") for name, d in zip(names, differs, strict=True)]
    rows = []
    for comp, cells in zip(comps, cmp.cells, strict=True):
        row = list(cells)
        first = ([row_label(comp)] + ([comp.target.spec] if several_targets else [])
                 + ([comp.triton_version] if several_releases else []))
        if comp.failure is not None:
            row = [f"compile failed: {comp.failure.kind}"] + [""] * (len(row) - 1)
        rows.append(first + row)
    marked = [False] * len(head) + differs
    if where is not None:
        headers += ["ms", "rate", "x torch"]
        marked += [False] * 3
        for comp, row in zip(comps, rows, strict=True):
            row += _time_cells(timings.get(comp.key))
    widths = [max(len(r[i]) for r in [headers, *rows]) for i in range(len(headers))]
    left = len(head) + 1  # the labels and the MMA column read best left-aligned

    def line(values: list[str], bold: Sequence[bool]) -> str:
        out = []
        for i, (v, w) in enumerate(zip(values, widths, strict=True)):
            text = f"{v:<{w}}" if i < left else f"{v:>{w}}"
            out.append(render.style(text, bold=True, fg="yellow") if color and bold[i] and v else text)
        return "  ".join(out).rstrip()

    title = comps[0].kernel if comps else ""
    # the release that compiled them (issue 24): in the header when they share one, else in the triton column
    release = f", Triton {comps[0].triton_version}" if comps and not several_releases else ""
    render.secho(f"== {title}: {len(comps)} compilation(s){release} ==", color, bold=True)
    click.echo(line(headers, [False] * len(headers)))
    for row in rows:
        click.echo(line(row, marked))
    if any(differs):
        click.echo(f"{DIFFERS} differs between the rows")
    if where is not None:
        dims = " ".join(f"{k}={v}" for k, v in (where["dims"] or {}).items())
        click.echo(f"times: {where['device']}, {dims} (ir-explorer bench; fraction = torch ms / ms)")
    else:
        click.echo("no GPU timings stored for these compilations (ir-explorer bench KERNEL on a CUDA GPU adds them)",
                   err=True)
    if any(h.rstrip(DIFFERS) == "spills" for h in headers):
        # trial 8a M2: gfx950's "spills 57 / 147 / 210" were SGPRs spilled into VGPR lanes, no memory traffic, where
        # the report's summary of the same compile says "no spills to memory"
        click.echo("spills (AMD): registers LLVM spilled (.vgpr_spill_count + .sgpr_spill_count); SGPR spills go to "
                   "VGPR lanes first, to memory only when no lane is free (the report's summary and spill finding "
                   "say which)")
    if any(h.rstrip(DIFFERS) == "spill B" for h in headers):
        # trial 14b M4: the fp8 block GEMM's "spill B 632" read as 632 bytes spilled, where ptxas stored 324 and
        # loaded 308 (the report's summary names each)
        # trial 8a M2 / 14d: "spills: 8" where ptxas spilled 4 bytes (4 stored, 4 loaded back): the column is the
        # bytes spilled, ptxas's spill stores, not their sum with the loads
        click.echo("spill B: bytes ptxas spilled (its 'bytes spill stores'; the spill loads that read them back are "
                   "not added: the report's summary gives both)")
    if "ld bits" in headers:  # trial 3 M4: a wgmma GEMM's 16-bit bias load read as its loads' width
        none = "; none: the machine code has no such access" if "none" in (c for r in rows for c in r) else ""
        click.echo("ld bits, st bits: the narrowest global load (async copies included) and store of the PTX "
                   f"(AMDGCN on AMD), in bits{none}")
