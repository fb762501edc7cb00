"""Small kernels whose compiled form the analyses of ``ir-explorer report`` must explain.

Compiled through ``FILE.py:KERNEL --signature …`` (not bundled): the signature decides which
arguments carry ``tt.divisibility = 16``, which is what the coalescing tests are about.
"""

import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    # Triton's tutorial vector add. With "*fp32:16, *fp32:16, *fp32:16, i32:16, 1024" every load and
    # store is 128 bits wide; with "*fp32, *fp32, *fp32, i32, 1024" they are scalar (32 bits).
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, x + y, mask=mask)


@triton.jit
def strided_copy(x_ptr, y_ptr, stride, BLOCK: tl.constexpr):
    # A gather with a runtime inner stride: x is read one element at a time, y written in vectors.
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs * stride)
    tl.store(y_ptr + offs, x)


@triton.jit
def small_dot(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    # A 16-row dot: too few rows for a warpgroup's wgmma (m64), so sm_90 keeps it on mma.sync.
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    c = tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], c.to(tl.float16))


@triton.jit
def ieee_dot(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    # An fp32 dot with input_precision="ieee": no tensor core does exact fp32, so it becomes FMAs.
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    c = tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], c)
