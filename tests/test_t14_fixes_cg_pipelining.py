"""Regression tests for trial 14a's M3 (docs/trial14a.md) on Lightning Attention-2's backward
(``t14a_la2_bwd_inter_sm80``, cuda:80).

M3: the warning "num_stages=2 was asked for but this dot loop is not pipelined" about the inner loops at ttgir:113
and 265 listed AssignLatencies' load filters (narrower than 32 bits, several indirection levels, outer loops), none of
which holds: the loads are 128-bit, direct, and the loops innermost. What stops the pipeliner is that the loops' dots
(and their loads) sit inside an ``scf.if`` of the body (``if i > 0:``): Triton's AssignLatencies.cpp
(``loadOpsToIndirectionLevel``) starts from the dots of ``forOp.getBody()`` only and follows operands within one
block. Now the warning names the ``scf.if`` line and the dots' lines, and rule ``pipe-loop`` refuses the old list."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.mma_pipelining import pipe_loop

T14A = ROOT / "tests/data/trial2_kernels/t14a_commands.sh"
# e.g.       %off1_98:3 = scf.for %j = %c0_i32 to %c2_i32 step %c1_i32 iter_args(…
_FOR = re.compile(r"^(\s*)(?:%[\w.:#]+ = )?scf\.for ")
# e.g.         scf.if %0 {
_IF = re.compile(r"^(\s*)scf\.if ")
# e.g.           %dq = tt.dot %do_140, %kv_t_142, %cst_19, inputPrecision = tf32 : …
_DOT = re.compile(r"^(\s*)%[\w.]+ = tt\.dot ")


@pytest.fixture(scope="module")
def la2(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T14A, "t14a_la2_bwd_inter_sm80")


def _not_pipelined(got):  # type: ignore[no-untyped-def]
    return [f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"
            and "is not pipelined" in f.message]


def test_nested_dot_is_the_reason(la2) -> None:
    """Each not-pipelined inner loop's warning names the ``scf.if`` right below its ``scf.for`` (read from the
    TTGIR) and the dots inside it, and no longer lists the load filters; selfcheck holds."""
    comp, got = la2
    ttgir = got.stages["ttgir"].splitlines()
    found = _not_pipelined(got)
    assert len(found) == 2, [f.message for f in found]
    for f in found:
        loop = f.lines[0]
        assert _FOR.match(ttgir[loop - 1])
        # the body's scf.if (`if i > 0:` / `if i < NUM_BLOCK - 1:`), the first line of the body at its indent
        at = next(n for n in range(loop, len(ttgir)) if _IF.match(ttgir[n]))
        head = _IF.match(ttgir[at])
        assert head is not None and len(head[1]) == len(_FOR.match(ttgir[loop - 1])[1]) + 2  # type: ignore[index]
        close = next(n for n in range(at + 1, len(ttgir)) if ttgir[n].startswith(head[1] + "}"))
        dots = [n + 1 for n in range(at, close) if _DOT.match(ttgir[n])]
        assert dots and all(len(_DOT.match(ttgir[n - 1])[1]) > len(head[1]) for n in dots)  # type: ignore[index]
        # no dot of the loop's body outside it
        end = next(n for n in range(loop, len(ttgir)) if ttgir[n].startswith(_FOR.match(ttgir[loop - 1])[1] + "}"))
        assert [n + 1 for n in range(loop, end) if _DOT.match(ttgir[n])] == dots
        loop_if = at + 1
        assert f.claim("nested_in_line").value == loop_if
        assert f.claim("nested_in_op").value == "scf.if"
        assert [f.claim(f"nested_dot_lines/{i}").value for i in range(len(dots))] == dots
        assert f"inside the scf.if at ttgir:{loop_if}" in f.message
        assert "narrower than 32 bits" not in f.message and "outer loops" not in f.message
        assert f.data["causes"] == [f"inside the scf.if at ttgir:{loop_if}, not directly in the loop's body"]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_reason_list_is_refused(la2) -> None:
    """Trial 14a M3's statement, AssignLatencies' list of load filters (claim ``skip_reason`` "load filters"), is
    refused by ``pipe-loop`` for a loop whose dots all sit in an ``scf.if``; a wrong ``scf.if`` line is too."""
    comp, got = la2
    ctx = claim_context(got, comp)
    f = _not_pipelined(got)[0]
    old = with_claim(f, "skip_reason", "load filters")
    ok, why = pipe_loop(old.claim("skip_reason"), old, ctx)
    assert not ok and "scf.if at ttgir:" in why, why
    moved = with_claim(f, "nested_in_line", f.claim("nested_in_line").value + 1)
    ok, why = pipe_loop(moved.claim("nested_in_line"), moved, ctx)
    assert not ok, why
    ok, why = pipe_loop(f.claim("skip_reason"), f, ctx)
    assert ok, why


# e.g.         %k_137 = ttg.async_copy_global_to_local %k_ptrs_121, %k_136 mask %k_135 : tensor<32x128x!tt.ptr<bf16>, …
_COPY = re.compile(r"^(\s*)%[\w.]+ = ttg\.async_copy_global_to_local ")


def test_prologue_per_outer_iteration(la2) -> None:
    """Trial 14a's omission: a pipelined inner loop inside an outer loop re-runs its prologue every outer iteration.
    Each of the two pipelined K loops' findings names its outer ``scf.for`` (the nearest less indented line above it)
    and the async copies at its own indent between the previous inner loop and it; rule ``pipe-loop`` holds them and
    refuses a wrong outer loop line and count."""
    comp, got = la2
    ttgir = got.stages["ttgir"].splitlines()
    found = [f for f in got.report.findings if f.kind == "pipelining" and f.claim("outer_loop_line") is not None]
    assert len(found) == 2, [f.message for f in found]
    ctx = claim_context(got, comp)
    for f in found:
        loop = f.lines[0]
        indent = len(_FOR.match(ttgir[loop - 1])[1])  # type: ignore[index]
        outer = next(n for n in range(loop - 1, 0, -1) if ttgir[n - 1].strip()
                     and len(ttgir[n - 1]) - len(ttgir[n - 1].lstrip()) < indent)
        assert _FOR.match(ttgir[outer - 1]) and f.claim("outer_loop_line").value == outer
        before = [n for n in range(outer + 1, loop) if (m := _COPY.match(ttgir[n - 1])) and len(m[1]) == indent]
        # the copies after the previous inner loop of the outer body (ttgir:113's, with no copies, for ttgir:171)
        assert f.claim("prologue_copies").value == len(before) == 2
        assert [f.claim(f"prologue_copy_lines/{i}").value for i in range(2)] == before
        assert (f"it sits in the loop at ttgir:{outer}, so its prologue's 2 async copies (ttgir:{before[0]}, "
                f"{before[1]}) run again in every iteration of that loop") in f.message
        for key, value in (("outer_loop_line", outer + 1), ("prologue_copies", 1)):
            bad = with_claim(f, key, value)
            ok, why = pipe_loop(bad.claim(key), bad, ctx)
            assert not ok, (key, why)
