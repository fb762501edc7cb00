# Source: sgl-project/sglang, python/sglang/srt/layers/quantization/int8_kernel.py (_per_token_quant_int8).
# Rewritten for trial 7b: one token row per program, absmax reduction, symmetric int8 quantization with
# libdevice round, one scale per row.
import triton
import triton.language as tl


@triton.jit
def per_token_quant_int8(
    x_ptr, xq_ptr, scale_ptr,
    stride_x, stride_xq, N,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    in_row = cols < N
    x = tl.load(x_ptr + row * stride_x + cols, mask=in_row, other=0.0).to(tl.float32)
    absmax = tl.maximum(tl.max(tl.abs(x)), 1e-10)
    scale = absmax / 127
    q = x * (127 / absmax)
    q = tl.extra.cuda.libdevice.round(q).to(tl.int8)
    tl.store(xq_ptr + row * stride_xq + cols, q, mask=in_row)
    tl.store(scale_ptr + row, scale.to(scale_ptr.dtype.element_ty))
