"""Regression test for trial 14a's M2 (docs/trial14a.md) on gau-nernst's scaled mm, bf16 × int8 on cuda:90
(``t14a_qt_mm_mixed_sm90``): its K loop counts down (``for k in range(K, 0, -BLOCK_K)``), which Triton lowers to
``scf.for … to %K step 64`` carrying ``k`` from ``%K``; the A load's mask ``rk[None, :] < k`` compares against that
carried value. The 16-bit narrow-load warning named only the unaligned rows (``stride_am = 4100``) while AxisInfo
gave the mask constancy 1, a second cap on the width: the mask-bound cause's walk did not name an argument reached
only as a loop-carried value's initial value. Now it names ``K``, and rule ``coal-mask-bound`` checks it."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.coalescing import coal_mask_bound

T14A = ROOT / "tests/data/trial2_kernels/t14a_commands.sh"
# e.g.     %acc_76:11 = scf.for %acc_98 = %c0_i32 to %K step %c64_i32 iter_args(…, %a_103 = %K, …)
_LOOP = re.compile(r"= scf\.for %\w+ = %c0_i32 to %K step %c64_i32 iter_args\(.*%(?P<k>\w+) = %K[,)]")


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14A, "t14a_qt_mm_mixed_sm90")


def test_a_carried_bound_is_named(mixed) -> None:  # type: ignore[no-untyped-def]
    """TTGIR: ``%K`` has no ``tt.divisibility``; the loop carries ``k`` from it and the A load's mask is an
    ``arith.cmpi slt`` against ``tt.splat`` of that carried value. The warning names the mask's bound ``K`` with the
    cmpi's line, selfcheck holds, and the rule refuses the same claim for an argument the mask is not computed
    from (``stride_am``)."""
    comp, got = mixed
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    assert re.search(r"%K: i32 loc\(", ttgir)  # declared without tt.divisibility
    (loop,) = [m for ln in lines if (m := _LOOP.search(ln))]
    splat = re.search(rf"%(\w+) = tt\.splat %{loop['k']} : i32 -> tensor<1x64xi32", ttgir)
    assert splat is not None
    (cmp_line,) = [n for n, ln in enumerate(lines, 1) if re.search(rf"= arith\.cmpi slt, %\w+, %{splat[1]} :", ln)]
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
            and f.message.startswith("narrow load: tt.load of tensor<64x64xbf16>")]
    assert "moves 16 bits per thread" in f.message and "mask constancy 1 elements" in f.message
    assert "the mask compares against 'K', which has no tt.divisibility = 16" in f.message, f.message
    bound = f.claim("cause/mask_bound/0")
    assert bound.value == "K" and bound.about[0].line == cmp_line
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    wrong = with_claim(f, "cause/mask_bound/0", "stride_am")
    ok, why = coal_mask_bound(wrong.claim("cause/mask_bound/0"), wrong, claim_context(got, comp))
    assert not ok, why
