# Source: pytorch-labs/applied-ai, kernels/triton/inference/fp8/splitk_gemm_fp8.py (gemm_split_k_kernel and
# grouped_launch). Rewritten for the closing trial 9a: a split-K fp8 GEMM (grid axis 1 = the K split), masked K
# loads, a grouped tile order, max_contiguous/multiple_of hints, and an f32 atomic_add of each split's tile.
import triton
import triton.language as tl


@triton.jit
def _grouped(pid, m, n, block_m: tl.constexpr, block_n: tl.constexpr, group_m: tl.constexpr):
    grid_m = tl.cdiv(m, block_m)
    grid_n = tl.cdiv(n, block_n)
    width = group_m * grid_n
    group_id = pid // width
    group_size = tl.minimum(grid_m - group_id * group_m, group_m)
    return group_id * group_m + (pid % group_size), (pid % width) // group_size


@triton.jit
def splitk_fp8(a_ptr, b_ptr, c_ptr, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
               m, n, k, block_m: tl.constexpr, block_n: tl.constexpr, block_k: tl.constexpr,
               split_k: tl.constexpr, group_m: tl.constexpr):
    pid = tl.program_id(0)
    pid_k = tl.program_id(1)
    k_steps = tl.cdiv(k, block_k * split_k)
    pid_m, pid_n = _grouped(pid, m, n, block_m, block_n, group_m)
    offs_m = pid_m * block_m + tl.arange(0, block_m)
    offs_n = pid_n * block_n + tl.arange(0, block_n)
    offs_k = pid_k * block_k + tl.arange(0, block_k)
    offs_am = tl.max_contiguous(tl.multiple_of(offs_m, block_m), block_m)
    offs_bn = tl.max_contiguous(tl.multiple_of(offs_n, block_n), block_n)
    a_ptrs = a_ptr + offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn
    acc = tl.zeros((block_m, block_n), dtype=tl.float32)
    for step in range(0, k_steps):
        k_left = k - step * (block_k * split_k)
        a = tl.load(a_ptrs, mask=offs_k[None, :] < k_left, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < k_left, other=0.0)
        acc = tl.dot(a, b, acc, out_dtype=tl.float32)
        a_ptrs += block_k * split_k * stride_ak
        b_ptrs += block_k * split_k * stride_bk
    offs_cm = pid_m * block_m + tl.arange(0, block_m)
    offs_cn = pid_n * block_n + tl.arange(0, block_n)
    c_ptrs = c_ptr + offs_cm[:, None] * stride_cm + offs_cn[None, :] * stride_cn
    tl.atomic_add(c_ptrs, acc, mask=(offs_cm < m)[:, None] & (offs_cn < n)[None, :])
