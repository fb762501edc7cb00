"""One typed model of a machine-code text (PTX, SASS, AMDGCN), parsed once and shared by the analyses.

Each instruction line becomes an :class:`Instruction`: its 1-based line, its text, its predicate (and whether it can
never run), its opcode split into a base and modifiers, its operands, the function it belongs to, and, for a memory
instruction, a :class:`MemoryAccess` (space, load/store/atomic/copy, bits per thread, vector count).
:func:`parse` builds a :class:`MachineCode`; :func:`shared` is the same parse memoized on the text, so that every
analysis of one report reads one parse (issue 23 item 1: "where PTX, SASS or AMDGCN need the same, do the same").

==========  =============================================================================================
``ptx``     ``[@p|@!p] opcode.mod.mod operands;`` (PTX ISA §4 "Syntax", §9.3 "Predicated execution").
            Functions: ``.entry`` kernels and ``.func`` bodies; ``.extern .func`` (``vprintf``) is a
            declaration without a body (§11.1 "Performance-tuning directives", §7 "Function declarations").
            Memory: ``ld``/``st``/``ldu`` with a state space ``.global .shared[::cta|::cluster] .local .const
            .param`` (§9.7.9.8 ``ld``, §9.7.9.10 ``st``; none: generic addressing), ``.vN`` vectors of a
            ``.b/.s/.u/.fN`` type; ``atom``/``red`` (§9.7.13.5, §9.7.13.6: ``.f16x2``/``.bf16x2`` one 32-bit
            word); ``cp.async.ca|cg.shared.global`` (§9.7.9.25: global → shared, cp-size bytes per thread);
            ``cp.async.bulk.tensor.Nd.DST.SRC`` (§9.7.9.25.5, TMA: one copy per CTA, no per-thread width);
            ``ldmatrix``/``stmatrix`` (§9.7.14.5.15-16: ``.xN`` 32-bit registers per thread, shared);
            ``tcgen05.ld``/``tcgen05.st`` (§9.7.16.8.3-4: tensor memory, space ``tmem``).
``sass``    ``/*0040*/ [@P0|@!P0|@!PT] OPCODE.MOD.MOD operands ;`` as ``cuobjdump -sass``/``nvdisasm``
            print it (CUDA Binary Utilities, "Instruction Set Reference"). ``@!PT`` (``@!UPT``), "not
            true", never runs: ptxas pads with ``@!PT LDS RZ, [RZ]``. Functions: the ``.text.NAME:``
            section labels. Memory: ``LDG``/``STG`` (global), ``LDGSTS`` (global → shared), ``UTMALDG``/
            ``UTMASTG`` (TMA), ``ATOMG``/``REDG`` (global atomics), ``ATOM``/``RED`` (generic atomics),
            ``LDS``/``STS``/``LDSM``/``STSM`` (shared), ``LDL``/``STL`` (local), ``LDC`` (constant); width
            from the ``.128``/``.64``/``.U16``/``.S8`` … modifier, 32 bits without one; an atomic's vector
            or packed type (``.F32x4`` 128, ``.F16x2`` 32), else ``.64``/``.F64`` … 64, else 32.
``amdgcn``  ``\\tmnemonic operands modifiers`` as LLVM's AMDGPU assembler prints it (LLVM "AMDGPU
            Instruction Syntax", "AMDGPU Modifier Syntax": ``offen``, ``idxen``, ``lds``, ``offset:N``,
            ``sc0``, ``glc`` …). Functions: labels declared ``.type NAME,@function``. Inlined AMD device
            runtime (``__ockl_*``: ``tl.device_print``'s printf) is marked per instruction
            (:attr:`Instruction.runtime`, rule in :func:`_amd_runtime`). Memory (AMD CDNA3 ISA §9
            "Global, Scratch and Flat", §10 "Buffer", §11 "LDS"): ``global_*``/``buffer_*``/``scratch_*``/
            ``flat_*`` loads, stores, atomics; ``buffer_load … lds``/``global_load_lds_*`` (global → LDS);
            ``ds_read*``/``ds_write*``/``ds_load*``/``ds_store*`` (LDS). Width: ``dwordxN`` 32·N bits,
            ``dword``/``b32`` 32, ``short``/``d16`` 16, ``byte`` 8; LDS: the mnemonic's first ``_bN``/``_uN``.
==========  =============================================================================================

Python locations come from :mod:`ir_explorer.ir.sourcemap` (SASS through its PTX), not read again here:
:meth:`MachineCode.python_location`. Malformed or cut text never raises: a line that is no instruction is left out.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

from ir_explorer.ir import sourcemap

STAGES = ("ptx", "sass", "amdgcn")
"""The stages :func:`parse` reads; any other gives an empty :class:`MachineCode`."""


@dataclass(frozen=True)
class MemoryAccess:
    """What one memory instruction does, per thread (or per CTA for a TMA copy)."""

    kind: str
    """``load``, ``store``, ``atomic`` (a read-modify-write, PTX ``atom``/``red``) or ``copy`` (memory to memory:
    ``cp.async``, ``LDGSTS``, TMA, ``buffer_load … lds``)."""
    space: str
    """The memory read (load, copy) or written (store, atomic): ``global``, ``shared``, ``local``, ``const``,
    ``param``, ``generic`` (PTX without a space, SASS ``ATOM``/``RED``), ``tmem`` (tcgen05 tensor memory); AMDGCN
    ``global``, ``buffer`` (global memory through a buffer resource), ``scratch``, ``flat``, ``lds``."""
    bits: int | None
    """Bits per thread of one instruction (vector count × element bits); ``None`` when not known (TMA copies,
    a type the model does not know)."""
    vector: int = 1
    """Vector count: PTX ``.vN``, AMDGCN ``dwordxN``, ``ldmatrix``'s ``.xN``; 1 otherwise."""
    dest: str | None = None
    """A copy's destination space (``shared``, ``global`` for a TMA store, ``lds``); ``None`` for the others."""
    tensor: bool = False
    """A TMA tensor copy (``cp.async.bulk.tensor``, ``UTMALDG``/``UTMASTG``): one per CTA, no per-thread width."""

    @property
    def global_memory(self) -> bool:
        """Whether it reads or writes global memory (AMDGCN ``buffer``, ``global``; not ``flat``): its space, or a
        copy's destination (a TMA store)."""
        return self.space in ("global", "buffer") or self.dest == "global"


