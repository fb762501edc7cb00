# Source: KellerJordan/modded-nanogpt, triton_kernels.py (fused_softcapped_entropy_bwd_kernel).
# Rewritten for the closing trial 13a: the backward of the softcapped (z = A * sigmoid((x + B) / C)) cross-entropy
# with multi-token-prediction weights. One program per row (row index widened to int64); a scalar pre-loop sums the
# weights of the next n_predict targets that exist; a loop over BLOCK_SIZE columns of the bf16 logits row (masked on
# the tail) recomputes the softmax probability from the saved log-sum-exp, subtracts each target's weight at its
# column (an inner loop over n_predict scalar loads), applies the softcap's derivative, divides by grad_s and stores
# the gradient as fp8 e5m2 (tl.float8e5, one byte per element).
import triton
import triton.language as tl


@triton.jit
def mng_softcap_ce_bwd(grad_input_ptr, grad_output_ptr, lse_ptr, logits_ptr, targets_ptr, mtp_weights_ptr,
                       stride_logits_n, stride_logits_v, stride_grad_n, stride_grad_v,
                       n_rows, n_cols, n_predict, A, B, C, grad_s,
                       BLOCK_SIZE: tl.constexpr):
    row_idx = tl.program_id(0).to(tl.int64)
    logits_row_ptr = logits_ptr + row_idx * stride_logits_n
    grad_row_ptr = grad_input_ptr + row_idx * stride_grad_n
    lse = tl.load(lse_ptr + row_idx)
    grad_loss = tl.load(grad_output_ptr + row_idx)
    w_sum = 0.0
    for k in range(n_predict):
        if row_idx + k < n_rows:
            w_sum += tl.load(mtp_weights_ptr + k)
    inv_C = 1.0 / C
    b_over_c = B * inv_C
    a_over_c = inv_C * A
    for off in range(0, n_cols, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        mask = cols < n_cols
        val = tl.load(logits_row_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        s = tl.sigmoid(val * inv_C + b_over_c)
        z = A * s
        p = tl.exp(z - lse)
        hit = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
        for k in range(n_predict):
            if row_idx + k < n_rows:
                target = tl.load(targets_ptr + row_idx + k).to(tl.int32)
                weight = tl.load(mtp_weights_ptr + k)
                hit += tl.where(cols == target, weight, 0.0)
        grad_z = grad_loss * (w_sum * p - hit)
        grad_x = grad_z * (a_over_c * s * (1.0 - s))
        grad_x = grad_x / grad_s
        tl.store(grad_row_ptr + cols, grad_x.to(tl.float8e5), mask=mask)
