"""The def-use walks of the i32-overflow warning of :mod:`ir_explorer.analyses.addresses`: the name the source gives
each factor of a product (a function argument by its ``loc("NAME"(…))``, a value by the variable its statement
assigned, a subexpression spelled as Python, a loop's induction variable as such) and the bound a constant puts on it
(:func:`product_names`, :func:`scaled_example`), and the constant scale by which a product reaches its ``tt.addptr``
offset (:func:`offset_scale`). Moved out of ``addresses.py`` (issue 23 item 8: modules under about 800 lines).

Pure functions over IR text; nothing here raises on malformed text.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ir_explorer.analyses.address_chains import (
    _CASTS,
    _CONST_INT,
    _SAME_VALUE,
    I32_MAX,
    Product,
    _bound,
    _leaves,
    _Module,
    _parse,
    _result_type,
    _through_casts,
    i32_magnitude,
    int_type,
    loaded_range,
    overflow_from,
    quotient_times_divisor,
)
from ir_explorer.ir import mlir_model, sourcemap
from ir_explorer.ir.mlir_model import IRModule, IROp

# e.g. #loc69 = loc("p_o"(#loc15))     e.g. #loc15 = loc("/work/k.py":14:16)
_LOC_ALIAS = re.compile(r"^(#loc[\w.$-]*) = loc\((.*)\)\s*$", re.MULTILINE)
# e.g. "p_o"(#loc15)     e.g. "p_o"("/work/k.py":14:16)
_NAME_LOC = re.compile(r'^"([^"]+)"\((.*)\)$')
# e.g. "/work/k.py":14:16      (path, line, column: 1-based, Triton's ``col_offset + 1`` of the AST node)
_FILE_LOC = re.compile(r'^"([^"]*)":(\d+):(\d+)$')
#: Integer ops rendered as Python operators (Triton's ``//`` and ``%`` on integers are ``divsi``/``remsi``):
#: the operator and its precedence (higher binds tighter).
_PY_BINOPS = {"arith.muli": ("*", 2), "arith.divsi": ("//", 2), "arith.divui": ("//", 2), "arith.remsi": ("%", 2),
              "arith.remui": ("%", 2), "arith.addi": ("+", 1), "arith.subi": ("-", 1)}
_AXES = {"x": 0, "y": 1, "z": 2}
#: Ops that change only a value's shape or layout: Python spells the value as their operand.
_SHAPE_ONLY = {"tt.splat", "tt.broadcast", "ttg.convert_layout"}
# e.g. %kv_86 = tt.expand_dims %kv_loc_84 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
_EXPAND_AXIS = re.compile(r"\{axis = (\d+) : i32\}\s*:\s*tensor<((?:\d+x)+)[a-z]")


@dataclass(frozen=True)
class _Locs:
    """The ``#locN`` aliases of a module (alias → the text inside its ``loc(…)``), its lines, and the Python files
    its locations cite that the caller could read (path → text; empty when none)."""

    aliases: dict[str, str]
    lines: list[str]
    sources: Mapping[str, str] = field(default_factory=dict)
    _trees: dict[str, ast.Module | None] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, model: IRModule, sources: Mapping[str, str] | None = None) -> _Locs:
        return cls(dict(_LOC_ALIAS.findall(model.text)), model.text.splitlines(), dict(sources or {}))

    def tree(self, file: str) -> ast.Module | None:
        """The parsed Python ``file`` (:attr:`sources`), once; ``None`` when not given or not Python."""
        if file not in self._trees:
            try:
                self._trees[file] = ast.parse(self.sources[file]) if file in self.sources else None
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                self._trees[file] = None
        return self._trees[file]

    def position(self, op: IROp | None) -> tuple[str, int, int] | None:
        """``(file, line, column)`` of ``op``'s trailing ``loc(…)`` (the column 1-based, as Triton prints an AST
        node's ``col_offset + 1``), as :meth:`resolve` picks the statement; ``None`` when it names none."""
        if op is None or op.implicit or not 0 < op.line <= len(self.lines):
            return None
        line = self.lines[op.line - 1].rstrip()
        i = line.rfind(" loc(")
        if i < 0 or not line.endswith(")"):
            return None
        f = self._walk(line[i + 5:-1], user_callee=True)[1]
        return (f[1], int(f[2]), int(f[3])) if f else None

    def resolve(self, body: str) -> tuple[str | None, int | None]:
        """``(NameLoc name, Python line)`` of a ``loc(…)``'s inside (``#loc69``, ``"p_o"(#loc15)``,
        ``"k.py":14:16``; a ``callsite(CALLEE at CALLER)`` is the callee's statement when the callee is the user's
        own ``@triton.jit`` helper, inlined (``offs_m`` in the bundled matmul's ``matmul_tile``), and its caller's
        when the callee is Triton's library code (an inlined ``tl.cdiv``), as :mod:`ir_explorer.ir.sourcemap` picks
        a line); ``None`` for what it does not say (``unknown``)."""
        name, f = self._walk(body, user_callee=True)
        return name, int(f[2]) if f else None

    def _walk(self, body: str, user_callee: bool) -> tuple[str | None, re.Match[str] | None]:
        """The first NameLoc name on the way and the file location (``_FILE_LOC``: path, line) ``body`` comes to,
        through aliases, names and callsites: each callsite's callee, or (``user_callee``) the callee when it is in
        a user's file and the caller when it is in Triton's package (the file location is then ``None`` when not
        found within 16 steps: aliases nest a few levels; a cycle cannot hang us)."""
        name: str | None = None
        for _ in range(16):
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
                callee, caller = body[len("callsite("):-1].rsplit(" at ", 1)
                inner = self._walk(callee, user_callee=False)[1] if user_callee else None
                # the user's helper: its own statement; an inlined library call: the caller's statement
                body = callee if not user_callee or inner is not None and not sourcemap.is_triton_file(inner[1]) \
                    else caller
                continue
            return name, _FILE_LOC.match(body)
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
    if op.name in _SHAPE_ONLY and len(keys) == 1:  # a splat or broadcast reads as its operand in Python
        return _render(model, locs, keys[0], depth + 1)
    dims = _EXPAND_AXIS.search(op.source or op.text) if op.name == "tt.expand_dims" and len(keys) == 1 else None
    if dims is not None:  # x[None, :] of a 1-D x (axis 0), x[:, None] (axis 1); e.g. kv_loc[None, :]
        inner = _render(model, locs, keys[0], depth + 1)
        index = {"0": "[None, :]", "1": "[:, None]"}.get(dims[1])
        if inner is not None and index is not None and dims[2].count("x") == 1:
            return f"{inner[0] if inner[1] == 3 else '(' + inner[0] + ')'}{index}", 3
        return None
    if op.name in _PY_BINOPS and len(keys) == 2:
        sym, prec = _PY_BINOPS[op.name]
        left, right = (_render(model, locs, k, depth + 1) for k in keys)
        if left is None or right is None:
            return None
        a = left[0] if left[1] >= prec else f"({left[0]})"
        b = right[0] if right[1] > prec else f"({right[0]})"
        return f"{a} {sym} {b}", prec
    return None


