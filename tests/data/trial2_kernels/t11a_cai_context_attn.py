# Source: hpcaitech/ColossalAI, colossalai/kernel/triton/context_attn_unpad.py (_fwd_context_paged_attention_kernel).
# Rewritten for the closing trial 11a: causal prefill attention over unpadded (packed) sequences; the source's
# block pointers (removed in Triton 3.9) become masked pointer tensors: K is read transposed ([HEAD_DIM, BLOCK_N],
# the token stride on the inner axis, as the source's order=(0, 1) block pointer did), an online softmax in a loop
# whose trip count depends on the program's M block, and a copy of this block's K (transposed) and V into a paged
# KV cache [num_blocks, heads, head_dim, block_size] at the end. BLOCK_M == BLOCK_N == BLOCK_SIZE as in the source.
import triton
import triton.language as tl


@triton.jit
def context_attn_unpad(Q, K, V, Out, KCache, VCache, BlockTables, stride_qt, stride_qh, stride_qd, stride_kt,
                       stride_kh, stride_kd, stride_vt, stride_vh, stride_vd, stride_ot, stride_oh, stride_od,
                       stride_cb, stride_ch, stride_cd, stride_cbs, stride_bts, stride_btb, context_lengths,
                       sm_scale, BLOCK_SIZE: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr):
    seq = tl.program_id(0)
    head = tl.program_id(1)
    mblock = tl.program_id(2)
    tl.static_assert(BLOCK_M == BLOCK_N)
    tl.static_assert(BLOCK_N == BLOCK_SIZE)

    seq_len = tl.load(context_lengths + seq)
    # start of this sequence in the packed tokens: the sum of the earlier lengths
    start = 0
    for i in range(0, seq):
        start += tl.load(context_lengths + i)

    base = start.to(tl.int64) * stride_qt + head.to(tl.int64) * stride_qh
    d = tl.arange(0, HEAD_DIM)
    block_id = tl.load(BlockTables + seq * stride_bts + mblock * stride_btb)
    cache_off = block_id * stride_cb + head * stride_ch

    offs_m = mblock * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    if mblock * BLOCK_M >= seq_len:
        return

    q = tl.load(Q + base + offs_m[:, None] * stride_qt + d[None, :] * stride_qd, mask=offs_m[:, None] < seq_len,
                other=0.0)
    for n0 in range(0, (mblock + 1) * BLOCK_M, BLOCK_N):
        n0 = tl.multiple_of(n0, BLOCK_N)
        tok = n0 + offs_n
        kt = tl.load(K + base + d[:, None] * stride_kd + tok[None, :] * stride_kt, mask=tok[None, :] < seq_len,
                     other=0.0)
        s = tl.dot(q, kt) * sm_scale
        s += tl.where(offs_m[:, None] >= (n0 + offs_n[None, :]), 0, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = alpha * l_i + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(V + base + tok[:, None] * stride_vt + d[None, :] * stride_vd, mask=tok[:, None] < seq_len,
                    other=0.0)
        acc += tl.dot(p.to(v.dtype), v)
        m_i = m_new

    acc = acc / l_i[:, None]
    tl.store(Out + base + offs_m[:, None] * stride_ot + d[None, :] * stride_od, acc.to(Out.type.element_ty),
             mask=offs_m[:, None] < seq_len)

    # copy this block's K (as [HEAD_DIM, BLOCK_SIZE]) and V (as [BLOCK_SIZE, HEAD_DIM]) into the paged cache
    t = mblock * BLOCK_M + tl.arange(0, BLOCK_M)
    k = tl.load(K + base + d[:, None] * stride_kd + t[None, :] * stride_kt, mask=t[None, :] < seq_len, other=0.0)
    bs = tl.arange(0, BLOCK_SIZE)
    left = seq_len - mblock * BLOCK_SIZE
    tl.store(KCache + cache_off + d[:, None] * stride_cd + bs[None, :] * stride_cbs, k, mask=bs[None, :] < left)
    v = tl.load(V + base + t[:, None] * stride_vt + d[None, :] * stride_vd, mask=t[:, None] < seq_len, other=0.0)
    tl.store(VCache + cache_off + bs[:, None] * stride_cbs + d[None, :] * stride_cd, v, mask=bs[:, None] < left)
