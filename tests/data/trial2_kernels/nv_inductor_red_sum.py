# Modeled on pytorch/pytorch Inductor's generated reduction kernels (triton_red_fused_sum_0 style from
# torch/_inductor/codegen/triton.py: an outer XBLOCK of rows, an r0 loop of RBLOCK with a masked accumulate into a
# [XBLOCK, RBLOCK] fp32 buffer, tl.sum along axis 1, a column-major input via a stride); rewritten for trial 2.
import triton
import triton.language as tl


@triton.jit
def triton_red_fused_sum_0(in_ptr0, out_ptr0, xnumel, rnumel, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex % 512
    x1 = (xindex // 512)
    _tmp2 = tl.full([XBLOCK, RBLOCK], 0, tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r2 = rindex
        tmp0 = tl.load(in_ptr0 + (x0 + (512 * r2) + (512 * rnumel * x1)), rmask & xmask,
                       eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, RBLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(rmask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (xindex), tmp2.to(tl.float16), xmask)
