"""What every reader of users' artifacts shares: the stage files a cache entry may hold, checks of their bytes,
metadata read from the IR when a cache has none, and the :class:`Builder` that turns what a reader found
into compilations saved in the store (:class:`Ingested`). Imports neither Triton, torch nor Textual.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ir_explorer.core.errors import CorruptEntry
from ir_explorer.core.model import Compilation, CompileFailure, Config, Stage, Target
from ir_explorer.core.store import Store
from ir_explorer.inputs.schema import InputError, validate_metadata

#: Files of a cache entry that are stages, in pipeline order (``.source`` is the TTIR the frontend
#: made, before any pass; Triton 3.4+ writes it). ``.json`` is the metadata, not a stage.
STAGE_EXTS = ("source", "ttir", "ttgir", "llir", "ptx", "cubin", "sass", "amdgcn", "hsaco")
#: Stages that are binary, with the magic bytes they must start with (both are ELF files).
BINARY_MAGIC = {"cubin": b"\x7fELF", "hsaco": b"\x7fELF"}

#: Key schema of ingested compilations; bump when a reader changes what it stores.
INGEST_SCHEMA = 2


@dataclass
class Ingested:
    """What a PATH held: its kernels as stored compilations, and the entries that could not be read."""

    path: Path
    kind: str
    """``triton-cache``, ``mlir-dump``, ``llvm-dump``, ``dump-log`` (MLIR and LLVM), ``tritonparse``."""
    comps: list[Compilation] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    """One line each: ``FILE: byte N: what is wrong; skipped``."""
    entries: list[str] = field(default_factory=list)
    """Parallel to ``comps``: where each came from (an entry folder, ``FILE#3`` for the 3rd kernel of a dump)."""


class Builder:
    """Turns what a reader found into compilations saved in the store (shared by every reader)."""

    def __init__(self, store: Store, result: Ingested, only: str | None = None) -> None:
        self.store = store
        self.result = result
        self.only = only
        """``--kernel NAME``: readers that can tell names before reading (cache dirs) skip other kernels."""
        self.root = result.path if result.path.is_dir() else result.path.parent
        """The folder the input is: no file outside it is read (:mod:`ir_explorer.inputs.files`)."""

    def wants(self, name: str, entry: str) -> bool:
        """True when kernel ``name`` of ``entry`` (a hash folder's name) may be what ``--kernel`` picks."""
        return self.only is None or name == self.only or entry.startswith(self.only)

    def warn(self, message: str) -> None:
        self.result.warnings.append(message)

    def add(self, *, kind: str, origin: str, name: str, stage_data: Mapping[str, bytes],
            metadata: Mapping[str, Any] | None, extra_key: Iterable[bytes] = (),
            python_source: str | None = None, source_path: str = "", text_hint: str = "",
            failure: CompileFailure | None = None, metadata_origin: str = "") -> Compilation | None:
        """Save one kernel (unless an identical one is stored already) and record it.

        ``stage_data`` maps stage names to their bytes; ``metadata`` is Triton's metadata JSON
        (or ``None`` when the input has none: the target and num_warps are then read from the
        TTGIR's module attributes). ``extra_key`` adds content to the key (e.g. a pass dump's bytes).
        Returns ``None`` (with a warning naming ``metadata_origin``, the metadata's file, else ``origin``, and the
        field) when the metadata's fields are malformed (:func:`ir_explorer.inputs.schema.validate_metadata`).
        """
        text = text_hint or _first_text(stage_data, ("ttgir", "llir", "amdgcn", "ptx"))
        try:  # checked once, here: deeper code never meets "shared": "abc" or Infinity (issue 16)
            meta = validate_metadata(metadata or {})
            if not meta:
                meta = validate_metadata({**metadata_from_ir(text), "name": name})
            if "target" not in meta and (ir_target := metadata_from_ir(text).get("target")) is not None:
                validate_metadata({"target": ir_target})  # target_from_metadata falls back to it
            config, target, version = config_from_metadata(meta), target_from_metadata(meta, text), \
                triton_version_of(meta)
        except InputError as exc:
            self.warn(f"{metadata_origin or origin}: malformed metadata: {exc}; skipped")
            return None
        digest = hashlib.sha256(f"ingest/{INGEST_SCHEMA}/{kind}/{name}\0".encode())
        for stage_name in sorted(stage_data):
            digest.update(stage_name.encode() + b"\0" + hashlib.sha256(stage_data[stage_name]).digest())
        for part in extra_key:
            digest.update(part)
        digest.update(repr(sorted(meta.items(), key=lambda kv: kv[0])).encode())
        key = digest.hexdigest()
        try:  # read before: served from the store, checked like any entry (a damaged one is written again)
            stored = self.store.load(key)
        except CorruptEntry:
            self.store.discard(key)
            stored = None
        if stored is not None:
            self.result.comps.append(stored)
            self.result.entries.append(origin)
            return stored
        stages = {s: Stage(s, self.store.put_blob(stage_data[s])) for s in _ordered(stage_data)}
        resources = None
        if "amdgcn" in stage_data:
            from ir_explorer.ir.resources import parse_amdgcn  # deferred: only AMD entries have it

            resources = parse_amdgcn(stage_data["amdgcn"].decode("utf-8", errors="replace"))
        comp = Compilation(
            key=key, kernel=name, config_index=0, config=config, target=target, triton_version=version,
            stages=stages, metadata=meta, resources=resources, failure=failure, source_path=source_path,
            python_source=self.store.put_blob(python_source) if python_source is not None else None, origin=origin,
        )
        self.store.save(comp)
        self.result.comps.append(comp)
        self.result.entries.append(origin)
        return comp


def _ordered(names: Iterable[str]) -> list[str]:
    rank = {s: i for i, s in enumerate(STAGE_EXTS)}
    return sorted(names, key=lambda s: (rank.get(s, len(rank)), s))


def _first_text(stage_data: Mapping[str, bytes], order: Sequence[str]) -> str:
    for name in order:
        if name in stage_data:
            return stage_data[name][:200_000].decode("utf-8", errors="replace")
    return ""


def check_stage_bytes(name: str, data: bytes, where: str) -> str | None:
    """Why ``data`` is not a plausible ``name`` stage (a sentence naming ``where`` and the byte), or None.

    Binary stages must be ELF files; text stages must be UTF-8 without NUL bytes.
    """
    if name in BINARY_MAGIC:
        magic = BINARY_MAGIC[name]
        if not data.startswith(magic):
            return f"{where}: byte 0: not an ELF file (a {name} starts with {magic!r}); skipped"
        return None
    nul = data.find(b"\0")
    if nul >= 0:
        return f"{where}: byte {nul}: a NUL byte in a text stage (binary garbage?); skipped"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return f"{where}: byte {exc.start}: not UTF-8 text; skipped"
    return None


# ----------------------------------------------------------------------------- metadata


# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}  # noqa: E501
# Triton 3.0-3.2 spell the dialect triton_gpu: "triton_gpu.target" = "cuda:90"
_IR_TARGET = re.compile(r'"?(?:ttg|triton_gpu)\.target"? = "(?P<backend>cuda|hip):(?P<arch>\w{1,16})"')
_IR_WARPS = re.compile(r'"(?:ttg|triton_gpu)\.num-warps" = (?P<n>\d{1,9})\b')
_IR_WARP_SIZE = re.compile(r'"(?:ttg|triton_gpu)\.threads-per-warp" = (?P<n>\d{1,9})\b')
_IR_SHARED = re.compile(r'"?(?:ttg|triton_gpu)\.shared"? = (?P<n>\d{1,15})\b')
# e.g. attributes #0 = { nounwind "nvvm.reqntid"="128" "target-cpu"="sm_90a" }  (LLVM IR)
_LLIR_CPU = re.compile(r'"target-cpu"="(?P<cpu>sm_\d{1,6}|gfx\w{1,16})')
# e.g. target triple = "amdgpu9.42-amd-amdhsa"   (LLVM IR of Triton 3.9 for AMD: gfx942; gfx90a is amdgpu9.0a)
_LLIR_AMD_TRIPLE = re.compile(r'^target triple = "amdgpu(?P<major>\d+)\.(?P<minor>\w+)-amd-amdhsa"', re.MULTILINE)
# Threads per CTA in LLVM IR, for num_warps:
# e.g. attributes #0 = { nounwind "nvvm.reqntid"="128" }
# e.g. attributes #0 = { "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" … }
_LLIR_THREADS = re.compile(r'"(?:nvvm\.reqntid"="|amdgpu-flat-work-group-size"="1,)(?P<n>\d{1,9})"')
# An NVIDIA LLVM dump names no GPU (Triton gives the SM to the target machine, not the IR), only the backend:
# e.g. define ptx_kernel void @add_kernel(…)    e.g.   %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
_LLIR_BACKEND = re.compile(r"(?P<nv>\bptx_kernel\b|@llvm\.nvvm\.)|(?P<amd>\bamdgpu_kernel\b|@llvm\.amdgcn\.)")
# e.g. .target sm_90a  (PTX)
_PTX_TARGET = re.compile(r"^\.target sm_(?P<arch>\d{1,6})", re.MULTILINE)


def metadata_from_ir(text: str) -> dict[str, Any]:
    """Metadata recovered from IR module attributes when an input has no metadata JSON.

    TTGIR carries ``ttg.target``, ``ttg.num-warps``, ``ttg.threads-per-warp`` and, after
    shared-memory allocation, ``ttg.shared`` (``lib/Dialect/TritonGPU/IR/Dialect.cpp``); LLVM IR
    and PTX carry the target CPU (``sm_90a``, ``gfx942``) or, for AMD since Triton 3.9, the target triple
    (``amdgpu9.42-amd-amdhsa``), and LLVM IR the threads per CTA (``nvvm.reqntid``,
    ``amdgpu-flat-work-group-size``), hence num_warps. NVIDIA LLVM IR names no SM (Triton gives it to the
    target machine), only the backend: ``cuda:?``. Keys follow Triton's metadata JSON.
    """
    meta: dict[str, Any] = {}
    if m := _IR_TARGET.search(text):
        arch: int | str = int(m["arch"]) if m["backend"] == "cuda" and m["arch"].isdigit() else m["arch"]
        meta["target"] = {"backend": m["backend"], "arch": arch,
                          "warp_size": int(w["n"]) if (w := _IR_WARP_SIZE.search(text)) else
                          (32 if m["backend"] == "cuda" else 64)}
    elif m := _LLIR_AMD_TRIPLE.search(text):
        gfx = f"gfx{m['major']}{m['minor']}"
        meta["target"] = {"backend": "hip", "arch": gfx, "warp_size": 32 if gfx.startswith("gfx1") else 64}
    elif m := _LLIR_CPU.search(text):
        cpu = m["cpu"]
        meta["target"] = ({"backend": "cuda", "arch": int(re.sub(r"\D", "", cpu)), "warp_size": 32}
                          if cpu.startswith("sm_") else
                          {"backend": "hip", "arch": cpu, "warp_size": 32 if cpu.startswith("gfx1") else 64})
    elif m := _PTX_TARGET.search(text):
        meta["target"] = {"backend": "cuda", "arch": int(m["arch"]), "warp_size": 32}
    elif m := _LLIR_BACKEND.search(text):  # the backend, not the GPU
        meta["target"] = {"backend": "cuda" if m["nv"] else "hip", "arch": "?", "warp_size": 32 if m["nv"] else 64}
    if m := _IR_WARPS.search(text):
        meta["num_warps"] = int(m["n"])
    elif (m := _LLIR_THREADS.search(text)) and "target" in meta and meta["target"]["warp_size"]:
        meta["num_warps"] = int(m["n"]) // meta["target"]["warp_size"]
    if m := _IR_SHARED.search(text):
        meta["shared"] = int(m["n"])
    return meta


#: A target for inputs that name none (an LLVM dump of an unknown GPU): no stage exists for it.
UNKNOWN_TARGET = Target("unknown", "?", 0)


def target_from_metadata(meta: Mapping[str, Any], text: str = "") -> Target:
    """The :class:`Target` of Triton's metadata ``target`` dict (``{"backend", "arch", "warp_size"}``),
    else of the IR's module attributes, else :data:`UNKNOWN_TARGET`."""
    tgt = meta.get("target")
    if not isinstance(tgt, Mapping):
        tgt = metadata_from_ir(text).get("target") if text else None
    if not isinstance(tgt, Mapping) or "backend" not in tgt:
        return UNKNOWN_TARGET
    arch = tgt.get("arch")
    if tgt["backend"] == "cuda":
        try:
            arch = int(arch)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            pass
    return Target(str(tgt["backend"]), arch if arch is not None else "?", int(tgt.get("warp_size") or 32))


def config_from_metadata(meta: Mapping[str, Any]) -> Config:
    """num_warps / num_stages from the metadata (Triton's defaults 4 and 3 when absent), and the
    constexprs when the input records them (tritonparse's ``src_constants``)."""
    consts = meta.get("src_constants")
    pairs: tuple[tuple[str, Any], ...] = ()
    if isinstance(consts, Mapping):
        pairs = tuple((str(k), v) for k, v in consts.items() if isinstance(v, (int, float, bool, str)) or v is None)
    return Config(pairs, int(meta.get("num_warps") or 4), int(meta.get("num_stages") or 3))


def triton_version_of(meta: Mapping[str, Any]) -> str:
    """Which Triton wrote ``meta``: its ``triton_version`` (written since Triton 3.4), else
    ``unknown`` with the release range its fields point to.

    Fields checked against caches written by Triton 3.0.0 and 3.2.0 (``tests/data/triton_caches``):
    3.0 has ``allow_fp8e4nv``; 3.2 has ``num_consumer_groups`` (warp specialization, later removed).
    """
    version = meta.get("triton_version")
    if isinstance(version, str) and version:
        return version
    if "allow_fp8e4nv" in meta:
        return "unknown (3.0/3.1 metadata fields)"
    if "num_consumer_groups" in meta:
        return "unknown (3.2 metadata fields)"
    if "supported_fp8_dtypes" in meta:
        return "unknown (3.2/3.3 metadata fields)"
    return "unknown"


#: zstd's magic bytes (``TRITON_TRACE_COMPRESSION=zstd``): read only after ``zstd -d``.
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
