# Source: linkedin/Liger-Kernel, src/liger_kernel/ops/fused_neighborhood_attention.py
# (_fused_neighborhood_attention_qk_kernel). Rewritten for the closing trial (helper AK, docs/trial8a.md): one
# (batch*head, row tile, column tile) per program, a loop over head_dim blocks of Q @ K^T (tl.trans of the K chunk),
# scaled, then the precomputed [seq, seq] neighborhood mask loaded and applied with -inf; masked edges (seq 1000).
import triton
import triton.language as tl


@triton.jit
def na_qk_fwd(
    Q, Kt, QK, mask_ptr,
    q_sb, q_sh, q_ss, q_sd,
    k_sb, k_sh, k_ss, k_sd,
    o_sb, o_sh, o_ss, o_ss2,
    num_heads: tl.constexpr, seq_len: tl.constexpr, head_dim: tl.constexpr, scale: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):
    bh = tl.program_id(0)
    tile_m = tl.program_id(1)
    tile_n = tl.program_id(2)
    batch = bh // num_heads
    head = bh % num_heads
    rows = tile_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tile_n * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, head_dim, BLOCK_K):
        ks = k0 + tl.arange(0, BLOCK_K)
        in_k = ks < head_dim
        q = tl.load(Q + batch * q_sb + head * q_sh + rows[:, None] * q_ss + ks[None, :] * q_sd,
                    mask=(rows[:, None] < seq_len) & in_k[None, :], other=0.0)
        k = tl.load(Kt + batch * k_sb + head * k_sh + cols[:, None] * k_ss + ks[None, :] * k_sd,
                    mask=(cols[:, None] < seq_len) & in_k[None, :], other=0.0)
        acc += tl.dot(q, tl.trans(k))
    acc = acc * scale
    valid = (rows[:, None] < seq_len) & (cols[None, :] < seq_len)
    nb = tl.load(mask_ptr + rows[:, None] * seq_len + cols[None, :], mask=valid, other=0.0)
    acc = tl.where(nb > 0.0, acc, float("-inf"))
    tl.store(QK + batch * o_sb + head * o_sh + rows[:, None] * o_ss + cols[None, :] * o_ss2, acc, mask=valid)
