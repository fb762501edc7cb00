"""Regression tests for trial 15d's F3 and F2 (docs/trial15d.md), on Helion's 3-D attention (``t15d_attn3d_sm120``,
cuda:120), one compile for both.

F3: the summary's largest tile left out the tensors whose layout is not decoded.

The summary said "largest tile of any tensor 32 elements per thread", the maximum over the layouts
``ir.linear_layout.to_linear`` decodes; it decodes no 3-D ``nvidia_mma``, and the second dot's accumulator
``tensor<2x64x64xf32, #mma1>`` (``warpsPerCTA = [2, 1, 2]``, ``instrShape = [1, 16, 8]``) gives each warp a 1x64x32
block, 64 f32 per thread. The report now counts those types (metric ``undecoded_layouts``) and says "largest tile of
the decoded tensors … (not counted)"; the metric rule of ``max_elements_per_thread`` refuses the maximum when the
TTGIR has such types and the report does not say so."""

from __future__ import annotations

import dataclasses
import math
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T15D = ROOT / "tests/data/trial2_kernels/t15d_commands.sh"
# e.g. #mma1 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1, 2], instrShape = [1, 16, 8]}>
_MMA = re.compile(r"^(?P<alias>#mma\d*) = #ttg\.nvidia_mma<\{versionMajor = 2, .*warpsPerCTA = \[(?P<w>[\d, ]+)\]")
# e.g.   %acc_97 = tt.dot %acc_95, %v_96, %acc_90, inputPrecision = tf32 : … -> tensor<2x64x64xf32, #mma1>
_DOT = re.compile(r"= tt\.dot .* -> tensor<(?P<dims>\d+x\d+x\d+)xf32, (?P<alias>#mma\d*)>")


@pytest.fixture(scope="module")
def attn(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T15D, "t15d_attn3d_sm120")


