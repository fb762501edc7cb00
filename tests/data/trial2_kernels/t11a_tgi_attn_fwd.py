# Source: huggingface/text-generation-inference, server/text_generation_server/layers/attention/flash_attn_triton.py
# (attn_fwd with _attn_fwd_inner and load_fn). Rewritten for the closing trial 11a: varlen (cu_seqlens) flash
# attention forward; the source's block pointers (removed in Triton 3.9) become device-side tensor descriptors
# (tl.make_tensor_descriptor: their bounds replace boundary_check, so a head_dim padded to a power of two reads
# zeros past ACTUAL_BLOCK_DMODEL; K is loaded [BLOCK_N, BLOCK_DMODEL] and transposed with tl.trans), grouped-query
# heads, exp2 with log2(e) folded into q, the K/V loop split into unmasked full blocks and
# masked (causal / ragged-tail) blocks - two calls of the inner loop - with a tl.debug_barrier between them, and an
# epilogue that zeroes rows of a rectangular causal block. Dropout, bias and the encoded softmax are left out.
import triton
import triton.language as tl


@triton.jit
def _cdiv(x, y):
    return (x + y - 1) // y


@triton.jit
def _inner(acc, l_i, m_i, q, k_desc, v_desc, actual_seqlen_k, block_min, block_max, offs_n_causal,
           n_extra_tokens, IS_CAUSAL: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
           OFFS_M: tl.constexpr, OFFS_N: tl.constexpr, PRE_LOAD_V: tl.constexpr, MASK_STEPS: tl.constexpr):
    for start_n in range(block_min, block_max, BLOCK_N):
        k = tl.trans(k_desc.load([start_n, 0]))
        if PRE_LOAD_V:
            v = v_desc.load([start_n, 0])
        qk = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
        if MASK_STEPS:  # noqa: SIM102
            if (start_n + BLOCK_N == block_max) and (n_extra_tokens != 0):
                boundary_m = tl.full([BLOCK_M], actual_seqlen_k, dtype=tl.int32)
                qk = tl.where((start_n + OFFS_N[None, :]) < boundary_m[:, None], qk, float("-inf"))
        if IS_CAUSAL:
            qk = tl.where(OFFS_M[:, None] >= (start_n + offs_n_causal)[None, :], qk, float("-inf"))
        qk += tl.dot(q, k)
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        acc = acc * alpha[:, None]
        if not PRE_LOAD_V:
            v = v_desc.load([start_n, 0])
        l_i = l_i * alpha + l_ij
        m_i = m_ij
        acc += tl.dot(p.to(v.dtype), v)
    return acc, l_i, m_i


