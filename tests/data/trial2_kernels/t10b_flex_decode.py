# Source: pytorch/pytorch, torch/_inductor/kernel/flex/templates/flex_decode.py.jinja with common.py.jinja
# (forward_inner, forward_block_mn, get_offset_for_next_block), as Inductor renders flex-decoding with a score_mod and
# a mask_mod. Rewritten for the closing trial 10b: GQA decode with G query heads per KV head packed into one BLOCK_M
# (tl.ravel of a broadcast), the KV sequence split over program_id(2) (SPLIT_KV), block-sparse KV walked through
# KV_IDX/KV_NUM_BLKS (partial blocks get the mask_mod, full blocks only the score_mod), score_mod = tanh soft-cap
# (30 * tanh(s / 30)) plus a per-head ALiBi-like bias, mask_mod = a sliding window ending at the query position;
# online softmax in exp2; row max and sum-exp stored through pointers (block pointers upstream), the partial output
# through a mask.
# The sizes are literals in the generated code; here constexprs.
import triton
import triton.language as tl


@triton.jit
def get_offset_for_next_block(loop_iter, col_indices, total_blocks, SPARSE_BLOCK: tl.constexpr,
                              SPARSE_BLOCK_MULTIPLE: tl.constexpr, BLOCK: tl.constexpr):
    cur_block_idx = loop_iter // SPARSE_BLOCK_MULTIPLE
    cur_block = tl.load(col_indices + cur_block_idx, eviction_policy="evict_last")
    next_block = tl.load(col_indices + cur_block_idx + 1, eviction_policy="evict_last",
                         mask=cur_block_idx + 1 < total_blocks)
    needs_jump = (loop_iter + 1) % SPARSE_BLOCK_MULTIPLE == 0
    jump_to_block = (next_block - cur_block) * SPARSE_BLOCK - (SPARSE_BLOCK_MULTIPLE - 1) * BLOCK
    return jump_to_block * needs_jump + (1 - needs_jump) * BLOCK


@triton.jit
def forward_block_mn(q, K, V, acc, l_i, m_i, off_h, offs_m, offs_n, Q_LEN_OFFSET, stride_kn, stride_vn,
                     SM_SCALE: tl.constexpr, WINDOW: tl.constexpr, QK_HEAD_DIM: tl.constexpr,
                     V_HEAD_DIM: tl.constexpr, IS_FULL_BLOCKS: tl.constexpr):
    RCP_LN2: tl.constexpr = 1.44269504
    offs_d = tl.arange(0, QK_HEAD_DIM)
    k = tl.load(K + offs_n[:, None] * stride_kn + offs_d[None, :])
    qk = tl.dot(q, tl.trans(k))
    qk *= SM_SCALE
    # score_mod: soft-cap, then a per-head distance bias
    n = offs_n[None, :]
    m = offs_m[:, None] + Q_LEN_OFFSET
    slope = tl.exp2(-((off_h + 1).to(tl.float32)) * 0.5)
    post_mod_scores = 30.0 * tl.extra.cuda.libdevice.tanh(qk / 30.0) - slope * (m - n).to(tl.float32)
    if not IS_FULL_BLOCKS:
        # mask_mod: causal sliding window
        mask_mod_output = (n <= m) & (m - n < WINDOW)
        post_mod_scores = tl.where(mask_mod_output, post_mod_scores, float("-inf"))
    post_mod_scores *= RCP_LN2
    m_ij = tl.maximum(m_i, tl.max(post_mod_scores, 1))
    m_ij_masked = tl.where(m_ij == float("-inf"), 0, m_ij)
    alpha = tl.math.exp2(m_i - m_ij_masked)
    p = tl.math.exp2(post_mod_scores - m_ij_masked[:, None])
    l_i = l_i * alpha + tl.sum(p, 1)
    acc = acc * alpha[:, None]
    offs_v = tl.arange(0, V_HEAD_DIM)
    v = tl.load(V + offs_n[:, None] * stride_vn + offs_v[None, :])
    acc = tl.dot(p.to(q.dtype), v, acc)
    return acc, l_i, m_ij


