"""Tiled fp16 matrix multiplication ``C = A @ B`` with an fp32 accumulator.

``matmul_kernel`` computes one ``BLOCK_M x BLOCK_N`` tile of ``C`` per program on a 2-D launch
grid ``(cdiv(M, BLOCK_M), cdiv(N, BLOCK_N))``: ``program_id(0)`` picks the tile row,
``program_id(1)`` the tile column (no grouped ordering). It walks ``K`` in ``BLOCK_K`` steps,
loads with bounds masks on M, N and K (zero fill), accumulates with ``tl.dot`` in fp32 and
stores the tile, masked on M and N, in ``C``'s element type.

``matmul_kernel_autotuned`` is the same JIT function under ``triton.autotune`` with the
registry's four configs, keyed on ``(M, N, K)``.

``matmul_grouped_kernel`` is the same tile loop on a 1-D grid of ``cdiv(M, BLOCK_M) *
cdiv(N, BLOCK_N)`` programs in *grouped* (swizzled) order: consecutive programs walk ``GROUP_M``
tile rows down one tile column before moving right, so the ``GROUP_M`` row panels of ``A`` and
the few column panels of ``B`` that run at the same time stay in L2 (Triton's matmul tutorial,
"L2 cache optimizations"). ``matmul_grouped_kernel_autotuned`` tunes it over the registry's
``MATMUL_GROUPED_CONFIGS``.

The host wrappers import torch lazily: importing this module needs only Triton.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import triton
import triton.language as tl

from ._host import autotuned, default_config, output_like
from .registry import MATMUL_AUTOTUNE_CONFIGS, MATMUL_GROUPED_CONFIGS

if TYPE_CHECKING:
    import torch

    from ir_explorer.core.model import Config


@triton.jit
def _matmul_tile(
    a_ptr, b_ptr, c_ptr,
    M, N, K,
    stride_am, stride_ak,
    stride_bk, stride_bn,
    stride_cm, stride_cn,
    pid_m, pid_n,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
):  # fmt: skip
    """One ``BLOCK_M x BLOCK_N`` tile of ``C`` at tile coordinates ``(pid_m, pid_n)``."""
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N

    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=mask_m[:, None] & (offs_k[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_left) & mask_n[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk

    c = acc.to(c_ptr.dtype.element_ty)
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, c, mask=mask_m[:, None] & mask_n[None, :])


@triton.jit
def grouped_tile(tile_id, num_pid_m, num_pid_n, GROUP_M: tl.constexpr):
    """``(pid_m, pid_n)`` of linear tile ``tile_id`` in grouped order: ``GROUP_M`` tile rows at a time,
    column by column inside a group (the last group may be shorter)."""
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = tile_id // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = tl.minimum(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (tile_id % num_pid_in_group) % group_size_m
    pid_n = (tile_id % num_pid_in_group) // group_size_m
    return pid_m, pid_n


@triton.jit
def matmul_kernel(
    a_ptr, b_ptr, c_ptr,
    M, N, K,
    stride_am, stride_ak,
    stride_bk, stride_bn,
    stride_cm, stride_cn,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
):  # fmt: skip
    _matmul_tile(
        a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        tl.program_id(0), tl.program_id(1), BLOCK_M, BLOCK_N, BLOCK_K,
    )  # fmt: skip


@triton.jit
def matmul_grouped_kernel(
    a_ptr, b_ptr, c_ptr,
    M, N, K,
    stride_am, stride_ak,
    stride_bk, stride_bn,
    stride_cm, stride_cn,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,
):  # fmt: skip
    pid_m, pid_n = grouped_tile(tl.program_id(0), tl.cdiv(M, BLOCK_M), tl.cdiv(N, BLOCK_N), GROUP_M)
    _matmul_tile(
        a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        pid_m, pid_n, BLOCK_M, BLOCK_N, BLOCK_K,
    )  # fmt: skip


#: The same JIT function under ``triton.autotune`` with the registry's configs.
matmul_kernel_autotuned = autotuned(matmul_kernel, MATMUL_AUTOTUNE_CONFIGS)

#: The grouped-order kernel under ``triton.autotune`` with the registry's grouped configs.
matmul_grouped_kernel_autotuned = autotuned(matmul_grouped_kernel, MATMUL_GROUPED_CONFIGS)



def _check(a: torch.Tensor, b: torch.Tensor) -> tuple[int, int, int]:
    if a.ndim != 2 or b.ndim != 2 or a.shape[1] != b.shape[0]:
        raise ValueError(f"matmul needs A [M, K] and B [K, N]; got {tuple(a.shape)} and {tuple(b.shape)}")
    if a.dtype != b.dtype or a.device != b.device:
        raise ValueError(f"A and B must share dtype and device; got {a.dtype}/{a.device} and {b.dtype}/{b.device}")
    M, K = a.shape
    N = b.shape[1]
    return M, N, K



def matmul(
    a: torch.Tensor, b: torch.Tensor, config: Config | None = None, *, out: torch.Tensor | None = None
) -> torch.Tensor:
    """``C = A @ B`` with ``matmul_kernel``.

    Args:
        a: ``[M, K]`` fp16 (or bf16) tensor, any strides.
        b: ``[K, N]`` tensor of the same dtype and device.
        config: an ``ir_explorer.core.model.Config`` with ``BLOCK_M``, ``BLOCK_N``, ``BLOCK_K``;
            defaults to the registry's first ``matmul`` config.
        out: optional ``[M, N]`` output of ``a``'s dtype and device (any strides) to write into.

    Returns:
        ``C``: ``out``, or a new contiguous ``[M, N]`` tensor of ``a``'s dtype on ``a``'s device.
    """
    config = config or default_config("matmul")
    M, N, K = _check(a, b)
    c = output_like(out, (M, N), a)
    meta = dict(config.constexprs)
    grid = (triton.cdiv(M, meta["BLOCK_M"]), triton.cdiv(N, meta["BLOCK_N"]))
    matmul_kernel[grid](
        a, b, c, M, N, K,
        a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
        **meta, num_warps=config.num_warps, num_stages=config.num_stages, **dict(config.options),
    )  # fmt: skip
    return c


def matmul_autotuned(a: torch.Tensor, b: torch.Tensor, *, out: torch.Tensor | None = None) -> torch.Tensor:
    """``C = A @ B`` with ``matmul_kernel_autotuned`` (tunes once per new ``(M, N, K)``).

    Args:
        a: ``[M, K]`` fp16 (or bf16) tensor, any strides.
        b: ``[K, N]`` tensor of the same dtype and device.
        out: optional ``[M, N]`` output of ``a``'s dtype and device (any strides) to write into.

    Returns:
        ``C``: ``out``, or a new contiguous ``[M, N]`` tensor of ``a``'s dtype on ``a``'s device.
    """
    M, N, K = _check(a, b)
    c = output_like(out, (M, N), a)

    def grid(META):
        return (triton.cdiv(M, META["BLOCK_M"]), triton.cdiv(N, META["BLOCK_N"]))

    matmul_kernel_autotuned[grid](
        a, b, c, M, N, K,
        a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
    )  # fmt: skip
    return c


def matmul_grouped(
    a: torch.Tensor, b: torch.Tensor, config: Config | None = None, *, out: torch.Tensor | None = None
) -> torch.Tensor:
    """``C = A @ B`` with ``matmul_grouped_kernel`` (grouped program order).

    Args:
        a: ``[M, K]`` fp16 (or bf16) tensor, any strides.
        b: ``[K, N]`` tensor of the same dtype and device.
        config: an ``ir_explorer.core.model.Config`` with ``BLOCK_M``, ``BLOCK_N``, ``BLOCK_K``, ``GROUP_M``;
            ``None`` runs ``matmul_grouped_kernel_autotuned`` (tunes once per new ``(M, N, K)``).
        out: optional ``[M, N]`` output of ``a``'s dtype and device (any strides) to write into.

    Returns:
        ``C``: ``out``, or a new contiguous ``[M, N]`` tensor of ``a``'s dtype on ``a``'s device.
    """
    M, N, K = _check(a, b)
    c = output_like(out, (M, N), a)
    args = (a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1))

    def grid(META):
        return (triton.cdiv(M, META["BLOCK_M"]) * triton.cdiv(N, META["BLOCK_N"]),)

    if config is None:
        matmul_grouped_kernel_autotuned[grid](*args)
    else:
        meta = dict(config.constexprs)
        matmul_grouped_kernel[grid(meta)](
            *args, **meta, num_warps=config.num_warps, num_stages=config.num_stages, **dict(config.options)
        )
    return c


def reference(a: torch.Tensor, b: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    """``A @ B`` with torch in ``dtype`` (float32 by default), for tests."""
    import torch

    dtype = dtype or torch.float32
    return a.to(dtype) @ b.to(dtype)
