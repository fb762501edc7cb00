# Source: hpcaitech/ColossalAI, colossalai/kernel/triton/kvcache_copy.py (_copy_to_kvcache_seqlen1_kernel).
# Rewritten for the closing trial 11a: during decoding, copy one new token's K and V (per sequence and KV head)
# into the last slot of a paged cache; K goes to the "new" layout [num_blocks, kv_heads, head_dim // X,
# block_size, X] in X-wide pieces (a tl.static_range over head_dim // X, each piece contiguous), V to
# [num_blocks, kv_heads, block_size, head_dim]. The slot comes from a block-table lookup (a dependent load).
import triton
import triton.language as tl


@triton.jit
def kvcache_copy_seqlen1(K, V, KCache, VCache, BLOCK_TABLES, context_lengths, stride_kt, stride_kh, stride_kd,
                         stride_vt, stride_vh, stride_vd, stride_kcb, stride_kch, stride_kcx, stride_kcs, stride_vcb,
                         stride_vch, stride_vcs, stride_vcd, stride_bts, stride_btb, block_size,
                         HEAD_DIM: tl.constexpr, KCACHE_X: tl.constexpr):
    seq = tl.program_id(0)
    kv_head = tl.program_id(1)
    pos = tl.load(context_lengths + seq) - 1
    block_id = tl.load(BLOCK_TABLES + seq * stride_bts + (pos // block_size) * stride_btb)
    slot = pos % block_size
    x = tl.arange(0, KCACHE_X)
    for part in tl.static_range(HEAD_DIM // KCACHE_X):
        dims = tl.arange(part * KCACHE_X, (part + 1) * KCACHE_X)
        k = tl.load(K + seq * stride_kt + kv_head * stride_kh + dims * stride_kd)
        v = tl.load(V + seq * stride_vt + kv_head * stride_vh + dims * stride_vd)
        tl.store(KCache + block_id * stride_kcb + kv_head * stride_kch + part * stride_kcx + slot * stride_kcs + x, k)
        tl.store(VCache + block_id * stride_vcb + kv_head * stride_vch + slot * stride_vcs + dims * stride_vcd, v)