@dataclass(frozen=True)
class Instruction:
    """One machine instruction (one line)."""

    line: int
    """1-based line in the stage's text."""
    text: str
    """The line without its leading/trailing blanks (and without a trailing ``//``/``;`` comment for PTX/AMDGCN)."""
    opcode: str
    """The whole opcode with its modifiers: ``ld.global.v4.b32``, ``LDG.E.128.CONSTANT``, ``global_load_dwordx4``."""
    base: str
    """The operation: ``ld``, ``LDG``; AMDGCN: the mnemonic (its parts are not modifiers)."""
    modifiers: tuple[str, ...]
    """PTX/SASS: the dot-separated parts after :attr:`base` (``global``, ``v4``, ``b32``); AMDGCN: the trailing
    modifier words (``offen``, ``lds``, ``offset:1024``, ``sc0``)."""
    operands: tuple[str, ...]
    """The comma-separated operands, as written (``{ %r1, %r2 }`` and ``[ %rd1 + 0 ]`` stay one operand)."""
    predicate: str | None = None
    """``%p1``, ``!%p1``, ``P0``, ``!PT``: the guard without its ``@``; ``None`` when unguarded."""
    function: str | None = None
    """The function the instruction is in: PTX ``.entry``/``.func`` name, SASS ``.text.NAME``, AMDGCN label."""
    runtime: str | None = None
    """AMDGCN: the AMD device-runtime function (``__ockl_printf_begin`` …) inlined here, when the code is not the
    kernel's own (:func:`_amd_runtime`); ``None`` otherwise."""
    memory: MemoryAccess | None = None
    """What it does to memory; ``None`` for an instruction that accesses none (as far as the model knows)."""

    @property
    def never(self) -> bool:
        """Whether it can never execute: SASS ``@!PT``/``@!UPT`` ("not true")."""
        return self.predicate in ("!PT", "!UPT")


