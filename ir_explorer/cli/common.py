"""Shared pieces of the command line: common options, compiling with progress, headers and failures.

Every ``ir-explorer`` command module (``cli.py`` and the ``cli_*.py`` modules it loads lazily) builds on
these. Like all views, nothing here imports Triton: compiles run in :mod:`ir_explorer.capture.worker` processes.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import click

from ir_explorer.analyses.metric_format import vgprs_text
from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import DEFAULT_TIMEOUT_S, Request, compile_all
from ir_explorer.core.errors import IRExplorerError, UsageError, did_you_mean
from ir_explorer.core.model import DEFAULT_TARGET, TEXT_STAGES, Compilation, Config, KernelSpec, Target
from ir_explorer.core.store import Store, default_root


def use_color(no_color: bool) -> bool:
    return not no_color and "NO_COLOR" not in os.environ and sys.stdout.isatty()


def emit(text: str, stage: str, color: bool) -> None:
    if color:
        from ir_explorer.ir.lexers import highlight  # deferred: Pygments costs ~30 ms and is only needed on a terminal

        text = highlight(text, stage)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def comment(stage: str) -> str:
    return ";" if stage in ("llir", "amdgcn") else "//"


def resolve_kernel(kernel: str, signature: str | None, num_warps: int | None, num_stages: int | None,
                   constexpr: Sequence[str], *, arg_specs: Sequence[str] = (), import_stubs: bool = False,
                   targets: Sequence[str] = (), store: Store | None = None, no_cache: bool = False,
                   timeout: float = DEFAULT_TIMEOUT_S) -> KernelSpec:
    """A bundled kernel by name, ``file.py:kernel`` with example arguments or a signature, or
    ``captured:NAME`` (a kernel ``ir-explorer capture`` recorded in ``store``); overrides make one custom
    config (or override every autotune config).

    For a kernel file: ``arg_specs`` are its ``--arg NAME=SPEC`` example arguments, ``import_stubs``
    (``--no-import-side-effects``) imports it with the GPU driver stubbed for the first of ``targets``; the
    worker that reads it is asked through ``store`` (default: the user's), compiling again with
    ``no_cache``, within ``timeout`` seconds; what the configs left to say (the autotune key, pruning,
    ignored pre_hooks) is printed on stderr. Raises :class:`UsageError` for bad input, and for
    ``signature``/``arg_specs``/``import_stubs`` with a bundled kernel.
    """
    if constexpr or ":" in kernel:  # deferred: a bundled name without overrides needs none of kernel_files
        from ir_explorer.capture.kernel_files import is_kernel_ref, parse_constexprs, user_kernel

    consts = parse_constexprs(constexpr) if constexpr else {}
    stubs = import_stubs
    if kernel.startswith("captured:"):
        from ir_explorer.cli.capture import captured_spec  # deferred: only for captured kernels

        spec = captured_spec(kernel, store or Store(default_root(None)))
    elif ":" in kernel and is_kernel_ref(kernel):
        from ir_explorer.capture.compiles import describe_kernel

        target = parse_targets(targets)[0]
        describe_store = store or Store(default_root(None))

        def describe(path: Any, function: str, args: Any, constexprs: Any) -> dict[str, Any]:
            return describe_kernel(path, function, args, constexprs, stubs, target, describe_store,
                                   use_cache=not no_cache, timeout=timeout)

        spec = user_kernel(kernel, signature, arg_specs, num_warps, num_stages, consts, describe, stubs)
        notes = list(spec.notes)
        if stubs and spec.autotuned and len(targets) > 1:
            notes.append(f"the configs are those the file chose under the stub driver for {target.spec}")
        for note in notes:
            click.echo(f"note: {spec.function}: {note}", err=True)
        return spec
    else:
        spec = bundled.get(kernel)
    if signature is not None or arg_specs or stubs:
        raise UsageError("--signature, --arg and --no-import-side-effects are for your own kernels "
                         "(path/file.py:kernel); bundled kernels declare example arguments")
    if num_warps is None and num_stages is None and not consts:
        return spec
    configs = tuple(
        Config(tuple({**dict(c.constexprs), **consts}.items()), num_warps or c.num_warps, num_stages or c.num_stages,
               c.options)
        for c in spec.configs
    )
    return KernelSpec(**{**spec.__dict__, "configs": configs})


def select_configs(spec: KernelSpec, selector: str) -> list[int]:
    if selector == "all":
        return list(range(len(spec.configs)))
    return [spec.config(selector)[0]]


def parse_targets(values: Sequence[str]) -> list[Target]:
    return [Target.parse(v) for v in (values or [DEFAULT_TARGET])]


class Progress:
    """Compiles' progress on stderr, shown only when compiling takes over a second on a terminal: one line
    per compile (state, seconds, label) when they fit the terminal, else a count of those done, failed,
    compiling and queued above the lines of those compiling (a long list was cut at the terminal's
    height, hiding the compiles under way)."""

    def __init__(self, labels: list[str], console: Any = None) -> None:
        self.labels = labels
        self.states = ["queued"] * len(labels)
        self.times = [0.0] * len(labels)
        self.started = time.monotonic()
        self.begun = [self.started] * len(labels)
        self.live: Any = None
        self.console = console  # a rich Console; made on stderr when first shown
        self.enabled = console is not None or sys.stderr.isatty()
        self.last = 0.0

    def __call__(self, index: int, state: str, seconds: float) -> None:
        now = time.monotonic()
        if index >= 0:
            self.states[index] = state
            self.times[index] = seconds
            if state == "compiling":
                self.begun[index] = now
        if not self.enabled or now - self.started < 1.0 or now - self.last < 0.1:
            return
        self.last = now
        if self.live is None:
            from rich.console import Console  # deferred: only for compiles slower than a second
            from rich.live import Live

            self.console = self.console or Console(stderr=True)
            self.live = Live(self.render(), console=self.console, transient=True, auto_refresh=False)
            self.live.start()
        self.live.update(self.render(), refresh=True)

    def render(self) -> Any:
        """The display now: a rich ``Text``."""
        from rich.text import Text

        now = time.monotonic()
        rows = list(range(len(self.labels)))
        lines = []
        height = self.console.size.height if self.console is not None else 25
        if len(rows) >= height:  # too many to show: count them, and show those under way
            counts = {s: self.states.count(s) for s in ("done", "cached", "failed", "compiling", "queued")}
            lines.append(f"{counts['done'] + counts['cached'] + counts['failed']}/{len(rows)} compiled"
                         f" ({counts['failed']} failed), {counts['compiling']} compiling, {counts['queued']} queued,"
                         f" {now - self.started:.0f} s")
            rows = [i for i in rows if self.states[i] == "compiling"][: height - 2]
        for i in rows:
            state, secs = self.states[i], self.times[i]
            shown = f"{now - self.begun[i]:5.1f}s" if state == "compiling" else (f"{secs:5.1f}s" if secs else "")
            lines.append(f"{state:>9} {shown:>7}  {self.labels[i]}")
        return Text("\n".join(lines))

    def close(self) -> None:
        if self.live is not None:
            self.live.stop()


def compile_requests(requests: list[Request], store: Store, no_cache: bool, jobs: int | None, timeout: float,
                     show_progress: bool = True) -> list[Compilation]:
    labels = [f"{r.spec.name} [{r.config_index}] {r.config.short()} {r.target.spec}" for r in requests]
    progress = Progress(labels)
    progress.enabled &= show_progress
    try:
        return compile_all(requests, store, use_cache=not no_cache, jobs=jobs, timeout=timeout, on_event=progress)
    finally:
        progress.close()


def describe(comp: Compilation) -> str:
    if comp.origin:  # read from the user's files (ir_explorer.inputs), not compiled here
        return f"{comp.kernel} from {comp.origin} ({comp.target.spec}, Triton {comp.triton_version})"
    return f"{comp.kernel} [config {comp.config_index}: {comp.config.label()}] on {comp.target.spec}"


def clip(text: str, width: int = 300) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def summary(comp: Compilation) -> str:
    """Resources and stage times in one line: ``108 registers, no spills, 96 KiB shared, compiled in 2.1 s (…)``."""
    parts: list[str] = []
    res = comp.resources
    if res is not None and res.source == "ptxas":
        parts.append(f"{res.registers} registers")
        parts.append(f"spills {res.spill_store_bytes}/{res.spill_load_bytes} B store/load" if res.spills
                     else "no spills")
    elif res is not None:
        parts.append(f"{vgprs_text(res.registers, res.agprs)}, {res.sgprs} SGPRs, {res.occupancy} waves per SIMD")
        parts.append(f"{res.vgpr_spills} VGPR / {res.sgpr_spills} SGPR spills" if res.spills else "no spills")
    if comp.shared_bytes is not None:
        parts.append(f"{comp.shared_bytes / 1024:g} KiB shared")
    times = [f"{n} {s.time_ms:.0f} ms" for n, s in comp.stages.items() if s.time_ms is not None]
    if comp.compile_ms is not None:
        parts.append(f"compiled in {comp.compile_ms / 1e3:.1f} s ({', '.join(times)})")
    return "; ".join(parts)


def last_good_ir(comp: Compilation, store: Store) -> tuple[str, str] | None:
    """``(header, text)`` of a failed compile's last good IR: the IR before the failing pass, else the
    last stage that was produced; ``None`` when nothing was."""
    f = comp.failure
    assert f is not None
    if f.failing_pass is not None and f.failing_pass_index is not None:
        loaded = store.load_passes(comp.key)
        if loaded is not None:
            return (f"IR before the failing pass #{f.failing_pass_index} {f.failing_pass} of {describe(comp)}",
                    loaded[0][f.failing_pass_index].text())
    if f.last_good_stage and f.last_good_stage in comp.stages and not comp.stages[f.last_good_stage].is_binary:
        return (f"{f.last_good_stage} (the last good stage) of {describe(comp)}",
                comp.stages[f.last_good_stage].text())
    return None


def report_failure(comp: Compilation, ir_on_stdout: str | None) -> None:
    """Print a failed compile's summary on stderr: what failed, the Python line, the failing pass."""
    f = comp.failure
    assert f is not None
    err = sys.stderr
    err.write(f"error: {describe(comp)}: {clip(f.headline())}\n")
    if f.python_line:
        err.write(f"  {f.python_location}: {f.python_line}\n")
    if f.failing_pass is not None and f.failing_pass_index is not None:
        err.write(f"  failing pass: #{f.failing_pass_index} {f.failing_pass}\n")
    elif f.last_good_stage:
        err.write(f"  last good stage: {f.last_good_stage}\n")
    if ir_on_stdout:
        err.write(f"  on stdout: {ir_on_stdout}\n")
    if f.kind != "frontend":  # a frontend error's Python line says it all
        said = f.headline()
        detail = [ln.strip() for ln in f.diagnostics.splitlines() if ln.strip() and ln.strip() not in said]
        for ln in detail[:4]:
            err.write(f"  | {clip(ln, 200)}\n")


def stage_text(comp: Compilation, stage: str, store: Store) -> str:
    if stage == "sass":
        from ir_explorer.capture.disassemble import with_sass  # deferred: runs nvdisasm once, then SASS is stored

        comp = with_sass(comp, store)
    return comp.stage(stage).text()


def load_passes(comp: Compilation, store: Store, dialect: str = "mlir") -> tuple[list[Any], Any]:
    """The stored MLIR (or ``llvm``) passes of ``comp``; :class:`IRExplorerError` when none were captured."""
    loaded = store.load_passes(comp.key, dialect)
    if loaded is None:
        flag = " (--llvm-passes captures them)" if dialect == "llvm" and not comp.origin else ""
        raise IRExplorerError(f"no per-pass {dialect.upper()} capture for {describe(comp)}{flag}")
    if not loaded[0]:
        raise IRExplorerError(f"the {dialect.upper()} pass dump of {describe(comp)} is empty")
    return loaded


def pass_after(comp: Compilation, store: Store, selector: str, dialect: str = "mlir") -> tuple[str, str]:
    """``(header, IR after the selected pass)``; :class:`UsageError` for an unknown pass.

    MLIR snapshots hold the IR *before* their pass (the IR after it is the next snapshot); LLVM's
    print-after-all snapshots (``kind == "after"``) hold the IR after it."""
    from ir_explorer.ir.passdump import match_pass

    dumps, final = load_passes(comp, store, dialect)
    if selector.isdigit():
        indices = [int(selector)] if int(selector) < len(dumps) else []
    else:
        indices = match_pass([(p.name, p.arg) for p in dumps], selector)
    if not indices:
        names: dict[str, str] = {}  # what a selector may be (as match_pass reads it) -> the pass's argument
        for p in dumps:
            if p.kind != "internal":
                arg = p.short_arg or p.name
                names.update({arg: arg, p.name: arg, arg.split("-", 1)[-1]: arg})  # coalesce: tritongpu-coalesce
        hint = did_you_mean(selector, names) or (
            f"; give an index 0-{len(dumps) - 1} or a name such as "
            f"{(dumps[10].short_arg or dumps[10].name) if len(dumps) > 10 else 'canonicalize'}")
        raise UsageError(f"no pass {selector!r}{hint} (see `ir-explorer passes`)")
    idx = indices[0]
    if len(indices) > 1:
        click.echo(f"note: {selector!r} matches passes {', '.join(map(str, indices[:12]))}; showing #{idx} "
                   "(use --pass INDEX for another)", err=True)
    p = dumps[idx]
    if p.kind == "after":
        text = p.text()
    elif idx + 1 < len(dumps):
        text = dumps[idx + 1].text()
    elif final is not None:
        text = final.read_bytes().decode("utf-8", errors="replace")
    else:
        raise IRExplorerError(f"the IR after the last pass (#{idx} {p.name}) was not captured")
    return f"IR after pass #{idx} {p.name} ({p.short_arg or p.scope}) of {describe(comp)}", text


# ----------------------------------------------------------------------------- options


def common(fn: Callable[..., Any] | None = None, *, config_default: str = "0") -> Any:
    """The options every kernel-compiling command shares, passed to ``fn`` as keyword arguments (``--arg`` as
    ``arg_specs``, ``--no-import-side-effects`` as ``import_stubs``: give both to :func:`gather` or
    :func:`resolve_kernel`). Use ``@common``, or ``@common(config_default="all")`` for a command that shows
    every config by default."""
    if fn is None:
        return lambda f: common(f, config_default=config_default)
    options = [
        click.option("--json", "as_json", is_flag=True, help="Machine-readable output."),
        click.option("--no-cache", is_flag=True, help="Compile again even when the store has the result."),
        click.option("--no-color", is_flag=True, help="No colours (also: NO_COLOR=1, or when piped)."),
        click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
                     help="Store location (default: $IR_EXPLORER_CACHE_DIR or the user cache dir)."),
        click.option("--timeout", type=click.FloatRange(min=1.0), default=DEFAULT_TIMEOUT_S, show_default=True,
                     help="Seconds one compile may take."),
        click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
                     help="Parallel compiles (default: all cores)."),
        click.option("--signature", default=None,
                     help='For FILE.py:KERNEL: Triton compile.py signature, e.g. "*fp16:16, *fp16:16, i32, 128".'),
        click.option("--arg", "arg_specs", multiple=True, metavar="NAME=SPEC",
                     help="For FILE.py:KERNEL: an example argument (repeatable): a tensor DTYPE[SHAPE] with optional "
                          ":strides=S0,S1 and :align=BYTES (a=fp16[4096,4096]), or a value (M=4096, ACT=relu)."),
        click.option("--no-import-side-effects", "import_stubs", is_flag=True,
                     help="Import FILE.py with the GPU driver and torch.cuda stubbed (for files that touch the GPU "
                          "at import)."),
        click.option("--num-warps", type=int, default=None, help="Override num_warps."),
        click.option("--num-stages", type=int, default=None, help="Override num_stages."),
        click.option("--constexpr", multiple=True, metavar="NAME=VALUE",
                     help="Set a constexpr (repeatable): 128, 0.5, True, None, tl.float16/fp16, relu or 'relu'."),
        click.option("--target", "-t", "targets", multiple=True, metavar="TARGET",
                     help="cuda:90 (default), cuda:80, hip:gfx942 … (repeatable; see `ir-explorer list`)."),
        click.option("--config", "-c", "config_sel", default=config_default, show_default=True,
                     help="Config index or name, or 'all'."),
    ]
    for opt in reversed(options):
        fn = opt(fn)
    return fn


