"""The bundled kernels: where each lives, its example launch arguments and its configs.

This module is pure data (no Triton, no torch), so ``ir-explorer list`` and a cached
``ir-explorer dump`` can read it in a few milliseconds. The kernel files import it for their
autotune configs, so each config is written once.

Example arguments describe realistic launches (4096-sized fp16 problems). The compile
specialization is derived from them the way Triton's JIT derives it from real tensors:
16-byte-aligned pointers get ``tt.divisibility = 16``, integers equal to 1 become constants,
integers divisible by 16 get divisibility 16.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ir_explorer.core.model import Config, KernelSpec, ScalarArg, TensorArg

HERE = Path(__file__).resolve().parent


def _matmul_args(M: int, N: int, K: int) -> tuple[TensorArg | ScalarArg, ...]:
    a = TensorArg("a_ptr", "fp16", (M, K))
    b = TensorArg("b_ptr", "fp16", (K, N))
    c = TensorArg("c_ptr", "fp16", (M, N))
    return (
        a, b, c,
        ScalarArg("M", M), ScalarArg("N", N), ScalarArg("K", K),
        ScalarArg("stride_am", a.stride(0)), ScalarArg("stride_ak", a.stride(1)),
        ScalarArg("stride_bk", b.stride(0)), ScalarArg("stride_bn", b.stride(1)),
        ScalarArg("stride_cm", c.stride(0)), ScalarArg("stride_cn", c.stride(1)),
    )  # fmt: skip


def _matmul_flops(args: Mapping[str, Any]) -> float:
    return 2.0 * args["M"] * args["N"] * args["K"]


#: The reference's four autotune configs, (BLOCK_M, BLOCK_N, BLOCK_K, num_stages, num_warps):
#: (128,256,64,3,8), (64,256,32,4,4), (128,128,32,4,4), (128,64,32,5,4).
MATMUL_AUTOTUNE_CONFIGS = (
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8),
    Config.make(BLOCK_M=64, BLOCK_N=256, BLOCK_K=32, num_stages=4, num_warps=4),
    Config.make(BLOCK_M=128, BLOCK_N=128, BLOCK_K=32, num_stages=4, num_warps=4),
    Config.make(BLOCK_M=128, BLOCK_N=64, BLOCK_K=32, num_stages=5, num_warps=4),
)

#: Configs of the grouped-order matmul (``GROUP_M`` tile rows per group), tuned on an H200.
MATMUL_GROUPED_CONFIGS = (
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, num_stages=4, num_warps=8),
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=32, GROUP_M=8, num_stages=4, num_warps=8),
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, num_stages=3, num_warps=8),
    Config.make(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, num_stages=4, num_warps=4),
)

#: Configs of the persistent TMA matmul, tuned on an H200: each is >= 0.95 of torch.matmul at 8192^3 and
#: 4096^3 there (benchmarks/results/NOTES.md), so the autotuner's pick is too, whichever it takes.
MATMUL_TMA_CONFIGS = (
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, EPILOGUE_SUBTILE=False, WARP_SPECIALIZE=False,
                num_stages=3, num_warps=8),
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=16, EPILOGUE_SUBTILE=False, WARP_SPECIALIZE=True,
                num_stages=3, num_warps=8),
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=4, EPILOGUE_SUBTILE=False, WARP_SPECIALIZE=False,
                num_stages=3, num_warps=8),
    Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, EPILOGUE_SUBTILE=False, WARP_SPECIALIZE=True,
                num_stages=3, num_warps=8),
)

#: SMs of the GPU the persistent kernels' example launch is specialized for (an H100/H200 SXM has 132).
NUM_SMS = 132

#: Autotune key of the matmul: a new (M, N, K) re-runs the tuning.
MATMUL_AUTOTUNE_KEY = ("M", "N", "K")


def _attention_args(Z: int, H: int, N_CTX: int, D: int) -> tuple[TensorArg | ScalarArg, ...]:
    q = TensorArg("Q", "fp16", (Z, H, N_CTX, D))
    k = TensorArg("K", "fp16", (Z, H, N_CTX, D))
    v = TensorArg("V", "fp16", (Z, H, N_CTX, D))
    o = TensorArg("Out", "fp16", (Z, H, N_CTX, D))
    # Z and H strides only: each head's [N_CTX, HEAD_DIM] rows are contiguous (see flash_attention.py).
    strides: list[ScalarArg] = []
    for t, prefix in ((q, "q"), (k, "k"), (v, "v"), (o, "o")):
        for dim, suffix in enumerate(("z", "h")):
            strides.append(ScalarArg(f"stride_{prefix}{suffix}", t.stride(dim)))
    return (q, k, v, o, ScalarArg("sm_scale", 1.0 / math.sqrt(D)), *strides, ScalarArg("H", H),
            ScalarArg("N_CTX", N_CTX))


def _matmul_tma_args(M: int, N: int, K: int) -> tuple[TensorArg | ScalarArg, ...]:
    return (TensorArg("a_ptr", "fp16", (M, K)), TensorArg("b_ptr", "fp16", (K, N)), TensorArg("c_ptr", "fp16", (M, N)),
            ScalarArg("M", M), ScalarArg("N", N), ScalarArg("K", K))


def _attention_tma_args(Z: int, H: int, N_CTX: int, D: int) -> tuple[TensorArg | ScalarArg, ...]:
    tensors = tuple(TensorArg(name, "fp16", (Z, H, N_CTX, D)) for name in ("Q", "K", "V", "Out"))
    return (*tensors, ScalarArg("sm_scale", 1.0 / math.sqrt(D)), ScalarArg("ZH", Z * H), ScalarArg("N_CTX", N_CTX))


def _attention_flops(args: Mapping[str, Any]) -> float:
    # Two matmuls (QK^T and PV) of 2*N*N*D each per head, halved by the causal mask.
    Z, H, N, D = args["Q"].shape
    return 2.0 * 2.0 * Z * H * N * N * D * 0.5


def _linear_args(M: int, N: int, K: int) -> tuple[TensorArg | ScalarArg, ...]:
    x = TensorArg("x_ptr", "fp16", (M, K))
    w = TensorArg("w_ptr", "fp16", (N, K))  # nn.Linear weight layout: [out_features, in_features]
    b = TensorArg("bias_ptr", "fp16", (N,))
    out = TensorArg("out_ptr", "fp16", (M, N))
    return (
        x, w, b, out,
        ScalarArg("M", M), ScalarArg("N", N), ScalarArg("K", K),
        ScalarArg("stride_xm", x.stride(0)), ScalarArg("stride_xk", x.stride(1)),
        ScalarArg("stride_wn", w.stride(0)), ScalarArg("stride_wk", w.stride(1)),
        ScalarArg("stride_om", out.stride(0)), ScalarArg("stride_on", out.stride(1)),
    )  # fmt: skip


def _gelu_args(n: int) -> tuple[TensorArg | ScalarArg, ...]:
    return (TensorArg("x_ptr", "fp16", (n,)), TensorArg("out_ptr", "fp16", (n,)), ScalarArg("n_elements", n))


_MATMUL_DIMS = (("M", "N", "K"), (4096, 4096, 4096))
_ATTENTION_DIMS = (("Z", "H", "N_CTX", "HEAD_DIM"), (4, 32, 4096, 128))

#: Problem sizes, for ``ir-explorer bench --size``: ``kernel -> (dimension names, example values,
#: function building the example arguments from those values)``. The registry's example arguments
#: below are built from the example values, so the two never disagree.
PROBLEMS: dict[str, tuple[tuple[str, ...], tuple[int, ...], Callable[..., tuple[TensorArg | ScalarArg, ...]]]] = {
    "matmul": (*_MATMUL_DIMS, _matmul_args),
    "matmul_autotuned": (*_MATMUL_DIMS, _matmul_args),
    "matmul_grouped": (*_MATMUL_DIMS, _matmul_args),
    "matmul_tma_persistent": (*_MATMUL_DIMS, _matmul_tma_args),
    "flash_attention_fwd": (*_ATTENTION_DIMS, _attention_args),
    "flash_attention_tma": (*_ATTENTION_DIMS, _attention_tma_args),
    "fused_linear_bias_relu": (*_MATMUL_DIMS, _linear_args),
    "gelu": (("n",), (4096 * 4096,), _gelu_args),
}


def example_args(kernel: str, sizes: Mapping[str, int] | None = None) -> tuple[TensorArg | ScalarArg, ...]:
    """The example arguments of ``kernel`` with some problem dimensions replaced (``{"M": 8192}``).

    Raises ``KeyError`` naming the kernel's dimensions for an unknown dimension.
    """
    names, values, build = PROBLEMS[kernel]
    dims = dict(zip(names, values, strict=True))
    for name, value in (sizes or {}).items():
        if name not in dims:
            raise KeyError(f"{kernel} has no dimension {name!r}; its dimensions: {', '.join(names)}")
        dims[name] = value
    return build(*dims.values())


KERNELS: dict[str, KernelSpec] = {
    spec.name: spec
    for spec in (
        KernelSpec(
            name="matmul",
            path=HERE / "matmul.py",
            function="matmul_kernel",
            args=example_args("matmul"),
            configs=(Config.make(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_stages=3, num_warps=8),),
            description="C = A @ B, fp16 in, fp32 accumulate, tiled with bounds masks",
            flops=_matmul_flops,
        ),
        KernelSpec(
            name="matmul_autotuned",
            path=HERE / "matmul.py",
            function="matmul_kernel_autotuned",
            args=example_args("matmul_autotuned"),
            configs=MATMUL_AUTOTUNE_CONFIGS,
            description="the same matmul under triton.autotune with the reference's four configs",
            autotuned=True,
            flops=_matmul_flops,
        ),
        KernelSpec(
            name="matmul_grouped",
            path=HERE / "matmul.py",
            function="matmul_grouped_kernel_autotuned",
            args=example_args("matmul_grouped"),
            configs=MATMUL_GROUPED_CONFIGS,
            description="the matmul on a 1-D grid in grouped (L2-swizzled) program order, autotuned",
            autotuned=True,
            flops=_matmul_flops,
        ),
        KernelSpec(
            name="matmul_tma_persistent",
            path=HERE / "matmul_tma.py",
            function="matmul_tma_persistent_kernel_autotuned",
            args=example_args("matmul_tma_persistent"),
            constexprs=(("NUM_SMS", NUM_SMS),),
            configs=MATMUL_TMA_CONFIGS,
            backends=("cuda",),
            description="persistent matmul, one program per SM, TMA descriptors, grouped tile order, autotuned",
            autotuned=True,
            flops=_matmul_flops,
        ),
        KernelSpec(
            name="flash_attention_fwd",
            path=HERE / "flash_attention.py",
            function="flash_attention_fwd_kernel",
            args=example_args("flash_attention_fwd"),
            # EVEN_N_CTX: the example's N_CTX (4096) is a multiple of every config's BLOCK_M.
            constexprs=(("HEAD_DIM", 128), ("EVEN_N_CTX", True)),
            # 128x128 is the fastest on an H200 (benchmarks/results/NOTES.md); 128x64 stays config 0, the
            # one the analyses' tests read (two wgmma shapes, m64n64 and m64n128).
            configs=(
                Config.make(BLOCK_M=128, BLOCK_N=64, num_stages=3, num_warps=8),
                Config.make(BLOCK_M=128, BLOCK_N=128, num_stages=3, num_warps=8),
                Config.make(BLOCK_M=64, BLOCK_N=64, num_stages=3, num_warps=4),
            ),
            description="causal flash attention forward: online softmax (m, l), sm_scale, exp2",
            flops=_attention_flops,
        ),
        KernelSpec(
            name="flash_attention_tma",
            path=HERE / "flash_attention_tma.py",
            function="flash_attention_tma_kernel",
            args=example_args("flash_attention_tma"),
            constexprs=(("HEAD_DIM", 128),),
            configs=(
                Config.make(BLOCK_M=128, BLOCK_N=128, WARP_SPECIALIZE=False, num_stages=3, num_warps=8),
                Config.make(BLOCK_M=128, BLOCK_N=128, WARP_SPECIALIZE=True, num_stages=3, num_warps=8),
                Config.make(BLOCK_M=128, BLOCK_N=64, WARP_SPECIALIZE=False, num_stages=3, num_warps=8),
            ),
            description="the causal flash attention with TMA descriptors for Q, K, V, Out (Hopper+)",
            backends=("cuda",),
            flops=_attention_flops,
        ),
        KernelSpec(
            name="fused_linear_bias_relu",
            path=HERE / "fused_linear.py",
            function="fused_linear_bias_relu_kernel",
            args=example_args("fused_linear_bias_relu"),
            configs=(
                Config.make(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_stages=3, num_warps=8),
                Config.make(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, num_stages=3, num_warps=8),
            ),
            description="relu(x @ W^T + b) * 0.5 in one kernel (the reference's torch.compile example)",
            flops=_matmul_flops,
        ),
        KernelSpec(
            name="gelu",
            path=HERE / "gelu.py",
            function="gelu_kernel",
            args=example_args("gelu"),
            constexprs=(("APPROXIMATE", "none"),),
            configs=(
                Config.make(BLOCK_SIZE=1024, num_warps=4, num_stages=1),
                Config.make(BLOCK_SIZE=4096, num_warps=8, num_stages=1),
            ),
            description="elementwise GELU (exact erf form; APPROXIMATE='tanh' for the tanh form)",
        ),
    )
}
