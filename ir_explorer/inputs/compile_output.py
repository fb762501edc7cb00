"""Ingest what a compile left on disk: the per-pass dump, Triton's cache folder, a crashed worker's files.

Shared by the compile worker (:mod:`ir_explorer.capture.worker`) and, after a crash, by the parent
(:mod:`ir_explorer.capture.compiles`). Imports neither Triton, torch nor Textual.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ir_explorer.core.model import CompileFailure, IRSize, PassDump
from ir_explorer.core.store import Store
from ir_explorer.ir.passcost import TimedPass, align_times, ir_size, parse_reports
from ir_explorer.ir.passdump import RawSnapshot, failing_pass, iter_snapshots, pass_stats

# Files in a worker's folder (made by the parent, so they survive a worker crash).
STAGE_FILE = "stage.txt"
"""The stage being produced, rewritten as each starts."""
STDOUT_FILE = "stdout.txt"
"""fd 1 during the compile: the ptxas -v log, Triton's prints."""
STDERR_FILE = "stderr.txt"
"""fd 2 during the compile: MLIR diagnostics, LLVM aborts."""
DUMP_FILE = "mlir-dump.txt"
"""``MLIR_DUMP_PATH``: written pass by pass, so it survives a crash up to the failing pass."""
TIMING_FILE = "mlir-timing.txt"
"""The MLIR execution time reports (``MLIR_ENABLE_TIMING``) the per-pass capture compile printed to fd 2."""
FINAL_MLIR_FILE = "final.mlir"
"""The LLVM-dialect module after the last MLIR pass, stored with the dump by the parent."""
TRITON_CACHE = "triton-cache"
"""The worker's private Triton cache: each stage is written there as soon as it is produced."""
#: The MLIR pipelines of the backends (make_ttir, make_ttgir, make_llir); a failure inside is a pass failure.
MLIR_STAGES = ("ttir", "ttgir", "llir")
def failure_kind(stage: str | None) -> str:
    """The failure kind for an error raised while producing ``stage``."""
    if stage is None:
        return "frontend"
    if stage in MLIR_STAGES:
        return "pass"
    return {"cubin": "ptxas", "ptx": "llvm"}.get(stage, "assembler")


def stages_from_triton_cache(cache_dir: Path, names: Sequence[str]) -> dict[str, bytes]:
    """The stages Triton wrote into a (private) cache dir before it failed: the last good IR."""
    found: dict[str, bytes] = {}
    if cache_dir.is_dir():
        for path in cache_dir.rglob("*"):
            ext = path.suffix.lstrip(".")
            if ext in names and path.is_file() and ".tmp" not in path.name:
                found[ext] = path.read_bytes()
    return found


def ingest_pass_dump(store: Store, key: str, dump_path: Path, final_mlir: str | None) -> list[PassDump]:
    """Split an ``MLIR_DUMP_PATH`` file into snapshots, store each distinct body once, and save the list, with
    each pass's time from the timing reports the worker left beside it (:data:`TIMING_FILE`), when it did."""
    text = dump_path.read_text(errors="replace") if dump_path.exists() else ""
    timing = dump_path.parent / TIMING_FILE
    timed = parse_reports(timing.read_text(errors="replace")) if timing.exists() else None
    return store_snapshots(store, key, list(iter_snapshots(text)), final_mlir, timed)


def store_snapshots(store: Store, key: str, snaps: Sequence[RawSnapshot], final_mlir: str | None,
                    timed: Sequence[TimedPass] | None = None) -> list[PassDump]:
    """Store the bodies of one pipeline's MLIR snapshots once each, and save them as the passes of ``key``, each
    with its IR's size (:func:`~ir_explorer.ir.passcost.ir_size`) and, given the timing reports' rows
    (``timed``), its pass's wall time (:func:`~ir_explorer.ir.passcost.align_times`); without them: not timed."""
    stats = pass_stats([s.body for s in snaps], final_mlir, [s.kind for s in snaps])
    times = align_times(timed, [(s.name, s.scope, s.kind) for s in snaps]) if timed else [None] * len(snaps)
    sizes: dict[str, IRSize] = {}  # by body: a pass that changed nothing left the same text
    dumps = [
        PassDump(i, snap.name, snap.arg, snap.scope, snap.kind, st.changed, st.lines_added, st.lines_removed,
                 store.put_blob(snap.body), t, sizes.get(snap.body) or sizes.setdefault(snap.body, ir_size(snap.body)))
        for i, (snap, st, t) in enumerate(zip(snaps, stats, times, strict=True))
    ]
    store.save_passes(key, dumps, store.put_blob(final_mlir) if final_mlir is not None else None)
    return dumps


def source_line(location: str) -> str | None:
    """The stripped text of the Python line at ``file:line``; ``None`` when it cannot be read."""
    path, _, lineno = location.rpartition(":")
    try:
        lines = Path(path).read_text().splitlines()
        n = int(lineno)
    except (OSError, ValueError):
        return None
    return lines[n - 1].strip() if 0 < n <= len(lines) else None


def locate_failing_pass(failure: CompileFailure, dumps: Sequence[PassDump]) -> CompileFailure:
    """Number the failing pass: the last ``IR Dump Before`` snapshot of the pass the diagnostics
    name or, for a pass failure they do not name, the last one taken (its IR is the last good IR).
    A crash outside any pass (e.g. in the translation to LLVM IR after the pipeline) names none."""
    if not dumps:
        return failure
    name = failure.failing_pass
    if name is None and failure.kind == "pass":
        last = failing_pass(dumps)
        name = last.name if last is not None else None
    named = [p.index for p in dumps if p.name == name and p.kind == "before"]
    if not named:
        return failure
    idx = named[-1]
    return replace(failure, failing_pass=dumps[idx].name, failing_pass_index=idx)
