"""ir-explorer: what Triton makes of a kernel, stage by stage and pass by pass, for any GPU target.

One subpackage per layer; a layer imports only the layers below it (``[tool.importlinter]`` in
``pyproject.toml`` states it, and CI checks it with ``lint-imports``):

====================  =====================================================================================
``cli``, ``tui``,     views: the command line (one module per command), the terminal UI, the pytest plugin;
``pytest_plugin``     the only modules that import ``click``, ``rich`` or ``textual``
``analyses``          pure functions over stored IR text (the report's analyses, diff, pass graph, checks)
``capture``           compiles in child workers (the worker is the only module that imports Triton)
``inputs``            reading users' artifacts: Triton cache folders, dump logs, tritonparse traces
``ir``                one reader per IR text: pass dumps, TTGIR ops, layouts, LLVM IR, source lines …
``core``              the artifact model, the verified store, the exception base
====================  =====================================================================================

The module paths that the README documented before the layers became packages
(``ir_explorer.report``, ``ir_explorer.pipeline``, ``ir_explorer.diffing``, ``ir_explorer.checks``) still
import, as aliases of their new homes (:data:`MOVED`). Importing this package imports nothing else.
"""

from __future__ import annotations

import importlib
import sys
from importlib.machinery import ModuleSpec
from types import ModuleType

__version__ = "0.1.0"

#: Documented module paths of the flat layout -> the module that holds them now.
MOVED = {
    "ir_explorer.report": "ir_explorer.engines.report",
    "ir_explorer.pipeline": "ir_explorer.engines.passgraph",
    "ir_explorer.diffing": "ir_explorer.engines.diffing",
    "ir_explorer.checks": "ir_explorer.engines.checks",
}


class _MovedFinder:
    """A meta-path finder and loader (the protocols of :mod:`importlib.abc`, whose import costs ~25 ms) that
    imports an old module path of :data:`MOVED` as the module it moved to (the same module object)."""

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> ModuleSpec | None:
        if fullname not in MOVED:
            return None
        return ModuleSpec(fullname, self)  # type: ignore[arg-type]  # a Loader by protocol

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        return importlib.import_module(MOVED[spec.name])

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run: the module was imported under its new name."""


if not any(isinstance(f, _MovedFinder) for f in sys.meta_path):
    sys.meta_path.append(_MovedFinder())
