# After ROCm/aiter aiter/ops/triton/_triton_kernels/softmax.py (_softmax_kernel_online): a persistent row loop,
# an online max/sum pass over the row in BLOCK_SIZE chunks, then a second pass that writes exp(x - max) / sum.
import triton
import triton.language as tl


@triton.jit
def _softmax_kernel_online(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols,
                           BLOCK_SIZE: tl.constexpr, NUM_PRGMS: tl.constexpr):
    row_start = tl.program_id(0)
    for row_idx in tl.range(row_start, n_rows, NUM_PRGMS):
        row_start_ptr = input_ptr + row_idx * input_row_stride
        m = -float("inf")
        row_sum = 0.0
        for b in tl.range(0, n_cols, BLOCK_SIZE):
            col_offsets = b + tl.arange(0, BLOCK_SIZE)
            mask = col_offsets < n_cols
            row_block = tl.load(row_start_ptr + col_offsets, mask=mask, other=-float("inf"),
                                cache_modifier=".cg").to(tl.float32)
            m_p = tl.max(row_block, axis=0)
            m_p = tl.maximum(m, m_p)
            row_sum = row_sum * tl.exp(m - m_p)
            row_sum += tl.sum(tl.exp(row_block - m_p))
            m = m_p
        out_row = output_ptr + row_idx * output_row_stride
        for b in tl.range(0, n_cols, BLOCK_SIZE):
            col_offsets = b + tl.arange(0, BLOCK_SIZE)
            mask = col_offsets < n_cols
            row_block = tl.load(row_start_ptr + col_offsets, mask=mask, other=-float("inf"),
                                cache_modifier=".cg").to(tl.float32)
            out = tl.exp(row_block - m) / row_sum
            tl.store(out_row + col_offsets, out.to(output_ptr.type.element_ty), mask=mask)
