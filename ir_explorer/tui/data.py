"""What the TUI shows, behind one interface: :class:`DataSource`, and :class:`StoreSource` over the store.

The app is handed a data source (memray's ``TUIApp(reader)`` pattern): :class:`StoreSource` compiles
through :func:`ir_explorer.capture.compiles.compile_all` (worker processes; nothing here imports Triton) and
reads the :class:`~ir_explorer.core.store.Store`; :class:`StoredSource` shows compilations already stored
(what :mod:`ir_explorer.inputs` read from a user's PATH) and compiles nothing; tests pass the same
classes over the session's store, or a fake for states a real compile cannot reach. Every method may
be called from a thread worker.

This module imports no Textual, so it can be tested and benchmarked headless.
"""

from __future__ import annotations

import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import EventCallback, Request, compile_all
from ir_explorer.capture.options import DEFAULT_TIMEOUT_S
from ir_explorer.capture.stages import last_good_ir, python_file_text, stage_text
from ir_explorer.core.errors import IRExplorerError
from ir_explorer.core.model import TEXT_STAGES, Compilation, KernelSpec, PassDump, Target
from ir_explorer.core.store import Store
from ir_explorer.core.units import size_text
from ir_explorer.ir.passdump import snapshot_after

if TYPE_CHECKING:
    from ir_explorer.engines.diffing import StageDiff

#: ``(python_file, python_line)`` of each IR line (index ``i`` = line ``i + 1``), or ``None``.
SourceLines = list[tuple[str, int] | None]


def kernel_def_line(source: str, name: str) -> int:
    """The 0-based line of ``def NAME(`` in the Python ``source`` (a kernel's file; ``name`` is Triton's metadata
    ``name``, the ``@triton.jit`` function's), where the source pane opens; 0 when it is not there (a file
    changed since the compile, a kernel made by a program)."""
    import re  # deferred: only the source pane asks

    # e.g. def matmul_kernel(a_ptr, b_ptr, c_ptr,
    m = re.search(rf"^[ \t]*def[ \t]+{re.escape(name)}[ \t]*\(", source, re.MULTILINE)
    return source.count("\n", 0, m.start()) if m else 0


def kernel_function(comp: Compilation) -> str:
    """The name of ``comp``'s ``@triton.jit`` function: Triton's metadata ``name``, else (a compile that failed
    before Triton wrote its metadata) the ``tt.func`` of its TTIR, else the kernel's name as listed."""
    import re  # deferred: only the source pane asks

    name = comp.metadata.get("name")
    if isinstance(name, str) and name:
        return name
    if "ttir" in comp.stages:
        # e.g.   tt.func public @matmul_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("a_ptr"(#loc)),
        m = re.search(r"^\s*tt\.func\b[^@\n]*@([\w$.]+)", comp.stages["ttir"].text(), re.MULTILINE)
        if m:
            return m.group(1)
    return comp.kernel


@dataclass(frozen=True)
class Metrics:
    """The figures a config shows inline in the tree. ``None``: not known (yet)."""

    mma: str | None = None
    """Tensor-core path (``wgmma``, ``mma.sync``, ``mfma`` …), from the report's ``mma`` metric."""
    registers: int | None = None
    """Registers per thread (ptxas) or VGPRs (AMD)."""
    spills: bool | None = None
    shared_bytes: int | None = None
    time_ms: float | None = None
    """Measured kernel time; no data source measures it yet."""

    def label(self) -> str:
        """``wgmma · 168 regs · 96 KiB``, ``… · SPILLS · …`` (what is known; no spills go unsaid)."""
        parts = [self.mma] if self.mma else []
        if self.registers is not None:
            parts.append(f"{self.registers} regs")
        if self.spills:
            parts.append("SPILLS")
        if self.shared_bytes is not None:
            parts.append(size_text(self.shared_bytes))
        if self.time_ms is not None:
            parts.append(f"{self.time_ms:.3g} ms")
        return " · ".join(parts)


