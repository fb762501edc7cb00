"""A loop whose ``if`` fires when a wrapping counter reaches ``k - 1``, ``k`` loaded anew in every iteration: the
counter has no fixed period (docs/trial10b.md M1's "at most once every K iterations" holds only for a ``K`` fixed
outside the loop). The transposed store in the branch needs a ``ttg.convert_layout`` through shared memory."""

import triton
import triton.language as tl


@triton.jit
def varying_cycle(x_ptr, k_ptr, y_ptr, n, BLOCK: tl.constexpr):
    rows = tl.arange(0, BLOCK)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK, BLOCK], dtype=tl.float32)
    c = 0
    for i in range(n):
        last = tl.load(k_ptr + i) - 1
        acc += tl.load(x_ptr + i * BLOCK * BLOCK + rows[:, None] * BLOCK + cols[None, :])
        if c == last:
            tl.store(y_ptr + i * BLOCK * BLOCK + cols[None, :] * BLOCK + rows[:, None], acc.to(tl.float16))
        c = tl.where(c == last, 0, c + 1)
