# Source: meta-pytorch/tritonbench, tritonbench/operators/gemm/partition_k.py (_matmul_partition_k).
# Rewritten for the closing trial (9b): a partition-K GEMM, one program per (m, n, k-slice) in a grouped order; each
# k-slice of PK_SIZE is summed in a loop of unmasked dots and written as one plane of a [M, N, PK] f32 buffer
# through a rank-3 store (a later pass sums the PK planes). Wrap-around offsets (% M, % N, % K) instead of masks.
import triton
import triton.language as tl


@triton.jit
def partition_k_mm(
    a_ptr, b_ptr, c_buf_ptr,
    M, N, K, PK, PK_SIZE,
    stride_am, stride_ak, stride_bk, stride_bn,
    stride_cb_m, stride_cb_n, stride_cb_k,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    GROUP_SIZE_M: tl.constexpr,
):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_nk = num_pid_n * PK
    num_pid_in_group = GROUP_SIZE_M * num_pid_nk
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_nk = (pid % num_pid_in_group) // group_size_m
    pid_n = pid_nk // PK
    pid_pk = pid_nk % PK

    rows = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    cols = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    ks = (pid_pk * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)) % K
    a_tile = a_ptr + rows[:, None] * stride_am + ks[None, :] * stride_ak
    b_tile = b_ptr + ks[:, None] * stride_bk + cols[None, :] * stride_bn

    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for _ in range(0, tl.cdiv(PK_SIZE, BLOCK_SIZE_K)):
        a = tl.load(a_tile)
        b = tl.load(b_tile)
        acc += tl.dot(a, b)
        a_tile += PK_SIZE * stride_ak
        b_tile += PK_SIZE * stride_bk

    out_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    out_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    dst = (c_buf_ptr + stride_cb_m * out_m[:, None, None] + stride_cb_n * out_n[None, :, None]
           + stride_cb_k * pid_pk)
    tl.store(dst, acc[:, :, None])
