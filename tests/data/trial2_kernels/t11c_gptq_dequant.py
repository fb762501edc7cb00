# Source: AutoGPTQ/AutoGPTQ, auto_gptq/nn_modules/triton_utils/dequant.py (dequant_kernel_248).
# Rewritten for the closing trial 11c: one flat element of the [infeatures, outfeatures] weight per lane; the
# packed int32 word, the act-order group index g_idx of its row (wrapped if negative, device_assert'ed), that
# group's scale and packed zero are gathered; (w - (z + 1)) * scale is stored as f32 under a tail mask.
import triton
import triton.language as tl


@triton.jit
def gptq_dequant(
    g_idx_ptr, scales_ptr, qweight_ptr, qzeros_ptr, out_ptr,
    numels,
    maxq: tl.constexpr, bits: tl.constexpr, outfeatures: tl.constexpr, num_groups: tl.constexpr,
    X_BLOCK: tl.constexpr,
):
    x = tl.program_id(0) * X_BLOCK + tl.arange(0, X_BLOCK)
    in_range = x < numels
    row = x // outfeatures
    col = x % outfeatures
    per_word: tl.constexpr = 32 // bits

    g = tl.load(g_idx_ptr + row, None, eviction_policy="evict_last")
    word = tl.load(qweight_ptr + (col + outfeatures * (row // per_word)), None)
    tl.device_assert(g >= 0, "g_idx out of bounds")
    grp = tl.where(g < 0, g + num_groups, g)
    scale = tl.load(scales_ptr + (col + outfeatures * grp), None).to(tl.float32)

    w = (word >> ((row % per_word) * bits)) & maxq
    zero_cols: tl.constexpr = outfeatures // per_word
    zword = tl.load(qzeros_ptr + (zero_cols * grp + col // per_word), None, eviction_policy="evict_last")
    z = ((zword >> ((col % per_word) * bits)) & maxq) + 1
    tl.store(out_ptr + x, scale * (w - z).to(tl.float32), mask=in_range)
