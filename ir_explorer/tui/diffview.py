"""Diff mode: two compiles (configs, targets or kernels) or two pass snapshots, compared.

:class:`DiffScreen` is the app's ``diff`` mode (:attr:`IRExplorerApp.MODES`). On top, the semantic summary
of :mod:`ir_explorer.engines.diffing`: the report metrics that differ
(:class:`~ir_explorer.engines.diffing.MetricChange`
texts: MMA instructions and shapes, registers, shared memory …), the layout changes and the opcode-class
deltas. Below, the normalized line diff in :class:`~ir_explorer.tui.lineview.LineView`\\ s (virtualized:
an LLIR diff of 50,000 lines costs its index, not widgets): side by side, the whole texts aligned in two
views that scroll together, or unified, the hunks with 3 lines of context; ``s`` toggles, ``]``/``[`` move
between changes, number keys diff another stage. The diff is computed by the data source in a thread worker.

The sides are picked in the explore screen (``d`` marks the tree node or text under the cursor, ``d`` on a
second one opens the diff); :meth:`IRExplorerApp.open_diff` hands them over.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol, cast

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import get_current_worker

from ir_explorer.core.control_chars import escape
from ir_explorer.core.errors import IRExplorerError
from ir_explorer.core.model import TEXT_STAGES, Compilation
from ir_explorer.tui.lineindex import LineIndex
from ir_explorer.tui.lineview import DIFF_SIGNS, LineView

if TYPE_CHECKING:
    from ir_explorer.engines.diffing import StageDiff, TextDiff
    from ir_explorer.tui.data import DataSource

#: Lines of context around each change in the unified view.
CONTEXT = 3
#: Opcode classes listed in the summary; the rest are counted.
SHOWN_OPCODES = 12


@dataclass(frozen=True)
class DiffSide:
    """One side of a diff: a stage of a compile, or the IR after one of its passes."""

    comp: Compilation
    stage: str
    """The stage compared (``ttgir`` for a pass snapshot)."""
    pass_index: int | None = None

    def label(self) -> str:
        """``matmul_autotuned [2] 128x128x32_w4_s4 · cuda:90 · ttgir`` (``· after pass #12`` for a pass)."""
        c = self.comp
        what = f"after pass #{self.pass_index}" if self.pass_index is not None else self.stage
        return f"{c.kernel} [{c.config_index}] {c.config.short()} · {c.target.spec} · {what}"


class DiffHost(Protocol):
    """What the diff screen needs of its app (:class:`~ir_explorer.tui.app.IRExplorerApp`)."""

    data: DataSource
    diff_pair: tuple[DiffSide, DiffSide] | None


@dataclass(frozen=True)
class Rows:
    """The rows of one diff view: text, gutter label, tag (:data:`~ir_explorer.tui.lineview.DIFF_BACKGROUNDS`)
    and the normalized ``(left, right)`` line indices each row shows (``None``: that side has none there)."""

    lines: list[str]
    labels: list[str]
    tags: list[str]
    keys: list[tuple[int | None, int | None]]

    def index(self) -> LineIndex:
        return LineIndex.of_text("\n".join(self.lines))

    def row_of(self, key: tuple[int | None, int | None], around: int) -> int:
        """The row showing the same left line as ``key`` (else its right line), else ``around``."""
        for side in (0, 1):
            if key[side] is not None:
                found = [n for n, k in enumerate(self.keys) if k[side] == key[side]]
                if found:
                    return found[0]
        return min(around, max(0, len(self.lines) - 1))


def _width(diff: TextDiff) -> int:
    return len(str(max([*diff.left_origin, *diff.right_origin, 1])))


def unified_rows(diff: TextDiff, context: int = CONTEXT) -> tuple[Rows, list[int]]:
    """The unified view of ``diff``: its hunks (:meth:`TextDiff.grouped`) with ``context`` equal lines, a
    ``fold`` row for each run of equal lines left out; gutter ``<left no> <right no> <sign>`` with the
    original line numbers. Also the rows where each change starts (for hunk moves)."""
    w = _width(diff)
    rows = Rows([], [], [], [])
    starts: list[int] = []
    done = 0  # normalized left lines shown or folded so far

    def add(line: str, i: int | None, j: int | None, sign: str, tag: str) -> None:
        left = "" if i is None else diff.left_origin[i]
        right = "" if j is None else diff.right_origin[j]
        rows.lines.append(line)
        rows.labels.append(f"{left:>{w}} {right:>{w}} {sign}")
        rows.tags.append(tag)
        rows.keys.append((i, j))

    for group in diff.grouped(context):
        if group[0][1] > done:
            add(f"⋯ {group[0][1] - done} unchanged lines", None, None, " ", "fold")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                    add(diff.left[i], i, j, " ", "equal")
                continue
            starts.append(len(rows.lines))
            for i in range(i1, i2):
                add(diff.left[i], i, None, "-", "delete")
            for j in range(j1, j2):
                add(diff.right[j], None, j, "+", "insert")
        done = group[-1][2]
    if rows.lines and done < len(diff.left):
        add(f"⋯ {len(diff.left) - done} unchanged lines", None, None, " ", "fold")
    return rows, starts


def side_rows(diff: TextDiff) -> tuple[Rows, Rows, list[int]]:
    """The side-by-side view of ``diff``: both whole texts, aligned (:meth:`TextDiff.side_by_side`), a
    ``filler`` row where a side has no line; gutter ``<original line no> <sign>``. Also the rows where
    each change starts."""
    w = _width(diff)
    keys: list[tuple[int | None, int | None]] = []
    left, right = Rows([], [], [], keys), Rows([], [], [], keys)
    starts: list[int] = []
    for tag, i1, i2, j1, j2 in diff.opcodes:
        if tag != "equal":
            starts.append(len(keys))
        for k in range(max(i2 - i1, j2 - j1)):
            i, j = i1 + k, j1 + k
            keys.append((i if i < i2 else None, j if j < j2 else None))
    for lno, ltext, rno, rtext, tag in diff.side_by_side():  # the same rows, in the same order
        for rows, no, text, sign, changed in ((left, lno, ltext, "-", "delete"), (right, rno, rtext, "+", "insert")):
            rows.lines.append(text)
            if no is None:
                rows.labels.append(" " * (w + 2))
                rows.tags.append("filler")
            else:
                rows.labels.append(f"{no:>{w}} {' ' if tag == 'equal' else sign}")
                rows.tags.append("equal" if tag == "equal" else changed)
    return left, right, starts


def summary_text(diff: StageDiff) -> Text:
    """The semantic summary: each metric or layout change, the opcode-class deltas, the line counts."""
    out = Text()
    if diff.is_empty:
        out.append("no difference: the metrics, the opcode counts and the normalized text are the same", "green")
        return out
    for change in diff.summary:
        out.append("• ", "dim")
        out.append(change.text + "\n", "bold" if change.name in ("mma", "mma_instructions") else "")
    if diff.opcode_deltas:
        out.append(f"{diff.stage} opcodes: ", "dim")
        for n, d in enumerate(diff.opcode_deltas[:SHOWN_OPCODES]):
            out.append(", " if n else "")
            out.append(f"{d.opcode_class} {d.before}→{d.after} ")
            out.append(f"{d.delta:+d}", DIFF_SIGNS["insert" if d.delta > 0 else "delete"])
        if len(diff.opcode_deltas) > SHOWN_OPCODES:
            out.append(f" … {len(diff.opcode_deltas) - SHOWN_OPCODES} more", "dim")
    out.rstrip()
    return out


def line_counts(diff: TextDiff) -> Text:
    """``-104 +128 lines (196 → 220)``: the normalized lines removed and added."""
    changes = diff.changes
    out = Text()
    out.append(f"-{sum(i2 - i1 for _, i1, i2, _, _ in changes)}", DIFF_SIGNS["delete"])
    out.append(" ")
    out.append(f"+{sum(j2 - j1 for _, _, _, j1, j2 in changes)}", DIFF_SIGNS["insert"])
    out.append(f" lines ({len(diff.left)} → {len(diff.right)})", "dim")
    return out


class DiffScreen(Screen[None]):
    """The semantic summary of two sides on top, their normalized diff below (see the module docstring)."""

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("q", "app.quit", "Quit"),
        Binding("question_mark", "toggle_help", "Help"),
        Binding("s", "toggle_layout", "Side by side/unified"),
        Binding("right_square_bracket", "hunk(1)", "Next change", priority=True),
        Binding("left_square_bracket", "hunk(-1)", "Previous change", priority=True),
        Binding("x", "swap", "Swap sides"),
        *[Binding(str(n), f"stage({n})", f"Stage {n}", show=False) for n in range(1, 7)],
    ]

    DEFAULT_CSS = """
    DiffScreen #diff-title { height: 1; background: $boost; padding: 0 1; }
    DiffScreen #summary-box { height: auto; max-height: 10; border-bottom: solid $primary-background; }
    DiffScreen #summary { padding: 0 1; }
    DiffScreen #sides { height: 1fr; }
    DiffScreen #sides.hidden, DiffScreen #unified.hidden { display: none; }
    DiffScreen .side { width: 1fr; }
    DiffScreen #left-side { border-right: solid $primary-background; }
    DiffScreen .side-title { height: 1; background: $boost; padding: 0 1; }
    DiffScreen LineView { height: 1fr; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.pair: tuple[DiffSide, DiffSide] | None = None
        """The sides on show (or being diffed)."""
        self.diff: StageDiff | None = None
        self.unified = False
        self._rows: dict[str, tuple[Rows, list[int]]] = {}
        """``unified`` and ``sides`` (the left view's rows): the rows on show, and where each change starts."""

    @property
    def hunks(self) -> list[int]:
        """The rows where each change starts, in the view on show."""
        got = self._rows.get("unified" if self.unified else "sides")
        return got[1] if got else []

    def compose(self) -> ComposeResult:
        yield Static(id="diff-title")
        with VerticalScroll(id="summary-box"):
            yield Static(id="summary")
        with Horizontal(id="sides"):
            with Vertical(id="left-side", classes="side"):
                yield Static(id="left-title", classes="side-title")
                yield LineView(id="left")
            with Vertical(classes="side"):
                yield Static(id="right-title", classes="side-title")
                yield LineView(id="right")
        yield LineView(id="unified", classes="hidden")
        yield Footer()

    @property
    def host(self) -> DiffHost:
        return cast(DiffHost, self.app)

    def view(self, name: str) -> LineView:
        return self.query_one(f"#{name}", LineView)

    def on_mount(self) -> None:
        left, right = self.view("left"), self.view("right")
        left.linked, right.linked = right, left

    def on_screen_resume(self) -> None:
        if self.host.diff_pair is not None and self.host.diff_pair != self.pair:
            self.start(self.host.diff_pair)

    def start(self, pair: tuple[DiffSide, DiffSide]) -> None:
        """Diff ``pair`` in a thread worker; the summary says so until it is done."""
        self.pair = pair
        self.host.diff_pair = pair
        self.diff = None
        self._rows = {}
        for name in ("unified", "left", "right"):  # no rows of the last diff under the new sides' titles
            self.view(name).show(LineIndex.of_text(""), "text")
        left, right = pair
        self.query_one("#diff-title", Static).update(self._title())
        self.query_one("#left-title", Static).update(Text(escape(left.label(), False), style="bold #e06c75"))
        self.query_one("#right-title", Static).update(Text(escape(right.label(), False), style="bold #98c379"))
        self.query_one("#summary", Static).update(Text("diffing … (normalizing both texts, reports, patience diff)",
                                                       style="italic yellow"))
        self._compute(pair)

    @work(thread=True, exclusive=True, exit_on_error=False, group="diff")
    def _compute(self, pair: tuple[DiffSide, DiffSide]) -> None:
        left, right = pair
        data = self.host.data
        try:
            if left.pass_index is not None and right.pass_index is not None:
                diff = data.diff_passes(left.comp, left.pass_index, right.comp, right.pass_index)
            else:
                diff = data.diff(left.comp, right.comp, left.stage)
            views = (unified_rows(diff.text), side_rows(diff.text))
        except IRExplorerError as exc:
            self.app.call_from_thread(self._failed, pair, exc.message)
            return
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._show, pair, diff, views)

    def _failed(self, pair: tuple[DiffSide, DiffSide], message: str) -> None:
        if pair == self.pair:
            self.query_one("#summary", Static).update(Text(escape(f"cannot diff: {message}"), style="bold red"))

    def _show(self, pair: tuple[DiffSide, DiffSide], diff: StageDiff,
              views: tuple[tuple[Rows, list[int]], tuple[Rows, Rows, list[int]]]) -> None:
        if pair != self.pair:
            return
        self.diff = diff
        (unified, u_hunks), (left, right, s_hunks) = views
        self._rows = {"unified": (unified, u_hunks), "sides": (left, s_hunks)}
        stage = "mlir" if pair[0].pass_index is not None else diff.stage
        for name, rows in (("unified", unified), ("left", left), ("right", right)):
            self.view(name).show(rows.index(), stage, labels=rows.labels, tags=rows.tags)
        self.query_one("#summary", Static).update(summary_text(diff))
        self._layout()
        if self.hunks:
            self._go_to_change(self.hunks[0])

    def _layout(self) -> None:
        self.query_one("#sides").set_class(self.unified, "hidden")
        self.view("unified").set_class(not self.unified, "hidden")
        self.current().focus()
        self.query_one("#diff-title", Static).update(self._title())

    def current(self) -> LineView:
        """The view with the cursor: the unified one, or the side that has (or last had) the focus."""
        if self.unified:
            return self.view("unified")
        return self.view("right") if self.focused is self.view("right") else self.view("left")

    def _title(self) -> Text:
        title = Text("diff ", style="bold")
        if self.pair is not None:
            left, right = self.pair
            title.append(left.stage if left.pass_index is None else "passes", style="bold cyan")
            title.append(f"  {'unified' if self.unified else 'side by side'}", style="dim")
            if self.diff is not None:
                title.append("  ")
                title.append_text(line_counts(self.diff.text))
                done = bisect_right(self.hunks, self.current().cursor)
                title.append(f"  change {done}/{len(self.hunks)}", style="dim")
        return title

    # ------------------------------------------------------------------ keys

    def action_back(self) -> None:
        self.app.switch_mode("explore")

    def action_toggle_help(self) -> None:
        if self.query("HelpPanel"):
            self.app.action_hide_help_panel()
        else:
            self.app.action_show_help_panel()

    def action_toggle_layout(self) -> None:
        """Side by side ↔ unified, keeping the cursor on the same normalized line where both show it."""
        if self.diff is None:
            return
        was = self.current().cursor
        key = self._rows["unified" if self.unified else "sides"][0].keys[was] if self._rows else (None, None)
        self.unified = not self.unified
        self._layout()
        self.current().go_to(self._rows["unified" if self.unified else "sides"][0].row_of(key, was))

    def action_hunk(self, direction: int) -> None:
        """Move to the next (previous) change, in the view on show."""
        if not self.hunks:
            if self.diff is not None:
                self.notify("no changes", timeout=2)
            return
        view = self.current()
        hunks = self.hunks
        k = bisect_right(hunks, view.cursor) if direction > 0 else bisect_left(hunks, view.cursor) - 1
        if not 0 <= k < len(hunks):
            self.app.bell()
            return
        self._go_to_change(hunks[k])

    def _go_to_change(self, row: int) -> None:
        """The cursor on ``row``, with the context above it in view."""
        view = self.current()
        view.scroll_to(y=max(0, row - CONTEXT), animate=False, immediate=True)
        view.go_to(row, center=False)
        self.query_one("#diff-title", Static).update(self._title())

    def action_swap(self) -> None:
        if self.pair is not None:
            self.start((self.pair[1], self.pair[0]))

    def action_stage(self, number: int) -> None:
        """Diff the ``number``-th text stage both targets have (1 = ttir), the compiles' stages, not passes."""
        if self.pair is None:
            return
        left, right = self.pair
        stages = [s for s in TEXT_STAGES if s in left.comp.target.stages and s in right.comp.target.stages]
        if number > len(stages):
            self.notify(f"both sides have {len(stages)} stages: {', '.join(stages)}", timeout=3)
            return
        stage = stages[number - 1]
        self.start((replace(left, stage=stage, pass_index=None), replace(right, stage=stage, pass_index=None)))

    @on(LineView.CursorMoved)
    def _cursor_moved(self, event: LineView.CursorMoved) -> None:
        """The side views move together; the title counts the changes above the cursor."""
        view = event.view
        other = view.linked
        if other is not None and other.cursor != event.line and view.has_focus:
            other.cursor = event.line
        if view.has_focus or view is self.current():
            self.query_one("#diff-title", Static).update(self._title())

