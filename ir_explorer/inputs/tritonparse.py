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

import gzip
import json
import zlib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from ir_explorer.inputs.builder import STAGE_EXTS, ZSTD_MAGIC, Builder, check_stage_bytes


def _open(path: Path) -> IO[bytes]:
    fh = path.open("rb")
    if fh.read(2) == b"\x1f\x8b":
        fh.seek(0)
        return gzip.GzipFile(fileobj=fh)  # type: ignore[return-value]
    fh.seek(0)
    return fh


def _lines(path: Path, builder: Builder) -> Iterator[tuple[int, bytes]]:
    """``(line number, line)`` of the trace; a damaged or truncated compressed stream ends it with a warning."""
    n = 0
    try:
        with _open(path) as fh:
            for n, line in enumerate(fh, 1):  # noqa: B007  # n is reported after the loop on error
                yield n, line
    except (EOFError, gzip.BadGzipFile, zlib.error) as exc:
        builder.warn(f"{path}: line {n + 1}: the compressed stream is damaged or truncated ({exc}); "
                     f"read the {n} lines before it")
    except OSError as exc:
        builder.warn(f"{path}: line {n + 1}: cannot read: {exc}")


def read_trace(path: Path, builder: Builder) -> None:
    """Add every compiled kernel of a tritonparse trace to ``builder``."""
    with path.open("rb") as fh:
        if fh.read(4) == ZSTD_MAGIC:
            builder.warn(f"{path}: byte 0: a zstd-compressed trace (TRITON_TRACE_COMPRESSION=zstd); "
                         "decompress it with `zstd -d` first; skipped")
            return
    seen: set[str] = set()
    for lineno, raw in _lines(path, builder):
        if not raw.strip():
            continue
        try:
            event = json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            where = f"column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else f"byte {exc.start}"
            builder.warn(f"{path}: line {lineno} {where}: not a JSON event ({exc}); skipped")
            continue
        if not isinstance(event, dict) or event.get("event_type") != "compilation":
            continue
        payload = event.get("payload")
        if not isinstance(payload, Mapping) or not isinstance(payload.get("metadata"), Mapping):
            builder.warn(f"{path}: line {lineno}: compilation event without payload.metadata; skipped")
            continue
        _add_event(path, lineno, payload, seen, builder)


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
    builder.add(kind="tritonparse", origin=f"{path}:{lineno}", name=name, stage_data=stage_data, metadata=meta,
                python_source=code, source_path=file_path, extra_key=[(code or "").encode()])
