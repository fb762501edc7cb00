"""MMA: did each ``tl.dot`` become tensor-core instructions, and which?

* TTGIR: the dot ops (``tt.dot``, ``ttng.warp_group_dot``, ``ttng.tc_gen5_mma``, ``tt.dot_scaled``)
  and the layout of their result: ``#ttg.nvidia_mma`` ``versionMajor`` 2 (``mma.sync``), 3 (wgmma) or
  5 (tcgen05) with ``instrShape`` and ``warpsPerCTA``; ``#ttg.amd_mfma``/``#ttg.amd_wmma``; a
  ``#blocked`` result means the dot fell back to FMAs (``AccelerateMatmul.cpp`` found no MMA for it).
* Machine code, static instruction counts: PTX ``mma.sync.aligned.m16n8k16…``,
  ``wgmma.mma_async.sync.aligned.m64n128k16…``, ``tcgen05.mma…``; SASS ``HMMA``, ``HGMMA``, ``QGMMA``
  (fp8 wgmma), ``IMMA``/``IGMMA``, ``UTC*MMA`` (tcgen05); AMDGCN ``v_mfma_*``, ``v_wmma_*``.

Warnings: a dot on FMAs, and a dot that stays on ``mma.sync`` on a target whose best tensor-core
instruction is wgmma (sm_90) or tcgen05 (sm_100), with the reason Triton's ``supportMMA``
(``lib/Analysis/Utility.cpp``) gives: the warpgroup instructions need ``num_warps % 4 == 0`` and M a
multiple of 64 (one warpgroup covers 64 rows). On sm_90, a wgmma in a loop whose shared-memory operand reads need
the SM's whole shared-memory bandwidth at the tensor-core peak (a dot outside any loop runs once per program: not
warned about); the advice of a larger N names the one integer constexpr of the config whose value is the dot's N
(:attr:`AnalysisInput.constexprs`), and is left out when there is none or several (trial 6 M3, M4), or when the
``tl.arange`` calls of length N on the Python lines of the TTGIR's ``tt.make_range`` ops name bounds that are not
it (trial 12c F1; the kernel's source is ``AnalysisInput.stages["python:<file>"]``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from math import prod
from typing import Any

from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref
from ir_explorer.analyses.metric_format import instructions_text
from ir_explorer.ir import machine
from ir_explorer.ir.layouts import AmdMmaLayout, Layout, NvidiaMmaLayout, alias_lines, parse_aliases
from ir_explorer.ir.mlir_model import ALLOC_OPS, VIEW_OPS, IRModule, IROp, display
from ir_explorer.ir.operand_roles import roles

# e.g. %acc = ttng.warp_group_dot %a, %b, %acc_90 {…} : !ttg.memdesc<128x64xf16, …> * … -> tensor<128x128xf32, #mma>
# e.g. %c = tt.dot %a_22, %b_23, %cst_1, inputPrecision = tf32 : tensor<16x64xf16, …> * … -> tensor<16x64xf32, #mma>
_DOT = re.compile(r"^\s*(?:%[\w$.-]+(?::\d+)?\s*=\s*)?(?P<op>tt\.dot_scaled|tt\.dot|ttng\.warp_group_dot|"
                  r"ttng\.tc_gen5_mma_scaled|ttng\.tc_gen5_mma)\s(?P<rest>.*)$", re.MULTILINE)
# e.g. -> tensor<128x128xf32, #mma>    (dims with their trailing x, element type, layout alias)
_RESULT = re.compile(r"->\s*tensor<(?P<dims>(?:\d+x)+)(?P<elem>\w+),\s*(?P<alias>#[\w.]+)")
_LOC_TAIL = re.compile(r"\s+loc\(.*$")
# e.g. tt.dot_scaled %a_152 scale %a_scales_150, %b_153 scale %b_scales_151, %arg14 lhs = e2m1 rhs = e2m1 {…} : …
# (TritonOps.td DotScaledOp: ``$a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c `lhs` `=` … `rhs` `=` …``)
SCALED_DOT = re.compile(r"\btt\.dot_scaled\s+(?P<a>%[^\s,]+)(?:\s+scale\s+%[^\s,]+)?,\s*(?P<b>%[^\s,]+)"
                        r"(?:\s+scale\s+%[^\s,]+)?,\s*%[^\s,]+\s+lhs\s*=\s*(?P<lhs>\w+)\s+rhs\s*=\s*(?P<rhs>\w+)")
#: Bits per value of a scaled dot's element format (``ScaleDotElemType``, TritonAttrDefs.td): ``e2m1`` (fp4) packs
#: two values in each i8 along K; ``e4m3``/``e5m2`` one per i8; ``bf16``/``fp16`` 16. The fp6 formats (``e2m3``,
#: ``e3m2``) are left out: the analysis states no FLOP per byte for them.
FORMAT_BITS = {"e2m1": 4, "e4m3": 8, "e5m2": 8, "bf16": 16, "fp16": 16}
# e.g. %a_25 = tt.fp_to_fp %a_18 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{…}>> -> tensor<64x64xf16, #ttg.dot_op<{…}>>
_UPCAST = re.compile(r"^\s*(?P<res>%[\w$.-]+) = tt\.fp_to_fp %[\w$.-]+ : tensor<(?:\d+x)*(?P<src>\w+)[,>].*?"
                     r"-> tensor<(?:\d+x)*(?P<dst>\w+)[,>]", re.MULTILINE)

#: The MMA opcodes, by the start of the opcode: PTX ``wgmma.mma_async…``, ``mma.sync…``, ``tcgen05.mma…`` (PTX ISA
#: §9.7.15 "Asynchronous warpgroup MMA", §9.7.14 "Warp-level MMA", §9.7.16 "TensorCore 5th generation"); AMDGCN
#: ``v_mfma_*``, ``v_smfmac_*``, ``v_wmma_*``, ``v_swmmac_*`` (AMD CDNA3 ISA §7 "Matrix Arithmetic Instructions").
_MMA_PREFIXES = {"ptx": ("wgmma.mma_async", "mma.sync", "tcgen05.mma"),
                 "amdgcn": ("v_mfma_", "v_smfmac_", "v_wmma_", "v_swmmac_")}
#: SASS MMA operations (CUDA Binary Utilities, "Instruction Set Reference": ``HMMA``, ``IMMA``, ``DMMA``, ``BMMA``,
#: Hopper's ``HGMMA``/``QGMMA``/``IGMMA``), the sm_89/sm_120 fp8 and block-scaled ``mma.sync`` (``QMMA``, trial 13d
#: F2: ``QMMA.SF.16832.F32.E4M3.E4M3.E8``, PTX ``mma.sync…kind::mxf8f6f4.block_scale``) and Blackwell's ``UTC…MMA``:
#: every base that ends in ``MMA``.
# e.g. HMMA   QMMA   HGMMA   UTCHMMA   UTCQMMA
_SASS_MMA = re.compile(r"[A-Z]*MMA")

#: Tensor-core paths from weakest to strongest; :data:`findings.METRICS` ``mma`` names the weakest dot's.
PATHS = ("fma", "mma.sync", "wmma", "mfma", "wgmma", "tcgen05")
#: The warpgroup/tensor-memory instruction a dot should use on each CUDA arch, when it can.
BEST_NVIDIA = {90: "wgmma", 100: "tcgen05", 103: "tcgen05"}

#: sm_90 dense tensor-core FLOP per clock per SM by operand bits: 989 TFLOP/s fp16 over 132 SMs at
#: 1.83 GHz ≈ 4096 (NVIDIA H100 Tensor Core GPU Architecture whitepaper, SXM5; H200 is the same chip).
SM90_MMA_FLOP_PER_CLK = {32: 2048, 16: 4096, 8: 8192}
#: Shared-memory bandwidth per SM: 32 banks × 4 bytes per clock (CUDA C++ Programming Guide, "Shared Memory").
SMEM_BYTES_PER_CLK = 128


def path_of(op: str, layout: Layout | None) -> str:
    """The tensor-core path of one dot: its op (tcgen05 ops) or its result layout."""
    if op.startswith("ttng.tc_gen5_mma"):
        return "tcgen05"
    if isinstance(layout, AmdMmaLayout):
        return "mfma" if layout.kind == "amd_mfma" else "wmma"
    if isinstance(layout, NvidiaMmaLayout):
        return {2: "mma.sync", 3: "wgmma", 5: "tcgen05"}.get(layout.version_major, "mma.sync")
    return "fma"


def layout_json(layout: Layout | None) -> dict[str, Any] | None:
    """An MMA layout as a JSON-ready dict with TTGIR's field names (``versionMajor``, ``instrShape`` …)."""
    if isinstance(layout, NvidiaMmaLayout):
        return {"kind": "nvidia_mma", "versionMajor": layout.version_major, "versionMinor": layout.version_minor,
                "instrShape": list(layout.instr_shape), "warpsPerCTA": list(layout.warps_per_cta)}
    if isinstance(layout, AmdMmaLayout):
        return {"kind": layout.kind, "version": layout.version, "instrShape": list(layout.instr_shape),
                "warpsPerCTA": list(layout.warps_per_cta), "isTransposed": layout.transposed}
    return None


def instruction_counts(stage: str, text: str) -> tuple[Counter[str], dict[str, list[int]]]:
    """Static counts of MMA instructions in PTX, SASS or AMDGCN text (by opcode, with its modifiers), and the 1-based
    lines of each, read from the shared machine-code model (:func:`ir_explorer.ir.machine.shared`). A SASS
    instruction that can never run (``@!PT``) is not counted."""
    counts: Counter[str] = Counter()
    lines: dict[str, list[int]] = {}
    for ins in machine.shared(stage, text).instructions:
        if ins.never or not _is_mma(stage, ins):
            continue
        counts[ins.opcode] += 1
        lines.setdefault(ins.opcode, []).append(ins.line)
    return counts, lines


def _is_mma(stage: str, ins: machine.Instruction) -> bool:
    if stage == "sass":
        return _SASS_MMA.fullmatch(ins.base) is not None
    return ins.opcode.startswith(_MMA_PREFIXES.get(stage, ()))


