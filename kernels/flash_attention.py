"""Causal flash attention forward: ``Out = softmax(Q K^T * sm_scale + causal mask) V``.

Q, K, V and Out are ``[Z, H, N_CTX, HEAD_DIM]`` fp16 tensors whose heads may lie anywhere (any Z and H
strides) but whose ``[N_CTX, HEAD_DIM]`` rows are contiguous, so the row stride is the constexpr
``HEAD_DIM``: with a run-time row stride, each thread keeps one 64-bit address per 16-byte copy
of a K/V tile, 20 more registers, and the 128x128 config spilled (255 registers). The wrapper
copies tensors of other layouts. The launch grid is
``(cdiv(N_CTX, BLOCK_M), Z * H)``: ``program_id(0)`` picks a block of ``BLOCK_M`` query rows,
``program_id(1)`` the (batch, head) pair. Each program keeps its Q block in registers and
walks the key/value blocks with an online softmax (running row max ``m_i`` and row sum
``l_i``, fp32 accumulator), with ``sm_scale * log2(e)`` folded into ``exp2``.

Query blocks run heaviest first (``program_id(0) == 0`` takes the last block), so the
cheap blocks near the start of the sequence fill the last wave. Causal block skipping: the key
blocks strictly below the diagonal (keys ``< start_m * BLOCK_M``) run without any mask; then
the ``BLOCK_M / BLOCK_N`` diagonal blocks run with the causal mask and the ``key < N_CTX`` mask.
Key blocks above the diagonal are never touched. Query rows ``>= N_CTX`` are masked on load and
store, so any ``N_CTX`` works; when ``N_CTX`` is a multiple of ``BLOCK_M`` (``EVEN_N_CTX``, set by
the wrapper) the N_CTX masks are left out (4 % faster at N_CTX=4096, h200_tune5.log). ``BLOCK_M``
must be a multiple of ``BLOCK_N``.

The host wrapper imports torch lazily: importing this module needs only Triton.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import triton
import triton.language as tl

from ._host import default_config, output_like

if TYPE_CHECKING:
    import torch

    from ir_explorer.core.model import Config


@triton.jit
def softmax_step(m_i, qk, qk_scale, mask, DIAGONAL: tl.constexpr):
    """The online-softmax step for a block of raw scores ``qk = Q K^T`` (fp32 ``[BLOCK_M, BLOCK_N]``).

    Returns ``(p, l_ij, alpha, m_ij)``: the block's probabilities ``exp2(qk * qk_scale - m_ij)``
    (unnormalized), their row sums, the factor ``exp2(m_i - m_ij)`` that rescales the accumulator and
    the row sum to the new row max, and that max (log2 units). ``mask`` (``DIAGONAL`` only) marks the
    scores to keep; the others become ``-1e6`` before the max. The caller rescales ``acc`` by
    ``alpha``, adds ``p @ V``, and only then updates ``l_i`` (so the row sums need not stay live across
    the PV wgmma).
    """
    if DIAGONAL:
        qk = tl.where(mask, qk * qk_scale, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        qk = qk - m_ij[:, None]
    else:
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        qk = qk * qk_scale - m_ij[:, None]
    alpha = tl.math.exp2(m_i - m_ij)
    p = tl.math.exp2(qk)
    return p, tl.sum(p, 1), alpha, m_ij


@triton.jit
def _attn_fwd_inner(
    acc, l_i, m_i, q,
    k_base, v_base,
    start_m, qk_scale, N_CTX,
    offs_m, offs_n, offs_d,
    HEAD_DIM: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    DIAGONAL: tl.constexpr,
    EVEN_N_CTX: tl.constexpr,
):  # fmt: skip
    """One pass over a range of key blocks. DIAGONAL=False: the blocks below the diagonal,
    unmasked. DIAGONAL=True: the blocks on the diagonal, with the causal mask, and the N_CTX mask
    unless ``EVEN_N_CTX`` (N_CTX a multiple of BLOCK_M: no key past the end)."""
    MASK_KEYS: tl.constexpr = DIAGONAL and not EVEN_N_CTX
    if DIAGONAL:
        lo = start_m * BLOCK_M
        hi = (start_m + 1) * BLOCK_M
    else:
        lo = 0
        hi = start_m * BLOCK_M
    # K is read as [BLOCK_N, HEAD_DIM] rows and transposed for QK^T; V as [BLOCK_N, HEAD_DIM].
    k_ptrs = k_base + (lo + offs_n)[:, None] * HEAD_DIM + offs_d[None, :]
    v_ptrs = v_base + (lo + offs_n)[:, None] * HEAD_DIM + offs_d[None, :]
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        offs_key = start_n + offs_n
        key_ok = offs_key < N_CTX
        if MASK_KEYS:
            k = tl.load(k_ptrs, mask=key_ok[:, None], other=0.0)
        else:
            k = tl.load(k_ptrs)
        qk = tl.dot(q, tl.trans(k))
        mask = offs_m[:, None] >= offs_key[None, :]
        if MASK_KEYS:
            mask = mask & key_ok[None, :]
        p, l_ij, alpha, m_i = softmax_step(m_i, qk, qk_scale, mask, DIAGONAL)
        if MASK_KEYS:
            v = tl.load(v_ptrs, mask=key_ok[:, None], other=0.0)
        else:
            v = tl.load(v_ptrs)
        acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
        l_i = l_i * alpha + l_ij
        k_ptrs += BLOCK_N * HEAD_DIM
        v_ptrs += BLOCK_N * HEAD_DIM
    return acc, l_i, m_i


@triton.jit
def flash_attention_fwd_kernel(
    Q, K, V, Out, sm_scale,
    stride_qz, stride_qh,
    stride_kz, stride_kh,
    stride_vz, stride_vh,
    stride_oz, stride_oh,
    H, N_CTX,
    HEAD_DIM: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    EVEN_N_CTX: tl.constexpr,
):  # fmt: skip
    tl.static_assert(BLOCK_M % BLOCK_N == 0)
    # Heaviest query blocks (most key blocks under the diagonal) first: the light ones fill the tail.
    start_m = tl.num_programs(0) - 1 - tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H

    # Head offsets in int64: Z * H * N_CTX * HEAD_DIM can pass 2**31 elements.
    q_base = Q + off_z.to(tl.int64) * stride_qz + off_h.to(tl.int64) * stride_qh
    k_base = K + off_z.to(tl.int64) * stride_kz + off_h.to(tl.int64) * stride_kh
    v_base = V + off_z.to(tl.int64) * stride_vz + off_h.to(tl.int64) * stride_vh
    o_base = Out + off_z.to(tl.int64) * stride_oz + off_h.to(tl.int64) * stride_oh

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    row_ok = offs_m < N_CTX

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634  # log2(e): exp(x) == exp2(x * log2(e))

    # Q's and Out's addresses each from offs_m and offs_d, not one int32 tile of offsets shared by both
    # (live across the key loop): the 128x128 config's key loop then compiles to the same SASS as
    # benchmarks/tune_h200.py's sweep kernel; with the shared tile, ptxas scheduled it differently and
    # it ran 2-3 % slower (benchmarks/results/NOTES.md).
    q_ptrs = q_base + offs_m[:, None] * HEAD_DIM + offs_d[None, :]
    if EVEN_N_CTX:
        q = tl.load(q_ptrs)
    else:
        q = tl.load(q_ptrs, mask=row_ok[:, None], other=0.0)

    # Key blocks strictly below the diagonal: no mask needed.
    acc, l_i, m_i = _attn_fwd_inner(
        acc, l_i, m_i, q, k_base, v_base, start_m, qk_scale, N_CTX, offs_m, offs_n, offs_d,
        HEAD_DIM, BLOCK_M, BLOCK_N, False, EVEN_N_CTX,
    )  # fmt: skip
    # The diagonal blocks: causal mask and keys < N_CTX.
    acc, l_i, m_i = _attn_fwd_inner(
        acc, l_i, m_i, q, k_base, v_base, start_m, qk_scale, N_CTX, offs_m, offs_n, offs_d,
        HEAD_DIM, BLOCK_M, BLOCK_N, True, EVEN_N_CTX,
    )  # fmt: skip

    out = acc / l_i[:, None]
    if EVEN_N_CTX:
        tl.store(o_base + offs_m[:, None] * HEAD_DIM + offs_d[None, :], out.to(Out.dtype.element_ty))
    else:
        tl.store(o_base + offs_m[:, None] * HEAD_DIM + offs_d[None, :], out.to(Out.dtype.element_ty),
                 mask=row_ok[:, None])


def rows_contiguous(t: torch.Tensor) -> bool:
    """True when each head of a ``[Z, H, N_CTX, HEAD_DIM]`` tensor is a row-major ``[N_CTX, HEAD_DIM]`` block."""
    return t.stride(3) == 1 and (t.stride(2) == t.shape[3] or t.shape[2] == 1)


def attention_launch(
    q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, sm_scale: float | None, config: Config
) -> tuple[tuple[int, int, int, int], float, dict[str, Any]]:
    """The checks and launch values shared by the attention wrappers.

    Returns ``((Z, H, N_CTX, HEAD_DIM), sm_scale, constexprs)``: ``sm_scale`` defaults to
    ``1 / sqrt(HEAD_DIM)``; the constexprs are ``config``'s plus ``HEAD_DIM``. Raises ``ValueError``
    unless q, k, v are all ``[Z, H, N_CTX, HEAD_DIM]`` with ``HEAD_DIM`` a power of two from 16 to 256,
    and ``BLOCK_M`` a multiple of ``BLOCK_N``.
    """
    if q.ndim != 4 or k.shape != q.shape or v.shape != q.shape:
        raise ValueError(f"q, k, v must all be [Z, H, N_CTX, HEAD_DIM]; got {q.shape}, {k.shape}, {v.shape}")
    Z, H, N_CTX, HEAD_DIM = q.shape
    if HEAD_DIM not in (16, 32, 64, 128, 256):
        raise ValueError(f"HEAD_DIM must be a power of two in [16, 256]; got {HEAD_DIM}")
    meta = {**dict(config.constexprs), "HEAD_DIM": HEAD_DIM}
    if meta["BLOCK_M"] % meta["BLOCK_N"]:
        raise ValueError(f"BLOCK_M must be a multiple of BLOCK_N; got {meta['BLOCK_M']} and {meta['BLOCK_N']}")
    return (Z, H, N_CTX, HEAD_DIM), 1.0 / math.sqrt(HEAD_DIM) if sm_scale is None else sm_scale, meta


def flash_attention_fwd(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    sm_scale: float | None = None,
    config: Config | None = None,
    *,
    out: torch.Tensor | None = None,
) -> torch.Tensor:
    """Causal attention forward with ``flash_attention_fwd_kernel``.

    Args:
        q, k, v: ``[Z, H, N_CTX, HEAD_DIM]`` fp16 (or bf16) tensors on one device, any strides (a tensor
            whose heads are not row-major ``[N_CTX, HEAD_DIM]`` blocks is copied first, see
            :func:`rows_contiguous`); ``HEAD_DIM`` a power of two from 16 to 256.
        sm_scale: softmax scale; defaults to ``1 / sqrt(HEAD_DIM)``.
        config: an ``ir_explorer.core.model.Config`` with ``BLOCK_M`` and ``BLOCK_N``
            (``BLOCK_M % BLOCK_N == 0``); defaults to the registry's first config.
        out: optional ``[Z, H, N_CTX, HEAD_DIM]`` output of ``q``'s dtype and device (any strides; other
            layouts than :func:`rows_contiguous` are written through a copy).

    Returns:
        ``Out``: ``out``, or a new contiguous ``[Z, H, N_CTX, HEAD_DIM]`` tensor of ``q``'s dtype.
    """
    import torch

    config = config or default_config("flash_attention_fwd")
    (Z, H, N_CTX, HEAD_DIM), sm_scale, meta = attention_launch(q, k, v, sm_scale, config)
    q, k, v = (t if rows_contiguous(t) else t.contiguous() for t in (q, k, v))
    out = output_like(out, (Z, H, N_CTX, HEAD_DIM), q)
    dest = out if rows_contiguous(out) else torch.empty_like(out, memory_format=torch.contiguous_format)
    grid = (triton.cdiv(N_CTX, meta["BLOCK_M"]), Z * H)
    flash_attention_fwd_kernel[grid](
        q, k, v, dest, sm_scale,
        q.stride(0), q.stride(1), k.stride(0), k.stride(1), v.stride(0), v.stride(1), dest.stride(0), dest.stride(1),
        H, N_CTX, EVEN_N_CTX=N_CTX % meta["BLOCK_M"] == 0,
        **meta, num_warps=config.num_warps, num_stages=config.num_stages, **dict(config.options),
    )  # fmt: skip
    if dest is not out:
        out.copy_(dest)
    return out


def reference(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    sm_scale: float | None = None,
    dtype: torch.dtype | None = None,
) -> torch.Tensor:
    """Causal ``softmax(Q K^T * sm_scale) V`` with torch in ``dtype`` (float32 by default), for tests."""
    import torch
    import torch.nn.functional as F

    dtype = dtype or torch.float32
    if sm_scale is None:
        sm_scale = 1.0 / math.sqrt(q.shape[-1])
    return F.scaled_dot_product_attention(q.to(dtype), k.to(dtype), v.to(dtype), is_causal=True, scale=sm_scale)
