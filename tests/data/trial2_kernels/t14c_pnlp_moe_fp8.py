# Source: PaddlePaddle/PaddleNLP, paddlenlp/ops/triton_ops/fused_moe_dg.py (fused_moe_kernel_paddle).
# Rewritten for the closing trial 14c: the fused-MoE expert GEMM with block-wise fp8 (w8a8) quantization only (the
# upstream's int8-w8a16 and per-tensor branches are dropped). Grouped pid ordering; programs past the padded token
# count return early; the token rows are gathered through sorted_token_ids (offs_token // top_k picks the source
# row of A); the expert's B [E, N, K] is read as [K, N] tiles with stride_bk = 1; the K loop (masked on the K tail
# unless EVEN_K) loads one fp32 activation scale per token and one weight scale per 128-wide N group each step and
# scales each partial tl.dot before accumulating; the routed weight multiplies the fp32 accumulator; bf16 store.
# Upstream's `offs_bn % N` wrap is kept for the loads; the store is masked on N.
import triton
import triton.language as tl


@triton.jit
def pnlp_moe_fp8(a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, topk_weights_ptr, sorted_token_ids_ptr,
                 expert_ids_ptr, num_tokens_post_padded_ptr, N, K, EM, num_valid_tokens,
                 stride_am, stride_be, stride_bn, stride_cm, stride_asm, stride_bse, stride_bsn,
                 group_n: tl.constexpr, group_k: tl.constexpr, BLOCK_SIZE_M: tl.constexpr,
                 BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr,
                 MUL_ROUTED_WEIGHT: tl.constexpr, top_k: tl.constexpr, EVEN_K: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(EM, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    first_pid_m = (pid // num_pid_in_group) * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    num_tokens_post_padded = tl.load(num_tokens_post_padded_ptr)
    if pid_m * BLOCK_SIZE_M >= num_tokens_post_padded:
        return
    offs_token_id = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_token = tl.load(sorted_token_ids_ptr + offs_token_id)
    token_mask = offs_token < num_valid_tokens
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_token[:, None] // top_k * stride_am + offs_k[None, :])
    off_expert = tl.load(expert_ids_ptr + pid_m)
    b_ptrs = b_ptr + off_expert * stride_be + (offs_k[:, None] + offs_bn[None, :] * stride_bn)
    a_scale_ptrs = a_scale_ptr + (offs_token // top_k) * stride_asm
    b_scale_ptrs = b_scale_ptr + off_expert * stride_bse + (offs_bn // group_n) * stride_bsn
    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        if EVEN_K:
            a = tl.load(a_ptrs, mask=token_mask[:, None], other=0.0)
            b = tl.load(b_ptrs)
        else:
            k_in = offs_k < K - k * BLOCK_SIZE_K
            a = tl.load(a_ptrs, mask=token_mask[:, None] & k_in[None, :], other=0.0)
            b = tl.load(b_ptrs, mask=k_in[:, None], other=0.0)
        offs_ks = (k * BLOCK_SIZE_K) // group_k
        a_scale = tl.load(a_scale_ptrs + offs_ks, mask=token_mask, other=0.0)
        b_scale = tl.load(b_scale_ptrs + offs_ks)
        accumulator += tl.dot(a, b) * a_scale[:, None] * b_scale[None, :]
        a_ptrs += BLOCK_SIZE_K
        b_ptrs += BLOCK_SIZE_K
    if MUL_ROUTED_WEIGHT:
        moe_weight = tl.load(topk_weights_ptr + offs_token, mask=token_mask, other=0)
        accumulator = accumulator * moe_weight[:, None]
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * offs_token[:, None] + offs_cn[None, :]
    tl.store(c_ptrs, accumulator.to(tl.bfloat16), mask=token_mask[:, None] & (offs_cn[None, :] < N))
