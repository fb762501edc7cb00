# Source: facebookresearch/xformers, xformers/ops/_triton/k_scaled_index_add.py (scaled_index_add_bwd_kernel).
# Rewritten for the closing trial 11d: a 3-D launch grid (index block, row block, column block); source rows are read
# directly, grad_output rows through a loaded index vector (an indirect 3-D gather), a per-column scaling vector is
# broadcast, and two outputs are written: grad_source = alpha * grad_out * scaling and grad_scaling's per-element
# product alpha * grad_out * source (HAS_SCALING=True).
import triton
import triton.language as tl


@triton.jit
def scaled_index_add_bwd(grad_output_ptr, grad_source_ptr, grad_scaling_ptr, source_ptr, scaling_ptr, index_ptr,
                         alpha, num_src_indices, num_rows, num_cols, stride0, stride1, stride2,
                         BLOCK_SIZE_INDEX: tl.constexpr, BLOCK_SIZE_ROW: tl.constexpr, BLOCK_SIZE_COL: tl.constexpr,
                         HAS_SCALING: tl.constexpr):
    pid0 = tl.program_id(axis=0)
    pid1 = tl.program_id(axis=1)
    pid2 = tl.program_id(axis=2)
    rows = pid1 * BLOCK_SIZE_ROW + tl.arange(0, BLOCK_SIZE_ROW)
    cols = pid2 * BLOCK_SIZE_COL + tl.arange(0, BLOCK_SIZE_COL)
    src_idx = pid0 * BLOCK_SIZE_INDEX + tl.arange(0, BLOCK_SIZE_INDEX)
    offs = src_idx[:, None, None] * stride0 + rows[None, :, None] * stride1 + cols[None, None, :] * stride2
    mask = ((src_idx[:, None, None] < num_src_indices) & (rows[None, :, None] < num_rows)
            & (cols[None, None, :] < num_cols))
    source = tl.load(source_ptr + offs, mask=mask).to(tl.float32)
    out_idx = tl.load(index_ptr + src_idx, mask=src_idx < num_src_indices)
    g_offs = out_idx[:, None, None] * stride0 + rows[None, :, None] * stride1 + cols[None, None, :] * stride2
    grad_out = tl.load(grad_output_ptr + g_offs, mask=mask).to(tl.float32)
    if HAS_SCALING:
        scaling = tl.load(scaling_ptr + cols[None, None, :] * stride2, mask=cols[None, None, :] < num_cols)
        scaling = scaling.to(tl.float32)
        tl.store(grad_source_ptr + offs, alpha * grad_out * scaling, mask=mask)
        tl.store(grad_scaling_ptr + offs, alpha * grad_out * source, mask=mask)
    else:
        tl.store(grad_source_ptr + offs, alpha * grad_out, mask=mask)
