# Source: xdit-project/xDiT, xfuser/core/attention/backends/vsa_h3/triton_kernel.py (_vsa_h3_attention_kernel,
# _vsa_h3_pool_kernel). Rewritten for the closing trial 15b: VSA-H3 64-token block-sparse attention in packed row
# order. Query, key and value rows are gathered through a tile map (i32 row ids read from memory, masked where they
# point past the sequence); programs below `num_dense_tiles * dense_splits` walk a dense range of key tiles, the others
# a per-row key-tile list; TILES_PER_ITER tiles per iteration from a tl.static_range; the epilogue adds a gated
# compression branch (video rows) or writes an fp32 partial with its running max and sum (dense rows). The pooling
# kernel averages one tile's gathered rows. Fixed from upstream: the sparse index load's mask is a tensor compare
# (`is_dense == 0`), not Python `not` of a tensor, and padding rows of the pool are divided by a size read once.
import triton
import triton.language as tl


@triton.jit
def vsa_pool(X, tile_rows, tile_sizes, Out, stride_xz, stride_xh, stride_xm, stride_oz, stride_oh, stride_om,
             seq_len, HEADS: tl.constexpr, TILE: tl.constexpr, HEAD_DIM: tl.constexpr):
    tile = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // HEADS
    hd = bh % HEADS
    rows = tl.load(tile_rows + tile * TILE + tl.arange(0, TILE))
    keep = rows < seq_len
    x = tl.load(X + b * stride_xz + hd * stride_xh + rows[:, None] * stride_xm + tl.arange(0, HEAD_DIM)[None, :],
                mask=keep[:, None], other=0.0)
    size = tl.load(tile_sizes + tile).to(tl.float32)
    pooled = tl.sum(x.to(tl.float32), 0) / size
    tl.store(Out + b * stride_oz + hd * stride_oh + tile * stride_om + tl.arange(0, HEAD_DIM), pooled)


@triton.jit
def vsa_attention(Q, K, V, KV_IDX, tile_rows, COMP, GATE, Out, PART_OUT, PART_STATS,
                  stride_qz, stride_qh, stride_qm, stride_iz, stride_ih, stride_im,
                  stride_cz, stride_ch, stride_cm, stride_gz, stride_gh, stride_gm,
                  stride_oz, stride_oh, stride_om,
                  num_kv_tiles, seq_len, qk_scale, num_tiles, num_dense_tiles, dense_splits, dense_chunk,
                  HEADS: tl.constexpr, TILE: tl.constexpr, HEAD_DIM: tl.constexpr, TILES_PER_ITER: tl.constexpr):
    prog = tl.program_id(0)
    bh = tl.program_id(1)
    n_dense = num_dense_tiles * dense_splits
    is_dense = prog < n_dense
    split = prog % dense_splits
    q_tile = tl.where(is_dense, prog // dense_splits, prog - n_dense + num_dense_tiles)
    b64 = (bh // HEADS).to(tl.int64)
    h64 = (bh % HEADS).to(tl.int64)
    offs_t = tl.arange(0, TILE)
    offs_d = tl.arange(0, HEAD_DIM)
    base = b64 * stride_qz + h64 * stride_qh

    q_rows = tl.load(tile_rows + q_tile * TILE + offs_t)
    keep = q_rows < seq_len
    q = tl.load(Q + base + q_rows[:, None] * stride_qm + offs_d[None, :], mask=keep[:, None], other=0.0)
    idx_base = KV_IDX + b64 * stride_iz + h64 * stride_ih + q_tile * stride_im

    m_i = tl.full([TILE], -1.0e30, tl.float32)
    l_i = tl.zeros([TILE], tl.float32)
    acc = tl.zeros([TILE, HEAD_DIM], tl.float32)
    lo = tl.where(is_dense, split * dense_chunk, 0)
    hi = tl.where(is_dense, lo + dense_chunk, num_kv_tiles)
    for start in range(lo, hi, TILES_PER_ITER):
        for step in tl.static_range(TILES_PER_ITER):
            listed = tl.load(idx_base + start + step, mask=is_dense == 0, other=0)
            k_tile = tl.where(is_dense, tl.minimum(start + step, num_tiles), listed)
            k_rows = tl.load(tile_rows + k_tile * TILE + offs_t)
            valid = k_rows < seq_len
            k = tl.load(K + base + k_rows[:, None] * stride_qm + offs_d[None, :], mask=valid[:, None], other=0.0)
            s = tl.dot(q, tl.trans(k)).to(tl.float32) * qk_scale
            s = tl.where(valid[None, :], s, -1.0e30)
            m_new = tl.maximum(m_i, tl.max(s, 1))
            alpha = tl.exp2(m_i - m_new)
            p = tl.exp2(s - m_new[:, None])
            l_i = l_i * alpha + tl.sum(p, 1)
            v = tl.load(V + base + k_rows[:, None] * stride_qm + offs_d[None, :], mask=valid[:, None], other=0.0)
            acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
            m_i = m_new

    if is_dense:
        part = ((bh * num_dense_tiles + q_tile) * dense_splits + split).to(tl.int64)
        tl.store(PART_OUT + part * (TILE * HEAD_DIM) + offs_t[:, None] * HEAD_DIM + offs_d[None, :], acc)
        stats = PART_STATS + part * (2 * TILE) + offs_t
        tl.store(stats, m_i)
        tl.store(stats + TILE, l_i)
    else:
        acc = acc / l_i[:, None]
        comp = tl.load(COMP + b64 * stride_cz + h64 * stride_ch + q_tile * stride_cm + offs_d)
        gate = tl.load(GATE + b64 * stride_gz + h64 * stride_gh + q_rows[:, None] * stride_gm + offs_d[None, :],
                       mask=keep[:, None], other=0.0)
        acc += comp[None, :].to(tl.float32) * gate.to(tl.float32)
        tl.store(Out + b64 * stride_oz + h64 * stride_oh + q_rows[:, None] * stride_om + offs_d[None, :],
                 acc.to(Out.dtype.element_ty), mask=keep[:, None])
