"""Read an ``MLIR_DUMP_PATH`` file or a captured stderr: MLIR and LLVM per-pass dumps, split per kernel.

Two dialects of dump may share one log (a compile's stderr with ``MLIR_ENABLE_DUMP=1`` and
``LLVM_IR_ENABLE_DUMP=1``), kernel after kernel:

* MLIR (``python/src/ir.cc``, ``enableIRPrinting``): the whole module *before* each pass,
  ``// -----// IR Dump Before CSEPass: cse ('builtin.module' operation) //----- //``; split by
  :func:`ir_explorer.ir.passdump.iter_snapshots`. ``IR Dump After … Failed`` snapshots and the
  ``{-# external_resources: { mlir_reproducer: … } #-}`` block MLIR prints after a failing
  module stay in the snapshot they belong to. With ``MLIR_ENABLE_TIMING=1`` on the same stderr, each pass
  manager's "Execution time report" follows its last snapshot: it is cut from that body and times the passes
  (:mod:`ir_explorer.ir.passcost`); a log without it is not timed.
* LLVM ``-print-after-all`` (``LLVM_IR_ENABLE_DUMP``, ``python/src/llvm.cc``): the IR *after*
  each pass, with three headers: ``; *** IR Dump After InstCombinePass on add_kernel ***`` (new
  pass manager: a module, or one function), ``*** IR Dump After Pre-ISel Intrinsic Lowering
  (pre-isel-intrinsic-lowering) ***`` (legacy IR passes of the code generator) and ``# *** IR Dump
  After Machine code sinking (machine-sink) ***:`` (machine functions). One matmul's log is about
  140 MB: it is indexed through an ``mmap`` (byte offsets of the headers in ``array('q')``) and
  each snapshot's bytes are stored as they are cut, never the log as a list of lines.

Kernels are told apart by the ``tt.func public @NAME`` of the MLIR module, or the kernel
``define`` (``ptx_kernel``/``amdgpu_kernel``) of an LLVM module; snapshots that show neither (a
function-scoped pass, a machine function) belong to the kernel before them. A kernel compiled
twice (two autotune configs) is split where its pipeline restarts at its first pass. Each LLVM
pipeline joins the MLIR pipeline of the same kernel before it.
"""

from __future__ import annotations

import hashlib
import mmap
import re
from array import array
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from ir_explorer.core.model import CompileFailure, PassDump
from ir_explorer.core.store import Store
from ir_explorer.inputs.builder import Builder
from ir_explorer.inputs.compile_output import source_line, store_snapshots
from ir_explorer.ir.diagnostics import diagnose
from ir_explorer.ir.passcost import parse_reports, split_reports
from ir_explorer.ir.passdump import LLVMScopes, RawSnapshot, failing_pass, iter_snapshots
from ir_explorer.ir.ttgir import entry_function

# Any header of either dialect, in one scan (the per-dialect patterns below parse them).
# e.g. // -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //
# e.g. ; *** IR Dump After InstCombinePass on add_kernel ***
_ANY_HEADER = re.compile(rb"^(?:// -----// |(?:; |# )?\*\*\* IR Dump (?:After|Before) )[^\n]*", re.MULTILINE)
# e.g. ; *** IR Dump After SROAPass on [module] ***
# e.g. *** IR Dump After Pre-ISel Intrinsic Lowering (pre-isel-intrinsic-lowering) ***
# e.g. # *** IR Dump After NVPTX Prolog Epilog Pass (nvptx-prolog-epilog) ***:
_LLVM_HEADER = re.compile(
    r"^(?P<lead>; |# )?\*\*\* IR Dump (?P<when>After|Before) (?P<name>.+?)(?: \((?P<arg>[\w.-]+)\))?"
    r"(?: on (?P<scope>.+?))? \*\*\*:?\s*$"
)
# e.g. define ptx_kernel void @add_kernel(ptr addrspace(1) %0, …   (Triton 3.0: define void @add_kernel(…)
_LLVM_KERNEL = re.compile(rb"^define (?:dso_local )?(?:ptx_kernel |amdgpu_kernel )?void @(?P<name>[\w.$]+)\(",
                          re.MULTILINE)
# Lines LLVM's pass manager prints between dumps (-debug-pass-manager), cut from the end of a body.
# e.g. Running pass: Annotation2MetadataPass on [module]
_PM_NOISE = (b"Running pass: ", b"Running analysis: ", b"Invalidating analysis: ", b"Invalidating all ",
             b"Clearing all analysis")

