"""A line index over a text that may be far larger than what the screen shows (a 150 MB pass dump).

The index is one ``array('q')`` of line-start byte offsets (8 bytes a line, not a list of ints or
strings), built in chunks so that a view can show the first lines while the rest is scanned, and so
that the scan can be stopped. Lines are read on demand, by byte range, and the decoded ones are kept
in a small LRU cache.

The text comes from a file, read with ``os.pread`` (not an ``mmap``: a scan through an mmap leaves
every page of the file mapped into the process, which then counts the whole file in its resident
memory), or from ``bytes`` already in memory (a stage from the store).

This module imports neither Textual nor Triton; the TUI runs :meth:`LineIndex.scan` in a thread worker.
"""

from __future__ import annotations

import os
import re
import threading
from array import array
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterator
from itertools import accumulate, repeat
from operator import add
from pathlib import Path

#: How the header of each snapshot in a pass dump starts: MLIR's (MLIR_ENABLE_DUMP) and LLVM's
#: (-print-after-all). Found with ``bytes.find``, ~15x faster than a multiline regex over 150 MB.
# e.g. // -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //
# e.g. ; *** IR Dump Before InstCombinePass on kernel ***
DUMP_HEADERS = (b"// -----// ", b"; *** IR Dump ")


def _header_offsets(chunk: bytes, end: int) -> list[int]:
    """Offsets in ``chunk[:end]`` (which starts at a line start) of the lines that start a snapshot."""
    found = []
    for head in DUMP_HEADERS:
        if chunk.startswith(head):
            found.append(0)
        needle = b"\n" + head
        i = chunk.find(needle, 0, end)
        while i >= 0:
            found.append(i + 1)
            i = chunk.find(needle, i + 1, end)
    return sorted(found)


#: Bytes scanned per step: large enough that the per-chunk Python work is negligible, small enough
#: that a step holds the GIL for a few milliseconds only (the UI thread keeps running).
CHUNK = 1 << 20


class TextBuffer:
    """Read-only random access to a text's bytes: a file (``os.pread``) or ``bytes`` in memory."""

    def __init__(self, data: bytes | None = None, path: str | os.PathLike[str] | None = None) -> None:
        if (data is None) == (path is None):
            raise ValueError("give either data or path")
        self.path = Path(path) if path is not None else None
        self._data = data
        self._fd = os.open(path, os.O_RDONLY) if path is not None else -1
        self.size = len(data) if data is not None else os.fstat(self._fd).st_size

    def read(self, offset: int, length: int) -> bytes:
        """``length`` bytes from ``offset`` (fewer at the end of the text)."""
        if self._data is not None:
            return self._data[offset: offset + length]
        return os.pread(self._fd, length, offset)

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def __del__(self) -> None:
        self.close()


class Cancelled(Exception):
    """Raised inside :meth:`LineIndex.scan` when its ``cancelled`` callback returns true."""


