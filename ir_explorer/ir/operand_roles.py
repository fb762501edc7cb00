"""Which operand of an op plays which role (``a``, ``a_scale``, ``mask``, ``barriers`` …), read from its printed form.

An op with optional operands prints only those it has, so a reader that takes "the first two operands" or "the
first two types on the line" of a ``tt.dot_scaled %a scale %a_s, %b …`` gets A and A's *scale*. This module names
each operand by its role, from the op's ODS declaration (its ``ins`` order) and its ``assemblyFormat`` (the
printed order, and the keyword or bracket that marks an optional operand present), both in Triton 3.9's
``include/triton/Dialect/*/IR/*Ops.td``:

==================================  ============================================================================
op                                  printed form (``assemblyFormat``) → roles
==================================  ============================================================================
``tt.load``                         ``$ptr (, $mask^)? (, $other^)?`` → ``ptr``, ``mask``, ``other``
``tt.store``                        ``$ptr, $value (, $mask^)?`` → ``ptr``, ``value``, ``mask``
``tt.dot``                          ``$a, $b, $c`` → ``a``, ``b``, ``c``
``tt.dot_scaled``                   ``$a (scale $a_scale^)?, $b (scale $b_scale^)?, $c lhs = … rhs = …``
``ttng.warp_group_dot``             ``$a, $b, $c (, $useC^)?``
``ttng.tc_gen5_mma``                ``$a, $b, $d[$acc_dep]?, $useD, $pred (, $barrier[$pred])*``
``ttng.tc_gen5_mma_scaled``         ``$a, $b, $d[$acc_dep]?, $a_scale, $b_scale, $useD, $pred lhs = … (, …)*``
``ttg.async_copy_global_to_local``  ``$src, $result (mask $mask^)? (other $other^)?``
``tt.atomic_rmw``                   ``$op, $sem, $scope, $ptr, $val (, $mask^)?`` (the first three are attributes)
``tt.atomic_cas``                   ``$sem, $scope, $ptr, $cmp, $val``
``tt.descriptor_load``              ``$desc[$indices]`` → ``desc``, ``indices``
==================================  ============================================================================

A role's value is the SSA name the line prints (a model key when the op comes from
:mod:`ir_explorer.ir.mlir_model`, whose :attr:`IROp.text` holds keys), without ``%``; ``barriers``,
``barrier_preds`` and ``indices`` are tuples. A role an op does not have on its line is absent. Pure text
reading: never raises, ``{}`` for an op this module does not know or a line it cannot read.
"""

from __future__ import annotations

import re

from ir_explorer.ir.layouts import split_top
from ir_explorer.ir.ttgir import Op

#: One operand group of the printed operand list: an SSA name, optionally followed by ``[ … ]`` (a tcgen05
#: accumulator's token, a barrier's predicate, a descriptor's indices).
# e.g. %acc_30[%acc_31]    e.g. %bar_12[%true]    e.g. %a_152
_GROUP = re.compile(r"^%(?P<name>[\w$.#-]+)(?:\[(?P<inner>[^\]]*)\])?$")
# e.g. %a_152 scale %a_scales_150    (tt.dot_scaled: an operand and its optional scale)
_SCALED = re.compile(r"^%(?P<name>[\w$.#-]+)(?:\s+scale\s+%(?P<scale>[\w$.#-]+))?$")
# e.g. %x_ptr_12, %x_13 mask %mask_14 other %cst    (ttg.async_copy_global_to_local's keywords)
_KEYWORD = re.compile(r"\b(?P<kw>mask|other)\s+%(?P<name>[\w$.#-]+)")
# e.g.  lhs = e2m1 rhs = e2m1    (tt.dot_scaled's and tc_gen5_mma_scaled's element formats, between operands)
_FORMATS = re.compile(r"\s+lhs\s*=\s*\w+\s+rhs\s*=\s*\w+")
_NAME = re.compile(r"%(?P<name>[\w$.#-]+)")

#: The ops :func:`roles` reads.
KNOWN = frozenset({"tt.load", "tt.store", "tt.dot", "tt.dot_scaled", "ttng.warp_group_dot", "ttng.tc_gen5_mma",
                   "ttng.tc_gen5_mma_scaled", "ttg.async_copy_global_to_local", "tt.atomic_rmw", "tt.atomic_cas",
                   "tt.descriptor_load"})


def _operand_text(op: Op) -> str:
    """The op's text after its name, up to its attribute dict or its `` : `` (whichever comes first at bracket
    depth 0), with ``lhs = … rhs = …`` left out."""
    body = op.text.split(op.name, 1)[-1].lstrip('"')
    depth = 0
    for i, ch in enumerate(body):
        if ch in "[(<":
            depth += 1
        elif ch in "])>":
            depth -= 1
        elif depth == 0 and (ch == "{" or body.startswith(" : ", i)):
            body = body[:i]
            break
    return _FORMATS.sub("", body).strip()


