"""The ``ir-explorer`` terminal UI: kernels → configs → targets → stages and passes, with the IR beside them.

:class:`IRExplorerApp` is handed a :class:`~ir_explorer.tui.data.DataSource` and never imports Triton:
compiles run in the data source's worker processes, called from thread workers here, with per-target
progress in the tree. The screen that does the work is :class:`ExploreScreen`, the app's default mode;
diff mode is the second (:class:`~ir_explorer.tui.diffview.DiffScreen`, ``MODES["diff"]``): ``d`` marks
the tree node or text under the cursor as one side, ``d`` on another opens the diff, Escape comes back.

Layout: the tree on the left; the IR (:class:`~ir_explorer.tui.lineview.LineView`) in the middle, with a
title line and a search/go-to-line input under it; the kernel's Python source and the findings on the
right. A failed compile opens :class:`ErrorScreen` (message, failing pass, last good IR).
"""

from __future__ import annotations

import itertools
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from rich.segment import Segment
from rich.text import Text
from textual import on, work
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Footer, Input, OptionList, Static, Tree
from textual.widgets.option_list import Option
from textual.widgets.tree import TreeNode
from textual.worker import Worker, WorkerState, get_current_worker

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.stages import default_stage
from ir_explorer.core.control_chars import escape
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import TEXT_STAGES, Compilation, IRSize, KernelSpec, PassDump, Target
from ir_explorer.ir.passcost import stored_sizes_after
from ir_explorer.tui.data import DataSource, Metrics, SourceLines, kernel_def_line, kernel_function
from ir_explorer.tui.diffview import DiffScreen, DiffSide
from ir_explorer.tui.lineindex import Cancelled, LineIndex, TextBuffer
from ir_explorer.tui.lineview import KIND_COLORS, LineView, lexer_for

DEFAULT_STAGE = "ttgir"
#: Seconds between repaints (line count, scroll bar) while a large file is indexed; each costs the scan time.
_SCAN_REPAINT_S = 0.25


#: What each number key shows (``text_stages``' order, which differs by target), for the help panel.
_STAGE_NAMES = ("ttir", "ttgir", "llir", "ptx (NVIDIA) or amdgcn (AMD)", "sass (NVIDIA)", "none on the known targets")


class KernelTree(Tree[Any]):
    """The kernels' tree, moved with ``j``/``k`` as well as the arrows (as the README says)."""

    BINDINGS = [Binding("j", "cursor_down", "Down", show=False), Binding("k", "cursor_up", "Up", show=False)]

    def process_label(self, label: str | Text) -> Text:
        """Textual's, on the label with its control characters escaped (:func:`escaped_text`): kernel names, config
        labels (constexpr values), pass names and release versions come from inputs, and an escape sequence in one
        reached the terminal (issue 24: blink and conceal drawn in the tree). A ``str`` is plain text, not markup."""
        return super().process_label(escaped_text(Text(label) if isinstance(label, str) else label))


def escaped_text(text: Text) -> Text:
    """``text`` with every control character, newline included, shown as printable text
    (:func:`ir_explorer.core.control_chars.escape`), its styled spans moved with the characters they cover."""
    plain = text.plain
    if escape(plain, keep_newlines=False) == plain:
        return text
    pieces = [escape(ch, keep_newlines=False) for ch in plain]
    ends = list(itertools.accumulate((len(p) for p in pieces), initial=0))
    out = Text("".join(pieces), style=text.style, justify=text.justify, overflow=text.overflow,
               no_wrap=text.no_wrap, end=text.end)
    for span in text.spans:
        out.stylize(span.style, ends[span.start], ends[min(span.end, len(plain))])
    return out


def text_stages(target: Target) -> list[str]:
    """The stages of ``target`` that have text, in pipeline order (the number keys follow it)."""
    return [s for s in target.stages if s in TEXT_STAGES]


def stage_of_file(path: Path) -> str:
    """The lexer a dump file gets, from its suffix: ``.ll`` LLVM IR, ``.ptx``, ``.sass``, ``.s``/``.amdgcn``
    AMDGCN, anything else MLIR (pass dumps, ``.mlir``, ``.ttir``, ``.ttgir``)."""
    return {".ll": "llir", ".llir": "llir", ".ptx": "ptx", ".sass": "sass", ".s": "amdgcn",
            ".amdgcn": "amdgcn"}.get(path.suffix.lower(), "mlir")