class DataSource(Protocol):
    """Everything the app reads. Methods that compile or read large texts run in thread workers."""

    def kernels(self) -> Sequence[KernelSpec]: ...

    def targets(self, kernel: KernelSpec | None = None, config_index: int = 0) -> Sequence[Target]:
        """The targets config ``config_index`` of ``kernel`` is shown for (every one, without ``kernel``)."""
        ...

    def compile(self, kernel: KernelSpec, config_index: int, targets: Sequence[Target],
                on_event: EventCallback | None = None, toolchains: Sequence[Any] | None = None) -> list[Compilation]:
        """Compile one config for ``targets`` in parallel (or load them); ``on_event(i, state, seconds)``
        per target index as :data:`ir_explorer.capture.compiles.EventCallback`; ``toolchains[i]``, when given,
        the Triton release of ``targets[i]`` (:meth:`StoreSource.releases`). Raises :class:`IRExplorerError`."""
        ...

    def stage_text(self, comp: Compilation, stage: str) -> str: ...

    def passes(self, comp: Compilation) -> list[PassDump]: ...

    def pass_text(self, comp: Compilation, index: int) -> str:
        """The IR after pass ``index``: the next snapshot (the final IR after the last), but for a pass with internal
        steps the one after them, and for a step its own (:func:`ir_explorer.ir.passdump.pass_spans`)."""
        ...

    def pass_dump(self, comp: Compilation) -> Path | None:
        """A file holding every per-pass snapshot of ``comp`` under a ``// -----// IR Dump Before`` header
        (the whole ``MLIR_ENABLE_DUMP`` log, for the dump view); ``None`` without a per-pass capture."""
        ...

    def findings(self, comp: Compilation) -> list[Finding]: ...

    def metrics(self, comp: Compilation) -> Metrics: ...

    def source_lines(self, comp: Compilation, stage: str) -> SourceLines | None:
        """Per IR line of ``stage``, the Python line it came from; ``None`` when no mapper is available."""
        ...

    def python_source(self, comp: Compilation) -> str:
        """The kernel's Python file as ``comp`` may show it (:func:`~ir_explorer.capture.stages.python_file_text`:
        an input's stored copy only, never the file its trace names); ``""`` when there is none."""
        ...

    def last_good_ir(self, comp: Compilation) -> tuple[str, str] | None:
        """``(header, text)`` of a failed compile's last good IR
        (see :func:`ir_explorer.capture.stages.last_good_ir`)."""
        ...

    def diff(self, left: Compilation, right: Compilation, stage: str) -> StageDiff:
        """``stage`` of two compiles compared (:mod:`ir_explorer.engines.diffing`): the report metrics that differ, the
        opcode-class deltas and the normalized line diff. Raises :class:`IRExplorerError` when a side lacks it."""
        ...

    def diff_passes(self, left: Compilation, left_index: int, right: Compilation, right_index: int) -> StageDiff:
        """The IR after pass ``left_index`` of ``left`` against that after ``right_index`` of ``right`` (MLIR),
        normalized and diffed; the summary holds the layout changes and the opcode-class deltas."""
        ...


