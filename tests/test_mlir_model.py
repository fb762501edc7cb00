"""The scoped IR model (issue 23 items 1, 2 and 5): held against Triton's own MLIR parser on real compiles, and the
false statements it fixes, each on a kernel written for the tests (``tests/data/model_kernels/``).

The oracle (``tests/data/mlir_oracle.py``) runs in a child that imports triton and parses each TTIR/TTGIR file with
``ir.parse_mlir_module``; ``tests/model_oracle.py`` compares op counts per name, the walk order, each op's parent
and region, each operand's defining op (or block argument) and each result type (aliases expanded).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import DATA, bundled_case
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from model_oracle import differences, mlir_parse
from test_corpus import BUNDLED as CORPUS_BUNDLED
from test_corpus import FRESH as CORPUS_FRESH

from ir_explorer.analyses import address_chains, coalescing, pipelining, shared_memory
from ir_explorer.analyses.findings import AnalysisInput
from ir_explorer.analyses.shared_memory.allocations import accesses, allocations
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.capture.select import resolve_kernel
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.report import build_report
from ir_explorer.ir import mlir_model

SIBLING = DATA / "model_kernels" / "sibling_loops.py"
TRUTH, PIPE = DATA / "truth_kernels", DATA / "pipelining_kernels.py"
#: Kernels written for the tests (file:kernel, signature, num_warps, num_stages, target): the sibling loops of
#: this file, a warp-specialized tcgen05 loop, and cases the corpus test compiles (tests/test_corpus.py FRESH: served
#: from the store there) that hold what the bundled kernels do not: a tuple scan's region, a spin lock's scf.while,
#: tensor descriptors, a persistent tile loop around a K loop.
FRESH = {
    "softmax": (f"{SIBLING}:two_pass_softmax", "*fp32:16, *fp32:16, i32, i32, 1024", 4, 3, "cuda:90"),
    "attention": (f"{SIBLING}:two_loop_attention", "*fp16:16, *fp16:16, *fp16:16, *fp16:16, i32, i32:16, 128, 64, 64",
                  8, 3, "cuda:90"),
    "attention_s1": (f"{SIBLING}:two_loop_attention",
                     "*fp16:16, *fp16:16, *fp16:16, *fp16:16, i32, i32:16, 128, 64, 64", 8, 1, "cuda:90"),
    "warp_specialize": (f"{SIBLING}:ws_descriptor_matmul", "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, "
                        "128, 128, 64", 4, 3, "cuda:100"),
    "persistent": (f"{PIPE}:matmul_persistent_kernel",
                   "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32, 128, 128, 64",
                   4, 3, "cuda:90"),
    "tuple_scan": (f"{TRUTH / 'patterns.py'}:running_argmax", "*fp32:16, *fp32:16, *i32:16, 256", None, None,
                   "hip:gfx942"),
    "spin_lock": (f"{TRUTH / 'patterns.py'}:locked_accumulate", "*fp32:16, *fp32:16, *i32:16, i32, 1024", None, None,
                  "cuda:80"),
    "descriptors": (f"{TRUTH / 'patterns.py'}:descriptor_copy", "*fp16:16, *fp16:16, i32:16, i32:16, 64, 64", None,
                    None, "cuda:100"),
}
#: Bundled cases: every kernel and target of the corpus (``tests/test_corpus.py``), each on the pytest-xdist worker of
#: that kernel's corpus and snapshot tests (same compiles, read from the store).
BUNDLED = CORPUS_BUNDLED


@pytest.fixture(scope="module")
def fresh(store: Store, user_spec) -> dict[str, list[Compilation]]:
    """Every config of each :data:`FRESH` kernel, compiled once for the module."""
    out = {}
    for name, (ref, sig, warps, stages, target) in FRESH.items():
        spec = user_spec(ref, sig, warps, stages)
        comps = compile_all([Request(spec, i, Target.parse(target)) for i in range(len(spec.configs))], store)
        assert all(c.ok for c in comps), [c.failure for c in comps]
        out[name] = comps
    return out


def _oracle(comps: list[Compilation], tmp_path: Path) -> tuple[int, int, int]:
    """Compare the model of every ttir/ttgir of ``comps`` with MLIR's parse; (ops, types read, types) compared."""
    paths, texts = [], []
    for n, comp in enumerate(comps):
        for stage in ("ttir", "ttgir"):
            path = tmp_path / f"{n}.{stage}"
            path.write_text(comp.stages[stage].text())
            paths.append(path)
            texts.append(path.read_text())
    ops = read = total = 0
    for path, text, theirs in zip(paths, texts, mlir_parse(paths), strict=True):
        diffs, r, t = differences(mlir_model.parse(text), theirs)
        assert not diffs, (path.name, diffs[:5])
        ops, read, total = ops + len(theirs), read + r, total + t
    return ops, read, total


