# Source: predibase/lorax, server/lorax_server/utils/ops/bgmv_expand.py (_bgmv_expand_kernel). Rewritten for the
# closing trial 15c: Punica's batched GEMV "expand" (one decode token per program row: y[b, :] += x[b, :rank] @
# B[lora[b]][:, :rank]^T). The rank-wide input row is loaded once, optionally cast to the weight dtype, then a loop over
# the program's slice of N (SPLIT_N slices) loads [BLOCK_N, BLOCK_K] weight tiles at a gathered LoRA index, reduces
# them with tl.sum along K and read-modify-writes the output. Changes: the LoRA index is widened to i64 before the
# l0 stride product; `tl.max_contiguous` is applied to the offsets used for both the weights and the output; names
# are lower-case.
import triton
import triton.language as tl


@triton.jit
def lorax_bgmv_expand(input_ptr, lora_ptr, out_ptr, N, K, lora_indices, xm_stride, xk_stride, l0_stride,
                      lora_k_stride, lora_n_stride, cm_stride, cn_stride, BLOCK_N: tl.constexpr,
                      BLOCK_K: tl.constexpr, SPLIT_N: tl.constexpr, EVEN_K: tl.constexpr,
                      ADD_INPUTS: tl.constexpr, CAST_TYPE: tl.constexpr):
    pid_sn = tl.program_id(axis=0)
    cur_batch = tl.program_id(axis=1)
    lora_index = tl.load(lora_indices + cur_batch)
    if lora_index == -1:
        return
    offset_k = tl.arange(0, BLOCK_K)
    offset_n = tl.arange(0, BLOCK_N)
    if EVEN_K:
        x = tl.load(input_ptr + cur_batch * xm_stride + offset_k * xk_stride)
    else:
        x = tl.load(input_ptr + cur_batch * xm_stride + offset_k * xk_stride, mask=offset_k < K, other=0)
    split_n_length = tl.cdiv(N, SPLIT_N)
    if CAST_TYPE:
        x = x.to(lora_ptr.dtype.element_ty)
    b_ptr = lora_ptr + l0_stride * lora_index.to(tl.int64) + pid_sn * split_n_length * lora_k_stride
    c_ptr = out_ptr + cur_batch * cm_stride + pid_sn * split_n_length
    for n in range(0, split_n_length, BLOCK_N):
        current_n = tl.max_contiguous(n + offset_n, BLOCK_N)
        b_mask = (current_n[:, None] < split_n_length) & (offset_k[None, :] < K)
        c_mask = current_n < split_n_length
        w = tl.load(b_ptr + current_n[:, None] * lora_k_stride + offset_k[None, :] * lora_n_stride,
                    mask=b_mask, other=0.0)
        if ADD_INPUTS:
            old = tl.load(c_ptr + current_n * cn_stride, mask=c_mask)
            acc = tl.sum(x[None, :] * w, 1) + old
        else:
            acc = tl.sum(x[None, :] * w, 1)
        tl.store(c_ptr + current_n * cn_stride, acc, mask=c_mask)
