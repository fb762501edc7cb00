"""The pointer chains of global accesses and the i32 products in their offsets (the walks behind
:mod:`ir_explorer.analyses.addresses`): for each global access (:data:`ACCESS_OPS`) the ``tt.addptr`` chain its pointer
is built by, each offset's integer type and backward slice (:class:`AccessChain`, :class:`Offset`), and the
``arith.muli`` products of a program id by a runtime integer argument in those slices (:class:`Product`):
:func:`chains`. Moved out of ``addresses.py`` (issue 23 item 8: modules under about 800 lines); the module docstring
of :mod:`ir_explorer.analyses.addresses` says what is followed and why.

Pure functions over IR text; nothing here raises on malformed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from ir_explorer.analyses.coalescing import GLOBAL_ACCESS_OPS
from ir_explorer.ir import mlir_model
from ir_explorer.ir.mlir_model import IRModule, IROp

#: Global accesses, and the index of their pointer operand.
ACCESS_OPS: dict[str, int] = {**{name: 0 for name in GLOBAL_ACCESS_OPS}, "tt.atomic_rmw": 0, "tt.atomic_cas": 0,
                              "tt.make_tensor_descriptor": 0}
"""``tt.make_tensor_descriptor``'s base pointer (operand 0) is where a descriptor's loads and stores
(``tt.descriptor_load``/``store``, TMA) address memory from: its ``tt.addptr`` chain is followed like an access's."""
#: Ops a pointer passes through unchanged in its offsets (shape or layout only).
_POINTER_VIEWS = {"tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", "tt.trans"}
def _is_pointer(op: IROp) -> bool:
    """Whether ``op``'s first result is a pointer or a tensor of pointers (``tt.bitcast %p : !tt.ptr<i1> ->
    !tt.ptr<i8>``, the cast Triton puts before every load or store through a ``tl.int1`` pointer, which it stores as
    bytes: the address is the ``i1`` pointer's, offsets included; trial 11b F1)."""
    return bool(op.result_types) and "!tt.ptr<" in (op.result_types[0] or "")


#: Ops a value passes through to the ops it was built from (arithmetic, casts, shape ops).
_STOP = {"tt.get_program_id", "tt.make_range", "arith.constant", "tt.load", "tt.get_num_programs"}
#: Integer divisions and remainders (MLIR's arith dialect): their result is no term of their dividend operand.
DIVIDES = frozenset({"arith.divsi", "arith.divui", "arith.remsi", "arith.remui", "arith.floordivsi",
                     "arith.ceildivsi", "arith.ceildivui"})
#: 2**31 - 1: the largest i32.
I32_MAX = 2**31 - 1

# e.g.   %offs = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32> loc(#loc14)
_INT = re.compile(r"^(?:tensor<(?P<shape>(?:\d+x)+)(?P<elem>i\d+)\b.*>|(?P<scalar>i\d+))$")

