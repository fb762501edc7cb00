"""The compile worker: ``python -m ir_explorer.capture.worker`` reads a request path on stdin and compiles it.

It runs in a child process so that a crash or hang inside Triton's C++ cannot take down the
caller (:mod:`ir_explorer.capture.compiles` starts it, enforces the timeout, and reads the result).
This is the only module that imports Triton. It:

1. imports the kernel file (with the GPU driver and ``torch.cuda`` stubbed when asked:
   ``--no-import-side-effects``) and unwraps ``triton.autotune`` / ``triton.heuristics`` wrappers;
   a ``inspect`` request stops here and answers with the parameters and the autotune configs
   (pruned by ``prune_configs_by`` where that runs without a GPU), and the worker then waits for
   a compile request;
2. computes ``triton.heuristics`` values from the example arguments as a launch does
   (``Heuristics.run``, ``triton/runtime/autotuner.py``) and derives the specialization the way
   Triton's JIT does for a real launch, with Triton's own code (``JITFunction`` binder from
   ``create_function_from_signature`` and ``JITFunction._pack_args``, ``triton/runtime/jit.py``),
   or takes a ``tools/compile.py`` signature literally;
3. calls ``triton.compile`` for the target with Triton's official hooks, restored on exit:
   ``knobs.runtime.add_stages_inspection_hook`` to time each stage,
   ``knobs.nvidia.dump_ptxas_log`` for registers and spills, a private
   ``knobs.cache.dir`` with ``always_compile``, and, for per-pass capture,
   ``MLIR_ENABLE_DUMP=1`` + ``MLIR_DUMP_PATH`` and ``LLVM_IR_ENABLE_DUMP=1`` (LLVM's
   print-after-all, on fd 2: read by C++ ``getBoolEnv`` in ``python/src/llvm.cc`` in 3.6 and 3.9);
4. writes stages, metadata, resources, per-pass snapshots or the failure into the store,
   and a small JSON result for the parent.

It cannot outlive the CLI (:func:`watch_lifeline`) and runs under a cap on its address space
(``RLIMIT_AS``, ``$IR_EXPLORER_WORKER_MEMORY``, :func:`limit_memory`): a compile that reaches it fails with
``MemoryError`` (Python, or a C++ ``std::bad_alloc`` that pybind11 turns into one) and is reported as
``status: memory``, never stored.
"""

from __future__ import annotations

import contextlib
import dataclasses
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

from ir_explorer.core.errors import StoreError, UsageError
from ir_explorer.core.model import (
    COMPILER_ABORTS,
    DTYPES,
    KNOWN_TARGETS,
    Compilation,
    CompileFailure,
    Config,
    DTypeValue,
    Resources,
    ScalarArg,
    SigArg,
    Stage,
    Target,
    TensorArg,
    arg_from_json,
    constexpr_from_json,
    constexpr_to_json,
    dtype_name,
)
from ir_explorer.core.store import Store
from ir_explorer.inputs.compile_output import (
    DUMP_FILE,
    FINAL_MLIR_FILE,
    STAGE_FILE,
    STDERR_FILE,
    STDOUT_FILE,
    TIMING_FILE,
    TRITON_CACHE,
    failure_kind,
    source_line,
    stages_from_triton_cache,
)
from ir_explorer.ir.diagnostics import diagnose, mlir_parse_error, version_hint
from ir_explorer.ir.resources import parse_amdgcn, parse_ptxas_log
from ir_explorer.ir.ttgir import IR_FILE_SUFFIXES

# Base address of fake tensors: 16-byte aligned, as torch's allocator returns.
_BASE_PTR = 0x7F00_0000_0000


class UserInputError(Exception):
    """The request cannot be compiled as given (bad file, name or signature): exit code 2."""


