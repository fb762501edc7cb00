"""Kernels written for an older Triton: each fails in the frontend of Triton 3.9 with a versioned hint."""

import triton
import triton.language as tl


@triton.jit
def block_ptr_copy(x_ptr, y_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # Block pointers: removed in Triton 3.9 (the names remain and raise NotImplementedError).
    src = tl.make_block_ptr(x_ptr, shape=(M, N), strides=(N, 1), offsets=(0, 0), block_shape=(BLOCK_M, BLOCK_N),
                            order=(1, 0))
    dst = tl.make_block_ptr(y_ptr, shape=(M, N), strides=(N, 1), offsets=(0, 0), block_shape=(BLOCK_M, BLOCK_N),
                            order=(1, 0))
    tl.store(dst, tl.load(src))


@triton.jit
def tma_i64_offsets(x_ptr, y_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # Tensor-descriptor (TMA) offsets must be int32; an int64 row offset is rejected.
    desc = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    row = tl.program_id(0).to(tl.int64) * BLOCK_M
    tile = desc.load([row, 0])
    offs_m = tl.arange(0, BLOCK_M)[:, None]
    offs_n = tl.arange(0, BLOCK_N)[None, :]
    tl.store(y_ptr + offs_m * N + offs_n, tile)
