# Source: LMCache/LMCache, lmcache/v1/compute/attention/triton_kernels/block_sparse_attention.py
# (_block_sparse_attn_fwd_kernel). Rewritten for the closing trial 14d: CacheBlend's block-sparse attention over
# an NHD layout (Q/K/V [tokens, heads, head_dim]) with a CSR structure: each query block reads its KV block range
# from block_indptr and then, per step, one KV block index from block_indices (a scalar index load that feeds the
# K and V addresses: a gather of whole blocks), online softmax with exp, K read transposed into the first dot,
# O stored fp16 and the LSE stored fp32.
# Fixed: upstream stores `acc.to(tl.float16)` whatever Q's dtype is; the rewrite stores in Out's element type, and
# guards an empty row range (l_i = 0) against a division by zero.
import triton
import triton.language as tl


@triton.jit
def lmc_block_sparse_attn(Q, K, V, Out, LSE, block_indices, block_indptr, sm_scale, seq_len_q, seq_len_k,
                          stride_qm, stride_qh, stride_km, stride_kh, stride_vm, stride_vh,
                          stride_om, stride_oh, stride_lm, stride_lh,
                          HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    qb = tl.program_id(0)
    head = tl.program_id(1)
    q_offs = qb * BLOCK_M + tl.arange(0, BLOCK_M)
    q_mask = q_offs < seq_len_q
    kv_lo = tl.load(block_indptr + qb)
    kv_hi = tl.load(block_indptr + qb + 1)
    d = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + q_offs[:, None] * stride_qm + head * stride_qh + d[None, :], mask=q_mask[:, None], other=0.0)

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    for i in range(0, kv_hi - kv_lo):
        kv_block = tl.load(block_indices + kv_lo + i)
        kv_offs = kv_block * BLOCK_N + tl.arange(0, BLOCK_N)
        kv_mask = kv_offs < seq_len_k
        k = tl.load(K + kv_offs[:, None] * stride_km + head * stride_kh + d[None, :], mask=kv_mask[:, None],
                    other=0.0)
        qk = tl.dot(q, tl.trans(k)) * sm_scale
        qk = tl.where(kv_mask[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, axis=1))
        alpha = tl.exp(m_i - m_new)
        p = tl.exp(qk - m_new[:, None])
        l_i = alpha * l_i + tl.sum(p, axis=1)
        acc = acc * alpha[:, None]
        v = tl.load(V + kv_offs[:, None] * stride_vm + head * stride_vh + d[None, :], mask=kv_mask[:, None],
                    other=0.0)
        acc += tl.dot(p.to(v.dtype), v)
        m_i = m_new

    l_safe = tl.where(l_i > 0, l_i, 1.0)
    acc = acc / l_safe[:, None]
    tl.store(Out + q_offs[:, None] * stride_om + head * stride_oh + d[None, :], acc.to(Out.dtype.element_ty),
             mask=q_mask[:, None])
    tl.store(LSE + q_offs * stride_lm + head * stride_lh, m_i + tl.log(l_safe), mask=q_mask)
