"""Loop-schedule kernels (issue 17 item 8): a reduction loop without ``tl.dot``, pipelined only because it is marked
``tl.range(…, num_stages=N)`` (Triton's AssignLatencies.cpp, pipelineWithoutDot), and the same loop unmarked."""

import triton
import triton.language as tl


@triton.jit
def row_sum_kernel(x_ptr, out_ptr, n_cols, stride_row, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr,
                   STAGES: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK_C)
    acc = tl.zeros((BLOCK_R, BLOCK_C), dtype=tl.float32)
    for c in tl.range(0, n_cols, BLOCK_C, num_stages=STAGES):
        x = tl.load(x_ptr + rows[:, None] * stride_row + (c + cols)[None, :])
        acc += x
    tl.store(out_ptr + rows, tl.sum(acc, axis=1))


@triton.jit
def row_sum_plain_kernel(x_ptr, out_ptr, n_cols, stride_row, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK_C)
    acc = tl.zeros((BLOCK_R, BLOCK_C), dtype=tl.float32)
    for c in range(0, n_cols, BLOCK_C):
        x = tl.load(x_ptr + rows[:, None] * stride_row + (c + cols)[None, :])
        acc += x
    tl.store(out_ptr + rows, tl.sum(acc, axis=1))