@triton.jit
def forward_inner(q, K, V, acc, l_i, m_i, off_h, offs_m, offs_n, Q_LEN_OFFSET, kv_indices, kv_num_blocks,
                  block_n_start, block_n_end, stride_kn, stride_vn, SM_SCALE: tl.constexpr, WINDOW: tl.constexpr,
                  QK_HEAD_DIM: tl.constexpr, V_HEAD_DIM: tl.constexpr, SPARSE_KV_BLOCK_SIZE: tl.constexpr,
                  BLOCK_N: tl.constexpr, IS_FULL_BLOCKS: tl.constexpr):
    SPARSE_KV_MULTIPLE: tl.constexpr = SPARSE_KV_BLOCK_SIZE // BLOCK_N
    for start_n in range(block_n_start, block_n_end):
        acc, l_i, m_i = forward_block_mn(q, K, V, acc, l_i, m_i, off_h, offs_m, offs_n, Q_LEN_OFFSET, stride_kn,
                                         stride_vn, SM_SCALE, WINDOW, QK_HEAD_DIM, V_HEAD_DIM, IS_FULL_BLOCKS)
        offset = get_offset_for_next_block(start_n, kv_indices, kv_num_blocks, SPARSE_KV_BLOCK_SIZE,
                                           SPARSE_KV_MULTIPLE, BLOCK_N)
        offs_n = offs_n + offset
    return acc, l_i, m_i


