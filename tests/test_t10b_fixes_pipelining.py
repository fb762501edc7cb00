"""Regression tests for trial 10b's pipelining items (docs/trial10b.md F1, F2).

F1 (cuda:120 and hip:gfx942, torchtitan's ``_fill_indices_kernel``): the loop over ranks holds the loop over
chunks, and the report said "load loop pipelined: 1 stages, no shared-memory buffer: 1 tt.load before the loop
(ttgir:19) feeds its iter_args: 0 iterations prefetched into registers" (summary "pipelining 1 stages"). Triton
pipelines innermost loops only, nothing in the TTGIR was pipelined (its loops and loads are the TTIR's), and ttgir:19
is the kernel's own ``tl.load(write_offsets_ptr + expert)``: a loop around another loop is no main loop, and a register
prefetch of 0 iterations is no pipeline. Rule ``pipe-stages`` refuses a stage count for a loop whose body holds
another ``scf.for`` and a "1 stages" register prefetch, read from the raw text.

F2 (cuda:100, Inductor's main-loop scaled mm): the first K iteration is peeled (``tc_gen5_mma`` with use_acc =
false before the loop); its ``local_load``s of the fp8 tiles count one consumed slot each, and the peeled dot, whose A
(tensor memory) and B (a ``local_store``d buffer) come from no ring, counted one more: "not pipelined" at
num_stages=2 (2 stages in the IR) and "2 stages" at num_stages=3 (3 in the IR). Rule ``pipe-stages`` now reads the
ring depths from the pipeliner's predicates also where the model says 0."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, trial_request, with_claim

from ir_explorer.analyses.findings import Claim, Finding, Ref
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T10B = ROOT / "tests/data/trial2_kernels/t10b_commands.sh"
# e.g.     %write_at_1 = scf.for %rank = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%write_at_2 = %write_at_0) -> (i32)
#          scf.for %chunk = %c0_i32 to %count_5 step %c128_i32  : i32 {
_FOR = re.compile(r"^(?P<ind>\s*)(?:%[\w.:]+ = )?scf\.for ")
# e.g.     %write_at_0 = tt.load %write_at : !tt.ptr<i32> loc(#loc29)
_LOAD = re.compile(r"^\s*%[\w.]+ = tt\.load ")
# e.g.       ttng.async_tma_copy_global_to_local %a_desc_10[%offs_am, %c0_i32] %a_47, %accumulator_46, %true : …
_TMA_A = re.compile(r"^\s*ttng\.async_tma_copy_global_to_local %a_desc\w*\[%offs_am, (?P<k>%[\w.]+)\]")
# e.g.       ttng.tc_gen5_mma %accumulator_51, %accumulator_40, %accumulator, %false, %true, …
_MMA = re.compile(r"^\s*ttng\.tc_gen5_mma ")
# e.g.         %accumulator_124 = arith.addi %accumulator_89, %c2_i32 : i32 loc(#loc79)
_AHEAD = re.compile(r"^\s*%(?P<res>[\w.]+) = arith\.addi %(?P<iv>[\w.]+), %c(?P<n>\d+)_i32 : i32")
# e.g.         %offs_k = arith.muli %accumulator_124, %c128_i32 : i32 loc(#loc87)
_OFFS_K = re.compile(r"^\s*%offs_k = arith\.muli %(?P<src>[\w.]+), %c128_i32")


def _loops(text: str) -> list[tuple[int, str, int]]:
    """``(line, indentation, end line)`` of each ``scf.for`` of the raw text (its closing ``}`` at its indentation)."""
    lines = text.splitlines()
    out = []
    for n, ln in enumerate(lines, 1):
        if m := _FOR.match(ln):
            end = next(k for k in range(n + 1, len(lines) + 1) if lines[k - 1].startswith(m.group("ind") + "}"))
            out.append((n, m.group("ind"), end))
    return out


@pytest.fixture(scope="module", params=["t10b_fill_indices", "t10b_fill_indices_mi300"])
def fill(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    """The trial's compile on cuda:120, and the same kernel on hip:gfx942 (the same statement there)."""
    return compiled_trial(tmp_path_factory, user_spec, T10B, request.param)


