"""How big the store is, and making it smaller: ``ir-explorer cache info`` / ``cache prune`` and the automatic limit.

The unit of eviction is a *key*: a compilation's manifests (``entries``, ``passes``, ``llvm-passes`` and its
stored reports, ``reports``, under one key), a kernel file's description (``kernels``) or a warm-worker hint
(``hints``); what a key's manifests reference are blobs, shared between keys. A key's last use is its main
manifest's modification time, which :meth:`~ir_explorer.core.store.Store.load` and ``load_kernel_info`` refresh on
every hit (``os.utime``), so the oldest mtime is the least recently used. GPU timings (``timings``), capture
records (``captures``) and the captured kernels' sources (``sources``) cannot be made again: they are never evicted.

Eviction removes keys, least recently used first, until the store is under the target, then deletes the blobs
that no remaining manifest references. It is safe against concurrent readers and writers:

* one pruner at a time (``fcntl.flock`` on ``v1/prune.lock``; the automatic limit skips when it is held);
* a blob younger than :data:`GRACE_S` is never deleted: a writer stores its blobs before the manifest that
  names them, and :meth:`~ir_explorer.core.store.Store.put_blob` refreshes the mtime of a blob it reuses;
* a key used within :data:`GRACE_S` is never evicted (a reader of it has just refreshed its mtime);
* a reader that still loses a blob gets :class:`~ir_explorer.core.errors.CorruptEntry`, and the capture
  layer compiles again: a wrong answer is never served, at worst a compile is repeated.

The limit holds within a margin: :func:`enforce_limit` leaves at most ``limit × (1 + PRESSURE_MARGIN)`` (10% over)
plus what was written or used in the last :data:`PRESSURE_GRACE_S` seconds (30 s). When evicting only what is older
than :data:`GRACE_S` would leave more than that margin (a burst of compiles pushed the store to 2.4× its limit, all of
it used within 10 minutes), pruning is *under pressure*: keys and unreferenced blobs older than
:data:`PRESSURE_GRACE_S` go too, least recently used first, down to 90% of the limit. A reader of such a key that
loses a blob gets :class:`~ir_explorer.core.errors.CorruptEntry` and compiles again, as above.

This module imports only the standard library and :mod:`ir_explorer.core`.
"""

from __future__ import annotations

import json
import math
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ir_explorer.core.control_chars import elide
from ir_explorer.core.errors import StoreError, UsageError
from ir_explorer.core.safe_files import read_own
from ir_explorer.core.store import MAX_MANIFEST_BYTES, Store

#: ``$IR_EXPLORER_CACHE_MAX_SIZE``: the automatic limit (``5GB``, ``500MiB``; ``0`` or ``none``: no limit).
MAX_SIZE_ENV = "IR_EXPLORER_CACHE_MAX_SIZE"
#: The automatic limit when ``$IR_EXPLORER_CACHE_MAX_SIZE`` is not set: 5 GB.
DEFAULT_MAX_BYTES = 5 * 1000**3
#: Eviction goes down to this fraction of the limit, so that the next few compiles do not evict again.
_LOW_WATER = 0.9
#: Seconds during which a new blob or a just-used key is never removed (see the module docstring).
GRACE_S = 600.0
#: How far over the limit the store may stay before keys used within :data:`GRACE_S` are evicted too (a fraction).
PRESSURE_MARGIN = 0.10
#: Under pressure, what was written or used within these seconds still stays (a compile's blobs before its manifest).
PRESSURE_GRACE_S = 30.0

#: Key groups: the folder whose manifest's mtime is the key's last use, and the folders evicted with it.
_GROUPS = {"entries": ("entries", "passes", "llvm-passes", "reports"), "kernels": ("kernels",)}

_UNITS = {"": 1, "b": 1, "k": 1000, "kb": 1000, "m": 1000**2, "mb": 1000**2, "g": 1000**3, "gb": 1000**3,
          "t": 1000**4, "tb": 1000**4, "kib": 1024, "mib": 1024**2, "gib": 1024**3, "tib": 1024**4}
