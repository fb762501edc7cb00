# Modeled on linkedin/Liger-Kernel src/liger_kernel/ops/cross_entropy.py (liger_cross_entropy_kernel, online
# softmax in two passes, tl.debug_barrier); rewritten and shortened (no z-loss) for the trial.
import triton
import triton.language as tl


@triton.jit
def cross_entropy_kernel(X_ptr, X_stride, Y_ptr, Y_stride, loss_ptr, loss_stride, n_cols, n_non_ignore, ignore_index,
                         label_smoothing: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0).to(tl.int64)
    Y_ptr += pid * Y_stride
    y = tl.load(Y_ptr)
    X_ptr += pid * X_stride
    if y == ignore_index:
        for i in range(0, n_cols, BLOCK_SIZE):
            offs = i + tl.arange(0, BLOCK_SIZE)
            tl.store(X_ptr + offs, 0.0, mask=offs < n_cols)
        return
    loss_ptr += pid * loss_stride
    m = float("-inf")
    d = 0.0
    x_y = tl.load(X_ptr + y)
    smoothed = 0.0
    eps = label_smoothing / n_cols
    for i in range(0, n_cols, BLOCK_SIZE):
        offs = i + tl.arange(0, BLOCK_SIZE)
        xb = tl.load(X_ptr + offs, mask=offs < n_cols, other=float("-inf"))
        bmax = tl.max(xb)
        if label_smoothing > 0:
            smoothed += tl.sum(tl.where(offs < n_cols, -eps * xb, 0.0))
        m_new = tl.maximum(m, bmax)
        d = d * tl.exp(m - m_new) + tl.sum(tl.exp(xb - m_new))
        m = m_new
    lse = m + tl.log(d)
    for i in range(0, n_cols, BLOCK_SIZE):
        offs = i + tl.arange(0, BLOCK_SIZE)
        xb = tl.load(X_ptr + offs, mask=offs < n_cols, other=float("-inf"))
        xb = tl.exp(xb - m) / d - eps
        xb = xb / n_non_ignore
        tl.store(X_ptr + offs, xb, mask=offs < n_cols)
    tl.debug_barrier()
    loss = lse - x_y
    if label_smoothing > 0:
        loss = loss * (1 - label_smoothing) + smoothed + label_smoothing * lse
    g = tl.load(X_ptr + y)
    g += -(1 - label_smoothing) / n_non_ignore
    tl.store(loss_ptr, loss)
    tl.store(X_ptr + y, g)
