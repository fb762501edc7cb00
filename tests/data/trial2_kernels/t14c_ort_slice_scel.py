# Source: microsoft/onnxruntime, orttraining/orttraining/python/training/ort_triton/kernel/_slice_scel.py
# (_triton_slice_log_softmax, _triton_slice_scel).
# Rewritten for the closing trial 14c: ONNX Runtime training's fused Slice + SoftmaxCrossEntropyLoss. The first
# kernel is a three-pass log-softmax over rows of c logits that skips every (d + 1)-th row of the [n, d + 1, c]
# logits (the sliced-off last position: row = x // d * (d + 1) + x % d), with loops of RBLOCK columns masked on the
# tail (running max, then sum of exp, then the fp32 store). The second is the single-program loss: it gathers each
# row's label from the [n, d + 1] labels shifted by one position, gathers log_prob[row, label] (an indexed load),
# skips ignore_index, and stores the mean loss and the count of counted rows. Upstream loaded the labels with
# other=0.0 into an int tensor and could index log_prob with ignore_index (-100): here the gather's mask keeps it out
# and the label load's other is 0; the row offset is widened to int64 (n * d * c passes 2^31 for large vocabularies).
import triton
import triton.language as tl


@triton.jit
def ort_slice_log_softmax(log_prob, logit, d: tl.constexpr, c: tl.constexpr, RBLOCK: tl.constexpr):
    xoffset = tl.program_id(0).to(tl.int64)
    logit_xoffset = (xoffset // d * (d + 1) + xoffset % d) * c
    rbase = tl.arange(0, RBLOCK)
    logit_max_row = tl.full([RBLOCK], float("-inf"), tl.float32)
    for roffset in range(0, c, RBLOCK):
        rindex = rbase + roffset
        rmask = rindex < c
        row = tl.load(logit + logit_xoffset + rindex, mask=rmask, other=float("-inf")).to(tl.float32)
        logit_max_row = tl.maximum(logit_max_row, row)
    row_max = tl.max(logit_max_row, axis=0)
    exp_sum_row = tl.zeros([RBLOCK], tl.float32)
    for roffset in range(0, c, RBLOCK):
        rindex = rbase + roffset
        rmask = rindex < c
        row = tl.load(logit + logit_xoffset + rindex, mask=rmask, other=0.0).to(tl.float32)
        exp_sum_row += tl.where(rmask, tl.exp(row - row_max), 0.0)
    log_sum = tl.log(tl.sum(exp_sum_row, axis=0)) + row_max
    for roffset in range(0, c, RBLOCK):
        rindex = rbase + roffset
        rmask = rindex < c
        row = tl.load(logit + logit_xoffset + rindex, mask=rmask, other=0.0).to(tl.float32)
        tl.store(log_prob + xoffset * c + rindex, row - log_sum, mask=rmask)


@triton.jit
def ort_slice_scel(loss, factor, log_prob, label, ignore_index, d: tl.constexpr, c: tl.constexpr,
                   n_cols: tl.constexpr, RBLOCK: tl.constexpr):
    rbase = tl.arange(0, RBLOCK)
    neg_sum_row = tl.zeros([RBLOCK], tl.float32)
    factor_row = tl.zeros([RBLOCK], tl.float32)
    for roffset in range(0, n_cols, RBLOCK):
        rindex = rbase + roffset
        rmask = rindex < n_cols
        label_row = tl.load(label + (rindex // d) * (d + 1) + rindex % d + 1, mask=rmask, other=0).to(tl.int32)
        counted = rmask & (label_row != ignore_index)
        lp = tl.load(log_prob + rindex.to(tl.int64) * c + label_row, mask=counted, other=0.0)
        neg_sum_row = tl.where(counted, neg_sum_row - lp, neg_sum_row)
        factor_row = tl.where(counted, factor_row + 1.0, factor_row)
    reduced_neg_sum = tl.sum(neg_sum_row, axis=0)
    reduced_factor = tl.sum(factor_row, axis=0)
    tl.store(loss, (reduced_neg_sum / reduced_factor).to(loss.dtype.element_ty))
    tl.store(factor, reduced_factor)
