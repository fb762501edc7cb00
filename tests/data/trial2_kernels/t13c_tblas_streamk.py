# Source: ROCm/tritonBLAS, include/tritonblas/kernels/streamk_gemm.py (streamk_matmul). Rewritten for the closing
# trial 13c: a persistent stream-K GEMM. Full tiles are walked data-parallel (tile_id += NUM_SMS) with an EVEN_K
# switch; the last STREAMK_TILES tiles are split by K iterations across the programs: a program that starts a tile
# mid-way writes its partial fp32 accumulator to the scratch P and raises its lock, the program that owns the tile's
# first iteration splits its accumulator into four quadrants (reshape/permute/split) and spins on each later
# program's lock with a volatile ".cv" load before adding that program's quadrants, then stores the tile.
import triton
import triton.language as tl


@triton.jit
def _pid_to_xcd_chunked(pid, NUM_SMS: tl.constexpr, NUM_XCDS: tl.constexpr, CHUNK: tl.constexpr):
    # programs are dealt round-robin over the chiplets; regroup them so that CHUNK consecutive tiles share one
    xcd = pid % NUM_XCDS
    local = pid // NUM_XCDS
    chunk_id = local // CHUNK
    pos = local % CHUNK
    return chunk_id * NUM_XCDS * CHUNK + xcd * CHUNK + pos


