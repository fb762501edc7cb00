# Source: a pytorch/pytorch Inductor-generated persistent scan kernel (triton_per_fused_cumsum_mul_*, as printed
# in output_code with a _triton_helper_fn0 add combine). Rewritten for the closing trial 8d with an x dimension:
# XBLOCK rows per program, two tl.associative_scan calls along r (an fp32 cumsum of the input and an int64 count of
# positive entries), a reversed-index weight, and the xmask & rmask masks Inductor emits.
import triton
import triton.language as tl


@triton.jit
def _triton_helper_fn0(arg0, arg1):
    tmp0 = arg0 + arg1
    return tmp0


@triton.jit
def triton_per_fused_cumsum_mul_0(in_ptr0, out_ptr0, out_ptr1, xnumel, rnumel,
                                  XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rindex = tl.arange(0, RBLOCK)[None, :]
    rmask = rindex < rnumel
    r1 = rindex
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r1 + rnumel * x0), rmask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, RBLOCK])
    tmp2 = tl.full([1, 1], 0, tl.float32)
    tmp3 = tl.where(rmask & xmask, tmp1, tmp2)
    tmp4 = tl.associative_scan(tmp3, 1, _triton_helper_fn0)
    tmp5 = (rnumel - 1) + (-1) * r1
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tmp6 * 0.00048828125
    tmp8 = tmp4 * tmp7
    tmp9 = tmp0 > 0.0
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, RBLOCK])
    tmp12 = tl.where(rmask & xmask, tmp11, tl.full([1, 1], 0, tl.int64))
    tmp13 = tl.associative_scan(tmp12, 1, _triton_helper_fn0)
    tl.store(out_ptr0 + (r1 + rnumel * x0), tmp8, rmask & xmask)
    tl.store(out_ptr1 + (r1 + rnumel * x0), tmp13, rmask & xmask)
