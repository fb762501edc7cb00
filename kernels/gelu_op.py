"""The bundled GELU kernel as a PyTorch custom operator: ``torch.ops.ir_explorer.gelu``.

``torch.library.triton_op`` registers :func:`gelu` as an operator whose body launches
``gelu_kernel`` through ``torch.library.wrap_triton``, so ``torch.compile`` sees the Triton kernel
itself (it traces through it, and Inductor calls the kernel directly) instead of an opaque call,
and ``fullgraph=True`` holds. Importing this module needs torch (>= 2.6) and Triton and registers
the operator once; nothing in ``ir_explorer`` imports it except the GPU bench.
"""

from __future__ import annotations

import torch
import triton
from torch.library import triton_op, wrap_triton

from ._host import default_config
from .gelu import APPROXIMATIONS, gelu_kernel


@triton_op("ir_explorer::gelu", mutates_args={})
def gelu(x: torch.Tensor, approximate: str = "none") -> torch.Tensor:
    """``F.gelu(x, approximate=approximate)`` with ``gelu_kernel`` (registry config 0).

    Args:
        x: a CUDA tensor of any shape, fp16/bf16/fp32.
        approximate: ``"none"`` (erf form) or ``"tanh"``.

    Returns:
        A new contiguous tensor of ``x``'s shape and dtype.
    """
    if approximate not in APPROXIMATIONS:
        raise ValueError(f"approximate must be one of {APPROXIMATIONS}; got {approximate!r}")
    x = x.contiguous()
    out = torch.empty_like(x)
    n = x.numel()
    config = default_config("gelu")
    meta = dict(config.constexprs)
    wrap_triton(gelu_kernel)[(triton.cdiv(n, meta["BLOCK_SIZE"]),)](
        x, out, n, APPROXIMATE=approximate, BLOCK_SIZE=meta["BLOCK_SIZE"], num_warps=config.num_warps,
        num_stages=config.num_stages,
    )
    return out


def gelu_residual(x: torch.Tensor) -> torch.Tensor:
    """``2 * gelu(x) - x``: a small function around the operator, for ``torch.compile(fullgraph=True)``."""
    return torch.ops.ir_explorer.gelu(x) * 2 - x
