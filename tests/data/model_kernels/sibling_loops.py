"""Kernels with two sibling loops (issue 23): MLIR's printer names each loop's values afresh, so the second loop
prints the first loop's names again (``%x_ptrs_12``, ``%cols_7``) for other values."""

import triton
import triton.language as tl


@triton.jit
def two_pass_softmax(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    """A row softmax in two passes over the row: the first loop finds the row's max and sum of exponentials,
    the second writes the normalized values. Both loops address ``x_ptr + row * stride + cols``."""
    row = tl.program_id(0)
    m = tl.full((BLOCK,), float("-inf"), tl.float32)
    s = tl.zeros((BLOCK,), dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=float("-inf"))
        new_m = tl.maximum(m, x)
        s = s * tl.exp(m - new_m) + tl.exp(x - new_m)
        m = new_m
    row_max = tl.max(m, axis=0)
    row_sum = tl.sum(s * tl.exp(m - row_max), axis=0)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0)
        tl.store(out_ptr + row * stride + cols, tl.exp(x - row_max) / row_sum, mask=cols < n_cols)


@triton.jit
def _attention_blocks(acc, m_i, l_i, q, k_ptr, v_ptr, off_m, off_n, off_d, stride, lo, hi, BLOCK_N: tl.constexpr,
                      DIAGONAL: tl.constexpr):
    """One loop over the key blocks ``lo``..``hi``: loads K and V, runs two dots, the first on ``tl.trans(k)``
    (a ``ttg.memdesc_trans`` of K's shared-memory tile); on the diagonal block, masks the upper triangle."""
    for start_n in range(lo, hi, BLOCK_N):
        k = tl.load(k_ptr + (start_n + off_n)[:, None] * stride + off_d[None, :])
        qk = tl.dot(q, tl.trans(k))
        if DIAGONAL:
            qk = tl.where(off_m[:, None] >= (start_n + off_n)[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.exp(qk - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + (start_n + off_n)[:, None] * stride + off_d[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    return acc, m_i, l_i


@triton.jit
def two_loop_attention(q_ptr, k_ptr, v_ptr, o_ptr, n_ctx, stride, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                       HEAD: tl.constexpr):
    """Causal attention in the shape of Triton's tutorial: one loop over the key blocks left of the diagonal, a
    second over the diagonal block (two sibling loops, inlined from one helper)."""
    start_m = tl.program_id(0)
    off_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    off_n = tl.arange(0, BLOCK_N)
    off_d = tl.arange(0, HEAD)
    q = tl.load(q_ptr + off_m[:, None] * stride + off_d[None, :])
    m_i = tl.full((BLOCK_M,), float("-inf"), tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD), dtype=tl.float32)
    acc, m_i, l_i = _attention_blocks(acc, m_i, l_i, q, k_ptr, v_ptr, off_m, off_n, off_d, stride, 0,
                                      start_m * BLOCK_M, BLOCK_N, False)
    acc, m_i, l_i = _attention_blocks(acc, m_i, l_i, q, k_ptr, v_ptr, off_m, off_n, off_d, stride,
                                      start_m * BLOCK_M, (start_m + 1) * BLOCK_M, BLOCK_N, True)
    tl.store(o_ptr + off_m[:, None] * stride + off_d[None, :], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def ws_descriptor_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """A tcgen05 matmul over tensor descriptors whose K loop asks for warp specialization: on cuda:100 Triton splits
    it into a ``ttg.warp_specialize`` with a default region and partitions (a load and an MMA partition)."""
    a_desc = tl.make_tensor_descriptor(a_ptr, [M, K], [K, 1], [BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, [N, K], [K, 1], [BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, [M, N], [N, 1], [BM, BN])
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BK), warp_specialize=True):
        a = a_desc.load([off_m, k * BK])
        b = b_desc.load([off_n, k * BK])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))
