# Source: mdy666/Scalable-Flash-Native-Sparse-Attention, flash_nsa/ops/select_attn.py (_fwd_kernel). Rewritten for the
# closing trial 13c with pointer loads in place of the host tensor descriptors (no context parallelism, no D2 part):
# NSA's selected-block attention forward, one program per (query token, batch x KV head). The BLOCK_H query heads of
# one KV group are loaded as one [BLOCK_H, D] tile; a tl.range(flatten=True) loop over the top_n selected key blocks
# (their indices loaded from Ind) does QK^T, a causal where, an online exp2 softmax with tl.fma and P@V; then the
# normalised output and the log2-sum-exp (masked to the G real heads) are stored.
import triton
import triton.language as tl


@triton.jit
def nsa_select_fwd(
    Q, K, V, Out, Lse, Ind, X_CU_SEQLENS,
    q_stride_n, q_stride_h, k_stride_n, k_stride_h, o_stride_n, o_stride_h,
    lse_stride_n, lse_stride_h, ind_stride_h, ind_stride_n, sm_scale,
    top_n: tl.constexpr, KH: tl.constexpr, G: tl.constexpr, D: tl.constexpr, VD: tl.constexpr,
    BLOCK_H: tl.constexpr, BLOCK_M: tl.constexpr,
):
    q_idx = tl.program_id(0)
    off_bh = tl.program_id(1)
    off_b = off_bh // KH
    off_kh = off_bh % KH
    start_qh = off_kh * G
    x_bos = tl.load(X_CU_SEQLENS + off_b)
    x_len = tl.load(X_CU_SEQLENS + off_b + 1) - x_bos
    if q_idx >= x_len:
        return

    Ind += off_kh * ind_stride_h + (x_bos + q_idx) * ind_stride_n
    Lse += (x_bos + q_idx) * lse_stride_n + start_qh * lse_stride_h
    heads = tl.arange(0, BLOCK_H)
    head_ok = heads < G
    dcol = tl.arange(0, D)
    vcol = tl.arange(0, VD)
    q_ptrs = Q + (x_bos + q_idx) * q_stride_n + (start_qh + heads)[:, None] * q_stride_h + dcol[None, :]
    q = tl.load(q_ptrs, mask=head_ok[:, None], other=0.0)
    K += x_bos * k_stride_n + off_kh * k_stride_h
    V += x_bos * k_stride_n + off_kh * k_stride_h

    qk_scale = sm_scale * 1.44269504
    m_i = tl.full([BLOCK_H], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_H], dtype=tl.float32)
    acc = tl.zeros([BLOCK_H, VD], dtype=tl.float32)
    rows = tl.arange(0, BLOCK_M)
    stop_n = tl.minimum(top_n, tl.cdiv(q_idx + 1, BLOCK_M))
    for i in tl.range(0, stop_n, flatten=True):
        start_m = tl.load(Ind + i) * BLOCK_M
        k = tl.load(K + (start_m + rows)[:, None] * k_stride_n + dcol[None, :])
        v = tl.load(V + (start_m + rows)[:, None] * k_stride_n + vcol[None, :])
        s = tl.dot(q, tl.permute(k, 1, 0))
        s = tl.where(q_idx >= (start_m + rows)[None, :], s * qk_scale, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.exp2(m_i - m_new)
        p = tl.exp2(s - m_new[:, None])
        l_i = tl.fma(l_i, alpha, tl.sum(p, axis=-1))
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_new

    acc /= l_i[:, None]
    lse = m_i + tl.log2(l_i)
    o_ptrs = Out + (x_bos + q_idx) * o_stride_n + (start_qh + heads)[:, None] * o_stride_h + vcol[None, :]
    tl.store(o_ptrs, acc.to(Out.dtype.element_ty), mask=head_ok[:, None])
    tl.store(Lse + heads * lse_stride_h, lse, mask=head_ok)