# The pass the TTGIR pipeline starts with, in every Triton 3.x backend: the IR before it is the TTIR.
_TTGIR_FIRST_PASS = "convert-triton-to-tritongpu"
# The LLIR pipeline (``make_llir`` in ``triton/backends/{nvidia,amd}/compiler.py``, 3.6-3.9) lowers control flow
# with this pass, after a few TTGIR-to-TTGIR passes of its own (:data:`_LLIR_PROLOGUE`): the IR before the
# first of those is the TTGIR.
_LLIR_LOWERING = "convert-scf-to-cf"
_LLIR_PROLOGUE = frozenset({
    "tritongpu-combine-tensor-select-and-if", "tritongpu-allocate-warp-groups",  # NVIDIA
    "tritonamdgpu-update-async-wait-count", "convert-warp-pipeline", "optimize-amd-lds-usage",  # AMD
})


def has_mlir_header(head: bytes) -> bool:
    """True when ``head`` (the start of a file) holds an MLIR ``IR Dump`` header."""
    return any(m.group(0).startswith(b"// -----// ") for m in _ANY_HEADER.finditer(head))


def has_llvm_header(head: bytes) -> bool:
    """True when ``head`` holds an LLVM ``*** IR Dump After`` header."""
    return any(not m.group(0).startswith(b"// ") for m in _ANY_HEADER.finditer(head))


@dataclass
class _Run:
    """One kernel's pipeline in one dialect: MLIR snapshots, or LLVM (header offset, body end) pairs."""

    dialect: str
    kernel: str | None
    first: tuple[str, str, str]
    """(pass name, argument, scope) of its first snapshot: seeing it again starts a new run."""
    mlir: list[RawSnapshot] = field(default_factory=list)
    timing: list[str] = field(default_factory=list)
    """MLIR execution time reports (``MLIR_ENABLE_TIMING=1`` on the same stderr) cut from its snapshots' bodies."""
    llvm: list[tuple[int, int]] = field(default_factory=list)
    partner: _Run | None = None


def index_headers(mm: bytes | mmap.mmap) -> tuple[array, bytearray]:
    """Byte offsets of every header line (``array('q')``) and their dialect (``m``/``l``), in one scan.

    Finds ``IR Dump `` with ``find`` (memchr speed) and matches the header pattern at the start of
    each such line only: 0.2 s for a 66 MB matmul log, against 3 s for a multiline regex over it all.
    """
    offsets = array("q")
    kinds = bytearray()
    pos = 0
    while (hit := mm.find(b"IR Dump ", pos)) >= 0:
        start = mm.rfind(b"\n", 0, hit) + 1
        if (not offsets or offsets[-1] != start) and _ANY_HEADER.match(mm, start):  # type: ignore[call-overload]
            offsets.append(start)
            kinds.append(ord("m") if mm[start:start + 3] == b"// " else ord("l"))
        pos = hit + 8
    return offsets, kinds


def _segments(offsets: array, kinds: bytearray, size: int) -> Iterator[tuple[str, int, int, int, int]]:
    """Maximal stretches of one dialect: (dialect, first header index, end index, start byte, end byte)."""
    i = 0
    while i < len(offsets):
        j = i
        while j < len(offsets) and kinds[j] == kinds[i]:
            j += 1
        end = offsets[j] if j < len(offsets) else size
        yield ("mlir" if kinds[i] == ord("m") else "llvm"), i, j, offsets[i], end
        i = j


def read_dump_log(path: Path, builder: Builder) -> None:
    """Split ``path`` into per-kernel pipelines and add each as a compilation with its passes."""
    with path.open("rb") as fh:
        try:
            mm: bytes | mmap.mmap = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        except ValueError:  # an empty file cannot be mapped
            mm = b""
        try:
            _read(path, mm, builder)
        finally:
            if isinstance(mm, mmap.mmap):
                mm.close()


def _read(path: Path, mm: bytes | mmap.mmap, builder: Builder) -> None:
    offsets, kinds = index_headers(mm)
    if not offsets:
        builder.warn(f"{path}: no MLIR or LLVM IR Dump header")
        return
    runs: list[_Run] = []
    for dialect, i, j, start, end in _segments(offsets, kinds, len(mm)):
        if dialect == "mlir":
            _mlir_runs(bytes(mm[start:end]).decode("utf-8", errors="replace"), runs)
        else:
            _llvm_runs(mm, offsets, i, j, end, runs)
    _pair(runs)
    _check_tail(path, mm, offsets, kinds, builder)
    digest = _file_digest(mm)
    ordinal: Counter[str] = Counter()
    for run in runs:
        if run.dialect == "llvm" and run.partner is not None:
            continue  # stored with its MLIR run
        name = run.kernel or path.stem
        ordinal[name] += 1
        origin = f"{path}#{name}.{ordinal[name]}"
        _add(builder, path, mm, run, name, origin, digest)
    if len(builder.result.comps) == 0:
        builder.warn(f"{path}: no kernel pipeline in the dump")


