# Source: NVIDIA/Megatron-LM, megatron/core/fusions/triton_mhc_kernels.py (_triton_sinkhorn_bwd_kernel).
# Rewritten for the closing trial 13d: the backward of the Sinkhorn-Knopp normalisation in Megatron's
# manifold-constrained hyper-connections (mHC). One program per HC x HC matrix (HC = 4: a 16-element tile): it replays
# NUM_ITERS row/column normalisations, saving every intermediate matrix and the row/column sums to f32 workspaces, then
# walks the iterations backwards (reductions along both axes, reloading the saved matrices) and scales by M_init.
import triton
import triton.language as tl


@triton.jit
def sinkhorn_bwd(grad_out_ptr, M_init_ptr, grad_inp_ptr, ws_M_ptr, ws_rs_ptr, ws_cs_ptr, N_batch, eps,
                 HC: tl.constexpr, NUM_ITERS: tl.constexpr):
    pid = tl.program_id(0)
    if pid >= N_batch:
        return
    base = pid * HC * HC
    m_base = pid * 2 * NUM_ITERS * HC * HC
    v_base = pid * NUM_ITERS
    rows = tl.arange(0, HC)
    cols = tl.arange(0, HC)
    tile = rows[:, None] * HC + cols[None, :]

    M = tl.load(M_init_ptr + base + tile).to(tl.float32)
    for t in range(NUM_ITERS):
        tl.store(ws_M_ptr + m_base + (2 * t) * HC * HC + tile, M)
        rsum = tl.sum(M, axis=1)
        tl.store(ws_rs_ptr + (v_base + t) * HC + rows, rsum)
        M = M / (rsum[:, None] + eps)
        tl.store(ws_M_ptr + m_base + (2 * t + 1) * HC * HC + tile, M)
        csum = tl.sum(M, axis=0)
        tl.store(ws_cs_ptr + (v_base + t) * HC + cols, csum)
        M = M / (csum[None, :] + eps)

    g = tl.load(grad_out_ptr + base + tile).to(tl.float32)
    for back in range(NUM_ITERS):
        t = NUM_ITERS - 1 - back
        cs = tl.load(ws_cs_ptr + (v_base + t) * HC + cols)
        g = g / (cs[None, :] + eps)
        g = g - tl.sum(g * M, axis=0)[None, :]
        M = tl.load(ws_M_ptr + m_base + (2 * t + 1) * HC * HC + tile)
        rs = tl.load(ws_rs_ptr + (v_base + t) * HC + rows)
        g = g / (rs[:, None] + eps)
        g = g - tl.sum(g * M, axis=1)[:, None]
        M = tl.load(ws_M_ptr + m_base + (2 * t) * HC * HC + tile)

    m_init = tl.load(M_init_ptr + base + tile).to(tl.float32)
    tl.store(grad_inp_ptr + base + tile, (g * m_init).to(grad_inp_ptr.dtype.element_ty))
