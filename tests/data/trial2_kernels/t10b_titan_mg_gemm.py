# Source: pytorch/torchtitan, torchtitan/experiments/kernels/triton_mg_group_gemm/torchao_pr/mg_grouped_gemm.py
# (_kernel_mg_forward_hopper). Rewritten for the closing trial 10b: the M*G grouped GEMM forward for MoE, flat-index
# persistent style; a loop over the G groups loads each group's row count, a while loop hands this program's tiles of
# the group (tile id += NUM_SMS) to a K loop of TMA loads of A [rows, K] and B [N, K] (B used transposed), and the tile
# is stored through a per-group tensor descriptor of C ([m_size, N // G] at the group's first row), split into two
# halves along N (epilogue subtiling: reshape, permute, split). Upstream builds the descriptors on the host and in a
# workspace (tl._experimental_descriptor_load, experimental_device_tensormap_create2d); Triton 3.9 has in-kernel
# tl.make_tensor_descriptor, used here.
import triton
import triton.language as tl


@triton.jit
def mg_forward_kernel(
    a_ptr, b_ptr, c_ptr, m_sizes,
    M_TOTAL: tl.constexpr, G: tl.constexpr, N: tl.constexpr, K: tl.constexpr, NUM_SMS: tl.constexpr,
    USE_EPILOGUE_SUBTILING: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
):
    tbidx = tl.program_id(0)
    c_dtype = c_ptr.dtype.element_ty
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M_TOTAL, K], strides=[K, 1],
                                       block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1],
                                       block_shape=[BLOCK_SIZE_N, BLOCK_SIZE_K])
    M_end = 0
    processed_tiles = 0
    n_size: tl.constexpr = N // G
    for g in range(G):
        M_start = M_end
        m_size = tl.load(m_sizes + g)
        M_end = M_start + m_size
        n_start = n_size * g
        if m_size > 0:
            if USE_EPILOGUE_SUBTILING:
                c_desc = tl.make_tensor_descriptor(c_ptr + M_start * n_size, shape=[m_size, n_size],
                                                   strides=[n_size, 1], block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_N // 2])
            else:
                c_desc = tl.make_tensor_descriptor(c_ptr + M_start * n_size, shape=[m_size, n_size],
                                                   strides=[n_size, 1], block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_N])
            num_m_tiles = tl.cdiv(m_size, BLOCK_SIZE_M)
            num_n_tiles = tl.cdiv(n_size, BLOCK_SIZE_N)
            group_num_tiles = num_m_tiles * num_n_tiles
            while tbidx >= processed_tiles and tbidx < processed_tiles + group_num_tiles:
                group_index = tbidx - processed_tiles
                tile_m_index = group_index % num_m_tiles
                tile_n_index = group_index // num_m_tiles
                accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
                m_offset = (M_start + tile_m_index * BLOCK_SIZE_M).to(tl.int32)
                n_offset = (tile_n_index * BLOCK_SIZE_N).to(tl.int32)
                global_n_offset = (n_start + n_offset).to(tl.int32)
                for k_offset in range(0, K, BLOCK_SIZE_K):
                    a = a_desc.load([m_offset, k_offset])
                    b = b_desc.load([global_n_offset, k_offset])
                    accumulator += tl.dot(a, b.T)
                m_local = (tile_m_index * BLOCK_SIZE_M).to(tl.int32)
                if USE_EPILOGUE_SUBTILING:
                    acc = tl.reshape(accumulator, (BLOCK_SIZE_M, 2, BLOCK_SIZE_N // 2))
                    acc = tl.permute(acc, (0, 2, 1))
                    acc0, acc1 = tl.split(acc)
                    c_desc.store([m_local, n_offset], acc0.to(c_dtype))
                    c_desc.store([m_local, n_offset + BLOCK_SIZE_N // 2], acc1.to(c_dtype))
                else:
                    c_desc.store([m_local, n_offset], accumulator.to(c_dtype))
                tbidx += NUM_SMS
            processed_tiles += group_num_tiles
