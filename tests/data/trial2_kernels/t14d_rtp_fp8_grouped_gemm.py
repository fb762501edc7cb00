# Source: alibaba/rtp-llm, rtp_llm/models_py/triton_kernels/moe/fp8_grouped_gemm.py (_fp8_blockwise_batched_kernel).
# Rewritten for the closing trial 14d: a batched MoE grouped GEMM over experts (grid axis 0 = expert), fp8 e4m3 A
# [E, max_T, K] times B stored [E, N, K] (read as K x N through stride_bk = 1), an early return for an expert with no
# tokens and for a row block past its token count (a runtime count loaded from expert_num_tokens), a K loop with
# per-row A block scales ([BLOCK_M, 1] fp32, one per 128-wide K group) and one scalar B block scale per (N group,
# K group), and a bf16 store. The strides keep the upstream `tl.int64` annotations (64-bit address arithmetic).
# The rewrite folds upstream's base pointers (a_base, b_base, c_base) into each pointer tensor and drops the unused
# max_num_tokens argument.
import triton
import triton.language as tl


@triton.jit
def rtp_fp8_grouped_gemm(a_ptr, b_ptr, c_ptr, a_sf_ptr, b_sf_ptr, expert_num_tokens_ptr, N, K,
                         stride_ae: tl.int64, stride_am: tl.int64, stride_ak: tl.int64,
                         stride_be: tl.int64, stride_bn: tl.int64, stride_bk: tl.int64,
                         stride_ce: tl.int64, stride_cm: tl.int64, stride_cn: tl.int64,
                         stride_asf_e: tl.int64, stride_asf_m: tl.int64, stride_asf_k: tl.int64,
                         stride_bsf_e: tl.int64, stride_bsf_n: tl.int64, stride_bsf_k: tl.int64,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                         EVEN_N: tl.constexpr):
    expert = tl.program_id(axis=0)
    tokens = tl.load(expert_num_tokens_ptr + expert)
    if tokens == 0:
        return
    pid = tl.program_id(axis=1)
    n_blocks = tl.cdiv(N, BLOCK_N)
    pid_m = pid // n_blocks
    pid_n = pid % n_blocks
    m0 = pid_m * BLOCK_M
    n0 = pid_n * BLOCK_N
    if m0 >= tokens:
        return
    rows = tl.minimum(BLOCK_M, tokens - m0)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    row_ok = offs_m < rows
    col_ok = offs_n < N - n0

    a_ptrs = a_ptr + expert * stride_ae + (m0 + offs_m[:, None]) * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + expert * stride_be + offs_k[:, None] * stride_bk + (n0 + offs_n[None, :]) * stride_bn
    asf_ptrs = a_sf_ptr + expert * stride_asf_e + (m0 + offs_m[:, None]) * stride_asf_m
    bsf_base = b_sf_ptr + expert * stride_bsf_e + pid_n * stride_bsf_n

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BLOCK_K)):
        k_ok = offs_k < K - kb * BLOCK_K
        a = tl.load(a_ptrs, mask=row_ok[:, None] & k_ok[None, :], other=0.0)
        if EVEN_N:
            b = tl.load(b_ptrs, mask=k_ok[:, None], other=0.0)
        else:
            b = tl.load(b_ptrs, mask=k_ok[:, None] & col_ok[None, :], other=0.0)
        part = tl.dot(a, b)
        a_scale = tl.load(asf_ptrs + kb * stride_asf_k, mask=row_ok[:, None], other=1.0)
        b_scale = tl.load(bsf_base + kb * stride_bsf_k)
        acc += part * a_scale * b_scale
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk

    c_ptrs = c_ptr + expert * stride_ce + (m0 + offs_m[:, None]) * stride_cm + (n0 + offs_n[None, :]) * stride_cn
    tl.store(c_ptrs, acc.to(tl.bfloat16), mask=row_ok[:, None] & col_ok[None, :])
