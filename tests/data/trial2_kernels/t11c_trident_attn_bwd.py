# Source: kakaobrain/trident, trident/kernel/attention.py (Attention.backward). Rewritten for the closing trial 11c:
# one (batch, head) per program; an outer loop over key blocks loads K and V once, an inner loop over query blocks
# recomputes P = exp2(QK^T * scale - lse) and accumulates dV += P^T dO, dK += dS^T Q, and read-modify-writes
# dQ += dS K in global memory each step (five dots per inner step, three of them on transposed operands).
import triton
import triton.language as tl


@triton.jit
def attention_bwd(
    grad_query_ptr, grad_key_ptr, grad_value_ptr,
    query_ptr, key_ptr, value_ptr, grad_output_ptr, log_sum_exp_ptr, delta_ptr,
    query_z_stride, query_h_stride, query_m_stride, query_k_stride, key_n_stride, key_k_stride,
    num_head: tl.constexpr, sequence_size: tl.constexpr, num_block: tl.constexpr, softmax_scale: tl.constexpr,
    m_block_size: tl.constexpr, n_block_size: tl.constexpr, embedding_size: tl.constexpr,
    is_causal: tl.constexpr, dtype: tl.constexpr,
):
    off_hz = tl.program_id(0)
    off_z = off_hz // num_head
    off_h = off_hz % num_head
    qk_scale = softmax_scale * 1.4426950408889634
    head = off_z * query_z_stride + off_h * query_h_stride
    query_ptr += head
    key_ptr += head
    value_ptr += head
    grad_output_ptr += head
    grad_query_ptr += head
    grad_key_ptr += head
    grad_value_ptr += head

    for start_n in range(0, num_block):
        lo = start_n * m_block_size if is_causal else 0
        offs_qm = lo + tl.arange(0, m_block_size)
        offs_n = start_n * m_block_size + tl.arange(0, m_block_size)
        offs_m = tl.arange(0, n_block_size)
        offs_k = tl.arange(0, embedding_size)
        q_ptrs = query_ptr + offs_qm[:, None] * query_m_stride + offs_k[None, :] * query_k_stride
        k_ptrs = key_ptr + offs_n[:, None] * key_n_stride + offs_k[None, :] * key_k_stride
        v_ptrs = value_ptr + offs_n[:, None] * query_m_stride + offs_k[None, :] * query_k_stride
        do_ptrs = grad_output_ptr + offs_qm[:, None] * query_m_stride + offs_k[None, :] * query_k_stride
        dq_ptrs = grad_query_ptr + offs_qm[:, None] * query_m_stride + offs_k[None, :] * query_k_stride
        delta_row = delta_ptr + off_hz * sequence_size
        lse_row = log_sum_exp_ptr + off_hz * sequence_size
        dv = tl.zeros([m_block_size, embedding_size], dtype=tl.float32)
        dk = tl.zeros([m_block_size, embedding_size], dtype=tl.float32)
        k = tl.load(k_ptrs)
        v = tl.load(v_ptrs)
        for start_m in range(lo, num_block * m_block_size, m_block_size):
            offs_m_curr = start_m + offs_m
            q = tl.load(q_ptrs)
            if is_causal:
                qk = tl.where(offs_m_curr[:, None] >= offs_n[None, :], 0.0, float("-inf"))
            else:
                qk = tl.zeros([m_block_size, n_block_size], dtype=tl.float32)
            qk += tl.dot(q, tl.trans(k))
            qk *= qk_scale
            lse = tl.load(lse_row + offs_m_curr)
            p = tl.math.exp2(qk - lse[:, None])
            do = tl.load(do_ptrs)
            dv += tl.dot(tl.trans(p.to(dtype)), do)
            d_i = tl.load(delta_row + offs_m_curr)
            dp = tl.zeros([m_block_size, n_block_size], dtype=tl.float32) - d_i[:, None]
            dp += tl.dot(do, tl.trans(v))
            ds = (p * dp * softmax_scale).to(dtype)
            dk += tl.dot(tl.trans(ds), q)
            dq = tl.load(dq_ptrs).to(tl.float32)
            dq += tl.dot(ds, k)
            tl.store(dq_ptrs, dq.to(dtype))
            dq_ptrs += m_block_size * query_m_stride
            q_ptrs += m_block_size * query_m_stride
            do_ptrs += m_block_size * query_m_stride

        dv_ptrs = grad_value_ptr + offs_n[:, None] * query_m_stride + offs_k[None, :] * query_k_stride
        dk_ptrs = grad_key_ptr + offs_n[:, None] * key_n_stride + offs_k[None, :] * key_k_stride
        tl.store(dv_ptrs, dv.to(dtype))
        tl.store(dk_ptrs, dk.to(dtype))
