"""Regression tests for trial 14a's F1 and M1 (docs/trial14a.md) on scattermoe's scatter2scatter on cuda:80
(``t14a_scmoe_s2s_odd_sm80``), whose X rows are gathered through ``tl.where(e_idxs == e, m_idx, 0) // FAN_OUT``.

F1: the overflow warning on ``m_in_idx[:, None] * stride_xm`` said the factor was "built from the value tt.load
reads at ttir:55", the load of the expert ids, which reach the product only through ``arith.cmpi`` into the
``arith.select``'s condition; the value the select returns is the row index the grouped_idx load reads
(``arith.trunci`` of the ``tt.load`` at the next load line). The analysis's backward walk (``unbounded_loads``) no
longer follows a select's condition, and rule ``i32-product`` does not count a path through one (``_bounding``).

M1: the narrow-load warning on the gathered X tile named "offset 'FAN_OUT' has no tt.divisibility = 16"; FAN_OUT
is only the divisor of ``e_m_idx // FAN_OUT``, reached through ``tt.splat %FAN_OUT`` (the 13a M1 fix skipped only a
divisor used directly). Now a divisor through a ``tt.splat`` is skipped too, and rule ``coal-offset-arg`` refuses
the old claim."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.addresses import i32_product

T14A = ROOT / "tests/data/trial2_kernels/t14a_commands.sh"
# e.g.       %e_m_idx = arith.select %e_mask_32, %m_idx_22, %cst_4 : tensor<128xi1>, tensor<128xi32> loc(#loc89)
_SELECT = re.compile(r"%e_m_idx = arith\.select %(?P<cond>\w+), %(?P<value>\w+), %\w+ :")
# e.g.       %e_mask_32 = arith.cmpi eq, %e_idxs_15, %e_mask_31 : tensor<128xi64> loc(#loc88)
_CMPI = re.compile(r"%(?P<res>\w+) = arith\.cmpi eq, %(?P<lhs>\w+), %\w+ :")
# e.g.     %m_idx_22 = arith.trunci %m_idx_21 : tensor<128xi64> to tensor<128xi32> loc(#loc69)
_TRUNC = re.compile(r"%(?P<res>\w+) = arith\.trunci %(?P<src>\w+) :")
# e.g.     %m_idx_21 = tt.load %m_idx_20, %m_boundary_12, %m_idx : tensor<128x!tt.ptr<i64>> loc(#loc69)
_LOAD = re.compile(r"%(?P<res>\w+) = tt\.load ")


@pytest.fixture(scope="module")
def s2s(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14A, "t14a_scmoe_s2s_odd_sm80")


def _defs(text: str, pattern: re.Pattern[str]) -> dict[str, tuple[int, re.Match[str]]]:
    return {m["res"]: (n, m) for n, ln in enumerate(text.splitlines(), 1) if (m := pattern.search(ln))}


def test_the_gathered_row_is_built_from_its_own_load(s2s) -> None:  # type: ignore[no-untyped-def]
    """TTIR: the select's condition comes from the expert-id load (``arith.cmpi eq`` of it), its value from the
    ``arith.trunci`` of the grouped_idx load. The warning on ``… * stride_xm`` names the latter as the load that
    builds the factor; selfcheck holds; the trial's claim (the expert-id load) is refused by ``i32-product``."""
    comp, got = s2s
    ttir = got.stages["ttir"]
    (sel,) = [m for ln in ttir.splitlines() if (m := _SELECT.search(ln))]
    loads, cmps, truncs = _defs(ttir, _LOAD), _defs(ttir, _CMPI), _defs(ttir, _TRUNC)
    expert_line = loads[cmps[sel["cond"]][1]["lhs"]][0]
    row_line = loads[truncs[sel["value"]][1]["src"]][0]
    assert expert_line < row_line  # the walk "in line order" met the expert ids first
    (w,) = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn" and f.stage == "ttir"
            and f.claim("argument").value == "stride_xm"]
    assert w.claim("load_line").value == row_line, w.message
    assert f"built from the value tt.load reads at ttir:{row_line} " in w.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    old = with_claim(w, "load_line", expert_line)
    ok, why = i32_product(old.claim("load_line"), old, claim_context(got, comp))
    assert not ok, why


def test_a_splatted_divisor_is_no_offset(s2s) -> None:  # type: ignore[no-untyped-def]
    """TTGIR ``%m_in_idx = tt.splat %FAN_OUT`` feeds only ``arith.divsi %e_m_idx, %m_in_idx``: the 16-bit X load's
    warning names ``stride_xm`` (1000, no ``tt.divisibility``), not FAN_OUT; rule ``coal-offset-arg`` refuses the
    old claim."""
    comp, got = s2s
    ttgir = got.stages["ttgir"]
    splat = re.search(r"%(\w+) = tt\.splat %FAN_OUT : i32 -> tensor<128xi32", ttgir)
    assert splat is not None
    uses = [ln for ln in ttgir.splitlines() if re.search(rf"%{splat[1]}\b", ln) and " = tt.splat " not in ln]
    assert uses and all(re.search(rf"= arith\.divsi %\w+, %{splat[1]} :", ln) for ln in uses), uses
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
            and f.message.startswith("narrow load: tt.load of tensor<128x32xbf16>")]
    assert "moves 16 bits per thread" in f.message and "'stride_xm'" in f.message
    assert "FAN_OUT" not in f.message and not [c for c in f.claims if c.key.startswith("cause/offset_arg/")]
    about = (Ref("ttgir", f.lines[0], "tt.load"),)
    old = replace(f, claims=f.claims + (Claim("cause/offset_arg/0", "FAN_OUT", "value", "coal-offset-arg", about),),
                  template=f.template + "; offset '{cause/offset_arg/0}' has no tt.divisibility = 16", message="")
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["coal-offset-arg"], res.violations[:3]
