"""AxisInfo (issue 17 items 1 and 2): contiguity/divisibility/constancy of every global access's pointer and mask,
the vector width they allow against the width Triton emitted, and the sector model, on real compiles."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from conftest import DATA
from test_truth import ASM, OPTIONS, PASSES, PASSES_SIG, ROWS, TRUTH

from ir_explorer.analyses import axisinfo
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import CheckResult, check, check_stored
from ir_explorer.engines.report import build_report

ACCESS = DATA / "axis_kernels" / "access.py"
#: The fresh kernels: (kernel, signature). fp32 unless named; ``stride``/``n`` without tt.divisibility.
KERNELS = {
    "row_copy": "*fp32:16, *fp32:16, i32, i32, i32:16, 16, 64",
    "column_walk": "*fp32:16, *fp32:16, i32, 1024",
    "half_index": "*fp32:16, *fp32:16, 1024",
    "shifted": "*fp32:16, *fp32:16, 1024",
    "masked_tail": "*fp16:16, *fp16:16, i32, 1024",
    "wrapped": "*fp32:16, *fp32:16, 1024, 6",
    "hinted_tail": "*fp16:16, *fp16:16, i32, 1024",
    "walk_rows": "*fp16:16, *fp16:16, i32, i32, 256",
    "walk_rows_aligned": "*fp16:16, *fp16:16, i32, i32:16, 256",
    "atomic_sum": "*fp32:16, *fp32:16, 1024",
}


@pytest.fixture(scope="module")
def kernels(store: Store, user_spec) -> dict[str, Compilation]:
    """The fresh kernels on cuda:90, compiled in one parallel batch."""
    reqs = [Request(user_spec(f"{ACCESS}:{k.removesuffix('_aligned')}", sig, 4, 3), 0, Target.parse("cuda:90"))
            for k, sig in KERNELS.items()]
    comps = compile_all(reqs, store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    return dict(zip(KERNELS, comps, strict=True))


def _accesses(comp: Compilation, store: Store) -> list:
    return [f for f in build_report(comp, store).findings
            if f.kind == "coalescing" and f.stage == "ttgir" and "axisinfo" in f.data]


def _one(comp: Compilation, store: Store, op: str = "tt.load", severity: str | None = None) -> list:
    return [f for f in _accesses(comp, store) if f.data["op"] == op and (severity is None or f.severity == severity)]


def test_row_contiguous_load_is_coalesced(kernels, store):
    """rows[:, None] * stride_row + cols[None, :]: contiguous over the 64 columns, 16-byte aligned: 128-bit, and the
    sector model puts a warp's 512 bytes in the 16 sectors they need; no warning."""
    found = _accesses(kernels["row_copy"], store)
    assert [f.severity for f in found] == ["info", "info"]
    load = found[0]
    ax = load.data["axisinfo"]
    assert ax["pointer"] == {"contiguity": [1, 64], "divisibility": [4, 16], "constancy": [1, 1]}
    assert ax["predicted_bits"] == load.data["measured_bits"] == 128
    assert ax["sectors"]["bytes"] == 512 and ax["sectors"]["sectors"] == ax["sectors"]["ideal_sectors"] == 16
    assert "model estimate" in load.message and "uncoalesced" not in load.message


