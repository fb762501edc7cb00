"""One scoped model of a TTIR/TTGIR module, parsed once from its text: ops, values, regions, types.

MLIR's printer names an SSA value uniquely only within its region and the regions around it: a second
``scf.for`` (an ``scf.if``'s ``else``, a ``ttg.warp_specialize`` partition, a ``tt.reduce`` combiner) numbers
its values afresh and prints ``%x_12``/``%qk_77`` again. A reader that keeps one flat name table ties a use in
the second loop to the first loop's value. This model resolves every use to the definition it names, as MLIR's
own parser does (``mlir/lib/AsmParser``: a name is looked up in the innermost enclosing region that defines it),
and gives each value a key unique in the module:

=====================================  ==============================================================
what                                   key
=====================================  ==============================================================
a value of the first ``tt.func``'s     its printed name without ``%`` (``acc_80``; a group result
body (its arguments too)               ``acc_80#3``)
a value defined in any other region    ``name__sL``, ``L`` the 1-based line where that region opens
                                       (the ``scf.for … {`` line, ``} else {``, ``partition0(…) {``)
=====================================  ==============================================================

:attr:`IROp.text` is the op's line with every SSA name replaced by its key (so the line readers of
:mod:`ir_explorer.ir.ttgir` and the analyses read keys), :attr:`IROp.source` the line as printed; :func:`display`
turns a key back into the printed name. Ops MLIR's printer elides are added as ``implicit`` ops so that op
counts equal MLIR's: the ``scf.yield`` ending a region that prints none, and the ``ttg.warp_specialize.partitions``
op that holds a ``ttg.warp_specialize``'s ``partitionN`` regions. Result types are read from the custom
assembly formats Triton's ops print (``… : A -> B``, ``… : A to B``, ``tt.load``'s pointee, ``arith.cmp*``'s
``i1``, generic ``"tt.reduce"(…) ({…}) : (A) -> B``); a type the model cannot read is ``None``.
``tests/test_mlir_model.py`` holds the model against Triton's own MLIR parser (``ir.parse_mlir_module``).

:meth:`IRModule.alloc_origin` answers, for a ``!ttg.memdesc`` value, which allocation it views and through which
view ops (``ttg.memdesc_index``/``_trans``/``_subslice``/``_subview``/``_reshape``/``_reinterpret``, and loop
region arguments carrying a memdesc). Nothing here raises on malformed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from types import SimpleNamespace

from ir_explorer.ir.layouts import Layout, TensorType, parse_aliases, parse_type
from ir_explorer.ir.ttgir import _OP, _STRING, Op, modern_dialects, strip_loc

#: An SSA name, and what follows it: `` = `` or ``:`` right after it makes it a definition (a result before the op
#: name; ``scf.for``'s induction variable and ``iter_args`` entries; ``%a: f32`` block arguments).
# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(%acc_90 = %cst, …) -> (…)  : i32 {
# e.g.   ^bb0(%a_3: f32 loc(…), %b_4: f32 loc(…)):
_TOKEN = re.compile(r"%(?P<name>[\w$.-]+)(?P<group>#\d+)?(?P<defines>\s*=(?!=)|:)?")
#: A block argument with its type, as ``tt.func``, ``^bb0`` and ``partitionN`` print them.
# e.g.   tt.func public @k(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc(…), %n: i32 loc(…)) attributes …
_BLOCK_ARG = re.compile(r"%(?P<name>[\w$.-]+):\s*(?P<type>!?[\w.]+(?:<)?)")
#: The suffix of a key for a value defined outside the first function's body.
_SCOPE = re.compile(r"__s\d+(?=$|#)")
#: A block label line.
# e.g.   ^bb0(%arg4: f32 loc(callsite(#loc1 at #loc2)), %arg5: f32 loc(…)):
_LABEL = re.compile(r"^\s*\^[\w$.-]+")
#: Ops that end a region (a region whose last op is none of these gets an implicit ``scf.yield``).
TERMINATORS = frozenset({"scf.yield", "scf.condition", "tt.return", "tt.reduce.return", "tt.scan.return",
                         "ttg.warp_yield", "ttg.warp_return", "cf.br", "cf.cond_br", "llvm.return",
                         "tt.map_elementwise.return", "gpu.return"})
#: Ops whose regions end in an ``scf.yield`` MLIR's printer elides when it yields nothing.
_IMPLICIT_YIELD = frozenset({"scf.for", "scf.if", "scf.while"})
#: Result types the custom formats leave out: every result of these ops has this type.
# e.g.   %a_53 = ttg.async_commit_group tokens %a_52      %acc_109 = ttg.async_wait {num = 0 : i32}
_FIXED_TYPES = {"ttg.async_copy_global_to_local": "!ttg.async.token", "ttg.async_commit_group": "!ttg.async.token",
                "ttg.async_wait": "!ttg.async.token", "amdg.buffer_load_to_local": "!ttg.async.token",
                "ttg.async_tma_copy_global_to_local": None}
#: Ops whose custom format prints their operands in another order than MLIR holds them: printed order → MLIR's.
# e.g.   ttng.tmem_store %cst_2, %acc, %true : tensor<…> -> !ttg.memdesc<…>   (ODS: $dst, …, $src, $pred)
# e.g.   tt.descriptor_store %dst[%1, %3], %5 : !tt.tensordesc<64x64xf16>, tensor<64x64xf16>   (ODS: desc, src, indices)
# e.g.   ttng.async_tma_copy_global_to_local %src_2[%1, %3] %4, %5, %true : …  (ODS: desc, coord, barrier, result, pred)
# (``tt.dot_scaled`` and ``ttng.tc_gen5_mma``'s barriers depend on what the line prints: :func:`_scales_last`,
# :func:`_barriers_last`.)
_OPERAND_ORDER: dict[str, Callable[[list[str | None]], list[str | None]]] = {
    "ttng.tmem_store": lambda o: [o[1], o[0], *o[2:]],
    "tt.descriptor_store": lambda o: [o[0], o[-1], *o[1:-1]],
    "ttng.async_tma_copy_global_to_local": lambda o: [*o[:-3], o[-2], o[-3], o[-1]],
}


def _barriers_last(operands: list[str | None], body: str) -> list[str | None]:
    """A ``ttng.tc_gen5_mma`` prints each completion barrier with its predicate (``%bar[%pred]``, the trailing
    operand groups) where MLIR holds every barrier, then every predicate (``$barriers``, ``$barrier_preds``)."""
    groups = [g.strip() for g in _depth_split(_depth_split(body.split("{", 1)[0], " : ")[0], ",")]
    k = 0
    while k < len(groups) and "[" in groups[len(groups) - 1 - k]:
        k += 1
    if not k or len(operands) < 2 * k:
        return operands
    pairs = operands[len(operands) - 2 * k:]
    return operands[:len(operands) - 2 * k] + pairs[0::2] + pairs[1::2]


def _scales_last(operands: list[str | None], body: str) -> list[str | None]:
    """A ``tt.dot_scaled`` prints ``a (scale a_scale)?, b (scale b_scale)?, c`` where MLIR holds ``a, b, c, a_scale?,
    b_scale?`` (``TritonOps.td`` DotScaledOp: its ``ins`` order, ``AttrSizedOperandSegments``)."""
    parts = _depth_split(re.split(r"\s+lhs\s*=", body, maxsplit=1)[0], ",")
    if len(parts) != 3:
        return operands
    a_scaled, b_scaled = " scale " in parts[0], " scale " in parts[1]
    if len(operands) != 3 + a_scaled + b_scaled:
        return operands
    a, rest = operands[0], operands[1:]
    a_s = rest.pop(0) if a_scaled else None
    b = rest.pop(0)
    b_s = rest.pop(0) if b_scaled else None
    return [a, b, rest[0], *([a_s] if a_scaled else []), *([b_s] if b_scaled else [])]


#: The shared-memory view ops :meth:`IRModule.alloc_origin` follows (``MemDescViewTrait`` in Triton's
#: ``TritonGPUOps.td``; ``memdesc_subview`` is what Triton 3.2–3.4 printed).
VIEW_OPS = frozenset({"ttg.memdesc_index", "ttg.memdesc_subview", "ttg.memdesc_subslice", "ttg.memdesc_trans",
                      "ttg.memdesc_reshape", "ttg.memdesc_reinterpret"})
#: Ops that allocate shared or tensor memory.
ALLOC_OPS = frozenset({"ttg.local_alloc", "ttng.tmem_alloc", "ttg.global_scratch_alloc"})


def display(key: str) -> str:
    """A value's key as the IR prints the name (``x_12__s57`` → ``x_12``; ``acc__s9#2`` → ``acc#2``)."""
    return _SCOPE.sub("", key)


