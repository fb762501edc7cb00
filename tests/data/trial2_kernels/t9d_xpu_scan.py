# Source: intel/intel-xpu-backend-for-triton, benchmarks/triton_kernels_benchmark/prefix_sums.py (scan_kernel).
# Rewritten for the trial: one program loads a [BLOCK_SIZE_M, BLOCK_SIZE_N] fp32 tile (row-major, no mask), takes
# tl.cumsum along AXIS and writes it back in place.
import triton
import triton.language as tl


@triton.jit
def prefix_sum_tile(x_ptr, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, AXIS: tl.constexpr):
    rows = tl.arange(0, BLOCK_SIZE_M)
    cols = tl.arange(0, BLOCK_SIZE_N)
    offs = rows[:, None] * BLOCK_SIZE_N + cols[None, :]
    tile = tl.load(x_ptr + offs)
    tile = tl.cumsum(tile, axis=AXIS)
    tl.store(x_ptr + offs, tile)
