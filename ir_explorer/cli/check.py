"""``ir-explorer check``: assert what a kernel compiles to, for CI (see :mod:`ir_explorer.analyses.checks`).

    ir-explorer check matmul --expect 'ptx: wgmma.mma_async' --expect-not 'sass: STL' \\
        --max-spills 0 --min-load-width 128 --max-shared 160KB
    ir-explorer check matmul --filecheck matmul.ttgir.check --stage ttgir

Prints PASS/FAIL and the evidence for each expectation, per config and target; exit code 1 when
any fails (or a compile failed), 2 for bad input.
"""

from __future__ import annotations

import json
import sys

import click

from ir_explorer.analyses import checks
from ir_explorer.capture.compiles import Request
from ir_explorer.cli.common import (
    common,
    compile_requests,
    describe,
    parse_targets,
    resolve_kernel,
    select_configs,
    use_color,
)
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import TEXT_STAGES
from ir_explorer.core.store import Store, default_root


@click.command("check")
@click.argument("kernel")
@click.option("--expect", "expects", multiple=True, metavar="'STAGE: REGEX'",
              help="Some line of STAGE must match REGEX (repeatable), e.g. 'ptx: wgmma.mma_async'.")
@click.option("--expect-not", "expect_nots", multiple=True, metavar="'STAGE: REGEX'",
              help="No line of STAGE may match REGEX (repeatable), e.g. 'sass: STL'.")
@click.option("--max-spills", default=None, metavar="BYTES", help="At most this many bytes of register spills.")
@click.option("--min-load-width", default=None, metavar="BITS",
              help="Every global load moves at least this many bits per thread (128 = 16-byte vectors).")
@click.option("--max-shared", default=None, metavar="SIZE", help="At most this much shared memory per CTA (160KB).")
@click.option("--filecheck", "filecheck_file", default=None, metavar="FILE",
              help="Run FILE's CHECK/CHECK-NOT/CHECK-NEXT lines (LLVM FileCheck syntax) on --stage.")
@click.option("--stage", "-s", type=click.Choice(TEXT_STAGES), default="ttgir", show_default=True,
              help="The stage --filecheck reads.")
@common
def check_cmd(kernel: str, expects: tuple[str, ...], expect_nots: tuple[str, ...], max_spills: str | None,
              min_load_width: str | None, max_shared: str | None, filecheck_file: str | None, stage: str,
              as_json: bool, no_cache: bool, no_color: bool, cache_dir: str | None, timeout: float,
              jobs: int | None, signature: str | None, num_warps: int | None, num_stages: int | None,
              constexpr: tuple[str, ...], targets: tuple[str, ...], config_sel: str, arg_specs: tuple[str, ...],
              import_stubs: bool) -> None:
    """Check expectations on KERNEL's IR and metrics: PASS/FAIL with evidence; exit 1 on any failure."""
    wanted = [checks.expect(e) for e in expects] + [checks.expect_not(e) for e in expect_nots]
    if max_spills is not None:
        wanted.append(checks.max_spills(max_spills))
    if min_load_width is not None:
        wanted.append(checks.min_load_width(min_load_width))
    if max_shared is not None:
        wanted.append(checks.max_shared(max_shared))
    if filecheck_file is not None:
        wanted.append(checks.filecheck(filecheck_file, stage))
    if not wanted:
        raise UsageError("nothing to check: give --expect, --expect-not, --max-spills, --min-load-width, "
                         "--max-shared or --filecheck")
    store = Store(default_root(cache_dir))
    spec = resolve_kernel(kernel, signature, num_warps, num_stages, constexpr, arg_specs=arg_specs,
                          import_stubs=import_stubs, targets=targets, store=store, no_cache=no_cache, timeout=timeout)
    tgts = parse_targets(targets)
    for t in tgts:
        for e in wanted:
            if e.stage is not None:
                t.check_stage(e.stage)
    requests = [Request(spec, i, t) for t in tgts for i in select_configs(spec, config_sel)]
    comps = compile_requests(requests, store, no_cache, jobs, timeout)
    color = use_color(no_color) and not as_json
    failed = False
    rows = []
    for comp in comps:
        results = checks.run_checks(comp, store, wanted)
        failed |= not all(r.passed for r in results) or not comp.ok
        if as_json:
            rows.append({"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                         "failure": comp.failure.to_json() if comp.failure else None,
                         "passed": all(r.passed for r in results), "results": [r.to_json() for r in results]})
            continue
        click.echo(describe(comp) + (f": compile failed: {comp.failure.headline()}" if comp.failure else ""))
        width = max(len(r.expectation.text) for r in results)
        for r in results:
            mark = click.style("PASS", fg="green") if r.passed else click.style("FAIL", fg="red", bold=True)
            click.echo(f"  {mark if color else ('PASS' if r.passed else 'FAIL')}  "
                       f"{r.expectation.text:<{width}}  {r.evidence}")
    if as_json:
        click.echo(json.dumps({"passed": not failed, "results": rows}, indent=1))
    if failed:
        sys.exit(1)
