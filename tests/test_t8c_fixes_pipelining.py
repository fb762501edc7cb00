"""Regression test for trial 8c's stage count (docs/trial8c.md F3) on fla's parallel simple GLA forward
(cuda:100, num_stages=2).

The diagonal-chunk loop reads the gate ``b_gk`` (one 1x32xf32 buffer) with ``ttg.local_load``, scales the QK scores
with ``exp(b_gq - b_gk)`` and stores them into tensor memory (``ttng.tmem_store``) as the A operand of the P·V
``tc_gen5_mma``. The pipeliner peels iteration 0 into the prologue: two copies into the gate's buffer (iterations 0
and 1), the ``local_load`` of iteration 0 and the peeled dots. The stage count subtracts a prologue ``local_load``
only when its value reaches a dot, and that walk went into shared memory through ``ttg.local_store`` but not into
tensor memory: the gate was counted 2 iterations ahead, "3 stages in 1 buffer", deeper than the K and V rings (2),
and the loop "3 stages (its deepest allocation's)". Every ring is 1 iteration ahead: 2 stages, as asked. selfcheck
re-derived the same count; its ``pipe-stages`` rule now refuses two rings given different stages when their copies
in the loop are issued under the same iteration predicate and one's reads reach a dot that reads the other (its own
walk along the uses)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.analyses import pipelining
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T8C = ROOT / "tests/data/trial2_kernels/t8c_commands.sh"
# e.g.     %b_gk_97 = ttg.local_alloc : () -> !ttg.memdesc<1x32xf32, #shared1, #smem, mutable> loc(#loc143)
_ALLOC = re.compile(r"^\s*(?P<name>%b_gk\w*) = ttg\.local_alloc : \(\) -> !ttg\.memdesc<(?P<n>\d+)x32xf32")
# e.g.     %b_gk_137 = ttg.memdesc_index %b_gk_97[%c0_i32] : …
_INDEX = re.compile(r"^\s*(?P<view>%\w+) = ttg\.memdesc_index (?P<alloc>%\w+)\[")
# e.g.     %b_gk_140 = ttg.async_copy_global_to_local %b_gk_136, %b_gk_137 mask … : …
_COPY = re.compile(r"ttg\.async_copy_global_to_local %\w+, (?P<dst>%\w+) ")
# e.g.     %b_gk_160 = ttg.local_load %b_gk_137 token %b_v_159 : …
_READ = re.compile(r"^\s*(?P<res>%\w+) = ttg\.local_load (?P<src>%\w+) ")
# e.g.     ttng.tmem_store %b_o_171, %b_o_113, %o_k_98 : tensor<64x32xbf16, #linear> -> !ttg.memdesc<…>
_TMEM_STORE = re.compile(r"ttng\.tmem_store (?P<val>%\w+), (?P<dst>%\w+),")
# e.g.     ttng.tc_gen5_mma %b_o_113, %b_v_130, %b_o, %false, …
_MMA = re.compile(r"ttng\.tc_gen5_mma (?P<a>%\w+), (?P<b>%\w+),")
_FOR = re.compile(r"= scf\.for ")


@pytest.fixture(scope="module")
def fla(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("t8c_fla"))
    (comp,) = compile_all([trial_request(T8C, "t8c_fla_parallel_gla", user_spec)], own)
    assert comp.ok, comp.failure
    return comp, own


def _finding(got, loop: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.lines[:1] == (loop,)
                and f.claim("allocation_stages/0") is not None)


def test_the_gate_ring_is_one_iteration_ahead(fla) -> None:
    """Before the first loop: the gate's one buffer gets 2 copies (iterations 0 and 1); the ``local_load`` of it
    there feeds, through ``ttng.tmem_store``, the peeled P·V ``tc_gen5_mma``: iteration 0 is consumed, so the ring is
    1 iteration ahead, 2 stages, like K's and V's. The finding, the metric and the schedule say 2; selfcheck holds."""
    comp, own = fla
    got = consistency.stored_statements(comp, own)
    lines = got.stages["ttgir"].splitlines()
    loop = next(n for n, ln in enumerate(lines, 1) if _FOR.search(ln))
    before = lines[:loop - 1]
    alloc = next(m for ln in before if (m := _ALLOC.match(ln)))
    assert alloc["n"] == "1"
    views = {m["view"] for ln in before if (m := _INDEX.match(ln)) and m["alloc"] == alloc["name"]}
    assert sum(1 for ln in before if (m := _COPY.search(ln)) and m["dst"] in views) == 2
    reads = [m["res"] for ln in before if (m := _READ.match(ln)) and m["src"] in views]
    assert len(reads) == 1
    # the read's value reaches the tensor-memory A operand of a peeled tc_gen5_mma (through exp, mul, select, trunc)
    stores = {m["dst"] for ln in before if (m := _TMEM_STORE.search(ln))}
    assert any(m["a"] in stores for ln in before if (m := _MMA.search(ln)))
    f = _finding(got, loop)
    stages = {c.key: c.value for c in f.claims if c.key.startswith("allocation_stages/")}
    assert set(stages.values()) == {2} and f.claim("stages").value == 2
    assert f"%{alloc['name'][1:]} 2 stages in 1 buffer of 128 bytes" in f.message
    assert got.report.metrics["pipelined_stages"] == 2
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_three_stage_gate_is_caught(fla, monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial 8c F3: with the walk that stops at ``ttng.tmem_store`` the gate rings are "3 stages" and the loops "3
    stages (its deepest allocation's)"; selfcheck's ``pipe-stages`` refuses each such allocation: its copy in the loop
    is issued under the same ``%iv < …`` predicate as V's, and its ``local_load`` reaches the P·V dot that reads V's
    ring (2 stages)."""
    comp, own = fla
    monkeypatch.setattr(pipelining, "_STORES", frozenset({"ttg.local_store"}))
    got = consistency.stored_statements(comp, own)
    deep = [(f, c) for f in got.report.findings if f.kind == "pipelining"
            for c in f.claims if c.key.startswith("allocation_stages/") and c.value == 3]
    assert len(deep) == 3  # b_gk in the first loop, b_g and b_gn in the second
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    hit = [text for rule, text in res.violations if rule == "pipe-stages" and "same iteration predicates" in text]
    assert len(hit) == 3, res.violations[:5]
