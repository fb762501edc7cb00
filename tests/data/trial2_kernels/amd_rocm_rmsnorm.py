# After ROCm/triton python/perf-kernels/rmsnorm.py (rms_kernel, the USE_BLOCKED path): a persistent row loop over
# tl.range(pid, n_rows, NUM_PRGMS), two column loops with tl.range(num_stages=2), a masked remainder block.
import triton
import triton.language as tl


@triton.jit
def rms_kernel(output_ptr, input_ptr, g_ptr, rsigma_ptr, input_row_stride, output_row_stride, n_rows, n_cols,
               epsilon, BLOCK_SIZE: tl.constexpr, NUM_PRGMS: tl.constexpr):
    row_start = tl.program_id(0)
    col_offsets = tl.arange(0, BLOCK_SIZE)
    for row_idx in tl.range(row_start, n_rows, NUM_PRGMS, num_stages=1):
        row_in = input_ptr + row_idx * input_row_stride
        row_out = output_ptr + row_idx * output_row_stride
        n_full = tl.cdiv(n_cols, BLOCK_SIZE) - 1
        acc = 0.0
        for blk in tl.range(0, n_full, num_stages=2):
            cols = blk * BLOCK_SIZE + col_offsets
            ptrs = tl.multiple_of(row_in + cols, (16,))
            x = tl.load(ptrs).to(tl.float32)
            acc += tl.sum(x * x, axis=0)
        cols = n_full * BLOCK_SIZE + col_offsets
        tail = cols < n_cols
        x = tl.load(row_in + cols, mask=tail, other=0.0, cache_modifier=".cg").to(tl.float32)
        acc += tl.sum(x * x, axis=0)
        rstd = tl.rsqrt(acc / n_cols + epsilon)
        tl.store(rsigma_ptr + row_idx, rstd)
        for blk in tl.range(0, n_full, num_stages=2):
            cols = blk * BLOCK_SIZE + col_offsets
            ptrs = tl.multiple_of(row_in + cols, (16,))
            x = tl.load(ptrs).to(tl.float32)
            g = tl.load(g_ptr + cols).to(tl.float32)
            tl.store(row_out + cols, (x * rstd * g).to(output_ptr.type.element_ty))
        cols = n_full * BLOCK_SIZE + col_offsets
        tail = cols < n_cols
        x = tl.load(row_in + cols, mask=tail, other=0.0, cache_modifier=".cg").to(tl.float32)
        g = tl.load(g_ptr + cols, mask=tail, other=0.0).to(tl.float32)
        tl.store(row_out + cols, (x * rstd * g).to(output_ptr.type.element_ty), mask=tail)
