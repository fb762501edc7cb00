"""Shared fixtures: one store per test session, filled by real Triton compiles (no GPU needed).

The first test that asks for ``compiled`` compiles a batch of kernels in parallel
(``capture.compile_all``); every later request is served from the store.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from importlib.util import find_spec
from pathlib import Path

import pytest

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all, inspect_kernel
from ir_explorer.capture.kernel_files import user_kernel
from ir_explorer.core.model import Compilation, KernelSpec, Target
from ir_explorer.core.store import Store

ROOT = Path(__file__).resolve().parent.parent

# The TUI's tests need Textual and the test extra's plugins; an environment without them (the Triton 3.6
# venv of the GPU machine) runs the rest.
collect_ignore = [] if all(find_spec(m) for m in ("textual", "pytest_asyncio", "pytest_textual_snapshot")) else [
    "test_tui.py", "test_tui_snapshots.py"]
DATA = Path(__file__).resolve().parent / "data"

# What most tests read: compiled together, in parallel, once per session.
PRELOAD = [
    ("matmul", "cuda:90", 0, True),
    ("matmul", "cuda:80", 0, False),
    ("matmul", "hip:gfx942", 0, False),
    ("gelu", "cuda:90", 0, False),
]


def bundled_group(kernel: str, target: str) -> pytest.MarkDecorator:
    """The pytest-xdist group of the tests that compile bundled ``kernel``'s configs for ``target`` (its snapshot
    test and its consistency test): ``--dist loadgroup`` runs them on one worker, one after the other, so the
    second reads the store instead of compiling the same requests again at the same time."""
    return pytest.mark.xdist_group(f"bundled-{kernel}-{target}")


def bundled_case(kernel: str, target: str) -> list[Request]:
    """The requests of one bundled case (every config of ``kernel`` on ``target``), with the MLIR passes
    captured: the snapshot test and the consistency test (which checks the pass list) read the same compiles."""
    from dataclasses import replace

    from ir_explorer.engines.snapshots import bundled_requests

    return [replace(r, passes=True) for r in bundled_requests((kernel,), (target,))]


@pytest.fixture(scope="session")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    """The session's store. Under pytest-xdist each worker is a session of its own; the workers of one run
    share one store (in the run's base folder, above each worker's), so that what one worker compiled the
    others read instead of compiling it again. Concurrent writers are safe: the store writes atomically."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return Store(tmp_path_factory.getbasetemp().parent / "store")
    return Store(tmp_path_factory.mktemp("store"))


@pytest.fixture(scope="session")
def compiled(store: Store) -> Callable[..., Compilation]:
    """``compiled(kernel, target="cuda:90", config=0, passes=False)`` → a real Compilation."""
    done: dict[tuple[str, str, int, bool], Compilation] = {}

    def request(kernel: str, target: str, config: int, passes: bool) -> Request:
        return Request(bundled.get(kernel), config, Target.parse(target), passes)

    first = compile_all([request(*p) for p in PRELOAD], store)
    done.update(zip(PRELOAD, first, strict=True))

    def get(kernel: str, target: str = "cuda:90", config: int = 0, passes: bool = False) -> Compilation:
        k = (kernel, target, config, passes)
        if k not in done:
            if not passes and (kernel, target, config, True) in done:
                return done[(kernel, target, config, True)]
            done[k] = compile_all([request(*k)], store)[0]
        return done[k]

    return get


@pytest.fixture(scope="session")
def user_spec(store: Store) -> Callable[..., KernelSpec]:
    """``user_spec("path/file.py:kernel", signature, num_warps=4, num_stages=3, constexprs=None, args=())``
    → the :class:`KernelSpec` the CLI would make, the file read by a real worker (once per content)."""
    def describe(path: Path, function: str, args: tuple, consts: dict) -> dict:  # type: ignore[type-arg]
        return inspect_kernel(path, function, args, consts, False, Target.parse("cuda:90"), store)

    def make(ref: str, signature: str | None = None, num_warps: int | None = 4, num_stages: int | None = 3,
             constexprs: dict | None = None, args: tuple[str, ...] = ()) -> KernelSpec:  # type: ignore[type-arg]
        return user_kernel(ref, signature, list(args), num_warps, num_stages, dict(constexprs or {}), describe)

    return make


@pytest.fixture
def cli_env(store: Store) -> dict[str, str]:
    """Environment for running ``ir-explorer`` as a process against the session's store."""
    env = dict(os.environ)
    env["IR_EXPLORER_CACHE_DIR"] = str(store.root)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    env.pop("NO_COLOR", None)
    return env


def cmdline(pid: int) -> str:
    """Process ``pid``'s whole command line from ``/proc`` (``""`` when it is gone): never ``ps`` output, which ps
    cuts at 80 columns when piped, so that a long checkout path pushed the module name out (issue 24 item 7)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def children_of(pid: int) -> list[int]:
    """The pids whose parent is ``pid`` (``/proc/*/stat``'s ppid field)."""
    out = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                if int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(proc.name))
            except (OSError, IndexError, ValueError):
                continue
    return out


def run_cli(args: list[str], env: dict[str, str], timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """Run ``python -m ir_explorer ARGS`` as a separate process, as a user would."""
    return subprocess.run([sys.executable, "-m", "ir_explorer", *args], capture_output=True, text=True, env=env,
                          timeout=timeout)
