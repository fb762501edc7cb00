"""Rules of the claims about address widths (:mod:`ir_explorer.analyses.addresses`): each global access's
``tt.addptr`` offsets, the products of a program id by a runtime argument in them, and the PTX multiplies cited.

Which accesses, offsets and products there are is recomputed with :func:`ir_explorer.analyses.address_chains.chains` on
the rules' own parse of the stage (:meth:`ClaimContext.model`): it re-derives the analysis's value, so it catches
drift between a claim and the IR, not a wrong walk; the ``tt.addptr`` lines of each access are also re-derived by
this module's own backward walk through every pointer-typed operand (:func:`_addptrs`; trial 11b F1: a ``tl.int1``
pointer's ``tt.bitcast``). Each value a claim states is then read from the raw text on a
path of this module: an offset's type, bits and shape from the ``tt.addptr`` line's own types, a product's width
from its ``arith.muli`` line, the program id's axis from its line, the Python names from the ``loc("name")`` of
the operands' defining lines, and a PTX multiply's width, factors (``%ctaid`` and the argument's ``.param``,
followed back through ``mov``/``cvt``) and widening from the PTX text. The constant scale by which a product
reaches its ``tt.addptr`` offset (rule ``offset-scale``) is recomputed by this module's own forward walk, each op's
name and constant read from its line's text. That a product's program id reaches the product, and that the product
reaches the pointer of each access it is said to address, is checked by this module's own forward walk over the
model's uses (:func:`_reached`), with a loop's operands reaching its region's values by position (trial 8c F1, F2:
the backward walk once took a loop's ``iter_args`` for inputs of its induction variable). The bound the IR puts on a
loaded factor (rule ``load-bound``: ``expt_data & 0xFFFF`` is at most 65535, trial 10d F1) is re-derived by this
module's own backward walk (:func:`_range`), each op's name and constant read from its line's text."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from ir_explorer.analyses.address_chains import (
    ACCESS_OPS,
    DIVIDES,
    AccessChain,
    Product,
    chains,
    i32_op_range,
    overflow_from,
)
from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.analyses.offset_scale import SSA_NAME, cited_line, factor_name, product_names, written_on
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule
from ir_explorer.ir import mlir_model

_LAST: list[Any] = [None, None, None]
"""The last stage text walked, its model and its chains (:func:`_walk`)."""

# e.g. %11 = tt.addptr %10, %9 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc(#loc7)
_INT_TYPE = re.compile(r"^(?:tensor<(?P<dims>\d+(?:x\d+)*)x(?P<elem>i\d+)\b[^>]*>|(?P<scalar>i\d+))$")
# e.g. 	mul.lo.s32 	%r14, %r10, %r9;     e.g. 	mad.wide.s32 	%rd7, %r14, 4, %rd5;
_PTX_OP = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<op>[a-z][\w.]*)\s+(?P<dst>%[\w$]+)\s*,(?P<src>[^;]*);")
_MUL = {32: re.compile(r"^(?:mul|mad)\.lo\.[su]32$"),
        64: re.compile(r"^(?:(?:mul|mad)\.lo\.[su]64|(?:mul|mad)\.wide\.[su]32)$")}
# e.g. 	ld.param.b32 	%r10, [batch_offset_i32_param_2];
_PARAM = re.compile(r"\[\s*[\w$]+_param_(\d+)\s*\]")
# e.g.     %pid_b = tt.get_program_id y : i32 loc(#loc2)
_PID_AXIS = re.compile(r"\btt\.get_program_id\s+(x|y|z)\b")


def _walk(ctx: ClaimContext, stage: str) -> tuple[mlir_model.IRModule, tuple[list[AccessChain], list[Product]]]:
    """The rules' own parse of ``stage`` and :func:`chains` on it, computed once per stage text (the last one kept:
    the mutants of one report share its text, and the check of each would otherwise parse it again)."""
    text = ctx.stages.get(stage) or ""
    if _LAST[0] is not text:
        model = mlir_model.parse(text)
        _LAST[:] = [text, model, chains(model)]
    return _LAST[1], _LAST[2]


_REACH: list[Any] = [None, None]
"""The last model whose block arguments :func:`_reached` indexed, and that index."""
#: Ops whose results hold data read from memory, not values computed from their operands (where the backward walk of
#: :mod:`ir_explorer.analyses.address_chains` stops).
_DATA = ("tt.load", "tt.descriptor_load", "amdg.buffer_load")


def _while_of(model: mlir_model.IRModule, user: mlir_model.IROp) -> mlir_model.IROp | None:
    """The ``scf.while`` that ``user`` is, or whose ``scf.condition``/``scf.yield`` it is; else ``None``."""
    if user.name == "scf.while":
        return user
    parent = model.ops[user.parent] if 0 <= user.parent < len(model.ops) else None
    return parent if user.name in ("scf.condition", "scf.yield") and parent is not None \
        and parent.name == "scf.while" else None


def _while_targets(args: Mapping[tuple[int, int, int], str], loop: mlir_model.IROp, user: mlir_model.IROp,
                   at: Sequence[int]) -> list[str]:
    """What operands ``at`` of ``user`` (``loop`` itself, its ``scf.condition`` or its ``do`` region's
    ``scf.yield``) reach, by position: an initial value or a yielded one the ``before`` region's argument; a forwarded
    value (``scf.condition`` operand ``i >= 1``) the ``do`` region's argument and the loop's result ``i - 1``; the
    condition (operand 0) nothing: it only decides whether the loop goes on."""
    out: list[str] = []
    for i in at:
        if user.name in ("scf.while", "scf.yield"):
            out.append(args.get((loop.index, 0, i), ""))
        elif i >= 1:
            out += [args.get((loop.index, 1, i - 1), ""), *loop.result_keys[i - 1:i]]
    return out


def _reached(model: mlir_model.IRModule, start: Sequence[str], bounds: bool = True,
             cut: Callable[[mlir_model.IROp, str], bool] | None = None) -> set[str]:
    """The keys computed from the values ``start`` (included), forward along the model's uses: an op's results,
    except those of a load (data, not a function of its address); an ``scf.for`` operand reaches, by position, the
    induction variable (lower bound, upper bound, step) or one carried value (an ``iter_args`` initial value: its region
    argument and its result), an ``scf.yield`` operand of an ``scf.for`` the same carried value; the values of an
    ``scf.while`` or ``scf.if`` are reached from all of their operands and yields (a coarser bound: reaching too
    much only loosens the check). With ``bounds`` false an ``scf.for``'s upper bound does not reach its induction
    variable: the variable's values are ``lb + k * step``, below the bound but not computed from it (trial 8c M1);
    and an ``scf.while`` maps by position: an initial value and a ``do`` region's ``scf.yield`` operand reach the
    ``before`` region's argument, an ``scf.condition`` operand ``i >= 1`` the ``do`` region's argument and the
    result ``i - 1``, its condition (operand 0) nothing (trial 13c F1: the stream-K lock load was said to be
    addressed by ``(pid + 1) * per_pid``, which only feeds the ``end`` the spin loop compares).
    With ``cut``, a use ``cut(user, key)`` refuses is not followed (a remainder by a constant: :func:`_bounding`).
    Never raises."""
    if _REACH[0] is not model:
        args: dict[tuple[int, int, int], str] = {}
        for v in model.values.values():
            if v.is_block_arg:
                args[(v.owner, v.region, v.index)] = v.key
        _REACH[:] = [model, args]
    args = _REACH[1]

    def region_values(op: mlir_model.IROp) -> list[str]:
        return [k for (o, _, _), k in args.items() if o == op.index] + list(op.result_keys)

    seen, todo = set(start), list(start)
    while todo and len(seen) < 20000:
        key = todo.pop()
        out: list[str] = []
        for user in model.users(key):
            at = [i for i, k in enumerate(user.operand_keys) if k == key]
            if cut is not None and cut(user, key):
                continue
            if user.name == "scf.for":
                for i in at:
                    if i == 1 and not bounds:
                        continue
                    out += [args.get((user.index, 0, 0), "")] if i < 3 else \
                        [args.get((user.index, 0, i - 2), ""), *user.result_keys[i - 3:i - 2]]
            elif user.name == "scf.yield" and 0 <= user.parent < len(model.ops) \
                    and model.ops[user.parent].name == "scf.for":
                loop = model.ops[user.parent]
                for i in at:
                    out += [args.get((loop.index, 0, i + 1), ""), *loop.result_keys[i:i + 1]]
            elif not bounds and (whl := _while_of(model, user)) is not None:
                out += _while_targets(args, whl, user, at)
            elif user.name in ("scf.yield", "scf.condition") and 0 <= user.parent < len(model.ops):
                out += region_values(model.ops[user.parent])
            elif user.name in ("scf.while", "scf.if"):
                out += region_values(user)
            elif user.name not in _DATA:
                out += list(user.result_keys)
        for k in out:
            if k and k not in seen:
                seen.add(k)
                todo.append(k)
    return seen


def _fresh(ctx: ClaimContext, stage: str) -> tuple[list[AccessChain], list[Product]]:
    """:func:`chains` of ``stage`` on the rules' parse (:func:`_walk`)."""
    return _walk(ctx, stage)[1]


