"""Regression test for trial 7c's S2 (docs/trial7c.md), a selfcheck false alarm, on the tutorial's attention
backward dK/dV kernel (hip:gfx942, num_stages=2).

The kernel calls one inlined helper twice: a masked loop over 16-row blocks of ``q`` and an unmasked one over
32-row blocks, so both loops' dots have the same Python lines. The AMD pipeliner peels the first loop's last
iteration after it: four ``tt.dot`` lines (16-row shapes) stand between the two loops. The report lists them in the
first loop's epilogue and none in the second loop's prologue, which is true; the ``sched-peeled`` rule counted every
dot of those Python lines before the second loop as its prologue ("the raw text has 4"). A peeled iteration's dot
has the types of a dot of the loop's own body; the rule now asks that too."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T7C = ROOT / "tests/data/trial2_kernels/t7c_commands.sh"
# e.g. %qkT_184 = tt.dot %k_27, %qT_179, %cst_0, inputPrecision = tf32 : tensor<128x64xf16, …> * tensor<64x16xf16, …
_DOT = re.compile(r"= tt\.dot .* : tensor<(?P<a>\d+x\d+)xf16, .*> \* tensor<(?P<b>\d+x\d+)xf16")
_FOR = re.compile(r"^\s*%\S+ = scf\.for ")


@pytest.fixture(scope="module")
def dkdv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7C, "t7c_attn_bwd_dkdv_gfx942")


def _layout(comp, got):  # type: ignore[no-untyped-def]
    """The two loops' lines, and ``(line, python line, A shape)`` of each dot between them, from the raw TTGIR."""
    lines = got.stages["ttgir"].splitlines()
    loops = [n for n, ln in enumerate(lines, 1) if _FOR.match(ln)]
    first_end = next(n for n in range(loops[0] + 1, loops[1]) if lines[n - 1].strip().startswith("} loc"))
    ctx = claim_context(got, comp)
    between = [(n, ctx.python("ttgir", n)[1], m["a"]) for n in range(first_end + 1, loops[1])
               if (m := _DOT.search(lines[n - 1]))]
    second_body = {m["a"] for ln in lines[loops[1]:] if (m := _DOT.search(ln))}
    return loops, between, second_body


def _schedule(got, loop: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.lines[0] == loop
                and f.claim("peeled/prologue") is not None)


def test_the_second_loops_prologue_has_no_dot(dkdv) -> None:
    """Between the loops stand 4 dots of the helper's Python lines 24, 29, 31, 33 with 16-row shapes (A 128x64 or
    128x16), none of the second loop's (A 128x64 and 128x32, 32-row tiles); the second loop's schedule says 0
    peeled into its prologue, the first loop's says 4 in its epilogue, and selfcheck holds."""
    comp, got = dkdv
    loops, between, second = _layout(comp, got)
    assert len(loops) == 2 and len(between) == 4, between
    assert sorted(py for _, py, _ in between) == [24, 29, 31, 33]
    assert {a for _, _, a in between} == {"128x64", "128x16"} and "128x16" not in second and "128x32" in second
    assert _schedule(got, loops[1]).claim("peeled/prologue").value == 0
    assert _schedule(got, loops[0]).claim("peeled/epilogue").value == 4
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0] == "sched-peeled"], res.violations[:3]


def test_a_prologue_of_the_first_loops_dots_is_refused(dkdv) -> None:
    """The count the old rule derived, 4 dots peeled into the second loop's prologue, is a lie ``sched-peeled``
    refuses (the schedule lists none, and the raw text's typed count is 0)."""
    comp, got = dkdv
    loops, _, _ = _layout(comp, got)
    f = _schedule(got, loops[1])
    claims = tuple(replace(c, value=4) if c.key == "peeled/prologue" else c for c in f.claims)
    res = consistency.check(comp, [replace(f, claims=claims)], dict(got.report.metrics), got.stages)
    assert [text for r, text in res.violations if r == "sched-peeled" and "the raw text has 0" in text], \
        res.violations[:3]


