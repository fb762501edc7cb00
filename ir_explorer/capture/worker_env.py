"""What a compile worker is given: its environment (ours without the dump switches, this package importable),
the cap on its address space, and the variables that hand it its lifeline and its parent's pid
(:mod:`ir_explorer.capture.children` starts workers with them; :mod:`ir_explorer.capture.worker.lifecycle` reads
them).

This module imports only the standard library (the console entry point imports it before everything else).
"""

from __future__ import annotations

import os

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

#: ``$IR_EXPLORER_WORKER_MEMORY``: the cap on a worker's address space (``8GB``, ``16GiB``; ``0``/``none``: none).
MEMORY_ENV = "IR_EXPLORER_WORKER_MEMORY"
#: The cap when :data:`MEMORY_ENV` is not set. Measured with Triton 3.9: under a 300 MB cap importing Triton fails
#: (its libraries cannot be mapped), under 600 MB a matmul and a flash attention compile with per-pass capture;
#: a runaway kernel was seen at 23.9 GB.
DEFAULT_MEMORY_BYTES = 8 * 1024**3

#: The environment variable that gives a worker the fd number of its lifeline (:mod:`ir_explorer.capture.children`).
LIFELINE_ENV = "IR_EXPLORER_LIFELINE_FD"
#: The environment variable that gives a worker this process's pid: its job folders are ``irx-<pid>-*``, which
#: the worker removes when the lifeline closes (a worker that starts after its parent died reads pid 1 from
#: ``os.getppid``).
PARENT_ENV = "IR_EXPLORER_PARENT_PID"


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
PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def worker_env(on_path: bool = True) -> dict[str, str]:
    """The environment of a worker: ours without dump switches, with this package importable through
    ``PYTHONPATH`` (``on_path``; else the user's ``PYTHONPATH`` as it is)."""
    env = {k: v for k, v in os.environ.items() if k not in STRIPPED_ENV}
    paths = [*([PACKAGE_ROOT] if on_path else []), *filter(None, [os.environ.get("PYTHONPATH")])]
    if paths:
        env["PYTHONPATH"] = os.pathsep.join(paths)
    return env
