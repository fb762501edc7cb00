"""Kernels for the AxisInfo and coalescing tests (issue 17): one global access pattern each."""

import triton
import triton.language as tl


@triton.jit
def row_copy(x_ptr, y_ptr, n_rows, n_cols, stride_row, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK_C)
    offs = rows[:, None] * stride_row + cols[None, :]
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, x)


@triton.jit
def column_walk(x_ptr, y_ptr, stride, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs * stride)
    tl.store(y_ptr + offs, x)


@triton.jit
def half_index(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs // 2)
    tl.store(y_ptr + offs, x)


@triton.jit
def shifted(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs + 1)
    tl.store(y_ptr + offs, x)


@triton.jit
def masked_tail(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, x, mask=mask)


@triton.jit
def wrapped(x_ptr, y_ptr, BLOCK: tl.constexpr, WRAP: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs % WRAP)
    tl.store(y_ptr + offs, x)


@triton.jit
def hinted_tail(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < tl.multiple_of(n, 16)
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, x, mask=mask)


@triton.jit
def walk_rows(x_ptr, y_ptr, n_rows, stride, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    ptrs = x_ptr + cols
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for _ in range(n_rows):
        acc += tl.load(ptrs)
        ptrs += stride
    tl.store(y_ptr + cols, acc)


@triton.jit
def atomic_sum(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.atomic_add(y_ptr + offs // 4, x)
