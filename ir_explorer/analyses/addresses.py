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
``tt.atomic_rmw``, ``tt.atomic_cas``, the TTGIR ops of :data:`coalescing.GLOBAL_ACCESS_OPS`, and the base pointer of
a ``tt.make_tensor_descriptor``, through which ``tl.make_tensor_descriptor``'s loads and stores address memory) it
follows the
pointer back through ``tt.addptr`` and shape-only ops (``tt.splat``, ``tt.broadcast``, ``tt.expand_dims``,
``ttg.convert_layout``, loop-carried values: their initial and yielded values), and gives each ``tt.addptr``'s
offset type and the ops in the offset's backward slice. It warns where an ``arith.muli`` on i32 in an offset's
slice multiplies a scalar computed from ``tt.get_program_id`` by a scalar computed from an integer function
argument (a runtime value: a ``tl.constexpr`` or an argument specialized to 1 is a constant in the IR, not an
argument). It does not warn when the other operand is known small (a constant, a ``tl.arange``, products of
constants), when the operands were widened to i64 before the product (the product is then ``: i64``), or for a
tensor product such as ``offs_m[:, None] * stride_m`` (listed, not warned). ``tt.divisibility = 16`` on an
argument says nothing about its size: it neither raises nor silences the warning. Whether the product really
overflows depends on the sizes at run time: the warning is about a possibility, not a measured fault. When the
product reaches its ``tt.addptr`` offset multiplied by constants (``(bos * H + i_h) * K``: 2048 with H = 16, K = 128),
the i32 offset overflows that many times sooner: :func:`offset_scale` follows the product forward to the offsets it
reaches, and the warning states the largest scale, its ``tt.addptr`` line and ``(2^31-1) // scale`` (trial 2 M3).

The warning names each factor as the source has it: a function argument by its own ``loc("NAME"(…))`` in the
``tt.func`` signature; a value by the variable its statement assigned (Triton gives every op of ``x = …`` the
NameLoc ``x``, so a value another op of that statement reads is a subexpression, spelled as a Python expression);
a loop's induction variable as such. A factor bounded by constants (``row % 64``) bounds the example it gives.

Pure functions over IR text; nothing here raises on malformed text.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ir_explorer.analyses.coalescing import GLOBAL_ACCESS_OPS
from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref
from ir_explorer.ir import machine, mlir_model
from ir_explorer.ir.mlir_model import IRModule, IROp

#: Global accesses, and the index of their pointer operand.
ACCESS_OPS: dict[str, int] = {**{name: 0 for name in GLOBAL_ACCESS_OPS}, "tt.atomic_rmw": 0, "tt.atomic_cas": 0,
                              "tt.make_tensor_descriptor": 0}
"""``tt.make_tensor_descriptor``'s base pointer (operand 0) is where a descriptor's loads and stores
(``tt.descriptor_load``/``store``, TMA) address memory from: its ``tt.addptr`` chain is followed like an access's."""
#: Ops a pointer passes through unchanged in its offsets (shape or layout only).
_POINTER_VIEWS = {"tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "tt.trans"}
#: Ops a value passes through to the ops it was built from (arithmetic, casts, shape ops).
_STOP = {"tt.get_program_id", "tt.make_range", "arith.constant", "tt.load", "tt.get_num_programs"}
#: 2**31 - 1: the largest i32.
I32_MAX = 2**31 - 1

# e.g.   %offs = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32> loc(#loc14)
_INT = re.compile(r"^(?:tensor<(?P<shape>(?:\d+x)+)(?P<elem>i\d+)\b.*>|(?P<scalar>i\d+))$")
# e.g. mul.lo.s32   mad.lo.u32   (opcodes: mul.lo.s32 %r14, %r10, %r9;)
_PTX_MUL32 = re.compile(r"^(?:mul|mad)\.lo\.[su]32$")
# e.g. mul.wide.s32   mad.wide.s32   mul.lo.s64   (mad.wide.s32 %rd7, %r14, 4, %rd5;)
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
    """``x``/``y``/``z`` of the ``tt.get_program_id`` (PTX ``%ctaid.x`` …), when one factor is the program id
    itself; ``None`` when it is computed from it (``g_id % n``, a loop variable)."""


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
                     names.index(arg) if arg in names else None,
                     _pid_axis(mod, pid) if _pid_operand_is_direct(mod, b) else None)
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
            most = [_bound(mod.model, k) for k in used]
            if most[0] is not None and most[1] is not None and most[0] * most[1] <= I32_MAX:
                return None  # both factors bounded by constants (``row % 64 * 32``): it cannot overflow
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


