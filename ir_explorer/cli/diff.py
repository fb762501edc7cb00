"""``ir-explorer diff``: what changed between two compiles, in words first, then the normalized IR diff.

Two sides come from one KERNEL and exactly one of ``--configs A B``, ``--targets T1 T2``,
``--passes I J`` (the MLIR after pass I and after pass J, compiled with per-pass capture) or
``--against OTHER_KERNEL`` (``--targets`` may go with ``--configs`` or ``--against``: the first side
on T1, the second on T2); or from two PATHs (IR files, Triton cache entries, dump files, as
``dump`` reads them). Each mode is one call of its engine (:mod:`ir_explorer.engines.diff_modes`, over
:mod:`ir_explorer.engines.diffing`), which returns a frozen value; :func:`diff_lines` and :func:`diff_json` render
it and the command echoes what they return. Like every view, nothing here imports Triton.
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

import click

from ir_explorer.analyses.normalize import NormalizeOptions
from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.select import is_input, read_input
from ir_explorer.capture.stages import default_stage
from ir_explorer.cli import render
from ir_explorer.cli.options import (
    compilations,
    compile_options,
    complete_kernel,
    complete_target,
    input_options,
    kernel_argument,
)
from ir_explorer.cli.render import report_failure, use_color
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import TEXT_STAGES, Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.diff_modes import (
    DiffOutcome,
    DiffSettings,
    SideFailed,
    diff_against,
    diff_compiled,
    diff_configs,
    diff_files,
    diff_passes,
    diff_releases,
    diff_targets,
    file_stage,
)
from ir_explorer.engines.diffing import StageDiff

#: Help for each ``--no-RULE`` switch, by :class:`NormalizeOptions` field (a field missing here still
#: gets its switch).
_RULE_HELP = {
    "ssa": "Keep MLIR/LLIR SSA value numbering.",
    "locations": "Keep loc(…), #loc, !dbg, .loc lines and debug sections.",
    "aliases": "Keep layout alias names (#blocked1) instead of content-derived ones.",
    "registers": "Keep PTX register and label numbers.",
    "sass": "Keep SASS addresses and encodings.",
    "paths": "Keep absolute paths.",
    "dialects": "Keep Triton 3.2's dialect names (triton_gpu.) instead of writing them as 3.3's (ttg.).",
}
_RULES = [f.name for f in dataclasses.fields(NormalizeOptions)]


def _rule_options(fn: Any) -> Any:
    for name in reversed(_RULES):
        fn = click.option(f"--no-{name.replace('_', '-')}", f"no_{name}", is_flag=True,
                          help=_RULE_HELP.get(name, f"Switch off the {name} normalization rule."))(fn)
    return fn


@click.command("diff")
@kernel_argument()
@click.argument("other_path", required=False, metavar="[PATH_B]", type=click.Path())
@click.option("--stage", "-s", type=click.Choice(TEXT_STAGES), default=None, help="Which stage (default: ttgir).")
@click.option("--configs", nargs=2, default=None, metavar="A B", help="Diff two configs (index or name) of KERNEL.")
@click.option("--targets", "target_pair", nargs=2, default=None, metavar="T1 T2", shell_complete=complete_target,
              help="Diff KERNEL compiled for two targets, e.g. cuda:80 cuda:90.")
@click.option("--passes", "pass_pair", nargs=2, default=None, metavar="I J",
              help="Diff the MLIR after pass I and after pass J (index or name, as `ir-explorer passes` lists).")
@click.option("--against", default=None, metavar="OTHER_KERNEL", shell_complete=complete_kernel,
              help="Diff KERNEL against another kernel.")
@click.option("--tritons", "triton_pair", nargs=2, default=None, metavar="V1 V2",
              help="Diff KERNEL compiled with two Triton releases (`ir-explorer triton install V`; 'installed' is "
                   "the one beside ir-explorer); the pass pipeline's changes join the summary.")
@click.option("--unified", "-U", "context", type=click.IntRange(min=0), default=3, show_default=True,
              help="Lines of context around each change.")
@click.option("--side-by-side", "-y", is_flag=True, help="Two columns instead of a unified diff.")
@click.option("--summary-only", is_flag=True, help="Only the semantic summary and opcode-class deltas.")
@click.option("--exit-code", is_flag=True, help="Exit with 1 when the two sides differ (as git diff --exit-code).")
@click.option("--raw", is_flag=True, help="No normalization at all (every --no-RULE).")
@_rule_options
@click.option("--no-pair-layouts", is_flag=True,
              help="TTGIR: do not pair layouts used in the same places (a renamed layout then changes every line).")
@input_options
@compile_options
def diff_cmd(kernel: str, other_path: str | None, stage: str | None, configs: tuple[str, str] | None,
             target_pair: tuple[str, str] | None, pass_pair: tuple[str, str] | None, against: str | None,
             triton_pair: tuple[str, str] | None, context: int, side_by_side: bool, summary_only: bool,
             exit_code: bool, raw: bool, no_pair_layouts: bool,
             kernel_sel: str | None, list_kernels: bool, as_json: bool, no_color: bool, opts: CompileOptions,
             **rules: bool) -> None:
    """Diff two compiles of KERNEL (with one of --configs, --targets, --passes, --against, --tritons; --targets
    also with --configs or --against: config A on T1 against config B on T2), or PATH_A and PATH_B (IR files,
    Triton cache entries, dump files). The metrics that differ and the per-opcode-class instruction counts come
    first, then the unified (or side-by-side) diff of the normalized IR.

    \b
      ir-explorer diff matmul_autotuned --configs 0 2
      ir-explorer diff matmul --targets cuda:80 cuda:90 --stage ptx
      ir-explorer diff matmul_autotuned --configs 0 3 --targets cuda:90 hip:gfx942
      ir-explorer diff matmul --passes tritongpu-coalesce tritongpu-remove-layout-conversions
      ir-explorer diff matmul --against fused_linear_bias_relu
      ir-explorer diff matmul --tritons 3.6.0 installed --stage ptx
      ir-explorer diff ~/.triton/cache/AAA… ~/.triton/cache/BBB… --stage ptx
    """
    modes = [name for name, value in (("--configs", configs), ("--targets", target_pair), ("--passes", pass_pair),
                                      ("--against", against), ("--tritons", triton_pair)) if value]
    store = opts.store()
    settings = DiffSettings(stage or "ttgir", NormalizeOptions(**{r: not (raw or rules[f"no_{r}"]) for r in _RULES}),
                            not no_pair_layouts)
    if other_path is not None and modes:
        raise UsageError(f"two PATHs are diffed as they are; {modes[0]} is for one KERNEL")
    if other_path is None and len(modes) != 1 and modes not in (["--configs", "--targets"], ["--targets", "--against"]):
        raise UsageError("say what to diff: one of --configs A B, --targets T1 T2, --passes I J, "
                         "--against OTHER_KERNEL, --tritons V1 V2 (--targets may go with --configs or --against), "
                         "or two PATHs" + (f" (got {' and '.join(modes)})" if modes else ""))
    if pass_pair and stage not in (None, "ttir", "ttgir"):
        raise UsageError(f"--passes diffs the MLIR between passes (TTIR/TTGIR), not {stage}")
    if other_path is None and not pass_pair and (kernel_sel is not None or list_kernels):
        raise UsageError("--kernel and --list pick from a PATH; --tritons compiles" if triton_pair else
                         "--kernel and --list pick from a PATH; --configs, --targets and --against compile")
    try:
        if other_path is not None:
            opts.refuse_for_path()
            outcome = _diff_paths(kernel, other_path, stage, store, kernel_sel, list_kernels, as_json, settings)
        elif pass_pair:
            comps, _ = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels,
                                    as_json=as_json, passes=True, one=True)
            outcome = diff_passes(_one(comps, kernel), pass_pair, store, settings)
        elif triton_pair:
            outcome = diff_releases(kernel, triton_pair, store, opts, settings, render.progress)
        elif configs:
            outcome = diff_configs(kernel, configs, store, opts, settings, target_pair, render.progress)
        elif against is not None:
            outcome = diff_against(kernel, against, store, opts, settings, target_pair, render.progress)
        else:
            assert target_pair is not None
            outcome = diff_targets(kernel, target_pair, store, opts, settings, render.progress)
    except SideFailed as failed:  # one side did not get as far as the stage: its failure, as dump reports it
        render.notes(failed.notes)
        report_failure(failed.comp, None)
        sys.exit(1)
    render.notes(outcome.notes)
    result = outcome.diff
    if as_json:
        render.echo_json(diff_json(result, context, summary_only))
    else:
        for line in diff_lines(result, context, side_by_side, summary_only, use_color(no_color)):
            click.echo(line)
    if exit_code and not result.is_empty:
        sys.exit(1)


def _one(comps: list[Compilation], what: str) -> Compilation:
    if len(comps) != 1:
        raise UsageError(f"{what} gives {len(comps)} compilations; pick one with --config N and one --target")
    return comps[0]


def _diff_paths(path_a: str, path_b: str, stage: str | None, store: Store, kernel_sel: str | None,
                list_kernels: bool, as_json: bool, settings: DiffSettings) -> DiffOutcome:
    """Diff what two PATHs hold: two IR files of one stage (:func:`~ir_explorer.engines.diff_modes.diff_files`),
    else one compilation each, ``--kernel`` picking it in both."""
    for path in (path_a, path_b):
        if not is_input(path):
            raise UsageError(f"{path} is not a file or folder to read; to diff two kernels use "
                             f"ir-explorer diff KERNEL --against OTHER_KERNEL")
    if file_stage(path_a) and file_stage(path_b):
        return diff_files(path_a, path_b, stage, settings)
    a, b = (_one(render.shown(read_input(p, kernel_sel, list_kernels, store), as_json), p) for p in (path_a, path_b))
    return diff_compiled(a, b, store, dataclasses.replace(settings, stage=stage or default_stage(a)))


# ----------------------------------------------------------------------------- output


def diff_json(d: StageDiff, context: int = 3, summary_only: bool = False) -> dict[str, Any]:
    """``diff --json``'s payload (without ``schema_version``): :meth:`StageDiff.to_json`, plus ``unified`` (the
    unified diff's lines, ``context`` lines around each change), or without ``diff`` when ``summary_only``."""
    out = d.to_json()
    if summary_only:
        del out["diff"]
    else:
        out["unified"] = list(d.text.unified(context, d.left_label, d.right_label))
    return out


