"""A ring's pipelining depth, derived twice, and the loops whose constant trip count is below it (issue 23, "truth
by construction"; docs/trial6.md M1, trial7a.md M1, trial7b.md M3, trial7c.md, trial8c.md F3).

:func:`ir_explorer.analyses.pipelining.loops` counts a ring's stages as 1 + the prologue's copies into it less the
iterations whose dot was peeled; rule ``pipe-stages`` now reads them from what Triton's pipeliner writes in the loop
(:mod:`ir_explorer.engines.rules.ring_depth`): a copy of stage ``s`` runs ``k = maxStage - s`` iterations ahead under
``%iv < ub - k·step`` (PipelineExpander.cpp), a ``tc_gen5_mma`` of an earlier stage carries the same predicate, so a
ring is ``1 + k_copy - k_first_dot`` deep. These tests compile trial kernels, read the true depth from the raw IR with
their own regexes, and check both paths give it, that a lie is refused by the predicates (not only by the model), and
that a model gone wrong (trial 7c's walk that stopped at ``ttng.tmem_store``) is caught."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, trial_request, with_claim

from ir_explorer.analyses import pipelining
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.engines.compare import COLUMNS, compare
from ir_explorer.engines.rules import ring_depth
from ir_explorer.ir.mlir_model import display

DATA = ROOT / "tests/data/trial2_kernels"
# e.g.       %curr_m_325 = arith.cmpi slt, %curr_m_298, %c5_i32 : i32 loc(#loc224)
_SLT = re.compile(r"^\s*(?P<res>%[\w.]+) = arith\.cmpi slt, (?P<iv>%[\w.]+), %c(?P<c>-?\d+)_i32 : i32")
# e.g.     %curr_m_160:26 = scf.for %curr_m_298 = %c0_i32 to %c7_i32 step %c1_i32 iter_args(…
_FOR = re.compile(r"= scf\.for (?P<iv>%[\w.]+) = %c(?P<lb>\d+)_i32 to (?P<ub>%[\w.]+) step %c(?P<st>\d+)_i32")
# e.g.       %curr_m_386 = tt.splat %curr_m_325 : i1 -> tensor<64x16xi1, #blocked> loc(#loc224)
_SPLAT = re.compile(r"^\s*(?P<res>%[\w.]+) = tt\.splat (?P<src>%[\w.]+) : i1 ")
# e.g.       %qT_387 = ttg.async_copy_global_to_local %qT_ptrs_380, %qT_385 mask %curr_m_386 {…} : …
_COPY = re.compile(r"ttg\.async_copy_global_to_local %[\w.]+, (?P<dst>%[\w.]+) mask (?P<mask>%[\w.]+)")
# e.g.       %qT_385 = ttg.memdesc_index %qT[%curr_m_384] : …
_INDEX = re.compile(r"^\s*(?P<res>%[\w.]+) = ttg\.memdesc_index (?P<alloc>%[\w.]+)\[")
# e.g.       ttng.tc_gen5_mma %k_43, %qT_357, %qkT, %false, %curr_m_326, %curr_m_367[%true] {is_async} : …
_MMA = re.compile(r"ttng\.tc_gen5_mma %[\w.]+, (?P<b>%[\w.]+), %[\w.]+(?:\[[^\]]*\])?, %\w+, (?P<pred>%[\w.]+),")


def _loop_finding(got, loop: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("loop_kind") is not None
                and f.lines[:1] == (loop,))


def _stage_violations(comp, got, finding):  # type: ignore[no-untyped-def]
    res = consistency.check(comp, [finding], dict(got.report.metrics), got.stages)
    return [text for rule, text in res.violations if rule == "pipe-stages"]


def _compiled(tmp_path_factory, user_spec, commands: str, name: str):  # type: ignore[no-untyped-def]
    """``(compilation, statements, store)`` of one trial run, compiled into a store of its own."""
    own = Store(tmp_path_factory.mktemp(name))
    (comp,) = compile_all([trial_request(DATA / commands, name, user_spec)], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own), own


@pytest.fixture(scope="module")
def dkdv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compiled(tmp_path_factory, user_spec, "t7c_commands.sh", "t7c_attn_bwd_dkdv")


def test_dkdv_ring_depths_read_from_the_predicates(dkdv) -> None:
    """The attention backward's first K-loop on sm_100 (num_stages=3, 7 iterations, ``0 to 7 step 1``): ``q^T`` and
    ``dO`` are copied under ``%iv < 4`` (k = 3: the prologue filled iterations 0-2), ``m`` and ``Delta`` under ``%iv <
    5`` (k = 2); the QK^T MMA, reading ``q^T``'s ring, runs under ``%iv < 6`` (k = 1, a stage of its own), the dV MMA
    that ``m`` reaches through ``ttng.tmem_store`` unpredicated (k = 0). Every ring is 1 + 3 - 1 = 1 + 2 - 0 = 3
    stages; the model says the same, and selfcheck holds."""
    comp, got, _ = dkdv
    lines = got.stages["ttgir"].splitlines()
    n, head = next((n, m) for n, ln in enumerate(lines, 1) if (m := _FOR.search(ln)))
    ub = next(int(m["c"]) for ln in lines if (m := re.match(rf"^\s*{head['ub']} = arith\.constant (?P<c>\d+)", ln)))
    assert (head["lb"], ub, head["st"]) == ("0", 7, "1")
    end = next(k for k in range(n, len(lines)) if lines[k].startswith(" " * 4 + "}"))
    body = lines[n:end]
    preds = {m["res"]: ub - int(m["c"]) for ln in body if (m := _SLT.match(ln)) and m["iv"] == head["iv"]}
    splat = {m["res"]: preds[m["src"]] for ln in body if (m := _SPLAT.match(ln)) and m["src"] in preds}
    views = {m["res"]: m["alloc"] for ln in lines if (m := _INDEX.match(ln))}
    ahead = {}
    for ln in body:
        if (m := _COPY.search(ln)) and m["mask"] in splat:
            ahead[views.get(m["dst"], m["dst"])] = splat[m["mask"]]
    assert ahead == {"%qT": 3, "%do": 3, "%m_86": 2, "%Di_87": 2}, ahead
    mma_k = {views.get(m["b"], m["b"]): preds[m["pred"]] for ln in body if (m := _MMA.search(ln))
             and m["pred"] in preds}
    assert mma_k.get("%qT") == 1  # QK^T of iteration i+1 reads q^T's ring directly
    f = _loop_finding(got, n)
    stages = {f.claim(f"allocations/{i}").value: f.claim(f"allocation_stages/{i}") for i in range(4)}
    assert all(c is None or c.value == 3 for c in stages.values()) and f.claim("stages").value == 3
    ctx = claim_context(got, comp)
    r = pipelining.loops(ctx.model("ttgir"))
    loop = next(x for x in r if x.line == n)
    depths = ring_depth.ring_depths(ctx.model("ttgir"), n, list(loop.allocations))
    assert sorted((d.copy_ahead, d.dot_ahead, d.stages) for d in depths.values()) == [(2, 0, 3), (2, 0, 3),
                                                                                       (3, 1, 3), (3, 1, 3)]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_dkdv_lies_and_the_old_model_are_caught_by_the_predicates(dkdv, monkeypatch: pytest.MonkeyPatch) -> None:
    """"4 stages" and "2 stages" for the loop are refused with the predicates' 3; and trial 7c's model (the walk from a
    prologue ``local_load`` stopped at ``ttng.tmem_store``, so ``m``/``Delta`` were "4 stages in 2 buffers") is caught
    by the predicates though the rule's re-run of the same model agrees with it."""
    comp, got, own = dkdv
    lines = got.stages["ttgir"].splitlines()
    n = next(k for k, ln in enumerate(lines, 1) if _FOR.search(ln))
    f = _loop_finding(got, n)
    for lie in (2, 4):
        hit = _stage_violations(comp, got, with_claim(f, "stages", lie))
        assert any("the pipeliner's predicates give 3" in t for t in hit), hit
    monkeypatch.setattr(pipelining, "_STORES", frozenset({"ttg.local_store"}))
    old = consistency.stored_statements(comp, own)
    wrong = [c for g in old.report.findings if g.kind == "pipelining" for c in g.claims
             if c.key.startswith("allocation_stages/") and c.value == 4]
    assert wrong, "the old model no longer gives 4 stages"
    res = consistency.check(comp, old.report.findings, dict(old.report.metrics), old.stages)
    hit = [t for rule, t in res.violations if rule == "pipe-stages" and "the pipeliner's predicates give 3" in t]
    assert hit, res.violations[:4]


