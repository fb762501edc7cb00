"""The explore screen's small pieces: the kernel tree (labels escaped), the one-line title bar, and the
error panel of a failed compile."""

from __future__ import annotations

import itertools
from typing import Any

from rich.segment import Segment
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Static, Tree

from ir_explorer.core.control_chars import escape
from ir_explorer.core.model import Compilation
from ir_explorer.tui.lineindex import LineIndex
from ir_explorer.tui.lineview import LineView


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


class _SafeText(Text):
    """A rich ``Text`` whose appended strings have their control characters escaped (they come from inputs)."""

    def append(self, text: Any, style: Any = None) -> Text:  # type: ignore[override]
        return super().append(escape(text) if isinstance(text, str) else text, style)
