# Source: thu-ml/SpargeAttn, spas_sage_attn/utils.py (triton_bmm_pool_sim_simmean_fuse_quant). Rewritten for the
# trial: per (batch, head, block of BS rows) it loads x [BS, D] (rows masked past N), subtracts the per-head mean,
# mean-pools the block over its rows, row-normalizes it and computes the block's self-similarity sum(x x^T) / BS^2
# (a dot of the block with its own transpose) against a per-head threshold (stored as a bool), then quantizes the
# raw block to int8 with one absmax scale (round half away from zero).
import triton
import triton.language as tl


@triton.jit
def pool_sim_fuse_quant(x_ptr, xm_ptr, pool_ptr, sim_ptr, x_quant_ptr, scale_ptr, simthreshd1,
                        N: tl.constexpr, D: tl.constexpr, BS: tl.constexpr, fuse_mean: tl.constexpr):
    b = tl.program_id(0)
    h = tl.program_id(1)
    nb = tl.program_id(2)
    H = tl.num_programs(1)
    NB = tl.num_programs(2)

    block_offset = b * H * N * D + h * N * D + nb * BS * D
    rows = tl.arange(0, BS)
    xmask = (nb * BS + rows[:, None]) < N
    x_ptrs = x_ptr + block_offset + rows[:, None] * D + tl.arange(0, D)[None, :]
    x = tl.load(x_ptrs, mask=xmask)
    BS_ = BS if (N - nb * BS) >= BS else (N - nb * BS)
    if fuse_mean:
        x_mean = tl.load(xm_ptr + b * H * D + h * D + tl.arange(0, D))
        x -= x_mean
        x = tl.where(xmask, x, 0)

    cur_h1 = tl.load(simthreshd1 + h)
    x_fp32 = x.to(tl.float32)
    pool = tl.sum(x_fp32, axis=0) / BS_
    x_norm = tl.sqrt(tl.sum(x_fp32 * x_fp32, axis=1, keep_dims=True))
    xn = (x / x_norm).to(tl.float16)
    grams = tl.dot(xn, tl.trans(xn))
    sum_value = tl.sum(grams).to(tl.float32)
    cur_sim = (sum_value / (BS_ * BS_)) > cur_h1

    tl.store(pool_ptr + b * H * NB * D + h * NB * D + nb * D + tl.arange(0, D), pool)
    tl.store(sim_ptr + b * H * NB + h * NB + nb, cur_sim)

    scale = tl.max(tl.abs(x_fp32)) / 127.0
    scale += 0.0000001
    q = x_fp32 / scale
    q += 0.5 * tl.where(q >= 0, 1, -1)
    q = q.to(tl.int8)
    tl.store(x_quant_ptr + block_offset + rows[:, None] * D + tl.arange(0, D)[None, :], q, mask=xmask)
    tl.store(scale_ptr + b * H * NB + h * NB + nb, scale)
