# Source: linkedin/Liger-Kernel, src/liger_kernel/ops/dyt.py (_dyt_fwd_kernel); rewritten for the trial of issue 23.
# Dynamic tanh: y = gamma * tanh(alpha * x) + beta, a 2-D block of rows per program.
import triton
import triton.language as tl
from triton.language.extra.libdevice import tanh


@triton.jit
def dyt_fwd_kernel(x_ptr, alpha_ptr, gamma_ptr, beta_ptr, y_ptr, M, N,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HAVE_BETA: tl.constexpr):
    col = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    row_start = tl.program_id(1) * BLOCK_M
    col_mask = col < N
    alpha = tl.load(alpha_ptr).to(tl.float32)
    gamma = tl.load(gamma_ptr + col, mask=col_mask, other=0.0).to(tl.float32)
    if HAVE_BETA:
        beta = tl.load(beta_ptr + col, mask=col_mask, other=0.0).to(tl.float32)
    for r in tl.range(row_start, row_start + BLOCK_M):
        row_ok = r < M
        x = tl.load(x_ptr + r * N + col, mask=col_mask & row_ok, other=0.0).to(tl.float32)
        y = gamma * tanh(alpha * x)
        if HAVE_BETA:
            y += beta
        tl.store(y_ptr + r * N + col, y.to(y_ptr.dtype.element_ty), mask=col_mask & row_ok)
