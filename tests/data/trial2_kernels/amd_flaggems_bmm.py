# After FlagOpen/FlagGems src/flag_gems/ops/bmm.py (bmm_kernel): a batched GEMM, the batch on grid axis 2, grouped
# tile order, masked A/B loads unless DIVISIBLE_K, an fp32 accumulator stored in the output's dtype.
import triton
import triton.language as tl


@triton.jit
def bmm_kernel(A, B, Out, M, N, K, TILE_M: tl.constexpr, TILE_N: tl.constexpr, TILE_K: tl.constexpr,
               GROUP_M: tl.constexpr, DIVISIBLE_M: tl.constexpr, DIVISIBLE_N: tl.constexpr,
               DIVISIBLE_K: tl.constexpr):
    pid_b = tl.program_id(2).to(tl.int64)
    A += pid_b * M * K
    B += pid_b * K * N
    Out += pid_b * M * N
    pidx = tl.program_id(0)
    pidy = tl.program_id(1)
    gridx = tl.num_programs(0)
    gridy = tl.num_programs(1)
    pid = pidx + pidy * gridx
    num_cta_per_group = gridy * GROUP_M
    group_id = pid // num_cta_per_group
    inner_group_id = pid % num_cta_per_group
    if (group_id * GROUP_M + GROUP_M) > gridx:
        GROUP_SIZE = gridx % GROUP_M
    else:
        GROUP_SIZE = GROUP_M
    pid_m = group_id * GROUP_M + inner_group_id % GROUP_SIZE
    pid_n = inner_group_id // GROUP_SIZE

    offs_m = pid_m * TILE_M + tl.arange(0, TILE_M)
    offs_n = pid_n * TILE_N + tl.arange(0, TILE_N)
    offs_k = tl.arange(0, TILE_K)
    mask_m = offs_m < M if not DIVISIBLE_M else None
    mask_n = offs_n < N if not DIVISIBLE_N else None
    a_ptrs = A + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = B + offs_k[:, None] * N + offs_n[None, :]
    o_ptrs = Out + offs_m[:, None] * N + offs_n[None, :]

    num_iters = tl.cdiv(K, TILE_K)
    o = tl.zeros((TILE_M, TILE_N), dtype=tl.float32)
    for _ in range(num_iters):
        if DIVISIBLE_K:
            mask_a = None if DIVISIBLE_M else mask_m[:, None]
            mask_b = None if DIVISIBLE_N else mask_n[None, :]
        else:
            mask_k = offs_k < K
            mask_a = mask_k[None, :] if DIVISIBLE_M else mask_m[:, None] & mask_k[None, :]
            mask_b = mask_k[:, None] if DIVISIBLE_N else mask_k[:, None] & mask_n[None, :]
        a = tl.load(a_ptrs, mask_a)
        b = tl.load(b_ptrs, mask_b)
        offs_k += TILE_K
        a_ptrs += TILE_K
        b_ptrs += TILE_K * N
        o += tl.dot(a, b, allow_tf32=False)

    mask_c = None
    if not DIVISIBLE_M and not DIVISIBLE_N:
        mask_c = mask_m[:, None] & mask_n[None, :]
    tl.store(o_ptrs, o.to(Out.dtype.element_ty), mask_c)
