# Source: unslothai/unsloth, unsloth/kernels/moe/grouped_gemm/kernels/forward.py (_grouped_gemm_forward_kernel).
# Rewritten for trial 7a: a persistent MoE grouped GEMM Y = X @ W[e].T; the outer tl.range walks the experts, an inner
# while loop walks this program's tiles of one expert, the K loop holds the dot. Optional TMA loads of X and W through
# tl.make_tensor_descriptor (W as a 3-D [E, N, K] descriptor, reshaped to 2-D), a gather of X rows on PERMUTE_X.
import triton
import triton.language as tl


@triton.jit
def grouped_gemm_fwd(
    x_ptr, w_ptr, y_ptr, m_sizes_ptr, gather_idx_ptr,
    NUM_TOKENS, NUM_SMS,
    NUM_EXPERTS: tl.constexpr, TOPK: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    PERMUTE_X: tl.constexpr, USE_TMA_LOAD_W: tl.constexpr, USE_TMA_LOAD_X: tl.constexpr,
):
    tl.static_assert(K % BLOCK_SIZE_K == 0)
    total_tokens = NUM_TOKENS * TOPK
    tidx = tl.program_id(0)
    out_dtype: tl.constexpr = y_ptr.dtype.element_ty

    if USE_TMA_LOAD_X:
        x_desc = tl.make_tensor_descriptor(x_ptr, shape=[total_tokens, K], strides=[K, 1],
                                           block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_K])
    if USE_TMA_LOAD_W:
        w_desc = tl.make_tensor_descriptor(w_ptr, shape=[NUM_EXPERTS, N, K], strides=[N * K, K, 1],
                                           block_shape=[1, BLOCK_SIZE_N, BLOCK_SIZE_K])

    m_end = 0
    done_tiles = 0
    rows = tl.arange(0, BLOCK_SIZE_M)
    for e in tl.range(NUM_EXPERTS):
        m_start = m_end
        m_size = tl.load(m_sizes_ptr + e).to(tl.int32)
        m_end = m_start + m_size
        if m_size > 0:
            n_base = e * N
            m_tiles = tl.cdiv(m_size, BLOCK_SIZE_M)
            n_tiles = tl.cdiv(N, BLOCK_SIZE_N)
            expert_tiles = m_tiles * n_tiles
            while tidx >= done_tiles and tidx < done_tiles + expert_tiles:
                t = tidx - done_tiles
                tm = t % m_tiles
                tn = t // m_tiles
                row0 = tm * BLOCK_SIZE_M
                if PERMUTE_X:
                    gather = tm * BLOCK_SIZE_M + rows
                    src = m_start + tl.max_contiguous(tl.multiple_of(gather % m_size, BLOCK_SIZE_M), BLOCK_SIZE_M)
                    tok = tl.load(gather_idx_ptr + src, mask=src < total_tokens)
                    row_ok = (gather < m_size)[:, None]
                    load_off = (tok[:, None] // TOPK) * K
                    store_off = src[:, None] * N
                else:
                    r = row0 + rows
                    row_ok = r[:, None] < m_size
                    load_off = (m_start + r[:, None]) * K
                    store_off = (m_start + r[:, None]) * N
                acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
                ks = tl.arange(0, BLOCK_SIZE_K)
                if not USE_TMA_LOAD_X:
                    x_ptrs = x_ptr + load_off + ks[None, :]
                if not USE_TMA_LOAD_W:
                    cols = tn * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
                    cols = tl.max_contiguous(tl.multiple_of(cols % N, BLOCK_SIZE_N), BLOCK_SIZE_N)
                    w_ptrs = w_ptr + (n_base + cols[:, None]) * K + ks[None, :]
                for k0 in range(0, K, BLOCK_SIZE_K):
                    if USE_TMA_LOAD_X:
                        xb = x_desc.load([m_start + row0, k0])
                    else:
                        xb = tl.load(x_ptrs, mask=row_ok)
                    if USE_TMA_LOAD_W:
                        wb = w_desc.load([e, tn * BLOCK_SIZE_N, k0])
                        wb = tl.reshape(wb, (BLOCK_SIZE_N, BLOCK_SIZE_K))
                    else:
                        wb = tl.load(w_ptrs, mask=cols[:, None] < N)
                    acc += tl.dot(xb.to(wb.dtype), wb.T)
                    if not USE_TMA_LOAD_X:
                        x_ptrs += BLOCK_SIZE_K
                    if not USE_TMA_LOAD_W:
                        w_ptrs += BLOCK_SIZE_K
                y = acc.to(out_dtype)
                out_cols = tn * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
                tl.store(y_ptr + store_off + out_cols[None, :], y, mask=row_ok & (out_cols[None, :] < N))
                tidx += NUM_SMS
            done_tiles += expert_tiles
