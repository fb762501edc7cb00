# Source: microsoft/MInference, minference/ops/pit_sparse_flash_attention_v2.py (_triton_mixed_sparse_attn_fwd_kernel).
# Rewritten for the trial: vertical-slash sparse causal attention forward. Two loops per program: (1) over the
# "slash" key blocks whose start offsets are listed in block_offset (num_blks of them, runtime), with an n-mask and a
# causal mask; (2) over the "vertical" key columns gathered one by one from column_index (num_cols, runtime, masked
# by n_mask), so K and V are gathered rows. Both loops run the same online softmax with two dots each.
import triton
import triton.language as tl


@triton.jit
def vs_sparse_attn_fwd(Q, K, V, seqlens, sm_scale, block_count, block_offset, column_count, column_index, Out,
                       stride_qz, stride_qh, stride_qm, stride_qk,
                       stride_kz, stride_kh, stride_kn, stride_kk,
                       stride_vz, stride_vh, stride_vn, stride_vk,
                       stride_oz, stride_oh, stride_om, stride_ok,
                       H, NUM_ROWS, NNZ_S, NNZ_V,
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

    row = off_hz * NUM_ROWS + start_m
    num_blks = tl.load(block_count + row)
    blks_ptr = block_offset + row * NNZ_S
    num_cols = tl.load(column_count + row)
    cols_ptr = column_index + row * NNZ_V

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = tl.load(q_ptrs)
    q = (q * qk_scale).to(dtype)
    m_mask = offs_m[:, None] < seqlen

    for b in range(num_blks):
        start_n = tl.load(blks_ptr + b)
        cols = start_n + offs_n
        n_mask = cols < seqlen
        k = tl.load(k_ptrs + cols[None, :] * stride_kn, mask=n_mask[None, :], other=0.0)
        v = tl.load(v_ptrs + cols[:, None] * stride_vn, mask=n_mask[:, None], other=0.0)
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

    for start_c in range(0, num_cols, BLOCK_N):
        n_mask = start_c + offs_n < num_cols
        cols = tl.load(cols_ptr + start_c + offs_n, mask=n_mask, other=0)
        k = tl.load(k_ptrs + cols[None, :] * stride_kn, mask=n_mask[None, :], other=0.0)
        v = tl.load(v_ptrs + cols[:, None] * stride_vn, mask=n_mask[:, None], other=0.0)
        qk = tl.where(m_mask & n_mask[None, :], 0.0, float("-inf"))
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