def test_column_walk_with_runtime_stride_warns(kernels, store):
    """x_ptr + offs * stride: neighbouring threads are `stride` apart: 32-bit loads, and 32 sectors per warp request
    for its 128 bytes (a model estimate). The store of the same kernel is contiguous: no warning for it."""
    comp = kernels["column_walk"]
    (narrow,) = [f for f in _one(comp, store) if f.message.startswith("narrow")]
    assert narrow.data["measured_bits"] == narrow.data["axisinfo"]["predicted_bits"] == 32
    cause = narrow.data["axisinfo"]["cause"]
    lines = comp.stages["ttgir"].text().splitlines()
    assert cause["op"] == "arith.muli" and "arith.muli" in lines[cause["ttgir_line"] - 1]
    src = ACCESS.read_text().splitlines()
    assert "offs * stride" in src[cause["python_line"] - 1]
    assert "multiplies the offsets by argument 'stride', a runtime value" in narrow.message
    (unco,) = [f for f in _one(comp, store, severity="warn") if "uncoalesced" in f.message]
    assert "uncoalesced: 32 sectors for 128 bytes used per warp request (ideal 4)" in unco.message
    assert "model estimate" in unco.message and unco.data["sectors"]["model"] is True
    assert not [f for f in _one(comp, store, "tt.store") if f.severity == "warn"]
    from ir_explorer.engines.diffing import semantic_summary
    from ir_explorer.engines.report import build_report

    walk, rows = (build_report(kernels[k], store).metrics for k in ("column_walk", "row_copy"))
    assert walk["uncoalesced_accesses"] == 1 and "uncoalesced_accesses" not in rows  # absent when none
    assert [c.text for c in semantic_summary(rows, walk) if c.name == "uncoalesced_accesses"] == [
        "uncoalesced accesses (model estimate): none → 1"]


def test_half_index_cause_is_the_division(kernels, store):
    """x_ptr + offs // 2: arith.divsi makes each value repeat twice (constancy 2, contiguity 1): 32-bit loads; the
    cause cites the divsi's TTGIR line and `offs // 2`'s Python line. Not uncoalesced: the warp reads 256 dense
    bytes over its four requests."""
    comp = kernels["half_index"]
    (load,) = _one(comp, store)
    assert load.severity == "warn" and load.message.startswith("narrow load")
    ax = load.data["axisinfo"]
    assert ax["pointer"]["contiguity"] == [1] and ax["pointer"]["constancy"] == [2]
    assert ax["cause"]["op"] == "arith.divsi" and ax["predicted_bits"] == load.data["measured_bits"] == 32
    assert "offs // 2" in ACCESS.read_text().splitlines()[ax["cause"]["python_line"] - 1]
    assert "divides by the constant 2" in load.message and "each value repeats 2 times (constancy 2)" in load.message
    assert not ax["sectors"]["sectors"] >= 2 * ax["sectors"]["ideal_sectors"]


def test_unaligned_offset_is_divisibility_limited(kernels, store):
    """x_ptr + offs + 1: contiguous over 1024 but only 4-byte aligned: the alignment bound (1 element) gives 32 bits."""
    (load,) = _one(kernels["shifted"], store)
    ax = load.data["axisinfo"]
    assert ax["pointer"]["contiguity"] == [1024] and ax["pointer"]["divisibility"] == [4]
    assert ax["limited_by"] == ["alignment"] and ax["predicted_bits"] == load.data["measured_bits"] == 32
    assert "known 4-byte aligned only" in load.message and "adds the constant 1" in load.message
    assert "uncoalesced" not in load.message


def test_mask_against_unaligned_bound_is_constancy_limited(kernels, store):
    """offs < n with n not divisible by 16: the mask's constancy is 1, so fp16 goes 16 bits at a time."""
    (load,) = _one(kernels["masked_tail"], store)
    ax = load.data["axisinfo"]
    assert ax["mask"]["constancy"] == [1] and "mask constancy" in ax["limited_by"]
    assert ax["cause"]["op"] == "arith.cmpi" and ax["cause"]["leaf"][0] == "n"
    assert ax["predicted_bits"] == load.data["measured_bits"] == 16


def test_loop_carried_pointer_names_the_increment(kernels, store):
    """ptrs += stride in a loop: the scf.for join takes in the stride's divisibility (1 element, 2 bytes of fp16), so
    the load is 16-bit; the cause is the increment's tt.addptr. With stride divisible by 16 the join keeps 16 bytes:
    the load is as wide as the tile allows (2 × fp16) and nothing warns."""
    (load,) = _one(kernels["walk_rows"], store)
    cause = load.data["axisinfo"]["cause"]
    assert cause["op"] == "tt.addptr" and cause["leaf"][0] == "stride"
    assert "ptrs += stride" in ACCESS.read_text().splitlines()[cause["python_line"] - 1]
    assert load.data["axisinfo"]["predicted_bits"] == load.data["measured_bits"] == 16
    (aligned,) = _one(kernels["walk_rows_aligned"], store)
    assert aligned.severity == "info"
    assert aligned.data["axisinfo"]["predicted_bits"] == aligned.data["measured_bits"] == 32
    assert aligned.data["axisinfo"]["pointer"]["divisibility"] == [16]


