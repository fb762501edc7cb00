# Source: ROCm/aiter, aiter/ops/triton/_triton_kernels/batched_gemm_a8w8.py (_batched_gemm_a8w8_kernel).
# Rewritten for the seventh trial (7c) of issue 23: int8 A and B batched on grid axis 0, grouped tile order on axis
# 1, tl.assume on the strides, an int64 batch offset, an int32 accumulator when C is int8, a K loop with an EVEN_K
# branch, per-row/per-column scales and an optional bias.
import triton
import triton.language as tl


@triton.jit
def batched_gemm_a8w8(a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, bias_ptr, M, N, K,
                      stride_ab, stride_am, stride_ak, stride_bb, stride_bk, stride_bn,
                      stride_cb, stride_cm, stride_cn, stride_ascaleb, stride_bscaleb, stride_biasb,
                      HAS_BIAS: tl.constexpr, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
                      BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr, EVEN_K: tl.constexpr):
    tl.assume(stride_ab > 0)
    tl.assume(stride_am > 0)
    tl.assume(stride_ak > 0)
    tl.assume(stride_bb > 0)
    tl.assume(stride_bk > 0)
    tl.assume(stride_bn > 0)
    tl.assume(stride_cb > 0)
    tl.assume(stride_cm > 0)
    tl.assume(stride_cn > 0)
    batch = tl.program_id(axis=0)
    pid = tl.program_id(axis=1)
    n_m = tl.cdiv(M, BLOCK_SIZE_M)
    n_n = tl.cdiv(N, BLOCK_SIZE_N)
    per_group = GROUP_SIZE_M * n_n
    group = pid // per_group
    first_m = group * GROUP_SIZE_M
    group_m = min(n_m - first_m, GROUP_SIZE_M)
    pid_m = first_m + (pid % group_m)
    pid_n = (pid % per_group) // group_m
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    batch = tl.cast(batch, tl.int64)
    stride_ab = tl.cast(stride_ab, tl.int64)
    stride_bb = tl.cast(stride_bb, tl.int64)
    stride_cb = tl.cast(stride_cb, tl.int64)

    rk = tl.arange(0, BLOCK_SIZE_K)
    rm = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    rn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    a_tile = a_ptr + batch * stride_ab + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b_tile = b_ptr + batch * stride_bb + rk[:, None] * stride_bk + rn[None, :] * stride_bn

    sa = tl.load(a_scale_ptr + batch * stride_ascaleb + pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M) % M)
    sb = tl.load(b_scale_ptr + batch * stride_bscaleb + pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N) % N)

    acc_ty = tl.float32 if c_ptr.type.element_ty != tl.int8 else tl.int32
    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=acc_ty)
    for kb in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        if EVEN_K:
            a = tl.load(a_tile)
            b = tl.load(b_tile)
        else:
            a = tl.load(a_tile, mask=rk[None, :] < K - kb * BLOCK_SIZE_K, other=0)
            b = tl.load(b_tile, mask=rk[:, None] < K - kb * BLOCK_SIZE_K, other=0)
        acc += tl.dot(a, b, input_precision="ieee")
        a_tile += BLOCK_SIZE_K * stride_ak
        b_tile += BLOCK_SIZE_K * stride_bk

    acc = acc.to(tl.float32) * (sa[:, None] * sb[None, :])
    if HAS_BIAS:
        bias = tl.load(bias_ptr + batch * stride_biasb + (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N)
        acc = acc.to(bias_ptr.type.element_ty) + bias[None, :]
    out = acc.to(c_ptr.type.element_ty)
    cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_tile = c_ptr + stride_cb * batch + stride_cm * cm[:, None] + stride_cn * cn[None, :]
    tl.store(c_tile, out, mask=(cm[:, None] < M) & (cn[None, :] < N))