@dataclass(frozen=True)
class Value:
    """One SSA value. ``key`` is unique in the module (see the module docstring); ``name`` is as printed without
    ``%`` (``acc_80#3``); ``type`` the type text as printed (aliases unresolved), ``None`` where the model cannot
    read it. ``owner`` is the index in :attr:`IRModule.ops` of the op that defines it (a result, ``region == -1``)
    or whose region ``region`` has it as block argument ``index``."""

    key: str
    name: str
    type: str | None
    owner: int
    index: int
    region: int = -1

    @property
    def is_block_arg(self) -> bool:
        """Whether the value is a region's block argument (a loop's induction variable or carried value, a
        function argument, a combiner's ``^bb0`` argument), not an op result."""
        return self.region >= 0


@dataclass(frozen=True)
class IROp(Op):
    """One operation. ``text`` holds keys instead of printed names (so :attr:`Op.operands`, :attr:`Op.results`
    and :attr:`Op.iter_args` are keys); ``source`` is the line as printed, without its ``loc(…)``."""

    source: str = ""
    index: int = -1
    """Position in :attr:`IRModule.ops` (textual order of the op's first line)."""
    parent: int = -1
    """Index of the op whose region holds this one (``-1`` for the module's top level)."""
    parent_region: int = 0
    """Which region of :attr:`parent` (0-based: ``scf.if``'s ``else`` is 1, ``scf.while``'s ``do`` is 1)."""
    operand_keys: tuple[str | None, ...] = ()
    """The value each operand names, in MLIR's operand order (``None``: a name no region in scope defines).
    :attr:`Op.operands` are in printed order, which differs for a few ops (``ttng.tmem_store`` prints its source
    before its destination)."""
    result_keys: tuple[str, ...] = ()
    """The keys of the op's results, one per result (``acc_80#0`` … for a group)."""
    result_types: tuple[str | None, ...] = ()
    num_regions: int = 0
    end_line: int = 0
    """The last line of the op: its own line, or the line closing its last region."""
    implicit: bool = False
    """An op MLIR holds but its printer elided (``line`` is then where it would be)."""