# e.g. [batch_offset_i32_param_2]   (the address operand of ld.param.b32 %r10, [batch_offset_i32_param_2];)
_PTX_PARAM = re.compile(r"\[\s*[\w$]+_param_(?P<index>\d+)\s*\]")
# e.g. %ctaid.x   (the source of mov.u32 %r9, %ctaid.x;)
_PTX_CTAID = re.compile(r"%ctaid\.(?P<axis>[xyz])")
# e.g. %r14
_PTX_REG = re.compile(r"%[\w$]+")


def _ptx_op(ins: machine.Instruction) -> tuple[str, str, list[str]] | None:
    """``(opcode, destination register, source operands)`` of a PTX instruction that writes a register, from the
    shared machine-code model; ``None`` for one without a ``%`` destination and a source (a store, a branch)."""
    if len(ins.operands) < 2 or _PTX_REG.fullmatch(ins.operands[0]) is None or ":" in ins.opcode:
        return None
    return ins.opcode, ins.operands[0], list(ins.operands[1:])


def _dataflow_multiply(code: machine.MachineCode, rx: re.Pattern[str], param: int, axis: str | None,
                       within: Collection[int] | None = None) -> int | None:
    """The 1-based line of the first PTX multiply matching ``rx`` whose two factors are the ``%ctaid.<axis>``
    register and the register loaded from ``<kernel>_param_<param>`` (LLVM NVPTX's parameter names), each
    possibly through ``mov``/``cvt`` copies. With ``axis`` ``None``, the first whose one factor is the parameter's
    register (the program id may have been divided first: ``off_z = off_hz // H``), among the lines ``within``.
    ``None`` when none is. Reads the shared machine-code model (:func:`ir_explorer.ir.machine.shared`)."""
    pid: set[str] = set()
    arg: set[str] = set()
    for ins in code.instructions:
        op = _ptx_op(ins)
        if op is None:
            continue
        opcode, dst, srcs = op
        if ins.predicate is None and opcode == "mov.u32" and len(srcs) == 1 and (
                c := _PTX_CTAID.fullmatch(srcs[0])) is not None:
            if c["axis"] == axis:
                pid.add(dst)
                continue
        if ins.predicate is None and ins.base == "ld" and len(ins.modifiers) == 2 and ins.modifiers[0] == "param" \
                and (p := _PTX_PARAM.match(srcs[0])) is not None and int(p["index"]) == param:
            arg.add(dst)
            continue
        if opcode.startswith(("mov.", "cvt.")) and len(srcs) == 1:
            for regs in (pid, arg):
                if srcs[0] in regs:
                    regs.add(dst)
        elif rx.match(opcode) and len(srcs) >= 2:
            a, b = srcs[0], srcs[1]
            if axis is None and (within is None or ins.line in within) and (a in arg or b in arg):
                return ins.line
            if (a in pid and b in arg) or (a in arg and b in pid):
                return ins.line
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
    code = machine.shared("ptx", ptx)
    rx = _PTX_MUL32 if width == 32 else _PTX_MUL64
    found = _dataflow_multiply(code, rx, param, axis) if param is not None and axis is not None else None
    how = "dataflow"
    if found is None:
        where, src = inp.python_location(stage, line), inp.source_lines.get("ptx") or []
        at_line = []
        for no, loc in enumerate(src, 1):
            ins = code.by_line.get(no) if where[0] is not None and loc == where else None
            op = _ptx_op(ins) if ins is not None else None
            if op is not None and rx.match(op[0]):
                at_line.append(no)
        found = _dataflow_multiply(code, rx, param, None, set(at_line)) if param is not None and at_line else None
        how = "param"
        if found is None and len(at_line) == 1:
            found, how = at_line[0], "python line"
    if found is None:
        return None
    out: dict[str, Any] = {"line": found, "text": lines[found - 1].strip(), "found": how, "widened_line": None,
                           "widened_text": None}
    mul = code.by_line.get(found)
    m = _ptx_op(mul) if mul is not None else None
    if width == 32 and m is not None:
        reg = re.compile(re.escape(m[1]) + r"(?![\w$])")
        for later in range(found + 1, min(len(lines), found + 200) + 1):
            w_ins = code.by_line.get(later)
            w = _ptx_op(w_ins) if w_ins is not None else None
            if w and w[1].startswith("%rd") and any(reg.search(x) for x in w[2]):
                out.update(widened_line=later, widened_text=lines[later - 1].strip())
                break
    return out


