"""Regression test for trial 12d's F1 on sm_120 (docs/trial12d.md): the worker warps' dispatch byte said to have no
cause.

The warp-specialized persistent GEMM of ``t12d_ws_matmul_sm120`` (tritonbench's ``matmul_kernel_tma_persistent``,
cuda:120) has a ``ttg.warp_specialize``; its worker warps read their state byte (``ld.shared.b8`` at the def line)
and pick their partition by a chain of ``setp.eq.b16`` compares and branches, not the ``brx.idx`` of sm_100. The
narrow-access finding said "ld.shared 8-bit ×1 at the kernel's def line 21 (…): the IR shows no cause for them"."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T12D = ROOT / "tests/data/trial2_kernels/t12d_commands.sh"


@pytest.fixture(scope="module")
def ws120(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12D, "t12d_ws_matmul_sm120")


def test_the_sm120_dispatch_chain_is_named(ws120) -> None:
    """The PTX's one byte load feeds ``setp.eq`` compares a line later, no ``brx.idx`` exists; the finding names
    the dispatch (the ``ttg.warp_specialize`` line, the load, the first compare) and selfcheck holds."""
    comp, got = ws120
    ptx = got.stages["ptx"].splitlines()
    [load] = [n for n, ln in enumerate(ptx, 1) if re.search(r"\bld\.shared\.b8\b", ln)]
    reg = re.search(r"ld\.shared\.b8\s+(%\w+),", ptx[load - 1]).group(1)  # type: ignore[union-attr]
    first = next(n for n in range(load + 1, load + 9) if re.match(rf"\s*setp\.eq\.\w+\s+%\w+, {re.escape(reg)}, 0;",
                                                                  ptx[n - 1]))
    assert not any("brx.idx" in ln for ln in ptx)
    ws = next(n for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if "ttg.warp_specialize(" in ln)
    [f] = [f for f in got.report.findings if f.kind == "shared_memory" and f.stage == "ptx"
           and f.message.startswith("narrow shared-memory accesses")]
    assert "no cause" not in f.message, f.message
    assert f.claim("cause0/warp_specialize").value == ws
    assert f.claim("cause0/load").value == load and f.claim("cause0/branch").value == first
    assert f"by a chain of setp.eq compares and branches (the first at ptx:{first})" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    moved = with_claim(f, "cause0/branch", first + 1)
    verdicts = [ok for rule, ok, _ in check_claims(moved, claim_context(got, comp)) if rule == "narrow-dispatch"]
    assert verdicts and not all(verdicts)
