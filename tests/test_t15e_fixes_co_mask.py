"""Regression test for trial 15e's F3 (docs/trial15e.md) on the fp8 block quantizer on gfx942
(``t15e_quant_odd_gfx942``): the narrow fp8 ``amdg.buffer_store`` warning said "the mask compares against 'N', which
has no tt.divisibility = 16, so it may change within a vector", citing the mask's ``offs_m < M`` compare (a
``tensor<1x32xi1>`` along dimension 1, the vectors' dimension of ``#blocked``, order [1, 0]). ``N`` reaches that
compare only through ``pid_m = pid // cdiv(N, 64)`` times 64, whose divisibility AxisInfo takes as 64 whatever ``N``
is; ``N``'s own compare (``offs_n < N``) is a ``tensor<32x1xi1>`` broadcast along dimension 1, constant along a
vector. The mask-bound cause now names an argument only when its missing ``tt.divisibility`` lowers the compare's
AxisInfo constancy along the vectors' dimension (claim ``cause/mask_bound_dim``), and rule ``coal-mask-bound``
re-derives both and refuses the old statement."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.coalescing import coal_mask_bound

T15E = ROOT / "tests/data/trial2_kernels/t15e_commands.sh"


@pytest.fixture(scope="module")
def quant(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15E, "t15e_quant_odd_gfx942")


def _cmp_line(lines: list[str], bound: str, shape: str) -> int:
    """The first ``arith.cmpi slt`` against ``tt.splat %<bound>`` of ``shape`` (1-based TTGIR line)."""
    text = "\n".join(lines)
    splat = re.search(rf"%(\w+) = tt\.splat %{bound} : i32 -> tensor<{shape}xi32, #blocked>", text)
    assert splat is not None, bound
    return next(n for n, ln in enumerate(lines, 1)
                if re.search(rf"= arith\.cmpi slt, %\w+, %{splat[1]} : tensor<{shape}xi32, #blocked>", ln))


def test_a_bound_reached_only_through_a_quotient_is_unnamed(quant) -> None:  # type: ignore[no-untyped-def]
    """TTGIR: ``#blocked`` has order [1, 0]; ``%M`` and ``%N`` have no ``tt.divisibility``; the mask of the fp8
    stores of each tile copy is ``tt.broadcast`` of a ``tensor<32x1xi1>`` compare against ``N`` and-ed with a
    ``tensor<1x32xi1>`` compare against ``M``. Each warning names ``M`` (at the 1x32 compare, dimension 1) and not
    ``N``; selfcheck holds; the rule refuses ``N`` at the 1x32 compare (its constancy does not depend on N), ``N``
    at the 32x1 compare (broadcast along dimension 1) and dimension 0."""
    comp, got = quant
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    assert re.search(r"#blocked = #ttg\.blocked<\{sizePerThread = \[1, 1\], threadsPerWarp = \[2, 32\], "
                     r"warpsPerCTA = \[4, 1\], order = \[1, 0\]\}>", ttgir)
    assert re.search(r"%M: i32 loc\(", ttgir) and re.search(r"%N: i32 loc\(", ttgir)  # no tt.divisibility
    m_cmp, n_cmp = _cmp_line(lines, "M", "1x32"), _cmp_line(lines, "N", "32x1")
    n_result = re.match(r"\s*%(\w+) =", lines[n_cmp - 1])
    assert n_result is not None and re.search(
        rf"= tt\.broadcast %{n_result[1]} : tensor<32x1xi1, #blocked> -> tensor<32x32xi1, #blocked>", ttgir)
    stores = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
              and f.message.startswith("narrow store: amdg.buffer_store of tensor<32x32xf8E5M2>")]
    assert len(stores) == 8  # 2 stores in each of the 4 tile copies (BM = BN = 2)
    for f in stores:
        assert "the mask compares against 'M', which has no tt.divisibility = 16" in f.message, f.message
        assert "the mask compares against 'N'" not in f.message, f.message
        bounds = {c.key: c for c in f.claims if c.key.startswith("cause/mask_bound")}
        assert sorted(bounds) == ["cause/mask_bound/0", "cause/mask_bound_dim/0"], sorted(bounds)
        assert bounds["cause/mask_bound/0"].value == "M"
        assert re.search(r"= arith\.cmpi slt, %\w+, %\w+ : tensor<1x32xi32, #blocked>",
                         lines[bounds["cause/mask_bound/0"].about[0].line - 1])
        assert bounds["cause/mask_bound_dim/0"].value == 1
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    (f,) = [f for f in stores if f.claim("cause/mask_bound/0").about[0].line == m_cmp][:1]
    ctx = claim_context(got, comp)
    assert coal_mask_bound(f.claim("cause/mask_bound/0"), f, ctx)[0]
    old = with_claim(f, "cause/mask_bound/0", "N")  # the old statement, at the M compare's line
    ok, why = coal_mask_bound(old.claim("cause/mask_bound/0"), old, ctx)
    assert not ok, why
    at_n = dataclasses.replace(old.claim("cause/mask_bound/0"),
                               about=(dataclasses.replace(old.claim("cause/mask_bound/0").about[0], line=n_cmp),))
    ok, why = coal_mask_bound(at_n, old, ctx)
    assert not ok and "broadcast" in why, why
    wrong_dim = with_claim(f, "cause/mask_bound_dim/0", 0)
    assert not coal_mask_bound(wrong_dim.claim("cause/mask_bound_dim/0"), wrong_dim, ctx)[0]
