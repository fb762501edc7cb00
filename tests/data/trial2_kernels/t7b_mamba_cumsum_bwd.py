# Source: state-spaces/mamba, mamba_ssm/ops/triton/ssd_chunk_state.py (_chunk_cumsum_bwd_kernel).
# Rewritten for trial 7b (DT_SOFTPLUS=True, HAS_DT_BIAS=True, non-deterministic path): a [heads, chunk] tile per
# program, softplus and clamp of dt, row sums reduced into dA and ddt_bias with tl.atomic_add.
import triton
import triton.language as tl


@triton.jit
def softplus(dt):
    return tl.log(tl.exp(dt) + 1)


@triton.jit
def chunk_cumsum_bwd(
    ddA_ptr, ddt_out_ptr, dt_ptr, A_ptr, dt_bias_ptr, ddt_ptr, dA_ptr, ddt_bias_ptr,
    batch, seqlen, nheads, chunk_size, dt_min, dt_max,
    stride_ddA_batch, stride_ddA_chunk, stride_ddA_head, stride_ddA_csize,
    stride_ddt_out_batch, stride_ddt_out_chunk, stride_ddt_out_head, stride_ddt_out_csize,
    stride_dt_batch, stride_dt_seqlen, stride_dt_head,
    stride_A_head, stride_dt_bias_head,
    stride_ddt_batch, stride_ddt_seqlen, stride_ddt_head,
    stride_dA_head, stride_ddt_bias_head,
    BLOCK_SIZE_H: tl.constexpr, BLOCK_SIZE_CHUNK: tl.constexpr,
):
    pid_b = tl.program_id(axis=0)
    pid_c = tl.program_id(axis=1)
    pid_h = tl.program_id(axis=2)
    ddt_out_ptr += pid_b * stride_ddt_out_batch + pid_c * stride_ddt_out_chunk
    ddA_ptr += pid_b * stride_ddA_batch + pid_c * stride_ddA_chunk
    dt_ptr += pid_b * stride_dt_batch + pid_c * chunk_size * stride_dt_seqlen
    ddt_ptr += pid_b * stride_ddt_batch + pid_c * chunk_size * stride_ddt_seqlen

    offs_h = pid_h * BLOCK_SIZE_H + tl.arange(0, BLOCK_SIZE_H)
    offs_c = tl.arange(0, BLOCK_SIZE_CHUNK)
    limit = min(chunk_size, seqlen - pid_c * chunk_size)
    tile_ok = (offs_h[:, None] < nheads) & (offs_c[None, :] < limit)

    ddA = tl.load(ddA_ptr + offs_h[:, None] * stride_ddA_head + offs_c[None, :] * stride_ddA_csize,
                  mask=tile_ok, other=0.0).to(tl.float32)
    ddt_out = tl.load(ddt_out_ptr + offs_h[:, None] * stride_ddt_out_head + offs_c[None, :] * stride_ddt_out_csize,
                      mask=tile_ok, other=0.0).to(tl.float32)
    A = tl.load(A_ptr + offs_h * stride_A_head, mask=offs_h < nheads, other=0.0).to(tl.float32)
    ddt = ddA * A[:, None] + ddt_out
    dt = tl.load(dt_ptr + offs_h[:, None] * stride_dt_head + offs_c[None, :] * stride_dt_seqlen,
                 mask=tile_ok, other=0.0).to(tl.float32)
    bias = tl.load(dt_bias_ptr + offs_h * stride_dt_bias_head, mask=offs_h < nheads, other=0.0).to(tl.float32)
    dt += bias[:, None]
    pre = dt
    dt = tl.where(dt <= 20.0, softplus(dt), dt)
    clamped = (dt < dt_min) | (dt > dt_max)
    dt = tl.minimum(tl.maximum(dt, dt_min), dt_max)
    dt = tl.where(tile_ok, dt, 0.0)
    ddt = tl.where(tile_ok, ddt, 0.0)
    ddt = tl.where(clamped, 0.0, ddt)
    ddt = tl.where(pre <= 20.0, ddt * tl.sigmoid(pre), ddt)
    tl.store(ddt_ptr + offs_h[:, None] * stride_ddt_head + offs_c[None, :] * stride_ddt_seqlen, ddt, mask=tile_ok)
    dA = tl.sum(ddA * dt, axis=1)
    tl.atomic_add(dA_ptr + offs_h * stride_dA_head, dA, mask=offs_h < nheads)
    ddt_bias = tl.sum(ddt, axis=1)
    tl.atomic_add(ddt_bias_ptr + offs_h * stride_ddt_bias_head, ddt_bias, mask=offs_h < nheads)