@pytest.fixture(scope="module")
def dkdv_sm100(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7C, "t7c_attn_bwd_dkdv")


# e.g. %curr_m_370 = arith.cmpi slt, %curr_m_338, %c4_i32 : i32    (a stage predicate of the loop's iv)
_PRED = re.compile(r"^\s*(?P<name>%[\w.]+) = arith\.cmpi slt, (?P<iv>%[\w.]+), %c(?P<k>\d+)_i32 ")
# e.g. %curr_m_421 = tt.splat %curr_m_371 : i1 -> tensor<16xi1, #blocked2>
_SPLAT = re.compile(r"^\s*(?P<name>%[\w.]+) = tt\.splat (?P<src>%[\w.]+) : i1 ")
# e.g. %m_422 = ttg.async_copy_global_to_local %m_420, %m_377 mask %curr_m_421 : tensor<16x!tt.ptr<f32>, …
_COPY = re.compile(r"= ttg\.async_copy_global_to_local %[\w.]+, %(?P<dst>[A-Za-z]+)_\d+ mask (?P<mask>%[\w.]+) ")


def test_copies_of_two_stages_get_no_single_stage_closed_form(dkdv_sm100, user_spec, tmp_path) -> None:
    """Trial 7c S1: the first loop (7 trips of 8 iterations: the prologue finished one) copies ``q^T``/``do``
    under ``i < 4`` (for iteration i+4) and ``m``/``Delta`` under ``i < 5`` (i+3): two stages of copies, one
    ``async_wait {num = 4}``. The loop runs ``k @ q^T`` for iteration i+2 and ``dv += p^T @ do`` for i+1: every
    ring's copies run 2 iterations ahead of the first dot their data reaches (``q^T``: that QK; ``m``: through
    ``p``, that dv), so 3 stages, as num_stages=3 asks (the span from ``q^T``'s copy to the last dot reading it,
    dk at i+1, is 4). ``2 + num / groups`` assumed one stage of copies; the rule uses it only for copies of one
    stage, and the model's 3 refuses a lie of 4 or 2. On a one-stage cp.async loop (vLLM's int8 GEMM, cuda:80) the
    closed form stays."""
    from ir_explorer.engines.rules import mma_pipelining

    comp, got = dkdv_sm100
    lines = got.stages["ttgir"].splitlines()
    loop = next(n for n, ln in enumerate(lines, 1) if _FOR.match(ln))
    body = lines[loop:loop + 90]
    preds = {m["name"]: int(m["k"]) for ln in body if (m := _PRED.match(ln))}
    splats = {m["name"]: m["src"] for ln in body if (m := _SPLAT.match(ln))}
    stage_of = {m["dst"]: preds[splats[m["mask"]]] for ln in body if (m := _COPY.search(ln))}
    assert stage_of == {"qT": 4, "do": 4, "m": 5, "Di": 5}, stage_of
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.lines == (loop,))
    assert f.claim("stages").value == 3
    ctx = claim_context(got, comp)
    assert mma_pipelining._cp_async_depth(ctx, loop) is None
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0] == "pipe-stages"], res.violations[:3]
    for wrong in (2, 4):
        lie = tuple(replace(c, value=wrong) if c.key == "stages" else c for c in f.claims)
        res = consistency.check(comp, [replace(f, claims=lie)], dict(got.report.metrics), got.stages)
        assert [text for r, text in res.violations if r == "pipe-stages"], (wrong, res.violations[:3])

    trial1 = ROOT / "tests/data/trial_kernels/commands.sh"
    (mm,) = compile_all([trial_request(trial1, "vllm_scaled_mm_int8", user_spec)], Store(tmp_path))
    assert mm.ok, mm.failure
    mm_got = consistency.stored_statements(mm, Store(tmp_path))
    mm_loop = next(f.lines[0] for f in mm_got.report.findings if f.kind == "pipelining" and f.claim("stages"))
    assert mma_pipelining._cp_async_depth(claim_context(mm_got, mm), mm_loop) == 3