def _installed_triton() -> str:
    """The version of the Triton beside ir-explorer (read from its files, not imported), for the tree."""
    from ir_explorer.capture.compiles import triton_version

    try:
        return triton_version()
    except IRExplorerError:
        return "installed"


# ---------------------------------------------------------------------------- tree nodes


def _data(node: TreeNode[Any]) -> Any:
    """A tree node's data (every node of the kernel tree has one)."""
    return node.data


@dataclass
class ConfigNode:
    kernel: KernelSpec
    index: int
    state: str = "new"
    """``new``, ``compiling``, ``done``."""


@dataclass
class TargetNode:
    kernel: KernelSpec
    index: int
    target: Target
    comp: Compilation | None = None
    state: str = "queued"
    seconds: float = 0.0
    metrics: Metrics | None = None
    """The tree's inline figures, once the report has run (after the first paint)."""
    toolchain: Any = None
    """The Triton release it is compiled with (``--triton``; ``None``: the one beside ir-explorer)."""


@dataclass(frozen=True)
class StageNode:
    comp: Compilation
    stage: str


@dataclass(frozen=True)
class StageTimesNode:
    """The line under a compile's passes that gives each stage's time and share; selecting it does nothing."""

    comp: Compilation


@dataclass(frozen=True)
class PassesNode:
    comp: Compilation


@dataclass(frozen=True)
class PassNode:
    comp: Compilation
    index: int


@dataclass(frozen=True)
class FileNode:
    path: Path


@dataclass(frozen=True)
class PassDumpNode:
    """Every per-pass snapshot of ``comp`` as one dump file."""

    comp: Compilation


@dataclass
class Loaded:
    """A text of a compile as the IR view shows it, kept by (compile key, stage, pass) so that showing it
    again is immediate: the index at once, the source mapping once the annotation worker has made it."""

    index: LineIndex
    source_lines: SourceLines | None = None
    """Per IR line, the Python line it came from (``None``: not mapped yet, no mapper, or a pass snapshot)."""
    reverse: dict[int, list[int]] = field(default_factory=dict)
    """Python line → 0-based IR lines produced from it."""
    mapped: bool = False
    """The annotation worker has been over this text (``source_lines`` is final)."""


@dataclass(frozen=True)
class Annotations:
    """What a compile is shown with besides its texts, made off the UI thread after the first paint."""

    findings: list[Finding]
    """The report's findings, sorted (:meth:`Finding.sort_key`)."""
    python: LineIndex
    """The kernel's Python source."""
    kernel_line: int = 0
    """The 0-based line of the kernel's ``def`` in :attr:`python` (:func:`kernel_def_line`), where the source
    pane opens."""


@dataclass
class Shown:
    """What the IR view shows: a stage or the IR after a pass of ``comp``, or a file."""

    comp: Compilation | None
    stage: str
    pass_index: int | None = None
    path: Path | None = None
    loaded: Loaded | None = None
    of: Compilation | None = None
    """For a file: the compile it is a dump of (the all-passes dump), so that the stage keys still work."""

    @property
    def key(self) -> tuple[str, str, int | None] | None:
        """The (compile key, stage, pass) the texts of a compile are kept by; ``None`` for a file."""
        return (self.comp.key, self.stage, self.pass_index) if self.comp is not None else None

    @property
    def source_lines(self) -> SourceLines | None:
        return self.loaded.source_lines if self.loaded is not None else None

    @property
    def reverse(self) -> dict[int, list[int]]:
        return self.loaded.reverse if self.loaded is not None else {}

    def title(self) -> str:
        """``ptx · matmul [0] 128x128x64_w8_s3 · cuda:90``, ``all passes · matmul [0] …`` for a compile's per-pass
        dump (written to a temporary file: its path says nothing), or a user file's path."""
        if self.path is not None and self.of is None:
            return str(self.path)
        comp = self.comp or self.of
        assert comp is not None
        what = "all passes" if self.path is not None else \
            f"IR after pass #{self.pass_index}" if self.pass_index is not None else self.stage
        return f"{what} · {comp.kernel} [{comp.config_index}] {comp.config.short()} · {comp.target.spec}"


# ---------------------------------------------------------------------------- widgets


