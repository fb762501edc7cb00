"""The on-disk, content-addressed artifact store.

Layout under the root (``--cache-dir``, ``$IR_EXPLORER_CACHE_DIR``, or the platform's user
cache dir, e.g. ``~/.cache/ir-explorer``)::

    v1/blobs/ab/<sha256>       zlib-compressed content, named by the sha256 of the raw bytes
    v1/entries/ab/<key>.json   one compilation: its stages, metadata, resources, failure
    v1/passes/ab/<key>.json    its per-pass MLIR snapshots (captured on first request)
    v1/kernels/ab/<key>.json   what importing a user's kernel file found: parameters, autotune configs
    v1/llvm-passes/ab/<key>.json   its LLVM print-after-all snapshots (``--llvm-passes``)
    v1/captures/<id>.json      one ``ir-explorer capture`` run: its command, the kernels it compiled
                               (their entry keys and specializations) and autotune timings
    v1/sources/<sha>/<file>.py the Python file of each captured kernel, kept for re-compiles
    v1/timings/ab/<key>.json   GPU timings of that compilation (``ir-explorer bench``), one record per
                               (device, problem size, what ran); see :meth:`Store.save_timing`
    v1/reports/ab/<key>.json   derived results of that compilation: its reports, one per set of stages read,
                               each with the analyses' version and a digest of what it was made from
                               (:mod:`ir_explorer.engines.report_cache`); see :meth:`Store.save_report`

Identical texts (a pass that changed nothing, the same stage of two configs) are stored
once. Every write goes to a temporary file in the destination folder and is renamed into
place (``os.replace``), so readers never see half a file and two processes writing the same
entry at once both succeed. Every read checks the sha256 of what it decompressed; a
truncated or corrupted file raises :class:`CorruptEntry`, and the capture layer recompiles.
Manifests carry their own sha256 (``"sha256"``, over their canonical JSON; manifests written before it
existed have none and are read as before), their fields are checked for type when loaded, and a stage's
text is checked against its stage (:data:`_STAGE_SIGNS`: a PTX entry pointing at a TTGIR blob is damage).
A load refreshes the manifest's mtime: the last use that :mod:`ir_explorer.core.store_limits` evicts by.
Blobs and manifests are read only as regular files, through no symlink, and bounded
(:func:`ir_explorer.core.safe_files.read_own`): a blob is read up to the compressed size its length allows and
decompressed up to that length, a manifest up to :data:`MAX_MANIFEST_BYTES`; anything else (``/dev/zero``, a FIFO,
a symlink, an oversize file) is :class:`CorruptEntry`, recompiled.

This module never imports Triton, torch or Textual.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import os
import re
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ir_explorer.core.errors import CorruptEntry, StoreError
from ir_explorer.core.model import (
    Compilation,
    CompileFailure,
    Config,
    IRSize,
    PassDump,
    Resources,
    Stage,
    Target,
    Value,
)
from ir_explorer.core.safe_files import Skipped, read_own

SCHEMA = 1
ENV_VAR = "IR_EXPLORER_CACHE_DIR"
#: Per-pass manifests by dialect: MLIR (``MLIR_ENABLE_DUMP``) and LLVM (``LLVM_IR_ENABLE_DUMP``).
_PASS_KINDS = {"mlir": "passes", "llvm": "llvm-passes"}
#: Version of the per-pass ``changed``/line counts. Manifests without it are captured again when their counts
#: were wrong: LLVM ones compared each snapshot with the previous one of the same header scope
#: (:class:`ir_explorer.ir.passdump.LLVMScopes`), MLIR ones with internal steps credited each step's change to
#: the entry before it (:func:`ir_explorer.ir.passdump.pass_stats`); version 2 counted the lines added and removed
#: by an internal step printed bare (the pipeliner's) on the raw text, so its location lines counted as edits.
_STATS = 3
#: The largest manifest read (bytes). A matmul's per-pass list is about 40 kB, an LLVM one a few hundred kB.
MAX_MANIFEST_BYTES = 64 << 20
#: The largest derived-results file read (bytes): a matmul's report is about 60 kB.
MAX_REPORT_BYTES = 16 << 20
#: The most report variants (sets of stages read) kept per compilation; more replace the oldest.
MAX_REPORT_VARIANTS = 8


def zlib_bound(size: int) -> int:
    """The most bytes zlib's output for ``size`` input bytes can take (``compressBound`` in zlib's
    ``compress.c``: ``size + size/4096 + size/16384 + size/2**25 + 13``), plus its 6-byte header and trailer."""
    return size + (size >> 12) + (size >> 14) + (size >> 25) + 13 + 6


#: What every text of a stage holds, checked when an entry compiled here is loaded with ``verify``: a manifest
#: pointing one stage at another's blob is damage, not IR. Stages absent here (SASS) are not checked.
_STAGE_SIGNS: dict[str, Callable[[bytes], bool]] = {
    # e.g. tt.func public @matmul_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} ...
    "ttir": lambda raw: b"tt.func" in raw and re.search(rb"(ttg|triton_gpu)\.num-warps", raw) is None,
    # e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90" ...
    "ttgir": lambda raw: re.search(rb"(ttg|triton_gpu)\.num-warps", raw) is not None,
    # e.g. define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ...    e.g. target triple = "nvptx64-nvidia-cuda"
    "llir": lambda raw: re.search(rb"^(define|declare|target triple|; ModuleID)", raw, re.MULTILINE) is not None,
    # e.g. .version 8.7    e.g. .target sm_90a
    "ptx": lambda raw: re.search(rb"^\.version \d", raw, re.MULTILINE) is not None
                       and re.search(rb"^\.target ", raw, re.MULTILINE) is not None,
    # e.g. 	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
    "amdgcn": lambda raw: b".amdgcn_target" in raw,
    "cubin": lambda raw: raw.startswith(b"\x7fELF"),
    "hsaco": lambda raw: raw.startswith(b"\x7fELF"),
}


def _checksum(body: Mapping[str, Any]) -> str:
    """sha256 of a manifest's canonical JSON (sorted keys, no spaces), its ``"sha256"`` field left out."""
    canonical = json.dumps({k: v for k, v in body.items() if k != "sha256"}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise ValueError(what)


def _opt_num(value: Any) -> bool:
    return value is None or (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value))


