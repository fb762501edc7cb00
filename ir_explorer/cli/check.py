"""``ir-explorer check``: assert what a kernel compiles to, for CI (see :mod:`ir_explorer.engines.checks`).

    ir-explorer check matmul --expect 'ptx: wgmma.mma_async' --expect-not 'sass: STL' \\
        --max-spills 0 --min-load-width 128 --max-shared 160KB --min-occupancy 1
    ir-explorer check matmul --filecheck matmul.ttgir.check --stage ttgir

Prints PASS/FAIL and the evidence for each expectation, per config and target; exit code 1 when
any fails (or a compile failed), 2 for bad input. A config that cannot launch on its target (the report's
``cannot launch`` error) fails even when no ``--launchable`` was asked for.
"""

from __future__ import annotations

import functools
import sys
from typing import Any

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.select import is_input
from ir_explorer.cli import render
from ir_explorer.cli.options import compilations, compile_options, kernel_argument
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import TEXT_STAGES
from ir_explorer.engines import checks


def expectation_options(fn: Any) -> Any:
    """``check``'s expectations (``--expect``, ``--expect-not``, ``--max-spills``, ``--min-load-width``,
    ``--max-shared``, ``--min-occupancy``, ``--launchable``, ``--filecheck`` with ``--stage``), handed to the
    command as ``wanted``, a list of :class:`~ir_explorer.engines.checks.Expectation` (bad input:
    :class:`UsageError`)."""
    @functools.wraps(fn)
    def command(expects: tuple[str, ...], expect_nots: tuple[str, ...], max_spills: str | None,
                min_load_width: str | None, max_shared: str | None, min_occupancy: str | None, launch: bool,
                filecheck_file: str | None, stage: str, **kwargs: Any) -> Any:
        wanted = [checks.expect(e) for e in expects] + [checks.expect_not(e) for e in expect_nots]
        if max_spills is not None:
            wanted.append(checks.max_spills(max_spills))
        if min_load_width is not None:
            wanted.append(checks.min_load_width(min_load_width))
        if max_shared is not None:
            wanted.append(checks.max_shared(max_shared))
        if min_occupancy is not None:
            wanted.append(checks.min_occupancy(min_occupancy))
        if launch:
            wanted.append(checks.launchable())
        if filecheck_file is not None:
            wanted.append(checks.filecheck(filecheck_file, stage))
        return fn(wanted=wanted, **kwargs)

    for option in reversed(_EXPECTATIONS):
        command = option(command)
    return command


_EXPECTATIONS = (
    click.option("--expect", "expects", multiple=True, metavar="'STAGE: REGEX'",
                 help="Some line of STAGE must match REGEX (repeatable), e.g. 'ptx: wgmma.mma_async'."),
    click.option("--expect-not", "expect_nots", multiple=True, metavar="'STAGE: REGEX'",
                 help="No line of STAGE may match REGEX (repeatable), e.g. 'sass: STL'."),
    click.option("--max-spills", default=None, metavar="BYTES",
                 help="At most this many bytes spilled (ptxas's bytes spill stores; AMD: spilled VGPRs+SGPRs)."),
    click.option("--min-load-width", default=None, metavar="BITS",
                 help="Every global load moves at least this many bits per thread (128 = 16-byte vectors)."),
    click.option("--max-shared", default=None, metavar="SIZE", help="At most this much shared memory per CTA (160KB)."),
    click.option("--min-occupancy", default=None, metavar="CTAS",
                 help="At least this many CTAs resident per SM (workgroups per CU), given the registers, shared "
                      "memory and warps (the report's occupancy)."),
    click.option("--launchable", "launch", is_flag=True,
                 help="The config can launch on the target, and its occupancy is known. Without it, a config "
                      "known not to launch (too much shared memory, too many registers) fails anyway."),
    click.option("--filecheck", "filecheck_file", default=None, metavar="FILE",
                 help="Run FILE's CHECK/CHECK-NOT/CHECK-NEXT lines (LLVM FileCheck syntax) on --stage."),
    click.option("--stage", "-s", type=click.Choice(TEXT_STAGES), default="ttgir", show_default=True,
                 help="The stage --filecheck reads."),
)


@click.command("check")
@kernel_argument()
@expectation_options
@compile_options
def check_cmd(kernel: str, wanted: list[checks.Expectation], as_json: bool, no_color: bool,
              opts: CompileOptions) -> None:
    """Check expectations on KERNEL's IR and metrics: PASS/FAIL with evidence; exit 1 on any failure."""
    if not wanted:
        raise UsageError("nothing to check: give --expect, --expect-not, --max-spills, --min-load-width, "
                         "--max-shared, --min-occupancy, --launchable or --filecheck")
    if not any(e.kind == "launchable" for e in wanted):  # a config that cannot launch passed every check
        wanted.append(checks.launchable(default=True))
    for t in [] if is_input(kernel) else opts.target_list():  # before compiling: a stage no target has
        for e in wanted:
            if e.stage is not None:
                t.check_stage(e.stage)
    store = opts.store()
    comps, _ = compilations(kernel, opts, store)
    color = render.use_color(no_color) and not as_json
    failed = False
    rows = []
    for comp in comps:
        results = checks.run_checks(comp, store, wanted)
        failed |= not all(r.passed for r in results) or not comp.ok
        if as_json:
            rows.append({"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                         "triton_version": comp.triton_version,
                         "failure": comp.failure.to_json() if comp.failure else None,
                         "passed": all(r.passed for r in results), "results": [r.to_json() for r in results]})
            continue
        click.echo(comp.heading() + (f": compile failed: {comp.failure.headline()}" if comp.failure else ""))
        width = max(len(r.expectation.text) for r in results)
        for r in results:
            mark = render.style("PASS", fg="green") if r.passed else render.style("FAIL", fg="red", bold=True)
            click.echo(f"  {mark if color else ('PASS' if r.passed else 'FAIL')}  "
                       f"{r.expectation.text:<{width}}  {r.evidence}")
    if as_json:
        render.echo_json({"passed": not failed, "results": rows})
    if failed:
        sys.exit(1)