#: An op while the parser builds it (mutable; frozen into an :class:`IROp` at the end): IROp's field names.
_Rec = SimpleNamespace


@dataclass
class _Region:
    owner: int
    index: int
    line: int
    scope: str  # the key suffix of values defined in it ("" for the first function's body)
    names: dict[str, str] = field(default_factory=dict)
    last: str = ""  # name of the last op seen directly in it
    last_index: int = -1
    nargs: int = 0
    chain: tuple[tuple[int, ...], tuple[str, ...]] | None = None  # (loops, regions) of the ops directly in it


@dataclass(frozen=True)
class Origin:
    """Where a ``!ttg.memdesc`` value comes from: ``alloc`` is the key of the allocating op's result (``None``
    when the chain ends elsewhere: a function argument, an op that is neither view nor allocation), ``views``
    the ops between the allocation and the value, allocation first (an ``scf.for`` stands for one of its
    carried values)."""

    alloc: str | None
    views: tuple[IROp, ...]
    root: IROp | None
    """The op defining :attr:`alloc` (``ttg.local_alloc``, ``ttng.tmem_alloc``), or where the chain ended."""

    @property
    def indexed(self) -> bool:
        """Whether a ``ttg.memdesc_index`` (or Triton 3.2's ``memdesc_subview``) picks one buffer of the
        allocation on the way: only then is the allocation a ring of buffers."""
        return any(v.name in ("ttg.memdesc_index", "ttg.memdesc_subview") for v in self.views)


