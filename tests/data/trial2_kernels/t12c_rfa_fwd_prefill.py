# Source: ROCm/flash-attention, flash_attn/flash_attn_triton_amd/fwd_prefill.py (attn_fwd with _attn_fwd_no_mask
# and _attn_fwd_mask). Rewritten for the closing trial 12c: causal GQA flash-attention forward (bottom-right causal
# alignment, seqlen_k - seqlen_q offset), one program per (BLOCK_M query rows, query head, batch). The key blocks
# that need no mask run in a first loop, the blocks on the diagonal (and a ragged last block) in a second loop with
# the causal and seqlen masks; the head is padded (ACTUAL_BLOCK_DMODEL < BLOCK_DMODEL) and masked on d; the
# softmax uses exp2 with the 1/ln2 factor folded in, and the log-sum-exp goes to softmax_lse.
import triton
import triton.language as tl


@triton.jit
def _inner(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_kn, stride_vk,
           offs_m, offs_d, block_min, block_max, seqlen_q, seqlen_k,
           MASKED: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
           ACTUAL_BLOCK_DMODEL: tl.constexpr, SM_SCALE: tl.constexpr):
    RCP_LN2: tl.constexpr = 1.4426950408889634
    delta_qk = seqlen_k - seqlen_q
    for start_n in range(block_min, block_max, BLOCK_N):
        kv_offs_n = start_n + tl.arange(0, BLOCK_N)
        k_mask = offs_d[:, None] < ACTUAL_BLOCK_DMODEL
        v_mask = offs_d[None, :] < ACTUAL_BLOCK_DMODEL
        if MASKED:
            k_mask = k_mask & (kv_offs_n[None, :] < seqlen_k)
            v_mask = v_mask & (kv_offs_n[:, None] < seqlen_k)
        k = tl.load(k_ptrs + start_n * stride_kn, mask=k_mask, other=0.0)
        qk = tl.dot(q, k) * SM_SCALE
        if MASKED:
            causal = offs_m[:, None] + delta_qk >= kv_offs_n[None, :]
            in_range = kv_offs_n[None, :] < seqlen_k
            qk = tl.where(causal & in_range, qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        shifted = tl.where(m_ij[:, None] == float("-inf"), float("-inf"), qk - m_ij[:, None])
        p = tl.math.exp2(shifted * RCP_LN2)
        l_ij = tl.sum(p, 1)
        m_diff = tl.where(m_ij == float("-inf"), float("-inf"), m_i - m_ij)
        alpha = tl.math.exp2(m_diff * RCP_LN2)
        acc = acc * alpha[:, None]
        v = tl.load(v_ptrs + start_n * stride_vk, mask=v_mask, other=0.0)
        l_i = l_i * alpha + l_ij
        m_i = m_ij
        acc += tl.dot(p.to(v.type.element_ty), v)
    return acc, l_i, m_i


@triton.jit
def attn_fwd(
    Q, K, V, Out, softmax_lse,
    stride_qz, stride_qh, stride_qm, stride_kz, stride_kh, stride_kn,
    stride_vz, stride_vh, stride_vk, stride_oz, stride_oh, stride_om,
    stride_lse_z, stride_lse_h,
    seqlen_q, seqlen_k,
    HQ: tl.constexpr, HK: tl.constexpr, SM_SCALE: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
    BLOCK_DMODEL: tl.constexpr, ACTUAL_BLOCK_DMODEL: tl.constexpr,
):
    start_m = tl.program_id(0)
    off_h_q = tl.program_id(1)
    off_z = tl.program_id(2)
    off_h_k = off_h_q // (HQ // HK)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_DMODEL)

    # key blocks this row block sees under the bottom-right causal mask
    n_blocks = tl.cdiv(seqlen_k, BLOCK_N)
    n_blocks_seqlen = tl.cdiv((start_m + 1) * BLOCK_M + seqlen_k - seqlen_q, BLOCK_N)
    n_blocks = min(n_blocks, n_blocks_seqlen)

    o_base = Out + off_z * stride_oz + off_h_q * stride_oh
    o_ptrs = o_base + offs_m[:, None] * stride_om + offs_d[None, :]
    o_mask = (offs_m[:, None] < seqlen_q) & (offs_d[None, :] < ACTUAL_BLOCK_DMODEL)
    if n_blocks <= 0:
        # nothing visible: zero output and an -inf log-sum-exp
        tl.store(o_ptrs, tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=Out.type.element_ty), mask=o_mask)
        lse_ptrs = softmax_lse + off_z * stride_lse_z + off_h_q * stride_lse_h + offs_m
        tl.store(lse_ptrs, tl.full([BLOCK_M], float("-inf"), dtype=tl.float32), mask=offs_m < seqlen_q)
        return

    q_ptrs = Q + off_z * stride_qz + off_h_q * stride_qh + offs_m[:, None] * stride_qm + offs_d[None, :]
    k_ptrs = K + off_z * stride_kz + off_h_k * stride_kh + offs_d[:, None] + offs_n[None, :] * stride_kn
    v_ptrs = V + off_z * stride_vz + off_h_k * stride_vh + offs_n[:, None] * stride_vk + offs_d[None, :]
    q = tl.load(q_ptrs, mask=o_mask, other=0.0)

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.full([BLOCK_M], 1.0, dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)

    # the diagonal needs ceil(BLOCK_M / BLOCK_N) masked blocks, plus one if seqlen_k is ragged
    padded = (seqlen_k % BLOCK_N) != 0
    masked_blocks = BLOCK_M // BLOCK_N + padded
    masked_blocks = min(masked_blocks, n_blocks)
    n_full = n_blocks - masked_blocks
    block_max = n_blocks * BLOCK_N
    if n_full > 0:
        acc, l_i, m_i = _inner(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_kn, stride_vk,
                               offs_m, offs_d, 0, n_full * BLOCK_N, seqlen_q, seqlen_k,
                               False, BLOCK_M, BLOCK_N, ACTUAL_BLOCK_DMODEL, SM_SCALE)
    if masked_blocks > 0:
        acc, l_i, m_i = _inner(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_kn, stride_vk,
                               offs_m, offs_d, n_full * BLOCK_N, block_max, seqlen_q, seqlen_k,
                               True, BLOCK_M, BLOCK_N, ACTUAL_BLOCK_DMODEL, SM_SCALE)

    l_recip = 1 / l_i[:, None]
    acc = acc * l_recip
    LN2: tl.constexpr = 0.6931471824645996
    lse = m_i + tl.math.log2(l_i) * LN2
    lse_ptrs = softmax_lse + off_z * stride_lse_z + off_h_q * stride_lse_h + offs_m
    tl.store(lse_ptrs, lse, mask=offs_m < seqlen_q)
    tl.store(o_ptrs, acc.to(Out.type.element_ty), mask=o_mask)
