# Source: Lightning-AI/lightning-thunder, thunder/executors/triton_crossentropy_impl.py (_forward's
# _class_indices_forward branch with LABEL_SMOOTHING and IGNORE_INDEX). Rewritten for the trial: one program per row;
# a first loop over BLOCK-wide column tiles keeps an online max and sum of exp; a second loop writes -log softmax for
# every column into PROBS and sums it (for label smoothing); after tl.debug_barrier the row's label is read back from
# PROBS (a data-dependent gather of what this program just wrote) and the smoothed, ignore-masked loss is stored.
import triton
import triton.language as tl


@triton.jit
def xent_fwd(LOGITS, PROBS, IDX, LOSS, N, WEIGHT_BUFFER, smoothing_factor, IGNORE_INDEX: tl.constexpr,
             BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    logit_row = LOGITS + row * N
    ptrs = logit_row + cols
    m_prev = tl.full([], -float("inf"), tl.float32)
    l_prev = tl.full([], 0.0, tl.float32)
    for start in range(0, tl.cdiv(N, BLOCK)):
        x = tl.load(ptrs, mask=cols < N - start * BLOCK, other=-float("inf")).to(tl.float32)
        m_curr = tl.maximum(tl.max(x, 0), m_prev)
        l_prev *= tl.exp(m_prev - m_curr)
        l_prev = tl.sum(tl.exp(x - m_curr), 0) + l_prev
        m_prev = m_curr
        ptrs += BLOCK
    ptrs = logit_row + cols
    out_ptrs = PROBS + row * N + cols
    log_l = tl.log(l_prev)
    total = tl.full([], 0.0, tl.float32)
    for start in range(0, tl.cdiv(N, BLOCK)):
        x = tl.load(ptrs, mask=cols < N - start * BLOCK, other=log_l + m_prev).to(tl.float32)
        neg_logp = log_l - (x - m_prev)
        total += tl.sum(neg_logp, 0)
        tl.store(out_ptrs, neg_logp, mask=cols < N - start * BLOCK)
        ptrs += BLOCK
        out_ptrs += BLOCK
    label = tl.load(IDX + row)
    ignored = (label == IGNORE_INDEX).to(tl.float32)
    tl.debug_barrier()
    loss = tl.load(PROBS + row * N + label)
    tl.store(WEIGHT_BUFFER + row, 0.0)
    loss = (1 - smoothing_factor) * loss + smoothing_factor * total / N
    tl.store(LOSS + row, (loss * (1.0 - ignored)).to(LOSS.dtype.element_ty))
