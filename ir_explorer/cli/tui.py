"""``ir-explorer tui [KERNEL|FILE.py:KERNEL|PATH]``, ``ir-explorer open PATH``, and ``ir-explorer`` with no
arguments: the terminal UI."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import DEFAULT_TIMEOUT_S
from ir_explorer.capture.kernel_files import is_kernel_ref
from ir_explorer.cli.common import (
    input_options,
    is_input,
    no_compile_options,
    parse_targets,
    resolve_input,
    resolve_kernel,
)
from ir_explorer.core.errors import UsageError
from ir_explorer.core.store import Store, default_root


def _ingestable(path: str) -> bool:
    """True when the existing ``path`` is an input :mod:`ir_explorer.inputs` reads (a folder, a cache entry's
    file, a dump log, a trace), False for any other file (shown as text)."""
    from ir_explorer.inputs import sniff  # deferred: only for paths

    try:
        sniff(Path(path).expanduser())
    except UsageError:
        return False
    return True


def run_tui(kernel: str | None = None, targets: tuple[str, ...] = (), cache_dir: str | None = None,
            no_cache: bool = False, jobs: int | None = None, timeout: float = DEFAULT_TIMEOUT_S,
            signature: str | None = None, num_warps: int | None = None, num_stages: int | None = None,
            constexpr: tuple[str, ...] = (), kernel_sel: str | None = None, list_kernels: bool = False,
            path_only: bool = False) -> None:
    """Open the app on the bundled kernels; on ``kernel`` (a bundled name or ``FILE.py:KERNEL``); on the kernels
    a PATH holds (a Triton cache or ``TRITON_KERNEL_DUMP`` folder, an MLIR/LLVM dump log, a tritonparse
    trace: :func:`ir_explorer.cli.common.resolve_input`, ``kernel_sel`` picks one, nothing is compiled); or on
    any other existing file, shown as a dump of any size. ``path_only`` (``ir-explorer open``): ``kernel``
    must be a PATH. Raises :class:`UsageError` for an unknown kernel, target or PATH.
    """
    from ir_explorer.tui.data import DataSource, StoredSource, StoreSource  # deferred: only the UI needs them

    store = Store(default_root(cache_dir))
    files: list[Path] = []
    start: str | None = None
    source: DataSource | None = None
    if kernel is not None and is_input(kernel) and _ingestable(kernel):
        no_compile_options(target=targets, signature=signature, num_warps=num_warps, num_stages=num_stages,
                           constexpr=constexpr, no_cache=no_cache)
        source = StoredSource(store, resolve_input(kernel, kernel_sel, list_kernels, store, several=True))
    elif path_only and (kernel is None or not is_input(kernel)):
        raise UsageError(f"{kernel}: no such file or folder (give a Triton cache or dump folder, a dump log, "
                         "a tritonparse trace or a text file)")
    elif kernel_sel is not None:
        raise UsageError("--kernel NAME picks a kernel of a PATH that holds several (a Triton cache, a dump log, "
                         "a tritonparse trace)")
    elif kernel is not None and is_input(kernel):
        files.append(Path(kernel).expanduser())
        kernels = list(bundled.registry().values())
    elif kernel is not None and (is_kernel_ref(kernel) or signature or num_warps or num_stages or constexpr):
        spec = resolve_kernel(kernel, signature, num_warps, num_stages, constexpr, targets=targets, store=store,
                              no_cache=no_cache, timeout=timeout)
        kernels, start = [spec], spec.name
    else:
        registry = bundled.registry()
        if kernel is not None and kernel not in registry:
            bundled.get(kernel)  # raises UsageError listing the kernels
        kernels, start = list(registry.values()), kernel
    if source is None:
        if not kernels and not files:
            raise UsageError("nothing to show")
        tgts = parse_targets(targets)
        for spec in kernels:  # the kernel asked for must fit one target (an NVIDIA-only kernel and -t hip:…)
            if spec.name == start and not any(spec.supports(t) for t in tgts):
                spec.check_target(tgts[0])
        source = StoreSource(store, kernels, tgts, use_cache=not no_cache, jobs=jobs, timeout=timeout)
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the terminal UI needs a terminal on stdin and stdout; in scripts use `ir-explorer dump`, "
                         "`report` or `check` (with --json)")
    from ir_explorer.tui.app import (
        IRExplorerApp,  # deferred: Textual costs ~0.25 s to import, and only this command needs it
    )

    IRExplorerApp(source, kernel=start, files=files).run()


def _options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """The options ``tui`` and ``open`` share."""
    options = [
        click.option("--target", "-t", "targets", multiple=True, metavar="TARGET",
                     help="cuda:90 (default), cuda:80, hip:gfx942 … (repeatable; each config is compiled for each)."),
        click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
                     help="Store location (default: $IR_EXPLORER_CACHE_DIR or the user cache dir)."),
        click.option("--no-cache", is_flag=True, help="Compile again even when the store has the result."),
        click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
                     help="Parallel compiles (default: all cores)."),
        click.option("--timeout", type=click.FloatRange(min=1.0), default=DEFAULT_TIMEOUT_S, show_default=True,
                     help="Seconds one compile may take."),
        click.option("--signature", default=None,
                     help='For FILE.py:KERNEL: Triton compile.py signature, e.g. "*fp16:16, *fp16:16, i32, 128".'),
        click.option("--num-warps", type=int, default=None, help="Override num_warps."),
        click.option("--num-stages", type=int, default=None, help="Override num_stages."),
        click.option("--constexpr", multiple=True, metavar="NAME=VALUE", help="Set a constexpr (repeatable)."),
    ]
    for opt in reversed(options):
        fn = opt(fn)
    return input_options(fn)


@click.command("tui")
@click.argument("kernel", required=False)
@_options
def tui(kernel: str | None, **options: Any) -> None:
    """Browse kernels, configs, targets, stages and passes in a terminal UI.

    KERNEL is a bundled name or FILE.py:KERNEL (compiled, opened first); or a PATH, opened on the kernels it
    holds without compiling (a Triton cache or TRITON_KERNEL_DUMP folder, an MLIR_ENABLE_DUMP or
    LLVM_IR_ENABLE_DUMP log, a tritonparse trace; --kernel NAME picks one); or any other text file (a .ll,
    a .ptx), shown whatever its size. Without it, the app opens on the bundled kernels.
    """
    run_tui(kernel, **options)


@click.command("open")
@click.argument("path")
@_options
def open_cmd(path: str, **options: Any) -> None:
    """Open PATH in the terminal UI: the kernels of a Triton cache or TRITON_KERNEL_DUMP folder, an MLIR/LLVM
    dump log or a tritonparse trace (--kernel NAME picks one), or any other text file, shown whatever its size.
    The same as `ir-explorer tui PATH`."""
    run_tui(path, path_only=True, **options)
