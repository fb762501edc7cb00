"""``ir-explorer history KERNEL --tritons 3.2.0..3.9.0``: one row per Triton release, where each metric first
changed, and the first release that breaks a ``check`` expectation. The engine is
:mod:`ir_explorer.engines.history`; the releases are toolchains (``ir-explorer triton install``)."""

from __future__ import annotations

import dataclasses
import sys

import click

from ir_explorer.capture import toolchains
from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.select import is_input
from ir_explorer.cli import render
from ir_explorer.cli.check import expectation_options
from ir_explorer.cli.options import compilations, compile_options, kernel_argument
from ir_explorer.core.errors import UsageError
from ir_explorer.engines import checks
from ir_explorer.engines.history import METRIC_COLUMNS, History, history, parse_metrics

#: Marks the cell of the release where a metric first changed.
CHANGED = "*"


@click.command("history")
@kernel_argument()
@click.option("--tritons", "releases", required=True, metavar="V1..V2|V1,V2,…",
              help="The releases: a range of installed ones (3.2.0..3.9.0, both ends included) or a list; "
                   "'installed' is the Triton beside ir-explorer.")
@click.option("--metric", "metric_spec", default=None, metavar="NAME[,NAME…]",
              help=f"Metrics to show (default: regs,spills,shared,mma,loads); of: {', '.join(METRIC_COLUMNS)}.")
@expectation_options
@compile_options
def history_cmd(kernel: str, releases: str, metric_spec: str | None, wanted: list[checks.Expectation],
                as_json: bool, no_color: bool, opts: CompileOptions) -> None:
    """KERNEL (one config, one target) compiled by each Triton release, oldest first: one row per release,
    `*` where a metric first changed; with check's expectations (--max-spills 0, --expect 'ptx: wgmma' …),
    the first release that breaks each (exit 1). The releases compile in parallel.

    \b
      ir-explorer history matmul --tritons 3.4.0..3.9.0 -t cuda:80
      ir-explorer history matmul --tritons 3.6.0,installed --metric regs,spills --max-spills 0
    """
    if is_input(kernel):
        raise UsageError("history compiles a kernel with each release; a PATH holds what one Triton made of it")
    opts.refuse(["tritons"], "names one release; history takes them all in --tritons")
    if opts.config == "all" or len(opts.target_list()) > 1:
        raise UsageError("history follows one config on one target: give --config N and one --target")
    metrics = parse_metrics(metric_spec)
    store = opts.store()
    chains = toolchains.resolve_range(store.root, releases, toolchains.installed_version())
    names = tuple(t.version if t is not None else toolchains.INSTALLED for t in chains)
    comps, _ = compilations(kernel, dataclasses.replace(opts, tritons=names), store, one=True)
    result = history(comps, store, metrics, wanted)
    if as_json:
        render.echo_json(result.to_json())
    else:
        _print(result, render.use_color(no_color))
    if result.breaks or any(not c.ok for c in comps):
        sys.exit(1)


def _print(h: History, color: bool) -> None:
    first = h.rows[0]
    render.secho(f"== {first.kernel} [config {first.config_index}: {first.config.label()}] on {first.target.spec}: "
                f"{len(h.rows)} release(s) ==", color, bold=True)
    headers = ["triton", *h.metrics]
    rows = []
    for i, (release, comp, cells) in enumerate(zip(h.releases, h.rows, h.cells, strict=True)):
        if comp.failure is not None:
            rows.append([release, f"compile failed: {comp.failure.headline()}"] + [""] * (len(cells) - 1))
            continue
        rows.append([release] + [c + (CHANGED if h.changed[j] == i else "") for j, c in enumerate(cells)])
    widths = [max(len(r[k]) for r in [headers, *rows]) for k in range(len(headers))]
    for row in [headers, *rows]:
        click.echo("  ".join(f"{v:<{w}}" if k < 1 else f"{v:>{w}}" for k, (v, w) in
                             enumerate(zip(row, widths, strict=True))).rstrip())
    changes = [t for j in range(len(h.metrics)) if (t := h.change_text(j))]
    for text in changes:
        click.echo(f"{CHANGED} {text}")
    if not changes:
        click.echo(f"no metric changed across {', '.join(h.releases)}")
    broken = {b.expectation: b for b in h.breaks}
    for e in h.checks[0] if h.checks else ():
        text = e.expectation.text
        if text not in broken:
            click.echo(f"PASS  {text}: holds on every release")
            continue
        b = broken[text]
        where = f"first broken in {b.release} (held on {b.last_good})" if b.last_good else \
            f"fails on the oldest release, {b.release}, already"
        mark = render.style("FAIL", fg="red", bold=True) if color else "FAIL"
        click.echo(f"{mark}  {text}: {where}: {b.evidence}")
