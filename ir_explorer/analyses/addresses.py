"""The integer width of addresses (issue 17 item 4): i32 or i64 pointer offsets, and i32 products that may overflow.

Triton computes a pointer as a base pointer plus offsets, ``tt.addptr %ptr, %off : !tt.ptr<f32>, i32``, and the
offset's integer type is the type of the Python expression that built it: ``tl.program_id`` is i32, an integer
argument below 2**31 is i32, ``tl.arange`` is i32, and ``x.to(tl.int64)`` is ``arith.extsi … : i32 to i64``. So
``base = a_ptr + pid_b * stride_ab`` multiplies in 32 bits (``arith.muli %pid_b, %stride_ab : i32``) and only the
sum is 64-bit: once ``pid_b * stride_ab`` passes 2**31 - 1 elements the product wraps and the kernel reads the
wrong address (triton#6346: stride 2*1024*1024, batch 1025). The PTX shows it as a 32-bit ``mul.lo.s32`` whose
result is widened after the product (``mad.wide.s32``); with ``pid_b.to(tl.int64)`` the product is a 64-bit
``mul.lo.s64`` (or ``mul.wide.s32``).

:func:`analyze` reads TTIR (TTGIR when there is no TTIR). For each global access (``tt.load``, ``tt.store``,
``tt.atomic_rmw``, ``tt.atomic_cas``, and the TTGIR ops of :data:`coalescing.GLOBAL_ACCESS_OPS`) it follows the
pointer back through ``tt.addptr`` and shape-only ops (``tt.splat``, ``tt.broadcast``, ``tt.expand_dims``,
``ttg.convert_layout``, loop-carried values: their initial and yielded values), and gives each ``tt.addptr``'s
offset type and the ops in the offset's backward slice. It warns where an ``arith.muli`` on i32 in an offset's
slice multiplies a scalar computed from ``tt.get_program_id`` by a scalar computed from an integer function
argument (a runtime value: a ``tl.constexpr`` or an argument specialized to 1 is a constant in the IR, not an
argument). It does not warn when the other operand is known small (a constant, a ``tl.arange``, products of
constants), when the operands were widened to i64 before the product (the product is then ``: i64``), or for a
tensor product such as ``offs_m[:, None] * stride_m`` (listed, not warned). ``tt.divisibility = 16`` on an
argument says nothing about its size: it neither raises nor silences the warning. Whether the product really
overflows depends on the sizes at run time: the warning is about a possibility, not a measured fault.

Pure functions over IR text; nothing here raises on malformed text.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ir_explorer.analyses.coalescing import GLOBAL_ACCESS_OPS
from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref
from ir_explorer.ir import mlir_model
from ir_explorer.ir.mlir_model import IRModule, IROp

#: Global accesses, and the index of their pointer operand.
ACCESS_OPS: dict[str, int] = {**{name: 0 for name in GLOBAL_ACCESS_OPS}, "tt.atomic_rmw": 0, "tt.atomic_cas": 0}
#: Ops a pointer passes through unchanged in its offsets (shape or layout only).
_POINTER_VIEWS = {"tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "tt.trans"}
#: Ops a value passes through to the ops it was built from (arithmetic, casts, shape ops).
_STOP = {"tt.get_program_id", "tt.make_range", "arith.constant", "tt.load", "tt.get_num_programs"}
#: 2**31 - 1: the largest i32.
I32_MAX = 2**31 - 1

# e.g.   %offs = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32> loc(#loc14)
_INT = re.compile(r"^(?:tensor<(?P<shape>(?:\d+x)+)(?P<elem>i\d+)\b.*>|(?P<scalar>i\d+))$")
# e.g. 	mul.lo.s32 	%r14, %r10, %r9;     e.g. 	mad.wide.s32 	%rd7, %r14, 4, %rd5;
_PTX_INSTR = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<op>[a-z][\w.]*)\s+(?P<dst>%[\w$]+)\s*,(?P<src>[^;]*);")
_PTX_MUL32 = re.compile(r"^(?:mul|mad)\.lo\.[su]32$")
_PTX_MUL64 = re.compile(r"^(?:(?:mul|mad)\.lo\.[su]64|(?:mul|mad)\.wide\.[su]32)$")


@dataclass(frozen=True)
class Offset:
    """One ``tt.addptr`` on a pointer chain: its 1-based ``line``, the offset's SSA name, its integer type
    (``i32``, ``i64``; ``width`` in bits, ``None`` when unreadable) and ``shape`` (``()`` for a scalar), and the
    ``(line, op name)`` of the ops in the offset's backward slice, in line order."""

    line: int
    name: str
    type: str
    width: int | None
    shape: tuple[int, ...]
    built_from: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class Product:
    """An ``arith.muli`` of a program id by a runtime argument in a pointer offset's slice. ``width`` is the
    product's bits (32 warns, 64 is the fix); ``pid_line`` is the ``tt.get_program_id`` it came from, ``argument``
    the function argument the other operand came from; ``accesses`` the lines of the accesses it addresses."""

    line: int
    text: str
    width: int
    pid_line: int
    argument: str
    accesses: tuple[int, ...]
    param_index: int | None = None
    """The argument's position among the kernel's runtime arguments (the TTIR function's): its PTX
    ``.param`` is ``KERNEL_param_<index>``."""
    pid_axis: str | None = None
    """``x``/``y``/``z`` of the ``tt.get_program_id`` (PTX ``%ctaid.x`` …)."""


