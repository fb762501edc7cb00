"""Regression test for trial 11d's F1 (docs/trial11d.md): a loop schedule's epilogue that left out the peeled last
iteration's loads.

FBGEMM's block-scaled fp8 GEMM (``t11d_fbgemm_fp8_block``, cuda:100) rescales its accumulator inside the K loop
with two scalar scale loads under an ``if``; the tcgen05 pipeliner runs the last iteration's rescale after the loop,
in an ``scf.if`` whose condition (``k_tiles > 0``) and whose loads' addresses were computed before the loop. The
schedule said "epilogue: ttng.wait_barrier ×1 at 230; ttg.async_wait num=0 ×1 at 251": ``_epilogue`` kept only ops
that use a loop result, so the two ``tt.load`` at ttgir:237 and 241 (Python lines 52 and 53, nested in that
``scf.if``) were missing, and selfcheck's ``sched-count`` compared the epilogue's counts with the list itself."""

from __future__ import annotations

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.analyses import pipelining
from ir_explorer.analyses.findings import AnalysisInput
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T11D = ROOT / "tests/data/trial2_kernels/t11d_commands.sh"


@pytest.fixture(scope="module")
def fp8_block(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11D, "t11d_fbgemm_fp8_block")


def _schedule(got):  # type: ignore[no-untyped-def]
    [f] = [f for f in got.report.findings if f.kind == "pipelining" and "ops" in f.data]
    return f


def _peeled_loads(ttgir: str) -> tuple[int, list[int]]:
    """The TTGIR line of the ``scf.if`` right after the K loop's closing ``}`` and the ``tt.load`` lines inside it,
    read from the text: the loop's ``}`` is the first line after the ``scf.for`` at its indentation."""
    lines = ttgir.splitlines()
    loop = next(n for n, ln in enumerate(lines, 1) if " = scf.for " in ln and "iter_args(%a_ptrs" in ln)
    depth = len(lines[loop - 1]) - len(lines[loop - 1].lstrip())
    end = next(n for n in range(loop + 1, len(lines) + 1) if lines[n - 1].startswith(" " * depth + "}"))
    guard = end + 1
    assert lines[guard - 1].lstrip().startswith("scf.if "), lines[guard - 1]
    close = next(n for n in range(guard + 1, len(lines) + 1) if lines[n - 1].startswith(" " * depth + "}"))
    return guard, [n for n in range(guard, close) if " = tt.load " in lines[n - 1]]


def test_the_epilogue_lists_the_peeled_iterations_loads(fp8_block) -> None:
    """The two scale loads of the last iteration, in the ``scf.if`` after the loop, are in the epilogue with their
    Python lines (52 and 53, the lines of the body's first two loads), beside its ``ttng.wait_barrier``; selfcheck
    holds."""
    comp, got = fp8_block
    guard, loads = _peeled_loads(got.stages["ttgir"])
    assert len(loads) == 2
    f = _schedule(got)
    epi = [o for o in f.data["ops"] if o["part"] == "epilogue"]
    assert [o["ttgir_line"] for o in epi if o["op"] == "tt.load"] == loads
    assert [o["python_line"] for o in epi if o["op"] == "tt.load"] == [52, 53]
    assert f.data["counts"]["epilogue"]["tt.load"] == 2
    assert any(o["op"] == "ttng.wait_barrier" and o["ttgir_line"] > guard for o in epi)
    body = [o["python_line"] for o in f.data["ops"] if o["part"] == "loop body" and o["op"] == "tt.load"]
    assert body[:2] == [52, 53]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_epilogue_is_caught(fp8_block, monkeypatch: pytest.MonkeyPatch) -> None:
    """The old schedule, built by the old ``_epilogue`` (only ops that use the loop's results or buffers: without
    the model, the region rule is off), lists the epilogue without the two loads; ``sched-count`` and
    ``sched-peeled`` refuse it: the epilogue lines it lists are not the model's."""
    comp, got = fp8_block
    _, loads = _peeled_loads(got.stages["ttgir"])
    new = pipelining._epilogue
    monkeypatch.setattr(pipelining, "_epilogue", lambda after, r, ops, module=None, end=0: new(after, r, ops))
    ctx = claim_context(got, comp)
    where = {"ttgir": [ctx.python("ttgir", n) for n in range(1, len(got.stages["ttgir"].splitlines()) + 1)]}
    inp = AnalysisInput(comp.target, dict(got.stages), comp.metadata, source_lines=where)
    [old] = [f for f in pipelining.schedule_findings(inp) if "ops" in f.data]
    assert not [o for o in old.data["ops"] if o["ttgir_line"] in loads]
    assert "epilogue: ttng.wait_barrier ×1 at" in old.message
    verdicts = [(rule, ok, text) for rule, ok, text in check_claims(old, ctx)
                if rule in ("sched-count", "sched-peeled") and "epilogue" in text]
    assert verdicts and not any(ok for _, ok, _ in verdicts), verdicts
    assert all("the model's [" in text and str(loads[0]) in text for _, _, text in verdicts)
