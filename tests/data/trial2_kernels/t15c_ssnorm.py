# Source: GiftedNovaHD/triton-fun, norms/kernels/ssnorm_residual_fwd.py (_ssnorm_residual_fwd). Rewritten for the
# closing trial 15c: the fused forward of single-scale RMSNorm (Outlier-Safe Pre-Training) with a residual: one
# program per row loads x (and the residual input) as fp32 with evict_first, stores the sum, reduces the squares of the
# whole row (tl.sum over BLOCK), clamps the L2 norm by eps, stores 1/norm per row and writes y = r * inv_norm *
# (gamma + 1) * scale with the single scalar gamma. Changes: the row base is computed in i64 (rows * row_stride can
# pass 2**31); the residual and y stores cast to the output element type explicitly.
import triton
import triton.language as tl


@triton.jit
def ssnorm_fwd(x_ptr, residual_in_ptr, y_ptr, residual_out_ptr, inv_norm_ptr, gamma_ptr, row_stride, feature_dim,
               eps, scale, HAS_RESIDUAL_IN: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * row_stride
    cols = tl.arange(0, BLOCK)
    mask = cols < feature_dim
    x = tl.load(x_ptr + base + cols, mask=mask, other=0.0, eviction_policy="evict_first").to(tl.float32)
    if HAS_RESIDUAL_IN:
        r = tl.load(residual_in_ptr + base + cols, mask=mask, other=0.0, eviction_policy="evict_first")
        residual = x + r.to(tl.float32)
    else:
        residual = x
    tl.store(residual_out_ptr + base + cols, residual.to(residual_out_ptr.dtype.element_ty), mask=mask)
    norm = tl.sqrt(tl.sum(residual * residual, axis=0))
    inv_norm = 1.0 / tl.maximum(norm, eps)
    tl.store(inv_norm_ptr + row, inv_norm)
    gamma = (tl.load(gamma_ptr).to(tl.float32) + 1.0) * scale
    y = residual * inv_norm * gamma
    tl.store(y_ptr + base + cols, y.to(y_ptr.dtype.element_ty), mask=mask)
