# Source: deepseek-ai/DeepSeek-V3, inference/kernel.py (fp8_gemm_kernel). Rewritten for the closing trial 9a: an fp8
# (e4m3) GEMM with per-row A scales and per-128-column-block B scales applied after each K step's dot, B read as
# [N, K] row-major (a transposed operand), offsets wrapped with % M / % N, a K loop the pipeliner touches.
import triton
import triton.language as tl


@triton.jit
def ds_fp8_gemm(a_ptr, b_ptr, c_ptr, a_s_ptr, b_s_ptr, M,
                N: tl.constexpr, K: tl.constexpr,
                BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr):
    pid_m = tl.program_id(axis=0)
    pid_n = tl.program_id(axis=1)
    k_blocks = tl.cdiv(K, BLOCK_SIZE_K)
    rows = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    cols = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    ks = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + rows[:, None] * K + ks[None, :]
    b_ptrs = b_ptr + cols[None, :] * K + ks[:, None]
    a_scale_ptrs = a_s_ptr + rows * k_blocks
    b_scale_ptrs = b_s_ptr + (cols // BLOCK_SIZE_K) * k_blocks
    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for i in range(k_blocks):
        k_left = K - i * BLOCK_SIZE_K
        a = tl.load(a_ptrs, mask=ks[None, :] < k_left, other=0.0)
        b = tl.load(b_ptrs, mask=ks[:, None] < k_left, other=0.0)
        a_scale = tl.load(a_scale_ptrs)
        b_scale = tl.load(b_scale_ptrs)
        acc += tl.dot(a, b) * a_scale[:, None] * b_scale[None, :]
        a_ptrs += BLOCK_SIZE_K
        b_ptrs += BLOCK_SIZE_K
        a_scale_ptrs += 1
        b_scale_ptrs += 1
    out = acc.to(c_ptr.dtype.element_ty)
    out_rows = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    out_cols = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + out_rows[:, None] * N + out_cols[None, :]
    tl.store(c_ptrs, out, mask=(out_rows[:, None] < M) & (out_cols[None, :] < N))
