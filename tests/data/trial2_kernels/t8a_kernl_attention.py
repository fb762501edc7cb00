# Source: ELS-RD/kernl, src/kernl/implementations/attention.py (_fwd_kernel).
# Rewritten for the closing trial (helper AK, docs/trial8a.md): flash-attention forward with kernl's
# Milakov-style running max/denominator (l_i, d_i), causal bound on the K/V loop, an additive matrix attention
# mask loaded per tile (evict_first, -inf clamped to min_clamp_value), the TMP store-then-load scratch workaround
# inside the loop, and masked edges on N (size_n not a multiple of BLOCK_N); QK^T via tl.trans.
import triton
import triton.language as tl


@triton.jit
def kernl_attn_fwd(
    heads, size_m, size_n,
    Q, K, V, sm_scale, attn_mask, TMP, Out,
    q_sb, q_sh, q_sm, q_sk,
    k_sb, k_sh, k_sn, k_sk,
    v_sb, v_sh, v_sk, v_sn,
    o_sb, o_sh, o_sm, o_sn,
    am_sb, am_sh, am_sm, am_sk,
    min_clamp_value, size_m_rounded,
    IS_CAUSAL: tl.constexpr, BLOCK_DHEAD: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    m_block = tl.program_id(0)
    head_idx = tl.program_id(1)
    rm = tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rd = tl.arange(0, BLOCK_DHEAD)
    offs_m = m_block * BLOCK_M + rm
    batch = head_idx // heads
    head = head_idx % heads
    q_ptrs = Q + batch * q_sb + head * q_sh + offs_m[:, None] * q_sm + rd[None, :] * q_sk
    k_ptrs = K + batch * k_sb + head * k_sh + rn[:, None] * k_sn + rd[None, :] * k_sk
    v_ptrs = V + batch * v_sb + head * v_sh + rn[:, None] * v_sk + rd[None, :] * v_sn
    o_ptrs = Out + batch * o_sb + head * o_sh + offs_m[:, None] * o_sm + rd[None, :] * o_sn
    t_ptrs = TMP + head_idx * size_m_rounded + offs_m
    mask_base = attn_mask + batch * am_sb + head * am_sh
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32) - float("inf")
    d_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, BLOCK_DHEAD), dtype=tl.float32)
    q = tl.load(q_ptrs)
    n_end = size_n
    if IS_CAUSAL:
        n_end = (m_block + 1) * BLOCK_M
    for start_n in range(0, n_end, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        offs_n = start_n + rn
        in_n = offs_n[:, None] < size_n
        k = tl.load(k_ptrs + start_n * k_sn, mask=in_n, other=0.0)
        qk = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        qk = tl.where(offs_n[None, :] < size_n, qk, float("-inf"))
        qk += tl.dot(q, tl.trans(k))
        qk *= sm_scale
        if IS_CAUSAL:
            qk += tl.where(offs_m[:, None] >= offs_n[None, :], 0, float("-inf"))
        am = tl.load(mask_base + offs_m[:, None] * am_sm + offs_n[None, :] * am_sk,
                     mask=offs_n[None, :] < size_n, other=float("-inf"), eviction_policy="evict_first")
        am = tl.where(am == float("-inf"), min_clamp_value, am)
        qk += am
        l_j = tl.max(qk, 1)
        num = tl.exp(qk - l_j[:, None])
        d_j = tl.sum(num, 1)
        l_new = tl.maximum(l_i, l_j)
        alpha = tl.exp(l_i - l_new)
        beta = tl.exp(l_j - l_new)
        d_new = alpha * d_i + beta * d_j
        p = num * (beta / d_new)[:, None]
        acc_scale = d_i / d_new * alpha
        tl.store(t_ptrs, acc_scale)
        acc_scale = tl.load(t_ptrs)
        acc = acc * acc_scale[:, None]
        v = tl.load(v_ptrs + start_n * v_sk, mask=in_n, other=0.0)
        acc += tl.dot(p.to(v.dtype), v)
        d_i = d_new
        l_i = l_new
    tl.store(o_ptrs, acc.to(Out.dtype.element_ty))
