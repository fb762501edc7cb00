# Source: ROCm/triton, python/perf-kernels/06-attention-decode.py (_fwd_kernel_splitK with load_dequantize_k_v_group,
# cast_uint32_to_half2 and dequantize). Rewritten for the closing trial 10c: split-K decode attention over an
# int4-quantized KV cache (8 nibbles packed per i32, one packed fp16 scale/shift pair in the first i32 of each row);
# the block pointers of the original (removed in Triton 3.9) became plain pointer tiles with masks on the KV bound.
# The nibbles are turned into fp16 by the bit trick of the original (view as fp16, times 2^15, then times scale*512).
import triton
import triton.language as tl


@triton.jit
def _half2(packed):
    # The low 16 bits are the scale, the high 16 bits the shift, both fp16.
    scale = (packed & 0xFFFF).to(tl.uint16).to(tl.float16, bitcast=True)
    shift = (packed >> 16).to(tl.uint16).to(tl.float16, bitcast=True)
    return scale, shift


@triton.jit
def _dequant_rows(x, scale, shift, PACKED: tl.constexpr):
    # x: [ROWS, D // PACKED] i32 -> [ROWS, D] fp16
    ROWS: tl.constexpr = x.shape[0]
    DP: tl.constexpr = x.shape[1]
    shifts = tl.arange(0, PACKED) * 4
    nib = x[:, None, :] >> shifts[None, :, None]
    nib = tl.reshape(nib, (ROWS, DP * PACKED))
    as_half = (nib & 0xF).to(tl.uint16).to(tl.float16, bitcast=True)
    as_half = (as_half * 32768.0).to(tl.float16)
    return as_half * (scale * 512) + shift


@triton.jit
def decode_splitk_int4(
    Q, K, V, sm_scale, Out_splitK, Metadata, Seq_len,
    stride_qz, stride_qm, stride_qh, stride_qk,
    stride_kz, stride_kn, stride_kh, stride_kk,
    stride_vz, stride_vn, stride_vh, stride_vk,
    stride_osk_zh, stride_osk_s, stride_osk_m,
    stride_mzh, stride_m2, stride_ms,
    N_CTX_Q, BLOCK_N_PER_SPLIT,
    H: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_DMODEL: tl.constexpr, BLOCK_N: tl.constexpr,
    PACKED_PER_VAL: tl.constexpr,
):
    DP: tl.constexpr = BLOCK_DMODEL // PACKED_PER_VAL
    start_m = tl.program_id(0)
    off_zh = tl.program_id(1)
    off_z = off_zh // H
    off_h = off_zh % H
    splitk_idx = tl.program_id(2)

    kv_len = tl.load(Seq_len + off_z)
    lo = splitk_idx * BLOCK_N_PER_SPLIT
    hi = tl.minimum((splitk_idx + 1) * BLOCK_N_PER_SPLIT, kv_len)

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_DMODEL)
    offs_dp = tl.arange(0, DP)
    offs_n = tl.arange(0, BLOCK_N)

    q_ptrs = Q + off_z * stride_qz + off_h * stride_qh + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qk
    q = tl.load(q_ptrs, mask=offs_m[:, None] < N_CTX_Q, other=0.0)
    q = (q * (sm_scale * 1.44269504)).to(q.dtype)

    k_base = K + off_z * stride_kz + off_h * stride_kh
    v_base = V + off_z * stride_vz + off_h * stride_vh

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DMODEL], dtype=tl.float32)

    for start_n in range(lo, hi, BLOCK_N):
        rows = start_n + offs_n
        row_ok = rows < hi
        # packed values start at column 1; column 0 holds the scale/shift pair
        k_packed = tl.load(k_base + rows[:, None] * stride_kn + (1 + offs_dp[None, :]) * stride_kk,
                           mask=row_ok[:, None], other=0)
        v_packed = tl.load(v_base + rows[:, None] * stride_vn + (1 + offs_dp[None, :]) * stride_vk,
                           mask=row_ok[:, None], other=0)
        k_ss = tl.load(k_base + rows * stride_kn, mask=row_ok, other=0)
        v_ss = tl.load(v_base + rows * stride_vn, mask=row_ok, other=0)
        k_scale, k_shift = _half2(k_ss)
        v_scale, v_shift = _half2(v_ss)
        k = _dequant_rows(k_packed, k_scale[:, None], k_shift[:, None], PACKED_PER_VAL).to(tl.float16)
        v = _dequant_rows(v_packed, v_scale[:, None], v_shift[:, None], PACKED_PER_VAL).to(tl.float16)

        qk = tl.dot(q, tl.trans(k))
        qk = tl.where(offs_n[None, :] < hi - start_n, qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(qk - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, 1)
        m_i = m_new
        acc = acc * alpha[:, None]
        acc += tl.dot(p.to(tl.float16), v)

    o_ptrs = (Out_splitK + off_zh * stride_osk_zh + splitk_idx * stride_osk_s + offs_m[:, None] * stride_osk_m
              + offs_d[None, :])
    tl.store(o_ptrs, acc, mask=offs_m[:, None] < N_CTX_Q)
    md_ptrs = Metadata + off_zh * stride_mzh + splitk_idx * stride_ms + offs_m
    tl.store(md_ptrs, m_i)
    tl.store(md_ptrs + stride_m2, l_i)
