# Source: apple/ml-cross-entropy, cut_cross_entropy/cce_lse_forward.py (_cce_lse_forward_kernel).
# Rewritten for the closing trial 12a: cut cross-entropy's log-sum-exp forward. One program per (B block, V block)
# in GROUP_B grouped order; a loop over D accumulates E[b, :] @ C[v, :]^T in f32 (tl.dot, C read transposed through
# its strides), masks the vocabulary edge with -inf, optionally adds the mean logit into LA with tl.atomic_add, then
# folds the block's LSE into the row's running LSE under a spin lock (tl.atomic_cas / tl.atomic_xchg).
import triton
import triton.language as tl


@triton.jit
def cce_lse_fwd(E, C, LSE, LA, Locks, B, V, D, stride_eb, stride_ed, stride_cv, stride_cd, stride_lse_b, num_locks,
                BLOCK_B: tl.constexpr, BLOCK_V: tl.constexpr, BLOCK_D: tl.constexpr, GROUP_B: tl.constexpr,
                EVEN_D: tl.constexpr, HAS_LA: tl.constexpr):
    pid = tl.program_id(0)
    n_b = tl.cdiv(B, BLOCK_B)
    n_v = tl.cdiv(V, BLOCK_V)
    per_group = GROUP_B * n_v
    group = pid // per_group
    first_b = group * GROUP_B
    group_rows = min(n_b - first_b, GROUP_B)
    pid_b = first_b + ((pid % per_group) % group_rows)
    pid_v = (pid % per_group) // group_rows

    rows = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    cols = pid_v * BLOCK_V + tl.arange(0, BLOCK_V)
    ks = tl.arange(0, BLOCK_D).to(tl.int64)
    e_ptrs = E + rows[:, None].to(tl.int64) * stride_eb + ks[None, :] * stride_ed
    c_ptrs = C + cols[None, :].to(tl.int64) * stride_cv + ks[:, None] * stride_cd

    acc = tl.zeros((BLOCK_B, BLOCK_V), dtype=tl.float32)
    for d in range(0, tl.cdiv(D, BLOCK_D)):
        e_mask = rows[:, None] < B
        c_mask = cols[None, :] < V
        if not EVEN_D:
            e_mask = e_mask & (ks[None, :] < D - d * BLOCK_D)
            c_mask = c_mask & (ks[:, None] < D - d * BLOCK_D)
        e = tl.load(e_ptrs, mask=e_mask, other=0.0)
        c = tl.load(c_ptrs, mask=c_mask, other=0.0)
        acc = tl.dot(e, c, acc)
        e_ptrs += BLOCK_D * stride_ed
        c_ptrs += BLOCK_D * stride_cd

    tl.debug_barrier()
    logits = tl.where(cols[None, :] < V, acc, -float("inf"))
    if HAS_LA:
        avg = tl.sum(logits, 0) / B
        tl.atomic_add(LA + cols, avg, mask=cols < V)

    mx = tl.max(logits, axis=1)
    blk_lse = mx + tl.log(tl.sum(tl.exp(logits - mx[:, None]), axis=1))

    out_mask = rows < B
    lse_ptrs = LSE + stride_lse_b * rows
    lock = Locks + (pid_b // tl.cdiv(B, BLOCK_B * num_locks))
    while tl.atomic_cas(lock, 0, 1) == 1:
        pass
    old = tl.load(lse_ptrs, mask=out_mask, other=0.0, eviction_policy="evict_last")
    hi = tl.maximum(old, blk_lse)
    new = hi + tl.log(tl.exp(old - hi) + tl.exp(blk_lse - hi))
    tl.store(lse_ptrs, new, mask=out_mask, eviction_policy="evict_last")
    tl.debug_barrier()
    tl.atomic_xchg(lock, 0)