def _groups(text: str) -> list[str]:
    """``text`` split at the commas outside brackets, each part stripped."""
    return [part.strip() for part in split_top(text)]


def _names(groups: list[str]) -> list[str] | None:
    """The plain SSA name of each group (``None`` when one is not a bare ``%name``)."""
    out = []
    for g in groups:
        m = _GROUP.match(g)
        if m is None or m.group("inner") is not None:
            return None
        out.append(m.group("name"))
    return out


def _mma(groups: list[str], scaled: bool) -> dict[str, str | tuple[str, ...]]:
    """``ttng.tc_gen5_mma[_scaled]``: A, B, D with its optional ``[acc_dep]`` token, (the scales,) ``useD``,
    ``pred``, then each barrier printed with its predicate (``%bar[%pred]``)."""
    fixed = 7 if scaled else 5
    parsed: list[tuple[str, str | None]] = []
    for g in groups:
        m = _GROUP.match(g)
        if m is None:
            return {}
        parsed.append((m.group("name"), m.group("inner")))
    if len(parsed) < fixed:
        return {}
    out: dict[str, str | tuple[str, ...]] = {"a": parsed[0][0], "b": parsed[1][0], "d": parsed[2][0]}
    if parsed[2][1]:
        out["acc_dep"] = parsed[2][1].strip().lstrip("%")
    names = ["a_scale", "b_scale", "useD", "pred"] if scaled else ["useD", "pred"]
    for r, (n, inner) in zip(names, parsed[3:fixed], strict=True):
        if inner is not None:
            return {}
        out[r] = n
    bars = parsed[fixed:]
    if any(inner is None for _, inner in bars):
        return {}
    out["barriers"] = tuple(n for n, _ in bars)
    out["barrier_preds"] = tuple((inner or "").strip().lstrip("%") for _, inner in bars)
    return out


def roles(op: Op) -> dict[str, str | tuple[str, ...]]:
    """The operands of ``op`` by role (see the module docstring's table; roles as Triton's ODS names them), read
    from its printed operand list; ``{}`` for an op not in :data:`KNOWN` or a line not in the expected form."""
    if op.name not in KNOWN:
        return {}
    text = _operand_text(op)
    groups = _groups(text)
    name = op.name
    if name == "tt.dot_scaled":
        if len(groups) != 3:
            return {}
        a, b, c = (_SCALED.match(g) for g in groups)
        if a is None or b is None or c is None or c.group("scale"):
            return {}
        out: dict[str, str | tuple[str, ...]] = {"a": a["name"], "b": b["name"], "c": c["name"]}
        if a["scale"]:
            out["a_scale"] = a["scale"]
        if b["scale"]:
            out["b_scale"] = b["scale"]
        return out
    if name in ("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled"):
        return _mma(groups, name.endswith("_scaled"))
    if name == "ttg.async_copy_global_to_local":
        head = re.split(r"\s+(?:mask|other)\s+%", text, maxsplit=1)[0]
        names = _names(_groups(head))
        if names is None or len(names) != 2:
            return {}
        out = {"src": names[0], "result": names[1]}
        out.update({m["kw"]: m["name"] for m in _KEYWORD.finditer(text[len(head):])})
        return out
    if name == "tt.descriptor_load":
        m = re.match(r"^%(?P<desc>[\w$.#-]+)\s*\[(?P<idx>[^\]]*)\]$", text)
        if m is None:
            return {}
        return {"desc": m["desc"], "indices": tuple(n["name"] for n in _NAME.finditer(m["idx"]))}
    # tt.atomic_rmw's $atomic_rmw_op, $sem, $scope and tt.atomic_cas's $sem, $scope print as bare words before the
    # operands; tt.dot's `inputPrecision = tf32` after them: neither is an SSA name
    names = _names([g for g in groups if g.startswith("%")])
    if names is None:
        return {}
    order = {"tt.load": (["ptr"], ["mask", "other"]), "tt.store": (["ptr", "value"], ["mask"]),
             "tt.dot": (["a", "b", "c"], []), "ttng.warp_group_dot": (["a", "b", "c"], ["useC"]),
             "tt.atomic_rmw": (["ptr", "val"], ["mask"]), "tt.atomic_cas": (["ptr", "cmp", "val"], [])}[name]
    required, optional = order
    if not len(required) <= len(names) <= len(required) + len(optional):
        return {}
    return dict(zip(required + optional, names, strict=False))


def role(op: Op, name: str) -> str | None:
    """The single operand of ``op`` playing role ``name`` (``"a"``, ``"mask"`` …), or ``None`` when the op has
    none on its line (see :func:`roles`)."""
    got = roles(op).get(name)
    return got if isinstance(got, str) else None
