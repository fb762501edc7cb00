# Source: AMD-AGI/Primus-Turbo, primus_turbo/triton/cross_entropy.py (turbo_cross_entropy_forward_kernel, itself after
# NVIDIA TransformerEngine's cross_entropy.py). Rewritten for the closing trial 13c: one row per program over a 3-D
# logits view (row split into row_0/row_1 by n_rows_1), a scalar atomic count of non-ignored rows, an online max/sum
# loop over the vocabulary with a runtime vocabulary stride (int64 when COPY_INPUT, which also stores the row to a
# saved buffer), label smoothing, the (m, d) statistics and the loss.
import triton
import triton.language as tl


@triton.jit
def ce_forward(
    X_ptr, X_stride_0, X_stride_1, X_stride_2,
    saved_input_ptr, Y_ptr, loss_ptr, stats_ptr, n_non_ignore,
    n_cols, n_rows_1, ignore_idx,
    label_smoothing: tl.constexpr, COUNT_NON_IGNORE: tl.constexpr, COPY_INPUT: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    row_0 = row // n_rows_1
    row_1 = row - row_0 * n_rows_1
    X_ptr += row_0 * X_stride_0 + row_1 * X_stride_1
    saved_input_ptr += row * n_cols

    y = tl.load(Y_ptr + row)
    if COUNT_NON_IGNORE:
        if y != ignore_idx:
            tl.atomic_add(n_non_ignore, 1)

    m = float("-inf")
    d = 0.0
    x_sum = 0.0
    for i in range(0, n_cols, BLOCK_SIZE):
        offs = i + tl.arange(0, BLOCK_SIZE)
        valid = offs < n_cols
        if COPY_INPUT:
            x = tl.load(X_ptr + offs.to(tl.int64) * X_stride_2, mask=valid, other=float("-inf"))
            tl.store(saved_input_ptr + offs, x, mask=valid)
        else:
            x = tl.load(X_ptr + offs * X_stride_2, mask=valid, other=float("-inf"))
        x = x.to(tl.float32)
        m_new = tl.maximum(m, tl.max(x))
        d = d * tl.exp(m - m_new) + tl.sum(tl.exp(x - m_new))
        m = m_new
        if label_smoothing > 0:
            x_sum += tl.sum(tl.where(valid, x, 0.0))

    tl.store(stats_ptr + row * 2, m)
    tl.store(stats_ptr + row * 2 + 1, d)
    if y == ignore_idx:
        tl.store(loss_ptr + row, 0.0)
        return
    x_y = float("-inf")
    if y >= 0:
        if y < n_cols:
            x_y = tl.load(X_ptr + y * X_stride_2).to(tl.float32)
    loss = -(x_y - m - tl.log(d))
    if label_smoothing > 0:
        eps = label_smoothing / n_cols
        smooth = -eps * x_sum + label_smoothing * (m + tl.log(d))
        loss = loss * (1 - label_smoothing) + smooth
    tl.store(loss_ptr + row, loss)
