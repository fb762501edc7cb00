# Source: xlite-dev/LeetCUDA, kernels/openai-triton/merge-attn-states/triton_merge_attn_states.py
# (merge_attn_states_kernel_opt).
# Rewritten for trial 15d: the same split-KV merge (arXiv 2501.01005 section 2.2) of a prefix and a suffix partial
# attention output with their log-sum-exps; the autotune wrapper and the benchmark are dropped (num_warps is set per
# line of t15d_commands.sh), the row strides come as arguments instead of num_programs(1) * HEAD_SIZE so that a
# padded output works, and the inf -> -inf guard is a tl.where (the source used a Python conditional on a tensor).
import triton
import triton.language as tl


@triton.jit
def leet_merge_attn_states(
    output,  # [NUM_TOKENS, NUM_HEADS, HEAD_SIZE]
    output_lse,  # [NUM_HEADS, NUM_TOKENS]
    prefix_output,
    prefix_lse,
    suffix_output,
    suffix_lse,
    stride_tok,
    stride_head,
    HEAD_SIZE: tl.constexpr,
    PADDED_HEAD_SIZE: tl.constexpr,
    OUTPUT_LSE: tl.constexpr,
):
    token_idx = tl.program_id(0)
    num_tokens = tl.num_programs(0)
    head_idx = tl.program_id(1)

    p_lse = tl.load(prefix_lse + head_idx * num_tokens + token_idx, cache_modifier=".cg")
    s_lse = tl.load(suffix_lse + head_idx * num_tokens + token_idx, cache_modifier=".cg")
    p_lse = tl.where(p_lse == float("inf"), float("-inf"), p_lse)
    s_lse = tl.where(s_lse == float("inf"), float("-inf"), s_lse)

    max_lse = tl.maximum(p_lse, s_lse)
    p_se = tl.exp(p_lse - max_lse)
    s_se = tl.exp(s_lse - max_lse)
    out_se = p_se + s_se

    if OUTPUT_LSE:
        out_lse = tl.log(out_se) + max_lse
        tl.store(output_lse + head_idx * num_tokens + token_idx, out_lse)

    head_arange = tl.arange(0, PADDED_HEAD_SIZE)
    head_mask = head_arange < HEAD_SIZE
    row = token_idx * stride_tok + head_idx * stride_head
    p_out = tl.load(prefix_output + row + head_arange, mask=head_mask, cache_modifier=".cg")
    s_out = tl.load(suffix_output + row + head_arange, mask=head_mask, cache_modifier=".cg")
    p_scale = p_se / out_se
    s_scale = s_se / out_se
    out = p_out.to(tl.float32) * p_scale + s_out.to(tl.float32) * s_scale
    tl.store(output + row + head_arange, out.to(output.dtype.element_ty), mask=head_mask)
