# Source: meta-pytorch/tritonbench, tritonbench/operators/gather_gemv/triton_gather_gemv.py (triton_red_fused_mv_0).
# Rewritten for the closing trial (9b): an Inductor-style reduction, out[x] = sum_r W[idx[x // S], x % S, r] * v[r]
# with W an int8 [8, S, S] bank picked by a loaded (possibly negative, wrapped by + 8) index; i64 program offsets,
# eviction-policy hints, an r loop that accumulates a [XBLOCK, RBLOCK] f32 tile, then one row sum.
import triton
import triton.language as tl


@triton.jit
def gather_gemv(
    idx_ptr, w_ptr, v_ptr, out_ptr,
    xnumel, rnumel,
    XBLOCK: tl.constexpr, RBLOCK: tl.constexpr,
):
    xoffset = tl.program_id(0).to(tl.int64) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None].to(tl.int64)
    rbase = tl.arange(0, RBLOCK)[None, :].to(tl.int64)
    bank = tl.load(idx_ptr + (xindex // rnumel), None, eviction_policy="evict_last")
    acc = tl.full([XBLOCK, RBLOCK], 0, tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        r = roffset + rbase
        vec = tl.load(v_ptr + r, None, eviction_policy="evict_last").to(tl.float32)
        wrapped = tl.where(bank < 0, bank + 8, bank)
        w = tl.load(w_ptr + (r + rnumel * (xindex % rnumel) + rnumel * rnumel * wrapped), None,
                    eviction_policy="evict_first")
        acc = acc + tl.broadcast_to(w.to(tl.float32) * vec, [XBLOCK, RBLOCK])
    total = tl.sum(acc, 1)[:, None]
    tl.store(out_ptr + xindex, total, None)
