"""Regression tests for trial 15b's F1, F2 and A1 (docs/trial15b.md) on xDiT's block-sparse attention
``bsa_fwd_align`` on cuda:80 (``t15b_bsa_align_sm80``), whose scalar i64 block-id load is pipelined by cp.async into a
``1x1xi64`` ring that addresses the K and V copies.

F1: the shared-memory finding called that ring "%blk: 1x1xi64 in mbarrier array": ``allocations`` flagged every
``i64`` allocation of at most 64 elements as an mbarrier. The TTGIR has no ``ttng.init_barrier``; now only an
allocation an ``*.init_barrier`` initialises is one (``barrier_allocations``). Rule ``alloc-layout`` refused it.

F2: with the ring taken for a barrier, the pipelining warning had no index ring and said "num_stages=4 gives 2
buffers"; the num_stages=4 compile keeps one buffer each (AssignLatencies splits num_stages - 1 between the index
load and the copies it addresses). Now the warning gives the index-ring reason and no ``next_buffers`` claim.

A1: rule ``shared.py`` ``_candidates`` dropped every ``xi64`` memdesc operand as an mbarrier, so selfcheck said FALSE
about the true access findings of the ring ("the lines' buffers are [[], [], []]"); it now asks ``_is_barrier``."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses import pipelining
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.shared import alloc_layout

T15B = ROOT / "tests/data/trial2_kernels/t15b_commands.sh"
# e.g.     %blk = ttg.local_alloc : () -> !ttg.memdesc<1x1xi64, #shared1, #smem, mutable> loc(#loc141)
_I64_ALLOC = re.compile(r"%(?P<name>\w+) = ttg\.local_alloc : \(\) -> !ttg\.memdesc<1x1xi64,")


@pytest.fixture(scope="module")
def bsa(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15B, "t15b_bsa_align_sm80")


def test_an_i64_ring_is_no_mbarrier(bsa) -> None:  # type: ignore[no-untyped-def]
    """TTGIR: no ``ttng.init_barrier``; the ``1x1xi64`` allocation is written by ``ttg.async_copy_global_to_local``
    (through its ``ttg.memdesc_index`` view) and read by ``ttg.local_load`` into a ``tensor<1xi64>``. Its finding
    gives its swizzled layout and ``barrier = False``; selfcheck holds every statement (no false alarm on its
    accesses); the trial's claim ("mbarrier array", ``barrier = True``) is refused by ``alloc-layout``."""
    comp, got = bsa
    ttgir = got.stages["ttgir"]
    assert "init_barrier" not in ttgir
    lines = ttgir.splitlines()
    ((n, m),) = [(i, m) for i, ln in enumerate(lines, 1) if (m := _I64_ALLOC.search(ln))]
    name = m["name"]
    view = re.search(rf"%(\w+) = ttg\.memdesc_index %{name}\[", ttgir)
    assert view is not None
    assert re.search(rf"= ttg\.async_copy_global_to_local %\w+, %{view[1]} ", ttgir)
    assert re.search(rf"= ttg\.local_load %{view[1]} token %\w+ : [^\n]*-> tensor<1xi64,", ttgir)
    (f,) = [f for f in got.report.findings if f.kind == "shared_memory" and f.claim("barrier") is not None
            and f.claim("name").value == f"%{name}"]
    assert f.claim("name").about[0].line == n
    assert f.claim("barrier").value is False
    assert "mbarrier" not in f.message and "swizzled_shared vec=1" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    ctx = claim_context(got, comp)
    for key, lie in (("barrier", True), ("layout", "mbarrier array")):
        old = with_claim(f, key, lie)
        ok, why = alloc_layout(old.claim(key), old, ctx)
        assert not ok, why


def test_an_index_ring_gives_no_second_buffer_at_the_next_setting(bsa) -> None:  # type: ignore[no-untyped-def]
    """The single-buffer warning names the i64 ring among its allocations and gives AssignLatencies' sharing of the
    stages between the index load and the copies it addresses, not "num_stages=4 gives 2 buffers" (the num_stages=4
    compile of the trial keeps ``memdesc<1x64x128xbf16>`` rings)."""
    _, got = bsa
    (w,) = [f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"
            and "single buffer" in f.message]
    assert "%blk" in w.message, w.message
    assert w.claim("next_buffers") is None and "gives 2 buffers" not in w.message, w.message
    assert "shares num_stages - 1 stages of latency" in w.message, w.message


@pytest.fixture(scope="module")
def bsa_gfx950(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15B, "t15b_bsa_align_gfx950")


def test_the_summary_counts_a_register_carried_load(bsa_gfx950) -> None:  # type: ignore[no-untyped-def]
    """Trial 15b F3: gfx950's dot loop has two loads whose values go through no ring, the scalar ``tt.load`` of the
    block id and the ``amdg.buffer_load`` of the i8 key mask, whose value the ``scf.yield`` carries to the next
    iteration; the summary said "1 load of the body through no ring". It now counts both and says one is carried."""
    _, got = bsa_gfx950
    lines = got.stages["ttgir"].splitlines()
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("register_carried") is not None)
    loop = f.claim("loop").value
    body = [(n, ln) for n, ln in enumerate(lines, 1) if n > loop and ln.startswith("      ")]
    end = next(n for n, ln in body if "scf.yield" in ln)
    loads = [n for n, ln in body if n < end and re.search(r"= (tt\.load|amdg\.buffer_load) ", ln)]
    carried = f.claim("carried/0/line").value
    yielded = lines[end - 1].split("scf.yield", 1)[1].split(" : ")[0]
    value = re.match(r"\s*%(\w+) = amdg\.buffer_load ", lines[carried - 1])
    assert value is not None and f"%{value[1]}" in [y.strip() for y in yielded.split(",")], (value, yielded)
    assert len(loads) == 2 and carried in loads, (loads, carried)
    assert (f.claim("body_loads").value, f.claim("register_carried").value) == (1, 1)
    note = pipelining.stages_note(got.report.findings, f.claim("stages").value)
    assert "2 loads of the body through no ring, 1 of them carried in registers to a later iteration" in note, note
