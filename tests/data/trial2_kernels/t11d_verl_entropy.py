# Source: volcengine/verl, verl/utils/kernel/kernels.py (efficient_entropy_kernel_general_mainloop, the USE_TMA=False
# path). Rewritten for the closing trial 11d: logits = hidden @ weight.T tile by tile (a K loop of tl.dot nested in a
# loop over the vocabulary tiles of this split), then an online max / sum-of-exp / entropy / label-logprob update per
# row (four row reductions per vocabulary tile), stores of the per-split partials, and one scalar store by program 0.
import triton
import triton.language as tl


@triton.jit
def entropy_mainloop(rank, hidden_ptr, weight_ptr, labels_ptr, num_tokens, hidden_size, vocab_size, vocab_per_split,
                     stride_hidden_m, stride_hidden_k, stride_weight_n, stride_weight_k,
                     max_ptr, stride_max_m, stride_max_n, accu_ptr, stride_accu_m, stride_accu_n,
                     entropy_b_ptr, stride_entropy_b_m, stride_entropy_b_n,
                     logprobs_ptr, stride_logprobs, logprobs_scalar_ptr, rcp_temperature,
                     BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_splits = (vocab_size + vocab_per_split - 1) // vocab_per_split
    num_pid_m = tl.cdiv(num_tokens, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(vocab_per_split, BLOCK_SIZE_N)
    pid_m = pid % num_pid_m
    pid_n = pid // num_pid_m
    if pid_m == 0 and pid_n == 0:
        tl.store(logprobs_scalar_ptr, 0.0)
    offs_am = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    hidden_ptrs = hidden_ptr + (offs_am[:, None] * stride_hidden_m + offs_k[None, :] * stride_hidden_k)
    labels = tl.load(labels_ptr + offs_am, mask=offs_am < num_tokens)
    run_max = tl.full((BLOCK_SIZE_M,), -float("inf"), dtype=tl.float32)
    run_sum = tl.zeros((BLOCK_SIZE_M,), dtype=tl.float32)
    run_ent = tl.zeros((BLOCK_SIZE_M,), dtype=tl.float32)
    run_lp = tl.zeros((BLOCK_SIZE_M,), dtype=tl.float32)
    vocab_end = min((pid_n + 1) * vocab_per_split, vocab_size)
    for n in range(0, num_pid_n):
        offs_bn = pid_n * vocab_per_split + n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        logits = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        weight_ptrs = weight_ptr + (offs_bn[:, None] * stride_weight_n + offs_k[None, :] * stride_weight_k)
        for k in range(0, tl.cdiv(hidden_size, BLOCK_SIZE_K)):
            h = tl.load(hidden_ptrs, mask=(offs_k[None, :] < hidden_size - k * BLOCK_SIZE_K)
                        & (offs_am[:, None] < num_tokens), other=0.0)
            w = tl.load(weight_ptrs, mask=(offs_k[None, :] < hidden_size - k * BLOCK_SIZE_K)
                        & (offs_bn[:, None] < vocab_end), other=0.0)
            hidden_ptrs += BLOCK_SIZE_K * stride_hidden_k
            weight_ptrs += BLOCK_SIZE_K * stride_weight_k
            logits = tl.dot(h, w.trans(), logits)
        hidden_ptrs -= hidden_size * stride_hidden_k
        logits *= rcp_temperature
        old_max = run_max
        run_max = tl.maximum(old_max, tl.max(logits, axis=1))
        e = tl.exp(logits - run_max[:, None])
        coeff = tl.exp(old_max - run_max)
        run_sum = coeff * run_sum + tl.sum(e, axis=1)
        run_ent = run_ent * coeff + tl.sum(logits * e, axis=1)
        hit = (offs_bn + rank * vocab_size)[None, :] == labels[:, None]
        run_lp += tl.sum(logits * hit, axis=1)
    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    keep = (offs_m < num_tokens) & (pid_n < num_splits)
    tl.store(max_ptr + pid_n * stride_max_n + offs_m * stride_max_m, run_max, mask=keep)
    tl.store(accu_ptr + pid_n * stride_accu_n + offs_m * stride_accu_m, run_sum, mask=keep)
    tl.store(entropy_b_ptr + pid_n * stride_entropy_b_n + offs_m * stride_entropy_b_m, run_ent, mask=keep)
    left = pid_n * vocab_per_split + rank * vocab_size
    right = vocab_end + rank * vocab_size
    lp_mask = (labels >= left) & (labels < right) & (offs_am < num_tokens)
    tl.store(logprobs_ptr + offs_am * stride_logprobs, run_lp, mask=lp_mask)
