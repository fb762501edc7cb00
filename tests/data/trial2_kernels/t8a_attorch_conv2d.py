# Source: BobMcDear/attorch, attorch/conv_kernels.py (conv2d_forward_kernel).
# Rewritten for the closing trial (helper AK, docs/trial8a.md): implicit-GEMM 2-D convolution, NCHW input and OIHW
# weights, a flattened (batch, out_h, out_w) row block times an output-feature block; three nested loops (kernel
# height, kernel width, input-feature blocks) around one masked-load tl.dot; grouped convolution via program_id(2).
import triton
import triton.language as tl


@triton.jit
def conv2d_fwd(
    inp, weight, out,
    batch_dim, in_feat_dim, in_height, in_width,
    out_feat_dim, out_height, out_width,
    in_stride_b, in_stride_c, in_stride_h, in_stride_w,
    w_stride_o, w_stride_c, w_stride_h, w_stride_w,
    out_stride_b, out_stride_c, out_stride_h, out_stride_w,
    KH: tl.constexpr, KW: tl.constexpr, STRIDE_H: tl.constexpr, STRIDE_W: tl.constexpr,
    PAD_H: tl.constexpr, PAD_W: tl.constexpr, GROUPS: tl.constexpr,
    BLOCK_BHW: tl.constexpr, BLOCK_CIN: tl.constexpr, BLOCK_COUT: tl.constexpr,
):
    pid_bhw = tl.program_id(0)
    pid_cout = tl.program_id(1)
    pid_group = tl.program_id(2)
    in_group = in_feat_dim // GROUPS
    out_group = out_feat_dim // GROUPS

    bhw = pid_bhw * BLOCK_BHW + tl.arange(0, BLOCK_BHW)
    bh = bhw // out_width
    b = bh // out_height
    oh = bh % out_height
    ow = bhw % out_width
    cout = pid_cout * BLOCK_COUT + tl.arange(0, BLOCK_COUT)

    inp += (in_stride_b * b + in_stride_c * pid_group * in_group)[:, None]
    weight += (w_stride_o * cout + w_stride_o * pid_group * out_group)[None, :]
    acc = tl.zeros((BLOCK_BHW, BLOCK_COUT), dtype=tl.float32)
    for kh in range(KH):
        for kw in range(KW):
            for c0 in range(0, in_group, BLOCK_CIN):
                cin = c0 + tl.arange(0, BLOCK_CIN)
                ih = kh - PAD_H + STRIDE_H * oh
                iw = kw - PAD_W + STRIDE_W * ow
                x_ptrs = (inp + (in_stride_c * cin)[None, :] + (in_stride_h * ih)[:, None]
                          + (in_stride_w * iw)[:, None])
                w_ptrs = weight + (w_stride_c * cin)[:, None] + w_stride_h * kh + w_stride_w * kw
                x_mask = ((b < batch_dim)[:, None] & (cin < in_group)[None, :]
                          & ((ih >= 0) & (ih < in_height))[:, None] & ((iw >= 0) & (iw < in_width))[:, None])
                w_mask = (cin < in_group)[:, None] & (cout < out_group)[None, :]
                x = tl.load(x_ptrs, mask=x_mask).to(tl.float16)
                w = tl.load(w_ptrs, mask=w_mask).to(tl.float16)
                acc += tl.dot(x, w)

    o_ptrs = (out + (out_stride_b * b)[:, None] + (out_stride_c * (pid_group * out_group + cout))[None, :]
              + (out_stride_h * oh)[:, None] + (out_stride_w * ow)[:, None])
    o_mask = (b < batch_dim)[:, None] & (cout < out_group)[None, :]
    tl.store(o_ptrs, acc, mask=o_mask)
