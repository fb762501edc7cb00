"""Normalize compiler text so that two compiles differ only where the generated code differs.

A plain diff of two TTGIRs or PTXs is mostly noise: MLIR's uniquing suffixes on SSA names
(``%offs_m_3``), ``#locN`` ids, alias numbering (``#blocked1``), PTX virtual-register and label
numbers, SASS addresses, and the absolute paths of the kernel file and of Triton's install.
:func:`normalize` removes that noise, one switchable rule at a time (:class:`NormalizeOptions`).
It serves the snapshot tests (``snapshots/``, :mod:`ir_explorer.snapshots`) and the diffs.

Rules, by stage (``ttir``/``ttgir`` are MLIR, ``llir`` LLVM IR):

* ``ssa`` (MLIR, LLIR): SSA values keep their *stem* and lose MLIR's uniquing counter, which is
  renumbered per stem in order of first appearance (which is definition order in SSA text):
  ``%offs_m``, ``%offs_m_0``, ``%offs_m_1`` …; the stem is the name minus every trailing ``_N``.
  So Python variable names (Triton prints name locations as SSA names), constants such as
  ``%c0_i32``/``%cst`` and function arguments (``%a_ptr``) stay readable, and an op inserted
  early renames only values of its own stem. Anonymous values (``%12``) become ``%0``, ``%1`` …,
  and region arguments (``%arg9``) ``%arg0``, ``%arg1`` … in order of first appearance.
* ``locations``: drop source locations, keeping them out of the text but not lost (the line map
  of :func:`normalize_lines` points each kept line at its original, whose location
  :mod:`ir_explorer.sourcemap` resolves). MLIR: ``loc(…)`` suffixes and ``#locN = …`` lines;
  LLIR: ``!dbg`` attachments and ``!DI…`` metadata; PTX/AMDGCN: ``.loc``/``.file`` lines,
  debug-only labels (``$L__tmp0``, ``.Ltmp3``) and the ``.debug_*`` sections; SASS: the
  ``//## File …, line N`` comments.
* ``aliases`` (MLIR): name each attribute alias from its content, so two TTGIRs that print the
  same layouts in another order do not differ. ``#blocked`` layouts get a readable name
  (``#blocked_1x8_2x16_8x1_o10``: sizePerThread, threadsPerWarp, warpsPerCTA, order); every other
  alias its stem and the first 6 hex digits of the sha1 of its definition (``#mma_3f0a1c``). The
  alias definitions are sorted by their new names.
* ``registers`` (PTX, AMDGCN, SASS): renumber PTX virtual registers (``%r12``, ``%rd3``, ``%f5``,
  ``%p1``, ``%rs2``, ``%hh2`` …, per register class) and branch labels (``$L__BB0_3``,
  ``.LBB0_2``, ``.L_x_3``) in order of first use.
* ``sass``: remove SASS instruction addresses (``/*0a80*/``) and encodings/control codes
  (``/* 0x000fe200078e00ff */``).
* ``paths``: reduce absolute paths (the kernel file, Triton's ``site-packages``, cache folders)
  to their last component: ``"/home/u/.triton/cache/ab12…/matmul.py"`` becomes ``"matmul.py"``.

Everything here is a pure function over text: no I/O, no Triton.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass

#: Stages :func:`normalize` knows; any other stage gets only the ``paths`` rule.
MLIR_STAGES = ("ttir", "ttgir")


@dataclass(frozen=True)
class NormalizeOptions:
    """Which rules :func:`normalize` applies (all on by default); see the module docstring."""

    ssa: bool = True
    """Renumber MLIR/LLIR SSA values per stem in order of first appearance."""
    locations: bool = True
    """Drop source locations and debug sections."""
    aliases: bool = True
    """Name MLIR attribute aliases (``#blocked``, ``#shared``, ``#mma``, ``#linear`` …) from their content."""
    registers: bool = True
    """Renumber PTX virtual registers and assembly labels in order of first use."""
    sass: bool = True
    """Remove SASS addresses, encodings and control codes."""
    paths: bool = True
    """Reduce absolute paths to their last component."""


DEFAULT = NormalizeOptions()

# ----------------------------------------------------------------------------- patterns

# e.g.     %offs_m_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, …>
#     %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(%acc_90 = %cst, …
_SSA = re.compile(r"(%(?:\d+|[A-Za-z_$.\-][\w$.\-]*))")
_TRAILING_COUNTERS = re.compile(r"(?:_\d+)+$")
_REGION_ARG = re.compile(r"arg\d+")

# e.g. #loc37 = loc("a_ptr"(#loc))
_MLIR_LOC_LINE = re.compile(r"^#loc\d*\s*=")
# e.g.     %pid_m = tt.get_program_id x : i32 loc(#loc46)
# e.g. %a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("a_ptr"(#loc)), %b_ptr: …
# e.g.     } loc(callsite(#loc15 at #loc16))
_N, _Q = r'[^()"\n]*', r'"[^"\n]*"'  # "unrolled" loops (normal* (special normal*)*): linear time, no backtracking
_MLIR_LOC = re.compile(rf" loc\({_N}(?:(?:{_Q}|\({_N}(?:(?:{_Q}|\({_N}(?:{_Q}{_N})*\)){_N})*\)){_N})*\)")

# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
_ALIAS_DEF = re.compile(r"#([A-Za-z_][\w$.]*) = (.*)")
_ALIAS_REF = re.compile(r"#[A-Za-z_][\w$.]*")
_ALIAS_STEM = re.compile(r"[A-Za-z]+")  # blocked1 → blocked; mma_978986 → mma
_BLOCKED_FIELD = re.compile(r"(sizePerThread|threadsPerWarp|warpsPerCTA|order) = \[([\d, ]*)\]")

# e.g.   %3 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %2, !dbg !12
_LLVM_DBG = re.compile(r",? !dbg !\d+")
# e.g. !12 = !DILocation(line: 45, column: 14, scope: !7)
_LLVM_DI_LINE = re.compile(r"^!\d+ = (?:distinct )?!DI")

# e.g. 	.loc	1 45 14                         // matmul.py:45:14
# e.g. 	.file	1 "/tmp/newcomer/kernels" "matmul.py"
_ASM_LOC_LINE = re.compile(r"^\s*\.(?:loc|file)\s")
# e.g. $L__tmp0:    $L__func_begin0:    .Ltmp3:    .Lfunc_begin0:
_ASM_DEBUG_LABEL = re.compile(r"^(?:\$L__(?:tmp|func_begin|func_end)|\.L(?:tmp|func_begin))\d+:")
# e.g. 	.section	.debug_abbrev        e.g. 	.section	.debug_str,"MS",@progbits,1
_ASM_DEBUG_SECTION = re.compile(r"^\s*\.section\s+\.debug_")
_ASM_SECTION = re.compile(r"^\s*(?:\.section|\.amdgpu_metadata|\.end_amdgpu_metadata)\b")
# e.g. 	//## File "/tmp/newcomer/kernels/matmul.py", line 45
_SASS_FILE_LINE = re.compile(r"^\s*//## File ")

# e.g. 	ld.param.b32 	%r24, [matmul_kernel_param_8];     e.g. @%p6 bra 	$L__BB0_3;
_PTX_REG = re.compile(r"(%(?:rd|rs|rq|fd|hh|r|f|p|h|b)\d+)\b")
# e.g. $L__BB0_3:         e.g. 	s_branch .LBB0_0         e.g. BRA `(.L_x_3) ;
# (one pattern per stage, each with a literal prefix: a leading character class makes re try every position)
_LABELS = {"ptx": re.compile(r"(\$L__BB\d+_\d+)"), "amdgcn": re.compile(r"(\.LBB\d+_\d+)"),
           "sass": re.compile(r"(\.L_x_\d+)")}
_LABEL_STEM = re.compile(r"^(\$L__BB|\.LBB|\.L_x_)")

# e.g.         /*0010*/                   S2R R5, SR_TID.X ;                    /* 0x000fe20000002100 */
_SASS_ADDRESS = re.compile(r"/\*[0-9a-f]{4,}\*/ *")
_SASS_ENCODING = re.compile(r" *(?:/\* 0x[0-9a-f]{16} \*/ *)+$", re.MULTILINE)

# e.g. .file 1 "/tmp/newcomer/.venv/lib/python3.11/site-packages/triton/language/standard.py"
_ABS_DIRS = re.compile(r'"/[^"\n]*/')
# e.g. 	.file	1 "/tmp/newcomer/kernels" "matmul.py"  (AMDGCN: directory, then file)
_AMD_FILE = re.compile(r'(\.file\t\d+ )"[^"\n]*" ("[^"\n]*")')

# ----------------------------------------------------------------------------- API


def normalize(text: str, stage: str, options: NormalizeOptions = DEFAULT) -> str:
    """``text`` of ``stage`` (``ttir``, ``ttgir``, ``llir``, ``ptx``, ``amdgcn``, ``sass``) with the
    rules of ``options`` applied; see the module docstring. Never raises on malformed input: text
    a rule does not recognise is left as it is. Normalizing twice gives the same text."""
    return normalize_lines(text, stage, options)[0]


def normalize_lines(text: str, stage: str, options: NormalizeOptions = DEFAULT) -> tuple[str, list[int]]:
    """:func:`normalize`, plus for each line of the result the 1-based number of the input line it
    came from (the ``locations`` rule drops lines; the other rules keep every line)."""
    lines = text.split("\n")
    keep = _kept_lines(lines, stage) if options.locations else None
    if keep is not None:
        lines = [lines[i] for i in keep]
    out = "\n".join(lines)
    if options.locations:
        if stage in MLIR_STAGES:
            out = _MLIR_LOC.sub("", out)
        elif stage == "llir":
            out = _LLVM_DBG.sub("", out)
    if options.paths:
        if stage == "amdgcn":
            out = _AMD_FILE.sub(r"\1\2", out)
        out = _ABS_DIRS.sub('"', out)
    if options.aliases and stage in MLIR_STAGES:
        out = _rename_aliases(out)
    if options.ssa and (stage in MLIR_STAGES or stage == "llir"):
        out = _renumber(out, _SSA, _ssa_name)
    if options.registers and stage == "ptx":
        out = _renumber(out, _PTX_REG, _ptx_register_name)
    if options.registers and stage in ("ptx", "amdgcn", "sass"):
        out = _renumber(out, _LABELS[stage], _label_name)
    if options.sass and stage == "sass":
        out = _SASS_ADDRESS.sub("", out)
        if "/* 0x" in out:  # nvdisasm prints encodings only when asked (-hex)
            out = _SASS_ENCODING.sub("", out)
    origins = [i + 1 for i in keep] if keep is not None else list(range(1, len(lines) + 1))
    if options.aliases and stage in MLIR_STAGES and out.startswith("#"):
        out, origins = _sort_alias_definitions(out, origins)
    return out, origins


def _sort_alias_definitions(text: str, origins: list[int]) -> tuple[str, list[int]]:
    """Sort the leading block of alias definitions (by their content-derived names), with their origins."""
    lines = text.split("\n")
    end = 0
    while end < len(lines) and lines[end].startswith("#"):
        end += 1
    head = sorted(zip(lines[:end], origins[:end], strict=True))
    lines[:end] = [ln for ln, _ in head]
    return "\n".join(lines), [o for _, o in head] + origins[end:]


# ----------------------------------------------------------------------------- rules


def _kept_lines(lines: list[str], stage: str) -> list[int] | None:
    """Indices of the lines the ``locations`` rule keeps, or ``None`` to keep all."""
    if stage in MLIR_STAGES:
        return [i for i, ln in enumerate(lines) if not (ln.startswith("#loc") and _MLIR_LOC_LINE.match(ln))]
    if stage == "llir":
        return [i for i, ln in enumerate(lines) if not (ln.startswith("!") and _LLVM_DI_LINE.match(ln))]
    if stage == "sass":
        return [i for i, ln in enumerate(lines) if "//## File" not in ln or not _SASS_FILE_LINE.match(ln)]
    if stage not in ("ptx", "amdgcn"):
        return None
    keep: list[int] = []
    in_debug = False
    for i, ln in enumerate(lines):
        first = ln.lstrip()[:1]
        if not in_debug and first not in (".", "$"):  # most lines are instructions: keep them without a regex
            keep.append(i)
            continue
        if first == "." and _ASM_SECTION.match(ln):
            in_debug = bool(_ASM_DEBUG_SECTION.match(ln))
            if in_debug and "{" in ln and "}" in ln:  # e.g. .section .debug_macinfo { }
                in_debug = False
                continue
        elif in_debug and stage == "ptx" and ln.strip() == "}":
            in_debug = False  # PTX debug sections are braced blocks
            continue
        if in_debug or _ASM_LOC_LINE.match(ln) or _ASM_DEBUG_LABEL.match(ln):
            continue
        keep.append(i)
    return keep


def _renumber(text: str, pattern: re.Pattern[str], rename: Callable[[str, dict[str, int]], str]) -> str:
    """Replace each distinct match of ``pattern`` by ``rename(token, counters)``, called once per
    distinct token in order of first appearance (``counters`` counts per family)."""
    parts = pattern.split(text)  # the pattern has one group: text, token, text, token …, text
    tokens = parts[1::2]
    counters: dict[str, int] = {}
    mapping = {tok: rename(tok, counters) for tok in dict.fromkeys(tokens)}
    parts[1::2] = [mapping[tok] for tok in tokens]  # a list comprehension: ~5x faster than re.sub with a callback
    return "".join(parts)


def _next(counters: dict[str, int], family: str) -> int:
    n = counters.get(family, 0)
    counters[family] = n + 1
    return n


def _ssa_name(token: str, counters: dict[str, int]) -> str:
    name = token[1:]
    if name.isdigit():
        return f"%{_next(counters, '')}"
    if _REGION_ARG.fullmatch(name):
        return f"%arg{_next(counters, '%arg')}"
    stem = _TRAILING_COUNTERS.sub("", name) or name
    n = _next(counters, stem)
    return f"%{stem}" if n == 0 else f"%{stem}_{n - 1}"


def _ptx_register_name(token: str, counters: dict[str, int]) -> str:
    cls = token[1:].rstrip("0123456789")  # %rd12 → rd
    # every class gets numbers from 1, as LLVM's NVPTX printer starts them
    return f"%{cls}{_next(counters, cls) + 1}"


def _label_name(token: str, counters: dict[str, int]) -> str:
    m = _LABEL_STEM.match(token)
    stem = m[1] if m else ""
    n = _next(counters, stem)
    return f"{stem}{n}" if stem == ".L_x_" else f"{stem}0_{n}"


def _alias_name(stem: str, body: str) -> str:
    if "sizePerThread" in body and body.startswith("#ttg.blocked<"):
        fields = dict(_BLOCKED_FIELD.findall(body))
        dims = ["x".join(fields.get(k, "").replace(" ", "").split(",")) for k in
                ("sizePerThread", "threadsPerWarp", "warpsPerCTA")]
        order = fields.get("order", "").replace(" ", "").replace(",", "")
        return f"{stem}_{'_'.join(dims)}_o{order}"
    return f"{stem}_{hashlib.sha1(body.encode()).hexdigest()[:6]}"


def _rename_aliases(text: str) -> str:
    lines = text.split("\n")
    end = 0  # MLIR prints the alias definitions first
    while end < len(lines) and lines[end].startswith("#"):
        end += 1
    defs = [(m[1], m[2]) for m in map(_ALIAS_DEF.match, lines[:end]) if m and not m[1].startswith("loc")]
    if not defs:
        return text
    mapping: dict[str, str] = {}
    taken: set[str] = set()
    for name, body in defs:  # aliases are printed after the aliases they use
        body = _ALIAS_REF.sub(lambda m: mapping.get(m[0], m[0]), body)
        stem = _ALIAS_STEM.match(name)
        new = _alias_name(stem[0] if stem else name, body)
        if new in taken:  # two layouts the readable name cannot tell apart
            new = f"{new}_{hashlib.sha1(body.encode()).hexdigest()[:6]}"
        taken.add(new)
        mapping[f"#{name}"] = f"#{new}"
    # Only the defined names, longest first so that #blocked1 is not read as #blocked.
    names = re.compile("(" + "|".join(re.escape(k) for k in sorted(mapping, key=len, reverse=True)) + r")(?![\w$.])")
    parts = names.split(text)
    parts[1::2] = [mapping[tok] for tok in parts[1::2]]
    return "".join(parts)