@dataclass(frozen=True)
class Function:
    """One function of a machine-code module."""

    name: str
    first: int
    """1-based line of its header (PTX) or label."""
    last: int
    """1-based line where its body ends (inclusive); ``first`` for a declaration without a body."""
    kind: str
    """PTX ``entry``, ``func`` or ``extern`` (declared, defined elsewhere: ``vprintf``); SASS ``text``; AMDGCN
    ``function``. AMDGCN: up to its ``.Lfunc_endN`` label."""


@dataclass(frozen=True)
class MachineCode:
    """The instructions and functions of one PTX, SASS or AMDGCN text."""

    stage: str
    text: str = field(repr=False)
    instructions: tuple[Instruction, ...]
    functions: tuple[Function, ...]
    ptx: str | None = field(default=None, repr=False)
    """The PTX a SASS text's locations go through (:func:`sourcemap.python_lines`)."""

    def memory(self) -> Iterator[Instruction]:
        """The instructions that access memory, in order."""
        return (i for i in self.instructions if i.memory is not None)

    @cached_property
    def by_line(self) -> dict[int, Instruction]:
        """1-based line → its instruction."""
        return {i.line: i for i in self.instructions}

    @cached_property
    def _locations(self) -> list[tuple[str, int] | None]:
        return sourcemap.python_lines(self.stage, self.text, self.ptx)

    def python_location(self, line: int) -> tuple[str, int] | None:
        """``(python_file, python_line)`` of 1-based ``line`` (:func:`sourcemap.python_lines`), ``None`` if none."""
        locs = self._locations
        return locs[line - 1] if 0 < line <= len(locs) else None


# ---------------------------------------------------------------------------------- PTX
# e.g. 	@%p1 ld.global.v4.b32 	{ %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];
# e.g. 	cp.async.cg.shared.global [ %r147 + 0 ], [ %rd71 + 0 ], 0x10, %r148;
# e.g. 	bar.sync 	0;      e.g. 	ret;
_PTX_INSTR = re.compile(r"^\s*(?:@(?P<pred>!?%[\w$]+)\s+)?(?P<op>[a-z][\w.:]*)(?:\s+(?P<args>[^;]*?))?\s*;")
# e.g. .visible .entry sin_rows(     e.g. .func  (.param .b32 func_retval0) __nv_sinf(
# e.g. .extern .func  (.param .b32 func_retval0) vprintf
_PTX_FUNC = re.compile(r"^\s*(?P<mods>(?:\.visible\s+|\.weak\s+|\.extern\s+)*)\.(?P<kind>entry|func)\b[^(]*?"
                       r"(?:\([^)]*\)\s*)?(?P<name>[\w$]+)\s*(?:\(|$)")
_PTX_SPACES = ("global", "shared", "local", "const", "param")
_PTX_TYPE = re.compile(r"[bsuf](8|16|32|64|128)")
_PTX_VEC = re.compile(r"v(2|4|8)")
#: PTX atomic operand types → bits (``.f16x2``/``.bf16x2``: two halves in one 32-bit word).
_PTX_ATOM_BITS = {"b16": 16, "f16": 16, "bf16": 16, "b32": 32, "s32": 32, "u32": 32, "f32": 32, "f16x2": 32,
                  "bf16x2": 32, "b64": 64, "s64": 64, "u64": 64, "f64": 64, "b128": 128}
# e.g. x4
_PTX_MATRIX_N = re.compile(r"x(1|2|4)")


def _split_operands(args: str) -> tuple[str, ...]:
    """Split at the commas outside ``{}``/``[]``/``()``."""
    out: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(args):
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        elif ch == "," and depth <= 0:
            out.append(args[start:i].strip())
            start = i + 1
    tail = args[start:].strip()
    if tail or out:
        out.append(tail)
    return tuple(out)


