"""Regression test for trial 11a's M1 (docs/trial11a.md) on text-generation-inference's attention (cuda:90, cuda:80).

Q is loaded once, before the K/V loop (a TMA copy on sm_90, a ``tt.load`` on sm_80), scaled in registers and put
back in shared memory (``ttg.local_alloc``); the QK^T dot's A is then ``ttg.local_load`` of that buffer inside the
loop, read back into registers (``ldmatrix``) in every iteration. The finding said only "A is loaded once, before
the loop (…), not per iteration", which reads as if A stayed in registers. It now adds "and read back from shared
memory in every iteration (ttg.local_load at ttgir:N)" (claims ``a/reread_op``, ``a/reread_line``); selfcheck's
``mma-flop`` finds that ``ttg.local_load`` on its own model and refuses an ``a/source`` of ``once`` that leaves it
out."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import addresses as address_rules
from ir_explorer.engines.rules import check_claims

T11A = ROOT / "tests/data/trial2_kernels/t11a_commands.sh"
# e.g.         %q_102 = ttg.local_load %q_55 : !ttg.memdesc<128x128xf16, #shared2, #smem> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc166)  # noqa: E501
_RELOAD = re.compile(r"^\s+%q_\d+ = ttg\.local_load %q_\d+ : !ttg\.memdesc<128x128xf16\b.*-> tensor<128x128xf16, "
                     r"#ttg\.dot_op<\{opIdx = 0")


@pytest.fixture(scope="module", params=["t11a_tgi_attn_fwd_sm90", "t11a_tgi_attn_fwd_sm80"])
def attention(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11A, request.param)


def _qk(got):  # type: ignore[no-untyped-def]
    """The QK^T dot's FLOP-per-byte finding (the first loop's) and the line of the ``ttg.local_load`` of Q that
    feeds it, read from the TTGIR text (the first such line: the first loop's)."""
    reload = next(n for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if _RELOAD.match(ln))
    f = next(f for f in got.report.findings if f.kind == "mma" and f.claim("a/source") is not None
             and f.claim("a/source").value == "once")
    return f, reload


def test_q_is_said_to_be_read_back_in_every_iteration(attention) -> None:
    """The finding names the in-loop ``ttg.local_load`` of Q (the line just before the dot), keeps "loaded once,
    before the loop" and the 128 FLOP per byte of B; selfcheck holds."""
    comp, got = attention
    f, reload = _qk(got)
    assert f.claim("a/reread_op").value == "ttg.local_load" and f.claim("a/reread_line").value == reload
    assert f.lines[0] == reload + 1, (f.lines, reload)
    assert "not per iteration, and read back from shared memory in every iteration (ttg.local_load at " \
           f"ttgir:{reload})" in f.message, f.message
    assert f.claim("flop_per_operand_byte").value == 128
    address_rules._LAST[:] = [None, None, None]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_loaded_once_alone_is_caught(attention) -> None:
    """Trial 11a M1: the finding without the read-back (its two claims and its words taken out) is refused by
    ``mma-flop`` on ``a/source``; a read-back cited on another line is refused too."""
    comp, got = attention
    f, reload = _qk(got)
    ctx = claim_context(got, comp)
    template = re.sub(r", and read back from shared memory in every iteration \([^)]*\)", "", f.template)
    old = replace(f, template=template, claims=tuple(c for c in f.claims if "/reread_" not in c.key))
    assert "read back" not in old.message
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, ctx) if rule == "mma-flop" and " a/source = " in
                text]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
    moved = replace(f, claims=tuple(replace(c, value=reload - 1) if c.key == "a/reread_line" else c
                                    for c in f.claims))
    verdicts = [(ok, text) for rule, ok, text in check_claims(moved, ctx) if rule == "mma-flop" and
                " a/reread_line = " in text]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
