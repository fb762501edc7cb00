# Source: FlagOpen/FlagAttention, src/flag_attn/flash.py (_bwd_kv_kernel). Rewritten for trial 8b: the dK/dV half
# of the flash attention backward; K and V of one key block stay on chip, a loop over the query blocks from the
# causal lower bound recomputes P = exp2(q k^T - L) and accumulates dV += P^T dO and dK += dS^T q (four dots, two
# of them on transposed operands).
import triton
import triton.language as tl


@triton.jit
def flagattn_bwd_kv(
    Q, K, V, sm_scale, DO, DK, DV, L, D,
    stride_qz, stride_qh, stride_qm, stride_qk,
    stride_kz, stride_kh, stride_kn, stride_kk,
    stride_vz, stride_vh, stride_vn, stride_vk,
    stride_doz, stride_doh, stride_dom, stride_dok,
    stride_dkz, stride_dkh, stride_dkn, stride_dkk,
    stride_dvz, stride_dvh, stride_dvn, stride_dvk,
    Z, H, M, N, P_SEQ,
    BLOCK_M: tl.constexpr, BLOCK_DMODEL: tl.constexpr, BLOCK_N: tl.constexpr,
    CAUSAL: tl.constexpr, DIVISIBLE_M: tl.constexpr, DIVISIBLE_N: tl.constexpr,
):
    dtype = Q.dtype.element_ty
    start_n = tl.program_id(0)
    off_h = tl.program_id(1)
    off_z = tl.program_id(2)
    LOG2E: tl.constexpr = 1.4426950408889634
    qk_scale = sm_scale * LOG2E

    Q += off_z * stride_qz + off_h * stride_qh
    K += off_z * stride_kz + off_h * stride_kh
    V += off_z * stride_vz + off_h * stride_vh
    DO += off_z * stride_doz + off_h * stride_doh
    DK += off_z * stride_dkz + off_h * stride_dkh
    DV += off_z * stride_dvz + off_h * stride_dvh
    D += (off_z * H + off_h) * M
    L += (off_z * H + off_h) * M

    if CAUSAL:
        lo = tl.maximum(start_n * BLOCK_N - P_SEQ, 0)
        lo = (lo // BLOCK_M) * BLOCK_M
    else:
        lo = 0

    rows_init = lo + tl.arange(0, BLOCK_M)
    cols = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rows_base = tl.arange(0, BLOCK_M)
    dims = tl.arange(0, BLOCK_DMODEL)

    q_ptrs = Q + rows_init[:, None] * stride_qm + dims[None, :] * stride_qk
    do_ptrs = DO + rows_init[:, None] * stride_dom + dims[None, :] * stride_dok
    k_ptrs = K + cols[:, None] * stride_kn + dims[None, :] * stride_kk
    v_ptrs = V + cols[:, None] * stride_vn + dims[None, :] * stride_vk
    dk_ptrs = DK + cols[:, None] * stride_dkn + dims[None, :] * stride_dkk
    dv_ptrs = DV + cols[:, None] * stride_dvn + dims[None, :] * stride_dvk

    if DIVISIBLE_N:
        v = tl.load(v_ptrs)
        k = tl.load(k_ptrs)
    else:
        col_ok = cols < N
        v = tl.load(v_ptrs, mask=col_ok[:, None])
        k = tl.load(k_ptrs, mask=col_ok[:, None])

    dk = tl.zeros([BLOCK_N, BLOCK_DMODEL], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, BLOCK_DMODEL], dtype=tl.float32)

    for start_m in range(lo, M, BLOCK_M):
        start_m = tl.multiple_of(start_m, BLOCK_M)
        rows = start_m + rows_base
        causal = (P_SEQ + rows[:, None]) >= cols[None, :]
        if DIVISIBLE_M:
            q = tl.load(q_ptrs)
            lse = tl.load(L + rows)
            do = tl.load(do_ptrs)
            delta = tl.load(D + rows)
        else:
            row_ok = rows < M
            q = tl.load(q_ptrs, mask=row_ok[:, None])
            lse = tl.load(L + rows, mask=row_ok)
            do = tl.load(do_ptrs, mask=row_ok[:, None])
            delta = tl.load(D + rows, mask=row_ok)

        s = tl.dot(q, tl.trans(k))
        p = tl.math.exp2(s * qk_scale - lse[:, None] * LOG2E)
        if not DIVISIBLE_M:
            p = tl.where(row_ok[:, None], p, 0.0)
        if CAUSAL:
            p = tl.where(causal, p, 0.0)

        dv += tl.dot(tl.trans(p.to(dtype)), do)
        dp = tl.dot(do, tl.trans(v))
        ds = p * (dp - delta[:, None])
        if not DIVISIBLE_M:
            ds = tl.where(row_ok[:, None], ds, 0.0)
        if CAUSAL:
            ds = tl.where(causal, ds, 0.0)
        dk += tl.dot(tl.trans(ds.to(dtype)), q)

        q_ptrs += BLOCK_M * stride_qm
        do_ptrs += BLOCK_M * stride_dom

    dk *= sm_scale
    if DIVISIBLE_N:
        tl.store(dk_ptrs, dk.to(dtype))
        tl.store(dv_ptrs, dv.to(dtype))
    else:
        tl.store(dk_ptrs, dk.to(dtype), mask=col_ok[:, None])
        tl.store(dv_ptrs, dv.to(dtype), mask=col_ok[:, None])
