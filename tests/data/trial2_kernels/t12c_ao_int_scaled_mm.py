# Source: pytorch/ao, torchao/kernel/intmm_triton.py (scaled_matmul_kernel_with_block_pointers, the kernel behind
# torchao::int_scaled_matmul). Rewritten for the closing trial 12c: int8 A [M, K] times int8 B [K, N] into an int32
# accumulator, grouped program order, K walked downward (k = K, K - BLOCK_K, ...) with an EVEN_K switch between
# unmasked and masked loads, then a per-row fp32 scale loaded with evict_last and a masked store of acc * scale
# through the inductor-style flat index n + N * m.
import triton
import triton.language as tl


@triton.jit
def int_scaled_mm(
    a_ptr, b_ptr, c_ptr, s1_ptr,
    M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr, EVEN_K: tl.constexpr,
):
    pid = tl.program_id(0)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // group_size

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    # wrap the edge rows/columns back into range (the upstream trick) and promise contiguity
    ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_tile = a_ptr + (ram[:, None] * stride_am + rk[None, :] * stride_ak)
    b_tile = b_ptr + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(a_tile)
            b = tl.load(b_tile)
        else:
            a = tl.load(a_tile, mask=rk[None, :] < k, other=0)
            b = tl.load(b_tile, mask=rk[:, None] < k, other=0)
        acc += tl.dot(a, b)
        a_tile += BLOCK_K * stride_ak
        b_tile += BLOCK_K * stride_bk

    # recompute the row/column indices for the epilogue (fewer live registers in the loop)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)
    flat = idx_n + N * idx_m
    row_scale = tl.load(s1_ptr + tl.broadcast_to(idx_m, mask.shape), mask, eviction_policy="evict_last")
    tl.store(c_ptr + tl.broadcast_to(flat, mask.shape), acc * row_scale, mask)
