# Source: NVIDIA/TransformerEngine, transformer_engine/common/triton/permutation.py (_unpermute_kernel).
# Rewritten for the closing trial (9b): MoE unpermute, one program per (token, hidden block); a tl.range loop over
# the token's data-dependent number of routed experts gathers each expert's output row (i64 row offsets), weights it
# by the merging probability and accumulates in f32; program column 0 also scatters the permuted probabilities
# back into a [tokens, experts] grid it first zero-fills. LOOP_STAGES is tl.range's num_stages: None (upstream, the
# loop unmarked) or 2 and 3 (a variant of this trial: AMD's pipeliner then prefetches the loop's loads into registers).
import triton
import triton.language as tl


@triton.jit
def moe_unpermute(
    input_ptr, row_id_map_ptr, merging_probs_ptr, permuted_probs_ptr,
    stride_map_token, stride_map_expert,
    stride_in_token, stride_in_hidden,
    stride_out_token, stride_out_hidden,
    stride_merge_token, stride_merge_expert,
    stride_pprobs_token,
    stride_uprobs_token, stride_uprobs_expert,
    output_ptr, unpermuted_probs_ptr,
    num_experts: tl.constexpr, hidden_size: tl.constexpr, PROBS_LOAD_WIDTH: tl.constexpr,
    BLOCK_SIZE: tl.constexpr, LOOP_STAGES: tl.constexpr = None,
):
    out_ty = input_ptr.dtype.element_ty
    pid_t = tl.program_id(0)
    pid_h = tl.program_id(1)
    cols = pid_h * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = cols < hidden_size
    if pid_h == 0:
        e_off = tl.arange(0, PROBS_LOAD_WIDTH)
        tl.store(unpermuted_probs_ptr + pid_t * stride_uprobs_token + stride_uprobs_expert * e_off, 0.0,
                 mask=e_off < num_experts)
    acc = tl.zeros((BLOCK_SIZE,), dtype=tl.float32)
    map_row = row_id_map_ptr + pid_t * stride_map_token
    n_routed = tl.load(map_row + num_experts * 2 * stride_map_expert)
    for idx in tl.range(n_routed, num_stages=LOOP_STAGES):
        src_row = tl.load(map_row + idx * stride_map_expert).to(tl.int64)
        x = tl.load(input_ptr + src_row * stride_in_token + cols * stride_in_hidden, mask=mask).to(tl.float32)
        expert = tl.load(map_row + (num_experts + idx) * stride_map_expert)
        w = tl.load(merging_probs_ptr + pid_t * stride_merge_token + expert * stride_merge_expert).to(tl.float32)
        acc += x * w
        if pid_h == 0:
            p = tl.load(permuted_probs_ptr + src_row * stride_pprobs_token)
            tl.store(unpermuted_probs_ptr + pid_t * stride_uprobs_token + expert * stride_uprobs_expert, p)
    dst = pid_t.to(tl.int64)
    tl.store(output_ptr + dst * stride_out_token + cols * stride_out_hidden, acc.to(out_ty), mask=mask)
