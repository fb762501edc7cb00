# Source: huggingface/kernels-community, megablocks/torch-ext/megablocks/_grouped_gemm_triton/_triton_kernels/gmm.py
# (tgmm_persistent_kernel, itself from ROCm/aiter's GMM).
# Rewritten for the closing trial 12a: the transposed grouped GEMM of an MoE backward, out[g] = lhs[:, rows of
# group g]^T-style (K x m) @ rhs[rows of g] (m x N), persistent over GRID_DIM programs: a loop over the G groups
# (sizes loaded from group_sizes), a while loop over this program's tiles of the group (grouped tile order,
# XCD remapping dropped), a K-tile x N-tile dot loop over full BLOCK_SIZE_M row blocks plus a masked remainder,
# a bias-gradient row sum (tl.sum over M) and tl.atomic_add(sem="relaxed") of it for the first N tile.
import triton
import triton.language as tl


@triton.jit
def tgmm_persistent(lhs_ptr, rhs_ptr, group_sizes_ptr, out_ptr, bias_grad_ptr, M, K, N, G,
                    TRANS_LHS: tl.constexpr, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                    BLOCK_SIZE_N: tl.constexpr, GROUP_SIZE: tl.constexpr, GRID_DIM: tl.constexpr,
                    COMPUTE_BIAS_GRAD: tl.constexpr):
    tl.assume(M > 0)
    tl.assume(K > 0)
    tl.assume(N > 0)
    tl.assume(G > 0)
    num_k_tiles = tl.cdiv(K, BLOCK_SIZE_K)
    num_n_tiles = tl.cdiv(N, BLOCK_SIZE_N)
    num_tiles = num_k_tiles * num_n_tiles
    tile = tl.program_id(0)
    last_mm_tile = 0
    last_m = 0
    for g in range(G):
        m = tl.load(group_sizes_ptr + g)
        while tile >= last_mm_tile and tile < last_mm_tile + num_tiles:
            t = tile - last_mm_tile
            per_group = GROUP_SIZE * num_n_tiles
            first_k = (t // per_group) * GROUP_SIZE
            rows_here = min(num_k_tiles - first_k, GROUP_SIZE)
            tile_k = first_k + (t % rows_here)
            tile_n = (t % per_group) // rows_here
            offs_k = (tile_k.to(tl.int64) * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)) % K
            offs_n = (tile_n.to(tl.int64) * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
            offs_m = tl.arange(0, BLOCK_SIZE_M).to(tl.int64)
            if TRANS_LHS:
                lhs_ptrs = lhs_ptr + offs_k[:, None] + (last_m + offs_m[None, :]) * K
            else:
                lhs_ptrs = lhs_ptr + offs_k[:, None] * M + (last_m + offs_m[None, :])
            rhs_ptrs = rhs_ptr + (last_m + offs_m[:, None]) * N + offs_n[None, :]
            full = tl.cdiv(m, BLOCK_SIZE_M)
            exact = m % BLOCK_SIZE_M == 0
            if not exact:
                full -= 1
            acc = tl.zeros((BLOCK_SIZE_K, BLOCK_SIZE_N), dtype=tl.float32)
            bias_acc = tl.zeros((BLOCK_SIZE_K,), dtype=tl.float32)
            for _ in range(0, full):
                lhs = tl.load(lhs_ptrs)
                rhs = tl.load(rhs_ptrs)
                acc = tl.dot(lhs, rhs, acc=acc)
                if COMPUTE_BIAS_GRAD and tile_n == 0:
                    bias_acc += tl.sum(lhs, axis=1)
                if TRANS_LHS:
                    lhs_ptrs += BLOCK_SIZE_M * K
                else:
                    lhs_ptrs += BLOCK_SIZE_M
                rhs_ptrs += BLOCK_SIZE_M * N
            if not exact:
                offs_m = full.to(tl.int64) * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
                lhs = tl.load(lhs_ptrs, mask=offs_m[None, :] < m, other=0)
                rhs = tl.load(rhs_ptrs, mask=offs_m[:, None] < m, other=0)
                acc = tl.dot(lhs, rhs, acc=acc)
                if COMPUTE_BIAS_GRAD and tile_n == 0:
                    bias_acc += tl.sum(lhs, axis=1)
            out_k = tile_k.to(tl.int64) * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
            out_n = tile_n.to(tl.int64) * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
            out_ptrs = out_ptr + g.to(tl.int64) * K * N + out_k[:, None] * N + out_n[None, :]
            tl.store(out_ptrs, acc.to(out_ptr.type.element_ty), mask=(out_k[:, None] < K) & (out_n[None, :] < N))
            if COMPUTE_BIAS_GRAD and tile_n == 0:
                tl.atomic_add(bias_grad_ptr + g.to(tl.int64) * K + out_k, bias_acc, mask=out_k < K, sem="relaxed")
            tile += GRID_DIM
        last_mm_tile += num_tiles
        last_m += m