def _why_not_warpgroup(dims: tuple[int, ...], num_warps: int | None, a_type: str, result: str, warps_line: int,
                       line: int, best: str = "wgmma") -> list[tuple[str, Fact]]:
    """Why a dot on sm_90+ stayed on mma.sync (Triton's ``supportMMA`` in ``lib/Dialect/TritonGPU/Transforms/
    AccelerateMatmul.cpp`` asks for M % 64, N % 8 and warps in whole warpgroups): each reason with the TTGIR fact it
    rests on (the dot's result type ``result`` at ``line``, the module's ``ttg.num-warps`` at ``warps_line``). The
    M reason says why in the words of ``best``, the instruction the dot did not get: a wgmma covers 64 rows per
    warpgroup, a tcgen05.mma (issued by one thread for the CTA) 64 or 128 (trial 9c M4). ``dims`` are the result's;
    a 3-D (batched) dot gets neither instruction whatever its M (``supportMMA``: ``rank == 3`` falls back to mma.sync
    for version 3, ``getRank() != 2`` is refused for version 5; trial 13d M1), and its M and N are its last two."""
    reasons = []
    m, n = dims[-2], dims[-1]
    if len(dims) == 3:
        reasons.append((f"the dot is 3-D ({dims[0]} batches of {m}x{n}), and Triton gives a batched dot neither "
                        "wgmma nor tcgen05 (supportMMA in lib/Analysis/Utility.cpp takes 2-D dots only)", result, line))
    if m % 64:
        rows = "a tcgen05.mma instruction covers 64 or 128 rows" if best == "tcgen05" else \
            "a warpgroup instruction covers 64 rows"
        reasons.append((f"M = {m} is not a multiple of 64 ({rows})", result, line))
    if n % 8:
        reasons.append((f"N = {n} is not a multiple of 8", result, line))
    if num_warps is not None and num_warps % 4 and warps_line:
        reasons.append((f"num_warps = {num_warps} is not a multiple of 4 (one warpgroup is 4 warps)",
                        f'"ttg.num-warps" = {num_warps}', warps_line))
    if not reasons:
        reasons.append((f"its operand type ({a_type}) or layout is not supported by the warpgroup instruction",
                        f"x{a_type}", line))
    return [(why, Fact("ttgir", at, said, why)) for why, said, at in reasons]


def _brace(text: str) -> str:
    """``text`` as literal template text (:func:`~ir_explorer.analyses.findings.render`): braces doubled."""
    return text.replace("{", "{{").replace("}", "}}")


#: Characters a template field name cannot hold (``:`` starts a format spec) once its ``::`` (a PTX qualifier, as
#: tcgen05's ``cta_group::1``, which :func:`~ir_explorer.analyses.findings.render` keeps in the key) is set aside: a
#: claim key with one is not named in a template.
_FIELD_BREAKERS = re.compile(r"[:!{}\[\]]")


def _layout_claims(layout: Layout | None, ref: Ref) -> list[Claim]:
    """The claims of an MMA layout's fields (``layout/versionMajor`` …, TTGIR's names; :func:`layout_json`'s
    dict), each about the alias's definition ``ref``, and its description ``layout_text``."""
    about = (ref,)
    if isinstance(layout, NvidiaMmaLayout):
        fields: list[tuple[str, Any, str]] = [
            ("kind", "nvidia_mma", "text"), ("versionMajor", layout.version_major, "count"),
            ("versionMinor", layout.version_minor, "count"), ("instrShape", tuple(layout.instr_shape), "shape"),
            ("warpsPerCTA", tuple(layout.warps_per_cta), "shape")]
    elif isinstance(layout, AmdMmaLayout):
        fields = [("kind", layout.kind, "text"), ("version", layout.version, "count"),
                  *([("instrShape", tuple(layout.instr_shape), "shape")] if layout.instr_shape else []),
                  ("warpsPerCTA", tuple(layout.warps_per_cta), "shape"), ("isTransposed", layout.transposed, "flag")]
    else:
        return []
    out = [Claim(f"layout/{k}", v, unit, "mma-layout", about) for k, v, unit in fields]
    return [*out, Claim("layout_text", layout.describe(), "layout", "mma-layout", about)]


def _dot_claims(here: Ref, op: str, path: str, operands: list[tuple[tuple[int, ...], str]],
                result: re.Match[str] | None, layout_alias: str | None, layout: Layout | None,
                alias_line: int | None) -> tuple[list[Claim], str]:
    """The claims every finding about one dot states, about its TTGIR line ``here`` (its op, path, A/B/result
    shapes and element types, result layout alias) and its layout's definition (line ``alias_line``), and the
    template of the dot's description ``{op} {a/shape}x{a/type} · … → {result/shape}x{result/type}``."""
    claims = [Claim("op", op, "op", "mma-op", (here,)), Claim("path", path, "text", "mma-path", (here,))]
    for name, (dims, elem) in zip(("a", "b"), operands[:2], strict=False):
        claims += [Claim(f"{name}/shape", dims, "shape", "mma-operand", (here,)),
                   Claim(f"{name}/type", elem, "type", "mma-operand", (here,))]
    shown = [f"{{{n}/shape}}x{{{n}/type}}" for n in ("a", "b")[:len(operands[:2])]]
    where = "{op} " + " · ".join(shown + ["?x?x?"] * (2 - len(shown)))
    if result:
        claims += [Claim("result/shape", _dims(result), "shape", "mma-operand",
                         (here,)),
                   Claim("result/type", result.group("elem"), "type", "mma-operand", (here,))]
        where += " → {result/shape}x{result/type}"
    if layout_alias:
        claims.append(Claim("layout_alias", layout_alias, "layout", "mma-op",
                            (Ref("ttgir", here.line, f", {layout_alias}>"),)))
    if layout_alias and alias_line:
        claims += _layout_claims(layout, Ref("ttgir", alias_line, f"{layout_alias} = "))
    return claims, where


