"""Regression tests for trial 14a's M4 (docs/trial14a.md) on the int8 scaled matmul (``t14a_qt_mm_i8_sm100``,
cuda:100).

M4: the summary said "shared 128 KiB per CTA" where Triton's metadata ``shared`` is 131,088 bytes: two 64 KiB rings
and 16 bytes of mbarriers (ttgir ``memdesc<2x1xi64>``). ``size_text`` rounded to 4 significant digits, so the 16
bytes vanished there while 65,552 bytes read "64.02 KiB". Now a size that KiB to 4 digits does not state exactly
reads "131,088 B (128.02 KiB)", and the metric rule ``shared_bytes`` refuses a shown text that does not state the
metadata's bytes."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.core.units import size_bytes, size_text
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.shared import shared_bytes, shown_bytes

T14A = ROOT / "tests/data/trial2_kernels/t14a_commands.sh"
# e.g.     %17 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared2, #smem, mutable> loc(#loc1)
_BARRIERS = re.compile(r"= ttg\.local_alloc\b.*memdesc<(\d+)x1xi64")


def test_size_text_keeps_every_byte() -> None:
    """Sizes KiB to 4 digits states exactly keep that form; others give the bytes first (trial 14a M4's 131,088
    and 65,552), and each reads back to its bytes."""
    assert [size_text(n) for n in (16, 1536, 98304, 131088, 65552, -16400)] == \
        ["16 B", "1.5 KiB", "96 KiB", "131,088 B (128.02 KiB)", "65,552 B (64.02 KiB)", "-16,400 B (-16.02 KiB)"]
    assert [size_bytes(size_text(n)) for n in (16, 1536, 98304, 131088, 65552, -16400)] == \
        [16, 1536, 98304, 131088, 65552, -16400]


@pytest.fixture(scope="module")
def qt(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14A, "t14a_qt_mm_i8_sm100")


def test_summary_states_the_metadata_bytes(qt) -> None:
    """The metadata's ``shared`` is 128 KiB and 16 bytes (the TTGIR's mbarrier array, 2 × 8 bytes); the summary
    reads "131,088 B (128.02 KiB) per CTA"; the metric rule holds it and refuses the old "128 KiB"."""
    comp, got = qt
    meta = comp.metadata["shared"]
    bars = [int(m[1]) for ln in got.stages["ttgir"].splitlines() if (m := _BARRIERS.search(ln))]
    assert meta == 131072 + 8 * sum(bars) == 131088, (meta, bars)
    rows = dict(got.report.summary)
    assert rows["shared"] == "131,088 B (128.02 KiB) per CTA"
    ctx = claim_context(got, comp)
    ok, why = shared_bytes(got.report.metrics["shared_bytes"], ctx)
    assert ok, why
    ok, why = shown_bytes("128 KiB", meta)  # trial 14a M4's text
    assert not ok and "131088" in why, why
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
