"""The explore screen (:class:`ExploreScreen`): the kernel tree on the left (kernels, configs compiled on
expand, targets, stages, passes with their costs), the search/go-to-line prompt, the key bindings, and the
diff marks; the panes it drives are :class:`~ir_explorer.tui.panes.PanesScreen`'s."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, cast

from rich.text import Text
from textual import on, work
from textual.binding import Binding
from textual.widgets import Input, Tree
from textual.widgets.tree import TreeNode

from ir_explorer.capture.stages import default_stage
from ir_explorer.core.control_chars import escape
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Compilation, IRSize, KernelSpec, PassDump
from ir_explorer.ir.passcost import stored_sizes_after
from ir_explorer.tui.data import Metrics
from ir_explorer.tui.diffview import DiffSide
from ir_explorer.tui.lineview import LineView
from ir_explorer.tui.nodes import (
    ConfigNode,
    FileNode,
    PassDumpNode,
    PassesNode,
    PassNode,
    StageNode,
    StageTimesNode,
    TargetNode,
    text_stages,
)
from ir_explorer.tui.panes import DEFAULT_STAGE, PanesScreen
from ir_explorer.tui.widgets import TitleBar

if TYPE_CHECKING:  # only for a cast: app.py imports this module
    from ir_explorer.tui.app import IRExplorerApp

#: What each number key shows (``text_stages``' order, which differs by target), for the help panel.
_STAGE_NAMES = ("ttir", "ttgir", "llir", "ptx (NVIDIA) or amdgcn (AMD)", "sass (NVIDIA)", "none on the known targets")


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


class ExploreScreen(PanesScreen):
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
            cast("IRExplorerApp", self.app).open_diff(left, side)
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
