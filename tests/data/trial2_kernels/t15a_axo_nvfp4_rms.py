# Source: axolotl-ai-cloud/axolotl, src/axolotl/kernels/nvfp4_rmsnorm.py (_fused_rmsnorm_nvfp4_kernel, with the
# helpers it imports from mslk: nvfp4_scale_swizzle and convert_fp32_to_fp4_packed). Rewritten for the closing trial
# 15a: fused RMSNorm -> NVFP4 quantization for Blackwell (written for sm_120). A 2-D grid of [M_PER_BLOCK, 64] tiles:
# x (bf16, strided) times a per-row fp32 reciprocal-rms and a per-column gamma; the normalized bf16 tile is stored;
# each 16-value block gets an e4m3 scale (amax / 6, clamped, rounded through float8e4nv) stored at its offset in the
# 128x4 swizzled scale layout of cuBLAS/torch._scaled_mm; the values are scaled, rounded to e2m1 and packed two per
# byte ([M_PER_BLOCK, 32] uint8). A tail program (grid row M_PER_BLOCK past M, when M < 128) only zeroes the padded
# scales. Changes: the two mslk helpers are written here (the swizzle as (r % 32) * 16 + (r // 32) * 4 + c; the e2m1
# rounding as a compare chain to the 8 magnitudes, ties to even, then lo | hi << 4), the device_assert is dropped.
import triton
import triton.language as tl


@triton.jit
def _scale_swizzle(rows):
    # rows: [R, 1] row index inside a 128-row scale block; returns [R, 4] offsets in the 512-byte block.
    return (rows % 32) * 16 + (rows // 32) * 4 + tl.arange(0, 4)[None, :]


@triton.jit
def _e2m1(v):
    a = tl.abs(v)
    code = tl.where(a <= 0.25, 0, tl.where(a < 0.75, 1, tl.where(a <= 1.25, 2, tl.where(a < 1.75, 3, tl.where(
        a <= 2.5, 4, tl.where(a < 3.5, 5, tl.where(a <= 5.0, 6, 7)))))))
    return tl.where(v < 0, code + 8, code)


@triton.jit
def axo_rmsnorm_nvfp4(x_ptr, rms_ptr, w_ptr, y_ptr, q_ptr, s_ptr, stride_xm, stride_xn, M, N,
                      M_PER_BLOCK: tl.constexpr, USE_MASK: tl.constexpr):
    E4M3_EPS = 1.5258789e-05
    FP8_E4M3_MAX = 448.0
    FP4_E2M1_MAX = 6.0
    NUM_ELEM_PER_LAYOUT = 128 * 4
    NUM_N_BLOCKS = tl.cdiv(N, 64)
    pid_m = tl.program_id(1)
    pid_n = tl.program_id(0)
    if M_PER_BLOCK != 128 and pid_m * M_PER_BLOCK >= M:
        layout_off = pid_n * NUM_ELEM_PER_LAYOUT
        tail_m = tl.arange(0, 128)[:, None]
        oob = (tail_m >= M) & tl.full((4,), True, dtype=tl.int1)[None, :]
        tl.store(s_ptr + layout_off + _scale_swizzle(tail_m), tl.full([128, 4], 0, dtype=tl.float8e4nv), mask=oob)
    else:
        offs_m = pid_m * M_PER_BLOCK + tl.arange(0, M_PER_BLOCK)[:, None]
        offs_n = pid_n * 64 + tl.arange(0, 64)[None, :]
        if USE_MASK:
            mask = (offs_m < M) & (offs_n < N)
            other = 0.0
        else:
            mask = None
            other = None
        x = tl.load(x_ptr + offs_m * stride_xm + offs_n * stride_xn, mask=mask, other=other).to(tl.float32)
        rms = tl.load(rms_ptr + offs_m, mask=offs_m < M, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + offs_n, mask=offs_n < N, other=0.0).to(tl.float32)
        y = x * rms * w
        tl.store(y_ptr + (offs_m * N + offs_n), y.to(y_ptr.dtype.element_ty), mask=mask)
        y_blocks = y.reshape(M_PER_BLOCK, 4, 16)
        block_amax = tl.max(tl.abs(y_blocks), axis=2)
        scales = tl.clamp(tl.div_rn(block_amax, FP4_E2M1_MAX), E4M3_EPS, FP8_E4M3_MAX).to(tl.float8e4nv)
        y_blocks = y_blocks * tl.div_rn(1.0, scales.to(tl.float32)[:, :, None])
        if USE_MASK:
            scale_offs_n = pid_n * 4 + tl.arange(0, 4)[None, :]
            scales = tl.where((offs_m < M) & (scale_offs_n < (N // 16)), scales, 0.0)
        swz_m = (pid_m * M_PER_BLOCK % 128) + tl.arange(0, M_PER_BLOCK)[:, None]
        layout_off = ((pid_m * M_PER_BLOCK) // 128) * NUM_N_BLOCKS * NUM_ELEM_PER_LAYOUT + pid_n * NUM_ELEM_PER_LAYOUT
        tl.store(s_ptr + layout_off + _scale_swizzle(swz_m), scales)
        lo, hi = y_blocks.reshape(M_PER_BLOCK, 32, 2).split()
        packed = (_e2m1(lo) | (_e2m1(hi) << 4)).to(tl.uint8)
        q_offs_m = pid_m * M_PER_BLOCK + tl.arange(0, M_PER_BLOCK)[:, None]
        q_offs_n = pid_n * 32 + tl.arange(0, 32)[None, :]
        if USE_MASK:
            q_mask = (q_offs_m < M) & (q_offs_n < N // 2)
        else:
            q_mask = None
        tl.store(q_ptr + (q_offs_m * (N // 2) + q_offs_n), packed, mask=q_mask)
