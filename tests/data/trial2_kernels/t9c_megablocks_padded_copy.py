# Source: databricks/megablocks, megablocks/backend/kernels.py (_padded_copy). Rewritten for the closing trial 9c:
# one program per (token, expert) assignment; the row of `a` and the padded row of `b` come from loaded indices
# (bin_ids, bins, padded_bins), tl.multiple_of / tl.max_contiguous hints on the row offsets, a column loop that
# scales by a loaded routing weight and casts to the output type (gather direction A_TO_B).
import triton
import triton.language as tl


@triton.jit
def padded_copy(
    a, b, indices, bin_ids, weights, bins, padded_bins,
    NUM_COLUMNS: tl.constexpr, TOP_K: tl.constexpr, BLOCK_X: tl.constexpr,
    A_TO_B: tl.constexpr, SCALE: tl.constexpr,
):
    index_a = tl.load(indices + tl.program_id(0))
    bin_idx = tl.load(bin_ids + tl.program_id(0))
    offset_in_bin = tl.program_id(0)
    if bin_idx > 0:
        offset_in_bin -= tl.load(bins + bin_idx - 1)
    index_b = offset_in_bin
    if bin_idx > 0:
        index_b += tl.load(padded_bins + bin_idx - 1)
    row_a = index_a // TOP_K if A_TO_B else index_a
    a += tl.multiple_of(row_a * NUM_COLUMNS, NUM_COLUMNS)
    b += tl.multiple_of(index_b * NUM_COLUMNS, NUM_COLUMNS)
    offsets = tl.max_contiguous(tl.arange(0, BLOCK_X), BLOCK_X)
    scale = tl.load(weights + index_a) if SCALE else 1
    src = a if A_TO_B else b
    dst = b if A_TO_B else a
    for _ in range(tl.cdiv(NUM_COLUMNS, BLOCK_X)):
        m = offsets < NUM_COLUMNS
        x = tl.load(src + offsets, mask=m)
        x = x.to(tl.float32) * scale.to(tl.float32)
        tl.store(dst + offsets, x.to(dst.dtype.element_ty), mask=m)
        offsets += BLOCK_X
