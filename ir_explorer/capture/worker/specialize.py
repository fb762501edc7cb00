"""The specialization a launch would compile, derived in the worker with Triton's own JIT code: example
arguments as fake tensors, ``triton.heuristics`` values, and the signature, constexprs and attributes
(``JITFunction`` binder and ``_pack_args``, ``triton/runtime/jit.py``), or a ``tools/compile.py`` signature
taken literally."""

from __future__ import annotations

import warnings
from typing import Any

from ir_explorer.capture.worker.kernel import UserInputError
from ir_explorer.core.model import (
    DTYPES,
    Config,
    DTypeValue,
    ScalarArg,
    SigArg,
    TensorArg,
)

# Base address of fake tensors: 16-byte aligned, as torch's allocator returns.
_BASE_PTR = 0x7F00_0000_0000

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
