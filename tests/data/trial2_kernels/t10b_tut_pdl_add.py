# Source: triton-lang/triton, python/tutorials/11-programmatic-dependent-launch.py (add_kernel).
# Rewritten for the closing trial 10b: a masked vector add under programmatic dependent launch; with USE_GDC the
# program waits on the prior grid (griddepcontrol.wait) before its loads and lets the dependent grid launch
# (griddepcontrol.launch_dependents) before its add and store. Here the operands are bf16 and the sum is taken in
# fp32, then rounded back to bf16 on the store.
import triton
import triton.language as tl


@triton.jit
def pdl_add_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr, USE_GDC: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    if USE_GDC:
        # wait for every program of the previous grid: its writes to x and y are visible after this
        tl.extra.cuda.gdc_wait()
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    if USE_GDC:
        # the next grid may start; no memory ordering is implied
        tl.extra.cuda.gdc_launch_dependents()
    total = x.to(tl.float32) + y.to(tl.float32)
    tl.store(out_ptr + offsets, total.to(tl.bfloat16), mask=mask)
