"""``ir-explorer bench KERNEL``: check and time a bundled kernel's configs on this machine's CUDA GPU.

A view over :func:`ir_explorer.capture.bench.run_bench` (the GPU work runs in a child process, so this
command never imports torch or Triton), with each config's compiled figures from
:func:`ir_explorer.engines.report.build_report` beside its timings.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from ir_explorer.analyses.metric_format import mma_label, rate_text
from ir_explorer.capture.bench import run_bench
from ir_explorer.capture.options import CompileOptions
from ir_explorer.cli import render
from ir_explorer.cli.options import color_options, compile_options, kernel_argument
from ir_explorer.core.model import Compilation, KernelSpec
from ir_explorer.core.store import Store


def metrics(comp: Compilation | None, store: Store) -> dict[str, Any]:
    """The compiled kernel's figures shown beside its timings: the report's metrics
    (:func:`ir_explorer.engines.report.build_report`, without SASS: MMA path and instruction shape,
    occupancy …) plus ``registers``, ``spills`` (bytes) and ``shared_kb`` (KiB)."""
    if comp is None or not comp.ok:
        return {}
    from ir_explorer.engines.report import build_report  # deferred: only once the GPU run is over

    out: dict[str, Any] = dict(build_report(comp, store, stages=("ttir", "ttgir", "ptx", "amdgcn")).metrics)
    out["shared_kb"] = comp.shared_bytes / 1024 if comp.shared_bytes is not None else None
    res = comp.resources
    if res is not None:
        out.update(registers=res.registers, spills=res.spill_store_bytes)  # bytes spilled: ptxas's spill stores
    return out


def _rate(row: dict[str, Any]) -> str:
    if row.get("ms") is None:
        return ""
    if row.get("flops"):
        return rate_text(row["flops"] / row["ms"] / 1e9, None)
    return rate_text(None, row["bytes"] / row["ms"] / 1e6)


@click.command("bench")
@kernel_argument()
@click.option("--size", "sizes", multiple=True, metavar="SIZE",
              help="Problem size: 4096, 8192x8192x4096 (every dimension in order) or N_CTX=8192,Z=2 "
                   "(repeatable; default: the registry's example size).")
@click.option("--warmup-ms", type=click.FloatRange(min=1), default=100.0, show_default=True,
              help="Warm-up time before timing (do_bench warmup).")
@click.option("--rep-ms", type=click.FloatRange(min=1), default=300.0, show_default=True,
              help="Time spent timing; the median launch is reported (do_bench rep).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@color_options
@compile_options(only=("config", "cache_dir", "jobs", "timeout"), config_default="all", output=False,
                 helps={"jobs": "Parallel offline compiles.", "timeout": "Seconds one offline compile may take."})
def bench(kernel: str, sizes: tuple[str, ...], warmup_ms: float, rep_ms: float, as_json: bool, no_color: bool,
          opts: CompileOptions) -> None:
    """Check and time KERNEL's configs on this machine's CUDA GPU against the torch baseline.

    Each config runs on fresh random fp16 inputs with a NaN-poisoned output, is checked against a
    float32 torch reference (||out - ref|| / ||ref|| < 1e-2), and is timed with
    triton.testing.do_bench (median). The table gives ms, TFLOP/s (GB/s for elementwise kernels),
    the fraction of the torch baseline (torch.matmul, causal SDPA, F.linear+ReLU, F.gelu), the
    relative error and the compiled kernel's registers, spills and shared memory. Timings are
    saved in the store. Exit code 1 when a config is wrong or there is no CUDA GPU.
    """
    store = opts.store()
    run = run_bench(kernel, opts.config, sizes, warmup_ms, rep_ms, opts, store, render.progress)
    rows = [dict(row) for row in run.rows]
    for n, row in enumerate(rows):
        if not row.get("baseline"):
            row["metrics"] = metrics(run.comps.get(n), store)
    if as_json:
        render.echo_json({"kernel": kernel, "device": run.device, "rows": rows})
    else:
        _print_table(kernel, run.spec, run.device, rows)
    if not run.ok:
        sys.exit(1)


def _print_table(kernel: str, spec: KernelSpec, device: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    click.echo(f"{kernel} on {device['name']} (sm_{device['capability'][0]}{device['capability'][1]}, "
               f"{device['sms']} SMs), torch {device['torch']}, triton {device['triton']}")
    header = (f"{'size':>18}  {'what':34} {'ms':>9} {'rate':>16} {'x torch':>7} {'rel err':>8} "
              f"{'regs':>4} {'spill':>5} {'smem KiB':>8} {'occ':>3}  mma")
    click.echo(header)
    for row in rows:
        size = "x".join(str(v) for v in row["dims"].values())
        what = row["label"]
        if row.get("config_index") is not None:
            what = f"{row['config_index']}: {spec.configs[row['config_index']].short()}"
        elif row.get("picked"):
            what = f"autotuned -> {row['picked']}"[:34]
        if row.get("error"):
            click.echo(f"{size:>18}  {what:34} FAILED: {row['error']}")
            continue
        m = row.get("metrics") or {}
        err = f"{row['rel_error']:.1e}" if row.get("rel_error") is not None else ""
        frac = f"{row['fraction']:.3f}" if row.get("fraction") else ("1" if row.get("baseline") else "")
        regs = m.get("registers") if m.get("registers") is not None else ""
        spill = m.get("spills") if m.get("spills") is not None else ""
        smem = f"{m['shared_kb']:.0f}" if m.get("shared_kb") is not None else ""
        flag = "" if row.get("ok", True) else "  WRONG" + (f" ({row['nan']} NaN)" if row.get("nan") else "")
        occ = m.get("occupancy_ctas_per_sm", "")
        click.echo(f"{size:>18}  {what:34} {row['ms']:9.4f} {_rate(row):>16} {frac:>7} {err:>8} "
                   f"{regs!s:>4} {spill!s:>5} {smem:>7} {occ!s:>3}  {mma_label(m)}{flag}")
