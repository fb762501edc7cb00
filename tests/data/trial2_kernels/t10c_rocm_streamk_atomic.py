# Source: ROCm/triton, python/perf-kernels/streamk/streamk_kernel_atomic.py (streamk_gemm). Rewritten for the closing
# trial 10c: a persistent Stream-K GEMM; each program first walks whole tiles (a tile loop of K loops, plain
# masked stores), then a contiguous range of leftover K iterations shared between programs (a while loop of K
# loops whose partial tiles are added into C with a relaxed tl.atomic_add). XCD remapping of the program id and
# the bias row are kept; EVEN_K selects the masked tail.
import triton
import triton.language as tl


@triton.jit
def streamk_gemm_atomic(
    A, B, C, bias_ptr,
    M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn, stride_bias,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    GROUP_SIZE_M: tl.constexpr, NUM_SMS: tl.constexpr, STREAMK_TILES: tl.constexpr,
    NUM_XCDS: tl.constexpr, BIAS: tl.constexpr, EVEN_K: tl.constexpr,
):
    pid = tl.program_id(0)
    if NUM_XCDS != 1:
        pid = (pid % NUM_XCDS) * (NUM_SMS // NUM_XCDS) + (pid // NUM_XCDS)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    iters_per_tile = tl.cdiv(K, BLOCK_SIZE_K)
    total_tiles = num_pid_m * num_pid_n
    total_full_tiles = total_tiles - STREAMK_TILES
    acc_dtype = tl.float32 if C.type.element_ty != tl.int8 else tl.int32

    for tile_id in range(pid, total_full_tiles, NUM_SMS):
        num_pid_in_group = GROUP_SIZE_M * num_pid_n
        group_id = tile_id // num_pid_in_group
        first_pid_m = group_id * GROUP_SIZE_M
        group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
        pid_m = first_pid_m + ((tile_id % num_pid_in_group) % group_size_m)
        pid_n = (tile_id % num_pid_in_group) // group_size_m
        rm = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
        rn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
        rk = tl.arange(0, BLOCK_SIZE_K)
        rm = tl.max_contiguous(tl.multiple_of(rm, BLOCK_SIZE_M), BLOCK_SIZE_M)
        rn = tl.max_contiguous(tl.multiple_of(rn, BLOCK_SIZE_N), BLOCK_SIZE_N)
        a_ptrs = A + rm[:, None] * stride_am + rk[None, :] * stride_ak
        b_ptrs = B + rk[:, None] * stride_bk + rn[None, :] * stride_bn
        if BIAS:
            bias = tl.load(bias_ptr + rm * stride_bias, mask=rm < M, other=0.0)
        loop_k = tl.cdiv(K, BLOCK_SIZE_K)
        if not EVEN_K:
            loop_k -= 1
        acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=acc_dtype)
        for _k in range(0, loop_k):
            a = tl.load(tl.multiple_of(a_ptrs, (1, 16)))
            b = tl.load(tl.multiple_of(b_ptrs, (16, 1)))
            acc += tl.dot(a, b)
            a_ptrs += BLOCK_SIZE_K * stride_ak
            b_ptrs += BLOCK_SIZE_K * stride_bk
        if not EVEN_K:
            rk = loop_k * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
            a_t = tl.multiple_of(A + rm[:, None] * stride_am + rk[None, :] * stride_ak, (1, 16))
            b_t = tl.multiple_of(B + rk[:, None] * stride_bk + rn[None, :] * stride_bn, (16, 1))
            a = tl.load(a_t, mask=rk[None, :] < K, other=0.0)
            b = tl.load(b_t, mask=rk[:, None] < K, other=0.0)
            acc += tl.dot(a, b)
        c = acc.to(C.type.element_ty)
        if BIAS:
            c += bias[:, None]
        c_ptrs = C + rm[:, None] * stride_cm + rn[None, :] * stride_cn
        tl.store(c_ptrs, c, mask=(rm < M)[:, None] & (rn < N)[None, :])

    tl.assume(pid >= 0)
    total_streamk_iters = STREAMK_TILES * iters_per_tile
    per_cu = total_streamk_iters // NUM_SMS
    extra = total_streamk_iters % NUM_SMS
    start_iter = total_full_tiles * iters_per_tile + pid * per_cu + tl.minimum(pid, extra)
    last_iter = total_full_tiles * iters_per_tile + (pid + 1) * per_cu + tl.minimum(pid + 1, extra)
    while start_iter < last_iter:
        remainder = start_iter % iters_per_tile
        end_iter = tl.minimum(start_iter + (iters_per_tile - remainder), last_iter)
        tile_id = start_iter // iters_per_tile
        num_pid_in_group = GROUP_SIZE_M * num_pid_n
        group_id = tile_id // num_pid_in_group
        first_pid_m = group_id * GROUP_SIZE_M
        group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
        pid_m = first_pid_m + ((tile_id % num_pid_in_group) % group_size_m)
        pid_n = (tile_id % num_pid_in_group) // group_size_m
        rm = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
        rn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
        rk = tl.arange(0, BLOCK_SIZE_K)
        rm = tl.max_contiguous(tl.multiple_of(rm, BLOCK_SIZE_M), BLOCK_SIZE_M)
        rn = tl.max_contiguous(tl.multiple_of(rn, BLOCK_SIZE_N), BLOCK_SIZE_N)
        a_ptrs = A + rm[:, None] * stride_am + rk[None, :] * stride_ak + BLOCK_SIZE_K * stride_ak * remainder
        b_ptrs = B + rk[:, None] * stride_bk + rn[None, :] * stride_bn + BLOCK_SIZE_K * stride_bk * remainder
        a_ptrs = tl.multiple_of(a_ptrs, (1, 16))
        b_ptrs = tl.multiple_of(b_ptrs, (16, 1))
        if BIAS:
            bias = tl.load(bias_ptr + rm * stride_bias, mask=rm < M, other=0.0)
        acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=acc_dtype)
        for current_iter in range(start_iter, end_iter):
            if EVEN_K:
                a = tl.load(a_ptrs)
                b = tl.load(b_ptrs)
            else:
                k_off = (current_iter % iters_per_tile) * BLOCK_SIZE_K
                k_mask = k_off + rk < K
                a = tl.load(a_ptrs, mask=k_mask[None, :], other=0.0)
                b = tl.load(b_ptrs, mask=k_mask[:, None], other=0.0)
            acc += tl.dot(a, b)
            a_ptrs += BLOCK_SIZE_K * stride_ak
            b_ptrs += BLOCK_SIZE_K * stride_bk
        c = acc.to(C.type.element_ty)
        if BIAS:
            c += bias[:, None]
        c_ptrs = C + rm[:, None] * stride_cm + rn[None, :] * stride_cn
        tl.atomic_add(c_ptrs, c, mask=(rm < M)[:, None] & (rn < N)[None, :], sem="relaxed")
        start_iter = end_iter
