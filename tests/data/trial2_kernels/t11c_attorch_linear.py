# Source: BobMcDear/attorch, attorch/linear_kernels.py (linear_forward_kernel with act_kernels.py's gelu).
# Rewritten for the closing trial 11c: out = gelu(input @ weight + bias) with the grouped program order
# (GROUP_SIZE_BATCH rows of tiles at a time, the last group clipped with min), masked K-loop loads cast to fp16
# before the dot, an fp32 accumulator, the pre-activation tile saved when SAVE_PRE_ACT, tanh-approximated GELU.
import triton
import triton.language as tl


@triton.jit
def linear_gelu(
    input_pointer, weight_pointer, bias_pointer, pre_act_pointer, output_pointer,
    batch_dim, in_feat_dim, out_feat_dim,
    input_batch_stride, input_in_feat_stride,
    weight_in_feat_stride, weight_out_feat_stride,
    pre_act_batch_stride, pre_act_out_feat_stride,
    output_batch_stride, output_out_feat_stride,
    ADD_BIAS: tl.constexpr, SAVE_PRE_ACT: tl.constexpr, FP16: tl.constexpr,
    BLOCK_SIZE_BATCH: tl.constexpr, BLOCK_SIZE_IN_FEAT: tl.constexpr,
    BLOCK_SIZE_OUT_FEAT: tl.constexpr, GROUP_SIZE_BATCH: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    n_batch_pids = tl.cdiv(batch_dim, BLOCK_SIZE_BATCH)
    n_out_pids = tl.cdiv(out_feat_dim, BLOCK_SIZE_OUT_FEAT)
    per_group = GROUP_SIZE_BATCH * n_out_pids
    group_id = pid // per_group
    first = group_id * GROUP_SIZE_BATCH
    group_rows = min(n_batch_pids - first, GROUP_SIZE_BATCH)
    batch_pid = first + (pid % group_rows)
    out_pid = (pid % per_group) // group_rows

    batch_off = batch_pid * BLOCK_SIZE_BATCH + tl.arange(0, BLOCK_SIZE_BATCH)
    out_off = out_pid * BLOCK_SIZE_OUT_FEAT + tl.arange(0, BLOCK_SIZE_OUT_FEAT)
    batch_mask = batch_off < batch_dim
    out_mask = out_off < out_feat_dim

    in_rows = input_pointer + input_batch_stride * batch_off[:, None]
    w_cols = weight_pointer + weight_out_feat_stride * out_off[None, :]
    acc = tl.zeros((BLOCK_SIZE_BATCH, BLOCK_SIZE_OUT_FEAT), dtype=tl.float32)
    for block in range(0, tl.cdiv(in_feat_dim, BLOCK_SIZE_IN_FEAT)):
        k_off = block * BLOCK_SIZE_IN_FEAT + tl.arange(0, BLOCK_SIZE_IN_FEAT)
        k_mask = k_off < in_feat_dim
        x = tl.load(in_rows + input_in_feat_stride * k_off[None, :], mask=batch_mask[:, None] & k_mask[None, :])
        w = tl.load(w_cols + weight_in_feat_stride * k_off[:, None], mask=out_mask[None, :] & k_mask[:, None])
        if FP16:
            x = x.to(tl.float16)
            w = w.to(tl.float16)
        acc += tl.dot(x, w)

    if ADD_BIAS:
        bias = tl.load(bias_pointer + out_off, mask=out_mask)
        if FP16:
            bias = bias.to(tl.float16)
        acc += bias[None, :]

    tile_mask = batch_mask[:, None] & out_mask[None, :]
    if SAVE_PRE_ACT:
        pre = pre_act_pointer + pre_act_batch_stride * batch_off[:, None] + pre_act_out_feat_stride * out_off[None, :]
        tl.store(pre, acc, mask=tile_mask)

    # tanh-approximated GELU, tanh(u) = 2 * sigmoid(2u) - 1
    inner = 0.7978845608028654 * (acc + 0.044715 * acc * acc * acc)
    act = 0.5 * acc * (1 + (2 * tl.sigmoid(2 * inner) - 1))
    out = output_pointer + output_batch_stride * batch_off[:, None] + output_out_feat_stride * out_off[None, :]
    tl.store(out, act, mask=tile_mask)
