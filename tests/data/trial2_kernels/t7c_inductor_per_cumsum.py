# Source: pytorch/pytorch, Inductor's generated persistent scan kernels (torch/_inductor/codegen/triton.py's scan
# codegen: "triton_per_fused_cumsum_0" with a _triton_helper_fn_add0 combine, as printed by TORCH_COMPILE_DEBUG for
# torch.cumsum(x.float(), dim=1)). Rewritten for the seventh trial (7c) of issue 23: x over rows, r over the scanned
# dim, an fp16 load upcast to fp32, tl.associative_scan along axis 1, an xmask/rmask pair and a broadcast store.
import triton
import triton.language as tl


@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0


@triton.jit
def triton_per_fused_cumsum_0(in_ptr0, out_ptr0, xnumel, rnumel, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rindex = tl.arange(0, RBLOCK)[None, :]
    rmask = rindex < rnumel
    r1 = rindex
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r1 + (rnumel * x0)), rmask & xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, RBLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (r1 + (rnumel * x0)), tmp3, rmask & xmask)
