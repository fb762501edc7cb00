# Modeled on vllm-project/vllm vllm/attention/ops/triton_decode_attention.py (_fwd_kernel_stage1: paged KV cache,
# one query token, split-KV partial results with their log-sum-exp); rewritten and shortened for the trial.
import triton
import triton.language as tl


@triton.jit
def decode_att_stage1(Q, K_Buffer, V_Buffer, sm_scale, Req_to_tokens, B_Seqlen, Att_Out, stride_req_to_tokens_b,
                      stride_qbs, stride_qh, stride_buf_kbs, stride_buf_kh, stride_buf_vbs, stride_buf_vh,
                      stride_mid_ob, stride_mid_oh, stride_mid_os, kv_group_num: tl.constexpr,
                      BLOCK_DMODEL: tl.constexpr, BLOCK_N: tl.constexpr, NUM_KV_SPLITS: tl.constexpr,
                      PAGE_SIZE: tl.constexpr):
    cur_batch = tl.program_id(0)
    cur_head = tl.program_id(1)
    split_kv_id = tl.program_id(2)
    cur_kv_head = cur_head // kv_group_num
    offs_d = tl.arange(0, BLOCK_DMODEL)
    cur_batch_seq_len = tl.load(B_Seqlen + cur_batch)
    off_q = cur_batch * stride_qbs + cur_head * stride_qh + offs_d
    q = tl.load(Q + off_q)
    kv_len_per_split = tl.cdiv(cur_batch_seq_len, NUM_KV_SPLITS)
    split_kv_start = kv_len_per_split * split_kv_id
    split_kv_end = tl.minimum(split_kv_start + kv_len_per_split, cur_batch_seq_len)
    e_max = -float("inf")
    e_sum = 0.0
    acc = tl.zeros([BLOCK_DMODEL], dtype=tl.float32)
    if split_kv_end > split_kv_start:
        for start_n in range(split_kv_start, split_kv_end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            kv_page_number = tl.load(Req_to_tokens + stride_req_to_tokens_b * cur_batch + offs_n // PAGE_SIZE,
                                     mask=offs_n < split_kv_end, other=0)
            kv_loc = kv_page_number * PAGE_SIZE + offs_n % PAGE_SIZE
            offs_buf_k = kv_loc[:, None] * stride_buf_kbs + cur_kv_head * stride_buf_kh + offs_d[None, :]
            k = tl.load(K_Buffer + offs_buf_k, mask=(offs_n[:, None] < split_kv_end), other=0.0)
            qk = tl.sum(q[None, :] * k, 1)
            qk *= sm_scale
            qk = tl.where(offs_n < split_kv_end, qk, float("-inf"))
            offs_buf_v = kv_loc[:, None] * stride_buf_vbs + cur_kv_head * stride_buf_vh + offs_d[None, :]
            v = tl.load(V_Buffer + offs_buf_v, mask=(offs_n[:, None] < split_kv_end), other=0.0)
            n_e_max = tl.maximum(tl.max(qk, 0), e_max)
            re_scale = tl.exp(e_max - n_e_max)
            p = tl.exp(qk - n_e_max)
            acc *= re_scale
            acc += tl.sum(p[:, None] * v, 0)
            e_sum = e_sum * re_scale + tl.sum(p, 0)
            e_max = n_e_max
        offs_mid_o = cur_batch * stride_mid_ob + cur_head * stride_mid_oh + split_kv_id * stride_mid_os + offs_d
        tl.store(Att_Out + offs_mid_o, acc / e_sum)
        offs_mid_o_1 = cur_batch * stride_mid_ob + cur_head * stride_mid_oh + split_kv_id * stride_mid_os + BLOCK_DMODEL
        tl.store(Att_Out + offs_mid_o_1, e_max + tl.log(e_sum))
