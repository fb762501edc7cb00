"""Regression tests for trial 11b's F3 (docs/trial11b.md): a convert said to need no shared memory when its lowered
code uses it, because the pipeliner left a second copy of the same convert on the same Python line.

In the mLSTM recurrent kernel (cuda:100) ``tl.store(vecN_states + …, vecN)`` (Python line 47) converts ``vecN`` from
a slice of ``#blocked2`` to ``#blocked``; the layout model says the elements stay in their warp ("warp shuffles"),
and the PTX of that line moves them through ``st.shared.v2.b64`` and ``ldmatrix``. The pipeliner peeled the last
iteration, so the line holds two identical ``ttg.convert_layout`` ops (one in the loop, one after it); the check that
upgrades a convert from its lowered code gave up when another op of its line may touch shared memory, and both
findings kept "without shared memory (estimate)". Another op that is the same conversion (same source and result
types) no longer stops it, in the analysis (through the IR model) and in selfcheck's ``cvt-decision`` (through the
raw text)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T11B = ROOT / "tests/data/trial2_kernels/t11b_commands.sh"
# e.g. 	.loc	1 47 17                         // t11b_mlstm_rec_fw.py:47:17
_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)")
# e.g. 	.file	1 "/…/tests/data/trial2_kernels/t11b_mlstm_rec_fw.py"
_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]+)"')
_SHARED = re.compile(r"\b(st\.shared|ld\.shared|ldmatrix|stmatrix)[\w.:]*")


def _shared_at(ptx: str, name: str, line: int) -> list[str]:
    """The shared-memory instructions of the PTX whose ``.loc`` is ``name``:``line``."""
    files = {m[1]: m[2] for ln in ptx.splitlines() if (m := _FILE.match(ln))}
    here, out = None, []
    for ln in ptx.splitlines():
        if m := _LOC.match(ln):
            here = (files.get(m[1], "").rsplit("/", 1)[-1], int(m[2]))
        elif (m := _SHARED.search(ln)) and here == (name, line):
            out.append(m[0])
    return out


@pytest.fixture(scope="module")
def rec(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11B, "t11b_mlstm_rec_fw")


def _line47(got):  # type: ignore[no-untyped-def]
    return [f for f in got.report.findings if f.kind == "convert_layout" and f.python_line == 47]


def test_both_copies_of_the_line_47_convert_go_through_shared_memory(rec) -> None:
    """Python line 47 has two ``ttg.convert_layout`` of the same types and no other shared-memory op; its PTX holds
    ``st.shared.v2.b64`` and ``ldmatrix`` instructions. Both convert findings say "through shared memory" from the
    PTX, none says "without shared memory"; selfcheck holds."""
    comp, got = rec
    ttgir = got.stages["ttgir"].splitlines()
    found = _line47(got)
    assert len(found) == 2
    cvts = [ttgir[f.lines[0] - 1] for f in found]
    assert all("ttg.convert_layout" in t for t in cvts)
    assert len({t.split(" : ", 1)[1].split(" loc(")[0] for t in cvts}) == 1  # the same conversion, twice
    lowered = _shared_at(got.stages["ptx"], "t11b_mlstm_rec_fw.py", 47)
    assert any(i.startswith("st.shared") for i in lowered) and any(i.startswith("ldmatrix") for i in lowered)
    for f in found:
        assert f.claim("scratch").value is True, f.message
        assert "through shared memory" in f.message and "without shared memory" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_warp_shuffle_decision_is_caught(rec) -> None:
    """The old statement, ``scratch`` = False (warp shuffles) for the in-loop copy, is refused by ``cvt-decision``."""
    comp, got = rec
    f = _line47(got)[0]
    old = with_claim(f, "scratch", False)
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "cvt-decision" and " scratch " in text]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
