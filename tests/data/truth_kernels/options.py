"""Options named like parameters and parameters named like options (issue 15 item 6): a kernel whose
``num_stages`` is a tl.constexpr parameter (as tutorial 02's softmax), and a HIP autotune config with
``waves_per_eu``, a backend option (HIPOptions) and no parameter."""

import triton
import triton.language as tl


@triton.jit
def staged_rows(x_ptr, out_ptr, n_rows, n_cols, stride, BLOCK: tl.constexpr, num_stages: tl.constexpr):
    for row in tl.range(tl.program_id(0), n_rows, tl.num_programs(0), num_stages=num_stages):
        cols = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0)
        tl.store(out_ptr + row * stride + cols, x * 2.0, mask=cols < n_cols)


@triton.autotune(
    configs=[triton.Config({"BLOCK": 256, "waves_per_eu": 2}, num_warps=4),
             triton.Config({"BLOCK": 512, "waves_per_eu": 4}, num_warps=8)],
    key=["n"],
)
@triton.jit
def hip_scale(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 3.0, mask=offs < n)


@triton.autotune(
    configs=[triton.Config({"BLOCK": 128}, num_warps=4), triton.Config({"BLOCK": 256}, num_warps=4),
             triton.Config({"BLOCK": 128}, num_warps=4)],  # the same as config 0, as large autotune lists have
    key=["n"],
)
@triton.jit
def twin_configs(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1.0, mask=offs < n)
