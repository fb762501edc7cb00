"""Rules of the claims about the compiled binary's resources: registers, spills, stack frame (ptxas), VGPRs, SGPRs,
scratch and waves per SIMD (AMDGPU), held against :class:`~ir_explorer.core.model.Resources` as the compile
recorded them (``ptxas -v``'s log, the ``.amdhsa`` notes of the AMDGCN text); the SASS ``STL``/``LDL`` counts,
recounted in the SASS text; and occupancy (CTAs per SM), recomputed from the per-architecture limits table and the
resources and metadata by a closed form per resource written here, apart from
:func:`ir_explorer.analyses.occupancy.nvidia_occupancy`; the tensor-memory columns (sm_100/sm_103) are read here
from the PTX's ``tcgen05.alloc`` lines by a regex of this module, and held against Triton's ``tmem_size`` (its
``ttg.tensor_memory_size``) where the metadata states one."""

from __future__ import annotations

import re
from typing import Any

from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.analyses.occupancy import AMD_LIMITS, NVIDIA_LIMITS
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule

#: A claim key's last part → the :class:`~ir_explorer.core.model.Resources` field it states (``vgprs`` is AMD's
#: ``registers``, ``lds_bytes`` its ``shared_bytes``, ``waves_per_simd`` its ``occupancy``).
_FIELDS = {"vgprs": "registers", "lds_bytes": "shared_bytes", "waves_per_simd": "occupancy"}
#: AMD counts a message states as 0 where the notes give none (``0 VGPR and 0 SGPR spills``).
_ZERO_WHEN_ABSENT = frozenset({"vgpr_spills", "sgpr_spills", "scratch_bytes"})

# e.g. 	@%p1 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r27], 128;
_PTX_TMEM_ALLOC = re.compile(r"^\s*(?:@!?%\w+\s+)?tcgen05\.alloc\.[\w.:]+\s+\[[^\]]*\]\s*,\s*(\d+)\s*;")
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, …, ttg.tensor_memory_size = 128 : i32, "ttg.threads-per-warp" = 32
_TTGIR_TMEM_SIZE = re.compile(r"\bttg\.tensor_memory_size\"?\s*=\s*(\d+)\s*:")

# e.g. .maxnreg 256
_MAXNREG = re.compile(r"^\s*\.maxnreg\s+(\d+)\s*$", re.M)
# e.g. 	setmaxnreg.inc.sync.aligned.u32 	256;
_SETMAXNREG = re.compile(r"^\s*(?:@!?%\w+\s+)?setmaxnreg\.(inc|dec)\.sync\.aligned\.u32\s+(\d+)\s*;")


