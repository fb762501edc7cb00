# Source: ModelCloud/GPTQModel, gptqmodel/nn_modules/qlinear/gguf_triton.py (_gguf_q6_k_fused_matmul_kernel_impl).
# Rewritten for the closing trial 12a: x [M, K] (fp16) times a GGUF Q6_K weight dequantized in registers. Each
# 256-wide super-block of K is 16 sub-blocks of 16; per sub-block the kernel loads 16 low-nibble bytes (ql, the
# nibble picked by the sub-block's row in its group of four) and 16 high-bit bytes (qh, two bits shifted out),
# forms q = (low | high << 4) - 32 as int16, scales it by one fp16 scale per (sub-block, column), and adds
# tl.dot(a, weight) into an f32 accumulator. Two nested runtime loops (super-block, sub-block); the byte offsets
# depend on scalar branches of the sub-block index.
import triton
import triton.language as tl


@triton.jit
def gguf_q6k_matmul(x_ptr, ql_ptr, qh_ptr, scale_ptr, out_ptr, M, N, NUM_BLOCKS, stride_xm, stride_xk, stride_qlb,
                    stride_qlq, stride_qln, stride_qhb, stride_qhq, stride_qhn, stride_sb, stride_ss, stride_sn,
                    stride_om, stride_on, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    m_ok = offs_m < M
    n_ok = offs_n < N
    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for blk in range(0, NUM_BLOCKS):
        for sub in range(0, 16):
            offs_k = blk * 256 + sub * 16 + tl.arange(0, 16)
            a = tl.load(x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :] * stride_xk, mask=m_ok[:, None],
                        other=0.0)
            pair = sub // 2
            group = pair // 4
            in_group = pair % 4
            pos = (sub % 2) * 16 + tl.arange(0, 16)
            base = group * 64 + (32 if in_group == 1 or in_group == 3 else 0)
            packed_lo = tl.load(ql_ptr + blk * stride_qlb + (base + pos)[:, None] * stride_qlq
                                + offs_n[None, :] * stride_qln, mask=n_ok[None, :], other=0)
            if in_group == 0 or in_group == 1:
                low = packed_lo & 0x0F
            else:
                low = packed_lo >> 4
            packed_hi = tl.load(qh_ptr + blk * stride_qhb + (group * 32 + pos)[:, None] * stride_qhq
                                + offs_n[None, :] * stride_qhn, mask=n_ok[None, :], other=0)
            high = (packed_hi >> (in_group * 2)) & 0x03
            q = (low | (high << 4)).to(tl.int16) - 32
            scale = tl.load(scale_ptr + blk * stride_sb + sub * stride_ss + offs_n * stride_sn, mask=n_ok, other=0.0)
            w = q.to(tl.float16) * scale[None, :]
            acc += tl.dot(a, w)
    tl.store(out_ptr + offs_m[:, None] * stride_om + offs_n[None, :] * stride_on, acc.to(tl.float16),
             mask=m_ok[:, None] & n_ok[None, :])
