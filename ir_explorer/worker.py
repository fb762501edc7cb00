"""The compile worker: ``python -m ir_explorer.worker`` reads a request path on stdin and compiles it.

It runs in a child process so that a crash or hang inside Triton's C++ cannot take down the
caller (:mod:`ir_explorer.capture` starts it, enforces the timeout, and reads the result).
This is the only module that imports Triton. It:

1. imports the kernel file and unwraps ``triton.autotune`` / ``triton.heuristics`` wrappers;
2. derives the specialization the way Triton's JIT does for a real launch, with Triton's
   own code (``JITFunction`` binder from ``create_function_from_signature`` and
   ``JITFunction._pack_args``, ``triton/runtime/jit.py``), or takes a ``tools/compile.py``
   signature literally;
3. calls ``triton.compile`` for the target with Triton's official hooks, restored on exit:
   ``knobs.runtime.add_stages_inspection_hook`` to time each stage,
   ``knobs.nvidia.dump_ptxas_log`` for registers and spills, a private
   ``knobs.cache.dir`` with ``always_compile``, and, for per-pass capture,
   ``MLIR_ENABLE_DUMP=<kernel>`` + ``MLIR_DUMP_PATH``;
4. writes stages, metadata, resources, per-pass snapshots or the failure into the store,
   and a small JSON result for the parent.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import sys
import tempfile
import time
import traceback
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .diagnostics import diagnose
from .ingest import (
    DUMP_FILE,
    STAGE_FILE,
    STDERR_FILE,
    STDOUT_FILE,
    TRITON_CACHE,
    failure_kind,
    ingest_pass_dump,
    locate_failing_pass,
    source_line,
    stages_from_triton_cache,
)
from .model import (
    Compilation,
    CompileFailure,
    Config,
    Resources,
    ScalarArg,
    SigArg,
    Stage,
    Target,
    TensorArg,
    arg_from_json,
)
from .resources import parse_amdgcn, parse_ptxas_log
from .store import Store

# Base address of fake tensors: 16-byte aligned, as torch's allocator returns.
_BASE_PTR = 0x7F00_0000_0000


class UserInputError(Exception):
    """The request cannot be compiled as given (bad file, name or signature): exit code 2."""


class _FakeTensor:
    """What Triton's JIT looks at in a tensor argument: ``dtype``, ``data_ptr()`` and, on AMD,
    the storage size (``ptr_range()``: at most 2**31 - 1 bytes adds ``tt.pointer_range = 32``,
    which enables buffer ops; ``HIPBackend.is_within_2gb`` in ``triton/backends/amd/compiler.py``)."""

    def __init__(self, dtype: Any, ptr: int, storage_bytes: int) -> None:
        self.dtype = dtype
        self._ptr = ptr
        self._storage_bytes = storage_bytes

    def data_ptr(self) -> int:
        return self._ptr

    def ptr_range(self) -> int:
        return self._storage_bytes


# ------------------------------------------------------------------------------ loading


def load_kernel(path: Path, function: str, bundled: bool) -> tuple[Any, Any, Any]:
    """Import ``path`` and return ``(module, wrapper object, JITFunction)``."""
    from triton.runtime.jit import JITFunction

    if bundled:
        from .bundled import import_kernel_module

        module = import_kernel_module(path)
    else:
        sys.path.insert(0, str(path.parent))
        name = f"_irx_user_{path.stem}"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise UserInputError(f"cannot import {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
        except SyntaxError as exc:
            raise UserInputError(f"{path}:{exc.lineno}: syntax error: {exc.msg}") from exc
        except Exception as exc:
            raise UserInputError(f"importing {path} failed: {type(exc).__name__}: {exc}") from exc
    obj = getattr(module, function, None)
    if obj is None:
        jitted = sorted(k for k, v in vars(module).items() if _unwrap(v) is not None)
        raise UserInputError(f"{path} has no kernel {function!r}; its @triton.jit kernels: "
                             f"{', '.join(jitted) or 'none'}")
    fn = _unwrap(obj)
    if fn is None:
        raise UserInputError(f"{path}:{function} is not a @triton.jit function")
    assert isinstance(fn, JITFunction)
    return module, obj, fn


def _unwrap(obj: Any) -> Any:
    """Follow ``.fn`` through Autotuner/Heuristics wrappers to the JITFunction, or None."""
    from triton.runtime.jit import JITFunction

    for _ in range(8):
        if isinstance(obj, JITFunction):
            return obj
        obj = getattr(obj, "fn", None)
        if obj is None:
            return None
    return None


# ------------------------------------------------------------------------------ specialization


def _jit_kwargs(fn: Any, backend: Any, kwargs: dict[str, Any]) -> dict[str, Any]:
    """Add the options ``JITFunction.run`` adds before specializing (``triton/runtime/jit.py``)."""
    from triton import knobs

    defaults = backend.parse_options({})
    out = dict(kwargs)
    if hasattr(defaults, "debug"):
        out["debug"] = out.get("debug", fn.debug) or knobs.runtime.debug
    if hasattr(defaults, "instrumentation_mode"):
        out["instrumentation_mode"] = knobs.compilation.instrumentation_mode
    if hasattr(defaults, "fpsan_homomorphic_casts") and hasattr(knobs.compilation, "fpsan_homomorphic_casts"):
        out["fpsan_homomorphic_casts"] = knobs.compilation.fpsan_homomorphic_casts
    return out


def specialize(fn: Any, backend: Any, args: list[Any], constexprs: dict[str, Any],
               config: Config) -> tuple[dict[str, str], dict[tuple[int, ...], Any], dict[Any, Any], Any]:
    """``(signature, constexprs, attrs, options)`` for ``triton.compile``, as a real launch gets them."""
    import triton.language as tl
    from triton.runtime.jit import create_function_from_signature

    params = list(fn.arg_names)
    const = {**constexprs, **dict(config.constexprs)}
    if any(isinstance(a, SigArg) for a in args):
        return _specialize_signature(fn, backend, args, const, config)

    values: dict[str, Any] = {}
    for arg in args:
        if isinstance(arg, TensorArg):
            ptr = _BASE_PTR + (0 if arg.align % 16 == 0 else arg.align)
            values[arg.name] = _FakeTensor(tl.dtype(arg.dtype), ptr, arg.storage_bytes)
        elif isinstance(arg, ScalarArg):
            values[arg.name] = arg.value
    unknown = [n for n in list(values) + list(const) if n not in params]
    if unknown:
        raise UserInputError(f"{fn.__name__} has no parameter {unknown[0]!r}; its parameters: {', '.join(params)}")
    missing = [p for p in params if p not in values and p not in const and not _has_default(fn, p)]
    if missing:
        raise UserInputError(f"no value for parameter(s) {', '.join(missing)} of {fn.__name__}")
    kwargs = _jit_kwargs(fn, backend, {**const, "num_warps": config.num_warps, "num_stages": config.num_stages,
                                       **dict(config.options)})
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    bound, specialization, opts = binder(**values, **kwargs)
    options, signature, constexprs_out, attrs = fn._pack_args(backend, kwargs, bound, specialization, opts)
    return signature, constexprs_out, attrs, options


def _has_default(fn: Any, name: str) -> bool:
    import inspect

    return fn.signature.parameters[name].default is not inspect.Parameter.empty


def _specialize_signature(fn: Any, backend: Any, args: list[Any], const: dict[str, Any],
                          config: Config) -> tuple[dict[str, str], dict[tuple[int, ...], Any], dict[Any, Any], Any]:
    """compile.py semantics: ``:16`` adds divisibility 16, ``:1`` and bare numbers become constants."""
    params = list(fn.arg_names)
    if len(args) > len(params):
        raise UserInputError(f"the signature has {len(args)} entries but {fn.__name__} takes {len(params)} "
                             f"parameters: {', '.join(params)}")
    signature: dict[str, str] = {}
    constexprs: dict[tuple[int, ...], Any] = {}
    attrs: dict[tuple[int, ...], Any] = {}
    for i, name in enumerate(params):
        if name in const:
            signature[name] = "constexpr"
            constexprs[(i,)] = const[name]
            continue
        if i >= len(args):
            raise UserInputError(f"no value for parameter {name!r} of {fn.__name__}: extend --signature or pass "
                                 f"--constexpr {name}=VALUE")
        arg = args[i]
        if arg.type is None or arg.hint == 1:
            signature[name] = "constexpr"
            constexprs[(i,)] = arg.value if arg.type is None else 1
        else:
            signature[name] = arg.type
            if arg.hint == 16:
                attrs[(i,)] = [["tt.divisibility", 16]]
    options = backend.parse_options(_jit_kwargs(fn, backend, {"num_warps": config.num_warps,
                                                              "num_stages": config.num_stages,
                                                              **dict(config.options)}))
    return signature, constexprs, attrs, options


# ------------------------------------------------------------------------------ compiling


@contextlib.contextmanager
def _capture_fds(out_path: Path, err_path: Path) -> Iterator[None]:
    """Send fds 1 and 2 (Python and C++ output: ptxas log, MLIR diagnostics) to files."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = (os.dup(1), os.dup(2))
    try:
        for fd, path in ((1, out_path), (2, err_path)):
            target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.dup2(target, fd)
            os.close(target)
        yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        os.close(saved[0])
        os.close(saved[1])


