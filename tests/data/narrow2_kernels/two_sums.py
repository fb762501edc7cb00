"""Two ``tl.sum``s of f16 on one line: two ``tt.reduce`` ops whose lowered code carries the same location chain
(``standard.py`` called at that line), each exchanging its warps' partial sums through shared memory."""

import triton
import triton.language as tl


@triton.jit
def two_sums(a_ptr, b_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs)
    b = tl.load(b_ptr + offs)
    s = tl.sum(a, 0) + tl.sum(b * b, 0)
    tl.store(out_ptr, s)
