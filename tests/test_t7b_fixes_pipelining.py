"""Regression test for trial 7b's stage count (docs/trial7b.md F2) on mamba's ``_chunk_state_fwd_kernel``
(cuda:100, num_stages=4).

The pipeliner peels iteration 0 of the K loop into the prologue: it waits for the first copies, ``ttg.local_load``s
iteration 0's B, ``dA`` and ``dt`` from their rings, rescales B and issues the ``tc_gen5_mma``. The stage count
subtracted from each ring's prologue copies only the peeled *dots* reading it; B, ``dA`` and ``dt`` are read by the
``local_load``s, not by the dot, so their rings counted 4 iterations ahead and the report said "5 stages". The loop
waits with ``async_wait {num = 8}`` over 4 commit groups per iteration: the copies run 2 + 8/4 - 1 = 3 iterations
ahead, 4 stages, as asked; selfcheck's closed form said so and flagged the 5."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T7B = ROOT / "tests/data/trial2_kernels/t7b_commands.sh"
# e.g.   %acc_226:24 = scf.for %acc_241 = %c0_i32 to %x_119 step %c32_i32 iter_args(…) -> (…)  : i32 {
_FOR = re.compile(r"^(?P<indent>\s*)%\S+ = scf\.for ")
# e.g.   %x_274 = ttg.async_wait %x_249, %bv_252, %dA_k_255, %dt_k_258 {num = 8 : i32} loc(#loc165)
_WAIT = re.compile(r"ttg\.async_wait .*\{num = (\d+) : i32\}")


@pytest.fixture(scope="module")
def chunk_state(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7B, "t7b_mamba_chunk_state")


def _loop(ttgir: str) -> tuple[int, list[str], list[str]]:
    """The K loop's line, its own body lines (one level in) and the lines before it."""
    lines = ttgir.splitlines()
    head = next(n for n, ln in enumerate(lines, 1) if _FOR.match(ln))
    indent = len(_FOR.match(lines[head - 1]).group("indent"))  # type: ignore[union-attr]
    body = []
    for ln in lines[head:]:
        if ln.strip() == "}" or (ln.startswith(" " * indent + "}") and len(ln) - len(ln.lstrip()) == indent):
            break
        if len(ln) - len(ln.lstrip()) == indent + 2:
            body.append(ln)
    return head, body, lines[:head - 1]


def test_peeled_local_loads_count_as_consumed_iterations(chunk_state) -> None:
    """The body commits 4 copy groups and waits with num = 8 (3 iterations ahead: 4 stages, num_stages=4); the
    prologue issues 4 iterations of copies (16) and consumes iteration 0 with 3 ``local_load``s and one peeled
    ``tc_gen5_mma``. The finding, the summary metric and the schedule say 4 stages; selfcheck holds."""
    comp, got = chunk_state
    head, body, before = _loop(got.stages["ttgir"])
    commits = sum("ttg.async_commit_group" in ln for ln in body)
    nums = {int(m.group(1)) for ln in body if (m := _WAIT.search(ln))}
    assert commits == 4 and nums == {8}
    depth = 2 + 8 // commits
    assert depth == 4 == comp.metadata["num_stages"]
    assert sum("ttg.async_copy_global_to_local" in ln for ln in before) == 16
    assert sum(" = ttg.local_load " in ln for ln in before) == 3
    assert sum("ttng.tc_gen5_mma " in ln for ln in before) == 1
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("stages") is not None
             and f.lines[0] == head and "buffers" in f.message)
    assert f.claim("stages").value == depth
    assert f"dot loop pipelined: {depth} stages" in f.message
    assert got.report.metrics["pipelined_stages"] == depth
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_stage_count_is_caught(chunk_state) -> None:
    """Trial 7b's "5 stages" is refused by ``pipe-stages``: the model gives 4 and so does the closed form."""
    comp, got = chunk_state
    head, _, _ = _loop(got.stages["ttgir"])
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("stages") is not None
             and f.lines[0] == head and "buffers" in f.message)
    claims = tuple(replace(c, value=5) if c.key == "stages" else c for c in f.claims)
    res = consistency.check(comp, [replace(f, claims=claims)], dict(got.report.metrics), got.stages)
    hit = [text for r, text in res.violations if r == "pipe-stages"]
    assert hit and "closed form gives 4" in hit[0], res.violations[:3]
