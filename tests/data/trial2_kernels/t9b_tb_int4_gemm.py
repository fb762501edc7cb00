# Source: meta-pytorch/tritonbench, tritonbench/operators/int4_gemm/kernel.py (matmul_kernel, after @jlebar's gist).
# Rewritten for the closing trial (9b): bf16 A times a B of packed int4 pairs (K//2 x N bytes); each byte is split
# into a sign-extended low and high nibble with i8 shifts, converted to bf16, interleaved along K with
# tl.join/permute/reshape, then fed to a bf16 dot; a device_assert on K; masked A loads, masked C store.
import triton
import triton.language as tl


@triton.jit
def int4_matmul(
    a_ptr, b_ptr, c_ptr,
    M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    GROUP_SIZE_M: tl.constexpr,
):
    tl.device_assert(K % BLOCK_SIZE_K == 0)
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    per_group = GROUP_SIZE_M * num_pid_n
    first_m = (pid // per_group) * GROUP_SIZE_M
    rows_in_group = min(num_pid_m - first_m, GROUP_SIZE_M)
    pid_m = first_m + (pid % rows_in_group)
    pid_n = (pid % per_group) // rows_in_group

    offs_m = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_n = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_ak = tl.arange(0, BLOCK_SIZE_K)
    offs_bk = tl.arange(0, BLOCK_SIZE_K // 2)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_ak[None, :] * stride_ak
    b_ptrs = b_ptr + offs_bk[:, None] * stride_bk + offs_n[None, :] * stride_bn

    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=offs_ak[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
        packed = tl.load(b_ptrs)
        four = tl.full((1,), 4, dtype=tl.int8)
        lo = (packed << four) >> four
        hi = packed >> four
        b = tl.join(lo.to(tl.bfloat16), hi.to(tl.bfloat16)).permute(0, 2, 1).reshape(BLOCK_SIZE_K, BLOCK_SIZE_N)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk // 2

    out = acc.to(tl.bfloat16)
    cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    tl.store(c_ptr + stride_cm * cm[:, None] + stride_cn * cn[None, :], out,
             mask=(cm[:, None] < M) & (cn[None, :] < N))
