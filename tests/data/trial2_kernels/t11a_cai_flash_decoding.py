# Source: hpcaitech/ColossalAI, colossalai/kernel/triton/flash_decoding.py (_flash_decoding_fwd_kernel).
# Rewritten for the closing trial 11a: split-KV flash decoding over a paged cache [num_blocks, kv_heads,
# block_size, head_dim]; one program per (sequence, head, cache block) computes q.K^T with a broadcast multiply and
# tl.sum (no tl.dot: q is one row), a masked softmax over the block, P.V, and stores the partial output and its
# log-sum-exp. The source's K/V block pointers (no boundary check; removed in Triton 3.9) become plain pointer
# tensors; a tl.device_assert checks the occupied row count; grouped-query heads share a KV head.
import triton
import triton.language as tl


@triton.jit
def flash_decoding_fwd(Q, KCache, VCache, block_tables, mid_o, mid_o_lse, kv_seq_len, batch_size, stride_qt,
                       stride_qh, stride_qd, stride_cb, stride_ch, stride_cbs, stride_cd, stride_bts, stride_btb,
                       stride_mot, stride_moh, stride_mob, stride_mod, stride_mlt, stride_mlh, stride_mlb, sm_scale,
                       KV_GROUPS: tl.constexpr, BLOCK_KV: tl.constexpr, BLOCK_SIZE: tl.constexpr,
                       HEAD_DIM: tl.constexpr):
    seq = tl.program_id(0)
    if seq >= batch_size:
        return
    head = tl.program_id(1)
    kv_block = tl.program_id(2)
    kv_head = head // KV_GROUPS
    d = tl.arange(0, HEAD_DIM)
    tl.static_assert(BLOCK_KV == BLOCK_SIZE)

    seq_len = tl.load(kv_seq_len + seq)
    q = tl.load(Q + seq * stride_qt + head * stride_qh + d * stride_qd)
    block_id = tl.load(block_tables + seq * stride_bts + kv_block * stride_btb)
    if kv_block * BLOCK_KV >= seq_len:
        return
    occupied = tl.where((kv_block + 1) * BLOCK_SIZE <= seq_len, BLOCK_SIZE, seq_len - kv_block * BLOCK_SIZE)
    tl.device_assert(occupied >= 0)

    off = block_id * stride_cb + kv_head * stride_ch
    r = tl.arange(0, BLOCK_SIZE)
    k = tl.load(KCache + off + r[:, None] * stride_cbs + d[None, :] * stride_cd)
    v = tl.load(VCache + off + r[:, None] * stride_cbs + d[None, :] * stride_cd)

    s = tl.sum(q[None, :] * k, 1) * sm_scale
    s += tl.where(kv_block * BLOCK_KV + tl.arange(0, BLOCK_SIZE) < seq_len, 0, float("-inf"))
    m = tl.max(s, 0)
    p = tl.exp(s - m)
    l_sum = tl.sum(p, 0)
    acc = tl.sum(v * p.to(v.dtype)[:, None], 0) / l_sum

    tl.store(mid_o + seq * stride_mot + head * stride_moh + kv_block * stride_mob + d * stride_mod, acc)
    tl.store(mid_o_lse + seq * stride_mlt + head * stride_mlh + kv_block * stride_mlb, m + tl.log(l_sum))
