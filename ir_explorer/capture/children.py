"""Compile workers as child processes that cannot outlive the CLI, whatever ends it.

Each worker (``python -m`` :mod:`ir_explorer.capture.worker`) leads its own session (``start_new_session``), so
``ptxas`` and whatever else it starts share its process group, and :func:`stop` kills that group
(``os.killpg``): on timeout, on error, at exit (``atexit``) and on SIGTERM/SIGHUP (:func:`install_signal_handlers`).
For a CLI killed with SIGKILL, each worker holds the read end of a pipe whose only write end is the CLI's (its
"lifeline", :data:`~ir_explorer.capture.worker_env.LIFELINE_ENV`): when the CLI dies the pipe reads end-of-file,
and the worker removes its ``irx-*`` folder and kills its own group
(:func:`ir_explorer.capture.worker.watch_lifeline`). A pipe rather than ``PR_SET_PDEATHSIG``: that fires when the
*thread* that started the child ends, and the TUI compiles in threads.

This module imports only the standard library (the console entry point imports it before everything else).
"""

from __future__ import annotations

import _thread
import atexit
import os
import signal
import sys
from typing import TYPE_CHECKING, NoReturn

from ir_explorer.capture.worker_env import LIFELINE_ENV, PACKAGE_ROOT, PARENT_ENV, worker_env

if TYPE_CHECKING:
    import subprocess

#: Every worker started and not yet stopped, by pid: the write end of its lifeline.
_live: dict[int, tuple[subprocess.Popen[bytes], int]] = {}
_live_lock = _thread.RLock()  # re-entrant: the signal handler may run while the main thread holds it
_stop_at_exit = False


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
        argv = [os.fspath(python), "-c", f"import runpy, sys; sys.path.append({PACKAGE_ROOT!r}); "
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
