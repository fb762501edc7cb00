"""Pygments lexers for the texts of the Triton pipeline, and a one-call ANSI highlighter.

Pygments ships ``LlvmLexer`` and ``PtxLexer`` but nothing for MLIR, SASS or AMDGCN. This module
adds:

* :class:`MLIRLexer` for TTIR/TTGIR (and every ``MLIR_ENABLE_DUMP`` snapshot, down to the LLVM
  dialect) as Triton prints it;
* :class:`SASSLexer` for NVIDIA SASS from ``nvdisasm``, ``cuobjdump -sass`` and
  ``triton.tools.disasm.get_sass``;
* :class:`AMDGCNLexer` for the AMDGCN assembly Triton's HIP backend prints;
* :func:`lexer_for_stage` and :func:`highlight`.

Token types (standard Pygments types; the few custom subtypes fall back to their parent's
colour in any style, and :func:`highlight` gives them colours of their own):

======================================  ====================================================
MLIR                                    token type
======================================  ====================================================
ops ``tt.load``, ``scf.for``,           ``Name.Builtin``
``"tt.reduce"`` (generic form)
SSA values ``%0``, ``%a_ptr``,          ``Name.Variable``
``%12#1``
symbols ``@matmul_kernel``              ``Name.Function``
types ``tensor``, ``128x64x``,          ``Keyword.Type``
``f16``, ``!tt.ptr``, ``mutable``
layouts by kind: ``#blocked``,          ``Name.Label.Layout.Blocked`` (blocked/linear/slice),
``#ttg.nvidia_mma``, ``#shared``,       ``.Mma`` (nvidia_mma/amd_mfma/amd_wmma/dot_op),
``#smem``                               ``.Shared`` (any ``*shared`` encoding),
                                        ``.Memory`` (shared_memory/tensor_memory…),
                                        ``Name.Label.Layout`` (other Triton attributes)
other attribute aliases, ``#llvm.…``    ``Name.Label``
block labels ``^bb0``                   ``Name.Label.Block``
attribute keys ``tt.divisibility``      ``Name.Attribute``
``loc(...)``, ``#loc12``,               ``Comment.Location`` (de-emphasized)
``#loc3 = loc(...)`` lines
``// -----// IR Dump Before …``         ``Generic.Heading``
``//`` comments                         ``Comment.Single``
``module``, ``to``, ``iter_args``…      ``Keyword``; ``true``/``false``: ``Keyword.Constant``;
                                        ``slt``, ``eq``…: ``Keyword.Pseudo``
numbers, strings                        ``Number.Integer/Float/Hex``, ``String.Double``
======================================  ====================================================

SASS: opcodes (``HGMMA.64x128x16.F32``) ``Keyword``; guards (``@!P0``) ``Name.Decorator``;
registers ``R24``/``UR4`` ``Name.Variable``; predicates ``P0``/``UP1`` ``Name.Variable.Magic``;
``RZ``/``URZ``/``PT``/``UPT``/``SR_TID.X`` ``Name.Builtin``; ``c[0x0][0x210]`` ``Name.Constant``;
``desc``/``gdesc`` ``Name.Builtin``; labels ``Name.Label`` (function labels ``Name.Function``);
directives ``Keyword.Pseudo``; ``/*0120*/`` and ``get_sass`` control codes ``Comment.Special``;
``/* 0x000fe200078e00ff */`` ``Comment.Multiline``; ``//## File …`` ``Comment.Preproc``;
``//----- .text.k -----`` banners ``Generic.Subheading``.

AMDGCN: mnemonics ``Keyword``; ``v0``/``s[0:1]``/``a[0:15]`` ``Name.Variable``; ``vcc``/``exec``/
``m0``/``off`` ``Name.Builtin``; modifiers (``offset:``, ``vmcnt(0)``, ``glc``) ``Name.Attribute``;
directives (``.amdhsa_*``) ``Keyword.Pseudo``; labels ``Name.Label``/``Name.Function``;
``; comments`` ``Comment.Single``; the ``.amdgpu_metadata`` YAML: keys ``Name.Attribute``.

All lexers here default to ``stripnl=False`` and ``ensurenl=False``, so ``get_tokens`` loses
nothing: the token values concatenate to the input (after Pygments' own normalisation: ``\\r\\n``
and ``\\r`` become ``\\n``, a leading BOM is dropped); line numbers stay those of the input. Every
rule set ends in catch-alls, so no input produces an ``Error`` token or an exception.

Importing this module imports only ``pygments.lexer`` and ``pygments.token``; Pygments' LLVM,
PTX and text lexers, its formatters and styles are imported when first used.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from pygments.lexer import Lexer, RegexLexer, bygroups, default
from pygments.token import (
    Comment,
    Generic,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Whitespace,
    _TokenType,
)

__all__ = [
    "LAYOUT",
    "LAYOUT_BLOCKED",
    "LAYOUT_MEMORY",
    "LAYOUT_MMA",
    "LAYOUT_SHARED",
    "LOCATION",
    "AMDGCNLexer",
    "MLIRLexer",
    "SASSLexer",
    "highlight",
    "lexer_for_stage",
]

#: ``loc(...)`` and ``#locN`` references: de-emphasized source locations.
LOCATION = Comment.Location
#: A Triton layout attribute whose kind is not one of the four below (e.g. ``#ttg.cga_layout``).
LAYOUT = Name.Label.Layout
#: Register ("distributed") layouts: ``#ttg.blocked``, ``#ttg.linear``, ``#ttg.slice``.
LAYOUT_BLOCKED = LAYOUT.Blocked
#: Tensor-core layouts and their operands: ``#ttg.nvidia_mma``, ``#ttg.amd_mfma``, ``#ttg.dot_op``.
LAYOUT_MMA = LAYOUT.Mma
#: Shared-memory encodings: ``#ttg.swizzled_shared``, ``#ttg.nvmma_shared``, ``#ttg.amd_rotating_shared``.
LAYOUT_SHARED = LAYOUT.Shared
#: Memory spaces and tensor-memory encodings: ``#ttg.shared_memory``, ``#ttng.tensor_memory_encoding``.
LAYOUT_MEMORY = LAYOUT.Memory

# Alias references (``#blocked1``) are emitted with this type by the regex rules and resolved to
# a layout kind by MLIRLexer.get_tokens_unprocessed; it never leaves the lexer.
_UNRESOLVED_ALIAS = Name.Label.UnresolvedAlias


class _LosslessMixin:
    """Default ``stripnl`` and ``ensurenl`` to False so token values reproduce the input."""

    def __init__(self, **options: object) -> None:
        options.setdefault("stripnl", False)
        options.setdefault("ensurenl", False)
        super().__init__(**options)  # type: ignore[call-arg]


# ======================================================================================
# MLIR
# ======================================================================================

#: Dialects whose ``#dialect.kind`` attributes are Triton layouts or memory spaces.
_LAYOUT_DIALECTS = frozenset({"ttg", "ttng", "amdgpu", "nvgpu", "nvws", "triton_gpu", "triton_nvidia_gpu"})

_LAYOUT_KINDS: dict[str, _TokenType] = {
    "blocked": LAYOUT_BLOCKED,
    "linear": LAYOUT_BLOCKED,
    "slice": LAYOUT_BLOCKED,
    "nvidia_mma": LAYOUT_MMA,
    "amd_mfma": LAYOUT_MMA,
    "amd_wmma": LAYOUT_MMA,
    "mma": LAYOUT_MMA,
    "mfma": LAYOUT_MMA,
    "wmma": LAYOUT_MMA,
    "dot_op": LAYOUT_MMA,
    "shared_memory": LAYOUT_MEMORY,
    "tensor_memory": LAYOUT_MEMORY,
    "tensor_memory_encoding": LAYOUT_MEMORY,
    "tensor_memory_scales_encoding": LAYOUT_MEMORY,
}

# Alias names Triton's printer derives from the kind, for texts that lack the definitions
# (a slice of a dump): #blocked2, #linear1, #mma, #shared1, #smem, #tmem …
_ALIAS_NAME_KINDS: tuple[tuple[tuple[str, ...], _TokenType], ...] = (
    (("#blocked", "#linear", "#slice"), LAYOUT_BLOCKED),
    (("#mma", "#mfma", "#wmma", "#dot_op"), LAYOUT_MMA),
    (("#smem", "#tmem"), LAYOUT_MEMORY),
    (("#shared",), LAYOUT_SHARED),
)

# Alias definitions, scanned before lexing so references resolve to their kind (compiled on
# first use, like the lexers' own rules, to keep the import cheap).
# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], ...}>
_ALIAS_DEF = r"^(#[A-Za-z_][\w$-]*)[ \t]*=[ \t]*#(\w+)\.(\w+)"


@functools.cache
def _alias_def_re() -> re.Pattern[str]:
    return re.compile(_ALIAS_DEF, re.MULTILINE)


def _layout_kind(dialect: str, kind: str) -> _TokenType:
    """The token type of the attribute ``#dialect.kind``."""
    if dialect not in _LAYOUT_DIALECTS:
        return Name.Label
    if kind in _LAYOUT_KINDS:
        return _LAYOUT_KINDS[kind]
    if kind.endswith("shared") or "shared_" in kind:
        return LAYOUT_SHARED
    return LAYOUT