def _source_operand(model: IRModule, locs: _Locs, mul: IROp, key: str, other: str | None) -> str | None:
    """Operand ``key`` of the ``arith.muli`` ``mul`` as the Python source writes it, when no name or spelling of it
    is on the def-use walk (trial 13a M2: ``offs_cm[:, None]``, whose ``offs_cm`` Triton merged with the ``offs_m``
    of an earlier line, was named ``%c_ptrs``). Triton gives each op the location of the AST node it was built
    for (``code_generator.py``: line, ``col_offset + 1``): the product is the ``*`` node (``ast.BinOp`` with
    ``ast.Mult``) that starts where ``mul``'s location does, and the factor that operand of it which starts where
    ``key``'s defining op (or, through ``tt.splat``/``tt.broadcast``, its operand's) does, the other operand
    reading ``other`` when that is given. The operand's text by ``ast.unparse``; ``None`` unless exactly one text
    is found that way, or when the file is not in :attr:`_Locs.sources`."""
    at = locs.position(mul)
    tree = locs.tree(at[0]) if at is not None else None
    if at is None or tree is None:
        return None
    own: set[tuple[int, int]] = set()
    k: str | None = key
    for _ in range(4):
        op = model.defining_op(k) if k is not None else None
        pos = locs.position(op)
        if op is None or pos is None or pos[0] != at[0]:
            break
        own.add(pos[1:])
        k = op.operand_keys[0] if op.name in _SHAPE_ONLY and op.operand_keys else None
    found: set[str] = set()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)
                and (node.lineno, node.col_offset + 1) == at[1:]):
            continue
        for mine, theirs in ((node.left, node.right), (node.right, node.left)):
            said = ast.unparse(theirs)
            if (mine.lineno, mine.col_offset + 1) in own and (other is None or other in (said, _grouped(said))):
                found.add(ast.unparse(mine))
    return found.pop() if len(found) == 1 else None


