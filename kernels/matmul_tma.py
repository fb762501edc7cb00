"""Persistent fp16 matmul ``C = A @ B`` with TMA tensor descriptors (NVIDIA Hopper and newer).

``matmul_tma_persistent_kernel`` launches ``min(NUM_SMS, tiles)`` programs; program ``p`` computes
the ``BLOCK_M x BLOCK_N`` tiles ``p, p + NUM_SMS, p + 2 * NUM_SMS, …`` of ``C`` in grouped order
(``GROUP_M`` tile rows at a time, :func:`matmul.grouped_tile`), so every SM stays busy to the end
and consecutive tiles reuse ``A``/``B`` panels in L2. The tile loop and the ``K`` loop are one
``tl.range(…, flatten=True)`` nest, which Triton's ``fuse_nested_loops`` pass turns into one
software-pipelined loop (``num_stages`` TMA loads in flight across tile boundaries).
``EPILOGUE_SUBTILE`` stores ``C`` as two ``BLOCK_M x BLOCK_N/2`` halves, which halves the shared
buffer the TMA store stages through and leaves room for one more pipeline stage;
``WARP_SPECIALIZE`` asks Triton to split the loop into TMA-producer and wgmma-consumer warps.

``A``, ``B`` and ``C`` are read and written through device-side tensor descriptors
(``tl.make_tensor_descriptor``: ``cp.async.bulk.tensor`` TMA loads into ``#nvmma_shared`` tiles,
a TMA store for ``C``). TMA zero-fills reads past the tensor's end and clips writes, so any
``M, N, K`` works, but the tensors must be contiguous row-major with 16-byte aligned rows
(``K`` and ``N`` multiples of 8 for fp16). The descriptors live in a global scratch buffer,
so a launch needs ``triton.set_allocator`` (the host wrapper sets one on first use).

NVIDIA only: tensor descriptors lower to TMA on ``cuda:90`` and newer; on ``cuda:80`` Triton
falls back to ordinary loads (no TMA), and AMD's lowering differs by chip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import triton
import triton.language as tl

from ._host import autotuned, output_like, set_torch_allocator
from .matmul import _check, grouped_tile
from .registry import MATMUL_TMA_CONFIGS

if TYPE_CHECKING:
    import torch

    from ir_explorer.core.model import Config


@triton.jit
def matmul_tma_persistent_kernel(
    a_ptr, b_ptr, c_ptr,
    M, N, K,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,
    NUM_SMS: tl.constexpr,
    EPILOGUE_SUBTILE: tl.constexpr,
    WARP_SPECIALIZE: tl.constexpr,
):  # fmt: skip
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    if EPILOGUE_SUBTILE:
        c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N // 2])
    else:
        c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])

    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    k_tiles = tl.cdiv(K, BLOCK_K)
    num_tiles = num_pid_m * num_pid_n

    for tile_id in tl.range(tl.program_id(0), num_tiles, NUM_SMS, flatten=True, warp_specialize=WARP_SPECIALIZE):
        pid_m, pid_n = grouped_tile(tile_id, num_pid_m, num_pid_n, GROUP_M)
        off_m = pid_m * BLOCK_M
        off_n = pid_n * BLOCK_N
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for ki in range(k_tiles):
            off_k = ki * BLOCK_K
            a = a_desc.load([off_m, off_k])
            b = b_desc.load([off_k, off_n])
            acc = tl.dot(a, b, acc)
        if EPILOGUE_SUBTILE:  # two half-width stores: half the shared staging buffer, room for a stage more
            acc0, acc1 = acc.reshape(BLOCK_M, 2, BLOCK_N // 2).permute(0, 2, 1).split()
            c_desc.store([off_m, off_n], acc0.to(c_ptr.dtype.element_ty))
            c_desc.store([off_m, off_n + BLOCK_N // 2], acc1.to(c_ptr.dtype.element_ty))
        else:
            c_desc.store([off_m, off_n], acc.to(c_ptr.dtype.element_ty))


#: The persistent kernel under ``triton.autotune`` with the registry's ``MATMUL_TMA_CONFIGS``.
matmul_tma_persistent_kernel_autotuned = autotuned(matmul_tma_persistent_kernel, MATMUL_TMA_CONFIGS)


def matmul_tma_persistent(
    a: torch.Tensor, b: torch.Tensor, config: Config | None = None, *, out: torch.Tensor | None = None
) -> torch.Tensor:
    """``C = A @ B`` with ``matmul_tma_persistent_kernel``, one program per SM.

    Args:
        a: contiguous ``[M, K]`` fp16 (or bf16) tensor, ``K`` a multiple of 8.
        b: contiguous ``[K, N]`` tensor of the same dtype and device, ``N`` a multiple of 8.
        config: an ``ir_explorer.core.model.Config`` with ``BLOCK_M``, ``BLOCK_N``, ``BLOCK_K``, ``GROUP_M``,
            ``EPILOGUE_SUBTILE``, ``WARP_SPECIALIZE``; ``None`` runs the autotuned kernel (tunes once per
            new ``(M, N, K)``). ``NUM_SMS`` is always this GPU's SM count.
        out: optional contiguous ``[M, N]`` output of ``a``'s dtype and device.

    Returns:
        ``C``: ``out``, or a new contiguous ``[M, N]`` tensor of ``a``'s dtype on ``a``'s device.

    Raises ``ValueError`` for non-contiguous tensors or rows that are not 16-byte aligned.
    """
    import torch

    M, N, K = _check(a, b)
    c = output_like(out, (M, N), a)
    for name, t in (("a", a), ("b", b), ("out", c)):
        if not t.is_contiguous() or (t.shape[1] * t.element_size()) % 16:
            raise ValueError(f"{name} must be contiguous with 16-byte aligned rows for TMA; "
                             f"got shape {tuple(t.shape)}, strides {t.stride()}")
    set_torch_allocator()
    num_sms = torch.cuda.get_device_properties(a.device).multi_processor_count

    def grid(META):
        return (min(num_sms, triton.cdiv(M, META["BLOCK_M"]) * triton.cdiv(N, META["BLOCK_N"])),)

    if config is None:
        matmul_tma_persistent_kernel_autotuned[grid](a, b, c, M, N, K, NUM_SMS=num_sms)
    else:
        meta = {**dict(config.constexprs), "NUM_SMS": num_sms}
        matmul_tma_persistent_kernel[grid(meta)](
            a, b, c, M, N, K,
            **meta, num_warps=config.num_warps, num_stages=config.num_stages, **dict(config.options),
        )  # fmt: skip
    return c
