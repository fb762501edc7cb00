# Source: Dao-AILab/flash-attention, flash_attn/ops/triton/layer_norm.py (_layer_norm_fwd_1pass_kernel).
# Rewritten for the closing trial 11a: dropout + residual add + layer norm / RMS norm over one row per program
# (BLOCK_N >= N, masked), with a per-row Philox seed (tl.rand with n_rounds=7), the keep mask stored as bool
# (i1 -> one byte per element), the pre-norm sum stored as RESIDUAL_OUT in fp32, mean and rstd per row, and an
# optional second weight W1 producing Y1 from the same normalized row.
import triton
import triton.language as tl


@triton.jit
def layer_norm_fwd_dropout(X, Y, W, B, RESIDUAL, W1, Y1, RESIDUAL_OUT, SEEDS, DROPOUT_MASK, Mean, Rstd,
                           stride_x_row, stride_y_row, stride_res_row, stride_res_out_row, stride_y1_row, N, eps,
                           dropout_p, IS_RMS_NORM: tl.constexpr, BLOCK_N: tl.constexpr, HAS_RESIDUAL: tl.constexpr,
                           HAS_BIAS: tl.constexpr, HAS_DROPOUT: tl.constexpr, STORE_DROPOUT_MASK: tl.constexpr,
                           HAS_W1: tl.constexpr):
    row = tl.program_id(0)
    X += row * stride_x_row
    Y += row * stride_y_row
    cols = tl.arange(0, BLOCK_N)
    mask = cols < N
    x = tl.load(X + cols, mask=mask, other=0.0).to(tl.float32)
    if HAS_DROPOUT:
        keep = tl.rand(tl.load(SEEDS + row).to(tl.uint32), cols, n_rounds=7) > dropout_p
        x = tl.where(keep, x / (1.0 - dropout_p), 0.0)
        if STORE_DROPOUT_MASK:
            tl.store(DROPOUT_MASK + row * N + cols, keep, mask=mask)
    if HAS_RESIDUAL:
        x += tl.load(RESIDUAL + row * stride_res_row + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(RESIDUAL_OUT + row * stride_res_out_row + cols, x, mask=mask)
    if not IS_RMS_NORM:
        mean = tl.sum(x, axis=0) / N
        tl.store(Mean + row, mean)
        xbar = tl.where(mask, x - mean, 0.0)
    else:
        xbar = tl.where(mask, x, 0.0)
    var = tl.sum(xbar * xbar, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(Rstd + row, rstd)
    w = tl.load(W + cols, mask=mask).to(tl.float32)
    x_hat = (x - mean) * rstd if not IS_RMS_NORM else x * rstd
    if HAS_BIAS:
        y = x_hat * w + tl.load(B + cols, mask=mask).to(tl.float32)
    else:
        y = x_hat * w
    tl.store(Y + cols, y, mask=mask)
    if HAS_W1:
        w1 = tl.load(W1 + cols, mask=mask).to(tl.float32)
        tl.store(Y1 + row * stride_y1_row + cols, x_hat * w1, mask=mask)
