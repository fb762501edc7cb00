# Source: intel/auto-round, auto_round_extension/triton/triton_utils_zp/dequant.py (dequant_kernel_248). Rewritten
# for the closing trial 15c: GPTQ-style 2/4/8-bit weight dequantisation with act-order groups. One program per input
# row and column block: the row's group index is gathered from g_idx (negative wraps by num_groups), the packed int32
# weight word of the row is shifted by (row % (32 // bits)) * bits and masked with maxq, the packed zero point is
# gathered per column from qzeros[group, col // (32 // bits)] and shifted per column, the fp16 scale is gathered from
# scales[group, col]; out = scale * (w - (z + 1)). Changes: no device_assert; BLOCK_COLS is a free constexpr (upstream
# launches 32 // bits columns per program, 8 for 4 bits); the output is stored as fp16.
import triton
import triton.language as tl


@triton.jit
def ar_dequant(g_idx_ptr, scales_ptr, qweight_ptr, qzeros_ptr, out_ptr, maxq: tl.constexpr, bits: tl.constexpr,
               outfeatures: tl.constexpr, num_groups: tl.constexpr, BLOCK_COLS: tl.constexpr):
    row_idx = tl.program_id(0)
    col_block = tl.program_id(1)
    per_int: tl.constexpr = 32 // bits
    cols = col_block * BLOCK_COLS + tl.arange(0, BLOCK_COLS)
    col_mask = cols < outfeatures
    g_idx = tl.load(g_idx_ptr + row_idx, eviction_policy="evict_last")
    groups = tl.where(g_idx < 0, g_idx + num_groups, g_idx)
    qweights = tl.load(qweight_ptr + (cols + outfeatures * (row_idx // per_int)), mask=col_mask, other=0)
    weights = (qweights >> ((row_idx % per_int) * bits)) & maxq
    qzero_ncols: tl.constexpr = outfeatures // per_int
    qzeros = tl.load(qzeros_ptr + (qzero_ncols * groups + cols // per_int), mask=col_mask, other=0,
                     eviction_policy="evict_last")
    zeros = ((qzeros >> ((cols % per_int) * bits)) & maxq) + 1
    scales = tl.load(scales_ptr + (cols + outfeatures * groups), mask=col_mask, other=0).to(tl.float32)
    w = scales * (weights - zeros).to(tl.float32)
    tl.store(out_ptr + (row_idx * outfeatures + cols), w.to(tl.float16), mask=col_mask)
