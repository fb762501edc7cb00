# Source: kvcache-ai/ktransformers, ktransformers/operators/triton_attention.py (_fwd_grouped_kernel_stage1, the
# MLA decode path: Lk = 576 split into BLOCK_DMODEL = 512 latent dims plus BLOCK_DPE = 64 rope dims).
# Rewritten for the closing trial 12a: one program per (batch, head group, KV split); BLOCK_H query heads share one
# latent KV head; each iteration maps BLOCK_N token positions through the request's page table (PAGE_SIZE tokens a
# page, a dependent load), loads K^T [512, BLOCK_N] and the rope part [64, BLOCK_N], two dots for QK^T, an online
# softmax with exp, and P @ V with V the first Lv = 512 dims of the same buffer; the partial output and LSE go to
# Att_Out.
import triton
import triton.language as tl


@triton.jit
def mla_decode_stage1(Q, K_Buffer, V_Buffer, sm_scale, Req_to_tokens, B_Seqlen, Att_Out, stride_req_to_tokens_b,
                      stride_qbs, stride_qh, stride_buf_kbs, stride_buf_kh, stride_buf_vbs, stride_buf_vh,
                      stride_mid_ob, stride_mid_oh, stride_mid_os, kv_group_num: tl.constexpr,
                      q_head_num: tl.constexpr, BLOCK_DMODEL: tl.constexpr, BLOCK_DPE: tl.constexpr,
                      BLOCK_DV: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_H: tl.constexpr,
                      NUM_KV_SPLITS: tl.constexpr, PAGE_SIZE: tl.constexpr, Lk: tl.constexpr, Lv: tl.constexpr):
    cur_batch = tl.program_id(0)
    head_blk = tl.program_id(1)
    kv_head = head_blk // tl.cdiv(kv_group_num, BLOCK_H)
    split = tl.program_id(2)
    VALID_H: tl.constexpr = BLOCK_H if BLOCK_H < kv_group_num else kv_group_num
    heads = head_blk * VALID_H + tl.arange(0, BLOCK_H)
    h_ok = heads < q_head_num
    offs_d = tl.arange(0, BLOCK_DMODEL)
    offs_dv = tl.arange(0, BLOCK_DV)
    d_ok = offs_d < Lk
    dv_ok = offs_dv < Lv
    seq_len = tl.load(B_Seqlen + cur_batch)

    q = tl.load(Q + cur_batch * stride_qbs + heads[:, None] * stride_qh + offs_d[None, :],
                mask=h_ok[:, None] & d_ok[None, :], other=0.0)
    offs_pe = BLOCK_DMODEL + tl.arange(0, BLOCK_DPE)
    pe_ok = offs_pe < Lk
    qpe = tl.load(Q + cur_batch * stride_qbs + heads[:, None] * stride_qh + offs_pe[None, :],
                  mask=h_ok[:, None] & pe_ok[None, :], other=0.0)

    per_split = tl.cdiv(seq_len, NUM_KV_SPLITS)
    start = per_split * split
    end = tl.minimum(start + per_split, seq_len)
    m_i = tl.zeros([BLOCK_H], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_H], dtype=tl.float32)
    acc = tl.zeros([BLOCK_H, BLOCK_DV], dtype=tl.float32)
    if end > start:
        for start_n in range(start, end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            n_ok = offs_n < end
            page = tl.load(Req_to_tokens + stride_req_to_tokens_b * cur_batch + offs_n // PAGE_SIZE, mask=n_ok,
                           other=0)
            loc = page * PAGE_SIZE + offs_n % PAGE_SIZE
            k = tl.load(K_Buffer + loc[None, :] * stride_buf_kbs + kv_head * stride_buf_kh + offs_d[:, None],
                        mask=n_ok[None, :] & d_ok[:, None], other=0.0)
            qk = tl.dot(q, k.to(q.dtype))
            kpe = tl.load(K_Buffer + loc[None, :] * stride_buf_kbs + kv_head * stride_buf_kh + offs_pe[:, None],
                          mask=n_ok[None, :] & pe_ok[:, None], other=0.0)
            qk += tl.dot(qpe, kpe.to(qpe.dtype))
            qk *= sm_scale
            qk = tl.where(h_ok[:, None] & n_ok[None, :], qk, float("-inf"))
            v = tl.load(V_Buffer + loc[:, None] * stride_buf_vbs + kv_head * stride_buf_vh + offs_dv[None, :],
                        mask=n_ok[:, None] & dv_ok[None, :], other=0.0)
            m_new = tl.maximum(tl.max(qk, 1), m_i)
            alpha = tl.exp(m_i - m_new)
            p = tl.exp(qk - m_new[:, None])
            acc *= alpha[:, None]
            acc += tl.dot(p.to(v.dtype), v)
            l_i = l_i * alpha + tl.sum(p, 1)
            m_i = m_new
        out_base = cur_batch * stride_mid_ob + heads * stride_mid_oh + split * stride_mid_os
        tl.store(Att_Out + out_base[:, None] + offs_dv[None, :], acc / l_i[:, None],
                 mask=h_ok[:, None] & dv_ok[None, :])
        tl.store(Att_Out + out_base + Lv, m_i + tl.log(l_i), mask=h_ok)
