"""The ``ir-explorer`` command line: ``list``, ``dump`` and ``passes``.

A view over the capture layer and the store: it never imports Triton itself (compiles run in
:mod:`ir_explorer.worker` processes), and a cached ``dump`` imports neither Triton, torch nor
Textual. Errors print one line to stderr and exit with the error's code (2 for bad input,
1 for a failed compile), never a traceback.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import click

from . import bundled
from .capture import DEFAULT_TIMEOUT_S, Request, compile_all
from .errors import IRExplorerError, UsageError
from .model import DEFAULT_TARGET, KNOWN_TARGETS, TEXT_STAGES, Compilation, Config, KernelSpec, Target
from .store import Store, default_root

# ----------------------------------------------------------------------------- helpers


def _use_color(no_color: bool) -> bool:
    return not no_color and "NO_COLOR" not in os.environ and sys.stdout.isatty()


def _emit(text: str, stage: str, color: bool) -> None:
    if color:
        from .lexers import highlight  # deferred: Pygments costs ~30 ms and is only needed on a terminal

        text = highlight(text, stage)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _comment(stage: str) -> str:
    return ";" if stage in ("llir", "amdgcn") else "//"


def _resolve_kernel(kernel: str, signature: str | None, num_warps: int | None, num_stages: int | None,
                    constexpr: Sequence[str]) -> KernelSpec:
    """A bundled kernel by name, or ``file.py:kernel`` with a signature; overrides make one custom config."""
    from .kernel_files import is_kernel_ref, parse_constexprs, user_kernel  # deferred: only for overrides and files

    consts = parse_constexprs(constexpr)
    if is_kernel_ref(kernel):
        return user_kernel(kernel, signature, num_warps or 4, num_stages or 3, consts)
    spec = bundled.get(kernel)
    if signature is not None:
        raise UsageError("--signature is for your own kernels (path/file.py:kernel); bundled kernels "
                         "declare example arguments")
    if num_warps is None and num_stages is None and not consts:
        return spec
    configs = tuple(
        Config(tuple({**dict(c.constexprs), **consts}.items()), num_warps or c.num_warps, num_stages or c.num_stages,
               c.options)
        for c in spec.configs
    )
    return KernelSpec(**{**spec.__dict__, "configs": configs})


def _select_configs(spec: KernelSpec, selector: str) -> list[int]:
    if selector == "all":
        return list(range(len(spec.configs)))
    return [spec.config(selector)[0]]


def _targets(values: Sequence[str]) -> list[Target]:
    return [Target.parse(v) for v in (values or [DEFAULT_TARGET])]


class _Progress:
    """One line per compile on stderr, shown only when compiling takes over a second on a terminal."""

    def __init__(self, labels: list[str]) -> None:
        self.labels = labels
        self.states = ["queued"] * len(labels)
        self.times = [0.0] * len(labels)
        self.started = time.monotonic()
        self.live: Any = None
        self.enabled = sys.stderr.isatty()
        self.last = 0.0

    def __call__(self, index: int, state: str, seconds: float) -> None:
        if index >= 0:
            self.states[index] = state
            self.times[index] = seconds
        now = time.monotonic()
        if not self.enabled or now - self.started < 1.0 or now - self.last < 0.1:
            return
        self.last = now
        if self.live is None:
            from rich.console import Console  # deferred: only for compiles slower than a second
            from rich.live import Live

            self.live = Live(self._render(), console=Console(stderr=True), transient=True, auto_refresh=False)
            self.live.start()
        self.live.update(self._render(), refresh=True)

    def _render(self) -> Any:
        from rich.text import Text

        now = time.monotonic()
        lines = []
        for label, state, secs in zip(self.labels, self.states, self.times, strict=True):
            shown = f"{now - self.started:5.1f}s" if state == "compiling" else (f"{secs:5.1f}s" if secs else "")
            lines.append(f"{state:>9} {shown:>7}  {label}")
        return Text("\n".join(lines))

    def close(self) -> None:
        if self.live is not None:
            self.live.stop()


def _compile(requests: list[Request], store: Store, no_cache: bool, jobs: int | None, timeout: float
             ) -> list[Compilation]:
    labels = [f"{r.spec.name} [{r.config_index}] {r.config.short()} {r.target.spec}" for r in requests]
    progress = _Progress(labels)
    try:
        return compile_all(requests, store, use_cache=not no_cache, jobs=jobs, timeout=timeout, on_event=progress)
    finally:
        progress.close()


def _describe(comp: Compilation) -> str:
    return f"{comp.kernel} [config {comp.config_index}: {comp.config.label()}] on {comp.target.spec}"


def _clip(text: str, width: int = 300) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _summary(comp: Compilation) -> str:
    """Resources and stage times in one line: ``108 registers, no spills, 96 KiB shared, compiled in 2.1 s (…)``."""
    parts: list[str] = []
    res = comp.resources
    if res is not None and res.source == "ptxas":
        parts.append(f"{res.registers} registers")
        parts.append(f"spills {res.spill_store_bytes}/{res.spill_load_bytes} B store/load" if res.spills
                     else "no spills")
    elif res is not None:
        parts.append(f"{res.registers} VGPRs, {res.sgprs} SGPRs, {res.agprs} AGPRs, occupancy {res.occupancy}")
        parts.append(f"{res.vgpr_spills} VGPR / {res.sgpr_spills} SGPR spills" if res.spills else "no spills")
    if comp.shared_bytes is not None:
        parts.append(f"{comp.shared_bytes / 1024:g} KiB shared")
    times = [f"{n} {s.time_ms:.0f} ms" for n, s in comp.stages.items() if s.time_ms is not None]
    if comp.compile_ms is not None:
        parts.append(f"compiled in {comp.compile_ms / 1e3:.1f} s ({', '.join(times)})")
    return "; ".join(parts)


def _last_good_ir(comp: Compilation, store: Store) -> tuple[str, str] | None:
    """``(header, text)`` of a failed compile's last good IR: the IR before the failing pass, else the
    last stage that was produced; ``None`` when nothing was."""
    f = comp.failure
    assert f is not None
    if f.failing_pass is not None and f.failing_pass_index is not None:
        loaded = store.load_passes(comp.key)
        if loaded is not None:
            return (f"IR before the failing pass #{f.failing_pass_index} {f.failing_pass} of {_describe(comp)}",
                    loaded[0][f.failing_pass_index].text())
    if f.last_good_stage and f.last_good_stage in comp.stages and not comp.stages[f.last_good_stage].is_binary:
        return (f"{f.last_good_stage} (the last good stage) of {_describe(comp)}",
                comp.stages[f.last_good_stage].text())
    return None


def _report_failure(comp: Compilation, ir_on_stdout: str | None) -> None:
    """Print a failed compile's summary on stderr: what failed, the Python line, the failing pass."""
    f = comp.failure
    assert f is not None
    err = sys.stderr
    err.write(f"error: {_describe(comp)}: {_clip(f.headline())}\n")
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
            err.write(f"  | {_clip(ln, 200)}\n")