# e.g. %c64_i32 = arith.constant 64 : i32
_CONST_INT = re.compile(r"arith\.constant\s+(-?\d+)\s*:\s*i\d+\b")
#: Casts a value keeps its Python meaning through.
_CASTS = {"arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast"}


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
    """An ``arith.muli`` of a program id (or, ``source`` ``"load"``, of a value loaded from memory) by a runtime
    argument in a pointer offset's slice. ``width`` is the product's bits (32 warns, 64 is the fix); ``pid_line`` is
    the ``tt.get_program_id`` it came from (for ``source`` ``"load"`` the ``tt.load`` whose value is a factor),
    ``argument`` the function argument the other operand came from; ``accesses`` the lines of the accesses it
    addresses (for ``role`` ``"bound"``, those its loops' induction variables address)."""

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
    itself; ``None`` when it is computed from it (``g_id % n``, a loop variable), and for a loaded factor."""
    source: str = "pid"
    """``"pid"``: one factor is computed from a program id; ``"load"``: from a value a ``tt.load`` read (an index
    read from memory: vLLM's ``physical_block_idx = tl.load(block_tables_ptr + …)``), which the IR does not bound
    (only 32-bit products of loaded values are listed)."""
    role: str = "offset"
    """``"offset"``: a term of a ``tt.addptr`` offset (the offset's value holds it); ``"bound"``: it reaches the
    offsets only as the upper bound of the ``loops`` whose induction variables are offsets (``for row in
    range(row_start, row_end)`` with ``row_end = min((pid + 1) * n, M)``): no offset holds its value."""
    loops: tuple[int, ...] = ()
    """For ``role`` ``"bound"``: the lines of the ``scf.for`` ops whose upper bound it is computed into."""
    via: tuple[int, ...] = ()
    """For ``role`` ``"offset"``: the lines of the integer divisions and remainders (:data:`DIVIDES`) as whose
    dividend alone it reaches the offsets, when no offset holds it as a term (streamk's ``start_iter = pid *
    per_pid``, an iteration count, reaches them only through ``start_iter % iters_per_tile`` and ``start_iter //
    iters_per_tile``: trial 13c M1); empty when an offset holds it."""


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

    def inputs(self, key: str, op: IROp, bounds: bool = True) -> list[str]:
        """The keys value ``key`` (defined by ``op``, :meth:`defining`) is computed from: ``op``'s operands; for an
        ``scf.for``'s induction variable only the loop's lower bound, upper bound and step (its first three
        operands), not the ``iter_args``' initial values, which are the carried values' own (trial 8c F1: mamba's
        ``group * N``, the initial value of the carried pointer ``X``, was said to address ``Rstd + row``; F2:
        lightllm's program id, the initial value of a carried ``sm_id``, made the batch loop's ``cur_batch`` "step
        by or end at a program id"). With ``bounds`` false, the induction variable's values only: the lower bound and
        the step (``lb + k * step``), not the upper bound, which stops the loop and is no term of the variable's value
        (trial 8c M1: mamba's ``(row_block_id + 1) * rows_per_program`` bounds ``row``; no offset holds it)."""
        v = self.model.values.get(key)
        if v is not None and v.is_block_arg and op.name == "scf.for" and v.region == 0 and v.index == 0:
            keep = op.operand_keys[:3] if bounds else op.operand_keys[0:3:2]
            return [k for k in keep if k is not None]
        return _operands(op)


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


def _backward(mod: _Module, start: Iterable[str], follow: Callable[[str, IROp], list[str]]) -> list[IROp]:
    """The ops the values ``start`` are computed from, walking backwards (a loop's carried value through its initial
    and yielded values), in line order: from each value's defining op (:meth:`_Module.defining`) on to the keys
    ``follow(value, op)`` gives, the stop rule of the walk (``[]``: no further)."""
    todo, seen, out = list(start), set(), dict[int, IROp]()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(mod.model.carried(name))
        op = mod.defining(name)
        if op is None or op.index in out:
            continue
        out[op.index] = op
        todo.extend(follow(name, op))
    return sorted(out.values(), key=lambda o: o.line)


def _slice(mod: _Module, start: Iterable[str], bounds: bool = True) -> list[IROp]:
    """The ops a value is computed from, stopping at program ids, ranges, constants and loads; with ``bounds`` false
    a loop's upper bound is not followed from its induction variable (:meth:`_Module.inputs`)."""
    return _backward(mod, start, lambda name, op: [] if op.name in _STOP else mod.inputs(name, op, bounds))


def _terms(mod: _Module, start: str) -> set[int]:
    """The lines of the ops a value holds as terms: :func:`_slice` with ``bounds`` false, not followed into the
    dividend of an integer division or remainder (:data:`DIVIDES`), whose result holds no term of it."""
    def follow(name: str, op: IROp) -> list[str]:
        if op.name in DIVIDES:
            return _operands(op)[1:]
        return [] if op.name in _STOP else mod.inputs(name, op, False)

    return {op.line for op in _backward(mod, [start], follow)}


def _leaves(mod: _Module, name: str, bounds: bool = True) -> tuple[set[str], bool]:
    """What a value is built from: ``pid``, ``range``, ``const``, ``load``, ``arg:NAME`` (integer arguments),
    ``other``; and whether every op on the way is scalar. With ``bounds`` false a loop's upper bound is not followed
    from its induction variable (:meth:`_Module.inputs`)."""
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
            todo.extend(mod.inputs(n, op, bounds))
    return leaves, scalar


def chains(module: str | IRModule) -> tuple[list[AccessChain], list[Product]]:
    """The pointer-offset chain of every global access in a TTIR/TTGIR module (text or its scoped model), and the
    products of a program id (or of a loaded value) by a runtime argument in them (each product once, with every
    access it addresses). Values are followed through the model's def-use edges, so a second loop that reuses the
    first loop's SSA names is not mistaken for it. A product that reaches an offset only through a loop's upper
    bound (the induction variable stays below it) has ``role`` ``"bound"`` (:class:`Product`). Never raises."""
    mod = _parse(mlir_model.parse(module) if isinstance(module, str) else module)
    out: list[AccessChain] = []
    # product line -> (op, (bits, source line, argument, source), value accesses, {loop line: accesses})
    products: dict[int, tuple[IROp, tuple[int, int, str, str], list[int], dict[int, list[int]]]] = {}
    # product line -> the divisions it reaches offsets through; None once an offset holds it as a term
    through: dict[int, set[int] | None] = {}
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
                sliced = _slice(mod, [used[1]], bounds=False)
                values = {b.line for b in sliced}
                terms = _terms(mod, used[1])
                chain.offsets.append(Offset(d.line, mlir_model.display(used[1]), ty, width, shape,
                                            tuple((b.line, b.name) for b in built)))
                for b in built:
                    found = _product(mod, b)
                    if found is None:
                        continue
                    entry = products.setdefault(b.line, (b, found, [], {}))
                    if b.line in values:
                        entry[2].append(op.line)
                        held = through.setdefault(b.line, set())
                        if b.line in terms:
                            through[b.line] = None
                        elif held is not None:
                            # the divisions whose dividend holds it as a term (``start_iter % iters_per_tile``,
                            # ``start_iter // iters_per_tile``), not those of their results (``tile_id // group_w``)
                            held.update(c.line for c in sliced if c.name in DIVIDES and _operands(c)
                                        and b.line in _terms(mod, _operands(c)[0]))
                        continue
                    for loop in built:
                        ub = loop.operand_keys[1] if loop.name == "scf.for" and len(loop.operand_keys) > 2 else None
                        if ub is not None and b in _slice(mod, [ub]):
                            entry[3].setdefault(loop.line, []).append(op.line)
                todo.append(used[0])
            elif d.name in _POINTER_VIEWS and used or d.name == "tt.bitcast" and used and _is_pointer(d):
                todo.append(used[0])
            elif d.name == "arith.select" and len(used) == 3:
                todo.extend(used[1:])
        chain.offsets.sort(key=lambda o: o.line)
        out.append(chain)
    names = list(mod.args)
    prods = []
    for b, (w, src, arg, source), acc, loops in products.values():
        if not acc and not loops:
            continue
        role = "offset" if acc else "bound"
        every = acc or [a for ln in sorted(loops) for a in loops[ln]]
        prods.append(Product(b.line, b.source, w, src, arg, tuple(dict.fromkeys(every)),
                             names.index(arg) if arg in names else None,
                             _pid_axis(mod, src) if source == "pid" and _pid_operand_is_direct(mod, b) else None,
                             source, role, tuple(sorted(loops)) if role == "bound" else (),
                             tuple(sorted(through.get(b.line) or ())) if role == "offset" else ()))
    return out, _innermost(mod, sorted(prods, key=lambda p: p.line))


def _pid_axis(mod: _Module, line: int) -> str | None:
    """``x``, ``y`` or ``z`` of the ``tt.get_program_id`` at ``line``."""
    op = mod.model.by_line.get(line)
    op = op if op is not None and op.name == "tt.get_program_id" else None
    m = re.search(r"tt\.get_program_id\s+(x|y|z)\b", op.text) if op is not None else None
    return m[1] if m else None


def _product(mod: _Module, op: IROp) -> tuple[int, int, str, str] | None:
    """``(bits, source line, argument, source)`` when ``op`` is a scalar ``arith.muli`` of a program id by a runtime
    argument, or an i32 or i64 tensor one of tile indices computed from a program id (no loaded value) by runtime
    arguments and constants (``K * rows[:, None]``; source ``"pid"``, the ``tt.get_program_id``'s line), or an i32
    ``arith.muli`` (scalar or tensor) of a
    value built from a ``tt.load`` (with or without a program id: sglang's ``(seq_start + offs_m) * stride_qbs``) by
    a value built from runtime arguments and constants only
    (source ``"load"``, the first such ``tt.load``'s line: ``physical_block_idx * stride_k_cache_0``,
    ``kv_loc[:, None] * stride_kv_bs``)."""
    used = _operands(op)
    if op.name != "arith.muli" or len(used) != 2:
        return None
    ty, width, shape = int_type(_result_type(op))
    if width is None:
        return None
    (la, sa), (lb, sb) = (_leaves(mod, o) for o in used)
    if quotient_times_factor(mod.model, used[0], used[1]) is not None:
        # ``x // n * n`` is at most ``x``, itself an i32: it cannot overflow (trial 6 F6); so is ``x // (m * n) * n``,
        # at most ``x // m`` (OpenFold's bias plane ``off_hz // (Z * H) * H``: trial 13b F1)
        return None
    # a factor built from a loaded value whose program id only bounds a loop (sglang's ``(seq_start + start_n) *
    # stride_kbs``, ``start_n`` ending at a program id) is the loaded value's product
    loaded = [i for i, k in enumerate(used) if "load" in (v := _leaves(mod, k, bounds=False)[0]) and "pid" not in v]
    for pid_side, other in ((la, lb), (lb, la)):
        args = sorted(x[4:] for x in other if x.startswith("arg:"))
        # a tensor product of a tile's indices built from a program id (ranges, constants, arguments) by runtime
        # arguments and constants
        # (``K * rows[:, None]``, ``offs_am[:, None] * stride_am``) overflows as the scalar one does (trial 11c: awq's
        # A, B and C offsets, M x K elements and more, got no warning); in i64 it is one the 64-bit finding counts
        # (trial 14d F1: rtp-llm's ``(m0 + offs_m[:, None]) * stride_am`` with ``tl.int64`` strides was left out of
        # "6 product(s) … in 64 bits", 11 in the TTIR)
        tile = bool(shape) and width in (32, 64) and not pid_side & {"load", "other"} \
            and all(x == "const" or x.startswith("arg:") for x in other)
        if "pid" in pid_side and args and (sa and sb and not shape or tile) and not loaded:
            most = [_bound(mod.model, k) for k in used]
            if most[0] is not None and most[1] is not None and most[0] * most[1] <= I32_MAX:
                return None  # both factors bounded by constants (``row % 64 * 32``): it cannot overflow
            if any(m is not None and m <= 1 for m in most):
                # a factor at most 1 (``off_bh % 2``) times an i32 is at most that i32: it cannot overflow (trial 13c
                # F4: "only from ind_stride_h = 2147483648 on", no value of an i32 argument)
                return None
            pid = next((s.line for s in _slice(mod, used) if s.name == "tt.get_program_id"), op.line)
            return width, pid, args[0], "pid"
    for i, (load_side, other) in enumerate(((la, lb), (lb, la))):
        args = sorted(x[4:] for x in other if x.startswith("arg:"))
        if width == 32 and "load" in load_side and args \
                and all(x == "const" or x.startswith("arg:") for x in other):
            # the load that leaves the factor unbounded: not one that reaches it only through a remainder or mask
            # by a constant (trial 12a F3: ktransformers' ``loc = page * PAGE_SIZE + offs_n % PAGE_SIZE`` was said
            # to be built from the sequence length, which reaches it through ``offs_n % PAGE_SIZE`` only)
            load = next(iter(unbounded_loads(mod.model, used[i])), None) or \
                next((s.line for s in _slice(mod, [used[i]], bounds=False) if s.name == "tt.load"), None)
            if load is not None and feeds_offset(mod.model, op):
                return width, load, args[0], "load"
    return None


def unbounded_loads(model: IRModule, key: str) -> list[int]:
    """The TTGIR/TTIR lines, in line order, of the ``tt.load`` ops whose values reach value ``key`` backwards
    (a loop's induction variable through its lower bound and step only, a carried value through its initial and
    yielded values) without passing through an op that bounds its result by a constant (:func:`bounds_by_constant`:
    ``offs_n % PAGE_SIZE`` is at most ``PAGE_SIZE - 1`` whatever ``offs_n`` was loaded from). These are the loads
    that leave ``key`` unbounded: ktransformers' ``loc = page * PAGE_SIZE + offs_n % PAGE_SIZE`` is unbounded
    because of the page number (``tt.load`` of the page table), not of the sequence length that starts ``offs_n``'s
    loop (trial 12a F3). An ``arith.select``'s condition is not followed: it only chooses which of the other two
    operands the result holds, and is no term of it (trial 14a F1: scattermoe's ``tl.where(e_idxs == e, m_idx, 0)
    // FAN_OUT`` was said to be built from the expert ids, which only reach the condition, not from ``m_idx``'s
    load). Never raises."""
    mod = _parse(model)
    todo, seen, found = [key], set[str](), set[int]()
    while todo and len(seen) < 4096:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(model.carried(name))
        op = mod.defining(name)
        if op is None:
            continue
        if op.name == "tt.load":
            found.add(op.line)
            continue
        if op.name in _STOP or bounds_by_constant(model, op):
            continue
        inputs = mod.inputs(name, op, bounds=False)
        todo.extend(inputs[1:] if op.name == "arith.select" else inputs)
    return sorted(found)


# e.g.     %pid_b = tt.get_program_id y : i32
_PID_AXIS = re.compile(r"\btt\.get_program_id\s+(x|y|z)\b")


def factor_sources(model: IRModule, line: int) -> frozenset[str]:
    """Where the operands of the ``arith.muli`` at ``line`` come from, walking back over every op (a loop's
    induction variable through its lower bound and step, a carried value through its initial and yielded values):
    ``"load"`` for a ``tt.load`` reached, ``"ctaid.x"``/``"y"``/``"z"`` for a ``tt.get_program_id``. The PTX of the
    product multiplies a register with the same sources (``%ctaid.x``, a register ``ld.global`` wrote): that tells
    two products of one argument on one Python line apart (trial 15c F1: lorax's ``cur_seq_start * xm_stride``,
    ``{"load"}``, and ``ram[:, None] * xm_stride`` with ``ram = offset_m % M``, ``{"load", "ctaid.x"}``). Empty for
    no such op. Never raises."""
    op = model.by_line.get(line)
    if op is None or op.name != "arith.muli":
        return frozenset()
    mod = _parse(model)
    todo, seen, found = list(_operands(op)), set[str](), set[str]()
    while todo and len(seen) < 4096:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(model.carried(name))
        d = mod.defining(name)
        if d is None:
            continue
        if d.name == "tt.load":
            found.add("load")
            continue
        if d.name == "tt.get_program_id":
            if (m := _PID_AXIS.search(d.source)) is not None:
                found.add(f"ctaid.{m[1]}")
            continue
        todo.extend(mod.inputs(name, d, bounds=False))
    return frozenset(found)


def bounds_by_constant(model: IRModule, op: IROp) -> bool:
    """Whether ``op`` bounds its result by a constant whatever its other operand holds: a remainder by a positive
    constant (``x % c`` is below ``c`` in magnitude) or an ``arith.andi`` with a non-negative constant mask (``x & c``
    is at most ``c``), the constant scalar or splat (:func:`_int_const`)."""
    keys = [k for k in op.operand_keys if k is not None]
    if len(keys) != 2:
        return False
    if op.name in ("arith.remsi", "arith.remui"):
        c = _int_const(model, keys[1])
        return c is not None and c > 0
    if op.name == "arith.andi":
        return any((c := _int_const(model, k)) is not None and c >= 0 for k in keys)
    return False


#: Ops through which a product's value is still a term of an offset (shape ops, sums, products, casts).
_OFFSET_TERMS = {*_POINTER_VIEWS, "arith.addi", "arith.subi", "arith.muli", *_CASTS}


def feeds_offset(model: IRModule, op: IROp, through: Callable[[IROp], bool] | None = None) -> bool:
    """Whether the result of ``op`` reaches the offset operand of a ``tt.addptr`` forward along its uses through
    :data:`_OFFSET_TERMS` only (not through a loop's bound, a comparison or a ``scf.while`` condition: lightllm's
    ``cur_block_num = tl.cdiv(seq_len, block_seq) * head_group_num`` only ends a ``while``), or through the users
    ``through`` accepts (a rule's own definition of an offset's terms)."""
    todo, seen = list(op.result_keys[:1]), set[str]()
    while todo and len(seen) < 2000:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        for user in model.users(key):
            if user.name == "tt.addptr" and len(user.operand_keys) > 1 and user.operand_keys[1] == key:
                return True
            if through(user) if through is not None else user.name in _OFFSET_TERMS:
                todo.extend(user.result_keys[:1])
    return False


def _innermost(mod: _Module, prods: list[Product]) -> list[Product]:
    """Drop a product whose operands were built from another product of the list (``pid * s * h``: the inner one
    names the fix)."""
    lines = {p.line for p in prods}
    out = []
    for p in prods:
        op = mod.model.by_line.get(p.line)
        inner = {o.line for o in _slice(mod, _operands(op), bounds=False)} if op is not None else set()
        if not (inner & (lines - {p.line})):
            out.append(p)
    return out


def _bound(model: IRModule, key: str, depth: int = 0) -> int | None:
    """The largest magnitude an i32 ``key`` (a scalar, or a tensor of tile indices) can have when the IR bounds it by
    constants: a remainder by a constant ``c`` (``row % 64``: at most ``c - 1``), a constant (``dense<c>`` too), a
    ``tt.make_range`` (its end - 1, from a start >= 0), and sums, products and quotients by constants of bounded
    values, through casts and shape ops (``tt.splat``, ``tt.expand_dims`` …: trial 13c F5, ``(start_qh +
    heads)[:, None]`` with ``start_qh = (pid % 2) * 16`` and ``heads = tl.arange(0, 16)`` is at most 31); ``None``
    when it is not bounded that way (a program id, an argument)."""
    op = None if depth > 12 else model.defining_op(key)
    v = model.values.get(key)
    if op is None or v is None or v.is_block_arg:
        return None
    if op.name == "arith.constant":
        const = _INT_CONST.search(op.source or op.text)
        return abs(int(const[1] or const[2])) if const else None
    if op.name == "tt.make_range":
        r = _RANGE.search(op.source or op.text)
        return max(0, int(r["end"]) - 1) if r and int(r["start"]) >= 0 else None
    keys = [k for k in op.operand_keys if k is not None]
    if op.name in _SAME_VALUE and len(keys) == 1:
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


def i32_magnitude(model: IRModule, key: str, depth: int = 0) -> int:
    """The largest magnitude an i32 scalar ``key`` can have: at most 2^31 for any i32 (an argument, a program id, a
    loaded value), less where the IR divides it by a constant (``(4 * cdiv(K, 64)) // 132`` is at most 1,016,800,
    trial 10c F3), takes a remainder by a constant ``c`` (``c - 1``), multiplies a smaller one by a constant or adds
    a constant to it (never above 2^31), through casts."""
    top = I32_MAX + 1
    op = None if depth > 12 else model.defining_op(key)
    v = model.values.get(key)
    if op is None or v is None or v.is_block_arg:
        return top
    const = _CONST_INT.search(op.source or op.text)
    if op.name == "arith.constant":
        return min(top, abs(int(const[1]))) if const else top
    keys = [k for k in op.operand_keys if k is not None]
    if op.name in _CASTS and len(keys) == 1:
        return i32_magnitude(model, keys[0], depth + 1)
    if len(keys) != 2:
        return top
    a = i32_magnitude(model, keys[0], depth + 1)
    c = _bound(model, keys[1])  # the other operand's bound, when constants bound it
    if op.name in ("arith.divsi", "arith.divui"):  # a quotient is at most its dividend, by a constant c that / c
        d = model.defining_op(_through_casts(model, keys[1]))
        return a // c if c and d is not None and d.name == "arith.constant" else a
    if op.name in ("arith.remsi", "arith.remui") and c:
        return min(a, c - 1)
    b = i32_magnitude(model, keys[1], depth + 1)
    if op.name == "arith.muli":
        return min(top, a * b)
    if op.name in ("arith.addi", "arith.subi"):
        return min(top, a + b)
    return top


# e.g. %cst_8 = arith.constant dense<4> : tensor<128xi32>   e.g. %c65535_i32 = arith.constant 65535 : i32
_INT_CONST = re.compile(r"arith\.constant\s+(?:dense<(-?\d+)>|(-?\d+))\s*:\s*(?:tensor<[\dx]+x)?i\d+\b")
#: Ops a value keeps its magnitude through (shape ops and casts).
_SAME_VALUE = {"tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "tt.reshape", *_CASTS}
# e.g. %heads = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
_RANGE = re.compile(r"\{end = (?P<end>\d+) : i32, start = (?P<start>-?\d+) : i32\}")


def _int_const(model: IRModule, key: str) -> int | None:
    """The integer constant (scalar or splat ``dense<c>``) ``key`` holds, through ``tt.splat``; else ``None``."""
    for _ in range(4):
        op = model.defining_op(key)
        if op is None:
            return None
        if op.name == "tt.splat" and op.operand_keys and op.operand_keys[0] is not None:
            key = op.operand_keys[0]
            continue
        m = _INT_CONST.search(op.source or op.text) if op.name == "arith.constant" else None
        return int(m[1] or m[2]) if m else None
    return None


#: The i32 range, -2^31 .. 2^31-1.
I32_MIN = -(2**31)


def i32_op_range(name: str, a: tuple[int, int] | None, b: tuple[int, int] | None, ca: int | None,
                 cb: int | None) -> tuple[int, int] | None:
    """The signed range ``(lo, hi)`` (inclusive) of the i32 result of a two-operand MLIR ``arith`` op ``name`` whose
    operands lie in ranges ``a`` and ``b`` (``None``: any i32) and hold the constants ``ca``/``cb`` where they are
    constants; ``None`` when the op leaves the result unbounded or the range leaves the i32 range (the value may then
    wrap). The semantics are the arith dialect's (mlir ``ArithOps.td``): ``divsi`` truncates toward zero, ``remsi``
    takes the dividend's sign, ``shrsi`` is arithmetic (floor), ``divui``/``shrui``/``remui`` read the operands as
    unsigned. So ``x // 8`` of any i32 lies in ``[-268435456, 268435455]`` (trial 14c M2: not "at most 268435456"),
    ``x & c`` (``c >= 0``) in ``[0, c]``, ``x % c`` in ``[-(c-1), c-1]`` (``[0, c-1]`` for ``x >= 0``)."""
    full = (I32_MIN, I32_MAX)
    x = a if a is not None else full
    if name == "arith.andi":
        masks = [c for c in (ca, cb) if c is not None and c >= 0]
        return (0, min(masks)) if masks else None
    if name == "arith.divsi" and cb is not None and cb >= 2:
        return (-(-x[0] // cb) if x[0] < 0 else x[0] // cb), (x[1] // cb if x[1] >= 0 else -(-x[1] // cb))
    if name == "arith.divui" and cb is not None and cb >= 2:
        return (x[0] // cb, x[1] // cb) if x[0] >= 0 else (0, (2**32 - 1) // cb)
    if name == "arith.shrsi" and cb is not None and 0 < cb < 32:
        return x[0] >> cb, x[1] >> cb
    if name == "arith.shrui" and cb is not None and 0 < cb < 32:
        return (x[0] >> cb, x[1] >> cb) if x[0] >= 0 else (0, (2**32 - 1) >> cb)
    if name in ("arith.remsi", "arith.remui") and cb is not None and cb > 0:
        if x[0] >= 0 or name == "arith.remui":
            return 0, min(cb - 1, x[1]) if x[0] >= 0 else cb - 1
        return max(-(cb - 1), x[0]), min(cb - 1, max(0, x[1]))
    if a is None or b is None:
        return None
    if name == "arith.addi":
        out = (a[0] + b[0], a[1] + b[1])
    elif name == "arith.subi":
        out = (a[0] - b[1], a[1] - b[0])
    elif name == "arith.muli":
        corners = [i * j for i in a for j in b]
        out = (min(corners), max(corners))
    else:
        return None
    return out if I32_MIN <= out[0] and out[1] <= I32_MAX else None


def overflow_from(lo: int, hi: int, scale: int = 1) -> int | None:
    """The least positive i32 ``s`` for which ``v * s * scale`` leaves the i32 range for some ``v`` in
    ``[lo, hi]``: the least ``s`` with ``s * scale * hi > 2^31-1`` or ``s * scale * lo < -2^31`` (trial 14c M2: a
    quotient by 8 in ``[-268435456, 268435455]`` first overflows at 9, not 8, since ``-268435456 * 8 = -2^31`` is an
    i32). ``None`` when no i32 ``s`` does (``lo = hi = 0``, or the least such ``s`` passes 2^31-1)."""
    scale = max(1, scale)
    got = [I32_MAX // (scale * hi) + 1] if hi > 0 else []
    got += [(-I32_MIN) // (scale * -lo) + 1] if lo < 0 else []
    least = min(got, default=None)
    return least if least is not None and least <= I32_MAX else None


def loaded_range(model: IRModule, key: str, depth: int = 0) -> tuple[int, int, int] | None:
    """``(lo, hi, line)`` when the IR bounds value ``key`` (scalar or tensor, typically built from loaded data, which
    is itself unbounded) by constants: ``[lo, hi]`` the signed range it lies in (:func:`i32_op_range`), ``line`` the
    op that bounds it. ``x & c`` with a constant ``c >= 0`` lies in ``[0, c]`` (matmul_ogs's ``expt_id = expt_data
    & 0xFFFF``: trial 10d F1); ``x // c`` of an i32 in ``[-(2^31 // c), (2^31-1) // c]`` (trial 14c M2), ``x >> c``
    in ``[-2^(31-c), 2^(31-c)-1]``; ``x % c`` in ``[-(c-1), c-1]``; sums and products of bounded values; constants.
    Shape ops and casts keep the range (``arith.extui`` of a possibly negative value does not). ``None`` otherwise
    (a loaded value, an argument, a program id)."""
    op = None if depth > 12 else model.defining_op(key)
    v = model.values.get(key)
    if op is None or v is None or v.is_block_arg:
        return None
    keys = [k for k in op.operand_keys if k is not None]
    if op.name == "arith.constant":
        c = _int_const(model, key)
        return (c, c, op.line) if c is not None else None
    if op.name in _SAME_VALUE and keys:
        inner = loaded_range(model, keys[0], depth + 1)
        return None if inner is None or (op.name == "arith.extui" and inner[0] < 0) else inner
    if len(keys) != 2:
        return None
    ca, cb = (_int_const(model, k) for k in keys)
    a, b = (loaded_range(model, k, depth + 1) for k in keys)
    got = i32_op_range(op.name, a[:2] if a else None, b[:2] if b else None, ca, cb)
    return (*got, op.line) if got is not None else None


def quotient_times_divisor(model: IRModule, a: str, b: str) -> str | None:
    """The dividend ``x`` (its key) when the product of ``a`` and ``b`` (either order, through casts) is
    ``x // n * n``: one factor an ``arith.divsi``/``arith.divui`` of ``x`` by ``n`` and the other that same ``n``
    (``pid_b = pid_bc - pid_c * batch`` with ``pid_c = pid_bc // batch``). Such a product is at most ``x`` in
    magnitude (division truncates toward zero), and ``x`` is itself an i32, so the i32 product cannot overflow,
    whatever the sizes. ``None`` otherwise."""
    for x, divisor, n in _quotients(model, a, b):
        if _through_casts(model, divisor) == n:
            return x
    return None


def _quotients(model: IRModule, a: str, b: str) -> Iterator[tuple[str, str, str]]:
    """``(x, divisor, n)`` for each order of the factors ``a``, ``b`` (through casts) whose first is an
    ``arith.divsi``/``arith.divui`` of ``x`` by ``divisor``, ``n`` the other factor (through casts)."""
    for q, n in ((a, b), (b, a)):
        q, n = _through_casts(model, q), _through_casts(model, n)
        op, v = model.defining_op(q), model.values.get(q)
        if op is None or v is None or v.is_block_arg or op.name not in ("arith.divsi", "arith.divui"):
            continue
        keys = [k for k in op.operand_keys if k is not None]
        if len(keys) == 2:
            yield keys[0], keys[1], n


def quotient_times_factor(model: IRModule, a: str, b: str) -> str | None:
    """The dividend ``x`` (its key) when the product of ``a`` and ``b`` (either order, through casts) is ``x // n * n``
    (:func:`quotient_times_divisor`) or ``x // (m * n) * n``: one factor an ``arith.divsi``/``arith.divui`` of ``x``
    by an ``arith.muli`` that has the other factor ``n`` as an operand (OpenFold's bias plane ``off_hz // (Z * H) *
    H``, trial 13b F1). Such a product is at most ``x // m`` in magnitude, so at most ``x`` (an i32), and the i32
    product cannot overflow (as long as the divisor ``m * n`` itself does not wrap, which would already break the
    quotient). ``None`` otherwise. Not a remainder's shape: ``x - x // (m * n) * n`` is no remainder by ``n``, so
    :func:`ir_explorer.analyses.offset_scale` keeps using :func:`quotient_times_divisor` for that."""
    x = quotient_times_divisor(model, a, b)
    if x is not None:
        return x
    for x, divisor, n in _quotients(model, a, b):
        div = _through_casts(model, divisor)
        d, dv = model.defining_op(div), model.values.get(div)
        if d is None or dv is None or dv.is_block_arg or d.name != "arith.muli":
            continue
        if n in {_through_casts(model, k) for k in d.operand_keys if k is not None}:
            return x
    return None


def multiplies_argument(model: IRModule, line: int, index: int | None) -> bool:
    """Whether the ``arith.muli`` at ``line`` has function argument number ``index`` itself as an operand, through
    shape ops and casts only (``offs_m[:, None] * N_CTX``: ``tt.splat %N_CTX``), not a value computed from it
    (``bias_plane * (N_CTX * N_CTX)``): only then is the PTX multiply of the product one whose factor is the register
    loaded from that ``.param`` (trial 13b F2)."""
    op = model.by_line.get(line)
    args = [v.key for v in model.function_args]
    if op is None or op.name != "arith.muli" or index is None or not 0 <= index < len(args):
        return False
    for key in op.operand_keys:
        for _ in range(12):
            if key is None or key == args[index]:
                break
            d, v = model.defining_op(key), model.values.get(key)
            keys = [k for k in d.operand_keys if k is not None] if d is not None else []
            if d is None or v is None or v.is_block_arg or d.name not in (*_POINTER_VIEWS, *_CASTS) or not keys:
                key = None
                break
            key = keys[0]
        if key is not None and key == args[index]:
            return True
    return False


def _through_casts(model: IRModule, key: str) -> str:
    """``key``, or the value it was cast from (``arith.extsi`` …), repeatedly."""
    for _ in range(8):
        op = model.defining_op(key)
        keys = [k for k in op.operand_keys if k is not None] if op is not None else []
        if op is None or op.name not in _CASTS or len(keys) != 1 or model.values[key].is_block_arg:
            break
        key = keys[0]
    return key


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
