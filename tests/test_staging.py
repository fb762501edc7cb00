"""Layout conversions and dot-operand staging through shared memory (issue 17 item 5), on fresh kernels
(tests/data/smem_kernels/staging.py) compiled offline by Triton 3.9. Every figure below was worked out by
hand from the TTGIR layouts (the derivations are in each test's docstring); the bank-conflict figures are
the model of ``analyses/staging.py`` / ``shared_memory.py`` (32 banks of 4 bytes, warp 0), not measurements."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import DATA

from ir_explorer.analyses import staging
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Target
from ir_explorer.engines import consistency
from ir_explorer.ir.layouts import parse_aliases, parse_type

KERNELS = DATA / "smem_kernels" / "staging.py"
#: The consistency rules of the statements this file tests: ``staging`` and the rules of the conversions' claims.
CVT_RULES = frozenset({"staging", "tensor-type", "cvt-type", "cvt-bytes", "cvt-loop", "cvt-decision", "scratch",
                       "ptx-shared", "cvt-bank-model", "layout-tile", "ref", "cited"})
DOT_SIG = "*fp16:16, *fp16:16, *fp32:16, i32, 128, 128, 64"
CASES = {
    "t16": ("transpose", "*fp16:16, *fp16:16, 128", "cuda:80"),
    "t32": ("transpose", "*fp32:16, *fp32:16, 128", "cuda:80"),
    "t16_amd": ("transpose", "*fp16:16, *fp16:16, 128", "hip:gfx942"),
    "copy": ("copy_tile", "*fp16:16, *fp16:16, 128", "cuda:80"),
    "dot": ("dot_unpipelined", DOT_SIG, "cuda:80"),
    "dot_tf32": ("dot_a_colmajor", "*fp32:16, *fp32:16, *fp32:16, i32, 128, 128, 32", "cuda:80"),
}


@pytest.fixture(scope="module")
def built(store, user_spec):
    """``{case: (compilation, report)}``, one stage per config (num_stages=1: the dot operands are staged by
    ``ttg.local_alloc`` of the loaded registers and ``ttg.local_load``, not pipelined)."""
    from ir_explorer.engines.report import build_report

    reqs = [Request(user_spec(f"{KERNELS}:{k}", sig, 4, 1), 0, Target.parse(t)) for k, sig, t in CASES.values()]
    comps = compile_all(reqs, store)
    return {name: (c, build_report(c, store)) for name, c in zip(CASES, comps, strict=True)}


def _cvts(report):  # type: ignore[no-untyped-def]
    return [f for f in report.findings if f.kind == "convert_layout"]


def _banks(report):  # type: ignore[no-untyped-def]
    return {(f.data["op"], f.data["target"]): f for f in report.findings if f.kind == "shared_memory"
            and "side" in f.data}


def test_transpose_fp16_scratch_and_unswizzled_model(built):
    """128x128 fp16 tl.trans: #blocked1 (sizePerThread [8,1], threadsPerWarp [16,2], order [0,1]) to #blocked
    ([1,8], [2,16], order [1,0]). The scratch is the whole tile, 128*128*2 = 32768 bytes = metadata shared
    (the only shared-memory user). By hand, for an unswizzled buffer with dim 0 fastest: the source writes its
    8 consecutive dim-0 elements as one 16-byte vector, lanes 0-15 at 16-byte steps (rows 0, 8, .., 120),
    so each quarter warp covers 128 contiguous bytes: 4 wavefronts for 4, 1-way; the destination's 8 elements
    run along dim 1, 256 bytes apart in that buffer, so it reads 2 bytes per lane, lanes 0-15 at columns
    0, 8, .., 120 (2048-byte steps: all in bank 0), lane 16 the next row (same word): 16 words in one bank,
    16-way. Dim 1 fastest is the mirror image: store 16-way, load 1-way."""
    comp, report = built["t16"]
    assert comp.metadata["shared"] == 32768
    (f,) = _cvts(report)
    assert f.data["scratch"] is True and f.data["tile_bytes"] == 32768 and f.data["confirmed_by_metadata"] is True
    assert f.data["scratch_bytes"] == 32768
    assert f.data["scratch_source"] == "metadata shared: the only shared-memory user"
    assert f.data["unswizzled"] == [  # claims unswizzled/K/…: the K-th item of a list
        {"order": [0, 1], "store": {"wavefronts": 4, "ideal": 4, "ways": 1.0, "access_bytes": 16},
         "load": {"wavefronts": 16, "ideal": 1, "ways": 16.0, "access_bytes": 2}},
        {"order": [1, 0], "store": {"wavefronts": 16, "ideal": 1, "ways": 16.0, "access_bytes": 2},
         "load": {"wavefronts": 4, "ideal": 4, "ways": 1.0, "access_bytes": 16}}]
    # what Triton 3.9 emitted for it (PTX lines carrying staging.py:18): 16-byte stores, ldmatrix.trans loads
    assert f.data["ptx_instructions"] == {"st.shared 128-bit": 16, "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16": 16}
    assert f.message.startswith("ttg.convert_layout of 128x128xf16 through shared memory (metadata shared confirms it)")
    assert "32768 bytes of scratch" in f.message and "not in the IR" in f.message
    assert "model estimate of an unswizzled buffer" in f.message and "load 16-way" in f.message
    assert f.severity == "info" and f.python_line == 18


def test_transpose_fp32_is_32_way_unswizzled(built):
    """fp32: [4,1]x[32,1] to [1,4]x[1,32]. Dim 0 fastest: 4-element (16-byte) source vectors, lanes at
    16-byte steps, 1-way; the destination reads 4 bytes per lane at columns 0, 4, .., 124, 512*4 bytes apart:
    32 words of bank 0, 32-way. Scratch 128*128*4 = 65536 = metadata shared."""
    comp, report = built["t32"]
    (f,) = _cvts(report)
    assert f.data["scratch_bytes"] == 65536 == comp.metadata["shared"]
    ways = [(r["store"]["ways"], r["load"]["ways"]) for r in f.data["unswizzled"]]
    assert ways == [(1.0, 32.0), (32.0, 1.0)]
    assert f.data["ptx_instructions"] == {"st.shared 128-bit": 32, "ldmatrix.sync.aligned.m8n8.x4.shared.b16": 32}


def test_amd_lds_is_not_estimated(built):
    comp, report = built["t16_amd"]
    (f,) = _cvts(report)
    assert f.data["scratch_bytes"] == 32768 == comp.metadata["shared"]
    assert f.data["bank_model"] == "not estimated" and "unswizzled" not in f.data
    assert f.message.endswith("bank conflicts not estimated on AMD LDS")


def test_a_plain_copy_has_no_conversion(built):
    """The same tile stored untransposed: no convert_layout, no shared memory at all."""
    comp, report = built["copy"]
    assert comp.metadata["shared"] == 0 and not _cvts(report) and not _banks(report)


def test_dot_operand_staging_is_conflict_free(built):
    """dot_unpipelined 128x128x64 fp16 at num_stages=1: A (#blocked2 [1,1]x[1,32], warps [2,2]) and B
    (#blocked [1,8]x[2,16]) are stored by ttg.local_alloc into #shared (vec=8, perPhase=1, maxPhase=8,
    order [1,0]), 128*64*2 = 64*128*2 = 16384 bytes each. By hand: A's warp 0 writes row 0, columns 0..31,
    2 bytes per lane: 64 contiguous bytes, 1 wavefront; B's lanes write 16-byte vectors, lanes 0-15 one
    256-byte row (phase 0), lanes 16-31 row 1 (phase 1: chunks XOR 1, still distinct): each quarter warp 128
    distinct bytes, 4 wavefronts for 4. The ldmatrix loads (A non-transposed, B .trans) read 8 rows of 16
    bytes per phase, the XOR swizzle puts row r's chunk c at c^r: 8 distinct 16-byte bank groups, 1 for 1."""
    comp, report = built["dot"]
    banks = _banks(report)
    swz = {"vec": 8, "per_phase": 1, "max_phase": 8, "order": [1, 0]}
    got = {(op, f.data["side"], f.data["bytes"], f.data["wavefronts"], f.data["ideal"], f.data["access_bytes"])
           for (op, _), f in banks.items()}
    assert got == {("ttg.local_alloc", "store", 16384, 1, 1, 2), ("ttg.local_alloc", "store", 16384, 4, 4, 16),
                   ("ttg.local_load", "load", 16384, 1, 1, 16)}
    assert len(banks) == 4 and all(f.data["swizzle"] == swz and f.severity == "info" for f in banks.values())
    assert all("no bank conflicts expected" in f.message and "model estimate: 32 banks of 4 bytes" in f.message
               for f in banks.values())
    assert sum(f.data["dot_operand"] for f in banks.values()) == 2  # the two local_loads give dot_op tensors
    # the epilogue #mma -> #blocked1 conversion: its scratch shares the operands' space (metadata 32768 =
    # the two operands), so only a bound; unswizzled row-major, the accumulator's 8-byte pairs, lanes 4 per
    # row over rows 0-3 (512 bytes apart): a half warp hits 4 rows of the same 32 bytes of banks, 4-way
    (cvt,) = _cvts(report)
    if str(cvt.data.get("scratch_source", "")).startswith("allocation.size"):
        # another test captured this compile's passes into the shared store first: Triton's own allocation decides
        assert cvt.data["scratch_bytes"] == 16384 and "16384" in cvt.message
    else:
        assert cvt.data["scratch_bytes"] is None and cvt.data["scratch_at_most"] == 32768 == comp.metadata["shared"]
        assert "at most 32768 bytes of scratch (estimate: metadata shared" in cvt.message
    (ref,) = cvt.data["unswizzled"]
    assert (ref["order"], ref["store"]["ways"], ref["store"]["access_bytes"], ref["load"]["ways"]) == \
        ([1, 0], 4.0, 8, 1.0)


def test_tf32_operands_loaded_without_ldmatrix(built):
    """dot_a_colmajor fp32 (tf32): the PTX of the operands' Python lines holds no ldmatrix, so the loads are
    modelled from the dot_op linear layout: kWidth=1, lanes 0-3 along K, 4-31 along M/N; with maxPhase=4
    row k's chunk moves by k*8 elements, so lane (k, m) is at word 136k + m, banks 8k + m: all 32 distinct."""
    _, report = built["dot_tf32"]
    loads = [f for (op, _), f in _banks(report).items() if op == "ttg.local_load"]
    assert len(loads) == 2
    assert all((f.data["wavefronts"], f.data["ideal"], f.data["access_bytes"]) == (1, 1, 4) for f in loads)
    assert all("(linear layout)" in f.data["model"] and f.data["swizzle"]["max_phase"] == 4 for f in loads)


def test_staging_claims_hold_against_the_text(built):
    """The consistency check's staging rule and the rules of the conversions' claims hold on every case; a wrong
    swizzle is caught by the ``swizzle`` rule (a bank finding's typed claims, :mod:`ir_explorer.engines.rules.shared`)
    and a wrong scratch size by the ``scratch`` rule of the conversion's claim."""
    import dataclasses

    checked = 0
    for name, (comp, report) in built.items():
        stages = {s: st.text() for s, st in comp.stages.items() if not st.is_binary}
        res = consistency.check(comp, report.findings, dict(report.metrics), stages, result=consistency.CheckResult())
        assert not [v for v in res.violations if v[0] in CVT_RULES], (name, res.violations[:3])
        checked += res.checked
    assert checked > 50
    comp, report = built["dot"]
    stages = {s: st.text() for s, st in comp.stages.items() if not st.is_binary}
    bad = [dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=4) if c.key == "swizzle/max_phase" else c
                                               for c in f.claims)) if "side" in f.data else f for f in report.findings]
    res = consistency.check(comp, bad, dict(report.metrics), stages, result=consistency.CheckResult())
    base = consistency.check(comp, report.findings, dict(report.metrics), stages, result=consistency.CheckResult())
    # (these stages leave out the SASS the report disassembled: its claims are false in both, the lie adds 4)
    assert Counter(v[0] for v in res.violations) - Counter(v[0] for v in base.violations) == {"swizzle": 4}
    comp, report = built["t16"]
    stages = {s: st.text() for s, st in comp.stages.items() if not st.is_binary}
    bad = [dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=16384) if c.key == "scratch_bytes" else c
                                               for c in f.claims)) if f.kind == "convert_layout" else f
           for f in report.findings]
    assert any("16384 bytes of scratch" in f.message for f in bad)
    res = consistency.check(comp, bad, dict(report.metrics), stages, result=consistency.CheckResult())
    base = consistency.check(comp, report.findings, dict(report.metrics), stages, result=consistency.CheckResult())
    assert Counter(v[0] for v in res.violations) - Counter(v[0] for v in base.violations) == {"scratch": 1}


