# Source: qwopqwop200/GPTQ-for-LLaMa, quant/quant_linear.py (matmul_248_kernel, after fpgaminer/GPTQ-triton).
# Rewritten for the closing trial 13a: fp16 A [M, K] times a GPTQ 2/4/8-bit B packed along K into int32 words
# (qweight [K * bits / 32, N]); each K step loads the act-order group index g_idx of its K rows, gathers the per-group
# scales [G, N] (fp16) and the packed zeros [G, N * bits / 32] through it, unpacks B with a per-row shift and the
# runtime mask maxq, dequantizes (b - (zero + 1)) * scale into fp16 and accumulates tl.dot in fp32; the fp32
# accumulator is stored into the fp16 C (an implicit narrowing store, as upstream). bits and maxq are runtime ints.
import triton
import triton.language as tl


@triton.jit
def gptq_matmul248(a_ptr, b_ptr, c_ptr, scales_ptr, zeros_ptr, g_ptr,
                   M, N, K, bits, maxq,
                   stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                   stride_scales, stride_zeros,
                   BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                   GROUP_SIZE_M: tl.constexpr):
    per_word = 32 // bits
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_k = tl.cdiv(K, BLOCK_SIZE_K)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_am = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_bn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    a_mask = offs_am[:, None] < M
    # every packed word is read by per_word consecutive K rows
    b_ptrs = b_ptr + ((offs_k[:, None] // per_word) * stride_bk + offs_bn[None, :] * stride_bn)
    g_ptrs = g_ptr + offs_k
    scales_ptrs = scales_ptr + offs_bn[None, :]
    zeros_ptrs = zeros_ptr + (offs_bn[None, :] // per_word)
    shifter = (offs_k % per_word) * bits
    zeros_shifter = (offs_bn % per_word) * bits
    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for _k in range(0, num_pid_k):
        g_idx = tl.load(g_ptrs)
        scales = tl.load(scales_ptrs + g_idx[:, None] * stride_scales)
        zeros = tl.load(zeros_ptrs + g_idx[:, None] * stride_zeros)
        zeros = (zeros >> zeros_shifter[None, :]) & maxq
        zeros = zeros + 1
        a = tl.load(a_ptrs, mask=a_mask, other=0.)
        b = tl.load(b_ptrs)
        b = (b >> shifter[:, None]) & maxq
        b = (b - zeros) * scales
        accumulator += tl.dot(a, b)
        a_ptrs += BLOCK_SIZE_K
        b_ptrs += (BLOCK_SIZE_K // per_word) * stride_bk
        g_ptrs += BLOCK_SIZE_K
    c_ptrs = c_ptr + stride_cm * offs_am[:, None] + stride_cn * offs_bn[None, :]
    c_mask = (offs_am[:, None] < M) & (offs_bn[None, :] < N)
    tl.store(c_ptrs, accumulator, mask=c_mask)
