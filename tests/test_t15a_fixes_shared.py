"""Regression tests for trial 15a's F1 and M4 (docs/trial15a.md) on axolotl's MoE weight gradient on cuda:90
(``t15a_cg_dw_odd_sm90``): the loop over the group's row blocks does its work under ``if block_expert == expert``,
so the ``ttg.local_alloc``s of the grad_out and inputs tiles (the wgmma's operands) sit in an ``scf.if`` inside the
``scf.for``. F1: their findings said "stored in every iteration of the loop at ttgir:56"; the tiles are stored only
in the iterations where that condition holds. Now the finding names the ``scf.if`` (claim ``stored_branch``), and
rule ``alloc-layout`` refuses ``stored_in_loop`` without it. M4: the grad_out tile's buffer is ``%acc_53`` (the IR
names it after the ``acc = tl.dot(tl.trans(go), …)`` line), read as the accumulator; the finding now says which
value it holds (claim ``stored_value``, ``%go_52``), checked by ``alloc-layout``."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.shared import alloc_layout

T15A = ROOT / "tests/data/trial2_kernels/t15a_commands.sh"
# e.g.       %acc = scf.for %m_block = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%acc_32 = %cst) -> (…)  : i32 {
_LOOP = re.compile(r"= scf\.for %m_block = ")
# e.g.         %4 = scf.if %3 -> (tensor<128x128xf32, #mma>) {
_IF = re.compile(r"= scf\.if %\w+ -> \(tensor<128x128xf32")
# e.g.           %acc_53 = ttg.local_alloc %go_52 : (tensor<64x128xbf16, #blocked>) -> !ttg.memdesc<64x128xbf16, …>
_ALLOC = re.compile(r"%(?P<name>\w+) = ttg\.local_alloc %(?P<value>\w+) : \(tensor<64x128xbf16")


@pytest.fixture(scope="module")
def dw(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15A, "t15a_cg_dw_odd_sm90")


def _allocs(got):  # type: ignore[no-untyped-def]
    lines = got.stages["ttgir"].splitlines()
    (loop,) = [n for n, ln in enumerate(lines, 1) if _LOOP.search(ln)]
    (branch,) = [n for n, ln in enumerate(lines, 1) if _IF.search(ln)]
    allocs = [(n, m) for n, ln in enumerate(lines, 1) if (m := _ALLOC.search(ln))]
    return loop, branch, allocs


def test_a_tile_stored_under_an_if_is_not_stored_every_iteration(dw) -> None:  # type: ignore[no-untyped-def]
    """TTGIR: the ``scf.for`` over ``m_block``, then the ``scf.if`` on the expert ids, then the two
    ``ttg.local_alloc``s stored from values. Their findings name the loop and the ``scf.if`` lines; selfcheck
    holds; the trial's statement ("stored in every iteration", no ``stored_branch``) is refused by
    ``alloc-layout``."""
    comp, got = dw
    loop, branch, allocs = _allocs(got)
    assert len(allocs) == 2 and all(loop < branch < n for n, _ in allocs)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    for n, _ in allocs:
        (f,) = [f for f in got.report.findings if f.kind == "shared_memory" and f.lines == (n,)
                and f.claim("stored_in_loop") is not None]
        assert f.claim("stored_in_loop").value == loop and f.claim("stored_branch").value == branch
        assert (f"stored in the iterations of the loop at ttgir:{loop} where the scf.if at ttgir:{branch} holds"
                in f.message), f.message
        assert "every iteration" not in f.message
        old = replace(f, claims=tuple(c for c in f.claims if c.key != "stored_branch"), message="",
                      template=f.template.replace(" in the iterations of the loop at ttgir:{stored_in_loop} where the "
                                                  "scf.if at ttgir:{stored_branch} holds,",
                                                  " in every iteration of the loop at ttgir:{stored_in_loop}"))
        assert "{stored_branch}" not in old.template
        res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
        assert [r for r, _ in res.violations] == ["alloc-layout"], res.violations[:3]


def test_a_buffer_named_after_the_dot_says_what_it_holds(dw) -> None:  # type: ignore[no-untyped-def]
    """TTGIR: ``%acc_53 = ttg.local_alloc %go_52`` where ``%go_52`` is the ``tt.load`` of the grad_out tile. Its
    finding says "holding %go_52"; the inputs tile (``%x_67`` of ``%x_66``, one variable) says nothing more; the
    rule refuses another value."""
    comp, got = dw
    _, _, allocs = _allocs(got)
    ttgir = got.stages["ttgir"]
    named = {m["name"]: (n, m["value"]) for n, m in allocs}
    n, value = named["acc_53"] if "acc_53" in named else next(v for k, v in named.items() if k.startswith("acc"))
    assert value.startswith("go") and re.search(rf"%{value} = tt\.load ", ttgir)
    (f,) = [f for f in got.report.findings if f.kind == "shared_memory" and f.lines == (n,)
            and f.claim("stored_in_loop") is not None]
    assert f.claim("stored_value").value == f"%{value}" and f", holding %{value}: " in f.message, f.message
    (other,) = [f for k, (m, _) in named.items() if not k.startswith("acc") for f in got.report.findings
                if f.kind == "shared_memory" and f.lines == (m,) and f.claim("stored_in_loop") is not None]
    assert other.claim("stored_value") is None and "holding" not in other.message
    wrong = with_claim(f, "stored_value", "%acc")
    ok, why = alloc_layout(wrong.claim("stored_value"), wrong, claim_context(got, comp))
    assert not ok, why
