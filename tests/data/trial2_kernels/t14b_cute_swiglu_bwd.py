# Source: mayank31398/cute-kernels, cute_kernels/kernels/swiglu/triton_implementation/backward/packed.py
# (swiglu_packed_backward_triton_kernel). Rewritten for the closing trial 14b: x [B, H] packs up and gate halves
# side by side (up at column j, gate at column j + H / 2); the output gradient is [B, H / 2]; a 2-D grid of
# [BLOCK_SIZE_B, BLOCK_SIZE_H] tiles computes sigmoid(gate), the up and gate gradients in fp32 and stores them into
# the two halves of x_grad. cute-kernels' own `sigmoid` helper becomes tl.sigmoid; up and the output gradient are
# cast to fp32 before the products (upstream multiplied bf16 by fp32 and relied on promotion).
import triton
import triton.language as tl


@triton.jit
def cute_swiglu_bwd(x_ptr, output_grad_ptr, x_grad_ptr, B, H,
                    BLOCK_SIZE_B: tl.constexpr, BLOCK_SIZE_H: tl.constexpr):
    pid_b = tl.program_id(axis=0)
    pid_h = tl.program_id(axis=1)
    indices_b = pid_b * BLOCK_SIZE_B + tl.arange(0, BLOCK_SIZE_B)
    indices_h = pid_h * BLOCK_SIZE_H + tl.arange(0, BLOCK_SIZE_H)
    half_H = H >> 1
    mask_bh = (indices_b[:, None] < B) & (indices_h[None, :] < half_H)

    up_ptrs = x_ptr + indices_b[:, None] * H + indices_h[None, :]
    up = tl.load(up_ptrs, mask=mask_bh).to(tl.float32)
    gate_ptrs = up_ptrs + half_H
    gate = tl.load(gate_ptrs, mask=mask_bh).to(tl.float32)
    output_grad_ptrs = output_grad_ptr + indices_b[:, None] * half_H + indices_h[None, :]
    output_grad = tl.load(output_grad_ptrs, mask=mask_bh).to(tl.float32)

    gate_sigmoid = tl.sigmoid(gate)
    gate_silu = gate * gate_sigmoid
    gate_grad = output_grad * up * (gate_sigmoid + gate_silu * (1 - gate_sigmoid))
    up_grad = output_grad * gate_silu

    up_grad_ptrs = x_grad_ptr + indices_b[:, None] * H + indices_h[None, :]
    tl.store(up_grad_ptrs, up_grad.to(x_grad_ptr.dtype.element_ty), mask=mask_bh)
    gate_grad_ptrs = up_grad_ptrs + half_H
    tl.store(gate_grad_ptrs, gate_grad.to(x_grad_ptr.dtype.element_ty), mask=mask_bh)
