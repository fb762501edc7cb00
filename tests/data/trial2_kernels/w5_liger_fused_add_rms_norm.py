# Source: linkedin/Liger-Kernel, src/liger_kernel/ops/fused_add_rms_norm.py (_fused_add_rms_norm_forward_kernel).
# Rewritten for the fifth trial: residual add, store of the sum, fp32 mean-square reduction, rsqrt, weight scale.
import triton
import triton.language as tl


@triton.jit
def fused_add_rms_norm_fwd(
    Y_ptr, Y_row_stride, S_ptr, S_row_stride, X_ptr, X_row_stride, R_ptr, R_row_stride,
    W_ptr, RSTD_ptr, RSTD_row_stride, n_cols, eps, offset,
    BLOCK_SIZE: tl.constexpr,
):
    row_idx = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    x_row = tl.load(X_ptr + row_idx * X_row_stride + cols, mask=mask, other=0)
    r_row = tl.load(R_ptr + row_idx * R_row_stride + cols, mask=mask, other=0)
    s_row = x_row + r_row
    tl.store(S_ptr + row_idx * S_row_stride + cols, s_row, mask=mask)
    s_dtype = s_row.dtype
    w_row = tl.load(W_ptr + cols, mask=mask, other=0)
    s_f32 = s_row.to(tl.float32)
    mean_square = tl.sum(s_f32 * s_f32, axis=0) / n_cols
    rstd = tl.rsqrt(mean_square + eps)
    tl.store(RSTD_ptr + row_idx * RSTD_row_stride, rstd)
    normed = (s_f32 * rstd).to(s_dtype)
    y_row = normed * (offset + w_row)
    tl.store(Y_ptr + row_idx * Y_row_stride + cols, y_row, mask=mask)