# How a complete snapshot's last line starts: MLIR ``} loc(#loc)``, ``#loc9 = loc(…)``, a reproducer's
# ``#-}``; LLVM ``}``, ``!12 = !DILocation(…)``, ``attributes #0 = {…}``, ``# End machine code for function k.``,
# ``Printing <null> Function``
_COMPLETE_TAIL = (b"}", b"#loc", b"#-}", b"!", b"attributes ", b"declare ", b"# End machine code",
                  b"Printing <null> Function")  # what AMD's last pass, DummyCGSCCPass, prints


def _check_tail(path: Path, mm: bytes | mmap.mmap, offsets: array, kinds: bytearray, builder: Builder) -> None:
    """Warn when the log ends inside a snapshot (a truncated file): in a line, or after a line that
    ends no module. Lines the program printed after the last snapshot (flush-left, as no IR body line is)
    are not a truncation (issue 15: one trailing output line read "ends inside the MLIR snapshot")."""
    raw = bytes(mm[max(offsets[-1], len(mm) - 4096):])
    lines = [ln for ln in raw.rstrip().split(b"\n") if ln.strip()]
    ends = [k for k, ln in enumerate(lines) if ln.strip().startswith(_COMPLETE_TAIL)]
    after = lines[ends[-1] + 1:] if ends else lines
    complete = bool(ends) and not any(ln[:1].isspace() for ln in after) and (bool(after) or raw.endswith(b"\n"))
    if not complete:
        dialect = "MLIR" if kinds[-1] == ord("m") else "LLVM"
        header = bytes(mm[offsets[-1]:_line_end(mm, offsets[-1], len(mm))]).decode(errors="replace").strip()
        builder.warn(f"{path}: byte {len(mm)}: the log ends inside the {dialect} snapshot of {header[:100]!r} "
                     f"(truncated?); kept as it is")


def _file_digest(mm: bytes | mmap.mmap) -> bytes:
    h = hashlib.sha256()
    step = 1 << 24
    for pos in range(0, len(mm), step):
        h.update(mm[pos:pos + step])
    return h.digest()


def _mlir_runs(text: str, runs: list[_Run]) -> None:
    current = next((r for r in reversed(runs) if r.dialect == "mlir"), None)
    snaps = list(iter_snapshots(text))
    if snaps:  # the last one runs up to an LLVM dump or the end of the log: cut LLVM's pass-manager lines
        snaps[-1] = replace(snaps[-1], body=_trim(snaps[-1].body.encode()).decode())
    for snap in snaps:
        body, reports = split_reports(snap.body)  # a pass manager's report, printed after its last snapshot
        if reports:
            snap = replace(snap, body=body)
        found = entry_function(snap.body)
        kernel = found or (current.kernel if current else None)
        head = (snap.name, snap.arg, snap.scope)
        if current is None or (kernel != current.kernel and found is not None) or \
                (head == current.first and len(current.mlir) > 1):
            current = _Run("mlir", kernel, head)
            runs.append(current)
        current.mlir.append(snap)
        if reports:
            current.timing.append(reports)


def _llvm_header(line: bytes) -> tuple[str, str, str, str]:
    """(name, argument, scope, kind) of an LLVM header line; unknown parts are empty."""
    text = line.decode("utf-8", errors="replace").rstrip()
    m = _LLVM_HEADER.match(text)
    if m is None:
        return text[:80], "", "", "after"
    scope = m.group("scope") or ("machine function" if m.group("lead") == "# " else "")
    return m.group("name"), m.group("arg") or "", scope, "after" if m.group("when") == "After" else "before"


def _line_end(mm: bytes | mmap.mmap, pos: int, limit: int) -> int:
    nl = mm.find(b"\n", pos, limit)
    return limit if nl < 0 else nl + 1


