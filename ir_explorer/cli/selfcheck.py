"""``ir-explorer selfcheck KERNEL|FILE.py:K|PATH``: hold every statement ``report`` and ``passes`` make about
KERNEL's compiles against the raw text they are about (:mod:`ir_explorer.engines.consistency`), and say how many
held. For a user who doubts a finding, and for us on a kernel the test corpus lacks."""

from __future__ import annotations

import sys

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.cli import render
from ir_explorer.cli.options import compilations, compile_options, input_options, kernel_argument
from ir_explorer.engines.consistency import CheckResult, check_stored


@click.command("selfcheck")
@kernel_argument()
@input_options
@compile_options(config_default="all")
def selfcheck_cmd(kernel: str, kernel_sel: str | None, list_kernels: bool, as_json: bool, no_color: bool,
                  opts: CompileOptions) -> None:
    """Check every statement of KERNEL's report and pass list (Python and IR lines cited, ops named, counts,
    shared bytes, pass boundaries and changes, layouts, AxisInfo causes, loop schedules …) against the raw IR
    text, for each config and target: the number of statements checked and each one that is false (exit 1).
    The compiles are captured with their MLIR passes, so the pass list is checked too."""
    store = opts.store()
    comps, spec = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels,
                               as_json=as_json, passes=True)
    rows = []
    false = 0
    for comp in comps:
        expected = spec.configs[comp.config_index] if spec is not None and not comp.origin else None
        result = check_stored(comp, store, expected, CheckResult())
        false += len(result.violations)
        rows.append((comp, result))
    if as_json:
        render.echo_json({"results": [
            {"kernel": c.kernel, "config_index": c.config_index, "target": c.target.spec, "key": c.key,
             "triton_version": c.triton_version, "failure": c.failure.to_json() if c.failure else None,
             "checked": r.checked, "unchecked": r.unchecked,
             "violations": [{"check": k, "text": t} for k, t in r.violations]}
            for c, r in rows]})
    else:
        color = render.use_color(no_color)
        for comp, result in rows:
            verdict = "all hold" if not result.violations else f"{len(result.violations)} false"
            absent = (f" ({result.unchecked} Python line(s) cited in files not on this machine: not checked)"
                      if result.unchecked else "")
            click.echo(f"{comp.heading()}: {result.checked} statements checked, {verdict}{absent}")
            for check, text in result.violations:
                mark = render.style("FALSE", fg="red", bold=True) if color else "FALSE"
                click.echo(f"  {mark}  {check}: {render.clip(text)}")
    if false or any(not c.ok for c in comps):
        sys.exit(1)