def analyze(inp: AnalysisInput) -> Analysis:
    """MMA findings and the ``mma``/``mma_instructions`` metrics (see the module docstring). Each finding states
    its values as typed claims (:class:`~ir_explorer.analyses.findings.Claim`; rules in
    :mod:`ir_explorer.engines.rules.mma_pipelining`) and its message is rendered from them."""
    findings: list[Finding] = []
    metrics: dict[str, Any] = {}
    ttgir = inp.stages.get("ttgir")
    paths: list[str] = []
    if ttgir is not None:
        layouts = parse_aliases(ttgir)
        num_warps = inp.metadata.get("num_warps")
        nw = re.search(r'"ttg\.num-warps"\s*=\s*(\d+)', ttgir)
        num_warps = int(num_warps) if isinstance(num_warps, int) else (int(nw.group(1)) if nw else None)
        warps_line = ttgir.count("\n", 0, nw.start()) + 1 if nw and int(nw.group(1)) == num_warps else 0
        defined = alias_lines(ttgir)
        ttgir_lines = ttgir.splitlines()
        seen: set[tuple[Any, ...]] = set()
        line_starts = [0] + [i + 1 for i, ch in enumerate(ttgir) if ch == "\n"]
        import bisect  # local: only for line numbers here

        upcasts = {u.group("res"): (u.group("src"), u.group("dst"), bisect.bisect_right(line_starts, u.start()))
                   for u in _UPCAST.finditer(ttgir)}

        for m in _DOT.finditer(ttgir):
            line = bisect.bisect_right(line_starts, m.start())
            op = m.group("op")
            rest = _LOC_TAIL.sub("", m.group("rest"))
            formats: tuple[str, str] | None = None
            if op == "tt.dot_scaled":  # A, A's scale?, B, B's scale?: A and B through the model's operands
                operands, formats = scaled_operands(inp.model("ttgir"), line)
            else:  # A and B by role (a tcgen05 MMA's line also types D and its barriers), types from the model
                operands = ab_types(inp.model("ttgir"), line)
            result = _RESULT.search(rest)
            layout_alias = result.group("alias") if result else None
            layout = layouts.get(layout_alias) if layout_alias else None
            path = path_of(op, layout)
            paths.append(path)
            file, pyline = inp.python_location("ttgir", line)
            shape = " · ".join(f"{'x'.join(map(str, s))}x{e}" for s, e in operands[:2]) if operands else "?x?x?"
            if result:
                shape += f" → {result.group('dims')}{result.group('elem')}"
            key = (op, shape, path, file, pyline)
            if key in seen:  # the pipeliner's peeled copies of one dot
                continue
            seen.add(key)
            here = Ref("ttgir", line, ttgir_lines[line - 1][:m.end("op") - m.start()].strip())
            claims, where = _dot_claims(here, op, path, operands, result, layout_alias, layout,
                                        defined.get(layout_alias or ""))
            split = _k_split(inp, line) if op == "tt.dot" else None
            if split is not None:  # trial item M9: the prefetch pass's K-slice is not the dot's K
                chain, full_k = split
                claims += [Claim(f"k_slice_lines/{i}", n, "line", "mma-ksplit",
                                 (Ref("ttgir", n, ttgir_lines[n - 1][:m.end("op") - m.start()].strip()
                                      if n == line else "tt.dot"),)) for i, n in enumerate(chain)]
                claims += [Claim("k_slices", len(chain), "count", "mma-ksplit", (here,)),
                           Claim("full_k", full_k, "elements", "mma-ksplit", (here,))]
                where += (" (one of {k_slices} K-slices of one dot of K = {full_k}: Triton's prefetch pass "
                          "(Prefetch.cpp) split it into the dots at ttgir:"
                          + ", ".join(f"{{k_slice_lines/{i}}}" for i in range(len(chain))) + ")")
            data: dict[str, Any] = {"layout": None} if layout_json(layout) is None else {}
            a_type = operands[0][1] if operands else "?"
            if path == "fma":
                not_mma = f"its result layout {layout_alias or '?'} is not an MMA layout"
                # the dot's whole result type (``tensor<64x64xf32, #blocked>``): a line near it may hold the alias
                said = result.group(0).split("->", 1)[1].strip() + ">" if result else f", {layout_alias}>"
                causes = [(not_mma, Fact("ttgir", line, said, not_mma))] if layout_alias else []
                kind = re.search(r"=\s*(#[\w.]+<)", ttgir_lines[defined[layout_alias] - 1]) \
                    if layout_alias in defined else None
                if layout_alias and kind:  # the alias's definition: a #ttg.blocked (or other non-MMA) layout
                    causes.append((not_mma, Fact("ttgir", defined[layout_alias], f"{layout_alias} = {kind.group(1)}",
                                                 not_mma)))
                if a_type == "f32" and "inputPrecision = tf32" not in rest and "inputPrecision = tf32x3" not in rest:
                    ieee = "fp32 operands with inputPrecision ieee (input_precision=\"ieee\") have no tensor-core " \
                           "instruction"
                    causes.append((ieee, Fact("ttgir", line, f"<{'x'.join(map(str, operands[0][0]))}xf32", ieee,
                                              absent="inputPrecision = tf32")))
                data["causes"] = list(dict.fromkeys(c for c, _ in causes))
                findings.append(Finding(kind="mma", severity="warn", stage="ttgir",
                                        template=where + " fell back to FMA: " + _brace(": ".join(data["causes"])),
                                        claims=tuple(claims), lines=(line,), python_file=file, python_line=pyline,
                                        data=data, facts=tuple(f for _, f in causes)))
                continue
            desc = " ({layout_alias} {layout_text})" if layout is not None and layout_alias in defined else ""
            cast = _upcast_operands(inp.model("ttgir").by_line.get(line), upcasts)
            for i, (name, src, dst, ln) in enumerate(cast):
                at = (Ref("ttgir", ln, f"{name} = tt.fp_to_fp"),)
                claims += [Claim(f"upcast/{i}/operand", name, "value", "mma-upcast", at),
                           Claim(f"upcast/{i}/from", src, "type", "mma-upcast", at),
                           Claim(f"upcast/{i}/to", dst, "type", "mma-upcast", at),
                           Claim(f"upcast/{i}/ttgir_line", ln, "line", "mma-upcast", at)]
            if cast:
                desc += "; its operands were upcast before it: " + ", ".join(
                    f"{{upcast/{i}/operand}} {{upcast/{i}/from}} → {{upcast/{i}/to}} (tt.fp_to_fp, "
                    f"ttgir:{{upcast/{i}/ttgir_line}})" for i in range(len(cast)))
                desc += ", so the {path} instructions work on {upcast/0/to}, not {upcast/0/from}"
            dot_op = inp.model("ttgir").by_line.get(line)
            wide = widened_operands(inp.model("ttgir"), dot_op) if dot_op is not None else []
            for i, (role, ext, src) in enumerate(wide):  # trial 14a: bf16 loads .to(tl.float32) before a tf32 dot
                ext_at = (Ref("ttgir", ext.line, "arith.extf"), here)
                claims += [Claim(f"widened/{i}/role", role, "text", "mma-upcast", ext_at),
                           Claim(f"widened/{i}/from", src, "type", "mma-upcast", ext_at),
                           Claim(f"widened/{i}/ttgir_line", ext.line, "line", "mma-upcast", ext_at)]
            if wide:
                claims.append(Claim("widened_precision", "tf32", "text", "mma-upcast", (here,)))
                desc += "; " + " and ".join(
                    f"its {{widened/{i}/role}} operand is {{widened/{i}/from}} widened to f32 (arith.extf, "
                    f"ttgir:{{widened/{i}/ttgir_line}})" for i in range(len(wide)))
                desc += (", and the dot runs as {widened_precision}, whose MMA reads 10 mantissa bits and 8 "
                         "exponent bits: the 16-bit values pass exactly (bf16 has 7 mantissa bits, f16 10), so the "
                         "widening gains no precision and doubles the bytes each value takes after it")
                if len(wide) == 2:  # both: the same products from the 16-bit values (tl.dot of bf16/f16)
                    desc += "; a tl.dot of the 16-bit operands reads the same operand values"
            scaled_at = _decomposed_scaled(inp, op, file, pyline)
            if scaled_at is not None:  # trial 13d M3: an e4m3 tl.dot_scaled run as a bf16 tcgen05.mma, unsaid
                claims.append(Claim("scaled_ttir_line", scaled_at, "line", "mma-decomposed",
                                    (Ref("ttir", scaled_at, "tt.dot_scaled"),)))
                desc += ("; it is the tt.dot_scaled of ttir:{scaled_ttir_line}, which Triton decomposed: its operands "
                         "were upcast and their scales multiplied in before this unscaled MMA, which runs at the rate "
                         "of its operand type, not of the scaled formats")
            flop, text = _flop_claims(inp, line, key, here, operands, cast, result, formats)
            claims += flop
            desc += text
            findings.append(Finding(kind="mma", severity="info", stage="ttgir", template=where + " runs on {path}"
                                    + desc, claims=tuple(claims), lines=(line,), python_file=file,
                                    python_line=pyline, data=data))
            # a dot outside any loop runs once per program: no bandwidth warning for it (trial 6 M3)
            narrow = _narrow_wgmma(path, layout, rest, a_type, _n_knob(inp, _dims(result)[1] if result else None)) \
                if inp.target.arch == 90 and in_loop(inp.model("ttgir"), line) else None
            if narrow is not None:
                template, more, (shape_claim, operands_claim) = narrow
                facts = [Fact("ttgir", line, "!ttg.memdesc<", operands_claim)]
                wgmma = tuple(Claim(k, v, unit, "mma-knob" if k.startswith("knob") else "mma-wgmma", (here,))
                              for k, v, unit in more)
                if layout_alias in defined:  # the #mma alias's instrShape gives the wgmma's N and K
                    shape_ = ", ".join(map(str, layout.instr_shape)) if isinstance(layout, NvidiaMmaLayout) else ""
                    facts.append(Fact("ttgir", defined[layout_alias], f"instrShape = [{shape_}]", shape_claim))
                findings.append(Finding(kind="mma", severity="warn", stage="ttgir", template=template,
                                        claims=(*claims, *wgmma), lines=(line,), python_file=file,
                                        python_line=pyline, data={**data, "causes": [shape_claim, operands_claim]},
                                        facts=tuple(facts)))
            best = BEST_NVIDIA.get(inp.target.arch) if inp.target.is_nvidia and isinstance(inp.target.arch, int) \
                else None
            if best and path == "mma.sync" and operands and result:
                reasons = _why_not_warpgroup(_dims(result), num_warps, a_type,
                                             result.group(0).split("->", 1)[1].strip() + ">", warps_line, line, best)
                whys = [why for why, _ in reasons]  # a dict of its own: the info finding above shares data
                target = (Claim("arch", inp.target.arch, "text", "mma-target"),
                          Claim("best", best, "text", "mma-target"))
                findings.append(Finding(kind="mma", severity="warn", stage="ttgir",
                                        template=where + " uses {path} on sm_{arch}, not {best}: "
                                        + _brace("; ".join(whys)), claims=(*claims, *target), lines=(line,),
                                        python_file=file, python_line=pyline, data={**data, "causes": whys},
                                        facts=tuple(f for _, f in reasons)))
    if paths:
        metrics["mma"] = min(paths, key=PATHS.index)
    findings += _instruction_findings(inp, metrics)
    return Analysis(findings, metrics)


def _instruction_findings(inp: AnalysisInput, metrics: dict[str, Any]) -> list[Finding]:
    """One finding per machine-code stage with MMA instructions: their static counts (claims
    ``instructions/<name>``, each about every line of that instruction); sets metric ``mma_instructions`` from the
    first of PTX and AMDGCN that has them."""
    findings: list[Finding] = []
    for stage in ("ptx", "sass", "amdgcn"):
        if stage not in inp.stages:
            continue
        counts, where_lines = instruction_counts(stage, inp.stages[stage])
        if not counts:
            continue
        if "mma_instructions" not in metrics and stage != "sass":
            metrics["mma_instructions"] = dict(counts)
        stage_lines = inp.stages[stage].splitlines()
        all_lines = tuple(sorted(ln for lns in where_lines.values() for ln in lns))
        claims = tuple(Claim(f"instructions/{ins}", n, "count", "mma-count",
                             tuple(Ref(stage, ln, stage_lines[ln - 1].strip()) for ln in where_lines[ins]))
                       for ins, n in counts.items())
        order = sorted(counts, key=lambda k: -counts[k])  # as instructions_text orders them
        if any(_FIELD_BREAKERS.search(ins.replace("::", "")) for ins in counts):  # a name no field can hold
            findings.append(Finding(kind="mma", severity="info", stage=stage, claims=claims, lines=all_lines,
                                    message=f"{stage.upper()}: {instructions_text(counts)} (static count)"))
            continue
        shown = ", ".join(f"{{instructions/{ins}}} × {ins}" for ins in order)
        findings.append(Finding(kind="mma", severity="info", stage=stage, claims=claims, lines=all_lines,
                                template=f"{stage.upper()}: {shown} (static count)"))
    return findings


#: Ops through which a dot operand's values come from the load that brought them: moves between registers, shared
#: memory and layouts, views, conversions, and the elementwise integer and float arithmetic of a dequantization
#: (GPTQ's ``(q >> shift) & 0xF`` then ``* scale - zero``, trial 9d F1). A value any other op makes (a dot,
#: ``math.exp2``) is computed, not loaded: the walk stops there.
LOADED_PATH = frozenset({
    "ttg.convert_layout", "amdg.in_thread_transpose", "tt.trans", "tt.fp_to_fp", "arith.extf", "arith.truncf",
    "arith.sitofp", "arith.uitofp", "arith.extsi", "arith.extui", "arith.trunci", "arith.bitcast", "tt.bitcast",
    "arith.andi", "arith.ori", "arith.xori", "arith.shli", "arith.shrsi", "arith.shrui", "arith.addi", "arith.subi",
    "arith.muli", "arith.addf", "arith.subf", "arith.mulf", "tt.broadcast", "tt.expand_dims", "tt.reshape",
    "tt.join", "ttg.fp4_to_fp"})
#: Ops that load global memory into registers.
_GLOBAL_LOADS = frozenset({"tt.load", "amdg.buffer_load", "tt.descriptor_load"})


