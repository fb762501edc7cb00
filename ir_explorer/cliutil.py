"""Shared pieces of the command line: common options, compiling with progress, headers and failures.

Every ``ir-explorer`` command module (``cli.py`` and the ``cli_*.py`` modules it loads lazily) builds on
these. Like all views, nothing here imports Triton: compiles run in :mod:`ir_explorer.worker` processes.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import click

from . import bundled
from .capture import DEFAULT_TIMEOUT_S, Request, compile_all
from .errors import IRExplorerError, UsageError
from .model import DEFAULT_TARGET, Compilation, Config, KernelSpec, Target
from .store import Store


def use_color(no_color: bool) -> bool:
    return not no_color and "NO_COLOR" not in os.environ and sys.stdout.isatty()


def emit(text: str, stage: str, color: bool) -> None:
    if color:
        from .lexers import highlight  # deferred: Pygments costs ~30 ms and is only needed on a terminal

        text = highlight(text, stage)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def comment(stage: str) -> str:
    return ";" if stage in ("llir", "amdgcn") else "//"


def resolve_kernel(kernel: str, signature: str | None, num_warps: int | None, num_stages: int | None,
                    constexpr: Sequence[str], cache_dir: str | None = None) -> KernelSpec:
    """A bundled kernel by name, ``file.py:kernel`` with a signature, or ``captured:NAME`` (a kernel
    ``ir-explorer capture`` recorded in the store at ``cache_dir``); overrides make one custom config."""
    from .kernel_files import is_kernel_ref, parse_constexprs, user_kernel  # deferred: only for overrides and files

    consts = parse_constexprs(constexpr)
    if kernel.startswith("captured:"):
        from .cli_capture import captured_spec  # deferred: only for captured kernels
        from .store import default_root

        spec = captured_spec(kernel, Store(default_root(cache_dir)))
    elif is_kernel_ref(kernel):
        return user_kernel(kernel, signature, num_warps or 4, num_stages or 3, consts)
    else:
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


def select_configs(spec: KernelSpec, selector: str) -> list[int]:
    if selector == "all":
        return list(range(len(spec.configs)))
    return [spec.config(selector)[0]]


def parse_targets(values: Sequence[str]) -> list[Target]:
    return [Target.parse(v) for v in (values or [DEFAULT_TARGET])]


class Progress:
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


def compile_requests(requests: list[Request], store: Store, no_cache: bool, jobs: int | None, timeout: float
             ) -> list[Compilation]:
    labels = [f"{r.spec.name} [{r.config_index}] {r.config.short()} {r.target.spec}" for r in requests]
    progress = Progress(labels)
    try:
        return compile_all(requests, store, use_cache=not no_cache, jobs=jobs, timeout=timeout, on_event=progress)
    finally:
        progress.close()


def describe(comp: Compilation) -> str:
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
        parts.append(f"{res.registers} VGPRs, {res.sgprs} SGPRs, {res.agprs} AGPRs, occupancy {res.occupancy}")
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
    if stage == "sass" and "sass" not in comp.stages and comp.target.is_nvidia and "cubin" in comp.stages:
        from .sass import disassemble  # deferred: runs nvdisasm once, then SASS is stored

        comp = store.add_stage(comp, "sass", disassemble(comp.stages["cubin"].read_bytes()))
    return comp.stage(stage).text()


def load_passes(comp: Compilation, store: Store) -> tuple[list[Any], Any]:
    loaded = store.load_passes(comp.key)
    if loaded is None:
        raise IRExplorerError(f"no per-pass capture for {describe(comp)}")
    return loaded


def pass_after(comp: Compilation, store: Store, selector: str) -> tuple[str, str]:
    """``(header, IR after the selected pass)``; :class:`UsageError` for an unknown pass."""
    from .passes import match_pass

    dumps, final = load_passes(comp, store)
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
    return f"IR after pass #{idx} {p.name} ({p.short_arg or p.scope}) of {describe(comp)}", text


# ----------------------------------------------------------------------------- options


def common(fn: Callable[..., Any]) -> Callable[..., Any]:
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
