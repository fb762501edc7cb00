# Source: thu-ml/SageAttention, sageattention/triton/attn_qk_int8_per_block_causal.py (_attn_fwd, _attn_fwd_inner).
# Rewritten for the closing trial 9a: causal attention with int8 Q and K (one f32 scale per Q block and per K block),
# an int8 x int8 -> i32 QK^T dot, exp2 online softmax, an fp16 PV dot with an f16 accumulator (out_dtype=tl.float16),
# two inner loops (off-diagonal blocks, then the diagonal block with the causal mask), GQA heads, optional LSE.
import triton
import triton.language as tl


@triton.jit
def _sage_inner(acc, l_i, m_i, q, q_scale, kv_len, K_ptrs, K_scale_ptr, V_ptrs, stride_kn, stride_vn, start_m,
                BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_N: tl.constexpr, STAGE: tl.constexpr,
                offs_m, offs_n):
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    else:
        lo, hi = start_m * BLOCK_M, (start_m + 1) * BLOCK_M
        lo = tl.multiple_of(lo, BLOCK_M)
        K_scale_ptr += lo // BLOCK_N
        K_ptrs += stride_kn * lo
        V_ptrs += stride_vn * lo
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        k_in = offs_n[None, :] < (kv_len - start_n)
        k = tl.load(K_ptrs, mask=k_in)
        k_scale = tl.load(K_scale_ptr)
        qk = tl.dot(q, k).to(tl.float32) * (q_scale * k_scale)
        keep = k_in
        if STAGE == 2:
            keep &= offs_m[:, None] >= (start_n + offs_n[None, :])
        qk += tl.where(keep, 0, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        qk -= m_new[:, None]
        p = tl.math.exp2(qk)
        l_new = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + l_new
        acc = acc * alpha[:, None]
        v = tl.load(V_ptrs, mask=offs_n[:, None] < (kv_len - start_n))
        acc += tl.dot(p.to(tl.float16), v, out_dtype=tl.float16)
        m_i = m_new
        K_ptrs += BLOCK_N * stride_kn
        K_scale_ptr += 1
        V_ptrs += BLOCK_N * stride_vn
    return acc, l_i, m_i


@triton.jit
def sage_attn_causal(Q, K, V, Q_scale, K_scale, Out, Lse,
                     stride_qz, stride_qh, stride_qn, stride_kz, stride_kh, stride_kn,
                     stride_vz, stride_vh, stride_vn, stride_oz, stride_oh, stride_on,
                     qo_len, kv_len, H: tl.constexpr, num_kv_groups: tl.constexpr, HEAD_DIM: tl.constexpr,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, RETURN_LSE: tl.constexpr):
    start_m = tl.program_id(0)
    off_z = tl.program_id(2).to(tl.int64)
    off_h = tl.program_id(1).to(tl.int64)
    kv_h = off_h // num_kv_groups
    q_scale_base = (off_z * H + off_h) * tl.cdiv(qo_len, BLOCK_M)
    k_scale_base = (off_z * (H // num_kv_groups) + kv_h) * tl.cdiv(kv_len, BLOCK_N)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    Q_ptrs = Q + (off_z * stride_qz + off_h * stride_qh) + offs_m[:, None] * stride_qn + offs_d[None, :]
    K_ptrs = K + (off_z * stride_kz + kv_h * stride_kh) + offs_n[None, :] * stride_kn + offs_d[:, None]
    V_ptrs = V + (off_z * stride_vz + kv_h * stride_vh) + offs_n[:, None] * stride_vn + offs_d[None, :]
    O_ptrs = Out + (off_z * stride_oz + off_h * stride_oh) + offs_m[:, None] * stride_on + offs_d[None, :]
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    q = tl.load(Q_ptrs, mask=offs_m[:, None] < qo_len)
    q_scale = tl.load(Q_scale + q_scale_base + start_m)
    acc, l_i, m_i = _sage_inner(acc, l_i, m_i, q, q_scale, kv_len, K_ptrs, K_scale + k_scale_base, V_ptrs,
                                stride_kn, stride_vn, start_m, BLOCK_M, HEAD_DIM, BLOCK_N, 1, offs_m, offs_n)
    acc, l_i, m_i = _sage_inner(acc, l_i, m_i, q, q_scale, kv_len, K_ptrs, K_scale + k_scale_base, V_ptrs,
                                stride_kn, stride_vn, start_m, BLOCK_M, HEAD_DIM, BLOCK_N, 2, offs_m, offs_n)
    acc = acc / l_i[:, None]
    tl.store(O_ptrs, acc.to(Out.type.element_ty), mask=offs_m[:, None] < qo_len)
    if RETURN_LSE:
        lse_ptrs = Lse + (off_z * qo_len * H + off_h * qo_len) + offs_m
        tl.store(lse_ptrs, tl.log2(l_i) + m_i, mask=offs_m < qo_len)
