"""How the command line writes: colour, highlighted IR, compile progress, one-line summaries, failures,
and the notes, warnings and listings the engines return. Only views import this module."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import click

from ir_explorer.capture.compiles import EventCallback
from ir_explorer.capture.select import Gathered, Listing
from ir_explorer.core.control_chars import escape, one_line, ours
from ir_explorer.core.model import Compilation
from ir_explorer.core.units import size_text

#: ``--color``'s choices: ``auto`` (colour on a terminal), ``always``, ``never``.
COLOR_MODES = ("auto", "always", "never")
_COLOR_KEY = "ir_explorer.color"


def set_color(mode: str | None) -> None:
    """Record ``--color MODE`` (``None``: not given) for :func:`use_color`, and tell click whether to keep
    styles when stdout is no terminal (``always``, or ``FORCE_COLOR`` in ``auto``). A later call (the
    command's ``--color`` after the group's) wins."""
    ctx = click.get_current_context(silent=True)
    if ctx is None:
        return
    if mode is not None:
        ctx.meta[_COLOR_KEY] = mode
    wanted = _color_wanted(ctx.meta.get(_COLOR_KEY, "auto"))
    if wanted is not None:
        ctx.color = wanted


def _color_wanted(mode: str) -> bool | None:
    """What ``mode`` and the environment decide (``None``: ask the terminal). ``NO_COLOR`` (any non-empty
    value, no-color.org) wins over ``FORCE_COLOR`` (any non-empty value but ``0``); ``--color`` over both.
    ``TERM=dumb`` (a terminal that shows escape sequences as text: Emacs' shell, some CI logs) means no colour
    unless ``FORCE_COLOR`` or ``--color=always`` asks for it, as rich and git do."""
    if mode != "auto":
        return mode == "always"
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR", "0") not in ("", "0"):
        return True
    if os.environ.get("TERM") == "dumb":
        return False
    return None


#: The version of every ``--json`` output's layout (``schema_version``, docs/json.md): raised when a field
#: changes meaning or goes away; new fields do not raise it.
JSON_SCHEMA_VERSION = 1


def echo_json(payload: dict[str, Any]) -> None:
    """Print one command's ``--json`` output: ``payload`` with ``schema_version`` first, indented by one."""
    click.echo(json.dumps({"schema_version": JSON_SCHEMA_VERSION, **payload}, indent=1))


def use_color(no_color: bool) -> bool:
    """Whether to colour stdout: never with ``--no-color``; else as ``--color`` says (``always``/``never``),
    else never with ``NO_COLOR`` set, always with ``FORCE_COLOR`` set, else only on a terminal."""
    if no_color:
        return False
    ctx = click.get_current_context(silent=True)
    wanted = _color_wanted(ctx.meta.get(_COLOR_KEY, "auto") if ctx is not None else "auto")
    return sys.stdout.isatty() if wanted is None else wanted


def style(text: str, **styles: Any) -> str:
    """``text`` in click's ``styles`` (``fg="red"``, ``bold=True``): the colour sequences around it marked as the
    CLI's own (:func:`ir_explorer.core.control_chars.ours`), ``text`` itself left as it is, so that a colour
    sequence an input put in it is escaped on a terminal (issue 24). Use it for every styled output, never
    ``click.style`` on input-derived text."""
    before, _, after = click.style("\0", **styles).partition("\0")
    return ours(before) + text + ours(after)


def secho(text: str, color: bool, **styles: Any) -> None:
    """``click.secho(text, color=color, **styles)`` through :func:`style`."""
    click.echo(style(text, **styles) if color else text, color=color)


def emit(text: str, stage: str, color: bool) -> None:
    """Write one stage's ``text`` to stdout, highlighted for ``stage`` when ``color``; on a terminal its control
    characters are escaped first (IR from an input may hold ``ESC [2J``), piped it is written as it is."""
    if sys.stdout.isatty():
        text = escape(text)
    if color:
        from ir_explorer.ir.lexers import highlight  # deferred: Pygments costs ~30 ms and is only needed on a terminal

        # Pygments' colours are ours; on a terminal the input's escape sequences were escaped just above
        text = ours(highlight(text, stage))
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def comment(stage: str) -> str:
    """The line-comment marker of ``stage``'s language (``;`` for LLVM IR and AMDGCN, else ``//``)."""
    return ";" if stage in ("llir", "amdgcn") else "//"


def clip(text: str, width: int = 300) -> str:
    """``text`` cut to ``width`` characters, with ``…`` where it was cut."""
    return text if len(text) <= width else text[: width - 1] + "…"


class Progress:
    """Compiles' progress on stderr, shown only when compiling takes over a second on a terminal: one line
    per compile (state, seconds, label) when they fit the terminal, else a count of those done, failed,
    compiling and queued above the lines of those compiling (a long list was cut at the terminal's
    height, hiding the compiles under way)."""

    def __init__(self, labels: Sequence[str], console: Any = None) -> None:
        self.labels = list(labels)
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

            # the stream under the CLI's escaping one: the live display moves the cursor; labels are escaped here
            self.console = self.console or Console(file=getattr(sys.stderr, "raw", sys.stderr))
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
            finished = counts['done'] + counts['cached'] + counts['failed']
            compiled = counts['done'] + counts['failed']  # a cache hit costs nothing: it says nothing of the rest
            eta = (f", ETA {(now - self.started) / compiled * (len(rows) - finished):.0f} s"
                   if compiled and finished < len(rows) else "")
            lines.append(f"{finished}/{len(rows)} compiled"
                         f" ({counts['failed']} failed), {counts['compiling']} compiling, {counts['queued']} queued,"
                         f" {now - self.started:.0f} s{eta}")
            rows = [i for i in rows if self.states[i] == "compiling"][: height - 2]
        for i in rows:
            state, secs = self.states[i], self.times[i]
            shown = f"{now - self.begun[i]:5.1f}s" if state == "compiling" else (f"{secs:5.1f}s" if secs else "")
            lines.append(f"{state:>9} {shown:>7}  {escape(self.labels[i], keep_newlines=False)}")
        return Text("\n".join(lines))

    def close(self) -> None:
        if self.live is not None:
            self.live.stop()


@contextmanager
def progress(labels: Sequence[str]) -> Iterator[EventCallback | None]:
    """A :class:`Progress` for compiles labelled ``labels`` (an engine's ``ProgressFactory``), closed after."""
    shown = Progress(labels)
    try:
        yield shown
    finally:
        shown.close()


@contextmanager
def quiet(labels: Sequence[str]) -> Iterator[EventCallback | None]:
    """No progress display (``ProgressFactory`` for scripts' ``--quiet``)."""
    yield None


def summary(comp: Compilation) -> str:
    """Resources and stage times in one line: ``108 registers, no spills, 96 KiB shared, compiled in 2.1 s (ttir 5 ms
    1%, …)``: each stage's time and its share of the stages' sum (:meth:`Compilation.stage_shares`)."""
    parts: list[str] = []
    res = comp.resources
    if res is not None and res.source == "ptxas":
        parts.append(f"{res.registers} registers")
        parts.append(f"spills {res.spill_store_bytes}/{res.spill_load_bytes} B store/load" if res.spills
                     else "no spills")
    elif res is not None:
        from ir_explorer.analyses.metric_format import vgprs_text  # deferred: the analyses load only for AMD

        parts.append(f"{vgprs_text(res.registers, res.agprs)}, {res.sgprs} SGPRs, {res.occupancy} waves per SIMD")
        parts.append(f"{res.vgpr_spills} VGPR / {res.sgpr_spills} SGPR spills" if res.spills else "no spills")
    if comp.shared_bytes is not None:
        parts.append(f"{size_text(comp.shared_bytes)} shared")
    times = [f"{n} {ms:.0f} ms" + (f" {share:.0%}" if share is not None else "")
             for n, ms, share in comp.stage_shares()]
    if comp.compile_ms is not None:
        parts.append(f"compiled in {comp.compile_ms / 1e3:.1f} s ({', '.join(times)})")
    return "; ".join(parts)


def report_failure(comp: Compilation, ir_on_stdout: str | None) -> None:
    """Print a failed compile's summary on stderr: what failed, the Python line, the failing pass."""
    f = comp.failure
    assert f is not None
    err = _Lines(sys.stderr)
    err.write(f"error: {comp.title()}: {clip(f.headline())}\n")
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


def notes(lines: Sequence[str], word: str = "note") -> None:
    """Each of ``lines`` on stderr after ``word:``, one line each (:func:`message`)."""
    for line in lines:
        click.echo(message(f"{word}: {line}"), err=True)


def message(line: str) -> str:
    """One line for stderr made of input-derived parts: control characters escaped on a terminal, line breaks
    escaped everywhere (:func:`ir_explorer.core.control_chars.one_line`)."""
    stream = sys.stderr
    return one_line(line, stream is not None and stream.isatty())


class _Lines:
    """Writes ``text\n`` pieces to a stream, each piece made one line by :func:`message`."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> None:
        if self.stream is not None:
            self.stream.write(message(text.removesuffix("\n")) + ("\n" if text.endswith("\n") else ""))


def listing(found: Listing, as_json: bool) -> None:
    """Print the kernels a PATH holds; exit 0 for ``--list``, else 2 with the listing's error."""
    if as_json:
        echo_json({"path": found.path, "kind": found.kind, "kernels": list(found.rows)})
    else:
        click.echo(f"{found.path} ({found.kind}): {len(found.rows)} compiled kernel(s)")
        for r in found.rows:
            warps = f"num_warps={r['num_warps']}" if r["num_warps"] is not None else ""
            click.echo(f"  {r['kernel']:28} {r['target']:10} triton {r['triton_version']:10} "
                       f"{','.join(r['stages']) or '(passes only)':40} {warps}  {r['entry']}")
    if found.error is None:
        sys.exit(0)
    click.echo(message(f"error: {found.error}"), err=True)  # kernel names from the input: escaped (issue 24)
    sys.exit(2)


def shown(result: Gathered, as_json: bool = False) -> list[Compilation]:
    """Print what an engine's :class:`Gathered` has to say (warnings, notes, a listing that ends the command),
    and return its compilations."""
    notes(result.warnings, "warning")
    notes(result.notes)
    if result.listing is not None:
        listing(result.listing, as_json)
    return list(result.comps)
