"""Regression tests for the depth of a ring whose data reaches no dot (an index ring), trial 9c F3 and S1
(docs/trial9c.md) and vLLM's unified attention on cuda:100 (helper AS's report).

Definition, the same in :func:`ir_explorer.analyses.pipelining.loops`, the predicate path
(:mod:`ir_explorer.engines.rules.ring_depth`) and ``pipe-stages``' closed form: an index ring's stages are 1 + the
iterations its copies run ahead of the first copy its data addresses, as Triton's ``AssignLatencies.cpp`` gives a
load that feeds another load's address its own latency before that load. In the loop a copy into ring X fills
iteration ``i + (the prologue's copies into X)``, so the depth is 1 + the prologue's copies into the index less those
into the most prefetched ring it addresses; the tests count both from the TTGIR text on their own.

The loop's own stage count is its schedule's depth (the pipeliner's ``maxStage + 1``), not its deepest ring's: 1 +
the most iterations a copy of the body runs ahead of its dots, which the tests read from the body's stage predicates
(``%iv < ub - k``) on their own; vLLM at num_stages=3 said "pipelining 2 stages" for a schedule of 3."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, trial_request, with_claim

from ir_explorer.analyses import pipelining
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T9C = ROOT / "tests/data/trial2_kernels/t9c_commands.sh"
Z6 = ROOT / "tests/data/trial2_kernels/z6_commands.sh"
# e.g. %kv_idx_51 = ttg.memdesc_index %kv_idx[%c0_i32] : …
_INDEX = re.compile(r"^\s*%(?P<res>[\w.]+) = ttg\.memdesc_index %(?P<src>[\w.]+)\[")
# e.g. %kv_idx_53 = ttg.async_copy_global_to_local %kv_idx_50, %kv_idx_51 mask %acc_52 : …
_COPY = re.compile(r"ttg\.async_copy_global_to_local %[\w.]+, %(?P<dst>[\w.]+)")
# e.g. ttng.async_tma_copy_global_to_local %k_desc_12[%k_105, %c0_i32] %k_46, %acc_28, %acc_53 : …
_TMA = re.compile(r"ttng\.async_tma_copy_global_to_local %[\w.]+\[[^\]]*\] %(?P<dst>[\w.]+),")


# e.g. %acc_124 = arith.subi %num_blocks_55, %c2_i32 : i32    (ub - k·step, step 1: the stage predicate's bound)
_BOUND = re.compile(r"^\s*%(?P<res>[\w.]+) = arith\.subi %[\w.]+, %c(?P<k>\d+)_i32 : i32")
# e.g. %acc_131 = arith.cmpi slt, %acc_124, %acc_130 : i32
_PRED = re.compile(r"^\s*%(?P<res>[\w.]+) = arith\.cmpi slt, %(?P<iv>[\w.]+), %(?P<bound>[\w.]+) : i32")
# e.g. %acc_183 = tt.splat %acc_131 : i1 -> tensor<128x16xi1, #blocked1>
_SPLAT = re.compile(r"^\s*%(?P<res>[\w.]+) = tt\.splat %(?P<src>[\w.]+) : i1 ")
# e.g. %acc_112:8 = scf.for %acc_124 = %c0_i32 to %num_blocks_55 step %c1_i32 iter_args(…
_FOR = re.compile(r" = scf\.for %(?P<iv>[\w.]+) = %\w+ to %[\w.]+ step %c1_i32 iter_args")
# e.g. %K_184 = ttg.async_copy_global_to_local %K_181, %K_182 mask %acc_183 {contiguity = 8 : i32} : …
_COPY_MASK = re.compile(r"ttg\.async_copy_global_to_local %[\w.]+, %[\w.]+ mask %(?P<pred>[\w.]+)")
# e.g. ttng.async_tma_copy_global_to_local %k_desc_12[%k_197, %c0_i32] %k_199, %acc_198, %acc_141 : …
_TMA_PRED = re.compile(r"ttng\.async_tma_copy_global_to_local %[\w.]+\[[^\]]*\] %[\w.]+, %[\w.]+, "
                       r"%(?P<pred>[\w.]+) :")
# e.g. ttng.tc_gen5_mma %q_19, %qk_184, %qk, %false, %acc_143, %acc_185[%true] {is_async} : …
_MMA_PRED = re.compile(r"ttng\.tc_gen5_mma %[\w.]+, %[\w.]+, %[\w.]+, %[\w.]+, %(?P<pred>[\w.]+),")
# e.g. %qk_2 = ttng.warp_group_dot %q, %k_1, %cst … (a dot without a predicate: the last stage, k = 0)
_DOT = re.compile(r"\b(?:ttng\.warp_group_dot|tt\.dot|ttng\.tc_gen5_mma) ")


def _schedule_from_predicates(lines: list[str]) -> tuple[int, int, int]:
    """``(1 + max k_copy - max k_dot, max k_copy, max k_dot)`` of the first pipelined ``scf.for`` (unit step), read
    from its body's stage predicates as Triton's PipelineExpander writes them: an op of iteration ``i + k`` is
    predicated on ``%iv < ub - k`` (``arith.subi %ub, %cK``, ``arith.cmpi slt``), a cp.async through a ``tt.splat``
    of it into its mask, a TMA copy and a ``tc_gen5_mma`` as an operand; an unpredicated dot is of ``k = 0``."""
    start = next(n for n, ln in enumerate(lines) if _FOR.search(ln))
    iv = _FOR.search(lines[start])["iv"]  # type: ignore[index]
    depth = len(lines[start]) - len(lines[start].lstrip())
    body = []
    for ln in lines[start + 1:]:
        if len(ln) - len(ln.lstrip()) <= depth:
            break
        body.append(ln)
    bound = {m["res"]: int(m["k"]) for ln in body if (m := _BOUND.match(ln))}
    k = {m["res"]: bound[m["bound"]] for ln in body if (m := _PRED.match(ln)) and m["iv"] == iv
         and m["bound"] in bound}
    k.update({m["res"]: k[m["src"]] for ln in body if (m := _SPLAT.match(ln)) and m["src"] in k})
    copies = [k.get(m["pred"], 0) for ln in body if (m := _COPY_MASK.search(ln) or _TMA_PRED.search(ln))]
    dots = [k.get(m["pred"], 0) if (m := _MMA_PRED.search(ln)) else 0 for ln in body if _DOT.search(ln)]
    assert copies and dots, (len(copies), len(dots))
    return 1 + max(copies) - max(dots), max(copies), max(dots)


def _prologue_copies(lines: list[str], ring: str) -> int:
    """The copies (cp.async or TMA) into a view of ``ring`` before the first ``scf.for`` with iter_args."""
    loop = next(n for n, ln in enumerate(lines, 1) if " = scf.for " in ln and "iter_args" in ln)
    views = {m["res"]: m["src"] for ln in lines if (m := _INDEX.match(ln))}
    return sum(1 for ln in lines[:loop - 1] if (m := _COPY.search(ln) or _TMA.search(ln))
               and views.get(m["dst"], m["dst"]) == ring)


def _ring_stages(f) -> dict[str, int]:  # type: ignore[no-untyped-def]
    n = sum(1 for c in f.claims if c.key.startswith("allocations/"))
    return {str(f.claim(f"allocations/{i}").value): f.claim(f"allocation_stages/{i}").value for i in range(n)
            if f.claim(f"allocation_stages/{i}") is not None}


def _loop_finding(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and " pipelined: " in f.message)


def _schedule_checked(comp, got, depth: int) -> None:  # type: ignore[no-untyped-def]
    """The loop finding, the schedule finding and ``pipelined_stages`` say ``depth`` with no violation, and the old
    loop-level count (the deepest ring's, ``depth - 1`` here) is caught on each by the rules."""
    f = _loop_finding(got)
    sched = next(x for x in got.report.findings if x.kind == "pipelining" and x.message.startswith("loop schedule"))
    assert f.claim("stages").value == sched.claim("stages").value == depth
    assert got.report.metrics["pipelined_stages"] == depth
    assert max(_ring_stages(f).values()) == depth - 1
    assert "stages (the schedule's depth: 1 + the iterations its furthest copy runs ahead of the dots" in f.message
    metrics = dict(got.report.metrics)
    res = consistency.check(comp, got.report.findings, metrics, got.stages)
    assert not [v for v in res.violations if v[0].startswith(("pipe", "sched"))], res.violations[:3]
    for lie in (f, sched):
        res = consistency.check(comp, [with_claim(lie, "stages", depth - 1)], metrics, got.stages)
        said = [t for r, t in res.violations if r == "pipe-stages"]
        assert said and f"the pipeliner's predicates give {depth}" in said[0], res.violations[:3]
    res = consistency.check(comp, got.report.findings, {**metrics, "pipelined_stages": depth - 1}, got.stages)
    assert any("pipelined_stages" in r or "pipelined_stages" in t for r, t in res.violations), res.violations[:3]


@pytest.fixture(scope="module")
def b300(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9C, "t9c_bsa_fwd_b300")


@pytest.fixture(scope="module")
def a100(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9C, "t9c_bsa_fwd_a100")


def test_f3_index_ring_two_stages_to_the_k_copy(b300) -> None:  # type: ignore[no-untyped-def]
    """F3 (cuda:103): the prologue copies ``%kv_idx`` 4 times and ``%k`` 3 times (TMA), so the index runs one
    iteration ahead of the K copy it addresses: 2 stages, not 5; the finding says what it is counted to, selfcheck
    holds, and the old 5 is caught by ``pipe-stages`` on all three paths."""
    comp, got = b300
    lines = got.stages["ttgir"].splitlines()
    idx, k = _prologue_copies(lines, "kv_idx"), _prologue_copies(lines, "k")
    assert (idx, k) == (4, 3)
    f = _loop_finding(got)
    assert _ring_stages(f)["%kv_idx"] == 1 + idx - k == 2
    assert "%kv_idx 2 stages in 1 buffer of 4 bytes (an index: its stages are counted to the copies into %k it " \
        "addresses)" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0].startswith(("pipe", "sched"))], res.violations[:3]
    i = next(i for i in range(8) if f.claim(f"allocations/{i}").value == "%kv_idx")
    res = consistency.check(comp, [with_claim(f, f"allocation_stages/{i}", 5)], dict(got.report.metrics),
                            got.stages)
    said = [t for r, t in res.violations if r == "pipe-stages" and f"allocation_stages/{i}" in t]
    assert said and "filled minus consumed slots before the loop give 2" in said[0] \
        and "the pipeliner's predicates give 2" in said[0] and "first copy it addresses" in said[0], said


