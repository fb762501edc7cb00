# Source: ROCm/flash-attention, flash_attn/flash_attn_triton_amd/bwd_prefill_split.py (_bwd_kernel_dkdv with
# _bwd_dkdv_inner). Rewritten for the closing trial 12c: the dK/dV half of the split attention backward, one
# program per (BLOCK_N key rows, batch, KV head). K and V stay in registers; an outer loop walks the query heads of
# the GQA group and an inner loop walks query blocks of MASK_BLOCK_M rows: qT (transposed Q tile), the
# log-sum-exp M and delta D come in, pT = exp2(k·qT·scale/ln2 - M/ln2) under a bottom-right causal mask, then four
# dots: k·qT, pT·dO, v·dOᵀ and dsT·qTᵀ. The padded head (ACTUAL_HEAD_DIM < HEAD_DIM) is masked on d.
import triton
import triton.language as tl


@triton.jit
def _dkdv_inner(dk, dv, Q, k, v, DO, M, D, sm_scale,
                stride_qm, stride_qk, stride_dom, stride_dok, stride_deltam,
                seqlen_q, seqlen_k, start_n, start_m, num_steps,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                HEAD_DIM: tl.constexpr, ACTUAL_HEAD_DIM: tl.constexpr, MASK: tl.constexpr):
    RCP_LN2: tl.constexpr = 1.4426950408889634
    delta_qk = seqlen_q - seqlen_k
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_n = start_n + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, HEAD_DIM)
    mask_n = offs_n < seqlen_k
    qT_ptrs = Q + offs_m[None, :] * stride_qm + offs_k[:, None] * stride_qk
    do_ptrs = DO + offs_m[:, None] * stride_dom + offs_k[None, :] * stride_dok
    curr_m = start_m
    for blk in range(num_steps):  # noqa: B007
        offs_m = curr_m + tl.arange(0, BLOCK_M)
        mask_m = offs_m < seqlen_q
        mask_qT = mask_m[None, :] & (offs_k[:, None] < ACTUAL_HEAD_DIM)
        mask_do = mask_m[:, None] & (offs_k[None, :] < ACTUAL_HEAD_DIM)
        mask_nm = mask_n[:, None] & (offs_m[None, :] < seqlen_q)
        qT = tl.load(qT_ptrs, mask=mask_qT, other=0.0)
        m = tl.load(M + offs_m * stride_deltam, mask=mask_m, other=0.0)
        qkT = tl.dot(k, qT)
        pT = tl.math.exp2(qkT * sm_scale * RCP_LN2 - m[None, :] * RCP_LN2)
        if MASK:
            causal = (offs_m[None, :] - delta_qk) >= offs_n[:, None]
            pT = tl.where(causal & mask_nm, pT, 0.0)
        do = tl.load(do_ptrs, mask=mask_do, other=0.0)
        pT16 = pT.to(tl.float16)
        dv += tl.dot(pT16, do)
        Di = tl.load(D + offs_m * stride_deltam, mask=mask_m)
        dpT = tl.dot(v, tl.trans(do)).to(tl.float32)
        dsT = (pT * (dpT - Di[None, :])).to(qT.type.element_ty)
        dk += tl.dot(dsT, tl.trans(qT))
        curr_m += BLOCK_M
        qT_ptrs += BLOCK_M * stride_qm
        do_ptrs += BLOCK_M * stride_dom
    return dk, dv


@triton.jit
def bwd_dkdv(
    Q, K, V, sm_scale, DO, DK, DV, M, Delta,
    stride_qb, stride_qh, stride_qm, stride_kb, stride_kh, stride_kn,
    stride_deltab, stride_deltah, stride_dob, stride_doh, stride_dom,
    seqlen_q, seqlen_k,
    HQ: tl.constexpr, HK: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLK_SLICE_FACTOR: tl.constexpr,
    HEAD_DIM: tl.constexpr, ACTUAL_HEAD_DIM: tl.constexpr,
):
    pid = tl.program_id(0)
    bid = tl.program_id(1)
    hkid = tl.program_id(2)
    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    delta_qk = seqlen_q - seqlen_k
    start_n = pid * BLOCK_N
    offs_k = tl.arange(0, HEAD_DIM)
    offs_n = start_n + tl.arange(0, BLOCK_N)
    mask_kv = (offs_n[:, None] < seqlen_k) & (offs_k[None, :] < ACTUAL_HEAD_DIM)
    offs_kv = offs_n[:, None] * stride_kn + offs_k[None, :]
    adj_kv = bid * stride_kb + hkid * stride_kh
    k = tl.load(K + adj_kv + offs_kv, mask=mask_kv, other=0.0)
    v = tl.load(V + adj_kv + offs_kv, mask=mask_kv, other=0.0)
    GROUP_SIZE: tl.constexpr = HQ // HK
    MASK_BLOCK_M: tl.constexpr = BLOCK_M // BLK_SLICE_FACTOR
    for hqid in range(hkid * GROUP_SIZE, hkid * GROUP_SIZE + GROUP_SIZE):
        # the diagonal tile: causal-masked steps of MASK_BLOCK_M rows
        start_m = max(start_n + delta_qk, 0)
        start_m = start_m // MASK_BLOCK_M * MASK_BLOCK_M
        len_m = min(BLOCK_N + start_n + delta_qk - start_m, seqlen_q)
        adj_q = bid * stride_qb + hqid * stride_qh
        adj_do = bid * stride_dob + hqid * stride_doh
        adj_delta = bid * stride_deltab + hqid * stride_deltah
        num_steps = tl.cdiv(len_m, MASK_BLOCK_M)
        dk, dv = _dkdv_inner(dk, dv, Q + adj_q, k, v, DO + adj_do, M + adj_delta, Delta + adj_delta, sm_scale,
                             stride_qm, 1, stride_dom, 1, 1, seqlen_q, seqlen_k, start_n, start_m, num_steps,
                             MASK_BLOCK_M, BLOCK_N, HEAD_DIM, ACTUAL_HEAD_DIM, True)
        # the rest of the column below the diagonal: unmasked steps of BLOCK_M rows
        start_m = start_m + num_steps * MASK_BLOCK_M
        num_steps = tl.cdiv(seqlen_q - start_m, BLOCK_M)
        dk, dv = _dkdv_inner(dk, dv, Q + adj_q, k, v, DO + adj_do, M + adj_delta, Delta + adj_delta, sm_scale,
                             stride_qm, 1, stride_dom, 1, 1, seqlen_q, seqlen_k, start_n, start_m, num_steps,
                             BLOCK_M, BLOCK_N, HEAD_DIM, ACTUAL_HEAD_DIM, False)
    dk *= sm_scale
    tl.store(DK + adj_kv + offs_kv, dk.to(DK.type.element_ty), mask=mask_kv)
    tl.store(DV + adj_kv + offs_kv, dv.to(DV.type.element_ty), mask=mask_kv)
