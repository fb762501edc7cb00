# Source: pytorch-labs/segment-anything-fast, segment_anything_fast/flash_4.py (_fwd_kernel_aligned).
# Rewritten for the closing trial 13a: SAM's image-encoder attention with the decomposed relative-position bias
# (rel_h and rel_w concatenated into one [.., N_CTX, 2 * BIAS_LAST_SIZE] tensor). One program per (BLOCK_M query rows,
# batch*head); Q is pre-scaled by sm_scale*log2(e) and cast back to fp16 before the key loop; K is read transposed
# ([BLOCK_DMODEL, BLOCK_N]); the rel_w half of the bias (columns BIAS_LAST_SIZE + n % BIAS_LAST_SIZE) is loaded once
# before the loop, the rel_h column (start_n // BLOCK_N) once per key block and broadcast over the block's columns;
# exp2 online softmax. The upstream block pointers (removed in Triton 3.9) become plain pointer tensors; the loads
# stay unmasked as upstream (the wrapper only accepts N_CTX that is a multiple of 256).
import triton
import triton.language as tl


@triton.jit
def saf_flash_relpos(Q, K, V, B0, sm_scale, Out,
                     stride_qh, stride_qm, stride_qk,
                     stride_kh, stride_kn, stride_kk,
                     stride_vh, stride_vk, stride_vn,
                     stride_oh, stride_om, stride_on,
                     stride_b0h, stride_b0m,
                     N_CTX,
                     OUT_DTYPE: tl.constexpr, BIAS_LAST_SIZE: tl.constexpr, BLOCK_DMODEL: tl.constexpr,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    q_base = Q + off_hz * stride_qh
    k_base = K + off_hz * stride_kh
    v_base = V + off_hz * stride_vh
    rows = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    dims = tl.arange(0, BLOCK_DMODEL)
    q = tl.load(q_base + rows[:, None] * stride_qm + dims[None, :] * stride_qk)
    qk_scale = sm_scale * 1.44269504
    q = (q * qk_scale).to(OUT_DTYPE)
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)
    bias_base = B0 + off_hz * stride_b0h + rows[:, None] * stride_b0m
    w_cols = (cols % BIAS_LAST_SIZE) + BIAS_LAST_SIZE
    rel_w = tl.load(bias_base + w_cols[None, :])
    for start_n in range(0, N_CTX, BLOCK_N):
        kt = tl.load(k_base + dims[:, None] * stride_kk + (start_n + cols)[None, :] * stride_kn)
        v = tl.load(v_base + (start_n + cols)[:, None] * stride_vk + dims[None, :] * stride_vn)
        qk = tl.zeros([BLOCK_M, BLOCK_N], dtype=OUT_DTYPE)
        qk += tl.dot(q, kt)
        rel_h = tl.load(bias_base + start_n // BLOCK_N)
        qk += (rel_h + rel_w) * 1.44269504
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(qk - m_new[:, None])
        acc *= alpha[:, None]
        acc += tl.dot(p.to(OUT_DTYPE), v)
        l_i = l_i * alpha + tl.sum(p, 1)
        m_i = m_new
    acc = acc / l_i[:, None]
    out_ptrs = Out + off_hz * stride_oh + rows[:, None] * stride_om + dims[None, :] * stride_on
    tl.store(out_ptrs, acc.to(OUT_DTYPE))
