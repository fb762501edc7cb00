# Modeled on linkedin/Liger-Kernel src/liger_kernel/ops/geglu.py (_geglu_tanh_forward_kernel: one program per row,
# gelu(tanh approximation) of a times b, computed in fp32 and stored in the input dtype); rewritten for trial 2.
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def geglu_tanh_fwd(a, b, c, stride, n_cols: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    program_id = tl.program_id(0).to(tl.int64)
    a += program_id * stride
    b += program_id * stride
    c += program_id * stride
    col_offsets = tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < n_cols
    a_row = tl.load(a + col_offsets, mask=mask, other=0).to(tl.float32)
    b_row = tl.load(b + col_offsets, mask=mask, other=0)
    sqrt_2_over_pi = 0.7978845608028654
    a_cubed = a_row * a_row * a_row
    tanh_arg = sqrt_2_over_pi * (a_row + 0.044715 * a_cubed)
    tanh_result = libdevice.tanh(tanh_arg)
    geglu_a = 0.5 * a_row * (1 + tanh_result)
    c_row = geglu_a.to(b_row.dtype) * b_row
    tl.store(c + col_offsets, c_row, mask=mask)
