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
``ttg.convert_layout``, loop-carried values: their initial and yielded values; a pointer ``tt.bitcast``, which Triton
puts between a ``tl.int1`` pointer and its ``i8`` load or store), and gives each ``tt.addptr``'s
offset type and the ops in the offset's backward slice. It warns where an ``arith.muli`` on i32 in an offset's
slice multiplies a scalar computed from ``tt.get_program_id`` by a scalar computed from an integer function
argument (a runtime value: a ``tl.constexpr`` or an argument specialized to 1 is a constant in the IR, not an
argument). It does not warn when the other operand is known small (a constant, a ``tl.arange``, products of
constants), or when the operands were widened to i64 before the product (the product is then ``: i64``). A tensor
product of tile indices computed from a program id by runtime arguments and constants (``K * rows[:, None]``,
``offs_m[:, None] * stride_m``: ``rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)``) is warned as the scalar one is
(trial 11c: awq's A, B and C offsets, the products that reach 2**31 first, had no warning).
``tt.divisibility = 16`` on an argument says nothing about its size: it neither raises nor silences the warning.
Whether the product really overflows depends on the sizes at run time: the warning is about a possibility, not a
measured fault. When the product reaches its ``tt.addptr`` offset multiplied by constants (``(bos * H + i_h) * K``: 2048
with H = 16, K = 128), the i32 offset overflows that many times sooner: :func:`offset_scale` follows the product forward
to the offsets it reaches, and the warning states the largest scale, its ``tt.addptr`` line and ``(2^31-1) // scale``
(trial 2 M3).

Three more shapes of the same overflow are warned, each with its own claims (``engines/rules/addresses.py``):

* A product that reaches the offsets only as the upper bound of an ``scf.for`` whose induction variable is an offset
  (mamba's ``row_end = min((row_block_id + 1) * rows_per_program, M)``, trial 8c M1): no offset holds its value (the
  variable is ``lb + k * step``, below the bound), so the warning says it is the loop's bound, names the loop and the
  op computing the bound (``arith.minsi``), and says a wrap stops the loop early: a wrong result, not a fault
  (rule ``loop-bound``). The lower bound is a term of the variable: its products are offsets.
* An i32 product of a value a ``tt.load`` read (an index read from memory: vLLM's ``physical_block_idx *
  stride_k_cache_0``, lightllm's ``kv_loc[None, :] * stride_kv_bs``) by runtime arguments, a term of an offset: the
  warning cites the ``tt.load`` and says the IR does not bound the loaded value (no example of sizes is invented),
  unless the IR bounds the factor built from it (matmul_ogs's ``expt_id = expt_data & 0xFFFF``, at most 65535: trial
  10d F1), when it gives that bound, its op's line and the other factor's size from which the product overflows
  (rule ``load-bound``).
* The runtime values a warned product is multiplied by on its way to an offset (``pid_c * chunk_size`` then ``*
  stride_dt_seqlen``, trial 7b M1) are named, each with its ``arith.muli`` and the ``tt.addptr`` it reaches (rule
  ``offset-factor``): that offset overflows sooner than the product.

* A product that reaches the offsets only as the dividend of integer divisions and remainders (stream-K's
  ``start_iter = pid * per_pid``, an iteration count, reaches them through ``start_iter % iters_per_tile`` and
  ``start_iter // iters_per_tile`` alone: trial 13c M1) is no element offset: the warning names those ops and says a
  wrap gives wrong indices, not an offset past 2^31-1 elements (claims ``via/K``, rule ``divided-product``).

The warning names each factor as the source has it: a function argument by its own ``loc("NAME"(…))`` in the
``tt.func`` signature; a value by the variable its statement assigned (Triton gives every op of ``x = …`` the
NameLoc ``x``, so a value another op of that statement reads is a subexpression, spelled as a Python expression);
a loop's induction variable as such. A factor bounded by constants (``row % 64``) bounds the example it gives. A
product of a quotient by its own divisor (``pid_c * batch`` with ``pid_c = pid_bc // batch``) is at most the dividend,
an i32, and is not warned about (trial 6 F6), nor is one of a quotient by a product holding the multiplier
(OpenFold's bias plane ``off_hz // (Z * H) * H``, at most ``off_hz // Z``: trial 13b F1); a factor that is a
remainder by a runtime ``n`` (``pid_b = pid_bc - pid_c * batch``) is at most ``n - 1``, which the example says.

The walks live in two sibling modules: :mod:`ir_explorer.analyses.address_chains` (the accesses' pointer chains,
offsets and products: :func:`~ir_explorer.analyses.address_chains.chains`) and :mod:`ir_explorer.analyses.offset_scale`
(the factors' source names and the offset scale); this module holds the PTX multiply and the findings.

Pure functions over IR text; nothing here raises on malformed text.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from typing import Any

from ir_explorer.analyses.address_chains import (
    I32_MAX,
    AccessChain,
    Product,
    chains,
    factor_sources,
    multiplies_argument,
)
from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref
from ir_explorer.analyses.offset_scale import factor_name, offset_scale, product_names, runtime_factors
from ir_explorer.ir import machine

# e.g. mul.lo.s32   mad.lo.u32   (opcodes: mul.lo.s32 %r14, %r10, %r9;)
_PTX_MUL32 = re.compile(r"^(?:mul|mad)\.lo\.[su]32$")
# e.g. mul.wide.s32   mad.wide.s32   mul.lo.s64   (mad.wide.s32 %rd7, %r14, 4, %rd5;)
_PTX_MUL64 = re.compile(r"^(?:(?:mul|mad)\.lo\.[su]64|(?:mul|mad)\.wide\.[su]32)$")


# e.g. [batch_offset_i32_param_2]   (the address operand of ld.param.b32 %r10, [batch_offset_i32_param_2];)
_PTX_PARAM = re.compile(r"\[\s*[\w$]+_param_(?P<index>\d+)\s*\]")
# e.g. %ctaid.x   (the source of mov.u32 %r9, %ctaid.x;)
_PTX_CTAID = re.compile(r"%ctaid\.(?P<axis>[xyz])")
# e.g. %r14
_PTX_REG = re.compile(r"%[\w$]+")


# e.g. ": i32" of a scalar product, "tensor<128x1xi32>" of a tile's
_I32_TYPE = re.compile(r"tensor<(?:\d+x)+i32>|: i32\b")

def _ptx_op(ins: machine.Instruction) -> tuple[str, str, list[str]] | None:
    """``(opcode, destination register, source operands)`` of a PTX instruction that writes a register, from the
    shared machine-code model; ``None`` for one without a ``%`` destination and a source (a store, a branch)."""
    if len(ins.operands) < 2 or _PTX_REG.fullmatch(ins.operands[0]) is None or ":" in ins.opcode:
        return None
    return ins.opcode, ins.operands[0], list(ins.operands[1:])


def _dataflow_multiply(code: machine.MachineCode, rx: re.Pattern[str], param: int, axis: str) -> int | None:
    """The 1-based line of the first PTX multiply matching ``rx`` whose two factors are the ``%ctaid.<axis>``
    register and the register loaded from ``<kernel>_param_<param>`` (LLVM NVPTX's parameter names), each
    possibly through ``mov``/``cvt`` copies; ``None`` when none is (a program id divided first, ``off_z = off_hz //
    H``, or a loaded factor: :func:`_own_param_multiply`). Reads the shared machine-code model
    (:func:`ir_explorer.ir.machine.shared`)."""
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
                and (p := _PTX_PARAM.match(srcs[0])) is not None:
            if int(p["index"]) == param:
                arg.add(dst)
            continue
        if opcode.startswith(("mov.", "cvt.")) and len(srcs) == 1:
            for regs in (pid, arg):
                if srcs[0] in regs:
                    regs.add(dst)
        elif rx.match(opcode) and len(srcs) >= 2:
            a, b = srcs[0], srcs[1]
            if (a in pid and b in arg) or (a in arg and b in pid):
                return ins.line
    return None


def _param_only(operand: str, params: Collection[str]) -> bool:
    """Whether a PTX source operand holds a value computed from parameters and constants only: an immediate, or a
    register of ``params``."""
    return not operand.startswith("%") or operand in params


def _param_only_sources(srcs: list[str], params: Collection[str]) -> bool:
    """Whether every source of an instruction is an immediate or a register of ``params`` (no ``%ctaid``/``%tid``,
    no register loaded from memory), with at least one register among them."""
    regs = [s for s in srcs if s.startswith("%")]
    return bool(regs) and all(s in params for s in regs)


def _foreign_param(code: machine.MachineCode, line: int, param: int | None) -> bool:
    """Whether the PTX multiply at ``line`` reads a register loaded from a ``.param`` other than number ``param``
    (through ``mov``/``cvt`` copies): the multiply of another argument's product on the same Python line (trial 13c
    F3: ``off_kh * dk_stride_h``'s was cited for ``x_bos * dk_stride_m``, whose multiply LLVM hoisted to a line-0
    location). ``False`` when ``param`` is unknown."""
    if param is None:
        return False
    held: dict[str, int] = {}
    for ins in code.instructions:
        op = _ptx_op(ins)
        if op is None:
            continue
        opcode, dst, srcs = op
        if ins.line == line:
            return any(held.get(r, param) != param for r in srcs[:2])
        if ins.base == "ld" and len(ins.modifiers) == 2 and ins.modifiers[0] == "param" and srcs \
                and (p := _PTX_PARAM.match(srcs[0])) is not None:
            held[dst] = int(p["index"])
        elif opcode.startswith(("mov.", "cvt.")) and len(srcs) == 1 and srcs[0] in held:
            held[dst] = held[srcs[0]]
    return False


def _ptx_sources(code: machine.MachineCode) -> dict[str, frozenset[str]]:
    """PTX register → where its value comes from, forward over the instructions in text order (a register written
    more than once gets the union): ``"load"`` for one an ``ld`` from memory (not ``.param``) wrote, ``"ctaid.x"`` …
    for one copied from ``%ctaid.x``, and every source register's for any other instruction (the IR side is
    :func:`~ir_explorer.analyses.address_chains.factor_sources`)."""
    out: dict[str, frozenset[str]] = {}
    for ins in code.instructions:
        if ins.base == "ld" and ins.modifiers and ins.modifiers[0] != "param" and ins.operands:
            for reg in _PTX_REG.findall(ins.operands[0]):
                out[reg] = out.get(reg, frozenset()) | {"load"}
            continue
        op = _ptx_op(ins)
        if op is None:
            continue
        _opcode, dst, srcs = op
        got: set[str] = set()
        for src in srcs:
            if (c := _PTX_CTAID.fullmatch(src)) is not None:
                got.add(f"ctaid.{c['axis']}")
            else:
                got |= out.get(src, frozenset())
        out[dst] = out.get(dst, frozenset()) | got
    return out


def _param_candidates(code: machine.MachineCode, rx: re.Pattern[str], param: int,
                      within: Collection[int]) -> list[tuple[int, str]]:
    """``(line, other factor)`` of every PTX multiply matching ``rx`` at the lines ``within`` whose one factor is the
    register loaded from ``.param`` number ``param`` (through ``mov``/``cvt`` copies) and whose other factor is not
    computed from parameters and constants only, in text order."""
    arg: set[str] = set()
    params: set[str] = set()
    out: list[tuple[int, str]] = []
    for ins in code.instructions:
        op = _ptx_op(ins)
        if op is None:
            continue
        opcode, dst, srcs = op
        if ins.predicate is None and ins.base == "ld" and len(ins.modifiers) == 2 and ins.modifiers[0] == "param" \
                and (p := _PTX_PARAM.match(srcs[0])) is not None:
            params.add(dst)
            if int(p["index"]) == param:
                arg.add(dst)
            continue
        if opcode.startswith(("mov.", "cvt.")) and len(srcs) == 1 and srcs[0] in arg:
            arg.add(dst)
        elif rx.match(opcode) and len(srcs) >= 2 and ins.line in within and (srcs[0] in arg or srcs[1] in arg):
            other = srcs[1] if srcs[0] in arg else srcs[0]
            # not one computed from parameters and constants only (OpenFold's ``N_CTX * N_CTX`` and ``Z * H``
            # beside ``offs_m * N_CTX``: trial 13b F2)
            if not _param_only(other, params):
                out.append((ins.line, other))
        if ins.base != "ld" and _param_only_sources(srcs, params):
            params.add(dst)
    return out


def _own_param_multiply(inp: AnalysisInput, stage: str, line: int, code: machine.MachineCode,
                        rx: re.Pattern[str], param: int, at_line: Collection[int]) -> int | None:
    """The PTX multiply of the IR product at ``stage``:``line`` among those at its Python line that multiply the
    ``.param`` of argument ``param`` by a value not computed from parameters only (:func:`_param_candidates`). When
    their other factors come from different sources (:func:`_ptx_sources`: a loaded register, ``%ctaid``), several
    products of that argument share the line, and the one whose sources are the IR product's
    (:func:`~ir_explorer.analyses.address_chains.factor_sources`) is the product's; none matching: ``None``, never
    the line's first (trial 15c F1: lorax's ``ram[:, None] * xm_stride`` was given ptx:140, the multiply of
    ``cur_seq_start * xm_stride`` on the same line). One source set for all: the first (one product split over
    several registers: a tile's rows)."""
    cands = _param_candidates(code, rx, param, at_line)
    if not cands:
        return None
    sources = _ptx_sources(code)
    got = [(no, sources.get(reg, frozenset())) for no, reg in cands]
    if len({s for _, s in got}) == 1:
        return got[0][0]
    want = factor_sources(inp.model(stage), line)
    return next((no for no, s in got if s == want), None)


def ptx_multiply(inp: AnalysisInput, stage: str, line: int, width: int, param: int | None = None,
                 axis: str | None = None) -> dict[str, Any] | None:
    """The PTX multiply of a product of a program id by a runtime argument (``stage``:``line``): for ``width``
    32 a ``mul.lo.s32``/``mad.lo.s32`` (and the first later instruction that reads its result into a 64-bit
    ``%rd`` register: the widening after the product); for 64 a ``mul.lo.s64``/``mul.wide.s32``/``mad.wide.s32``.
    Found by dataflow first (:func:`_dataflow_multiply`, from ``%ctaid.<axis>`` and ``.param`` number ``param``:
    ``"found": "dataflow"``); else among the multiplies at the Python line ``stage``:``line`` came from (LLVM may
    hoist a multiply out of a loop to a line-0 location, where only the dataflow finds it): the one with a factor
    loaded from ``.param`` number ``param`` whose other factor is not computed from parameters and constants only,
    when the IR product multiplies by that argument itself (``"found": "param"``; trial 13b F2: ``N_CTX * N_CTX`` is
    no ``offs_m * N_CTX``, and ``bias_plane * (N_CTX * N_CTX)`` has no ``.param`` factor; of several such, the one
    whose other factor comes from the IR product's sources, a load or a program id: :func:`_own_param_multiply`,
    trial 15c F1), else the only one there
    (``"found": "python line"``) unless it reads another argument's ``.param`` (:func:`_foreign_param`). Several
    products on one Python line (``off_z * stride_qz + off_h * stride_qh``) each get their own multiply, never the
    line's first. ``{"line", "text", "found", "widened_line", "widened_text"}`` or ``None``."""
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
        # a multiply by the .param's register is the product's only when the IR multiplies by the argument itself
        # (not by ``N_CTX * N_CTX`` computed from it: trial 13b F2)
        own = param is not None and multiplies_argument(inp.model(stage), line, param)
        found = _own_param_multiply(inp, stage, line, code, rx, param, set(at_line)) \
            if own and param is not None and at_line else None
        how = "param"
        if found is None and len(at_line) == 1 and not _foreign_param(code, at_line[0], param):
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
    from (line, axis) or, for a loaded factor, the ``tt.load`` (``load_line``), the runtime argument (rule
    ``i32-product``)."""
    at = (Ref(stage, p.line, "arith.muli"),)
    out = [Claim(f"{prefix}product", _op_text(p.text), "text", "i32-product", at),
           Claim(f"{prefix}line", p.line, "line", "i32-product", at),
           Claim(f"{prefix}width", p.width, "bits", "i32-product", at)]
    if p.source == "load":
        out.append(Claim(f"{prefix}load_line", p.pid_line, "line", "i32-product", (Ref(stage, p.pid_line, "tt.load"),)))
    else:
        pid = (Ref(stage, p.pid_line, "tt.get_program_id"),)
        out += [Claim(f"{prefix}pid_line", p.pid_line, "line", "i32-product", pid),
                Claim(f"{prefix}pid_axis", p.pid_axis, "text", "i32-product", pid)]
    return out + [Claim(f"{prefix}argument", p.argument, "text", "i32-product", at)]


def _bound_claims(inp: AnalysisInput, stage: str, p: Product) -> tuple[list[Claim], str]:
    """The claims of a product that is only a loop's upper bound (``role`` ``"bound"``; rule ``loop-bound``): each
    loop's ``scf.for`` line (``bound_loop/K``), the op that computes the first loop's upper bound when it is not the
    product itself (``bound_op``, ``bound_op_line``: mamba's ``arith.minsi``), and the accesses the loops' induction
    variables address (``loop_access/K``); and the sentence saying so."""
    model = inp.model(stage)
    claims: list[Claim] = []
    for k, ln in enumerate(p.loops):
        claims.append(Claim(f"bound_loop/{k}", ln, "line", "loop-bound", (Ref(stage, ln, "scf.for"),)))
    claims += [Claim(f"loop_access/{k}", a, "line", "loop-bound") for k, a in enumerate(p.accesses)]
    loop = model.by_line.get(p.loops[0]) if p.loops else None
    ub = loop.operand_keys[1] if loop is not None and len(loop.operand_keys) > 1 else None
    d = model.defining_op(ub) if ub is not None else None
    via = ""
    if ub is not None and d is not None and d.line != p.line and not model.values[ub].is_block_arg:
        claims += [Claim("bound_op", d.name, "op", "loop-bound", (Ref(stage, d.line, d.name),)),
                   Claim("bound_op_line", d.line, "line", "loop-bound", (Ref(stage, d.line, d.name),))]
        via = ", through {bound_op} at " + stage + ":{bound_op_line}"
    loops = ", ".join(f"{stage}:{{bound_loop/{k}}}" for k in range(len(p.loops)))
    accesses = ", ".join(f"{stage}:{{loop_access/{k}}}" for k in range(len(p.accesses)))
    return claims, (f"which no pointer offset holds: it is the upper bound of the loop at {loops} (scf.for … to"
                    f"{via}), whose induction variable, below that bound, addresses {accesses}")


def _factor_claims(inp: AnalysisInput, stage: str, p: Product) -> tuple[list[Claim], str]:
    """The runtime values the product is multiplied by on its way to a ``tt.addptr`` offset (trial 7b M1: the offset
    holds ``pid_c * chunk_size * stride_dt_seqlen``), each with its ``arith.muli`` line, its Python name and the
    first ``tt.addptr`` it reaches (``factor/K/line``, ``/name``, ``/addptr``; rule ``offset-factor``); and the
    sentence naming them (empty without)."""
    model = inp.model(stage)
    found = runtime_factors(model, p.line)
    claims: list[Claim] = []
    for k, (ln, key, at) in enumerate(found):
        ref = (Ref(stage, ln, "arith.muli"),)
        claims += [Claim(f"factor/{k}/line", ln, "line", "offset-factor", ref),
                   Claim(f"factor/{k}/name", factor_name(model, key), "text", "offset-factor", ref),
                   Claim(f"factor/{k}/addptr", at, "line", "offset-factor", (Ref(stage, at, "tt.addptr"),))]
    if not found:
        return claims, ""
    each = ", ".join(f"'{{factor/{k}/name}}' (arith.muli {stage}:{{factor/{k}/line}}, into the tt.addptr at "
                     f"{stage}:{{factor/{k}/addptr}})" for k in range(len(found)))
    sooner = ("once {factors} * {factor/0/name} > 2^31-1" if len(found) == 1 else
              "once the product times the runtime factors on its way there passes 2^31-1")
    return claims, (f" On its way to pointer offsets the product is also multiplied in i32 by the runtime value(s) "
                    f"{each}: such an i32 offset overflows sooner than the product, {sooner}.")


def _warning(inp: AnalysisInput, stage: str, p: Product) -> Finding:
    """The ``warn`` on one i32 product (see the module docstring): of a program id or of a loaded value, a term of a
    pointer offset or only a loop's upper bound."""
    axis = p.pid_axis if p.source == "pid" else None
    ptx = _ptx_cited(ptx_multiply(inp, stage, p.line, 32, p.param_index, axis))
    file, pyline = inp.python_location(stage, p.line)
    # a product reaching the offsets only through a division's dividend is no term of them: no scale applies
    scale, scale_line = offset_scale(inp.model(stage), p.line) if p.role == "offset" and not p.via else (1, None)
    sources = {k.removeprefix("python:"): t for k, t in inp.stages.items() if k.startswith("python:")}
    said = product_names(inp.model(stage), stage, p, scale, sources)
    claims = _product_claims(stage, p)
    mul = (Ref(stage, p.line, "arith.muli"),)
    names: tuple[str, ...] = ("factors", "load_name", "fix") if p.source == "load" else \
        ("factors", "pid_name", "fix", "example")
    # a factor computed from the argument (per_cu from K) is named as such, not as the argument (trial 10c F3)
    derived = p.source != "load" and said.get("factor") not in (None, p.argument)
    names += ("factor",) if derived else ()
    claims += [Claim(k, said[k], "text", "var-name", mul) for k in names]
    bounded = ""
    if p.source == "load":  # what the IR bounds the loaded factor to, None for nothing (rule load-bound)
        claims.append(Claim("load_most", said["load_most"], "count", "load-bound", mul))
        if "load_from" in said:
            claims += [Claim("load_least", said["load_least"], "count", "load-bound", mul),
                       Claim("load_bound_line", said["load_bound_line"], "line", "load-bound",
                             (Ref(stage, said["load_bound_line"],
                                  inp.model(stage).by_line[said["load_bound_line"]].name),)),
                       Claim("load_from", said["load_from"], "count", "load-bound", mul),
                       Claim("other_name", said["other_name"], "text", "var-name", mul)]
            # a signed range, not a magnitude: x // 8 lies in [-268435456, 268435455], so the product first leaves
            # the i32 range at 9, not 8 (trial 14c M2)
            bounded = (" {load_name} lies in [{load_least}, {load_most}] (the IR bounds it: " + stage +
                       ":{load_bound_line}), so the product can leave the i32 range only from {other_name} = "
                       "{load_from} on.")
    pid_what = "a program id (tt.get_program_id, " + stage + ":{pid_line})"
    if p.source == "load":
        pid_what = ("{load_name}, built from the value tt.load reads at " + stage + ":{load_line} (data read from "
                    "memory, which the IR does not bound),")
    elif "loop_line" in said:
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
    if p.role == "bound":
        more, used = _bound_claims(inp, stage, p)
        claims += more
        overflow = ("if it passes 2^31-1 (once {factors} > 2^31-1: {example}) the bound wraps to a smaller or "
                    "negative value and the loop stops early or runs no iterations: a wrong result, not an "
                    "out-of-bounds pointer.")
        tail = " Overflow depends on the sizes at run time: a possible wrong result, not a measured one."
    else:
        claims += [Claim(f"access/{k}", a, "line", "i32-product") for k, a in enumerate(p.accesses)]
        used = "used as a pointer offset by " + ", ".join(f"{stage}:{{access/{k}}}" for k in range(len(p.accesses)))
        tail = " Overflow depends on the sizes at run time: a possible fault, not a measured one."
        if p.source == "load" and bounded:
            overflow = "it overflows once {factors} > 2^31-1 elements;" + bounded
        elif p.source == "load":
            overflow = ("it overflows once {factors} > 2^31-1 elements; the IR gives no bound on {load_name}, so no "
                        "size from which it does can be derived here.")
            tail = " Overflow depends on the data and sizes at run time: a possible fault, not a measured one."
        else:
            overflow = "it overflows once {factors} > 2^31-1 elements ({example})."
        if p.via:
            # trial 13c M1: streamk's ``pid * per_pid`` is an iteration count, said to overflow at "2^31-1
            # elements"; it reaches the offsets only through ``% iters_per_tile`` and ``// iters_per_tile``
            model = inp.model(stage)
            for k, ln in enumerate(p.via):
                ref = (Ref(stage, ln, model.by_line[ln].name),)
                claims += [Claim(f"via/{k}", ln, "line", "divided-product", ref),
                           Claim(f"via/{k}/op", model.by_line[ln].name, "op", "divided-product", ref)]
            each = [f"{{via/{k}/op}} ({stage}:{{via/{k}}})" for k in range(len(p.via))]
            divs = ", ".join(each[:-1]) + " and " + each[-1] if len(each) > 1 else each[0]
            used = ("used by the pointer offsets of " + ", ".join(f"{stage}:{{access/{k}}}"
                                                                  for k in range(len(p.accesses)))
                    + " only as the dividend of " + divs)
            overflow = ("it overflows once {factors} > 2^31-1 " + ("({example})" if p.source == "pid" else "")
                        + "; the product is an index, not a number of elements: no offset holds it, only its "
                        "quotients and remainders, so a wrapped product gives wrong indices, not an offset past "
                        "2^31-1 elements." + bounded)
            tail = " Overflow depends on the sizes at run time: a possible wrong result or fault, not a measured one."
        if scale > 1 and scale_line is not None:
            claims += [Claim("scale", scale, "count", "offset-scale", mul),
                       Claim("scale_line", scale_line, "line", "offset-scale", mul),
                       Claim("threshold", I32_MAX // scale, "count", "offset-scale", mul)]
            overflow = ("the i32 offset of the tt.addptr at " + stage + ":{scale_line} holds this product times "
                        "scale = {scale} (the constant factors on its way there, derived from the IR's constants), so "
                        "that i32 offset overflows, from this product alone, once {factors} > {threshold} (2^31-1 // "
                        "{scale}" + ("; {example})." if p.source == "pid" else ")." + bounded))
        more, runtime = _factor_claims(inp, stage, p)
        claims += more
        overflow += runtime
    argument = "{factor}, computed from the runtime argument '{argument}'" if derived else \
        "the runtime argument '{argument}'"
    template = ("{product} (" + stage + ":{line}): i{width} product of " + pid_what + " and " + argument + ", "
                + used + ": " + overflow + evidence + tail + " Fix: {fix} before the product")
    data = {"accesses": list(p.accesses), "ptx": ptx, "scale": scale, "scale_line": scale_line, "role": p.role,
            "source": p.source, "loops": list(p.loops), "via": list(p.via)}
    product = f"{_op_text(p.text)} ({stage}:{p.line}): i32 product"
    width_text = _I32_TYPE.search(p.text)  # the product's type as printed: ``: i32``, ``tensor<128x1xi32>``
    facts = [Fact(stage, p.line, "arith.muli", product),
             Fact(stage, p.line, width_text[0] if width_text else ": i32", product),
             Fact(stage, p.pid_line, "tt.load" if p.source == "load" else "tt.get_program_id", product)]
    if ptx:
        facts.append(Fact("ptx", int(ptx["line"]), ptx["text"].split()[0], "multiplies in 32 bits"))
    facts += [Fact(stage, ln, inp.model(stage).by_line[ln].name, "only as the dividend of") for ln in p.via]
    return Finding(kind="addresses", severity="warn", template=template, claims=tuple(claims), stage=stage,
                   lines=(p.line,), python_file=file, python_line=pyline, data=data, facts=tuple(facts))


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
    global access's ``tt.addptr`` offsets and their types; one ``warn`` per i32 product of a program id (or of a
    loaded value) by a runtime argument in an offset or in the upper bound of a loop whose induction variable is one,
    with its PTX multiply; one ``info`` on program-id products of offsets computed in 64 bits.
    Metric ``i32_offset_products``: the number of warnings on program-id products that offsets hold, only when there
    are some."""
    stage = "ttir" if "ttir" in inp.stages else "ttgir" if "ttgir" in inp.stages else None
    if stage is None:
        return Analysis()
    found, products = chains(inp.model(stage))
    if not found:
        return Analysis()
    findings = [_summary(stage, found)]
    findings += [_warning(inp, stage, p) for p in products if p.width == 32]
    metrics: dict[str, Any] = {}
    counted = sum(1 for p in products if p.width == 32 and p.source == "pid" and p.role == "offset")
    if counted:
        metrics["i32_offset_products"] = counted
    wide = [p for p in products if p.width != 32 and p.source == "pid" and p.role == "offset"]
    if wide:
        findings.append(_fixed(inp, stage, wide))
    return Analysis(findings, metrics)