class IRModule:
    """The model of one TTIR/TTGIR module (see the module docstring). Build it with :func:`parse`."""

    def __init__(self, text: str, ops: list[IROp], values: dict[str, Value]) -> None:
        self.text = text
        self.ops = ops
        """Every op, in textual order (implicit ones where MLIR has them)."""
        self.values = values
        """Every value by key."""
        self.derived: dict[str, object] = {}
        """What analyses derive from the model once and share (``axisinfo``: its :class:`ModuleAxisInfo`), by
        name: the model is built once per stage (:meth:`AnalysisInput.model`), so each is computed once."""

    @cached_property
    def printed_ops(self) -> list[IROp]:
        """The ops the text prints (no implicit ones), in textual order, as :func:`ttgir.scan` lists them."""
        return [op for op in self.ops if not op.implicit and op.name != "builtin.module"]

    @cached_property
    def aliases(self) -> dict[str, Layout]:
        """The module's layout aliases, decoded (:func:`layouts.parse_aliases`)."""
        return parse_aliases(self.text)

    @cached_property
    def _users(self) -> dict[str, list[IROp]]:
        out: dict[str, list[IROp]] = {}
        for op in self.ops:
            for k in dict.fromkeys(op.operand_keys):
                if k is not None:
                    out.setdefault(k, []).append(op)
        return out

    @cached_property
    def by_line(self) -> dict[int, IROp]:
        """The printed op starting on each 1-based line."""
        return {op.line: op for op in self.ops if not op.implicit}

    @cached_property
    def function_args(self) -> list[Value]:
        """The arguments of the module's first ``tt.func`` (the kernel), in order, with their types as printed
        (``!tt.ptr<f32>``, ``i32``); their keys are their printed names."""
        func = next((op for op in self.ops if op.name == "tt.func"), None)
        if func is None:
            return []
        args = [v for v in self.values.values() if v.owner == func.index and v.is_block_arg]
        return sorted(args, key=lambda v: v.index)

    def enclosing(self, op: IROp, name: str) -> IROp | None:
        """The innermost op named ``name`` (``ttg.warp_specialize``, ``scf.if``) whose regions hold ``op``, by its
        parent chain (a partition's parent is its ``ttg.warp_specialize.partitions`` holder, whose parent is the
        ``ttg.warp_specialize``); None when none does. Never raises."""
        at, steps = op.parent, 0
        while 0 <= at < len(self.ops) and steps < len(self.ops):
            if self.ops[at].name == name:
                return self.ops[at]
            at, steps = self.ops[at].parent, steps + 1
        return None

    def defining_op(self, key: str) -> IROp | None:
        """The op whose result ``key`` is, or whose region has it as a block argument; ``None`` for an unknown
        key or a function argument of the module's top level."""
        v = self.values.get(key)
        return self.ops[v.owner] if v is not None and 0 <= v.owner < len(self.ops) else None

    def induction_variable(self, loop: IROp) -> str | None:
        """The key of an ``scf.for``'s induction variable (its body's first block argument); ``None`` for an op with
        no such argument."""
        return next((v.key for v in self.values.values()
                     if v.is_block_arg and v.owner == loop.index and v.region == 0 and v.index == 0), None)

    def users(self, key: str) -> list[IROp]:
        """The ops that take ``key`` as an operand, in textual order."""
        return self._users.get(key, [])

    def type_of(self, key: str) -> TensorType | None:
        """``key``'s ``tensor<…>``/``!ttg.memdesc<…>`` type decoded (shape, element, layout with aliases resolved,
        memory space, mutable, alloc shape), or ``None`` for a scalar or unread type."""
        v = self.values.get(key)
        return parse_type(v.type, self.aliases) if v is not None and v.type else None

    def walk_postorder(self) -> list[IROp]:
        """The ops in MLIR's ``walk`` order: post-order, an op after every op its regions hold, regions in order."""
        children: dict[int, list[IROp]] = {}
        for op in self.ops:
            children.setdefault(op.parent, []).append(op)
        for kids in children.values():
            kids.sort(key=lambda o: (o.parent_region, o.index))
        out: list[IROp] = []
        todo: list[tuple[IROp, bool]] = [(op, False) for op in reversed(children.get(-1, []))]
        while todo:
            op, done = todo.pop()
            if done:
                out.append(op)
                continue
            todo.append((op, True))
            todo.extend((k, False) for k in reversed(children.get(op.index, [])))
        return out

    def alloc_origin(self, key: str, captures: bool = False) -> Origin:
        """Which allocation the memdesc value ``key`` views, and through which view ops (:class:`Origin`).

        Follows the first operand of each :data:`VIEW_OPS` op, and a loop's region argument or result to its
        initial value (``iter_args(%a_109 = %a_105)``); with ``captures``, also a ``ttg.warp_specialize``
        partition's block argument to the value captured at its position (the partitions' explicit captures,
        ``TritonGPUOps.td`` ``WarpSpecializeOp``; the holder op is not listed as a view); stops at an
        :data:`ALLOC_OPS` op, a function argument, or any other op. Never raises."""
        views: list[IROp] = []
        seen: set[str] = set()
        while key not in seen:
            seen.add(key)
            v = self.values.get(key)
            op = self.defining_op(key)
            if v is None or op is None:
                return Origin(None, tuple(reversed(views)), None)
            if captures and v.is_block_arg and op.name == "ttg.warp_specialize.partitions" and \
                    v.index < len(op.operand_keys) and (captured := op.operand_keys[v.index]):
                key = captured
                continue
            if op.name in ALLOC_OPS and not v.is_block_arg:
                return Origin(key, tuple(reversed(views)), op)
            init = self.carried_init(op, v)
            if init is not None:
                views.append(op)
                key = init
                continue
            if op.name in VIEW_OPS and not v.is_block_arg and op.operand_keys and op.operand_keys[0]:
                views.append(op)
                key = op.operand_keys[0]
                continue
            return Origin(None, tuple(reversed(views)), op)
        return Origin(None, tuple(reversed(views)), None)

    def carried(self, key: str) -> tuple[str, ...]:
        """For a loop's carried value ``key`` (a region argument or a result of an ``scf.for``/``scf.while``): the
        keys of its initial value and of the value the loop's ``scf.yield`` gives it; for an argument of an
        ``scf.while``'s ``do`` region, the key of the value the ``scf.condition`` of its ``before`` region forwards at
        its position (operand 0 is the condition; trial 13c F1: the ``do`` region's arguments were taken for the
        ``scf.while`` op, and every initial value of the loop for the value of each); ``()`` for any other value.
        Never raises."""
        v = self.values.get(key)
        op = self.defining_op(key)
        if v is None or op is None:
            return ()
        if v.is_block_arg and op.name == "scf.while" and v.region == 1:
            cond = [c for c in self.ops if c.parent == op.index and c.parent_region == 0 and c.name == "scf.condition"]
            keys = cond[-1].operand_keys if cond else []
            forwarded = keys[v.index + 1] if v.index + 1 < len(keys) else None
            return (forwarded,) if forwarded else ()
        init = self.carried_init(op, v)
        if init is None:
            return ()
        i = v.index - 1 if v.is_block_arg and op.name == "scf.for" else v.index
        last = op.num_regions - 1
        yields = [y for y in self.ops if y.parent == op.index and y.parent_region == last and y.name == "scf.yield"]
        yielded = yields[-1].operand_keys[i] if yields and i < len(yields[-1].operand_keys) else None
        return (init, yielded) if yielded else (init,)

    def carried_init(self, op: IROp, v: Value) -> str | None:
        """The key of the initial value of a loop's carried value ``v`` (a region argument or a result of ``op``, an
        ``scf.for``/``scf.while``); ``None`` for any other value."""
        pairs = op.iter_args
        if not pairs:
            return None
        if v.is_block_arg and op.name == "scf.for":
            i = v.index - 1  # argument 0 is the induction variable
        elif v.is_block_arg and op.name == "scf.while" and v.region == 0:
            i = v.index
        elif not v.is_block_arg and op.name in ("scf.for", "scf.while"):
            i = v.index
        else:
            return None
        return pairs[i][1] if 0 <= i < len(pairs) else None


