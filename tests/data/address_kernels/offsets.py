"""Address widths (issue 17 item 4) and local memory (item 6): fresh kernels for each pattern.

``batch_offset_i32`` is triton#6346's pattern: ``pid_b * stride_ab`` is an i32 product of a program id and a
runtime stride, which overflows once it passes 2**31 - 1 elements (stride 2*1024*1024 at batch 1025).
``batch_offset_i64`` is the fix (``.to(tl.int64)`` before the product). ``sin_rows`` calls ``tl.sin`` (libdevice
``__nv_sinf``, whose argument reduction keeps a local array and reads the ``__cudart_i2opi_f`` table).
"""

import triton
import triton.language as tl


@triton.jit
def batch_offset_i32(a_ptr, out_ptr, stride_ab, BLOCK: tl.constexpr):
    pid_b = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    base = a_ptr + pid_b * stride_ab
    x = tl.load(base + offs)
    tl.store(out_ptr + pid_b * BLOCK + offs, x)


@triton.jit
def batch_offset_i64(a_ptr, out_ptr, stride_ab, BLOCK: tl.constexpr):
    pid_b = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    base = a_ptr + pid_b * stride_ab
    x = tl.load(base + offs)
    tl.store(out_ptr + pid_b * BLOCK + offs, x)


@triton.jit
def sin_rows(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.sin(x), mask=mask)
