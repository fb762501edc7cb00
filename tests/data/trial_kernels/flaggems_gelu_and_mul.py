# Modeled on FlagOpen/FlagGems src/flag_gems/fused/gelu_and_mul.py (gelu_tanh_and_mul_kernel, a pointwise_dynamic
# kernel there); written as a plain 1-D elementwise kernel for the trial.
import triton
import triton.language as tl


@triton.jit
def gelu_tanh_and_mul_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=mask)
    x_cube = x * x * x
    tanh_arg = 0.79788456 * (x + 0.044715 * x_cube)
    e = tl.exp(-2.0 * tl.abs(tanh_arg))
    t = (1.0 - e) / (1.0 + e)
    tanh_res = tl.where(tanh_arg >= 0, t, -t)
    out = 0.5 * x * (1 + tanh_res) * y
    tl.store(out_ptr + offs, out.to(out_ptr.dtype.element_ty), mask=mask)
