# Source: fla-org/flash-linear-attention, fla/ops/gated_delta_rule/wy_fast.py (recompute_w_u_fwd_kernel).
# Rewritten for the trial: time-major layout [B, T, H, *]; the upstream block pointers (removed in Triton 3.9) become
# in-kernel tensor descriptors (TMA on sm_100) for A, v, u, k, w, and masked pointer loads for beta and g; gate g
# applied to the k side (exp(g) * beta); two tl.range loops of A @ (v*beta) and A @ (k*beta*exp(g)) dots.
import triton
import triton.language as tl


@triton.jit
def recompute_w_u_fwd(
    k, v, beta, w, u, A, g,
    T,
    H: tl.constexpr, K: tl.constexpr, V: tl.constexpr,
    BT: tl.constexpr, BK: tl.constexpr, BV: tl.constexpr,
):
    i_t, i_bh = tl.program_id(0), tl.program_id(1)
    i_b, i_h = i_bh // H, i_bh % H
    bos = i_b * T

    o_t = i_t * BT + tl.arange(0, BT)
    m_t = o_t < T
    b_beta = tl.load(beta + (bos + o_t) * H + i_h, mask=m_t, other=0.0)
    b_g = tl.exp(tl.load(g + (bos + o_t) * H + i_h, mask=m_t, other=0.0).to(tl.float32))
    d_A = tl.make_tensor_descriptor(A + (bos * H + i_h) * BT, shape=[T, BT], strides=[H * BT, 1], block_shape=[BT, BT])
    b_A = d_A.load([i_t * BT, 0])

    d_v = tl.make_tensor_descriptor(v + (bos * H + i_h) * V, shape=[T, V], strides=[H * V, 1], block_shape=[BT, BV])
    d_u = tl.make_tensor_descriptor(u + (bos * H + i_h) * V, shape=[T, V], strides=[H * V, 1], block_shape=[BT, BV])
    for i_v in tl.range(tl.cdiv(V, BV)):
        b_v = d_v.load([i_t * BT, i_v * BV])
        b_vb = (b_v * b_beta[:, None]).to(b_v.dtype)
        b_u = tl.dot(b_A, b_vb, allow_tf32=False)
        d_u.store([i_t * BT, i_v * BV], b_u.to(u.dtype.element_ty))

    d_k = tl.make_tensor_descriptor(k + (bos * H + i_h) * K, shape=[T, K], strides=[H * K, 1], block_shape=[BT, BK])
    d_w = tl.make_tensor_descriptor(w + (bos * H + i_h) * K, shape=[T, K], strides=[H * K, 1], block_shape=[BT, BK])
    for i_k in tl.range(tl.cdiv(K, BK)):
        b_k = d_k.load([i_t * BT, i_k * BK])
        b_kb = (b_k * b_beta[:, None] * b_g[:, None]).to(b_k.dtype)
        b_w = tl.dot(b_A, b_kb)
        d_w.store([i_t * BT, i_k * BK], b_w.to(w.dtype.element_ty))
