# Source: meta-pytorch/tritonbench, tritonbench/operators/jagged_softmax/kernels.py
# (triton_jagged_softmax_kernel_variable_length_loop_buffer_then_sum). Rewritten for the closing trial 12d: a
# softmax over the ragged dimension of a jagged (B, *, M) tensor; one program per (batch, M block), the row range
# read from an offsets array, three loops over the ragged rows (max, sum of exp, normalise and store) with 2-D
# masks, a [BLOCK_R, BLOCK_M] fp32 buffer reduced along axis 0.
import triton
import triton.language as tl


@triton.jit
def jagged_softmax(values, offsets, out, M, BLOCK_R: tl.constexpr, BLOCK_M: tl.constexpr):
    pid = tl.program_id(0)
    m_blocks = tl.cdiv(M, BLOCK_M)
    b = pid // m_blocks
    mb = pid % m_blocks
    cols = mb * BLOCK_M + tl.arange(0, BLOCK_M)
    col_ok = cols < M
    start = tl.load(offsets + b)
    end = tl.load(offsets + (b + 1))
    run_max = tl.full((BLOCK_R, BLOCK_M), float("-inf"), tl.float32)
    for r0 in range(start, end, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        idx = r[:, None] * M + cols
        ok = (r < end)[:, None] & col_ok
        x = tl.load(values + idx, mask=ok, other=float("-inf"))
        run_max = tl.maximum(run_max, x)
    col_max = tl.max(run_max, axis=0, keep_dims=True)
    acc = tl.zeros((BLOCK_R, BLOCK_M), dtype=tl.float32)
    for r0 in range(start, end, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        idx = r[:, None] * M + cols
        ok = (r < end)[:, None] & col_ok
        x = tl.load(values + idx, mask=ok, other=float("-inf"))
        acc += tl.exp(x - col_max)
    denom = tl.sum(acc, axis=0)
    for r0 in range(start, end, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        idx = r[:, None] * M + cols
        ok = (r < end)[:, None] & col_ok
        x = tl.load(values + idx, mask=ok, other=float("-inf"))
        y = tl.fdiv(tl.exp(x - col_max), denom)
        tl.store(out + idx, y, mask=ok)
