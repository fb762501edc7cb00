# Modeled on triton-lang/triton python/tutorials/10-block-scaled-matmul.py (block_scaled_matmul_kernel: mxfp8 A and B
# through tensor descriptors, e8m0 scales, tl.dot_scaled accumulating in fp32, tcgen05 on sm_100); rewritten and
# simplified for trial 2 (scales read through plain pointers in [rows, K/32] layout).
import triton
import triton.language as tl


@triton.jit
def block_scaled_matmul(a_ptr, b_ptr, c_ptr, a_scale, b_scale, M, N, K,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                        VEC_SIZE: tl.constexpr, NUM_STAGES: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    pid_m = pid % num_pid_m
    pid_n = pid // num_pid_m
    offs_am = pid_m * BLOCK_M
    offs_bn = pid_n * BLOCK_N
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_N, BLOCK_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    rm = offs_am + tl.arange(0, BLOCK_M)
    rn = offs_bn + tl.arange(0, BLOCK_N)
    rks = tl.arange(0, BLOCK_K // VEC_SIZE)
    SCALE_K = K // VEC_SIZE
    a_scale_ptrs = a_scale + rm[:, None] * SCALE_K + rks[None, :]
    b_scale_ptrs = b_scale + rn[:, None] * SCALE_K + rks[None, :]
    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), num_stages=NUM_STAGES):
        offs_k = k * BLOCK_K
        a = a_desc.load([offs_am, offs_k])
        b = b_desc.load([offs_bn, offs_k])
        scale_a = tl.load(a_scale_ptrs)
        scale_b = tl.load(b_scale_ptrs)
        accumulator = tl.dot_scaled(a, scale_a, "e4m3", b.T, scale_b, "e4m3", accumulator)
        a_scale_ptrs += BLOCK_K // VEC_SIZE
        b_scale_ptrs += BLOCK_K // VEC_SIZE
    c_desc.store([offs_am, offs_bn], accumulator.to(tl.float16))