def _ptx_text(line: str) -> str:
    """A PTX instruction line as one reads it: whitespace collapsed, no ``;``."""
    return " ".join(line.replace(";", " ").split())


def _op_text(text: str) -> str:
    """``arith.muli %pid_b, %stride_ab : i32`` from ``%base = arith.muli %pid_b, %stride_ab : i32``."""
    return text.split("=", 1)[1].strip() if re.match(r"^%[\w$.-]+\s*=", text) else text


# e.g. #loc69 = loc("p_o"(#loc15))     e.g. #loc15 = loc("/work/k.py":14:16)
_LOC_ALIAS = re.compile(r"^(#loc[\w.$-]*) = loc\((.*)\)\s*$", re.MULTILINE)
# e.g. "p_o"(#loc15)     e.g. "p_o"("/work/k.py":14:16)
_NAME_LOC = re.compile(r'^"([^"]+)"\((.*)\)$')
# e.g. "/work/k.py":14:16
_FILE_LOC = re.compile(r'^"[^"]*":(\d+):\d+$')
# e.g. %c64_i32 = arith.constant 64 : i32
_CONST_INT = re.compile(r"arith\.constant\s+(-?\d+)\s*:\s*i\d+\b")
#: Integer ops rendered as Python operators (Triton's ``//`` and ``%`` on integers are ``divsi``/``remsi``):
#: the operator and its precedence (higher binds tighter).
_PY_BINOPS = {"arith.muli": ("*", 2), "arith.divsi": ("//", 2), "arith.divui": ("//", 2), "arith.remsi": ("%", 2),
              "arith.remui": ("%", 2), "arith.addi": ("+", 1), "arith.subi": ("-", 1)}
#: Casts a value keeps its Python meaning through.
_CASTS = {"arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast"}
_AXES = {"x": 0, "y": 1, "z": 2}


@dataclass(frozen=True)
class _Locs:
    """The ``#locN`` aliases of a module (alias → the text inside its ``loc(…)``) and its lines."""

    aliases: dict[str, str]
    lines: list[str]

    @classmethod
    def of(cls, model: IRModule) -> _Locs:
        return cls(dict(_LOC_ALIAS.findall(model.text)), model.text.splitlines())

    def resolve(self, body: str) -> tuple[str | None, int | None]:
        """``(NameLoc name, Python line)`` of a ``loc(…)``'s inside (``#loc69``, ``"p_o"(#loc15)``,
        ``"k.py":14:16``; a ``callsite(CALLEE at CALLER)`` of an inlined ``tl.cdiv`` is its caller's statement);
        ``None`` for what it does not say (``unknown``)."""
        name: str | None = None
        for _ in range(16):  # aliases nest a few levels; a cycle cannot hang us
            body = body.strip()
            if body in self.aliases:
                body = self.aliases[body]
                continue
            m = _NAME_LOC.match(body)
            if m:
                name = name or m[1]
                body = m[2]
                continue
            if body.startswith("callsite(") and body.endswith(")") and " at " in body:
                body = body[len("callsite("):-1].rsplit(" at ", 1)[1]  # the caller's statement (an inlined call)
                continue
            f = _FILE_LOC.match(body)
            return name, int(f[1]) if f else None
        return name, None

    def of_op(self, op: IROp) -> tuple[str | None, int | None]:
        """The NameLoc name and Python line of ``op``'s trailing ``loc(…)`` on its printed line."""
        if op.implicit or not 0 < op.line <= len(self.lines):
            return None, None
        line = self.lines[op.line - 1].rstrip()
        i = line.rfind(" loc(")
        if i < 0 or not line.endswith(")"):
            return None, None
        return self.resolve(line[i + 5:-1])


