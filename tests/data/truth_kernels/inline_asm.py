"""Multi-line inline asm between loads (issue 15 item 2): each asm block spans several PTX lines."""

import triton
import triton.language as tl


@triton.jit
def asm_scale(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    doubled = tl.inline_asm_elementwise(
        """{
        .reg .f32 t;
        add.f32 t, $1, $1;
        mov.f32 $0, t;
        }""",
        "=r,r", [x], dtype=tl.float32, is_pure=True, pack=1)
    y = tl.load(y_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, doubled + y, mask=offs < n)
