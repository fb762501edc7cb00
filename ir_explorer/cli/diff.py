"""``ir-explorer diff``: what changed between two compiles, in words first, then the normalized IR diff.

Two sides come from one KERNEL and exactly one of ``--configs A B``, ``--targets T1 T2``,
``--passes I J`` (the MLIR after pass I and after pass J, compiled with per-pass capture) or
``--against OTHER_KERNEL`` (``--targets`` may go with ``--configs`` or ``--against``: the first side
on T1, the second on T2); or from two PATHs (IR files, Triton cache entries, dump files, as
``dump`` reads them). The engine is :mod:`ir_explorer.analyses.diffing`; like every view, nothing here
imports Triton.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

import click

from ir_explorer.analyses.diffing import (
    StageDiff,
    diff_compilations,
    diff_stage_texts,
    label,
    pipeline_changes,
    pipeline_of,
)
from ir_explorer.analyses.normalize import NormalizeOptions
from ir_explorer.capture.compiles import Request, compile_requests
from ir_explorer.capture.options import CompileOptions, parse_targets
from ir_explorer.capture.select import is_input, one_config, read_input, resolve
from ir_explorer.capture.stages import default_stage, load_passes, match_passes, pass_after
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
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import TEXT_STAGES, Compilation, KernelSpec
from ir_explorer.core.store import Store

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
    options = NormalizeOptions(**{r: not (raw or rules[f"no_{r}"]) for r in _RULES})
    pair = not no_pair_layouts
    if other_path is not None:
        if modes:
            raise UsageError(f"two PATHs are diffed as they are; {modes[0]} is for one KERNEL")
        opts.refuse_for_path()
        result = _diff_paths(kernel, other_path, stage, store, kernel_sel, list_kernels, as_json, options, pair)
    elif len(modes) != 1 and modes not in (["--configs", "--targets"], ["--targets", "--against"]):
        raise UsageError("say what to diff: one of --configs A B, --targets T1 T2, --passes I J, "
                         "--against OTHER_KERNEL, --tritons V1 V2 (--targets may go with --configs or --against), "
                         "or two PATHs" + (f" (got {' and '.join(modes)})" if modes else ""))
    elif triton_pair:
        if kernel_sel is not None or list_kernels:
            raise UsageError("--kernel and --list pick from a PATH; --tritons compiles")
        result = _diff_releases(kernel, triton_pair, store, stage or "ttgir", opts, options, pair)
    elif pass_pair:
        if stage not in (None, "ttir", "ttgir"):
            raise UsageError(f"--passes diffs the MLIR between passes (TTIR/TTGIR), not {stage}")
        comps, _ = compilations(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels,
                                as_json=as_json, passes=True, one=True)
        result = _diff_passes(_one(comps, kernel), pass_pair, store, options, pair)
    else:
        stage = stage or "ttgir"
        if kernel_sel is not None or list_kernels:
            raise UsageError("--kernel and --list pick from a PATH; --configs, --targets and --against compile")
        a, b = _two_compiles(kernel, store, stage, configs, target_pair, against, opts)
        result = diff_compilations(a, b, store, stage, options, pair)
    _show(result, context, side_by_side, summary_only, as_json, use_color(no_color) and not as_json)
    if exit_code and not result.is_empty:
        sys.exit(1)


def _one(comps: list[Compilation], what: str) -> Compilation:
    if len(comps) != 1:
        raise UsageError(f"{what} gives {len(comps)} compilations; pick one with --config N and one --target")
    return comps[0]


def _one_config(spec: KernelSpec, opts: CompileOptions) -> int:
    """The one config of ``spec`` ``opts`` selects (:func:`~ir_explorer.capture.select.one_config`), its note on
    stderr."""
    index, said = one_config(spec, opts)
    render.notes(said)
    return index


def _usable(comp: Compilation, stage: str) -> Compilation:
    """``comp``, or exit 1 after the failure report when its compile failed before ``stage``."""
    comp.target.check_stage(stage)
    if comp.failure is not None:
        if stage not in comp.stages:
            report_failure(comp, None)
            sys.exit(1)
        click.echo(f"note: {comp.title()} failed after producing {stage}: {comp.failure.headline()}", err=True)
    return comp


def _two_compiles(kernel: str, store: Store, stage: str, configs: tuple[str, str] | None,
                  target_pair: tuple[str, str] | None, against: str | None,
                  opts: CompileOptions) -> tuple[Compilation, Compilation]:
    """Compile the two sides of ``--configs``/``--targets``/``--against`` together (in parallel); with
    ``--targets`` and ``--configs`` (or ``--against``), the first side on T1 and the second on T2."""
    if is_input(kernel) or (against is not None and is_input(against)):
        raise UsageError("--configs, --targets and --against compile kernels; to diff what is on disk, "
                         "give two PATHs: ir-explorer diff PATH_A PATH_B")
    config_sel, targets = opts.config, opts.targets
    if configs is not None and "config" in opts.given:
        raise UsageError("--configs A B names both configs; leave out --config")
    if config_sel == "all":
        raise UsageError("--config all selects several configs; diff two with --configs A B")

    def spec_of(name: str) -> KernelSpec:
        spec = resolve(name, opts, store, targets=targets or (target_pair or ()))
        render.notes([f"{spec.function}: {n}" for n in spec.notes])
        return spec

    spec = spec_of(kernel)
    if target_pair is not None:
        if targets:
            raise UsageError("--targets T1 T2 names both targets; leave out --target")
        tgts = parse_targets(list(target_pair))
    else:
        tgts = parse_targets(targets)
        if len(tgts) > 1:
            raise UsageError("give one --target (or diff two targets with --targets T1 T2)")
        tgts = tgts * 2
    for t in tgts:
        t.check_stage(stage)
    chains = opts.toolchains(store)  # --triton V: both sides with that release (it was ignored: issue 24)
    if len(chains) > 1:
        raise UsageError("give one --triton (or diff two releases with --tritons V1 V2)")
    tc = chains[0]
    if configs is not None:
        indices = [spec.config(c)[0] for c in configs]
        requests = [Request(spec, i, t, toolchain=tc) for i, t in zip(indices, tgts, strict=True)]
    elif against is not None:
        other = spec_of(against)
        requests = [Request(spec, _one_config(spec, opts), tgts[0], toolchain=tc),
                    Request(other, _one_config(other, opts), tgts[1], toolchain=tc)]
    else:
        i = _one_config(spec, opts)
        requests = [Request(spec, i, t, toolchain=tc) for t in tgts]
    a, b = compile_requests(requests, store, opts, render.progress)
    return _usable(a, stage), _usable(b, stage)


def _diff_releases(kernel: str, versions: tuple[str, str], store: Store, stage: str, opts: CompileOptions,
                   options: NormalizeOptions, pair: bool) -> StageDiff:
    """KERNEL (one config, one target) compiled by two Triton releases, with per-pass capture: the stage diff,
    with the pass pipeline's changes (:func:`~ir_explorer.analyses.diffing.pipeline_changes`) in its summary."""
    if is_input(kernel):
        raise UsageError("--tritons compiles a kernel; a PATH holds what one Triton made of it")
    opts.refuse(["tritons"], "names one release; --tritons V1 V2 names both")
    if opts.config == "all":
        raise UsageError("--config all selects several configs; --tritons diffs one (--config N)")
    tgts = parse_targets(opts.targets)
    if len(tgts) > 1:
        raise UsageError("give one --target with --tritons")
    tgts[0].check_stage(stage)
    chains = [dataclasses.replace(opts, tritons=(v,)).toolchains(store)[0] for v in versions]
    spec = resolve(kernel, dataclasses.replace(opts, tritons=versions[:1]), store)
    render.notes([f"{spec.function}: {n}" for n in spec.notes])
    requests = [Request(spec, _one_config(spec, opts), tgts[0], passes=True, toolchain=tc) for tc in chains]
    a, b = (_usable(c, stage) for c in compile_requests(requests, store, opts, render.progress))
    result = diff_compilations(a, b, store, stage, options, pair)
    try:
        steps = [pipeline_of(load_passes(c, store)[0]) for c in (a, b)]
    except IRExplorerError as exc:  # a compile that failed before its first pass: no pipeline to compare
        render.notes([f"no pass pipeline to compare: {exc}"])
        return result
    return dataclasses.replace(result, summary=result.summary + pipeline_changes(*steps))


