"""Open a file of a user's input without leaving the input, reading only regular files, and never more than a cap.

A Triton cache folder or a trace folder comes from a stranger: ``cache/DDDD/k.ttgir -> /etc/shadow`` must not be
printed or copied into the store, ``t.ndjson -> /dev/zero`` must not fill memory, and a FIFO must not hang the
reader (issue 16). :func:`open_inside` opens a file under the input's root only when its real path
(:meth:`pathlib.Path.resolve`) stays under that root, only a regular file (``stat.S_ISREG`` on the opened
descriptor, opened with ``O_NONBLOCK`` so that a FIFO cannot block the ``open``), and :func:`read_inside` reads at
most a cap of bytes. Both raise :class:`Skipped` with a one-line reason naming the file. The root itself is what
the user named: a symlink given on the command line is followed.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

#: Largest stage file read from a cache entry (bytes). Per-pass dumps are read as dump logs (mapped), not as stages.
MAX_STAGE_BYTES = 512 << 20
#: Largest JSON file (metadata, ``__grp__``) read from a cache entry (bytes); Triton's are about 2 KB.
MAX_JSON_BYTES = 16 << 20


class Skipped(OSError):
    """A file of an input that is not read: outside the input, not a regular file, too big or unreadable.
    ``str()`` is one line naming the file and why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder")):
        if test(mode):
            return name
    return "not a regular file"


def outside(path: Path, root: Path) -> Path | None:
    """Where ``path`` really is when that is outside ``root`` (through a symlink in it or in a folder above it),
    else ``None``. ``root`` is resolved here."""
    try:
        real = path.resolve()
        base = root.resolve()
    except (OSError, RuntimeError):  # a symlink loop
        return path
    return None if real == base or real.is_relative_to(base) else real


def open_inside(path: Path, root: Path) -> BinaryIO:
    """``path`` opened for reading (binary, buffered), when it is a regular file inside ``root``.

    Raises :class:`Skipped` when it leaves ``root`` through a symlink (not followed), is not a regular file (a FIFO,
    ``/dev/zero``, a folder) or cannot be opened (its ``strerror``: Permission denied)."""
    real = outside(path, root)
    if real is not None:
        raise Skipped(f"{path}: a symlink to {real}, outside {root}; not followed")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise Skipped(f"{path}: cannot read: {exc.strerror}") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise Skipped(f"{path}: {_kind(mode)}, not a regular file; skipped")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_inside(path: Path, root: Path, limit: int) -> bytes:
    """The bytes of ``path`` (see :func:`open_inside`), at most ``limit`` of them: a bigger file raises
    :class:`Skipped` naming its size, before it is read."""
    with open_inside(path, root) as fh:
        size = os.fstat(fh.fileno()).st_size
        if size > limit:
            raise Skipped(f"{path}: {size:,} bytes, over the {limit:,}-byte limit for this file; skipped")
        try:
            data = fh.read(limit + 1)
        except OSError as exc:
            raise Skipped(f"{path}: cannot read: {exc.strerror}") from None
    if len(data) > limit:  # it grew since fstat
        raise Skipped(f"{path}: over the {limit:,}-byte limit for this file; skipped")
    return data
