"""Kernels for ``ir-explorer repro``'s tests (Triton 3.9, cuda:90): one that fails in an MLIR pass, one that the
frontend rejects."""

import triton
import triton.language as tl


@triton.jit
def rowmax_scan_fp8(x_ptr, y_ptr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # A running sum along fp8 rows: ConvertTritonGPUToLLVM fails on the scan ("invalid element type in
    # packLLElements. Expected 'i8' but got 'f8E5M2'"): an MLIR pass failure.
    rows = tl.arange(0, BLOCK_M)[:, None]
    cols = tl.arange(0, BLOCK_N)[None, :]
    x = tl.load(x_ptr + rows * BLOCK_N + cols)
    y = tl.cumsum(x, 1)
    tl.store(y_ptr + rows * BLOCK_N + cols, y)


@triton.jit
def dot_too_small(a_ptr, b_ptr, c_ptr, BLOCK: tl.constexpr):
    # tl.dot needs K >= 16: the frontend rejects an 8x8x8 dot.
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs[:, None] * BLOCK + offs[None, :])
    b = tl.load(b_ptr + offs[:, None] * BLOCK + offs[None, :])
    tl.store(c_ptr + offs[:, None] * BLOCK + offs[None, :], tl.dot(a, b))
