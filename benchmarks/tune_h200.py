"""Config and variant sweep for the attention and the persistent TMA matmul (one H200 call).

Run on a CUDA machine from the repository root: ``PYTHONPATH=. python3 benchmarks/tune_h200.py [attn] [mm]``.
Every variant is checked first (fresh random fp16 inputs, NaN-poisoned output, ``||out - ref|| / ||ref||``
against torch in float32), then timed with ``triton.testing.do_bench`` (median) in several rounds
interleaved with the torch baseline, so the spread between rounds is visible. Prints one table.

The attention variants are flags of one experimental kernel below (a copy of
``kernels/flash_attention.py``'s algorithm, N_CTX a multiple of BLOCK_M):

- ``ORDER=0``: grid ``(M blocks, Z*H)``, heaviest block first inside each head (the bundled kernel);
  ``ORDER=1``: grid ``(Z*H, M blocks)``, so the heaviest blocks of *every* head run first (global
  longest-first order for the causal load balance).
- ``FAST_EXP``: ``p = exp2`` through ``ex2.approx.f16x2`` (two exponentials per MUFU op; the
  probabilities are fp16 anyway for the PV product).
- ``KT``: K read already transposed (``[HEAD_DIM, BLOCK_N]`` tile).
"""

from __future__ import annotations

import math
import statistics
import sys
from functools import partial

import torch
import torch.nn.functional as F
import triton
import triton.language as tl
from triton.testing import do_bench

from ir_explorer.model import Config
from kernels import matmul_tma as mt
from kernels._host import set_torch_allocator
from kernels.flash_attention import flash_attention_fwd


@triton.jit
def _exp2_f16(x):
    """exp2 of an fp32 tensor, two fp16 results per ``ex2.approx.f16x2``."""
    return tl.inline_asm_elementwise("ex2.approx.f16x2 $0, $1;", "=r,r", [x.to(tl.float16)],
                                     dtype=tl.float16, is_pure=True, pack=2)


@triton.jit
def _inner(acc, l_i, m_i, q, k_base, v_base, stride_kn, stride_vn, start_m, qk_scale, offs_m, offs_n, offs_d,
           N_CTX, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, DIAGONAL: tl.constexpr, FAST_EXP: tl.constexpr,
           KT: tl.constexpr, MASKN: tl.constexpr):
    if DIAGONAL:
        lo = start_m * BLOCK_M
        hi = (start_m + 1) * BLOCK_M
    else:
        lo = 0
        hi = start_m * BLOCK_M
    if KT:
        k_ptrs = k_base + offs_d[:, None] + (lo + offs_n)[None, :] * stride_kn
    else:
        k_ptrs = k_base + (lo + offs_n)[:, None] * stride_kn + offs_d[None, :]
    v_ptrs = v_base + (lo + offs_n)[:, None] * stride_vn + offs_d[None, :]
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        key_ok = (start_n + offs_n) < N_CTX
        if KT:
            qk = tl.dot(q, tl.load(k_ptrs))
        elif MASKN and DIAGONAL:
            qk = tl.dot(q, tl.trans(tl.load(k_ptrs, mask=key_ok[:, None], other=0.0)))
        else:
            qk = tl.dot(q, tl.trans(tl.load(k_ptrs)))
        if DIAGONAL:
            mask = offs_m[:, None] >= (start_n + offs_n)[None, :]
            if MASKN:
                mask = mask & key_ok[None, :]
            qk = tl.where(mask, qk * qk_scale, -1.0e6)
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            qk = qk - m_ij[:, None]
        else:
            m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
            qk = qk * qk_scale - m_ij[:, None]
        alpha = tl.math.exp2(m_i - m_ij)
        if FAST_EXP:
            p16 = _exp2_f16(qk)
            l_ij = tl.sum(p16.to(tl.float32), 1)
        else:
            p = tl.math.exp2(qk)
            l_ij = tl.sum(p, 1)
            p16 = p.to(tl.float16)
        acc = acc * alpha[:, None]
        if MASKN and DIAGONAL:
            acc = tl.dot(p16, tl.load(v_ptrs, mask=key_ok[:, None], other=0.0), acc)
        else:
            acc = tl.dot(p16, tl.load(v_ptrs), acc)
        l_i = l_i * alpha + l_ij
        m_i = m_ij
        k_ptrs += BLOCK_N * stride_kn
        v_ptrs += BLOCK_N * stride_vn
    return acc, l_i, m_i


