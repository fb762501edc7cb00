# Source: NVIDIA/Model-Optimizer, modelopt/torch/quantization/triton/gptq_fused_kernel.py (_gptq_scalar_kernel) with
# nvfp4_quant.py (nvfp4_scalar_quant, fp4_round_magnitude). Rewritten for the closing trial 13b: one program per
# weight row holds the row's BLOCK_SIZE working weights in registers; a sequential loop over the columns extracts
# column `col` by a masked tl.sum, fake-quantizes it to NVFP4 with its group's scale, stores the quantized value and
# the scaled error (scalar stores), and propagates the error into the remaining columns with a row of the inverse
# Hessian (a masked 1-D load per iteration).
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def _e2m1_magnitude(a):
    return tl.where(a <= 0.25, 0.0,
                    tl.where(a < 0.75, 0.5,
                             tl.where(a <= 1.25, 1.0,
                                      tl.where(a < 1.75, 1.5,
                                               tl.where(a <= 2.5, 2.0,
                                                        tl.where(a < 3.5, 3.0, tl.where(a <= 5.0, 4.0, 6.0)))))))


@triton.jit
def _nvfp4_quant(x, scale):
    bad = (scale == 0.0) | libdevice.isnan(scale) | (tl.abs(scale) == float("inf"))
    s = tl.where(bad, 1.0, scale)
    r = _e2m1_magnitude(tl.abs(x) / s) * s
    return tl.where(x >= 0, r, -r)


@triton.jit
def gptq_scalar(w_ptr, qw_ptr, err_ptr, scales_ptr, hinv_ptr, num_rows, n_scale_blocks, quant_block_size,
                block_start, n_cols, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    if row >= num_rows:
        return
    w_row = w_ptr + row * BLOCK_SIZE
    qw_row = qw_ptr + row * BLOCK_SIZE
    err_row = err_ptr + row * BLOCK_SIZE
    scale_row = scales_ptr + row * n_scale_blocks

    j = tl.arange(0, BLOCK_SIZE)
    w = tl.load(w_row + j, mask=j < n_cols, other=0.0)
    for col in range(0, BLOCK_SIZE):
        scale = tl.load(scale_row + (block_start + col) // quant_block_size)
        w_col = tl.sum(tl.where(j == col, w, 0.0))
        q_col = tl.sum(_nvfp4_quant(tl.full([1], w_col, dtype=tl.float32), scale))
        d = tl.load(hinv_ptr + col * BLOCK_SIZE + col)
        err = (w_col - q_col) / d
        tl.store(err_row + col, err)
        tl.store(qw_row + col, q_col)
        rest = (j > col) & (j < n_cols)
        h_row = tl.load(hinv_ptr + col * BLOCK_SIZE + j, mask=rest, other=0.0)
        w = w - err * h_row
