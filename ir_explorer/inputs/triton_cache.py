"""Read a Triton cache dir or a ``TRITON_KERNEL_DUMP`` folder: one kernel per entry (hash folder).

Layout (``triton/runtime/cache.py:FileCacheManager``, ``triton/compiler/compiler.py:compile``)::

    CACHE/<hash>/NAME.ttir NAME.ttgir NAME.llir NAME.ptx NAME.cubin   (NAME.amdgcn NAME.hsaco on AMD)
    CACHE/<hash>/NAME.source      the frontend's TTIR before any pass (Triton 3.4+)
    CACHE/<hash>/NAME.json        metadata: target, num_warps, shared, triton_version (3.4+) …
    CACHE/<hash>/__grp__NAME.json {"child_paths": {"NAME.ttir": "/abs/path", …}}

``<hash>`` is hex in Triton 3.0, url-safe base64 in 3.2 and base32 from 3.4. ``child_paths`` is a
dict of absolute paths in the file cache; the remote cache (``RemoteCacheManager.put_group``) and
Triton 2.x write a sorted list of file names instead. Both are read; the paths are resolved inside
the entry folder (the cache may have been copied from another machine). A ``TRITON_KERNEL_DUMP``
folder has the same layout without the metadata and group files (plus ``NAME.sass``); its
metadata is read from the TTGIR's module attributes. The Triton cache also holds compiled
launchers (``*.so``, ``*.c``) in entries without IR: they are not kernels and are passed over.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ir_explorer.core.errors import UsageError
from ir_explorer.inputs.builder import STAGE_EXTS, Builder, check_stage_bytes
from ir_explorer.inputs.files import MAX_JSON_BYTES, MAX_STAGE_BYTES, Skipped, outside, read_inside
from ir_explorer.inputs.schema import InputError, load_json

_SKIP_SUFFIXES = (".so", ".c", ".py", ".lock")
#: Most bytes of a kernel's Python file read from an input.
MAX_SOURCE_BYTES = 8 << 20
# e.g. #loc = loc("/tmp/torchinductor_root/qz/cqzc26z4u4.py":18:0)
_FILE_LOC = re.compile(r'^#loc\d* = loc\("([^"]+\.py)":\d+:\d+\)', re.M)


def read_cache_dir(path: Path, builder: Builder) -> None:
    """Add every kernel under ``path`` (a cache root, or one entry folder) to ``builder``, sorted by name."""
    entries = [path] if _is_entry(path) else sorted(p for p in _subdirs(path, builder) if _is_entry(p, builder))
    found = sorted((name, entry) for entry in entries for name in _kernel_names(entry))
    wanted = [(name, entry) for name, entry in found if builder.wants(name, entry.name)]
    if found and not wanted:
        names = ", ".join(sorted({name for name, _ in found}))
        raise UsageError(f"{path} has no kernel {builder.only!r}; it has: {names}")
    for name, entry in wanted:
        read_entry(entry, name, builder)
    if path.is_dir() and not entries:
        try:
            tracefiles = sorted(p for p in path.iterdir() if p.name.endswith((".ndjson", ".ndjson.gz")))
        except OSError as exc:
            builder.warn(f"{path}: cannot list: {exc.strerror}")
            tracefiles = []
        if tracefiles:  # a tritonparse log folder: listed as what it is, not as a Triton cache
            from ir_explorer.inputs.tritonparse import read_trace

            builder.result.kind = "tritonparse"
            for trace in tracefiles:
                read_trace(trace, builder)


def _subdirs(path: Path, builder: Builder) -> list[Path]:
    """The folders in ``path``; one that a symlink puts outside the input is not followed (with a warning)."""
    try:
        found = [p for p in path.iterdir() if p.is_dir()]
    except OSError as exc:
        builder.warn(f"{path}: cannot list: {exc.strerror}")
        return []
    inside = []
    for p in found:
        if (real := outside(p, builder.root)) is not None:
            builder.warn(f"{p}: a symlink to {real}, outside {builder.root}; not followed")
        else:
            inside.append(p)
    return inside


def _is_entry(path: Path, builder: Builder | None = None) -> bool:
    """True when ``path`` holds a stage or metadata file; a folder that cannot be listed is not (with a warning)."""
    try:
        return any(f.suffix.lstrip(".") in STAGE_EXTS or (f.suffix == ".json" and not f.name.startswith("__grp__"))
                   for f in path.iterdir() if f.is_file())
    except OSError as exc:
        if builder is not None:
            builder.warn(f"{path}: cannot list: {exc.strerror}; skipped")
        return False


def _kernel_names(entry: Path) -> list[str]:
    """Kernel names in an entry folder: the stems of its stage and metadata files."""
    names = set()
    try:
        files = list(entry.iterdir())
    except OSError:
        return []
    for f in files:
        if f.name.startswith("__grp__") or f.name.endswith(_SKIP_SUFFIXES) or ".tmp." in f.name:
            continue
        stem, _, ext = f.name.rpartition(".")
        if ext in STAGE_EXTS or ext == "json":
            names.add(stem)
    return sorted(names)


def _group_children(entry: Path, name: str, builder: Builder) -> dict[str, Path] | None:
    """``__grp__NAME.json``'s files (dict or list form), resolved inside ``entry``; None if absent or bad."""
    grp = entry / f"__grp__{name}.json"
    if not grp.is_symlink() and not grp.exists():
        return None
    data = _read_json(grp, builder)
    if data is None:
        return None
    children = data.get("child_paths") if isinstance(data, dict) else None
    if isinstance(children, dict):
        names = list(children)
    elif isinstance(children, list):
        names = [c for c in children if isinstance(c, str)]
    else:
        builder.warn(f"{grp}: no child_paths dict or list; reading the folder instead")
        return None
    return {n: entry / Path(n).name for n in names}