@triton.jit
def streamk_gemm(
    A, B, C, P, locks,
    M, N, K,
    stride_am, stride_bn, stride_cm, stride_cn,
    stride_ak: tl.constexpr, stride_bk: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    GROUP_SIZE_M: tl.constexpr, NUM_SMS: tl.constexpr, NUM_XCDS: tl.constexpr, CHUNK_SIZE: tl.constexpr,
    STREAMK_TILES: tl.constexpr, EVEN_K: tl.constexpr,
):
    pid = tl.program_id(0)
    if NUM_XCDS != 1:
        pid = _pid_to_xcd_chunked(pid, NUM_SMS, NUM_XCDS, CHUNK_SIZE)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    total_tiles = num_pid_m * num_pid_n
    total_full_tiles = total_tiles - STREAMK_TILES
    tl.assume(stride_am > 0)
    tl.assume(stride_bn > 0)
    tl.assume(stride_cm > 0)
    tl.assume(stride_cn > 0)

    for tile_id in range(pid, total_full_tiles, NUM_SMS):
        group_w = GROUP_SIZE_M * num_pid_n
        first_m = (tile_id // group_w) * GROUP_SIZE_M
        gsz = min(num_pid_m - first_m, GROUP_SIZE_M)
        pid_m = first_m + ((tile_id % group_w) % gsz)
        pid_n = (tile_id % group_w) // gsz
        tl.assume(pid_m >= 0)
        tl.assume(pid_n >= 0)
        rm = tl.max_contiguous(tl.multiple_of((pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M,
                                              BLOCK_SIZE_M), BLOCK_SIZE_M)
        rn = tl.max_contiguous(tl.multiple_of((pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N,
                                              BLOCK_SIZE_N), BLOCK_SIZE_N)
        rk = tl.arange(0, BLOCK_SIZE_K)
        a_ptrs = A + rm[:, None] * stride_am + rk[None, :] * stride_ak
        b_ptrs = B + rk[:, None] * stride_bk + rn[None, :] * stride_bn
        n_k = tl.cdiv(K, BLOCK_SIZE_K)
        if not EVEN_K:
            n_k -= 1
        tl.assume(n_k > 1)
        acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for _kk in range(0, n_k):
            a = tl.load(tl.multiple_of(a_ptrs, (1, 16)))
            b = tl.load(tl.multiple_of(b_ptrs, (16, 1)))
            acc += tl.dot(a, b)
            a_ptrs += BLOCK_SIZE_K * stride_ak
            b_ptrs += BLOCK_SIZE_K * stride_bk
        if not EVEN_K:
            rk = n_k * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
            a = tl.load(A + rm[:, None] * stride_am + rk[None, :] * stride_ak, mask=rk[None, :] < K, other=0.0)
            b = tl.load(B + rk[:, None] * stride_bk + rn[None, :] * stride_bn, mask=rk[:, None] < K, other=0.0)
            acc += tl.dot(a, b)
        c = acc.to(C.type.element_ty)
        c_mask = (rm[:, None] < M) & (rn[None, :] < N)
        tl.store(C + rm[:, None] * stride_cm + rn[None, :] * stride_cn, c, mask=c_mask)

    if STREAMK_TILES == 0:
        return

    rm1 = tl.arange(0, BLOCK_SIZE_M)
    rn1 = tl.arange(0, BLOCK_SIZE_N)
    p_tile = P + pid * BLOCK_SIZE_M * BLOCK_SIZE_N + rm1[:, None] * BLOCK_SIZE_N + rn1[None, :]
    tl.store(p_tile, 0.0, cache_modifier=".wt")
    tl.debug_barrier()
    tl.store(locks + pid, 0, cache_modifier=".wt")

    tl.assume(pid >= 0)
    iters_per_tile = tl.cdiv(K, BLOCK_SIZE_K)
    sk_iters = STREAMK_TILES * iters_per_tile
    per_pid = sk_iters // NUM_SMS
    extra = sk_iters % NUM_SMS
    start_iter = total_full_tiles * iters_per_tile + pid * per_pid + tl.minimum(pid, extra)
    last_iter = total_full_tiles * iters_per_tile + (pid + 1) * per_pid + tl.minimum(pid + 1, extra)

    while start_iter < last_iter:
        remainder = start_iter % iters_per_tile
        end_iter = tl.minimum(start_iter + (iters_per_tile - remainder), last_iter)
        tile_id = start_iter // iters_per_tile
        group_w = GROUP_SIZE_M * num_pid_n
        first_m = (tile_id // group_w) * GROUP_SIZE_M
        gsz = min(num_pid_m - first_m, GROUP_SIZE_M)
        pid_m = first_m + ((tile_id % group_w) % gsz)
        pid_n = (tile_id % group_w) // gsz
        rm = tl.max_contiguous(tl.multiple_of((pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M,
                                              BLOCK_SIZE_M), BLOCK_SIZE_M)
        rn = tl.max_contiguous(tl.multiple_of((pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N,
                                              BLOCK_SIZE_N), BLOCK_SIZE_N)
        rk = tl.arange(0, BLOCK_SIZE_K)
        a_ptrs = A + rm[:, None] * stride_am + rk[None, :] * stride_ak + BLOCK_SIZE_K * stride_ak * remainder
        b_ptrs = B + rk[:, None] * stride_bk + rn[None, :] * stride_bn + BLOCK_SIZE_K * stride_bk * remainder
        a_ptrs = tl.multiple_of(a_ptrs, (1, 16))
        b_ptrs = tl.multiple_of(b_ptrs, (16, 1))
        acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for it in range(start_iter, end_iter):
            if EVEN_K:
                a = tl.load(a_ptrs)
                b = tl.load(b_ptrs)
            else:
                k_off = (it % iters_per_tile) * BLOCK_SIZE_K
                k_ok = k_off + rk < K
                a = tl.load(a_ptrs, mask=k_ok[None, :], other=0.0)
                b = tl.load(b_ptrs, mask=k_ok[:, None], other=0.0)
            acc += tl.dot(a, b)
            a_ptrs += BLOCK_SIZE_K * stride_ak
            b_ptrs += BLOCK_SIZE_K * stride_bk

        tile_iter = tile_id * iters_per_tile
        if start_iter != tile_iter:
            p_tile = P + pid * BLOCK_SIZE_M * BLOCK_SIZE_N + rm1[:, None] * BLOCK_SIZE_N + rn1[None, :]
            tl.store(p_tile, acc, cache_modifier=".wt")
            tl.debug_barrier()
            tl.store(locks + pid, 1, cache_modifier=".wt")
        else:
            next_pid = pid + 1
            tile_iter_end = tile_iter + iters_per_tile
            end = end_iter
            top, bottom = tl.split(tl.permute(tl.reshape(acc, (2, BLOCK_SIZE_M // 2, BLOCK_SIZE_N)), (1, 2, 0)))
            acc00, acc01 = tl.split(tl.permute(tl.reshape(top, (BLOCK_SIZE_M // 2, 2, BLOCK_SIZE_N // 2)), (0, 2, 1)))
            acc10, acc11 = tl.split(tl.permute(tl.reshape(bottom, (BLOCK_SIZE_M // 2, 2, BLOCK_SIZE_N // 2)),
                                               (0, 2, 1)))
            hm = tl.arange(0, BLOCK_SIZE_M // 2)
            hn = tl.arange(0, BLOCK_SIZE_N // 2)
            while end < tile_iter_end and next_pid < NUM_SMS:
                while tl.load(locks + next_pid, cache_modifier=".cv", volatile=True) != 1:
                    pass
                p_base = P + next_pid * BLOCK_SIZE_M * BLOCK_SIZE_N
                acc00 += tl.load(p_base + hm[:, None] * BLOCK_SIZE_N + hn[None, :], cache_modifier=".cv")
                acc01 += tl.load(p_base + hm[:, None] * BLOCK_SIZE_N + (hn[None, :] + BLOCK_SIZE_N // 2),
                                 cache_modifier=".cv")
                acc10 += tl.load(p_base + (hm[:, None] + BLOCK_SIZE_M // 2) * BLOCK_SIZE_N + hn[None, :],
                                 cache_modifier=".cv")
                acc11 += tl.load(p_base + (hm[:, None] + BLOCK_SIZE_M // 2) * BLOCK_SIZE_N
                                 + (hn[None, :] + BLOCK_SIZE_N // 2), cache_modifier=".cv")
                end += per_pid + (next_pid < extra)
                next_pid += 1
            rm_top = (pid_m * BLOCK_SIZE_M + hm) % M
            rm_bot = (pid_m * BLOCK_SIZE_M + BLOCK_SIZE_M // 2 + hm) % M
            rn_l = (pid_n * BLOCK_SIZE_N + hn) % N
            rn_r = (pid_n * BLOCK_SIZE_N + BLOCK_SIZE_N // 2 + hn) % N
            tl.store(C + rm_top[:, None] * stride_cm + rn_l[None, :] * stride_cn, acc00.to(C.type.element_ty),
                     mask=(rm_top[:, None] < M) & (rn_l[None, :] < N))
            tl.store(C + rm_top[:, None] * stride_cm + rn_r[None, :] * stride_cn, acc01.to(C.type.element_ty),
                     mask=(rm_top[:, None] < M) & (rn_r[None, :] < N))
            tl.store(C + rm_bot[:, None] * stride_cm + rn_l[None, :] * stride_cn, acc10.to(C.type.element_ty),
                     mask=(rm_bot[:, None] < M) & (rn_l[None, :] < N))
            tl.store(C + rm_bot[:, None] * stride_cm + rn_r[None, :] * stride_cn, acc11.to(C.type.element_ty),
                     mask=(rm_bot[:, None] < M) & (rn_r[None, :] < N))
        start_iter = end_iter
