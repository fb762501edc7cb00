"""``ir-explorer bench KERNEL``: check and time a bundled kernel's configs on this machine's CUDA GPU.

The GPU work runs in a child process (``python -m ir_explorer.capture.gpu_bench``), so this command, like
every view, never imports torch or Triton itself. Then each config is compiled offline for the
GPU's target (``cuda:<capability>``, served from the store when cached) for its resources, and
the timings are saved in the store under that compilation's key and the GPU's name
(:meth:`ir_explorer.core.store.Store.save_timing`), for ``compare`` and the TUI.

``--size`` sets the problem size: ``4096`` (every dimension), ``8192x8192x4096`` (all dimensions
in the kernel's order) or ``N_CTX=8192,Z=2`` (some by name); a size that does not fit says the
kernel's dimensions (``registry.PROBLEMS``). Repeat ``--size`` to time several sizes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import click

from ir_explorer.capture import bundled
from ir_explorer.capture import prewarm as warm
from ir_explorer.capture.compiles import Request
from ir_explorer.cli.common import compile_requests, select_configs
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Compilation, KernelSpec, Target
from ir_explorer.core.store import Store, default_root

#: Seconds the GPU child may take for one bench (compiling every config, warm-up, timing).
BENCH_TIMEOUT_S = 1800.0


def problem(kernel: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """``(dimension names, example values)`` of a bundled kernel (``registry.PROBLEMS``)."""
    bundled.load_package()
    from importlib import import_module

    names, values, _build = import_module(f"{bundled.PACKAGE}.registry").PROBLEMS[kernel]
    return names, values


def parse_size(kernel: str, text: str) -> dict[str, int]:
    """``--size`` text as ``{dimension: value}``: ``4096``, ``8192x8192x4096`` or ``N_CTX=8192,Z=2``.

    Raises :class:`UsageError` naming the kernel's dimensions when the text does not fit them.
    """
    names, values = problem(kernel)
    where = f"{kernel}'s dimensions are {'x'.join(names)} (example {'x'.join(map(str, values))})"
    try:
        if "=" in text:
            pairs = [part.split("=", 1) for part in text.split(",") if part.strip()]
            dims = {name.strip(): int(value) for name, value in pairs}
        elif "x" in text:
            parts = [int(v) for v in text.split("x")]
            if len(parts) != len(names):
                raise UsageError(f"--size {text!r} gives {len(parts)} dimensions; {where}")
            dims = dict(zip(names, parts, strict=True))
        else:
            dims = dict.fromkeys(names, int(text))
    except ValueError as exc:
        raise UsageError(f"--size {text!r} is not a size; {where}") from exc
    unknown = [n for n in dims if n not in names]
    if unknown:
        raise UsageError(f"--size: unknown dimension {unknown[0]!r}; {where}")
    if any(v <= 0 for v in dims.values()):
        raise UsageError(f"--size {text!r}: dimensions must be positive")
    return dims


def sized_spec(spec: KernelSpec, dims: dict[str, int]) -> KernelSpec:
    """``spec`` with its example arguments (and a constexpr named like a dimension, e.g. ``HEAD_DIM``)
    rebuilt for the problem size ``dims``: the specialization a launch at that size gets."""
    from importlib import import_module

    registry = import_module(f"{bundled.PACKAGE}.registry")
    constexprs = tuple((k, dims.get(k, v)) for k, v in spec.constexprs)
    return KernelSpec(**{**spec.__dict__, "args": registry.example_args(spec.name, dims), "constexprs": constexprs})


def run_on_gpu(request: dict[str, Any]) -> dict[str, Any]:
    """Run :mod:`ir_explorer.capture.gpu_bench` in a child process; :class:`IRExplorerError` when it cannot."""
    with tempfile.TemporaryDirectory(prefix="irx-bench-") as tmp:
        req, res = Path(tmp) / "request.json", Path(tmp) / "result.json"
        req.write_text(json.dumps(request))
        try:
            proc = subprocess.run([sys.executable, "-m", "ir_explorer.capture.gpu_bench", str(req), str(res)],
                                  env=warm.worker_env(), capture_output=True, text=True, timeout=BENCH_TIMEOUT_S)
        except subprocess.TimeoutExpired as exc:
            raise IRExplorerError(f"the GPU bench did not finish within {BENCH_TIMEOUT_S:.0f} s") from exc
        if not res.exists():
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
            raise IRExplorerError(f"the GPU bench process died (exit code {proc.returncode}): {tail[0]}")
        result: dict[str, Any] = json.loads(res.read_text())
    if result["status"] != "ok":
        if result.get("traceback") and os.environ.get("IR_EXPLORER_DEBUG"):
            sys.stderr.write(result["traceback"])
        raise IRExplorerError(result["message"] + (" (set IR_EXPLORER_DEBUG=1 for the traceback)"
                                                   if result.get("traceback") else ""))
    return result


def metrics(comp: Compilation | None, store: Store) -> dict[str, Any]:
    """The compiled kernel's figures shown beside its timings: the report's metrics
    (:func:`ir_explorer.analyses.report.build_report`, without SASS: MMA path and instruction shape,
    occupancy …) plus ``registers``, ``spills`` (bytes) and ``shared_kb`` (KiB)."""
    if comp is None or not comp.ok:
        return {}
    from ir_explorer.analyses.report import build_report  # deferred: only once the GPU run is over

    out: dict[str, Any] = dict(build_report(comp, store, stages=("ttir", "ttgir", "ptx", "amdgcn")).metrics)
    out["shared_kb"] = comp.shared_bytes / 1024 if comp.shared_bytes is not None else None
    res = comp.resources
    if res is not None:
        out.update(registers=res.registers, spills=res.spill_store_bytes + res.spill_load_bytes)
    return out


def rate_text(tflops: float | None, gbps: float | None) -> str:
    """A kernel's rate for tables: ``612.3 TFLOP/s`` for kernels that count FLOPs, else ``1234.5 GB/s``."""
    if tflops:
        return f"{tflops:8.1f} TFLOP/s"
    return f"{gbps:8.1f} GB/s" if gbps else ""


