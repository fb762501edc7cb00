"""The shared-memory analysis (:func:`analyze`): its findings, each stating what it says as typed claims.

Each finding's message is rendered from its claims (:class:`~ir_explorer.analyses.findings.Claim`): an allocation's
name, buffers, shape, element type, bytes and layout; the total against metadata ``shared``; each access's op,
target, layout, swizzle and bank estimate (:mod:`~ir_explorer.analyses.shared_memory.banks`); each instruction's
count (:mod:`~ir_explorer.analyses.shared_memory.movement`) and the causes of narrow accesses (:class:`Cause`).
:mod:`ir_explorer.engines.rules.shared` (and :mod:`ir_explorer.engines.rules.shared_instructions`, for the
instructions) holds the rule that re-derives each kind from the IR.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace

from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref, Severity
from ir_explorer.analyses.shared_memory.allocations import (
    WRITE_OPS,
    Access,
    Allocation,
    accesses,
    allocations,
    layout_text,
)
from ir_explorer.analyses.shared_memory.banks import BANK_BYTES, BankEstimate, estimate_bank_conflicts
from ir_explorer.analyses.shared_memory.movement import Movement, movement
from ir_explorer.analyses.shared_memory.narrow import (
    Cause,
    Group,
    Where,
    dispatch_cause,
    dot_load_causes,
    groups,
    make_cause,
    ops_at,
    same_location,
    signature,
    split_by_chain,
    split_by_loop,
    where,
)
from ir_explorer.ir import machine
from ir_explorer.ir.layouts import (
    BlockedLayout,
    DotOperandLayout,
    Layout,
    NVMMASharedLayout,
    SwizzledSharedLayout,
    TensorType,
    parse_aliases,
    parse_type,
)
from ir_explorer.ir.linear_layout import LinearLayout, to_linear
from ir_explorer.ir.mlir_model import IRModule, IROp, display
from ir_explorer.ir.ttgir import Op, module_attributes, scan


def _finding(inp: AnalysisInput, severity: Severity, message: str, stage: str, lines: tuple[int, ...],
             data: Mapping[str, object], kind: str = "shared_memory", facts: Sequence[Fact] = (),
             claims: Sequence[Claim] = ()) -> Finding:
    """A finding of ``kind`` citing ``lines`` of ``stage`` (its Python line: the first line's). With ``claims``,
    ``message`` is the template they are rendered into (:class:`~ir_explorer.analyses.findings.Finding`)."""
    file, pyline = inp.python_location(stage, lines[0]) if lines else (None, None)
    if claims:
        return Finding(kind=kind, severity=severity, template=message, claims=tuple(claims), stage=stage,
                       lines=lines, python_file=file, python_line=pyline, data=dict(data), facts=tuple(facts))
    return Finding(kind=kind, severity=severity, message=message, stage=stage, lines=lines, python_file=file,
        python_line=pyline, data=dict(data), facts=tuple(facts))


def _literal(text: str) -> str:
    """``text`` as literal template text (braces doubled)."""
    return text.replace("{", "{{").replace("}", "}}")


# e.g. #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
_SWIZZLED_DEF = re.compile(r"^(?P<alias>#[\w$-]+) = #ttg\.(?:swizzled_shared|amd_rotating_shared)<\{"
                           r"vec = (?P<vec>\d+), perPhase = \d+, maxPhase = (?P<max>\d+)", re.MULTILINE)


# e.g. #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
_ALIAS_LINE = re.compile(r"^(?P<alias>#[\w$-]+) = #ttg\.(?:swizzled_shared|nvmma_shared|amd_rotating_shared)<",
                         re.MULTILINE)
#: The claim unit of each swizzle field (:func:`swizzle_of`).
_SWIZZLE_UNITS = {"vec": "elements", "per_phase": "count", "max_phase": "count", "order": "shape",
                  "swizzling_byte_width": "bytes", "transposed": "flag", "element_bit_width": "bits"}


def _swizzle_claims(text: str, memdesc: TensorType, about: tuple[Ref, ...]) -> list[Claim]:
    """The swizzle of ``memdesc``'s shared layout (:func:`swizzle_of`) as claims ``swizzle/<field>`` (rule
    ``swizzle``), about the op lines ``about`` and the line defining the layout's alias when it has one."""
    swz = swizzle_of(memdesc.layout)
    if swz is None:
        return []
    alias = re.search(r"(#[\w$-]+)\s*,", memdesc.text)
    defs = [m for m in _ALIAS_LINE.finditer(text) if alias and m.group("alias") == alias.group(1)]
    refs = about + tuple(Ref("ttgir", text.count("\n", 0, m.start()) + 1, f"{m.group('alias')} = ") for m in defs[:1])
    return [Claim(f"swizzle/{k}", tuple(v) if isinstance(v, list) else v, _SWIZZLE_UNITS[k], "swizzle", refs)
            for k, v in swz.items() if isinstance(v, int | bool | list)]


def _swizzle_fact(text: str, memdesc: TensorType, claim: str) -> list[Fact]:
    """The definition line of the ``#ttg.swizzled_shared`` alias ``memdesc`` uses (its vec/perPhase/maxPhase),
    as the fact a bank-conflict estimate rests on; ``[]`` for another layout."""
    alias = re.search(r"(#[\w$-]+)\s*,", memdesc.text)
    for m in _SWIZZLED_DEF.finditer(text):
        if alias and m.group("alias") == alias.group(1):
            return [Fact("ttgir", text.count("\n", 0, m.start()) + 1, m.group(0), claim)]
    return []


_cause = make_cause


def _narrow_layouts(text: str, allocs: Iterable[Allocation], first: int = 0,
                    used: set[str] | None = None) -> list[Cause]:
    """The TTGIR's ``#ttg.swizzled_shared`` layouts whose ``vec`` elements are under 32 bits, each used by a
    data allocation (not an mbarrier array), as a cause of narrow shared-memory accesses with the alias's
    definition line: a thread moves at most ``vec`` contiguous elements of such a buffer at once; with ``used``,
    only the aliases it holds (those the ops of one Python line name). Claims
    ``cause<first + i>/layout``, ``/vec``, ``/element_bits``, ``/vector_bits`` (rule ``narrow-layout``)."""
    bits: dict[str, int] = {}
    for a in allocs:
        alias = re.search(r"(#[\w$-]+)\s*,", a.type.text)
        if alias and not a.barrier and a.type.element_bits:
            bits.setdefault(alias.group(1), a.type.element_bits)
    out: list[Cause] = []
    for m in _SWIZZLED_DEF.finditer(text):
        eb = bits.get(m.group("alias"))
        vec = int(m.group("vec"))
        if used is not None and m.group("alias") not in used:
            continue
        if eb is not None and vec * eb < 32:
            line = text.count("\n", 0, m.start()) + 1
            ref = (Ref("ttgir", line, f"{m.group('alias')} = "),)
            k = f"cause{first + len(out)}"
            claims = [Claim(f"{k}/layout", m.group("alias"), "layout", "narrow-layout", ref),
                      Claim(f"{k}/vec", vec, "elements", "narrow-layout", ref),
                      Claim(f"{k}/element_bits", eb, "bits", "narrow-layout", ref),
                      Claim(f"{k}/vector_bits", vec * eb, "bits", "narrow-layout", ref)]
            out.append(_cause(f"{{{k}/layout}} is a shared layout with vec = {{{k}/vec}} of {{{k}/element_bits}}-bit "
                              f"elements ({{{k}/vector_bits}} bits per vector)", claims, [("ttgir", line, m.group(0))]))
    return out


def contiguous_run(ll: LinearLayout, dim: int) -> int:
    """Elements one lane holds back to back along tensor dimension ``dim`` in the linear layout ``ll``: the largest
    ``c`` (a power of two) such that register bases step by 1, 2, … ``c / 2`` along ``dim`` and by 0 along the others
    (a blocked layout's ``sizePerThread[dim]``, capped by the shape)."""
    bases = {tuple(b) for b in ll.of("register")}
    run = 1
    while dim < len(ll.shape) and tuple(run if d == dim else 0 for d in range(len(ll.shape))) in bases:
        run *= 2
    return run


def _ints_text(values: Iterable[int]) -> str:
    """``[1, 0]``: a layout field as the IR prints it."""
    return "[" + ", ".join(str(v) for v in values) + "]"


