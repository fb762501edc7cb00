# Source: triton-lang/triton, python/triton_kernels/triton_kernels/compaction_details/_masked_compaction.py
# (_masked_compaction). Rewritten for the trial: one program per row of K (value, index) pairs; a bit per index is
# read from a bitmask row (a gather of 32-bit words), an exclusive tl.cumsum of the kept bits gives each kept pair
# its slot, dropped pairs go to the tail in reverse order, and both outputs are scattered to those slots.
import triton
import triton.language as tl


@triton.jit
def masked_compaction(Yv, Yi, BitMask, stride_bm, stride_bn, RetYv, RetYi, sentinel, K: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, triton.next_power_of_2(K))
    in_row = offs < K
    vals = tl.load(Yv + row * K + offs, mask=in_row, other=0)
    idx = tl.load(Yi + row * K + offs, mask=in_row, other=0)
    words = tl.load(BitMask + row * stride_bm + (idx // 32) * stride_bn, mask=in_row, other=0)
    keep = (words >> (idx % 32)) & 1
    before = tl.cumsum(keep, 0) - keep
    kept = keep.to(tl.int1)
    slot = before + tl.where(kept, 0, K - 1 - offs)
    vals = tl.where(kept, vals, sentinel)
    idx = tl.where(kept, idx, sentinel)
    tl.store(RetYv + row * K + slot, vals, mask=in_row)
    tl.store(RetYi + row * K + slot, idx, mask=in_row)
