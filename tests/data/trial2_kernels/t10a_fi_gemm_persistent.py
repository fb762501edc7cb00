# Source: flashinfer-ai/flashinfer, flashinfer/triton/kernels/sm_constraint_gemm.py (gemm_kernel_persistent).
# Rewritten for the closing trial 10a: a persistent GEMM over NUM_SMS programs; the tile loop is
# tl.range(..., flatten=True), so Triton fuses it with the inner K loop (tritongpu-fuse-nested-loops); rows and
# columns past M/N are clamped to 0 with tl.where and hinted contiguous, the K tail is masked, and the epilogue reads
# C back for alpha * acc + beta * C through a second tile counter (the upstream work-around for a Blackwell
# pipelining bug), cast to C's dtype. WARP_SPECIALIZE (not upstream) adds warp_specialize to the tile loop.
import triton
import triton.language as tl


@triton.jit
def _tile_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M: tl.constexpr):
    group_id = tile_id // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    return first_pid_m + (tile_id % group_size_m), (tile_id % num_pid_in_group) // group_size_m


@triton.jit
def gemm_persistent(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                    alpha, beta, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                    GROUP_SIZE_M: tl.constexpr, NUM_SMS: tl.constexpr, WARP_SPECIALIZE: tl.constexpr = False):
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    k_tiles = tl.cdiv(K, BLOCK_SIZE_K)
    num_tiles = num_pid_m * num_pid_n
    tile_id_c = start_pid - NUM_SMS
    offs_k_for_mask = tl.arange(0, BLOCK_SIZE_K)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n

    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=True, warp_specialize=WARP_SPECIALIZE):
        pid_m, pid_n = _tile_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M)
        offs_am = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
        offs_bn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        offs_am = tl.where(offs_am < M, offs_am, 0)
        offs_bn = tl.where(offs_bn < N, offs_bn, 0)
        offs_am = tl.max_contiguous(tl.multiple_of(offs_am, BLOCK_SIZE_M), BLOCK_SIZE_M)
        offs_bn = tl.max_contiguous(tl.multiple_of(offs_bn, BLOCK_SIZE_N), BLOCK_SIZE_N)
        acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for ki in range(k_tiles):
            offs_k = ki * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
            a = tl.load(a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak),
                        mask=offs_k_for_mask[None, :] < K - ki * BLOCK_SIZE_K, other=0.0)
            b = tl.load(b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn),
                        mask=offs_k_for_mask[:, None] < K - ki * BLOCK_SIZE_K, other=0.0)
            acc = tl.dot(a, b, acc)
        tile_id_c += NUM_SMS
        pid_m, pid_n = _tile_pid(tile_id_c, num_pid_in_group, num_pid_m, GROUP_SIZE_M)
        offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
        offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
        c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
        c = acc.to(c_ptr.dtype.element_ty)
        c = alpha * c + beta * tl.load(c_ptrs, mask=c_mask)
        tl.store(c_ptrs, c, mask=c_mask)
