"""Kernels written for issue 23 item 5 (false statements): each compiles offline and shows one statement the
report got wrong before."""

import triton
import triton.language as tl


@triton.jit
def trans_dot(q_ptr, k_ptr, o_ptr, M: tl.constexpr, N: tl.constexpr, D: tl.constexpr):
    """``q @ k^T`` with ``tl.trans``: K is one ``ttg.local_alloc`` read through ``ttg.memdesc_trans`` (one tile, not
    N buffers); on sm_100 a tcgen05 MMA with a transposed operand."""
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :])
    k = tl.load(k_ptr + rn[:, None] * D + rd[None, :])
    s = tl.dot(q, tl.trans(k))
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], s.to(tl.float16))


@triton.jit
def k_loop(a_ptr, b_ptr, c_ptr, K, M: tl.constexpr, N: tl.constexpr, BK: tl.constexpr):
    """A K loop of dots (``num_stages`` asks the pipeliner to prefetch): tcgen05 on sm_100, AMD's stream pipeliner
    on gfx942/gfx950."""
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, BK)
    acc = tl.zeros((M, N), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float16))


@triton.jit
def row_stats(x_ptr, out_ptr, N: tl.constexpr):
    """One row's sum, max and prefix sum: two ``tt.reduce`` and one ``tt.scan``, each with a region terminator."""
    r = tl.arange(0, N)
    x = tl.load(x_ptr + r)
    tl.store(out_ptr + r, tl.cumsum(x, 0) + tl.sum(x, 0) + tl.max(x, 0))


@triton.jit
def printed(x_ptr, y_ptr, N: tl.constexpr):
    """A copy that prints its input with ``tl.device_print``: on AMD the printf runtime is code of the kernel."""
    r = tl.arange(0, N)
    x = tl.load(x_ptr + r)
    tl.device_print("x", x)
    tl.store(y_ptr + r, x)


@triton.jit
def staged_sum(x_ptr, out_ptr, n, ROWS: tl.constexpr, COLS: tl.constexpr):
    """A loop over row blocks pipelined by ``tl.range(…, num_stages=3)``: its ``cp.async`` copies 16 bytes per thread
    into an unswizzled (``maxPhase = 1``) ``vec = 1`` buffer."""
    rr = tl.arange(0, ROWS)
    rc = tl.arange(0, COLS)
    acc = tl.zeros((ROWS, COLS), dtype=tl.float32)
    for i in tl.range(0, n, ROWS, num_stages=3):
        acc += tl.load(x_ptr + (i + rr)[:, None] * COLS + rc[None, :])
    tl.store(out_ptr + rr[:, None] * COLS + rc[None, :], acc)


@triton.jit
def two_dot_loop(q_ptr, k_ptr, v_ptr, o_ptr, n, M: tl.constexpr, N: tl.constexpr, D: tl.constexpr):
    """Attention's inner loop without the softmax: ``q @ k^T`` then ``s @ v`` per block of keys. On sm_100 the
    pipeliner peels two iterations of the first dot and one of the second into the prologue."""
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :])
    acc = tl.zeros((M, D), dtype=tl.float32)
    for start in range(0, n, N):
        k = tl.load(k_ptr + (start + rn)[:, None] * D + rd[None, :])
        v = tl.load(v_ptr + (start + rn)[:, None] * D + rd[None, :])
        s = tl.dot(q, tl.trans(k))
        acc += tl.dot(s.to(tl.float16), v)
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], acc.to(tl.float16))


@triton.jit
def dot_tma_store(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    """A dot whose result is stored through a tensor descriptor: on sm_90 the wgmma accumulator goes to shared
    memory with ``stmatrix`` before the TMA store."""
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    c = tl.dot(a, b).to(tl.float16)
    desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[M, N])
    desc.store([0, 0], c)
