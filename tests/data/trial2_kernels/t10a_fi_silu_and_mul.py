# Source: flashinfer-ai/flashinfer, flashinfer/triton/kernels/activation.py (silu_and_mul_kernel, with
# scale_and_clamp of flashinfer/triton/kernels/quant.py). Rewritten for the closing trial 10a: out = silu(a) * b for
# the two halves of each row of x (b at +d), one row (int64 row index) and one BLOCK_SIZE column block per program,
# an optional input scale and an optional output scale with a clamp to the output dtype's range (fp8 e4m3 here).
import triton
import triton.language as tl


@triton.jit
def _scale_and_clamp(x, scale, dtype: tl.constexpr):
    if dtype == tl.float8e4nv:
        lo: tl.constexpr = -448.0
        hi: tl.constexpr = 448.0
    else:
        lo: tl.constexpr = -65504.0
        hi: tl.constexpr = 65504.0
    return tl.clamp(x.to(tl.float32) * scale, lo, hi).to(dtype)


@triton.jit
def silu_and_mul(o_ptr, o_stride, o_scale_ptr, x_ptr, x_stride, x_scale_ptr, d, BLOCK_SIZE: tl.constexpr,
                 HAS_X_SCALE: tl.constexpr, HAS_O_SCALE: tl.constexpr):
    i = tl.program_id(axis=0).to(tl.int64)
    j = tl.program_id(axis=1)
    o_row_ptr = o_ptr + o_stride * i
    x_row_ptr = x_ptr + x_stride * i
    offsets = j * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < d
    a = tl.load(x_row_ptr + offsets, mask=mask).to(tl.float32)
    b = tl.load(x_row_ptr + offsets + d, mask=mask).to(tl.float32)
    if HAS_X_SCALE:
        x_scale = tl.load(x_scale_ptr)
        a *= x_scale
        b *= x_scale
    result = tl.sigmoid(a) * a * b
    if HAS_O_SCALE:
        o_scale = tl.load(o_scale_ptr)
        result = _scale_and_clamp(result, o_scale, o_ptr.dtype.element_ty)
    tl.store(o_row_ptr + offsets, result, mask=mask)