def _narrow_stores(inp: AnalysisInput, stage: str, narrow_lines: Sequence[int], first: int = 0,
                   modelled: Collection[int] = ()) -> list[Cause]:
    """The writes into shared memory whose register layout gives each lane under 32 bits of contiguous elements
    along the shared layout's fastest dimension: a ``ttg.local_store`` (or a ``ttg.local_alloc`` with a value) of
    16-bit or narrower elements into a ``#ttg.swizzled_shared`` buffer (fastest dimension its ``order[0]``) or a
    ``#ttg.nvmma_shared`` one (dim 0 when ``transposed``, else the last), the lane's run along that dimension
    (:func:`contiguous_run`) times the element bits under 32, kept only where a narrow instruction of ``stage`` (its
    ``narrow_lines``) carries the op's Python line (the stage's ``loc``): the store is lowered to ``ds_write_b16`` on
    AMD (trial 7a F2, trial 8d F3: the causes the bank model does not estimate there); the packed-fp4 B tile of an
    sm_100 ``tl.dot_scaled``, ``64x128xi8`` from ``sizePerThread = [1, 16]`` into a ``transposed = true``
    ``fp4Padded`` buffer, is written a byte at a time (trial 12d F1: "the IR shows no cause" for its 64
    ``st.shared.b8``). Claims ``cause<first + i>/op``, ``/line``, ``/element_bits``, ``/layout`` (the register
    layout), ``/contiguous``, ``/dim``, ``/shared`` (the shared layout), and ``/shared_order`` (a swizzled layout's
    order) or ``/shared_transposed`` (an nvmma layout's ``transposed``) (rule ``narrow-store``)."""
    if "ttgir" not in inp.stages:
        return []
    module = inp.model("ttgir")
    narrow_at = {inp.python_location(stage, ln) for ln in narrow_lines}
    out: list[Cause] = []
    for op in module.printed_ops:
        if op.name == "ttg.local_store" and len(op.operand_keys) >= 2:
            src, dst = op.operand_keys[0], op.operand_keys[1]
        elif op.name == "ttg.local_alloc" and op.operand_keys and op.result_keys:
            src, dst = op.operand_keys[0], op.result_keys[0]
        else:
            continue
        reg = module.type_of(src) if src else None
        mem = module.type_of(dst) if dst else None
        if reg is None or mem is None or reg.kind != "tensor" or not 0 < reg.element_bits < 32:
            continue
        if isinstance(mem.layout, SwizzledSharedLayout) and mem.layout.order:
            dim = mem.layout.order[0]
        elif isinstance(mem.layout, NVMMASharedLayout) and len(reg.shape) >= 2 and op.line not in modelled:
            # (an nvmma write the bank model already estimates, ``modelled``, is named by its estimate)
            dim = 0 if mem.layout.transposed else len(reg.shape) - 1
        else:
            continue
        where = inp.python_location("ttgir", op.line)
        if where[1] is None or where not in narrow_at:
            continue
        ll = to_linear(reg.layout, reg.shape, inp.target.warp_size)
        if ll is None or dim >= len(reg.shape):
            continue
        run = contiguous_run(ll, dim)
        if run * reg.element_bits >= 32:
            continue
        reg_alias = re.search(r"tensor<[^<>]*?,\s*(#[\w$.-]+)>", reg.text)
        mem_alias = re.search(r"memdesc<[^<>]*?,\s*(#[\w$.-]+)\s*,", mem.text)
        if reg_alias is None or mem_alias is None:
            continue
        k = f"cause{first + len(out)}"
        ref = (Ref("ttgir", op.line, op.name),)
        claims = [Claim(f"{k}/op", op.name, "op", "narrow-store", ref),
                  Claim(f"{k}/line", op.line, "line", "narrow-store", ref),
                  Claim(f"{k}/element_bits", reg.element_bits, "bits", "narrow-store", ref),
                  Claim(f"{k}/layout", reg_alias.group(1), "layout", "narrow-store", ref),
                  Claim(f"{k}/contiguous", run, "elements", "narrow-store", ref),
                  Claim(f"{k}/dim", dim, "count", "narrow-store", ref),
                  Claim(f"{k}/shared", mem_alias.group(1), "layout", "narrow-store", ref)]
        if isinstance(mem.layout, NVMMASharedLayout):
            claims.append(Claim(f"{k}/shared_transposed", str(mem.layout.transposed).lower(), "text", "narrow-store",
                                ref))
            shared = f"{{{k}/shared}} (nvmma_shared, transposed = {{{k}/shared_transposed}})"
        else:
            claims.append(Claim(f"{k}/shared_order", _ints_text(mem.layout.order), "text", "narrow-store", ref))
            shared = f"{{{k}/shared}} (order = {{{k}/shared_order}})"
        blocked = ""
        if isinstance(reg.layout, BlockedLayout):
            claims += [Claim(f"{k}/size_per_thread", _ints_text(reg.layout.size_per_thread), "text", "narrow-store",
                             ref),
                       Claim(f"{k}/order", _ints_text(reg.layout.order), "text", "narrow-store", ref)]
            blocked = f" (sizePerThread = {{{k}/size_per_thread}}, order = {{{k}/order}})"
        out.append(_cause(
            f"{{{k}/op}} at ttgir:{{{k}/line}} writes {{{k}/element_bits}}-bit elements from {{{k}/layout}}{blocked}, "
            f"whose lanes hold {{{k}/contiguous}} contiguous element(s) along dim {{{k}/dim}}, the fastest dimension "
            f"of the shared layout {shared}: each write moves "
            f"{{{k}/contiguous}} × {{{k}/element_bits}} bits", claims, [("ttgir", op.line, op.name)]))
    return out


# e.g.     ^bb0(%mean_square_21: f16 loc(callsite(#loc1 at #loc47)), %mean_square_22: f16 loc(…)):
_BLOCK_ARG_TYPE = re.compile(r"%[\w$.-]+: (?P<elem>[a-z]+(?P<bits>\d+)\b)")
# e.g. %4 = ttg.convert_layout %3 : tensor<64xf16, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64xf16, …>
_TENSOR_ELEM = re.compile(r"tensor<(?:\d+x)+(?P<elem>[a-z]+(?P<bits>\d+)\b)")


# e.g. %1 = "tt.reduce"(%0) <{axis = 1 : i32}> ({
_REDUCE_AXIS = re.compile(r"\baxis\s*=\s*(\d+)")
# e.g.     }) : (tensor<32x128xf16, #blocked>) -> tensor<32xf16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc89)
_REGION_OPERAND = re.compile(r"^\s*\}\) : \((?P<type>tensor<[^()]*?>)(?:,|\))")


def reduce_in_one_warp(lines: Sequence[str], line: int, aliases: Mapping[str, Layout], warp_size: int) -> bool:
    """Whether the ``tt.reduce`` on 1-based TTGIR ``line`` reduces along an axis no two warps split: no warp basis
    of its (first) operand's layout, decoded as a linear layout, moves along ``axis``. Triton then reduces in
    registers and warp shuffles and gives it no shared-memory scratch (``ReduceOpHelper::isWarpSynchronous``,
    lib/Analysis/Utility.cpp). ``False`` when the operand type, its layout or the axis cannot be read."""
    axis = _REDUCE_AXIS.search(lines[line - 1]) if 0 < line <= len(lines) else None
    close = next((m for ln in lines[line:] if (m := _REGION_OPERAND.match(ln)) or ln.lstrip().startswith("})")),
                 None)
    t = parse_type(close.group("type"), aliases) if close else None
    if axis is None or t is None or t.layout is None:
        return False
    ll = to_linear(t.layout, t.shape, warp_size)
    a = int(axis.group(1))
    return ll is not None and a < len(t.shape) and all(b[a] == 0 for b in ll.of("warp"))


def _narrow_scratch(text: str, warp_size: int, first: int = 0,
                    narrow_at: Callable[[int], bool] | None = None, lowered: Collection[int] = ()) -> list[Cause]:
    """The TTGIR's scratch ops (:data:`SCRATCH_OPS`: a ``tt.reduce``/``tt.scan``, whose element type is its combine
    region's block argument on the next line, or a ``ttg.convert_layout``, the type on its line) of elements under
    32 bits, as a cause of narrow accesses: their lowering moves those values through a scratch buffer in shared
    memory (a reduce: one value per warp across warps) when they need one; a reduce within one warp
    (:func:`reduce_in_one_warp`) needs none and is no cause, nor a convert that stays in registers or warp
    shuffles (:func:`ir_explorer.analyses.conversions.conversions`; trial 7a F2 blamed three such converts for the
    16-bit ``ds_write`` of two ``ttg.local_store``), nor a convert at whose Python line ``narrow_at`` (given) finds
    no narrow instruction (trial 9d F2: GPTQ's 64x128xf16 output convert, whose PTX is ``st.shared`` 128-bit and
    ``ldmatrix``, was named for the 16-bit accesses of two 128xf16 converts at another line). A convert in ``lowered``
    (whose lowered code goes through shared memory though the model said otherwise,
    :func:`ir_explorer.analyses.conversions.lowered_through_shared`) is one (trial 11b M1). Claims
    ``cause<first + i>/op``, ``/line``, ``/element``, ``/element_bits`` (rule ``narrow-scratch``)."""
    from ir_explorer.analyses import conversions  # here, not at the top: conversions imports this package

    lines = text.splitlines()
    aliases = parse_aliases(text)
    no_scratch = {c.line for c in conversions.conversions(text, warp_size) if c.scratch is False}
    out: list[Cause] = []
    for op in scan(text):
        if op.name not in _NARROW_SCRATCH_OPS:
            continue
        if op.name == "tt.reduce" and reduce_in_one_warp(lines, op.line, aliases, warp_size):
            continue
        if op.name == "ttg.convert_layout" and op.line in no_scratch and op.line not in lowered \
                or narrow_at is not None and not narrow_at(op.line):
            continue
        src = lines[op.line] if op.name in ("tt.reduce", "tt.scan") and op.line < len(lines) else op.text
        m = (_BLOCK_ARG_TYPE if op.name in ("tt.reduce", "tt.scan") else _TENSOR_ELEM).search(src)
        if m is None or int(m.group("bits")) >= 32:
            continue
        ref = (Ref("ttgir", op.line, op.name),)
        k = f"cause{first + len(out)}"
        claims = [Claim(f"{k}/op", op.name, "op", "narrow-scratch", ref),
                  Claim(f"{k}/line", op.line, "line", "narrow-scratch", ref),
                  Claim(f"{k}/element", m.group("elem"), "value", "narrow-scratch", ref),
                  Claim(f"{k}/element_bits", int(m.group("bits")), "bits", "narrow-scratch", ref)]
        out.append(_cause(f"{{{k}/op}} at ttgir:{{{k}/line}} moves {{{k}/element}} values ({{{k}/element_bits}} "
                          "bits) through its shared-memory scratch", claims, [("ttgir", op.line, op.name)]))
    return out


