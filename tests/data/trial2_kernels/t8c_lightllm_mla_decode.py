# Source: ModelTC/lightllm, lightllm/models/deepseek2/triton_kernel/gqa_flash_decoding_stage1.py
# (_fwd_kernel_flash_decode_stage1_padding). Rewritten for trial 8c: DeepSeek-2 MLA flash decoding, stage 1; a
# persistent grid of num_sm programs walks a tl.range over the batch (num_stages=1) and, inside, a while loop over
# the (head group, sequence block) work items of that request; each item runs a tl.range(num_stages=NUM_STAGES) loop
# over BLOCK_N tokens gathered through req_to_tokens: two dots for the scores (q_nope . kv_nope + q_rope . kv_rope),
# an online softmax, and exp_logic @ kv_nope^T into a [Q_HEAD_NUM, BLOCK_DMODEL] accumulator.
import triton
import triton.language as tl


@triton.jit
def mla_decode_stage1(
    Q_nope, Q_rope, KV_nope, KV_rope,
    sm_scale,
    Req_to_tokens, B_req_idx, B_Seqlen,
    Mid_O, Mid_O_LogExpSum,
    stride_req_to_tokens_b,
    stride_q_bs, stride_q_h,
    stride_q_rope_bs, stride_q_rope_h,
    stride_kv_bs, stride_kv_rope_bs,
    stride_mid_oh, stride_mid_os,
    stride_mid_o_eh,
    total_token_ptr, block_size_ptr, batch_start_index_ptr,
    num_sm, head_group_num, head_num, batch_size,
    Q_HEAD_NUM: tl.constexpr, BLOCK_DMODEL: tl.constexpr, BLOCK_ROPE_DMODEL: tl.constexpr,
    BLOCK_N: tl.constexpr, NUM_STAGES: tl.constexpr,
):
    sm_id = tl.program_id(0).to(tl.int64)
    grid_id = sm_id
    out_batch_start_index = tl.cast(0, tl.int64)
    total_token_num = tl.load(total_token_ptr, eviction_policy="evict_last")
    block_seq = tl.cdiv(total_token_num // num_sm, 16) * 16 + 64
    if grid_id == 0:
        tl.store(block_size_ptr, block_seq)
    cur_q_head_offs = tl.arange(0, Q_HEAD_NUM)
    offs_d = tl.arange(0, BLOCK_DMODEL)
    offs_rope_d = tl.arange(0, BLOCK_ROPE_DMODEL)

    for cur_batch in tl.range(batch_size, num_stages=1):
        seq_len = tl.load(B_Seqlen + cur_batch)
        cur_block_num = tl.cdiv(seq_len, block_seq) * head_group_num
        req_idx = tl.load(B_req_idx + cur_batch)
        req_to_tokens_ptr = Req_to_tokens + stride_req_to_tokens_b * req_idx

        while sm_id < cur_block_num:
            head_group = sm_id % head_group_num
            seq_block = sm_id // head_group_num
            q_heads = head_group * Q_HEAD_NUM + cur_q_head_offs
            head_mask = q_heads < head_num
            start = block_seq * seq_block
            end = tl.minimum(seq_len, start + block_seq)

            q = tl.load(Q_nope + cur_batch * stride_q_bs + q_heads[:, None] * stride_q_h + offs_d[None, :],
                        mask=head_mask[:, None], other=0.0)
            q_rope = tl.load(Q_rope + cur_batch * stride_q_rope_bs + q_heads[:, None] * stride_q_rope_h
                             + offs_rope_d[None, :], mask=head_mask[:, None], other=0.0)
            n_blocks = tl.cdiv(end - start, BLOCK_N)
            offs_n = start + tl.arange(0, BLOCK_N)
            sum_exp = tl.zeros([Q_HEAD_NUM], dtype=tl.float32)
            max_logic = tl.zeros([Q_HEAD_NUM], dtype=tl.float32) - float("inf")
            acc = tl.zeros([Q_HEAD_NUM, BLOCK_DMODEL], dtype=tl.float32)
            for start_n in tl.range(0, n_blocks, 1, num_stages=NUM_STAGES):
                offs_n_new = start_n * BLOCK_N + offs_n
                seq_mask = offs_n_new < end
                kv_loc = tl.load(req_to_tokens_ptr + offs_n_new, mask=seq_mask, other=0)
                kv = tl.load(KV_nope + kv_loc[None, :] * stride_kv_bs + offs_d[:, None], mask=seq_mask[None, :],
                             other=0.0)
                att = tl.dot(q, kv)
                rope_kv = tl.load(KV_rope + kv_loc[None, :] * stride_kv_rope_bs + offs_rope_d[:, None],
                                  mask=seq_mask[None, :], other=0.0)
                att += tl.dot(q_rope, rope_kv)
                att *= sm_scale
                att = tl.where(seq_mask[None, :], att, float("-inf"))
                new_max = tl.maximum(tl.max(att, axis=1), max_logic)
                exp_logic = tl.exp(att - new_max[:, None])
                logic_scale = tl.exp(max_logic - new_max)
                acc *= logic_scale[:, None]
                acc += tl.dot(exp_logic.to(kv.dtype), tl.trans(kv))
                sum_exp = sum_exp * logic_scale + tl.sum(exp_logic, axis=1)
                max_logic = new_max

            tl.store(Mid_O + q_heads[:, None] * stride_mid_oh + (out_batch_start_index + seq_block) * stride_mid_os
                     + offs_d[None, :], acc / sum_exp[:, None], mask=head_mask[:, None])
            tl.store(Mid_O_LogExpSum + q_heads * stride_mid_o_eh + out_batch_start_index + seq_block,
                     max_logic + tl.log(sum_exp), mask=head_mask)
            sm_id += num_sm

        if grid_id == 0:
            tl.store(batch_start_index_ptr + cur_batch, out_batch_start_index)
        out_batch_start_index += cur_block_num // head_group_num
        sm_id -= cur_block_num