class TitleBar(Widget):
    """One line of rich text, drawn as one strip: updating it repaints the line without a layout pass (unlike
    ``Static``), and without Textual's content pipeline (a few ms a line, on every stage switch)."""

    # The pane that has the focus shows it in its title (ExploreScreen._show_focus sets the class).
    DEFAULT_CSS = """
    TitleBar { height: 1; background: $boost; padding: 0 1; }
    TitleBar.focused { background: $accent 40%; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = Text()
        self.right = Text()

    def set(self, text: Text, right: Text | None = None) -> None:
        """Show ``text`` on the left and ``right`` (the line and match counts) at the right edge: a long
        ``text`` (a file's path) is cut with ``…`` before it can push ``right`` out of sight."""
        self.text = text
        self.right = right or Text()
        self.refresh()

    def _strip(self, text: Text) -> Strip:
        return Strip([s._replace(text=escape(s.text, keep_newlines=False))  # names and paths come from inputs
                      for s in text.render(self.app.console)])

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if y:
            return Strip.blank(width, self.rich_style)
        right = self._strip(self.right)
        room = max(0, width - right.cell_length - (2 if right.cell_length else 0))
        left = self._strip(self.text)
        if left.cell_length > room:
            left = Strip.join([left.crop(0, max(0, room - 1)), Strip([Segment("…")])])
        gap = Strip.blank(max(0, width - left.cell_length - right.cell_length))
        return Strip.join([left, gap, right]).crop(0, width).extend_cell_length(width).apply_style(self.rich_style)


# ---------------------------------------------------------------------------- error panel


class ErrorScreen(ModalScreen[None]):
    """A failed compile: what failed, the Python line, the failing pass, and the last good IR."""

    BINDINGS = [Binding("escape,q", "dismiss", "Close")]
    DEFAULT_CSS = """
    ErrorScreen { align: center middle; }
    ErrorScreen > Vertical { width: 90%; height: 90%; border: thick $error; background: $panel; }
    ErrorScreen #error-message { height: auto; max-height: 12; padding: 0 1; }
    ErrorScreen #error-ir-title { height: 1; padding: 0 1; background: $boost; }
    ErrorScreen LineView { height: 1fr; }
    """

    def __init__(self, comp: Compilation, last_good: tuple[str, str] | None) -> None:
        super().__init__()
        self.comp = comp
        self.last_good = last_good

    def compose(self) -> ComposeResult:
        f = self.comp.failure
        assert f is not None
        lines = _SafeText()
        lines.append(f"{self.comp.title()}\n", style="bold")
        lines.append(f"{f.headline()}\n", style="bold red")
        if f.python_line:
            lines.append(f"{f.python_location}: ", style="dim")
            lines.append(f"{f.python_line}\n")
        if f.failing_pass is not None and f.failing_pass_index is not None:
            lines.append(f"failing pass: #{f.failing_pass_index} {f.failing_pass}\n")
        elif f.last_good_stage:
            lines.append(f"last good stage: {f.last_good_stage}\n")
        said = f.headline()
        for ln in [ln.strip() for ln in f.diagnostics.splitlines() if ln.strip() and ln.strip() not in said][:4]:
            lines.append(f"| {ln[:200]}\n", style="dim")
        with Vertical():
            yield Static(lines, id="error-message")
            yield Static(Text(escape(self.last_good[0]) if self.last_good else "no IR was produced before the failure"),
                         id="error-ir-title")
            yield LineView(id="error-ir")

    def on_mount(self) -> None:
        self.query_one(Vertical).border_subtitle = "Esc or q: close · e: open again"
        if self.last_good is not None:
            header = self.last_good[0]
            stage = "mlir" if header.startswith("IR before") else header.split(" ", 1)[0]
            self.query_one(LineView).show(LineIndex.of_text(self.last_good[1]), stage)
        self.query_one(LineView).focus()

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)


# ---------------------------------------------------------------------------- main screen