def _alias_kind_from_name(alias: str) -> _TokenType:
    for prefixes, ttype in _ALIAS_NAME_KINDS:
        if alias.startswith(prefixes):
            return ttype
    return Name.Label


def _dialect_attribute(lexer: Lexer, match: re.Match[str]) -> Iterator[tuple[int, _TokenType, str]]:
    yield match.start(), _layout_kind(match.group(1), match.group(2)), match.group()


def _balanced_loc(depth: int) -> str:
    """``loc(...)`` on one line, with up to ``depth`` levels of nested parentheses."""
    atom = r'"(?:[^"\\\n]|\\.)*"|[^()"\n]'
    inner = f"(?:{atom})*"
    for _ in range(depth):
        inner = rf"(?:{atom}|\({inner}\))*"
    return rf"loc\({inner}\)"


# MLIR_ENABLE_DUMP snapshot headers, including the pipeliner's internal dumps.
# e.g. // -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //
# e.g. // -----// SoftwarePipeliner internal IR Dump After: LowerLoops
_MLIR_HEADING = r"^//[ \t]*-----//[^\n]*"
# e.g. // This is a comment
_MLIR_COMMENT = r"//[^\n]*"
# A source location, nested up to 5 deep.
# e.g. %4 = tt.load %3, %mask_4 : tensor<1024x!tt.ptr<f32>> loc(#loc7)
# e.g. %n: i32 loc("n"(#loc))    and    loc(callsite(#loc13 at #loc14))
_MLIR_LOC = _balanced_loc(5)
# A whole location-alias definition line.
# e.g. #loc59 = loc(callsite(#loc13 at #loc14))
_MLIR_LOC_DEF = r"^#loc\w*[ \t]*=[ \t]*" + _MLIR_LOC
# A location alias reference. e.g. tt.return loc(#loc)   (inside) / #loc12 (in a fused list)
_MLIR_LOC_ALIAS = r"#loc\d*(?![\w$.-])"
# A dialect attribute; group 1 is the dialect, group 2 the kind.
# e.g. #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], ...}>
# e.g. #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], ...}>
_MLIR_DIALECT_ATTR = r"#([A-Za-z_][\w$]*)\.([\w$]+)(?:\.[\w$]+)*"
# An attribute alias reference or definition.
# e.g. %9 = ttg.convert_layout %c : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked>
_MLIR_ALIAS = r"#[A-Za-z_][\w$-]*"
# A dialect type or type alias.
# e.g. %a_ptr: !tt.ptr<f16>      !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>      !llvm.ptr<3>
_MLIR_DIALECT_TYPE = r"![A-Za-z_][\w$]*(?:\.[\w$]+)*"
# An SSA value, with an optional result number.
# e.g. %offs_m_7 = arith.addi %offs_m_5, %offs_m_2 : ...      scf.yield %a, %b, %acc_60#0 : ...
_MLIR_SSA = r"%[\w$.-]+(?:#\d+)?"
# A symbol. e.g. tt.func public @matmul_kernel(%a_ptr: ...)     llvm.mlir.global external @global_smem()
_MLIR_SYMBOL = r'@(?:[\w$.-]+|"(?:[^"\\\n]|\\.)*")'
# A block label. e.g. ^bb0(%arg4: f32 loc(...), %arg5: f32 loc(...)):
_MLIR_BLOCK_LABEL = r"\^[\w$.-]+"
# A quoted attribute key. e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ...}
_MLIR_QUOTED_KEY = r'"[^"\n]*"(?=[ \t]*=(?![=>]))'
# A bare attribute key. e.g. {tt.divisibility = 16 : i32}     {axis = 1 : i32}     <{sizePerThread = [1, 1]
_MLIR_KEY = r"[A-Za-z_][\w$]*(?:\.[\w$-]+)*(?=[ \t]*=(?![=>]))"
# A unit attribute (a key without a value) in a dictionary.
# e.g. %offs_9 = ttg.warp_id {omitUniformHint} loc(#loc18)     {tt.num_stages = 3 : i32, tt.scheduled_max_stage}
_MLIR_UNIT_ATTR = r"(?:(?<=\{)|(?<=, ))[A-Za-z_][\w$]*(?:\.[\w$-]+)*(?=[ \t]*[,}])"
# An op in generic form. e.g. %30 = "tt.reduce"(%29) <{axis = 1 : i32}> ({
_MLIR_GENERIC_OP = r'"[A-Za-z_][\w$]*(?:\.[\w$]+)+"(?=\()'
# e.g. llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;", "=r,l,b" ...
_MLIR_STRING = r'"(?:[^"\\\n]|\\.)*"'
# An op name (custom form). e.g. %a_54 = ttg.local_alloc %a_53 : ...     ttng.fence_async_shared {...}
# e.g. %5 = rocdl.mfma.f32.32x32x8f16 %1, %2, %3 ...       nvvm.barrier0
_MLIR_OP = r"[A-Za-z_][\w$]*(?:\.[\w$]+)+"
# The shape part of a shaped type. e.g. tensor<128x64xf16, #blocked>   tensor<1024x!tt.ptr<f32>>   tensor<?xi32>
_MLIR_SHAPE = r"(?:(?:\d+|\?)x)+(?=[A-Za-z!?])"
# A builtin scalar type. e.g. %c128_i32 = arith.constant 128 : i32     f8E4M3FN     bf16     index
_MLIR_SCALAR_TYPE = r"(?:[su]?i\d+|f\d+(?:E\d+M\d+[A-Z0-9]*)?|bf16|tf32|index|none)(?![\w$.])"
# A type constructor or type keyword. e.g. tensor<128x128xf32, #mma>     vector<4xf16>
# e.g. %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr<3>, i32)>       !llvm.void
_MLIR_TYPE_WORD = r"(?:tensor|memref|vector|complex|tuple|struct|vec)(?=<)|(?:mutable|ptr|void)(?![\w$.])"
# e.g. dense<0xFF800000>
_MLIR_HEX = r"0x[0-9A-Fa-f]+(?![\w$])"
# e.g. arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>     1.44269502 : f32
_MLIR_FLOAT = r"[-+]?\d+\.\d*(?:[eE][-+]?\d+)?"
# e.g. arith.constant -2147483648 : i64
_MLIR_INT = r"[-+]?\d+"
# e.g. tt.get_program_id x       attributes {noinline = false}       tt.func public @k(...)
_MLIR_IDENT = r"[^\W\d][\w$]*"


