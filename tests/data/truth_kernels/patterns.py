"""Fresh kernels for the consistency corpus (issue 15): tl.gather, tl.associative_scan with a tuple combine,
atomics with a spin lock, and a tensor descriptor load/store."""

import triton
import triton.language as tl


@triton.jit
def gather_rows(src_ptr, idx_ptr, out_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    src = tl.load(src_ptr + offs)
    idx = tl.load(idx_ptr + offs)
    tl.store(out_ptr + offs, tl.gather(src, idx, 0))


@triton.jit
def _argmax_combine(v0, i0, v1, i1):
    keep = v0 >= v1
    return tl.where(keep, v0, v1), tl.where(keep, i0, i1)


@triton.jit
def running_argmax(x_ptr, val_ptr, idx_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + offs)
    vals, idxs = tl.associative_scan((x, offs), 0, _argmax_combine)
    tl.store(val_ptr + offs, vals)
    tl.store(idx_ptr + offs, idxs)


@triton.jit
def locked_accumulate(x_ptr, acc_ptr, lock_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    total = tl.sum(tl.load(x_ptr + offs, mask=offs < n, other=0.0), 0)
    while tl.atomic_cas(lock_ptr, 0, 1) == 1:  # spin until the lock is free
        pass
    tl.store(acc_ptr, tl.load(acc_ptr) + total)
    tl.atomic_xchg(lock_ptr, 0)
    tl.atomic_add(acc_ptr + 1, 1.0)


@triton.jit
def descriptor_copy(in_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    src = tl.make_tensor_descriptor(in_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    dst = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    m, n = tl.program_id(0) * BM, tl.program_id(1) * BN
    dst.store([m, n], src.load([m, n]) * 2)


@triton.jit
def inductor_half(in_ptr, out_ptr, xnumel, XBLOCK: tl.constexpr):
    xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)
    xmask = xindex < xnumel
    x_lower = xindex % 2752
    x_upper = xindex // 2752
    tmp = tl.load(in_ptr + ((5504 * x_upper) + (x_lower // 2)), xmask)  # Inductor's form of xindex // 2
    tl.store(out_ptr + xindex, tmp, xmask)


@triton.jit
def column_tile(x_ptr, out_ptr, BM: tl.constexpr, BN: tl.constexpr):
    # a tile whose inner dimension steps 96 elements: on AMD a buffer load with a constant inner stride
    # (rule coal-const-stride: "non-unit inner stride 96: consecutive elements are 96 apart")
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    v = tl.load(x_ptr + rows[:, None] * 4096 + cols[None, :] * 96)
    tl.store(out_ptr + rows[:, None] * BN + cols[None, :], v)
