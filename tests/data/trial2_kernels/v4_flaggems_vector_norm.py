# Source: FlagOpen/FlagGems, src/flag_gems/ops/vector_norm.py (l2_norm_kernel, the dim-reduce variant); rewritten for
# the trial of issue 23. Row-wise L2 norm of an M x N matrix: a tile of rows per program, loop over N.
import triton
import triton.language as tl


@triton.jit
def l2_norm_kernel(X, Out, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0).to(tl.int64) * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]
    X = X + pid * N
    Out = Out + pid
    row_mask = pid < M
    _sum = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for off in range(0, N, BLOCK_N):
        cols = off + tl.arange(0, BLOCK_N)[None, :]
        col_mask = cols < N
        mask = row_mask & col_mask
        a = tl.load(X + cols, mask, other=0.0).to(tl.float32)
        _sum += a * a
    sum = tl.sum(_sum, axis=1)
    out = tl.sqrt(sum)[:, None]
    tl.store(Out, out, row_mask)
