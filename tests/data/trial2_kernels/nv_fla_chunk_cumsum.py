# Modeled on fla-org/flash-linear-attention fla/ops/utils/cumsum.py (chunk_local_cumsum_scalar_kernel: one chunk of BT
# steps of one (batch, head) of a [B, T, H] tensor, tl.cumsum along the chunk, optional reverse, stored in the output
# dtype); rewritten for trial 2 with plain masked pointers (Triton 3.9 removed tl.make_block_ptr).
import triton
import triton.language as tl


@triton.jit
def chunk_local_cumsum_scalar(s, o, T, H: tl.constexpr, BT: tl.constexpr, REVERSE: tl.constexpr):
    i_t, i_bh = tl.program_id(0), tl.program_id(1)
    i_b, i_h = i_bh // H, i_bh % H
    bos = i_b * T
    o_t = i_t * BT + tl.arange(0, BT)
    m_t = o_t < T
    b_s = tl.load(s + (bos + o_t) * H + i_h, mask=m_t, other=0).to(tl.float32)
    b_o = tl.cumsum(b_s, axis=0)
    if REVERSE:
        b_z = tl.sum(b_s, axis=0)
        b_o = -b_o + b_z[None] + b_s
    tl.store(o + (bos + o_t) * H + i_h, b_o.to(o.dtype.element_ty), mask=m_t)
