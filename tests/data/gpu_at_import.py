"""A kernel file that touches the GPU at import, as Triton's tutorials and many projects do."""

import torch
import triton
import triton.language as tl

DEVICE = triton.runtime.driver.active.get_active_torch_device()
NUM_SMS = tl.constexpr(torch.cuda.get_device_properties(DEVICE).multi_processor_count)
SCRATCH = torch.zeros(16, device=DEVICE)


def is_hip():
    return triton.runtime.driver.active.get_current_target().backend == "hip"


@triton.autotune(configs=[triton.Config({"BLOCK": 64 if is_hip() else 128}, num_warps=4)], key=["n"])
@triton.jit
def persistent_fill(y_ptr, n, BLOCK: tl.constexpr):
    for tile in tl.range(tl.program_id(0), tl.cdiv(n, BLOCK), NUM_SMS):
        offs = tile * BLOCK + tl.arange(0, BLOCK)
        tl.store(y_ptr + offs, 1.0, mask=offs < n)
