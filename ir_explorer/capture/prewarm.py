"""Start a compile worker early, so that its Python start-up and ``import triton`` overlap the CLI's own.

A compile runs in a child process (:mod:`ir_explorer.capture.worker`). Started only once the CLI has
parsed its arguments and found a cache miss, the child would spend ~0.4 s starting Python and
importing Triton after the parent's own ~0.1 s start-up: a fixed cost on every compile. The
console entry point therefore starts one worker first thing for ``dump``, ``passes`` and ``report``; the
worker imports Triton and waits on stdin for a request. :mod:`ir_explorer.capture.compiles` adopts it
for its first compile; if everything was cached, it is killed unused at exit.

This module imports only the standard library (it runs before everything else).
"""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import subprocess

#: Environment variables that change what Triton generates but not worth a cache key of their own,
#: or that only steer dumps and caches.
IGNORED_ENV = frozenset({
    "TRITON_CACHE_DIR", "TRITON_HOME", "TRITON_DUMP_DIR", "TRITON_OVERRIDE_DIR", "TRITON_PRINT_AUTOTUNING",
    "TRITON_CACHE_AUTOTUNING", "TRITON_ALWAYS_COMPILE", "TRITON_KERNEL_DUMP", "TRITON_KERNEL_OVERRIDE",
    "TRITON_DUMP_PTXAS_LOG", "TRITON_INTERPRET", "LLVM_IR_ENABLE_DUMP", "TRITON_CACHE_MANAGER",
})  # fmt: skip
#: Never passed to a worker: dump switches that would flood its output or change what it writes
#: (the worker sets its own), and the interpreter switch, which would replace compilation.
STRIPPED_ENV = IGNORED_ENV | {"MLIR_ENABLE_DUMP", "MLIR_DUMP_PATH", "NVPTX_ENABLE_DUMP", "AMDGCN_ENABLE_DUMP"}
#: CLI commands that may compile.
COMPILING_COMMANDS = ("dump", "passes", "report", "bench", "snapshot", "check", "tui", "blame", "compare", "diff")

_warm: subprocess.Popen[bytes] | None = None
#: The hint file of this process's command line (:func:`record`); ``None`` when it may not compile.
_hint: str | None = None
#: Environment variables that change what a command line means (where the store is, what Triton generates).
_HINT_ENV_PREFIXES = ("IR_EXPLORER_", "TRITON_", "MLIR_", "LLVM_", "NVPTX_", "AMDGCN_", "PYTHONPATH", "PATH")


def worker_env() -> dict[str, str]:
    """The environment of a worker: ours without dump switches, with this package importable."""
    env = {k: v for k, v in os.environ.items() if k not in STRIPPED_ENV}
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join([root, *filter(None, [os.environ.get("PYTHONPATH")])])
    return env


def start_worker() -> subprocess.Popen[bytes]:
    """A worker process that is importing Triton and will read one request path from stdin."""
    import subprocess  # deferred: a command line answered from the store starts no process
    return subprocess.Popen([sys.executable, "-m", "ir_explorer.capture.worker"], stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=worker_env())


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
    if _warm is not None or not argv or argv[0] not in COMPILING_COMMANDS:
        return
    if any(a in ("-h", "--help") for a in argv) or os.environ.get("IR_EXPLORER_NO_WARM_WORKER"):
        return
    if len(argv) > 1 and not argv[1].endswith(".py") and os.path.exists(argv[1]):
        return  # a PATH to read (a Triton cache, a dump log): nothing to compile
    _hint = _hint_file(argv)
    if os.path.exists(_hint):
        return  # every compile of this command line was stored last time
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


def take() -> subprocess.Popen[bytes] | None:
    """The warm worker, if one is still waiting; the caller now owns it."""
    global _warm
    proc, _warm = _warm, None
    if proc is not None and proc.poll() is not None:  # it died (e.g. no triton): start afresh
        return None
    return proc


def keep(proc: subprocess.Popen[bytes]) -> None:
    """Make ``proc``, a worker that answered a ``describe`` request and waits for more, the warm worker
    (killed at exit if nobody takes it); a second one is killed."""
    global _warm
    if _warm is not None and _warm.poll() is None:
        proc.kill()
        proc.wait()
        return
    if proc.poll() is None:
        _warm = proc
        atexit.register(discard)


def discard() -> None:
    """Kill the warm worker if nobody took it (everything came from the store)."""
    global _warm
    proc, _warm = _warm, None
    if proc is not None and proc.poll() is None:
        proc.kill()
        proc.wait()
