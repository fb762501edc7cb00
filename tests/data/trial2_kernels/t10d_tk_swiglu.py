# Source: triton-lang/triton, python/triton_kernels/triton_kernels/swiglu_details/_swiglu.py (_swiglu with
# compute_swiglu and exp_ftz). Rewritten for the trial: a persistent tl.range(num_stages=2) loop over [BLOCK_M,
# BLOCK_N] output tiles; each loads an interleaved [BLOCK_M, 2*BLOCK_N] tile of (gelu, linear) pairs, splits it with
# tl.reshape + tl.split, clips, computes s = g / (1 + 2^(-alpha*g*log2 e)) with an ex2.approx.ftz inline asm and
# stores fma(s, linear, s) / expected_scale. Flexpoint scales are plain fp32 scalars loaded once.
import triton
import triton.language as tl


@triton.jit
def _exp_ftz(x):
    x = x * 1.4426950408889634
    return tl.inline_asm_elementwise("ex2.approx.ftz.f32 $0, $1;", "=r, r", [x], dtype=tl.float32, is_pure=True,
                                     pack=1)


@triton.jit
def swiglu_kernel(Out, OutExpectedScale, A, AScale, alpha, M, N, stride_am, stride_an, stride_outm, stride_outn,
                  limit: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, EVEN_N: tl.constexpr):
    a_scale = tl.load(AScale)
    out_scale = tl.load(OutExpectedScale)
    m_blocks = tl.cdiv(M, BLOCK_M)
    n_blocks = tl.cdiv(N, BLOCK_N)
    for pid in tl.range(tl.program_id(0), m_blocks * n_blocks, tl.num_programs(0), num_stages=2):
        pid_m = pid // n_blocks
        pid_n = pid % n_blocks
        off_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        off_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        mask_m = off_m < M
        mask_n = off_n < N
        pair_n = pid_n * BLOCK_N + tl.arange(0, 2 * BLOCK_N) // 2
        pair_mask = tl.max_constancy(pair_n < N, [16])
        packed_n = pid_n * 2 * BLOCK_N + tl.arange(0, 2 * BLOCK_N)
        offs = off_m[:, None] * stride_am + packed_n[None, :] * stride_an
        if EVEN_N:
            a = tl.load(A + offs, mask=mask_m[:, None], other=0.)
        else:
            a = tl.load(A + offs, mask=mask_m[:, None] & pair_mask[None, :], other=0.)
        gelu, linear = tl.split(tl.reshape(a, (BLOCK_M, BLOCK_N, 2)))
        gelu = tl.minimum(gelu.to(tl.float32) * a_scale, limit)
        linear = tl.clamp(linear.to(tl.float32) * a_scale, -limit, limit)
        s = gelu / (1 + _exp_ftz(-alpha * gelu))
        out = tl.fma(s, linear, s) / out_scale
        mask = mask_m[:, None] & mask_n[None, :]
        tl.store(Out + off_m[:, None] * stride_outm + off_n[None, :] * stride_outn, out, mask)
