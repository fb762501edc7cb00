"""Read a file only when it is a regular file of bounded size, following no symlink (issue 24, item 5).

The store's own files (blobs, manifests) and an input's files are data that anyone with write access to the folder
may have replaced: a blob that is a symlink to ``/dev/zero`` grew the CLI to 23.6 GB, and a FIFO in its place hung
it forever. :func:`read_regular` opens with ``O_NOFOLLOW`` (a symlink is refused, not followed) and ``O_NONBLOCK``
(a FIFO cannot block the ``open``), keeps the file only when ``fstat`` says it is a regular file (``S_ISREG``) of
at most ``max_bytes``, and reads at most ``max_bytes + 1`` bytes (a file that grows meanwhile is refused too).

Standard library only.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_FLAGS = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


class Skipped(OSError):
    """A file that is not read: a symlink, not a regular file, over its size bound, or unreadable. ``str()`` is one
    line naming the file and why; ``errno`` is the ``open``'s when it failed (``ENOENT`` for a missing file)."""

    def __init__(self, message: str, code: int = 0) -> None:
        super().__init__(code, message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def kind(mode: int) -> str:
    """What a non-regular file is, in words (``a FIFO``, ``a character device`` …), from its ``st_mode``."""
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder"),
                       (stat.S_ISLNK, "a symlink")):
        if test(mode):
            return name
    return "not a regular file"


def read_regular(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``max_bytes`` bytes, opened without following a symlink.

    Raises :class:`Skipped` (an ``OSError``) for a symlink (``ELOOP`` from ``O_NOFOLLOW``), a FIFO, a device or a
    folder, a file over ``max_bytes`` (before it is read) or one that grows past it while read, and a file that
    cannot be opened (its ``strerror``; ``errno`` is kept, so ``ENOENT`` can be told from damage)."""
    path = Path(path)
    try:
        fd = os.open(path, _FLAGS)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise Skipped(f"{path}: a symlink; not followed", exc.errno) from None
        raise Skipped(f"{path}: cannot read: {exc.strerror or exc}", exc.errno or 0) from None
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Skipped(f"{path}: {kind(info.st_mode)}, not a regular file")
        if info.st_size > max_bytes:
            raise Skipped(f"{path}: {info.st_size:,} bytes, over the {max_bytes:,}-byte bound for this file")
        os.set_blocking(fd, True)
        try:
            data = fh.read(max_bytes + 1)
        except OSError as exc:
            raise Skipped(f"{path}: cannot read: {exc.strerror or exc}", exc.errno or 0) from None
    if len(data) > max_bytes:
        raise Skipped(f"{path}: grew past the {max_bytes:,}-byte bound for this file while it was read")
    return data
