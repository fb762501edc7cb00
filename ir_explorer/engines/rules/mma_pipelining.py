"""Rules of the claims of the ``mma`` and ``pipelining`` findings (:mod:`ir_explorer.analyses.mma`,
:mod:`ir_explorer.analyses.pipelining`) and of the metrics ``mma``, ``mma_instructions`` and ``pipelined_stages``.

Each rule reads the raw text the claim is about, apart from the analysis:

* a dot's op, operand/result shapes and types, result layout alias and path are read from the dot's own TTGIR line
  (the claim's :class:`~ir_explorer.analyses.findings.Ref`) and the alias's definition line, with regexes of this
  module; the layout's fields and description from that definition line; an upcast from the ``tt.fp_to_fp`` line
  that defines the dot's operand; FLOP per byte and the wgmma shared-memory demand are recomputed in closed form
  from those types and the model's published constants (``mma.SM90_MMA_FLOP_PER_CLK``), FLOP per byte over the
  operands a load or copy in the dot's loop reaches, found by a forward walk from every load (the analysis walks
  backwards from the dot);
* instruction counts are the lines of the stage that hold the instruction as a whole token (comments left out);
* a loop's async ops are the op lines of its body, the region the printed MLIR indents under its ``scf.for``;
  ``async_wait``'s ``num`` and ``warp_group_dot_wait``'s ``pendings`` are read from the cited line; an allocation is
  a ``ttg.local_alloc`` line whose memdesc's leading dimension gives the buffers; the ``num_stages`` asked for is
  Triton's metadata or the TTIR loop's ``tt.num_stages`` at the loop's Python line;
* a loop's stage count and buffers re-derive the model's value: :func:`ir_explorer.analyses.pipelining.loops` run
  on a fresh parse of the TTGIR (``ClaimContext.model``); it catches a claim that drifted from the IR, not a wrong
  model. A ring's stages (and a loop's: its deepest ring's) are also read on a path of their own from what the
  pipeliner encodes (:mod:`ir_explorer.engines.rules.ring_depth`: each copy's ``%iv < ub - k·step`` predicate, the
  first dot the ring's data reaches and its own predicate; AMD's loop-carried views), which catches a wrong model
  (trial 7c's ``m`` ring, trial 8c F3); where that path does not recognise a form the verdict says so and rests on
  the rest. A constant trip count's idle copies (``pipe-trip``, ``pipe-unrolled``) are read from the ``scf.for``'s
  constant bounds and the copies' predicates. Where a closed form of the raw text exists it must agree too:
  ``2 + num / commit groups`` for a loop of cp.async copies (``LowerLoops.cpp``), ``1 + prefetch loads / loads of
  the body`` for AMD's register prefetch; two
  allocations given different stages must not be copied under the same iteration predicates while one's reads in
  the loop reach a dot that reads the other (its own forward walk over the model's uses, :func:`_same_stage_peer`);
* a loop schedule's ops hold their op at their line and lie in the part named, read from the indentation of the
  printed MLIR; its per-part counts are the ops it lists; each op's Python line is its line's ``loc``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from math import prod

from ir_explorer.analyses import pipelining
from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.analyses.mma import (
    BEST_NVIDIA,
    DOT_RESULTS,
    PATHS,
    SM90_MMA_FLOP_PER_CLK,
    SMEM_BYTES_PER_CLK,
    in_loop,
    n_knob,
)
from ir_explorer.analyses.occupancy import shared_limit
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule, ring_depth
from ir_explorer.ir import mlir_model
from ir_explorer.ir.layouts import TensorType, element_bits
from ir_explorer.ir.mlir_model import IRModule, IROp, display
from ir_explorer.ir.operand_roles import roles
from ir_explorer.ir.ttgir import MEMDESC_VIEWS, Op, strip_loc

# e.g.     %acc_96 = ttng.warp_group_dot %a_92, %b_93, %acc_90 {inputPrecision = 0 : i32, isAsync = true} : …
# e.g.     ttng.tc_gen5_mma %a, %b, %acc[%true], %false, %true : !ttg.memdesc<…>, !ttg.memdesc<…>, !ttg.memdesc<…>
_OP_NAME = re.compile(r"^\s*(?:%[\w$.#:-]+(?:,\s*%[\w$.#:-]+)*\s*=\s*)?\"?(?P<op>[a-z_]+\.[\w.]+)")
# e.g. tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>    e.g. !ttg.memdesc<3x64x128xf16, …>
_TYPE = re.compile(r"(?:tensor|!ttg\.memdesc)<(?P<dims>\d+(?:x\d+)*)x(?P<elem>[a-zA-Z]\w*)")
# e.g. -> tensor<128x128xf32, #mma>
_RESULT_ALIAS = re.compile(r"->\s*tensor<[^,>]*,\s*(?P<alias>#[\w.]+)>")
# e.g. #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
_ALIAS_DEF = re.compile(r"^(?P<alias>#[\w.]+) = #ttg\.(?P<kind>\w+)<(?P<body>.*)>\s*$")
# e.g. versionMajor = 3    e.g. instrShape = [16, 128, 16]    e.g. isTransposed = true
_WARP_BASES = re.compile(r"\bwarp = \[((?:\[[-\d, ]*\],?\s*)+)\]")
_FIELD = re.compile(r"(?P<key>\w+) = (?P<value>\[[\d, ]*\]|\d+|true|false)")
# e.g. %a_25 = tt.fp_to_fp %a_18 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{…}>> -> tensor<64x64xf16, #ttg.dot_op<{…}>>
_FP_TO_FP = re.compile(r"^\s*(?P<res>%[\w$.-]+) = tt\.fp_to_fp %[\w$.-]+ : tensor<(?:\d+x)*(?P<src>\w+?)[,>].*?"
                       r"-> tensor<(?:\d+x)*(?P<dst>\w+?)[,>]")
_DOT_OPS = ("tt.dot", "tt.dot_scaled", "ttng.warp_group_dot", "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")
#: The instruction ``versionMajor`` of a ``#ttg.nvidia_mma`` layout runs on (``TritonGPUAttrDefs.td``).
_NVIDIA_VERSION = {2: "mma.sync", 3: "wgmma", 5: "tcgen05"}


def _held(ctx: ClaimContext, claim: Claim, k: int = 0) -> str:
    """The raw text of the line claim ``claim``'s ``k``-th ref cites (``""`` when it has none or it is past the
    end), without its ``loc(…)``."""
    if len(claim.about) <= k:
        return ""
    return strip_loc(ctx.line(claim.about[k].stage, claim.about[k].line) or "")


def _alias_line(ctx: ClaimContext, alias: str) -> str:
    """The TTGIR line that defines layout alias ``alias`` (``#mma = #ttg.nvidia_mma<…>``), or ``""``."""
    return next((ln for ln in ctx.lines("ttgir") if ln.startswith(f"{alias} = ")), "")


def _fields(definition: str) -> tuple[str, dict[str, object]]:
    """The kind (``nvidia_mma``) and fields (``{"versionMajor": 3, "instrShape": (16, 128, 16)}``) of a layout
    alias's definition line."""
    m = _ALIAS_DEF.match(definition.strip())
    if m is None:
        return "", {}
    out: dict[str, object] = {}
    for f in _FIELD.finditer(m.group("body")):
        v = f.group("value")
        out[f.group("key")] = (tuple(int(x) for x in v.strip("[]").split(",") if x.strip()) if v.startswith("[")
                               else v == "true" if v in ("true", "false") else int(v))
    if "isTranspose" in out:  # 3.9's amd_wmma spells it so; amd_mfma isTransposed
        out.setdefault("isTransposed", out.pop("isTranspose"))
    bases = _WARP_BASES.search(m.group("body"))
    if "warpsPerCTA" not in out and bases is not None:  # 3.9's amd_wmma: ctaLayout = {warp = [[0, 1], [1, 0]]}
        rows = [[int(x) for x in row.split(",")] for row in re.findall(r"\[([-\d, ]+)\]", bases.group(1))]
        out["warpsPerCTA"] = tuple(1 << sum(1 for row in rows if row[d] != 0) for d in range(len(rows[0])))
    return m.group("kind"), out


def _describe(kind: str, f: dict[str, object]) -> str:
    """An MMA layout's description, as the report writes it, from its definition's fields."""
    def dims(key: str) -> str:
        v = f.get(key)
        return "[" + ",".join(map(str, v)) + "]" if isinstance(v, tuple) else "?"
    if kind == "nvidia_mma":
        major = f.get("versionMajor")
        ins = _NVIDIA_VERSION.get(major, f"mma v{major}") if isinstance(major, int) else "?"
        return f"nvidia_mma v{major} ({ins}) instrShape={dims('instrShape')} warpsPerCTA={dims('warpsPerCTA')}"
    shape = f" instrShape={dims('instrShape')}" if "instrShape" in f else ""
    text = f"{kind} v{f.get('version')}{shape} warpsPerCTA={dims('warpsPerCTA')}"
    return text + (" transposed" if f.get("isTransposed") is True else "")


def _dot_types(line: str) -> list[tuple[tuple[int, ...], str]]:
    """The ``(dims, element)`` of each shaped type of a dot line's signature (after `` : ``), in order: A, B, then
    the result (a ``tensor`` after ``->``, or the accumulator ``memdesc`` of a tcgen05 op)."""
    sig = line.rsplit(" : ", 1)[1] if " : " in line else ""
    return [(tuple(int(d) for d in m.group("dims").split("x")), m.group("elem")) for m in _TYPE.finditer(sig)]


def _scaled_ab(ctx: ClaimContext, claim: Claim) -> tuple[list[tuple[tuple[int, ...], str]], tuple[str, str]] | None:
    """For a claim citing a ``tt.dot_scaled`` line: its A and B ``(dims, element)`` and its ``(lhs, rhs)`` formats,
    through the rule's own IR model. The printed operand list (TritonOps.td DotScaledOp) is ``a (scale a_scale)?,
    b (scale b_scale)?, c``: A and B are the first value of the first and second comma-separated parts; their types
    are their definitions'. ``None`` when the line is no ``tt.dot_scaled``."""
    if not claim.about:
        return None
    op = ctx.model("ttgir").by_line.get(claim.about[0].line)
    if op is None or op.name != "tt.dot_scaled" or " lhs = " not in op.text:
        return None
    head, tail = op.text.split("tt.dot_scaled", 1)[1].split(" lhs = ", 1)
    parts = [p.split() for p in head.split(",")]
    formats = re.match(r"(\w+) rhs = (\w+)", tail)
    if len(parts) != 3 or formats is None:
        return None
    types = []
    for part in parts[:2]:
        ty = ctx.model("ttgir").type_of(part[0].lstrip("%")) if part else None
        if ty is not None and ty.shape:
            types.append((tuple(ty.shape), ty.element))
    return types, (formats.group(1), formats.group(2))


def _scale_type(ctx: ClaimContext, line: int, role: str) -> tuple[tuple[int, ...], str] | None:
    """The ``(dims, element)`` of the scale operand ``role`` (``a_scale``/``b_scale``) of the ``tt.dot_scaled`` on
    TTGIR ``line``: the value after ``scale`` in the first (A's) or second (B's) comma-separated part of its printed
    operands, typed by its definition in the rules' model; ``None`` when that part has no scale."""
    op = ctx.model("ttgir").by_line.get(line)
    if op is None or op.name != "tt.dot_scaled" or " lhs = " not in op.text:
        return None
    parts = op.text.split("tt.dot_scaled", 1)[1].split(" lhs = ", 1)[0].split(",")
    words = parts[0 if role == "a_scale" else 1].split() if len(parts) == 3 else []
    if len(words) != 3 or words[1] != "scale":
        return None
    ty = ctx.model("ttgir").type_of(words[2].lstrip("%"))
    return (tuple(ty.shape), ty.element) if ty is not None and ty.shape else None


def _format_bits(fmt: str) -> int | None:
    """Bits one value of a scaled dot's format takes where it is loaded: ``eXmY`` has 1 + X + Y bits, stored two
    per byte when that is 4 (``e2m1``) and one per byte otherwise (fp6, fp8); ``bf16``/``fp16`` 16."""
    m = re.fullmatch(r"e(\d)m(\d)", fmt)
    if m:
        return 4 if 1 + int(m.group(1)) + int(m.group(2)) == 4 else 8
    return 16 if fmt in ("bf16", "fp16") else None


def _path(ctx: ClaimContext, line: str) -> str:
    """The tensor-core path of the dot on ``line``: its op (tcgen05) or its result alias's definition."""
    m = _OP_NAME.match(line)
    if m and m.group("op").startswith("ttng.tc_gen5_mma"):
        return "tcgen05"
    alias = _RESULT_ALIAS.search(line)
    kind, fields = _fields(_alias_line(ctx, alias.group("alias"))) if alias else ("", {})
    if kind in ("amd_mfma", "amd_wmma"):
        return "mfma" if kind == "amd_mfma" else "wmma"
    if kind == "nvidia_mma":
        major = fields.get("versionMajor")
        return _NVIDIA_VERSION.get(major, "mma.sync") if isinstance(major, int) else "mma.sync"
    return "fma"


def _python_cited(ctx: ClaimContext, finding: Finding, stage: str, line: int) -> bool:
    """Whether the finding's Python line is the ``loc`` of ``stage`` line ``line`` (true where it states none, or
    the line has none)."""
    loc = ctx.python(stage, line)
    return finding.python_line is None or loc is None or loc[1] == finding.python_line


def _bits(elem: str) -> int:
    return 8 if elem in ("i8", "ui8") else element_bits(elem)


@claim_rule("mma-op")
def mma_op(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A dot's op name (``op``) is the op of its cited line, and the finding's Python line that line's ``loc``; its
    result layout alias (``layout_alias``) the alias of the line's result type (``-> tensor<…, #mma>``)."""
    line = _held(ctx, claim)
    if claim.key == "layout_alias":
        m = _RESULT_ALIAS.search(line)
        return equal(claim.value, m.group("alias") if m else None)
    m = _OP_NAME.match(line)
    op = m.group("op") if m else None
    here = claim.about[0].line if claim.about else 0
    return (claim.value == op and op in _DOT_OPS and _python_cited(ctx, finding, "ttgir", here)), \
        f"the line's op is {op!r}, its Python line {ctx.python('ttgir', here)}"


@claim_rule("mma-path")
def mma_path(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A dot's tensor-core path: ``tcgen05`` for ``ttng.tc_gen5_mma``, else by its result alias's definition
    (``nvidia_mma`` ``versionMajor`` 2/3/5: mma.sync/wgmma/tcgen05; ``amd_mfma``: mfma; ``amd_wmma``: wmma), else
    ``fma``."""
    return equal(claim.value, _path(ctx, _held(ctx, claim)))


@claim_rule("mma-operand")
def mma_operand(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A dot's A (``a/…``), B (``b/…``) or result (``result/…``) shape or element type, read from the cited line's
    signature: the first two shaped types are A and B, the result the ``tensor`` after ``->``."""
    line = _held(ctx, claim)
    which, field = claim.key.split("/")
    if which == "result":
        tail = line.rsplit("->", 1)[1] if "->" in line else ""
        types = [(tuple(int(d) for d in m.group("dims").split("x")), m.group("elem")) for m in _TYPE.finditer(tail)]
        got = types[0] if types else None
    else:
        scaled = _scaled_ab(ctx, claim)  # tt.dot_scaled: A's scale sits between A and B on the line
        types = scaled[0] if scaled is not None else _dot_types(line.split("->", 1)[0])
        k = 0 if which == "a" else 1
        got = types[k] if len(types) > k else None
    if got is None:
        return False, "the line has no such type"
    return equal(claim.value, got[0] if field == "shape" else got[1])


@claim_rule("mma-layout")
def mma_layout(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A field of an MMA layout (``layout/instrShape`` …, with TTGIR's names; ``layout/kind``) or its description
    (``layout_text``), read from the alias's definition line the claim cites, which must be the alias of the dot's
    result (the finding's ``layout_alias``)."""
    line = _held(ctx, claim)
    kind, fields = _fields(line)
    said = finding.claim("layout_alias")
    if said is None or not line.startswith(f"{said.value} = "):
        return False, f"the line defines no alias {said.value if said else None!r}: {line[:60]!r}"
    if claim.key == "layout_text":
        return equal(claim.value, _describe(kind, fields))
    name = claim.key.split("/", 1)[1]
    return equal(claim.value, kind if name == "kind" else fields.get(name))


# e.g.     %qk = tt.dot_scaled %qq scale %qs, %kq scale %ks, %cst lhs = e4m3 rhs = e4m3 {fastMath = false} : …
_DOT_SCALED_LINE = re.compile(r"^\s*%[\w$.-]+ = tt\.dot_scaled ")
# e.g.     ttng.tc_gen5_mma %qk_254, %qk_253, %qk_164, %false, … {is_async} : …    e.g. %acc = tt.dot %a, %b, …
_DOT_OP = re.compile(r"^\s*(?:%[\w$.#:-]+\s*=\s*)?(?P<op>tt\.dot(?:_scaled)?|ttng\.warp_group_dot|"
                     r"ttng\.tc_gen5_mma(?:_scaled)?)\s")


@claim_rule("mma-decomposed")
def mma_decomposed(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``scaled_ttir_line``: the raw TTIR line holds a ``tt.dot_scaled`` with the Python location of the finding's
    dot line, and that TTGIR line's dot is no scaled one (a decomposed ``tl.dot_scaled``, trial 13d M3)."""
    dot_line = finding.lines[0] if finding.lines else 0
    m = _DOT_OP.match(ctx.line("ttgir", dot_line) or "")
    n = claim.value if isinstance(claim.value, int) else 0
    ok = m is not None and not m.group("op").endswith("_scaled") and \
        _DOT_SCALED_LINE.match(ctx.line("ttir", n) or "") is not None and \
        ctx.python("ttir", n) is not None and ctx.python("ttir", n) == ctx.python("ttgir", dot_line)
    return ok, (f"ttgir:{dot_line} holds {m.group('op') if m else None}; ttir:{n} is a tt.dot_scaled at Python "
                f"{ctx.python('ttir', n)} (the dot's: {ctx.python('ttgir', dot_line)})")


# e.g.   %do_139 = arith.extf %do_138 : tensor<32x128xbf16, #blocked> to tensor<32x128xf32, #blocked> loc(#loc131)
_EXTF = re.compile(r"^\s*(?P<res>%[\w$.-]+) = arith\.extf (?P<src>%[\w$.-]+) : tensor<(?:\d+x)*(?P<from>\w+)[,>].*?"
                   r"to tensor<(?:\d+x)*(?P<to>\w+)[,>]")
#: Ops that carry a value on unchanged between an ``arith.extf`` and a dot operand (the rule's own list).
_CARRIES = ("ttg.convert_layout", "ttg.local_alloc", "ttg.local_load", "ttg.memdesc_trans", "ttg.memdesc_reshape",
            "tt.trans")


def _widened(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """:func:`mma_upcast` for a 16-bit operand widened before a tf32 dot (``widened/N/role``, ``…/from``,
    ``…/ttgir_line``; ``widened_precision``): the dot (the claim's last ref) runs as tf32 (its line reads
    ``inputPrecision = tf32``, or it is a ``ttng.tc_gen5_mma`` of f32 operands), and the ``arith.extf`` on the cited
    line, read with the rule's own regex, widens ``from`` (bf16/f16) to f32 and reaches the dot's operand of that
    role back through ops that carry values only (trial 14a's omission: bf16 loads ``.to(tl.float32)`` before a tf32
    dot, unsaid)."""
    dot_line = claim.about[-1].line if claim.about else 0
    dot = ctx.model("ttgir").by_line.get(dot_line)
    held = strip_loc(ctx.line("ttgir", dot_line) or "")
    tf32 = dot is not None and (dot.name == "ttng.tc_gen5_mma" or re.search(r"inputPrecision = tf32\b(?!x3)", held))
    if not tf32:
        return False, f"ttgir:{dot_line} is no dot that runs as tf32: {held.strip()[:80]!r}"
    if claim.key == "widened_precision":
        return equal(claim.value, "tf32")
    k = claim.key.split("/")[1]
    parts = {c.key.rsplit("/", 1)[1]: c for c in finding.claims if c.key.startswith(f"widened/{k}/")}
    at = parts["ttgir_line"].value if "ttgir_line" in parts else None
    m = _EXTF.match(strip_loc(ctx.line("ttgir", at) or "")) if isinstance(at, int) else None
    role = parts["role"].value if "role" in parts else None
    key = roles(dot).get(str(role).lower()) if dot is not None else None
    model = ctx.model("ttgir")
    op = model.defining_op(key) if isinstance(key, str) else None
    for _ in range(16):
        if op is None or op.name not in _CARRIES or not op.operand_keys or not op.operand_keys[0]:
            break
        op = model.defining_op(op.operand_keys[0])
    if m is None or m.group("to") != "f32" or op is None or op.line != at:
        return False, (f"ttgir:{at} is no arith.extf to f32 that the dot's {role} operand carries on: "
                       f"{strip_loc(ctx.line('ttgir', at) or '').strip()[:80] if isinstance(at, int) else at!r}; "
                       f"the operand's first op that changes values is at ttgir:{op.line if op else None}")
    field = claim.key.rsplit("/", 1)[1]
    return equal(claim.value, {"role": role, "from": m.group("from"), "ttgir_line": at}[field])


@claim_rule("mma-upcast")
def mma_upcast(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An upcast operand (``upcast/N/…``): the cited line defines the value ``upcast/N/operand`` by ``tt.fp_to_fp``
    from type ``from`` to ``to``, at line ``ttgir_line``, and that value is the A or B operand of the dot. A 16-bit
    operand widened by ``arith.extf`` before a tf32 dot (``widened/N/…``, ``widened_precision``): :func:`_widened`."""
    if claim.key.startswith("widened"):
        return _widened(claim, finding, ctx)
    k = claim.key.split("/")[1]
    parts = {c.key.rsplit("/", 1)[1]: c for c in finding.claims if c.key.startswith(f"upcast/{k}/")}
    at = parts["ttgir_line"].value if "ttgir_line" in parts else None
    held = strip_loc(ctx.line("ttgir", at) or "") if isinstance(at, int) else ""
    m = _FP_TO_FP.match(held)
    op = finding.claim("op")
    dot = _ab_names(ctx, op)
    name = parts["operand"].value if "operand" in parts else None
    if m is None or dot is None or m.group("res") != name or name not in dot:
        return False, f"ttgir:{at} is no tt.fp_to_fp of the dot's operand {name!r}: {held.strip()[:80]!r}"
    field = claim.key.rsplit("/", 1)[1]
    derived = {"operand": m.group("res"), "from": m.group("src"), "to": m.group("dst"), "ttgir_line": at}[field]
    return equal(claim.value, derived)


def _ab_names(ctx: ClaimContext, claim: Claim | None) -> tuple[str, str] | None:
    """The printed names (``%a_25``) of the A and B operands of the dot on the line ``claim`` first cites, by role
    (:func:`~ir_explorer.ir.operand_roles.roles` on the rule's own model: a ``tt.dot_scaled``'s ``scale`` operands
    are neither), or ``None``."""
    op = ctx.model("ttgir").by_line.get(claim.about[0].line) if claim is not None and claim.about else None
    got = roles(op) if op is not None and op.name in _DOT_OPS else {}
    a, b = got.get("a"), got.get("b")
    return (f"%{display(a)}", f"%{display(b)}") if isinstance(a, str) and isinstance(b, str) else None


#: Ops that carry a loaded value on towards a dot operand (the rule's own list, read forward from the loads):
#: register/layout moves, transposes, conversions, the integer and float arithmetic of a dequantization.
_CARRY = frozenset({"ttg.convert_layout", "amdg.in_thread_transpose", "tt.trans", "tt.fp_to_fp", "arith.extf",
                    "arith.truncf", "arith.sitofp", "arith.uitofp", "arith.extsi", "arith.extui", "arith.trunci",
                    "arith.bitcast", "tt.bitcast", "arith.andi", "arith.ori", "arith.xori", "arith.shli",
                    "arith.shrsi", "arith.shrui", "arith.addi", "arith.subi", "arith.muli", "arith.addf",
                    "arith.subf", "arith.mulf", "tt.broadcast", "tt.expand_dims", "tt.reshape", "tt.join",
                    "ttg.fp4_to_fp",
                    "ttg.local_alloc", "ttg.local_load", *MEMDESC_VIEWS})
_LOADS = ("tt.load", "amdg.buffer_load", "tt.descriptor_load")


def _reaches(model: IRModule, start: str, dot: IROp, role_key: str) -> bool:
    """Whether value ``start`` flows forward into ``dot``'s operand ``role_key`` through :data:`_CARRY` ops and loop
    iterations (an ``scf.yield`` operand on to the loop's region argument and result)."""
    todo: list[str] = [start]
    seen: set[str] = set()
    while todo and len(seen) < 512:
        k = todo.pop()
        if k in seen:
            continue
        seen.add(k)
        if k == role_key:
            return True
        for user in model.users(k):
            if user.name in _CARRY:
                todo += list(user.result_keys)
            elif user.name == "scf.yield" and 0 <= user.parent < len(model.ops):
                loop = model.ops[user.parent]
                i = [j for j, o in enumerate(user.operand_keys) if o == k]
                shift = 1 if loop.name == "scf.for" else 0
                todo += [v.key for v in model.values.values() if v.owner == loop.index and (
                    (v.is_block_arg and v.index - shift in i) or (not v.is_block_arg and v.index in i))]
    return False


def _loaded_bits(ctx: ClaimContext, dot: IROp, role: str) -> tuple[float, list[IROp]] | None:
    """Bits loaded per value of ``dot``'s operand ``role`` and the loads, read forward on the rules' own model: every
    global load (``tt.load``, ``amdg.buffer_load``, ``tt.descriptor_load``) and every ``ttg.local_load`` of a buffer
    no ``ttg.local_alloc`` of a value filled, in the dot's innermost loop (anywhere for a dot outside loops), whose
    result flows into the operand (:func:`_reaches`), as elements × bits over the operand's elements; ``None`` when
    none does."""
    model = ctx.model("ttgir")
    key = roles(dot).get(role)
    own = model.type_of(key) if isinstance(key, str) else None
    if not isinstance(key, str) or own is None or not own.shape:
        return None
    loop = dot.loops[-1] if dot.loops else None
    found: list[IROp] = []
    total = 0
    for op in model.printed_ops:
        if op.name not in (*_LOADS, "ttg.local_load") or (loop is not None and (not op.loops or op.loops[-1] != loop)):
            continue
        if op.name == "ttg.local_load":
            root = model.alloc_origin(op.operand_keys[0]).root if op.operand_keys and op.operand_keys[0] else None
            if root is not None and root.name == "ttg.local_alloc" and any(root.operand_keys):
                continue  # it reads back a value: the loads of that value count
        t = model.type_of(op.result_keys[0]) if op.result_keys else None
        if t is None or not t.shape or not op.result_keys or not _reaches(model, op.result_keys[0], dot, key):
            continue
        n = 1
        for d in t.shape:
            n *= d
        found.append(op)
        total += n * element_bits(t.element)
    if not found:
        return None
    n = 1
    for d in own.shape:
        n *= d
    return total / n, found


def _fills(ctx: ClaimContext, read: IROp, dot: IROp) -> list[IROp]:
    """The copies from global memory (:data:`_GLOBAL_COPIES`) whose buffer's data reaches the result of ``read``, a
    ``ttg.local_load`` (:func:`_flow`, forward on the rules' own parse), by line: those in ``dot``'s innermost loop
    (or a loop of another partition of its ``ttg.warp_specialize``), else every one; empty for any other op."""
    ttgir = ctx.stages.get("ttgir") or ""
    model = _flow_model(ttgir)[0]
    if read.name != "ttg.local_load" or not read.result_keys:
        return []
    copies = [o for o in model.printed_ops if o.name in _GLOBAL_COPIES and read.result_keys[0] in _flow(ttgir, o.line)]
    mine = model.by_line.get(dot.line)
    loop = mine.loops[-1] if mine is not None and mine.loops else None
    ws = model.enclosing(mine, "ttg.warp_specialize") if mine is not None else None
    inner = [o for o in copies if loop is None or loop in o.loops or (
        ws is not None and o.loops and model.enclosing(o, "ttg.warp_specialize") is ws)]
    return inner or copies


#: Ops that carry a value on into the next one for :func:`_flow` (besides :data:`_CARRY`): a tensor-memory
#: allocation made from a value, and a read of tensor memory.
_FLOW_CARRY = frozenset({*_CARRY, "ttng.tmem_alloc", "ttng.tmem_load"})
#: Ops that copy global memory into a buffer (a memdesc operand), the loads of :func:`_flow`'s walk besides
#: :data:`_LOADS` (a store of a value into a buffer, :data:`_STORES`, only carries the value on).
_GLOBAL_COPIES = ("ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local", "ttng.async_tma_gather",
                  "amdg.buffer_load_to_local")
_STORES = ("ttg.local_store", "ttng.tmem_store")


@lru_cache(maxsize=8)
def _flow_model(ttgir: str) -> tuple[IRModule, dict[str, str], dict[str, tuple[str, ...]]]:
    """The rules' own parse of a TTGIR text, each memdesc value's allocation, and each allocation's memdesc values
    (its views, loop-carried ones included): what :func:`_flow` reads, kept per text (the mutation harness checks
    one report many times)."""
    model = mlir_model.parse(ttgir)
    alloc_of: dict[str, str] = {}
    for k, v in model.values.items():
        if v.type and "memdesc" in v.type:
            a = model.alloc_origin(k, captures=True).alloc  # a partition's ring is its warp_specialize capture
            if a is not None:
                alloc_of[k] = a
    members: dict[str, list[str]] = {}
    for k, a in alloc_of.items():
        members.setdefault(a, []).append(k)
    return model, alloc_of, {a: tuple(ks) for a, ks in members.items()}


def _reach(model: IRModule, alloc_of: Mapping[str, str], members: Mapping[str, tuple[str, ...]], todo: list[str],
           step: Callable[[str, IROp], Iterable[str]]) -> frozenset[str]:
    """The values ``todo`` reach forward on ``model`` (the worklist of :func:`_walk` and :func:`_flow_any`): every
    memdesc value of a buffer reached (``alloc_of``: a memdesc value's allocation; ``members``: an allocation's
    memdesc values), a value stored into a buffer (``ttg.local_store``, ``ttng.tmem_store``) on to that buffer, and
    for every other user of a value, what ``step(value, user)`` gives. At most 4096 values."""
    seen: set[str] = set()
    while todo and len(seen) < 4096:
        k = todo.pop()
        if k in seen:
            continue
        seen.add(k)
        if k in alloc_of:
            todo += members.get(alloc_of[k], ())
        for user in model.users(k):
            if user.name in _STORES:
                if k not in alloc_of:
                    todo += [o for o in user.operand_keys if o and o in alloc_of]
            else:
                todo += step(k, user)
    return frozenset(seen)


def _walk(ttgir: str, starts: list[str]) -> frozenset[str]:
    """The values ``starts`` reach forward on the rules' own model of ``ttgir`` (:func:`_reach`): through
    :data:`_FLOW_CARRY` ops, a store into a buffer (the value on to its destination), every memdesc value of a buffer
    reached, a loop's initial or yielded value on to its region argument and result."""
    model, alloc_of, members = _flow_model(ttgir)

    def step(k: str, user: IROp) -> list[str]:
        if user.name in _FLOW_CARRY:
            return list(user.result_keys)
        if user.name in ("scf.for", "scf.while"):
            return [v.key for v in model.values.values() if v.owner == user.index and model.carried_init(user, v) == k]
        if user.name == "scf.yield" and 0 <= user.parent < len(model.ops):
            loop = model.ops[user.parent]
            idx = [j for j, o in enumerate(user.operand_keys) if o == k]
            shift = 1 if loop.name == "scf.for" else 0
            if loop.name in ("scf.for", "scf.while"):
                return [v.key for v in model.values.values() if v.owner == loop.index and (
                    (v.is_block_arg and v.region == 0 and v.index - shift in idx) or
                    (not v.is_block_arg and v.index in idx))]
        return []

    return _reach(model, alloc_of, members, list(starts), step)


@lru_cache(maxsize=4096)
def _flow(ttgir: str, start: int) -> frozenset[str]:
    """The values the data of the op on TTGIR line ``start`` reaches (:func:`_walk`): a global load's result, or
    the buffer a copy fills; a computing op's results."""
    model, alloc_of, _ = _flow_model(ttgir)
    op = model.by_line.get(start)
    if op is None:
        return frozenset()
    return _walk(ttgir, [k for k in op.operand_keys if k and k in alloc_of] if op.name in _GLOBAL_COPIES
                 else list(op.result_keys))


def _flop_dot(ctx: ClaimContext, dot_line: int) -> IROp | None:
    """The dot whose loop an operand's loads are judged against: the dot on TTGIR ``dot_line``, or, when it lies in
    no loop, the op of the same name in a loop whose printed line has the same types and ``loc(…)`` (the pipeliner's
    peeled copy of a loop's dot names the loop's)."""
    model = _flow_model(ctx.stages.get("ttgir") or "")[0]
    dot = model.by_line.get(dot_line)
    raw = ctx.line("ttgir", dot_line) or ""
    if dot is None or dot.loops or " loc(" not in raw:
        return dot
    loc, types = raw[raw.rfind(" loc("):], strip_loc(raw).split(" : ", 1)[-1]
    twin = next((o for o in model.printed_ops if o.loops and o.name == dot.name and (ln := ctx.line(
        "ttgir", o.line) or "").endswith(loc) and strip_loc(ln).split(" : ", 1)[-1] == types), None)
    return twin or dot


def _sources(ctx: ClaimContext, dot_line: int, role: str) -> tuple[str, list[IROp]]:
    """Where operand ``role`` of the dot on TTGIR ``dot_line`` comes from, read forward from every global load and
    buffer copy of the rules' own model (:func:`_flow`): ``("loop", loads)`` when those in the dot's innermost loop
    (:func:`_flop_dot`; any, for a dot outside loops) reach it, ``("once", loads)`` when only loads outside that
    loop do, ``("computed", loads)`` when only those do and an op inside the loop computes the operand from them
    again in every iteration (:func:`_computed_in_loop`; trial 13d F3), ``("none", [])`` when none does.
    ``("broadcast", loads)`` where the loop's loads bring no more
    elements than the operand's largest dimension (one vector's worth) and a tensor computed in the loop by another
    op (no load, copy, store or op that only carries a value on) reaches it too: the operand is computed in
    registers and the vector broadcast into it (trial 12b M1, 12c M2: dS = P·(dP − Di)). The loads are sorted by
    line."""
    ttgir = ctx.stages.get("ttgir") or ""
    model = _flow_model(ttgir)[0]
    dot = _flop_dot(ctx, dot_line)
    key = roles(dot).get(role) if dot is not None else None
    if dot is None or not isinstance(key, str):
        return "none", []
    loop = dot.loops[-1] if dot.loops else None
    loads = [op for op in model.printed_ops if op.name in (*_LOADS, *_GLOBAL_COPIES) and key in _flow(ttgir, op.line)]
    ws = model.enclosing(dot, "ttg.warp_specialize")
    # a copy in a loop of another partition of the dot's ttg.warp_specialize is the producer of a ring the dot's
    # loop consumes, one fill per iteration (the loader partition of a warp-specialized matmul)
    inner = [op for op in loads if loop is None or loop in op.loops or (
        ws is not None and op.loops and model.enclosing(op, "ttg.warp_specialize") is ws)]
    if inner and loop is not None and _broadcast_into(ttgir, model, inner, key, loop):
        return "broadcast", inner
    if not inner and loads and _computed_in_loop(model, dot, key) is not None:
        return "computed", loads  # loaded outside the loop, computed again in every iteration (trial 13d F3)
    return ("loop", inner) if inner else ("once", loads) if loads else ("none", [])


#: Ops that make a constant or splat a scalar: no computation of an operand's values.
_SPLATS = ("arith.constant", "tt.splat", "tt.make_range")


def _loaded_type(model: IRModule, op: IROp) -> TensorType | None:
    """What load ``op`` brings: a copy's destination buffer type, a load's result type (``None`` unread)."""
    if op.name in _GLOBAL_COPIES:
        return next((t for k in op.operand_keys if k and (t := model.type_of(k)) is not None and t.kind == "memdesc"),
                    None)
    return model.type_of(op.result_keys[0]) if op.result_keys else None


def _broadcast_into(ttgir: str, model: IRModule, loads: list[IROp], key: str, loop: int) -> bool:
    """Whether ``loads`` bring at most as many elements as the largest dimension of operand ``key`` and a tensor
    computed by an op of ``loop`` (not a load, copy, store, constant or value-carrying op) reaches ``key``
    (:func:`_flow`)."""
    own = model.type_of(key)
    types = [_loaded_type(model, o) for o in loads]
    sizes = [prod(t.shape) for t in types if t is not None and t.shape]
    if own is None or not own.shape or len(sizes) != len(loads) or sum(sizes) > max(own.shape):
        return False
    for op in model.printed_ops:
        if loop not in op.loops or not op.result_keys or op.name in _FLOW_CARRY or op.name in (
                *_LOADS, *_GLOBAL_COPIES, *_STORES, *_SPLATS) or op.name.startswith("scf."):
            continue
        t = model.type_of(op.result_keys[0])
        if t is not None and t.kind == "tensor" and key in _flow(ttgir, op.line):
            return True
    return False


#: Ops whose value is a constant: no computation of the loop's.
_CONSTANT_OPS = ("arith.constant", "tt.splat", "tt.make_range", "tt.full")


def _computed_in_loop(model: IRModule, dot: IROp, key: str) -> IROp | None:
    """The nearest op inside ``dot``'s innermost loop that computes a value the operand ``key`` is made of, walking
    its definitions back within that loop through :data:`_FLOW_CARRY` ops (moves, views, conversions, elementwise
    arithmetic, a buffer to the value it was made from); loads, copies, stores, constants and values from outside
    the loop end a path. ``None`` when there is none (trial 13d F3: dS = p·(dp − delta), the delta vector loaded
    before the loop, is computed from two dots' results in every iteration: not an operand loaded once)."""
    if not dot.loops:
        return None
    loop = dot.loops[-1]
    todo, seen = [key], set[str]()
    while todo and len(seen) < 512:
        k = todo.pop(0)
        if k in seen:
            continue
        seen.add(k)
        op = model.defining_op(k)
        if op is None or loop not in op.loops:
            continue
        if op.name in _FLOW_CARRY:
            todo += [o for o in op.operand_keys if o]
        elif op.name not in (*_LOADS, *_GLOBAL_COPIES, *_STORES, *_CONSTANT_OPS) and not op.name.startswith("scf."):
            return op
    return None


def _computes(ctx: ClaimContext, dot_line: int, role: str, at: object, name: object) -> Verdict:
    """Whether the op on TTGIR line ``at`` is ``name``, computes a value (it is no load, store, copy or op that
    only carries a value on) that reaches operand ``role`` of the dot (:func:`_flop_dot`) on ``dot_line``, and no
    load reaches that operand but loads outside the dot's loop whose values the loop computes on (``computed`` of
    :func:`_sources`)."""
    ttgir = ctx.stages.get("ttgir") or ""
    kind, loads = _sources(ctx, dot_line, role)
    if kind not in ("none", "broadcast", "computed"):
        return False, f"loads reach the operand: {[(o.name, o.line) for o in loads][:3]}"
    op = _flow_model(ttgir)[0].by_line.get(at) if isinstance(at, int) else None
    if op is None or op.name != name or op.name in _FLOW_CARRY or op.name in (*_LOADS, *_GLOBAL_COPIES, *_STORES):
        return False, f"ttgir:{at} holds {op.name if op else None}, not a computing op {name}"
    dot = _flop_dot(ctx, dot_line)
    key = roles(dot).get(role) if dot is not None else None
    return key in _flow(ttgir, op.line), f"the value of {name} at ttgir:{at} reaches the operand: no"


def _reread(ctx: ClaimContext, dot_line: int, role: str) -> IROp | None:
    """The ``ttg.local_load`` that gives operand ``role`` of the dot (:func:`_flop_dot`) its value, read on the
    rules' own model, when it lies in the dot's innermost loop (an operand loaded once and kept in shared memory,
    read back in every iteration: trial 11a M1); ``None`` otherwise."""
    model = _flow_model(ctx.stages.get("ttgir") or "")[0]
    dot = _flop_dot(ctx, dot_line)
    key = roles(dot).get(role) if dot is not None else None
    op = model.defining_op(key) if isinstance(key, str) else None
    if dot is None or op is None or op.name != "ttg.local_load" or not dot.loops or dot.loops[-1] not in op.loops:
        return None
    return op


def _restored(ctx: ClaimContext, dot_line: int, role: str) -> IROp | None:
    """The ``ttg.local_alloc`` of a value whose buffer (through memdesc views) is operand ``role`` of the dot
    (:func:`_flop_dot`), read on the rules' own model, when it lies in the dot's innermost loop (trial 12b M2: an
    operand loaded once, stored to shared memory again in every iteration); ``None`` otherwise."""
    model = _flow_model(ctx.stages.get("ttgir") or "")[0]
    dot = _flop_dot(ctx, dot_line)
    key = roles(dot).get(role) if dot is not None else None
    op = model.defining_op(key) if isinstance(key, str) else None
    while op is not None and op.name in MEMDESC_VIEWS and op.operand_keys and op.operand_keys[0]:
        op = model.defining_op(op.operand_keys[0])
    if dot is None or op is None or op.name != "ttg.local_alloc" or not any(op.operand_keys[:1]) or not dot.loops \
            or dot.loops[-1] not in op.loops:
        return None
    return op


@lru_cache(maxsize=4096)
def _flow_any(ttgir: str, start: int) -> frozenset[str]:
    """The values the data of the load or copy on TTGIR line ``start`` reaches forward through any op but a dot
    (:data:`~ir_explorer.analyses.mma.DOT_RESULTS`), a load, a copy, a ``tt.addptr`` or an ``scf`` op (a
    computation such as ``math.exp2`` carries it on, unlike :func:`_flow`): a buffer on to its views and reads, a
    value stored into a buffer on to that buffer (:func:`_reach`)."""
    model, alloc_of, members = _flow_model(ttgir)
    op = model.by_line.get(start)
    if op is None:
        return frozenset()
    todo = [k for k in op.operand_keys if k and k in alloc_of] if op.name in _GLOBAL_COPIES else list(op.result_keys)

    def step(_k: str, user: IROp) -> tuple[str, ...]:
        if user.name in DOT_RESULTS or user.name in (*_LOADS, *_GLOBAL_COPIES, "tt.addptr") \
                or user.name.startswith("scf."):
            return ()
        return user.result_keys

    return _reach(model, alloc_of, members, todo, step)


def _inputs(ctx: ClaimContext, dot_line: int, role: str) -> list[IROp]:
    """The loads and copies of the dot's innermost loop (:func:`_flop_dot`; or of a loop of another partition of
    its ``ttg.warp_specialize``) that each bring no more elements than operand ``role``'s largest dimension (a
    vector) and whose data reach it (:func:`_flow_any`), by line: what is broadcast into a computed operand
    (trial 13c M3: lse through ``math.exp2`` and delta, both into dS). Empty for a dot outside loops."""
    ttgir = ctx.stages.get("ttgir") or ""
    model = _flow_model(ttgir)[0]
    dot = _flop_dot(ctx, dot_line)
    key = roles(dot).get(role) if dot is not None else None
    own = model.type_of(key) if isinstance(key, str) else None
    if dot is None or not dot.loops or own is None or not own.shape:
        return []
    loop = dot.loops[-1]
    ws = model.enclosing(dot, "ttg.warp_specialize")
    out = []
    for op in model.printed_ops:
        if op.name not in (*_LOADS, *_GLOBAL_COPIES) or not (loop in op.loops or (
                ws is not None and op.loops and model.enclosing(op, "ttg.warp_specialize") is ws)):
            continue
        t = _loaded_type(model, op)
        if t is not None and t.shape and prod(t.shape) <= max(own.shape) and key in _flow_any(ttgir, op.line):
            out.append(op)
    return out


def _input_verdict(claim: Claim, ctx: ClaimContext, line_no: int, role: str, field: str) -> Verdict:
    """:func:`mma_flop` for the vectors broadcast into a computed operand (:func:`_inputs`): their bytes in all
    (``input_bytes``); one alone as ``input_op``, ``input_line``, and refused where there are several (trial 13c
    M3: delta was named, lse left out); several as ``input_count`` and ``input/K/bytes``, ``input/K/op``,
    ``input/K/line`` in line order."""
    model = _flow_model(ctx.stages.get("ttgir") or "")[0]
    found = _inputs(ctx, line_no, role)
    sizes = [prod(t.shape) * element_bits(t.element) // 8 if (t := _loaded_type(model, o)) is not None else None
             for o in found]
    if field == "input_bytes":
        return equal(claim.value, sum(b for b in sizes if b is not None) if found and None not in sizes else None)
    if field == "input_count":
        return equal(claim.value, len(found))
    if field in ("input_op", "input_line"):
        if len(found) != 1:
            return False, (f"{len(found)} vectors are broadcast into operand {role} (ttgir:"
                           f"{', '.join(str(o.line) for o in found)}): one input cited alone omits the others")
        return equal(claim.value, found[0].name if field == "input_op" else found[0].line)
    k_text, _, sub = field[len("input/"):].partition("/")
    if not k_text.isdigit() or int(k_text) >= len(found):
        return False, f"{len(found)} vector(s) are broadcast into operand {role}: no input {k_text}"
    k = int(k_text)
    return equal(claim.value, {"bytes": sizes[k], "op": found[k].name, "line": found[k].line}.get(sub))


def _source_verdict(claim: Claim, finding: Finding, ctx: ClaimContext, line_no: int, role: str,
                    field: str) -> Verdict:
    """:func:`mma_flop` for where an operand not loaded per iteration comes from (``source``, ``source_op``,
    ``source_line``) and, for one loaded once, its read-back from shared memory in the loop (``reread_op``,
    ``reread_line``; trial 11a M1: an ``a/source`` of ``once`` that leaves out such a read-back is refused)."""
    if field in ("reread_op", "reread_line"):  # the operand loaded once, read back from shared memory per iteration
        back = _reread(ctx, line_no, role)
        return equal(claim.value, None if back is None else back.name if field == "reread_op" else back.line)
    if field in ("restore_op", "restore_line", "restore_bytes"):  # stored to shared memory again per iteration
        again = _restored(ctx, line_no, role)
        model = _flow_model(ctx.stages.get("ttgir") or "")[0]
        t = model.type_of(again.result_keys[0]) if again is not None and again.result_keys else None
        derived = {"restore_op": again.name if again is not None else None,
                   "restore_line": again.line if again is not None else None,
                   "restore_bytes": prod(t.shape) * element_bits(t.element) // 8 if t is not None and t.shape
                   else None}[field]
        return equal(claim.value, derived)
    if field in ("input_op", "input_line", "input_bytes", "input_count") or field.startswith("input/"):
        return _input_verdict(claim, ctx, line_no, role, field)  # the vectors broadcast into a computed operand
    kind, found = _sources(ctx, line_no, role)
    back = _reread(ctx, line_no, role) if field == "source" and kind == "once" else None
    if back is not None and finding.claim(f"{role}/reread_line") is None:
        return False, (f"operand {role} is read back from shared memory in every iteration ({back.name} at "
                       f"ttgir:{back.line}), which the finding does not say")
    again = _restored(ctx, line_no, role) if field == "source" and kind == "once" else None
    if again is not None and finding.claim(f"{role}/restore_line") is None:
        return False, (f"operand {role} is stored to shared memory again in every iteration ({again.name} at "
                       f"ttgir:{again.line}), which the finding does not say")
    if field == "source" or kind == "once":
        derived_src = {"source": {"none": "computed", "broadcast": "computed"}.get(kind, kind),
                       "source_op": found[0].name if found else None,
                       "source_line": found[0].line if found else None}[field]
        return equal(claim.value, derived_src)
    parts = {f: finding.claim(f"{role}/{f}") for f in ("source_line", "source_op")}
    return _computes(ctx, line_no, role, *(p.value if p is not None else None for p in parts.values()))


def _load_list_verdict(claim: Claim, ctx: ClaimContext, op: IROp, role: str, field: str,
                       found: list[IROp]) -> Verdict:
    """:func:`mma_flop` for an operand whose bits several loads bring (:func:`_loaded_bits`, trial 13a M3): their
    number (``load_count``), and the K-th's bits per value of the operand, the op that brings them from global
    memory (the first copy that fills a ``ttg.local_load``'s buffer, :func:`_fills`, else the load) and the
    ``ttg.local_load`` that reads it (``load/K/bits``, ``/op``, ``/line``, ``/read_op``, ``/read_line``); a
    ``load_op``/``load_line``/``read_op``/``read_line`` that cites one load for them all is refused."""
    if field == "load_count":
        return equal(claim.value, len(found))
    if not field.startswith("load/"):
        return False, (f"{len(found)} loads bring {role.upper()}'s bits (ttgir:"
                       f"{', '.join(str(o.line) for o in found)}): one load cited for them all omits the others")
    k_text, _, sub = field[len("load/"):].partition("/")
    if not k_text.isdigit() or int(k_text) >= len(found):
        return False, f"{len(found)} load(s) reach {role.upper()}: no load {k_text}"
    load = found[int(k_text)]
    fills = _fills(ctx, load, op)
    model = ctx.model("ttgir")
    t = model.type_of(load.result_keys[0]) if load.result_keys else None
    own = model.type_of(k) if isinstance(k := roles(op).get(role), str) else None
    each = prod(t.shape) * element_bits(t.element) / prod(own.shape) \
        if t is not None and t.shape and own is not None and own.shape else None
    return equal(claim.value, {"bits": round(each, 2) if each is not None else None,
                               "op": (fills[0] if fills else load).name, "line": (fills[0] if fills else load).line,
                               "read_op": load.name if fills else None,
                               "read_line": load.line if fills else None}.get(sub))


@claim_rule("mma-flop")
def mma_flop(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """FLOP per byte of A and B loaded: ``2·M·N / ((M·a_bits + N·b_bits) / 8)`` with M×N the dot line's result shape
    and each operand's bits per value loaded: those of the loads whose values flow into it (:func:`_loaded_bits`,
    read forward on the rules' own model; trial 9d F1: GPTQ's B is dequantized from one i32 word per value, 32
    bits, not f16's 16), else the source type of the ``tt.fp_to_fp`` that made it (when it was upcast), else its
    own; those bits (``a/loaded_bits``, ``b/loaded_bits``) and the first such load (``…/load_op``, ``…/load_line``;
    for a ``ttg.local_load`` of a buffer that copies fill, the first copy, :func:`_fills`, with the local_load as
    ``…/read_op``, ``…/read_line``: trial 11c M2); where several loads reach an operand, their number
    (``…/load_count``) and each one's bits, op and line (``…/load/K/bits``, ``…/load/K/op``, ``…/load/K/line``,
    ``…/load/K/read_op``, ``…/load/K/read_line``, in line order), and one load cited alone is refused (trial 13a
    M3: GPTQ's 80 bits of B come from three copies, the first was cited).
    Only the operands that loads or copies in the dot's loop reach count (:func:`_sources`, forward from every load
    on the rules' own parse; trial 9a M2, 9d M2: flash attention's P is computed, Q loaded before the loop): no
    figure holds when neither is; ``a/source`` (``once``: only loads outside the loop reach it, ``a/source_op`` and
    ``a/source_line`` its first; ``computed``: none does, and the cited op computes a value that reaches it,
    :func:`_computes`).
    For ``tt.dot_scaled``: the bits per value of its ``lhs``/``rhs`` formats (:func:`_format_bits`), and those
    formats and bits (``a/format``, ``a/format_bits``, …)."""
    at = finding.claim("op") or claim  # the dot's line (a load claim cites the load)
    line = _held(ctx, at)
    tail = line.rsplit("->", 1)[1] if "->" in line else ""
    result = _TYPE.search(tail)
    scaled = _scaled_ab(ctx, at)
    if scaled is not None:  # a scaled dot: bits per value of its lhs/rhs formats
        (lhs, rhs), keys = scaled[1], {"a/format": 0, "b/format": 1, "a/format_bits": 0, "b/format_bits": 1}
        a_bits, b_bits = _format_bits(lhs), _format_bits(rhs)
        if claim.key in keys:
            fmt = (lhs, rhs)[keys[claim.key]]
            return equal(claim.value, fmt if claim.key.endswith("format") else _format_bits(fmt))
        if result is None or a_bits is None or b_bits is None or len(scaled[0]) < 2:
            return False, f"the line has no result type or a format without bits (lhs = {lhs}, rhs = {rhs})"
        m_, n_ = (int(d) for d in result.group("dims").split("x")[-2:])
        (a_dims, a_elem), (b_dims, b_elem) = scaled[0][:2]
        k = a_dims[-1] * _bits(a_elem) // a_bits  # K values per step: A's K of storage elements, unpacked
        if claim.key == "k_values":
            return equal(claim.value, k)
        line_no = at.about[0].line
        role, _, field = claim.key.partition("/")
        if field in ("source", "source_op", "source_line", "reread_op", "reread_line", "input_op", "input_line",
                     "input_bytes", "input_count", "restore_op", "restore_line", "restore_bytes") \
                or field.startswith("input/"):  # as for tt.dot
            return _source_verdict(claim, finding, ctx, line_no, role, field)
        ab_bytes = {r: prod(d) * _bits(e) // 8 for r, (d, e) in (("a", (a_dims, a_elem)), ("b", (b_dims, b_elem)))
                    if _sources(ctx, line_no, r)[0] == "loop"}
        scales = 0
        for r in ("a_scale", "b_scale"):
            kind, _ = _sources(ctx, line_no, r)
            ty = _scale_type(ctx, line_no, r)
            if kind == "loop" and ty is not None:
                scales += prod(ty[0]) * _bits(ty[1]) // 8
        if claim.key == "scale_bytes":
            return equal(claim.value, scales)
        if not ab_bytes:
            return False, "neither A nor B is loaded in the dot's loop: no FLOP per byte loaded"
        return equal(claim.value, round(2 * m_ * n_ * k / (sum(ab_bytes.values()) + scales), 1))
    types = _dot_types(line.split("->", 1)[0])
    dot = _ab_names(ctx, at)
    op = ctx.model("ttgir").by_line.get(at.about[0].line) if at.about else None
    if result is None or len(types) < 2 or dot is None or op is None:
        return False, "the line has no result or operand type"
    bits: dict[str, float] = {}
    loads: dict[str, list[IROp]] = {}
    for r, name, (_, elem) in zip(("a", "b"), dot, types[:2], strict=False):
        for ln in ctx.lines("ttgir"):
            if (m := _FP_TO_FP.match(ln)) and m.group("res") == name and _bits(m.group("src")) < _bits(
                    m.group("dst")):
                elem = m.group("src")
        got = _loaded_bits(ctx, op, r)
        bits[r] = got[0] if got is not None else _bits(elem)
        if got is not None:
            loads[r] = got[1]
    role, _, field = claim.key.partition("/")
    line_no = at.about[0].line
    if field in ("source", "source_op", "source_line", "reread_op", "reread_line", "input_op", "input_line",
                 "input_bytes", "input_count", "restore_op", "restore_line", "restore_bytes") \
            or field.startswith("input/"):
        return _source_verdict(claim, finding, ctx, line_no, role, field)
    if field == "load_count" or field.startswith("load/") or (
            field in ("load_op", "load_line", "read_op", "read_line") and len(loads.get(role, [])) > 1):
        return _load_list_verdict(claim, ctx, op, role, field, loads.get(role, []))
    if field in ("loaded_bits", "load_op", "load_line", "read_op", "read_line"):
        first = loads.get(role, [None])[0]
        exact = bits.get(role) if role in loads else None
        # a local_load of a buffer that copies fill reads what they brought: the first copy is the load, the
        # local_load how it is read (trial 11c M2)
        fills = _fills(ctx, first, op) if first is not None else []
        source = fills[0] if fills else first
        read = first if fills else None
        derived = {"loaded_bits": round(exact, 2) if exact is not None else None,
                   "load_op": source.name if source is not None else None,
                   "load_line": source.line if source is not None else None,
                   "read_op": read.name if read is not None else None,
                   "read_line": read.line if read is not None else None}[field]
        return equal(claim.value, derived)
    # a batched (3-D) dot's M and N are its last two dims; the batch multiplies FLOP and bytes alike
    m_, n_ = (int(d) for d in result.group("dims").split("x")[-2:])
    if not bits.get("a") or not bits.get("b"):
        return False, f"no bits per value for A or B: {bits}"
    # only the operands loaded in the dot's loop add bytes per K step (flash attention's P is computed, Q loaded
    # before the loop: trial 9a M2, 9d M2)
    per_iter = {r: _sources(ctx, line_no, r)[0] == "loop" for r in ("a", "b")}
    nbytes = (m_ * bits["a"] if per_iter["a"] else 0) + (n_ * bits["b"] if per_iter["b"] else 0)
    if not nbytes:
        return False, "neither A nor B is loaded in the dot's loop: no FLOP per byte loaded"
    return equal(claim.value, round(2 * m_ * n_ / (nbytes / 8), 1))


@claim_rule("mma-wgmma")
def mma_wgmma(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A wgmma's shared-memory demand, in closed form from the dot line and its ``#mma`` alias's ``instrShape``
    ``[M, N, K]``: N, K; bits of A's element; A read from shared memory when its type is a ``!ttg.memdesc``; bytes
    per instruction ``((64·K if A is shared) + K·N) · bits / 8``; demand at the peak ``bytes · FLOP/clk / (2·64·N·K)``
    B/clk (FLOP/clk: the model's sm_90 constant for those bits), and its share of 128 B/clk in percent."""
    line = _held(ctx, claim)
    alias = _RESULT_ALIAS.search(line)
    _, fields = _fields(_alias_line(ctx, alias.group("alias"))) if alias else ("", {})
    shape = fields.get("instrShape")
    types = _dot_types(line.split("->", 1)[0])
    if not isinstance(shape, tuple) or len(shape) < 3 or not types:
        return False, "no instrShape [M, N, K] or operand type"
    n, k = shape[1], shape[2]
    bits = _bits(types[0][1])
    a_shared = line.rsplit(" : ", 1)[-1].lstrip().startswith("!ttg.memdesc")
    flop = SM90_MMA_FLOP_PER_CLK.get(bits, 0)
    nbytes = ((64 * k if a_shared else 0) + k * n) * bits // 8
    demand = nbytes * flop / (2 * 64 * n * k)
    derived = {"wgmma_n": n, "wgmma_k": k, "operands_read": "A and B" if a_shared else "B",
               "shared_bytes_per_instruction": nbytes, "smem_bytes_per_clk_at_peak": demand,
               "smem_percent_at_peak": demand / SMEM_BYTES_PER_CLK * 100, "flop_per_clk": flop, "operand_bits": bits}
    return equal(claim.value, derived.get(claim.key))


# e.g. -> tensor<64x16xf32, #mma1>
_RESULT_SHAPE = re.compile(r"->\s*tensor<(?P<dims>\d+(?:x\d+)+)x")


@claim_rule("mma-knob")
def mma_knob(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The constexpr the wgmma advice names (``knob``, ``knob_value``): the one integer constexpr of the compile's
    config whose value is the dot's N (the last dimension of the result type on the dot's line), and the dot inside
    an ``scf.for``/``scf.while`` (a dot outside any loop runs once per program; trial 6 M3, M4); where the TTIR's
    ``tt.make_range`` ops of length N come from ``tl.arange`` calls whose bounds the Python source names, the knob
    must be one of them (trial 12c F1: HQ = 32 was named for a dot whose N is ``tl.arange(0, BLOCK_M)`` with the
    helper's BLOCK_M = 64 // 2)."""
    line = _held(ctx, claim)
    m = _RESULT_SHAPE.search(line)
    n = int(m["dims"].split("x")[-1]) if m else None
    knob = n_knob(dict(ctx.comp.config.constexprs), n)
    if knob is None:
        return False, f"no single constexpr of the config has the dot's N ({n})"
    dot = claim.about[0].line if claim.about else 0
    if not in_loop(ctx.model(finding.stage), dot):
        return False, f"{finding.stage}:{dot} is in no loop: it runs once per program"
    bounds = _ttir_arange_bounds(ctx, n) if n else {}
    if bounds and knob[0] not in bounds:
        said = ", ".join(f"{b} (Python line {', '.join(map(str, sorted(ls)))})" for b, ls in sorted(bounds.items()))
        return False, f"the tl.arange of length {n} the TTIR's tt.make_range ops come from are bounded by {said}, " \
                      f"not {knob[0]}"
    return equal(claim.value, knob[0] if claim.key == "knob" else knob[1])


# e.g.     %offs_m = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32> loc(#loc40)
_TTIR_RANGE = re.compile(r"=\s*tt\.make_range \{end = (\d+) : i32, start = (\d+) : i32\}")
# e.g.         offs_m = curr_m + tl.arange(0, BLOCK_M)
_ARANGE_CALL = re.compile(r"\barange\(\s*[^,()]+,\s*(\w+)\s*\)")


def _ttir_arange_bounds(ctx: ClaimContext, n: int) -> dict[str, set[int]]:
    """Bound → the Python lines of the ``tl.arange(…, bound)`` calls of length ``n`` the TTIR's ``tt.make_range``
    ops come from (their ``loc`` chains), read from the Python files as :func:`python_file_text` shows them."""
    from ir_explorer.capture.stages import python_file_text  # deferred: the store's blob read, only for this rule

    out: dict[str, set[int]] = {}
    texts: dict[str, list[str]] = {}
    for no, line in enumerate(ctx.lines("ttir"), 1):
        m = _TTIR_RANGE.search(line)
        if m is None or int(m[1]) - int(m[2]) != n:
            continue
        loc = ctx.python("ttir", no)
        if loc is None:
            continue
        if loc[0] not in texts:
            texts[loc[0]] = (python_file_text(ctx.comp, loc[0]) or "").splitlines()
        src = texts[loc[0]]
        if 0 < loc[1] <= len(src):
            for b in _ARANGE_CALL.findall(src[loc[1] - 1]):
                out.setdefault(b, set()).add(loc[1])
    return out


@claim_rule("mma-target")
def mma_target(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The compile's CUDA arch (``arch``) and the best tensor-core instruction of that arch (``best``: wgmma on
    sm_90, tcgen05 on sm_100/103)."""
    arch = ctx.comp.target.arch
    return equal(claim.value, arch if claim.key == "arch" else BEST_NVIDIA.get(arch) if isinstance(arch, int)
                 else None)


def _token_lines(text: str, ins: str) -> int:
    """The lines of ``text`` that hold instruction ``ins`` as a whole token, comments (``//``, ``;``) left out."""
    token = re.compile(r"(?<![\w.])" + re.escape(ins) + r"(?![\w.])")
    return sum(1 for ln in text.splitlines() if token.search(ln) and not ln.lstrip().startswith(("//", ";")))


# e.g.         /*2cd0*/                   QMMA.SF.16832.F32.E4M3.E4M3.E8 R132, R144, R204, RZ, R83, R132, URZ ;
# e.g.         /*0ea0*/              @P0 HGMMA.64x128x16.F32.BF16 R24, gdesc[UR4], R24, gsb0 ;
_SASS_MMA_LINE = re.compile(r"^\s*/\*[0-9a-f]+\*/\s+(?:@(?P<pred>!?U?P\w+)\s+)?(?P<op>[A-Z0-9_]*MMA(?:\.\w+)*)[\s;]")


def _sass_mma_opcodes(text: str) -> Counter[str]:
    """The SASS lines of every MMA opcode (any mnemonic ending in ``MMA``, its modifiers kept), those that can never
    run (``@!PT``/``@!UPT``) left out."""
    return Counter(m["op"] for ln in text.splitlines()
                   if (m := _SASS_MMA_LINE.match(ln)) is not None and m["pred"] not in ("!PT", "!UPT"))


@claim_rule("mma-count")
def mma_count(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A static instruction count (``instructions/<name>``): the lines of the finding's stage holding that
    instruction, and as many refs. On SASS the finding must also name every MMA opcode the stage holds (trial 13d
    F2: the census left the sm_120 ``QMMA`` of the scaled dots out); the PTX's and AMDGCN's census is the
    ``mma_instructions`` metric's."""
    ins = claim.key.split("/", 1)[1]
    text = ctx.stages.get(finding.stage) or ""
    seen = _token_lines(text, ins)
    ok, why = (claim.value == seen == len(claim.about)), f"the {finding.stage} has {seen} lines of {ins}"
    if finding.stage == "sass":
        named = {c.key.split("/", 1)[1] for c in finding.claims if c.key.startswith("instructions/")}
        missing = {op: n for op, n in _sass_mma_opcodes(text).items() if op not in named}
        if missing:
            ok = False
            why += "; it also holds " + ", ".join(f"{n} × {op}" for op, n in sorted(missing.items())) + \
                ", which the finding does not name"
    return ok, why


# e.g. 	wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {…}    e.g. 	v_mfma_f32_32x32x8_f16 a[0:15], …
_MMA_LINE = {"ptx": re.compile(r"^\s*(?:@!?%\w+\s+)?(?:wgmma\.mma_async|mma\.sync|tcgen05\.mma)[\w.:]*\s"),
             "amdgcn": re.compile(r"^\s*v_(?:mfma|smfmac|wmma|swmmac)_\w+")}


@metric_rule("mma_instructions")
def mma_instructions(value: object, ctx: ClaimContext) -> Verdict:
    """``mma_instructions``: for the PTX (else the AMDGCN), each count is the lines holding that instruction, and
    they add up to the stage's MMA instruction lines."""
    stage = "ptx" if "ptx" in ctx.stages else "amdgcn"
    text = ctx.stages.get(stage) or ""
    if not isinstance(value, dict):
        return False, "not a mapping"
    seen = {ins: _token_lines(text, str(ins)) for ins in value}
    total = sum(1 for ln in text.splitlines() if _MMA_LINE[stage].match(ln))
    return seen == value and sum(value.values()) == total, f"the {stage} gives {seen}, {total} MMA lines in all"


@metric_rule("mma")
def mma_metric(value: object, ctx: ClaimContext) -> Verdict:
    """``mma``: the weakest tensor-core path (:data:`ir_explorer.analyses.mma.PATHS` order) of the TTGIR's dot
    lines, each by :func:`_path`."""
    paths = [_path(ctx, strip_loc(ln)) for ln in ctx.lines("ttgir")
             if (m := _OP_NAME.match(ln)) and m.group("op") in _DOT_OPS]
    return equal(value, min(paths, key=PATHS.index) if paths else None)


# ---------------------------------------------------------------------------------- pipelining

# e.g.   %a_104 = ttg.async_wait %a_95, %b_97 {num = 2 : i32}
_WAIT_NUM = re.compile(r"\{num\s*=\s*(\d+)")
# e.g.   %acc_108:3 = ttng.warp_group_dot_wait %acc_107, %a_105, %b_106 {pendings = 1 : i32}
_PENDINGS = re.compile(r"\bpendings\s*=\s*(\d+)")
# e.g.   iter_args(%a_124 = %a_42, %acc = %cst) -> (…)
_BOUND = re.compile(r"%(?P<arg>[\w$.-]+)\s*=\s*(?P<init>%[\w$.-]+)")
# e.g.   %acc_13 = tt.load %acc_11, %acc_12 {amd.pipeliner_part = "prologue"} : tensor<8x256x!tt.ptr<f32>, #blocked>
_LOAD_RESULT = re.compile(r"^\s*(?P<name>%[\w$.-]+) = (?:tt\.load|amdg\.buffer_load) ")
# e.g.     %a_120 = amdg.buffer_load %A[%a_ptrs_112], %a_119 {contiguity = 16 : i32} : … loc(#loc89)
_END_LOC = re.compile(r"\bloc\((#loc\d+)\)\s*$")
# e.g.   } {tt.num_stages = 3 : i32} loc(#loc26)    (a TTIR loop of tl.range(…, num_stages=3))
_LOOP_STAGES = re.compile(r"^\s*\}.*\btt\.num_stages\s*=\s*(\d+)")


# e.g.     partition0(%arg9: !tt.ptr<f16>, …) num_warps(4) {      e.g.     default {   (ttg.warp_specialize's regions)
_PARTITION = re.compile(r"^\s*(?:\}\s*)?(?:partition\d+\(|default\s*\{)")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _region(ctx: ClaimContext, loop: int) -> tuple[int, list[tuple[int, str]]]:
    """The line of the ``}`` that closes the ``scf.for`` (or ``scf.while``) at TTGIR line ``loop`` (0 when the line is
    no loop) and the ``(line, text)`` of its body: the lines after it indented deeper, nested regions included; an
    ``scf.while``'s two regions both (its ``} do {`` line and the ``^bb0(…):`` label of the second, at the head's
    indent, between them; trial 7a S1 read none)."""
    lines = ctx.lines("ttgir")
    head = lines[loop - 1] if 0 < loop <= len(lines) else ""
    while_loop = _is_op(head, "scf.while")
    if "scf.for" not in head and not while_loop:
        return 0, []
    depth = _indent(head)
    body: list[tuple[int, str]] = []
    for n in range(loop + 1, len(lines) + 1):
        ln = lines[n - 1]
        if ln.strip() and _indent(ln) <= depth:
            if while_loop and _indent(ln) == depth and ln.lstrip().startswith(("} do {", "^bb")):
                body.append((n, ln))
                continue
            return (n if ln.lstrip().startswith("}") and _indent(ln) == depth else 0), body
        body.append((n, ln))
    return 0, body


def _is_op(line: str, op: str) -> bool:
    m = _OP_NAME.match(line)
    return m is not None and m.group("op") == op


#: Ops a value stops at on its way to a dot: it addresses memory or orders copies there, feeding no dot's operand.
_ADDRESS_USES = ("tt.addptr", "tt.load", "tt.store", "ttg.async_copy_global_to_local", "ttg.async_commit_group",
                 "ttg.async_wait", "amdg.buffer_load", "amdg.buffer_load_to_local", "amdg.buffer_store",
                 "ttng.async_tma_copy_global_to_local", "tt.descriptor_load", "ttng.wait_barrier")
#: Ops that store a value into a buffer (a memdesc operand).
_BUFFER_STORES = ("ttg.local_store", "ttng.tmem_store")
_DOT_NAMES = ("tt.dot", "ttng.warp_group_dot", "ttng.tc_gen5_mma", "tt.dot_scaled", "ttng.tc_gen5_mma_scaled")


def _reads_into_dots(ctx: ClaimContext, loop: int, alloc_line: int) -> tuple[int | None, list[IROp]]:
    """``(line, dots)``: the TTGIR line of the first ``ttg.local_load`` in the loop at ``loop`` that reads the
    allocation defined at ``alloc_line`` (through views and carried values: :meth:`IRModule.alloc_origin`) and whose
    value reaches a dot of the loop along its uses on the rules' own parse (``ctx.model``), and the dots of the loop
    such reads reach: through computed values, a ``ttg.local_store``/``ttng.tmem_store`` into a buffer and that
    buffer's readers, not through the ops that use it as an address (:data:`_ADDRESS_USES`). ``(None, [])`` when no
    read does (vLLM's block-table index addresses K and V copies, a stage ahead of them). Trial 8c F3: fla's gate, read
    from its one-buffer ring and stored with the scores into tensor memory for the P·V ``tc_gen5_mma``, was said to be
    a stage deeper than that dot's V ring."""
    model = ctx.model("ttgir")
    op = model.by_line.get(alloc_line)
    if op is None or not op.result_keys:
        return None, []
    alloc = op.result_keys[0]
    body = {o.index for o in model.printed_ops if loop in o.loops}
    first, dots = None, {}
    for load in (o for o in model.printed_ops if o.index in body and o.name == "ttg.local_load"):
        src = load.operand_keys[0] if load.operand_keys else None
        if src is None or model.alloc_origin(src).alloc != alloc:
            continue
        seen, todo = set(load.result_keys), list(load.result_keys)
        while todo:
            key = todo.pop()
            for user in model.users(key):
                if user.name in _DOT_NAMES and user.index in body:
                    first = load.line if first is None else first
                    dots[user.index] = user
                    continue
                if user.name in _ADDRESS_USES:
                    continue
                nxt = list(user.result_keys)
                if user.name in _BUFFER_STORES:  # on to the buffer it stores into, and from there to its readers
                    nxt += [k for k in user.operand_keys if k is not None and k != key
                            and (t := model.type_of(k)) is not None and t.kind == "memdesc"]
                for k in nxt:
                    if k not in seen:
                        seen.add(k)
                        todo.append(k)
    return first, list(dots.values())


def _mask_predicates(copy: str, defs: dict[str, tuple[str, str]], iv: str | None) -> frozenset[str]:
    """The ``arith.cmpi slt, %iv, …`` results a cp.async ``copy`` line's mask comes from, through ``defs`` (a loop
    body's ``%result → (op, rest of line)``: its ``tt.splat``, ``arith.andi``, ``tt.broadcast``… lines); empty for
    an unmasked copy or a loop without an induction variable."""
    m = _COPY_MASK.search(copy)
    todo, seen, preds = [m.group("mask")] if m else [], set(), set()
    while todo:
        name = todo.pop()
        if name in seen or name not in defs:
            continue
        seen.add(name)
        op, rest = defs[name]
        if op == "arith.cmpi" and iv is not None and rest.startswith(f"slt, {iv},"):
            preds.add(name)
        else:
            todo += [u.group(0) for u in re.finditer(r"%[\w$.-]+", rest.split(" : ", 1)[0])]
    return frozenset(preds)


def _copy_predicates(ctx: ClaimContext, loop: int) -> dict[str, set[frozenset[str]]]:
    """For each allocation the loop at ``loop`` copies into with cp.async in its own body (by the model's
    :meth:`IRModule.alloc_origin` of the copy's destination): the sets of ``arith.cmpi slt, %iv, …`` lines its copies'
    masks come from (through the body's defs, read from the raw lines as :func:`_copy_stages` does). Copies under the
    same predicates are issued for the same later iteration."""
    lines = ctx.lines("ttgir")
    head = lines[loop - 1] if 0 < loop <= len(lines) else ""
    iv = m.group("iv") if (m := _IV.search(head)) else None
    depth = _indent(head)
    own = [(n, ln) for n, ln in _region(ctx, loop)[1] if _indent(ln) == depth + 2]
    defs = {m.group("res"): (m.group("op"), m.group("rest")) for _, ln in own
            if (m := _DEF_USES.match(strip_loc(ln)))}
    model = ctx.model("ttgir")
    out: dict[str, set[frozenset[str]]] = {}
    for n, ln in own:
        copy = model.by_line.get(n)
        if not _is_op(ln, "ttg.async_copy_global_to_local") or copy is None or len(copy.operand_keys) < 2:
            continue
        alloc = model.alloc_origin(copy.operand_keys[1] or "").alloc
        if alloc is not None:
            out.setdefault(alloc, set()).add(_mask_predicates(ln, defs, iv))
    return out


def _same_stage_peer(ctx: ClaimContext, loop: int, finding: Finding, i: int) -> str | None:
    """Why allocation ``i`` of a loop finding cannot have the stages it is given, read on this module's own path:
    another allocation ``j`` of the finding, given other stages, whose copies in the loop are issued under the same
    iteration predicates as ``i``'s (:func:`_copy_predicates`: for the same later iteration) and whose ring a dot
    takes as an operand that ``i``'s reads in the loop reach (:func:`_reads_into_dots`: consumed in the same
    iteration). Two such rings are as many iterations ahead. ``None`` when no such ``j``."""
    mine, value = finding.claim(f"allocations/{i}"), finding.claim(f"allocation_stages/{i}")
    if mine is None or not mine.about or value is None:
        return None
    model = ctx.model("ttgir")
    line, dots = _reads_into_dots(ctx, loop, mine.about[0].line)
    if line is None:
        return None
    key = (model.by_line[mine.about[0].line].result_keys or ("",))[0] if mine.about[0].line in model.by_line else ""
    preds = _copy_predicates(ctx, loop)
    for c in finding.claims:
        if not c.key.startswith("allocations/") or c.key == mine.key or not c.about:
            continue
        j = c.key.split("/")[1]
        other = finding.claim(f"allocation_stages/{j}")
        peer = model.by_line.get(c.about[0].line)
        if other is None or other.value == value.value or peer is None or not peer.result_keys:
            continue
        read = [d for d in dots if any(k is not None and model.alloc_origin(k).alloc == peer.result_keys[0]
                                       for k in d.operand_keys)]
        if read and preds.get(key) and preds.get(key) == preds.get(peer.result_keys[0]):
            return (f"ttgir:{line} reads {mine.value} in the loop into a value the dot at ttgir:{read[0].line} takes, "
                    f"which also reads {c.value} ({other.value} stages), and both rings are copied under the same "
                    f"iteration predicates: they are as many iterations ahead")
    return None


def _loops(ctx: ClaimContext) -> dict[int, pipelining.LoopReport]:
    """:func:`ir_explorer.analyses.pipelining.loops` of a fresh parse of the TTGIR (``ctx.model``), by loop line;
    computed once per context."""
    cache = vars(ctx)
    if "_pipelining_loops" not in cache:
        cache["_pipelining_loops"] = {r.line: r for r in pipelining.loops(ctx.model("ttgir"))}
    out: dict[int, pipelining.LoopReport] = cache["_pipelining_loops"]
    return out


def _dots_by_nesting(ctx: ClaimContext, loop: int) -> tuple[list[int], list[tuple[int, int, str]]]:
    """The dots of the ``scf.for`` at TTGIR line ``loop``, read from the raw text by indentation (apart from the
    analysis's parse): the lines of those directly in its body, and ``(dot line, holder line, holder op)`` for each
    nested in a region op of the body (an ``scf.if``; its ``} else {`` region too) that is no inner loop. Both empty
    when the line is no loop."""
    _, body = _region(ctx, loop)
    texts = [(n, t) for n, t in body if t.strip()]
    if not texts:
        return [], []
    base = min(_indent(t) for _, t in texts)
    stack: list[tuple[int, int, str]] = []  # the open region ops: (indent, line, op)
    direct: list[int] = []
    nested: list[tuple[int, int, str]] = []
    for n, t in texts:
        ind, head = _indent(t), strip_loc(t).strip()
        reopens = head.startswith("}") and head.endswith("{")  # `} else {`: the same op's next region
        while stack and (ind < stack[-1][0] or ind == stack[-1][0] and not reopens):
            stack.pop()
        m = _OP_NAME.match(t)
        op = m.group("op") if m else ""
        if op in _DOT_NAMES:
            if ind == base:
                direct.append(n)
            elif stack and not any(s[2] in ("scf.for", "scf.while") for s in stack):
                nested.append((n, stack[0][1], stack[0][2]))
        if op and head.endswith("{"):
            stack.append((ind, n, op))
    return direct, nested


def _pipe_skip(claim: Claim, ctx: ClaimContext, loop: int) -> Verdict:
    """:func:`pipe_loop` for why a loop asked to pipeline got no load a stage, re-derived from the raw TTGIR
    (:func:`_dots_by_nesting`). ``skip_reason`` "nested dot" holds where no dot sits directly in the loop's body
    and some sit in a region op of it; "load filters" (AssignLatencies' list: narrow, indirect, outer-loop loads)
    is refused there on cuda, for none of those filters is what stops it: ``loadOpsToIndirectionLevel`` (Triton's
    AssignLatencies.cpp) starts from the ``DotOpInterface`` ops of ``forOp.getBody()`` only (trial 14a M3: 128-bit
    direct loads of an innermost loop, dot and loads under ``if i > 0:``). ``nested_in_line``/``nested_in_op``:
    the first nested dot's holder (its line, its op); ``nested_dot_lines/N``: the N-th nested dot's line."""
    direct, nested = _dots_by_nesting(ctx, loop)
    only_nested = bool(nested) and not direct
    where = (f"ttgir:{loop}'s dots: directly in its body at {direct or 'none'}, nested at "
             f"{[(d, f'{op} at ttgir:{h}') for d, h, op in nested] or 'none'}")
    if claim.key == "skip_reason":
        if claim.value == "nested dot":
            return only_nested, where
        if claim.value == "load filters":
            if only_nested and ctx.comp.target.backend == "cuda":
                return False, (f"{where}: AssignLatencies.cpp starts from the dots directly in the loop's body, so "
                               "no load filter it lists is what leaves the loads unstaged")
            return True, where
        return False, f"unknown skip reason {claim.value!r}"
    if not only_nested:
        return False, where
    if claim.key == "nested_in_line":
        return equal(claim.value, nested[0][1])
    if claim.key == "nested_in_op":
        return equal(claim.value, nested[0][2])
    if claim.key.startswith("nested_dot_lines/"):
        i = int(claim.key.split("/")[1])
        return equal(claim.value, nested[i][0] if i < len(nested) else None)
    return False, f"pipe-loop does not check {claim.key!r} this way"


#: The async copies a pipeliner's prologue issues into its rings (the rule's own list).
_PROLOGUE_COPIES = ("ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local",
                    "amdg.buffer_load_to_local")


def _outer_prologue(ctx: ClaimContext, loop: int) -> tuple[int, list[int]] | None:
    """The line of the loop whose body holds the loop at TTGIR line ``loop`` directly, and the lines of the async
    copies at ``loop``'s indent between that loop's head (or the ``}`` closing an earlier loop of its body) and
    ``loop``, read from the raw text by indentation; ``None`` when the op enclosing ``loop`` is no loop."""
    lines = ctx.lines("ttgir")
    if not 0 < loop <= len(lines):
        return None
    depth = _indent(lines[loop - 1])

    def less_indented(n: int, than: int) -> int | None:
        return next((m for m in range(n - 1, 0, -1) if lines[m - 1].strip() and _indent(lines[m - 1]) < than), None)

    above = less_indented(loop, depth)
    while above is not None and lines[above - 1].strip().startswith("^"):  # a block label: its region's op is above
        above = less_indented(above, _indent(lines[above - 1]) + 1)
    start = above
    if above is not None and lines[above - 1].strip().startswith("} do {"):  # an scf.while's body: its head is the
        d = _indent(lines[above - 1])  # line of that indent that opened the condition region
        above = next((m for m in range(above - 1, 0, -1) if _indent(lines[m - 1]) == d
                      and not lines[m - 1].strip().startswith("}") and lines[m - 1].strip()), None)
    if above is None or start is None or not (_is_op(lines[above - 1], "scf.for")
                                              or _is_op(lines[above - 1], "scf.while")):
        return None
    for n in range(above + 1, loop):
        t = lines[n - 1]
        if _indent(t) == depth and (_is_op(t, "scf.for") or _is_op(t, "scf.while")):
            start = max(start, _region(ctx, n)[0])
    copies = [n for n in range(start + 1, loop) if _indent(lines[n - 1]) == depth
              and any(_is_op(lines[n - 1], c) for c in _PROLOGUE_COPIES)]
    return above, copies


def _loop_of(finding: Finding) -> int:
    """The TTGIR line of the loop a pipelining finding is about: the ref of its ``stages`` claim."""
    c = finding.claim("stages")
    return c.about[0].line if c is not None and c.about else 0


def _sync_operand(claim: Claim, ctx: ClaimContext, loop: int) -> Verdict:
    """:func:`pipe_loop` for ``sync_operand/N`` and ``sync_operand_line/N``."""
    if len(claim.about) != 3:
        return False, "the claim cites no loop, load and dot"
    model = ctx.model("ttgir")
    load, dot = model.by_line.get(claim.about[1].line), model.by_line.get(claim.about[2].line)
    if load is None or dot is None or load.name not in ("tt.load", "amdg.buffer_load") \
            or dot.name not in _DOT_OPS or not (load.loops and load.loops[-1] == loop) \
            or not (dot.loops and dot.loops[-1] == loop):
        return False, f"ttgir:{claim.about[1].line} and ttgir:{claim.about[2].line} are no load and dot of ttgir:{loop}"
    found = []
    for role, key in roles(dot).items():
        op = model.defining_op(key) if role in ("a", "b") and isinstance(key, str) else None
        for _ in range(16):
            if op is None or op.name not in pipelining.OPERAND_PATH or not op.operand_keys \
                    or not op.operand_keys[0]:
                break
            op = model.defining_op(op.operand_keys[0])
        if op is load:
            found.append(role.upper())
    if claim.key.startswith("sync_operand_line/"):
        return equal(claim.value, load.line if found else None)
    return claim.value in found, f"ttgir:{load.line}'s value is the dot's operand {found or 'of no role'}"


@claim_rule("pipe-loop")
def pipe_loop(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A loop finding's loop (``loop``, ``loop_line``): a main loop of the model (a fresh parse), its ``scf.for``
    line, the first line the finding cites, whose ``loc`` is the finding's Python line; and, read from the raw text,
    no loop of its body holds a dot (Triton pipelines innermost loops only: ``isOuterLoop``, PipeliningUtility.cpp;
    trial 7a F3 called a tile loop around a pipelined K loop "not pipelined"). Its kind (``loop_kind``):
    ``dot loop`` when the body's lines hold a
    dot op, else ``load loop``, with ``warp-specialized`` before it only for a loop inside a
    ``ttg.warp_specialize`` op (a line less indented above it holds one). The loop's op (``loop_op``): the
    ``scf.for``/``scf.while`` its line holds, read with a regex of the rule's own. What a single buffer's ``async_wait``
    holds back (``waits_before``): ``the next MMA`` in a loop whose body holds a dot op, else ``the next
    iteration's reads``. A dot operand said to be loaded in the same iteration (``sync_operand/N``, its role;
    ``sync_operand_line/N``, the load's line): the claim cites the loop, the load and the dot; in the rules' model
    the dot sits directly in the loop's body and its operand of that role is the load's value through copies into
    shared memory, views, read-backs and conversions only (``pipelining.OPERAND_PATH``), the load directly in the
    loop's body too (trial 8d M1). Why a loop asked to pipeline is not (``skip_reason``, ``nested_in_line``,
    ``nested_in_op``, ``nested_dot_lines/N``): :func:`_pipe_skip` (trial 14a M3). A pipelined loop's prologue run in
    every iteration of the loop around it (``outer_loop_line``, ``prologue_copies``, ``prologue_copy_lines/N``):
    :func:`_outer_prologue`, on the raw text."""
    loop = claim.about[0].line if claim.about else 0
    if claim.key.startswith(("sync_operand/", "sync_operand_line/")):
        return _sync_operand(claim, ctx, loop)
    if claim.key in ("skip_reason", "nested_in_line", "nested_in_op") or claim.key.startswith("nested_dot_lines/"):
        return _pipe_skip(claim, ctx, loop)
    if claim.key in ("outer_loop_line", "prologue_copies") or claim.key.startswith("prologue_copy_lines/"):
        # a pipelined loop inside another: its prologue runs in every iteration of that loop (trial 14a)
        got = _outer_prologue(ctx, loop)
        if got is None or not got[1]:
            return False, f"ttgir:{loop} is directly in no loop's body with async copies before it: {got}"
        if claim.key == "outer_loop_line":
            return equal(claim.value, got[0])
        if claim.key == "prologue_copies":
            return equal(claim.value, len(got[1]))
        i = int(claim.key.split("/")[1])
        return equal(claim.value, got[1][i] if i < len(got[1]) else None)
    if claim.key == "loop_op":  # the loop's own op on its line: a while loop is no scf.for (trial 13d F1)
        m = _LOOP_OP.search(strip_loc(ctx.line("ttgir", loop) or ""))
        return equal(claim.value, m.group("op") if m else None)
    if claim.key in ("loop", "loop_line"):
        ok = claim.value == loop == (finding.lines[0] if finding.lines else None) and loop in _loops(ctx) \
            and _python_cited(ctx, finding, "ttgir", loop)
        inner = [n for n, ln in _region(ctx, loop)[1] if (_is_op(ln, "scf.for") or _is_op(ln, "scf.while"))
                 and any(_is_op(x, op) for _, x in _region(ctx, n)[1] for op in _DOT_OPS)]
        said = (f"ttgir:{loop} is the main loop cited first, at Python line {ctx.python('ttgir', loop)}; "
                f"{sorted(_loops(ctx))} are the main loops")
        if inner:
            return False, (f"{said}; but ttgir:{loop}'s body holds a loop with a dot at ttgir:{inner[0]}: Triton "
                           "pipelines innermost loops only")
        return ok, said
    _, body = _region(ctx, loop)
    dot = any(_is_op(ln, op) for _, ln in body for op in _DOT_OPS)
    if claim.key == "waits_before":  # a single buffer's wait holds back the next MMA only in a dot loop (trial 8d F4)
        return equal(claim.value, "the next MMA" if dot else "the next iteration's reads")
    lines = ctx.lines("ttgir")
    depth, inside_ws = _indent(lines[loop - 1]) if 0 < loop <= len(lines) else 0, False
    for n in range(loop - 1, 0, -1):
        if lines[n - 1].strip() and _indent(lines[n - 1]) < depth:
            depth = _indent(lines[n - 1])
            inside_ws = inside_ws or "ttg.warp_specialize" in lines[n - 1] or _PARTITION.match(lines[n - 1]) is not None
    kind = "dot loop" if dot else "load loop"
    value = str(claim.value)
    stages = finding.claim("stages")
    ok = value.removeprefix("warp-specialized ") == kind and (value.startswith("warp-specialized ") <= inside_ws) \
        and (not inside_ws or not (stages and stages.value) or value.startswith("warp-specialized "))
    return ok, f"the body gives {kind!r}{', inside ttg.warp_specialize' if inside_ws else ''}"


# e.g. %token_idx:4 = scf.while (%token_idx_61 = %c-1_i64, …) : (i64, …) -> (i64, …) {    (a loop's own op)
_LOOP_OP = re.compile(r"^\s*(?:%[\w$.#:-]+(?:,\s*%[\w$.#:-]+)*\s*=\s*)?(?P<op>scf\.(?:for|while))\b")
# e.g. %curr_m_421 = tt.splat %curr_m_371 : i1 -> tensor<16xi1, #blocked2>    (a def and the SSA names it uses)
_DEF_USES = re.compile(r"^\s*(?P<res>%[\w$.-]+) = (?P<op>[\w.]+) (?P<rest>.*)$")
# e.g. ttg.async_copy_global_to_local %m_420, %m_377 mask %curr_m_421 : …    (its mask)
_COPY_MASK = re.compile(r"ttg\.async_copy_global_to_local .*? mask (?P<mask>%[\w$.-]+)")
# e.g. %curr_m_338 = %c0_i32 to …    (the induction variable of an scf.for line)
_IV = re.compile(r"scf\.for (?P<iv>%[\w$.-]+) = ")


def _copy_stages(own: Sequence[str], head: str) -> int:
    """How many stage predicates the cp.async copies of a loop body (``own``: its lines at its own level) are issued
    under: the ``arith.cmpi slt, %iv, …`` lines each copy's mask comes from (through the body's ``tt.splat``,
    ``arith.andi``, ``tt.broadcast``… defs); distinct sets count apart, an unmasked copy is one set of its own."""
    iv = m.group("iv") if (m := _IV.search(head)) else None
    defs = {m.group("res"): (m.group("op"), m.group("rest")) for ln in own if (m := _DEF_USES.match(strip_loc(ln)))}
    found = set()
    for ln in own:
        if not _is_op(ln, "ttg.async_copy_global_to_local"):
            continue
        found.add(_mask_predicates(ln, defs, iv))
    return len(found)


def _cp_async_depth(ctx: ClaimContext, loop: int) -> int | None:
    """``2 + num / groups`` for a loop of cp.async copies whose body (its own level) commits ``groups`` copy groups
    per iteration and waits with one ``num`` (``LowerLoops.cpp``: the copies of ``stages - 2`` iterations after the
    next stay in flight); ``None`` where the body has no commit or several ``num``, or on AMD, or where its copies
    are issued at more than one stage (under different ``%iv < …`` predicates: trial 7c S1, the attention
    backward's q^T copies four iterations ahead and its m/Delta copies three, one wait for both)."""
    if not ctx.comp.target.is_nvidia:
        return None
    lines = ctx.lines("ttgir")
    depth = _indent(lines[loop - 1]) if 0 < loop <= len(lines) else 0
    _, body = _region(ctx, loop)
    own = [ln for _, ln in body if _indent(ln) == depth + 2]
    if _copy_stages(own, lines[loop - 1] if 0 < loop <= len(lines) else "") > 1:
        return None
    commits = sum(1 for ln in own if _is_op(ln, "ttg.async_commit_group"))
    nums = {int(m.group(1)) for ln in own if _is_op(ln, "ttg.async_wait") and (m := _WAIT_NUM.search(ln))}
    if commits and len(nums) == 1 and next(iter(nums)) % commits == 0:
        return 2 + next(iter(nums)) // commits
    return None


#: Ops whose use of a loaded value only addresses memory or moves it between buffers: a value that reaches nothing
#: else is computed with nowhere (vLLM's block-table index addresses the K and V copies of its iteration).
_ADDRESS_ONLY = frozenset({"tt.addptr", "tt.load", "tt.store", "ttg.async_copy_global_to_local",
                           "ttg.async_commit_group", "ttg.async_wait", "amdg.buffer_load", "amdg.buffer_load_to_local",
                           "ttng.async_tma_copy_global_to_local", "tt.descriptor_load", "ttg.memdesc_index",
                           "tt.splat", "tt.broadcast", "tt.expand_dims", "arith.muli", "arith.addi", "arith.extsi",
                           "arith.index_cast", "tt.unsplat"})
#: Ops that fill a ring's buffer slot with an iteration's tile (a copy, or AMD's register-staged ``local_store``):
#: what :func:`_stages_by_use` and :func:`_index_targets` count.
_SLOT_FILLS = ("ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local", "ttg.local_store",
               "amdg.buffer_load_to_local")


def _trace_ring(name: str, used: set[str], defs: Mapping[str, Op]) -> tuple[str | None, str]:
    """(allocation of ``used``, slot view) a memdesc value comes from, through the view ops; ``(None, name)`` when
    it comes from none."""
    slot, hops, start = None, 0, name
    while name not in used and hops < 8:
        hops += 1
        d = defs.get(name)
        if d is None or d.name not in MEMDESC_VIEWS or not d.operands:
            break
        slot = name if slot is None and d.name == "ttg.memdesc_index" else slot
        name = d.operands[0]
    return (name, slot or start) if name in used else (None, start)


def _computed_with(op: Op, scope: Sequence[Op]) -> bool:
    """Whether a value ``op`` loads has a user in ``scope`` beyond :data:`_ADDRESS_ONLY` (forward def-use)."""
    users: dict[str, list[Op]] = {}
    for o in scope:
        for name in o.operands:
            users.setdefault(name, []).append(o)
    todo, seen = list(op.results), set(op.results)
    while todo:
        for user in users.get(todo.pop(), ()):
            if user.name not in _ADDRESS_ONLY:
                return True
            todo += [r for r in user.results if r not in seen]
            seen.update(user.results)
    return False


def _ring_uses(op: Op, scope: Sequence[Op], used: set[str], defs: Mapping[str, Op]) -> set[tuple[str, str]]:
    """The (allocation, slot) pairs ``op`` reads: any operand of a dot, the source of a ``ttg.local_load`` whose
    value is computed with (:func:`_computed_with`)."""
    if op.name in _DOT_OPS:
        names: Sequence[str] = op.operands
    elif op.name == "ttg.local_load" and _computed_with(op, scope):
        names = op.operands[:1]
    else:
        return set()
    return {(a, slot) for name in names for a, slot in [_trace_ring(name, used, defs)] if a is not None}


def _stages_by_use(ctx: ClaimContext, loop: int) -> dict[str, int]:
    """Each allocation's stages as 1 + the slots the ops before the loop fill less the slots they consume, read on
    a path of its own through the scoped model (``ctx.model``): a slot (a ``ttg.memdesc_index`` view of the
    allocation) is consumed by its first read (:func:`_ring_uses`: a dot with it among its operands, or a
    ``ttg.local_load`` of it whose value is computed with: arithmetic, a reduction, a ``tmem_store`` into the operand
    of a tcgen05 MMA); 0 when nothing is filled ahead. The model follows a loaded value to a dot instead
    (:func:`ir_explorer.analyses.pipelining._peeled_reads`); trial 8a F2: the peeled softmax's mask read reaches the
    PV MMA only through ``ttng.tmem_store``, and the model said "%am_80 3 stages in 1 buffer" for a mask copied one
    iteration ahead. An index ring (its reads address other rings' copies,
    :func:`_index_targets`) is 1 + its fills less those of the most-filled ring it addresses: its depth to the
    first copy it addresses (trial 9c F3: fastvideo's ``%kv_idx`` on cuda:103, filled 4 times, addresses K's copies,
    filled 3 times: 2 stages)."""
    ops = ctx.model("ttgir").printed_ops
    head = next((o for o in ops if o.line == loop), None)
    r = _loops(ctx).get(loop)
    if head is None or r is None:
        return {}
    used = set(r.allocations)
    defs = {res: op for op in ops for res in op.results}
    start = min((d.line for a in used if (d := defs.get(a)) is not None), default=loop)
    window = [o for o in ops if start < o.line < loop and o.loops == head.loops]
    filled: dict[str, int] = {}
    slot_reads: set[tuple[str, str]] = set()
    for op in window:
        fills = [a for n in op.operands if (a := _trace_ring(n, used, defs)[0]) is not None]
        if op.name in _SLOT_FILLS and fills:
            filled[fills[0]] = filled.get(fills[0], 0) + 1
        slot_reads |= _ring_uses(op, window, used, defs)
    out = {}
    for a in used:
        consumed = sum(1 for b, _ in slot_reads if b == a)
        out[a] = filled.get(a, 0) - consumed + 1 if filled.get(a, 0) > consumed else 0
    # an index ring (its reads address other rings' copies) is ahead of the copies it addresses (trial 9c F3, S1):
    # 1 + its fills less those of the most prefetched ring whose copies its reads address
    for a, ts in _index_targets(window, used, defs).items():
        if (deepest := max(filled.get(t, 0) for t in ts)) > 0:
            out[a] = filled.get(a, 0) - deepest + 1 if filled.get(a, 0) > deepest else 0
    return out


def _index_targets(scope: Sequence[Op], used: set[str], defs: Mapping[str, Op]) -> dict[str, set[str]]:
    """Each allocation of ``used`` that a ``ttg.local_load`` in ``scope`` reads, with the allocations of the copies
    (:data:`_SLOT_FILLS`, as destination) that the loaded value addresses through :data:`_ADDRESS_ONLY` ops."""
    users: dict[str, list[Op]] = {}
    for o in scope:
        for name in o.operands:
            users.setdefault(name, []).append(o)
    out: dict[str, set[str]] = {}
    for op in scope:
        a = _trace_ring(op.operands[0], used, defs)[0] if op.name == "ttg.local_load" and op.operands else None
        if a is None:
            continue
        todo, seen = list(op.results), set(op.results)
        while todo:
            name = todo.pop()
            for user in users.get(name, ()):
                if user.name in _SLOT_FILLS:
                    out.setdefault(a, set()).update(
                        t for n in user.operands if n != name and (t := _trace_ring(n, used, defs)[0]) not in
                        (None, a))
                if user.name in _ADDRESS_ONLY and user.name not in _SLOT_FILLS:
                    todo += [r for r in user.results if r not in seen]
                    seen.update(user.results)
    return {a: ts for a, ts in out.items() if ts}


def _ring_depths(ctx: ClaimContext, loop: int) -> dict[str, ring_depth.RingDepth]:
    """Each ring of the model's loop at ``loop`` (:func:`_loops`: the allocations it indexes) with its depth read
    from the pipeliner's predicates on the rules' own parse (:func:`ring_depth.ring_depths`); computed once per
    context and loop."""
    cache = vars(ctx).setdefault("_ring_depths", {})
    if loop not in cache:
        r = _loops(ctx).get(loop)
        cache[loop] = ring_depth.ring_depths(ctx.model("ttgir"), loop, list(r.allocations)) if r is not None else {}
    out: dict[str, ring_depth.RingDepth] = cache[loop]
    return out


def _encoded_verdict(ok: bool, said: str, value: object, rings: Sequence[ring_depth.RingDepth]) -> Verdict:
    """``ok``/``said`` with the depth the pipeliner encoded: ``value`` must be the deepest of ``rings`` when each was
    read (:attr:`ring_depth.RingDepth.stages`); where one was not, that check is skipped and the verdict says why."""
    unread = [d for d in rings if d.stages is None]
    if unread:
        return ok, f"{said}; not re-derived from the pipeliner's predicates: {unread[0].why}"
    deepest = max(d.stages for d in rings if d.stages is not None)
    how = "; ".join(dict.fromkeys(d.why for d in rings))
    return ok and value == deepest, f"{said}; the pipeliner's predicates give {deepest} ({how})"


@claim_rule("pipe-stages")
def pipe_stages(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A loop's stage count (``stages``; ``suggested``: one more; ``prefetched_iterations``: one less): the model's
    (re-derived: :func:`_loops`, the loop at the claim's ref); where a closed form of the raw text applies it must
    agree too: cp.async depth (:func:`_cp_async_depth`), AMD's register prefetch (1 + the loads before the loop that
    its ``iter_args`` bind, read from the raw text by :func:`_prologue_loads`, per load of the loop's own body, at
    least one iteration: 2 stages), and the rings' depths from the pipeliner's predicates (:func:`_ring_depths`) also
    where the model gives 0. A loop whose body holds another loop (:func:`_inner_loop`) has no stage count
    above 0 and prefetches nothing."""
    loop = claim.about[0].line if claim.about else 0
    inner = _inner_loop(ctx, loop)
    if inner is not None and (claim.key == "prefetched_iterations" or isinstance(claim.value, int) and claim.value > 0):
        # read from the raw text, apart from the model (trial 10b F1: a loop around a loop of stores, "pipelined: 1
        # stages")
        return False, (f"ttgir:{inner} is a loop of ttgir:{loop}'s body: Triton pipelines innermost loops only "
                       "(isOuterLoop, PipeliningUtility.cpp)")
    if claim.key in ("stages", "prefetched_iterations") and any(c.key.startswith("prefetch_lines/")
                                                                 for c in finding.claims):
        own, fed = _own_loads(ctx, loop), len(_prologue_loads(ctx, loop))
        if not own or _register_depth(ctx, loop) < 2:  # no iteration before the loop's own (trial 10b F1)
            return False, (f"the raw text has {fed} load(s) before ttgir:{loop} that its iter_args bind for {own} of "
                           "its own body: no iteration is prefetched into registers, so no register pipeline")
    if claim.key == "stages" and claim.value == 0 and inner is None and (deep := _register_depth(ctx, loop)) > 1:
        # AMD's pipeliner stages loads one by one: a loop that prefetches one of its loads into registers is
        # pipelined (trial 11c F4: trident's attention backward on gfx942, its lse row one iteration ahead, was
        # "not pipelined: no load in it got a pipeline stage")
        return False, (f"the raw text has load(s) before ttgir:{loop} at ttgir:"
                       f"{', '.join(str(n) for n in _prologue_loads(ctx, loop))}, clones of loads of its body that "
                       f"its iter_args bind: {deep - 1} iteration(s) prefetched into registers, {deep} stages")
    r = _loops(ctx).get(loop)
    if r is None:
        return False, f"ttgir:{loop} is no main loop"
    if claim.key.startswith("allocation_stages/"):
        i = int(claim.key.split("/")[1])
        ok, said = equal(claim.value, r.allocation_stages[i] if i < len(r.allocation_stages) else None)
        peer = _same_stage_peer(ctx, loop, finding, i)
        ok, said = ok and peer is None, said + (f"; {peer}" if peer else "")
        name = finding.claim(f"allocations/{i}")
        shown = {f"%{display(a)}": a for a in r.allocations}
        alloc = shown.get(str(name.value)) if name is not None else None
        by_use = _stages_by_use(ctx, loop).get(alloc) if alloc is not None else None
        if by_use is not None and not r.warp_specialized:
            ok, said = ok and claim.value == by_use, \
                f"{said}; filled minus consumed slots before the loop give {by_use}"
        encoded = _ring_depths(ctx, loop).get(alloc) if alloc is not None and not r.warp_specialized else None
        if encoded is not None:
            ok, said = _encoded_verdict(ok, said, claim.value, [encoded])
        return ok, said
    shift = {"suggested": 1, "prefetched_iterations": -1}.get(claim.key, 0)
    ok, said = equal(claim.value, r.stages + shift)
    if not r.warp_specialized and r.allocations and claim.key in ("stages", "suggested"):
        # the loop's depth is its schedule's: 1 + the most iterations a copy runs ahead of the dots, each ring's
        # copies and dots read from the pipeliner's predicates (ring_depth.py), an index ring's through the copy it
        # addresses (vLLM at num_stages=3: 3 stages of rings 2 deep); also where the model says 0 (trial 10b F2: a
        # peeled iteration counted twice made a 2-stage loop "not pipelined", and the check did not run)
        depths = _ring_depths(ctx, loop)
        if depths:
            value = claim.value - shift if isinstance(claim.value, int) else claim.value
            sched, how = ring_depth.schedule_depth(depths)
            if sched is None:
                said += f"; not re-derived from the pipeliner's predicates: {how}"
            else:
                ok, said = ok and value == sched, f"{said}; the pipeliner's predicates give {sched} ({how})"
    if claim.key == "stages" and r.stages and not r.warp_specialized:
        depth = _cp_async_depth(ctx, loop)
        if depth is not None and (len(set(r.allocation_stages)) > 1 or any(t >= 0 for t in r.allocation_addresses)):
            # allocations of unequal depth, or an index ring (vLLM's 4-byte block-table index, K and V 2 stages,
            # the schedule 3: trial 6 S1): one async_wait num covers the shallowest ring, so the closed form gives
            # its stages, not the schedule's
            shallow = min(r.allocation_stages)
            return (ok and depth == shallow and claim.value == r.stages >= max(r.allocation_stages),
                    f"{said}; the raw text's closed form gives {depth}, the shallowest allocation's stages "
                    f"({shallow}), and the deepest has {max(r.allocation_stages)}")
        if any(c.key.startswith("prefetch_lines/") for c in finding.claims):
            # the prologue's loads counted on the raw text, not the ones the finding cites (trial 9b F2)
            depth = _register_depth(ctx, loop) if _own_loads(ctx, loop) else None
        if depth is not None:
            ok, said = ok and claim.value == depth, f"{said}; the raw text's closed form gives {depth}"
    return ok, said


@claim_rule("pipe-buffers")
def pipe_buffers(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A loop's buffers: the model's (re-derived, :func:`_loops`), and no fewer than the leading dimension of the
    memdesc of any allocation the finding names (read from its ``ttg.local_alloc`` line); a finding that names none
    of the allocations the model finds is refused (trial 10a M2: a warp-specialized loop's rings are the
    ``ttg.warp_specialize`` op's captures, which "3 buffers ()" left out)."""
    if claim.key.startswith("allocation_"):
        return _alloc_buffers(claim, ctx)
    loop = claim.about[0].line if claim.about else 0
    r = _loops(ctx).get(loop)
    if r is None:
        return False, f"ttgir:{loop} is no main loop"
    dims = []  # the leading dimension of each allocation of rank 3 or more (a ring of 2-D buffers)
    for c in finding.claims:
        if c.key.startswith("allocations/") and c.about:
            m = re.search(r"= ttg\.local_alloc\b.*?memdesc<(\d+)x\d+x\d", ctx.line("ttgir", c.about[0].line) or "")
            dims += [int(m.group(1))] if m else []
    ok, said = equal(claim.value, r.buffers)
    named = {str(c.value) for c in finding.claims if c.key.startswith("allocations/")}
    if ok and r.allocations and not named:  # trial 10a M2: "3 buffers ()", the partitions' rings not found
        return False, (f"{said}, but the finding names none of the loop's allocations "
                       f"{[f'%{display(a)}' for a in r.allocations]}")
    return ok and isinstance(claim.value, int) and all(d <= claim.value for d in dims), \
        f"{said}; the allocations' leading dimensions are {dims}"


# e.g. %K_74 = ttg.local_alloc : () -> !ttg.memdesc<2x128x16xbf16, #shared2, #smem, mutable>
_ALLOC_TYPE = re.compile(r"^\s*(?P<name>%[\w$.-]+) = ttg\.local_alloc\b.*?memdesc<(?P<dims>\d+(?:x\d+)*)x"
                         r"(?P<elem>[a-zA-Z]\w*)")


def _alloc_buffers(claim: Claim, ctx: ClaimContext) -> Verdict:
    """One allocation's buffers (``allocation_buffers/N``) or bytes per buffer (``allocation_bytes/N``), read from
    the raw ``ttg.local_alloc`` line the claim cites: the leading dimension when a ``ttg.memdesc_index`` of it is
    in the text (a ring), else 1; the bytes of one buffer are the product of the other dimensions (all of them
    for one buffer) times the element's bits / 8."""
    m = _ALLOC_TYPE.match(_held(ctx, claim))
    if m is None:
        return False, "the cited line is no ttg.local_alloc"
    dims = [int(d) for d in m.group("dims").split("x")]
    ring = any(f"ttg.memdesc_index {m.group('name')}[" in ln for ln in ctx.lines("ttgir"))
    buffers = dims[0] if ring else 1
    tile = dims[1:] if ring else dims
    size = 1
    for d in tile:
        size *= d
    bits = element_bits(m.group("elem"))
    derived = buffers if claim.key.startswith("allocation_buffers/") else size * bits // 8 if bits else None
    return equal(claim.value, derived)


@claim_rule("pipe-alloc")
def pipe_alloc(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An allocation a loop reads (``allocations/N``): its cited line defines it by ``ttg.local_alloc``, and it is
    one of the loop's buffer rings in the model (re-derived, :func:`_loops`). In the single-buffer warning (the
    finding that names the ``knob`` to turn), the kinds of copy that fill it (:func:`_copy_kinds_of`) are among the
    kinds the finding states (claim ``copy_kinds``; ``cp.async`` alone where it states none, as its words then say:
    trial 15d F2, "the cp.async of the next tile" of a V ring that TMA fills)."""
    line = ctx.line("ttgir", claim.about[0].line) if claim.about else None
    r = _loops(ctx).get(_loop_of(finding))
    names = [f"%{display(a)}" for a in r.allocations] if r is not None else []
    ok = line is not None and line.lstrip().startswith(f"{claim.value} = ttg.local_alloc") and claim.value in names
    said = f"the loop's allocations are {names}"
    if ok and r is not None and finding.claim("knob") is not None:
        key = next((a for a in r.allocations if f"%{display(a)}" == claim.value), None)
        stated = finding.claim("copy_kinds")
        kinds = set(stated.value.split(" and ")) if stated is not None and isinstance(stated.value, str) \
            else {"cp.async"}
        filled = set(_copy_kinds_of(ctx, key)) if key is not None else set()
        ok = filled <= kinds
        said += f"; {claim.value} is filled by {sorted(filled)}, the finding states {sorted(kinds)}"
    return ok, said


@claim_rule("pipe-copy-kinds")
def pipe_copy_kinds(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The kinds of copy that fill a loop's single-buffered allocations (``copy_kinds``): ``cp.async`` for a
    ``ttg.async_copy_global_to_local`` and ``TMA`` for a ``ttng.async_tma_copy_global_to_local`` among the users of
    each allocation the loop reads and of its memdesc views, on a fresh parse (:func:`_copy_kinds_of`)."""
    r = _loops(ctx).get(_loop_of(finding))
    kinds = sorted({k for a in r.allocations for k in _copy_kinds_of(ctx, a)}, key=str.lower) if r else []
    return equal(claim.value, " and ".join(kinds))


def _copy_kinds_of(ctx: ClaimContext, allocation: str) -> tuple[str, ...]:
    """:func:`ir_explorer.analyses.pipelining.copy_kinds` of ``allocation`` on the rules' fresh TTGIR model."""
    return pipelining.copy_kinds(ctx.model("ttgir"), allocation)


@claim_rule("pipe-async")
def pipe_async(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The count of an async op in a loop (``async_ops/<op>``): the op lines of the loop's body (the lines its
    ``scf.for`` indents, nested regions included), and as many refs."""
    op = claim.key.split("/", 1)[1]
    _, body = _region(ctx, _loop_of(finding))
    seen = sum(1 for _, ln in body if _is_op(ln, op))
    return claim.value == seen == len(claim.about), f"the loop's body has {seen} {op} lines"


@claim_rule("pipe-wait")
def pipe_wait(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A ``ttg.async_wait``'s ``num`` (``async_wait_num/N``) or a ``ttng.warp_group_dot_wait``'s ``pendings``
    (``wgmma_pendings/N``), read from its cited line, which lies in the loop's body; the finding names as many as
    the body has."""
    key = claim.key.split("/")[0]
    op, rx = ("ttg.async_wait", _WAIT_NUM) if key == "async_wait_num" else ("ttng.warp_group_dot_wait", _PENDINGS)
    at = claim.about[0].line if claim.about else 0
    _, body = _region(ctx, _loop_of(finding))
    mine = [(n, ln) for n, ln in body if _is_op(ln, op) and rx.search(ln)]
    held = dict(mine).get(at, "")
    m = rx.search(held)
    named = sum(1 for c in finding.claims if c.key.startswith(f"{key}/"))
    return (m is not None and claim.value == int(m.group(1)) and named == len(mine)), \
        f"ttgir:{at} gives {m.group(1) if m else 'no ' + op}; the body has {len(mine)}"


@claim_rule("pipe-asked")
def pipe_asked(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The ``num_stages`` asked for a loop: ``loop_num_stages`` is the ``tt.num_stages`` of the TTIR loop whose
    closing line has the loop's Python line (``None`` without one); ``num_stages`` is that, else Triton's metadata
    ``num_stages``; the ``knob`` that sets the loop's depth is ``tl.range`` where the loop has its own, else
    ``num_stages``; ``next_num_stages`` is one more than that asked number."""
    if claim.key.startswith("index_load_lines/") or claim.key == "next_buffers":
        return _index_claim(claim, finding, ctx)
    if claim.key in ("next_extra_bytes", "next_shared_bytes", "shared_limit"):
        return _next_shared(claim, finding, ctx)
    loop = claim.about[0].line if claim.about else 0
    where = ctx.python("ttgir", loop)
    own = None
    for i, ln in enumerate(ctx.lines("ttir"), 1):
        if (m := _LOOP_STAGES.match(ln)) and where is not None and ctx.python("ttir", i) == where:
            own = int(m.group(1))
    meta = ctx.comp.metadata.get("num_stages")
    if claim.key == "knob":  # the loop's own tl.range(…, num_stages=N) sets its depth where it has one (trial 8d F4)
        return equal(claim.value, "tl.range" if own is not None else "num_stages")
    if claim.key == "next_num_stages":  # the setting one stage deeper than asked (trial 9b F3: not the schedule's + 1)
        base = own if own is not None else meta
        return equal(claim.value, base + 1 if isinstance(base, int) else None)
    return equal(claim.value, own if claim.key == "loop_num_stages" or own is not None else meta)


# e.g. %k_132 = ttg.local_alloc : () -> !ttg.memdesc<1x64x128xbf16, #shared1, #smem, mutable> loc(#loc176)
_ONE_BUFFER = re.compile(r"^\s*(?P<name>%[\w$.-]+) = ttg\.local_alloc : \(\) -> !ttg\.memdesc<1x(?P<dims>\d+(?:x\d+)*)x"
                         r"(?P<elem>[a-zA-Z]\w*)")


def _next_shared(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The single-buffer warning's cost of one more stage (trial 13d M2): ``next_extra_bytes``, one more buffer of
    each allocation the finding names (``allocations/I``), each a ``ttg.local_alloc`` of one buffer on the raw TTGIR
    (its tile's elements × bits / 8); ``next_shared_bytes``, Triton's metadata ``shared`` plus those; ``shared_limit``,
    what one CTA may use on the target (:func:`ir_explorer.analyses.occupancy.shared_limit`), which they exceed."""
    names = {str(c.value) for c in finding.claims if c.key.startswith("allocations/")}
    extra = 0
    for ln in ctx.lines("ttgir"):
        if (m := _ONE_BUFFER.match(ln)) and m.group("name") in names:
            extra += prod(int(d) for d in m.group("dims").split("x")) * _bits(m.group("elem")) // 8
            names.discard(m.group("name"))
    shared, limit = ctx.comp.metadata.get("shared"), shared_limit(ctx.comp.target.arch)
    if names or not isinstance(shared, int) or not limit:
        return False, f"no one-buffer ttg.local_alloc for {sorted(names)}, or no shared size or limit"
    derived = {"next_extra_bytes": extra, "next_shared_bytes": shared + extra, "shared_limit": limit}[claim.key]
    ok, why = equal(claim.value, derived)
    return ok and shared + extra > limit, f"{why}; metadata shared {shared} + {extra} against {limit}"


def _index_claim(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``index_load_lines/J``: the J-th (in line order) ``tt.load`` of the loop's own body whose value reaches the
    pointer operand of one of the loop's ``ttg.async_copy_global_to_local`` ops, forward along its uses within the
    iteration, on the rules' model (:func:`_index_loads`); ``next_buffers``: the single-buffer warning's "one more
    stage gives 2 buffers", refused where such an index load exists, which Triton's AssignLatencies.cpp counts as an
    indirection level sharing the stages with the copy (trial 12a F4: ktransformers' page table; compiled at
    num_stages=3 and 4 the copies kept 1 buffer, at 5 they got 2)."""
    loop = _loop_of(finding)
    found = _index_loads(ctx, loop)
    if claim.key == "next_buffers":
        return claim.value == 2 and not found, \
            f"the loop's body loads an index that addresses its copies at ttgir:{found}" if found else "no index load"
    j = int(claim.key.split("/")[1])
    at = claim.about[0].line if claim.about else None
    return (j < len(found) and claim.value == found[j] == at and
            len([c for c in finding.claims if c.key.startswith("index_load_lines/")]) == len(found)), \
        f"the index loads of the loop's body are at ttgir:{found}"


def _index_loads(ctx: ClaimContext, loop: int) -> list[int]:
    """The TTGIR lines of the ``tt.load`` ops of the body block of the loop at line ``loop`` whose results reach, by
    the rules' model's uses (not through a load or a region's yield), the pointer operand (operand 0) of a
    ``ttg.async_copy_global_to_local`` inside that loop, each op's name read from its line's text."""
    model = ctx.model("ttgir")
    text = ctx.lines("ttgir")

    def name(op: IROp) -> str:
        m = re.match(r"^\s*(?:%[\w$.#:-]+(?:, %[\w$.#:-]+)* = )?\"?([\w.]+)", text[op.line - 1]) \
            if 0 < op.line <= len(text) else None
        return m.group(1) if m else ""

    inside = [o for o in model.printed_ops if loop in o.loops]
    targets = {o.operand_keys[0] for o in inside if name(o) == "ttg.async_copy_global_to_local" and o.operand_keys
               and o.operand_keys[0]}
    out = []
    for o in inside:
        if name(o) != "tt.load" or o.loops[-1] != loop or not o.result_keys or not targets:
            continue
        todo, seen = [o.result_keys[0]], set[str]()
        while todo and len(seen) < 4096:
            k = todo.pop()
            if k in seen:
                continue
            seen.add(k)
            if k in targets:
                out.append(o.line)
                break
            todo += [u for user in model.users(k) if name(user) not in ("tt.load", "ttg.local_load", "scf.yield",
                                                                        "scf.for", "scf.if", "scf.while")
                     for u in user.result_keys]
    return sorted(out)


# e.g.     %src_row_11 = arith.extsi %src_row_10 : i32 to i64 loc(#loc65)
_CAST_LINE = re.compile(r"^\s*(?P<name>%[\w$.-]+) = arith\.(?:extsi|extui|trunci|extf|truncf|bitcast|index_cast|sitofp|"
                        r"uitofp|fptosi|fptoui) (?P<src>%[\w$.-]+)\b")
# e.g.     %acc_26:5 = scf.for %acc_34 = %c0_i32 to %acc_25 step %c1_i32 iter_args(…)      e.g. %3 = scf.while (…)
_LOOP_HEAD = re.compile(r"^\s*(?:%[\w$.:-]+ = )?scf\.(?:for|while)\b")


def _inner_loop(ctx: ClaimContext, loop: int) -> int | None:
    """The TTGIR line of the first ``scf.for``/``scf.while`` of the body of the loop at line ``loop`` (an op of its
    body block: indented one level deeper), read from the raw text; ``None`` without one. Triton pipelines no such
    loop (``isOuterLoop``, ``lib/Dialect/TritonGPU/Transforms/Pipeliner/PipeliningUtility.cpp``)."""
    lines = ctx.lines("ttgir")
    depth = _indent(lines[loop - 1]) + 2 if 0 < loop <= len(lines) else -1
    return next((n for n, ln in _region(ctx, loop)[1] if _indent(ln) == depth and _LOOP_HEAD.match(ln)), None)


def _own_loads(ctx: ClaimContext, loop: int) -> int:
    """How many loads (``tt.load``, ``amdg.buffer_load``: :data:`_LOAD_RESULT`) the body block of the loop at TTGIR
    line ``loop`` holds (its lines indented one level deeper; not those of nested regions), read from the raw
    text."""
    lines = ctx.lines("ttgir")
    depth = _indent(lines[loop - 1]) + 2 if 0 < loop <= len(lines) else -1
    return sum(1 for _, ln in _region(ctx, loop)[1] if _indent(ln) == depth and _LOAD_RESULT.match(ln))


def _register_depth(ctx: ClaimContext, loop: int) -> int:
    """The stages of AMD's register prefetch of the loop at TTGIR line ``loop``, read from the raw text: 1 + the most
    loads before the loop (:func:`_prologue_loads`) at one location, over the loads of the loop's own body at that
    location (rounded up): each prefetch is a clone of one body load, and the pipeliner stages loads one by one
    (trial 11c F4: one of five loads prefetched is 2 stages, not ``1 + 1 // 5``). 1 when none is prefetched."""
    lines = ctx.lines("ttgir")
    depth = _indent(lines[loop - 1]) + 2 if 0 < loop <= len(lines) else -1
    body = Counter(m.group(1) for _, ln in _region(ctx, loop)[1]
                   if _indent(ln) == depth and _LOAD_RESULT.match(ln) and (m := _END_LOC.search(ln)))
    fed = Counter(m.group(1) for n in _prologue_loads(ctx, loop) if (m := _END_LOC.search(lines[n - 1])))
    return 1 + max((-(-k // max(1, body.get(loc, 1))) for loc, k in fed.items()), default=0)


def _prologue_loads(ctx: ClaimContext, loop: int) -> list[int]:
    """The TTGIR lines, read from the raw text, of the loads before the loop at line ``loop`` (at its indentation,
    after the loop before it there) whose result the loop's ``iter_args`` bind, directly or through casts
    (``arith.extsi`` …) and whose ``loc(#locN)`` a load of the loop's body ends with (the clone's): AMD's register
    prefetch, counted apart from the analysis's model (trial 9b F2: the model missed a load cast to i64 before the
    loop carried it, and said 1 stage for 2; trial 10a F3: a kernel's own load of a carried value is none)."""
    lines = ctx.lines("ttgir")
    head = lines[loop - 1] if 0 < loop <= len(lines) else ""
    fed = {m.group("init") for m in _BOUND.finditer(head[head.find("iter_args("):])} if "iter_args(" in head \
        else set()
    # the pipeliner's prefetch clones a load of the body, location and all: a load before the loop at a location
    # no load of the body has is the kernel's own (trial 10a F3: lmdeploy's output = tl.load(indice_ptr))
    body = {m.group(1) for _, ln in _region(ctx, loop)[1] if _LOAD_RESULT.match(ln) and (m := _END_LOC.search(ln))}
    out = []
    for n in range(loop - 1, 0, -1):
        ln = lines[n - 1]
        if _indent(ln) != _indent(head):
            continue
        if _LOOP_HEAD.match(ln):
            break
        if (c := _CAST_LINE.match(ln)) and c.group("name") in fed:
            fed.add(c.group("src"))
        elif (m := _LOAD_RESULT.match(ln)) and m.group("name") in fed and (at := _END_LOC.search(ln)) \
                and at.group(1) in body:
            out.append(n)
    return sorted(out)


@claim_rule("pipe-prefetch")
def pipe_prefetch(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """AMD's register prefetch: each line cited (``prefetch_lines/N``) is a load whose result the loop line's
    ``iter_args`` bind, directly or through casts (and its ref cites); ``prefetch_loads`` is how many the finding
    cites, which are all the raw text's such loads (:func:`_prologue_loads`). The op of each (``prefetch_ops/N``) is
    the op its line ``prefetch_lines/N`` holds (``tt.load``, ``amdg.buffer_load``), and ``prefetch_count/<op>`` the
    number of those lines holding ``<op>``."""
    lines = [c for c in finding.claims if c.key.startswith("prefetch_lines/")]
    if (inner := _inner_loop(ctx, _loop_of(finding))) is not None:  # trial 10b F1
        return False, (f"ttgir:{inner} is a loop of ttgir:{_loop_of(finding)}'s body: Triton pipelines innermost "
                       "loops only (isOuterLoop), so nothing is prefetched for it")
    raw = _prologue_loads(ctx, _loop_of(finding))
    if claim.key == "unprefetched_loads":  # the body's loads with no clone before the loop (trial 11c F4)
        text, loop = ctx.lines("ttgir"), _loop_of(finding)
        depth = _indent(text[loop - 1]) + 2 if 0 < loop <= len(text) else -1
        fed = {m.group(1) for n in raw if (m := _END_LOC.search(text[n - 1]))}
        body = [m.group(1) for _, ln in _region(ctx, loop)[1]
                if _indent(ln) == depth and _LOAD_RESULT.match(ln) and (m := _END_LOC.search(ln))]
        return equal(claim.value, sum(1 for loc in body if loc not in fed))
    if claim.key == "prefetch_loads":
        ok, said = equal(claim.value, len(lines))
        return ok and claim.value == len(raw), f"{said}; the raw text has {len(raw)} such loads ({raw})"
    if claim.key.startswith("prefetch_count/"):
        op = claim.key.split("/", 1)[1]
        return equal(claim.value, sum(1 for c in lines if isinstance(c.value, int)
                                      and _is_op(ctx.line("ttgir", c.value) or "", op)))
    if claim.key.startswith("prefetch_ops/"):
        at = finding.claim("prefetch_lines/" + claim.key.split("/", 1)[1])
        n = at.value if at is not None and isinstance(at.value, int) else 0
        m = _OP_NAME.match(ctx.line("ttgir", n) or "")
        return (m is not None and claim.value == m.group("op") and bool(claim.about) and claim.about[0].line == n), \
            f"ttgir:{n} holds {m.group('op') if m else None!r}"
    n = claim.value if isinstance(claim.value, int) else 0
    m = _LOAD_RESULT.match(ctx.line("ttgir", n) or "")
    return (m is not None and n in raw and bool(claim.about) and claim.about[0].line == n), \
        f"ttgir:{n} is {'a load' if m else 'no load'}; the loads the loop binds are {raw}"


# e.g. %packed_129 = tt.load %b_ptrs_113, %acc_128 : tensor<128x128x!tt.ptr<i8>, #blocked>    (a load's tile: its
#      pointers' shape and pointee; after ``->`` for amdg.buffer_load and tt.descriptor_load)
_TILE = re.compile(r"tensor<(?P<dims>\d+(?:x\d+)*)x(?:!tt\.ptr<)?(?P<elem>[a-zA-Z]\w*)")
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, …, "ttg.threads-per-warp" = 32 : i32}
_THREADS = {k: re.compile(rf'"ttg\.{k}"\s*=\s*(\d+)') for k in ("num-warps", "threads-per-warp")}
_CARRIED_LOADS = ("tt.load", "tt.descriptor_load", "amdg.buffer_load")
_CAST_OPS = ("arith.extsi", "arith.extui", "arith.trunci", "arith.extf", "arith.truncf", "arith.bitcast",
             "arith.index_cast", "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui")


def _into_buffer(model: IRModule, key: str) -> bool:
    """Whether ``key`` reaches, along its uses within one iteration (values computed from it, breadth first, not
    through an ``scf.yield``), the data operand of a ``ttg.local_store``/``ttng.tmem_store`` or an async copy."""
    level, seen = [key], {key}
    while level and len(seen) < 256:
        nxt = []
        for k in level:
            for u in model.users(k):
                if (u.name in _BUFFER_STORES and u.operand_keys[:1] == (k,)) \
                        or u.name.startswith(("ttg.async_copy", "ttng.async_tma", "amdg.buffer_load_to_local")):
                    return True
                if u.name != "scf.yield":
                    nxt += [r for r in u.result_keys if r not in seen]
                    seen.update(u.result_keys)
        level = nxt
    return False


def _carried_in_registers(ctx: ClaimContext, loop: int) -> dict[int, tuple[list[str], list[int], int]]:
    """``{load line: (iter_args names, prologue load lines, yield line)}`` of the loads in the body of the ``scf.for``
    at TTGIR ``loop`` that the loop carries in registers (loads of a tensor: :func:`_tile_type`), read on the rules'
    own path: each region argument's ``(initial value, yielded value)`` (:meth:`IRModule.carried` of the rules'
    model), followed from a load's result while a yield passes it on; a chain whose values before the last only the
    yield uses, and whose last value the body uses outside the yield, never to store it, nor a value computed from
    it, into shared or tensor memory (:func:`_into_buffer`). Its prologue loads: the initial values of the chain,
    through casts, loads before the loop at its indentation."""
    model = ctx.model("ttgir")
    head = model.by_line.get(loop)
    if head is None or head.name != "scf.for":
        return {}
    region = [v for v in model.values.values() if v.owner == head.index and v.is_block_arg and v.region == 0
              and v.index >= 1]
    passed: dict[str, str] = {}
    init: dict[str, str] = {}
    for v in sorted(region, key=lambda v: v.index):
        got = model.carried(v.key)
        if len(got) == 2:
            passed.setdefault(got[1], v.key)
        if got:
            init[v.key] = got[0]
    end, body = _region(ctx, loop)
    lines = ctx.lines("ttgir")
    depth = _indent(lines[loop - 1]) if 0 < loop <= len(lines) else 0
    own = [(n, ln) for n, ln in body if _indent(ln) == depth + 2]
    yield_line = next((n for n, ln in reversed(own) if _is_op(ln, "scf.yield")), 0)
    out = {}
    for n, ln in own:
        op = model.by_line.get(n)
        if op is None or not any(_is_op(ln, x) for x in _CARRIED_LOADS) or not op.result_keys \
                or _tile_type(strip_loc(ln)) is None:  # a scalar load carries no tile
            continue
        chain: list[str] = []
        key = op.result_keys[0]
        while key in passed and passed[key] not in chain:
            key = passed[key]
            chain.append(key)
        uses = [u for u in model.users(key) if u.name != "scf.yield"] if chain else []
        if any(u.name != "scf.yield" for k in [op.result_keys[0], *chain[:-1]] for u in model.users(k)):
            continue  # used in its own iteration too: not only carried ahead
        if not uses or _into_buffer(model, key):
            continue
        before = []
        for a in chain:
            d = model.defining_op(init.get(a, ""))
            while d is not None and d.name in _CAST_OPS and d.operand_keys and d.operand_keys[0]:
                d = model.defining_op(d.operand_keys[0])
            if d is not None and d.line < loop and _indent(lines[d.line - 1]) == depth \
                    and any(_is_op(lines[d.line - 1], x) for x in _CARRIED_LOADS):
                before.append(d.line)
        out[n] = ([f"%{display(a)}" for a in chain], sorted(before), yield_line)
    return out


def _tile_type(text: str) -> re.Match[str] | None:
    """The ``tensor<…>`` a load line gives (after ``->``, else its signature after `` : ``: a ``tt.load``'s pointer
    tensor), matched by :data:`_TILE`; ``None`` for a scalar load (``: !tt.ptr<f32>``)."""
    return _TILE.match(text.rsplit("->", 1)[1].strip() if "->" in text else text.rsplit(" : ", 1)[-1].strip())


def _thread_bytes(ctx: ClaimContext, line: int) -> int | None:
    """The bytes of the tile a load line moves (its result's, or its pointers' shape and pointee) over the module's
    threads (``ttg.num-warps`` x ``ttg.threads-per-warp``), read from the raw text; ``None`` when unread."""
    m = _tile_type(strip_loc(ctx.line("ttgir", line) or ""))
    head = next((ln for ln in ctx.lines("ttgir") if ln.startswith("module attributes")), "")
    warps, lanes = (_THREADS[k].search(head) for k in ("num-warps", "threads-per-warp"))
    if m is None or warps is None or lanes is None:
        return None
    n = 1
    for d in m.group("dims").split("x"):
        n *= int(d)
    return n * element_bits(m.group("elem")) // 8 // (int(warps.group(1)) * int(lanes.group(1)))


@claim_rule("pipe-carried")
def pipe_carried(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The loads a dot loop carries in registers beside its rings (trial 9b M2), read on the rules' own path
    (:func:`_carried_in_registers`): ``register_carried`` is how many (its refs cite each), ``carried/N/line`` the
    N-th in line order, ``…/op`` the op its line holds, ``…/iterations`` and ``…/args`` the ``iter_args`` its value
    passes through (the last is the one the body uses), ``…/prologue_loads`` and ``…/prologue_lines/J`` the loads
    before the loop that feed them, ``…/yield_line`` the body's ``scf.yield``, ``…/thread_bytes`` the tile's bytes
    over the module's threads, ``…/registers`` those bytes times the iterations over 4, rounded up."""
    if claim.key == "body_loads" or claim.key.startswith("body_load_lines/"):
        loads = _body_loads(ctx, _loop_of(finding))
        if claim.key == "body_loads":
            ok, said = equal(claim.value, len(loads))
            return ok and sorted(r.line for r in claim.about) == loads, f"{said}: loads at ttgir:{loads}"
        j = int(claim.key.split("/")[1])
        return equal(claim.value, loads[j] if j < len(loads) else None)
    found = _carried_in_registers(ctx, _loop_of(finding))
    order = sorted(found)
    if claim.key == "register_carried":
        cited = sorted(r.line for r in claim.about) if order else []
        ok, said = equal(claim.value, len(order))
        return ok and cited == order, f"{said}: loads at ttgir:{order}"
    parts = claim.key.split("/")
    i = int(parts[1]) if len(parts) > 2 and parts[1].isdigit() else -1
    if not 0 <= i < len(order):
        return False, f"the loop carries {len(order)} loads in registers"
    n = order[i]
    args, before, yield_line = found[n]
    what = "/".join(parts[2:])
    if what == "line":
        return equal(claim.value, n)
    if what == "op":
        m = _OP_NAME.match(ctx.line("ttgir", n) or "")
        return equal(claim.value, m.group("op") if m else None)
    if what == "iterations":
        return equal(claim.value, len(args))
    if what == "args":
        return equal(claim.value, ", ".join(args))
    if what == "prologue_loads":
        return equal(claim.value, len(before))
    if what.startswith("prologue_lines/"):
        j = int(what.split("/")[1])
        return equal(claim.value, before[j] if j < len(before) else None)
    if what == "yield_line":
        return equal(claim.value, yield_line)
    per = _thread_bytes(ctx, n)
    if what == "thread_bytes":
        return equal(claim.value, per)
    if what == "registers":
        return equal(claim.value, None if per is None else -(-per * len(args) // 4))
    return False, f"no such claim of a carried load: {claim.key}"


def _overlap(ctx: ClaimContext, loop: int) -> dict[str, object] | None:
    """What rule ``pipe-overlap`` reads from the raw body of the loop at TTGIR ``loop`` (its lines, nested regions
    included): the first wait for copies before the first dot, the first and last dot, the line where the last
    completes (a ``tt.dot``'s own; after a ``ttng.warp_group_dot``, the first ``warp_group_dot_wait`` with
    ``pendings = 0``; after a ``ttng.tc_gen5_mma``, the first ``ttng.wait_barrier`` on one of its ``%bar[%pred]``
    barriers), the copies, and whether they overlap no dot (``none``: every copy follows the completion, and the wait
    takes every copy in flight). cp.async copies: the wait is a ``ttg.async_wait`` whose ``num`` is 0. TMA copies
    (``ttng.async_tma_copy_global_to_local``, no cp.async): a ``ttng.wait_barrier`` on a barrier indexed
    (``ttg.memdesc_index``) from the allocation a copy's barrier operand (the one after its destination) is indexed
    from, in a loop whose stages re-derived on a fresh parse are 2 (:func:`_loops`: a ring one iteration ahead, so
    only the previous iteration's copies are in flight). ``None`` for a body without a dot, a copy or a wait."""
    _, body = _region(ctx, loop)
    dots = [(n, ln) for n, ln in body if any(_is_op(ln, d) for d in _DOT_NAMES)]
    copies = [n for n, ln in body if _is_op(ln, "ttg.async_copy_global_to_local")]
    tma = not copies
    if tma:
        copies = [n for n, ln in body if _is_op(ln, "ttng.async_tma_copy_global_to_local")]
    if not dots or not copies:
        return None
    first, (last, last_text) = dots[0][0], dots[-1]
    if tma:
        index = {m.group("res"): m.group("src") for ln in ctx.lines("ttgir") if (m := _INDEX_LINE.match(ln))}

        def root(name: str) -> str:
            for _ in range(8):
                name = index.get(name, name)
            return name
        rings = {root(g[1]) for n, ln in body if n in copies
                 and len(g := _operand_groups(ln, "ttng.async_tma_copy_global_to_local")) >= 2}
        waits = [(n, ln) for n, ln in body if _is_op(ln, "ttng.wait_barrier") and n < first
                 and (g := _operand_groups(ln.split(" deps ")[0], "ttng.wait_barrier")) and root(g[0]) in rings]
    else:
        waits = [(n, ln) for n, ln in body if _is_op(ln, "ttg.async_wait")]
    if not waits:
        return None
    wait = next(((n, ln) for n, ln in waits if n < first), None)
    num = _WAIT_NUM.search(wait[1]) if wait and not tma else None
    done = None
    if _is_op(last_text, "tt.dot") or _is_op(last_text, "tt.dot_scaled"):
        done = last
    elif _is_op(last_text, "ttng.warp_group_dot"):
        done = next((n for n, ln in body if n > last and _is_op(ln, "ttng.warp_group_dot_wait")
                     and (p := _PENDINGS.search(ln)) is not None and p.group(1) == "0"), None)
    elif any(_is_op(last_text, d) for d in _ASYNC_MMAS[:2]):
        name = "ttng.tc_gen5_mma_scaled" if _is_op(last_text, "ttng.tc_gen5_mma_scaled") else "ttng.tc_gen5_mma"
        bars = {m.group("bar") for g in _operand_groups(last_text, name) if (m := _MMA_BARRIER.match(g))}
        done = next((n for n, ln in body if n > last and _is_op(ln, "ttng.wait_barrier")
                     and (g := _operand_groups(ln.split(" deps ")[0], "ttng.wait_barrier")) and g[0] in bars), None)
    if tma:
        r = _loops(ctx).get(loop)
        waited = r is not None and r.stages == 2 and wait is not None
    else:
        waited = num is not None and num.group(1) == "0"
    none = waited and done is not None and min(copies) > done
    return {"none": none, "wait_line": wait[0] if wait else None, "first_dot": first, "dot_done": done,
            "copies": len(copies), "copy_lines": copies}


# e.g.   ttng.tc_gen5_mma %a_98, %b_97, %acc, %true, %true, %off_k_103[%true] {is_async} : …   (a barrier and its pred)
_MMA_BARRIER = re.compile(r"^(?P<bar>%[\w$.#-]+)\[%[\w$.#-]+\]$")
# e.g.   %true = arith.constant true loc(#loc1)
_TRUE_CONST = re.compile(r"^\s*(?P<name>%[\w$.-]+) = arith\.constant true\b")
_ASYNC_MMAS = ("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled", "ttng.warp_group_dot")


def _operand_groups(line: str, op: str) -> list[str]:
    """The printed operands of ``op``'s line (after the op name, before its attribute dict and `` : ``), split at
    top-level commas."""
    rest = strip_loc(line).split(op, 1)[1]
    rest = rest.split(" : ")[0].split(" {")[0]
    out, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "[(<":
            depth += 1
        elif ch in "])>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return [g for g in [*out, cur.strip()] if g]


# e.g.       %acc_60 = ttg.memdesc_index %acc_33[%acc_57] : !ttg.memdesc<2x1xi64, #shared1, #smem, mutable> -> …
_BARRIER_VIEW = re.compile(r"^\s*(?P<name>%[\w$.-]+) = ttg\.memdesc_index (?P<src>%[\w$.#-]+)\[(?P<idx>%[\w$.#-]+)\]"
                           r" : !ttg\.memdesc<(?P<lead>\d+)x1xi64,")


def _barrier_id(name: str, views: Mapping[str, tuple[str, str, str]]) -> tuple[str, ...]:
    """One mbarrier as the raw text names it: ``name``, or, for a ``ttg.memdesc_index`` of an array of barriers
    (``views``: result name → source, index, leading dimension), the array and the index (the array alone when it
    holds one barrier)."""
    if name not in views:
        return (name,)
    src, idx, lead = views[name]
    return (src,) if lead == "1" else (src, idx)


def _mma_serial(ctx: ClaimContext, loop: int) -> tuple[bool, list[tuple[int, int, bool]]] | None:
    """What rule ``pipe-overlap`` reads of a loop's async MMAs from the raw lines of its body's own level (nested
    regions left out): ``(none, [(mma line, wait line, next iteration)])``. Each ``ttng.tc_gen5_mma`` (``is_async``)
    is waited for by a ``ttng.wait_barrier`` whose first operand is one of the ``%bar[%pred]`` groups of the MMA's
    line, after it and before the next MMA, or, for the last MMA, before the first, on the ``iter_args`` name the
    ``scf.yield`` gives that barrier (the head's ``iter_args(%x = …)`` position); a ``wait_barrier`` with a
    predicate counts only when the predicate is a constant ``true``. A ``ttng.tc_gen5_commit`` after the MMA (not
    predicated, or on a constant ``true``) gives its barrier to it too, waited for after the commit; a wait names
    the same barrier when it names the same value or a ``ttg.memdesc_index`` of the same array at the same index
    (:func:`_barrier_id`). Each ``ttng.warp_group_dot`` (``isAsync =
    true``) is waited for by a ``ttng.warp_group_dot_wait`` with ``pendings = 0`` in the same places. ``none`` holds
    when every MMA is waited for (the list is then one entry per MMA). ``None`` for a body without an MMA or with a
    dot that is not async."""
    end, body = _region(ctx, loop)
    lines = ctx.lines("ttgir")
    if not end or not body:
        return None
    depth = _indent(lines[loop - 1]) + 2
    own = [(n, ln) for n, ln in body if ln.strip() and _indent(ln) == depth and not ln.lstrip().startswith("}")]
    dots = [(n, ln) for n, ln in own if any(_is_op(ln, d) for d in _DOT_NAMES)]
    if not dots:
        return None
    for _, ln in dots:
        if not ((_is_op(ln, "ttng.warp_group_dot") and "isAsync = true" in ln)
                or (any(_is_op(ln, d) for d in _ASYNC_MMAS[:2]) and "is_async" in ln)):
            return None
    head = lines[loop - 1]
    binds = _BOUND.findall(head.split("iter_args(", 1)[1]) if "iter_args(" in head else []
    yielded = next((_operand_groups(ln, "scf.yield") for _, ln in own if _is_op(ln, "scf.yield")), [])
    trues = {m.group("name") for ln in lines if (m := _TRUE_CONST.match(ln))}
    views = {m.group("name"): (m.group("src"), m.group("idx"), m.group("lead")) for _, ln in body
             if (m := _BARRIER_VIEW.match(ln))}
    out: list[tuple[int, int, bool]] = []
    for j, (n, ln) in enumerate(dots):
        last = j == len(dots) - 1
        after = [(k, t, False) for k, t in own if k > n and (last or k < dots[j + 1][0])]
        before = [(k, t, True) for k, t in own if k < dots[0][0]] if last else []
        found = None
        if _is_op(ln, "ttng.warp_group_dot"):
            found = next(((k, nxt) for k, t, nxt in after + before if _is_op(t, "ttng.warp_group_dot_wait")
                          and (p := _PENDINGS.search(t)) is not None and p.group(1) == "0"), None)
        else:
            name = "ttng.tc_gen5_mma_scaled" if _is_op(ln, "ttng.tc_gen5_mma_scaled") else "ttng.tc_gen5_mma"
            own_bars = {m.group("bar") for g in _operand_groups(ln, name) if (m := _MMA_BARRIER.match(g))}
            armed = {_barrier_id(b, views): n for b in own_bars}  # barrier -> the line from which it is armed
            for k, t, _ in after:  # a tc_gen5_commit after the MMA: its barrier tracks the MMA too
                c = _operand_groups(t.split(" descs ")[0], "ttng.tc_gen5_commit") \
                    if _is_op(t, "ttng.tc_gen5_commit") else []
                if c and (len(c) < 2 or c[1] in trues):
                    own_bars.add(c[0])
                    armed.setdefault(_barrier_id(c[0], views), k)
            carried = {f"%{arg}" for i, (arg, _) in enumerate(binds) if i < len(yielded) and yielded[i] in own_bars}
            for k, t, nxt in after + before:
                if not _is_op(t, "ttng.wait_barrier"):
                    continue
                groups = _operand_groups(t.split(" deps ")[0], "ttng.wait_barrier")
                if not groups or (len(groups) >= 3 and groups[2] not in trues):
                    continue
                if (groups[0] in carried) if nxt else armed.get(_barrier_id(groups[0], views), k) < k:
                    found = (k, nxt)
                    break
        if found is None:
            return False, []
        out.append((n, found[0], found[1]))
    return True, out


def _body_loads(ctx: ClaimContext, loop: int) -> list[int]:
    """The lines of the loads (``tt.load``, ``tt.descriptor_load``, ``amdg.buffer_load``) in the body of the loop at
    TTGIR ``loop`` (nested regions too) whose value, and every value the body computes from it (forward over the
    names its lines use, not through the ``scf.yield``), no ``ttg.local_store`` or ``ttg.local_alloc`` takes as its
    first operand, and that the loop does not carry in registers (:func:`_carried_in_registers`), read from the raw
    lines: loads no ring covers."""
    _, body = _region(ctx, loop)
    carried = _carried_in_registers(ctx, loop)
    out = []
    for n, ln in body:
        if not any(_is_op(ln, x) for x in _CARRIED_LOADS) or n in carried or not _defined(ln):
            continue
        todo, seen, shared = list(_defined(ln)), set(_defined(ln)), False
        while todo and not shared and len(seen) < 256:
            name = todo.pop()
            for _, t in body:
                rhs = strip_loc(t).split("=", 1)[1] if _RESULTS.match(t) else strip_loc(t)
                if name not in {u.group("name") for u in _USE.finditer(rhs)}:
                    continue
                if _is_op(t, "ttg.local_store") or _is_op(t, "ttg.local_alloc"):
                    first = _operand_groups(t, "ttg.local_store" if _is_op(t, "ttg.local_store") else "ttg.local_alloc")
                    if first and first[0].lstrip("%").split("#")[0] == name:
                        shared = True
                        break
                if _is_op(t, "scf.yield"):
                    continue
                for d in _defined(t) - seen:
                    seen.add(d)
                    todo.append(d)
        if not shared:
            out.append(n)
    return out


def _mma_verdict(claim: Claim, got: tuple[bool, list[tuple[int, int, bool]]] | None) -> Verdict:
    """Rule ``pipe-overlap``'s verdict on a claim of a loop's MMAs (``mmas_serialized``, ``mma_wait/J/mma``,
    ``…/wait``, ``…/next_iteration``) against :func:`_mma_serial`."""
    if got is None:
        return False, "the loop's body has no async MMA (or a dot that is not async)"
    none, waits = got
    if claim.key == "mmas_serialized":
        return equal(claim.value, none)
    if not none:
        return False, "an MMA of the loop is not waited for before the next is issued: the MMAs may overlap"
    parts = claim.key.split("/")
    j = int(parts[1]) if len(parts) == 3 and parts[1].isdigit() else -1
    if not 0 <= j < len(waits):
        return False, f"the loop has {len(waits)} async MMAs"
    mma, wait, nxt = waits[j]
    got_value = {"mma": mma, "wait": wait, "next_iteration": nxt}.get(parts[2])
    if got_value is None:
        return False, f"no such claim of MMA overlap: {claim.key}"
    return equal(claim.value, got_value)


@claim_rule("pipe-overlap")
def pipe_overlap(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """Whether a dot loop's copies overlap no dot (trial 9d M1), read from the order of its body's raw lines
    (:func:`_overlap`): ``copies_between_iterations`` holds when the body's first ``ttg.async_wait`` before its first
    dot has ``num = 0`` (Triton's ``TTG_AsyncWaitOp``: at most ``num`` copy groups stay outstanding; for TMA copies a
    ``ttng.wait_barrier`` on the copies' barriers in a loop of 2 stages) and every copy follows the line where its
    last dot completes (``warp_group_dot_wait`` with ``pendings = 0``: no async dot outstanding; a ``wait_barrier``
    on a ``tc_gen5_mma``'s barrier); ``overlap/wait_line``, ``overlap/first_dot``, ``overlap/dot_done``,
    ``overlap/copies`` and ``overlap/copy_lines/J`` are those lines and that count, stated only where it holds.
    Whether a loop's async MMAs overlap one another (trial 10a M3, 10d M3: ``mmas_serialized``, ``mma_wait/J/…``) is
    read on its own path (:func:`_mma_serial`)."""
    if claim.key == "mmas_serialized" or claim.key.startswith("mma_wait/"):
        return _mma_verdict(claim, _mma_serial(ctx, _loop_of(finding)))
    got = _overlap(ctx, _loop_of(finding))
    if got is None:
        return False, "the loop's body has no dot, copy or wait for its copies"
    if claim.key == "copies_between_iterations":
        return equal(claim.value, got["none"])
    if not got["none"]:
        return False, "the loop's copies may overlap a dot (no num = 0 wait before its first dot, or a copy issued " \
            "before its last dot completes)"
    what = claim.key.removeprefix("overlap/")
    if what.startswith("copy_lines/"):
        j = int(what.split("/")[1])
        lines = got["copy_lines"]
        return equal(claim.value, lines[j] if isinstance(lines, list) and j < len(lines) else None)
    if what in ("wait_line", "first_dot", "dot_done", "copies"):
        return equal(claim.value, got[what])
    return False, f"no such claim of copy overlap: {claim.key}"


@claim_rule("pipe-ws")
def pipe_ws(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``warp_specialize``: asked for (``requested``: the cited TTIR line closes a loop marked
    ``tt.warp_specialize``, its ``loc`` the finding's Python line), applied (``applied``: the TTGIR holds a
    ``ttg.warp_specialize`` op), on the compile's
    target (``target``)."""
    if claim.key == "requested":
        held = _held(ctx, claim)
        ok, said = equal(claim.value, held.lstrip().startswith("}") and "tt.warp_specialize" in held)
        return ok and _python_cited(ctx, finding, "ttir", claim.about[0].line), said
    if claim.key == "applied":
        return equal(claim.value, any(_is_op(ln, "ttg.warp_specialize") for ln in ctx.lines("ttgir")))
    return equal(claim.value, ctx.comp.target.spec)


@claim_rule("sched-end")
def sched_end(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A loop schedule's ``end_line``: the ``}`` at the loop's indentation that closes its ``scf.for``, the line its
    ref cites."""
    end = _region(ctx, _loop_of(finding))[0] or None
    ok, said = equal(claim.value, end)
    return ok and bool(claim.about) and claim.about[0].line == end, said


@claim_rule("sched-count")
def sched_count(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A loop schedule's count of one op in one part (``counts/<part>/<op>``): the ops it lists there, and as many
    refs; for the loop body, also the op lines of the body; for the epilogue, also the ops of that name the model
    places after the loop (:func:`_epilogue_ops`: trial 11d F1, the peeled iteration's loads the list left out)."""
    _, part, op = claim.key.split("/", 2)
    listed = sum(1 for c in finding.claims if c.key.endswith("/op") and c.key.startswith("ops/") and c.value == op
                 and (p := finding.claim(c.key.rsplit("/", 1)[0] + "/part")) is not None and p.value == part)
    loop = _loop_of(finding)
    body = sum(1 for _, ln in _region(ctx, loop)[1] if _is_op(ln, op)) if part == pipelining.BODY \
        else sum(1 for o in _epilogue_ops(ctx, loop) if o.name == op) if part == pipelining.EPILOGUE else listed
    ok, said = claim.value == listed == body == len(claim.about), f"{listed} listed; the {part} has {body}"
    if part == pipelining.EPILOGUE:
        whole, why = _epilogue_listed(finding, ctx, loop)
        ok, said = ok and whole, f"{said}; {why}"
    return ok, said


def _epilogue_listed(finding: Finding, ctx: ClaimContext, loop: int) -> Verdict:
    """Whether a loop schedule lists every load, wait and dot (:data:`pipelining.SCHEDULE_OPS`) that
    :func:`_epilogue_ops` places after the loop, and no other, by TTGIR line: a count claim of one op cannot see
    an op the list left out (trial 11d F1)."""
    listed = sorted(c.value for c in finding.claims if c.key.startswith("ops/") and c.key.endswith("/ttgir_line")
                    and isinstance(c.value, int) and (p := finding.claim(c.key.rsplit("/", 1)[0] + "/part"))
                    is not None and p.value == pipelining.EPILOGUE)
    raw = sorted(o.line for o in _epilogue_ops(ctx, loop) if o.name in pipelining.SCHEDULE_OPS)
    return listed == raw, f"epilogue lines listed {listed}, the model's {raw}"


def _epilogue_ops(ctx: ClaimContext, loop: int) -> list[IROp]:
    """The ops after the loop at TTGIR line ``loop`` that run its last iterations, read from a fresh parse of the
    TTGIR (``ClaimContext.model``) on a path of its own: the ops of the loop's parent region after its last line,
    up to the next ``scf.for``/``scf.while`` there (ops in the regions of ops there included), whose Python line is
    a line of the loop's (``loc`` of its lines) and that read a result of the loop or a value computed from one
    (not a buffer the loop reads: the K tile of an attention backward, read by both loops of its helper, would take
    the second loop's prologue in), or are a wait with no operand (``ttg.async_wait {num = 0}``), or lie in a
    region of an op after the loop whose regions hold such an op (the ``scf.if`` around a peeled last iteration,
    whose condition was computed before the loop)."""
    model = ctx.model("ttgir")
    head = model.by_line.get(loop)
    if head is None or head.name not in ("scf.for", "scf.while"):
        return []
    end = head.end_line
    own = {ctx.python("ttgir", n) for n in range(loop, end + 1)} - {None}

    def chain(o: IROp) -> list[int]:  # o's enclosing ops up to the loop's parent, innermost first
        out, p = [], o.parent
        while 0 <= p < len(model.ops) and p != head.parent:
            out.append(p)
            p = model.ops[p].parent
        return out if p == head.parent else [-2]
    tainted = set(head.result_keys)
    stop = min((o.line for o in model.ops if o.parent == head.parent and o.line > end
                and o.name in ("scf.for", "scf.while")), default=10 ** 9)
    after = [o for o in model.ops if end < o.line < stop and chain(o) != [-2] and not o.implicit
             and ctx.python("ttgir", o.line) in own]
    taken: set[int] = set()
    holders: set[int] = set()
    grew = True
    while grew:
        grew = False
        for o in after:
            mine = [p for p in chain(o) if model.ops[p].line > end]
            if o.index in taken or not ((o.name in pipelining.SCHEDULE_WAITS and not o.operand_keys)
                                        or tainted.intersection(o.operand_keys) or holders.intersection(mine)):
                continue
            taken.add(o.index)
            tainted.update(o.result_keys)
            holders.update(mine)
            grew = True
    return [o for o in after if o.index in taken]


@claim_rule("sched-op")
def sched_op(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An op of a loop schedule (``ops/N/…``): line ``ttgir_line`` holds op ``op`` (its ``num``/``pendings`` the
    ``detail`` states), is the line its ref cites, and lies in the part ``part``, read from the indentation of the
    printed MLIR: the body is the lines the ``scf.for`` indents; a prologue op sits at the loop's indentation before
    it, an epilogue op after its ``}`` at that indentation or deeper (in a region of an op there: a peeled
    iteration's dot in an ``scf.if``), with no line less indented in between (the same region)."""
    base = claim.key.rsplit("/", 1)[0]
    got = {k: c.value for k in ("ttgir_line", "op", "part", "detail") if (c := finding.claim(f"{base}/{k}"))}
    n = got.get("ttgir_line")
    lines = ctx.lines("ttgir")
    text = lines[n - 1] if isinstance(n, int) and 0 < n <= len(lines) else ""
    loop = _loop_of(finding)
    end, _ = _region(ctx, loop)
    if not text or not end:
        return False, f"ttgir:{n} or the loop's region is not there"
    depth = _indent(lines[loop - 1])
    between = lines[n:loop - 1] if isinstance(n, int) and n < loop else lines[end:n - 1] if isinstance(n, int) else []
    placed = {"loop body": isinstance(n, int) and loop < n < end,
              "prologue": isinstance(n, int) and n < loop and _indent(text) == depth,
              "epilogue": isinstance(n, int) and n > end and _indent(text) >= depth}
    same = all(_indent(ln) >= depth for ln in between if ln.strip())
    op = str(got.get("op"))
    rx = _WAIT_NUM if op == "ttg.async_wait" else _PENDINGS if op == "ttng.warp_group_dot_wait" else None
    m = rx.search(text) if rx is not None else None
    detail = f"{'num' if op == 'ttg.async_wait' else 'pendings'}={m.group(1)}" if m else ""
    at = finding.claim(f"{base}/ttgir_line")
    ok = (_is_op(text, op) and placed.get(str(got.get("part")), False) and (got.get("part") == "loop body" or same)
          and got.get("detail") == detail and at is not None and bool(at.about) and at.about[0].line == n)
    return ok, f"ttgir:{n} {text.strip()[:80]!r} ({detail or 'no detail'})"


@claim_rule("sched-python")
def sched_python(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An op of a loop schedule's Python file and line (``ops/N/python_file``, ``…/python_line``): the ``loc`` of
    its TTGIR line ``ops/N/ttgir_line`` (``None`` without one)."""
    base = claim.key.rsplit("/", 1)[0]
    at = finding.claim(f"{base}/ttgir_line")
    loc = ctx.python("ttgir", at.value) if at is not None and isinstance(at.value, int) else None
    return equal(claim.value, (loc[0] if claim.key.endswith("python_file") else loc[1]) if loc else None)


@metric_rule("pipelined_stages")
def pipelined_stages(value: object, ctx: ClaimContext) -> Verdict:
    """``pipelined_stages``: the largest stage count of the model's main loops (re-derived, :func:`_loops`), 0
    without one; a loop whose rings' depths the pipeliner's predicates give (:func:`_ring_depths`, each read) must
    have their schedule's depth (:func:`ring_depth.schedule_depth`: 1 + the most iterations a copy runs ahead of the
    dots, an index ring's through the copy it addresses)."""
    ok, said = equal(value, max((r.stages for r in _loops(ctx).values()), default=0))
    for r in _loops(ctx).values():
        depths = _ring_depths(ctx, r.line) if r.allocations and not r.warp_specialized else {}
        sched = ring_depth.schedule_depth(depths)[0] if depths else None
        if sched is not None and sched != r.stages:
            ok, said = False, f"{said}; the pipeliner's predicates give ttgir:{r.line} {sched} stages"
    return ok, said


# e.g.     %acc_56:8 = scf.for %acc_88 = %c0_i32 to %acc_55 …    e.g.     %a_59, %b_60 = tt.split …    (results)
_RESULTS = re.compile(r"^\s*(?P<names>%[\w$.-]+(?::\d+)?(?:\s*,\s*%[\w$.-]+(?::\d+)?)*)\s*=")
# e.g. %acc_56#0    (an SSA use, without its result index)
_USE = re.compile(r"%(?P<name>[\w$.-]+)")


def _defined(line: str) -> set[str]:
    """The SSA names a line defines (without ``%`` and ``:N``)."""
    m = _RESULTS.match(line)
    return {n.strip().lstrip("%").split(":")[0] for n in m.group("names").split(",")} if m else set()


def _dot_signature(line: str) -> str:
    """The types of a dot line, the text after its last `` : `` (``tensor<…> * tensor<…> -> tensor<…>``; an
    attribute dict's ``{num = 0 : i32}`` comes before them), without its ``loc``."""
    return strip_loc(line).rsplit(" : ", 1)[-1].strip()


def _peeled_dots(ctx: ClaimContext, loop: int) -> dict[str, int]:
    """The dot lines outside the ``scf.for`` at TTGIR line ``loop`` that run iterations of its dots, read from the
    raw text: a dot line whose ``loc`` is the Python line of a dot of the loop's body, in the loop's region (no
    less-indented line in between). ``prologue``: at the loop's indentation before it, after the ``}`` of the
    loop before it there, with the types of a dot of the body; ``epilogue``: after its ``}`` (nested regions
    included), before the next ``scf.for`` there, using (through the ops between) a result of the loop."""
    lines = ctx.lines("ttgir")
    end, body = _region(ctx, loop)
    if not end:
        return {}
    depth = _indent(lines[loop - 1])
    own = {ctx.python("ttgir", n) for n, ln in body if any(_is_op(ln, op) for op in _DOT_OPS)} - {None}
    # a peeled iteration's dot has the operand and result types of one of the body's: two loops of one inlined
    # helper share Python lines, and the dots of the first one's epilogue (other tile sizes) are not the second's
    # prologue (trial 7c S2)
    types = {_dot_signature(ln) for _, ln in body if any(_is_op(ln, op) for op in _DOT_OPS)}

    def dot(n: int, typed: bool = False) -> bool:
        return any(_is_op(lines[n - 1], op) for op in _DOT_OPS) and ctx.python("ttgir", n) in own \
            and (not typed or _dot_signature(lines[n - 1]) in types)
    before = 0
    for n in range(loop - 1, 0, -1):
        ln = lines[n - 1]
        if not ln.strip():
            continue
        if _indent(ln) < depth:
            break
        if _indent(ln) == depth and ln.lstrip().startswith("}"):  # the end of a region: of a loop, stop there
            opener = next((lines[k - 1] for k in range(n - 1, 0, -1) if lines[k - 1].strip()
                           and _indent(lines[k - 1]) == depth and not lines[k - 1].lstrip().startswith("}")), "")
            if "scf.for" in opener or "scf.while" in opener:
                break
        before += _indent(ln) == depth and dot(n, typed=True)
    tainted = _defined(lines[loop - 1])
    after = 0
    for n in range(end + 1, len(lines) + 1):
        ln = strip_loc(lines[n - 1])
        if not ln.strip():
            continue
        if _indent(ln) < depth or (_indent(ln) == depth and ("scf.for" in ln or "scf.while" in ln)):
            break
        if {m.group("name") for m in _USE.finditer(ln.split("=", 1)[-1] if _RESULTS.match(ln) else ln)} & tainted:
            tainted |= _defined(ln)
            after += dot(n)
    return {pipelining.PROLOGUE: before, pipelining.EPILOGUE: after}


@claim_rule("sched-peeled")
def sched_peeled(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A loop schedule's dots outside the loop (``peeled/<part>``, ``prologue`` or ``epilogue``): the dots the
    schedule lists in that part, and the dot lines the raw text places there (:func:`_peeled_dots`: a dot of one of
    the body's dots' Python lines, before the loop at its indentation, or after it using its results)."""
    part = claim.key.split("/", 1)[1]
    listed = sum(1 for c in finding.claims if c.key.startswith("ops/") and c.key.endswith("/op")
                 and c.value in _DOT_OPS and (p := finding.claim(c.key.rsplit("/", 1)[0] + "/part")) is not None
                 and p.value == part)
    raw = _peeled_dots(ctx, _loop_of(finding)).get(part)
    ok, said = claim.value == listed == raw, f"{listed} dots listed in the {part}; the raw text has {raw}"
    if part == pipelining.EPILOGUE:  # present with every schedule, also one whose epilogue lists nothing
        whole, why = _epilogue_listed(finding, ctx, _loop_of(finding))
        ok, said = ok and whole, f"{said}; {why}"
    return ok, said


@claim_rule("sched-other-dots")
def sched_other_dots(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The dots outside a loop without peeled iterations (``other_dot_count``, ``other_dots/N/…``), read through the IR
    model's regions (a fresh parse, ``ctx.model``): the dot ops whose chain of parent ops does not reach the loop's
    ``scf.for`` (the line of the finding's ``stages`` ref). ``other_dot_count`` is their number, as many listed and
    cited; each ``other_dots/N/ttgir_line`` one of them (the line its ref cites), ``…/op`` the op there and
    ``…/python_line`` its ``loc``'s Python line."""
    model = ctx.model("ttgir")
    head = model.by_line.get(_loop_of(finding))
    if head is None or head.name != "scf.for":
        return False, f"ttgir:{_loop_of(finding)} is no scf.for of the model"

    def held(op_index: int) -> bool:
        p = model.ops[op_index].parent
        while p >= 0 and p != head.index:
            p = model.ops[p].parent
        return p == head.index
    outside = [o.line for o in model.printed_ops if o.name in _DOT_OPS and not held(o.index)]
    if claim.key == "other_dot_count":
        listed = sum(1 for c in finding.claims if c.key.startswith("other_dots/") and c.key.endswith("/ttgir_line"))
        cited = sorted(r.line for r in claim.about)
        return claim.value == len(outside) == listed and cited == outside, \
            f"the model's dots outside the loop are at ttgir:{outside}"
    base = claim.key.rsplit("/", 1)[0]
    at = finding.claim(f"{base}/ttgir_line")
    n = at.value if at is not None and isinstance(at.value, int) else 0
    if n not in outside or at is None or not at.about or at.about[0].line != n:
        return False, f"ttgir:{n} is no dot outside the loop ({outside})"
    if claim.key.endswith("/op"):
        return equal(claim.value, model.by_line[n].name)
    if claim.key.endswith("/python_line"):
        loc = ctx.python("ttgir", n)
        return equal(claim.value, loc[1] if loc else None)
    return equal(claim.value, n)


# e.g. %accumulator_220 = tt.dot %a_180, %b_182, %accumulator_183, inputPrecision = tf32 : tensor<128x32xi8, …
_DOT_LINE = re.compile(r"^\s*(?P<res>%[\w$.-]+) = tt\.dot (?P<a>%[\w$.-]+), (?P<b>%[\w$.-]+), (?P<c>%[\w$.#-]+)")
# e.g. %a_180 = ttg.local_load %a_179 token %a_169 : !ttg.memdesc<128x32xi8, …>    (the view it loads)
_LOCAL_LOAD = re.compile(r"^\s*(?P<res>%[\w$.-]+) = ttg\.local_load (?P<src>%[\w$.-]+)")
# e.g. %a_179 = ttg.memdesc_subslice %a_167[0, 32] : !ttg.memdesc<128x64xi8, #shared, …> -> !ttg.memdesc<128x32xi8…
_SUBSLICE = re.compile(r"^\s*(?P<res>%[\w$.-]+) = ttg\.memdesc_subslice %[\w$.-]+\[[^\]]*\] : "
                       r"!ttg\.memdesc<(?P<dims>\d+(?:x\d+)+)x[a-zA-Z]")


@claim_rule("mma-ksplit")
def mma_ksplit(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A dot the prefetch pass split along K (``k_slice_lines/N``, ``k_slices``, ``full_k``), read from the raw
    TTGIR: each cited line is a ``tt.dot`` of the finding's Python line whose C operand is the result of the line
    before it, the first's C is no such dot's result and no dot takes the last's result as C (a whole chain);
    the finding's dot is one of them; ``k_slices`` is their number, ``full_k`` the sum of their A operands' last
    dimension, and a dot's A is a ``ttg.local_load`` of a ``ttg.memdesc_subslice`` of a memdesc that wide."""
    said = [c.value for c in sorted((c for c in finding.claims if c.key.startswith("k_slice_lines/")),
                                    key=lambda c: int(c.key.split("/")[1]))]
    lines = ctx.lines("ttgir")
    dots = {n: m for n, ln in enumerate(lines, 1) if (m := _DOT_LINE.match(strip_loc(ln)))}
    cited = [n for n in said if isinstance(n, int) and n in dots]
    if not cited or len(cited) != len(said):
        return False, f"ttgir:{said} are not all tt.dot lines"
    py = {ctx.python("ttgir", n) for n in cited}
    results = {m.group("res") for m in dots.values()}
    chained = all(dots[b].group("c").split("#")[0] == dots[a].group("res")
                  for a, b in zip(cited, cited[1:], strict=False))
    whole = dots[cited[0]].group("c").split("#")[0] not in results and not any(
        m.group("c").split("#")[0] == dots[cited[-1]].group("res") for m in dots.values())
    op = finding.claim("op")
    mine = op is not None and bool(op.about) and op.about[0].line in cited
    ks = [t[0][0][-1] if (t := _dot_types(strip_loc(lines[n - 1]).split("->", 1)[0])) else 0 for n in cited]
    defs = {m.group("res"): m for ln in lines for m in [_LOCAL_LOAD.match(ln) or _SUBSLICE.match(ln)] if m}
    wide = set()
    for n in cited:
        load = defs.get(dots[n].group("a"))
        sub = defs.get(load.group("src")) if load is not None and "src" in load.groupdict() else None
        if sub is not None and "dims" in sub.groupdict():
            wide.add(int(sub.group("dims").split("x")[-1]))
    ok = len(py) == 1 and chained and whole and mine and sum(ks) in wide
    derived: object = {"k_slices": len(cited), "full_k": sum(ks)}.get(claim.key)
    if claim.key.startswith("k_slice_lines/"):
        derived = claim.value if claim.about and claim.about[0].line == claim.value else None
    return ok and claim.value == derived, (f"the dots {cited} chain={chained} whole={whole} of K {ks}; subslices "
                                           f"of K {sorted(wide)}")


# e.g. %b_q_47 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xbf16, #shared1, #smem, mutable>    (a ring of 2)
_RING_ALLOC = re.compile(r"^\s*(?P<name>%[\w$.-]+) = ttg\.local_alloc\b.*?memdesc<(?P<n>\d+)x\d+x\d+x?[a-zA-Z]")


# e.g. %b_v_29 = ttg.memdesc_index %b_v[%c0_i32] : !ttg.memdesc<2x64x64xbf16, …> -> …    (one buffer of a ring)
_INDEX_LINE = re.compile(r"^\s*(?P<res>%[\w$.-]+) = ttg\.memdesc_index (?P<src>%[\w$.-]+)\[")
# e.g. %K_100 = ttg.async_copy_global_to_local %K_97, %K_98 mask %acc_99 …    (pointers, destination)
# e.g. ttng.async_tma_copy_global_to_local %d_v_25[%o_t, %c0_i32] %b_v_29, %5, %true : …    (destination, barrier)
_COPY_DEST = re.compile(r"(?:ttg\.async_copy_global_to_local|amdg\.buffer_load_to_local) %[\w$.-]+, "
                        r"(?P<a>%[\w$.-]+)|ttng\.async_tma_copy_global_to_local %[\w$.-]+\[[^\]]*\] "
                        r"(?P<b>%[\w$.-]+)")


def _ring_copies(ctx: ClaimContext) -> dict[int, str | None]:
    """Each TTGIR line holding an async copy, with the name of the allocation its destination is a buffer of, read
    from the raw text (the destination operand, through ``ttg.memdesc_index`` lines to their source; ``None`` where
    the chain ends at no ``ttg.local_alloc`` of a ring). For a TTGIR without loops, whose names are unique."""
    lines = [strip_loc(ln) for ln in ctx.lines("ttgir")]
    views = {m.group("res"): m.group("src") for ln in lines if (m := _INDEX_LINE.match(ln))}
    rings = {m.group("name") for ln in lines if (m := _RING_ALLOC.match(ln)) and int(m.group("n")) > 1}
    out: dict[int, str | None] = {}
    for n, ln in enumerate(lines, 1):
        if not any(_is_op(ln, op) for op in pipelining.ASYNC_COPIES):
            continue
        m = _COPY_DEST.search(ln)
        name = (m.group("a") or m.group("b")) if m else None
        seen = 0
        while name in views and seen < 8:
            name, seen = views[name], seen + 1
        out[n] = name if name in rings else None
    return out


@claim_rule("pipe-unrolled")
def pipe_unrolled(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """Pipelined loops removed after pipelining: ``ttir_loop`` and each ``ttir_loops/N`` a TTIR line holding
    ``scf.for`` (the line cited), ``ttir_loop_count`` the TTIR lines holding one, all of them listed;
    ``ttgir_loops`` the TTGIR lines holding ``scf.for``/``scf.while``; ``rings/N`` a ``ttg.local_alloc`` of a
    memdesc of 2 or more buffers of 2-D tiles (its cited line) that a ``ttg.memdesc_index`` picks from, and
    ``ring_buffers/N`` its leading dimension; ``ring_copies/N`` the async copy lines whose destination operand, followed
    through ``ttg.memdesc_index`` lines of the raw text, is a buffer of that ring (as many as cited, the same lines);
    ``copies`` those of every ring, ``other_copies`` (``other_copy_lines/N``) the async copies into no ring;
    ``buffers`` the largest leading dimension of the cited rings."""
    lines = ctx.lines("ttgir")
    if claim.key in ("ttir_trip_count", "dead_copies") or claim.key.startswith(("dead_copy_lines/", "unread_slot/")):
        return _unrolled_idle(claim, finding, ctx)
    if claim.key in ("ttir_loop",) or claim.key.startswith("ttir_loops/"):
        ok, said = equal(claim.value, claim.value if _is_op(_held(ctx, claim), "scf.for") else None)
        return ok and bool(claim.about) and claim.about[0].line == claim.value, said
    if claim.key == "ttir_loop_count":
        seen = sum(1 for ln in ctx.lines("ttir") if _is_op(strip_loc(ln), "scf.for"))
        listed = sum(1 for c in finding.claims if c.key.startswith("ttir_loops/"))
        return claim.value == seen == listed, f"the TTIR has {seen} scf.for lines; {listed} listed"
    if claim.key == "ttgir_loops":
        return equal(claim.value, sum(1 for ln in lines if _is_op(ln, "scf.for") or _is_op(ln, "scf.while")))
    if claim.key in ("copies", "other_copies") or claim.key.startswith(("ring_copies/", "other_copy_lines/")):
        dest = _ring_copies(ctx)
        if claim.key.startswith("other_copy_lines/"):
            n = claim.value
            ok = isinstance(n, int) and n in dest and dest[n] is None and bool(claim.about) and claim.about[0].line == n
            return ok, f"ttgir:{n} {'is' if ok else 'is not'} an async copy into no ring"
        if claim.key.startswith("ring_copies/"):
            ring = finding.claim("rings/" + claim.key.split("/", 1)[1])
            want = sorted(n for n, r in dest.items() if ring is not None and r == ring.value)
        elif claim.key == "copies":
            want = sorted(n for n, r in dest.items() if r is not None)
        else:
            want = sorted(n for n, r in dest.items() if r is None)
        cited = sorted(r.line for r in claim.about)
        return claim.value == len(want) and cited == want, f"the async copies are at ttgir:{want}"
    if claim.key.startswith("ring_buffers/"):
        m = _RING_ALLOC.match(_held(ctx, claim))
        return equal(claim.value, int(m.group("n")) if m else None)
    rings = [m for k in range(len(claim.about)) if (m := _RING_ALLOC.match(_held(ctx, claim, k)))]
    if claim.key == "buffers":
        return equal(claim.value, max((int(m.group("n")) for m in rings), default=None)
                     if len(rings) == len(claim.about) else None)
    m = rings[0] if rings else None
    picked = m is not None and any(f"ttg.memdesc_index {m.group('name')}[" in ln for ln in lines)
    ok = m is not None and m.group("name") == claim.value and int(m.group("n")) > 1 and picked
    return ok, f"the cited line {'is' if m else 'is no'} ring allocation; indexed: {picked}"


def _ring_copies_of(ctx: ClaimContext, finding: Finding, loop: int) -> tuple[list[IROp], list[IROp]]:
    """The async copies (``ring_depth.FILLS`` but ``ttg.local_store``) into the allocations the finding names
    (``allocations/N``, the lines they cite), on the rules' own parse: ``(those directly in the body of the loop at
    ``loop``, those before it in its region after the first allocation)``."""
    model = ctx.model("ttgir")
    head = model.by_line.get(loop)
    allocs = {k for c in finding.claims if c.key.startswith("allocations/") and c.about
              for k in (model.by_line[c.about[0].line].result_keys[:1] if c.about[0].line in model.by_line else ())}
    if head is None or not allocs:
        return [], []
    start = min(model.by_line[c.about[0].line].line for c in finding.claims if c.key.startswith("allocations/")
                and c.about and c.about[0].line in model.by_line)

    def into(o: IROp) -> bool:
        return o.name in ring_depth.FILLS and o.name != "ttg.local_store" and any(
            k is not None and model.alloc_origin(k).alloc in allocs for k in o.operand_keys)
    body = [o for o in model.printed_ops if o.parent == head.index and into(o)]
    before = [o for o in model.printed_ops if start < o.line < loop and o.parent == head.parent and into(o)]
    return body, before


@claim_rule("pipe-trip")
def pipe_trip(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A pipelined loop whose constant trip count leaves copies idle (trial 7a M1, 7b M3), on the rules' own parse:
    ``trip_count`` is ``ceil((ub - lb) / step)`` of the ``scf.for``'s constant operands; ``loop_copies`` the async
    copies in its body into the finding's allocations; ``idle_copies`` (and each ``idle_lines/N``) those of them
    that run in no iteration: a copy ``k`` iterations ahead (:func:`ring_depth.ahead`, its ``%iv < ub - k·step``
    predicate) runs ``trip_count - k`` times; ``dead_prologue_copies`` the copies into them before the loop whose
    predicate is the constant false. Each count cites its copies' lines."""
    model = ctx.model("ttgir")
    loop = _loop_of(finding)
    head = model.by_line.get(loop)
    if head is None or head.name != "scf.for":
        return False, f"ttgir:{loop} is no scf.for"
    trips = ring_depth.trip_count(model, head)
    if claim.key == "trip_count":
        return equal(claim.value, trips)
    body, before = _ring_copies_of(ctx, finding, loop)

    def idle(o: IROp) -> bool:
        k, why = ring_depth.ahead(model, head, ring_depth.fill_predicate(o))
        return why.startswith("never") or (k is not None and trips is not None and trips - k <= 0)
    dead = [o.line for o in before if ring_depth.ahead(model, head, ring_depth.fill_predicate(o))[1]
            .startswith("never")]
    want = {"loop_copies": [o.line for o in body], "idle_copies": [o.line for o in body if idle(o)],
            "dead_prologue_copies": dead}
    if claim.key.startswith("idle_lines/"):
        n = claim.value
        ok = isinstance(n, int) and n in want["idle_copies"] and bool(claim.about) and claim.about[0].line == n
        return ok, f"the copies of the body that never run are at ttgir:{want['idle_copies']}"
    lines = want.get(claim.key)
    if lines is None:
        return False, f"no rule for {claim.key}"
    cited = sorted(r.line for r in claim.about)
    return claim.value == len(lines) and cited == sorted(lines), f"the raw IR gives ttgir:{sorted(lines)}"


def _unrolled_idle(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """:func:`pipe_unrolled` for the idle copies of an unrolled loop (trial 7a M1), on the rules' own parses:
    ``ttir_trip_count`` is :func:`ring_depth.trip_count` of the TTIR's one ``scf.for``; ``dead_copies`` (and each
    ``dead_copy_lines/N``) the async copies whose destination is a buffer of a ring the finding names (``rings/N``)
    and whose predicate is the constant false (:func:`ring_depth.ahead`); ``unread_slot/N`` a constant index whose
    ``ttg.memdesc_index`` views of those rings (the lines it cites) are used by such dead copies only."""
    model = ctx.model("ttgir")
    if claim.key == "ttir_trip_count":
        heads = [o for o in ctx.model("ttir").printed_ops if o.name == "scf.for"]
        return equal(claim.value, ring_depth.trip_count(ctx.model("ttir"), heads[0]) if len(heads) == 1 else None)
    rings = {k for c in finding.claims if c.key.startswith("rings/") and c.about and c.about[0].line in model.by_line
             for k in model.by_line[c.about[0].line].result_keys[:1]}
    copies = [o for o in model.printed_ops if o.name in ring_depth.FILLS and o.name != "ttg.local_store"
              and any(k is not None and model.alloc_origin(k).alloc in rings for k in o.operand_keys)]
    dead = sorted(o.line for o in copies if ring_depth.ahead(model, None, ring_depth.fill_predicate(o))[1]
                  .startswith("never"))
    if claim.key == "dead_copies":
        return claim.value == len(dead) and sorted(r.line for r in claim.about) == dead, \
            f"the copies into the rings under a constant false predicate are at ttgir:{dead}"
    if claim.key.startswith("dead_copy_lines/"):
        n = claim.value
        return isinstance(n, int) and n in dead and bool(claim.about) and claim.about[0].line == n, \
            f"the dead copies are at ttgir:{dead}"
    views = [model.by_line.get(r.line) for r in claim.about]
    ok = bool(views) and all(
        v is not None and v.name == "ttg.memdesc_index" and len(v.operand_keys) > 1 and v.operand_keys[0] in rings
        and ring_depth.constant(model, v.operand_keys[1]) == claim.value for v in views)
    users = [u for v in views if v is not None for k in v.result_keys for u in model.users(k)]
    every = [o.line for o in model.printed_ops if o.name == "ttg.memdesc_index" and len(o.operand_keys) > 1
             and o.operand_keys[0] in rings and ring_depth.constant(model, o.operand_keys[1]) == claim.value]
    ok = ok and bool(users) and all(u.line in dead for u in users) and sorted(r.line for r in claim.about) == every
    return ok, f"slot {claim.value}'s views ttgir:{every} are used at ttgir:{sorted(u.line for u in users)}"