def test_b300_loop_stages_are_the_schedule_depth(b300) -> None:  # type: ignore[no-untyped-def]
    """cuda:103: the loop body's ``%kv_idx`` copy is predicated on ``%iv < n_kv - 4`` and the first dot (``q @ k``,
    ``tc_gen5_mma``) on ``%iv < n_kv - 2``: the index copy runs 2 iterations ahead of the dots, so the loop's
    schedule is 3 stages (num_stages=3) while each ring is 2; the loop-level "2 stages" (its deepest ring's) is
    caught."""
    comp, got = b300
    assert _schedule_from_predicates(got.stages["ttgir"].splitlines()) == (3, 4, 2)
    _schedule_checked(comp, got, 3)
    assert "(schedule; rings %blk_size, %k, %v 2 stages, %kv_idx 2 stages counted to the %k copy)" in \
        pipelining.stages_note(got.report.findings, 3)


def test_s1_index_ring_no_false_alarm(a100) -> None:  # type: ignore[no-untyped-def]
    """S1 (cuda:80): the prologue copies ``%kv_idx`` twice and K once: 2 stages, which every path now gives
    (selfcheck's alarm, "filled minus consumed … give 2" against the IR's 3, is gone); the single-buffer warning names
    the asked num_stages=3, not the depth."""
    comp, got = a100
    lines = got.stages["ttgir"].splitlines()
    k = next(m["src"] for ln in lines if (m := _INDEX.match(ln)) and m["src"].startswith("k_"))
    assert (_prologue_copies(lines, "kv_idx"), _prologue_copies(lines, k)) == (2, 1)
    f = _loop_finding(got)
    assert _ring_stages(f)["%kv_idx"] == 2
    # the loop's schedule: the index copy 2 iterations ahead of the (unpredicated) dots, 3 stages
    assert _schedule_from_predicates(lines) == (3, 2, 0)
    _schedule_checked(comp, got, 3)
    warn = next(f for f in got.report.findings if "copies into a single buffer" in f.message)
    assert "num_stages=3 gives each load one stage of latency" in warn.message
    res = consistency.check(comp, [with_claim(f, "stages", 4)], dict(got.report.metrics), got.stages)
    assert any(r == "pipe-stages" for r, _ in res.violations), res.violations[:3]


