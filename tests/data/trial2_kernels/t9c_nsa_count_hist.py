# Source: XunhaoLai/native-sparse-attention-triton, native_sparse_attention/ops/triton/topk_sparse_attention.py
# (count_kernel). Rewritten for the closing trial 9c: per (kv head, sequence), count how many query rows selected
# each key block: a loop over [BLOCK_SIZE_N, BLOCK_SIZE_K] tiles of top-k indices (-1 padding), flattened with
# tl.ravel and counted with tl.histogram into BLOCK_SIZE_R bins, accumulated in int32.
import triton
import triton.language as tl


@triton.jit
def nsa_count_blocks(
    x_ptr, y_ptr, cu_seqlens, cu_seqblocks, topk,
    stride_xh, stride_xn, stride_yh,
    BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr, BLOCK_SIZE_R: tl.constexpr,
):
    pid_h = tl.program_id(0)
    pid_b = tl.program_id(1)
    seq_start = tl.load(cu_seqlens + pid_b)
    seq_len = tl.load(cu_seqlens + pid_b + 1) - seq_start
    blocks_start = tl.load(cu_seqblocks + pid_b)
    num_blocks = tl.load(cu_seqblocks + pid_b + 1) - blocks_start
    off_k = tl.arange(0, BLOCK_SIZE_K)
    off_n = tl.arange(0, BLOCK_SIZE_N)
    base = x_ptr + pid_h * stride_xh + seq_start * stride_xn
    tiles = base + off_n[:, None] * stride_xn + off_k[None, :]
    counts = tl.zeros((BLOCK_SIZE_R,), dtype=tl.int32)
    for i in range(0, seq_len, BLOCK_SIZE_N):
        x = tl.load(tiles, mask=(off_n < seq_len - i)[:, None] & (off_k < topk)[None, :], other=-1)
        counts += tl.histogram(tl.ravel(x), BLOCK_SIZE_R)
        tiles += BLOCK_SIZE_N * stride_xn
    off_r = tl.arange(0, BLOCK_SIZE_R)
    out = y_ptr + pid_h * stride_yh + blocks_start + off_r
    tl.store(out, counts, mask=off_r < num_blocks)
