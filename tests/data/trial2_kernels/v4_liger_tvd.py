# Source: linkedin/Liger-Kernel, src/liger_kernel/ops/tvd.py (_tv_distance_kernel); rewritten for the trial of
# issue 23. Total variation distance per row with a sign gradient; reduction "batchmean"-style loss per row.
import triton
import triton.language as tl


@triton.jit
def tv_distance_kernel(p_ptr, p_stride, q_ptr, q_stride, loss_ptr, loss_stride, grads_ptr, grads_stride,
                       label_ptr, ignore_index, n_cols, BLOCK_SIZE: tl.constexpr, HAS_LABEL: tl.constexpr):
    pid = tl.program_id(0).to(tl.int64)
    p_ptr += pid * p_stride
    q_ptr += pid * q_stride
    loss_ptr += pid * loss_stride
    grads_ptr += pid * grads_stride
    label_ptr += pid
    base_offsets = tl.arange(0, BLOCK_SIZE)
    if HAS_LABEL:
        label = tl.load(label_ptr)
        if label == ignore_index:
            for i in range(0, n_cols, BLOCK_SIZE):
                offsets = i + base_offsets
                tl.store(grads_ptr + offsets, 0.0, mask=offsets < n_cols)
            return
    loss_sum = 0.0
    for i in range(0, n_cols, BLOCK_SIZE):
        offsets = i + base_offsets
        mask = offsets < n_cols
        p = tl.load(p_ptr + offsets, mask=mask, other=0.0)
        q = tl.load(q_ptr + offsets, mask=mask, other=0.0)
        tv_loss = 0.5 * tl.abs(p - q)
        grad_res = tl.where(p > q, 0.5, -0.5)
        tl.store(grads_ptr + offsets, grad_res, mask=mask)
        loss_sum += tl.sum(tv_loss, axis=0)
    tl.store(loss_ptr, loss_sum)
