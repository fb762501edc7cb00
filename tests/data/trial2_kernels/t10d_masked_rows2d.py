# Written for trial 10d's F5 follow-up (docs/trial10d.md: "The F5 fix covers 1-D masks only"): the compaction
# kernel's rows of K = 6 values, padded to 8, read as a 2-D tile of BLOCK_M rows; the mask is a row mask (a runtime
# bound) & the padding mask `offs[None, :] < K` after an expand_dims, so columns 6 and 7 never access memory.
import triton
import triton.language as tl


@triton.jit
def masked_rows(Yv, RetYv, n_rows, K: tl.constexpr, BLOCK_M: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    offs = tl.arange(0, triton.next_power_of_2(K))
    mask = (rows[:, None] < n_rows) & (offs[None, :] < K)
    vals = tl.load(Yv + rows[:, None] * K + offs[None, :], mask=mask, other=0)
    tl.store(RetYv + rows[:, None] * K + offs[None, :], vals * 2, mask=mask)