def _arg_name(model: IRModule, key: str) -> str:
    """A function argument's Python name: its own ``loc("NAME"(…))`` in the ``tt.func`` signature (each
    ``%argN: TYPE {attrs} loc(…)`` carries one), else its SSA name."""
    name = mlir_model.display(key)
    func = next((op for op in model.ops if op.name == "tt.func"), None)
    lines = model.text.splitlines()
    if func is not None and 0 < func.line <= len(lines):
        m = re.search(rf'%{re.escape(name)}\s*:[^%]*?\bloc\("([^"]+)"', lines[func.line - 1])
        if m:
            return m[1]
    return name


def _is_statement_value(model: IRModule, locs: _Locs, key: str, name: str, pyline: int | None) -> bool:
    """Whether ``key`` (an op result whose NameLoc is ``name``) is the value the Python statement assigned to
    ``name``, not a subexpression of it: Triton gives every op of ``name = …`` the NameLoc ``name``, so a value
    that another op of the same statement (same name, same Python line) reads is a part of the right-hand side."""
    for user in model.users(key):
        if locs.of_op(user) == (name, pyline) and pyline is not None:
            return False
    return True


def _render(model: IRModule, locs: _Locs, key: str, depth: int = 0) -> tuple[str, int] | None:
    """``key`` as a Python expression over the kernel's variables and ``tl.program_id``/``tl.num_programs``
    (``tl.program_id(2) + tl.program_id(1) * tl.num_programs(2)``), with the precedence of its top operator
    (3 for an atom); ``None`` when an op on the way has no Python spelling here."""
    v = model.values.get(key)
    if v is None or depth > 8:
        return None
    op = model.defining_op(key)
    if v.is_block_arg:
        return (_arg_name(model, key) if op is None or op.name == "tt.func" else mlir_model.display(key)), 3
    if op is None:
        return None
    name, pyline = locs.of_op(op)
    if name and _is_statement_value(model, locs, key, name, pyline):
        return name, 3
    axis = re.search(r"tt\.get_(program_id|num_programs)\s+([xyz])\b", op.source or op.text)
    if axis:
        return f"tl.{axis[1]}({_AXES[axis[2]]})", 3
    const = _CONST_INT.search(op.source or op.text)
    if op.name == "arith.constant" and const:
        return const[1], 3
    keys = [k for k in op.operand_keys if k is not None]
    if op.name in _CASTS and len(keys) == 1:
        return _render(model, locs, keys[0], depth + 1)
    if op.name in _PY_BINOPS and len(keys) == 2:
        sym, prec = _PY_BINOPS[op.name]
        left, right = (_render(model, locs, k, depth + 1) for k in keys)
        if left is None or right is None:
            return None
        a = left[0] if left[1] >= prec else f"({left[0]})"
        b = right[0] if right[1] > prec else f"({right[0]})"
        return f"{a} {sym} {b}", prec
    return None


def _var_name(model: IRModule, key: str, locs: _Locs | None = None) -> str:
    """What value ``key`` is in the Python source: a function argument's own name (from its ``loc("NAME"(…))``
    in the ``tt.func`` signature); a loop variable's SSA name; for an op result, the variable its defining op's
    NameLoc names when the value is what that statement assigned, else the value spelled as a Python expression
    (a subexpression of a statement, or an unnamed value: ``tl.program_id(2) // 16``). The defining op is the
    model's (:meth:`IRModule.defining_op`), not the first line that prints the name. Falls back to the IR's
    ``%name`` where an op on the way has no Python spelling here."""
    locs = locs or _Locs.of(model)
    out = _render(model, locs, key)
    if out is not None:
        return out[0]
    name = mlir_model.display(key)
    return f"%{name}"


def _grouped(expr: str) -> str:
    """``expr`` in parentheses unless it is one name or call (``row``, ``tl.program_id(0)``), so that
    ``(a + b) * T`` and ``(a + b).to(tl.int64)`` read right."""
    return expr if re.fullmatch(r"[\w.]+(\([^()]*\))?", expr) else f"({expr})"


