# Source: michael-diggin/triton-kernels, split_k/split_k.py (_splitk_kernel).
# Rewritten for trial 15d: split-K GEMM, grid (M tiles, N tiles, SPLIT_K), tl.swizzle2d of the tile ids, masked K
# tiles, fp32 partial sums reduced into C with tl.atomic_add(sem="relaxed"). Fixed the source's bugs: it passed
# tl.num_programs(1) and (2) as the M and N tile counts to swizzle2d (they are axes 0 and 1), and it rounded the
# partial sum to C's dtype before the atomic add (here C is fp32, so the reduction is in fp32).
import triton
import triton.language as tl


@triton.jit
def md_splitk_gemm(A, B, C, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                   GROUP_M: tl.constexpr, SPLIT_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    num_pid_m, num_pid_n = tl.num_programs(0), tl.num_programs(1)
    pid_m, pid_n = tl.swizzle2d(pid_m, pid_n, num_pid_m, num_pid_n, GROUP_M)
    pid_k = tl.program_id(2)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rm = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    rn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    rk = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
    a_ptrs = A + (rm[:, None] * stride_am + rk[None, :] * stride_ak)
    b_ptrs = B + (rk[:, None] * stride_bk + rn[None, :] * stride_bn)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K * SPLIT_K)):
        k_remaining = K - k * (BLOCK_K * SPLIT_K)
        a = tl.load(a_ptrs, mask=rk[None, :] < k_remaining, other=0.0)
        b = tl.load(b_ptrs, mask=rk[:, None] < k_remaining, other=0.0)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K * SPLIT_K * stride_ak
        b_ptrs += BLOCK_K * SPLIT_K * stride_bk

    c_ptrs = C + (rm[:, None] * stride_cm + rn[None, :] * stride_cn)
    tl.atomic_add(c_ptrs, acc, sem="relaxed")
