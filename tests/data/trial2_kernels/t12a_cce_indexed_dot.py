# Source: apple/ml-cross-entropy, cut_cross_entropy/indexed_dot.py (_indexed_neg_dot_forward_kernel).
# Rewritten for the closing trial 12a: the target-logit term of cut cross-entropy, -<E[b, :], C[inds[b], :]>. One
# program per (B block, D block) in grouped order; the rows of C are gathered through the label indices (a
# dependent, data-chosen row), the per-row partial dot is a masked f32 tl.sum over the D block, shifted labels
# (HAS_SHIFT) and an optional bias, and the partial sums meet in Out through tl.atomic_add.
import triton
import triton.language as tl


@triton.jit
def indexed_neg_dot(E, C, Inds, Bias, Out, B, D, V, stride_eb, stride_ed, stride_cv, stride_cd, stride_ib,
                    stride_biasv, shift, BLOCK_B: tl.constexpr, BLOCK_D: tl.constexpr, GROUP_B: tl.constexpr,
                    HAS_BIAS: tl.constexpr, EVEN_D: tl.constexpr, HAS_SHIFT: tl.constexpr):
    pid = tl.program_id(0)
    n_b = tl.cdiv(B, BLOCK_B)
    n_d = tl.cdiv(D, BLOCK_D)
    per_group = GROUP_B * n_d
    group = pid // per_group
    first_b = group * GROUP_B
    group_rows = min(n_b - first_b, GROUP_B)
    pid_b = first_b + ((pid % per_group) % group_rows)
    pid_d = (pid % per_group) // group_rows

    rows = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    cols = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    e_mask = rows[:, None] < B
    if not EVEN_D:
        e_mask = e_mask & (cols[None, :] < D)
    e = tl.load(E + rows[:, None].to(tl.int64) * stride_eb + cols[None, :].to(tl.int64) * stride_ed, mask=e_mask,
                other=0.0)

    lbl_rows = rows
    if HAS_SHIFT:
        lbl_rows = rows + shift
    inds = tl.load(Inds + lbl_rows.to(tl.int64) * stride_ib, mask=lbl_rows < B, other=V)
    c_mask = inds[:, None] < V
    if not EVEN_D:
        c_mask = c_mask & (cols[None, :] < D)
    c = tl.load(C + inds[:, None].to(tl.int64) * stride_cv + cols[None, :].to(tl.int64) * stride_cd, mask=c_mask,
                other=0.0)

    neg = -tl.sum(e.to(tl.float32) * c.to(tl.float32), 1)
    if HAS_BIAS:
        bias = tl.load(Bias + inds * stride_biasv, mask=inds < V, other=0.0)
        neg -= bias.to(tl.float32)
    tl.atomic_add(Out + rows, neg, mask=rows < B)
