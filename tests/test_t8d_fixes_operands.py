"""Regression test for trial 8d's M1 (docs/trial8d.md) on vLLM's ``matmul_kernel_persistent`` (cuda:90).

"dot loop pipelined: 3 stages, 3 buffers (%a_26)" was true of A, while B is loaded by a ``tt.load`` of the same
iteration and stored by ``ttg.local_alloc`` before the ``ttng.warp_group_dot``. The finding now names such an
operand (claims ``sync_operand/N``, ``sync_operand_line/N``, rule ``pipe-loop``: the dot's operand of that role is
the load's value through copies and views only)."""

from __future__ import annotations

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import parse
from ir_explorer.ir.operand_roles import roles

T8D = ROOT / "tests/data/trial2_kernels/t8d_commands.sh"


@pytest.fixture(scope="module")
def persistent(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8D, "t8d_persistent_mm")


def _b_load(ttgir: str) -> tuple[int, int]:
    """``(the tt.load line, the warp_group_dot line)`` of the dot's B operand, read through the model of the IR:
    the dot's ``b`` is a ``ttg.local_alloc`` of a ``tt.load`` result."""
    model = parse(ttgir)
    dot = next(o for o in model.printed_ops if o.name == "ttng.warp_group_dot")
    alloc = model.defining_op(str(roles(dot)["b"]))
    assert alloc is not None and alloc.name == "ttg.local_alloc", alloc
    load = model.defining_op(str(alloc.operand_keys[0]))
    assert load is not None and load.name == "tt.load" and load.loops == dot.loops, load
    return load.line, dot.line


def test_a_dot_operand_loaded_in_the_loop_is_named(persistent) -> None:
    """The pipelined loop's finding says the dot's B operand is not prefetched and cites the ``tt.load`` that
    feeds it in the same iteration; A (the cp.async ring %a_26) is not named. selfcheck holds."""
    comp, got = persistent
    load, dot = _b_load(got.stages["ttgir"])
    f = next(f for f in got.report.findings if f.kind == "pipelining" and "dot loop pipelined" in f.message)
    assert f.claim("sync_operand/0").value == "B" and f.claim("sync_operand_line/0").value == load
    assert [r.line for r in f.claim("sync_operand/0").about] == [f.lines[0], load, dot]
    assert f.claim("sync_operand/1") is None
    assert f"the dot's B operand is not prefetched: tt.load at ttgir:{load} loads it in the same iteration" \
        in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_wrong_operand_or_load_is_caught(persistent) -> None:
    """Naming A (a cp.async ring feeds it), or another line as B's load, is refused by ``pipe-loop``."""
    comp, got = persistent
    load, _ = _b_load(got.stages["ttgir"])
    f = next(f for f in got.report.findings if f.kind == "pipelining" and "dot loop pipelined" in f.message)
    for key, lie in (("sync_operand/0", "A"), ("sync_operand_line/0", load + 1)):
        res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
        assert "pipe-loop" in [r for r, _ in res.violations], (key, res.violations[:3])
