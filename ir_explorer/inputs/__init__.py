"""Open what users already have on disk as :class:`~ir_explorer.core.model.Compilation` objects.

A PATH given where a KERNEL is expected (``ir-explorer dump PATH``) is one of:

* a Triton cache dir (``~/.triton/cache``, ``TRITON_CACHE_DIR``) or a ``TRITON_KERNEL_DUMP`` /
  ``TRITON_DUMP_DIR`` folder, or one entry (hash folder) of either, or one file of an entry
  (``add_kernel.ttgir``: the entry's stages of that kernel): :mod:`.triton_cache`;
* an ``MLIR_DUMP_PATH`` file, or a captured stderr holding ``MLIR_ENABLE_DUMP=1`` and/or
  ``LLVM_IR_ENABLE_DUMP=1`` output: :mod:`.dumps`;
* a tritonparse trace (``.ndjson``, ``.ndjson.gz``, gzip-member ``.bin.ndjson``): :mod:`.tritonparse`.

Every kernel found becomes a compilation saved in the :class:`~ir_explorer.core.store.Store`, keyed
by the sha256 of what was read, so ``dump``, ``passes`` and the TUI read it like one of our own
compiles, and opening the same input again stores nothing new. Readers never execute anything
from the input (no pickle, import or eval: JSON and text only). A malformed entry becomes a
warning naming the file and the byte or line, and the other entries still load.

This package imports neither Triton, torch nor Textual.
"""

from __future__ import annotations

from itertools import islice
from pathlib import Path
from typing import Any

from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.inputs.builder import STAGE_EXTS, ZSTD_MAGIC, Builder, Ingested

# ----------------------------------------------------------------------------- opening


#: Suffixes of tritonparse traces.
TRACE_SUFFIXES = (".ndjson", ".ndjson.gz", ".ndjson.zst")


def is_input_path(text: str) -> bool:
    """True when ``text`` names an existing file or folder to read, not a kernel name or FILE.py:KERNEL."""
    path = Path(text).expanduser()
    if path.suffix == ".py" or not text:
        return False
    try:
        return path.is_dir() or path.is_file()
    except OSError:  # e.g. PermissionError on a folder above it: open_path says so in one line
        return True


def sniff(path: Path) -> str:
    """The kind of input at ``path`` (see :attr:`Ingested.kind`). Raises :class:`UsageError` if none."""
    if path.is_dir() or path.suffix.lstrip(".") in STAGE_EXTS:
        return "triton-cache"
    head = _head(path, 1 << 20)
    if path.name.endswith(TRACE_SUFFIXES) or head.startswith((b"\x1f\x8b", ZSTD_MAGIC)) or \
            head.lstrip().startswith(b"{\""):
        return "tritonparse"
    from ir_explorer.inputs.dumps import has_llvm_header, has_mlir_header  # deferred: regexes compiled only for dumps

    mlir, llvm = has_mlir_header(head), has_llvm_header(head)
    if mlir or llvm:
        return "dump-log"
    raise UsageError(f"{path}: not an input ir-explorer reads: expected a Triton cache or dump folder, an "
                     "MLIR_DUMP_PATH / LLVM_IR_ENABLE_DUMP log, or a tritonparse .ndjson trace (it holds no IR dump "
                     "header; a run that found its kernels in Triton's cache compiles nothing and dumps nothing: "
                     "run it again with TRITON_ALWAYS_COMPILE=1)")


def _head(path: Path, n: int) -> bytes:
    from ir_explorer.inputs.files import open_inside

    try:
        with open_inside(path, path) as fh:  # the file the user named: only that it is a regular file
            return fh.read(n)
    except OSError as exc:
        raise UsageError(str(exc) if exc.strerror is None else f"cannot read {path}: {exc.strerror}") from exc