@pytest.mark.parametrize("case", list(CORPUS_FRESH))
def test_model_equals_mlir_on_the_corpus_fresh_kernels(store: Store, user_spec, tmp_path: Path, case: str) -> None:
    """Every config of each fresh kernel of the consistency corpus (``tests/test_corpus.py``, cuda:80 to cuda:120,
    cuda:103, gfx942 and gfx950): the model equals MLIR's parse."""
    ref, sig, warps, stages, target = CORPUS_FRESH[case]
    spec = user_spec(ref, sig, warps, stages)
    comps = compile_all([Request(spec, i, Target.parse(target)) for i in range(len(spec.configs))], store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    ops, read, total = _oracle(comps, tmp_path)
    assert ops > 10 * len(comps) and read == total


@pytest.mark.parametrize(("kernel", "target"), BUNDLED)
def test_model_equals_mlir_on_bundled_kernels(store: Store, tmp_path: Path, kernel: str, target: str) -> None:
    """Every config of a bundled kernel: our model's ops (walk order, names, counts), parents and regions, def-use
    edges and result types equal what Triton's MLIR parser reads from the same TTIR and TTGIR."""
    comps = compile_all(bundled_case(kernel, target), store)
    ops, read, total = _oracle(comps, tmp_path)
    assert ops > 40 * len(comps) and read == total  # gelu: 56 ops per config; matmul: 400


def test_model_equals_mlir_on_fresh_kernels(fresh, tmp_path: Path) -> None:
    """The kernels written for the tests, among them two sibling loops whose names the printer reuses, a
    ``ttg.warp_specialize`` with partitions, an ``scf.while`` and a ``tt.scan`` region: the model equals MLIR's."""
    comps = [c for cs in fresh.values() for c in cs]
    ops, read, total = _oracle(comps, tmp_path)
    assert read == total and ops > 1000
    names = {op.name for c in comps for op in mlir_model.parse(c.stages["ttgir"].text()).ops}
    assert {"scf.while", "tt.scan", "ttg.warp_specialize", "ttg.warp_specialize.partitions"} <= names, names


def test_sibling_loops_resolve_to_their_own_values(fresh) -> None:
    """MLIR's printer reuses names in a second loop (``%x_12`` is the first loop's tt.addptr and the second loop's
    tt.load): each loop's tt.load reads the tt.addptr and arith.cmpi of its own loop."""
    text = fresh["softmax"][0].stages["ttgir"].text()
    model = mlir_model.parse(text)
    loops = [op for op in model.ops if op.name == "scf.for"]
    loads = [op for op in model.ops if op.name == "tt.load"]
    assert len(loops) == 2 and len(loads) == 2
    printed = [{op.source.split(" = ")[0] for op in model.ops if op.parent == loop.index and op.result_keys}
               for loop in loops]
    reused = printed[0] & printed[1]
    assert reused, "the printer reused no name: the kernel no longer tests scoping"
    for loop, load in zip(loops, loads, strict=True):
        assert load.parent == loop.index
        ptr, mask = (model.defining_op(k) for k in load.operand_keys[:2])  # type: ignore[arg-type]
        assert ptr is not None and mask is not None
        assert (ptr.name, mask.name) == ("tt.addptr", "arith.cmpi")
        assert ptr.parent == mask.parent == loop.index
        assert mlir_model.display(load.operand_keys[0] or "") == load.source.split()[3].rstrip(",")[1:]
        assert model.users(load.operand_keys[0] or "") == [load]
        # the loop's carried values start from values outside it and take what its scf.yield gives them
        for arg in (v for v in model.values.values() if v.owner == loop.index and v.is_block_arg and v.index > 0):
            init, yielded = model.carried(arg.key)
            assert model.values[init].owner != loop.index
            (y,) = [op for op in model.ops if op.parent == loop.index and op.name == "scf.yield"]
            assert yielded == y.operand_keys[arg.index - 1]


def test_alloc_origin_through_views_and_loops(fresh, store: Store) -> None:
    """alloc_origin: a pipelined ring's view (``ttg.memdesc_index``, then the loop's carried value) leads to its
    ``ttg.local_alloc`` and counts as indexed; a ``ttg.memdesc_trans`` of one tile leads to it and is no ring.
    flash_attention_fwd at num_stages=1 on cuda:90 prints the second loop's ``%qk_77 = ttg.local_alloc`` under the
    name the first loop gave its ``memdesc_trans``: each loop's dot reads its own loop's allocation."""
    model = mlir_model.parse(fresh["attention"][0].stages["ttgir"].text())
    dots = [op for op in model.ops if op.name == "ttng.warp_group_dot"]
    assert len(dots) == 4
    loops = [op for op in model.ops if op.name == "scf.for"]
    for dot in dots:
        origin = model.alloc_origin(dot.operand_keys[1] or "")
        # each loop's ring is allocated between the loop before it and itself: the second loop reads its own
        loop = next(lp for lp in loops if lp.index == dot.parent)
        assert max((lp.end_line for lp in loops if lp.end_line < loop.line), default=0) < origin.root.line < loop.line  # type: ignore[union-attr]
        assert origin.root is not None and origin.root.name == "ttg.local_alloc" and origin.indexed
        assert origin.root.line < dot.line and origin.views[0].name == "ttg.memdesc_index"
        ring = model.type_of(origin.alloc or "")
        assert ring is not None and ring.shape[0] == 3 and ring.mutable  # 3 buffers: num_stages=3
    spec = resolve_kernel("flash_attention_fwd", None, None, 1, ())
    (comp,) = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)
    model = mlir_model.parse(comp.stages["ttgir"].text())
    loops = [op for op in model.ops if op.name == "scf.for"]
    qk_dots = [op for op in model.ops if op.name == "ttng.warp_group_dot" and
               (t := model.type_of(op.operand_keys[1] or "")) is not None and t.kind == "memdesc"
               and "trans" in (model.defining_op(op.operand_keys[1] or "") or op).name]
    assert len(loops) == 2 and len(qk_dots) == 2
    roots = []
    for loop, dot in zip(loops, qk_dots, strict=True):
        origin = model.alloc_origin(dot.operand_keys[1] or "")
        assert origin.root is not None and origin.root.name == "ttg.local_alloc"
        assert origin.root.parent == dot.parent == loop.index and not origin.indexed
        assert [v.name for v in origin.views] == ["ttg.memdesc_trans"]
        roots.append(origin.root.line)
    names = [mlir_model.display(model.by_line[ln].result_keys[0]) for ln in roots]
    trans_names = [mlir_model.display(model.defining_op(d.operand_keys[1] or "").result_keys[0])  # type: ignore[union-attr]
                   for d in qk_dots]
    assert names[1] == trans_names[0], "the printer no longer reuses the name: the case tests nothing"


