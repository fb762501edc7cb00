# Source: xdit-project/xDiT, xfuser/core/attention/backends/triton_bsa/bsa.py (_attn_fwd_bsa_varlen_align,
# _attn_fwd_bsa_varlen). Rewritten for the closing trial 15b: Prism's block-sparse attention forward over a 3-D token
# grid. Each query block walks a per-row list of selected key blocks whose length is loaded (a runtime trip count read
# from memory), loads the block id (an i64 read from memory, truncated to i32, that becomes the row offset of the key
# and value tiles), and runs an online-softmax step with two dots; the optional key-validity mask is an i8 gather.
# `bsa_fwd_align` takes one BLOCK_N_LG tile per selected block through tensor descriptors (Triton 3.9 removed
# tl.make_block_ptr / tl.advance, which upstream uses); `bsa_fwd_varlen` walks each selected block in BLOCK_N steps
# (nested loops) with pointer tensors and row masks. Fixed from upstream: the running sum starts at 0 (not 1) and the
# final division is guarded, so a row whose every key is padding writes 0 and a log-sum-exp of -inf; the
# log-sum-exp store of the last query block is masked (N_CTX need not be a multiple of BLOCK_M).
import triton
import triton.language as tl


@triton.jit
def bsa_fwd_align(Q, K, V, sm_scale, LSE, Out, block_idx, block_cnt, kv_valid,
                  stride_qz, stride_qh, stride_qm, stride_qk,
                  stride_kz, stride_kh, stride_kn, stride_kk,
                  stride_vz, stride_vh, stride_vn, stride_vk,
                  stride_oz, stride_oh, stride_om, stride_ok,
                  stride_bz, stride_bh, stride_bm, stride_bs,
                  stride_cz, stride_ch, stride_cm,
                  H, N_CTX,
                  HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N_LG: tl.constexpr,
                  HAS_KV_MASK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_hz = tl.program_id(1)
    z = (pid_hz // H).to(tl.int64)
    h = (pid_hz % H).to(tl.int64)
    q_desc = tl.make_tensor_descriptor(Q + z * stride_qz + h * stride_qh, [N_CTX, HEAD_DIM], [stride_qm, 1],
                                       [BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(K + z * stride_kz + h * stride_kh, [N_CTX, HEAD_DIM], [stride_kn, 1],
                                       [BLOCK_N_LG, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(V + z * stride_vz + h * stride_vh, [N_CTX, HEAD_DIM], [stride_vn, 1],
                                       [BLOCK_N_LG, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(Out + z * stride_oz + h * stride_oh, [N_CTX, HEAD_DIM], [stride_om, 1],
                                       [BLOCK_M, HEAD_DIM])
    ids = block_idx + z * stride_bz + h * stride_bh + pid_m * stride_bm
    n_sel = tl.load(block_cnt + z * stride_cz + h * stride_ch + pid_m * stride_cm)

    m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], tl.float32)
    scale = sm_scale * 1.44269504
    q = q_desc.load([pid_m * BLOCK_M, 0])
    for i in range(n_sel):
        blk = tl.load(ids + i * stride_bs).to(tl.int32)
        lo = tl.multiple_of(blk * BLOCK_N_LG, BLOCK_N_LG)
        s = tl.dot(q, tl.trans(k_desc.load([lo, 0])))
        if HAS_KV_MASK:
            valid = tl.load(kv_valid + lo + tl.arange(0, BLOCK_N_LG)) != 0
            s = tl.where(valid[None, :], s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1) * scale)
        p = tl.math.exp2(s * scale - m_new[:, None])
        if HAS_KV_MASK:
            p = tl.where(valid[None, :], p, 0.0)
        alpha = tl.where(m_new == float("-inf"), 1.0, tl.math.exp2(m_i - m_new))
        l_i = l_i * alpha + tl.sum(p, 1)
        v = v_desc.load([lo, 0])
        acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
        m_i = m_new

    safe = tl.where(l_i > 0, l_i, 1.0)
    lse = tl.where(l_i > 0, m_i + tl.math.log2(safe), float("-inf"))
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    tl.store(LSE + pid_hz.to(tl.int64) * N_CTX + offs_m, lse, mask=offs_m < N_CTX)
    o_desc.store([pid_m * BLOCK_M, 0], (acc / safe[:, None]).to(Out.type.element_ty))


@triton.jit
def bsa_fwd_varlen(Q, K, V, sm_scale, LSE, Out, block_idx, block_cnt, kv_valid,
                   stride_qz, stride_qh, stride_qm, stride_qk,
                   stride_kz, stride_kh, stride_kn, stride_kk,
                   stride_vz, stride_vh, stride_vn, stride_vk,
                   stride_oz, stride_oh, stride_om, stride_ok,
                   stride_bz, stride_bh, stride_bm, stride_bs,
                   stride_cz, stride_ch, stride_cm,
                   H, N_CTX,
                   HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N_LG: tl.constexpr,
                   BLOCK_N: tl.constexpr, HAS_KV_MASK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_hz = tl.program_id(1)
    z = (pid_hz // H).to(tl.int64)
    h = (pid_hz % H).to(tl.int64)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    row_ok = offs_m < N_CTX
    q_ptrs = Q + z * stride_qz + h * stride_qh + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk
    kt_base = K + z * stride_kz + h * stride_kh + offs_d[:, None] * stride_kk
    v_base = V + z * stride_vz + h * stride_vh + offs_d[None, :] * stride_vk
    ids = block_idx + z * stride_bz + h * stride_bh + pid_m * stride_bm
    n_sel = tl.load(block_cnt + z * stride_cz + h * stride_ch + pid_m * stride_cm)

    m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], tl.float32)
    scale = sm_scale * 1.44269504
    q = tl.load(q_ptrs, mask=row_ok[:, None], other=0.0)
    for i in range(n_sel):
        blk = tl.load(ids + i * stride_bs).to(tl.int32)
        lo = tl.multiple_of(blk * BLOCK_N_LG, BLOCK_N)
        for start in range(0, BLOCK_N_LG, BLOCK_N):
            cols = lo + start + offs_n
            col_ok = cols < N_CTX
            kt = tl.load(kt_base + cols[None, :] * stride_kn, mask=col_ok[None, :], other=0.0)
            s = tl.dot(q, kt)
            if HAS_KV_MASK:
                valid = tl.load(kv_valid + lo + start + tl.arange(0, BLOCK_N)) != 0
                s = tl.where(valid[None, :], s, float("-inf"))
            m_new = tl.maximum(m_i, tl.max(s, 1) * scale)
            p = tl.math.exp2(s * scale - m_new[:, None])
            if HAS_KV_MASK:
                p = tl.where(valid[None, :], p, 0.0)
            alpha = tl.where(m_new == float("-inf"), 1.0, tl.math.exp2(m_i - m_new))
            l_i = l_i * alpha + tl.sum(p, 1)
            v = tl.load(v_base + cols[:, None] * stride_vn, mask=col_ok[:, None], other=0.0)
            acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
            m_i = m_new

    safe = tl.where(l_i > 0, l_i, 1.0)
    lse = tl.where(l_i > 0, m_i + tl.math.log2(safe), float("-inf"))
    tl.store(LSE + pid_hz.to(tl.int64) * N_CTX + offs_m, lse, mask=row_ok)
    o_ptrs = Out + z * stride_oz + h * stride_oh + offs_m[:, None] * stride_om + offs_d[None, :] * stride_ok
    tl.store(o_ptrs, (acc / safe[:, None]).to(Out.type.element_ty), mask=row_ok[:, None])
