"""The worker side of ``ir-explorer repro``: the exact specialization of one compile, as Python literal text.

Run inside :mod:`ir_explorer.capture.worker` (a ``"kind": "repro"`` request; it imports Triton), which hands
:func:`describe` its own ``load_kernel``, ``specialize`` and ``_compile``, so the specialization written into a
reproducer is the one every other command compiles with: ``(signature, constexprs, attrs, options)`` for
``triton.compiler.ASTSource(fn, signature, constexprs, attrs)`` and ``triton.compile(src, target, options)``
(``triton/compiler/compiler.py``).

Everything comes back as text a ``repro.py`` can hold verbatim: ``repr`` of plain values, ``tl.float16`` for a
``triton.language.dtype`` constexpr, ``kernel_module.NAME`` for a ``@triton.jit`` function passed as a
constexpr. No pickle. The options are those that differ from the backend's defaults
(``backend.parse_options({})``), checked to parse back to the same options object.

When asked (``"reproducer": true``, for a compile that failed in an MLIR pass) it compiles once more with
``TRITON_REPRODUCER_PATH`` set: Triton's pass manager (C++, ``python/src/ir.cc``; read there by every release
from 3.2 to 3.9, none has a Python knob for it) writes the module and pipeline of each run there, and, when a
pass fails, MLIR's local crash reproducer: the IR before that pass and that pass alone.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ir_explorer.core.model import DTYPES, Config, Target, arg_from_json, constexpr_from_json, dtype_name

#: The file the reproducer compile leaves in the job folder.
REPRODUCER_FILE = "reproducer.mlir"


class NotLiteral(ValueError):
    """A specialization value a ``repro.py`` cannot write as literal text."""


def literal(value: Any, module: Any = None) -> str:
    """Python source text for ``value``: ``repr`` for ``None``/bool/int/str, finite floats and tuples/lists of
    them, ``float('inf')``/``float('nan')``, ``tl.<name>`` for a ``tl.dtype`` (its ``triton.language`` name,
    :data:`~ir_explorer.core.model.DTYPES`), ``kernel_module.<name>`` for a ``@triton.jit`` function that is an
    attribute of the kernel's ``module``. Raises :class:`NotLiteral` for anything else."""
    import triton.language as tl
    from triton.runtime.jit import JITFunction

    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, float):
        return repr(value) if math.isfinite(value) else f"float({str(value)!r})"
    if isinstance(value, (tuple, list)):
        inner = ", ".join(literal(v, module) for v in value)
        return f"({inner}{',' if len(value) == 1 else ''})" if isinstance(value, tuple) else f"[{inner}]"
    if isinstance(value, tl.dtype):
        short = dtype_name(str(value))
        if short is None:
            raise NotLiteral(f"the dtype {value} has no triton.language name")
        return f"tl.{DTYPES[short][0]}"
    if isinstance(value, JITFunction) and module is not None:
        name = next((k for k, v in vars(module).items() if v is value), None)
        if name is not None:
            return f"kernel_module.{name}"
    raise NotLiteral(f"{type(value).__name__} {value!r} cannot be written as a literal")


def _options(backend: Any, options: Any) -> dict[str, str]:
    """The compile options that differ from the backend's defaults, plus ``num_warps``/``num_stages``/``num_ctas``
    always, as literal text; checked to parse back (``backend.parse_options``) to ``options``."""
    defaults = vars(backend.parse_options({}))
    wanted = {k: v for k, v in vars(options).items()
              if k in ("num_warps", "num_stages", "num_ctas") or defaults.get(k, object()) != v}
    text = {k: literal(v) for k, v in wanted.items()}
    if vars(backend.parse_options(dict(wanted))) != vars(options):
        raise NotLiteral("the options do not parse back to the compile's own (backend.parse_options)")
    return text