def _read_json(path: Path, builder: Builder) -> Any:
    """Parse a JSON file of the input (:func:`ir_explorer.inputs.schema.load_json`: strict, depth-bounded); on
    error warn with the line, column and byte offset or the field, and return None."""
    try:
        raw = read_inside(path, builder.root, MAX_JSON_BYTES)
    except Skipped as exc:
        builder.warn(str(exc))
        return None
    try:
        return load_json(raw)
    except InputError as exc:
        builder.warn(f"{path}: {exc}; skipped")
    return None


def read_entry(entry: Path, name: str, builder: Builder) -> None:
    """Add kernel ``name`` of one entry folder. A bad metadata JSON skips the entry (with a warning);
    a bad stage file skips that stage."""
    children = _group_children(entry, name, builder)
    try:  # every name, regular file or not: reading one that is not says so
        files = {f.name: f for f in entry.iterdir()}
    except OSError as exc:
        builder.warn(f"{entry}: cannot list: {exc.strerror}; skipped")
        return
    if children is not None:
        missing = [n for n, p in children.items() if p.name not in files]
        if missing:
            builder.warn(f"{entry / ('__grp__' + name + '.json')}: lists {', '.join(missing)}, not in the folder")
    meta_path = entry / f"{name}.json"
    metadata: dict[str, Any] | None = None
    if meta_path.name in files:
        data = _read_json(meta_path, builder)
        if not isinstance(data, dict):
            if data is not None:
                builder.warn(f"{meta_path}: byte 0: metadata is not a JSON object; skipped")
            return
        metadata = data
    stage_data: dict[str, bytes] = {}
    for ext in STAGE_EXTS:
        f = files.get(f"{name}.{ext}")
        if f is None:
            continue
        try:
            data_bytes = read_inside(f, builder.root, MAX_STAGE_BYTES)
        except Skipped as exc:
            builder.warn(str(exc))
            continue
        problem = check_stage_bytes(ext, data_bytes, str(f))
        if problem:
            builder.warn(problem)
            continue
        stage_data[ext] = data_bytes
    if not stage_data and metadata is None:
        return
    if metadata is None and not any(e in stage_data for e in ("cubin", "hsaco", "sass")):
        builder.warn(f"{entry}: {name} has no metadata .json and no binary: the compile may not have finished")
    if metadata is not None and metadata.get("name") not in (None, name):
        builder.warn(f"{meta_path}: names kernel {metadata.get('name')!r}, not {name!r}")
    source, source_path = _python_source(stage_data, builder)
    builder.add(kind="triton-cache", origin=str(entry), name=name, stage_data=stage_data, metadata=metadata,
                metadata_origin=str(meta_path) if metadata is not None else "", python_source=source,
                source_path=source_path)


def _python_source(stage_data: dict[str, bytes], builder: Builder) -> tuple[str | None, str]:
    """The kernel's Python file, where the input holds it: the file the TTIR's first location names, read when
    it lies inside the folder the user opened (Inductor keeps its generated kernels beside the Triton cache in
    ``/tmp/torchinductor_USER``); a file elsewhere is named, never read. ``(text or None, path or "")``."""
    head = next((stage_data[s][:1 << 16].decode("utf-8", "replace") for s in ("ttir", "source", "ttgir")
                 if s in stage_data), "")
    m = _FILE_LOC.search(head)
    if m is None:
        return None, ""
    path = Path(m.group(1))
    root = builder.root if builder.root.is_dir() else builder.root.parent
    try:
        inside = path.is_absolute() and outside(path, root) is None and path.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError):
        inside = False
    if not inside or not path.is_file():
        return None, str(path)
    try:
        return read_inside(path, root, MAX_SOURCE_BYTES).decode("utf-8", "replace"), str(path)
    except Skipped as exc:
        builder.warn(str(exc))
        return None, str(path)
