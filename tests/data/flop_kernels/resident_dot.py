"""A dot in a loop whose A and B are both loaded before the loop (tests/test_flop_per_byte.py): each iteration
multiplies the same resident tiles, so no byte is loaded per iteration and no FLOP-per-byte figure holds."""

import triton
import triton.language as tl


@triton.jit
def resident_dot(a_ptr, b_ptr, c_ptr, steps, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs[:, None] * BLOCK + offs[None, :])
    b = tl.load(b_ptr + offs[:, None] * BLOCK + offs[None, :])
    acc = tl.zeros((BLOCK, BLOCK), dtype=tl.float32)
    for _ in range(steps):
        acc = tl.dot(a, b, acc)
        acc = acc * 0.5
    tl.store(c_ptr + offs[:, None] * BLOCK + offs[None, :], acc)
