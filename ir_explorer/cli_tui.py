"""``ir-explorer tui [KERNEL|FILE.py:KERNEL|DUMP_FILE]``, and ``ir-explorer`` with no arguments: the terminal UI."""

from __future__ import annotations

from pathlib import Path

import click

from . import bundled
from .capture import DEFAULT_TIMEOUT_S
from .cliutil import parse_targets, resolve_kernel
from .errors import UsageError
from .kernel_files import is_kernel_ref
from .store import Store, default_root


def run_tui(kernel: str | None = None, targets: tuple[str, ...] = (), cache_dir: str | None = None,
            no_cache: bool = False, jobs: int | None = None, timeout: float = DEFAULT_TIMEOUT_S,
            signature: str | None = None, num_warps: int | None = None, num_stages: int | None = None,
            constexpr: tuple[str, ...] = ()) -> None:
    """Open the app on the bundled kernels, on ``kernel`` (a bundled name or ``FILE.py:KERNEL``), or on a
    dump file (any other existing path). Raises :class:`UsageError` for an unknown kernel or target."""
    files: list[Path] = []
    start: str | None = None
    if kernel is not None and not is_kernel_ref(kernel) and Path(kernel).is_file():
        files.append(Path(kernel))
        kernels = list(bundled.registry().values())
    elif kernel is not None and (is_kernel_ref(kernel) or signature or num_warps or num_stages or constexpr):
        spec = resolve_kernel(kernel, signature, num_warps, num_stages, constexpr)
        kernels, start = [spec], spec.name
    else:
        registry = bundled.registry()
        if kernel is not None and kernel not in registry:
            bundled.get(kernel)  # raises UsageError listing the kernels
        kernels, start = list(registry.values()), kernel
    if not kernels and not files:
        raise UsageError("nothing to show")
    # deferred: Textual costs ~0.25 s to import, and only this command needs it
    from .tui.app import IRExplorerApp
    from .tui.data import StoreSource

    source = StoreSource(Store(default_root(cache_dir)), kernels, parse_targets(targets), use_cache=not no_cache,
                         jobs=jobs, timeout=timeout)
    IRExplorerApp(source, kernel=start, files=files).run()


@click.command("tui")
@click.argument("kernel", required=False)
@click.option("--target", "-t", "targets", multiple=True, metavar="TARGET",
              help="cuda:90 (default), cuda:80, hip:gfx942 … (repeatable; each config is compiled for each).")
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
              help="Store location (default: $IR_EXPLORER_CACHE_DIR or the user cache dir).")
@click.option("--no-cache", is_flag=True, help="Compile again even when the store has the result.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, help="Parallel compiles (default: all cores).")
@click.option("--timeout", type=click.FloatRange(min=1.0), default=DEFAULT_TIMEOUT_S, show_default=True,
              help="Seconds one compile may take.")
@click.option("--signature", default=None,
              help='For FILE.py:KERNEL: Triton compile.py signature, e.g. "*fp16:16, *fp16:16, i32, 128".')
@click.option("--num-warps", type=int, default=None, help="Override num_warps.")
@click.option("--num-stages", type=int, default=None, help="Override num_stages.")
@click.option("--constexpr", multiple=True, metavar="NAME=VALUE", help="Set a constexpr (repeatable).")
def tui(kernel: str | None, targets: tuple[str, ...], cache_dir: str | None, no_cache: bool, jobs: int | None,
        timeout: float, signature: str | None, num_warps: int | None, num_stages: int | None,
        constexpr: tuple[str, ...]) -> None:
    """Browse kernels, configs, targets, stages and passes in a terminal UI.

    KERNEL is a bundled name or FILE.py:KERNEL (opened first), or a dump file (e.g. an MLIR_ENABLE_DUMP
    log, a .ll or .ptx file) of any size. Without it, the app opens on the bundled kernels.
    """
    run_tui(kernel, targets, cache_dir, no_cache, jobs, timeout, signature, num_warps, num_stages, constexpr)
