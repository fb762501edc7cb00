"""Compile ``ingest_kernels.py`` offline for cuda:90 (or hip:gfx942) with whatever Triton this Python has (3.0-3.9).

Usage: ``python compile_inputs.py [hip:GFX] [KERNEL[@BLOCK] ...]`` (for cuda:90 unless ``hip:gfx942`` or
another AMD target comes first; default kernels: add_kernel dot_kernel; ``@BLOCK``
overrides the BLOCK constexpr, e.g. ``add_kernel@256`` compiles add_kernel a second time;
``cumsum_fp8`` from ``failing_kernels.py`` fails in an MLIR pass, which is printed). The caller
chooses what Triton leaves behind through the environment: ``TRITON_CACHE_DIR`` (a cache dir),
``TRITON_KERNEL_DUMP=1`` + ``TRITON_DUMP_DIR``, ``MLIR_ENABLE_DUMP=1`` + ``MLIR_DUMP_PATH``,
``LLVM_IR_ENABLE_DUMP=1`` (LLVM print-after-all on stderr). Used by ``tests/test_inputs.py`` and
to make the old-Triton caches under ``tests/data/triton_caches`` (see the README there).
"""

import inspect
import sys
from pathlib import Path

import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

sys.path.insert(0, str(Path(__file__).parent))
import failing_kernels  # noqa: E402
import ingest_kernels  # noqa: E402

# name -> (parameter types in order, constexprs)
KERNELS = {
    "add_kernel": (["*fp32", "*fp32", "*fp32", "i32"], {"BLOCK": 1024}),
    "dot_kernel": (["*fp16", "*fp16", "*fp16"], {"BLOCK": 64}),
    # fails in ConvertTritonGPUToLLVM (see failing_kernels.py); its error is printed, not raised
    "cumsum_fp8": (["*fp8e5", "*fp8e5"], {"BLOCK": 64}),
}


def source(fn, types, consts):
    """An ASTSource for this Triton: the signature and constant forms changed in 3.2 and 3.3."""
    names = list(fn.arg_names)
    params = inspect.signature(ASTSource.__init__).parameters
    if "constexprs" in params:  # 3.3+: every parameter in the signature, constexprs keyed by (index,)
        sig = {n: types[i] if n not in consts else "constexpr" for i, n in enumerate(names)}
        return ASTSource(fn, sig, constexprs={(names.index(k),): v for k, v in consts.items()})
    if triton.__version__.startswith(("3.0", "3.1")):  # signature by index, constants by index
        return ASTSource(fn, {i: t for i, t in enumerate(types)}, constants={names.index(k): v
                                                                              for k, v in consts.items()})
    sig = {n: types[i] if n not in consts else "constexpr" for i, n in enumerate(names)}  # 3.2
    return ASTSource(fn, sig, constants={n: v for n, v in consts.items()})


def main(names):
    target = GPUTarget("cuda", 90, 32)
    if names and names[0].startswith("hip:"):  # e.g. hip:gfx942 add_kernel
        target, names = GPUTarget("hip", names[0][4:], 64), names[1:]
    for spec in names or ["add_kernel", "dot_kernel"]:
        name, _, block = spec.partition("@")
        types, consts = KERNELS[name]
        module = failing_kernels if name == "cumsum_fp8" else ingest_kernels
        src = source(getattr(module, name), types, {**consts, **({"BLOCK": int(block)} if block else {})})
        try:
            triton.compile(src, target=target, options={"num_warps": 4, "num_stages": 2})
        except RuntimeError as exc:
            if module is ingest_kernels:
                raise
            print(f"{name} failed as expected: {str(exc).splitlines()[0]}")
            continue
        print(f"compiled {name} with triton {triton.__version__}")


if __name__ == "__main__":
    main(sys.argv[1:])
