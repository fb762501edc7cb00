# Source: OpenNLPLab/lightning-attention, lightning_attn/ops/triton/lightning_attn2.py (_fwd_kernel and
# _bwd_inter_kernel). Rewritten for the closing trial 14a: Lightning Attention-2 (linear attention with a per-head
# exponential decay exp(-s)). The forward walks the sequence in BLOCK-row chunks carrying a [d, BLOCK_MODEL] fp32 kv
# state: intra-chunk q·kᵀ masked by a decay matrix, inter-chunk q·kv, all four dots on fp32 operands (tf32 on tensor
# cores). The backward inter-chunk kernel runs two nested loop pairs, one forward (dq) and one backward
# (`range(NUM_BLOCK - 1, -1, -1)`, dk/dv) with CBLOCK sub-chunks, read-modify-write of dq/dk/dv and an `if i > 0`
# inside the loop. Changes: masks compare against n on the row index only (as upstream), the decay constants are
# computed once in fp32, and the pointer tensors are advanced by constexpr strides as upstream.
import triton
import triton.language as tl


@triton.jit
def la2_fwd(Q, K, V, Out, S, h: tl.constexpr, n: tl.constexpr, d: tl.constexpr, e: tl.constexpr,
            BLOCK: tl.constexpr, NUM_BLOCK: tl.constexpr, BLOCK_MODEL: tl.constexpr):
    off_bh = tl.program_id(0)
    off_h = off_bh % h
    off_e = tl.program_id(1)
    qk_offset = off_bh * n * d
    v_offset = off_bh * n * e
    e_offset = off_e * BLOCK_MODEL
    q_ptrs = Q + qk_offset + tl.arange(0, d)[None, :]
    kt_ptrs = K + qk_offset + tl.arange(0, d)[:, None]
    v_ptrs = V + v_offset + e_offset + tl.arange(0, BLOCK_MODEL)[None, :]
    o_ptrs = Out + v_offset + e_offset + tl.arange(0, BLOCK_MODEL)[None, :]
    s = tl.load(S + off_h).to(tl.float32)
    off_block = tl.arange(0, BLOCK)
    q_decay = tl.exp(-s * off_block[:, None])
    kt_decay = tl.exp(-s * (BLOCK - off_block[None, :]))
    block_decay = tl.exp(-s * BLOCK)
    index = off_block[:, None] - off_block[None, :]
    s_index = tl.where(index >= 0, -s * index, float("-inf"))
    diag_decay = tl.exp(s_index)
    kv = tl.zeros([d, BLOCK_MODEL], dtype=tl.float32)
    for _i in range(NUM_BLOCK):
        q = tl.load(q_ptrs + off_block[:, None] * d, mask=off_block[:, None] < n, other=0.0).to(tl.float32)
        kt = tl.load(kt_ptrs + off_block[None, :] * d, mask=off_block[None, :] < n, other=0.0).to(tl.float32)
        v = tl.load(v_ptrs + off_block[:, None] * e, mask=off_block[:, None] < n, other=0.0).to(tl.float32)
        qk = tl.dot(q, kt) * diag_decay
        o_intra = tl.dot(qk, v)
        o_inter = tl.dot(q, kv) * q_decay
        o = o_intra + o_inter
        tl.store(o_ptrs + off_block[:, None] * e, o.to(Out.dtype.element_ty), mask=off_block[:, None] < n)
        kv = block_decay * kv + tl.dot(kt * kt_decay, v)
        off_block += BLOCK


