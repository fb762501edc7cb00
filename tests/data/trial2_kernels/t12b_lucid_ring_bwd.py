# Source: lucidrains/ring-attention-pytorch, ring_attention_pytorch/triton_flash_attn.py (_bwd_kernel with
# _bwd_kernel_one_col_block, the SEQUENCE_PARALLEL=True path). Rewritten for the closing trial 12b: one key block
# per program (grid axis 0), K and V kept in registers, a causal loop over query blocks from the diagonal on that
# recomputes P = exp(QK^T * scale - lse), accumulates dV += P^T dO and dK += dS^T Q, and adds dQ = dS K into global
# memory with a relaxed tl.atomic_add (f32 DQ); the tanh soft-clamp's derivative multiplies dS. No bias; seqlens
# divisible by the blocks (EVEN_M = EVEN_N = True), headdim = BLOCK_HEADDIM.
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def ring_flash_bwd(
    Q, K, V, DO, DQ, DK, DV, LSE, D,
    softmax_scale,
    stride_qb, stride_qh, stride_qm,
    stride_kb, stride_kh, stride_kn,
    stride_vb, stride_vh, stride_vn,
    stride_dob, stride_doh, stride_dom,
    stride_dqb, stride_dqh, stride_dqm,
    stride_dkb, stride_dkh, stride_dkn,
    stride_dvb, stride_dvh, stride_dvn,
    nheads, seqlen_q, seqlen_k, seqlen_q_rounded,
    IS_CAUSAL: tl.constexpr, SOFTCLAMP_QK_SIM: tl.constexpr, SOFTCLAMP_VALUE: tl.constexpr,
    BLOCK_HEADDIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    start_n = tl.program_id(0)
    off_hb = tl.program_id(1)
    off_b = off_hb // nheads
    off_h = off_hb % nheads
    Q += off_b * stride_qb + off_h * stride_qh
    K += off_b * stride_kb + off_h * stride_kh
    V += off_b * stride_vb + off_h * stride_vh
    DO += off_b * stride_dob + off_h * stride_doh
    DQ += off_b * stride_dqb + off_h * stride_dqh
    DK += off_b * stride_dkb + off_h * stride_dkh
    DV += off_b * stride_dvb + off_h * stride_dvh
    D += off_hb * seqlen_q_rounded
    LSE += off_hb * seqlen_q_rounded

    begin_m = 0 if not IS_CAUSAL else ((start_n * BLOCK_N) // BLOCK_M) * BLOCK_M
    offs_qm = begin_m + tl.arange(0, BLOCK_M)
    offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_m = tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_HEADDIM)
    q_ptrs = Q + (offs_qm[:, None] * stride_qm + offs_d[None, :])
    do_ptrs = DO + (offs_qm[:, None] * stride_dom + offs_d[None, :])
    dq_ptrs = DQ + (offs_qm[:, None] * stride_dqm + offs_d[None, :])
    k = tl.load(K + (offs_n[:, None] * stride_kn + offs_d[None, :]))
    v = tl.load(V + (offs_n[:, None] * stride_vn + offs_d[None, :]))
    dv = tl.zeros([BLOCK_N, BLOCK_HEADDIM], dtype=tl.float32)
    dk = tl.zeros([BLOCK_N, BLOCK_HEADDIM], dtype=tl.float32)

    num_block_m = tl.cdiv(seqlen_q, BLOCK_M)
    for start_m in range(begin_m, num_block_m * BLOCK_M, BLOCK_M):
        start_m = tl.multiple_of(start_m, BLOCK_M)
        offs_m_curr = start_m + offs_m
        q = tl.load(q_ptrs)
        qk = tl.dot(q, tl.trans(k))
        if SOFTCLAMP_QK_SIM:
            clamp = SOFTCLAMP_VALUE / softmax_scale
            qk = libdevice.tanh(qk / clamp)
            dtanh = 1.0 - qk * qk
            qk = qk * clamp
        if IS_CAUSAL:
            qk = tl.where(offs_m_curr[:, None] >= offs_n[None, :], qk, float("-inf"))
        lse_i = tl.load(LSE + offs_m_curr)
        p = tl.exp(qk * softmax_scale - lse_i[:, None])
        do = tl.load(do_ptrs)
        dv += tl.dot(tl.trans(p.to(do.dtype)), do)
        dp = tl.dot(do, tl.trans(v))
        Di = tl.load(D + offs_m_curr)
        ds = p * (dp - Di[:, None]) * softmax_scale
        if SOFTCLAMP_QK_SIM:
            ds *= dtanh
        ds = ds.to(q.dtype)
        dk += tl.dot(tl.trans(ds), q)
        dq = tl.dot(ds, k)
        tl.atomic_add(dq_ptrs, dq, sem="relaxed")
        dq_ptrs += BLOCK_M * stride_dqm
        q_ptrs += BLOCK_M * stride_qm
        do_ptrs += BLOCK_M * stride_dom

    tl.store(DV + (offs_n[:, None] * stride_dvn + offs_d[None, :]), dv)
    tl.store(DK + (offs_n[:, None] * stride_dkn + offs_d[None, :]), dk)
