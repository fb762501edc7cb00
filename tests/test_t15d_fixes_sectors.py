"""Regression test for trial 15d's F1 (docs/trial15d.md): the sector model's stride of a flat index split by floor
divisions, on gpu-mode's permuted-eye writer (``t15d_eye_sm100``, cuda:100).

``batch = offs // (n * n)``, ``rem = offs - batch * n * n``, ``row = rem // n``, ``col = rem - row * n`` and the
gather ``perm + batch * n + col`` (n = 64, a block of 256): the model linearised ``x // c`` as ``x / c``, so ``rem``
and ``col`` got stride 0 and the pointer 1/64, and the i64 load's line said "1 sectors for 16 bytes used per warp
request (ideal 1)". AxisInfo gives that pointer contiguity 64 (each warp's 64 consecutive indices are one row's 64
consecutive ``perm`` entries: 32 lanes x 16 bytes, 512 bytes). The model's stride now yields to AxisInfo's
contiguity (none where the runs restart inside the dimension, so no estimate is made here), and rule ``sectors``
refuses a request's byte count below what the lanes inside one run of that contiguity read."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses import coalescing
from ir_explorer.analyses.axisinfo import lattice
from ir_explorer.engines import consistency, report

T15D = ROOT / "tests/data/trial2_kernels/t15d_commands.sh"
P = "axisinfo/sectors/"
# e.g.     %source_row_13 = tt.load %source_row_12, %mask_6, %cst : tensor<256x!tt.ptr<i64>, #blocked> loc(#loc20)
_GATHER = re.compile(r"^\s*%\w+ = tt\.load .*: tensor<256x!tt\.ptr<i64>")


@pytest.fixture(scope="module")
def eye(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15D, "t15d_eye_sm100")


def _gather(findings, ttgir: str):  # type: ignore[no-untyped-def]
    (line,) = [n for n, ln in enumerate(ttgir.splitlines(), 1) if _GATHER.search(ln)]
    found = [f for f in findings if f.kind == "coalescing" and f.stage == "ttgir" and f.lines and f.lines[0] == line]
    assert len(found) == 1, [f.message for f in found]
    return found[0]


def test_the_gather_is_not_said_to_read_one_sector(eye) -> None:
    """The ``perm`` load: the IR's ``arith.divsi`` by 4096 and by 64, AxisInfo's pointer contiguity 64 of 256
    elements; no sector estimate (the 16 bytes of before are gone), and selfcheck holds."""
    comp, got = eye
    ttgir = got.stages["ttgir"]
    assert re.search(r"arith\.divsi %offsets_\w+, %cst\w* : tensor<256xi32", ttgir), ttgir[:2000]
    f = _gather(got.report.findings, ttgir)
    assert f.claim("axisinfo/pointer/contiguity").value == (64,), f.message
    assert f.claim(P + "request_bytes") is None and "sectors for" not in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_estimate_is_refused(eye, monkeypatch: pytest.MonkeyPatch) -> None:
    """The estimate the old stride gave (the lattice without the contiguity check): 16 bytes per request, which
    rule ``sectors`` now refuses: the 32 lanes' first indices 0, 2 … 62 lie in one run of contiguity 64, 512
    bytes."""
    comp, got = eye
    monkeypatch.setattr(lattice, "_agree_with_contiguity", lambda stride, info, rt: stride)
    inp = report._analysis_input(comp, list(got.stages), None)
    old = _gather(coalescing.analyze(inp).findings, got.stages["ttgir"])
    assert old.claim(P + "request_bytes").value == 16, old.message
    assert "1 sectors for 16 bytes used per warp request" in old.message, old.message
    monkeypatch.undo()
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    bad = [t for r, t in res.violations if r == "sectors" and "at least 512 bytes" in t]
    assert bad, res.violations[:5]
