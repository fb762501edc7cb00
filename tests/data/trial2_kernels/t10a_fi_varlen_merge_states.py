# Source: flashinfer-ai/flashinfer, flashinfer/triton/kernels/cascade.py (variable_length_merge_states_kernel with
# state_merge / state_normalize / state_get_lse). Rewritten for the closing trial 10a: one program per position;
# nested tl.range loops over bdx head-dim lanes and bdy heads, and an inner tl.range over this position's index
# sets whose bounds are loaded from indptr (an int64 iterator), merging (o, m, d) attention states with exp2 and a
# -inf guard; scalar loads and stores, the merged value and its log-sum-exp (when s_merged_ptr is not null).
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
