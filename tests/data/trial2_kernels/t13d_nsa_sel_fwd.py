# Source: lucidrains/native-sparse-attention-pytorch, native_sparse_attention_pytorch/triton_native_sparse_attention.py
# (forward_kernel). Rewritten for the closing trial 13d: the fine-selection branch of native sparse attention. One
# program per (query block, batch x kv head) loads the QUERY_HEAD_GROUPS query heads of its kv head at once: first the
# causal diagonal block (a 2-D tl.dot q @ k^T, online softmax, p @ v), then NUM_SEL_KV_BLOCKS selected kv blocks whose
# indices are per query row: the gathered k/v tiles are [BLOCK, BLOCK, HEADDIM] and the scores come from a batched 3-D
# tl.dot of q broadcast to 16 rows ([BLOCK, 16, D] x [BLOCK, D, BLOCK]), summed back over the expansion, masked by the
# per-row block mask. Stores the log-sum-exp and the output.
import triton
import triton.language as tl


@triton.jit
def nsa_sel_fwd(Q, K, V, kv_block_indices, kv_block_mask, Out, Lse, softmax_scale,
                stride_qb, stride_qh, stride_qm, stride_kb, stride_kh, stride_kn, stride_vb, stride_vh, stride_vn,
                stride_ob, stride_oh, stride_om, stride_kvbl_b, stride_kvbl_h, stride_kvbl_m,
                nheads, seqlen_q, seqlen_k, seqlen_q_rounded, headdim,
                BLOCK_HEADDIM: tl.constexpr, EVEN_M: tl.constexpr, EVEN_N: tl.constexpr, EVEN_HEADDIM: tl.constexpr,
                BLOCK: tl.constexpr, QUERY_HEAD_GROUPS: tl.constexpr, QUERY_EXPAND_DIM: tl.constexpr,
                NUM_SEL_KV_BLOCKS: tl.constexpr):
    start_m = tl.program_id(0)
    off_hb = tl.program_id(1)
    off_b = off_hb // nheads
    off_h = off_hb % nheads
    offs_qh = off_h * QUERY_HEAD_GROUPS + tl.arange(0, QUERY_HEAD_GROUPS)
    offs_m = start_m * BLOCK + tl.arange(0, BLOCK)
    offs_n = start_m * BLOCK + tl.arange(0, BLOCK)
    offs_d = tl.arange(0, BLOCK_HEADDIM)

    q_ptrs = (Q + off_b * stride_qb + offs_qh[:, None, None] * stride_qh + offs_m[None, :, None] * stride_qm
              + offs_d[None, None, :])
    k_ptrs = K + off_b * stride_kb + off_h * stride_kh + offs_n[:, None] * stride_kn + offs_d[None, :]
    v_ptrs = V + off_b * stride_vb + off_h * stride_vh + offs_n[:, None] * stride_vn + offs_d[None, :]
    lse_ptrs = Lse + offs_qh[:, None] * seqlen_q_rounded + offs_m[None, :]
    out_ptrs = (Out + off_b * stride_ob + offs_qh[:, None, None] * stride_oh + offs_m[None, :, None] * stride_om
                + offs_d[None, None, :])

    m_i = tl.zeros([BLOCK * QUERY_HEAD_GROUPS], dtype=tl.float32) - float("inf")
    lse_i = tl.zeros([BLOCK * QUERY_HEAD_GROUPS], dtype=tl.float32) - float("inf")
    acc_o = tl.zeros([QUERY_HEAD_GROUPS * BLOCK, BLOCK_HEADDIM], dtype=tl.float32)

    if EVEN_HEADDIM:
        q = tl.load(q_ptrs)
        k = tl.load(k_ptrs)
    else:
        q = tl.load(q_ptrs, mask=offs_d[None, None, :] < headdim, other=0.0)
        k = tl.load(k_ptrs, mask=offs_d[None, :] < headdim, other=0.0)
    q = q.reshape([QUERY_HEAD_GROUPS * BLOCK, BLOCK_HEADDIM])

    qk = tl.dot(q, tl.trans(k))
    qk = qk.reshape([QUERY_HEAD_GROUPS, BLOCK, BLOCK])
    qk += tl.where(offs_m[:, None] >= offs_n[None, :], 0, float("-inf"))
    qk = qk.reshape([QUERY_HEAD_GROUPS * BLOCK, BLOCK])
    m_ij = tl.maximum(tl.max(qk, 1) * softmax_scale, lse_i)
    p = tl.exp(qk * softmax_scale - m_ij[:, None])
    l_ij = tl.sum(p, 1)
    acc_o *= tl.exp(m_i - m_ij)[:, None]
    if EVEN_HEADDIM:
        v = tl.load(v_ptrs)
    else:
        v = tl.load(v_ptrs, mask=offs_d[None, :] < headdim, other=0.0)
    acc_o += tl.dot(p.to(v.dtype), v)
    m_i = m_ij
    lse_i = m_ij + tl.log(tl.exp(lse_i - m_ij) + l_ij)

    sel_idx_ptrs = kv_block_indices + off_b * stride_kvbl_b + off_h * stride_kvbl_h + offs_m * stride_kvbl_m
    sel_msk_ptrs = kv_block_mask + off_b * stride_kvbl_b + off_h * stride_kvbl_h + offs_m * stride_kvbl_m

    q = q.reshape(QUERY_HEAD_GROUPS, BLOCK, BLOCK_HEADDIM)
    q = q.permute((1, 0, 2))
    q = tl.expand_dims(q, 2)
    q = tl.broadcast_to(q, (BLOCK, QUERY_HEAD_GROUPS, QUERY_EXPAND_DIM, BLOCK_HEADDIM))
    q = q.reshape(BLOCK, 16, BLOCK_HEADDIM)

    for sel in range(NUM_SEL_KV_BLOCKS):
        block_idx = tl.load(sel_idx_ptrs + sel)
        block_ok = tl.load(sel_msk_ptrs + sel) != 0
        rows_n = block_idx[:, None] * BLOCK + tl.arange(0, BLOCK)[None, :]
        blk_k_ptrs = K + off_b * stride_kb + off_h * stride_kh + rows_n[:, :, None] * stride_kn + offs_d[None, None, :]
        blk_v_ptrs = V + off_b * stride_vb + off_h * stride_vh + rows_n[:, :, None] * stride_vn + offs_d[None, None, :]

        k_blk = tl.load(blk_k_ptrs)
        k_blk = k_blk.permute(0, 2, 1)
        sel_qk = tl.dot(q, k_blk)
        sel_qk = sel_qk.reshape(BLOCK, QUERY_HEAD_GROUPS, QUERY_EXPAND_DIM, BLOCK)
        sel_qk = tl.sum(sel_qk, 2) / QUERY_EXPAND_DIM
        sel_qk = sel_qk.permute(1, 0, 2)
        qk = tl.zeros([QUERY_HEAD_GROUPS, BLOCK, BLOCK], dtype=tl.float32) + sel_qk
        qk += tl.where(block_ok[:, None], 0, float("-inf"))
        qk = qk.reshape(QUERY_HEAD_GROUPS * BLOCK, BLOCK)

        m_ij = tl.maximum(tl.max(qk, 1) * softmax_scale, lse_i)
        ps = tl.exp(qk * softmax_scale - m_ij[:, None])
        l_ij = tl.sum(ps, 1)
        acc_o = acc_o * tl.exp(m_i - m_ij)[:, None]

        v_blk = tl.load(blk_v_ptrs)
        p_x = ps.to(v_blk.dtype).reshape(QUERY_HEAD_GROUPS, BLOCK, BLOCK).permute(1, 0, 2)
        p_x = tl.expand_dims(p_x, 2)
        p_x = tl.broadcast_to(p_x, (BLOCK, QUERY_HEAD_GROUPS, QUERY_EXPAND_DIM, BLOCK))
        p_x = p_x.reshape(BLOCK, 16, BLOCK)
        sel_o = tl.dot(p_x, v_blk)
        sel_o = sel_o.reshape(BLOCK, QUERY_HEAD_GROUPS, QUERY_EXPAND_DIM, BLOCK_HEADDIM)
        sel_o = tl.sum(sel_o, 2) / QUERY_EXPAND_DIM
        sel_o = sel_o.permute(1, 0, 2).reshape(QUERY_HEAD_GROUPS * BLOCK, BLOCK_HEADDIM)
        acc_o += sel_o
        m_i = m_ij
        lse_i = m_ij + tl.log(tl.exp(lse_i - m_ij) + l_ij)

    acc_o *= tl.exp(m_i - lse_i)[:, None]
    tl.store(lse_ptrs, lse_i.reshape([QUERY_HEAD_GROUPS, BLOCK]))
    acc_o = acc_o.reshape([QUERY_HEAD_GROUPS, BLOCK, BLOCK_HEADDIM])
    if EVEN_M:
        tl.store(out_ptrs, acc_o)
    else:
        tl.store(out_ptrs, acc_o, mask=offs_m[None, :, None] < seqlen_q)