def default_root(override: str | os.PathLike[str] | None = None) -> Path:
    """The store root: ``override``, else ``$IR_EXPLORER_CACHE_DIR``, else the user cache dir."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    import platformdirs  # deferred: only needed when no location was given

    return Path(platformdirs.user_cache_dir("ir-explorer"))


@dataclass(frozen=True, eq=False, repr=False)
class Blob(Value):
    """A stored artifact: read lazily, verified on every read."""

    path: Path
    digest: str
    """sha256 of the uncompressed bytes (hex)."""
    size: int
    """Length of the uncompressed bytes."""
    zsize: int = -1
    """Length of the compressed file, when known (-1: unknown)."""

    def intact(self) -> bool:
        """Cheap check (one ``stat``): the file exists and, if known, has its recorded length."""
        try:
            return self.zsize < 0 or self.path.stat().st_size == self.zsize
        except OSError:
            return False

    def read_bytes(self) -> bytes:
        """The content. Raises :class:`CorruptEntry` if the file is missing, truncated or altered, or is not a
        regular file no larger than ``size`` bytes compress to (:func:`zlib_bound`; its ``zsize`` when known):
        memory is bounded by the recorded length, whatever the file is."""
        try:
            packed = read_own(self.path, self.zsize if self.zsize >= 0 else zlib_bound(self.size))
            inflate = zlib.decompressobj()
            raw = inflate.decompress(packed, self.size + 1)  # a zlib bomb stops one byte past the length
        except (OSError, zlib.error) as exc:
            raise CorruptEntry(f"stored blob {self.path} is unreadable: {exc}") from exc
        if len(raw) != self.size or hashlib.sha256(raw).hexdigest() != self.digest:
            raise CorruptEntry(f"stored blob {self.path} does not match its checksum")
        return raw



def _compiled_field(name: str, value: Any) -> Any:
    """A manifest field as :meth:`Store.load`'s ``bound`` compares it: the ``config`` without its ``defaults``
    (:meth:`ir_explorer.core.model.Config.compiled`), any other field as it is."""
    if name == "config" and isinstance(value, dict) and "defaults" in value:
        return {k: v for k, v in value.items() if k != "defaults"}
    return value

class Store:
    """Content-addressed storage of compilations and their per-pass dumps."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root)
        self.base = self.root / f"v{SCHEMA}"

    def __repr__(self) -> str:
        return f"Store({str(self.root)!r})"

    # ---------------------------------------------------------------- low level

    def _blob_path(self, digest: str) -> Path:
        return self.base / "blobs" / digest[:2] / digest

    def _manifest_path(self, kind: str, key: str) -> Path:
        return self.base / kind / key[:2] / f"{key}.json"

    def _atomic_write(self, path: Path, data: bytes) -> None:
        import tempfile  # deferred: reading the store never needs it

        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(data)
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            raise StoreError(f"cannot write to the store at {self.root}: {exc}") from exc

    def put_blob(self, data: bytes | str) -> Blob:
        """Store ``data`` (str is UTF-8 encoded) once; return its handle."""
        raw = data.encode("utf-8") if isinstance(data, str) else data
        digest = hashlib.sha256(raw).hexdigest()
        path = self._blob_path(digest)
        if path.exists():
            blob = Blob(path, digest, len(raw), path.stat().st_size)
            try:  # an existing blob is reused only if it is intact
                blob.read_bytes()
                os.utime(path)  # in use again: a concurrent prune must not take it (store_limits.GRACE_S)
                return blob
            except (CorruptEntry, OSError):
                pass
        packed = zlib.compress(raw, 6)
        self._atomic_write(path, packed)
        return Blob(path, digest, len(raw), len(packed))

    def blob(self, digest: str, size: int, zsize: int = -1) -> Blob:
        """A handle on a stored blob (not read until ``read_bytes``)."""
        return Blob(self._blob_path(digest), digest, size, zsize)

    def _ref(self, ref: list[Any]) -> Blob:
        """A blob from its manifest form ``[digest, size, zsize]``."""
        return self.blob(ref[0], int(ref[1]), int(ref[2]) if len(ref) > 2 else -1)

    @staticmethod
    def _ref_of(blob: Blob) -> list[Any]:
        return [blob.digest, blob.size, blob.zsize]

    def _read_manifest(self, kind: str, key: str, limit: int = MAX_MANIFEST_BYTES) -> dict[str, Any] | None:
        path = self._manifest_path(kind, key)
        try:
            data = read_own(path, limit)
        except Skipped as exc:
            if exc.errno == errno.ENOENT:
                return None
            if exc.errno in (0, errno.ELOOP):  # a symlink, a FIFO, /dev/zero, an oversize file: damage
                raise CorruptEntry(f"store entry {exc}") from exc
            raise StoreError(f"cannot read {path}: {exc}") from exc
        try:
            manifest = json.loads(data)
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
            raise CorruptEntry(f"store entry {path} is truncated or corrupt: {exc}") from exc
        if not isinstance(manifest, dict) or manifest.get("schema") != SCHEMA or manifest.get("key") != key:
            raise CorruptEntry(f"store entry {path} is not a valid v{SCHEMA} entry")
        if "sha256" in manifest and manifest["sha256"] != _checksum(manifest):
            raise CorruptEntry(f"store entry {path} does not match its checksum")
        return manifest

    def _write_manifest(self, kind: str, key: str, manifest: Mapping[str, Any]) -> None:
        body = json.loads(json.dumps({"schema": SCHEMA, "key": key, **manifest}, default=str))  # as it will read
        body["sha256"] = _checksum(body)
        self._atomic_write(self._manifest_path(kind, key), json.dumps(body, indent=1).encode())

    def _touch(self, kind: str, key: str) -> None:
        """Record a use of ``key`` (the manifest's mtime, what :mod:`~ir_explorer.core.store_limits` evicts by)."""
        try:
            os.utime(self._manifest_path(kind, key))
        except OSError:
            pass  # a read-only store is still readable

    def discard(self, key: str) -> None:
        """Forget an entry and its passes (their blobs stay; other entries may share them). Its timings
        stay: they belong to the key, and a recompile of a damaged entry produces the same code."""
        for kind in ("entries", *_PASS_KINDS.values(), "reports"):
            self._manifest_path(kind, key).unlink(missing_ok=True)

    # ---------------------------------------------------------------- compilations

    def save(self, comp: Compilation, stage_data: Mapping[str, bytes | str] | None = None,
             python_source: str | None = None) -> None:
        """Write a compilation's manifest. ``stage_data`` holds stage contents not yet stored."""
        stages: list[dict[str, Any]] = []
        for name, stage in comp.stages.items():
            source = stage.source
            if stage_data and name in stage_data:
                source = self.put_blob(stage_data[name])
            if not isinstance(source, Blob):
                raise StoreError(f"stage {name} has no stored content")
            stages.append({"name": name, "blob": self._ref_of(source), "time_ms": stage.time_ms})
        src_blob = self.put_blob(python_source) if python_source is not None else comp.python_source
        manifest = {
            "kernel": comp.kernel,
            "config_index": comp.config_index,
            "config": comp.config.compiled().to_json(),  # the compile's, as its key: no request's defaults note
            "target": list(comp.target.as_tuple()),
            "triton_version": comp.triton_version,
            "stages": stages,
            "metadata": dict(comp.metadata),
            "resources": comp.resources.to_json() if comp.resources else None,
            "failure": comp.failure.to_json() if comp.failure else None,
            "source_path": comp.source_path,
            "python_source": self._ref_of(src_blob) if isinstance(src_blob, Blob) else None,
            "compile_ms": comp.compile_ms,
            "diagnostics": comp.diagnostics,
            "origin": comp.origin,
        }
        self._write_manifest("entries", comp.key, manifest)

    def load(self, key: str, verify: bool = True, bound: Mapping[str, Any] | None = None,
             triton: str | None = None) -> Compilation | None:
        """The stored compilation for ``key``; ``None`` if absent.

        With ``verify`` every stage's blob is read and checked against its sha256 (about 2 ms
        for a matmul's stages), so a damaged entry is never served. ``bound`` holds manifest fields as the
        compile the key was made from has them (``{"config": …, "target": […]}``, JSON values): a manifest whose
        field differs is another compile's, moved or edited under this key with its checksum made consistent
        (issue 24: another config's PTX was served as this config's), and raises :class:`CorruptEntry` naming
        the field. With ``triton`` (the release the key was made for: :meth:`ir_explorer.capture.compiles.Request.key`),
        the entry's ``triton_version`` (what the worker's ``triton.__version__`` said) must be that release: an entry
        another release compiled is never served under this key (issue 24). Raises :class:`CorruptEntry`, for each.
        A config's ``defaults`` (which options the backend's options class gave) is not compared: it names where a
        value came from, not what was compiled (:meth:`Config.compiled`), and an unset ``num_stages`` resolved to
        CUDA's 3 keys as an explicit 3 (the worker's manifest holds the note, the request's binding does not: every
        cached compile of a kernel with an unset ``num_stages`` was refused and compiled again).
        """
        m = self._read_manifest("entries", key)
        if m is None:
            return None
        for name, want in (bound or {}).items():
            if _compiled_field(name, m.get(name)) != _compiled_field(name, want):
                raise CorruptEntry(f"store entry {key} is not the compile its key names: its {name} is "
                                   f"{m.get(name)!r}, the key's {want!r}")
        try:
            _check_entry(m)
            if triton is not None and m["triton_version"] != triton:
                raise CorruptEntry(f"store entry {key} holds Triton {m['triton_version']}'s compile, "
                                   f"not Triton {triton}'s")
            stages = {}
            for s in m["stages"]:
                blob = self._ref(s["blob"])
                stages[s["name"]] = Stage(s["name"], blob, s.get("time_ms"))
                if verify:
                    raw = blob.read_bytes()
                    sign = _STAGE_SIGNS.get(s["name"])
                    if sign is not None and not m.get("origin") and not sign(raw):
                        raise CorruptEntry(f"store entry {key}: the blob of stage {s['name']} is not {s['name']}")
                elif not blob.intact():
                    raise CorruptEntry(f"store entry {key} lost the blob of stage {s['name']}")
            src = m.get("python_source")
            comp = Compilation(
                key=key,
                kernel=m["kernel"],
                config_index=int(m["config_index"]),
                config=Config.from_json(m["config"]),
                target=Target(*m["target"]),
                triton_version=m["triton_version"],
                stages=stages,
                metadata=m["metadata"],
                resources=Resources(**m["resources"]) if m.get("resources") else None,
                failure=CompileFailure(**m["failure"]) if m.get("failure") else None,
                source_path=m.get("source_path", ""),
                python_source=self._ref(src) if src else None,
                compile_ms=m.get("compile_ms"),
                cache_hit=True,
                diagnostics=m.get("diagnostics", ""),
                origin=m.get("origin", ""),
            )
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise CorruptEntry(f"store entry {key} is malformed: {exc}") from exc
        self._touch("entries", key)
        return comp

    def add_stage(self, comp: Compilation, name: str, data: bytes | str) -> Compilation:
        """Store a derived stage (e.g. SASS from the cubin) and rewrite the entry; returns the update."""
        blob = self.put_blob(data)
        stages = dict(comp.stages)
        stages[name] = Stage(name, blob, None)
        updated = Compilation(**{**comp.__dict__, "stages": stages})
        self.save(updated)
        return updated

    # ---------------------------------------------------------------- passes

    def save_passes(self, key: str, passes: list[PassDump], final: Blob | None, dialect: str = "mlir") -> None:
        """Write the per-pass manifest of entry ``key`` (the snapshots' blobs must be stored);
        ``dialect`` is ``mlir`` or ``llvm``."""
        rows = []
        for p in passes:
            if not isinstance(p.source, Blob):
                raise StoreError(f"pass {p.index} has no stored content")
            rows.append({
                "index": p.index, "name": p.name, "arg": p.arg, "scope": p.scope, "kind": p.kind,
                "changed": p.changed, "added": p.lines_added, "removed": p.lines_removed,
                "blob": self._ref_of(p.source),
                **({"time_ms": p.time_ms} if p.time_ms is not None else {}),
                **({"size": [p.size.lines, p.size.ops, p.size.tensor, p.size.tensor_elements]} if p.size else {}),
            })  # fmt: skip
        final_ref = self._ref_of(final) if final else None
        self._write_manifest(_PASS_KINDS[dialect], key, {"passes": rows, "final": final_ref, "stats": _STATS})

    def load_passes(self, key: str, dialect: str = "mlir", verify: bool = False
                    ) -> tuple[list[PassDump], Blob | None] | None:
        """The per-pass snapshots of ``key`` (``mlir`` or ``llvm``) and the final IR; ``None`` if never captured.
        A row's ``time_ms`` and ``size`` are optional (lists saved before pass timing have neither: not timed,
        sizes computed from the text by the views).

        Lengths are checked here; with ``verify`` every snapshot's checksum too (what the capture layer does
        before serving a cached entry's passes: about 40 ms for a matmul's ~80). Raises :class:`CorruptEntry`."""
        m = self._read_manifest(_PASS_KINDS[dialect], key)
        if m is None or (m.get("stats") != _STATS and (dialect == "llvm" or any(
                isinstance(r, dict) and r.get("kind") == "internal" for r in m.get("passes", ())))):
            return None  # counted the old way (see _STATS): capture again
        try:
            passes = [
                PassDump(r["index"], r["name"], r["arg"], r["scope"], r["kind"], r["changed"], r["added"],
                         r["removed"], self._ref(r["blob"]), _pass_time(r.get("time_ms")), _ir_size(r.get("size")))
                for r in m["passes"]
            ]
            final = self._ref(m["final"]) if m.get("final") else None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise CorruptEntry(f"pass list of {key} is malformed: {exc!r}") from exc
        for p in passes:  # snapshots are many and large: check lengths here, checksums when read or asked
            if not isinstance(p.source, Blob) or not p.source.intact():
                raise CorruptEntry(f"pass list of {key} lost the snapshot of pass {p.index}")
            if verify:
                p.source.read_bytes()
        if verify and final is not None:
            final.read_bytes()
        return passes, final

    # ---------------------------------------------------------------- kernel files

    def save_kernel_info(self, key: str, info: Mapping[str, Any]) -> None:
        """Keep what the worker's ``inspect`` found in a kernel file
        (:func:`ir_explorer.capture.compiles.inspect_kernel`),
        so that a cached ``dump`` never imports the file again."""
        self._write_manifest("kernels", key, {"info": dict(info)})

    def load_kernel_info(self, key: str) -> dict[str, Any] | None:
        """The ``inspect`` result saved under ``key``; ``None`` if absent. Raises :class:`CorruptEntry`."""
        m = self._read_manifest("kernels", key)
        if m is None:
            return None
        if not isinstance(m.get("info"), dict):
            raise CorruptEntry(f"kernel description {key} is malformed")
        self._touch("kernels", key)
        return m["info"]

    # ---------------------------------------------------------------- timings

    def save_timing(self, key: str, record: Mapping[str, Any]) -> None:
        """Add a GPU timing of compilation ``key``, replacing an earlier one of the same
        ``(device, dims, label)``.

        ``record`` is JSON-safe and holds at least ``device`` (the GPU's name, e.g. ``NVIDIA H200``),
        ``dims`` (the problem size, ``{"M": 4096, …}``), ``label`` (``config 0``, ``autotuned``) and
        ``ms`` (median launch time in milliseconds); ``bench`` adds ``tflops``, ``gbps``,
        ``baseline``, ``baseline_ms``, ``fraction`` (baseline ms / ms), ``rel_error``, the torch and
        Triton versions and ``measured_at`` (ISO 8601, UTC).
        """
        def ident(r: Mapping[str, Any]) -> tuple[Any, str, Any]:
            return r.get("device"), json.dumps(r.get("dims"), sort_keys=True), r.get("label")

        rows = [r for r in self.load_timings(key) if ident(r) != ident(record)]
        self._write_manifest("timings", key, {"timings": [*rows, dict(record)]})

    def load_timings(self, key: str) -> list[dict[str, Any]]:
        """The timing records of compilation ``key`` (oldest first); empty when it was never timed."""
        m = self._read_manifest("timings", key)
        if m is None:
            return []
        rows = m.get("timings")
        if not isinstance(rows, list):
            raise CorruptEntry(f"timings of {key} are malformed")
        return rows

    # ---------------------------------------------------------------- derived results

    def load_report(self, key: str, variant: str) -> dict[str, Any] | None:
        """The derived result ``variant`` (a report of one set of stages) stored for compilation ``key``, as it was
        given to :meth:`save_report`; ``None`` when there is none. The file is read only as a regular file of at
        most :data:`MAX_REPORT_BYTES` and checked against its sha256; its content is validated by the caller
        (:mod:`ir_explorer.engines.report_cache`). Raises :class:`CorruptEntry` for a damaged file."""
        m = self._read_manifest("reports", key, MAX_REPORT_BYTES)
        if m is None:
            return None
        variants = m.get("variants")
        if not isinstance(variants, dict):
            raise CorruptEntry(f"derived results of {key} are malformed")
        body = variants.get(variant)
        if body is not None and not isinstance(body, dict):
            raise CorruptEntry(f"derived result {variant!r} of {key} is malformed")
        return body

    def save_report(self, key: str, variant: str, body: Mapping[str, Any], keep: Callable[[Any], bool]) -> None:
        """Store the derived result ``variant`` of compilation ``key`` (JSON-ready ``body``) beside the variants
        already stored for which ``keep(variant_body)`` holds (another analyses' version: dropped), at most
        :data:`MAX_REPORT_VARIANTS` of them, the newest kept. A damaged file is replaced."""
        try:
            m = self._read_manifest("reports", key, MAX_REPORT_BYTES)
        except CorruptEntry:
            m = None
        old = m.get("variants") if m is not None else None
        variants = {k: v for k, v in old.items() if k != variant and keep(v)} if isinstance(old, dict) else {}
        kept = dict(list(variants.items())[-(MAX_REPORT_VARIANTS - 1):]) if MAX_REPORT_VARIANTS > 1 else {}
        self._write_manifest("reports", key, {"variants": {**kept, variant: dict(body)}})

    # ---------------------------------------------------------------- captures

    def save_capture(self, capture_id: str, manifest: Mapping[str, Any]) -> None:
        """Write the manifest of one ``ir-explorer capture`` run (``capture_id``: a sortable name)."""
        body = {"schema": SCHEMA, "key": capture_id, **manifest}
        self._atomic_write(self.base / "captures" / f"{capture_id}.json", json.dumps(body, indent=1).encode())

    def captures(self) -> list[dict[str, Any]]:
        """Every capture manifest, newest first; damaged ones are skipped."""
        folder = self.base / "captures"
        out = []
        for path in sorted(folder.glob("*.json"), reverse=True) if folder.is_dir() else []:
            try:
                out.append(json.loads(read_own(path, MAX_MANIFEST_BYTES)))
            except (OSError, ValueError, RecursionError):
                continue
        return out

    def keep_source(self, path: Path) -> Path:
        """A copy of a captured kernel's Python file under ``v1/sources/<sha256[:16]>/<name>`` (same
        name, so its :func:`~ir_explorer.capture.compiles.source_digest` is unchanged); returns the copy's path."""
        return self.keep_bytes(path.read_bytes(), path.name)

    def keep_bytes(self, data: bytes, name: str) -> Path:
        """``data`` kept as a file named ``name`` (a plain file name, no folder) under
        ``v1/sources/<sha256[:16]>/``; returns its path. The copy is ours: its name, not the input's, decides
        what it is (a posted ``issue.ttgir`` that is a symlink to a ``.py`` file is compiled as TTGIR, never
        imported: issue 24)."""
        if Path(name).name != name or name in ("", ".", ".."):
            raise StoreError(f"not a plain file name: {name!r}")
        copy = self.base / "sources" / hashlib.sha256(data).hexdigest()[:16] / name
        if not copy.exists():
            self._atomic_write(copy, data)
        return copy

    # ---------------------------------------------------------------- sizes

    def disk_usage(self, keys: list[str] | None = None) -> int:
        """Bytes on disk of the whole store, or of the blobs the given entries' passes reference."""
        if keys is None:
            return sum(p.stat().st_size for p in self.base.rglob("*") if p.is_file())
        digests: set[str] = set()
        for key in keys:
            loaded = self.load_passes(key)
            if loaded:
                digests.update(p.source.digest for p in loaded[0] if isinstance(p.source, Blob))
        return sum(self._blob_path(d).stat().st_size for d in digests)


