"""Compiles as Ray tasks (``sweep --engine ray``): the same :class:`~ir_explorer.capture.compiles.Request` values the
local pool compiles, each run by :func:`~ir_explorer.capture.compiles.compile_all` inside a Ray task on whichever
node Ray picks (with the node's worker pool: its timeout and memory cap), the result and its stages' bytes sent
back to the caller, whose content-addressed store keeps them: a re-run is a cache hit, and no node needs a shared
disk. A user's kernel file travels with its task (with the other ``.py`` files of its folder, which it may import);
a bundled kernel is the node's own copy. A release other than the installed one is installed on the node on demand
(:func:`ir_explorer.capture.toolchains.install`, into the node's store).

Ray is an optional extra (``pip install 'ir-explorer[ray]'``); it is imported only here, when this engine runs.
Ray schedules, retries a task whose Ray worker died once (``max_retries=1``) and cancels (``ray.cancel(force=True)``
on Ctrl-C or any error): nothing here is a scheduler or a protocol of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ir_explorer.capture.compiles import Request
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation, CompileFailure
from ir_explorer.core.store import Blob, Store

#: The most bytes of ``.py`` files sent with one kernel file (its folder's).
MAX_SHIPPED = 8 << 20


def _ray() -> Any:
    """The ``ray`` module; :class:`UsageError` naming the extra when it is not installed."""
    try:
        import ray
    except ImportError:
        raise UsageError("--engine ray needs Ray: pip install 'ir-explorer[ray]'") from None
    return ray


def _shipped(path: Path) -> dict[str, bytes]:
    """The ``.py`` files of a kernel file's folder (its local imports among them), by name; at most
    :data:`MAX_SHIPPED` bytes, the kernel file first. Symlinks and other non-regular files are left out."""
    out = {path.name: path.read_bytes()}
    total = len(out[path.name])
    for sibling in sorted(path.parent.glob("*.py")):
        if sibling.name in out or sibling.is_symlink() or not sibling.is_file():
            continue
        size = sibling.stat().st_size
        if total + size > MAX_SHIPPED:
            continue
        out[sibling.name] = sibling.read_bytes()
        total += size
    return out


def payload(req: Request) -> dict[str, Any]:
    """What one task receives: the request (its toolchain replaced by the release's version) and the kernel's
    files (none for a bundled kernel)."""
    from ir_explorer.capture.bundled import is_bundled

    bundled = is_bundled(req.spec.path)
    return {"request": replace(req, toolchain=None), "release": req.toolchain.version if req.toolchain else None,
            "bundled": bundled, "files": {} if bundled else _shipped(req.spec.path)}


def compile_task(job: dict[str, Any], timeout: float) -> dict[str, Any]:
    """Run on a node: compile one :func:`payload` into the node's store, return the compilation with its stages'
    bytes (``{"comp", "stages", "source"}``)."""
    import shutil
    import tempfile

    from ir_explorer.capture import bundled
    from ir_explorer.capture.compiles import compile_all
    from ir_explorer.core.store import default_root

    store = Store(default_root(None))
    req: Request = job["request"]
    folder = None
    try:
        if job["bundled"]:
            spec = replace(req.spec, path=bundled.kernels_dir() / req.spec.path.name)
        else:
            folder = Path(tempfile.mkdtemp(prefix="irx-ray-"))
            for name, data in job["files"].items():
                (folder / Path(name).name).write_bytes(data)
            spec = replace(req.spec, path=folder / req.spec.path.name)
        toolchain = None
        if job["release"] is not None:
            from ir_explorer.capture.toolchains import install

            toolchain = install(store.root, job["release"], quiet=True)  # once per node and release
        comp = compile_all([replace(req, spec=spec, toolchain=toolchain)], store, timeout=timeout, jobs=1)[0]
        stages = {n: s.source.read_bytes() for n, s in comp.stages.items() if isinstance(s.source, Blob)}
        source = comp.python_source.read_bytes().decode() if comp.python_source is not None else None
        return {"comp": comp, "stages": stages, "source": source}
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


def compile_ray(requests: Sequence[Request], keys: Sequence[str], store: Store, *, address: str | None = None,
                cpus: int | None = None, timeout: float,
                on_result: Callable[[int, Compilation], None]) -> list[Compilation]:
    """Compile ``requests`` as Ray tasks and return their compilations in order, each saved in ``store`` under its
    key ``keys[i]`` (the caller's: what the local pool would store it under) as it arrives, then handed to
    ``on_result(i, comp)``. ``address`` is Ray's (``auto``, ``HOST:PORT``); ``None`` starts a local Ray of
    ``cpus`` CPUs, shut down after. A task Ray gave up on (its Ray worker died twice) is a ``crash`` failure.
    Ctrl-C or an error cancels every task not yet done. :class:`UsageError` when Ray is not installed."""
    ray = _ray()
    started = not ray.is_initialized()
    if started:
        ray.init(address=address, num_cpus=cpus if address is None else None, include_dashboard=False,
                 log_to_driver=False, logging_level="ERROR")
    task = ray.remote(num_cpus=1, max_retries=1)(compile_task)
    refs = {task.remote(payload(r), timeout): i for i, r in enumerate(requests)}
    out: list[Compilation | None] = [None] * len(requests)
    pending = list(refs)
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                i = refs[ref]
                out[i] = comp = _receive(ray, ref, requests[i], keys[i], store)
                on_result(i, comp)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started:
            ray.shutdown()
    return [c for c in out if c is not None]


def _receive(ray: Any, ref: Any, req: Request, key: str, store: Store) -> Compilation:
    """A task's compilation, saved in ``store`` under ``key`` when it compiled (a failure is not kept: a re-run
    tries again)."""
    try:
        got = ray.get(ref)
    except ray.exceptions.RayError as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        return Compilation(key=key, kernel=req.spec.name, config_index=req.config_index, config=req.config,
                           target=req.target, triton_version=req.toolchain.version if req.toolchain else "?",
                           stages={}, metadata={}, resources=None,
                           failure=CompileFailure(kind="crash", message=f"the Ray task failed twice: {first}"),
                           source_path=str(req.spec.path))
    comp: Compilation = replace(got["comp"], key=key, config_index=req.config_index, source_path=str(req.spec.path),
                                python_source=None)
    if comp.failure is None:
        store.save(comp, stage_data=got["stages"], python_source=got["source"])
        loaded = store.load(key)
        if loaded is not None:
            return loaded
    return comp
