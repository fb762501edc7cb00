# Source: feifeibear/long-context-attention, yunchang/kernels/int8_flash_attention/flash_atten_int8.py
# (_attn_fwd_int8 with _attn_fwd_inner_int8). Rewritten for the closing trial 12b: causal flash attention forward
# with int8 Q and K (an f32 scale per query row and per key row, applied to the i32 Q @ K^T), fp16 V, exp2 online
# softmax in two passes (off-band blocks, then the diagonal block with a -1e6 additive mask); the upstream block
# pointers (removed in Triton 3.9) become device-side tensor descriptors for Q, K, V and O (K loaded [BLOCK_N,
# HEAD_DIM] and transposed), the per-row scales plain pointer loads; the row log-sum-exp (base 2) is stored in M.
import triton
import triton.language as tl


@triton.jit
def _inner_int8(acc, l_i, m_i, q, q_scale, k_desc, v_desc, K_scale, kv_row0, start_m, qk_scale,
                BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_N: tl.constexpr, STAGE: tl.constexpr,
                offs_m, offs_n, N_CTX: tl.constexpr):
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    elif STAGE == 2:
        lo, hi = start_m * BLOCK_M, (start_m + 1) * BLOCK_M
        lo = tl.multiple_of(lo, BLOCK_M)
    else:
        lo, hi = 0, N_CTX
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        k = k_desc.load([kv_row0 + start_n, 0])
        k_scale = tl.load(K_scale + start_n + offs_n)
        qk = tl.dot(q, tl.trans(k)).to(tl.float32)
        qk = qk * q_scale[:, None]
        qk = qk * k_scale[None, :]
        if STAGE == 2:
            causal = offs_m[:, None] >= (start_n + offs_n[None, :])
            qk = qk * qk_scale + tl.where(causal, 0, -1.0e6)
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            qk -= m_ij[:, None]
        else:
            m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
            qk = qk * qk_scale - m_ij[:, None]
        p = tl.math.exp2(qk)
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, None]
        v = v_desc.load([kv_row0 + start_n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
    return acc, l_i, m_i


@triton.jit
def attn_fwd_int8(Q, K, V, Q_scale, K_scale, sm_scale, M, Out, Z, H,
                  N_CTX: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                  STAGE: tl.constexpr):
    tl.static_assert(BLOCK_N <= HEAD_DIM)
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    rows = Z * H * N_CTX
    q_desc = tl.make_tensor_descriptor(Q, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(K, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(V, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(Out, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    kv_row0 = off_hz * N_CTX
    q_row = kv_row0 + start_m * BLOCK_M
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = q_desc.load([q_row, 0])
    q_scale = tl.load(Q_scale + off_hz * N_CTX + offs_m)
    K_scale += off_hz * N_CTX
    if STAGE & 1:
        acc, l_i, m_i = _inner_int8(acc, l_i, m_i, q, q_scale, k_desc, v_desc, K_scale, kv_row0, start_m, qk_scale,
                                    BLOCK_M, HEAD_DIM, BLOCK_N, 4 - STAGE, offs_m, offs_n, N_CTX)
    if STAGE & 2:
        acc, l_i, m_i = _inner_int8(acc, l_i, m_i, q, q_scale, k_desc, v_desc, K_scale, kv_row0, start_m, qk_scale,
                                    BLOCK_M, HEAD_DIM, BLOCK_N, 2, offs_m, offs_n, N_CTX)
    m_i += tl.math.log2(l_i)
    acc = acc / l_i[:, None]
    tl.store(M + off_hz * N_CTX + offs_m, m_i)
    o_desc.store([q_row, 0], acc.to(tl.float16))
