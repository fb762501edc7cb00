"""Kernels for the layout decoder (issue 17 item 3): a #ttg.linear layout, a huge per-thread tile, a normal
tile, and small tensors that every thread holds whole (replicated layouts)."""

import triton
import triton.language as tl


@triton.jit
def gather_rows(src_ptr, idx_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr):
    """tl.gather along axis 0: Triton gives the gather's operands a #ttg.linear layout."""
    rows = tl.arange(0, M)[:, None]
    cols = tl.arange(0, N)[None, :]
    src = tl.load(src_ptr + rows * N + cols)
    idx = tl.load(idx_ptr + rows * N + cols)
    tl.store(out_ptr + rows * N + cols, tl.gather(src, idx, axis=0))


@triton.jit
def trans3d(x_ptr, out_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    """A 3-D reshape and permute."""
    offs = tl.arange(0, A * B * C)
    x = tl.reshape(tl.load(x_ptr + offs), (A, B, C))
    tl.store(out_ptr + offs, tl.reshape(tl.permute(x, (2, 0, 1)), (A * B * C,)))


@triton.jit
def wide_rows(x_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr):
    """An M x N block loaded whole: at M=4, N=65536 and 4 warps each thread holds 2048 elements (triton#8908)."""
    rows = tl.arange(0, M)[:, None]
    cols = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + rows * N + cols)
    tl.store(out_ptr + rows * N + cols, x * 2.0)


@triton.jit
def tiny_sum(x_ptr, out_ptr, N: tl.constexpr):
    """A tiny vector: with many warps, threads hold copies."""
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, x - tl.sum(x, axis=0))