def test_vllm_block_table_index_on_cuda100(tmp_path_factory: pytest.TempPathFactory,  # type: ignore[no-untyped-def]
                                           user_spec) -> None:
    """vLLM's unified attention on cuda:100 (num_stages=3): the block-table index is copied 4 times before the loop,
    K 3 times: 2 stages (it was "5 stages")."""
    own = Store(tmp_path_factory.mktemp("z6_vllm_100"))
    (comp,) = compile_all([trial_request(Z6, "z6_vllm_unified_attn", user_spec, "cuda:100")], own)
    assert comp.ok, comp.failure
    got = consistency.stored_statements(comp, own)
    lines = got.stages["ttgir"].splitlines()
    f = _loop_finding(got)
    per = _ring_stages(f)
    idx = next(a for a in per if a.startswith("%physical_block_idx"))
    key = next(a for a in per if a.startswith("%K_"))
    n_idx, n_k = _prologue_copies(lines, idx[1:]), _prologue_copies(lines, key[1:])
    assert per[idx] == 1 + n_idx - n_k == 2, (per, n_idx, n_k)
    # the body's index copy is predicated on %iv < num_blocks - 4, the q @ k MMA on %iv < num_blocks - 2
    assert _schedule_from_predicates(lines) == (3, 4, 2)
    _schedule_checked(comp, got, 3)