def diff_lines(d: StageDiff, context: int = 3, side_by_side: bool = False, summary_only: bool = False,
               color: bool = False) -> list[str]:
    """What ``diff`` prints on stdout, one string a line: the header, the metrics that differ, the opcode-class
    deltas (16 at most), then the unified diff (``context`` lines around each change; ``+``/``-``/``@@`` lines
    coloured when ``color``) or the side-by-side table."""
    out = [f"diff {d.stage}: {d.left_label} → {d.right_label}"]
    if d.is_empty:
        return out + ["no changes"]
    out += [f"  {change.text}" for change in d.summary]
    if d.opcode_deltas:
        shown = [f"{x.opcode_class} {x.before} → {x.after}" for x in d.opcode_deltas[:16]]
        more = f", … {len(d.opcode_deltas) - 16} more" if len(d.opcode_deltas) > 16 else ""
        out.append(f"  {d.stage} opcode classes: " + ", ".join(shown) + more)
    if not d.summary and not d.opcode_deltas:
        out.append("  (no metric or instruction count differs)")
    if summary_only:
        return out
    if d.text.is_empty:
        return out + [f"(the normalized {d.stage.upper()} is the same)"]
    out.append("")
    if side_by_side:
        return out + side_by_side_lines(d, context, color)
    styles = {"+": "green", "-": "red", "@": "cyan"}
    for line in d.text.unified(context, d.left_label, d.right_label):
        style = styles.get(line[:1]) if color and not line.startswith(("---", "+++")) else None
        out.append(render.style(line, fg=style) if style else line)
    return out


