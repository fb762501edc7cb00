"""``ir-explorer cache info`` and ``ir-explorer cache prune``: how big the store is, and making it smaller.

The engine is :mod:`ir_explorer.core.store_limits` (which also applies the automatic limit after compiles).
"""

from __future__ import annotations

import time

import click

from ir_explorer.core.store import Store, default_root
from ir_explorer.core.store_limits import MAX_SIZE_ENV, human_size, parse_age, parse_size, prune, store_info


def _store(cache_dir: str | None) -> Store:
    if cache_dir is not None and not cache_dir.strip():
        raise click.BadParameter("an empty path names no folder", param_hint="'--cache-dir'")
    return Store(default_root(cache_dir))


def _when(ts: float | None) -> str:
    if ts is None:
        return "-"
    days = (time.time() - ts) / 86400
    return f"{time.strftime('%Y-%m-%d %H:%M', time.localtime(ts))} ({days:.1f} days ago)"


CACHE_DIR = click.option("--cache-dir", default=None, type=click.Path(file_okay=False),
                          help="Store location (default: $IR_EXPLORERCACHE_DIR or the user cache dir).")


@click.group("cache")
def cache() -> None:
    """The store: its size, and pruning it (also automatic: least recently used first, above 5 GB or
    $IR_EXPLORER_CACHE_MAX_SIZE)."""


@cache.command("info")
@CACHE_DIR
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def info_cmd(cache_dir: str | None, as_json: bool) -> None:
    """Size, entries, least and most recently used entry, and the automatic limit."""
    info = store_info(_store(cache_dir))
    if as_json:
        from ir_explorer.cli.render import echo_json  # deferred: render imports the capture layer

        echo_json({k: (str(v) if k == "root" else v) for k, v in info.__dict__.items()})
        return
    limit = human_size(info.limit_bytes) if info.limit_bytes else "none"
    click.echo(f"store:    {info.root}")
    click.echo(f"size:     {human_size(info.total_bytes)} ({info.blobs} blobs, {human_size(info.blob_bytes)})")
    click.echo(f"entries:  {info.entries} compilations, {info.kernel_descriptions} kernel descriptions")
    click.echo(f"oldest:   {_when(info.oldest_use)} (least recently used)")
    click.echo(f"newest:   {_when(info.newest_use)}")
    click.echo(f"limit:    {limit} (${MAX_SIZE_ENV})")


@cache.command("prune")
@CACHE_DIR
@click.option("--max-size", default=None, metavar="SIZE",
              help="Evict least recently used entries until the store holds at most SIZE (2GB, 500MB, 1.5GiB).")
@click.option("--older-than", default=None, metavar="AGE", help="Evict entries not used for AGE (30d, 12h, 90min).")
def prune_cmd(cache_dir: str | None, max_size: str | None, older_than: str | None) -> None:
    """Evict entries (least recently used first) and the blobs nothing references any more. Without options,
    only unreferenced blobs go. GPU timings and captured kernels' sources are kept."""
    size = parse_size(max_size, "--max-size") if max_size is not None else None
    age = parse_age(older_than, "--older-than") if older_than is not None else None
    result = prune(_store(cache_dir), max_size=size, older_than_s=age)
    click.echo(f"removed {result.keys_removed} entries and {result.blobs_removed} blobs, freed "
               f"{human_size(max(0, result.bytes_freed))}: {human_size(result.bytes_before)} -> "
               f"{human_size(result.bytes_after)}")
