# Source: ROCm/aiter, aiter/ops/triton/pa_decode.py (_paged_attn_decode_v1_w_dot_kernel). Rewritten for the fifth
# trial: paged-KV decode for a GQA group, block-table gather, two dots per KV block, online softmax with exp2.
import triton
import triton.language as tl


@triton.jit
def pa_decode_v1_w_dot(
    out_ptr, q_ptr, k_cache_ptr, v_cache_ptr, blk_tables_ptr, seq_lens_ptr, scale,
    stride_o_s, stride_o_nh, stride_q_s, stride_q_nh, stride_k_b, stride_k_nh, stride_k_kb, stride_bt_s,
    compute_type: tl.constexpr, HEAD_SZ: tl.constexpr, HEAD_SZ_POW2: tl.constexpr,
    QUERY_GRP_SZ: tl.constexpr, QUERY_GRP_SZ_POW2: tl.constexpr, KV_BLK_SZ: tl.constexpr,
):
    seq_idx = tl.program_id(0)
    kv_head_idx = tl.program_id(1)
    log2e: tl.constexpr = 1.4426950408889634
    seq_len = tl.load(seq_lens_ptr + seq_idx)
    num_kv_blks = tl.cdiv(seq_len, KV_BLK_SZ)
    blk_offs = tl.arange(0, KV_BLK_SZ)
    head_offs = tl.arange(0, HEAD_SZ_POW2)
    grp_offs = tl.arange(0, QUERY_GRP_SZ_POW2)
    q_offs = seq_idx * stride_q_s + (kv_head_idx * QUERY_GRP_SZ + grp_offs[:, None]) * stride_q_nh + head_offs[None, :]
    q_mask = (grp_offs[:, None] < QUERY_GRP_SZ) & (head_offs[None, :] < HEAD_SZ)
    q = tl.load(q_ptr + q_offs, mask=q_mask, other=0.0)
    q = (q * scale).to(compute_type)
    max_logit = tl.full((QUERY_GRP_SZ_POW2,), float("-inf"), dtype=tl.float32)
    exp_sum = tl.zeros((QUERY_GRP_SZ_POW2,), dtype=tl.float32)
    acc = tl.zeros((QUERY_GRP_SZ_POW2, HEAD_SZ_POW2), dtype=tl.float32)
    kv_offs = kv_head_idx * stride_k_nh + blk_offs[:, None] * stride_k_kb + head_offs[None, :]
    kv_mask = head_offs[None, :] < HEAD_SZ
    bt_start = blk_tables_ptr + seq_idx * stride_bt_s
    for b in range(num_kv_blks):
        kv_blk = tl.load(bt_start + b)
        kv_blk_offs = kv_blk * stride_k_b + kv_offs
        k = tl.load(k_cache_ptr + kv_blk_offs, mask=kv_mask, other=0.0)
        v = tl.load(v_cache_ptr + kv_blk_offs, mask=kv_mask, other=0.0)
        qk = tl.dot(q, k.T, out_dtype=tl.float32)
        seq_offs = b * KV_BLK_SZ + blk_offs
        qk = tl.where((grp_offs[:, None] < QUERY_GRP_SZ) & (seq_offs[None, :] < seq_len), qk, float("-inf"))
        new_max = tl.maximum(tl.max(qk, axis=1), max_logit)
        p = tl.math.exp2((qk - new_max[:, None]) * log2e)
        alpha = tl.math.exp2((max_logit - new_max) * log2e)
        acc *= alpha[:, None]
        acc += tl.dot(p.to(compute_type), v, out_dtype=tl.float32)
        exp_sum = exp_sum * alpha + tl.sum(p, axis=1)
        max_logit = new_max
    acc = acc / exp_sum[:, None]
    o_offs = seq_idx * stride_o_s + (kv_head_idx * QUERY_GRP_SZ + grp_offs[:, None]) * stride_o_nh + head_offs[None, :]
    tl.store(out_ptr + o_offs, acc.to(out_ptr.dtype.element_ty), mask=q_mask)