def test_non_affine_index_gets_no_sector_estimate(kernels, store):
    """x % 6: contiguity 2 (arith.remsi), and no stride to model sectors from: no sector figure, no uncoalesced
    warning (the addresses all fall in one sector; a stride model would have said 32)."""
    loads = _one(kernels["wrapped"], store)
    assert len(loads) == 1 and "sectors" not in loads[0].data["axisinfo"]
    assert loads[0].data["axisinfo"]["cause"]["op"] == "arith.remsi" and loads[0].data["measured_bits"] == 64


def test_atomic_gets_its_axisinfo(kernels, store):
    """tl.atomic_add(y_ptr + offs // 4, x): the atomic's pointer repeats each address 4 times (constancy 4,
    contiguity 1), so AxisInfo allows one f32 per access; the PTX has scalar atom.global…add.f32 (8 of them)."""
    comp = kernels["atomic_sum"]
    (atomic,) = [f for f in build_report(comp, store).findings if f.data.get("op") == "tt.atomic_rmw"]
    assert atomic.severity == "info" and atomic.data["axisinfo"]["predicted_bits"] == 32
    assert atomic.data["axisinfo"]["pointer"] == {"contiguity": [1], "divisibility": [4], "constancy": [4]}
    ptx = comp.stages["ptx"].text()
    assert ptx.count("atom.global.gpu.acq_rel.add.f32") == 8 and ".v4.f32" not in ptx


def test_fresh_kernels_pass_the_consistency_check(kernels, store):
    res = CheckResult()
    for comp in kernels.values():
        check_stored(comp, store, None, res)
    assert res.checked > 50 and not res.violations, res.violations[:5]
    # the check is for something: a cause citing the wrong TTGIR line is a violation
    comp = kernels["half_index"]
    (load,) = _one(comp, store)
    line = load.claim("axisinfo/cause/ttgir_line")
    assert line is not None and line.value == load.data["axisinfo"]["cause"]["ttgir_line"]
    bad = replace(load, claims=tuple(replace(c, value=c.value + 1) if c is line else c for c in load.claims))
    stages = {s: st.text() for s, st in comp.stages.items() if not st.is_binary}
    found = check(comp, [bad], {}, stages, result=CheckResult())
    assert "axis-cause" in {k for k, _ in found.violations}