def test_a_peeled_last_iteration_keeps_the_predicates_bound(tmp_path_factory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """Triton's block-scaled tutorial on sm_100 (num_stages=4): ``peelLoopEpilogue`` (LoopPeeling.cpp) lowered the
    loop's bound to ``%1 - 1`` and put the last MMA in an ``scf.if`` after it, but the TMA copies in the body keep the
    pipeliner's ``%iv < %1 - 3`` (k = 3 of the bound before peeling; the prologue filled iterations 0-2): 4 stages,
    as the model says; read against the lowered bound it would be 3, and "3 stages" is refused."""
    comp, got, _ = _compiled(tmp_path_factory, user_spec, "nv_commands.sh", "nv_tutorial_block_scaled")
    lines = got.stages["ttgir"].splitlines()
    n = next(k for k, ln in enumerate(lines, 1) if " = scf.for " in ln)
    ub = re.search(r" to (%\w+) step", lines[n - 1]).group(1)  # type: ignore[union-attr]
    lowered = next(m for ln in lines if (m := re.match(rf"^\s*{ub} = arith\.subi (?P<base>%\w+), %c1_i32", ln)))
    preds = [m for ln in lines[n:] if (m := re.match(rf"^\s*(%\w+) = arith\.subi {lowered['base']}, %c(\d+)_i32", ln))]
    assert [int(m.group(2)) for m in preds] == [3]
    f = _loop_finding(got, n)
    assert f.claim("stages").value == 4
    assert any(ln.lstrip().startswith("scf.if") for ln in lines[n:])
    hit = _stage_violations(comp, got, with_claim(f, "stages", 3))
    assert any("the pipeliner's predicates give 4" in t for t in hit), hit
    assert not _stage_violations(comp, got, f)


def test_amd_stream_pipeliner_rings_read_from_carried_views(tmp_path_factory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """AMD's stream pipeliner (flaggems bmm, gfx950, num_stages=2) peels the epilogue and predicates nothing: the
    ``ttg.local_load`` of each ring reads a loop-carried view whose ``scf.yield`` gives the view the body's
    ``amdg.buffer_load_to_local`` fills, one iteration earlier: 2 stages, read on that path; "3" is refused."""
    comp, got, _ = _compiled(tmp_path_factory, user_spec, "amd_commands.sh", "amd_flaggems_bmm")
    lines = got.stages["ttgir"].splitlines()
    n = next(k for k, ln in enumerate(lines, 1) if " = scf.for " in ln)
    ctx = claim_context(got, comp)
    loop = next(x for x in pipelining.loops(ctx.model("ttgir")) if x.line == n)
    depths = ring_depth.ring_depths(ctx.model("ttgir"), n, list(loop.allocations))
    assert [d.stages for d in depths.values()] == [2, 2] and all("peeled epilogue" in d.why for d in depths.values())
    f = _loop_finding(got, n)
    assert f.claim("stages").value == 2
    hit = _stage_violations(comp, got, with_claim(f, "stages", 3))
    assert any("the pipeliner's predicates give 2" in t for t in hit), hit


def test_two_iterations_of_three_stages_say_the_loop_copies_nothing(tmp_path_factory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """Trial 7b M3: fla's kkt (cuda:90, num_stages=3) loops ``0 to 2 step 1``; the prologue copies both K slices and
    the loop's own TMA copy is predicated on ``%iv < 0`` (k = 2 of a 2-iteration loop): it never runs. The finding
    and the summary say so beside "3 stages"; a claim that it runs, or of another trip count, is refused."""
    comp, got, _ = _compiled(tmp_path_factory, user_spec, "t7b_commands.sh", "t7b_fla_kkt")
    lines = got.stages["ttgir"].splitlines()
    n = next(k for k, ln in enumerate(lines, 1) if " = scf.for " in ln)
    assert re.search(r"scf\.for %\w+ = %c0_i32 to %c2_i32 step %c1_i32", lines[n - 1])
    copy = next(k for k, ln in enumerate(lines[n:], n + 1) if "ttng.async_tma_copy_global_to_local" in ln)
    pred = lines[copy - 1].split(" : ")[0].rsplit(", ", 1)[1]
    assert re.search(rf"{pred} = arith\.cmpi slt, %\w+, %c0_i32", got.stages["ttgir"])
    f = _loop_finding(got, n)
    assert f.claim("trip_count").value == 2 and f.claim("idle_copies").value == 1 == f.claim("loop_copies").value
    assert f.claim("idle_lines/0").value == copy
    assert (f"the loop runs 2 iterations: its own copy into the rings (ttgir:{copy}) never runs" in f.message)
    assert dict(got.report.summary)["pipelining"] == "3 stages (the loop runs 2 iterations; its copies in the loop " \
                                                     "never run)"
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    for key, lie in (("trip_count", 3), ("idle_copies", 0)):
        res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
        assert any(rule == "pipe-trip" and key in t for rule, t in res.violations), (key, res.violations[:3])


def test_an_unrolled_loop_names_its_masked_off_copies_and_unread_slot(tmp_path_factory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """Trial 7a M1: liger's na_qk (cuda:100, num_stages=3) loops twice (TTIR ``0 to 64 step 32``); the pipeliner's
    8 copies into the 3-buffer rings were unrolled, 4 of them under ``mask %cst_9``, ``dense<false>``: prefetches of
    iterations 2 and 3. Ring slot 2 is written only by such copies and read by nothing. The finding says so; lies
    about the count, a slot or the trip count are refused."""
    comp, got, _ = _compiled(tmp_path_factory, user_spec, "t7a_commands.sh", "t7a_liger_na_qk")
    text = got.stages["ttgir"]
    lines = text.splitlines()
    false = {m.group(1) for m in re.finditer(r"^\s*(%\w+) = arith\.constant dense<false>", text, re.M)}
    dead = [k for k, ln in enumerate(lines, 1) if "ttg.async_copy_global_to_local" in ln
            and re.search(r" mask (%\w+) ", ln) and re.search(r" mask (%\w+) ", ln).group(1) in false]  # type: ignore[union-attr]
    assert len(dead) == 4
    bounds = re.search(r"scf\.for %\w+ = %c(\d+)_i32 to %c(\d+)_i32 step %c(\d+)_i32", got.stages["ttir"])
    assert bounds is not None and (int(bounds[2]) - int(bounds[1])) // int(bounds[3]) == 2  # 0 to 64 step 32
    f = next(g for g in got.report.findings if g.kind == "pipelining" and g.claim("ttir_trip_count") is not None)
    assert f.claim("dead_copies").value == 4 and sorted(r.line for r in f.claim("dead_copies").about) == dead
    assert f.claim("unread_slot/0").value == 2 and f.claim("unread_slot/1") is None
    assert "4 of the copies into the rings" in f.message and "ring slot 2 is written only by them and never read" \
        in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    for key, lie in (("dead_copies", 3), ("unread_slot/0", 1), ("ttir_trip_count", 3)):
        res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
        assert any(rule == "pipe-unrolled" and key in t for rule, t in res.violations), (key, res.violations[:3])


def test_the_summary_gives_each_ring_depth(tmp_path_factory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """Trial 6 M1's remainder: vLLM's unified attention (cuda:90, num_stages=3) prefetches the 4-byte block-table
    index 2 iterations ahead of the loop's iteration and K, V one (2 stages); the summary said "3 stages", then named
    the index as 3 deep. Since trial 9c F3 an index ring's depth is counted to the first copy it addresses
    (tests/test_index_rings.py): 1 + 2 - 1 = 2, as K's and V's, each of which the predicates re-derive (copies under
    ``%iv < ub - 2`` and ``- 1``); the loop's count is its schedule's depth, 3 (the session's "2 stages" was its
    deepest ring's), and the summary says which number is which."""
    comp, got, own = _compiled(tmp_path_factory, user_spec, "z6_commands.sh", "z6_vllm_unified_attn")
    got_allocs = next(x for x in pipelining.loops(claim_context(got, comp).model("ttgir")) if x.stages).allocations
    summary = dict(got.report.summary)["pipelining"]
    # the loop's schedule is 3 stages (the index copy 2 iterations ahead of the wgmma dots), each ring 2
    k_name, v_name, i_name = (next(f"%{display(a)}" for a in got_allocs if display(a).startswith(p))
                              for p in ("K_", "V_", "physical_block_idx"))
    assert summary == f"3 stages (schedule; rings {k_name}, {v_name} 2 stages, {i_name} 2 stages counted to the " \
                      f"{k_name} copy)", \
        summary
    cell = compare([comp], own).cells[0][[name for name, _, _ in COLUMNS].index("stages")]
    assert cell == summary.replace(" stages", "", 1), cell  # compare's stages column: the same depths
    ctx = claim_context(got, comp)
    loop = next(x for x in pipelining.loops(ctx.model("ttgir")) if x.stages)
    depths = ring_depth.ring_depths(ctx.model("ttgir"), loop.line, list(loop.allocations))
    by_name = {display(a): d.stages for a, d in depths.items()}
    assert sorted(by_name.values()) == [2, 2, 2]
    idx = next(a for a, d in depths.items() if display(a).startswith("physical_block_idx"))
    assert (depths[idx].copy_ahead, depths[idx].dot_ahead) == (2, 1), depths[idx]
    assert ring_depth.schedule_depth(depths)[0] == loop.stages == 3
    f = _loop_finding(got, loop.line)
    i = next(k for k in range(3) if str(f.claim(f"allocations/{k}").value).startswith("%K_"))
    hit = _stage_violations(comp, got, with_claim(f, f"allocation_stages/{i}", 3))
    assert any("the pipeliner's predicates give 2" in t for t in hit), hit


def test_a_dot_read_at_another_stage_than_assumed_is_not_guessed(dkdv, monkeypatch: pytest.MonkeyPatch) -> None:
    """The slots guard the dots' stages: the QK^T MMA reads ``q^T``'s ring at counter offset 2 of 4 while the copies
    fill offset 0, ``3 - 1`` iterations apart (its ``pred`` says k = 1). Read as unpredicated (k = 0, as a dot of the
    last stage is), the ring would be 4 stages; the slots disagree, so the path gives no depth and says why."""
    comp, got, _ = dkdv
    lines = got.stages["ttgir"].splitlines()
    n = next(k for k, ln in enumerate(lines, 1) if _FOR.search(ln))
    ctx = claim_context(got, comp)
    model = ctx.model("ttgir")
    loop = next(x for x in pipelining.loops(model) if x.line == n)
    qt = next(a for a in loop.allocations if display(a) == "qT")
    assert ring_depth.ring_depths(model, n, [qt])[qt].stages == 3
    monkeypatch.setattr(ring_depth, "_dot_pred", lambda op: None)
    got_qt = ring_depth.ring_depths(model, n, [qt])[qt]
    assert got_qt.stages is None and "reads counter offset 2 of 4 slots where the copies fill 0: not 3 - 0 " \
        "iterations after them" in got_qt.why, got_qt


def test_a_dot_the_peeled_iteration_drops_is_one_stage_ahead(tmp_path_factory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """vLLM's unified attention on sm_100 (num_stages=3): ``peelLoopEpilogue`` lowered the loop's bound to
    ``num_blocks - 1`` and the P·V ``tc_gen5_mma`` in the body prints ``%true`` as its predicate, yet the prologue ran
    its iteration 0 and the peeled last iteration (an ``scf.if`` on ``num_blocks > 0``) has no such MMA: its
    ``%iv < num_blocks - 1`` was folded to true in the loop and to false there, so it runs iteration i + 1. V is copied
    under ``%iv < num_blocks - 2``: 1 iteration ahead of that MMA, 2 stages (the model's count); taking the MMA for
    the last stage gave 3. The slots agree: the MMA reads the counter offset the copies filled one iteration before."""
    own = Store(tmp_path_factory.mktemp("vllm100"))
    (comp,) = compile_all([trial_request(DATA / "z6_commands.sh", "z6_vllm_unified_attn", user_spec, "cuda:100")],
                          own)
    assert comp.ok, comp.failure
    got = consistency.stored_statements(comp, own)
    text = got.stages["ttgir"]
    lines = text.splitlines()
    n = next(k for k, ln in enumerate(lines, 1) if " = scf.for " in ln)
    ub = re.search(r" to (%\w+) step", lines[n - 1]).group(1)  # type: ignore[union-attr]
    base = re.search(rf"^\s*{ub} = arith\.subi (%\w+), %c1_i32", text, re.M).group(1)  # type: ignore[union-attr]
    end = next(k for k in range(n, len(lines)) if lines[k].startswith("    }"))
    assert lines[end + 1].lstrip().startswith("scf.if") or "scf.if" in lines[end + 1]
    pv = [ln for ln in lines[n:end] if "ttng.tc_gen5_mma %" in ln and ", %true, %true, " in ln]
    assert len(pv) == 1 and not any("ttng.tc_gen5_mma" in ln for ln in lines[end + 1:end + 20])
    v_copy = next(ln for ln in lines[n:end] if re.search(r"%V_\d+ = ttg\.async_copy_global_to_local", ln))
    mask = re.search(r" mask (%\w+) ", v_copy).group(1)  # type: ignore[union-attr]
    pred = re.search(rf"^\s*{mask} = tt\.splat (%\w+) ", text, re.M).group(1)  # type: ignore[union-attr]
    bound = re.search(rf"^\s*{pred} = arith\.cmpi slt, %\w+, (%\w+) ", text, re.M).group(1)  # type: ignore[union-attr]
    assert re.search(rf"^\s*{bound} = arith\.subi {base}, %c2_i32", text, re.M)
    ctx = claim_context(got, comp)
    loop = next(x for x in pipelining.loops(ctx.model("ttgir")) if x.line == n)
    depths = ring_depth.ring_depths(ctx.model("ttgir"), n, list(loop.allocations))
    v = next(d for a, d in depths.items() if display(a).startswith("V_"))
    assert (v.copy_ahead, v.dot_ahead, v.stages) == (2, 1, 2), v
    f = _loop_finding(got, n)
    i = next(k for k in range(3) if str(f.claim(f"allocations/{k}").value).startswith("%V_"))
    assert f.claim(f"allocation_stages/{i}").value == 2
    hit = _stage_violations(comp, got, with_claim(f, f"allocation_stages/{i}", 3))
    assert any("the pipeliner's predicates give 2" in t for t in hit), hit
