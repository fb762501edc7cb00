# Source: kakaobrain/trident, trident/kernel/attention.py (Attention.forward). Rewritten for the closing trial 11c:
# the upstream block pointers (removed in Triton 3.9) become plain pointers with a row mask; f32 Q, K, V with tf32
# dots (use_accelerator=True upstream; PRECISION = "ieee" is its False), K read transposed ([embedding, n_block]
# tiles, stride key_sequence along columns), an online softmax in exp2, a causal bound of the key loop and the
# log-sum-exp stored per row.
import triton
import triton.language as tl


@triton.jit
def attention_fwd(
    output_ptr, log_sum_exp_ptr, query_ptr, key_ptr, value_ptr,
    softmax_scale: tl.constexpr,
    query_head_stride, query_sequence_stride, key_sequence_stride, value_sequence_stride, output_sequence_stride,
    sequence_size: tl.constexpr, m_block_size: tl.constexpr, n_block_size: tl.constexpr,
    embedding_size: tl.constexpr, is_causal: tl.constexpr, dtype: tl.constexpr, PRECISION: tl.constexpr,
):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    offset = off_hz * query_head_stride
    offs_m = start_m * m_block_size + tl.arange(0, m_block_size)
    offs_n = tl.arange(0, n_block_size)
    offs_d = tl.arange(0, embedding_size)
    row_ok = offs_m < sequence_size

    max_i = tl.zeros([m_block_size], dtype=tl.float32) - float("inf")
    sum_exp = tl.zeros([m_block_size], dtype=tl.float32)
    acc = tl.zeros([m_block_size, embedding_size], dtype=tl.float32)
    qk_scale = softmax_scale * 1.4426950408889634
    q = tl.load(query_ptr + offset + offs_m[:, None] * query_sequence_stride + offs_d[None, :],
                mask=row_ok[:, None], other=0.0)
    q = q * qk_scale

    k_ptrs = key_ptr + offset + offs_d[:, None] + offs_n[None, :] * key_sequence_stride
    v_ptrs = value_ptr + offset + offs_n[:, None] * value_sequence_stride + offs_d[None, :]
    highest = (start_m + 1) * m_block_size if is_causal else sequence_size
    for start_n in range(0, highest, n_block_size):
        k = tl.load(k_ptrs)
        v = tl.load(v_ptrs)
        qk = tl.zeros([m_block_size, n_block_size], dtype=tl.float32)
        if is_causal:
            qk = tl.where(offs_m[:, None] >= (start_n + offs_n[None, :]), qk, float("-inf"))
        qk += tl.dot(q, k, input_precision=PRECISION)
        max_new = tl.maximum(max_i, tl.max(qk, 1))
        alpha = tl.math.exp2(max_i - max_new)
        p = tl.math.exp2(qk - max_new[:, None])
        acc *= alpha[:, None]
        acc += tl.dot(p, v, input_precision=PRECISION)
        sum_exp = sum_exp * alpha + tl.sum(p, 1)
        max_i = max_new
        k_ptrs += n_block_size * key_sequence_stride
        v_ptrs += n_block_size * value_sequence_stride

    acc = acc / sum_exp[:, None]
    tl.store(log_sum_exp_ptr + off_hz * sequence_size + offs_m, max_i + tl.math.log2(sum_exp), mask=row_ok)
    o_ptrs = output_ptr + offset + offs_m[:, None] * output_sequence_stride + offs_d[None, :]
    tl.store(o_ptrs, acc.to(dtype), mask=row_ok[:, None])