def _model(ctx: ClaimContext, stage: str) -> mlir_model.IRModule:
    """The rules' parse of ``stage`` (:func:`_walk`)."""
    return _walk(ctx, stage)[0]


def _at(claim: Claim, *lines: object) -> bool:
    """Whether every ref of ``claim`` is at one of ``lines`` (a ref moved onto another line holding the same op
    is caught here, where the ``ref`` rule sees the op and passes)."""
    return all(r.line in lines for r in claim.about)


_FINDING: list[Any] = [None, {}]
"""The last finding read by :func:`_claims` and its claims by key."""


def _claims(f: Finding) -> dict[str, Claim]:
    """``f``'s claims by key (kept for the last finding: its rules run one after the other)."""
    if _FINDING[0] is not f:
        _FINDING[:] = [f, {c.key: c for c in f.claims}]
    index: dict[str, Claim] = _FINDING[1]
    return index


def _seq(index: Mapping[str, Claim], key: str) -> list[Any]:
    """The values of the claims ``key.format(0)``, ``key.format(1)`` … up to the first missing."""
    out, j = [], 0
    while (c := index.get(key.format(j))) is not None:
        out.append(c.value)
        j += 1
    return out


def _sibling(f: Finding, key: str) -> Any:
    c = _claims(f).get(key)
    return c.value if c is not None else None


@lru_cache(maxsize=4096)
def _types(line: str) -> tuple[str, ...]:
    """The types after an op line's last `` : `` (its ``loc(…)`` cut), split at top-level commas."""
    line = line[:line.rfind(" loc(")] if " loc(" in line else line
    i = line.rfind(" : ")
    out, depth, cur = [], 0, ""
    for ch in line[i + 3:] if i >= 0 else "":
        depth += (ch == "<") - (ch == ">")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return tuple(t for t in (*out, cur.strip()) if t)


@lru_cache(maxsize=4096)
def _offset_type(text: str) -> tuple[str, int | None, tuple[int, ...]]:
    """``(type, bits, shape)`` of a ``tt.addptr`` line's offset (its second type), read from the line."""
    types = _types(text)
    t = re.sub(r",\s*#[\w.$-]+", "", types[1]) if len(types) > 1 else ""
    m = _INT_TYPE.match(t)
    if m is None:
        return t, None, ()
    if m["scalar"]:
        return m["scalar"], int(m["scalar"][1:]), ()
    return m["elem"], int(m["elem"][1:]), tuple(int(d) for d in m["dims"].split("x"))


def _data_offset(f: Finding, i: int, j: int) -> Mapping[str, Any] | None:
    try:
        item: Mapping[str, Any] = f.data["accesses"][i]["offsets"][j]
        return item
    except (KeyError, IndexError, TypeError):
        return None


