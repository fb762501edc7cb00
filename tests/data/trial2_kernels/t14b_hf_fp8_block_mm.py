# Source: huggingface/transformers, src/transformers/integrations/finegrained_fp8.py (_w8a8_block_fp8_matmul, the
# kernel behind FP8Linear.forward for DeepSeek-style block-quantized checkpoints). Rewritten for the closing trial
# 14b: fp8 e4m3 A [M, K] (per-token-group scales As [M, K / group_k]) times fp8 e4m3 B [K, N] read as the transpose
# of the [N, K] weight (stride_bk = 1, stride_bn = K, as the wrapper passes B.stride(1), B.stride(0)), per-block
# scales Bs [N / group_n, K / group_k]; grouped program order; the fp32 dot of each K step is scaled by the outer
# product of the two scale vectors before it is accumulated; the result is stored in C's element type. The upstream
# wraps A rows and B columns with "% M" / "% N"; kept. Upstream chose the output cast with an if-chain on
# C.dtype.element_ty; here it is one `.to(C.dtype.element_ty)`.
import triton
import triton.language as tl


@triton.jit
def hf_fp8_block_mm(A, B, C, As, Bs, M, N, K, group_n, group_k,
                    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                    stride_As_m, stride_As_k, stride_Bs_k, stride_Bs_n,
                    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                    GROUP_SIZE_M: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = A + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = B + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    as_ptrs = As + offs_am * stride_As_m
    bs_ptrs = Bs + (offs_bn // group_n) * stride_Bs_n

    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        k_left = K - k * BLOCK_SIZE_K
        a = tl.load(a_ptrs, mask=offs_k[None, :] < k_left, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < k_left, other=0.0)
        offs_ks = (k * BLOCK_SIZE_K) // group_k
        a_s = tl.load(as_ptrs + offs_ks * stride_As_k)
        b_s = tl.load(bs_ptrs + offs_ks * stride_Bs_k)
        acc += tl.dot(a, b) * a_s[:, None] * b_s[None, :]
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk

    c = acc.to(C.dtype.element_ty)
    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = C + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)
