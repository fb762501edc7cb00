"""``ir-explorer report``: what matters for speed in each compiled config, with the IR and Python lines.

A view over :mod:`ir_explorer.engines.report`: for each config and target, a one-screen summary (MMA path
and instruction shapes, load/store widths, shared memory, registers and spills, occupancy, layout
conversions, pipelining), then the findings, errors (cannot launch) first, then warnings, each with
``stage:line`` (``+N lines`` when it is about more lines than the first) and the Python ``file:line`` it came
from. ``--severity`` drops the findings below it; with several configs, the info lines they share are printed
once, after them, with the configs that have them.
"""

from __future__ import annotations

import dataclasses
import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

import click

from ir_explorer.analyses.findings import SEVERITY_RANK, Fact, Finding
from ir_explorer.capture.options import CompileOptions
from ir_explorer.cli import render
from ir_explorer.cli.options import compilations, compile_options, input_options, kernel_argument
from ir_explorer.cli.render import clip, report_failure, use_color
from ir_explorer.core.errors import ToolError
from ir_explorer.core.model import Compilation
from ir_explorer.engines.report import Report
from ir_explorer.engines.report_cache import stored_report


def _location(f: Finding) -> str:
    """``ptx:161``, or ``ptx:161 +51 lines`` for a finding about 52 lines (``--json`` lists them all)."""
    where = f"{f.stage}:{f.lines[0]}" if f.lines else f.stage
    if len(f.lines) > 1:
        where += f" +{len(f.lines) - 1} line{'s' if len(f.lines) > 2 else ''}"
    return where


def _line(f: Finding, color: bool, where: str | None = None) -> str:
    """One finding as the report prints it: severity, kind, where (``where``, else :func:`_location`), message,
    the Python line."""
    py = f"  [{f.python_file.rsplit('/', 1)[-1]}:{f.python_line}]" if f.python_file and f.python_line else ""
    sev = f"{f.severity:5}"
    if color and f.severity != "info":
        sev = render.style(sev, fg="red" if f.severity == "error" else "yellow", bold=True)
    return f"  {sev} {f.kind:<14} {_location(f) if where is None else where:<18} {f.message}{py}"


def _facts_line(facts: Sequence[Fact]) -> str:
    """The facts a finding's causes rest on, one line under it: ``        ↳ ttgir:8 %x_ptr: !tt.ptr<f32> loc( ·
    ttgir:16 arith.cmpi`` (``--json`` has each with the claim it backs)."""
    said = []
    for fact in facts:
        text = f"{fact.text} (not {fact.absent})" if fact.absent and fact.line else (
            f"no line holds {fact.absent}" if fact.absent else fact.text)
        said.append(f"{fact.where()} {clip(text, 100)}")
    return f"{'':8}↳ " + " · ".join(dict.fromkeys(said))


def _merged(findings: Sequence[Finding]) -> list[tuple[Finding, str | None]]:
    """``findings`` with the ones that say the same thing about different IR lines (one per pipelined copy)
    made one line: ``(finding, where)``, ``where`` = ``ttgir:93,115,137`` for such a group, else ``None``."""
    groups: dict[tuple[object, ...], list[Finding]] = {}
    for f in findings:
        groups.setdefault((f.severity, f.kind, f.stage, f.message, f.python_file, f.python_line), []).append(f)
    out: list[tuple[Finding, str | None]] = []
    for same in groups.values():
        if len(same) == 1 or any(len(f.lines) != 1 for f in same):
            out += [(f, None) for f in same]
        else:
            out.append((same[0], f"{same[0].stage}:{','.join(str(f.lines[0]) for f in same)}"))
    return out


def _shared_key(f: Finding) -> str:
    """What makes two configs' info lines the same: all but the IR line numbers, which move with the config."""
    return _line(f, False, f.stage)


def _show(comp: Compilation, report: Report, findings: Sequence[Finding], shared: int, color: bool) -> None:
    render.secho(f"== {comp.heading()} ==", color, bold=True)
    width = max((len(topic) for topic, _ in report.summary), default=0)
    for topic, text in report.summary:
        click.echo(f"  {topic:<{width}}  {text}")
    if findings:
        click.echo("findings, errors first, then warnings:" if shared == 0 else
                   f"findings, errors first, then warnings ({shared} info lines shared with other configs below):")
        for f, where in _merged(findings):
            click.echo(_line(f, color, where))
            if f.facts:
                click.echo(_facts_line(f.facts))
    elif shared:
        click.echo(f"findings: {shared} info lines shared with other configs below")