# e.g. 2GB    e.g. 500 MiB    e.g. 1.5g
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$", re.IGNORECASE)
_AGE_UNITS = {"s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
# e.g. 30d    e.g. 12h    e.g. 90min
_AGE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(s|min|m|h|d|w)\s*$", re.IGNORECASE)


def parse_size(text: str, what: str = "size") -> int:
    """Bytes from ``2GB``, ``500MB``, ``1.5GiB``, ``4096`` (decimal units; ``KiB``/``MiB``/``GiB`` binary).

    Raises :class:`UsageError` naming ``what`` for anything else (a negative or non-finite number included) and
    for a size of 1 EB or more (a 5,000-digit value), one line with a long value elided."""
    m = _SIZE.match(text)
    if not m or m.group(2).lower() not in _UNITS:
        raise UsageError(f"{what}: {_shown(text)} is not a size (e.g. 2GB, 500MB, 1.5GiB)")
    size = float(m.group(1)) * _UNITS[m.group(2).lower()]
    if not math.isfinite(size) or size >= _MAX_SIZE:  # a 5,000-digit value: float('9' * 5000) is inf
        raise UsageError(f"{what}: {_shown(text)} is too large a size (at most 1 EB)")
    return int(size)


#: The largest size or age accepted (bytes: 1 EB; seconds: about 31 million years).
_MAX_SIZE = 1000**6


def _shown(text: str) -> str:
    """``text`` quoted for an error line, elided past 40 characters (a 5,000-digit value stays one short line)."""
    return repr(elide(text, 40))


def parse_age(text: str, what: str = "age") -> float:
    """Seconds from ``30d``, ``12h``, ``90min``, ``45s``, ``2w``. Raises :class:`UsageError` naming ``what``."""
    m = _AGE.match(text)
    if not m:
        raise UsageError(f"{what}: {_shown(text)} is not an age (e.g. 30d, 12h, 90min)")
    age = float(m.group(1)) * _AGE_UNITS[m.group(2).lower()]
    if not math.isfinite(age) or age >= _MAX_SIZE:
        raise UsageError(f"{what}: {_shown(text)} is too large an age")
    return age


def max_bytes() -> int | None:
    """The automatic limit: ``$IR_EXPLORER_CACHE_MAX_SIZE`` or :data:`DEFAULT_MAX_BYTES`; ``None`` for no limit.
    Raises :class:`UsageError` for a value that is not a size."""
    raw = os.environ.get(MAX_SIZE_ENV, "").strip()
    if not raw:
        return DEFAULT_MAX_BYTES
    if raw.lower() in ("0", "none", "off", "unlimited"):
        return None
    return parse_size(raw, f"${MAX_SIZE_ENV}") or None


def human_size(n: int) -> str:
    """``1.23 GB``, ``512 kB``, ``17 B`` (decimal units, as :func:`parse_size` reads them)."""
    for unit, scale in (("TB", 1000**4), ("GB", 1000**3), ("MB", 1000**2), ("kB", 1000)):
        if n >= scale:
            return f"{n / scale:.2f} {unit}"
    return f"{n} B"


@dataclass(frozen=True)
class _Key:
    group: str
    key: str
    last_used: float
    """Unix time (s) of the key's last use: its main manifest's mtime."""
    manifests: tuple[Path, ...]
    manifest_bytes: int
    digests: frozenset[str]


@dataclass(frozen=True)
class StoreInfo:
    """What ``cache info`` shows, from one scan of the store's folders."""

    root: Path
    total_bytes: int
    """Bytes of every file under ``v1/`` (blobs, manifests, timings, sources …)."""
    blob_bytes: int
    blobs: int
    entries: int
    """Compilations (``v1/entries``)."""
    kernel_descriptions: int
    """Kernel files' descriptions (``v1/kernels``)."""
    oldest_use: float | None
    """Unix time (s) of the least recently used compilation; ``None`` when there is none."""
    newest_use: float | None
    limit_bytes: int | None
    """The automatic limit (:func:`max_bytes`); ``None``: none."""


@dataclass(frozen=True)
class PruneResult:
    """What a prune removed."""

    keys_removed: int
    """Compilations and kernel descriptions evicted."""
    blobs_removed: int
    bytes_freed: int
    bytes_before: int
    bytes_after: int
    skipped: bool = False
    """True when another process was pruning (the automatic limit does not wait)."""


def _refs(path: Path) -> tuple[int, frozenset[str]]:
    """A manifest's size and the blob digests it references (any ``[digest, size, zsize]`` list in it)."""
    try:
        data = read_own(path, MAX_MANIFEST_BYTES)
    except OSError:  # gone, or not a regular file (a symlink to /dev/zero): references nothing
        return 0, frozenset()
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, list):
            if len(node) >= 2 and isinstance(node[0], str) and len(node[0]) == 64 and isinstance(node[1], int):
                found.add(node[0])
            else:
                for item in node:
                    walk(item)
        elif isinstance(node, dict):
            for item in node.values():
                walk(item)

    try:
        walk(json.loads(data))
    except (ValueError, RecursionError):
        pass  # a damaged manifest references nothing: its blobs go unless another key holds them
    return len(data), frozenset(found)


