"""Fused linear layer ``out = relu(x @ W^T + b) * 0.5`` in one kernel.

``W`` has ``nn.Linear``'s layout ``[N, K]`` (out_features, in_features). Each program computes
one ``BLOCK_M x BLOCK_N`` tile of ``out`` on a 2-D launch grid
``(cdiv(M, BLOCK_M), cdiv(N, BLOCK_N))``: it accumulates ``x @ W^T`` over ``K`` in fp32 with
bounds masks on M, N and K, adds the bias in fp32, applies ReLU, halves, and stores in
``out``'s element type, masked on M and N.

The host wrapper imports torch lazily: importing this module needs only Triton.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import triton
import triton.language as tl

from ._host import default_config, output_like

if TYPE_CHECKING:
    import torch

    from ir_explorer.core.model import Config


@triton.jit
def fused_linear_bias_relu_kernel(
    x_ptr, w_ptr, bias_ptr, out_ptr,
    M, N, K,
    stride_xm, stride_xk,
    stride_wn, stride_wk,
    stride_om, stride_on,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
):  # fmt: skip
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N

    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :] * stride_xk
    # A [BLOCK_K, BLOCK_N] tile of W^T, read straight from W's [N, K] layout.
    w_ptrs = w_ptr + offs_k[:, None] * stride_wk + offs_n[None, :] * stride_wn

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        x = tl.load(x_ptrs, mask=mask_m[:, None] & (offs_k[None, :] < k_left), other=0.0)
        w = tl.load(w_ptrs, mask=(offs_k[:, None] < k_left) & mask_n[None, :], other=0.0)
        acc = tl.dot(x, w, acc)
        x_ptrs += BLOCK_K * stride_xk
        w_ptrs += BLOCK_K * stride_wk

    bias = tl.load(bias_ptr + offs_n, mask=mask_n, other=0.0).to(tl.float32)
    acc = acc + bias[None, :]
    acc = tl.maximum(acc, 0.0) * 0.5

    out_ptrs = out_ptr + offs_m[:, None] * stride_om + offs_n[None, :] * stride_on
    tl.store(out_ptrs, acc.to(out_ptr.dtype.element_ty), mask=mask_m[:, None] & mask_n[None, :])




def fused_linear_bias_relu(
    x: torch.Tensor,
    weight: torch.Tensor,
    bias: torch.Tensor,
    config: Config | None = None,
    *,
    out: torch.Tensor | None = None,
) -> torch.Tensor:
    """``relu(x @ weight^T + bias) * 0.5`` with ``fused_linear_bias_relu_kernel``.

    Args:
        x: ``[M, K]`` fp16 (or bf16) tensor, any strides.
        weight: ``[N, K]`` tensor (``nn.Linear.weight`` layout), same dtype and device as ``x``.
        bias: ``[N]`` contiguous tensor, same dtype and device.
        config: an ``ir_explorer.core.model.Config`` with ``BLOCK_M``, ``BLOCK_N``, ``BLOCK_K``;
            defaults to the registry's first ``fused_linear_bias_relu`` config.
        out: optional ``[M, N]`` output of ``x``'s dtype and device (any strides) to write into.

    Returns:
        ``out``, or a new contiguous ``[M, N]`` tensor of ``x``'s dtype on ``x``'s device.
    """
    config = config or default_config("fused_linear_bias_relu")
    if x.ndim != 2 or weight.ndim != 2 or x.shape[1] != weight.shape[1]:
        raise ValueError(f"need x [M, K] and weight [N, K]; got {tuple(x.shape)} and {tuple(weight.shape)}")
    if bias.shape != (weight.shape[0],):
        raise ValueError(f"bias must be [N] = [{weight.shape[0]}]; got {tuple(bias.shape)}")
    M, K = x.shape
    N = weight.shape[0]
    bias = bias.contiguous()
    out = output_like(out, (M, N), x)
    meta = dict(config.constexprs)
    grid = (triton.cdiv(M, meta["BLOCK_M"]), triton.cdiv(N, meta["BLOCK_N"]))
    fused_linear_bias_relu_kernel[grid](
        x, weight, bias, out, M, N, K,
        x.stride(0), x.stride(1), weight.stride(0), weight.stride(1), out.stride(0), out.stride(1),
        **meta, num_warps=config.num_warps, num_stages=config.num_stages, **dict(config.options),
    )  # fmt: skip
    return out


def reference(
    x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor, dtype: torch.dtype | None = None
) -> torch.Tensor:
    """``relu(x @ weight^T + bias) * 0.5`` with torch in ``dtype`` (float32 by default), for tests."""
    import torch
    import torch.nn.functional as F

    dtype = dtype or torch.float32
    return F.relu(F.linear(x.to(dtype), weight.to(dtype), bias.to(dtype))) * 0.5