# Words of the ops' custom syntax. e.g. %acc:3 = scf.for %k = %c0_i32 to %1 step %c1_i32 iter_args(...)
# e.g. module attributes {...}     tt.func public @k(...)     %3 = llvm.getelementptr inbounds %1[%2] ...
_MLIR_KEYWORDS = (
    "module attributes public private nested external internal to step iter_args ins outs default"
    r" partition\d* num_warps dense dense_resource array affine_map distinct unit at callsite fused unknown"
    " has_side_effects overflow inbounds disjoint nuw nsw exact nneg volatile syncscope monotonic acquire"
    " release acq_rel seq_cst else mask other tokens"
).split()
# Comparison predicates. e.g. %mask_4 = arith.cmpi slt, %offs_3, %mask : tensor<1024xi32>
_MLIR_PREDICATES = "eq ne slt sle sgt sge ult ule ugt uge oeq ogt oge olt ole one ord ueq une uno".split()


def _words(*words: str) -> str:
    return r"(?:" + "|".join(words) + r")(?![\w$.-])"


class MLIRLexer(_LosslessMixin, RegexLexer):
    """Lexer for Triton's MLIR (TTIR, TTGIR and every ``MLIR_ENABLE_DUMP`` snapshot).

    Knows the dialects Triton prints: tt, ttg, ttng, amdgpu, nvgpu, nvws, scf, arith, math, cf,
    gpu, llvm, nvvm, rocdl, builtin. See the module docstring for the token types. Attribute
    alias references (``#blocked1``) take the kind of their definition in the same text
    (``#blocked1 = #ttg.blocked<...>``), or, without one, the kind Triton's alias names imply.
    """

    name = "MLIR (Triton)"
    aliases = ["mlir", "ttir", "ttgir"]
    filenames = ["*.mlir", "*.ttir", "*.ttgir"]
    mimetypes = ["text/x-mlir"]
    url = "https://mlir.llvm.org/docs/LangRef/"

    # Ordered for speed as well as precedence: whitespace and plain punctuation make up most
    # tokens, and no other rule starts with one of those characters.
    tokens = {
        "root": [
            (r"[ \t]+|\n", Whitespace),
            (r"[,<>:=\[\](){}*]", Punctuation),
            (_MLIR_SSA, Name.Variable),
            (_MLIR_HEADING, Generic.Heading),
            (_MLIR_COMMENT, Comment.Single),
            (_MLIR_LOC_DEF, LOCATION),
            (_MLIR_LOC, LOCATION),
            (r"loc(?=\()", LOCATION),  # an unbalanced loc( in a slice of a line
            (_MLIR_LOC_ALIAS, LOCATION),
            (_MLIR_DIALECT_ATTR, _dialect_attribute),
            (_MLIR_ALIAS, _UNRESOLVED_ALIAS),
            (_MLIR_DIALECT_TYPE, Keyword.Type),
            (_MLIR_SYMBOL, Name.Function),
            (_MLIR_BLOCK_LABEL, Name.Label.Block),
            (_MLIR_QUOTED_KEY, Name.Attribute),
            (_MLIR_GENERIC_OP, Name.Builtin),
            (_MLIR_STRING, String.Double),
            (r'"', String.Double),  # an unterminated string in a slice
            (_MLIR_KEY, Name.Attribute),
            (_MLIR_HEX, Number.Hex),
            (_MLIR_SHAPE, Keyword.Type),
            (_MLIR_FLOAT, Number.Float),
            (_MLIR_INT, Number.Integer),
            (_MLIR_SCALAR_TYPE, Keyword.Type),
            (_MLIR_TYPE_WORD, Keyword.Type),
            (_MLIR_UNIT_ATTR, Name.Attribute),
            (_MLIR_OP, Name.Builtin),
            (_words("true", "false"), Keyword.Constant),
            (_words(*_MLIR_KEYWORDS), Keyword),
            (_words(*_MLIR_PREDICATES), Keyword.Pseudo),
            (_MLIR_IDENT, Name),
            (r"->", Punctuation),
            (r"\s", Whitespace),  # \r, \f, \v and Unicode spaces
            (r".", Punctuation),
        ],
    }

    def get_tokens_unprocessed(
        self, text: str, stack: tuple[str, ...] = ("root",)
    ) -> Iterator[tuple[int, _TokenType, str]]:
        """Tokens of ``text``, with attribute alias references resolved to their layout kind."""
        defined = {m.group(1): _layout_kind(m.group(2), m.group(3)) for m in _alias_def_re().finditer(text)}
        for index, ttype, value in super().get_tokens_unprocessed(text, stack):
            if ttype is _UNRESOLVED_ALIAS:
                ttype = defined.get(value) or _alias_kind_from_name(value)
            yield index, ttype, value


