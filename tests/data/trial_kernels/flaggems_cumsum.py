# Modeled on FlagOpen/FlagGems src/flag_gems/ops/cumsum.py (scan_part_sum_kernel: a block-wise tl.cumsum that also
# writes each block's total for a second pass); rewritten for the trial.
import triton
import triton.language as tl


@triton.jit
def scan_part_sum_kernel(inp, out, partial_sum, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offset = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offset < n_elements
    inp_vals = tl.load(inp + offset, mask=mask, other=0.0).to(tl.float32)
    result = tl.cumsum(inp_vals, axis=0)
    part_sum_via_sum = tl.sum(inp_vals)
    tl.store(out + offset, result.to(out.dtype.element_ty), mask=mask)
    tl.store(partial_sum + pid, part_sum_via_sum)
