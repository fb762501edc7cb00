# Source: state-spaces/mamba, mamba_ssm/ops/triton/layernorm_gated.py (_layer_norm_bwd_kernel).
# Rewritten for trial 8c (IS_RMS_NORM=True, HAS_Z=True, NORM_BEFORE_GATE=False, no bias, no recomputed output): the
# backward of a gated group RMS norm, y = rmsnorm(x * silu(z)) * w; one program per (block of rows, group); a loop
# over its rows loads x, dy, z, computes dx and dz with a row reduction c1 = sum(xhat * w * dy) / N, and keeps the
# partial dw in registers, stored once per program.
import triton
import triton.language as tl


@triton.jit
def rmsnorm_gated_bwd(
    X, W, Z, DY, DX, DW, DZ, Rstd,
    stride_x_row, stride_z_row, stride_dy_row, stride_dx_row, stride_dz_row, stride_dw_row,
    M, N,
    rows_per_program,
    BLOCK_N: tl.constexpr,
):
    row_block_id = tl.program_id(0)
    group = tl.program_id(1)
    row_start = row_block_id * rows_per_program
    cols = tl.arange(0, BLOCK_N)
    mask = cols < N
    X += row_start * stride_x_row + group * N
    Z += row_start * stride_z_row + group * N
    DZ += row_start * stride_dz_row + group * N
    DY += row_start * stride_dy_row + group * N
    DX += row_start * stride_dx_row + group * N
    Rstd += group * M
    W += group * N
    w = tl.load(W + cols, mask=mask).to(tl.float32)
    dw = tl.zeros((BLOCK_N,), dtype=tl.float32)
    row_end = min((row_block_id + 1) * rows_per_program, M)
    for row in range(row_start, row_end):
        x = tl.load(X + cols, mask=mask, other=0).to(tl.float32)
        dy = tl.load(DY + cols, mask=mask, other=0).to(tl.float32)
        z = tl.load(Z + cols, mask=mask, other=0.0).to(tl.float32)
        x_og = x
        x = x_og * z * tl.sigmoid(z)
        rstd = tl.load(Rstd + row)
        xhat = tl.where(mask, x * rstd, 0.0)
        wdy = w * dy
        c1 = tl.sum(xhat * wdy, axis=0) / N
        dx = (wdy - xhat * c1) * rstd
        dw += dy * xhat
        z_sigmoid = tl.sigmoid(z)
        dz = dx * x_og * z_sigmoid * (1 + z * (1 - z_sigmoid))
        tl.store(DZ + cols, dz, mask=mask)
        dx *= z * z_sigmoid
        tl.store(DX + cols, dx, mask=mask)
        X += stride_x_row
        Z += stride_z_row
        DZ += stride_dz_row
        DY += stride_dy_row
        DX += stride_dx_row
    tl.store(DW + row_block_id * stride_dw_row + group * N + cols, dw, mask=mask)