class ExploreScreen(Screen[None]):
    """Tree, IR, Python source and findings for the kernels of the app's data source."""

    BINDINGS = [
        Binding("q", "app.quit", "Quit"),
        Binding("question_mark", "toggle_help", "Help"),
        Binding("slash", "search", "Search"),
        Binding("colon", "goto_line", "Go to line"),
        Binding("r", "toggle_regex", "Regex", show=False),
        Binding("c", "toggle_changed", "Changed passes"),
        Binding("m", "cycle_stage_at_line", "Line → next stage"),
        Binding("f", "toggle_side", "Source/findings"),
        Binding("y", "copy_line", "Copy line", show=False),
        Binding("Y", "copy_block", "Copy block", show=False),
        Binding("e", "show_error", "Show error", show=False),
        Binding("d", "diff", "Diff"),
        *[Binding(str(n), f"stage({n})", f"Stage {n}: {_STAGE_NAMES[n - 1]}", show=False) for n in range(1, 7)],
        Binding("t", "toggle_tree", "Hide/show the tree"),
        Binding("less_than_sign", "resize_tree(-4)", "Narrower tree", show=False),
        Binding("greater_than_sign", "resize_tree(4)", "Wider tree", show=False),
    ]

    # The tree's width before `<`/`>` change it: a share of the screen, 29% (23 of 80 columns, so that the IR keeps
    # 37 of them), between 16 and 40 columns (40 from 138 columns up).
    DEFAULT_CSS = """
    ExploreScreen #tree { width: 29%; min-width: 16; max-width: 40; border-right: solid $primary-background; }
    ExploreScreen #tree.hidden { display: none; }
    ExploreScreen #tree:focus { border-right: thick $accent; }
    ExploreScreen .side-title.focused { background: $accent 40%; }
    ExploreScreen #main { width: 2fr; }
    ExploreScreen #ir { height: 1fr; }
    ExploreScreen #prompt { display: none; }
    ExploreScreen #prompt.visible { display: block; }
    ExploreScreen #side { width: 1fr; border-left: solid $primary-background; }
    ExploreScreen #side.hidden { display: none; }
    ExploreScreen .side-title { height: 1; background: $boost; padding: 0 1; }
    ExploreScreen #source { height: 1fr; }
    ExploreScreen #findings { height: 12; border: none; }
    """

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

    # ------------------------------------------------------------------ tree

    def on_mount(self) -> None:
        tree = self.kernel_tree
        tree.show_root = False
        tree.guide_depth = 2
        first: TreeNode[Any] | None = None
        for path in self.files:
            node = tree.root.add_leaf(Text(escape(path.name, False), style="bold"), data=FileNode(path))
            first = first or node
        for spec in self.data.kernels():
            knode = tree.root.add(Text(escape(spec.name, False), style="bold"), data=spec, expand=False)
            releases = list(getattr(self.data, "releases", lambda: [None])())
            for i in range(len(spec.configs)):
                cnode = knode.add(self._config_label(spec, i, None), data=ConfigNode(spec, i))
                for target in self.data.targets(spec, i):
                    for chain in releases:  # with several --triton releases, each target once per release
                        tn = TargetNode(spec, i, target, toolchain=chain)
                        cnode.add(self._target_label(tn, len(releases) > 1), data=tn)
            if first is None and (self.start_kernel is None or self.start_kernel == spec.name):
                knode.expand()
                cfg_node = knode.children[0]
                cfg_node.expand()  # compiles config 0 (NodeExpanded)
                first = cfg_node
        if first is not None:
            tree.move_cursor(first)
            if isinstance(first.data, FileNode):
                self.open_file(first.data.path)
        self.ir.focus()
        self._update_title()

    def _config_label(self, spec: KernelSpec, index: int, metrics: str | None, state: str = "") -> Text:
        label = Text(f"[{index}] {spec.configs[index].short()}")
        if state:
            label.append(f" {state}", style="italic yellow")
        if metrics:
            label.append(f" {metrics}", style="cyan")
        return label

    def _target_label(self, tn: TargetNode, release: bool | None = None) -> Text:
        label = Text(tn.target.spec)
        if release or (release is None and len(getattr(self.data, "releases", lambda: [None])()) > 1):
            label.append(f" triton {tn.toolchain.version if tn.toolchain is not None else _installed_triton()}",
                         style="magenta")
        if tn.state == "compiling":
            label.append(f"  compiling {tn.seconds:.1f}s", style="italic yellow")
        elif tn.state == "queued":
            label.append("  queued", style="dim")
        elif tn.comp is not None and not tn.comp.ok:
            label.append("  FAILED", style="bold red")
        elif tn.metrics is not None:
            label.append(f" {tn.metrics.label()}", style="cyan")
        return label

    @on(Tree.NodeExpanded)
    def _expanded(self, event: Tree.NodeExpanded[Any]) -> None:
        data = event.node.data
        if isinstance(data, ConfigNode) and data.state == "new":
            data.state = "compiling"
            self.compile_config(event.node)

    @on(Tree.NodeSelected)
    def _selected(self, event: Tree.NodeSelected[Any]) -> None:
        data = event.node.data
        if isinstance(data, FileNode):
            self.open_file(data.path)
        elif isinstance(data, TargetNode) and data.comp is not None and not data.comp.ok:
            self.show_error(data.comp)
        elif isinstance(data, TargetNode) and data.comp is not None:
            self.open_comp(data.comp, self.shown.stage if self.shown and self.shown.comp else DEFAULT_STAGE)
        elif isinstance(data, StageNode):
            self.open_comp(data.comp, data.stage)
        elif isinstance(data, PassNode):
            self.open_pass(data.comp, data.index)
        elif isinstance(data, PassDumpNode):
            self._open_pass_dump(data.comp)

    @work(thread=True, exit_on_error=False, group="compile")
    def compile_config(self, cnode: TreeNode[Any]) -> None:
        """Compile (or load) one config for every target, updating the target nodes as results come."""
        cfg: ConfigNode = _data(cnode)
        tnodes = list(cnode.children)
        targets = [_data(n).target for n in tnodes]
        started = time.monotonic()
        last_paint = [0.0]

        def on_event(i: int, state: str, seconds: float) -> None:
            now = time.monotonic()
            if i >= 0:
                _data(tnodes[i]).state = state
                _data(tnodes[i]).seconds = seconds
            elif now - last_paint[0] < 0.25:
                return
            last_paint[0] = now
            for n in tnodes:
                if _data(n).state == "compiling":
                    _data(n).seconds = now - started
            self.app.call_from_thread(self._repaint_targets, tnodes)

        chains = [_data(n).toolchain for n in tnodes]
        try:
            if any(c is not None for c in chains):
                comps = self.data.compile(cfg.kernel, cfg.index, targets, on_event, toolchains=chains)
            else:
                comps = self.data.compile(cfg.kernel, cfg.index, targets, on_event)
        except IRExplorerError as exc:
            cfg.state = "new"
            self.app.call_from_thread(self.notify, exc.message, title="compile failed", severity="error")
            self.app.call_from_thread(self._repaint_targets, tnodes, "error")
            return
        self.app.call_from_thread(self._compiled, cnode, tnodes, comps)
        # The tree's figures run the report's analyses (~0.3 s for a matmul): off the UI thread, and after
        # the first IR is on screen, so that they do not compete with it for the interpreter.
        self._painted.wait(timeout=5.0)
        metrics = [self.data.metrics(c) if c.ok else None for c in comps]
        self.app.call_from_thread(self._metrics_ready, cnode, tnodes, metrics)

    def _repaint_targets(self, tnodes: list[TreeNode[Any]], state: str = "") -> None:
        for n in tnodes:
            n.set_label(self._target_label(_data(n)))
        if tnodes and tnodes[0].parent is not None:
            cfg: ConfigNode = _data(tnodes[0].parent)
            busy = sum(1 for n in tnodes if _data(n).state in ("queued", "compiling"))
            progress = f"compiled {len(tnodes) - busy}/{len(tnodes)}" if busy else ""
            tnodes[0].parent.set_label(self._config_label(cfg.kernel, cfg.index, None, state or progress))

    def _compiled(self, cnode: TreeNode[Any], tnodes: list[TreeNode[Any]], comps: list[Compilation]) -> None:
        cfg: ConfigNode = _data(cnode)
        cfg.state = "done"
        for node, comp in zip(tnodes, comps, strict=True):
            tn: TargetNode = _data(node)
            tn.comp = comp
            tn.state = "done" if comp.ok else "failed"
            node.set_label(self._target_label(tn))
            node.remove_children()
            for stage in text_stages(comp.target):
                ok = stage in comp.stages or (stage == "sass" and "cubin" in comp.stages)
                node.add_leaf(Text(stage, style="" if ok else "dim strike"), data=StageNode(comp, stage))
            passes = self.data.passes(comp)
            if passes:
                n_changed = sum(1 for p in passes if p.changed)
                pnode = node.add(f"passes ({n_changed}/{len(passes)} changed)", data=PassesNode(comp))
                self._fill_passes(pnode)
        cnode.set_label(self._config_label(cfg.kernel, cfg.index, None if any(c.ok for c in comps) else "FAILED"))
        if self.shown is None:  # the first result: show it, and what failed if it did
            tnodes[0].expand()
            self.kernel_tree.move_cursor(tnodes[0])
            try:  # TTGIR, else the last stage an entry read from a PATH holds
                self.open_comp(comps[0], default_stage(comps[0]))
            except UsageError:  # a dump log's per-pass snapshots only: the whole log, as before it was read
                self._open_pass_dump(comps[0])
            if not comps[0].ok:
                self.show_error(comps[0])  # once: open_comp shows it already when the stage is missing
                self._painted.set()
        if self._diff_after_compile is cnode:  # d was pressed on it before it was compiled
            self._diff_after_compile = None
            mark = self.diff_mark
            stage = mark.stage if mark else DEFAULT_STAGE
            side = self._side_of(list(cnode.children), stage, mark.pass_index if mark else None)
            if side is None:
                self.notify(f"{cfg.kernel.name} config {cfg.index} failed to compile: nothing to diff",
                            severity="warning", timeout=4)
            else:
                self._diff_with(side)

    def _metrics_ready(self, cnode: TreeNode[Any], tnodes: list[TreeNode[Any]],
                       metrics: list[Metrics | None]) -> None:
        """Put each target's figures in the tree, and the first good one's on its config."""
        for node, m in zip(tnodes, metrics, strict=True):
            _data(node).metrics = m
            node.set_label(self._target_label(_data(node)))
        first = next((m for m in metrics if m is not None), None)
        if first is not None:
            cfg: ConfigNode = _data(cnode)
            cnode.set_label(self._config_label(cfg.kernel, cfg.index, first.label()))
        # set_label repaints lines but leaves the tree's width as it was (Textual 8): rebuild it, so that the
        # longer labels get the horizontal scroll bar
        self.kernel_tree._invalidate()

    def _fill_passes(self, pnode: TreeNode[Any]) -> None:
        comp = _data(pnode).comp
        pnode.remove_children()
        pnode.add_leaf(Text("all passes as one dump ([ ] move by pass)", style="italic"), data=PassDumpNode(comp))
        passes = self.data.passes(comp)
        pnode.add_leaf(Text(_times_label(comp, passes), style="italic dim"), data=StageTimesNode(comp))
        after = stored_sizes_after(passes)
        for p in passes:
            if self.changed_only and not p.changed:
                continue
            label = Text("● " if p.changed else "· ", style="green" if p.changed else "dim")
            label.append(f"{p.index:>2} {p.short_arg or p.name}", style="" if p.changed else "dim")
            if p.changed:
                label.append(f" +{p.lines_added} -{p.lines_removed}", style="dim")
            label.append_text(_cost_label(p, after[p.index]))
            pnode.add_leaf(label, data=PassNode(comp, p.index))

    def action_toggle_changed(self) -> None:
        """Show only the passes that changed the IR, or all of them."""
        self.changed_only = not self.changed_only
        stack = [self.kernel_tree.root]
        while stack:
            node = stack.pop()
            if isinstance(node.data, PassesNode):
                self._fill_passes(node)
            else:
                stack.extend(node.children)
        self.notify("only the passes that changed the IR" if self.changed_only else "every pass", timeout=2)

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

    def action_search(self) -> None:
        self._prompt("search", "regex (r toggles)" if self.regex else "text (r: regex)")

    def action_goto_line(self) -> None:
        self._prompt("goto", "line number")

    def _prompt(self, mode: str, placeholder: str) -> None:
        self.prompt_mode = mode
        prompt = self.query_one("#prompt", Input)
        prompt.placeholder = placeholder
        prompt.value = ""
        prompt.add_class("visible")
        prompt.focus()

    def action_toggle_regex(self) -> None:
        self.regex = not self.regex
        self._update_title()

    @on(Input.Submitted, "#prompt")
    def _prompt_submitted(self, event: Input.Submitted) -> None:
        event.input.remove_class("visible")
        self.ir.focus()
        value = event.value.strip()
        if not value:
            return
        if self.prompt_mode == "goto":
            if not value.isdigit():
                self.notify(f"not a line number: {value!r}", severity="error")
                return
            self.ir.go_to(int(value) - 1)
        else:
            self.ir.search(value, self.regex)
            self._update_title()

    def key_escape(self) -> None:
        """Esc closes the prompt; without one, it clears the search's marks."""
        prompt = self.query_one("#prompt", Input)
        if prompt.has_class("visible"):
            prompt.remove_class("visible")
            self.ir.focus()
        elif self.ir.search_pattern is not None:
            self.ir.clear_search()
            self._update_title()

    @on(LineView.SearchDone)
    def _search_done(self, event: LineView.SearchDone) -> None:
        if event.error:
            self.notify(event.error, severity="error")
        elif not event.matches:
            self.notify(f"not found: {event.pattern}", severity="warning", timeout=3)
        self._update_title()

    def action_copy_line(self) -> None:
        view = self.focused if isinstance(self.focused, LineView) else self.ir
        self.app.copy_to_clipboard(view.index.line(view.cursor))
        self.notify(f"copied line {view.cursor + 1}", timeout=2)

    def action_copy_block(self) -> None:
        """Copy the IR lines the Python line under the cursor produced (else the cursor line)."""
        lines = sorted(self.ir.mapped) or [self.ir.cursor]
        self.app.copy_to_clipboard("\n".join(self.ir.index.line(i) for i in lines))
        self.notify(f"copied {len(lines)} line(s)", timeout=2)

    def action_toggle_side(self) -> None:
        self.query_one("#side").toggle_class("hidden")

    def action_toggle_tree(self) -> None:
        """Hide the tree (the IR gets its columns), or show it again."""
        tree = self.kernel_tree
        tree.toggle_class("hidden")
        if tree.has_class("hidden") and tree.has_focus:
            self.ir.focus()

    def action_resize_tree(self, delta: int) -> None:
        """Make the tree ``delta`` columns wider (narrower when negative), between 12 and 3/4 of the screen."""
        tree = self.kernel_tree
        low, high = 12, self.size.width * 3 // 4
        tree.styles.min_width, tree.styles.max_width = low, high  # in place of the default share's bounds
        tree.styles.width = int(max(low, min(tree.outer_size.width + delta, high)))

    def on_descendant_focus(self) -> None:
        self._show_focus()

    def on_descendant_blur(self) -> None:
        self._show_focus()

    def _show_focus(self) -> None:
        """Light the title of the pane that has the focus (the tree shows it in its border, :focus)."""
        focused = self.focused
        self.query_one("#title", TitleBar).set_class(focused is self.ir or isinstance(focused, Input), "focused")
        in_side = focused is not None and focused in self.query_one("#side").query("*")
        for title in self.query(".side-title"):
            title.set_class(in_side, "focused")

    def action_diff(self) -> None:
        """Mark what is under the cursor as one side of a diff; on a second one, open diff mode. A kernel, config
        or target not compiled yet is compiled first, and taken as the side when it is done."""
        side = self.diff_side_here()
        cnode = self._uncompiled_config_here() if side is None else None
        if cnode is not None:
            cfg: ConfigNode = _data(cnode)
            self._diff_after_compile = cnode
            if cfg.state == "new":
                cfg.state = "compiling"
                self.compile_config(cnode)
            cnode.expand()
            self.notify(f"compiling {cfg.kernel.name} config {cfg.index}: d takes it when it is done", timeout=4)
            return
        self._diff_with(side)

    def _uncompiled_config_here(self) -> TreeNode[Any] | None:
        """The config node under the tree's cursor (a kernel's first config, a target's config) when it has not
        been compiled yet or is compiling; ``None`` otherwise."""
        node = self.kernel_tree.cursor_node if self.kernel_tree.has_focus else None
        data = node.data if node is not None else None
        if isinstance(data, KernelSpec) and node is not None and node.children:
            node = node.children[0]
        elif isinstance(data, TargetNode) and node is not None:
            node = node.parent
        if node is None or not isinstance(node.data, ConfigNode):
            return None
        return node if node.data.state in ("new", "compiling") else None

    def _diff_with(self, side: DiffSide | None) -> None:
        """``d``'s work once the side is known: mark it, clear the mark, or open diff mode against the mark."""
        if side is None:
            self.notify("pick a compiled kernel, config, target, stage or pass (in the tree), or show its IR",
                        severity="warning", timeout=4)
        elif self.diff_mark is None or self.diff_mark == side:
            self.diff_mark = None if self.diff_mark == side else side
            self.notify(f"diff: {side.label()} marked; press d on another config, target, stage, pass or kernel"
                        if self.diff_mark else "diff mark cleared", timeout=4)
        elif (self.diff_mark.pass_index is None) != (side.pass_index is None):
            self.notify("diff a pass against a pass, or a stage against a stage", severity="warning", timeout=4)
        else:
            left, self.diff_mark = self.diff_mark, None
            cast(IRExplorerApp, self.app).open_diff(left, side)
        self._update_title()

    def diff_side_here(self) -> DiffSide | None:
        """The diff side under the cursor: the tree node (a kernel or config: its first good compile; a target:
        at the marked or shown stage; a stage; a pass) when the tree has the focus, else the text on show."""
        mark = self.diff_mark
        shown = self.shown
        stage = mark.stage if mark else shown.stage if shown and shown.comp and shown.pass_index is None else None
        stage = stage or DEFAULT_STAGE
        pass_index = mark.pass_index if mark else None
        if not self.kernel_tree.has_focus:
            if shown is None or shown.comp is None:
                return None
            return DiffSide(shown.comp, shown.stage if shown.pass_index is None else "ttgir", shown.pass_index)
        node = self.kernel_tree.cursor_node
        data = node.data if node is not None else None
        if isinstance(data, StageNode):
            return DiffSide(data.comp, data.stage) if data.comp.ok or data.stage in data.comp.stages else None
        if isinstance(data, PassNode):
            return DiffSide(data.comp, "ttgir", data.index)
        targets: list[TreeNode[Any]] = []
        if isinstance(data, TargetNode):
            targets = [node] if node is not None else []
        elif isinstance(data, ConfigNode) and node is not None:
            targets = list(node.children)
        elif isinstance(data, KernelSpec) and node is not None and node.children:
            targets = list(node.children[0].children)
        return self._side_of(targets, stage, pass_index)

    def _side_of(self, targets: list[TreeNode[Any]], stage: str, pass_index: int | None) -> DiffSide | None:
        """The diff side of the first good compile of target nodes ``targets``, at ``stage`` (or its pass)."""
        comp = next((c for c in (_data(t).comp for t in targets) if c is not None and c.ok), None)
        if comp is None:
            return None
        if pass_index is not None and pass_index >= len(self.data.passes(comp)):
            pass_index = None
        return DiffSide(comp, stage if stage in text_stages(comp.target) else DEFAULT_STAGE, pass_index)

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


