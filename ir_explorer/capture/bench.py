"""The engine of ``ir-explorer bench``: check and time a bundled kernel's configs on this machine's CUDA GPU.

The GPU work runs in a child process (``python -m ir_explorer.capture.gpu_bench``), so the CLI never imports
torch or Triton itself. Then each config is compiled offline for the GPU's target (``cuda:<capability>``,
served from the store when cached) for its key, and the timings are saved in the store under that
compilation's key and the GPU's name (:meth:`ir_explorer.core.store.Store.save_timing`), for ``compare`` and
the TUI.

A problem size is ``4096`` (every dimension), ``8192x8192x4096`` (all dimensions in the kernel's order) or
``N_CTX=8192,Z=2`` (some by name); a size that does not fit says the kernel's dimensions
(``registry.PROBLEMS``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ir_explorer.capture import bundled, worker_env
from ir_explorer.capture.compiles import ProgressFactory, Request, compile_requests
from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.select import select_configs
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Compilation, KernelSpec, Target
from ir_explorer.core.store import Store

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
    return replace(spec, args=registry.example_args(spec.name, dims), constexprs=constexprs)


def run_on_gpu(request: dict[str, Any]) -> dict[str, Any]:
    """Run :mod:`ir_explorer.capture.gpu_bench` in a child process; :class:`IRExplorerError` when it cannot."""
    with tempfile.TemporaryDirectory(prefix="irx-bench-") as tmp:
        req, res = Path(tmp) / "request.json", Path(tmp) / "result.json"
        req.write_text(json.dumps(request))
        try:
            proc = subprocess.run([sys.executable, "-m", "ir_explorer.capture.gpu_bench", str(req), str(res)],
                                  env=worker_env.worker_env(), capture_output=True, text=True, timeout=BENCH_TIMEOUT_S)
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


@dataclass(frozen=True)
class BenchRun:
    """One ``bench``: the GPU, the kernel's spec and one row per (size, config) timed.

    ``device`` is ``{"name", "capability": [major, minor], "sms", "torch", "triton"}``. Each row has ``dims``,
    ``label``, ``config_index`` (``None`` for the torch baseline and the autotuner's pick), ``ms`` (median of
    ``triton.testing.do_bench``), ``ok``, ``rel_error``, ``flops`` or ``bytes`` of one launch, ``fraction``
    (torch's ms / ms), ``key`` and ``target`` of the offline compile; ``comps`` maps a row's index to that
    compile."""

    kernel: str
    spec: KernelSpec
    device: dict[str, Any]
    rows: tuple[dict[str, Any], ...]
    comps: dict[int, Compilation]

    @property
    def ok(self) -> bool:
        """True when every row ran and was right."""
        return all(r.get("ok") for r in self.rows)


def run_bench(kernel: str, config_sel: str, sizes: Sequence[str], warmup_ms: float, rep_ms: float,
              opts: CompileOptions, store: Store, progress: ProgressFactory | None = None) -> BenchRun:
    """Time ``kernel``'s selected configs at each size on the GPU, compile each offline for the GPU's target
    and save the timings in ``store``. Raises :class:`UsageError` for a kernel that is not bundled or a bad
    size, :class:`IRExplorerError` when there is no CUDA GPU or the GPU child fails."""
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
    # Offline compiles of the configs that ran, for their keys and resources (cached after the first bench).
    wanted = {(json.dumps(r["dims"], sort_keys=True), r["config_index"]) for r in rows
              if r.get("config_index") is not None}
    specs = {d: sized_spec(spec, json.loads(d)) for d, _ in wanted}
    requests = [Request(specs[d], i, target) for d, i in sorted(wanted)]
    compiled = dict(zip(sorted(wanted), compile_requests(requests, store, opts, progress), strict=True))
    measured_at = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started))
    baseline: dict[str, dict[str, Any]] = {}
    comps: dict[int, Compilation] = {}
    for n, row in enumerate(rows):
        dkey = json.dumps(row["dims"], sort_keys=True)
        if row.get("baseline"):
            baseline[dkey] = row
            continue
        base = baseline[dkey]
        if row.get("ms"):
            row["fraction"] = base["ms"] / row["ms"]
        comp = compiled.get((dkey, row.get("config_index")))
        row.update(key=comp.key if comp else None, target=target.spec)
        if comp is None:
            continue
        comps[n] = comp
        if row.get("ms") is not None:
            store.save_timing(comp.key, {
                "device": device["name"], "dims": row["dims"], "label": row["label"], "kernel": kernel,
                "config_index": row["config_index"], "ms": row["ms"], "rel_error": row.get("rel_error"),
                "tflops": row["flops"] / row["ms"] / 1e9 if row.get("flops") else None,
                "gbps": None if row.get("flops") else row["bytes"] / row["ms"] / 1e6,
                "baseline": base["label"], "baseline_ms": base["ms"], "fraction": row.get("fraction"),
                "ok": row["ok"], "torch": device["torch"], "triton": device["triton"], "measured_at": measured_at,
            })
    return BenchRun(kernel, spec, device, tuple(rows), comps)
