# Source: vllm-project/vllm, vllm/model_executor/layers/fused_moe/fused_batched_moe.py (batched_triton_kernel,
# expert_triton_kernel, moe_mmk). Rewritten for the closing trial 8d, the fp8 w8a8 block-quantized path only:
# grid (expert, m-tile * n-tile), an early exit on the expert's token count, B stored [E, N, K] (stride_bk = 1),
# per-(token, k-group) A scales and per-(n-group, k-group) B scales applied after each dot.
import triton
import triton.language as tl


@triton.jit
def batched_moe_fp8_block(
    a_ptr, b_ptr, c_ptr, expert_num_tokens,
    K, N,
    a_scale_ptr, b_scale_ptr,
    stride_ae: tl.int64, stride_am: tl.int64, stride_ak: tl.int64,
    stride_be: tl.int64, stride_bk: tl.int64, stride_bn: tl.int64,
    stride_ce: tl.int64, stride_cm: tl.int64, stride_cn: tl.int64,
    stride_ase: tl.int64, stride_asm: tl.int64, stride_ask: tl.int64,
    stride_bse: tl.int64, stride_bsk: tl.int64, stride_bsn: tl.int64,
    group_n: tl.constexpr, group_k: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):
    expert = tl.program_id(axis=0)
    n_tok = tl.load(expert_num_tokens + expert)
    if n_tok == 0:
        return
    pid_mn = tl.program_id(axis=1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid_mn // num_pid_n
    pid_n = pid_mn % num_pid_n
    m0 = pid_m * BLOCK_M
    n0 = pid_n * BLOCK_N
    if m0 >= n_tok:
        return
    m_size = min(BLOCK_M, n_tok - m0)
    n_size = min(BLOCK_N, N - n0)
    a_base = a_ptr + expert * stride_ae + m0 * stride_am
    b_base = b_ptr + expert * stride_be + n0 * stride_bn
    c_base = c_ptr + expert * stride_ce + m0 * stride_cm + n0 * stride_cn
    offs_bn = (n0 + tl.arange(0, BLOCK_N).to(tl.int64)) % N
    as_base = a_scale_ptr + expert * stride_ase + m0 * stride_asm
    bs_base = b_scale_ptr + expert * stride_bse

    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N) % n_size
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < m_size
    a_ptrs = a_base + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_base + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    as_ptrs = as_base + offs_m * stride_asm
    bs_ptrs = bs_base + (offs_bn // group_n) * stride_bsn

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=mask_m[:, None] & (offs_k[None, :] < K - k * BLOCK_K), other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        kg = (k * BLOCK_K) // group_k
        a_s = tl.load(as_ptrs + kg * stride_ask, mask=mask_m, other=0.0)
        b_s = tl.load(bs_ptrs + kg * stride_bsk)
        acc += tl.dot(a, b) * a_s[:, None] * b_s[None, :]
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    out = acc.to(c_ptr.dtype.element_ty)
    offs_cn = tl.arange(0, BLOCK_N)
    c_ptrs = c_base + offs_m[:, None] * stride_cm + offs_cn[None, :] * stride_cn
    tl.store(c_ptrs, out, mask=mask_m[:, None] & (offs_cn[None, :] < n_size))