def _rank_loop(ttgir: str) -> int:
    """The line of the one loop of the TTGIR whose body holds another ``scf.for`` and a load (the rank loop)."""
    lines = ttgir.splitlines()
    loops = _loops(ttgir)
    outer = [n for n, ind, end in loops
             if any(m < end and ind2 == ind + "  " for m, ind2, _ in loops if m > n)
             and any(_LOAD.match(lines[k - 1]) and lines[k - 1].startswith(ind + "    %") for k in range(n + 1, end))]
    assert len(outer) == 1, outer
    return outer[0]


def test_the_loop_around_a_loop_is_not_pipelined(fill) -> None:
    """The rank loop holds the chunk loop; the TTGIR has the TTIR's 3 loops and 3 loads and no pipeliner mark (no
    ``tt.num_stages``, ``loop.stage`` or ``amd.pipeliner_part``): nothing was pipelined. No finding says a loop of
    this kernel is pipelined, the summary does not give stages, and selfcheck holds."""
    comp, got = fill
    ttgir, ttir = got.stages["ttgir"], got.stages["ttir"]
    head = _rank_loop(ttgir)
    assert (len(_loops(ttgir)), len(_loops(ttir))) == (3, 3)
    assert sum(1 for ln in ttgir.splitlines() if _LOAD.match(ln)) == sum(
        1 for ln in ttir.splitlines() if _LOAD.match(ln)) == 3
    assert not re.search(r"tt\.num_stages|loop\.stage|pipeliner_part", ttgir)
    said = [f for f in got.report.findings if f.kind == "pipelining" and f.claim("stages") is not None
            and isinstance(f.claim("stages").value, int) and f.claim("stages").value > 0]
    assert not said, [f.message for f in said]
    assert all(f.claim("prefetch_loads") is None for f in got.report.findings), head
    assert "stages" not in dict(got.report.summary)["pipelining"], got.report.summary
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_prefetch_statement_is_caught(fill) -> None:
    """Trial 10b's "load loop pipelined: 1 stages … 0 iterations prefetched into registers" is refused by
    ``pipe-stages`` (the loop holds another loop, and 0 prefetched iterations are no pipeline) and by
    ``pipe-prefetch``."""
    comp, got = fill
    head = _rank_loop(got.stages["ttgir"])
    lines = got.stages["ttgir"].splitlines()
    loop = Ref("ttgir", head, "scf.for")
    load = Ref("ttgir", head - 1, lines[head - 2].strip().split(" loc(")[0])
    old = Finding(kind="pipelining", severity="info", stage="ttgir", lines=(head,),
                  template="{loop_kind} pipelined: {stages} stages, no shared-memory buffer: {prefetch_loads} tt.load "
                           "before the loop (ttgir:{prefetch_lines/0}) feeds its iter_args: {prefetched_iterations} "
                           "iterations prefetched into registers",
                  claims=(Claim("loop", head, "line", "pipe-loop", (loop,)),
                          Claim("loop_kind", "load loop", "text", "pipe-loop", (loop,)),
                          Claim("stages", 1, "stages", "pipe-stages", (loop,)),
                          Claim("prefetch_lines/0", head - 1, "line", "pipe-prefetch", (load,)),
                          Claim("prefetch_loads", 1, "count", "pipe-prefetch"),
                          Claim("prefetched_iterations", 0, "count", "pipe-stages", (loop,))))
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    rules = [r for r, _ in res.violations]
    assert rules.count("pipe-stages") >= 2 and "pipe-prefetch" in rules, res.violations