# ---------------------------------------------------------------------------------------------------------------
# Types


_OPENS, _CLOSES = "<[{(", ">]})"


def _depth(prefix: str) -> int:
    """Brackets open at the end of ``prefix`` (``->`` is no closing ``>``)."""
    return sum(map(prefix.count, _OPENS)) - sum(map(prefix.count, _CLOSES)) + prefix.count("->")


def _depth_split(text: str, sep: str) -> list[str]:
    """``text`` (strings emptied) split at each ``sep`` outside ``<>``, ``[]``, ``{}`` and ``()``."""
    out, start, i = [], 0, text.find(sep)
    while i >= 0:
        if _depth(text[:i]) == 0:
            out.append(text[start:i])
            start = i + len(sep)
        i = text.find(sep, i + len(sep))
    out.append(text[start:])
    return out


def _type_list(text: str) -> list[str]:
    """``(A, B)`` or ``A, B`` → ``["A", "B"]``; ``()`` → ``[]``."""
    t = text.strip()
    if t.startswith("(") and t.endswith(")") and len(_depth_split(t, " ")) >= 1 and _balanced_group(t):
        t = t[1:-1]
    return [p.strip() for p in _depth_split(t, ",") if p.strip()]


def _balanced_group(t: str) -> bool:
    """Whether the ``(`` at the start of ``t`` closes at its end."""
    depth = 0
    for i, ch in enumerate(t):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            return i == len(t) - 1
    return False


_PTR = re.compile(r"!tt\.ptr<(?P<pointee>[^,>]+(?:<[^>]*>)?)(?:,\s*\d+)?>")


def _pointee(ty: str) -> str:
    """``tensor<128x!tt.ptr<f32>, #b>`` → ``tensor<128xf32, #b>``; ``!tt.ptr<f32>`` → ``f32``."""
    if ty.startswith("!tt.ptr<"):
        m = _PTR.match(ty)
        return m.group("pointee") if m else ty
    return _PTR.sub(lambda m: m.group("pointee"), ty, count=1)


def _i1(ty: str) -> str:
    """``tensor<128xf32, #b>`` → ``tensor<128xi1, #b>``; a scalar → ``i1``."""
    if not ty.startswith("tensor<"):
        return "i1"
    parts = _depth_split(ty[len("tensor<"):-1], ",")
    dims = parts[0].strip().split("x")
    return "tensor<" + "x".join([*(d for d in dims[:-1]), "i1"]) + "".join("," + p for p in parts[1:]) + ">" \
        if len(dims) > 1 else "tensor<" + ",".join(["i1", *parts[1:]]) + ">"