class _StageClock:
    """An ``add_stages_inspection_hook``: times each stage and remembers which one is running."""

    def __init__(self, keep_final_mlir: bool, marker: Path) -> None:
        self.marker = marker
        """A file holding the running stage's name, for the parent to read if we crash."""
        self.times: dict[str, float] = {}
        self.done: list[str] = []
        self.current: str | None = None
        self.final_mlir: str | None = None
        self.keep_final_mlir = keep_final_mlir

    def __call__(self, backend: Any = None, stages: Any = None, options: Any = None, language: Any = None,
                 capability: Any = None) -> Any:
        if stages is None:  # compile() asks for a cache-key suffix
            return "", ""
        for name, stage_fn in list(stages.items()):
            stages[name] = self._wrap(name, stage_fn)
        return None

    def _wrap(self, name: str, stage_fn: Any) -> Any:
        def run(src: Any, metadata: Any) -> Any:
            self.current = name
            self.marker.write_text(name)
            start = time.perf_counter()
            out = stage_fn(src, metadata)
            self.times[name] = (time.perf_counter() - start) * 1e3
            self.done.append(name)
            self.current = None
            if name == "llir" and self.keep_final_mlir:
                self.final_mlir = str(src)  # the LLVM-dialect module after the last MLIR pass
            return out

        return run


