"""``ir-explorer capture -- python script.py args…``: record every Triton kernel a program compiles.

A view over :func:`ir_explorer.capture.program.run_program`: the program runs as a child process with a
capture hook, and every kernel it compiles goes into the store, to be opened as ``captured:NAME``
(``ir-explorer dump captured:triton_poi_fused_relu_0``). This module imports neither Triton nor torch.
"""

from __future__ import annotations

from typing import Any

import click

from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.program import PREFIX, run_program
from ir_explorer.cli import render
from ir_explorer.cli.options import compile_options
from ir_explorer.core.errors import IRExplorerError
from ir_explorer.core.model import Config


@click.command("capture", context_settings={"ignore_unknown_options": True})
@click.argument("command", nargs=-1, required=True, type=click.UNPROCESSED)
@click.option("--passes", is_flag=True, help="Also re-compile each captured kernel offline for its per-pass MLIR.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (the capture manifest).")
@compile_options(only=("cache_dir", "jobs", "timeout"), output=False,
                 helps={"jobs": "Parallel re-compiles for --passes.",
                        "timeout": "Seconds one --passes re-compile may take."})
def capture(command: tuple[str, ...], passes: bool, as_json: bool, opts: CompileOptions) -> None:
    """Run a program and record every Triton kernel it compiles: `ir-explorer capture -- python train.py`.

    Every stage, the metadata and the Python source of each compiled kernel go into the store,
    with the autotune timings (triton.autotune, Inductor max-autotune). Open one afterwards with
    `ir-explorer dump captured:NAME`. --jobs and --timeout apply to the --passes re-compiles.
    The program's own exit code is passed on.
    """
    if not passes:
        opts.refuse(["jobs", "timeout"], "applies to the re-compiles of --passes")
    manifest = run_program(command, opts.store(), passes, opts, render.progress)
    if as_json:
        render.echo_json(manifest)
    else:
        _print_summary(manifest)
    code = manifest["exit_code"]
    if code != 0:
        err = IRExplorerError(f"the captured program {'exited with code' if code > 0 else 'was killed by signal'} "
                              f"{abs(code)} ({len(manifest['kernels'])} kernels recorded)")
        err.exit_code = code if code > 0 else 128 - code  # a signal's death reads as a shell reports it
        raise err


def _print_summary(manifest: dict[str, Any]) -> None:
    kernels = manifest["kernels"]
    click.echo(f"captured {len(kernels)} kernel specializations, {len(manifest['autotune'])} autotune runs "
               f"(capture {manifest['id']})")
    for k in kernels:
        cfg = Config.from_json(k["config"])
        extra = f"  passes: {k['passes_failure']}" if k.get("passes_failure") else ""
        click.echo(f"  {k['name']:48} {k['target']:9} {cfg.label()[:60]:60} {k['key'][:12]}{extra}")
    for a in manifest["autotune"]:
        timed = [t for t in a["timings"] if t["ms"] is not None]
        click.echo(f"  autotune ({a['source']}) {a['kernel']}: {len(a['timings'])} choices, best {a['best']}")
        for t in sorted(timed, key=lambda t: t["ms"])[:5]:
            click.echo(f"      {t['ms']:9.4f} ms  {t['config'][:110]}")
    for s in manifest["skipped"]:
        click.echo(f"  skipped: {s}")
    for e in manifest["errors"]:
        click.echo(f"  hook error: {e.splitlines()[0] if e else ''}", err=True)
    if kernels:
        click.echo(f"open one with: ir-explorer dump {PREFIX}{kernels[0]['name']} -t {kernels[0]['target']}")
