# Source: pytorch/ao, torchao/kernel/splitk_sparse_gemv.py (splitk_sparse_gemv_kernel, after FasterDecoding/TEAL).
# Rewritten for the closing trial 12c: y[N] += sum_m x[m] * W[m, n] for a ReLU-sparse activation x (batch 1):
# each program owns a BLOCK_M slice of x and a BLOCK_N slice of the output, loads only the weight rows whose x is
# non-zero (a row mask from the loaded x), reduces over the rows in fp32 and adds its partial sums into y with a
# relaxed fp32 atomic_add (split-K over grid axis 1). Weights are column-major: W[m, n] at m * N + n.
import triton
import triton.language as tl


@triton.jit
def sparse_gemv(
    Y, A, X,
    N, M,
    BLOCK_N: tl.constexpr, BLOCK_M: tl.constexpr,
):
    start_n = tl.program_id(0)
    start_m = tl.program_id(1)
    rn = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rm = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    a_ptrs = A + (rm[:, None] * N + rn[None, :])
    x_ptrs = X + rm
    # x is shared by every column block: keep it in L2 (evict_last); each weight row is read once (evict_first)
    x0 = tl.load(x_ptrs, mask=rm < M, other=0, eviction_policy="evict_last")
    nz = x0 != 0
    a = tl.load(a_ptrs, mask=nz[:, None], other=0, eviction_policy="evict_first")
    part = tl.sum(a.to(tl.float32) * x0.to(tl.float32)[:, None], 0)
    rn = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.atomic_add(Y + rn, part, mask=rn < N, sem="relaxed")