# ======================================================================================
# SASS
# ======================================================================================

# nvdisasm section banners. e.g. //--------------------- .text.matmul_kernel       --------------------------
_SASS_BANNER = r"^[ \t]*//-{3,}[^\n]*"
# nvdisasm -g / -gi line info. e.g. //## File "/tmp/k.py", line 43 inlined at "/tmp/k.py", line 20
_SASS_LINE_INFO = r"//##[^\n]*"
# Instruction offset. e.g.         /*0120*/                   LDG.E.128 R4, desc[UR6][R2.64] ;
_SASS_OFFSET = r"/\*[0-9a-fA-F]{4,}\*/"
# Instruction encoding (cuobjdump, nvdisasm -hex). e.g.  ... S2R R25, SR_CTAID.Y ;   /* 0x0000000000197919 */
_SASS_ENCODING = r"/\*[ \t]*0x[0-9a-fA-F]+[ \t]*\*/"
# get_sass() control codes (wait mask:read barrier:write barrier:yield:stall).
# e.g. --:-:0:-:1\tLDC R1, c[0x0][0x28];
_SASS_CONTROL = r"^[-\d]{2}:[-\d]:[-\d]:[-Y]:[0-9a-fA-F]+"
# get_sass()/cuobjdump function header. e.g. Function:matmul_kernel      \t\tFunction : matmul_kernel
_SASS_FUNCTION = r"(Function)([ \t]*:[ \t]*)([\w$.]+)"
# A local label. e.g. .L_x_3:      LBB0:      .text.matmul_kernel:
_SASS_LOCAL_LABEL = r"^([ \t]*)(\.[\w$.]+|LBB\d+)(:)"
# A function label. e.g. matmul_kernel:
_SASS_FUNCTION_LABEL = r"^([ \t]*)([A-Za-z_$][\w$.]*)(:)(?=[ \t]*$)"
# A predicate guard. e.g.         /*0300*/              @!P0 BRA `(.L_x_0) ;
_SASS_GUARD = r"@!?U?P(?:\d+|T)"
# An opcode with its modifiers. e.g. HGMMA.64x128x16.F32 R24, gdesc[UR4], RZ, !UPT ;
_SASS_OPCODE = r"[A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_]+)*(?=[ \t;]|$)"
# An opcode at the start of a line without an offset (raw SASS). e.g.  @P0 BRA `(.L_x_1) ;
_SASS_LINE_OPCODE = r"^([ \t]*)(" + _SASS_GUARD + r")?([ \t]*)(" + _SASS_OPCODE + ")"
# A constant-bank operand. e.g. LDC R1, c[0x0][0x28] ;     ULDC.64 UR26, c[0x0][0x208] ;
_SASS_CONST_BANK = r"c[xX]?\[[^\]\n]*\]\[[^\]\n]*\]"
# Zero/true registers and special registers. e.g. CS2R R92, SRZ ;     S2R R25, SR_CTAID.Y ;
_SASS_SPECIAL_REG = r"(?:RZ|URZ|PT|UPT|SRZ|PR|UPR|SR_[\w]+(?:\.[A-Z]+)?|SR\d+|SB\d+|gsb\d+)(?![\w$])"
# Predicate registers. e.g. ISETP.GE.AND P0, PT, R24, 0x40, PT ;
_SASS_PREDICATE = r"U?P\d+(?![\w$])"
# General, uniform and barrier registers with their suffixes. e.g. LDG.E.128 R4, desc[UR6][R2.64] ;
_SASS_REGISTER = r"(?:U?R\d+|B\d+)(?:\.[A-Za-z0-9_]+)*(?![\w$])"
# A memory descriptor. e.g. HGMMA.64x128x16.F32 R88, gdesc[UR4].tnspB, R88 ;
_SASS_DESC = r"(?:g?desc|tmem)(?=\[)"
# e.g. BRA `(.L_x_2);      BRA LBB0;      .size matmul_kernel,(.L_x_3 - matmul_kernel)
_SASS_LABEL_REF = r"\.L[\w$.]*|LBB\d+(?![\w$])"
# e.g. VIADD R1, R1, 0xfffffcb8 ;     IADD3 R4, -R4, 0x1, RZ ;
_SASS_HEX = r"[-+]?0x[0-9a-fA-F]+"
# e.g. FMUL R3, R3, 1.4426950216293334961 ;     FSEL R0, R0, +INF , P0 ;
_SASS_FLOAT = r"[-+]?(?:\d+\.\d*(?:[eE][-+]?\d+)?|INF|QNAN|NAN)(?![\w$])"
_SASS_INT = r"[-+]?\d+"
# e.g. .section .text.matmul_kernel,"ax",@progbits      .align 128
_SASS_DIRECTIVE = r"\.[A-Za-z_][\w.$]*"


