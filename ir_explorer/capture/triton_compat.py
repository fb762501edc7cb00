"""What differs between Triton releases 3.2 to 3.9, for the compile worker: the one place that knows.

Imported only by :mod:`ir_explorer.capture.worker` (it imports Triton). Each shim does what *the running
release's* own ``JITFunction.run`` (``triton/runtime/jit.py``) and ``triton.compile``
(``triton/compiler/compiler.py``) do, read from that release's installed sources, so that a compile here equals a
real launch under that release. Where a release has the API the worker was written for (3.6 to 3.9), the shim
calls it unchanged: their output is byte-identical to what the worker produced before the shims existed.

The differences absorbed (release: what it has):

- **specialization** - 3.5 to 3.9: ``JITFunction._pack_args`` (options, signature, constexprs, attrs from the
  binder's ``specialization``); 3.4: the same steps inline in ``run`` (attrs parsed from every entry's second
  element); 3.2: a binder returning ``(bound, sig_and_spec, constexpr_vals, non_constexpr_vals, excess_kwargs)``
  and an ``AttrsDescriptor`` (``backend.get_attrs_descriptor(params, values)``, ``triton/backends/compiler.py``)
  whose ``tt.equal_to`` 1 parameters become constants;
- **ASTSource forms** - 3.4 to 3.9: ``signature`` holds every parameter (``"constexpr"`` for constants),
  ``constexprs`` and ``attrs`` are keyed by argument paths ``(i,)``, attrs ``[["tt.divisibility", 16]]``;
  3.2: ``signature`` has only the non-constexpr parameters, ``constants`` is keyed by name, ``attrs`` is an
  ``AttrsDescriptor`` (:func:`ast_source` converts the first form into the second, as 3.2's
  ``tools/compile.py`` builds it);
- **launch options** - ``run`` adds ``debug`` (3.2: ``$TRITON_DEBUG`` and not ``fn.debug``; 3.4+:
  ``knobs.runtime.debug``), ``instrumentation_mode`` (3.6+) and ``fpsan_homomorphic_casts`` (3.9), each only
  where ``knobs.compilation`` has it (:func:`jit_kwargs`);
- **knobs versus environment variables** - 3.2 has no ``triton.knobs``: the cache folder and always-compile are
  ``$TRITON_CACHE_DIR`` and ``$TRITON_ALWAYS_COMPILE``; 3.4+ have ``knobs.cache.dir`` and
  ``knobs.compilation.always_compile``;
- **stage hook** - 3.6+: ``knobs.runtime.add_stages_inspection_hook``; 3.2 to 3.5: none, so the backend
  class's ``add_stages`` is wrapped for the compile (the same stage functions, timed);
- **ptxas log** - 3.5+: ``knobs.nvidia.dump_ptxas_log`` prints ``ptxas -v``'s log to stdout; 3.2 and 3.4
  write it to a temporary file and delete it, so ``subprocess.run`` seen by ``triton/backends/nvidia/compiler.py``
  is wrapped to print that file as 3.5 does (the same command line: the cubin is unchanged);
- **driver** - ``DriverConfig._active`` (3.5+) versus ``DriverConfig.active`` (3.2, 3.4): :func:`active_driver`.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import triton

#: ``triton.__version__`` as ``(major, minor, patch)``: ``(3, 2, 0)``; a suffix (``+git…``, ``rc1``) is dropped.
RELEASE: tuple[int, ...] = tuple(int(x) for x in re.findall(r"\d+", triton.__version__)[:3])

#: 3.2's forms: name-keyed constants, an ``AttrsDescriptor``, no ``triton.knobs``.
OLD_FORMS = RELEASE < (3, 3)


def _knobs() -> Any:
    """``triton.knobs`` (3.3+), or ``None`` (3.2)."""
    try:
        from triton import knobs
    except ImportError:
        return None
    return knobs


def active_driver(driver: Any) -> Any:
    """The driver ``triton.runtime.driver`` stands for now, without creating the default one
    (``DriverConfig._active`` in 3.5+, ``DriverConfig.active`` - a ``LazyProxy`` until used - in 3.2 and 3.4)."""
    return driver._active if hasattr(driver, "_active") else driver.active


def jit_kwargs(fn: Any, backend: Any, kwargs: dict[str, Any]) -> dict[str, Any]:
    """``kwargs`` plus the options this release's ``JITFunction.run`` adds before specializing
    (``triton/runtime/jit.py``): ``debug``, and ``instrumentation_mode`` / ``fpsan_homomorphic_casts`` where both
    the backend's options and ``knobs.compilation`` have them."""
    defaults = backend.parse_options({})
    out = dict(kwargs)
    knobs = _knobs()
    if knobs is None:
        out["debug"] = out.get("debug", False) or os.environ.get("TRITON_DEBUG", "0") == "1"
        return out
    if hasattr(defaults, "debug"):
        out["debug"] = out.get("debug", fn.debug) or knobs.runtime.debug
    for name in ("instrumentation_mode", "fpsan_homomorphic_casts"):
        if hasattr(defaults, name) and hasattr(knobs.compilation, name):
            out[name] = getattr(knobs.compilation, name)
    return out


