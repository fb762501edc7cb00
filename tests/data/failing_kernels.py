"""Kernels that fail to compile, each in a different place of the pipeline (Triton 3.9).

Used by the tests of ``ir-explorer dump`` on failures: each must produce a clear message,
the Python line, and the last good IR, never a traceback.
"""

import triton
import triton.language as tl


@triton.jit
def cumsum_fp8(x_ptr, y_ptr, BLOCK: tl.constexpr):
    # A scan over fp8 reaches ConvertTritonGPUToLLVM, whose llvm.fadd rejects i8 storage:
    # an MLIR pass failure, reported with this line.
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.cumsum(x, 0)
    tl.store(y_ptr + offs, y)


@triton.jit
def bad_ptx(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # Inline assembly that is not PTX: LLVM passes it through and ptxas rejects it.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = tl.inline_asm_elementwise("this.is.not.ptx $0, $1;", "=r,r", [x], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(y_ptr + offs, y, mask=offs < n)


@triton.jit
def undefined_name(x_ptr, BLOCK: tl.constexpr):
    # A Python-level error: the frontend reports it with the line.
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = x + not_defined_anywhere  # noqa: F821
    tl.store(x_ptr + offs, y)


@triton.jit
def llvm_abort(x_ptr, y_ptr, BLOCK: tl.constexpr):
    # Three constraints for two operands: LLVM aborts (SIGABRT) while translating to LLVM IR,
    # which kills the compiling process.
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.inline_asm_elementwise("mov.b32 $0, $1;", "=r,r,r", [x], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(y_ptr + offs, y)
