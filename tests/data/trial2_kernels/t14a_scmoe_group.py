# Source: shawntan/scattermoe, scattermoe/triton_implementation/kernels.py (group_triton_kernel). Rewritten for the
# closing trial 14a: the MoE "group" copy that gathers token rows into expert order, src row = grouped_idx[n] //
# FAN_OUT, optionally scaled by a per-row routing coefficient, over a K loop of [BLOCK_N, BLOCK_K] tiles whose last
# tile is masked when K is not a multiple of BLOCK_K. Changes: the wrapped `N_blk % N` index keeps its max_contiguous
# / multiple_of hints; the coefficient is loaded with other=0 and cast to the tile's dtype before the product.
import triton
import triton.language as tl


@triton.jit
def scmoe_group(src_ptr, stride_sn, stride_sk, coeff_ptr, FAN_OUT, tgt_ptr, stride_tn, stride_ti,
                grouped_idx_ptr, N, K: tl.constexpr, HAS_COEFF: tl.constexpr, BLOCK_N: tl.constexpr,
                BLOCK_K: tl.constexpr):
    pid = tl.program_id(axis=0)
    n_blk = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    n_mask = n_blk < N
    n_blk = tl.max_contiguous(tl.multiple_of(n_blk % N, BLOCK_N), BLOCK_N)
    n_idx = tl.load(grouped_idx_ptr + n_blk, mask=n_mask, other=0)
    k_blk = tl.arange(0, BLOCK_K)
    src_ptrs = src_ptr + (n_idx // FAN_OUT)[:, None] * stride_sn + k_blk[None, :] * stride_sk
    tgt_ptrs = tgt_ptr + n_blk[:, None] * stride_tn + k_blk[None, :] * stride_ti
    if HAS_COEFF:
        c = tl.load(coeff_ptr + n_idx, mask=n_mask, other=0.0)[:, None]
    iters = tl.cdiv(K, BLOCK_K)
    for i in range(0, iters):
        if K % BLOCK_K == 0:
            block = tl.load(src_ptrs, mask=n_mask[:, None], other=0.0)
            if HAS_COEFF:
                block = (block * c).to(tgt_ptr.dtype.element_ty)
            tl.store(tgt_ptrs, block, mask=n_mask[:, None])
        else:
            k_mask = (i * BLOCK_K + k_blk) < K
            mask = n_mask[:, None] & k_mask[None, :]
            block = tl.load(src_ptrs, mask=mask, other=0.0)
            if HAS_COEFF:
                block = (block * c).to(tgt_ptr.dtype.element_ty)
            tl.store(tgt_ptrs, block, mask=mask)
        src_ptrs += BLOCK_K * stride_sk
        tgt_ptrs += BLOCK_K * stride_ti
