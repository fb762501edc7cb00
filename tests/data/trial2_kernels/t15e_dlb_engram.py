# Source: DeepLink-org/DLBlas, dlblas/kernels/engram.py (engram_gate_value_rms_kernel and
# engram_conv_residual_kernel). Rewritten for the closing trial 15e: the Engram block's two kernels. The gate kernel
# (one program per (b, t, g)) runs a runtime-trip loop over the C channels of fp16 key and query rows, accumulating
# three fp32 scalar reductions (sum k^2, sum q^2, sum k*w_k*q*w_q), forms a sigmoid gate from their RMS-normalized
# dot, then a second loop scales the value row, stores it as fp32 and accumulates its RMS. The conv kernel (one
# program per (b, t, g, channel block)) is a causal depthwise 1-D convolution over K taps of dilation `dilation`: a
# runtime loop whose body is guarded by `if t_in >= 0 and t_in < T` (an scf.if inside the scf.for), a scalar RMS
# load, fp32 value loads and fp16 weight loads, SiLU, and a residual add. Changes: the strides of contiguous
# innermost dimensions are dropped (unit), the early-exit `pid >= B*T*G` guard is kept, names are shorter.
import triton
import triton.language as tl


@triton.jit
def engram_gate(key_ptr, query_ptr, vproj_ptr, wk_ptr, wq_ptr, out_ptr, rms_ptr, B, T, G, C,
                stride_kb, stride_kt, stride_kg, stride_qb, stride_qt, stride_qg, stride_vb, stride_vt,
                stride_ob, stride_ot, stride_og, eps, sqrt_C, norm_eps, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    if pid >= B * T * G:
        return
    b = pid // (T * G)
    rem = pid % (T * G)
    t = rem // G
    g = rem % G
    k_base = key_ptr + b * stride_kb + t * stride_kt + g * stride_kg
    q_base = query_ptr + b * stride_qb + t * stride_qt + g * stride_qg
    v_base = vproj_ptr + b * stride_vb + t * stride_vt
    ssk = 0.0
    ssq = 0.0
    dot = 0.0
    inv_C = 1.0 / C
    for off in range(0, C, BLOCK_SIZE):
        idx = off + tl.arange(0, BLOCK_SIZE)
        mask = idx < C
        k = tl.load(k_base + idx, mask=mask, other=0.0).to(tl.float32)
        q = tl.load(q_base + idx, mask=mask, other=0.0).to(tl.float32)
        wk = tl.load(wk_ptr + g * C + idx, mask=mask, other=0.0).to(tl.float32)
        wq = tl.load(wq_ptr + g * C + idx, mask=mask, other=0.0).to(tl.float32)
        ssk += tl.sum(k * k, axis=0)
        ssq += tl.sum(q * q, axis=0)
        dot += tl.sum(k * wk * q * wq, axis=0)
    norm = tl.sqrt(ssk * inv_C + eps) * tl.sqrt(ssq * inv_C + eps)
    gate_raw = dot / norm / sqrt_C
    gate = tl.sqrt(tl.maximum(tl.abs(gate_raw), 1e-6)) * tl.where(gate_raw >= 0, 1.0, -1.0)
    gate = tl.sigmoid(gate)
    ssv = 0.0
    o_base = out_ptr + b * stride_ob + t * stride_ot + g * stride_og
    for off in range(0, C, BLOCK_SIZE):
        idx = off + tl.arange(0, BLOCK_SIZE)
        mask = idx < C
        v = tl.load(v_base + idx, mask=mask, other=0.0).to(tl.float32)
        out = v * gate
        tl.store(o_base + idx, out, mask=mask)
        ssv += tl.sum(out * out, axis=0)
    tl.store(rms_ptr + pid, tl.sqrt(ssv * inv_C + norm_eps))


@triton.jit
def engram_conv(value_ptr, rms_ptr, wn_ptr, wconv_ptr, out_ptr, B, T, G, C, K, dilation,
                stride_vb, stride_vt, stride_vg, stride_ob, stride_ot, stride_og,
                ACTIVATION: tl.constexpr, BLOCK_SIZE_C: tl.constexpr):
    pid = tl.program_id(0)
    n_chunks = (C + BLOCK_SIZE_C - 1) // BLOCK_SIZE_C
    if pid >= B * T * G * n_chunks:
        return
    btg = pid // n_chunks
    chunk = pid % n_chunks
    b = btg // (T * G)
    rest = btg % (T * G)
    t = rest // G
    g = rest % G
    c = chunk * BLOCK_SIZE_C + tl.arange(0, BLOCK_SIZE_C)
    mask = c < C
    wn = tl.load(wn_ptr + g * C + c, mask=mask, other=0.0).to(tl.float32)
    acc = tl.zeros((BLOCK_SIZE_C,), dtype=tl.float32)
    for k in range(K):
        t_in = t - (K - 1 - k) * dilation
        if t_in >= 0 and t_in < T:
            inv_rms = 1.0 / tl.load(rms_ptr + (b * T + t_in) * G + g)
            v = tl.load(value_ptr + b * stride_vb + t_in * stride_vt + g * stride_vg + c, mask=mask, other=0.0)
            w = tl.load(wconv_ptr + (g * C + c) * K + k, mask=mask, other=0.0).to(tl.float32)
            acc += v * (wn * inv_rms) * w
    if ACTIVATION:
        acc = acc * tl.sigmoid(acc)
    cur = tl.load(value_ptr + b * stride_vb + t * stride_vt + g * stride_vg + c, mask=mask, other=0.0)
    tl.store(out_ptr + b * stride_ob + t * stride_ot + g * stride_og + c, cur + acc, mask=mask)