@dataclass
class AccessChain:
    """A global access (``op`` at ``line``) and the :class:`Offset` of each ``tt.addptr`` its pointer went through."""

    op: str
    line: int
    offsets: list[Offset] = field(default_factory=list)


@dataclass
class _Module:
    """The scoped model of the module (:mod:`ir_explorer.ir.mlir_model`: def-use and loops' carried values) and its
    function's arguments."""

    model: IRModule
    args: dict[str, str]
    """Function argument name (no ``%``) → type text."""

    @property
    def ops(self) -> list[IROp]:
        return self.model.printed_ops

    def defining(self, key: str) -> IROp | None:
        """The op computing ``key``; ``None`` for an argument, an unknown key or a loop's carried value (read
        through :meth:`IRModule.carried`)."""
        return None if self.model.carried(key) else self.model.defining_op(key)


def _parse(model: IRModule) -> _Module:
    return _Module(model, {v.key: v.type or "" for v in model.function_args})


def _operands(op: IROp) -> list[str]:
    return [k for k in op.operand_keys if k is not None]


def _split_types(text: str) -> list[str]:
    """The types after an op's last `` : ``, split at top-level commas: ``tensor<4x!tt.ptr<f32>, #b>, i32``."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch == "<"
        depth -= ch == ">"
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    out.append(cur.strip())
    return [t for t in out if t]


def int_type(type_text: str) -> tuple[str, int | None, tuple[int, ...]]:
    """``tensor<1024xi32, #blocked>`` → ``("i32", 32, (1024,))``; ``i64`` → ``("i64", 64, ())``; anything else
    → ``(text, None, ())``."""
    t = re.sub(r",\s*#[\w.$-]+", "", type_text.strip())
    m = _INT.match(t)
    if not m:
        return type_text.strip(), None, ()
    if m["scalar"]:
        return m["scalar"], int(m["scalar"][1:]), ()
    shape = tuple(int(d) for d in m["shape"].rstrip("x").split("x"))
    return m["elem"], int(m["elem"][1:]), shape


def _result_type(op: IROp) -> str:
    """The last type of an op line (its result's, for the arith ops)."""
    i = op.text.rfind(" : ")
    types = _split_types(op.text[i + 3:]) if i >= 0 else []
    return types[-1] if types else ""


def _slice(mod: _Module, start: Iterable[str]) -> list[IROp]:
    """The ops a value is computed from, stopping at program ids, ranges, constants and loads."""
    todo, seen, out = list(start), set(), []
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(mod.model.carried(name))
        op = mod.defining(name)
        if op is None or op in out:
            continue
        out.append(op)
        if op.name not in _STOP:
            todo.extend(_operands(op))
    return sorted(out, key=lambda o: o.line)


def _leaves(mod: _Module, name: str) -> tuple[set[str], bool]:
    """What a value is built from: ``pid``, ``range``, ``const``, ``load``, ``arg:NAME`` (integer arguments),
    ``other``; and whether every op on the way is scalar."""
    leaves: set[str] = set()
    scalar = True
    todo, seen = [name], set()
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        if n in mod.args:
            leaves.add(f"arg:{n}" if not mod.args[n].startswith("!") else "other")
            continue
        if mod.model.carried(n):
            leaves.add("other")  # a loop-carried value: its size is not read here
            continue
        op = mod.defining(n)
        if op is None:
            leaves.add("other")
            continue
        scalar = scalar and "tensor<" not in _result_type(op)
        kind = {"tt.get_program_id": "pid", "tt.make_range": "range", "arith.constant": "const",
                "tt.load": "load"}.get(op.name)
        if kind:
            leaves.add(kind)
        else:
            todo.extend(_operands(op))
    return leaves, scalar


def chains(module: str | IRModule) -> tuple[list[AccessChain], list[Product]]:
    """The pointer-offset chain of every global access in a TTIR/TTGIR module (text or its scoped model), and the
    products of a program id by a runtime argument in them (each product once, with every access it addresses).
    Values are followed through the model's def-use edges, so a second loop that reuses the first loop's SSA names
    is not mistaken for it. Never raises."""
    mod = _parse(mlir_model.parse(module) if isinstance(module, str) else module)
    out: list[AccessChain] = []
    products: dict[int, tuple[IROp, int, int, str, list[int]]] = {}
    for op in mod.ops:
        ptr = op.operand_keys[ACCESS_OPS[op.name]] if op.name in ACCESS_OPS and op.operand_keys else None
        if ptr is None:
            continue
        chain = AccessChain(op.name, op.line)
        todo, seen = [ptr], set()
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            todo.extend(mod.model.carried(name))
            d = mod.defining(name)
            if d is None:
                continue
            used = _operands(d)
            if d.name == "tt.addptr" and len(used) >= 2:
                types = _split_types(d.text[d.text.rfind(" : ") + 3:]) if " : " in d.text else []
                ty, width, shape = int_type(types[1]) if len(types) > 1 else ("?", None, ())
                built = _slice(mod, [used[1]])
                chain.offsets.append(Offset(d.line, mlir_model.display(used[1]), ty, width, shape,
                                            tuple((b.line, b.name) for b in built)))
                for b in built:
                    found = _product(mod, b)
                    if found is not None:
                        products.setdefault(b.line, (b, *found, []))[4].append(op.line)
                todo.append(used[0])
            elif d.name in _POINTER_VIEWS and used:
                todo.append(used[0])
            elif d.name == "arith.select" and len(used) == 3:
                todo.extend(used[1:])
        chain.offsets.sort(key=lambda o: o.line)
        out.append(chain)
    names = list(mod.args)
    prods = [Product(b.line, b.source, w, pid, arg, tuple(dict.fromkeys(acc)),
                     names.index(arg) if arg in names else None, _pid_axis(mod, pid))
             for b, w, pid, arg, acc in products.values()]
    return out, _innermost(mod, sorted(prods, key=lambda p: p.line))


def _pid_axis(mod: _Module, line: int) -> str | None:
    """``x``, ``y`` or ``z`` of the ``tt.get_program_id`` at ``line``."""
    op = mod.model.by_line.get(line)
    op = op if op is not None and op.name == "tt.get_program_id" else None
    m = re.search(r"tt\.get_program_id\s+(x|y|z)\b", op.text) if op is not None else None
    return m[1] if m else None


def _product(mod: _Module, op: IROp) -> tuple[int, int, str] | None:
    """``(bits, pid line, argument)`` when ``op`` is a scalar ``arith.muli`` of a program id by a runtime argument."""
    used = _operands(op)
    if op.name != "arith.muli" or len(used) != 2:
        return None
    ty, width, shape = int_type(_result_type(op))
    if width is None or shape:
        return None
    (la, sa), (lb, sb) = (_leaves(mod, o) for o in used)
    for pid_side, other in ((la, lb), (lb, la)):
        args = sorted(x[4:] for x in other if x.startswith("arg:"))
        if "pid" in pid_side and args and sa and sb:
            pid = next((s.line for s in _slice(mod, used) if s.name == "tt.get_program_id"), op.line)
            return width, pid, args[0]
    return None


def _innermost(mod: _Module, prods: list[Product]) -> list[Product]:
    """Drop a product whose operands were built from another product of the list (``pid * s * h``: the inner one
    names the fix)."""
    lines = {p.line for p in prods}
    out = []
    for p in prods:
        op = mod.model.by_line.get(p.line)
        inner = {o.line for o in _slice(mod, _operands(op))} if op is not None else set()
        if not (inner & (lines - {p.line})):
            out.append(p)
    return out


# e.g. 	ld.param.b32 	%r10, [batch_offset_i32_param_2];     e.g. 	mov.u32 	%r9, %ctaid.x;
_PTX_PARAM = re.compile(r"^\s*ld\.param\.\w+\s+(?P<dst>%[\w$]+)\s*,\s*\[\s*[\w$]+_param_(?P<index>\d+)\s*\]")
_PTX_CTAID = re.compile(r"^\s*mov\.u32\s+(?P<dst>%[\w$]+)\s*,\s*%ctaid\.(?P<axis>[xyz])\s*;")


def _dataflow_multiply(lines: list[str], rx: re.Pattern[str], param: int, axis: str | None,
                       within: Collection[int] | None = None) -> int | None:
    """The 1-based line of the first PTX multiply matching ``rx`` whose two factors are the ``%ctaid.<axis>``
    register and the register loaded from ``<kernel>_param_<param>`` (LLVM NVPTX's parameter names), each
    possibly through ``mov``/``cvt`` copies. With ``axis`` ``None``, the first whose one factor is the parameter's
    register (the program id may have been divided first: ``off_z = off_hz // H``), among the lines ``within``.
    ``None`` when none is."""
    pid: set[str] = set()
    arg: set[str] = set()
    for no, line in enumerate(lines, 1):
        c = _PTX_CTAID.match(line)
        if c and c["axis"] == axis:
            pid.add(c["dst"])
            continue
        p = _PTX_PARAM.match(line)
        if p and int(p["index"]) == param:
            arg.add(p["dst"])
            continue
        m = _PTX_INSTR.match(line)
        if m is None:
            continue
        srcs = [x.strip() for x in m["src"].split(",")]
        if m["op"].startswith(("mov.", "cvt.")) and len(srcs) == 1:
            for regs in (pid, arg):
                if srcs[0] in regs:
                    regs.add(m["dst"])
        elif rx.match(m["op"]) and len(srcs) >= 2:
            a, b = srcs[0], srcs[1]
            if axis is None and (within is None or no in within) and (a in arg or b in arg):
                return no
            if (a in pid and b in arg) or (a in arg and b in pid):
                return no
    return None


def ptx_multiply(inp: AnalysisInput, stage: str, line: int, width: int, param: int | None = None,
                 axis: str | None = None) -> dict[str, Any] | None:
    """The PTX multiply of a product of a program id by a runtime argument (``stage``:``line``): for ``width``
    32 a ``mul.lo.s32``/``mad.lo.s32`` (and the first later instruction that reads its result into a 64-bit
    ``%rd`` register: the widening after the product); for 64 a ``mul.lo.s64``/``mul.wide.s32``/``mad.wide.s32``.
    Found by dataflow first (:func:`_dataflow_multiply`, from ``%ctaid.<axis>`` and ``.param`` number ``param``:
    ``"found": "dataflow"``); else among the multiplies at the Python line ``stage``:``line`` came from (LLVM may
    hoist a multiply out of a loop to a line-0 location, where only the dataflow finds it): the one with a factor
    loaded from ``.param`` number ``param`` (``"found": "param"``), else the only one there (``"found": "python
    line"``). Several products on one Python line (``off_z * stride_qz + off_h * stride_qh``) each get their own
    multiply, never the line's first. ``{"line", "text", "found", "widened_line", "widened_text"}`` or ``None``."""
    ptx = inp.stages.get("ptx")
    if not ptx:
        return None
    lines = ptx.splitlines()
    rx = _PTX_MUL32 if width == 32 else _PTX_MUL64
    found = _dataflow_multiply(lines, rx, param, axis) if param is not None and axis is not None else None
    how = "dataflow"
    if found is None:
        where, src = inp.python_location(stage, line), inp.source_lines.get("ptx") or []
        at_line = []
        for no, loc in enumerate(src, 1):
            m = _PTX_INSTR.match(lines[no - 1]) if where[0] is not None and loc == where and no <= len(lines) else None
            if m is not None and rx.match(m["op"]):
                at_line.append(no)
        found = _dataflow_multiply(lines, rx, param, None, set(at_line)) if param is not None and at_line else None
        how = "param"
        if found is None and len(at_line) == 1:
            found, how = at_line[0], "python line"
    if found is None:
        return None
    out: dict[str, Any] = {"line": found, "text": lines[found - 1].strip(), "found": how, "widened_line": None,
                           "widened_text": None}
    m = _PTX_INSTR.match(lines[found - 1])
    if width == 32 and m is not None:
        reg = re.compile(re.escape(m["dst"]) + r"(?![\w$])")
        for later in range(found + 1, min(len(lines), found + 200) + 1):
            w = _PTX_INSTR.match(lines[later - 1])
            if w and w["dst"].startswith("%rd") and reg.search(w["src"]):
                out.update(widened_line=later, widened_text=lines[later - 1].strip())
                break
    return out


def _ptx_text(line: str) -> str:
    """A PTX instruction line as one reads it: whitespace collapsed, no ``;``."""
    return " ".join(line.replace(";", " ").split())


def _op_text(text: str) -> str:
    """``arith.muli %pid_b, %stride_ab : i32`` from ``%base = arith.muli %pid_b, %stride_ab : i32``."""
    return text.split("=", 1)[1].strip() if re.match(r"^%[\w$.-]+\s*=", text) else text


def _var_name(model: IRModule, key: str) -> str:
    """The Python variable value ``key`` was assigned to, from its defining op's ``loc("pid_b"(#loc2))`` (an MLIR
    NameLoc, directly or through a ``#locN`` alias); the SSA name without ``%`` when there is none. The defining op
    is the model's (:meth:`IRModule.defining_op`), not the first line that prints the name."""
    name = mlir_model.display(key)
    op = model.defining_op(key)
    lines = model.text.splitlines()
    if op is not None and not op.implicit and 0 < op.line <= len(lines):
        line = lines[op.line - 1]
        aliases = dict(re.findall(r'^(#loc[\w.$-]*) = loc\("([^"]+)"\(', model.text, re.MULTILINE))
        m = re.search(r'loc\((?:"([^"]+)"\(|(#loc[\w.$-]*)\))', line[line.rfind(" loc("):])
        if m and m[1]:
            return m[1]
        if m and m[2] in aliases:
            return aliases[m[2]]
    return name if not name.isdigit() else "tl.program_id(…)"


def _ptx_claims(ptx: Mapping[str, Any] | None, prefix: str, width: int) -> list[Claim]:
    """The claims of a cited PTX multiply (``{prefix}ptx/line`` …; none without one): its line and text, how it was
    found, and the instruction that widens its result (rule ``ptx-multiply``, ``analyses/rules/addresses.py``)."""
    if not ptx:
        return []
    mul = (Ref("ptx", int(ptx["line"]), ptx["text"].split()[0]),)
    out = [Claim(f"{prefix}ptx/line", ptx["line"], "line", "ptx-multiply", mul),
           Claim(f"{prefix}ptx/text", ptx["text"], "text", "ptx-multiply", mul),
           Claim(f"{prefix}ptx/found", ptx["found"], "text", "ptx-multiply", mul)]
    if width == 32:
        wide = (Ref("ptx", int(ptx["widened_line"]), ptx["widened_text"].split()[0]),) if ptx["widened_line"] else ()
        out += [Claim(f"{prefix}ptx/widened_line", ptx["widened_line"], "line", "ptx-multiply", wide),
                Claim(f"{prefix}ptx/widened_text", ptx["widened_text"], "text", "ptx-multiply", wide)]
    return out


def _ptx_where(ptx: Mapping[str, Any], prefix: str) -> str:
    """How the cited PTX multiply was found, in words (a template naming the claims ``{prefix}pid_axis`` and
    ``{prefix}argument``)."""
    if ptx.get("found") == "dataflow":
        return f"PTX, the product of %ctaid.{{{prefix}pid_axis}} and the .param of '{{{prefix}argument}}'"
    if ptx.get("found") == "param":
        return f"PTX at the same Python line, the multiply by the .param of '{{{prefix}argument}}'"
    return "PTX at the same Python line"


def _ptx_cited(ptx: dict[str, Any] | None) -> dict[str, Any] | None:
    """``ptx`` (:func:`ptx_multiply`) with each instruction's text as one reads it (:func:`_ptx_text`)."""
    if ptx is None:
        return None
    wide = ptx["widened_text"]
    return {**ptx, "text": _ptx_text(ptx["text"]), "widened_text": _ptx_text(wide) if wide is not None else None}


def _product_claims(stage: str, p: Product, prefix: str = "") -> list[Claim]:
    """The claims every product states: its ``arith.muli`` (line, text, width), the ``tt.get_program_id`` it came
    from (line, axis), the runtime argument (rule ``i32-product``)."""
    at = (Ref(stage, p.line, "arith.muli"),)
    pid = (Ref(stage, p.pid_line, "tt.get_program_id"),)
    return [Claim(f"{prefix}product", _op_text(p.text), "text", "i32-product", at),
            Claim(f"{prefix}line", p.line, "line", "i32-product", at),
            Claim(f"{prefix}width", p.width, "bits", "i32-product", at),
            Claim(f"{prefix}pid_line", p.pid_line, "line", "i32-product", pid),
            Claim(f"{prefix}pid_axis", p.pid_axis, "text", "i32-product", pid),
            Claim(f"{prefix}argument", p.argument, "text", "i32-product", at)]


def _warning(inp: AnalysisInput, stage: str, p: Product) -> Finding:
    ptx = _ptx_cited(ptx_multiply(inp, stage, p.line, 32, p.param_index, p.pid_axis))
    file, pyline = inp.python_location(stage, p.line)
    model = inp.model(stage)
    op = model.by_line.get(p.line)
    keys = [k for k in op.operand_keys if k is not None] if op is not None and op.name == "arith.muli" else []
    names = [_var_name(model, k) for k in keys] if len(keys) == 2 else ["the program id", p.argument]
    pid_name = names[1] if len(keys) == 2 and keys[0] == p.argument else names[0]
    claims = _product_claims(stage, p)
    # (no refs: a ref is a line the finding cites, and the python-loc rule would take an access's Python line as
    # the product's)
    claims += [Claim(f"access/{k}", a, "line", "i32-product") for k, a in enumerate(p.accesses)]
    claims += [Claim("factors", " * ".join(names), "text", "var-name", (Ref(stage, p.line, "arith.muli"),)),
               Claim("pid_name", pid_name, "text", "var-name", (Ref(stage, p.line, "arith.muli"),)),
               Claim("fix", f"{pid_name}.to(tl.int64)", "text", "var-name", (Ref(stage, p.line, "arith.muli"),))]
    claims += _ptx_claims(ptx, "", 32)
    evidence = ""
    if ptx:
        evidence = " " + _ptx_where(ptx, "") + ": ptx:{ptx/line} {ptx/text} multiplies in 32 bits"
        if ptx["widened_line"]:
            evidence += ", and ptx:{ptx/widened_line} {ptx/widened_text} widens the product to 64 bits only after it"
        evidence += "."
    accesses = ", ".join(f"{stage}:{{access/{k}}}" for k in range(len(p.accesses)))
    template = ("{product} (" + stage + ":{line}): i{width} product of a program id (tt.get_program_id, " + stage
                + ":{pid_line}) and the runtime argument '{argument}', used as a pointer offset by " + accesses
                + ": it overflows once {factors} > 2^31-1 elements (e.g. {argument} = 2*1024*1024 from {pid_name} = "
                "1024 on)." + evidence + " Overflow depends on the sizes at run time: a possible fault, not a "
                "measured one. Fix: {pid_name}.to(tl.int64) before the product")
    data = {"accesses": list(p.accesses), "ptx": ptx}
    product = f"{_op_text(p.text)} ({stage}:{p.line}): i32 product"
    facts = [Fact(stage, p.line, "arith.muli", product), Fact(stage, p.line, ": i32", product),
             Fact(stage, p.pid_line, "tt.get_program_id", product)]
    if ptx:
        facts.append(Fact("ptx", int(ptx["line"]), ptx["text"].split()[0], "multiplies in 32 bits"))
    return Finding(kind="addresses", severity="warn", template=template.replace("{pid_name}.to(tl.int64) before",
                                                                               "{fix} before"),
                   claims=tuple(claims), stage=stage, lines=(p.line,), python_file=file, python_line=pyline,
                   data=data, facts=tuple(facts))


def _fixed(inp: AnalysisInput, stage: str, prods: list[Product]) -> Finding:
    """One ``info`` for the products of a program id and a runtime argument computed in 64 bits (the fix)."""
    parts, listed, claims = [], [], [Claim("count", len(prods), "count", "i64-products")]
    for k, p in enumerate(prods):
        ptx = _ptx_cited(ptx_multiply(inp, stage, p.line, 64, p.param_index, p.pid_axis))
        pre = f"product/{k}/"
        claims += _product_claims(stage, p, pre) + _ptx_claims(ptx, pre, 64)
        claims += [Claim(f"{pre}access/{j}", a, "line", "i32-product") for j, a in enumerate(p.accesses)]
        evidence = f"; {_ptx_where(ptx, pre)}: ptx:{{{pre}ptx/line}} {{{pre}ptx/text}}" if ptx else ""
        parts.append(f"'{{{pre}argument}}' ({stage}:{{{pre}line}}: {{{pre}product}}{evidence})")
        listed.append({"product": p.text, "line": p.line, "width": p.width, "argument": p.argument,
                       "pid_line": p.pid_line, "accesses": list(p.accesses), "ptx": ptx})
    file, pyline = inp.python_location(stage, prods[0].line)
    template = ("arith.muli in 64 bits: {count} product(s) of a program id and a runtime argument used as "
                f"pointer offsets, no 32-bit overflow: {', '.join(parts)}")
    return Finding(kind="addresses", severity="info", template=template, claims=tuple(claims), stage=stage,
                   lines=tuple(p.line for p in prods), python_file=file, python_line=pyline,
                   data={"products": listed})


def _summary(stage: str, found: list[AccessChain]) -> Finding:
    """One ``info``: each access's offset types (``tt.load ttir:14: i32 + tensor i32``), each a claim (rules
    ``offset-access``, ``offset``); the chains also in ``data["accesses"]`` (held to the claims by rule
    ``offset``)."""
    parts, claims = [], []
    for i, c in enumerate(found):
        at = (Ref(stage, c.line, c.op),)
        claims += [Claim(f"access/{i}/op", c.op, "op", "offset-access", at),
                   Claim(f"access/{i}/line", c.line, "line", "offset-access", at)]
        kinds: dict[str, str] = {}
        for j, o in enumerate(c.offsets):
            pre, add = f"access/{i}/offset/{j}/", (Ref(stage, o.line, "tt.addptr"),)
            claims += [Claim(f"{pre}line", o.line, "line", "offset", add),
                       Claim(f"{pre}offset", o.name, "value", "offset", add),
                       Claim(f"{pre}type", o.type, "type", "offset", add),
                       Claim(f"{pre}bits", o.width, "bits", "offset", add),
                       Claim(f"{pre}shape", o.shape, "shape", "offset", add)]
            kinds.setdefault(f"{'tensor ' if o.shape else ''}{o.type}", ("tensor " if o.shape else "")
                             + f"{{{pre}type}}")
        parts.append(f"{{access/{i}/op}} {stage}:{{access/{i}/line}}: {' + '.join(kinds.values()) or 'no tt.addptr'}")
    data: Mapping[str, Any] = {"accesses": [
        {"op": c.op, "line": c.line, "offsets": [
            {"line": o.line, "offset": o.name, "type": o.type, "bits": o.width, "shape": list(o.shape),
             "built_from": [{"line": ln, "op": name} for ln, name in o.built_from]} for o in c.offsets]}
        for c in found]}
    return Finding(kind="addresses", severity="info", template=f"pointer offset types (tt.addptr): {'; '.join(parts)}",
                   claims=tuple(claims), stage=stage, lines=tuple(c.line for c in found), data=data)


def analyze(inp: AnalysisInput) -> Analysis:
    """Address-width findings for one compiled kernel (see the module docstring): one ``info`` listing each
    global access's ``tt.addptr`` offsets and their types; one ``warn`` per i32 product of a program id by a
    runtime argument in an offset, with its PTX multiply; one ``info`` on such products computed in 64 bits.
    Metric ``i32_offset_products``: the number of warnings, only when there are some."""
    stage = "ttir" if "ttir" in inp.stages else "ttgir" if "ttgir" in inp.stages else None
    if stage is None:
        return Analysis()
    found, products = chains(inp.model(stage))
    if not found:
        return Analysis()
    findings = [_summary(stage, found)]
    findings += [_warning(inp, stage, p) for p in products if p.width == 32]
    metrics: dict[str, Any] = {}
    if any(p.width == 32 for p in products):
        metrics["i32_offset_products"] = sum(1 for p in products if p.width == 32)
    wide = [p for p in products if p.width != 32]
    if wide:
        findings.append(_fixed(inp, stage, wide))
    return Analysis(findings, metrics)