def _reads_and_buffers(comp: Compilation) -> tuple[list[tuple[int, str | None]], list[tuple[int, int, list[str]]]]:
    """``([(warp_group_dot line, allocation it reads, printed)], [(loop line, stages, [its buffers, printed])])`` as
    :func:`~ir_explorer.analyses.shared_memory.allocations.accesses` and :func:`pipelining.loops` read them from the
    compile's TTGIR."""
    model = mlir_model.parse(comp.stages["ttgir"].text())
    allocs = allocations(model)
    reads = [(a.line, a.allocation and mlir_model.display(a.allocation)) for a in accesses(model, allocs)
             if a.op == "ttng.warp_group_dot"]
    return reads, [(r.line, r.stages, [mlir_model.display(a) for a in r.allocations]) for r in pipelining.loops(model)]


def test_shared_memory_and_pipelining_read_each_loops_own_allocation(fresh, store: Store) -> None:
    """Regression (issue 23): shared_memory.py and pipelining.py followed views with ``ttgir.alloc_roots``, one flat
    map over printed names, so ``report flash_attention_fwd -t cuda:90 --num-stages 1`` said the second loop's
    ``ttng.warp_group_dot`` (ttgir:187) reads ``%qk_76``, the first loop's allocation (``[2 ops]`` at 130 and 187):
    loop 2's ``%qk_77 = ttg.local_alloc`` is printed under the name loop 1 gave its ``ttg.memdesc_trans``. Both
    analyses now follow ``IRModule.alloc_origin``: each dot reads its own loop's allocation, each loop lists only
    its own rings (two sibling loops of one helper, num_stages 1 and 3)."""
    reads, loops = _reads_and_buffers(fresh["attention"][0])  # num_stages=3: a K and a V ring per loop
    assert reads == [(113, "q_22"), (113, "k_25"), (141, "v_26"), (223, "q_22"), (223, "k_62"), (255, "v_63")]
    assert loops == [(103, 3, ["k_25", "v_26"]), (211, 3, ["k_62", "v_63"])]
    reads, loops = _reads_and_buffers(fresh["attention_s1"][0])  # num_stages=1: one tile per loop, no ring
    assert reads == [(77, "q_21"), (77, "qk_34"), (109, "v_50"), (130, "q_21"), (130, "qk_36"), (166, "v_56")]
    assert loops == [(65, 0, []), (116, 0, [])]
    spec = resolve_kernel("flash_attention_fwd", None, None, 1, ())
    (comp,) = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)
    reads, loops = _reads_and_buffers(comp)
    assert reads == [(130, "q_49"), (130, "qk_76"), (159, "v_88"), (187, "q_49"), (187, "qk_77"), (219, "v_92")]
    assert loops == [(125, 0, []), (180, 0, [])]
    # the report's findings say it: one finding per dot, each naming its own loop's allocation
    inp = AnalysisInput(comp.target, {k: s.text() for k, s in comp.stages.items() if not s.is_binary},
                        comp.metadata, comp.resources)
    found = {f.message.split(" (")[0]: f.lines for f in shared_memory.analyze(inp).findings
             if f.message.startswith("ttng.warp_group_dot reads %qk")}
    assert found == {"ttng.warp_group_dot reads %qk_76": (130,), "ttng.warp_group_dot reads %qk_77": (187,)}
    inp = AnalysisInput(fresh["attention"][0].target, {k: s.text() for k, s in fresh["attention"][0].stages.items()
                                                       if not s.is_binary}, fresh["attention"][0].metadata)
    pipelined = [f.message.split("; in the loop")[0] for f in pipelining.analyze(inp).findings
                 if "pipelined" in f.message]
    assert pipelined == ["dot loop pipelined: 3 stages, 3 buffers (%k_25, %v_26)",
                         "dot loop pipelined: 3 stages, 3 buffers (%k_62, %v_63)"]


