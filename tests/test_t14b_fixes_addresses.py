"""Regression test for trial 14b M3 (docs/trial14b.md): transformers' block-scaled fp8 GEMM on cuda:90
(``t14b_hf_fp8_block_mm``) wraps its rows, ``offs_am = (…) % M``, and multiplies them by two strides in i32:
``offs_am * stride_As_m`` (the row scales) and ``offs_am[:, None] * stride_am`` (the A tile). The overflow warning of
the first said "offs_am is a remainder by M, at most M - 1, so that needs M > 1024"; the second, the same remainder
seen through ``tt.expand_dims``, gave only "from offs_am[:, None] = 1024 on", as if any M reached it. Both say the
bound now, and rule ``var-name`` (which re-derives the example) refuses the old one."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T14B = ROOT / "tests/data/trial2_kernels/t14b_commands.sh"
# e.g. %offs_am_11 = arith.remsi %offs_am_9, %offs_am_10 : tensor<128xi32> loc(#loc89)
_REM = re.compile(r"^\s*(?P<res>%\w+) = arith\.remsi %\w+, (?P<n>%\w+) : tensor<128xi32>")
# e.g. %offs_am_10 = tt.splat %M : i32 -> tensor<128xi32> loc(#loc89)
_SPLAT = re.compile(r"^\s*(?P<res>%\w+) = tt\.splat %(?P<arg>\w+) : i32 -> tensor<128xi32>")
# e.g. %a_ptrs = tt.expand_dims %offs_am_11 {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32> loc(#loc92)
_EXPAND = re.compile(r"^\s*(?P<res>%\w+) = tt\.expand_dims (?P<src>%\w+) \{axis = 1 : i32\}")
# e.g. %a_ptrs_17 = arith.muli %a_ptrs, %a_ptrs_16 : tensor<128x1xi32> loc(#loc92)
_MULI = re.compile(r"= arith\.muli (?P<a>%\w+), (?P<b>%\w+) : tensor<128x1xi32>")


@pytest.fixture(scope="module")
def fp8(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14B, "t14b_hf_fp8_block_mm")


def test_a_remainder_seen_through_expand_dims_is_bounded(fp8) -> None:  # type: ignore[no-untyped-def]
    """The TTIR product of ``stride_am`` multiplies the ``tt.expand_dims`` of a remainder by the argument ``M``; its
    warning gives the remainder's bound, as the warning of the 1-D product of the same remainder does; every
    statement holds, and the old example (no bound) is refused."""
    comp, got = fp8
    ttir = got.stages["ttir"].splitlines()
    splats = {m["res"]: m["arg"] for ln in ttir if (m := _SPLAT.match(ln))}
    rems = {m["res"]: splats.get(m["n"]) for ln in ttir if (m := _REM.match(ln))}
    expanded = {m["res"]: rems[m["src"]] for ln in ttir if (m := _EXPAND.match(ln)) and m["src"] in rems}
    lines = [n for n, ln in enumerate(ttir, 1) if (m := _MULI.search(ln))
             and expanded.get(m["a"]) == "M" and "stride_am" in ln.split(":")[0] + ttir[n - 2]]
    assert len(lines) == 1, lines
    [f] = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn" and f.stage == "ttir"
           and lines[0] in f.lines]
    assert "offs_am[:, None] is a remainder by M, at most M - 1, so that needs M > 1024" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    example = f.claim("example")
    old = replace(f, claims=tuple(replace(c, value=str(c.value).split("; ")[0]) if c.key == "example" else c
                                  for c in f.claims), message="")
    assert old.claim("example").value != example.value
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["var-name"], res.violations[:3]
