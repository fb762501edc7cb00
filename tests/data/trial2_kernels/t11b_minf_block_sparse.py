# Source: microsoft/MInference, minference/ops/block_sparse_flash_attention.py (_triton_block_sparse_attn_fwd_kernel).
# Rewritten for the trial: block-sparse causal flash attention forward. Each program owns BLOCK_M query rows of one
# (batch, head); it walks the top-k key blocks listed in block_index (an indirect, data-dependent column offset),
# masks causally, keeps an online softmax (exp2, pre-scaled q) and accumulates P @ V. The loop's trip count is
# min((start_m + 1) * BLOCK_M // BLOCK_N, MAX_BLOCKS_PRE_ROW), a runtime value.
import triton
import triton.language as tl


@triton.jit
def block_sparse_attn_fwd(Q, K, V, seqlens, sm_scale, block_index, Out,
                          stride_qz, stride_qh, stride_qm, stride_qk,
                          stride_kz, stride_kh, stride_kn, stride_kk,
                          stride_vz, stride_vh, stride_vn, stride_vk,
                          stride_oz, stride_oh, stride_om, stride_ok,
                          H, NUM_ROWS, MAX_BLOCKS_PRE_ROW,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_DMODEL: tl.constexpr,
                          dtype: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    seqlen = tl.load(seqlens + off_hz // H)
    if start_m * BLOCK_M >= seqlen:
        return
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_DMODEL)
    qo_offset = (off_hz // H) * stride_qz + (off_hz % H) * stride_qh
    kv_offset = (off_hz // H) * stride_kz + (off_hz % H) * stride_kh
    q_ptrs = Q + qo_offset + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk
    k_ptrs = K + kv_offset + offs_d[:, None] * stride_kk
    v_ptrs = V + kv_offset + offs_d[None, :] * stride_vk
    o_ptrs = Out + qo_offset + offs_m[:, None] * stride_om + offs_d[None, :] * stride_ok
    blocks_ptr = block_index + (off_hz * NUM_ROWS + start_m) * MAX_BLOCKS_PRE_ROW

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = tl.load(q_ptrs)
    q = (q * qk_scale).to(dtype)
    m_mask = offs_m[:, None] < seqlen
    block_count = tl.minimum((start_m + 1) * BLOCK_M // BLOCK_N, MAX_BLOCKS_PRE_ROW)

    for sparse_block_idx in range(block_count):
        real_block_idx = tl.load(blocks_ptr + sparse_block_idx)
        cols = real_block_idx * BLOCK_N + offs_n
        k = tl.load(k_ptrs + cols[None, :] * stride_kn)
        v = tl.load(v_ptrs + cols[:, None] * stride_vn)
        causal = cols[None, :] <= offs_m[:, None]
        qk = tl.where(m_mask & causal, 0.0, float("-inf"))
        qk += tl.dot(q, k)
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(qk - m_new[:, None])
        acc = acc * alpha[:, None]
        acc += tl.dot(p.to(dtype), v)
        l_i = l_i * alpha + tl.sum(p, 1)
        m_i = m_new

    acc = acc / l_i[:, None]
    tl.store(o_ptrs, acc.to(dtype), mask=m_mask)
