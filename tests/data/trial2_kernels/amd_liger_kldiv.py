# After linkedin/Liger-Kernel src/liger_kernel/ops/kl_div.py (_kldiv_kernel_forward): one row per program, a loop
# over the vocabulary in BLOCK_SIZE chunks, the KL terms summed per row ("batchmean" reduction) and stored once.
import triton
import triton.language as tl


@triton.jit
def _kldiv_kernel_forward(y_ptr, y_stride, gt_ptr, gt_stride, loss_ptr, loss_stride, n_cols, eps,
                          BLOCK_SIZE: tl.constexpr, log_target: tl.constexpr):
    pid = tl.program_id(0).to(tl.int64)
    y_ptr += pid * y_stride
    gt_ptr += pid * gt_stride
    loss_ptr += pid * loss_stride
    base_offsets = tl.arange(0, BLOCK_SIZE)
    loss_sum = 0.0
    for i in range(0, n_cols, BLOCK_SIZE):
        offsets = i + base_offsets
        mask = offsets < n_cols
        y = tl.load(y_ptr + offsets, mask=mask, other=0.0)
        y_true = tl.load(gt_ptr + offsets, mask=mask, other=0.0)
        if not log_target:
            loss = y_true * (tl.log(tl.maximum(y_true, eps)) - y)
        else:
            loss = tl.exp(y_true) * (y_true - y)
        loss_sum += tl.sum(loss, axis=0)
    tl.store(loss_ptr, loss_sum)