def _corpus(store: Store, user_spec, compiled) -> list[Compilation]:
    """The truth kernels (tests/test_truth.py's consistency corpus), the session's preloaded bundled compiles and
    flash_attention_fwd (two sibling loops whose region values the printer names alike: scoped_ops keeps them apart),
    fused_linear_bias_relu (a bias load in a slice of the #mma layout: 2 × fp16 per thread) and matmul_tma_persistent
    on cuda:80 (descriptors lowered to pointers through tt.reshape, offsets carried out of an scf.if)."""
    cases = [(f"{ASM}:asm_scale", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", "cuda:90"),
             (f"{ROWS}:row_sum_plain", "*fp32:16, *fp32:16, i32:16, i32:16, 1024", "cuda:90"),
             (f"{ROWS}:row_sum_staged", "*fp16, *fp32:16, i32, i32, 1024", "cuda:90"),
             (f"{TRUTH / 'fp8_dot.py'}:fp8_dot", "*fp8e4nv:16, *fp8e4nv:16, *fp16:16, 64, 64, 64", "hip:gfx942"),
             (f"{OPTIONS}:hip_scale", "*fp32:16, *fp32:16, i32", "hip:gfx942")]
    reqs = []
    for ref, sig, target in cases:
        spec = user_spec(ref, sig, None, None)
        reqs += [Request(spec, i, Target.parse(target)) for i in range(len(spec.configs))]
    spec = user_spec(PASSES, PASSES_SIG, 4, 3)
    reqs += [Request(spec, 0, Target.parse(t)) for t in ("cuda:90", "cuda:100", "cuda:120", "cuda:80")]
    comps = compile_all(reqs, store)
    bundled = [compiled("matmul", "cuda:90", 0, True), compiled("matmul", "cuda:80"), compiled("matmul", "hip:gfx942"),
               compiled("gelu", "cuda:90"), compiled("flash_attention_fwd", "cuda:90"),
               compiled("fused_linear_bias_relu", "cuda:90"), compiled("matmul_tma_persistent", "cuda:80")]
    return [c for c in comps + bundled if c.ok]


def test_predicted_width_equals_triton_width_on_the_corpus(store, user_spec, compiled, kernels):
    """Over every global access of the corpus (fresh kernels, truth kernels, preloaded bundled compiles) whose
    machine width the report joined by Python line: the width AxisInfo predicts equals the width Triton emitted
    (PTX ld.global/st.global/cp.async, AMDGCN global_load/buffer_load), with no exceptions."""
    tally: Counter[str] = Counter()
    wrong = []
    for comp in [*kernels.values(), *_corpus(store, user_spec, compiled)]:
        for f in _accesses(comp, store):
            if "uncoalesced" in f.message or f.data["op"].startswith("tt.atomic_"):
                continue  # the sector warning repeats its access's data; an atomic's machine width is not read
            if "measured_bits" not in f.data:
                tally["no machine width"] += 1
                continue
            tally["compared"] += 1
            pred, got = f.data["axisinfo"]["predicted_bits"], f.data["measured_bits"]
            if pred == got:
                tally["agree"] += 1
                lim = f.data["axisinfo"]["limits"]
                axis = min(v for k, v in lim.items() if k in ("contiguity", "alignment", "mask constancy"))
                if axis < min(v for k, v in lim.items() if k in ("sizePerThread", "128-bit")):
                    tally["agree where AxisInfo is below sizePerThread and 128 bits"] += 1
            else:
                wrong.append((comp.kernel, str(comp.target), f.lines, f.data["op"], pred, got))
    print(f"AxisInfo width agreement: {tally['agree']}/{tally['compared']} ({dict(tally)})")
    assert tally["compared"] >= 30 and not wrong, wrong


def test_sibling_loops_keep_their_names_apart() -> None:
    """The printer reuses region names in sibling loops: the second loop's %p must not read the first's."""
    text = """
    tt.func public @k(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %s: i32) {
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %c = arith.constant dense<3> : tensor<128xi32, #blocked>
      %o = arith.muli %r, %c : tensor<128xi32, #blocked>
      %a:1 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %o) -> (tensor<128xi32, #blocked>) : i32 {
        scf.yield %p : tensor<128xi32, #blocked>
      }
      %b:1 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %r) -> (tensor<128xi32, #blocked>) : i32 {
        %q = arith.addi %p, %r : tensor<128xi32, #blocked>
        scf.yield %p : tensor<128xi32, #blocked>
      }
    }
    """
    mod = axisinfo.analyze_module(text)
    (q,) = [op for op in mod.ops if op.name == "arith.addi"]
    assert axisinfo.display(q.operands[0]) == "p" and mod.of(q.operands[0]).contiguity == (128,)


def test_join_and_rules_match_triton() -> None:
    """Hand-checked rules (AxisInfo.cpp): x // 2 of a 128-range, gcd on a loop join, the addptr byte scaling."""
    r = axisinfo.AxisInfo((128,), (1 << 62,), (1,))
    two = axisinfo.AxisInfo((1,), (2,), (128,), 2)
    text = """
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %c = arith.constant dense<2> : tensor<128xi32, #blocked>
    %q = arith.divsi %r, %c : tensor<128xi32, #blocked>
    """
    mod = axisinfo.analyze_module(text)
    assert mod.of("r") == r and mod.of("c") == two
    assert mod.of("q").contiguity == (1,) and mod.of("q").constancy == (2,)
    j = axisinfo.join(axisinfo.AxisInfo((8,), (16,), (1,)), axisinfo.AxisInfo((4,), (64,), (1,)))
    assert j.contiguity == (4,) and j.divisibility == (4,)  # contiguity changed: divisibility gcd takes it in