@claim_rule("ptx-setmaxnreg")
def ptx_setmaxnreg(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A warp-specialized kernel's register budgets, re-read from the PTX with this module's regexes: ``maxnreg``
    the entry's first ``.maxnreg N`` (the cited line must hold it); ``setmaxnreg`` how many ``setmaxnreg.inc|dec``
    instructions the PTX holds; ``setmaxnreg_inc/N`` (``…_dec/N``) how many set N, each cited (trial 12d M3)."""
    ptx = ctx.stages.get("ptx")
    if not ptx:
        return False, "no PTX"
    if claim.key == "maxnreg":
        m = _MAXNREG.search(ptx)
        line = ptx.count("\n", 0, m.start()) + 1 if m else None
        cited = [r.line for r in claim.about if r.stage == "ptx"]
        ok, said = equal(claim.value, int(m[1]) if m else None)
        return ok and cited == [line], f"{said}; .maxnreg at ptx:{line}"
    sets = [(n, m[1], int(m[2])) for n, ln in enumerate(ptx.splitlines(), 1) if (m := _SETMAXNREG.match(ln))]
    if claim.key == "setmaxnreg":
        return equal(claim.value, len(sets))
    way, _, value = claim.key.partition("/")
    if way not in ("setmaxnreg_inc", "setmaxnreg_dec") or not value.isdigit():
        return False, f"no rule for {claim.key}"
    lines = sorted(n for n, w, v in sets if "setmaxnreg_" + w == way and v == int(value))
    cited = sorted(r.line for r in claim.about if r.stage == "ptx")
    return claim.value == len(lines) and cited == lines, f"the PTX sets {value} at ptx:{lines}"


# e.g. .visible .entry ring_flash_bwd(
_PTX_ENTRY_HEADER = re.compile(r"^\s*(?:\.visible\s+)?\.entry\s")
# e.g. 	trap;
_PTX_TRAP_ONLY = re.compile(r"^\s*trap\s*;\s*(?://.*)?$")
# e.g. 	.loc	1 13 1   ·   $L__tmp0:   ·   // %bb.0:   ·   {      (lines that are no instruction)
_PTX_NOT_AN_INSTRUCTION = re.compile(r"^\s*(?:$|//|\.|[\w$.]+:|[{}]\s*$)")

# e.g.         /*0c70*/                   STL.64 [R1+0x8], R4 ;      e.g.   /*0d10*/   @!P0 LDL.LU R5, [R1+0x10] ;
_SASS_LOCAL = re.compile(r"^\s*/\*[0-9a-fA-F]+\*/\s+(?:@!?U?P[0-9T]+\s+)?(STL|LDL)(?:\.[\w.]+)?\s")


@claim_rule("resource")
def resource(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A resource count: the claim's key (its last ``/`` part) names a field of the compile's resources (an AMD
    spill or scratch count the notes do not give is 0). A spill finding's ``registers`` in a kernel whose PTX sets
    per-partition budgets (``setmaxnreg``) must come with the ``maxnreg`` claim that names it the launch's budget:
    "spills … at 168 registers per thread" said of a warp-specialized kernel whose spill code runs at 88 is refused
    (trial 12d M2)."""
    name = claim.key.rsplit("/", 1)[-1]
    res = ctx.comp.resources
    if res is None:
        return False, "the compile recorded no resources"
    if name == "registers" and finding.kind == "spill" and finding.claim("maxnreg") is None \
            and any(_SETMAXNREG.match(ln) for ln in (ctx.stages.get("ptx") or "").splitlines()):
        return False, "the PTX sets per-partition budgets (setmaxnreg): the spills are not at the launch's registers"
    derived = getattr(res, _FIELDS.get(name, name))
    if derived is None and name in _ZERO_WHEN_ABSENT and claim.value == 0:
        return True, "the notes give none"
    return equal(claim.value, derived)


@claim_rule("resource-spill")
def resource_spill(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The spill bytes ptxas reports (store + load), from the resources; ``None`` when ptxas gave no log."""
    res = ctx.comp.resources
    derived = res.spill_store_bytes + res.spill_load_bytes if res is not None and res.source == "ptxas" else None
    return equal(claim.value, derived)


_SASS_SEEN: list[Any] = [None, {}]
"""The last SASS text read by :func:`_sass_local`, and what it found."""


def _sass_local(ctx: ClaimContext) -> dict[str, list[int]]:
    """``{"STL": [lines], "LDL": [lines]}`` of the SASS text, read here by a regex of this module (once per text:
    the mutants of one report share it)."""
    text = ctx.stages.get("sass") or ""
    if _SASS_SEEN[0] is not text:
        out: dict[str, list[int]] = {"STL": [], "LDL": []}
        for no, line in enumerate(text.splitlines(), 1):
            if m := _SASS_LOCAL.match(line):
                out[m.group(1)].append(no)
        _SASS_SEEN[:] = [text, out]
    found: dict[str, list[int]] = _SASS_SEEN[1]
    return found


@claim_rule("sass-local")
def sass_local(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``stl``/``ldl``: the number of SASS ``STL``/``LDL`` instructions, and the claim's refs are exactly their
    lines (a ref moved onto another such line is a line counted twice); ``sass_local``: both together."""
    op = claim.key.rsplit("/", 1)[-1].upper()
    local = _sass_local(ctx)
    if op == "SASS_LOCAL":  # the local-memory finding's STL + LDL total
        return equal(claim.value, len(local["STL"]) + len(local["LDL"]))
    lines = local.get(op, [])
    refs = sorted(r.line for r in claim.about)
    ok = claim.value == len(lines) and refs == lines
    return ok, f"the SASS has {len(lines)} {op} lines" + ("" if refs == lines else f", the refs cite {refs[:6]}")


# e.g.         /*a420*/                   USETMAXREG.DEALLOC.CTAPOOL 0x58 ;
_SASS_SETMAXREG = re.compile(r"\bUSETMAXREG\.\S+\s+(?:\w+\s*,\s*)?(0x[0-9a-fA-F]+|\d+)\s*;")


@claim_rule("sass-usetmaxreg")
def sass_usetmaxreg(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``local_budget/N`` (``…/launch``): how many SASS ``STL``/``LDL`` lines have, as the nearest ``USETMAXREG``
    above them in the SASS text, one that sets N registers per thread (none above them), and the claim's refs are
    exactly those lines (trial 12d M2: a warp-specialized kernel's spill code placed by its partition's budget)."""
    text = (ctx.stages.get("sass") or "").splitlines()
    budget = claim.key.rsplit("/", 1)[-1]
    if budget != "launch" and not budget.isdigit():
        return False, f"no rule for {claim.key}"
    local = _sass_local(ctx)
    current: int | None = None
    mine: list[int] = []
    spill = set(local["STL"]) | set(local["LDL"])
    for no, line in enumerate(text, 1):
        if m := _SASS_SETMAXREG.search(line):
            current = int(m.group(1), 0)
        elif no in spill and current == (None if budget == "launch" else int(budget)):
            mine.append(no)
    refs = sorted(r.line for r in claim.about)
    ok = claim.value == len(mine) and refs == mine
    return ok, f"{len(mine)} STL/LDL under budget {budget}" + ("" if refs == mine else f", the refs cite {refs[:6]}")


@metric_rule("local_memory_insts")
def local_memory_insts(value: object, ctx: ClaimContext) -> Verdict:
    """``local_memory_insts``: the SASS ``STL`` + ``LDL`` lines. A check given no SASS text (the report read it
    from the cubin, the caller did not pass it) cannot recount: it holds the metric as given."""
    if "sass" not in ctx.stages:
        return True, "no SASS text to recount in"
    local = _sass_local(ctx)
    return equal(value, len(local["STL"]) + len(local["LDL"]))


@metric_rule("spill_bytes")
def spill_bytes(value: object, ctx: ClaimContext) -> Verdict:
    """``spill_bytes``: ptxas's bytes spill stores (the bytes spilled; the old sum with the spill loads is refused
    wherever ptxas loaded any back: trial 8a M2 / 14d, "spills: 8 → 0" for 4 bytes spilled), or AMD's VGPR + SGPR
    spill count."""
    res = ctx.comp.resources
    if res is None:
        return False, "the compile recorded no resources"
    if res.source == "ptxas":
        return equal(value, res.spill_store_bytes)
    return equal(value, (res.vgpr_spills or 0) + (res.sgpr_spills or 0))


def _num_warps(ctx: ClaimContext) -> int | None:
    nw = ctx.comp.metadata.get("num_warps")
    return nw if isinstance(nw, int) and not isinstance(nw, bool) and nw > 0 else None


def _shared(ctx: ClaimContext) -> int:
    shared = ctx.comp.metadata.get("shared")
    return shared if isinstance(shared, int) and not isinstance(shared, bool) else 0


def _tmem_allocs(ctx: ClaimContext) -> list[tuple[int, int]]:
    """``[(PTX line, columns)]`` of each ``tcgen05.alloc`` of the PTX text (PTX ISA §9.7.16.7.1: its last operand is
    the number of columns), read by this module's regex."""
    return [(no, int(m[1])) for no, ln in enumerate(ctx.lines("ptx"), 1) if (m := _PTX_TMEM_ALLOC.match(ln))]


def _triton_tmem_size(ctx: ClaimContext) -> int | None:
    """The tensor-memory columns Triton allocated: the module's ``ttg.tensor_memory_size`` (its
    ``TensorMemoryAllocation`` pass sets it to the total, rounded up to a power of 2 ≥ 32, 0 when none). That pass
    runs in ``make_llir``, after the TTGIR stage is dumped, so it is read from Triton's metadata ``tmem_size`` (the
    CUDA backend copies the attribute there), or from a TTGIR module that states it; ``None`` when neither does."""
    size = ctx.comp.metadata.get("tmem_size")
    if isinstance(size, int) and not isinstance(size, bool):
        return size
    for ln in ctx.lines("ttgir"):
        if ln.startswith("module") and (m := _TTGIR_TMEM_SIZE.search(ln)):
            return int(m[1])
    return None


def _tmem_total(ctx: ClaimContext) -> int:
    """The tensor-memory columns one CTA takes: the PTX's ``tcgen05.alloc`` lines summed, or, where the PTX has none
    (a body folded into a trap, trial 12b F1), Triton's own total (:func:`_triton_tmem_size`); 0 without either."""
    allocs = _tmem_allocs(ctx)
    return sum(c for _, c in allocs) if allocs else (_triton_tmem_size(ctx) or 0)


@claim_rule("tmem-columns")
def tmem_columns(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``tmem_columns``: the columns the PTX's ``tcgen05.alloc`` lines allocate (summed), the claim's refs are
    exactly those lines, and Triton's own total (:func:`_triton_tmem_size`), where known, is the same. Where the PTX
    allocates none but Triton's total is above 0 (trial 12b F1: a body folded into a trap), that total, with no
    refs."""
    allocs = _tmem_allocs(ctx)
    if not allocs and (size := _triton_tmem_size(ctx)):
        ok, said = equal(claim.value, size)
        return ok and not claim.about, said + " (Triton's tmem_size; the PTX has no tcgen05.alloc)"
    ok, said = equal(claim.value, sum(c for _, c in allocs))
    refs = sorted(r.line for r in claim.about)
    triton = _triton_tmem_size(ctx)
    agrees = triton is None or triton == claim.value
    return ok and refs == [n for n, _ in allocs] and agrees, said + f" (Triton's tmem_size {triton})"


def cta_limits(ctx: ClaimContext) -> dict[str, int] | None:
    """The CTAs per SM (CU) each resource alone allows, recomputed from the limits table of the target
    (:data:`~ir_explorer.analyses.occupancy.NVIDIA_LIMITS`, :data:`~ir_explorer.analyses.occupancy.AMD_LIMITS`),
    the resources and the metadata (``num_warps``, ``shared``). NVIDIA: ``ctas`` the table's; ``warps`` its warps /
    ``num_warps``; ``registers`` 4 sub-partitions x floor(registers per partition / (registers x 32 rounded up to
    the allocation unit)) warps / ``num_warps``; ``shared`` 0 past the per-CTA limit, else shared per SM /
    ((shared + reserved) rounded up to the allocation unit); ``tensor memory`` (an SM with tensor memory, a PTX
    that allocates some) the SM's columns / the columns of the PTX's ``tcgen05.alloc`` lines. AMD: ``waves``
    min(LLVM's waves per SIMD, the most) x
    SIMDs / ``num_warps``, named ``registers`` when fewer than the most and equal to the VGPR file / the VGPRs
    rounded up to the granule; ``shared`` LDS per CU / the LDS a workgroup uses. ``None`` where not known."""
    comp, nw, res = ctx.comp, _num_warps(ctx), ctx.comp.resources
    if nw is None or res is None:
        return None
    shared = _shared(ctx)
    if comp.target.is_nvidia:
        lim = NVIDIA_LIMITS.get(comp.target.arch) if isinstance(comp.target.arch, int) else None
        if lim is None or res.registers is None:
            return None
        out = {"ctas": lim.max_ctas, "warps": lim.max_warps // nw}
        if res.registers > 0:
            units = -(-(res.registers * 32) // lim.reg_unit)  # allocation units of one warp
            out["registers"] = 4 * ((lim.registers // 4) // (units * lim.reg_unit)) // nw
        if shared > 0:
            units = -(-(shared + lim.reserved_shared) // lim.shared_unit)
            out["shared"] = 0 if shared > lim.shared_per_cta else lim.shared_per_sm // (units * lim.shared_unit)
        columns = _tmem_total(ctx) if lim.tmem_columns else 0
        if columns > 0:
            out["tensor memory"] = lim.tmem_columns // columns
        return out
    amd = AMD_LIMITS.get(str(comp.target.arch))
    if amd is None or res.occupancy is None:
        return None
    waves = min(res.occupancy, amd.max_waves_per_simd)
    # registers: LLVM's waves are below the slots and are what the VGPR file over the kernel's VGPRs allows
    by_vgprs = (min(amd.max_waves_per_simd, amd.vgprs // (-(-res.registers // amd.vgpr_granule) * amd.vgpr_granule))
                if amd.vgprs and res.registers else None)
    name = "registers" if waves < amd.max_waves_per_simd and by_vgprs == waves else "waves"
    out = {name: waves * amd.simds // nw}
    lds = res.shared_bytes or shared
    if lds > 0:
        out["shared"] = amd.lds // lds
    return out


@claim_rule("ptx-trap")
def ptx_trap(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``trap_line``: the kernel's (``.entry``) PTX body, between its braces, holds one instruction, a ``trap;`` on
    that line (every other line a directive, label, comment or brace), read here by this module's regexes."""
    lines = ctx.lines("ptx")
    header = next((n for n, ln in enumerate(lines, 1) if _PTX_ENTRY_HEADER.match(ln)), 0)
    opened, found = False, []
    for n in _ptx_body(ctx, header):
        if opened and not _PTX_NOT_AN_INSTRUCTION.match(lines[n - 1]):
            found.append(n)
        opened = opened or "{" in lines[n - 1]
    ok = len(found) == 1 and bool(_PTX_TRAP_ONLY.match(lines[found[0] - 1])) and claim.value == found[0]
    return ok, f"the kernel's PTX body has {len(found)} instruction(s), the first at {found[:1]}"


@claim_rule("occupancy-limit")
def occupancy_limit(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``limits/RESOURCE``: the CTAs that resource alone allows (:func:`cta_limits`)."""
    limits = cta_limits(ctx)
    if limits is None:
        return False, "no limits for this target, resources or metadata"
    return equal(claim.value, limits.get(claim.key.rsplit("/", 1)[-1]))


@claim_rule("occupancy")
def occupancy(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``ctas``: the fewest CTAs any resource allows (:func:`cta_limits`); ``warps``: that times ``num_warps``. A
    finding that states no limit of a resource the limits have is false too (its CTAs were not the fewest)."""
    limits, nw = cta_limits(ctx), _num_warps(ctx)
    if not limits or nw is None:
        return False, "no limits for this target, resources or metadata"
    stated = {c.key.split("/", 1)[1] for c in finding.claims if c.key.startswith("limits/")}
    fewest = min(limits.values())
    derived = fewest if claim.key == "ctas" else fewest * nw
    ok, said = equal(claim.value, derived)
    return ok and stated == set(limits), said + f" (limits {limits})"


@claim_rule("occupancy-limiters")
def occupancy_limiters(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``limited``: the resources whose limit is the fewest CTAs, exactly, in the limits' order, joined by ``and``
    (and the finding's ``data["limiters"]`` lists them, ``data["limiter"]`` the first)."""
    limits = cta_limits(ctx)
    if not limits:
        return False, "no limits for this target, resources or metadata"
    fewest = min(limits.values())
    names = [k for k, v in limits.items() if v == fewest]
    ok, said = equal(claim.value, " and ".join(names))
    return ok and finding.data.get("limiters") == names and finding.data.get("limiter") == names[0], said


@claim_rule("occupancy-input")
def occupancy_input(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """What occupancy is computed from: ``num_warps`` and ``shared_bytes`` (metadata ``shared``, 0 without one) of
    Triton's metadata, ``target`` the compilation's target."""
    name = claim.key.rsplit("/", 1)[-1]
    derived: object = {"num_warps": ctx.comp.metadata.get("num_warps"), "shared_bytes": _shared(ctx),
                       "target": ctx.comp.target.spec}.get(name, KeyError)
    return equal(claim.value, derived)


@claim_rule("arch-limit")
def arch_limit(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A limit of the target's architecture: ``shared_per_cta`` (NVIDIA, bytes one CTA may use),
    ``tmem_columns_per_sm`` (NVIDIA, tensor-memory columns per SM), ``lds_per_cu`` (AMD), from the limits table."""
    arch = ctx.comp.target.arch
    name = claim.key.rsplit("/", 1)[-1]
    if name == "shared_per_cta" and isinstance(arch, int) and (lim := NVIDIA_LIMITS.get(arch)):
        return equal(claim.value, lim.shared_per_cta)
    if name == "tmem_columns_per_sm" and isinstance(arch, int) and (lim := NVIDIA_LIMITS.get(arch)):
        return equal(claim.value, lim.tmem_columns or None)  # 0 in the table: the SM has none
    if name == "lds_per_cu" and (amd := AMD_LIMITS.get(str(arch))):
        return equal(claim.value, amd.lds)
    return False, f"no limit {name} for {ctx.comp.target.spec}"


@metric_rule("occupancy_ctas_per_sm")
def occupancy_ctas(value: object, ctx: ClaimContext) -> Verdict:
    """``occupancy_ctas_per_sm``: the fewest CTAs any resource allows (:func:`cta_limits`)."""
    limits = cta_limits(ctx)
    return equal(value, min(limits.values()) if limits else None)


@metric_rule("occupancy_warps_per_sm")
def occupancy_warps(value: object, ctx: ClaimContext) -> Verdict:
    """``occupancy_warps_per_sm``: those CTAs times ``num_warps``."""
    limits, nw = cta_limits(ctx), _num_warps(ctx)
    return equal(value, min(limits.values()) * nw if limits and nw else None)


@metric_rule("registers")
def registers(value: object, ctx: ClaimContext) -> Verdict:
    """``registers``: the resources' registers per thread (ptxas) or VGPRs (AMD)."""
    res = ctx.comp.resources
    return equal(value, res.registers if res is not None else None)


# PTX local memory (analyses.local_memory): depots, st.local/ld.local, constant tables.

# e.g. .visible .entry sin_rows(     e.g. .func  (.param .b32 func_retval0) __nv_sinf(
_PTX_FUNC = re.compile(r"^\s*(?:\.(?:visible|weak|extern)\s+)*\.(?:entry|func)\b")
# e.g. 	.local .align 4 .b8 	__local_depot0[28];
_PTX_DEPOT = re.compile(r"^\s*\.local\s+(?:\.align\s+\d+\s+)?\.[bsuf](\d+)\s+([\w$]+)\[(\d+)\]\s*;")
# e.g. 	@%p2 st.local.b32 	[%r394], %r89;     e.g. ld.local.v2.b32 	{%r5, %r6}, [%r4+20];
_PTX_LOCAL = re.compile(r"^\s*(?:@!?%\w+\s+)?(st|ld)\.local[.\s]")
# e.g. $L__BB0_7:                              // %__internal_trig_reduction_slowpath.exit.i.i.i
_PTX_EXIT = re.compile(r"^\S+:\s*//\s*%([A-Za-z_][\w$]*?)\.exit\d*(?:\.|\s*$)")
# e.g. .global .align 4 .b8 __cudart_i2opi_f[24] = {65, 144, …};
_PTX_TABLE = re.compile(r"^(?:\.(?:visible|weak)\s+)?\.(global|const)\s+(?:\.align\s+\d+\s+)?\.[bsuf](\d+)\s+"
                        r"([\w$]+)\[(\d+)\]\s*=")
# e.g. 	ld.global.nc.b32 	%r90, [%rd7];    e.g. ld.global.nc.v2.b32 {%r1, %r2}, [%rd7];
_PTX_LOAD_BITS = re.compile(r"\bld\.global(?:\.\w+)*?(?:\.v(\d))?\.[bsuf](\d+)\s")


def _ptx_body(ctx: ClaimContext, header: int) -> range:
    """The 1-based lines of the PTX function whose header is line ``header``, up to the ``}`` closing its body;
    empty when that line is no function header."""
    lines = ctx.lines("ptx")
    if not 0 < header <= len(lines) or not _PTX_FUNC.match(lines[header - 1]):
        return range(0)
    depth, opened = 0, False
    for no in range(header, len(lines) + 1):
        depth += lines[no - 1].count("{") - lines[no - 1].count("}")
        opened = opened or "{" in lines[no - 1]
        if opened and depth <= 0:
            return range(header, no + 1)
    return range(header, len(lines) + 1)


def _function_of(finding: Finding) -> int:
    c = finding.claim("function")
    return c.about[0].line if c is not None and c.about else 0


@claim_rule("local-function")
def local_function(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``function``: the line it cites is the header of a PTX function of that name."""
    n = _function_of(finding)
    line = ctx.line("ptx", n) or ""
    ok = bool(_ptx_body(ctx, n)) and re.search(r"(?<![\w$])" + re.escape(str(claim.value)) + r"\s*\(", line)
    return bool(ok), f"ptx:{n} is {line.strip()[:80]!r}"


@claim_rule("local-depot")
def local_depot(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``depots/NAME/bytes`` and ``depots/NAME/line``: the line, inside the finding's function, declares the
    ``.local`` array ``NAME`` of that many bytes (elements x element bits / 8); the function declares no depot the
    finding leaves out."""
    name = claim.key.split("/")[1]
    body = _ptx_body(ctx, _function_of(finding))
    declared = {m[2]: (int(m[3]) * int(m[1]) // 8, no) for no in body
                if (m := _PTX_DEPOT.match(ctx.lines("ptx")[no - 1]))}
    stated = {c.key.split("/")[1] for c in finding.claims if c.key.startswith("depots/")}
    size, line = declared.get(name, (None, None))
    ok, said = equal(claim.value, size if claim.key.endswith("/bytes") else line)
    at = all(r.line == line for r in claim.about)
    return ok and at and stated == set(declared), said + f" (depots {declared})"


def _local_accesses(ctx: ClaimContext, body: range) -> dict[str, list[int]]:
    lines = ctx.lines("ptx")
    out: dict[str, list[int]] = {"st": [], "ld": []}
    for no in body:
        if m := _PTX_LOCAL.match(lines[no - 1]):
            out[m[1]].append(no)
    return out


@claim_rule("local-access")
def local_access(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``st_local``/``ld_local``: the ``st.local``/``ld.local`` lines of the finding's PTX function, recounted; the
    claim's refs are exactly those lines."""
    op = claim.key[:2]
    found = _local_accesses(ctx, _ptx_body(ctx, _function_of(finding)))[op]
    refs = sorted(r.line for r in claim.about)
    return claim.value == len(found) and refs == found, f"the function has {len(found)} {op}.local lines"


def _origin(ctx: ClaimContext, no: int, body: range) -> tuple[str | None, str | None]:
    """Where the local access at PTX line ``no`` comes from: the first ``%NAME.exit`` label after it (the innermost
    inlined function) and the first ``%__nv_*.exit`` label after it (the libdevice function), in its function."""
    lines, inner = ctx.lines("ptx"), None
    for k in range(no + 1, body.stop):
        if m := _PTX_EXIT.match(lines[k - 1]):
            inner = inner or m[1]
            if m[1].startswith("__nv_"):
                return inner, m[1]
    return inner, None


_ORIGINS: dict[tuple[int, int], tuple[str, dict[int, tuple[str | None, str | None]]]] = {}
"""``(id of the PTX text, header line)`` → (that text, the origin of each local access of the function)."""


def _origins(ctx: ClaimContext, header: int) -> dict[int, tuple[str | None, str | None]]:
    """The origin (:func:`_origin`) of each local access of the PTX function at line ``header``, once per text and
    function (the last text's kept)."""
    text = ctx.stages.get("ptx") or ""
    hit = _ORIGINS.get((id(text), header))
    if hit is not None and hit[0] is text:
        return hit[1]
    if any(t is not text for t, _ in _ORIGINS.values()):
        _ORIGINS.clear()
    body = _ptx_body(ctx, header)
    acc = _local_accesses(ctx, body)
    found = {no: _origin(ctx, no, body) for no in sorted(acc["st"] + acc["ld"])}
    _ORIGINS[(id(text), header)] = (text, found)
    return found


@claim_rule("local-origin")
def local_origin(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``origin/K/count``, ``…/function``, ``…/libdevice``: the local accesses of the finding's function attributed
    (by the inliner's ``.exit`` labels after them) to that innermost function and libdevice function are exactly the
    count claim's refs; ``data["origins"]`` gives each access the same."""
    pre = claim.key[:claim.key.rfind("/") + 1]
    origins = _origins(ctx, _function_of(finding))
    count = finding.claim(f"{pre}count")
    fn, lib = (finding.claim(f"{pre}{k}") for k in ("function", "libdevice"))
    want = (fn.value if fn else None, lib.value if lib else None)
    lines = sorted(no for no, o in origins.items() if o == want)
    refs = sorted(r.line for r in count.about) if count is not None else []
    view = [{"line": no, "function": o[0], "libdevice": o[1]} for no, o in origins.items()]
    ok = count is not None and count.value == len(lines) and refs == lines and finding.data.get("origins") == view
    return ok, f"{len(lines)} accesses from {want}"


@metric_rule("local_depot_bytes")
def local_depot_bytes(value: object, ctx: ClaimContext) -> Verdict:
    """``local_depot_bytes``: the bytes of every ``.local`` array the PTX declares."""
    total = sum(int(m[3]) * int(m[1]) // 8 for ln in ctx.lines("ptx") if (m := _PTX_DEPOT.match(ln)))
    return equal(value, total)


@claim_rule("const-table")
def const_table(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``table``, ``space``, ``table_bytes``, ``table_line``: the line declares the initialized module-scope array
    of that name, state space and size (elements x element bits / 8)."""
    line = finding.claim("table_line")
    n = line.value if line is not None and isinstance(line.value, int) else 0
    m = _PTX_TABLE.match(ctx.line("ptx", n) or "")
    if m is None:
        return False, f"ptx:{n} declares no table"
    derived = {"table": m[3], "space": m[1], "table_bytes": int(m[4]) * int(m[2]) // 8, "table_line": n}
    ok, said = equal(claim.value, derived.get(claim.key))
    return ok and all(r.line == n for r in claim.about), said


_TABLE_LOADS: list[Any] = [None, []]
"""The last PTX text read by :func:`_table_loads` and its loads."""


def _table_loads(ctx: ClaimContext) -> list[Any]:
    """:func:`ir_explorer.analyses.local_memory.table_loads` of the PTX, once per text (the mutants of one report
    share it)."""
    from ir_explorer.analyses.local_memory import table_loads  # the analysis's walk, run on the rules' text

    text = ctx.stages.get("ptx") or ""
    if _TABLE_LOADS[0] is not text:
        _TABLE_LOADS[:] = [text, table_loads(text)]
    loads: list[Any] = _TABLE_LOADS[1]
    return loads


@claim_rule("const-table-loads")
def const_table_loads(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``count`` (refs: each load), ``instruction``, ``widths/BITS`` and ``via/K``: the loads of the table are those
    :func:`ir_explorer.analyses.local_memory.table_loads` finds on the raw PTX (it re-derives the analysis's value);
    each load's width is read from its line (``.vN`` x type bits), the instruction from the first load's line, and
    each ``via`` line moves the table's symbol into a register (``mov``/``cvta``)."""
    name = finding.claim("table")
    loads = [t for t in _table_loads(ctx) if name is not None and t.table == name.value]
    lines = ctx.lines("ptx")
    if claim.key == "count":
        refs = sorted(r.line for r in claim.about)
        view = [{"line": t.line, "instruction": t.instruction, "bits": t.bits, "via": t.via} for t in loads]
        ok = claim.value == len(loads) and refs == [t.line for t in loads] and finding.data.get("loads") == view
        return ok, f"{len(loads)} loads of the table"
    if claim.key == "instruction":
        first = lines[loads[0].line - 1].split() if loads else []
        ops = [w for w in first if w.startswith("ld.")]
        ok, said = equal(claim.value, ops[0] if ops else None)
        return ok and all(r.line == loads[0].line for r in claim.about), said
    if claim.key.startswith("widths/"):
        bits = int(claim.key.split("/")[1])
        widths = [m for t in loads if (m := _PTX_LOAD_BITS.search(lines[t.line - 1]))]
        return equal(claim.value, sum(1 for m in widths if int(m[1] or 1) * int(m[2]) == bits))
    n = claim.value if isinstance(claim.value, int) else 0
    held = lines[n - 1] if 0 < n <= len(lines) else ""
    vias = list(dict.fromkeys(t.via for t in loads))
    k = int(claim.key.split("/")[1])
    symbol = re.escape(str(name.value if name else ""))
    moves = re.match(r"^\s*(?:mov|cvta)\.", held) is not None and re.search(
        r"(?<![\w$])" + symbol + r"(?![\w$])", held) is not None
    ok = k < len(vias) and vias[k] == n and all(r.line == n for r in claim.about) and moves
    return ok, f"the table's symbol is moved at {vias}"


@claim_rule("frontend-warning")
def frontend_warning(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``category`` and ``warning`` of a frontend finding: a line of the compile's diagnostics
    (:attr:`~ir_explorer.core.model.Compilation.diagnostics`) is ``category: warning``."""
    category, warning = (finding.claim(k) for k in ("category", "warning"))
    said = f"{category.value if category else ''}: {warning.value if warning else ''}"
    return said in ctx.comp.diagnostics.splitlines(), f"the diagnostics say {ctx.comp.diagnostics[:120]!r}"
