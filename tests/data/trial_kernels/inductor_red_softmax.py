# Modeled on a pytorch/pytorch Inductor-generated reduction kernel (triton_red_fused__softmax_0: an r loop for the
# max, one for the sum, one for the output, r0 = rindex, x0 = xindex); rewritten for the trial.
import triton
import triton.language as tl


@triton.jit
def triton_red_fused__softmax_0(in_ptr0, out_ptr2, xnumel, rnumel, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, RBLOCK], float("-inf"), tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp0 = tl.load(in_ptr0 + (r1 + (rnumel * x0)), rmask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        _tmp2 = tl.maximum(_tmp2, tmp1)
        _tmp2 = tl.where(rmask & xmask, _tmp2, float("-inf"))
    tmp2 = tl.max(_tmp2, 1)[:, None]
    _tmp6 = tl.full([XBLOCK, RBLOCK], 0, tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp3 = tl.load(in_ptr0 + (r1 + (rnumel * x0)), rmask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.exp(tmp3.to(tl.float32) - tmp2)
        _tmp6 = _tmp6 + tmp4
        _tmp6 = tl.where(rmask & xmask, _tmp6, 0.0)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp7 = tl.load(in_ptr0 + (r1 + (rnumel * x0)), rmask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.exp(tmp7.to(tl.float32) - tmp2) / tmp6
        tl.store(out_ptr2 + (r1 + (rnumel * x0)), tmp8.to(tl.float16), rmask & xmask)
