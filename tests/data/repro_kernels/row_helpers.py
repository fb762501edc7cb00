"""A local module the repro test's kernel imports: ``ir-explorer repro`` must copy it into the folder."""

import triton


@triton.jit
def scale(x, factor):
    return x * factor