@triton.jit
def attn_fwd(Q, K, V, sm_scale, Out, stride_qh, stride_qm, stride_qk, stride_kh, stride_kn, stride_kk, stride_vh,
             stride_vk, stride_vn, stride_oh, stride_om, stride_on, cu_seqlens_q, cu_seqlens_k, HQ: tl.constexpr,
             HK: tl.constexpr, ACTUAL_BLOCK_DMODEL: tl.constexpr, IS_CAUSAL: tl.constexpr, BLOCK_M: tl.constexpr,
             BLOCK_DMODEL: tl.constexpr, BLOCK_N: tl.constexpr, PRE_LOAD_V: tl.constexpr):
    start_m = tl.program_id(0)
    off_h_q = tl.program_id(1)
    off_z = tl.program_id(2)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    q_start = tl.load(cu_seqlens_q + off_z)
    seqlen_q = tl.load(cu_seqlens_q + off_z + 1) - q_start
    if start_m * BLOCK_M > seqlen_q:
        return
    k_start = tl.load(cu_seqlens_k + off_z)
    seqlen_k = tl.load(cu_seqlens_k + off_z + 1) - k_start

    n_blocks = _cdiv(seqlen_k, BLOCK_N)
    if IS_CAUSAL:
        n_blocks = min(n_blocks, _cdiv((start_m + 1) * BLOCK_M + seqlen_k - seqlen_q, BLOCK_N))
        if n_blocks <= 0:
            return

    GROUP_SIZE: tl.constexpr = HQ // HK
    if GROUP_SIZE != 1:
        off_h_k = off_h_q // GROUP_SIZE
    else:
        off_h_k = off_h_q
    n_extra_tokens = 0
    if seqlen_k < BLOCK_N:
        n_extra_tokens = BLOCK_N - seqlen_k
    elif seqlen_k % BLOCK_N:
        n_extra_tokens = seqlen_k % BLOCK_N

    q_desc = tl.make_tensor_descriptor(Q + off_h_q * stride_qh + q_start * stride_qm,
                                       shape=[seqlen_q, ACTUAL_BLOCK_DMODEL], strides=[stride_qm, stride_qk],
                                       block_shape=[BLOCK_M, BLOCK_DMODEL])
    k_desc = tl.make_tensor_descriptor(K + off_h_k * stride_kh + k_start * stride_kn,
                                       shape=[seqlen_k, ACTUAL_BLOCK_DMODEL], strides=[stride_kn, stride_kk],
                                       block_shape=[BLOCK_N, BLOCK_DMODEL])
    v_desc = tl.make_tensor_descriptor(V + off_h_k * stride_vh + k_start * stride_vk,
                                       shape=[seqlen_k, ACTUAL_BLOCK_DMODEL], strides=[stride_vk, stride_vn],
                                       block_shape=[BLOCK_N, BLOCK_DMODEL])
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.full([BLOCK_M], 1.0, dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504089
    q = q_desc.load([start_m * BLOCK_M, 0])
    q = (q * qk_scale).to(Q.dtype.element_ty)

    padded_block_k = n_extra_tokens != 0
    is_modulo_mn = not padded_block_k and (seqlen_q % BLOCK_M == 0)
    if IS_CAUSAL:
        masked_blocks = BLOCK_M // BLOCK_N + (not is_modulo_mn)
    else:
        masked_blocks = padded_block_k
    masked_blocks = min(masked_blocks, n_blocks)
    n_full_blocks = n_blocks - masked_blocks
    block_min = 0
    block_max = n_blocks * BLOCK_N
    if n_full_blocks > 0:
        block_max = (n_blocks - masked_blocks) * BLOCK_N
        acc, l_i, m_i = _inner(acc, l_i, m_i, q, k_desc, v_desc, seqlen_k, block_min, block_max, 0, 0, False, BLOCK_M,
                               BLOCK_N, offs_m, offs_n, PRE_LOAD_V, False)
        block_min = block_max
        block_max = n_blocks * BLOCK_N
    tl.debug_barrier()
    if masked_blocks > 0:
        offs_n_causal = offs_n + (seqlen_q - seqlen_k) if IS_CAUSAL else 0
        acc, l_i, m_i = _inner(acc, l_i, m_i, q, k_desc, v_desc, seqlen_k, block_min, block_max, offs_n_causal,
                               n_extra_tokens, IS_CAUSAL, BLOCK_M, BLOCK_N, offs_m, offs_n, PRE_LOAD_V, True)
    acc = acc / l_i[:, None]
    end_m_idx = (start_m + 1) * BLOCK_M
    start_m_idx = start_m * BLOCK_M
    causal_start_idx = seqlen_q - seqlen_k
    acc = acc.to(Out.type.element_ty)
    if IS_CAUSAL:  # noqa: SIM102
        if causal_start_idx > start_m_idx and causal_start_idx < end_m_idx:
            bound = tl.full((BLOCK_DMODEL, ), causal_start_idx, dtype=tl.int32)
            rows = start_m_idx + tl.arange(0, BLOCK_M)
            acc = tl.where(rows[:, None] >= bound[None, :], acc, 0.0)
    o_desc = tl.make_tensor_descriptor(Out + off_h_q * stride_oh + q_start * stride_om,
                                       shape=[seqlen_q, ACTUAL_BLOCK_DMODEL], strides=[stride_om, stride_on],
                                       block_shape=[BLOCK_M, BLOCK_DMODEL])
    o_desc.store([start_m * BLOCK_M, 0], acc)
