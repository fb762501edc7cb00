"""The TUI's view of a sweep result (``ir-explorer tui RESULT.json [--against OLD.json]``): one table row per
kernel, config, target and release with ``compare``'s metric columns and the failure if any; a cell that changed
is marked ``*`` (bold yellow): against the same kernel, config and target under another release of the result,
or, with ``--against``, against the same row of the older result. The failure message of the row under the cursor
(and, with ``--against``, what it was before) is shown under the table. Enter on a row opens that compile's IR
(:class:`~ir_explorer.tui.explore.ExploreScreen` over a :class:`~ir_explorer.tui.data.StoredSource` of the one
compilation) when the store holds it (its :attr:`~ir_explorer.engines.sweep.Row.key`); Escape comes back.

The rows are handed in (read by :func:`ir_explorer.engines.sweep.read_result`, which validates them: a result file
comes from anyone); nothing here compiles. Every string of a row reaches the screen with its control characters
escaped (``^[``), as plain text (never Textual markup).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input, Static

from ir_explorer.core.control_chars import escape
from ir_explorer.core.errors import IRExplorerError
from ir_explorer.core.store import Store
from ir_explorer.engines.compare import DIFFERS
from ir_explorer.engines.sweep import ResultTable, Row, result_table, status_text
from ir_explorer.tui.data import StoredSource
from ir_explorer.tui.explore import ExploreScreen

#: The table's first columns, before ``compare``'s metric columns.
LEAD_COLUMNS = ("kernel", "config", "target", "release", "status")


def row_cells(table: ResultTable, i: int) -> list[str]:
    """Row ``i`` of ``table`` as the view writes it (plain text): :data:`LEAD_COLUMNS`, then the metric cells,
    each changed one ending in ``*`` (:data:`ir_explorer.engines.compare.DIFFERS`). ``release`` is the Triton
    version that compiled it when the manifest said ``installed``."""
    r = table.rows[i]
    status = status_text(r) + (DIFFERS if table.status_changed and table.status_changed[i] else "")
    lead = [r.kernel, f"{r.config_index} {r.config}".strip(), r.target,
            r.triton_version if r.release == "installed" and r.triton_version else r.release, status]
    return lead + [c + (DIFFERS if ch else "") for c, ch in zip(table.cells[i], table.changed[i], strict=True)]


class _CompileScreen(ExploreScreen):
    """One row's compilation, opened from the result table: Escape (with no prompt or search to close) goes
    back to the table."""

    def key_escape(self) -> None:
        prompt = self.query_one("#prompt", Input)
        if prompt.has_class("visible") or self.ir.search_pattern is not None:
            super().key_escape()
        else:
            self.app.pop_screen()


class ResultScreen(Screen[None]):
    """The result table, with the row under the cursor's failure (and previous state) below it."""

    BINDINGS = [Binding("q", "app.quit", "Quit"), Binding("enter", "open_row", "Open IR")]
    DEFAULT_CSS = """
    ResultScreen #table { height: 1fr; }
    ResultScreen #detail { height: 3; border-top: solid $primary-background; padding: 0 1; }
    """

    def __init__(self, table: ResultTable, store: Store, title: str) -> None:
        super().__init__()
        self.table = table
        self.store = store
        self.title_text = title

    def compose(self) -> ComposeResult:
        yield Static(escape(self.title_text, False), id="heading", markup=False)
        yield DataTable(id="table", cursor_type="row", zebra_stripes=True)
        yield Static("", id="detail", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        grid = self.query_one("#table", DataTable)
        grid.add_columns(*LEAD_COLUMNS, *self.table.columns)
        lead = len(LEAD_COLUMNS)
        for i, r in enumerate(self.table.rows):
            marks = [False] * (lead - 1) + [bool(self.table.status_changed and self.table.status_changed[i])]
            marks += list(self.table.changed[i])
            grid.add_row(*[Text(escape(c, False), style="bold yellow" if m else ("red" if j == lead - 1 and not r.ok
                                                                                   else ""))
                           for j, (c, m) in enumerate(zip(row_cells(self.table, i), marks, strict=True))],
                         key=str(i))
        grid.focus()
        self._show_detail(0)

    def detail_text(self, i: int) -> str:
        """What the line under the table says for row ``i``: its id, its failure message, and with an older
        result, that row's outcome there."""
        if not self.table.rows:
            return "no rows"
        r = self.table.rows[i]
        parts = [r.id]
        if r.failure is not None:
            parts.append(f"{r.failure['kind']}: {r.failure['message']}")
        if self.table.before:
            b = self.table.before[i]
            parts.append("before: not in the older result" if b is None else f"before: {status_text(b)}"
                         + (f": {b.failure['message']}" if b.failure is not None else ""))
        return " · ".join(parts)

    def _show_detail(self, i: int) -> None:
        self.query_one("#detail", Static).update(escape(self.detail_text(i), False))

    @on(DataTable.RowHighlighted)
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail(event.cursor_row)

    @on(DataTable.RowSelected)
    def _selected(self, event: DataTable.RowSelected) -> None:
        self.open_row(event.cursor_row)

    def action_open_row(self) -> None:
        self.open_row(self.query_one("#table", DataTable).cursor_row)

    def open_row(self, i: int) -> None:
        """Open row ``i``'s compilation from the store (its IR, passes, source, findings), or say why not."""
        r = self.table.rows[i]
        try:
            comp = self.store.load(r.key) if r.key else None
        except IRExplorerError as exc:  # a damaged entry (CorruptEntry), an unreadable store: said, the table kept
            self.app.notify(f"{r.id}: cannot open its IR: {exc.message}", severity="error")
            return
        if comp is None:
            why = "it was never compiled" if not r.key else f"the store ({self.store.root}) does not hold it"
            self.app.notify(f"{r.id}: no IR to open: {why}", severity="warning")
            return
        self.app.push_screen(_CompileScreen(StoredSource(self.store, [comp]), comp.kernel))


class SweepApp(App[None]):
    """The result view as an app: ``SweepApp(rows, store, against=old_rows, title=path).run()``."""

    TITLE = "ir-explorer sweep"

    def __init__(self, rows: Sequence[Row], store: Store, against: Sequence[Row] | None = None,
                 title: str = "") -> None:
        self.result = result_table(rows, against)
        self.store = store
        self._title = title
        super().__init__()

    def notify(self, message: str, **kwargs: Any) -> None:  # type: ignore[override]
        """Every notification as plain text on one line, control characters and line breaks escaped (names come
        from the result file: a kernel named ``k\nerror: fake`` would fake a line)."""
        kwargs.setdefault("markup", False)
        super().notify(escape(str(message), False), **kwargs)

    def get_default_screen(self) -> Screen[Any]:
        n = len(self.result.rows)
        what = "against the older result" if self.result.before else "against the other releases"
        return ResultScreen(self.result, self.store,
                            f"{self._title}: {n} row(s); {DIFFERS} differs {what}; Enter: open the IR")
