"""A kernel file that benchmarks its kernel at import, as a quick script often does: not even the stub
driver of --no-import-side-effects can time a kernel without a GPU."""

import torch
import triton
import triton.language as tl


@triton.jit
def add_one(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)


x = torch.randn(4096, device="cuda")
y = torch.empty_like(x)
print(triton.testing.do_bench(lambda: add_one[(4,)](x, y, 4096, BLOCK=1024)))