@triton.jit
def triton_flex_decoding(
    Q, K, V, M, L, KV_NUM_BLKS, KV_IDX, FULL_KV_NUM_BLKS, FULL_KV_IDX, out_ptr0,
    Z: tl.constexpr, HKV: tl.constexpr, G: tl.constexpr, Q_LEN: tl.constexpr, KV_LEN: tl.constexpr,
    QK_HEAD_DIM: tl.constexpr, V_HEAD_DIM: tl.constexpr, SPLIT_KV: tl.constexpr, BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr, SPARSE_KV_BLOCK_SIZE: tl.constexpr, SPARSE_Q_BLOCK_SIZE: tl.constexpr,
    SM_SCALE: tl.constexpr, WINDOW: tl.constexpr,
):
    # Q: [Z, HKV, G, Q_LEN, D] contiguous; K, V: [Z, HKV, KV_LEN, D] contiguous
    stride_qz: tl.constexpr = HKV * G * Q_LEN * QK_HEAD_DIM
    stride_qh: tl.constexpr = G * Q_LEN * QK_HEAD_DIM
    stride_qg: tl.constexpr = Q_LEN * QK_HEAD_DIM
    stride_qm: tl.constexpr = QK_HEAD_DIM
    stride_kz: tl.constexpr = HKV * KV_LEN * QK_HEAD_DIM
    stride_kh: tl.constexpr = KV_LEN * QK_HEAD_DIM
    stride_kn: tl.constexpr = QK_HEAD_DIM
    stride_vz: tl.constexpr = HKV * KV_LEN * V_HEAD_DIM
    stride_vh: tl.constexpr = KV_LEN * V_HEAD_DIM
    stride_vn: tl.constexpr = V_HEAD_DIM
    HQ: tl.constexpr = HKV * G
    # M, L: [Z, SPLIT_KV, HQ, Q_LEN]
    stride_mz: tl.constexpr = SPLIT_KV * HQ * Q_LEN
    stride_mt: tl.constexpr = HQ * Q_LEN
    MAX_KV_IDX: tl.constexpr = KV_LEN // SPARSE_KV_BLOCK_SIZE

    off_block_m = tl.program_id(0)
    off_z = tl.program_id(1) // HKV
    off_hkv = tl.program_id(1) % HKV
    off_t = tl.program_id(2)
    K = K + off_z * stride_kz + off_hkv * stride_kh
    V = V + off_z * stride_vz + off_hkv * stride_vh
    SPARSE_KV_MULTIPLE: tl.constexpr = SPARSE_KV_BLOCK_SIZE // BLOCK_N

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, V_HEAD_DIM], dtype=tl.float32)

    BLOCK_M_PER_HQ: tl.constexpr = BLOCK_M // G
    off_g = tl.arange(0, G)
    offs_g = tl.ravel(tl.broadcast_to(off_g[:, None], [G, BLOCK_M_PER_HQ]))
    offs_hq = offs_g + off_hkv * G
    off_m = tl.arange(0, BLOCK_M_PER_HQ) + off_block_m * BLOCK_M_PER_HQ
    offs_m = tl.ravel(tl.broadcast_to(off_m[None, :], [G, BLOCK_M_PER_HQ]))
    offs_d = tl.arange(0, QK_HEAD_DIM)
    offs_vd = tl.arange(0, V_HEAD_DIM)

    sparse_idx_m = off_block_m * BLOCK_M_PER_HQ // SPARSE_Q_BLOCK_SIZE
    sparse_block_zhm = (off_z * HKV + off_hkv) + sparse_idx_m
    sparse_idx_zhm = ((off_z * HKV + off_hkv) + sparse_idx_m) * MAX_KV_IDX

    q_range = stride_qg * off_g[:, None, None] + stride_qm * off_m[None, :, None] + offs_d[None, None, :]
    q = tl.load(Q + off_z * stride_qz + off_hkv * stride_qh + q_range)
    q = tl.reshape(q, [BLOCK_M, QK_HEAD_DIM])

    # partial blocks: score_mod and mask_mod
    kv_indices = KV_IDX + sparse_idx_zhm
    kv_num_blocks = tl.load(KV_NUM_BLKS + sparse_block_zhm)
    TILE_KV: tl.constexpr = (KV_LEN // SPLIT_KV + BLOCK_N - 1) // BLOCK_N * BLOCK_N
    TILE_KV_MULTIPLE: tl.constexpr = TILE_KV // BLOCK_N
    block_n_start = off_t * TILE_KV_MULTIPLE
    block_n_end = block_n_start + TILE_KV_MULTIPLE
    indices_idx = (block_n_start // SPARSE_KV_MULTIPLE) % MAX_KV_IDX
    off_n_in_sparse = block_n_start % SPARSE_KV_MULTIPLE
    off_n = tl.load(kv_indices + indices_idx) * SPARSE_KV_BLOCK_SIZE + off_n_in_sparse * BLOCK_N
    block_n_last_valid = tl.minimum(kv_num_blocks * SPARSE_KV_MULTIPLE, KV_LEN // BLOCK_N)
    offs_n = tl.arange(0, BLOCK_N) + off_n
    Q_LEN_OFFSET = KV_LEN - Q_LEN
    acc, l_i, m_i = forward_inner(q, K, V, acc, l_i, m_i, offs_hq[:, None], offs_m, offs_n, Q_LEN_OFFSET,
                                  kv_indices, kv_num_blocks, block_n_start,
                                  tl.minimum(block_n_end, block_n_last_valid), stride_kn, stride_vn, SM_SCALE,
                                  WINDOW, QK_HEAD_DIM, V_HEAD_DIM, SPARSE_KV_BLOCK_SIZE, BLOCK_N, False)

    # full blocks: only the score_mod, assigned in reverse split order
    kv_indices = FULL_KV_IDX + sparse_idx_zhm
    kv_num_blocks = tl.load(FULL_KV_NUM_BLKS + sparse_block_zhm)
    block_n_start = (SPLIT_KV - off_t - 1) * TILE_KV_MULTIPLE
    block_n_end = block_n_start + TILE_KV_MULTIPLE
    indices_idx = (block_n_start // SPARSE_KV_MULTIPLE) % MAX_KV_IDX
    off_n_in_sparse = block_n_start % SPARSE_KV_MULTIPLE
    off_n = tl.load(kv_indices + indices_idx) * SPARSE_KV_BLOCK_SIZE + off_n_in_sparse * BLOCK_N
    block_n_last_valid = tl.minimum(kv_num_blocks * SPARSE_KV_MULTIPLE, KV_LEN // BLOCK_N)
    offs_n = tl.arange(0, BLOCK_N) + off_n
    acc, l_i, m_i = forward_inner(q, K, V, acc, l_i, m_i, offs_hq[:, None], offs_m, offs_n, Q_LEN_OFFSET,
                                  kv_indices, kv_num_blocks, block_n_start,
                                  tl.minimum(block_n_end, block_n_last_valid), stride_kn, stride_vn, SM_SCALE,
                                  WINDOW, QK_HEAD_DIM, V_HEAD_DIM, SPARSE_KV_BLOCK_SIZE, BLOCK_N, True)

    # row max and sum-exp: [G, BLOCK_M_PER_HQ] at M[z, t, hkv * G + g, m] (block pointers upstream; Triton 3.9
    # removed them, so plain pointers here)
    m_offset = off_t * stride_mt + off_z * stride_mz
    ml_index = (off_hkv * G + off_g[:, None]) * Q_LEN + off_m[None, :]
    tl.store(M + m_offset + ml_index, m_i.reshape(G, BLOCK_M_PER_HQ))
    tl.store(L + m_offset + ml_index, l_i.reshape(G, BLOCK_M_PER_HQ))

    idx_hq = off_hkv * G + off_g[:, None, None]
    idx_m = off_m[None, :, None]
    idx_d = offs_vd[None, None, :]
    mask = (idx_m < Q_LEN) & (idx_d < V_HEAD_DIM)
    acc = acc.reshape(G, BLOCK_M_PER_HQ, V_HEAD_DIM)
    xindex = idx_d + V_HEAD_DIM * idx_m + V_HEAD_DIM * Q_LEN * idx_hq + V_HEAD_DIM * Q_LEN * HQ * off_t \
        + V_HEAD_DIM * Q_LEN * HQ * SPLIT_KV * off_z
    tl.store(out_ptr0 + xindex, acc, mask)
