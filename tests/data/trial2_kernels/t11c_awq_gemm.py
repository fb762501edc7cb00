# Source: casper-hansen/AutoAWQ, awq/modules/triton/gemm.py (awq_gemm_kernel, itself after vLLM's awq_triton.py).
# Rewritten for the closing trial 11c: fp16 A [M, K] times an AWQ 4-bit B packed eight per int32 along N
# (qweight [K, N/8]); each K step loads one packed tile, spreads it to [BLOCK_K, BLOCK_N] with three
# tl.interleave, shifts out the nibbles in AWQ's reversed order, subtracts the group's zero point and scales;
# split-K programs on grid axis 1 add their partial tile into C with a fp16 tl.atomic_add.
import triton
import triton.language as tl


@triton.jit
def awq_gemm(
    a_ptr, b_ptr, c_ptr, zeros_ptr, scales_ptr,
    M, N, K, group_size,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, SPLIT_K: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    pid_k = tl.program_id(axis=1)
    n_tiles_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // n_tiles_n
    pid_n = pid % n_tiles_n
    acc_ty = c_ptr.type.element_ty
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=acc_ty)

    # AWQ packs nibbles in the order 0, 2, 4, 6, 1, 3, 5, 7: undo it with shifts [0, 16, 4, 20, 8, 24, 12, 28].
    order = ((tl.arange(0, 2) * 4)[None, :] + tl.arange(0, 4)[:, None]).reshape(8)
    shifts = tl.broadcast_to((order * 4)[None, :], (BLOCK_K * (BLOCK_N // 8), 8))
    shifts = tl.reshape(shifts, (BLOCK_K, BLOCK_N))

    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    row_ok = rows < M
    packed_cols = pid_n * (BLOCK_N // 8) + tl.arange(0, BLOCK_N // 8)
    packed_ok = packed_cols < N // 8
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    col_ok = cols < N

    ks = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + K * rows[:, None] + ks[None, :]
    b_ptrs = b_ptr + (N // 8) * ks[:, None] + packed_cols[None, :]

    for step in range(0, tl.cdiv(K, BLOCK_K * SPLIT_K)):
        k_ok = ks < K
        a = tl.load(a_ptrs, mask=row_ok[:, None] & k_ok[None, :], other=0.0)
        qb = tl.load(b_ptrs, mask=k_ok[:, None] & packed_ok[None, :], other=0)
        qb = tl.interleave(qb, qb)
        qb = tl.interleave(qb, qb)
        qb = tl.interleave(qb, qb)

        group = (BLOCK_K * SPLIT_K * step + pid_k * BLOCK_K) // group_size + tl.arange(0, 1)
        group_ok = group < K // group_size
        qz = tl.load(zeros_ptr + (N // 8) * group[:, None] + packed_cols[None, :],
                     mask=group_ok[:, None] & packed_ok[None, :], other=0)
        qz = tl.interleave(qz, qz)
        qz = tl.interleave(qz, qz)
        qz = tl.interleave(qz, qz)
        qz = tl.broadcast_to(qz, (BLOCK_K, BLOCK_N))
        sc = tl.load(scales_ptr + N * group[:, None] + cols[None, :],
                     mask=group_ok[:, None] & col_ok[None, :], other=0.0)
        sc = tl.broadcast_to(sc, (BLOCK_K, BLOCK_N))

        w = ((qb >> shifts) & 0xF) - ((qz >> shifts) & 0xF)
        b = (w * sc).to(acc_ty)
        acc = tl.dot(a, b, acc, out_dtype=acc_ty)

        ks += BLOCK_K * SPLIT_K
        a_ptrs += BLOCK_K * SPLIT_K
        b_ptrs += BLOCK_K * SPLIT_K * (N // 8)

    c_ptrs = c_ptr + N * rows[:, None] + cols[None, :]
    c_mask = row_ok[:, None] & col_ok[None, :]
    if SPLIT_K == 1:
        tl.store(c_ptrs, acc, mask=c_mask)
    else:
        tl.atomic_add(c_ptrs, acc, mask=c_mask)