class SASSLexer(_LosslessMixin, RegexLexer):
    """Lexer for NVIDIA SASS as printed by ``nvdisasm`` (with ``-g``/``-gi``/``-hex``),
    ``cuobjdump -sass`` and ``triton.tools.disasm.get_sass``.

    Note: Pygments' own ``sass`` alias is the CSS preprocessor; get this lexer from
    :func:`lexer_for_stage` or by class, not through ``pygments.lexers.get_lexer_by_name``.
    """

    name = "SASS (NVIDIA)"
    aliases = ["sass"]
    filenames: list[str] = []
    mimetypes = ["text/x-nvidia-sass"]
    url = "https://docs.nvidia.com/cuda/cuda-binary-utilities/"

    tokens = {
        "root": [
            # Line-anchored rules first: they include the line's indentation.
            (_SASS_BANNER, Generic.Subheading),
            (_SASS_CONTROL, Comment.Special, "instruction"),
            (_SASS_LOCAL_LABEL, bygroups(Whitespace, Name.Label, Punctuation)),
            (_SASS_FUNCTION_LABEL, bygroups(Whitespace, Name.Function, Punctuation)),
            (_SASS_LINE_OPCODE, bygroups(Whitespace, Name.Decorator, Whitespace, Keyword), "operands"),
            (r"\n", Whitespace),
            (r"[ \t]+", Whitespace),
            (_SASS_LINE_INFO, Comment.Preproc),
            (_SASS_OFFSET, Comment.Special, "instruction"),
            (_SASS_ENCODING, Comment.Multiline),
            (r"/\*[^\n]*?\*/", Comment.Multiline),
            (r"//[^\n]*", Comment.Single),
            (_SASS_FUNCTION, bygroups(Keyword, Punctuation, Name.Function)),
            (_SASS_DIRECTIVE, Keyword.Pseudo),
            (r'@"(?:[^"\\\n]|\\.)*"', String.Double),
            (r"@[\w$]+", Name.Attribute),
            (r'"(?:[^"\\\n]|\\.)*"', String.Double),
            (r"(?:code for|arch|code version|host|compile_size)(?![\w$])", Keyword),
            (r"sm_\d+\w*", Name.Builtin),
            (_SASS_HEX, Number.Hex),
            (_SASS_INT, Number.Integer),
            (r"[A-Za-z_$][\w$]*", Name),
            (r".", Punctuation),
        ],
        "instruction": [
            (r"[ \t]+", Whitespace),
            (_SASS_GUARD, Name.Decorator),
            (r"\{", Punctuation),
            (_SASS_OPCODE, Keyword, ("#pop", "operands")),
            default("#pop"),
        ],
        "operands": [
            (r"\n", Whitespace, "#pop"),
            (r"[ \t]+", Whitespace),
            (_SASS_ENCODING, Comment.Multiline),
            (r"/\*[^\n]*?\*/", Comment.Multiline),
            (_SASS_LINE_INFO, Comment.Preproc),
            (r"//[^\n]*", Comment.Single),
            (r"[;,]", Punctuation),
            (_SASS_CONST_BANK, Name.Constant),
            (_SASS_DESC, Name.Builtin),
            (_SASS_SPECIAL_REG, Name.Builtin),
            (_SASS_PREDICATE, Name.Variable.Magic),
            (_SASS_REGISTER, Name.Variable),
            (_SASS_LABEL_REF, Name.Label),
            (_SASS_HEX, Number.Hex),
            (_SASS_FLOAT, Number.Float),
            (_SASS_INT, Number.Integer),
            (r"\.[A-Za-z_][\w]*", Name.Attribute),  # gdesc[UR4].tnspB
            (r"[!~|-]", Operator),
            (r'"(?:[^"\\\n]|\\.)*"', String.Double),
            (r"[A-Za-z_$][\w$.]*", Name),
            (r".", Punctuation),
        ],
    }