class _SafeText(Text):
    """A rich ``Text`` whose appended strings have their control characters escaped (they come from inputs)."""

    def append(self, text: Any, style: Any = None) -> Text:  # type: ignore[override]
        return super().append(escape(text) if isinstance(text, str) else text, style)


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


def _cost_label(p: PassDump, after: IRSize | None) -> Text:
    """`` 12.3 ms → 2582 lines ×50.6`` after a pass's name in the tree: its MLIR pass time (``-`` when not timed)
    and the lines of the IR it left, with the factor when it at least doubled them (bold red)."""
    out = Text(f"  {p.time_ms:.1f} ms" if p.time_ms is not None else "", style="cyan")
    if after is not None:
        out.append(f" → {after.lines} lines", style="dim")
        if p.size is not None and p.size.lines and after.lines >= 2 * p.size.lines:
            out.append(f" ×{after.lines / p.size.lines:.1f}", style="bold red")
    return out


def _times_label(comp: Compilation, passes: list[PassDump]) -> str:
    """``stage times: ttir 13 ms 2%, … · MLIR passes: 214.7 ms in 76 timed`` (or ``not timed``): each stage's time
    and share of the stages' sum (:meth:`Compilation.stage_shares`), and what MLIR's pass timing measured."""
    shares = comp.stage_shares()
    stages = ("stage times: " + ", ".join(f"{n} {ms:.0f} ms" + (f" {share:.0%}" if share is not None else "")
                                          for n, ms, share in shares)) if shares else "stage times: not kept"
    times = [p.time_ms for p in passes if p.time_ms is not None]
    return stages + (f" · MLIR passes: {sum(times):.1f} ms in {len(times)} timed" if times
                     else " · MLIR passes: not timed")
