"""Regression test for trial 8d's F4 and M3 (docs/trial8d.md) on aiter's ``_quant_fused_add_rmsnorm_kernel``
(cuda:103).

The row loop is ``tl.range(row_start, n_rows, NUM_PRGMS, num_stages=2)`` in a compile whose num_stages is 3: its
four loads become cp.async copies into one buffer each, and the single-buffer warning said "async_wait num=0 waits
for it before the next MMA" (the loop has no dot) and "num_stages=3 gives 2 buffers" (this compile has
num_stages=3 and one buffer: the loop's own ``tt.num_stages`` sets its depth). The warning now says what the wait
comes before by the loop's kind (claim ``waits_before``, rule ``pipe-loop``: "the next MMA" only for a loop whose
body holds a dot) and names the knob that sets the depth (claim ``knob``, rule ``pipe-asked``: ``tl.range(…,
num_stages=N)`` when the TTIR loop carries its own ``tt.num_stages``)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T8D = ROOT / "tests/data/trial2_kernels/t8d_commands.sh"
_DOT_OPS = ("tt.dot", "ttng.warp_group_dot", "ttng.tc_gen5_mma", "tt.dot_scaled", "ttng.tc_gen5_mma_scaled")


@pytest.fixture(scope="module")
def rmsnorm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8D, "t8d_quant_rmsnorm_b300")


def _single(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"
                and "copies into a single buffer" in f.message)


def test_a_load_loop_single_buffer_warning_names_no_mma_and_the_loops_own_knob(rmsnorm) -> None:
    """The loop has no dot op and carries ``tt.num_stages = 2`` in the TTIR while the compile's num_stages is 3;
    the warning says the wait comes before the next iteration's reads, not an MMA, and suggests
    ``tl.range(…, num_stages=3)``, not the module's num_stages=3 (which this compile has). selfcheck holds."""
    comp, got = rmsnorm
    f = _single(got)
    loop = f.lines[0]
    lines = got.stages["ttgir"].splitlines()
    indent = len(lines[loop - 1]) - len(lines[loop - 1].lstrip())
    end = next(n for n in range(loop, len(lines)) if lines[n].startswith(" " * indent + "}"))
    assert not any(op in ln for ln in lines[loop:end] for op in _DOT_OPS)
    assert comp.metadata.get("num_stages") == 3
    assert re.search(r"\{tt\.num_stages = 2 : i32\}", got.stages["ttir"])
    assert "MMA" not in f.message, f.message
    assert f.claim("waits_before").value == "the next iteration's reads"
    assert f.claim("knob").value == "tl.range"
    assert "tl.range(…, num_stages=2) gives each load one stage of latency" in f.message, f.message
    assert "tl.range(…, num_stages=3) gives 2 buffers" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_statements_are_caught(rmsnorm) -> None:
    """"before the next MMA" of this dot-less loop is refused by ``pipe-loop``; the module's ``num_stages`` as the
    knob of a loop with its own ``tt.num_stages`` by ``pipe-asked``."""
    comp, got = rmsnorm
    f = _single(got)
    for key, old, rule in (("waits_before", "the next MMA", "pipe-loop"), ("knob", "num_stages", "pipe-asked")):
        res = consistency.check(comp, [with_claim(f, key, old)], dict(got.report.metrics), got.stages)
        assert [r for r, _ in res.violations] == [rule], (key, res.violations[:3])