def describe(request: dict[str, Any], load_kernel: Callable[..., Any], specialize: Callable[..., Any],
             compile_once: Callable[..., Any]) -> dict[str, Any]:
    """Answer a repro request: ``{"status": "ok", "triton": version, "function": JIT function name,
    "signature": {name: type}, "constexprs": [[path, text]], "attrs": [[path, text]], "options": {name: text},
    "reproducer": MLIR text or None, "reproducer_error": …}``; ``{"status": "usage", "message": …}`` when the
    kernel cannot be loaded or specialized, or a value is not literal."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import make_backend

    kspec = request["kernel"]
    target = Target(*request["target"])
    config = Config.from_json(request["config"])
    try:
        module, obj, fn = load_kernel(Path(kspec["path"]), kspec["function"], bool(kspec.get("bundled")), None)
        backend = make_backend(GPUTarget(*target.as_tuple()))
        args = [arg_from_json(a) for a in kspec["args"]]
        consts = {k: constexpr_from_json(v) for k, v in kspec.get("constexprs", {}).items()}
        spec = specialize(obj, fn, backend, args, consts, config)
        signature, constexprs, attrs, options = spec
        if not isinstance(attrs, dict):
            raise NotLiteral(f"Triton {triton.__version__} takes an AttrsDescriptor, not attrs by argument path: "
                             "repro writes the 3.3+ forms only")
        out = {"status": "ok", "triton": triton.__version__, "function": fn.__name__, "signature": dict(signature),
               "constexprs": [[list(p), literal(v, module)] for p, v in constexprs.items()],
               "attrs": [[list(p), literal(v)] for p, v in attrs.items()], "options": _options(backend, options),
               "reproducer": None}
    except NotLiteral as exc:
        return {"status": "usage", "message": f"{kspec['name']}: cannot write the specialization: {exc}"}
    except Exception as exc:  # noqa: BLE001  # the worker's own load/specialize errors (UserInputError, …)
        return {"status": "usage", "message": f"{kspec['name']}: {type(exc).__name__}: {exc}"}
    if request.get("reproducer"):
        out.update(_reproducer(fn, target, spec, Path(request["workdir"]), compile_once))
    return out


def reproducer_file(prefix: Path) -> Path | None:
    """The reproducer Triton wrote last under ``TRITON_REPRODUCER_PATH=prefix``: 3.6 to 3.9 treat it as a prefix,
    one ``{prefix}.{stage}.repro.mlir`` per pass-manager run (``pm.run(mod, 'make_llir')``, the backends'
    ``compiler.py``); 3.2 to 3.5 write ``prefix`` itself. After a pass failure the newest is MLIR's local
    reproducer of that pass. ``None`` when there is none."""
    found = [f for f in prefix.parent.glob(f"{prefix.name}.*.repro.mlir") if f.is_file()]
    if prefix.is_file():
        found.append(prefix)
    return max(found, key=lambda f: f.stat().st_mtime_ns, default=None)


def _reproducer(fn: Any, target: Target, spec: Any, workdir: Path, compile_once: Callable[..., Any]
                ) -> dict[str, Any]:
    """Compile once with ``TRITON_REPRODUCER_PATH`` in ``workdir``: ``{"reproducer": the MLIR text or None,
    "reproducer_name": its file name, "reproducer_error": the compile's exception as one line or None}``."""
    prefix = workdir / REPRODUCER_FILE
    saved = os.environ.get("TRITON_REPRODUCER_PATH")
    os.environ["TRITON_REPRODUCER_PATH"] = str(prefix)
    try:
        _kernel, _clock, _out, _err, _notes, error, _cache = compile_once(fn, target, spec, workdir, None)
    finally:
        if saved is None:
            os.environ.pop("TRITON_REPRODUCER_PATH", None)
        else:
            os.environ["TRITON_REPRODUCER_PATH"] = saved
    first = (str(error).strip().splitlines() or [""])[0] if error is not None else None
    found = reproducer_file(prefix)
    return {"reproducer": found.read_text(errors="replace") if found is not None else None,
            "reproducer_name": found.name if found is not None else None,
            "reproducer_error": None if error is None else f"{type(error).__name__}: {first}"}