def _rate(row: dict[str, Any]) -> str:
    if row.get("ms") is None:
        return ""
    if row.get("flops"):
        return rate_text(row["flops"] / row["ms"] / 1e9, None)
    return rate_text(None, row["bytes"] / row["ms"] / 1e6)


@click.command("bench")
@click.argument("kernel")
@click.option("--config", "-c", "config_sel", default="all", show_default=True, help="Config index or name, or 'all'.")
@click.option("--size", "sizes", multiple=True, metavar="SIZE",
              help="Problem size: 4096, 8192x8192x4096 (every dimension in order) or N_CTX=8192,Z=2 "
                   "(repeatable; default: the registry's example size).")
@click.option("--warmup-ms", type=click.FloatRange(min=1), default=100.0, show_default=True,
              help="Warm-up time before timing (do_bench warmup).")
@click.option("--rep-ms", type=click.FloatRange(min=1), default=300.0, show_default=True,
              help="Time spent timing; the median launch is reported (do_bench rep).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
              help="Store location (default: $IR_EXPLORER_CACHE_DIR or the user cache dir).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, help="Parallel offline compiles.")
def bench(kernel: str, config_sel: str, sizes: tuple[str, ...], warmup_ms: float, rep_ms: float, as_json: bool,
          cache_dir: str | None, jobs: int | None) -> None:
    """Check and time KERNEL's configs on this machine's CUDA GPU against the torch baseline.

    Each config runs on fresh random fp16 inputs with a NaN-poisoned output, is checked against a
    float32 torch reference (||out - ref|| / ||ref|| < 1e-2), and is timed with
    triton.testing.do_bench (median). The table gives ms, TFLOP/s (GB/s for elementwise kernels),
    the fraction of the torch baseline (torch.matmul, causal SDPA, F.linear+ReLU, F.gelu), the
    relative error and the compiled kernel's registers, spills and shared memory. Timings are
    saved in the store. Exit code 1 when a config is wrong or there is no CUDA GPU.
    """
    if ":" in kernel:
        raise UsageError("bench runs the bundled kernels (see `ir-explorer list`); it cannot build inputs for "
                         f"{kernel}")
    spec = bundled.get(kernel)
    dims_list = [parse_size(kernel, s) for s in sizes] or [{}]
    configs = select_configs(spec, config_sel)
    started = time.time()
    result = run_on_gpu({"kernel": kernel, "configs": configs, "sizes": dims_list, "warmup_ms": warmup_ms,
                         "rep_ms": rep_ms, "autotune": spec.autotuned and config_sel == "all"})
    device = result["device"]
    major, minor = device["capability"]
    target = Target("cuda", major * 10 + minor, 32)
    rows: list[dict[str, Any]] = result["rows"]
    store = Store(default_root(cache_dir))
    # Offline compiles of the configs that ran, for their keys and resources (cached after the first bench).
    wanted = {(json.dumps(r["dims"], sort_keys=True), r["config_index"]) for r in rows
              if r.get("config_index") is not None}
    specs = {d: sized_spec(spec, json.loads(d)) for d, _ in wanted}
    requests = [Request(specs[d], i, target) for d, i in sorted(wanted)]
    comps = dict(zip(sorted(wanted), compile_requests(requests, store, False, jobs, 600.0), strict=True))
    measured_at = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started))
    baseline: dict[str, dict[str, Any]] = {}
    for row in rows:
        dkey = json.dumps(row["dims"], sort_keys=True)
        if row.get("baseline"):
            baseline[dkey] = row
            continue
        base = baseline[dkey]
        if row.get("ms"):
            row["fraction"] = base["ms"] / row["ms"]
        comp = comps.get((dkey, row.get("config_index")))
        row.update(metrics=metrics(comp, store), key=comp.key if comp else None, target=target.spec)
        if comp is not None and row.get("ms") is not None:
            store.save_timing(comp.key, {
                "device": device["name"], "dims": row["dims"], "label": row["label"], "kernel": kernel,
                "config_index": row["config_index"], "ms": row["ms"], "rel_error": row.get("rel_error"),
                "tflops": row["flops"] / row["ms"] / 1e9 if row.get("flops") else None,
                "gbps": None if row.get("flops") else row["bytes"] / row["ms"] / 1e6,
                "baseline": base["label"], "baseline_ms": base["ms"], "fraction": row.get("fraction"),
                "ok": row["ok"], "torch": device["torch"], "triton": device["triton"], "measured_at": measured_at,
            })
    bad = [r for r in rows if not r.get("ok")]
    if as_json:
        click.echo(json.dumps({"kernel": kernel, "device": device, "rows": rows}, indent=1))
    else:
        _print_table(kernel, spec, device, rows)
    if bad:
        sys.exit(1)


def _print_table(kernel: str, spec: KernelSpec, device: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    from ir_explorer.analyses.metric_format import mma_label  # deferred, as in metrics()

    click.echo(f"{kernel} on {device['name']} (sm_{device['capability'][0]}{device['capability'][1]}, "
               f"{device['sms']} SMs), torch {device['torch']}, triton {device['triton']}")
    header = (f"{'size':>18}  {'what':34} {'ms':>9} {'rate':>16} {'x torch':>7} {'rel err':>8} "
              f"{'regs':>4} {'spill':>5} {'smem KB':>7} {'occ':>3}  mma")
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
