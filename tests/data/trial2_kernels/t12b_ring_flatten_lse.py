# Source: zhuzilin/ring-flash-attention, ring_flash_attn/triton_utils.py (flatten_kernel). Rewritten for the closing
# trial 12b: copy a padded [batch, nheads, max_seqlen] f32 log-sum-exp into the packed [nheads, total_tokens] layout
# of varlen attention; a 3-D launch grid (row block, sequence, head), the sequence's start and length read from
# cu_seqlens (i32), a [BLOCK_M, 1] column tile masked by the sequence length on both the load and the store.
import triton
import triton.language as tl


@triton.jit
def flatten_lse_kernel(
    out_ptr, lse_ptr, cu_seqlens_ptr,
    stride_out_nheads, stride_out_seqlen,
    stride_lse_batch, stride_lse_nheads, stride_lse_seqlen,
    BLOCK_M: tl.constexpr,
):
    pid_m = tl.program_id(axis=0)
    pid_batch = tl.program_id(axis=1)
    pid_head = tl.program_id(axis=2)

    seq_start = tl.load(cu_seqlens_ptr + pid_batch)
    seq_len = tl.load(cu_seqlens_ptr + pid_batch + 1) - seq_start
    src = lse_ptr + pid_batch * stride_lse_batch + pid_head * stride_lse_nheads
    dst = out_ptr + pid_head * stride_out_nheads + seq_start * stride_out_seqlen

    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    in_seq = rows[:, None] < seq_len
    vals = tl.load(src + rows[:, None] * stride_lse_seqlen, mask=in_seq, other=0.0)
    tl.store(dst + rows[:, None] * stride_out_seqlen, vals, mask=in_seq)
