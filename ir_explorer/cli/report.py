"""``ir-explorer report``: what matters for speed in each compiled config, with the IR and Python lines.

A view over :mod:`ir_explorer.analyses.report`: for each config and target, a one-screen summary (MMA path
and instruction shapes, load/store widths, shared memory, registers and spills, occupancy, layout
conversions, pipelining), then the findings, warnings first, each with ``stage:line`` and the
Python ``file:line`` it came from.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from ir_explorer.analyses.report import Report, build_report
from ir_explorer.capture.options import CompileOptions
from ir_explorer.cli import render
from ir_explorer.cli.options import compilations, compile_options, input_options
from ir_explorer.cli.render import report_failure, use_color
from ir_explorer.core.model import Compilation


def _location(f: Any) -> str:
    where = f"{f.stage}:{f.lines[0]}" if f.lines else f.stage
    if len(f.lines) > 1:
        where += f" (+{len(f.lines) - 1})"
    return where


def _show(comp: Compilation, report: Report, color: bool) -> None:
    title = f"== {comp.title()} =="
    click.secho(title, bold=True, color=color)
    width = max((len(topic) for topic, _ in report.summary), default=0)
    for topic, text in report.summary:
        click.echo(f"  {topic:<{width}}  {text}")
    if not report.findings:
        return
    click.echo("findings, most important first:")
    for f in report.findings:
        py = f"  [{f.python_file.rsplit('/', 1)[-1]}:{f.python_line}]" if f.python_file and f.python_line else ""
        sev = click.style(f"{f.severity:4}", fg="yellow" if f.severity == "warn" else None, bold=f.severity == "warn")
        click.echo(f"  {sev if color else f'{f.severity:4}'} {f.kind:<14} {_location(f):<16} {f.message}{py}")


@click.command("report")
@click.argument("kernel")
@input_options
@compile_options
def report_cmd(kernel: str, kernel_sel: str | None, list_kernels: bool, as_json: bool, no_color: bool,
               opts: CompileOptions) -> None:
    """Explain what matters for speed in KERNEL (a bundled name, FILE.py:KERNEL, or a PATH as for `dump`):
    tensor cores, load widths, shared memory, registers, spills, occupancy, layout conversions, pipelining,
    each tied to the IR line and the Python line."""
    store = opts.store()
    comps, _ = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json)
    color = use_color(no_color) and not as_json
    rows: list[dict[str, Any]] = []
    for n, comp in enumerate(comps):
        if comp.failure is not None:
            report_failure(comp, None)
        rep = build_report(comp, store)
        if as_json:
            rows.append({"kernel": comp.kernel, "config_index": comp.config_index, "config": comp.config.to_json(),
                         "target": comp.target.spec, "key": comp.key,
                         "failure": comp.failure.to_json() if comp.failure else None,
                         "num_warps": comp.metadata.get("num_warps"), "num_stages": comp.metadata.get("num_stages"),
                         **rep.to_json()})
            continue
        if n:
            click.echo()
        _show(comp, rep, color)
    if as_json:
        render.echo_json({"results": rows})
    if any(c.failure for c in comps):
        sys.exit(1)