class StoreSource:
    """The real data source: bundled or given kernels, compiled into ``store`` with passes captured.

    Results are kept per compilation key, so switching stages never reads the store twice for the
    same text. Findings come from :func:`ir_explorer.engines.report.build_report` and source lines from
    :func:`ir_explorer.ir.sourcemap.python_lines` when those modules exist; otherwise they are empty.
    """

    def __init__(self, store: Store, kernels: Sequence[KernelSpec], targets: Sequence[Target],
                 use_cache: bool = True, jobs: int | None = None, timeout: float = DEFAULT_TIMEOUT_S,
                 toolchains: Sequence[Any] = (None,)) -> None:
        self.store = store
        self._toolchains = list(toolchains) or [None]
        self._kernels = list(kernels)
        self._targets = list(targets)
        self.use_cache = use_cache
        self.jobs = jobs
        self.timeout = timeout
        self._lock = threading.Lock()
        self._report_lock = threading.Lock()
        self._texts: dict[tuple[str, str], str] = {}
        self._reports: dict[str, Any] = {}
        self._passes: dict[str, tuple[list[PassDump], Any]] = {}
        self._dumps: tempfile.TemporaryDirectory[str] | None = None

    def kernels(self) -> Sequence[KernelSpec]:
        return self._kernels

    def targets(self, kernel: KernelSpec | None = None, config_index: int = 0) -> Sequence[Target]:
        # every config is compiled for every target the kernel is written for (no hip:… for TMA kernels)
        return self._targets if kernel is None else [t for t in self._targets if kernel.supports(t)]

    def releases(self) -> Sequence[Any]:
        """The Triton releases each config is compiled with: ``--triton`` toolchains
        (:class:`~ir_explorer.capture.toolchains.Toolchain`), ``None`` for the Triton beside ir-explorer."""
        return self._toolchains

    def compile(self, kernel: KernelSpec, config_index: int, targets: Sequence[Target],
                on_event: EventCallback | None = None, toolchains: Sequence[Any] | None = None) -> list[Compilation]:
        chains = list(toolchains) if toolchains is not None else [None] * len(targets)
        requests = [Request(kernel, config_index, t, passes=True, toolchain=tc)
                    for t, tc in zip(targets, chains, strict=True)]
        return compile_all(requests, self.store, use_cache=self.use_cache, jobs=self.jobs, timeout=self.timeout,
                           on_event=on_event)

    def stage_text(self, comp: Compilation, stage: str) -> str:
        with self._lock:
            cached = self._texts.get((comp.key, stage))
        if cached is None:
            cached = stage_text(comp, stage, self.store)
            with self._lock:
                self._texts[(comp.key, stage)] = cached
        return cached

    def _load_passes(self, comp: Compilation) -> tuple[list[PassDump], Any]:
        if comp.key not in self._passes:
            self._passes[comp.key] = self.store.load_passes(comp.key) or ([], None)
        return self._passes[comp.key]

    def passes(self, comp: Compilation) -> list[PassDump]:
        return self._load_passes(comp)[0]

    def pass_text(self, comp: Compilation, index: int) -> str:
        dumps, final = self._load_passes(comp)
        # the IR after a pass is pass_spans': after its internal steps, or an internal step's own (trial 9a F2)
        after = snapshot_after([d.kind for d in dumps], index)
        if after < len(dumps):
            return dumps[after].text()
        if final is not None:
            return bytes(final.read_bytes()).decode("utf-8", errors="replace")
        raise IRExplorerError(f"the IR after the last pass (#{index}) of {comp.title()} was not captured")

    def pass_dump(self, comp: Compilation) -> Path | None:
        dumps = self.passes(comp)
        if not dumps:
            return None
        if self._dumps is None:
            self._dumps = tempfile.TemporaryDirectory(prefix="irx-tui-")  # removed when the source goes
        path = Path(self._dumps.name) / f"{comp.kernel.replace('/', '_')}-{comp.config_index}-" \
            f"{comp.target.spec.replace(':', '')}-{comp.key[:12]}.mlir"
        if not path.exists():
            tmp = path.with_suffix(".part")
            with tmp.open("w", encoding="utf-8") as fh:
                for p in dumps:
                    fh.write(f"// -----// IR Dump Before {p.name}: {p.arg} ('{p.scope}' operation) "
                             f"#{p.index} {p.kind} //----- //\n")
                    text = p.text()
                    fh.write(text if text.endswith("\n") else text + "\n")
            tmp.replace(path)
        return path

    def _report(self, comp: Compilation) -> Any:
        from ir_explorer.engines.report import build_report  # deferred: the analyses load on first use

        with self._report_lock:  # the tree's figures and the findings panel ask from two threads
            if comp.key not in self._reports:
                self._reports[comp.key] = build_report(comp, self.store)
            return self._reports[comp.key]

    def findings(self, comp: Compilation) -> list[Finding]:
        report = self._report(comp)
        return list(report.findings) if report is not None else []

    def metrics(self, comp: Compilation) -> Metrics:
        res = comp.resources
        report = self._report(comp) if comp.ok else None
        return Metrics(mma=report.metrics.get("mma") if report is not None else None,
                       registers=res.registers if res else None, spills=res.spills if res else None,
                       shared_bytes=comp.shared_bytes)

    def source_lines(self, comp: Compilation, stage: str) -> SourceLines | None:
        from ir_explorer.ir.sourcemap import python_lines  # deferred: only the source pane needs it

        if stage not in TEXT_STAGES:
            return None
        ptx = self.stage_text(comp, "ptx") if stage == "sass" and "ptx" in comp.stages else None
        return list(python_lines(stage, self.stage_text(comp, stage), ptx))

    def python_source(self, comp: Compilation) -> str:
        return python_file_text(comp) or ""

    def last_good_ir(self, comp: Compilation) -> tuple[str, str] | None:
        return last_good_ir(comp, self.store)

    def diff(self, left: Compilation, right: Compilation, stage: str) -> StageDiff:
        from ir_explorer.engines.diffing import (  # deferred: only diff mode needs the engine
            amd_sides,
            diff_stage_texts,
            label,
        )

        metrics = [report.metrics if c.ok and (report := self._report(c)) is not None else {} for c in (left, right)]
        return diff_stage_texts(self.stage_text(left, stage), self.stage_text(right, stage), stage, label(left),
                                label(right), metrics[0], metrics[1], amd=amd_sides(left, right))

    def diff_passes(self, left: Compilation, left_index: int, right: Compilation, right_index: int) -> StageDiff:
        from ir_explorer.engines.diffing import diff_stage_texts, label  # deferred: only diff mode needs the engine

        return diff_stage_texts(self.pass_text(left, left_index), self.pass_text(right, right_index), "ttgir",
                                f"{label(left)} after pass #{left_index}", f"{label(right)} after pass #{right_index}")


