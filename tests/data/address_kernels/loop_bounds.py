# A row loop bounded by a product of the program id (tests/test_warning_causes.py): the loop's upper bound
# ``min((pid + 1) * rows_per_program, M)`` is no pointer offset, its induction variable's product ``row * stride``
# is one (as in mamba's _layer_norm_bwd_kernel, trial 8c M1).
import triton
import triton.language as tl


@triton.jit
def row_copy(X, Y, stride, rows_per_program, M, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    row_start = pid * rows_per_program
    row_end = min((pid + 1) * rows_per_program, M)
    cols = tl.arange(0, BLOCK)
    for row in range(row_start, row_end):
        x = tl.load(X + row * stride + cols)
        tl.store(Y + row * stride + cols, x)
