# Source: foundation-model-stack/vllm-triton-backend,
# ibm-triton-lib/ibm_triton_lib/kernels/triton_paged_decode_attention_2d.py (kernel_paged_attention_2d). Rewritten:
# one query row per program, paged KV cache read through a block table (key cache [blocks, kv_heads, head/x, block,
# x], value [blocks, kv_heads, head, block]), fp8 cache dequantized with scales loaded from pointers, every stride a
# constexpr, no dot (products and tl.sum), an early return when the query is longer than 1 (filter_by_query_len).
import triton
import triton.language as tl


@triton.jit
def paged_attention_2d(
    output_ptr, query_ptr, key_cache_ptr, value_cache_ptr,
    block_tables_ptr, context_lens_ptr, alibi_slopes_ptr,
    scale, k_scale, v_scale,
    num_query_heads: tl.constexpr, num_queries_per_kv: tl.constexpr,
    block_table_stride: tl.constexpr,
    query_stride_0: tl.constexpr, query_stride_1: tl.constexpr,
    output_stride_0: tl.constexpr, output_stride_1: tl.constexpr,
    BLOCK_SIZE: tl.constexpr, HEAD_SIZE: tl.constexpr, HEAD_SIZE_PADDED: tl.constexpr,
    USE_ALIBI_SLOPES: tl.constexpr, x: tl.constexpr,
    stride_k_cache_0: tl.constexpr, stride_k_cache_1: tl.constexpr, stride_k_cache_2: tl.constexpr,
    stride_k_cache_3: tl.constexpr, stride_k_cache_4: tl.constexpr,
    stride_v_cache_0: tl.constexpr, stride_v_cache_1: tl.constexpr, stride_v_cache_2: tl.constexpr,
    stride_v_cache_3: tl.constexpr,
    filter_by_query_len: tl.constexpr,
    query_start_len_ptr,
):
    seq_idx = tl.program_id(0)
    q_head = tl.program_id(1)
    kv_head = q_head // num_queries_per_kv
    if filter_by_query_len:
        q_start = tl.load(query_start_len_ptr + seq_idx)
        q_stop = tl.load(query_start_len_ptr + seq_idx + 1)
        if q_stop - q_start > 1:
            return
    else:
        q_start = seq_idx
    d = tl.arange(0, HEAD_SIZE_PADDED)
    dim_mask = tl.where(d < HEAD_SIZE, 1, 0).to(tl.int1)
    Q = tl.load(query_ptr + q_start * query_stride_0 + q_head * query_stride_1 + d, mask=dim_mask, other=0.0)

    m = tl.full([1], float("-inf"), dtype=tl.float32)
    l_i = tl.full([1], 1.0, dtype=tl.float32)
    acc = tl.zeros([HEAD_SIZE_PADDED], dtype=tl.float32)
    context_len = tl.load(context_lens_ptr + seq_idx)
    if USE_ALIBI_SLOPES:
        slope = tl.load(alibi_slopes_ptr + q_head)
    num_blocks = (context_len + BLOCK_SIZE - 1) // BLOCK_SIZE
    for j in range(0, num_blocks):
        blk = tl.load(block_tables_ptr + seq_idx * block_table_stride + j)
        offs_n = tl.arange(0, BLOCK_SIZE)
        offs_d = tl.arange(0, HEAD_SIZE)
        v_off = (blk * stride_v_cache_0 + kv_head * stride_v_cache_1
                 + offs_d[:, None] * stride_v_cache_2 + offs_n[None, :] * stride_v_cache_3)
        k_off = (blk * stride_k_cache_0 + kv_head * stride_k_cache_1
                 + (offs_d[:, None] // x) * stride_k_cache_2 + offs_n[None, :] * stride_k_cache_3
                 + (offs_d[:, None] % x) * stride_k_cache_4)
        K_raw = tl.load(key_cache_ptr + k_off, mask=dim_mask[:, None], other=0.0)
        if K_raw.dtype.is_fp8():
            K = (K_raw.to(tl.float32) * tl.load(k_scale)).to(Q.dtype)
        else:
            K = K_raw
        V_raw = tl.load(value_cache_ptr + v_off, mask=dim_mask[:, None], other=0.0)
        if V_raw.dtype.is_fp8():
            V = (V_raw.to(tl.float32) * tl.load(v_scale)).to(Q.dtype)
        else:
            V = V_raw
        pos = j * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
        S = tl.where(pos < context_len, 0.0, float("-inf")).to(tl.float32)
        S += scale * tl.sum(K * Q[:, None], axis=0)
        if USE_ALIBI_SLOPES:
            S += slope * (pos - context_len + 1)
        m_j = tl.maximum(m, tl.max(S, axis=0))
        P = tl.exp(S - m_j)
        l_j = tl.sum(P, axis=0)
        alpha = tl.exp(m - m_j)
        acc = acc * alpha
        l_i = l_i * alpha + l_j
        m = m_j
        acc += tl.sum(V * P[None, :], axis=1)
    acc = acc / l_i
    tl.store(output_ptr + q_start * output_stride_0 + q_head * output_stride_1 + d, acc, mask=dim_mask)
