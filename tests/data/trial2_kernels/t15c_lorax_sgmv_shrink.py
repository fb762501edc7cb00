# Source: predibase/lorax, server/lorax_server/utils/ops/sgmv_shrink.py (_sgmv_shrink_kernel). Rewritten for the
# closing trial 15c: Punica's multi-LoRA "shrink" GEMM (X[seq, hidden] @ A[lora][hidden, rank]^T) as a grouped GEMM
# with split-K. Each program reads its sequence's length, start and LoRA index (-1: no LoRA, return early), gathers
# its rows through `offset_m % M` (with multiple_of / max_contiguous hints), walks K in steps of BLOCK_K * SPLIT_K and
# writes with tl.atomic_add when SPLIT_K > 1. Changes: the early exit uses `>=` (upstream's `>` lets one empty
# program run when M is a multiple of BLOCK_M); the LoRA weight index is widened to i64 before the l0 stride product;
# names are lower-case.
import triton
import triton.language as tl


@triton.jit
def lorax_sgmv_shrink(input_ptr, lora_ptr, out_ptr, N, K, b_seq_start_loc, seq_lens, lora_indices, scaling,
                      xm_stride, xk_stride, l0_stride, lora_k_stride, lora_n_stride, cm_stride, cn_stride,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      EVEN_K: tl.constexpr, SPLIT_K: tl.constexpr):
    pid = tl.program_id(axis=0)
    pid_sk = tl.program_id(axis=1)
    cur_batch = tl.program_id(axis=2)
    cta_n_num = tl.cdiv(N, BLOCK_N)
    pid_m = pid // cta_n_num
    pid_n = pid % cta_n_num
    M = tl.load(seq_lens + cur_batch)
    if pid_m * BLOCK_M >= M:
        return
    lora_index = tl.load(lora_indices + cur_batch)
    if lora_index == -1:
        return
    cur_seq_start = tl.load(b_seq_start_loc + cur_batch)
    offset_m = tl.arange(0, BLOCK_M) + pid_m * BLOCK_M
    offset_n = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N
    offset_k = pid_sk * BLOCK_K + tl.arange(0, BLOCK_K)
    ram = tl.max_contiguous(tl.multiple_of(offset_m % M, BLOCK_M), BLOCK_M)
    rbn = tl.max_contiguous(tl.multiple_of(offset_n % N, BLOCK_N), BLOCK_N)
    a_ptr = input_ptr + cur_seq_start * xm_stride + ram[:, None] * xm_stride + offset_k[None, :] * xk_stride
    b_ptr = (lora_ptr + l0_stride * lora_index.to(tl.int64) + rbn[None, :] * lora_k_stride
             + offset_k[:, None] * lora_n_stride)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K * SPLIT_K)):
        if EVEN_K:
            a = tl.load(a_ptr)
            b = tl.load(b_ptr)
        else:
            k_remaining = K - k * (BLOCK_K * SPLIT_K)
            a = tl.load(a_ptr, mask=offset_k[None, :] < k_remaining, other=0.0)
            b = tl.load(b_ptr, mask=offset_k[:, None] < k_remaining, other=0.0)
        acc += tl.dot(a, b)
        a_ptr += BLOCK_K * SPLIT_K * xk_stride
        b_ptr += BLOCK_K * SPLIT_K * lora_n_stride
    offset_cm = cur_seq_start + tl.arange(0, BLOCK_M) + pid_m * BLOCK_M
    offset_cn = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N
    c_ptr = out_ptr + offset_cm[:, None] * cm_stride + offset_cn[None, :] * cn_stride
    c_mask = (offset_cm[:, None] < (cur_seq_start + M)) & (offset_cn[None, :] < N)
    acc *= scaling
    if SPLIT_K == 1:
        tl.store(c_ptr, acc, mask=c_mask)
    else:
        tl.atomic_add(c_ptr, acc, mask=c_mask)