@triton.jit
def attn_variant(Q, K, V, Out, sm_scale, N_CTX, stride_n,
                 HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                 ORDER: tl.constexpr, FAST_EXP: tl.constexpr, KT: tl.constexpr, MASKN: tl.constexpr = 0,
                 RT: tl.constexpr = 0, DIAG_FIRST: tl.constexpr = 0):
    if ORDER == 0:
        start_m = tl.num_programs(0) - 1 - tl.program_id(0)
        off_hz = tl.program_id(1)
    else:
        start_m = tl.num_programs(1) - 1 - tl.program_id(1)
        off_hz = tl.program_id(0)
    head = off_hz.to(tl.int64) * N_CTX * HEAD_DIM
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    if RT:  # the row stride as a run-time value (divisible by 16), as the bundled kernel gets it
        stride = stride_n
    else:
        stride = HEAD_DIM
    if MASKN:
        q = tl.load(Q + head + offs_m[:, None] * stride + offs_d[None, :], mask=(offs_m < N_CTX)[:, None], other=0.0)
    else:
        q = tl.load(Q + head + offs_m[:, None] * stride + offs_d[None, :])
    # DIAG_FIRST: the masked diagonal blocks first, their loads overlapping the load of Q.
    acc, l_i, m_i = _inner(acc, l_i, m_i, q, K + head, V + head, stride, stride, start_m, qk_scale,
                           offs_m, offs_n, offs_d, N_CTX, BLOCK_M, BLOCK_N, DIAG_FIRST == 1, FAST_EXP, KT, MASKN)
    acc, l_i, m_i = _inner(acc, l_i, m_i, q, K + head, V + head, stride, stride, start_m, qk_scale,
                           offs_m, offs_n, offs_d, N_CTX, BLOCK_M, BLOCK_N, DIAG_FIRST == 0, FAST_EXP, KT, MASKN)
    out = acc / l_i[:, None]
    tl.store(Out + head + offs_m[:, None] * HEAD_DIM + offs_d[None, :], out.to(Out.dtype.element_ty))


def run_variant(q, k, v, out, bm, bn, order, fast, kt, warps, stages, maskn=0, rt=0, diag_first=0):
    Z, H, N, D = q.shape
    nm = N // bm
    grid = (nm, Z * H) if order == 0 else (Z * H, nm)
    attn_variant[grid](q, k, v, out, 1.0 / math.sqrt(D), N, q.stride(2), HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn,
                       ORDER=order, FAST_EXP=fast, KT=kt, MASKN=maskn, RT=rt, DIAG_FIRST=diag_first,
                       num_warps=warps, num_stages=stages)
    return out


def rel_err(out, ref):
    o, r = out.float(), ref.float()
    return float((o - r).norm() / r.norm()), int(out.isnan().sum())


def bench(fn, rep=150):
    return float(do_bench(fn, warmup=30, rep=rep, return_mode="median"))


