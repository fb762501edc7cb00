# Source: hao-ai-lab/FastVideo, fastvideo-kernel/python/fastvideo_kernel/triton_kernels/block_sparse_attn_triton.py
# (_attn_fwd_sparse). Rewritten for the closing trial 9c: a 64x64 block-sparse attention forward; each Q tile walks a
# list of KV tile indices it loads from q2k_index (an indirect, data-dependent loop count), masks the columns past
# the tile's variable block size, online softmax in exp2, P cast to bf16 for the PV dot. Upstream uses
# tl.make_block_ptr (removed in Triton 3.9); this rewrite uses in-kernel tensor descriptors (TMA on sm_90).
import triton
import triton.language as tl


@triton.jit
def block_sparse_attn_fwd(
    Q, K, V, sm_scale, q2k_index, q2k_num, max_kv_blks, variable_block_sizes, M, Out,
    H, N_CTX,
    HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    q_blk = tl.program_id(0)
    off_hz = tl.program_id(1)
    b = off_hz // H
    h = off_hz % H
    q_tiles = N_CTX // BLOCK_M
    meta = (b * H + h) * q_tiles + q_blk
    n_kv = tl.load(q2k_num + meta)
    kv_list = q2k_index + meta * max_kv_blks
    # rows of this (batch, head) in a [B*H*N_CTX, HEAD_DIM] view
    row0 = off_hz * N_CTX
    q_desc = tl.make_tensor_descriptor(Q, shape=[H * N_CTX * 2, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(K, shape=[H * N_CTX * 2, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(V, shape=[H * N_CTX * 2, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(Out, shape=[H * N_CTX * 2, HEAD_DIM], strides=[HEAD_DIM, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    offs_m = q_blk * BLOCK_M + tl.arange(0, BLOCK_M)
    m_i = tl.full([BLOCK_M], -float("inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = q_desc.load([row0 + q_blk * BLOCK_M, 0])
    for i in range(0, n_kv):
        kv_idx = tl.load(kv_list + i).to(tl.int32)
        blk_size = tl.load(variable_block_sizes + kv_idx)
        k = k_desc.load([row0 + kv_idx * BLOCK_N, 0])
        qk = tl.dot(q, k.T)
        cols_ok = tl.arange(0, BLOCK_N) < blk_size
        qk = tl.where(cols_ok[None, :], qk, -float("inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_ij[:, None])
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, None]
        v = v_desc.load([row0 + kv_idx * BLOCK_N, 0])
        acc = tl.dot(p.to(tl.bfloat16), v, acc)
        m_i = m_ij
    m_i += tl.math.log2(l_i)
    acc = acc / l_i[:, None]
    tl.store(M + off_hz * N_CTX + offs_m, m_i)
    o_desc.store([row0 + q_blk * BLOCK_M, 0], acc.to(Out.dtype.element_ty))
