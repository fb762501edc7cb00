"""Config sweep of the fast bundled kernels on a CUDA GPU (run on the device machine).

Compiles every candidate in parallel child processes (they fill Triton's cache with a real launch),
then checks and times each one in this process against the torch baseline, and prints a table:
kernel, config, size, ms, TFLOP/s, fraction of torch, relative error. Used to pick the registry's
configs; ``python benchmarks/gpu_tune.py [--quick]``.
"""

from __future__ import annotations

import argparse
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ir_explorer import bundled  # noqa: E402
from ir_explorer.model import Config  # noqa: E402


def mm(bm, bn, bk, s, w, g=8):
    return Config.make(BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, GROUP_M=g, num_stages=s, num_warps=w)


MATMUL = [("matmul", c) for c in bundled.get("matmul_autotuned").configs[:1]] + [
    ("matmul_grouped", c) for c in (
        mm(128, 256, 64, 3, 8), mm(128, 256, 64, 4, 8), mm(256, 128, 64, 3, 8), mm(128, 256, 64, 3, 8, 16),
        mm(128, 128, 64, 4, 4), mm(128, 256, 32, 4, 8))
] + [
    ("matmul_tma_persistent", c) for c in (
        mm(128, 256, 64, 3, 8), mm(128, 256, 64, 4, 8), mm(128, 128, 64, 4, 8), mm(128, 256, 64, 4, 8, 16),
        mm(128, 128, 64, 5, 4), mm(256, 128, 64, 3, 8))
]
ATTN = [
    ("flash_attention_fwd", Config.make(BLOCK_M=bm, BLOCK_N=bn, num_stages=s, num_warps=w))
    for bm, bn, s, w in ((128, 64, 3, 8), (128, 128, 2, 8), (128, 64, 4, 8), (128, 128, 3, 8), (64, 64, 3, 4))
] + [
    ("flash_attention_tma", Config.make(BLOCK_M=bm, BLOCK_N=bn, WARP_SPECIALIZE=ws, num_stages=s, num_warps=w))
    for bm, bn, s, w, ws in ((128, 64, 3, 8, False), (128, 128, 2, 8, False), (128, 128, 3, 8, False),
                             (128, 64, 3, 8, True), (128, 128, 2, 8, True), (128, 128, 3, 8, True))
]
WRAPPERS = {"matmul": "matmul", "matmul_grouped": "matmul_grouped", "matmul_tma_persistent": "matmul_tma_persistent",
            "flash_attention_fwd": "flash_attention_fwd", "flash_attention_tma": "flash_attention_tma"}


def _inputs(kernel, size):
    import torch

    if kernel.startswith("matmul"):
        m = n = k = size
        return (torch.randn(m, k, device="cuda", dtype=torch.float16), torch.randn(k, n, device="cuda", dtype=torch.float16))
    return tuple(torch.randn(4, 32, size, 128, device="cuda", dtype=torch.float16) for _ in range(3))


def _call(kernel, cfg, inputs):
    mod = bundled.import_kernel_module(bundled.get(kernel).path)
    fn = getattr(mod, WRAPPERS[kernel])
    if kernel.startswith("matmul"):
        return fn(*inputs, cfg)
    return fn(*inputs, config=cfg)


def _compile(job):
    kernel, cfg = job
    try:
        _call(kernel, cfg, _inputs(kernel, 512 if kernel.startswith("matmul") else 256))
        import torch

        torch.cuda.synchronize()
        return None
    except Exception as exc:
        return f"{type(exc).__name__}: {str(exc)[:300]}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    jobs = [j for j in MATMUL + ATTN if args.only in j[0]]
    import multiprocessing

    with ProcessPoolExecutor(max_workers=min(12, os.cpu_count() or 4), mp_context=multiprocessing.get_context("spawn")) as ex:
        errors = dict(zip(range(len(jobs)), ex.map(_compile, jobs)))
    import torch
    import torch.nn.functional as F
    from triton.testing import do_bench

    torch.backends.cuda.matmul.allow_tf32 = False
    rows = []
    base = {}
    for size in (8192, 4096):
        a, b = _inputs("matmul", size)
        base[("mm", size)] = do_bench(lambda: a @ b, warmup=100, rep=300, return_mode="median")
    q, k, v = _inputs("attn", 4096)
    base[("attn", 4096)] = do_bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True), warmup=100,
                                    rep=300, return_mode="median")
    for i, (kernel, cfg) in enumerate(jobs):
        sizes = (8192, 4096) if kernel.startswith("matmul") else (4096,)
        for size in sizes:
            if errors[i]:
                rows.append((kernel, cfg.short(), size, None, None, None, errors[i]))
                continue
            inputs = _inputs(kernel, size)
            out = _call(kernel, cfg, inputs)
            if kernel.startswith("matmul"):
                ref = inputs[0].float() @ inputs[1].float()
                flops, bk = 2.0 * size**3, ("mm", size)
            else:
                qf, kf, vf = (t.float() for t in inputs)
                ref = F.scaled_dot_product_attention(qf, kf, vf, is_causal=True)
                flops, bk = 2 * 2.0 * 4 * 32 * size * size * 128 * 0.5, ("attn", size)
            err = ((out.float() - ref).norm() / ref.norm()).item()
            ms = do_bench(lambda: _call(kernel, cfg, inputs), warmup=100, rep=300, return_mode="median")
            rows.append((kernel, cfg.short(), size, ms, flops / ms / 1e9, base[bk] / ms, f"{err:.1e}"))
            del out, ref
    print("\nbaselines (ms):", {f"{k}-{s}": round(v, 4) for (k, s), v in base.items()})
    for (kk, s), ms in base.items():
        fl = 2.0 * s**3 if kk == "mm" else 2 * 2.0 * 4 * 32 * s * s * 128 * 0.5
        print(f"  torch {kk} {s}: {fl / ms / 1e9:.0f} TFLOP/s")
    print(f"{'kernel':24} {'config':28} {'size':>5} {'ms':>8} {'TFLOP/s':>8} {'x torch':>7} err")
    for kernel, cfg, size, ms, tf, frac, err in rows:
        if ms is None:
            print(f"{kernel:24} {cfg:28} {size:>5} FAILED {err}")
        else:
            print(f"{kernel:24} {cfg:28} {size:>5} {ms:8.3f} {tf:8.0f} {frac:7.3f} {err}")


if __name__ == "__main__":
    main()
