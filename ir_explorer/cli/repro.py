"""``ir-explorer repro KERNEL -o DIR``: a folder that reproduces one compile with ``triton.compile`` alone
(no GPU, no ir-explorer). The engine is :mod:`ir_explorer.capture.repro`; the specialization comes from a
worker (:mod:`ir_explorer.capture.repro_worker`), the metrics it is checked against from the report."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Any

import click

from ir_explorer.capture.compiles import Request, compile_requests, with_backend_defaults
from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.repro import REPLAY, TRITON_OPT_NOTE, check_output, write_repro
from ir_explorer.capture.select import is_input, one_config, resolve
from ir_explorer.cli import render
from ir_explorer.cli.options import compile_options, kernel_argument
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store


def expected_metrics(comp: Compilation, store: Store) -> dict[str, Any]:
    """What ``repro.py`` prints, as ir-explorer measured it: ``shared_bytes`` and ``num_warps`` (the compile's
    metadata), ``mma_count`` (the report's ``mma_instructions``, counted in the PTX/AMDGCN), ``registers`` and
    ``spill_bytes`` (the report's, from ptxas -v or the AMDGCN notes); empty for a failed compile."""
    if comp.failure is not None:
        return {}
    from ir_explorer.engines.report import build_report  # deferred: only for a compile that succeeded

    metrics = build_report(comp, store).metrics
    return {"shared_bytes": comp.metadata.get("shared"), "num_warps": comp.metadata.get("num_warps"),
            "mma_count": sum(metrics.get("mma_instructions", {}).values()),
            "registers": metrics.get("registers"), "spill_bytes": metrics.get("spill_bytes")}


_ONLY = ("cache_dir", "use_cache", "timeout", "signature", "arg_specs", "import_stubs", "num_warps", "num_stages",
         "constexprs", "targets", "config", "tritons")


@click.command("repro")
@kernel_argument()
@click.option("-o", "--output", "out", required=True, type=click.Path(file_okay=False), metavar="DIR",
              help="The folder to write (new, or empty).")
@compile_options(only=_ONLY, output=False)
def repro_cmd(kernel: str, out: str, opts: CompileOptions) -> None:
    """Write DIR: KERNEL's source (and the local modules it imports), a repro.py that compiles it with
    triton.compile for the target with the exact specialization ir-explorer used and prints the metrics or the
    failure (exit 1), the MLIR reproducer of a failing pass, and a README. One config, one target, one Triton."""
    if is_input(kernel):
        raise UsageError(f"repro compiles a kernel (a bundled name or FILE.py:KERNEL); {kernel} is a file to read")
    check_output(Path(out), opts.import_stubs)
    store = opts.store()
    targets = opts.target_list()
    toolchains = opts.toolchains(store)
    if len(targets) != 1 or len(toolchains) != 1:
        raise UsageError("repro writes one compile: give one --target and at most one --triton")
    spec = resolve(kernel, opts, store)
    if opts.config == "all":
        raise UsageError(f"repro writes one compile: pick one of {spec.name}'s {len(spec.configs)} configs "
                         "with --config N")
    index, said = one_config(spec, opts)
    render.notes(said)
    # resolved here: the repro's specialization states the num_stages the compile had (HIP's 2 where unset)
    request = with_backend_defaults([Request(spec, index, targets[0], toolchain=toolchains[0])], store)[0]
    comp = compile_requests([request], store, opts, render.progress)[0]
    argv = sys.argv[1:]  # as typed (python -m ir_explorer … or the console script)
    command = shlex.join(["ir-explorer", *argv]) if "repro" in argv else f"ir-explorer repro {shlex.quote(kernel)} …"
    folder = write_repro(Path(out), request, comp, expected_metrics(comp, store), command, store,
                         timeout=opts.timeout)
    click.echo(f"wrote {folder.root}: {', '.join(folder.files)}")
    click.echo(f"run: python {folder.root / 'repro.py'}")
    if comp.failure is not None:
        click.echo(f"the compile fails here: {comp.failure.headline()}")
        if folder.reproducer:
            click.echo(f"MLIR reproducer of the failing pass: {folder.root / 'reproducer.mlir'}; replay: {REPLAY}")
            click.echo(f"note: {TRITON_OPT_NOTE}")
