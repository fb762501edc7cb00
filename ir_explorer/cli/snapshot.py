"""``ir-explorer snapshot update|check``: the bundled kernels' IR snapshots (``snapshots/``).

``update`` compiles every bundled kernel, config and target (cuda:80, cuda:90, hip:gfx942) in
parallel and writes ``snapshots/triton-<installed version>/…`` (see :mod:`ir_explorer.analyses.snapshots`),
touching only the files whose content changed; ``check`` compares and prints the semantic summary
and the diff of each mismatch. ``pytest`` runs the same check (``tests/test_snapshots.py``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ir_explorer.analyses.snapshots import (
    BUNDLED_TARGETS,
    Mismatch,
    case_dir,
    check,
    remove_cases,
    snapshot_versions,
    stale_cases,
    version_dir,
)
from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import DEFAULT_TIMEOUT_S, Request, triton_version
from ir_explorer.cli.common import compile_requests
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Target
from ir_explorer.core.store import Store, default_root


def bundled_root() -> Path:
    """The checkout's ``snapshots/`` folder (next to the bundled ``kernels/``)."""
    return bundled.kernels_dir().parent / "snapshots"


def bundled_requests(kernels: tuple[str, ...] = (), targets: tuple[str, ...] = ()) -> list[Request]:
    """One request per bundled kernel (or those named), config and target (default :data:`BUNDLED_TARGETS`)
    the kernel is written for (an NVIDIA-only kernel gets no ``hip:…`` snapshot)."""
    specs = [bundled.get(k) for k in kernels] if kernels else list(bundled.registry().values())
    tgts = [Target.parse(t) for t in (targets or BUNDLED_TARGETS)]
    return [Request(spec, i, t) for spec in specs for i in range(len(spec.configs)) for t in tgts
            if spec.supports(t)]


def _options(fn: click.decorators.FC) -> click.decorators.FC:
    for opt in reversed([
        click.option("--kernel", "-k", "kernels", multiple=True, help="Only this bundled kernel (repeatable)."),
        click.option("--target", "-t", "targets", multiple=True,
                     help=f"Only this target (repeatable; default: {', '.join(BUNDLED_TARGETS)})."),
        click.option("--root", type=click.Path(file_okay=False, path_type=Path), default=None,
                     help="Snapshot folder (default: the checkout's snapshots/)."),
        click.option("--cache-dir", type=click.Path(file_okay=False), default=None, help="Store location."),
        click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, help="Parallel compiles."),
        click.option("--timeout", type=click.FloatRange(min=1.0), default=DEFAULT_TIMEOUT_S, show_default=True,
                     help="Seconds one compile may take."),
        click.option("--json", "as_json", is_flag=True, help="Machine-readable output."),
    ]):
        fn = opt(fn)
    return fn


@click.group("snapshot")
def snapshot() -> None:
    """IR snapshots of the bundled kernels: normalized TTGIR and PTX/AMDGCN, and metrics."""


def _run(update: bool, kernels: tuple[str, ...], targets: tuple[str, ...], root: Path | None,
         cache_dir: str | None, jobs: int | None, timeout: float, as_json: bool, quiet: bool = False) -> None:
    root = root or bundled_root()
    version = triton_version()
    if not update and not version_dir(root, version).is_dir():
        have = ", ".join(snapshot_versions(root)) or "none"
        raise UsageError(f"no snapshots for triton {version} in {root} (have: {have}); "
                         "run `ir-explorer snapshot update` to write them")
    store = Store(default_root(cache_dir))
    comps = compile_requests(bundled_requests(kernels, targets), store, False, jobs, timeout,
                             show_progress=not quiet)
    found: list[Mismatch] = []
    messages: list[str] = []
    for comp in comps:
        mismatches, message = check(root, comp, store, update=update)
        found += mismatches
        if message:
            messages.append(message)
    if not kernels and not targets:  # the whole set: folders of removed kernels, configs or targets are stale
        for folder in stale_cases(root, version, [case_dir(root, c) for c in comps]):
            found += [Mismatch(p, p.read_text(), None) for p in sorted(folder.iterdir())]
            messages.append(f"stale snapshot folder (no such kernel, config or target now): {folder}")
            if update:
                remove_cases([folder])
    if as_json:
        click.echo(json.dumps({"root": str(root), "version": version, "updated": update, "compiles": len(comps),
                               "failed_compiles": sum(1 for c in comps if not c.ok),
                               "files": [str(m.path) for m in found]}, indent=1))
    elif update:
        for m in found:
            what = "removed" if m.actual is None else "new" if m.expected is None else "updated"
            click.echo(f"{what:8} {m.path}")
        click.echo(f"{len(found)} file(s) written under {version_dir(root, version)} "
                   f"({len(comps)} compiles, {sum(1 for c in comps if not c.ok)} failed: recorded as failure.txt)")
    elif quiet:
        for m in found:
            click.echo(str(m.path))
    else:
        for message in messages:
            click.echo(message + "\n")
        click.echo(f"{len(comps)} compiles checked, {len(messages)} mismatching")
    if found and not update:
        sys.exit(1)


@snapshot.command("update")
@_options
def update_cmd(kernels: tuple[str, ...], targets: tuple[str, ...], root: Path | None, cache_dir: str | None,
               jobs: int | None, timeout: float, as_json: bool) -> None:
    """Compile and write the snapshots for the installed Triton; only changed files are touched."""
    _run(True, kernels, targets, root, cache_dir, jobs, timeout, as_json)


@snapshot.command("check")
@_options
@click.option("--quiet", "-q", is_flag=True,
              help="No progress, summaries or diffs: only the path of each file that does not match (for scripts).")
def check_cmd(kernels: tuple[str, ...], targets: tuple[str, ...], root: Path | None, cache_dir: str | None,
              jobs: int | None, timeout: float, as_json: bool, quiet: bool) -> None:
    """Compile and compare with the snapshots; exit 1 on any mismatch, with a summary and diff of each
    (with --quiet, only the paths of the files that differ)."""
    _run(False, kernels, targets, root, cache_dir, jobs, timeout, as_json, quiet)
