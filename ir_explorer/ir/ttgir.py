"""A line-level reader of TTIR/TTGIR: which op each line holds, its results and operands, and its enclosing loops.

Triton prints one operation per line (``%a_39 = ttg.local_alloc : () -> !ttg.memdesc<…> loc(#loc66)``),
and a region opens with ``{`` at the end of a line and closes with a line starting with ``}``
(``scf.for … {`` … ``} loc(#loc79)``). That is enough to find the ops the analyses look at and the
``scf.for`` loops around them without an MLIR parser. Nothing here raises on malformed text.

Which allocation a shared-memory view reads is a question for the scoped model
(:meth:`ir_explorer.ir.mlir_model.IRModule.alloc_origin`): a flat map over printed names ties a loop's view to a
sibling loop's allocation of the same name.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

#: The op on a line, with its results: quoted (generic) and custom forms.
# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(…) -> (…)  : i32 {
# e.g.   ttg.local_dealloc %b_40 : !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable> loc(#loc79)
# e.g.   %m = "tt.reduce"(%qk) <{axis = 1 : i32}> ({
_OP = re.compile(r"^\s*(?:(?P<results>%[\w$.-]+(?::\d+)?(?:\s*,\s*%[\w$.-]+(?::\d+)?)*)\s*=\s*)?"
                 r"\"?(?P<name>[a-z_][\w]*\.[\w.]+)\"?")
#: The op name of every line, over a whole module at once (for counting): each match starts at a newline, a
#: literal first character that lets ``re`` skip to candidate lines (3x faster than ``^`` + MULTILINE).
# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(…) -> (…)  : i32 {
# e.g.   %m = "tt.reduce"(%qk) <{axis = 1 : i32}> ({
_OP_LINES = re.compile(r'\n[ \t]*(?:%[^=\n]*= )?"?([a-z_]\w*\.[\w.]+)')
# e.g. } loc(#loc79)     } else {
_CLOSE = re.compile(r"^\s*}")
#: A string literal (cut ones too): its ``%`` are no SSA names.
# e.g.   tt.print " x: %d: " {hex = false, isSigned = array<i32: 1>} : %x_7 : tensor<128xi32, #blocked>
# e.g.   tt.assert %0, "x positive" : tensor<128xi1, #blocked>
_STRING = re.compile(r'"(?:[^"\\]|\\.)*(?:"|$)')
#: An SSA name after the op name, and what follows it: `` = `` makes it a region argument (``scf.for``'s
#: induction variable, an ``iter_args`` entry), ``:`` right after it a block argument (``tt.func``'s
#: arguments, ``^bb0(%a: f32)``); otherwise it is an operand (``%x#1``: result 1 of ``%x:2``).
# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %3 step %c1_i32 iter_args(%acc_90 = %cst, …) -> (…) : i32 {
# e.g.   scf.yield %acc_108#0, %a_ptrs_109, %b_ptrs_110, %acc_113, … : tensor<128x128xf32, #mma>, …
# e.g.   %a_105 = ttg.memdesc_index %a_39[%acc_103] : !ttg.memdesc<3x128x64xf16, …> -> !ttg.memdesc<128x64xf16, …>
_SSA_USE = re.compile(r"%(?P<name>[\w$.-]+(?:#\d+)?)(?P<defines>\s*=(?!=)|:)?")
#: A region argument bound to an initial value.
# e.g.   iter_args(%acc_90 = %cst, %a_ptrs_91 = %a_ptrs_60, %b_ptrs_92 = %b_ptrs_61, %acc_93 = %c1_i32, …) -> (…)
# e.g.   %i:2 = scf.while (%acc = %cst, %i_0 = %c0_i32) : (tensor<128xf32, #blocked>, i32) -> (…) {
_BINDING = re.compile(r"%(?P<arg>[\w$.-]+)\s*=(?!=)\s*%(?P<init>[\w$.-]+(?:#\d+)?)")

#: The shared-memory view ops the walk follows: each takes a ``!ttg.memdesc`` as its first operand and returns
#: a view of the same memory (``MemDescViewTrait`` in Triton's ``include/triton/Dialect/TritonGPU/IR/
#: TritonGPUOps.td``): ``memdesc_index`` picks one buffer of a ring, ``memdesc_trans``/``memdesc_reshape``/
#: ``memdesc_reinterpret`` re-type a buffer, and ``memdesc_subview`` is what older Tritons printed before the
#: op was split into ``memdesc_index`` and ``memdesc_subslice``. ``ttg.memdesc_subslice`` (a tile of a buffer:
#: the K-slices mma.sync loads) has the trait too but is not followed yet: following it would tie each
#: K-slice ``local_load`` of a cuda:80 matmul to its allocation, changing those kernels' shared-memory findings.
MEMDESC_VIEWS = frozenset({"ttg.memdesc_index", "ttg.memdesc_subview", "ttg.memdesc_trans", "ttg.memdesc_reshape",
                           "ttg.memdesc_reinterpret"})


@dataclass(frozen=True)
class Op:
    """One operation line. ``line`` is 1-based; ``results`` are SSA names without ``%`` and without
    a ``:N`` count; ``text`` is the line without its trailing ``loc(…)``; ``loops`` are the 1-based
    lines of the enclosing ``scf.for``/``scf.while`` ops, outermost first (an ``scf.while``'s ``before``
    region and its ``} do {`` region both)."""

    line: int
    name: str
    results: tuple[str, ...]
    text: str
    loops: tuple[int, ...]
    regions: tuple[str, ...] = ()
    """Names of the ops whose regions enclose this one, outermost first (``scf.for``, ``scf.if``,
    ``ttg.warp_specialize`` for its ``default``/``partitionN`` regions …)."""

    @cached_property
    def operands(self) -> tuple[str, ...]:
        """The SSA values the op uses, in printed order, without ``%`` (see :func:`operands`)."""
        return operands(self.text)

    @cached_property
    def iter_args(self) -> tuple[tuple[str, str], ...]:
        """``(region argument, initial value)`` of a loop's carried values (see :func:`iter_args`)."""
        return iter_args(self.text)