def _scaled(tmp_path_factory, user_spec, stages: int):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp(f"t10b_scaled_mm_s{stages}"))
    req = trial_request(T10B, "t10b_scaled_mm", user_spec, replace=(f"2->{stages}",) if stages != 2 else ())
    assert req.spec.configs[0].num_stages == stages
    (comp,) = compile_all([req], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


@pytest.fixture(scope="module")
def scaled2(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _scaled(tmp_path_factory, user_spec, 2)


@pytest.fixture(scope="module")
def scaled3(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _scaled(tmp_path_factory, user_spec, 3)


def _schedule(ttgir: str) -> tuple[int, int, int, int]:
    """``(K loop line, A's TMA copies before it, tc_gen5_mma ops before it, how many iterations ahead the loop's A
    copy loads: the n of ``%offs_k = (iv + n) * 128``)`` read from the raw TTGIR."""
    lines = ttgir.splitlines()
    head, _, end = [t for t in _loops(ttgir) if any(_MMA.match(lines[k - 1]) for k in range(t[0], t[2]))][-1]
    start = max(n for n, _, _ in _loops(ttgir) if n < head)  # the tile loop, whose body holds the K loop's prologue
    copies = sum(1 for k in range(start, head) if _TMA_A.match(lines[k - 1]))
    peeled = sum(1 for k in range(start, head) if _MMA.match(lines[k - 1]))
    iv = re.search(r"scf\.for %([\w.]+) = ", lines[head - 1]).group(1)  # type: ignore[union-attr]
    adds = {m.group("res"): int(m.group("n")) for k in range(head, end) if (m := _AHEAD.match(lines[k - 1]))
            and m.group("iv") == iv}
    src = next(m.group("src") for k in range(head, end) if (m := _OFFS_K.match(lines[k - 1])))
    return head, copies, peeled, adds[src]


def _loop_finding(got, head: int) -> Finding:  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.lines[:1] == (head,)
                and f.claim("stages") is not None and f.claim("buffers") is not None)


@pytest.mark.parametrize("which", ["scaled2", "scaled3"])
def test_a_peeled_scaled_dot_keeps_its_stages(which: str, request: pytest.FixtureRequest) -> None:
    """num_stages=2: the prologue copies A's tiles of iterations 0 and 1, the peeled ``tc_gen5_mma`` consumes 0 and
    the loop copies k = iv + 2: 2 stages. num_stages=3: 3 copies, k = iv + 3: 3 stages. The loop's finding and the
    summary say so, no warning calls the loop not pipelined, and selfcheck holds."""
    comp, got = request.getfixturevalue(which)
    head, copies, peeled, ahead = _schedule(got.stages["ttgir"])
    asked = comp.metadata["num_stages"]
    assert (copies, peeled, ahead) == (asked, 1, asked)
    stages = copies - peeled + 1
    f = _loop_finding(got, head)
    assert f.claim("stages").value == stages == asked, f.message
    # each iteration waits for the previous MMA before it rewrites A's tensor-memory buffer (tests/test_mma_overlap.py)
    serial = [g.claim("mmas_serialized") for g in got.report.findings
              if g.kind == "pipelining" and g.lines[:1] == (head,) and g.claim("mmas_serialized") is not None]
    assert [c.value for c in serial] == [True]
    assert dict(got.report.summary)["pipelining"] == \
        f"{stages} stages (the MMAs do not overlap: each is waited for before the next)", got.report.summary
    assert not [g for g in got.report.findings if g.kind == "pipelining" and "not pipelined" in g.message]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


@pytest.mark.parametrize(("which", "old"), [("scaled2", 0), ("scaled3", 2)])
def test_the_old_stage_counts_are_caught(which: str, old: int, request: pytest.FixtureRequest) -> None:
    """Trial 10b's "not pipelined" (0 stages) at num_stages=2 and "2 stages" at num_stages=3 are refused by
    ``pipe-stages``."""
    comp, got = request.getfixturevalue(which)
    f = _loop_finding(got, _schedule(got.stages["ttgir"])[0])
    res = consistency.check(comp, [with_claim(f, "stages", old)], dict(got.report.metrics), got.stages)
    assert "pipe-stages" in [r for r, _ in res.violations], res.violations[:3]
