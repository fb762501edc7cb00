# Source: mdy666/Scalable-Flash-Native-Sparse-Attention, flash_nsa/ops/select_attn.py (_dkdv_kernel). Rewritten for
# the closing trial 13c (no context parallelism, no second head-dim part D2): the backward of NSA's selected-block
# attention, one program per (batch, query head, key block). K and V of the block come through in-kernel tensor
# descriptors (tl.make_tensor_descriptor); the queries that selected this block are gathered by index from Ind, in
# two loops (the first BLOCK_M-ish indices need the causal mask, the rest do not); dV += P^T dO, dK += dS^T Q, and
# dQ += dS K is added to global memory with tl.atomic_add. dK/dV leave through descriptor stores.
import triton
import triton.language as tl


@triton.jit
def nsa_select_dkdv(
    DQ, DK, DV, DO, Q, K, V, Lse, Delta, X_CU_SEQLENS, K_CU_SEQLENS, Ind, Count,
    q_stride_n, q_stride_h, k_stride_m, k_stride_h, dq_stride_n, dq_stride_h,
    dk_stride_m, dk_stride_h, do_stride_n, do_stride_h, lse_stride_n, lse_stride_h,
    ind_stride_h, ind_stride_m, cnt_stride_h, cnt_stride_m, sm_scale,
    G: tl.constexpr, D: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    pid = tl.program_id(2)
    start_m = pid * BLOCK_M
    off_b = tl.program_id(0)
    off_qh = tl.program_id(1)
    off_kh = off_qh // G
    x_bos = tl.load(X_CU_SEQLENS + off_b)
    x_len = tl.load(X_CU_SEQLENS + off_b + 1) - x_bos
    if start_m >= x_len:
        return
    k_bos = tl.load(K_CU_SEQLENS + off_b)

    Q += x_bos * q_stride_n + off_qh * q_stride_h
    K += x_bos * k_stride_m + off_kh * k_stride_h
    V += x_bos * k_stride_m + off_kh * k_stride_h
    DK += x_bos * dk_stride_m + off_kh * dk_stride_h
    DV += x_bos * dk_stride_m + off_kh * dk_stride_h
    DO += x_bos * do_stride_n + off_qh * do_stride_h
    DQ += x_bos * dq_stride_n + off_qh * dq_stride_h
    Lse += x_bos * lse_stride_n + off_qh * lse_stride_h
    Delta += x_bos * lse_stride_n + off_qh * lse_stride_h
    Ind += off_kh * ind_stride_h.to(tl.int64) + (k_bos + pid) * ind_stride_m.to(tl.int64)
    Count += (k_bos + pid) * cnt_stride_m + off_kh * cnt_stride_h

    off_m = start_m + tl.arange(0, BLOCK_M)
    desc_k = tl.make_tensor_descriptor(K, (x_len, D), (k_stride_m, 1), (BLOCK_M, D))
    desc_v = tl.make_tensor_descriptor(V, (x_len, D), (k_stride_m, 1), (BLOCK_M, D))
    desc_dk = tl.make_tensor_descriptor(DK, (x_len, D), (dk_stride_m, 1), (BLOCK_M, D))
    desc_dv = tl.make_tensor_descriptor(DV, (x_len, D), (dk_stride_m, 1), (BLOCK_M, D))
    k = desc_k.load([start_m, 0])
    v = desc_v.load([start_m, 0])
    acc_dk = tl.zeros((BLOCK_M, D), dtype=tl.float32)
    acc_dv = tl.zeros((BLOCK_M, D), dtype=tl.float32)
    scale_ln2 = sm_scale * 1.44269504
    count = tl.load(Count)
    mid = tl.minimum(tl.cdiv(BLOCK_M, BLOCK_N) * BLOCK_N, count)
    cols = tl.arange(0, D)

    for start in range(0, mid, BLOCK_N):
        off_ind = start + tl.arange(0, BLOCK_N)
        q_row = tl.load(Ind + off_ind, off_ind < count, other=0)
        q_idx = tl.where(off_ind < count, q_row, -1)
        ok = q_idx >= 0
        q = tl.load(Q + q_row[:, None] * q_stride_n + cols[None, :], mask=ok[:, None], other=0.)
        do = tl.load(DO + q_row[:, None] * do_stride_n + cols[None, :], mask=ok[:, None], other=0.)
        lse = tl.load(Lse + q_row * lse_stride_n, mask=ok, other=0.)
        delta = tl.load(Delta + q_row * lse_stride_n, mask=ok, other=0.)
        s = tl.dot(q, tl.permute(k, 1, 0))
        s = tl.where(q_idx[:, None] >= off_m[None, :], s, float("-inf"))
        p = tl.exp2(s * scale_ln2 - lse[:, None])
        acc_dv = tl.dot(tl.permute(p, 1, 0).to(do.dtype), do, acc_dv)
        dp = tl.dot(do, tl.permute(v, 1, 0))
        ds = (p * (dp - delta[:, None])).to(k.dtype)
        acc_dk = tl.dot(tl.permute(ds, 1, 0), q, acc_dk)
        dq = tl.dot(ds, k) * sm_scale
        tl.atomic_add(DQ + q_row[:, None] * dq_stride_n + cols[None, :], dq, mask=ok[:, None])

    for start in range(mid, count, BLOCK_N):
        off_ind = start + tl.arange(0, BLOCK_N)
        q_row = tl.load(Ind + off_ind, off_ind < count, other=0)
        ok = off_ind < count
        q = tl.load(Q + q_row[:, None] * q_stride_n + cols[None, :], mask=ok[:, None], other=0.)
        do = tl.load(DO + q_row[:, None] * do_stride_n + cols[None, :], mask=ok[:, None], other=0.)
        lse = tl.load(Lse + q_row * lse_stride_n, mask=ok, other=0.)
        delta = tl.load(Delta + q_row * lse_stride_n, mask=ok, other=0.)
        s = tl.dot(q, tl.permute(k, 1, 0))
        p = tl.exp2(s * scale_ln2 - lse[:, None])
        acc_dv = tl.dot(tl.permute(p, 1, 0).to(do.dtype), do, acc_dv)
        dp = tl.dot(do, tl.permute(v, 1, 0))
        ds = (p * (dp - delta[:, None])).to(k.dtype)
        acc_dk = tl.dot(tl.permute(ds, 1, 0), q, acc_dk)
        dq = tl.dot(ds, k) * sm_scale
        tl.atomic_add(DQ + q_row[:, None] * dq_stride_n + cols[None, :], dq, mask=ok[:, None])

    desc_dk.store([start_m, 0], (acc_dk * sm_scale).to(desc_dk.dtype))
    desc_dv.store([start_m, 0], acc_dv.to(desc_dv.dtype))