# ----------------------------------------------------------------------------- inputs (PATH instead of KERNEL)


def input_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--kernel NAME`` and ``--list``, for commands taking a PATH where a KERNEL goes (:func:`resolve_input`)."""
    fn = click.option("--list", "list_kernels", is_flag=True,
                      help="PATH: list the kernels it holds (name, stages, Triton version, target) and exit.")(fn)
    return click.option("--kernel", "kernel_sel", default=None, metavar="NAME",
                        help="PATH: which kernel (a name, or an entry/hash prefix) when it holds several.")(fn)


def is_input(kernel: str) -> bool:
    """True when KERNEL names a file or folder to read (a Triton cache, a dump log, a trace).

    A bundled kernel's name wins over a file of that name in the current folder (``./NAME`` reads it)."""
    if "/" not in kernel and os.sep not in kernel and kernel in bundled.registry():
        return False
    from ir_explorer.inputs import is_input_path  # deferred: only for what may be a path

    return is_input_path(kernel)


def no_compile_options(**given: Any) -> None:
    """Raise :class:`UsageError` for compile options given with a PATH (they would be silently ignored).

    ``given`` maps option names (``target`` …) to their values; a falsy value means not given."""
    for name, value in given.items():
        if value:
            raise UsageError(f"--{name.replace('_', '-')} applies to kernels compiled here, not to a PATH; "
                             "use --kernel NAME to pick one of its kernels")


