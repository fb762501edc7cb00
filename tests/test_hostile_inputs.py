"""Hostile and clumsy inputs (issue 16): no traceback, bounded memory, nothing read outside the input,
no raw control characters on a terminal."""

from __future__ import annotations

from pathlib import Path

from ir_explorer.capture import compiles


def test_worker_log_tail_is_read_bounded(tmp_path: Path) -> None:
    """Issue 16: a worker's log was read whole to keep its tail (a kernel printing forever took 7 GB in the CLI).
    A sparse 64 GiB log must give its tail without reading the rest (a whole read raises MemoryError)."""
    log = tmp_path / "worker.log"
    with log.open("wb") as fh:
        fh.truncate(64 << 30)
        fh.seek(0, 2)
        fh.write(b"\nlast line of the log\n")
    tail = compiles._read(log, 400)
    assert tail.endswith("last line of the log\n")
    assert len(tail) == 400
    assert compiles._read(tmp_path / "missing.log") == ""
