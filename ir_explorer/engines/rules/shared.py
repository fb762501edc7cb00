"""Rules of the claims of the shared-memory analysis (:mod:`ir_explorer.analyses.shared_memory`): its allocations,
their total against Triton's metadata, each access's target, layout, swizzle and bank estimate, and the
shared-memory instructions of the PTX, SASS and AMDGCN.

Each rule re-derives the claim's value on a path of its own:

* from the raw TTGIR line a claim cites (an allocation's name, ``!ttg.memdesc`` shape, element type and bytes are
  read with this module's own patterns; a layout alias's ``vec``/``perPhase``/``maxPhase``/``order`` or
  ``swizzlingByteWidth``/``transposed``/``elementBitWidth`` from the alias's own definition line);
* from the rules' own parse of the TTGIR (:meth:`ClaimContext.model`): which allocation an op's memdesc operand
  views (:meth:`~ir_explorer.ir.mlir_model.IRModule.alloc_origin`), whether a ``ttg.memdesc_index`` indexes it
  (its buffer count), whether a ``ttng.init_barrier`` initialises it (an mbarrier array), the layouts of the memdesc
  and tensor types the model decodes;
* by recounting the lines of the PTX/SASS/AMDGCN text that hold each shared-memory instruction (the opcode of each
  line, read apart from the analysis's patterns);
* from the compile's metadata (``shared``).

The bank-conflict figures (``wavefronts``, ``ideal``, ``ways``, ``access_bytes``, the model's description) are a
model estimate: rule ``bank-model`` recomputes them with the project's engine
(:func:`~ir_explorer.analyses.shared_memory.banks.estimate_bank_conflicts`) on the rules' own parse, so it catches a
claim that drifted from the IR, not a wrong model. ``access-width`` also holds the bytes per lane to the widths the
PTX of the finding's Python line moves, where that line has such PTX.

The rules of the instruction claims (traffic counts, narrow accesses and their causes) are in
:mod:`ir_explorer.engines.rules.shared_instructions`, which reads this module's patterns and parse helpers.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.analyses.metric_format import value_text
from ir_explorer.analyses.shared_memory.allocations import accesses, allocations
from ir_explorer.analyses.shared_memory.analysis import orphan_loads_ldmatrix
from ir_explorer.analyses.shared_memory.banks import BankEstimate, estimate_bank_conflicts
from ir_explorer.core.units import size_bytes
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule
from ir_explorer.ir import mlir_model
from ir_explorer.ir.layouts import DotOperandLayout, TensorType
from ir_explorer.ir.mlir_model import IRModule, IROp, display
from ir_explorer.ir.operand_roles import roles
from ir_explorer.ir.sourcemap import python_lines

# e.g.   %a_39 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> loc(#loc11)
_ALLOC = re.compile(r"^\s*(?P<name>%[\w$.-]+) = ttg\.local_alloc\b")
# e.g. !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>    !ttg.memdesc<1xi64, #shared1, #smem, mutable>
_MEMDESC = re.compile(r"!ttg\.memdesc<(?P<dims>\d+(?:x\d+)*)x(?P<elem>[A-Za-z]+\d+\w*)")
# e.g. f16 → 16, bf16 → 16, f8E4M3FN → 8, i64 → 64
_ELEM_BITS = re.compile(r"^[A-Za-z]+?(\d+)")
# e.g. !ttg.memdesc<2x128x64xi8, #shared, #smem, mutable>  (the layout alias after the element type)
_MEMDESC_ALIAS = re.compile(r"!ttg\.memdesc<\d+(?:x\d+)*x[A-Za-z]+\d+\w*,\s*(?P<alias>#[\w$.-]+)\s*[,>]")
# e.g. #shared = #ttg.padded_shared<[1024:+16] {offset = [[0, 1], [0, 2]], block = []}>
_PADDED_DEF = re.compile(r"^(?P<alias>#[\w$.-]+) = #ttg\.padded_shared<\[(?P<pairs>[^\]]*)\]")
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.shared" = 98304 : i32, …}
_MODULE_SHARED = re.compile(r'^module attributes \{.*"ttg\.shared" = (\d+) : i32', re.MULTILINE)
# e.g. module attributes {"ttg.num-warps" = 4 : i32, "ttg.target" = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
_THREADS_PER_WARP = re.compile(r'^module attributes \{.*"ttg\.threads-per-warp" = (\d+) : i32', re.MULTILINE)
#: The TTGIR ops Triton's allocator may give scratch shared memory (``lib/Analysis/Allocation.cpp``,
#: ``defaultAllocationAnalysisScratchSizeFn``: reduce, scan, gather, histogram, convert_layout, atomics), by the IR
#: model's op names; kept apart from the analysis's list (trial 9c F1: a ``tt.histogram`` left out of both).
_SCRATCH_OP_NAMES = frozenset({"tt.reduce", "tt.scan", "tt.gather", "tt.histogram", "ttg.convert_layout",
                               "tt.atomic_rmw", "tt.atomic_cas", "ttg.warp_specialize"})
# e.g. ld.shared.u8 %rs1, [%r2];   st.shared.b16 [%r3], %rs4;   st.shared.v2.u8 [%r5], {%rs6, %rs7};
# (under 32 bits per lane: a vector's bits are its count times its element's; st.shared.v2.b16 and v4.u8 move 32, not
# narrow: trial 9b S1 called the int4 GEMM's v2.b16 stores narrow)
_PTX_NARROW = re.compile(r"\b(?:ld|st)\.shared(?:::\w+)?\.(?:[bsu](?:8|16)|v2\.[bsu]8)\b")
# e.g. #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
_ALIAS_DEF = re.compile(r"^(?P<alias>#[\w$.-]+) = (?P<body>#ttg\.\w+<.*)$", re.MULTILINE)
# e.g. <128x64xf16, #shared1, #smem, mutable>: the layout is the first attribute after the shape
_TYPE_ALIAS = re.compile(r"<[^,<>]*,\s*(?P<alias>#[\w$.-]+)")
# e.g. vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]    swizzlingByteWidth = 128, transposed = false
_FIELD = re.compile(r"\b(?P<key>vec|perPhase|maxPhase|order|swizzlingByteWidth|transposed|elementBitWidth)\s*=\s*"
                    r"(?P<value>\[[\d, ]*\]|\w+)")
_FIELD_KEYS = {"vec": "vec", "perPhase": "per_phase", "maxPhase": "max_phase", "order": "order",
               "swizzlingByteWidth": "swizzling_byte_width", "transposed": "transposed",
               "elementBitWidth": "element_bit_width"}
#: The ops that pick one buffer of a multi-buffered allocation, and the loops that carry a memdesc.
_INDEX = frozenset({"ttg.memdesc_index", "ttg.memdesc_subview"})
_LOOPS = frozenset({"scf.for", "scf.while"})
#: Ops that write shared memory (the others the analysis names read it).
_WRITERS = frozenset({"ttg.local_store", "ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local",
                      "amdg.buffer_load_to_local", "ttg.local_alloc"})
#: Dot ops whose A and B (their first two operands) are read from shared memory.
_DOTS = frozenset({"ttng.warp_group_dot", "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled"})


# The mutation harness checks one report hundreds of times over the same text: what the rules derive from a
# stage's text alone (the rules' own parse of it, its source map, its lines) is kept per text, not per check.
@lru_cache(maxsize=8)
def _parsed(ttgir: str) -> IRModule:
    """The rules' own parse of a TTGIR text (:func:`ir_explorer.ir.mlir_model.parse`), apart from the analyses'."""
    return mlir_model.parse(ttgir)


@lru_cache(maxsize=16)
def _split(text: str) -> tuple[str, ...]:
    return tuple(text.splitlines())


@lru_cache(maxsize=16)
def _locs(stage: str, text: str, ptx: str | None) -> tuple[tuple[str, int] | None, ...]:
    try:
        return tuple(python_lines(stage, text, ptx))
    except Exception:  # noqa: BLE001 - a stage without a source map: no location to hold (as ClaimContext.python)
        return ()


def _model(ctx: ClaimContext) -> IRModule:
    """The rules' parse of the compile's TTGIR."""
    return _parsed(ctx.stages.get("ttgir") or "")


def _lines(ctx: ClaimContext, stage: str) -> tuple[str, ...]:
    """The lines of ``stage`` (none when it is absent)."""
    return _split(ctx.stages.get(stage) or "")


def _line(ctx: ClaimContext, stage: str, n: int) -> str | None:
    """1-based line ``n`` of ``stage``, or ``None`` past its end."""
    lines = _lines(ctx, stage)
    return lines[n - 1] if 0 < n <= len(lines) else None


def _python(ctx: ClaimContext, stage: str, n: int) -> tuple[str, int] | None:
    """The Python ``(file, line)`` of 1-based line ``n`` of ``stage`` by its ``loc`` chain (as
    :meth:`ClaimContext.python`), or ``None``."""
    locs = _locs(stage, ctx.stages.get(stage) or "", ctx.stages.get("ptx"))
    return locs[n - 1] if 0 < n <= len(locs) else None


def _padding(ctx: ClaimContext | None, line: str, numel: int) -> int:
    """The padding elements Triton adds to an allocation of ``numel`` elements whose memdesc (the last on ``line``)
    has a ``#ttg.padded_shared<[interval:+pad, …]>`` layout alias, read from the alias's definition line:
    ``pad`` per whole ``interval``, less one ``pad`` when ``interval`` divides ``numel``
    (``PaddedSharedEncodingAttr::getPaddedSize``); 0 for any other layout."""
    found = list(_MEMDESC_ALIAS.finditer(line))
    if ctx is None or not found:
        return 0
    alias = found[-1].group("alias")
    for ln in _lines(ctx, "ttgir"):
        m = _PADDED_DEF.match(ln)
        if m and m.group("alias") == alias:
            pad_total = 0
            for pair in m.group("pairs").split(","):
                interval, _, pad = pair.strip().partition(":+")
                i, p = int(interval), int(pad)
                pad_total += (numel // i) * p - (p if numel % i == 0 else 0)
            return pad_total
        if ln.startswith("tt.func") or ln.lstrip().startswith("tt.func"):
            break
    return 0


def _memdesc(line: str, ctx: ClaimContext | None = None) -> tuple[tuple[int, ...], str, int] | None:
    """``(shape, element, bytes)`` of the last ``!ttg.memdesc<…>`` of a raw line (an op's result type), or
    ``None``; with ``ctx``, bytes count a ``#ttg.padded_shared`` layout's padding (:func:`_padding`)."""
    found = list(_MEMDESC.finditer(line))
    if not found:
        return None
    m = found[-1]
    dims = tuple(int(d) for d in m.group("dims").split("x"))
    bits = _ELEM_BITS.match(m.group("elem"))
    numel = math.prod(dims) + _padding(ctx, line, math.prod(dims))
    nbytes = (numel * int(bits.group(1)) + 7) // 8 if bits else -1
    return dims, m.group("elem"), nbytes


def _op_refs(claim: Claim) -> list[int]:
    """The TTGIR op lines a claim cites (its refs that are not a layout alias's definition)."""
    return [r.line for r in claim.about if r.stage == "ttgir" and not r.text.startswith("#")]


def _misplaced(claim: Claim, finding: Finding, ctx: ClaimContext, cited: Sequence[int] | None = None) -> str | None:
    """Why the lines a claim is about are not the finding's own, or ``None`` when they are: the op lines it cites
    (``cited``, default :func:`_op_refs`) are exactly the finding's ``lines`` (an op that reads one allocation through
    two operands, as a ``ttng.tc_gen5_mma`` of a tile by itself, is one line twice in both), and the finding's Python
    line is the ``loc`` of its first line, where that line has one (:meth:`ClaimContext.python`)."""
    lines = sorted(_op_refs(claim) if cited is None else cited)
    if lines != sorted(finding.lines):
        return f"the claim is about lines {lines[:6]}, the finding cites {sorted(finding.lines)[:6]}"
    loc = _python(ctx, finding.stage, finding.lines[0]) if finding.lines and finding.python_line else None
    if loc is not None and loc[1] != finding.python_line:
        return f"the finding's Python line {finding.python_line} is not its first line's ({loc[1]})"
    return None


def _alloc_op(ctx: ClaimContext, line: int) -> IROp | None:
    """The ``ttg.local_alloc`` op of TTGIR line ``line`` in the rules' model, or ``None``."""
    op = _model(ctx).by_line.get(line)
    return op if op is not None and op.name == "ttg.local_alloc" and op.result_keys else None


def _buffers(module: IRModule, key: str, shape: Sequence[int]) -> int:
    """How many buffers the allocation ``key`` (of memdesc ``shape``) holds: its leading dimension when a
    ``ttg.memdesc_index`` takes one of them (through index ops and loop-carried values only, from
    :meth:`IRModule.alloc_origin`; a ``ttg.warp_specialize`` partition's block argument is the value the op captures,
    trial 10a M2), else 1."""
    for op in module.ops:
        if op.name in _INDEX and op.operand_keys and op.operand_keys[0]:
            origin = module.alloc_origin(op.operand_keys[0], captures=True)
            if origin.alloc == key and all(v.name in _INDEX or v.name in _LOOPS for v in origin.views):
                return shape[0] if len(shape) > 1 else 1
    return 1


def _is_barrier(module: IRModule, key: str) -> bool:
    """Whether a ``ttng.init_barrier`` initialises (a view of) the allocation ``key``: an mbarrier array."""
    return any(op.name == "ttng.init_barrier" and op.operand_keys and op.operand_keys[0]
               and module.alloc_origin(op.operand_keys[0]).alloc == key for op in module.ops)


def _layout_text(t: TensorType | None) -> str:
    return t.layout.describe() if t is not None and t.layout is not None else "no layout"


@claim_rule("allocation")
def allocation(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An allocation's ``name``, ``shape``, ``tile`` (one buffer's shape), ``element`` and ``bytes``, read from its
    ``ttg.local_alloc`` line's result ``!ttg.memdesc<…>`` (bytes: elements, with a padded layout's padding, x element
    bits / 8)."""
    lines = _op_refs(claim)
    raw = _line(ctx, "ttgir", lines[0]) if lines else None
    m = _ALLOC.match(raw or "")
    md = _memdesc(raw or "", ctx)
    if m is None or md is None:
        return False, f"ttgir:{lines[0] if lines else '?'} holds no ttg.local_alloc of a memdesc"
    dims, elem, nbytes = md
    if claim.key == "name":
        return equal(claim.value, m.group("name"))
    if claim.key == "shape":
        return equal(claim.value, dims)
    if claim.key == "element":
        return equal(claim.value, elem)
    if claim.key == "bytes":
        return equal(claim.value, nbytes)
    if claim.key == "tile":
        op = _alloc_op(ctx, lines[0])
        buffers = _buffers(_model(ctx), op.result_keys[0], dims) if op else 1
        return equal(claim.value, dims[1:] if buffers > 1 else dims)
    return False, f"no allocation claim {claim.key!r}"


@claim_rule("buffers")
def buffers(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An allocation's buffer count: the leading dimension of its memdesc when a ``ttg.memdesc_index`` indexes it
    (directly or through loop-carried values), else 1 (a ``ttg.memdesc_trans`` view makes no buffers)."""
    lines = _op_refs(claim)
    op = _alloc_op(ctx, lines[0]) if lines else None
    md = _memdesc(_line(ctx, "ttgir", op.line) or "") if op else None
    if op is None or md is None:
        return False, "no ttg.local_alloc at the cited line"
    return equal(claim.value, _buffers(_model(ctx), op.result_keys[0], md[0]))