def side_by_side_lines(d: StageDiff, context: int = 3, color: bool = False, width: int | None = None) -> list[str]:
    """Two columns with original line numbers, as wide as the terminal (rich measures it; ``width`` sets it). A
    changed line wraps within its column, so the change shows however far right it is; a context line is cut
    (``…``)."""
    from rich.console import Console  # deferred: only the side-by-side view needs rich's tables
    from rich.table import Table

    from ir_explorer.core.control_chars import escape, ours

    # On a terminal the IR and labels are escaped before rich lays them out, so that every escape sequence in its
    # output is rich's own colour (marked ours); piped they stay as they are.
    shown = (lambda t: escape(t, keep_newlines=False)) if sys.stdout.isatty() else (lambda t: t)
    console = Console(no_color=not color, highlight=False, soft_wrap=False, width=width)
    table = Table(box=None, show_header=True, pad_edge=False, expand=True, show_edge=False)
    table.add_column("", justify="right", no_wrap=True, style="dim")
    table.add_column(shown(d.left_label), ratio=1)
    table.add_column("", justify="right", no_wrap=True, style="dim")
    table.add_column(shown(d.right_label), ratio=1)
    left_style = {"replace": "yellow", "delete": "red"}
    right_style = {"replace": "yellow", "insert": "green"}
    for ln, left, rn, right, tag in d.text.side_by_side(context):
        if tag == "skip":
            table.add_row("", "…", "", "…")
            continue
        mark_l = {"replace": "~ ", "delete": "- "}.get(tag, "  ") if ln is not None else "  "
        mark_r = {"replace": "~ ", "insert": "+ "}.get(tag, "  ") if rn is not None else "  "
        table.add_row("" if ln is None else str(ln), _cell(mark_l + shown(left), left_style.get(tag), tag),
                      "" if rn is None else str(rn), _cell(mark_r + shown(right), right_style.get(tag), tag))
    with console.capture() as out:  # rich exits 1 on a closed pipe (`| head`); cli.main stops quietly on click's
        console.print(table)
    return ours(out.get()).splitlines()


def _cell(text: str, style: str | None, tag: str) -> Any:
    from rich.text import Text

    if tag == "equal":
        return Text(text, style=style or "", no_wrap=True, overflow="ellipsis")
    return Text(text, style=style or "", overflow="fold")  # fold: a token longer than the column breaks too
