"""What the kernel tree's nodes hold (a config, a target, a stage, a pass, a file) and what the IR view
shows (:class:`Shown`, with the texts kept by :class:`Loaded` and the findings by :class:`Annotations`).
No Textual here: these are plain dataclasses."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ir_explorer.analyses.findings import Finding
from ir_explorer.core.model import TEXT_STAGES, Compilation, KernelSpec, Target
from ir_explorer.tui.data import Metrics, SourceLines
from ir_explorer.tui.lineindex import LineIndex


def text_stages(target: Target) -> list[str]:
    """The stages of ``target`` that have text, in pipeline order (the number keys follow it)."""
    return [s for s in target.stages if s in TEXT_STAGES]


def stage_of_file(path: Path) -> str:
    """The lexer a dump file gets, from its suffix: ``.ll`` LLVM IR, ``.ptx``, ``.sass``, ``.s``/``.amdgcn``
    AMDGCN, anything else MLIR (pass dumps, ``.mlir``, ``.ttir``, ``.ttgir``)."""
    return {".ll": "llir", ".llir": "llir", ".ptx": "ptx", ".sass": "sass", ".s": "amdgcn",
            ".amdgcn": "amdgcn"}.get(path.suffix.lower(), "mlir")


@dataclass
class ConfigNode:
    kernel: KernelSpec
    index: int
    state: str = "new"
    """``new``, ``compiling``, ``done``."""


@dataclass
class TargetNode:
    kernel: KernelSpec
    index: int
    target: Target
    comp: Compilation | None = None
    state: str = "queued"
    seconds: float = 0.0
    metrics: Metrics | None = None
    """The tree's inline figures, once the report has run (after the first paint)."""
    toolchain: Any = None
    """The Triton release it is compiled with (``--triton``; ``None``: the one beside ir-explorer)."""


@dataclass(frozen=True)
class StageNode:
    comp: Compilation
    stage: str


@dataclass(frozen=True)
class StageTimesNode:
    """The line under a compile's passes that gives each stage's time and share; selecting it does nothing."""

    comp: Compilation


@dataclass(frozen=True)
class PassesNode:
    comp: Compilation


@dataclass(frozen=True)
class PassNode:
    comp: Compilation
    index: int


@dataclass(frozen=True)
class FileNode:
    path: Path


@dataclass(frozen=True)
class PassDumpNode:
    """Every per-pass snapshot of ``comp`` as one dump file."""

    comp: Compilation


@dataclass
class Loaded:
    """A text of a compile as the IR view shows it, kept by (compile key, stage, pass) so that showing it
    again is immediate: the index at once, the source mapping once the annotation worker has made it."""

    index: LineIndex
    source_lines: SourceLines | None = None
    """Per IR line, the Python line it came from (``None``: not mapped yet, no mapper, or a pass snapshot)."""
    reverse: dict[int, list[int]] = field(default_factory=dict)
    """Python line → 0-based IR lines produced from it."""
    mapped: bool = False
    """The annotation worker has been over this text (``source_lines`` is final)."""


@dataclass(frozen=True)
class Annotations:
    """What a compile is shown with besides its texts, made off the UI thread after the first paint."""

    findings: list[Finding]
    """The report's findings, sorted (:meth:`Finding.sort_key`)."""
    python: LineIndex
    """The kernel's Python source."""
    kernel_line: int = 0
    """The 0-based line of the kernel's ``def`` in :attr:`python` (:func:`kernel_def_line`), where the source
    pane opens."""


@dataclass
class Shown:
    """What the IR view shows: a stage or the IR after a pass of ``comp``, or a file."""

    comp: Compilation | None
    stage: str
    pass_index: int | None = None
    path: Path | None = None
    loaded: Loaded | None = None
    of: Compilation | None = None
    """For a file: the compile it is a dump of (the all-passes dump), so that the stage keys still work."""

    @property
    def key(self) -> tuple[str, str, int | None] | None:
        """The (compile key, stage, pass) the texts of a compile are kept by; ``None`` for a file."""
        return (self.comp.key, self.stage, self.pass_index) if self.comp is not None else None

    @property
    def source_lines(self) -> SourceLines | None:
        return self.loaded.source_lines if self.loaded is not None else None

    @property
    def reverse(self) -> dict[int, list[int]]:
        return self.loaded.reverse if self.loaded is not None else {}

    def title(self) -> str:
        """``ptx · matmul [0] 128x128x64_w8_s3 · cuda:90``, ``all passes · matmul [0] …`` for a compile's per-pass
        dump (written to a temporary file: its path says nothing), or a user file's path."""
        if self.path is not None and self.of is None:
            return str(self.path)
        comp = self.comp or self.of
        assert comp is not None
        what = "all passes" if self.path is not None else \
            f"IR after pass #{self.pass_index}" if self.pass_index is not None else self.stage
        return f"{what} · {comp.kernel} [{comp.config_index}] {comp.config.short()} · {comp.target.spec}"
