# Source: axolotl-ai-cloud/axolotl, src/axolotl/kernels/moe/triton_kernels.py (_kernel_cg_forward_aligned and
# _kernel_cg_backward_dw). Rewritten for the closing trial 15a: the "contiguous grouped" MoE GEMM, where rows are
# sorted by expert in blocks of BLOCK_M rows that share one expert. Forward: grouped-M tile order, one i32 expert id
# loaded per row block selects the expert's [N, K] weight (expert_idx * stride_be), B read as a [K, N] tile of the
# K-contiguous weight, K masked by `offs_k < K - k * BLOCK_K`, fp16 output. Weight gradient: each program owns a
# [BLOCK_N, BLOCK_K] tile of one expert's gradient and walks GROUP_M row blocks, accumulating
# trans(grad_out) @ inputs only over the blocks whose expert id matches the first one. Changes: upstream's `break`
# and `continue` (which Triton rejects in a for loop) become one `if` around the block's work (same result); the
# output dtype follows the pointer; the unused num_experts argument is dropped.
import triton
import triton.language as tl


@triton.jit
def axo_cg_forward(a_ptr, b_ptr, c_ptr, expert_idx_ptr, M, N, K, stride_am, stride_ak, stride_be, stride_bn,
                   stride_bk, stride_cm, stride_cn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                   BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    expert = tl.load(expert_idx_ptr + pid_m * BLOCK_M)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + expert * stride_be + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=c_mask)


@triton.jit
def axo_cg_backward_dw(grad_out_ptr, inputs_ptr, grad_w_ptr, expert_idx_ptr, M_total, N, K, stride_gom, stride_gon,
                       stride_im, stride_ik, stride_gwe, stride_gwn, stride_gwk, BLOCK_N: tl.constexpr,
                       BLOCK_K: tl.constexpr, BLOCK_M: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(axis=0)
    pid_n = pid % tl.cdiv(N, BLOCK_N)
    pid_k = (pid // tl.cdiv(N, BLOCK_N)) % tl.cdiv(K, BLOCK_K)
    pid_group = pid // (tl.cdiv(N, BLOCK_N) * tl.cdiv(K, BLOCK_K))
    group_start_m = pid_group * GROUP_M * BLOCK_M
    if group_start_m < M_total:
        expert = tl.load(expert_idx_ptr + group_start_m)
        acc = tl.zeros((BLOCK_N, BLOCK_K), dtype=tl.float32)
        offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        offs_k = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
        offs_m = tl.arange(0, BLOCK_M)
        for m_block in range(GROUP_M):
            m_start = group_start_m + m_block * BLOCK_M
            block_expert = tl.load(expert_idx_ptr + m_start, mask=m_start < M_total, other=-1)
            if block_expert == expert:
                rows = m_start + offs_m
                mask_m = rows < M_total
                go = tl.load(grad_out_ptr + rows[:, None] * stride_gom + offs_n[None, :] * stride_gon,
                             mask=mask_m[:, None] & (offs_n[None, :] < N), other=0.0)
                x = tl.load(inputs_ptr + rows[:, None] * stride_im + offs_k[None, :] * stride_ik,
                            mask=mask_m[:, None] & (offs_k[None, :] < K), other=0.0)
                acc = tl.dot(tl.trans(go), x, acc)
        gw_ptrs = (grad_w_ptr + expert * stride_gwe + offs_n[:, None] * stride_gwn + offs_k[None, :] * stride_gwk)
        mask = (offs_n[:, None] < N) & (offs_k[None, :] < K)
        tl.store(gw_ptrs, acc.to(grad_w_ptr.dtype.element_ty), mask=mask)
