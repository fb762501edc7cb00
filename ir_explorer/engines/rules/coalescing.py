"""Rules of the coalescing claims (:mod:`ir_explorer.analyses.coalescing`): global access widths in the machine code,
the TTGIR accesses' types and layouts, and AxisInfo's account of their vector widths and sectors.

* ``machine-widths``: a machine stage's count of accesses of one kind and width (``loads/128``, ``stores/32``,
  ``atomics/32``, ``async/128``, ``constant_table/32``, ``tma``, ``runtime``) is the number of lines of that stage
  whose instruction this module reads as that kind and width (:func:`read_access`: its own reading of PTX
  ``ld``/``st``/``atom``/``red``/``cp.async``, SASS ``LDG``/``STG``/``ATOMG``/``RED``/``LDGSTS``/``UTMA…`` and AMDGCN
  ``global_*``/``buffer_*`` mnemonics), the claim's refs are exactly those lines, and the finding cites every access
  line the claims' refs name;
* ``machine-widths`` also holds the AMDGCN ``s_load`` counted apart (trial 9a M1): ``scalar_loads/…`` those whose
  base pair traces back, writer by writer, to one ``global_buffer`` kernel argument, ``untraced_scalar_loads`` the
  others but those from the kernarg segment pointer (:func:`_amd_scalar`, a backward walk of its own);
* ``runtime-accesses``: the AMDGCN accesses of AMD's inlined device runtime a finding leaves out, in all, per
  function and per direction and width;
* ``access-type``: an access's ``op``, ``shape``, ``element``, ``layout`` and ``alias``, and its ``contiguity``
  attribute, as its TTGIR line prints them (the op's name, its last ``tensor<…>`` type, the alias's layout; an AMD
  ``buffer_*`` op's element its base pointer's pointee, not its offsets' i32);
* ``blocked-layout``: ``size_per_thread``, ``order`` and ``contiguous/…`` as the ``#blocked`` alias's own
  definition line prints them;
* ``layout-width``: ``estimated_bits``, ``possible_bits`` and ``elements`` by their closed forms over the line's
  type, the alias's line, the module's ``ttg.num-warps`` x ``ttg.threads-per-warp`` and the machine code's width
  (whether a stride along the contiguous dimension makes the estimate one element: the analysis's def-use walk,
  :func:`ir_explorer.analyses.coalescing.narrow_causes`, on a fresh parse);
* ``machine-atomics``: an AMD buffer atomic's ``atomics`` are the machine stage's global atomics whose ``.loc`` is its
  TTGIR line's Python line, ``atomic_bits`` their narrowest width, ``elements`` that over the element's bits;
* ``machine-lines``: ``machine_lines`` are every access of the machine stage (PTX, else AMDGCN, else SASS) in the
  access's direction whose ``.loc`` is the TTGIR line's Python line, and ``measured_bits`` their narrowest width;
* ``axisinfo``, ``axis-width``, ``axis-cause``, ``sectors``: AxisInfo's lattice values, vector bounds, cause and
  sector model. These are model estimates: the rule re-derives the model's value with the project's engine
  (:func:`ir_explorer.analyses.axisinfo.explain_access`) on a parse of the TTGIR of the rules' own (apart from the
  report's, kept across the checks of one text), the machine width it is given re-read by ``machine-lines``' path;
  it catches drift between a claim and the IR, not a wrong model. Where a closed form exists it is held too: the
  ``128-bit`` bound is 128 / the element's bits, ``sizePerThread`` the alias line's, an ideal sector count
  ceil(bytes / 32), a cause's Python line the ``loc`` of its TTGIR line, the base's alignment the largest pointer
  divisibility over the dimensions (or the element's bytes) and its offset in a sector that alignment below 16
  bytes, else 0; a request's sector count with no base stated beside it is refused (trials 13b M1, 13d M4);
* ``coal-inner-stride``: a stride argument a narrow access's cause says multiplies its contiguous dimension is an
  operand (or the ``tt.splat``) of the cited ``arith.muli``, whose product varies along that dimension: by its slice
  layout, or the ``tt.expand_dims`` axis its users reach in the rules' model (:func:`coal_inner_stride`); the type
  said of it is its declaration's on the ``tt.func`` line;
* ``coal-mask-bound``: an argument a narrow access's mask is said to compare against is reached, with no
  ``tt.divisibility``, from an operand of the cited ``arith.cmpi``, which the access's mask reaches; both walks go
  backwards through the rules' model and stop at ops that read memory (:func:`coal_mask_bound`);
* ``redundant-fetch``: a load whose pointer repeats addresses (trial 9d M3): its constancy, dimensions, fetches and
  bytes by closed forms over the access line's type and the fresh pointer constancy, and the op said to make the
  runs on its cited line, computed into the pointer, dividing by the constant said (:func:`redundant_fetch`);
* ``coal-const-offset``: a constant a narrow access's offsets are said to add is an operand (through ``tt.splat``)
  of the cited ``arith.addi``/``tt.addptr``, read from its ``arith.constant`` line, whose result reaches the access's
  pointer or offsets forward through additions and shape views only, and is no multiple of 16 bytes
  (:func:`coal_const_offset`).

Metric rules: ``global_loads``, ``min_load_bits``, ``min_store_bits`` (the machine stage's loads and async copies
as :func:`read_access` reads them), ``constant_table_loads`` (the PTX loads of constant tables,
:func:`ir_explorer.analyses.local_memory.table_loads`, by width), ``uncoalesced_accesses`` (the accesses whose
re-derived sector model is uncoalesced).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ir_explorer.analyses import axisinfo, coalescing, local_memory
from ir_explorer.analyses.axisinfo.access import access_pointer
from ir_explorer.analyses.coalescing import BUFFER_ATOMIC_OPS, GLOBAL_ACCESS_OPS, atomic_claims
from ir_explorer.analyses.findings import Claim, ClaimValue, Finding
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule
from ir_explorer.ir import mlir_model
from ir_explorer.ir.layouts import element_bits, find_types, parse_type
from ir_explorer.ir.machine import amd_runtime_lines
from ir_explorer.ir.sourcemap import own_columns, python_lines

# ----------------------------------------------------------------------------- machine code, read apart

# e.g. 	@%p1 ld.global.v4.b32 { %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];
# e.g. 	cp.async.cg.shared.global [ %r147 + 0 ], [ %rd71 + 0 ], 0x10, %r148;
_PTX_HEAD = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<mn>[a-z][\w.:]*)(?P<rest>.*)$")
# e.g.         /*0180*/              @!P0 LDG.E.128 R16, desc[UR4][R2.64] ;
_SASS_HEAD = re.compile(r"^\s*/\*[0-9a-f]+\*/\s+(?:@!?U?P\w+\s+)?(?P<mn>[A-Z][\w.]*)")
# e.g. 	global_load_dwordx4 v[4:7], v0, s[0:1]      e.g. 	buffer_load_dword v1, v2, s[0:3], 0 offen lds
_AMD_HEAD = re.compile(r"^\s*(?P<mn>(?:global|buffer)_(?P<dir>load|store)_(?P<suffix>\w+))(?P<rest>.*)$")
# e.g. 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1     e.g. 	buffer_atomic_add_f32 v1, v2, s[8:11], 0 offen
_AMD_ATOMIC = re.compile(r"^\s*(?:global|buffer)_atomic_(?P<suffix>\w+)")
#: PTX ``atom``/``red`` operand types → bits (PTX ISA §9.7.13.5: ``.f16x2``/``.bf16x2`` are one 32-bit word).
_PTX_ATOM_TYPES = {"b16": 16, "f16": 16, "bf16": 16, "b32": 32, "s32": 32, "u32": 32, "f32": 32, "f16x2": 32,
                   "bf16x2": 32, "b64": 64, "s64": 64, "u64": 64, "f64": 64, "b128": 128}
_PTX_TYPE_BITS = {"b8": 8, "s8": 8, "u8": 8, "b16": 16, "s16": 16, "u16": 16, "f16": 16, "b32": 32, "s32": 32,
                  "u32": 32, "f32": 32, "b64": 64, "s64": 64, "u64": 64, "f64": 64, "b128": 128}
_AMD_WORDS = {"byte": 8, "ubyte": 8, "sbyte": 8, "u8": 8, "i8": 8, "short": 16, "ushort": 16, "sshort": 16,
              "u16": 16, "i16": 16, "d16": 16, "dword": 32}


def read_access(stage: str, line: str) -> tuple[str, int | None] | None:
    """``(kind, bits per thread)`` of one global access line of ``stage`` (kind ``load``, ``store``, ``atomic``,
    ``async``, ``tma``; TMA has no width), or ``None`` for any other line. Read from the mnemonic alone: atomics PTX
    ``atom``/``red`` with ``.global`` (``.vN`` times the type's bits), SASS ``ATOMG``/``ATOM``/``REDG``/``RED``
    (a vector type ``F32x4``/``F16x2`` its bits times its count, 64 bits with a ``64``/``F64``/``U64``/``S64``
    modifier, else 32), AMDGCN ``global_atomic_*``/``buffer_atomic_*``
    (64 bits with ``x2``/``f64``/``b64``, else 32); PTX ``ld``/``st`` with
    ``.global``, ``.vN`` times the type's bits, ``cp.async.c[ag]`` its cp-size operand x 8 bits,
    ``cp.async.bulk.tensor``; SASS ``LDG``/``STG``/``LDGSTS`` and ``.128``/``.64``/``.U16``/``.S16``/``.U8``/``.S8``
    (32 bits without), ``UTMALDG``/``UTMASTG``; AMDGCN ``global_``/``buffer_`` ``load``/``store`` by their size word
    (``dwordxN`` 32N bits), to LDS (``lds`` in the name or an ``lds`` operand) an async copy."""
    if stage == "ptx":
        m = _PTX_HEAD.match(line)
        if m is None:
            return None
        parts = m["mn"].split(".")
        if parts[0] in ("atom", "red") and "global" in parts:
            vec = next((int(p[1:]) for p in parts if p in ("v2", "v4", "v8")), 1)
            ty = next((p for p in reversed(parts) if p in _PTX_ATOM_TYPES), None)
            return ("atomic", vec * _PTX_ATOM_TYPES[ty] if ty else None)
        if parts[:4] == ["cp", "async", "bulk", "tensor"]:
            return ("tma", None)
        if parts[:2] == ["cp", "async"] and "global" in parts and "shared" in ".".join(parts):
            size = re.sub(r"\[[^\]]*\]", "", m["rest"]).split(",")
            return ("async", int(size[2].strip(), 0) * 8) if len(size) > 2 else None
        if parts[0] in ("ld", "st") and "global" in parts:
            vec = next((int(p[1:]) for p in parts if p in ("v2", "v4", "v8")), 1)
            ty = next((p for p in reversed(parts) if p in _PTX_TYPE_BITS), None)
            return ("load" if parts[0] == "ld" else "store", vec * _PTX_TYPE_BITS[ty] if ty else None)
        return None
    if stage == "sass":
        m = _SASS_HEAD.match(line)
        if m is None:
            return None
        base, *mods = m["mn"].split(".")
        if base in ("UTMALDG", "UTMASTG"):
            return ("tma", None)
        if base in ("ATOMG", "ATOM", "REDG", "RED"):
            # e.g. REDG.E.ADD.F32x4.FTZ.RN.STRONG.GPU: 4 × 32 bits (trial 2 F1: counted as 32)
            vector = [int(a) * int(b) for p in mods if (v := re.fullmatch(r"[A-Z]*(\d+)x(\d+)", p))
                      for a, b in [v.groups()]]
            return ("atomic", vector[0] if vector else 64 if {"64", "F64", "U64", "S64"} & set(mods) else 32)
        kind = {"LDG": "load", "STG": "store", "LDGSTS": "async"}.get(base)
        if kind is None:
            return None
        sizes = {"128": 128, "64": 64, "U16": 16, "S16": 16, "U8": 8, "S8": 8}
        return (kind, next((sizes[p] for p in mods if p in sizes), 32))
    if stage == "amdgcn":
        atom = _AMD_ATOMIC.match(line)
        if atom is not None:
            return ("atomic", 64 if {"x2", "f64", "b64"} & set(atom["suffix"].split("_")) else 32)
        m = _AMD_HEAD.match(line)
        if m is None:
            return None
        words = m["suffix"].split("_")
        to_lds = "lds" in words or re.search(r"\blds\b", m["rest"]) is not None
        words = [w for w in words if w != "lds"]
        bits: int | None = None
        w = words[0] if words else ""
        if w.startswith("dwordx") and w[6:].isdigit():
            bits = 32 * int(w[6:])
        elif w.startswith("b") and w[1:].isdigit():
            bits = int(w[1:])
        elif w in _AMD_WORDS:
            bits = _AMD_WORDS[w]
        return ("async" if to_lds else m["dir"], bits)
    return None


#: PTX that copies a device-built tensor descriptor to global memory, and a PTX atomic exchange of the kernel's own.
# e.g. 	@%p3 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ %rd25 + 0 ], …
_TENSORMAP_COPY = re.compile(r"^\s*(?:@\S+\s+)?tensormap\.cp_fenceproxy\.global", re.M)
# e.g. 	@%p5 atom.global.acq_rel.gpu.exch.b32 %r1, [ %rd2 + 0 ], %r3;
_ATOM_EXCH = re.compile(r"^\s*(?:@\S+\s+)?atom\.\S*\bglobal\b\S*\bexch\b", re.M)


# e.g. 	global_load_dword v3, v[0:1], off
_DWORD_LOAD = re.compile(r"^\s*global_load_dword\s+v\d+,\s*(v\[\d+:\d+\]),")
# e.g. .LBB0_5:                                ; %atomicrmw.start
_BLOCK = re.compile(r"^(\.LBB\w+):")


def _cas_loads(text: str) -> set[int]:
    """AMDGCN lines of a ``global_load_dword`` that an atomic's compare-and-swap loop reads its old word with, read
    forward from each such load: the next label starts a loop (a ``s_cbranch``/``s_branch`` back to it before the
    label after it) holding a ``global_atomic_cmpswap`` at the load's address registers, and no label stands between
    the load and the loop (trial 12c M4)."""
    lines = text.splitlines()
    out: set[int] = set()
    for i, ln in enumerate(lines):
        m = _DWORD_LOAD.match(ln)
        if m is None:
            continue
        start = next((k for k in range(i + 1, len(lines)) if lines[k].startswith(".")), None)
        head = _BLOCK.match(lines[start]) if start is not None else None
        if start is None or head is None:
            continue
        end = next((k for k in range(start + 1, len(lines)) if _BLOCK.match(lines[k])), len(lines))
        body = lines[start + 1:end]
        if any(re.match(r"^\s*global_atomic_cmpswap\s+v\d+,\s*" + re.escape(m[1]) + ",", b) for b in body) and \
                any(re.match(r"^\s*s_(?:cbranch_\w+|branch)\s+" + re.escape(head[1]) + r"\s*$", b) for b in body):
            out.add(i + 1)
    return out


@lru_cache(maxsize=16)
def _accesses(stage: str, text: str, ptx: str | None = None) -> tuple[tuple[int, str, int | None], ...]:
    """``(line, kind, bits)`` of every global access of a machine stage's text, PTX constant-table loads as kind
    ``table`` (:func:`local_memory.table_loads`), AMDGCN accesses of the inlined device runtime as ``runtime``, SASS
    ``ATOMG.E.EXCH`` as ``descriptor`` when the same compile's ``ptx`` copies a tensor descriptor to global memory
    (``tensormap.cp_fenceproxy.global``) and has no atomic exchange of its own (ptxas lowers that copy to 32 lanes'
    exchanges: trial 2 M1)."""
    table = {t.line for t in local_memory.table_loads(text)} if stage == "ptx" else set()
    runtime = amd_runtime_lines(text) if stage == "amdgcn" else {}
    copies = stage == "sass" and bool(ptx) and bool(_TENSORMAP_COPY.search(ptx or "")) and \
        not _ATOM_EXCH.search(ptx or "")
    out: list[tuple[int, str, int | None]] = list(_amd_scalar(text)) if stage == "amdgcn" else []  # trial 9a M1
    cas = _cas_loads(text) if stage == "amdgcn" else set()
    for no, line in enumerate(text.splitlines(), 1):
        got = read_access(stage, line)
        if got is not None and not (got[0] == "atomic" and no in runtime):  # the printf runtime's own atomics
            kind = "table" if no in table else "runtime" if no in runtime else got[0]
            if kind == "load" and no in cas:  # an atomic's compare-and-swap read (trial 12c M4)
                kind = "cmpswap_read"
            if copies and kind == "atomic" and re.search(r"\bATOMG\.E\.EXCH\b", line):
                kind = "descriptor"
            out.append((no, kind, got[1]))
    return tuple(sorted(out))


@lru_cache(maxsize=8)
def _python_lines(stage: str, text: str, ptx: str | None) -> tuple[tuple[str, int] | None, ...]:
    """The Python ``(file, line)`` of each line of a stage (:func:`ir_explorer.ir.sourcemap.python_lines`), kept
    across checks of the same text (a mutant's check reads the same stages)."""
    try:
        return tuple(python_lines(stage, text, ptx))
    except Exception:  # noqa: BLE001 - an unknown stage has no source map
        return ()


def _python(ctx: ClaimContext, stage: str, n: int) -> tuple[str, int] | None:
    """The Python line of 1-based line ``n`` of ``stage`` by its ``loc`` chain (as :meth:`ClaimContext.python`)."""
    locs = _python_lines(stage, ctx.stages.get(stage) or "", ctx.stages.get("ptx"))
    return locs[n - 1] if 0 < n <= len(locs) else None


@lru_cache(maxsize=4)
def _engine(text: str) -> tuple[mlir_model.IRModule, axisinfo.ModuleAxisInfo]:
    """The rules' own parse of a TTGIR text (apart from the report's) and AxisInfo over it, kept across checks of
    the same text."""
    model = mlir_model.parse(text)
    return model, axisinfo.analyze_module(model)


def _stage_accesses(ctx: ClaimContext, stage: str) -> tuple[tuple[int, str, int | None], ...]:
    return _accesses(stage, ctx.stages.get(stage) or "", ctx.stages.get("ptx") if stage == "sass" else None)


def _machine(ctx: ClaimContext) -> str | None:
    return next((s for s in ("ptx", "amdgcn", "sass") if s in ctx.stages), None)


#: A widths claim's key → the access kind it counts.
_KINDS = {"loads": "load", "stores": "store", "atomics": "atomic", "async": "async", "constant_table": "table",
          "tma": "tma", "runtime": "runtime", "descriptor_copies": "descriptor", "scalar_loads": "scalar",
          "untraced_scalar_loads": "scalar_untraced", "cmpswap_reads": "cmpswap_read"}


@claim_rule("machine-widths")
def machine_widths(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A count of one kind and width of access of the finding's machine stage (see the module docstring)."""
    key, _, bits = claim.key.partition("/")
    kind = _KINDS.get(key)
    if kind is None:
        return False, f"no access kind {key!r}"
    found = [no for no, k, b in _stage_accesses(ctx, finding.stage)
             if k == kind and (not bits or str(b) == bits)]
    refs = sorted(r.line for r in claim.about if r.stage == finding.stage)
    cited = sorted(r.line for c in finding.claims if c.rule == "machine-widths" and c.key != "runtime"
                   for r in c.about)
    ok = claim.value == len(found) and refs == found and list(finding.lines) == cited
    return ok, (f"the {finding.stage} has {len(found)} such lines {found[:8]}; the claim cites {refs[:8]}, the finding "
                f"{list(finding.lines)[:8]}")


@claim_rule("runtime-accesses")
def runtime_accesses(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The AMDGCN accesses of AMD's inlined device runtime (:func:`amd_runtime_lines`): ``accesses`` all of them (the
    lines the finding cites), ``runtime/NAME`` those of function ``NAME`` (the claim's refs those lines),
    ``loads/BITS``/``stores/BITS`` those of that direction (loads to LDS as loads) and width."""
    text = ctx.stages.get(finding.stage) or ""
    fns = amd_runtime_lines(text)
    found = [(no, k, b) for no, k, b in _stage_accesses(ctx, finding.stage) if k == "runtime"]
    key, _, rest = claim.key.partition("/")
    if key == "accesses":
        lines = [no for no, _, _ in found]
        return equal(claim.value, len(lines)) if list(finding.lines) == lines else (
            False, f"the finding cites {list(finding.lines)[:8]}, the runtime's accesses are {lines[:8]}")
    if key == "runtime":
        lines = [no for no, _, _ in found if fns.get(no) == rest]
        refs = [r.line for r in claim.about]
        return equal(claim.value, len(lines)) if refs == lines else (False, f"refs {refs[:8]}, the IR's {lines[:8]}")
    lines_text = text.splitlines()
    kinds = ("load", "async") if key == "loads" else ("store",)
    n = 0
    for no, _, b in found:
        got = read_access(finding.stage, lines_text[no - 1])
        n += got is not None and got[0] in kinds and str(b) == rest
    return equal(claim.value, n)


@metric_rule("global_loads")
def global_loads(value: object, ctx: ClaimContext) -> Verdict:
    """``{bits: count}`` of the machine stage's loads and async copies (constant-table and runtime ones left out)."""
    return equal(_norm(value), _width_counts(ctx, ("load", "async")))


@metric_rule("min_load_bits")
def min_load_bits(value: object, ctx: ClaimContext) -> Verdict:
    """The narrowest of the machine stage's loads and async copies, in bits."""
    return equal(value, min(_width_counts(ctx, ("load", "async")), default=None))


@metric_rule("min_store_bits")
def min_store_bits(value: object, ctx: ClaimContext) -> Verdict:
    """The narrowest of the machine stage's stores, in bits."""
    return equal(value, min(_width_counts(ctx, ("store",)), default=None))


@metric_rule("constant_table_loads")
def constant_table_loads(value: object, ctx: ClaimContext) -> Verdict:
    """``{bits: count}`` of the PTX loads of constant tables (:func:`local_memory.table_loads`), by their width."""
    return equal(_norm(value), dict(sorted(Counter(b for _, k, b in _stage_accesses(ctx, "ptx")
                                                   if k == "table" and b is not None).items())))


def _norm(value: object) -> object:
    return {int(k): v for k, v in value.items()} if isinstance(value, Mapping) else value


def _width_counts(ctx: ClaimContext, kinds: tuple[str, ...]) -> dict[int, int]:
    machine = _machine(ctx)
    if machine is None:
        return {}
    return dict(sorted(Counter(b for _, k, b in _stage_accesses(ctx, machine) if k in kinds and b is not None).items()))


# ----------------------------------------------------------------------------- TTGIR accesses

# e.g. %x = tt.load %x_ptr, %mask, %other : tensor<1024x!tt.ptr<f32>, #blocked>
_OP_NAME = re.compile(r"^\s*(?:%[^=]*=\s*)?\"?(?P<op>[a-z_]+\.[\w.]+)")
# e.g. tensor<64x128x!tt.ptr<f16>, #blocked1>     e.g. tensor<1024x!tt.ptr<f32>>
_TENSOR = re.compile(r"tensor<(?P<dims>(?:\d+x)*)(?P<elem>!tt\.ptr<[^>]*>|[\w]+)(?:,\s*(?P<layout>#[\w.$-]+))?")
# e.g. : !tt.ptr<f8E4M3FN>[tensor<128x128xi32, #linear1>]  -> <128x128xf8E4M3FN, #shared, #smem, mutable>
_BUFFER_BASE = re.compile(r":\s*!tt\.ptr<(?P<elem>\w+)(?:,\s*\d+)?>")
# e.g. {contiguity = 4 : i32}
_CONTIG = re.compile(r"\bcontiguity\s*=\s*(\d+)")
# e.g. #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
_LIST = {k: re.compile(k + r"\s*=\s*\[([\d,\s]*)\]") for k in ("sizePerThread", "threadsPerWarp", "order")}
# e.g. module attributes {"ttg.num-warps" = 4 : i32, …, "ttg.threads-per-warp" = 32 : i32}
_MODULE_INT = {k: re.compile(rf'"?ttg\.{k}"?\s*=\s*(\d+)') for k in ("num-warps", "threads-per-warp")}


def _at_access(claim: Claim, finding: Finding) -> bool:
    """Every ref of a TTGIR access claim is the finding's own line (the access op)."""
    return all(r.stage == "ttgir" and finding.lines and r.line == finding.lines[0] for r in claim.about
               if r.text and not r.text.startswith("#"))


def _access_type(ctx: ClaimContext, finding: Finding) -> tuple[str, tuple[int, ...], str, str | None] | None:
    """``(op, shape, element, alias)`` of the finding's TTGIR line: the op's name and its last ``tensor<…>`` type
    (the pointers of a ``tt.load``/``tt.store``, the offsets of an AMD ``buffer_*`` op), the element a pointer's
    pointee; for a ``buffer_*`` op the pointee of its base pointer after the colon (``: !tt.ptr<f8E4M3FN>[tensor<…
    xi32>]``: the data are f8E4M3FN, the i32 are the offsets)."""
    line = ctx.line("ttgir", finding.lines[0]) if finding.lines else None
    if line is None:
        return None
    code = line.split(" loc(")[0]
    op = _OP_NAME.match(code)
    types = list(_TENSOR.finditer(code))
    if op is None:
        return None
    if not types:
        return op["op"], (), "", None
    t = types[-1]
    dims = tuple(int(d) for d in t["dims"].split("x") if d)
    elem = t["elem"]
    if elem.startswith("!tt.ptr<"):
        elem = elem[len("!tt.ptr<"):].split(",")[0].rstrip(">").strip()
    base = _BUFFER_BASE.search(code.split(op["op"], 1)[-1])
    if "buffer_" in op["op"] and base is not None:  # an AMD buffer op: its base pointer's pointee, not its offsets
        elem = base["elem"]
    return op["op"], dims, elem, t["layout"]


def _alias_line(ctx: ClaimContext, alias: str | None) -> str:
    if alias is None:
        return ""
    return next((ln for ln in ctx.lines("ttgir") if ln.startswith(f"{alias} = #")), "")


def _blocked(ctx: ClaimContext, finding: Finding) -> dict[str, tuple[int, ...]]:
    got = _access_type(ctx, finding)
    text = _alias_line(ctx, got[3] if got else None)
    out = {}
    for k, rx in _LIST.items():
        m = rx.search(text)
        if m:
            out[k] = tuple(int(x) for x in m.group(1).split(",") if x.strip())
    return out


@claim_rule("access-type")
def access_type(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An access's op, shape, element type, layout, alias, bits (a scalar) or ``contiguity`` attribute, read from
    its TTGIR line (and for ``layout`` the alias's definition, described by :mod:`ir_explorer.ir.layouts`)."""
    got = _access_type(ctx, finding)
    if got is None or not _at_access(claim, finding):
        return False, "the finding's line holds no access op, or the claim is about another line"
    op, shape, elem, alias = got
    key = claim.key
    if key == "op":
        return equal(claim.value, op if op in GLOBAL_ACCESS_OPS or op.startswith("tt.atomic_")
                     or op in BUFFER_ATOMIC_OPS else None)
    if key == "shape":
        return equal(claim.value, shape)
    if key == "alias":
        return equal(claim.value, alias)
    if key == "contiguity":
        m = _CONTIG.search(ctx.line("ttgir", finding.lines[0]) or "")
        return equal(claim.value, int(m.group(1)) if m else None)
    if key == "layout":  # the last tensor type, its layout an alias or inline (#ttg.slice<{…, parent = #mma}>)
        code = (ctx.line("ttgir", finding.lines[0]) or "").split(" loc(")[0]
        found = [t for _, t in find_types(code) if t.startswith("tensor")]
        parsed = parse_type(found[-1], _engine(ctx.stages.get("ttgir") or "")[0].aliases) if found else None
        layout = parsed.layout if parsed is not None else None
        return equal(claim.value, layout.describe() if layout is not None else "no layout")
    if not shape:  # a scalar: the pointer type after the colon
        m = re.search(r":\s*!tt\.ptr<(\w+)", ctx.line("ttgir", finding.lines[0]) or "")
        elem = m.group(1) if m else ""
        if key == "bits":
            return equal(claim.value, max(8, element_bits(elem)) if element_bits(elem) else None)
    if key == "element":
        return equal(claim.value, elem)
    return False, f"no access-type claim {key!r}"


@claim_rule("blocked-layout")
def blocked_layout(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``size_per_thread``, ``order``, ``contiguous/dim`` (``order[0]``) and ``contiguous/elements``
    (``sizePerThread[order[0]]``) as the access's ``#blocked`` alias's definition line prints them; refs naming an
    alias (``#blocked1 = #``) must be that alias's line."""
    got = _access_type(ctx, finding)
    alias = got[3] if got else None
    for r in claim.about:
        if r.text.startswith("#") and r.text != f"{alias} = #":
            return False, f"the access's alias is {alias}, the claim cites {r.text!r}"
    if not _at_access(claim, finding):
        return False, "the claim is about another line than the access"
    lists = _blocked(ctx, finding)
    spt, order = lists.get("sizePerThread"), lists.get("order")
    if spt is None or not order:
        return False, f"no #blocked sizePerThread/order for alias {alias}"
    derived: dict[str, object] = {"size_per_thread": spt, "order": order, "contiguous/dim": order[0],
                                  "contiguous/elements": spt[order[0]] if order[0] < len(spt) else None}
    return equal(claim.value, derived.get(claim.key))


def _threads(ctx: ClaimContext) -> int | None:
    text = ctx.stages.get("ttgir") or ""
    head = next((ln for ln in text.splitlines() if ln.startswith("module")), "")
    got = [rx.search(head) for rx in _MODULE_INT.values()]
    return int(got[0].group(1)) * int(got[1].group(1)) if got[0] and got[1] else None


@claim_rule("layout-width")
def layout_width(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``estimated_bits``: min(``sizePerThread[order[0]]``, the ``contiguity`` attribute, 1 when a strided contiguous
    dimension is stated) x the element's bits, at most 128; ``possible_bits``: min(the contiguous dimension, elements /
    threads) x the element's bits, at most 128; ``elements``: the access's width (``measured_bits`` re-derived, else
    ``estimated_bits``) / the element's bits."""
    got = _access_type(ctx, finding)
    if got is None or not _at_access(claim, finding):
        return False, "the finding's line holds no access op, or the claim is about another line"
    _, shape, elem, _ = got
    ebits = max(8, element_bits(elem)) if element_bits(elem) else 0
    lists = _blocked(ctx, finding)
    spt, order = lists.get("sizePerThread"), lists.get("order")
    if claim.key == "elements" and ebits and (spt is None or not order):  # no #blocked: the machine code's width
        measured = _measured(ctx, finding)
        return equal(claim.value, measured[1] // ebits if measured and measured[1] is not None else None)
    if not ebits or spt is None or not order:
        return False, "no element width or #blocked layout"
    d = order[0]
    vec = 1 if _strided(ctx, finding.lines[0], d) else spt[d]
    m = _CONTIG.search(ctx.line("ttgir", finding.lines[0]) or "")
    if m:
        vec = min(vec, int(m.group(1)))
    est = min(vec * ebits, 128)
    if claim.key == "estimated_bits":
        return equal(claim.value, est)
    if claim.key == "possible_bits":
        threads = _threads(ctx)
        numel = 1
        for x in shape:
            numel *= x
        return equal(claim.value, min(max(1, min(shape[d], numel // threads)) * ebits, 128) if threads else None)
    if claim.key == "elements":
        measured = _measured(ctx, finding)
        return equal(claim.value, (measured[1] if measured and measured[1] is not None else est) // ebits)
    return False, f"no layout-width claim {claim.key!r}"


def _strided(ctx: ClaimContext, line: int, order0: int) -> bool:
    """Whether the access at TTGIR ``line`` has a runtime or non-unit stride along its contiguous dimension: the
    analysis's def-use walk (:func:`coalescing.narrow_causes`) on the context's own parse."""
    return _strided_in(ctx.stages.get("ttgir") or "", line, order0)


@lru_cache(maxsize=256)
def _strided_in(text: str, line: int, order0: int) -> bool:
    model = _engine(text)[0]
    op = next((o for o in model.printed_ops if o.line == line), None)
    if op is None:
        return False
    ptr, mask = coalescing._roles(op)
    return coalescing.narrow_causes(coalescing._module(model), ptr, mask, order0)[1]


def _measured(ctx: ClaimContext, finding: Finding) -> tuple[list[int], int | None] | None:
    """The machine stage's access lines in the finding's direction at its TTGIR line's Python line, and their
    narrowest width; ``None`` when there are none."""
    machine = _machine(ctx)
    n = finding.lines[0] if finding.lines else 0
    where = _python(ctx, "ttgir", n)
    got = _access_type(ctx, finding)
    if machine is None or where is None or got is None:
        return None
    store = GLOBAL_ACCESS_OPS.get(got[0]) == "store"
    lines = [no for no, k, b in _stage_accesses(ctx, machine) if k in ("load", "store", "async", "tma")
             and b is not None and (k == "store") == store and _python(ctx, machine, no) == where]
    if not lines:
        return None
    widths = {no: b for no, _, b in _stage_accesses(ctx, machine)}
    lines, shared = _own_lines(ctx, machine, n, store, lines, widths)
    if shared:
        return lines, None
    return lines, min(w for w in (widths[x] for x in lines) if w is not None)


def _own_lines(ctx: ClaimContext, machine: str, n: int, store: bool, lines: list[int],
               widths: Mapping[int, int | None]) -> tuple[list[int], tuple[int, ...]]:
    """Of the machine ``lines`` at TTGIR line ``n``'s Python line, those of the op itself: when other TTGIR global
    accesses of the same direction share that Python line, the lines whose ``.loc`` column is the op's own (if no
    such other op has that column); and the distinct widths when columns cannot tell the ops apart and the widths
    differ (then no width is the op's), else ``()``. Read on this rule's own path: the TTGIR lines' op names and
    :func:`~ir_explorer.ir.sourcemap.own_columns` (trial 5 F1)."""
    where = _python(ctx, "ttgir", n)
    others = [k for k, name in _global_access_lines(ctx.stages.get("ttgir") or "")
              if k != n and (GLOBAL_ACCESS_OPS[name] == "store") == store and _python(ctx, "ttgir", k) == where]
    if not others:
        return lines, ()
    cols = _columns("ttgir", ctx.stages.get("ttgir") or "")
    col = cols[n - 1] if 0 < n <= len(cols) else None
    if col is not None and all(cols[k - 1] not in (None, col) for k in others):
        asm = _columns(machine, ctx.stages.get(machine) or "")
        own = [x for x in lines if 0 < x <= len(asm) and asm[x - 1] == col]
        if own:
            return own, ()
    got = tuple(sorted({w for w in (widths.get(x) for x in lines) if w is not None}))
    return lines, got if len(got) > 1 else ()


#: An access op's line: ``%x = tt.load …`` / ``tt.store …`` / ``%y = amdg.buffer_load …``.
_ACCESS_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([\w.]+)')


@lru_cache(maxsize=8)
def _global_access_lines(ttgir: str) -> tuple[tuple[int, str], ...]:
    """``(line, op)`` of each TTGIR line whose op (:data:`_ACCESS_OP`) is a global access
    (:data:`~ir_explorer.analyses.coalescing.GLOBAL_ACCESS_OPS`), read once per text for every claim :func:`_own_lines`
    checks (it scanned every line of the TTGIR for each)."""
    out = []
    for k, text in enumerate(ttgir.splitlines(), 1):
        m = _ACCESS_OP.match(text)
        if m is not None and m.group(1) in GLOBAL_ACCESS_OPS:
            out.append((k, m.group(1)))
    return tuple(out)


@lru_cache(maxsize=32)
def _columns(stage: str, text: str) -> tuple[Any, ...]:
    """:func:`~ir_explorer.ir.sourcemap.own_columns`, kept across the checks of one text."""
    return tuple(own_columns(stage, text))


def _line_widths(ctx: ClaimContext, finding: Finding) -> tuple[int, ...]:
    """The distinct widths of the machine accesses at the finding's Python line that :func:`_own_lines` cannot
    attribute to its op, ``()`` when it can."""
    machine = _machine(ctx)
    n = finding.lines[0] if finding.lines else 0
    where = _python(ctx, "ttgir", n)
    got = _access_type(ctx, finding)
    if machine is None or where is None or got is None:
        return ()
    store = GLOBAL_ACCESS_OPS.get(got[0]) == "store"
    lines = [no for no, k, b in _stage_accesses(ctx, machine) if k in ("load", "store", "async", "tma")
             and b is not None and (k == "store") == store and _python(ctx, machine, no) == where]
    widths = {no: b for no, _, b in _stage_accesses(ctx, machine)}
    return _own_lines(ctx, machine, n, store, lines, widths)[1]


@claim_rule("machine-lines")
def machine_lines(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``machine_lines``: the machine stage's access lines of the access's direction whose ``.loc`` is its TTGIR
    line's Python line (the refs the same lines, in order); ``measured_bits``: their narrowest width, read from
    each line's instruction."""
    if claim.key.startswith("line_bits/"):
        shared = _line_widths(ctx, finding)
        i = int(claim.key.split("/", 1)[1]) if claim.key.split("/", 1)[1].isdigit() else -1
        if not shared:
            return False, "the op's machine accesses are told apart by column, or have one width"
        return equal(claim.value, shared[i] if 0 <= i < len(shared) else None)
    got = _measured(ctx, finding)
    if got is None:
        return False, "no machine access at the access's Python line"
    lines, bits = got
    if bits is None and claim.key == "measured_bits":
        return False, ("the machine accesses at its Python line differ in width and are not told apart by .loc "
                       "column from another op's: no width is this op's")
    if claim.key == "machine_lines":
        refs = [r.line for r in claim.about]
        return equal(claim.value, tuple(lines)) if refs == lines else (False, f"refs {refs}, the IR gives {lines}")
    if claim.key == "measured_bits":
        return equal(claim.value, bits) if _at_access(claim, finding) else (False, "the claim cites another line")
    return False, f"no machine-lines claim {claim.key!r}"


@claim_rule("machine-atomics")
def machine_atomics(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``atomics``: the machine stage's global atomic lines (:func:`read_access`) whose ``.loc`` is the finding's TTGIR
    line's Python line (the refs exactly those lines); ``atomic_bits``: their narrowest width; ``elements``: that
    width / the access type's element bits."""
    machine = _machine(ctx)
    where = _python(ctx, "ttgir", finding.lines[0]) if finding.lines else None
    if machine is None or where is None:
        return False, "no machine stage, or the TTGIR line has no Python line"
    found = [(no, b) for no, k, b in _stage_accesses(ctx, machine)
             if k == "atomic" and b is not None and _python(ctx, machine, no) == where]
    bits = min((b for _, b in found if b is not None), default=None)
    if claim.key == "atomics":
        refs = [r.line for r in claim.about]
        lines = [no for no, _ in found]
        return equal(claim.value, len(lines)) if refs == lines else (False, f"refs {refs[:8]}, the IR {lines[:8]}")
    if claim.key == "atomic_bits":
        return equal(claim.value, bits)
    if claim.key == "elements":
        got = _access_type(ctx, finding)
        ebits = max(8, element_bits(got[2])) if got is not None and element_bits(got[2]) else 0
        return equal(claim.value, max(1, bits // ebits) if bits and ebits else None)
    return False, f"no machine-atomics claim {claim.key!r}"


# ----------------------------------------------------------------------------- AxisInfo, re-derived

def _fresh(ctx: ClaimContext, finding: Finding) -> dict[str, ClaimValue]:
    """The AxisInfo claims of the finding's access, re-derived on the rules' own parse of the TTGIR (see the module
    docstring): ``{key: value}``, a sector finding's ``sectors/…`` and ``stride_dim`` included."""
    n = finding.lines[0] if finding.lines else 0
    measured = _measured(ctx, finding)
    return _fresh_at(ctx.stages.get("ttgir") or "", ctx.stages.get("ptx"), n, measured[1] if measured else None)


@lru_cache(maxsize=1024)
def _fresh_at(text: str, ptx: str | None, n: int, measured: int | None) -> dict[str, ClaimValue]:
    mod = _engine(text)[1]
    op = next((o for o in mod.ops if o.line == n), None)
    if op is None:
        return {}
    if op.name.startswith("tt.atomic_"):
        made = atomic_claims(mod, op)
        return {c.key: c.value for c in made[1]} if made else {}
    locs = _python_lines("ttgir", text, ptx)

    def location(line: int) -> tuple[str | None, int | None]:
        loc = locs[line - 1] if 0 < line <= len(locs) else None
        return loc if loc is not None else (None, None)
    ax = axisinfo.explain_access(mod, op, location, measured)
    out: dict[str, ClaimValue] = {c.key: c.value for c in ax.claims}
    if ax.sectors is not None:
        out.update({f"sectors/{k}": v for k, v in ax.sectors.to_json().items() if isinstance(v, (int, str))})
        strides = ax.data.get("strides")
        dims = [i for i, s in enumerate(strides if isinstance(strides, list) else []) if s == axisinfo.RUNTIME]
        if dims and ax.width is not None:
            walk = next((d for d in _lane_dims(text, n) if d in dims), None)
            out["stride_dim"] = walk if walk is not None else ax.width.dim if ax.width.dim in dims else dims[0]
    return out


# e.g. #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 1, 1], …
_BLOCKED_LISTS = {k: re.compile(k + r"\s*=\s*\[([\d,\s]*)\]") for k in ("threadsPerWarp", "order")}


def _lane_dims(text: str, n: int) -> list[int]:
    """The dimensions the lanes of a warp walk at the access on TTGIR line ``n``, in ``order``: those with more than
    one lane (``threadsPerWarp``) over more than one element of the access's shape, read from the raw text (the
    access's last ``tensor<…, #alias>`` type and the alias's ``#ttg.blocked`` line), apart from AxisInfo's
    ``lane_dims`` (trial 9b F1)."""
    lines = text.splitlines()
    code = lines[n - 1].split(" loc(")[0] if 0 < n <= len(lines) else ""
    types = list(_TENSOR.finditer(code))
    if not types or not types[-1]["layout"]:
        return []
    shape = [int(d) for d in types[-1]["dims"].split("x") if d]
    alias = next((ln for ln in lines if ln.startswith(f"{types[-1]['layout']} = #ttg.blocked<")), "")
    got = {k: [int(x) for x in m.group(1).split(",") if x.strip()] for k, rx in _BLOCKED_LISTS.items()
           if (m := rx.search(alias))}
    tpw, order = got.get("threadsPerWarp", []), got.get("order", [])
    if len(tpw) != len(shape) or sorted(order) != list(range(len(shape))):
        return []
    return [d for d in order if tpw[d] > 1 and shape[d] > 1]


def _model_rule(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    if not _at_access(claim, finding):
        return False, "the claim is about another line than the access"
    fresh = _fresh(ctx, finding)
    if claim.key not in fresh:
        return False, "the fresh AxisInfo of the access states no such value"
    return equal(claim.value, fresh[claim.key])


@claim_rule("axisinfo")
def axisinfo_value(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A pointer's or mask's AxisInfo, ``dim``, and a bound of the vector (``limits/…``): re-derived (see the module
    docstring); ``limits/128-bit`` is also 128 / the element's bits and ``limits/sizePerThread`` the alias's
    ``sizePerThread[order[0]]`` (no more than the dimension) for a ``#blocked`` access."""
    ok, said = _model_rule(claim, finding, ctx)
    got = _access_type(ctx, finding)
    if ok and got is not None and claim.key.endswith("limits/128-bit") and got[1]:
        bits = max(8, element_bits(got[2])) if element_bits(got[2]) else 0
        ok = bits > 0 and claim.value == 128 // bits
    if ok and got is not None and claim.key.endswith("limits/sizePerThread"):
        lists = _blocked(ctx, finding)
        spt, order = lists.get("sizePerThread"), lists.get("order")
        if spt and order and got[1]:
            ok = claim.value == max(1, min(spt[order[0]], got[1][order[0]]))
    return ok, said


@claim_rule("axis-width")
def axis_width(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``predicted_bits`` (the narrowest bound x the element's bits), ``allowed_bits`` (the narrowest bound but the
    layout's ``sizePerThread`` x the element's bits), ``element_bits``, an atomic's ``elements``: re-derived;
    ``element_bits`` is also the access type's element width, ``allowed_bits`` also that closed form over the
    finding's own ``limits/…`` claims, and no less than the width the machine code moves (``measured_bits``): Triton
    emits no access wider than its AxisInfo allows (trial 10c F2)."""
    ok, said = _model_rule(claim, finding, ctx)
    got = _access_type(ctx, finding)
    if ok and got is not None and claim.key.endswith("element_bits") and got[2]:
        ok = claim.value == max(8, element_bits(got[2]))
    if ok and got is not None and claim.key.endswith("allowed_bits") and got[2]:
        prefix = claim.key[:-len("allowed_bits")] + "limits/"
        bounds = [c.value for c in finding.claims if c.key.startswith(prefix) and isinstance(c.value, int)
                  and c.key != prefix + "sizePerThread"]
        ok = bool(bounds) and claim.value == max(1, min(bounds)) * max(8, element_bits(got[2]))
        said += f"; min(the finding's AxisInfo bounds and 128-bit cap {bounds}) x the element's bits"
    measured = finding.claim("measured_bits")
    if ok and claim.key.endswith("allowed_bits") and measured is not None and isinstance(measured.value, int):
        # Triton emits no access wider than its AxisInfo allows (trial 10c F2: "allows 16 bits" of a 128-bit copy)
        ok = isinstance(claim.value, int) and claim.value >= measured.value
        said += f"; the machine code moves {measured.value} bits"
    return ok, said


@claim_rule("axis-cause")
def axis_cause(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The op that bounds the width, its TTGIR line (which holds that op), its Python line (that line's ``loc``), its
    value and the leaf it names: re-derived (see the module docstring). ``cause/none`` (a narrow access "no cause
    visible in the IR") holds only when the fresh AxisInfo names no cause and does not itself bound the access to
    the width the finding states (its ``allowed_bits``, the layout aside, above it): an AxisInfo bound comes from ops
    of the IR (trial 2 F3: alignment 1 from ``rm[:, None] * (K // 32)``, said to have no visible cause).
    ``cause/dim``, the dimension a sentence says the pointer is contiguous (the mask constant) along, holds only as
    the access's own dimension: the fresh AxisInfo's ``dim`` and ``order[0]`` of a ``#blocked`` alias line (trial 14b
    F1: the dimension of a cause in a 1-D tensor before a ``tt.expand_dims``); the sentence now states ``dim``."""
    if claim.key.endswith("cause/none"):
        fresh = _fresh(ctx, finding) if _at_access(claim, finding) else {}
        allowed = fresh.get(claim.key.replace("cause/none", "allowed_bits"))
        width = finding.claim("measured_bits") or finding.claim("estimated_bits")
        bound = isinstance(allowed, int) and width is not None and isinstance(width.value, int) and \
            allowed <= width.value
        named = claim.key.replace("cause/none", "cause/op") in fresh
        dest = _destination_dim(ctx, finding.lines[0]) if finding.lines else None
        dim = finding.claim("contiguous/dim")
        if (vec := _vec_bound(ctx, finding)) is not None:
            # the copy moves one vector of its swizzled destination (trial 12b F4: "no cause visible" of V's 8-byte
            # cp.async into a swizzled_shared of vec = 8)
            return False, f"the destination {vec[0]} is swizzled in vectors of {vec[1]} elements: a cause in the IR"
        if dest is not None and dim is not None and dest[1] != dim.value:
            # the copy's destination keeps another dimension contiguous (trial 11c F2: "no cause visible" of V's
            # 4-byte cp.async into an nvmma_shared transposed = true)
            return False, (f"the destination {dest[0]} keeps dimension {dest[1]} contiguous, the copy's contiguous "
                           f"dimension is {dim.value}: a cause in the IR")
        return claim.value is True and bool(fresh) and not bound and not named, \
            f"AxisInfo allows {allowed} bits, the access moves {width.value if width else '?'}; cause named: {named}"
    if claim.key.endswith("cause/dim"):
        # "the pointer is contiguous (the mask constant) over N elements along dim D" is about the access: D is its
        # own dimension, order[0] of its layout, never the cause's in a tensor before a tt.expand_dims (trial 14b
        # F1: "along dim 0", the 1-D gather's dimension, for S-LoRA's [64, 128] W load whose lanes walk dim 1)
        fresh = _fresh(ctx, finding) if _at_access(claim, finding) else {}
        own = fresh.get(claim.key.replace("cause/dim", "dim"))
        order = _blocked(ctx, finding).get("order")
        dims = {own} | ({order[0]} if order else set())
        return claim.value in dims and len(dims) == 1, \
            f"the access's dimension is {sorted(d for d in dims if d is not None)} (AxisInfo's, order[0] of its layout)"
    ok, said = _model_rule(claim, finding, ctx)
    if ok and claim.key.endswith("cause/ttgir_line") and "the pointer is contiguous over" in finding.template:
        # every term of the offsets' sum that bounds the contiguity is named (trial 14c M3: the arith.remsi term of
        # (r // 1023) * 1024 + r % 1023 + 1 was left out, the arith.divsi named)
        left = _unnamed_terms(ctx, finding, claim.key[:-len("ttgir_line")])
        if left:
            ok, said = False, (f"{said}; the sum's term(s) at ttgir:{', ttgir:'.join(map(str, left))} bound the "
                               "contiguity too (neither contiguous nor constant over more than the limit), and no "
                               "named cause is in their slice")
    if _ALSO_LINE.search(claim.key) and isinstance(claim.value, int):
        op = finding.claim(claim.key.replace("ttgir_line", "op"))
        held = ctx.line("ttgir", claim.value)
        ok = ok and held is not None and op is not None and str(op.value) in held
    if claim.key.endswith("cause/ttgir_line"):
        # held apart from the fresh walk too: the cited line holds the op said, and no product nearer the access
        # sets the bound (trial 11c M1)
        op = finding.claim(claim.key.replace("ttgir_line", "op"))
        held = ctx.line("ttgir", claim.value) if isinstance(claim.value, int) else None
        in_line = held is not None and op is not None and str(op.value) in held
        ok = ok and in_line
        product = _unhinted_product(ctx, finding, claim.value) \
            if in_line and finding.claim(claim.key.replace("ttgir_line", "pointer_bytes")) is not None else None
        if product is not None:
            factor = _engine(ctx.stages.get("ttgir") or "")[1].of(product[1]).divisibility
            why = "an argument with no tt.divisibility" if any(v.key == product[1] for v in
                                                               ctx.model("ttgir").function_args) \
                else f"of divisibility {min(factor)}"
            ok, said = False, (f"{said}; the pointer's alignment is bounded nearer the access by the product at "
                               f"ttgir:{product[0]} by '{product[1]}', {why}")
        access = ctx.model("ttgir").by_line.get(finding.lines[0]) if finding.lines else None
        if access is not None and finding.claim(claim.key.replace("ttgir_line", "pointer_bytes")) is not None:
            # an op whose value reaches the pointer only as an arith.select's condition (an i1) brings no address
            # into it (trial 12a F5: the pipeliner's "runs at least once" guard named for a loaded group size)
            ptr, _ = coalescing._roles(access)
            values, _ = _computed_from(ctx.model("ttgir"), [k for k in ptr if k], conditions=False)
            if claim.value not in values:
                ok, said = False, (f"{said}; ttgir:{claim.value} reaches the pointer of ttgir:{finding.lines[0]} only "
                                   "through the condition of an arith.select, which carries no address")
    if ok and (claim.key.endswith("cause/python_line") or _ALSO_PYTHON.search(claim.key)):
        line = finding.claim(claim.key.replace("python_line", "ttgir_line"))
        loc = _python(ctx, "ttgir", line.value) if line is not None and isinstance(line.value, int) else None
        ok = loc is not None and loc[1] == claim.value
    if ok and claim.key.rsplit("/", 1)[-1] in _DIVISION_FACTS:
        ok, said = _division_fact(claim, finding, ctx)
    if ok and claim.key.endswith("leaf_name"):
        ok, said = _leaf_name(claim, finding, ctx)
    return ok, said


# e.g. axisinfo/cause/also/0/ttgir_line (access._also_text)
_ALSO_LINE = re.compile(r"cause/also/\d+/ttgir_line$")
_ALSO_PYTHON = re.compile(r"cause/also/\d+/python_line$")
#: Ops whose result is its first operand's value, re-laid or widened: a sum's term is seen through them.
_RELAID = ("ttg.convert_layout", "tt.broadcast", "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast")


def _unnamed_terms(ctx: ClaimContext, finding: Finding, base: str) -> list[int]:
    """The lines of the terms of the access pointer's sum (``tt.addptr``, ``arith.addi``/``subi``, nested, through
    re-laying ops) that bound its contiguity along the access's dimension and contain none of the finding's named
    causes (``{base}ttgir_line``, ``{base}also/N/ttgir_line``) in their backward slice (loop-carried values through
    their initial and yielded values). A term bounds it when it varies along the dimension and is neither contiguous
    nor constant over more than the pointer's contiguity there: ``AddSubOpAxisInfoVisitor::getContiguity``
    (lib/Analysis/AxisInfo.cpp) gives a sum ``max(gcd(lhs contiguity, rhs constancy), gcd(lhs constancy, rhs
    contiguity))``, so such a term caps it whatever the other terms become. On the rules' own parse and AxisInfo."""
    _, fresh = _engine(ctx.stages.get("ttgir") or "")
    access = next((o for o in fresh.ops if finding.lines and o.line == finding.lines[0]), None)
    ptr = access_pointer(access) if access is not None else None
    dim = finding.claim(base[:-len("cause/")] + "dim")
    if ptr is None or dim is None or not isinstance(dim.value, int) or ptr not in fresh.types:
        return []
    d = dim.value
    info = fresh.of(ptr)
    if d >= info.rank:
        return []
    limit = info.contiguity[d]
    named = {c.value for c in finding.claims if c.key.startswith(base) and c.key.endswith("ttgir_line")}
    terms: list[str] = []
    stack, seen = [ptr], set()
    while stack:
        v = stack.pop()
        op = fresh.defs.get(v)
        if v in seen or op is None:
            continue
        seen.add(v)
        if op.name in ("tt.addptr", "arith.addi", "arith.subi") and len(op.operands) >= 2:
            stack += op.operands[:2]
        elif op.name in _RELAID and op.operands:
            stack.append(op.operands[0])
        else:
            terms.append(v)
    left = []
    for v in terms:
        t, got = fresh.types.get(v), fresh.of(v)
        varies = t is not None and bool(t.shape) and d < got.rank and got.constancy[d] < t.dim(d)
        if not varies or got.contiguity[d] > limit or got.constancy[d] > limit:
            continue
        lines: set[int] = set()
        walk, done = [v], set[str]()
        while walk and len(done) < 2000:
            x = walk.pop()
            if x in done:
                continue
            done.add(x)
            if x in fresh.carried:
                walk += list(fresh.carried[x])
            src = fresh.defs.get(x)
            if src is not None:
                lines.add(src.line)
                walk += list(src.operands)
        if not lines & named:
            left.append(fresh.defs[v].line)
    return sorted(left)


# e.g. N // 2    stride_am * 4    K - 64
_LEAF_EXPRESSION = re.compile(r"^(?P<a>[A-Za-z_]\w*|-?\d+) (?P<op>//|%|\*|\+|-) (?P<b>[A-Za-z_]\w*|-?\d+)$")
#: The ops each operator of a leaf's expression stands for.
_LEAF_OPS = {"//": ("arith.divsi", "arith.divui"), "%": ("arith.remsi", "arith.remui"), "*": ("arith.muli",),
             "+": ("arith.addi",), "-": ("arith.subi",)}


def _leaf_name(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """How a cause names its leaf (``cause/leaf_name``), read from the op at the finding's ``cause/leaf_line`` in the
    rules' own parse, apart from the walk: ``%X`` only as the name of a value that op defines (a result, or a block
    argument of its regions: an ``scf.for``'s induction variable); ``'X'`` the same, and only when that name is no
    bare number (trial 15a F2: ``%23 = arith.divsi %N, %c2_i32`` named "'23'"); an expression
    ``A op B`` only as that op (``//`` an ``arith.divsi``/``divui``, ``%`` a remainder, ``*``, ``+``, ``-``) of
    exactly those operands, a name being a function argument's and a number an ``arith.constant`` of that value."""
    line = finding.claim(claim.key.replace("leaf_name", "leaf_line"))
    model = ctx.model("ttgir")
    op = model.by_line.get(line.value) if line is not None and isinstance(line.value, int) else None
    if op is None:
        return False, "no op at the cause's leaf line"
    # the values the op defines: its results, and the block arguments of its regions (an scf.for's induction
    # variable, a leaf of the walk, is one)
    names = {mlir_model.display(k) for k, v in model.values.items() if v.owner == op.index}
    text = str(claim.value)
    if text.startswith("%"):
        return text[1:] in names, f"the values of ttgir:{op.line} are %{', %'.join(sorted(names))}"
    if text.startswith("'"):
        name = text.strip("'")
        return text == f"'{name}'" and name in names and not name.isdigit(), \
            f"the values of ttgir:{op.line} are %{', %'.join(sorted(names))}" + \
            (f"; {name} is a number, no name" if name.isdigit() else "")
    m = _LEAF_EXPRESSION.match(text)
    keys = list(op.operand_keys)
    if m is None or op.name not in _LEAF_OPS[m["op"]] or len(keys) != 2:
        return False, f"{text!r} is not the expression of the {op.name} at ttgir:{op.line}"
    args = {v.key for v in model.function_args}
    for token, key in zip((m["a"], m["b"]), keys, strict=True):
        if key is None:
            return False, f"an operand of ttgir:{op.line} is not read"
        if token.lstrip("-").isdigit():
            d = model.defining_op(key)
            if d is None or d.name != "arith.constant" or \
                    not re.search(rf"arith\.constant {token} : i\d+", d.source or d.text):
                return False, f"{token} is not the constant operand of ttgir:{op.line}"
        elif key not in args or mlir_model.display(key) != token:
            return False, f"'{token}' is not an argument operand of ttgir:{op.line}"
    return True, f"{text} is the {op.name} at ttgir:{op.line}"


#: The claims of why a division's quotient has constancy 1 (``access._quotient_constancy_text``).
_DIVISION_FACTS = ("dividend_contiguity", "dimension", "dividend_divisibility", "divisor_divisibility")


def _division_fact(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A fact of the division at the finding's ``cause/ttgir_line`` (an ``arith.divsi``/``divui``), read from that
    line's operands, apart from the analysis's walk: ``dividend_contiguity``, ``dividend_divisibility`` and
    ``divisor_divisibility`` are the rules' fresh AxisInfo of its first and second operand, ``dimension`` the first
    operand's extent, all along one dimension of the division's own type (the one where the finding's four facts
    hold together: the sentence's ``dim`` is the access's, which a ``tt.expand_dims`` after the division renumbers,
    trial 14b F1). The words hold too: "the whole dimension" only for a dividend contiguous over all of it, and then
    the gcd of its contiguity and the two divisibilities is 1, which is why Triton's
    ``DivOpAxisInfoVisitor::getConstancy`` gives constancy 1 (trial 14c F1: "the dividend is not contiguous over the
    whole dimension" said of ``tl.arange(0, 1024) + off`` divided by 1023)."""
    base = claim.key[:-len(claim.key.rsplit("/", 1)[-1])]
    line = finding.claim(base + "ttgir_line")
    _, fresh = _engine(ctx.stages.get("ttgir") or "")
    op = next((o for o in fresh.ops if isinstance(line.value, int) and o.line == line.value), None) \
        if line is not None else None
    if op is None or op.name not in ("arith.divsi", "arith.divui") or len(op.operands) < 2 \
            or op.operands[0] not in fresh.types:
        return False, "the cause's line holds no division by a value with a type"
    a, b = fresh.of(op.operands[0]), fresh.of(op.operands[1])
    each = [{"dividend_contiguity": a.contiguity[d] if d < a.rank else 1,
             "dimension": fresh.types[op.operands[0]].dim(d),
             "dividend_divisibility": a.divisibility[d] if d < a.rank else 1,
             "divisor_divisibility": b.divisibility[d] if d < b.rank else 1} for d in range(a.rank)]
    said_facts = {k: c.value for k in _DIVISION_FACTS if (c := finding.claim(base + k)) is not None}
    got = next((g for g in each if all(g[k] == v for k, v in said_facts.items())), each[0])
    name = claim.key.rsplit("/", 1)[-1]
    ok, said = equal(claim.value, got[name])
    text = finding.template
    partial = "not the whole dimension" in text or "not contiguous over the whole dimension" in text
    whole = not partial and "over the whole dimension" in text
    if ok and whole and got["dividend_contiguity"] != got["dimension"]:
        return False, f"{said}; the dividend is contiguous over {got['dividend_contiguity']} of " \
                      f"{got['dimension']} elements, not the whole dimension"
    if ok and whole and math.gcd(got["dividend_contiguity"], got["dividend_divisibility"],
                                 got["divisor_divisibility"]) != 1:
        return False, f"{said}; Triton's gcd of the contiguity and the divisibilities is above 1"
    if ok and partial and got["dividend_contiguity"] >= got["dimension"]:
        return False, f"{said}; the dividend is contiguous over the whole dimension ({got['dimension']} elements)"
    return ok, said


def _unhinted_product(ctx: ClaimContext, finding: Finding, line: ClaimValue) -> tuple[int, str] | None:
    """An ``arith.muli`` other than the op at TTGIR ``line`` that multiplies that op's result, on its way to the
    finding's access pointer, by a non-pointer kernel argument declared without ``tt.divisibility`` (through
    ``tt.splat``), or by a value whose divisibility (the rules' fresh AxisInfo) is above 1 along every dimension
    (trial 11c M1: ``(N // 8) * ks[:, None]``, whose factor ``N // 8`` has 2): ``(its line, the factor)``, or
    ``None``. A product's divisibility is its factors' product, so a
    cause the product of an unhinted stride takes in is not the op that bounds the alignment (trial 10d M2: topk's
    ``offs_m[:, None]``, CSE-merged from the mask line, named where the store multiplies it by ``stride_ym``). Found
    on the rules' model: forward from the op's results by their users, backward from the pointer
    (:func:`_computed_from`)."""
    model = ctx.model("ttgir")
    fresh = _engine(ctx.stages.get("ttgir") or "")[1]
    cause = model.by_line.get(line) if isinstance(line, int) else None
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    func = next((o for o in model.printed_ops if o.name == "tt.func"), None)
    if cause is None or access is None or func is None:
        return None
    ptr, _ = coalescing._roles(access)
    upstream, _ = _computed_from(model, [k for k in ptr if k], hints=True)
    todo, reached = list(cause.result_keys), set[str]()
    while todo and len(reached) < 4096:
        key = todo.pop()
        if key in reached:
            continue
        reached.add(key)
        for user in model.users(key):
            if user.line not in upstream:
                continue
            if user.name == "arith.muli" and user.line != cause.line:
                for other in user.operand_keys:
                    src = model.defining_op(other) if other and other != key else None
                    name = src.operand_keys[0] if src is not None and src.name == "tt.splat" and src.operand_keys \
                        else other
                    arg = next((v for v in model.function_args if v.key == name), None)
                    decl = re.search(rf"%{re.escape(str(name))}: [^,{{)]*(?P<attrs>\{{[^}}]*\}})?", func.source or "")
                    if arg is not None and decl is not None and not str(arg.type or "").startswith("!tt.ptr") \
                            and "tt.divisibility" not in (decl.group("attrs") or ""):
                        return user.line, str(name)
                    factor = fresh.of(other).divisibility if other and other != key else ()
                    if factor and min(factor) > 1:
                        # the product multiplies the cause by a factor of divisibility above 1 along every dimension:
                        # the product, not the cause, sets the bound (trial 11c M1: `tt.expand_dims` of `ks[:, None]`,
                        # divisibility 1, named where `(N // 8) * ks[:, None]` gives 2)
                        return user.line, str(name)
            todo.extend(user.result_keys)
    return None


@claim_rule("sectors")
def sectors(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The sector model's numbers: re-derived (see the module docstring); an ideal count is also ceil(bytes / 32) of
    the bytes the finding states; and the bytes of one request are at most what warp 0's lanes can address apart:
    a lane's vector times, per dimension, the runs of equal pointers (the pointer's AxisInfo constancy) its lanes'
    indices fall in, read from the alias's ``sizePerThread``/``threadsPerWarp`` (trial 9a F1: ``(k // 8) *
    stride_bk``, constancy 8 over rows, said "512 bytes" where the two rows of a warp share one i32 row, 256); and no
    more than the elements a constant mask can enable, ``tl.arange(0, 8) < 6`` (:func:`_mask_on`; trial 10d F5).
    A request's sector count needs the base it assumes stated beside it (:func:`_base_rule`)."""
    ok, said = _model_rule(claim, finding, ctx)
    if ok:
        ok, said = _base_rule(claim, finding, ctx, said)
    for ideal, used in (("ideal_sectors", "bytes"), ("request_ideal_sectors", "request_bytes")):
        if ok and claim.key.endswith("/" + ideal):
            b = finding.claim(claim.key[: -len(ideal)] + used)
            ok = b is not None and isinstance(b.value, int) and claim.value == -(-b.value // axisinfo.SECTOR)
    if claim.key.endswith("/request_bytes") and isinstance(claim.value, int):
        bound = _request_bytes_bound(claim, finding, ctx)
        if bound is not None:
            ok = ok and claim.value <= bound
            said += f"; warp 0's lanes address at most {bound} distinct bytes per request"
        floor = _request_bytes_floor(claim, finding, ctx)
        if floor is not None:
            ok = ok and claim.value >= floor
            said += f"; warp 0's lanes in one run of the pointer's contiguity address at least {floor} bytes"
    return ok, said


_BASE_KEYS = ("base_offset", "base_alignment", "base_source", "fewest_request_sectors", "most_request_sectors")
#: The base's relation to a root pointer (``access.pointer_root``), stated where the access's pointer has one.
_ROOT_KEYS = ("base_shift", "root_line")


def _base_rule(claim: Claim, finding: Finding, ctx: ClaimContext, said: str) -> Verdict:
    """The sector model's base (issue 23, trials 13b M1 and 13d M4: "1 sectors for 24 bytes used per warp request"
    with the base taken 4 bytes past a 32-byte boundary, unsaid): a ``request_sectors`` claim is refused unless the
    finding also states ``base_offset``, ``base_alignment``, ``base_source`` and the range over the bases the
    alignment allows; ``base_alignment`` is the largest divisibility (bytes) of the fresh pointer AxisInfo over the
    dimensions (element 0 starts a run along each), or the element's bytes where that is more (``base_source``
    ``element``); ``base_offset`` that alignment when below 16 bytes, else 0; the stated ``request_sectors`` lies in
    the range."""
    prefix, _, last = claim.key.rpartition("/")
    prefix += "/"
    if last == "request_sectors":
        missing = [k for k in _BASE_KEYS + (_ROOT_KEYS if _pointer_root(ctx, finding) else ())
                   if finding.claim(prefix + k) is None]
        if missing:
            return False, f"the estimate states no {', '.join(missing)}: the base it assumes is unsaid"
        low, high = finding.claim(prefix + "fewest_request_sectors"), finding.claim(prefix + "most_request_sectors")
        if low is not None and high is not None and not low.value <= claim.value <= high.value:  # type: ignore[operator]
            return False, f"{claim.value} is outside the bases' range {low.value} to {high.value}"
    root = _pointer_root(ctx, finding)
    if last in ("base_shift", "root_line"):
        got_root = (root[1], root[0]) if root is not None else (0, 0)
        return equal(claim.value, got_root[0] if last == "base_shift" else got_root[1])
    if last in ("base_alignment", "base_source"):
        fresh = _fresh(ctx, finding)
        pointer = fresh.get(prefix[: -len("sectors/")] + "pointer/divisibility",
                            fresh.get("axisinfo/pointer/divisibility"))
        if root is not None:  # a pointer a constant past another takes that pointer's base (trial 14d F2)
            pointer = root[2]
        got = _access_type(ctx, finding)
        elem = max(1, element_bits(got[2]) // 8) if got is not None and got[2] and element_bits(got[2]) else 1
        if isinstance(pointer, (list, tuple)) and pointer:
            proven = max(int(x) for x in pointer)
            want: ClaimValue = max(proven, elem) if last == "base_alignment" else \
                "axisinfo" if proven >= elem else "element"
            if claim.value != want:
                return False, f"the pointer's divisibility {list(pointer)} and {elem}-byte elements give {want}"
            said += f"; the pointer's divisibility {list(pointer)}, {elem}-byte elements"
    if last == "base_offset":
        align = finding.claim(prefix + "base_alignment")
        if align is None or not isinstance(align.value, int):
            return False, "no base_alignment stated beside the offset"
        shift = root[1] if root is not None else 0
        want_offset = ((align.value if align.value < 16 else 0) + shift) % axisinfo.SECTOR
        if claim.value != want_offset:
            past = f", and the pointer is {shift} bytes past the pointer of ttgir:{root[0]}" if root else ""
            return False, f"a {align.value}-byte alignment puts the base {want_offset} bytes past a boundary{past}"
    return True, said


def _pointer_root(ctx: ClaimContext, finding: Finding) -> tuple[int, int, tuple[int, ...]] | None:
    """``(line, shift, divisibility)`` where the finding's access pointer is another pointer (the root, defined at
    TTGIR ``line``, of AxisInfo ``divisibility`` in bytes) plus ``shift`` bytes: ``tt.addptr`` ops whose offset is a
    constant, followed back on the rules' own parse and AxisInfo, the element's bytes read from the access's type;
    ``None`` when the pointer adds no constant. The accesses through one root take its base (trial 14d F2: the odd
    bf16 elements, ``tt.addptr %even_35, %cst_21`` with ``dense<1>``, were given a base 2 bytes past a boundary, the
    even ones, through ``%even_35`` itself, 4)."""
    _, fresh = _engine(ctx.stages.get("ttgir") or "")
    access = next((o for o in fresh.ops if finding.lines and o.line == finding.lines[0]), None)
    ptr = access_pointer(access) if access is not None else None
    got = _access_type(ctx, finding)
    elem = max(1, element_bits(got[2]) // 8) if got is not None and got[2] and element_bits(got[2]) else 0
    if ptr is None or not elem:
        return None
    total = 0
    for _ in range(16):
        op = fresh.defs.get(ptr)
        c = fresh.of(op.operands[1]).constant if op is not None and op.name == "tt.addptr" and \
            len(op.operands) >= 2 else None
        if op is None or c is None or isinstance(c, bool) or op.operands[0] not in fresh.types:
            break
        total += int(c)
        ptr = op.operands[0]
    root = fresh.defs.get(ptr)
    if not total or root is None:
        return None
    return root.line, total * elem, tuple(fresh.of(ptr).divisibility)


def _request_bytes_bound(claim: Claim, finding: Finding, ctx: ClaimContext) -> int | None:
    """The most distinct bytes one request of warp 0 can touch (see :func:`sectors`): ``vector_bytes`` x, per
    dimension, the distinct runs of the pointer's constancy that the lanes' first indices fall in; ``None`` when
    the layout, the shape or the fresh constancy is not known."""
    got = _access_type(ctx, finding)
    lists = _blocked(ctx, finding)
    spt, tpw = lists.get("sizePerThread"), lists.get("threadsPerWarp")
    vector = finding.claim(claim.key[: -len("request_bytes")] + "vector_bytes")
    fresh = _fresh(ctx, finding)
    constancy = fresh.get(claim.key[: -len("sectors/request_bytes")] + "pointer/constancy",
                          fresh.get("axisinfo/pointer/constancy"))
    if got is None or not spt or not tpw or vector is None or not isinstance(vector.value, int) \
            or not isinstance(constancy, (list, tuple)):
        return None
    shape = got[1]
    if not (len(shape) == len(spt) == len(tpw) == len(constancy)):
        return None
    on = _mask_on(ctx, finding)
    extents = (on,) if on is not None and len(shape) == 1 else _mask_extents(ctx, finding, len(shape))
    counts: list[int] = []
    for d, n in enumerate(shape):
        run = max(1, int(constancy[d]))
        # trial 10d F5 and its 2-D follow-up: indices a constant mask turns off (`offs[None, :] < K`) use no bytes
        idxs = [t * spt[d] % n for t in range(tpw[d])] if n else [0]
        limit = extents[d] if extents is not None else None
        if limit is not None:
            idxs = [i for i in idxs if i < limit]
        counts.append(len({i // run for i in idxs}) if n else 1)
    bound = vector.value
    for c in counts:
        bound *= c
    bits = element_bits(got[2]) if got[2] else None
    order = lists.get("order")
    first = extents[order[0]] if extents is not None and order else None
    if first is not None and bits and order:
        cap = first * max(8, bits) // 8
        for d, c in enumerate(counts):
            cap *= c if d != order[0] else 1
        bound = min(bound, cap)
    return bound


def _request_bytes_floor(claim: Claim, finding: Finding, ctx: ClaimContext) -> int | None:
    """The fewest distinct bytes one request of warp 0 touches (see :func:`sectors`): along the layout's
    ``order[0]`` dimension, the lanes whose first indices fall in one aligned run of the fresh pointer AxisInfo's
    contiguity there read consecutive elements, so distinct ones: ``vector_bytes`` x the most lanes in one run
    (lanes a constant mask turns off left out; the other dimensions held at index 0). Trial 15d F1: "1 sectors for
    16 bytes used per warp request" where the pointer's contiguity 64 puts all 32 lanes' 16-byte vectors of a
    ``tensor<256xi64>`` in one run, 512 bytes. ``None`` when the layout, the shape or the contiguity is not
    known."""
    got = _access_type(ctx, finding)
    lists = _blocked(ctx, finding)
    spt, tpw, order = lists.get("sizePerThread"), lists.get("threadsPerWarp"), lists.get("order")
    vector = finding.claim(claim.key[: -len("request_bytes")] + "vector_bytes")
    fresh = _fresh(ctx, finding)
    contiguity = fresh.get(claim.key[: -len("sectors/request_bytes")] + "pointer/contiguity",
                           fresh.get("axisinfo/pointer/contiguity"))
    if got is None or not spt or not tpw or not order or vector is None or not isinstance(vector.value, int) \
            or not isinstance(contiguity, (list, tuple)):
        return None
    shape = got[1]
    if not (len(shape) == len(spt) == len(tpw) == len(contiguity)) or not 0 <= order[0] < len(shape):
        return None
    d = order[0]
    n, run = shape[d], max(1, int(contiguity[d]))
    idxs = [t * spt[d] % n for t in range(tpw[d])] if n else [0]
    on = _mask_on(ctx, finding)
    extents = (on,) if on is not None and len(shape) == 1 else _mask_extents(ctx, finding, len(shape))
    limit = extents[d] if extents is not None else None
    if limit is not None:
        idxs = [i for i in idxs if i < limit]
    runs: dict[int, set[int]] = {}
    for i in idxs:
        runs.setdefault(i // run, set()).add(i)
    most = max((len(v) for v in runs.values()), default=0)
    return most * vector.value if most else None


def _mask_extents(ctx: ClaimContext, finding: Finding, rank: int) -> tuple[int | None, ...] | None:
    """Per dimension, the indices a ``rank``-D access's mask can enable, read on the rules' model from each line's
    text: the mask operand (by role) through ``arith.andi`` (each dimension the smaller bound), ``tt.broadcast``,
    ``ttg.convert_layout`` and ``tt.expand_dims`` (its ``axis``), down to ``arith.cmpi slt|ult`` of a
    ``tt.make_range`` (through the same shape views) and an ``arith.constant dense<c>``: ``c - start`` along the
    range's dimension where that is below its length; ``None`` where no such comparison bounds a dimension."""
    model = ctx.model("ttgir")
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    if access is None:
        return None
    _, mask = coalescing._roles(access)
    if not mask or not mask[0]:
        return None

    def text(op: Any) -> str:
        return ctx.line("ttgir", op.line) or ""

    def axis(op: Any) -> int | None:
        m = re.search(r"\{axis = (\d+) : i32\}", text(op))
        return int(m[1]) if m else None

    def rng(key: str, depth: int) -> tuple[int, int, int] | None:
        op = model.defining_op(key)
        if op is None or depth > 16:
            return None
        if op.name == "tt.make_range":
            r = _RANGE.search(text(op))
            return (0, int(r[2]), int(r[1])) if r else None
        keys = [k for k in op.operand_keys if k]
        if op.name in ("tt.broadcast", "ttg.convert_layout") and keys:
            return rng(keys[0], depth + 1)
        if op.name == "tt.expand_dims" and keys and (a := axis(op)) is not None:
            inner = rng(keys[0], depth + 1)
            return (inner[0] + (inner[0] >= a), inner[1], inner[2]) if inner else None
        return None

    def walk(key: str, n: int, depth: int) -> tuple[int | None, ...] | None:
        op = model.defining_op(key)
        if op is None or depth > 16:
            return None
        keys = [k for k in op.operand_keys if k]
        if op.name in ("tt.broadcast", "ttg.convert_layout") and keys:
            return walk(keys[0], n, depth + 1)
        if op.name == "tt.expand_dims" and keys and (a := axis(op)) is not None:
            inner = walk(keys[0], n - 1, depth + 1)
            return (*inner[:a], None, *inner[a:]) if inner is not None else None
        if op.name == "arith.andi" and len(keys) == 2:
            x, y = walk(keys[0], n, depth + 1), walk(keys[1], n, depth + 1)
            if x is None or y is None:
                return x or y
            return tuple(p if q is None else q if p is None else min(p, q) for p, q in zip(x, y, strict=True))
        if op.name == "arith.cmpi" and len(keys) == 2 and _CMPI_LT.search(text(op)):
            r, b = rng(keys[0], 0), model.defining_op(keys[1])
            c = _DENSE.search(text(b)) if b is not None else None
            if r is None or c is None or not 0 <= r[0] < n or int(c[1]) - r[1] >= r[2] - r[1]:
                return None
            return tuple(max(0, int(c[1]) - r[1]) if d == r[0] else None for d in range(n))
        return None

    got = walk(mask[0], rank, 0)
    return got if got is not None and any(e is not None for e in got) else None


# e.g. %offs = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked>
_RANGE = re.compile(r"\btt\.make_range \{end = (\d+) : i32, start = (\d+) : i32\}")
# e.g. %in_row = arith.cmpi slt, %offs, %cst_4 : tensor<8xi32, #blocked>
_CMPI_LT = re.compile(r"\barith\.cmpi (?:slt|ult), ")
# e.g. %cst_4 = arith.constant dense<6> : tensor<8xi32, #blocked>
_DENSE = re.compile(r"\barith\.constant dense<(-?\d+)> : tensor<")


def _mask_on(ctx: ClaimContext, finding: Finding) -> int | None:
    """The elements a 1-D access's mask can enable when it is ``tl.arange(s, e) < c`` with a constant ``c < e``:
    ``c - s``, each op read from its line's text on the rules' model (the access's mask operand by role, its
    ``arith.cmpi`` and operands' defining lines); ``None`` otherwise."""
    model = ctx.model("ttgir")
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    if access is None:
        return None
    _, mask = coalescing._roles(access)
    cmp = model.defining_op(mask[0]) if mask and mask[0] else None
    text = ctx.line("ttgir", cmp.line) or "" if cmp is not None else ""
    if cmp is None or not _CMPI_LT.search(text) or len([k for k in cmp.operand_keys if k]) != 2:
        return None
    a, b = (model.defining_op(k) for k in cmp.operand_keys if k)
    r = _RANGE.search(ctx.line("ttgir", a.line) or "") if a is not None else None
    c = _DENSE.search(ctx.line("ttgir", b.line) or "") if b is not None else None
    if r is None or c is None:
        return None
    end, start, limit = int(r[1]), int(r[2]), int(c[1])
    return max(0, limit - start) if limit - start < end - start else None


@metric_rule("uncoalesced_accesses")
def uncoalesced_accesses(value: object, ctx: ClaimContext) -> Verdict:
    """The TTGIR accesses whose sector model, re-derived on a fresh parse with the machine width of their Python
    line, is uncoalesced (see the module docstring)."""
    mod = _engine(ctx.stages.get("ttgir") or "")[1]
    n = 0
    for op in mod.ops:
        if op.name not in GLOBAL_ACCESS_OPS:
            continue
        probe = Finding(kind="coalescing", severity="info", stage="ttgir", message=op.name, lines=(op.line,))
        fresh = _fresh(ctx, probe)
        measured, allowed = _measured(ctx, probe), fresh.get("axisinfo/allowed_bits")
        if measured and isinstance(allowed, int) and isinstance(measured[1], int) and allowed < measured[1]:
            continue  # the machine code is wider than the model allows: the report states none of its numbers
        s, ideal = fresh.get("sectors/sectors"), fresh.get("sectors/ideal_sectors")
        if isinstance(s, int) and isinstance(ideal, int) and s >= 2 * ideal and s > ideal + 1:
            n += 1
    return equal(value, n or None)



# e.g. %x_ptrs_60 = arith.muli %x_ptrs_59, %ho : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#l)
_MULI_T = re.compile(r"=\s*arith\.muli\s+%(?P<a>[\w.$#-]+),\s*%(?P<b>[\w.$#-]+)\s*:\s*tensor<(?P<dims>\d+(?:x\d+)*)x"
                     r"[a-z]\w*(?:,\s*(?:#ttg\.slice<\{dim = (?P<dim>\d+)[^>]*\}>|#[\w.$-]+))?>")
_EXPAND = re.compile(r"tt\.expand_dims\b.*\{axis = (\d+) : i32\}")


@claim_rule("coal-inner-stride")
def coal_inner_stride(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A stride argument said to multiply the offsets along the access's contiguous dimension
    (``cause/inner_stride/N``): the cited TTGIR line is an ``arith.muli`` of the argument (directly or through its
    ``tt.splat``, also of an ``arith.extsi``/``extui`` of it: trial 13c S1) whose product varies along the finding's
    ``contiguous/dim`` only: a product of several dimensions by its shape; a 1-D one by ``1 - D`` of a
    ``#ttg.slice<{dim = D}>`` layout, else by ``1 - axis`` of the first ``tt.expand_dims`` its users reach (the rules'
    model, through 1-D ops), else (no expand: a 1-D access) along the access's only dimension. Trial 7a F1 named
    ``in_sh``, whose ``tensor<128xi32, #ttg.slice<{dim = 1 …}>>`` product is a column (dimension 0) of a tile
    contiguous along dimension 1. Its type (``cause/inner_stride_type/N``) is the one the kernel's function arguments
    (the rules' model) give that argument, on the cited ``tt.func`` line (trial 8d F2: ``stride_ak``, annotated
    ``tl.int64`` and passed as 1, stays an ``i64`` argument). The stride said to multiply the other dimension of a 2-D
    access (``cause/other_stride/N``, trial 8d M2: why ``order[0]`` is only the layout's choice) is checked the same
    way along the other dimension."""
    if claim.key.startswith("cause/inner_stride_type/"):
        named = finding.claim(claim.key.replace("inner_stride_type", "inner_stride"))
        model = ctx.model("ttgir")
        arg = next((v for v in model.function_args if named is not None and v.key == named.value), None)
        func = next((o for o in model.printed_ops if o.name == "tt.func"), None)
        cited = [r.line for r in claim.about]
        ok = arg is not None and func is not None and cited == [func.line] and claim.value == arg.type
        return ok, (f"the tt.func line (ttgir:{func.line if func else '?'}) declares "
                    f"{named.value if named else '?'}: {arg.type if arg else 'no such argument'}")
    line = claim.about[0].line if claim.about else 0
    raw = ctx.line("ttgir", line) or ""
    m = _MULI_T.search(raw)
    contiguous = finding.claim("contiguous/dim")
    shape = finding.claim("shape")
    if m is None or contiguous is None or not isinstance(contiguous.value, int):
        return False, f"ttgir:{line} is no arith.muli of a tensor, or the finding states no contiguous dimension"
    cdim = contiguous.value
    if claim.key.startswith("cause/other_stride/"):  # the other dimension's runtime stride (trial 8d M2)
        dims_said = shape.value if shape is not None else None
        if not isinstance(dims_said, tuple) or len(dims_said) != 2:
            return False, "the other dimension's stride is stated only for a 2-D access"
        cdim = 1 - cdim
    model = ctx.model("ttgir")
    names = (m.group("a"), m.group("b"))
    # the argument, an integer cast of it, or the tt.splat of either (trial 13c S1: ``offs.to(tl.int64) * stride``
    # multiplies by ``tt.splat (arith.extsi %stride : i32 to i64)``)
    said = re.escape(str(claim.value))
    casts = [c[1] for o in model.printed_ops if o.name in ("arith.extsi", "arith.extui")
             and (c := re.search(rf"%([\w.$#-]+) = arith\.ext[su]i %{said} :", ctx.line("ttgir", o.line) or ""))]
    held = "|".join(re.escape(x) for x in (str(claim.value), *casts))
    holds_arg = any(x in names for x in (str(claim.value), *casts)) or any(
        re.search(rf"%(?:{re.escape(names[0])}|{re.escape(names[1])}) = tt\.splat %(?:{held}) :",
                  ctx.line("ttgir", o.line) or "") for o in model.printed_ops if o.name == "tt.splat")
    dims = [int(d) for d in m.group("dims").split("x")]
    if len(dims) > 1:
        inner = cdim < len(dims) and dims[cdim] > 1 and all(d == 1 for i, d in enumerate(dims) if i != cdim)
        return holds_arg and inner, f"ttgir:{line} holds the argument: {holds_arg}; its product's shape is {dims}"
    dim: int | None = 1 - int(m.group("dim")) if m.group("dim") is not None else None
    if dim is None:
        op = next((o for o in model.printed_ops if o.line == line), None)
        todo: list[str] = list(op.result_keys) if op is not None else []
        seen: set[str] = set()
        while todo and dim is None and len(seen) < 64:
            key = todo.pop(0)
            if key in seen:
                continue
            seen.add(key)
            for user in model.users(key):
                e = _EXPAND.search(ctx.line("ttgir", user.line) or "")
                if user.name == "tt.expand_dims" and e is not None:
                    dim = 1 - int(e.group(1))
                    break
                todo.extend(user.result_keys)
    if dim is None:
        got = shape.value if shape is not None else None
        ok = holds_arg and isinstance(got, tuple) and len(got) == 1
        return ok, f"ttgir:{line} holds the argument: {holds_arg}; a 1-D product of a 1-D access"
    return holds_arg and dim == cdim, (f"ttgir:{line} holds the argument: {holds_arg}; its 1-D product varies along "
                                       f"dim {dim}, the access's contiguous dimension is {cdim}")



#: Ops whose result is data read from memory: a backward walk for what makes a mask vary stops there.
_DATA_OPS = frozenset({"tt.load", "amdg.buffer_load", "ttg.local_load", "tt.descriptor_load", "tt.descriptor_gather",
                       "tt.gather", "tt.atomic_rmw", "tt.atomic_cas", "amdg.buffer_atomic_rmw",
                       "amdg.buffer_atomic_cas"})


def _computed_from(model: mlir_model.IRModule, start: list[str], hints: bool = False,
                   conditions: bool = True) -> tuple[set[int], set[str]]:
    """The ops (their TTGIR lines) and values a value is computed from in the rules' model: each value's defining
    op and its operands, a loop's carried value by its initial and yielded values; the operands of an op reading
    memory (:data:`_DATA_OPS`) are not followed, nor those of the ``tt.func`` (its arguments are values here), nor,
    with ``hints``, those of an op carrying ``tt.divisibility``/``tt.contiguity`` (``tl.multiple_of``: AxisInfo
    takes its values from the hint), nor, without ``conditions``, an ``arith.select``'s condition (operand 0: it
    picks one of the values, none of its bits reaches the result)."""
    todo, seen, lines = list(start), set[str](), set[int]()
    while todo and len(seen) < 4096:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        op = model.defining_op(key)
        if op is None or op.name == "tt.func":
            continue
        if op.name in ("scf.for", "scf.while"):
            todo.extend(model.carried(key))
            continue
        lines.add(op.line)
        hinted = hints and ("tt.divisibility" in (op.source or "") or "tt.contiguity" in (op.source or ""))
        if op.name not in _DATA_OPS and not hinted:
            skip = 1 if op.name == "arith.select" and not conditions else 0
            todo.extend(k for k in op.operand_keys[skip:] if k)
    return lines, seen


# e.g. %c1_i32 = arith.constant 1 : i32     e.g. %cst = arith.constant dense<1> : tensor<64x16xi32, #blocked4>
_INT_CONSTANT = re.compile(r"=\s*arith\.constant\s+(?:dense<(-?\d+)>|(-?\d+))\s*:\s*(?:tensor<[\dx]+)?i\d+\b")
_ADDS = ("arith.addi", "tt.addptr")
_ADD_VIEWS = ("tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "arith.extsi", "arith.extui")


def _int_constant(ctx: ClaimContext, model: mlir_model.IRModule, key: str) -> int | None:
    """The integer ``key`` holds when it is an ``arith.constant`` (through ``tt.splat``s), read from the constant's
    own line of text."""
    for _ in range(4):
        op = model.defining_op(key)
        if op is None or model.values[key].is_block_arg:
            return None
        if op.name == "tt.splat" and op.operand_keys and op.operand_keys[0]:
            key = op.operand_keys[0]
            continue
        m = _INT_CONSTANT.search(ctx.line("ttgir", op.line) or "") if op.name == "arith.constant" else None
        return int(m[1] or m[2]) if m else None
    return None


@claim_rule("coal-const-offset")
def coal_const_offset(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A constant a narrow access's offsets are said to add (``cause/const_offset/N``, its line
    ``cause/const_offset_line/N``; trial 10c F4): the cited TTGIR line holds an ``arith.addi`` or ``tt.addptr`` one
    of whose operands is, through ``tt.splat``s, an ``arith.constant`` of that value (read from the constant's own
    line); the op's result reaches a pointer or offset operand of the finding's access forward through additions and
    shape views only (the rules' model: no product scales it on the way); and the value times the access's element
    bytes is no multiple of 16."""
    n = claim.key.rsplit("/", 1)[-1]
    value, at = finding.claim(f"cause/const_offset/{n}"), finding.claim(f"cause/const_offset_line/{n}")
    if value is None or at is None or not isinstance(at.value, int) or not isinstance(value.value, int):
        return False, "the finding has no constant and line of that cause"
    model = ctx.model("ttgir")
    op = model.by_line.get(at.value)
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    if op is None or op.name not in _ADDS or access is None:
        return False, f"ttgir:{at.value} holds no arith.addi or tt.addptr, or the finding cites no access"
    consts = [c for k in op.operand_keys if k and (c := _int_constant(ctx, model, k)) is not None]
    ptr, _ = coalescing._roles(access)
    todo, seen, reached = list(op.result_keys[:1]), set[str](), False
    while todo and not reached and len(seen) < 512:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        for user in model.users(key):
            if user.index == access.index and key in ptr:
                reached = True
            elif user.name in (*_ADDS, *_ADD_VIEWS) and user.result_keys:
                todo.append(user.result_keys[0])
    got = _access_type(ctx, finding)
    size = element_bits(got[2]) // 8 if got is not None and element_bits(got[2]) else 0
    ok = value.value in consts and reached and size > 0 and (value.value * size) % 16 != 0
    return ok, (f"ttgir:{at.value} adds the constants {consts}; its result reaches the access's pointer or offsets "
                f"by additions: {reached}; {value.value} x {size} bytes")


@claim_rule("coal-const-stride")
def coal_const_stride(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A constant said to be a narrow access's inner stride (``cause/const_stride/N``: "consecutive elements are C
    apart"): the cited TTGIR line is an ``arith.muli`` by that constant, and AxisInfo's stride (the rules' own parse,
    :func:`_engine`) of the access's pointer, or of an AMD ``buffer_*`` op's offsets, along the finding's
    ``contiguous/dim`` is that constant. A constant multiplying one term of a sum is no stride between neighbours
    (trial 11c F1: gptq's ``1376 * grp + col // 8``, ``grp`` a gathered group index, neighbours 0 or 1 apart)."""
    text = ctx.stages.get("ttgir") or ""
    model, mod = _engine(text)
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    dim = finding.claim("contiguous/dim")
    at = claim.about[0].line if claim.about else 0
    mul = model.by_line.get(at)
    if access is None or mul is None or mul.name != "arith.muli" or dim is None or not isinstance(dim.value, int):
        return False, f"ttgir:{at} holds no arith.muli, or the finding cites no access or contiguous dimension"
    ptr, _ = coalescing._roles(access)
    key = ptr[1] if "buffer_" in access.name and len(ptr) > 1 else (ptr[0] if ptr else "")
    strides = mod.stride(key) if key else ()
    got = strides[dim.value] if dim.value < len(strides) else None
    ok = isinstance(got, Fraction) and got.denominator == 1 and int(got) == claim.value
    return ok, f"AxisInfo's stride of {key or 'the access'} along dimension {dim.value} is {got}"


# e.g. %v_65 = ttg.async_copy_global_to_local %v_ptrs_52, %v_63 mask %m : tensor<64x64x!tt.ptr<f32>, #blocked> ->
#      <64x64xf32, #shared1, #smem, mutable> loc(#loc93)
_COPY_DEST = re.compile(r"ttg\.async_copy_global_to_local .*->\s*<(?P<shape>[\dx]+)x\w+,\s*(?P<alias>#[\w.$-]+)")
# e.g. #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
_NVMMA_TRANSPOSED = re.compile(r"= #ttg\.nvmma_shared<\{[^}]*\btransposed = (true|false)")
# e.g. #shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
_SHARED_ORDER = re.compile(r"= #ttg\.(?:swizzled_shared|amd_rotating_shared|padded_shared)<.*\border = \[(\d+)")


def _destination_dim(ctx: ClaimContext, line: int) -> tuple[str, int] | None:
    """The alias of the shared layout an ``async_copy_global_to_local`` at TTGIR ``line`` writes and the dimension
    that layout keeps contiguous, read from the raw text (the op's ``-> <…, #alias, …>`` and the alias's own line:
    ``transposed = true`` of an ``nvmma_shared`` is dim 0, ``false`` the last; a swizzled, rotating or ordered padded
    layout its ``order[0]``); ``None`` for any other line or layout."""
    raw = ctx.line("ttgir", line) or ""
    m = _COPY_DEST.search(raw.split(" loc(")[0])
    if m is None:
        return None
    rank = len(m.group("shape").split("x"))
    alias = m.group("alias")
    own = next((ln for ln in ctx.lines("ttgir") if ln.startswith(alias + " = ")), "")
    if (t := _NVMMA_TRANSPOSED.search(own)) is not None:
        return alias, 0 if t.group(1) == "true" else rank - 1
    if (o := _SHARED_ORDER.search(own)) is not None:
        return alias, int(o.group(1))
    return None


@claim_rule("coal-dest-order")
def coal_dest_order(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The destination of a narrow copy into shared memory (``cause/dest_alias``) and the dimension its layout keeps
    contiguous (``cause/dest_contiguous_dim``): read from the raw text (:func:`_destination_dim`), and that dimension
    is not the finding's ``contiguous/dim`` (trial 11c F2)."""
    got = _destination_dim(ctx, finding.lines[0]) if finding.lines else None
    if got is None:
        return False, "the finding's line is no async copy into a shared layout of known order"
    if claim.key == "cause/dest_alias":
        return equal(claim.value, got[0])
    dim = finding.claim("contiguous/dim")
    ok = claim.value == got[1] and dim is not None and dim.value != got[1]
    return ok, f"{got[0]} keeps dimension {got[1]} contiguous; the copy's is {dim.value if dim else '?'}"


# e.g. #shared3 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 16, order = [1, 0]}>
_SWIZZLED_VEC = re.compile(r"= #ttg\.swizzled_shared<\{[^}]*\bvec = (\d+)")
_MAX_PHASE = re.compile(r"= #ttg\.swizzled_shared<\{[^}]*\bmaxPhase = (\d+)")


def _destination_vec(ctx: ClaimContext, line: int) -> tuple[str, int, int] | None:
    """The alias, swizzle vector (elements) and contiguous dimension of the ``swizzled_shared`` layout an
    ``async_copy_global_to_local`` at TTGIR ``line`` writes, read from the raw text (:func:`_destination_dim` and
    the alias's own line); ``None`` for any other line or layout, and for a layout that does not swizzle
    (``maxPhase = 1``: its rows are contiguous, so its vector bounds no copy; trial 13a F1)."""
    got = _destination_dim(ctx, line)
    if got is None:
        return None
    own = next((ln for ln in ctx.lines("ttgir") if ln.startswith(got[0] + " = ")), "")
    m, phase = _SWIZZLED_VEC.search(own), _MAX_PHASE.search(own)
    return (got[0], int(m.group(1)), got[1]) if m and phase and int(phase.group(1)) > 1 else None


def _vec_bound(ctx: ClaimContext, finding: Finding) -> tuple[str, int] | None:
    """``(alias, vec)`` when the copy the finding cites writes a swizzled layout (``maxPhase`` > 1) that keeps the
    copy's contiguous dimension and whose vector × element bits is the width the finding says it moves (trial 12b
    F4; trial 13a F1: an unswizzled ``vec = 1`` layout bounds nothing)."""
    got = _destination_vec(ctx, finding.lines[0]) if finding.lines else None
    dim, width, elem = (finding.claim(k) for k in ("contiguous/dim", "measured_bits", "element"))
    if got is None or dim is None or width is None or elem is None:
        return None
    bits = max(8, element_bits(str(elem.value)) or 0)
    return (got[0], got[1]) if dim.value == got[2] and width.value == got[1] * bits else None


@claim_rule("coal-dest-vec")
def coal_dest_vec(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The destination of a narrow copy into shared memory (``cause/dest_vec_alias``) and its swizzle vector
    (``cause/dest_vec``, elements): read from the raw text; the layout swizzles (``maxPhase`` > 1), keeps the copy's
    contiguous dimension, and the vector times the element's bits is the width the finding says the copy moves
    (:func:`_vec_bound`)."""
    got = _vec_bound(ctx, finding)
    if got is None:
        return False, "the finding's copy writes no swizzled layout whose vector is the width it moves"
    return equal(claim.value, got[0] if claim.key == "cause/dest_vec_alias" else got[1])


@claim_rule("coal-mask-bound")
def coal_mask_bound(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An argument a narrow access's mask is said to compare against (``cause/mask_bound/N``): the cited TTGIR line
    holds an ``arith.cmpi`` that the access's mask operand (the finding's op line, its operands by role) is computed
    from, one of whose operands is computed from the argument; the argument is one of the kernel's and its
    declaration has no ``tt.divisibility``. Both walks go backwards through the rules' model and stop at ops that
    read memory: a loaded value is data, which its load's pointer and mask do not make vary (trial 8d F1: the store
    of -inf where bits of loaded words are 0 was said to compare against ``bitmask_stride``, the bound of the words'
    own load). The compare varies along the vectors' dimension and the argument lowers its constancy there
    (:func:`_bound_varies`; trial 15e F3); ``cause/mask_bound_dim/N``, that dimension, is the access's ``order[0]``."""
    model = ctx.model("ttgir")
    line = claim.about[0].line if claim.about else 0
    if claim.key.startswith("cause/mask_bound_dim/"):  # trial 15e F3: the dimension the vectors run along
        return equal(claim.value, (_blocked(ctx, finding).get("order") or (0,))[0])
    cmpi = model.by_line.get(line)
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    if cmpi is None or cmpi.name != "arith.cmpi" or access is None:
        return False, f"ttgir:{line} holds no arith.cmpi, or the finding cites no access"
    _, mask = coalescing._roles(access)
    reached, _ = _computed_from(model, [k for k in mask if k])
    if line not in reached:
        return False, f"the mask of ttgir:{access.line} is not computed from ttgir:{line} (not without a load between)"
    _, values = _computed_from(model, [k for k in cmpi.operand_keys if k])
    arg, decl = _argument(model, str(claim.value))
    divisible = decl is not None and "tt.divisibility" in (decl.group("attrs") or "")
    ok = arg is not None and arg.key in values and not divisible and not str(arg.type or "").startswith("!tt.ptr")
    if not ok:
        return ok, (f"ttgir:{line} is computed from {claim.value}: {arg is not None and arg.key in values}; "
                    f"its declaration has tt.divisibility: {divisible}")
    return _bound_varies(ctx, finding, line, str(claim.value))


@lru_cache(maxsize=16)
def _assumed_engine(text: str, names: tuple[str, ...]) -> axisinfo.ModuleAxisInfo:
    """The rules' AxisInfo over ``text`` with the integer arguments ``names`` declared divisible by 16."""
    return _engine(axisinfo.assume_divisible(text, names))[1]


def _bound_varies(ctx: ClaimContext, finding: Finding, line: int, name: str) -> Verdict:
    """Trial 15e F3: the ``arith.cmpi`` on TTGIR ``line`` varies along the dimension the access's vectors run along
    (``order[0]`` of its ``#blocked``, else 0; a 1-D compare along its only one), not broadcast along it (size 1
    there), and argument ``name``'s missing ``tt.divisibility`` lowers its AxisInfo constancy along that dimension:
    with every integer argument without a hint assumed divisible by 16 the compare's constancy is higher than with
    all but ``name`` assumed so (unless no assumption raises it: then AxisInfo cannot tell, and the structural walk
    stands)."""
    text = ctx.stages.get("ttgir") or ""
    model, mod = _engine(text)
    order = _blocked(ctx, finding).get("order") or (0,)  # as the analysis: dimension 0 without a #blocked
    key = next((n for n, o in mod.defs.items() if o.line == line), None)
    ty = mod.types.get(key) if key is not None else None
    if ty is None:
        return False, f"no value defined on ttgir:{line}"
    dim = 0 if len(ty.shape) <= 1 else order[0]
    if len(ty.shape) > 1 and (dim >= len(ty.shape) or ty.shape[dim] == 1):
        return False, (f"ttgir:{line}'s compare has size 1 along dimension {order[0]}, the vectors' (a broadcast): "
                       "it is constant along a vector")
    unhinted = tuple(a.key for a in model.function_args if not str(a.type or "").startswith("!tt.ptr")
                     and not re.search(rf"%{re.escape(a.key)}: i\d+ \{{[^}}]*tt\.divisibility", text))
    base = axisinfo.constancy_at(mod, line, dim)
    every = axisinfo.constancy_at(_assumed_engine(text, unhinted), line, dim)
    if base is None or every is None or every <= base:
        return True, f"ttgir:{line} varies along dimension {dim}; no divisibility assumption raises its constancy"
    but = axisinfo.constancy_at(_assumed_engine(text, tuple(n for n in unhinted if n != name)), line, dim)
    return (but is None or but < every), (f"constancy of ttgir:{line} along dimension {dim}: {every} with every "
                                          f"unhinted argument divisible by 16, {but} with all but {name}")


# ----------------------------------------------------------------------------- redundant fetches (trial 9d M3)

#: Divisions and right shifts: a cause said to divide "by the constant K" is one of these (a shift by S: K = 2**S).
_DIVIDING = frozenset({"arith.divsi", "arith.divui", "arith.shrsi", "arith.shrui", "arith.floordivsi",
                       "arith.ceildivsi"})
#: The global loads a redundant-fetch finding may be about (tensor loads and copies, AMD buffer loads).
_FETCH_OPS = frozenset({"tt.load", "ttg.async_copy_global_to_local", "amdg.buffer_load", "amdgpu.buffer_load",
                        "amdg.buffer_load_to_local", "amdgpu.buffer_load_to_local"})
# e.g. %cst_6 = arith.constant dense<8> : tensor<32x1xi32, #blocked> loc(#loc1)
# e.g. %c8_i32 = arith.constant 8 : i32
_INT_CONSTANT = re.compile(r"=\s*arith\.constant\s+(?:dense<(?P<dense>-?\d+)>|(?P<scalar>-?\d+))\s*:")


def _fetch_addresses(ctx: ClaimContext, finding: Finding) -> str | None:
    """The model key of the value whose AxisInfo gives the finding's access addresses, read from its TTGIR line in
    the rules' model: the first operand of a ``tt.load``/``ttg.async_copy_global_to_local`` (the pointer tensor both
    print first), the second of an AMD ``buffer_load`` (``%base[%offsets]``)."""
    op = ctx.model("ttgir").by_line.get(finding.lines[0]) if finding.lines else None
    if op is None:
        return None
    keys = [k for k in op.operand_keys if k]
    i = 1 if "buffer_load" in op.name else 0
    return keys[i] if len(keys) > i and op.name in _FETCH_OPS else None


def _fetch_facts(ctx: ClaimContext, finding: Finding) -> dict[str, Any] | None:
    """The redundant-fetch numbers of the finding's access, re-derived: the fresh pointer constancy (the rules' own
    AxisInfo engine over the rules' parse), the shape and element of the access line (:func:`_access_type`) and the
    closed forms over them: ``dims`` (more than one element, a run longer than 1: gcd(constancy, size)),
    ``fetches`` (the product of those runs), ``bytes`` (the tile: elements x the element's bytes), ``distinct``
    (size / run along those dims, x the element's bytes)."""
    got = _access_type(ctx, finding)
    key = _fetch_addresses(ctx, finding)
    if got is None or key is None:
        return None
    mod = _engine(ctx.stages.get("ttgir") or "")[1]  # a parse of the same text: the same model keys
    constancy = tuple(mod.of(key).constancy)
    shape, elem = got[1], got[2]
    bits = element_bits(elem)
    if not shape or len(constancy) != len(shape) or not bits:
        return None
    runs = [math.gcd(c, n) if n else 1 for c, n in zip(constancy, shape, strict=True)]
    dims = tuple(d for d, n in enumerate(shape) if n > 1 and runs[d] > 1)
    ebytes = max(8, bits) // 8
    return {"constancy": constancy, "dims": dims, "runs": runs, "fetches": math.prod(runs[d] for d in dims),
            "bytes": math.prod(shape) * ebytes,
            "distinct": math.prod(n // runs[d] if d in dims else n for d, n in enumerate(shape)) * ebytes,
            }


def _makes_runs(ctx: ClaimContext, line: int, run: int) -> bool:
    """Whether the op on TTGIR ``line`` makes runs of ``run`` equal values: its result is a tensor whose fresh
    constancy along some dimension is at least ``run`` and above that of each operand of the same rank that varies
    along it (a scalar, constant everywhere, makes no runs along a dimension: GPTQ's ``num_pid_m // 64``)."""
    mod = _engine(ctx.stages.get("ttgir") or "")[1]
    name = next((n for n, o in mod.defs.items() if o.line == line and o.name != "scf.for"), None)
    ty = mod.types.get(name) if name is not None else None
    if name is None or ty is None or not ty.shape or run < 1:
        return False
    op = mod.defs[name]
    info = mod.of(name)
    for d, size in enumerate(ty.shape):
        if d >= info.rank or info.constancy[d] < run or size < 2:
            continue
        varying = [o for o in op.operands if (t := mod.types.get(o)) is not None and len(t.shape) == len(ty.shape)
                   and mod.of(o).constancy[d] < t.shape[d]]
        if all(mod.of(o).constancy[d] < info.constancy[d] for o in varying):
            return True
    return False


@claim_rule("redundant-fetch")
def redundant_fetch(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A redundant fetch (:mod:`ir_explorer.analyses.redundant_fetch`, trial 9d M3: GPTQ's ``rk // 8`` rows copied
    8 times into shared memory): ``redundant/constancy`` is the fresh AxisInfo constancy of the access's pointer
    (its first operand; an AMD buffer load's offsets), ``redundant/dims`` the dimensions of more than one element
    where it is above 1, ``redundant/run/D`` its value along one of them, ``redundant/fetches`` the product of those
    runs, ``redundant/bytes`` the tile's elements x the element's bytes (the access line's type), and
    ``redundant/distinct_bytes`` the shape divided by the runs, in bytes. The cause (``cause_op``, ``cause_line``)
    is an op of that name on the cited TTGIR line that the pointer is computed from (a def-use walk of the rules'
    model) and makes tensor runs there its varying operands do not have (:func:`_makes_runs`); ``cause_constant`` is
    the integer ``arith.constant`` (through ``tt.splat``) that line divides or shifts
    by, with the run along the first of the ``dims`` (the one the cause is found for) dividing it."""
    facts = _fetch_facts(ctx, finding)
    if facts is None:
        return False, "the finding's line is no tensor load whose pointer the rules can read"
    key = claim.key
    if not key.startswith("redundant/cause_") and not _at_access(claim, finding):
        return False, "the claim is about another line than the access"
    if key.startswith("redundant/run/"):
        d = int(key.rsplit("/", 1)[1])
        return (d in facts["dims"] and claim.value == facts["constancy"][d],
                f"the pointer's constancy is {list(facts['constancy'])}, dims {list(facts['dims'])}")
    closed = {"redundant/constancy": facts["constancy"], "redundant/dims": facts["dims"],
              "redundant/fetches": facts["fetches"], "redundant/bytes": facts["bytes"],
              "redundant/distinct_bytes": facts["distinct"]}
    if key in closed:
        return equal(claim.value, closed[key])
    line = claim.about[0].line if claim.about else 0
    model = ctx.model("ttgir")
    cause = model.by_line.get(line)
    access = model.by_line.get(finding.lines[0])
    op_claim = finding.claim("redundant/cause_op")
    if cause is None or access is None or op_claim is None or cause.name != op_claim.value:
        return False, f"ttgir:{line} holds {cause.name if cause else 'no op'}, not the cause the finding names"
    reached, _ = _computed_from(model, [_fetch_addresses(ctx, finding) or ""])
    if line not in reached:
        return False, f"the pointer of ttgir:{access.line} is not computed from ttgir:{line}"
    run = facts["runs"][facts["dims"][0]] if facts["dims"] else 0
    if not _makes_runs(ctx, line, run):
        return False, f"ttgir:{line} makes no tensor constant over runs of {run} its varying operands do not have"
    if key in ("redundant/cause_op", "redundant/cause_line"):
        return (key == "redundant/cause_op" or claim.value == line), f"ttgir:{line} holds {cause.name}"
    if key == "redundant/cause_constant":
        if cause.name not in _DIVIDING or len(cause.operand_keys) < 2 or not cause.operand_keys[1]:
            return False, f"ttgir:{line} ({cause.name}) divides by no constant"
        src = model.defining_op(cause.operand_keys[1])
        if src is not None and src.name == "tt.splat" and src.operand_keys and src.operand_keys[0]:
            src = model.defining_op(src.operand_keys[0])
        m = _INT_CONSTANT.search(ctx.line("ttgir", src.line) or "") if src is not None else None
        if m is None:
            return False, f"the divisor of ttgir:{line} is no integer arith.constant"
        k = int(m["dense"] or m["scalar"])
        k = 1 << k if "shr" in cause.name else k
        # the runs the division makes are at most its divisor: the first dimension said to repeat divides it
        run = facts["runs"][facts["dims"][0]] if facts["dims"] else 0
        return claim.value == k and run > 0 and k % run == 0, \
            f"ttgir:{line} divides by {k}; the run along dim {facts['dims'][:1]} is {run}"
    return False, f"no redundant-fetch claim {key!r}"


# ----------------------------------------------------------------------------- AMDGCN scalar loads (trial 9a M1)

#: The user SGPRs before the preloaded kernel arguments, in set-up order, with their sizes (LLVM ``GCNSubtarget.h``
#: ``GCNUserSGPRUsageInfo::UserSGPRID``; AMDGPUUsage "Initial Kernel Execution State").
_USER_SGPRS = (("private_segment_buffer", 4), ("dispatch_ptr", 2), ("queue_ptr", 2), ("kernarg_segment_ptr", 2),
               ("dispatch_id", 2), ("flat_scratch_init", 2), ("private_segment_size", 1))
# e.g. 		.amdhsa_user_sgpr_kernarg_preload_length 12
_SGPR_DIRECTIVE = re.compile(r"^\s*\.amdhsa_user_sgpr_(\w+)\s+(\d+)\s*$", re.M)
# e.g. 	s_load_dword s4, s[4:5], 0x0
_SLOAD = re.compile(r"^\s+s_load_(?:dword(?:x(\d+))?|b(\d+))\s+(?:s\[(\d+):\d+\]|s(\d+))\s*,\s*s\[(\d+):\d+\]"
                    r"(?:\s*,\s*(0x[0-9a-fA-F]+|\d+))?")
# e.g. 	s_addc_u32 s5, s5, s15
_SCALAR_OP = re.compile(r"^\s+([a-z]\w*)\s*([^;]*)")
# e.g.       - .address_space:  global \n .offset: 8 \n .size: 8 \n .value_kind: global_buffer
_ARG_META = re.compile(r"\.offset:\s+(\d+)\s*\n(?:\s+\.\w+:.*\n)*?\s+\.value_kind:\s+(\w+)")


def _sgpr_list(operand: str) -> list[int]:
    m = re.fullmatch(r"s\[(\d+):(\d+)\]|s(\d+)", operand.strip())
    if m is None:
        return []
    return [int(m[3])] if m[3] else list(range(int(m[1]), int(m[2]) + 1))


class _SgprTrace:
    """The rules' own reading of an AMDGCN kernel's SGPRs (for :func:`_amd_scalar`): its body's lines, the user SGPRs
    at entry from the kernel descriptor's directives, the ``global_buffer`` arguments' kernarg offsets from its
    ``.amdgpu_metadata``, and a backward walk from a register to what it holds."""

    def __init__(self, text: str) -> None:
        got = {m[1]: int(m[2]) for m in _SGPR_DIRECTIVE.finditer(text)}
        self.lines = text.splitlines()
        name = re.search(r"^\s*\.amdhsa_kernel\s+(\S+)", text, re.M)
        self.start = next((i for i, ln in enumerate(self.lines) if name and ln.startswith(name[1] + ":")), -1)
        self.end = next((i for i in range(max(0, self.start), len(self.lines))
                         if self.lines[i].startswith(".Lfunc_end")), len(self.lines))
        self.init: dict[int, tuple[str, int]] = {}
        at = 0
        for key, n in _USER_SGPRS:
            if got.get(key):
                if key == "kernarg_segment_ptr":
                    self.init[at], self.init[at + 1] = ("kptr", 0), ("kptr", 1)
                at += n
        preload = got.get("kernarg_preload_length", 0)
        self.layout_ok = bool(self.init) and at + preload == got.get("count", -1)
        for i in range(preload):
            self.init[at + i] = ("arg", 4 * got.get("kernarg_preload_offset", 0) + 4 * i)
        meta = text.split(".amdgpu_metadata", 1)[-1]
        self.pointers = {int(m[1]) for m in _ARG_META.finditer(meta) if m[2] == "global_buffer"}
        self.parsed: dict[int, tuple[str, list[str]]] = {}
        for i in range(max(0, self.start), self.end):
            m = _SCALAR_OP.match(self.lines[i].split(";")[0])
            if m is not None:
                self.parsed[i] = (m[1], [o.strip() for o in m[2].split(",")] if m[2].strip() else [])

    def writes(self, i: int) -> list[int]:
        """The SGPRs line ``i`` (0-based) writes: its first operand, a VOP3b instruction's second (a carry-out)."""
        if i not in self.parsed:
            return []
        mn, ops = self.parsed[i]
        regs = _sgpr_list(ops[0]) if ops else []
        if len(ops) > 1 and re.match(r"v_(?:\w*_co_\w*|div_scale_\w+|mad_[iu]64_[iu]32\w*)$", mn):
            regs += _sgpr_list(ops[1])
        return regs

    def origin(self, reg: int, before: int, depth: int = 0) -> tuple | None:  # type: ignore[type-arg]
        """What ``reg`` holds before 0-based line ``before``: ``("kptr", half)``, ``("arg", kernarg byte)``,
        ``("ptr", argument byte, half)`` or ``None``, from the last line before it that writes it."""
        writer = next((i for i in range(before - 1, self.start - 1, -1) if reg in self.writes(i)), None)
        if depth > 64 or writer is None:
            return None if depth > 64 else self.init.get(reg)
        mn, ops = self.parsed[writer]
        load = _SLOAD.match(self.lines[writer].split(";")[0])
        if load is not None:
            base, first = int(load[5]), int(load[3] or load[4])
            if load[6] is not None and self.origin(base, writer, depth + 1) == ("kptr", 0) and \
                    self.origin(base + 1, writer, depth + 1) == ("kptr", 1):
                return ("arg", int(load[6], 0) + 4 * (reg - first))
            return None
        if mn in ("s_mov_b32", "s_mov_b64") and len(ops) == 2:
            dst, src = _sgpr_list(ops[0]), _sgpr_list(ops[1])
            return self.origin(src[dst.index(reg)], writer, depth + 1) if len(src) == len(dst) else None
        if mn in ("s_add_u32", "s_addc_u32") and len(ops) == 3:
            want = 0 if mn == "s_add_u32" else 1
            halves = [h for o in ops[1:] for r in _sgpr_list(o)
                      if (h := self.pointer_half(self.origin(r, writer, depth + 1)))]
            return ("ptr", halves[0][0], want) if len(halves) == 1 and halves[0][1] == want else None
        return None

    def pointer_half(self, o: tuple | None) -> tuple[int, int] | None:  # type: ignore[type-arg]
        """``(argument byte, half)`` when ``o`` is one half of a pointer argument (or derived from one)."""
        if o is not None and o[0] == "ptr":
            return o[1], o[2]
        if o is not None and o[0] == "arg" and o[1] in self.pointers:
            return o[1], 0
        if o is not None and o[0] == "arg" and o[1] - 4 in self.pointers:
            return o[1] - 4, 1
        return None

    def loops(self) -> list[tuple[int, int]]:
        """``(label line, branch line)`` (0-based) of each backward branch of the body."""
        labels: dict[str, int] = {}
        out = []
        for i in range(max(0, self.start), self.end):
            if (lab := re.match(r"(\.?L\w+):", self.lines[i])) is not None:
                labels[lab[1]] = i
            if (br := re.match(r"\s*s_c?branch\w*\s+(\.?L\w+)", self.lines[i])) is not None and br[1] in labels:
                out.append((labels[br[1]], i))
        return out


@lru_cache(maxsize=8)
def _amd_scalar(text: str) -> tuple[tuple[int, str, int], ...]:
    """``(line, kind, bits)`` of each ``s_load`` of the kernel that is no kernel-argument load: ``scalar`` when its
    base pair traces back, writer by writer (the last line before it writing each register), to the two halves of
    one ``global_buffer`` argument (preloaded into user SGPRs, loaded from the kernarg pointer at an immediate
    offset, copied by ``s_mov``, offset by ``s_add_u32``/``s_addc_u32``), ``scalar_untraced`` otherwise or when a
    loop writes the base after the load and not before it; one from the untouched kernarg pointer is left out."""
    t = _SgprTrace(text)
    if t.start < 0:
        return ()
    loops = t.loops()
    out = []
    for i in range(t.start, t.end):
        load = _SLOAD.match(t.lines[i].split(";")[0])
        if load is None:
            if re.match(r"\s+s_buffer_load_", t.lines[i]):
                out.append((i + 1, "scalar_untraced", 32))
            continue
        base = int(load[5])
        bits = 32 * (int(load[1]) if load[1] else int(load[2]) // 32 if load[2] else 1)
        lo, hi = t.origin(base, i), t.origin(base + 1, i)
        if t.layout_ok and lo == ("kptr", 0) and hi == ("kptr", 1):
            continue  # a kernel argument, from the kernarg segment
        h0, h1 = t.pointer_half(lo), t.pointer_half(hi)
        traced = t.layout_ok and h0 is not None and h1 is not None and h0[0] == h1[0] and (h0[1], h1[1]) == (0, 1)
        pair = {base, base + 1}
        for a, b in loops:
            after = {r for j in range(i, b + 1) for r in t.writes(j)}
            if a <= i <= b and pair & after and not pair <= {r for j in range(a, i) for r in t.writes(j)}:
                traced = False
        out.append((i + 1, "scalar" if traced else "scalar_untraced", bits))
    return tuple(out)


def _only_divisor(ops: Sequence[mlir_model.IROp], key: str, depth: int = 0) -> bool:
    """Whether each use of value ``key`` among ``ops`` is as operand 1 (the divisor) of an ``arith.divsi`` or
    ``arith.divui``, or as the operand of a ``tt.splat``/``tt.broadcast``/``tt.expand_dims``/``ttg.convert_layout``
    whose result is itself used only so (the rules' own walk over the model's operands)."""
    uses = [(op, i) for op in ops for i, k in enumerate(op.operand_keys) if k == key]
    if not uses or depth > 8:
        return False
    return all((op.name in ("arith.divsi", "arith.divui") and i == 1) or
               (op.name in ("tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout")
                and bool(op.result_keys) and op.result_keys[0] is not None
                and _only_divisor(ops, op.result_keys[0], depth + 1)) for op, i in uses)


def _argument(model: mlir_model.IRModule, name: str) -> tuple[Any, re.Match[str] | None]:
    """Kernel argument ``name`` of the model (``None`` when it is none) and its declaration in the ``tt.func`` line
    (group ``attrs``: its ``{…}`` attributes, where ``tt.divisibility`` would stand), for rules ``coal-offset-arg``
    and ``coal-base-factor``."""
    arg = next((v for v in model.function_args if v.key == name), None)
    func = next((o for o in model.printed_ops if o.name == "tt.func"), None)
    decl = re.search(rf"%{re.escape(name)}: [^,{{)]*(?P<attrs>\{{[^}}]*\}})?", func.source) \
        if func is not None else None
    return arg, decl


@claim_rule("coal-offset-arg")
def coal_offset_arg(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An argument a narrow access's pointer offset is said to come from without ``tt.divisibility``
    (``cause/offset_arg/N``): one of the kernel's non-pointer arguments, its declaration without ``tt.divisibility``,
    that the access's pointer operand (the finding's op line, by role) is computed from on a backward walk through the
    rules' model that stops at ops reading memory (a loaded value's divisibility is the data's, whatever its
    address) and at ops carrying ``tt.divisibility``/``tt.contiguity`` hints (``tl.multiple_of``: AxisInfo takes
    their values from the hint), and not only as the divisor of an ``arith.divsi``/``arith.divui`` on that walk (a
    quotient by a non-constant is of divisibility 1 whatever the divisor's). Trial 10d F4: matmul_ogs's ``grid_n``
    reached the scale pointer only through the address of the loaded expert word and a ``tl.multiple_of``; trial
    13a M1: GPTQ's ``bits`` reached the zeros pointer only as the divisor of ``32 // bits``; trial 14a M1:
    scattermoe's ``FAN_OUT`` only as the divisor of ``e_m_idx // FAN_OUT``, through its ``tt.splat``."""
    model = ctx.model("ttgir")
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    if access is None:
        return False, "the finding cites no access"
    ptr, _ = coalescing._roles(access)
    lines, seen = _computed_from(model, [k for k in ptr if k], hints=True)
    ops = [op for line in lines if (op := model.by_line.get(line)) is not None]
    if _only_divisor(ops, str(claim.value)):
        return False, f"{claim.value} reaches the pointer of ttgir:{access.line} only as a divisor"
    arg, decl = _argument(model, str(claim.value))
    divisible = decl is not None and "tt.divisibility" in (decl.group("attrs") or "")
    ok = arg is not None and arg.key in seen and not divisible and not str(arg.type or "").startswith("!tt.ptr")
    return ok, (f"the pointer of ttgir:{access.line} is computed from {claim.value} (not through a load or a hint): "
                f"{arg is not None and arg.key in seen}; its declaration has tt.divisibility: {divisible}")


def _divisor_only_product(ops: Sequence[mlir_model.IROp], key: str, depth: int = 0) -> bool:
    """Whether each use of value ``key`` among ``ops`` is as operand 1 (the divisor) of an integer division or
    remainder (``arith.divsi``/``divui``/``remsi``/``remui``), or as an operand of a ``tt.splat``/``tt.broadcast``/
    ``tt.expand_dims``/``ttg.convert_layout`` or ``arith.muli`` whose result is itself used only so (the rules' own
    walk over the model's operands): such a value is no term of the offset."""
    uses = [(op, i) for op in ops for i, k in enumerate(op.operand_keys) if k == key]
    if not uses or depth > 8:
        return False
    return all((op.name in ("arith.divsi", "arith.divui", "arith.remsi", "arith.remui") and i == 1) or
               (op.name in ("tt.splat", "tt.broadcast", "tt.expand_dims", "ttg.convert_layout", "arith.muli")
                and bool(op.result_keys) and op.result_keys[0] is not None
                and _divisor_only_product(ops, op.result_keys[0], depth + 1)) for op, i in uses)


#: Ops that carry a value on unchanged for :func:`_cast_root`: :data:`_RELAID`'s, and a splat or ``expand_dims``.
_VALUE_CASTS = (*_RELAID, "tt.splat", "tt.expand_dims")


def _cast_root(model: mlir_model.IRModule, key: str | None) -> str | None:
    """The value ``key`` carries on through :data:`_VALUE_CASTS` (at most 8 of them): ``%row_stride`` for
    ``%base_1 = arith.extsi %row_stride : i32 to i64`` (trial 15c's SSNorm: ``row * row_stride`` in 64 bits)."""
    for _ in range(8):
        op = model.defining_op(key) if key else None
        if op is None or op.name not in _VALUE_CASTS or not op.operand_keys:
            return key
        key = op.operand_keys[0]
    return key


@claim_rule("coal-base-factor")
def coal_base_factor(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """An argument said to multiply a scalar offset of a narrow access's base pointer without ``tt.divisibility``,
    so that the base is not known 16-byte aligned (``cause/base_factor/N``), re-derived from the raw TTGIR apart from
    the analysis's walk: the argument is a non-pointer kernel argument declared without ``tt.divisibility``, an
    operand of an ``arith.muli`` on the pointer's backward walk (:func:`_computed_from`) whose product is not used
    only as a divisor (:func:`_divisor_only_product`: a quotient's or remainder's divisor is no term of the offset);
    and the rules' fresh AxisInfo of the access leaves its alignment (``limits/alignment``, elements) below the
    128-bit cap (``limits/128-bit``): with the alignment the vector needs proven, no argument keeps the base from
    being 16-byte aligned. Trial 15e F2: engram's ``G``, in ``%b = arith.muli %T, %G`` used only by
    ``arith.divsi %pid, %b`` and ``arith.remsi %pid, %b``, named beside "alignment 8" of an f16 load."""
    model = ctx.model("ttgir")
    access = model.by_line.get(finding.lines[0]) if finding.lines else None
    if access is None:
        return False, "the finding cites no access"
    ptr, _ = coalescing._roles(access)
    lines, _seen = _computed_from(model, [k for k in ptr if k], hints=True)
    ops = [op for line in lines if (op := model.by_line.get(line)) is not None]
    name = str(claim.value)
    arg, decl = _argument(model, name)
    if arg is None or decl is None or "tt.divisibility" in (decl.group("attrs") or "") or \
            str(arg.type or "").startswith("!tt.ptr"):
        return False, f"{name} is no non-pointer argument declared without tt.divisibility"
    fresh = _fresh(ctx, finding)
    align = next((v for k, v in fresh.items() if k.endswith("limits/alignment")), None)
    cap = next((v for k, v in fresh.items() if k.endswith("limits/128-bit")), None)
    if isinstance(align, int) and isinstance(cap, int) and align >= cap:
        return False, (f"AxisInfo proves the pointer of ttgir:{access.line} aligned to {align} elements, the 128-bit "
                       f"cap is {cap}: the base alignment the vector needs is known")
    factors = [op for op in ops if op.name == "arith.muli" and name in {_cast_root(model, k) for k in op.operand_keys}
               and op.result_keys and op.result_keys[0] is not None
               and not _divisor_only_product(ops, op.result_keys[0])]
    if not factors:
        return False, (f"{name} multiplies no term of the pointer of ttgir:{access.line}'s offset (each product it is "
                       "a factor of is used only as a divisor)")
    return True, (f"{name} multiplies the offset at ttgir:{', ttgir:'.join(str(o.line) for o in factors)}; AxisInfo "
                  f"alignment {align} elements, 128-bit cap {cap}")
