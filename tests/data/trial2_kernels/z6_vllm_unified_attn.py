# Source: vllm-project/vllm, vllm/v1/attention/ops/triton_unified_attention.py (kernel_unified_attention_2d).
# Rewritten for the trial: paged KV cache through a block table, GQA (several query heads per KV head packed into
# BLOCK_M rows), causal mask, online softmax with exp2, one KV page (BLOCK_SIZE tokens) per loop iteration.
# Dropped: sinks, alibi, softcap, sliding window, qq_bias, fp8 KV scales, the varlen search (one seq per q-block).
import triton
import triton.language as tl


@triton.jit
def unified_attention_2d(
    output_ptr,          # [num_tokens, num_query_heads, head_size]
    query_ptr,           # [num_tokens, num_query_heads, head_size]
    key_cache_ptr,       # [num_blks, blk_size, num_kv_heads, head_size]
    value_cache_ptr,     # [num_blks, blk_size, num_kv_heads, head_size]
    block_tables_ptr,    # [num_seqs, max_num_blocks_per_seq]
    seq_lens_ptr,        # [num_seqs]
    query_start_len_ptr, # [num_seqs + 1]
    scale,
    query_stride_0, query_stride_1,
    output_stride_0, output_stride_1,
    block_table_stride,
    stride_k_cache_0, stride_k_cache_1, stride_k_cache_2,
    stride_v_cache_0, stride_v_cache_1, stride_v_cache_2,
    num_query_heads: tl.constexpr,
    num_queries_per_kv: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
    HEAD_SIZE: tl.constexpr,
    BLOCK_Q: tl.constexpr,
    BLOCK_M: tl.constexpr,
):
    seq_idx = tl.program_id(0)
    q_block_local_idx = tl.program_id(1)
    kv_head_idx = tl.program_id(2)

    cur_batch_in_all_start_index = tl.load(query_start_len_ptr + seq_idx)
    cur_batch_in_all_stop_index = tl.load(query_start_len_ptr + seq_idx + 1)
    cur_batch_query_len = cur_batch_in_all_stop_index - cur_batch_in_all_start_index
    if q_block_local_idx * BLOCK_Q >= cur_batch_query_len:
        return

    offs_m = tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_SIZE)
    query_pos = q_block_local_idx * BLOCK_Q + offs_m // num_queries_per_kv
    query_offset_0 = cur_batch_in_all_start_index + query_pos
    query_offset_1 = kv_head_idx * num_queries_per_kv + offs_m % num_queries_per_kv
    query_offset = query_offset_0[:, None] * query_stride_0 + query_offset_1[:, None] * query_stride_1 + offs_d[None, :]
    query_mask_0 = query_pos < cur_batch_query_len
    query_mask_1 = query_offset_1 < num_query_heads
    Q = tl.load(query_ptr + query_offset, mask=query_mask_0[:, None] & query_mask_1[:, None], other=0.0)

    block_table_offset = seq_idx * block_table_stride
    M = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    L = tl.full([BLOCK_M], 1.0, dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_SIZE], dtype=tl.float32)

    seq_len = tl.load(seq_lens_ptr + seq_idx)
    context_len = seq_len - cur_batch_query_len
    max_seq_prefix_len = context_len + q_block_local_idx * BLOCK_Q + (BLOCK_M - 1) // num_queries_per_kv + 1
    max_seq_prefix_len = tl.minimum(max_seq_prefix_len, seq_len)
    num_blocks = tl.cdiv(max_seq_prefix_len, BLOCK_SIZE)
    qk_scale = scale * 1.44269504

    offs_n = tl.arange(0, BLOCK_SIZE)
    for j in range(0, num_blocks):
        physical_block_idx = tl.load(block_tables_ptr + block_table_offset + j)
        v_offset = (physical_block_idx * stride_v_cache_0 + kv_head_idx * stride_v_cache_2
                    + offs_d[None, :] + offs_n[:, None] * stride_v_cache_1)
        k_offset = (physical_block_idx * stride_k_cache_0 + kv_head_idx * stride_k_cache_2
                    + offs_d[:, None] + offs_n[None, :] * stride_k_cache_1)
        K = tl.load(key_cache_ptr + k_offset)          # [HEAD_SIZE, BLOCK_SIZE]
        V = tl.load(value_cache_ptr + v_offset)        # [BLOCK_SIZE, HEAD_SIZE]
        seq_offset = j * BLOCK_SIZE + offs_n
        seq_mask = seq_offset[None, :] < context_len + query_pos[:, None] + 1
        S = tl.dot(Q, K) * qk_scale
        S = tl.where(query_mask_1[:, None] & query_mask_0[:, None] & seq_mask, S, float("-inf"))
        m_j = tl.maximum(M, tl.max(S, axis=1))
        m_j = tl.where(m_j > float("-inf"), m_j, 0.0)
        P = tl.math.exp2(S - m_j[:, None])
        l_j = tl.sum(P, axis=1)
        alpha = tl.math.exp2(M - m_j)
        acc = acc * alpha[:, None]
        L = L * alpha + l_j
        M = m_j
        acc += tl.dot(P.to(V.dtype), V)

    acc = acc / L[:, None]
    out_off = query_offset_0[:, None] * output_stride_0 + query_offset_1[:, None] * output_stride_1 + offs_d[None, :]
    tl.store(output_ptr + out_off, acc, mask=query_mask_0[:, None] & query_mask_1[:, None])
