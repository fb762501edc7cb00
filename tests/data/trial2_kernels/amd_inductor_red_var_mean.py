# After an Inductor-generated reduction (torch._inductor, "triton_red_fused_native_layer_norm_0"-style, as printed by
# TORCH_COMPILE_DEBUG for a layer norm over a wide row): a Welford loop over rnumel with triton_helpers'
# welford_reduce/welford combine written out, then a second loop that normalises and stores bf16.
import triton
import triton.language as tl


@triton.jit
def _welford_combine(mean_1, m2_1, weight_1, mean_2, m2_2, weight_2):
    delta = mean_2 - mean_1
    new_weight = weight_1 + weight_2
    w2_over_w = tl.where(new_weight == 0.0, 0.0, weight_2 / new_weight)
    return mean_1 + delta * w2_over_w, m2_1 + m2_2 + delta * delta * weight_1 * w2_over_w, new_weight


@triton.jit
def triton_red_fused_native_layer_norm_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, rnumel,
                                         XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex
    tmp2_mean = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp0 = tl.load(in_ptr0 + (r1 + (rnumel * x0)), rmask & xmask, eviction_policy='evict_last',
                       other=0.0).to(tl.float32)
        tmp1 = tl.where(rmask & xmask, tmp0, 0.0)
        delta = tmp1 - tmp2_mean
        tmp2_weight_next = tmp2_weight + 1.0
        tmp2_mean_next = tmp2_mean + delta / tmp2_weight_next
        tmp2_m2_next = tmp2_m2 + delta * (tmp1 - tmp2_mean_next)
        tmp2_mean = tl.where(rmask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(rmask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(rmask & xmask, tmp2_weight_next, tmp2_weight)
    tmp2, tmp3, tmp4 = tl.reduce((tmp2_mean, tmp2_m2, tmp2_weight), 1, _welford_combine)
    tmp2 = tmp2[:, None]
    tmp3 = tmp3[:, None]
    tl.store(out_ptr0 + x0, tmp2, xmask)
    tmp5 = tmp3 / rnumel
    tmp6 = tl.rsqrt(tmp5 + 1e-05)
    tl.store(out_ptr1 + x0, tmp6, xmask)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp7 = tl.load(in_ptr0 + (r1 + (rnumel * x0)), rmask & xmask, eviction_policy='evict_first',
                       other=0.0).to(tl.float32)
        tmp8 = tl.load(in_ptr1 + r1, rmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + r1, rmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = (tmp7 - tmp2) * tmp6 * tmp8 + tmp9
        tl.store(out_ptr2 + (r1 + (rnumel * x0)), tmp10.to(tl.bfloat16), rmask & xmask)
