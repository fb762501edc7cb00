# Source: fla-org/flash-linear-attention, fla/ops/common/chunk_scaled_dot_kkt.py (chunk_scaled_dot_kkt_fwd_kernel).
# Rewritten for trial 7b: one BT-row chunk of one head per program, A = strictly-lower(beta * K @ K^T) accumulated
# over K in BK slices (the HEAD_FIRST=False, no-offsets path). Triton 3.9 removed tl.make_block_ptr, so K and A go
# through in-kernel tensor descriptors (boundary handling by the descriptor) and beta (stride H) through a masked load.
import triton
import triton.language as tl


@triton.jit
def scaled_dot_kkt_fwd(
    k, beta, A,
    T,
    H: tl.constexpr,
    K: tl.constexpr,
    BT: tl.constexpr,
    BK: tl.constexpr,
):
    chunk = tl.program_id(0)
    bh = tl.program_id(1)
    b_idx = bh // H
    h_idx = bh % H
    start = b_idx * T
    rows = chunk * BT + tl.arange(0, BT)
    row_beta = tl.load(beta + (start + rows) * H + h_idx, mask=rows < T, other=0.0)
    k_desc = tl.make_tensor_descriptor(k + (start * H + h_idx) * K, shape=[T, K], strides=[H * K, 1],
                                       block_shape=[BT, BK])
    acc = tl.zeros([BT, BT], dtype=tl.float32)
    for kk in range(tl.cdiv(K, BK)):
        kt = k_desc.load([chunk * BT, kk * BK])
        scaled = kt * row_beta[:, None]
        acc += tl.dot(scaled.to(kt.dtype), tl.trans(kt))
    lower = tl.arange(0, BT)[:, None] > tl.arange(0, BT)[None, :]
    acc = tl.where(lower, acc, 0)
    a_desc = tl.make_tensor_descriptor(A + (start * H + h_idx) * BT, shape=[T, BT], strides=[H * BT, 1],
                                       block_shape=[BT, BT])
    a_desc.store([chunk * BT, 0], acc.to(A.dtype.element_ty))