def bind_and_pack(fn: Any, backend: Any, values: dict[str, Any], kwargs: dict[str, Any],
                  shadow: dict[str, Any]) -> tuple[Any, Any, Any, Any]:
    """``(signature, constexprs, attrs, options)`` of a launch with ``values`` (named arguments) and ``kwargs``
    (constexprs and options, after :func:`jit_kwargs`; ``shadow`` the values of parameters named like options),
    by this release's binder (``create_function_from_signature``) and packing. The forms are the release's own
    (module docstring). Raises ``KeyError`` for an unrecognised keyword, as a launch does."""
    from triton.runtime.jit import create_function_from_signature

    binder = create_function_from_signature(fn.signature, fn.params, backend)
    if OLD_FORMS:
        return _pack_attrs_descriptor(fn, backend, binder(**values, **{**kwargs, **shadow}), kwargs)
    bound, specialization, opts = binder(**values, **{**kwargs, **shadow})
    if hasattr(fn, "_pack_args"):  # 3.5+
        options, signature, constexprs, attrs = fn._pack_args(backend, kwargs, bound, specialization, opts)
    else:
        options, signature, constexprs, attrs = _pack_inline(fn, backend, kwargs, bound, specialization)
    return signature, constexprs, attrs, options


def _check_kwargs(kwargs: dict[str, Any], options: Any, names: list[str]) -> None:
    """A launch's check (every release): a keyword that is neither an option nor a parameter is a ``KeyError``."""
    for k in kwargs:
        if k not in options.__dict__ and k not in names:
            raise KeyError(f"Keyword argument {k} was specified but unrecognised")


def _pack_inline(fn: Any, backend: Any, kwargs: dict[str, Any], bound: Any, specialization: list[Any]
                 ) -> tuple[Any, dict[str, str], dict[Any, Any], dict[Any, Any]]:
    """3.4's ``JITFunction.run`` between the binder and ``ASTSource``: the signature is each parameter's
    specialization type, constexprs the bound values at the ``"constexpr"`` paths, attrs every entry's key
    (``"D"``, ``""``) at the paths where it is a string, parsed by ``backend.parse_attr``."""
    from triton.runtime import jit

    options = backend.parse_options(kwargs)
    names = [p.name for p in fn.params]
    types = [s[0] for s in specialization]
    _check_kwargs(kwargs, options, names)
    paths = jit.find_paths_if(types, lambda _, t: t == "constexpr")
    values = list(bound.values())
    constexprs = {p: jit.get_iterable_path(values, p) for p in paths}
    keys = [s[1] for s in specialization]
    attrs = {p: backend.parse_attr(jit.get_iterable_path(keys, p))
             for p in jit.find_paths_if(keys, lambda _, k: isinstance(k, str))}
    return options, dict(zip(names, types, strict=True)), constexprs, attrs