def _pass_time(value: Any) -> float | None:
    """A pass row's ``time_ms``: a finite number >= 0, or absent (``None``). Raises ``ValueError``."""
    _check(value is None or (_opt_num(value) and value >= 0), "time_ms is not a time")
    return None if value is None else float(value)


def _ir_size(value: Any) -> IRSize | None:
    """A pass row's ``size``: ``[lines, ops, tensor type or null, elements or null]``, or absent. Raises
    ``ValueError``."""
    if value is None:
        return None
    _check(isinstance(value, list) and len(value) == 4 and all(isinstance(v, int) and not isinstance(v, bool)
                                                               for v in value[:2])
           and (value[2] is None or isinstance(value[2], str))
           and (value[3] is None or (isinstance(value[3], int) and not isinstance(value[3], bool))), "size")
    return IRSize(value[0], value[1], value[2], value[3])


def _check_entry(m: Mapping[str, Any]) -> None:
    """The field types of an entry manifest (raises ``ValueError`` naming the field; :meth:`Store.load` turns
    it into :class:`CorruptEntry`), so that no caller meets ``"config": "abc"`` or ``"metadata": [1]``."""
    _check(isinstance(m.get("kernel"), str), "kernel is not a string")
    _check(isinstance(m.get("config_index"), int) and not isinstance(m["config_index"], bool), "config_index")
    config = m.get("config")
    _check(isinstance(config, dict) and all(isinstance(config.get(k, {}), dict) for k in ("constexprs", "options"))
           and all(isinstance(config.get(k, 0), int) for k in ("num_warps", "num_stages")), "config is malformed")
    target = m.get("target")
    _check(isinstance(target, list) and len(target) == 3 and target[0] in ("cuda", "hip")
           and isinstance(target[1], (int, str)) and isinstance(target[2], int), "target is malformed")
    _check(isinstance(m.get("triton_version"), str), "triton_version is not a string")
    stages = m.get("stages")
    _check(isinstance(stages, list) and all(
        isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("blob"), list)
        and len(s["blob"]) >= 2 and isinstance(s["blob"][0], str) and _opt_num(s.get("time_ms"))
        for s in stages), "stages are malformed")
    _check(isinstance(m.get("metadata"), dict), "metadata is not an object")
    for name in ("resources", "failure"):
        value = m.get(name)
        _check(value is None or (isinstance(value, dict) and all(isinstance(k, str) for k in value)),
               f"{name} is malformed")
    resources = m.get("resources") or {}
    _check(all(k == "source" or _opt_num(v) for k, v in resources.items()), "resources are not numbers")
    failure = m.get("failure") or {}
    _check(all(v is None or isinstance(v, (str, int)) for v in failure.values()), "failure is malformed")
    for name in ("source_path", "diagnostics", "origin"):
        _check(isinstance(m.get(name, ""), str), f"{name} is not a string")
    _check(m.get("python_source") is None or isinstance(m["python_source"], list), "python_source is malformed")
    _check(_opt_num(m.get("compile_ms")), "compile_ms is not a number")
