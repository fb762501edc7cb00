# Source: openai/sparse_autoencoder, sparse_autoencoder/kernels.py (triton_sparse_transpose_dense_matmul_kernel).
# Rewritten for the closing trial 9c: sparse.T @ dense over COO entries sorted by output row; each program takes
# BLOCK_SIZE_AK entries, extracts entry `ind` of its register tiles with a masked tl.sum (no scalar indexing in
# Triton), accumulates v * dense[a, :] while the output row k stays the same, and flushes the running row with
# tl.atomic_add when k changes and at the end; tl.device_assert checks k < N.
import triton
import triton.language as tl


@triton.jit
def sae_sparse_t_dense(
    coo_indices_ptr, coo_values_ptr, dense_ptr, out_ptr,
    stride_da, B, N, AK,
    BLOCK_SIZE_AK: tl.constexpr, BLOCK_SIZE_B: tl.constexpr,
):
    pid_ak = tl.program_id(0)
    pid_b = tl.program_id(1)
    lane = tl.arange(0, BLOCK_SIZE_AK)
    offs_b = tl.arange(0, BLOCK_SIZE_B)
    entry = pid_ak * BLOCK_SIZE_AK + lane
    ok = entry < AK
    a_coords = tl.load(coo_indices_ptr + entry, mask=ok)
    k_coords = tl.load(coo_indices_ptr + AK + entry, mask=ok)
    values = tl.load(coo_values_ptr + entry, mask=ok)
    last_k = tl.min(k_coords)
    accum = tl.zeros((BLOCK_SIZE_B,), dtype=tl.float32)
    for ind in range(BLOCK_SIZE_AK):
        if ind + pid_ak * BLOCK_SIZE_AK < AK:
            pick = lane == ind
            a = tl.sum(tl.where(pick, a_coords, tl.zeros((BLOCK_SIZE_AK,), dtype=tl.int64)))
            k = tl.sum(tl.where(pick, k_coords, tl.zeros((BLOCK_SIZE_AK,), dtype=tl.int64)))
            v = tl.sum(tl.where(pick, values, tl.zeros((BLOCK_SIZE_AK,), dtype=tl.float32)))
            tl.device_assert(k < N)
            if k != last_k:
                tl.atomic_add(out_ptr + last_k * B + BLOCK_SIZE_B * pid_b + offs_b, accum,
                              mask=BLOCK_SIZE_B * pid_b + offs_b < B)
                accum *= 0
                last_k = k
            if v != 0:
                accum += v * tl.load(dense_ptr + a * stride_da + offs_b, mask=offs_b < B)
    tl.atomic_add(out_ptr + last_k * B + BLOCK_SIZE_B * pid_b + offs_b, accum,
                  mask=BLOCK_SIZE_B * pid_b + offs_b < B)