def _same_location(inp: AnalysisInput, causes: Sequence[Cause]) -> list[Cause]:
    """``causes`` (scratch ops of one Python line), each whose op's location chain another's shares
    (:func:`~ir_explorer.analyses.shared_memory.narrow.same_location`) told so: claim ``cause<i>/same_location_as``
    (that op's line; rule ``narrow-scratch``) and "which of them makes which of these accesses is not derivable"."""
    lines = [int(str(c.claims[1].value)) for c in causes]
    twins = same_location(inp, lines)
    out = []
    for c, line in zip(causes, lines, strict=True):
        if line not in twins:
            out.append(c)
            continue
        k = c.claims[0].key.split("/", 1)[0]
        claim = Claim(f"{k}/same_location_as", twins[line], "line", "narrow-scratch", c.claims[1].about)
        out.append(_cause(c.template + f" (its code carries the same location as ttgir:{{{k}/same_location_as}}'s, "
                          "so which of them makes which of these accesses is not derivable)", [*c.claims, claim],
                          [(f.stage, f.line, f.text) for f in c.facts]))
    return out


def _lowered_converts(inp: AnalysisInput) -> set[int]:
    """:func:`ir_explorer.analyses.conversions.lowered_through_shared` (imported here: conversions imports this
    package)."""
    from ir_explorer.analyses import conversions

    return conversions.lowered_through_shared(inp)


# e.g.         /*0da0*/                   UVIRTCOUNT.DEALLOC.SMPOOL 0x80 ;      (the marker before a TMEM byte store)
# e.g.         /*0100*/                   UTCATOMSWS.FIND_AND_SET.ALIGN UP0, UR4, UR7 ;
_TMEM_SASS = re.compile(r"\b(?P<op>UVIRTCOUNT\.DEALLOC|UTCATOMSWS\.FIND_AND_SET)\b")
# e.g.         /*0dc0*/               @P3 STS.U8 [UR4+0x1c], R15 ;
_STS_U8 = re.compile(r"\bSTS\.U8\b")
#: The PTX op whose ptxas code a SASS marker belongs to (sm_100's lowering of the tensor-memory allocator).
_TMEM_PTX = {"UVIRTCOUNT.DEALLOC": "tcgen05.relinquish_alloc_permit", "UTCATOMSWS.FIND_AND_SET": "tcgen05.alloc"}


def _byte_owner(sass: str, ptx: str) -> tuple[str, int] | None:
    """The PTX op (name, first line) whose ptxas code holds the SASS's ``STS.U8`` of the tensor-memory allocator,
    or ``None``: the SASS marker nearest before the byte store, ``UVIRTCOUNT.DEALLOC.SMPOOL`` (the lowering of
    ``tcgen05.relinquish_alloc_permit``, which stores the one-byte flag after it) or ``UTCATOMSWS.FIND_AND_SET``
    (``tcgen05.alloc``'s column search, whose own store of the address is 32-bit). Trial 11d F2: the byte was laid
    on ``tcgen05.alloc`` in three sm_100/sm_103 kernels where it follows the relinquish's marker."""
    marker = None
    for ln in sass.splitlines():
        if (m := _TMEM_SASS.search(ln)) is not None:
            marker = m.group("op")
        elif _STS_U8.search(ln) and "@!PT" not in ln:
            break
    else:
        return None
    op = _TMEM_PTX.get(marker or "")
    line = next((n for n, ln in enumerate(ptx.splitlines(), 1) if op and f"{op}." in ln), None)
    return (op, line) if op and line else None


def _tmem_byte_cause(inp: AnalysisInput, ptx: str
                     ) -> tuple[list[Claim], list[tuple[str, int, str]], bool] | None:
    """The PTX's tensor-memory allocation as the source of ptxas's one-byte shared store: ``(claims, facts,
    owned)``, or ``None`` when the PTX has no ``tcgen05.alloc``. Claims ``tcgen05_alloc`` (its PTX line) and, when
    :func:`_byte_owner` finds the PTX op whose SASS code holds the ``STS.U8`` (``owned``), ``byte_op`` and
    ``byte_line`` (rule ``narrow-cause``); facts ``(stage, line, text)`` of the same PTX lines."""
    # e.g. @%p1 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r31], 128;   (the shared model's)
    alloc = next((i for i in machine.shared("ptx", ptx).instructions if i.opcode.startswith("tcgen05.alloc.")), None)
    if alloc is None:
        return None
    claims = [Claim("tcgen05_alloc", alloc.line, "line", "narrow-cause", (Ref("ptx", alloc.line, "tcgen05.alloc"),))]
    facts = [("ptx", alloc.line, "tcgen05.alloc")]
    owner = _byte_owner(inp.stages.get("sass", ""), ptx)
    if owner is None:
        return claims, facts, False
    byte_op, byte_at = owner
    ref = (Ref("ptx", byte_at, byte_op),)
    claims += [Claim("byte_op", byte_op, "op", "narrow-cause", ref),
               Claim("byte_line", byte_at, "line", "narrow-cause", ref)]
    facts.append(("ptx", byte_at, byte_op))
    return claims, facts, True


def narrow_causes(inp: AnalysisInput, mv: Movement, sources: Sequence[tuple[Access, BankEstimate]],
                  allocs: Sequence[Allocation]) -> tuple[list[Cause], bool, list[tuple[Group, list[int]]]]:
    """Why ``mv``'s stage moves shared data in under 32 bits per lane: ``(causes, ptxas_only, attributed)``, each
    cause a sentence of claims with the IR facts it rests on (:class:`Cause`), and each Python line's group of
    narrow instructions (:func:`~ir_explorer.analyses.shared_memory.narrow.groups`) with the indices of its causes.

    * In SASS whose PTX (when captured) has no shared load or store under 32 bits (:func:`movement`), ptxas
      emitted them itself: the one cause, with ``ptxas_only`` true and no groups; its facts are the narrow SASS lines
      and the PTX's ``tcgen05.alloc`` line when it has one (ptxas's tensor-memory allocator code stores a byte:
      ``STS.U8`` after ``UVIRTCOUNT.DEALLOC.SMPOOL`` in an sm_100 matmul), its line a claim (rule ``narrow-cause``).
    * Else each group is attributed to what the TTGIR ops of its own Python line show (trial 10c M2: one cause of
      one line was named for every instruction): an access the bank model (``sources``, from
      :func:`_bank_findings`) estimates at under 4 bytes per lane (rule ``narrow-access``); a write whose stored-from
      register layout gives a lane under 32 bits along the shared order (:func:`_narrow_stores`); a
      ``swizzled_shared`` layout those ops use whose vector is under 32 bits (:func:`_narrow_layouts`); a
      ``local_load`` into a dot operand of ``kWidth`` × element bits under 32
      (:func:`~ir_explorer.analyses.shared_memory.narrow.dot_load_causes`); a scratch op of elements under 32 bits
      (:func:`_narrow_scratch`). A group at the kernel's ``def`` line is Triton's or ptxas's code: the worker warps'
      dispatch of ``ttg.warp_specialize`` (trial 10a M1), ptxas's ``tcgen05.alloc`` byte store. A group with none
      has no cause (the finding says the cause is not known)."""
    ptx = inp.stages.get("ptx")
    if mv.stage == "sass" and ptx is not None and not movement("ptx", ptx).narrow:
        template = "the PTX has no shared-memory load or store under 32 bits per lane, so ptxas emitted them"
        claims: list[Claim] = []
        facts = [("sass", ln, k.split(".")[0]) for k in mv.narrow for ln in mv.lines.get(k, ())[:4]]
        tmem = _tmem_byte_cause(inp, ptx)
        if tmem is not None:
            more, more_facts, owned = tmem
            claims += more
            facts += more_facts
            template += (" (this PTX allocates tensor memory: tcgen05.alloc at ptx:{tcgen05_alloc}; ptxas's code "
                         "for {byte_op} at ptx:{byte_line} stores a byte to shared memory)" if owned else
                         " (this PTX allocates tensor memory: tcgen05.alloc at ptx:{tcgen05_alloc}, whose SASS "
                         "code stores a byte to shared memory)")
        return [_cause(template, claims, facts)], True, []
    ptx_lines = movement("ptx", ptx).lines if ptx is not None else {}
    out: list[Cause] = []
    by_alias: dict[str, int] = {}
    attributed: list[tuple[Group, list[int]]] = []
    twins = _ptx_twins(inp, mv) if mv.stage == "sass" else {}
    for g in groups(inp, mv):
        mine: list[int] = []

        def add(found: Iterable[Cause], mine: list[int] = mine) -> None:
            for c in found:
                mine.append(len(out))
                out.append(c)

        _ops_causes(inp, mv, g, g.at, sources, allocs, out, by_alias, mine)
        if not mine and not g.kernel and g.at in twins:
            # trial 12b F2 / 12c M1: the SASS line table moved these instructions; the PTX's group of the same
            # instructions at another line names their cause
            twin = twins[g.at]
            g = replace(g, via=twin.at)
            _ops_causes(inp, mv, g, g.via, sources, allocs, out, by_alias, mine,
                        ("ptx", [ln for lns in twin.lines.values() for ln in lns]))
        if g.kernel:
            if any(re.search(r"(?:ld\.shared 8-bit|^LDS\.[US]8)$", k) for k in g.lines):
                ws = dispatch_cause(inp, f"cause{len(out)}")
                add([ws] if ws is not None else [])
            # a SASS byte store the PTX has no 8-bit shared store for at this line: ptxas's code for tcgen05.alloc
            # (trial 8b M4); the PTX's byte stores of another line do not make it theirs (trial 12d M1: mx_matmul's
            # 64 st.shared.b8 of its fp4 tile at line 32 hid the relinquish's byte at the def line)
            ptx_bytes = [ln for ln in ptx_lines.get("st.shared 8-bit", ())
                         if where(inp.python_location("ptx", ln)) == g.at]
            if mv.stage == "sass" and ptx is not None and any(re.match(r"STS\.[US]?8$", k) for k in g.lines) \
                    and not ptx_bytes:
                tmem = _tmem_byte_cause(inp, ptx)
                if tmem is not None:
                    claims, facts, owned = tmem
                    # trial 11d F2: the byte follows tcgen05.relinquish_alloc_permit's code, not the alloc's
                    template = ("the byte stores come from ptxas's code for {byte_op} at ptx:{byte_line} (this PTX "
                                "allocates tensor memory: tcgen05.alloc at ptx:{tcgen05_alloc}; no 8-bit "
                                "shared-memory store of the PTX carries this line)" if owned else
                                "the byte stores come from ptxas's code for the tensor-memory allocation "
                                "(tcgen05.alloc at ptx:{tcgen05_alloc}; no 8-bit shared-memory store of the PTX "
                                "carries this line)")
                    add([_cause(template, claims, facts)])
        attributed.append((g, sorted(set(mine))))
    return out, False, attributed


