# Source: InternLM/lmdeploy, lmdeploy/pytorch/kernels/cuda/blocked_gemm_fp8.py (_gemm_fp8_tma_kernel).
# Rewritten for the closing trial 10a: blocked fp8 (e4m3) GEMM, A [M, K] and B^T [N, K] read through tensor
# descriptors (built in the kernel here: Triton 3.9 takes host descriptors only from a launcher), one f32 scale per
# row of A per K group and one per (K group, N group) of B; the accumulator is rescaled every K step
# (acc * ratio before the dot), the next step's scales are loaded with a k_start < K mask, grouped program order,
# fp16 C stored with a 2-D mask. WARP_SPECIALIZE (not upstream) marks the K loop for Triton's automatic warp
# specialization.
import triton
import triton.language as tl


@triton.jit
def gemm_fp8_tma(
    A, a_scale_ptr, B, b_scale_ptr, C,
    M,
    N: tl.constexpr, K: tl.constexpr,
    group_ak: tl.constexpr, group_bk: tl.constexpr, group_bn: tl.constexpr,
    stride_asm: tl.constexpr, stride_ask,
    stride_bsk: tl.constexpr, stride_bsn: tl.constexpr,
    stride_cm, stride_cn: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,
    WARP_SPECIALIZE: tl.constexpr = False,
):
    desc_a = tl.make_tensor_descriptor(A, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    desc_b = tl.make_tensor_descriptor(B, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_N, BLOCK_K])
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bsn = pid_n * BLOCK_N // group_bn
    as_ptrs = a_scale_ptr + offs_am * stride_asm
    bs_ptrs = b_scale_ptr + offs_bsn * stride_bsn

    acc_scale = tl.load(as_ptrs) * tl.load(bs_ptrs)
    acc_ratio = 1 / acc_scale
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    off_k = 0
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=WARP_SPECIALIZE):
        k_start = (k + 1) * BLOCK_K
        a_scale = tl.load(as_ptrs + (k_start // group_ak) * stride_ask, mask=k_start < K, other=1.0)
        b_scale = tl.load(bs_ptrs + (k_start // group_bk) * stride_bsk, mask=k_start < K, other=1.0)
        a = desc_a.load([off_m, off_k])
        b = desc_b.load([off_n, off_k]).T
        acc = tl.dot(a, b, acc=acc * acc_ratio[:, None])
        new_scale = a_scale * b_scale
        acc_ratio = acc_scale / new_scale
        acc_scale = new_scale
        off_k += BLOCK_K
    c = acc * (acc_ratio * acc_scale)[:, None]

    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = C + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c.to(C.dtype.element_ty), mask=c_mask)