def test_vllm_schedule_depth_on_cuda90(tmp_path_factory: pytest.TempPathFactory,  # type: ignore[no-untyped-def]
                                       user_spec) -> None:
    """vLLM's unified attention on cuda:90 (num_stages=3; the session's report said "pipelining 2 stages" and "loop
    schedule (…, 2 stages)"): the body's block-table index copy is predicated on ``%iv < num_blocks - 2``, K's and
    V's on ``- 1``, the wgmma dots on nothing: 3 stages of schedule, each ring 2; the summary says which is which."""
    own = Store(tmp_path_factory.mktemp("z6_vllm_90"))
    (comp,) = compile_all([trial_request(Z6, "z6_vllm_unified_attn", user_spec)], own)
    assert comp.ok, comp.failure
    got = consistency.stored_statements(comp, own)
    assert _schedule_from_predicates(got.stages["ttgir"].splitlines()) == (3, 2, 0)
    _schedule_checked(comp, got, 3)
    per = _ring_stages(_loop_finding(got))
    idx = next(a for a in per if a.startswith("%physical_block_idx"))
    k, v = (next(a for a in per if a.startswith(p)) for p in ("%K_", "%V_"))
    assert pipelining.stages_note(got.report.findings, 3) == f" (schedule; rings {k}, {v} 2 stages, {idx} 2 stages " \
        f"counted to the {k} copy)"