def _ptx_twins(inp: AnalysisInput, mv: Movement) -> dict[Where | None, Group]:
    """``{SASS group's line: the PTX group's line}`` for each SASS group of narrow instructions whose PTX twin (the
    one PTX group of the same instructions, :func:`~ir_explorer.analyses.shared_memory.narrow.signature`) carries
    another Python line, where the PTX has no narrow instruction at the SASS group's line (trial 12b F2: ptxas's line
    table follows an inline-asm block's inner ``.loc``, so 32 ``STS.U8`` of the V store at line 55 sit at line 59)."""
    ptx = inp.stages.get("ptx")
    if ptx is None:
        return {}
    ptx_groups = groups(inp, movement("ptx", ptx))
    by_sig: dict[object, list[Group]] = {}
    for pg in ptx_groups:
        by_sig.setdefault(signature(pg.lines), []).append(pg)
    at_ptx = {pg.at for pg in ptx_groups}
    out: dict[Where | None, Group] = {}
    for g in groups(inp, mv):
        sig = signature(g.lines)
        found = by_sig.get(sig, []) if sig is not None else []
        if len(found) == 1 and found[0].at is not None and found[0].at != g.at and g.at not in at_ptx:
            out[g.at] = found[0]
    return out


def _ops_causes(inp: AnalysisInput, mv: Movement, g: Group, at: Where | None,
                sources: Sequence[tuple[Access, BankEstimate]], allocs: Sequence[Allocation], out: list[Cause],
                by_alias: dict[str, int], mine: list[int], twin: tuple[str, list[int]] | None = None) -> None:
    """The causes the TTGIR ops of Python line ``at`` show for group ``g``'s instructions (:func:`narrow_causes`),
    each appended to ``out`` with its index to ``mine``; ``by_alias`` holds the causes already named for a shared
    layout (named once, their index added to ``mine``). ``twin``, ``(stage, lines)``: the PTX group of the same
    instructions at ``at`` whose lines a store's cause is matched against (the SASS lines carry another line)."""

    def add(found: Iterable[Cause]) -> None:
        for c in found:
            mine.append(len(out))
            out.append(c)

    text = inp.stages.get("ttgir", "")
    module = inp.model("ttgir") if text else None
    at_lines = ops_at(inp, module, at) if module is not None and at is not None else []
    same: dict[tuple[str, str | None, int], list[tuple[Access, BankEstimate]]] = {}
    for acc, est in sources:
        if acc.line in at_lines:
            same.setdefault((acc.op, acc.allocation, est.access_bytes), []).append((acc, est))
    for found in same.values():
        add(_access_causes(inp, mv, g, found, len(out)))
    stage_lines = [ln for lns in g.lines.values() for ln in lns]
    if at_lines:
        add(_narrow_stores(inp, *(twin or (mv.stage, stage_lines)), first=len(out),
                           modelled={acc.line for found in same.values() for acc, _ in found}))
        used = {a for ln in at_lines if module is not None and (op := module.by_line.get(ln)) is not None
                for a in re.findall(r"#[\w$-]+", op.source or "")}
        for alias in sorted(used & set(by_alias)):
            mine.append(by_alias[alias])
        fresh = _narrow_layouts(text, allocs, first=len(out), used=used - set(by_alias))
        for c in fresh:
            by_alias[str(c.claims[0].value)] = len(out) + fresh.index(c)
        add(fresh)
        add(dot_load_causes(inp, at_lines, lambda i: f"cause{len(out) + i}"))
        lowered = _lowered_converts(inp)
        scratch = _narrow_scratch(text, inp.target.warp_size, narrow_at=set(at_lines).__contains__,
                                  lowered=lowered)
        keep = set(at_lines)
        split = split_by_chain(inp, mv.stage, stage_lines, [int(str(c.claims[1].value)) for c in scratch]) \
            if len(scratch) > 1 else None
        if split is not None:  # trial 11a M2: only the scratch ops whose own code holds the narrow accesses
            keep = {ln for ln in keep if split.get(ln, 1)}
        kept = _narrow_scratch(text, inp.target.warp_size, first=len(out), narrow_at=keep.__contains__,
                               lowered=lowered)
        add(_same_location(inp, kept) if split is None and len(kept) > 1 else kept)


def _access_cause(acc: Access, est: BankEstimate, k: str,
                  copy: tuple[Movement, tuple[int, ...], int] | None = None) -> Cause:
    """An access the bank model estimates at under 4 bytes per lane, as a cause (rule ``narrow-access``). With
    ``copy`` (the stage's movement, the narrow lines of the stage this copy of the op makes, the line of the
    innermost loop around it, 0 for none: :func:`_access_causes`), also claims ``k/count`` (about those lines) and
    ``k/loop_line``."""
    what = f"%{display(acc.allocation)}" if acc.allocation else layout_text(acc.memdesc)
    verb = "writes" if acc.direction == "write" else "reads"
    ref = (Ref("ttgir", acc.line, acc.op),)
    claims = [Claim(f"{k}/op", acc.op, "op", "narrow-access", ref),
              Claim(f"{k}/line", acc.line, "line", "narrow-access", ref),
              Claim(f"{k}/target", what, "value" if acc.allocation else "layout", "narrow-access", ref),
              Claim(f"{k}/access_bytes", est.access_bytes, "bytes", "narrow-access", ref)]
    tail = ""
    if copy is not None:
        mv, lines, loop = copy
        claims += [Claim(f"{k}/count", len(lines), "count", "narrow-access",
                         tuple(Ref(mv.stage, ln, _mnemonic(key)) for key, lns in mv.lines.items() for ln in lns
                               if ln in lines)),
                   Claim(f"{k}/loop_line", loop, "line", "narrow-access", ref)]
        tail = (f": ×{{{k}/count}} of them, in the loop at ttgir:{{{k}/loop_line}}" if loop else
                f": ×{{{k}/count}} of them, outside every loop")
    return _cause(f"{{{k}/op}} at ttgir:{{{k}/line}} {verb} {{{k}/target}} in {{{k}/access_bytes}}-byte "
                  f"accesses (model estimate){tail}", claims, [("ttgir", acc.line, acc.op)])