class StoredSource(StoreSource):
    """Compilations already in the store, such as those :func:`ir_explorer.inputs.open_path` read from a Triton
    cache, a dump log or a tritonparse trace; nothing is compiled.

    They are grouped by kernel name (sorted) → config → target: a kernel's configs are its distinct
    :class:`~ir_explorer.core.model.Config` values in the order given, and a second compilation of the same
    kernel, config and target (another entry: other constexprs, another Triton version) gets a config of
    its own. Texts, passes, findings and source lines are read from the store as for compiled ones.
    """

    def __init__(self, store: Store, comps: Sequence[Compilation]) -> None:
        self._stored: dict[str, list[dict[Target, Compilation]]] = {}
        """Kernel name → per config, target → compilation."""
        for comp in comps:
            slots = self._stored.setdefault(comp.kernel, [])
            slot = next((s for s in slots if comp.target not in s and next(iter(s.values())).config == comp.config),
                        None)
            if slot is None:
                slots.append({comp.target: comp})
            else:
                slot[comp.target] = comp
        specs = []
        for name in sorted(self._stored):
            firsts = [next(iter(s.values())) for s in self._stored[name]]
            path = Path(firsts[0].source_path) if firsts[0].source_path else Path()
            specs.append(KernelSpec(name, path, name, (), tuple(c.config for c in firsts),
                                    description=f"from {firsts[0].origin or 'the store'}"))
        targets = list(dict.fromkeys(c.target for c in comps))
        super().__init__(store, specs, targets)

    def targets(self, kernel: KernelSpec | None = None, config_index: int = 0) -> Sequence[Target]:
        if kernel is None:
            return self._targets
        return list(self._stored[kernel.name][config_index])

    def compile(self, kernel: KernelSpec, config_index: int, targets: Sequence[Target],
                on_event: EventCallback | None = None, toolchains: Sequence[Any] | None = None) -> list[Compilation]:
        """The stored compilations of that config for ``targets`` (a subset of :meth:`targets`)."""
        slot = self._stored[kernel.name][config_index]
        return [slot[t] for t in targets]
