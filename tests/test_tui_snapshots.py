"""SVG snapshots of the TUI at 140x36 (pytest-textual-snapshot), on the session's real compiles.

The snapshots are drawn by the Triton and Textual versions the ``test`` extra pins; elsewhere these
tests skip. Regenerate them, after checking the change is wanted, with:

    .venv/bin/python -m pytest tests/test_tui_snapshots.py --snapshot-update
"""

from __future__ import annotations

import importlib.metadata

import pytest
from textual.widgets import Input
from tui_helpers import Failing, WithAnalyses, autotuned_pair, settle, source

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all, triton_version
from ir_explorer.core.model import Target
from ir_explorer.core.store import Store
from ir_explorer.tui.app import IRExplorerApp
from ir_explorer.tui.data import StoredSource
from ir_explorer.tui.diffview import DiffSide
from ir_explorer.tui.panes import PanesScreen

SIZE = (140, 36)

pytestmark = pytest.mark.skipif(
    (triton_version(), importlib.metadata.version("textual")) != ("3.9.0", "8.2.8"),
    reason="snapshots are drawn with triton 3.9.0 and textual 8.2.8 (the test extra's pins)")


def test_main_screen(snap_compare, compiled, store):
    matmul = compiled("matmul", "cuda:90", 0, passes=True)
    wgmma = next(i for i, ln in enumerate(matmul.stage("ptx").text().splitlines()) if "wgmma.mma_async" in ln)
    base = source(store)
    app = IRExplorerApp(WithAnalyses(store, base.kernels(), base.targets()), kernel="matmul")

    async def run_before(pilot):
        await settle(pilot)
        screen = pilot.app.screen
        screen.query_one(Input).cursor_blink = False
        await pilot.press("4")
        await settle(pilot)
        screen.ir.focus()
        screen.ir.go_to(wgmma)
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_error_panel(snap_compare, tmp_path):
    """A store of its own: the panel reads the compile's passes and findings, and the session's store may
    hold other records of the same key by then, depending on which tests ran before on the worker."""
    own = Store(tmp_path / "store")
    compile_all([Request(bundled.get("matmul"), 0, Target.parse("cuda:90"), passes=True)], own)
    base = source(own)
    app = IRExplorerApp(Failing(own, base.kernels(), base.targets()), kernel="matmul")

    async def run_before(pilot):
        await settle(pilot)
        # the source pane under the error panel puts the kernel's def at its top after a refresh, which may come
        # before or after the panel is pushed (Textual resets a covered pane's scroll): wait for the end state
        below = next(s for s in pilot.app.screen_stack if isinstance(s, PanesScreen))
        for _ in range(100):
            if below._source_top is not None and below.source.scroll_y == below._source_top:
                break
            below._scroll_source_to_kernel()
            await pilot.pause()
        assert below.source.scroll_y == below._source_top, "the source pane never showed the kernel's def"
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_diff_mode(snap_compare, store):
    """matmul_autotuned's 128x128x32 config against its 128x64x32 one, TTGIR side by side, on the second change
    (normalized text: no location or path of the checkout in it)."""
    a, b = autotuned_pair(store)
    app = IRExplorerApp(StoredSource(store, [a, b]))

    async def run_before(pilot):
        await settle(pilot)
        pilot.app.screen.query_one(Input).cursor_blink = False
        app.open_diff(DiffSide(a, "ttgir"), DiffSide(b, "ttgir"))
        await settle(pilot)
        await pilot.press("right_square_bracket")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
