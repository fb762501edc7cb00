"""``ir-explorer tui [KERNEL|FILE.py:KERNEL|PATH]``, ``ir-explorer open PATH``, and ``ir-explorer`` with no
arguments: the terminal UI."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ir_explorer.capture import bundled
from ir_explorer.capture.kernel_files import is_kernel_ref
from ir_explorer.capture.options import OPTION_NAMES, CompileOptions
from ir_explorer.capture.select import is_input, read_input, resolve
from ir_explorer.cli import render
from ir_explorer.cli.options import compile_options, input_options, kernel_argument
from ir_explorer.core.errors import UsageError


def _ingestable(path: str) -> bool:
    """True when the existing ``path`` is an input :mod:`ir_explorer.inputs` reads (a folder, a cache entry's
    file, a dump log, a trace), False for any other file (shown as text)."""
    from ir_explorer.inputs import sniff  # deferred: only for paths

    try:
        sniff(Path(path).expanduser())
    except UsageError:
        return False
    return True


def run_tui(kernel: str | None = None, opts: CompileOptions | None = None, kernel_sel: str | None = None,
            list_kernels: bool = False, path_only: bool = False, against: str | None = None) -> None:
    """Open the app on the bundled kernels; on ``kernel`` (a bundled name or ``FILE.py:KERNEL``); on the kernels
    a PATH holds (a Triton cache or ``TRITON_KERNEL_DUMP`` folder, an MLIR/LLVM dump log, a tritonparse
    trace: :func:`ir_explorer.capture.select.read_input`, ``kernel_sel`` picks one, nothing is compiled); or on
    any other existing file, shown as a dump of any size. ``opts`` are the compile options (for a kernel file:
    its signature or example arguments). ``path_only`` (``ir-explorer open``): ``kernel`` must be a PATH. A
    sweep result (``ir-explorer sweep -o RESULT.json``) opens as a table of its rows (:mod:`ir_explorer.tui.sweepview`),
    ``against`` an older result's rows when given.
    Raises :class:`UsageError` for an unknown kernel, target or PATH, or a compile option given with a PATH.
    """
    opts = opts or CompileOptions()
    from ir_explorer.engines.sweep import is_result_file  # deferred: only for a PATH

    if kernel is not None and is_result_file(kernel):
        return _run_result(kernel, opts, against)
    if against is not None:
        raise UsageError("--against OLD.json goes with a sweep result (ir-explorer tui RESULT.json --against OLD.json)")
    from ir_explorer.tui.data import DataSource, StoredSource, StoreSource  # deferred: only the UI needs them

    store = opts.store()
    files: list[Path] = []
    start: str | None = None
    source: DataSource | None = None
    if kernel is not None and is_input(kernel) and _ingestable(kernel):
        opts.refuse_for_path()
        source = StoredSource(store, render.shown(read_input(kernel, kernel_sel, list_kernels, store, several=True)))
    elif path_only and (kernel is None or not is_input(kernel)):
        raise UsageError(f"{kernel}: no such file or folder (give a Triton cache or dump folder, a dump log, "
                         "a tritonparse trace or a text file)")
    elif kernel_sel is not None or list_kernels:
        raise UsageError(f"{'--kernel NAME' if kernel_sel is not None else '--list'} is for a PATH that holds "
                         "kernels (a Triton cache, a dump log, a tritonparse trace)")
    elif kernel is not None and is_input(kernel):
        opts.refuse(sorted(_SPEC_OPTIONS), "changes a kernel's compile; a text file is shown as it is")
        files.append(Path(kernel).expanduser())
        kernels = list(bundled.registry().values())
    elif kernel is not None and (is_kernel_ref(kernel) or opts.given & _SPEC_OPTIONS):
        spec = resolve(kernel, opts, store)
        render.notes([f"{spec.function}: {n}" for n in spec.notes])
        kernels, start = [spec], spec.name
    else:
        opts.refuse(sorted(_SPEC_OPTIONS), "changes one kernel's compile: name the kernel (ir-explorer tui KERNEL)")
        registry = bundled.registry()
        if kernel is not None and kernel not in registry:
            bundled.get(kernel)  # raises UsageError listing the kernels
        kernels, start = list(registry.values()), kernel
    if source is None:
        if not kernels and not files:
            raise UsageError("nothing to show")
        tgts = opts.target_list()
        for spec in kernels:  # the kernel asked for must fit one target (an NVIDIA-only kernel and -t hip:…)
            if spec.name == start and not any(spec.supports(t) for t in tgts):
                spec.check_target(tgts[0])
        source = StoreSource(store, kernels, tgts, use_cache=opts.use_cache, jobs=opts.jobs, timeout=opts.timeout,
                             toolchains=opts.toolchains(store))
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the terminal UI needs a terminal on stdin and stdout; in scripts use `ir-explorer dump`, "
                         "`report` or `check` (with --json)")
    from ir_explorer.tui.app import (
        IRExplorerApp,  # deferred: Textual costs ~0.25 s to import, and only this command needs it
    )

    IRExplorerApp(source, kernel=start, files=files).run()


def _run_result(path: str, opts: CompileOptions, against: str | None) -> None:
    """The TUI on a sweep result's rows (nothing compiled; a row's IR is opened from the store)."""
    from ir_explorer.engines.sweep import read_result

    opts.refuse([f for f in ("signature", "arg_specs", "import_stubs", "constexprs", "num_warps", "num_stages",
                             "targets", "tritons")], "compiles; a sweep result holds its rows already")
    rows = read_result(Path(path))
    old = read_result(Path(against)) if against is not None else None
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the terminal UI needs a terminal on stdin and stdout; in scripts use "
                         "`ir-explorer compare RESULT.json --json`")
    from ir_explorer.tui.sweepview import SweepApp  # deferred: Textual, only for this view

    SweepApp(rows, opts.store(), old, title=path + (f" against {against}" if against else "")).run()


#: The options that change the kernel's spec: given with a bundled name, only that kernel is opened.
_SPEC_OPTIONS = frozenset({"signature", "arg_specs", "import_stubs", "num_warps", "num_stages", "constexprs"})
#: ``tui`` and ``open`` show every config, so ``--config`` is not theirs; the rest of the compile options are.
_TUI_OPTIONS = tuple(f for f in OPTION_NAMES if f != "config")


def _options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """The options ``tui`` and ``open`` share: the compile options but ``--config``, and ``--kernel``/``--list``."""
    return input_options(compile_options(only=_TUI_OPTIONS, output=False)(fn))


@click.command("tui")
@kernel_argument(required=False)
@_options
@click.option("--against", "against", type=click.Path(dir_okay=False), default=None, metavar="OLD.json",
              help="With a sweep RESULT.json: mark the cells that changed since this older result.")
def tui(kernel: str | None, kernel_sel: str | None, list_kernels: bool, against: str | None,
        opts: CompileOptions) -> None:
    """Browse kernels, configs, targets, stages and passes in a terminal UI.

    KERNEL is a bundled name or FILE.py:KERNEL (compiled, opened first); or a PATH, opened on the kernels it
    holds without compiling (a Triton cache or TRITON_KERNEL_DUMP folder, an MLIR_ENABLE_DUMP or
    LLVM_IR_ENABLE_DUMP log, a tritonparse trace; --kernel NAME picks one); or any other text file (a .ll,
    a .ptx), shown whatever its size; or a sweep RESULT.json (ir-explorer sweep -o), one row per compile, Enter
    opening its IR from the store (--against OLD.json marks what changed). Without it, the app opens on the
    bundled kernels.
    """
    run_tui(kernel, opts, kernel_sel, list_kernels, against=against)


@click.command("open")
@click.argument("path", type=click.Path())
@_options
def open_cmd(path: str, kernel_sel: str | None, list_kernels: bool, opts: CompileOptions) -> None:
    """Open PATH in the terminal UI: the kernels of a Triton cache or TRITON_KERNEL_DUMP folder, an MLIR/LLVM
    dump log or a tritonparse trace (--kernel NAME picks one), or any other text file, shown whatever its size.
    The same as `ir-explorer tui PATH`."""
    run_tui(path, opts, kernel_sel, list_kernels, path_only=True)