def _largest_accumulator(ttgir: str, threads_per_warp: int) -> int:
    """Elements per thread of the largest 3-D mma.sync accumulator of the TTGIR's tt.dot ops: each warp holds its
    shape divided by the layout's warpsPerCTA (at least 1 per dimension), spread over the warp's lanes."""
    warps = {m.group("alias"): [int(x) for x in m.group("w").split(",")]
             for m in map(_MMA.match, ttgir.splitlines()) if m}
    best = 0
    for m in _DOT.finditer(ttgir):
        dims = [int(x) for x in m.group("dims").split("x")]
        per_warp = math.prod(max(1, d // w) for d, w in zip(dims, warps[m.group("alias")], strict=True))
        best = max(best, per_warp // threads_per_warp)
    return best


def test_the_summary_says_which_tensors_its_tile_covers(attn) -> None:
    """The IR's largest accumulator holds 64 f32 per thread, more than the decoded maximum the summary gives; the
    summary says the maximum is of the decoded tensors and how many types it leaves out; selfcheck holds."""
    comp, got = attn
    ttgir = got.stages["ttgir"]
    true_tile = _largest_accumulator(ttgir, 32)
    assert true_tile == 64, true_tile
    metrics = got.report.metrics
    assert metrics["max_elements_per_thread"] == 32 < true_tile
    assert metrics["undecoded_layouts"] >= 2  # the two 3-D mma.sync layouts at least
    (layouts,) = [text for head, text in got.report.summary if head == "layouts"]
    assert "largest tile of the decoded tensors 32 elements per thread" in layouts, layouts
    assert f"; {metrics['undecoded_layouts']} tensor types with a layout this tool does not decode" in layouts
    assert "of any tensor" not in layouts
    res = consistency.check(comp, got.report.findings, dict(metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_summary_is_refused(attn) -> None:
    """The metrics as before the fix (no ``undecoded_layouts``, the summary "of any tensor") are refused by the
    metric rule of ``max_elements_per_thread``; a wrong count of the left-out types is refused by its own rule."""
    comp, got = attn
    old = {k: v for k, v in got.report.metrics.items() if k != "undecoded_layouts"}
    res = consistency.check(comp, got.report.findings, old, got.stages)
    assert [t for r, t in res.violations if r == "metric:max_elements_per_thread" and "not decoded" in t], \
        res.violations[:3]
    lie = {**got.report.metrics, "undecoded_layouts": got.report.metrics["undecoded_layouts"] + 1}
    res = consistency.check(comp, got.report.findings, lie, got.stages)
    assert "metric:undecoded_layouts" in [r for r, _ in res.violations], res.violations[:3]


# e.g.       ttng.async_tma_copy_global_to_local %v_desc_14[%off_b_11, %acc_98, %c0_i32] %v_50, %acc_37, %acc_61 : …
_TMA_V = re.compile(r"^\s+ttng\.async_tma_copy_global_to_local %v_desc\w*\[.*\] %v_\w+, ")
# e.g.       %k_112 = ttg.async_copy_global_to_local %k_ptrs_105, %k_47 mask %acc_111 other %cst_3 {contiguity = 8 …
_CP_K = re.compile(r"^\s+%k_\w+ = ttg\.async_copy_global_to_local %k_ptrs\w*, %k_\w+ ")


def _single_buffer(got):  # type: ignore[no-untyped-def]
    (f,) = [f for f in got.report.findings if f.kind == "pipelining" and f.severity == "warn"
            and f.claim("knob") is not None and f.claim("buffers") is not None and f.claim("buffers").value == 1]
    return f


def test_the_tma_filled_buffer_is_not_called_a_cp_async(attn) -> None:
    """F2: the loop's K tile is copied by ``ttg.async_copy_global_to_local`` and its V tile by
    ``ttng.async_tma_copy_global_to_local`` (both into single buffers); the single-buffer warning names both kinds
    and the mbarrier wait of the TMA copy instead of "the cp.async of the next tile"."""
    comp, got = attn
    body = got.stages["ttgir"].splitlines()
    f = _single_buffer(got)
    loop = f.claim("loop").value
    inside = [ln for ln in body[loop:] if _TMA_V.match(ln) or _CP_K.match(ln)]
    assert len(inside) == 2 and any(map(_TMA_V.match, inside)) and any(map(_CP_K.match, inside)), inside
    assert [c.value for c in f.claims if c.key.startswith("allocations/")] == ["%k", "%v"]
    assert f.claim("copy_kinds").value == "cp.async and TMA"
    assert "so the copy of the next tile (cp.async and TMA) can only start" in f.message, f.message
    assert "ttng.wait_barrier for the TMA copy's mbarrier" in f.message and "the cp.async of" not in f.message


def test_the_old_cp_async_wording_is_refused(attn) -> None:
    """The warning as before the fix (no ``copy_kinds``, "the cp.async of the next tile") is refused by rule
    ``pipe-alloc`` on ``%v``, which TMA fills; a wrong ``copy_kinds`` is refused by rule ``pipe-copy-kinds``."""
    comp, got = attn
    f = _single_buffer(got)
    template = f.template.replace("the copy of the next tile ({copy_kinds})", "the cp.async of the next tile")
    old = dataclasses.replace(
        f, template=re.sub(r"waits for the cp\.async group \(ttng\.wait_barrier for the TMA copy's mbarrier\) "
                           r"(before \{waits_before\}): little of their", r"waits for it \1: little of its", template),
        claims=tuple(c for c in f.claims if c.key != "copy_kinds"))
    assert "so the cp.async of the next tile can only start after this iteration's last read of the buffer, and " \
           "async_wait num=0 waits for it before the next MMA" in old.message, old.message
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "pipe-alloc" and "%v is filled by ['TMA']" in t], res.violations[:3]
    lie = dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value="cp.async") if c.key == "copy_kinds"
                                              else c for c in f.claims))
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert "pipe-copy-kinds" in [r for r, _ in res.violations], res.violations[:3]
