"""Regression tests for the pipelining statements the second trial on public kernels found false or misleading on
AMD gfx942 (docs/trial2_amd_blackwell.md: F4, M2). It compiles the trial's kernels with the trial's own command line
(tests/data/trial2_kernels/amd_commands.sh) and reads the real report and TTGIR."""

from __future__ import annotations

import re

import pytest
from test_trial2_fixes_amd_shared import amd_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, stored_statements


@pytest.fixture(scope="module")
def rmsnorm(store: Store, user_spec) -> tuple[Compilation, Statements]:
    """ROCm perf-kernels' rms_kernel on gfx942, compiled with its amd_commands.sh options."""
    comp = compile_all([amd_request("amd_rocm_rmsnorm", user_spec)], store)[0]
    assert comp.ok, comp.failure
    return comp, stored_statements(comp, store)


def test_an_epilogue_without_loads_is_not_said_to_be_empty(rmsnorm) -> None:
    """M2: the second column loop (``tl.range(0, n_full, num_stages=2)``) is pipelined by AMD's stream pipeliner;
    its last iteration's compute and ``amdg.buffer_store`` were peeled after the ``scf.for``. The schedule lists
    only loads, waits and dots, and said ``epilogue: none``, which reads as "nothing after the loop". It now says
    what it looked for: ``epilogue: no load, wait or dot``."""
    _, got = rmsnorm
    lines = got.stages["ttgir"].splitlines()
    loops = [n for n, ln in enumerate(lines, 1) if re.match(r"\s*%\S+ = scf\.for .*iter_args", ln)]
    schedules = [f for f in got.report.findings if f.kind == "pipelining" and f.message.startswith("loop schedule")]
    assert len(schedules) == 2, [f.message[:60] for f in schedules]
    for f in schedules:
        start, end = f.claim("loop_line"), f.claim("end_line")
        assert start is not None and end is not None and start.value in loops
        # the IR: after the loop's closing line, the peeled iteration stores (amdg.buffer_store) or reduces
        after = lines[end.value:end.value + 12]
        assert any("amdg.buffer_store" in ln or '"tt.reduce"' in ln for ln in after), after
        assert "epilogue: none" not in f.message, f.message
        assert "epilogue: no load, wait or dot" in f.message, f.message


@pytest.fixture(scope="module")
def kldiv(store: Store, user_spec) -> tuple[Compilation, Statements]:
    """Liger's _kldiv_kernel_forward on gfx942 (a column loop without tl.range), with its amd_commands.sh options."""
    comp = compile_all([amd_request("amd_liger_kldiv", user_spec)], store)[0]
    assert comp.ok, comp.failure
    return comp, stored_statements(comp, store)


def test_the_amd_rule_for_loops_without_a_dot_names_amds_pass(kldiv) -> None:
    """F4: ``load loop not pipelined: Triton pipelines a loop without tl.dot only when it is marked tl.range(…,
    num_stages=N) (tt.num_stages in the TTIR; AssignLatencies.cpp)`` on gfx942: the rule holds (the TTIR loop has
    no ``tt.num_stages`` and the TTGIR loop is not pipelined), but on AMD it is AMD's own
    ``tritonamdgpu-schedule-loops`` (third_party/amd ``ScheduleLoops.cpp``, ``pipelineWithoutDot``) that decides;
    NVIDIA's AssignLatencies.cpp is not in the hip pipeline."""
    comp, got = kldiv
    assert comp.target.backend == "hip"
    loops = [ln for ln in got.stages["ttir"].splitlines() if "scf.for" in ln]
    assert len(loops) == 1 and "tt.num_stages" not in got.stages["ttir"]
    found = [f for f in got.report.findings
             if f.kind == "pipelining" and "not pipelined: Triton pipelines" in f.message]
    assert len(found) == 1
    f = found[0]
    assert "ScheduleLoops.cpp, tritonamdgpu-schedule-loops" in f.message and "AssignLatencies" not in f.message