def _stage_text(comp: Compilation, stage: str, store: Store) -> str:
    if stage == "sass" and "sass" not in comp.stages and comp.target.is_nvidia and "cubin" in comp.stages:
        from .sass import disassemble  # deferred: runs nvdisasm once, then SASS is stored

        comp = store.add_stage(comp, "sass", disassemble(comp.stages["cubin"].read_bytes()))
    return comp.stage(stage).text()


def _load_passes(comp: Compilation, store: Store) -> tuple[list[Any], Any]:
    loaded = store.load_passes(comp.key)
    if loaded is None:
        raise IRExplorerError(f"no per-pass capture for {_describe(comp)}")
    return loaded


def _pass_after(comp: Compilation, store: Store, selector: str) -> tuple[str, str]:
    """``(header, IR after the selected pass)``; :class:`UsageError` for an unknown pass."""
    from .passes import match_pass

    dumps, final = _load_passes(comp, store)
    if selector.isdigit():
        indices = [int(selector)] if int(selector) < len(dumps) else []
    else:
        indices = match_pass([(p.name, p.arg) for p in dumps], selector)
    if not indices:
        raise UsageError(f"no pass {selector!r}: give an index 0-{len(dumps) - 1} or a name such as "
                         f"{dumps[10].short_arg if len(dumps) > 10 else 'canonicalize'} (see `ir-explorer passes`)")
    idx = indices[0]
    if len(indices) > 1:
        click.echo(f"note: {selector!r} matches passes {', '.join(map(str, indices[:12]))}; showing #{idx} "
                   "(use --pass INDEX for another)", err=True)
    p = dumps[idx]
    if idx + 1 < len(dumps):
        text = dumps[idx + 1].text()
    elif final is not None:
        text = final.read_bytes().decode("utf-8", errors="replace")
    else:
        raise IRExplorerError(f"the IR after the last pass (#{idx} {p.name}) was not captured")
    return f"IR after pass #{idx} {p.name} ({p.short_arg or p.scope}) of {_describe(comp)}", text


# ----------------------------------------------------------------------------- options


