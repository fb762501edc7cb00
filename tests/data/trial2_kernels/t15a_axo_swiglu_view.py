# Source: axolotl-ai-cloud/axolotl, src/axolotl/kernels/blackwell/swiglu_gateup.py (_swiglu_fwd_view_kernel and
# _swiglu_bwd_view_kernel). Rewritten for the closing trial 15a: stride-aware fused SwiGLU over gate/up views that
# may be column slices of one [M, 2 * INTER] buffer (row strides passed separately). Forward: out = silu(gate) * up
# with gate widened to fp32 for the sigmoid; backward (in place): grad_out <- h = silu(gate) * up, gate <- d gate,
# up <- d up. A 2-D [BLOCK_M, BLOCK_N] tile with row and column masks. Changes: the autotune decorators are dropped
# (one config is passed with --constexpr), names are shortened.
import triton
import triton.language as tl


@triton.jit
def axo_swiglu_fwd(gate_ptr, up_ptr, out_ptr, M, N, stride_gm, stride_um, stride_om,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    om = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    on = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (om[:, None] < M) & (on[None, :] < N)
    gate = tl.load(gate_ptr + om[:, None] * stride_gm + on[None, :], mask=mask, other=0.0).to(tl.float32)
    up = tl.load(up_ptr + om[:, None] * stride_um + on[None, :], mask=mask, other=0.0)
    f = (gate * tl.sigmoid(gate)).to(up.dtype)
    tl.store(out_ptr + om[:, None] * stride_om + on[None, :], f * up, mask=mask)


@triton.jit
def axo_swiglu_bwd(grad_out_ptr, gate_ptr, up_ptr, M, N, stride_dm, stride_gm, stride_um,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    om = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    on = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (om[:, None] < M) & (on[None, :] < N)
    grad_out = tl.load(grad_out_ptr + om[:, None] * stride_dm + on[None, :], mask=mask, other=0.0)
    gate = tl.load(gate_ptr + om[:, None] * stride_gm + on[None, :], mask=mask, other=0.0).to(tl.float32)
    up = tl.load(up_ptr + om[:, None] * stride_um + on[None, :], mask=mask, other=0.0)
    sig = tl.sigmoid(gate)
    silu = (sig * gate).to(grad_out.dtype)
    h = silu * up
    grad_up = grad_out * silu
    grad_gate = ((grad_out * up).to(tl.float32) * sig * (1.0 + gate * (1.0 - sig))).to(grad_out.dtype)
    tl.store(grad_out_ptr + om[:, None] * stride_dm + on[None, :], h, mask=mask)
    tl.store(gate_ptr + om[:, None] * stride_gm + on[None, :], grad_gate, mask=mask)
    tl.store(up_ptr + om[:, None] * stride_um + on[None, :], grad_up, mask=mask)