class _FakeTensor:
    """What Triton's JIT looks at in a tensor argument: ``dtype``, ``data_ptr()`` and, on AMD,
    the storage size (``ptr_range()``: at most 2**31 - 1 bytes adds ``tt.pointer_range = 32``,
    which enables buffer ops; ``HIPBackend.is_within_2gb`` in ``triton/backends/amd/compiler.py``).
    Heuristics and ``early_config_prune`` functions also read ``shape``, ``stride()``, ``numel()``
    and ``element_size()``, as on a torch tensor; ``dtype`` is a ``tl.dtype``, not a torch dtype."""

    def __init__(self, arg: TensorArg, dtype: Any, ptr: int) -> None:
        self.dtype = dtype
        self.shape = arg.shape
        self.ndim = len(arg.shape)
        self._arg = arg
        self._ptr = ptr

    def data_ptr(self) -> int:
        return self._ptr

    def ptr_range(self) -> int:
        return self._arg.storage_bytes

    def stride(self, dim: int | None = None) -> Any:
        strides = self._arg.strides or self._arg.contiguous_strides
        return strides if dim is None else strides[dim]

    def size(self, dim: int | None = None) -> Any:
        return self.shape if dim is None else self.shape[dim]

    def dim(self) -> int:
        return self.ndim

    def numel(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def element_size(self) -> int:
        return DTYPES[self._arg.dtype][1]

    def is_contiguous(self) -> bool:
        return self._arg.strides is None or tuple(self._arg.strides) == self._arg.contiguous_strides


# ------------------------------------------------------------------------------ loading


#: Modules this worker imported, by path: an inspect request's import serves the compile that follows.
_modules: dict[Path, Any] = {}


def load_kernel(path: Path, function: str, bundled: bool, import_stubs: Target | None = None
                ) -> tuple[Any, Any, Any]:
    """Import ``path`` and return ``(module, kernel object, JITFunction)``; the kernel object is the
    file's ``function`` attribute, possibly ``triton.autotune``/``triton.heuristics`` wrappers.

    ``import_stubs`` installs :func:`install_gpu_stubs` for that target first. A module imported
    once (by a ``inspect`` request) is reused by the compile request that follows in the same
    worker. Raises :class:`UserInputError` for a file that does not import (naming its line and,
    when the failure came from touching the GPU, ``--no-import-side-effects``) or has no such kernel.
    """
    from triton.runtime.jit import JITFunction

    from ir_explorer.capture.triton_compat import kernel_import

    if import_stubs is not None:  # also for a module already imported: pruners and heuristics may ask the GPU
        install_gpu_stubs(import_stubs)
    if path in _modules:
        module = _modules[path]
    elif bundled:
        from ir_explorer.capture.bundled import import_kernel_module

        with kernel_import():  # Triton 3.2's autotune asks the GPU driver when it decorates
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
            with kernel_import():
                spec.loader.exec_module(module)
        except SyntaxError as exc:
            raise UserInputError(f"{path}:{exc.lineno}: syntax error: {exc.msg}") from exc
        except MemoryError:
            raise  # the memory cap: reported as such (main)
        except Exception as exc:
            raise UserInputError(_import_failure(path, exc, import_stubs is not None)) from exc
    obj = getattr(module, function, None)
    if obj is None:
        jitted = sorted(k for k, v in vars(module).items() if _unwrap(v) is not None)
        raise UserInputError(f"{path} has no kernel {function!r}; its @triton.jit kernels: "
                             f"{', '.join(jitted) or 'none'}")
    fn = _unwrap(obj)
    if fn is None:
        raise UserInputError(f"{path}:{function} is not a @triton.jit function")
    assert isinstance(fn, JITFunction)
    _modules[path] = module
    return module, obj, fn


#: Text of errors raised by code that needs a GPU: Triton's driver lookup (``triton/runtime/driver.py``),
#: torch without CUDA or without a device.
_GPU_ERRORS = ("active drivers", "not compiled with cuda", "nvidia driver", "no cuda gpus", "cuda driver",
               "hip driver", "no hip gpus", "cudagetdevicecount", "cuda error")


def _import_failure(path: Path, exc: BaseException, stubbed: bool) -> str:
    """One line for a kernel file whose import raised: the file's line that failed, the error and,
    when it touched the GPU, the way around it."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if Path(f.filename) == path]
    where = str(path)
    if frames:  # the module-level statement, and the line inside the file's own function it called
        top, inner_frame = frames[0], frames[-1]
        where = f"{path}:{top.lineno}: {(top.line or '').strip()}"
        if inner_frame is not top:
            where += f" (line {inner_frame.lineno}: {(inner_frame.line or '').strip()})"
    error = f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}".rstrip(": ")
    if isinstance(exc, _NeedsGPU):
        return (f"{where}: importing the kernel file {exc} at import, which needs a GPU even with "
                f"--no-import-side-effects; move it under `if __name__ == \"__main__\":`")
    inner = [f.filename for f in traceback.extract_tb(exc.__traceback__)]
    gpu = any(e in str(exc).lower() for e in _GPU_ERRORS) or any(
        f"{os.sep}runtime{os.sep}driver.py" in f or f"{os.sep}torch{os.sep}cuda{os.sep}" in f for f in inner)
    if gpu and not stubbed:
        return (f"{where}: importing the kernel file touches the GPU ({error}); pass --no-import-side-effects "
                f"to import it with the GPU driver and torch.cuda stubbed")
    return f"{where}: importing the kernel file failed: {error}"


#: (multiprocessor count, shared memory per block in bytes) of the GPU each known target stands for
#: (``KNOWN_TARGETS``; vendors' spec sheets: H100/H200 132 SMs and 227 KiB, MI300X 304 CUs and 64 KiB LDS …),
#: for module-level code that sizes grids or configs from the device's properties.
_STUB_DEVICE = {
    "cuda:75": (40, 65536), "cuda:80": (108, 166912), "cuda:86": (72, 101376), "cuda:89": (58, 101376),
    "cuda:90": (132, 232448), "cuda:100": (148, 232448), "cuda:103": (148, 232448), "cuda:120": (170, 101376),
    "hip:gfx90a": (110, 65536), "hip:gfx942": (304, 65536), "hip:gfx950": (256, 163840),
    "hip:gfx1100": (96, 65536), "hip:gfx1200": (64, 65536),
}  # fmt: skip


def _capability(target: Target) -> tuple[int, int]:
    """``torch.cuda.get_device_capability()`` of the target: ``(9, 0)`` for cuda:90, ``(9, 4)`` for gfx942."""
    if target.is_nvidia:
        return int(target.arch) // 10, int(target.arch) % 10
    digits = str(target.arch)[3:]
    return int(digits[:-2] or 0), int(digits[-2], 16)


class _NeedsGPU(RuntimeError, AttributeError):
    """What the stub driver raises for what no stub can fake: launching a kernel, benchmarking. An
    ``AttributeError`` too, so that ``hasattr``/``getattr(…, default)`` on the driver still answer."""


#: What a program does when it asks the driver (``triton/backends/driver.py``'s ``DriverBase``,
#: ``triton/testing.py``'s ``do_bench``) for these: the words :func:`_import_failure` shows.
_GPU_USES = {
    "launcher_cls": "launches a kernel", "get_benchmarker": "benchmarks a kernel",
    "get_device_interface": "benchmarks a kernel", "get_empty_cache_for_benchmark": "benchmarks a kernel",
    "clear_cache": "benchmarks a kernel",
}


class _StubDriver:
    """Stands in for ``triton.runtime.driver.active`` (``triton/backends/driver.py``'s ``DriverBase``)
    on a machine without the target's GPU: it reports the requested target and harmless device facts."""

    def __init__(self, target: Target) -> None:
        from triton.backends.compiler import GPUTarget

        self.target = GPUTarget(*target.as_tuple())
        sms, smem = _STUB_DEVICE.get(target.spec, (100, 65536))
        props = {"multiprocessor_count": sms, "max_shared_mem": smem, "max_num_regs": 65536,
                 "warpSize": target.warp_size, "sm_clock_rate": 1_500_000, "mem_clock_rate": 2_600_000,
                 "mem_bus_width": 5120}
        import types

        self.utils = types.SimpleNamespace(get_device_properties=lambda device=0: dict(props))

    @staticmethod
    def is_active() -> bool:
        return True

    def get_current_target(self) -> Any:
        return self.target

    def get_active_torch_device(self) -> Any:
        torch = sys.modules.get("torch")
        return torch.device("cuda") if torch is not None else "cuda"

    def get_current_device(self) -> int:
        return 0

    def set_current_device(self, device: int) -> None:
        return None

    def get_current_stream(self, device: int | None = None) -> int:
        return 0

    def get_device_capability(self, device: int = 0) -> tuple[int, int]:
        return _capability(Target(self.target.backend, self.target.arch, self.target.warp_size))

    def __getattr__(self, name: str) -> Any:  # the rest of DriverBase: what needs the GPU itself
        raise _NeedsGPU(_GPU_USES.get(name, f"uses the GPU driver (driver.active.{name})"))


def install_gpu_stubs(target: Target) -> None:
    """Make module-level GPU calls succeed without a GPU, for the rest of this worker process.

    ``triton.runtime.driver.active`` becomes a :class:`_StubDriver` for ``target``
    (``DriverConfig.set_active``, ``triton/runtime/driver.py``). When torch is installed,
    ``torch.cuda``'s queries return the target's facts (available, one device, its capability and
    SM count), ``torch.version.cuda``/``hip`` say which vendor it is, and a ``TorchFunctionMode`` turns
    every ``device="cuda"`` (and ``.cuda()``) into the CPU, so ``torch.randn(…, device="cuda")`` works.
    """
    from triton.runtime import driver

    from ir_explorer.capture.triton_compat import active_driver

    if isinstance(active_driver(driver), _StubDriver):
        return  # installed by an earlier request of this worker (always for the same target)
    driver.set_active(_StubDriver(target))
    if importlib.util.find_spec("torch") is None:
        return
    import types

    import torch  # only under --no-import-side-effects: the file imports torch itself, most likely
    from torch.overrides import TorchFunctionMode

    sms, smem = _STUB_DEVICE.get(target.spec, (100, 65536))
    major, minor = _capability(target)
    props = types.SimpleNamespace(
        name=KNOWN_TARGETS.get(target.spec, target.spec), major=major, minor=minor, multi_processor_count=sms,
        total_memory=80 * 2**30, warp_size=target.warp_size, shared_memory_per_block_optin=smem,
        gcnArchName=str(target.arch) if not target.is_nvidia else "", L2_cache_size=50 * 2**20)
    cuda = torch.cuda
    for attr, value in {
        "is_available": lambda: True, "is_initialized": lambda: True, "_lazy_init": lambda: None,
        "device_count": lambda: 1, "current_device": lambda: 0, "set_device": lambda device: None,
        "synchronize": lambda device=None: None, "get_device_capability": lambda device=None: (major, minor),
        "get_device_properties": lambda device=None: props, "get_device_name": lambda device=None: props.name,
        "current_stream": lambda device=None: types.SimpleNamespace(cuda_stream=0, stream_id=0),
        "mem_get_info": lambda device=None: (props.total_memory, props.total_memory),
    }.items():
        setattr(cuda, attr, value)
    torch.version.cuda = "12.8" if target.is_nvidia else None  # type: ignore[misc]
    torch.version.hip = None if target.is_nvidia else "6.4"  # type: ignore[misc]

    def on_cpu(value: Any) -> Any:
        if isinstance(value, torch.device) and value.type == "cuda":
            return torch.device("cpu")
        if isinstance(value, str) and value.startswith("cuda"):
            return "cpu"
        return value

    class _CudaOnCpu(TorchFunctionMode):
        def __torch_function__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
            if func is torch.Tensor.cuda:
                return args[0]
            args = tuple(on_cpu(a) for a in args)
            kwargs = {k: on_cpu(v) for k, v in (kwargs or {}).items()}
            return func(*args, **kwargs)

    _CudaOnCpu().__enter__()  # for the life of this worker process, which compiles one kernel


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
    """Add the options ``JITFunction.run`` adds before specializing (``triton/runtime/jit.py``; per release:
    :func:`ir_explorer.capture.triton_compat.jit_kwargs`)."""
    from ir_explorer.capture.triton_compat import jit_kwargs

    return jit_kwargs(fn, backend, kwargs)


def _py_value(value: Any) -> Any:
    """A constexpr value as the kernel sees it: a :class:`DTypeValue` becomes the ``tl.dtype``."""
    if isinstance(value, DTypeValue):
        import triton.language as tl

        return getattr(tl, DTYPES[value.name][0])
    return value


def example_values(args: list[Any]) -> dict[str, Any]:
    """``{name: value}`` a real launch would pass for example arguments: fake tensors at 16-byte aligned
    addresses (plus ``align`` bytes when misaligned) and the scalars themselves."""
    import triton.language as tl

    values: dict[str, Any] = {}
    for arg in args:
        if isinstance(arg, TensorArg):
            ptr = _BASE_PTR + (0 if arg.align % 16 == 0 else arg.align)
            values[arg.name] = _FakeTensor(arg, getattr(tl, DTYPES[arg.dtype][0]), ptr)
        elif isinstance(arg, ScalarArg):
            values[arg.name] = _py_value(arg.value)
    return values


def launch_kwargs(obj: Any, fn: Any, named: dict[str, Any], constexprs: dict[str, Any], config: Config,
                  signature: bool) -> dict[str, Any]:
    """The keyword arguments the ``JITFunction`` receives at launch: constexprs, ``num_warps``,
    ``num_stages`` and other options, after the wrappers around it ran.

    Walks ``obj``'s wrappers from the outside in, as ``Autotuner.run`` and ``Heuristics.run`` do
    (``triton/runtime/autotuner.py``): below an autotuner the chosen ``config``'s kwargs are visible
    (``Config.all_kwargs``); each heuristic is computed from the named arguments and the kwargs so
    far, and overrides a value given for the same name. Without an autotuner, ``config`` is what the
    user passed at launch. Raises :class:`UserInputError` when a heuristic fails.
    """
    from triton.runtime.autotuner import Autotuner, Heuristics

    chain = []
    node = obj
    while node is not None and node is not fn:
        chain.append(node)
        node = getattr(node, "fn", None)
    config_kwargs = {**{k: _py_value(v) for k, v in config.constexprs}, "num_warps": config.num_warps,
                     "num_stages": config.num_stages, **dict(config.options)}
    out = dict(constexprs)
    if not any(isinstance(w, Autotuner) for w in chain):
        out.update(config_kwargs)
    for wrapper in chain:
        if isinstance(wrapper, Autotuner):
            out.update(config_kwargs)
        elif isinstance(wrapper, Heuristics):
            for name, heuristic in wrapper.values.items():
                try:
                    out[name] = heuristic({**named, **out})
                except Exception as exc:
                    how = ("; --signature gives no example values: use --arg NAME=VALUE instead" if signature
                           else "")
                    raise UserInputError(f"triton.heuristics value {name} of {fn.__name__} failed on the example "
                                         f"arguments: {type(exc).__name__}: {exc}{how}") from exc
    return out


def specialize(obj: Any, fn: Any, backend: Any, args: list[Any], constexprs: dict[str, Any], config: Config
               ) -> tuple[dict[str, str], dict[tuple[int, ...], Any], dict[Any, Any], Any]:
    """``(signature, constexprs, attrs, options)`` for ``triton.compile``, as a real launch gets them.

    ``obj`` is the kernel object (``fn`` or the autotune/heuristics wrappers around it), ``args``
    example arguments or a compile.py signature, ``constexprs`` the values fixed for every config.
    Raises :class:`UserInputError` for unknown or missing parameters.
    """
    from ir_explorer.capture.triton_compat import bind_and_pack

    params = list(fn.arg_names)
    given = {k: _py_value(v) for k, v in constexprs.items()}
    # An autotune config's kwarg that names no parameter is a compile option at a launch (Config.all_kwargs goes to
    # JITFunction.run, whose parse_options takes it): waves_per_eu on HIP (it was "has no parameter"; issue 15).
    options_in_kwargs = tuple((k, v) for k, v in config.constexprs if k not in params)
    if options_in_kwargs:
        config = Config(tuple((k, v) for k, v in config.constexprs if k in params), config.num_warps,
                        config.num_stages, (*config.options, *options_in_kwargs))
    unknown = [n for n in [a.name for a in args] + list(given) + [k for k, _ in config.constexprs] if n not in params]
    if unknown:
        raise UserInputError(f"{fn.__name__} has no parameter {unknown[0]!r}; its parameters: {', '.join(params)}")
    known = backend.parse_options({})
    foreign = [k for k, _ in config.options if not hasattr(known, k)]
    if foreign:  # e.g. an autotune config's maxnreg on AMD, where a launch raises KeyError
        warnings.warn(f"{', '.join(foreign)} ignored: not an option of the {backend.target.backend} backend "
                      f"({type(known).__name__}); a launch there raises KeyError", stacklevel=1)
        config = Config(config.constexprs, config.num_warps, config.num_stages,
                        tuple((k, v) for k, v in config.options if k not in foreign))
    # A parameter named like a compile option (tutorial 02's num_stages): the value given for it is the
    # parameter's, and the option keeps the config's (the option overwrote it; issue 15).
    option_names = {"num_warps", "num_stages", *dict(config.options)}
    shadow = {k: _py_value(v) for k, v in [*config.constexprs, *given.items()] if k in params and k in option_names}
    if any(isinstance(a, SigArg) for a in args):
        named = {a.name: a.value if a.type is None else 1 for a in args if a.type is None or a.hint == 1}
        shadow.update({a.name: a.value for a in args if a.type is None and a.name in option_names})
        options_of_config = {"num_warps": config.num_warps, "num_stages": config.num_stages, **dict(config.options)}
        return _specialize_signature(fn, backend, args, launch_kwargs(obj, fn, named, given, config, True), shadow,
                                     {k: v for k, v in options_of_config.items() if k in params})
    values = example_values(args)
    launch = launch_kwargs(obj, fn, values, given, config, False)
    missing = [p for p in params if p not in values and p not in launch and not _has_default(fn, p)]
    if missing:
        raise UserInputError(f"no value for parameter(s) {', '.join(missing)} of {fn.__name__}; its parameters: "
                             f"{', '.join(params)}")
    kwargs = _jit_kwargs(fn, backend, {k: v for k, v in launch.items() if k not in values})
    return bind_and_pack(fn, backend, values, kwargs, shadow)  # the release's binder and packing


def _has_default(fn: Any, name: str) -> bool:
    import inspect

    return fn.signature.parameters[name].default is not inspect.Parameter.empty


def _specialize_signature(fn: Any, backend: Any, args: list[Any], launch: dict[str, Any],
                          shadow: dict[str, Any] | None = None, shadowed_options: dict[str, Any] | None = None
                          ) -> tuple[dict[str, str], dict[tuple[int, ...], Any], dict[Any, Any], Any]:
    """compile.py semantics: ``:16`` adds divisibility 16, ``:1`` and bare numbers become constants; a
    ``tl.constexpr`` left out of the signature takes its default, as at a launch.

    ``shadow`` holds the values given for parameters named like compile options (``num_stages``), which win
    over ``launch``'s; ``shadowed_options`` those options' own values, which go to the options.

    As at a launch, a ``do_not_specialize`` parameter takes neither hint, and a
    ``do_not_specialize_on_alignment`` one not ``:16`` (``create_function_from_signature``,
    ``triton/runtime/jit.py``); a dropped hint is reported as a warning."""
    params = list(fn.arg_names)
    if len(args) > len(params):
        raise UserInputError(f"the signature has {len(args)} entries but {fn.__name__} takes {len(params)} "
                             f"parameters: {', '.join(params)}")
    signature: dict[str, str] = {}
    constexprs: dict[tuple[int, ...], Any] = {}
    attrs: dict[tuple[int, ...], Any] = {}
    shadow = shadow or {}
    for i, name in enumerate(params):
        if name in shadow or name in launch:
            signature[name] = "constexpr"
            constexprs[(i,)] = shadow[name] if name in shadow else launch[name]
            continue
        if i >= len(args):
            if fn.params[i].is_constexpr and _has_default(fn, name):  # as a launch would: its default
                signature[name] = "constexpr"
                constexprs[(i,)] = fn.signature.parameters[name].default
                continue
            raise UserInputError(f"no value for parameter {name!r} of {fn.__name__}: extend --signature or pass "
                                 f"--constexpr {name}=VALUE")
        arg = args[i]
        hint = arg.hint
        kp = fn.params[i]
        if hint is not None and (kp.do_not_specialize or (hint == 16 and kp.do_not_specialize_on_alignment)):
            which = "do_not_specialize" if kp.do_not_specialize else "do_not_specialize_on_alignment"
            warnings.warn(f"--signature hint :{hint} on {name} dropped: {fn.__name__} lists {name} in {which}",
                          stacklevel=1)
            hint = None
        if arg.type is None or hint == 1:
            signature[name] = "constexpr"
            constexprs[(i,)] = arg.value if arg.type is None else 1
        else:
            signature[name] = arg.type
            if hint == 16:
                attrs[(i,)] = [["tt.divisibility", 16]]
    options = backend.parse_options(_jit_kwargs(fn, backend, {**{k: v for k, v in launch.items() if k not in params},
                                                              **(shadowed_options or {})}))
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

    def __init__(self, keep_final_mlir: bool, marker: Path, scopes: dict[str, Any] | None = None) -> None:
        self.scopes = scopes or {}
        """Stage name → a context-manager factory the stage runs inside."""
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
            with self.scopes.get(name, contextlib.nullcontext)():
                out = stage_fn(src, metadata)
            self.times[name] = (time.perf_counter() - start) * 1e3
            self.done.append(name)
            self.current = None
            if name == "llir" and self.keep_final_mlir:
                self.final_mlir = str(src)  # the LLVM-dialect module after the last MLIR pass
            return out

        return run


class _IRSource(Exception):
    """Raised inside :func:`run`'s specialization block for an IR file: it has no Python to import."""


def ir_spec(path: Path, config: Config) -> tuple[Any, Any, Any, Any]:
    """``(path, None, None, options)`` for :func:`_compile` of an IR file: Triton's ``IRSource`` reads the
    signature from the module and, for TTGIR, ``num_warps``/``num_ctas`` from its ``ttg.num-warps`` and
    ``ttg.num-ctas`` attributes (``compiler.py``); ``config`` gives the rest (``num_stages``; ``num_warps``
    for TTIR)."""
    from types import SimpleNamespace

    options: dict[str, Any] = {"num_stages": config.num_stages, **dict(config.options)}
    if path.suffix == ".ttir":
        options["num_warps"] = config.num_warps
    return str(path), None, None, SimpleNamespace(**options)


def _compile(fn: Any, target: Target, spec: tuple[Any, ...], workdir: Path, dump_path: Path | None,
             llvm_dump: bool = False, scopes: dict[str, Any] | None = None,
             ) -> tuple[Any, _StageClock, str, str, list[str], BaseException | None, Path]:
    """Run ``triton.compile`` once. Returns (kernel or None, clock, stdout, stderr, warnings, error, cache dir).
    ``scopes`` maps a stage to a context-manager factory it runs inside (``--passes-from``: ``make_ttgir``)."""
    import triton
    from triton.backends.compiler import GPUTarget

    from ir_explorer.capture.triton_compat import ast_source, compile_scope, dump_from_stderr, keeps_final_mlir

    signature, constexprs, attrs, options = spec
    clock = _StageClock(keep_final_mlir=dump_path is not None and keeps_final_mlir(), marker=workdir / STAGE_FILE,
                        scopes=scopes)
    cache_dir = workdir / TRITON_CACHE
    out_path, err_path = workdir / STDOUT_FILE, workdir / STDERR_FILE
    env_keys = ("MLIR_ENABLE_DUMP", "MLIR_DUMP_PATH", "MLIR_ENABLE_TIMING", "LLVM_IR_ENABLE_DUMP")
    saved_env = {k: os.environ.get(k) for k in env_keys}
    kernel = None
    error: BaseException | None = None
    caught: list[warnings.WarningMessage] = []
    with contextlib.ExitStack() as stack:
        # knobs.cache.dir, always_compile, nvidia.dump_ptxas_log, add_stages_inspection_hook, or what a release
        # without them has (triton_compat)
        stack.enter_context(compile_scope(str(cache_dir), GPUTarget(*target.as_tuple()), clock))
        if dump_path is not None:
            # 1, not the kernel's name: a name filters out the passes on llvm.func (CanonicalizeLLVMIR), which a
            # raw MLIR_ENABLE_DUMP=1 log of the same compile shows (issue 15 item 1). One compile is one kernel.
            os.environ["MLIR_ENABLE_DUMP"] = "1"
            os.environ["MLIR_DUMP_PATH"] = str(dump_path)
            # Each pass's wall time (ir.passcost): read by pass_manager.run in C++, printed to fd 2. It leaves the
            # compiled code as it is (the PTX and cubin of a timed compile equal an untimed one's; tests/test_passcost).
            os.environ["MLIR_ENABLE_TIMING"] = "1"
        if llvm_dump:
            os.environ["LLVM_IR_ENABLE_DUMP"] = "1"
        caught = stack.enter_context(warnings.catch_warnings(record=True))
        warnings.simplefilter("always")
        try:
            with _capture_fds(out_path, err_path):
                src = signature if fn is None else ast_source(fn, signature, constexprs, attrs)  # ir_spec: a path
                kernel = triton.compile(src, target=GPUTarget(*target.as_tuple()), options=options.__dict__)
        except MemoryError:
            raise  # the memory cap, not the kernel: never stored as the kernel's failure
        except Exception as exc:  # any compile error is a result to report, not a crash
            error = exc
        finally:
            for k, v in saved_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    stdout = out_path.read_text(errors="replace") if out_path.exists() else ""
    stderr = _stderr_text(err_path, llvm_dump)
    if dump_path is not None:
        stderr = dump_from_stderr(_keep_timing(stderr, err_path, workdir, llvm_dump), dump_path)  # 3.2: on fd 2
    notes = [f"{w.category.__name__}: {w.message}" for w in caught]
    return kernel, clock, stdout, stderr, notes, error, cache_dir


def _stderr_text(err_path: Path, llvm_dump: bool) -> str:
    """fd 2's text; with the LLVM dump on it (~140 MB for a matmul), only what came before the dump."""
    if not err_path.exists():
        return ""
    if not llvm_dump:
        return err_path.read_text(errors="replace")
    from ir_explorer.inputs.dumps import first_llvm_header

    with err_path.open("rb") as fh:
        head = fh.read(first_llvm_header(err_path))
    return head.decode(errors="replace")


def _keep_timing(stderr: str, err_path: Path, workdir: Path, llvm_dump: bool) -> str:
    """Move MLIR's execution time reports out of fd 2's text (diagnostics) into :data:`TIMING_FILE`; with the
    LLVM dump on fd 2, the report of make_llir's pass manager, printed when it is destroyed after the LLVM passes
    ran, is looked for in the file's last 256 KB."""
    from ir_explorer.ir.passcost import split_reports

    stderr, reports = split_reports(stderr)
    if llvm_dump and err_path.exists():
        from ir_explorer.inputs.dumps import first_llvm_header

        with err_path.open("rb") as fh:
            fh.seek(max(first_llvm_header(err_path), err_path.stat().st_size - (256 << 10)))
            reports += split_reports(fh.read().decode(errors="replace"))[1]
    (workdir / TIMING_FILE).write_text(reports)
    return stderr


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
    from ir_explorer.capture.triton_compat import source_lines

    raw = "".join(source_lines(owner))  # raw_src: 3.5+
    def_offset = next((i for i, line in enumerate(raw.splitlines()) if line.lstrip().startswith("def ")), 0)
    lineno = owner.starting_line_number + def_offset + node.lineno - 1
    location = f"{owner.fn.__code__.co_filename}:{lineno}"
    return location, source_line(location)


def _renamed(failure: CompileFailure, copy: str, shown: str | None) -> CompileFailure:
    """``failure`` with the path ``copy`` written as ``shown`` in each of its texts: an IR file compiled from its
    kept copy names the file the user gave. ``failure`` itself when ``shown`` is ``None``."""
    if not shown:
        return failure
    texts = {f.name: getattr(failure, f.name) for f in dataclasses.fields(failure)}
    changed: dict[str, Any] = {k: v.replace(copy, shown) for k, v in texts.items() if isinstance(v, str) and copy in v}
    return dataclasses.replace(failure, **changed)


def _posted_line(location: str, posted: str | None) -> str | None:
    """The source line at ``location`` (``file:line``) when its file is the posted IR file itself, else ``None``: a
    posted file's ``loc("/home/you/secret.py":1:1)`` must not make us read and print another file (issue 24)."""
    try:
        same = posted is not None and os.path.samefile(location.rsplit(":", 1)[0], posted)
    except OSError:  # missing, unreadable
        same = False
    return source_line(location) if same else None


def _failure(error: BaseException, clock: _StageClock, stderr: str, module: Any, fn: Any,
             last_good: str | None, source_file: str | None = None) -> CompileFailure:
    """Classify a compile error and find the Python line it points at (``fn`` is ``None`` for an IR file,
    ``source_file``)."""
    from triton.compiler.errors import CompilationError

    stage = clock.current
    location, line = None, None
    diag = diagnose(stderr + "\n" + str(error), fn.fn.__code__.co_filename if fn is not None else source_file)
    parse = mlir_parse_error(stderr) if fn is None and stage is None else None
    if parse is not None:  # an IR file that does not parse or verify: MLIR's diagnostic names its line
        kind, message = "frontend", f"{parse[3]} (column {parse[2]}; MLIR's diagnostic)" if parse[0] else parse[3]
        if parse[0]:
            location = f"{parse[0]}:{parse[1]}"
            line = _posted_line(location, source_file)
    elif isinstance(error, CompilationError) or stage is None:
        kind = "frontend"
        # An error inside a @triton.jit helper arrives wrapped once per call level (`raise … from e`):
        # point at the innermost CompilationError (the helper's line) and say what really went wrong.
        chain = [error]
        while chain[-1].__cause__ is not None and len(chain) < 64:
            chain.append(chain[-1].__cause__)
        inner = [e for e in chain if isinstance(e, CompilationError)][-1:] or [error]
        location, line = _python_location(inner[0], module, fn)
        message = getattr(inner[0], "error_message", None) or str(inner[0]) or type(inner[0]).__name__
        root = chain[-1]
        if root is not inner[0] and not isinstance(root, CompilationError) and str(root) not in message:
            message = f"{message.rstrip()}\n{type(root).__name__}: {root}"
        if inner[0] is not error:
            called_from, _ = _python_location(error, module, fn)
            if called_from is not None:
                message = f"{message.rstrip()}\n(called from {called_from})"
        hint = version_hint(f"{message}\n{line or ''}")
        if hint is not None:
            message = f"{message.strip().splitlines()[-1]} (hint: {hint})"
    else:
        kind = failure_kind(stage)
        message = diag.message or str(error) or type(error).__name__
    if location is None and diag.location is not None:
        location = diag.location
        line = source_line(location) if fn is not None else _posted_line(location, source_file)
    if location is None and fn is not None:  # Triton 3.2: a name the release lacks fails before code generation
        from ir_explorer.capture.triton_compat import missing_name_line

        location = missing_name_line(error, fn)
        line = source_line(location) if location is not None else None
    return CompileFailure(kind=kind, message=message.strip(), stage=stage, python_location=location,
                          python_line=line, failing_pass=diag.failing_pass, last_good_stage=last_good,
                          diagnostics=(stderr.strip() + "\n" + str(error)).strip()[-20000:])


def transient_cause(error: BaseException) -> str | None:
    """Why a compile error is not a property of the kernel, or ``None`` when it is: an ``OSError`` with an errno
    anywhere in its chain (``__cause__``/``__context__``: Triton's ``make_cubin`` reading the ptxas log from a
    temporary folder that vanished raises ``FileNotFoundError`` while handling ptxas's ``CalledProcessError``; a full
    disk; a missing ``ptxas``), or a tool killed by a signal that is not a compiler abort
    (:data:`~ir_explorer.core.model.COMPILER_ABORTS`: ``SIGKILL`` from the OOM killer). Such a failure is never
    stored: the next run compiles again."""
    import signal
    import subprocess

    seen: BaseException | None = error
    for _ in range(64):
        if seen is None:
            return None
        if isinstance(seen, OSError) and seen.errno is not None:
            return f"{type(seen).__name__}: {seen.strerror or seen}"
        if isinstance(seen, subprocess.CalledProcessError) and seen.returncode < 0:
            try:
                name = signal.Signals(-seen.returncode).name
            except ValueError:
                name = f"signal {-seen.returncode}"
            if name not in COMPILER_ABORTS:
                tool = Path(str(seen.cmd[0] if isinstance(seen.cmd, (list, tuple)) else seen.cmd)).name
                return f"{tool} was killed by {name}"
        seen = seen.__cause__ or seen.__context__
    return None


def _config_json(config: Any, index: int, notes: list[str]) -> dict[str, Any]:
    """A ``triton.Config`` as :meth:`Config.to_json` writes it: its kwargs (a ``tl.dtype`` as
    :class:`DTypeValue`, anything else that is not a plain value as its text, with a note),
    ``num_warps``, ``num_stages``, and ``num_ctas``/``maxnreg`` when set."""
    import triton.language as tl

    constexprs: dict[str, Any] = {}
    for name, value in config.kwargs.items():
        short = dtype_name(str(value)) if isinstance(value, tl.dtype) else None
        if short is not None:
            constexprs[name] = constexpr_to_json(DTypeValue(short))
        elif value is None or isinstance(value, (bool, int, float, str)):
            constexprs[name] = value
        else:
            notes.append(f"config {index}: {name}={value!r} is passed as the string {str(value)!r}")
            constexprs[name] = str(value)
    options: dict[str, Any] = {}
    if getattr(config, "num_ctas", 1) not in (None, 1):
        options["num_ctas"] = config.num_ctas
    if getattr(config, "maxnreg", None) is not None:
        options["maxnreg"] = config.maxnreg
    # None means the backend's default (``parse_options``); the model needs numbers: NVIDIA's defaults.
    return {"constexprs": constexprs, "num_warps": config.num_warps or 4, "num_stages": config.num_stages or 3,
            "options": options}


def _prune(autotuner: Any, named: dict[str, Any] | None, kwargs: dict[str, Any], notes: list[str]) -> list[Any]:
    """The autotuner's configs after its ``prune_configs_by`` (``Autotuner.prune_configs``, Triton's own
    code: ``early_config_prune(configs, named_args, **kwargs)``, then ``perf_model``'s ``top_k``), or all
    of them, with a note, when that needs a GPU or example arguments."""
    configs = list(autotuner.configs)
    if not (autotuner.early_config_prune or autotuner.perf_model):
        return configs
    if named is None:
        notes.append(f"prune_configs_by not evaluated (it needs example arguments: --arg); kept all {len(configs)} "
                     "configs")
        return configs
    autotuner.nargs = named
    try:
        pruned = list(autotuner.prune_configs(dict(kwargs)))
    except Exception as exc:  # user code, possibly asking a GPU: keep every config and say why
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        notes.append(f"prune_configs_by raised {type(exc).__name__}: {first} (it may need a GPU); kept all "
                     f"{len(configs)} configs")
        return configs
    finally:
        autotuner.nargs = None
    notes.append(f"prune_configs_by kept {len(pruned)} of {len(configs)} configs")
    return pruned


def inspect(request: dict[str, Any]) -> dict[str, Any]:
    """What a kernel file holds, for the CLI to build its configs without importing it: the kernel's
    parameters (constexpr, default, ``do_not_specialize``), the autotune configs after
    ``prune_configs_by`` on the request's example arguments (``prunes``: whether it has one), the
    autotune key, the names ``triton.heuristics`` computes, notes, and ``triton``: the version of the Triton
    that read it (``triton.__version__``), which the parent checks when it reads the answer back from the store."""
    import triton

    kspec = request["kernel"]
    path = Path(kspec["path"])
    target = Target(*request["target"])
    try:
        _module, obj, fn = load_kernel(path, kspec["function"], bool(kspec.get("bundled")),
                                       target if kspec.get("import_stubs") else None)
    except UserInputError as exc:
        return {"status": "usage", "message": str(exc)}
    from triton.runtime.autotuner import Autotuner, Heuristics

    params = [{"name": p.name, "constexpr": bool(p.is_constexpr), "default": _has_default(fn, p.name),
               "do_not_specialize": bool(p.do_not_specialize),
               "do_not_specialize_on_alignment": bool(p.do_not_specialize_on_alignment)} for p in fn.params]
    notes: list[str] = []
    heuristics: list[str] = []
    configs: list[dict[str, Any]] | None = None
    prunes = False
    node = obj
    while node is not None and node is not fn:
        if isinstance(node, Heuristics):
            heuristics += [k for k in node.values if k not in heuristics]
        elif isinstance(node, Autotuner) and configs is None:
            prunes = bool(node.early_config_prune or node.perf_model)
            args = [arg_from_json(a) for a in kspec["args"]]
            named = None if any(isinstance(a, SigArg) for a in args) or not args else example_values(args)
            consts = {k: _py_value(constexpr_from_json(v)) for k, v in kspec.get("constexprs", {}).items()}
            kept = _prune(node, named, consts, notes)
            configs = [_config_json(c, i, notes) for i, c in enumerate(kept)]
            notes.insert(0, f"autotune key: {', '.join(node.keys) or '(none)'}")
            hooked = [str(i) for i, c in enumerate(kept) if c.pre_hook is not None]
            if hooked or node.user_defined_pre_hook:
                where = f"config(s) {', '.join(hooked)}" if hooked else "the autotuner"
                notes.append(f"pre_hook of {where} ignored: it runs on the GPU before each launch")
        node = getattr(node, "fn", None)
    if heuristics:
        notes.append(f"triton.heuristics computes: {', '.join(heuristics)}")
    return {"status": "ok", "function": fn.__name__, "params": params, "configs": configs, "prunes": prunes,
            "heuristics": heuristics, "notes": notes, "triton": triton.__version__}


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
    want_llvm = bool(request.get("llvm_passes"))
    passes_from = None
    if kspec.get("passes_from"):
        from ir_explorer.capture.passes_from import PassesFrom

        passes_from = PassesFrom(str(kspec["passes_from"]))
    started = time.perf_counter()
    with warnings.catch_warnings(record=True) as early:
        warnings.simplefilter("always")
        try:
            python_source = path.read_text()
            if path.suffix in IR_FILE_SUFFIXES:  # IR someone posted: the pipeline runs on (triton.compile(path))
                module = obj = fn = None
                source = path
                if passes_from is not None:  # a .ttir copy makes triton.compile run make_ttgir (passes_from.py)
                    source = workdir / f"{path.stem}.ttir"
                    source.write_text(python_source)
                spec = ir_spec(source, config)
                raise _IRSource
            module, obj, fn = load_kernel(path, kspec["function"], bool(kspec.get("bundled")),
                                          target if kspec.get("import_stubs") else None)
            from triton.backends.compiler import GPUTarget
            from triton.compiler import make_backend

            backend = make_backend(GPUTarget(*target.as_tuple()))
            args = [arg_from_json(a) for a in kspec["args"]]
            consts = {k: constexpr_from_json(v) for k, v in kspec.get("constexprs", {}).items()}
            spec = specialize(obj, fn, backend, args, consts, config)
        except _IRSource:
            pass
        except UserInputError as exc:
            return {"status": "usage", "message": str(exc)}
        except OSError as exc:
            return {"status": "usage", "message": f"cannot read {path}: {exc.strerror}"}
        except (AssertionError, ValueError, KeyError, TypeError) as exc:  # Triton rejected the options or arguments
            return {"status": "usage", "message": f"{kspec['name']}: {type(exc).__name__}: {exc}"}
        except ImportError as exc:  # e.g. Triton 3.6's AMD backend imports torch to specialize arguments
            import triton

            from ir_explorer.capture.toolchains import MARKER

            fix = (f"run: ir-explorer triton install {triton.__version__} --with-torch" if exc.name == "torch" and
                   Path(sys.prefix, MARKER).is_file() else f"the {target.backend} backend needs it installed")
            return {"status": "env", "message": f"Triton {triton.__version__} cannot compile for {target.spec} here: "
                                                f"{exc} ({fix})"}

    import triton

    dump_path = workdir / DUMP_FILE if want_passes else None
    scopes = {"ttgir": passes_from.during} if passes_from is not None else {}
    kernel, clock, stdout, stderr, notes, error, cache_dir = _compile(fn, target, spec, workdir, dump_path, want_llvm,
                                                                      scopes)
    notes = [f"{w.category.__name__}: {w.message}" for w in early] + notes
    if passes_from is not None and not passes_from.started and "ttgir" in clock.done:
        return {"status": "usage", "message": f"{path.name}: --passes-from: {passes_from.summary()}"}
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
        failure = _failure(error, clock, stderr, module, fn, done[-1] if done else None, str(path))
        failure = _renamed(failure, str(path), kspec.get("shown_path"))
        outside = transient_cause(error)
        if outside is not None:  # not a property of the kernel: never stored, or every later run replays it
            return {"status": "env", "message": f"{failure.headline()} [a failure outside the kernel ({outside}): "
                                                "not stored; run it again]"}
        if failure.kind == "pass" and dump_path is None:
            # Compile again with the per-pass dump to number the failing pass and keep the IR before it.
            dump_path = workdir / DUMP_FILE
            _compile(fn, target, spec, workdir, dump_path, scopes=scopes)
    if passes_from is not None:  # the .ttir copy's "ttir" is the posted TTGIR: no stage of this compile
        stage_data.pop("ttir", None)
        metadata["ttgir_passes"] = {"from": passes_from.wanted, "ran": passes_from.ran, "skipped": passes_from.skipped}
    resources: Resources | None = None
    if target.is_nvidia:
        resources = parse_ptxas_log(stdout)
    elif "amdgcn" in stage_data:
        amd = stage_data["amdgcn"]
        resources = parse_amdgcn(amd if isinstance(amd, str) else amd.decode(errors="replace"))
    if dump_path is not None and error is None and clock.final_mlir is not None:
        # The parent stores the dump once this process has ended: Triton writes MLIR_DUMP_PATH through a static
        # llvm::raw_fd_ostream (mlir_dumps() in python/src/ir.cc) that is flushed only at exit, so read here it
        # lacks its last few KB (the end of the last snapshot). See capture._ingest_passes.
        (workdir / FINAL_MLIR_FILE).write_text(clock.final_mlir)
    if want_llvm:
        from ir_explorer.inputs.dumps import ingest_llvm_log

        ingest_llvm_log(store, key, workdir / STDERR_FILE)
    stages = {name: Stage(name, store.put_blob(data), clock.times.get(name)) for name, data in stage_data.items()}
    comp = Compilation(
        key=key, kernel=kspec["name"], config_index=int(request["config_index"]), config=config, target=target,
        triton_version=triton.__version__, stages=stages, metadata=metadata, resources=resources,
        failure=failure, source_path=str(path), compile_ms=(time.perf_counter() - started) * 1e3,
        diagnostics="\n".join(dict.fromkeys(notes))[-4000:],
    )
    store.save(comp, python_source=python_source)
    return {"status": "failed" if failure else "ok", "message": failure.headline() if failure else "",
            "pass_dump": dump_path is not None}


def limit_memory() -> None:
    """Cap this process's address space at :func:`~ir_explorer.capture.prewarm.memory_limit`
    (``resource.setrlimit(RLIMIT_AS)``; inherited by
    ``ptxas``). Never raises the hard limit; a platform without ``RLIMIT_AS`` or a bad value leaves it as it is
    (the parent validates the value before starting a worker)."""
    try:
        import resource

        from ir_explorer.capture.prewarm import memory_limit

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
    write end the parent holds; :mod:`ir_explorer.capture.prewarm`) and, at end-of-file, calls
    :func:`_parent_gone`. Also when the parent is already gone. No-op without the variable."""
    import threading

    from ir_explorer.capture.prewarm import LIFELINE_ENV, PARENT_ENV

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
    """Import Triton, then read one request path from stdin and compile it (``ir_explorer.capture.prewarm``)."""
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
        inspecting = request.get("kind") == "inspect"
        try:
            if _out_of_memory(import_error):
                result = {"status": "memory", "message": f"cannot import triton: {import_error}"}
            elif import_error is not None:
                result = {"status": "env", "message": f"cannot import triton: {import_error}"}
            elif (mismatch := wrong_release(request)) is not None:
                result = {"status": "version", "message": mismatch}
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


if __name__ == "__main__":
    raise SystemExit(main())
