# Source: lucidrains/ring-attention-pytorch, ring_attention_pytorch/triton_flash_attn.py (_fwd_kernel). Rewritten for
# the closing trial 12b: one ring step of flash attention forward; the program reloads the running output, row max
# and log-sum-exp left by the previous ring step (LOAD_ACCUMULATED), runs a causal key loop (bound min((m+1)*BLOCK_M,
# seqlen_k)) of Q @ K^T with an optional tanh soft-clamp of the scores (libdevice tanh), an online softmax in exp,
# P @ V, and writes back the unnormalized output, the row max and the lse. EVEN_M/EVEN_N/EVEN_HEADDIM are constexprs
# here (the upstream heuristics); the masked branches keep only the paths those values take.
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def ring_flash_fwd(
    Q, K, V, Out, M, Lse,
    softmax_scale,
    stride_qb, stride_qh, stride_qm,
    stride_kb, stride_kh, stride_kn,
    stride_vb, stride_vh, stride_vn,
    stride_ob, stride_oh, stride_om,
    nheads, seqlen_q, seqlen_k, seqlen_q_rounded,
    IS_CAUSAL: tl.constexpr, CAUSAL_MASK_DIAGONAL: tl.constexpr, LOAD_ACCUMULATED: tl.constexpr,
    RETURN_NORMALIZED_OUTPUT: tl.constexpr, SOFTCLAMP_QK_SIM: tl.constexpr, SOFTCLAMP_VALUE: tl.constexpr,
    BLOCK_HEADDIM: tl.constexpr, EVEN_M: tl.constexpr, EVEN_N: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    start_m = tl.program_id(0)
    off_hb = tl.program_id(1)
    off_b = off_hb // nheads
    off_h = off_hb % nheads
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_HEADDIM)

    q_ptrs = Q + off_b * stride_qb + off_h * stride_qh + (offs_m[:, None] * stride_qm + offs_d[None, :])
    k_ptrs = K + off_b * stride_kb + off_h * stride_kh + (offs_n[:, None] * stride_kn + offs_d[None, :])
    v_ptrs = V + off_b * stride_vb + off_h * stride_vh + (offs_n[:, None] * stride_vn + offs_d[None, :])
    m_ptrs = M + off_hb * seqlen_q_rounded + offs_m
    lse_ptrs = Lse + off_hb * seqlen_q_rounded + offs_m
    out_ptrs = Out + off_b * stride_ob + off_h * stride_oh + (offs_m[:, None] * stride_om + offs_d[None, :])

    if LOAD_ACCUMULATED:
        m_i = tl.load(m_ptrs)
        lse_i = tl.load(lse_ptrs)
        if EVEN_M:
            acc_o = tl.load(out_ptrs).to(tl.float32)
        else:
            acc_o = tl.load(out_ptrs, mask=offs_m[:, None] < seqlen_q).to(tl.float32)
    else:
        m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
        lse_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
        acc_o = tl.zeros([BLOCK_M, BLOCK_HEADDIM], dtype=tl.float32)

    if EVEN_M & EVEN_N:
        q = tl.load(q_ptrs)
    else:
        q = tl.load(q_ptrs, mask=offs_m[:, None] < seqlen_q, other=0.0)

    end_n = seqlen_k if not IS_CAUSAL else tl.minimum((start_m + 1) * BLOCK_M, seqlen_k)
    for start_n in range(0, end_n, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        if EVEN_N & EVEN_M:
            k = tl.load(k_ptrs + start_n * stride_kn)
        else:
            k = tl.load(k_ptrs + start_n * stride_kn, mask=(start_n + offs_n)[:, None] < seqlen_k, other=0.0)
        qk = tl.dot(q, tl.trans(k))
        if SOFTCLAMP_QK_SIM:
            clamp = SOFTCLAMP_VALUE / softmax_scale
            qk = libdevice.tanh(qk / clamp) * clamp
        if not EVEN_N:
            qk += tl.where((start_n + offs_n)[None, :] < seqlen_k, 0, float("-inf"))
        if IS_CAUSAL:
            if CAUSAL_MASK_DIAGONAL:
                qk += tl.where(offs_m[:, None] > (start_n + offs_n)[None, :], 0, float("-inf"))
            else:
                qk += tl.where(offs_m[:, None] >= (start_n + offs_n)[None, :], 0, float("-inf"))
        m_ij = tl.maximum(tl.max(qk, 1) * softmax_scale, lse_i)
        p = tl.exp(qk * softmax_scale - m_ij[:, None])
        l_ij = tl.sum(p, 1)
        acc_o = acc_o * tl.exp(m_i - m_ij)[:, None]
        if EVEN_N & EVEN_M:
            v = tl.load(v_ptrs + start_n * stride_vn)
        else:
            v = tl.load(v_ptrs + start_n * stride_vn, mask=(start_n + offs_n)[:, None] < seqlen_k, other=0.0)
        acc_o += tl.dot(p.to(v.dtype), v)
        m_i = m_ij
        lse_i = m_ij + tl.log(tl.exp(lse_i - m_ij) + l_ij)

    if RETURN_NORMALIZED_OUTPUT:
        acc_o = acc_o * tl.exp(m_i - lse_i)[:, None]
    tl.store(lse_ptrs, lse_i)
    if not RETURN_NORMALIZED_OUTPUT:
        tl.store(m_ptrs, m_i)
    if EVEN_M:
        tl.store(out_ptrs, acc_o)
    else:
        tl.store(out_ptrs, acc_o, mask=offs_m[:, None] < seqlen_q)
