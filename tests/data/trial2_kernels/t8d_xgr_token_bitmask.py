# Source: sgl-project/sglang, python/sglang/srt/constrained/triton_ops/bitmask_ops.py
# (apply_token_bitmask_inplace_kernel, adapted there from mlc-ai/xgrammar). Rewritten for the closing trial 8d:
# a persistent tl.range loop over (row, vocab block) work items, a packed int32 bitmask unpacked by a [N/32, 32]
# shift and reshaped (an i1 reshape), logits set to -inf in place where the bit is 0.
import triton
import triton.language as tl


@triton.jit
def token_bitmask_inplace(
    logits_ptr, bitmask_ptr, indices_ptr,
    num_rows, vocab_size, logits_stride, bitmask_stride,
    NUM_SMS: tl.constexpr, BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(0)
    n_blocks = tl.cdiv(vocab_size, BLOCK_SIZE)
    for work in tl.range(pid, num_rows * n_blocks, NUM_SMS):
        row = work // n_blocks
        start = (work % n_blocks) * BLOCK_SIZE
        batch = tl.load(indices_ptr + row)
        offs = start + tl.arange(0, BLOCK_SIZE)
        word_offs = start // 32 + tl.arange(0, BLOCK_SIZE // 32)
        in_vocab = offs < vocab_size
        words = tl.load(bitmask_ptr + batch * bitmask_stride + word_offs, word_offs < bitmask_stride)
        banned = ((words[:, None] >> tl.arange(0, 32)[None, :]) & 1) == 0
        banned = banned.reshape(BLOCK_SIZE)
        tl.store(logits_ptr + batch * logits_stride + offs, -float("inf"), in_vocab & banned)
