# Modeled on fla-org/flash-linear-attention fla/ops/common/chunk_h.py (chunk_fwd_kernel_h: a sequential loop over
# the NT chunks of one (batch, head), storing the running state h [K, V] per chunk and updating it with
# tl.dot(k^T, v)); rewritten for trial 2 without the gates: Triton 3.9 removed block pointers, so k^T is read
# through masked pointers and v and h through tensor descriptors.
import triton
import triton.language as tl


@triton.jit
def chunk_fwd_kernel_h(k, v, h, h0, ht, T, H: tl.constexpr, K: tl.constexpr, V: tl.constexpr,
                       BT: tl.constexpr, BK: tl.constexpr, BV: tl.constexpr,
                       USE_INITIAL_STATE: tl.constexpr, STORE_FINAL_STATE: tl.constexpr):
    i_k, i_v, i_nh = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    i_n, i_h = i_nh // H, i_nh % H
    bos = i_n * T
    NT = tl.cdiv(T, BT)
    boh = i_n * NT
    o_k = i_k * BK + tl.arange(0, BK)
    o_v = i_v * BV + tl.arange(0, BV)
    b_h = tl.zeros([BK, BV], dtype=tl.float32)
    if USE_INITIAL_STATE:
        b_h = tl.load(h0 + i_nh * K * V + o_k[:, None] * V + o_v[None, :]).to(tl.float32)
    v_desc = tl.make_tensor_descriptor(v + (bos * H + i_h) * V, shape=[T, V], strides=[H * V, 1],
                                       block_shape=[BT, BV])
    for i_t in range(NT):
        h_desc = tl.make_tensor_descriptor(h + ((boh + i_t) * H + i_h) * K * V, shape=[K, V], strides=[V, 1],
                                           block_shape=[BK, BV])
        h_desc.store([i_k * BK, i_v * BV], b_h.to(h.dtype.element_ty))
        o_t = i_t * BT + tl.arange(0, BT)
        p_k = k + (bos * H + i_h) * K + o_t[None, :] * (H * K) + o_k[:, None]
        b_k = tl.load(p_k, mask=o_t[None, :] < T, other=0.0)
        b_v = v_desc.load([i_t * BT, i_v * BV])
        b_h += tl.dot(b_k, b_v)
    if STORE_FINAL_STATE:
        tl.store(ht + i_nh * K * V + o_k[:, None] * V + o_v[None, :], b_h.to(ht.dtype.element_ty))
