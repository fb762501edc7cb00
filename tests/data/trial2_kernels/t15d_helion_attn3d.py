# Source: pytorch/helion, test/test_examples.expected (TestExamples.test_attention_block_pointer: the Triton
# kernel _helion_attention that Helion generates from examples/attention.py).
# Rewritten for trial 15d: Helion's 3-D tiles kept, [batch*heads, queries, head_dim] tiles with batched 3-D tl.dot on
# fp16 with fp32 accumulate and an online softmax in exp2. Triton 3.9 removed tl.make_block_ptr, so Q, V and the
# output go through 3-D tl.make_tensor_descriptor (out-of-bounds rows read as zero, as boundary_check did), and K,
# which Helion reads as a [b, d, n] view with strides [SEQ_K * HEAD_DIM, 1, HEAD_DIM] (not a descriptor: its last
# stride is not 1), through 3-D pointer arithmetic with a mask on n. The generated code's fixed sizes become
# constexprs, the double fp16 rounding of qk that Helion emitted is dropped (qk stays fp32), and the copies of the
# carried values are removed.
import triton
import triton.language as tl


@triton.jit
def helion_attention_3d(q_view, k_view, v_view, out, qk_scale,
                        BH: tl.constexpr, SEQ_Q: tl.constexpr, SEQ_K: tl.constexpr, HEAD_DIM: tl.constexpr,
                        BLOCK_B: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    num_blocks_0 = tl.cdiv(BH, BLOCK_B)
    off_b = (tl.program_id(0) % num_blocks_0) * BLOCK_B
    off_m = (tl.program_id(0) // num_blocks_0) * BLOCK_M
    q_desc = tl.make_tensor_descriptor(q_view, [BH, SEQ_Q, HEAD_DIM], [SEQ_Q * HEAD_DIM, HEAD_DIM, 1],
                                       [BLOCK_B, BLOCK_M, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(v_view, [BH, SEQ_K, HEAD_DIM], [SEQ_K * HEAD_DIM, HEAD_DIM, 1],
                                       [BLOCK_B, BLOCK_N, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(out, [BH, SEQ_Q, HEAD_DIM], [SEQ_Q * HEAD_DIM, HEAD_DIM, 1],
                                       [BLOCK_B, BLOCK_M, HEAD_DIM])
    m_i = tl.full([BLOCK_B, BLOCK_M], float("-inf"), tl.float32)
    l_i = tl.full([BLOCK_B, BLOCK_M], 1.0, tl.float32)
    acc = tl.full([BLOCK_B, BLOCK_M, HEAD_DIM], 0.0, tl.float32)
    q = q_desc.load([off_b, off_m, 0])
    ob = off_b + tl.arange(0, BLOCK_B)
    od = tl.arange(0, HEAD_DIM)
    on = tl.arange(0, BLOCK_N)
    for off_n in tl.range(0, SEQ_K, BLOCK_N):
        n = off_n + on
        k_ptrs = k_view + ob[:, None, None] * (SEQ_K * HEAD_DIM) + od[None, :, None] + n[None, None, :] * HEAD_DIM
        k_mask = (ob[:, None, None] < BH) & (n[None, None, :] < SEQ_K)
        k = tl.load(k_ptrs, mask=k_mask, other=0.0)
        qk = tl.dot(q, k, out_dtype=tl.float32)
        qk = tl.where(n[None, None, :] < SEQ_K, qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 2) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_ij[:, :, None])
        l_ij = tl.sum(p, 2)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, :, None]
        v = v_desc.load([off_b, off_n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc=acc, out_dtype=tl.float32)
        m_i = m_ij
    acc = acc / l_i[:, :, None]
    o_desc.store([off_b, off_m, 0], acc.to(tl.float16))
