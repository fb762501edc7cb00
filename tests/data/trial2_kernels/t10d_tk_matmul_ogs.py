# Source: triton-lang/triton, python/triton_kernels/triton_kernels/matmul_ogs_details/_matmul_ogs.py (_matmul_ogs,
# the ragged-expert path with GatherIndx, MX weights without swizzling, bias and a fused scatter of Y rows).
# Rewritten for the trial: each program takes one (expert, M block, N block) tile from ExptData (expert in the low
# 16 bits, block in the high 16); X rows are gathered through GatherIndx (// N_EXPTS_ACT); W is mxfp4 (two e2m1
# values per uint8 along K) with one e8m0 uint8 scale per 32 K values; the K loop runs tl.dot_scaled(bf16 x, e2m1 w);
# the epilogue adds the expert's bias, scales by a gamma per row and scatters rows through WriteBackIndx.
import triton
import triton.language as tl


@triton.jit
def matmul_ogs_mx(Y, stride_y_m, stride_y_n, X, stride_x_m, stride_x_k, W, stride_w_e, stride_w_k, stride_w_n,
                  MxScale, stride_mx_e, stride_mx_k, stride_mx_n, B, stride_b_e, Gammas, N, K, GatherIndx,
                  WriteBackIndx, writeback_size, ExptHist, ExptOffs, ExptData, grid_n,
                  N_EXPTS_ACT: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  EVEN_K: tl.constexpr):
    tl.assume(stride_x_m >= 0)
    tl.assume(stride_w_e >= 0)
    tl.assume(stride_w_k >= 0)
    tl.assume(stride_mx_e >= 0)
    tl.assume(grid_n >= 0)
    MX_PACK: tl.constexpr = 32
    tl.static_assert(BLOCK_K % MX_PACK == 0)
    PACKED_K: tl.constexpr = BLOCK_K // 2
    SCALE_K: tl.constexpr = BLOCK_K // MX_PACK

    pid = tl.program_id(0)
    pid_m = pid // grid_n
    pid_n = pid % grid_n
    expt_data = tl.load(ExptData + pid_m)
    if expt_data == -1:
        return
    expt_id = expt_data & 0x0000FFFF
    block_id = expt_data >> 16
    M = tl.load(ExptHist + expt_id)
    start_m = tl.load(ExptOffs + expt_id)

    # gathered rows of X (wrapping inside the expert's M rows, so no bounds check)
    offs_x_m = BLOCK_M * block_id + tl.arange(0, BLOCK_M)
    offs_x_m = tl.max_contiguous(tl.multiple_of(offs_x_m % M, BLOCK_M), BLOCK_M)
    offs_x_m = tl.load(GatherIndx + start_m + offs_x_m) // N_EXPTS_ACT
    offs_k = tl.arange(0, BLOCK_K)
    XPtrs = X + offs_x_m[:, None] * stride_x_m + offs_k[None, :] * stride_x_k

    # mxfp4 weights and their scales
    offs_w_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_w_n = tl.max_contiguous(tl.multiple_of(offs_w_n % N, BLOCK_N), BLOCK_N)
    offs_w_k = tl.arange(0, PACKED_K)
    WPtrs = W + expt_id * stride_w_e + offs_w_k[:, None] * stride_w_k + offs_w_n[None, :] * stride_w_n
    offs_s_k = tl.arange(0, SCALE_K)
    SPtrs = MxScale + expt_id * stride_mx_e + offs_s_k[None, :] * stride_mx_k + offs_w_n[:, None] * stride_mx_n

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            x = tl.load(XPtrs)
            w = tl.load(WPtrs)
            w_scales = tl.load(SPtrs)
        else:
            x = tl.load(XPtrs, mask=offs_k[None, :] < k, other=0.0)
            w = tl.load(WPtrs, mask=offs_w_k[:, None] < k // 2, other=0)
            w_scales = tl.load(SPtrs, mask=offs_s_k[None, :] * MX_PACK < k, other=0)
        acc = tl.dot_scaled(x, None, "bf16", w, w_scales, "e2m1", acc=acc, fast_math=True)
        XPtrs += BLOCK_K * stride_x_k
        WPtrs += PACKED_K * stride_w_k
        SPtrs += SCALE_K * stride_mx_k

    # epilogue: bias, gammas, scatter
    offs_m = BLOCK_M * block_id + tl.arange(0, BLOCK_M)
    offs_y_n = BLOCK_N * pid_n + tl.arange(0, BLOCK_N)
    mask_m = offs_m < M
    mask_n = offs_y_n < N
    bias = tl.load(B + expt_id * stride_b_e + offs_y_n, mask=mask_n, other=0)
    acc += bias[None, :]
    gammas = tl.load(Gammas + start_m + offs_m, mask=mask_m, other=0.0)
    acc *= gammas[:, None]
    dst = tl.load(WriteBackIndx + start_m + offs_m, mask=mask_m, other=-1)
    mask_m = mask_m & (dst != -1) & (dst < writeback_size)
    YPtrs = Y + dst.to(tl.int64)[:, None] * stride_y_m + offs_y_n[None, :] * stride_y_n
    tl.store(YPtrs, acc.to(Y.dtype.element_ty), mask=mask_m[:, None] & mask_n[None, :])
