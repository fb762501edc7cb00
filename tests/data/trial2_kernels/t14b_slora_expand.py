# Source: S-LoRA/S-LoRA, slora/models/peft/triton_kernel/lora/lora_prefill.py (_expand_fwd_kernel, the prefill
# "expand" (x @ A) @ B of unified-paging LoRA, accumulated into the base output). Rewritten for the closing trial
# 14b: each program takes one request (program_id 0), a TILE_N slice of the output features (program_id 1) and a
# BLOCK_M slice of its tokens (program_id 2); a [BLOCK_M, BLOCK_RANK] fp16 x tile is loaded once; for each BLOCK_N
# column block the page location of each output column is gathered from B_Loc (column * rank // BLOCK_DMODEL: the
# rank rows of B are stored as pages of BLOCK_DMODEL values) and W is read at (column * rank + d) % BLOCK_DMODEL,
# then Out is read, the scaled dot added and Out written back (a read-modify-write of the base projection). Upstream
# masked the W load only by the rank; the x load is now also masked by the rank (columns past it are other=0), so
# the dot never adds pool rows that belong to the next adapter.
import triton
import triton.language as tl


@triton.jit
def slora_expand(X, W, scale, B_Loc, B_Lora_Start_Loc, B_Lora_Ranks, B_Start_Loc, B_Seqlen, B_Indicies, Out,
                 qkvo, stride_xbs, stride_xh, stride_wbs, stride_wh, stride_obs, stride_oh,
                 BLOCK_M: tl.constexpr, BLOCK_DMODEL: tl.constexpr, BLOCK_N: tl.constexpr,
                 BLOCK_RANK: tl.constexpr, TILE_N: tl.constexpr):
    cur_batch = tl.program_id(0)
    cur_tile = tl.program_id(1)
    start_m = tl.program_id(2)
    cur_adapter = tl.load(B_Indicies + cur_batch)
    seq_len = tl.load(B_Seqlen + cur_batch)
    rank = tl.load(B_Lora_Ranks + cur_adapter) // 4
    adapter_start = tl.load(B_Lora_Start_Loc + cur_adapter) + rank * qkvo
    token_start = tl.load(B_Start_Loc + cur_batch)
    lora_scale = tl.load(scale + cur_adapter)

    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_RANK)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    off_x = (token_start + offs_m[:, None]) * stride_xbs + offs_d[None, :] * stride_xh
    x = tl.load(X + off_x, mask=(offs_m[:, None] < seq_len) & (offs_d[None, :] < rank), other=0.0)

    for start_n in range(cur_tile * TILE_N, (cur_tile + 1) * TILE_N, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        cols = start_n + offs_n
        w_loc = tl.load(B_Loc + adapter_start + (cols * rank // BLOCK_DMODEL), mask=cols < BLOCK_DMODEL, other=0)
        off_w = w_loc[None, :] * stride_wbs + ((cols[None, :] * rank + offs_d[:, None]) % BLOCK_DMODEL) * stride_wh
        w = tl.load(W + off_w, mask=offs_d[:, None] < rank, other=0.0)
        out_ptrs = Out + (token_start + offs_m[:, None]) * stride_obs + cols[None, :] * stride_oh
        wx = tl.load(out_ptrs, mask=offs_m[:, None] < seq_len, other=0.0)
        wx += (tl.dot(x, w) * lora_scale).to(wx.dtype)
        tl.store(out_ptrs, wx, mask=offs_m[:, None] < seq_len)