def _after_name(line: str) -> tuple[str, str] | None:
    """The op name of a line and the text after it (and after the name's closing quote), with string
    literals emptied; ``None`` for a line without an op."""
    m = _OP.match(line)
    return (m.group("name"), _STRING.sub('""', line[m.end():])) if m else None


def operands(line: str) -> tuple[str, ...]:
    """The SSA values an op line uses, in printed order, without ``%``: ``ttg.memdesc_index %a_39[%acc_103]``
    gives ``("a_39", "acc_103")``.

    Results (before `` = ``), region arguments (``scf.for %iv = …``, ``iter_args(%a = %b)``: only ``b`` is
    used), block arguments (``tt.func @k(%x: i32)``, ``^bb0(%a: f32)``) and ``%`` in strings are left out; a
    group result keeps its index as printed (``%acc_80#3`` gives ``acc_80#3``; :attr:`Op.results` name the
    group ``acc_80``). Types and attributes print no SSA names, so operands after the op's `` : `` (``tt.print
    " x: %d: " {…} : %x_7 : tensor<…>``) count too. ``()`` for a line without an op; never raises.
    """
    op = _after_name(line)
    if op is None:
        return ()
    return tuple(m.group("name") for m in _SSA_USE.finditer(op[1]) if not m.group("defines"))


def iter_args(line: str) -> tuple[tuple[str, str], ...]:
    """``(region argument, initial value)`` pairs, names without ``%``, of the values a loop carries:
    ``scf.for … iter_args(%a_102 = %a_45, …)`` gives ``(("a_102", "a_45"), …)``, ``scf.while (%acc = %cst, %i_0 =
    %c0_i32)`` gives ``(("acc", "cst"), ("i_0", "c0_i32"))`` (the arguments of its ``before`` region; its ``after``
    region's ``^bb0`` arguments come from ``scf.condition``). ``scf.for``'s induction variable (``%k = %c0_i32 to
    …``) is none of them. ``()`` for other lines; never raises.
    """
    op = _after_name(line)
    if op is None:
        return ()
    name, rest = op
    if "iter_args(" in rest:
        rest = rest[rest.index("iter_args("):]
    elif name != "scf.while":
        return ()
    return tuple((m.group("arg"), m.group("init")) for m in _BINDING.finditer(rest))


def strip_loc(line: str) -> str:
    """``line`` without a trailing ``loc(…)`` (balanced, so ``loc("a"(#loc3))`` goes whole)."""
    end = line.rstrip()
    i = end.rfind(" loc(")
    if i < 0 or not end.endswith(")"):
        return end
    tail = end[i + 1:]
    return end[:i] if tail.count("(") == tail.count(")") else end