def _operand_bits(model: IRModule, line: int, operands: list[tuple[tuple[int, ...], str]],
                  cast: list[tuple[str, str, str, int]]
                  ) -> tuple[dict[str, float | None], dict[str, tuple[float, tuple[IROp, ...]]]]:
    """Bits per value loaded for the A and B operands of the dot on TTGIR ``line`` (``{"a": …, "b": …}``): the loads
    their values come from (:func:`operand_loads`; trial 9d F1: GPTQ's B, dequantized from one i32 word per value,
    is 32 bits per value, not f16's 16), else the source type of the ``tt.fp_to_fp`` that made it (``cast``), else
    its element type's; and, by role, those :func:`operand_loads` found that differ from the latter."""
    dot = model.by_line.get(line)
    keys = roles(dot) if dot is not None else {}
    sources = {name: src for name, src, _, _ in cast}
    per_role: dict[str, float | None] = {}
    loaded: dict[str, tuple[float, tuple[IROp, ...]]] = {}
    for r, (_, elem) in zip(("a", "b"), operands[:2], strict=False):
        key = keys.get(r)
        own = _bits(sources.get(f"%{display(key)}", elem) if isinstance(key, str) else elem)
        got = operand_loads(model, dot, r) if dot is not None else None
        if got is not None and got[0] != own:
            loaded[r] = got
        per_role[r] = got[0] if got is not None else own
    return per_role, loaded


def operand_loads(model: IRModule, dot: IROp, role: str) -> tuple[float, tuple[IROp, ...]] | None:
    """Bits loaded per value of the dot's operand ``role`` (``a``/``b``) each time the dot runs, and the loads they
    come from: the loads the operand's values reach backwards through :data:`LOADED_PATH` ops (every operand; a
    loop's carried value through its initial and yielded values; a ``ttg.local_alloc`` of a value through that
    value; a ``ttg.local_load`` of a buffer filled by copies is itself the load), those in the dot's innermost loop
    (all of them for a dot outside loops), as their elements × element bits over the operand's elements. ``None``
    when no such load is found (the operand is computed, flash attention's P, or is a buffer the pipeliner fills,
    whose element type is what was loaded) or a type is unknown. GPTQ's B: a ``ttg.local_load`` of 32x128xi32
    shifted, masked and converted (``arith.sitofp``) to the 32x128xf16 operand is 32 bits per value, not 16."""
    key = roles(dot).get(role)
    ty = model.type_of(key) if isinstance(key, str) else None
    if not isinstance(key, str) or ty is None or not ty.shape:
        return None
    loop = dot.loops[-1] if dot.loops else None
    todo: list[str] = [key]
    seen: set[str] = set()
    loads: list[IROp] = []
    while todo and len(seen) < 512:
        k = todo.pop()
        if k in seen:
            continue
        seen.add(k)
        v, op = model.values.get(k), model.defining_op(k)
        if v is None or op is None:
            continue
        if op.name in ("scf.for", "scf.while"):  # a carried value: where it starts and what each iteration gives
            todo += model.carried(k)
            continue
        if op.name == "scf.if" and k in op.result_keys:  # what either branch yields (trial 12a F1: GGUF Q6_K's low
            i = op.result_keys.index(k)  # nibble, picked by `if`, from its own plane of bytes)
            todo += [yk for y in model.ops if y.name == "scf.yield" and y.parent == op.index
                     and i < len(y.operand_keys) and (yk := y.operand_keys[i])]
            continue
        if v.is_block_arg:
            continue
        if op.name in _GLOBAL_LOADS:
            loads.append(op)
        elif op.name == "ttg.local_load" or op.name in VIEW_OPS or op.name in ALLOC_OPS:
            # shared memory: a buffer a local_alloc filled with a value leads on to that value; one the pipeliner's
            # copies fill is read by the local_load, whose values are then what was loaded
            src = op.operand_keys[0] if op.name == "ttg.local_load" and op.operand_keys else k
            root = model.alloc_origin(src).root if isinstance(src, str) else None
            if root is not None and root.name == "ttg.local_alloc" and root.operand_keys and root.operand_keys[0]:
                todo.append(root.operand_keys[0])
            elif op.name == "ttg.local_load":
                loads.append(op)
        elif op.name in LOADED_PATH:
            todo += [o for o in op.operand_keys if o]
    mine = [o for o in loads if loop is None or (o.loops and o.loops[-1] == loop)]
    sizes = []
    for o in mine:
        t = model.type_of(o.result_keys[0]) if o.result_keys else None
        bits = _bits(t.element) if t is not None and t.shape else None
        if t is None or bits is None:
            return None
        sizes.append(prod(t.shape) * bits)
    if not mine:
        return None
    # exact: the FLOP per byte is computed from it (trial 10c F1: 4.25 rounded to 4.2 gave 31.2, not 31.0)
    return sum(sizes) / prod(ty.shape), tuple(sorted(mine, key=lambda o: o.line))


#: Ops that fill a shared- or tensor-memory buffer with data they bring from global memory: cp.async, TMA and AMD's
#: direct-to-LDS buffer loads (``TritonGPUOps.td``, ``TritonNvidiaGPUOps.td``, ``TritonAMDGPUOps.td``).
BUFFER_COPIES = frozenset({"ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local",
                           "ttng.async_tma_gather", "amdg.buffer_load_to_local"})
#: Ops that store a register value into a buffer, by the position of that value among their operands (MLIR's
#: order: ``ttg.local_store $src, $dst``; ``ttng.tmem_store`` holds ``$dst, $src, $pred``).
BUFFER_STORES = {"ttg.local_store": 0, "ttng.tmem_store": 1}


#: Ops that make a constant or a broadcast scalar: a computed operand is named by another op when one computes it.
_CONSTANTS = frozenset({"arith.constant", "tt.splat", "tt.make_range", "tt.full"})


@dataclass(frozen=True)
class OperandSource:
    """Where the values of one dot operand come from, each time the dot runs (:func:`operand_source`)."""

    kind: str
    """``loop``: global loads (or copies into the buffer the dot reads) in the dot's loop bring them each iteration
    (or, for a dot outside loops, each time it runs); ``once``: they are loaded only outside the dot's loop (before
    it: once, not per iteration); ``computed``: no load brings them, an op computes them in registers (flash
    attention's P: ``math.exp2`` of the QK^T result), or only loads outside the loop do and an op in the loop
    computes them from those values again in every iteration (an attention backward's dS from a delta vector loaded
    before the loop); ``unknown``: the walk ended at neither (a function argument)."""
    ops: tuple[IROp, ...]
    """The loads (``loop``: those in the dot's loop; ``once``: all of them) by line, or the computing op nearest the
    dot (``computed``)."""
    inputs: tuple[IROp, ...] = ()
    """For ``computed``: the loads in the dot's loop whose values are broadcast into the computation (at most one
    vector's worth: :func:`_broadcast_only`; trial 12b M1, 12c M2: the backward pass's dS = P·(dP − Di) takes in
    the per-row Di each iteration), by line; else ``()``."""


def _load_type(model: IRModule, op: IROp) -> Any:
    """The type of what one load op brings from global memory: a copy's (:data:`BUFFER_COPIES`) destination buffer,
    a ``tt.load``'s result; ``None`` when not read."""
    if op.name in BUFFER_COPIES:
        return next((t for k in op.operand_keys if k and (t := model.type_of(k)) is not None and t.kind == "memdesc"),
                    None)
    return model.type_of(op.result_keys[0]) if op.result_keys else None


