"""Causal flash attention forward through TMA tensor descriptors (NVIDIA Hopper and newer).

The same algorithm as :mod:`flash_attention` (online softmax in log2 units, sm_scale * log2(e)
folded into ``exp2``, unmasked blocks below the diagonal, then the masked diagonal blocks,
heaviest query blocks first) with every tile moved by TMA: Q, K, V and Out are viewed as
``[Z * H, N_CTX, HEAD_DIM]`` through device-side ``tl.make_tensor_descriptor`` descriptors,
so a K/V tile is one ``cp.async.bulk.tensor`` into ``#nvmma_shared`` memory instead of
``BLOCK_N * HEAD_DIM / 8`` 16-byte loads, and the address arithmetic leaves the loop. TMA
zero-fills rows past ``N_CTX`` (per head, since the head is its own dimension) and clips the
store of Out, so any ``N_CTX`` works. ``WARP_SPECIALIZE`` asks Triton to split the key loop
into producer (TMA) and consumer (wgmma) warp groups (``tl.range(…, warp_specialize=True)``).

Q, K, V, Out must be contiguous ``[Z, H, N_CTX, HEAD_DIM]`` fp16 tensors; the descriptors live
in global scratch memory, so a launch needs ``triton.set_allocator`` (the host wrapper sets one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import triton
import triton.language as tl

from ._host import default_config, output_like, set_torch_allocator
from .flash_attention import attention_launch, softmax_step

if TYPE_CHECKING:
    import torch

    from ir_explorer.core.model import Config


@triton.jit
def _attn_tma_inner(
    acc, l_i, m_i, q, k_desc, v_desc, off_hz, start_m, qk_scale, N_CTX, offs_m, offs_n,
    HEAD_DIM: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    DIAGONAL: tl.constexpr,
    WARP_SPECIALIZE: tl.constexpr,
):  # fmt: skip
    """The key blocks below the diagonal (``DIAGONAL=False``, unmasked) or on it (masked)."""
    if DIAGONAL:
        lo = start_m * BLOCK_M
        hi = (start_m + 1) * BLOCK_M
    else:
        lo = 0
        hi = start_m * BLOCK_M
    for start_n in tl.range(lo, hi, BLOCK_N, warp_specialize=WARP_SPECIALIZE):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        k = k_desc.load([off_hz, start_n, 0]).reshape(BLOCK_N, HEAD_DIM)
        qk = tl.dot(q, tl.trans(k))
        offs_key = start_n + offs_n
        mask = (offs_m[:, None] >= offs_key[None, :]) & (offs_key < N_CTX)[None, :]
        p, l_ij, alpha, m_i = softmax_step(m_i, qk, qk_scale, mask, DIAGONAL)
        v = v_desc.load([off_hz, start_n, 0]).reshape(BLOCK_N, HEAD_DIM)
        acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
        l_i = l_i * alpha + l_ij
    return acc, l_i, m_i


@triton.jit
def flash_attention_tma_kernel(
    Q, K, V, Out, sm_scale,
    ZH, N_CTX,
    HEAD_DIM: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    WARP_SPECIALIZE: tl.constexpr,
):  # fmt: skip
    tl.static_assert(BLOCK_M % BLOCK_N == 0)
    start_m = tl.num_programs(0) - 1 - tl.program_id(0)  # heaviest query blocks first
    off_hz = tl.program_id(1)
    row = N_CTX * HEAD_DIM
    q_desc = tl.make_tensor_descriptor(Q, [ZH, N_CTX, HEAD_DIM], [row, HEAD_DIM, 1], [1, BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(K, [ZH, N_CTX, HEAD_DIM], [row, HEAD_DIM, 1], [1, BLOCK_N, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(V, [ZH, N_CTX, HEAD_DIM], [row, HEAD_DIM, 1], [1, BLOCK_N, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(Out, [ZH, N_CTX, HEAD_DIM], [row, HEAD_DIM, 1], [1, BLOCK_M, HEAD_DIM])

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634  # log2(e): exp(x) == exp2(x * log2(e))
    q = q_desc.load([off_hz, start_m * BLOCK_M, 0]).reshape(BLOCK_M, HEAD_DIM)

    acc, l_i, m_i = _attn_tma_inner(
        acc, l_i, m_i, q, k_desc, v_desc, off_hz, start_m, qk_scale, N_CTX, offs_m, offs_n,
        HEAD_DIM, BLOCK_M, BLOCK_N, False, WARP_SPECIALIZE,
    )  # fmt: skip
    acc, l_i, m_i = _attn_tma_inner(
        acc, l_i, m_i, q, k_desc, v_desc, off_hz, start_m, qk_scale, N_CTX, offs_m, offs_n,
        HEAD_DIM, BLOCK_M, BLOCK_N, True, WARP_SPECIALIZE,
    )  # fmt: skip

    out = acc / l_i[:, None]
    o_desc.store([off_hz, start_m * BLOCK_M, 0], out.to(Out.dtype.element_ty).reshape(1, BLOCK_M, HEAD_DIM))


def flash_attention_tma(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    sm_scale: float | None = None,
    config: Config | None = None,
    *,
    out: torch.Tensor | None = None,
) -> torch.Tensor:
    """Causal attention forward with ``flash_attention_tma_kernel``.

    Args:
        q, k, v: contiguous ``[Z, H, N_CTX, HEAD_DIM]`` fp16 (or bf16) tensors on one CUDA device;
            ``HEAD_DIM`` a power of two from 16 to 256.
        sm_scale: softmax scale; defaults to ``1 / sqrt(HEAD_DIM)``.
        config: an ``ir_explorer.core.model.Config`` with ``BLOCK_M``, ``BLOCK_N``, ``WARP_SPECIALIZE``;
            defaults to the registry's first ``flash_attention_tma`` config.
        out: optional contiguous ``[Z, H, N_CTX, HEAD_DIM]`` output of ``q``'s dtype and device.

    Returns:
        ``Out``: ``out``, or a new contiguous tensor of ``q``'s shape and dtype.

    Raises ``ValueError`` for other shapes or non-contiguous tensors.
    """
    config = config or default_config("flash_attention_tma")
    (Z, H, N_CTX, HEAD_DIM), sm_scale, meta = attention_launch(q, k, v, sm_scale, config)
    out = output_like(out, (Z, H, N_CTX, HEAD_DIM), q)
    if not all(t.is_contiguous() for t in (q, k, v, out)):
        raise ValueError("q, k, v and out must be contiguous for the TMA descriptors")
    set_torch_allocator()
    grid = (triton.cdiv(N_CTX, meta["BLOCK_M"]), Z * H)
    flash_attention_tma_kernel[grid](
        q, k, v, out, sm_scale, Z * H, N_CTX,
        **meta, num_warps=config.num_warps, num_stages=config.num_stages, **dict(config.options),
    )  # fmt: skip
    return out
