# Modeled on vllm-project/vllm vllm/attention/ops/triton_merge_attn_states.py (merge_attn_states_kernel: combine
# two partial attention outputs by their log-sum-exp); rewritten for the trial.
import triton
import triton.language as tl


@triton.jit
def merge_attn_states_kernel(output, output_lse, prefix_output, prefix_lse, suffix_output, suffix_lse,
                             HEAD_SIZE: tl.constexpr, PADDED_HEAD_SIZE: tl.constexpr, OUTPUT_LSE: tl.constexpr):
    token_idx = tl.program_id(0)
    num_tokens = tl.num_programs(0)
    head_idx = tl.program_id(1)
    num_heads = tl.num_programs(1)
    p_lse = tl.load(prefix_lse + head_idx * num_tokens + token_idx)
    s_lse = tl.load(suffix_lse + head_idx * num_tokens + token_idx)
    p_lse = float("-inf") if p_lse == float("inf") else p_lse
    s_lse = float("-inf") if s_lse == float("inf") else s_lse
    max_lse = tl.maximum(p_lse, s_lse)
    p_lse = p_lse - max_lse
    s_lse = s_lse - max_lse
    out_se = tl.exp(p_lse) + tl.exp(s_lse)
    if OUTPUT_LSE:
        out_lse = tl.log(out_se) + max_lse
        tl.store(output_lse + head_idx * num_tokens + token_idx, out_lse)
    head_arange = tl.arange(0, PADDED_HEAD_SIZE)
    head_mask = head_arange < HEAD_SIZE
    base = token_idx * num_heads * HEAD_SIZE + head_idx * HEAD_SIZE
    p_out = tl.load(prefix_output + base + head_arange, mask=head_mask)
    s_out = tl.load(suffix_output + base + head_arange, mask=head_mask)
    p_scale = tl.exp(p_lse) / out_se
    s_scale = tl.exp(s_lse) / out_se
    out = p_out * p_scale + s_out * s_scale
    tl.store(output + base + head_arange, out, mask=head_mask)
