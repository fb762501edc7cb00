# Source: AMD-AGI/Primus-Turbo, primus_turbo/triton/gemm/gemm_fp8_kernel.py (_fp8_rowwise_persistent_gemm_kernel,
# itself after tritonBLAS). Rewritten for the closing trial 13c: a persistent fp8 GEMM whose programs walk the output
# tiles with stride NUM_SMS after a chiplet (XCD) remap of the program id, grouped M order, int64 address arithmetic,
# stride_ak/stride_bk as constexprs (the layout picks the tl.multiple_of hint), a K loop with input_precision="ieee"
# and an EVEN_K masked tail, then a per-row times per-column fp32 scale and a masked store.
import triton
import triton.language as tl


@triton.jit
def _xcd_remap(pid, NUM_SMS: tl.constexpr, NUM_XCDS: tl.constexpr, CHUNK_SIZE: tl.constexpr):
    xcd = pid % NUM_XCDS
    local = pid // NUM_XCDS
    return (local // CHUNK_SIZE) * NUM_XCDS * CHUNK_SIZE + xcd * CHUNK_SIZE + local % CHUNK_SIZE


@triton.jit
def fp8_rowwise_gemm(
    A, B, C, A_scale_ptr, B_scale_ptr,
    M, N, K,
    stride_am, stride_bn, stride_cm, stride_cn,
    stride_ak: tl.constexpr, stride_bk: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
    GROUP_SIZE_M: tl.constexpr, NUM_SMS: tl.constexpr, NUM_XCDS: tl.constexpr, CHUNK_SIZE: tl.constexpr,
    EVEN_K: tl.constexpr,
):
    pid = tl.program_id(0)
    if NUM_XCDS != 1:
        pid = _xcd_remap(pid, NUM_SMS, NUM_XCDS, CHUNK_SIZE)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    total_tiles = num_pid_m * num_pid_n
    tl.assume(stride_am > 0)
    tl.assume(stride_bn > 0)
    tl.assume(stride_cm > 0)
    tl.assume(stride_cn > 0)

    for tile_id in range(pid, total_tiles, NUM_SMS):
        in_group = GROUP_SIZE_M * num_pid_n
        first_pid_m = (tile_id // in_group) * GROUP_SIZE_M
        group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
        pid_m = first_pid_m + ((tile_id % in_group) % group_size_m)
        pid_n = (tile_id % in_group) // group_size_m
        tl.assume(pid_m >= 0)
        tl.assume(pid_n >= 0)

        rm = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
        rn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
        rm = tl.max_contiguous(tl.multiple_of(rm, BLOCK_SIZE_M), BLOCK_SIZE_M)
        rn = tl.max_contiguous(tl.multiple_of(rn, BLOCK_SIZE_N), BLOCK_SIZE_N)
        rk = tl.arange(0, BLOCK_SIZE_K)
        a_base = A + rm[:, None].to(tl.int64) * stride_am + rk[None, :].to(tl.int64) * stride_ak
        b_base = B + rk[:, None].to(tl.int64) * stride_bk + rn[None, :].to(tl.int64) * stride_bn

        loop_k = tl.cdiv(K, BLOCK_SIZE_K)
        if not EVEN_K:
            loop_k -= 1
        tl.assume(loop_k > 1)
        acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for _k in range(0, loop_k):
            if stride_ak == 1:
                a = tl.load(tl.multiple_of(a_base, (1, 16)))
            else:
                a = tl.load(tl.multiple_of(a_base, (16, 1)))
            if stride_bk == 1:
                b = tl.load(tl.multiple_of(b_base, (16, 1)))
            else:
                b = tl.load(tl.multiple_of(b_base, (1, 16)))
            acc += tl.dot(a, b, input_precision="ieee")
            a_base += BLOCK_SIZE_K * stride_ak
            b_base += BLOCK_SIZE_K * stride_bk
        if not EVEN_K:
            rk = loop_k * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
            a_t = A + rm[:, None].to(tl.int64) * stride_am + rk[None, :].to(tl.int64) * stride_ak
            b_t = B + rk[:, None].to(tl.int64) * stride_bk + rn[None, :].to(tl.int64) * stride_bn
            a = tl.load(a_t, mask=rk[None, :] < K, other=0.0)
            b = tl.load(b_t, mask=rk[:, None] < K, other=0.0)
            acc += tl.dot(a, b, input_precision="ieee")

        a_s = tl.load(A_scale_ptr + rm)
        b_s = tl.load(B_scale_ptr + rn)
        acc *= a_s[:, None] * b_s[None, :]
        c = acc.to(C.type.element_ty)
        c_mask = (rm[:, None] < M) & (rn[None, :] < N)
        tl.store(C + rm[:, None].to(tl.int64) * stride_cm + rn[None, :].to(tl.int64) * stride_cn, c, c_mask)
