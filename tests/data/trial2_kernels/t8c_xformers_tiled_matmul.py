# Source: facebookresearch/xformers, xformers/ops/_triton/tiled_matmul_kernels.py (_xformers_tiled_matmul_kernel).
# Rewritten for trial 8c: a 2 x 2 grid of operand tiles instead of 3 x 3 (A = [[A11, A12], [A21, A22]], same for B and
# C); the program picks its A/B/C base pointers and sizes with tl.where, grouped program order, split-K over
# program_id(1) whose K loop walks the K tiles of both column blocks and switches base pointer and strides per tile;
# EVEN_K loads without masks, an fp32 accumulator, and tl.atomic_add into C when SPLIT_K > 1.
import triton
import triton.language as tl


@triton.jit
def tiled_matmul_2x2(
    A11, A12, A21, A22,
    B11, B12, B21, B22,
    C11, C12, C21, C22,
    M1, M2, N1, N2, K1, K2,
    stride_am1, stride_am2, stride_ak1, stride_ak2,
    stride_bk1, stride_bk2, stride_bn1, stride_bn2,
    stride_cm1, stride_cm2, stride_cn1, stride_cn2,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr, SPLIT_K: tl.constexpr, EVEN_K: tl.constexpr,
):
    pid = tl.program_id(0)
    pid_k = tl.program_id(1)
    grid_m1 = tl.cdiv(M1, BLOCK_M)
    grid_m2 = tl.cdiv(M2, BLOCK_M)
    grid_n1 = tl.cdiv(N1, BLOCK_N)
    grid_n2 = tl.cdiv(N2, BLOCK_N)
    grid_m = grid_m1 + grid_m2
    grid_n = grid_n1 + grid_n2

    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // group_size

    A1 = tl.where(pid_m < grid_m1, A11, A21)
    A2 = tl.where(pid_m < grid_m1, A12, A22)
    B1 = tl.where(pid_n < grid_n1, B11, B12)
    B2 = tl.where(pid_n < grid_n1, B21, B22)
    C = tl.where(pid_m < grid_m1, tl.where(pid_n < grid_n1, C11, C12), tl.where(pid_n < grid_n1, C21, C22))
    M = tl.where(pid_m < grid_m1, M1, M2)
    N = tl.where(pid_n < grid_n1, N1, N2)
    stride_ak = tl.where(pid_m < grid_m1, stride_ak1, stride_ak2)
    stride_bk = tl.where(pid_n < grid_n1, stride_bk1, stride_bk2)
    stride_cm = tl.where(pid_m < grid_m1, stride_cm1, stride_cm2)
    stride_cn = tl.where(pid_n < grid_n1, stride_cn1, stride_cn2)
    pid_m = tl.where(pid_m < grid_m1, pid_m, pid_m - grid_m1)
    pid_n = tl.where(pid_n < grid_n1, pid_n, pid_n - grid_n1)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    grid_k1 = tl.cdiv(K1, BLOCK_K)
    grid_k2 = tl.cdiv(K2, BLOCK_K)
    for tile in range(pid_k, grid_k1 + grid_k2, SPLIT_K):
        A = tl.where(tile < grid_k1, A1, A2)
        B = tl.where(tile < grid_k1, B1, B2)
        K = tl.where(tile < grid_k1, K1, K2)
        stride_am = tl.where(tile < grid_k1, stride_am1, stride_am2)
        stride_bn = tl.where(tile < grid_k1, stride_bn1, stride_bn2)
        my_tile = tl.where(tile < grid_k1, tile, tile - grid_k1)
        rk = my_tile * BLOCK_K + tl.arange(0, BLOCK_K)
        a_ptrs = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak)
        b_ptrs = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn)
        if EVEN_K:
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
        else:
            a = tl.load(a_ptrs, mask=rk[None, :] < K, other=0.0)
            b = tl.load(b_ptrs, mask=rk[:, None] < K, other=0.0)
        acc += tl.dot(a, b, input_precision="ieee" if a.dtype == tl.float32 else None)
    acc = acc.to(C.dtype.element_ty)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    C = C + (rm[:, None] * stride_cm + rn[None, :] * stride_cn)
    mask = (rm < M)[:, None] & (rn < N)[None, :]
    if SPLIT_K == 1:
        tl.store(C, acc, mask=mask)
    else:
        tl.atomic_add(C, acc, mask=mask)
