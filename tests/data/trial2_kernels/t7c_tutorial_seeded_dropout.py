# Source: triton-lang/triton, python/tutorials/04-low-memory-dropout.py (_seeded_dropout). Rewritten for the seventh
# trial (7c) of issue 23: a pointwise kernel whose mask comes from tl.rand(seed, offsets) (Philox in registers, no
# mask tensor in memory), a masked load and store, and a division by (1 - p).
import triton
import triton.language as tl


@triton.jit
def seeded_dropout(x_ptr, output_ptr, n_elements, p, seed, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    inside = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=inside)
    keep = tl.rand(seed, offsets) > p
    out = tl.where(keep, x / (1 - p), 0.0)
    tl.store(output_ptr + offsets, out, mask=inside)
