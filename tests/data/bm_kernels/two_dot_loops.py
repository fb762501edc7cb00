"""Two dot loops in one kernel, the first pipelined (``tl.range(…, num_stages=3)``), the second not
(``num_stages=1``): the summary line must say which loop is pipelined and which is not (trial 10d M3's kind)."""

import triton
import triton.language as tl


@triton.jit
def two_dot_loops(a_ptr, b_ptr, c_ptr, d_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    offs_m = tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, K, BK, num_stages=3):
        a = tl.load(a_ptr + offs_m[:, None] * K + (k + offs_k)[None, :])
        b = tl.load(b_ptr + (k + offs_k)[:, None] * BN + offs_n[None, :])
        acc += tl.dot(a, b)
    tl.store(c_ptr + offs_m[:, None] * BN + offs_n[None, :], acc)
    acc2 = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, K, BK, num_stages=1):
        a = tl.load(a_ptr + offs_m[:, None] * K + (k + offs_k)[None, :])
        b = tl.load(b_ptr + (k + offs_k)[:, None] * BN + offs_n[None, :])
        acc2 += tl.dot(a, b)
    tl.store(d_ptr + offs_m[:, None] * BN + offs_n[None, :], acc2)