def test_analysis_input_shares_one_model(fresh) -> None:
    """AnalysisInput.model(stage) parses a stage once and hands every analysis the same object; AxisInfo is
    derived from it once."""
    comp = fresh["softmax"][0]
    inp = AnalysisInput(comp.target, {"ttgir": comp.stages["ttgir"].text()})
    model = inp.model("ttgir")
    assert inp.model("ttgir") is model
    coalescing.analyze(inp)
    first = model.derived["axisinfo"]
    coalescing.analyze(inp)
    assert model.derived["axisinfo"] is first


def test_first_sibling_loop_has_its_addptr_and_overflow_warning(fresh, store: Store) -> None:
    """Regression (issue 23, names reused across sibling loops): the report of a two-pass softmax said
    ``tt.load ttir:30: no tt.addptr`` for the first loop's load (its pointer name resolved to the second loop's
    tt.load) and left that load out of the i32-overflow warnings; the first loop's narrow-load cause cited no
    arith.cmpi of its own loop."""
    comp = fresh["softmax"][0]
    report = build_report(comp, store)
    ttir = comp.stages["ttir"].text().splitlines()
    loads = [i for i, line in enumerate(ttir, 1) if " = tt.load " in line]
    assert len(loads) == 2
    (summary,) = [f for f in report.findings if f.kind == "addresses" and f.severity == "info" and "accesses" in f.data]
    first = next(a for a in summary.data["accesses"] if a["line"] == loads[0])
    assert [o["type"] for o in first["offsets"]] == ["i32", "i32"] and "no tt.addptr" not in summary.message
    warned = {a for f in report.findings if f.kind == "addresses" and f.severity == "warn"
              for a in f.data["accesses"]}
    assert set(loads) <= warned
    for f in (f for f in report.findings if f.kind == "addresses" and f.severity == "warn"):
        assert ttir[f.lines[0] - 1].strip().startswith("%") and ": i32" in ttir[f.lines[0] - 1]
    ttgir = comp.stages["ttgir"].text().splitlines()
    narrow = [f for f in report.findings if f.kind == "coalescing" and f.severity == "warn"
              and f.data.get("op") == "tt.load"]
    assert len(narrow) == 2
    model = mlir_model.parse("\n".join(ttgir))
    for f in narrow:
        load = model.by_line[f.lines[0]]
        mask = model.defining_op(load.operand_keys[1] or "")
        assert mask is not None and mask.name == "arith.cmpi"
        cited = [x.line for x in f.facts if x.text == "arith.cmpi"]
        assert cited == [mask.line] and mask.parent == load.parent