def _bound(model: IRModule, key: str, depth: int = 0) -> int | None:
    """The largest magnitude an i32 scalar ``key`` can have when the IR bounds it by constants: a remainder by a
    constant ``c`` (``row % 64``: at most ``c - 1``), a constant, and sums, products and quotients by constants of
    bounded values; ``None`` when it is not bounded that way (a program id, an argument)."""
    op = None if depth > 8 else model.defining_op(key)
    v = model.values.get(key)
    if op is None or v is None or v.is_block_arg:
        return None
    const = _CONST_INT.search(op.source or op.text)
    if op.name == "arith.constant":
        return abs(int(const[1])) if const else None
    keys = [k for k in op.operand_keys if k is not None]
    if op.name in _CASTS and len(keys) == 1:
        return _bound(model, keys[0], depth + 1)
    if len(keys) != 2:
        return None
    a, b = (_bound(model, k, depth + 1) for k in keys)
    if op.name in ("arith.remsi", "arith.remui") and b is not None and b > 0:
        return min(b - 1, a) if a is not None else b - 1
    if op.name in ("arith.divsi", "arith.divui") and a is not None:
        return a
    if a is None or b is None:
        return None
    if op.name in ("arith.addi", "arith.subi"):
        return a + b
    if op.name == "arith.muli":
        return a * b
    return None


def _pid_side(mod: _Module, keys: list[str], argument: str) -> int:
    """Which of a product's two operands (0 or 1) carries the program id: the one built from a
    ``tt.get_program_id`` whose other operand is built from ``argument`` (the first such)."""
    if len(keys) != 2:
        return 0
    leaves = [_leaves(mod, k)[0] for k in keys]
    for i in (0, 1):
        if "pid" in leaves[i] and f"arg:{argument}" in leaves[1 - i]:
            return i
    return 0 if "pid" in leaves[0] else 1


def _through_casts(model: IRModule, key: str) -> str:
    """``key``, or the value it was cast from (``arith.extsi`` …), repeatedly."""
    for _ in range(8):
        op = model.defining_op(key)
        keys = [k for k in op.operand_keys if k is not None] if op is not None else []
        if op is None or op.name not in _CASTS or len(keys) != 1 or model.values[key].is_block_arg:
            break
        key = keys[0]
    return key


def _induction_loop(model: IRModule, key: str) -> IROp | None:
    """The ``scf.for`` whose induction variable ``key`` is (through casts), else ``None``: a persistent loop's
    ``row_idx`` of ``tl.range(pid, n, tl.num_programs(0))`` is no program id, though it starts at one."""
    key = _through_casts(model, key)
    v, op = model.values.get(key), model.defining_op(key)
    return op if v is not None and op is not None and v.is_block_arg and op.name == "scf.for" and v.index == 0 \
        else None


def _pid_operand_is_direct(mod: _Module, op: IROp) -> bool:
    """Whether one operand of the product ``op`` is a ``tt.get_program_id`` itself (through casts): only then is
    its PTX factor the ``%ctaid`` register, and the dataflow search by ``%ctaid`` finds this product (a
    ``g_id % n`` factor is another register; searching by ``%ctaid`` would find ``g_id * …`` instead)."""
    for k in _operands(op):
        d = mod.model.defining_op(_through_casts(mod.model, k))
        v = mod.model.values.get(_through_casts(mod.model, k))
        if d is not None and v is not None and not v.is_block_arg and d.name == "tt.get_program_id":
            return True
    return False


def _ptx_claims(ptx: Mapping[str, Any] | None, prefix: str, width: int) -> list[Claim]:
    """The claims of a cited PTX multiply (``{prefix}ptx/line`` …; none without one): its line and text, how it was
    found, and the instruction that widens its result (rule ``ptx-multiply``, ``engines/rules/addresses.py``)."""
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


#: Ops an offset keeps its scale through on its way to a ``tt.addptr`` (shape only, or adding other terms).
_SCALE_KEEPS = {"tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "tt.trans",
                "arith.addi", "arith.subi"}
# e.g. %c16_i32 = arith.constant 16 : i32     e.g. %cst = arith.constant dense<16> : tensor<64xi32>
_CONST_FACTOR = re.compile(r"arith\.constant\s+(?:dense<(-?\d+)>|(-?\d+))\s*:\s*(?:i\d+\b|tensor<[\dx]+i\d+)")


