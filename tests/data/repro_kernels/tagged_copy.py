"""A kernel with string constexprs, for ``ir-explorer repro``'s hostile-value test (issue 24 item 2)."""

import triton
import triton.language as tl


@triton.jit
def tagged_copy(x_ptr, y_ptr, MODE: tl.constexpr, LABEL: tl.constexpr):
    # MODE and LABEL are any strings: they only reach the specialization (and repro.py's literals).
    offs = tl.arange(0, 16)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs))
