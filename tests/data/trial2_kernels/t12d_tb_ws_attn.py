# Source: meta-pytorch/tritonbench, tritonbench/kernels/proton_blackwell_ws_fused_attention.py (_attn_fwd with
# _attn_fwd_inner and _maybe_make_tensor_desc). Rewritten for the closing trial 12d: causal flash attention
# forward (STAGE 3: an off-band loop and an on-band masked loop), K, V, Q and O through device-side tensor
# descriptors over a [Z*H*N_CTX, HEAD_DIM] view, each KV loop a tl.range(warp_specialize=...), online softmax in
# exp2, the log-sum-exp row stored to M.
import triton
import triton.language as tl


@triton.jit
def _kv_loop(acc, l_i, m_i, q, k_desc, v_desc, base_row, start_m, qk_scale,
             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, ON_BAND: tl.constexpr,
             offs_m, offs_n, N_CTX: tl.constexpr, WS: tl.constexpr):
    if ON_BAND:
        lo = start_m * BLOCK_M
        hi = (start_m + 1) * BLOCK_M
        lo = tl.multiple_of(lo, BLOCK_M)
    else:
        lo = 0
        hi = start_m * BLOCK_M
    kv_row = base_row + lo
    for start_n in tl.range(lo, hi, BLOCK_N, warp_specialize=WS):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        kt = k_desc.load([kv_row, 0]).T
        s = tl.dot(q, kt)
        if ON_BAND:
            keep = offs_m[:, None] >= (start_n + offs_n[None, :])
            s = s * qk_scale + tl.where(keep, 0, -1.0e6)
            m_new = tl.maximum(m_i, tl.max(s, 1))
            s -= m_new[:, None]
        else:
            m_new = tl.maximum(m_i, tl.max(s, 1) * qk_scale)
            s = s * qk_scale - m_new[:, None]
        p = tl.math.exp2(s)
        corr = tl.math.exp2(m_i - m_new)
        row_sum = tl.sum(p, 1)
        acc = acc * corr[:, None]
        v = v_desc.load([kv_row, 0])
        acc = tl.dot(p.to(tl.bfloat16), v, acc)
        l_i = l_i * corr + row_sum
        m_i = m_new
        kv_row += BLOCK_N
    return acc, l_i, m_i


@triton.jit
def ws_attn_fwd(sm_scale, M, Z, H, q_ptr, k_ptr, v_ptr, o_ptr, N_CTX: tl.constexpr,
                HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, WS: tl.constexpr):
    tl.static_assert(BLOCK_N <= HEAD_DIM)
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H
    rows = Z * H * N_CTX
    q_desc = tl.make_tensor_descriptor(q_ptr, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(k_ptr, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(v_ptr, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(o_ptr, shape=[rows, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    base_row = off_z * (N_CTX * H) + off_h * N_CTX
    q_row = base_row + start_m * BLOCK_M
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = q_desc.load([q_row, 0])
    acc, l_i, m_i = _kv_loop(acc, l_i, m_i, q, k_desc, v_desc, base_row, start_m, qk_scale, BLOCK_M, BLOCK_N,
                             False, offs_m, offs_n, N_CTX, WS)
    acc, l_i, m_i = _kv_loop(acc, l_i, m_i, q, k_desc, v_desc, base_row, start_m, qk_scale, BLOCK_M, BLOCK_N,
                             True, offs_m, offs_n, N_CTX, WS)
    m_i += tl.math.log2(l_i)
    acc = acc / l_i[:, None]
    tl.store(M + off_hz * N_CTX + offs_m, m_i)
    o_desc.store([q_row, 0], acc.to(tl.bfloat16))