def _common(fn: Callable[..., Any]) -> Callable[..., Any]:
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
        click.option("--num-warps", type=int, default=None, help="Override num_warps."),
        click.option("--num-stages", type=int, default=None, help="Override num_stages."),
        click.option("--constexpr", multiple=True, metavar="NAME=VALUE", help="Set a constexpr (repeatable)."),
        click.option("--target", "-t", "targets", multiple=True, metavar="TARGET",
                     help="cuda:90 (default), cuda:80, hip:gfx942 … (repeatable; see `ir-explorer list`)."),
        click.option("--config", "-c", "config_sel", default="0", show_default=True,
                     help="Config index or name, or 'all'."),
    ]
    for opt in reversed(options):
        fn = opt(fn)
    return fn


class _Failure(click.ClickException):
    """An :class:`IRExplorerError` on its way out: one line on stderr, the error's exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # click declares it on the class

    def show(self, file: Any = None) -> None:
        click.echo(f"error: {self.message}", err=True)


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except IRExplorerError as exc:
            raise _Failure(exc.message, exc.exit_code) from exc


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="ir-explorer")
def cli() -> None:
    """Explore what Triton makes of a kernel, stage by stage and pass by pass, for any GPU, without a GPU."""


@cli.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def list_cmd(as_json: bool) -> None:
    """Bundled kernels, their configs and example arguments, and the known targets."""
    kernels = bundled.registry()
    if as_json:
        click.echo(json.dumps({
            "kernels": [{
                "name": k.name, "function": k.function, "path": str(k.path), "description": k.description,
                "args": [a.describe() for a in k.args], "constexprs": dict(k.constexprs),
                "configs": [dict(index=i, name=c.short(), **c.to_json()) for i, c in enumerate(k.configs)],
            } for k in kernels.values()],
            "targets": KNOWN_TARGETS, "default_target": DEFAULT_TARGET, "stages": list(TEXT_STAGES),
        }, indent=2))
        return
    for k in kernels.values():
        click.echo(f"{k.name:24} {k.description}")
        click.echo(f"{'':24} {k.path.name}:{k.function}({', '.join(a.describe() for a in k.args[:4])}"
                   f"{', …' if len(k.args) > 4 else ''})")
        for i, c in enumerate(k.configs):
            click.echo(f"{'':26}config {i} ({c.short()}): {c.label()}")
    click.echo("\ntargets: " + ", ".join(f"{t} ({gpu})" for t, gpu in KNOWN_TARGETS.items()))
    click.echo(f"default target: {DEFAULT_TARGET}; stages: {', '.join(TEXT_STAGES)}")


@cli.command()
@click.argument("kernel")
@click.option("--stage", "-s", type=click.Choice(TEXT_STAGES), default=None,
              help="Which stage to print (default: ttgir).")
@click.option("--pass", "pass_sel", default=None, metavar="N|NAME",
              help="Print the MLIR after this pass instead of a stage (see `ir-explorer passes`).")
@_common
def dump(kernel: str, stage: str | None, pass_sel: str | None, as_json: bool, no_cache: bool, no_color: bool,
         cache_dir: str | None, timeout: float, jobs: int | None, signature: str | None, num_warps: int | None,
         num_stages: int | None, constexpr: tuple[str, ...], targets: tuple[str, ...], config_sel: str) -> None:
    """Print one stage (or the IR after one pass) of KERNEL: a bundled name or FILE.py:KERNEL."""
    if pass_sel is not None and stage is not None:
        raise UsageError("--pass prints the MLIR after a pass; it cannot be combined with --stage")
    stage = stage or "ttgir"
    spec = _resolve_kernel(kernel, signature, num_warps, num_stages, constexpr)
    tgts = _targets(targets)
    for t in tgts:
        t.check_stage(stage)
    store = Store(default_root(cache_dir))
    requests = [Request(spec, i, t, passes=pass_sel is not None)
                for t in tgts for i in _select_configs(spec, config_sel)]
    comps = _compile(requests, store, no_cache, jobs, timeout)
    color = _use_color(no_color) and not as_json
    headers = len(comps) > 1 or sys.stdout.isatty()
    failed = False
    rows: list[dict[str, Any]] = []
    for comp in comps:
        row: dict[str, Any] = {"kernel": comp.kernel, "config_index": comp.config_index,
                               "config": comp.config.to_json(), "target": comp.target.spec, "key": comp.key,
                               "cache_hit": comp.cache_hit, "triton_version": comp.triton_version}
        shown: tuple[str, str] | None = None  # (header, text)
        try:  # the requested IR, also when the compile failed after producing it
            if pass_sel is not None:
                shown = _pass_after(comp, store, pass_sel)
            else:
                shown = (f"{stage} of {_describe(comp)}", _stage_text(comp, stage, store))
        except IRExplorerError:
            if comp.failure is None:
                raise
        if comp.failure is not None:
            failed = True
            row["failure"] = comp.failure.to_json()
            if shown is None:
                shown = _last_good_ir(comp, store)
            _report_failure(comp, shown[0] if shown and not as_json else None)
        shown_stage = stage if pass_sel is None else "ttgir"
        row.update(stage=stage if pass_sel is None else None, text=shown[1] if shown else None,
                   header=shown[0] if shown else None, shared_bytes=comp.shared_bytes,
                   num_warps=comp.metadata.get("num_warps"), num_stages=comp.metadata.get("num_stages"),
                   resources=comp.resources.to_json() if comp.resources else None,
                   stage_times_ms={n: s.time_ms for n, s in comp.stages.items() if s.time_ms is not None},
                   compile_ms=comp.compile_ms)
        rows.append(row)
        if as_json or shown is None:
            continue
        header = shown[0] + (f" · {_summary(comp)}" if comp.ok else "")
        if headers:
            click.echo(f"{_comment(shown_stage)} ===== {header} =====")
        elif pass_sel is not None:
            click.echo(f"note: {header}", err=True)
        _emit(shown[1], shown_stage, color)
    if as_json:
        click.echo(json.dumps({"results": rows}, indent=1))
    if failed:
        sys.exit(1)


@cli.command()
@click.argument("kernel")
@click.option("--changed-only", is_flag=True, help="Only the passes that changed the IR.")
@_common
def passes(kernel: str, changed_only: bool, as_json: bool, no_cache: bool, no_color: bool, cache_dir: str | None,
           timeout: float, jobs: int | None, signature: str | None, num_warps: int | None, num_stages: int | None,
           constexpr: tuple[str, ...], targets: tuple[str, ...], config_sel: str) -> None:
    """List the MLIR passes KERNEL went through: index, pass, changed, lines added/removed."""
    spec = _resolve_kernel(kernel, signature, num_warps, num_stages, constexpr)
    store = Store(default_root(cache_dir))
    requests = [Request(spec, i, t, passes=True) for t in _targets(targets) for i in _select_configs(spec, config_sel)]
    comps = _compile(requests, store, no_cache, jobs, timeout)
    out: list[dict[str, Any]] = []
    for comp in comps:
        dumps, _final = _load_passes(comp, store)
        shown = [p for p in dumps if p.changed or not changed_only]
        if as_json:
            out.append({"kernel": comp.kernel, "config_index": comp.config_index, "target": comp.target.spec,
                        "failure": comp.failure.to_json() if comp.failure else None,
                        "passes": [{"index": p.index, "name": p.name, "arg": p.arg, "scope": p.scope, "kind": p.kind,
                                    "changed": p.changed, "lines_added": p.lines_added,
                                    "lines_removed": p.lines_removed} for p in shown]})
            continue
        n_changed = sum(1 for p in dumps if p.changed)
        distinct = len({getattr(p.source, "digest", p.index) for p in dumps})
        click.echo(f"{_describe(comp)}: {len(dumps)} passes, {n_changed} changed the IR, {distinct} distinct IRs")
        if comp.failure is not None:
            click.echo(f"  compile failed: {comp.failure.headline()}")
        click.echo(f"{'#':>4}  {'changed':7} {'+lines':>7} {'-lines':>7}  pass")
        for p in shown:
            mark = {True: "yes", False: "-", None: "?"}[p.changed]
            scope = "" if p.scope == "builtin.module" else f"  [{p.scope}]"
            click.echo(f"{p.index:>4}  {mark:7} {p.lines_added:>7} {p.lines_removed:>7}  {p.name}: "
                       f"{p.short_arg or p.kind}{scope}")
    if as_json:
        click.echo(json.dumps({"results": out}, indent=1))
    if any(c.failure for c in comps):
        sys.exit(1)


def main(argv: Sequence[str] | None = None) -> None:
    """Console-script entry point (see :func:`ir_explorer.warm.main`)."""
    try:
        cli.main(args=list(argv) if argv is not None else None, prog_name="ir-explorer", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except (KeyboardInterrupt, click.exceptions.Abort):
        click.echo("interrupted", err=True)
        sys.exit(130)
    except BrokenPipeError:  # e.g. `ir-explorer dump … | head`
        sys.stderr.close()
        sys.exit(0)
