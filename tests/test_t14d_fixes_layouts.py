"""Regression test for trial 14d's M2 (docs/trial14d.md) on rtp-llm's fused add-RMSNorm fp8 quantisation
(``t14d_rtp_add_rmsnorm_fp8``, cuda:100).

The conversion of the packed UE8M0 exponents (ttgir ``ttg.convert_layout %packed… : tensor<16xi32,
#ttg.slice<{dim = 1, parent = #linear}>> -> tensor<16xi32, #blocked1>``) described its source as "slice dim=1 of
linear: 2 elements per thread (register/lane/warp bases 1/5/3); lane bases 0, 1 and 2 are zero (broadcast)": the
bases and the count are the parent ``#linear``'s (``lane = [[0, 0], [0, 0], [0, 0], [0, 1], [0, 2]]``); in the
slice, which drops dimension 1 from every basis, all five lane bases are zero. The description now says they are the
parent's, and the ``cvt-type`` rule, which re-describes the cited type, refuses the old words."""

from __future__ import annotations

import json
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.layouts import cvt_type

T14D = ROOT / "tests/data/trial2_kernels/t14d_commands.sh"
# e.g. #linear = #ttg.linear<{register = [[8, 0]], lane = [[0, 0], [0, 0], [0, 0], [0, 1], [0, 2]], warp = …
_LINEAR = re.compile(r"^#linear = #ttg\.linear<\{register = (\[.*?\]), lane = (\[.*?\]), warp = (\[.*?\]), block")


@pytest.fixture(scope="module")
def rms(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14D, "t14d_rtp_add_rmsnorm_fp8")


def test_a_slice_of_linear_says_its_bases_are_the_parents(rms) -> None:
    comp, got = rms
    ttgir = got.stages["ttgir"]
    (m,) = [m for ln in ttgir.splitlines() if (m := _LINEAR.match(ln))]
    lanes = json.loads(m[2])  # the alias's own lists of bases, [[dim0, dim1], …]
    zero_parent = [i for i, b in enumerate(lanes) if not any(b)]
    zero_slice = [i for i, b in enumerate(lanes) if not b[0]]  # dim 1 dropped
    assert len(json.loads(m[1])) == 1 and zero_parent == [0, 1, 2] and zero_slice == [0, 1, 2, 3, 4]
    line = next(n for n, ln in enumerate(ttgir.splitlines(), 1)
                if "ttg.convert_layout" in ln and "tensor<16xi32, #ttg.slice<{dim = 1, parent = #linear}>>" in ln)
    (f,) = [f for f in got.report.findings if f.kind == "convert_layout" and f.lines[0] == line]
    assert f.claim("src").value == ("slice dim=1 of linear (the parent holds 2 elements per thread "
                                    "(register/lane/warp bases 1/5/3); its lane bases 0, 1 and 2 are zero (broadcast))")
    assert f.claim("src_per_thread").value == 2
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    old = with_claim(f, "src", "slice dim=1 of linear: 2 elements per thread (register/lane/warp bases 1/5/3); lane "
                     "bases 0, 1 and 2 are zero (broadcast)")
    ok, why = cvt_type(old.claim("src"), old, claim_context(got, comp))
    assert not ok, why
