# Source: state-spaces/mamba, mamba_ssm/ops/triton/selective_state_update.py (_selective_scan_update_kernel).
# Rewritten for the trial: one decode step of the Mamba selective state update; the heuristics are constexprs here.
import triton
import triton.language as tl


@triton.jit
def _softplus(dt):
    return tl.where(dt <= 20.0, tl.math.log(tl.math.exp(dt) + 1), dt)


@triton.jit
def selective_state_update(
    state_ptr, x_ptr, dt_ptr, dt_bias_ptr, A_ptr, B_ptr, C_ptr, D_ptr, z_ptr, out_ptr,
    dim, dstate, nheads_ngroups_ratio,
    stride_state_batch, stride_state_head, stride_state_dim,
    stride_x_batch, stride_x_head,
    stride_dt_batch, stride_dt_head,
    stride_A_head, stride_A_dim,
    stride_B_batch, stride_B_group,
    stride_C_batch, stride_C_group,
    stride_D_head,
    stride_z_batch, stride_z_head,
    stride_out_batch, stride_out_head,
    DT_SOFTPLUS: tl.constexpr, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_DSTATE: tl.constexpr,
    HAS_D: tl.constexpr, HAS_Z: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_b = tl.program_id(1)
    pid_h = tl.program_id(2)
    state_ptr += pid_b * stride_state_batch + pid_h * stride_state_head
    x_ptr += pid_b * stride_x_batch + pid_h * stride_x_head
    dt_ptr += pid_b * stride_dt_batch + pid_h * stride_dt_head
    dt_bias_ptr += pid_h * dim
    A_ptr += pid_h * stride_A_head
    B_ptr += pid_b * stride_B_batch + (pid_h // nheads_ngroups_ratio) * stride_B_group
    C_ptr += pid_b * stride_C_batch + (pid_h // nheads_ngroups_ratio) * stride_C_group
    out_ptr += pid_b * stride_out_batch + pid_h * stride_out_head

    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = tl.arange(0, BLOCK_SIZE_DSTATE)
    state_ptrs = state_ptr + offs_m[:, None] * stride_state_dim + offs_n[None, :]
    mask_mn = (offs_m[:, None] < dim) & (offs_n[None, :] < dstate)
    state = tl.load(state_ptrs, mask=mask_mn, other=0.0)
    x = tl.load(x_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    dt = tl.load(dt_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    dt += tl.load(dt_bias_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    if DT_SOFTPLUS:
        dt = _softplus(dt)
    A = tl.load(A_ptr + offs_m[:, None] * stride_A_dim + offs_n[None, :], mask=mask_mn, other=0.0).to(tl.float32)
    dA = tl.exp(A * dt[:, None])
    B = tl.load(B_ptr + offs_n, mask=offs_n < dstate, other=0.0).to(tl.float32)
    C = tl.load(C_ptr + offs_n, mask=offs_n < dstate, other=0.0).to(tl.float32)
    if HAS_D:
        D = tl.load(D_ptr + pid_h * stride_D_head + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    if HAS_Z:
        z = tl.load(z_ptr + pid_b * stride_z_batch + pid_h * stride_z_head + offs_m, mask=offs_m < dim, other=0.0)
        z = z.to(tl.float32)
    dB = B[None, :] * dt[:, None]
    state = state * dA + dB * x[:, None]
    tl.store(state_ptrs, state, mask=mask_mn)
    out = tl.sum(state * C[None, :], axis=1)
    if HAS_D:
        out += x * D
    if HAS_Z:
        out *= z * tl.sigmoid(z)
    tl.store(out_ptr + offs_m, out.to(out_ptr.dtype.element_ty), mask=offs_m < dim)
