"""The worker process's life: its memory cap (``RLIMIT_AS``), the lifeline that ends it with its parent, the
Triton release check, and :func:`main`, which imports Triton and serves requests read from stdin."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any

from ir_explorer.capture.worker.answers import backend_defaults, inspect, run
from ir_explorer.capture.worker.compiling import _compile
from ir_explorer.capture.worker.kernel import load_kernel
from ir_explorer.capture.worker.specialize import specialize
from ir_explorer.core.errors import StoreError, UsageError


def limit_memory() -> None:
    """Cap this process's address space at :func:`~ir_explorer.capture.worker_env.memory_limit`
    (``resource.setrlimit(RLIMIT_AS)``; inherited by
    ``ptxas``). Never raises the hard limit; a platform without ``RLIMIT_AS`` or a bad value leaves it as it is
    (the parent validates the value before starting a worker)."""
    try:
        import resource

        from ir_explorer.capture.worker_env import memory_limit

        limit = memory_limit()
        if limit is None:
            return
        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ImportError, AttributeError, ValueError, OSError, UsageError):
        pass


def lift_memory_cap() -> None:
    """Undo :func:`limit_memory` (soft limit back to the hard one), once the cap has been hit: reading the
    request and writing the result must not fail for want of the memory the compile used up."""
    try:
        import resource

        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
    except (ImportError, AttributeError, ValueError, OSError):
        pass


_workdir: Path | None = None
"""The job folder of the request being served, removed when the parent dies (see :func:`watch_lifeline`)."""

_parent_pid: int | None = None
"""The CLI's pid (``$IR_EXPLORER_PARENT_PID``): its job folders are ``irx-<pid>-*``
(:mod:`ir_explorer.capture.compiles`)."""


def _parent_gone() -> None:
    """The CLI died: remove this job's ``irx-*`` folder and kill this process group (this worker and the
    ``ptxas`` it may be running). The parent's ``TemporaryDirectory`` would have removed the folder."""
    import shutil
    import signal

    workdir = _workdir if _workdir is not None else _unread_request_folder()
    folders = [workdir, workdir.parent] if workdir is not None else []  # a compile's job, or an inspect's
    if _parent_pid is not None:  # the parent may die before it has written a request into its folder
        import tempfile

        folders += Path(tempfile.gettempdir()).glob(f"irx-{_parent_pid}-*")
    for folder in folders:
        if folder.name.startswith("irx-"):
            shutil.rmtree(folder, ignore_errors=True)
    os.killpg(os.getpgid(0), signal.SIGKILL)


def _unread_request_folder() -> Path | None:
    """The folder of a request the parent wrote to stdin before dying, while this worker was still importing
    Triton (its path is in the pipe, unread): ``request.json``'s folder; ``None`` when nothing is waiting."""
    import select

    try:
        if not select.select([0], [], [], 0)[0]:
            return None
        line = os.read(0, 65536).decode(errors="replace").splitlines()
    except (OSError, ValueError):
        return None
    return Path(line[0].strip()).parent if line and line[0].strip() else None


def watch_lifeline() -> None:
    """Die with the parent: a daemon thread reads the lifeline pipe (``$IR_EXPLORER_LIFELINE_FD``, whose only
    write end the parent holds; :mod:`ir_explorer.capture.children`) and, at end-of-file, calls
    :func:`_parent_gone`. Also when the parent is already gone. No-op without the variable."""
    import threading

    from ir_explorer.capture.worker_env import LIFELINE_ENV, PARENT_ENV

    raw = os.environ.pop(LIFELINE_ENV, None)
    if raw is None or not raw.isdigit():
        return
    fd = int(raw)
    global _parent_pid
    parent = os.environ.pop(PARENT_ENV, "")
    _parent_pid = int(parent) if parent.isdigit() else None

    def wait() -> None:
        try:
            while os.read(fd, 1):
                pass
        except OSError:
            pass
        _parent_gone()

    threading.Thread(target=wait, name="lifeline", daemon=True).start()


def _out_of_memory(error: Exception | None) -> bool:
    """Whether importing Triton failed for the memory cap (a ``MemoryError``, or the dynamic loader's
    ``failed to map segment`` for a shared library)."""
    return isinstance(error, MemoryError) or "failed to map segment" in str(error)


def wrong_release(request: dict[str, Any]) -> str | None:
    """Why this worker must not serve ``request``: the Triton it imported (``triton.__version__``) is not the
    release the parent asked for (``request["triton"]``, which the parent put in the store key); ``None`` when
    they agree. What a worker stores is then by construction the work of the release its key names (issue 24: a
    3.6.0 worker answered a request for the installed 3.9.0, and the store served 3.6.0's IR as 3.9.0's)."""
    import triton

    wanted = request.get("triton")
    if not isinstance(wanted, str) or wanted != triton.__version__:
        return (f"this worker runs Triton {triton.__version__} ({os.path.dirname(triton.__file__)}), "
                f"the request is for Triton {wanted}")
    return None


def main() -> int:
    """Import Triton, then read one request path from stdin and compile it (the worker process that
    :func:`ir_explorer.capture.children.start_worker` starts)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)  # its own session gets no Ctrl-C; a SIGINT sent here kills it
    watch_lifeline()
    limit_memory()
    try:
        import triton  # noqa: F401  # the slow part, done while the parent is still deciding what to ask
    except Exception as exc:
        import_error: Exception | None = exc
    else:
        import_error = None
    if _out_of_memory(import_error):
        lift_memory_cap()  # nothing will be compiled: say so reliably
    while True:  # inspect requests come first, then one compile
        line = sys.stdin.readline().strip()
        if not line:  # the parent found everything in the store
            return 0
        request = json.loads(Path(line).read_text())
        global _workdir
        _workdir = Path(request["workdir"])
        # Temporary files (Triton's ptxas input, a crash's leftovers) go into the job's folder, which the parent
        # removes.
        tempfile.tempdir = os.environ["TMPDIR"] = request["workdir"]
        log = os.open(Path(request["workdir"]) / "worker.log", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        os.dup2(log, 1)
        os.dup2(log, 2)
        os.close(log)
        inspecting = request.get("kind") in ("inspect", "defaults")  # answered before a compile, by the same worker
        try:
            if _out_of_memory(import_error):
                result = {"status": "memory", "message": f"cannot import triton: {import_error}"}
            elif import_error is not None:
                result = {"status": "env", "message": f"cannot import triton: {import_error}"}
            elif (mismatch := wrong_release(request)) is not None:
                result = {"status": "version", "message": mismatch}
            elif request.get("kind") == "defaults":  # what a launch that leaves num_warps/num_stages unset gets
                result = backend_defaults(request)
            elif request.get("kind") == "repro":  # ir-explorer repro: the specialization as literal text
                from ir_explorer.capture.repro_worker import describe

                result = describe(request, load_kernel, specialize, _compile)
            else:
                result = inspect(request) if inspecting else run(request)
        except MemoryError:
            lift_memory_cap()
            result = {"status": "memory", "message": "the worker ran out of memory"}
        except StoreError as exc:  # the disk, not a bug: say which error
            result = {"status": "store", "message": exc.message}
        except Exception as exc:  # a bug of ours or an unexpected Triton error: report it, with the traceback
            result = {"status": "internal", "message": f"{type(exc).__name__}: {exc}",
                      "traceback": traceback.format_exc()[-8000:]}
        done = Path(request["result"])
        partial = done.with_suffix(".part")
        partial.write_text(json.dumps(result))
        partial.replace(done)  # the parent polls for the file: it must appear whole
        if not inspecting:
            return 0
