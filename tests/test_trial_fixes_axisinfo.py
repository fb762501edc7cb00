"""Regression tests for the AxisInfo statements the trial on public kernels found false (issue 23 item 6,
docs/trial_public_kernels.md: F9, F10), on the trial's kernels compiled with its own command lines."""

from __future__ import annotations

import re

import pytest
from test_trial_fixes_addresses import trial_request

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.report import build_report

KERNELS = ("flaggems_argmax", "tutorial_grouped_gemm")


@pytest.fixture(scope="module")
def trial(store: Store, user_spec) -> dict[str, tuple[Compilation, list[Finding]]]:
    """Each kernel of :data:`KERNELS` compiled with the trial's options, with its ``coalescing`` findings."""
    comps = compile_all([trial_request(k, user_spec) for k in KERNELS], store)
    out = {}
    for name, comp in zip(KERNELS, comps, strict=True):
        assert comp.ok, (name, comp.failure)
        out[name] = (comp, [f for f in build_report(comp, store).findings if f.kind == "coalescing"])
    return out


def test_alignment_cause_gives_the_pointer_bytes_not_the_offset_divisibility(trial) -> None:
    """F9: FlagGems argmax (K = 1): ``inp + offset + pid_k`` leaves an f32 pointer with an offset of divisibility 1
    (elements), so AxisInfo gives the pointer 4 bytes; the cause said "1-byte aligned" (the offset's divisibility
    printed as bytes)."""
    comp, found = trial["flaggems_argmax"]
    narrow = [f for f in found if f.severity == "warn" and f.data.get("op") == "tt.load"]
    assert len(narrow) == 1
    f = narrow[0]
    ax = f.data["axisinfo"]
    assert ax["pointer"]["divisibility"][ax["dim"]] == 4 and ax["limits"]["alignment"] == 1
    assert f.data["axisinfo"]["cause"]["value"] == 1 and f.data["axisinfo"]["cause"]["op"] == "arith.addi"
    assert "the pointer is known 4-byte aligned only (1 element of 32 bits) because arith.addi" in f.message
    assert "1-byte" not in f.message
    ptx = comp.stages["ptx"].text().splitlines()
    assert all(re.search(r"ld\.global(\.\w+)*\.b32 ", ptx[n - 1]) for n in f.data["machine_lines"])


def test_multiple_of_hints_reach_the_recomputed_width(trial) -> None:
    """F10: the grouped GEMM's ``tl.multiple_of(a_ptrs, [16, 16])`` is an attribute dictionary on ``tt.addptr``,
    ``{tt.divisibility = dense<16> : tensor<2xi32>}``; its ``tensor<2xi32>`` was read as the op's result type, so
    the 128x32 pointer got a 1-D pessimistic AxisInfo and "AxisInfo allows 16 bits" beside "128-bit loads". The
    TTGIR op itself says ``{contiguity = 8 : i32}`` and the PTX copies 16 bytes per ``cp.async``."""
    comp, found = trial["tutorial_grouped_gemm"]
    ttgir = comp.stages["ttgir"].text().splitlines()
    ptx = comp.stages["ptx"].text().splitlines()
    copies = [f for f in found if f.data.get("op") == "ttg.async_copy_global_to_local"]
    assert len(copies) == 6  # A and B, before the loop (2 stages) and in it
    for f in copies:
        (line,) = f.lines
        assert "{contiguity = 8 : i32}" in ttgir[line - 1]
        ax = f.data["axisinfo"]
        assert ax["predicted_bits"] == 128 == f.data["measured_bits"], (line, ax)
        assert ax["pointer"]["divisibility"] == [16, 16] and ax["limits"]["alignment"] == 8
        assert "AxisInfo allows 128 bits" in f.message and "AxisInfo allows 16 bits" not in f.message
        assert all("cp.async" in ptx[n - 1] and "0x10" in ptx[n - 1] for n in f.data["machine_lines"])
