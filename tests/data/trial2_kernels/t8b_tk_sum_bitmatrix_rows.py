# Source: triton-lang/triton, python/triton_kernels/triton_kernels/tensor_details/bitmatrix_details/
# sum_bitmatrix_rows.py (_sum_bitmatrix_rows and its vpopc helper). Rewritten for trial 8b: a vertical popcount of
# a uint32 bit matrix (reshapes into 4-, 8- and 32-bit fields, three tl.sum steps), the per-tile partial counts
# stored through a transposed output (stride_pm constexpr 1), and a relaxed atomic_add of the column totals.
import triton
import triton.language as tl


@triton.jit
def vertical_popcount(x):
    BLOCK_N: tl.constexpr = x.shape[-1]
    BATCHES: tl.constexpr = x.numel // BLOCK_N
    if BLOCK_N >= 8:
        sa1: tl.constexpr = 8
    else:
        sa1: tl.constexpr = BLOCK_N
    y = tl.reshape(x, [BATCHES, BLOCK_N // sa1, sa1, 1])
    y = (y >> tl.arange(0, 4)[None, None, None, :]) & 0x11111111
    y = tl.sum(y, 2)
    if BLOCK_N >= 128:
        sa2: tl.constexpr = 16
    else:
        sa2: tl.constexpr = BLOCK_N // sa1
    y = tl.reshape(y, [BATCHES, BLOCK_N // (sa1 * sa2), sa2, 1, 4])
    y = (y >> (4 * tl.arange(0, 2))[None, None, None, :, None]) & 0x0F0F0F0F
    y = tl.sum(y, 2)
    sa3: tl.constexpr = BLOCK_N // (sa1 * sa2)
    y = tl.reshape(y, [BATCHES, 1, sa3, 8])
    y = (y >> (8 * tl.arange(0, 4))[None, :, None, None]) & 0x000000FF
    y = tl.sum(y, 2)
    y = tl.reshape(y, x.shape[:-1] + [32])
    return y


@triton.jit
def tk_sum_bitmatrix_rows(
    B, shape_bm, stride_bm: tl.constexpr, stride_bn: tl.constexpr,
    Out, OutPartials, stride_pm: tl.constexpr, stride_pn, shape_pn,
    BLOCK_MM: tl.constexpr, BLOCK_M: tl.constexpr,
):
    tl.static_assert(BLOCK_MM % BLOCK_M == 0)
    TILE_SIZE: tl.constexpr = BLOCK_MM // BLOCK_M
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_bm = pid_m * BLOCK_MM + tl.arange(0, BLOCK_MM)
    bits = tl.load(B + pid_n * stride_bn + offs_bm * stride_bm, mask=offs_bm < shape_bm, other=0)
    bits = tl.reshape(bits, [TILE_SIZE, BLOCK_M])
    partial = vertical_popcount(bits)
    offs_pm = pid_m * TILE_SIZE + tl.arange(0, TILE_SIZE)
    offs_n = pid_n * 32 + tl.arange(0, 32)
    tl.store(OutPartials + offs_pm[:, None] * stride_pm + offs_n[None, :] * stride_pn, partial)
    tl.atomic_add(Out + offs_n, tl.sum(partial, 0), sem="relaxed")
