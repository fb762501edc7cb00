"""Regression tests for the closing trial 9a's F2-F4 (docs/trial9a.md): the software pipeliner's ``internal``
snapshots (the IR after its LowerLoops and ExpandLoops steps, printed bare: no locations, no aliases), on
DeepSeek-V3's fp8 GEMM (a K loop) and SageAttention's block quantizer (no loop), cuda:90.

F2: ``dump --pass`` of TritonGPUPipeline printed the IR after LowerLoops (no prologue), and of LowerLoops the IR
after ExpandLoops. F3: ``passes`` counted the printing as lines a step added and removed ("- 73 147" for a LowerLoops
step that changed nothing); selfcheck's ``pass-step-lines`` now holds them. F4: ``diff --passes`` said ExpandLoops
added (and TritonGPUPipeline removed) the layouts the bare snapshot writes inline."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.capture.stages import load_passes, pass_after
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.engines.diff_modes import diff_passes
from ir_explorer.ir.passdump import canonical_module

T9A = ROOT / "tests/data/trial2_kernels/t9a_commands.sh"


@pytest.fixture(scope="module")
def piped(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    """DeepSeek-V3's fp8 GEMM on cuda:90 (a K loop the pipeliner expands) and SageAttention's block quantizer
    (no loop), compiled with their MLIR passes into a store of their own."""
    own = Store(tmp_path_factory.mktemp("t9a_passes"))
    reqs = [replace(trial_request(T9A, name, user_spec), passes=True) for name in ("t9a_fp8_gemm_h100", "t9a_quant")]
    comps = compile_all(reqs, own)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    return own, comps


def _pipeliner(dumps):  # type: ignore[no-untyped-def]
    """``(TritonGPUPipeline's index, its LowerLoops step's, its ExpandLoops step's)``."""
    whole = next(d.index for d in dumps if d.arg.startswith("tritongpu-pipeline"))
    assert [dumps[whole + 1].kind, dumps[whole + 2].kind] == ["internal", "internal"]
    assert "LowerLoops" in dumps[whole + 1].name and "ExpandLoops" in dumps[whole + 2].name
    return whole, whole + 1, whole + 2


def test_dump_pass_prints_the_ir_each_pass_and_step_left(piped) -> None:
    """The IR after TritonGPUPipeline is the snapshot after both of its steps: 8 async copies (6 in the prologue
    ExpandLoops adds, 2 in the loop), as in the final TTGIR; after LowerLoops, its own snapshot (2 copies, the loop
    body's); after ExpandLoops, its own (8). ``dump --pass`` printed the next snapshot each time (2 for the whole
    pass, 8 for LowerLoops)."""
    store, (fp8, _) = piped
    dumps, _ = load_passes(fp8, store)
    whole, lower, expand = _pipeliner(dumps)
    copies = "ttg.async_copy_global_to_local"
    final = fp8.stage("ttgir").text().count(copies)
    assert final == 8
    assert dumps[lower].text().count(copies) == 2 and dumps[expand].text().count(copies) == 8
    assert pass_after(fp8, store, str(whole)).text.count(copies) == final
    assert pass_after(fp8, store, str(lower)).text == dumps[lower].text()
    assert pass_after(fp8, store, str(expand)).text == dumps[expand].text()
    after = next(i for i in range(expand + 1, len(dumps)) if dumps[i].kind != "internal")
    assert pass_after(fp8, store, str(whole)).text == dumps[after].text()


def test_a_bare_printed_step_adds_and_removes_only_what_it_changed(piped) -> None:
    """The quantizer has no loop: its LowerLoops snapshot is the one before it printed bare (equal canonical forms),
    so the step is unchanged with 0 lines added and 0 removed (it said "- 73 147": the ``#loc`` lines and renamed
    values). The fp8 GEMM's LowerLoops step adds and removes what its canonical forms differ by. The old counts are
    caught by selfcheck's ``pass-step-lines``; the new ones hold."""
    store, (fp8, quant) = piped
    for comp, changed in ((quant, False), (fp8, True)):
        dumps, _ = load_passes(comp, store)
        _, lower, _ = _pipeliner(dumps)
        before, after = dumps[lower - 1].text(), dumps[lower].text()
        assert (" loc(" in before, " loc(" in after) == (True, False)
        cb, ca = Counter(canonical_module(before).splitlines()), Counter(canonical_module(after).splitlines())
        assert (cb != ca) is changed
        p = dumps[lower]
        assert (p.changed, p.lines_added, p.lines_removed) == (changed, sum((ca - cb).values()),
                                                                 sum((cb - ca).values()))
        raw_added = sum((Counter(after.splitlines()) - Counter(before.splitlines())).values())
        assert raw_added > p.lines_added  # the printing alone adds lines
        res = consistency.check(comp, (), {}, {}, dumps)
        assert not [v for v in res.violations if "pass-step-lines" in str(v)], res.violations[:3]
        old = [replace(d, lines_added=raw_added) if d.index == lower else d for d in dumps]
        res = consistency.check(comp, (), {}, {}, old)
        assert any("pass-step-lines" in str(v) for v in res.violations), res.violations[:3]


def test_diff_passes_adds_no_layout_a_bare_step_writes_inline(piped) -> None:
    """ExpandLoops adds no layout: the LowerLoops snapshot writes each one inline (``#ttg.nvidia_mma<{…}>`` in the
    dot's type), the one after through an alias. ``diff --passes`` of LowerLoops and ExpandLoops said "layout added"
    for all 7, and of ScheduleLoops and TritonGPUPipeline "layout removed"."""
    store, (fp8, _) = piped
    dumps, _ = load_passes(fp8, store)
    whole, lower, expand = _pipeliner(dumps)
    mma = re.search(r"^#mma = (#ttg\.nvidia_mma<.*>)$", fp8.stage("ttgir").text(), re.MULTILINE)
    assert mma is not None and mma[1] in dumps[lower].text() and "#mma = " not in dumps[lower].text()
    for first, second in ((lower, expand), (whole - 1, whole), (whole, lower)):
        outcome = diff_passes(fp8, (str(first), str(second)), store)
        said = [c.text for c in outcome.diff.summary if c.name == "layout"]
        assert not any(s.startswith(("layout added", "layout removed")) for s in said), (first, second, said)


def test_passes_names_no_new_tensor_type_at_a_bare_step(piped) -> None:
    """The quantizer's largest tensor is 128x128xf32 in ``#blocked`` before, at and after its bare LowerLoops step,
    which writes the layout inline (``ir_size`` shows it ``…``): the table names no type change there, nor back at
    the next pass (it said "→ tensor<128x128xf32, …>" and then "→ tensor<128x128xf32, #blocked>")."""
    from ir_explorer.cli.passes import _cost_cells
    from ir_explorer.ir.passcost import sizes_after

    store, (_, quant) = piped
    dumps, final = load_passes(quant, store)
    whole, lower, expand = _pipeliner(dumps)
    after = sizes_after(dumps, final.read_bytes().decode() if final is not None else None)
    assert after[lower] is not None and after[lower].tensor == "tensor<128x128xf32, …>"
    assert after[whole] is not None and after[whole].tensor == "tensor<128x128xf32, #blocked>"
    prev = after[whole].tensor
    tails = []
    for i in (lower, expand, expand + 1):
        size = after[i]
        assert size is not None
        _, tail, prev = _cost_cells(dumps[i], size, prev)
        tails.append(tail)
    assert not any("→" in t for t in tails), tails


def test_the_tui_shows_the_ir_each_pass_and_step_left(piped) -> None:
    """The terminal UI's pass view (``StoreSource.pass_text``) had ``dump --pass``'s fault: the IR after
    TritonGPUPipeline was the LowerLoops snapshot. It now shows what ``pass_after`` does."""
    from ir_explorer.tui.data import StoreSource

    store, (fp8, _) = piped
    dumps, _ = load_passes(fp8, store)
    source = StoreSource(store, [], [])
    for i in _pipeliner(dumps):
        assert source.pass_text(fp8, i) == pass_after(fp8, store, str(i)).text
    whole, lower, _ = _pipeliner(dumps)
    assert source.pass_text(fp8, whole).count("ttg.async_copy_global_to_local") == 8
    assert source.pass_text(fp8, lower) == dumps[lower].text()
