"""Regression tests for the depth of a ring whose data reaches no dot (an index ring), trial 9c F3 and S1
(docs/trial9c.md) and vLLM's unified attention on cuda:100 (helper AS's report).

Definition, the same in :func:`ir_explorer.analyses.pipelining.loops`, the predicate path
(:mod:`ir_explorer.engines.rules.ring_depth`) and ``pipe-stages``' closed form: an index ring's stages are 1 + the
iterations its copies run ahead of the first copy its data addresses, as Triton's ``AssignLatencies.cpp`` gives a
load that feeds another load's address its own latency before that load. In the loop a copy into ring X fills
iteration ``i + (the prologue's copies into X)``, so the depth is 1 + the prologue's copies into the index less those
into the most prefetched ring it addresses; the tests count both from the TTGIR text on their own."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, trial_request, with_claim

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


def test_s1_index_ring_no_false_alarm(a100) -> None:  # type: ignore[no-untyped-def]
    """S1 (cuda:80): the prologue copies ``%kv_idx`` twice and K once: 2 stages, which every path now gives
    (selfcheck's alarm, "filled minus consumed … give 2" against the IR's 3, is gone); the single-buffer warning names
    the asked num_stages=3, not the depth."""
    comp, got = a100
    lines = got.stages["ttgir"].splitlines()
    k = next(m["src"] for ln in lines if (m := _INDEX.match(ln)) and m["src"].startswith("k_"))
    assert (_prologue_copies(lines, "kv_idx"), _prologue_copies(lines, k)) == (2, 1)
    f = _loop_finding(got)
    assert f.claim("stages").value == 2
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0].startswith(("pipe", "sched"))], res.violations[:3]
    warn = next(f for f in got.report.findings if "copies into a single buffer" in f.message)
    assert "num_stages=3 gives each load one stage of latency" in warn.message
    res = consistency.check(comp, [with_claim(f, "stages", 3)], dict(got.report.metrics), got.stages)
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
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0].startswith(("pipe", "sched"))], res.violations[:3]
