# Source: ELS-RD/kernl, src/kernl/implementations/layer_norm.py (_layer_norm_fwd_fused_single_pass).
# Rewritten for the closing trial (helper AK, docs/trial8a.md): one row per program, a first loop that merges
# per-block mean and sum of squares (Welford/Chan update with masks, evict_last), a second loop that normalizes,
# scales and adds the bias (evict_first), column stride as an argument; mean and rstd stored per row.
import triton
import triton.language as tl


@triton.jit
def layer_norm_welford(
    out_ptr, a_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr,
    out_row_stride, out_col_stride, a_row_stride, a_col_stride,
    N, eps,
    HAS_BIAS: tl.constexpr, BLOCK_SIZE: tl.constexpr,
):
    row = tl.program_id(0)
    a_row = row * a_row_stride
    offs = tl.arange(0, BLOCK_SIZE)
    mean = 0.0
    var = 0.0
    for start in range(0, N, BLOCK_SIZE):
        end = tl.minimum(start + BLOCK_SIZE, N)
        count = end - start
        cols = start + offs
        in_row = cols < N
        a = tl.load(a_ptr + a_row + cols * a_col_stride, mask=in_row, other=0.0,
                    eviction_policy="evict_last").to(tl.float32)
        block_mean = tl.sum(a, axis=0) / count
        delta = block_mean - mean
        block_m2 = tl.sum((a - block_mean) * a, axis=0)
        mean += tl.sum((a - mean) * in_row, axis=0) / end
        var += block_m2 + delta * delta * (start * count) / end
    var /= N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for start in range(0, N, BLOCK_SIZE):
        cols = start + offs
        in_row = cols < N
        w = tl.load(w_ptr + cols, mask=in_row)
        a = tl.load(a_ptr + a_row + cols * a_col_stride, mask=in_row, other=0.0,
                    eviction_policy="evict_first").to(tl.float32)
        y = (a - mean) * rstd * w
        if HAS_BIAS:
            y = y + tl.load(b_ptr + cols, mask=in_row)
        tl.store(out_ptr + row * out_row_stride + cols * out_col_stride, y, mask=in_row)
