# Source: pytorch-labs/segment-anything-fast, segment_anything_fast/int_mm.py (matmul_kernel_with_block_pointers, the
# kernel behind custom_int_mm::int_mm_dequant). Rewritten for the closing trial 13a: int8 A [M, K] (row-major) times
# int8 B [K, N] stored transposed (stride_bk = 1, stride_bn = K, as the wrapper asserts), an int32 accumulator over
# a K loop in grouped program order, then the int32 tile is multiplied by two scale tensors that the wrapper
# broadcasts with expand_as (a per-row scale: stride_s1n = 0; a per-column scale: stride_s2m = 0) and stored as
# bf16. The upstream block pointers (removed in Triton 3.9) become plain unmasked pointer tensors, as the upstream
# loads had their boundary checks commented out.
import triton
import triton.language as tl


@triton.jit
def saf_int_mm(a_ptr, b_ptr, c_ptr, s1_ptr, s2_ptr, M, N, K,
               stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
               stride_s1m, stride_s1n, stride_s2m, stride_s2n,
               BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
               GROUP_SIZE_M: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.int32)
    for _k in range(0, K, BLOCK_SIZE_K):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        accumulator += tl.dot(a, b)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    s1 = tl.load(s1_ptr + offs_m[:, None] * stride_s1m + offs_n[None, :] * stride_s1n)
    c = accumulator * s1
    s2 = tl.load(s2_ptr + offs_m[:, None] * stride_s2m + offs_n[None, :] * stride_s2n)
    c = c * s2
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, c.to(tl.bfloat16))
