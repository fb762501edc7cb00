"""Snapshot tests of generated IR: normalized stage texts and metrics, kept in files and compared.

Layout (the same for the bundled kernels' ``snapshots/`` and for a user's own folder)::

    <root>/triton-<version>/<kernel>/<config>/<target>/<stage>.<ext>   normalized IR (analyses.normalize)
                                                       metrics.json      the report's metrics (engines.report)
                                                       failure.txt       when the compile failed: kind, pass, headline

``<config>`` is the config's index (its values head each stage file as a comment, so a changed
config shows first in the diff), ``<target>`` is ``cuda-90`` or ``hip-gfx942``. A failed compile
is a snapshot too: ``failure.txt`` plus the stages produced before the failure. :func:`compare`
checks one compilation's files; a mismatch's :func:`explain`
gives the semantic summary first (metric deltas, layouts added/removed, instruction-count
deltas), then the normalized unified diff cut to a readable size, and writes the full diff to a
file. :func:`write` (``--snapshot-update``) rewrites only the files whose content changed.

This module never imports Triton; compiles go through :mod:`ir_explorer.capture.compiles`.
"""

from __future__ import annotations

import difflib
import json
import re
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ir_explorer.analyses.normalize import normalize
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store

if TYPE_CHECKING:
    from ir_explorer.capture.compiles import ProgressFactory, Request
    from ir_explorer.capture.options import CompileOptions

#: Targets the bundled kernels are snapshotted for.
BUNDLED_TARGETS = ("cuda:80", "cuda:90", "hip:gfx942")
#: File extension of each stage's snapshot.
EXTENSIONS = {"ttir": "mlir", "ttgir": "mlir", "llir": "ll", "ptx": "ptx", "amdgcn": "s", "sass": "sass"}
METRICS_FILE = "metrics.json"
FAILURE_FILE = "failure.txt"
#: Lines of unified diff shown in a failure message; the full diff goes to a file.
DIFF_LINES_SHOWN = 60
#: Report stages read for metrics: SASS is left out (it needs nvdisasm and no snapshot metric needs it).
_METRIC_STAGES = ("ttir", "ttgir", "ptx", "amdgcn")


def default_stages(target: Target) -> tuple[str, ...]:
    """The stages snapshotted by default: TTGIR, then PTX (CUDA) or AMDGCN (HIP)."""
    return ("ttgir", "ptx") if target.is_nvidia else ("ttgir", "amdgcn")


def version_dir(root: Path, version: str) -> Path:
    """``<root>/triton-<version>``."""
    return root / f"triton-{version}"


def snapshot_versions(root: Path) -> list[str]:
    """Triton versions that have a snapshot folder under ``root``, sorted."""
    if not root.is_dir():
        return []
    return sorted(p.name[len("triton-"):] for p in root.iterdir() if p.is_dir() and p.name.startswith("triton-"))


#: How a user's project writes its snapshots (the ``ir_snapshot`` fixture's); ``ir-explorer snapshot update`` writes
#: only the bundled kernels' (:func:`run_bundled`), so a user's mismatch must not suggest it (issue 28).
PYTEST_UPDATE = "pytest --snapshot-update"


def version_skip_reason(root: Path, version: str, update_with: str = PYTEST_UPDATE) -> str | None:
    """Why snapshot tests under ``root`` should skip for the installed Triton ``version``: a reason when
    ``root`` holds snapshots for other versions only (naming ``update_with``, the command that writes them), else
    ``None``."""
    versions = snapshot_versions(root)
    if not versions or version in versions:
        return None
    return (f"IR snapshots in {root} are for triton {', '.join(versions)}; triton {version} is installed "
            f"(run {update_with} to write triton-{version})")


def kernel_dirname(kernel: str) -> str:
    """A folder name for a kernel: the bundled name, or ``file.kernel`` for ``path/file.py:kernel``."""
    if ":" in kernel and kernel.split(":", 1)[0].endswith(".py"):
        path, func = kernel.rsplit(":", 1)
        return f"{Path(path).stem}.{func}"
    return re.sub(r"[^\w.+-]", "_", kernel)


