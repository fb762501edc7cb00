# Source: NVIDIA/TransformerEngine, transformer_engine/common/triton/permutation.py (_row_id_map_pass_3_kernel with
# its _argsort/_bitonic_merge/_compare_and_swap helpers, after triton-lang/triton issue 3698).
# Rewritten for the closing trial (9b): one program per token sorts that token's row of the MoE row-id map
# (num_experts i32 values, padded to LOAD_SIZE with -1) descending with a bitonic network built from reshapes,
# sums over an axis of size 2 and xor swaps, then stores the sorted row ids, their expert indices and the count.
import triton
import triton.language as tl


@triton.jit
def _swap_step(x, ids, flip, i: tl.constexpr, n_dims: tl.constexpr):
    n_outer: tl.constexpr = x.numel >> n_dims
    shape: tl.constexpr = [n_outer * (2**i), 2, 2 ** (n_dims - i - 1)]
    y = tl.reshape(x, shape)
    z = tl.reshape(ids, shape)
    side = tl.arange(0, 2)[None, :, None]
    left = tl.reshape(tl.broadcast_to(tl.sum(y * (1 - side), 1)[:, None, :], shape), x.shape).to(x.dtype)
    right = tl.reshape(tl.broadcast_to(tl.sum(y * side, 1)[:, None, :], shape), x.shape).to(x.dtype)
    left_id = tl.reshape(tl.broadcast_to(tl.sum(z * (1 - side), 1)[:, None, :], shape), x.shape)
    right_id = tl.reshape(tl.broadcast_to(tl.sum(z * side, 1)[:, None, :], shape), x.shape)
    swap = ((left > right) ^ flip) != 0
    x_new = x ^ tl.where(swap, left ^ right, tl.zeros_like(x))
    ids_new = ids ^ tl.where(swap, left_id ^ right_id, tl.zeros_like(ids))
    return x_new, ids_new


@triton.jit
def _merge(x, ids, stage: tl.constexpr, order: tl.constexpr, n_dims: tl.constexpr):
    n_outer: tl.constexpr = x.numel >> n_dims
    if order == 2:
        shape: tl.constexpr = [n_outer * (2 ** (n_dims - 1 - stage)), 2, 2**stage]
        flip = tl.reshape(tl.broadcast_to(tl.arange(0, 2)[None, :, None], shape), x.shape)
    else:
        flip = tl.full(x.shape, value=order, dtype=tl.int32)
    for i in tl.static_range(stage):
        x, ids = _swap_step(x, ids, flip, i + (n_dims - stage), n_dims)
    return x, ids


@triton.jit
def row_id_argsort(
    row_id_map_ptr, num_experts,
    stride_token, stride_expert,
    LOAD_SIZE: tl.constexpr, N_DIMS: tl.constexpr,
):
    pid = tl.program_id(0)
    off = tl.arange(0, LOAD_SIZE)
    row = tl.load(row_id_map_ptr + pid * stride_token + stride_expert * off, mask=off < num_experts, other=-1)
    n_routed = tl.sum(tl.where(row != -1, 1, 0))
    ids = off
    for stage in tl.static_range(1, N_DIMS + 1):
        row, ids = _merge(row, ids, stage, 2 if stage < N_DIMS else 1, N_DIMS)
    base = row_id_map_ptr + pid * stride_token
    tl.store(base + off * stride_expert, row, mask=off < n_routed)
    tl.store(base + (num_experts + off) * stride_expert, ids, mask=off < n_routed)
    tl.store(base + num_experts * 2 * stride_expert, n_routed)
