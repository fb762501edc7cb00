"""Regression test for trial 13d's F1 (docs/trial13d.md): a while loop told to ask for ``tl.range``.

Megatron's in-place MLA RoPE (``t13d_meg_mla_rope``, cuda:103) finds a THD token's position with ``while i <
seq_num`` over ``cu_seqlens`` (a scalar load per iteration): an ``scf.while`` in the TTGIR. The report said "load loop
not pipelined: Triton pipelines a loop without tl.dot only when it is marked tl.range(…, num_stages=N) …" with the
fact "ttgir:58 scf.for"; selfcheck flagged the fact (the line holds ``scf.while``). Triton's pipeliner rewrites
``scf.for`` loops only and ``tl.range`` cannot mark a ``while`` loop."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, trial_request, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T13D = ROOT / "tests/data/trial2_kernels/t13d_commands.sh"
# e.g.     %token_idx:4 = scf.while (%token_idx_61 = %c-1_i64, %seq_len = %c0_i64, …) : (i64, i64, i32, i64) -> …
_WHILE = re.compile(r"^\s*%[\w:]+ = scf\.while \(")


@pytest.fixture(scope="module")
def rope(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13D, "t13d_meg_mla_rope")


def test_a_while_loop_is_not_told_to_use_tl_range(rope) -> None:
    """The TTGIR's one loop is an ``scf.while`` holding a ``tt.load`` and no ``scf.for`` exists; the finding says
    it is a while loop the pipeliner does not take, gives no tl.range advice, cites ``scf.while``; selfcheck holds,
    and ``pipe-loop`` refuses ``loop_op = scf.for``."""
    comp, got = rope
    ttgir = got.stages["ttgir"].splitlines()
    [loop] = [n for n, ln in enumerate(ttgir, 1) if _WHILE.match(ln)]
    assert not any(" scf.for " in ln for ln in ttgir)
    end = next(n for n in range(loop + 1, len(ttgir) + 1) if ttgir[n - 1].startswith("    } loc("))
    assert any(" tt.load " in ln for ln in ttgir[loop:end])
    [f] = [f for f in got.report.findings if f.kind == "pipelining" and f.lines == (loop,)]
    assert f.claim("loop_op").value == "scf.while"
    assert "it is a while loop (scf.while)" in f.message and "only when it is marked" not in f.message
    assert [fact.text for fact in f.facts] == ["scf.while"]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    verdicts = [ok for rule, ok, _ in check_claims(with_claim(f, "loop_op", "scf.for"), claim_context(got, comp))
                if rule == "pipe-loop"]
    assert verdicts and not all(verdicts)


@pytest.fixture(scope="module")
def dq120(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    """The dQ pass on cuda:120 at num_stages=2 (the trial's) and 3 (the warning's advice), in one store."""
    from ir_explorer.capture.compiles import compile_all
    from ir_explorer.core.store import Store

    own = Store(tmp_path_factory.mktemp("t13d_dq120"))
    s2, s3 = compile_all([trial_request(T13D, "t13d_kohaku_mx_dq_sm120", user_spec),
                          trial_request(T13D, "t13d_kohaku_mx_dq_sm120", user_spec, replace=("2->3",))], own)
    assert s2.ok and s3.ok, (s2.failure, s3.failure)
    return s2, consistency.stored_statements(s2, own), s3


# e.g. %k_132 = ttg.local_alloc : () -> !ttg.memdesc<1x64x128xbf16, #shared1, #smem, mutable> loc(#loc176)
_ONE = re.compile(r"= ttg\.local_alloc : \(\) -> !ttg\.memdesc<1x(\d+)x(\d+)x(bf16|f8E4M3FN),")


def test_the_advice_of_one_more_stage_says_the_config_could_not_launch(dq120) -> None:
    """Trial 13d M2: "num_stages=3 gives 2 buffers" was true, but the s3 compile needs 128.2 KiB of shared memory, more
    than sm_120's 99 KiB per CTA. The warning now adds the 40 KiB of the second buffers (K and V bf16 64x128, KQ
    fp8 64x128), Triton's s2 ``shared`` plus those (the s3 compile's ``shared``) and the limit; selfcheck holds, and
    ``pipe-asked`` refuses a wrong extra."""
    comp, got, s3 = dq120
    extra = sum(int(m[1]) * int(m[2]) * (2 if m[3] == "bf16" else 1)
                for ln in got.stages["ttgir"].splitlines() if (m := _ONE.search(ln)))
    assert extra == 40 * 1024
    assert comp.metadata["shared"] + extra == s3.metadata["shared"] > 99 * 1024 > comp.metadata["shared"]
    [f] = [f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"
           and "single buffer" in f.message]
    assert f.claim("next_extra_bytes").value == extra
    assert f.claim("next_shared_bytes").value == s3.metadata["shared"]
    assert f.claim("shared_limit").value == 99 * 1024
    assert "over the 99 KiB one CTA may use on cuda:120, so that config could not launch" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    verdicts = [ok for rule, ok, _ in check_claims(with_claim(f, "next_extra_bytes", extra // 2),
                                                   claim_context(got, comp)) if rule == "pipe-asked"]
    assert verdicts and not all(verdicts)
