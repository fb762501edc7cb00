"""Start a compile worker early, so that its Python start-up and ``import triton`` overlap the CLI's own.

A compile runs in a child process (:mod:`ir_explorer.capture.worker`). Started only once the CLI has
parsed its arguments and found a cache miss, the child would spend ~0.4 s starting Python and
importing Triton after the parent's own ~0.1 s start-up: a fixed cost on every compile. The
console entry point therefore starts one worker first thing for ``dump``, ``passes`` and ``report``; the
worker imports Triton and waits on stdin for a request. :mod:`ir_explorer.capture.compiles` adopts it
for its first compile; if everything was cached, it is killed unused at exit.

The workers it starts are :mod:`ir_explorer.capture.children`'s (started, stopped and killed there), with the
environment of :mod:`ir_explorer.capture.worker_env`; both modules' public names are importable from here too.

This module imports only the standard library (it runs before everything else).
"""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ir_explorer.capture.children import (
    Terminated,
    exit_interrupted,
    install_signal_handlers,
    start_worker,
    stop,
    stop_all,
)
from ir_explorer.capture.worker_env import (
    DEFAULT_MEMORY_BYTES,
    IGNORED_ENV,
    LIFELINE_ENV,
    MEMORY_ENV,
    PARENT_ENV,
    STRIPPED_ENV,
    memory_limit,
    worker_env,
)

if TYPE_CHECKING:
    import subprocess

__all__ = [
    "COMPILING_COMMANDS", "DEFAULT_MEMORY_BYTES", "IGNORED_ENV", "LIFELINE_ENV", "MEMORY_ENV", "PARENT_ENV",
    "STRIPPED_ENV", "Terminated", "discard", "exit_interrupted", "install_signal_handlers", "keep", "memory_limit",
    "prestart", "record", "start_worker", "stop", "stop_all", "take", "worker_env",
]

#: CLI commands that may compile.
COMPILING_COMMANDS = ("dump", "passes", "report", "bench", "snapshot", "check", "tui", "blame", "compare", "diff",
                      "history", "repro", "selfcheck")

_warm: subprocess.Popen[bytes] | None = None
#: The interpreter the warm worker runs (``None``: this one, with the Triton beside ir-explorer): a worker of one
#: release must never answer a request meant for another (issue 24: a 3.6.0 worker kept warm after reading a
#: kernel file compiled the installed release's request, and the store kept 3.6.0's IR under 3.9.0's key).
_warm_python: str | None = None
#: The hint file of this process's command line (:func:`record`); ``None`` when it may not compile.
_hint: str | None = None
#: Environment variables that change what a command line means (where the store is, what Triton generates).
_HINT_ENV_PREFIXES = ("IR_EXPLORER_", "TRITON_", "MLIR_", "LLVM_", "NVPTX_", "AMDGCN_", "PYTHONPATH", "PATH")


def _hint_file(argv: Sequence[str]) -> str:
    """The hint file of command line ``argv`` (see the module docstring): under the store that ``--cache-dir``
    or ``$IR_EXPLORER_CACHE_DIR`` names, else under the user cache folder."""
    import hashlib
    import json

    root = next((argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--cache-dir"), None)
    root = root or next((a.split("=", 1)[1] for a in argv if a.startswith("--cache-dir=")), None)
    root = root or os.environ.get("IR_EXPLORER_CACHE_DIR")
    if not root:
        import platformdirs  # deferred: only when no location was given

        root = platformdirs.user_cache_dir("ir-explorer")
    env = sorted((k, v) for k, v in os.environ.items() if k.startswith(_HINT_ENV_PREFIXES))
    digest = hashlib.sha256(json.dumps([list(argv), os.getcwd(), sys.executable, env]).encode()).hexdigest()
    return os.path.join(os.path.expanduser(root), "v1", "hints", digest)


def prestart(argv: Sequence[str]) -> None:
    """Start the warm worker when the command line may compile (``COMPILING_COMMANDS`` of a kernel, not of
    a PATH to read, not ``--help``) and its answer was not all in the store last time (a hint)."""
    global _warm, _hint
    install_signal_handlers()  # first: any command may start workers, warm or not
    if _warm is not None or not argv or argv[0] not in COMPILING_COMMANDS:
        return
    if any(a in ("-h", "--help") for a in argv) or os.environ.get("IR_EXPLORER_NO_WARM_WORKER"):
        return
    if any(a.startswith("--triton") for a in argv):
        return  # another release's worker: started when the request is known (a warm one would be wasted)
    if len(argv) > 1 and not argv[1].endswith(".py") and os.path.exists(argv[1]):
        return  # a PATH to read (a Triton cache, a dump log): nothing to compile
    _hint = _hint_file(argv)
    if os.path.exists(_hint):
        return  # every compile of this command line was stored last time
    install_signal_handlers()
    _warm = start_worker()
    atexit.register(discard)


def record(all_cached: bool) -> None:
    """Note whether every compile of this command line came from the store: leave its hint, or remove it.

    Called by :func:`ir_explorer.capture.compiles.compile_all`; does nothing outside a :func:`prestart`-ed
    command line. A store that cannot be written only loses the hint."""
    global _hint
    if _hint is None:
        return
    try:
        if all_cached:
            os.makedirs(os.path.dirname(_hint), exist_ok=True)
            with open(_hint, "a"):
                pass
        elif os.path.exists(_hint):
            os.remove(_hint)
    except OSError:
        pass  # a hint only saves a worker start
    if not all_cached:
        _hint = None  # a later compile_all in this process (the same command) must not bring the hint back


def take(python: str | os.PathLike[str] | None = None) -> subprocess.Popen[bytes] | None:
    """The warm worker, if one is still waiting and runs ``python`` (``None``: this interpreter, as
    :func:`start_worker` takes it); the caller now owns it. A worker of another interpreter stays warm."""
    global _warm
    if _warm_python != (None if python is None else os.fspath(python)):
        return None
    proc, _warm = _warm, None
    if proc is not None and proc.poll() is not None:  # it died (e.g. no triton): start afresh
        stop(proc)
        return None
    return proc


def keep(proc: subprocess.Popen[bytes], python: str | os.PathLike[str] | None = None) -> None:
    """Make ``proc``, a worker run by ``python`` (as :func:`start_worker` took it) that answered a ``describe``
    request and waits for more, the warm worker (killed at exit if nobody takes it); a second one is killed.
    Only :func:`take` with the same ``python`` hands it out."""
    global _warm, _warm_python
    if _warm is not None and _warm.poll() is None:
        stop(proc)
        return
    if proc.poll() is None:
        _warm, _warm_python = proc, None if python is None else os.fspath(python)
        atexit.register(discard)


def discard() -> None:
    """Kill the warm worker if nobody took it (everything came from the store)."""
    global _warm, _warm_python
    proc, _warm, _warm_python = _warm, None, None
    if proc is not None:
        stop(proc)