def _access_causes(inp: AnalysisInput, mv: Movement, g: Group, found: Sequence[tuple[Access, BankEstimate]],
                   first: int) -> list[Cause]:
    """The causes of ``found`` (accesses of one op kind, target and width at ``g``'s Python line): the first
    alone, or, when they are copies of one op at different loop depths (the pipeliner's prologue copy and the loop's,
    trial 11b M2) whose narrow instructions of ``g`` of that direction and width the stage's own loops split
    (:func:`~ir_explorer.analyses.shared_memory.narrow.split_by_loop`), each copy with its count."""
    lines = sorted({acc.line for acc, _ in found})
    acc0, est0 = found[0]
    if len(lines) < 2 or mv.stage not in inp.stages:
        return [_access_cause(acc0, est0, f"cause{first}")]
    ops = {op.line: op for op in scan(inp.stages.get("ttgir", ""))}  # here: only copies need their loops
    if any(ln not in ops for ln in lines):
        return [_access_cause(acc0, est0, f"cause{first}")]
    prefix = ("st", "ST", "ds_write") if acc0.direction == "write" else ("ld", "LD", "ds_read")
    width = str(8 * est0.access_bytes)
    mine = [ln for key, lns in g.lines.items() if key.startswith(prefix) and width in re.findall(r"\d+", key)
            for ln in lns]
    split = split_by_loop(inp.stages[mv.stage], mine, {ln: len(ops[ln].loops) for ln in lines})
    if split is None or len(mine) != sum(len(v) for v in g.lines.values()):
        return [_access_cause(acc0, est0, f"cause{first}")]
    by_line = {acc.line: (acc, est) for acc, est in reversed(found)}
    return [_access_cause(*by_line[ln], f"cause{first + i}",
                          (mv, split[ln], ops[ln].loops[-1] if ops[ln].loops else 0))
            for i, ln in enumerate(sorted(split, key=lambda ln: ln))]


def group_claims(mv: Movement, attributed: Sequence[tuple[Group, list[int]]], causes: Sequence[Cause]
                 ) -> tuple[list[Claim], str]:
    """The claims ``group<i>/…`` of each Python line's narrow instructions (rule ``narrow-group``: its Python file
    and line, 0 when it has none; each instruction's count, about its lines; whether it is the kernel's ``def`` line;
    the indices of its causes, ``"0,2"``) and the template of the sentence naming them with their causes."""
    claims: list[Claim] = []
    parts: list[str] = []
    for i, (g, mine) in enumerate(attributed):
        k = f"group{i}"
        claims.append(Claim(f"{k}/python_file", g.at[0] if g.at else "", "text", "narrow-group"))
        claims.append(Claim(f"{k}/python_line", g.at[1] if g.at else 0, "line", "narrow-group"))
        claims.append(Claim(f"{k}/kernel_line", g.kernel, "flag", "narrow-group"))
        claims.append(Claim(f"{k}/causes", ",".join(str(j) for j in mine), "text", "narrow-group"))
        counts = []
        for key, lines in g.lines.items():
            claims.append(Claim(f"{k}/count/{claim_key(key)}", len(lines), "count", "narrow-group",
                                tuple(Ref(mv.stage, ln, _mnemonic(key)) for ln in lines)))
            counts.append(f"{_literal(key)} ×{{{k}/count/{claim_key(key)}}}")
        where = (f"at the kernel's def line {{{k}/python_line}} (code that carries only the tt.func's own location)"
                 if g.kernel else f"at Python line {{{k}/python_line}}" if g.at else "with no Python line")
        if g.via is not None:  # trial 12b F2: the PTX's group of the same instructions is at another line
            claims.append(Claim(f"{k}/ptx_python_line", g.via[1], "line", "narrow-group"))
            where += (f" (the PTX has the same instructions at Python line {{{k}/ptx_python_line}}, where its "
                      "code carries them; the SASS line table puts them here)")
        why = "; ".join(causes[j].template for j in mine) if mine else "the IR shows no cause for them, so the cause " \
            "is not known"
        parts.append(f"{', '.join(counts)} {where}: {why}")
    return claims, "; ".join(parts)


def analyze(inp: AnalysisInput) -> Analysis:
    """Shared-memory findings for one compiled kernel.

    One ``info`` finding per allocation (layout, shape, element type, buffers, bytes); one for the
    total against metadata ``shared`` (and the module's ``ttg.shared`` when the text has one);
    one per stage for the instructions that move data; a ``warn`` for each access whose estimated
    bank conflicts exceed 1 way, and for shared loads/stores narrower than 32 bits. Metric:
    ``shared_bytes`` (metadata). Never raises.
    """
    findings: list[Finding] = []
    metrics: dict[str, object] = {}
    shared_meta = inp.metadata.get("shared")
    if isinstance(shared_meta, int):
        metrics["shared_bytes"] = shared_meta
    text = inp.stages.get("ttgir", "")
    allocs: list[Allocation] = []
    narrow_sources: list[tuple[Access, BankEstimate]] = []
    if text:
        module = inp.model("ttgir")
        ops = module.printed_ops
        allocs = allocations(module)
        for a in allocs:
            findings.append(_allocation_finding(inp, a))
        _total(inp, findings, allocs, text, shared_meta, ops)
        if inp.target.backend == "cuda":
            narrow_sources = _bank_findings(inp, findings, accesses(module, allocs),
                                            "ldmatrix" in inp.stages.get("ptx", ""), allocs)
        if inp.target.backend != "cuda" and allocs:
            findings.append(_lds_not_modelled(inp, text))
    for stage in ("ptx", "sass", "amdgcn"):
        if stage in inp.stages:
            _movement_findings(inp, findings, movement(stage, inp.stages[stage]), narrow_sources, allocs)
    return Analysis(findings, metrics)


# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, …, "ttg.threads-per-warp" = 64 : i32} {
_MODULE_LINE = re.compile(r"^module attributes\b.*\bttg\.threads-per-warp\b", re.MULTILINE)


def _lds_not_modelled(inp: AnalysisInput, text: str) -> Finding:
    """``bank conflicts not estimated on AMD: LDS banking (64-lane waves, ds_read_b128 phases) is not modelled``
    (an AMD target, whose LDS the bank model does not cover). The lanes of a wave are the TTGIR module's
    ``ttg.threads-per-warp`` (:func:`~ir_explorer.ir.ttgir.module_attributes`), a claim about its ``module
    attributes`` line (rule ``lds-wave``); without that attribute the sentence names no wave size."""
    lanes = module_attributes(text).get("ttg.threads-per-warp")
    m = _MODULE_LINE.search(text)
    if lanes is None or m is None:
        return _finding(inp, "info", "bank conflicts not estimated on AMD: LDS banking (ds_read_b128 phases) is not "
                        "modelled", "ttgir", (), {})
    ref = (Ref("ttgir", text.count("\n", 0, m.start()) + 1, "ttg.threads-per-warp"),)
    return _finding(inp, "info", "bank conflicts not estimated on AMD: LDS banking ({wave_lanes}-lane waves, "
                    "ds_read_b128 phases) is not modelled", "ttgir", (), {},
                    claims=[Claim("wave_lanes", lanes, "lanes", "lds-wave", ref)])


def stored_branch(module: IRModule, op: IROp) -> int | None:
    """The TTGIR line of the innermost ``scf.if`` around ``op`` that sits inside ``op``'s innermost loop (its
    ``scf.for``/``scf.while``, ``op.loops[-1]``): an allocation stored there is stored only in the iterations where
    that condition holds, not in every one (trial 15a F1: axolotl's MoE weight gradient stores its operand tiles
    under ``if block_expert == expert``). ``None`` when ``op`` is in no loop, or when every ``scf.if`` around it
    holds the loop instead. By the scoped model's regions (:meth:`~ir_explorer.ir.mlir_model.IRModule.enclosing`)."""
    branch = module.enclosing(op, "scf.if")
    if not op.loops or branch is None or branch.line <= op.loops[-1]:
        return None
    return branch.line


def other_value(name: str, stored: str | None) -> str | None:
    """``%go_52``, the value a ``ttg.local_alloc`` named ``name`` stores (its operand key ``stored``), where the IR
    named the allocation after another Python variable than that value (trial 15a M4: the grad_out tile stored for
    ``tl.trans(go)`` is ``%acc_53``, after the ``acc = tl.dot(…)`` line, and read as the accumulator); ``None`` when
    both names share their variable (``%x_77`` of ``%x_76``), when the allocation's name is a bare number (it names
    no variable) or when nothing is stored."""
    if stored is None:
        return None
    own, held = _variable(display(name)), _variable(display(stored))
    return None if own.isdigit() or own == held else f"%{display(stored)}"


def _variable(name: str) -> str:
    """The Python variable an SSA name was made from: ``go_52`` → ``go``, ``acc#2`` → ``acc``."""
    return re.sub(r"(?:_\d+)?(?:#\d+)?$", "", name)


