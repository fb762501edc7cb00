# Source: triton-lang/triton, python/triton_kernels/triton_kernels/topk_details/_topk_forward.py (_topk_forward with
# streaming_topk). Rewritten for the trial: logits are bit-cast to order-preserving unsigned keys, packed with the
# expert index into a 32-bit key, reduced with tl.topk over BLOCK_N-wide slices (first slice peeled, the rest in a
# loop with tl.bitonic_merge), sorted by expert, optionally softmaxed, stored, and packed into a bitmatrix of
# 32-bit words with tl.reduce_or. The memset of S and the USE_PROVIDED_INDX path are left out.
import triton
import triton.language as tl


@triton.jit
def _to_key(bits):
    top = tl.full(bits.shape, 1 << (bits.dtype.primitive_bitwidth - 1), bits.dtype)
    full = tl.full(bits.shape, (1 << bits.dtype.primitive_bitwidth) - 1, bits.dtype)
    return bits ^ tl.where((bits & top) != 0, full, top)


@triton.jit
def _from_key(bits):
    top = tl.full(bits.shape, 1 << (bits.dtype.primitive_bitwidth - 1), bits.dtype)
    full = tl.full(bits.shape, (1 << bits.dtype.primitive_bitwidth) - 1, bits.dtype)
    return bits ^ tl.where((bits & top) == 0, full, top)


@triton.jit
def topk_forward(X, stride_xm, Yv, Yi, stride_ym, Bits, stride_rm, n_rows, n_expts_tot,
                 APPLY_SOFTMAX: tl.constexpr, BLOCK_M: tl.constexpr, N_EXPTS_PAD: tl.constexpr,
                 N_EXPTS_ACT: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    if pid * BLOCK_M >= n_rows:
        return
    tl.static_assert(BLOCK_N % 32 == 0)
    tl.static_assert(N_EXPTS_PAD % BLOCK_N == 0)
    x_dtype: tl.constexpr = X.dtype.element_ty
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    mask_m = offs_m[:, None] < n_rows
    # the last slice first (it is the masked one), then walk down to slice 0
    n_more: tl.constexpr = N_EXPTS_PAD // BLOCK_N - 1
    offs_n = n_more * BLOCK_N + tl.arange(0, BLOCK_N)
    x_ptrs = X + offs_m[:, None] * stride_xm + offs_n[None, :]
    x = tl.load(x_ptrs, mask=mask_m & (offs_n[None, :] < n_expts_tot), other=float("-inf"))
    key = _to_key(x.to(tl.uint16, bitcast=True)).to(tl.uint32) << 16
    key = key | (N_EXPTS_PAD - offs_n)[None, :]
    acc = tl.topk(key, N_EXPTS_ACT, dim=1)
    for _ in range(n_more):
        acc = tl.bitonic_merge(acc)
        x_ptrs -= BLOCK_N
        offs_n -= BLOCK_N
        x = tl.load(x_ptrs, mask=mask_m, other=float("-inf"))
        key = _to_key(x.to(tl.uint16, bitcast=True)).to(tl.uint32) << 16
        key = key | (N_EXPTS_PAD - offs_n)[None, :]
        acc = tl.maximum(acc, tl.topk(key, N_EXPTS_ACT, dim=1))
    # put the expert index on top and sort by it
    acc = (acc << 16) | (acc >> 16)
    acc = tl.sort(acc, dim=1, descending=True)
    y_indices = N_EXPTS_PAD - (acc >> 16).to(tl.int32)
    y_values = _from_key(acc.to(tl.uint16)).to(x_dtype, bitcast=True)
    if APPLY_SOFTMAX:
        y_values = tl.softmax(y_values.to(tl.float32), dim=1, keep_dims=True).to(x_dtype)
    offs_k = tl.arange(0, N_EXPTS_ACT)
    tl.store(Yv + offs_m[:, None] * stride_ym + offs_k[None, :], y_values, mask=mask_m)
    tl.store(Yi + offs_m[:, None] * stride_ym + offs_k[None, :], y_indices.to(tl.int16), mask=mask_m)
    # one bit per selected expert, 32 experts per word
    word = y_indices // 32
    bit = y_indices % 32
    for i in range(N_EXPTS_PAD // BLOCK_N):
        offs_w = tl.arange(0, BLOCK_N // 32) + i * (BLOCK_N // 32)
        hits = tl.where(word[:, :, None] == offs_w[None, None, :], (1 << bit)[:, :, None], 0)
        packed = tl.reduce_or(hits, axis=1)
        tl.store(Bits + offs_m[:, None] * stride_rm + offs_w[None, :], packed, mask=mask_m)
