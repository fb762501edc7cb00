"""The console script ``ir-explorer``: start a warm compile worker, then import and run the CLI.

The worker's Python start-up and ``import triton`` overlap the CLI's own imports
(:mod:`ir_explorer.capture.prewarm`). This module imports only the standard library and ``prewarm``
before it starts the worker.
"""

from __future__ import annotations

import sys

from ir_explorer.capture import prewarm


def main() -> None:
    """Console-script entry point: start the warm worker, then run the CLI.

    Ctrl-C while the CLI is still importing exits 130 with one line, like Ctrl-C later does; SIGTERM or SIGHUP
    kills the workers' process groups and exits ``128 + N`` with one line (:func:`prewarm.install_signal_handlers`).
    """
    try:
        prewarm.prestart(sys.argv[1:])
        from ir_explorer.cli.main import main as cli_main
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        prewarm.exit_interrupted()
    except prewarm.Terminated as exc:
        _terminated(exc)
    try:
        cli_main()
    except prewarm.Terminated as exc:  # SIGTERM/SIGHUP: the workers are dead, the irx-* folders removed
        _terminated(exc)


def _terminated(exc: prewarm.Terminated) -> None:
    sys.stderr.write(f"terminated by {exc}\n")
    sys.exit(128 + exc.signum)
