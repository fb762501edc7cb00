# Source: NX-AI/mlstm_kernels (mirror subho406/mlstm_kernels), mlstm_kernels/triton/chunkwise/xl_chunk/
# fw_kernel_recurrent.py (mlstm_chunkwise__recurrent_fw_C_kernel). Rewritten for the trial: the recurrent part of the
# chunkwise mLSTM forward pass. Each program owns one (siz_b_DHQK, siz_b_DHHV) tile of the C state of one (batch,
# head) and walks the NC chunks in order: it stores the previous state every save_every-th chunk, computes the gate
# vector a = flip(cumsum(flip(logsigmoid(f)))) + i and the chunk's log gate g, then C = exp(g) C + (K * exp(a))^T V
# (a tcgen05 dot) and n = exp(g) n + rowsum(K * exp(a)). Triton 3.9 removed block pointers, so K and V tiles come
# through in-kernel tensor descriptors (TMA) and K^T is a tl.trans of the loaded [L, siz_b_DHQK] tile.
import triton
import triton.language as tl


@triton.jit
def mlstm_recurrent_fw_C(matK, matV, vecF, vecI, matC_initial, vecN_initial, scaMinter_initial,
                         matC_states, vecN_states, scaMinter_states,
                         B: tl.constexpr, NH: tl.constexpr, S: tl.constexpr, DHQK: tl.constexpr, DHHV: tl.constexpr,
                         NC: tl.constexpr, L: tl.constexpr, siz_b_DHQK: tl.constexpr, siz_b_DHHV: tl.constexpr,
                         save_every: tl.constexpr, USE_INITIAL_STATE: tl.constexpr, DTYPE: tl.constexpr):
    idx_b_DHQK = tl.program_id(0)
    idx_b_DHHV = tl.program_id(1)
    idx_b_BNH = tl.program_id(2)

    k_desc = tl.make_tensor_descriptor(matK + idx_b_BNH * S * DHQK, shape=[S, DHQK], strides=[DHQK, 1],
                                       block_shape=[L, siz_b_DHQK])
    v_desc = tl.make_tensor_descriptor(matV + idx_b_BNH * S * DHHV, shape=[S, DHHV], strides=[DHHV, 1],
                                       block_shape=[L, siz_b_DHHV])
    cstates_desc = tl.make_tensor_descriptor(matC_states + idx_b_BNH * (NC // save_every + 1) * DHQK * DHHV,
                                             shape=[(NC // save_every + 1) * DHQK, DHHV], strides=[DHHV, 1],
                                             block_shape=[siz_b_DHQK, siz_b_DHHV])

    offs_qk = idx_b_DHQK * siz_b_DHQK + tl.arange(0, siz_b_DHQK)
    offs_hv = idx_b_DHHV * siz_b_DHHV + tl.arange(0, siz_b_DHHV)
    matC = tl.zeros((siz_b_DHQK, siz_b_DHHV), dtype=tl.float32)
    vecN = tl.zeros((siz_b_DHQK,), dtype=tl.float32)
    scaM = 0.0
    if USE_INITIAL_STATE:
        c0_ptrs = matC_initial + idx_b_BNH * DHQK * DHHV + offs_qk[:, None] * DHHV + offs_hv[None, :]
        matC = tl.load(c0_ptrs).to(tl.float32)
        vecN = tl.load(vecN_initial + idx_b_BNH * DHQK + offs_qk).to(tl.float32)
        scaM = tl.load(scaMinter_initial + idx_b_BNH).to(tl.float32)

    idx_L = tl.arange(0, L)
    for k in range(NC):
        if k % save_every == 0:
            idx_save = k // save_every
            cstates_desc.store([idx_save * DHQK + idx_b_DHQK * siz_b_DHQK, idx_b_DHHV * siz_b_DHHV], matC)
            if idx_b_DHHV == 0:
                tl.store(vecN_states + idx_b_BNH * (NC // save_every + 1) * DHQK + idx_save * DHQK + offs_qk, vecN)
            if (idx_b_DHQK == 0) and (idx_b_DHHV == 0):
                tl.store(scaMinter_states + idx_b_BNH * (NC // save_every + 1) + idx_save, scaM)

        f_base = vecF + idx_b_BNH * S + k * L
        vecF_k = tl.load(f_base + idx_L + 1, mask=idx_L < L - 1, other=0.0).to(tl.float32)
        logsig = tl.log(tl.sigmoid(vecF_k))
        logsig = tl.where(idx_L < L - 1, logsig, 0.0)
        vecI_k = tl.load(vecI + idx_b_BNH * S + k * L + idx_L).to(tl.float32)
        vecA = tl.flip(tl.cumsum(tl.flip(logsig), axis=0)) + vecI_k
        f_first = tl.load(f_base).to(tl.float32)
        scaG = tl.sum(logsig, axis=0) + tl.log(tl.sigmoid(f_first))

        scaAmax = tl.max(vecA, axis=0)
        scaM_next = tl.maximum(scaG + scaM, scaAmax)

        matK_k = tl.trans(k_desc.load([k * L, idx_b_DHQK * siz_b_DHQK])).to(tl.float32)
        matV_k = v_desc.load([k * L, idx_b_DHHV * siz_b_DHHV]).to(DTYPE)

        vecAbar = tl.exp(vecA - scaM_next)
        scaGbar = tl.exp(scaG + scaM - scaM_next)
        matKbar = (matK_k * vecAbar[None, :]).to(DTYPE)
        matC = scaGbar * matC + tl.dot(matKbar, matV_k)
        vecN = scaGbar * vecN + tl.sum(matKbar.to(tl.float32), axis=1)
        scaM = scaM_next

    idx_last = NC // save_every
    if NC % save_every == 0:
        cstates_desc.store([idx_last * DHQK + idx_b_DHQK * siz_b_DHQK, idx_b_DHHV * siz_b_DHHV], matC)
        if idx_b_DHHV == 0:
            tl.store(vecN_states + idx_b_BNH * (NC // save_every + 1) * DHQK + idx_last * DHQK + offs_qk, vecN)
        if (idx_b_DHQK == 0) and (idx_b_DHHV == 0):
            tl.store(scaMinter_states + idx_b_BNH * (NC // save_every + 1) + idx_last, scaM)