def attention(rounds: int) -> list[tuple]:
    Z, H, N, D = 4, 32, 4096, 128
    flops = 4.0 * Z * H * N * N * D * 0.5
    # (BLOCK_M, BLOCK_N, ORDER, FAST_EXP, KT, num_warps, num_stages, MASKN, RT); the first sweep
    # (h200_tune3.log) also ran ORDER=1, FAST_EXP=1, KT=1 and num_stages 2/4: all slower.
    # h200_tune5.log: MASKN=1 (N_CTX masks) cost 4 %, RT=1 (run-time row stride) 2 % at 128x128.
    # A single loop with a uniform branch for the diagonal blocks failed in TritonGPUPipeline (Triton 3.6).
    variants = [(128, bn, 0, 0, 0, 8, 3, 0, 0, first) for bn in (128, 64) for first in (0, 1)]
    rows = []

    def rnd():
        return torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16)

    q, k, v = rnd(), rnd(), rnd()
    ref = F.scaled_dot_product_attention(q.float(), k.float(), v.float(), is_causal=True)
    good = []
    for var in variants:
        out = torch.full_like(q, float("nan"))
        try:
            run_variant(q, k, v, out, *var)
            torch.cuda.synchronize()
            err, nan = rel_err(out, ref)
            good.append(var) if nan == 0 and err < 1e-2 else None
            rows.append(("attn", var, err, nan))
        except Exception as exc:  # noqa: BLE001 - a variant that fails to compile is a result
            print("FAILED", var, type(exc).__name__, str(exc).splitlines()[0][:200], flush=True)
    # The bundled kernel's configs, for comparison.
    from kernels.registry import KERNELS

    for i, cfg in enumerate(KERNELS["flash_attention_fwd"].configs):
        out = torch.full_like(q, float("nan"))
        flash_attention_fwd(q, k, v, config=cfg, out=out)
        torch.cuda.synchronize()
        err, nan = rel_err(out, ref)
        rows.append(("bundled", i, err, nan))
    del ref
    # A second, fresh set of inputs for the winners' check is done by the tests; time now.
    times: dict = {}
    for r in range(rounds):
        times.setdefault("sdpa", []).append(bench(partial(F.scaled_dot_product_attention, q, k, v, is_causal=True)))
        for var in good:
            times.setdefault(var, []).append(bench(partial(run_variant, q, k, v, torch.empty_like(q), *var)))
        for i, cfg in enumerate(KERNELS["flash_attention_fwd"].configs):
            times.setdefault(("bundled", i), []).append(
                bench(partial(flash_attention_fwd, q, k, v, config=cfg, out=torch.empty_like(q))))
        print(f"attention round {r} done", flush=True)
    sd = statistics.median(times["sdpa"])
    print(f"\nSDPA causal (4,32,4096,128): {sd:.4f} ms = {flops / sd / 1e9:.1f} TFLOP/s "
          f"(rounds {[f'{t:.4f}' for t in times['sdpa']]})")
    print(f"{'variant (BM,BN,ORD,FEXP,KT,w,s,MASK,RT,DIAG1)':40} {'ms med':>8} {'TFLOP/s':>8} {'x SDPA':>7} "
          f"{'spread':>7}  err")
    errs = {r[1] if r[0] == "attn" else ("bundled", r[1]): r[2] for r in rows}
    measured = [(k_, t) for k_, t in times.items() if k_ != "sdpa"]
    for key, ts in sorted(measured, key=lambda kv: statistics.median(kv[1])):
        m = statistics.median(ts)
        print(f"{str(key):40} {m:8.4f} {flops / m / 1e9:8.1f} {sd / m:7.3f} {(max(ts) - min(ts)) / m:7.3f}  "
              f"{errs.get(key, float('nan')):.1e}")
    return rows


def bundled_attention(rounds: int) -> None:
    """The bundled attention kernels at candidate configs (their registry configs and others)."""
    from kernels.flash_attention_tma import flash_attention_tma

    Z, H, N, D = 4, 32, 4096, 128
    flops = 4.0 * Z * H * N * N * D * 0.5
    fwd = [Config.make(BLOCK_M=128, BLOCK_N=bn, num_stages=3, num_warps=8) for bn in (128, 64)]
    tma = [Config.make(BLOCK_M=128, BLOCK_N=128, WARP_SPECIALIZE=False, num_stages=3, num_warps=8)]
    cands = [("fwd", flash_attention_fwd, c) for c in fwd] + [("tma", flash_attention_tma, c) for c in tma]
    q, k, v = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
    ref = F.scaled_dot_product_attention(q.float(), k.float(), v.float(), is_causal=True)
    errs = {}
    for name, fn, cfg in cands:
        out = torch.full_like(q, float("nan"))
        fn(q, k, v, config=cfg, out=out)
        torch.cuda.synchronize()
        errs[(name, cfg.short())] = rel_err(out, ref)
    del ref
    times: dict = {}
    for _ in range(rounds):
        times.setdefault("sdpa", []).append(bench(partial(F.scaled_dot_product_attention, q, k, v, is_causal=True)))
        for name, fn, cfg in cands:
            times.setdefault((name, cfg.short()), []).append(
                bench(partial(fn, q, k, v, config=cfg, out=torch.empty_like(q))))
    sd = statistics.median(times["sdpa"])
    print(f"\nSDPA causal (4,32,4096,128): {sd:.4f} ms = {flops / sd / 1e9:.1f} TFLOP/s "
          f"(rounds {[f'{t:.4f}' for t in times['sdpa']]})")
    print(f"{'bundled kernel, config':36} {'ms med':>8} {'TFLOP/s':>8} {'x SDPA':>7} {'min..max x SDPA':>16}  err")
    for key, ts in times.items():
        if key == "sdpa":
            continue
        m = statistics.median(ts)
        print(f"{str(key):36} {m:8.4f} {flops / m / 1e9:8.1f} {sd / m:7.3f} {sd / max(ts):8.3f}..{sd / min(ts):.3f}"
              f"  {errs[key][0]:.1e} nan={errs[key][1]}")


