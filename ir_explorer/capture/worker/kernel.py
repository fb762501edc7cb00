"""Loading the kernel file in the worker: import it (with the GPU driver and ``torch.cuda`` stubbed under
``--no-import-side-effects``) and unwrap ``triton.autotune`` / ``triton.heuristics`` to the ``JITFunction``."""

from __future__ import annotations

import importlib.util
import os
import sys
import traceback
from pathlib import Path
from typing import Any

from ir_explorer.core.model import (
    KNOWN_TARGETS,
    Target,
)


class UserInputError(Exception):
    """The request cannot be compiled as given (bad file, name or signature): exit code 2."""




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
