"""The engines of ``ir-explorer diff``: one call per mode, each returning a frozen :class:`DiffOutcome`.

The five modes that compile (``--configs A B``, ``--targets T1 T2``, ``--against OTHER``, ``--tritons V1 V2``,
``--passes I J``) and two IR files diffed as they are:

========================  ==========================================================================
:func:`diff_configs`      two configs of one kernel (``--configs``; with ``targets``, A on T1, B on T2)
:func:`diff_targets`      one config compiled for two targets (``--targets``)
:func:`diff_against`      two kernels (``--against``; with ``targets``, the first on T1, the other on T2)
:func:`diff_releases`     one config compiled by two Triton releases, with per-pass capture; the pass
                          pipeline's changes (:func:`~ir_explorer.engines.diffing.pipeline_changes`) join
                          the summary (``--tritons``)
:func:`diff_passes`       the MLIR after pass I against the MLIR after pass J of one compile (``--passes``)
:func:`diff_files`        two IR files of one stage (``diff PATH_A PATH_B`` on files)
:func:`diff_compiled`     two compilations read from PATHs (``diff PATH_A PATH_B`` on caches, dumps)
========================  ==========================================================================

Compiles go through :func:`ir_explorer.capture.compiles.compile_requests` (the store, the worker pool), with the
caller's ``progress`` factory. Nothing here prints: what the command line says on stderr (the configs' notes, a
side that failed after producing the stage) is in :attr:`DiffOutcome.notes`, and a side that failed before the
stage raises :class:`SideFailed`, which carries the compile for the view to report.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ir_explorer.analyses.normalize import DEFAULT, NormalizeOptions
from ir_explorer.capture.compiles import ProgressFactory, Request, compile_requests
from ir_explorer.capture.options import CompileOptions, parse_targets
from ir_explorer.capture.select import is_input, one_config, resolve
from ir_explorer.capture.stages import load_passes, match_passes, pass_after
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import TEXT_STAGES, Compilation, KernelSpec, Target, Value
from ir_explorer.core.store import Store
from ir_explorer.engines.diffing import (
    StageDiff,
    diff_compilations,
    diff_stage_texts,
    label,
    pipeline_changes,
    pipeline_of,
)

if TYPE_CHECKING:
    from ir_explorer.capture.toolchains import Toolchain


@dataclass(frozen=True, eq=False, repr=False)
class DiffOutcome(Value):
    """What one ``diff`` mode found: the stage diff and what led to it."""

    diff: StageDiff
    """The metrics that differ, the opcode-class deltas and the normalized line diff."""
    sides: tuple[Compilation, ...]
    """The two compiles diffed, left then right (one compile twice for :func:`diff_passes`); ``()`` for two
    files."""
    notes: tuple[str, ...] = ()
    """Lines for stderr, without ``note:``: what the kernel specs and configs left to say, a side whose compile
    failed after producing the stage, a release pair without a pass pipeline to compare."""


class SideFailed(IRExplorerError):
    """One side's compile failed before producing the stage asked for (exit 1). :attr:`comp` is that compile,
    for the view to report (``report_failure``); :attr:`notes` are the notes gathered until then."""

    def __init__(self, comp: Compilation, stage: str, notes: tuple[str, ...] = ()) -> None:
        assert comp.failure is not None
        super().__init__(f"{comp.title()}: failed before {stage}: {comp.failure.headline()}")
        self.comp = comp
        self.stage = stage
        self.notes = notes


@dataclass(frozen=True, eq=False, repr=False)
class DiffSettings(Value):
    """How the texts are compared, the same in every mode."""

    stage: str = "ttgir"
    """The stage diffed (``--stage``); ignored by :func:`diff_passes` (the MLIR between passes)."""
    normalize: NormalizeOptions = DEFAULT
    """The normalization rules (``--no-RULE``, ``--raw``)."""
    pair_layouts: bool = True
    """TTGIR: pair layouts used in the same places (``--no-pair-layouts`` clears it)."""


def _usable(comp: Compilation, stage: str, notes: list[str]) -> Compilation:
    """``comp``, with a note when it failed after producing ``stage``; :class:`SideFailed` when it failed before."""
    comp.target.check_stage(stage)
    if comp.failure is not None:
        if stage not in comp.stages:
            raise SideFailed(comp, stage, tuple(notes))
        notes.append(f"{comp.title()} failed after producing {stage}: {comp.failure.headline()}")
    return comp


def _spec(name: str, opts: CompileOptions, store: Store, targets: tuple[str, ...], notes: list[str]) -> KernelSpec:
    spec = resolve(name, opts, store, targets=targets)
    notes += [f"{spec.function}: {n}" for n in spec.notes]
    return spec


def _config(spec: KernelSpec, opts: CompileOptions, notes: list[str]) -> int:
    index, said = one_config(spec, opts)
    notes += said
    return index


def _compiling(kernel: str, against: str | None = None) -> None:
    if is_input(kernel) or (against is not None and is_input(against)):
        raise UsageError("--configs, --targets and --against compile kernels; to diff what is on disk, "
                         "give two PATHs: ir-explorer diff PATH_A PATH_B")


def _target_pair(opts: CompileOptions, targets: tuple[str, str] | None, stage: str) -> list[Target]:
    """The two sides' targets: ``targets`` (``--targets T1 T2``), else ``opts``' one target twice."""
    if targets is not None:
        if opts.targets:
            raise UsageError("--targets T1 T2 names both targets; leave out --target")
        tgts = parse_targets(list(targets))
    else:
        tgts = parse_targets(opts.targets)
        if len(tgts) > 1:
            raise UsageError("give one --target (or diff two targets with --targets T1 T2)")
        tgts = tgts * 2
    for t in tgts:
        t.check_stage(stage)
    return tgts


def _one_config_wanted(opts: CompileOptions) -> None:
    if opts.config == "all":
        raise UsageError("--config all selects several configs; diff two with --configs A B")


def _compile_two(requests: list[Request], store: Store, opts: CompileOptions, settings: DiffSettings,
                 progress: ProgressFactory | None, notes: list[str]) -> DiffOutcome:
    a, b = compile_requests(requests, store, opts, progress)
    try:
        out = diff_compiled(a, b, store, settings)
    except SideFailed as failed:
        failed.notes = tuple(notes) + failed.notes
        raise
    return DiffOutcome(out.diff, out.sides, tuple(notes) + out.notes)


def _toolchain(opts: CompileOptions, store: Store) -> Toolchain | None:
    chains = opts.toolchains(store)  # --triton V: both sides with that release (it was ignored: issue 24)
    if len(chains) > 1:
        raise UsageError("give one --triton (or diff two releases with --tritons V1 V2)")
    return chains[0]


def diff_configs(kernel: str, configs: tuple[str, str], store: Store, opts: CompileOptions,
                 settings: DiffSettings = DiffSettings(), targets: tuple[str, str] | None = None,
                 progress: ProgressFactory | None = None) -> DiffOutcome:
    """Configs ``configs[0]`` and ``configs[1]`` (index or name) of ``kernel`` (a bundled name or
    ``FILE.py:KERNEL``), compiled together on ``opts``' target, or config A on ``targets[0]`` and config B on
    ``targets[1]``. :class:`UsageError` for a PATH, ``--config`` given too, or several targets."""
    _compiling(kernel)
    if "config" in opts.given:
        raise UsageError("--configs A B names both configs; leave out --config")
    _one_config_wanted(opts)
    notes: list[str] = []
    spec = _spec(kernel, opts, store, opts.targets or (targets or ()), notes)
    tgts = _target_pair(opts, targets, settings.stage)
    tc = _toolchain(opts, store)
    indices = [spec.config(c)[0] for c in configs]
    requests = [Request(spec, i, t, toolchain=tc) for i, t in zip(indices, tgts, strict=True)]
    return _compile_two(requests, store, opts, settings, progress, notes)


def diff_targets(kernel: str, targets: tuple[str, str], store: Store, opts: CompileOptions,
                 settings: DiffSettings = DiffSettings(), progress: ProgressFactory | None = None) -> DiffOutcome:
    """One config of ``kernel`` (``opts.config``, :func:`~ir_explorer.capture.select.one_config`) compiled for
    ``targets[0]`` and ``targets[1]`` (``cuda:80``, ``hip:gfx942``)."""
    _compiling(kernel)
    _one_config_wanted(opts)
    notes: list[str] = []
    spec = _spec(kernel, opts, store, opts.targets or targets, notes)
    tgts = _target_pair(opts, targets, settings.stage)
    tc = _toolchain(opts, store)
    i = _config(spec, opts, notes)
    return _compile_two([Request(spec, i, t, toolchain=tc) for t in tgts], store, opts, settings,
                        progress, notes)


def diff_against(kernel: str, other: str, store: Store, opts: CompileOptions,
                 settings: DiffSettings = DiffSettings(), targets: tuple[str, str] | None = None,
                 progress: ProgressFactory | None = None) -> DiffOutcome:
    """``kernel`` against the kernel ``other`` (each its config ``opts.config`` selects), on ``opts``' target, or
    ``kernel`` on ``targets[0]`` and ``other`` on ``targets[1]``."""
    _compiling(kernel, other)
    _one_config_wanted(opts)
    notes: list[str] = []
    spec = _spec(kernel, opts, store, opts.targets or (targets or ()), notes)
    tgts = _target_pair(opts, targets, settings.stage)
    tc = _toolchain(opts, store)
    second = _spec(other, opts, store, opts.targets or (targets or ()), notes)
    requests = [Request(spec, _config(spec, opts, notes), tgts[0], toolchain=tc),
                Request(second, _config(second, opts, notes), tgts[1], toolchain=tc)]
    return _compile_two(requests, store, opts, settings, progress, notes)


def diff_releases(kernel: str, versions: tuple[str, str], store: Store, opts: CompileOptions,
                  settings: DiffSettings = DiffSettings(), progress: ProgressFactory | None = None) -> DiffOutcome:
    """``kernel`` (one config, one target) compiled by Triton releases ``versions[0]`` and ``versions[1]``
    (``3.6.0``, ``installed``), with per-pass capture: the stage diff, with the pass pipeline's changes in its
    summary (a note instead when a side has no pass pipeline)."""
    if is_input(kernel):
        raise UsageError("--tritons compiles a kernel; a PATH holds what one Triton made of it")
    opts.refuse(["tritons"], "names one release; --tritons V1 V2 names both")
    if opts.config == "all":
        raise UsageError("--config all selects several configs; --tritons diffs one (--config N)")
    tgts = parse_targets(opts.targets)
    if len(tgts) > 1:
        raise UsageError("give one --target with --tritons")
    tgts[0].check_stage(settings.stage)
    chains = [dataclasses.replace(opts, tritons=(v,)).toolchains(store)[0] for v in versions]
    notes: list[str] = []
    spec = _spec(kernel, dataclasses.replace(opts, tritons=versions[:1]), store, (), notes)
    index = _config(spec, opts, notes)
    requests = [Request(spec, index, tgts[0], passes=True, toolchain=tc) for tc in chains]
    out = _compile_two(requests, store, opts, settings, progress, notes)
    try:
        steps = [pipeline_of(load_passes(c, store)[0]) for c in out.sides]
    except IRExplorerError as exc:  # a compile that failed before its first pass: no pipeline to compare
        return dataclasses.replace(out, notes=out.notes + (f"no pass pipeline to compare: {exc}",))
    return dataclasses.replace(out, diff=dataclasses.replace(out.diff, summary=out.diff.summary
                                                             + pipeline_changes(*steps)))


def diff_compiled(a: Compilation, b: Compilation, store: Store, settings: DiffSettings = DiffSettings()
                  ) -> DiffOutcome:
    """Two compilations already at hand (read from two PATHs: Triton caches, dump files) at ``settings.stage``,
    with a note for a side that failed after producing it and :class:`SideFailed` for one that failed before."""
    notes: list[str] = []
    sides = (_usable(a, settings.stage, notes), _usable(b, settings.stage, notes))
    result = diff_compilations(*sides, store, settings.stage, settings.normalize, settings.pair_layouts)
    return DiffOutcome(result, sides, tuple(notes))


def diff_passes(comp: Compilation, passes: tuple[str, str], store: Store,
                settings: DiffSettings = DiffSettings()) -> DiffOutcome:
    """The MLIR after pass ``passes[0]`` against the MLIR after pass ``passes[1]`` (index or name, as
    ``ir-explorer passes`` lists them) of ``comp``, compiled with per-pass capture
    (:func:`ir_explorer.capture.stages.pass_after`). A name that several passes match (``canonicalize``) picks
    the first match for I, and for J the first match after I."""
    dumps, _ = load_passes(comp, store)
    first = match_passes(dumps, passes[0])[0]
    found = match_passes(dumps, passes[1])
    second = found[0] if passes[1].isdigit() else next((i for i in found if i > first), found[0])
    a, b = (pass_after(comp, store, str(i)) for i in (first, second))
    name_a, name_b = (f"{label(comp)} after #{p.index} {p.name} ({p.arg})" for p in (a, b))
    result = diff_stage_texts(a.text, b.text, "ttgir", name_a, name_b, options=settings.normalize,
                              pair_layouts=settings.pair_layouts)
    return DiffOutcome(result, (comp, comp))


#: IR file extensions and the stage each holds: Triton's cache names (``.ptx``), plus LLVM's ``.ll`` and MLIR's
#: ``.mlir`` (TTIR or TTGIR: :func:`file_stage` looks inside).
_FILE_STAGES = {**{f".{s}": s for s in TEXT_STAGES}, ".ll": "llir", ".mlir": "mlir"}


def file_stage(path: str) -> str | None:
    """The stage an IR file holds, from its extension (``.mlir``: TTGIR when its first MiB holds ``ttg.``);
    ``None`` for a folder or any other file."""
    p = Path(path)
    stage = _FILE_STAGES.get(p.suffix)
    if stage is None or not p.is_file():
        return None
    if stage == "mlir":
        with p.open(encoding="utf-8", errors="replace") as fh:
            return "ttgir" if "ttg." in fh.read(1 << 20) else "ttir"
    return stage


def diff_files(path_a: str, path_b: str, stage: str | None = None,
               settings: DiffSettings = DiffSettings()) -> DiffOutcome:
    """Two IR files diffed as they are, at the stage their extensions name (:func:`file_stage`; ``stage``, when
    given, must be it). Of the report's metrics only the MMA instructions come from the text alone (PTX, SASS,
    AMDGCN: :func:`ir_explorer.analyses.mma.instruction_counts`). :class:`UsageError` for files of two stages,
    or a file that is not text IR."""
    stage_a, stage_b = file_stage(path_a), file_stage(path_b)
    if stage_a is None or stage_b is None:
        raise UsageError(f"{path_a if stage_a is None else path_b}: not an IR file (.ttir, .ttgir, .llir, .ll, "
                         ".ptx, .sass, .amdgcn, .mlir)")
    if stage_a != stage_b:
        raise UsageError(f"{path_a} holds {stage_a.upper()} and {path_b} {stage_b.upper()}: diff two files of one "
                         f"stage, or two compiles of a kernel with --targets/--configs")
    if stage is not None and stage != stage_a:
        raise UsageError(f"--stage {stage}: {path_a} and {path_b} hold {stage_a.upper()}")
    from ir_explorer.analyses.mma import instruction_counts  # deferred: only two files diffed need it

    texts = [_ir_text(p, stage_a) for p in (path_a, path_b)]
    metrics = [{"mma_instructions": dict(counts)} if (counts := instruction_counts(stage_a, t)[0]) else {}
               for t in texts]
    result = diff_stage_texts(texts[0], texts[1], stage_a, path_a, path_b, metrics[0], metrics[1],
                              options=settings.normalize, pair_layouts=settings.pair_layouts,
                              amd=(stage_a == "amdgcn",) * 2)
    return DiffOutcome(result, ())


def _ir_text(path: str, stage: str) -> str:
    """The text of an IR file. Raises :class:`UsageError` naming the byte when it is not text IR (a NUL byte,
    not UTF-8: ``diff garbage.ttgir empty.ttgir`` printed 1.9 MB of raw bytes and exited 0, issue 16) or when it
    cannot be read."""
    from ir_explorer.inputs.builder import check_stage_bytes  # deferred: only two files diffed need it

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise UsageError(f"{path}: cannot read: {exc.strerror}") from exc
    problem = check_stage_bytes(stage, data, path)
    if problem is not None:
        raise UsageError(f"{problem.removesuffix('; skipped')}: not {stage.upper()} text")
    return data.decode("utf-8")
