"""Elementwise GELU, ``out = gelu(x)``, in its exact (erf) or tanh-approximate form.

Each program handles ``BLOCK_SIZE`` consecutive elements on a 1-D launch grid
``(cdiv(n_elements, BLOCK_SIZE),)``, masked past ``n_elements``. The math runs in fp32 and the
result is stored in ``out``'s element type.

* ``APPROXIMATE == "none"``: ``0.5 * x * (1 + erf(x / sqrt(2)))``
* ``APPROXIMATE == "tanh"``: ``0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x**3)))``,
  with ``tanh(u) = 2 * sigmoid(2u) - 1`` so it lowers on every backend (no libdevice call).

The host wrapper imports torch lazily: importing this module needs only Triton.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import triton
import triton.language as tl

from ._host import default_config

if TYPE_CHECKING:
    import torch

    from ir_explorer.core.model import Config

APPROXIMATIONS = ("none", "tanh")


@triton.jit
def gelu_kernel(x_ptr, out_ptr, n_elements, APPROXIMATE: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    if APPROXIMATE == "tanh":
        u = 0.7978845608028654 * (x + 0.044715 * x * x * x)  # sqrt(2 / pi) * (x + 0.044715 x^3)
        t = 2.0 * tl.sigmoid(2.0 * u) - 1.0  # tanh(u)
        y = 0.5 * x * (1.0 + t)
    else:
        y = 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))  # x / sqrt(2)
    tl.store(out_ptr + offs, y.to(out_ptr.dtype.element_ty), mask=mask)



def gelu(
    x: torch.Tensor, approximate: str = "none", config: Config | None = None, *, out: torch.Tensor | None = None
) -> torch.Tensor:
    """GELU of every element of ``x`` with ``gelu_kernel``.

    Args:
        x: a tensor of any shape, fp16/bf16/fp32; made contiguous if it is not.
        approximate: ``"none"`` (erf form) or ``"tanh"``, as in ``torch.nn.functional.gelu``.
        config: an ``ir_explorer.core.model.Config`` with ``BLOCK_SIZE``; defaults to the
            registry's first ``gelu`` config.
        out: optional contiguous output of ``x``'s shape, dtype and device to write into.

    Returns:
        ``out``, or a new contiguous tensor of ``x``'s shape, dtype and device.
    """
    import torch

    if approximate not in APPROXIMATIONS:
        raise ValueError(f"approximate must be one of {APPROXIMATIONS}; got {approximate!r}")
    config = config or default_config("gelu")
    x = x.contiguous()
    if out is None:
        out = torch.empty_like(x)
    elif out.shape != x.shape or out.dtype != x.dtype or out.device != x.device or not out.is_contiguous():
        raise ValueError(
            f"out must be a contiguous {x.dtype} {list(x.shape)} tensor on {x.device}; "
            f"got {out.dtype} {list(out.shape)} on {out.device}"
        )
    n = x.numel()
    meta = {**dict(config.constexprs), "APPROXIMATE": approximate}
    grid = (triton.cdiv(n, meta["BLOCK_SIZE"]),)
    gelu_kernel[grid](
        x, out, n, **meta, num_warps=config.num_warps, num_stages=config.num_stages, **dict(config.options)
    )
    return out


def reference(x: torch.Tensor, approximate: str = "none", dtype: torch.dtype | None = None) -> torch.Tensor:
    """``torch.nn.functional.gelu`` in ``dtype`` (float32 by default), for tests."""
    import torch
    import torch.nn.functional as F

    dtype = dtype or torch.float32
    return F.gelu(x.to(dtype), approximate=approximate)
