# Source: ROCm/aotriton, tritonsrc/bwd_preprocess.py (bwd_preprocess_varlen, with composed_ptrs / composed_load /
# composed_inner_product_fp32 of tritonsrc/composed_tensors.py). Rewritten for the closing trial 15e: the attention
# backward's preprocess, delta[h, t] = sum_d O[t, h, d] * dO[t, h, d] in fp32, for variable-length sequences: the
# sequence start and end come from cu_seqlens (two i32 loads), a program past its sequence's end returns early, and a
# head dimension that is not a power of two (e.g. 96 = 64 + 32) is split into two power-of-two column pieces loaded
# and reduced separately (aotriton's "composed tensors"); the delta store is masked only when the tile overruns the
# sequence (an scf.if on a scalar). Changes: two pieces instead of up to three; the helpers are inlined; the LSE
# offset is h * total_tokens + start (aotriton's _lse_offset for batch 0).
import triton
import triton.language as tl


@triton.jit
def _piece(ptr, rows, col0, stride_m, n_rows, hdim, D: tl.constexpr, PADDED: tl.constexpr):
    cols = col0 + tl.arange(0, D)
    mask = rows[:, None] < n_rows
    if PADDED:
        mask = mask & (cols[None, :] < hdim)
    return tl.load(ptr + rows[:, None] * stride_m + cols[None, :], mask=mask, other=0.0).to(tl.float32)


@triton.jit
def aot_bwd_pre_varlen(Out, DO, Delta, stride_oh, stride_om, stride_doh, stride_dom, cu_seqlens_q, hdim_vo,
                       BLOCK_M: tl.constexpr, D0: tl.constexpr, D1: tl.constexpr, PADDED_HEAD: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_h = tl.program_id(1)
    off_z = tl.program_id(2)
    num_seq = tl.num_programs(2)
    start = tl.load(cu_seqlens_q + off_z)
    end = tl.load(cu_seqlens_q + off_z + 1)
    total = tl.load(cu_seqlens_q + num_seq)
    seqlen = end - start
    if off_m >= seqlen:
        return
    offs_m = off_m + tl.arange(0, BLOCK_M)
    o_base = Out + off_h * stride_oh + start * stride_om
    do_base = DO + off_h * stride_doh + start * stride_dom
    o0 = _piece(o_base, offs_m, 0, stride_om, seqlen, hdim_vo, D0, PADDED_HEAD)
    do0 = _piece(do_base, offs_m, 0, stride_dom, seqlen, hdim_vo, D0, PADDED_HEAD)
    delta = tl.sum(o0 * do0, axis=1)
    if D1 > 0:
        o1 = _piece(o_base, offs_m, D0, stride_om, seqlen, hdim_vo, D1, PADDED_HEAD)
        do1 = _piece(do_base, offs_m, D0, stride_dom, seqlen, hdim_vo, D1, PADDED_HEAD)
        delta += tl.sum(o1 * do1, axis=1)
    delta_ptrs = Delta + off_h * total + start + offs_m
    overflow = off_m + BLOCK_M - seqlen
    if overflow > 0:
        boundary = tl.full((BLOCK_M,), BLOCK_M - overflow, dtype=tl.int32)
        tl.store(delta_ptrs, delta, mask=boundary > tl.arange(0, BLOCK_M))
    else:
        tl.store(delta_ptrs, delta)
