"""Open a file of a user's input without leaving the input, reading only regular files, and never more than a cap.

A Triton cache folder or a trace folder comes from a stranger: ``cache/DDDD/k.ttgir -> /etc/shadow`` must not be
printed or copied into the store, ``t.ndjson -> /dev/zero`` must not fill memory, and a FIFO must not hang the
reader (issue 16). The work is :mod:`ir_explorer.core.safe_files`' (real path under the root, ``O_NOFOLLOW`` on every
component under the root's descriptor so that a swapped symlink cannot leak, regular files only, a cap): this
module keeps the names the readers use. The root itself is what the user named: a symlink given on the command
line is followed.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from ir_explorer.core.safe_files import Skipped, open_regular, outside, read_regular

__all__ = ["MAX_JSON_BYTES", "MAX_STAGE_BYTES", "Skipped", "open_inside", "outside", "read_inside"]

#: Largest stage file read from a cache entry (bytes). Per-pass dumps are read as dump logs (mapped), not as stages.
MAX_STAGE_BYTES = 512 << 20
#: Largest JSON file (metadata, ``__grp__``) read from a cache entry (bytes); Triton's are about 2 KB.
MAX_JSON_BYTES = 16 << 20


def open_inside(path: Path, root: Path) -> BinaryIO:
    """``path`` opened for reading (binary, buffered), when it is a regular file inside ``root``
    (:func:`ir_explorer.core.safe_files.open_regular`). Raises :class:`Skipped`."""
    return open_regular(path, root)


def read_inside(path: Path, root: Path, limit: int) -> bytes:
    """The bytes of ``path`` (see :func:`open_inside`), at most ``limit`` of them
    (:func:`ir_explorer.core.safe_files.read_regular`). Raises :class:`Skipped`."""
    return read_regular(path, limit, root)
