# Source: triton-lang/triton, python/tutorials/06-fused-attention.py (_attn_bwd_dkdv inside _attn_bwd: the dK/dV
# half of the backward pass). Rewritten for the seventh trial (7c) of issue 23: one program per (KV block, head);
# a loop over query blocks that loads q^T through transposed pointers, recomputes p = exp2(q k^T - m), takes
# dv += p^T do and dk += ds^T q, with the per-row m and Delta vectors; a causal mask in the first (diagonal) loop.
import triton
import triton.language as tl


@triton.jit
def _dkdv_inner(dk, dv, Q, k, v, DO, M, D, stride_tok, stride_d, H, N_CTX, BLOCK_M1: tl.constexpr,
                BLOCK_N1: tl.constexpr, HEAD_DIM: tl.constexpr, start_n, start_m, num_steps,
                MASK: tl.constexpr):
    offs_m = start_m + tl.arange(0, BLOCK_M1)
    offs_n = start_n + tl.arange(0, BLOCK_N1)
    offs_k = tl.arange(0, HEAD_DIM)
    qT_ptrs = Q + offs_m[None, :] * stride_tok + offs_k[:, None] * stride_d
    do_ptrs = DO + offs_m[:, None] * stride_tok + offs_k[None, :] * stride_d
    curr_m = start_m
    step_m = BLOCK_M1
    for _ in range(num_steps):
        qT = tl.load(qT_ptrs)
        offs_m = curr_m + tl.arange(0, BLOCK_M1)
        m = tl.load(M + offs_m)
        qkT = tl.dot(k, qT)
        pT = tl.math.exp2(qkT - m[None, :])
        if MASK:
            pT = tl.where(offs_m[None, :] >= offs_n[:, None], pT, 0.0)
        do = tl.load(do_ptrs)
        dv += tl.dot(pT.to(tl.float16), do)
        Di = tl.load(D + offs_m)
        dpT = tl.dot(v, tl.trans(do)).to(tl.float32)
        dsT = pT * (dpT - Di[None, :])
        dk += tl.dot(dsT.to(tl.float16), tl.trans(qT))
        curr_m += step_m
        qT_ptrs += step_m * stride_tok
        do_ptrs += step_m * stride_tok
    return dk, dv


@triton.jit
def attn_bwd_dkdv(Q, K, V, sm_scale, DO, DK, DV, M, D, stride_z, stride_h, stride_tok, stride_d, H, N_CTX,
                  BLOCK_M1: tl.constexpr, BLOCK_N1: tl.constexpr, BLK_SLICE_FACTOR: tl.constexpr,
                  HEAD_DIM: tl.constexpr):
    # (the tutorial's LN2 constant scales dq, which this dK/dV half does not compute)
    bhid = tl.program_id(2)
    off_chz = (bhid * N_CTX).to(tl.int64)
    adj = (stride_h * (bhid % H) + stride_z * (bhid // H)).to(tl.int64)
    pid = tl.program_id(0)
    Q += adj
    K += adj
    V += adj
    DO += adj
    DK += adj
    DV += adj
    M += off_chz
    D += off_chz
    offs_k = tl.arange(0, HEAD_DIM)
    start_n = pid * BLOCK_N1
    start_m = start_n
    MASK_BLOCK_M1: tl.constexpr = BLOCK_M1 // BLK_SLICE_FACTOR
    offs_n = start_n + tl.arange(0, BLOCK_N1)
    dv = tl.zeros([BLOCK_N1, HEAD_DIM], dtype=tl.float32)
    dk = tl.zeros([BLOCK_N1, HEAD_DIM], dtype=tl.float32)
    k = tl.load(K + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d)
    v = tl.load(V + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d)
    num_steps = BLOCK_N1 // MASK_BLOCK_M1
    dk, dv = _dkdv_inner(dk, dv, Q, k, v, DO, M, D, stride_tok, stride_d, H, N_CTX, MASK_BLOCK_M1, BLOCK_N1,
                         HEAD_DIM, start_n, start_m, num_steps, MASK=True)
    start_m += num_steps * MASK_BLOCK_M1
    num_steps = (N_CTX - start_m) // BLOCK_M1
    dk, dv = _dkdv_inner(dk, dv, Q, k, v, DO, M, D, stride_tok, stride_d, H, N_CTX, BLOCK_M1, BLOCK_N1, HEAD_DIM,
                         start_n, start_m, num_steps, MASK=False)
    dv_ptrs = DV + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d
    tl.store(dv_ptrs, dv)
    dk *= sm_scale
    dk_ptrs = DK + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d
    tl.store(dk_ptrs, dk)
