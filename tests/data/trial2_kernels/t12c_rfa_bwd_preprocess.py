# Source: ROCm/flash-attention, flash_attn/flash_attn_triton_amd/bwd_prefill_split.py (_bwd_preprocess).
# Rewritten for the closing trial 12c: delta[b, h, m] = sum_d O[b, h, m, d] * dO[b, h, m, d] for the attention
# backward, one program per (BLOCK_M rows, batch, head) on a 3-D grid, with an optional varlen start read from
# cu_seqlens_q and a padded head (ACTUAL_HEAD_DIM < HEAD_DIM) masked on the d axis; O and dO share strides.
import triton
import triton.language as tl


@triton.jit
def bwd_preprocess(
    O, DO, Delta,  # noqa: E741
    stride_ob, stride_oh, stride_om, stride_ok,
    stride_deltab, stride_deltah, stride_deltam,
    cu_seqlens_q, max_seqlen_q,
    BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr, ACTUAL_HEAD_DIM: tl.constexpr,
    IS_VARLEN: tl.constexpr,
):
    pid_m = tl.program_id(0)
    bid = tl.program_id(1)
    hid = tl.program_id(2)
    q_start = 0
    seqlen_q = max_seqlen_q
    if IS_VARLEN:
        q_start = tl.load(cu_seqlens_q + bid)
        q_end = tl.load(cu_seqlens_q + bid + 1)
        seqlen_q = q_end - q_start
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_k = tl.arange(0, HEAD_DIM)
    base = bid * stride_ob + hid * stride_oh + q_start * stride_om
    mask_m = offs_m < seqlen_q
    mask_md = mask_m[:, None]
    if ACTUAL_HEAD_DIM != HEAD_DIM:
        mask_md &= offs_k[None, :] < ACTUAL_HEAD_DIM
    offs = offs_m[:, None] * stride_om + offs_k[None, :] * stride_ok
    o = tl.load(O + base + offs, mask=mask_md, other=0.0).to(tl.float32)
    do = tl.load(DO + base + offs, mask=mask_md, other=0.0).to(tl.float32)
    delta = tl.sum(o * do, axis=1)
    d_base = Delta + bid * stride_deltab + hid * stride_deltah + q_start * stride_deltam
    tl.store(d_base + offs_m * stride_deltam, delta, mask=mask_m)
