# Source: KohakuBlueleaf/KohakUwULLM, src/kohakuwullm/kernels/mxfp8/attention_bwd.py (_bwd_dkdv_kernel).
# Rewritten for the closing trial 13d: the dK/dV pass of a varlen MXFP8 flash-attention backward. One program owns
# BLOCK_N keys for one query head; it sweeps the query blocks at or after its keys (causal): scores by tl.dot_scaled
# on e4m3 Q/K with e8m0 scales, p from the saved lse, dv += p^T @ do, dp = do @ v^T, dk += ds^T @ q (three bf16
# tl.dot), and with GQA the heads of a group accumulate into one f32 dk/dv through tl.atomic_add.
import triton
import triton.language as tl

NEG_INF = tl.constexpr(float("-inf"))


@triton.jit
def mx_attn_bwd_dkdv(q_ptr, qq_ptr, qs_ptr, kq_ptr, ks_ptr, v_ptr, do_ptr, lse_ptr, delta_ptr, dk_ptr, dv_ptr,
                     cu_ptr, sm_scale, window, stride_qt, stride_qh, stride_qd, stride_qqt, stride_qqh, stride_qqd,
                     stride_qst, stride_qsh, stride_qsg, stride_kt, stride_kh, stride_kd, stride_kqt, stride_kqh,
                     stride_kqd, stride_kst, stride_ksh, stride_ksg, stride_lh, stride_lt,
                     GQA_GROUP: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_SUB: tl.constexpr,
                     IS_CAUSAL: tl.constexpr, HAS_WINDOW: tl.constexpr, BLOCK_M: tl.constexpr,
                     BLOCK_N: tl.constexpr):
    start_n = tl.program_id(0)
    head = tl.program_id(1)
    seq = tl.program_id(2)
    kv_head = head // GQA_GROUP
    seq_start = tl.load(cu_ptr + seq)
    seq_len = tl.load(cu_ptr + seq + 1) - seq_start
    if start_n * BLOCK_N >= seq_len:
        return

    offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    groups: tl.constexpr = HEAD_DIM // BLOCK_SUB
    offs_g = tl.arange(0, groups)
    mask_n = offs_n < seq_len
    col = seq_start + offs_n

    kq = tl.load(kq_ptr + col[:, None] * stride_kqt + kv_head * stride_kqh + offs_d[None, :] * stride_kqd,
                 mask=mask_n[:, None], other=0.0)
    ks = tl.load(ks_ptr + col[:, None] * stride_kst + kv_head * stride_ksh + offs_g[None, :] * stride_ksg,
                 mask=mask_n[:, None], other=0)
    v = tl.load(v_ptr + col[:, None] * stride_kt + kv_head * stride_kh + offs_d[None, :] * stride_kd,
                mask=mask_n[:, None], other=0.0)
    dk = tl.zeros([BLOCK_N, HEAD_DIM], tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], tl.float32)

    lo = start_n * BLOCK_N if IS_CAUSAL else 0
    lo = (lo // BLOCK_M) * BLOCK_M
    hi = seq_len
    if HAS_WINDOW:
        hi = tl.minimum(seq_len, (start_n + 1) * BLOCK_N + window)

    for start_m in range(lo, hi, BLOCK_M):
        offs_m = start_m + tl.arange(0, BLOCK_M)
        mask_m = offs_m < seq_len
        row = seq_start + offs_m
        qq = tl.load(qq_ptr + row[:, None] * stride_qqt + head * stride_qqh + offs_d[None, :] * stride_qqd,
                     mask=mask_m[:, None], other=0.0)
        qs = tl.load(qs_ptr + row[:, None] * stride_qst + head * stride_qsh + offs_g[None, :] * stride_qsg,
                     mask=mask_m[:, None], other=0)
        qk = tl.dot_scaled(qq, qs, "e4m3", tl.trans(kq), ks, "e4m3",
                           acc=tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32))
        qk = qk * sm_scale
        if IS_CAUSAL:
            qk = tl.where(offs_m[:, None] >= offs_n[None, :], qk, NEG_INF)
        if HAS_WINDOW:
            qk = tl.where(offs_m[:, None] - offs_n[None, :] < window, qk, NEG_INF)
        lse = tl.load(lse_ptr + head * stride_lh + row * stride_lt, mask=mask_m, other=0.0)
        p = tl.exp(qk - lse[:, None])
        p = tl.where(mask_m[:, None] & mask_n[None, :], p, 0.0)
        do = tl.load(do_ptr + row[:, None] * stride_qt + head * stride_qh + offs_d[None, :] * stride_qd,
                     mask=mask_m[:, None], other=0.0)
        dv += tl.dot(p.to(do.dtype).T, do)
        delta = tl.load(delta_ptr + head * stride_lh + row * stride_lt, mask=mask_m, other=0.0)
        dp = tl.dot(do, v.T)
        ds = p * (dp - delta[:, None]) * sm_scale
        q = tl.load(q_ptr + row[:, None] * stride_qt + head * stride_qh + offs_d[None, :] * stride_qd,
                    mask=mask_m[:, None], other=0.0)
        dk += tl.dot(ds.to(q.dtype).T, q)

    dk_ptrs = dk_ptr + col[:, None] * stride_kt + kv_head * stride_kh + offs_d[None, :] * stride_kd
    dv_ptrs = dv_ptr + col[:, None] * stride_kt + kv_head * stride_kh + offs_d[None, :] * stride_kd
    if GQA_GROUP == 1:
        tl.store(dk_ptrs, dk, mask=mask_n[:, None])
        tl.store(dv_ptrs, dv, mask=mask_n[:, None])
    else:
        tl.atomic_add(dk_ptrs, dk, mask=mask_n[:, None])
        tl.atomic_add(dv_ptrs, dv, mask=mask_n[:, None])