def _pack_attrs_descriptor(fn: Any, backend: Any, bound_out: tuple[Any, ...], kwargs: dict[str, Any]
                           ) -> tuple[dict[str, str], dict[str, Any], Any, Any]:
    """3.2's ``JITFunction.run``: the signature of the non-constexpr parameters (``none`` typed ``*i8``), the
    backend's ``AttrsDescriptor`` for all parameters and their values, and as constants by name the constexprs,
    the parameters the descriptor makes constant (``tt.equal_to`` 1) and ``None`` arguments."""
    bound, sig_and_spec, _constexpr_vals, _values, excess = bound_out
    options = backend.parse_options(kwargs)
    _check_kwargs(excess, options, [])
    names = [p.name for p in fn.params if not p.is_constexpr]
    signature = {k: "*i8" if v == "none" else v for k, v in zip(names, sig_and_spec[:len(names)], strict=True)}
    values = tuple(bound.values())
    attrs = backend.get_attrs_descriptor(fn.params, values)
    constant = attrs.get_constants()
    constants = {p.name: v for v, p in zip(values, fn.params, strict=True)
                 if p.is_constexpr or p.num in constant or v is None}
    for name, value in constants.items():
        if callable(value):
            raise TypeError(f"Callable constexpr at index {name} is not supported")
    return signature, constants, attrs, options


def ast_source(fn: Any, signature: dict[str, str], constexprs: dict[Any, Any], attrs: Any) -> Any:
    """``triton.compiler.ASTSource`` for these arguments. On 3.2, arguments in the 3.4+ form (``attrs`` a dict,
    from a ``tools/compile.py`` signature) are converted as 3.2's ``tools/compile.py`` builds them: constants by
    name and left out of the signature, ``AttrsDescriptor.from_hints`` of the divisibility hints."""
    from triton.compiler import ASTSource

    if OLD_FORMS and isinstance(attrs, dict):
        from triton.backends.compiler import AttrsDescriptor

        names = list(fn.arg_names)
        constants = {names[path[0]]: v for path, v in constexprs.items()}
        signature = {k: v for k, v in signature.items() if v != "constexpr"}
        hints = {path[0]: 16 for path, a in attrs.items() if ["tt.divisibility", 16] in a}
        return ASTSource(fn, signature, constants, AttrsDescriptor.from_hints(hints))
    return ASTSource(fn, signature, constexprs, attrs)


@contextlib.contextmanager
def compile_scope(cache_dir: str, target: Any, stages_hook: Callable[..., Any]) -> Iterator[None]:
    """For one ``triton.compile``: Triton's cache in ``cache_dir``, always compiling, the ptxas log on stdout
    (NVIDIA targets), and ``stages_hook`` called as ``add_stages_inspection_hook`` is (with ``stages``, the
    ``{name: stage function}`` dict it may wrap) - by knobs where the release has them, else by environment
    variables and wrappers (module docstring). Everything is restored on exit. ``target`` is the ``GPUTarget``."""
    from triton.compiler import make_backend

    knobs = _knobs()
    nvidia = target.backend == "cuda"
    backend_cls = type(make_backend(target))
    with contextlib.ExitStack() as stack:
        if knobs is None:
            stack.enter_context(_environ({"TRITON_CACHE_DIR": cache_dir, "TRITON_ALWAYS_COMPILE": "1"}))
        else:
            for group in (knobs.compilation, knobs.cache, knobs.runtime, knobs.nvidia):
                stack.enter_context(group.scope())
            knobs.cache.dir = cache_dir
            knobs.compilation.always_compile = True
        if knobs is not None and hasattr(knobs.nvidia, "dump_ptxas_log"):
            knobs.nvidia.dump_ptxas_log = nvidia
        elif nvidia:
            stack.enter_context(_print_ptxas_log(backend_cls))
        if knobs is not None and hasattr(knobs.runtime, "add_stages_inspection_hook"):
            knobs.runtime.add_stages_inspection_hook = stages_hook
        else:
            stack.enter_context(_wrap_add_stages(backend_cls, stages_hook))
        yield


