"""Regression test for trial 13c's S1 (docs/trial13c.md), a selfcheck false alarm, on Primus-Turbo's cross-entropy
forward with a strided vocabulary (``t13c_pt_cross_entropy_strided``, hip:gfx942).

``x = tl.load(X_ptr + offs.to(tl.int64) * X_stride_2, …)`` with ``X_stride_2 = 4096``: the narrow-load warning says
that ``arith.muli`` multiplies the offsets by the argument ``X_stride_2``. The TTGIR reads it through a sign
extension (``%x = arith.extsi %X_stride_2 : i32 to i64``, ``%x_16 = tt.splat %x``), and rule ``coal-inner-stride``
accepted the argument only as an operand of the ``arith.muli`` or through one ``tt.splat``: "FALSE
coal-inner-stride … holds the argument: False". The rule now also reads through an integer cast; another argument
said in its place is still refused."""

from __future__ import annotations

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T13C = ROOT / "tests/data/trial2_kernels/t13c_commands.sh"


@pytest.fixture(scope="module")
def strided(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13C, "t13c_pt_cross_entropy_strided")


def _narrow(got):  # type: ignore[no-untyped-def]
    return [f for f in got.report.findings if f.kind == "coalescing" and f.claim("cause/inner_stride/0") is not None]


def test_the_sign_extended_stride_holds(strided) -> None:
    """The vocabulary load's narrow-load cause names ``X_stride_2``, an ``i32`` argument; selfcheck holds."""
    comp, got = strided
    found = _narrow(got)
    assert found
    for f in found:
        assert f.claim("cause/inner_stride/0").value == "X_stride_2", f.message
    assert "arith.extsi %X_stride_2 : i32 to i64" in got.stages["ttgir"]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_another_argument_is_still_refused(strided) -> None:
    """``X_stride_0`` said in its place (a runtime argument that multiplies no offset of this load) is refused."""
    comp, got = strided
    for f in _narrow(got):
        res = consistency.check(comp, [with_claim(f, "cause/inner_stride/0", "X_stride_0")],
                                dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "coal-inner-stride"], res.violations[:3]