# ======================================================================================
# AMDGCN
# ======================================================================================

# e.g.   s_waitcnt lgkmcnt(0)       ; wait for the kernel arguments
_GCN_COMMENT = r"(?:;|//)[^\n]*"
# e.g. /* a block comment */
_GCN_BLOCK_COMMENT = r"/\*(?:[^*]|\*(?!/))*\*/"
# A local label. e.g. .LBB0_132:      .Ltmp0:     .Lfunc_begin0:
_GCN_LOCAL_LABEL = r"^([ \t]*)(\.L[\w$.]*)(:)"
# A global label. e.g. matmul_kernel:                          ; @matmul_kernel
_GCN_LABEL = r"^([ \t]*)([A-Za-z_$.][\w$.]*)(:)(?![^\s;])"
# Start of the code-object metadata (YAML until .end_amdgpu_metadata). e.g. \t.amdgpu_metadata
_GCN_METADATA_START = r"^([ \t]*)(\.amdgpu_metadata)(?![\w.])"
# e.g. \t.end_amdgpu_metadata
_GCN_METADATA_END = r"^([ \t]*)(\.end_amdgpu_metadata)"
# A directive. e.g. \t\t.amdhsa_next_free_vgpr 308      .p2align 8      .set .Lmatmul_kernel.num_vgpr, 256
_GCN_DIRECTIVE = r"^([ \t]*)(\.[A-Za-z_][\w$.]*)"
# A mnemonic. e.g. \tv_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]
_GCN_MNEMONIC = r"^([ \t]*)([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)(?=[ \t]|$)"
# A register range. e.g. global_load_dwordx4 v[4:7], v[2:3], off       s_load_dwordx8 s[4:11], s[0:1], 0x8
_GCN_REGISTER_RANGE = r"(?:[vsa]|acc|ttmp)\[\d+(?::\d+)?\]"
# A single register. e.g. v_writelane_b32 v254, s8, 0      v_accvgpr_read_b32 v0, a0
_GCN_REGISTER = r"(?:[vsa]|ttmp)\d+(?![\w$])"
# Special registers and operands. e.g. s_and_saveexec_b64 s[0:1], vcc       s_or_b64 exec, exec, s[0:1]
_GCN_SPECIAL = (
    r"(?:vcc(?:_lo|_hi)?|exec(?:_lo|_hi)?|m0|scc|vccz|execz|off|null|flat_scratch(?:_lo|_hi)?"
    r"|xnack_mask(?:_lo|_hi)?|lds_direct|src_[a-z_]+|tba(?:_lo|_hi)?|tma(?:_lo|_hi)?)(?![\w$])"
)
# A modifier with a value. e.g. ds_write_b16 v211, v72 offset:2048      v_mfma... cbsz:1 abid:0 blgp:0
_GCN_MODIFIER_KV = r"([a-z_][a-z0-9_]*)(:)"
# A function-like operand. e.g. s_waitcnt vmcnt(0) lgkmcnt(0)      s_getreg_b32 s0, hwreg(HW_REG_MODE)
_GCN_MODIFIER_CALL = r"([a-z_][a-z0-9_]*)(\()"
# A flag modifier. e.g. buffer_load_dwordx4 v[0:3], v4, s[8:11], 0 offen      global_load_dword v1, v[2:3], off sc0 sc1
_GCN_FLAG = (
    r"(?:glc|slc|dlc|scc|nt|sc0|sc1|lds|idxen|offen|addr64|clamp|gds|tfe|lwe|unorm|da|a16|d16|r128"
    r"|row_mask|bank_mask|bound_ctrl|high|mul|div|omod|neg|abs|sext|format)(?![\w$])"
)
# e.g. s_cbranch_scc1 .LBB0_132      .long .Ldebug_info_end0-.Ldebug_info_start0
_GCN_LABEL_REF = r"\.L[\w$.]*"
# e.g. .type matmul_kernel,@function       .section .rodata,"a",@progbits
_GCN_AT_WORD = r"@[\w$]+"
# e.g. v_mov_b32_e32 v1, 0x80       .p2alignl 6, 3212836864       v_fma_f32 v0, v1, -4.0, v2
_GCN_HEX = r"[-+]?0x[0-9a-fA-F]+"
_GCN_FLOAT = r"[-+]?\d+\.\d*(?:[eE][-+]?\d+)?"
_GCN_INT = r"[-+]?\d+"
# e.g. .ascii "\341\177"       .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
_GCN_STRING = r'"(?:[^"\\\n]|\\.)*"'
# YAML key in the metadata. e.g.   - .agpr_count:     52       amdhsa.kernels:
_GCN_YAML_KEY = r"([.\w$-]+)(:)(?=[ \t]|$)"


