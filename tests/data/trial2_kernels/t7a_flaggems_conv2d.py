# Source: FlagOpen/FlagGems, src/flag_gems/ops/conv2d.py (conv2d_forward_kernel).
# Rewritten for trial 7a: an implicit-GEMM 2-D convolution; rows of the tile are (n, ho, wo) output points, columns
# are output channels; one flat loop over (kh, kw, ci-block) gathers an input tile with a 6-term mask and a weight
# tile, then a dot with allow_tf32=False; bias added in fp32, the fp32 accumulator stored into the fp16 output.
import triton
import triton.language as tl


@triton.jit
def conv2d_fwd(
    in_ptr, w_ptr, out_ptr, bias_ptr,
    in_n, in_h, in_w, out_c, out_h, out_w,
    in_sn, in_sc, in_sh, in_sw,
    w_sn, w_sc, w_sh, w_sw,
    out_sn, out_sc, out_sh, out_sw,
    weight_c: tl.constexpr, kh_size: tl.constexpr, kw_size: tl.constexpr,
    stride_h: tl.constexpr, stride_w: tl.constexpr, pad_h: tl.constexpr, pad_w: tl.constexpr,
    dil_h: tl.constexpr, dil_w: tl.constexpr, groups: tl.constexpr,
    BLOCK_NHW: tl.constexpr, BLOCK_CI: tl.constexpr, BLOCK_CO: tl.constexpr,
):
    pid_p = tl.program_id(0)
    pid_co = tl.program_id(1)
    pid_g = tl.program_id(2)

    p = pid_p * BLOCK_NHW + tl.arange(0, BLOCK_NHW)
    nh = p // out_w
    n_idx = nh // out_h
    ho = nh % out_h
    wo = p % out_w

    co_per_group = out_c // groups
    co = pid_co * BLOCK_CO + tl.arange(0, BLOCK_CO)
    in_base = in_ptr + (in_sn * n_idx + in_sc * pid_g * weight_c)[:, None]
    w_base = w_ptr + (w_sn * co + w_sn * pid_g * co_per_group)[None, :]

    acc = tl.zeros((BLOCK_NHW, BLOCK_CO), dtype=tl.float32)
    ci_blocks = (weight_c + BLOCK_CI - 1) // BLOCK_CI
    for it in range(kh_size * kw_size * ci_blocks):
        c0 = (it % ci_blocks) * BLOCK_CI
        hw = it // ci_blocks
        kh = hw // kw_size
        kw = hw % kw_size
        ci = c0 + tl.arange(0, BLOCK_CI)
        hi = kh * dil_h - pad_h + stride_h * ho
        wi = kw * dil_w - pad_w + stride_w * wo
        x_ptrs = in_base + (in_sc * ci)[None, :] + (in_sh * hi)[:, None] + (in_sw * wi)[:, None]
        w_ptrs = w_base + (w_sc * ci)[:, None] + (w_sh * kh) + (w_sw * kw)
        x_mask = ((n_idx < in_n)[:, None] & (ci < weight_c)[None, :] & (0 <= hi)[:, None] & (hi < in_h)[:, None]
                  & (0 <= wi)[:, None] & (wi < in_w)[:, None])
        w_mask = (ci < weight_c)[:, None] & (co < co_per_group)[None, :]
        xb = tl.load(x_ptrs, mask=x_mask)
        wb = tl.load(w_ptrs, mask=w_mask)
        acc += tl.dot(xb, wb, allow_tf32=False)

    co_ok = (co < co_per_group)[None, :]
    bias = tl.load(bias_ptr + pid_g * co_per_group + co[None, :], co_ok).to(tl.float32)
    acc += bias
    o_ptrs = out_ptr + ((out_sn * n_idx)[:, None] + (out_sc * (pid_g * co_per_group + co))[None, :]
                        + (out_sh * ho)[:, None] + (out_sw * wo)[:, None])
    o_mask = (n_idx < in_n)[:, None] & co_ok & (ho < out_h)[:, None] & (wo < out_w)[:, None]
    tl.store(o_ptrs, acc, mask=o_mask)
