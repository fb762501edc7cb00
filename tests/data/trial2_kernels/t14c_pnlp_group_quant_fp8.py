# Source: PaddlePaddle/PaddleNLP, paddlenlp/ops/triton_ops/fused_moe_dg.py (_per_token_group_quant_fp8_kernel).
# Rewritten for the closing trial 14c: per-token-group fp8 quantization for DeepGEMM. Each program takes BLOCK_M
# groups of BLOCK_N = 128 contiguous bf16 values (the flattened [rows, cols] activation), computes each group's
# absmax (clamped to eps), scales into [fp8_min, fp8_max], stores the fp8 values (e4m3: tl.float8e4nv on cuda and
# gfx950, the fnuz tl.float8e4b8 on gfx942, chosen by the output pointer's dtype) and one fp32 scale per group,
# either row-major or transposed to [cols / 128, rows] (TRANSPOSE_SCALE: a strided scatter of the scales). Upstream
# stored the scales without the row mask, writing past the scale tensor on the last program: here it is masked.
import triton
import triton.language as tl


@triton.jit
def pnlp_group_quant_fp8(y_ptr, y_q_ptr, y_s_ptr, flatten_num_blocks, num_rows, eps, fp8_min, fp8_max,
                         TRANSPOSE_SCALE: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    blocks = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    groups = tl.arange(0, BLOCK_N)
    row_in = blocks < flatten_num_blocks
    offs = blocks[:, None] * BLOCK_N + groups[None, :]
    y = tl.load(y_ptr + offs, mask=row_in[:, None], other=0.0).to(tl.float32)
    absmax = tl.maximum(tl.max(tl.abs(y), axis=1), eps)
    y_s = absmax / fp8_max
    y_q = tl.clamp(y / y_s[:, None], fp8_min, fp8_max).to(y_q_ptr.dtype.element_ty)
    tl.store(y_q_ptr + offs, y_q, mask=row_in[:, None])
    if TRANSPOSE_SCALE:
        col_blocks = flatten_num_blocks // num_rows
        new_rows = blocks // col_blocks
        new_cols = blocks % col_blocks
        tl.store(y_s_ptr + new_rows + new_cols * num_rows, y_s, mask=row_in)
    else:
        tl.store(y_s_ptr + blocks, y_s, mask=row_in)