def _llvm_runs(mm: bytes | mmap.mmap, offsets: array, i: int, j: int, end: int, runs: list[_Run]) -> None:
    current = next((r for r in reversed(runs) if r.dialect == "llvm"), None)
    for k in range(i, j):
        start = offsets[k]
        stop = offsets[k + 1] if k + 1 < j else end
        body_start = _line_end(mm, start, stop)
        name, arg, scope, _ = _llvm_header(bytes(mm[start:body_start]))
        kernel = None
        if scope == "[module]" or not scope:
            m = _LLVM_KERNEL.search(mm, body_start, stop)  # type: ignore[call-overload]
            kernel = m.group("name").decode() if m else None
        head = (name, arg, scope)
        if current is None or (kernel is not None and current.kernel is not None and kernel != current.kernel) or \
                (head == current.first and len(current.llvm) > 1):
            current = _Run("llvm", kernel or (current.kernel if current else None), head)
            runs.append(current)
        elif current.kernel is None:
            current.kernel = kernel
        current.llvm.append((start, stop))


def _pair(runs: list[_Run]) -> None:
    """Join each LLVM run to the latest unpaired MLIR run of the same kernel before it."""
    for idx, run in enumerate(runs):
        if run.dialect != "llvm":
            continue
        for prev in reversed(runs[:idx]):
            if prev.dialect == "mlir" and prev.partner is None and prev.kernel == run.kernel:
                prev.partner, run.partner = run, prev
                break


def _trim(body: bytes) -> bytes:
    """Cut the pass manager's ``Running pass: …`` lines from the end of an LLVM snapshot."""
    end = len(body)
    while end > 0:
        start = body.rfind(b"\n", 0, end - 1) + 1
        line = body[start:end]
        if line.strip() and not line.startswith(_PM_NOISE):
            break
        end = start
    return body[:end]


def _add(builder: Builder, path: Path, mm: bytes | mmap.mmap, run: _Run, name: str, origin: str,
         digest: bytes) -> None:
    mlir = run if run.dialect == "mlir" else None
    llvm = run.partner if run.dialect == "mlir" else run
    stage_data: dict[str, bytes] = {}
    text_hint = ""
    if mlir is not None:
        for stage, snap in (("ttir", _before(mlir.mlir, _TTGIR_FIRST_PASS)), ("ttgir", _ttgir(mlir.mlir))):
            if snap is not None:
                stage_data[stage] = snap.body.rstrip("\n").encode() + b"\n"  # as the cache file has it
        text_hint = mlir.mlir[-1].body[:200_000]
    if llvm is not None and llvm.llvm:
        llir = _llir(mm, llvm.llvm)
        if llir is not None:
            stage_data["llir"] = llir
        if mlir is None:
            start, stop = llvm.llvm[0]
            text_hint = bytes(mm[start:min(stop, start + 200_000)]).decode("utf-8", errors="replace")
    failure = None
    if mlir is not None and (failed := failing_pass(mlir.mlir)) is not None and failed.kind == "failed":
        failure = _pass_failure(mlir.mlir, failed)
    comp = builder.add(kind="dump-log", origin=origin, name=name, stage_data=stage_data, metadata=None,
                       extra_key=[digest, origin.encode()], text_hint=text_hint, failure=failure)
    if comp is None:
        return
    store = builder.store
    if mlir is not None and store.load_passes(comp.key) is None:
        store_snapshots(store, comp.key, mlir.mlir, None, parse_reports("".join(mlir.timing)) or None)
    if llvm is not None and store.load_passes(comp.key, "llvm") is None:
        store_llvm_passes(store, comp.key, mm, llvm.llvm)


def _short(snap: RawSnapshot) -> str:
    return snap.arg.split("{", 1)[0]


def _before(snaps: list[RawSnapshot], arg: str) -> RawSnapshot | None:
    """The snapshot before the first pass ``arg`` (the IR it started from), or ``None``."""
    return next((s for s in snaps if s.kind == "before" and _short(s) == arg), None)


def _ttgir(snaps: list[RawSnapshot]) -> RawSnapshot | None:
    """The final TTGIR: the module before the LLIR pipeline's first pass (see :data:`_LLIR_PROLOGUE`).

    ``None`` when the log has no TTGIR pipeline, or stops (fails) before the LLIR pipeline starts, or when
    that snapshot shows one function (a function-scoped pass) rather than the module."""
    passes = [s for s in snaps if s.kind == "before"]
    names = [_short(s) for s in passes]
    if _TTGIR_FIRST_PASS not in names:
        return None
    start = names.index(_TTGIR_FIRST_PASS)
    end = next((i for i in range(start + 1, len(names)) if names[i] == _LLIR_LOWERING), None)
    if end is None:
        return None
    while end - 1 > start and names[end - 1] in _LLIR_PROLOGUE:
        end -= 1
    return passes[end] if passes[end].scope == "builtin.module" else None