def _result_types(name: str, body: str, count: int) -> list[str | None]:
    """The ``count`` result types of op ``name`` whose text after the name is ``body`` (strings emptied)."""
    if count == 0:
        return []
    unknown: list[str | None] = [None] * count
    if _FIXED_TYPES.get(name):
        return [_FIXED_TYPES[name]] * count
    if name == "arith.constant" and body.strip() in ("true", "false"):
        return ["i1"]
    if name == "tt.make_tensor_descriptor" and count == 1:  # e.g. … : <f16>, <64x64xf16>
        last = _type_list(_depth_split(body, " : ")[-1])[-1:]
        return ["!tt.tensordesc" + last[0] if last and last[0].startswith("<") else last[0] if last else None]
    if name in ("scf.for", "scf.if"):
        head = _depth_split(body, " : ")[0] if name == "scf.for" else body
        arrow = _depth_split(head, "-> ")
        types = _type_list(arrow[-1].rstrip(" {")) if len(arrow) > 1 else []
        return list(types) if len(types) == count else unknown
    parts = _depth_split(body, " : ")
    if len(parts) < 2:
        return unknown
    tail = parts[-1].strip().rstrip("{").strip()
    arrow = _depth_split(tail, "->")
    if len(arrow) > 1:
        types = _type_list(arrow[-1])
    else:
        to = _depth_split(tail, " to ")
        if len(to) > 1:
            types = [to[-1].strip()]
        else:
            given = _type_list(tail)
            if not given:
                return unknown
            if name in ("tt.load", "tt.descriptor_load") and count == 1:
                return [_pointee(given[0])]
            if name in ("arith.cmpi", "arith.cmpf") and count == 1:
                return [_i1(given[0])]
            if name == "tt.addptr" and count == 1:
                return [given[0]]
            types = given if len(given) == count else [given[-1]]
    return list(types) if len(types) == count else unknown


# ---------------------------------------------------------------------------------------------------------------
# Parsing


