# Source: pytorch-labs/applied-ai, kernels/triton/inference/gptq/splitk_dequant_gemm.py (matmul_split_k_kernel and
# swizzle_tile). Rewritten for the closing trial 9a: a split-K W4A16 GEMM, fp16 A times int4 B packed eight to an
# int32 along K, unpacked with shifts and masks, dequantized per 128-row group (scales and packed zero points), a
# grouped tile order, and an atomic_add (sem=release) of each split's partial tile.
import triton
import triton.language as tl


@triton.jit
def _swizzle(pid, m, n, block_m: tl.constexpr, block_n: tl.constexpr, group_m: tl.constexpr):
    grid_m = tl.cdiv(m, block_m)
    grid_n = tl.cdiv(n, block_n)
    width = group_m * grid_n
    group_id = pid // width
    group_size = tl.minimum(grid_m - group_id * group_m, group_m)
    pid_m = group_id * group_m + (pid % group_size)
    pid_n = (pid % width) // group_size
    return pid_m, pid_n


@triton.jit
def splitk_w4a16(a_ptr, b_ptr, c_ptr, scales_ptr, zeros_ptr,
                 stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                 stride_scales_g, stride_scales_n, stride_zeros_g, stride_zeros_n,
                 groupsize, m, n, k,
                 block_m: tl.constexpr, block_n: tl.constexpr, block_k: tl.constexpr,
                 group_m: tl.constexpr, split_k: tl.constexpr):
    pid = tl.program_id(0)
    pid_k = tl.program_id(1)
    k_steps = tl.cdiv(k, block_k * split_k)
    pid_m, pid_n = _swizzle(pid, m, n, block_m, block_n, group_m)
    offs_m = pid_m * block_m + tl.arange(0, block_m)
    offs_n = pid_n * block_n + tl.arange(0, block_n)
    offs_k = pid_k * block_k + tl.arange(0, block_k)
    offs_am = tl.max_contiguous(tl.multiple_of(offs_m, block_m), block_m)
    offs_bn = tl.max_contiguous(tl.multiple_of(offs_n, block_n), block_n)
    a_ptrs = a_ptr + offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + (offs_k[:, None] // 8) * stride_bk + offs_bn[None, :] * stride_bn
    scale_ptrs = scales_ptr + offs_bn * stride_scales_n
    zero_ptrs = zeros_ptr + (offs_bn // 8) * stride_zeros_n
    shift = (offs_k % 8) * 4
    zero_shift = (offs_bn % 8) * 4
    acc = tl.zeros((block_m, block_n), dtype=tl.float32)
    for step in range(0, k_steps):
        a = tl.load(a_ptrs)
        packed = tl.load(b_ptrs)
        group = (step * split_k + pid_k) // (groupsize // block_k)
        scales = tl.load(scale_ptrs + group * stride_scales_g)
        zeros = tl.load(zero_ptrs + group * stride_zeros_g)
        zeros = ((zeros >> zero_shift) & 0xF)
        zeros = (zeros + 1) * scales
        w = (packed >> shift[:, None]) & 0xF
        w = w * scales[None, :] - zeros[None, :]
        acc += tl.dot(a, w.to(tl.float16))
        a_ptrs += block_k * split_k * stride_ak
        b_ptrs += (block_k // 8) * split_k * stride_bk
    offs_cm = pid_m * block_m + tl.arange(0, block_m)
    offs_cn = pid_n * block_n + tl.arange(0, block_n)
    c_ptrs = c_ptr + offs_cm[:, None] * stride_cm + offs_cn[None, :] * stride_cn
    tl.atomic_add(c_ptrs, acc.to(tl.float16), sem="release")