@contextlib.contextmanager
def _environ(values: dict[str, str]) -> Iterator[None]:
    """Set environment variables for the block, then restore them."""
    saved = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


@contextlib.contextmanager
def _wrap_add_stages(cls: Any, hook: Callable[..., Any]) -> Iterator[None]:
    """Releases without ``add_stages_inspection_hook``: the target's backend class ``cls``'s ``add_stages`` fills
    the stages, then ``hook`` may wrap them (``triton.compile`` calls ``make_backend(target).add_stages``)."""
    original = cls.__dict__.get("add_stages")
    inherited = cls.add_stages

    def add_stages(self: Any, stages: dict[str, Any], options: Any, *rest: Any) -> None:
        inherited(self, stages, options, *rest)
        hook(backend=self, stages=stages, options=options)

    cls.add_stages = add_stages
    try:
        yield
    finally:
        if original is None:
            del cls.add_stages
        else:
            cls.add_stages = original


class _PtxasLogPrinter:
    """``subprocess`` as ``triton/backends/nvidia/compiler.py`` of 3.2 and 3.4 sees it: ``run`` of a ``ptxas``
    command whose stderr is a named file prints that file afterwards, as 3.5's ``dump_ptxas_log`` does; the rest
    is the real module."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def run(self, cmd: Any, *args: Any, **kwargs: Any) -> Any:
        result = self._real.run(cmd, *args, **kwargs)
        log = getattr(kwargs.get("stderr"), "name", None)
        if isinstance(cmd, list) and cmd and os.path.basename(str(cmd[0])).startswith("ptxas") and log:
            with contextlib.suppress(OSError), open(log) as fh:
                print(fh.read())
        return result


@contextlib.contextmanager
def _print_ptxas_log(cls: Any) -> Iterator[None]:
    """Releases without ``knobs.nvidia.dump_ptxas_log``: print ptxas's ``-v`` log (registers, spills) to stdout.
    ``cls`` is the CUDA backend class; the globals of its module (3.2 loads it from its file under the name
    ``nvidia``, outside ``sys.modules``) hold the ``subprocess`` that is replaced."""
    module_globals = cls.add_stages.__globals__
    real = module_globals["subprocess"]
    module_globals["subprocess"] = _PtxasLogPrinter(real)
    try:
        yield
    finally:
        module_globals["subprocess"] = real


class _NoBenchmarker:
    """The active driver (or a stand-in for the default one) whose ``get_benchmarker`` gives a benchmarker that
    raises when called: what 3.2's ``Autotuner.__init__`` stores offline (it is only called to tune on a GPU)."""

    def __init__(self, active: Any) -> None:
        self._active = active

    def get_benchmarker(self) -> Callable[..., Any]:
        def benchmark(*args: Any, **kwargs: Any) -> Any:
            raise RuntimeError("autotuning benchmarks the kernel on a GPU; ir-explorer compiles offline")

        return benchmark

    def __getattr__(self, name: str) -> Any:
        if self._active is None:
            raise AttributeError(f"no GPU driver offline (driver.active.{name})")
        return getattr(self._active, name)


@contextlib.contextmanager
def kernel_import() -> Iterator[None]:
    """Around importing a kernel file: on 3.2, ``triton.autotune`` asks ``driver.active.get_benchmarker()``
    when it decorates (``Autotuner.__init__``, ``triton/runtime/autotuner.py``), which creates the GPU driver
    (and imports torch): without a GPU the file does not import. For the import, the active driver answers that
    one question with a benchmarker that raises when called; everything else goes to the driver that was active
    (a stub of the worker's ``--no-import-side-effects``), or raises ``AttributeError`` for the default one.
    Releases 3.4+ ask nothing at decoration time: a no-op there."""
    if not OLD_FORMS:
        yield
        return
    from triton.runtime import driver

    was_default = driver.active is driver.default
    saved = driver.active
    driver.set_active(_NoBenchmarker(None if was_default else saved))
    try:
        yield
    finally:
        if was_default:
            driver.reset_active()
        else:
            driver.set_active(saved)


