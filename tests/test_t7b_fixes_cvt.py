"""Regression test for trial 7b's F1 (docs/trial7b.md) on mamba's ``_chunk_cumsum_bwd_kernel`` (cuda:120).

``tl.atomic_add(dA_ptr + offs_h * stride, tl.sum(ddA * dt, axis=1), mask=…)`` converts the row sum (a slice of
``#blocked1``) to the atomic's ``#blocked2`` on the atomic's own Python line and column. The owner model keeps the
elements in their warp ("warp shuffles"), but Triton lowers the convert through ``st.shared``/``ldmatrix``; the
analysis did not take the PTX's word because the line also holds the ``tt.atomic_rmw``, counted as a shared-memory
user. Triton gives an atomic scratch only for a scalar pointer (``lib/Analysis/Allocation.cpp``), so an atomic on
a tensor of pointers no longer hides the PTX; the rule re-derives the same through the IR model's operand type."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T7B = ROOT / "tests/data/trial2_kernels/t7b_commands.sh"
# e.g.   %9 = ttg.convert_layout %dA_109 : tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<…>
_CVT = re.compile(r"^\s*%(?P<res>[\w.]+) = ttg\.convert_layout %\S+ : tensor<8xf32, #ttg\.slice<")
# e.g.   %10 = tt.atomic_rmw fadd, acq_rel, gpu, %8, %9, %A_69 : (tensor<8x!tt.ptr<f32>, #blocked2>, …
_ATOMIC = re.compile(r"tt\.atomic_rmw fadd, \w+, \w+, %\S+, %(?P<val>[\w.]+), %\S+ : \(tensor<8x!tt\.ptr<f32>")
# e.g.   .loc	1 58 5
_LOC = re.compile(r"^\s*\.loc\s+\d+\s+(?P<line>\d+)\s")


@pytest.fixture(scope="module")
def cumsum(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7B, "t7b_mamba_cumsum_bwd")


def _ptx_shared_at(ptx: str, pyline: int) -> list[str]:
    """The PTX shared-memory loads and stores whose ``.loc`` is Python line ``pyline`` of the kernel file."""
    out, at = [], None
    for ln in ptx.splitlines():
        if m := _LOC.match(ln):
            at = int(m.group("line"))
        elif at == pyline and re.search(r"\b(st\.shared|ld\.shared|ldmatrix|stmatrix)\b", ln):
            out.append(ln.strip())
    return out


def test_convert_feeding_a_tensor_atomic_goes_through_shared_memory(cumsum) -> None:
    """Both row sums reach their ``tt.atomic_rmw`` (a tensor of 8 pointers) through a ``ttg.convert_layout`` whose
    PTX (Python lines 58 and 60) is ``st.shared`` then ``ldmatrix``: the findings say "through shared memory" and
    cite those instructions; selfcheck holds."""
    comp, got = cumsum
    lines = got.stages["ttgir"].splitlines()
    cvts = {m.group("res"): n for n, ln in enumerate(lines, 1) if (m := _CVT.match(ln))}
    fed = [cvts[m.group("val")] for ln in lines if (m := _ATOMIC.search(ln)) and m.group("val") in cvts]
    assert len(fed) == 2, fed
    for line in fed:
        f = next(f for f in got.report.findings if f.kind == "convert_layout" and f.lines == (line,))
        shared = _ptx_shared_at(got.stages["ptx"], f.python_line)
        assert any(s.startswith("st.shared") for s in shared) and any(s.startswith("ldmatrix") for s in shared), shared
        assert f.claim("scratch").value is True
        assert "through shared memory" in f.message and "without shared memory" not in f.message
        assert "warp shuffles" not in f.message.split("the layout model alone said")[0]
        # since trial 15e the layout model decides this itself (2 mixed register-lane transpositions: Triton 3.9's
        # cvtNeedsWarpShuffle wants fewer), before the PTX of the line is consulted
        assert "2 register bits trade places with lane bits" in str(f.claim("reason").value)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_statement_is_caught(cumsum) -> None:
    """Trial 7b's statement, "without shared memory … elements stay in their warp: warp shuffles", is refused by
    ``cvt-decision``: the PTX of the line moves the data through shared memory."""
    comp, got = cumsum
    f = next(f for f in got.report.findings if f.kind == "convert_layout" and f.python_line == 58)
    old = "elements stay in their warp: warp shuffles (or shared memory if Triton finds no shuffle sequence)"
    claims = tuple(replace(c, value={"scratch": False, "reason": old}[c.key]) if c.key in ("scratch", "reason")
                   else c for c in f.claims)
    res = consistency.check(comp, [replace(f, claims=claims)], dict(got.report.metrics), got.stages)
    hit = {key for r, text in res.violations if r == "cvt-decision" for key in ("scratch", "reason") if key in text}
    assert hit == {"scratch", "reason"}, res.violations[:4]
