# Source: mobiusml/gemlite, gemlite/triton_kernels/gemv_revsplitK_kernels.py (gemv_INT_revsplitK_kernel, with the
# dequantize helper of gemlite/triton_kernels/utils.py). Rewritten for the closing trial 10a (W_group_mode 3,
# channel_scale_mode 0, A_load_order 0, dot_prod_mode 0): M = 1 GEMV of fp16 activations times 4-bit weights packed
# 8 per int32 along K; each program does two BLOCK_SIZE_K steps of one K pair (grid axis 1 = K / (2 BLOCK_SIZE_K)),
# loads one group's scales and zeros once, unpacks with a per-row shift and mask, sums the products over K with
# tl.sum(axis=0, keep_dims=True), and adds its [1, BLOCK_SIZE_N] partial into fp16 C with a relaxed tl.atomic_add.
import triton
import triton.language as tl


@triton.jit
def _dequant(b, scales, zeros, q_shift, meta_dtype: tl.constexpr, unpack_mask: tl.constexpr):
    b = ((b >> q_shift) & unpack_mask).to(meta_dtype)
    return (b - zeros) * scales


@triton.jit
def gemv_int4_revsplitk(
    a_ptr, b_ptr, c_ptr, scales_ptr, zeros_ptr,
    M, N, K,
    W_nbits: tl.constexpr, group_size: tl.constexpr, unpack_mask: tl.constexpr,
    elements_per_sample: tl.constexpr,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn, stride_meta_g, stride_meta_n,
    acc_dtype: tl.constexpr, meta_dtype: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    atomic_mode: tl.constexpr = "relaxed",
    a_evict: tl.constexpr = "evict_last", b_evict: tl.constexpr = "evict_first",
):
    pid = tl.program_id(axis=0)
    pid_k = tl.program_id(axis=1) * 2
    pid_m, pid_n = pid % M, pid // M

    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_k = pid_k * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
    offs_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    offs_bn = tl.max_contiguous(tl.multiple_of(offs_n, BLOCK_SIZE_N), BLOCK_SIZE_N)
    offs_am = tl.max_contiguous(tl.multiple_of(offs_m, BLOCK_SIZE_M), BLOCK_SIZE_M)

    a_ptrs = a_ptr + offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + ((offs_k[:, None] // elements_per_sample) * stride_bk + offs_bn[None, :] * stride_bn)
    q_shift = ((offs_k % elements_per_sample) * W_nbits).to(tl.int32)[:, None]

    k_m = (pid_k * (BLOCK_SIZE_K / group_size)).to(tl.int32)
    scales = tl.load(scales_ptr + offs_bn[None, :] * stride_meta_n + k_m * stride_meta_g)
    zeros = tl.load(zeros_ptr + offs_bn[None, :] * stride_meta_n + k_m * stride_meta_g)

    a = tl.load(a_ptrs, eviction_policy=a_evict).reshape((BLOCK_SIZE_K, 1), can_reorder=False)
    b = tl.load(b_ptrs, eviction_policy=b_evict)
    b = _dequant(b, scales, zeros, q_shift, meta_dtype, unpack_mask)
    acc = tl.sum(a.to(acc_dtype) * b.to(acc_dtype), axis=0, keep_dims=True)

    a_ptrs += BLOCK_SIZE_K * stride_ak
    b_ptrs += (BLOCK_SIZE_K // elements_per_sample) * stride_bk

    a = tl.load(a_ptrs, eviction_policy=a_evict).reshape((BLOCK_SIZE_K, 1), can_reorder=False)
    b = tl.load(b_ptrs, eviction_policy=b_evict)
    b = _dequant(b, scales, zeros, q_shift, meta_dtype, unpack_mask)
    acc += tl.sum(a.to(acc_dtype) * b.to(acc_dtype), axis=0, keep_dims=True)

    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    offs_cn = tl.max_contiguous(tl.multiple_of(offs_cn, BLOCK_SIZE_N), BLOCK_SIZE_N)
    c_ptrs = c_ptr + (offs_cm[:, None] * stride_cm + offs_cn[None, :] * stride_cn)
    tl.atomic_add(c_ptrs, acc, sem=atomic_mode)
