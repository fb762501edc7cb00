"""Regression test for trial 9c's F2 (docs/trial9c.md) on NSA's ``count_kernel`` (``tl.histogram`` into 256
bins), on cuda:103 and gfx950.

"shared-memory traffic in ptx: ld.shared 32-bit ×2, st.shared 32-bit ×2" (sass "STS ×2, LDS ×2"): the histogram adds
1 to its bins with 32 shared-memory atomics per thread (``atom.shared.add``, ``ATOMS.POPC.INC``; ``ds_add_u32`` on
AMD), which the list left out. The list now counts them, and rule ``traffic-count`` checks that a traffic finding
lists every shared-memory instruction of its stage."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T9C = ROOT / "tests/data/trial2_kernels/t9c_commands.sh"


@pytest.fixture(scope="module")
def count_b300(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9C, "t9c_nsa_count")


@pytest.fixture(scope="module")
def count_mi355(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9C, "t9c_nsa_count_mi355")


def _traffic(got, stage: str):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings
                if f.stage == stage and f.message.startswith(f"shared-memory traffic in {stage}:"))


def _violations(comp, got, findings) -> list[str]:  # type: ignore[no-untyped-def]
    res = consistency.check(comp, findings, dict(got.report.metrics), got.stages)
    return [rule for rule, _ in res.violations]


def _atomic_lines(stage: str, text: str) -> list[int]:
    """The lines of ``text`` holding a shared-memory atomic, read with this test's own patterns (PTX ISA
    ``atom``/``red`` with ``.shared``; SASS ``ATOMS``; AMDGCN ``ds_add_*`` and the other LDS read-modify-writes)."""
    pattern = {"ptx": r"^\s*(?:@!?%\w+\s+)?(?:atom|red)\.[\w.:]*\bshared\b",
               "sass": r"^\s*/\*[0-9a-f]+\*/\s+(?:@!?U?P\w+\s+)?ATOMS\b",
               "amdgcn": r"^\s*ds_(?:add|sub|inc|dec|min|max|and|or|xor)_"}[stage]
    return [n for n, ln in enumerate(text.splitlines(), 1) if re.search(pattern, ln)]


def _without(f, key: str):  # type: ignore[no-untyped-def]
    """``f`` as before the fix: no claim ``counts/<key>`` and no words for it."""
    claims = tuple(c for c in f.claims if c.key != f"counts/{key}")
    head, rest = f.template.split(": ", 1)
    kept = [part for part in rest.split(", ") if f"{{counts/{key}}}" not in part]
    return dataclasses.replace(f, claims=claims, template=f"{head}: " + ", ".join(kept))


OLD = "shared-memory traffic in "


@pytest.mark.parametrize(("case", "stage", "key", "old"), [
    ("count_b300", "ptx", "atom.shared 32-bit", OLD + "ptx: ld.shared 32-bit ×2, st.shared 32-bit ×2"),
    ("count_b300", "sass", "ATOMS.POPC.INC.32", OLD + "sass: STS ×2, LDS ×2"),
    ("count_mi355", "amdgcn", "ds_add_u32", OLD + "amdgcn: ds_write_b32 ×1, ds_read_b32 ×1"),
])
def test_the_histogram_atomics_are_shared_memory_traffic(case: str, stage: str, key: str, old: str,
                                                         request: pytest.FixtureRequest) -> None:
    """F2: the traffic finding counts the histogram's shared-memory atomics at their lines (32 per thread on
    cuda:103 in PTX and SASS, 4 ``ds_add_u32`` on gfx950), and the old list without them is caught by
    ``traffic-count`` (a traffic finding must list every shared-memory instruction of its stage)."""
    comp, got = request.getfixturevalue(case)
    lines = _atomic_lines(stage, got.stages[stage])
    assert len(lines) == (4 if stage == "amdgcn" else 32), lines
    f = _traffic(got, stage)
    claim = f.claim(f"counts/{key}")
    assert claim is not None, f.message
    assert claim.value == len(lines) and sorted(r.line for r in claim.about) == lines
    assert f"{key} ×{len(lines)}" in f.message, f.message
    assert not _violations(comp, got, got.report.findings)
    before = _without(f, key)
    assert before.message.split("  [")[0] == old, before.message
    assert "traffic-count" in _violations(comp, got, [before])
