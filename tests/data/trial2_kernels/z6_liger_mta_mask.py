# Source: linkedin/Liger-Kernel, src/liger_kernel/ops/multi_token_attention.py (_mask_fwd_kernel).
# Rewritten for the trial: causal fill of a [B, L, L] score tensor with mask_val above the diagonal, 2-D tiles,
# elementwise only (no dot), masked edges since L is not a multiple of the tile.
import triton
import triton.language as tl


@triton.jit
def mta_mask_fwd(
    scores_ptr, out_ptr,
    stride_b, stride_m, stride_n,
    L, mask_val,
    BLOCK: tl.constexpr,
):
    batch_id = tl.program_id(2)
    row_blk = tl.program_id(0)
    col_blk = tl.program_id(1)
    row_idx = row_blk * BLOCK + tl.arange(0, BLOCK)
    col_idx = col_blk * BLOCK + tl.arange(0, BLOCK)
    in_bounds = (row_idx[:, None] < L) & (col_idx[None, :] < L)
    base = scores_ptr + batch_id * stride_b
    offs = row_idx[:, None] * stride_m + col_idx[None, :] * stride_n
    future = col_idx[None, :] > row_idx[:, None]
    s = tl.load(base + offs, mask=in_bounds & ~future, other=0.0)
    out = tl.where(future, mask_val, s)
    tl.store(out_ptr + batch_id * stride_b + offs, out, mask=in_bounds)
