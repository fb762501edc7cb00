"""A 2-D tile scaled and stored (issue 17 item 7: cost per pass): on the lowering to the LLVM dialect
(``ConvertTritonGPUToLLVM``) each thread's share of the BLOCK_M x BLOCK_N tile becomes one LLVM op per element,
so the IR's line count multiplies, while the TTGIR passes before it leave it about as it was."""

import triton
import triton.language as tl


@triton.jit
def tile_scale(x_ptr, y_ptr, stride, scale, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    offs = rows[:, None] * stride + cols[None, :]
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, x * scale)
