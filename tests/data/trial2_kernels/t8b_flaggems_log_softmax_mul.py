# Source: FlagOpen/FlagGems, src/flag_gems/ops/cross_entropy_loss.py (log_softmax_and_mul_kernel). Rewritten for
# trial 8b: the forward of the soft-target cross entropy; input [M, N, K] with the class dimension N in the middle
# (stride K), BLOCK_M rows of BLOCK_N = next_power_of_2(N) classes per program, one K slice per grid column;
# max and sum reductions along the classes, log of the softmax times the target over mean_num.
import triton
import triton.language as tl


@triton.jit
def flaggems_log_softmax_mul(
    output_ptr, input_ptr, target_ptr, mean_num, M, N, K,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_k = tl.program_id(1)
    m_offset = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    n_offset = tl.arange(0, BLOCK_N)
    offset = m_offset[:, None] * N * K + n_offset[None, :] * K + pid_k
    mask = (m_offset[:, None] < M) & (n_offset[None, :] < N)
    inp = tl.load(input_ptr + offset, mask=mask, other=-float("inf"))
    shifted = inp - tl.max(inp, axis=1)[:, None]
    numerator = tl.exp(shifted)
    denominator = tl.sum(numerator, axis=1)[:, None]
    log_sm = tl.log(numerator / denominator)
    target = tl.load(target_ptr + offset, mask=mask, other=0.0)
    out = log_sm * target / mean_num
    tl.store(output_ptr + offset, out, mask=mask)
