"""Triton's own linear layouts against ir_explorer.ir.linear_layout, run as a script (tests/test_linear_layout.py).

For each layout and shape below it asks Triton 3.9 (``GluonOpBuilder.to_linear_layout``, the C++
``toLinearLayout`` of ``LinearLayoutConversions.cpp``) and this project's :func:`to_linear` for the bases,
and prints ``checked N mismatches M`` and the first mismatches. It exits through ``os._exit``: the bindings
report leaked objects at interpreter exit."""

import os
import random
import sys

from triton._C.libtriton import gluon_ir, ir
from triton.experimental.gluon import language as ttgl
from triton.experimental.gluon.language import amd

from ir_explorer.ir import layouts as L
from ir_explorer.ir.linear_layout import to_linear

ctx = ir.context()
ir.load_dialects(ctx)
builder = gluon_ir.GluonOpBuilder(ctx)
counts = {"checked": 0, "mismatches": 0}


def triton_bases(layout, shape):
    r = builder.to_linear_layout(layout._to_ir(builder), shape)
    if hasattr(r, "reg_bases"):
        return {"register": r.reg_bases, "lane": r.lane_bases, "warp": r.warp_bases}
    return {"offset": r.offset_bases}


def our_bases(layout, shape, warp_size):
    ll = to_linear(layout, shape, warp_size)
    if ll is None:
        return None
    dims = ("offset",) if "offset" in ll.bases else ("register", "lane", "warp")
    return {d: [list(v) for v in ll.of(d)] for d in dims}


def check(name, theirs, ours, shape, warp_size=32):
    counts["checked"] += 1
    want, got = triton_bases(theirs, shape), our_bases(ours, shape, warp_size)
    if want != got:
        counts["mismatches"] += 1
        if counts["mismatches"] <= 5:
            print("MISMATCH", name, shape, "triton", want, "ours", got)


def blocked_cases(rng):
    for _ in range(150):
        rank = rng.choice([1, 2, 2, 3])
        spt = [1 << rng.randint(0, 3) for _ in range(rank)]
        lanes, warps = [1] * rank, [1] * rank
        for _ in range(5):
            lanes[rng.randrange(rank)] *= 2
        for _ in range(rng.randint(0, 3)):
            warps[rng.randrange(rank)] *= 2
        order = list(range(rank))
        rng.shuffle(order)
        shape = [1 << rng.randint(0, 7) for _ in range(rank)]
        theirs = ttgl.BlockedLayout(spt, lanes, warps, order)
        ours = L.BlockedLayout(tuple(spt), tuple(lanes), tuple(warps), tuple(order))
        check("blocked", theirs, ours, shape)
        if rank >= 2:
            d = rng.randrange(rank)
            check("slice", ttgl.SliceLayout(d, theirs), L.SliceLayout(d, ours), shape[:d] + shape[d + 1:])
        if rank == 2:
            for op in (0, 1):
                check("fma dot", ttgl.DotOperandLayout(op, theirs, 0), L.DotOperandLayout(op, ours, None), shape)


def mma_cases():
    for ver, wpc, instr, shapes in [(2, [2, 2], [16, 8], [[64, 64], [16, 8], [128, 256]]),
                                    (2, [4, 1], [16, 8], [[128, 64], [16, 16]]),
                                    (3, [4, 1], [16, 64, 16], [[128, 64], [64, 64]]),
                                    (3, [4, 2], [16, 128, 16], [[128, 256], [64, 128]])]:
        theirs = ttgl.NVMMADistributedLayout([ver, 0], wpc, instr)
        ours = L.NvidiaMmaLayout(ver, 0, tuple(wpc), tuple(instr))
        for s in shapes:
            check(f"mma v{ver}", theirs, ours, s)
            for kw in (1, 2, 4, 8):
                for op in ((0,) if ver == 3 else (0, 1)):
                    ds = [s[0], 64] if op == 0 else [64, s[1]]
                    check(f"mma v{ver} dot_op {op} kWidth {kw}", ttgl.DotOperandLayout(op, theirs, kw),
                          L.DotOperandLayout(op, ours, kw), ds)
            for d in (0, 1):
                check(f"mma v{ver} slice {d}", ttgl.SliceLayout(d, theirs), L.SliceLayout(d, ours), [s[1 - d]])


def mfma_cases():
    for m in (16, 32):
        k = 8 if m == 32 else 16
        for transposed in (False, True):
            for wpc in ([1, 4], [2, 2], [4, 1]):
                theirs = amd.AMDMFMALayout(3, [m, m, k], transposed, wpc)
                ours = L.AmdMmaLayout("amd_mfma", 3, tuple(wpc), (m, m, k), transposed)
                for s in ([64, 64], [128, 128], [16, 16]):
                    check(f"mfma {m}", theirs, ours, s, 64)
                    for kw in (4, 8, 16):
                        for op in (0, 1):
                            check(f"mfma {m} dot_op {op}", ttgl.DotOperandLayout(op, theirs, kw),
                                  L.DotOperandLayout(op, ours, kw), s, 64)


def shared_cases():
    for vec, per_phase, max_phase in [(8, 1, 8), (4, 2, 4), (1, 1, 1), (8, 4, 2)]:
        for order in ([1, 0], [0, 1]):
            for s in ([64, 64], [16, 128], [128, 8]):
                check("swizzled_shared", ttgl.SwizzledSharedLayout(vec, per_phase, max_phase, order),
                      L.SwizzledSharedLayout(vec, per_phase, max_phase, tuple(order)), s)
    for swizzle in (0, 32, 64, 128):
        for bits in (8, 16, 32):
            for transposed in (False, True):
                for s in ([64, 64], [128, 256], [256, 64]):
                    if swizzle and (s[0] if transposed else s[1]) * bits // 8 < swizzle:
                        continue  # Triton rejects a row narrower than the swizzle
                    check("nvmma_shared", ttgl.NVMMASharedLayout(swizzle, bits, transposed=transposed),
                          L.NVMMASharedLayout(swizzle, transposed, bits), s)


blocked_cases(random.Random(17))
mma_cases()
mfma_cases()
shared_cases()
print(f"checked {counts['checked']} mismatches {counts['mismatches']}")
sys.stdout.flush()
os._exit(0)
