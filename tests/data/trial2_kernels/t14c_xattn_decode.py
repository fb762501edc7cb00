# Source: mit-han-lab/x-attention, xattn/src/Flexprefill.py (block_wise_decode_attention_kernel).
# Rewritten for the closing trial 14c: FlexPrefill's block-sparse decode attention. One program per (batch, query
# head); the single query row is padded to a BLOCK_SIZE_Q = 16 tile (rows >= 1 masked to zero) so that tl.dot can
# run; the loop walks NUM_BLOCK activated key blocks whose indices are loaded from block_idx (a data-dependent
# gather of K and V blocks), masks the key tail, keeps an exp2 online softmax (running max and log-sum-exp) and
# stores the one valid row as bf16. Upstream's tl.make_block_ptr / tl.advance (removed in Triton 3.9) become plain
# pointer tensors with explicit masks; the GQA head mapping (interleaved or grouped) is kept. Upstream stored the
# padded rows through a block pointer with boundary_check on a shape of 1: here the store is masked to row 0.
import triton
import triton.language as tl


@triton.jit
def xattn_block_decode(q_ptr, k_ptr, v_ptr, o_ptr, block_idx_ptr,
                       NUM_KV_HEADS, GQA_GROUPS, K_LEN, NUM_BLOCK, softmax_scale,
                       stride_qb, stride_qh, stride_kb, stride_kn, stride_kh,
                       stride_vb, stride_vn, stride_vh, stride_ob, stride_oh,
                       stride_bb, stride_bh, stride_bt,
                       HEAD_DIM: tl.constexpr, GQA_INTERLEAVE: tl.constexpr,
                       BLOCK_SIZE_Q: tl.constexpr, BLOCK_SIZE_K: tl.constexpr):
    pid_b = tl.program_id(0)
    pid_h = tl.program_id(1)
    if GQA_INTERLEAVE:
        pid_kh = pid_h % NUM_KV_HEADS
    else:
        pid_kh = pid_h // GQA_GROUPS
    block_idx_ptr = block_idx_ptr + pid_b * stride_bb + pid_h * stride_bh
    off_q = tl.arange(0, BLOCK_SIZE_Q)
    off_d = tl.arange(0, HEAD_DIM)
    off_n = tl.arange(0, BLOCK_SIZE_K)
    q_row = off_q < 1
    q = tl.load(q_ptr + pid_b * stride_qb + pid_h * stride_qh + off_q[:, None] * 0 + off_d[None, :],
                mask=q_row[:, None], other=0.0)
    k_base = k_ptr + pid_b * stride_kb + pid_kh * stride_kh
    v_base = v_ptr + pid_b * stride_vb + pid_kh * stride_vh
    m_i = tl.full((BLOCK_SIZE_Q,), float("-inf"), dtype=tl.float32)
    lse_i = tl.full((BLOCK_SIZE_Q,), float("-inf"), dtype=tl.float32)
    acc_o = tl.zeros((BLOCK_SIZE_Q, HEAD_DIM), dtype=tl.float32)
    for i in range(0, NUM_BLOCK):
        c = tl.load(block_idx_ptr + i * stride_bt).to(tl.int32) * BLOCK_SIZE_K
        key_in = (c + off_n) < K_LEN
        k = tl.load(k_base + off_d[:, None] + (c + off_n)[None, :] * stride_kn, mask=key_in[None, :], other=0.0)
        qk = tl.where(key_in[None, :], 0.0, float("-inf"))
        qk += tl.dot(q, k) * softmax_scale
        m_ij = tl.maximum(m_i, tl.max(qk, axis=1))
        p = tl.math.exp2(qk - m_ij[:, None])
        l_ij = tl.sum(p, axis=1)
        acc_o = acc_o * tl.math.exp2(m_i - m_ij)[:, None]
        v = tl.load(v_base + (c + off_n)[:, None] * stride_vn + off_d[None, :], mask=key_in[:, None], other=0.0)
        acc_o += tl.dot(p.to(v.dtype), v)
        m_i = m_ij
        lse_i = m_ij + tl.math.log2(tl.math.exp2(lse_i - m_ij) + l_ij)
    acc_o = acc_o * tl.math.exp2(m_i - lse_i)[:, None]
    o_ptrs = o_ptr + pid_b * stride_ob + pid_h * stride_oh + off_q[:, None] * 0 + off_d[None, :]
    tl.store(o_ptrs, acc_o.to(tl.bfloat16), mask=q_row[:, None])
