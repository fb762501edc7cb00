"""Users' own kernel files: ``path/to/file.py:kernel_name`` with example arguments or a compile.py signature.

The file is never imported here (the CLI's process): the compile worker imports it and answers
an ``inspect`` request (:func:`ir_explorer.capture.compiles.inspect_kernel`, kept in the store by content)
with the kernel's parameters, its ``triton.autotune`` configs and its ``triton.heuristics``.

A kernel's arguments are given one of two ways:

* **example arguments**, ``--arg NAME=SPEC`` (:func:`parse_arg`), specialized exactly as a launch
  with such arguments would be (16-byte aligned tensors get ``tt.divisibility = 16``, ints equal to
  1 become constants, ints divisible by 16 get divisibility 16, ``do_not_specialize`` honoured);
* a **signature** in the syntax of Triton's ``triton/tools/compile.py``: comma-separated entries,
  one per kernel parameter in order, each a type with an optional hint (``*fp16:16``: pointer with
  ``tt.divisibility = 16``; ``i32:1``: the constant 1; ``i32``) or a bare number, a constexpr.

Constexprs of any type come with ``--constexpr NAME=VALUE`` (:func:`parse_value`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import (
    DTYPES,
    Config,
    ConstexprValue,
    DTypeValue,
    KernelSpec,
    ScalarArg,
    SigArg,
    TensorArg,
    dtype_name,
)

#: Scalar types a signature may name (``triton/language/core.py`` dtype names).
SCALAR_TYPES = {*DTYPES, "u1"}


def is_kernel_ref(text: str) -> bool:
    """True for ``something.py:name`` (a user's kernel) rather than a bundled kernel's name."""
    head, sep, tail = text.rpartition(":")
    return bool(sep) and head.endswith(".py") and bool(tail)


def _number(text: str) -> int | float | None:
    """``128``, ``0x80``, ``1_024`` → int; ``0.5``, ``1e-6``, ``inf`` → float; anything else ``None``."""
    for cast in (int, lambda t: int(t, 0), float):
        try:
            return cast(text)  # type: ignore[no-any-return]
        except ValueError:
            pass
    return None


def parse_signature(text: str, params: list[tuple[str, bool]]) -> tuple[SigArg, ...]:
    """Parse ``"*fp16:16, *fp16:16, i32, 128"`` against the kernel's parameters.

    Raises :class:`UsageError` naming the bad entry.
    """
    entries = [e.strip() for e in text.strip().rstrip(",").split(",")] if text.strip() else []
    if "" in entries:
        raise UsageError(f"--signature entry {entries.index('') + 1} is empty: {text!r}")
    spaced = next((e for e in entries if len(e.split()) > 1), None)
    if spaced is not None:
        raise UsageError(f"--signature entries are separated by commas: {spaced!r} holds several")
    if len(entries) > len(params):
        raise UsageError(f"--signature has {len(entries)} entries but the kernel has {len(params)} parameters: "
                         f"{', '.join(p for p, _ in params)}")
    out: list[SigArg] = []
    for (name, is_constexpr), entry in zip(params, entries, strict=False):
        value = _number(entry)
        if value is not None:
            out.append(SigArg(name, None, None, value))
            continue
        if is_constexpr:
            raise UsageError(f"--signature entry {entry!r} for {name}: {name} is a tl.constexpr; give its value "
                             f"(e.g. 128), not a type ({_mapping(params, entries)})")
        ty, _, hint_text = entry.partition(":")
        base = ty[1:] if ty.startswith("*") else ty
        if base not in SCALAR_TYPES:
            raise UsageError(f"--signature entry {entry!r} for {name}: unknown type {base!r}; "
                             f"use *fp16, i32, fp32 … or a number")
        hint = None
        if hint_text:
            if hint_text not in ("1", "16"):
                raise UsageError(f"--signature entry {entry!r} for {name}: the hint must be 16 or 1")
            hint = int(hint_text)
        out.append(SigArg(name, ty, hint))
    return tuple(out)


def _mapping(params: list[tuple[str, bool]], entries: list[str], known: Mapping[str, str] | None = None) -> str:
    """How signature entries fell onto parameters: ``x_ptr=*fp32:16, y_ptr=i32, n=?, ALPHA=(default)``; the
    parameters past the entries show ``known``'s word for where their value comes from, else ``?``."""
    shown = [f"{name}={entry}" for (name, _), entry in zip(params, entries, strict=False)]
    rest = [f"{name}={(known or {}).get(name, '?')}" for name, _ in params[len(entries):]]
    return ", ".join(shown + rest)


def _entry(arg: SigArg) -> str:
    """The signature entry an argument was parsed from."""
    if arg.type is None:
        return str(arg.value)
    return arg.type + (f":{arg.hint}" if arg.hint else "")


def parse_value(text: str) -> ConstexprValue:
    """A constexpr value from the command line.

    ``True``/``true``, ``False``/``false``, ``None``/``none``; Python int literals (``128``, ``0x80``,
    ``1_024``) and floats (``0.5``, ``1e-6``, ``inf``); dtypes by Triton's names, with or without
    ``tl.`` (``fp16``, ``float16``, ``tl.float16``, ``bf16``, ``i32``, ``int32``); anything in quotes,
    ``'relu'`` or ``"fp16"``, is that string; anything else unquoted is a string too, so
    ``ACTIVATION=leaky_relu`` and ``ACTIVATION='leaky_relu'`` are the same. Quote a string that
    would otherwise read as something else: ``MODE='None'``, ``NAME='fp16'``.
    Raises :class:`UsageError` for ``tl.NAME`` that is no dtype.
    """
    raw = text.strip()
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "'\"":
        return raw[1:-1]
    keywords: dict[str, ConstexprValue] = {"True": True, "true": True, "False": False, "false": False,
                                           "None": None, "none": None}
    if raw in keywords:
        return keywords[raw]
    number = _number(raw)
    if number is not None:
        return number
    explicit = raw.startswith(("tl.", "triton.language."))
    bare = raw.split(".")[-1]
    if explicit or raw in DTYPES or bare in {tl_name for tl_name, _ in DTYPES.values()}:
        name = dtype_name(raw)
        if name is not None:
            return DTypeValue(name)
        if explicit:
            raise UsageError(f"{raw} is not a triton.language dtype; known: "
                             f"{', '.join('tl.' + n for n, _ in DTYPES.values())}")
    return raw


def parse_constexprs(items: Iterable[str]) -> dict[str, ConstexprValue]:
    """``["BLOCK=128", "ACT=relu", "OUT=tl.float16"]`` → ``{"BLOCK": 128, "ACT": "relu", "OUT": DTypeValue("fp16")}``
    (values as :func:`parse_value` reads them). Raises :class:`UsageError` for an item without ``=``."""
    out: dict[str, ConstexprValue] = {}
    for item in items:
        name, sep, raw = item.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--constexpr expects NAME=VALUE, got {item!r}")
        out[name.strip()] = parse_value(raw)
    return out


def parse_constexpr_values(items: Iterable[str]) -> dict[str, tuple[ConstexprValue, ...]]:
    """Every value each constexpr takes: ``["BLOCK=64,128", "ACT=relu", "BLOCK=256"]`` →
    ``{"BLOCK": (64, 128, 256), "ACT": ("relu",)}``, in the order given, each value read by :func:`parse_value`.

    A value is split at commas unless it is quoted whole (``NAME='a,b'`` is one string); a name given again
    adds values instead of replacing them (the sweep of :func:`ir_explorer.capture.select.sweep`). Raises
    :class:`UsageError` for an item without ``=``, an empty value, or a piece that looks like ``NAME=VALUE``
    (``--constexpr A=1,B=2``: give each name its own ``--constexpr``).
    """
    out: dict[str, list[ConstexprValue]] = {}
    for item in items:
        name, sep, raw = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise UsageError(f"--constexpr expects NAME=VALUE, got {item!r}")
        text = raw.strip()
        quoted = len(text) >= 2 and text[0] == text[-1] and text[0] in "'\""
        pieces = [text] if quoted else [p.strip() for p in text.split(",")]
        if any(not p for p in pieces):
            raise UsageError(f"--constexpr {item!r}: an empty value; give NAME=V1,V2,…")
        other = next((p for p in pieces if "=" in p and p.split("=", 1)[0].strip().isidentifier()), None)
        if other is not None and not quoted:
            raise UsageError(f"--constexpr {item!r}: {other!r} looks like another constexpr; give each name its "
                             "own --constexpr NAME=V1,V2")
        values = out.setdefault(name, [])
        for value in map(parse_value, pieces):  # 1 and True compare equal: keep both
            if not any(type(value) is type(v) and value == v for v in values):
                values.append(value)
    return {k: tuple(v) for k, v in out.items()}


# e.g. fp16[4096,4096]:strides=1,4096:align=8
_TENSOR = re.compile(r"^\*?(?P<dtype>[\w.]+)\[(?P<shape>[^\]]*)\](?P<opts>(?::\w+=[^:]*)*)$")


def _ints(text: str, what: str, item: str) -> tuple[int, ...]:
    try:
        return tuple(int(x, 0) for x in text.split(",") if x.strip())
    except ValueError:
        raise UsageError(f"--arg {item!r}: {what} must be integers separated by commas") from None


def _looks_like_tensor(spec: str) -> bool:
    """Whether an ``--arg`` value that is no well-formed tensor spec was meant as one: it has a bracket, or starts
    with a dtype's name followed by ``(`` (``fp16(4096)``). Quoted, or anything else, it is a string value."""
    if len(spec) >= 2 and spec[0] == spec[-1] and spec[0] in "'\"":
        return False
    if "[" in spec or "]" in spec:
        return True
    head = re.match(r"\*?([\w.]+)\s*\(", spec)
    return head is not None and dtype_name(head.group(1)) is not None


def _tensor_fault(spec: str) -> str:
    """What is wrong with a tensor spec :data:`_TENSOR` does not match, in a few words."""
    if "[" not in spec:
        return "the shape goes in [ ], as fp16[4096]"
    if "]" not in spec:
        return "its '[' is not closed by ']'"
    head, rest = spec.split("[", 1)[0], spec.rsplit("]", 1)[1]
    if not re.fullmatch(r"\*?[\w.]+", head):
        return f"{head!r} before '[' is not a dtype name"
    if spec.count("[") != 1 or spec.count("]") != 1:
        return "one [SHAPE], without nested brackets"
    return f"{rest!r} after ']' is not :strides=S0,S1 or :align=BYTES"


def parse_arg(item: str) -> TensorArg | ScalarArg:
    """One example argument, ``NAME=SPEC``.

    A tensor is ``DTYPE[SHAPE]`` with optional ``:strides=S0,S1`` (elements; default row-major) and
    ``:align=BYTES`` (the data pointer's alignment; default 16): ``a=fp16[4096,4096]``,
    ``b=bf16[64,32]:strides=1,64``, ``x=fp32[1000]:align=4``. DTYPE is a Triton name (``fp16``,
    ``bf16``, ``fp32``, ``fp8e4nv``, ``i32``, ``i64`` …; ``float16``/``tl.float16``/torch names work too).
    Anything else is a value as :func:`parse_value` reads it: ``M=4096``, ``scale=0.125``,
    ``bias=None``, ``ACTIVATION=relu``. Raises :class:`UsageError` naming the bad part.
    """
    name, sep, spec = item.partition("=")
    name, spec = name.strip(), spec.strip()
    if not sep or not name.isidentifier() or not spec:
        raise UsageError(f"--arg expects NAME=VALUE or NAME=DTYPE[SHAPE], got {item!r}")
    m = _TENSOR.match(spec)
    if m is None and _looks_like_tensor(spec):  # it read as a string value: "in_ptr is not a tl.constexpr" (issue 28)
        raise UsageError(f"--arg {item!r}: the tensor spec does not parse ({_tensor_fault(spec)}); give "
                         f"DTYPE[SHAPE] with optional :strides=S0,S1 and :align=BYTES, e.g. {name}=fp16[4096,4096] "
                         f"or {name}=fp16[64,32]:strides=1,64 (a string value with brackets: quote it, {name}='…')")
    if m is None:
        return ScalarArg(name, parse_value(spec))
    dtype = dtype_name(m.group("dtype"))
    if dtype is None:
        raise UsageError(f"--arg {item!r}: unknown dtype {m.group('dtype')!r}; known: {', '.join(DTYPES)}")
    shape = _ints(m.group("shape"), "the shape", item)
    strides: tuple[int, ...] | None = None
    align = 16
    for opt in filter(None, m.group("opts").split(":")):
        key, _, value = opt.partition("=")
        if key == "strides":
            strides = _ints(value, "strides", item)
            if len(strides) != len(shape):
                raise UsageError(f"--arg {item!r}: {len(strides)} strides for {len(shape)} dimensions")
        elif key == "align":
            align = _ints(value, "align", item)[0]
        else:
            raise UsageError(f"--arg {item!r}: unknown option {key!r}; use :strides=S0,S1,… or :align=BYTES")
    return TensorArg(name, dtype, shape, strides, align)


#: ``inspect(path, function, args, constexprs)``: what :func:`ir_explorer.capture.compiles.inspect_kernel` returns.
Inspect = Callable[[Path, str, Sequence[TensorArg | ScalarArg], dict[str, ConstexprValue]], dict[str, Any]]


def user_kernel(ref: str, signature: str | None, arg_specs: Sequence[str], num_warps: int | None,
                num_stages: int | None, constexprs: dict[str, ConstexprValue], inspect: Inspect,
                import_stubs: bool = False) -> KernelSpec:
    """A :class:`KernelSpec` for ``path/file.py:kernel`` with example arguments (``--arg``) or a signature.

    ``inspect`` reads the kernel file in a worker. With ``@triton.autotune`` the configs are the
    decorator's (after ``prune_configs_by``), with ``constexprs``, ``num_warps`` and ``num_stages``
    overriding theirs; otherwise there is one config made of those. Raises :class:`UsageError` for
    a bad argument or signature, an unknown parameter, a parameter left without a value.
    """
    file_text, _, function = ref.rpartition(":")
    path = Path(file_text).expanduser().resolve()
    if signature is not None and arg_specs:
        raise UsageError("give the kernel's arguments either as --arg NAME=SPEC or as --signature, not both")
    args = tuple(parse_arg(a) for a in arg_specs)
    twice = next((a.name for i, a in enumerate(args) if a.name in {b.name for b in args[:i]} or a.name in constexprs),
                 None)
    if twice is not None:
        raise UsageError(f"{twice} is given twice (--arg, --constexpr); keep one")
    # The arguments matter only to prune_configs_by: inspect with them only for a kernel that prunes.
    info = inspect(path, function, (), {})
    if info["prunes"] and args:
        info = inspect(path, function, args, constexprs)
    params: list[dict[str, Any]] = info["params"]
    names = [p["name"] for p in params]
    listing = ", ".join(f"{p['name']}{': tl.constexpr' if p['constexpr'] else ''}" for p in params)
    unknown = next((n for n in [a.name for a in args] + list(constexprs) if n not in names), None)
    if unknown is not None:
        raise UsageError(f"{function} has no parameter {unknown!r}; its parameters: {listing}")
    wrong = next((a for a in args if isinstance(a, ScalarArg) and isinstance(a.value, (str, DTypeValue))
                  and not next(p for p in params if p["name"] == a.name)["constexpr"]), None)
    if wrong is not None:
        raise UsageError(f"--arg {wrong.name}={wrong.value}: {wrong.name} is not a tl.constexpr; give a number, "
                         f"True/False/None or a tensor DTYPE[SHAPE]")
    plain = next((n for n in constexprs if not next(p for p in params if p["name"] == n)["constexpr"]), None)
    if plain is not None:  # trial 11d M2: compiled as a runtime i32 while the config line listed it as a constexpr
        raise UsageError(f"--constexpr {plain}={constexprs[plain]}: {plain} is not a tl.constexpr of {function}; "
                         f"give it with --arg {plain}=VALUE")
    # A constexpr given with --arg is a launch keyword like any other: it joins --constexpr.
    constexprs = {**constexprs, **{a.name: a.value for a in args if isinstance(a, ScalarArg) and a.name in
                                   {p["name"] for p in params if p["constexpr"]}}}
    args = tuple(a for a in args if a.name not in constexprs)
    discovered = [Config.from_json(c) for c in info["configs"] or ()]
    # What prune_configs_by left out (an answer stored before it was asked for has no "pruned": none known).
    dropped = [Config.from_json(c) for c in info.get("pruned") or () if isinstance(c, dict)]
    from_kernel = set(info["heuristics"]) | (set.intersection(*(set(dict(c.constexprs)) for c in discovered))
                                             if discovered else set())
    sig_args: tuple[SigArg, ...] = ()
    if signature is not None:
        sig_args = parse_signature(signature, [(p["name"], p["constexpr"]) for p in params])
        both = [a.name for a in sig_args if a.name in constexprs]
        if both:
            raise UsageError(f"{both[0]} is given twice, in --signature and in --constexpr; keep one")
    given = {a.name for a in (*args, *sig_args)} | set(constexprs) | from_kernel
    missing = [p["name"] for p in params if p["name"] not in given and not p["default"]]
    if missing:
        if signature is not None:
            known = {**{p["name"]: "(default)" for p in params if p["default"]},
                     **dict.fromkeys(from_kernel, "(autotune/heuristics)"),
                     **dict.fromkeys(constexprs, "(--constexpr)")}
            mapped = _mapping([(n, False) for n in names], [_entry(a) for a in sig_args], known)
            raise UsageError(f"no value for parameter(s) {', '.join(missing)}: --signature has {len(sig_args)} entries "
                             f"for {len(params)} parameters, mapped in order ({mapped}); extend --signature or pass "
                             f"--constexpr {missing[0]}=VALUE")
        consts = [n for n in missing if next(p for p in params if p["name"] == n)["constexpr"]]
        runtime = [n for n in missing if n not in consts]
        wanted = [f"parameter(s) {', '.join(runtime)}"] if runtime else []
        wanted += [f"tl.constexpr(s) {', '.join(consts)}"] if consts else []
        how = ["give example arguments, e.g. --arg x=fp16[4096] --arg n=4096 (or a --signature)"] if runtime else []
        how += [f"pass {' '.join(f'--constexpr {n}=VALUE' for n in consts)}"] if consts else []
        raise UsageError(f"no value for {' and '.join(wanted)} of {function}: {'; '.join(how)}; "
                         f"its parameters: {listing}")
    notes = tuple(info["notes"])
    # One order for a config's constexprs, the function's parameters', whichever option gave each value (its
    # name, 128x128x64xgelu_tanh_w4_s3, followed the order of --constexpr and --arg; issue 28).
    rank = {n: i for i, n in enumerate(names)}
    constexprs = dict(sorted(constexprs.items(), key=lambda kv: rank.get(kv[0], len(rank))))
    if discovered:
        # A bare value --signature gives for a name the autotune configs set wins over theirs, as --constexpr
        # does (issue 15: it was silently replaced by each config's, and config 0 was compiled and reported).
        tuned = set().union(*(dict(c.constexprs) for c in discovered))
        from_sig = {a.name: a.value for a in sig_args if a.type is None and a.name in tuned}
        if from_sig:
            shown = ", ".join(f"{k}={v}" for k, v in from_sig.items())
            notes += (f"--signature's {shown} replace{'s' * (len(from_sig) == 1)} the autotune configs' values",)
        overrides = {**from_sig, **constexprs}
        # --constexpr/--num-warps/--num-stages win over the autotune config's values (the worker applies them).
        configs, pruned = (tuple(Config(tuple(sorted({**dict(c.constexprs), **overrides}.items(),
                                                      key=lambda kv: rank.get(kv[0], len(rank)))),
                                         num_warps or c.num_warps, num_stages or c.num_stages, c.options)
                                  for c in group) for group in (discovered, dropped))
    else:
        # A plain @triton.jit launch without num_warps/num_stages gets its backend's defaults (HIPOptions.num_stages
        # = 2, CUDAOptions' 3): left unset (None) here, where the target is not known yet; each compile request
        # resolves them for its target (compiles.with_backend_defaults; trial 10c M3: 3 on every target).
        configs, pruned = (Config(tuple(constexprs.items()), num_warps or None, num_stages or None),), ()
    return KernelSpec(name=ref, path=path, function=function, args=sig_args or args, configs=configs,
                      autotuned=bool(discovered), import_stubs=import_stubs, notes=notes, pruned=pruned)


#: Largest kernel file :func:`jit_functions` reads (bytes): a completion must answer at once.
JIT_SCAN_LIMIT = 4 << 20
#: Decorators that make a ``@triton.jit`` kernel (their last name: ``triton.jit``, ``jit``, ``triton.autotune(…)``).
_KERNEL_DECORATORS = {"jit", "autotune", "heuristics"}


def jit_functions(path: str | Path) -> list[str]:
    """The names of the ``@triton.jit`` functions ``path`` defines at its top level, in file order, read with
    :func:`ast.parse` (the file is never imported or run), for the shell's completion of ``FILE.py:KERNEL``.

    A function counts when one of its decorators is named ``jit``, ``autotune`` or ``heuristics``, called or not
    (``@triton.jit``, ``@jit``, ``@triton.autotune(configs=…)``). ``[]`` for anything that is not a readable
    regular file of at most :data:`JIT_SCAN_LIMIT` bytes of Python (a FIFO, a folder, a syntax error, nesting too
    deep for the parser); never raises ``OSError`` or ``SyntaxError``."""
    import ast  # deferred: only completion reads a file's syntax tree
    import os
    import stat

    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode) or st.st_size > JIT_SCAN_LIMIT:
                return []
            tree = ast.parse(fh.read(JIT_SCAN_LIMIT + 1))
    except (OSError, SyntaxError, ValueError, RecursionError, MemoryError):
        return []

    def name(node: ast.expr) -> str:
        node = node.func if isinstance(node, ast.Call) else node
        return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""

    return [node.name for node in tree.body if isinstance(node, ast.FunctionDef)
            and any(name(d) in _KERNEL_DECORATORS for d in node.decorator_list)]
