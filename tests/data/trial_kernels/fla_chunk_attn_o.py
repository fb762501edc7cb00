# Modeled on fla-org/flash-linear-attention fla/ops/common/chunk_o.py (chunk_fwd_kernel_o: o = q@h + causal
# (q@k^T)@v within a chunk); rewritten with plain pointers (no block pointers) for the trial.
import triton
import triton.language as tl


@triton.jit
def chunk_fwd_o(q, k, v, h, o, scale, T, H: tl.constexpr, K: tl.constexpr, V: tl.constexpr, BT: tl.constexpr,
                BK: tl.constexpr, BV: tl.constexpr):
    i_v, i_t, i_bh = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    i_b, i_h = i_bh // H, i_bh % H
    NT = tl.cdiv(T, BT)
    bos = i_b * T
    q += (bos * H + i_h) * K
    k += (bos * H + i_h) * K
    v += (bos * H + i_h) * V
    o += (bos * H + i_h) * V
    h += ((i_b * NT + i_t) * H + i_h) * K * V
    offs_t = i_t * BT + tl.arange(0, BT)
    offs_v = i_v * BV + tl.arange(0, BV)
    m_t = offs_t < T
    b_o = tl.zeros([BT, BV], dtype=tl.float32)
    b_A = tl.zeros([BT, BT], dtype=tl.float32)
    for i_k in range(tl.cdiv(K, BK)):
        offs_k = i_k * BK + tl.arange(0, BK)
        b_q = tl.load(q + offs_t[:, None] * H * K + offs_k[None, :], mask=m_t[:, None], other=0.)
        b_k = tl.load(k + offs_t[:, None] * H * K + offs_k[None, :], mask=m_t[:, None], other=0.)
        b_h = tl.load(h + offs_k[:, None] * V + offs_v[None, :])
        b_o += tl.dot(b_q, b_h)
        b_A += tl.dot(b_q, tl.trans(b_k))
    b_o = b_o * scale
    b_A = b_A * scale
    o_i = tl.arange(0, BT)
    b_A = tl.where(o_i[:, None] >= o_i[None, :], b_A, 0)
    b_v = tl.load(v + offs_t[:, None] * H * V + offs_v[None, :], mask=m_t[:, None], other=0.)
    b_o = b_o + tl.dot(b_A.to(b_v.dtype), b_v)
    tl.store(o + offs_t[:, None] * H * V + offs_v[None, :], b_o.to(o.dtype.element_ty), mask=m_t[:, None])
