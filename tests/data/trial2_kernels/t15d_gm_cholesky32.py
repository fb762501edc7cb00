# Source: gpu-mode/reference-kernels, problems/linalg/cholesky_py/submissions/triton_cholesky32.py
# (_cholesky32_left_kernel).
# Rewritten for trial 15d: a batched 32x32 left-looking Cholesky held in registers by one program per matrix; the
# constant-trip k loop of masked row/column reductions is kept; the matrix size is a constexpr N (the source fixed
# 32) and the batch stride is an argument (the source made it a constexpr N * N).
import triton
import triton.language as tl


@triton.jit
def gm_cholesky_left(input_ptr, output_ptr, matrix_stride, N: tl.constexpr):
    matrix = tl.program_id(0)
    idx = tl.arange(0, N)
    rows = idx[:, None]
    cols = idx[None, :]
    offsets = matrix * matrix_stride + rows * N + cols
    values = tl.where(rows >= cols, tl.load(input_ptr + offsets), 0.0)

    for k in range(N):
        row = tl.sum(tl.where(rows == k, values, 0.0), axis=0)
        diagonal = tl.sum(tl.where(idx == k, row, 0.0), axis=0)
        diagonal -= tl.sum(tl.where(idx < k, row * row, 0.0), axis=0)
        diagonal = tl.sqrt(tl.maximum(diagonal, 0.0))
        column = tl.sum(tl.where(cols == k, values, 0.0), axis=1)
        products = tl.where(cols < k, values * row[None, :], 0.0)
        column = (column - tl.sum(products, axis=1)) / diagonal
        values = tl.where((rows == k) & (cols == k), diagonal, values)
        values = tl.where((rows > k) & (cols == k), column[:, None], values)

    tl.store(output_ptr + offsets, values)
