"""Compile kernels into the store, in child processes, in parallel, with a timeout.

This is the parent side of capture: it computes each request's content address, serves it
from the :class:`~ir_explorer.core.store.Store` when present and intact, and otherwise runs
``python -m ir_explorer.capture.worker`` (the only place Triton is imported). A worker that crashes
or hangs becomes a :class:`~ir_explorer.core.model.CompileFailure` (``crash`` / ``timeout`` / ``memory``), not
an exception in the caller. Each worker leads its own process group, killed with whatever it started
(``ptxas``) on timeout, error and exit (:func:`ir_explorer.capture.children.stop`). After compiling, the store is
kept under its size limit (:func:`ir_explorer.core.store_limits.enforce_limit`). This module imports neither
Triton, torch nor Textual.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ir_explorer.capture import children, worker_env
from ir_explorer.capture import prewarm as warm
from ir_explorer.capture.options import DEFAULT_TIMEOUT_S, CompileOptions
from ir_explorer.capture.toolchains import triton_version
from ir_explorer.core.errors import CorruptEntry, IRExplorerError, StoreError, UsageError
from ir_explorer.core.model import (
    COMPILER_ABORTS,
    Arg,
    Compilation,
    CompileFailure,
    ConstexprValue,
    KernelSpec,
    Stage,
    Target,
    Value,
    arg_to_json,
    constexpr_to_json,
)
from ir_explorer.core.store import Store

if TYPE_CHECKING:
    from ir_explorer.capture.toolchains import Toolchain

#: Environment variables that change what Triton generates; they are part of the cache key.
_CODEGEN_ENV_PREFIXES = ("TRITON_", "AMDGCN_", "DISABLE_", "PTXAS_", "LLVM_")

#: 2: per-pass dumps are taken with MLIR_ENABLE_DUMP=1 (a kernel name left out the llvm.func passes; issue 15).
KEY_SCHEMA = 2

# e.g. LLVM ERROR: out of memory    e.g. terminate called after throwing an instance of 'std::bad_alloc'
_OUT_OF_MEMORY = re.compile(r"LLVM ERROR: out of memory|std::bad_alloc|^MemoryError", re.MULTILINE)


# e.g. from .registry import MATMUL_AUTOTUNE_CONFIGS    e.g. import my_helpers
_IMPORT = re.compile(r"^\s*(?:from\s+(\.?)([A-Za-z_]\w*)\s+import|import\s+([A-Za-z_]\w*))", re.MULTILINE)


def source_digest(path: Path) -> str:
    """sha256 of a kernel file and of the local modules it imports, transitively.

    A kernel may call ``@triton.jit`` helpers from a sibling file (``from .helpers import …`` or
    ``import helpers`` next to it); editing that file changes the kernel's IR, so it is part of
    the cache key. Raises :class:`UsageError` when the kernel file cannot be read.
    """
    digest = hashlib.sha256()
    seen: set[Path] = set()
    todo = [path]
    while todo:
        current = todo.pop(0)
        if current in seen:
            continue
        seen.add(current)
        try:
            data = current.read_bytes()
        except OSError as exc:
            if current == path:
                raise UsageError(f"cannot read kernel file {path}: {exc.strerror}") from exc
            continue
        digest.update(current.name.encode() + b"\0" + data)
        for m in _IMPORT.finditer(data.decode("utf-8", errors="replace")):
            sibling = current.parent / f"{m.group(2) or m.group(3)}.py"
            if sibling.is_file():
                todo.append(sibling)
    return digest.hexdigest()


def toolchain_version(toolchain: Toolchain | None) -> str:
    """The Triton version a worker under ``toolchain`` runs (:func:`triton_version` for ``None``)."""
    return triton_version() if toolchain is None else toolchain.version


def _codegen_env() -> dict[str, str]:
    return {k: v for k, v in sorted(os.environ.items())
            if k.startswith(_CODEGEN_ENV_PREFIXES) and k not in worker_env.IGNORED_ENV}


@dataclass(frozen=True, eq=False, repr=False)
class Request(Value):
    """One compile to perform: a kernel, one of its configs, a target, and whether to capture the MLIR
    passes (``MLIR_ENABLE_DUMP``) and the LLVM passes (``LLVM_IR_ENABLE_DUMP``)."""

    spec: KernelSpec
    config_index: int
    target: Target
    passes: bool = False
    llvm_passes: bool = False
    toolchain: Toolchain | None = None
    """The Triton release to compile with (:mod:`ir_explorer.capture.toolchains`); ``None``: the one installed
    beside ir-explorer."""

    def __post_init__(self) -> None:
        # Every compile path builds a Request: an NVIDIA-only kernel asked for hip:… stops here, in one line.
        self.spec.check_target(self.target)

    @property
    def config(self) -> Any:
        return self.spec.configs[self.config_index]

    def identity(self) -> dict[str, Any]:
        """Everything that decides the compile's output except the kernel file's bytes."""
        kernel = _kernel_json(self.spec.path, self.spec.function, self.spec.args, dict(self.spec.constexprs),
                              self.spec.import_stubs)
        if self.spec.shown_path:  # a stored failure names it: part of the key
            kernel["shown_path"] = self.spec.shown_path
        if self.spec.passes_from:  # only when set, so that keys made before it existed still match
            kernel["passes_from"] = self.spec.passes_from
        return {"kernel": {"name": self.spec.name, **kernel}, "config": self.config.compiled().to_json(),
                "target": list(self.target.as_tuple())}

    def binding(self) -> dict[str, Any]:
        """The fields of a stored entry's manifest that must be this request's (:meth:`Store.load`'s ``bound``):
        its config (its content: a twin config stored under another index is the same compile) and target, as
        JSON."""
        return json.loads(json.dumps({"config": self.config.compiled().to_json(),
                                      "target": list(self.target.as_tuple())},
                                     default=str))

    def key(self, version: str, source: str | None = None) -> str:
        """The content address: sha256 of the Triton version, the kernel file and the local modules it
        imports (:func:`source_digest`), spec, config, target and code-generation environment variables.

        The config is the one compiled (:meth:`Config.compiled`): an option resolved from the backend's default
        (:func:`with_backend_defaults`) keys as the same value given explicitly, since Triton compiles both alike
        (``HIPOptions(num_stages=2)`` either way); a request must be resolved first (an unset option is keyed as
        ``null``, which no compile has).

        ``source`` is the kernel's :func:`source_digest` when the caller already has it. Raises
        :class:`UsageError` when the kernel file cannot be read.
        """
        desc = self.identity()
        desc["kernel"].pop("name")
        desc["kernel"].pop("path")
        material = {
            "schema": KEY_SCHEMA,
            "triton": version,
            "source": source or source_digest(self.spec.path),
            **desc,
            "env": _codegen_env(),
        }
        return hashlib.sha256(json.dumps(material, sort_keys=True, default=str).encode()).hexdigest()


def _kernel_json(path: Path, function: str, args: Sequence[Arg], constexprs: dict[str, ConstexprValue],
                 import_stubs: bool) -> dict[str, Any]:
    """The kernel part of a worker request and of a cache key (``import_stubs`` only when set, so that
    keys made before it existed still match)."""
    out: dict[str, Any] = {"path": str(path), "function": function, "args": [arg_to_json(a) for a in args],
                           "constexprs": {k: constexpr_to_json(v) for k, v in constexprs.items()}}
    if import_stubs:
        out["import_stubs"] = True
    return out


#: Version of what :func:`inspect_kernel` stores; a change makes every stored description stale.
_DESCRIBE_SCHEMA = 2  # 2: a triton.Config(num_stages=None) is read as None (the backend's default), not 3
#: The keys of a description.
_DESCRIBED = frozenset({"function", "params", "configs", "prunes", "heuristics", "notes", "triton"})


def inspect_kernel(path: Path, function: str, args: Sequence[Arg], constexprs: dict[str, ConstexprValue],
                    import_stubs: bool, target: Target, store: Store, *, use_cache: bool = True,
                    timeout: float = DEFAULT_TIMEOUT_S, toolchain: Toolchain | None = None) -> dict[str, Any]:
    """What the kernel file holds (:func:`ir_explorer.capture.worker.inspect`): parameters, autotune configs after
    ``prune_configs_by`` (on these example arguments), heuristics' names, notes.

    The file is imported only in a worker process, and only once per content: the answer is kept in
    the store under the Triton version, the file's :func:`source_digest`, the arguments and the target
    the GPU stubs stand for, with the version of the Triton that read it, which must be the one asked for (a
    stored answer of another release is read again). The worker then stays warm for the first compile of its
    release. Raises
    :class:`UsageError` when the file does not import or has no such kernel, :class:`IRExplorerError`
    when the worker breaks.
    """
    request: dict[str, Any] = {"kind": "inspect",
                               "kernel": _kernel_json(path, function, args, constexprs, import_stubs),
                               "target": list(target.as_tuple()) if import_stubs else None}
    version = toolchain_version(toolchain)
    material = {"schema": _DESCRIBE_SCHEMA, "triton": version, "source": source_digest(path), **request}
    key = hashlib.sha256(json.dumps(material, sort_keys=True, default=str).encode()).hexdigest()
    if use_cache:
        try:
            info = store.load_kernel_info(key)
        except CorruptEntry:
            info = None
        if info is not None and _valid_description(info) and info["triton"] == version:
            return info
    import tempfile  # deferred: a cached run never needs it

    from ir_explorer.capture.bundled import is_bundled

    request["target"] = list(target.as_tuple())
    request["kernel"]["bundled"] = is_bundled(path)
    with tempfile.TemporaryDirectory(prefix=f"irx-{os.getpid()}-inspect-") as tmp:
        result_path = Path(tmp) / "result.json"
        proc, why = ask_worker(toolchain, {**request, "workdir": tmp, "result": str(result_path)}, timeout)
        if why is not None:
            raise IRExplorerError(f"importing {path} to read its kernel {function} {why}: "
                                  f"{_read(Path(tmp) / 'worker.log', 400).strip()}")
        if import_stubs:  # its GPU stubs last as long as the process: no other request may inherit them
            children.stop(proc)
        else:
            warm.keep(proc, None if toolchain is None else toolchain.python)  # the first compile uses it
        result = json.loads(result_path.read_text())
    status = result.pop("status", None)
    if status == "usage":
        raise UsageError(result["message"])
    if status == "memory":
        raise IRExplorerError(f"importing {path} to read its kernel {function} ran out of memory: {_memory_message()}")
    if status == "store":
        raise StoreError(result["message"])
    if status != "ok":
        raise IRExplorerError(f"reading {path}:{function} failed: {result.get('message')}")
    if result.get("triton") != version:
        raise IRExplorerError(f"reading {path}:{function}: the worker ran Triton {result.get('triton')}, not {version}")
    store.save_kernel_info(key, result)
    return result


#: Version of what :func:`backend_defaults` stores.
_DEFAULTS_SCHEMA = 1
#: ``(version, target) -> answer`` of :func:`backend_defaults` in this process.
_DEFAULTS_SEEN: dict[tuple[str, tuple[Any, ...]], dict[str, Any]] = {}


def backend_defaults(target: Target, store: Store, *, toolchain: Toolchain | None = None,
                     timeout: float = DEFAULT_TIMEOUT_S) -> dict[str, Any]:
    """``{"options_class": "HIPOptions", "num_warps": 4, "num_stages": 2}``: what Triton's backend for ``target``
    compiles a launch with when it leaves ``num_warps``/``num_stages`` unset, as the worker reads it from the
    backend's options class (:func:`ir_explorer.capture.worker.answers.backend_defaults`: ``parse_options({})``).

    Asked once per Triton version and target: kept in the store, and in this process. Raises
    :class:`IRExplorerError` when the worker breaks or answers something else."""
    version = toolchain_version(toolchain)
    seen = _DEFAULTS_SEEN.get((version, target.as_tuple()))
    if seen is not None:
        return seen
    request: dict[str, Any] = {"kind": "defaults", "target": list(target.as_tuple())}
    material = {"schema": _DEFAULTS_SCHEMA, "triton": version, **request}
    key = hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()
    try:
        info = store.load_kernel_info(key)
    except CorruptEntry:
        info = None
    if info is None or not _valid_defaults(info, version):
        import tempfile  # deferred: a stored answer never needs it

        with tempfile.TemporaryDirectory(prefix=f"irx-{os.getpid()}-defaults-") as tmp:
            result_path = Path(tmp) / "result.json"
            proc, why = ask_worker(toolchain, {**request, "workdir": tmp, "result": str(result_path)}, timeout)
            if why is not None:
                raise IRExplorerError(f"reading Triton {version}'s defaults for {target.spec}: the worker {why}: "
                                      f"{_read(Path(tmp) / 'worker.log', 400).strip()}")
            warm.keep(proc, None if toolchain is None else toolchain.python)  # the first compile uses it
            info = json.loads(result_path.read_text())
        if not _valid_defaults(info, version):
            raise IRExplorerError(f"reading Triton {version}'s defaults for {target.spec} failed: "
                                  f"{info.get('message', info)}")
        info.pop("status", None)
        store.save_kernel_info(key, info)
    _DEFAULTS_SEEN[(version, target.as_tuple())] = info
    return info


def _valid_defaults(info: dict[str, Any], version: str) -> bool:
    """Whether a :func:`backend_defaults` answer has its fields, of their types, from Triton ``version``."""
    return (info.get("triton") == version and isinstance(info.get("options_class"), str)
            and all(isinstance(info.get(k), int) and not isinstance(info.get(k), bool) and info[k] > 0
                    for k in ("num_warps", "num_stages")))


def with_backend_defaults(requests: Sequence[Request], store: Store, *, timeout: float = DEFAULT_TIMEOUT_S
                          ) -> list[Request]:
    """``requests`` with every config's unset ``num_warps``/``num_stages`` (``None``) replaced by the default of
    the request's target backend (:func:`backend_defaults`), the option recorded in :attr:`Config.defaults`; the
    others unchanged. What a plain ``@triton.jit`` launch without them gets: on hip ``num_stages=2``
    (``HIPOptions``), on cuda 3 (``CUDAOptions``), in Triton 3.9. Each request keeps its index into a copy of its
    spec whose config at that index is resolved."""
    out: list[Request] = []
    for req in requests:
        config = req.config
        unset = [n for n in ("num_warps", "num_stages") if getattr(config, n) is None]
        if not unset:
            out.append(req)
            continue
        found = backend_defaults(req.target, store, toolchain=req.toolchain, timeout=timeout)
        resolved = replace(config, **{n: found[n] for n in unset},
                           defaults=(*config.defaults, *((n, found["options_class"]) for n in unset)))
        configs = list(req.spec.configs)
        configs[req.config_index] = resolved
        out.append(replace(req, spec=replace(req.spec, configs=tuple(configs))))
    return out


def _valid_description(info: dict[str, Any]) -> bool:
    """Whether a stored :func:`inspect_kernel` answer has every field, of its type (a damaged one is read again)."""
    def strings(v: Any) -> bool:
        return isinstance(v, list) and all(isinstance(x, str) for x in v)

    params = info.get("params")
    configs = info.get("configs")
    return (_DESCRIBED <= info.keys() and isinstance(info["function"], str) and isinstance(info["prunes"], bool)
            and isinstance(info["triton"], str)
            and strings(info["heuristics"]) and strings(info["notes"])
            and isinstance(params, list) and all(isinstance(p, dict) and isinstance(p.get("name"), str) and all(
                isinstance(p.get(k), bool) for k in ("constexpr", "default", "do_not_specialize",
                                                     "do_not_specialize_on_alignment")) for p in params)
            and (configs is None or (isinstance(configs, list) and all(_config_ok(c) for c in configs))))


def _config_ok(data: Any) -> bool:
    from ir_explorer.core.model import Config

    try:
        Config.from_json(data)
    except (AttributeError, TypeError, ValueError, KeyError):
        return False
    return isinstance(data, dict)


def ask_worker(toolchain: Toolchain | None, request: dict[str, Any], timeout: float, *, last: bool = False
               ) -> tuple[Any, str | None]:
    """Hand one request (``request["workdir"]``'s ``request.json``; the answer goes to ``request["result"]``) to
    the warm worker or a new one under ``toolchain``, and wait up to ``timeout`` seconds for the answer.

    Returns ``(worker, None)`` once the answer is there, the worker still running unless ``last`` (then its
    stdin is closed: it serves no more); ``(worker, why)`` with the worker stopped when it died (``exited with
    code 3``) or ``timed out``. A worker is started before ``request.json`` is written, so that a folder this
    process leaves when killed is one a worker removes (:func:`ir_explorer.capture.worker.watch_lifeline`)."""
    proc = _worker(toolchain)
    req_path, result_path = Path(request["workdir"]) / "request.json", Path(request["result"])
    # the release the worker must be running (:func:`ir_explorer.capture.worker.wrong_release`)
    req_path.write_text(json.dumps({**request, "triton": toolchain_version(toolchain)}, default=str))
    started = time.monotonic()
    try:
        try:
            assert proc.stdin is not None
            proc.stdin.write(f"{req_path}\n".encode())
            if last:
                proc.stdin.close()
            else:
                proc.stdin.flush()
        except BrokenPipeError:  # it died: reported below
            pass
        while not result_path.exists() and proc.poll() is None and time.monotonic() - started < timeout:
            time.sleep(0.01)
    except BaseException:  # e.g. Ctrl-C: leave no worker behind
        children.stop(proc)
        raise
    if result_path.exists():
        return proc, None
    children.stop(proc)
    return proc, "timed out" if time.monotonic() - started >= timeout else _death(proc.returncode)


def _worker(toolchain: Toolchain | None = None) -> Any:
    """The warm worker or a new one (:mod:`~ir_explorer.capture.prewarm`), once the memory cap it applies is known
    to be valid: a bad ``$IR_EXPLORER_WORKER_MEMORY`` is one line here (:class:`UsageError`), not a worker that
    silently runs uncapped. Under ``toolchain``, one run by its venv's Python: the warm worker only when it runs
    that Python too (:func:`~ir_explorer.capture.prewarm.take`); :class:`IRExplorerError` naming the toolchain when
    it cannot be started (its ``bin/python`` missing or dangling)."""
    worker_env.memory_limit()
    python = None if toolchain is None else toolchain.python
    try:
        return warm.take(python) or children.start_worker(python)
    except OSError as exc:  # its bin/python missing or dangling, or not executable
        if toolchain is None:
            raise
        raise IRExplorerError(
            f"Triton {toolchain.version}'s toolchain cannot run: {toolchain.python}: {exc.strerror or exc}; "
            f"reinstall it: ir-explorer triton remove {toolchain.version} && "
            f"ir-explorer triton install {toolchain.version}") from None


def _memory_message() -> str:
    """What a worker that hit its memory cap (``RLIMIT_AS``) is reported as."""
    from ir_explorer.core.store_limits import human_size

    limit = worker_env.memory_limit()
    cap = human_size(limit) if limit else "the system's limit"
    return f"the worker's cap is {cap} (set ${worker_env.MEMORY_ENV}, e.g. 32GB, or 'none')"


def _death(code: int | None) -> str:
    """``killed by signal SIGKILL`` or ``exited with code 3``."""
    import signal

    if code is not None and code < 0:
        try:
            return f"was killed by signal {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with code {code}"


#: ``on_event(request_index, state, seconds)``; states: ``cached``, ``compiling``, ``done``, ``failed``,
#: and ``tick`` (index -1) every 20 ms while compiles run, for progress displays.
EventCallback = Callable[[int, str, float], None]
#: ``progress(labels)``: a context that yields the :data:`EventCallback` for compiles labelled ``labels``
#: (a view's progress display); ``None`` shows nothing.
ProgressFactory = Callable[[Sequence[str]], AbstractContextManager[EventCallback | None]]


@dataclass
class _Running:
    index: int
    key: str
    version: str
    """The Triton release in ``key``: the one the worker must run and its stored entry must name."""
    proc: Any
    """The ``subprocess.Popen`` of the worker."""
    started: float
    workdir: Path
    log_path: Path

    @property
    def result_path(self) -> Path:
        return self.workdir / "result.json"


def _load_cached(store: Store, key: str, want_passes: bool, want_llvm: bool = False,
                 bound: Mapping[str, Any] | None = None, *, triton: str | None = None) -> Compilation | None:
    """The stored compile under ``key`` when it is intact, bound to the request (``bound``:
    :meth:`Request.binding`), was compiled by Triton ``triton`` (the release in ``key``; ``None``: any) and holds
    the passes asked for; ``None`` otherwise (a damaged entry, or one another release made, is discarded, to be
    compiled)."""
    try:
        comp = store.load(key, bound=bound, triton=triton)
        if comp is None:
            return None
        if want_passes and store.load_passes(key, verify=True) is None:
            return None
        if want_llvm and store.load_passes(key, "llvm") is None:
            return None
        return comp
    except CorruptEntry:
        store.discard(key)  # recompile instead of serving a damaged entry
        return None


def compile_all(requests: Sequence[Request], store: Store, *, use_cache: bool = True, jobs: int | None = None,
                timeout: float = DEFAULT_TIMEOUT_S, on_event: EventCallback | None = None) -> list[Compilation]:
    """Compile every request (in parallel, ``jobs`` at a time) and return the results in order.

    Failed compiles come back as compilations with ``failure`` set. Raises :class:`UsageError`
    when a request is invalid (unknown parameter, bad signature, a kernel file that does not
    import), and :class:`IRExplorerError` when the worker itself breaks.
    """
    # a queued twin may be widened to capture what a duplicate asks for; an unset num_stages is the target's default
    requests = with_backend_defaults(requests, store, timeout=timeout)
    emit = on_event or (lambda i, s, t: None)
    results: list[Compilation | None] = [None] * len(requests)
    digests = {path: source_digest(path) for path in {r.spec.path for r in requests}}  # once per file, not config
    versions = {tc: toolchain_version(tc) for tc in {r.toolchain for r in requests}}
    keys = [r.key(versions[r.toolchain], digests[r.spec.path]) for r in requests]
    pending: list[int] = []
    for i, (req, key) in enumerate(zip(requests, keys, strict=True)):
        cached = (_load_cached(store, key, req.passes, req.llvm_passes, req.binding(), triton=versions[req.toolchain])
                  if use_cache else None)
        if cached is not None:
            # the label is this request's: a config of the same content stored under another index keeps that one
            # (compare -c all labelled config 42 as 0, from an earlier report of a twin config; issue 15), and one
            # stored with its constexprs in another order names them in this one (the key sorts them: compare showed
            # gelu_tanhx128x128x64_w4_s2 beside 128x128x64xgelu_tanh_w4_s3, by which command compiled first; issue 28)
            results[i] = replace(cached, config_index=req.config_index, config=req.config)
            emit(i, "cached", 0.0)
        else:
            twin = next((j for j in pending if keys[j] == key), None)
            if twin is None:
                pending.append(i)
            elif (req.passes, req.llvm_passes) != (requests[twin].passes, requests[twin].llvm_passes):
                # one compile capturing what either asks for serves both
                requests[twin] = replace(requests[twin], passes=req.passes or requests[twin].passes,
                                         llvm_passes=req.llvm_passes or requests[twin].llvm_passes)
            # otherwise the same compile is already queued; its result is copied below
    warm.record(all_cached=not pending)
    if not pending:
        warm.discard()  # nothing to compile: free the core the warm worker is using
        return [r for r in results if r is not None]
    import tempfile  # deferred: a fully cached run never needs it

    jobs = max(1, jobs or os.cpu_count() or 1)
    _sweep_stale_folders()
    with tempfile.TemporaryDirectory(prefix=f"irx-{os.getpid()}-") as tmp:
        running: list[_Running] = []
        queue = list(pending)
        try:
            while queue or running:
                while queue and len(running) < jobs:
                    i = queue.pop(0)
                    running.append(_start(requests[i], keys[i], versions[requests[i].toolchain], i, store, Path(tmp)))
                    emit(i, "compiling", 0.0)
                time.sleep(0.02)
                emit(-1, "tick", time.monotonic())
                for run in list(running):
                    elapsed = time.monotonic() - run.started
                    if run.proc.poll() is None and elapsed < timeout:
                        continue
                    running.remove(run)
                    comp = _finish(run, requests[run.index], store, elapsed, timeout)
                    if requests[run.index].config.defaults:  # the worker stores the compiled config: name them
                        comp = replace(comp, config=replace(comp.config, defaults=requests[run.index].config.defaults))
                    results[run.index] = comp
                    emit(run.index, "done" if comp.ok else "failed", elapsed)
        finally:
            for run in running:
                children.stop(run.proc)
    _enforce_limit(store)
    for i, key in enumerate(keys):
        if results[i] is None:  # a duplicate of an earlier request
            twin_result = next(r for r, k in zip(results, keys, strict=True) if k == key and r is not None)
            results[i] = replace(twin_result, config_index=requests[i].config_index, config=requests[i].config)
    return [r for r in results if r is not None]


def _enforce_limit(store: Store) -> None:
    """Keep the store under its size limit after compiles (:func:`~ir_explorer.core.store_limits.enforce_limit`);
    a store that cannot be pruned only grows."""
    from ir_explorer.core.store_limits import enforce_limit

    try:
        enforce_limit(store)
    except StoreError:
        pass


def _sweep_stale_folders() -> None:
    """Remove the ``irx-<pid>-*`` job folders of CLIs that died without cleaning up (SIGKILL before their worker
    had read its request; a worker that had removes its own: :func:`ir_explorer.capture.worker.watch_lifeline`)."""
    import shutil
    import tempfile

    for folder in Path(tempfile.gettempdir()).glob("irx-*-*"):
        pid = folder.name.split("-")[1]
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            shutil.rmtree(folder, ignore_errors=True)  # its owner is gone
        except OSError:
            continue  # alive (or not ours to signal)


def compile_one(request: Request, store: Store, **kwargs: Any) -> Compilation:
    """:func:`compile_all` for a single request."""
    return compile_all([request], store, **kwargs)[0]


def _start(req: Request, key: str, version: str, index: int, store: Store, tmp: Path) -> _Running:
    """Hand the request to the warm worker, or to a new one, which must be running Triton ``version`` (the one
    in ``key``; :func:`ir_explorer.capture.worker.wrong_release`)."""
    from ir_explorer.capture.bundled import is_bundled

    # first: once request.json exists, a worker exists too, which removes it if this process dies
    proc = _worker(req.toolchain)
    workdir = tmp / f"job{index}-{'p' if req.passes else 's'}"
    workdir.mkdir(parents=True, exist_ok=True)
    body = req.identity()
    body["kernel"]["bundled"] = is_bundled(req.spec.path)
    body.update(key=key, triton=version, store=str(store.root), config_index=req.config_index, passes=req.passes,
                llvm_passes=req.llvm_passes,
                workdir=str(workdir), result=str(workdir / "result.json"))
    req_path = workdir / "request.json"
    req_path.write_text(json.dumps(body, default=str))
    try:
        assert proc.stdin is not None
        proc.stdin.write(f"{req_path}\n".encode())
        proc.stdin.close()
    except BrokenPipeError:  # the worker died before reading its request; _finish reports the crash
        pass
    return _Running(index, key, version, proc, time.monotonic(), workdir, workdir / "worker.log")


def _read(path: Path, limit: int = 20000) -> str:
    """The last ``limit`` characters of a worker's log, reading at most ``4 * limit`` bytes from its end
    (a kernel that prints forever made the whole-file read take 7 GB: issue 16)."""
    try:
        with path.open("rb") as fh:
            fh.seek(max(0, fh.seek(0, os.SEEK_END) - 4 * limit))
            return fh.read(4 * limit).decode(errors="replace")[-limit:]
    except OSError:
        return ""


def _finish(run: _Running, req: Request, store: Store, elapsed: float, timeout: float) -> Compilation:
    if run.proc.poll() is None:
        children.stop(run.proc)  # its whole group: a ptxas it started hangs with it
        return _leftovers(run, req, store, CompileFailure(
            kind="timeout", message=f"the compile did not finish within {timeout:g} s (--timeout)"), keep=False)
    code = run.proc.returncode
    children.stop(run.proc)  # a crashed worker's group may still hold its ptxas
    if code != 0 or not run.result_path.exists():
        return _crashed(run, req, store, code)
    result = json.loads(run.result_path.read_text())
    status = result.get("status")
    if status == "usage":
        raise UsageError(result["message"])
    if status == "env":  # this Triton cannot compile for the target here: a row of its own, never stored
        return _leftovers(run, req, store, CompileFailure(kind="environment", message=result["message"]),
                          keep=False)
    if status == "store":
        raise StoreError(result["message"])
    if status == "version":  # never stored: a worker of another release must not answer for this one
        raise IRExplorerError(f"{req.spec.name}: {result['message']}")
    if status == "memory":
        return _leftovers(run, req, store, CompileFailure(kind="memory", message=_memory_message()),
                          keep=False)
    if status == "internal":
        detail = result.get("traceback", "")
        if os.environ.get("IR_EXPLORER_DEBUG"):
            sys.stderr.write(detail)
        raise IRExplorerError(f"internal error while compiling {req.spec.name}: {result['message']} "
                              "(set IR_EXPLORER_DEBUG=1 for the traceback)")
    try:
        comp = store.load(run.key, bound=req.binding(), triton=run.version)
    except CorruptEntry as exc:
        store.discard(run.key)
        raise IRExplorerError(f"the compile of {req.spec.name} left a damaged entry: {exc}") from exc
    if comp is None:
        raise IRExplorerError(f"the compile of {req.spec.name} finished but left nothing in {store.root}")
    if result.get("pass_dump"):
        failure = _ingest_passes(run, store, comp.failure)
        if failure != comp.failure:
            comp = replace(comp, failure=failure)
            store.save(comp)
    return replace(comp, cache_hit=False)


def _ingest_passes(run: _Running, store: Store, failure: CompileFailure | None) -> CompileFailure | None:
    """Store the per-pass MLIR dump the worker left, once it has ended (Triton flushes its stream to
    ``MLIR_DUMP_PATH`` only at process exit), with the final MLIR it saved when the compile finished; return
    ``failure`` with its failing pass named from the dump."""
    from ir_explorer.inputs.compile_output import DUMP_FILE, FINAL_MLIR_FILE, ingest_pass_dump, locate_failing_pass

    final = run.workdir / FINAL_MLIR_FILE
    dumps = ingest_pass_dump(store, run.key, run.workdir / DUMP_FILE, final.read_text() if final.exists() else None)
    return None if failure is None else locate_failing_pass(failure, dumps)


def _crashed(run: _Running, req: Request, store: Store, code: int) -> Compilation:
    """The worker died inside Triton: build the failure from what it left in its folder."""
    import signal

    from ir_explorer.inputs.compile_output import STDERR_FILE, source_line
    from ir_explorer.ir.diagnostics import diagnose
    from ir_explorer.ir.passcost import split_reports

    why = f"signal {signal.Signals(-code).name}" if code < 0 else f"exit code {code}"
    # MLIR's execution time reports (passes runs time every pass) are no diagnostic: a killed `passes` run said
    # "0.4276 (100.0%)  Total" as its error (issue 24 item 6).
    output = split_reports(_read(run.workdir / STDERR_FILE))[0] + "\n" + _read(run.log_path)
    if _OUT_OF_MEMORY.search(output):  # LLVM's allocation failure aborts: the cap, not the kernel
        return _leftovers(run, req, store, CompileFailure(
            kind="memory", message=f"{_memory_message()} [the compiler process died: {why}]",
            diagnostics=output.strip()[-20000:]), keep=False)
    diag = diagnose(output, str(req.spec.path))
    failure = CompileFailure(kind="crash", message=f"{diag.message or 'no message'} [the compiler process died: {why}]",
                             python_location=diag.location, failing_pass=diag.failing_pass,
                             python_line=source_line(diag.location) if diag.location else None,
                             diagnostics=output.strip()[-20000:])
    # A compiler abort repeats on every try: keep it, with its passes, like any failure.
    aborted = code < 0 and signal.Signals(-code).name in COMPILER_ABORTS
    return _leftovers(run, req, store, failure, keep=aborted)


def _leftovers(run: _Running, req: Request, store: Store, failure: CompileFailure, keep: bool) -> Compilation:
    """A compilation from what a dead or killed worker left: the stage it was in, the stages Triton had
    written to its cache, and the per-pass dump up to that point. Stored when ``keep``."""
    from ir_explorer.inputs.compile_output import DUMP_FILE, STAGE_FILE, TRITON_CACHE, stages_from_triton_cache

    stage = _read(run.workdir / STAGE_FILE).strip() or None
    stage_data = stages_from_triton_cache(run.workdir / TRITON_CACHE, req.target.stages)
    done = [s for s in req.target.stages if s in stage_data]
    failure = replace(failure, stage=stage, last_good_stage=done[-1] if done else None)
    dump = run.workdir / DUMP_FILE
    # What is not kept must not replace what the store holds (a good entry, with --no-cache): a dump to name
    # the failing pass from goes into a scratch store in the job folder, removed with it. The stages' blobs go
    # into the store (the views read them; a blob nothing references is pruned).
    scratch = store if keep else Store(run.workdir / "scratch")
    if dump.exists() and (located := _ingest_passes(run, scratch, failure)) is not None:
        failure = located
    stages = {name: Stage(name, store.put_blob(data)) for name, data in stage_data.items()}
    kept = None if keep else _load_cached(store, run.key, req.passes, req.llvm_passes, req.binding(),
                                          triton=run.version)
    if kept is not None:  # --no-cache
        failure = replace(failure, message=f"{failure.message}; the store keeps its earlier result of this compile")
    comp = Compilation(key=run.key, kernel=req.spec.name, config_index=req.config_index, config=req.config,
                       target=req.target, triton_version=run.version, stages=stages, metadata={},
                       resources=None, failure=failure, source_path=str(req.spec.path))
    if keep:
        store.save(comp)
    return comp


def request_label(r: Request) -> str:
    """How a progress display names one compile: ``matmul [0] 128x128x64_w8_s3 cuda:90``."""
    release = f" triton {r.toolchain.version}" if r.toolchain is not None else ""
    return f"{r.spec.name} [{r.config_index}] {r.config.short()} {r.target.spec}{release}"


def compile_requests(requests: Sequence[Request], store: Store, opts: CompileOptions,
                     progress: ProgressFactory | None = None) -> list[Compilation]:
    """Compile ``requests`` with ``opts``' cache, jobs and timeout, reporting to ``progress``."""
    context = progress([request_label(r) for r in requests]) if progress is not None else nullcontext(None)
    with context as on_event:
        return compile_all(requests, store, use_cache=opts.use_cache, jobs=opts.jobs, timeout=opts.timeout,
                           on_event=on_event)
