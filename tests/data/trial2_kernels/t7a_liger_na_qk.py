# Source: linkedin/Liger-Kernel, src/liger_kernel/ops/fused_neighborhood_attention.py
# (_fused_neighborhood_attention_qk_kernel). Rewritten for trial 7a: scores = Q @ K^T * scale over a loop of head_dim
# chunks (tl.dot with tl.trans of the K chunk), then a neighborhood mask read from a [L, L] fp32 tensor turns the
# scores outside the window into -inf; 3-D grid (batch*head, row tile, column tile); all sizes constexpr.
import triton
import triton.language as tl


@triton.jit
def na_qk_fwd(
    Q_ptr, K_ptr, QK_ptr, mask_ptr,
    q_sb, q_sh, q_ss, q_sd,
    k_sb, k_sh, k_ss, k_sd,
    o_sb, o_sh, o_ss, o_ss2,
    num_heads: tl.constexpr, seq_len: tl.constexpr, head_dim: tl.constexpr, scale: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
):
    bh = tl.program_id(0)
    tm = tl.program_id(1)
    tn = tl.program_id(2)
    b = bh // num_heads
    h = bh % num_heads
    rows = tm * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    cols = tn * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k0 in range(0, head_dim, BLOCK_SIZE_K):
        ks = k0 + tl.arange(0, BLOCK_SIZE_K)
        k_ok = ks < head_dim
        q_ptrs = Q_ptr + b * q_sb + h * q_sh + rows[:, None] * q_ss + ks[None, :] * q_sd
        q = tl.load(q_ptrs, mask=(rows[:, None] < seq_len) & k_ok[None, :], other=0.0)
        k_ptrs = K_ptr + b * k_sb + h * k_sh + cols[:, None] * k_ss + ks[None, :] * k_sd
        k = tl.load(k_ptrs, mask=(cols[:, None] < seq_len) & k_ok[None, :], other=0.0)
        acc += tl.dot(q, tl.trans(k))
    acc = acc * scale
    valid = (rows[:, None] < seq_len) & (cols[None, :] < seq_len)
    nb = tl.load(mask_ptr + rows[:, None] * seq_len + cols[None, :], mask=valid, other=0.0)
    acc = tl.where(nb > 0.0, acc, float("-inf"))
    o_ptrs = QK_ptr + b * o_sb + h * o_sh + rows[:, None] * o_ss + cols[None, :] * o_ss2
    tl.store(o_ptrs, acc, mask=valid)