class AMDGCNLexer(_LosslessMixin, RegexLexer):
    """Lexer for AMD GCN/CDNA/RDNA assembly as Triton's HIP backend prints it (``asm["amdgcn"]``):
    instructions, ``v[...]``/``s[...]``/``a[...]`` registers, ``.amdhsa_*`` directives, labels,
    ``;`` comments and the ``.amdgpu_metadata`` YAML block.
    """

    name = "AMDGCN"
    aliases = ["amdgcn"]
    filenames = ["*.amdgcn"]
    mimetypes = ["text/x-amdgcn"]
    url = "https://llvm.org/docs/AMDGPUUsage.html"

    tokens = {
        "root": [
            # Every line starts here; the line-anchored rules include its indentation, and the
            # rest of the line (or a line none of them matches) is lexed as operands.
            (r"\n", Whitespace),
            (_GCN_LOCAL_LABEL, bygroups(Whitespace, Name.Label, Punctuation)),
            (_GCN_LABEL, bygroups(Whitespace, Name.Function, Punctuation)),
            (_GCN_METADATA_START, bygroups(Whitespace, Keyword.Pseudo), "metadata"),
            (_GCN_DIRECTIVE, bygroups(Whitespace, Keyword.Pseudo), "operands"),
            (_GCN_MNEMONIC, bygroups(Whitespace, Keyword), "operands"),
            default("operands"),
        ],
        "operands": [
            (r"\n", Whitespace, "#pop"),
            (r"[ \t]+", Whitespace),
            (_GCN_COMMENT, Comment.Single),
            (_GCN_BLOCK_COMMENT, Comment.Multiline),
            (_GCN_REGISTER_RANGE, Name.Variable),
            (_GCN_REGISTER, Name.Variable),
            (_GCN_SPECIAL, Name.Builtin),
            (_GCN_MODIFIER_KV, bygroups(Name.Attribute, Punctuation)),
            (_GCN_MODIFIER_CALL, bygroups(Name.Attribute, Punctuation)),
            (_GCN_FLAG, Name.Attribute),
            (_GCN_LABEL_REF, Name.Label),
            (_GCN_AT_WORD, Name.Attribute),
            (_GCN_STRING, String.Double),
            (_GCN_HEX, Number.Hex),
            (_GCN_FLOAT, Number.Float),
            (_GCN_INT, Number.Integer),
            (r"[A-Za-z_$.][\w$.]*", Name),
            (r".", Punctuation),
        ],
        "metadata": [
            (_GCN_METADATA_END, bygroups(Whitespace, Keyword.Pseudo), "#pop"),
            (r"\n", Whitespace),
            (r"[ \t]+", Whitespace),
            (r"#[^\n]*", Comment.Single),
            (r"^(?:---|\.\.\.)(?=\s|$)", Punctuation),
            (r"-(?=[ \t])", Punctuation),
            (_GCN_YAML_KEY, bygroups(Name.Attribute, Punctuation)),
            (r"(?:true|false)(?=\s|$)", Keyword.Constant),
            (r"[-+]?\d+(?:\.\d+)?(?=\s|$)", Number),
            (_GCN_STRING, String.Double),
            (r"[^\s#][^\n#]*", String),
            (r".", Punctuation),
        ],
    }


