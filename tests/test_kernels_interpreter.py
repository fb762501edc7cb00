"""The bundled kernels' numerics on CPU, through Triton's interpreter (``TRITON_INTERPRET=1``).

The interpreter must be switched on before Triton is imported, so every case runs in one
child process (started once for the module) and reports its relative errors as JSON; this
process's ``triton`` import stays untouched for the other tests. Sizes are deliberately not
multiples of the block sizes, to exercise the bounds masks.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("numpy")  # the interpreter runs on numpy

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ir_explorer.capture import bundled  # noqa: E402

TOLERANCE = 1e-2  # relative error ||out - ref|| / ||ref|| allowed for fp16 outputs

CHILD = r"""
import json, os, sys, time, traceback
sys.path.insert(0, os.environ["IR_EXPLORER_ROOT"])
import torch
from ir_explorer.capture import bundled
from ir_explorer.core.model import Config

torch.manual_seed(0)
torch.set_num_threads(2)
results = {}


def rel(out, ref):
    out, ref = out.double(), ref.double()
    return (out - ref).norm().item() / ref.norm().item()


def case(name, label, fn):
    try:
        out, ref = fn()
        value = {"rel": rel(out, ref), "nan": bool(out.isnan().any()), "shape_ok": out.shape == ref.shape}
    except Exception:
        value = {"error": traceback.format_exc(limit=4)}
    results.setdefault(name, []).append([label, value])


def module(name):
    return bundled.import_kernel_module(bundled.get(name).path)


def randn(*shape):
    return torch.randn(*shape, dtype=torch.float16)


mm = module("matmul")
a, b = randn(96, 72), randn(72, 80)
b_strided = randn(80, 72).t()  # [72, 80] with strides (1, 72)
small = Config.make(BLOCK_M=32, BLOCK_N=32, BLOCK_K=16, num_warps=4, num_stages=2)
case("matmul", "registry config 0, 96x80x72", lambda: (mm.matmul(a, b), mm.reference(a, b)))
case("matmul", small.short() + ", 96x80x72", lambda: (mm.matmul(a, b, small), mm.reference(a, b)))
case("matmul", small.short() + ", B transposed strides",
     lambda: (mm.matmul(a, b_strided, small), mm.reference(a, b_strided)))


def bench(fn, quantiles=None):  # the interpreter has no GPU benchmarker: time one call
    start = time.perf_counter()
    fn()
    ms = (time.perf_counter() - start) * 1e3
    return [ms, ms, ms]


mm.matmul_kernel_autotuned.do_bench = bench
case("matmul_autotuned", "4 configs, 96x80x72", lambda: (mm.matmul_autotuned(a, b), mm.reference(a, b)))
grouped = Config.make(BLOCK_M=32, BLOCK_N=16, BLOCK_K=16, GROUP_M=2, num_warps=4, num_stages=2)
case("matmul_grouped", grouped.short() + ", 96x80x72", lambda: (mm.matmul_grouped(a, b, grouped), mm.reference(a, b)))
case("matmul_grouped", grouped.short() + ", B transposed strides",
     lambda: (mm.matmul_grouped(a, b_strided, grouped), mm.reference(a, b_strided)))

fa = module("flash_attention_fwd")
q, k, v = randn(1, 2, 80, 64), randn(1, 2, 80, 64), randn(1, 2, 80, 64)
for cfg in (Config.make(BLOCK_M=32, BLOCK_N=16), Config.make(BLOCK_M=64, BLOCK_N=32)):
    case("flash_attention_fwd", cfg.short() + ", (1,2,80,64)",
         lambda cfg=cfg: (fa.flash_attention_fwd(q, k, v, config=cfg), fa.reference(q, k, v)))
case("flash_attention_fwd", "32x16, (1,2,80,64), sm_scale=0.3",
     lambda: (fa.flash_attention_fwd(q, k, v, sm_scale=0.3, config=Config.make(BLOCK_M=32, BLOCK_N=16)),
              fa.reference(q, k, v, sm_scale=0.3)))
q2, k2, v2 = randn(2, 1, 17, 32), randn(2, 1, 17, 32), randn(2, 1, 17, 32)
case("flash_attention_fwd", "32x16, (2,1,17,32)",
     lambda: (fa.flash_attention_fwd(q2, k2, v2, config=Config.make(BLOCK_M=32, BLOCK_N=16)),
              fa.reference(q2, k2, v2)))
