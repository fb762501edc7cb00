# Source: FlagOpen/FlagGems, src/flag_gems/ops/mv.py (mv_kernel). Rewritten for trial 8b: matrix-vector product
# c = A @ b; BLOCK_N rows per program, a loop over the columns in BLOCK_M steps accumulating a [BLOCK_N, BLOCK_M]
# fp32 tile (masked on both edges), one row sum after the loop; the ONE_TILE_PER_CTA path skips the loop.
import triton
import triton.language as tl


@triton.jit
def flaggems_mv(
    A, B, C, N, M,
    stride_an, stride_am, stride_bm, stride_cn,
    BLOCK_N: tl.constexpr, BLOCK_M: tl.constexpr, ONE_TILE_PER_CTA: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = pid * BLOCK_N + tl.arange(0, BLOCK_N)[:, None]
    cols = tl.arange(0, BLOCK_M)[None, :]
    row_ok = rows < N
    a_ptrs = A + rows * stride_an + cols * stride_am
    b_ptrs = B + cols * stride_bm
    if ONE_TILE_PER_CTA:
        a = tl.load(a_ptrs, mask=row_ok, other=0.0).to(tl.float32)
        b = tl.load(b_ptrs).to(tl.float32)
        total = tl.sum(a * b, axis=1)
    else:
        acc = tl.zeros((BLOCK_N, BLOCK_M), dtype=tl.float32)
        for m in range(0, M, BLOCK_M):
            col_ok = m + cols < M
            a = tl.load(a_ptrs, mask=row_ok & col_ok, other=0.0).to(tl.float32)
            b = tl.load(b_ptrs, mask=col_ok, other=0.0).to(tl.float32)
            acc += a * b
            a_ptrs += BLOCK_M * stride_am
            b_ptrs += BLOCK_M * stride_bm
        total = tl.sum(acc, axis=1)
    tl.store(C + rows * stride_cn, total[:, None], mask=row_ok)