def _shared_info(reports: Sequence[tuple[Compilation, Sequence[Finding]]]) -> dict[str, list[int]]:
    """The info lines (as printed) that more than one compilation has: line → indices into ``reports``."""
    seen: dict[str, list[int]] = {}
    for n, (_, findings) in enumerate(reports):
        for text in dict.fromkeys(_shared_key(f) for f in findings if f.severity == "info"):
            seen.setdefault(text, []).append(n)
    counts = [Counter(_shared_key(f) for f in findings) for _, findings in reports]
    # Shared when as many such lines are in each of the configs (5 pipelined copies in each, not 4 in one).
    return {text: ns for text, ns in seen.items() if len(ns) > 1 and len({counts[n][text] for n in ns}) == 1}


def _who(comps: Sequence[Compilation], ns: Sequence[int]) -> str:
    """``configs 0, 1, 3`` (``on cuda:90`` …  with several targets)."""
    targets = {c.target.spec for c in comps}
    names = [f"{comps[n].config_index}" + (f" on {comps[n].target.spec}" if len(targets) > 1 else "") for n in ns]
    return ("every config" if len(ns) == len(comps) else "configs " + ", ".join(names))


def _with_cubin_resources(comp: Compilation) -> Compilation:
    """A compile read from a PATH (a Triton cache entry) has no ptxas log: its registers come from its cubin,
    where the entry has one (:func:`~ir_explorer.capture.disassemble.cubin_resources`); a warning when the tool
    cannot tell."""
    if comp.resources is not None or "cubin" not in comp.stages or not comp.target.is_nvidia:
        return comp
    from ir_explorer.capture.disassemble import cubin_resources  # deferred: only for such entries

    try:
        res = cubin_resources(comp.stage("cubin").read_bytes())
    except ToolError as exc:
        click.echo(f"warning: {comp.kernel}: no register count from its cubin: {exc.message}", err=True)
        return comp
    return comp if res is None else dataclasses.replace(comp, resources=res)


@click.command("report")
@kernel_argument()
@click.option("--severity", type=click.Choice(("error", "warn", "info")), default="info", show_default=True,
              help="Show findings of this severity and above: error (cannot launch), warn, info (all).")
@input_options
@compile_options
def report_cmd(kernel: str, severity: str, kernel_sel: str | None, list_kernels: bool, as_json: bool,
               no_color: bool, opts: CompileOptions) -> None:
    """Explain what matters for speed in KERNEL (a bundled name, FILE.py:KERNEL, or a PATH as for `dump`):
    tensor cores, load widths, shared memory, registers, spills, occupancy, layout conversions, pipelining,
    each tied to the IR line and the Python line. Errors (cannot launch) come first, then warnings; with
    several configs, info lines they share are printed once, after them."""
    store = opts.store()
    comps, _ = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json)
    color = use_color(no_color) and not as_json
    rank = SEVERITY_RANK[severity]
    rows: list[dict[str, Any]] = []
    shown: list[tuple[Compilation, Report, list[Finding]]] = []
    for comp in comps:
        if comp.failure is not None:
            report_failure(comp, None)
        comp = _with_cubin_resources(comp)
        rep = stored_report(comp, store)  # kept in the store once made by these analyses (report_cache)
        kept = [f for f in rep.findings if SEVERITY_RANK[f.severity] <= rank]
        if as_json:
            out = rep.to_json()
            out["findings"] = [f.to_json() for f in kept]
            rows.append({"kernel": comp.kernel, "config_index": comp.config_index, "config": comp.config.to_json(),
                         "target": comp.target.spec, "key": comp.key, "triton_version": comp.triton_version,
                         "failure": comp.failure.to_json() if comp.failure else None,
                         "num_warps": comp.metadata.get("num_warps"), "num_stages": comp.metadata.get("num_stages"),
                         **out})
            continue
        shown.append((comp, rep, kept))
    if as_json:
        render.echo_json({"results": rows})
    else:
        shared = _shared_info([(c, k) for c, _, k in shown]) if len(shown) > 1 else {}
        for n, (comp, rep, kept) in enumerate(shown):
            if n:
                click.echo()
            own = [f for f in kept if f.severity != "info" or _shared_key(f) not in shared]
            _show(comp, rep, own, len(kept) - len(own), color)
        if shared:
            click.echo()
            render.secho("== info lines shared by several configs (their IR lines differ: --config N gives them) ==",
                         color, bold=True)
            by_group: dict[tuple[int, ...], list[str]] = {}
            for text, ns in shared.items():
                by_group.setdefault(tuple(ns), []).append(text)
            comps_shown = [c for c, _, _ in shown]
            for group, texts in by_group.items():
                click.echo(f"{_who(comps_shown, group)}:")
                for text in texts:
                    many = Counter(_shared_key(f) for f in shown[group[0]][2])[text]
                    click.echo(text + (f"  [{many} lines like it in each]" if many > 1 else ""))
    if any(c.failure for c in comps):
        sys.exit(1)
