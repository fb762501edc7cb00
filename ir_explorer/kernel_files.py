"""Users' own kernel files: ``path/to/file.py:kernel_name`` plus a compile.py-style signature.

The file is read with :mod:`ast`, never imported here, so a syntax error or a missing kernel
is reported in one line before anything is compiled, and the cache key can be computed
without Triton. The signature syntax is that of Triton's ``triton/tools/compile.py``:
comma-separated entries, one per kernel parameter in order, each a type with an optional
hint (``*fp16:16``: pointer with ``tt.divisibility = 16``; ``i32:1``: the constant 1;
``i32``) or a bare number, which becomes a constexpr.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

from .errors import UsageError
from .model import Config, ConstexprValue, KernelSpec, SigArg

#: Scalar types a signature may name (``triton/language/core.py`` dtype names).
SCALAR_TYPES = {
    "i1", "u1", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64",
    "fp8e4nv", "fp8e5", "fp8e4b15", "fp16", "bf16", "fp32", "fp64",
}  # fmt: skip


def is_kernel_ref(text: str) -> bool:
    """True for ``something.py:name`` (a user's kernel) rather than a bundled kernel's name."""
    head, sep, tail = text.rpartition(":")
    return bool(sep) and head.endswith(".py") and bool(tail)


def kernel_params(path: Path, function: str) -> list[tuple[str, bool]]:
    """``[(name, is_constexpr)]`` of ``def function(...)`` in ``path``, read with :mod:`ast`.

    Raises :class:`UsageError` when the file is missing, does not parse, or has no such
    function (listing the functions decorated with ``jit``/``autotune``/``heuristics``).
    """
    try:
        text = path.read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from exc
    try:
        tree = ast.parse(text, filename=str(path))
    except SyntaxError as exc:
        raise UsageError(f"{path}:{exc.lineno}: syntax error: {exc.msg}") from exc
    kernels: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            if node.name == function:
                return [(a.arg, _is_constexpr(a.annotation)) for a in (*node.args.posonlyargs, *node.args.args)]
            if any(_decorator_name(d) in ("jit", "autotune", "heuristics") for d in node.decorator_list):
                kernels.append(node.name)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == function for t in node.targets):
            raise UsageError(f"{path}:{function} is assigned, not defined with def; pass the @triton.jit function "
                             f"it wraps ({', '.join(kernels) or 'none found'})")
    raise UsageError(f"{path} has no function {function!r}; its kernels: {', '.join(kernels) or 'none'}")


def _decorator_name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def _is_constexpr(annotation: ast.expr | None) -> bool:
    return annotation is not None and "constexpr" in ast.unparse(annotation)


def _number(text: str) -> int | float | None:
    for cast in (int, float):
        try:
            return cast(text)
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


def _mapping(params: list[tuple[str, bool]], entries: list[str]) -> str:
    """How signature entries fell onto parameters: ``x_ptr=*fp32:16, y_ptr=i32, n=?``."""
    shown = [f"{name}={entry}" for (name, _), entry in zip(params, entries, strict=False)]
    return ", ".join(shown + [f"{name}=?" for name, _ in params[len(entries):]])


def _entry(arg: SigArg) -> str:
    """The signature entry an argument was parsed from."""
    if arg.type is None:
        return str(arg.value)
    return arg.type + (f":{arg.hint}" if arg.hint else "")


def parse_constexprs(items: Iterable[str]) -> dict[str, ConstexprValue]:
    """``["BLOCK=128", "ACT=relu"]`` → ``{"BLOCK": 128, "ACT": "relu"}`` (ints, floats, True/False/None, strings)."""
    out: dict[str, ConstexprValue] = {}
    for item in items:
        name, sep, raw = item.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--constexpr expects NAME=VALUE, got {item!r}")
        raw = raw.strip()
        value: ConstexprValue
        if raw in ("True", "true"):
            value = True
        elif raw in ("False", "false"):
            value = False
        elif raw == "None":
            value = None
        else:
            num = _number(raw)
            value = num if num is not None else raw.strip("'\"")
        out[name.strip()] = value
    return out


def user_kernel(ref: str, signature: str | None, num_warps: int, num_stages: int,
                constexprs: dict[str, ConstexprValue]) -> KernelSpec:
    """A :class:`KernelSpec` for ``path/file.py:kernel`` with a compile.py signature.

    Raises :class:`UsageError` for a missing file or function, a bad signature, or
    parameters left without a value.
    """
    file_text, _, function = ref.rpartition(":")
    path = Path(file_text).expanduser().resolve()
    params = kernel_params(path, function)
    if signature is None:
        raise UsageError(f"{ref} needs --signature, e.g. --signature \"*fp16:16, *fp16:16, i32, 128\" "
                         f"for its parameters: {', '.join(p for p, _ in params)}")
    args = parse_signature(signature, params)
    unknown = [n for n in constexprs if n not in {p for p, _ in params}]
    if unknown:
        raise UsageError(f"--constexpr {unknown[0]}: {function} has no such parameter; its parameters: "
                         f"{', '.join(p for p, _ in params)}")
    both = [a.name for a in args if a.name in constexprs]
    if both:
        raise UsageError(f"{both[0]} is given twice, in --signature and in --constexpr; keep one")
    missing = [p for p, _ in params[len(args):] if p not in constexprs]
    if missing:
        mapped = _mapping(params, [_entry(a) for a in args])
        raise UsageError(f"no value for parameter(s) {', '.join(missing)}: --signature has {len(args)} entries for "
                         f"{len(params)} parameters, mapped in order ({mapped}); extend --signature or pass "
                         f"--constexpr {missing[0]}=VALUE")
    # --constexpr values win over signature entries for the same parameter (the worker applies them first).
    config = Config(tuple(constexprs.items()), num_warps, num_stages)
    return KernelSpec(name=ref, path=path, function=function, args=args, configs=(config,))
