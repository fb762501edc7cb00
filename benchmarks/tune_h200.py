"""Config and variant sweep for the attention and the persistent TMA matmul (one H200 call).

Run on a CUDA machine from the repository root:
``PYTHONPATH=. python3 benchmarks/tune_h200.py [attn] [mm] [bundled] [ab]``.
Every variant is checked first (fresh random fp16 inputs, NaN-poisoned output, ``||out - ref|| / ||ref||``
against torch in float32), then timed with ``triton.testing.do_bench`` (median) in several rounds. In
``attn`` each candidate is timed right after its own SDPA call and the figure is the median of those
pairs' ratios (SDPA alone moves by 5-20 % between calls); the attention variants are compiled first in
parallel child processes (they fill Triton's cache). ``ab`` times the bundled 128x128 kernel through its
wrapper, launched directly and under a CUDA graph, against the sweep kernel. Prints one table per part.

The attention variants are flags of one experimental kernel below (a copy of
``kernels/flash_attention.py``'s algorithm, N_CTX a multiple of BLOCK_M and BLOCK_M of BLOCK_N); a variant
is a dict of ``bm``, ``bn``, ``w`` (num_warps), ``s`` (num_stages), optional ``maxnreg`` and ``ctas``, and
the flags:

- ``ORDER=0``: grid ``(M blocks, Z*H)``, heaviest block first inside each head (the bundled kernel);
  ``ORDER=1``: grid ``(Z*H, M blocks)``, so the heaviest blocks of *every* head run first (global
  longest-first order for the causal load balance).
- ``FAST_EXP``: ``p = exp2`` through ``ex2.approx.f16x2`` (two exponentials per MUFU op; the
  probabilities are fp16 anyway for the PV product).
- ``KT``: K read already transposed (``[HEAD_DIM, BLOCK_N]`` tile).
- ``MASKN``: the N_CTX masks kept; ``RT``: the row stride a run-time value; ``DIAG_FIRST``: the
  diagonal blocks before the others.
- ``DIAG=1``: the diagonal blocks as straight-line code (``tl.static_range``); ``DIAG=2``: their loop
  with ``num_stages=1``.
- ``ACCADD``: ``acc * alpha + tl.dot(p, v)``; ``FA3``: QK^T of block j issued before PV of block j - 1.
- ``PAIR``: each program takes query blocks NUM_M - 1 - m and m (grid halved); ``PERSIST``: a
  persistent grid of ``ctas`` programs per SM striding over the tiles, heaviest first in each head.
- ``TMA``: Q, K, V, Out through host-side 2-D tensor descriptors (``WS``: warp specialization).
- ``OFFS``: K/V addresses from the scalar key offset and int32 tile offsets (no pointer tensors carried).
- ``UNROLL``: ``loop_unroll_factor`` of the off-diagonal key loop.
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

from ir_explorer.core.model import Config
from kernels import matmul_tma as mt
from kernels._host import set_torch_allocator
from kernels.flash_attention import flash_attention_fwd, softmax_step


@triton.jit
def _exp2_f16(x):
    """exp2 of an fp32 tensor, two fp16 results per ``ex2.approx.f16x2``."""
    return tl.inline_asm_elementwise("ex2.approx.f16x2 $0, $1;", "=r,r", [x.to(tl.float16)],
                                     dtype=tl.float16, is_pure=True, pack=2)


@triton.jit
def _block(acc, l_i, m_i, q, k_ptrs, v_ptrs, start_n, qk_scale, offs_m, offs_n, N_CTX, DIAGONAL: tl.constexpr,
           FAST_EXP: tl.constexpr, KT: tl.constexpr, MASKN: tl.constexpr, ACCADD: tl.constexpr):
    """One key block: QK^T, the online-softmax step, the PV product."""
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
    if MASKN and DIAGONAL:
        v = tl.load(v_ptrs, mask=key_ok[:, None], other=0.0)
    else:
        v = tl.load(v_ptrs)
    if ACCADD:  # a fresh PV product added to the rescaled accumulator
        acc = acc * alpha[:, None] + tl.dot(p16, v)
    else:
        acc = tl.dot(p16, v, acc * alpha[:, None])
    l_i = l_i * alpha + l_ij
    return acc, l_i, m_ij


@triton.jit
def _inner(acc, l_i, m_i, q, k_base, v_base, stride_kn, stride_vn, start_m, qk_scale, offs_m, offs_n, offs_d,
           N_CTX, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, DIAGONAL: tl.constexpr, FAST_EXP: tl.constexpr,
           KT: tl.constexpr, MASKN: tl.constexpr, DIAG: tl.constexpr = 0, ACCADD: tl.constexpr = 0,
           OFFS: tl.constexpr = 0, UNROLL: tl.constexpr = 1):
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
    if DIAGONAL and DIAG == 1:  # straight-line code: the BLOCK_M / BLOCK_N diagonal blocks unrolled
        for i in tl.static_range(BLOCK_M // BLOCK_N):
            acc, l_i, m_i = _block(acc, l_i, m_i, q, k_ptrs, v_ptrs, lo + i * BLOCK_N, qk_scale, offs_m, offs_n,
                                   N_CTX, DIAGONAL, FAST_EXP, KT, MASKN, ACCADD)
            k_ptrs += BLOCK_N * stride_kn
            v_ptrs += BLOCK_N * stride_vn
    elif DIAGONAL and DIAG == 2:  # a loop the pipeliner leaves alone (no second smem ring)
        for start_n in tl.range(lo, hi, BLOCK_N, num_stages=1):
            start_n = tl.multiple_of(start_n, BLOCK_N)
            acc, l_i, m_i = _block(acc, l_i, m_i, q, k_ptrs, v_ptrs, start_n, qk_scale, offs_m, offs_n,
                                   N_CTX, DIAGONAL, FAST_EXP, KT, MASKN, ACCADD)
            k_ptrs += BLOCK_N * stride_kn
            v_ptrs += BLOCK_N * stride_vn
    else:
        for start_n in tl.range(lo, hi, BLOCK_N, loop_unroll_factor=UNROLL if not DIAGONAL else 1):
            start_n = tl.multiple_of(start_n, BLOCK_N)
            if OFFS:  # addresses from the scalar start_n and int32 tile offsets: no 64-bit pointer tensors carried
                tile = offs_n[:, None] * stride_kn + offs_d[None, :]
                acc, l_i, m_i = _block(acc, l_i, m_i, q, k_base + start_n * stride_kn + tile,
                                       v_base + start_n * stride_vn + tile, start_n, qk_scale, offs_m, offs_n,
                                       N_CTX, DIAGONAL, FAST_EXP, KT, MASKN, ACCADD)
            else:
                acc, l_i, m_i = _block(acc, l_i, m_i, q, k_ptrs, v_ptrs, start_n, qk_scale, offs_m, offs_n,
                                       N_CTX, DIAGONAL, FAST_EXP, KT, MASKN, ACCADD)
                k_ptrs += BLOCK_N * stride_kn
                v_ptrs += BLOCK_N * stride_vn
    return acc, l_i, m_i


@triton.jit
def _inner_fa3(acc, l_i, m_i, q, k_base, v_base, start_m, qk_scale, offs_m, offs_n, offs_d,
               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """FA3's order (BLOCK_M == BLOCK_N): in iteration j, issue QK^T of block j, then PV of block j - 1, so
    that the softmax of block j can run while the PV wgmma of block j - 1 is in flight. Block 0 is
    peeled (masked: it is the diagonal when start_m == 0), the diagonal block after the loop."""
    tile = offs_n[:, None] * HEAD_DIM + offs_d[None, :]
    qk = tl.dot(q, tl.trans(tl.load(k_base + tile)))
    p, l_i, alpha, m_i = softmax_step(m_i, qk, qk_scale, offs_m[:, None] >= offs_n[None, :], True)
    for start_n in range(BLOCK_N, start_m * BLOCK_M, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        qk = tl.dot(q, tl.trans(tl.load(k_base + start_n * HEAD_DIM + tile)))
        acc = tl.dot(p.to(tl.float16), tl.load(v_base + (start_n - BLOCK_N) * HEAD_DIM + tile), acc)
        p, l_ij, alpha, m_i = softmax_step(m_i, qk, qk_scale, offs_m[:, None] >= offs_n[None, :], False)
        acc = acc * alpha[:, None]
        l_i = l_i * alpha + l_ij
    if start_m > 0:
        start_n = start_m * BLOCK_M
        qk = tl.dot(q, tl.trans(tl.load(k_base + start_n * HEAD_DIM + tile)))
        acc = tl.dot(p.to(tl.float16), tl.load(v_base + (start_n - BLOCK_N) * HEAD_DIM + tile), acc)
        p, l_ij, alpha, m_i = softmax_step(m_i, qk, qk_scale, offs_m[:, None] >= (start_n + offs_n)[None, :], True)
        acc = acc * alpha[:, None]
        l_i = l_i * alpha + l_ij
    acc = tl.dot(p.to(tl.float16), tl.load(v_base + start_m * BLOCK_M * HEAD_DIM + tile), acc)
    return acc, l_i, m_i


@triton.jit
def _inner_tma(acc, l_i, m_i, q, K, V, row0, start_m, qk_scale, offs_m, offs_n, BLOCK_M: tl.constexpr,
               BLOCK_N: tl.constexpr, DIAGONAL: tl.constexpr, WS: tl.constexpr):
    """``_inner`` with K and V read through host-side 2-D TMA descriptors over ``[Z*H*N_CTX, HEAD_DIM]``
    (``row0``: the head's first row); ``WS``: ``tl.range(warp_specialize=True)``."""
    if DIAGONAL:
        lo = start_m * BLOCK_M
        hi = (start_m + 1) * BLOCK_M
    else:
        lo = 0
        hi = start_m * BLOCK_M
    for start_n in tl.range(lo, hi, BLOCK_N, warp_specialize=WS):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        qk = tl.dot(q, K.load([row0 + start_n, 0]).T)
        p, l_ij, alpha, m_i = softmax_step(m_i, qk, qk_scale, offs_m[:, None] >= (start_n + offs_n)[None, :], DIAGONAL)
        acc = tl.dot(p.to(tl.float16), V.load([row0 + start_n, 0]), acc * alpha[:, None])
        l_i = l_i * alpha + l_ij
    return acc, l_i, m_i


@triton.jit
def _tile(Q, K, V, Out, sm_scale, N_CTX, stride_n, head, start_m, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
          BLOCK_N: tl.constexpr, FAST_EXP: tl.constexpr, KT: tl.constexpr, MASKN: tl.constexpr, RT: tl.constexpr,
          DIAG_FIRST: tl.constexpr, DIAG: tl.constexpr, ACCADD: tl.constexpr, FA3: tl.constexpr,
          TMA: tl.constexpr = 0, WS: tl.constexpr = 0, OFFS: tl.constexpr = 0, UNROLL: tl.constexpr = 1):
    """One query block ``start_m`` of head ``head`` (element offset), from the load of Q to the store.
    With ``TMA``, Q, K, V and Out are host-side 2-D descriptors over ``[Z*H*N_CTX, HEAD_DIM]``."""
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
    if TMA:
        row0 = (head // HEAD_DIM).to(tl.int32)
        q = Q.load([row0 + start_m * BLOCK_M, 0])
        acc, l_i, m_i = _inner_tma(acc, l_i, m_i, q, K, V, row0, start_m, qk_scale, offs_m, offs_n, BLOCK_M,
                                   BLOCK_N, False, WS)
        acc, l_i, m_i = _inner_tma(acc, l_i, m_i, q, K, V, row0, start_m, qk_scale, offs_m, offs_n, BLOCK_M,
                                   BLOCK_N, True, WS)
        Out.store([row0 + start_m * BLOCK_M, 0], (acc / l_i[:, None]).to(tl.float16))
    else:
        if MASKN:
            q = tl.load(Q + head + offs_m[:, None] * stride + offs_d[None, :], mask=(offs_m < N_CTX)[:, None],
                        other=0.0)
        else:
            q = tl.load(Q + head + offs_m[:, None] * stride + offs_d[None, :])
        if FA3:
            acc, l_i, m_i = _inner_fa3(acc, l_i, m_i, q, K + head, V + head, start_m, qk_scale, offs_m, offs_n,
                                       offs_d, BLOCK_M, BLOCK_N, HEAD_DIM)
        else:
            # DIAG_FIRST: the masked diagonal blocks first, their loads overlapping the load of Q.
            acc, l_i, m_i = _inner(acc, l_i, m_i, q, K + head, V + head, stride, stride, start_m, qk_scale, offs_m,
                                   offs_n, offs_d, N_CTX, BLOCK_M, BLOCK_N, DIAG_FIRST == 1, FAST_EXP, KT, MASKN,
                                   DIAG, ACCADD, OFFS, UNROLL)
            acc, l_i, m_i = _inner(acc, l_i, m_i, q, K + head, V + head, stride, stride, start_m, qk_scale, offs_m,
                                   offs_n, offs_d, N_CTX, BLOCK_M, BLOCK_N, DIAG_FIRST == 0, FAST_EXP, KT, MASKN,
                                   DIAG, ACCADD, OFFS, UNROLL)
        out = acc / l_i[:, None]
        tl.store(Out + head + offs_m[:, None] * HEAD_DIM + offs_d[None, :], out.to(Out.dtype.element_ty))


@triton.jit
def attn_variant(Q, K, V, Out, sm_scale, N_CTX, stride_n,
                 HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                 ORDER: tl.constexpr = 0, FAST_EXP: tl.constexpr = 0, KT: tl.constexpr = 0, MASKN: tl.constexpr = 0,
                 RT: tl.constexpr = 0, DIAG_FIRST: tl.constexpr = 0, DIAG: tl.constexpr = 0,
                 ACCADD: tl.constexpr = 0, FA3: tl.constexpr = 0, PAIR: tl.constexpr = 0,
                 PERSIST: tl.constexpr = 0, ZH: tl.constexpr = 1, TMA: tl.constexpr = 0, WS: tl.constexpr = 0,
                 OFFS: tl.constexpr = 0, UNROLL: tl.constexpr = 1):
    if PERSIST:  # tiles heaviest first inside each head, programs striding over them
        NUM_M = N_CTX // BLOCK_M
        for t in tl.range(tl.program_id(0), NUM_M * ZH, tl.num_programs(0), num_stages=1):
            start_m = NUM_M - 1 - t % NUM_M
            head = (t // NUM_M).to(tl.int64) * N_CTX * HEAD_DIM
            _tile(Q, K, V, Out, sm_scale, N_CTX, stride_n, head, start_m, HEAD_DIM, BLOCK_M, BLOCK_N, FAST_EXP,
                  KT, MASKN, RT, DIAG_FIRST, DIAG, ACCADD, FA3, TMA, WS, OFFS, UNROLL)
    else:
        if ORDER == 0:
            start_m = tl.num_programs(0) - 1 - tl.program_id(0)
            off_hz = tl.program_id(1)
        else:
            start_m = tl.num_programs(1) - 1 - tl.program_id(1)
            off_hz = tl.program_id(0)
        head = off_hz.to(tl.int64) * N_CTX * HEAD_DIM
        if PAIR:  # query blocks NUM_M - 1 - m, then m: the same work in every program (grid halved)
            for i in tl.range(0, 2, num_stages=1):  # a loop, not two copies of the tile's code (registers)
                start_m = tl.program_id(0) + (1 - i) * (2 * tl.num_programs(0) - 1 - 2 * tl.program_id(0))
                _tile(Q, K, V, Out, sm_scale, N_CTX, stride_n, head, start_m, HEAD_DIM, BLOCK_M, BLOCK_N,
                      FAST_EXP, KT, MASKN, RT, DIAG_FIRST, DIAG, ACCADD, FA3, TMA, WS, OFFS, UNROLL)
        else:
            _tile(Q, K, V, Out, sm_scale, N_CTX, stride_n, head, start_m, HEAD_DIM, BLOCK_M, BLOCK_N, FAST_EXP,
                  KT, MASKN, RT, DIAG_FIRST, DIAG, ACCADD, FA3, TMA, WS, OFFS, UNROLL)


def run_variant(q, k, v, out, var: dict):
    """Launch ``attn_variant`` with the variant ``var`` (block sizes, num_warps/num_stages/maxnreg, flags)."""
    Z, H, N, D = q.shape
    flags = {k_: x for k_, x in var.items() if k_.isupper()}
    nm = N // var["bm"]
    if flags.get("PERSIST"):
        sms = torch.cuda.get_device_properties(0).multi_processor_count if q.is_cuda else 3
        grid: tuple = (min(var["ctas"] * sms, nm * Z * H),)
        flags["ZH"] = Z * H
    elif flags.get("ORDER"):
        grid = (Z * H, nm)
    else:
        grid = (nm // 2 if flags.get("PAIR") else nm, Z * H)
    opts = {"maxnreg": var["maxnreg"]} if "maxnreg" in var else {}
    if flags.get("TMA"):
        from triton.tools.tensor_descriptor import TensorDescriptor

        q, k, v, out = (TensorDescriptor.from_tensor(t.view(Z * H * N, D), [var[b], D])
                        for t, b in ((q, "bm"), (k, "bn"), (v, "bn"), (out, "bm")))
    return attn_variant[grid](q, k, v, out, 1.0 / math.sqrt(D), N, D, HEAD_DIM=D, BLOCK_M=var["bm"],
                              BLOCK_N=var["bn"], num_warps=var["w"], num_stages=var["s"], **flags, **opts)


def label(var: dict) -> str:
    """``128x64_w8_s3 DIAG=1 …``: the config, then the flags that are set."""
    cfg = f"{var['bm']}x{var['bn']}_w{var['w']}_s{var['s']}" + (f"_r{var['maxnreg']}" if "maxnreg" in var else "")
    return " ".join([cfg] + [f"{k_}={x}" for k_, x in var.items() if k_.isupper() and x]
                    + ([f"ctas={var['ctas']}"] if "ctas" in var else []))


def rel_err(out, ref):
    o, r = out.float(), ref.float()
    return float((o - r).norm() / r.norm()), int(out.isnan().sum())


def bench(fn, rep=150):
    return float(do_bench(fn, warmup=30, rep=rep, return_mode="median"))


def _base(**kw) -> dict:
    return {"bm": 128, "bn": 128, "w": 8, "s": 3, **kw}


# h200_tune3.log … h200_tune6.log swept ORDER=1, FAST_EXP=1, KT=1, MASKN=1, RT=1, DIAG_FIRST=1 and num_stages
# 2/4 at 128x64 and 128x128: all slower (NOTES.md). A single loop with a uniform branch for the diagonal
# blocks failed in TritonGPUPipeline (Triton 3.6). Checked offline, never timed: ACCADD=1 compiles to the
# same TTGIR (Triton folds ``acc * alpha + dot(p, v)`` into the dot's accumulator); WS=1 with TMA=1 leaves
# the TTGIR without ``ttg.warp_specialize`` (Triton 3.6 ignores it here).
# h200_tune7.log (first part) timed DIAG=1/2, PAIR=1, PERSIST=1, FA3=1 and two-CTA configs (maxnreg=128,
# 64x64 w4): all slower than the plain 128x128 s3:
#   _base(DIAG=1), _base(DIAG=2), _base(bn=64, DIAG=1), _base(PAIR=1), _base(PAIR=1, DIAG=1),
#   _base(PERSIST=1, ctas=1), _base(PERSIST=1, DIAG=1, ctas=1), _base(bn=64, s=2, maxnreg=128),
#   _base(bn=64, s=2, maxnreg=128, DIAG=1), _base(bn=64, s=2, maxnreg=128, PERSIST=1, ctas=2),
#   _base(bn=32, s=3, maxnreg=128), _base(bm=64, bn=64, w=4, s=3), _base(bm=64, bn=64, w=4, s=2),
#   _base(bm=64, bn=64, w=4, s=3, DIAG=1), _base(FA3=1)
ATTN_VARIANTS = [
    _base(),
    # host-side 2-D TMA descriptors: 186 registers at 128x128 (232 with pointers), 138 at 128x64, and
    # 128 without spills at 128x64 s2 with maxnreg=128 (ptxas), so two CTAs (96 KiB each) fit an SM;
    # 115 at 128x32 (two CTAs at s3 and s4). h200_tune8.log: 128x64 s2 maxnreg=128 0.892 of SDPA, the
    # same config without maxnreg (one CTA per SM) 0.700; TMA 128x128 s3 0.880, s2 0.840; 128x64 s3
    # 0.863; 64x64 w4 s2 0.807; the two-CTA config persistent 0.741. h200_tune9.log: with PAIR=1 0.897,
    # 128x32 s3/s4 0.777/0.794, the pointer two-CTA config with OFFS=1 0.879.
    _base(TMA=1, bn=64, s=2, maxnreg=128),
    # h200_tune10.log: PAIR=1 0.883 against 0.891 without. Four warp groups on 256 query rows (one CTA of
    # 16 warps, 128 registers each: ptxas spills 20 B with pointers at 256x64, none at 256x32 or with TMA),
    # and the 64-key loop unrolled twice (183 registers; 128x128 unrolled spills 2.5 KB and needs 416 KiB)
    _base(bm=256, bn=64, w=16, s=2), _base(bm=256, bn=64, w=16, s=3), _base(bm=256, bn=32, w=16, s=3),
    _base(TMA=1, bm=256, bn=64, w=16, s=2), _base(TMA=1, bm=256, bn=64, w=16, s=3),
    _base(bn=64, UNROLL=2), _base(bn=64, s=2, UNROLL=2),
]


def _precompile(var: dict) -> str:
    """Compile (and launch once on uninitialized inputs) one variant in a child process: fills Triton's
    cache in parallel, so the parent only loads the kernels."""
    q = torch.empty(4, 32, 4096, 128, device="cuda", dtype=torch.float16)
    try:
        run_variant(q, q, q, torch.empty_like(q), var)
        torch.cuda.synchronize()
        return ""
    except Exception as exc:  # noqa: BLE001 - a variant that fails to compile is a result
        return f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"


def attention(rounds: int) -> None:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from kernels.registry import KERNELS

    Z, H, N, D = 4, 32, 4096, 128
    flops = 4.0 * Z * H * N * N * D * 0.5
    with ProcessPoolExecutor(min(len(ATTN_VARIANTS), 14), mp_context=multiprocessing.get_context("spawn")) as ex:
        failed = dict(zip(map(label, ATTN_VARIANTS), ex.map(_precompile, ATTN_VARIANTS), strict=True))
    print("pre-compiled", flush=True)
    q, k, v = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
    ref = F.scaled_dot_product_attention(q.float(), k.float(), v.float(), is_causal=True)
    good, info = [], {}
    for var in ATTN_VARIANTS:
        if failed[label(var)]:
            print("FAILED", label(var), failed[label(var)], flush=True)
            continue
        out = torch.full_like(q, float("nan"))
        kern = run_variant(q, k, v, out, var)
        torch.cuda.synchronize()
        err, nan = rel_err(out, ref)
        if nan == 0 and err < 1e-2:
            good.append(var)
        else:
            print("WRONG", label(var), f"err={err:.1e} nan={nan}", flush=True)
        info[label(var)] = (err, nan, f"{kern.n_regs}r {kern.n_spills}sp {kern.metadata.shared // 1024}K")
    from kernels.flash_attention_tma import flash_attention_tma

    bundled = {f"bundled fwd {cfg.short()}": partial(flash_attention_fwd, q, k, v, config=cfg)
               for cfg in KERNELS["flash_attention_fwd"].configs[:2]}
    bundled.update({f"bundled tma {cfg.short()}": partial(flash_attention_tma, q, k, v, config=cfg)
                    for cfg in KERNELS["flash_attention_tma"].configs})
    for key, fn in bundled.items():
        out = torch.full_like(q, float("nan"))
        fn(out=out)
        torch.cuda.synchronize()
        info[key] = (*rel_err(out, ref), "")
    del ref
    # Each candidate is timed right after SDPA (SDPA moves by 5 % between calls, and the card's clock
    # with its temperature): the ratio of each adjacent pair is the figure.
    sdpa = partial(F.scaled_dot_product_attention, q, k, v, is_causal=True)
    cands = {key: partial(fn, out=torch.empty_like(q)) for key, fn in bundled.items()}
    cands.update({label(var): partial(run_variant, q, k, v, torch.empty_like(q), var) for var in good})
    pairs: dict = {key: [] for key in cands}
    for r in range(rounds):
        for key, fn in cands.items():
            pairs[key].append((bench(sdpa), bench(fn)))
        print(f"attention round {r} done", flush=True)
    sd = [a for ps in pairs.values() for a, _ in ps]
    print(f"\nSDPA causal (4,32,4096,128): median {statistics.median(sd):.4f} ms = "
          f"{flops / statistics.median(sd) / 1e9:.1f} TFLOP/s, {min(sd):.4f}..{max(sd):.4f} ms over {len(sd)} calls")
    print(f"{'variant (each round: SDPA, then it)':44} {'ms med':>7} {'TFLOP/s':>7} {'x SDPA':>6}  "
          f"{'x SDPA per round':34} {'err':>7} resources")
    for key, ps in sorted(pairs.items(), key=lambda kv: -statistics.median(a / b for a, b in kv[1])):
        m = statistics.median(b for _, b in ps)
        ratios = [a / b for a, b in ps]
        err, nan, res = info[key]
        print(f"{key:44} {m:7.4f} {flops / m / 1e9:7.1f} {statistics.median(ratios):6.3f}  "
              f"{' '.join(f'{x:.3f}' for x in ratios):34} {err:7.1e} {res}{' NaN' if nan else ''}")


def attention_ab(rounds: int) -> None:
    """The bundled 128x128 kernel against the sweep kernel's plain variant (the same main-loop SASS):
    through the wrapper, launched directly (no wrapper), and under a CUDA graph (GPU time alone), in
    alternating order, each right after SDPA. Separates the kernel's time from the host's."""
    import time

    from triton.testing import do_bench_cudagraph

    from kernels.flash_attention import flash_attention_fwd_kernel
    from kernels.registry import KERNELS

    Z, H, N, D = 4, 32, 4096, 128
    flops = 4.0 * Z * H * N * N * D * 0.5
    cfg = KERNELS["flash_attention_fwd"].configs[1]
    q, k, v = (torch.randn(Z, H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
    o1, o2, o3 = (torch.empty_like(q) for _ in range(3))
    args = (q, k, v, o2, 1.0 / math.sqrt(D), *[t.stride(i) for t in (q, k, v, o2) for i in (0, 1)], H, N)

    def direct():
        flash_attention_fwd_kernel[(N // 128, Z * H)](*args, EVEN_N_CTX=True, HEAD_DIM=D, BLOCK_M=128, BLOCK_N=128,
                                                      num_warps=8, num_stages=3)

    cands = {"bundled wrapper": partial(flash_attention_fwd, q, k, v, config=cfg, out=o1), "bundled direct": direct,
             "variant": partial(run_variant, q, k, v, o3, _base())}
    sdpa = partial(F.scaled_dot_product_attention, q, k, v, is_causal=True)
    ref = F.scaled_dot_product_attention(q.float(), k.float(), v.float(), is_causal=True)
    for name, fn in cands.items():
        fn()
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(20):
            fn()
        host = (time.perf_counter() - t0) / 20 * 1e6
        torch.cuda.synchronize()
        print(f"{name}: host {host:.0f} us per call", flush=True)
    for out in (o1, o2, o3):
        print(f"err {rel_err(out, ref)}")
    del ref
    res: dict = {}
    for r in range(rounds):
        for name, fn in (list(cands.items()) if r % 2 == 0 else list(cands.items())[::-1]):
            res.setdefault(name, []).append((bench(sdpa), bench(fn), float(do_bench_cudagraph(sdpa, rep=100,
                                             return_mode="median")), float(do_bench_cudagraph(fn, rep=100,
                                             return_mode="median"))))
        print(f"ab round {r} done", flush=True)
    print(f"{'(4,32,4096,128) fp16 causal':18} {'do_bench ms':>11} {'x SDPA':>7} {'graph ms':>9} {'x SDPA':>7}  "
          "do_bench x SDPA per round")
    for name, rs in res.items():
        t, g = statistics.median(x[1] for x in rs), statistics.median(x[3] for x in rs)
        print(f"{name:18} {t:11.4f} {statistics.median(x[0] / x[1] for x in rs):7.3f} {g:9.4f} "
              f"{statistics.median(x[2] / x[3] for x in rs):7.3f}  {' '.join(f'{x[0] / x[1]:.3f}' for x in rs)}"
              f"  ({flops / t / 1e9:.0f} TFLOP/s)")
    sd = [x[0] for rs in res.values() for x in rs]
    print(f"SDPA do_bench median {statistics.median(sd):.4f} ms ({min(sd):.4f}..{max(sd):.4f}), graph median "
          f"{statistics.median(x[2] for rs in res.values() for x in rs):.4f} ms")


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
    # Run from the importable module: the attention sweep's child processes pickle functions by module
    # name, and parent and children then share the kernels' Triton cache keys.
    from benchmarks import tune_h200 as this

    parts = sys.argv[1:] or ["attn", "mm", "bundled"]
    print(torch.cuda.get_device_name(), torch.__version__, triton.__version__, flush=True)
    if "mm" in parts:
        this.matmul(3)
    if "attn" in parts:
        this.attention(5)
    if "bundled" in parts:
        this.bundled_attention(3)
    if "ab" in parts:
        this.attention_ab(6)
