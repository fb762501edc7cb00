"""Regression test for trial 9d's F2 (docs/trial9d.md) on GPTQ-triton's ``matmul4_kernel`` (cuda:90).

The PTX's ten 16-bit shared accesses (``st.shared.b16`` ×2, ``ld.shared.b16`` ×8) carry Python line 52: the two
128xf16 ``ttg.convert_layout`` of the scales and zeros. The narrow-access finding also named the 64x128xf16 output
convert (Python line 61) "which may cause them", though its PTX there is ``st.shared.v4.b32`` and ``ldmatrix``:
``narrow-scratch`` asked only for some shared instruction at the convert's line. Now the analysis names a scratch
convert only where a narrow instruction carries its Python line, and the rule asks for one under 32 bits."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses.findings import Ref
from ir_explorer.engines import consistency

T9D = ROOT / "tests/data/trial2_kernels/t9d_commands.sh"
# e.g. %w = ttg.convert_layout %scales_55 : tensor<128xf16, #blocked1> -> tensor<128xf16, #ttg.slice<…>>
_CVT = re.compile(r"= ttg\.convert_layout %\S+ : tensor<(?P<shape>[\dx]+)xf16,")


@pytest.fixture(scope="module")
def gptq(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9D, "t9d_gptq_matmul4")


def _converts(ttgir: str) -> dict[str, list[int]]:
    """The f16 converts' lines by shape: ``128`` (scales and zeros) and ``64x128`` (the output tile)."""
    out: dict[str, list[int]] = {}
    for n, ln in enumerate(ttgir.splitlines(), 1):
        if m := _CVT.search(ln):
            out.setdefault(m["shape"], []).append(n)
    return out


def _narrow(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "shared_memory" and f.stage == "ptx"
                and "narrow shared-memory accesses" in f.message)


def test_only_the_converts_at_the_narrow_accesses_line_are_named(gptq) -> None:
    """The PTX's 16-bit accesses are at Python line 52; the finding names the two 128xf16 converts and not the
    64x128xf16 one; selfcheck holds."""
    comp, got = gptq
    cvt = _converts(got.stages["ttgir"])
    assert len(cvt["128"]) == 2 and len(cvt["64x128"]) == 1, cvt
    ptx = got.stages["ptx"].splitlines()
    narrow = [n for n, ln in enumerate(ptx, 1) if re.search(r"\b(ld|st)\.shared\.b16\b", ln)]
    assert len(narrow) == 10
    locs = set()
    for n in narrow:  # the .loc in force at each narrow access
        loc = next(m for ln in reversed(ptx[:n]) if (m := re.search(r"\.loc\s+\d+\s+(\d+)\s", ln)))
        locs.add(int(loc.group(1)))
    assert locs == {52}
    f = _narrow(got)
    named = sorted(c.value for c in f.claims if re.fullmatch(r"cause\d+/line", c.key))
    assert named == cvt["128"], (named, cvt)
    assert f"ttgir:{cvt['64x128'][0]}" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_naming_the_output_convert_is_caught(gptq) -> None:
    """Trial 9d's cause, the 64x128xf16 convert at Python line 61, is refused by ``narrow-scratch``: the PTX has no
    shared instruction under 32 bits at that line (only ``st.shared`` 128-bit and ``ldmatrix``)."""
    comp, got = gptq
    out = _converts(got.stages["ttgir"])["64x128"][0]
    f = _narrow(got)
    at = (Ref("ttgir", out, "ttg.convert_layout"),)
    claims = tuple(dataclasses.replace(c, value=out, about=at) if c.key == "cause1/line" else
                   dataclasses.replace(c, about=at) if c.key.startswith("cause1/") else c for c in f.claims)
    res = consistency.check(comp, [dataclasses.replace(f, claims=claims)], dict(got.report.metrics), got.stages)
    hit = [text for r, text in res.violations if r == "narrow-scratch" and "under 32 bits" in text]
    assert hit, res.violations[:3]