def _branch_in_loop(module: IRModule, op: IROp) -> int | None:
    """The line of the first ``scf.if`` found walking up ``op``'s parent chain before its innermost loop's line
    (``op.loops[-1]``) is reached: the allocation then runs only where that condition holds. Read from the parent
    chain of the rules' own parse, apart from the analysis's :meth:`~ir_explorer.ir.mlir_model.IRModule.enclosing`
    call."""
    if not op.loops:
        return None
    at, steps = op.parent, 0
    while 0 <= at < len(module.ops) and steps < len(module.ops):
        parent = module.ops[at]
        if parent.line <= op.loops[-1]:
            return None  # reached the loop (or an op above it) first
        if parent.name == "scf.if":
            return parent.line
        at, steps = parent.parent, steps + 1
    return None


@claim_rule("alloc-layout")
def alloc_layout(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An allocation's ``barrier`` flag (a ``ttng.init_barrier`` initialises it), its ``layout`` (``mbarrier
    array``, else its memdesc's shared layout as the model decodes it; ``allocation_layout`` of an access read
    through a view, the same at the allocation's line) and the ``source`` layout of the tensor it
    is stored from (its operand's type); ``stored_in_loop`` the line of the innermost ``scf.for``/``scf.while``
    holding an allocation stored from a value (a ``source`` claim of one inside a loop that the finding does not
    place there is refused: trial 12b M2; so is a ``stored_in_loop`` of one inside an ``scf.if`` of that loop without
    the ``stored_branch`` claim, the ``scf.if``'s line: trial 15a F1, "stored in every iteration" of a tile stored
    only under ``if block_expert == expert``)."""
    lines = _op_refs(claim)
    op = _alloc_op(ctx, lines[0]) if lines else None
    if op is None:
        return False, "no ttg.local_alloc at the cited line"
    module = _model(ctx)
    key = op.result_keys[0]
    if claim.key == "barrier":
        return equal(claim.value, _is_barrier(module, key))
    if claim.key in ("layout", "allocation_layout"):  # allocation_layout: an access finding's, read via a view
        return equal(claim.value, "mbarrier array" if _is_barrier(module, key) else _layout_text(module.type_of(key)))
    if claim.key == "stored_in_loop":
        ok, said = equal(claim.value, op.loops[-1] if op.loops and op.operand_keys and op.operand_keys[0] else None)
        branch = _branch_in_loop(module, op)
        if ok and branch is not None and finding.claim("stored_branch") is None:
            # "stored in every iteration of the loop" of an allocation inside an scf.if of that loop (trial 15a F1)
            return False, f"{said}; stored only where the scf.if at ttgir:{branch} holds, unsaid"
        return ok, said
    if claim.key == "stored_value":  # the value the allocation stores: its operand, as the IR prints it
        src = op.operand_keys[0] if op.operand_keys else None
        return equal(claim.value, f"%{display(src)}" if src else None)
    if claim.key == "stored_branch":
        return equal(claim.value, _branch_in_loop(module, op) if op.operand_keys and op.operand_keys[0] else None)
    if claim.key == "source":
        src = op.operand_keys[0] if op.operand_keys else None
        if src and op.loops and finding.claim("stored_in_loop") is None:
            return False, f"stored from a value in every iteration of the loop at ttgir:{op.loops[-1]}, unsaid"
        return equal(claim.value, _layout_text(module.type_of(src)) if src else None)
    return False, f"no allocation claim {claim.key!r}"


def _alloc_bytes(ctx: ClaimContext) -> int:
    """The bytes of every ``ttg.local_alloc`` line of the raw TTGIR."""
    return sum(md[2] for ln in _lines(ctx, "ttgir") if _ALLOC.match(ln) and (md := _memdesc(ln, ctx)) is not None)


@claim_rule("shared-total")
def shared_total(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The allocations' total bytes (every ``ttg.local_alloc`` line's memdesc), metadata ``shared``, their
    ``difference`` (metadata less allocations; ``fewer``: the other way) and the module's ``ttg.shared``
    attribute."""
    meta = ctx.comp.metadata.get("shared")
    if claim.key == "allocations_bytes":
        wrong = _misplaced(claim, finding, ctx, [r.line for r in claim.about])
        ok, said = equal(claim.value, _alloc_bytes(ctx))
        return ok and wrong is None, f"{said}; {wrong}" if wrong else said
    if claim.key == "metadata_shared":
        return equal(claim.value, meta)
    if claim.key in ("difference", "fewer"):
        if not isinstance(meta, int):
            return False, "metadata has no shared"
        diff = meta - _alloc_bytes(ctx)
        return equal(claim.value, diff if claim.key == "difference" else -diff)
    if claim.key == "module_shared":
        m = _MODULE_SHARED.search(ctx.stages.get("ttgir") or "")
        return equal(claim.value, int(m.group(1)) if m else None)
    return False, f"no total claim {claim.key!r}"


@claim_rule("scratch-ops")
def scratch_ops(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The ops that may need scratch: the ops of the TTGIR's model named in :data:`_SCRATCH_OP_NAMES`
    (``convert_layout``, ``reduce``, ``scan``, ``gather``, ``histogram``, ``atomic_rmw``/``atomic_cas``, and
    ``warp_specialize``, whose captures pass through shared memory (trial 10a F1); not their ``tt.reduce.return``
    terminators)."""
    return equal(claim.value, sum(1 for op in _model(ctx).printed_ops if op.name in _SCRATCH_OP_NAMES))


@claim_rule("lds-wave")
def lds_wave(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The lanes of a wave an AMD LDS finding names (``wave_lanes``): the ``ttg.threads-per-warp`` of the raw TTGIR's
    ``module attributes`` line, which the claim cites."""
    text = ctx.stages.get("ttgir") or ""
    m = _THREADS_PER_WARP.search(text)
    if m is None:
        return False, "the TTGIR's module attributes have no ttg.threads-per-warp"
    line = text.count("\n", 0, m.start()) + 1
    ok, said = equal(claim.value, int(m.group(1)))
    cited = [r.line for r in claim.about if r.stage == "ttgir"]
    if cited != [line]:
        return False, f"{said}; the claim cites ttgir lines {cited}, the module attributes are line {line}"
    return ok, said


@metric_rule("shared_bytes")
def shared_bytes(value: object, ctx: ClaimContext) -> Verdict:
    """``shared_bytes``: Triton's metadata ``shared``, and the text the report's summary shows for it
    (:func:`~ir_explorer.analyses.metric_format.value_text`) states those bytes exactly (:func:`shown_bytes`)."""
    ok, said = equal(value, ctx.comp.metadata.get("shared"))
    if not ok or not isinstance(value, (int, float)):
        return ok, said
    return shown_bytes(value_text("shared_bytes", value), ctx.comp.metadata.get("shared"))


def shown_bytes(text: str, meta: object) -> Verdict:
    """Whether a size as shown (``text``: ``131,088 B (128.02 KiB)``) states ``meta`` bytes (Triton's metadata
    ``shared``) exactly, read back with :func:`~ir_explorer.core.units.size_bytes`: trial 14a M4's "128 KiB" for
    131,088 bytes (128 KiB of rings and a ``memdesc<2x1xi64>`` of mbarriers) hid 16 bytes in the rounding."""
    got = size_bytes(text)
    return got == meta, f"{text!r} states {got!r} bytes; metadata shared = {meta!r}"


# ---------------------------------------------------------------------------------------------------------------
# Accesses


def _candidates(module: IRModule, op: IROp) -> list[str]:
    """The keys of the shared-memory buffers ``op`` accesses: a dot's A and B (its ``a``/``b`` roles, read by this
    rule from the printed form: :func:`~ir_explorer.ir.operand_roles.roles`) when they are memdescs, a
    ``ttg.local_alloc``'s result, else its memdesc operands that are no mbarrier (:func:`_is_barrier`: a
    ``ttng.init_barrier`` initialises it; an ``i64`` ring of a pipelined load is data, trial 15b F1)."""
    if op.name in _DOTS:
        got = roles(op)
        keys: list[str] = [k for r in ("a", "b") if isinstance(k := got.get(r), str)]
    elif op.name == "ttg.local_alloc":
        keys = list(op.result_keys[:1])
    else:
        keys = [k for k in op.operand_keys if k]
    out = []
    for k in keys:
        v = module.values.get(k)
        if v is not None and v.type and v.type.startswith("!ttg.memdesc") \
                and not ("xi64," in v.type and _is_barrier(module, module.alloc_origin(k, captures=True).alloc or k)):
            out.append(k)
    return out


def _alloc_name(module: IRModule, key: str) -> str | None:
    """``%name`` of the ``ttg.local_alloc`` memdesc ``key`` views, or ``None``."""
    origin = module.alloc_origin(key)
    return f"%{display(origin.alloc)}" if origin.alloc and origin.root and origin.root.name == "ttg.local_alloc" \
        else None


def _targeted(ctx: ClaimContext, finding: Finding, line: int) -> tuple[IROp | None, list[str]]:
    """The op at TTGIR ``line`` and the buffers of it that are the finding's ``target`` (the allocation it names, or
    with a layout named, every buffer of the op)."""
    module = _model(ctx)
    op = module.by_line.get(line)
    if op is None:
        return None, []
    target = finding.claim("target")
    keys = _candidates(module, op)
    if target is not None and isinstance(target.value, str) and target.value.startswith("%"):
        keys = [k for k in keys if _alloc_name(module, k) == target.value]
    return op, keys


@claim_rule("access-op")
def access_op(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An access's ``op`` is the op the model reads at each cited line; its ``side`` is ``store`` for an op that
    writes shared memory (``local_store``, ``local_alloc`` of a tensor, the async and TMA copies), else ``load``."""
    if wrong := _misplaced(claim, finding, ctx):
        return False, wrong
    module = _model(ctx)
    names = {module.by_line[n].name if n in module.by_line else None for n in _op_refs(claim)}
    if claim.key == "op":
        return equal(claim.value, names.pop() if len(names) == 1 else sorted(map(str, names)))
    if claim.key == "side":
        sides = {"store" if n in _WRITERS else "load" for n in names}
        return equal(claim.value, sides.pop() if len(sides) == 1 else sorted(sides))
    return False, f"no access claim {claim.key!r}"


@claim_rule("access-target")
def access_target(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The buffer an access names, at each cited line: ``%name``, the ``ttg.local_alloc`` one of the op's memdesc
    operands views (:meth:`IRModule.alloc_origin`: through view ops and loop-carried values); or a layout, that of
    one of the op's memdesc operands (as the model decodes its type)."""
    if wrong := _misplaced(claim, finding, ctx):
        return False, wrong
    module = _model(ctx)
    said: list[list[str]] = []
    for n in _op_refs(claim):
        op = module.by_line.get(n)
        keys = _candidates(module, op) if op is not None else []
        if isinstance(claim.value, str) and claim.value.startswith("%"):
            said.append([a for k in keys if (a := _alloc_name(module, k)) is not None])
        else:
            said.append([_layout_text(module.type_of(k)) for k in keys])
    ok = bool(said) and all(claim.value in s for s in said)
    return ok, f"the lines' buffers are {said}"


@claim_rule("access-count")
def access_count(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """How many ops make the access: the distinct TTGIR lines cited, each holding an op that accesses the target
    (``access-op``, ``access-target`` hold each)."""
    if wrong := _misplaced(claim, finding, ctx):
        return False, wrong
    module = _model(ctx)
    lines = {n for n in _op_refs(claim) if n in module.by_line and _targeted(ctx, finding, n)[1]}
    return equal(claim.value, len(lines))


def _dot_operand(module: IRModule, op: IROp) -> bool:
    """Whether the register side of ``op`` (a ``local_load``'s result, a ``local_store``/``local_alloc``'s source)
    has a ``#ttg.dot_op`` layout; a dot op's own operands are not its register side."""
    if op.name in _DOTS:
        return False
    keys = [*op.result_keys, *(k for k in op.operand_keys if k)]
    types = [module.type_of(k) for k in keys]
    return any(t is not None and t.kind == "tensor" and isinstance(t.layout, DotOperandLayout) for t in types)


@claim_rule("access-layout")
def access_layout(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The shared ``layout`` of the target buffer as the op's memdesc operand on each cited line has it (decoded by
    the model), and whether the register side is a ``dot_op`` (``dot_operand``)."""
    if wrong := _misplaced(claim, finding, ctx):
        return False, wrong
    module = _model(ctx)
    said: list[object] = []
    for n in _op_refs(claim):
        op, keys = _targeted(ctx, finding, n)
        if op is None:
            said.append(None)
        elif claim.key == "dot_operand":
            said.append(_dot_operand(module, op))
        else:
            said.append(sorted({_layout_text(module.type_of(k)) for k in keys}))
    if claim.key == "dot_operand":
        return equal([claim.value] * len(said), said)
    ok = bool(said) and all(isinstance(s, list) and claim.value in s for s in said)
    return ok, f"the target's layouts are {said}"


@claim_rule("allocation-bytes")
def allocation_bytes(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The bytes of the allocation an access names: its ``ttg.local_alloc`` line's memdesc, elements x bits / 8."""
    if wrong := _misplaced(claim, finding, ctx):
        return False, wrong
    module = _model(ctx)
    got: set[int] = set()
    for n in _op_refs(claim):
        for k in _targeted(ctx, finding, n)[1]:
            origin = module.alloc_origin(k)
            md = _memdesc(_line(ctx, "ttgir", origin.root.line) or "", ctx) if origin.root is not None else None
            if md is not None:
                got.add(md[2])
    return equal(claim.value, got.pop() if len(got) == 1 else sorted(got))


def _swizzle_fields(text: str) -> dict[str, object]:
    """The swizzle fields of a shared layout's text (``{vec = 8, perPhase = 1, …}``), by the analysis's keys."""
    out: dict[str, object] = {}
    for m in _FIELD.finditer(text):
        v = m.group("value")
        out[_FIELD_KEYS[m.group("key")]] = (tuple(int(x) for x in v.strip("[]").split(",") if x.strip())
                                             if v.startswith("[") else v == "true" if v in ("true", "false")
                                             else int(v) if v.isdigit() else v)
    if "swizzling_byte_width" in out:  # nvmma_shared prints transposed = false … and may leave out defaults
        out.setdefault("transposed", False)
    return out


@lru_cache(maxsize=8)
def _alias_defs(ttgir: str) -> dict[str, str]:
    """``{alias: definition}`` of the layout aliases of a TTGIR text (``#shared1`` → ``#ttg.nvmma_shared<{…}>``)."""
    return {m.group("alias"): m.group("body") for m in _ALIAS_DEF.finditer(ttgir)}


@claim_rule("swizzle")
def swizzle(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A field of the swizzle of the target buffer's shared layout: read from the definition line of the layout
    alias its memdesc type names (``#shared1 = #ttg.swizzled_shared<{vec = 8, …}>``), or from the type itself when
    the layout is written inline."""
    if wrong := _misplaced(claim, finding, ctx):
        return False, wrong
    module = _model(ctx)
    defs = _alias_defs(ctx.stages.get("ttgir") or "")
    field = claim.key.rsplit("/", 1)[-1]
    said: list[list[object]] = []
    for n in _op_refs(claim):
        values = []
        for k in _targeted(ctx, finding, n)[1]:
            t = module.values[k].type or ""
            alias = _TYPE_ALIAS.search(t)
            body = defs.get(alias.group("alias"), "") if alias else t
            values.append(_swizzle_fields(body).get(field))
        said.append(values)
    ok = bool(said) and all(claim.value in s for s in said)
    return ok, f"the target's layouts give {field} = {said}"


def _python_ldmatrix(ctx: ClaimContext, mnemonic: str | tuple[str, ...]) -> dict[tuple[str, int], bool] | None:
    """``{(python file, line): whether a PTX line of it holds mnemonic (or one of a tuple)}`` by the PTX ``.loc``
    map; ``None`` without a PTX or a map."""
    lines = _lines(ctx, "ptx")
    names = (mnemonic,) if isinstance(mnemonic, str) else mnemonic
    out: dict[tuple[str, int], bool] = {}
    for i, ln in enumerate(lines, 1):
        loc = _python(ctx, "ptx", i)
        if loc is not None:
            out[loc] = out.get(loc, False) or any(n in ln for n in names)
    return out or None


def _estimates(ctx: ClaimContext) -> dict[tuple[int, str], list[tuple[str, BankEstimate | str]]]:
    """``{(ttgir line, op): [(target, estimate)]}`` for every shared-memory access of the rules' own parse of the
    TTGIR (:func:`~ir_explorer.analyses.shared_memory.allocations.accesses`), each estimated by the project's bank
    model with ldmatrix/stmatrix read from the PTX of the access's Python line (the whole PTX without a source map).
    Computed once per text (kept in the rules' model's ``derived``)."""
    module = _model(ctx)
    ptx = ctx.stages.get("ptx") or ""
    key = f"rules.shared.estimates.{ctx.comp.target.warp_size}.{hash(ptx)}"
    cached = module.derived.get(key)
    if isinstance(cached, dict):
        return cached
    by_line = {m: _python_ldmatrix(ctx, m) for m in ("ldmatrix", "stmatrix")}
    # (ld.shared or ldmatrix: a read whose own line has no shared load in the PTX is decided by the whole PTX)
    loads = _python_ldmatrix(ctx, ("ld.shared", "ldmatrix")) or {}
    plain = _python_ldmatrix(ctx, "ld.shared") or {}
    out: dict[tuple[int, str], list[tuple[str, BankEstimate | str]]] = {}
    allocs = allocations(module)
    found = accesses(module, allocs)
    orphans = orphan_loads_ldmatrix(_lines(ctx, "ptx"), _locs("ptx", ptx, ptx),
                                    {_python(ctx, "ttgir", a.line) for a in found if a.direction == "read"})
    for acc in found:
        loc = _python(ctx, "ttgir", acc.line)
        own = acc.direction == "write" or loads.get(loc, False) if loc is not None else False
        uses = {m: (table.get(loc, False) if own or m == "stmatrix" else orphans)
                if table is not None and loc is not None else m in ptx
                for m, table in by_line.items()}
        only = bool(by_line["ldmatrix"]) and loc is not None and own and uses["ldmatrix"] \
            and not plain.get(loc, False)
        est = estimate_bank_conflicts(acc, uses["ldmatrix"], ctx.comp.target.warp_size, uses["stmatrix"], only)
        target = f"%{display(acc.allocation)}" if acc.allocation else _layout_text(acc.memdesc)
        out.setdefault((acc.line, acc.op), []).append((target, est))
    module.derived[key] = out
    return out


def _estimated(claim: Claim, finding: Finding, ctx: ClaimContext) -> list[object]:
    """The value of the bank-model field ``claim.key`` for the finding's op and target at each cited line."""
    op, target = finding.claim("op"), finding.claim("target")
    table = _estimates(ctx)
    out: list[object] = []
    for n in _op_refs(claim):
        for t, est in table.get((n, str(op.value if op else "")), []):
            if target is None or t == target.value:
                out.append(est if claim.key == "model" and isinstance(est, str) else
                           getattr(est, "how" if claim.key == "model" else claim.key, None))
    return out


@claim_rule("bank-model")
def bank_model(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A bank-conflict figure (``wavefronts``, ``ideal``, ``ways``, the model's description ``model``) re-derived
    with the project's bank model on the rules' own parse (a model estimate: this catches a claim that is not the
    model's value for the IR, not a wrong model). A TMA copy's description says which way it moves the tile, read
    from the op's name: ``…_global_to_local`` writes shared memory, ``…_local_to_global`` reads it (trial 9d F3)."""
    if wrong := _misplaced(claim, finding, ctx):
        return False, wrong
    op = finding.claim("op")
    tma = str(op.value) if op is not None and str(op.value).startswith("ttng.async_tma_copy_") else ""
    if claim.key == "model" and tma and str(claim.value).startswith("TMA "):  # its direction (trial 9d F3)
        verb = "writes" if tma.endswith("global_to_local") else "reads" if tma.endswith("local_to_global") else ""
        if not str(claim.value).startswith(f"TMA {verb} "):
            return False, f"{tma} {verb} shared memory: {claim.value!r}"
    said = _estimated(claim, finding, ctx)
    return bool(said) and all(v == claim.value for v in said), f"the model gives {said}"


# e.g. cp.async.cg.shared.global [ %r82 + 0 ], [ %rd48 + 0 ], 0x10, %r83;
_PTX_CP_ASYNC = re.compile(r"\bcp\.async\.c[ag]\.shared\S*\s+\[[^\]]*\],\s*\[[^\]]*\],\s*(0x[0-9a-fA-F]+|\d+)")
# e.g. ld.shared.v4.b32 {%r1, %r2, %r3, %r4}, [%r5+0];    st.shared.b16 [%r3], %rs4;
_PTX_LD_ST = re.compile(r"\b(?P<dir>ld|st)\.shared(?:::\w+)?(?:\.v(?P<v>\d))?\.[bsuf](?P<bits>\d+)")


def _ptx_widths(lines: Sequence[str]) -> dict[str, set[int]]:
    """The bytes per lane of the PTX shared-memory accesses in ``lines``: ``{"async": {16}, "load": {…}, "store":
    {…}}`` (``ldmatrix`` reads and ``stmatrix`` writes 16-byte rows)."""
    out: dict[str, set[int]] = {"async": set(), "load": set(), "store": set()}
    for ln in lines:
        if m := _PTX_CP_ASYNC.search(ln):
            out["async"].add(int(m.group(1), 0))
        elif m := _PTX_LD_ST.search(ln):
            out["load" if m.group("dir") == "ld" else "store"].add(int(m.group("v") or 1) * int(m.group("bits")) // 8)
        elif "ldmatrix." in ln or "stmatrix." in ln:
            out["load" if "ldmatrix." in ln else "store"].add(16)
    return out


@lru_cache(maxsize=8)
def _ptx_widths_by_python(ptx: str) -> dict[tuple[str, int], dict[str, set[int]]]:
    """:func:`_ptx_widths` of the PTX lines of each Python ``(file name, line)`` (the PTX ``.loc`` map)."""
    by: dict[tuple[str, int], list[str]] = {}
    for ln, loc in zip(_split(ptx), _locs("ptx", ptx, ptx), strict=False):
        if loc is not None:
            by.setdefault((Path(loc[0]).name, loc[1]), []).append(ln)
    return {k: _ptx_widths(v) for k, v in by.items()}


@claim_rule("access-width")
def access_width(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The bytes per lane a bank estimate assumes: the bank model's (as ``bank-model``), and a width the PTX of the
    finding's Python line moves for that kind of access (``cp.async`` size for an async copy, ``ld.shared``/
    ``ldmatrix`` for a read, ``st.shared``/``stmatrix`` for a write), when that line has such PTX. Both are
    checked and said, so a width the PTX refuses is refused on the PTX's own path too (trial 12d F2: V's "2-byte
    accesses" against the 16-byte ``ldmatrix`` rows of its line)."""
    ok, said = bank_model(claim, finding, ctx)
    if not finding.python_line:
        return ok, said
    widths = _ptx_widths_by_python(ctx.stages.get("ptx") or "").get(
        (Path(finding.python_file or "").name, finding.python_line), {})
    op, side = finding.claim("op"), finding.claim("side")
    kind = "async" if op is not None and "async_copy" in str(op.value) else str(side.value if side else "")
    if widths.get(kind):
        return ok and claim.value in widths[kind], f"{said}; the PTX of its Python line moves {sorted(widths[kind])}"
    return ok, said