def _scan_keys(store: Store) -> list[_Key]:
    keys = []
    for group, folders in _GROUPS.items():
        main = store.base / folders[0]
        for path in main.glob("*/*.json") if main.is_dir() else ():
            try:
                used = path.stat().st_mtime
            except OSError:
                continue  # removed meanwhile
            key = path.stem
            paths = tuple(p for p in (store.base / f / key[:2] / f"{key}.json" for f in folders) if p.exists())
            size, digests = 0, frozenset[str]()
            for p in paths:
                n, d = _refs(p)
                size, digests = size + n, digests | d
            keys.append(_Key(group, key, used, paths, size, digests))
    hints = store.base / "hints"
    for path in hints.iterdir() if hints.is_dir() else ():
        try:
            keys.append(_Key("hints", path.name, path.stat().st_mtime, (path,), path.stat().st_size, frozenset()))
        except OSError:
            continue
    return keys


def _blob_sizes(store: Store) -> dict[str, tuple[int, float]]:
    """Every blob's digest → (bytes on disk, mtime)."""
    out = {}
    folder = store.base / "blobs"
    for sub in folder.iterdir() if folder.is_dir() else ():
        for entry in os.scandir(sub) if sub.is_dir() else ():
            if entry.name.startswith(".tmp-"):
                continue  # a write under way
            try:
                st = entry.stat()
            except OSError:
                continue
            out[entry.name] = (st.st_size, st.st_mtime)
    return out


def _total_bytes(store: Store) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(store.base):
        for name in files:
            try:
                total += os.lstat(os.path.join(dirpath, name)).st_size
            except OSError:
                continue
    return total


def store_info(store: Store) -> StoreInfo:
    """Sizes and counts of ``store`` (one walk of its folders; nothing is read but manifests' mtimes and
    directory entries). Raises :class:`UsageError` for a bad ``$IR_EXPLORER_CACHE_MAX_SIZE``."""
    blobs = _blob_sizes(store)
    uses = []
    entries = kernels = 0
    for group, folders in _GROUPS.items():
        main = store.base / folders[0]
        for path in main.glob("*/*.json") if main.is_dir() else ():
            try:
                mtime = path.stat().st_mtime
            except OSError:
                continue
            if group == "entries":
                entries += 1
                uses.append(mtime)
            else:
                kernels += 1
    return StoreInfo(root=store.root, total_bytes=_total_bytes(store), blob_bytes=sum(s for s, _ in blobs.values()),
                     blobs=len(blobs), entries=entries, kernel_descriptions=kernels,
                     oldest_use=min(uses) if uses else None, newest_use=max(uses) if uses else None,
                     limit_bytes=max_bytes())


def _select(keys: list[_Key], blobs: dict[str, tuple[int, float]], before: int, target: int | None,
            older_than_s: float | None, now: float, grace: float) -> tuple[list[_Key], int, dict[str, int]]:
    """The keys to evict (``keys`` sorted least recently used first): those unused for ``older_than_s``, then the
    oldest until ``before`` bytes minus what their removal frees is at most ``target``; never one used within
    ``grace`` seconds. Returns them, the bytes freed (their manifests, and the blobs no other key holds that are
    older than ``grace``, as only those are deleted) and how many remaining keys hold each digest."""
    holders: dict[str, int] = {}
    for k in keys:
        for d in k.digests:
            holders[d] = holders.get(d, 0) + 1
    doomed: list[_Key] = []
    freed = 0
    for k in keys:
        if now - k.last_used < grace:
            break  # sorted: every later key is younger still
        old = older_than_s is not None and now - k.last_used > older_than_s
        if not old and (target is None or before - freed <= target):
            break  # sorted: no later key is older, and the store is small enough
        doomed.append(k)
        freed += k.manifest_bytes
        for d in k.digests:
            holders[d] -= 1
            if holders[d] == 0 and d in blobs and now - blobs[d][1] >= grace:
                freed += blobs[d][0]
    return doomed, freed, holders