def cited_text(locs: _Locs, op: IROp) -> str | None:
    """The text of the Python line ``op``'s location cites (:meth:`_Locs.position`) in the kernel's own source
    (:attr:`_Locs.sources`); ``None`` when the location or the file is not at hand."""
    at = locs.position(op)
    text = locs.sources.get(at[0]) if at is not None else None
    rows = text.splitlines() if text is not None else []
    return rows[at[1] - 1] if at is not None and 0 < at[1] <= len(rows) else None


def written_on(expr: str, text: str) -> bool:
    """Whether the Python expression ``expr`` (as :func:`_grouped` may have put it in parentheses) is written in
    ``text`` (a source line), spaces aside: ``((c + off_d)[None, :])`` is not written on ``(c + off_n)[None, :] *
    stride_kn``."""
    flat = re.sub(r"\s+", "", text)
    mine = re.sub(r"\s+", "", expr)
    bare = mine[1:-1] if mine.startswith("(") and mine.endswith(")") and _grouped(mine[1:-1]) == mine else mine
    return mine in flat or bare in flat


def line_operand(model: IRModule, locs: _Locs, mul: IROp, keys: list[str], names: list[str], i: int) -> str | None:
    """Operand ``keys[i]`` of the ``arith.muli`` ``mul`` as the Python line its location cites writes it
    (:func:`_source_operand`), when ``names[i]``, the name the def-use walk gives it, is not written on that line
    (trial 14c M1: TTIR's CSE kept one of two equal ``tt.make_range``s, ``%off_d``, so the walk spelled
    ``(c + off_d)[None, :]`` where the line writes ``(c + off_n)[None, :] * stride_kn``); ``None`` when the name is
    written there, is a role name (``the … factor``), or the source or the operand is not found."""
    line = cited_text(locs, mul)
    if line is None or names[i].startswith("the ") or written_on(names[i], line):
        return None
    other = names[1 - i]
    got = _source_operand(model, locs, mul, keys[i], other if written_on(other, line) else None)
    return _grouped(got) if got is not None and got != names[i] else None


def cited_line(model: IRModule, mul: IROp, sources: Mapping[str, str]) -> str | None:
    """The text of the Python line the op ``mul`` (an ``arith.muli``) cites, in ``sources`` (path → text of the
    files the locations cite): what the user wrote there (:func:`cited_text`); ``None`` when not at hand."""
    return cited_text(_Locs.of(model, sources), mul)


#: An SSA value's name in a text (``%c_ptrs``, ``%arg3``); Python's ``%`` operator is followed by a space.
SSA_NAME = re.compile(r"%[\w$.-]")


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
    return expr if re.fullmatch(r"[\w.]+(\([^()]*\)|\[[^\[\]]*\])?", expr) else f"({expr})"


