"""The ``ir-explorer`` terminal UI: kernels → configs → targets → stages and passes, with the IR beside them.

:class:`IRExplorerApp` is handed a :class:`~ir_explorer.tui.data.DataSource` and never imports Triton:
compiles run in the data source's worker processes, called from thread workers here, with per-target
progress in the tree. The screen that does the work is :class:`ExploreScreen`, the app's default mode;
diff mode is the second (:class:`~ir_explorer.tui.diffview.DiffScreen`, ``MODES["diff"]``): ``d`` marks
the tree node or text under the cursor as one side, ``d`` on another opens the diff, Escape comes back.

Layout: the tree on the left; the IR (:class:`~ir_explorer.tui.lineview.LineView`) in the middle, with a
title line and a search/go-to-line input under it; the kernel's Python source and the findings on the
right. A failed compile opens :class:`ErrorScreen` (message, failing pass, last good IR).

The modules, by what they hold: :mod:`~ir_explorer.tui.explore` (the screen: tree, prompt, bindings, diff marks),
:mod:`~ir_explorer.tui.panes` (its IR, source and findings panes), :mod:`~ir_explorer.tui.nodes` (what tree nodes
hold and what the IR view shows) and :mod:`~ir_explorer.tui.widgets` (tree, title bar, error panel). Their public
names are importable from here too.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any, cast

from textual.app import App, SystemCommand
from textual.screen import Screen
from textual.worker import Worker, WorkerState

from ir_explorer.core.control_chars import escape
from ir_explorer.core.model import TEXT_STAGES
from ir_explorer.tui.data import DataSource
from ir_explorer.tui.diffview import DiffScreen, DiffSide
from ir_explorer.tui.explore import ExploreScreen
from ir_explorer.tui.nodes import (
    ConfigNode,
    FileNode,
    PassDumpNode,
    PassesNode,
    PassNode,
    Shown,
    StageNode,
    StageTimesNode,
    TargetNode,
    stage_of_file,
    text_stages,
)
from ir_explorer.tui.panes import DEFAULT_STAGE, PanesScreen
from ir_explorer.tui.widgets import ErrorScreen, KernelTree, TitleBar, escaped_text

__all__ = [
    "DEFAULT_STAGE", "ConfigNode", "ErrorScreen", "ExploreScreen", "FileNode", "IRExplorerApp", "KernelTree",
    "PanesScreen", "PassDumpNode", "PassNode", "PassesNode", "Shown", "StageNode", "StageTimesNode", "TargetNode",
    "TitleBar", "escaped_text", "stage_of_file", "text_stages",
]


class IRExplorerApp(App[None]):
    """The app over a :class:`DataSource`: ``IRExplorerApp(data, kernel="matmul").run()``.

    ``kernel`` names the kernel to open first (default: the first); ``files`` are dump files shown in
    the tree above the kernels (the first one is opened).
    """

    TITLE = "ir-explorer"
    # Two modes: "explore" (ExploreScreen, made by get_default_screen) and "diff" (DiffScreen, on diff_pair).
    DEFAULT_MODE = "explore"
    MODES = {"diff": DiffScreen}

    def __init__(self, data: DataSource, kernel: str | None = None, files: Iterable[Path] = ()) -> None:
        self.data = data
        self._kernel = kernel
        self._files = list(files)
        self.diff_pair: tuple[DiffSide, DiffSide] | None = None
        """The sides diff mode shows (set by :meth:`open_diff`)."""
        super().__init__()
        self.add_mode("explore", self.get_default_screen)  # a mode of its own, so that Escape can go back to it

    def notify(self, message: str, **kwargs: Any) -> None:  # type: ignore[override]
        """Every notification, with the control characters of its input-derived parts escaped, and shown as
        plain text: a kernel or file name holding ``[bold]`` or ``[@click=…]`` is not read as Textual markup."""
        kwargs.setdefault("markup", False)
        super().notify(escape(str(message)), **kwargs)

    def open_diff(self, left: DiffSide, right: DiffSide) -> None:
        """Switch to diff mode on ``left`` against ``right``."""
        self.diff_pair = (left, right)
        if self.current_mode == "diff":
            cast(DiffScreen, self.screen).start(self.diff_pair)
        else:
            self.switch_mode("diff")

    def get_default_screen(self) -> Screen[Any]:
        return ExploreScreen(self.data, self._kernel, self._files)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        if not isinstance(screen, ExploreScreen):
            return
        for n, stage in enumerate(TEXT_STAGES, 1):
            yield SystemCommand(f"Stage {stage}", f"show {stage} (key {n} on targets that have it)",
                                lambda stage=stage: self._open_stage(screen, stage))
        yield SystemCommand("Changed passes only", "hide/show the passes that did not change the IR (c)",
                            screen.action_toggle_changed)
        yield SystemCommand("Search", "search the IR (/, n, N)", screen.action_search)
        yield SystemCommand("Go to line", "jump to a line number (:)", screen.action_goto_line)
        yield SystemCommand("Next stage at this Python line", "m", screen.action_cycle_stage_at_line)
        yield SystemCommand("Source and findings", "show/hide the side panels (f)", screen.action_toggle_side)
        yield SystemCommand("Diff against…", "mark what is under the cursor as one side of a diff, or compare it "
                            "with the side marked before (d)", screen.action_diff)
        if self.diff_pair is not None:
            yield SystemCommand("Diff mode", "back to the last diff", lambda: self.switch_mode("diff"))

    @staticmethod
    def _open_stage(screen: ExploreScreen, stage: str) -> None:
        if screen.shown is not None and screen.shown.comp is not None:
            screen.open_comp(screen.shown.comp, stage)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state == WorkerState.ERROR:
            error = event.worker.error
            self.notify(f"{type(error).__name__}: {error}", title="internal error", severity="error")
