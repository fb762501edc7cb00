"""An fp8 tl.dot (issue 15 item 7): gfx942's MFMA takes only the fnuz fp8 types, so fp8e4nv operands are
upcast to f16 and the dot runs on f16 MFMA; sm_90 has fp8 wgmma."""

import triton
import triton.language as tl


@triton.jit
def fp8_dot(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * BK + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    c = tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], c.to(tl.float16))