def _constant(model: IRModule, key: str) -> int | None:
    """The integer ``key`` holds when it is an ``arith.constant`` (a scalar, or a ``dense<C>`` splat) or a
    ``tt.splat`` of one; else ``None``."""
    for _ in range(4):
        op, v = model.defining_op(key), model.values.get(key)
        if op is None or v is None or v.is_block_arg:
            return None
        if op.name == "tt.splat" and op.operand_keys and op.operand_keys[0] is not None:
            key = op.operand_keys[0]
            continue
        m = _CONST_FACTOR.search(op.source or op.text) if op.name == "arith.constant" else None
        return int(m[1] or m[2]) if m else None
    return None


def offset_scale(model: IRModule, line: int) -> tuple[int, int | None]:
    """``(scale, addptr line)``: the largest constant factor by which the i32 result of the op at ``line`` (a
    product) reaches the offset operand of a ``tt.addptr``, followed forward along def-use edges through
    ``tt.splat``/``tt.broadcast``/``tt.expand_dims`` (shape only), ``arith.addi``/``arith.subi`` (other terms
    added) and ``arith.muli`` by a constant or a splat of one (the scale times it); an ``arith.extsi``/``extui``
    (an i64 offset), a product by a runtime value, or any other op ends a path. ``(scale, line)`` of the use with
    the largest scale (the earliest overflow; the first such line on ties), ``(1, None)`` when no ``tt.addptr``
    is reached that way. The factors are the IR's constants (elements, not bytes: ``tt.addptr`` scales by the
    element size itself)."""
    op = model.by_line.get(line)
    start = op.result_keys[0] if op is not None and op.result_keys else None
    best: tuple[int, int | None] = (1, None)
    todo = [(start, 1)] if start else []
    seen: set[tuple[str, int]] = set()
    while todo:
        key, scale = todo.pop()
        if (key, scale) in seen or len(seen) > 2000:
            continue
        seen.add((key, scale))
        for user in model.users(key):
            keys = list(user.operand_keys)
            out = user.result_keys[0] if user.result_keys else None
            if user.name == "tt.addptr":
                if len(keys) > 1 and keys[1] == key and (scale > best[0] or (scale == best[0] and (
                        best[1] is None or user.line < best[1]))):
                    best = (scale, user.line)
            elif user.name in _SCALE_KEEPS and out:
                todo.append((out, scale))
            elif user.name == "arith.muli" and out and len(keys) == 2:
                other = keys[1] if keys[0] == key else keys[0]
                c = _constant(model, other) if other is not None else None
                if c is not None and c != 0:
                    todo.append((out, scale * abs(c)))
    return best


