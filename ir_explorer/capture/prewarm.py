"""Start a compile worker early, so that its Python start-up and ``import triton`` overlap the CLI's own.

A compile runs in a child process (:mod:`ir_explorer.capture.worker`). Started only once the CLI has
parsed its arguments and found a cache miss, the child would spend ~0.4 s starting Python and
importing Triton after the parent's own ~0.1 s start-up: a fixed cost on every compile. The
console entry point therefore starts one worker first thing for ``dump``, ``passes`` and ``report``; the
worker imports Triton and waits on stdin for a request. :mod:`ir_explorer.capture.compiles` adopts it
for its first compile; if everything was cached, it is killed unused at exit.

No worker outlives the CLI, whatever ends it. Each worker leads its own session (``start_new_session``), so
``ptxas`` and whatever else it starts share its process group, and :func:`stop` kills that group
(``os.killpg``): on timeout, on error, at exit (``atexit``) and on SIGTERM/SIGHUP (:func:`install_signal_handlers`).
For a CLI killed with SIGKILL, each worker holds the read end of a pipe whose only write end is the CLI's (its
"lifeline", :data:`LIFELINE_ENV`): when the CLI dies the pipe reads end-of-file, and the worker removes its
``irx-*`` folder and kills its own group (:func:`ir_explorer.capture.worker.watch_lifeline`). A pipe rather than
``PR_SET_PDEATHSIG``: that fires when the *thread* that started the child ends, and the TUI compiles in threads.

This module imports only the standard library (it runs before everything else).
"""

from __future__ import annotations

import _thread
import atexit
import os
import signal
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

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
COMPILING_COMMANDS = ("dump", "passes", "report", "bench", "snapshot", "check", "tui", "blame", "compare", "diff",
                      "history", "repro", "selfcheck")

#: ``$IR_EXPLORER_WORKER_MEMORY``: the cap on a worker's address space (``8GB``, ``16GiB``; ``0``/``none``: none).
MEMORY_ENV = "IR_EXPLORER_WORKER_MEMORY"
#: The cap when :data:`MEMORY_ENV` is not set. Measured with Triton 3.9: under a 300 MB cap importing Triton fails
#: (its libraries cannot be mapped), under 600 MB a matmul and a flash attention compile with per-pass capture;
#: a runaway kernel was seen at 23.9 GB.
DEFAULT_MEMORY_BYTES = 8 * 1024**3

#: The environment variable that gives a worker the fd number of its lifeline (see the module docstring).
LIFELINE_ENV = "IR_EXPLORER_LIFELINE_FD"

_warm: subprocess.Popen[bytes] | None = None
#: The interpreter the warm worker runs (``None``: this one, with the Triton beside ir-explorer): a worker of one
#: release must never answer a request meant for another (issue 24: a 3.6.0 worker kept warm after reading a
#: kernel file compiled the installed release's request, and the store kept 3.6.0's IR under 3.9.0's key).
_warm_python: str | None = None
#: The environment variable that gives a worker this process's pid: its job folders are ``irx-<pid>-*``, which
#: the worker removes when the lifeline closes (a worker that starts after its parent died reads pid 1 from
#: ``os.getppid``).
PARENT_ENV = "IR_EXPLORER_PARENT_PID"
#: Every worker started and not yet stopped, by pid: the write end of its lifeline.
_live: dict[int, tuple[subprocess.Popen[bytes], int]] = {}
_live_lock = _thread.RLock()  # re-entrant: the signal handler may run while the main thread holds it
_stop_at_exit = False
#: The hint file of this process's command line (:func:`record`); ``None`` when it may not compile.
_hint: str | None = None
#: Environment variables that change what a command line means (where the store is, what Triton generates).
_HINT_ENV_PREFIXES = ("IR_EXPLORER_", "TRITON_", "MLIR_", "LLVM_", "NVPTX_", "AMDGCN_", "PYTHONPATH", "PATH")


def memory_limit() -> int | None:
    """The address-space cap in bytes (:data:`MEMORY_ENV`, else :data:`DEFAULT_MEMORY_BYTES`); ``None``: none.

    Raises :class:`~ir_explorer.core.errors.UsageError` for a value that is not a size."""
    from ir_explorer.core.store_limits import parse_size  # deferred: this module imports only the stdlib

    raw = os.environ.get(MEMORY_ENV, "").strip()
    if not raw:
        return DEFAULT_MEMORY_BYTES
    if raw.lower() in ("0", "none", "off", "unlimited"):
        return None
    return parse_size(raw, f"${MEMORY_ENV}") or None


