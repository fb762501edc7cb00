# Source: pytorch/FBGEMM, fbgemm_gpu/fbgemm_gpu/sll/triton/triton_jagged_dense_bmm.py (jagged_dense_bmm_kernel);
# rewritten for the trial of issue 23. out[b] = jagged_a[b] (len_b x K) @ dense_b[b] (K x N), lengths from offsets.
import triton
import triton.language as tl


@triton.jit
def jagged_dense_bmm_kernel(
    a_ptr, a_offset_ptr, b_ptr, c_ptr, N, K,
    stride_am, stride_ak, stride_bl, stride_bk, stride_bn, stride_cm, stride_cn,
    max_seq_len, allow_tf32: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
):
    pid_batch = tl.program_id(0)
    pid = tl.program_id(1)
    begin = tl.load(a_offset_ptr + pid_batch)
    end = tl.load(a_offset_ptr + pid_batch + 1)
    M = tl.minimum(end - begin, max_seq_len)
    if M == 0:
        return
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    offs_am = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    if pid_m * BLOCK_SIZE_M >= M:
        return
    offs_bn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    if pid_n * BLOCK_SIZE_N >= N:
        return
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + begin * stride_am + offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + pid_batch * stride_bl + offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn
    c = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_SIZE_K):
        updated_offset = k + offs_k
        a = tl.load(a_ptrs, mask=((updated_offset[None, :] < K) & (offs_am[:, None] < M)), other=0.0)
        b = tl.load(b_ptrs, mask=((updated_offset[:, None] < K) & (offs_bn[None, :] < N)), other=0.0)
        c += tl.dot(a, b, allow_tf32=allow_tf32)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * offs_m[:, None] + stride_cn * offs_n[None, :] + begin * stride_cm
    c_mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.store(c_ptrs, c.to(c_ptr.dtype.element_ty), mask=c_mask)