def _pid_side(mod: _Module, keys: list[str], argument: str, leaf: str = "pid") -> int:
    """Which of a product's two operands (0 or 1) carries the program id (``leaf`` ``"load"``: the loaded value):
    the one built from a ``tt.get_program_id`` (a ``tt.load``) whose other operand is built from ``argument`` (the
    first such)."""
    if len(keys) != 2:
        return 0
    leaves = [_leaves(mod, k)[0] for k in keys]
    for i in (0, 1):
        if leaf in leaves[i] and f"arg:{argument}" in leaves[1 - i]:
            return i
    return 0 if leaf in leaves[0] else 1


def _induction_loop(model: IRModule, key: str) -> IROp | None:
    """The ``scf.for`` whose induction variable ``key`` is (through casts), else ``None``: a persistent loop's
    ``row_idx`` of ``tl.range(pid, n, tl.num_programs(0))`` is no program id, though it starts at one."""
    key = _through_casts(model, key)
    v, op = model.values.get(key), model.defining_op(key)
    return op if v is not None and op is not None and v.is_block_arg and op.name == "scf.for" and v.index == 0 \
        else None


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


def runtime_factors(model: IRModule, line: int) -> list[tuple[int, str, int]]:
    """``(muli line, factor key, addptr line)`` of each i32 ``arith.muli`` by a runtime value (no constant) that the
    i32 result of the op at ``line`` (a product) goes through on a def-use path to the offset operand of a
    ``tt.addptr``, following the ops :func:`offset_scale` keeps a scale through, ``arith.muli`` by anything (trial
    7b M1: ``pid_c * chunk_size`` then ``* stride_dt_seqlen``: the offset holds the product times that runtime
    stride and overflows sooner than the product) and an ``scf.for``'s lower bound into its induction variable
    (``for row in range(pid * n, …)``: ``row * stride``). Each multiply once, with the first ``tt.addptr`` line it
    reaches; in line order. An ``arith.extsi`` (an i64 offset) or any other op ends a path."""
    op = model.by_line.get(line)
    start = op.result_keys[0] if op is not None and op.result_keys else None
    found: dict[tuple[int, str], int] = {}
    todo: list[tuple[str, tuple[tuple[int, str], ...]]] = [(start, ())] if start else []
    seen: set[tuple[str, tuple[tuple[int, str], ...]]] = set()
    while todo:
        key, path = todo.pop()
        if (key, path) in seen or len(seen) > 2000:
            continue
        seen.add((key, path))
        for user in model.users(key):
            keys = list(user.operand_keys)
            out = user.result_keys[0] if user.result_keys else None
            if user.name == "tt.addptr":
                if len(keys) > 1 and keys[1] == key:
                    for step in path:
                        found[step] = min(found.get(step, user.line), user.line)
            elif user.name in _SCALE_KEEPS and out:
                todo.append((out, path))
            elif (user.name == "scf.for" and keys and keys[0] == key
                  and (iv := model.induction_variable(user)) is not None):
                todo.append((iv, path))  # the lower bound is a term of the induction variable (lb + k * step)
            elif user.name == "arith.muli" and out and len(keys) == 2:
                other = keys[1] if keys[0] == key else keys[0]
                if other is None or _constant(model, other) is not None:
                    todo.append((out, path))
                elif int_type(_result_type(user))[1] == 32:
                    todo.append((out, (*path, (user.line, other))))
    return sorted((ln, k, at) for (ln, k), at in found.items())


def factor_name(model: IRModule, key: str) -> str:
    """The Python name of value ``key`` as the warnings give a factor (:func:`_var_name`, grouped)."""
    return _grouped(_var_name(model, key))


