"""The instructions that move data in and out of shared memory, counted in PTX, SASS and AMDGCN.

``cp.async``, ``cp.async.bulk.tensor``, ``ldmatrix``/``stmatrix``, ``ld/st.shared`` and ``atom/red.shared`` in
PTX; ``LDSM``/``STSM``, ``LDGSTS``, ``UTMALDG``/``UTMASTG``, ``LDS``/``STS`` and ``ATOMS`` in SASS; ``ds_read*``/
``ds_write*``, the LDS read-modify-writes (``ds_add_u32`` …) and loads to LDS in AMDGCN. The atomics are
``tl.histogram``'s bins (trial 9c F2: 32 ``atom.shared.add`` per thread that the list left out).
:func:`movement` gives a stage's static counts (one per line), the lines of each instruction and the plain
loads/stores under 32 bits per lane (:class:`Movement`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from ir_explorer.ir import machine

#: The SASS opcodes that move data in or out of shared memory (CUDA Binary Utilities, "Instruction Set Reference").
_SASS_OPS = ("LDSM", "STSM", "LDGSTS", "UTMALDG", "UTMASTG", "LDS", "STS", "ATOMS")


@dataclass(frozen=True)
class Movement:
    """Shared-memory instructions of one stage: ``{instruction: count}``, the 1-based lines of each,
    and the access widths in bits of plain loads/stores (``{bits: count}``)."""

    stage: str
    counts: Mapping[str, int]
    lines: Mapping[str, tuple[int, ...]]
    narrow: Mapping[str, int]
    """Plain shared loads/stores narrower than 32 bits per lane, by instruction."""


def movement(stage: str, text: str) -> Movement:
    """Count the shared-memory instructions in a PTX, SASS or AMDGCN stage (static counts, one per line), read from
    the shared machine-code model (:func:`ir_explorer.ir.machine.shared`). A SASS instruction predicated on ``!PT``
    (never true: ptxas's ``@!PT LDS RZ, [RZ]`` padding, :attr:`~ir_explorer.ir.machine.Instruction.never`) never
    runs and is not counted. Keys: PTX ``cp.async 16B`` (cp-size bytes), ``cp.async.bulk.tensor`` (and
    ``… (store)``), the ``ldmatrix``/``stmatrix`` opcode, ``ld.shared 128-bit``/``st.shared 32-bit``/
    ``atom.shared 32-bit`` (bits per lane); SASS the opcode with its modifiers; AMDGCN the ``ds_*`` mnemonic,
    ``buffer_load_dword (to LDS)``. Atomics never count as narrow."""
    counts: Counter[str] = Counter()
    lines: dict[str, list[int]] = {}
    narrow: Counter[str] = Counter()
    for ins in machine.shared(stage, text).memory():
        m = ins.memory
        if m is None or ins.never:
            continue
        key, plain = _key(stage, ins, m)
        if key is None:
            continue
        counts[key] += 1
        lines.setdefault(key, []).append(ins.line)
        if plain and m.bits is not None and m.bits < 32:
            narrow[key] += 1
    return Movement(stage, dict(counts), {k: tuple(v) for k, v in lines.items()}, dict(narrow))


def _key(stage: str, ins: machine.Instruction, m: machine.MemoryAccess) -> tuple[str | None, bool]:
    """The count key of a shared-memory instruction (``None`` for any other), and whether it is a plain load/store
    whose width per lane counts towards ``narrow``."""
    if stage == "ptx":
        if m.kind == "copy" and m.dest == "shared":
            return ("cp.async.bulk.tensor" if m.tensor else f"cp.async {(m.bits or 0) // 8}B"), False
        if m.kind == "copy" and m.tensor and m.space == "shared":
            return "cp.async.bulk.tensor (store)", False
        if ins.base in ("ldmatrix", "stmatrix"):
            return (ins.opcode.split(":")[0] if ins.base == "ldmatrix" else ins.opcode), False
        if ins.base in ("ld", "st") and m.space == "shared" and m.bits is not None:
            return f"{ins.base}.shared {m.bits}-bit", True
        if ins.base in ("atom", "red") and m.kind == "atomic" and m.space == "shared":
            return f"{ins.base}.shared {m.bits}-bit" if m.bits is not None else f"{ins.base}.shared", False
    elif stage == "sass":
        if ins.base in _SASS_OPS:
            return ins.opcode, ins.base in ("LDS", "STS")
    elif stage == "amdgcn":
        if m.space == "lds" and m.kind in ("load", "store"):
            return ins.opcode, True
        if m.space == "lds" and m.kind == "atomic":
            return ins.opcode, False
        if m.kind == "copy" and m.dest == "lds" and m.space in ("buffer", "global"):
            return f"{ins.opcode} (to LDS)", False
    return None, False