def _ptx_memory(base: str, mods: tuple[str, ...], operands: tuple[str, ...]) -> MemoryAccess | None:
    """PTX ISA §9.7.9.8 (``ld``), §9.7.9.10 (``st``), §9.7.13.5-6 (``atom``/``red``), §9.7.9.25 (``cp.async``),
    §9.7.14.5.15-16 (``ldmatrix``/``stmatrix``), §9.7.16.8.3-4 (``tcgen05.ld/st``)."""
    plain = tuple(m.split("::")[0] for m in mods)
    space = next((m for m in plain if m in _PTX_SPACES), "generic")
    vec = next((int(v[1]) for m in mods if (v := _PTX_VEC.fullmatch(m))), 1)
    if base in ("ld", "st", "ldu"):
        ty = next((t for m in reversed(mods) if (t := _PTX_TYPE.fullmatch(m))), None)
        bits = vec * int(ty[1]) if ty else None
        return MemoryAccess("store" if base == "st" else "load", space, bits, vec)
    if base in ("atom", "red"):
        ty_bits = next((_PTX_ATOM_BITS[m] for m in reversed(mods) if m in _PTX_ATOM_BITS), None)
        return MemoryAccess("atomic", space, vec * ty_bits if ty_bits else None, vec)
    if base == "cp" and mods[:1] == ("async",):
        if len(mods) > 2 and mods[1] in ("ca", "cg") and plain[2:4] == ("shared", "global"):
            size = operands[2] if len(operands) > 2 else ""
            bits = int(size, 0) * 8 if re.fullmatch(r"0x[0-9a-fA-F]+|\d+", size) else None
            return MemoryAccess("copy", "global", bits, 1, dest="shared")
        if mods[1:3] == ("bulk", "tensor") and len(plain) > 5 and {plain[4], plain[5]} == {"shared", "global"}:
            return MemoryAccess("copy", plain[5], None, 1, dest=plain[4], tensor=True)
        return None
    if base in ("ldmatrix", "stmatrix"):
        n = next((int(x[1]) for m in mods if (x := _PTX_MATRIX_N.fullmatch(m))), 1)
        return MemoryAccess("load" if base == "ldmatrix" else "store", "shared", 32 * n, n)
    if base == "tcgen05" and mods[:1] in (("ld",), ("st",)):
        return MemoryAccess("load" if mods[0] == "ld" else "store", "tmem", None)
    return None


def _ptx(text: str) -> tuple[list[Instruction], list[Function]]:
    instructions: list[Instruction] = []
    functions: list[Function] = []
    lines = text.splitlines()
    current: str | None = None
    kind, first, depth, opened = "", 0, 0, False
    for no, raw in enumerate(lines, 1):
        line = raw.split("//", 1)[0]
        if current is None and (m := _PTX_FUNC.match(line)) is not None:
            if "extern" in m["mods"]:
                functions.append(Function(m["name"], no, no, "extern"))
                continue
            current, kind, first, depth, opened = m["name"], m["kind"], no, 0, False
        if current is not None:
            depth += line.count("{") - line.count("}")
            opened = opened or "{" in line
        ins = _PTX_INSTR.match(line)
        if ins is not None:  # outside a function only in a cut text (function None)
            op = ins["op"]
            base, *mods = op.split(".")
            operands = _split_operands(ins["args"] or "")
            instructions.append(Instruction(
                no, line.strip(), op, base, tuple(mods), operands, ins["pred"], current,
                memory=_ptx_memory(base, tuple(mods), operands)))
        if current is not None and opened and depth <= 0:
            functions.append(Function(current, first, no, kind))
            current = None
    if current is not None:  # a cut text: the body runs to its end
        functions.append(Function(current, first, len(lines), kind))
    return instructions, functions


# ---------------------------------------------------------------------------------- SASS
# e.g.         /*0180*/              @!P0 LDG.E.128 R16, desc[UR4][R2.64] ;
# e.g.         /*0ea0*/                   HGMMA.64x128x16.F32 R24, gdesc[UR4], R24, gsb0 ;
# e.g.         /*0450*/                   @!PT LDS RZ, [RZ] ;
_SASS_INSTR = re.compile(r"^\s*/\*[0-9a-f]+\*/\s+(?:@(?P<pred>!?U?P\w+)\s+)?(?P<base>[A-Z][A-Z0-9_]*)"
                         r"(?P<mods>(?:\.\w+)*)(?:\s+(?P<args>[^;]*?))?\s*;")