def keeps_final_mlir() -> bool:
    """Whether the llir stage's input module may be printed after the stage ran (the LLVM-dialect IR after the
    last MLIR pass, which no "IR Dump Before" shows): not on 3.4, where ``str()`` of it then dies with SIGSEGV
    (measured on 3.4.0, bundled matmul, cuda:90, with and without ``MLIR_ENABLE_TIMING``); 3.2 and 3.5 to 3.9
    print it."""
    return not (3, 4) <= RELEASE < (3, 5)


#: A snapshot header of an ``MLIR_ENABLE_DUMP`` log (the full grammar is ``ir.passdump``'s).
_DUMP_HEADER = re.compile(r"^// -----// .*IR Dump")
#: A line MLIR prints after a module's closing brace: an alias (``#loc3 = loc(...)``) or nothing.
_TRAILER = re.compile(r"^(?:#[\w$.-]* = .*)?\s*$")


def dump_from_stderr(stderr: str, dump_path: Path) -> str:
    """Releases without ``MLIR_DUMP_PATH`` (3.2 reads only ``MLIR_ENABLE_DUMP``) print the per-pass dump to
    stderr: when ``dump_path`` was not written, move every snapshot (its header, the module up to the top-level
    closing ``}`` and the alias lines after it) out of ``stderr`` into ``dump_path``, and return the rest (the
    diagnostics, such as a failing pass's error after its snapshot). A no-op when the release wrote the file."""
    if (dump_path.exists() and dump_path.stat().st_size) or "IR Dump" not in stderr:
        return stderr
    dump: list[str] = []
    rest: list[str] = []
    state = "out"  # out: diagnostics; module: inside a snapshot; trailer: after its closing brace
    for line in stderr.splitlines(keepends=True):
        if _DUMP_HEADER.match(line):
            state = "module"
        elif state == "module" and line.startswith("}"):
            state = "trailer"
        elif state == "trailer" and not _TRAILER.match(line):
            state = "out"
        (rest if state == "out" else dump).append(line)
    dump_path.write_text("".join(dump))
    return "".join(rest)


def source_lines(jit: Any) -> list[str]:
    """A ``JITFunction``'s source lines from its first decorator, as ``inspect.getsourcelines`` gives them
    (``JITFunction.raw_src`` in 3.5+; 3.2 and 3.4 keep only ``src``, cut at ``def``), for numbering the line a
    frontend error's AST node points at: ``starting_line_number`` is the first of these lines."""
    raw = getattr(jit, "raw_src", None)
    if raw is not None:
        return list(raw)
    import inspect

    return inspect.getsourcelines(jit.fn)[0]


#: ``AttributeError``'s text for a name a module lacks:
#: ``module 'triton.language' has no attribute 'make_tensor_descriptor'``.
_NO_ATTRIBUTE = re.compile(r"^module '(?P<module>[\w.]+)' has no attribute '(?P<name>\w+)'$")


def missing_name_line(error: BaseException, fn: Any) -> str | None:
    """``file:line`` of the kernel's first line that uses ``.NAME`` when ``error`` says a module has no attribute
    NAME and carries no AST node: 3.2 raises it from ``JITFunction.cache_key`` (its ``DependenciesFinder`` looks
    every global up before code generation, ``triton/runtime/jit.py``), so no ``CompilationError`` points at the
    line, as 3.4+ do. ``None`` for any other error, or when no line of ``fn``'s source names ``.NAME``."""
    m = _NO_ATTRIBUTE.match(str(error))
    if not isinstance(error, AttributeError) or m is None or fn is None:  # None: an IR file, no Python
        return None
    uses = re.compile(rf"\.{m['name']}\b")
    for offset, line in enumerate(source_lines(fn)):
        if uses.search(line.split("#", 1)[0]):
            return f"{fn.fn.__code__.co_filename}:{fn.starting_line_number + offset}"
    return None