def op_counts(text: str) -> Counter[str]:
    """How many lines of an MLIR module hold each op (``{"tt.load": 2, "scf.for": 1, …}``): the names
    :func:`scan` reads, counted in one pass over the text without its region bookkeeping."""
    return Counter(_OP_LINES.findall("\n" + text))


def scan(text: str) -> list[Op]:
    """Every op line of an MLIR module, in order, with its enclosing loops."""
    ops: list[Op] = []
    stack: list[tuple[int, str]] = []  # (line, op name) of open regions
    for i, raw in enumerate(text.splitlines(), 1):
        line = strip_loc(raw)
        if _CLOSE.match(line):
            closed = stack.pop() if stack else None
            if line.rstrip().endswith("{"):  # } else {    } do {
                # an scf.while's "do" region is the loop's body: its ops are in that loop (trial 13c F2)
                do = closed is not None and closed[1] == "scf.while" and line.strip().startswith("} do")
                stack.append(closed if do and closed is not None else (i, "else"))
            continue
        m = _OP.match(line)
        if m:
            results = tuple(r.strip()[1:].split(":")[0] for r in m.group("results").split(",")) \
                if m.group("results") else ()
            loops = tuple(ln for ln, name in stack if name in ("scf.for", "scf.while"))
            ops.append(Op(i, m.group("name"), results, line.strip(), loops, tuple(name for _, name in stack)))
            if line.rstrip().endswith("{"):
                stack.append((i, m.group("name")))
        elif line.rstrip().endswith("{"):
            # e.g.     default {        partition0(%arg9: i32 …) num_warps(4) {
            ws = line.lstrip().startswith(("default", "partition")) and any(
                op.name == "ttg.warp_specialize" for op in ops[-1:])
            stack.append((i, "ttg.warp_specialize" if ws or line.lstrip().startswith("partition") else ""))
    return ops


#: A module attribute with an integer value.
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.shared = 98304 : i32, …} {
_MODULE_INT = re.compile(r'"?(?P<key>[\w.-]+)"?\s*=\s*(?P<value>-?\d{1,18})\s*:\s*i\d+')


def module_attributes(text: str) -> Mapping[str, int]:
    """Integer attributes of the ``module attributes {…}`` line: ``ttg.num-warps``,
    ``ttg.threads-per-warp``, and ``ttg.shared`` (bytes; only in IR after Triton's
    ``allocate-shared-memory`` pass, i.e. pass dumps, not the final TTGIR stage). A value of more than 18 digits
    (no i64 holds it; a crafted file's 5,000-digit one) is left out, as if absent."""
    for line in text.splitlines():
        if line.startswith("module attributes"):
            return {m.group("key"): int(m.group("value")) for m in _MODULE_INT.finditer(line)}
    return {}


#: IR files ``triton.compile`` takes as its source (``compiler.IRSource``), whose pipeline ``-t`` runs on.
IR_FILE_SUFFIXES = (".ttir", ".ttgir")

# e.g.   tt.func public @add_kernel(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32} …
_ENTRY = re.compile(r"^\s*tt\.func public @(?P<name>[\w.$]+)", re.MULTILINE)


def entry_function(text: str) -> str | None:
    """The name of the module's public ``tt.func`` (the kernel Triton compiles), or ``None``."""
    m = _ENTRY.search(text)
    return m.group("name") if m else None


# e.g. %0 = triton_gpu.local_alloc … -> !tt.memdesc<…, #triton_gpu.shared<…>>   ·   "triton_gpu.num-warps" = 4
_OLD_DIALECTS = re.compile(r"\b(triton_gpu|triton_nvidia_gpu)\.|!tt\.memdesc<")


def modern_dialects(text: str) -> str:
    """``text`` with Triton 3.2's dialect names (``triton_gpu.``, ``triton_nvidia_gpu.``, and ``!tt.memdesc``, a
    type of the Triton dialect then) as 3.3 and later spell them (``ttg.``, ``ttng.``, ``!ttg.memdesc``: the
    dialects' ``name`` in TritonGPUDialect.td and TritonNvidiaGPUDialect.td), so
    that the analyses, which read the new names, read a 3.2 compile too; line for line (no line is added or
    removed). Text without the old names is returned as it is."""
    if "triton_gpu." not in text and "triton_nvidia_gpu." not in text:
        return text
    return _OLD_DIALECTS.sub(lambda m: {"triton_gpu": "ttg.", "triton_nvidia_gpu": "ttng."}.get(
        m.group(1) or "", "!ttg.memdesc<"), text)
