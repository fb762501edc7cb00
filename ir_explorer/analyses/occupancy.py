"""Registers, spills and occupancy: what limits how many CTAs (workgroups) share an SM (CU).

* NVIDIA: registers per thread, spill store/load bytes and stack frame from ``ptxas -v``
  (:class:`~ir_explorer.core.model.Resources`, parsed by :mod:`ir_explorer.ir.resources`), and the ``STL``/
  ``LDL`` (local memory) instructions in SASS, which can be there when ptxas reports no spills
  (a local array, a stack frame for a call); when they only store ``tl.device_print``'s arguments into
  ``vprintf``'s argument buffer (:func:`local_memory.printf_buffers`) they are named so, not warned of as spills.
* AMD: VGPRs, AGPRs, SGPRs, spills, scratch and LDS from the amdgcn notes, and LLVM's own
  ``; Occupancy:`` (waves per SIMD).
* Occupancy: CTAs per SM from registers, shared memory and ``num_warps`` with the per-architecture
  limits in :data:`NVIDIA_LIMITS` and :data:`AMD_LIMITS`, as the CUDA occupancy calculator does it; on sm_100/sm_103
  also from tensor memory: the columns the PTX's ``tcgen05.alloc`` takes (:func:`tmem_columns`) out of the SM's 512
  (trial 5 M2: the calculator does not count it, and a CTA blocks in ``tcgen05.alloc`` until its columns are free).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ir_explorer.analyses import local_memory
from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref, render
from ir_explorer.analyses.metric_format import metric_format
from ir_explorer.core.model import Resources
from ir_explorer.ir import machine


@dataclass(frozen=True)
class NvidiaLimits:
    """Per-SM limits of one compute capability.

    From the CUDA C++ Programming Guide, "Compute Capabilities" → "Technical Specifications per
    Compute Capability" table (CUDA 12.8): resident CTAs/warps per SM, 32-bit registers per SM,
    shared memory per SM and per block (opt-in). Registers are allocated per warp in units of 256
    (``regs × 32`` rounded up to 256) from 4 sub-partitions of 16 K registers each, and 1 KB of
    shared memory per CTA is reserved for the system from compute capability 8.0 on (the guide's
    "Shared Memory" section for 8.x/9.x), as the CUDA occupancy calculator counts them.
    """

    max_ctas: int
    max_warps: int
    shared_per_sm: int
    """Bytes of shared memory per SM (the largest carve-out)."""
    shared_per_cta: int
    """The most shared memory one CTA may use (opt-in), bytes."""
    registers: int = 65536
    reg_unit: int = 256
    reserved_shared: int = 1024
    shared_unit: int = 128
    tmem_columns: int = 0
    """Tensor-memory columns per SM (each 128 lanes x 32 bits): 512 on sm_100/sm_103 (PTX ISA, "Tensor Memory"
    §9.7.16.1), 0 where the SM has none (``tcgen05`` is an ``sm_100a``/``sm_103a`` feature)."""


KB = 1024
#: Per compute capability; see :class:`NvidiaLimits`.
NVIDIA_LIMITS = {
    75: NvidiaLimits(16, 32, 64 * KB, 64 * KB, reserved_shared=0, shared_unit=256),
    80: NvidiaLimits(32, 64, 164 * KB, 163 * KB),
    86: NvidiaLimits(16, 48, 100 * KB, 99 * KB),
    89: NvidiaLimits(24, 48, 100 * KB, 99 * KB),
    90: NvidiaLimits(32, 64, 228 * KB, 227 * KB),
    100: NvidiaLimits(32, 64, 228 * KB, 227 * KB, tmem_columns=512),
    103: NvidiaLimits(32, 64, 228 * KB, 227 * KB, tmem_columns=512),  # the guide gives 10.0 and 10.3 the same
    120: NvidiaLimits(32, 48, 100 * KB, 99 * KB),
}  # fmt: skip


@dataclass(frozen=True)
class AmdLimits:
    """Per-CU limits of one AMD architecture.

    From the AMD Instinct MI200 (CDNA2), MI300 (CDNA3) and MI350 (CDNA4) ISA reference guides and
    the RDNA3/RDNA4 ISA guides: SIMDs per CU, the most waves one SIMD holds, and LDS per CU
    (64 KiB; 160 KiB on CDNA4). Waves per SIMD come from LLVM (``; Occupancy:``), which already
    accounts for VGPRs, AGPRs, SGPRs and LDS (Triton's LDS is dynamic: LLVM sees none).

    ``vgprs`` is the unified VGPR file per lane of CDNA2-4 (512: VGPRs and AGPRs together, allocated in granules of
    ``vgpr_granule``; the CDNA3 ISA guide, "Vector GPRs"; LLVM ``AMDGPUBaseInfo`` ``getMaxWavesPerEU``), ``None``
    where not modelled (RDNA): how many waves the registers alone allow, to tell a register limit from the SIMD's
    wave slots (:func:`register_waves`).
    """

    simds: int
    max_waves_per_simd: int
    lds: int
    vgprs: int | None = None
    vgpr_granule: int = 8


#: Per gfx architecture; see :class:`AmdLimits`.
AMD_LIMITS = {
    "gfx90a": AmdLimits(4, 8, 64 * KB, 512),
    "gfx942": AmdLimits(4, 8, 64 * KB, 512),
    "gfx950": AmdLimits(4, 8, 160 * KB, 512),
    "gfx1100": AmdLimits(2, 16, 64 * KB),
    "gfx1200": AmdLimits(2, 16, 64 * KB),
}  # fmt: skip


@dataclass(frozen=True)
class Occupancy:
    """CTAs and warps resident per SM (CU), and what limits them.

    ``limits`` maps each resource (``ctas``, ``warps``, ``registers``, ``shared``, ``tensor memory``) to the CTAs per
    SM it alone allows; ``limiter`` is the first of them that allows the fewest, ``limiters`` every one that does
    (registers and shared memory may both allow 2). ``ctas == 0`` means the kernel cannot launch.
    """

    ctas: int
    warps: int
    limiter: str
    limits: dict[str, int]

    @property
    def limiters(self) -> tuple[str, ...]:
        """Every resource of :attr:`limits` that allows exactly :attr:`ctas` (the fewest), in ``limits`` order."""
        return tuple(k for k, v in self.limits.items() if v == self.ctas)


def shared_limit(arch: int | str | None) -> int | None:
    """The most shared memory (bytes) one CTA may use on ``arch``: :attr:`NvidiaLimits.shared_per_cta` of a compute
    capability (``120``: 99 KiB), :attr:`AmdLimits.lds` of a gfx architecture; ``None`` for one not modelled."""
    if isinstance(arch, int):
        lim = NVIDIA_LIMITS.get(arch)
        return lim.shared_per_cta if lim is not None else None
    amd = AMD_LIMITS.get(arch) if isinstance(arch, str) else None
    return amd.lds if amd is not None else None


def _round_up(value: int, unit: int) -> int:
    return -(-value // unit) * unit


def nvidia_occupancy(arch: int, registers: int, shared_bytes: int, num_warps: int,
                     tmem_columns: int = 0) -> Occupancy | None:
    """CTAs per SM on an NVIDIA GPU of compute capability ``arch`` (e.g. ``90``).

    ``registers`` per thread (ptxas), ``shared_bytes`` per CTA (Triton's metadata ``shared``), ``tmem_columns`` the
    tensor-memory columns one CTA allocates (:func:`tmem_columns`; limit ``tensor memory``: the SM's
    :attr:`NvidiaLimits.tmem_columns` // them, 0 on an SM without tensor memory). ``None`` for an architecture not
    in :data:`NVIDIA_LIMITS` or ``num_warps < 1``.
    """
    lim = NVIDIA_LIMITS.get(arch)
    if lim is None or num_warps < 1:
        return None
    limits = {"ctas": lim.max_ctas, "warps": lim.max_warps // num_warps}
    if registers > 0:
        per_warp = _round_up(registers * 32, lim.reg_unit)
        warps_per_partition = (lim.registers // 4) // per_warp
        limits["registers"] = (warps_per_partition * 4) // num_warps
    if shared_bytes > lim.shared_per_cta:
        limits["shared"] = 0
    elif shared_bytes > 0:
        per_cta = _round_up(shared_bytes + lim.reserved_shared, lim.shared_unit)
        limits["shared"] = lim.shared_per_sm // per_cta
    if tmem_columns > 0:
        limits["tensor memory"] = lim.tmem_columns // tmem_columns
    limiter = min(limits, key=lambda k: limits[k])
    ctas = limits[limiter]
    return Occupancy(ctas, ctas * num_warps, limiter, limits)


def tmem_columns(ptx: str) -> tuple[int, list[int]]:
    """The tensor-memory columns one CTA allocates, and the PTX lines that allocate them: the sum of the column
    operands of the PTX's ``tcgen05.alloc`` instructions (PTX ISA §9.7.16.7.1: ``tcgen05.alloc … [dst], nCols``,
    a power of 2 ≥ 32; Triton emits one, for the total its ``TensorMemoryAllocation`` pass rounds up, the
    ``ttg.tensor_memory_size`` of the TTGIR), from the shared machine-code model. ``(0, [])`` without one; an
    allocation whose column count is not a literal is left out (not seen in Triton's output)."""
    total, lines = 0, []
    for ins in machine.shared("ptx", ptx).instructions:
        if ins.opcode.startswith("tcgen05.alloc.") and ins.operands and ins.operands[-1].strip().isdigit():
            total += int(ins.operands[-1])
            lines.append(ins.line)
    return total, lines


# e.g. .visible .entry ring_flash_bwd(
# e.g. .maxnreg 256
_PTX_MAXNREG = re.compile(r"^\s*\.maxnreg\s+(\d+)\s*$")
# e.g. 	setmaxnreg.dec.sync.aligned.u32 	24;
_PTX_SETMAXNREG = re.compile(r"^\s*(?:@!?%\w+\s+)?setmaxnreg\.(inc|dec)\.sync\.aligned\.u32\s+(\d+)\s*;")


def register_budgets(ptx: str) -> tuple[tuple[int, int] | None, list[tuple[int, str, int]]]:
    """A warp-specialized kernel's register budgets, read from its PTX: the entry's ``.maxnreg N`` as ``(line,
    N)`` (``None`` without one) and each ``setmaxnreg.inc|dec.sync.aligned.u32 N`` as ``(line, "inc"|"dec", N)``
    (PTX ISA §9.7.19.7: a warp group raises or lowers its per-thread register count at run time; Triton's
    ``ttg.warp_specialize`` partitions with ``requestedRegisters`` lower theirs, the default partition raises its
    own). Lines are 1-based."""
    top: tuple[int, int] | None = None
    sets: list[tuple[int, str, int]] = []
    for n, ln in enumerate(ptx.splitlines(), 1):
        if top is None and (m := _PTX_MAXNREG.match(ln)):
            top = (n, int(m[1]))
        elif m := _PTX_SETMAXNREG.match(ln):
            sets.append((n, m[1], int(m[2])))
    return top, sets


def _budget_claims(ptx: str) -> tuple[int, list[Claim], list[str]] | None:
    """The claims of a warp-specialized kernel's register budgets (:func:`register_budgets`): ``maxnreg`` (about its
    ``.maxnreg`` line), ``setmaxnreg`` (every such instruction) and ``setmaxnreg_inc/N``, ``setmaxnreg_dec/N`` (those
    setting N, about each of their lines), rule ``ptx-setmaxnreg``; with the ``.maxnreg`` line and one template part
    per ``setmaxnreg_…/N`` claim (``{setmaxnreg_dec/88} × setmaxnreg.dec to 88``). ``None`` where the PTX has no
    ``setmaxnreg`` or no ``.maxnreg``."""
    top, sets = register_budgets(ptx)
    if top is None or not sets:
        return None
    lines = ptx.splitlines()

    def ref(n: int) -> Ref:
        """The instruction on PTX line ``n`` (its opcode, e.g. ``setmaxnreg.dec.sync.aligned.u32``)."""
        return Ref("ptx", n, lines[n - 1].split()[0] if lines[n - 1].split() else "")
    own = [Claim("maxnreg", top[1], "registers", "ptx-setmaxnreg", (Ref("ptx", top[0], ".maxnreg"),)),
           Claim("setmaxnreg", len(sets), "count", "ptx-setmaxnreg", tuple(ref(n) for n, _, _ in sets))]
    parts = []
    for way in ("inc", "dec"):
        for v in sorted({v for _, w, v in sets if w == way}, reverse=True):
            at = tuple(ref(n) for n, w, x in sets if w == way and x == v)
            own.append(Claim(f"setmaxnreg_{way}/{v}", len(at), "count", "ptx-setmaxnreg", at))
            parts.append(f"{{setmaxnreg_{way}/{v}}} × setmaxnreg.{way} to {v}")
    return top[0], own, parts


def _budget_finding(ptx: str, claims: tuple[Claim, ...]) -> Finding | None:
    """The ``info`` that replaces "at the 255 limit" for a kernel whose PTX asks for the whole register file
    (``.maxnreg``) and whose partitions set their own budgets (``setmaxnreg``; trial 12d M3), with
    :func:`_budget_claims`. ``None`` where the PTX has no ``setmaxnreg`` or no ``.maxnreg``."""
    budgets = _budget_claims(ptx)
    if budgets is None:
        return None
    top, own, parts = budgets
    return Finding(kind="registers", severity="info", stage="ptx", claims=(*claims, *own),
                   lines=(top,),
                   template="{registers} registers per thread: the launch asks for the whole register file by "
                            "design (.maxnreg {maxnreg} at ptx:" + str(top) + "), and the warp-specialized "
                            "partitions set their own budgets at run time ({setmaxnreg} setmaxnreg: "
                            + ", ".join(parts) + "; static count): the 255 is the launch's budget by construction")


def _spill_finding(inp: AnalysisInput, res: Resources, claims: tuple[Claim, ...]) -> Finding:
    """The ptxas spill warning. ptxas reports one figure per entry function (``ptxas -v``: bytes of spill stores
    and loads, stack frame, registers); in a warp-specialized kernel whose partitions set their own register budgets
    (PTX ``setmaxnreg``, :func:`_budget_claims`) the registers are the launch's budget (``.maxnreg``), not the
    budget its spill code runs with, and the message says so with the budgets as claims (trial 12d M2: ws_attn's
    716 bytes were said to be spilled "at 168 registers per thread", while 229 of its 242 STL/LDL lie after the
    SASS's ``USETMAXREG.DEALLOC.CTAPOOL 0x58``, 88 registers)."""
    stored, loaded = f"{res.spill_store_bytes} bytes stored", f"{res.spill_load_bytes} bytes loaded"
    facts = (Fact("resources", 0, f"spill_store_bytes = {res.spill_store_bytes}", stored),
             Fact("resources", 0, f"spill_load_bytes = {res.spill_load_bytes}", loaded))
    budgets = _budget_claims(inp.stages.get("ptx") or "") if inp.target.is_nvidia else None
    if budgets is None:
        return Finding(kind="spill", severity="warn", stage="ptx", claims=claims, facts=facts,
                       template="ptxas spills: {spill_store_bytes} bytes stored, {spill_load_bytes} bytes loaded, "
                                "{stack_frame_bytes} bytes stack frame at {registers} registers per thread")
    top, own, parts = budgets
    return Finding(kind="spill", severity="warn", stage="ptx", claims=(*claims, *own), facts=facts, lines=(top,),
                   template="ptxas spills (one figure for the whole kernel, all its warp-specialized partitions): "
                            "{spill_store_bytes} bytes stored, {spill_load_bytes} bytes loaded, {stack_frame_bytes} "
                            "bytes stack frame; {registers} registers per thread is the launch's budget (.maxnreg "
                            "{maxnreg} at ptx:" + str(top) + "), not the one the spill code runs with: the "
                            "partitions set their own at run time ({setmaxnreg} setmaxnreg: " + ", ".join(parts)
                            + "; static count)")


_PTX_ENTRY = re.compile(r"^\s*(?:\.visible\s+)?\.entry\s")
# e.g. 	trap;
_PTX_TRAP = re.compile(r"^\s*trap\s*;")
# a PTX line that is no instruction: blank, a comment, a directive (.loc, .reg …), a label ($L__BB0_1:), a brace
_PTX_NO_INSTRUCTION = re.compile(r"^\s*(?:$|//|\.|[\w$.]+:|[{}]\s*$)")


def trap_body(ptx: str) -> int | None:
    """The 1-based line of the ``trap;`` that is the whole body of the PTX's kernel (its ``.entry`` function): LLVM
    replaced the code by a trap (trial 12b F1: a ring-attention backward on sm_100 whose TTGIR needs 576 of the
    SM's 512 tensor-memory columns compiled to ``trap;`` alone, SASS ``BPT.TRAP``). ``None`` when the body holds
    any other instruction, or no ``.entry``."""
    lines = ptx.splitlines()
    start = next((i for i, ln in enumerate(lines) if _PTX_ENTRY.match(ln)), None)
    if start is None:
        return None
    depth, opened, found = 0, False, []
    for no in range(start + 1, len(lines) + 1):
        text = lines[no - 1]
        if opened and not _PTX_NO_INSTRUCTION.match(text):
            found.append(no)
        depth += text.count("{") - text.count("}")
        opened = opened or "{" in text
        if opened and depth <= 0:
            break
    return found[0] if len(found) == 1 and _PTX_TRAP.match(lines[found[0] - 1]) else None


def register_waves(lim: AmdLimits, vgprs: int | None) -> int | None:
    """Waves per SIMD the VGPRs alone allow: the unified file (:attr:`AmdLimits.vgprs`) over ``vgprs`` (the kernel's
    ``.vgpr_count``, AGPRs included) rounded up to the allocation granule, at most the SIMD's wave slots; ``None``
    where the file is not modelled or the count is unknown."""
    if lim.vgprs is None or not vgprs:
        return None
    return min(lim.max_waves_per_simd, lim.vgprs // _round_up(vgprs, lim.vgpr_granule))


def amd_occupancy(arch: str, waves_per_simd: int | None, lds_bytes: int, num_warps: int,
                  vgprs: int | None = None) -> Occupancy | None:
    """Workgroups per CU on AMD ``arch`` from LLVM's waves per SIMD and the LDS a workgroup uses.

    A workgroup's ``num_warps`` waves are spread over the CU's SIMDs. The waves' limit is named ``registers`` when
    LLVM's waves per SIMD are fewer than the SIMD holds and are what ``vgprs`` allow (:func:`register_waves`; trial 3
    M1: 134 VGPRs leave 3 of gfx950's 8), ``waves`` otherwise. ``None`` when the arch is not in :data:`AMD_LIMITS` or
    LLVM reported no occupancy.
    """
    lim = AMD_LIMITS.get(arch)
    if lim is None or waves_per_simd is None or num_warps < 1:
        return None
    waves = min(waves_per_simd, lim.max_waves_per_simd)
    name = "registers" if waves < lim.max_waves_per_simd and register_waves(lim, vgprs) == waves else "waves"
    limits = {name: (waves * lim.simds) // num_warps}
    if lds_bytes > 0:
        limits["shared"] = lim.lds // lds_bytes
    limiter = min(limits, key=lambda k: limits[k])
    ctas = limits[limiter]
    return Occupancy(ctas, ctas * num_warps, limiter, limits)


def local_memory_lines(sass: str) -> dict[str, list[int]]:
    """``{"STL": [lines], "LDL": [lines]}``: local-memory instructions in SASS text (1-based lines), from the shared
    machine-code model (:func:`ir_explorer.ir.machine.shared`: opcode ``STL``/``LDL``, CUDA Binary Utilities)."""
    out: dict[str, list[int]] = {"STL": [], "LDL": []}
    for ins in machine.shared("sass", sass).instructions:
        if ins.base in out:
            out[ins.base].append(ins.line)
    return out


def _printf_only(ptx: str) -> dict[int, int] | None:
    """The PTX's ``st.local`` → ``vprintf`` call lines (:func:`local_memory.printf_buffers`) when every local access
    of the PTX fills a vprintf argument buffer, else ``None``."""
    printf = local_memory.printf_buffers(ptx)
    every = {n for use in local_memory.local_uses(ptx) for n in (*use.stores, *use.loads)}
    return printf if printf and every == set(printf) else None


# e.g. 	v_writelane_b32 v65, s9, 0
_WRITELANE = re.compile(r"^\s*v_writelane_b32\s")
# e.g.                                         ; implicit-def: $vgpr65 : SGPR spill to VGPR lane
_LANE_NOTE = "SGPR spill to VGPR lane"


def lane_spills_only(res: Resources) -> bool:
    """Whether an AMD kernel's only spills are SGPRs (``sgpr_spill_count`` > 0) with no VGPR spill and no scratch
    (``.private_segment_fixed_size: 0``): LLVM then spills each SGPR into a lane of a VGPR (``v_writelane_b32``,
    read back by ``v_readlane_b32``), which is no memory traffic (trial 6 M5)."""
    return res.source != "ptxas" and bool(res.sgpr_spills) and not res.vgpr_spills and not res.scratch_bytes


def _sgpr_lane_spills(inp: AnalysisInput, claims: tuple[Claim, ...]) -> Finding:
    """One ``info``: SGPR spills into VGPR lanes (:func:`lane_spills_only`), citing the AMDGCN's ``SGPR spill to VGPR
    lane`` note and its first ``v_writelane_b32`` where the stage has them (facts held to the raw text)."""
    lines = (inp.stages.get("amdgcn") or "").splitlines()
    note = next((n for n, ln in enumerate(lines, 1) if _LANE_NOTE in ln), None)
    write = next((n for n, ln in enumerate(lines, 1) if _WRITELANE.match(ln)), None)
    facts, cited = [], ""
    if note is not None:
        facts.append(Fact("amdgcn", note, _LANE_NOTE, "all into VGPR lanes"))
        cited += f"; amdgcn:{note} '{_LANE_NOTE}'"
    if write is not None:
        facts.append(Fact("amdgcn", write, "v_writelane_b32", "all into VGPR lanes"))
        cited += f", amdgcn:{write} v_writelane_b32 (read back by v_readlane_b32)"
    return Finding(kind="spill", severity="info", stage="amdgcn", claims=claims,
                   lines=(note,) if note is not None else (), facts=tuple(facts),
                   template="{sgpr_spills} SGPR spills, all into VGPR lanes (LLVM: {vgpr_spills} VGPR spills, "
                            "{scratch_bytes} bytes scratch per work-item" + cited + "): no spill to memory")


# e.g.         /*a420*/                   USETMAXREG.DEALLOC.CTAPOOL 0x58 ;
# e.g.         /*03a0*/                   USETMAXREG.TRY_ALLOC.CTAPOOL UP0, 0x100 ;
_SASS_USETMAXREG = re.compile(r"^\s*/\*[0-9a-fA-F]+\*/\s+(?:@!?U?P[0-9T]+\s+)?USETMAXREG\.[\w.]+\s+"
                              r"(?:U?P[0-9T]+\s*,\s*)?(0x[0-9a-fA-F]+|\d+)\s*;")


def local_by_budget(sass: str, lines: list[int]) -> dict[int | None, list[int]]:
    """``{registers per thread: [lines]}``: each of the SASS ``lines`` (1-based, e.g. the ``STL``/``LDL`` of
    :func:`local_memory_lines`) under the register budget the nearest ``USETMAXREG`` above it in the SASS text sets
    (its last operand, registers per thread: ``USETMAXREG.DEALLOC.CTAPOOL 0x58`` is 88; the SASS of PTX
    ``setmaxnreg``, PTX ISA §9.7.19.7), ``None`` for those with none above (the launch's budget). Text order, not
    control flow: a warp-specialized kernel's partitions are laid out one after another, each starting with its
    ``USETMAXREG``. Empty where the SASS has no ``USETMAXREG``."""
    text = sass.splitlines()
    sets = [(n, int(m[1], 0)) for n, ln in enumerate(text, 1) if (m := _SASS_USETMAXREG.match(ln))]
    if not sets:
        return {}
    out: dict[int | None, list[int]] = {}
    for n in sorted(lines):
        above = [v for at, v in sets if at < n]
        out.setdefault(above[-1] if above else None, []).append(n)
    return out


def _sass_spill(inp: AnalysisInput, local: dict[str, list[int]]) -> Finding:
    """The SASS ``STL``/``LDL`` finding: each count a claim (rule ``sass-local``) about the lines it counts. When
    they only store ``tl.device_print``'s arguments (ptxas reports no spills, no ``LDL``, and every PTX local access
    is a ``st.local`` that fills the argument buffer of a ``call … vprintf``) it is an ``info`` of kind
    ``local_memory`` that says so (trial M7: it was a spill warning), with :func:`local_memory.printf_claims` and
    ``printf/other_local`` (the PTX's other local accesses: 0; rule ``printf-args``)."""
    res = inp.resources
    claims = [Claim(op.lower(), len(lines), "count", "sass-local", tuple(Ref("sass", n, op) for n in lines))
              for op, lines in local.items()]
    note = ""
    clean = res is not None and res.source == "ptxas" and not res.spills
    printf = _printf_only(inp.stages.get("ptx") or "") if clean and not local["LDL"] else None
    if printf is not None:
        said, text = local_memory.printf_claims(printf)
        claims += [*said, Claim("printf/other_local", 0, "count", "printf-args"),
                   Claim("ptxas_spill_bytes", 0, "bytes", "resource-spill")]
        return Finding(kind="local_memory", severity="info", stage="sass",
                       template="SASS has {stl} STL and {ldl} LDL local-memory instructions, not spills: "
                       f"{text}, the PTX's only local accesses; ptxas reports {{ptxas_spill_bytes}} bytes of spills",
                       claims=tuple(claims), lines=tuple(sorted(local["STL"])))
    if clean:
        note = " although ptxas reports no spills (a local array or stack frame)"
        claims.append(Claim("ptxas_spill_bytes", 0, "bytes", "resource-spill"))
    placed = ""
    if not note and (budgets := local_by_budget(inp.stages.get("sass") or "", local["STL"] + local["LDL"])):
        # trial 12d M2: where a warp-specialized kernel's spill code runs, by the budget of its partition
        parts = []
        for budget, at in sorted(budgets.items(), key=lambda kv: (-len(kv[1]), kv[0] or 0)):
            key = f"local_budget/{budget if budget is not None else 'launch'}"
            refs = tuple(Ref("sass", n, "STL" if n in local["STL"] else "LDL") for n in at)
            claims.append(Claim(key, len(at), "count", "sass-usetmaxreg", refs))
            parts.append(f"{{{key}}} after a USETMAXREG to {budget} registers per thread" if budget is not None
                         else f"{{{key}}} before any USETMAXREG (the launch's budget)")
        placed = "; in SASS text order (each under the nearest USETMAXREG above it) " + ", ".join(parts)
    return Finding(kind="spill", severity="warn", stage="sass",
                   template="SASS has {stl} STL and {ldl} LDL local-memory instructions" + note + placed,
                   claims=tuple(claims), lines=tuple(sorted(local["STL"] + local["LDL"])))


def _occupancy_finding(inp: AnalysisInput, occ: Occupancy, num_warps: int, shared: Any,
                       shared_bytes: int, tmem: tuple[int, list[int]] = (0, [])) -> Finding:
    """The occupancy finding: CTAs, warps and each resource's CTA limit as claims (rules ``occupancy``,
    ``occupancy-limit``, ``occupancy-limiters``, ``occupancy-input``, ``arch-limit``, ``tmem-columns``:
    ``rules/resources.py``); with tensor memory, ``tmem_columns`` (refs: the ``tcgen05.alloc`` lines)."""
    target, res = inp.target, inp.resources
    unit = "SM" if target.is_nvidia else "CU"
    claims = [Claim("ctas", occ.ctas, "ctas", "occupancy"), Claim("warps", occ.warps, "warps", "occupancy"),
              Claim("num_warps", num_warps, "warps", "occupancy-input"),
              Claim("shared_bytes", shared_bytes, "bytes", "occupancy-input"),
              Claim("limited", " and ".join(occ.limiters), "text", "occupancy-limiters")]
    claims += [Claim(f"limits/{k}", v, "ctas", "occupancy-limit") for k, v in occ.limits.items()]
    per = ", ".join(f"{k} {{limits/{k}}}" for k in occ.limits)
    if "tensor memory" in occ.limits:
        lim_t = NVIDIA_LIMITS[int(target.arch)] if isinstance(target.arch, int) else None
        claims += [Claim("tmem_columns", tmem[0], "columns", "tmem-columns",
                         tuple(Ref("ptx", n, "tcgen05.alloc") for n in tmem[1])),
                   Claim("tmem_columns_per_sm", lim_t.tmem_columns if lim_t else 0, "columns", "arch-limit")]
        per += "; tensor memory: {tmem_columns} of the SM's {tmem_columns_per_sm} columns per CTA"
    data = {"limiter": occ.limiter, "limiters": list(occ.limiters)}
    stage = "ptx" if target.is_nvidia else "amdgcn"
    if occ.ctas:
        warps = "warps" if target.is_nvidia else "waves"  # a Triton warp is a wavefront on AMD
        per_unit = metric_format("occupancy_warps_per_sm").label_for(not target.is_nvidia)  # waves per CU
        return Finding(kind="registers", severity="info", stage=stage, claims=tuple(claims), data=data,
                       template=f"occupancy: {{ctas}} CTA(s) × {{num_warps}} {warps} = {{warps}} {per_unit}, "
                                f"limited by {{limited}} (CTAs each resource allows: {per})")
    why = f"{{limited}} allow{'s' * (len(occ.limiters) == 1)} {{ctas}} CTAs per {unit} ({per})"
    lim = NVIDIA_LIMITS.get(target.arch) if isinstance(target.arch, int) else None
    if occ.limiter == "shared" and lim is not None:
        why = "{shared_bytes:size} of shared memory per CTA is more than the {shared_per_cta:size} one CTA may use"
        claims.append(Claim("shared_per_cta", lim.shared_per_cta, "bytes", "arch-limit"))
    elif occ.limiter == "tensor memory" and not tmem[1]:
        why = "{tmem_columns} tensor-memory columns per CTA (Triton's tmem_size) are more than the SM's " \
              "{tmem_columns_per_sm}"
    elif occ.limiter == "shared" and not target.is_nvidia and (amd := AMD_LIMITS.get(str(target.arch))):
        why = "{shared_bytes:size} of LDS per workgroup is more than the CU's {lds_per_cu:size}"
        claims.append(Claim("lds_per_cu", amd.lds, "bytes", "arch-limit"))
    claims.append(Claim("target", target.spec, "text", "occupancy-input"))
    cause = render(why, claims)
    facts = [Fact("metadata", 0, f"num_warps = {num_warps}", cause)]
    if occ.limiter == "shared":
        facts = [Fact("metadata", 0, f"shared = {shared_bytes}", cause)] if isinstance(shared, int) else []
    elif occ.limiter == "tensor memory" and not tmem[1]:
        facts = [Fact("metadata", 0, f"tmem_size = {tmem[0]}", cause)]
    elif occ.limiter == "registers" and res is not None:
        facts.append(Fact("resources", 0, f"registers = {res.registers}", cause))
    return Finding(kind="registers", severity="error", stage=stage, template="cannot launch on {target}: " + why,
                   claims=tuple(claims), data={**data, "causes": [cause]}, facts=tuple(facts))


def _trap_finding(line: int) -> Finding:
    """The error of a kernel whose PTX body is one ``trap;`` (:func:`trap_body`; claim ``trap_line``, rule
    ``ptx-trap``): a launch stops at once, and nothing the TTGIR shows runs."""
    claims = (Claim("trap_line", line, "line", "ptx-trap", (Ref("ptx", line, "trap"),)),)
    return Finding(kind="registers", severity="error", stage="ptx", claims=claims, lines=(line,),
                   template="the compiled kernel is a trap: its PTX body is the one instruction trap; at "
                            "ptx:{trap_line}, so a launch stops with an error at once; none of the loads, stores or "
                            "MMAs of the TTGIR is in the machine code")


def analyze(inp: AnalysisInput) -> Analysis:
    """Register, spill and occupancy findings, and the ``registers``, ``spill_bytes``,
    ``local_memory_insts``, ``occupancy_*`` metrics (see the module docstring). Every number a finding states is a
    typed claim (:class:`~ir_explorer.analyses.findings.Claim`) the rules of ``engines/rules/resources.py``
    re-derive from the resources, the metadata and the SASS."""
    findings: list[Finding] = []
    metrics: dict[str, Any] = {}
    res = inp.resources
    if inp.target.is_nvidia and (trap := trap_body(inp.stages.get("ptx", ""))) is not None:
        findings.append(_trap_finding(trap))
    num_warps = inp.metadata.get("num_warps")
    shared = inp.metadata.get("shared")
    shared_bytes = int(shared) if isinstance(shared, int) else 0
    target = inp.target
    if "sass" in inp.stages:
        local = local_memory_lines(inp.stages["sass"])
        n_local = len(local["STL"]) + len(local["LDL"])
        metrics["local_memory_insts"] = n_local
        if n_local:
            findings.append(_sass_spill(inp, local))
    if res is None:
        if any(s in inp.stages for s in ("ptx", "sass", "amdgcn")):  # machine code, but no resource notes
            findings.append(Finding(kind="registers", severity="info",
                                    message="no register counts: ptxas/LLVM resource notes were not captured",
                                        stage="ttgir"))
        return Analysis(findings, metrics)  # a compile that failed before machine code: nothing to say
    metrics["registers"] = res.registers
    if res.source == "ptxas":
        # the bytes spilled are ptxas's spill stores; its spill loads read them back (trial 14d: "spills: 8 → 0"
        # in diff where ptxas spilled 4 bytes, 4 stored and 4 loaded). Findings keep both figures.
        spill = res.spill_store_bytes + res.spill_load_bytes
        metrics["spill_bytes"] = res.spill_store_bytes
        data = {"registers": res.registers, "spill_store_bytes": res.spill_store_bytes,
                "spill_load_bytes": res.spill_load_bytes, "stack_frame_bytes": res.stack_frame_bytes}
        claims = tuple(Claim(k, v, "registers" if k == "registers" else "bytes", "resource") for k, v in data.items())
        if spill:
            findings.append(_spill_finding(inp, res, claims))
        budget = _budget_finding(inp.stages.get("ptx") or "", claims) \
            if res.registers is not None and res.registers >= 255 else None
        if budget is not None:  # trial 12d M3: warp specialization asks for the whole register file by design
            findings.append(budget)
        elif res.registers is not None and res.registers >= 255:
            limit = f"{res.registers} registers per thread"
            findings.append(Finding(kind="registers", severity="warn", stage="ptx", claims=claims,
                                    template="{registers} registers per thread: at the 255 limit",
                                    facts=(Fact("resources", 0, f"registers = {res.registers}", limit),)))
        findings.append(Finding(
            kind="registers", severity="info", stage="ptx", claims=claims,
            template="{registers} registers per thread, {stack_frame_bytes} bytes stack frame, spills "
                     "{spill_store_bytes}/{spill_load_bytes} bytes store/load (ptxas)"))
    else:
        metrics["spill_bytes"] = (res.vgpr_spills or 0) + (res.sgpr_spills or 0)
        units = {"vgprs": "registers", "agprs": "registers", "sgprs": "registers", "vgpr_spills": "count",
                 "sgpr_spills": "count", "scratch_bytes": "bytes", "lds_bytes": "bytes", "waves_per_simd": "count"}
        data = {"vgprs": res.registers, "agprs": res.agprs, "sgprs": res.sgprs, "vgpr_spills": res.vgpr_spills,
                "sgpr_spills": res.sgpr_spills, "scratch_bytes": res.scratch_bytes, "lds_bytes": res.shared_bytes,
                "waves_per_simd": res.occupancy}
        claims = tuple(Claim(k, v, units[k], "resource") for k, v in data.items())
        if lane_spills_only(res):
            findings.append(_sgpr_lane_spills(inp, claims))
        elif res.spills or res.scratch_bytes:
            spilled = tuple(Claim(k, getattr(res, k) or 0, units[k], "resource")
                            for k in ("vgpr_spills", "sgpr_spills", "scratch_bytes"))
            findings.append(Finding(kind="spill", severity="warn", stage="amdgcn",
                                    claims=(*spilled, *(c for c in claims if c.key not in {
                                        "vgpr_spills", "sgpr_spills", "scratch_bytes"})),
                                    template="{vgpr_spills} VGPR and {sgpr_spills} SGPR spills, {scratch_bytes} "
                                             "bytes scratch per work-item"))
        vgprs = "{vgprs} VGPRs" + (" ({agprs} of them AGPRs)" if res.agprs else "")  # as metric_format.vgprs_text
        findings.append(Finding(kind="registers", severity="info", stage="amdgcn", claims=claims,
                                template=vgprs + ", {sgprs} SGPRs, {waves_per_simd} waves per SIMD (LLVM)"))
    if not isinstance(num_warps, int):
        return Analysis(findings, metrics)
    occ: Occupancy | None = None
    tmem: tuple[int, list[int]] = (0, [])
    if target.is_nvidia and isinstance(target.arch, int) and res.registers is not None:
        lim = NVIDIA_LIMITS.get(target.arch)
        if lim is not None and lim.tmem_columns and "ptx" in inp.stages:
            tmem = tmem_columns(inp.stages["ptx"])
            size = inp.metadata.get("tmem_size")
            if not tmem[0] and isinstance(size, int) and not isinstance(size, bool) and size > 0:
                # Triton allocated tensor memory that no tcgen05.alloc of the PTX takes: its code was folded into a
                # trap (trial 12b F1: 576 of the SM's 512 columns); the metadata's total is what the CTA needs
                tmem = (size, [])
        occ = nvidia_occupancy(target.arch, res.registers, shared_bytes, num_warps, tmem[0])
    elif not target.is_nvidia:
        lds = res.shared_bytes if res.shared_bytes else shared_bytes
        occ = amd_occupancy(str(target.arch), res.occupancy, lds, num_warps, res.registers)
    if occ is None:
        return Analysis(findings, metrics)
    metrics["occupancy_ctas_per_sm"] = occ.ctas
    metrics["occupancy_warps_per_sm"] = occ.warps
    findings.append(_occupancy_finding(inp, occ, num_warps, shared, shared_bytes, tmem))
    return Analysis(findings, metrics)