@contextmanager
def _pruning(store: Store, wait: bool) -> Iterator[bool]:
    """Hold ``v1/prune.lock`` (one pruner at a time); yields ``False`` when ``wait`` is off and it is held."""
    import fcntl  # deferred: only pruning needs it (and it is POSIX-only)

    try:
        store.base.mkdir(parents=True, exist_ok=True)
        fd = os.open(store.base / "prune.lock", os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise StoreError(f"cannot prune the store at {store.root}: {exc}") from exc
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)  # closing releases the lock


def prune(store: Store, *, max_size: int | None = None, older_than_s: float | None = None,
          wait: bool = True, now: float | None = None) -> PruneResult:
    """Evict keys not used for ``older_than_s`` seconds, then the least recently used ones until the store
    holds at most ``max_size`` bytes (down to 90% of it, so the next compiles need not evict again), then
    the blobs nothing references and the ``.tmp-*`` files of writers killed mid-write. With neither, only those go.

    Keys and blobs younger than :data:`GRACE_S` stay, unless ``max_size`` would be exceeded by more than
    :data:`PRESSURE_MARGIN` with them; then only those younger than :data:`PRESSURE_GRACE_S` stay (see the module
    docstring). ``wait=False`` returns at once (``skipped``) when another process is pruning. Raises
    :class:`StoreError` when the store cannot be locked; files that vanish meanwhile are skipped.
    """
    now = time.time() if now is None else now
    with _pruning(store, wait) as locked:
        before = _total_bytes(store)
        if not locked:
            return PruneResult(0, 0, 0, before, before, skipped=True)
        keys = sorted(_scan_keys(store), key=lambda k: k.last_used)
        blobs = _blob_sizes(store)
        target = None if max_size is None else int(max_size * _LOW_WATER)
        grace = GRACE_S
        doomed, freed, holders = _select(keys, blobs, before, target, older_than_s, now, grace)
        if max_size is not None and before - freed > max_size * (1 + PRESSURE_MARGIN):  # under pressure
            grace = PRESSURE_GRACE_S
            doomed, freed, holders = _select(keys, blobs, before, target, older_than_s, now, grace)
        for k in doomed:
            for p in k.manifests:
                p.unlink(missing_ok=True)
        # Only now read which blobs are held: a manifest written since the scan names its blobs, and those are
        # younger than GRACE_S or were refreshed by put_blob.
        held = {d for d, n in holders.items() if n > 0}
        removed = 0
        for digest, (_size, mtime) in blobs.items():
            if digest in held or now - mtime < grace:
                continue
            path = store.base / "blobs" / digest[:2] / digest
            try:
                if now - path.lstat().st_mtime < grace:
                    continue  # reused a moment ago (put_blob refreshed it)
                path.unlink()
                removed += 1
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise StoreError(f"cannot prune the store at {store.root}: {exc}") from exc
        for dirpath, _dirs, files in os.walk(store.base):  # half-written files of writers killed mid-write
            for name in files:
                tmp = os.path.join(dirpath, name)
                try:
                    if name.startswith(".tmp-") and now - os.lstat(tmp).st_mtime > GRACE_S:
                        os.unlink(tmp)
                except OSError:
                    continue
        after = _total_bytes(store)
    return PruneResult(len(doomed), removed, before - after, before, after)


def enforce_limit(store: Store) -> PruneResult | None:
    """The automatic limit: prune ``store`` to :func:`max_bytes` when it holds more, without waiting for another
    pruner; ``None`` when under the limit or there is no limit. Called after compiles
    (:func:`ir_explorer.capture.compiles.compile_all`). Raises :class:`UsageError` for a bad
    ``$IR_EXPLORER_CACHE_MAX_SIZE``, :class:`StoreError` when pruning fails."""
    limit = max_bytes()
    if limit is None or _total_bytes(store) <= limit:
        return None
    return prune(store, max_size=limit, wait=False)