class _Parser:
    """One pass over the lines, keeping the stack of open regions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.ops: list[_Rec] = []
        self.nregions: list[int] = []
        self.ends: list[int] = []
        self.values: dict[str, Value] = {}
        self.stack: list[_Region] = [_Region(-1, 0, 0, "")]
        self.func_seen = False

    # names ------------------------------------------------------------------------------------------------
    def define(self, region: _Region, name: str, v_type: str | None, owner: int, index: int,
               block_region: int = -1) -> str:
        base, hash_, group = name.partition("#")
        base_key = f"{base}__s{region.scope}" if region.scope else base
        region.names[base] = base_key
        key = base_key + hash_ + group
        self.values[key] = Value(key, name, v_type, owner, index, block_region)
        return key

    def resolve(self, name: str, group: str) -> str | None:
        for region in reversed(self.stack):
            key = region.names.get(name)
            if key is not None:
                return key + group
        return None

    # regions ----------------------------------------------------------------------------------------------
    def open(self, owner: int, line: int) -> _Region:
        idx = self.nregions[owner]
        self.nregions[owner] = idx + 1
        top = not self.func_seen and self.ops[owner].name == "tt.func" and len(self.stack) <= 2
        region = _Region(owner, idx, line, "" if top else str(line))
        self.stack.append(region)
        return region

    def close(self, line: int) -> int:
        """Close the innermost region; the owner's index (``-1`` for none)."""
        if len(self.stack) <= 1:
            return -1
        region = self.stack.pop()
        owner = region.owner
        if owner >= 0:
            if self.ops[owner].name in _IMPLICIT_YIELD and region.last not in TERMINATORS:
                self.add(line, "scf.yield", "", (), [], region=region, implicit=True)
            self.ends[owner] = line
            if self.ops[owner].name == "tt.func":
                self.func_seen = True
            if self.ops[owner].implicit and self.ops[owner].parent >= 0:  # the warp_specialize.partitions holder
                self.ends[self.ops[owner].parent] = line
        return owner

    # ops ----------------------------------------------------------------------------------------------------
    def add(self, line: int, name: str, source: str, results: tuple[str, ...], result_types: list[str | None],
            region: _Region | None = None, implicit: bool = False, text: str = "",
            operands: tuple[str | None, ...] = ()) -> int:
        region = region or self.stack[-1]
        index = len(self.ops)
        keys = tuple(self.define(region, r, t, index, i) for i, (r, t) in enumerate(zip(results, result_types,
                                                                                        strict=True)))
        if region.chain is None:
            chain = self.stack[1:self.stack.index(region) + 1] if region in self.stack else [*self.stack[1:], region]
            region.chain = (tuple(dict.fromkeys(self.ops[r.owner].line for r in chain if r.owner >= 0
                                                and self.ops[r.owner].name in ("scf.for", "scf.while"))),
                            tuple(self._region_name(r) for r in chain if r.owner >= 0))
        loops, regions = region.chain
        op = _Rec(line=line, name=name, results=tuple(dict.fromkeys(k.split("#")[0] for k in keys)),
                  text=text or source, loops=loops, regions=regions, source=source, index=index,
                  parent=region.owner, parent_region=region.index, operand_keys=operands, result_keys=keys,
                  result_types=tuple(result_types), implicit=implicit)
        self.ops.append(op)
        self.nregions.append(0)
        self.ends.append(line)
        region.last = name
        region.last_index = index
        return index

    def _region_name(self, r: _Region) -> str:
        """The region's name as :attr:`Op.regions` gives it (:func:`ttgir.scan`'s names: ``""`` for the module)."""
        owner = self.ops[r.owner]
        if owner.name == "builtin.module":
            return ""
        if owner.name == "ttg.warp_specialize.partitions" or (owner.name == "ttg.warp_specialize"):
            return "ttg.warp_specialize"
        if owner.name == "scf.if" and r.index == 1:
            return "else"
        return owner.name

    def line(self, i: int, raw: str) -> None:
        line = strip_loc(raw)
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "//")):
            return
        if stripped.startswith("}"):
            owner = self.close(i)
            if owner >= 0:
                self._closing_types(owner, stripped)
                if stripped.endswith("{"):  # } else {   } do {   }, {
                    self.open(owner, i)
            return
        if _LABEL.match(line):
            self._block_args(self.stack[-1], line)
            return
        m = _OP.match(line)
        if m is None:
            if stripped.startswith("module") and stripped.endswith("{"):
                self.open(self.add(i, "builtin.module", stripped, (), []), i)
            elif stripped.endswith("{"):
                self._partition(i, stripped)
            return
        self._op(i, line, m)

    def _op(self, i: int, line: str, m: re.Match[str]) -> None:
        name = m.group("name")
        body = line[m.end():]
        if '"' in body:
            body = _STRING.sub('""', body)
        counted = self._results(m.group("results"))
        names = [f"{r}#{j}" if c > 1 else r for r, c in counted for j in range(c)]
        types = _result_types(name, body, len(names))
        region_args: list[str] = []
        operands: list[str | None] = []
        # % inside strings are no names: hide them from the token pass
        tail = line[m.end():]
        if '"' in tail:
            tail = _STRING.sub(lambda s: s.group(0).replace("%", "\x00"), tail)
        rest = line[m.start("name"):m.end()] + tail
        pieces: list[str] = []
        at, same = 0, True
        for t in _TOKEN.finditer(rest):
            nm, group, defines = t.group("name", "group", "defines")
            if defines and not group:
                region_args.append(nm)
                continue
            key = self.resolve(nm, group or "")
            operands.append(key)
            if key is not None and key != nm + (group or ""):
                same = False
                pieces += (rest[at:t.start()], "%", key, defines or "")
                at = t.end()
        renamed = rest if same else "".join(pieces) + rest[at:]
        order = _OPERAND_ORDER.get(name)
        if order and len(operands) >= 3:
            operands = order(operands)
        if name.startswith("ttng.tc_gen5_mma"):
            operands = _barriers_last(operands, body)
        elif name == "tt.dot_scaled":
            operands = _scales_last(operands, body)
        elif name.endswith(".buffer_load_to_local") and " into %" in body and operands:
            # e.g. amdg.buffer_load_to_local %p[%offs] mask = %m stride = %s into %dest : …   (MLIR: dest first)
            operands = [operands[-1], *operands[:-1]]
        index = self.add(i, name, line.strip(), tuple(names), types, operands=tuple(operands))
        op = self.ops[index]
        head = line[:m.start("name")]
        if names and any(k != n for n, k in zip(names, op.result_keys, strict=True)):
            head_map = {n.split("#")[0]: k.split("#")[0] for n, k in zip(names, op.result_keys, strict=True)}
            head = _TOKEN.sub(lambda t: "%" + str(head_map.get(t.group("name"), t.group("name")))
                              + (t.group("defines") or ""), head)
        inner: dict[str, str] = {}
        if line.rstrip().endswith("{"):
            region = self.open(index, i)
            self._region_args(index, region, name, body, region_args)
            inner = region.names

        def define(t: re.Match[str]) -> str:
            nm, group, defines = t.group("name"), t.group("group") or "", t.group("defines")
            return "%" + inner[nm] + defines if defines and not group and nm in inner else t.group(0)
        text = head + (_TOKEN.sub(define, renamed) if region_args else renamed)
        op.text = (text.replace("\x00", "%") if "\x00" in text else text).strip()

    @staticmethod
    def _results(group: str | None) -> list[tuple[str, int]]:
        if not group:
            return []
        out = []
        for r in group.split(","):
            nm, _, count = r.strip()[1:].partition(":")
            out.append((nm, int(count) if count.isdigit() else 1))
        return out

    def _region_args(self, index: int, region: _Region, name: str, body: str, args: list[str]) -> None:
        """Define the block arguments an op line opening a region prints: ``scf.for``'s induction variable and
        ``iter_args``, ``scf.while``'s ``before`` arguments, ``tt.func``'s arguments."""
        op = self.ops[index]
        if name == "scf.for":
            iv_type = _depth_split(body, " : ")[-1].strip().rstrip("{").strip() or None
            n = len(args) - 1
            carried = list(op.result_types) if len(op.result_types) == n else [None] * n
            for j, nm in enumerate(args):
                self.define(region, nm, iv_type if j == 0 else carried[j - 1], index, j, 0)
        elif name == "scf.while":
            found = re.search(r"\)\s*:\s*(\(.*?\))\s*->", body)
            types = _type_list(found.group(1)) if found else []
            for j, nm in enumerate(args):
                self.define(region, nm, types[j] if len(types) == len(args) else None, index, j, 0)
        else:
            self._block_args(region, body, index)

    def _block_args(self, region: _Region, line: str, owner: int | None = None) -> None:
        owner = region.owner if owner is None else owner
        line = _STRING.sub('""', line)
        for m in _BLOCK_ARG.finditer(line):
            ty = m.group("type")
            if ty.endswith("<"):
                k, depth = m.start("type"), 0
                for end in range(k, len(line)):
                    depth += line[end] == "<"
                    depth -= line[end] == ">" and line[end - 1] != "-"
                    if depth == 0 and line[end] == ">":
                        ty = line[k:end + 1]
                        break
            self.define(region, m.group("name"), ty, owner, region.nargs, region.index)
            region.nargs += 1

    def _partition(self, i: int, s: str) -> None:
        """``default {`` and ``partition0(%arg9: i32, …) num_warps(4) {``: the default region of the
        ``ttg.warp_specialize`` just printed, or a region of the ``ttg.warp_specialize.partitions`` op it holds
        (MLIR's custom format leaves that op out)."""
        top = self.stack[-1]
        last = self.ops[top.last_index] if top.last_index >= 0 else None
        if last is not None and last.name == "ttg.warp_specialize" and s.startswith(("default", "partition")):
            ws = last.index
            if s.startswith("default"):
                self.open(ws, i)
                return
            holder = next((op.index for op in reversed(self.ops) if op.parent == ws
                           and op.name == "ttg.warp_specialize.partitions"), None)
            if holder is None:
                holder_region = _Region(ws, self.nregions[ws], i, top.scope)
                self.nregions[ws] += 1
                # the captures printed on the warp_specialize line are the partitions op's operands in MLIR
                holder = self.add(i, "ttg.warp_specialize.partitions", "", (), [], region=holder_region,
                                  implicit=True, operands=self.ops[ws].operand_keys)
                self.ops[ws].operand_keys = ()
                top.last_index = ws
            region = self.open(holder, i)
            self._block_args(region, s, holder)
            return
        self.stack.append(_Region(-1, 0, i, str(i)))  # a region this model does not know: keep braces balanced

    def _closing_types(self, owner: int, stripped: str) -> None:
        """Result types printed on an op's closing line: a generic op's ``}) : (tensor<…>) -> tensor<…>``, a
        ``ttg.warp_specialize``'s ``} : (…) -> (…)``."""
        op = self.ops[owner]
        if op.name == "ttg.warp_specialize.partitions":
            op = self.ops[op.parent]
        if not op.result_keys or any(t is not None for t in op.result_types) or " : " not in stripped:
            return
        types = _result_types(op.name, stripped.lstrip("})"), len(op.result_keys))
        if all(t is None for t in types):
            return
        op.result_types = tuple(types)
        for k, t in zip(op.result_keys, types, strict=False):
            v = self.values[k]
            self.values[k] = Value(v.key, v.name, t, v.owner, v.index, v.region)

    def finish(self) -> IRModule:
        while self.close(0) != -1 or len(self.stack) > 1:
            pass
        # an scf.if always holds two regions: MLIR's printer leaves out an empty else
        ops = [IROp(r.line, r.name, r.results, r.text, r.loops, r.regions, r.source, r.index, r.parent,
                    r.parent_region, r.operand_keys, r.result_keys, r.result_types,
                    max(n, 2) if r.name == "scf.if" else n, max(e, r.line), r.implicit)
               for r, n, e in zip(self.ops, self.nregions, self.ends, strict=True)]
        return IRModule(self.text, ops, self.values)


def parse(text: str) -> IRModule:
    """The model of a TTIR/TTGIR module's text (Triton 3.2's ``triton_gpu.`` names read as ``ttg.``). Linear in
    the text's length; never raises: a line it cannot read holds no op."""
    text = modern_dialects(text)
    p = _Parser(text)
    for i, raw in enumerate(text.splitlines(), 1):
        p.line(i, raw)
    return p.finish()
