"""Host-side helpers shared by the bundled kernels' wrappers (torch is imported lazily)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .registry import MATMUL_AUTOTUNE_KEY

if TYPE_CHECKING:
    import torch

    from ir_explorer.core.model import Config


def output_like(out: torch.Tensor | None, shape: tuple[int, ...], like: torch.Tensor) -> torch.Tensor:
    """``out`` checked against ``shape`` and ``like``'s dtype and device, or a new contiguous tensor.

    Raises ``ValueError`` when ``out`` has another shape, dtype or device.
    """
    import torch

    if out is None:
        return torch.empty(shape, device=like.device, dtype=like.dtype)
    if tuple(out.shape) != tuple(shape) or out.dtype != like.dtype or out.device != like.device:
        raise ValueError(
            f"out must be {like.dtype} {list(shape)} on {like.device}; "
            f"got {out.dtype} {list(out.shape)} on {out.device}"
        )
    return out


def default_config(kernel: str) -> Config:
    """The registry's first config of ``kernel``."""
    from .registry import KERNELS

    return KERNELS[kernel].configs[0]


def autotuned(fn: Any, configs: Sequence[Config], key: Sequence[str] = MATMUL_AUTOTUNE_KEY) -> Any:
    """``fn`` (a ``@triton.jit`` function) under ``triton.autotune`` over registry ``configs``, keyed on the
    argument names ``key`` (default ``(M, N, K)``: a new problem size re-runs the tuning).

    Each :class:`~ir_explorer.core.model.Config` becomes ``triton.Config(constexprs, num_warps=…, num_stages=…,
    **options)``, so a config is written once, in ``registry.py``.
    """
    import triton

    return triton.autotune(
        configs=[triton.Config(dict(c.constexprs), num_warps=c.num_warps, num_stages=c.num_stages, **dict(c.options))
                 for c in configs],
        key=list(key),
    )(fn)


def set_torch_allocator() -> None:
    """Give Triton a torch allocator for kernels that need global scratch memory (device-side
    ``tl.make_tensor_descriptor``), unless one is set already (``triton.set_allocator``)."""
    import torch
    import triton
    from triton.runtime import _allocation

    if not isinstance(_allocation._allocator.get(), _allocation.NullAllocator):
        return

    def alloc(size: int, alignment: int, stream: int | None) -> torch.Tensor:
        return torch.empty(size, device="cuda", dtype=torch.int8)

    triton.set_allocator(alloc)
