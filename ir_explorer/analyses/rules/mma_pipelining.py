"""Rules of the claims of the ``mma`` and ``pipelining`` findings (:mod:`ir_explorer.analyses.mma`,
:mod:`ir_explorer.analyses.pipelining`) and of the metrics ``mma``, ``mma_instructions`` and ``pipelined_stages``.

Each rule reads the raw text the claim is about, apart from the analysis:

* a dot's op, operand/result shapes and types, result layout alias and path are read from the dot's own TTGIR line
  (the claim's :class:`~ir_explorer.analyses.findings.Ref`) and the alias's definition line, with regexes of this
  module; the layout's fields and description from that definition line; an upcast from the ``tt.fp_to_fp`` line
  that defines the dot's operand; FLOP per byte and the wgmma shared-memory demand are recomputed in closed form
  from those types and the model's published constants (``mma.SM90_MMA_FLOP_PER_CLK``);
* instruction counts are the lines of the stage that hold the instruction as a whole token (comments left out);
* a loop's async ops are the op lines of its body, the region the printed MLIR indents under its ``scf.for``;
  ``async_wait``'s ``num`` and ``warp_group_dot_wait``'s ``pendings`` are read from the cited line; an allocation is
  a ``ttg.local_alloc`` line whose memdesc's leading dimension gives the buffers; the ``num_stages`` asked for is
  Triton's metadata or the TTIR loop's ``tt.num_stages`` at the loop's Python line;
* a loop's stage count and buffers re-derive the model's value: :func:`ir_explorer.analyses.pipelining.loops` run
  on a fresh parse of the TTGIR (``ClaimContext.model``); it catches a claim that drifted from the IR, not a wrong
  model. Where a closed form of the raw text exists it must agree too: ``2 + num / commit groups`` for a loop of
  cp.async copies (``LowerLoops.cpp``), ``1 + prefetch loads / loads of the body`` for AMD's register prefetch;
* a loop schedule's ops hold their op at their line and lie in the part named, read from the indentation of the
  printed MLIR; its per-part counts are the ops it lists; each op's Python line is its line's ``loc``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ir_explorer.analyses import pipelining
from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.analyses.mma import BEST_NVIDIA, PATHS, SM90_MMA_FLOP_PER_CLK, SMEM_BYTES_PER_CLK
from ir_explorer.analyses.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule
from ir_explorer.ir.layouts import element_bits
from ir_explorer.ir.ttgir import strip_loc

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
_FIELD = re.compile(r"(?P<key>\w+) = (?P<value>\[[\d, ]*\]|\d+|true|false)")
# e.g. %a_25 = tt.fp_to_fp %a_18 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{…}>> -> tensor<64x64xf16, #ttg.dot_op<{…}>>
_FP_TO_FP = re.compile(r"^\s*(?P<res>%[\w$.-]+) = tt\.fp_to_fp %[\w$.-]+ : tensor<(?:\d+x)*(?P<src>\w+?)[,>].*?"
                       r"-> tensor<(?:\d+x)*(?P<dst>\w+?)[,>]")
# e.g. %c_27 = tt.dot %a_25, %b_26, %c    (the dot's A and B operands, the first two after its name)
_DOT_OPERANDS = re.compile(r"\b(?:tt\.dot_scaled|tt\.dot|ttng\.warp_group_dot|ttng\.tc_gen5_mma(?:_scaled)?)\s+"
                           r"(?P<a>%[\w$.-]+)\S*,\s*(?P<b>%[\w$.-]+)")
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
    text = f"{kind} v{f.get('version')} instrShape={dims('instrShape')} warpsPerCTA={dims('warpsPerCTA')}"
    return text + (" transposed" if f.get("isTransposed") is True else "")


def _dot_types(line: str) -> list[tuple[tuple[int, ...], str]]:
    """The ``(dims, element)`` of each shaped type of a dot line's signature (after `` : ``), in order: A, B, then
    the result (a ``tensor`` after ``->``, or the accumulator ``memdesc`` of a tcgen05 op)."""
    sig = line.split(" : ", 1)[1] if " : " in line else ""
    return [(tuple(int(d) for d in m.group("dims").split("x")), m.group("elem")) for m in _TYPE.finditer(sig)]


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


def _bits(elem: str) -> int:
    return 8 if elem in ("i8", "ui8") else element_bits(elem)


@claim_rule("mma-op")
def mma_op(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A dot's op name (``op``) is the op of its cited line; its result layout alias (``layout_alias``) the alias of
    the line's result type (``-> tensor<…, #mma>``)."""
    line = _held(ctx, claim)
    if claim.key == "layout_alias":
        m = _RESULT_ALIAS.search(line)
        return equal(claim.value, m.group("alias") if m else None)
    m = _OP_NAME.match(line)
    op = m.group("op") if m else None
    return (claim.value == op and op in _DOT_OPS), f"the line's op is {op!r}"


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
        types = _dot_types(line.split("->", 1)[0])
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


