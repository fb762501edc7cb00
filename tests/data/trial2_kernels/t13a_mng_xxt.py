# Source: KellerJordan/modded-nanogpt, triton_kernels.py (XXT_kernel with _pid_to_block, by @byronxu99).
# Rewritten for the closing trial 13a: the Gram matrix C = A @ A^T of the Muon / Newton-Schulz step for a batch of
# [M, K] bf16 matrices. A flat grid is mapped to (batch, row block, column block) with tl.swizzle2d; blocks strictly
# below the diagonal return at once (LOWER_UPPER = 1 computes the upper triangle); row and column offsets wrap with
# % M; a tl.range K loop loads A[m, k] and A[n, k] (both coalesced along K, masked on the K tail) and transposes the
# second in registers (tl.trans) before tl.dot; each block is stored twice, as computed and mirrored (output.T).
import triton
import triton.language as tl


@triton.jit
def _pid_to_block(pid, M, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, GROUP_SIZE_M: tl.constexpr):
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(M, BLOCK_SIZE_N)
    batch_idx = pid // (num_pid_m * num_pid_n)
    pid = pid % (num_pid_m * num_pid_n)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    pid_m, pid_n = tl.swizzle2d(pid_m, pid_n, num_pid_m, num_pid_n, GROUP_SIZE_M)
    return batch_idx, pid_m * BLOCK_SIZE_M, pid_n * BLOCK_SIZE_N


@triton.jit
def mng_xxt(A_ptr, C_ptr, M, K,
            a_stride_b, a_stride_r, a_stride_c, c_stride_b, c_stride_r, c_stride_c,
            BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
            GROUP_SIZE_M: tl.constexpr, LOWER_UPPER: tl.constexpr):
    pid = tl.program_id(axis=0)
    batch_idx, m_idx, n_idx = _pid_to_block(pid, M, BLOCK_SIZE_M, BLOCK_SIZE_N, GROUP_SIZE_M)
    skip_below = (LOWER_UPPER == 0) and (n_idx + BLOCK_SIZE_N <= m_idx)
    skip_above = (LOWER_UPPER != 0) and (m_idx + BLOCK_SIZE_M <= n_idx)
    if skip_below or skip_above:
        return
    A_ptr += batch_idx * a_stride_b
    C_ptr += batch_idx * c_stride_b
    offs_m = (m_idx + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_n = (n_idx + tl.arange(0, BLOCK_SIZE_N)) % M
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = A_ptr + (offs_m[:, None] * a_stride_r + offs_k[None, :] * a_stride_c)
    at_ptrs = A_ptr + (offs_n[:, None] * a_stride_r + offs_k[None, :] * a_stride_c)
    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        k_left = K - k * BLOCK_SIZE_K
        a = tl.load(a_ptrs, mask=offs_k[None, :] < k_left, other=0.0)
        at_rows = tl.load(at_ptrs, mask=offs_k[None, :] < k_left, other=0.0)
        accumulator = tl.dot(a, tl.trans(at_rows), accumulator)
        a_ptrs += BLOCK_SIZE_K * a_stride_c
        at_ptrs += BLOCK_SIZE_K * a_stride_c
    output = accumulator.to(C_ptr.dtype.element_ty)
    offs_cm = m_idx + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = n_idx + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = C_ptr + (offs_cm[:, None] * c_stride_r + offs_cn[None, :] * c_stride_c)
    tl.store(c_ptrs, output, mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < M))
    c_ptrs_t = C_ptr + (offs_cn[:, None] * c_stride_r + offs_cm[None, :] * c_stride_c)
    tl.store(c_ptrs_t, output.T, mask=(offs_cn[:, None] < M) & (offs_cm[None, :] < M))
