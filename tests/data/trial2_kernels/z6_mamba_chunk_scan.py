# Source: state-spaces/mamba, mamba_ssm/ops/triton/ssd_chunk_scan.py (_chunk_scan_fwd_kernel), as vendored in
# vllm model_executor/layers/mamba/ops/ssd_chunk_scan.py. Rewritten for the trial: no seq_idx, no z gate, causal,
# D skip connection kept; one dot for C @ prev_states plus a K loop of cb @ x dots with exp-decay masking.
import triton
import triton.language as tl


@triton.jit
def chunk_scan_fwd(
    cb_ptr, x_ptr, out_ptr, dt_ptr, dA_cumsum_ptr, C_ptr, prev_states_ptr, D_ptr,
    chunk_size, hdim, dstate, batch, seqlen, nheads_ngroups_ratio,
    stride_cb_batch, stride_cb_chunk, stride_cb_head, stride_cb_csize_m, stride_cb_csize_k,
    stride_x_batch, stride_x_seqlen, stride_x_head, stride_x_hdim,
    stride_out_batch, stride_out_seqlen, stride_out_head, stride_out_hdim,
    stride_dt_batch, stride_dt_chunk, stride_dt_head, stride_dt_csize,
    stride_dA_cs_batch, stride_dA_cs_chunk, stride_dA_cs_head, stride_dA_cs_csize,
    stride_C_batch, stride_C_seqlen, stride_C_head, stride_C_dstate,
    stride_states_batch, stride_states_chunk, stride_states_head, stride_states_hdim, stride_states_dstate,
    stride_D_head,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    BLOCK_SIZE_DSTATE: tl.constexpr,
):
    pid_bc = tl.program_id(axis=1)
    pid_c = pid_bc // batch
    pid_b = pid_bc - pid_c * batch
    pid_h = tl.program_id(axis=2)
    num_pid_n = tl.cdiv(hdim, BLOCK_SIZE_N)
    pid_m = tl.program_id(axis=0) // num_pid_n
    pid_n = tl.program_id(axis=0) % num_pid_n
    group = pid_h // nheads_ngroups_ratio
    cb_ptr += pid_b * stride_cb_batch + pid_c * stride_cb_chunk + group * stride_cb_head
    x_ptr += pid_b * stride_x_batch + pid_c * chunk_size * stride_x_seqlen + pid_h * stride_x_head
    dt_ptr += pid_b * stride_dt_batch + pid_c * stride_dt_chunk + pid_h * stride_dt_head
    dA_cumsum_ptr += pid_b * stride_dA_cs_batch + pid_c * stride_dA_cs_chunk + pid_h * stride_dA_cs_head
    C_ptr += pid_b * stride_C_batch + pid_c * chunk_size * stride_C_seqlen + group * stride_C_head
    prev_states_ptr += pid_b * stride_states_batch + pid_c * stride_states_chunk + pid_h * stride_states_head

    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    dA_cs_m = tl.load(dA_cumsum_ptr + offs_m * stride_dA_cs_csize, mask=offs_m < chunk_size, other=0.0).to(tl.float32)
    chunk_size_limit = min(chunk_size, seqlen - pid_c * chunk_size)

    # contribution of the state carried in from earlier chunks: C @ prev_states, scaled by exp(dA_cumsum)
    offs_ds = tl.arange(0, BLOCK_SIZE_DSTATE)
    C_ptrs = C_ptr + (offs_m[:, None] * stride_C_seqlen + offs_ds[None, :] * stride_C_dstate)
    ps_ptrs = prev_states_ptr + (offs_n[None, :] * stride_states_hdim + offs_ds[:, None] * stride_states_dstate)
    scale_m = tl.exp(dA_cs_m)
    C = tl.load(C_ptrs, mask=(offs_m[:, None] < chunk_size_limit) & (offs_ds[None, :] < dstate), other=0.0)
    prev_states = tl.load(ps_ptrs, mask=(offs_ds[:, None] < dstate) & (offs_n[None, :] < hdim), other=0.0)
    prev_states = prev_states.to(C_ptr.dtype.element_ty)
    acc = tl.dot(C, prev_states) * scale_m[:, None]

    # intra-chunk causal part: sum_k (cb * decay * dt)[m, k] @ x[k, n]
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    cb_ptrs = cb_ptr + (offs_m[:, None] * stride_cb_csize_m + offs_k[None, :] * stride_cb_csize_k)
    x_ptrs = x_ptr + (offs_k[:, None] * stride_x_seqlen + offs_n[None, :] * stride_x_hdim)
    dt_ptrs = dt_ptr + offs_k * stride_dt_csize
    dA_cumsum_ptrs = dA_cumsum_ptr + offs_k * stride_dA_cs_csize
    K_MAX = min((pid_m + 1) * BLOCK_SIZE_M, chunk_size_limit)
    for k in range(0, K_MAX, BLOCK_SIZE_K):
        cb = tl.load(cb_ptrs, mask=(offs_m[:, None] < chunk_size) & (offs_k[None, :] < chunk_size - k),
                     other=0.0).to(tl.float32)
        dA_cs_k = tl.load(dA_cumsum_ptrs, mask=offs_k < chunk_size - k, other=0.0).to(tl.float32)
        cb *= tl.exp(tl.minimum(dA_cs_m[:, None] - dA_cs_k[None, :], 0.0))
        dt_k = tl.load(dt_ptrs, mask=offs_k < chunk_size - k, other=0.0).to(tl.float32)
        cb *= dt_k
        cb = tl.where(offs_m[:, None] >= k + offs_k[None, :], cb, 0.0)
        cb = cb.to(x_ptr.dtype.element_ty)
        x = tl.load(x_ptrs, mask=(offs_k[:, None] < chunk_size_limit - k) & (offs_n[None, :] < hdim), other=0.0)
        acc += tl.dot(cb, x)
        cb_ptrs += BLOCK_SIZE_K * stride_cb_csize_k
        x_ptrs += BLOCK_SIZE_K * stride_x_seqlen
        dt_ptrs += BLOCK_SIZE_K * stride_dt_csize
        dA_cumsum_ptrs += BLOCK_SIZE_K * stride_dA_cs_csize

    # D skip connection (D per head)
    D = tl.load(D_ptr + pid_h * stride_D_head).to(tl.float32)
    x_res = tl.load(x_ptr + (offs_m[:, None] * stride_x_seqlen + offs_n[None, :] * stride_x_hdim),
                    mask=(offs_m[:, None] < chunk_size_limit) & (offs_n[None, :] < hdim), other=0.0).to(tl.float32)
    acc += x_res * D

    out_ptr += pid_b * stride_out_batch + pid_c * chunk_size * stride_out_seqlen + pid_h * stride_out_head
    out_ptrs = out_ptr + (stride_out_seqlen * offs_m[:, None] + offs_n[None, :] * stride_out_hdim)
    tl.store(out_ptrs, acc, mask=(offs_m[:, None] < chunk_size_limit) & (offs_n[None, :] < hdim))
