"""Regression tests for trial 13c's F2 (docs/trial13c.md) on tritonBLAS's stream-K GEMM (``t13c_tblas_streamk``,
hip:gfx942).

The owner of a stream-K tile splits its accumulator into quadrants (``tl.reshape``/``tl.permute``/``tl.split``,
Python lines 139-140): two ``ttg.convert_layout`` of ``64x64x2xf32`` through shared memory, inside an ``scf.if``
of the ``do`` region of the stream-K ``scf.while`` (``while start_iter < last_iter``). They were an ``info`` with
``in_loop = false``: the TTGIR reader (:func:`ir_explorer.ir.ttgir.scan`) closed the ``scf.while`` at ``} do {``, so
nothing in a ``do`` region had the loop among its ``loops``; and rule ``cvt-loop`` stopped at the ``^bb0(…)`` block
label, indented like ``} do {``, so it agreed. Now both converts are a ``warn`` inside the loop, told that they sit in
the ``scf.if`` of that ``scf.while``; the old claim is caught."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T13C = ROOT / "tests/data/trial2_kernels/t13c_commands.sh"
# e.g.         %6 = ttg.convert_layout %5 : tensor<64x64x2xf32, #linear4> -> tensor<64x64x2xf32, #blocked3>
_QUADRANT = re.compile(r"= ttg\.convert_layout %\w+ : tensor<64x64x2xf32")
# e.g.     %start_iter_48 = scf.while (%start_iter_49 = %start_iter_43) : (i32) -> i32 {
_WHILE = re.compile(r"^    %\w+ = scf\.while ")
# e.g.       scf.if %1 {
_IF = re.compile(r"^\s*scf\.if %\w+ \{")


@pytest.fixture(scope="module")
def streamk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13C, "t13c_tblas_streamk")


def _lines(got, pattern: re.Pattern[str]) -> list[int]:  # type: ignore[no-untyped-def]
    return [n for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if pattern.search(ln)]


def _quadrants(got):  # type: ignore[no-untyped-def]
    lines = _lines(got, _QUADRANT)
    assert len(lines) == 2, lines
    return [f for f in got.report.findings if f.kind == "convert_layout" and f.lines[0] in lines]


def test_the_quadrant_converts_are_inside_the_stream_k_loop(streamk) -> None:
    """Both converts: ``in_loop`` true, a ``warn``, "in an scf.if (ttgir:N) inside the loop (ttgir:M)" with N the
    ``scf.if`` around them and M the outer ``scf.while``; selfcheck holds."""
    comp, got = streamk
    (loop,) = _lines(got, _WHILE)
    found = _quadrants(got)
    assert len(found) == 2
    for f in found:
        assert f.claim("in_loop").value is True, f.message
        assert f.severity == "warn", f.message
        branch = f.claim("branch_line").value
        assert branch in _lines(got, _IF) and loop < branch < f.lines[0], f.message
        assert f.claim("loop_line").value == loop, f.message
        assert f"inside the loop (ttgir:{loop})" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_not_in_a_loop_claim_is_caught(streamk) -> None:
    """Trial 13c's ``in_loop = false`` is refused by ``cvt-loop``, which now reads past the ``^bb0`` label."""
    comp, got = streamk
    for f in _quadrants(got):
        old = with_claim(f, "in_loop", False)
        res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "cvt-loop"], (f.message, res.violations[:3])
