"""Regression tests for trial 11c's pipelining item (docs/trial11c.md F4), on its trial kernel compiled with the trial's
own command line (``tests/data/trial2_kernels/t11c_commands.sh``).

F4 (trident's attention backward on hip:gfx942): AMD's pipeliner prefetched one of the inner loop's five loads (the
log-sum-exp row) one iteration ahead into registers, and the report said "num_stages=2 was asked for but this dot loop
is not pipelined: no load in it got a pipeline stage" (summary "not pipelined"): the register prefetch's depth was
``len(prefetched) // len(body loads) + 1`` = 1. It is now 1 + the most iterations any one body load is prefetched, the
finding says which loads are not prefetched, and rule ``pipe-stages`` reads that depth from the raw text also for a
"not pipelined" claim."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import RULES

T11C = ROOT / "tests/data/trial2_kernels/t11c_commands.sh"
# e.g.       %dk:8 = scf.for %dk_122 = %lo to %c1984_i32 step %c64_i32 iter_args(%arg15 = %cst_5, …, %lse_124 = …
_FOR = re.compile(r"^(?P<ind>\s*)%[\w.:]+ = scf\.for %[\w.]+ = %[\w.]+ to (?P<ub>%[\w.]+) "
                  r".*iter_args\((?P<args>.*?)\) ->")
# e.g.       %lse_69 = amdg.buffer_load %log_sum_exp_ptr[%lse_68], %cst_2 : !tt.ptr<f32> -> … loc(#loc97)
_LOAD = re.compile(r"^(?P<ind>\s*)(?P<res>%[\w.]+) = amdg\.buffer_load .* loc\((?P<loc>#loc\d+)\)$")


@pytest.fixture(scope="module")
def bwd_mi300(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, "t11c_trident_attn_bwd_mi300")


def _inner_loop(ttgir: str) -> tuple[int, str, list[tuple[int, str]], list[tuple[int, str]]]:
    """``(line, upper bound, loads before it bound by its iter_args, loads of its own body)`` of the raw TTGIR's one
    ``scf.for`` with iter_args inside another loop; each load as ``(line, loc)``."""
    lines = ttgir.splitlines()
    heads = [(n, m) for n, ln in enumerate(lines, 1) if (m := _FOR.match(ln)) and len(m.group("ind")) > 4]
    assert len(heads) == 1, heads
    n, m = heads[0]
    bound = {a.split(" = ")[1].strip() for a in m.group("args").split(", ") if " = " in a}
    ind = m.group("ind")
    end = next(k for k in range(n + 1, len(lines) + 1) if lines[k - 1].startswith(ind + "}"))
    before = []
    for k in range(n - 1, 0, -1):
        ln = lines[k - 1]
        if not ln.startswith(ind) or ln.startswith(ind + " "):
            continue
        if "scf.for" in ln:
            break
        if (ld := _LOAD.match(ln)) and ld.group("res") in bound:
            before.append((k, ld.group("loc")))
    body = [(k, ld.group("loc")) for k in range(n + 1, end)
            if (ld := _LOAD.match(lines[k - 1])) and ld.group("ind") == ind + "  "]
    return n, m.group("ub"), before, body


def test_a_partial_register_prefetch_is_a_pipeline(bwd_mi300) -> None:
    """The raw TTGIR: the inner loop runs to ``%c1984_i32`` (2048 - 64: the last iteration peeled), five loads in its
    body, and one load before it, bound by its iter_args, at the location of one of them (the lse row): 1 iteration
    of one load prefetched, 2 stages. The report says so (stages 2, that prefetch line), the summary gives 2 stages,
    no finding says the loop is not pipelined, and selfcheck holds."""
    comp, got = bwd_mi300
    head, ub, before, body = _inner_loop(got.stages["ttgir"])
    assert ub == "%c1984_i32" and len(body) == 5 and len(before) == 1
    assert sum(1 for _, loc in body if loc == before[0][1]) == 1
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.lines == (head,)
             and f.claim("prefetch_loads") is not None)
    assert f.claim("stages").value == 2 and f.claim("prefetch_lines/0").value == before[0][0]
    assert f.claim("prefetched_iterations").value == 1 and f.claim("unprefetched_loads").value == 4
    assert "other 4 loads are not prefetched" in f.message
    assert not [g for g in got.report.findings if g.kind == "pipelining" and "not pipelined" in g.message]
    assert dict(got.report.metrics)["pipelined_stages"] == 2
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_not_pipelined_statement_is_caught(bwd_mi300) -> None:
    """The trial's "not pipelined" (stages 0 for the loop) is refused by ``pipe-stages`` for the raw text's reason:
    a load before the loop, a clone of one of its body, prefetches an iteration into registers."""
    comp, got = bwd_mi300
    head = _inner_loop(got.stages["ttgir"])[0]
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.lines == (head,)
             and f.claim("prefetch_loads") is not None)
    lie = with_claim(f, "stages", 0)
    ok, why = RULES["pipe-stages"](lie.claim("stages"), lie, claim_context(got, comp))
    assert not ok and "prefetched into registers" in why, why
