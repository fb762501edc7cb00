# Source: XunhaoLai/native-sparse-attention-triton, native_sparse_attention/ops/triton/topk_sparse_attention.py
# (forward_kernel). Rewritten for the closing trial 9c: native sparse attention's selected-block branch; one program
# per (sequence, kv head, group of query rows); the query heads sharing a kv head (GQA) form the M side of a small
# dot (BLOCK_SIZE_H rows); for each query row a loop over its top-k block indices (loaded, -1 = none), a causal mask
# inside the block, online softmax with a running log-sum-exp. Varlen through cu_seqlens. Upstream's block pointers
# (removed in Triton 3.9) are plain masked pointer tiles here.
import triton
import triton.language as tl


@triton.jit
def nsa_topk_fwd(
    q_ptr, k_ptr, v_ptr, t_ptr, o_ptr, lse_ptr,
    cu_seqlens_q, cu_seqlens_k,
    NUM_SHARE_Q_HEADS, HEAD_DIM, TOPK, num_q_loop, sm_scale,
    stride_qn, stride_qh, stride_kn, stride_kh, stride_vn, stride_vh,
    stride_th, stride_tn, stride_on, stride_oh, stride_lh, stride_ln,
    BLOCK_SIZE_K: tl.constexpr, BLOCK_SIZE_D: tl.constexpr, BLOCK_SIZE_H: tl.constexpr,
    BLOCK_SIZE_T: tl.constexpr,
):
    qk_scale = sm_scale * 1.44269504
    pid_b = tl.program_id(0)
    pid_kh = tl.program_id(1)
    pid_h = pid_kh * NUM_SHARE_Q_HEADS
    pid_q = tl.program_id(2)
    q_start = tl.load(cu_seqlens_q + pid_b)
    q_len = tl.load(cu_seqlens_q + pid_b + 1) - q_start
    k_start = tl.load(cu_seqlens_k + pid_b)
    k_len = tl.load(cu_seqlens_k + pid_b + 1) - k_start
    if pid_q * num_q_loop >= q_len:
        return
    n_rows = tl.minimum(num_q_loop, q_len - pid_q * num_q_loop)
    off_h = tl.arange(0, BLOCK_SIZE_H)
    off_d = tl.arange(0, BLOCK_SIZE_D)
    off_k = tl.arange(0, BLOCK_SIZE_K)
    off_t = tl.arange(0, BLOCK_SIZE_T)
    for j in range(n_rows):
        row = pid_q * num_q_loop + j
        t_row = t_ptr + (q_start + row) * stride_tn + pid_kh * stride_th
        topk_idx = tl.load(t_row + off_t, mask=off_t < TOPK, other=-1)
        n_sel = tl.sum(tl.where((topk_idx >= 0) & (topk_idx <= row // BLOCK_SIZE_K), 1, 0), axis=0)
        q_tile = q_ptr + (q_start + row) * stride_qn + (pid_h + off_h)[:, None] * stride_qh + off_d[None, :]
        q = tl.load(q_tile, mask=(off_h < NUM_SHARE_Q_HEADS)[:, None] & (off_d < HEAD_DIM)[None, :], other=0.0)
        m_i = tl.full((BLOCK_SIZE_H,), float("-inf"), dtype=tl.float32)
        lse_i = tl.full((BLOCK_SIZE_H,), float("-inf"), dtype=tl.float32)
        acc_o = tl.zeros((BLOCK_SIZE_H, BLOCK_SIZE_D), dtype=tl.float32)
        for i in range(n_sel):
            c = tl.load(t_row + i).to(tl.int32) * BLOCK_SIZE_K
            kv_rows = c + off_k
            kv_ok = kv_rows < k_len
            k_tile = k_ptr + (k_start + kv_rows)[None, :] * stride_kn + pid_kh * stride_kh + off_d[:, None]
            k = tl.load(k_tile, mask=kv_ok[None, :] & (off_d < HEAD_DIM)[:, None], other=0.0)
            qk = tl.zeros((BLOCK_SIZE_H, BLOCK_SIZE_K), dtype=tl.float32)
            qk += tl.where((row >= kv_rows)[None, :], 0, float("-inf"))
            qk += tl.dot(q, k) * qk_scale
            m_ij = tl.maximum(m_i, tl.max(qk, axis=1))
            p = tl.exp2(qk - m_ij[:, None])
            l_ij = tl.sum(p, axis=1)
            acc_o = acc_o * tl.exp2(m_i - m_ij)[:, None]
            v_tile = v_ptr + (k_start + kv_rows)[:, None] * stride_vn + pid_kh * stride_vh + off_d[None, :]
            v = tl.load(v_tile, mask=kv_ok[:, None] & (off_d < HEAD_DIM)[None, :], other=0.0)
            acc_o += tl.dot(p.to(v.dtype), v)
            m_i = m_ij
            lse_i = m_ij + tl.math.log2(tl.exp2(lse_i - m_ij) + l_ij)
        acc_o = acc_o * tl.exp2(m_i - lse_i)[:, None]
        o_tile = o_ptr + (q_start + row) * stride_on + (pid_h + off_h)[:, None] * stride_oh + off_d[None, :]
        tl.store(o_tile, acc_o.to(o_ptr.dtype.element_ty),
                 mask=(off_h < NUM_SHARE_Q_HEADS)[:, None] & (off_d < HEAD_DIM)[None, :])
        tl.store(lse_ptr + (q_start + row) * stride_ln + (pid_h + off_h) * stride_lh, lse_i,
                 mask=off_h < NUM_SHARE_Q_HEADS)
