"""Regression test for trial 4's F1 (docs/trial4.md): FlagGems' ``l2_norm_kernel`` converts its ``tl.sum`` result
(``4xf32``, all 4 rows held by every thread) to a layout that spreads the rows over lanes 0-3. The owner sets alone
said "each thread keeps its elements: registers only", but each lane needs another register, which is no register
reordering common to all threads (Triton's ``cvtReordersRegisters``); the PTX goes through ``st.shared``/``ldmatrix``.
Compiled into a store of this module's own, without the pass capture, so the decision is the model's."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from trial2_v4 import v4_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency


@pytest.fixture(scope="module")
def vector_norm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("trial2_v4_conversions"))
    (comp,) = compile_all([v4_request("v4_flaggems_vector_norm", user_spec)], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_reduce_result_spread_over_lanes_goes_through_shared_memory(vector_norm) -> None:
    """The PTX of Python line 22 stores the four ``sqrt`` results with one ``st.shared.v4.b32`` and reads one back
    per lane with ``ldmatrix….x1``: the ``4xf32`` convert is through shared memory. The pointer and mask converts of
    that line (the same lane l holds row l % 4 on both sides) stay in registers. selfcheck holds and catches the old
    "registers only"."""
    comp, got = vector_norm
    ttgir = got.stages["ttgir"].splitlines()
    ptx = got.stages["ptx"].splitlines()
    cvts = {f.lines[0]: f for f in got.report.findings if f.kind == "convert_layout"}
    assert len(cvts) == 3
    (red,) = [n for n in cvts if re.search(r"ttg\.convert_layout %\w+ : tensor<4xf32", ttgir[n - 1])]
    where, under, sqrt = "", [], set()
    for ln in ptx:
        s = ln.strip()
        if s.startswith(".loc"):
            where = " ".join(s.split()[1:4])
        elif s.startswith("sqrt."):
            sqrt.add(s.split()[1].rstrip(","))
        elif where == "1 22 5" and re.match(r"(st\.shared|ld\.shared|ldmatrix)", s):
            under.append(s)
    assert [s.split()[0] for s in under] == ["st.shared.v4.b32", "ldmatrix.sync.aligned.m8n8.x1.shared.b16"]
    stored = set(re.search(r"\{([^}]*)\}", under[0]).group(1).replace(" ", "").split(","))
    assert stored == sqrt and len(sqrt) == 4  # the reduce's four results, the converted tensor
    f = cvts[red]
    assert f.claim("scratch").value is True and "registers only" not in f.message
    assert "in a register that depends on its lane or warp" in f.message
    for n in cvts:
        if n != red:
            assert cvts[n].claim("scratch").value is False and "registers only" in cvts[n].message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    said = replace(f, claims=tuple(replace(c, value=False) if c.key == "scratch" else c for c in f.claims))
    lied = [said if x is f else x for x in got.report.findings]
    res = consistency.check(comp, lied, dict(got.report.metrics), got.stages)
    assert "cvt-decision" in [rule for rule, _ in res.violations]
