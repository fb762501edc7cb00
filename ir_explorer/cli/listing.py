"""``ir-explorer list``: the bundled kernels, their configs and example arguments, and the known targets."""

from __future__ import annotations

import click

from ir_explorer.capture import bundled
from ir_explorer.cli import render
from ir_explorer.core.model import DEFAULT_TARGET, KNOWN_TARGETS, TEXT_STAGES


@click.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def list_cmd(as_json: bool) -> None:
    """Bundled kernels, their configs and example arguments, and the known targets."""
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
