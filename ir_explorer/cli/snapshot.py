"""``ir-explorer snapshot update|check``: the bundled kernels' IR snapshots (``snapshots/``).

``update`` compiles every bundled kernel, config and target (cuda:80, cuda:90, hip:gfx942) in
parallel and writes ``snapshots/triton-<installed version>/…`` (see :mod:`ir_explorer.engines.snapshots`),
touching only the files whose content changed; ``check`` compares and prints the semantic summary
and the diff of each mismatch. ``pytest`` runs the same check (``tests/test_snapshots.py``). A view over
:func:`ir_explorer.engines.snapshots.run_bundled`.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.cli import render
from ir_explorer.cli.options import compile_options
from ir_explorer.engines.snapshots import BUNDLED_TARGETS, run_bundled, version_dir


def _options(fn: click.decorators.FC) -> click.decorators.FC:
    for opt in reversed([
        click.option("--kernel", "-k", "kernels", multiple=True, help="Only this bundled kernel (repeatable)."),
        click.option("--root", type=click.Path(file_okay=False, path_type=Path), default=None,
                     help="Snapshot folder (default: the checkout's snapshots/)."),
        click.option("--json", "as_json", is_flag=True, help="Machine-readable output."),
    ]):
        fn = opt(fn)
    return compile_options(only=("targets", "cache_dir", "jobs", "timeout", "tritons"), output=False, helps={
        "targets": f"Only this target (repeatable; default: {', '.join(BUNDLED_TARGETS)}).",
        "tritons": "Compile with this Triton release (`ir-explorer triton install VERSION`), into its own "
                   "triton-VERSION/ folder (default: the Triton beside ir-explorer)."})(fn)


@click.group("snapshot")
def snapshot() -> None:
    """IR snapshots of the bundled kernels: normalized TTGIR and PTX/AMDGCN, and metrics."""


def _run(update: bool, kernels: tuple[str, ...], root: Path | None, as_json: bool, opts: CompileOptions,
         quiet: bool = False) -> None:
    run = run_bundled(update, kernels, opts.targets, root, opts.store(), opts,
                      render.quiet if quiet else render.progress)
    found = run.mismatches
    if as_json:
        render.echo_json({"root": str(run.root), "version": run.version, "updated": update,
                               "compiles": len(run.comps), "failed_compiles": run.failed_compiles,
                               "files": [str(m.path) for m in found]})
    elif update:
        for m in found:
            what = "removed" if m.actual is None else "new" if m.expected is None else "updated"
            click.echo(f"{what:8} {m.path}")
        click.echo(f"{len(found)} file(s) written under {version_dir(run.root, run.version)} "
                   f"({len(run.comps)} compiles, {run.failed_compiles} failed: recorded as failure.txt)")
    elif quiet:
        for m in found:
            click.echo(str(m.path))
    else:
        for message in run.messages:
            click.echo(message + "\n")
        click.echo(f"{len(run.comps)} compiles checked, {len(run.messages)} mismatching")
    if found and not update:
        sys.exit(1)


@snapshot.command("update")
@_options
def update_cmd(kernels: tuple[str, ...], root: Path | None, as_json: bool, opts: CompileOptions) -> None:
    """Compile and write the snapshots for the installed Triton; only changed files are touched."""
    _run(True, kernels, root, as_json, opts)


@snapshot.command("check")
@_options
@click.option("--quiet", "-q", is_flag=True,
              help="No progress, summaries or diffs: only the path of each file that does not match (for scripts).")
def check_cmd(kernels: tuple[str, ...], root: Path | None, as_json: bool, quiet: bool, opts: CompileOptions) -> None:
    """Compile and compare with the snapshots; exit 1 on any mismatch, with a summary and diff of each
    (with --quiet, only the paths of the files that differ)."""
    _run(False, kernels, root, as_json, opts, quiet)


@snapshot.command("diff")
@click.argument("old")
@click.argument("new")
@click.option("--root", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Snapshot folder (default: the checkout's snapshots/).")
@click.option("--kernel", "-k", "kernels", multiple=True, help="Only this bundled kernel (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def diff_cmd(old: str, new: str, root: Path | None, kernels: tuple[str, ...], as_json: bool) -> None:
    """What changed between two Triton releases' snapshots (triton-OLD/ and triton-NEW/), for every bundled
    kernel, config and target: metrics, layouts, instruction counts, compiles that started or stopped failing.
    Reads the files only (write them with `snapshot update --triton VERSION`); exit 1 when anything differs."""
    from ir_explorer.engines.snapshots import bundled_root, diff_versions

    base = root or bundled_root()
    changes = [c for c in diff_versions(base, old, new) if not kernels or c.case.split("/", 1)[0] in kernels]
    if as_json:
        render.echo_json({"root": str(base), "old": old, "new": new, "cases": [c.to_json() for c in changes]})
    else:
        for c in changes:
            click.echo(f"{c.status:8} {c.case}" + (f"  ({', '.join(c.files)})" if c.status == "changed" else ""))
            for line in c.summary:
                click.echo(f"           {line}")
        total = sum(1 for p in base.glob(f"triton-{new}/*/*/*") if not kernels or p.parts[-3] in kernels)
        click.echo(f"{len(changes)} case(s) differ between triton {old} and {new} ({total} cases in {new})")
    if changes:
        sys.exit(1)
