# Source: ROCm/triton, python/perf-kernels/test/test_chained_dot_fp8.py (_chained_dot). Rewritten for the closing
# trial 10c: an fp8 dot whose fp32 result is rescaled, cast back to fp8 and fed to a second fp8 dot (the MFMA
# result of one dot is the A operand of the next); K is read transposed (stride_kd, stride_kn), one batch per
# program_id(1). Block pointers (removed in Triton 3.9) became pointer tiles.
import triton
import triton.language as tl


@triton.jit
def chained_dot_fp8(
    Q, K, V, Out,
    q_desc, k_desc, v_desc, s_sc, s_desc, o_sc,
    stride_qz, stride_qm, stride_qd,
    stride_kz, stride_kn, stride_kd,
    stride_vz, stride_vn, stride_vd,
    stride_oz, stride_om, stride_od,
    N,
    BLOCK_D: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, USE_FP8: tl.constexpr,
):
    start_m = tl.program_id(0)
    off_z = tl.program_id(1)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_D)

    q = tl.load(Q + off_z * stride_qz + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qd)
    k_ptrs = K + off_z * stride_kz + offs_d[:, None] * stride_kd + offs_n[None, :] * stride_kn
    v_ptrs = V + off_z * stride_vz + offs_n[:, None] * stride_vn + offs_d[None, :] * stride_vd

    s_scale = q_desc * k_desc * s_sc
    acc_scale = s_desc * v_desc * o_sc
    acc = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    for _start_n in range(0, N, BLOCK_N):
        k = tl.load(k_ptrs)
        s = tl.dot(q, k)
        if USE_FP8:
            s = s * s_scale
        v = tl.load(v_ptrs)
        acc += tl.dot(s.to(v.dtype), v)
        k_ptrs += BLOCK_N * stride_kn
        v_ptrs += BLOCK_N * stride_vn
    if USE_FP8:
        acc = acc * acc_scale
    o_ptrs = Out + off_z * stride_oz + offs_m[:, None] * stride_om + offs_d[None, :] * stride_od
    tl.store(o_ptrs, acc.to(Out.dtype.element_ty))