class LineIndex:
    """Line starts of a :class:`TextBuffer`, filled by :meth:`scan`, and lines read on demand.

    ``count`` grows while a scan runs: a view may call :meth:`line` for any ``i < count`` at any
    time (one writer thread, many readers: the array only grows, and ``count`` is published after
    the offsets it covers). Line numbers here are 0-based; views show them 1-based.
    """

    def __init__(self, buffer: TextBuffer, cache_lines: int = 4096) -> None:
        self.buffer = buffer
        self.starts = array("q", [0])
        self.count = 0
        """Lines indexed so far (complete lines only until the scan is done)."""
        self.longest = 0
        """Length in bytes of the longest line indexed so far (for the horizontal scroll range)."""
        self.headers = array("q")
        """0-based lines where a pass dump's snapshot starts (``IR Dump Before …``), in order."""
        self.done = False
        self._scanned = 0
        self._cache: OrderedDict[int, str] = OrderedDict()
        self._cache_lines = cache_lines
        self._lock = threading.Lock()

    @classmethod
    def of_text(cls, text: str | bytes) -> LineIndex:
        """An index of an in-memory text, scanned at once (stage texts are a few MB at most)."""
        index = cls(TextBuffer(data=text.encode() if isinstance(text, str) else text))
        index.scan()
        return index

    def scan(self, cancelled: Callable[[], bool] = lambda: False,
             progress: Callable[[int], None] | None = None, stop_at: int | None = None) -> None:
        """Index the rest of the text, :data:`CHUNK` bytes at a time; ``progress(count)`` after each chunk.

        With ``stop_at``, stop once that many bytes are indexed (a later call goes on from there): a view
        indexes the first screen at once and the rest in a thread. Raises :class:`Cancelled` when
        ``cancelled()`` turns true between chunks.
        """
        size = self.buffer.size
        pos = self._scanned
        want = CHUNK
        while pos < size and (stop_at is None or pos < stop_at):
            if cancelled():
                raise Cancelled()
            chunk = self.buffer.read(pos, want)
            last = len(chunk) if pos + len(chunk) >= size else chunk.rfind(b"\n") + 1
            if last == 0:  # one line longer than the chunk: read more of it
                want *= 2
                continue
            parts = chunk[:last].split(b"\n")
            # each part is a line without its "\n"; the next line starts len + 1 further on
            starts = accumulate(map(add, map(len, parts[:-1]), repeat(1)), initial=pos)
            next(starts)  # pos itself is already in the index
            self.starts.extend(starts)
            self.longest = max(self.longest, max(map(len, parts)))
            self.headers.extend(self.line_of_offset(pos + offset) for offset in _header_offsets(chunk, last))
            pos += last
            self._scanned = pos
            self.count = len(self.starts) - 1  # the last start is that of a line not yet complete
            want = CHUNK
            if progress is not None:
                progress(self.count)
        if pos < size:
            return
        # a last line without "\n" counts; a final "\n" starts no line; an empty text is one empty line
        self.count = max(1, len(self.starts) - (1 if self.starts[-1] == size else 0))
        self.done = True
        if progress is not None:
            progress(self.count)

    def span(self, i: int) -> tuple[int, int]:
        """Byte range of line ``i`` without its newline."""
        start = self.starts[i]
        end = self.starts[i + 1] - 1 if i + 1 < len(self.starts) else self.buffer.size
        return start, max(start, end)

    def line(self, i: int) -> str:
        """Line ``i`` (0-based) as text, without its newline; ``""`` past the indexed lines."""
        if not 0 <= i < self.count:
            return ""
        with self._lock:
            cached = self._cache.get(i)
            if cached is not None:
                self._cache.move_to_end(i)
                return cached
        start, end = self.span(i)
        text = self.buffer.read(start, end - start).decode("utf-8", errors="replace").rstrip("\r")
        with self._lock:
            self._cache[i] = text
            if len(self._cache) > self._cache_lines:
                self._cache.popitem(last=False)
        return text

    def line_of_offset(self, offset: int) -> int:
        """The 0-based line holding byte ``offset``."""
        return max(0, bisect_right(self.starts, offset) - 1)

    def search(self, pattern: re.Pattern[bytes], cancelled: Callable[[], bool] = lambda: False,
               ) -> Iterator[int]:
        """0-based numbers of the lines matching ``pattern``, in order, each once.

        Reads :data:`CHUNK` bytes at a time, cut at line ends, so a match never spans two lines
        and no step holds the GIL long. Raises :class:`Cancelled` between chunks.
        """
        size = self.buffer.size
        pos = 0
        last_line = -1
        while pos < size:
            if cancelled():
                raise Cancelled()
            chunk = self.buffer.read(pos, CHUNK)
            cut = len(chunk) if pos + len(chunk) >= size else chunk.rfind(b"\n") + 1
            if cut == 0:
                cut = len(chunk)
            for m in pattern.finditer(chunk, 0, cut):
                line = self.line_of_offset(pos + m.start())
                if line != last_line:
                    last_line = line
                    yield line
            pos += cut
