# Source: KohakuBlueleaf/KohakUwULLM, src/kohakuwullm/kernels/mxfp8/attention_bwd.py (_bwd_dq_kernel).
# Rewritten for the closing trial 13d: the dQ pass of a varlen MXFP8 flash-attention backward. One program owns
# BLOCK_M queries of one head of one sequence (cu_seqlens) and sweeps the causal keys: the scores are recomputed with
# tl.dot_scaled on e4m3 Q/K and their e8m0 scales (one u8 per 32 lanes of HEAD_DIM), p comes from the saved lse,
# dp = do @ v^T (bf16 tl.dot), and dq += ds @ k with the smoothing mean mu subtracted from K in registers (SMOOTH).
import triton
import triton.language as tl

NEG_INF = tl.constexpr(float("-inf"))


@triton.jit
def mx_attn_bwd_dq(qq_ptr, qs_ptr, k_ptr, kq_ptr, ks_ptr, mu_ptr, v_ptr, do_ptr, lse_ptr, delta_ptr, dq_ptr, cu_ptr,
                   sm_scale, window, stride_qt, stride_qh, stride_qd, stride_qqt, stride_qqh, stride_qqd,
                   stride_qst, stride_qsh, stride_qsg, stride_kt, stride_kh, stride_kd, stride_kqt, stride_kqh,
                   stride_kqd, stride_kst, stride_ksh, stride_ksg, stride_lh, stride_lt,
                   GQA_GROUP: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_SUB: tl.constexpr,
                   IS_CAUSAL: tl.constexpr, HAS_WINDOW: tl.constexpr, SMOOTH: tl.constexpr,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    start_m = tl.program_id(0)
    head = tl.program_id(1)
    seq = tl.program_id(2)
    seq_start = tl.load(cu_ptr + seq)
    seq_len = tl.load(cu_ptr + seq + 1) - seq_start
    if start_m * BLOCK_M >= seq_len:
        return

    kv_head = head // GQA_GROUP
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    groups: tl.constexpr = HEAD_DIM // BLOCK_SUB
    offs_g = tl.arange(0, groups)
    mask_m = offs_m < seq_len
    row = seq_start + offs_m

    qq = tl.load(qq_ptr + row[:, None] * stride_qqt + head * stride_qqh + offs_d[None, :] * stride_qqd,
                 mask=mask_m[:, None], other=0.0)
    qs = tl.load(qs_ptr + row[:, None] * stride_qst + head * stride_qsh + offs_g[None, :] * stride_qsg,
                 mask=mask_m[:, None], other=0)
    do = tl.load(do_ptr + row[:, None] * stride_qt + head * stride_qh + offs_d[None, :] * stride_qd,
                 mask=mask_m[:, None], other=0.0)
    lse = tl.load(lse_ptr + head * stride_lh + row * stride_lt, mask=mask_m, other=0.0)
    delta = tl.load(delta_ptr + head * stride_lh + row * stride_lt, mask=mask_m, other=0.0)
    mu = tl.zeros([HEAD_DIM], tl.float32)
    if SMOOTH:
        mu = tl.load(mu_ptr + kv_head * HEAD_DIM + offs_d)

    dq = tl.zeros([BLOCK_M, HEAD_DIM], tl.float32)
    hi = tl.minimum(seq_len, (start_m + 1) * BLOCK_M) if IS_CAUSAL else seq_len
    lo = 0
    if HAS_WINDOW:
        lo = tl.maximum(0, start_m * BLOCK_M - window + 1)
        lo = (lo // BLOCK_N) * BLOCK_N

    for start_n in range(lo, hi, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        mask_n = offs_n < seq_len
        col = seq_start + offs_n
        kq = tl.load(kq_ptr + col[:, None] * stride_kqt + kv_head * stride_kqh + offs_d[None, :] * stride_kqd,
                     mask=mask_n[:, None], other=0.0)
        ks = tl.load(ks_ptr + col[:, None] * stride_kst + kv_head * stride_ksh + offs_g[None, :] * stride_ksg,
                     mask=mask_n[:, None], other=0)
        v = tl.load(v_ptr + col[:, None] * stride_kt + kv_head * stride_kh + offs_d[None, :] * stride_kd,
                    mask=mask_n[:, None], other=0.0)
        qk = tl.dot_scaled(qq, qs, "e4m3", tl.trans(kq), ks, "e4m3",
                           acc=tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32))
        qk = qk * sm_scale
        if IS_CAUSAL:
            qk = tl.where(offs_m[:, None] >= offs_n[None, :], qk, NEG_INF)
        if HAS_WINDOW:
            qk = tl.where(offs_m[:, None] - offs_n[None, :] < window, qk, NEG_INF)
        p = tl.exp(qk - lse[:, None])
        p = tl.where(mask_m[:, None] & mask_n[None, :], p, 0.0)
        dp = tl.dot(do, v.T)
        ds = p * (dp - delta[:, None]) * sm_scale
        k = tl.load(k_ptr + col[:, None] * stride_kt + kv_head * stride_kh + offs_d[None, :] * stride_kd,
                    mask=mask_n[:, None], other=0.0)
        if SMOOTH:
            k = (k.to(tl.float32) - mu[None, :]).to(k.dtype)
        dq += tl.dot(ds.to(k.dtype), k)

    tl.store(dq_ptr + row[:, None] * stride_qt + head * stride_qh + offs_d[None, :] * stride_qd,
             dq.to(dq_ptr.dtype.element_ty), mask=mask_m[:, None])
