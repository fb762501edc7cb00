"""AxisInfo over TTIR/TTGIR text: contiguity, divisibility and constancy of every integer and pointer value,
as Triton's ``lib/Analysis/AxisInfo.cpp`` defines them, and the vector width they allow a global access.

For each dimension ``d`` of a value (a scalar counts as one dimension):

* ``contiguity[d]``: the length of the runs of consecutive values along ``d`` (``tl.arange(0, 128)``: 128);
* ``divisibility[d]``: the largest power of two that divides the first value of each run (for a pointer,
  in bytes; for an integer, in units of the integer);
* ``constancy[d]``: the length of the runs of equal values along ``d`` (a ``tt.splat``: the whole dimension).

The rules are those of Triton's visitors (``MakeRangeOpAxisInfoVisitor``, ``AddSubOpAxisInfoVisitor``,
``MulIOpAxisInfoVisitor``, ``DivOpAxisInfoVisitor``, ``RemOpAxisInfoVisitor``, ``SplatOpAxisInfoVisitor``,
``BroadcastOpAxisInfoVisitor``, ``ExpandDimsOpAxisInfoVisitor``, ``CmpOpAxisInfoVisitor``,
``SelectOpAxisInfoVisitor``, ``LogicalOpAxisInfoVisitor``, shifts, min/max, casts), re-derived here, not
copied. Function arguments take ``tt.divisibility``/``tt.contiguity``/``tt.constancy``; an op carrying those
attributes (``tl.multiple_of``/``tl.max_contiguous``) is overridden by them; an op without a rule (a load,
``tt.get_program_id``, a float op) gets the pessimistic value 1/1/1. ``scf.for`` carried values are joined
(gcd) with what the loop yields until nothing changes, as Triton's sparse data-flow solver does; its induction
variable has divisibility ``gcd(lb, step)``; an ``scf.if``'s results start optimistic and are the join of what its
branches yield. ``tt.reshape`` and ``tt.trans`` follow ``ReshapeOpAxisInfoVisitor``/``TransOpAxisInfoVisitor``.
``scf.while`` results and ``ttg.warp_specialize`` captures are pessimistic here (Triton joins them), so an access
fed through one may be predicted narrower than Triton made it. SSA names are the keys of the shared scoped model
(:mod:`ir_explorer.ir.mlir_model`: unique per region, as MLIR resolves them).

:func:`access_vector` gives the elements per thread per access Triton's lowering uses (``getVectorSize`` in the
backends' ``LoadStoreOpToLLVM.cpp``, over ``ModuleAxisInfoAnalysis::getContiguity``/``getAlignment``/
``getMaskAlignment`` in ``lib/Analysis/AxisInfo.cpp``): ``min(contiguity[order0], divisibility[order0] /
element bytes, contiguous elements per thread of the layout, constancy of the mask[order0], 128 / element
bits)``. Alongside, a stride per dimension (elements between neighbouring indices, known, a runtime value or
unknown) feeds the sector model of :func:`warp_sectors`; that stride is this tool's own addition.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from ir_explorer.analyses.findings import Claim, ClaimValue, Ref, render
from ir_explorer.ir import mlir_model
from ir_explorer.ir.layouts import (
    AmdMmaLayout,
    BlockedLayout,
    Layout,
    NvidiaMmaLayout,
    SliceLayout,
    element_bits,
    find_types,
    parse_type,
)
from ir_explorer.ir.ttgir import Op

#: Triton's ``kMaxDivisor`` (``highestPowOf2Divisor<int64_t>(0)``): the divisibility of 0, 2**62.
MAX_DIVISOR = 1 << 62
#: The widest access one thread issues, in bits.
MAX_BITS = 128
#: A stride that depends on a runtime integer (a ``stride`` argument without specialization).
RUNTIME = "runtime"

Stride = Fraction | str | None


@dataclass(frozen=True)
class AxisInfo:
    """The AxisInfo lattice value of one SSA value: one entry per dimension (``(x,)`` for a scalar);
    ``constant`` is the value when known (Triton's ``getConstantValue``)."""

    contiguity: tuple[int, ...]
    divisibility: tuple[int, ...]
    constancy: tuple[int, ...]
    constant: int | None = None

    @property
    def rank(self) -> int:
        """Dimensions (1 for a scalar)."""
        return len(self.contiguity)

    def describe(self, dim: int | None = None) -> str:
        """``contiguity 128, divisibility 16, constancy 1`` (along ``dim``), or every dimension as lists."""
        def one(v: tuple[int, ...]) -> str:
            if dim is not None and 0 <= dim < len(v):
                return _num(v[dim])
            return "[" + ", ".join(_num(x) for x in v) + "]"
        return f"contiguity {one(self.contiguity)}, divisibility {one(self.divisibility)}, " \
               f"constancy {one(self.constancy)}"

    def to_json(self) -> dict[str, object]:
        """``{"contiguity": [...], "divisibility": [...], "constancy": [...]}`` (2**62 as is)."""
        return {"contiguity": list(self.contiguity), "divisibility": list(self.divisibility),
                "constancy": list(self.constancy)}


def _num(v: int) -> str:
    return "2^62" if v >= MAX_DIVISOR else str(v)


def pessimistic(rank: int) -> AxisInfo:
    """What Triton gives a value it has no rule for: 1, 1, 1 in every dimension."""
    return AxisInfo((1,) * rank, (1,) * rank, (1,) * rank)


def pow2_divisor(n: int) -> int:
    """The highest power of two dividing ``n`` (Triton's ``highestPowOf2Divisor``; 2**62 for 0)."""
    return MAX_DIVISOR if n == 0 else min(abs(n) & -abs(n), MAX_DIVISOR)


def _gcd(*xs: int) -> int:
    """Triton's gcd: 0 counts as unknown (the other value wins)."""
    out = 0
    for x in xs:
        out = x if out == 0 else (out if x == 0 else math.gcd(out, x))
    return out


def _mul_div(a: int, b: int) -> int:
    return MAX_DIVISOR if b and a > MAX_DIVISOR // b else a * b


def _div_from_contig(a: AxisInfo, b: AxisInfo, d: int) -> int:
    """``getDivisibilityFromContiguity``: the divisibility of a value that is either ``a`` or ``b``."""
    ca, cb = a.contiguity[d], b.contiguity[d]
    if ca == cb or MAX_DIVISOR in (ca, cb):
        return _gcd(a.divisibility[d], b.divisibility[d])
    return _gcd(a.divisibility[d], b.divisibility[d], ca, cb)


def join(a: AxisInfo, b: AxisInfo) -> AxisInfo:
    """``AxisInfo::join``: what holds of a value that is sometimes ``a`` and sometimes ``b``."""
    if a.rank != b.rank:
        return pessimistic(max(a.rank, b.rank, 1))
    r = range(a.rank)
    return AxisInfo(tuple(_gcd(a.contiguity[d], b.contiguity[d]) for d in r),
                    tuple(_div_from_contig(a, b, d) for d in r),
                    tuple(_gcd(a.constancy[d], b.constancy[d]) for d in r),
                    a.constant if a.constant is not None and a.constant == b.constant else None)


# ----------------------------------------------------------------------------- parsing

# e.g. tt.func public @k(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("x_ptr"(#loc)), %n: i32 loc(…)) {
_ARG = re.compile(r"%(?P<name>[\w$.-]+)\s*:\s*(?P<type>!tt\.ptr<[^>]*>|tensor<[^>]*>|\w+)\s*(?P<attrs>\{[^}]*\})?")
# e.g. {tt.divisibility = 16 : i32}   {tt.divisibility = dense<16> : tensor<2xi32>}   dense<[16, 1]>
_HINT = re.compile(r"tt\.(?P<key>divisibility|contiguity|constancy)\s*=\s*(?:dense<(?P<dense>\[[^\]]*\]|-?\d+)>"
                   r"(?:\s*:\s*tensor<(?P<n>\d+)x)?|(?P<int>-?\d+))")
# e.g. arith.constant dense<2> : tensor<1024xi32, #blocked>   arith.constant 1024 : i32   arith.constant true
_CONST = re.compile(r"^\s*(?:dense<)?(?P<v>-?\d+|true|false)(?:>)?\s*:\s*(?P<ty>tensor<[^,>]*|i\d+|index)")
# e.g. tt.make_range {end = 1024 : i32, start = 0 : i32}
_RANGE = re.compile(r"end\s*=\s*(?P<end>-?\d+).*?start\s*=\s*(?P<start>-?\d+)|start\s*=\s*(?P<s2>-?\d+).*?"
                    r"end\s*=\s*(?P<e2>-?\d+)")
_AXIS = re.compile(r"axis\s*=\s*(\d+)")
# e.g. scf.for %k = %c0_i32 to %K step %c32_i32 iter_args(…)
_FOR = re.compile(r"scf\.for\s+%(?P<iv>[\w$.-]+)\s*=\s*%(?P<lb>[\w$.-]+)\s+to\s+%[\w$.-]+\s+step\s+%(?P<st>[\w$.-]+)")
_PRED = re.compile(r"arith\.cmpi\s+(\w+)")


def _hints(attrs: str, rank: int) -> dict[str, tuple[int, ...]]:
    out: dict[str, tuple[int, ...]] = {}
    for m in _HINT.finditer(attrs):
        vals: tuple[int, ...]
        if m.group("int") is not None:
            vals = (int(m.group("int")),)
        elif m.group("dense", ).startswith("["):
            vals = tuple(int(x) for x in m.group("dense")[1:-1].split(",") if x.strip())
        else:
            vals = (int(m.group("dense")),) * int(m.group("n") or rank)
        out[m.group("key")] = vals
    return out


@dataclass(frozen=True)
class ValueType:
    """What the propagation needs of a value's type: its shape (``()`` for a scalar), element type, layout."""

    shape: tuple[int, ...]
    element: str
    layout: Layout | None = None

    @property
    def rank(self) -> int:
        """AxisInfo rank: 1 for a scalar, as in Triton."""
        return max(1, len(self.shape))

    def dim(self, d: int) -> int:
        """Size of dimension ``d`` (1 for a scalar)."""
        return self.shape[d] if d < len(self.shape) else 1


def _types(op: Op, aliases: Mapping[str, Layout]) -> list[ValueType]:
    out = []
    for _, text in find_types(op.text):
        t = parse_type(text, aliases)
        if t is not None and t.kind == "tensor":
            out.append(ValueType(tuple(t.shape), t.element, t.layout))
    return out


def _scalar_type(op: Op) -> ValueType:
    # e.g. arith.muli %a, %b : i32    tt.addptr %p, %o : !tt.ptr<f32>, i32    tt.get_program_id x : i32
    tail = op.text.rsplit(" : ", 1)[-1].strip() if " : " in op.text else ""
    ty = tail.split(",")[0].strip()
    if "->" in tail:
        ty = tail.split("->")[-1].strip()
    return ValueType((), ty)


@dataclass
class ModuleAxisInfo:
    """AxisInfo of every value of one module (names without ``%``, group results as ``acc#3``), with the op
    that defines each value and its type; :meth:`of` gives the pessimistic value for a name it does not know."""

    info: dict[str, AxisInfo] = field(default_factory=dict)
    strides: dict[str, tuple[Stride, ...]] = field(default_factory=dict)
    defs: dict[str, Op] = field(default_factory=dict)
    types: dict[str, ValueType] = field(default_factory=dict)
    args: dict[str, str] = field(default_factory=dict)
    """Function arguments: name → type text."""
    aliases: dict[str, Layout] = field(default_factory=dict)
    ops: list[Op] = field(default_factory=list)
    carried: dict[str, tuple[str, str]] = field(default_factory=dict)
    """A loop's region argument (and result) → (initial value, value the loop yields for it); an ``scf.if`` result →
    (what its ``else`` yields, what its ``then`` yields)."""

    def of(self, name: str) -> AxisInfo:
        """The AxisInfo of ``name``; pessimistic when unknown."""
        return self.info.get(name) or pessimistic(self.types[name].rank if name in self.types else 1)

    def stride(self, name: str) -> tuple[Stride, ...]:
        """Elements between neighbouring indices of ``name`` per dimension (``Fraction``), ``"runtime"``, or
        ``None`` (unknown)."""
        return self.strides.get(name) or (None,) * self.of(name).rank


def analyze_module(module: str | mlir_model.IRModule) -> ModuleAxisInfo:
    """AxisInfo for every value of a TTIR/TTGIR module, given as text or as its scoped model (see the module
    docstring); value names are the model's keys (:mod:`ir_explorer.ir.mlir_model`: unique per region). Computed
    once per model and shared (:attr:`IRModule.derived`). Never raises on malformed text: a line it cannot read
    gives its results the pessimistic value."""
    model = mlir_model.parse(module) if isinstance(module, str) else module
    found = model.derived.get("axisinfo")
    if isinstance(found, ModuleAxisInfo):
        return found
    mod = _analyze(model)
    model.derived["axisinfo"] = mod
    return mod


def _analyze(model: mlir_model.IRModule) -> ModuleAxisInfo:
    mod = ModuleAxisInfo(aliases=model.aliases)
    mod.ops = list(model.printed_ops)
    for op in mod.ops:
        if op.name == "tt.func":
            _read_args(op, mod)
            continue
        types = _types(op, mod.aliases)
        res_type = _result_type(op, types)
        names = _result_names(op)
        for n in names:
            mod.defs[n] = op
            mod.types[n] = res_type
        if op.iter_args:
            results: list[str | None] = list(names) if len(names) == len(op.iter_args) else [None] * len(op.iter_args)
            for (arg, init), res in zip(op.iter_args, results, strict=False):
                mod.defs[arg] = op
                mod.types[arg] = mod.types.get(init, res_type)
                if res is not None:
                    mod.types[res] = mod.types[arg]
    yields = _loop_yields(mod.ops)
    for loop, values in yields.items():
        for (arg, init), (result, yielded) in zip(loop.iter_args, values, strict=False):
            mod.carried[arg] = mod.carried[result] = (init, yielded)
    carried: dict[str, AxisInfo] = {}
    carried_strides: dict[str, tuple[Stride, ...]] = {}
    branches = _if_yields(mod.ops)
    for res, branch_values in branches.items():
        mod.carried[res] = (branch_values[-1], branch_values[0])
    for _ in range(12):  # the fixed point over loop-carried values and scf.if results; each round lowers them
        before = dict(carried)
        _propagate(mod, carried, carried_strides)
        for loop, values in yields.items():
            for (arg, init), (result, yielded) in zip(loop.iter_args, values, strict=False):
                joined = join(mod.of(init), mod.of(yielded))
                carried[arg] = carried[result] = joined
                s = _join_stride(mod.stride(init), mod.stride(yielded))
                carried_strides[arg] = carried_strides[result] = s
        for res, branch_values in branches.items():
            infos = [mod.of(v) for v in branch_values]
            carried[res] = infos[0] if len(infos) == 1 else join(infos[0], infos[1])
            strides = [mod.stride(v) for v in branch_values]
            carried_strides[res] = strides[0] if len(strides) == 1 else _join_stride(strides[0], strides[1])
        if carried == before:
            break
    return mod


def display(name: str) -> str:
    """A value's name as the IR prints it (a model key without its scope suffix: :func:`mlir_model.display`)."""
    return mlir_model.display(name)


def _read_args(op: Op, mod: ModuleAxisInfo) -> None:
    head = op.text.split("(", 1)[1] if "(" in op.text else ""
    for m in _ARG.finditer(head):
        name, ty = m.group("name"), m.group("type")
        mod.args[name] = ty
        mod.types[name] = ValueType((), ty)
        h = _hints(m.group("attrs") or "", 1)
        mod.info[name] = AxisInfo(h.get("contiguity", (1,)), h.get("divisibility", (1,)), h.get("constancy", (1,)))
        mod.strides[name] = (Fraction(0),)


def _result_type(op: Op, types: list[ValueType]) -> ValueType:
    if not types:
        return _scalar_type(op)
    if op.name in ("tt.addptr", "tt.load", "arith.cmpi", "arith.cmpf") or op.name.startswith("tt.atomic"):
        t = types[0] if op.name != "arith.cmpi" else types[-1]
        return ValueType(t.shape, "i1" if op.name.startswith("arith.cmp") else t.element, t.layout)
    return types[-1]


def _result_names(op: Op) -> list[str]:
    # e.g. %acc_80:9 = scf.for …  →  acc_80#0 … acc_80#8 (as operands print them)
    m = re.match(r"^\s*%[\w$.-]+:(\d+)\s*=", op.text)
    if m and op.results:
        return [f"{op.results[0]}#{i}" for i in range(int(m.group(1)))]
    return list(op.results)


def _loop_yields(ops: Sequence[Op]) -> dict[Op, list[tuple[str, str]]]:
    """Each ``scf.for`` with carried values → ``[(loop result, yielded value)]`` in iter_args order."""
    out: dict[Op, list[tuple[str, str]]] = {}
    by_line = {op.line: op for op in ops if op.name == "scf.for"}
    for op in ops:
        if op.name != "scf.yield" or not op.regions or op.regions[-1] != "scf.for" or not op.loops:
            continue
        loop = by_line.get(op.loops[-1])
        if loop is None or not loop.iter_args:
            continue
        results = _result_names(loop)
        if len(results) == 1 and len(loop.iter_args) == 1:
            results = [loop.results[0]]
        out[loop] = list(zip(results, op.operands, strict=False))
    return out


def _if_yields(ops: Sequence[Op]) -> dict[str, list[str]]:
    """Each result of an ``scf.if`` with results → the values its ``then`` and ``else`` regions yield for it."""
    out: dict[str, list[str]] = {}
    for i, op in enumerate(ops):
        names = _result_names(op)
        if op.name != "scf.if" or not names:
            continue
        depth = len(op.regions)
        for inner in ops[i + 1:]:
            if len(inner.regions) <= depth:
                break
            if inner.name == "scf.yield" and len(inner.regions) == depth + 1 and \
                    inner.regions[-1] in ("scf.if", "else"):
                for res, v in zip(names, inner.operands, strict=False):
                    out.setdefault(res, []).append(v)
    return out


def _propagate(mod: ModuleAxisInfo, carried: Mapping[str, AxisInfo],
               carried_strides: Mapping[str, tuple[Stride, ...]]) -> None:
    for op in mod.ops:
        if op.name == "tt.func":
            continue
        names = _result_names(op)
        if op.name == "scf.for":
            _loop_entry(op, mod, carried, carried_strides)
            continue
        if op.name == "scf.if":
            for n in names:  # Triton starts region results optimistic ("unknown") and joins what the branches yield
                rank = mod.types[n].rank if n in mod.types else 1
                mod.info[n] = carried.get(n) or AxisInfo((MAX_DIVISOR,) * rank, (MAX_DIVISOR,) * rank,
                                                         (MAX_DIVISOR,) * rank)
                mod.strides[n] = carried_strides.get(n) or (None,) * rank
            continue
        if not names:
            continue
        rt = mod.types.get(names[0], ValueType((), ""))
        try:
            info, stride = _visit(op, mod, rt)
        except (ValueError, IndexError, KeyError, ZeroDivisionError):
            info, stride = pessimistic(rt.rank), (None,) * rt.rank
        hints = _hints(op.text.split(op.name, 1)[-1], rt.rank)
        if hints:
            info = AxisInfo(hints.get("contiguity", info.contiguity), hints.get("divisibility", info.divisibility),
                            hints.get("constancy", info.constancy), info.constant)
        for n in names:
            mod.info[n] = info
            mod.strides[n] = stride


def _loop_entry(op: Op, mod: ModuleAxisInfo, carried: Mapping[str, AxisInfo],
                carried_strides: Mapping[str, tuple[Stride, ...]]) -> None:
    m = _FOR.search(op.text)
    if m:
        lb, st = mod.of(m.group("lb")), mod.of(m.group("st"))
        mod.info[m.group("iv")] = AxisInfo((1,), (_gcd(lb.divisibility[0], st.divisibility[0]),), (1,))
        mod.strides[m.group("iv")] = (Fraction(0),)
        mod.types[m.group("iv")] = ValueType((), "i32")
    results = _result_names(op)
    if len(results) == 1 and len(op.iter_args) == 1:
        results = [op.results[0]]
    for (arg, init), res in zip(op.iter_args, results, strict=False):
        mod.info[arg] = carried.get(arg) or mod.of(init)
        mod.strides[arg] = carried_strides.get(arg) or mod.stride(init)
        mod.info[res] = carried.get(res) or mod.of(init)
        mod.strides[res] = carried_strides.get(res) or mod.stride(init)


_CASTS = {"arith.extsi", "arith.extui", "arith.trunci", "ttg.convert_layout", "tt.bitcast",
          "builtin.unrealized_conversion_cast", "arith.index_cast"}
_ADD = {"tt.addptr", "arith.addi", "arith.subi"}
_DIV = {"arith.divsi", "arith.divui"}
_REM = {"arith.remsi", "arith.remui"}
_LOGIC = {"arith.andi", "arith.ori", "arith.xori"}
_MINMAX = {"arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui"}


def _visit(op: Op, mod: ModuleAxisInfo, rt: ValueType) -> tuple[AxisInfo, tuple[Stride, ...]]:
    """One op's AxisInfo (and stride) from its operands'."""
    name, ins = op.name, [mod.of(o) for o in op.operands]
    rank = rt.rank
    if name == "arith.constant":
        return _constant(op, rt)
    if name == "tt.make_range":
        m = _RANGE.search(op.text)
        if not m:
            return pessimistic(1), (Fraction(1),)
        start = int(m.group("start") or m.group("s2"))
        end = int(m.group("end") or m.group("e2"))
        return AxisInfo((end - start,), (pow2_divisor(start),), (1,)), (Fraction(1),)
    if name in _CASTS and ins:
        return ins[0], mod.stride(op.operands[0])
    if name == "tt.splat" and ins:
        return AxisInfo((1,) * rank, (ins[0].divisibility[0],) * rank, tuple(rt.dim(d) for d in range(rank)),
                        ins[0].constant), (Fraction(0),) * rank
    if name == "tt.broadcast" and ins:
        src = mod.types.get(op.operands[0])
        shp = src.shape if src is not None and src.shape else (1,) * rank
        a, s = ins[0], mod.stride(op.operands[0])
        return AxisInfo(tuple(1 if shp[d] == 1 else a.contiguity[d] for d in range(rank)), a.divisibility,
                        tuple(rt.dim(d) if shp[d] == 1 else a.constancy[d] for d in range(rank)), a.constant), \
            tuple(Fraction(0) if shp[d] == 1 else s[d] for d in range(rank))
    if name == "tt.expand_dims" and ins:
        return _expand(op, ins[0], mod.stride(op.operands[0]))
    if name == "tt.reshape" and ins:
        src = mod.types.get(op.operands[0])
        if src is not None and src.shape and rt.shape:
            info = _reshape(ins[0], src.shape, rt.shape)
            return info, _const_stride(info, rt)
    if name == "tt.trans" and ins:
        m = re.search(r"order\s*=\s*array<i32:\s*([\d,\s]+)>", op.text)
        perm = [int(x) for x in m.group(1).split(",")] if m else list(range(rank))[::-1]
        a, s = ins[0], mod.stride(op.operands[0])
        if len(perm) == a.rank:
            return AxisInfo(tuple(a.contiguity[p] for p in perm), tuple(a.divisibility[p] for p in perm),
                            tuple(a.constancy[p] for p in perm), a.constant), tuple(s[p] for p in perm)
    if name == "tt.load" and ins:
        mask = ins[1] if len(ins) > 1 and ins[1].rank == rank else None
        info = AxisInfo((1,) * rank, (1,) * rank, tuple(_gcd(ins[0].constancy[d], mask.constancy[d] if mask else 0)
                                                        for d in range(rank)))
        return info, _const_stride(info, rt)
    if name == "arith.select" and len(ins) == 3:
        info = _select(op, mod, ins, rt)
        return info, _const_stride(info, rt)
    if len(ins) == 2 and ins[0].rank == ins[1].rank == rank:
        found = _binary(op, mod, ins[0], ins[1], rt)
        if found is not None:
            return found, _binary_stride(op, mod, ins, rt, found)
    return pessimistic(rank), (None,) * rank


def _constant(op: Op, rt: ValueType) -> tuple[AxisInfo, tuple[Stride, ...]]:
    m = _CONST.match(op.text.split("arith.constant", 1)[1])
    if not m:
        return pessimistic(rt.rank), (Fraction(0),) * rt.rank
    v = {"true": 1, "false": 0}.get(m.group("v"))
    value = int(m.group("v")) if v is None else v
    bits = element_bits(rt.element) or 64
    zext = value & ((1 << bits) - 1) if bits < 64 else value  # Triton reads the value zero-extended
    rank = rt.rank
    const = tuple(rt.dim(d) for d in range(rank)) if rt.shape else (1,)
    return AxisInfo((1,) * rank, (pow2_divisor(zext),) * rank, const, value), (Fraction(0),) * rank


def _expand(op: Op, a: AxisInfo, s: tuple[Stride, ...]) -> tuple[AxisInfo, tuple[Stride, ...]]:
    m = _AXIS.search(op.text)
    axis = int(m.group(1)) if m else 0
    if a.constant is not None:
        new = pow2_divisor(a.constant)
    else:
        new = 0
        for d in range(a.rank):
            new = _gcd(new, 1 if a.contiguity[d] > 1 else a.divisibility[d])
        new = new or 1

    def ins(v: tuple, x: object) -> tuple:  # type: ignore[type-arg]
        return v[:axis] + (x,) + v[axis:]
    return AxisInfo(ins(a.contiguity, 1), ins(a.divisibility, new), ins(a.constancy, 1), a.constant), \
        ins(s, Fraction(0))


def _suffix_products(shape: Sequence[int]) -> list[int]:
    out = [1] * (len(shape) + 1)
    for d in range(len(shape) - 1, -1, -1):
        out[d] = out[d + 1] * shape[d]
    return out


def _reshape(a: AxisInfo, src: Sequence[int], dst: Sequence[int]) -> AxisInfo:
    """``tt.reshape`` (row-major): each destination dimension inherits from the source dimension whose flat stride
    range holds its own; contiguity survives only where the strides line up, constancy where the destination stride
    falls inside a constant run (merging constant neighbours), as ``ReshapeOpAxisInfoVisitor`` does. Divisibility of
    a source dimension with contiguity 1 holds of every element, so it seeds every destination dimension."""
    if a.constant is not None:
        return AxisInfo((1,) * len(dst), (pow2_divisor(a.constant),) * len(dst), tuple(dst), a.constant)
    ps, qs = _suffix_products(src), _suffix_products(dst)
    glob = max([a.divisibility[d] for d in range(a.rank) if a.contiguity[d] == 1] or [1])
    cont, div, const = [1] * len(dst), [glob] * len(dst), [1] * len(dst)
    for m in range(len(dst)):
        q = qs[m + 1]
        i = next((d for d in range(len(src)) if ps[d + 1] <= q < ps[d]), 0)
        stride = ps[i + 1]
        if a.contiguity[i] > 1:
            if q == stride:
                c = min(a.contiguity[i], dst[m])
                cont[m] = c
                div[m] = max(glob, a.divisibility[i] if c == a.contiguity[i] else min(a.divisibility[i], c))
            continue
        end = stride * a.constancy[i]
        if q <= end:
            k = min(dst[m], end // q)
            left = dst[m] // k
            j = i - 1
            while a.constancy[i] == src[i] and j >= 0 and left > 1:
                piece = min(src[j], left)
                pc = min(a.constancy[j], piece)
                k *= pc
                if pc < piece:
                    break
                left //= piece
                j -= 1
            const[m] = k
    return AxisInfo(tuple(cont), tuple(div), tuple(const))


def _is_contig_dim(a: AxisInfo, rt: ValueType, d: int) -> bool:
    return a.contiguity[d] == rt.dim(d)


def _is_const_dim(a: AxisInfo, rt: ValueType, d: int) -> bool:
    return a.constancy[d] == rt.dim(d)


def _binary(op: Op, mod: ModuleAxisInfo, a: AxisInfo, b: AxisInfo, rt: ValueType) -> AxisInfo | None:
    name = op.name
    if name == "arith.cmpi":
        return _cmp(op, a, b, rt)
    if name in _MINMAX:
        return _minmax(op, a, b)
    value = _fold(name, a.constant, b.constant, op, mod)
    rank = rt.rank
    if value is not None:
        return AxisInfo((1,) * rank, (pow2_divisor(value),) * rank,
                        tuple(max(a.constancy[d], b.constancy[d]) for d in range(rank)), value)
    rule = _RULES.get(name)
    if rule is None:
        return None
    cont, div, const = rule
    r = range(rank)
    return AxisInfo(tuple(cont(op, mod, a, b, rt, d) for d in r), tuple(div(op, mod, a, b, rt, d) for d in r),
                    tuple(const(op, mod, a, b, rt, d) for d in r))


def _elem_bytes(op: Op, mod: ModuleAxisInfo) -> int:
    """The pointee size in bytes of ``tt.addptr``'s pointer operand."""
    t = mod.types.get(op.operands[0]) if op.operands else None
    el = t.element if t is not None else ""
    inner = el[len("!tt.ptr<"):].split(">")[0].split(",")[0] if el.startswith("!tt.ptr<") else el
    return max(1, element_bits(inner) // 8)


def _fold(name: str, x: int | None, y: int | None, op: Op, mod: ModuleAxisInfo) -> int | None:
    if name == "arith.remsi" or name == "arith.remui":
        if y == 1:
            return 0
    if x is None or y is None:
        return None
    if name == "tt.addptr":
        return x + y * _elem_bytes(op, mod)
    ops = {"arith.addi": lambda: x + y, "arith.subi": lambda: x - y, "arith.muli": lambda: x * y,
           "arith.divsi": lambda: int(x / y) if y else None, "arith.divui": lambda: x // y if y else None,
           "arith.remsi": lambda: int(math.fmod(x, y)) if y else None, "arith.remui": lambda: x % y if y else None,
           "arith.andi": lambda: x & y, "arith.ori": lambda: x | y, "arith.xori": lambda: x ^ y,
           "arith.shli": lambda: x << y, "arith.shrsi": lambda: x >> y, "arith.shrui": lambda: x >> y}
    f = ops.get(name)
    return f() if f is not None else None  # type: ignore[no-untyped-call]


# Each rule: (contiguity, divisibility, constancy) as functions of (op, mod, lhs, rhs, result type, dim).
def _add_cont(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    if op.name == "arith.subi":
        return _gcd(a.contiguity[d], b.constancy[d])
    return max(_gcd(a.constancy[d], b.contiguity[d]), _gcd(a.contiguity[d], b.constancy[d]))


def _add_div(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    rd = _mul_div(b.divisibility[d], _elem_bytes(op, mod)) if op.name == "tt.addptr" else b.divisibility[d]
    return _gcd(a.divisibility[d], rd)


def _gcd_const(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    return _gcd(a.constancy[d], b.constancy[d])


def _one(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    return 1


def _mul_cont(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    return max(a.contiguity[d] if b.constant == 1 else 1, b.contiguity[d] if a.constant == 1 else 1)


def _mul_div_rule(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    ad = 1 if a.contiguity[d] > 1 and b.constant != 1 else a.divisibility[d]
    bd = 1 if b.contiguity[d] > 1 and a.constant != 1 else b.divisibility[d]
    return _mul_div(ad, bd)


def _div_cont(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    return a.contiguity[d] if b.constant == 1 else 1


def _div_const(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    c = _gcd(a.constancy[d], b.constancy[d])
    if rt.shape and _is_contig_dim(a, rt, d) and _is_const_dim(b, rt, d):
        c = max(c, _gcd(a.contiguity[d], a.divisibility[d], b.divisibility[d]))
    return c


def _div_div(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    if a.constant == 0 or b.constant == 1:
        return a.divisibility[d]
    if b.constant is not None and b.constant != 0 and (abs(b.constant) & (abs(b.constant) - 1)) == 0 \
            and a.contiguity[d] == 1:
        return max(1, a.divisibility[d] // abs(b.constant))
    return 1


def _rem_cont(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    if rt.shape and _is_contig_dim(a, rt, d) and _is_const_dim(b, rt, d):
        return _gcd(a.contiguity[d], a.divisibility[d], b.divisibility[d])
    return 1


def _rem_div(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    return _gcd(a.divisibility[d], b.divisibility[d]) if b.constancy[d] > 1 else 1


def _rem_const(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    if not rt.shape:
        return _gcd(a.constancy[d], b.constancy[d])
    return rt.dim(d) if b.constant == 1 else _gcd(a.constancy[d], b.constancy[d])


def _shl_cont(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    return a.contiguity[d] if b.constant == 0 else 1


def _shl_div(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    shift = b.constant or 0
    ad = 1 if a.contiguity[d] > 1 and shift else a.divisibility[d]
    return _mul_div(ad, 1 << max(0, min(shift, 62)))


def _shr_div(op, mod, a, b, rt, d):  # type: ignore[no-untyped-def]
    if b.constant is None:
        return 1
    ad = 1 if a.contiguity[d] > 1 and b.constant else a.divisibility[d]
    return max(1, ad // (1 << max(0, min(b.constant, 62))))


_RULES = {
    **{n: (_add_cont, _add_div, _gcd_const) for n in _ADD},
    "arith.muli": (_mul_cont, _mul_div_rule, _gcd_const),
    **{n: (_div_cont, _div_div, _div_const) for n in _DIV},
    **{n: (_rem_cont, _rem_div, _rem_const) for n in _REM},
    **{n: (_one, _one, _gcd_const) for n in _LOGIC},
    "arith.shli": (_shl_cont, _shl_div, _gcd_const),
    **{n: (_shl_cont, _shr_div, _gcd_const) for n in ("arith.shrsi", "arith.shrui")},
}


def _cmp(op: Op, a: AxisInfo, b: AxisInfo, rt: ValueType) -> AxisInfo:
    if not rt.shape:
        return pessimistic(1)
    m = _PRED.search(op.text)
    pred = m.group(1) if m else ""
    rank = rt.rank
    const: list[int] = []
    value = None
    for d in range(rank):
        if a.constant is not None and b.constant is not None:
            c = a.constancy[d]
            value = int(_compare(pred, a.constant, b.constant))
        else:
            c = _gcd(a.constancy[d], b.constancy[d])
            if pred in ("sgt", "ugt", "sle", "ule") and _is_const_dim(a, rt, d):
                c = max(c, _gcd(b.contiguity[d], a.divisibility[d], b.divisibility[d]))
            elif pred in ("slt", "ult", "sge", "uge") and _is_const_dim(b, rt, d):
                c = max(c, _gcd(a.contiguity[d], a.divisibility[d], b.divisibility[d]))
        const.append(c)
    return AxisInfo((1,) * rank, (1,) * rank, tuple(const), value)


def _compare(pred: str, x: int, y: int) -> bool:
    ux, uy = x & (2**64 - 1), y & (2**64 - 1)
    table = {"eq": x == y, "ne": x != y, "slt": x < y, "sle": x <= y, "sgt": x > y, "sge": x >= y,
             "ult": ux < uy, "ule": ux <= uy, "ugt": ux > uy, "uge": ux >= uy}
    return table.get(pred, False)


def _minmax(op: Op, a: AxisInfo, b: AxisInfo) -> AxisInfo:
    rank = a.rank
    if a.constant is not None and b.constant is not None:
        v = max(a.constant, b.constant) if "max" in op.name else min(a.constant, b.constant)
        return AxisInfo((1,) * rank, (1,) * rank, (1,) * rank, v)
    r = range(rank)
    return AxisInfo(tuple(_gcd(a.contiguity[d], b.contiguity[d]) for d in r),
                    tuple(_div_from_contig(a, b, d) for d in r), tuple(_gcd(a.constancy[d], b.constancy[d]) for d in r))


def _select(op: Op, mod: ModuleAxisInfo, ins: list[AxisInfo], rt: ValueType) -> AxisInfo:
    c, a, b = ins
    if c.constant is not None:
        return b if c.constant == 0 else a
    scalar_cond = mod.types.get(op.operands[0], ValueType((), "i1")).shape == ()
    r = range(rt.rank)
    if scalar_cond or c.rank != a.rank:
        return AxisInfo(tuple(_gcd(a.contiguity[d], b.contiguity[d]) for d in r),
                        tuple(_div_from_contig(a, b, d) for d in r),
                        tuple(_gcd(a.constancy[d], b.constancy[d]) for d in r),
                        a.constant if a.constant is not None and a.constant == b.constant else None)
    return AxisInfo(tuple(_gcd(a.contiguity[d], b.contiguity[d], c.constancy[d]) for d in r),
                    tuple(_div_from_contig(a, b, d) for d in r),
                    tuple(_gcd(a.constancy[d], b.constancy[d], c.constancy[d]) for d in r),
                    a.constant if a.constant is not None and a.constant == b.constant else None)


# ----------------------------------------------------------------------------- strides (this tool's model)

def _const_stride(info: AxisInfo, rt: ValueType) -> tuple[Stride, ...]:
    return tuple(Fraction(0) if rt.shape and info.constancy[d] >= rt.dim(d) else None for d in range(info.rank))


def _join_stride(a: tuple[Stride, ...], b: tuple[Stride, ...]) -> tuple[Stride, ...]:
    return tuple(x if x == y else None for x, y in zip(a, b, strict=False))


def _binary_stride(op: Op, mod: ModuleAxisInfo, ins: list[AxisInfo], rt: ValueType, info: AxisInfo
                   ) -> tuple[Stride, ...]:
    sa, sb = mod.stride(op.operands[0]), mod.stride(op.operands[1])
    a, b = ins
    out: list[Stride] = []
    for d in range(rt.rank):
        x, y = sa[d], sb[d]
        out.append(_stride_one(op.name, x, y, a, b))
    fallback = _const_stride(info, rt)
    return tuple(o if o is not None else fallback[i] for i, o in enumerate(out))


def _stride_one(name: str, x: Stride, y: Stride, a: AxisInfo, b: AxisInfo) -> Stride:
    zero = Fraction(0)
    if name in ("tt.addptr", "arith.addi", "arith.subi"):
        if isinstance(x, Fraction) and isinstance(y, Fraction):
            return x + y if name != "arith.subi" else x - y
        if RUNTIME in (x, y) and None not in (x, y):
            return RUNTIME
        return None
    if name == "arith.muli":
        for s, other, oinfo in ((x, y, b), (y, x, a)):
            if other == zero and s is not None:
                if s == zero:
                    return zero
                if oinfo.constant is not None and isinstance(s, Fraction):
                    return s * oinfo.constant
                return RUNTIME
        return None
    if name in _DIV and y == zero and b.constant and isinstance(x, Fraction):
        return x / b.constant
    if x == zero and y == zero:
        return zero
    return None


# ----------------------------------------------------------------------------- accesses

#: Global accesses, their direction and the operand positions of (pointer, mask).
ACCESS_OPS = {"tt.load": ("load", 0, 1), "tt.store": ("store", 0, 2), "ttg.async_copy_global_to_local": ("load", 0, 2),
              "tt.atomic_rmw": ("atomic", 0, 2), "tt.atomic_cas": ("atomic", 0, None)}


def order_of(layout: Layout | None, rank: int) -> tuple[int, ...]:
    """``order`` of a distributed layout (``#blocked`` as printed; a ``#ttg.slice`` its parent's without the sliced
    dimension); ``(rank-1, …, 0)`` when unknown."""
    if isinstance(layout, BlockedLayout) and layout.order:
        return tuple(layout.order)
    if isinstance(layout, SliceLayout):
        parent = order_of(layout.parent, rank + 1)
        return tuple(o - (o > layout.dim) for o in parent if o != layout.dim)
    if isinstance(layout, AmdMmaLayout) and layout.kind == "amd_mfma" and not layout.transposed and rank >= 2:
        return (rank - 2, rank - 1, *range(rank - 3, -1, -1))  # registers run down the M dimension
    return tuple(range(rank - 1, -1, -1))


def contig_per_thread(layout: Layout | None, shape: Sequence[int], dim: int) -> int | None:
    """Consecutive elements one thread holds along ``dim`` (``LinearEncodingAttr::getContigPerThread``): a
    ``#blocked`` layout's ``sizePerThread[dim]``, no more than the dimension; 2 along N for an ``#nvidia_mma`` v2/v3
    accumulator and 4 along ``order[0]`` for an ``#amd_mfma`` one, 1 along their other dimensions (their register
    layouts in Triton's ``LinearLayoutConversions.cpp``); a ``#ttg.slice`` its parent's along the same dimension;
    ``None`` for other layouts (``#linear``, ``dot_op``)."""
    if isinstance(layout, BlockedLayout) and dim < len(layout.size_per_thread) and dim < len(shape):
        return max(1, min(layout.size_per_thread[dim], shape[dim]))
    if isinstance(layout, SliceLayout) and dim < len(shape):
        parent_shape = list(shape)
        parent_shape.insert(layout.dim, 1)
        return contig_per_thread(layout.parent, parent_shape, dim + (dim >= layout.dim))
    if isinstance(layout, NvidiaMmaLayout) and layout.version_major in (2, 3) and dim < len(shape):
        # an mma.sync/wgmma accumulator: 2 neighbours along N per thread, rows 8 apart
        return min(2, shape[dim]) if dim == len(shape) - 1 else 1
    if isinstance(layout, AmdMmaLayout) and layout.kind == "amd_mfma" and len(shape) >= 2 and dim < len(shape):
        # an MFMA accumulator: 4 neighbours per thread along M (N when transposed)
        return min(4, shape[dim]) if dim == order_of(layout, len(shape))[0] else 1
    return None


@dataclass(frozen=True)
class VectorWidth:
    """The vector one thread's access can use, and what bounds it, in elements: ``limits`` maps each bound
    (``contiguity``, ``alignment``, ``sizePerThread``, ``mask constancy``, ``128-bit``) to its value; ``elements`` is
    their minimum, ``bits`` that times the element width. ``dim`` is ``order[0]``."""

    elements: int
    bits: int
    element_bits: int
    dim: int
    limits: dict[str, int]
    pointer: AxisInfo
    mask: AxisInfo | None

    @property
    def limited_by(self) -> list[str]:
        """The bounds equal to the width (what would have to grow for a wider access)."""
        return [k for k, v in self.limits.items() if v == self.elements]


def access_vector(op: Op, mod: ModuleAxisInfo) -> VectorWidth | None:
    """The vector width Triton's lowering gives a global access op (see the module docstring); ``None`` for an op
    that is no access, a scalar access, or a pointer without a ``tensor<…x!tt.ptr<T>>`` type."""
    roles = ACCESS_OPS.get(op.name)
    if roles is None or not op.operands:
        return None
    ptr = op.operands[roles[1]]
    ty = mod.types.get(ptr)
    if ty is None or not ty.shape or not ty.element.startswith("!tt.ptr<"):
        return None
    pointee = ty.element[len("!tt.ptr<"):].split(">")[0].split(",")[0].strip()
    bits = max(8, element_bits(pointee)) if element_bits(pointee) else 0
    if not bits:
        return None
    order = order_of(ty.layout, len(ty.shape))
    d = order[0] if order else len(ty.shape) - 1
    info = mod.of(ptr)
    limits = {"contiguity": info.contiguity[d],
              "alignment": max(1, info.divisibility[d] // max(1, bits // 8))}
    cpt = contig_per_thread(ty.layout, ty.shape, d)
    if cpt is not None:
        limits["sizePerThread"] = cpt
    mask = None
    m = roles[2]
    if m is not None and len(op.operands) > m and _is_mask(op, m):
        mask = mod.of(op.operands[m])
        if mask.rank == info.rank:
            limits["mask constancy"] = max(1, mask.constancy[d])
    limits["128-bit"] = MAX_BITS // bits
    n = max(1, min(limits.values()))
    return VectorWidth(n, n * bits, bits, d, limits, info, mask)


def _is_mask(op: Op, index: int) -> bool:
    if op.name == "ttg.async_copy_global_to_local":
        return " mask %" in op.text
    if op.name == "tt.store":
        return len(op.operands) > 2
    return True


# ----------------------------------------------------------------------------- causes

@dataclass(frozen=True)
class Cause:
    """The op that brought a pointer's (or mask's) metric down to what limits an access: ``op`` at TTGIR ``line``,
    with ``metric`` (``contiguity``/``divisibility``/``constancy``) ``value`` along ``dim`` there, its operands'
    values (``operand_values``), and the leaf it came from (``leaf``: a constant or argument and its line)."""

    metric: str
    op: str
    line: int
    value: int
    dim: int
    operand_values: tuple[tuple[str, int], ...]
    leaf: tuple[str, str, int] | None = None
    """(name, op or "argument", line or 0) of the operand that carried the low value in, when it is a leaf."""


def _metric(info: AxisInfo, metric: str, d: int) -> int:
    return getattr(info, metric)[d] if d < info.rank else 1


def find_cause(mod: ModuleAxisInfo, value: str, metric: str, dim: int, limit: int) -> Cause | None:
    """Walk back from ``value`` (a pointer or mask) to the op that brought ``metric`` along ``dim`` down to ``limit``
    (in the value's units: bytes for a pointer's divisibility): at each op the walk goes on into an operand whose
    value (a ``tt.addptr`` offset's divisibility scaled to bytes) is no larger than the limit, and, for contiguity,
    that varies along ``dim``; it stops at the op none of whose operands does, or whose low operand is a leaf (a
    constant, an argument, a ``tt.splat`` of one, a ``tt.make_range``), which the cause names. Dimensions are
    followed through ``tt.expand_dims``. An ``arith.cmpi`` is the cause of a mask's constancy: it names the operand
    with the lowest divisibility. ``None`` when ``value`` has no defining op."""
    name, d = value, dim
    for _ in range(200):
        op = mod.defs.get(name)
        if name in mod.carried:  # a loop-carried value: follow what lowered it, the yield or the initial value
            init, yielded = mod.carried[name]
            low = [v for v in (yielded, init) if _metric(mod.of(v), metric, d) <= limit and v != name]
            if low:
                name = low[0]
                continue
        if op is None or not op.operands or op.name in _LEAVES:
            return None if op is None else Cause(metric, op.name, op.line, _metric(mod.of(name), metric, d), d, ())
        if op.name == "arith.cmpi" and metric == "constancy":
            low_div = min(op.operands[:2], key=lambda o: _metric(mod.of(o), "divisibility", d))
            return Cause(metric, op.name, op.line, _metric(mod.of(name), metric, d), d,
                         tuple((o, _metric(mod.of(o), "divisibility", d)) for o in op.operands[:2]),
                         _leaf_of_value(mod, low_div))
        nxt = _next_operand(mod, op, metric, d, limit)
        vals = tuple((o, _scaled(mod, op, i, metric, d)) for i, o in enumerate(op.operands[:3]))
        here = Cause(metric, op.name, op.line, _metric(mod.of(name), metric, d), d, vals)
        if nxt is None:
            return replace(here, leaf=_leaf_of(mod, op))
        leaf = _leaf_of_value(mod, nxt[0])
        if leaf is not None:
            return replace(here, leaf=leaf)
        name, d, limit = nxt
    return None


_LEAVES = {"arith.constant", "tt.make_range", "tt.get_program_id", "scf.for", "scf.while"}


def _scaled(mod: ModuleAxisInfo, op: Op, i: int, metric: str, d: int) -> int:
    """An operand's ``metric`` as it enters the result: ``tt.addptr``'s offset divisibility in bytes."""
    v = _metric(mod.of(op.operands[i]), metric, d)
    if op.name == "tt.addptr" and i == 1 and metric == "divisibility":
        return _mul_div(v, _elem_bytes(op, mod))
    return v


def _varies(mod: ModuleAxisInfo, name: str, d: int) -> bool:
    t = mod.types.get(name)
    info = mod.of(name)
    return not (t is not None and t.shape and d < info.rank and info.constancy[d] >= t.dim(d))


def _next_operand(mod: ModuleAxisInfo, op: Op, metric: str, d: int, limit: int) -> tuple[str, int, int] | None:
    """The operand the walk goes on to, its dimension and the limit in its units; ``None`` when ``op`` itself
    lowered the metric."""
    if op.name == "tt.expand_dims":
        m = _AXIS.search(op.text)
        axis = int(m.group(1)) if m else 0
        return None if d == axis else (op.operands[0], d - (d > axis), limit)
    if op.name in ("tt.broadcast", "tt.splat", *_CASTS):
        return (op.operands[0], d if op.name != "tt.splat" else 0, limit)
    if op.name == "tt.load":
        return None
    cands = []
    for i, o in enumerate(op.operands[:3]):
        v = _scaled(mod, op, i, metric, d)
        if v > limit or (metric == "contiguity" and not _varies(mod, o, d)):
            continue  # a value constant along d does not carry the (lack of) contiguity in
        scale = _elem_bytes(op, mod) if op.name == "tt.addptr" and i == 1 and metric == "divisibility" else 1
        cands.append((o in mod.carried, v, i, o, max(1, limit // scale)))
    if not cands:
        return None
    if metric == "contiguity" and op.name in _SUMS and len(op.operands) >= 2:
        # In a sum, the term that breaks contiguity is the one whose partner is constant over the longest runs
        # (5504 * x_upper, constant over 64, plus x_lower // 2, whose values repeat in pairs: the pairs are the
        # cause). The other term's contiguity would survive a partner of that constancy.
        def partner_constancy(i: int) -> int:
            return _metric(mod.of(op.operands[1 - i]), "constancy", d) if i < 2 else 0
        cands.sort(key=lambda c: (c[0], -partner_constancy(c[2]), c[1], c[2]))
        _, _, _, o, lim = cands[0]
        return o, d, lim
    _, _, _, o, lim = min(cands)  # a loop-carried operand last: the value it is joined with explains more
    return o, d, lim


#: Ops whose result's contiguity combines their two operands' (AxisInfo.cpp's AddSubOpAxisInfoVisitor).
_SUMS = frozenset({"arith.addi", "arith.subi", "tt.addptr"})


def _leaf_of_value(mod: ModuleAxisInfo, name: str) -> tuple[str, str, int] | None:
    """``(name, op, line)`` when ``name`` is a leaf: an argument (``op`` "argument", line 0), a constant, a program id
    or a range, seen through ``tt.splat``/``tt.broadcast``/casts; else ``None``."""
    src = mod.defs.get(name)
    while src is not None and src.name in ("tt.splat", "tt.broadcast", *_CASTS) and src.operands:
        name = src.operands[0]
        src = mod.defs.get(name)
    if name in mod.args:
        return (name, "argument", 0)
    if src is not None and src.name in _LEAVES and name not in mod.carried:
        return (name, src.name, src.line)
    return None


def _leaf_of(mod: ModuleAxisInfo, op: Op) -> tuple[str, str, int] | None:
    """For an op that lowered the metric itself, its constant or argument operand (the divisor of ``x // 2``, the
    stride argument of ``offs * stride``)."""
    for o in op.operands[:3]:
        leaf = _leaf_of_value(mod, o)
        if leaf is not None and leaf[1] != "tt.make_range":
            return leaf
    return None


# ----------------------------------------------------------------------------- the sector model

@dataclass(frozen=True)
class WarpSectors:
    """The model estimate of one warp's access: the ``requests`` vector loads (or stores) that cover each lane's
    ``sizePerThread`` elements along ``order[0]`` (``vector_bytes`` a lane each), touching ``bytes`` distinct bytes in
    ``sectors`` distinct 32-byte sectors, against ``ideal`` = ceil(bytes / 32); the first request alone touches
    ``request_bytes`` bytes in ``request_sectors`` sectors (``request_ideal`` ideal). ``assumed`` says what the model
    took for what AxisInfo does not know (a runtime stride, the base's offset in a sector)."""

    bytes: int
    sectors: int
    ideal: int
    requests: int
    request_bytes: int
    request_sectors: int
    request_ideal: int
    lanes: int
    vector_bytes: int
    assumed: tuple[str, ...]

    @property
    def uncoalesced(self) -> bool:
        """At least twice the ideal sectors over the warp's requests (and more than one sector over)."""
        return self.sectors >= 2 * self.ideal and self.sectors > self.ideal + 1

    def to_json(self) -> dict[str, object]:
        """The fields, and ``model: true``."""
        return {"bytes": self.bytes, "sectors": self.sectors, "ideal_sectors": self.ideal, "requests": self.requests,
                "request_bytes": self.request_bytes, "request_sectors": self.request_sectors,
                "request_ideal_sectors": self.request_ideal, "lanes": self.lanes, "vector_bytes": self.vector_bytes,
                "assumed": list(self.assumed), "model": True}


SECTOR = 32


def warp_sectors(layout: Layout | None, shape: Sequence[int], strides: Sequence[Stride], vec: int, elem_bytes: int,
                 base_divisibility: int) -> WarpSectors | None:
    """Bytes and 32-byte sectors of warp 0's accesses to each lane's first ``sizePerThread[order[0]]`` elements, in
    requests of ``vec`` elements, from a ``#blocked`` layout (lane → index by ``threadsPerWarp`` in ``order``, times
    ``sizePerThread``, wrapped by the shape) and per-dimension ``strides`` in elements. A runtime stride counts each
    index along that dimension as its own segment, at least a sector from the others; an unknown stride
    (a non-affine index) gives ``None``; the base is taken
    at a sector boundary when its divisibility (bytes) is 16 or more, else that many bytes past one. A model, not a
    measurement. ``None`` for a non-``#blocked`` layout or a shape it does not fit."""
    if not isinstance(layout, BlockedLayout) or len(layout.threads_per_warp) != len(shape) or not layout.order \
            or vec < 1 or len(strides) < len(shape):
        return None
    tpw, spt, order = layout.threads_per_warp, layout.size_per_thread, layout.order
    lanes = math.prod(tpw)
    d0 = order[0]
    cpt = max(1, min(spt[d0], shape[d0]))
    requests = max(1, cpt // vec)
    assumed = []
    if any(strides[d] is None and shape[d] > 1 for d in range(len(shape))):
        return None  # a non-affine index (x % 6, a gather): no stride to model
    if any(strides[d] == RUNTIME and shape[d] > 1 for d in range(len(shape))):
        assumed.append("a runtime stride puts each index of that dimension in sectors of its own")
    misalign = base_divisibility if base_divisibility < 16 else 0
    assumed.append(f"the base {misalign} bytes past a 32-byte boundary" if misalign else
                   "the base at a 32-byte boundary")
    union: dict[tuple, set[int]] = {}  # type: ignore[type-arg]
    first: dict[tuple, set[int]] = {}  # type: ignore[type-arg]
    for r in range(requests):
        for lane in range(lanes):
            key, start = _lane_address(lane, r * vec, tpw, spt, order, shape, strides)
            span = range(start * elem_bytes + misalign, (start + vec) * elem_bytes + misalign)
            union.setdefault(key, set()).update(span)
            if r == 0:
                first.setdefault(key, set()).update(span)

    def count(t: dict) -> tuple[int, int]:  # type: ignore[type-arg]
        return sum(len(b) for b in t.values()), sum(len({x // SECTOR for x in b}) for b in t.values())
    used, sectors = count(union)
    rb, rs = count(first)
    return WarpSectors(used, sectors, -(-used // SECTOR), requests, rb, rs, -(-rb // SECTOR), lanes,
                       vec * elem_bytes, tuple(assumed))


def _lane_address(lane: int, reg: int, tpw: Sequence[int], spt: Sequence[int], order: Sequence[int],
                  shape: Sequence[int], strides: Sequence[Stride]) -> tuple[tuple, int]:  # type: ignore[type-arg]
    """(segment key, element offset) of the element ``reg`` places along ``order[0]`` into a lane's first chunk."""
    rem, key, off = lane, [], Fraction(0)
    for i, dim in enumerate(order):
        t = rem % tpw[dim]
        rem //= tpw[dim]
        idx = (t * spt[dim] + (reg if i == 0 else 0)) % shape[dim] if shape[dim] else 0
        s = strides[dim]
        if isinstance(s, Fraction):
            off += s * idx
        elif shape[dim] > 1:
            key.append((dim, idx))
    return tuple(key), math.floor(off)


# ----------------------------------------------------------------------------- what the report says

@dataclass(frozen=True)
class AccessExplanation:
    """What AxisInfo says of one global access for the coalescing report: ``data`` (JSON: the pointer's and mask's
    AxisInfo along every dimension, the bounds of the vector, ``predicted_bits``, the cause with its TTGIR and Python
    lines, the sector model), ``why`` (a sentence naming the op that bounds a width below 128 bits, or ``""``), and
    the sector model's estimate (``None`` without a ``#blocked`` layout).

    ``claims`` are the statements of ``data`` as typed claims (issue 23: keys ``axisinfo/…``, each about the access
    op's TTGIR line), ``why_template`` the template ``why`` is rendered from (:func:`findings.render`); the widths
    sentence and the sector sentence are :func:`width_template` and :func:`sector_template`."""

    data: dict[str, object]
    why: str
    width: VectorWidth | None
    sectors: WarpSectors | None
    claims: tuple[Claim, ...] = ()
    why_template: str = ""


class Said:
    """Collects the claims of one explanation and writes their placeholders (``{key}``) into a template; a value
    of 2**62 or more is written ``2^62`` as text (the claim is still made). ``prefix`` starts every key."""

    def __init__(self, about: tuple[Ref, ...], prefix: str = "axisinfo/") -> None:
        self.about, self.prefix = about, prefix
        self.claims: dict[str, Claim] = {}

    def __call__(self, key: str, value: ClaimValue, unit: str, rule: str) -> str:
        key = self.prefix + key
        self.claims[key] = Claim(key, value, unit, rule, self.about)
        if isinstance(value, int) and not isinstance(value, bool) and value >= MAX_DIVISOR:
            return _num(value)
        return "{" + key + "}"


def literal(text: str) -> str:
    """``text`` as literal template text (its braces doubled)."""
    return text.replace("{", "{{").replace("}", "}}")


def explain_access(mod: ModuleAxisInfo, op: Op | None, location: Callable[[int], tuple[str | None, int | None]],
                   measured_bits: int | None = None) -> AccessExplanation:
    """AxisInfo's account of access ``op`` (a TTGIR op of ``mod``): the vector width it allows and, where that is below
    128 bits and below the layout's ``sizePerThread``, the op that bounds it (:func:`find_cause`), cited by TTGIR line
    and by Python line (``location(ttgir_line)`` → ``(file, line)``). The sector model (:func:`warp_sectors`) uses
    ``measured_bits`` (the machine code's width) when given, else the predicted width. Never raises: IR it cannot
    follow gives an empty explanation."""
    try:
        return _explain(mod, op, location, measured_bits)
    except (ValueError, IndexError, KeyError, ZeroDivisionError, AttributeError, TypeError):
        return AccessExplanation({}, "", None, None)


def _explain(mod: ModuleAxisInfo, op: Op | None, location: Callable[[int], tuple[str | None, int | None]],
             measured_bits: int | None) -> AccessExplanation:
    vw = access_vector(op, mod) if op is not None else None
    if vw is None or op is None:
        return AccessExplanation({}, "", None, None)
    said = Said((Ref("ttgir", op.line, op.name),))
    roles = ACCESS_OPS[op.name]
    ptr = op.operands[roles[1]]
    ty = mod.types[ptr]
    d = vw.dim
    data: dict[str, object] = {"pointer": vw.pointer.to_json(), "dim": d, "limits": dict(vw.limits),
                               "predicted_bits": vw.bits, "limited_by": vw.limited_by}
    said("dim", d, "count", "axisinfo")
    for what, info in (("pointer", vw.pointer), ("mask", vw.mask)):
        if info is not None:
            said(f"{what}/contiguity", info.contiguity, "elements", "axisinfo")
            said(f"{what}/divisibility", info.divisibility, "bytes" if what == "pointer" else "elements", "axisinfo")
            said(f"{what}/constancy", info.constancy, "elements", "axisinfo")
    for k, v in vw.limits.items():
        said(f"limits/{k}", v, "elements", "axisinfo")
    said("predicted_bits", vw.bits, "bits", "axis-width")
    if vw.mask is not None:
        data["mask"] = vw.mask.to_json()
    why, why_template, cause = "", "", None
    bound = vw.limited_by[0] if vw.limited_by else ""
    if bound in ("contiguity", "alignment", "mask constancy") and vw.elements < vw.limits.get("128-bit", 0):
        metric = {"contiguity": "contiguity", "alignment": "divisibility", "mask constancy": "constancy"}[bound]
        value = op.operands[roles[2]] if bound == "mask constancy" and roles[2] is not None else ptr
        limit = _metric(mod.of(value), metric, d)
        cause = find_cause(mod, value, metric, d, limit)
        if cause is not None:
            why_template = _cause_text(mod, cause, vw, location, said)
            file, pyline = location(cause.line)
            data["cause"] = {"metric": metric, "op": cause.op, "ttgir_line": cause.line, "python_file": file,
                             "python_line": pyline, "value": cause.value,
                             "leaf": [display(cause.leaf[0]), *cause.leaf[1:]] if cause.leaf else None}
            said("cause/op", cause.op, "op", "axis-cause")
            said("cause/ttgir_line", cause.line, "line", "axis-cause")
            said("cause/value", cause.value, "bytes" if metric == "divisibility" else "elements", "axis-cause")
            if pyline:
                said("cause/python_line", pyline, "line", "axis-cause")
            claims = tuple(said.claims.values())
            why = render(why_template, claims)
    strides = mod.stride(ptr)
    data["strides"] = [str(s) if s is not None else "unknown" for s in strides]
    vec = max(1, (measured_bits or vw.bits) // vw.element_bits)
    ws = warp_sectors(ty.layout, ty.shape, strides, vec, vw.element_bits // 8, vw.pointer.divisibility[d])
    if ws is not None:
        data["sectors"] = ws.to_json()
        sector_claims(ws, said)
    return AccessExplanation(data, why, vw, ws, tuple(said.claims.values()), why_template)


def sector_claims(ws: WarpSectors, said: Said, prefix: str = "sectors/") -> None:
    """The claims of the sector model's numbers (:meth:`WarpSectors.to_json`'s keys under ``prefix``), rule
    ``sectors``."""
    for key, unit in (("bytes", "bytes"), ("sectors", "sectors"), ("ideal_sectors", "sectors"),
                      ("requests", "count"), ("request_bytes", "bytes"), ("request_sectors", "sectors"),
                      ("request_ideal_sectors", "sectors"), ("lanes", "lanes"), ("vector_bytes", "bytes")):
        said(prefix + key, ws.to_json()[key], unit, "sectors")  # type: ignore[arg-type]


def _where(line: int, location: Callable[[int], tuple[str | None, int | None]], said: Said) -> str:
    _, py = location(line)
    return f"ttgir line {said('cause/ttgir_line', line, 'line', 'axis-cause')}" + (
        f", Python line {said('cause/python_line', py, 'line', 'axis-cause')}" if py else "")


def _leaf_text(mod: ModuleAxisInfo, leaf: tuple[str, str, int] | None, said: Said,
               metric: str = "divisibility") -> str:
    if leaf is None:
        return ""
    name, kind, line = leaf
    info = mod.of(name)
    if kind == "argument":
        v = said("cause/leaf_value", _metric(info, metric, 0), "count", "axis-cause")
        return f"argument '{literal(display(name))}' ({metric} {v})"
    at = said("cause/leaf_line", line, "line", "axis-cause")
    if kind == "arith.constant" and info.constant is not None:
        return f"the constant {said('cause/constant', info.constant, 'count', 'axis-cause')} (arith.constant, " \
               f"ttgir line {at})"
    return f"'{literal(display(name))}' ({kind}, ttgir line {at})"


def _cause_text(mod: ModuleAxisInfo, c: Cause, vw: VectorWidth,
                location: Callable[[int], tuple[str | None, int | None]], said: Said) -> str:
    """The template of the sentence naming cause ``c`` (its numbers are ``said``'s placeholders)."""
    at = f"{c.op} ({_where(c.line, location, said)})"
    leaf = _leaf_text(mod, c.leaf, said)
    el = "element" if vw.elements == 1 else "elements"
    value = said("cause/value", c.value, "bytes" if c.metric == "divisibility" else "elements", "axis-cause")
    dim = said("cause/dim", c.dim, "count", "axis-cause")
    if c.metric == "contiguity":
        head = f"the pointer is contiguous over {value} {el} along dim {dim}"
        if c.op in _DIV and c.leaf is not None:
            k = _metric(mod.of(_result_of(mod, c)), "constancy", c.dim)
            if k > 1:
                rep = said("cause/repeats", k, "count", "axis-cause")
                return f"{head} because {at} divides by {leaf}, so each value repeats {rep} times (constancy {rep})"
            # Triton's rule proves runs of equal quotients only for a dividend contiguous over the whole dimension
            # (AxisInfo.cpp, DivOpAxisInfoVisitor::getConstancy); a partly contiguous one (x % 2752 // 2) gets 1
            return (f"{head} because {at} divides by {leaf}: the quotients repeat, which AxisInfo does not "
                    f"prove here (constancy 1: the dividend is not contiguous over the whole dimension)")
        if c.op == "arith.muli" and c.leaf is not None:
            by = f"argument '{literal(display(c.leaf[0]))}', a runtime value" if c.leaf[1] == "argument" else leaf
            return f"{head} because {at} multiplies the offsets by {by}: neighbouring elements are that far apart"
        if c.op in _REM and c.leaf is not None:
            return f"{head} because {at} takes the remainder by {leaf}"
        return f"{head}: {at} gives contiguity {value}"
    if c.metric == "divisibility":
        aligned = said("limits/alignment", vw.limits["alignment"], "elements", "axisinfo")
        head = (f"the pointer is known {value}-byte aligned only ({aligned} {el} of "
                f"{said('element_bits', vw.element_bits, 'bits', 'axis-width')} bits)")
        if c.leaf is not None and c.leaf[1] == "argument" and mod.args.get(c.leaf[0], "").startswith("!tt.ptr"):
            return f"{head} because pointer argument '{literal(display(c.leaf[0]))}' has no tt.divisibility = 16 ({at})"
        if c.leaf is not None:
            verb = {"tt.addptr": "adds", "arith.addi": "adds", "arith.subi": "subtracts", "arith.muli": "multiplies by"
                    }.get(c.op, "takes in")
            return f"{head} because {at} {verb} {leaf}"
        return f"{head}: {at} gives divisibility {value}"
    head = f"the mask is constant over {value} {el} along dim {dim}"
    if c.leaf is not None:
        return f"{head} because {at} compares against {_leaf_text(mod, c.leaf, said)}"
    return f"{head}: {at} gives constancy {value}"


def _result_of(mod: ModuleAxisInfo, c: Cause) -> str:
    return next((n for n, op in mod.defs.items() if op.line == c.line), "")


def width_text(vw: VectorWidth) -> str:
    """``AxisInfo allows 32 bits (contiguity 1, alignment 1, sizePerThread 4, 128-bit cap 4 elements)``: the
    predicted width and every bound, in elements, for a report line next to the width Triton emitted."""
    parts = ", ".join(f"{'128-bit cap' if k == '128-bit' else k} {_num(v)}" for k, v in vw.limits.items())
    return f"AxisInfo allows {vw.bits} bits ({parts} elements)"


def width_template(vw: VectorWidth, prefix: str = "axisinfo/") -> str:
    """:func:`width_text` as a template over the claims of :func:`explain_access` (``{axisinfo/predicted_bits}``,
    ``{axisinfo/limits/…}``)."""
    def v(key: str, value: int) -> str:
        return _num(value) if value >= MAX_DIVISOR else "{" + prefix + key + "}"
    parts = ", ".join(f"{'128-bit cap' if k == '128-bit' else k} {v('limits/' + k, x)}" for k, x in vw.limits.items())
    return f"AxisInfo allows {v('predicted_bits', vw.bits)} bits ({parts} elements)"


def sector_text(ws: WarpSectors) -> str:
    """``512 bytes in 16 sectors (ideal 16)``-style words for a report line; the caller says "model estimate"."""
    return render(sector_template(ws, "s/"), [Claim("s/" + k, v, "count", "sectors")  # type: ignore[arg-type]
                                             for k, v in ws.to_json().items() if isinstance(v, int)])


def sector_template(ws: WarpSectors, prefix: str = "axisinfo/sectors/") -> str:
    """:func:`sector_text` as a template over the claims ``{prefix}request_sectors`` … (:func:`sector_claims`)."""
    def v(key: str) -> str:
        return "{" + prefix + key + "}"
    first = (f"{v('request_sectors')} sectors for {v('request_bytes')} bytes used per warp request (ideal "
             f"{v('request_ideal_sectors')})")
    if ws.requests > 1:
        return (f"{first}; {v('sectors')} sectors for {v('bytes')} bytes over its {v('requests')} requests "
                f"(ideal {v('ideal_sectors')})")
    return first
