# After fla-org/flash-linear-attention fla/ops/utils/cumsum.py (chunk_local_cumsum_vector_kernel): a cumulative sum
# over time inside each chunk of BT steps, computed as a dot with a lower-triangular ones matrix, through block
# pointers in fla (tl.make_block_ptr with boundary_check), for gates laid out [B, T, H, S]. Triton 3.9 removed block
# pointers; fla's own replacement (fla/ops/utils/op.py make_tensor_descriptor) is used here: a TMA descriptor per
# (batch, head) over the [T, S] slice.
import triton
import triton.language as tl


@triton.jit
def chunk_local_cumsum_vector_kernel(s, o, T, H: tl.constexpr, S: tl.constexpr, BT: tl.constexpr,
                                     BS: tl.constexpr, REVERSE: tl.constexpr):
    i_s, i_t, i_bh = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    i_b, i_h = i_bh // H, i_bh % H
    bos = i_b * T
    o_i = tl.arange(0, BT)
    if REVERSE:
        m_s = tl.where(o_i[:, None] <= o_i[None, :], 1.0, 0.0)
    else:
        m_s = tl.where(o_i[:, None] >= o_i[None, :], 1.0, 0.0)
    d_s = tl.make_tensor_descriptor(s + (bos * H + i_h) * S, shape=[T, S], strides=[H * S, 1], block_shape=[BT, BS])
    d_o = tl.make_tensor_descriptor(o + (bos * H + i_h) * S, shape=[T, S], strides=[H * S, 1], block_shape=[BT, BS])
    b_s = d_s.load([i_t * BT, i_s * BS]).to(tl.float32)
    b_o = tl.dot(m_s, b_s, allow_tf32=False)
    d_o.store([i_t * BT, i_s * BS], b_o.to(o.dtype.element_ty))
