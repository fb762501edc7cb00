"""Regression test for a selfcheck false alarm met in trial 9a's phase 2 (docs/trial9a.md S1), on SageAttention's
causal attention on cuda:100.

The diagonal loop runs from ``start_m * 128`` (not a constant), so after ``peelLoopEpilogue`` lowered its bound to
``ub - 64`` the IR computes the last induction value (``arith.subi``, ``divsi``, ``muli``, ``addi``) before the
``scf.if`` of the peeled iteration. Rule ``ring_depth``'s ``pipelined_bound`` took only the op right after the loop
as that ``scf.if``, missed the peel, read the copies' predicates against ``ub - 64`` and refused the true "%k_scale
3 stages" (pipe-stages: "the pipeliner's predicates give 2")."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.ring_depth import loop_bounds, peeled_iteration, pipelined_bound
from ir_explorer.ir import mlir_model

T9A = ROOT / "tests/data/trial2_kernels/t9a_commands.sh"
# e.g.     %V_ptrs_250 = arith.subi %3, %c64_i32 : i32 loc(#loc286)
_SUB = re.compile(r"^\s*%(?P<res>[\w.]+) = arith\.subi %(?P<ub>[\w.]+), %c64_i32 : i32")
# e.g.     %V_ptrs_251:23 = scf.for %V_ptrs_270 = %1 to %V_ptrs_250 step %c64_i32 iter_args(…
_FOR = re.compile(r"= scf\.for %[\w.]+ = %(?P<lb>[\w.]+) to %(?P<ub>[\w.]+) step %c64_i32")


@pytest.fixture(scope="module")
def sage(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9A, "t9a_sage_attn_b200")


def test_a_peeled_loop_from_a_runtime_bound_keeps_the_pipeliners_bound(sage) -> None:
    """The second loop's bound is ``%3 - 64`` (``%3`` = (start_m + 1) * 128), the op after it an ``arith.subi``
    (the last induction value), then the ``scf.if`` on ``%1 < %3``: the predicates are relative to ``%3``. The
    rule finds that bound and the peeled iteration, and selfcheck holds the report (it said 1 false)."""
    comp, got = sage
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    subs = {m["res"]: m["ub"] for ln in lines if (m := _SUB.match(ln))}
    loops = [(n, m) for n, ln in enumerate(lines, 1) if (m := _FOR.search(ln))]
    assert len(loops) == 2
    line, m = loops[1]
    assert m["lb"] != "c0_i32" and m["ub"] in subs
    base = subs[m["ub"]]
    model = mlir_model.parse(ttgir)
    head = next(o for o in model.printed_ops if o.line == line)
    after = next(o for o in model.ops if o.parent == head.parent and o.index > head.index and not o.implicit)
    assert after.name == "arith.subi"
    assert loop_bounds(model, head)[1] == next(k for k in head.operand_keys[1:2])
    bound = pipelined_bound(model, head)
    assert bound is not None and mlir_model.display(bound) == base
    peeled = peeled_iteration(model, head)
    assert peeled is not None and peeled.name == "scf.if"
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