def _diff_passes(comp: Compilation, pass_pair: tuple[str, str], store: Store, options: NormalizeOptions,
                 pair: bool) -> StageDiff:
    """The MLIR after pass I against the MLIR after pass J (:func:`ir_explorer.capture.stages.pass_after`). A name
    that several passes match (``canonicalize``) picks the first match for I, and for J the first match after I."""
    dumps, _ = load_passes(comp, store)
    first = match_passes(dumps, pass_pair[0])[0]
    found = match_passes(dumps, pass_pair[1])
    second = found[0] if pass_pair[1].isdigit() else next((i for i in found if i > first), found[0])
    a, b = (pass_after(comp, store, str(i)) for i in (first, second))
    name_a, name_b = (f"{label(comp)} after #{p.index} {p.name} ({p.arg})" for p in (a, b))
    return diff_stage_texts(a.text, b.text, "ttgir", name_a, name_b, options=options, pair_layouts=pair)


def _diff_paths(path_a: str, path_b: str, stage: str | None, store: Store, kernel_sel: str | None,
                list_kernels: bool, as_json: bool, options: NormalizeOptions, pair: bool) -> StageDiff:
    """Diff what two PATHs hold (one compilation each, ``--kernel`` picking it in both)."""
    for path in (path_a, path_b):
        if not is_input(path):
            raise UsageError(f"{path} is not a file or folder to read; to diff two kernels use "
                             f"ir-explorer diff KERNEL --against OTHER_KERNEL")
    file_stages = [_file_stage(p) for p in (path_a, path_b)]
    if file_stages[0] and file_stages[1]:
        return _diff_files(path_a, path_b, file_stages[0], file_stages[1], stage, options, pair)
    a, b = (_one(render.shown(read_input(p, kernel_sel, list_kernels, store), as_json), p) for p in (path_a, path_b))
    stage = stage or default_stage(a)
    return diff_compilations(_usable(a, stage), _usable(b, stage), store, stage, options, pair)


