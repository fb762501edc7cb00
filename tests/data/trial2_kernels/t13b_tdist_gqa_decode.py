# Source: ByteDance-Seed/Triton-distributed, python/triton_dist/kernels/nvidia/flash_decode.py
# (kernel_gqa_fwd_batch_decode_split_kv, itself after vLLM/SGLang/LightLLM decode attention). Rewritten for the
# closing trial 13b: split-KV GQA decode over a paged cache with an MLA-style extra rope part (BLOCK_DPE > 0: a
# second QK^T dot over the rope dims). One program per (batch, head block, KV split); page numbers are gathered from
# the block table per key; online softmax with libdevice.fast_expf; the output and the log-sum-exp of each split are
# stored into a [batch, heads, splits, V_DIM + 1] buffer.
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def gqa_decode_split_kv(q_ptr, k_cache_ptr, v_cache_ptr, output_ptr, sm_scale, block_table_ptr, kv_length_ptr,
                        batch, stride_q_bs, stride_q_h, stride_k_cache_bs, stride_k_cache_h, stride_v_cache_bs,
                        stride_v_cache_h, stride_o_bs, stride_o_h, stride_o_split, stride_table_bs,
                        kv_group_num: tl.constexpr, q_head_num: tl.constexpr, BLOCK_HEAD_DIM: tl.constexpr,
                        BLOCK_DPE: tl.constexpr, BLOCK_DV: tl.constexpr, BLOCK_N: tl.constexpr,
                        BLOCK_H: tl.constexpr, NUM_KV_SPLITS: tl.constexpr, PAGE_SIZE: tl.constexpr,
                        K_DIM: tl.constexpr, V_DIM: tl.constexpr):
    bid = tl.program_id(0)
    hid = tl.program_id(1)
    kv_hid = hid // tl.cdiv(kv_group_num, BLOCK_H)
    split = tl.program_id(2)
    if kv_group_num > BLOCK_H:
        HEADS: tl.constexpr = BLOCK_H
    else:
        HEADS: tl.constexpr = kv_group_num
    heads = hid * HEADS + tl.arange(0, BLOCK_H)
    mask_h = (heads < (hid + 1) * HEADS) & (heads < q_head_num)

    offs_d = tl.arange(0, BLOCK_HEAD_DIM)
    offs_dv = tl.arange(0, BLOCK_DV)
    mask_dv = offs_dv < V_DIM
    seq_len = tl.load(kv_length_ptr + bid)
    q = tl.load(q_ptr + bid * stride_q_bs + heads[:, None] * stride_q_h + offs_d[None, :],
                mask=mask_h[:, None] & (offs_d[None, :] < K_DIM), other=0.0)
    if BLOCK_DPE > 0:
        offs_dpe = BLOCK_HEAD_DIM + tl.arange(0, BLOCK_DPE)
        qpe = tl.load(q_ptr + bid * stride_q_bs + heads[:, None] * stride_q_h + offs_dpe[None, :],
                      mask=mask_h[:, None] & (offs_dpe[None, :] < K_DIM), other=0.0)

    per_split = tl.cdiv(seq_len, NUM_KV_SPLITS)
    lo = per_split * split
    hi = tl.minimum(lo + per_split, seq_len)

    e_max = tl.zeros([BLOCK_H], dtype=tl.float32) - float("inf")
    e_sum = tl.zeros([BLOCK_H], dtype=tl.float32)
    acc = tl.zeros([BLOCK_H, BLOCK_DV], dtype=tl.float32)
    for start_n in range(lo, hi, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        n_ok = offs_n < hi
        page = tl.load(block_table_ptr + bid * stride_table_bs + offs_n // PAGE_SIZE, mask=n_ok, other=0)
        loc = page * PAGE_SIZE + offs_n % PAGE_SIZE
        k = tl.load(k_cache_ptr + loc[None, :] * stride_k_cache_bs + kv_hid * stride_k_cache_h + offs_d[:, None],
                    mask=n_ok[None, :] & (offs_d[:, None] < K_DIM), other=0.0)
        qk = tl.dot(q, k.to(q.dtype))
        if BLOCK_DPE > 0:
            kpe = tl.load(k_cache_ptr + loc[None, :] * stride_k_cache_bs + kv_hid * stride_k_cache_h
                          + offs_dpe[:, None], mask=n_ok[None, :] & (offs_dpe[:, None] < K_DIM), other=0.0)
            qk += tl.dot(qpe, kpe.to(qpe.dtype))
        qk *= sm_scale
        qk = tl.where(mask_h[:, None] & n_ok[None, :], qk, float("-inf"))
        v = tl.load(v_cache_ptr + loc[:, None] * stride_v_cache_bs + kv_hid * stride_v_cache_h + offs_dv[None, :],
                    mask=n_ok[:, None] & mask_dv[None, :], other=0.0)
        new_max = tl.maximum(tl.max(qk, 1), e_max)
        rescale = libdevice.fast_expf(e_max - new_max)
        p = libdevice.fast_expf(qk - new_max[:, None])
        acc *= rescale[:, None]
        acc += tl.dot(p.to(v.dtype), v)
        e_sum = e_sum * rescale + tl.sum(p, 1)
        e_max = new_max

    o = bid * stride_o_bs + heads[:, None] * stride_o_h + split * stride_o_split + offs_dv[None, :]
    tl.store(output_ptr + o, acc / e_sum[:, None], mask=mask_h[:, None] & mask_dv[None, :])
    lse = bid * stride_o_bs + heads * stride_o_h + split * stride_o_split + V_DIM
    tl.store(output_ptr + lse, e_max + tl.log(e_sum), mask=mask_h)
