# Source: pytorch/ao, torchao/prototype/mx_formats/hadamard_amax_triton.py (_hadamard_amax_kernel).
# Rewritten for the closing trial 12c: a persistent kernel that applies a 16x16 randomized Hadamard transform to
# each [BLOCK_M, BLOCK_N] tile of a bf16 A (transposed, reshaped to [BLOCK_N * BLOCK_M / 16, 16], times H), keeps a
# running elementwise max of |RHT(A)| and of |A| over its tiles, and ends with one fp32 atomic_max per CTA for each.
# Tiles come through in-kernel tensor descriptors (TMA on Hopper) in a grouped order; the tile loop is a tl.range
# with num_stages (upstream also asks for warp_specialize, which needs Blackwell; dropped here).
import triton
import triton.language as tl


@triton.jit
def _tile_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_N: tl.constexpr):
    group_id = tile_id // num_pid_in_group
    first_pid_n = group_id * GROUP_SIZE_N
    pid_n = first_pid_n + (tile_id % GROUP_SIZE_N)
    pid_m = (tile_id % num_pid_in_group) // GROUP_SIZE_N
    return pid_n, pid_m


@triton.jit
def rht_amax(
    a_ptr, b_ptr, rht_amax_ptr, a_amax_ptr,
    M, N,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, GROUP_SIZE_N: tl.constexpr,
    NUM_SMS: tl.constexpr, NUM_STAGES: tl.constexpr,
):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    h_desc = tl.make_tensor_descriptor(b_ptr, shape=[16, 16], strides=[16, 1], block_shape=[16, 16])
    start_pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_SIZE_N * num_pid_m
    num_tiles = num_pid_m * num_pid_n
    hadamard = h_desc.load([0, 0])
    run_rht = tl.zeros((BLOCK_N * BLOCK_M // 16, 16), dtype=tl.float32)
    run_a = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, num_stages=NUM_STAGES):
        pid_n, pid_m = _tile_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_N)
        a = a_desc.load([pid_m * BLOCK_M, pid_n * BLOCK_N])
        a_r = tl.reshape(tl.trans(a), [BLOCK_N * BLOCK_M // 16, 16])
        rht = tl.dot(a_r, hadamard).to(tl.bfloat16)
        run_rht = tl.maximum(run_rht, tl.abs(rht).to(tl.float32))
        run_a = tl.maximum(run_a, tl.abs(a.to(tl.float32)))
    tl.atomic_max(rht_amax_ptr, tl.max(tl.max(run_rht, axis=1), axis=0))
    tl.atomic_max(a_amax_ptr, tl.max(tl.max(run_a, axis=1), axis=0))