#: IR file extensions and the stage each holds: Triton's cache names (``.ptx``), plus LLVM's ``.ll`` and MLIR's
#: ``.mlir`` (TTIR or TTGIR: :func:`_file_stage` looks inside).
_FILE_STAGES = {**{f".{s}": s for s in TEXT_STAGES}, ".ll": "llir", ".mlir": "mlir"}


def _file_stage(path: str) -> str | None:
    """The stage an IR file holds, from its extension; ``None`` for a folder or any other file."""
    p = Path(path)
    stage = _FILE_STAGES.get(p.suffix)
    if stage is None or not p.is_file():
        return None
    if stage == "mlir":
        with p.open(encoding="utf-8", errors="replace") as fh:
            return "ttgir" if "ttg." in fh.read(1 << 20) else "ttir"
    return stage


def _diff_files(path_a: str, path_b: str, stage_a: str, stage_b: str, stage: str | None, options: NormalizeOptions,
                pair: bool) -> StageDiff:
    """Two IR files diffed as they are, at the stage their extensions name. Of the report's metrics only the
    MMA instructions come from the text alone (PTX, SASS, AMDGCN:
    :func:`ir_explorer.analyses.mma.instruction_counts`)."""
    if stage_a != stage_b:
        raise UsageError(f"{path_a} holds {stage_a.upper()} and {path_b} {stage_b.upper()}: diff two files of one "
                         f"stage, or two compiles of a kernel with --targets/--configs")
    if stage is not None and stage != stage_a:
        raise UsageError(f"--stage {stage}: {path_a} and {path_b} hold {stage_a.upper()}")
    from ir_explorer.analyses.mma import instruction_counts

    texts = [_ir_text(p, stage_a) for p in (path_a, path_b)]
    metrics = [{"mma_instructions": dict(counts)} if (counts := instruction_counts(stage_a, t)[0]) else {}
               for t in texts]
    return diff_stage_texts(texts[0], texts[1], stage_a, path_a, path_b, metrics[0], metrics[1], options=options,
                            pair_layouts=pair, amd=(stage_a == "amdgcn",) * 2)


