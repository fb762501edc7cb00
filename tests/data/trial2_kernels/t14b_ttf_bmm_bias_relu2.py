# Source: lucidrains/triton-transformer, triton_transformer/bmm.py (bmm_with_bias_kernel with the
# relu_squared_activation of fused_relu_squared, the transformer's feed-forward). Rewritten for the closing trial
# 14b: batched x [L, M, K] @ w [L, K, N] (the wrapper expands a 2-D w with stride_wl = 0) plus a bias that the
# wrapper expands from [N] to [L, M, N] (stride_bl = stride_bm = 0), then relu(o)^2, stored in the input dtype.
# Upstream read meta[...] from **meta (Triton 1.x); here the block sizes are constexpr parameters and the activation
# is a constexpr flag. Upstream loaded x and w unmasked (the wrapper asserts K % 32 == 0 but not M or N); the loads
# here are masked on M and N, and the bias load as well.
import triton
import triton.language as tl


@triton.jit
def ttf_bmm_bias_relu2(x_ptr, w_ptr, b_ptr, o_ptr, M, N, K,
                       stride_xl, stride_xm, stride_xk, stride_wl, stride_wk, stride_wn,
                       stride_bl, stride_bm, stride_bn, stride_ol, stride_om, stride_on,
                       BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                       GROUP_SIZE_M: tl.constexpr, RELU_SQUARED: tl.constexpr):
    pid_batch = tl.program_id(0)
    pid = tl.program_id(1)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    x_ptrs = x_ptr + (offs_m[:, None] * stride_xm + offs_k[None, :] * stride_xk + pid_batch * stride_xl)
    w_ptrs = w_ptr + (offs_k[:, None] * stride_wk + offs_n[None, :] * stride_wn + pid_batch * stride_wl)
    b_ptrs = b_ptr + (offs_m[:, None] * stride_bm + offs_n[None, :] * stride_bn + pid_batch * stride_bl)
    mask_m = offs_m[:, None] < M
    mask_n = offs_n[None, :] < N

    o = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for _k in range(0, K, BLOCK_SIZE_K):
        x = tl.load(x_ptrs, mask=mask_m, other=0.0)
        w = tl.load(w_ptrs, mask=mask_n, other=0.0)
        o += tl.dot(x, w)
        x_ptrs += BLOCK_SIZE_K * stride_xk
        w_ptrs += BLOCK_SIZE_K * stride_wk

    biases = tl.load(b_ptrs, mask=mask_m & mask_n, other=0.0)
    o = o + biases
    if RELU_SQUARED:
        o = tl.where(o > 0, o * o, 0.0)
    o_ptrs = o_ptr + stride_om * offs_m[:, None] + stride_on * offs_n[None, :] + stride_ol * pid_batch
    tl.store(o_ptrs, o.to(o_ptr.dtype.element_ty), mask=mask_m & mask_n)
