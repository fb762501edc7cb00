"""Regression test for trial 12a's S1 (docs/trial12a.md) on megablocks' persistent transposed grouped GEMM
(``t12a_mb_tgmm``, cuda:100).

The two converts in an ``scf.if`` of the tile ``while`` loop are "inside the loop (ttgir:<the scf.while>)"; the
``cvt-branch`` rule walked past the ``} do {`` line and the block label ``^bb0(…)`` to the outer ``scf.for`` and
flagged the true statement (a selfcheck false alarm). Now it answers the ``scf.while``."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T12A = ROOT / "tests/data/trial2_kernels/t12a_commands.sh"


@pytest.fixture(scope="module")
def tgmm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12A, "t12a_mb_tgmm")


def test_a_convert_in_the_while_loop_names_it(tgmm) -> None:
    """The converts in an ``scf.if`` of the tile loop (an ``scf.while``) say "inside the loop (ttgir:<while>)",
    which ``cvt-branch`` holds; the outer ``scf.for`` it used to derive is refused."""
    comp, got = tgmm
    lines = got.stages["ttgir"].splitlines()
    loop = next(n for n, ln in enumerate(lines, 1) if re.search(r"= scf\.while\b", ln))
    outer = next(n for n, ln in enumerate(lines, 1) if re.search(r"= scf\.for %g\b", ln))
    found = [f for f in got.report.findings if f.kind == "convert_layout" and f.claim("loop_line") is not None]
    assert len(found) == 2
    for f in found:
        assert f.claim("loop_line").value == loop, f.message
        res = consistency.check(comp, [f], dict(got.report.metrics), got.stages)
        assert not res.violations, res.violations[:3]
        res = consistency.check(comp, [with_claim(f, "loop_line", outer)], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "cvt-branch"], res.violations[:3]