def open_path(path: str | Path, store: Store, only: str | None = None) -> Ingested:
    """Read every kernel at ``path`` into ``store`` (with ``only``, a cache dir's entries of other kernels
    are not read: see :func:`select`). Raises :class:`UsageError` when ``path`` is not an input we read,
    or holds no kernel at all (naming why, from the warnings)."""
    p = Path(path).expanduser()
    try:
        return _open_path(p, store, only)
    except OSError as exc:  # a folder or file of the input that cannot be read (mode 000), one line naming it
        where = Path(str(exc.filename)) if exc.filename else None
        if where is None or not (where == p or where.is_relative_to(p) or p.is_relative_to(where)):
            raise  # not the input's (e.g. the store's): not a reading error
        raise UsageError(f"{where}: cannot read: {exc.strerror or exc}") from exc


def _open_path(p: Path, store: Store, only: str | None) -> Ingested:
    kind = sniff(p)
    result = Ingested(p, kind)
    builder = Builder(store, result, only)
    if kind == "triton-cache" and p.is_file():  # one file of an entry (add_kernel.ttgir): that kernel's entry
        from ir_explorer.inputs.triton_cache import read_entry

        read_entry(p.parent, p.name.rsplit(".", 1)[0], builder)
    elif kind == "triton-cache":
        from ir_explorer.inputs.triton_cache import read_cache_dir

        read_cache_dir(p, builder)
    elif kind == "tritonparse":
        from ir_explorer.inputs.tritonparse import read_trace

        read_trace(p, builder)
    else:
        from ir_explorer.inputs.dumps import read_dump_log

        read_dump_log(p, builder)
    if not result.comps:
        why = f": {result.warnings[0]}" + (f" (and {len(result.warnings) - 1} more)" if len(result.warnings) > 1
                                           else "") if result.warnings else ""
        nested = _nested_caches(p) if kind == "triton-cache" and p.is_dir() else []
        if nested and not why:
            why = (f": it holds {len(nested)} folder(s) of Triton cache entries ({', '.join(nested[:6])}"
                   f"{' …' if len(nested) > 6 else ''}); give one of them, e.g. {p / nested[0]}")
        raise UsageError(f"{p}: no kernel found{why}")
    return result


def _nested_caches(folder: Path, limit: int = 200) -> list[str]:
    """The subfolders of ``folder`` whose own subfolders hold IR files (``*.ttgir``, ``*.ptx`` …): a folder of
    Triton caches (one per release, say) given instead of one cache; sorted, at most ``limit`` looked at."""
    found = []
    try:
        subs = sorted(d for d in islice(folder.iterdir(), limit) if d.is_dir() and not d.is_symlink())
        for sub in subs:
            entries = [e for e in islice(sub.iterdir(), limit) if e.is_dir() and not e.is_symlink()]
            if any(f.suffix.lstrip(".") in STAGE_EXTS for e in entries for f in islice(e.iterdir(), limit)):
                found.append(sub.name)
    except OSError:
        return found
    return found


def select(result: Ingested, name: str | None) -> list[Compilation]:
    """The compilations ``--kernel NAME`` picks: every entry of that kernel name, or the one whose
    entry (hash folder), key or place in a dump log (``add_kernel.2``: its 2nd compile) starts with NAME.
    Raises :class:`UsageError` listing the names."""
    if name is None:
        return list(result.comps)
    picked = [c for c in result.comps if c.kernel == name]
    if not picked:
        picked = [c for c, e in zip(result.comps, result.entries, strict=True)
                  if Path(e.split("#", 1)[0]).name.startswith(name) or c.key.startswith(name)
                  or ("#" in e and e.rsplit("#", 1)[1] == name)]
    if not picked:
        names = ", ".join(sorted({c.kernel for c in result.comps}))
        raise UsageError(f"{result.path} has no kernel {name!r}; it has: {names}")
    return picked


def entry_summary(comp: Compilation, entry: str) -> dict[str, Any]:
    """One row of the kernel list: name, entry, stages, Triton version, target, num_warps/num_stages."""
    return {"kernel": comp.kernel, "entry": entry, "stages": list(comp.stages),
            "triton_version": comp.triton_version, "target": comp.target.spec,
            "num_warps": comp.metadata.get("num_warps"), "num_stages": comp.metadata.get("num_stages"),
            "key": comp.key}
