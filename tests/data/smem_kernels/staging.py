"""Kernels for layout conversions and dot-operand staging through shared memory (issue 17 item 5).

``transpose``: a 128x128 tile loaded row-major and stored transposed (triton#7815: NCU measured that
convert_layout full of bank conflicts). ``copy_tile``: the same tile stored without a transpose (no
convert_layout). ``dot_unpipelined``: a tl.dot at num_stages=1, whose operands go through
``ttg.local_alloc`` (initialised from registers) and ``ttg.local_load`` on cuda:80."""

import triton
import triton.language as tl


@triton.jit
def transpose(x_ptr, out_ptr, N: tl.constexpr):
    """out = x.T for one N x N tile (row-major in, row-major out)."""
    rows = tl.arange(0, N)[:, None]
    cols = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + rows * N + cols)
    tl.store(out_ptr + rows * N + cols, tl.trans(x))


@triton.jit
def copy_tile(x_ptr, out_ptr, N: tl.constexpr):
    """out = x for one N x N tile: the same layout on both sides, no conversion."""
    rows = tl.arange(0, N)[:, None]
    cols = tl.arange(0, N)[None, :]
    tl.store(out_ptr + rows * N + cols, tl.load(x_ptr + rows * N + cols) * 2)


@triton.jit
def dot_unpipelined(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = A @ B over K in BK steps (row-major A MxK, B KxN)."""
    rm = tl.arange(0, BM)[:, None]
    rn = tl.arange(0, BN)[None, :]
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm * BN + rn, acc)


@triton.jit
def dot_a_colmajor(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = A @ B with A stored column-major (M fastest), so A's tile is loaded with M contiguous."""
    rm = tl.arange(0, BM)[:, None]
    rn = tl.arange(0, BN)[None, :]
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm + (k + rk)[None, :] * BM)
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm * BN + rn, acc)