def case_dir(root: Path, comp: Compilation, kernel: str | None = None) -> Path:
    """The folder of one compilation's snapshot files (``kernel`` overrides the folder's kernel name)."""
    tgt = f"{comp.target.backend}-{comp.target.arch}"
    return (version_dir(root, comp.triton_version) / kernel_dirname(kernel or comp.kernel) / str(comp.config_index)
            / tgt)


def report_metrics(comp: Compilation, store: Store) -> dict[str, Any]:
    """The report's metrics for ``comp`` (:func:`ir_explorer.engines.report.build_report`'s, read from the report
    kept in the store: :func:`ir_explorer.engines.report_cache.stored_report`), JSON-ready, keys sorted."""
    from ir_explorer.engines.report_cache import stored_report  # deferred: only needed when metrics are

    metrics = stored_report(comp, store, stages=_METRIC_STAGES).to_json()["metrics"]
    return {k: metrics[k] for k in sorted(metrics)}


def render(comp: Compilation, store: Store, stages: Sequence[str] | None = None, metrics: bool = True
           ) -> dict[str, str]:
    """The snapshot files of one compilation: ``{file name: content}``.

    ``stages`` default to :func:`default_stages`; those the compile did not produce are absent. A
    failed compile gives ``failure.txt`` (and no metrics), plus the stages produced before it failed.
    """
    files: dict[str, str] = {}
    what = f"{comp.kernel} config {comp.config_index} ({comp.config.label()}) on {comp.target.spec}"
    for stage in stages or default_stages(comp.target):
        comp.target.check_stage(stage)
        if stage in comp.stages:
            header = f"{';' if stage in ('llir', 'amdgcn') else '//'} {what}, normalized\n"
            files[f"{stage}.{EXTENSIONS[stage]}"] = header + _ending(normalize(comp.stages[stage].text(), stage))
    if comp.failure is not None:
        f = comp.failure
        files[FAILURE_FILE] = "".join(f"{k}: {v}\n" for k, v in (
            ("compiling", what), ("kind", f.kind), ("stage", f.stage), ("failing_pass", f.failing_pass),
            ("headline", _PROGRAM.sub("", _ANY_DIRS.sub("", f.headline())))))
    elif metrics:
        files[METRICS_FILE] = json.dumps(report_metrics(comp, store), indent=1, sort_keys=True) + "\n"
    return files


# e.g. /root/.triton/llvm/llvm-a66376b0-ubuntu-x64/include/llvm/CodeGen/GCNRewritePartialRegUses.cpp:123
_ANY_DIRS = re.compile(r"(?<![\w.])/(?:[^\s/:\"']+/)+")


# e.g. python3: GCNRewritePartialRegUses.cpp:384: void … Assertion `NewLI.verify(MRI)' failed.
# (the program name, argv[0], differs between `python` and `python3`)
_PROGRAM = re.compile(r"(?<=: )[\w.+-]+: (?=[\w.-]+\.(?:cpp|cc|c|h|hpp|td):\d+:)")