@claim_rule("mma-upcast")
def mma_upcast(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An upcast operand (``upcast/N/…``): the cited line defines the value ``upcast/N/operand`` by ``tt.fp_to_fp``
    from type ``from`` to ``to``, at line ``ttgir_line``, and that value is the A or B operand of the dot."""
    k = claim.key.split("/")[1]
    parts = {c.key.rsplit("/", 1)[1]: c for c in finding.claims if c.key.startswith(f"upcast/{k}/")}
    at = parts["ttgir_line"].value if "ttgir_line" in parts else None
    held = strip_loc(ctx.line("ttgir", at) or "") if isinstance(at, int) else ""
    m = _FP_TO_FP.match(held)
    op = finding.claim("op")
    dot = _DOT_OPERANDS.search(_held(ctx, op) if op is not None else "")
    name = parts["operand"].value if "operand" in parts else None
    if m is None or dot is None or m.group("res") != name or name not in (dot.group("a"), dot.group("b")):
        return False, f"ttgir:{at} is no tt.fp_to_fp of the dot's operand {name!r}: {held.strip()[:80]!r}"
    field = claim.key.rsplit("/", 1)[1]
    derived = {"operand": m.group("res"), "from": m.group("src"), "to": m.group("dst"), "ttgir_line": at}[field]
    return equal(claim.value, derived)


@claim_rule("mma-flop")
def mma_flop(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """FLOP per byte of A and B loaded: ``2·M·N / ((M + N) · bytes)`` with M×N the dot line's result shape and the
    bytes of what was loaded: the source type of the ``tt.fp_to_fp`` that made A (when A was upcast), else A's."""
    line = _held(ctx, claim)
    tail = line.rsplit("->", 1)[1] if "->" in line else ""
    result = _TYPE.search(tail)
    types = _dot_types(line.split("->", 1)[0])
    dot = _DOT_OPERANDS.search(line)
    if result is None or not types or dot is None:
        return False, "the line has no result or operand type"
    elem = types[0][1]
    for ln in ctx.lines("ttgir"):
        if (m := _FP_TO_FP.match(ln)) and m.group("res") == dot.group("a") and _bits(m.group("src")) < _bits(
                m.group("dst")):
            elem = m.group("src")
    m_, n_ = (int(d) for d in result.group("dims").split("x")[:2])
    bits = _bits(elem)
    return equal(claim.value, round(2 * m_ * n_ / ((m_ + n_) * bits / 8), 1) if bits else None)


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
    a_shared = line.split(" : ", 1)[-1].lstrip().startswith("!ttg.memdesc")
    flop = SM90_MMA_FLOP_PER_CLK.get(bits, 0)
    nbytes = ((64 * k if a_shared else 0) + k * n) * bits // 8
    demand = nbytes * flop / (2 * 64 * n * k)
    derived = {"wgmma_n": n, "wgmma_k": k, "operands_read": "A and B" if a_shared else "B",
               "shared_bytes_per_instruction": nbytes, "smem_bytes_per_clk_at_peak": demand,
               "smem_percent_at_peak": demand / SMEM_BYTES_PER_CLK * 100, "flop_per_clk": flop, "operand_bits": bits}
    return equal(claim.value, derived.get(claim.key))


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


@claim_rule("mma-count")
def mma_count(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A static instruction count (``instructions/<name>``): the lines of the finding's stage holding that
    instruction, and as many refs."""
    ins = claim.key.split("/", 1)[1]
    seen = _token_lines(ctx.stages.get(finding.stage) or "", ins)
    return (claim.value == seen == len(claim.about)), f"the {finding.stage} has {seen} lines of {ins}"


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


def _unused(_: Sequence[str]) -> None:  # placeholder for the pipelining rules below
    return None


_ = pipelining
