"""The IR view: a virtualized, highlighted line view over a :class:`~ir_explorer.tui.lineindex.LineIndex`.

A :class:`~textual.scroll_view.ScrollView` that renders one line at a time (``render_line``), the way
Textualize/toolong's ``log_lines.py`` does: the virtual size comes from the index, and only the lines
on screen are read, highlighted (Pygments, per line, with :func:`ir_explorer.ir.lexers.lexer_for_stage`)
and cached. Nothing holds the whole text, so a 150 MB pass dump costs its index, not its lines.

Around the text: a gutter with line numbers and a mark per line coloured by finding kind
(:data:`ir_explorer.analyses.findings.KINDS`), a cursor line, lines highlighted by the source mapping, and
search matches. Search runs in a cancellable thread worker over the index (:meth:`LineIndex.search`).
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import work
from textual.binding import Binding
from textual.cache import LRUCache
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.worker import get_current_worker

from ir_explorer.core.control_chars import escape
from ir_explorer.ir.lexers import lexer_for_stage, style_with_ir_tokens
from ir_explorer.tui.lineindex import Cancelled, LineIndex

#: Gutter colour of each finding kind (``findings.KINDS``); unknown kinds get the last one.
KIND_COLORS = {
    "mma": "#c678dd",
    "spill": "#e06c75",
    "coalescing": "#e5c07b",
    "shared_memory": "#d19a66",
    "async_copy": "#56b6c2",
    "pipelining": "#61afef",
    "convert_layout": "#98c379",
    "registers": "#abb2bf",
}
#: Row backgrounds of a diff view, by the row's tag (:meth:`LineView.show`'s ``tags``).
DIFF_BACKGROUNDS = {"insert": "#15351f", "delete": "#3f1a1e", "fold": "#1c2b3f", "filler": "#202020"}
#: Colours of the last gutter character (``+``/``-``) of a diff row, by its tag.
DIFF_SIGNS = {"insert": Style(color="#98c379", bold=True), "delete": Style(color="#e06c75", bold=True)}
#: Characters of a line that are highlighted; the rest of a longer line is shown plain.
HIGHLIGHT_LIMIT = 2000
_PYGMENTS_STYLE = "monokai"


class LineView(ScrollView, can_focus=True):
    """Lines of one text (an IR stage, a pass snapshot, a dump file, or Python source), with a cursor."""

    BINDINGS = [
        Binding("up,k", "cursor(-1)", "Up", show=False),
        Binding("down,j", "cursor(1)", "Down", show=False),
        Binding("pageup,ctrl+b", "page(-1)", "Page up", show=False),
        Binding("pagedown,ctrl+f,space", "page(1)", "Page down", show=False),
        Binding("home,g", "first", "Top", show=False),
        Binding("end,G", "last", "Bottom", show=False),
        Binding("left,h", "scroll_x(-8)", "Left", show=False),
        Binding("right,l", "scroll_x(8)", "Right", show=False),
        Binding("right_square_bracket", "next_header(1)", "Next pass", show=False),
        Binding("left_square_bracket", "next_header(-1)", "Previous pass", show=False),
        Binding("n", "next_match(1)", "Next match", show=False),
        Binding("N", "next_match(-1)", "Previous match", show=False),
    ]

    DEFAULT_CSS = """
    LineView { background: $surface; }
    LineView:focus { background: $surface; }
    """

    cursor = reactive(0, always_update=True, repaint=False)
    """0-based line of the cursor."""

    class CursorMoved(Message):
        """The cursor moved to ``line`` (0-based)."""

        def __init__(self, view: LineView, line: int) -> None:
            super().__init__()
            self.view = view
            self.line = line

        @property
        def control(self) -> LineView:
            return self.view

    class SearchDone(Message):
        """A search finished: ``matches`` lines (0-based) of ``pattern``, or an ``error``."""

        def __init__(self, view: LineView, pattern: str, matches: list[int], error: str | None) -> None:
            super().__init__()
            self.view = view
            self.pattern = pattern
            self.matches = matches
            self.error = error

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.index = LineIndex.of_text("")
        self.stage = "text"
        self.marks: dict[int, str] = {}
        """0-based line → finding kind, for the gutter."""
        self.mapped: frozenset[int] = frozenset()
        """0-based lines highlighted by the source mapping."""
        self.matches: list[int] = []
        self.search_pattern: re.Pattern[str] | None = None
        self.searching = False
        self.labels: list[str] | None = None
        """A diff view's gutter, one label per row (instead of line numbers), all of one width."""
        self.tags: list[str] | None = None
        """A diff view's row tags (``equal``, ``insert``, ``delete``, ``fold``, ``filler``): the row backgrounds."""
        self.linked: LineView | None = None
        """A view scrolled with this one (the other side of a side-by-side diff)."""
        self._lexer: Any = lexer_for(self.stage)
        self._token_styles: dict[Any, Style] = {}
        self._segments: OrderedDict[int, list[Segment]] = OrderedDict()
        """Highlighted lines of the text on show (0-based line → segments), least recently used first."""
        self._strips: LRUCache[tuple[Any, ...], Strip] = LRUCache(512)
        """Finished lines (gutter, highlight, cursor, marks) of the text on show, by what they depend on."""
        self._recent: OrderedDict[int, tuple[LineIndex, OrderedDict[int, list[Segment]],
                                             LRUCache[tuple[Any, ...], Strip]]] = OrderedDict()
        """The line caches of the last few texts shown, by ``id(index)``, for switching back."""
        self._theme: Any = None
        self._base_style = Style()
        """The widget's own style (background), taken once per render: computing it walks the DOM."""
        self._search_generation = 0

    # ------------------------------------------------------------------ content

    def show(self, index: LineIndex, stage: str, line: int = 0, labels: list[str] | None = None,
             tags: list[str] | None = None) -> None:
        """Show ``index`` highlighted as ``stage`` text, the cursor on ``line``; clears marks and matches.

        A diff view gives per row a gutter ``label`` (all of one width; a last ``+``/``-`` is coloured) and a
        ``tag`` (:data:`DIFF_BACKGROUNDS`); others show line numbers.
        """
        self.index = index
        self.labels, self.tags = labels, tags
        if stage != self.stage:
            self._lexer = lexer_for(stage)
        self.stage = stage
        self.marks = {}
        self.mapped = frozenset()
        self.matches = []
        self.search_pattern = None
        entry = self._recent.pop(id(index), None)
        if entry is None or entry[0] is not index:
            entry = (index, OrderedDict(), LRUCache(512))
        self._recent[id(index)] = entry
        self._segments, self._strips = entry[1], entry[2]
        while len(self._recent) > 8:
            self._recent.popitem(last=False)
        self.update_size()
        self.scroll_to(0, 0, animate=False, immediate=True)
        self.cursor = min(line, max(0, index.count - 1))
        self._follow_cursor()
        self.refresh()

    def update_size(self) -> None:
        """Set the scrollable size from the index (called again while a scan grows it)."""
        self.virtual_size = Size(self.gutter_width + self.index.longest + 1, self.index.count)

    def set_marks(self, marks: dict[int, str]) -> None:
        """Gutter marks: 0-based line → finding kind."""
        if marks != self.marks:
            self.marks = marks
            self.refresh()

    def set_mapped(self, lines: Iterable[int]) -> None:
        """Highlight these 0-based lines (the source mapping); repaints only the lines that change."""
        mapped = frozenset(lines)
        changed = mapped ^ self.mapped
        self.mapped = mapped
        self._refresh_lines(changed)

    def _refresh_lines(self, lines: Iterable[int]) -> None:
        """Repaint these 0-based lines where they are on screen."""
        top, height = int(self.scroll_y), self.size.height
        for line in lines:
            if top <= line < top + height:
                self.refresh(Region(0, line - top, self.size.width, 1))

    @property
    def gutter_width(self) -> int:
        if self.labels:
            return len(self.labels[0]) + 1
        return len(str(max(self.index.count, 1))) + 3

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if self.linked is not None and self.linked.scroll_y != new_value:
            self.linked.scroll_to(y=new_value, animate=False, immediate=True)

    def watch_scroll_x(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_x(old_value, new_value)
        if self.linked is not None and self.linked.scroll_x != new_value:
            self.linked.scroll_to(x=new_value, animate=False, immediate=True)

    # ------------------------------------------------------------------ rendering

    def _style_for(self, ttype: Any) -> Style:
        style = self._token_styles.get(ttype)
        if style is None:
            if self._theme is None:
                from rich.syntax import PygmentsSyntaxTheme  # deferred: only once a line is drawn

                self._theme = PygmentsSyntaxTheme(style_with_ir_tokens(_PYGMENTS_STYLE))
            style = self._theme.get_style_for_token(ttype)
            style = Style(color=style.color, bold=style.bold, italic=style.italic, underline=style.underline)
            self._token_styles[ttype] = style
        return style

    def _line_segments(self, i: int) -> list[Segment]:
        cached = self._segments.get(i)
        if cached is not None:
            self._segments.move_to_end(i)
            return cached
        text = escape(self.index.line(i), keep_newlines=False).expandtabs(8)  # as drawn: IR may hold ESC ]52
        head, tail = text[:HIGHLIGHT_LIMIT], text[HIGHLIGHT_LIMIT:]
        segments = [Segment(value, self._style_for(ttype))
                    for _, ttype, value in self._lexer.get_tokens_unprocessed(head) if value]
        if tail:
            segments.append(Segment(tail))
        self._segments[i] = segments
        if len(self._segments) > 1024:
            self._segments.popitem(last=False)
        return segments

    def render_lines(self, crop: Region) -> list[Strip]:
        self._base_style = self.rich_style
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        i = scroll_y + y
        width = self.size.width
        if i >= self.index.count:
            return Strip.blank(width, self._base_style)
        kind = self.marks.get(i)
        key = (i, scroll_x, width, self.gutter_width, kind, i == self.cursor and (1 + self.has_focus), i in self.mapped,
               self._search_generation if self.search_pattern is not None else 0, self._base_style)
        strip = self._strips.get(key)
        if strip is None:
            strip = self._strips[key] = self._render_ir_line(i, scroll_x, width, kind)
        return strip

    def _render_ir_line(self, i: int, scroll_x: int, width: int, kind: str | None) -> Strip:
        """Line ``i`` as drawn: number, finding mark, highlighted text from column ``scroll_x``, background."""
        number_style = Style(color="#d7d7d7", bold=True) if i == self.cursor else Style(color="#6c6c6c")
        tag = self.tags[i] if self.tags is not None and i < len(self.tags) else None
        if self.labels is not None:
            label = self.labels[i] if i < len(self.labels) else " " * (self.gutter_width - 1)
            gutter = [Segment(label[:-1], number_style), Segment(label[-1:], DIFF_SIGNS.get(tag or "")), Segment(" ")]
        else:
            gutter = [Segment(f"{i + 1:>{self.gutter_width - 3}} ", number_style),
                      Segment("▌" if kind else " ", Style(color=KIND_COLORS.get(kind, "#abb2bf")) if kind else None),
                      Segment(" ")]
        body = Strip(self._line_segments(i))
        if self.search_pattern is not None:
            body = self._mark_matches(body, i)
        body = body.crop(scroll_x, scroll_x + width - self.gutter_width)
        strip = Strip([*gutter, *body]).extend_cell_length(width)
        background = None
        if i == self.cursor:
            background = "#3a3a5a" if self.has_focus else "#303040"
        elif i in self.mapped:
            background = "#2f4f3f"
        elif tag is not None:
            background = DIFF_BACKGROUNDS.get(tag)
        base = self._base_style
        if background is not None:
            base = base + Style(bgcolor=background)
        return strip.apply_style(base) if background is None else Strip(
            Segment(seg.text, base + seg.style if seg.style else base) for seg in strip)

    def _mark_matches(self, body: Strip, i: int) -> Strip:
        assert self.search_pattern is not None
        text = escape(self.index.line(i), keep_newlines=False).expandtabs(8)  # as drawn: IR may hold ESC ]52
        spans = [(m.start(), m.end()) for m in self.search_pattern.finditer(text) if m.end() > m.start()]
        if not spans:
            return body
        # Strip.divide drops what follows the last cut: cut at the end too, or the line ends at the match
        cuts = sorted({c for span in spans for c in span if c < body.cell_length} | {body.cell_length})
        pieces = body.divide(cuts)
        out: list[Segment] = []
        hit = Style(bgcolor="#806000", color="#ffffff")
        pos = 0
        for piece in pieces:
            inside = any(a <= pos < b for a, b in spans)
            out.extend(Segment(s.text, (s.style + hit) if s.style and inside else (hit if inside else s.style))
                       for s in piece)
            pos += piece.cell_length
        return Strip(out)

    # ------------------------------------------------------------------ cursor

    def watch_cursor(self, old: int, new: int) -> None:
        scrolled = self.scroll_y
        self._follow_cursor()
        if self.scroll_y == scrolled:
            self._refresh_lines((old, new))
        else:
            self.refresh()
        self.post_message(self.CursorMoved(self, new))

    def _follow_cursor(self) -> None:
        height = max(1, self.scrollable_content_region.height)
        if self.cursor < self.scroll_y:
            self.scroll_to(y=self.cursor, animate=False, immediate=True)
        elif self.cursor >= self.scroll_y + height:
            self.scroll_to(y=self.cursor - height + 1, animate=False, immediate=True)

    def go_to(self, line: int, center: bool = True) -> None:
        """Put the cursor on 0-based ``line`` (clamped), centred in the view when it was off screen."""
        line = max(0, min(line, self.index.count - 1))
        height = max(1, self.scrollable_content_region.height)
        if center and not self.scroll_y <= line < self.scroll_y + height:
            self.scroll_to(y=max(0, line - height // 2), animate=False, immediate=True)
        self.cursor = line

    def action_cursor(self, delta: int) -> None:
        self.go_to(self.cursor + delta, center=False)

    def action_page(self, direction: int) -> None:
        self.go_to(self.cursor + direction * max(1, self.scrollable_content_region.height - 1), center=False)

    def action_first(self) -> None:
        self.go_to(0)

    def action_last(self) -> None:
        self.go_to(self.index.count - 1)

    def action_scroll_x(self, delta: int) -> None:
        self.scroll_to(x=max(0, self.scroll_x + delta), animate=False)

    def on_click(self, event: Any) -> None:
        offset = event.get_content_offset(self)
        if offset is not None:
            self.go_to(int(self.scroll_y) + offset.y, center=False)

    # ------------------------------------------------------------------ search

    def search(self, text: str, regex: bool) -> None:
        """Find ``text`` (a Python regex when ``regex``, else literal, case-sensitive) in a thread worker;
        the cursor jumps to the first match after it, and :class:`SearchDone` follows."""
        try:
            pattern = re.compile(text if regex else re.escape(text))
            raw = re.compile((text if regex else re.escape(text)).encode())
        except re.error as exc:
            self.search_pattern = None
            self.matches = []
            self.refresh()
            self.post_message(self.SearchDone(self, text, [], f"bad regex {text!r}: {exc}"))
            return
        self.search_pattern = pattern
        self._search_generation += 1
        self.matches = []
        self.searching = True
        self.refresh()
        self._search(text, raw, self.index)

    @work(thread=True, exclusive=True, exit_on_error=False, group="search")
    def _search(self, text: str, raw: re.Pattern[bytes], index: LineIndex) -> None:
        worker = get_current_worker()
        found: list[int] = []
        jumped = False
        start = self.cursor
        try:
            for line in index.search(raw, cancelled=lambda: worker.is_cancelled):
                found.append(line)
                if not jumped and line > start:
                    jumped = True
                    self.app.call_from_thread(self._jump_if_current, index, line)
        except Cancelled:
            return
        if not jumped and found:
            self.app.call_from_thread(self._jump_if_current, index, found[0])
        self.app.call_from_thread(self._search_done, index, text, found)

    def _jump_if_current(self, index: LineIndex, line: int) -> None:
        if index is self.index:
            self.go_to(line)

    def clear_search(self) -> None:
        """Forget the search: no marked matches, ``n``/``N`` do nothing (Esc)."""
        self.search_pattern = None
        self.matches = []
        self.searching = False
        self._search_generation += 1
        self.refresh()

    def _search_done(self, index: LineIndex, text: str, found: list[int]) -> None:
        if index is not self.index:
            return
        self.matches = found
        self.searching = False
        self.refresh()
        self.post_message(self.SearchDone(self, text, found, None))

    def action_next_header(self, direction: int) -> None:
        """Move to the next (or previous) snapshot header of a pass dump, at the top of the view."""
        headers = self.index.headers
        k = bisect_right(headers, self.cursor) if direction > 0 else bisect_left(headers, self.cursor) - 1
        if 0 <= k < len(headers):
            self.scroll_to(y=headers[k], animate=False, immediate=True)
            self.cursor = headers[k]

    def action_next_match(self, direction: int) -> None:
        if not self.matches:
            if self.search_pattern is not None and not self.searching:
                self.app.bell()
            return
        if direction > 0:
            k = bisect_right(self.matches, self.cursor)
            self.go_to(self.matches[k % len(self.matches)])
        else:
            k = bisect_left(self.matches, self.cursor) - 1
            self.go_to(self.matches[k])

    def match_position(self) -> tuple[int, int] | None:
        """``(n, total)``: the cursor is on match ``n`` (1-based, 0 when between matches) of ``total``."""
        if self.search_pattern is None or self.searching:
            return None
        k = bisect_left(self.matches, self.cursor)
        on = k < len(self.matches) and self.matches[k] == self.cursor
        return (k + 1 if on else 0, len(self.matches))


@functools.cache
def lexer_for(stage: str) -> Any:
    """One shared lexer per stage (:func:`ir_explorer.ir.lexers.lexer_for_stage`, or Pygments' Python lexer for
    ``python``). The first of a kind compiles its regexes (Python's: ~0.1 s), so the app asks for the Python
    one in a thread worker before it shows the source."""
    if stage != "python":
        return lexer_for_stage(stage)
    from pygments.lexers.python import PythonLexer  # deferred: only the source pane needs it

    return PythonLexer(stripnl=False, ensurenl=False)
