"""Open a file of an untrusted input without leaving its folder, reading only regular files, never more than a cap,
and with no race between the check and the read (issue 16, issue 24 items 2 and 3).

A Triton cache folder, a trace folder or a posted IR file comes from a stranger: ``cache/DDDD/k.ttgir -> /etc/shadow``
must not be printed or stored, ``t.ndjson -> /dev/zero`` must not fill memory, a FIFO must not hang the reader, and a
file swapped for a symlink between a check and the ``open`` must not leak its target (issue 24: 24 of 150 runs of
such a swap printed a secret). :func:`open_regular`:

1. resolves ``path`` (:func:`os.path.realpath`) and refuses it when it leaves ``root`` (the folder the user named,
   itself followed when it is a symlink);
2. opens the resolved path one component at a time under a directory file descriptor of the resolved ``root``, every
   component with ``O_NOFOLLOW`` (``openat(2)``): a component swapped for a symlink after step 1 fails with
   ``ELOOP``, it is never followed;
3. opens the file with ``O_NONBLOCK`` (a FIFO cannot block the ``open``) and keeps it only when ``fstat`` says it is a
   regular file (``stat.S_ISREG``), of at most ``max_bytes``.

:func:`read_regular` reads it whole under the cap. Both raise :class:`Skipped`, one line naming the file and why.

:func:`read_own` is the stricter reader of the store's own files (blobs, manifests): it follows no symlink at
all, not even one inside the folder (a blob that was a symlink to ``/dev/zero`` grew the CLI to 23.6 GB, and a FIFO
in its place hung it forever: issue 24 item 5), and keeps the ``open``'s ``errno`` so that a missing file can be told
from damage.

Standard library only.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


class Skipped(OSError):
    """A file that is not read: outside the input, a symlink where none may be, not a regular file, too big, swapped
    for a symlink while it was opened, or unreadable. ``str()`` is one line naming the file and why; ``errno`` is the
    failed ``open``'s (``ENOENT`` for a missing file), else 0."""

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


def outside(path: Path, root: Path) -> Path | None:
    """Where ``path`` really is when that is outside ``root`` (through a symlink in it or in a folder above it),
    else ``None``. ``root`` is resolved here; a symlink loop counts as outside (``path`` is returned)."""
    try:
        real = Path(os.path.realpath(path, strict=False))
        base = Path(os.path.realpath(root, strict=False))
    except (OSError, RuntimeError, ValueError):  # a symlink loop; a NUL in the name
        return path
    return None if real == base or real.is_relative_to(base) else real


def open_regular(path: str | os.PathLike[str], root: str | os.PathLike[str] | None = None,
                 max_bytes: int | None = None) -> BinaryIO:
    """``path`` opened for reading (binary, buffered), when it is a regular file inside ``root`` (default: the folder
    holding ``path``, so that a symlink may not leave its own folder) of at most ``max_bytes`` bytes (``None``: any).

    Symlinks that stay inside ``root`` are followed as :func:`os.path.realpath` resolves them; the opening itself
    follows none (``O_NOFOLLOW`` on each component under ``root``'s descriptor), so a swap after the check cannot
    leak. Raises :class:`Skipped` for a path outside ``root``, a component swapped for a symlink, what is not a
    regular file (a FIFO, ``/dev/zero``, a folder), a file over ``max_bytes``, or an ``open`` that fails (its
    ``strerror``: Permission denied, No such file or directory)."""
    path = Path(path)
    base = Path(root) if root is not None else (path.parent if str(path.parent) else Path("."))
    try:
        real_root = Path(os.path.realpath(base))
        real = Path(os.path.realpath(path))
    except (OSError, RuntimeError, ValueError) as exc:
        raise Skipped(f"{path}: cannot read: {getattr(exc, 'strerror', None) or exc}") from None
    if not (real == real_root or real.is_relative_to(real_root)):
        raise Skipped(f"{path}: a symlink to {real}, outside {base}; not followed")
    parts = real.relative_to(real_root).parts
    try:
        fd = _open_under(real_root, parts) if parts else \
            os.open(real, os.O_RDONLY | os.O_NONBLOCK | _NOFOLLOW | _CLOEXEC)
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # it was no symlink when resolved: one was swapped in since
            raise Skipped(f"{path}: became a symlink while it was opened; not followed") from None
        if exc.errno == errno.ENOTDIR:
            raise Skipped(f"{path}: a folder on its path was replaced (by a symlink or a file) while it was opened; "
                          "not followed") from None
        raise Skipped(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Skipped(f"{path}: {kind(info.st_mode)}, not a regular file; skipped")
        if max_bytes is not None and info.st_size > max_bytes:
            raise Skipped(f"{path}: {info.st_size:,} bytes, over the {max_bytes:,}-byte limit for this file; skipped")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _open_under(root: Path, parts: tuple[str, ...]) -> int:
    """A descriptor of ``root/parts…`` opened with ``openat`` one component at a time, none followed if a symlink."""
    dirfd = os.open(root, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
    try:
        for part in parts[:-1]:
            nxt = os.open(part, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=dirfd)
            os.close(dirfd)
            dirfd = nxt
        return os.open(parts[-1], os.O_RDONLY | os.O_NONBLOCK | _NOFOLLOW | _CLOEXEC, dir_fd=dirfd)
    finally:
        os.close(dirfd)


def read_regular(path: str | os.PathLike[str], max_bytes: int, root: str | os.PathLike[str] | None = None) -> bytes:
    """The bytes of ``path`` (see :func:`open_regular`), at most ``max_bytes`` of them: a bigger file raises
    :class:`Skipped` naming its size, before it is read; one that grows past the cap while read raises too."""
    with open_regular(path, root, max_bytes) as fh:
        try:
            data = fh.read(max_bytes + 1)
        except OSError as exc:
            raise Skipped(f"{path}: cannot read: {exc.strerror}") from None
    if len(data) > max_bytes:  # it grew since fstat
        raise Skipped(f"{path}: over the {max_bytes:,}-byte limit for this file; skipped")
    return data


def read_own(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``max_bytes`` bytes, opened without following a symlink.

    Raises :class:`Skipped` (an ``OSError``) for a symlink (``ELOOP`` from ``O_NOFOLLOW``), a FIFO, a device or a
    folder, a file over ``max_bytes`` (before it is read) or one that grows past it while read, and a file that
    cannot be opened (its ``strerror``; ``errno`` is kept, so ``ENOENT`` can be told from damage)."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | _NOFOLLOW | _CLOEXEC)
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
