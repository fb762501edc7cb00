# Source: flashinfer-ai/flashinfer, flashinfer/triton/kernels/cascade.py (variable_length_merge_states_kernel with
# state_merge / state_normalize / state_get_lse). Rewritten for the closing trial 10a: one program per position;
# nested tl.range loops over bdx head-dim lanes and bdy heads, and an inner tl.range over this position's index
# sets whose bounds are loaded from indptr (an int64 iterator), merging (o, m, d) attention states with exp2 and a
# -inf guard; scalar loads and stores, the merged value and its log-sum-exp (when s_merged_ptr is not null).
# merge_state_in_place (merge_state_in_place_kernel of the same file): an early return where mask_ptr[pos] == 0, then
# per head a scale pair from the two log-sum-exps and an inner tl.range over the head dim, updating v in place.
import triton
import triton.language as tl


@triton.jit
def _merge(o, m, d, other_o, other_m, other_d):
    m_max = tl.maximum(m, other_m)
    m_shift = tl.where(m_max == -float("inf"), 0.0, m_max)
    d = d * tl.exp2(m - m_shift) + other_d * tl.exp2(other_m - m_shift)
    o = o * tl.exp2(m - m_shift) + other_o * tl.exp2(other_m - m_shift)
    return o, m_max, d


@triton.jit
def varlen_merge_states(v_ptr, s_ptr, indptr, v_merged_ptr, s_merged_ptr, num_heads, head_dim,
                        bdx: tl.constexpr, bdy: tl.constexpr):
    pos = tl.program_id(axis=0)
    for tx in tl.range(bdx):
        for head_idx in tl.range(bdy):
            o, m, d = 0.0, -float("inf"), 1.0
            for it in tl.range(tl.load(indptr + pos), tl.load(indptr + pos + 1)):
                it64 = it.to(tl.int64)
                s = tl.load(s_ptr + it64 * num_heads + head_idx)
                v = tl.load(v_ptr + (it64 * num_heads + head_idx) * head_dim + tx)
                o, m, d = _merge(o, m, d, v, s, 1)
            o = o / tl.where(d > 0, d, 1.0)
            tl.store(v_merged_ptr + (pos * num_heads + head_idx) * head_dim + tx, o)
            if s_merged_ptr:
                tl.store(s_merged_ptr + pos * num_heads + head_idx, m + tl.log2(d))


@triton.jit
def merge_state_in_place(v_ptr, s_ptr, v_other_ptr, s_other_ptr, num_heads, head_dim, mask_ptr,
                         bdx: tl.constexpr, bdy: tl.constexpr):
    pos = tl.program_id(axis=0)
    if mask_ptr:
        if tl.load(mask_ptr + pos) == 0:
            return
    for head_idx in tl.range(bdy):
        s_val = tl.load(s_ptr + pos * num_heads + head_idx)
        s_other_val = tl.load(s_other_ptr + pos * num_heads + head_idx)
        s_max = tl.maximum(s_val, s_other_val)
        s_shift = tl.where(s_max == -float("inf"), 0.0, s_max)
        s_val = tl.exp2(s_val - s_shift)
        s_other_val = tl.exp2(s_other_val - s_shift)
        d = s_val + s_other_val
        denom = tl.where(d > 0, d, 1.0)
        scale = s_val / denom
        other_scale = s_other_val / denom
        for tx in tl.range(bdx):
            offset = (pos * num_heads + head_idx) * head_dim + tx
            v_vec = tl.load(v_ptr + offset)
            v_other_vec = tl.load(v_other_ptr + offset)
            tl.store(v_ptr + offset, scale * v_vec + other_scale * v_other_vec)
        if s_ptr:
            tl.store(s_ptr + pos * num_heads + head_idx, tl.log2(d) + s_max)
