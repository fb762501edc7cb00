# Source: microsoft/MInference, minference/ops/op_utils/xattn_utils.py (flat_group_gemm_kernel). Rewritten for the
# trial: XAttention's strided Q·K^T estimate. Program ids are widened to int64 first; a causal early exit skips tiles
# above the diagonal; a K loop of HEAD_DIM // BLOCK_K steps accumulates tl.dot(q, k) with k loaded transposed (its
# columns are the key rows), and the fp32 tile is stored in the output's dtype.
import triton
import triton.language as tl


@triton.jit
def flat_group_gemm(Q, K, Out, stride_qz, stride_qh, stride_qn, stride_kz, stride_kh, stride_kn,
                    stride_oz, stride_oh, stride_on, chunk_start, H: tl.constexpr, HEAD_DIM: tl.constexpr,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    block_m = tl.program_id(0).to(tl.int64)
    block_n = tl.program_id(1).to(tl.int64)
    batch_id = tl.program_id(2).to(tl.int64) // H
    head_id = tl.program_id(2).to(tl.int64) % H
    if chunk_start + (block_m + 1) * BLOCK_M <= block_n * BLOCK_N:
        return
    q_ptrs = Q + batch_id * stride_qz + head_id * stride_qh + block_m * BLOCK_M * stride_qn
    k_ptrs = K + batch_id * stride_kz + head_id * stride_kh + block_n * BLOCK_N * stride_kn
    q_ptrs = q_ptrs + tl.arange(0, BLOCK_M)[:, None] * stride_qn + tl.arange(0, BLOCK_K)[None, :]
    k_ptrs = k_ptrs + tl.arange(0, BLOCK_N)[None, :] * stride_kn + tl.arange(0, BLOCK_K)[:, None]
    o = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for it in range(HEAD_DIM // BLOCK_K):
        q = tl.load(q_ptrs + it * BLOCK_K)
        k = tl.load(k_ptrs + it * BLOCK_K)
        o += tl.dot(q, k)
    o_ptrs = Out + batch_id * stride_oz + head_id * stride_oh + block_m * BLOCK_M * stride_on + block_n * BLOCK_N
    o_ptrs = o_ptrs + tl.arange(0, BLOCK_M)[:, None] * stride_on + tl.arange(0, BLOCK_N)[None, :]
    tl.store(o_ptrs, o.to(Out.type.element_ty))
