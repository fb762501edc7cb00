# Source: GeeeekExplorer/nano-vllm, nanovllm/layers/attention.py (store_kvcache_kernel). Rewritten for the closing
# trial 15a: the paged KV-cache writer of nano-vllm. One program per token: it loads the token's i64 slot id from
# slot_mapping, leaves when the slot is -1 (a padded token), and copies the token's D = num_heads * head_dim key and
# value elements into the slot's row of the flat k/v caches (row offset slot * D from a loaded i64). Changes: the
# early `return` is an `if slot != -1:` block (same control flow), names are spelled out, and the D elements are
# covered by a masked BLOCK_D arange so that a D that is not a power of two (e.g. 8 heads * 96) compiles.
import triton
import triton.language as tl


@triton.jit
def nvllm_store_kvcache(key_ptr, key_stride, value_ptr, value_stride, k_cache_ptr, v_cache_ptr, slot_mapping_ptr,
                        D: tl.constexpr, BLOCK_D: tl.constexpr):
    idx = tl.program_id(0)
    slot = tl.load(slot_mapping_ptr + idx)
    if slot != -1:
        cols = tl.arange(0, BLOCK_D)
        col_mask = cols < D
        key = tl.load(key_ptr + idx * key_stride + cols, mask=col_mask)
        value = tl.load(value_ptr + idx * value_stride + cols, mask=col_mask)
        cache_offsets = slot * D + cols
        tl.store(k_cache_ptr + cache_offsets, key, mask=col_mask)
        tl.store(v_cache_ptr + cache_offsets, value, mask=col_mask)
