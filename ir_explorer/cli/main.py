"""The ``ir-explorer`` command group: every command lives in its own module, loaded when run (``LAZY_COMMANDS``).

A view over the capture layer and the store: it never imports Triton itself (compiles run in
:mod:`ir_explorer.capture.worker` processes), and a cached ``dump`` imports neither Triton, torch nor
Textual. Errors print one line to stderr and exit with the error's code (2 for bad input,
1 for a failed compile), never a traceback.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

import click

from ir_explorer.core.control_chars import for_terminal, one_line, unmarked
from ir_explorer.core.errors import IRExplorerError, did_you_mean


class _Failure(click.ClickException):
    """An :class:`IRExplorerError` on its way out: one line on stderr, the error's exit code."""

    def __init__(self, message: str, exit_code: int, warnings: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # click declares it on the class
        self.warnings = warnings

    def show(self, file: Any = None) -> None:
        terminal = sys.stderr is not None and sys.stderr.isatty()
        for warning in self.warnings:  # input-derived (file names, kernel names): one line each, escaped
            click.echo(one_line(f"warning: {warning}", terminal), err=True)
        click.echo(one_line(f"error: {self.message}", terminal), err=True)


#: Commands that live in their own modules, imported only when run or listed in ``--help``:
#: ``name -> "module:attribute"``. Each module defines a ``click.Command`` built with
#: :func:`ir_explorer.cli.options.compile_options` and friends; add a line here to add a command.
LAZY_COMMANDS: dict[str, str] = {
    "list": "ir_explorer.cli.listing:list_cmd",
    "dump": "ir_explorer.cli.dump:dump",
    "passes": "ir_explorer.cli.passes:passes",
    "report": "ir_explorer.cli.report:report_cmd",
    "bench": "ir_explorer.cli.bench:bench",
    "compare": "ir_explorer.cli.compare:compare_cmd",
    "capture": "ir_explorer.cli.capture:capture",
    "snapshot": "ir_explorer.cli.snapshot:snapshot",
    "check": "ir_explorer.cli.check:check_cmd",
    "tui": "ir_explorer.cli.tui:tui",
    "open": "ir_explorer.cli.tui:open_cmd",
    "blame": "ir_explorer.cli.blame:blame_cmd",
    "diff": "ir_explorer.cli.diff:diff_cmd",
    "cache": "ir_explorer.cli.cache:cache",
    "triton": "ir_explorer.cli.triton:triton",
    "history": "ir_explorer.cli.history:history_cmd",
    "selfcheck": "ir_explorer.cli.selfcheck:selfcheck_cmd",
    "repro": "ir_explorer.cli.repro:repro_cmd",
    "sweep": "ir_explorer.cli.sweep:sweep_cmd",
}


class _Group(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *LAZY_COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in LAZY_COMMANDS and cmd_name not in self.commands:
            module, attr = LAZY_COMMANDS[cmd_name].split(":")
            self.add_command(getattr(importlib.import_module(module), attr), cmd_name)
        return super().get_command(ctx, cmd_name)

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None,
                                                                              list[str]]:
        """Click's, with a "did you mean" for an unknown command (``reprot`` → ``report``, :func:`did_you_mean`)."""
        if args and not args[0].startswith("-") and self.get_command(ctx, args[0]) is None:
            hint = did_you_mean(args[0], {c: repr(c) for c in self.list_commands(ctx)})
            if hint:
                ctx.fail(f"no such command {args[0]!r}{hint}")
        return super().resolve_command(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except IRExplorerError as exc:
            raise _Failure(exc.message, exc.exit_code, exc.warnings) from exc
        except BrokenPipeError as exc:  # past click, which would turn it into exit 1
            raise _PipeClosed from exc


class _PipeClosed(Exception):
    """Whoever read stdout has gone (``ir-explorer diff … | head``): stop quietly, as Unix tools do."""


@click.group(cls=_Group, invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, is_eager=True, expose_value=False, callback=lambda ctx, param, value:
              _print_version(ctx, value), help="Show ir-explorer's version and the Triton it compiles with.")
@click.option("--color", type=click.Choice(("auto", "always", "never")), default=None, expose_value=False,
              is_eager=True, callback=lambda ctx, param, value: _set_color(value),
              help="Colour for every command: auto (on a terminal; FORCE_COLOR=1 forces it, NO_COLOR=1 stops "
                   "it), always, never. Each command takes --color too.")
@click.pass_context
def cli(ctx: click.Context) -> None:
    """Explore what Triton makes of a kernel, stage by stage and pass by pass, for any GPU, without a GPU.

    Without a command, opens the terminal UI on the bundled kernels (see `ir-explorer tui --help`).
    """
    if ctx.invoked_subcommand is not None:
        return
    if not (sys.stdin.isatty() and sys.stdout.isatty()):  # no terminal to draw on: say what there is
        click.echo(ctx.get_help())
        return
    from ir_explorer.cli.tui import run_tui  # deferred: the UI's modules are needed only here

    run_tui()


def _set_color(mode: str | None) -> None:
    from ir_explorer.cli import render  # deferred: render imports the capture layer, which --help needs not

    render.set_color(mode)


def _print_version(ctx: click.Context, value: bool) -> None:
    """``ir-explorer 0.1.0, Triton 3.9.0 (/path/to/triton)``: the Triton version is read from its
    ``__init__.py`` without importing it (:func:`ir_explorer.capture.compiles.triton_version`)."""
    if not value or ctx.resilient_parsing:
        return
    from importlib.metadata import version

    from ir_explorer.capture.compiles import triton_version  # deferred: only for --version

    try:
        triton = f"Triton {triton_version()}"
    except IRExplorerError as exc:
        triton = exc.message
    click.echo(f"ir-explorer {version('ir-explorer')}, {triton}")
    ctx.exit()


def main(argv: Sequence[str] | None = None) -> None:
    """Console-script entry point after :func:`ir_explorer.cli.entry.main` has started the warm worker.

    stdout and stderr are wrapped in :class:`GuardedStdout`: control characters escaped on a terminal, and a write
    error (``> /dev/full``) one line and exit 1; a closed stdout (``>&-``) is one line and exit 1 before anything
    runs.
    """
    if sys.stdout is None:  # started with fd 1 closed: Python gives no stream, and fd 1 may be any file opened next
        _say("error: stdout is closed (>&-); give the output somewhere to go, e.g. > /dev/null")
        sys.exit(1)
    if not isinstance(sys.stdout, GuardedStdout):
        sys.stdout = GuardedStdout(sys.stdout, sys.stdout.isatty())
    if sys.stderr is not None and not isinstance(sys.stderr, GuardedStdout):
        sys.stderr = GuardedStdout(sys.stderr, sys.stderr.isatty(), failures=False)
    if os.environ.get("_IR_EXPLORER_COMPLETE"):  # the shell asks for completions (README, "Shell completion")
        from ir_explorer.cli.completion import install  # deferred: only then

        install()
    try:
        cli.main(args=list(argv) if argv is not None else None, prog_name="ir-explorer", standalone_mode=False)
        sys.stdout.flush()  # a reader gone after the last write shows here, not in the flush at exit
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except (KeyboardInterrupt, click.exceptions.Abort):
        click.echo("interrupted", err=True)
        from ir_explorer.capture.children import exit_interrupted

        exit_interrupted()
    except StdoutFailed as exc:  # e.g. `ir-explorer dump … > /dev/full`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the flush at exit cannot fail again
        _say(f"error: cannot write the output to stdout: {exc}")
        sys.exit(1)
    except (BrokenPipeError, _PipeClosed):  # e.g. `ir-explorer dump … | head`
        # Python flushes stdout again at exit: point it at /dev/null so that cannot fail and print a
        # traceback (the recipe of the `signal` module's docs, "Note on SIGPIPE").
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)


def _say(line: str) -> None:
    """``line`` on stderr, when there is one."""
    if sys.stderr is not None:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()


class StdoutFailed(Exception):
    """Writing to stdout failed for a reason other than a closed pipe (``> /dev/full``: ENOSPC)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.error = error


class GuardedStdout:
    """``sys.stdout`` (and ``sys.stderr``, ``failures=False``) as the CLI writes it: a write error other than a
    closed pipe becomes :class:`StdoutFailed` (one line and exit 1 in :func:`ir_explorer.cli.main.main`, not a
    traceback), and, on a ``terminal``, every control character is escaped, whatever command wrote it, but the
    colour sequences the CLI made itself (:func:`ir_explorer.core.control_chars.for_terminal`: an input's colour
    sequences, conceal and blink among them, are escaped too, issue 24). Piped, the bytes stay as they are."""

    def __init__(self, stream: Any, terminal: bool, failures: bool = True) -> None:
        self._stream = stream
        self._terminal = terminal
        self._failures = failures

    @property
    def raw(self) -> Any:
        """The stream underneath, for a writer that escapes its own input and moves the cursor (rich's live
        progress on stderr)."""
        return self._stream

    def write(self, text: str) -> int:
        text = for_terminal(text) if self._terminal else unmarked(text)
        if not self._failures:
            return int(self._stream.write(text))
        try:
            return int(self._stream.write(text))
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise StdoutFailed(exc) from exc

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise StdoutFailed(exc) from exc

    def isatty(self) -> bool:
        return self._terminal

    def __getattr__(self, name: str) -> Any:  # fileno, encoding, buffer, …: the real stream's
        return getattr(self._stream, name)
