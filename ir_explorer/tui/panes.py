"""The IR, Python source and findings panes of the explore screen (:class:`PanesScreen`, the base of
:class:`~ir_explorer.tui.explore.ExploreScreen`): its state, its layout, opening a stage, a pass or a file
in thread workers, the line scan of large files, the findings and the Python line mapping, the title, and
the error panel."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static, Tree
from textual.widgets.option_list import Option
from textual.widgets.tree import TreeNode
from textual.worker import get_current_worker

from ir_explorer.analyses.findings import Finding
from ir_explorer.core.errors import IRExplorerError
from ir_explorer.core.model import Compilation
from ir_explorer.tui.data import DataSource, SourceLines, kernel_def_line, kernel_function
from ir_explorer.tui.diffview import DiffSide
from ir_explorer.tui.lineindex import Cancelled, LineIndex, TextBuffer
from ir_explorer.tui.lineview import KIND_COLORS, LineView, lexer_for
from ir_explorer.tui.nodes import Annotations, Loaded, Shown, TargetNode, stage_of_file, text_stages
from ir_explorer.tui.widgets import ErrorScreen, KernelTree, TitleBar, _SafeText

DEFAULT_STAGE = "ttgir"
#: Seconds between repaints (line count, scroll bar) while a large file is indexed; each costs the scan time.
_SCAN_REPAINT_S = 0.25


class PanesScreen(Screen[None]):
    """The explore screen's panes and what they show; the tree, the prompt and the diff marks are
    :class:`~ir_explorer.tui.explore.ExploreScreen`'s."""

    def __init__(self, data: DataSource, kernel: str | None = None, files: Iterable[Path] = ()) -> None:
        super().__init__()
        self.data = data
        self.start_kernel = kernel
        self.files = list(files)
        self.shown: Shown | None = None
        self.changed_only = False
        self.regex = False
        self.prompt_mode = "search"
        self.findings: list[Finding] = []
        self.python_line: int | None = None
        """The Python line under the cursor (IR or source), for the mapping and the stage cycle."""
        self._pending_python_line: int | None = None
        self._pending_line: int | None = None
        self._source_key: str | None = None
        """The compile whose Python source the source pane shows."""
        self._findings_key: str | None = None
        """The compile whose findings the findings panel lists."""
        self._loaded: OrderedDict[tuple[str, str, int | None], Loaded] = OrderedDict()
        """The texts shown lately, by (compile key, stage, pass), so switching back is immediate."""
        self._annotations: dict[str, Annotations] = {}
        """Findings and Python source by compile key, made by :meth:`_annotate`."""
        self._lock = threading.Lock()
        self._painted = threading.Event()
        """Set once the first IR is on screen: analyses wait for it, so they do not slow the first paint."""
        self.diff_mark: DiffSide | None = None
        """The side ``d`` marked; ``d`` on another opens the diff."""
        self._source_top: int | None = None
        """The source line to scroll to the top of the source pane when it can be (the kernel's ``def``)."""
        self._diff_after_compile: TreeNode[Any] | None = None
        """The config node ``d`` was pressed on before it was compiled: its compile becomes that side."""

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield KernelTree("kernels", id="tree")
            with Vertical(id="main"):
                yield TitleBar(id="title")
                yield LineView(id="ir")
                yield Input(id="prompt")
            with Vertical(id="side"):
                yield Static("Python source", classes="side-title")
                yield LineView(id="source")
                yield Static("Findings", classes="side-title", id="findings-title")
                yield OptionList(id="findings")
        yield Footer()

    @property
    def ir(self) -> LineView:
        return self.query_one("#ir", LineView)

    @property
    def source(self) -> LineView:
        return self.query_one("#source", LineView)

    @property
    def kernel_tree(self) -> Tree[Any]:
        return self.query_one("#tree", Tree)

    # ------------------------------------------------------------------ opening texts

    def open_comp(self, comp: Compilation, stage: str) -> None:
        """Show ``stage`` of ``comp`` (the error panel for a failed compile without that stage)."""
        if not comp.ok and stage not in comp.stages:
            self.show_error(comp)
            return
        if stage not in text_stages(comp.target):
            stage = DEFAULT_STAGE
        self._open(comp, stage, None)

    def open_pass(self, comp: Compilation, index: int) -> None:
        self._open(comp, "ttgir", index)

    def _open(self, comp: Compilation, stage: str, pass_index: int | None) -> None:
        """Show a text loaded lately at once, else load it in a thread worker."""
        key = (comp.key, stage, pass_index)
        loaded = self._loaded.get(key)
        if loaded is None:
            self._load(comp, stage, pass_index)
            return
        self._loaded.move_to_end(key)
        self.workers.cancel_group(self, "load")  # a slower load started before must not replace this
        self._show(Shown(comp, stage, pass_index, loaded=loaded))

    @work(thread=True, exclusive=True, exit_on_error=False, group="load")
    def _load(self, comp: Compilation, stage: str, pass_index: int | None) -> None:
        """Read and index the text off the UI thread, then show it (its decorations come later)."""
        try:
            index = LineIndex.of_text(self.data.stage_text(comp, stage) if pass_index is None
                                      else self.data.pass_text(comp, pass_index))
        except IRExplorerError as exc:
            self.app.call_from_thread(self.notify, exc.message, severity="error")
            return
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._loaded_text, Shown(comp, stage, pass_index, loaded=Loaded(index)))

    def _loaded_text(self, shown: Shown) -> None:
        assert shown.key is not None and shown.loaded is not None
        self._loaded[shown.key] = shown.loaded
        while len(self._loaded) > 16:
            self._loaded.popitem(last=False)
        self._show(shown)

    def _show(self, shown: Shown) -> None:
        """Show a compile's text: the lines now; the gutter, the findings, the Python source and the mapping
        as soon as they are known (at once when they were made before, else by :meth:`_annotate`)."""
        assert shown.comp is not None and shown.loaded is not None
        line = 0
        if self._pending_line is not None:
            line, self._pending_line = self._pending_line, None
        self.shown = shown
        self.ir.show(shown.loaded.index, "mlir" if shown.pass_index is not None else shown.stage, line)
        if not self._painted.is_set():
            self.ir.call_after_refresh(self._painted.set)
        self._decorate()
        self._update_title()
        if not shown.loaded.mapped or shown.comp.key not in self._annotations:
            self._annotate(shown)

    def _decorate(self) -> None:
        """Apply to the text on show what is known of it: gutter marks, findings, Python source, mapping."""
        shown = self.shown
        if shown is None or shown.comp is None:
            return
        comp = shown.comp
        notes = self._annotations.get(comp.key)
        if notes is not None:
            if self._source_key != comp.key:
                self._source_key = comp.key
                self.source.show(notes.python, "python", notes.kernel_line)
                self._source_top = notes.kernel_line
                self.source.call_after_refresh(self._scroll_source_to_kernel)
            if self._findings_key != comp.key:  # findings are per compile, not per stage
                self._findings_key = comp.key
                self.findings = notes.findings
                self._fill_findings()
            if shown.pass_index is None:
                self.ir.set_marks({ln - 1: f.kind for f in self.findings if f.stage == shown.stage for ln in f.lines})
        if self._pending_python_line is not None and shown.loaded is not None and shown.loaded.mapped:
            py, self._pending_python_line = self._pending_python_line, None
            self._map_python_line(py, move_ir=True)

    def _scroll_source_to_kernel(self) -> None:
        """Put the kernel's ``def`` at the top of the source pane while its cursor is still there, once the pane
        has its size (``show`` scrolls before the layout)."""
        line = self._source_top
        if line is not None and self.source.cursor == line and self.source.scroll_y != line:
            self.source.scroll_to(y=line, animate=False, immediate=True)

    def on_screen_resume(self) -> None:
        """Back from a screen that covered this one (the error panel): the source pane's scroll may have been
        reset under it (Textual 8), so put the kernel back in view."""
        self.source.call_after_refresh(self._scroll_source_to_kernel)

    @work(thread=True, exclusive=True, exit_on_error=False, group="annotate")
    def _annotate(self, shown: Shown) -> None:
        """Make what decorates a text, off the UI thread and after the first paint: the source mapping of
        this stage, and (once per compile) the report's findings and the Python source."""
        comp, loaded = shown.comp, shown.loaded
        assert comp is not None and loaded is not None
        self._painted.wait(timeout=5.0)
        lines: SourceLines | None = loaded.source_lines
        reverse: dict[int, list[int]] = loaded.reverse
        try:
            if not loaded.mapped and shown.pass_index is None:
                lines, reverse = self.data.source_lines(comp, shown.stage), {}
                name = Path(comp.source_path).name
                names: dict[str, bool] = {}
                for i, loc in enumerate(lines or ()):
                    if loc is not None and names.setdefault(loc[0], Path(loc[0]).name == name):
                        reverse.setdefault(loc[1], []).append(i)
            if comp.key not in self._annotations:
                lexer_for("python")  # compiles the Python lexer's regexes here, not on the UI thread
                python = self.data.python_source(comp)
                notes = Annotations(sorted(self.data.findings(comp), key=Finding.sort_key), LineIndex.of_text(python),
                                    kernel_def_line(python, kernel_function(comp)))
                with self._lock:
                    self._annotations.setdefault(comp.key, notes)
        except IRExplorerError as exc:
            self.app.call_from_thread(self.notify, exc.message, severity="error")
            return
        self.app.call_from_thread(self._annotated, shown, lines, reverse)

    def _annotated(self, shown: Shown, lines: SourceLines | None, reverse: dict[int, list[int]]) -> None:
        assert shown.loaded is not None
        shown.loaded.source_lines, shown.loaded.reverse, shown.loaded.mapped = lines, reverse, True
        if self.shown is not None and self.shown.key == shown.key:
            self._decorate()

    def open_file(self, path: Path, of: Compilation | None = None) -> None:
        """Show a dump file of any size: the first lines at once, the index filled by a thread worker; ``of``
        is the compile it is a dump of (the stage keys open that compile's stages)."""
        try:
            buffer = TextBuffer(path=path)
        except OSError as exc:
            self.notify(f"cannot open {path}: {exc.strerror}", severity="error")
            return
        index = LineIndex(buffer)
        index.scan(stop_at=1)  # the first chunk, here: the first screen is drawn at once
        self.shown = Shown(None, stage_of_file(path), path=path, of=of)
        self.findings = []
        self._findings_key = None
        self._fill_findings()
        self.ir.show(index, self.shown.stage)
        if not self._painted.is_set():
            self.ir.call_after_refresh(self._painted.set)
        self._scan(index)
        self._update_title()

    @work(thread=True, exclusive=True, exit_on_error=False, group="load")
    def _open_pass_dump(self, comp: Compilation) -> None:
        """Write the per-pass dump file off the UI thread, then open it like any dump file."""
        try:
            path = self.data.pass_dump(comp)
        except (IRExplorerError, OSError) as exc:
            self.app.call_from_thread(self.notify, str(exc), severity="error")
            return
        if path is None:
            self.app.call_from_thread(self.notify, f"no per-pass capture for {comp.title()}", severity="error")
        elif not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.open_file, path, comp)

    @work(thread=True, exclusive=True, exit_on_error=False, group="scan")
    def _scan(self, index: LineIndex) -> None:
        """Index a file in this thread; a UI timer (:meth:`_poll_scan`) shows the lines as they come."""
        worker = get_current_worker()
        timer = self.app.call_from_thread(self.set_interval, _SCAN_REPAINT_S, lambda: self._poll_scan(index))
        try:
            index.scan(cancelled=lambda: worker.is_cancelled)
        except Cancelled:
            return
        finally:
            self.app.call_from_thread(timer.stop)
            self.app.call_from_thread(self._poll_scan, index)

    def _poll_scan(self, index: LineIndex) -> None:
        if self.ir.index is index:
            self.ir.update_size()
            self.ir.refresh()
            self._update_title()

    # ------------------------------------------------------------------ stages, source mapping, findings

    def action_stage(self, number: int) -> None:
        """Switch to the ``number``-th text stage of the shown target (1 = ttir)."""
        comp = self.shown.comp or self.shown.of if self.shown is not None else None
        if comp is None:
            return
        stages = text_stages(comp.target)
        if number > len(stages):
            self.notify(f"{comp.target.spec} has {len(stages)} stages: {', '.join(stages)}", timeout=3)
            return
        self.open_comp(comp, stages[number - 1])

    def action_cycle_stage_at_line(self) -> None:
        """Show the next stage with the cursor on the first IR line of the same Python line."""
        if self.shown is None or self.shown.comp is None:
            return
        if self.python_line is None:
            self.notify("no Python line under the cursor (this stage carries no locations here)", timeout=3)
            return
        stages = text_stages(self.shown.comp.target)
        current = stages.index(self.shown.stage) if self.shown.stage in stages else -1
        self._pending_python_line = self.python_line
        self.open_comp(self.shown.comp, stages[(current + 1) % len(stages)])

    @on(LineView.CursorMoved)
    def _cursor_moved(self, event: LineView.CursorMoved) -> None:
        shown = self.shown
        if event.view.id == "ir":
            self._update_title()
            if shown is None or not shown.source_lines or not event.view.has_focus:
                return
            loc = shown.source_lines[event.line] if event.line < len(shown.source_lines) else None
            if loc is not None and loc[1] in shown.reverse:
                self._map_python_line(loc[1], move_ir=False)
            else:
                self.python_line = None
                self.ir.set_mapped(())
                self.source.set_mapped(())
        elif event.view.id == "source" and event.view.has_focus and shown is not None:
            self._map_python_line(event.line + 1, move_ir=True, move_source=False)

    def _map_python_line(self, python_line: int, move_ir: bool, move_source: bool = True) -> None:
        """Highlight ``python_line`` in the source and the IR lines it produced; move the cursors there."""
        assert self.shown is not None
        self.python_line = python_line
        lines = self.shown.reverse.get(python_line, [])
        self.ir.set_mapped(lines)
        self.source.set_mapped([python_line - 1])
        if move_source:
            self.source.go_to(python_line - 1)
        if move_ir and lines and not any(self.ir.scroll_y <= ln < self.ir.scroll_y + self.ir.size.height
                                         for ln in lines):
            self.ir.go_to(lines[0])
        elif move_ir and lines and self.ir.cursor not in lines:
            self.ir.go_to(lines[0], center=False)

    def _fill_findings(self) -> None:
        options = self.query_one("#findings", OptionList)
        options.clear_options()
        for i, f in enumerate(self.findings):
            label = _SafeText("▌", style=KIND_COLORS.get(f.kind, "white"))  # messages and facts quote the IR
            label.append(f" {f.kind} ", style="bold")
            where = f"{f.stage}:{f.lines[0]}" if f.lines else f.stage
            label.append(f"{where} ", style="dim")
            label.append(f.message, style={"error": "bold red", "warn": "yellow"}.get(f.severity, ""))
            for fact in f.facts:  # the IR facts its causes rest on
                label.append(f"\n  ↳ {fact.where()} {fact.text}", style="dim")
            options.add_option(Option(label, id=str(i)))
        self.query_one("#findings-title", Static).update(f"Findings ({len(self.findings)})")

    @on(OptionList.OptionSelected, "#findings")
    def _finding_selected(self, event: OptionList.OptionSelected) -> None:
        finding = self.findings[int(event.option.id or 0)]
        self.jump_to_finding(finding)

    def jump_to_finding(self, finding: Finding) -> None:
        """Show the finding's stage with the cursor on its first line."""
        if self.shown is None or self.shown.comp is None:
            return
        line = finding.lines[0] - 1 if finding.lines else 0
        if self.shown.stage == finding.stage and self.shown.pass_index is None:
            self.ir.go_to(line)
            self.ir.focus()
            return
        self._pending_line = line
        self.open_comp(self.shown.comp, finding.stage)
        self.ir.focus()

    # ------------------------------------------------------------------ title, search, prompt, copy

    def _update_title(self) -> None:
        title = Text()
        if self.shown is None:
            title.append("compiling…" if self.data.kernels() else "nothing to show")
        else:
            title.append(self.shown.title(), style="bold")
        status = Text()
        if self.shown is not None:
            index = self.ir.index
            pos = self.ir.match_position()
            if self.ir.search_pattern is not None:
                pattern = self.ir.search_pattern.pattern
                if pos is None:
                    status.append(f"/{pattern} searching…  ", style="yellow")
                elif pos[0]:
                    status.append(f"/{pattern} match {pos[0]} of {pos[1]}  ", style="yellow")
                else:
                    status.append(f"/{pattern} {pos[1]} match{'es' if pos[1] != 1 else ''}  ", style="yellow")
            status.append(f"line {self.ir.cursor + 1}/{index.count}{'' if index.done else '+ (indexing)'}",
                          style="dim")
        if self.regex:
            status.append("  [regex]", style="magenta")
        if self.diff_mark is not None:
            title.append(f"  d: diff against {self.diff_mark.label()}", style="magenta")
        self.query_one("#title", TitleBar).set(title, status)

    def action_toggle_help(self) -> None:
        if self.query("HelpPanel"):
            self.app.action_hide_help_panel()
        else:
            self.app.action_show_help_panel()

    def action_show_error(self) -> None:
        """Open the error panel again for the failed compile on show, else for the failed target under the tree's
        cursor (a compile that failed before the TTGIR shows no text)."""
        if self.shown is not None and self.shown.comp is not None and not self.shown.comp.ok:
            self.show_error(self.shown.comp)
            return
        node = self.kernel_tree.cursor_node
        data = node.data if node is not None else None
        if isinstance(data, TargetNode) and data.comp is not None and not data.comp.ok:
            self.show_error(data.comp)

    def show_error(self, comp: Compilation) -> None:
        """The error panel of a failed compile (message, failing pass, last good IR)."""
        try:
            last_good = self.data.last_good_ir(comp)
        except IRExplorerError as exc:
            self.notify(exc.message, severity="error")
            last_good = None
        on_top = self.app.screen
        if isinstance(on_top, ErrorScreen) and on_top.comp.key == comp.key:
            return  # already open: a second panel would take a second Esc to close
        self.app.push_screen(ErrorScreen(comp, last_good))