# e.g. .text.matmul_kernel:
_SASS_TEXT = re.compile(r"^\.text\.(?P<name>[\w$.]+):\s*$")
#: SASS width modifiers → bits (no modifier: 32).
_SASS_BITS = {"128": 128, "64": 64, "U16": 16, "S16": 16, "U8": 8, "S8": 8}
# e.g. LDS.U16   LDS.128   STS.64
_SASS_SHARED_BITS = re.compile(r"(?:U|S)?(8|16|32|64|128)")
# e.g. F32x4 in REDG.E.ADD.F32x4.FTZ.RN.STRONG.GPU (sm_90+: a vector of 4 f32, PTX red.global.add.v4.f32)
# e.g. F16x2 in REDG.E.ADD.F16x2.RN.STRONG.GPU (a packed pair, PTX red.global.add.noftz.f16x2)
_SASS_VECTOR = re.compile(r"(?:BF|F|U|S)?(?P<bits>\d+)x(?P<n>\d+)")
_SASS_MEM = {"LDG": ("load", "global"), "STG": ("store", "global"), "LDL": ("load", "local"),
             "STL": ("store", "local"), "LDC": ("load", "const"), "LDS": ("load", "shared"),
             "STS": ("store", "shared"), "LDSM": ("load", "shared"), "STSM": ("store", "shared"),
             "ATOMG": ("atomic", "global"), "REDG": ("atomic", "global"), "ATOM": ("atomic", "generic"),
             "RED": ("atomic", "generic"), "ATOMS": ("atomic", "shared")}


def _sass_memory(base: str, mods: tuple[str, ...]) -> MemoryAccess | None:
    """CUDA Binary Utilities, "Instruction Set Reference" (the opcodes); widths from the modifiers."""
    if base == "LDGSTS":
        return MemoryAccess("copy", "global", next((_SASS_BITS[m] for m in mods if m in _SASS_BITS), 32),
                            dest="shared")
    if base in ("UTMALDG", "UTMASTG"):
        src, dst = ("global", "shared") if base == "UTMALDG" else ("shared", "global")
        return MemoryAccess("copy", src, None, dest=dst, tensor=True)
    if base not in _SASS_MEM:
        return None
    kind, space = _SASS_MEM[base]
    if kind == "atomic":
        vector = next((v for m in mods if (v := _SASS_VECTOR.fullmatch(m))), None)
        if vector is not None:  # a vector or packed type: its element bits times its count
            return MemoryAccess(kind, space, int(vector["bits"]) * int(vector["n"]), int(vector["n"]))
        return MemoryAccess(kind, space, 64 if any(m in ("64", "F64", "U64", "S64") for m in mods) else 32)
    if space == "shared":
        w = next((int(x[1]) for m in mods if (x := _SASS_SHARED_BITS.fullmatch(m))), 32)
        return MemoryAccess(kind, space, w)
    return MemoryAccess(kind, space, next((_SASS_BITS[m] for m in mods if m in _SASS_BITS), 32))


def _sass(text: str) -> tuple[list[Instruction], list[Function]]:
    instructions: list[Instruction] = []
    starts: list[tuple[str, int]] = []
    current: str | None = None
    lines = text.splitlines()
    for no, line in enumerate(lines, 1):
        if (t := _SASS_TEXT.match(line)) is not None:
            current = t["name"]
            starts.append((current, no))
            continue
        m = _SASS_INSTR.match(line)
        if m is None:
            continue
        mods = tuple(m["mods"].split(".")[1:])
        instructions.append(Instruction(
            no, line.strip(), m["base"] + m["mods"], m["base"], mods, _split_operands(m["args"] or ""), m["pred"],
            current, memory=_sass_memory(m["base"], mods)))
    return instructions, [Function(n, s, e, "text") for (n, s), e in zip(starts, _ends(starts, len(lines)),
                                                                         strict=True)]


def _ends(starts: list[tuple[str, int]], n_lines: int) -> list[int]:
    """The last line of each function that runs up to the next one's start (the last: to the end)."""
    return [s[1] - 1 for s in starts[1:]] + ([n_lines] if starts else [])


