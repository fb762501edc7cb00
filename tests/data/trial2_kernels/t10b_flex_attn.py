# Source: pytorch/pytorch, torch/_inductor/kernel/flex/templates/flex_attention.py.jinja with common.py.jinja
# (forward_inner, forward_block_mn, get_offset_for_next_block), as Inductor renders flex attention's forward with a
# score_mod and a mask_mod. Rewritten for the closing trial 10b (a seventh kernel, after the decode variant): one
# program per (BLOCK_M query rows, batch*head); the KV blocks this row block needs are walked through the block-sparse
# KV_NUM_BLKS/KV_IDX (partial blocks: score_mod and mask_mod) then FULL_KV_NUM_BLKS/FULL_KV_IDX (full blocks:
# score_mod only); score_mod = tanh soft-cap (30 * tanh(s / 30)) plus a per-head distance bias, mask_mod = causal
# sliding window; online softmax in exp2; the logsumexp and the output stored with masks. Sizes are literals in the
# generated code; here constexprs.
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
def triton_tem_fused_flex_attention(
    Q, K, V, LSE, KV_NUM_BLKS, KV_IDX, FULL_KV_NUM_BLKS, FULL_KV_IDX, out_ptr0,
    Z: tl.constexpr, H: tl.constexpr, Q_LEN: tl.constexpr, KV_LEN: tl.constexpr, QK_HEAD_DIM: tl.constexpr,
    V_HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, SPARSE_Q_BLOCK_SIZE: tl.constexpr,
    SPARSE_KV_BLOCK_SIZE: tl.constexpr, SM_SCALE: tl.constexpr, WINDOW: tl.constexpr,
):
    # Q, K, V, out: [Z, H, LEN, D] contiguous; LSE: [Z, H, Q_LEN]; block masks: [Z, H, Q blocks(, KV blocks)]
    SPARSE_KV_MULTIPLE: tl.constexpr = SPARSE_KV_BLOCK_SIZE // BLOCK_N
    SPARSE_Q_MULTIPLE: tl.constexpr = SPARSE_Q_BLOCK_SIZE // BLOCK_M
    NUM_Q_BLOCKS: tl.constexpr = Q_LEN // SPARSE_Q_BLOCK_SIZE
    MAX_KV_IDX: tl.constexpr = KV_LEN // SPARSE_KV_BLOCK_SIZE
    start_m = tl.program_id(0)
    off_zh = tl.program_id(1)
    off_h = off_zh % H
    q_base = Q + off_zh * Q_LEN * QK_HEAD_DIM
    K = K + off_zh * KV_LEN * QK_HEAD_DIM
    V = V + off_zh * KV_LEN * V_HEAD_DIM

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, V_HEAD_DIM], dtype=tl.float32)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, QK_HEAD_DIM)
    q = tl.load(q_base + offs_m[:, None] * QK_HEAD_DIM + offs_d[None, :])

    sparse_idx_hz = off_zh
    sparse_row = sparse_idx_hz * NUM_Q_BLOCKS + start_m // SPARSE_Q_MULTIPLE
    kv_indices = KV_IDX + sparse_row * MAX_KV_IDX
    kv_num_blocks = tl.load(KV_NUM_BLKS + sparse_row)
    kv_start = tl.load(kv_indices) * SPARSE_KV_BLOCK_SIZE
    offs_n = kv_start + tl.arange(0, BLOCK_N)
    block_n_end = tl.minimum(kv_num_blocks * SPARSE_KV_MULTIPLE, KV_LEN // BLOCK_N)
    acc, l_i, m_i = forward_inner(q, K, V, acc, l_i, m_i, off_h, offs_m, offs_n, 0, kv_indices, kv_num_blocks, 0,
                                  block_n_end, QK_HEAD_DIM, V_HEAD_DIM, SM_SCALE, WINDOW, QK_HEAD_DIM, V_HEAD_DIM,
                                  SPARSE_KV_BLOCK_SIZE, BLOCK_N, False)

    kv_indices = FULL_KV_IDX + sparse_row * MAX_KV_IDX
    kv_num_blocks = tl.load(FULL_KV_NUM_BLKS + sparse_row)
    kv_start = tl.load(kv_indices) * SPARSE_KV_BLOCK_SIZE
    offs_n = kv_start + tl.arange(0, BLOCK_N)
    block_n_end = tl.minimum(kv_num_blocks * SPARSE_KV_MULTIPLE, KV_LEN // BLOCK_N)
    acc, l_i, m_i = forward_inner(q, K, V, acc, l_i, m_i, off_h, offs_m, offs_n, 0, kv_indices, kv_num_blocks, 0,
                                  block_n_end, QK_HEAD_DIM, V_HEAD_DIM, SM_SCALE, WINDOW, QK_HEAD_DIM, V_HEAD_DIM,
                                  SPARSE_KV_BLOCK_SIZE, BLOCK_N, True)

    l_safe = tl.where(l_i == 0.0, 1.0, l_i)
    acc = acc / l_safe[:, None]
    offs_vd = tl.arange(0, V_HEAD_DIM)
    row_ok = offs_m < Q_LEN
    tl.store(out_ptr0 + off_zh * Q_LEN * V_HEAD_DIM + offs_m[:, None] * V_HEAD_DIM + offs_vd[None, :],
             acc.to(out_ptr0.dtype.element_ty), mask=row_ok[:, None])
    lse = m_i + tl.math.log2(l_safe)
    tl.store(LSE + off_zh * Q_LEN + offs_m, lse, mask=row_ok)
