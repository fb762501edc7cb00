"""The GPU side of ``ir-explorer bench``: ``python -m ir_explorer.capture.gpu_bench REQUEST.json RESULT.json``.

Runs in a child process of the CLI (the CLI itself never imports torch or Triton). For each
problem size and each requested config of one bundled kernel it

1. draws fresh random fp16 inputs (never zeros), fills the output with NaN, launches the kernel
   through its host wrapper with that config, and checks ``||out - ref|| / ||ref||`` against the
   kernel module's torch ``reference`` computed in float32 (TF32 off) plus that no NaN is left;
2. times the launch with ``triton.testing.do_bench`` (median of ``rep_ms`` of launches after
   ``warmup_ms`` of warm-up; CUDA events) and the torch baseline the same way.

The request is ``{"kernel", "configs": [index…], "sizes": [{dim: value}…], "warmup_ms", "rep_ms",
"autotune": bool}`` (``autotune``: add a row for the kernel's autotuner, if it has one);
the result ``{"status": "ok", "device": {...}, "rows": [...]}`` or ``{"status": "no_cuda" | "error",
"message"}``. Rows carry ms, TFLOP/s (kernels with a FLOP count) or GB/s (the others: bytes of
every tensor argument read or written once), the relative error and the baseline's ms.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

#: Relative error bound for fp16 outputs against a float32 reference (fp16 rounding of a
#: K=4096 dot product lands near 2e-4; a wrong tile or a missing mask lands far above).
FP16_REL_TOL = 1e-2


@dataclass(frozen=True)
class Recipe:
    """How to feed, launch, check and compare one bundled kernel (all torch work is lazy)."""

    baseline_name: str
    inputs: Callable[[dict[str, int]], dict[str, Any]]
    """``dims -> {name: tensor}``: fresh random inputs on the GPU."""
    out_shape: Callable[[dict[str, int]], tuple[int, ...]]
    run: Callable[[Any, dict[str, Any], Any, Any], Any]
    """``(kernel module, inputs, Config | None, out) -> out``; ``None`` runs the autotuned wrapper."""
    reference: Callable[[Any, dict[str, Any]], Any]
    """``(kernel module, inputs) -> float32 reference``."""
    baseline: Callable[[dict[str, Any]], Any]
    ref_module: str | None = None
    """Bundled kernel whose module has the ``reference`` (default: the kernel's own)."""
    autotuned: bool = False
    """The wrapper runs the kernel's autotuner when given no config."""


def _randn(*shape: int) -> Any:
    import torch

    return torch.randn(*shape, device="cuda", dtype=torch.float16)


def _mm_inputs(d: dict[str, int]) -> dict[str, Any]:
    return {"a": _randn(d["M"], d["K"]), "b": _randn(d["K"], d["N"])}


def _attn_inputs(d: dict[str, int]) -> dict[str, Any]:
    shape = (d["Z"], d["H"], d["N_CTX"], d["HEAD_DIM"])
    return {"q": _randn(*shape), "k": _randn(*shape), "v": _randn(*shape)}


def _sdpa(i: dict[str, Any]) -> Any:
    import torch.nn.functional as F

    return F.scaled_dot_product_attention(i["q"], i["k"], i["v"], is_causal=True)


def _linear_baseline(i: dict[str, Any]) -> Any:
    import torch.nn.functional as F

    return F.relu(F.linear(i["x"], i["w"], i["bias"])) * 0.5


def _gelu_baseline(i: dict[str, Any]) -> Any:
    import torch.nn.functional as F

    return F.gelu(i["x"])


def _matmul_recipe(wrapper: str, autotuned: bool, ref_module: str | None = None) -> Recipe:
    return Recipe(
        "torch.matmul", _mm_inputs, lambda d: (d["M"], d["N"]),
        lambda m, i, c, o: getattr(m, wrapper)(i["a"], i["b"], c, out=o) if c is not None or not autotuned
        else getattr(m, wrapper)(i["a"], i["b"], out=o),
        lambda m, i: m.reference(i["a"], i["b"]), lambda i: i["a"] @ i["b"], ref_module, autotuned)


def _attention_recipe(wrapper: str, ref_module: str | None = None) -> Recipe:
    return Recipe(
        "SDPA is_causal=True", _attn_inputs, lambda d: (d["Z"], d["H"], d["N_CTX"], d["HEAD_DIM"]),
        lambda m, i, c, o: getattr(m, wrapper)(i["q"], i["k"], i["v"], config=c, out=o),
        lambda m, i: m.reference(i["q"], i["k"], i["v"]), _sdpa, ref_module)


RECIPES: dict[str, Recipe] = {
    "matmul": _matmul_recipe("matmul", False),
    # Each config of the autotuned kernels runs directly; "autotuned" runs the autotuner's pick.
    "matmul_autotuned": Recipe(
        "torch.matmul", _mm_inputs, lambda d: (d["M"], d["N"]),
        lambda m, i, c, o: m.matmul(i["a"], i["b"], c, out=o) if c is not None
        else m.matmul_autotuned(i["a"], i["b"], out=o),
        lambda m, i: m.reference(i["a"], i["b"]), lambda i: i["a"] @ i["b"], None, True),
    "matmul_grouped": _matmul_recipe("matmul_grouped", True),
    "matmul_tma_persistent": _matmul_recipe("matmul_tma_persistent", True, "matmul"),
    "flash_attention_fwd": _attention_recipe("flash_attention_fwd"),
    "flash_attention_tma": _attention_recipe("flash_attention_tma", "flash_attention_fwd"),
    "fused_linear_bias_relu": Recipe(
        "relu(F.linear) * 0.5",
        lambda d: {"x": _randn(d["M"], d["K"]), "w": _randn(d["N"], d["K"]), "bias": _randn(d["N"])},
        lambda d: (d["M"], d["N"]),
        lambda m, i, c, o: m.fused_linear_bias_relu(i["x"], i["w"], i["bias"], c, out=o),
        lambda m, i: m.reference(i["x"], i["w"], i["bias"]), _linear_baseline),
    "gelu": Recipe(
        "F.gelu", lambda d: {"x": _randn(d["n"]) * 3}, lambda d: (d["n"],),
        lambda m, i, c, o: m.gelu(i["x"], "none", c, out=o),
        lambda m, i: m.reference(i["x"]), _gelu_baseline),
}


def _module(kernel: str) -> Any:
    from ir_explorer.capture import bundled

    return bundled.import_kernel_module(bundled.get(kernel).path)


def _rel_error(out: Any, ref: Any) -> tuple[float, int]:
    """``(||out - ref|| / ||ref||, number of NaN outputs)``, in float64."""
    nan = int(out.isnan().sum())
    o, r = out.double(), ref.double()
    return float((o - r).norm() / r.norm()), nan


def _bytes(spec_args: tuple[Any, ...]) -> int:
    from ir_explorer.core.model import TensorArg

    return sum(a.storage_bytes for a in spec_args if isinstance(a, TensorArg))


def _time(fn: Callable[[], Any], warmup_ms: float, rep_ms: float) -> float:
    from triton.testing import do_bench

    return float(do_bench(fn, warmup=warmup_ms, rep=rep_ms, return_mode="median"))


def _extra_rows(kernel: str, inputs: dict[str, Any], warmup_ms: float, rep_ms: float) -> list[dict[str, Any]]:
    """GELU only: the ``torch.library.triton_op`` custom op, eager and under ``torch.compile``."""
    if kernel != "gelu":
        return []
    import importlib

    import torch

    from ir_explorer.capture import bundled

    bundled.load_package()
    importlib.import_module(f"{bundled.PACKAGE}.gelu_op")  # registers torch.ops.ir_explorer.gelu
    x = inputs["x"]
    ref = _module("gelu").reference(x)
    compiled = torch.compile(lambda t: torch.ops.ir_explorer.gelu(t), fullgraph=True)
    rows = []
    for label, fn in (("custom op torch.ops.ir_explorer.gelu", lambda: torch.ops.ir_explorer.gelu(x)),
                      ("the op under torch.compile(fullgraph)", lambda: compiled(x))):
        out = fn()
        torch.cuda.synchronize()
        err, nan = _rel_error(out, ref)
        rows.append({"label": label, "config_index": None, "ms": _time(fn, warmup_ms, rep_ms), "rel_error": err,
                     "nan": nan, "ok": nan == 0 and err < FP16_REL_TOL})
    return rows


def run(request: dict[str, Any]) -> dict[str, Any]:
    """Check and time the request's configs at each size; see the module docstring."""
    try:
        import torch
    except ImportError:
        return {"status": "no_cuda", "message": "bench needs PyTorch with CUDA (pip install torch) and a CUDA GPU"}
    if not torch.cuda.is_available():
        return {"status": "no_cuda", "message": "bench needs a CUDA GPU; torch.cuda.is_available() is False here"}
    import triton

    from ir_explorer.capture import bundled

    torch.backends.cuda.matmul.allow_tf32 = False  # exact float32 references
    torch.backends.cudnn.allow_tf32 = False
    kernel = request["kernel"]
    recipe = RECIPES[kernel]
    spec = bundled.get(kernel)
    mod = _module(kernel)
    ref_mod = _module(recipe.ref_module) if recipe.ref_module else mod
    registry = bundled.import_kernel_module(spec.path.parent / "registry.py")
    warmup_ms, rep_ms = float(request["warmup_ms"]), float(request["rep_ms"])
    props = torch.cuda.get_device_properties(0)
    rows: list[dict[str, Any]] = []
    for dims_req in request["sizes"]:
        names, values, _build = registry.PROBLEMS[kernel]
        dims = {**dict(zip(names, values, strict=True)), **dims_req}
        args = registry.example_args(kernel, dims)
        arg_map = {a.name: getattr(a, "value", a) for a in args}
        flops = spec.flops(arg_map) if spec.flops else None
        nbytes = _bytes(args)
        base_inputs = recipe.inputs(dims)
        base_ms = _time(partial(recipe.baseline, base_inputs), warmup_ms, rep_ms)
        rows.append({"dims": dims, "label": recipe.baseline_name, "config_index": None, "baseline": True,
                     "ms": base_ms, "flops": flops, "bytes": nbytes, "ok": True})
        del base_inputs
        selected: list[int | None] = list(request["configs"])
        if recipe.autotuned and request.get("autotune"):
            selected.append(None)
        for index in selected:
            cfg = spec.configs[index] if index is not None else None
            row: dict[str, Any] = {"dims": dims, "label": f"config {index}" if index is not None else "autotuned",
                                   "config_index": index, "flops": flops, "bytes": nbytes}
            try:
                inputs = recipe.inputs(dims)
                out = torch.full(recipe.out_shape(dims), float("nan"), device="cuda", dtype=torch.float16)
                recipe.run(mod, inputs, cfg, out)
                torch.cuda.synchronize()
                err, nan = _rel_error(out, recipe.reference(ref_mod, inputs))
                row.update(rel_error=err, nan=nan, ok=nan == 0 and err < FP16_REL_TOL)
                row["ms"] = _time(partial(recipe.run, mod, inputs, cfg, out), warmup_ms, rep_ms)
                if index is None:
                    row["picked"] = str(getattr(mod, spec.function).best_config)
                del inputs, out
            except Exception as exc:  # a config that does not fit this GPU (shared memory …) is a result
                row.update(ok=False, error=f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}")
            rows.append(row)
        for extra in _extra_rows(kernel, recipe.inputs(dims), warmup_ms, rep_ms):
            rows.append({"dims": dims, "flops": flops, "bytes": nbytes, **extra})
    return {"status": "ok", "rows": rows, "device": {
        "name": props.name, "capability": list(torch.cuda.get_device_capability(0)),
        "sms": props.multi_processor_count, "torch": torch.__version__, "triton": triton.__version__}}


def main(argv: list[str]) -> int:
    """``gpu_bench REQUEST.json RESULT.json``: run the request, write the result (always)."""
    request = json.loads(Path(argv[0]).read_text())
    try:
        result = run(request)
    except Exception as exc:  # reported to the CLI as one line, with the traceback for --debug
        result = {"status": "error", "message": f"{type(exc).__name__}: {exc}",
                  "traceback": traceback.format_exc()[-8000:]}
    Path(argv[1]).write_text(json.dumps(result, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