def test_each_64_bit_product_cites_its_own_ptx_multiply(store: Store, compiled) -> None:
    """Regression (issue 23, citations): flash_attention_fwd on cuda:90 computes ``off_z * stride_qz +
    off_h * stride_qh`` on one Python line; the products of stride_qh, stride_kh and stride_vh cited the
    ``mul.wide.s32`` of stride_qz/kz/vz (the line's first multiply). Each now cites a multiply by a register
    loaded from its own ``.param``, and no two products cite the same instruction."""
    comp = compiled("flash_attention_fwd", "cuda:90")
    report = build_report(comp, store)
    (fixed,) = [f for f in report.findings if f.kind == "addresses" and "products" in f.data]
    ptx = comp.stages["ptx"].text().splitlines()
    cited = []
    for p in fixed.data["products"]:
        ptx_line = p["ptx"]["line"]
        cited.append(ptx_line)
        srcs = [s.strip() for s in ptx[ptx_line - 1].split(None, 1)[1].rstrip(";").split(",")[1:]]
        index = address_chains._parse(mlir_model.parse(comp.stages["ttir"].text())).args
        param = list(index).index(p["argument"])
        loaded = {m[1] for m in re.finditer(rf"ld\.param\.\w+\s+(%\w+), \[\w+_param_{param}\]", "\n".join(ptx))}
        copies = {m[1] for m in re.finditer(r"cvt\.\w+\.\w+\s+(%\w+), (%\w+);", "\n".join(ptx)) if m[2] in loaded}
        assert set(srcs) & (loaded | copies), (p["argument"], ptx[ptx_line - 1])
    assert len(cited) == len(set(cited)) == 8


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_model_never_raises_on_cut_or_mutated_ir(fresh, data) -> None:  # type: ignore[no-untyped-def]
    """Hostile input: a real TTGIR (a warp-specialized loop, sibling loops) cut and spliced with bracket, name and
    region junk parses without raising, and every query answers; each operand key names a known value."""
    text = fresh[data.draw(st.sampled_from(["warp_specialize", "softmax"]))][0].stages["ttgir"].text()
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, min(len(text), start + 400)))
    junk = data.draw(st.text(alphabet='%#:=(){}<>[]",^ \nxa0_\\', max_size=40))
    model = mlir_model.parse(text[:start] + junk + text[end:])
    assert len(model.walk_postorder()) == len(model.ops)
    for key in list(model.values)[:200]:
        model.alloc_origin(key), model.carried(key), model.type_of(key), model.users(key)
    assert all(k in model.values for op in model.ops for k in op.operand_keys if k is not None)
