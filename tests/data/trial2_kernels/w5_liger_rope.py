# Source: linkedin/Liger-Kernel, src/liger_kernel/ops/rope.py (_triton_rope). Rewritten for the fifth trial:
# rotary embedding of q and k in place, one program per (batch, token) row, 2-D head x half-dim tiles.
import triton
import triton.language as tl


@triton.jit
def rope_fwd(
    q_ptr, q_row_stride, k_ptr, k_row_stride, cos, cos_row_stride, sin, sin_row_stride, sl,
    n_qh: tl.constexpr, n_kh: tl.constexpr, hd: tl.constexpr,
    pad_n_qh: tl.constexpr, pad_n_kh: tl.constexpr, pad_hd: tl.constexpr,
):
    pid = tl.program_id(0).to(tl.int64)
    q_ptr = q_ptr + pid * q_row_stride
    k_ptr = k_ptr + pid * k_row_stride
    cos_row_idx = pid % sl
    cos = cos + cos_row_idx * cos_row_stride
    sin = sin + cos_row_idx * sin_row_stride
    cos_offsets = tl.arange(0, pad_hd // 2)
    cos_mask = cos_offsets < hd // 2
    cos_row = tl.load(cos + cos_offsets, mask=cos_mask, other=0)
    sin_row = tl.load(sin + cos_offsets, mask=cos_mask, other=0)
    first_q = tl.arange(0, pad_n_qh)[:, None] * hd + tl.arange(0, pad_hd // 2)[None, :]
    first_k = tl.arange(0, pad_n_kh)[:, None] * hd + tl.arange(0, pad_hd // 2)[None, :]
    q_mask = (tl.arange(0, pad_n_qh)[:, None] < n_qh) & (tl.arange(0, pad_hd // 2)[None, :] < hd // 2)
    k_mask = (tl.arange(0, pad_n_kh)[:, None] < n_kh) & (tl.arange(0, pad_hd // 2)[None, :] < hd // 2)
    q1 = tl.load(q_ptr + first_q, mask=q_mask, other=0).to(sin_row.dtype)
    k1 = tl.load(k_ptr + first_k, mask=k_mask, other=0).to(sin_row.dtype)
    q2 = tl.load(q_ptr + first_q + hd // 2, mask=q_mask, other=0).to(sin_row.dtype)
    k2 = tl.load(k_ptr + first_k + hd // 2, mask=k_mask, other=0).to(sin_row.dtype)
    tl.store(q_ptr + first_q, q1 * cos_row - q2 * sin_row, mask=q_mask)
    tl.store(q_ptr + first_q + hd // 2, q2 * cos_row + q1 * sin_row, mask=q_mask)
    tl.store(k_ptr + first_k, k1 * cos_row - k2 * sin_row, mask=k_mask)
    tl.store(k_ptr + first_k + hd // 2, k2 * cos_row + k1 * sin_row, mask=k_mask)