@triton.jit
def la2_bwd_inter(Q, K, V, S, DO, DQ, DK, DV, h: tl.constexpr, n: tl.constexpr, d: tl.constexpr, e: tl.constexpr,
                  BLOCK: tl.constexpr, NUM_BLOCK: tl.constexpr, CBLOCK: tl.constexpr, NUM_CBLOCK: tl.constexpr):
    off_bh = tl.program_id(0)
    off_h = off_bh % h
    qk_offset = off_bh * n * d
    v_offset = off_bh * n * e
    c_array = tl.arange(0, CBLOCK)
    dq_ptrs = DQ + qk_offset + c_array[:, None] * d + tl.arange(0, d)[None, :]
    k_ptrs = K + qk_offset + c_array[:, None] * d + tl.arange(0, d)[None, :]
    vt_ptrs = V + v_offset + c_array[None, :] * e + tl.arange(0, e)[:, None]
    do_ptrs = DO + v_offset + c_array[:, None] * e + tl.arange(0, e)[None, :]
    off1 = tl.arange(0, CBLOCK)
    off2 = tl.arange(0, CBLOCK)
    s = tl.load(S + off_h).to(tl.float32)
    block_decay = tl.exp(-s * BLOCK)
    kv_t = tl.zeros([e, d], dtype=tl.float32)
    for i in range(NUM_BLOCK):
        for j in range(NUM_CBLOCK):
            if i > 0:
                q_decay = tl.exp(-s * (j * CBLOCK + c_array[:, None]))
                do = tl.load(do_ptrs, mask=off1[:, None] < n, other=0.0).to(tl.float32)
                dq = tl.dot(do, kv_t) * q_decay + tl.load(dq_ptrs, mask=off1[:, None] < n, other=0.0)
                tl.store(dq_ptrs, dq.to(DQ.dtype.element_ty), mask=off1[:, None] < n)
            dq_ptrs += CBLOCK * d
            do_ptrs += CBLOCK * e
            off1 += CBLOCK
        kv_cur = tl.zeros([e, d], dtype=tl.float32)
        for j in range(NUM_CBLOCK):
            vt = tl.load(vt_ptrs, mask=off2[None, :] < n, other=0.0).to(tl.float32)
            k = tl.load(k_ptrs, mask=off2[:, None] < n, other=0.0).to(tl.float32)
            k_decay = tl.exp(-s * (BLOCK - (j * CBLOCK + c_array[:, None])))
            kv_cur += tl.dot(vt, k * k_decay)
            k_ptrs += CBLOCK * d
            vt_ptrs += CBLOCK * e
            off2 += CBLOCK
        kv_t = block_decay * kv_t + kv_cur
    m = NUM_BLOCK * BLOCK
    off1 = m + tl.arange(0, CBLOCK)
    off2 = m + tl.arange(0, CBLOCK)
    qt_ptrs = Q + qk_offset + m * d + c_array[None, :] * d + tl.arange(0, d)[:, None]
    k_ptrs = K + qk_offset + m * d + c_array[:, None] * d + tl.arange(0, d)[None, :]
    vt_ptrs = V + v_offset + m * e + c_array[None, :] * e + tl.arange(0, e)[:, None]
    dkt_ptrs = DK + qk_offset + m * d + c_array[None, :] * d + tl.arange(0, d)[:, None]
    dv_ptrs = DV + v_offset + m * e + c_array[:, None] * e + tl.arange(0, e)[None, :]
    do_ptrs = DO + v_offset + m * e + c_array[:, None] * e + tl.arange(0, e)[None, :]
    dkv = tl.zeros([d, e], dtype=tl.float32)
    for i in range(NUM_BLOCK - 1, -1, -1):
        for j in range(NUM_CBLOCK - 1, -1, -1):
            k_ptrs -= CBLOCK * d
            vt_ptrs -= CBLOCK * e
            dkt_ptrs -= CBLOCK * d
            dv_ptrs -= CBLOCK * e
            off1 -= CBLOCK
            if i < NUM_BLOCK - 1:
                k = tl.load(k_ptrs, mask=off1[:, None] < n, other=0.0).to(tl.float32)
                vt = tl.load(vt_ptrs, mask=off1[None, :] < n, other=0.0).to(tl.float32)
                kt_decay = tl.exp(-s * (BLOCK - (j * CBLOCK + c_array[None, :])))
                k_decay = tl.exp(-s * (BLOCK - (j * CBLOCK + c_array[:, None])))
                dkt = tl.dot(dkv, vt) * kt_decay + tl.load(dkt_ptrs, mask=off1[None, :] < n, other=0.0)
                dv = tl.dot(k, dkv) * k_decay + tl.load(dv_ptrs, mask=off1[:, None] < n, other=0.0)
                tl.store(dkt_ptrs, dkt.to(DK.dtype.element_ty), mask=off1[None, :] < n)
                tl.store(dv_ptrs, dv.to(DV.dtype.element_ty), mask=off1[:, None] < n)
        dkv_cur = tl.zeros([d, e], dtype=tl.float32)
        for j in range(NUM_CBLOCK - 1, -1, -1):
            do_ptrs -= CBLOCK * e
            qt_ptrs -= CBLOCK * d
            off2 -= CBLOCK
            do = tl.load(do_ptrs, mask=off2[:, None] < n, other=0.0).to(tl.float32)
            qt = tl.load(qt_ptrs, mask=off2[None, :] < n, other=0.0).to(tl.float32)
            qt_decay = tl.exp(-s * (j * CBLOCK + c_array[None, :]))
            dkv_cur += tl.dot(qt * qt_decay, do)
        dkv = block_decay * dkv + dkv_cur
