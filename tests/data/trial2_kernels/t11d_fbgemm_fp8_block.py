# Source: pytorch/FBGEMM, fbgemm_gpu/experimental/gemm/triton_gemm/fp8_gemm.py (_kernel_matmul_fp8_block_fastacc).
# Rewritten for the closing trial 11d: fp8 e4m3 A [M, K] times B [N, K] with one scale per (scale_block_m x
# scale_block_k) tile of A and per (scale_block_n x scale_block_k) tile of B; the accumulator is rescaled inside the K
# loop whenever a scale block ends (scalar scale loads under a data-independent `if`), grouped program order, split-K
# over program_id(1) with an atomic add of the bf16 result when SPLIT_K > 1.
import triton
import triton.language as tl


@triton.jit
def fp8_block_matmul(A, B, C, M, N, K, A_scale, B_scale,
                     stride_am, stride_ak, stride_bn, stride_bk, stride_cm, stride_cn,
                     stride_sam, stride_sak, stride_sbn, stride_sbk,
                     scale_block_m: tl.constexpr, scale_block_n: tl.constexpr, scale_block_k: tl.constexpr,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                     GROUP_M: tl.constexpr, SPLIT_K: tl.constexpr, EVEN_K: tl.constexpr):
    pid = tl.program_id(0)
    pid_z = tl.program_id(1)
    grid_m = tl.cdiv(M, BLOCK_M)
    grid_n = tl.cdiv(N, BLOCK_N)
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // group_size
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    rk = pid_z * BLOCK_K + tl.arange(0, BLOCK_K)
    a_ptrs = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak)
    b_ptrs = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    scale_m = pid_m * BLOCK_M // scale_block_m
    scale_n = pid_n * BLOCK_N // scale_block_n
    k_multiple: tl.constexpr = scale_block_k // BLOCK_K
    k_tiles = tl.cdiv(K, BLOCK_K * SPLIT_K)
    for k in range(0, k_tiles):
        k_left = K - k * (BLOCK_K * SPLIT_K)
        if EVEN_K:
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
        else:
            a = tl.load(a_ptrs, mask=rk[None, :] < k_left, other=0.0)
            b = tl.load(b_ptrs, mask=rk[:, None] < k_left, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * SPLIT_K * stride_ak
        b_ptrs += BLOCK_K * SPLIT_K * stride_bk
        pid_k = k * SPLIT_K + pid_z
        if ((pid_k + 1) % k_multiple == 0) or (k_left < BLOCK_K * SPLIT_K):
            scale_k = pid_k // k_multiple
            s_a = tl.load(A_scale + scale_m * stride_sam + scale_k * stride_sak)
            s_b = tl.load(B_scale + scale_n * stride_sbn + scale_k * stride_sbk)
            s = s_a * s_b
            if k + 1 == k_tiles:
                ratio = s
            else:
                s_a_next = tl.load(A_scale + scale_m * stride_sam + (scale_k + 1) * stride_sak)
                s_b_next = tl.load(B_scale + scale_n * stride_sbn + (scale_k + 1) * stride_sbk)
                ratio = s / (s_a_next * s_b_next)
            acc *= ratio
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    out = acc.to(C.dtype.element_ty)
    c_ptrs = C + (rm[:, None] * stride_cm + rn[None, :] * stride_cn)
    mask = (rm < M)[:, None] & (rn < N)[None, :]
    if SPLIT_K == 1:
        tl.store(c_ptrs, out, mask=mask)
    else:
        tl.atomic_add(c_ptrs, out, mask=mask)