#: The folder this package is imported from (the checkout, or site-packages).
_PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def worker_env(on_path: bool = True) -> dict[str, str]:
    """The environment of a worker: ours without dump switches, with this package importable through
    ``PYTHONPATH`` (``on_path``; else the user's ``PYTHONPATH`` as it is)."""
    env = {k: v for k, v in os.environ.items() if k not in STRIPPED_ENV}
    paths = [*([_PACKAGE_ROOT] if on_path else []), *filter(None, [os.environ.get("PYTHONPATH")])]
    if paths:
        env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def start_worker(python: str | os.PathLike[str] | None = None) -> subprocess.Popen[bytes]:
    """A worker process that is importing Triton and will read one request path from stdin: the leader of a
    new session, holding a lifeline to this process (see the module docstring). End it with :func:`stop`.

    ``python``: another interpreter (a toolchain's venv, :mod:`ir_explorer.capture.toolchains`). This package's
    folder then goes at the end of its ``sys.path``, not on ``PYTHONPATH``, so that the venv's Triton wins over
    any Triton installed beside this package."""
    import subprocess  # deferred: a command line answered from the store starts no process

    env = worker_env(on_path=python is None)
    if python is None:
        argv = [sys.executable, "-m", "ir_explorer.capture.worker"]
    else:
        argv = [os.fspath(python), "-c", f"import runpy, sys; sys.path.append({_PACKAGE_ROOT!r}); "
                "runpy.run_module('ir_explorer.capture.worker', run_name='__main__', alter_sys=True)"]
    read_end, write_end = os.pipe()  # both non-inheritable: pass_fds hands the worker its read end only
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True, pass_fds=(read_end,),
                                env={**env, LIFELINE_ENV: str(read_end), PARENT_ENV: str(os.getpid())})
    except BaseException:
        os.close(write_end)
        raise
    finally:
        os.close(read_end)
    global _stop_at_exit
    with _live_lock:
        _live[proc.pid] = (proc, write_end)
        if not _stop_at_exit:
            _stop_at_exit = True
            atexit.register(stop_all)
    return proc


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Kill worker ``proc`` and everything in its process group (``ptxas``), reap it, and close its lifeline.

    Safe to call on a worker that has exited (its group may still hold a ``ptxas`` it started) and twice."""
    with _live_lock:
        entry = _live.pop(proc.pid, None)
    if proc.returncode is None or (entry is not None and proc.returncode != 0):
        try:  # not after a clean exit (it waits for its children): a reaped pid may be someone else's by now
            os.killpg(proc.pid, signal.SIGKILL)  # the worker leads its session: its pgid is its pid
        except (ProcessLookupError, PermissionError):
            pass  # the group is gone (PermissionError: macOS, for a group of zombies)
        proc.wait()
    if entry is not None:
        os.close(entry[1])


def stop_all() -> None:
    """Stop every worker this process started (at exit, and on SIGTERM/SIGHUP)."""
    with _live_lock:
        procs = [proc for proc, _ in _live.values()]
    for proc in procs:
        stop(proc)


def exit_interrupted(code: int = 130) -> NoReturn:
    """End the process after Ctrl-C has been handled (``interrupted`` printed): stop the workers, run the
    ``atexit`` callbacks, flush, and ``os._exit(code)``.

    Not ``sys.exit``: when the KeyboardInterrupt was raised inside an ``exec`` of a string (``dataclasses``
    builds every class's methods so, at import), CPython's ``run_eval_code_obj`` (``Python/pythonrun.c``) sets
    ``_Py_UnhandledKeyboardInterrupt`` although the exception is caught later, and ``Py_RunMain`` then kills the
    process with SIGINT: exit -2 instead of 130 (1 in 10 Ctrl-Cs during start-up under load)."""
    stop_all()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass  # a closed or full stream: nothing more can be said
    os._exit(code)


class Terminated(SystemExit):
    """SIGTERM or SIGHUP reached the CLI: raised in the main thread, after every worker group was killed, so
    that ``finally`` blocks (the ``irx-*`` folders) run; the CLI exits with ``128 + signum``. A ``SystemExit``, so
    that ``except Exception`` blocks and asyncio's callbacks (the TUI) let it through, and an uncaught one exits
    with that code and no traceback."""

    def __init__(self, signum: int) -> None:
        super().__init__(128 + signum)
        self.signum = signum

    def __str__(self) -> str:
        return signal.Signals(self.signum).name


def _on_signal(signum: int, frame: object) -> None:
    stop_all()
    raise Terminated(signum)


def install_signal_handlers() -> None:
    """Make SIGTERM and SIGHUP kill the workers and raise :class:`Terminated` (main thread only; a no-op
    elsewhere, and for a signal someone set to be ignored, as ``nohup`` does for SIGHUP)."""
    for sig in (signal.SIGTERM, signal.SIGHUP):
        try:
            if signal.getsignal(sig) is signal.SIG_DFL:
                signal.signal(sig, _on_signal)
        except ValueError:  # not the main thread (threading is not imported for this: it costs start-up time)
            return


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
