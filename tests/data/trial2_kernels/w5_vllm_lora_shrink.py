# Source: vllm-project/vllm, vllm/lora/ops/triton_ops/lora_shrink_op.py (_lora_shrink_kernel) and
# kernel_utils.py (do_shrink_kernel). Rewritten for the fifth trial: one LoRA slice, tokens gathered through a
# sorted index, split-K dot loop over the hidden size, fp32 atomic add of the partial sums when SPLIT_K > 1.
import triton
import triton.language as tl


@triton.jit
def lora_shrink_kernel(
    input_ptr, lora_ptr, out_ptr, M, N, K,
    token_indices_sorted_by_lora_ids, num_tokens_per_lora, lora_token_start_loc, lora_ids, scaling,
    input_d0_stride, input_d1_stride, lora_d0_stride, lora_d1_stride, lora_d2_stride,
    output_d0_stride, output_d1_stride,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    EVEN_K: tl.constexpr, SPLIT_K: tl.constexpr,
):
    cta_n_num = tl.cdiv(N, BLOCK_N)
    cta_m_num = tl.cdiv(M, BLOCK_M)
    pid_sk_m_n = tl.program_id(0)
    pid_sk = pid_sk_m_n % SPLIT_K
    pid_m = (pid_sk_m_n // SPLIT_K) % cta_m_num
    pid_n = pid_sk_m_n // (SPLIT_K * cta_m_num) % cta_n_num
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
    offset_n = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N
    rbn = tl.max_contiguous(tl.multiple_of(offset_n % N, BLOCK_N), BLOCK_N)
    offset_k = pid_sk * BLOCK_K + tl.arange(0, BLOCK_K)
    a_ptr = input_ptr + ram[:, None] * input_d0_stride + offset_k[None, :] * input_d1_stride
    b_ptr = lora_ptr + lora_d0_stride * lora_id + rbn[None, :] * lora_d1_stride + offset_k[:, None] * lora_d2_stride
    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K * SPLIT_K)):
        if EVEN_K:
            tiled_a = tl.load(a_ptr)
            tiled_b = tl.load(b_ptr)
        else:
            k_left = K - k * (BLOCK_K * SPLIT_K)
            tiled_a = tl.load(a_ptr, mask=offset_k[None, :] < k_left, other=0.0)
            tiled_b = tl.load(b_ptr, mask=offset_k[:, None] < k_left, other=0.0)
        accumulator += tl.dot(tiled_a, tiled_b)
        a_ptr += BLOCK_K * SPLIT_K * input_d1_stride
        b_ptr += BLOCK_K * SPLIT_K * lora_d2_stride
    accumulator *= scaling
    offset_cm = cta_m_offset + tl.arange(0, BLOCK_M)
    offset_cn = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N
    c_ptr = out_ptr + ram[:, None] * output_d0_stride + offset_cn[None, :] * output_d1_stride
    c_mask = (offset_cm[:, None] < (cta_m_offset + cta_m_len)) & (offset_cn[None, :] < N)
    if SPLIT_K == 1:
        tl.store(c_ptr, accumulator, mask=c_mask)
    else:
        tl.atomic_add(c_ptr, accumulator, mask=c_mask, sem="relaxed")