def _compile(fn: Any, target: Target, spec: tuple[Any, ...], workdir: Path, dump_path: Path | None
             ) -> tuple[Any, _StageClock, str, str, list[str], BaseException | None, Path]:
    """Run ``triton.compile`` once. Returns (kernel or None, clock, stdout, stderr, warnings, error, cache dir)."""
    import triton
    from triton import knobs
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    signature, constexprs, attrs, options = spec
    clock = _StageClock(keep_final_mlir=dump_path is not None, marker=workdir / STAGE_FILE)
    cache_dir = workdir / TRITON_CACHE
    out_path, err_path = workdir / STDOUT_FILE, workdir / STDERR_FILE
    env_keys = ("MLIR_ENABLE_DUMP", "MLIR_DUMP_PATH")
    saved_env = {k: os.environ.get(k) for k in env_keys}
    kernel = None
    error: BaseException | None = None
    caught: list[warnings.WarningMessage] = []
    with contextlib.ExitStack() as stack:
        for group in (knobs.compilation, knobs.cache, knobs.runtime, knobs.nvidia):
            stack.enter_context(group.scope())
        knobs.cache.dir = str(cache_dir)
        knobs.compilation.always_compile = True
        knobs.nvidia.dump_ptxas_log = target.is_nvidia
        knobs.runtime.add_stages_inspection_hook = clock
        if dump_path is not None:
            os.environ["MLIR_ENABLE_DUMP"] = fn.__name__
            os.environ["MLIR_DUMP_PATH"] = str(dump_path)
        caught = stack.enter_context(warnings.catch_warnings(record=True))
        warnings.simplefilter("always")
        try:
            with _capture_fds(out_path, err_path):
                src = ASTSource(fn, signature, constexprs, attrs)
                kernel = triton.compile(src, target=GPUTarget(*target.as_tuple()), options=options.__dict__)
        except Exception as exc:  # any compile error is a result to report, not a crash
            error = exc
        finally:
            for k, v in saved_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    stdout = out_path.read_text(errors="replace") if out_path.exists() else ""
    stderr = err_path.read_text(errors="replace") if err_path.exists() else ""
    notes = [f"{w.category.__name__}: {w.message}" for w in caught]
    return kernel, clock, stdout, stderr, notes, error, cache_dir


def jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if hasattr(value, "__dict__"):
        return jsonable(vars(value))
    return str(value)


def _python_location(err: BaseException, module: Any, fn: Any) -> tuple[str | None, str | None]:
    """``file:line`` and source text of the Python line a frontend error points at."""
    from triton.runtime.jit import JITFunction

    node = getattr(err, "node", None)
    src = getattr(err, "src", None)
    if node is None or not hasattr(node, "lineno"):
        return None, None
    owner = fn
    for value in vars(module).values():
        jit = _unwrap(value)
        if isinstance(jit, JITFunction) and src is not None and jit.src == src:
            owner = jit
            break
    raw = "".join(owner.raw_src)
    def_offset = next((i for i, line in enumerate(raw.splitlines()) if line.lstrip().startswith("def ")), 0)
    lineno = owner.starting_line_number + def_offset + node.lineno - 1
    location = f"{owner.fn.__code__.co_filename}:{lineno}"
    return location, source_line(location)


def _failure(error: BaseException, clock: _StageClock, stderr: str, module: Any, fn: Any,
             last_good: str | None) -> CompileFailure:
    """Classify a compile error and find the Python line it points at."""
    from triton.compiler.errors import CompilationError

    stage = clock.current
    location, line = None, None
    diag = diagnose(stderr + "\n" + str(error), fn.fn.__code__.co_filename)
    if isinstance(error, CompilationError) or stage is None:
        kind = "frontend"
        location, line = _python_location(error, module, fn)
        message = getattr(error, "error_message", None) or str(error) or type(error).__name__
    else:
        kind = failure_kind(stage)
        message = diag.message or str(error) or type(error).__name__
    if location is None and diag.location is not None:
        location, line = diag.location, source_line(diag.location)
    return CompileFailure(kind=kind, message=message.strip(), stage=stage, python_location=location,
                          python_line=line, failing_pass=diag.failing_pass, last_good_stage=last_good,
                          diagnostics=(stderr.strip() + "\n" + str(error)).strip()[-20000:])


