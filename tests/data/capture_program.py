"""A program for ``ir-explorer capture`` tests that needs no GPU.

``python capture_program.py compile``: compiles ``scale_kernel`` offline for cuda:90 and cuda:80
with ``triton.compile`` (no launch), as a program would through the JIT.
``python capture_program.py autotune``: runs an autotuned kernel under Triton's interpreter
(``TRITON_INTERPRET=1``), so Triton's autotuner benchmarks two configs on the CPU.
"""

import sys

import triton
import triton.language as tl


@triton.jit
def scale_kernel(x_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * alpha, mask=mask)


@triton.autotune(configs=[triton.Config({"BLOCK": 32}), triton.Config({"BLOCK": 64})], key=["n"])
@triton.jit
def scale_kernel_tuned(x_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * alpha, mask=mask)


def compile_offline() -> None:
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    signature = {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "alpha": "fp32", "BLOCK": "constexpr"}
    attrs = {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]], (2,): [["tt.divisibility", 16]]}
    for arch in (90, 80):
        src = ASTSource(scale_kernel, signature, {(4,): 256}, attrs)
        triton.compile(src, target=GPUTarget("cuda", arch, 32), options={"num_warps": 4, "num_stages": 2})


def autotune_interpreted() -> None:
    import torch

    x = torch.randn(1000)
    out = torch.empty_like(x)
    scale_kernel_tuned.do_bench = lambda fn, quantiles=None: [1.0, 1.0, 1.0]  # no GPU timer in the interpreter
    scale_kernel_tuned[lambda meta: (triton.cdiv(1000, meta["BLOCK"]),)](x, out, 1000, 2.0)
    assert torch.allclose(out, x * 2)


if __name__ == "__main__":
    {"compile": compile_offline, "autotune": autotune_interpreted}[sys.argv[1]]()
