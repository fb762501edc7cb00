"""Regression tests for the pipelining statements the second trial on public kernels found false or misleading on
AMD gfx942 (docs/trial2_amd_blackwell.md: F4, M2). It compiles the trial's kernel with the trial's own command line
(tests/data/trial2_kernels/amd_commands.sh) and reads the real report and TTGIR."""

from __future__ import annotations

import pytest
from test_trial2_fixes_amd_shared import amd_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, stored_statements


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
