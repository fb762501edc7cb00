# Source: sgl-project/sglang, python/sglang/srt/layers/attention/triton_ops/prefill_attention.py (_fwd_kernel).
# Rewritten for trial 7b: causal varlen prefill attention (page size 1), one (batch, head, query block) per
# program, a runtime-bounded KV loop with online softmax, K loaded transposed, GQA head mapping, masked head dim.
import triton
import triton.language as tl


@triton.jit
def prefill_attn_fwd(
    Q, K, V, sm_scale, B_Start_Loc, B_Seqlen, Out,
    stride_qbs, stride_qh, stride_kbs, stride_kh, stride_vbs, stride_vh, stride_obs, stride_oh,
    kv_group_num: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_DMODEL: tl.constexpr,
    BLOCK_N: tl.constexpr,
    IS_CAUSAL: tl.constexpr,
    Lk: tl.constexpr,
):
    batch = tl.program_id(0)
    head = tl.program_id(1)
    qblk = tl.program_id(2)
    kv_head = head // kv_group_num
    seq_len = tl.load(B_Seqlen + batch)
    seq_start = tl.load(B_Start_Loc + batch)
    block_start = BLOCK_M * qblk

    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_DMODEL)
    offs_m = qblk * BLOCK_M + tl.arange(0, BLOCK_M)
    d_ok = offs_d < Lk
    q_off = (seq_start + offs_m[:, None]) * stride_qbs + head * stride_qh + offs_d[None, :]
    q = tl.load(Q + q_off, mask=(offs_m[:, None] < seq_len) & d_ok[None, :], other=0.0)
    k_base = K + offs_n[None, :] * stride_kbs + kv_head * stride_kh + offs_d[:, None]
    v_base = V + offs_n[:, None] * stride_vbs + kv_head * stride_vh + offs_d[None, :]

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    live = tl.where(block_start < seq_len, 1, 0)
    end_n = seq_len if not IS_CAUSAL else tl.minimum((qblk + 1) * BLOCK_M, seq_len)
    for start_n in range(0, live * end_n, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        kt = tl.load(k_base + (seq_start + start_n) * stride_kbs,
                     mask=((start_n + offs_n[None, :]) < seq_len) & d_ok[:, None], other=0.0)
        qk = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
        qk += tl.dot(q, kt)
        qk *= sm_scale
        if IS_CAUSAL:
            keep = ((start_n + offs_n[None, :]) < seq_len) & (offs_m[:, None] >= (start_n + offs_n[None, :]))
        else:
            keep = (start_n + offs_n[None, :]) < seq_len
        qk += tl.where(keep, 0, float("-inf"))
        m_ij = tl.max(qk, 1)
        p = tl.exp(qk - m_ij[:, None])
        l_ij = tl.sum(p, 1)
        m_new = tl.maximum(m_i, m_ij)
        alpha = tl.exp(m_i - m_new)
        beta = tl.exp(m_ij - m_new)
        l_new = alpha * l_i + beta * l_ij
        p = p * (beta / l_new)[:, None]
        acc = acc * (l_i / l_new * alpha)[:, None]
        v = tl.load(v_base + (seq_start + start_n) * stride_vbs,
                    mask=((start_n + offs_n[:, None]) < seq_len) & d_ok[None, :], other=0.0)
        acc += tl.dot(p.to(v.dtype), v)
        l_i = l_new
        m_i = m_new
    o_off = (seq_start + offs_m[:, None]) * stride_obs + head * stride_oh + offs_d[None, :]
    tl.store(Out + o_off, acc, mask=(offs_m[:, None] < seq_len) & d_ok[None, :])
