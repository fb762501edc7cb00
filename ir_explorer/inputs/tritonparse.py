"""Read a tritonparse trace: its ``compilation`` events become kernels with stages and Python source.

tritonparse (``meta-pytorch/tritonparse``, ``tritonparse/structured_logging.py``) hooks
``knobs.compilation.listener`` and writes one JSON object per line (NDJSON), plain, gzip-compressed
as a whole (``.ndjson.gz``) or as one gzip member per line (``TRITON_TRACE_COMPRESSION=gzip``,
``.bin.ndjson``); both gzip forms read as one stream. A compilation event is::

    {"event_type": "compilation", "pid": …, "stack": [...], "timestamp": "…",
     "payload": {"metadata": {Triton's metadata + "hash", "src_constants", "times" …},
                 "file_path": {"add_kernel.ttir": "/cache/…/add_kernel.ttir", …},
                 "file_content": {"add_kernel.ttir": "module {…", …},   # text stages only
                 "python_source": {"file_path": "…", "start_line": 9, "end_line": 17, "code": "…"}}}

Other events (``launch``, ``compilation`` with a cache hit of a kernel already read) are
passed over. Only JSON is parsed: nothing in the trace is executed.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from ir_explorer.inputs.builder import STAGE_EXTS, ZSTD_MAGIC, Builder, check_stage_bytes
from ir_explorer.inputs.files import Skipped, open_inside
from ir_explorer.inputs.schema import InputError, load_json

#: Most bytes one event (line) may hold, decompressed; a real compilation event of a matmul is about 1 MB.
MAX_EVENT_BYTES = 64 << 20
#: Most bytes a trace may inflate to (a 2 MB ``.ndjson.gz`` of zeros inflates to gigabytes: issue 16).
MAX_TRACE_BYTES = 4 << 30
_CHUNK = 1 << 20
_GZIP_MAGIC = b"\x1f\x8b"


class _Bomb(Exception):
    """The trace inflates past :data:`MAX_TRACE_BYTES`."""


#: The largest ``python_source.start_line`` taken (blank lines are put before the code): a line number past
#: any real source file, so that a hostile trace cannot make it allocate much.
_MAX_START_LINE = 1_000_000


def _chunks(fh: IO[bytes], limit: int) -> Iterator[bytes]:
    """The decompressed bytes of ``fh`` (gzip, one member or many, or plain), ``_CHUNK`` at a time, never holding
    more than that; raises :class:`_Bomb` past ``limit`` bytes and ``zlib.error``/``EOFError`` on a damaged or
    truncated stream."""
    first = fh.read(_CHUNK)
    total = 0
    if not first.startswith(_GZIP_MAGIC):
        data = first
        while data:
            total += len(data)
            if total > limit:
                raise _Bomb
            yield data
            data = fh.read(_CHUNK)
        return
    inflater = zlib.decompressobj(wbits=31)
    pending = first
    while True:
        if not pending:
            pending = fh.read(_CHUNK)
            if not pending:
                break
        out = inflater.decompress(pending, _CHUNK)  # max_length: a bomb never inflates more than this at once
        pending = inflater.unconsumed_tail
        total += len(out)
        if total > limit:
            raise _Bomb
        if out:
            yield out
        if inflater.eof:  # the next gzip member (TRITON_TRACE_COMPRESSION=gzip writes one per event)
            pending = inflater.unused_data
            if not pending:
                pending = fh.read(_CHUNK)
                if not pending:
                    return
            inflater = zlib.decompressobj(wbits=31)
    if not inflater.eof:
        raise EOFError("the gzip stream ends before its end marker")


#: What every compilation event holds (``"event_type": "compilation"``); lines without it are passed over unparsed.
_KEYWORD = b'"compilation"'


class _Count:
    """Lines seen so far (set as :func:`_split` reads)."""

    lines = 0


def _split(chunks: Iterator[bytes], path: Path, builder: Builder, count: _Count) -> Iterator[tuple[int, bytes]]:
    """``(line number, line)`` of the lines of the stream that may be compilation events (that hold
    :data:`_KEYWORD`), found with ``bytes.find`` so that billions of tiny lines pass at memchr speed. A line over
    :data:`MAX_EVENT_BYTES` is dropped (with a warning) as it is read, never held whole."""
    n = 0  # lines ended before the current chunk's position
    parts: list[bytes] = []
    size = 0
    dropping = False
    for chunk in chunks:
        first_nl = chunk.find(b"\n")
        if first_nl < 0:  # the current line goes on
            if not dropping:
                parts.append(chunk)
                size += len(chunk)
                if size > MAX_EVENT_BYTES:
                    builder.warn(f"{path}: line {n + 1}: an event over {MAX_EVENT_BYTES >> 20} MiB; skipped")
                    parts, size, dropping = [], 0, True
            continue
        if not dropping and size + first_nl + 1 <= MAX_EVENT_BYTES:
            line = b"".join([*parts, chunk[:first_nl + 1]])
            if _KEYWORD in line:
                yield n + 1, line
        elif not dropping:
            builder.warn(f"{path}: line {n + 1}: an event over {MAX_EVENT_BYTES >> 20} MiB; skipped")
        n += 1
        parts, size, dropping = [], 0, False
        pos = first_nl + 1  # whole lines from here up to the last newline of the chunk
        last_nl = chunk.rfind(b"\n")
        while (hit := chunk.find(_KEYWORD, pos, last_nl)) >= 0:
            start = chunk.rfind(b"\n", pos, hit) + 1 or pos
            end = chunk.find(b"\n", hit) + 1
            n += chunk.count(b"\n", pos, start)
            yield n + 1, chunk[start:end]
            n += 1
            pos = end
        n += chunk.count(b"\n", pos, last_nl + 1)
        count.lines = n
        tail = chunk[last_nl + 1:]
        if tail:
            parts, size = [tail], len(tail)
    if parts and not dropping:
        line = b"".join(parts)
        n += 1
        if _KEYWORD in line:
            yield n, line
    count.lines = n


def _lines(path: Path, builder: Builder, count: _Count) -> Iterator[tuple[int, bytes]]:
    """``(line number, line)`` of the trace, read as a stream with the decompressed size capped; a damaged or
    truncated compressed stream, or one past :data:`MAX_TRACE_BYTES`, ends it with a warning."""
    n = 0
    try:
        with open_inside(path, builder.root) as fh:
            for n, line in _split(_chunks(fh, MAX_TRACE_BYTES), path, builder, count):  # noqa: B007
                yield n, line
    except Skipped as exc:
        builder.warn(str(exc))
    except _Bomb:
        n = count.lines
        builder.warn(f"{path}: line {n + 1}: the trace inflates past {MAX_TRACE_BYTES >> 30} GiB (a decompression "
                     f"bomb?); read the {n} lines before it")
    except (EOFError, zlib.error) as exc:
        n = count.lines
        builder.warn(f"{path}: line {n + 1}: the compressed stream is damaged or truncated ({exc}); "
                     f"read the {n} lines before it")
    except OSError as exc:
        builder.warn(f"{path}: line {n + 1}: cannot read: {exc.strerror or exc}")


def read_trace(path: Path, builder: Builder) -> None:
    """Add every compiled kernel of a tritonparse trace to ``builder``: only a regular file inside the input,
    streamed (see :func:`_lines`); each event's JSON is checked by :func:`ir_explorer.inputs.schema.load_json`."""
    try:
        with open_inside(path, builder.root) as fh:
            zstd = fh.read(4) == ZSTD_MAGIC
    except Skipped as exc:
        builder.warn(str(exc))
        return
    if zstd:
        builder.warn(f"{path}: byte 0: a zstd-compressed trace (TRITON_TRACE_COMPRESSION=zstd); "
                     "decompress it with `zstd -d` first; skipped")
        return
    seen: set[str] = set()
    count = _Count()
    events = 0
    for lineno, raw in _lines(path, builder, count):
        events += 1
        try:
            event = load_json(raw)
        except InputError as exc:
            where = f"line {lineno} column {exc.column}" if exc.column is not None else f"line {lineno}"
            builder.warn(f"{path}: {where}: not a JSON event ({exc.reason}); skipped")
            continue
        if not isinstance(event, dict) or event.get("event_type") != "compilation":
            continue
        payload = event.get("payload")
        if not isinstance(payload, Mapping) or not isinstance(payload.get("metadata"), Mapping):
            builder.warn(f"{path}: line {lineno}: compilation event without payload.metadata; skipped")
            continue
        _add_event(path, lineno, payload, seen, builder)
    if not events and count.lines:
        builder.warn(f"{path}: no compilation event in its {count.lines:,} line(s): not a tritonparse trace?")


