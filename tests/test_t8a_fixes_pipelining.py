"""Regression tests for the closing trial's pipelining item (docs/trial8a.md F2).

F2 (kernl attention, cuda:100, num_stages=2): "3 stages (its deepest allocation's) …; per allocation: %acc_scale 3
stages in 1 buffer of 512 bytes, %am_80 3 stages in 1 buffer of 32768 bytes, …". The additive mask ``%am_80`` is one
buffer: the prologue copies iteration 0 into it, the peeled softmax reads it (``ttg.local_load``), and only then is
iteration 1 copied into the same buffer, so it is one iteration ahead of its reader (2 stages). The peeled read was
not subtracted because its value reaches the PV ``tc_gen5_mma`` only through ``ttng.tmem_store`` into tensor memory.
selfcheck re-derived the stages with the same code; its ``pipe-stages`` rule now also counts the slots filled and
consumed before the loop on a path of its own (:func:`ir_explorer.engines.rules.mma_pipelining._stages_by_use`)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T8A = ROOT / "tests/data/trial2_kernels/t8a_commands.sh"
# e.g. %am_80 = ttg.local_alloc : () -> !ttg.memdesc<1x128x64xf32, #shared2, #smem, mutable>
_ALLOC = re.compile(r"^\s*%(?P<name>[\w.]+) = ttg\.local_alloc : \(\) -> !ttg\.memdesc<(?P<dims>[\dx]+)x[a-z]+\d+")
# e.g. %am_101 = ttg.memdesc_index %am_80[%c0_i32] : …
_INDEX = re.compile(r"^\s*%(?P<res>[\w.]+) = ttg\.memdesc_index %(?P<src>[\w.]+)\[")
# e.g. %am_104 = ttg.async_copy_global_to_local %am_98, %am_101 mask …    (pointer, destination view)
_COPY = re.compile(r"ttg\.async_copy_global_to_local %[\w.]+, %(?P<dst>[\w.]+)")
# e.g. %am_129 = ttg.local_load %am_101 token %am_128 : …
_LOCAL_LOAD = re.compile(r"= ttg\.local_load %(?P<src>[\w.]+)")


@pytest.fixture(scope="module")
def attention(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8A, "t8a_kernl_attention")


def test_mask_ring_is_one_iteration_ahead(attention) -> None:  # type: ignore[no-untyped-def]
    """F2: ``%am_80`` and ``%acc_scale`` are single buffers read back (``ttg.local_load``) between the prologue's copy
    of iteration 0 and its copy of iteration 1: 2 stages each, as K and V; the finding says 2 for all four, the loop
    "2 stages", and the old "3 stages in 1 buffer" is caught by ``pipe-stages``."""
    comp, got = attention
    lines = got.stages["ttgir"].splitlines()
    allocs = {m["name"]: m["dims"] for ln in lines if (m := _ALLOC.match(ln))}
    am = next(k for k in allocs if k.startswith("am_"))
    assert allocs[am].startswith("1x") and allocs["acc_scale"].startswith("1x")
    loop = next(n for n, ln in enumerate(lines, 1) if " = scf.for " in ln and "iter_args" in ln)
    views = {m["res"]: m["src"] for ln in lines if (m := _INDEX.match(ln))}
    events = [(n, "copy" if _COPY.search(ln) else "read") for n, ln in enumerate(lines[:loop - 1], 1)
              if ((m := _COPY.search(ln)) and views.get(m["dst"]) == am)
              or ((m := _LOCAL_LOAD.search(ln)) and views.get(m["src"]) == am)]
    assert [e for _, e in events] == ["copy", "read", "copy"], events
    f = next(f for f in got.report.findings if f.kind == "pipelining" and "pipelined" in f.message
             and f.lines == (loop,))
    n = sum(1 for c in f.claims if c.key.startswith("allocations/"))
    per = {str(f.claim(f"allocations/{i}").value): f.claim(f"allocation_stages/{i}").value for i in range(n)}
    assert per == {"%acc_scale": 2, f"%{am}": 2, "%k": 2, "%v": 2}
    assert f.claim("stages").value == 2
    assert f"%{am} 2 stages in 1 buffer of 32768 bytes" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0].startswith(("pipe", "sched"))], res.violations[:3]
    i = next(i for i in range(n) if f.claim(f"allocations/{i}").value == f"%{am}")
    lie = with_claim(f, f"allocation_stages/{i}", 3)
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert any(r == "pipe-stages" and f"allocation_stages/{i}" in t and "give 2" in t for r, t in res.violations), \
        res.violations[:3]
