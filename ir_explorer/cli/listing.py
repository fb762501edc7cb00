"""``ir-explorer list``: the bundled kernels, their configs and example arguments, and the known targets."""

from __future__ import annotations

import click

from ir_explorer.capture import bundled
from ir_explorer.cli import render
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import DEFAULT_TARGET, KNOWN_TARGETS, TEXT_STAGES


@click.command("list")
@click.option("--captured", is_flag=True,
              help="The kernels `ir-explorer capture` recorded: names, targets, configs and autotune times.")
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
              help="Store location, for --captured (default: $IR_EXPLORER_CACHE_DIR or the user cache dir).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def list_cmd(captured: bool, cache_dir: str | None, as_json: bool) -> None:
    """Bundled kernels, their configs and example arguments, and the known targets (--captured: the kernels
    `ir-explorer capture` recorded)."""
    if captured:
        _captured(cache_dir, as_json)
        return
    if cache_dir is not None:
        raise UsageError("--cache-dir goes with --captured (the bundled kernels are not in the store)")
    kernels = bundled.registry()
    if as_json:
        render.echo_json({
            "kernels": [{
                "name": k.name, "function": k.function, "path": str(k.path), "description": k.description,
                "backends": list(k.backends),
                "args": [a.describe() for a in k.args], "constexprs": dict(k.constexprs),
                "configs": [dict(index=i, name=c.short(), **c.to_json()) for i, c in enumerate(k.configs)],
            } for k in kernels.values()],
            "targets": KNOWN_TARGETS, "default_target": DEFAULT_TARGET, "stages": list(TEXT_STAGES),
        })
        return
    for k in kernels.values():
        click.echo(f"{k.name:24} {k.description}" + (f" [{k.vendors}]" if k.vendors else ""))
        click.echo(f"{'':24} {k.path.name}:{k.function}({', '.join(a.describe() for a in k.args[:4])}"
                   f"{', …' if len(k.args) > 4 else ''})")
        for i, c in enumerate(k.configs):
            click.echo(f"{'':26}config {i} ({c.short()}): {c.label()}")
    click.echo("\ntargets: " + ", ".join(f"{t} ({gpu})" for t, gpu in KNOWN_TARGETS.items()))
    click.echo(f"default target: {DEFAULT_TARGET}; stages: {', '.join(TEXT_STAGES)}")


def _captured(cache_dir: str | None, as_json: bool) -> None:
    """``list --captured``: every captured kernel, newest capture first."""
    from ir_explorer.capture.program import autotune_runs, captured_kernels  # deferred: only for --captured
    from ir_explorer.core.store import Store, default_root

    store = Store(default_root(cache_dir))
    found, runs = captured_kernels(store), autotune_runs(store)
    if as_json:
        render.echo_json({"captured": [k.to_json() for k in found], "autotune": runs})
        return
    if not found and not runs:
        click.echo("no captured kernels; run `ir-explorer capture -- python script.py` first")
        return
    for k in found:
        click.echo(f"captured:{k.name}  ({', '.join(k.targets)}; capture {k.capture}: {render.clip(k.command, 80)})")
        if k.function != k.name.split("@", 1)[0]:
            click.echo(f"    function {k.function} in {k.source_path}")
        for label in k.configs:
            click.echo(f"    config: {label}")
        timed = sorted((t for t in k.autotune if t[1] is not None), key=lambda t: t[1] or 0.0)
        for config, ms in timed:
            click.echo(f"    autotune {ms:.4f} ms  {config}")
    for run in runs:
        choices = sorted((t for t in run["timings"] if t["ms"] is not None), key=lambda t: float(t["ms"]))
        click.echo(f"autotune ({run['source']}) {run['kernel']} in capture {run['capture']}: "
                   f"{len(run['timings'])} choices, best {run['best']}")
        for t in choices:
            click.echo(f"    {t['ms']:.4f} ms  {t.get('choice') or t['config']}")