def _llir(mm: bytes | mmap.mmap, spans: list[tuple[int, int]]) -> bytes | None:
    """The LLIR (Triton's ``.llir``): the module after the last pass of LLVM's optimization pipeline, i.e. the last
    new-pass-manager snapshot of the whole module (``; *** IR Dump After … on [module] ***``); the code
    generator's passes print without the ``; `` lead. ``None`` when the log has no such snapshot."""
    for start, stop in reversed(spans):
        body_start = _line_end(mm, start, stop)
        if bytes(mm[start:start + 2]) == b"; " and _llvm_header(bytes(mm[start:body_start]))[2] == "[module]":
            return _trim(bytes(mm[body_start:stop])).rstrip(b"\n") + b"\n"
    return None


# e.g. #loc = loc("/work/kernels/matmul.py":12:1)   (the kernel's def line: the first location of a module)
_KERNEL_LOC = re.compile(r'^#loc = loc\("(?P<file>[^"]+)":\d+:\d+\)', re.MULTILINE)


def _pass_failure(snaps: list[RawSnapshot], failed: RawSnapshot) -> CompileFailure:
    """A pass failure from an ``IR Dump After … Failed`` snapshot: MLIR printed the diagnostics (and the
    reproducer block) into the snapshot before it; the failing pass's index is its last ``Before``
    snapshot, whose IR is the last good IR (as :func:`ir_explorer.inputs.compile_output.locate_failing_pass`
    numbers it)."""
    pos = snaps.index(failed)
    before = [i for i, s in enumerate(snaps[:pos]) if s.name == failed.name and s.kind == "before"]
    text = snaps[pos - 1].body if pos else ""
    loc = _KERNEL_LOC.search(text)
    diag = diagnose(text, loc.group("file") if loc else None, last_line=False)  # its last lines are IR
    return CompileFailure(kind="pass", message=diag.message or f"pass {failed.name} failed",
                          failing_pass=failed.name, failing_pass_index=before[-1] if before else pos,
                          python_location=diag.location,
                          python_line=source_line(diag.location) if diag.location else None,
                          diagnostics="\n".join(ln for ln in text.splitlines() if ": error: " in ln or
                                                ": note: " in ln)[-4000:])


def store_llvm_passes(store: Store, key: str, mm: bytes | mmap.mmap, spans: list[tuple[int, int]]) -> list[PassDump]:
    """Store LLVM print-after-all snapshots (byte spans of header + body in ``mm``) as the LLVM passes of ``key``.

    Each body is stored once (identical IR after a pass that changed nothing shares a blob).
    ``changed`` and the line counts compare a snapshot with the IR its pass saw (:class:`LLVMScopes`:
    a module pass's dump with the module as the function passes before it left it, a function pass's
    with that function's latest state); the first snapshot's are ``None``. Holds the current IR of
    each function, never the whole log.
    """
    dumps: list[PassDump] = []
    scopes = LLVMScopes()
    for index, (start, stop) in enumerate(spans):
        body_start = _line_end(mm, start, stop)
        name, arg, scope, kind = _llvm_header(bytes(mm[start:body_start]))
        body = _trim(bytes(mm[body_start:stop]))
        st = scopes.apply(body.decode("utf-8", errors="replace"), scope).stats
        dumps.append(PassDump(index, name, arg, scope or "[module]", kind, st.changed, st.lines_added,
                              st.lines_removed, store.put_blob(body)))
    store.save_passes(key, dumps, None, dialect="llvm")
    return dumps


def first_llvm_header(path: Path) -> int:
    """Byte offset of the first LLVM ``IR Dump`` header in ``path`` (its size when there is none)."""
    with path.open("rb") as fh:
        try:
            mm = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        except ValueError:  # empty
            return 0
        with mm:
            offsets, kinds = index_headers(mm)
            return next((off for off, kind in zip(offsets, kinds, strict=True) if kind == ord("l")), len(mm))


def ingest_llvm_log(store: Store, key: str, path: Path) -> list[PassDump]:
    """Store the LLVM print-after-all snapshots of one compile's stderr (``path``) as the LLVM passes of ``key``.

    Used by the worker for ``--llvm-passes``; the log is read through an ``mmap``, never whole.
    """
    if not path.exists() or path.stat().st_size == 0:
        store.save_passes(key, [], None, dialect="llvm")
        return []
    with path.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        offsets, kinds = index_headers(mm)
        spans = [(off, offsets[i + 1] if i + 1 < len(offsets) else len(mm))
                 for i, (off, kind) in enumerate(zip(offsets, kinds, strict=True)) if kind == ord("l")]
        return store_llvm_passes(store, key, mm, spans)
