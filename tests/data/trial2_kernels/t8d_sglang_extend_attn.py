# Source: sgl-project/sglang, python/sglang/srt/layers/attention/triton_ops/extend_attention.py (_fwd_kernel).
# Rewritten for the closing trial 8d: one (sequence, head, m-block) per program; stage 1 walks the cached prefix
# through kv_indices (a gathered, paged K/V read, K loaded transposed [D, N]), stage 2 walks the new tokens with a
# causal mask; online softmax with an optional logit soft-cap, GQA through kv_group_num.
import triton
import triton.language as tl


@triton.jit
def extend_attn_fwd(
    Q_Extend, K_Extend, V_Extend, O_Extend, K_Buffer, V_Buffer,
    qo_indptr, kv_indptr, kv_indices, sm_scale,
    stride_qbs, stride_qh, stride_kbs, stride_kh, stride_vbs, stride_vh, stride_obs, stride_oh,
    stride_buf_kbs, stride_buf_kh, stride_buf_vbs, stride_buf_vh,
    kv_group_num: tl.constexpr, logit_cap: tl.constexpr,
    BLOCK_DMODEL: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    cur_seq = tl.program_id(0)
    cur_head = tl.program_id(1)
    cur_block_m = tl.program_id(2)
    cur_kv_head = cur_head // kv_group_num

    q_start = tl.load(qo_indptr + cur_seq)
    len_extend = tl.load(qo_indptr + cur_seq + 1) - q_start
    kv_start = tl.load(kv_indptr + cur_seq)
    len_prefix = tl.load(kv_indptr + cur_seq + 1) - kv_start

    offs_d = tl.arange(0, BLOCK_DMODEL)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    mask_m = (cur_block_m * BLOCK_M + offs_m) < len_extend
    offs_q = (q_start + cur_block_m * BLOCK_M + offs_m[:, None]) * stride_qbs + cur_head * stride_qh + offs_d[None, :]
    q = tl.load(Q_Extend + offs_q, mask=mask_m[:, None], other=0.0)

    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    deno = tl.zeros([BLOCK_M], dtype=tl.float32)
    e_max = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")

    # stage 1: the cached prefix, gathered through kv_indices
    for start_n in range(0, len_prefix, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        mask_n = (start_n + offs_n) < len_prefix
        loc = tl.load(kv_indices + kv_start + start_n + offs_n, mask=mask_n, other=0)
        offs_bk = loc[None, :] * stride_buf_kbs + cur_kv_head * stride_buf_kh + offs_d[:, None]
        k = tl.load(K_Buffer + offs_bk, mask=mask_n[None, :], other=0.0)
        qk = tl.dot(q.to(k.dtype), k)
        qk *= sm_scale
        if logit_cap > 0:
            qk = logit_cap * (2 * tl.sigmoid(2 * qk / logit_cap) - 1)
        qk = tl.where(mask_m[:, None] & mask_n[None, :], qk, float("-inf"))
        n_e_max = tl.maximum(tl.max(qk, 1), e_max)
        re_scale = tl.exp(e_max - n_e_max)
        p = tl.exp(qk - n_e_max[:, None])
        deno = deno * re_scale + tl.sum(p, 1)
        offs_bv = loc[:, None] * stride_buf_vbs + cur_kv_head * stride_buf_vh + offs_d[None, :]
        v = tl.load(V_Buffer + offs_bv, mask=mask_n[:, None], other=0.0)
        acc = acc * re_scale[:, None] + tl.dot(p.to(v.dtype), v)
        e_max = n_e_max

    # stage 2: the new tokens, causal
    block_end = tl.minimum(len_extend, (cur_block_m + 1) * BLOCK_M)
    for start_n in range(0, block_end, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        mask_n = (start_n + offs_n) < block_end
        offs_k = (q_start + start_n + offs_n[None, :]) * stride_kbs + cur_kv_head * stride_kh + offs_d[:, None]
        k = tl.load(K_Extend + offs_k, mask=mask_n[None, :], other=0.0)
        qk = tl.dot(q, k)
        qk *= sm_scale
        if logit_cap > 0:
            qk = logit_cap * (2 * tl.sigmoid(2 * qk / logit_cap) - 1)
        causal = (cur_block_m * BLOCK_M + offs_m[:, None]) >= (start_n + offs_n[None, :])
        causal &= mask_m[:, None] & mask_n[None, :]
        qk = tl.where(causal, qk, float("-inf"))
        n_e_max = tl.maximum(tl.max(qk, 1), e_max)
        re_scale = tl.exp(e_max - n_e_max)
        p = tl.exp(qk - n_e_max[:, None])
        deno = deno * re_scale + tl.sum(p, 1)
        offs_v = (q_start + start_n + offs_n[:, None]) * stride_vbs + cur_kv_head * stride_vh + offs_d[None, :]
        v = tl.load(V_Extend + offs_v, mask=mask_n[:, None], other=0.0)
        acc = acc * re_scale[:, None] + tl.dot(p.to(v.dtype), v)
        e_max = n_e_max

    offs_o = (q_start + cur_block_m * BLOCK_M + offs_m[:, None]) * stride_obs + cur_head * stride_oh + offs_d[None, :]
    tl.store(O_Extend + offs_o, acc / deno[:, None], mask=mask_m[:, None])