# [Z, N_CTX, H, D] memory viewed as [Z, H, N_CTX, D] (rows not contiguous): the wrapper copies, and
# writes a non-contiguous out through a copy too; N_CTX=64 is a multiple of BLOCK_M (EVEN_N_CTX).
q3, k3, v3 = (randn(2, 64, 3, 32).transpose(1, 2) for _ in range(3))
out3 = torch.empty(2, 64, 3, 32, dtype=torch.float16).transpose(1, 2)
case("flash_attention_fwd", "32x16, (2,3,64,32) head-interleaved q, k, v and out",
     lambda: (fa.flash_attention_fwd(q3, k3, v3, config=Config.make(BLOCK_M=32, BLOCK_N=16), out=out3),
              fa.reference(q3, k3, v3)))

fl = module("fused_linear_bias_relu")
x, w, bias = randn(96, 72), randn(80, 72), randn(80)
case("fused_linear_bias_relu", "registry config 0, 96x80x72",
     lambda: (fl.fused_linear_bias_relu(x, w, bias), fl.reference(x, w, bias)))
case("fused_linear_bias_relu", small.short() + ", 96x80x72",
     lambda: (fl.fused_linear_bias_relu(x, w, bias, small), fl.reference(x, w, bias)))

ge = module("gelu")
xg = randn(5000) * 3
for approximate in ("none", "tanh"):
    for index, cfg in enumerate(bundled.get("gelu").configs):
        case("gelu", f"{approximate}, registry config {index}, 5000 elements",
             lambda approximate=approximate, cfg=cfg: (ge.gelu(xg, approximate, cfg), ge.reference(xg, approximate)))

print("RESULTS " + json.dumps(results))
"""


@pytest.fixture(scope="module")
def results() -> dict[str, list[tuple[str, dict]]]:
    env = {**os.environ, "TRITON_INTERPRET": "1", "IR_EXPLORER_ROOT": str(ROOT)}
    env.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    proc = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=300, cwd=str(ROOT)
    )
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULTS ")]
    if proc.returncode != 0 or not lines:
        pytest.fail(f"interpreter child failed (rc={proc.returncode}):\n{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}")
    return json.loads(lines[-1][len("RESULTS ") :])


#: Bundled kernels the interpreter cannot run, and why.
NOT_INTERPRETED = {
    "matmul_tma_persistent": "TMA tensor descriptors need a GPU (covered by tests/gpu)",
    "flash_attention_tma": "TMA tensor descriptors need a GPU (covered by tests/gpu)",
}


@pytest.mark.parametrize("kernel", [
    pytest.param(name, marks=pytest.mark.skip(reason=NOT_INTERPRETED[name])) if name in NOT_INTERPRETED else name
    for name in bundled.registry()
])
def test_kernel_matches_reference(results: dict, kernel: str) -> None:
    cases = results.get(kernel)
    assert cases, f"no cases ran for {kernel}"
    report = []
    bad = []
    for label, value in cases:
        if "error" in value:
            report.append(f"  {label}: ERROR\n{value['error']}")
            bad.append(label)
            continue
        ok = value["shape_ok"] and not value["nan"] and value["rel"] < TOLERANCE
        report.append(
            f"  {label}: rel err {value['rel']:.2e}"
            + (" NaN in output" if value["nan"] else "")
            + ("" if value["shape_ok"] else " wrong shape")
        )
        if not ok:
            bad.append(label)
    assert not bad, f"{kernel}: {len(bad)} case(s) off (bound {TOLERANCE:g}):\n" + "\n".join(report)


def test_attention_wrappers_share_their_argument_checks() -> None:
    """Both attention wrappers refuse the same bad arguments with the same one-line ValueError, before any launch."""
    import torch

    from ir_explorer.core.model import Config

    fa = bundled.import_kernel_module(bundled.get("flash_attention_fwd").path)
    tma = bundled.import_kernel_module(bundled.get("flash_attention_tma").path)
    good = torch.empty(1, 2, 64, 32, dtype=torch.float16)
    odd = torch.empty(1, 2, 64, 48, dtype=torch.float16)
    bad = [
        ((good, good, torch.empty(1, 2, 64, 16, dtype=torch.float16)), {}, "q, k, v must all be"),
        ((odd, odd, odd), {}, "HEAD_DIM must be a power of two in"),
        ((good, good, good), {"config": Config.make(BLOCK_M=32, BLOCK_N=64)},
         "BLOCK_M must be a multiple of BLOCK_N; got 32 and 64"),
    ]
    for args, kwargs, message in bad:
        for wrapper in (fa.flash_attention_fwd, tma.flash_attention_tma):
            with pytest.raises(ValueError, match=message):
                wrapper(*args, **kwargs)
    (shape, scale, meta) = fa.attention_launch(good, good, good, None, fa.default_config("flash_attention_fwd"))
    assert shape == (1, 2, 64, 32) and scale == pytest.approx(32 ** -0.5) and meta["HEAD_DIM"] == 32
