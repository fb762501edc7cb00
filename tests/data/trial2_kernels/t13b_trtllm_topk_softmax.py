# Source: NVIDIA/TensorRT-LLM, tensorrt_llm/_torch/auto_deploy/custom_ops/fused_moe/triton_routing.py
# (_fused_topk_softmax_kernel). Rewritten for the closing trial 13b: MoE routing, one program per token. The token's
# expert logits are loaded once (-inf outside num_experts); a tl.static_range loop of TOP_K steps takes the row max,
# its smallest index (a tl.min over a where), writes both into slot k of BLOCK_K-wide registers and knocks the winner
# out; then a softmax over the k picked logits, stored as f32 weights and i32 indices with a `< TOP_K` mask.
import triton
import triton.language as tl


@triton.jit
def topk_softmax(logits_ptr, weights_ptr, indices_ptr, num_tokens, num_experts, stride_lt, stride_le, stride_wt,
                 stride_wk, stride_it, stride_ik, BLOCK_E: tl.constexpr, TOP_K: tl.constexpr,
                 BLOCK_K: tl.constexpr):
    token = tl.program_id(0)
    if token >= num_tokens:
        return
    offs_e = tl.arange(0, BLOCK_E)
    logits = tl.load(logits_ptr + token * stride_lt + offs_e * stride_le, mask=offs_e < num_experts,
                     other=float("-inf")).to(tl.float32)

    offs_k = tl.arange(0, BLOCK_K)
    top_vals = tl.full([BLOCK_K], float("-inf"), dtype=tl.float32)
    top_idx = tl.zeros([BLOCK_K], dtype=tl.int32)
    for k in tl.static_range(TOP_K):
        best = tl.max(logits, axis=0)
        first = tl.min(tl.where(logits == best, offs_e, BLOCK_E), axis=0)
        slot = offs_k == k
        top_vals = tl.where(slot, best, top_vals)
        top_idx = tl.where(slot, first.to(tl.int32), top_idx)
        logits = tl.where(offs_e == first, float("-inf"), logits)

    e = tl.exp(top_vals - tl.max(top_vals, axis=0))
    probs = e / tl.sum(e, axis=0)
    keep = offs_k < TOP_K
    tl.store(weights_ptr + token * stride_wt + offs_k * stride_wk, probs, mask=keep)
    tl.store(indices_ptr + token * stride_it + offs_k * stride_ik, top_idx, mask=keep)
