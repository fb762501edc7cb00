# Source: unslothai/unsloth, unsloth/kernels/moe/grouped_gemm/kernels/forward.py (_grouped_gemm_forward_kernel).
# Rewritten for the closing trial (helper AK, docs/trial8a.md): the persistent MoE grouped GEMM with the TMA-load
# path for X ([TOTAL_TOKENS, K]) and W ([E, N, K], a 3-D descriptor whose [1, BN, BK] block is reshaped), a
# tl.range loop over experts around a while loop over this program's tiles around the K loop of dots with W
# transposed; the permutation/fused-mul branches are dropped; the plain masked store is kept.
import triton
import triton.language as tl


@triton.jit
def grouped_gemm_fwd(
    x_ptr, w_ptr, y_ptr, m_sizes_ptr,
    NUM_TOKENS, NUM_SMS,
    NUM_EXPERTS: tl.constexpr, TOPK: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
):
    tl.static_assert(K % BLOCK_SIZE_K == 0)
    total_tokens = NUM_TOKENS * TOPK
    tidx = tl.program_id(0)
    out_dtype: tl.constexpr = y_ptr.dtype.element_ty
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[total_tokens, K], strides=[K, 1],
                                       block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_K])
    w_desc = tl.make_tensor_descriptor(w_ptr, shape=[NUM_EXPERTS, N, K], strides=[N * K, K, 1],
                                       block_shape=[1, BLOCK_SIZE_N, BLOCK_SIZE_K])
    m_end = 0
    done_tiles = 0
    rows = tl.arange(0, BLOCK_SIZE_M)
    for expert in tl.range(NUM_EXPERTS):
        m_start = m_end
        m_size = tl.load(m_sizes_ptr + expert).to(tl.int32)
        m_end = m_start + m_size
        if m_size > 0:
            m_tiles = tl.cdiv(m_size, BLOCK_SIZE_M)
            n_tiles = tl.cdiv(N, BLOCK_SIZE_N)
            expert_tiles = m_tiles * n_tiles
            while tidx >= done_tiles and tidx < done_tiles + expert_tiles:
                tile = tidx - done_tiles
                tile_m = tile % m_tiles
                tile_n = tile // m_tiles
                off_m = tile_m * BLOCK_SIZE_M
                offs_m = off_m + rows
                row_mask = offs_m[:, None] < m_size
                store_rows = (m_start + offs_m[:, None]) * N
                acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
                for k0 in range(0, K, BLOCK_SIZE_K):
                    x = x_desc.load([m_start + off_m, k0])
                    w = w_desc.load([expert, tile_n * BLOCK_SIZE_N, k0])
                    w = tl.reshape(w, (BLOCK_SIZE_N, BLOCK_SIZE_K))
                    acc += tl.dot(x.to(w.dtype), w.T)
                y = acc.to(out_dtype)
                offs_n = tile_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
                tl.store(y_ptr + store_rows + offs_n[None, :], y, mask=row_mask & (offs_n[None, :] < N))
                tidx += NUM_SMS
            done_tiles += expert_tiles