def _ir_text(path: str, stage: str) -> str:
    """The text of an IR file. Raises :class:`UsageError` naming the byte when it is not text IR (a NUL byte,
    not UTF-8: ``diff garbage.ttgir empty.ttgir`` printed 1.9 MB of raw bytes and exited 0, issue 16) or when it
    cannot be read."""
    from ir_explorer.inputs.builder import check_stage_bytes  # deferred: only two files diffed need it

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise UsageError(f"{path}: cannot read: {exc.strerror}") from exc
    problem = check_stage_bytes(stage, data, path)
    if problem is not None:
        raise UsageError(f"{problem.removesuffix('; skipped')}: not {stage.upper()} text")
    return data.decode("utf-8")


# ----------------------------------------------------------------------------- output


def _show(d: StageDiff, context: int, side_by_side: bool, summary_only: bool, as_json: bool, color: bool) -> None:
    if as_json:
        out = d.to_json()
        if summary_only:
            del out["diff"]
        else:
            out["unified"] = list(d.text.unified(context, d.left_label, d.right_label))
        render.echo_json(out)
        return
    click.echo(f"diff {d.stage}: {d.left_label} → {d.right_label}")
    if d.is_empty:
        click.echo("no changes")
        return
    for change in d.summary:
        click.echo(f"  {change.text}")
    if d.opcode_deltas:
        shown = [f"{x.opcode_class} {x.before} → {x.after}" for x in d.opcode_deltas[:16]]
        more = f", … {len(d.opcode_deltas) - 16} more" if len(d.opcode_deltas) > 16 else ""
        click.echo(f"  {d.stage} opcode classes: " + ", ".join(shown) + more)
    if not d.summary and not d.opcode_deltas:
        click.echo("  (no metric or instruction count differs)")
    if summary_only:
        return
    if d.text.is_empty:
        click.echo(f"(the normalized {d.stage.upper()} is the same)")
        return
    click.echo("")
    if side_by_side:
        _side_by_side(d, context, color)
        return
    styles = {"+": "green", "-": "red", "@": "cyan"}
    for line in d.text.unified(context, d.left_label, d.right_label):
        style = styles.get(line[:1]) if color and not line.startswith(("---", "+++")) else None
        click.echo(render.style(line, fg=style) if style else line)


def _side_by_side(d: StageDiff, context: int, color: bool) -> None:
    """Two columns with original line numbers, as wide as the terminal (rich measures it). A changed line
    wraps within its column, so the change shows however far right it is; a context line is cut (``…``)."""
    from rich.console import Console  # deferred: only the side-by-side view needs rich's tables
    from rich.table import Table

    from ir_explorer.core.control_chars import escape, ours

    # On a terminal the IR and labels are escaped before rich lays them out, so that every escape sequence in its
    # output is rich's own colour (marked ours); piped they stay as they are.
    shown = (lambda t: escape(t, keep_newlines=False)) if sys.stdout.isatty() else (lambda t: t)
    console = Console(no_color=not color, highlight=False, soft_wrap=False)
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
    click.echo(ours(out.get()), nl=False)


def _cell(text: str, style: str | None, tag: str) -> Any:
    from rich.text import Text

    if tag == "equal":
        return Text(text, style=style or "", no_wrap=True, overflow="ellipsis")
    return Text(text, style=style or "", overflow="fold")  # fold: a token longer than the column breaks too
