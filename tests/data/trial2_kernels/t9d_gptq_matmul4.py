# Source: fpgaminer/GPTQ-triton, src/gptq_triton/quant_linear.py (matmul4_kernel).
# Rewritten for the trial: fp16 A times a 4-bit GPTQ weight packed 8 per int32 along K (groupsize -1), unpacked in
# the K loop with shifts and masks, scaled and shifted by per-column scales and zeros, then tl.dot; the fp32
# accumulator is stored into the fp16 C pointer as upstream does.
import triton
import triton.language as tl


@triton.jit
def matmul4_kernel(
    a_ptr, b_ptr, c_ptr,
    scales_ptr, zeros_ptr,
    M, N, K,
    stride_am, stride_ak,
    stride_bk, stride_bn,
    stride_cm, stride_cn,
    stride_scales, stride_zeros,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    GROUP_SIZE_M: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_k = tl.cdiv(K, BLOCK_SIZE_K)
    pids_per_group = GROUP_SIZE_M * num_pid_n
    group = pid // pids_per_group
    first_m = group * GROUP_SIZE_M
    rows_in_group = min(num_pid_m - first_m, GROUP_SIZE_M)
    pid_m = first_m + (pid % rows_in_group)
    pid_n = (pid % pids_per_group) // rows_in_group

    rm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    rn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    rk = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    a_mask = rm[:, None] < M
    # each int32 row of B holds 8 K values: the same word is read by 8 consecutive k
    b_ptrs = b_ptr + (rk[:, None] // 8) * stride_bk + rn[None, :] * stride_bn
    scales = tl.load(scales_ptr + rn * stride_scales)
    packed_zeros = tl.load(zeros_ptr + (rn // 8) * stride_zeros)

    k_shift = (rk % 8) * 4
    n_shift = (rn % 8) * 4
    zeros = (packed_zeros >> n_shift) & 0xF
    zeros = (zeros + 1) * scales

    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for _ in range(0, num_pid_k):
        a = tl.load(a_ptrs, mask=a_mask, other=0.)
        q = tl.load(b_ptrs)
        q = (q >> k_shift[:, None]) & 0xF
        w = q * scales[None, :] - zeros[None, :]
        acc += tl.dot(a, w)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += (BLOCK_SIZE_K // 8) * stride_bk

    cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * cm[:, None] + stride_cn * cn[None, :]
    c_mask = (cm[:, None] < M) & (cn[None, :] < N)
    tl.store(c_ptrs, acc, mask=c_mask)
