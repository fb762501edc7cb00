"""Regression test for the closing trial's shared-memory item (docs/trial8a.md F3).

F3 (kernl attention, cuda:100): "ttg.async_copy_global_to_local writes %am_80 (…) with about 2-way bank conflicts (8
wavefronts where 4 would do; warp 0 of blocked sizePerThread=[1,8] …, 16-byte accesses …)". The mask copies print no
``contiguity`` (its default is 1, ``TritonGPUOps.td``), the K and V copies ``{contiguity = 8}``, and the PTX of the
mask's Python line is ``cp.async.ca.shared.global.L2::cache_hint […], […], 0x4``: 4-byte accesses. The model now
takes an async copy's missing ``contiguity`` as 1; selfcheck's ``access-width`` rule (which flagged the old
statement) holds."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T8A = ROOT / "tests/data/trial2_kernels/t8a_commands.sh"
# e.g. .loc	1 54 20                         // t8a_kernl_attention.py:54:20
_LOC = re.compile(r"^\s*\.loc\s+1\s+(\d+)\s")
# e.g. cp.async.ca.shared.global.L2::cache_hint [ %r1229 + 0 ], [ %rd128 + 0 ], 0x4, %r288, %rd502;
_CP_ASYNC = re.compile(r"^\s*(?:@%p\d+\s+)?cp\.async\.c[ag]\.shared\.global(?:\.[\w:]+)* \[[^\]]*\], \[[^\]]*\], "
                       r"(0x[0-9a-f]+|\d+)")


@pytest.fixture(scope="module")
def attention(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8A, "t8a_kernl_attention")


def test_mask_copies_are_4_byte_accesses(attention) -> None:  # type: ignore[no-untyped-def]
    """F3: the copies into the mask buffer carry no contiguity and the PTX of their Python line copies 4 bytes each;
    the finding models 4-byte accesses, all rules hold, and the old 16 is caught by ``access-width``."""
    comp, got = attention
    f = next(f for f in got.report.findings if f.kind == "shared_memory" and "writes %am_" in f.message)
    lines = got.stages["ttgir"].splitlines()
    assert all("contiguity" not in lines[n - 1] and "ttg.async_copy_global_to_local" in lines[n - 1]
               for n in f.lines)
    where, widths = None, set()
    for ln in got.stages["ptx"].splitlines():
        if m := _LOC.match(ln):
            where = int(m.group(1))
        elif where == f.python_line and (m := _CP_ASYNC.match(ln)):
            widths.add(int(m.group(1), 0))
    assert widths == {4}
    assert f.claim("access_bytes").value == 4 and "4-byte accesses" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    res = consistency.check(comp, [with_claim(f, "access_bytes", 16)], dict(got.report.metrics), got.stages)
    assert any(r == "access-width" for r, _ in res.violations), res.violations[:3]


@pytest.fixture(scope="module")
def grouped_gemm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8A, "t8a_unsloth_grouped_gemm")


def test_excess_is_not_called_the_converts_scratch(grouped_gemm) -> None:  # type: ignore[no-untyped-def]
    """M1: "allocations total 98344 bytes; metadata shared = 98352; 8 more bytes: scratch for those of the 1
    convert_layout … and alignment" read as if the 128x128xbf16 convert took 8 bytes; it converts through shared
    memory (PTX ``st.shared`` 128-bit and ``ldmatrix`` on its line) after the rings are freed, so its scratch reuses
    their space and the 8 bytes are padding. The sentence now says the scratch counts only where it does not fit
    in freed space; the rules hold."""
    comp, got = grouped_gemm
    total = next(f for f in got.report.findings if f.message.startswith("allocations total "))
    assert total.claim("allocations_bytes").value == 98344 and comp.metadata["shared"] == 98352
    cvt = next(f for f in got.report.findings if f.kind == "convert_layout" and "through shared memory" in f.message)
    assert cvt.claim("scratch_at_most").value > total.claim("difference").value == 8
    assert "8 more bytes: scratch for" not in total.message
    assert "as far as it does not fit in space the allocations free" in total.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0] in ("shared-total", "scratch-ops")], res.violations[:3]
