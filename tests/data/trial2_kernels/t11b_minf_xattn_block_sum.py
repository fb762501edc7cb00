# Source: microsoft/MInference, minference/ops/op_utils/xattn_utils.py (softmax_fuse_block_sum_kernel_causal).
# Rewritten for the trial: XAttention's antidiagonal-score block sums. Each program owns block_size query rows of one
# (batch, head); a first pass runs an online softmax (exp2, running max and sum) over the full key segments before
# the causal one and then the diagonal segment (causally masked); a second pass normalizes each segment, zeroes rows
# past real_q_len, reshapes [block_size, segment_size] to [block_size, segment_size // block_size, block_size] and
# sums it to one value per key block (two tl.sum), storing segment_size // block_size block scores per segment; the
# key segments after the diagonal get zeros.
import triton
import triton.language as tl


@triton.jit
def softmax_fuse_block_sum_causal(In, Out, scale, input_stride_0, input_stride_1, input_stride_2,
                                  output_stride_0, output_stride_1, output_stride_2, real_q_len, k_len, chunk_start,
                                  segment_size: tl.constexpr, block_size: tl.constexpr):
    block_id = tl.program_id(0)
    head_id = tl.program_id(1)
    batch_id = tl.program_id(2)
    offs_q = tl.arange(0, block_size) + chunk_start + block_id * block_size
    offs_k = tl.arange(0, segment_size)
    num_iters = k_len // segment_size
    n_before = (chunk_start + (block_id + 1) * block_size - 1) // segment_size

    m_i = tl.zeros([block_size], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([block_size], dtype=tl.float32) + 1.0
    in_ptr = In + batch_id * input_stride_0 + head_id * input_stride_1 + block_id * block_size * input_stride_2
    in_ptr = in_ptr + tl.arange(0, segment_size) + tl.arange(0, block_size)[:, None] * input_stride_2
    out_ptr = Out + batch_id * output_stride_0 + head_id * output_stride_1 + block_id * output_stride_2
    out_ptr = out_ptr + tl.arange(0, segment_size // block_size)

    for it in range(0, n_before):
        x = tl.load(in_ptr + it * segment_size).to(tl.float32) * scale
        m_new = tl.maximum(m_i, tl.max(x, 1))
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(tl.math.exp2(x - m_new[:, None]), 1)
        m_i = m_new
    for it in range(n_before, n_before + 1):
        x = tl.load(in_ptr + it * segment_size).to(tl.float32) * scale
        x = tl.where(offs_q[:, None] >= (offs_k[None, :] + it * segment_size), x, -1.0e6)
        m_new = tl.maximum(m_i, tl.max(x, 1))
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(tl.math.exp2(x - m_new[:, None]), 1)
        m_i = m_new

    l_inv = 1.0 / l_i
    sum_mask = offs_q[:, None] < real_q_len
    for it in range(0, n_before):
        x = tl.load(in_ptr + it * segment_size).to(tl.float32) * scale
        x = tl.exp2(x - m_i[:, None]) * l_inv[:, None]
        x = tl.where(sum_mask, x, 0)
        x = tl.reshape(x, (block_size, segment_size // block_size, block_size))
        x = tl.sum(tl.sum(x, 2), 0)
        tl.store(out_ptr + it * segment_size // block_size, x.to(Out.type.element_ty))
    for it in range(n_before, n_before + 1):
        x = tl.load(in_ptr + it * segment_size).to(tl.float32) * scale
        x = tl.where(offs_q[:, None] >= (offs_k[None, :] + it * segment_size), x, -1.0e6)
        x = tl.exp2(x - m_i[:, None]) * l_inv[:, None]
        x = tl.where(sum_mask, x, 0)
        x = tl.reshape(x, (block_size, segment_size // block_size, block_size))
        x = tl.sum(tl.sum(x, 2), 0)
        tl.store(out_ptr + it * segment_size // block_size, x.to(Out.type.element_ty))
    for it in range(n_before + 1, num_iters):
        tl.store(out_ptr + it * segment_size // block_size,
                 tl.zeros([segment_size // block_size], dtype=tl.float32).to(Out.type.element_ty))