def _allocation_finding(inp: AnalysisInput, a: Allocation) -> Finding:
    """``%a_39: 3 buffers of 128x64xf16 in nvmma_shared …: 49152 bytes``: one allocation's claims, each about its
    ``ttg.local_alloc`` line (rules of :mod:`ir_explorer.engines.rules.shared`)."""
    ref = (Ref("ttgir", a.line, f"%{display(a.name)} = ttg.local_alloc"),)
    claims = [Claim("name", f"%{display(a.name)}", "value", "allocation", ref),
              Claim("buffers", a.buffers, "buffers", "buffers", ref),
              Claim("tile", tuple(a.tile_shape), "shape", "allocation", ref),
              Claim("shape", tuple(a.type.shape), "shape", "allocation", ref),
              Claim("element", a.type.element, "type", "allocation", ref),
              Claim("bytes", a.nbytes, "bytes", "allocation", ref),
              Claim("layout", "mbarrier array" if a.barrier else layout_text(a.type), "layout", "alloc-layout", ref),
              Claim("barrier", a.barrier, "flag", "alloc-layout", ref)]
    loop = branch = None
    if a.source:
        claims.append(Claim("source", layout_text(a.source), "layout", "alloc-layout", ref))
        module = inp.model("ttgir") if "ttgir" in inp.stages else None
        op = module.by_line.get(a.line) if module is not None else None
        loop = op.loops[-1] if op is not None and op.loops else None
        if loop is not None:  # stored again in every iteration (trial 12b M2: V re-stored per iteration as %dp)
            claims.append(Claim("stored_in_loop", loop, "line", "alloc-layout", ref))
            branch = stored_branch(module, op) if module is not None and op is not None else None
        if branch is not None:  # only in the iterations where an scf.if of that loop holds (trial 15a F1)
            claims.append(Claim("stored_branch", branch, "line", "alloc-layout", ref))
        held = other_value(a.name, op.operand_keys[0] if op is not None and op.operand_keys else None)
        if held is not None:  # named after another Python variable than the value it holds (trial 15a M4)
            claims.append(Claim("stored_value", held, "value", "alloc-layout", ref))
    # an mbarrier array takes its SSA name from the op it synchronises (its loc), e.g. %acc for the loop whose result
    # is `acc`: say it holds no data of that name (trial 7b M2: "%acc: 2 buffers of 1xi64" read as the accumulator)
    named = " (the IR names barriers after the loop or op they serve; they hold no tensor data)" if a.barrier else ""
    template = ("{name}: " + ("{buffers} buffers of " if a.buffers > 1 else "") + "{tile:x}x{element} in {layout}"
                + named + (", stored" if a.source else "")
                + (" in every iteration of the loop at ttgir:{stored_in_loop}" if loop is not None and branch is None
                   else "")
                + (" in the iterations of the loop at ttgir:{stored_in_loop} where the scf.if at "
                   "ttgir:{stored_branch} holds," if branch is not None else "")
                + (" from {source}" if a.source else "")
                + (", holding {stored_value}" if any(c.key == "stored_value" for c in claims) else "")
                + ": {bytes} bytes")
    return _finding(inp, "info", template, "ttgir", (a.line,), {}, claims=claims)


def swizzle_of(layout: Layout | None) -> dict[str, object] | None:
    """The swizzle of a shared layout as data: ``{"vec", "per_phase", "max_phase", "order"}`` for
    ``#ttg.swizzled_shared``; ``{"swizzling_byte_width", "transposed", "element_bit_width"}`` for
    ``#ttg.nvmma_shared``; ``None`` for other layouts."""
    if isinstance(layout, SwizzledSharedLayout):
        return {"vec": layout.vec, "per_phase": layout.per_phase, "max_phase": layout.max_phase,
                "order": list(layout.order)}
    if isinstance(layout, NVMMASharedLayout):
        return {"swizzling_byte_width": layout.swizzling_byte_width, "transposed": layout.transposed,
                "element_bit_width": layout.element_bit_width}
    return None


#: Said with every bank-conflict figure: where it comes from.
MODEL_NOTE = "model estimate: 32 banks of 4 bytes, one 4-byte word per bank per wavefront"


#: The PTX mnemonics that read shared memory into registers (a ``ttg.local_load``'s lowering).
SHARED_LOADS = ("ld.shared", "ldmatrix")


def mnemonics_by_python_line(ptx_lines: Sequence[str], locs: Sequence[object],
                             mnemonics: Mapping[str, str | tuple[str, ...]], owned: Collection[object] = ()
                             ) -> tuple[dict[str, dict[object, bool]] | None, bool]:
    """One pass over the PTX's lines: for each name of ``mnemonics`` (a mnemonic, e.g. ``ldmatrix``, or a tuple of
    them), ``{(python_file, python_line): whether a PTX line of it holds that mnemonic}``, from ``locs`` (the PTX
    ``.loc`` map, :mod:`~ir_explorer.ir.sourcemap`: one entry per PTX line, ``None`` where a line has none); ``None``
    in place of the maps without a PTX or a ``.loc`` map (then the whole PTX decides). The second value is
    :func:`orphan_loads_ldmatrix` over the same lines with ``owned``."""
    names = {key: frozenset((m,) if isinstance(m, str) else m) for key, m in mnemonics.items()}
    every = tuple(frozenset().union(*names.values(), SHARED_LOADS))
    maps: dict[str, dict[object, bool]] = {key: {} for key in names}
    kinds: set[bool] = set()
    for i, line in enumerate(ptx_lines):
        held = {m for m in every if m in line}
        loc = locs[i] if i < len(locs) else None
        if loc is not None:
            for key, ms in names.items():
                out = maps[key]
                out[loc] = out.get(loc, False) or not held.isdisjoint(ms)
        if not held.isdisjoint(SHARED_LOADS) and (loc is None or loc not in owned):
            kinds.add("ldmatrix" in held)
    return (maps if ptx_lines and locs else None), kinds == {True}


def orphan_loads_ldmatrix(ptx_lines: Sequence[str], locs: Sequence[object], owned: Collection[object]) -> bool:
    """Whether the PTX's shared-memory loads that no shared-memory read of the TTGIR owns by Python line (their
    line, from ``locs``, is ``None`` or not in ``owned``) are all ``ldmatrix``, and there is at least one: how a read
    whose own Python line has no shared-memory load in the PTX (the pipeliner or a warp-specialize partition moved
    its instructions to another line's ``.loc``, trial 12d F2) is decided. ``False`` when such loads mix
    ``ld.shared`` in (an int8 ``dot_op`` read as 64 ``ld.shared.b8`` at the dot's line, not its own) or there are
    none."""
    return mnemonics_by_python_line(ptx_lines, locs, {}, owned)[1]


