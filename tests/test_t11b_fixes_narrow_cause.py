"""Regression test for trial 11b's M1, which turned false on main (docs/trial11b.md): narrow accesses of a convert said
to have no cause.

SpargeAttn's pool kernel (cuda:120) stores the pooled row, ``tl.store(pool_ptr + …, pool)`` (Python line 39): a
``ttg.convert_layout`` of ``tensor<128xf16>`` that the layout model keeps in its warp but whose PTX at that line is
``st.shared.b16`` ×16 and ``ld.shared.b16`` ×1 (the convert finding says so from the PTX). The narrow-access finding
first said "they may come from a convert_layout's scratch", then, with the causes grouped per Python line, "the IR
shows no cause for them, so the cause is not known". Now a convert whose lowered code goes through shared memory is
a cause (``conversions.lowered_through_shared``), and rule ``narrow-group`` refuses "no cause" beside one."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T11B = ROOT / "tests/data/trial2_kernels/t11b_commands.sh"


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11B, "t11b_sparge_pool_quant")


def test_the_pooled_row_convert_is_the_cause_of_the_16_bit_accesses(pool) -> None:
    """The TTGIR's one convert of 128xf16 at Python line 39 is named as the cause of the PTX and SASS narrow accesses
    of that line (rule narrow-scratch), neither finding says "no cause", and selfcheck holds."""
    comp, got = pool
    ttgir = got.stages["ttgir"].splitlines()
    cvt = [n for n, ln in enumerate(ttgir, 1) if re.search(r"ttg\.convert_layout %\S+ : tensor<128xf16,", ln)]
    assert len(cvt) == 1
    narrow = [f for f in got.report.findings if f.kind == "shared_memory" and f.message.startswith("narrow shared")]
    assert {f.stage for f in narrow} >= {"ptx", "sass"}
    for f in narrow:
        assert "no cause" not in f.message, f.message
        lines = [c.value for c in f.claims if re.fullmatch(r"cause\d+/line", c.key) and c.rule == "narrow-scratch"]
        assert lines == cvt, (f.stage, lines)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