def _ending(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


# ----------------------------------------------------------------------------- comparing


@dataclass(frozen=True)
class Mismatch:
    """One snapshot file whose expected and actual contents differ (``None``: the file is absent)."""

    path: Path
    expected: str | None
    actual: str | None


def compare(folder: Path, files: Mapping[str, str], exhaustive: bool = True) -> list[Mismatch]:
    """The files of ``folder`` that differ from ``files``: missing or changed, and, when ``exhaustive``,
    files of ``folder`` that ``files`` no longer has."""
    out: list[Mismatch] = []
    present = {p.name for p in folder.iterdir() if p.is_file()} if folder.is_dir() else set()
    names = present | set(files) if exhaustive else set(files)
    for name in sorted(names):
        path = folder / name
        expected = path.read_text() if name in present else None
        actual = files.get(name)
        if expected != actual:
            out.append(Mismatch(path, expected, actual))
    return out


def write(folder: Path, files: Mapping[str, str], exhaustive: bool = True) -> list[Path]:
    """Make ``folder`` hold ``files`` (and, when ``exhaustive``, nothing else), touching only what changed;
    returns the paths written or removed."""
    touched: list[Path] = []
    for m in compare(folder, files, exhaustive):
        if m.actual is None:
            m.path.unlink()
        else:
            m.path.parent.mkdir(parents=True, exist_ok=True)
            m.path.write_text(m.actual)
        touched.append(m.path)
    return touched


def explain(mismatches: Sequence[Mismatch], diff_dir: Path | None = None, shown: int = DIFF_LINES_SHOWN,
            update_with: str = PYTEST_UPDATE) -> str:
    """A failure message: per folder, the semantic summary (metric deltas, layouts added/removed,
    instruction-count deltas), then each file's unified diff cut to ``shown`` lines, then the command that
    rewrites the snapshots (``update_with``). With ``diff_dir``, the full diffs go to
    ``diff_dir/<kernel>/…/<file>.diff``, and the message names the file."""
    by_folder: dict[Path, list[Mismatch]] = {}
    for m in mismatches:
        by_folder.setdefault(m.path.parent, []).append(m)
    out: list[str] = []
    for folder, items in by_folder.items():
        out.append(f"IR snapshot mismatch in {folder}:")
        out.extend(f"  {line}" for line in semantic_summary(items))
        for m in items:
            if m.expected is None:
                out.append(f"--- {m.path.name}: new file, not in the snapshot")
            elif m.actual is None:
                out.append(f"--- {m.path.name}: in the snapshot, no longer produced")
            diff = list(difflib.unified_diff((m.expected or "").splitlines(), (m.actual or "").splitlines(),
                                             f"snapshot/{m.path.name}", f"actual/{m.path.name}", lineterm="", n=2))
            if not diff:
                continue
            full = None
            if diff_dir is not None:
                full = diff_dir / _relative_tail(m.path).with_suffix(m.path.suffix + ".diff")
                full.parent.mkdir(parents=True, exist_ok=True)
                full.write_text("\n".join(diff) + "\n")
            out.extend(diff[:shown])
            if len(diff) > shown:
                out.append(f"… {len(diff) - shown} more diff lines" + (f"; full diff: {full}" if full else ""))
            elif full is not None:
                out.append(f"(diff also in {full})")
    out.append(f"Run {update_with} if the change is intended.")
    return "\n".join(out)


def check(root: Path, comp: Compilation, store: Store, *, kernel: str | None = None,
          stages: Sequence[str] | None = None, metrics: bool = True, update: bool = False,
          diff_dir: Path | None = None, update_with: str = PYTEST_UPDATE) -> tuple[list[Mismatch], str | None]:
    """Check (or, with ``update``, rewrite) one compilation's snapshot under ``root``.

    Returns the mismatches found (with ``update``: the ones just written) and, when there are any
    and ``update`` is false, the :func:`explain` message (which names ``update_with``, the command that writes
    these snapshots). ``stages`` given explicitly are checked alone (other files of the folder are left alone);
    by default the whole folder must match.
    """
    folder = case_dir(root, comp, kernel)
    files = render(comp, store, stages, metrics)
    exhaustive = stages is None
    found = compare(folder, files, exhaustive)
    if update:
        write(folder, files, exhaustive)
        return found, None
    return found, explain(found, diff_dir, update_with=update_with) if found else None


def stale_cases(root: Path, version: str, current: Iterable[Path]) -> list[Path]:
    """Case folders (``<kernel>/<config>/<target>``) under ``root``'s ``version`` folder that are not in
    ``current``: a kernel, config or target that no longer exists."""
    keep = {p.resolve() for p in current}
    base = version_dir(root, version)
    found = [p for p in base.glob("*/*/*") if p.is_dir()] if base.is_dir() else []
    return sorted(p for p in found if p.resolve() not in keep)


def remove_cases(folders: Iterable[Path]) -> None:
    """Delete snapshot case folders (see :func:`stale_cases`), and their config and kernel folders left empty."""
    for folder in folders:
        shutil.rmtree(folder)
        for parent in (folder.parent, folder.parent.parent):
            if parent.is_dir() and not any(parent.iterdir()):
                parent.rmdir()


def _relative_tail(path: Path) -> Path:
    parts = path.parts
    for i, part in enumerate(parts):
        if part.startswith("triton-"):
            return Path(*parts[i:])
    return Path(*parts[-4:])


def semantic_summary(mismatches: Iterable[Mismatch]) -> list[str]:
    """What changed, in words, for one folder's mismatches: metric changes (``metrics.json``, read by
    :func:`ir_explorer.engines.diffing.semantic_summary`), a compile that started or stopped failing, layouts
    added/removed (TTGIR alias definitions), and opcode-class count deltas
    (:func:`ir_explorer.engines.diffing.opcode_deltas`: TTGIR ops, PTX/AMDGCN instructions)."""
    from ir_explorer.engines import diffing  # deferred: only a mismatch needs the diff engine

    lines: list[str] = []
    for m in mismatches:
        name = m.path.name
        if name == METRICS_FILE:
            lines += [c.text for c in diffing.semantic_summary(_json(m.expected), _json(m.actual))]
        elif name == FAILURE_FILE:
            if m.actual is None:
                lines.append("the compile no longer fails (was: " + _headline(m.expected) + ")")
            else:
                lines.append("the compile now fails: " + _headline(m.actual))
        else:
            stage = name.split(".", 1)[0]
            if stage in ("ttir", "ttgir"):
                old, new = _layouts(m.expected), _layouts(m.actual)
                lines += [f"{stage}: layout removed {x}" for x in sorted(old - new)]
                lines += [f"{stage}: layout added {x}" for x in sorted(new - old)]
            deltas = [f"{d.opcode_class} {d.before} -> {d.after}"
                      for d in diffing.opcode_deltas(stage, m.expected or "", m.actual or "")]
            if deltas:
                lines.append(f"{stage}: " + ", ".join(deltas[:12]) + (" …" if len(deltas) > 12 else ""))
    return lines or ["(no semantic change found: see the diff)"]


@dataclass(frozen=True)
class CaseChange:
    """One kernel/config/target case that differs between two releases' snapshot folders."""

    case: str
    """``matmul/0/cuda-90``: the case's folder under ``triton-<version>/``."""
    status: str
    """``changed``, ``added`` (only the second release has it) or ``removed`` (only the first has it)."""
    files: tuple[str, ...]
    """The files that differ (``ptx.ptx``, ``metrics.json`` …)."""
    summary: tuple[str, ...]
    """What changed, in words (:func:`semantic_summary`); empty for an added or removed case."""

    def to_json(self) -> dict[str, Any]:
        return {"case": self.case, "status": self.status, "files": list(self.files), "summary": list(self.summary)}


def diff_versions(root: Path, old: str, new: str) -> list[CaseChange]:
    """What changed between the snapshots of two Triton releases under ``root`` (``triton-<old>/`` against
    ``triton-<new>/``), for every kernel, config and target either holds, in path order: no compile, only the
    files. Raises :class:`UsageError` when either release has no snapshot folder (naming those there are)."""
    dirs = [version_dir(root, v) for v in (old, new)]
    for v, d in zip((old, new), dirs, strict=True):
        if not d.is_dir():
            have = ", ".join(snapshot_versions(root)) or "none"
            raise UsageError(f"no snapshots for triton {v} in {root} (have: {have}); "
                             f"write them with `ir-explorer snapshot update --triton {v}`")
    cases = [{p.parent.relative_to(d).as_posix() for p in d.glob("*/*/*/*") if p.is_file()} for d in dirs]
    out = []
    for case in sorted(cases[0] | cases[1]):
        if case not in cases[1] or case not in cases[0]:
            gone = case not in cases[1]
            files = sorted(p.name for p in (dirs[0 if gone else 1] / case).iterdir() if p.is_file())
            out.append(CaseChange(case, "removed" if gone else "added", tuple(files), ()))
            continue
        a, b = (d / case for d in dirs)
        names = sorted({p.name for p in a.iterdir() if p.is_file()} | {p.name for p in b.iterdir() if p.is_file()})
        texts = [((a / n).read_text() if (a / n).is_file() else None, (b / n).read_text() if (b / n).is_file()
                  else None) for n in names]
        changed = [Mismatch(b / n, x, y) for n, (x, y) in zip(names, texts, strict=True) if x != y]
        if changed:
            out.append(CaseChange(case, "changed", tuple(m.path.name for m in changed),
                                  tuple(semantic_summary(changed))))
    return out


def _json(text: str | None) -> dict[str, Any]:
    try:
        return json.loads(text) if text else {}
    except json.JSONDecodeError:
        return {}


def _headline(text: str | None) -> str:
    for line in (text or "").splitlines():
        if line.startswith("headline: "):
            return line[len("headline: "):]
    return "?"


# e.g. #blocked_1x8_2x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], …}>
_LAYOUT_DEF = re.compile(r"^#(?!loc)\S+ = (#.*)$", re.MULTILINE)


def _layouts(text: str | None) -> set[str]:
    return set(_LAYOUT_DEF.findall(text or ""))


# ----------------------------------------------------------------------------- the bundled kernels' snapshots


def bundled_root() -> Path:
    """The checkout's ``snapshots/`` folder (next to the bundled ``kernels/``)."""
    from ir_explorer.capture import bundled

    return bundled.kernels_dir().parent / "snapshots"


def bundled_requests(kernels: Sequence[str] = (), targets: Sequence[str] = ()) -> list[Request]:
    """One request per bundled kernel (or those named), config and target (default :data:`BUNDLED_TARGETS`)
    the kernel is written for (an NVIDIA-only kernel gets no ``hip:…`` snapshot). :class:`UsageError` for an
    unknown kernel or target."""
    from ir_explorer.capture import bundled
    from ir_explorer.capture.compiles import Request

    specs = [bundled.get(k) for k in kernels] if kernels else list(bundled.registry().values())
    tgts = [Target.parse(t) for t in (targets or BUNDLED_TARGETS)]
    return [Request(spec, i, t) for spec in specs for i in range(len(spec.configs)) for t in tgts
            if spec.supports(t)]


@dataclass(frozen=True)
class SnapshotRun:
    """One ``ir-explorer snapshot check|update`` over the bundled kernels."""

    root: Path
    version: str
    """The Triton version compiled with (installed, or ``--triton``), which names the snapshot folder."""
    comps: tuple[Compilation, ...]
    mismatches: tuple[Mismatch, ...]
    """Files that differ (``update``: the files written or removed)."""
    messages: tuple[str, ...]
    """One explanation per mismatching compilation or stale folder (:func:`explain`)."""

    @property
    def failed_compiles(self) -> int:
        return sum(1 for c in self.comps if not c.ok)


def run_bundled(update: bool, kernels: Sequence[str], targets: Sequence[str], root: Path | None, store: Store,
                opts: CompileOptions, progress: ProgressFactory | None = None) -> SnapshotRun:
    """Compile the bundled kernels (or those named, for ``targets``) with the Triton ``opts`` names (one
    ``--triton`` release, or the installed one) and compare them with the snapshots under ``root`` (default
    :func:`bundled_root`) for that release, or write them (``update``). With the whole set, folders of
    removed kernels, configs or targets are stale: mismatches, removed by ``update``. Raises
    :class:`UsageError` when there are no snapshots for the installed Triton and ``update`` is not set."""
    from dataclasses import replace

    from ir_explorer.capture.compiles import compile_requests, toolchain_version

    root = root or bundled_root()
    chains = opts.toolchains(store)
    if len(chains) > 1:
        raise UsageError("snapshot writes or checks one Triton release's folder: give one --triton")
    version = toolchain_version(chains[0])
    flag = f" --triton {version}" if chains[0] is not None else ""
    if not update and not version_dir(root, version).is_dir():
        have = ", ".join(snapshot_versions(root)) or "none"
        raise UsageError(f"no snapshots for triton {version} in {root} (have: {have}); "
                         f"run `ir-explorer snapshot update{flag}` to write them")
    requests = [replace(r, toolchain=chains[0]) for r in bundled_requests(kernels, targets)]
    comps = compile_requests(requests, store, opts, progress)
    found: list[Mismatch] = []
    messages: list[str] = []
    for comp in comps:
        mismatches, message = check(root, comp, store, update=update,
                                    update_with=f"`ir-explorer snapshot update{flag}`")
        found += mismatches
        if message:
            messages.append(message)
    if not kernels and not targets:  # the whole set: folders of removed kernels, configs or targets are stale
        for folder in stale_cases(root, version, [case_dir(root, c) for c in comps]):
            found += [Mismatch(p, p.read_text(), None) for p in sorted(folder.iterdir())]
            messages.append(f"stale snapshot folder (no such kernel, config or target now): {folder}")
            if update:
                remove_cases([folder])
    return SnapshotRun(root, version, tuple(comps), tuple(found), tuple(messages))
