"""The machine code's view of coalescing: each global load, store, atomic, async copy and TMA copy in PTX, SASS or
AMDGCN, and its width in bits per thread per access.

The machine code counts what the hardware will do: PTX ``ld.global.v4.b32`` (128 bits), ``cp.async.cg.shared.global
… 0x10`` (16 bytes), TMA ``cp.async.bulk.tensor``; SASS ``LDG.E.128``, ``LDGSTS.E.BYPASS.128``, ``UTMALDG``; AMDGCN
``global_load_dwordx4``/``buffer_load_dwordx4`` (:func:`machine_accesses`, sources in its docstring). This module
holds that parse, the ``info`` finding of each machine stage's widths (:func:`widths_finding`, :func:`widths_text`),
the AMD device-runtime code (``__ockl_*``) whose accesses are not the kernel's (:mod:`ir_explorer.ir.machine`,
:func:`runtime_findings`), and the join of a stage's accesses to their Python lines (:func:`machine_join`).
:mod:`ir_explorer.analyses.coalescing` composes it with the TTGIR's view (the layouts, and why an access is narrow).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ir_explorer.analyses.findings import AnalysisInput, Claim, Fact, Finding, Ref
from ir_explorer.analyses.metric_format import bits_text
from ir_explorer.ir import machine


@dataclass(frozen=True)
class Access:
    """One global-memory access instruction in machine code.

    ``kind`` is ``load``, ``store``, ``atomic`` (PTX ``atom.global``/``red.global``, SASS ``ATOMG``/``ATOM``/
    ``RED``/``REDG``, AMDGCN ``global_atomic_*``/``buffer_atomic_*``: a read-modify-write of global memory),
    ``async`` (``cp.async``/``LDGSTS``/``buffer_load … lds``: global to shared, per thread) or ``tma``
    (``cp.async.bulk.tensor``/``UTMALDG``/``UTMASTG``: one copy per CTA, no per-thread width) or ``table`` (a PTX
    load of a constant table such as libdevice's ``__cudart_i2opi_f``,
    :func:`~ir_explorer.analyses.local_memory.table_loads`: not a data load, left out of the load widths), or
    ``scalar`` (an AMDGCN ``s_load`` of data through a pointer argument, one per wave: counted apart from the per-thread
    loads) or ``scalar_untraced`` (an ``s_load`` whose base :mod:`ir_explorer.analyses.scalar_loads` does not trace),
    or ``cmpswap_read`` (an AMDGCN ``global_load_dword`` of the old word of an atomic's compare-and-swap loop,
    :func:`cmpswap_reads`: counted apart from the loads).
    ``bits`` is the width per thread, ``None`` for TMA.
    """

    stage: str
    line: int
    kind: str
    bits: int | None
    instruction: str



def machine_accesses(stage: str, text: str) -> list[Access]:
    """Every global load/store/atomic/async copy/TMA instruction in PTX, SASS or AMDGCN text, in order, read from
    the shared machine-code model (:func:`ir_explorer.ir.machine.shared`; its docstring gives the sources).

    Widths (:attr:`~ir_explorer.ir.machine.MemoryAccess.bits`): PTX ``.vN`` × the type's bits (PTX ISA §9.7.9.8
    ``ld``, §9.7.13.5 ``atom``/``red``: ``.f16x2`` one 32-bit word), ``cp.async`` cp-size bytes × 8 (§9.7.9.25);
    SASS ``.128``/``.64``/``.U16``/``.U8`` suffixes, 32 bits without one; AMDGCN ``dwordxN`` = 32·N bits,
    ``ushort``/``short_d16`` = 16, ``ubyte`` = 8 (AMD CDNA3 ISA §9 "Global, Scratch and Flat"); atomics (kind
    ``atomic``): SASS a vector type its bits (``.F32x4`` 128, ``.F16x2`` 32), ``.64``/``.F64``/``.U64``/``.S64`` 64
    bits, else 32; AMDGCN ``_x2``/``f64``/``b64`` 64 bits, else 32 (``cmpswap``'s compare value is an operand, not
    memory). Global here: PTX ``.global``, AMDGCN ``global_*``/``buffer_*``, SASS ``LDG``/``STG``/``LDGSTS``/
    ``UTMA*`` and its atomics ``ATOMG``/``REDG`` and the generic ``ATOM``/``RED`` (Triton's global atomics). A SASS
    instruction that can never run (``@!PT``) is no access. Other stages give ``[]``.
    """
    out: list[Access] = []
    for ins in machine.shared(stage, text).memory():
        m = ins.memory
        if m is None or ins.never:
            continue
        if not (m.global_memory or (stage == "sass" and m.kind == "atomic" and m.space == "generic")):
            continue
        kind = ("tma" if m.tensor else "async") if m.kind == "copy" else m.kind
        out.append(Access(stage, ins.line, kind, m.bits, ins.opcode))
    return out


def runtime_instructions(stage: str, text: str) -> dict[int, str]:
    """Instruction line (1-based) → the AMD device-runtime function (``__ockl_*``) inlined there, from the shared
    machine-code model (:attr:`ir_explorer.ir.machine.Instruction.runtime`); empty for other stages and for the
    kernel's own code."""
    return {i.line: i.runtime for i in machine.shared(stage, text).instructions if i.runtime is not None}


def descriptor_copies(sass: Sequence[Access], ptx: str | None) -> set[int]:
    """The SASS lines of ``sass`` (its accesses) that are ptxas's copy of a device-built tensor descriptor, not an
    atomic of the kernel's: the ``ATOMG.E.EXCH`` of a kernel whose PTX has a ``tensormap.cp_fenceproxy.global`` (the
    128-byte descriptor ``tl.make_tensor_descriptor`` builds in shared memory, copied to global memory: one warp's
    32 lanes, one 4-byte exchange each) and no ``atom.global….exch`` of its own (trial 2 M1: three such copies were
    "atomics 3 × 32-bit" in a kernel without an atomic). The PTX is read from the shared machine-code model; the
    ``machine-widths`` rule keeps its own regex."""
    if not ptx:
        return set()
    code = machine.shared("ptx", ptx)
    # e.g. @%p3 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ %rd25 + 0 ], …
    # e.g. @%p5 atom.global.acq_rel.gpu.exch.b32 %r1, [ %rd2 + 0 ], %r3;
    if not any(i.base == "tensormap" and i.modifiers[:2] == ("cp_fenceproxy", "global") for i in code.instructions) \
            or any(i.base == "atom" and "global" in i.modifiers and "exch" in i.modifiers for i in code.instructions):
        return set()
    return {a.line for a in sass if a.kind == "atomic" and a.instruction.startswith("ATOMG.E.EXCH")}


# e.g. 	global_load_dword v7, v[4:5], off
_AMD_LOAD_DWORD = re.compile(r"^\s*global_load_dword\s+v\d+,\s*(?P<addr>v\[\d+:\d+\]),")
# e.g. 	global_atomic_cmpswap v6, v[4:5], v[6:7], off sc0
_AMD_CMPSWAP = re.compile(r"^\s*global_atomic_cmpswap\s+v\d+,\s*(?P<addr>v\[\d+:\d+\]),")
# e.g. .LBB0_3:                                ; %atomicrmw.start10
_AMD_LABEL = re.compile(r"^(?P<label>\.LBB\w+):")
# e.g. 	s_cbranch_execnz .LBB0_3
_AMD_BRANCH = re.compile(r"^\s*s_(?:cbranch_\w+|branch)\s+(?P<label>\.LBB\w+)")


def cmpswap_reads(stage: str, text: str) -> set[int]:
    """The AMDGCN lines (1-based) of the ``global_load_dword`` that reads the old value for an atomic's
    compare-and-swap loop: LLVM's ``AtomicExpandPass`` lowers an atomic the target has no instruction for (a 16-bit
    ``atomic_add`` of fp16) to a load of the 32-bit word, then a loop (``%atomicrmw.start``) that computes the new word
    and tries ``global_atomic_cmpswap`` until the word did not change. Such a load is the one in the block falling
    into the loop (before its label, after any earlier label) with the cmpswap's address registers, where a branch
    after the cmpswap goes back to that label (trial 12c M4: "2 × 32-bit" loads of a kernel whose two ``tl.load`` are
    16- and 128-bit). Only the ``v[a:b]`` address form is read; other stages give the empty set."""
    if stage != "amdgcn":
        return set()
    lines = text.splitlines()
    out: set[int] = set()
    for i, ln in enumerate(lines):
        m = _AMD_CMPSWAP.match(ln)
        if m is None:
            continue
        head = next((j for j in range(i - 1, -1, -1) if _AMD_LABEL.match(lines[j])), None)
        if head is None:
            continue
        label = _AMD_LABEL.match(lines[head])["label"]  # type: ignore[index]
        after = next((k for k in range(i + 1, len(lines)) if _AMD_LABEL.match(lines[k])), len(lines))
        if not any((b := _AMD_BRANCH.match(lines[k])) is not None and b["label"] == label for k in range(i + 1, after)):
            continue
        for j in range(head - 1, -1, -1):
            if _AMD_LABEL.match(lines[j]):
                break
            got = _AMD_LOAD_DWORD.match(lines[j])
            if got is not None and got["addr"] == m["addr"]:
                out.add(j + 1)
                break
    return out


def width_counts(accesses: Iterable[Access], kinds: Sequence[str]) -> dict[int, int]:
    """``{bits: count}`` of the accesses of the given kinds (TMA, having no width, is left out)."""
    counts = Counter(a.bits for a in accesses if a.kind in kinds and a.bits is not None)
    return dict(sorted(counts.items()))


#: The categories of a machine stage's widths finding: its data key and the :attr:`Access.kind` it counts.
_WIDTH_KEYS = (("loads", "load"), ("stores", "store"), ("atomics", "atomic"), ("async", "async"),
               ("constant_table", "table"), ("scalar_loads", "scalar"))


def widths_finding(stage: str, accesses: Sequence[Access]) -> Finding:
    """The ``info`` finding of a machine stage's global access widths, as typed claims: ``loads/128`` (the count of
    128-bit loads, about each of their lines), ``stores/…``, ``atomics/…`` (global atomics: ``atom``/``red``,
    ``ATOMG``/``RED``, ``*_atomic_*``), ``async/…``, ``constant_table/…`` (PTX), ``tma`` (the
    TMA copies), ``runtime`` (AMD device-runtime accesses, when there are some), ``scalar_loads/…`` (AMDGCN
    ``s_load`` of data through a pointer argument, :mod:`ir_explorer.analyses.scalar_loads`) and
    ``untraced_scalar_loads`` (``s_load`` whose base is not traced, when there are some), rule ``machine-widths``; the
    message is :func:`widths_text`'s words. Cites every access line but the runtime's (and any access whose width is
    not known)."""
    claims: list[Claim] = []
    text: dict[str, str] = {}
    for key, kind in _WIDTH_KEYS:
        counts = width_counts(accesses, (kind,))
        for bits in counts:
            refs = tuple(Ref(stage, a.line, a.instruction) for a in accesses if a.kind == kind and a.bits == bits)
            claims.append(Claim(f"{key}/{bits}", len(refs), "count", "machine-widths", refs))
        text[key] = ", ".join(f"{{{key}/{b}}} × {b}-bit" for b in sorted(counts, reverse=True)) or "none"
    for key, kind in (("tma", "tma"), ("runtime", "runtime"), ("descriptor_copies", "descriptor"),
                      ("untraced_scalar_loads", "scalar_untraced"), ("cmpswap_reads", "cmpswap_read")):
        refs = tuple(Ref(stage, a.line, a.instruction) for a in accesses if a.kind == kind)
        if refs or key == "tma":
            claims.append(Claim(key, len(refs), "count", "machine-widths", refs))
    parts = [f"loads {text['loads']}"]
    if text["scalar_loads"] != "none":  # trial 9a M1: s_load_dword through a pointer argument
        parts.append(f"scalar loads {text['scalar_loads']} (s_load through a pointer argument)")
    if any(a.kind == "scalar_untraced" for a in accesses):
        parts.append("scalar loads not traced to a pointer argument {untraced_scalar_loads} (s_load; not counted)")
    parts.append(f"stores {text['stores']}")
    if text["atomics"] != "none":
        parts.append(f"atomics {text['atomics']}")
    if any(a.kind == "cmpswap_read" for a in accesses):
        parts.append("compare-and-swap reads {cmpswap_reads} (the global_load_dword of an atomic's cmpswap loop; not "
                     "counted as loads)")
    if text["async"] != "none":
        parts.append(f"async copies to shared {text['async']}")
    if any(a.kind == "tma" for a in accesses):
        parts.append("TMA copies {tma}")
    if text["constant_table"] != "none":
        parts.append(f"constant-table loads {text['constant_table']} (not counted as loads)")
    if any(a.kind == "runtime" for a in accesses):
        parts.append("device-runtime loads/stores {runtime} (not counted)")
    if any(a.kind == "descriptor" for a in accesses):
        parts.append("tensor-descriptor copies to global memory {descriptor_copies} (ATOMG.E.EXCH: ptxas's "
                     "tensormap.cp_fenceproxy; not counted as atomics)")
    data: dict[str, object] = {"loads": {}, "stores": {}, "async": {}}
    if any(a.kind == "table" for a in accesses):
        data["constant_table"] = {}
    if any(a.kind == "atomic" for a in accesses):
        data["atomics"] = {}
    if any(a.kind == "scalar" for a in accesses):
        data["scalar_loads"] = {}
    cited = tuple(a.line for a in accesses if a.kind != "runtime" and (a.bits is not None or a.kind == "tma"))
    return Finding(kind="coalescing", severity="info", stage=stage,
                   template=f"{stage.upper()}: global " + "; ".join(parts), claims=tuple(claims), data=data,
                   lines=cited)



def widths_text(data: Mapping[str, Any]) -> str:
    """``loads none; stores 8 × 128-bit; async copies to shared 24 × 128-bit; TMA copies 2``: the widths of a
    machine stage's global accesses, from its ``info`` finding's ``data`` (``loads``/``stores``/``async``:
    ``{bits: count}``, ``tma``: a count; ``atomics``: ``{bits: count}`` of the global atomics, when there are any;
    ``constant_table``: ``{bits: count}`` of the loads of a constant table,
    :func:`~ir_explorer.analyses.local_memory.table_loads`, when there are any; ``scalar_loads``: ``{bits: count}``
    of AMDGCN ``s_load`` through a pointer argument and ``untraced_scalar_loads`` the count of those not traced, when
    there are any); the report's summary says the same words."""
    parts = [f"loads {bits_text(data['loads'])}"]
    if data.get("scalar_loads"):
        parts.append(f"scalar loads {bits_text(data['scalar_loads'])} (s_load through a pointer argument)")
    if data.get("untraced_scalar_loads"):
        parts.append(f"scalar loads not traced to a pointer argument {data['untraced_scalar_loads']} (s_load; not "
                     "counted)")
    parts.append(f"stores {bits_text(data['stores'])}")
    if data.get("atomics"):
        parts.append(f"atomics {bits_text(data['atomics'])}")
    if data.get("cmpswap_reads"):
        parts.append(f"compare-and-swap reads {data['cmpswap_reads']} (the global_load_dword of an atomic's cmpswap "
                     "loop; not counted as loads)")
    if data["async"]:
        parts.append(f"async copies to shared {bits_text(data['async'])}")
    if data["tma"]:
        parts.append(f"TMA copies {data['tma']}")
    if data.get("constant_table"):
        parts.append(f"constant-table loads {bits_text(data['constant_table'])} (not counted as loads)")
    if data.get("runtime"):
        parts.append(f"device-runtime loads/stores {data['runtime']} (not counted)")
    return "; ".join(parts)



def runtime_findings(stage: str, accesses: Sequence[Access], runtime: Mapping[int, str], text: str
                      ) -> list[Finding]:
    """One ``info`` naming the global loads/stores (``accesses``, as parsed, before they are marked
    ``runtime``) of AMD's inlined device runtime (:func:`ir_explorer.ir.machine.amd_runtime_lines`) that the
    load/store widths leave out, per function in the order the kernel calls them; its facts cite each function's
    first access line and its ``%NAME.exit`` label. Claims (rule ``runtime-accesses``): ``accesses`` (all of them),
    ``runtime/NAME`` (a function's, about each of its access lines), ``loads/BITS`` and ``stores/BITS`` (by
    width)."""
    lines = text.splitlines()
    per_fn: dict[str, list[Access]] = {}
    for a in accesses:
        per_fn.setdefault(runtime[a.line], []).append(a)
    facts: list[Fact] = []
    claims = [Claim("accesses", len(accesses), "count", "runtime-accesses")]
    for fn, accs in per_fn.items():
        claim = f"{fn} {len(accs)}"
        claims.append(Claim(f"runtime/{fn}", len(accs), "count", "runtime-accesses",
                            tuple(Ref(stage, a.line, a.instruction) for a in accs)))
        facts.append(Fact(stage, accs[0].line, accs[0].instruction, claim))
        exit_line = next((no for no in range(accs[-1].line + 1, len(lines) + 1)
                          if f"%{fn}.exit" in lines[no - 1]), 0)
        if exit_line:
            facts.append(Fact(stage, exit_line, f"%{fn}.exit", claim))
    what = "printf runtime" if all("printf" in fn for fn in per_fn) else "runtime"
    names = ", ".join(f"{fn} {{runtime/{fn}}}" for fn in per_fn)
    text_of: dict[str, str] = {}
    for key, kinds in (("loads", ("load", "async")), ("stores", ("store",))):
        counts = width_counts(accesses, kinds)
        claims.extend(Claim(f"{key}/{b}", n, "count", "runtime-accesses") for b, n in counts.items())
        text_of[key] = ", ".join(f"{{{key}/{b}}} × {b}-bit" for b in sorted(counts, reverse=True)) or "none"
    return [Finding(
        kind="coalescing", severity="info",
        template=f"{stage.upper()}: {{accesses}} global loads/stores in AMD's device {what} are not counted as the "
        f"kernel's ({names}; loads {text_of['loads']}, stores {text_of['stores']}): code inlined from "
        "__ockl_* functions (.loc line 0, up to each %NAME.exit label)", stage=stage, claims=tuple(claims),
        lines=tuple(a.line for a in accesses), data={"runtime": {}, "loads": {}, "stores": {}}, facts=tuple(facts))]


def machine_stage(inp: AnalysisInput) -> str | None:
    """The machine stage the metrics come from: PTX, else AMDGCN, else SASS (``None`` without any)."""
    for stage in ("ptx", "amdgcn", "sass"):
        if stage in inp.stages:
            return stage
    return None


def machine_join(inp: AnalysisInput, per_stage: Mapping[str, list[Access]]) -> dict[tuple[str, int], list[Access]]:
    """The machine stage's accesses (:func:`machine_stage`) by the Python ``(file, line)`` their ``.loc`` names."""
    machine = machine_stage(inp)
    by_python: dict[tuple[str, int], list[Access]] = {}
    if machine is not None:
        for acc in per_stage.get(machine, []):
            file, pyline = inp.python_location(machine, acc.line)
            if file is not None and pyline is not None:
                by_python.setdefault((file, pyline), []).append(acc)
    return by_python