# ---------------------------------------------------------------------------------- AMDGCN
# e.g. 	buffer_load_dwordx4 v[2:5], v10, s[24:27], 0 offen
# e.g. 	s_waitcnt vmcnt(0)      e.g. 	s_endpgm
_AMD_INSTR = re.compile(r"^\s+(?P<op>[a-z][a-z0-9_]*)(?:\s+(?P<args>.*?))?\s*$")
# e.g. 	.type	matmul_kernel,@function
_AMD_TYPE = re.compile(r"^\s*\.type\s+(?P<name>[\w$.]+)\s*,\s*@function")
# e.g. matmul_kernel:                          ; @matmul_kernel
_AMD_LABEL = re.compile(r"^(?P<name>[\w$.]+):")
# e.g. 	.loc	1 0 9 is_stmt 0                 ; fresh.py:0:9
_AMD_LOC = re.compile(r"^\s*\.loc\s+\d+\s+(?P<line>\d+)\b")
# e.g. .LBB0_75:                               ; %__ockl_printf_append_args.exit
_AMD_RUNTIME_EXIT = re.compile(r"^\S+:\s*;\s*%(?P<fn>__ockl_\w+?)\.exit\s*$")
# e.g. global_load_dwordx4 / buffer_store_short / global_atomic_add_f32 / scratch_load_dword / flat_store_byte
_AMD_VMEM = re.compile(r"(?P<seg>global|buffer|scratch|flat)_(?P<op>load|store|atomic)_(?P<suffix>\w+)")
_AMD_SIZE = re.compile(r"dwordx(\d)|dword|b(\d+)|[ui]?byte|[ui]8|[ui]?short|[ui]16|d16")
# e.g. ds_read_b128   ds_write_b16   ds_read2_b64   ds_read_b64_tr_b16   ds_add_u32
_AMD_DS = re.compile(r"ds_(?P<op>read|write|load|store|add|sub|rsub|inc|dec|min|max|and|or|xor|cmpst|cmpswap|wrxchg)"
                     r"(?P<rest>\w*)")
_AMD_DS_WIDTH = re.compile(r"_[bui](\d+)")


def _amd_bits(suffix: str) -> tuple[int | None, int]:
    """``(bits per thread, vector count)`` of a ``global_load_<suffix>``: ``dwordx4`` → 128, 4."""
    size = _AMD_SIZE.search(suffix)
    if size is None:
        return None, 1
    if size.group(1):
        return 32 * int(size.group(1)), int(size.group(1))
    if size.group(2):
        return int(size.group(2)), 1
    if size.group(0) == "dword":
        return 32, 1
    return (8 if "8" in size.group(0) or "byte" in size.group(0) else 16), 1


def _amd_memory(op: str, modifiers: tuple[str, ...]) -> MemoryAccess | None:
    """AMD CDNA3 ISA §9 (global/scratch/flat), §10 (buffer), §11 (LDS ``ds_*``)."""
    if (v := _AMD_VMEM.fullmatch(op)) is not None:
        space = v["seg"]
        if v["op"] == "atomic":
            wide = any(p in ("x2", "f64", "b64") for p in v["suffix"].split("_"))
            return MemoryAccess("atomic", space, 64 if wide else 32)
        bits, vec = _amd_bits(v["suffix"])
        if v["op"] == "load" and ("lds" in v["suffix"] or "lds" in modifiers):
            return MemoryAccess("copy", space, bits, vec, dest="lds")
        return MemoryAccess(v["op"], space, bits, vec)
    if (d := _AMD_DS.fullmatch(op)) is not None:
        kind = {"read": "load", "load": "load", "write": "store", "store": "store"}.get(d["op"], "atomic")
        w = _AMD_DS_WIDTH.search(op)
        return MemoryAccess(kind, "lds", int(w[1]) if w else None, 2 if d["rest"].startswith("2") else 1)
    return None


