# Source: ModelTC/lightllm, lightllm/models/llama/triton_kernel/token_attention_nopad_att1.py (_fwd_kernel_token_att1).
# Rewritten for the trial: decode-time q.k scores over a paged KV cache (gathered rows via Req_to_tokens).
import triton
import triton.language as tl


@triton.jit
def token_att1(
    Q, K, sm_scale, Req_to_tokens, B_req_idx, B_Start_Loc, B_Seqlen,
    Att_Out,
    stride_req_to_tokens_b,
    stride_qbs, stride_qh,
    stride_kbs, stride_kh,
    att_stride_h,
    kv_group_num: tl.constexpr,
    BLOCK_DMODEL: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    cur_batch = tl.program_id(0)
    cur_head = tl.program_id(1)
    start_n = tl.program_id(2)
    cur_kv_head = cur_head // kv_group_num

    offs_d = tl.arange(0, BLOCK_DMODEL)
    cur_batch_seq_len = tl.load(B_Seqlen + cur_batch)
    cur_batch_in_all_start_index = tl.load(B_Start_Loc + cur_batch)
    cur_batch_req_idx = tl.load(B_req_idx + cur_batch)
    # (the source also sets cur_batch_start_index = 0, unused)
    cur_batch_end_index = cur_batch_seq_len

    q = tl.load(Q + cur_batch * stride_qbs + cur_head * stride_qh + offs_d)
    offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    block_start_index = start_n * BLOCK_N
    block_mask = tl.where(block_start_index < cur_batch_seq_len, 1, 0)
    for _start_mark in range(0, block_mask, 1):
        k_loc = tl.load(
            Req_to_tokens + stride_req_to_tokens_b * cur_batch_req_idx + offs_n,
            mask=offs_n < cur_batch_end_index, other=0,
        )
        k = tl.load(
            K + k_loc[:, None] * stride_kbs + cur_kv_head * stride_kh + offs_d[None, :],
            mask=offs_n[:, None] < cur_batch_end_index, other=0.0,
        )
        att_value = tl.sum(q[None, :] * k, 1)
        att_value = att_value.to(tl.float32) * sm_scale
        off_o = cur_head * att_stride_h + (cur_batch_in_all_start_index + offs_n)
        tl.store(Att_Out + off_o, att_value, mask=offs_n < cur_batch_end_index)