def load_bytes(model: IRModule, op: IROp) -> int | None:
    """Bytes one load op brings from global memory (per program): its :func:`_load_type`'s elements × element bits
    / 8; ``None`` when the type is not read."""
    t = _load_type(model, op)
    bits = _bits(t.element) if t is not None and t.shape else None
    return int(prod(t.shape) * bits // 8) if t is not None and bits is not None else None


def _broadcast_only(model: IRModule, loads: list[IROp], operand: tuple[int, ...]) -> bool:
    """Whether ``loads`` together bring at most one vector's worth of values for an operand of shape ``operand``:
    no more elements than its largest dimension (a per-row or per-column vector broadcast into a computed tile,
    not the tile's own traffic)."""
    sizes = [prod(t.shape) if (t := _load_type(model, o)) is not None and t.shape else None for o in loads]
    return bool(loads) and bool(operand) and None not in sizes and sum(s for s in sizes if s) <= max(operand)


#: Ops that end :func:`broadcast_inputs`' walk (and rule ``mma-flop``'s): a dot's (and its wait's) result is
#: another operand's traffic.
DOT_RESULTS = frozenset({"tt.dot", "tt.dot_scaled", "ttng.warp_group_dot", "ttng.warp_group_dot_wait",
                          "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled", "ttng.tmem_load", "amdg.wmma"})


def broadcast_inputs(model: IRModule, dot: IROp, role: str) -> tuple[IROp, ...]:
    """The loads in ``dot``'s innermost loop (or a loop of another partition of its ``ttg.warp_specialize``) that
    each bring at most one vector's worth of the operand ``role`` (no more elements than its largest dimension)
    and whose values reach it through any op but a dot (a computed operand's per-row or per-column inputs: trial
    13c M3, dS = p·(dp − delta) with p = exp2(s·c − lse): both lse, through ``math.exp2``, and delta are broadcast
    into it), by line. A global load ends a path as such; a ``ttg.local_load`` (or any memdesc) leads to the copies
    (:data:`BUFFER_COPIES`) that fill its buffer, or to the value a ``ttg.local_alloc`` was made from; values from
    outside the loop end a path. Empty for a dot outside loops."""
    key = roles(dot).get(role)
    own = model.type_of(key) if isinstance(key, str) else None
    if not isinstance(key, str) or own is None or not own.shape or not dot.loops:
        return ()
    loop = dot.loops[-1]
    ws = model.enclosing(dot, "ttg.warp_specialize")
    writers = _buffer_writers(model)
    todo, seen, found = [key], set[str](), list[IROp]()
    while todo and len(seen) < 2048:
        k = todo.pop()
        if k in seen:
            continue
        seen.add(k)
        op, t = model.defining_op(k), model.type_of(k)
        if op is None or loop not in op.loops or model.values[k].is_block_arg or op.name in DOT_RESULTS:
            continue
        if op.name in _GLOBAL_LOADS:
            found.append(op)
        elif op.name == "ttg.local_load" or op.name in VIEW_OPS or op.name in ALLOC_OPS or (
                t is not None and t.kind == "memdesc"):
            src = op.operand_keys[0] if op.name == "ttg.local_load" and op.operand_keys else k
            origin = model.alloc_origin(src, captures=True) if src else None
            root = origin.root if origin is not None else None
            if root is not None and root.name in ALLOC_OPS and root.operand_keys and root.operand_keys[0]:
                todo.append(root.operand_keys[0])
            elif origin is not None and origin.alloc is not None:
                found += [w for w in writers.get(origin.alloc, []) if w.name in BUFFER_COPIES and (loop in w.loops or (
                    ws is not None and w.loops and model.enclosing(w, "ttg.warp_specialize") is ws))]
        elif not op.name.startswith("scf."):
            todo += [o for o in op.operand_keys if o]
    vectors = [o for o in dict.fromkeys(found)
               if (lt := _load_type(model, o)) is not None and lt.shape and prod(lt.shape) <= max(own.shape)]
    return tuple(sorted(vectors, key=lambda o: o.line))


def _buffer_writers(model: IRModule) -> dict[str, list[IROp]]:
    """The ops that write each allocation (by its key, :meth:`IRModule.alloc_origin`): :data:`BUFFER_COPIES` and
    :data:`BUFFER_STORES` ops with an operand that views it. Computed once per model (``model.derived``)."""
    got = model.derived.get("mma.buffer_writers")
    if isinstance(got, dict):
        return got
    out: dict[str, list[IROp]] = {}
    for op in model.printed_ops:
        if op.name not in BUFFER_COPIES and op.name not in BUFFER_STORES:
            continue
        for k in dict.fromkeys(op.operand_keys):
            t = model.type_of(k) if k else None
            alloc = model.alloc_origin(k, captures=True).alloc if k and t is not None and t.kind == "memdesc" \
                else None
            if alloc is not None:
                out.setdefault(alloc, []).append(op)
    model.derived["mma.buffer_writers"] = out
    return out


def operand_source(model: IRModule, dot: IROp, role: str) -> OperandSource:
    """Where the dot's operand ``role`` (``a``/``b``) comes from (:class:`OperandSource`), walking its definitions
    backwards from the dot: through :data:`LOADED_PATH` ops; a loop's carried value to its initial and yielded
    values; a buffer (a ``ttg.local_load``'s source, a memdesc operand, any view of it) to the value a
    ``ttg.local_alloc``/``ttng.tmem_alloc`` was made from, or else to the ops that write that allocation
    (:data:`BUFFER_COPIES` are loads; a :data:`BUFFER_STORES` op leads on to the value it stores). A global load
    (``tt.load``, ``amdg.buffer_load``, ``tt.descriptor_load``) ends a path as a load; any other op (``math.exp2``,
    another dot) ends it as a computation. A buffer seen in a ``ttg.warp_specialize`` partition is its capture. A
    load counts for the dot's loop when it lies inside that loop (``scf.for``/``scf.while``; any load for a dot
    outside loops), or inside a loop of another region of the dot's ``ttg.warp_specialize``."""
    key = roles(dot).get(role)
    if not isinstance(key, str):
        return OperandSource("unknown", ())
    writers = _buffer_writers(model)
    loop = dot.loops[-1] if dot.loops else None
    todo: list[str] = [key]
    seen: set[str] = set()
    loads: list[IROp] = []
    computed: list[IROp] = []
    unknown = False
    while todo and len(seen) < 1024:
        k = todo.pop(0)  # breadth first: the computing op nearest the dot comes first
        if k in seen:
            continue
        seen.add(k)
        v, op = model.values.get(k), model.defining_op(k)
        if v is None or op is None:
            unknown = True
            continue
        if op.name in ("scf.for", "scf.while") and model.carried(k):
            todo += model.carried(k)
            continue
        if v.is_block_arg:
            unknown = True
            continue
        t = model.type_of(k)
        if op.name == "ttg.local_load" or op.name in VIEW_OPS or op.name in ALLOC_OPS or (
                t is not None and t.kind == "memdesc"):
            src = op.operand_keys[0] if op.name == "ttg.local_load" and op.operand_keys else k
            origin = model.alloc_origin(src, captures=True) if src else None
            root = origin.root if origin is not None else None
            if root is not None and root.name in ALLOC_OPS and root.operand_keys and root.operand_keys[0]:
                todo.append(root.operand_keys[0])  # a buffer made from a value: that value
            elif origin is not None and origin.alloc is not None and writers.get(origin.alloc):
                for w in writers[origin.alloc]:
                    if w.name in BUFFER_COPIES:
                        loads.append(w)
                    else:
                        i = BUFFER_STORES[w.name]
                        if i < len(w.operand_keys) and w.operand_keys[i]:
                            todo.append(w.operand_keys[i] or "")
            else:
                unknown = True
            continue
        if op.name in _GLOBAL_LOADS:
            loads.append(op)
        elif op.name in LOADED_PATH:
            todo += [o for o in op.operand_keys if o]
        else:
            computed.append(op)
    loads = sorted(dict.fromkeys(loads), key=lambda o: o.line)
    ws = model.enclosing(dot, "ttg.warp_specialize")
    # a copy in a loop of another partition of the dot's ttg.warp_specialize fills a ring the dot's loop consumes,
    # once per iteration (the loader partition of a warp-specialized matmul or attention)
    mine = [o for o in loads if loop is None or loop in o.loops or (
        ws is not None and o.loops and model.enclosing(o, "ttg.warp_specialize") is ws)]
    named = [o for o in computed if o.name not in _CONSTANTS]
    ty = model.type_of(key)
    if mine and named and ty is not None and ty.shape and _broadcast_only(model, mine, ty.shape):
        # computed in registers from other values, a loaded vector broadcast into it (trial 12b M1, 12c M2)
        return OperandSource("computed", (named[0],), tuple(mine))
    if mine:
        return OperandSource("loop", tuple(mine))
    # loads outside the loop that feed a value computed again in every iteration make no operand loaded once: dS =
    # p·(dp − delta) of an attention backward, the delta vector loaded before the loop and broadcast into two dots'
    # results (trial 13d F3: "A is loaded once, before the loop (tt.load …)")
    again = [o for o in computed if o.name not in _CONSTANTS and loop is not None and loop in o.loops]
    if loads and again:
        return OperandSource("computed", (again[0],))
    if loads:
        return OperandSource("once", tuple(loads))
    if computed and not unknown:  # name the computation, not a constant splat beside it (``p * scale``)
        named = [o for o in computed if o.name not in _CONSTANTS] or computed
        return OperandSource("computed", (named[0],))
    return OperandSource("unknown", ())


def buffer_fills(model: IRModule, read: IROp, dot: IROp) -> tuple[IROp, ...]:
    """The copies from global memory (:data:`BUFFER_COPIES`: ``amdg.buffer_load_to_local``, cp.async, TMA) that
    fill the buffer ``read`` (a ``ttg.local_load``) reads, by line: those in ``dot``'s innermost loop (or in a loop
    of another partition of its ``ttg.warp_specialize``), else every one. Empty when ``read`` is no
    ``ttg.local_load`` or no copy fills its buffer (a ``ttg.local_alloc`` or ``ttg.local_store`` of a value). The
    copies, not the local_load, bring the operand's bytes from global memory (trial 11c M2)."""
    if read.name != "ttg.local_load" or not read.operand_keys or not read.operand_keys[0]:
        return ()
    alloc = model.alloc_origin(read.operand_keys[0], captures=True).alloc
    copies = sorted((w for w in _buffer_writers(model).get(alloc or "", []) if w.name in BUFFER_COPIES),
                    key=lambda o: o.line)
    loop = dot.loops[-1] if dot.loops else None
    ws = model.enclosing(dot, "ttg.warp_specialize")
    mine = [o for o in copies if loop is None or loop in o.loops or (
        ws is not None and o.loops and model.enclosing(o, "ttg.warp_specialize") is ws)]
    return tuple(dict.fromkeys(mine or copies))


def reread_in_loop(model: IRModule, dot: IROp, role: str) -> IROp | None:
    """The ``ttg.local_load`` inside the dot's innermost loop whose result is the dot's operand ``role``, if any: an
    operand loaded once before the loop and kept in shared memory is then read back into registers in every
    iteration (trial 11a M1: attention's Q on sm_90 and sm_80, scaled in registers, stored to shared memory and read
    back by ``ldmatrix`` for each K/V block); ``None`` otherwise."""
    key = roles(dot).get(role)
    op = model.defining_op(key) if isinstance(key, str) else None
    if op is None or op.name != "ttg.local_load" or not dot.loops or dot.loops[-1] not in op.loops:
        return None
    return op


def restored_in_loop(model: IRModule, dot: IROp, role: str) -> IROp | None:
    """The ``ttg.local_alloc`` of a register value inside the dot's innermost loop whose buffer (through views) is the
    dot's operand ``role``: an operand loaded once before the loop but stored to shared memory again in every
    iteration (trial 12b M2: the backward pass's V, ``%dp = ttg.local_alloc %v_88`` in the loop, read by the dP
    wgmma); ``None`` otherwise."""
    key = roles(dot).get(role)
    op = model.defining_op(key) if isinstance(key, str) else None
    for _ in range(8):
        if op is None or op.name not in VIEW_OPS or not op.operand_keys or not op.operand_keys[0]:
            break
        op = model.defining_op(op.operand_keys[0])
    if op is None or op.name != "ttg.local_alloc" or not op.operand_keys or not op.operand_keys[0] or not dot.loops \
            or dot.loops[-1] not in op.loops:
        return None
    return op


def _input_claims(model: IRModule, r: str, inputs: tuple[IROp, ...]) -> tuple[list[Claim], str]:
    """The claims of the vectors :func:`broadcast_inputs` found for a computed operand ``r`` and the text that
    follows "computed in registers: OP at ttgir:N" (empty when none, or a size is not read): one as ``r/input_bytes``,
    ``r/input_op``, ``r/input_line``; several (trial 13c M3: dS takes in both lse, through ``math.exp2``, and delta)
    as ``r/input_bytes`` (in all), ``r/input_count`` and ``r/input/K/bytes``, ``r/input/K/op``, ``r/input/K/line``
    in line order. They are what is loaded into the operand per iteration, not its own traffic."""
    in_bytes = [load_bytes(model, o) for o in inputs]
    if not inputs or None in in_bytes:
        return [], ""
    total = sum(b for b in in_bytes if b is not None)
    if len(inputs) == 1:
        ref = (Ref("ttgir", inputs[0].line, inputs[0].name),)
        return ([Claim(f"{r}/input_bytes", total, "bytes", "mma-flop", ref),
                 Claim(f"{r}/input_op", inputs[0].name, "op", "mma-flop", ref),
                 Claim(f"{r}/input_line", inputs[0].line, "line", "mma-flop", ref)],
                f", with a vector of {{{r}/input_bytes}} bytes per iteration broadcast into it, loaded by "
                f"{{{r}/input_op}} at ttgir:{{{r}/input_line}}")
    iref = tuple(Ref("ttgir", o.line, o.name) for o in inputs)
    claims = [Claim(f"{r}/input_bytes", total, "bytes", "mma-flop", iref),
              Claim(f"{r}/input_count", len(inputs), "count", "mma-flop", iref)]
    each = []
    for k, o in enumerate(inputs):
        ref = (Ref("ttgir", o.line, o.name),)
        claims += [Claim(f"{r}/input/{k}/bytes", in_bytes[k], "bytes", "mma-flop", ref),
                   Claim(f"{r}/input/{k}/op", o.name, "op", "mma-flop", ref),
                   Claim(f"{r}/input/{k}/line", o.line, "line", "mma-flop", ref)]
        each.append(f"{{{r}/input/{k}/bytes}} bytes by {{{r}/input/{k}/op}} at ttgir:{{{r}/input/{k}/line}}")
    return claims, (f", with {{{r}/input_count}} vectors of {{{r}/input_bytes}} bytes per iteration in all broadcast "
                    f"into it, loaded " + ", ".join(each))


def _flop_claims(inp: AnalysisInput, line: int, key: tuple[Any, ...], here: Ref,
                 operands: list[tuple[tuple[int, ...], str]], cast: list[tuple[str, str, str, int]],
                 result: re.Match[str] | None, formats: tuple[str, str] | None) -> tuple[list[Claim], str]:
    """The FLOP-per-byte claims of the dot at TTGIR ``line`` (rule ``mma-flop``) and their template text: where each
    operand not loaded per iteration comes from (``a/source`` ``once`` or ``computed``, ``a/source_op``,
    ``a/source_line``; :func:`operand_source`), and ``flop_per_operand_byte``, 2·M·N·K FLOP over the bytes of the
    operands loaded in the dot's loop per K step (M·K of A, K·N of B, at the bits per value loaded; trial 9a M2, 9d
    M2: flash attention's P is computed in registers and Q loaded before the loop), stated only when one is."""
    claims: list[Claim] = []
    desc = ""
    per_role, loaded = _operand_bits(inp.model("ttgir"), line, operands, cast)
    bits, b_bits = per_role.get("a"), per_role.get("b")
    scale_bits = 0.0  # a scaled dot's scales loaded per K step, in bits per K value (tt.dot_scaled)
    scale_loads: list[IROp] = []
    k_values = 0
    twin = _loop_twin(inp, line, key)
    if formats is not None:  # a scaled dot: bits per value of its lhs/rhs formats, not of the i8 storage
        bits, b_bits, loaded = FORMAT_BITS.get(formats[0]), FORMAT_BITS.get(formats[1]), {}
        if bits is None or b_bits is None:
            claims += [Claim("a/format", formats[0], "text", "mma-flop", (here,)),
                       Claim("b/format", formats[1], "text", "mma-flop", (here,))]
            return claims, ("; no FLOP per byte is stated: lhs = {a/format}, rhs = {b/format}, and this analysis "
                            "reads the bits per value loaded of e2m1, e4m3, e5m2, bf16 and fp16 only (fp6 not)")
        a_storage = _bits(operands[0][1]) if operands and operands[0][0] else None
        k_values = operands[0][0][-1] * a_storage // bits if a_storage else 0
        keys = roles(twin) if twin is not None else {}
        for r in ("a_scale", "b_scale"):  # each scale the dot's loop loads: its bytes per K step
            k = keys.get(r)
            src = operand_source(inp.model("ttgir"), twin, r) if twin is not None and isinstance(k, str) else None
            t = inp.model("ttgir").type_of(k) if isinstance(k, str) else None
            s_bits = _bits(t.element) if t is not None and t.shape else None
            if src is not None and src.kind == "loop" and t is not None and s_bits and k_values:
                scale_bits += prod(t.shape) * s_bits / k_values
                scale_loads += src.ops
    sources = {r: operand_source(inp.model("ttgir"), twin, r) for r in ("a", "b")} \
        if twin is not None and result else {}
    per_iter = [r for r in ("a", "b") if r not in sources or sources[r].kind in ("loop", "unknown")]
    for r, src in sources.items():
        if src.kind not in ("once", "computed"):
            continue
        refs = tuple(Ref("ttgir", o.line, o.name) for o in src.ops)
        claims += [Claim(f"{r}/source", src.kind, "text", "mma-flop", refs),
                   Claim(f"{r}/source_op", src.ops[0].name, "op", "mma-flop", refs[:1]),
                   Claim(f"{r}/source_line", src.ops[0].line, "line", "mma-flop", refs[:1])]
        how = f"not loaded (computed in registers: {{{r}/source_op}} at ttgir:{{{r}/source_line}})" \
            if src.kind == "computed" else \
            f"loaded once, before the loop ({{{r}/source_op}} at ttgir:{{{r}/source_line}}), not per iteration"
        inputs = broadcast_inputs(inp.model("ttgir"), twin, r) if src.kind == "computed" and twin is not None \
            else ()
        more, said = _input_claims(inp.model("ttgir"), r, inputs)
        claims += more
        how = f"not loaded (computed in registers: {{{r}/source_op}} at ttgir:{{{r}/source_line}}{said})" \
            if said else how
        back = reread_in_loop(inp.model("ttgir"), twin, r) if src.kind == "once" and twin is not None else None
        if back is not None:
            ref = (Ref("ttgir", back.line, back.name),)
            claims += [Claim(f"{r}/reread_op", back.name, "op", "mma-flop", ref),
                       Claim(f"{r}/reread_line", back.line, "line", "mma-flop", ref)]
            how += f", and read back from shared memory in every iteration ({{{r}/reread_op}} at " \
                   f"ttgir:{{{r}/reread_line}})"
        again = restored_in_loop(inp.model("ttgir"), twin, r) if src.kind == "once" and twin is not None else None
        t = inp.model("ttgir").type_of(again.result_keys[0]) if again is not None and again.result_keys else None
        nb = _bits(t.element) if t is not None and t.shape else None
        if again is not None and t is not None and nb is not None:
            ref = (Ref("ttgir", again.line, again.name),)
            claims += [Claim(f"{r}/restore_op", again.name, "op", "mma-flop", ref),
                       Claim(f"{r}/restore_line", again.line, "line", "mma-flop", ref),
                       Claim(f"{r}/restore_bytes", int(prod(t.shape) * nb // 8), "bytes", "mma-flop", ref)]
            how += f", but stored to shared memory again in every iteration ({{{r}/restore_op}} at " \
                   f"ttgir:{{{r}/restore_line}}, {{{r}/restore_bytes}} bytes per iteration)"
        desc += f"; {r.upper()} is {how}"
    if result and bits and b_bits and per_iter:
        m_, n_ = _dims(result)[-2:]  # a 3-D dot's batch cancels out of the ratio (trial 13d: not its first two)
        # Each K step loads an M×K tile of A and a K×N tile of B for 2·M·N·K FLOPs; an operand computed in
        # registers or loaded before the loop adds no bytes per step.
        nbytes = (m_ * bits if "a" in per_iter else 0) + (n_ * b_bits if "b" in per_iter else 0) + scale_bits
        claims.append(Claim("flop_per_operand_byte", round(2 * m_ * n_ / (nbytes / 8), 1),
                            "count", "mma-flop", (here,)))
        which = " and ".join(r.upper() for r in per_iter)
        if scale_loads:  # tt.dot_scaled: its scales are loaded each K step too
            which = ", ".join(r.upper() for r in per_iter) + " and their scales"
        desc += "; the {result/shape} tile does {flop_per_operand_byte:g} FLOP per byte of " + which + " loaded"
        if len(per_iter) < 2 and twin is not None and twin.loops:
            desc += " per iteration"
        for r, (n_bits, loads) in loaded.items():
            if r not in per_iter:
                continue
            dot = inp.model("ttgir").by_line.get(line)
            if len(loads) > 1 and dot is not None:  # several loads: each with its own bits (trial 13a M3)
                more, said = _load_list_claims(inp.model("ttgir"), dot, r, n_bits, loads)
                claims += more
                desc += said
                continue
            # a ttg.local_load of a buffer the pipeliner's copies fill reads the bytes those copies brought from
            # global memory: the first copy is cited as the load, the local_load as how it is read (trial 11c M2)
            fills = buffer_fills(inp.model("ttgir"), loads[0], dot) if dot is not None else ()
            first = fills[0] if fills else loads[0]
            refs = tuple(Ref("ttgir", o.line, o.name) for o in (*fills, *loads))
            claims += [Claim(f"{r}/loaded_bits", round(n_bits, 2), "bits", "mma-flop", refs),
                       Claim(f"{r}/load_op", first.name, "op", "mma-flop", (Ref("ttgir", first.line, first.name),)),
                       Claim(f"{r}/load_line", first.line, "line", "mma-flop", (Ref("ttgir", first.line, first.name),))]
            desc += (f" ({r.upper()}: {{{r}/loaded_bits:g}} bits loaded per value, by {{{r}/load_op}} at "
                     f"ttgir:{{{r}/load_line}}")
            if fills:
                read = (Ref("ttgir", loads[0].line, loads[0].name),)
                claims += [Claim(f"{r}/read_op", loads[0].name, "op", "mma-flop", read),
                           Claim(f"{r}/read_line", loads[0].line, "line", "mma-flop", read)]
                desc += (f" into shared memory, read into registers by {{{r}/read_op}} at "
                         f"ttgir:{{{r}/read_line}}")
            desc += ")"
        if formats is not None:
            claims += [Claim("a/format", formats[0], "text", "mma-flop", (here,)),
                       Claim("b/format", formats[1], "text", "mma-flop", (here,)),
                       Claim("a/format_bits", bits, "bits", "mma-flop", (here,)),
                       Claim("b/format_bits", b_bits, "bits", "mma-flop", (here,))]
            desc += (" (lhs = {a/format}, {a/format_bits} bits per value; rhs = {b/format}, "
                     "{b/format_bits} bits per value")
            if scale_loads:
                refs = tuple(Ref("ttgir", o.line, o.name) for o in sorted(scale_loads, key=lambda o: o.line))
                claims += [Claim("k_values", k_values, "count", "mma-flop", (here,)),
                           Claim("scale_bytes", round(scale_bits * k_values / 8), "bytes", "mma-flop", refs)]
                desc += "; per K step of {k_values} values, {scale_bytes} bytes of scales"
            desc += ")"
    elif result and bits and b_bits:
        desc += "; neither operand is loaded per iteration, so no FLOP per byte is stated"
    return claims, desc


def load_bits(model: IRModule, dot: IROp, role: str, load: IROp) -> float | None:
    """Bits per value of the dot's operand ``role`` that one of its :func:`operand_loads` brings: the load's result
    elements × element bits over the operand's elements (GPTQ's B: 16 from the f16 scales, 32 from the gathered
    zeros, 32 from the packed word); ``None`` when a type is not read."""
    key = roles(dot).get(role)
    own = model.type_of(key) if isinstance(key, str) else None
    t = model.type_of(load.result_keys[0]) if load.result_keys else None
    bits = _bits(t.element) if t is not None and t.shape else None
    if own is None or not own.shape or t is None or bits is None:
        return None
    return prod(t.shape) * bits / prod(own.shape)


def _load_list_claims(model: IRModule, dot: IROp, r: str, n_bits: float, loads: tuple[IROp, ...]
                      ) -> tuple[list[Claim], str]:
    """The claims and text of an operand whose bits per value come from several loads (trial 13a M3: GPTQ's B, 80
    bits from the scales' copy at ttgir:203, the zeros' at 208 and the packed word's at 215, was said to be loaded
    "by ttg.async_copy_global_to_local at ttgir:203"): the total (``r/loaded_bits``), the number of loads
    (``r/load_count``) and, for the K-th in line order, its bits (``r/load/K/bits``), the op that brings them from
    global memory (``r/load/K/op``, ``r/load/K/line``: the first copy that fills the buffer a ``ttg.local_load``
    reads, :func:`buffer_fills`, else the load) and, for a filled buffer, the ``ttg.local_load`` that reads it
    (``r/load/K/read_op``, ``r/load/K/read_line``). Rule ``mma-flop`` re-derives the list."""
    all_refs = []
    parts = []
    claims: list[Claim] = []
    for k, load in enumerate(loads):
        fills = buffer_fills(model, load, dot)
        first = fills[0] if fills else load
        all_refs += [Ref("ttgir", o.line, o.name) for o in (*fills, load)]
        ref = (Ref("ttgir", first.line, first.name),)
        pre = f"{r}/load/{k}/"
        got = load_bits(model, dot, r, load)
        claims += [Claim(pre + "bits", round(got, 2) if got is not None else None, "bits", "mma-flop",
                         (Ref("ttgir", load.line, load.name),)),
                   Claim(pre + "op", first.name, "op", "mma-flop", ref),
                   Claim(pre + "line", first.line, "line", "mma-flop", ref)]
        part = f"{{{pre}bits:g}} bits by {{{pre}op}} at ttgir:{{{pre}line}}"
        if fills:
            read = (Ref("ttgir", load.line, load.name),)
            claims += [Claim(pre + "read_op", load.name, "op", "mma-flop", read),
                       Claim(pre + "read_line", load.line, "line", "mma-flop", read)]
            part += f" into shared memory, read by {{{pre}read_op}} at ttgir:{{{pre}read_line}}"
        parts.append(part)
    claims = [Claim(f"{r}/loaded_bits", round(n_bits, 2), "bits", "mma-flop", tuple(all_refs)),
              Claim(f"{r}/load_count", len(loads), "count", "mma-flop", tuple(all_refs)), *claims]
    return claims, (f" ({r.upper()}: {{{r}/loaded_bits:g}} bits loaded per value, from {{{r}/load_count}} loads: "
                    + "; ".join(parts) + ")")


def _loop_twin(inp: AnalysisInput, line: int, key: tuple[Any, ...]) -> IROp | None:
    """The dot whose operands :func:`operand_source` reads for the finding of the dot at TTGIR ``line``: that dot, or
    when it lies outside every loop, a copy of it in a loop (the same op, shapes, path and Python line, ``key`` as
    :func:`analyze` dedups; the pipeliner peels a loop's dot into its prologue or epilogue), whose loop is then the
    one meant."""
    model = inp.model("ttgir")
    dot = model.by_line.get(line)
    if dot is None or dot.loops:
        return dot
    for op in model.printed_ops:
        if op.loops and op.name == dot.name and op.line != line and \
                inp.python_location("ttgir", op.line) == key[3:] and _shape_key(model, op) == _shape_key(model, dot):
            return op
    return dot


def _shape_key(model: IRModule, op: IROp) -> tuple[Any, ...]:
    """The operand and result types of a dot op (A, B and its results, as the model reads them)."""
    got = roles(op)
    return (*(model.values[k].type if isinstance(k := got.get(r), str) and k in model.values else None
              for r in ("a", "b")), *op.result_types)


#: The dot ops that apply microscaling scales themselves (TritonOps.td, TritonNvidiaGPUOps.td).
SCALED_DOTS = ("tt.dot_scaled", "ttng.tc_gen5_mma_scaled")


def _decomposed_scaled(inp: AnalysisInput, op: str, file: str | None, pyline: int | None) -> int | None:
    """The TTIR line of a ``tt.dot_scaled`` at the same Python line as the TTGIR dot ``op`` when that dot is no
    scaled one (:data:`SCALED_DOTS`): Triton decomposed the scaled dot (``DecomposeScaledBlocked``: the operands
    upcast with ``tt.fp_to_fp``, the scales turned into multipliers), as for an M = 64 tile on sm_100 (trial 13d M3);
    ``None`` otherwise."""
    if op in SCALED_DOTS or pyline is None:
        return None
    for n, ln in enumerate(inp.stages.get("ttir", "").splitlines(), 1):
        if " tt.dot_scaled " in ln and inp.python_location("ttir", n) == (file, pyline):
            return n
    return None


#: Ops that carry a dot operand's values on unchanged (a layout, a copy into or out of shared memory, a view).
_CARRY = ("ttg.convert_layout", "ttg.local_alloc", "ttg.local_load", "ttg.memdesc_trans", "ttg.memdesc_reshape",
          "tt.trans")


def widened_operands(model: IRModule, dot: IROp) -> list[tuple[str, IROp, str]]:
    """``(role, extf, from type)`` of each A/B operand (``"A"``/``"B"``, by
    :func:`~ir_explorer.ir.operand_roles.roles`) of the f32 ``dot`` that an ``arith.extf`` of 16-bit floats
    (``bf16``/``f16``) gives, through ops that carry values unchanged only (:data:`_CARRY`: a layout conversion, a
    copy into or out of shared memory, a transpose), for a dot that runs as tf32: a ``tt.dot``/
    ``ttng.warp_group_dot`` whose line reads ``inputPrecision = tf32`` (not tf32x3), or a ``ttng.tc_gen5_mma`` of
    f32 operands (``kind::tf32``). The ``.to(tl.float32)`` of a ``bf16`` load feeding ``tl.dot`` is such an extf
    (trial 14a: Lightning Attention-2). Empty otherwise; never raises."""
    text = _LOC_TAIL.sub("", dot.source)
    got = roles(dot)
    if dot.name in ("tt.dot", "ttng.warp_group_dot"):
        if not re.search(r"\binputPrecision = tf32\b(?!x3)", text):
            return []
    elif dot.name != "ttng.tc_gen5_mma":
        return []
    out: list[tuple[str, IROp, str]] = []
    for role in ("a", "b"):
        key = got.get(role)
        own = model.type_of(key) if isinstance(key, str) else None
        if own is None or own.element != "f32":
            continue
        op, steps = model.defining_op(key) if isinstance(key, str) else None, 0
        while op is not None and op.name in _CARRY and op.operand_keys and op.operand_keys[0] and steps < 16:
            op, steps = model.defining_op(op.operand_keys[0]), steps + 1  # type: ignore[arg-type]
        src = model.type_of(op.operand_keys[0]) if op is not None and op.name == "arith.extf" and op.operand_keys \
            and op.operand_keys[0] else None
        if op is not None and src is not None and src.element in ("bf16", "f16"):
            out.append((role.upper(), op, src.element))
    return out


def _upcast_operands(op: IROp | None, upcasts: dict[str, tuple[str, str, int]]) -> list[tuple[str, str, str, int]]:
    """``(operand, from type, to type, TTGIR line)`` of each of a dot's A/B operands that a ``tt.fp_to_fp`` to a
    wider float made (gfx942 runs an fp8e4nv dot as f16 MFMA on operands converted so). A and B are the dot's
    ``a``/``b`` roles (:func:`~ir_explorer.ir.operand_roles.roles`: a ``tt.dot_scaled``'s scale is neither), named as
    printed (``%a_25``)."""
    got = roles(op) if op is not None else {}
    out = []
    for r in ("a", "b"):
        key = got.get(r)
        name = f"%{display(key)}" if isinstance(key, str) else ""
        if name in upcasts:
            src, dst, line = upcasts[name]
            sb, db = _bits(src), _bits(dst)
            if sb and db and sb < db:
                out.append((name, src, dst, line))
    return out


def in_loop(model: IRModule, line: int) -> bool:
    """Whether the op at 1-based ``line`` is inside an ``scf.for``/``scf.while`` region (its parents, in the
    scoped model)."""
    op = model.by_line.get(line)
    seen = 0
    while op is not None and 0 <= op.parent < len(model.ops) and seen < 64:
        op, seen = model.ops[op.parent], seen + 1
        if op.name in ("scf.for", "scf.while"):
            return True
    return False


def n_knob(constexprs: Mapping[str, Any], n: int | None) -> tuple[str, int] | None:
    """``(name, value)`` of the one integer constexpr of the compile whose value is the dot's N (the result
    tile's last dimension, elements); ``None`` when none or several are (``BLOCK_SIZE = BLOCK_Q = 16``: which one
    sets N is not known from the values, and naming a knob the kernel does not have is worse than naming none)."""
    if not n:
        return None
    named = [(k, v) for k, v in constexprs.items() if type(v) is int and v == n]
    return named[0] if len(named) == 1 else None


# e.g.     %offs_m = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2> loc(#loc202)
MAKE_RANGE = re.compile(r"tt\.make_range \{end = (?P<end>\d+) : i32, start = (?P<start>\d+) : i32\}")
# e.g.         offs_m = curr_m + tl.arange(0, BLOCK_M)      (the bound: a name or a literal)
ARANGE_BOUND = re.compile(r"\barange\(\s*[^,()]+,\s*(?P<bound>\w+)\s*\)")


def _arange_bounds(inp: AnalysisInput, n: int) -> set[str]:
    """The bounds (names or literals) of the ``tl.arange(…, BOUND)`` calls written on the Python lines of the
    TTGIR's ``tt.make_range`` ops of length ``n`` (elements), read from the kernel's own file
    (``inp.stages["python:<file>"]``, put there by the report engine); empty when no such line is known."""
    out: set[str] = set()
    for op in inp.model("ttgir").printed_ops:
        m = MAKE_RANGE.search(op.text) if op.name == "tt.make_range" else None
        if m is None or int(m["end"]) - int(m["start"]) != n:
            continue
        file, pyline = inp.python_location("ttgir", op.line)
        lines = (inp.stages.get(f"python:{file}") or "").splitlines() if file else []
        if pyline and 0 < pyline <= len(lines):
            out.update(b["bound"] for b in ARANGE_BOUND.finditer(lines[pyline - 1]))
    return out


def _n_knob(inp: AnalysisInput, n: int | None) -> tuple[str, int] | None:
    """:func:`n_knob`, refused when the ``tl.arange`` of length N the kernel's source writes name other bounds and
    not the knob (trial 12c F1: the dK/dV kernel's N = 32 is ``tl.arange(0, BLOCK_M)`` in a helper called with
    ``MASK_BLOCK_M = BLOCK_M // BLK_SLICE_FACTOR``; HQ, the number of heads, is the config's only 32)."""
    knob = n_knob(inp.constexprs, n)
    if knob is None or n is None:
        return knob
    bounds = _arange_bounds(inp, n)
    return None if bounds and knob[0] not in bounds else knob


def _narrow_wgmma(path: str, layout: Layout | None, rest: str, a_type: str, knob: tuple[str, int] | None = None
                  ) -> tuple[str, list[tuple[str, Any, str]], tuple[str, str]] | None:
    """A warning when a wgmma's operand reads from shared memory need the SM's whole shared-memory
    bandwidth at the tensor-core peak: each ``m64nNk16`` reads B (k×N), and A (64×k) when A is in
    shared memory, for 2·64·N·k FLOPs, so a small N (64) spends the most bytes per FLOP. Returns the message's
    template, its claims ``(key, value, unit)`` (N and K of the instruction, bytes per instruction, B/clk at the
    peak, its share of the bandwidth in percent, the model's FLOP/clk and the operand bits) and its two causes as
    rendered. The advice of a larger N names ``knob`` (:func:`n_knob`) and is given only with one."""
    if path != "wgmma" or not isinstance(layout, NvidiaMmaLayout) or len(layout.instr_shape) < 3:
        return None
    n, k = layout.instr_shape[1], layout.instr_shape[2]
    bits = _bits(a_type)
    flop_per_clk = SM90_MMA_FLOP_PER_CLK.get(bits or 0)
    if not bits or not flop_per_clk or not n:
        return None
    types = rest.rsplit(" : ", 1)[-1]
    a_shared = types.lstrip().startswith("!ttg.memdesc")
    bytes_per_instr = ((64 * k if a_shared else 0) + k * n) * bits // 8
    demand = bytes_per_instr * flop_per_clk / (2 * 64 * n * k)
    if demand < SMEM_BYTES_PER_CLK:
        return None
    operands = "A and B" if a_shared else "B"
    causes = (f"wgmma m64n{n}k{k}", f"reads {operands} from shared memory")
    verdict = "it cannot run at peak" if demand > SMEM_BYTES_PER_CLK else \
        "it runs at peak only if nothing else reads shared memory"
    claims: list[tuple[str, Any, str]] = [
        ("wgmma_n", n, "elements"), ("wgmma_k", k, "elements"), ("operands_read", operands, "text"),
        ("shared_bytes_per_instruction", bytes_per_instr, "bytes"), ("smem_bytes_per_clk_at_peak", demand, "bytes"),
        ("smem_percent_at_peak", demand / SMEM_BYTES_PER_CLK * 100, "percent"),
        ("flop_per_clk", flop_per_clk, "count"), ("operand_bits", bits, "bits")]
    template = ("wgmma m64n{wgmma_n}k{wgmma_k} reads {operands_read} from shared memory: "
                "{shared_bytes_per_instruction} bytes per instruction, {smem_bytes_per_clk_at_peak:.0f} B/clk at the "
                f"tensor-core peak, {{smem_percent_at_peak:.0f}}% of the SM's {SMEM_BYTES_PER_CLK} B/clk "
                "shared-memory bandwidth (model estimate: {flop_per_clk} dense FLOP/clk per SM at {operand_bits}-bit, "
                f"sm_90's published peak), so {verdict}")
    if knob is not None:
        claims += [("knob", knob[0], "text"), ("knob_value", knob[1], "elements")]
        template += ("; a larger {knob} (now {knob_value}, the dot's N; wgmma N of 128 or 256) reads fewer bytes "
                     "per FLOP")
    return template, claims, causes


def _k_split(inp: AnalysisInput, line: int) -> tuple[list[int], int] | None:
    """The K-slices of the dot at TTGIR ``line`` when Triton's prefetch pass (``Prefetch.cpp``) split one dot into
    several: ``(the TTGIR lines of the chain of dots it is one of, the dot's whole K)``, or ``None``. The chain is
    the dots of one Python line each accumulating into the one before (its C operand is the previous dot's result);
    the split is known by a ``ttg.local_load`` of a ``ttg.memdesc_subslice`` giving a chain dot's A operand, whose
    source memdesc's last dimension is the whole K (in elements), the sum of the slices' K."""
    module = inp.model("ttgir")
    dots = {o.line: o for o in module.printed_ops if o.name == "tt.dot" and len(o.operand_keys) >= 3}
    me = dots.get(line)
    if me is None:
        return None
    py = inp.python_location("ttgir", line)

    def prev(o: IROp) -> IROp | None:
        d = module.defining_op(o.operand_keys[2] or "")
        return d if d is not None and d.line in dots and d.line != o.line and \
            inp.python_location("ttgir", d.line) == py else None
    first, seen = me, {me.line}
    while (p := prev(first)) is not None and p.line not in seen:
        first = p
        seen.add(p.line)
    chain = [first]
    while len(chain) < 16:
        nxt = [d for d in dots.values() if d.line not in {c.line for c in chain} and prev(d) is chain[-1]]
        if len(nxt) != 1:
            break
        chain.append(nxt[0])
    if len(chain) < 2:
        return None
    ks = []
    for d in chain:
        t = module.type_of(d.operand_keys[0] or "")
        if t is None or len(t.shape) < 2:
            return None
        ks.append(t.shape[-1])
    for d in chain:  # the prefetch pass's evidence: A is a local_load of a subslice of the whole-K buffer
        load = module.defining_op(d.operand_keys[0] or "")
        sub = module.defining_op(load.operand_keys[0] or "") if load is not None and load.name == "ttg.local_load" \
            and load.operand_keys else None
        src = module.type_of(sub.operand_keys[0] or "") if sub is not None and sub.name == "ttg.memdesc_subslice" \
            and sub.operand_keys else None
        if src is not None and len(src.shape) >= 2 and src.shape[-1] == sum(ks):
            return [d.line for d in chain], sum(ks)
    return None


def ab_types(model: IRModule, line: int) -> list[tuple[tuple[int, ...], str]]:
    """The ``(dims, element)`` of the A and B operands of the dot op on TTGIR line ``line``: the values its ``a`` and
    ``b`` roles name (:func:`~ir_explorer.ir.operand_roles.roles`, from the op's ``.td`` format), each typed by its
    definition in the model (elements as stored: ``i8`` for e2m1/e4m3). Empty when the line holds no dot or an
    operand's type is unknown (nothing is then stated about it)."""
    op = model.by_line.get(line)
    got = roles(op) if op is not None else {}
    out = []
    for r in ("a", "b"):
        key = got.get(r)
        ty = model.type_of(key) if isinstance(key, str) else None
        if ty is None or not ty.shape:
            return []
        out.append((tuple(ty.shape), ty.element))
    return out


def scaled_operands(model: IRModule, line: int) -> tuple[list[tuple[tuple[int, ...], str]], tuple[str, str] | None]:
    """A ``tt.dot_scaled`` op's A and B operand ``(dims, element)`` (:func:`ab_types`: its printed ``a, a_scale?,
    b, b_scale?, c`` read by role) and its ``(lhs, rhs)`` element formats. Empty and ``None`` when the line holds no
    such op; empty operands when an operand's type is unknown (nothing is then stated about it)."""
    op = model.by_line.get(line)
    m = SCALED_DOT.search(op.text) if op is not None else None
    if op is None or m is None:
        return [], None
    return ab_types(model, line), (m.group("lhs"), m.group("rhs"))


def _dims(result: re.Match[str]) -> tuple[int, ...]:
    """The dimensions of a dot's result type (:data:`_RESULT`'s match)."""
    return tuple(int(d) for d in result.group("dims").rstrip("x").split("x"))


def _bits(elem: str) -> int | None:
    if elem.startswith("f8") or elem in ("i8", "ui8"):
        return 8
    m = re.search(r"(\d+)$", elem)
    return int(m.group(1)) if m else None
