# Source: triton-lang/triton, python/test/unit/language/test_core.py (test_histogram's histogram_kernel, with the
# masked variant of test_histogram_mask). Rewritten for the closing trial 12d: each program loads a masked block
# of int32 bin ids, builds a per-block histogram with tl.histogram (masked lanes dropped), and adds it to the
# global histogram with a relaxed tl.atomic_add; the last partial block has a tail (n not a multiple of BLOCK).
import triton
import triton.language as tl


@triton.jit
def block_histogram(x_ptr, hist_ptr, n, BLOCK: tl.constexpr, BINS: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    ok = offs < n
    x = tl.load(x_ptr + offs, mask=ok, other=0)
    h = tl.histogram(x, BINS, mask=ok)
    tl.atomic_add(hist_ptr + tl.arange(0, BINS), h, sem="relaxed")