TMA_CANDIDATES = {
    "c0 G8 s3": Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, EPILOGUE_SUBTILE=False,
                            WARP_SPECIALIZE=False, num_stages=3, num_warps=8),
    "c1 G8 sub ws s4": Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, EPILOGUE_SUBTILE=True,
                                   WARP_SPECIALIZE=True, num_stages=4, num_warps=8),
    "c2 G4 s3": Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=4, EPILOGUE_SUBTILE=False,
                            WARP_SPECIALIZE=False, num_stages=3, num_warps=8),
    "c3 G8 ws s3": Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, EPILOGUE_SUBTILE=False,
                               WARP_SPECIALIZE=True, num_stages=3, num_warps=8),
    "c4 G4 ws s3": Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=4, EPILOGUE_SUBTILE=False,
                               WARP_SPECIALIZE=True, num_stages=3, num_warps=8),
    "c5 G8 sub s4": Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, EPILOGUE_SUBTILE=True,
                                WARP_SPECIALIZE=False, num_stages=4, num_warps=8),
    "c6 G16 ws s3": Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=16, EPILOGUE_SUBTILE=False,
                                WARP_SPECIALIZE=True, num_stages=3, num_warps=8),
}


def matmul(rounds: int) -> None:
    set_torch_allocator()
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    print(f"\n{'matmul_tma_persistent config':22} {'size':>5} {'ms med':>8} {'TFLOP/s':>8} {'x torch':>7} "
          f"{'min..max x torch':>17}  err")
    for n in (8192, 4096):
        a = torch.randn(n, n, device="cuda", dtype=torch.float16)
        b = torch.randn(n, n, device="cuda", dtype=torch.float16)
        ref = a.float() @ b.float()
        flops = 2.0 * n ** 3
        errs = {}
        for name, cfg in TMA_CANDIDATES.items():
            out = torch.full((n, n), float("nan"), device="cuda", dtype=torch.float16)
            mt.matmul_tma_persistent(a, b, cfg, out=out)
            torch.cuda.synchronize()
            errs[name] = rel_err(out, ref)
        del ref
        t: dict = {}
        for _ in range(rounds):
            t.setdefault("torch", []).append(bench(partial(torch.matmul, a, b)))
            for name, cfg in TMA_CANDIDATES.items():
                out = torch.empty((n, n), device="cuda", dtype=torch.float16)
                t.setdefault(name, []).append(bench(partial(mt.matmul_tma_persistent, a, b, cfg, out=out)))
        # The autotuner's pick over each candidate list, tuned afresh 3 times.
        for label, names in (("auto c0,c2,c3,c4", ["c0 G8 s3", "c2 G4 s3", "c3 G8 ws s3", "c4 G4 ws s3"]),
                             ("auto c0,c2,c3,c6", ["c0 G8 s3", "c2 G4 s3", "c3 G8 ws s3", "c6 G16 ws s3"])):
            for rep in range(3):
                tuned = triton.autotune(
                    configs=[triton.Config(dict(TMA_CANDIDATES[x].constexprs), num_warps=8,
                                           num_stages=TMA_CANDIDATES[x].num_stages) for x in names],
                    key=["M", "N", "K"])(mt.matmul_tma_persistent_kernel)
                out = torch.empty((n, n), device="cuda", dtype=torch.float16)
                grid = (min(sms, triton.cdiv(n, 128) * triton.cdiv(n, 256)),)  # every candidate is 128x256
                go = partial(tuned[grid], a, b, out, n, n, n, NUM_SMS=sms)
                go()
                t.setdefault(label, []).append(bench(go))
                best = tuned.best_config
                picked = [x for x in names if TMA_CANDIDATES[x].num_stages == best.num_stages
                          and dict(TMA_CANDIDATES[x].constexprs).items() <= best.kwargs.items()]
                print(f"  {n}: {label} tuning {rep} picked {picked} -> {flops / t[label][-1] / 1e9:.0f} TFLOP/s")
        tt = statistics.median(t["torch"])
        print(f"{'torch.matmul':22} {n:5} {tt:8.4f} {flops / tt / 1e9:8.1f} {1:7.3f} "
              f"{tt / max(t['torch']):8.3f}..{tt / min(t['torch']):.3f}")
        for name, ts in t.items():
            if name == "torch":
                continue
            m = statistics.median(ts)
            err = errs.get(name, (float("nan"), 0))
            print(f"{name:22} {n:5} {m:8.4f} {flops / m / 1e9:8.1f} {tt / m:7.3f} "
                  f"{tt / max(ts):8.3f}..{tt / min(ts):.3f}  {err[0]:.1e} nan={err[1]}")


if __name__ == "__main__":
    parts = sys.argv[1:] or ["attn", "mm", "bundled"]
    print(torch.cuda.get_device_name(), torch.__version__, triton.__version__, flush=True)
    if "mm" in parts:
        matmul(3)
    if "attn" in parts:
        attention(2)
    if "bundled" in parts:
        bundled_attention(3)
