# Source: InternLM/lmdeploy, lmdeploy/pytorch/kernels/cuda/multinomial_sampling.py (_multinomial_sampling_kernel).
# Rewritten for the closing trial 10a: one row of sorted probabilities per program (1 warp); a Philox tl.rand sample,
# a tl.range loop over BLOCK_N-wide chunks that, until the sample is found, loads a chunk, takes its tl.cumsum, keeps
# a running total with tl.max, tests the interval with a masked tl.sum, and on a hit loads the original token index
# at tl.argmax of the hit mask (a scalar load inside an scf.if inside the loop); pointers advance by the strides.
import triton
import triton.language as tl


@triton.jit
def multinomial_sampling(Scores, Seeds, Offsets, Indices, Outputs, stride_sb, stride_st, stride_ib, stride_it,
                         num_tokens, BLOCK_N: tl.constexpr):
    batch_id = tl.program_id(0)
    n_off = tl.arange(0, BLOCK_N)
    seed = tl.load(Seeds + batch_id)
    offset = tl.load(Offsets + batch_id).to(tl.int32)
    samp = tl.rand(seed, offset)
    acc = 0.0
    score_ptr = Scores + batch_id * stride_sb + n_off * stride_st
    indice_ptr = Indices + batch_id * stride_ib
    output = tl.load(indice_ptr)
    found = False
    for b_idx in tl.range(0, num_tokens, BLOCK_N):
        if not found:
            s_off = b_idx + n_off
            scores = tl.load(score_ptr, mask=s_off < num_tokens, other=0.0).to(tl.float32)
            c_scores = tl.cumsum(scores, 0)
            cum_scores = acc + c_scores
            acc += tl.max(c_scores, 0)
            hit = (samp > cum_scores - scores) & (samp <= cum_scores)
            found = tl.sum(hit, 0) > 0
            if found:
                pos = tl.argmax(hit.to(tl.int32), 0)
                output = tl.load(indice_ptr + pos * stride_it)
        score_ptr += stride_st * BLOCK_N
        indice_ptr += stride_it * BLOCK_N
    tl.store(Outputs + batch_id, output)