@claim_rule("offset-access")
def offset_access(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``access/I/op`` and ``access/I/line``: the line holds a global access of that op (the op the rules' model
    has there), the summary lists every global access once, the access's ``tt.addptr`` lines are the lines of
    the offsets the finding gives it, ``data["accesses"][I]`` names the same op and line, and the finding cites
    exactly the access lines (``Finding.lines``)."""
    i = claim.key.split("/")[1]
    line, op = _sibling(finding, f"access/{i}/line"), _sibling(finding, f"access/{i}/op")
    found, _ = _fresh(ctx, finding.stage)
    chain = next((c for c in found if c.line == line), None)
    if chain is None:
        return False, f"no global access at {finding.stage}:{line}"
    index = _claims(finding)
    said = _seq(index, f"access/{i}/offset/{{}}/line")
    listed = sorted(v for v in _seq(index, "access/{}/line") if isinstance(v, int))
    try:
        view = finding.data["accesses"][int(i)]
    except (KeyError, IndexError, TypeError):
        view = None
    own = _addptrs(_model(ctx, finding.stage), line)
    ok = (chain.op == op and op in (ctx.line(finding.stage, line) or "") and said == [o.line for o in chain.offsets]
          and said == own and listed == sorted(c.line for c in found) and isinstance(view, Mapping)
          and view.get("op") == op and view.get("line") == line and _at(claim, line)
          and list(finding.lines) == _seq(index, "access/{}/line"))
    return ok, f"{finding.stage}:{line} is {chain.op} with tt.addptr at {own}"


#: Ops whose pointer result is not computed from their pointer operands (a load of a pointer reads memory), and loops
#: and branches, whose pointer results are their regions' values (followed through :meth:`IRModule.carried`).
_NOT_ADDRESS = frozenset({"tt.load", "tt.atomic_rmw", "tt.atomic_cas", "tt.call", "scf.for", "scf.while", "scf.if"})


def _addptrs(model: mlir_model.IRModule, line: int) -> list[int]:
    """The lines of every ``tt.addptr`` on the pointer of the access at ``line``, by this module's own backward walk:
    from the access's pointer operand through every op whose result is a pointer (or a tensor of them), following
    each of its operands whose type is one, and a loop's carried value to its initial and yielded values; a
    ``tt.addptr`` is recorded and its base followed. Not the analysis's list of pointer views: any op that computes a
    pointer from pointers is on the path (trial 11b F1: the ``tt.bitcast`` of a ``tl.int1`` pointer to ``i8``)."""
    access = model.by_line.get(line)
    key = _pointer(model, line)
    todo, seen, found = [key] if key else [], set(), set()
    while todo and access is not None:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(model.carried(name))
        d = model.defining_op(name)
        v = model.values.get(name)
        if d is None or v is None or v.is_block_arg or d.name in _NOT_ADDRESS:
            continue
        if d.name == "tt.addptr":
            found.add(d.line)
        todo.extend(k for k in d.operand_keys if k and k in model.values and "!tt.ptr<" in (model.values[k].type or ""))
    return sorted(found)


@claim_rule("offset")
def offset(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``access/I/offset/J/FIELD``: the J-th ``tt.addptr`` (in line order) on the pointer chain of access I: its
    ``line``, its offset operand (``offset``, the SSA name), and the offset's ``type``, ``bits`` and ``shape`` read
    from the ``tt.addptr`` line's own types; ``data["accesses"]`` states the same (and, for ``offset``, the ops of
    the offset's backward slice the walk gives)."""
    _, i, _, j, field = claim.key.split("/")
    line = _sibling(finding, f"access/{i}/line")
    found, _ = _fresh(ctx, finding.stage)
    chain = next((c for c in found if c.line == line), None)
    if chain is None or int(j) >= len(chain.offsets):
        return False, f"access {finding.stage}:{line} has no tt.addptr #{j}"
    o = chain.offsets[int(j)]
    ty, bits, shape = _offset_type(ctx.line(finding.stage, o.line) or "")
    derived: Any = {"line": o.line, "offset": o.name, "type": ty, "bits": bits, "shape": shape}[field]
    ok, said = equal(claim.value, derived)
    data = _data_offset(finding, int(i), int(j))
    view = list(claim.value) if isinstance(claim.value, tuple) else claim.value
    agree = data is not None and data.get(field) == view and (
        field != "offset" or data.get("built_from") == [{"line": ln, "op": n} for ln, n in o.built_from])
    return ok and agree and _at(claim, o.line), said + ("" if agree else "; data['accesses'] says otherwise")


def _product(f: Finding, claim: Claim, ctx: ClaimContext) -> tuple[str, Product | None]:
    prefix = claim.key[:claim.key.rfind("/") + 1] if re.match(r"product/\d+/", claim.key) else ""
    if prefix and "/access/" in claim.key:
        prefix = claim.key[:claim.key.index("access/")]
    _, prods = _fresh(ctx, f.stage)
    line = _sibling(f, f"{prefix}line")
    return prefix, next((p for p in prods if p.line == line), None)


@claim_rule("i32-product")
def i32_product(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A product of a program id (or of a loaded value) by a runtime argument (keys ``product``, ``line``, ``width``,
    ``pid_line``, ``pid_axis`` or ``load_line``, ``argument``, ``access/K``, under ``product/N/`` in the 64-bit
    finding): the product the walk finds at that line (which the finding cites, with its Python line:
    :func:`_cites`), of the kind the finding's claims say (a loaded factor states ``load_line``, a loop's bound
    ``bound_loop/0``); its ``arith.muli`` text and width read from the line, the program id's line holding
    ``tt.get_program_id`` of that axis (a loaded factor's line a ``tt.load`` of integers), reaching an operand of the
    product forward along its uses, the argument a function argument, each access one whose pointer the product's
    value reaches forward along its uses, a loop's upper bound not counted (trial 8c M1: a bound is no offset)."""
    prefix, p = _product(finding, claim, ctx)
    stage = finding.stage
    bounded = _quotient_product(ctx, stage, _sibling(finding, prefix + "line"))
    if bounded:
        return False, bounded
    if p is None:
        return False, f"no product of a program id by an argument at {stage}:{_sibling(finding, prefix + 'line')}"
    if not _at(claim, p.line, p.pid_line):
        return False, f"a ref is at none of {stage}:{p.line}, {stage}:{p.pid_line}"
    text = ctx.line(stage, p.line) or ""
    field = claim.key[len(prefix):]
    width = _types(text)[-1] if _types(text) else ""
    if field == "product":
        op_text = text.split("=", 1)[-1].split(" loc(")[0].strip()
        return claim.value == op_text, f"{stage}:{p.line} holds {text.strip()[:100]!r}"
    if field == "line":
        ok, said = equal(claim.value, p.line)
        index = _claims(finding)
        kind = (p.source == "load") == (f"{prefix}load_line" in index) and \
            (p.role == "bound") == ("bound_loop/0" in index)
        # every runtime factor on the way to an offset is named (trial 7b M1: one dropped silently is caught here)
        factors = [ln for ln, _, _ in _factors(ctx, stage, p.line)] if not prefix and p.role == "offset" else []
        named = factors == _seq(index, "factor/{}/line")
        # a product no offset holds as a term, only the quotients and remainders of it, is said to be one (trial 13c
        # M1: an iteration count worded as "2^31-1 elements"); on this module's own forward walk
        divided = not prefix and p.role == "offset" and not _terms_reach(ctx, stage, p)
        stated = bool(_seq(index, "via/{}"))
        return (ok and kind and named and divided == stated and _listed(finding, prefix, p)
                and _cites(finding, prefix, p, ctx),
                said + ("" if kind else f"; the product is a {p.source} product, role {p.role}")
                + ("" if named else f"; the runtime factors on its way to offsets are at {factors}")
                + ("" if divided == stated else "; no offset holds the product as a term, only divisions of it"
                   if divided else "; an offset holds the product as a term"))
    if field == "width":
        bits = re.fullmatch(r"(?:tensor<(?:\d+x)+)?i(\d+)\b[^!]*", width)
        ok, said = equal(claim.value, int(bits[1]) if bits else None)
        return ok and " arith.muli " in text, said
    model = _model(ctx, stage)
    mul, pid = model.by_line.get(p.line), model.by_line.get(p.pid_line)
    if field in ("pid_line", "load_line"):
        ok, said = equal(claim.value, p.pid_line)
        # a loaded value is a term of the factor (a loop's bound it only limits does not count); a program id may
        # also end a loop whose variable is the factor ("steps by or ends at a program id")
        reach = _reached(model, pid.result_keys, bounds=field == "pid_line") if pid is not None else set()
        feeds = mul is not None and any(k in reach for k in mul.operand_keys)
        held = ctx.line(stage, p.pid_line) or ""
        if field == "pid_line":
            kind = p.source == "pid" and "tt.get_program_id" in held
        else:
            kind = p.source == "load" and _LOAD_INT.search(held) is not None
            # a load said to leave the factor unbounded must reach it by a path no remainder or mask by a constant
            # bounds (trial 12a F3: the sequence length reached ``loc`` through ``offs_n % PAGE_SIZE`` only)
            # (read from the claimed line, on the rules' own walk: not the analysis's choice of load)
            src = model.by_line.get(claim.value) if isinstance(claim.value, int) else None
            free = _reached(model, src.result_keys, bounds=False,
                            cut=lambda user, key: _bounding(ctx, stage, model, user, key)) if src is not None else set()
            unbounded = _sibling(finding, prefix + "load_most") is None  # the finding says the IR gives no bound
            if unbounded and mul is not None and not any(k in free for k in mul.operand_keys):
                return False, (f"{said}; the value of {stage}:{claim.value} reaches no operand of {stage}:{p.line} "
                               "but through a remainder or mask by a constant, which bounds it, or a select's "
                               "condition, which is no term of it")
        return (ok and kind and feeds,
                said + ("" if feeds else f"; the value of {stage}:{p.pid_line} reaches no operand of "
                        f"{stage}:{p.line} (forward along its uses)") + ("" if kind else f"; {held.strip()[:80]!r}"))
    if field == "pid_axis":  # the axis when a factor is the program id itself (the PTX search by %ctaid), else None
        m = _PID_AXIS.search(ctx.line(stage, p.pid_line) or "")
        return equal(claim.value, (m[1] if m else None) if p.pid_axis is not None else None)
    if field == "argument":
        args = [mlir_model.display(v.key) for v in _model(ctx, stage).function_args]
        ok, said = equal(claim.value, p.argument)
        return ok and claim.value in args, said
    if field.startswith("access/"):
        k = int(field.split("/")[1])
        index = _claims(finding)
        listed = _seq(index, prefix + "access/{}")
        view = finding.data.get("accesses") if not prefix else None
        ok = list(p.accesses) == listed and (view is None or view == listed) and k < len(p.accesses)
        reach = _reached(model, mul.result_keys, bounds=False) if mul is not None else set()
        feeds = _pointer(model, claim.value) in reach and (p.source == "pid" or _term(ctx, stage, p.line))
        how = "" if p.source == "pid" else ", as a term of a tt.addptr offset"
        why = "" if feeds else f"; {stage}:{p.line} reaches no pointer of {stage}:{claim.value} (forward{how})"
        return ok and p.role == "offset" and claim.value == p.accesses[k] and feeds, \
            f"the product addresses {list(p.accesses)}" + why
    return False, f"no such field {field!r}"


def _dividend(ctx: ClaimContext, stage: str, user: mlir_model.IROp, key: str) -> bool:
    """Whether ``key`` is the dividend of op ``user``, an integer division or remainder (its name read from its
    line's text: :data:`DIVIDES`), and not also its divisor."""
    m = _OP_LINE.match(ctx.line(stage, user.line) or "")
    keys = list(user.operand_keys)
    return m is not None and m["op"] in DIVIDES and len(keys) == 2 and keys[0] == key and keys[1] != key


def _terms_reach(ctx: ClaimContext, stage: str, p: Product) -> bool:
    """Whether the product's value reaches the pointer of one of its accesses forward along its uses without passing
    through the dividend of an integer division or remainder (:func:`_dividend`)."""
    model = _model(ctx, stage)
    mul = model.by_line.get(p.line)
    if mul is None:
        return True
    reach = _reached(model, mul.result_keys, bounds=False, cut=lambda user, key: _dividend(ctx, stage, user, key))
    return any(_pointer(model, a) in reach for a in p.accesses)


@claim_rule("divided-product")
def divided_product(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A product said to reach the offsets only as a dividend (keys ``via/K``, ``via/K/op``; trial 13c M1): on this
    module's own forward walk the product reaches the pointer of none of its accesses once every dividend of an
    integer division or remainder is cut (:func:`_terms_reach`), and ``via/K`` is the line of such an op (its name,
    ``via/K/op``, read from the line's text) whose dividend the product's value reaches without passing through
    another division."""
    _, p = _product(finding, claim, ctx)
    stage = finding.stage
    if p is None:
        return False, f"no product at {stage}:{_sibling(finding, 'line')}"
    if _terms_reach(ctx, stage, p):
        return False, f"{stage}:{p.line} reaches a pointer as a term of its offset, not only through a division"
    k = claim.key.split("/")[1]
    line = _sibling(finding, f"via/{k}")
    m = _OP_LINE.match(ctx.line(stage, line) or "") if isinstance(line, int) else None
    if m is None or m["op"] not in DIVIDES:
        return False, f"{stage}:{line} holds no integer division or remainder"
    if claim.key.endswith("/op"):
        return equal(claim.value, m["op"])
    model = _model(ctx, stage)
    mul, div = model.by_line.get(p.line), model.by_line.get(line)
    reach = _reached(model, mul.result_keys, bounds=False,
                     cut=lambda user, key: _dividend(ctx, stage, user, key)) if mul is not None else set()
    fed = div is not None and bool(div.operand_keys) and div.operand_keys[0] in reach
    ok, said = equal(claim.value, line)
    return ok and fed and _at(claim, line), said + ("" if fed else f"; {stage}:{p.line} reaches not its dividend")


_TERMS = ("tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "tt.trans", "arith.addi",
          "arith.subi", "arith.muli", "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast")


def _term(ctx: ClaimContext, stage: str, line: int) -> bool:
    """Whether the result of the op at ``line`` reaches a ``tt.addptr``'s offset operand forward along its uses
    through shape ops, sums, products and casts only, each op's name read from its line's text (a loaded factor's
    product must be a term of an offset: trial 8c's lightllm ``cur_block_num`` only ends a ``while``)."""
    model = _model(ctx, stage)
    op = model.by_line.get(line)
    todo, seen = (list(op.result_keys[:1]) if op is not None else []), set[str]()
    while todo and len(seen) < 2000:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        for user in model.users(key):
            m = _OP_LINE.match(ctx.line(stage, user.line) or "")
            name = m["op"] if m else ""
            if name == "tt.addptr" and len(user.operand_keys) > 1 and user.operand_keys[1] == key:
                return True
            if name in _TERMS:
                todo.extend(user.result_keys[:1])
    return False


# e.g. %physical_block_idx = tt.load %7 : !tt.ptr<i32> loc(#loc40)   e.g. … tt.load %8 : tensor<32x!tt.ptr<i32>, …>
_LOAD_INT = re.compile(r"\btt\.load\b.*:\s*(?:tensor<[^!]*)?!tt\.ptr<i\d+>")


def _pointer(model: mlir_model.IRModule, line: object) -> str | None:
    """The pointer operand's key of the global access at ``line`` (``None`` for none)."""
    access = model.by_line.get(line) if isinstance(line, int) else None
    return access.operand_keys[ACCESS_OPS[access.name]] if access is not None and access.name in ACCESS_OPS \
        and access.operand_keys else None


@claim_rule("loop-bound")
def loop_bound(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A product that is only a loop's upper bound (trial 8c M1; keys ``bound_loop/K``, ``bound_op``,
    ``bound_op_line``, ``loop_access/K``), re-derived on this module's own forward walk over the rules' parse, not
    the analysis's backward slice: the product's value reaches the upper bound operand of the ``scf.for`` at
    ``bound_loop/K`` (the ``to`` of its line) and the pointer of no global access (a loop's bound not reaching its
    induction variable: :func:`_reached` with ``bounds`` false); ``bound_op`` is the op whose line defines that
    upper bound (read from the ``scf.for`` line's ``to %name`` and that name's defining line); each ``loop_access/K``
    is an access whose pointer the induction variable of one of the loops reaches, and they are all such accesses the
    walk gives."""
    stage, model = finding.stage, _model(ctx, finding.stage)
    line = _sibling(finding, "line")
    mul = model.by_line.get(line) if isinstance(line, int) else None
    if mul is None or mul.name != "arith.muli":
        return False, f"{stage}:{line} holds no arith.muli"
    value = _reached(model, mul.result_keys, bounds=False)
    loops = _seq(_claims(finding), "bound_loop/{}")
    ops = [model.by_line.get(ln) if isinstance(ln, int) else None for ln in loops]
    if not ops or any(op is None or op.name != "scf.for" or len(op.operand_keys) < 3 for op in ops):
        return False, f"{loops} are not all scf.for lines"
    fed = [op for op in ops if op is not None and op.operand_keys[1] in value]
    if len(fed) != len(ops):
        return False, f"{stage}:{line} reaches the upper bound of only {[o.line for o in fed]}"
    pointers = {_pointer(model, o.line) for o in model.ops if o.name in ACCESS_OPS}
    if value & pointers:
        return False, f"{stage}:{line} reaches a pointer as a value (it is an offset, not only a bound)"
    first = ops[0]
    assert first is not None
    if claim.key in ("bound_op", "bound_op_line"):
        m = _FOR_TO.search(ctx.line(stage, first.line) or "")
        ub = m[1] if m else ""
        no, held = next(((n, t) for n in range(first.line - 1, 0, -1)
                         if (t := ctx.line(stage, n) or "").lstrip().startswith(ub + " = ")), (None, ""))
        op = _OP_LINE.match(held)
        derived = (op["op"] if op else None) if claim.key == "bound_op" else no
        ok, said = equal(claim.value, derived)
        return ok and _at(claim, no), said
    if claim.key.startswith("bound_loop/"):
        return _at(claim, claim.value), f"{stage}:{line} reaches the upper bound of {loops}"
    ivs = [k for op in ops if op is not None for k in [model.induction_variable(op)] if k]
    reach = _reached(model, ivs, bounds=False)
    derived = [a.line for a in model.ops if a.name in ACCESS_OPS and _pointer(model, a.line) in reach]
    listed = _seq(_claims(finding), "loop_access/{}")
    ok = listed == derived and claim.value in derived and finding.data.get("accesses") == listed
    return ok, f"the loops' induction variables address {derived}"


# e.g.     %dw:6 = scf.for %row = %row_start to %row_end_26 step %c1_i32 iter_args(…) -> (…)  : i32 {
_FOR_TO = re.compile(r"\bscf\.for\s+%[\w$.-]+\s*=\s*%[\w$.-]+\s+to\s+(%[\w$.-]+)\s+step\b")


@claim_rule("offset-factor")
def offset_factor(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``factor/K/line``, ``/name``, ``/addptr``: the runtime values a product is multiplied by in i32 on its way to a
    ``tt.addptr`` offset (trial 7b M1), recomputed by this module's own forward walk (:func:`_factors`: each op's
    name, constant and type read from its line's text), not by
    :func:`ir_explorer.analyses.offset_scale.runtime_factors`; the name is the factor's Python name
    (:func:`ir_explorer.analyses.offset_scale.factor_name` on the rules' parse)."""
    k, field = claim.key.split("/")[1:]
    derived = _factors(ctx, finding.stage, _sibling(finding, "line"))
    said = _seq(_claims(finding), "factor/{}/line")
    if said != [d[0] for d in derived] or int(k) >= len(derived):
        return False, f"the runtime factors on the way are at {[d[0] for d in derived]}"
    ln, key, at = derived[int(k)]
    value = {"line": ln, "addptr": at,
             "name": factor_name(_model(ctx, finding.stage), key)}[field]
    ok, text = equal(claim.value, value)
    return ok and _at(claim, at if field == "addptr" else ln), text


def _factors(ctx: ClaimContext, stage: str, line: object) -> list[tuple[int, str, int]]:
    """``(muli line, factor key, first addptr line)`` of each i32 ``arith.muli`` by a non-constant value on a
    def-use path from the product at ``line`` to a ``tt.addptr`` offset, through the ops :func:`_scale` follows
    and an ``scf.for``'s lower bound into its induction variable (each op's name, constant and i32 result type read
    from its line's text), in line order."""
    model = _model(ctx, stage)
    op = model.by_line.get(line) if isinstance(line, int) else None
    found: dict[tuple[int, str], int] = {}
    todo: list[tuple[str, tuple[tuple[int, str], ...]]] = [(op.result_keys[0], ())] if op is not None \
        and op.result_keys else []
    seen: set[tuple[str, tuple[tuple[int, str], ...]]] = set()
    while todo and len(seen) < 2000:
        key, path = todo.pop()
        if (key, path) in seen:
            continue
        seen.add((key, path))
        for user in model.users(key):
            text = ctx.line(stage, user.line) or ""
            m = _OP_LINE.match(text)
            name = m["op"] if m else ""
            keys = list(user.operand_keys)
            if name == "tt.addptr" and len(keys) > 1 and keys[1] == key:
                for step in path:
                    found[step] = min(found.get(step, user.line), user.line)
            elif user.result_keys and name in _KEEPS:
                todo.append((user.result_keys[0], path))
            elif name == "scf.for" and keys and keys[0] == key and (iv := model.induction_variable(user)) is not None:
                todo.append((iv, path))  # the lower bound is a term of the induction variable
            elif user.result_keys and name == "arith.muli" and len(keys) == 2:
                other = keys[1] if keys[0] == key else keys[0]
                if other is None or _const_at(ctx, stage, model, other) is not None:
                    todo.append((user.result_keys[0], path))
                elif _types(text) and re.fullmatch(r"(?:tensor<[\dx]+)?i32\b.*", _types(text)[-1]):
                    todo.append((user.result_keys[0], (*path, (user.line, other))))
    return sorted((ln, k, at) for (ln, k), at in found.items())


# e.g. %pid_b = arith.muli %pid_c, %batch : i32 loc(#loc162)
_MULI = re.compile(r"=\s*arith\.muli\s+(%[\w$.-]+)\s*,\s*(%[\w$.-]+)\s*:")
# e.g. %bias_plane = arith.muli %Z, %H : i32 loc(#loc146)
_MUL_DEF = re.compile(r"^\s*(%[\w$.-]+)\s*=\s*arith\.muli\s+(%[\w$.-]+)\s*,\s*(%[\w$.-]+)\s*:")
# e.g. %pid_c = arith.divsi %pid_bc, %batch : i32 loc(#loc161)
_DIV = re.compile(r"^\s*(%[\w$.-]+)\s*=\s*arith\.div[su]i\s+(%[\w$.-]+)\s*,\s*(%[\w$.-]+)\s*:")


def _quotient_product(ctx: ClaimContext, stage: str, line: object) -> str | None:
    """Why the ``arith.muli`` at ``line`` cannot overflow when it is ``x // n * n`` (trial 6 F6) or ``x // (m * n) *
    n`` (trial 13b F1: OpenFold's ``off_hz // (Z * H) * H``), read from the raw text on this module's own path: one
    operand defined by an ``arith.divsi``/``divui`` line (found by its ``%name =`` in the stage text, the last
    definition above the product) whose divisor is the product's other operand, or is defined by an ``arith.muli``
    line (the last definition above the quotient) with the product's other operand as an operand. Such a product is
    at most ``x``, an i32. ``None`` otherwise."""
    text = ctx.line(stage, line) if isinstance(line, int) else None
    m = _MULI.search(text or "")
    if m is None or not isinstance(line, int):
        return None
    lines = ctx.lines(stage)
    for q, n in ((m[1], m[2]), (m[2], m[1])):
        for no in range(min(line - 1, len(lines)), 0, -1):
            d = _DIV.match(lines[no - 1])
            if d is not None and d[1] == q:
                if d[3] == n:
                    return (f"{stage}:{line} multiplies {q} = {d[2]} // {n} ({stage}:{no}) by {n}: the product is at "
                            f"most {d[2]}, itself an i32, so it cannot overflow")
                # x // (m * n) * n is at most x // m (trial 13b F1: OpenFold's off_hz // (Z * H) * H)
                for up in range(no - 1, 0, -1):
                    f = _MUL_DEF.match(lines[up - 1])
                    if f is not None and f[1] == d[3]:
                        if n in (f[2], f[3]):
                            return (f"{stage}:{line} multiplies {q} = {d[2]} // {d[3]} ({stage}:{no}) by {n}, a "
                                    f"factor of {d[3]} = {f[2]} * {f[3]} ({stage}:{up}): the product is at most "
                                    f"{d[2]}, itself an i32, so it cannot overflow")
                        break
                break
    return None


def _listed(f: Finding, prefix: str, p: Product) -> bool:
    """Whether the 64-bit finding's ``data["products"]`` entry of product ``product/N/`` states what its claims and
    the walk do (true for the 32-bit warning, which has no such list)."""
    if not prefix:
        return True
    try:
        view = f.data["products"][int(prefix.split("/")[1])]
    except (KeyError, IndexError, TypeError, ValueError):
        return False
    ptx = {c.key[len(prefix) + 4:]: c.value for c in f.claims if c.key.startswith(f"{prefix}ptx/")}
    return (isinstance(view, Mapping) and view.get("line") == p.line and view.get("width") == p.width
            and view.get("argument") == p.argument and view.get("pid_line") == p.pid_line
            and view.get("accesses") == list(p.accesses) and view.get("product") == p.text
            and {k: v for k, v in (view.get("ptx") or {}).items() if k in ptx} == ptx
            and (view.get("ptx") is None) == (not ptx))


def _cites(f: Finding, prefix: str, p: Product, ctx: ClaimContext) -> bool:
    """Whether finding ``f`` cites the product's line (the warning: only it; the 64-bit finding: the line of each of
    its products, in order) and, for its first product, the Python line the product's ``loc`` gives (when it has
    one)."""
    lines = [v for v in _seq(_claims(f), "product/{}/line")] if prefix else [p.line]
    if list(f.lines) != lines:
        return False
    loc = ctx.python(f.stage, p.line) if prefix in ("", "product/0/") else None
    return loc is None or f.python_line == loc[1]


@metric_rule("i32_offset_products")
def i32_offset_products(value: object, ctx: ClaimContext) -> Verdict:
    """``i32_offset_products``: the i32 products of a program id by a runtime argument that pointer offsets hold (not
    a loaded factor's, not a loop bound's)."""
    stage = "ttir" if "ttir" in ctx.stages else "ttgir"
    _, prods = _fresh(ctx, stage)
    return equal(value, sum(1 for p in prods if p.width == 32 and p.source == "pid" and p.role == "offset"))


@claim_rule("var-name")
def var_name(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``factors`` (``row * stride``), ``pid_name``, ``fix`` (``row.to(tl.int64)``), ``example`` and a loop's
    ``loop_line``/``loop_start``: the Python names of the product's two operands from their ``loc``, re-derived by
    :func:`ir_explorer.analyses.offset_scale.product_names` on the rules' own parse (it catches a claim that drifts from
    the IR, not a wrong naming), with the kernel's own Python file for a factor no name on the walk spells; the
    product's line must hold an ``arith.muli``, and no name is an SSA value's (trial 13a M2: "Fix:
    (%c_ptrs).to(tl.int64)" is no Python a user can act on), nor, for a factor's name (``pid_name``, ``factor``,
    ``load_name``, ``other_name``, ``fix``), an expression the product's own Python line does not write where that
    line writes the name ``product_names`` derives (:func:`~ir_explorer.analyses.offset_scale.written_on`; trial
    14c M1)."""
    if isinstance(claim.value, str) and (ssa := SSA_NAME.search(claim.value)):
        return False, f"{claim.key} names the SSA value {ssa[0]}…, not a Python expression"
    line = _sibling(finding, "line")
    fresh = _model(ctx, finding.stage)
    op = fresh.by_line.get(line) if isinstance(line, int) else None
    if op is None or op.name != "arith.muli":
        return False, f"line {line} holds no arith.muli"
    prods = [p for p in _fresh(ctx, finding.stage)[1] if p.line == line]
    if not prods:
        return False, f"no product of a program id at {finding.stage}:{line}"
    source = _kernel_source(ctx, finding.stage)
    derived = product_names(fresh, finding.stage, prods[0], _scale(ctx, finding.stage, line)[0],
                            source).get(claim.key)
    wrote = cited_line(fresh, op, source) if claim.key in _NAMES else None
    if wrote is not None and isinstance(claim.value, str) and isinstance(derived, str) \
            and not written_on(claim.value.removesuffix(".to(tl.int64)"), wrote) \
            and written_on(derived.removesuffix(".to(tl.int64)"), wrote):
        # the product's own Python line writes the factor: a name it does not hold is another expression (trial
        # 14c M1: CSE merged off_n's tl.arange into off_d's, and "(c + off_d)[None, :]" was named)
        return False, (f"{claim.key} {claim.value!r} is not written on the cited Python line {wrote.strip()!r}, "
                       f"which writes {derived!r}")
    ok, said = equal(claim.value, derived)
    if claim.key == "example" and isinstance(claim.value, str):  # on the raw lines, apart from product_names
        reach = _unreachable_example(ctx, finding.stage, line, claim.value)
        if reach:
            return False, reach
    return ok and _at(claim, line), said


#: The claims of :func:`var_name` that name one factor of the product (``fix``: with ``.to(tl.int64)``).
_NAMES = ("pid_name", "factor", "load_name", "other_name", "fix")

# e.g. #loc56 = loc("/work/k.py":52:23)
_LOC_FILE = re.compile(r'loc\("([^"]+)":\d+:\d+\)')


def _kernel_source(ctx: ClaimContext, stage: str) -> dict[str, str]:
    """The kernel's own Python file as :func:`~ir_explorer.capture.stages.python_file_text` shows it, under each
    spelling of its path the ``stage``'s locations use (as the report engine hands it to the analyses); ``{}``
    when it cannot be shown."""
    from pathlib import Path

    from ir_explorer.capture.stages import python_file_text  # deferred: the store's blob read, only for this rule

    own = ctx.comp.source_path
    files = {f for f in _LOC_FILE.findall(ctx.stages.get(stage) or "") if own and Path(f) == Path(own)}
    text = python_file_text(ctx.comp) if files else None
    return {f: text for f in files} if text is not None else {}


# e.g. %per_cu = arith.divsi %total_streamk_iters, %c132_i32 : i32 loc(#loc164)
_INT_OP = re.compile(r"^\s*(?P<res>%[\w$.-]+)\s*=\s*(?P<op>arith\.(?:divsi|divui|remsi|remui|muli|addi|subi|extsi|"
                     r"extui|trunci))\s+(?P<a>%[\w$.-]+)(?:\s*,\s*(?P<b>%[\w$.-]+))?\s*:\s*i\d+\b")
# e.g. %c132_i32 = arith.constant 132 : i32
_INT_CONST = re.compile(r"^\s*(?P<res>%[\w$.-]+)\s*=\s*arith\.constant\s+(?P<v>-?\d+)\s*:\s*i\d+\b")
# e.g. e.g. per_cu = 2*1024*1024 from pid = 1024 on
_EXAMPLE = re.compile(r"^e\.g\. (?P<f>.+?) = (?P<v>[\d*]+) from (?P<p>.+?) = (?P<q>\d+) on$")


def _unreachable_example(ctx: ClaimContext, stage: str, line: object, example: str) -> str | None:
    """Why an example of the product at ``line`` cannot happen, read from the raw lines on this module's own path:
    for ``e.g. F = V from P = Q on``, the operand named F (its SSA name is F's, less a ``_N`` suffix) is bounded by the
    constants that divide it, an unknown i32 being at most 2^31 in magnitude, below V (trial 10c F3), or the other
    operand (P's) is bounded by constants below Q: remainders, quotients, sums and products of constants, through
    ``tt.splat``/``tt.expand_dims``/``tt.broadcast``/casts, a ``tt.make_range`` at most its end - 1 (trial 13c F5:
    ``(start_qh + heads)[:, None]``, at most 31, was said to reach 1024); for ``X is at most N, so only from Y = Z
    on``, Z is no value of an i32 (trial 13c F4: "only from ind_stride_h = 2147483648 on"). ``None`` when the example
    may happen or has another form."""
    text = ctx.line(stage, line) if isinstance(line, int) else None
    mul = _MULI.search(text or "")
    if mul is None or not isinstance(line, int):
        return None
    bounded = _BOUNDED.match(example)
    if bounded is not None:
        if int(bounded["q"]) > 2**31 - 1:
            return (f"{stage}:{line}: {bounded['f']} is an i32 (at most 2147483647), so it cannot be {bounded['q']}: "
                    f"a factor at most {bounded['most']} times an i32 cannot pass 2^31-1")
        return None
    m = _EXAMPLE.match(example)
    if m is None:
        return None
    value = 1
    for part in m["v"].split("*"):
        value *= int(part)
    lines = ctx.lines(stage)[:line]
    defs = {d["res"]: d for ln in lines if (d := _INT_OP.match(ln))}
    consts = {c["res"]: int(c["v"]) for ln in lines if (c := _INT_CONST.match(ln))}

    def most(name: str, depth: int = 0) -> int:
        if name in consts:
            return min(2**31, abs(consts[name]))
        d = defs.get(name)
        if d is None or depth > 12:
            return 2**31
        a = most(d["a"], depth + 1)
        if d["op"] in ("arith.extsi", "arith.extui", "arith.trunci") or d["b"] is None:
            return a
        c = consts.get(d["b"])
        if d["op"] in ("arith.divsi", "arith.divui"):
            return a // abs(c) if c else a
        if d["op"] in ("arith.remsi", "arith.remui") and c:
            return min(a, abs(c) - 1)
        b = most(d["b"], depth + 1)
        return min(2**31, a * b if d["op"] == "arith.muli" else a + b)

    factor = next((o for o in (mul[1], mul[2]) if re.sub(r"_\d+$", "", o[1:]) == m["f"]), None)
    if factor is not None and (bound := most(factor)) < value:
        return (f"{stage}:{line}: {m['f']} ({factor}) is at most {bound} (the constants that divide it, read from the "
                f"lines), so it cannot be {value}")
    # the other side: the operand that is not the argument F (nor a splat or cast of it)
    tile = _tile_defs(lines)
    pid = [o for o in (mul[1], mul[2]) if o != factor and not _is_argument(tile, o, m["f"])]
    if len(pid) == 1 and (bound := _tile_most(tile, pid[0])) < int(m["q"]):
        return (f"{stage}:{line}: {m['p']} ({pid[0]}) is at most {bound} (constants, ranges and remainders by "
                f"constants, read from the lines), so it cannot be {m['q']}")
    return None


# e.g. "off_kh is at most 1, so only from ind_stride_h = 2147483648 on"
_BOUNDED = re.compile(r"^(?P<p>.+?) is at most (?P<most>\d+), so only from (?P<f>.+?) = (?P<q>\d+) on$")
# e.g. %q_ptrs_20 = arith.addi %q_ptrs_19, %heads : tensor<16xi32> loc(#loc119)
# e.g. %heads = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32> loc(#loc114)
_TILE_OP = re.compile(r"^\s*(?P<res>%[\w$.-]+)\s*=\s*(?P<op>[a-z_]+\.[\w.]+)\s+(?P<rest>.*)$")
_RANGE_END = re.compile(r"\{end = (?P<end>\d+) : i32, start = (?P<start>-?\d+) : i32\}")
_DENSE = re.compile(r"^(?:dense<(?P<d>-?\d+)>|(?P<s>-?\d+))\s*:")
_ONE_OPERAND = ("tt.splat", "tt.expand_dims", "tt.broadcast", "ttg.convert_layout", "tt.reshape", "arith.extsi",
                "arith.extui", "arith.trunci", "arith.index_cast")


def _tile_defs(lines: Sequence[str]) -> dict[str, tuple[str, list[str], str]]:
    """SSA name → ``(op, operand names, rest of the line)`` of every op line of ``lines`` (scalar or tensor)."""
    out: dict[str, tuple[str, list[str], str]] = {}
    for ln in lines:
        d = _TILE_OP.match(ln.split(" loc(")[0])
        if d is not None:
            head = d["rest"].split(" : ")[0].split("{")[0]
            out[d["res"]] = (d["op"], re.findall(r"%[\w$.-]+", head), d["rest"])
    return out


def _is_argument(defs: Mapping[str, tuple[str, list[str], str]], name: str, arg: str, depth: int = 0) -> bool:
    """Whether value ``name`` is the function argument ``arg`` itself or a splat or cast of it."""
    if name == f"%{arg}":
        return True
    d = defs.get(name)
    return d is not None and depth < 6 and d[0] in _ONE_OPERAND and len(d[1]) == 1 and \
        _is_argument(defs, d[1][0], arg, depth + 1)


def _tile_most(defs: Mapping[str, tuple[str, list[str], str]], name: str, depth: int = 0) -> int:
    """The largest magnitude value ``name`` (scalar or tensor) can have when constants bound it, read from the op
    lines: a constant (``dense<c>`` too), a ``tt.make_range`` (its end - 1, from a start >= 0), a remainder by a
    constant, a quotient by one, sums and products of bounded values, through shape ops and casts; 2^31 otherwise
    (an argument, a program id, a load)."""
    top = 2**31
    d = defs.get(name)
    if d is None or depth > 16:
        return top
    op, used, rest = d
    if op == "arith.constant":
        c = _DENSE.match(rest.strip())
        return min(top, abs(int(c["d"] or c["s"]))) if c else top
    if op == "tt.make_range":
        r = _RANGE_END.search(rest)
        return max(0, int(r["end"]) - 1) if r and int(r["start"]) >= 0 else top
    if op in _ONE_OPERAND and len(used) == 1:
        return _tile_most(defs, used[0], depth + 1)
    if len(used) != 2:
        return top
    a, b = (_tile_most(defs, k, depth + 1) for k in used)
    if op in ("arith.remsi", "arith.remui"):
        return min(a, b - 1) if 0 < b < top else a
    if op in ("arith.divsi", "arith.divui"):
        return a
    if op in ("arith.addi", "arith.subi"):
        return min(top, a + b)
    if op == "arith.muli":
        return min(top, a * b)
    return top


# e.g. %b_s_7 = arith.muli %b_s_6, %cst : tensor<64xi32> loc(#loc32)     e.g. %5 = tt.addptr %4, %b_s_7 : …
_OP_LINE = re.compile(r"^\s*(?:%[\w$.#-]+(?::\d+)?\s*=\s*)?\"?(?P<op>[a-z_]+\.[\w.]+)\"?")
# e.g. %c16_i32 = arith.constant 16 : i32     e.g. %cst = arith.constant dense<16> : tensor<64xi32>
_CONSTANT = re.compile(r"\barith\.constant\s+(?:dense<(-?\d+)>|(-?\d+))\s*:\s*(?:tensor<[\dx]+)?i\d+\b")
_KEEPS = ("tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "tt.trans", "arith.addi",
          "arith.subi")


def _bounding(ctx: ClaimContext, stage: str, model: mlir_model.IRModule, user: mlir_model.IROp, key: str) -> bool:
    """Whether op ``user`` bounds its result by a constant whatever ``key`` (its operand) holds, its name and
    constant read from the lines' text: ``key % c`` (``arith.remsi``/``remui``, ``key`` the dividend, ``c > 0``) or
    ``key & c`` (``arith.andi`` with a constant ``c >= 0``); or whether ``key`` is only the condition of an
    ``arith.select``, which chooses between the other two operands and is no term of the result (trial 14a F1:
    scattermoe's expert ids, compared into ``tl.where(e_mask, m_idx, 0)``'s condition, were said to build the row
    index the select returns)."""
    m = _OP_LINE.match(ctx.line(stage, user.line) or "")
    name = m["op"] if m else ""
    keys = list(user.operand_keys)
    if name == "arith.select" and len(keys) == 3 and keys[0] == key and key not in keys[1:]:
        return True
    if name in ("arith.remsi", "arith.remui") and len(keys) == 2 and keys[0] == key and keys[1] is not None:
        c = _const_at(ctx, stage, model, keys[1])
        return c is not None and c > 0
    if name == "arith.andi" and len(keys) == 2:
        other = keys[1] if keys[0] == key else keys[0]
        c = _const_at(ctx, stage, model, other) if other is not None else None
        return c is not None and c >= 0
    return False


def _const_at(ctx: ClaimContext, stage: str, model: mlir_model.IRModule, key: str) -> int | None:
    """The integer constant ``key`` holds, read from its defining line's text (through ``tt.splat``s)."""
    for _ in range(4):
        op = model.defining_op(key)
        text = ctx.line(stage, op.line) or "" if op is not None else ""
        m = _OP_LINE.match(text)
        if op is None or m is None:
            return None
        if m["op"] == "tt.splat" and op.operand_keys and op.operand_keys[0] is not None:
            key = op.operand_keys[0]
            continue
        c = _CONSTANT.search(text)
        return int(c[1] or c[2]) if m["op"] == "arith.constant" and c else None
    return None


def _scale(ctx: ClaimContext, stage: str, line: object) -> tuple[int, int | None]:
    """``(scale, addptr line)`` of the product at ``line``: the largest product of constant factors along a def-use
    path from it to a ``tt.addptr``'s offset operand (through shape ops, ``arith.addi``/``subi``, and
    ``arith.muli`` by a constant), each op's name and constant read from its line's text on the rules' own parse,
    not by :func:`ir_explorer.analyses.offset_scale.offset_scale`; ``(1, None)`` when no path does."""
    model = _model(ctx, stage)
    op = model.by_line.get(line) if isinstance(line, int) else None
    best: tuple[int, int | None] = (1, None)
    todo = [(op.result_keys[0], 1)] if op is not None and op.result_keys else []
    seen: set[tuple[str, int]] = set()
    while todo and len(seen) < 2000:
        key, scale = todo.pop()
        if (key, scale) in seen:
            continue
        seen.add((key, scale))
        for user in model.users(key):
            m = _OP_LINE.match(ctx.line(stage, user.line) or "")
            name = m["op"] if m else ""
            keys = list(user.operand_keys)
            if name == "tt.addptr" and len(keys) > 1 and keys[1] == key:
                if (scale, -user.line) > (best[0], -(best[1] or 10**9)):
                    best = (scale, user.line)
            elif user.result_keys and name in _KEEPS:
                todo.append((user.result_keys[0], scale))
            elif user.result_keys and name == "arith.muli" and len(keys) == 2:
                other = keys[1] if keys[0] == key else keys[0]
                c = _const_at(ctx, stage, model, other) if other is not None else None
                if c:
                    todo.append((user.result_keys[0], scale * abs(c)))
    return best


@claim_rule("offset-scale")
def offset_scale(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``scale``, ``scale_line``, ``threshold`` of an i32 product's warning: the largest constant factor by which
    the product reaches a ``tt.addptr`` offset (:func:`_scale`, recomputed here from the lines' text), that
    ``tt.addptr``'s line, and ``(2^31-1) // scale``; stated only when the scale is above 1."""
    line = _sibling(finding, "line")
    scale, at = _scale(ctx, finding.stage, line)
    derived = {"scale": scale, "scale_line": at, "threshold": (2**31 - 1) // scale}.get(claim.key)
    ok, said = equal(claim.value, derived)
    view = finding.data.get("scale") == scale and finding.data.get("scale_line") == at
    return ok and scale > 1 and view and _at(claim, line), said


def _ptx(ctx: ClaimContext) -> list[str]:
    return ctx.lines("ptx")


def _text(line: str) -> str:
    return " ".join(line.replace(";", " ").split())


def _origins(lines: Sequence[str], upto: int, reg: str) -> set[str]:
    """What PTX register ``reg`` holds at 1-based line ``upto``, followed back through ``mov``/``cvt`` copies:
    ``ctaid.x``… or ``param:N``."""
    for no in range(upto - 1, 0, -1):
        m = _PTX_OP.match(lines[no - 1])
        if m is None or m["dst"] != reg:
            continue
        src = m["src"].strip()
        if m["op"].startswith("mov.") and (c := re.fullmatch(r"%ctaid\.([xyz])", src)):
            return {f"ctaid.{c[1]}"}
        if m["op"].startswith("ld.param") and (p := _PARAM.search(src)):
            return {f"param:{p[1]}"}
        if m["op"].startswith(("mov.", "cvt.")) and re.fullmatch(r"%[\w$]+", src):
            return _origins(lines, no, src)
        return set()
    return set()


@claim_rule("ptx-multiply")
def ptx_multiply(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``ptx/line``, ``ptx/text``, ``ptx/found``, ``ptx/widened_line``, ``ptx/widened_text``: the PTX line holds a
    multiply of the product's width (32: ``mul.lo``/``mad.lo`` ``.s32``; 64: ``.s64`` or ``.wide.s32``) whose text is
    the one stated; one ``found`` by ``dataflow`` multiplies the ``%ctaid`` register of the program id's axis by the
    register loaded from the argument's ``.param`` (read back through ``mov``/``cvt``), one found by ``param`` that
    register by one not computed from parameters only, for a product of the argument itself
    (:func:`_param_multiply`), and one found otherwise reads no other argument's ``.param`` (trial 13c F3); the
    widening is the first later instruction with a 64-bit ``%rd`` destination that reads the product's register
    (none: ``None``)."""
    prefix = claim.key[:claim.key.index("ptx/")]
    field = claim.key[len(prefix) + 4:]
    lines = _ptx(ctx)
    n, width = _sibling(finding, f"{prefix}ptx/line"), _sibling(finding, f"{prefix}width")
    held = lines[n - 1] if isinstance(n, int) and 0 < n <= len(lines) else ""
    m = _PTX_OP.match(held)
    if m is None or width not in _MUL or not _MUL[width].match(m["op"]):
        return False, f"ptx:{n} holds no {width}-bit multiply: {held.strip()[:80]!r}"
    if field in ("line", "text", "found") and not _at(claim, n):
        return False, f"a ref is not at ptx:{n}"
    if field == "line":
        return True, f"ptx:{n} is a {width}-bit multiply"
    if field == "text":
        return equal(claim.value, _text(held))
    if field == "found":
        args = [mlir_model.display(v.key).lstrip("%") for v in _model(ctx, finding.stage).function_args]
        arg, axis = _sibling(finding, f"{prefix}argument"), _sibling(finding, f"{prefix}pid_axis")
        srcs = [s.strip() for s in m["src"].split(",")][:2]
        got = [_origins(lines, n, s) for s in srcs]
        mine = f"param:{args.index(arg)}" if arg in args else "?"
        # a multiply that reads another argument's .param is that argument's product (trial 13c F3)
        foreign = sorted(o for g in got for o in g if o.startswith("param:") and o != mine)
        if foreign and claim.value != "dataflow":
            return False, f"not found by dataflow; its factors are read from {', '.join(foreign)}, another " \
                "argument's .param"
        if claim.value == "param":
            return _param_multiply(finding, prefix, n, m["src"], ctx)
        if claim.value != "dataflow":
            return claim.value == "python line", "not found by dataflow"
        want = {f"ctaid.{axis}", mine}
        return got[0] | got[1] == want, f"the factors are {got}"
    wide = None
    reg = re.compile(re.escape(m["dst"]) + r"(?![\w$])")
    for later in range(n + 1, min(len(lines), n + 200) + 1):
        w = _PTX_OP.match(lines[later - 1])
        if w and w["dst"].startswith("%rd") and reg.search(w["src"]):
            wide = later
            break
    if not _at(claim, wide):
        return False, f"a ref is not at the widening, ptx:{wide}"
    if field == "widened_line":
        return equal(claim.value, wide)
    if field == "widened_text":
        return equal(claim.value, _text(lines[wide - 1]) if wide else None)
    return False, f"no such field {field!r}"


def _param_multiply(finding: Finding, prefix: str, n: int, src: str, ctx: ClaimContext) -> Verdict:
    """A PTX multiply ``found`` by ``param`` (at the product's Python line, by the argument's ``.param``; trial 13b
    F2): one factor is read back (through ``mov``/``cvt``) to the ``.param`` of the argument, the other is not
    computed from parameters and constants only (``N_CTX * N_CTX`` and ``Z * H`` are no product of a program id),
    and the IR product multiplies by that argument itself, through shape ops and casts (not by ``N_CTX * N_CTX``
    computed from it, whose PTX factor is no ``.param`` register)."""
    lines = _ptx(ctx)
    stage = finding.stage
    model = _model(ctx, stage)
    args = [mlir_model.display(v.key).lstrip("%") for v in model.function_args]
    arg = _sibling(finding, f"{prefix}argument")
    want = f"param:{args.index(arg)}" if arg in args else "?"
    srcs = [s.strip() for s in src.split(",")][:2]
    got = [_origins(lines, n, s) for s in srcs]
    if len(srcs) < 2 or want not in got[0] | got[1]:
        return False, f"neither factor of ptx:{n} is the .param of {arg!r}: {got}"
    other = srcs[1] if want in got[0] else srcs[0]
    if _param_only(lines, n, other):
        return False, (f"ptx:{n} multiplies the .param of {arg!r} by {other}, computed from parameters only: not "
                       "the product of a program id or a loaded value")
    line = _sibling(finding, f"{prefix}line")
    if not _by_argument(model, line, arg):
        return False, f"{stage}:{line} does not multiply by the argument {arg!r} itself (through shape ops and casts)"
    # several products of the argument on one Python line: the cited multiply's other factor comes from the IR
    # product's sources (trial 15c F1: ``cur_seq_start * xm_stride``'s multiply, a loaded register, was cited for
    # ``ram[:, None] * xm_stride``, built from a load and a program id)
    mine, ir = _ptx_from(lines, n, other), _ir_from(model, line)
    for k, alt, alt_other in _same_line_multiplies(lines, n, want):
        theirs = _ptx_from(lines, k, alt_other)
        if theirs != mine and mine != ir and theirs == ir:
            return False, (f"ptx:{n} multiplies the .param of {arg!r} by a value from {sorted(mine)}, but "
                           f"{stage}:{line}'s factors come from {sorted(ir)}: ptx:{k} {alt!r} at the same Python line "
                           "is its multiply")
    return True, f"ptx:{n} multiplies the .param of {arg!r} by {other}"


# e.g. 	.loc	1 35 53                         // t15c_lorax_sgmv_shrink.py:35:53
_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+\d+")


def _python_line(lines: Sequence[str], n: int) -> tuple[str, str] | None:
    """``(file, line)`` of the nearest ``.loc`` above PTX line ``n``; ``None`` when there is none."""
    for no in range(n - 1, 0, -1):
        if (m := _LOC.match(lines[no - 1])) is not None:
            return m[1], m[2]
    return None


def _same_line_multiplies(lines: Sequence[str], n: int, want: str) -> list[tuple[int, str, str]]:
    """``(line, text, other factor)`` of the other multiplies under the same ``.loc`` as PTX line ``n`` with one
    factor read back to ``want`` (``param:K``) and the other not computed from parameters only."""
    loc, op = _python_line(lines, n), _PTX_OP.match(lines[n - 1])
    if loc is None or op is None:
        return []
    out = []
    for no, text in enumerate(lines, 1):
        m = _PTX_OP.match(text)
        if no == n or m is None or m["op"] != op["op"] or _python_line(lines, no) != loc:
            continue
        srcs = [x.strip() for x in m["src"].split(",")][:2]
        if len(srcs) < 2:
            continue
        got = [_origins(lines, no, x) for x in srcs]
        if want in got[0] | got[1]:
            other = srcs[1] if want in got[0] else srcs[0]
            if not _param_only(lines, no, other):
                out.append((no, _text(text), other))
    return out


def _ptx_from(lines: Sequence[str], upto: int, operand: str, depth: int = 0) -> frozenset[str]:
    """Where PTX source ``operand`` at 1-based line ``upto`` comes from, read back through its definitions:
    ``"load"`` (written by an ``ld`` from memory), ``"ctaid.x"`` … (copied from ``%ctaid``); parameters, constants
    and ``%tid`` add nothing."""
    if (c := re.fullmatch(r"%ctaid\.([xyz])", operand)) is not None:
        return frozenset({f"ctaid.{c[1]}"})
    if depth > 24 or not re.fullmatch(r"%[\w$]+", operand):
        return frozenset()
    for no in range(upto - 1, 0, -1):
        dests = _PTX_LOAD.match(lines[no - 1]) and re.search(r"\{([^}]*)\}", lines[no - 1])
        if dests and operand in [d.strip() for d in dests[1].split(",")]:
            return frozenset({"load"})
        m = _PTX_OP.match(lines[no - 1])
        if m is None or m["dst"] != operand:
            continue
        if m["op"].startswith("ld.param"):
            return frozenset()
        if m["op"].startswith("ld."):
            return frozenset({"load"})
        out: set[str] = set()
        for src in re.findall(r"%[\w$.]+", m["src"]):
            out |= _ptx_from(lines, no, src, depth + 1)
        return frozenset(out)
    return frozenset()


def _ir_from(model: mlir_model.IRModule, line: object) -> frozenset[str]:
    """Where the operands of the ``arith.muli`` at IR ``line`` come from, read back over every op and a loop's carried
    values and bounds: ``"load"`` for a ``tt.load``, ``"ctaid.x"`` … for a ``tt.get_program_id``."""
    op = model.by_line.get(line) if isinstance(line, int) else None
    if op is None:
        return frozenset()
    todo, seen, out = [k for k in op.operand_keys if k], set[str](), set[str]()
    while todo and len(seen) < 4096:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        carried = model.carried(key)
        if carried:
            todo.extend(carried)
            continue
        d = model.defining_op(key)
        if d is None:
            continue
        if d.name == "tt.load":
            out.add("load")
        elif d.name == "tt.get_program_id":
            if (m := _PID_AXIS.search(d.source)) is not None:
                out.add(f"ctaid.{m[1]}")
        elif d.name == "scf.for" and model.values[key].is_block_arg:
            todo.extend(k for k in d.operand_keys[0:3:2] if k)
        else:
            todo.extend(k for k in d.operand_keys if k)
    return frozenset(out)


# e.g. 	ld.global.b32 { %r1 }, [ %rd1 + 0 ];   (a load from memory, not of a .param)
_PTX_LOAD = re.compile(r"^\s*(?:@!?%\w+\s+)?ld\.(?!param)")


def _param_only(lines: Sequence[str], upto: int, operand: str, depth: int = 0) -> bool:
    """Whether PTX source ``operand`` at 1-based line ``upto`` holds a value computed from ``.param`` loads and
    constants only: an immediate; a register whose last definition above is an ``ld.param``, or an instruction
    whose register sources all are (no ``%ctaid``/``%tid``, no load from memory). Unknown (no definition found):
    ``False``."""
    if not operand.startswith("%"):
        return True
    if depth > 16 or not re.fullmatch(r"%[\w$]+", operand):
        return False
    for no in range(upto - 1, 0, -1):
        dests = _PTX_LOAD.match(lines[no - 1]) and re.search(r"\{([^}]*)\}", lines[no - 1])
        if dests and operand in [d.strip() for d in dests[1].split(",")]:
            return False  # e.g. ld.global.b32 { %r1 }, [ %rd1 + 0 ]: a value read from memory
        m = _PTX_OP.match(lines[no - 1])
        if m is None or m["dst"] != operand:
            continue
        if m["op"].startswith("ld.param"):
            return True
        if m["op"].startswith("ld."):
            return False
        regs = [s.strip() for s in m["src"].split(",") if s.strip().startswith("%")]
        return bool(regs) and all(_param_only(lines, no, r, depth + 1) for r in regs)
    return False


def _by_argument(model: mlir_model.IRModule, line: object, arg: object) -> bool:
    """Whether the ``arith.muli`` at ``line`` has the function argument named ``arg`` as an operand, through shape
    ops (``tt.splat``, ``tt.broadcast``, ``tt.expand_dims``, ``ttg.convert_layout``, ``tt.reshape``, ``tt.trans``) and
    integer casts only."""
    op = model.by_line.get(line) if isinstance(line, int) else None
    keys = [v.key for v in model.function_args if mlir_model.display(v.key).lstrip("%") == arg]
    if op is None or op.name != "arith.muli" or not keys:
        return False
    views = ("tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "tt.trans",
             "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast")
    for key in op.operand_keys:
        for _ in range(12):
            d = model.defining_op(key) if key is not None else None
            if key is None or key == keys[0] or d is None or d.name not in views or model.values[key].is_block_arg:
                break
            key = next((k for k in d.operand_keys if k is not None), None)
        if key == keys[0]:
            return True
    return False


#: Ops a value keeps its magnitude through, by the name on their line (:func:`_range`).
_SAME = ("tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "arith.extsi",
         "arith.extui", "arith.trunci", "arith.index_cast")


def _range(ctx: ClaimContext, stage: str, model: mlir_model.IRModule, key: str,
           depth: int = 0) -> tuple[int, int, int] | None:
    """``(lo, hi, line of the op that bounds it)`` of value ``key`` when constants bound it, each op's name and
    constants read from its line's text, the range by the arith dialect's semantics (:func:`i32_op_range`): ``x &
    c`` (``c >= 0``) in ``[0, c]``; ``x // c`` in ``[-(2^31 // c), (2^31-1) // c]`` or the operand's range so
    divided (trial 14c M2: a signed range, not the magnitude ``2^31 // c``); ``x >> c``; ``x % c``; sums and
    products of bounded values; a constant; through shape ops and casts. ``None``: unbounded."""
    op = model.defining_op(key) if depth <= 12 else None
    v = model.values.get(key)
    if op is None or v is None or v.is_block_arg:
        return None
    text = ctx.line(stage, op.line) or ""
    m = _OP_LINE.match(text)
    name = m["op"] if m else ""
    keys = [k for k in op.operand_keys if k is not None]
    if name == "arith.constant":
        c = _CONSTANT.search(text)
        return (int(c[1] or c[2]), int(c[1] or c[2]), op.line) if c else None
    if name in _SAME and keys:
        inner = _range(ctx, stage, model, keys[0], depth + 1)
        return None if inner is None or (name == "arith.extui" and inner[0] < 0) else inner
    if len(keys) != 2:
        return None
    ca, cb = (_const_at(ctx, stage, model, k) for k in keys)
    a, b = (_range(ctx, stage, model, k, depth + 1) for k in keys)
    got = i32_op_range(name, a[:2] if a else None, b[:2] if b else None, ca, cb)
    return (*got, op.line) if got is not None else None


@claim_rule("load-bound")
def load_bound(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The range the IR puts on a product's loaded factor (``load_most``, its largest value: ``None`` for none;
    ``load_least``, its least; ``load_bound_line``; and ``load_from``, the least positive size of the other factor at
    which ``value * size * scale`` leaves the i32 range, :func:`overflow_from`), re-derived by
    :func:`_range` over the product's ``arith.muli`` operands on the rules' own parse: the
    operand built from the finding's ``load_line`` is the loaded factor (the other, a runtime argument, is
    unbounded). The old "the IR gives no bound" (``None``) is refused where a bound exists (trial 10d F1), and so is
    a magnitude taken for the largest value: ``x // 8`` "at most 268435456, so only from 8 on" (trial 14c M2: it lies
    in ``[-268435456, 268435455]`` and first overflows at 9)."""
    line, load = _sibling(finding, "line"), _sibling(finding, "load_line")
    model = _model(ctx, finding.stage)
    mul = model.by_line.get(line) if isinstance(line, int) else None
    text = ctx.line(finding.stage, line) if isinstance(line, int) else ""
    if mul is None or " arith.muli " not in (text or "") or not isinstance(load, int):
        return False, f"line {line} holds no arith.muli of a loaded value"
    src = model.by_line.get(load)
    loaded = _reached(model, src.result_keys, bounds=False) if src is not None else set()
    sides = [k for k in mul.operand_keys if k is not None and k in loaded]
    got = _range(ctx, finding.stage, model, sides[0]) if sides else None
    if claim.key == "load_most":
        return equal(claim.value, got[1] if got else None)
    if got is None:
        return False, f"the IR bounds no factor of {finding.stage}:{line}"
    if claim.key == "load_least":
        return equal(claim.value, got[0])
    if claim.key == "load_bound_line":
        return equal(claim.value, got[2])
    if claim.key == "load_from":
        return equal(claim.value, overflow_from(got[0], got[1], _scale(ctx, finding.stage, line)[0]))
    return False, f"no load-bound claim {claim.key!r}"
