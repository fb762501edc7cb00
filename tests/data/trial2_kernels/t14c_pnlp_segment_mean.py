# Source: PaddlePaddle/PaddleNLP, paddlenlp/ops/triton_ops/segment_mean.py (segmented_mean_reduce_kernel).
# Rewritten for the closing trial 14c: the mean over the sequence of each varlen segment of a packed
# [total_seqlen, num_heads, head_dim] K tensor. Grid (batch, head blocks, dim blocks); the segment's bounds are two
# scalar loads from cu_seqlen, so the loop's trip count is data-dependent; each iteration loads a 3-D
# [BLOCK_SIZE_SEQ, BLOCK_SIZE_HEAD, BLOCK_SIZE_DIM] tile (masked on the sequence tail, the heads and the dims) and
# reduces it over axis 0 into a 2-D fp32 accumulator; the mean is stored in the input's dtype. Upstream divided by
# seq_len even when it is 0 (an empty segment gives NaN): here the divisor is max(seq_len, 1).
import triton
import triton.language as tl


@triton.jit
def pnlp_segment_mean(input_ptr, output_ptr, cu_seqlen_ptr, num_heads, head_dim,
                      input_stride_seq, input_stride_head, output_stride_batch, output_stride_head,
                      BLOCK_SIZE_SEQ: tl.constexpr, BLOCK_SIZE_HEAD: tl.constexpr, BLOCK_SIZE_DIM: tl.constexpr):
    batch_idx = tl.program_id(0)
    head_offset = tl.program_id(1) * BLOCK_SIZE_HEAD
    dim_offset = tl.program_id(2) * BLOCK_SIZE_DIM
    seq_start = tl.load(cu_seqlen_ptr + batch_idx)
    seq_end = tl.load(cu_seqlen_ptr + batch_idx + 1)
    seq_len = seq_end - seq_start
    head_idx = head_offset + tl.arange(0, BLOCK_SIZE_HEAD)
    dim_idx = dim_offset + tl.arange(0, BLOCK_SIZE_DIM)
    mask_hd = (head_idx < num_heads)[None, :, None] & (dim_idx < head_dim)[None, None, :]
    local_seq = tl.arange(0, BLOCK_SIZE_SEQ)
    acc = tl.zeros((BLOCK_SIZE_HEAD, BLOCK_SIZE_DIM), dtype=tl.float32)
    for seq_offset in range(0, seq_len, BLOCK_SIZE_SEQ):
        seq_in = local_seq < (seq_len - seq_offset)
        global_seq = seq_start + seq_offset + local_seq
        ptrs = (input_ptr + global_seq[:, None, None] * input_stride_seq
                + head_idx[None, :, None] * input_stride_head + dim_idx[None, None, :])
        x = tl.load(ptrs, mask=seq_in[:, None, None] & mask_hd, other=0.0).to(tl.float32)
        acc += tl.sum(x, axis=0)
    mean = acc / tl.maximum(seq_len, 1).to(tl.float32)
    out_ptrs = (output_ptr + batch_idx * output_stride_batch + head_idx[:, None] * output_stride_head
                + dim_idx[None, :])
    tl.store(out_ptrs, mean.to(output_ptr.dtype.element_ty),
             mask=(head_idx < num_heads)[:, None] & (dim_idx < head_dim)[None, :])
