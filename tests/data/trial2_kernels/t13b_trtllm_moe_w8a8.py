# Source: NVIDIA/TensorRT-LLM, tensorrt_llm/_torch/auto_deploy/custom_ops/fused_moe/triton_moe.py
# (fused_mlp_moe_kernel_w8a8 with _write_zeros_to_output). Rewritten for the closing trial 13b: an fp8 e4m3 grouped
# MoE GEMM. Token ids come from a sorted i64 list (gathered A rows, `// top_k`), clamped to the last valid token;
# one expert per M tile (an expert of -1 writes zeros and returns); B is [E, N, K] read as K x N; the K loop
# accumulates with tl.dot(acc=) and the per-tensor / per-expert scales are applied after the loop.
import triton
import triton.language as tl


@triton.jit
def moe_w8a8(a_ptr, b_ptr, c_ptr, topk_weights_ptr, sorted_token_ids_ptr, expert_ids_ptr,
             num_tokens_post_padded_ptr, N, K, EM, num_valid_tokens, stride_am, stride_ak, stride_be, stride_bk,
             stride_bn, stride_cm, stride_cn, a_scale_ptr, b_scale_ptr, BLOCK_SIZE_M: tl.constexpr,
             BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr,
             MUL_ROUTED_WEIGHT: tl.constexpr, top_k: tl.constexpr, compute_type: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(EM, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    in_group = GROUP_SIZE_M * num_pid_n
    first_m = (pid // in_group) * GROUP_SIZE_M
    group_m = min(num_pid_m - first_m, GROUP_SIZE_M)
    pid_m = first_m + ((pid % in_group) % group_m)
    pid_n = (pid % in_group) // group_m

    if pid_m * BLOCK_SIZE_M >= tl.load(num_tokens_post_padded_ptr):
        return
    offs_tid = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M).to(tl.int64)
    offs_token = tl.load(sorted_token_ids_ptr + offs_tid, mask=offs_tid < EM, other=num_valid_tokens)
    token_mask = offs_token < num_valid_tokens
    tok = tl.where(token_mask, offs_token, num_valid_tokens - 1)

    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * tok[:, None] + stride_cn * offs_cn[None, :]
    c_mask = token_mask[:, None] & (offs_cn[None, :] < N)

    expert = tl.load(expert_ids_ptr + pid_m).to(tl.int64)
    if expert == -1:
        tl.store(c_ptrs, tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=compute_type), mask=c_mask)
        return

    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N).to(tl.int64)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (tok[:, None] // top_k * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + expert * stride_be + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    a_scale = tl.load(a_scale_ptr)
    b_scale = tl.load(b_scale_ptr + expert)

    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=token_mask[:, None] & (offs_k[None, :] < K - k * BLOCK_SIZE_K), other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
        acc = tl.dot(a, b, acc=acc)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk

    out = (acc * a_scale * b_scale).to(compute_type)
    if MUL_ROUTED_WEIGHT:
        wt = tl.load(topk_weights_ptr + tok, mask=token_mask, other=0)
        out = out * wt[:, None]
    tl.store(c_ptrs, out, mask=c_mask)
