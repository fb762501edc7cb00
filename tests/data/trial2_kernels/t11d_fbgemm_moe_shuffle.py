# Source: pytorch/FBGEMM, fbgemm_gpu/experimental/gen_ai/gen_ai/moe/shuffling.py (_fbgemm_combine_or_split_shuffling).
# Rewritten for the closing trial 11d, the COMBINE=True, PADDED=False case: one program per (rank, local expert, D
# split); a [BLOCK_EP, BLOCK_E] tile of token counts is loaded and reduced with masked tl.where sums to get the
# input and output token offsets (rank-first and expert-first orders), the last program stores per-expert totals
# and returns early, then a flat loop copies BLOCK_T x BLOCK_D token tiles from the input to the output rows.
import triton
import triton.language as tl


@triton.jit
def combine_shuffling(input_tokens_ptr, input_token_counts_ptr, output_tokens_ptr, output_token_counts_ptr,
                      EG_START, EG: tl.constexpr, EP: tl.constexpr, E: tl.constexpr, D: tl.constexpr,
                      BLOCK_E: tl.constexpr, BLOCK_EG: tl.constexpr, BLOCK_EP: tl.constexpr,
                      SPLIT_D: tl.constexpr, BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    tidx = tl.program_id(0)
    NUM_D_BLOCKS: tl.constexpr = (D + SPLIT_D * BLOCK_D - 1) // (SPLIT_D * BLOCK_D)
    rank = tidx // (EG * SPLIT_D)
    local_expert = (tidx % (EG * SPLIT_D)) // SPLIT_D
    didx = tidx % SPLIT_D
    offs_e = tl.arange(0, BLOCK_E)
    offs_eg = tl.arange(0, BLOCK_EG)
    offs_ep = tl.arange(0, BLOCK_EP)
    global_expert = local_expert + EG_START
    counts = tl.load(input_token_counts_ptr + offs_ep[:, None] * E + offs_e[None, :],
                     mask=(offs_ep[:, None] < EP) & (offs_e[None, :] < E), other=0, eviction_policy="evict_last")
    counts_eg = tl.load(input_token_counts_ptr + offs_ep[:, None] * E + EG_START + offs_eg[None, :],
                        mask=(offs_ep[:, None] < EP) & (offs_eg[None, :] < EG), other=0,
                        eviction_policy="evict_last")
    LAST_TILE: tl.constexpr = EP * EG * SPLIT_D
    if tidx == LAST_TILE:
        per_expert = tl.sum(counts_eg, axis=0)
        tl.store(output_token_counts_ptr + offs_eg, per_expert, mask=offs_eg < EG)
        tl.store(output_token_counts_ptr + EG, tl.sum(per_expert))
        return
    before_rank = offs_ep[:, None] < rank
    at_rank = offs_ep[:, None] == rank
    before_expert = offs_e[None, :] < global_expert
    in_off = tl.sum(tl.where(before_rank | (at_rank & before_expert), counts, 0))
    before_local = offs_eg[None, :] < local_expert
    at_local = offs_eg[None, :] == local_expert
    out_off = tl.sum(tl.where(before_local | (at_local & before_rank), counts_eg, 0))
    in_off = in_off.to(tl.int64)
    out_off = out_off.to(tl.int64)
    n_tokens = tl.load(input_token_counts_ptr + rank * E + global_expert)
    if n_tokens == 0:
        return
    MASK_D: tl.constexpr = D % (SPLIT_D * BLOCK_D) != 0
    n_t_blocks = tl.cdiv(n_tokens, BLOCK_T)
    t = tl.arange(0, BLOCK_T)[:, None]
    d = didx * NUM_D_BLOCKS * BLOCK_D + tl.arange(0, BLOCK_D)[None, :]
    src = input_tokens_ptr + (in_off + t) * D + d
    dst = output_tokens_ptr + (out_off + t) * D + d
    for i in range(n_t_blocks * NUM_D_BLOCKS):
        m = t < n_tokens
        if MASK_D:
            m &= d < D
        tile = tl.load(src, mask=m)
        tl.store(dst, tile, mask=m)
        if i % NUM_D_BLOCKS == NUM_D_BLOCKS - 1:
            t += BLOCK_T
            src += BLOCK_T * D - (NUM_D_BLOCKS - 1) * BLOCK_D
            dst += BLOCK_T * D - (NUM_D_BLOCKS - 1) * BLOCK_D
            if MASK_D:
                d -= (NUM_D_BLOCKS - 1) * BLOCK_D
        else:
            src += BLOCK_D
            dst += BLOCK_D
            if MASK_D:
                d += BLOCK_D
