"""Regression tests for trial 11b's F2 (docs/trial11b.md): narrow shared-memory accesses said to run once per CTA.

The mLSTM recurrent kernel (cuda:100) loads its K tile with TMA and reads it transposed, 2 bytes per lane
(``ttg.local_load … -> tensor<64x64xbf16, #linear1>``). The pipeliner peeled the first iteration: one copy of that
``ttg.local_load`` is in the prologue, the other in the ``scf.for``, both at Python line 63. The narrow-access finding
named the prologue op as the cause and concluded "each of these ops is outside every loop …: they run once per CTA,
not per loop iteration" (an ``info``), though half of the 64 ``ld.shared.b16`` are the loop's, inside the PTX loop.
Now an op of a cause's Python line inside a loop (found through the IR model's regions) withholds the "once", and
selfcheck's ``narrow-once`` refuses it from the raw text's indentation."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.analyses.findings import Claim
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T11B = ROOT / "tests/data/trial2_kernels/t11b_commands.sh"
# e.g. $L__BB0_13:        @%p45 bra 	$L__BB0_25;        bra.uni 	$L__BB0_24;
_LABEL = re.compile(r"^(\$L__\w+):")
_BRANCH = re.compile(r"\bbra(?:\.uni)?\s+(\$L__\w+);")


def _ptx_loops(ptx: str) -> list[tuple[int, int]]:
    """``(first, last)`` line spans of the PTX's loops: a branch back to a label above it closes one."""
    lines = ptx.splitlines()
    at = {m[1]: n for n, ln in enumerate(lines, 1) if (m := _LABEL.match(ln.strip()))}
    return [(at[m[1]], n) for n, ln in enumerate(lines, 1) if (m := _BRANCH.search(ln)) and at.get(m[1], n + 1) < n]


@pytest.fixture(scope="module")
def rec(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11B, "t11b_mlstm_rec_fw")


def _narrow(got, stage: str):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.stage == stage and f.message.startswith("narrow shared-memory"))


def test_narrow_loads_of_the_loop_are_not_said_to_run_once(rec) -> None:
    """The PTX has 64 ``ld.shared.b16``; 32 of them lie in a loop of the PTX (a label and a branch back to it around
    them). The ptx narrow finding cites them all, states no "once", says nothing of "once per CTA" and is a
    ``warn``; selfcheck holds."""
    comp, got = rec
    ptx = got.stages["ptx"]
    narrow = [n for n, ln in enumerate(ptx.splitlines(), 1) if "ld.shared.b16" in ln]
    loops = _ptx_loops(ptx)
    looped = [n for n in narrow if any(a < n < b for a, b in loops)]
    assert len(narrow) == 64 and len(looped) == 32, (len(narrow), len(looped), loops)
    f = _narrow(got, "ptx")
    assert set(narrow) <= set(f.lines)
    assert "once per CTA" not in f.message and f.severity == "warn"
    assert not any(c.key == "once" for c in f.claims)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_once_per_cta_is_caught(rec) -> None:
    """The old statement, ``once`` = True on the ptx narrow finding, is refused by ``narrow-once``."""
    comp, got = rec
    f = _narrow(got, "ptx")
    old = dataclasses.replace(f, claims=f.claims + (Claim("once", True, "flag", "narrow-once"),))
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp)) if rule == "narrow-once"]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