def resolve_input(path: str, kernel_sel: str | None, list_kernels: bool, store: Store, as_json: bool = False,
                  several: bool = False) -> list[Compilation]:
    """The compilations a PATH holds (read into ``store``; warnings on stderr), narrowed by ``--kernel``.

    With ``--list``, or when PATH holds several kernels and no ``--kernel`` picks one (unless ``several``
    allows that, as the TUI does), prints the kernels (name, entry, stages, Triton version, target) and
    exits: 0 for ``--list``, else 2 with a hint. Raises :class:`UsageError` for an unknown kernel or a PATH
    with no kernel.
    """
    from ir_explorer.inputs import describe_entry, open_path, select  # deferred: only for paths

    found = open_path(path, store, kernel_sel)
    for warning in found.warnings:
        click.echo(f"warning: {warning}", err=True)
    picked = select(found, kernel_sel)
    names = sorted({c.kernel for c in picked})
    if not list_kernels and (several or len(names) <= 1):
        return picked
    origin = dict(zip((c.key for c in found.comps), found.entries, strict=True))
    rows = [describe_entry(c, origin[c.key]) for c in picked]
    if as_json:
        click.echo(json.dumps({"path": str(found.path), "kind": found.kind, "kernels": rows}, indent=1))
    else:
        click.echo(f"{found.path} ({found.kind}): {len(rows)} compiled kernel(s)")
        for r in rows:
            warps = f"num_warps={r['num_warps']}" if r["num_warps"] is not None else ""
            click.echo(f"  {r['kernel']:28} {r['target']:10} triton {r['triton_version']:10} "
                       f"{','.join(r['stages']) or '(passes only)':40} {warps}  {r['entry']}")
    if list_kernels:
        sys.exit(0)
    click.echo(f"error: {path} holds {len(names)} kernels; pick one with --kernel NAME "
               f"(e.g. --kernel {names[0]})", err=True)
    sys.exit(2)


