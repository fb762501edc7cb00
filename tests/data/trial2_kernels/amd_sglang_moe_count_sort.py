# After sgl-project/sglang python/sglang/srt/layers/moe/fused_moe_triton/fused_moe.py (moe_align_block_size's
# count_and_sort_expert_tokens_kernel): a grid-stride loop over the routed token slots; each slot takes a position in
# its expert's run with a scalar tl.atomic_add on the expert's cumsum counter, then writes its slot id there.
import triton
import triton.language as tl


@triton.jit
def count_and_sort_expert_tokens_kernel(topk_ids_ptr, sorted_token_ids_ptr, cumsum_buffer_ptr, max_num_tokens_padded,
                                        numel):
    tid = tl.program_id(0)
    stride = tl.num_programs(0)
    for i in range(tid, numel, stride):
        expert_id = tl.load(topk_ids_ptr + i)
        rank_post_pad = tl.atomic_add(cumsum_buffer_ptr + expert_id, 1)
        tl.store(sorted_token_ids_ptr + rank_post_pad, i, mask=rank_post_pad < max_num_tokens_padded)
