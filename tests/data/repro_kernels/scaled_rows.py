"""A user's kernel for ``ir-explorer repro FILE.py:K --arg``: a tile product scaled by a helper from a sibling
module (``row_helpers``), with a tl dtype constexpr for the output."""

import triton
import triton.language as tl
from row_helpers import scale


@triton.jit
def scaled_tile_dot(a_ptr, b_ptr, c_ptr, n, factor, BLOCK: tl.constexpr, OUT: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs[:, None] * BLOCK + offs[None, :])
    b = tl.load(b_ptr + offs[:, None] * BLOCK + offs[None, :])
    acc = scale(tl.dot(a, b), factor)
    mask = (offs[:, None] < n) & (offs[None, :] < n)
    tl.store(c_ptr + offs[:, None] * BLOCK + offs[None, :], acc.to(OUT), mask=mask)
