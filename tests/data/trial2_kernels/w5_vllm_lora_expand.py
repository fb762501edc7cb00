# Source: vllm-project/vllm, vllm/lora/ops/triton_ops/lora_expand_op.py (_lora_expand_kernel) and
# kernel_utils.py (do_expand_kernel). Rewritten for the fifth trial: rank-16 LoRA B, a short K loop, the result
# added to the existing output (ADD_INPUTS) and cast to bf16.
import triton
import triton.language as tl


@triton.jit
def lora_expand_kernel(
    input_ptr, lora_ptr, out_ptr, M, N, K,
    token_indices_sorted_by_lora_ids, num_tokens_per_lora, lora_token_start_loc, lora_ids,
    input_d0_stride, input_d1_stride, lora_d0_stride, lora_d1_stride, lora_d2_stride,
    output_d0_stride, output_d1_stride,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    EVEN_K: tl.constexpr, ADD_INPUTS: tl.constexpr,
):
    cta_n_num = tl.cdiv(N, BLOCK_N)
    cta_m_num = tl.cdiv(M, BLOCK_M)
    pid_mn = tl.program_id(0)
    pid_m = pid_mn % cta_m_num
    pid_n = (pid_mn // cta_m_num) % cta_n_num
    lora_idx = tl.program_id(1)
    lora_id = tl.load(lora_ids + lora_idx)
    if lora_id == -1:
        return
    lora_m_size = tl.load(num_tokens_per_lora + lora_idx)
    cta_m_offset = pid_m * BLOCK_M
    if cta_m_offset >= lora_m_size:
        return
    cta_m_len = min(BLOCK_M, lora_m_size - cta_m_offset)
    lora_m_start = tl.load(lora_token_start_loc + lora_idx)
    seq_indices = token_indices_sorted_by_lora_ids + lora_m_start + cta_m_offset
    offset_m = tl.arange(0, BLOCK_M) % cta_m_len
    ram = tl.load(seq_indices + offset_m)
    offset_k = tl.arange(0, BLOCK_K)
    offset_n = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N
    rbn = tl.max_contiguous(tl.multiple_of(offset_n % N, BLOCK_N), BLOCK_N)
    a_ptr = input_ptr + ram[:, None] * input_d0_stride + offset_k[None, :] * input_d1_stride
    b_ptr = lora_ptr + lora_d0_stride * lora_id + offset_k[:, None] * lora_d2_stride + rbn[None, :] * lora_d1_stride
    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.cdiv(K, BLOCK_K)):
        if EVEN_K:
            tiled_a = tl.load(a_ptr)
            tiled_b = tl.load(b_ptr)
        else:
            tiled_a = tl.load(a_ptr, mask=offset_k[None, :] < K - k * BLOCK_K, other=0)
            tiled_b = tl.load(b_ptr, mask=offset_k[:, None] < K - k * BLOCK_K, other=0)
        tiled_a = tiled_a.to(lora_ptr.dtype.element_ty)
        accumulator += tl.dot(tiled_a, tiled_b)
        a_ptr += BLOCK_K * input_d1_stride
        b_ptr += BLOCK_K * lora_d2_stride
    tiled_c = accumulator.to(lora_ptr.dtype.element_ty)
    offset_cm = cta_m_offset + tl.arange(0, BLOCK_M)
    offset_cn = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N
    c_ptr = out_ptr + ram[:, None] * output_d0_stride + offset_cn[None, :] * output_d1_stride
    c_mask = (offset_cm[:, None] < (cta_m_offset + cta_m_len)) & (offset_cn[None, :] < N)
    if ADD_INPUTS:
        tiled_out = tl.load(c_ptr, mask=c_mask)
        tiled_c += tiled_out
    tl.store(c_ptr, tiled_c, mask=c_mask)
