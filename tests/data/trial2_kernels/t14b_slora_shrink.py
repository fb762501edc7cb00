# Source: S-LoRA/S-LoRA, slora/models/peft/triton_kernel/lora/lora_prefill.py (_shrink_fwd_kernel, the prefill
# "shrink" x @ A of unified-paging LoRA). Rewritten for the closing trial 14b: each program takes one request
# (program_id 0), a BLOCK_N slice of the adapter's rank (program_id 1) and a BLOCK_M slice of its tokens
# (program_id 2); the adapter id, its rank (stored as 4 * rank for q, k, v, o), the adapter's first row in the
# paged weight pool and the request's first token are scalar loads; the rank rows' page locations are gathered
# from B_Loc (an index load) and each page row of W is read transposed into a [BLOCK_K, BLOCK_N] tile over a
# hidden-size K loop (BLOCK_DMODEL, a constexpr); the fp32 dot is stored as fp16. Upstream stored the full
# [BLOCK_M, BLOCK_N] tile masked only by the token count; the store here is also masked to the rank (a rank below
# BLOCK_N wrote past the request's columns).
import triton
import triton.language as tl


@triton.jit
def slora_shrink(X, W, B_Loc, B_Lora_Start_Loc, B_Lora_Ranks, B_Start_Loc, B_Seqlen, B_Indicies, Out, qkvo,
                 stride_xbs, stride_xh, stride_wbs, stride_wh, stride_obs, stride_oh,
                 BLOCK_M: tl.constexpr, BLOCK_DMODEL: tl.constexpr, BLOCK_N: tl.constexpr,
                 BLOCK_K: tl.constexpr):
    cur_batch = tl.program_id(0)
    start_n = tl.program_id(1)
    start_m = tl.program_id(2)
    cur_adapter = tl.load(B_Indicies + cur_batch)
    seq_len = tl.load(B_Seqlen + cur_batch)
    rank = tl.load(B_Lora_Ranks + cur_adapter) // 4
    adapter_start = tl.load(B_Lora_Start_Loc + cur_adapter) + rank * qkvo
    token_start = tl.load(B_Start_Loc + cur_batch)

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    off_x = (token_start + offs_m) * stride_xbs
    offs_k = tl.arange(0, BLOCK_K)
    offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    w_loc = tl.load(B_Loc + adapter_start + offs_n, mask=offs_n < rank, other=0)
    off_w = w_loc * stride_wbs

    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for start_k in range(0, BLOCK_DMODEL, BLOCK_K):
        start_k = tl.multiple_of(start_k, BLOCK_K)
        x = tl.load(X + off_x[:, None] + (start_k + offs_k[None, :]) * stride_xh,
                    mask=offs_m[:, None] < seq_len, other=0.0)
        w = tl.load(W + off_w[None, :] + (start_k + offs_k[:, None]) * stride_wh,
                    mask=offs_n[None, :] < rank, other=0.0)
        acc += tl.dot(x, w)

    c = acc.to(tl.float16)
    out_ptrs = Out + (token_start + offs_m[:, None]) * stride_obs + offs_n[None, :] * stride_oh
    tl.store(out_ptrs, c, mask=(offs_m[:, None] < seq_len) & (offs_n[None, :] < rank))