def run(request: dict[str, Any]) -> dict[str, Any]:
    """Compile what ``request`` describes, store the outcome, and return a small status dict."""
    store = Store(request["store"])
    key = request["key"]
    workdir = Path(request["workdir"])
    kspec = request["kernel"]
    path = Path(kspec["path"])
    target = Target(*request["target"])
    config = Config.from_json(request["config"])
    want_passes = bool(request.get("passes"))
    started = time.perf_counter()
    with warnings.catch_warnings(record=True) as early:
        warnings.simplefilter("always")
        try:
            python_source = path.read_text()
            module, _obj, fn = load_kernel(path, kspec["function"], bool(kspec.get("bundled")))
            from triton.backends.compiler import GPUTarget
            from triton.compiler import make_backend

            backend = make_backend(GPUTarget(*target.as_tuple()))
            args = [arg_from_json(a) for a in kspec["args"]]
            spec = specialize(fn, backend, args, dict(kspec.get("constexprs", {})), config)
        except UserInputError as exc:
            return {"status": "usage", "message": str(exc)}
        except OSError as exc:
            return {"status": "usage", "message": f"cannot read {path}: {exc.strerror}"}
        except (AssertionError, ValueError, KeyError, TypeError) as exc:  # Triton rejected the options or arguments
            return {"status": "usage", "message": f"{kspec['name']}: {type(exc).__name__}: {exc}"}
        except ImportError as exc:  # e.g. Triton 3.6's AMD backend imports torch to specialize arguments
            import triton

            return {"status": "env", "message": f"Triton {triton.__version__} cannot compile for {target.spec} here: "
                                                f"{exc} (the {target.backend} backend needs it installed)"}

    import triton

    dump_path = workdir / DUMP_FILE if want_passes else None
    kernel, clock, stdout, stderr, notes, error, cache_dir = _compile(fn, target, spec, workdir, dump_path)
    notes = [f"{w.category.__name__}: {w.message}" for w in early] + notes
    stage_data: dict[str, bytes | str] = {}
    failure: CompileFailure | None = None
    metadata: dict[str, Any] = {}
    if error is None:
        for name in target.stages:
            if name in kernel.asm:
                stage_data[name] = kernel.asm[name]
        metadata = jsonable(kernel.metadata._asdict())
    else:
        stage_data.update(stages_from_triton_cache(cache_dir, target.stages))
        done = [s for s in clock.done if s in stage_data]
        failure = _failure(error, clock, stderr, module, fn, done[-1] if done else None)
        if failure.kind == "pass" and dump_path is None:
            # Compile again with the per-pass dump to number the failing pass and keep the IR before it.
            dump_path = workdir / DUMP_FILE
            _compile(fn, target, spec, workdir, dump_path)
    resources: Resources | None = None
    if target.is_nvidia:
        resources = parse_ptxas_log(stdout)
    elif "amdgcn" in stage_data:
        amd = stage_data["amdgcn"]
        resources = parse_amdgcn(amd if isinstance(amd, str) else amd.decode(errors="replace"))
    if dump_path is not None:
        dumps = ingest_pass_dump(store, key, dump_path, clock.final_mlir if error is None else None)
        if failure is not None:
            failure = locate_failing_pass(failure, dumps)
    stages = {name: Stage(name, store.put_blob(data), clock.times.get(name)) for name, data in stage_data.items()}
    comp = Compilation(
        key=key, kernel=kspec["name"], config_index=int(request["config_index"]), config=config, target=target,
        triton_version=triton.__version__, stages=stages, metadata=metadata, resources=resources,
        failure=failure, source_path=str(path), compile_ms=(time.perf_counter() - started) * 1e3,
        diagnostics="\n".join(dict.fromkeys(notes))[-4000:],
    )
    store.save(comp, python_source=python_source)
    return {"status": "failed" if failure else "ok", "message": failure.headline() if failure else ""}


def main() -> int:
    """Import Triton, then read one request path from stdin and compile it (``ir_explorer.warm``)."""
    try:
        import triton  # noqa: F401  # the slow part, done while the parent is still deciding what to ask
    except Exception as exc:
        import_error: Exception | None = exc
    else:
        import_error = None
    line = sys.stdin.readline().strip()
    if not line:  # the parent found everything in the store
        return 0
    request = json.loads(Path(line).read_text())
    # Temporary files (Triton's ptxas input, a crash's leftovers) go into the job's folder, which the parent removes.
    tempfile.tempdir = os.environ["TMPDIR"] = request["workdir"]
    log = os.open(Path(request["workdir"]) / "worker.log", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.close(log)
    try:
        if import_error is not None:
            result = {"status": "env", "message": f"cannot import triton: {import_error}"}
        else:
            result = run(request)
    except Exception as exc:  # a bug of ours or an unexpected Triton error: report it, with the traceback
        result = {"status": "internal", "message": f"{type(exc).__name__}: {exc}",
                  "traceback": traceback.format_exc()[-8000:]}
    Path(request["result"]).write_text(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
