# Source: pytorch/FBGEMM, fbgemm_gpu/experimental/gemm/triton_gemm/grouped_gemm.py (_fbgemm_grouped_gemm_fp8_rowwise).
# Rewritten for the closing trial 11d: a persistent grouped fp8 GEMM (one B of N x K per group, M split by m_sizes);
# per group, in-kernel tensor descriptors for A and B (TMA loads), a while loop over this program's tiles (tidx steps
# by NUM_SMS), a K loop of tl.dot(a, b.T), row-wise fp32 scales applied after the loop, and the FUSE_SCATTER_ADD
# epilogue: rows are scattered through an index vector with a relaxed bf16 atomic add.
import triton
import triton.language as tl


@triton.jit
def grouped_fp8_rowwise(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr, scatter_idx, m_sizes,
                        G: tl.constexpr, N: tl.constexpr, K: tl.constexpr, NUM_SMS: tl.constexpr,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    tidx = tl.program_id(0)
    m_end = tl.zeros([], dtype=tl.int64)
    done_tiles = 0
    for g in tl.range(G):
        m_size = tl.load(m_sizes + g)
        if m_size > 0:
            m_start = m_end
            m_end = m_start + m_size
            n_start = g.to(tl.int64) * N
            num_m_tiles = tl.cdiv(m_size, BLOCK_M)
            num_n_tiles = tl.cdiv(N, BLOCK_N)
            num_tiles = num_m_tiles * num_n_tiles
            a_desc = tl.make_tensor_descriptor(a_ptr + m_start * K, shape=[m_size, K], strides=[K, 1],
                                               block_shape=[BLOCK_M, BLOCK_K])
            b_desc = tl.make_tensor_descriptor(b_ptr + n_start * K, shape=[N, K], strides=[K, 1],
                                               block_shape=[BLOCK_N, BLOCK_K])
            while tidx >= done_tiles and tidx < done_tiles + num_tiles:
                gidx = tidx - done_tiles
                tile_m = gidx % num_m_tiles
                tile_n = gidx // num_m_tiles
                acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
                tl.static_assert(K % BLOCK_K == 0)
                m_off = (tile_m * BLOCK_M).to(tl.int32)
                n_off = (tile_n * BLOCK_N).to(tl.int32)
                for k_off in range(0, K, BLOCK_K):
                    a = a_desc.load([m_off, k_off])
                    b = b_desc.load([n_off, k_off])
                    acc = tl.dot(a, b.T, acc)
                offs_m = tile_m * BLOCK_M + tl.arange(0, BLOCK_M)
                offs_n = tile_n * BLOCK_N + tl.arange(0, BLOCK_N)
                sa = tl.load(a_scale_ptr + m_start + offs_m[:, None], mask=offs_m[:, None] < m_size)
                sb = tl.load(b_scale_ptr + n_start + offs_n[None, :], mask=offs_n[None, :] < N)
                c = acc * sa * sb
                row_mask = offs_m < m_size
                rows = tl.load(scatter_idx + m_start + offs_m, mask=row_mask, cache_modifier=".ca")
                tl.atomic_add(c_ptr + rows[:, None] * N + offs_n[None, :], c.to(c_ptr.dtype.element_ty),
                              mask=row_mask[:, None] & (offs_n[None, :] < N), sem="relaxed")
                tidx += NUM_SMS
            done_tiles += num_tiles
