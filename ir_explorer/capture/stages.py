"""A stored compilation's texts: its stages (SASS disassembled on first use), its per-pass snapshots, the IR
after a named pass, and a failed compile's last good IR. Read from the :class:`~ir_explorer.core.store.Store`;
nothing here prints or exits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ir_explorer.core.control_chars import elide
from ir_explorer.core.errors import IRExplorerError, UsageError, did_you_mean, small_index
from ir_explorer.core.model import TEXT_STAGES, Compilation, PassDump, Value
from ir_explorer.core.store import Store
from ir_explorer.ir.passdump import snapshot_after


def stage_text(comp: Compilation, stage: str, store: Store) -> str:
    """The text of ``stage`` (``ttgir``, ``ptx``, ``sass`` …); SASS is disassembled from the cubin once and
    stored (:func:`ir_explorer.capture.disassemble.with_sass`). :class:`UsageError` when there is none."""
    if stage == "sass":
        from ir_explorer.capture.disassemble import with_sass  # deferred: runs nvdisasm once, then SASS is stored

        comp = with_sass(comp, store)
    return comp.stage(stage).text()


#: The largest Python file read from disk for a compilation's source lines (bytes).
MAX_PYTHON_FILE = 8 << 20


def foreign_locations(comp: Compilation) -> bool:
    """Whether the files ``comp``'s IR locations name are someone else's claim, never to be opened: a compilation
    read from an input (``comp.origin``), or one compiled here from IR someone posted (its source is a ``.ttgir`` /
    ``.ttir`` file, whose ``loc(...)`` paths the poster wrote)."""
    from pathlib import Path

    from ir_explorer.ir.ttgir import IR_FILE_SUFFIXES

    return bool(comp.origin) or Path(comp.source_path).suffix in IR_FILE_SUFFIXES


def python_file_text(comp: Compilation, path: str | None = None) -> str | None:
    """The text of the Python file ``path`` (default: the kernel's own, ``comp.source_path``) as far as ``comp`` may
    show it; ``None`` when it may not or cannot be read.

    The kernel's file comes from the copy stored with the compilation (a trace's embedded source, a cache entry's
    copy, the file our compile imported). For a compilation read from an input, or compiled from posted IR
    (:func:`foreign_locations`), that copy is all: a path its IR locations or its trace's
    ``python_source.file_path`` name is a stranger's claim and is never opened (issue 24: the TUI showed, and
    ``selfcheck`` printed lines of, whatever file a trace named). For our own compile, any other file its IR
    cites (a helper module, Triton's ``language/standard.py``) is read from disk: a regular file of at most
    :data:`MAX_PYTHON_FILE` bytes, not through a symlink out of its folder
    (:func:`ir_explorer.core.safe_files.read_regular`). Raises :class:`~ir_explorer.core.errors.CorruptEntry`
    when the stored copy is damaged."""
    from pathlib import Path

    from ir_explorer.core.safe_files import Skipped, read_regular

    wanted = path if path is not None else comp.source_path
    if not wanted:
        return None
    if comp.python_source is not None and Path(wanted) == Path(comp.source_path):
        return comp.python_source.read_bytes().decode("utf-8", errors="replace")
    if foreign_locations(comp):
        return None
    try:
        return read_regular(wanted, MAX_PYTHON_FILE).decode("utf-8", errors="replace")
    except Skipped:
        return None


def default_stage(comp: Compilation) -> str:
    """The stage ``dump`` prints when none is asked for: TTGIR, else the last text stage an input holds.

    Raises :class:`UsageError` when it holds none (an MLIR or LLVM dump log: use ``--pass``).
    """
    if not comp.origin or "ttgir" in comp.stages:
        return "ttgir"
    present = [s for s in TEXT_STAGES if s in comp.stages]
    if present:
        return present[-1]
    raise UsageError(f"{comp.title()} holds per-pass dumps and no stage: pick a pass with --pass N|NAME "
                     "(list them with `ir-explorer passes`, plus --llvm-passes for LLVM's)")


def load_passes(comp: Compilation, store: Store, dialect: str = "mlir") -> tuple[list[PassDump], Any]:
    """``(snapshots, final IR blob or None)``: the stored MLIR (or ``llvm``) passes of ``comp``.

    Raises :class:`IRExplorerError` when none were captured (naming the compile's failure when it failed: a worker
    that crashed keeps no passes) or the dump is empty."""
    loaded = store.load_passes(comp.key, dialect)
    if loaded is None and comp.failure is not None:
        raise IRExplorerError(f"{comp.title()}: {comp.failure.headline()}; no per-pass {dialect.upper()} capture "
                              "was kept")
    if loaded is None:
        flag = " (--llvm-passes captures them)" if dialect == "llvm" and not comp.origin else ""
        raise IRExplorerError(f"no per-pass {dialect.upper()} capture for {comp.title()}{flag}")
    if not loaded[0]:
        raise IRExplorerError(f"the {dialect.upper()} pass dump of {comp.title()} is empty")
    return loaded


@dataclass(frozen=True, eq=False, repr=False)
class PassIR(Value):
    """The IR after one pass of a compilation."""

    index: int
    """The pass's index in ``ir-explorer passes``."""
    name: str
    """The pass's name, ``TritonGPUAccelerateMatmul``."""
    arg: str
    """Its command-line argument (``tritongpu-accelerate-matmul``), else its scope."""
    text: str
    """The IR after the pass."""
    header: str
    """``IR after pass #17 TritonGPUAccelerateMatmul (tritongpu-accelerate-matmul) of matmul […] on cuda:90``."""
    also_matched: tuple[int, ...] = ()
    """Other passes the selector matched (a name several passes share: ``canonicalize``); empty when unique."""


def match_passes(dumps: list[PassDump], selector: str) -> list[int]:
    """The indices of the passes ``selector`` names: an index, or a name as
    :func:`ir_explorer.ir.passdump.match_pass` reads it. :class:`UsageError`, with a suggestion, for none."""
    from ir_explorer.ir.passdump import match_pass

    index = small_index(selector)
    if index is not None:
        indices = [index] if index < len(dumps) else []
    elif selector.isdigit():  # 19 digits or more: no pass has that index
        indices = []
    else:
        indices = match_pass([(p.name, p.arg) for p in dumps], selector)
    if indices:
        return indices
    names: dict[str, str] = {}  # what a selector may be (as match_pass reads it) -> the pass's argument
    for p in dumps:
        if p.kind != "internal":
            arg = p.short_arg or p.name
            names.update({arg: arg, p.name: arg, arg.split("-", 1)[-1]: arg})  # coalesce: tritongpu-coalesce
    hint = did_you_mean(selector, names) or (
        f"; give an index 0-{len(dumps) - 1} or a name such as "
        f"{(dumps[10].short_arg or dumps[10].name) if len(dumps) > 10 else 'canonicalize'}")
    raise UsageError(f"no pass {elide(selector)!r}{hint} (see `ir-explorer passes`)")


def pass_after(comp: Compilation, store: Store, selector: str, dialect: str = "mlir") -> PassIR:
    """The IR after the selected pass (the first, when a name matches several: :attr:`PassIR.also_matched`).

    MLIR snapshots hold the IR *before* their pass; which snapshot holds the IR *after* it is
    :func:`ir_explorer.ir.passdump.pass_spans`' (the one place that decides it, as for ``passes``): the next
    snapshot, but for a pass that dumps its own steps (the software pipeliner's ``internal`` snapshots, each the IR
    after one step) the next snapshot after its steps, and for such a step its own snapshot (trial 9a F2: ``dump
    --pass`` of TritonGPUPipeline printed the IR after its LowerLoops step, without the prologue ExpandLoops
    adds). LLVM's print-after-all snapshots (``kind == "after"``) hold the IR after their pass. Raises
    :class:`UsageError` for an unknown pass, :class:`IRExplorerError` when the IR after the last pass was not
    captured."""
    dumps, final = load_passes(comp, store, dialect)
    indices = match_passes(dumps, selector)
    idx = indices[0]
    p = dumps[idx]
    after = snapshot_after([d.kind for d in dumps], idx)
    if p.kind == "after":
        text = p.text()
    elif after < len(dumps):
        text = dumps[after].text()
    elif final is not None:
        text = final.read_bytes().decode("utf-8", errors="replace")
    else:
        raise IRExplorerError(f"the IR after the last pass (#{idx} {p.name}) was not captured")
    arg = p.short_arg or p.scope
    return PassIR(idx, p.name, arg, text, f"IR after pass #{idx} {p.name} ({arg}) of {comp.title()}",
                  tuple(indices[1:]))


def last_good_ir(comp: Compilation, store: Store) -> tuple[str, str] | None:
    """``(header, text)`` of a failed compile's last good IR: the IR before the failing pass, else the
    last stage that was produced; ``None`` when nothing was."""
    f = comp.failure
    assert f is not None
    if f.failing_pass is not None and f.failing_pass_index is not None:
        loaded = store.load_passes(comp.key)
        if loaded is not None:
            return (f"IR before the failing pass #{f.failing_pass_index} {f.failing_pass} of {comp.title()}",
                    loaded[0][f.failing_pass_index].text())
    if f.last_good_stage and f.last_good_stage in comp.stages and not comp.stages[f.last_good_stage].is_binary:
        return (f"{f.last_good_stage} (the last good stage) of {comp.title()}",
                comp.stages[f.last_good_stage].text())
    return None
