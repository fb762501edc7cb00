# Modeled on linkedin/Liger-Kernel src/liger_kernel/ops/swiglu.py (_swiglu_forward_kernel); rewritten for the trial.
import triton
import triton.language as tl


@triton.jit
def _silu(x):
    return x * tl.sigmoid(x)


@triton.jit
def swiglu_fwd(a_ptr, b_ptr, c_ptr, stride, n_cols: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    a_ptr += row * stride
    b_ptr += row * stride
    c_ptr += row * stride
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    a = tl.load(a_ptr + cols, mask=mask, other=0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0)
    c = _silu(a) * b
    tl.store(c_ptr + cols, c, mask=mask)
