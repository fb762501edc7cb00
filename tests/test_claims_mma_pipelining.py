"""The ``mma`` and ``pipelining`` findings state their values as typed claims (issue 23, items 3 and 4): each claim
on a real compile has the value, unit, rule and refs the IR gives, the message is rendered from them, and a lie in
each kind of claim is caught by its rule (:mod:`ir_explorer.engines.rules.mma_pipelining`), re-derived from the
raw IR apart from the analysis."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ir_explorer.analyses.findings import Claim, Finding, Ref
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, check, stored_statements


@pytest.fixture(scope="module")
def matmul(compiled, store: Store) -> tuple[Any, Statements]:
    """The bundled matmul on cuda:90 (BLOCK 128x128x64, 8 warps, num_stages=3): one wgmma dot in a loop pipelined
    3 deep."""
    comp = compiled("matmul", "cuda:90", passes=True)
    return comp, stored_statements(comp, store)


@pytest.fixture(scope="module")
def matmul_sm80(compiled, store: Store) -> tuple[Any, Statements]:
    """The bundled matmul on cuda:80: mma.sync dots, cp.async copies waited for with num=2."""
    comp = compiled("matmul", "cuda:80")
    return comp, stored_statements(comp, store)


def _rules(case: tuple[Any, Statements], findings: list[Finding], metrics: dict[str, Any] | None = None) -> list[str]:
    comp, got = case
    return [rule for rule, _ in check(comp, findings, metrics or {}, got.stages).violations]


def _lie(f: Finding, key: str, value: object) -> Finding:
    claim = f.claim(key)
    assert claim is not None, key
    return replace(f, claims=tuple(replace(c, value=value) if c.key == key else c for c in f.claims))


def _one(got: Statements, kind: str, start: str) -> Finding:
    [f] = [f for f in got.report.findings if f.kind == kind and f.message.startswith(start)]
    return f


def test_the_wgmma_dot_claims_what_its_line_holds(matmul) -> None:
    """The dot's claims are its line's op, operand and result types, result layout and the #mma alias's fields; the
    message is the sentence the report printed before claims, rendered from them."""
    _, got = matmul
    dot = _one(got, "mma", "ttng.warp_group_dot")
    line = got.stages["ttgir"].splitlines()[dot.lines[0] - 1]
    assert "ttng.warp_group_dot" in line and "-> tensor<128x128xf32, #mma>" in line
    assert dot.message == ("ttng.warp_group_dot 128x64xf16 · 64x128xf16 → 128x128xf32 runs on wgmma (#mma nvidia_mma "
                           "v3 (wgmma) instrShape=[16,128,16] warpsPerCTA=[8,1]); the 128x128 tile does 64 FLOP per "
                           "byte of A and B loaded")
    here = Ref("ttgir", dot.lines[0], line[:line.index("ttng.warp_group_dot") + 19].strip())
    assert dot.claim("op") == Claim("op", "ttng.warp_group_dot", "op", "mma-op", (here,))
    assert dot.claim("a/shape") == Claim("a/shape", (128, 64), "shape", "mma-operand", (here,))
    assert dot.claim("b/type") == Claim("b/type", "f16", "type", "mma-operand", (here,))
    assert dot.claim("path") == Claim("path", "wgmma", "text", "mma-path", (here,))
    shape = dot.claim("layout/instrShape")
    assert shape is not None and (shape.value, shape.unit, shape.rule) == ((16, 128, 16), "shape", "mma-layout")
    assert got.stages["ttgir"].splitlines()[shape.about[0].line - 1].startswith("#mma = #ttg.nvidia_mma<")
    assert dot.data["layout"]["instrShape"] == [16, 128, 16] and dot.data["flop_per_operand_byte"] == 64.0
    assert _rules(matmul, [dot]) == []


@pytest.mark.parametrize(("key", "lie", "rule"), [
    ("a/shape", (129, 64), "mma-operand"), ("result/type", "f16", "mma-operand"), ("op", "tt.dot", "mma-op"),
    ("layout_alias", "#shared", "mma-op"), ("path", "mma.sync", "mma-path"),
    ("layout/instrShape", (16, 64, 16), "mma-layout"), ("layout/versionMajor", 2, "mma-layout"),
    ("layout_text", "nvidia_mma v2 (mma.sync) instrShape=[16,8] warpsPerCTA=[8,1]", "mma-layout"),
    ("flop_per_operand_byte", 32.0, "mma-flop")])
def test_a_lie_in_a_dot_claim_is_caught_by_its_rule(matmul, key, lie, rule) -> None:
    _, got = matmul
    dot = _one(got, "mma", "ttng.warp_group_dot")
    assert rule in _rules(matmul, [_lie(dot, key, lie)])


def test_instruction_counts_are_the_lines_that_hold_them(matmul) -> None:
    """4 wgmma in the PTX and 4 HGMMA in the SASS, each count about every line of its instruction; one more is
    caught by mma-count, and the metric mma_instructions one more by its metric rule."""
    _, got = matmul
    ptx = _one(got, "mma", "PTX:")
    [count] = ptx.claims
    assert (count.key, count.value, count.unit, count.rule) == (
        "instructions/wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16", 4, "count", "mma-count")
    assert [r.line for r in count.about] == list(ptx.lines) and all(
        "wgmma.mma_async" in got.stages["ptx"].splitlines()[r.line - 1] for r in count.about)
    assert ptx.message == "PTX: 4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 (static count)"
    assert _rules(matmul, [_lie(ptx, count.key, 5)]) == ["mma-count"]
    metrics = dict(got.report.metrics)
    assert _rules(matmul, [], metrics) == []
    ins = {k: v + 1 for k, v in metrics["mma_instructions"].items()}
    assert _rules(matmul, [], {**metrics, "mma_instructions": ins}) == ["metric:mma_instructions"]
    assert _rules(matmul, [], {**metrics, "mma": "mma.sync"}) == ["metric:mma"]


def test_the_pipelined_loop_claims_what_its_body_holds(matmul) -> None:
    """The K loop: 3 stages, 3 buffers of %a_39 and %b_40, its body's async ops, async_wait num=2 and pendings=1,
    num_stages=3 from the module (no tl.range of its own); each lie is caught by the rule of its claim."""
    _, got = matmul
    loop = _one(got, "pipelining", "dot loop pipelined")
    assert loop.message == ("dot loop pipelined: 3 stages, 3 buffers (%a_39, %b_40); in the loop: "
                            "ttg.async_commit_group ×2, ttg.async_copy_global_to_local ×2, ttg.async_wait ×1, "
                            "ttng.warp_group_dot_wait ×1; async_wait num=[2]; warp_group_dot_wait pendings=[1]")
    values = {c.key: (c.value, c.unit, c.rule) for c in loop.claims}
    assert values["stages"] == (3, "stages", "pipe-stages") and values["buffers"] == (3, "buffers", "pipe-buffers")
    assert values["allocations/0"] == ("%a_39", "value", "pipe-alloc")
    assert values["async_ops/ttg.async_copy_global_to_local"] == (2, "count", "pipe-async")
    assert values["async_wait_num/0"] == (2, "count", "pipe-wait")
    assert values["wgmma_pendings/0"] == (1, "count", "pipe-wait")
    assert values["num_stages"] == (3, "stages", "pipe-asked") and values["loop_num_stages"][0] is None
    lines = got.stages["ttgir"].splitlines()
    alloc = loop.claim("allocations/1")
    assert alloc is not None and lines[alloc.about[0].line - 1].lstrip().startswith("%b_40 = ttg.local_alloc")
    assert _rules(matmul, [loop]) == []
    for key, lie, rule in (("stages", 4, "pipe-stages"), ("stages", -3, "pipe-stages"), ("buffers", 4, "pipe-buffers"),
                           ("allocations/0", "%b_40", "pipe-alloc"), ("async_ops/ttg.async_wait", 2, "pipe-async"),
                           ("async_wait_num/0", 3, "pipe-wait"), ("wgmma_pendings/0", 0, "pipe-wait"),
                           ("num_stages", 4, "pipe-asked"), ("loop_num_stages", 3, "pipe-asked"),
                           ("loop", loop.lines[0] + 1, "pipe-loop"), ("loop_kind", "load loop", "pipe-loop")):
        assert rule in _rules(matmul, [_lie(loop, key, lie)]), key


def test_the_cp_async_loop_stage_count_has_a_closed_form(matmul_sm80) -> None:
    """On sm_80 the loop commits 2 copy groups per iteration and waits with num=2: 2 + 2/2 = 3 stages, what the loop
    finding and the metric state; a metric of 4 or -3 is caught by the metric rule."""
    _, got = matmul_sm80
    loop = _one(got, "pipelining", "dot loop pipelined")
    assert loop.claim("stages") is not None and loop.data["stages"] == 3
    metrics = dict(got.report.metrics)
    assert metrics["pipelined_stages"] == 3 and _rules(matmul_sm80, [loop], metrics) == []
    for lie in (4, -3):
        assert _rules(matmul_sm80, [], {**metrics, "pipelined_stages": lie}) == ["metric:pipelined_stages"]


def test_the_schedule_claims_each_op_and_its_part(matmul) -> None:
    """The loop schedule: the loop at its scf.for, its end at the closing brace, 4 prologue copies; a loop line, an
    end line or a count moved is caught."""
    _, got = matmul
    sched = _one(got, "pipelining", "loop schedule")
    loop, end = sched.claim("loop_line"), sched.claim("end_line")
    assert loop is not None and end is not None
    lines = got.stages["ttgir"].splitlines()
    assert "scf.for" in lines[loop.value - 1] and lines[end.value - 1].lstrip().startswith("}")  # type: ignore[operator]
    copies = sched.claim("counts/prologue/ttg.async_copy_global_to_local")
    assert copies is not None and copies.value == 4 and len(copies.about) == 4
    assert sched.message.startswith(f"loop schedule (TTGIR {loop.value}-{end.value}, 3 stages): prologue: "
                                    "ttg.async_copy_global_to_local ×4 at ")
    assert _rules(matmul, [sched]) == []
    assert "pipe-loop" in _rules(matmul, [_lie(sched, "loop_line", loop.value + 1)])  # type: ignore[operator]
    assert "sched-end" in _rules(matmul, [_lie(sched, "end_line", end.value + 1)])  # type: ignore[operator]
    assert "sched-count" in _rules(matmul, [_lie(sched, copies.key, 5)])
    assert "sched-op" in _rules(matmul, [_lie(sched, "ops/0/part", "epilogue")])
    assert "sched-python" in _rules(matmul, [_lie(sched, "ops/0/python_line", 1)])


def test_a_pipeliner_step_that_only_prints_bare_is_unchanged(compiled, store: Store) -> None:
    """Regression (issue 23): ``passes`` marked ``TritonGPUPipeline/LowerLoops`` changed on gelu (no loop) while
    ``diff --passes`` said "no changes": the step's snapshot prints the module bare (``%1``, layouts inline, no
    ``loc``), the snapshot before it with locations and aliases, so their texts differ though the module does not.
    Compared in canonical form the step is unchanged on gelu, and still changed on the pipelined matmul."""
    from ir_explorer.capture.stages import load_passes
    from ir_explorer.ir.passdump import canonical_module, pass_stats

    for kernel, want in (("gelu", False), ("matmul", True)):
        dumps, final = load_passes(compiled(kernel, "cuda:90", passes=True), store)
        bodies = [d.text() for d in dumps]
        stats = pass_stats(bodies, final.read_bytes().decode() if final else None, [d.kind for d in dumps])
        [k] = [i for i, d in enumerate(dumps) if d.name == "TritonGPUPipeline/LowerLoops"]
        assert bodies[k - 1] != bodies[k] and " loc(" in bodies[k - 1] and " loc(" not in bodies[k]
        assert stats[k].changed is want, kernel
        assert (canonical_module(bodies[k - 1]) != canonical_module(bodies[k])) is want


def test_rdna3_wmma_layout_from_its_warp_bases(compiled, store) -> None:
    """Triton 3.9 prints gfx1100's ``#ttg.amd_wmma`` with its warps as linear-layout bases
    (``ctaLayout = {warp = [[0, 1], [0, 2], [1, 0]]}``), no ``warpsPerCTA`` and no ``instrShape``, and spells
    ``isTranspose``. The matmul's dot runs on wmma (the AMDGCN has ``v_wmma_f32_16x16x16_f16``): the layout reads as
    warpsPerCTA [2, 4] (8 warps), the check holds, and a wrong warp split is caught by ``mma-layout`` (it read the
    layout as none and the path as ``fma`` before)."""
    from ir_explorer.ir.layouts import AmdMmaLayout, parse_aliases

    comp = compiled("matmul", "hip:gfx1100")
    got = stored_statements(comp, store)
    ttgir = got.stages["ttgir"]
    definition = next(ln for ln in ttgir.splitlines() if ln.startswith("#mma = "))
    assert "ctaLayout = {warp = [[0, 1], [0, 2], [1, 0]]}" in definition and "warpsPerCTA" not in definition
    layout = parse_aliases(ttgir)["#mma"]
    assert isinstance(layout, AmdMmaLayout) and layout.warps_per_cta == (2, 4) and layout.transposed
    assert "v_wmma_f32_16x16x16_f16" in got.stages["amdgcn"]
    [dot] = [f for f in got.report.findings if f.kind == "mma" and f.claim("path") is not None][:1]
    assert dot.claim("path").value == "wmma" and got.report.metrics["mma"] == "wmma"
    assert "amd_wmma v1 warpsPerCTA=[2,4] transposed" in dot.message
    assert not check(comp, list(got.report.findings), dict(got.report.metrics), got.stages).violations
    claims = tuple(replace(c, value=(4, 2)) if c.key == "layout/warpsPerCTA" else c for c in dot.claims)
    lied = [replace(dot, claims=claims) if f is dot else f for f in got.report.findings]
    assert "mma-layout" in [r for r, _ in check(comp, lied, dict(got.report.metrics), got.stages).violations]
