# Source: ROCm/aiter, aiter/ops/triton/_triton_kernels/fused_fp8_quant.py (_fused_rms_fp8_group_quant_kernel with
# _rmsmorm_op and _fp8_quant_op). Rewritten for the seventh trial (7c) of issue 23: one row per program, a residual
# add, an RMS norm, then a per-group fp8 quantisation through a 3-D reshape (max |x| over each QUANT_BLOCK_SIZE
# group), tl.clamp, tl.ravel, fp8 stores and a masked store of the group scales; .cg cache modifiers on the loads.
import triton
import triton.language as tl


@triton.jit
def _rms(row, weight, n_cols, eps):
    ms = tl.sum(row * row, axis=-1)
    return row * tl.math.rsqrt(ms / n_cols + eps) * weight


@triton.jit
def _group_quant(x, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, QUANT_BLOCK_SIZE: tl.constexpr,
                 DTYPE_MAX: tl.constexpr, DTYPE_MIN: tl.constexpr):
    GROUPS: tl.constexpr = BLOCK_SIZE_N // QUANT_BLOCK_SIZE
    x = x.reshape(BLOCK_SIZE_M, GROUPS, QUANT_BLOCK_SIZE)
    amax = tl.maximum(tl.max(tl.abs(x), axis=-1), 1e-10)
    scale = amax.to(tl.float32) / DTYPE_MAX
    inv = 1.0 / scale.reshape(BLOCK_SIZE_M, GROUPS, 1)
    return tl.clamp(x * inv, DTYPE_MIN, DTYPE_MAX), scale


@triton.jit
def rms_fp8_group_quant(x_ptr, w_ptr, res_ptr, q_ptr, scale_ptr, res_out_ptr, eps, n_cols,
                        x_row_stride, res_row_stride, q_row_stride, scale_row_stride, res_out_row_stride,
                        BLOCK_SIZE_N: tl.constexpr, QUANT_BLOCK_SIZE: tl.constexpr, DTYPE_MAX: tl.constexpr,
                        DTYPE_MIN: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE_N)
    GROUPS: tl.constexpr = BLOCK_SIZE_N // QUANT_BLOCK_SIZE
    valid = cols < n_cols
    x = tl.load(x_ptr + row * x_row_stride + cols, mask=valid, other=0.0, cache_modifier=".cg").to(tl.float32)
    r = tl.load(res_ptr + row * res_row_stride + cols, mask=valid, other=0.0, cache_modifier=".cg").to(tl.float32)
    x = x + r
    w = tl.load(w_ptr + cols, mask=valid, other=0.0).to(tl.float32)
    y = _rms(x, w, n_cols, eps)
    q, scales = _group_quant(y, 1, BLOCK_SIZE_N, QUANT_BLOCK_SIZE, DTYPE_MAX, DTYPE_MIN)
    q = tl.ravel(q)
    scales = tl.ravel(scales)
    tl.store(q_ptr + row * q_row_stride + cols, q.to(q_ptr.dtype.element_ty), mask=valid)
    g = tl.arange(0, GROUPS)
    tl.store(scale_ptr + row * scale_row_stride + g, scales.to(scale_ptr.dtype.element_ty),
             mask=g < (n_cols + QUANT_BLOCK_SIZE - 1) // QUANT_BLOCK_SIZE)
    tl.store(res_out_ptr + row * res_out_row_stride + cols, x.to(res_out_ptr.dtype.element_ty), mask=valid)
