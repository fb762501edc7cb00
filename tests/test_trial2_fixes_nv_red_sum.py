"""Regression test for the second trial's F2 (docs/trial2_nvidia.md): a ``ttg.convert_layout`` the layout model keeps
in its warp was reported "without shared memory" although the PTX of its own location moves it through shared
memory, because two other conversions share its Python line (Inductor's ``tl.store(out_ptr0 + (xindex),
tmp2.to(tl.float16), xmask)`` converts the pointer and the mask in registers at column 5, the sum at column 35).
Compiled into a store of this module's own, without the pass capture, so the decision is the model's (with the
passes captured it is Triton's own allocation, which was right)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from trial2_nv import nv_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency


@pytest.fixture(scope="module")
def red_sum(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("trial2_nv_conversions"))
    (comp,) = compile_all([nv_request("nv_inductor_red_sum", user_spec)], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_conversion_sharing_its_line_is_told_apart_by_its_column(red_sum) -> None:
    """The 64xf32 sum's convert (its TTGIR loc 27:35) is through shared memory: the PTX under ``.loc 1 27 35`` holds
    ``st.shared.v2.b64`` and ``ldmatrix….x1.shared.b16``; the pointer and mask converts (loc 27:5) stay in
    registers, and their PTX at 27:5 has no shared-memory instruction. selfcheck holds, and catches the old
    "without shared memory"."""
    comp, got = red_sum
    ttgir = got.stages["ttgir"].splitlines()
    ptx = got.stages["ptx"].splitlines()
    cvts = {f.lines[0]: f for f in got.report.findings if f.kind == "convert_layout"}
    (sum_line,) = [n for n in cvts if "tensor<64xf32" in ttgir[n - 1]]
    loc = re.search(r"loc\((#loc\d+)\)", ttgir[sum_line - 1]).group(1)
    assert any(ln.startswith(f"{loc} = loc(") and ln.endswith(":27:35)") for ln in ttgir)
    under: dict[str, list[str]] = {}
    where = ""
    for ln in ptx:
        s = ln.strip()
        if s.startswith(".loc"):
            where = " ".join(s.split()[1:4])
        elif re.match(r"(st\.shared|ld\.shared|ldmatrix)", s):
            under.setdefault(where, []).append(s.split()[0])
    assert sorted(under["1 27 35"]) == ["ldmatrix.sync.aligned.m8n8.x1.shared.b16", "st.shared.v2.b64"]
    assert "1 27 5" not in under
    f = cvts[sum_line]
    assert f.claim("scratch").value is True and "without shared memory" not in f.message
    # the layout model now decides it (its warp bases differ: Triton's minimalCvtLayout keeps the warp dimension,
    # trial 11a F2), so the PTX no longer has to overrule an estimate of "registers only"
    assert "ttg.convert_layout of 64xf32 through shared memory" in f.message
    for n in cvts:
        if n != sum_line:
            assert cvts[n].claim("scratch").value is False and "registers only" in cvts[n].message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    said = replace(f, claims=tuple(replace(c, value=False) if c.key == "scratch" else c for c in f.claims))
    lied = [said if x is f else x for x in got.report.findings]
    res = consistency.check(comp, lied, dict(got.report.metrics), got.stages)
    assert "cvt-decision" in [rule for rule, _ in res.violations]