def _bank_findings(inp: AnalysisInput, findings: list[Finding], accs: list[Access], ldmatrix: bool,
                   allocs: Iterable[Allocation] = ()) -> list[tuple[Access, BankEstimate]]:
    """One finding per (op, allocation, view layout, estimate), with the lines of every such access: the
    allocation's bytes and swizzle (and its own layout where the op reads it through a view in another, e.g. a
    ``ttg.memdesc_trans``), and the estimate (a model, :func:`estimate_bank_conflicts`). Returns the accesses estimated
    to move under 4 bytes per lane, with their estimates (the causes a narrow-access finding names)."""
    by_name = {a.name: a for a in allocs}
    groups: dict[tuple[str, str, str, str, bool], tuple[list[int], BankEstimate | str, Access]] = {}
    ptx = inp.stages.get("ptx") or ""
    maps, orphans = mnemonics_by_python_line(
        ptx.splitlines(), inp.source_lines.get("ptx") or (),
        {"ldmatrix": "ldmatrix", "loads": SHARED_LOADS, "ld.shared": "ld.shared", "stmatrix": "stmatrix"},
        {inp.python_location("ttgir", a.line) for a in accs if a.direction == "read"})
    by_line = maps["ldmatrix"] if maps is not None else None
    loads_by_line = maps["loads"] if maps is not None else {}
    ld_by_line = maps["ld.shared"] if maps is not None else {}
    st_by_line = maps["stmatrix"] if maps is not None else None
    stmatrix = "stmatrix" in ptx
    narrow: list[tuple[Access, BankEstimate]] = []
    for acc in accs:
        loc = inp.python_location("ttgir", acc.line)
        # a read whose Python line has no shared-memory load at all in the PTX (its instructions carry another
        # line: trial 12d F2) is decided by the loads no read owns (:func:`orphan_loads_ldmatrix`)
        own = acc.direction == "write" or loads_by_line.get(loc, False)
        uses = (by_line.get(loc, False) if own else orphans) if by_line is not None and loc[1] is not None \
            else ldmatrix
        st_uses = st_by_line.get(loc, False) if st_by_line is not None and loc[1] is not None else stmatrix
        only = bool(by_line) and loc[1] is not None and own and uses and not ld_by_line.get(loc, False)
        est = estimate_bank_conflicts(acc, uses, inp.target.warp_size, st_uses, only)
        if isinstance(est, BankEstimate) and est.access_bytes < BANK_BYTES:
            narrow.append((acc, est))
        target = f"%{display(acc.allocation)}" if acc.allocation else layout_text(acc.memdesc)
        # the view's layout too: a ttg.memdesc_trans view of one allocation has its own (trial 7c F1: tcgen05
        # reading %do directly, transposed = false, and through memdesc_trans, transposed = true)
        # and whether the register side is a dot_op: one finding's claim "dot_operand" holds for all its lines (a
        # #linear K read and a dot_op V read of one layout can get one estimate, as ldmatrix rows: both are read so)
        dot = isinstance(acc.tensor.layout if acc.tensor else None, DotOperandLayout)
        key = (acc.op, target, layout_text(acc.memdesc), repr(est), dot)
        seen = groups.setdefault(key, ([], est, acc))[0]
        if acc.line not in seen:  # one op reading two operands of one layout (a tile by itself) is one op
            seen.append(acc.line)
    text = inp.stages.get("ttgir", "")
    for (op, target, _, _, dot), (lines, est, acc) in groups.items():
        verb = "writes" if op in WRITE_OPS else "reads"
        alloc = by_name.get(acc.allocation or "")
        refs = tuple(Ref("ttgir", n, op) for n in lines)
        claims = [Claim("op", op, "op", "access-op", refs),
                  Claim("side", "store" if verb == "writes" else "load", "text", "access-op", refs),
                  Claim("target", target, "value" if alloc else "layout", "access-target", refs),
                  Claim("count", len(lines), "count", "access-count", refs),
                  Claim("dot_operand", dot, "flag", "access-layout", refs)]
        claims += _swizzle_claims(text, acc.memdesc, refs)
        data: dict[str, object] = {}
        if not any(c.key.startswith("swizzle/") for c in claims):
            data["swizzle"] = None
        what = "{target}"
        if alloc:
            claims += [Claim("bytes", alloc.nbytes, "bytes", "allocation-bytes", refs),
                       Claim("layout", layout_text(acc.memdesc), "layout", "access-layout", refs)]
            what = "{target} ({bytes} bytes, {layout})"
            if layout_text(alloc.type) != layout_text(acc.memdesc):  # a ttg.memdesc_trans view (trial 7c F1)
                claims.append(Claim("allocation_layout", layout_text(alloc.type), "layout", "alloc-layout",
                                    (Ref("ttgir", alloc.line, "ttg.local_alloc"),)))
                what = "{target} ({bytes} bytes, {allocation_layout}) through a view in {layout}"
        else:
            data["bytes"] = None
        if isinstance(est, BankEstimate):
            claims += [Claim("wavefronts", est.wavefronts, "wavefronts", "bank-model", refs),
                       Claim("ideal", est.ideal, "wavefronts", "bank-model", refs),
                       Claim("ways", est.ways, "count", "bank-model", refs),
                       Claim("access_bytes", est.access_bytes, "bytes", "access-width", refs),
                       Claim("model", est.how, "text", "bank-model", refs)]
            if est.ways > 1:
                message = (f"{{op}} {verb} {what} with about {{ways:g}}-way bank conflicts ({{wavefronts}} "
                           f"wavefronts where {{ideal}} would do; {{model}}; {MODEL_NOTE})")
            else:
                message = (f"{{op}} {verb} {what}: no bank conflicts expected ({{wavefronts}} wavefront"
                           f"{'s' if est.wavefronts != 1 else ''} for {{ideal}} ideal; {{model}}; {MODEL_NOTE})")
        else:
            claims.append(Claim("model", est, "text", "bank-model", refs))
            message = f"{{op}} {verb} {what}: {{model}}"
        times = " [{count} ops]" if len(lines) > 1 else ""
        severity: Severity = "warn" if isinstance(est, BankEstimate) and est.ways > 1 else "info"
        facts = _swizzle_fact(text, acc.memdesc, layout_text(acc.memdesc)) if severity == "warn" else []
        findings.append(_finding(inp, severity, message + times, "ttgir", tuple(lines), data, facts=facts,
                                 claims=claims))
    return narrow


#: The ops that may need scratch shared memory of Triton's allocator (``lib/Analysis/Allocation.cpp``:
#: ``defaultAllocationAnalysisScratchSizeFn``): the op names themselves, not their region terminators
#: (``tt.reduce.return``). A ``tt.histogram`` takes max(bins, lanes per warp) × 4 bytes, a ``tt.gather`` its source
#: tile (trial 9c F1: NSA's 256-bin histogram took all 1024 bytes of a kernel said to have none of these ops), a
#: ``ttg.warp_specialize`` a buffer for the explicit captures it passes to its partitions, live while they run (trial
#: 10a F1: 136 of the 172 bytes over a warp-specialized fp8 GEMM's allocations, said to be padding).
SCRATCH_OPS = frozenset({"ttg.convert_layout", "tt.reduce", "tt.scan", "tt.atomic_rmw", "tt.atomic_cas",
                         "tt.histogram", "tt.gather", "ttg.warp_specialize"})
#: The scratch ops whose scratch holds their own elements in a layout Triton picks (a cause of narrow accesses).
_NARROW_SCRATCH_OPS = frozenset({"ttg.convert_layout", "tt.reduce", "tt.scan"})


def scratch_ops(ops: Iterable[Op]) -> int:
    """How many ops of :data:`SCRATCH_OPS` the module holds (one per op, by its exact name)."""
    return sum(1 for op in ops if op.name in SCRATCH_OPS)


def scratch_words(ops: Iterable[Op]) -> str:
    """The names of :data:`SCRATCH_OPS` as the totals finding writes them: ``convert_layout/reduce/scan/atomic``,
    with ``histogram/gather`` among them when the module holds one of those, and ``warp_specialize`` last when it
    holds a ``ttg.warp_specialize``."""
    names = {op.name for op in ops}
    words = ("convert_layout/reduce/scan/histogram/gather/atomic" if names & {"tt.histogram", "tt.gather"}
             else "convert_layout/reduce/scan/atomic")
    return words + "/warp_specialize" if "ttg.warp_specialize" in names else words


#: What a ``ttg.warp_specialize``'s scratch holds, said wherever the totals finding counts one (trial 10a F1).
_WS_SCRATCH = (" (a ttg.warp_specialize op's scratch holds the values it passes to its partitions, live while they "
               "run)")


def _total(inp: AnalysisInput, findings: list[Finding], allocs: list[Allocation], text: str,
           shared_meta: object, ops: Sequence[Op]) -> None:
    """``allocations total … bytes; metadata shared = …``: the allocations' bytes against Triton's metadata
    ``shared`` (and the module's ``ttg.shared``), each a claim (rules ``shared-total``, ``scratch-ops``)."""
    total = sum(a.nbytes for a in allocs)
    module_shared = module_attributes(text).get("ttg.shared")
    scratch = scratch_ops(ops)
    words = scratch_words(ops)
    ws = _WS_SCRATCH if any(op.name == "ttg.warp_specialize" for op in ops) else ""
    refs = tuple(Ref("ttgir", a.line, "ttg.local_alloc") for a in allocs)
    claims = [Claim("allocations_bytes", total, "bytes", "shared-total", refs),
              Claim("scratch_ops", scratch, "count", "scratch-ops")]
    data: dict[str, object] = {"metadata_shared": shared_meta, "module_shared": module_shared}
    parts = ["allocations total {allocations_bytes} bytes"]
    if isinstance(shared_meta, int):
        parts.append("metadata shared = {metadata_shared}")
        diff = shared_meta - total
        claims += [Claim("metadata_shared", shared_meta, "bytes", "shared-total"),
                   Claim("difference", diff, "bytes", "shared-total")]
        if diff == 0 and shared_meta == 0:  # trial item M10: nothing to fit (a one-warp reduce shuffles only)
            parts.append("they match" + (f"; none of the {{scratch_ops}} {words} op(s) takes "
                                         "shared-memory scratch (registers and warp shuffles only)" if scratch else ""))
        elif diff == 0:
            # trial 7c M2: "the scratch of those … fits" read as if one took scratch; a gfx950 convert within a
            # warp (v_permlane32_swap) takes none
            parts.append("they match" + (f"; if those of the {{scratch_ops}} {words} op(s) "
                                         "that exchange data across lanes or warps take shared-memory scratch, it "
                                         "fits in space the allocations free (Triton's allocator reuses it by "
                                         "liveness)" if scratch else ""))
        elif diff > 0 and allocs:
            # trial 8a M1: "8 more bytes: scratch for … the 1 convert_layout …, and alignment" read as if the convert
            # took 8 bytes; its 8192 bytes of scratch reuse the ring buffers freed before it, the 8 are padding
            parts.append("{difference} more bytes, placed by Triton's allocator (lib/Analysis/Allocation.cpp): "
                         f"alignment padding, and the scratch of those of the {{scratch_ops}} {words} "
                         "op(s) here that exchange data across lanes or warps as far as it does not fit "
                         "in space the allocations free (it reuses that space by liveness)" + ws)
        elif diff > 0:  # trial 3 M5: a reduce within one warp, or a convert in registers, takes none
            parts.append(f"{{difference}} more bytes: scratch for those of the {{scratch_ops}} {words} "
                         "op(s) here that exchange data across lanes or warps, and alignment, placed by "
                         "Triton's allocator (lib/Analysis/Allocation.cpp)" + ws)
        else:
            claims.append(Claim("fewer", -diff, "bytes", "shared-total"))
            parts.append("{fewer} fewer bytes: allocations whose lifetimes do not overlap share space")
    if module_shared is not None:
        claims.append(Claim("module_shared", module_shared, "bytes", "shared-total"))
        parts.append("module ttg.shared = {module_shared}")
    lines = tuple(a.line for a in allocs)
    findings.append(_finding(inp, "info", "; ".join(parts), "ttgir", lines, data, claims=claims))


