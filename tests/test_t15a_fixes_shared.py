"""Regression test for trial 15a's F1 (docs/trial15a.md) on axolotl's MoE weight gradient on cuda:120
(``t15a_cg_dw_sm120``): the loop over the group's row blocks does its work under ``if block_expert == expert``, so
the ``ttg.local_alloc`` of the ``inputs`` tile (the dot's B operand) sits in an ``scf.if`` inside the ``scf.for``.
The allocation finding said "stored in every iteration of the loop at ttgir:60"; the tile is stored only in the
iterations where that condition holds. Now the finding names the ``scf.if`` (claim ``stored_branch``), and rule
``alloc-layout`` refuses ``stored_in_loop`` without it."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T15A = ROOT / "tests/data/trial2_kernels/t15a_commands.sh"
# e.g.     %acc = scf.for %m_block = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%acc_35 = %cst_1) -> (…)  : i32 {
_LOOP = re.compile(r"= scf\.for %m_block = ")
# e.g.       %4 = scf.if %3 -> (tensor<128x64xf32, #mma>) {
_IF = re.compile(r"= scf\.if %\w+ -> \(tensor<128x64xf32")
# e.g.         %x_77 = ttg.local_alloc %x_76 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, …>
_ALLOC = re.compile(r"%(\w+) = ttg\.local_alloc %\w+ : \(tensor<128x64xf16")


@pytest.fixture(scope="module")
def dw(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15A, "t15a_cg_dw_sm120")


def test_a_tile_stored_under_an_if_is_not_stored_every_iteration(dw) -> None:  # type: ignore[no-untyped-def]
    """TTGIR: the ``scf.for`` over ``m_block``, then the ``scf.if`` on the expert ids, then the ``ttg.local_alloc`` of
    the 128x64 tile stored from a value. Its finding names the loop and the ``scf.if`` lines; selfcheck holds; the
    trial's statement ("stored in every iteration", no ``stored_branch``) is refused by ``alloc-layout``."""
    comp, got = dw
    lines = got.stages["ttgir"].splitlines()
    (loop,) = [n for n, ln in enumerate(lines, 1) if _LOOP.search(ln)]
    (branch,) = [n for n, ln in enumerate(lines, 1) if _IF.search(ln)]
    (alloc,) = [n for n, ln in enumerate(lines, 1) if _ALLOC.search(ln)]
    assert loop < branch < alloc
    (f,) = [f for f in got.report.findings if f.kind == "shared_memory" and f.lines == (alloc,)
            and f.claim("stored_in_loop") is not None]
    assert f.claim("stored_in_loop").value == loop and f.claim("stored_branch").value == branch
    assert (f"stored in the iterations of the loop at ttgir:{loop} where the scf.if at ttgir:{branch} holds"
            in f.message), f.message
    assert "every iteration" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    old = replace(f, claims=tuple(c for c in f.claims if c.key != "stored_branch"), message="",
                  template=f.template.replace(" in the iterations of the loop at ttgir:{stored_in_loop} where the "
                                              "scf.if at ttgir:{stored_branch} holds,",
                                              " in every iteration of the loop at ttgir:{stored_in_loop}"))
    assert "{stored_branch}" not in old.template
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["alloc-layout"], res.violations[:3]