def _add_event(path: Path, lineno: int, payload: Mapping[str, Any], seen: set[str], builder: Builder) -> None:
    meta = {k: v for k, v in payload["metadata"].items() if k not in ("times",)}
    name = str(meta.get("name") or "")
    digest = str(meta.get("hash") or "")
    if digest in seen:
        return  # the same compile again (a cache hit)
    if digest:
        seen.add(digest)
    contents = payload.get("file_content") or {}
    stage_data: dict[str, bytes] = {}
    for fname, text in contents.items() if isinstance(contents, Mapping) else ():
        stem, _, ext = str(fname).rpartition(".")
        if ext not in STAGE_EXTS or not isinstance(text, str):
            continue
        name = name or stem
        data = text.encode("utf-8")
        problem = check_stage_bytes(ext, data, f"{path}: line {lineno}: {fname}")
        if problem:
            builder.warn(problem)
            continue
        stage_data[ext] = data
    if not name:
        builder.warn(f"{path}: line {lineno}: compilation event names no kernel; skipped")
        return
    src = payload.get("python_source")
    code = src.get("code") if isinstance(src, Mapping) and isinstance(src.get("code"), str) else None
    file_path = str(src.get("file_path", "")) if isinstance(src, Mapping) else ""
    start = src.get("start_line") if isinstance(src, Mapping) else None
    if code is not None and isinstance(start, int) and not isinstance(start, bool) and 1 < start <= _MAX_START_LINE:
        # The trace holds the function's lines only; the IR's locations are the file's line numbers: blank
        # lines before it put line N on row N (the source pane highlighted its last row for every IR line).
        code = "\n" * (start - 1) + code
    builder.add(kind="tritonparse", origin=f"{path}:{lineno}", name=name, stage_data=stage_data, metadata=meta,
                python_source=code, source_path=file_path, extra_key=[(code or "").encode()])
