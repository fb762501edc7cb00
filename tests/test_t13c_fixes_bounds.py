"""Regression tests for trial 13c's F4 and F5 (docs/trial13c.md) on NSA's selected-block attention forward
(``t13c_nsa_select_fwd``, hip:gfx950).

``off_kh = off_bh % KH`` with ``KH = 2`` is at most 1. F4: ``off_kh * ind_stride_h`` and ``off_kh * k_stride_h`` were
warned as i32 products that overflow "only from ind_stride_h = 2147483648 on", a value no i32 argument takes: a
product of a factor at most 1 by an i32 cannot pass 2^31-1, and is no longer warned. F5: ``(start_qh + heads)[:,
None] * q_stride_h`` (``start_qh = off_kh * 16``, ``heads = tl.arange(0, 16)``) had the example "from ((start_qh +
heads)[:, None]) = 1024 on"; the factor is at most 31 (``address_chains._bound`` now follows ``tt.splat``,
``tt.expand_dims`` and reads a ``tt.make_range``'s end), so the example is the bounded one. Rule ``var-name`` now
refuses an example whose program-id side the raw lines bound below it, and a bounded example whose other size is no
i32."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.addresses import _unreachable_example

T13C = ROOT / "tests/data/trial2_kernels/t13c_commands.sh"
# e.g.     %Ind_10 = arith.muli %off_kh, %ind_stride_h : i32 loc(#loc108)
_OFF_KH = re.compile(r"^\s*(%\w+) = arith\.muli %off_kh\w*, %(ind_stride_h|k_stride_h) : i32")
# e.g.     %off_kh = arith.remsi %off_bh, %c2_i32 : i32 loc(#loc102)
_REM = re.compile(r"^\s*%off_kh\w* = arith\.remsi %off_bh\w*, %c2_i32 : i32")
# e.g.     %q_ptrs_23 = arith.muli %q_ptrs_21, %q_ptrs_22 : tensor<16x1xi32> loc(#loc120)
_HEADS = re.compile(r"^\s*%\w+ = arith\.muli %\w+, %\w+ : tensor<16x1xi32>")


@pytest.fixture(scope="module")
def fwd(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13C, "t13c_nsa_select_fwd")


def _ttir(got, pattern: re.Pattern[str]) -> list[int]:  # type: ignore[no-untyped-def]
    return [n for n, ln in enumerate(got.stages["ttir"].splitlines(), 1) if pattern.search(ln)]


def _warned(got) -> dict[int, object]:  # type: ignore[no-untyped-def]
    return {f.claim("line").value: f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
            and f.claim("line") is not None}


def test_a_factor_at_most_one_is_not_warned(fwd) -> None:
    """``off_kh`` is a remainder by 2 in the TTIR; neither of its products by an i32 stride is warned, and the two
    ``(start_qh + heads)`` tile products give the bounded example (at most 31); selfcheck holds."""
    comp, got = fwd
    assert len(_ttir(got, _REM)) == 1
    off_kh = _ttir(got, _OFF_KH)
    assert len(off_kh) == 2, off_kh
    warned = _warned(got)
    assert not set(off_kh) & set(warned), [warned[n].message for n in set(off_kh) & set(warned)]
    heads = [n for n in _ttir(got, _HEADS) if n in warned]
    assert len(heads) == 2, heads
    for n in heads:
        example = warned[n].claim("example").value
        assert example.startswith("((start_qh + heads)[:, None]) is at most 31, so only from "), example
        assert example.endswith(f" = {2147483647 // 31 + 1} on"), example
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_examples_are_caught(fwd) -> None:
    """Trial 13c's "from ((start_qh + heads)[:, None]) = 1024 on" is refused by ``var-name`` (the raw lines bound the
    factor by 31), and "off_kh is at most 1, so only from ind_stride_h = 2147483648 on" names a size no i32 has."""
    comp, got = fwd
    ctx = claim_context(got, comp)
    warned = _warned(got)
    for n in [n for n in _ttir(got, _HEADS) if n in warned]:
        f = warned[n]
        stride = f.claim("factors").value.split(" * ")[-1]
        said = f"e.g. {stride} = 2*1024*1024 from ((start_qh + heads)[:, None]) = 1024 on"
        res = consistency.check(comp, [with_claim(f, "example", said)], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "var-name"], (f.message, res.violations[:3])
        # on the rule's own path (the raw lines), not by comparison with the analysis's example
        why = _unreachable_example(ctx, "ttir", n, said)
        assert why is not None and "at most 31" in why, why
    for n in _ttir(got, _OFF_KH):
        why = _unreachable_example(ctx, "ttir", n, "off_kh is at most 1, so only from ind_stride_h = 2147483648 on")
        assert why is not None and "2147483648" in why, why
