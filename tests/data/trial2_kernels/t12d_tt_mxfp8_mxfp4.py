# Source: triton-lang/triton, python/test/unit/language/test_matmul.py (mxfp8_mxfp4_matmul). Rewritten for the
# closing trial 12d: an MX GEMM with an e5m2 A and an e2m1 B (two fp4 values per byte, packed along K), e8m0
# scales per 32 K values for both (tensor_scale path), tl.dot_scaled accumulating in fp32 inside a
# tl.range(num_stages=NUM_STAGES) loop, a masked fp32 store.
import triton
import triton.language as tl


@triton.jit
def mx_matmul(a_ptr, b_ptr, out_ptr, a_scale, b_scale, M, N, K, stride_scale, stride_am, stride_ak, stride_bk,
              stride_bn, stride_cm, stride_cn, FMT_A: tl.constexpr, FMT_B: tl.constexpr, BLOCK_M: tl.constexpr,
              BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, NUM_STAGES: tl.constexpr):
    PACK_A: tl.constexpr = 2 if FMT_A == "e2m1" else 1
    PACK_B: tl.constexpr = 2 if FMT_B == "e2m1" else 1
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BLOCK_M)
    pid_m = pid % tiles_m
    pid_n = pid // tiles_m
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    cols_s = cols % N
    ka = tl.arange(0, BLOCK_K // PACK_A)
    kb = tl.arange(0, BLOCK_K // PACK_B)
    ks = tl.arange(0, BLOCK_K // 32)
    sa_ptrs = a_scale + rows[:, None] * stride_scale + ks[None, :]
    sb_ptrs = b_scale + cols_s[:, None] * stride_scale + ks[None, :]
    a_ptrs = a_ptr + rows[:, None] * stride_am + ka[None, :] * stride_ak
    b_ptrs = b_ptr + kb[:, None] * stride_bk + cols[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), num_stages=NUM_STAGES):  # noqa: B007 (as upstream)
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        sa = tl.load(sa_ptrs)
        sb = tl.load(sb_ptrs)
        acc = tl.dot_scaled(a, sa, FMT_A, b, sb, FMT_B, acc)
        a_ptrs += (BLOCK_K // PACK_A) * stride_ak
        b_ptrs += (BLOCK_K // PACK_B) * stride_bk
        sa_ptrs += BLOCK_K // 32
        sb_ptrs += BLOCK_K // 32
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(out_ptr + stride_cm * cm[:, None] + stride_cn * cn[None, :], acc,
             mask=(cm[:, None] < M) & (cn[None, :] < N))
