# Source: ELS-RD/kernl, src/kernl/implementations/linear_layer.py (kernel_fma).
# Rewritten for the trial: C = act(A @ W^T + bias), fp32 accumulator, GELU epilogue, K loop with a K-remainder mask.
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def _gelu_tanh(x):
    return 0.5 * x * (1.0 + libdevice.tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))


@triton.jit
def kernel_fma(
    C, ACT_INPUTS, A, B, bias,
    M, N, K,
    CACHE_KEY_M, CACHE_KEY_N, CACHE_KEY_K,
    output_m_stride, output_n_stride,
    act_inputs_m_stride, act_inputs_n_stride,
    a_m_stride, a_k_stride,
    b_n_stride, b_k_stride,
    BLOCK_M: tl.constexpr, GROUP_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    K_LOAD_MASK_NEEDED: tl.constexpr, HAS_BIAS: tl.constexpr, SHOULD_SAVE_ACT_INPUTS: tl.constexpr,
    ACTIVATION: tl.constexpr,
):
    program_idx = tl.program_id(axis=0)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N
    width = GROUP_M * grid_n
    group_idx = program_idx // width
    group_size = min(grid_m - group_idx * GROUP_M, GROUP_M)
    block_m_idx = group_idx * GROUP_M + (program_idx % group_size)
    block_n_idx = (program_idx % width) // group_size

    m_offs_untagged = block_m_idx * BLOCK_M + tl.arange(0, BLOCK_M)
    n_offs_untagged = block_n_idx * BLOCK_N + tl.arange(0, BLOCK_N)
    m_offs = tl.max_contiguous(tl.multiple_of(m_offs_untagged % M, BLOCK_M), BLOCK_M)
    n_offs = tl.max_contiguous(tl.multiple_of(n_offs_untagged % N, BLOCK_N), BLOCK_N)
    k_range_offs = tl.arange(0, BLOCK_K)

    A = A + (m_offs[:, None] * a_m_stride + k_range_offs[None, :] * a_k_stride)
    B = B + (k_range_offs[:, None] * b_k_stride + n_offs[None, :] * b_n_stride)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    if HAS_BIAS:
        bias = tl.load(bias + n_offs, mask=n_offs < N, other=0.0).to(tl.float32)
        acc += bias[None, :]

    for k in range(K, 0, -BLOCK_K):
        if K_LOAD_MASK_NEEDED:
            a = tl.load(A, mask=k_range_offs[None, :] < k, other=0.0)
            b = tl.load(B, mask=k_range_offs[:, None] < k, other=0.0)
        else:
            a = tl.load(A)
            b = tl.load(B)
        acc += tl.dot(a, b)
        A += BLOCK_K * a_k_stride
        B += BLOCK_K * b_k_stride

    if SHOULD_SAVE_ACT_INPUTS:
        act_in_ptrs = ACT_INPUTS + m_offs[:, None] * act_inputs_m_stride + n_offs[None, :] * act_inputs_n_stride
        tl.store(act_in_ptrs, acc)
    if ACTIVATION == "tanh":
        acc = libdevice.tanh(acc)
    if ACTIVATION == "gelu":
        acc = _gelu_tanh(acc)
    if ACTIVATION == "relu":
        acc = tl.maximum(acc, 0.0)

    C = C + m_offs_untagged[:, None] * output_m_stride + n_offs_untagged[None, :] * output_n_stride
    c_mask = (m_offs_untagged[:, None] < M) & (n_offs_untagged[None, :] < N)
    tl.store(C, acc.to(C.dtype.element_ty), mask=c_mask)
