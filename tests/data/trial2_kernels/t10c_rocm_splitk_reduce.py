# Source: ROCm/triton, python/perf-kernels/06-attention-decode.py (_splitK_reduce). Rewritten for the closing trial
# 10c: merge the split-K partial outputs of a decode attention; each program loads the running max and sum of every
# split (masked to split_k of a power-of-two tile), rescales the partial rows by exp2(m - max), sums them over the
# split axis and writes one BLOCK_SIZE slice of the output row and its log-sum-exp.
import triton
import triton.language as tl


@triton.jit
def splitk_reduce(
    Out_splitK, Metadata, Out, LSE,
    stride_osk_zh, stride_osk_s, stride_osk_m, stride_osk_k,
    stride_mzh, stride_m2, stride_ms, stride_mm,
    stride_oz, stride_oh, stride_om, stride_ok,
    stride_lse_zh, stride_lse_m,
    BLOCK_SIZE: tl.constexpr, H: tl.constexpr,
    split_k: tl.constexpr, splitK_pow2: tl.constexpr, use_mask: tl.constexpr,
):
    off_zh = tl.program_id(0)
    off_z = off_zh // H
    off_h = off_zh % H
    off_m = tl.program_id(1)
    off_k = tl.program_id(2)

    spk = tl.arange(0, splitK_pow2)
    kidx = tl.arange(0, BLOCK_SIZE)
    md_ptr = Metadata + off_zh * stride_mzh + spk * stride_ms + off_m * stride_mm
    o_ptr = (Out_splitK + off_zh * stride_osk_zh + off_m * stride_osk_m + off_k * BLOCK_SIZE
             + spk[:, None] * stride_osk_s + kidx[None, :] * stride_osk_k)
    if use_mask:
        spk_mask = spk < split_k
        l_m = tl.load(md_ptr, mask=spk_mask, other=float("-inf"))
        l_sum = tl.load(md_ptr + stride_m2, mask=spk_mask, other=0.0)
        acc = tl.load(o_ptr, mask=spk_mask[:, None], other=0.0)
    else:
        l_m = tl.load(md_ptr)
        l_sum = tl.load(md_ptr + stride_m2)
        acc = tl.load(o_ptr)

    g_m = tl.max(l_m, axis=0)
    alpha = tl.math.exp2(l_m - g_m)
    l_sum = l_sum * alpha
    g_sum = tl.sum(l_sum, axis=0)
    acc = acc * alpha[:, None]
    out = tl.sum(acc, axis=0) / g_sum
    out_ptr = (Out + off_z * stride_oz + off_h * stride_oh + off_m * stride_om + off_k * BLOCK_SIZE
               + tl.arange(0, BLOCK_SIZE) * stride_ok)
    tl.store(out_ptr, out.to(Out.dtype.element_ty))
    tl.store(LSE + off_zh * stride_lse_zh + off_m * stride_lse_m, (g_m + tl.math.log2(g_sum)) / 1.44269504)
