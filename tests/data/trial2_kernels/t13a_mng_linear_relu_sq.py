# Source: KellerJordan/modded-nanogpt, triton_kernels.py (linear_relu_square_kernel, by @andrewbriand, @jrauvola).
# Rewritten for the closing trial 13a: the MLP's relu(x @ W1^T)^2 as a persistent GEMM over NUM_SMS programs:
# one tl.range(flatten=True) loop over output tiles with an inner K loop of tensor-descriptor loads and
# tl.dot(a, b.T); the epilogue splits the [BLOCK_M, BLOCK_N] accumulator into two column halves (reshape, permute,
# split) and stores each half through a descriptor, with the pre-activation and relu^2 (FORWARD) or the backward's
# 2 * grad * relu(pre) (not FORWARD, re-reading the saved pre-activation through aux_desc). The upstream host-side
# TensorDescriptor arguments become in-kernel tl.make_tensor_descriptor calls on plain pointers.
import triton
import triton.language as tl


@triton.jit
def mng_linear_relu_sq(a_ptr, b_ptr, c_ptr, aux_ptr, M, N, K,
                       BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                       NUM_SMS: tl.constexpr, FORWARD: tl.constexpr):
    dtype = tl.bfloat16
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_SIZE_N, BLOCK_SIZE_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_N // 2])
    aux_desc = tl.make_tensor_descriptor(aux_ptr, shape=[M, N], strides=[N, 1],
                                         block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_N // 2])
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    k_tiles = tl.cdiv(K, BLOCK_SIZE_K)
    num_tiles = num_pid_m * num_pid_n
    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=True):
        pid_m = tile_id // num_pid_n
        pid_n = tile_id % num_pid_n
        offs_am = pid_m * BLOCK_SIZE_M
        offs_bn = pid_n * BLOCK_SIZE_N
        accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for ki in range(k_tiles):
            offs_k = ki * BLOCK_SIZE_K
            a = a_desc.load([offs_am, offs_k])
            b = b_desc.load([offs_bn, offs_k])
            accumulator = tl.dot(a, b.T, accumulator)
        acc = tl.reshape(accumulator, (BLOCK_SIZE_M, 2, BLOCK_SIZE_N // 2))
        acc = tl.permute(acc, (0, 2, 1))
        acc0, acc1 = tl.split(acc)
        c0 = acc0.to(dtype)
        if not FORWARD:
            c0_pre = aux_desc.load([offs_am, offs_bn])
            c0 = 2 * c0 * tl.where(c0_pre > 0, c0_pre, 0)
        c_desc.store([offs_am, offs_bn], c0)
        if FORWARD:
            c0_post = tl.maximum(c0, 0)
            aux_desc.store([offs_am, offs_bn], c0_post * c0_post)
        c1 = acc1.to(dtype)
        if not FORWARD:
            c1_pre = aux_desc.load([offs_am, offs_bn + BLOCK_SIZE_N // 2])
            c1 = 2 * c1 * tl.where(c1_pre > 0, c1_pre, 0)
        c_desc.store([offs_am, offs_bn + BLOCK_SIZE_N // 2], c1)
        if FORWARD:
            c1_post = tl.maximum(c1, 0)
            aux_desc.store([offs_am, offs_bn + BLOCK_SIZE_N // 2], c1_post * c1_post)