def scaled_example(factor: str, pid_name: str, scale: int = 1) -> str:
    """An example of sizes from which ``factor * pid_name * scale > 2^31-1``: the factor ``2*1024*1024 // scale``
    (at least 1; ``2*1024*1024`` itself for scale 1), and the program id from which the product passes
    ``(2^31-1) // scale``."""
    scale = max(1, scale)
    value = max(1, 2 * 1024 * 1024 // scale)
    shown = "2*1024*1024" if value == 2 * 1024 * 1024 else str(value)
    return f"e.g. {factor} = {shown} from {pid_name} = {I32_MAX // scale // value + 1} on"


def product_names(model: IRModule, stage: str, p: Product, scale: int = 1) -> dict[str, Any]:
    """What the i32 warning says of product ``p`` in Python's words: ``factors`` (``row * stride``: each operand's
    own name, a subexpression spelled out), ``pid_name`` (the program-id side), ``fix`` (``pid_name.to(tl.int64)``),
    ``example`` (sizes from which it overflows, bounded when a factor is: ``lock_id is at most 63, so only from N =
    34087043 on``), and for a loop's induction variable ``loop_line`` (its ``scf.for`` line) and ``loop_start`` (how
    the loop is tied to the program id). Read from ``model``'s ``loc`` names (the rules re-derive it the same way
    on their own parse)."""
    op = model.by_line.get(p.line)
    keys = [k for k in op.operand_keys if k is not None] if op is not None and op.name == "arith.muli" else []
    locs = _Locs.of(model)
    names = [_grouped(_var_name(model, k, locs)) for k in keys] if len(keys) == 2 else ["the program id", p.argument]
    side = _pid_side(_parse(model), keys, p.argument) if len(keys) == 2 else 0
    pid_name, factor = names[side], names[1 - side]
    threshold = I32_MAX // max(1, scale)
    out: dict[str, Any] = {"factors": " * ".join(names), "pid_name": pid_name, "fix": f"{pid_name}.to(tl.int64)",
                           "example": scaled_example(factor, pid_name, scale)}
    loop = _induction_loop(model, keys[side]) if len(keys) == 2 else None
    if loop is not None:
        starts = "pid" in _leaves(_parse(model), loop.operand_keys[0] or "")[0] if loop.operand_keys else False
        out["loop_line"] = loop.line
        out["loop_start"] = "starts at" if starts else "steps by or ends at"
    bounds = [_bound(model, k) for k in keys] if len(keys) == 2 else [None, None]
    for bounded, other in ((side, 1 - side), (1 - side, side)):
        most = bounds[bounded]
        if most:
            out["example"] = (f"{names[bounded]} is at most {most}, so only from {names[other]} = "
                              f"{threshold // most + 1} on")
            break
    return out


def _warning(inp: AnalysisInput, stage: str, p: Product) -> Finding:
    ptx = _ptx_cited(ptx_multiply(inp, stage, p.line, 32, p.param_index, p.pid_axis))
    file, pyline = inp.python_location(stage, p.line)
    scale, scale_line = offset_scale(inp.model(stage), p.line)
    said = product_names(inp.model(stage), stage, p, scale)
    claims = _product_claims(stage, p)
    # (no refs: a ref is a line the finding cites, and the python-loc rule would take an access's Python line as
    # the product's)
    claims += [Claim(f"access/{k}", a, "line", "i32-product") for k, a in enumerate(p.accesses)]
    mul = (Ref(stage, p.line, "arith.muli"),)
    claims += [Claim(k, said[k], "text", "var-name", mul) for k in ("factors", "pid_name", "fix", "example")]
    pid_what = "a program id (tt.get_program_id, " + stage + ":{pid_line})"
    if "loop_line" in said:
        claims.append(Claim("loop_line", said["loop_line"], "line", "var-name", mul))
        claims.append(Claim("loop_start", said["loop_start"], "text", "var-name", mul))
        pid_what = ("the induction variable of the loop at " + stage + ":{loop_line} (it {loop_start} a program id: "
                    "tt.get_program_id, " + stage + ":{pid_line})")
    claims += _ptx_claims(ptx, "", 32)
    evidence = ""
    if ptx:
        evidence = " " + _ptx_where(ptx, "") + ": ptx:{ptx/line} {ptx/text} multiplies in 32 bits"
        if ptx["widened_line"]:
            evidence += ", and ptx:{ptx/widened_line} {ptx/widened_text} widens the product to 64 bits only after it"
        evidence += "."
    accesses = ", ".join(f"{stage}:{{access/{k}}}" for k in range(len(p.accesses)))
    overflow = "it overflows once {factors} > 2^31-1 elements ({example})."
    if scale > 1 and scale_line is not None:
        claims += [Claim("scale", scale, "count", "offset-scale", mul),
                   Claim("scale_line", scale_line, "line", "offset-scale", mul),
                   Claim("threshold", I32_MAX // scale, "count", "offset-scale", mul)]
        overflow = ("the i32 offset of the tt.addptr at " + stage + ":{scale_line} holds this product times scale = "
                    "{scale} (the constant factors on its way there, derived from the IR's constants), so that i32 "
                    "offset overflows, from this product alone, once {factors} > {threshold} (2^31-1 // {scale}; "
                    "{example}).")
    template = ("{product} (" + stage + ":{line}): i{width} product of " + pid_what + " and the runtime argument "
                "'{argument}', used as a pointer offset by " + accesses + ": " + overflow + evidence
                + " Overflow depends on the sizes at run time: a possible fault, not a measured one. "
                "Fix: {pid_name}.to(tl.int64) before the product")
    data = {"accesses": list(p.accesses), "ptx": ptx, "scale": scale, "scale_line": scale_line}
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
