# Source: NVIDIA/apex, apex/contrib/openfold_triton/_mha_kernel.py (_attention_core). Rewritten for the closing
# trial 13b: OpenFold's MSA/pair attention forward with a pair bias and a 0/1 mask. One program per (BLOCK_M query
# rows, batch*head); Q stays in registers; the loop over BLOCK_N keys does QK^T in bf16 (scaled q), adds the
# bias tile (a shared [N_CTX, N_CTX] per (batch-group, head) plane) and the key-padding -inf, applies the i8 mask,
# an online softmax that normalizes p every step, and P V; L and M are written when IS_TRAINING. The EVEN_* choices
# of @triton.heuristics are plain constexprs here.
import triton
import triton.language as tl


@triton.jit
def openfold_attention(Q, K, V, Mask, Bias, sm_scale, L, M, Out, stride_qz, stride_qh, stride_qm, stride_kz,
                       stride_kh, stride_kn, stride_vz, stride_vh, stride_vk, stride_oz, stride_oh, stride_om,
                       stride_mz, stride_mh, stride_mm, Z, H, N_CTX, H_DIM, BATCH, inf: tl.constexpr,
                       IS_TRAINING: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                       BLOCK_DMODEL: tl.constexpr, EVEN_MN: tl.constexpr, EVEN_HEADDIM: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_b = off_hz // H
    off_h = off_hz % H
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_DMODEL)
    q_ptrs = Q + off_b * stride_qz + off_h * stride_qh + offs_m[:, None] * stride_qm + offs_d[None, :]
    k_ptrs = K + off_b * stride_kz + off_h * stride_kh + offs_n[None, :] * stride_kn + offs_d[:, None]
    v_ptrs = V + off_b * stride_vz + off_h * stride_vh + offs_n[:, None] * stride_vk + offs_d[None, :]

    groups = Z // BATCH
    bias_plane = (off_hz // (groups * H) * H) + (off_hz % H)
    bias_base = bias_plane * (N_CTX * N_CTX) + offs_m[:, None] * N_CTX + offs_n[None, :]
    mask_ptrs = Mask + off_b * stride_mz + off_h * stride_mh + offs_m[:, None] * stride_mm + offs_n[None, :]

    m_prev = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_prev = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    if EVEN_MN:
        q = tl.load(q_ptrs)
    else:
        q = tl.load(q_ptrs, mask=offs_m[:, None] < N_CTX, other=0.0)

    for start_n in range(0, N_CTX, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        key_ok = (start_n + offs_n) < N_CTX
        if EVEN_MN:
            k = tl.load(k_ptrs)
        else:
            k = tl.load(k_ptrs, mask=key_ok[None, :], other=0.0)
        qk = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
        qk += tl.dot(q * sm_scale.to(tl.bfloat16), k).to(tl.bfloat16)
        qk += tl.where(key_ok[None, :], 0, -inf).to(tl.bfloat16)
        if EVEN_MN:
            bias = tl.load(Bias + bias_base + start_n)
            mval = tl.load(mask_ptrs + start_n).to(tl.int32)
        else:
            inside = (offs_m[:, None] < N_CTX) & key_ok[None, :]
            bias = tl.load(Bias + bias_base + start_n, mask=inside, other=0.0)
            mval = tl.load(mask_ptrs + start_n, mask=inside, other=0).to(tl.int32)
        qk = (qk + bias).to(tl.bfloat16)
        qk += tl.where(mval == 0, -inf, 0.0)

        m_curr = tl.maximum(tl.max(qk, 1), m_prev)
        l_prev *= tl.exp(m_prev - m_curr)
        p = tl.exp(qk - m_curr[:, None])
        l_curr = tl.sum(p, 1) + l_prev
        l_rcp = 1.0 / l_curr
        p *= l_rcp[:, None]
        acc *= (l_prev * l_rcp)[:, None]
        if EVEN_MN:
            v = tl.load(v_ptrs)
        else:
            v = tl.load(v_ptrs, mask=key_ok[:, None], other=0.0)
        acc += tl.dot(p.to(Q.dtype.element_ty), v)
        l_prev = l_curr
        m_prev = m_curr
        k_ptrs += BLOCK_N * stride_kn
        v_ptrs += BLOCK_N * stride_vk

    if IS_TRAINING:
        tl.store(L + off_hz * N_CTX + offs_m, l_prev, mask=offs_m < N_CTX)
        tl.store(M + off_hz * N_CTX + offs_m, m_prev, mask=offs_m < N_CTX)
    out_ptrs = Out + off_b * stride_oz + off_h * stride_oh + offs_m[:, None] * stride_om + offs_d[None, :]
    if EVEN_MN:
        tl.store(out_ptrs, acc.to(Q.dtype.element_ty))
    else:
        tl.store(out_ptrs, acc.to(Q.dtype.element_ty), mask=offs_m[:, None] < N_CTX)
