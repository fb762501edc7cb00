"""``ir-explorer triton install|list|remove``: other Triton releases to compile with (``--triton VERSION``).

The engine is :mod:`ir_explorer.capture.toolchains`; this module only prints.
"""

from __future__ import annotations

import functools

import click

from ir_explorer.capture import toolchains
from ir_explorer.cli.cache import CACHE_DIR
from ir_explorer.cli.render import echo_json
from ir_explorer.core.errors import IRExplorerError
from ir_explorer.core.store import default_root


@click.group("triton")
def triton() -> None:
    """Other Triton releases, each in a venv under the store: install, list, remove. Every command that
    compiles takes --triton VERSION (repeatable) to compile with one."""


@triton.command("install")
@CACHE_DIR
@click.argument("versions", nargs=-1, required=True)
@click.option("--quiet", "-q", is_flag=True, help="Do not show pip's output.")
@click.option("--with-torch", is_flag=True,
              help=f"Also put the CPU {toolchains.TORCH_REQUIREMENT} into it (also into a release installed "
                   "already): Triton 3.6's and 3.7's AMD backend imports torch, so hip: targets need it.")
def install_cmd(versions: tuple[str, ...], cache_dir: str | None, quiet: bool, with_torch: bool) -> None:
    """Install Triton VERSION (3.6.0 …) with pip, into a venv of its own; your pip configuration (index,
    find-links, offline wheels) applies. An installed release is left as it is."""
    root = default_root(cache_dir)
    checked = [toolchains.check_version(v) for v in versions]
    for version in checked:
        have = {toolchains.release_key(t.version): t for t in toolchains.installed(root)}
        tc = have.get(toolchains.release_key(version))
        if tc is not None:
            click.echo(f"Triton {tc.version} is installed: {tc.root}")
        else:
            announce = functools.partial(click.echo, f"installing Triton {version} (pip install triton=={version}) …",
                                         err=True)
            tc = toolchains.install(root, version, quiet=quiet, on_start=announce)
            click.echo(f"Triton {tc.version} installed: {tc.root}")
        if with_torch:
            click.echo(f"installing {toolchains.TORCH_REQUIREMENT} into Triton {tc.version} …", err=True)
            added = toolchains.install_torch(tc, quiet=quiet)
            click.echo(f"Triton {tc.version} {'now has' if added else 'has'} torch (for its AMD backend)")


@triton.command("list")
@CACHE_DIR
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def list_cmd(cache_dir: str | None, as_json: bool) -> None:
    """The installed releases (and the Triton beside ir-explorer, the default)."""
    from ir_explorer.capture.compiles import triton_version

    root = default_root(cache_dir)
    toolchains.clean_leftovers(root)  # what an install killed outright left
    have = toolchains.installed(root)
    try:
        beside = triton_version()
    except IRExplorerError:  # not installed beside ir-explorer: say so, list the rest
        beside = None
    if as_json:
        echo_json({"installed": beside, "toolchains": [{"version": t.version, "path": str(t.root)} for t in have]})
        return
    click.echo(f"installed  {beside or 'none'} (beside ir-explorer; the default)")
    for tc in have:
        click.echo(f"{tc.version:<10} {tc.root}")
    if not have:
        click.echo("no other releases; add one with: ir-explorer triton install 3.6.0")


@triton.command("remove")
@CACHE_DIR
@click.argument("versions", nargs=-1, required=True)
def remove_cmd(versions: tuple[str, ...], cache_dir: str | None) -> None:
    """Remove installed releases."""
    root = default_root(cache_dir)
    for version in versions:
        tc = toolchains.remove(root, version)
        click.echo(f"removed Triton {tc.version} ({tc.root})")
