# Source: InternLM/lmdeploy, lmdeploy/pytorch/kernels/cuda/w8a8_triton_kernels.py (_linear_add).
# Rewritten for the closing trial 10a: int8 A [M, K] times int8 B (passed as W [N, K] with strides swapped, so B is
# K-major), an int32 accumulator (out_dtype), K-remainder masks with other=None, then per-row (rms) and per-column
# (linear) f32 scales, a cast to the residual's dtype, and the residual added before a 2-D masked store.
# WARP_SPECIALIZE (not upstream) marks the K loop for Triton's automatic warp specialization.
import triton
import triton.language as tl


@triton.jit(do_not_specialize=["M"])
def w8a8_linear_add(
    A, B, C, residual_ptr,
    M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr,
    rms_scale_ptr, linear_scale_ptr,
    ACCUMULATOR_DTYPE: tl.constexpr,
    WARP_SPECIALIZE: tl.constexpr = False,
):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = A + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = B + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACCUMULATOR_DTYPE)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=WARP_SPECIALIZE):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=None)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=None)
        acc = tl.dot(a, b, acc, out_dtype=ACCUMULATOR_DTYPE)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c = acc.to(tl.float32)
    rms_scale = tl.load(rms_scale_ptr + offs_am)[:, None]
    linear_scale = tl.load(linear_scale_ptr + offs_bn)[None, :]
    c = (c * rms_scale * linear_scale).to(residual_ptr.dtype.element_ty)

    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    residual = tl.load(residual_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :], mask=c_mask,
                       other=0.)
    tl.store(C + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :], c + residual, mask=c_mask)