def default_stage(comp: Compilation) -> str:
    """The stage ``dump`` prints when none is asked for: TTGIR, else the last text stage an input holds.

    Raises :class:`UsageError` when it holds none (an MLIR or LLVM dump log: use ``--pass``).
    """
    if not comp.origin or "ttgir" in comp.stages:
        return "ttgir"
    present = [s for s in TEXT_STAGES if s in comp.stages]
    if present:
        return present[-1]
    raise UsageError(f"{describe(comp)} holds per-pass dumps and no stage: pick a pass with --pass N|NAME "
                     "(list them with `ir-explorer passes`, plus --llvm-passes for LLVM's)")


def gather(kernel: str, store: Store, *, kernel_sel: str | None, list_kernels: bool, as_json: bool, no_cache: bool,
           jobs: int | None, timeout: float, signature: str | None, num_warps: int | None, num_stages: int | None,
           constexpr: Sequence[str], targets: Sequence[str], config_sel: str, passes: bool = False,
           llvm_passes: bool = False, stage: str | None = None, arg_specs: Sequence[str] = (),
           import_stubs: bool = False) -> tuple[list[Compilation], KernelSpec | None]:
    """The compilations a command's KERNEL argument and options select, and the spec when it was compiled.

    A PATH (:func:`is_input`) is read (:func:`resolve_input`; compile options are refused); a bundled
    name or ``FILE.py:KERNEL`` is compiled for every selected config and target, with per-pass MLIR
    (``passes``) or LLVM (``llvm_passes``) snapshots. ``stage``, when given, picks the targets
    whose pipeline has it (a note on stderr names each target skipped; :class:`UsageError` when none has it,
    :meth:`Target.check_stage`). ``arg_specs`` and ``import_stubs`` are a kernel file's ``--arg`` and
    ``--no-import-side-effects`` (:func:`resolve_kernel`). Raises :class:`UsageError` for bad input.
    """
    if is_input(kernel):
        no_compile_options(target=targets, config=config_sel != "0", signature=signature, num_warps=num_warps,
                           num_stages=num_stages, constexpr=constexpr, no_cache=no_cache, arg=arg_specs,
                           no_import_side_effects=import_stubs)
        return resolve_input(kernel, kernel_sel, list_kernels, store, as_json), None
    spec = resolve_kernel(kernel, signature, num_warps, num_stages, constexpr, arg_specs=arg_specs,
                          import_stubs=import_stubs, targets=targets, store=store, no_cache=no_cache, timeout=timeout)
    tgts = parse_targets(targets)
    if stage is not None:  # a stage only some targets have (ptx with cuda and hip): the others get a note
        lacking = [t for t in tgts if t.missing_stage(stage)]
        if len(lacking) == len(tgts):
            lacking[0].check_stage(stage)
        for t in lacking:
            click.echo(f"note: {t.missing_stage(stage)}; skipped", err=True)
        tgts = [t for t in tgts if t not in lacking]
    requests = [Request(spec, i, t, passes=passes and not llvm_passes, llvm_passes=llvm_passes)
                for t in tgts for i in select_configs(spec, config_sel)]
    return compile_requests(requests, store, no_cache, jobs, timeout), spec
