# Source: state-spaces/mamba, mamba_ssm/ops/triton/ssd_chunk_state.py (_chunk_state_fwd_kernel).
# Rewritten for trial 7b (HAS_SEQ_IDX=False path): states[b, c, h] = x^T @ (B * exp(dA_last - dA_k) * dt_k) over one
# chunk, a K loop bounded by the runtime chunk length, fp32 scaling of B before a cast back to the x dtype and a dot.
import triton
import triton.language as tl


@triton.jit
def chunk_state_fwd(
    x_ptr, b_ptr, states_ptr, dt_ptr, dA_cumsum_ptr,
    hdim, dstate, chunk_size, batch, seqlen, nheads_ngroups_ratio,
    stride_x_batch, stride_x_seqlen, stride_x_head, stride_x_hdim,
    stride_b_batch, stride_b_seqlen, stride_b_head, stride_b_dstate,
    stride_states_batch, stride_states_chunk, stride_states_head, stride_states_hdim, stride_states_dstate,
    stride_dt_batch, stride_dt_chunk, stride_dt_head, stride_dt_csize,
    stride_dA_cs_batch, stride_dA_cs_chunk, stride_dA_cs_head, stride_dA_cs_csize,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
):
    pid_bc = tl.program_id(axis=1)
    pid_c = pid_bc // batch
    pid_b = pid_bc - pid_c * batch
    pid_h = tl.program_id(axis=2)
    tiles_n = tl.cdiv(dstate, BLOCK_SIZE_N)
    pid_m = tl.program_id(axis=0) // tiles_n
    pid_n = tl.program_id(axis=0) % tiles_n
    b_ptr += pid_b * stride_b_batch + pid_c * chunk_size * stride_b_seqlen + (pid_h // nheads_ngroups_ratio) * stride_b_head  # noqa: E501
    x_ptr += pid_b * stride_x_batch + pid_c * chunk_size * stride_x_seqlen + pid_h * stride_x_head
    dt_ptr += pid_b * stride_dt_batch + pid_c * stride_dt_chunk + pid_h * stride_dt_head
    dA_cumsum_ptr += pid_b * stride_dA_cs_batch + pid_c * stride_dA_cs_chunk + pid_h * stride_dA_cs_head

    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    x_ptrs = x_ptr + (offs_m[:, None] * stride_x_hdim + offs_k[None, :] * stride_x_seqlen)
    b_ptrs = b_ptr + (offs_n[None, :] * stride_b_dstate + offs_k[:, None] * stride_b_seqlen)
    dt_ptrs = dt_ptr + offs_k * stride_dt_csize
    dA_last = tl.load(dA_cumsum_ptr + (chunk_size - 1) * stride_dA_cs_csize).to(tl.float32)
    dA_ptrs = dA_cumsum_ptr + offs_k * stride_dA_cs_csize
    limit = min(chunk_size, seqlen - pid_c * chunk_size)

    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, limit, BLOCK_SIZE_K):
        x = tl.load(x_ptrs, mask=(offs_m[:, None] < hdim) & (offs_k[None, :] < limit - k), other=0.0)
        bv = tl.load(b_ptrs, mask=(offs_k[:, None] < limit - k) & (offs_n[None, :] < dstate), other=0.0).to(tl.float32)
        dA_k = tl.load(dA_ptrs, mask=offs_k < limit - k, other=0.0).to(tl.float32)
        dt_k = tl.load(dt_ptrs, mask=offs_k < limit - k, other=0.0).to(tl.float32)
        scale = tl.exp(tl.minimum(dA_last - dA_k, 0.0)) * dt_k
        bv *= scale[:, None]
        bv = bv.to(x_ptr.dtype.element_ty)
        acc += tl.dot(x, bv)
        x_ptrs += BLOCK_SIZE_K * stride_x_seqlen
        b_ptrs += BLOCK_SIZE_K * stride_b_seqlen
        dt_ptrs += BLOCK_SIZE_K * stride_dt_csize
        dA_ptrs += BLOCK_SIZE_K * stride_dA_cs_csize
    states = acc.to(states_ptr.dtype.element_ty)
    states_ptr += pid_b * stride_states_batch + pid_c * stride_states_chunk + pid_h * stride_states_head
    st_ptrs = states_ptr + (offs_m[:, None] * stride_states_hdim + offs_n[None, :] * stride_states_dstate)
    tl.store(st_ptrs, states, mask=(offs_m[:, None] < hdim) & (offs_n[None, :] < dstate))
