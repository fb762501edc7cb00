"""The AxisInfo lattice over TTIR/TTGIR text (:mod:`ir_explorer.analyses.axisinfo`'s first half): the lattice value
of every integer and pointer value (:class:`AxisInfo`), the rules of Triton's visitors that carry it from op to op,
the fixed point over loop-carried values, and the per-dimension strides the sector model reads. See the package's
docstring for what the values mean and where the rules come from."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from ir_explorer.ir import mlir_model
from ir_explorer.ir.layouts import (
    Layout,
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


def _without_attr_dicts(text: str) -> str:
    """``text`` without its attribute dictionaries (``{…}`` outside ``<…>``): ``{tt.divisibility = dense<16> :
    tensor<2xi32>}`` of ``tl.multiple_of`` names a ``tensor<2xi32>`` that is the hint's type, not an operand's (read
    as the result type, it made a 2-D pointer's AxisInfo 1-D and pessimistic: trial F10). An unclosed ``{`` (a
    region's) is kept."""
    out, angle, i = [], 0, 0
    while i < len(text):
        ch = text[i]
        if ch == "{" and angle == 0:
            depth, j = 0, i
            while j < len(text):
                depth += {"{": 1, "}": -1}.get(text[j], 0)
                if depth == 0:
                    break
                j += 1
            if j < len(text):
                i = j + 1
                continue
        angle += {"<": 1, ">": -1}.get(ch, 0) if text[i - 1:i + 1] != "->" else 0
        out.append(ch)
        i += 1
    return "".join(out)


def _types(op: Op, aliases: Mapping[str, Layout]) -> list[ValueType]:
    out = []
    for _, text in find_types(_without_attr_dicts(op.text)):
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
    buffers: dict[str, tuple[Op, str, str]] = field(default_factory=dict)
    """The address of an AMD buffer op (:func:`buffer_address`, a name of its own) → (the op, its scalar base
    pointer, its offsets tensor)."""

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


def assume_divisible(text: str, names: Sequence[str], by: int = 16) -> str:
    """``text`` (a TTIR/TTGIR module) with each named integer argument of its ``tt.func`` declared
    ``{tt.divisibility = by : i32}``, as Triton's specialization declares an argument it saw divisible by 16
    (``%N: i32 loc(`` becomes ``%N: i32 {tt.divisibility = 16 : i32} loc(``). An argument already carrying
    attributes, a pointer or a name that is not declared is left as it is. Line numbers do not change, so the ops of
    the result are at the lines of ``text``: a counterfactual input for :func:`analyze_module` (trial 15e F3: which
    arguments a mask's constancy really depends on)."""
    for name in names:
        text = re.sub(rf"(%{re.escape(name)}: i(?:8|16|32|64)) loc\(", rf"\1 {{tt.divisibility = {by} : i32}} loc(",
                      text, count=1)
    return text


def constancy_at(mod: ModuleAxisInfo, line: int, dim: int) -> int | None:
    """The constancy (elements) along dimension ``dim`` of the first result of the op on TTGIR ``line`` (1-based),
    ``None`` when no op defining a value is there or its value has no such dimension."""
    name = next((n for n, o in mod.defs.items() if o.line == line), None)
    if name is None:
        return None
    info = mod.of(name)
    return info.constancy[dim] if dim < len(info.constancy) else None


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
    _buffer_addresses(mod)
    return mod


#: AMD buffer ops, whose address is a scalar base pointer plus a tensor of i32 element offsets:
#: ``amdg.buffer_load %base[%offsets], %mask, %other``, ``amdg.buffer_store %value, %base[%offsets], %mask``,
#: ``amdg.buffer_load_to_local %base[%offsets] mask = %mask … into %dest`` (the ``amdgpu.`` spelling too).
BUFFER_OPS = {"amdg.buffer_load": "load", "amdgpu.buffer_load": "load", "amdg.buffer_load_to_local": "load",
              "amdgpu.buffer_load_to_local": "load", "amdg.buffer_store": "store", "amdgpu.buffer_store": "store"}
# e.g. %qb_85 = amdg.buffer_load %b_ptr[%b_ptrs_76], %b_ptrs_84 {contiguity = 2 : i32} : !tt.ptr<i32> -> tensor<…>
# (a loop's group result is named ``dk#6``: e.g. amdg.buffer_load %query_ptr[%dk#6], %cst_1 {contiguity = 8 : i32})
_BUFFER_ADDR = re.compile(r"%(?P<base>[\w$.-]+(?:#\d+)?)\[%(?P<offsets>[\w$.-]+(?:#\d+)?)\](?P<rest>[^:{]*)")
# e.g. amdg.buffer_load_to_local %p[%offs] mask = %m stride = %s into %dest
_TO_LOCAL_MASK = re.compile(r"\bmask\s*=\s*%(?P<mask>[\w$.-]+(?:#\d+)?)")
_NEXT_OPERAND = re.compile(r"^\s*,\s*%(?P<mask>[\w$.-]+(?:#\d+)?)")


def buffer_operands(op: Op) -> tuple[str, str, str | None] | None:
    """``(base, offsets, mask or None)`` of an AMD buffer op (:data:`BUFFER_OPS`), read from its printed form
    (Triton's ``TritonAMDGPUOps.td`` assembly formats: ``$ptr[$offsets]``, then ``, $mask`` for a load or a store,
    ``mask = $mask`` for ``buffer_load_to_local``); ``None`` for any other op or a line not in that form."""
    if op.name not in BUFFER_OPS:
        return None
    m = _BUFFER_ADDR.search(op.text)
    if m is None:
        return None
    rest = m.group("rest")
    mm = _TO_LOCAL_MASK.search(rest) if op.name.endswith("_to_local") else _NEXT_OPERAND.match(rest)
    return m.group("base"), m.group("offsets"), mm.group("mask") if mm else None


def buffer_address(op: Op) -> str | None:
    """The name this model gives the address of AMD buffer op ``op`` (``base[offsets]@line``; no SSA value of the
    IR has it), or ``None`` for any other op."""
    got = buffer_operands(op)
    return f"{got[0]}[{got[1]}]@{op.line}" if got is not None else None


def _buffer_addresses(mod: ModuleAxisInfo) -> None:
    """The AxisInfo of each AMD buffer op's address, as that of ``tt.addptr(tt.splat(base), offsets)``, the tensor of
    pointers Triton's ``ConvertToBufferOps.cpp`` took the buffer op from (``canUseBufferOps``: an ``addptr`` of a
    ``splat`` of the scalar base and 32-bit offsets): per dimension the offsets' contiguity and constancy, and the gcd
    of the base's divisibility (bytes, its ``tt.divisibility`` hint) and the offsets' divisibility times the element's
    bytes (``AddSubOpAxisInfoVisitor`` with a splat operand); its stride is the offsets'. The buffer lowering takes
    its vector from the same facts (``getContiguity(ptr, offset)`` in the AMD backend's ``Utility.cpp``: the base's
    alignment over the element's bytes, and the offsets' contiguity)."""
    for op in mod.ops:
        got = buffer_operands(op)
        key = buffer_address(op)
        info = _buffer_address_info(op, mod)
        if got is None or key is None or info is None:
            continue
        mod.info[key], mod.types[key] = info
        mod.strides[key] = mod.stride(got[1])
        mod.buffers[key] = (op, got[0], got[1])


def _buffer_address_info(op: Op, mod: ModuleAxisInfo) -> tuple[AxisInfo, ValueType] | None:
    """The AxisInfo and type of an AMD buffer op's address (see :func:`_buffer_addresses`), or ``None``."""
    got = buffer_operands(op)
    if got is None:
        return None
    base, offsets, _ = got
    bt, ot = mod.types.get(base), mod.types.get(offsets)
    if bt is None or ot is None or not ot.shape or not bt.element.startswith("!tt.ptr<"):
        return None
    inner = bt.element[len("!tt.ptr<"):].split(">")[0].split(",")[0]
    eb = max(1, element_bits(inner) // 8)
    b, o = mod.of(base), mod.of(offsets)
    rank = ot.rank
    if o.rank != rank:
        return None
    return AxisInfo(tuple(o.contiguity), tuple(_gcd(b.divisibility[0], _mul_div(o.divisibility[d], eb))
                                               for d in range(rank)), tuple(o.constancy)), \
        ValueType(ot.shape, bt.element, ot.layout)


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
        stride = _agree_with_contiguity(stride, info, rt)
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
    if name in ("amdg.buffer_load", "amdgpu.buffer_load"):
        # the tt.load it replaced: equal addresses load equal values (LoadOpAxisInfoVisitor's constancy), which
        # Triton's AxisInfo computed before ConvertToBufferOps (trial 11c F3: gptq's scales, `col + 11008 * g`
        # with `g` loaded from addresses constant over 256 elements, keep col's contiguity 4)
        addr, got = _buffer_address_info(op, mod), buffer_operands(op)
        if addr is not None and got is not None and addr[0].rank == rank:
            mask = mod.of(got[2]) if got[2] else None
            mask = mask if mask is not None and mask.rank == rank else None
            info = AxisInfo((1,) * rank, (1,) * rank, tuple(_gcd(addr[0].constancy[d], mask.constancy[d] if mask
                                                                 else 0) for d in range(rank)))
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


def _agree_with_contiguity(stride: tuple[Stride, ...], info: AxisInfo, rt: ValueType) -> tuple[Stride, ...]:
    """``stride`` made to agree with AxisInfo's contiguity: contiguity ``c`` > 1 along a dimension says the value
    grows by exactly 1 from index to index inside each aligned run of ``c`` (Triton's ``AxisInfo.h``), so a known
    stride other than 1 there is this model's error, not a fact: the floor division it linearises (``x // c`` as
    ``x / c``) cancels in ``x - (x // c) * c`` to 0, and a flat index split by ``// (n * n)`` and ``// n`` gave
    a ``perm + b * n + col`` gather the stride 1/64 (trial 15d F1: "1 sectors for 16 bytes used per warp
    request" for 32 lanes reading 64 consecutive i64). Such a dimension gets stride 1 where the run covers the whole
    dimension, else ``None`` (the runs restart: no single stride); other dimensions are unchanged."""
    out: list[Stride] = []
    for d, s in enumerate(stride):
        c = info.contiguity[d] if d < info.rank else 1
        if isinstance(s, Fraction) and s != 1 and c > 1 and d < len(rt.shape):
            s = Fraction(1) if c >= rt.dim(d) else None
        out.append(s)
    return tuple(out)


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
