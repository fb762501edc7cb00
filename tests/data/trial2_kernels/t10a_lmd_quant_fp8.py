# Source: InternLM/lmdeploy, lmdeploy/pytorch/kernels/cuda/blocked_gemm_fp8.py (_quant_fp8_kernel with
# fast_round_scale). Rewritten for the closing trial 10a: per-token-group fp8 quantization; each program owns
# num_groups_per_cta groups of GROUP_SIZE columns (grid axis 0) and strides over the rows (grid axis 1) in a
# tl.range(num_stages=NUM_STAGES) loop; per group an absmax (reshape to [groups, GROUP_SIZE], tl.max axis 1), a
# ue8m0-rounded scale from the f32 bits (ROUND_SCALE), clamp, fp8 e4m3 store, and one f32 scale store per group.
import triton
import triton.language as tl


@triton.jit
def _log2_ceil(x):
    bits = tl.cast(x, tl.uint32, bitcast=True)
    exp = (bits >> 23) & 0xFF
    man = bits & ((1 << 23) - 1)
    return tl.cast(exp - 127 + tl.where(man != 0, 1, 0), tl.int32)


@triton.jit
def _pow2(x):
    return tl.cast((x + 127) << 23, tl.float32, bitcast=True)


@triton.jit(do_not_specialize=["M", "M_out"])
def quant_fp8_groups(
    a_ptr, out_ptr, scale_ptr,
    M, M_out,
    K: tl.constexpr,
    num_groups_per_cta: tl.constexpr,
    fp8_min: tl.constexpr, fp8_max: tl.constexpr,
    stride_am, stride_ak: tl.constexpr,
    stride_om, stride_ok: tl.constexpr,
    stride_sm, stride_sg,
    ROUND_SCALE: tl.constexpr, GROUP_SIZE: tl.constexpr, NUM_STAGES: tl.constexpr,
):
    group_id = tl.program_id(0) * num_groups_per_cta
    m_id_start = tl.program_id(1)
    m_id_stride = tl.num_programs(1)
    GROUP_SIZE_CTA: tl.constexpr = GROUP_SIZE * num_groups_per_cta
    g_offs = group_id * GROUP_SIZE + tl.arange(0, GROUP_SIZE_CTA)
    g_offs = tl.max_contiguous(tl.multiple_of(g_offs, GROUP_SIZE), GROUP_SIZE)
    gs_offs = group_id + tl.arange(0, num_groups_per_cta)
    rfp8_max = 1 / fp8_max

    a_ptrs = a_ptr + m_id_start * stride_am + g_offs * stride_ak
    o_ptrs = out_ptr + m_id_start * stride_om + g_offs * stride_ok
    s_ptrs = scale_ptr + m_id_start * stride_sm + gs_offs * stride_sg
    if K % GROUP_SIZE_CTA == 0:
        mask_n = True
        mask_s = True
        mask_o = True
    else:
        mask_n = g_offs < K
        mask_o = g_offs < K
        mask_s = gs_offs < tl.cdiv(K, GROUP_SIZE)

    for m_id in tl.range(m_id_start, M_out, m_id_stride, num_stages=NUM_STAGES):
        a = tl.load(a_ptrs, mask=mask_n & (m_id < M), other=0)
        a = a.reshape(num_groups_per_cta, GROUP_SIZE)
        a_max = tl.maximum(tl.max(tl.abs(a), axis=1), 1e-6).to(tl.float32)
        if ROUND_SCALE == 1:
            scale = _pow2(_log2_ceil(a_max * rfp8_max))
            rscale = 1 / scale
        else:
            scale = a_max * rfp8_max
            rscale = fp8_max / a_max
        out = tl.clamp(a.to(tl.float32) * rscale[:, None], fp8_min, fp8_max)
        out = out.to(out_ptr.dtype.element_ty).reshape(GROUP_SIZE * num_groups_per_cta)
        tl.store(o_ptrs, out, mask=mask_o)
        tl.store(s_ptrs, scale, mask=mask_s)
        a_ptrs += m_id_stride * stride_am
        o_ptrs += m_id_stride * stride_om
        s_ptrs += m_id_stride * stride_sm
