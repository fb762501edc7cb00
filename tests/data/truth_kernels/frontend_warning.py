"""A tl.where on an integer condition (issue 15 item 7): Triton 3.9's frontend warns that it is deprecated."""

import triton
import triton.language as tl


@triton.jit
def where_int(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    flag = offs % 2
    tl.store(out_ptr + offs, tl.where(flag, x, 0.0))