def _amd_runtime(lines: list[str]) -> dict[int, str]:
    """Line → the ``__ockl_*`` device-runtime function inlined there. ``tl.device_print`` lowers to calls of
    ``__ockl_printf_*`` (Triton's AMD ``PrintOpToLLVM``), linked from ROCm's device libraries and inlined. The
    inlined code has no debug location, so the ``.loc`` above it says line 0, and the inliner names the block after
    each call ``%NAME.exit`` (printed as a label's comment): a line under a line-0 ``.loc`` is ``NAME``'s when the
    next label reached before a real line's ``.loc`` is ``%__ockl_NAME.exit``."""
    out: dict[int, str] = {}
    pending: list[int] = []
    line_zero = False
    for no, line in enumerate(lines, 1):
        if (loc := _AMD_LOC.match(line)) is not None:
            line_zero = loc["line"] == "0"
            if not line_zero:
                pending.clear()
        elif (label := _AMD_RUNTIME_EXIT.match(line)) is not None:
            out.update(dict.fromkeys(pending, label["fn"]))
            pending.clear()
        elif line_zero:
            pending.append(no)
    return out


def amd_runtime_lines(amdgcn: str) -> dict[int, str]:
    """AMDGCN line (1-based) → the ``__ockl_*`` device-runtime function inlined there (:func:`_amd_runtime`), for
    the consistency rules that re-derive from the raw text which accesses are the runtime's. Never raises."""
    return _amd_runtime(amdgcn.splitlines())


def _amdgcn(text: str) -> tuple[list[Instruction], list[Function]]:
    lines = text.splitlines()
    runtime = _amd_runtime(lines)
    declared: set[str] = set()
    starts: list[tuple[str, int]] = []
    instructions: list[Instruction] = []
    closed: dict[int, int] = {}  # function index → its .Lfunc_end label's line
    current: str | None = None
    for no, raw in enumerate(lines, 1):
        if (t := _AMD_TYPE.match(raw)) is not None:
            declared.add(t["name"])
            continue
        if (lab := _AMD_LABEL.match(raw)) is not None:
            if lab["name"] in declared:
                current = lab["name"]
                starts.append((current, no))
            elif lab["name"].startswith(".Lfunc_end") and current is not None:
                closed[len(starts) - 1] = no
                current = None
            continue
        line = raw.split(";", 1)[0]
        m = _AMD_INSTR.match(line)
        if m is None:
            continue
        op, args = m["op"], m["args"] or ""
        operands = _split_operands(args)
        modifiers: tuple[str, ...] = ()
        if operands and (_AMD_VMEM.fullmatch(op) or op.startswith("ds_")):
            last = operands[-1].split()
            operands = (*operands[:-1], *last[:1])
            modifiers = tuple(last[1:])
        instructions.append(Instruction(no, line.strip(), op, op, modifiers, operands, None, current,
                                        runtime.get(no), _amd_memory(op, modifiers)))
    ends = _ends(starts, len(lines))
    for k, end in closed.items():
        ends[k] = end
    return instructions, [Function(n, s, e, "function") for (n, s), e in zip(starts, ends, strict=True)]


def parse(stage: str, text: str, ptx: str | None = None) -> MachineCode:
    """The :class:`MachineCode` of ``text`` of ``stage`` (``ptx``, ``sass``, ``amdgcn``; any other stage gives no
    instructions). ``ptx``: for SASS, the PTX its Python locations go through. Never raises on cut or odd text."""
    reader = {"ptx": _ptx, "sass": _sass, "amdgcn": _amdgcn}.get(stage)
    instructions, functions = reader(text) if reader is not None else ([], [])
    return MachineCode(stage, text, tuple(instructions), tuple(functions), ptx)


@functools.lru_cache(maxsize=16)
def shared(stage: str, text: str, ptx: str | None = None) -> MachineCode:
    """:func:`parse`, memoized on the text: the analyses of one report that read the same stage share one parse
    (they are handed the stage's text, not the :class:`~ir_explorer.analyses.findings.AnalysisInput`, so the parse is
    keyed by the text rather than carried beside ``AnalysisInput.model(stage)``). The cache holds the last 16 texts
    and their parses, a bound on its memory; :class:`MachineCode` is frozen, so sharing it across threads (the TUI's
    two report threads) is safe."""
    return parse(stage, text, ptx)