def _mnemonic(key: str) -> str:
    """The part of a :func:`movement` key its lines hold: ``cp.async`` of ``cp.async 16B``, ``ld.shared`` of
    ``ld.shared 16-bit``, ``buffer_load_dword`` of ``buffer_load_dword (to LDS)``, ``atom`` of ``atom.shared 32-bit``
    (its line reads ``atom.relaxed.sys.shared.add.u32``); the key itself otherwise."""
    head = key.split(" ", 1)[0]
    return head.split(".", 1)[0] if head in ("atom.shared", "red.shared") else head


def _count_claims(prefix: str, mv: Movement, counts: Mapping[str, int], rule: str) -> tuple[list[Claim], str]:
    """One claim ``prefix/<instruction>`` per instruction of ``counts`` (unit ``count``, rule ``rule``, about each
    of its lines in ``mv``), and the text ``ld.shared 16-bit ×{…}, …`` of them (most first when ``prefix`` is
    ``counts``, by name otherwise)."""
    items = sorted(counts.items(), key=lambda kv: -kv[1]) if prefix == "counts" else sorted(counts.items())
    claims = [Claim(f"{prefix}/{claim_key(k)}", v, "count", rule,
                    tuple(Ref(mv.stage, ln, _mnemonic(k)) for ln in mv.lines.get(k, ()))) for k, v in items]
    return claims, ", ".join(f"{_literal(k)} ×{{{prefix}/{claim_key(k)}}}" for k, _ in items)


#: Characters a template's field name cannot hold (``str.format`` ends a field at ``:``/``!``, ``[`` indexes), and
#: what a claim key writes instead (``stmatrix….shared::cta.b16`` → ``…shared∶∶cta.b16``).
KEY_ESCAPES = str.maketrans({":": "\u2236", "!": "\u01c3", "[": "\u27e6", "]": "\u27e7", "{": "\u2983",
                             "}": "\u2984"})


#: Ops whose body runs more than once per CTA.
LOOP_OPS = ("scf.for", "scf.while")


def outside_loops(module: IRModule, line: int) -> bool:
    """Whether the TTGIR op at ``line`` of ``module`` has no ``scf.for``/``scf.while`` around it (its parents, by
    the scoped model's regions): it runs once per CTA. ``False`` for a line with no op."""
    op = module.by_line.get(line)
    return op is not None and all(module.enclosing(op, name) is None for name in LOOP_OPS)


#: The rules of causes that are narrow by construction, no defect: a scratch op of narrow elements, Triton's
#: warp-specialize dispatch, ptxas's tcgen05.alloc byte.
_INHERENT = frozenset({"narrow-scratch", "narrow-dispatch", "narrow-cause"})


def _run_once(inp: AnalysisInput, stage: str, lines: Sequence[int], causes: Sequence[Cause]) -> bool:
    """Whether the narrow accesses of ``stage`` (its ``lines``) are executed once per CTA (trial 8b M2): every cause
    names a TTGIR op line (``cause<i>/line`` of rule ``narrow-access`` or ``narrow-store``) outside every loop
    (:func:`outside_loops`), and every narrow line's Python location (the stage's ``loc``) is one of those ops' Python
    locations, so no narrow instruction comes from elsewhere (a loop's op of another line), and no shared-memory op of
    those Python lines is inside a loop (a peeled copy of a cause op: trial 11b F2). ``False`` without causes or
    locations."""
    ops = [c.value for cause in causes for c in cause.claims if c.rule in ("narrow-access", "narrow-store")
           and c.key.endswith("/line") and isinstance(c.value, int)]
    if not causes or len(ops) != len(causes) or "ttgir" not in inp.stages:
        return False
    module = inp.model("ttgir")
    if not all(outside_loops(module, ln) for ln in ops):
        return False
    where = {inp.python_location("ttgir", ln) for ln in ops}
    if any(w[1] is None for w in where):
        return False
    # a shared-memory op of those Python lines inside a loop: the pipeliner's peeled iteration leaves one copy of an
    # op before the loop and one in it, at the same Python line, and the loop's copy runs every iteration (trial 11b
    # F2: mLSTM's transposed K tile, ttgir:320 in the prologue and ttgir:525 in the loop, 32 ld.shared.b16 each)
    if any(op.name.startswith(_SHARED_OP_PREFIXES) and not outside_loops(module, op.line)
           and inp.python_location("ttgir", op.line) in where for op in module.printed_ops):
        return False
    return all(inp.python_location(stage, ln) in where for ln in lines)


#: Ops that read or write shared memory (their own buffers or a scratch): a copy of one in a loop at a cause's Python
#: line keeps the narrow accesses of that line from running once per CTA (:func:`_run_once`).
_SHARED_OP_PREFIXES = ("ttg.local_", "ttg.async_copy", "ttg.convert_layout", "tt.reduce", "tt.scan", "tt.histogram",
                       "tt.gather", "tt.atomic_", "ttng.", "amdg.")


def claim_key(instruction: str) -> str:
    """``instruction`` as a claim key's part (:data:`KEY_ESCAPES`)."""
    return instruction.translate(KEY_ESCAPES)


def _movement_findings(inp: AnalysisInput, findings: list[Finding], mv: Movement,
                       sources: Sequence[tuple[Access, BankEstimate]] = (), allocs: Sequence[Allocation] = ()) -> None:
    """The traffic finding of ``mv``'s stage (``{instruction: count}``, rule ``traffic-count``), and one for its
    shared accesses under 32 bits per lane (rules ``narrow-count``, ``narrow-cause``; its causes are facts)."""
    if not mv.counts:
        return
    all_lines = tuple(sorted(ln for lines in mv.lines.values() for ln in lines))
    kind = "async_copy" if any(k.startswith(("cp.async", "LDGSTS", "UTMA")) for k in mv.counts) else "shared_memory"
    claims, summary = _count_claims("counts", mv, mv.counts, "traffic-count")
    # the accesses come from every Python line their code carries, not only the first line's (trial item M2)
    file = inp.python_location(mv.stage, all_lines[0])[0]
    pylines = sorted({py for ln in all_lines for f, py in [inp.python_location(mv.stage, ln)]
                      if f == file and py is not None})
    if len(pylines) > 1:
        claims += [Claim(f"python_lines/{i}", py, "line", "traffic-python-lines") for i, py in enumerate(pylines)]
        summary += " (from Python lines " + ", ".join(f"{{python_lines/{i}}}" for i in range(len(pylines))) + ")"
    findings.append(_finding(inp, "info", f"shared-memory traffic in {mv.stage}: {summary}", mv.stage, all_lines,
                             {}, kind, claims=claims))
    if mv.narrow:
        claims, narrow = _count_claims("narrow", mv, mv.narrow, "narrow-count")
        lines = tuple(sorted(ln for k in mv.narrow for ln in mv.lines.get(k, ())))
        causes, ptxas_only, attributed = narrow_causes(inp, mv, sources, allocs)
        if ptxas_only:
            why = causes[0].template
        else:
            more, why = group_claims(mv, attributed, causes)
            claims += more
            # placed at the kernel's own code last (trial 10d M1: the SASS finding sat at the def line, from ptxas's
            # tcgen05.alloc byte, though its other accesses come from the kernel body): the Python line of the first
            # group of the body, when there is one
            body = sorted(ln for g, _ in attributed if not g.kernel for lns in g.lines.values() for ln in lns)
            if body:
                lines = (*body, *sorted(set(lines) - set(body)))
        claims += [c for cause in causes for c in cause.claims]
        claims.append(Claim("ptxas_only", ptxas_only, "flag", "narrow-cause"))
        # a reduce/scan/convert of narrow elements moves them narrow by construction (trial item M1), and so does
        # Triton's or ptxas's own code at the def line (10a M1): no defect, where every group has such a cause
        inherent = ptxas_only or bool(attributed) and all(mine and all(
            causes[j].claims and causes[j].claims[0].rule in _INHERENT for j in mine) for _, mine in attributed)
        once = not ptxas_only and _run_once(inp, mv.stage, lines, causes)
        if once:  # trial 8b M2: FlagAttention's identity matrix, stored once before the loop, is no hot path
            claims.append(Claim("once", True, "flag", "narrow-once"))
            why += ("; each of these ops is outside every loop and every narrow instruction comes from their Python "
                    "lines: they run once per CTA, not per loop iteration")
        findings.append(_finding(
            inp, "info" if inherent or once else "warn",
            f"narrow shared-memory accesses in {mv.stage}: {narrow} (under 32 bits per lane; {why})",
            mv.stage, lines, {"causes": [c.text for c in causes]},
            facts=list(dict.fromkeys(f for c in causes for f in c.facts)), claims=claims))
