"""Regression tests for trial 10d's F5 (docs/trial10d.md): the sector model of a load whose padding lanes a constant
mask turns off.

triton_kernels' ``_masked_compaction`` (cuda:103) loads ``K = 6`` values per row through ``offs =
tl.arange(0, next_power_of_2(K))`` (8) masked by ``offs < K``: TTGIR ``tt.make_range {end = 8 …}`` compared
(``arith.cmpi slt``) with ``arith.constant dense<6>``. The model counted all 8 lanes: "2 sectors for 32 bytes used
per warp request (ideal 1)", the base taken 8 bytes past a 32-byte boundary (``row * 6`` floats). Lanes 6 and 7 never
access memory: 24 bytes, bytes 8-31 of one sector. The model now drops the elements the mask turns off; selfcheck's
``sectors`` bounds the bytes by what such a mask can enable and refuses the old 32."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T10D = ROOT / "tests/data/trial2_kernels/t10d_commands.sh"
# e.g.     %in_row = arith.cmpi slt, %offs, %cst_4 : tensor<8xi32, #blocked> loc(#loc39)
_MASK = re.compile(r"^\s*%in_row\w* = arith\.cmpi slt, %offs\w*, (?P<c>%\w+) : tensor<8xi32")


@pytest.fixture(scope="module")
def compaction(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10D, "t10d_tk_masked_compaction")


def _row_loads(got):  # type: ignore[no-untyped-def]
    """The two contiguous row loads (values and indices), whose sector model the findings state."""
    return [f for f in got.report.findings if f.kind == "coalescing" and f.claim("axisinfo/sectors/bytes")]


def test_the_padding_lanes_use_no_bytes(compaction) -> None:
    """The mask is ``offs < 6`` over 8 lanes: each row load uses 6 × 4 = 24 bytes, in 1 sector at the assumed base
    (8 bytes past a boundary); selfcheck holds."""
    comp, got = compaction
    ttgir = got.stages["ttgir"]
    m = next(m for ln in ttgir.splitlines() if (m := _MASK.match(ln)))
    assert re.search(rf"^\s*{re.escape(m['c'])} = arith\.constant dense<6> : tensor<8xi32", ttgir, re.M)
    loads = _row_loads(got)
    assert len(loads) == 2
    for f in loads:
        assert f.claim("axisinfo/sectors/request_bytes").value == 24
        assert f.claim("axisinfo/sectors/request_sectors").value == 1
        assert "1 sectors for 24 bytes used per warp request (ideal 1)" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_32_bytes_are_caught(compaction) -> None:
    """Trial 10d F5: "2 sectors for 32 bytes used per warp request" is refused by ``sectors``: at most 24 bytes."""
    comp, got = compaction
    f = _row_loads(got)[0]
    lie = with_claim(with_claim(with_claim(f, "axisinfo/sectors/request_bytes", 32),
                                "axisinfo/sectors/request_sectors", 2), "axisinfo/sectors/bytes", 32)
    verdicts = [(ok, text) for rule, ok, text in check_claims(lie, claim_context(got, comp))
                if rule == "sectors" and "request_bytes = 32" in text]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
    assert any("at most 24 distinct bytes" in text for _, text in verdicts), verdicts