def scaled_example(factor: str, pid_name: str, scale: int = 1) -> str:
    """An example of sizes from which ``factor * pid_name * scale > 2^31-1``: the factor ``2*1024*1024 // scale``
    (at least 1; ``2*1024*1024`` itself for scale 1), and the program id from which the product passes
    ``(2^31-1) // scale``."""
    scale = max(1, scale)
    value = max(1, 2 * 1024 * 1024 // scale)
    shown = "2*1024*1024" if value == 2 * 1024 * 1024 else str(value)
    return f"e.g. {factor} = {shown} from {pid_name} = {I32_MAX // scale // value + 1} on"


def _role_name(role: str, pyline: int | None) -> str:
    """A factor named by its role and the Python line of its product, where neither the walk nor the source line
    spells it (never an SSA name: trial 13a M2)."""
    return f"the {role} factor of the product on Python line {pyline}" if pyline else f"the {role} factor"


def product_names(model: IRModule, stage: str, p: Product, scale: int = 1,
                  sources: Mapping[str, str] | None = None) -> dict[str, Any]:
    """What the i32 warning says of product ``p`` in Python's words: ``factors`` (``row * stride``: each operand's
    own name, a subexpression spelled out), ``pid_name`` (the program-id side; for a loaded factor ``load_name``,
    and no ``example``; instead ``load_most``, the factor's largest value when the IR bounds it (:func:`loaded_range`:
    ``expt_data & 0xFFFF`` is at most 65535), with ``load_least`` (its least value: ``x // 8`` lies in
    ``[-268435456, 268435455]``), ``load_bound_line``, ``other_name`` and ``load_from``, the least positive size of
    the other factor at which the product can leave the i32 range (:func:`overflow_from`; 9 for ``x // 8``, trial
    14c M2)), ``fix`` (``pid_name.to(tl.int64)``),
    ``example`` (sizes from which it overflows, bounded when a factor is: ``lock_id is at most 63, so only from N =
    34087043 on``, or when constants divide it below the example's value: ``per_cu is at most 1016800``), ``factor``
    (the other operand's name), and for a loop's induction variable ``loop_line`` (its ``scf.for`` line) and
    ``loop_start`` (how the loop is tied to the program id). Read from ``model``'s ``loc`` names (the rules re-derive
    it the same way on their own parse); a factor with no name or spelling on the walk is the operand the Python
    source (``sources``: path → text of the files the locations cite) writes there (:func:`_source_operand`), else
    it is named by its role and the product's Python line (``the program-id factor of the product on Python line
    52``; ``fix`` then says to cast it), never by an SSA name (trial 13a M2); a name the walk gives that the
    product's own Python line does not write is replaced by the operand that line writes (:func:`line_operand`;
    trial 14c M1)."""
    op = model.by_line.get(p.line)
    keys = [k for k in op.operand_keys if k is not None] if op is not None and op.name == "arith.muli" else []
    locs = _Locs.of(model, sources)
    names = [_grouped(_var_name(model, k, locs)) for k in keys] if len(keys) == 2 else ["the program id", p.argument]
    side = _pid_side(_parse(model), keys, p.argument, p.source) if len(keys) == 2 else 0
    for i, k in enumerate(keys if len(keys) == 2 else []):
        if op is not None and SSA_NAME.search(names[i]):
            beside = None if SSA_NAME.search(names[1 - i]) else names[1 - i]
            got_src = _source_operand(model, locs, op, k, beside)
            names[i] = _grouped(got_src) if got_src is not None else _role_name(
                ("loaded" if p.source == "load" else "program-id") if i == side else "other", locs.of_op(op)[1])
    if len(keys) == 2 and op is not None:  # a name the cited line does not write: its own operand (trial 14c M1)
        for i in range(2):
            names[i] = line_operand(model, locs, op, keys, names, i) or names[i]
    pid_name, factor = names[side], names[1 - side]
    fix = f"cast {pid_name} to tl.int64" if pid_name.startswith("the ") else f"{pid_name}.to(tl.int64)"
    if p.source == "load":  # a loaded value: no example of sizes unless the IR bounds the factor (trial 10d F1)
        got = loaded_range(model, keys[side]) if len(keys) == 2 else None
        out_load: dict[str, Any] = {"factors": " * ".join(names), "load_name": pid_name,
                                    "fix": fix, "load_most": got[1] if got else None}
        start = overflow_from(got[0], got[1], scale) if got else None
        if got and start is not None:
            out_load.update(load_least=got[0], load_bound_line=got[2], other_name=factor, load_from=start)
        return out_load
    threshold = I32_MAX // max(1, scale)
    out: dict[str, Any] = {"factors": " * ".join(names), "pid_name": pid_name, "fix": fix,
                           "example": scaled_example(factor, pid_name, scale), "factor": factor}
    loop = _induction_loop(model, keys[side]) if len(keys) == 2 else None
    if loop is not None:
        starts = "pid" in _leaves(_parse(model), loop.operand_keys[0] or "")[0] if loop.operand_keys else False
        out["loop_line"] = loop.line
        out["loop_start"] = "starts at" if starts else "steps by or ends at"
    bounds: list[int | None] = [_bound(model, k) for k in keys] if len(keys) == 2 else [None, None]
    if len(keys) == 2 and not any(bounds):
        # a factor divided by constants may never reach the example's value: (4 * cdiv(K, 64)) // 132 is at most
        # 1,016,800 for any i32 K, so "per_cu = 2*1024*1024" cannot happen (trial 10c F3)
        magnitude = i32_magnitude(model, keys[1 - side])
        if magnitude < max(1, 2 * 1024 * 1024 // max(1, scale)):
            bounds[1 - side] = magnitude
    for bounded, other in ((side, 1 - side), (1 - side, side)):
        most = bounds[bounded]
        if most:
            out["example"] = (f"{names[bounded]} is at most {most}, so only from {names[other]} = "
                              f"{threshold // most + 1} on")
            break
    else:
        divisor = _remainder_divisor(model, keys[side]) if len(keys) == 2 else None
        if divisor is not None:  # pid_b = pid_bc - pid_c * batch is at most batch - 1 (trial 6 F6)
            n = _grouped(_var_name(model, divisor, locs))
            start = out["example"].rsplit(" = ", 1)[1].split(" ", 1)[0]
            out["example"] += f"; {pid_name} is a remainder by {n}, at most {n} - 1, so that needs {n} > {start}"
    return out


def _remainder_divisor(model: IRModule, key: str) -> str | None:
    """The key of ``n`` when ``key`` is a remainder by a runtime value ``n``: ``arith.remsi``/``remui`` ``x, n``, or
    ``x - x // n * n`` (``pid_b = pid_bc - pid_c * batch`` with ``pid_c = pid_bc // batch``), through casts: the
    value is then at most ``n - 1`` (for non-negative ``x``). Seen through casts and the ops that only reshape or
    re-lay a value (``tt.expand_dims``, ``tt.broadcast``, ``tt.splat``, ``ttg.convert_layout`` …: trial 14b M3, the
    fp8 GEMM's ``offs_am[:, None] * stride_am`` of ``offs_am = (…) % M`` got no bound where ``offs_am * stride_As_m``
    got it). ``None`` otherwise, and for a constant ``n`` (which :func:`_bound` gives as a number)."""
    for _ in range(16):
        view = model.defining_op(key)
        views = [k for k in view.operand_keys if k is not None] if view is not None else []
        if view is None or view.name not in _SAME_VALUE or len(views) != 1 or model.values[key].is_block_arg:
            break
        key = views[0]
    op = model.defining_op(key)
    keys = [k for k in op.operand_keys if k is not None] if op is not None else []
    if op is None or len(keys) != 2 or model.values[key].is_block_arg:
        return None
    if op.name in ("arith.remsi", "arith.remui"):
        return keys[1] if _bound(model, keys[1]) is None else None
    if op.name == "arith.subi":
        prod = model.defining_op(_through_casts(model, keys[1]))
        pk = [k for k in prod.operand_keys if k is not None] if prod is not None and prod.name == "arith.muli" else []
        x = quotient_times_divisor(model, pk[0], pk[1]) if len(pk) == 2 else None
        if x is not None and _through_casts(model, x) == _through_casts(model, keys[0]):
            for q, n in ((pk[0], pk[1]), (pk[1], pk[0])):
                d = model.defining_op(_through_casts(model, q))
                if d is not None and d.name in ("arith.divsi", "arith.divui"):
                    return n if _bound(model, n) is None else None
    return None
