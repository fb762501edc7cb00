"""Find and load the bundled kernels (the top-level ``kernels/`` folder).

The folder is imported as the package ``ir_explorer_kernels``: a wheel installs it under that
name, and in a source checkout (``PYTHONPATH=.`` or an editable install) it is loaded from
``<checkout>/kernels`` by path. The registry (``kernels/registry.py``) is pure data and costs a
few milliseconds; the kernel modules import Triton and are only loaded by the compile worker
and by GPU scripts.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import KernelSpec

PACKAGE = "ir_explorer_kernels"


def kernels_dir() -> Path:
    """The folder holding the bundled kernels.

    Raises :class:`UsageError` when neither a checkout's ``kernels/`` nor an installed
    ``ir_explorer_kernels`` package can be found.
    """
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "pyproject.toml").is_file() and (checkout / "kernels" / "registry.py").is_file():
        return checkout / "kernels"
    spec = importlib.util.find_spec(PACKAGE)
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    raise UsageError("the bundled kernels are missing: no kernels/ folder next to ir_explorer/")


def load_package() -> ModuleType:
    """Import the bundled kernels' package (without importing any kernel module)."""
    if PACKAGE in sys.modules:
        return sys.modules[PACKAGE]
    folder = kernels_dir()
    spec = importlib.util.spec_from_file_location(
        PACKAGE, folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[PACKAGE] = module
    spec.loader.exec_module(module)
    return module


def registry() -> dict[str, KernelSpec]:
    """``{name: KernelSpec}`` for every bundled kernel, in the registry's order."""
    load_package()
    return importlib.import_module(f"{PACKAGE}.registry").KERNELS


def get(name: str) -> KernelSpec:
    """The bundled kernel ``name``; :class:`UsageError` lists the valid names."""
    kernels = registry()
    if name not in kernels:
        if name.endswith(".py") or "/" in name:
            path = Path(name).expanduser()
            if not path.exists():
                raise UsageError(f"{name}: no such file or folder")
            if path.suffix == ".py":
                raise UsageError(f"{name} is a Python file: name its kernel too, as {name}:KERNEL_NAME")
        from ir_explorer.core.errors import did_you_mean  # deferred: only this error needs difflib

        raise UsageError(f"unknown kernel {name!r}; bundled kernels: {', '.join(kernels)} "
                         f"(or give path/to/file.py:kernel_name){did_you_mean(name, list(kernels))}")
    return kernels[name]


def is_bundled(path: Path) -> bool:
    """True when ``path`` is a file of the bundled kernels' folder."""
    try:
        return path.resolve().parent == kernels_dir().resolve()
    except UsageError:
        return False


def import_kernel_module(path: Path) -> ModuleType:
    """Import a bundled kernel file as ``ir_explorer_kernels.<stem>`` (this imports Triton)."""
    load_package()
    return importlib.import_module(f"{PACKAGE}.{path.stem}")
