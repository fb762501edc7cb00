# Source: NVIDIA/Megatron-LM, megatron/core/fusions/linear_cross_entropy/triton/kernels.py (forward_dp_epilogue).
# Rewritten for the closing trial 13d: the data-parallel epilogue of Megatron's fused linear cross-entropy. Each
# program owns BLOCK_M tokens and walks the per-split (max, sum-exp) partials in BLOCK_N-wide chunks, folding them into
# one running max and rescaled sum (an online log-sum-exp, two tl.exp per chunk); it then stores both, reads the
# label logit and the label (ignore_index masks it out) and, for REDUCTION == 2 (mean), divides the block's summed
# loss by the valid-token count and tl.atomic_add's it into one f32 scalar.
import triton
import triton.language as tl


@triton.jit
def dp_epilogue(num_tokens, num_splits, ignore_index, labels_ptr, stride_labels, num_valid_tokens_ptr,
                max_ptr, stride_max_m, stride_max_n, accu_ptr, stride_accu_m, stride_accu_n,
                global_max_ptr, stride_global_max, global_accu_ptr, stride_global_accu,
                global_logprobs_ptr, stride_global_logprobs, global_logprobs_scalar_ptr,
                REDUCTION: tl.constexpr, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr):
    pid_m = tl.program_id(axis=0)
    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    row_ok = offs_m < num_tokens
    run_max = tl.zeros((BLOCK_SIZE_M,), dtype=tl.float32)
    run_sum = tl.zeros((BLOCK_SIZE_M,), dtype=tl.float32)

    for chunk in range(0, tl.cdiv(num_splits, BLOCK_SIZE_N)):
        offs_n = chunk * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        both_ok = row_ok[:, None] & (offs_n[None, :] < num_splits)
        part_max = tl.load(max_ptr + offs_m[:, None] * stride_max_m + offs_n[None, :] * stride_max_n,
                           mask=both_ok, other=0.0)
        part_sum = tl.load(accu_ptr + offs_m[:, None] * stride_accu_m + offs_n[None, :] * stride_accu_n,
                           mask=both_ok, other=0.0)
        old_max = run_max
        run_max = tl.maximum(run_max, tl.max(part_max, axis=1))
        rescale = tl.exp(part_max - run_max[:, None])
        carry = tl.exp(old_max - run_max)
        run_sum = carry * run_sum + tl.sum(rescale * part_sum, axis=1)

    tl.store(global_max_ptr + offs_m * stride_global_max, run_max, mask=row_ok)
    tl.store(global_accu_ptr + offs_m * stride_global_accu, run_sum, mask=row_ok)
    labels = tl.load(labels_ptr + offs_m * stride_labels, mask=row_ok, other=ignore_index)
    logprob_ptrs = global_logprobs_ptr + offs_m * stride_global_logprobs
    label_logit = tl.load(logprob_ptrs, mask=row_ok)
    loss = run_max + tl.log(run_sum) - label_logit
    loss = tl.where(labels != ignore_index, loss, 0.0)

    if REDUCTION == 0:
        tl.store(logprob_ptrs, loss, mask=row_ok)
    elif REDUCTION == 1:
        tl.atomic_add(global_logprobs_scalar_ptr, tl.sum(loss, axis=0))
    else:
        n_valid = tl.load(num_valid_tokens_ptr)
        tl.atomic_add(global_logprobs_scalar_ptr, tl.fdiv(tl.sum(loss, axis=0), n_valid.to(tl.float32)))
