# Source: pytorch/ao, torchao/prototype/moe_training/kernels/float8_rowwise.py
# (_triton_fp8_rowwise_3d_transpose_rhs_fused_reduction_kernel). Rewritten for trial 8c: one K block of one expert
# per program; a first loop over N in BLOCK_SIZE_N slices keeps a running fp64 row amax, the scale fp8_max / amax is
# stored per row, then a second loop reloads each (K, N) slice, transposes it to (N, K), scales, clamps, casts to
# float8e4nv and stores it into a column-major (E, N, K) output (stride 1 along N).
import triton
import triton.language as tl


@triton.jit
def fp8_rowwise_3d_transpose_rhs_fused(
    input_ptr,
    stride_input_dim0: tl.int64, stride_input_dim1, stride_input_dim2,
    output_ptr,
    stride_output_dim0: tl.int64, stride_output_dim1, stride_output_dim2,
    scales_ptr,
    stride_scales_dim0, stride_scales_dim1,
    N, K,
    fp8_dtype_min: tl.constexpr, fp8_dtype_max: tl.constexpr,
    output_dtype: tl.constexpr,
    BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    EPS: tl.constexpr,
):
    expert_idx = tl.program_id(0)
    k_block_idx = tl.program_id(1)
    k_offs = k_block_idx * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
    k_mask = k_offs < K

    row_maxes = tl.zeros((BLOCK_SIZE_K,), dtype=tl.float64) - float("inf")
    for n_start in range(0, N, BLOCK_SIZE_N):
        n_offs = n_start + tl.arange(0, BLOCK_SIZE_N)
        n_mask = n_offs < N
        offs = expert_idx * stride_input_dim0 + k_offs[:, None] * stride_input_dim1 + n_offs[None, :] * stride_input_dim2  # noqa: E501
        x = tl.load(input_ptr + offs, mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        row_maxes = tl.maximum(row_maxes, tl.max(tl.abs(x), axis=1))

    clamped = tl.clamp(row_maxes, min=EPS, max=float("inf"))
    scales = (fp8_dtype_max / clamped.to(tl.float64)).to(tl.float32)
    tl.store(scales_ptr + expert_idx * stride_scales_dim0 + k_offs * stride_scales_dim1, scales, mask=k_mask)

    for n_start in range(0, N, BLOCK_SIZE_N):
        n_offs = n_start + tl.arange(0, BLOCK_SIZE_N)
        n_mask = n_offs < N
        offs = expert_idx * stride_input_dim0 + k_offs[:, None] * stride_input_dim1 + n_offs[None, :] * stride_input_dim2  # noqa: E501
        x = tl.load(input_ptr + offs, mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        xt = x.trans(1, 0)
        y = tl.clamp(xt * scales[None, :], min=fp8_dtype_min, max=fp8_dtype_max).to(output_dtype)
        out_offs = expert_idx * stride_output_dim0 + n_offs[:, None] * stride_output_dim1 + k_offs[None, :] * stride_output_dim2  # noqa: E501
        tl.store(output_ptr + out_offs, y, mask=n_mask[:, None] & k_mask[None, :])