def test_reference_model_by_hand():
    """No compile: a #blocked 32x32 f32 tile, one row per warp (threadsPerWarp [1,32]), written to a buffer
    with dim 1 fastest: 32 consecutive words, 1 wavefront; with dim 0 fastest the 32 lanes are 128 bytes
    apart: one bank, 32-way."""
    aliases = parse_aliases("#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
                            "warpsPerCTA = [4, 1], order = [1, 0]}>\n"
                            "#c = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], "
                            "warpsPerCTA = [1, 4], order = [0, 1]}>\n")
    src, dst = parse_type("tensor<32x32xf32, #b>", aliases), parse_type("tensor<32x32xf32, #c>", aliases)
    assert src is not None and dst is not None
    refs = staging.references(src, dst)
    assert refs is not None
    assert [(r.order, r.store.ways, r.load.ways) for r in refs] == [((1, 0), 1.0, 32.0), ((0, 1), 32.0, 1.0)]
    assert staging.scratch(4096, None, 8192, False).describe() == \
        "at most 4096 bytes of scratch (estimate: the whole tile; Triton 3.9 divides the tile by the register " \
        "repeats both layouts share)"


def test_tritons_own_scratch_size_from_the_allocation_pass(store, user_spec):
    """With the MLIR passes captured, the IR after allocate-shared-memory carries allocation.size: the
    epilogue #mma -> #blocked1 conversion of dot_unpipelined takes 16384 bytes (a quarter of its 65536-byte
    tile: getNumScratchElemsSwizzledCvt divides the tile by its "reps"), within the 32768-byte bound the final
    TTGIR alone allows; the transpose its whole 32768-byte tile. The staging check
    finds the size in the pass snapshots."""
    from ir_explorer.engines.report import build_report

    reqs = [Request(user_spec(f"{KERNELS}:{k}", sig, 4, 1), 0, Target.parse("cuda:80"), True)
            for k, sig in (("dot_unpipelined", DOT_SIG), ("transpose", "*fp16:16, *fp16:16, 128"))]
    dot, trans = compile_all(reqs, store)
    (f,) = _cvts(build_report(dot, store))
    assert (f.data["scratch_bytes"], f.data["exact"]) == (16384, True)
    assert f.data["scratch_source"] == "allocation.size of Triton's allocate-shared-memory pass"
    assert "16384 bytes of scratch (allocation.size" in f.message and "(estimate)" not in f.message
    (g,) = _cvts(build_report(trans, store))
    assert g.data["scratch_bytes"] == 32768 and g.data["exact"] is True
    res = consistency.check_stored(dot, store, result=consistency.CheckResult())
    assert not [v for v in res.violations if v[0] == "staging"], res.violations[:3]
