# Modeled on linkedin/Liger-Kernel src/liger_kernel/ops/rms_norm.py (_rms_norm_forward); rewritten for the trial.
import triton
import triton.language as tl


@triton.jit
def rms_norm_fwd(Y_ptr, Y_row_stride, X_ptr, X_row_stride, W_ptr, r_ptr, r_row_stride, n_cols, eps, offset,
                 BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    Y_ptr += row * Y_row_stride
    X_ptr += row * X_row_stride
    r_ptr += row * r_row_stride
    x = tl.load(X_ptr + cols, mask=mask, other=0)
    w = tl.load(W_ptr + cols, mask=mask, other=0)
    mean_square = tl.sum(x * x, axis=0) / n_cols
    inv_rms = tl.math.rsqrt(mean_square + eps)
    tl.store(r_ptr, inv_rms)
    y = x * inv_rms * (offset + w)
    tl.store(Y_ptr + cols, y, mask=mask)