# ======================================================================================
# LLVM IR and PTX: Pygments' lexers, with catch-alls for syntax they predate
# ======================================================================================


@functools.cache
def _llvm_lexer_class() -> type[Lexer]:
    from pygments.lexer import inherit
    from pygments.lexers.asm import LlvmLexer

    class TritonLlvmLexer(_LosslessMixin, LlvmLexer):
        """Pygments' ``LlvmLexer`` plus catch-alls for newer syntax (``captures(none)``)."""

        name = "LLVM (Triton)"
        tokens = {
            "root": [
                # A metadata field, which LlvmLexer takes for a block label.
                # e.g. !12 = !DILocation(line: 14, column: 32, scope: !5)
                (r"(?:(?<=\()|(?<=, ))[A-Za-z_]\w*(?=:[ \t])", Name.Attribute),
                inherit,
                # e.g. define ptx_kernel void @k(ptr addrspace(1) nofree readnone captures(none) %0, ...
                (r"[^\W\d][\w.$-]*", Keyword),
                # e.g. a final "; comment" without a newline
                (r";[^\n]*", Comment),
                (r"\S", Punctuation),
            ],
        }

    return TritonLlvmLexer


@functools.cache
def _ptx_lexer_class() -> type[Lexer]:
    from pygments.lexer import inherit
    from pygments.lexers.ptx import PtxLexer

    class TritonPtxLexer(_LosslessMixin, PtxLexer):
        """Pygments' ``PtxLexer`` plus predicates (``@%p1 bra``) and ``::`` state spaces."""

        name = "PTX (Triton)"
        tokens = {
            "root": [
                # An instruction with a ::-qualified state space, which PtxLexer takes for a label.
                # e.g. fence.proxy.async.shared::cta;      mbarrier.try_wait.parity.shared::cta.b64 P1, [%r1], %r2;
                (r"[A-Za-z_][\w.]*::[\w.:]*", Keyword),
                inherit,
                # e.g. @%p1 bra $L__BB0_3;      @!%p2 st.global.v4.b32 [ %rd1 + 0 ], { %r1, ... };
                (r"@!?", Operator),
                # e.g. fence.proxy.async.shared::cta;
                (r"::?", Punctuation),
                (r"\S", Punctuation),
            ],
        }

    return TritonPtxLexer


#: Stage name → lexer factory.
_STAGE_LEXERS = {
    "ttir": MLIRLexer,
    "ttgir": MLIRLexer,
    "mlir": MLIRLexer,
    "sass": SASSLexer,
    "amdgcn": AMDGCNLexer,
}


def lexer_for_stage(stage: str) -> Lexer:
    """A new lexer instance for a pipeline stage's text.

    ``ttir``/``ttgir`` (and ``mlir``, for pass dumps) → :class:`MLIRLexer`; ``llir`` → Pygments'
    ``LlvmLexer``; ``ptx`` → Pygments' ``PtxLexer``; ``sass`` → :class:`SASSLexer`; ``amdgcn`` →
    :class:`AMDGCNLexer`; anything else → Pygments' ``TextLexer``. The LLVM and PTX lexers are
    thin subclasses that never emit ``Error`` on Triton's output. All are lossless
    (``stripnl=False``, ``ensurenl=False``). Stage names are case-insensitive.
    """
    key = stage.strip().lower()
    if key in _STAGE_LEXERS:
        return _STAGE_LEXERS[key]()
    if key == "llir":
        return _llvm_lexer_class()()
    if key == "ptx":
        return _ptx_lexer_class()()
    from pygments.lexers.special import TextLexer

    return TextLexer(stripnl=False, ensurenl=False)


#: Colours for the custom token types, added to a style that does not define them.
_EXTRA_STYLES = {
    LOCATION: "italic #808080",
    LAYOUT: "#5f87af",
    LAYOUT_BLOCKED: "#0087d7",
    LAYOUT_MMA: "bold #af00d7",
    LAYOUT_SHARED: "#d75f00",
    LAYOUT_MEMORY: "#5f8700",
}


@functools.cache
def style_with_ir_tokens(style: str | type) -> type:
    """The Pygments ``style`` (a name or a ``Style`` class) with colours for the layout-kind and location
    token types added where it has none (the terminal output and the TUI use it)."""
    from pygments.style import Style
    from pygments.styles import get_style_by_name

    base: type[Style] = get_style_by_name(style) if isinstance(style, str) else style
    extra = {ttype: rule for ttype, rule in _EXTRA_STYLES.items() if ttype not in base.styles}
    if not extra:
        return base
    return type(f"IR{base.__name__}", (base,), {"styles": {**base.styles, **extra}})


def highlight(text: str, stage: str, style: str = "default") -> str:
    """``text`` of a pipeline ``stage`` as ANSI-coloured text (256-colour terminal escapes).

    ``style`` is a Pygments style name (or a ``Style`` class); the layout-kind and location
    token types get colours of their own unless the style defines them. Nothing is added or
    dropped: without its escapes, the result is ``text`` (with ``\\r\\n`` as ``\\n``).
    """
    from pygments import highlight as pygments_highlight
    from pygments.formatters.terminal256 import Terminal256Formatter

    formatter = Terminal256Formatter(style=style_with_ir_tokens(style))
    return pygments_highlight(text, lexer_for_stage(stage), formatter)
