"""Validation at the boundary: every JSON document read from a user's input, and every metadata dict built from it,
is checked here once, so that deeper code never meets ``"shared": "abc"``, ``Infinity``, a 5,000-digit integer,
a lone surrogate or JSON nested 990 deep (issue 16).

* :func:`load_json` parses bytes as strict JSON: UTF-8, no ``NaN``/``Infinity`` (Python's ``json`` accepts them),
  integers of at most :data:`MAX_INT_DIGITS` digits, nesting of at most :data:`MAX_DEPTH` (checked on the bytes
  before parsing, since Python's ``json`` recurses), no lone surrogates (``"\\ud800"`` parses to a ``str`` that
  cannot be written back as UTF-8).
* :func:`validate_metadata` checks the fields of Triton's metadata JSON (``triton/compiler/compiler.py``: the
  ``CompiledKernel`` metadata, written as ``NAME.json`` in a cache entry and as ``payload.metadata`` in a
  tritonparse trace) against :data:`METADATA_FIELDS`: types, ranges, lengths. Fields it does not know are kept
  as they are (they passed :func:`load_json`).

Both raise :class:`InputError`, whose message names the field (``target.arch``) or the byte; readers turn it into
a warning naming the file (the rest of a folder still loads). Imports neither Triton, torch nor Textual.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: Deepest nesting of arrays and objects accepted in an input's JSON (Triton's metadata nests 3 deep:
#: ``extern_libs``; a tritonparse event about 5).
MAX_DEPTH = 64
#: Most digits in a JSON integer (Python refuses to convert more than 4,300 by default, with a ``ValueError``).
MAX_INT_DIGITS = 40


class InputError(ValueError):
    """A JSON document or a metadata field that is not what the format allows; the message names the field or
    byte (``target.arch: [] is not an integer or a string``), not the file: the reader adds that. For invalid JSON,
    ``column`` is the 1-based column of the first line where parsing stopped and ``reason`` what :mod:`json` said."""

    def __init__(self, message: str, column: int | None = None, reason: str = "") -> None:
        super().__init__(message)
        self.column = column
        self.reason = reason or message


def nesting_depth(raw: bytes) -> tuple[int, int]:
    """(deepest nesting of ``[``/``{`` outside strings, byte offset where it is first reached) of JSON bytes.

    One pass without recursion; ``\\``-escapes inside strings are skipped."""
    depth = deepest = where = 0
    in_string = escaped = False
    for pos, byte in enumerate(raw):
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # "
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > deepest:
                deepest, where = depth, pos
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return deepest, where


def _constant(name: str) -> Any:
    raise InputError(f"{name} is not a JSON number")


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise InputError(f"a {digits}-digit integer (at most {MAX_INT_DIGITS} digits)")
    return int(text)


def load_json(raw: bytes) -> Any:
    """The JSON value of ``raw``. Raises :class:`InputError` naming the line, column and byte (or the field) for
    anything :mod:`json` refuses and for what it accepts but the format does not (see the module docstring)."""
    deepest, where = nesting_depth(raw) if raw.count(b"[") + raw.count(b"{") > MAX_DEPTH else (0, 0)
    if deepest > MAX_DEPTH:
        raise InputError(f"byte {where}: JSON nested {deepest} deep (at most {MAX_DEPTH})")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"byte {exc.start}: not UTF-8") from None
    try:
        value = json.loads(text, parse_constant=_constant, parse_int=_int)
    except json.JSONDecodeError as exc:
        cut = " - truncated?" if exc.pos >= len(text.rstrip()) else ""
        raise InputError(f"line {exc.lineno} column {exc.colno} (byte {exc.pos}): invalid JSON ({exc.msg}){cut}",
                         exc.colno if exc.lineno == 1 else None, f"{exc.msg}{cut}") from None
    except RecursionError:  # cannot happen after the depth check; kept so that no recursion escapes as a crash
        raise InputError(f"JSON nested too deep (at most {MAX_DEPTH})") from None
    _check_strings(value)
    return value


def _check_strings(value: Any) -> None:
    """Raise :class:`InputError` naming the path of the first string (key or value) holding a lone surrogate."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            _check_str(path or "(top)", item)
        elif isinstance(item, dict):
            for k, v in item.items():
                _check_str(f"{path}.{k!a}" if path else f"{k!a}", k)
                stack.append((f"{path}.{k}" if path else k, v))
        elif isinstance(item, list):
            stack.extend((f"{path}[{i}]", v) for i, v in enumerate(item))


def _check_str(path: str, text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError(f"{_safe(path)}: a lone surrogate {text[exc.start]!a} at character {exc.start}") from None


def _safe(path: str) -> str:
    return path.encode("utf-8", errors="backslashreplace").decode("ascii", errors="backslashreplace")


# ----------------------------------------------------------------------------- metadata


@dataclass(frozen=True)
class Field:
    """What one metadata field may hold: ``kind`` is ``int``, ``str``, ``bool``, ``object`` or ``int|str``;
    ``low``/``high`` bound an integer (inclusive) and ``high`` a string's length."""

    kind: str
    low: int = 0
    high: int = 1 << 62
    nullable: bool = True
    """``null`` allowed (Triton writes ``"maxnreg": null``)."""


#: Triton's metadata fields that the analyses and views read, with what each may hold. Sizes are bytes; the
#: ranges are wide (far past any GPU) but finite, so arithmetic on them cannot overflow a float.
METADATA_FIELDS: dict[str, Field] = {
    "name": Field("str", 1, 1024),
    "hash": Field("str", 0, 256),
    "triton_version": Field("str", 0, 64),
    "num_warps": Field("int", 1, 1024),
    "num_ctas": Field("int", 1, 1024),
    "num_stages": Field("int", 0, 1024),
    "warp_size": Field("int", 1, 1024),
    "maxnreg": Field("int", 0, 1 << 16),
    "shared": Field("int", 0, 1 << 40),
    "tmem_size": Field("int", 0, 1 << 40),
    "global_scratch_size": Field("int", 0, 1 << 40),
    "global_scratch_align": Field("int", 0, 1 << 40),
    "profile_scratch_size": Field("int", 0, 1 << 40),
    "profile_scratch_align": Field("int", 0, 1 << 40),
    "backend_name": Field("str", 0, 64),
    "arch": Field("int|str", 0, 1 << 20),
    "target": Field("object", nullable=False),
    "src_constants": Field("object"),
}
#: The fields of ``metadata["target"]`` (a ``GPUTarget``: backend, arch, warp_size).
TARGET_FIELDS: dict[str, Field] = {
    "backend": Field("str", 1, 32, nullable=False),
    "arch": Field("int|str", 0, 1 << 20),
    "warp_size": Field("int", 1, 1024),
}


def _check(name: str, value: Any, spec: Field) -> None:
    if value is None:
        if not spec.nullable:
            raise InputError(f"{name}: null is not allowed")
        return
    kinds = spec.kind.split("|")
    shown = _shown(value)
    if isinstance(value, bool):
        if "bool" not in kinds:
            raise InputError(f"{name}: {shown} is not {_article(spec.kind)}")
        return
    if isinstance(value, float) and not math.isfinite(value):
        raise InputError(f"{name}: {shown} is not a finite number")
    if isinstance(value, int) and "int" in kinds:
        if not spec.low <= value <= spec.high:
            raise InputError(f"{name}: {shown} is out of range {spec.low}..{spec.high}")
        return
    if isinstance(value, str) and "str" in kinds:
        most = min(spec.high, 64) if "int" in kinds else spec.high  # an arch name: "gfx942", "sm90"
        if len(value) > most or ("int" not in kinds and len(value) < spec.low):
            raise InputError(f"{name}: a string of {len(value)} characters (at most {most})")
        return
    if isinstance(value, Mapping) and "object" in kinds:
        return
    raise InputError(f"{name}: {shown} is not {_article(spec.kind)}")


def _article(kind: str) -> str:
    return {"int": "an integer", "str": "a string", "object": "a JSON object", "bool": "true or false",
            "int|str": "an integer or a string"}[kind]


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=True, allow_nan=True) if not isinstance(value, Mapping) else "an object"
    return text if len(text) <= 40 else text[:39] + "…"


def validate_metadata(meta: Mapping[str, Any]) -> dict[str, Any]:
    """``meta`` (Triton's metadata, or what :func:`ir_explorer.inputs.builder.metadata_from_ir` recovered) as a new
    dict, after checking each field of :data:`METADATA_FIELDS` and :data:`TARGET_FIELDS`. Raises
    :class:`InputError` naming the first bad field (``num_warps: Infinity is not a finite number``)."""
    _check_strings(dict(meta))
    for name, spec in METADATA_FIELDS.items():
        if name in meta:
            _check(name, meta[name], spec)
    target = meta.get("target")
    if isinstance(target, Mapping):
        for name, spec in TARGET_FIELDS.items():
            if name in target:
                _check(f"target.{name}", target[name], spec)
            elif not spec.nullable:
                raise InputError(f"target.{name}: missing")
    consts = meta.get("src_constants")
    if isinstance(consts, Mapping):
        for k, v in consts.items():
            if isinstance(v, float) and not math.isfinite(v):
                raise InputError(f"src_constants.{_safe(str(k))}: {v} is not a finite number")
    return dict(meta)
