# Source: microsoft/DeepSpeed, deepspeed/ops/transformer/inference/triton/attention.py (_flash_packed_kernel).
# Rewritten for the trial: flash attention over a packed [B, S, 3*hidden] QKV tensor (K and V at +hidden and
# +2*hidden), an additive per-key mask row loaded each iteration (ADD_MASK), optional causal bound, the QK^T dot
# accumulated in fp16 (out_dtype=tl.float16), exp2 online softmax, PV dot in fp32.
import triton
import triton.language as tl


@triton.jit
def flash_packed_fwd(
    QKV, mask, ADD_MASK: tl.constexpr, IS_CAUSAL: tl.constexpr,
    sm_scale, Out,
    stride_qz, stride_qn, stride_qm,
    stride_mz, stride_oz, stride_on,
    Z, H, N_CTX, P_SEQ, hidden_size,
    BLOCK_M: tl.constexpr, BLOCK_DMODEL: tl.constexpr, BLOCK_N: tl.constexpr,
):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    b = off_hz // H
    h = off_hz % H
    q_base = b * stride_qz + h * BLOCK_DMODEL

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_DMODEL)
    q_ptrs = QKV + q_base + offs_m[:, None] * stride_qn + offs_d[None, :]
    k_ptrs = QKV + hidden_size + q_base + offs_n[:, None] * stride_qn + offs_d[None, :]
    v_ptrs = QKV + 2 * hidden_size + q_base + offs_n[:, None] * stride_qn + offs_d[None, :]
    mask_ptrs = mask + b * stride_mz + offs_n[None, :]

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = tl.load(q_ptrs, mask=offs_m[:, None] < N_CTX, other=0.0)
    q = (q * qk_scale).to(tl.float16)
    hi = P_SEQ + (start_m + 1) * BLOCK_M if IS_CAUSAL else N_CTX + P_SEQ
    for start_n in range(0, hi, BLOCK_N):
        kv_ok = (start_n + offs_n)[:, None] < N_CTX
        k = tl.load(k_ptrs + start_n * stride_qn, mask=kv_ok, other=0.0)
        v = tl.load(v_ptrs + start_n * stride_qn, mask=kv_ok, other=0.0)
        qk = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float16)
        if ADD_MASK:
            bias = tl.load(mask_ptrs)
            mask_ptrs += BLOCK_N
            qk = qk + bias.to(tl.float32)
        if IS_CAUSAL:
            qk = tl.where(P_SEQ + offs_m[:, None] >= (start_n + offs_n[None, :]), qk, float("-inf"))
        qk += tl.dot(q, tl.trans(k), out_dtype=tl.float16)
        qk += tl.where((start_n + offs_n)[None, :] < N_CTX, 0, -10000.0)
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(qk - m_new[:, None])
        acc *= (l_i * 0 + alpha)[:, None]
        acc += tl.dot(p.to(tl.float16), v.to(tl.float16))
        l_i = l_i * alpha + tl.sum(p, 1)
        m_i = m_new

    acc = acc / l_i[:, None]
    out_ptrs = Out + b * stride_oz + h * BLOCK_DMODEL + offs_m[:, None] * stride_on + offs_d[None, :]
    tl.store(out_ptrs, acc.to(tl.float16), mask=offs_m[:, None] < N_CTX)
