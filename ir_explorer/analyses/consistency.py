"""The consistency check (issue 15): every statement the tool makes about one compilation, held against the
raw text it is about. Pure functions over stored text; no Triton.

Each check is independent of the code that made the statement (it re-reads the raw text its own way):

* ``python-line``: a Python line a finding cites exists in the kernel's file and holds code (not blank,
  not a comment);
* ``ir-line``: an IR line a finding cites exists in its stage, and holds the op the finding names first
  (``tt.load of …`` cites a line with ``tt.load``);
* ``upcast``: a ``tt.fp_to_fp`` a dot finding names as the evidence of an upcast is at the line it cites;
* ``count``: an instruction count of an ``mma`` finding equals the lines of the stage that hold that
  instruction;
* ``shared``: the ``shared_bytes`` metric equals Triton's metadata ``shared``;
* ``staging``: a ``convert_layout`` finding's scratch bytes said to come from ``allocation.size`` are one a
  ``ttg.convert_layout`` of the pass snapshots carries, and a decision said to be Triton's own (claim ``exact``) is
  one a pass snapshot allocated (the claim rules do not see the passes; every other claim of the finding is held by
  the rules of :mod:`ir_explorer.analyses.rules.layouts`). A shared-memory bank finding's lines hold its op, the
  swizzle it states equals a ``#shared`` alias each of those lines uses (read from the alias's own line) and its
  bytes the allocation's ``memdesc`` elements x bytes;
* ``allocation``: a shared-memory allocation finding (``data["name"]``, ``["shape"]``) cites a ``ttg.local_alloc``
  line that defines ``%name`` (the value its message names first), whose result ``memdesc`` has the shape, element
  type and bytes (elements x element bytes) it states;
* ``stage-agree``: the ``pipelined_stages`` metric is the largest stage count of the loop findings (0 without one),
  and a loop schedule states the stage count of the loop finding at its loop line;
* ``pass-boundary``: no stored pass snapshot holds a ``// -----// IR Dump`` header (a boundary missed);
* ``pass-changed``: a pass without internal steps is marked changed exactly when its snapshot differs from
  the next one (or the final IR);
* ``config``: the compilation's config is the one its label (``config_index``) names in the kernel's spec;
* ``address-width``: an ``addresses`` finding's product lines hold ``arith.muli`` of the width it states
  (``: i32`` for a warning), and the PTX multiply it cites holds a 32-bit ``mul.lo``/``mad.lo`` (warning) or a
  64-bit or widening one (the fix), the widening line a ``%rd`` destination;
* ``local-count``: the ``st.local``/``ld.local`` counts of the ``local_memory`` findings add up to the PTX lines
  holding them, and each depot's line declares it with its size;
* ``load-count``: a PTX coalescing finding's loads plus constant-table loads equal the ``ld.global`` lines, and
  each constant-table load line cited holds ``ld.global``; an AMDGCN coalescing finding's loads equal the
  ``global_load_*``/``buffer_load_*`` lines (not to LDS) outside AMD's inlined device runtime
  (:func:`ir_explorer.analyses.coalescing.amd_runtime_lines`: ``.loc`` line 0 up to a ``%__ockl_*.exit`` label),
  and each access the runtime finding leaves out is a global load/store line of the function it names;
* ``pass-size``: a pass snapshot's stored size (:func:`ir_explorer.ir.passcost.ir_size`) is its text's line count,
  op-line count and largest ``tensor<…>`` by elements (a type the text holds); ``pass-time``: a pass time is >= 0
  and only on a ``before`` snapshot;
* ``schedule``: each op a ``pipelining`` loop-schedule finding lists holds that op at its TTGIR line and lies in
  the part named, read from the indentation of the printed MLIR: the loop line holds ``scf.for`` and its end line a
  ``}`` at the same indentation with every line between indented deeper (``loop body``); a ``prologue`` op sits at
  the loop's indentation before it, an ``epilogue`` op after the ``}``, with no line less indented in between (the
  same region); the Python line each op cites holds code; the per-part counts equal the ops listed;
* ``axis-cause``: the op an AxisInfo cause names (a coalescing finding's ``data["axisinfo"]["cause"]``) is on the
  TTGIR line it cites, the message cites that line, and its Python line holds code;
* ``sectors``: a sector count is said to be a model estimate, and its ideal is ceil(bytes / 32);
* ``axis-width``: the width "AxisInfo allows" in a message is the finding's ``predicted_bits``, the narrowest
  bound (elements) times the element's bits;
* ``fact``: each :class:`~ir_explorer.analyses.findings.Fact` a finding gives holds in the raw text: its line
  exists in its stage and holds its ``text`` and not its ``absent`` text (line 0: the stage holds ``text`` and no
  line holds ``absent``); a ``metadata``/``resources`` fact's ``key = value`` is the compilation's; and its
  ``claim`` is part of the finding's message (the finding states what the fact backs);
* ``traffic-count``: a shared-memory traffic finding (``data["counts"]``: ``{instruction: count}``) cites one line per
  instruction it counts, each holding a shared-memory mnemonic (PTX ``.shared``/``cp.async``/``ldmatrix``/
  ``stmatrix``, SASS ``LDS``/``STS``/``LDSM``/``STSM``/``LDGSTS``/``UTMA…``, AMDGCN ``ds_…``/``… lds``); the SASS
  spill finding's ``N STL and M LDL`` are as many lines holding ``STL``/``LDL``;
* ``cause-backed``: every cause a finding gives has a fact: each entry of ``data["causes"]`` (the causes of a
  narrow access, of an MMA path not taken, of a launch that cannot happen …) is the claim of at least one of its
  facts, and a message that says "because" has at least one fact.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ir_explorer.analyses.coalescing import amd_runtime_lines
from ir_explorer.analyses.findings import FACT_RECORDS, Finding
from ir_explorer.analyses.rules import ClaimContext, check_claims, check_metrics
from ir_explorer.capture.stages import foreign_locations, python_file_text
from ir_explorer.core.errors import IRExplorerError, ToolError
from ir_explorer.core.model import Compilation, Config, PassDump
from ir_explorer.core.store import Store
from ir_explorer.ir.layouts import element_bits
from ir_explorer.ir.ttgir import modern_dialects

if TYPE_CHECKING:  # the report's module runs every analysis; check_stored imports it when it runs
    from ir_explorer.analyses.report import Report

# e.g. tt.load of tensor<256xf32>: 64-bit loads …   ·   ttng.warp_group_dot 64x64xf8E4M3FN · … runs on wgmma
#: (``tl.range(…)``, a Python call the message quotes, is no op: ``(`` after the name leaves it out.)
_OP_FIRST = re.compile(r"^(?P<op>[a-z_]+\.[a-z_][\w.]*)\b(?![(.\w])")
# e.g. // -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //
_HEADER = re.compile(r"^// -----// .*IR Dump", re.MULTILINE)
#: Stages whose lines are MLIR ops (the ``ir-line`` check reads the op name there).
_MLIR = ("ttir", "ttgir")


@dataclass
class CheckResult:
    """What :func:`check` found: ``checked`` statements, and one ``(check, text)`` per false one; ``unchecked``
    counts the Python lines cited in a file this machine does not have (an input compiled elsewhere: the IR's
    locations name the other machine's paths), which can be neither confirmed nor refuted."""

    checked: int = 0
    violations: list[tuple[str, str]] = field(default_factory=list)
    unchecked: int = 0

    def hold(self, ok: bool, check: str, text: str) -> None:
        """Count one statement; record it as false (``check``: the name of the rule) unless ``ok``."""
        self.checked += 1
        if not ok:
            self.violations.append((check, text))


def check(comp: Compilation, findings: Sequence[Finding], metrics: dict[str, object], stages: dict[str, str],
          passes: Sequence[PassDump] | None = None, final: str | None = None,
          expected_config: Config | None = None, result: CheckResult | None = None) -> CheckResult:
    """Check the statements about ``comp``: its report's ``findings`` and ``metrics``, over its ``stages``
    (``{stage: text}``), its MLIR ``passes`` and ``final`` IR when captured, and its label against
    ``expected_config`` (``spec.configs[comp.config_index]``). Never raises on malformed text."""
    out = result or CheckResult()
    files: dict[str, list[str] | None] = {}
    for f in findings:
        where = f"{f.kind} {f.stage}:{','.join(map(str, f.lines))}: {f.message[:80]}"
        if f.python_file and f.python_line and _absent(comp, f.python_file, out):
            pass
        elif f.python_file and f.python_line:
            src = files.setdefault(f.python_file, _read_lines(comp, f.python_file))
            line = src[f.python_line - 1].strip() if src and 0 < f.python_line <= len(src) else None
            out.hold(bool(line) and not (line or "").startswith("#"), "python-line",
                     f"{where} cites {f.python_file}:{f.python_line}: {line!r}")
        text = stages.get(f.stage)
        if text is not None and f.lines:
            lines = text.splitlines()
            m = _OP_FIRST.match(f.message)
            for n in f.lines:
                inside = 0 < n <= len(lines)
                op_ok = not (inside and m and f.stage in _MLIR) or m is None or m.group("op") in lines[n - 1]
                out.hold(inside and op_ok, "ir-line", f"{where}: line {n} " + (
                    repr(lines[n - 1][:100]) if inside else f"past the end ({len(lines)} lines)"))
        for u in f.data.get("upcast", ()) if isinstance(f.data.get("upcast"), list) else ():
            lines = (stages.get("ttgir") or "").splitlines()
            n = u.get("ttgir_line", 0) if isinstance(u, dict) else 0
            out.hold(0 < n <= len(lines) and "tt.fp_to_fp" in lines[n - 1]
                     and lines[n - 1].lstrip().startswith(f"{u.get('operand')} ="), "upcast", f"{where}: {u}")
        _check_axisinfo(f, where, stages, comp, files, out)
        _check_facts(f, where, stages, comp, out)
        _check_traffic(f, where, stages, out)
        _check_schedule(f, where, stages, comp, files, out)
        counts = f.data.get("instructions")
        if f.kind == "mma" and isinstance(counts, dict) and f.stage in stages:
            for ins, n in counts.items():
                token = re.compile(r"(?<![\w.])" + re.escape(str(ins)) + r"(?![\w.])")
                seen = sum(1 for ln in stages[f.stage].splitlines()
                           if token.search(ln) and not ln.lstrip().startswith(("//", ";")))
                out.hold(seen == n, "count", f"{where}: {ins} ×{n}, the text has {seen}")
    ctx = ClaimContext(comp, stages, findings, metrics)
    for f in findings:
        for rule, ok, text in check_claims(f, ctx):
            out.hold(ok, rule, text)
    for rule, ok, text in check_metrics(metrics, ctx):
        out.hold(ok, rule, text)
    _check_addresses(findings, stages, out)
    _check_smem_claims(findings, stages, comp, out)
    _check_access_width(findings, stages, out)
    _check_local(findings, stages, out)
    _check_staging(findings, stages, comp.metadata.get("shared"), out, passes)
    _check_allocations(findings, stages, out)
    _check_stages(findings, metrics, out)
    shared = comp.metadata.get("shared")
    if isinstance(shared, int) and "shared_bytes" in metrics:
        out.hold(metrics["shared_bytes"] == shared, "shared",
                 f"shared_bytes {metrics['shared_bytes']} against metadata shared {shared}")
    if passes:
        bodies = [p.text() for p in passes]
        for p, body in zip(passes, bodies, strict=True):
            out.hold(_HEADER.search(body) is None, "pass-boundary", f"pass #{p.index} {p.name} holds a header")
        for i, p in enumerate(passes):
            nxt = bodies[i + 1] if i + 1 < len(bodies) else final
            plain = p.kind == "before" and (i + 1 >= len(passes) or passes[i + 1].kind == "before")
            if plain and p.changed is not None and nxt is not None:
                out.hold(p.changed == (bodies[i] != nxt), "pass-changed",
                         f"pass #{p.index} {p.name} marked changed={p.changed}")
        _check_pass_cost(passes, bodies, out)
    if expected_config is not None:
        out.hold(comp.config == expected_config, "config",
                 f"config {comp.config_index} is {comp.config.short()}, the spec's is {expected_config.short()}")
    return out


# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(…) -> (…)  : i32 {
# e.g.   %m = "tt.reduce"(%qk) <{axis = 1 : i32}> ({
_OP_LINE = re.compile(r'[ \t]*(?:%[^=]*= )?"?[a-z_]\w*\.[\w.]+')
# e.g. tensor<64x128x!tt.ptr<f32>, #blocked>    e.g. tensor<128x128xf32, #mma>
_TENSOR_DIMS = re.compile(r"tensor<(?P<dims>\d+(?:x\d+)*)x[!a-z]")


def _check_pass_cost(passes: Sequence[PassDump], bodies: Sequence[str], out: CheckResult) -> None:
    """``pass-size``: a snapshot's stored size is its text's line count, op-line count and largest ``tensor<…>``
    (which the text holds, and no tensor in it has more elements); ``pass-time``: a time is a number >= 0 and
    only on a ``before`` snapshot (internal steps and failed snapshots are not timed)."""
    for p, body in zip(passes, bodies, strict=True):
        if p.time_ms is not None:
            out.hold(p.time_ms >= 0 and p.kind == "before", "pass-time",
                     f"pass #{p.index} {p.name} ({p.kind}) timed {p.time_ms} ms")
        if p.size is None:
            continue
        lines = body.splitlines()
        ops = sum(1 for ln in lines if _OP_LINE.match(ln))
        out.hold(p.size.lines == len(lines) and p.size.ops == ops, "pass-size",
                 f"pass #{p.index} {p.name}: {p.size.lines} lines, {p.size.ops} ops; the text has {len(lines)}, {ops}")
        most = max((_product(m.group("dims")) for m in _TENSOR_DIMS.finditer(body)), default=None)
        shown = (p.size.tensor or "").split("…", 1)[0].rstrip(", ") if p.size.tensor else None
        out.hold(p.size.tensor_elements == most and (shown is None or shown in body), "pass-size",
                 f"pass #{p.index} {p.name}: largest tensor {p.size.tensor} ({p.size.tensor_elements}); the text's "
                 f"largest has {most} elements")


def _product(dims: str) -> int:
    n = 1
    for d in dims.split("x"):
        n *= int(d)
    return n


# e.g. 	@%p1 ld.global.v4.b32 { %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];    e.g. 	st.local.b32 	[%r394], %r89;
_PTX_LINE = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<op>(?:ld|st)\.(?:global|local))\b")


def _check_addresses(findings: Sequence[Finding], stages: dict[str, str], out: CheckResult) -> None:
    ptx = (stages.get("ptx") or "").splitlines()
    for f in findings:
        if f.kind != "addresses" or ("product" not in f.data and "products" not in f.data):
            continue
        lines = (stages.get(f.stage) or "").splitlines()
        items = f.data.get("products") or [dict(f.data, line=f.lines[0] if f.lines else 0)]
        for item in items:
            n, width = item.get("line", 0), item.get("width")
            text = lines[n - 1] if 0 < n <= len(lines) else ""
            out.hold("arith.muli" in text and f": i{width}" in text, "address-width",
                     f"addresses {f.stage}:{n}: {text.strip()[:100]!r} is not an i{width} arith.muli")
            cited = item.get("ptx") or {}
            for key, rx in (("line", r"(?:mul|mad)\.lo\.[su]32\b" if width == 32 else
                             r"(?:mul|mad)\.(?:lo\.[su]64|wide\.[su]32)\b"), ("widened_line", r"\s%rd\d+\s*,")):
                k = cited.get(key)
                if k:
                    held = ptx[k - 1] if 0 < k <= len(ptx) else ""
                    out.hold(re.search(rx, held) is not None, "address-width", f"addresses ptx:{k}: {held.strip()!r}")


# e.g. 	buffer_load_dword v21, v20, s[16:19], 0 offen     e.g. 	global_store_dwordx2 v[10:11], v[24:25], off
_AMD_GLOBAL = re.compile(r"^\s*(?:global|buffer)_(?P<op>load|store)_(?P<suffix>\w+)(?P<rest>.*)$")


def _check_amd_loads(findings: Sequence[Finding], stages: dict[str, str], out: CheckResult) -> None:
    """The AMDGCN part of ``load-count`` (see the module docstring)."""
    text = stages.get("amdgcn")
    if text is None:
        return
    lines = text.splitlines()
    runtime = amd_runtime_lines(text)
    ops = [(m["op"], "lds" in m["suffix"] or re.search(r"\blds\b", m["rest"]) is not None)
           if (m := _AMD_GLOBAL.match(ln)) else None for ln in lines]
    for f in findings:
        if f.kind != "coalescing" or f.stage != "amdgcn":
            continue
        if "runtime" in f.data and isinstance(f.data["runtime"], dict):
            for n in f.lines:
                fn = runtime.get(n)
                out.hold(0 < n <= len(ops) and ops[n - 1] is not None and fn in f.data["runtime"], "load-count",
                         f"amdgcn:{n} left out as device-runtime code of {fn or 'no __ockl_* function'}: "
                         f"{lines[n - 1].strip() if 0 < n <= len(lines) else ''!r}")
            said = sum(int(v) for v in f.data["runtime"].values())
            out.hold(said == len(f.lines), "load-count", f"{said} device-runtime accesses said, {len(f.lines)} cited")
        elif "loads" in f.data and "async" in f.data:
            said = sum(int(v) for v in f.data["loads"].values())
            seen = sum(1 for no, op in enumerate(ops, 1) if op == ("load", False) and no not in runtime)
            out.hold(said == seen, "load-count", f"AMDGCN loads {said} said, {seen} global/buffer loads of the "
                                                 "kernel's own code")


def _check_local(findings: Sequence[Finding], stages: dict[str, str], out: CheckResult) -> None:
    _check_amd_loads(findings, stages, out)
    ptx = stages.get("ptx")
    if ptx is None:
        return
    lines = ptx.splitlines()
    ops = [m["op"] if (m := _PTX_LINE.match(ln)) else "" for ln in lines]
    local = [f for f in findings if f.kind == "local_memory" and f.stage == "ptx" and "st_local" in f.data]
    if local:
        for op, key in (("st.local", "st_local"), ("ld.local", "ld_local")):
            said, seen = sum(int(f.data[key]) for f in local), ops.count(op)
            out.hold(said == seen, "local-count", f"local_memory: {said} {op} said, the PTX has {seen}")
        for f in local:
            for name, d in dict(f.data.get("depots") or {}).items():
                n = d.get("line", 0)
                held = lines[n - 1] if 0 < n <= len(lines) else ""
                out.hold(".local" in held and f"{name}[{d.get('bytes')}]" in held.replace(" ", ""), "local-count",
                         f"local_memory depot {name} at ptx:{n}: {held.strip()!r}")
    tables = [f for f in findings if f.kind == "local_memory" and "table" in f.data]
    for f in tables:
        for load in f.data.get("loads") or ():
            n = load.get("line", 0)
            out.hold(0 < n <= len(lines) and ops[n - 1] == "ld.global", "load-count",
                     f"constant-table load at ptx:{n} is no ld.global")
    for f in findings:
        if f.kind == "coalescing" and f.stage == "ptx" and "loads" in f.data:
            said = sum(int(v) for v in f.data["loads"].values()) + sum(
                int(v) for v in (f.data.get("constant_table") or {}).values())
            seen = sum(1 for op in ops if op == "ld.global")
            out.hold(said == seen, "load-count", f"PTX loads {said} said (data + constant-table), {seen} ld.global")


def _check_axisinfo(f: Finding, where: str, stages: dict[str, str], comp: Compilation,
                    files: dict[str, list[str] | None], out: CheckResult) -> None:
    """The ``axis-cause`` and ``sectors`` checks of one finding (see the module docstring)."""
    ax = f.data.get("axisinfo")
    if not isinstance(ax, dict):
        return
    cause = ax.get("cause")
    if isinstance(cause, dict):
        lines = (stages.get("ttgir") or "").splitlines()
        n = cause.get("ttgir_line", 0)
        said = " because " in f.message  # a finding that states the cause cites its lines; one that does not
        held = isinstance(n, int) and 0 < n <= len(lines) and str(cause.get("op")) in lines[n - 1]  # (--json)
        there = lines[n - 1][:80] if isinstance(n, int) and 0 < n <= len(lines) else "nothing"
        out.hold(held and (not said or f"ttgir line {n}" in f.message), "axis-cause",
                 f"{where}: {cause.get('op')} expected at ttgir line {n}"
                 + ("" if held else f", which holds {there!r}")
                 + ("" if not said or f"ttgir line {n}" in f.message else "; the message does not cite that line"))
        file, py = cause.get("python_file"), cause.get("python_line")
        if file and py and not _absent(comp, file, out):
            src = files.setdefault(file, _read_lines(comp, file))
            line = src[py - 1].strip() if src and 0 < py <= len(src) else ""
            out.hold(bool(line) and not line.startswith("#") and (not said or f"Python line {py}" in f.message),
                     "axis-cause", f"{where}: Python line {py} {line!r}"
                     + ("" if not said or f"Python line {py}" in f.message else "; the message does not cite it"))
    allows = re.search(r"AxisInfo allows (\d+) bits", f.message)
    if allows:
        limits = ax.get("limits")
        width = max(8, element_bits(str(f.data.get("element", ""))))
        elements = min(limits.values()) if isinstance(limits, dict) and limits else 0
        out.hold(int(allows.group(1)) == ax.get("predicted_bits") == elements * width, "axis-width",
                 f"{where}: {ax}")
    for sectors in (ax.get("sectors"), f.data.get("sectors")):
        if isinstance(sectors, dict) and "sectors" in f.message:
            used = sectors.get("bytes", 0)
            out.hold(sectors.get("ideal_sectors") == -(-used // 32) and "estimate" in f.message, "sectors",
                     f"{where}: {sectors}")


# e.g. ld.shared.v4.b32   cp.async.cg.shared.global   ldmatrix.sync…   LDS.U16   STSM.16.M88.4   ds_read_b128
# e.g. global_load_lds_dwordx4 v2, s[0:1]   (gfx950: a direct global-to-LDS load)
_SHARED_MNEMONIC = re.compile(r"\.shared\b|\bcp\.async\b|\b(?:ldmatrix|stmatrix)\.|\b(?:LDS|STS|LDSM|STSM|LDGSTS)\b|"
                              r"\bUTMA\w*|^\s*ds_\w+|\blds\b|^\s*(?:global|buffer)_load_lds_\w+")
# e.g. SASS has 4 STL and 6 LDL local-memory instructions
_STL_LDL = re.compile(r"SASS has (\d+) STL and (\d+) LDL")


def _check_traffic(f: Finding, where: str, stages: dict[str, str], out: CheckResult) -> None:
    """``traffic-count`` (see the module docstring)."""
    text = stages.get(f.stage)
    if text is None:
        return
    lines = text.splitlines()
    counts = f.data.get("counts")
    if f.kind in ("shared_memory", "async_copy") and isinstance(counts, dict) and f.message.startswith(
            "shared-memory traffic"):
        held = [n for n in f.lines if 0 < n <= len(lines) and _SHARED_MNEMONIC.search(lines[n - 1])]
        out.hold(sum(int(v) for v in counts.values()) == len(f.lines) == len(held), "traffic-count",
                 f"{where}: {sum(int(v) for v in counts.values())} counted, {len(f.lines)} lines cited, "
                 f"{len(held)} holding a shared-memory instruction")
    m = _STL_LDL.match(f.message) if f.kind == "spill" and f.stage == "sass" else None
    if m:
        ops = [lines[n - 1].split(";")[0] for n in f.lines if 0 < n <= len(lines)]
        stl = sum(1 for op in ops if re.search(r"\bSTL\b", op))
        ldl = sum(1 for op in ops if re.search(r"\bLDL\b", op))
        out.hold((stl, ldl) == (int(m.group(1)), int(m.group(2))) and len(ops) == len(f.lines) == stl + ldl,
                 "traffic-count", f"{where}: {stl} STL and {ldl} LDL lines cited")


def _record(comp: Compilation, stage: str, key: str) -> object:
    """Field ``key`` of the ``metadata`` or ``resources`` record of ``comp`` (``None`` when it has none)."""
    if stage == "metadata":
        return comp.metadata.get(key)
    return getattr(comp.resources, key, None) if comp.resources is not None and not key.startswith("_") else None


def _check_facts(f: Finding, where: str, stages: dict[str, str], comp: Compilation, out: CheckResult) -> None:
    """The ``fact`` and ``cause-backed`` checks of one finding (see the module docstring)."""
    for fact in f.facts:
        said = f"{where}: {fact.where()} {fact.text!r}" + (f" without {fact.absent!r}" if fact.absent else "")
        out.hold(bool(fact.claim) and fact.claim in f.message, "fact", f"{said}: claim {fact.claim[:60]!r} not said")
        if fact.stage in FACT_RECORDS:
            key, _, value = fact.text.partition(" = ")
            out.hold(str(_record(comp, fact.stage, key)) == value, "fact", said)
            continue
        text = stages.get(fact.stage)
        if text is None:
            out.hold(False, "fact", f"{said}: no {fact.stage} stage")
        elif fact.line == 0:
            out.hold(fact.text in text and not (fact.absent and fact.absent in text), "fact", said)
        else:
            lines = text.splitlines()
            line = lines[fact.line - 1] if 0 < fact.line <= len(lines) else None
            out.hold(line is not None and fact.text in line and not (fact.absent and fact.absent in line), "fact",
                     f"{said}: {line[:100] if line is not None else 'past the end'!r}")
    causes = f.data.get("causes")
    claims = {fact.claim for fact in f.facts}
    for cause in causes if isinstance(causes, list) else ():
        out.hold(cause in claims, "cause-backed", f"{where}: cause {str(cause)[:80]!r} has no fact")
    if " because " in f.message:
        out.hold(bool(f.facts), "cause-backed", f"{where}: 'because' with no fact")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _same_region(lines: list[str], lo: int, hi: int, depth: int) -> bool:
    """No non-blank line of ``lines[lo:hi]`` (0-based) is indented less than ``depth``."""
    return all(_indent(ln) >= depth for ln in lines[lo:hi] if ln.strip())


def _check_schedule(f: Finding, where: str, stages: dict[str, str], comp: Compilation,
                    files: dict[str, list[str] | None], out: CheckResult) -> None:
    """The ``schedule`` check of one loop-schedule finding (see the module docstring)."""
    ops, loop, end = f.data.get("ops"), f.data.get("loop_line"), f.data.get("end_line")
    if f.kind != "pipelining" or not isinstance(ops, list) or not isinstance(loop, int) or not isinstance(end, int):
        return
    lines = (stages.get("ttgir") or "").splitlines()
    if not (0 < loop < end <= len(lines)):
        out.hold(False, "schedule", f"{where}: loop lines {loop}-{end} out of range")
        return
    depth = _indent(lines[loop - 1])
    out.hold("scf.for" in lines[loop - 1] and lines[end - 1].lstrip().startswith("}")
             and _indent(lines[end - 1]) == depth and all(_indent(ln) > depth for ln in lines[loop:end - 1]
                                                            if ln.strip()), "schedule",
             f"{where}: lines {loop}-{end} are no scf.for region")
    for o in ops:
        n, name, part = o.get("ttgir_line", 0), str(o.get("op")), o.get("part")
        text = lines[n - 1] if 0 < n <= len(lines) else ""
        holds = re.match(r'^\s*(?:%[^=]*=\s*)?"?' + re.escape(name) + r'\b', text) is not None
        placed = {"loop body": loop < n < end,
                  "prologue": n < loop and _indent(text) == depth and _same_region(lines, n, loop - 1, depth),
                  "epilogue": n > end and _indent(text) == depth and _same_region(lines, end, n - 1, depth)}
        out.hold(holds and placed.get(str(part), False) and str(n) in f.message, "schedule",
                 f"{where}: {part} {name} at ttgir:{n}: {text.strip()[:100]!r}")
        file, py = o.get("python_file"), o.get("python_line")
        if file and py and not _absent(comp, file, out):
            src = files.setdefault(file, _read_lines(comp, file))
            line = src[py - 1].strip() if src and 0 < py <= len(src) else ""
            out.hold(bool(line) and not line.startswith("#"), "schedule", f"{where}: {name} cites {file}:{py}")
    counts = f.data.get("counts")
    if isinstance(counts, dict):
        for part, by_op in counts.items():
            for name, k in dict(by_op).items():
                seen = sum(1 for o in ops if o.get("part") == part and o.get("op") == name)
                out.hold(seen == k, "schedule", f"{where}: {part} {name} ×{k}, {seen} listed")


def _absent(comp: Compilation, path: str, out: CheckResult) -> bool:
    """Whether ``path``, a file the IR cites, cannot be read for ``comp`` (counted in ``out.unchecked``): our own
    compiles' files are always here (a missing one is a violation); of an input's or posted IR's
    (:func:`~ir_explorer.capture.stages.foreign_locations`), only the kernel's copy the input holds is read
    (:func:`~ir_explorer.capture.stages.python_file_text`), any other file it names is the other machine's claim
    and is not opened (issue 24: selfcheck read and printed every file an IR's locations named)."""
    if not foreign_locations(comp) or (comp.python_source is not None and Path(path) == Path(comp.source_path)):
        return False
    out.unchecked += 1
    return True


def _read_lines(comp: Compilation, path: str) -> list[str] | None:
    """The lines of a cited Python file (:func:`~ir_explorer.capture.stages.python_file_text`); ``None`` when it
    cannot be read or its stored copy is damaged."""
    try:
        text = python_file_text(comp, path)
    except IRExplorerError:  # a damaged blob: the line cannot be shown, a violation
        return None
    return text.splitlines() if text is not None else None


def check_stored(comp: Compilation, store: Store, expected_config: Config | None = None,
                 result: CheckResult | None = None) -> CheckResult:
    """:func:`check` on a stored compilation: its report (:func:`~ir_explorer.analyses.report.build_report`),
    its text stages and, when captured, its MLIR passes."""
    got = stored_statements(comp, store)
    return check(comp, got.report.findings, dict(got.report.metrics), got.stages, got.passes, got.final,
                 expected_config, result)


@dataclass(frozen=True)
class Statements:
    """What :func:`check_stored` holds against what: a stored compilation's ``report``, its text ``stages``
    (``{stage: text}``, TTIR/TTGIR in the dialect names the report reads, SASS disassembled when ``nvdisasm``
    is here), and its MLIR ``passes`` and ``final`` IR when they were captured (else ``None``)."""

    report: Report
    stages: dict[str, str]
    passes: Sequence[PassDump] | None
    final: str | None


def stored_statements(comp: Compilation, store: Store) -> Statements:
    """The report on ``comp`` and the raw text it is about, read from ``store`` (:class:`Statements`); also the
    input of the mutation harness (:mod:`ir_explorer.analyses.mutation`)."""
    from ir_explorer.analyses.report import build_report

    report = build_report(comp, store)
    stages = {s: st.text() for s, st in comp.stages.items() if not st.is_binary}
    stages.update({s: modern_dialects(stages[s]) for s in ("ttir", "ttgir") if s in stages})  # as the report reads them
    if "sass" not in stages:
        from ir_explorer.capture.disassemble import with_sass  # the report disassembled it into the store

        try:
            full = with_sass(comp, store)
            if "sass" in full.stages:
                stages["sass"] = full.stages["sass"].text()
        except ToolError:  # no nvdisasm: the report makes no SASS statements either
            stages.pop("sass", None)
    loaded = store.load_passes(comp.key)
    passes, final = None, None
    if loaded is not None:
        passes = loaded[0]
        final = loaded[1].read_bytes().decode(errors="replace") if loaded[1] is not None else None
    return Statements(report, stages, passes, final)


# e.g. tensor<128x128xf16, #blocked1>    e.g. !ttg.memdesc<128x64xf16, #shared, #smem>
_SHAPED = re.compile(r"(?:tensor|memdesc)<(?P<dims>\d+(?:x\d+)*)x(?P<elem>[a-zA-Z]+\d*\w*)")
# e.g. #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
_SWIZZLED_DEF = re.compile(r"^(?P<alias>#shared\d*) = #ttg\.swizzled_shared<\{vec = (?P<vec>\d+), perPhase = "
                           r"(?P<pp>\d+), maxPhase = (?P<mp>\d+), order = \[(?P<order>[\d, ]+)\]", re.MULTILINE)


def _shaped_bytes(text: str) -> int | None:
    m = _SHAPED.search(text)
    bits = re.search(r"\d+", m.group("elem")) if m else None
    return _product(m.group("dims")) * int(bits.group(0)) // 8 if m and bits else None


def _check_staging(findings: Sequence[Finding], stages: dict[str, str], shared: object, out: CheckResult,
                   passes: Sequence[PassDump] | None = None) -> None:
    """``staging`` (see the module docstring)."""
    text = stages.get("ttgir")
    if text is None:
        return
    sizes: set[int] | None = None  # every allocation.size of a ttg.convert_layout in the pass snapshots
    if passes:
        sizes = {int(m.group(1)) for p in passes for ln in p.text().splitlines() if "ttg.convert_layout" in ln
                 for m in [re.search(r"allocation\.size = (\d+)", ln)] if m}
    lines = text.splitlines()
    for f in findings:
        if f.stage != "ttgir" or f.kind not in ("convert_layout", "shared_memory"):
            continue
        where = f"{f.kind} ttgir:{','.join(map(str, f.lines))}: {f.message[:80]}"
        held = [lines[n - 1] if 0 < n <= len(lines) else "" for n in f.lines]
        if f.kind == "convert_layout":
            said = f.claim("scratch_source")
            if said is not None and str(said.value).startswith("allocation.size") and sizes is not None:
                nbytes = f.claim("scratch_bytes")
                out.hold(nbytes is not None and nbytes.value in sizes, "staging",
                         f"{where}: {nbytes.value if nbytes else None} bytes; the allocated IR has {sorted(sizes)}")
            exact = f.claim("exact")
            if exact is not None and exact.value is True and passes:
                out.hold(any("ttg.convert_layout" in ln and "allocation." in ln for p in passes
                             for ln in p.text().splitlines()), "staging",
                         f"{where}: said to be Triton's decision; no pass snapshot allocates a conversion")
        elif "side" in f.data:
            op = str(f.data.get("op"))
            out.hold(all(op in ln for ln in held), "staging", f"{where}: lines hold no {op}")
            _check_swizzle(f, where, text, held, out)


def _check_stages(findings: Sequence[Finding], metrics: dict[str, object], out: CheckResult) -> None:
    """``stage-agree`` (see the module docstring): the metric and the schedules agree with the loops' findings."""
    loops = {f.lines[0]: f.data.get("stages") for f in findings
             if f.kind == "pipelining" and "async_ops" in f.data and f.lines}
    if "pipelined_stages" in metrics and (loops or metrics["pipelined_stages"] != 0):
        most = max((n for n in loops.values() if isinstance(n, int)), default=0)
        out.hold(metrics["pipelined_stages"] == most, "stage-agree",
                 f"pipelined_stages {metrics['pipelined_stages']}, the loops' largest stage count is {most}")
    for f in findings:
        loop = f.data.get("loop_line")
        if f.kind == "pipelining" and isinstance(loop, int) and loop in loops:
            out.hold(f.data.get("stages") == loops[loop], "stage-agree",
                     f"loop schedule ttgir:{loop}: {f.data.get('stages')} stages, the loop's finding {loops[loop]}")


def _check_allocations(findings: Sequence[Finding], stages: dict[str, str], out: CheckResult) -> None:
    """``allocation`` (see the module docstring)."""
    lines = (stages.get("ttgir") or "").splitlines()
    for f in findings:
        name, shape = f.data.get("name"), f.data.get("shape")
        if f.kind != "shared_memory" or f.stage != "ttgir" or not isinstance(name, str) or not isinstance(
                shape, list) or not f.lines:
            continue
        n = f.lines[0]
        held = lines[n - 1] if 0 < n <= len(lines) else ""
        if "ttg.local_alloc" not in held:
            out.hold(False, "allocation", f"shared_memory ttgir:{n}: {held.strip()[:100]!r} holds no ttg.local_alloc")
            continue
        md = _SHAPED.search(held.rsplit("->", 1)[-1])
        dims = [int(d) for d in md.group("dims").split("x")] if md else None
        out.hold(held.lstrip().startswith(f"%{name} = ") and f"%{name}" in f.message.split(":")[0]
                 and dims == shape and md is not None and md.group("elem") == f.data.get("element")
                 and f.data.get("bytes") == _shaped_bytes(held.rsplit("->", 1)[-1]), "allocation",
                 f"shared_memory ttgir:{n}: %{name} {shape} {f.data.get('element')} {f.data.get('bytes')} bytes; the "
                 f"line is {held.strip()[:100]!r}")


def _check_swizzle(f: Finding, where: str, text: str, held: list[str], out: CheckResult) -> None:
    swz = f.data.get("swizzle")
    defs = {m.group("alias"): {"vec": int(m.group("vec")), "per_phase": int(m.group("pp")),
                               "max_phase": int(m.group("mp")), "order": [int(x) for x in m.group("order").split(",")]}
            for m in _SWIZZLED_DEF.finditer(text)}
    if isinstance(swz, dict) and "vec" in swz:
        used = [[a for a in re.findall(r"#shared\d*\b", ln)] for ln in held]
        out.hold(bool(used) and all(any(defs.get(a) == swz for a in u) for u in used), "staging",
                 f"{where}: swizzle {swz}, the lines use {used}")
    target, nbytes = str(f.data.get("target", "")), f.data.get("bytes")
    if nbytes is not None and target.startswith("%"):
        alloc = next((ln for ln in text.splitlines() if ln.lstrip().startswith(f"{target} = ttg.local_alloc")), "")
        md = alloc.rsplit("->", 1)[-1] if "->" in alloc else alloc
        out.hold(_shaped_bytes(md[md.find("memdesc<"):]) == nbytes, "staging", f"{where}: {nbytes} bytes")


# e.g.   %a_105 = ttg.memdesc_index %a_39[%acc_103] : !ttg.memdesc<3x128x64xf16, …> -> …
_INDEXED = re.compile(r"=\s*ttg\.memdesc_(?:index|subview)\s+%(?P<src>[\w$.-]+)")
# e.g.   iter_args(%a_124 = %a_42, …)
_BOUND = re.compile(r"%(?P<arg>[\w$.-]+)\s*=\s*%(?P<init>[\w$.-]+)")
#: Ops that may need scratch memory, as an op line prints them (quoted generic form or custom form).
# e.g.   %m = "tt.reduce"(%qk) <{axis = 1 : i32}> ({      %2 = ttg.convert_layout %1 : tensor<…> -> tensor<…>
_SCRATCH_LINE = re.compile(r'^\s*(?:%[^=\n]*=\s*)?"?(?:ttg\.convert_layout|tt\.reduce|tt\.scan|tt\.atomic_rmw|'
                           r'tt\.atomic_cas)"?[\s(]', re.MULTILINE)
# e.g. ld.shared.u8 %rs1, [%r2];   st.shared.b16 [%r3], %rs4;   st.shared.v2.u8 [%r5], {%rs6, %rs7};
_PTX_NARROW = re.compile(r"\b(?:ld|st)\.shared(?:::\w+)?\.(?:v2\.)?[bsu](?:8|16)\b|\b(?:ld|st)\.shared(?:::\w+)?"
                         r"\.v4\.[bsu]8\b")
#: Dot ops whose A and B operands are the first two types after the op's `` : `` (TritonNvidiaGPUOps.td).
_DOT_READERS = ("ttng.warp_group_dot", "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")
# e.g. #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
_NVMMA_DEF = re.compile(r"^(?P<alias>#shared\d*) = #ttg\.nvmma_shared<\{swizzlingByteWidth = (?P<w>\d+), "
                        r"transposed = (?P<t>true|false), elementBitWidth = (?P<b>\d+)", re.MULTILINE)
# e.g. !ttg.memdesc<128x64xf16, #shared1, #smem, mutable>     tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, …}>>
_OPERAND_TYPE = re.compile(r"(?P<kind>tensor|!ttg\.memdesc)<[^,>]*,\s*(?P<alias>#[\w$.-]+)")


def _check_smem_claims(findings: Sequence[Finding], stages: dict[str, str], comp: Compilation,
                       out: CheckResult) -> None:
    """``buffers``, ``scratch-ops``, ``dot-operand``, ``narrow-cause`` and ``occupancy`` (issue 23 item 5): each
    re-derived from the raw text on its own path.

    * ``buffers``: an allocation said to be N > 1 buffers is indexed by a ``ttg.memdesc_index`` (its own name, or a
      loop argument bound to it) and N is its memdesc's leading dimension; one said to be 1 buffer is indexed by
      none (a ``ttg.memdesc_trans`` view does not make buffers);
    * ``scratch-ops``: the count of ops that may need scratch is the op lines of ``convert_layout``/``reduce``/
      ``scan``/``atomic_rmw``/``atomic_cas`` (not their ``tt.reduce.return`` terminators);
    * ``dot-operand``: a bank finding about a ``warp_group_dot``/``tc_gen5_mma`` states the shared layout of its A or
      B operand (the first two types after `` : ``), never another memdesc's (an mbarrier's);
    * ``narrow-cause``: narrow SASS accesses said to come from ptxas come with a PTX that has no shared load or
      store under 32 bits;
    * ``occupancy``: the CTAs are the fewest any resource allows, the resources named are exactly those that allow
      that few, and the warps are CTAs x ``num_warps``."""
    text = stages.get("ttgir") or ""
    lines = text.splitlines()
    indexed = {m.group("src") for m in _INDEXED.finditer(text)}
    bound = {m.group("init"): m.group("arg") for ln in lines if "iter_args(" in ln for m in _BOUND.finditer(ln)}
    for f in findings:
        where = f"{f.kind} {f.stage}:{','.join(map(str, f.lines))}: {f.message[:80]}"
        if f.kind == "shared_memory" and f.stage == "ttgir" and "buffers" in f.data and "name" in f.data:
            name, n = str(f.data["name"]), f.data["buffers"]
            alloc = next((ln for ln in lines if ln.lstrip().startswith(f"%{name} = ttg.local_alloc")), "")
            dims = re.search(r"memdesc<(\d+)x\d", alloc)
            hit = name in indexed or bound.get(name) in indexed
            want = int(dims.group(1)) if hit and dims else 1
            out.hold(n == want, "buffers", f"{where}: {n} buffers; indexed={hit}, the alloc line says {want}")
        if f.kind == "shared_memory" and f.stage == "ttgir" and "scratch_ops" in f.data:
            seen = len(_SCRATCH_LINE.findall(text))
            out.hold(f.data["scratch_ops"] == seen, "scratch-ops", f"{where}: {f.data['scratch_ops']}, the text has "
                     f"{seen}")
        if f.kind == "shared_memory" and f.data.get("op") in _DOT_READERS and isinstance(f.data.get("swizzle"), dict):
            _check_dot_operand(f, where, text, lines, out)
        if f.data.get("ptxas_only") is True:
            ptx = stages.get("ptx")
            out.hold(f.stage == "sass" and ptx is not None and not _PTX_NARROW.search(ptx), "narrow-cause",
                     f"{where}: said to come from ptxas, the PTX has narrow shared accesses")
        if f.kind == "pipelining" and isinstance(f.data.get("prefetch_lines"), list) and f.lines:
            _check_prefetch(f, where, lines, out)
        elif f.kind == "pipelining" and "async_wait_num" in f.data and f.lines and comp.target.is_nvidia:
            _check_async_depth(f, where, lines, out)
        limits = f.data.get("limits")
        if f.kind == "registers" and isinstance(limits, dict) and limits and "limiters" in f.data:
            fewest = min(limits.values())
            nw = comp.metadata.get("num_warps")
            out.hold(f.data.get("ctas") == fewest and f.data["limiters"] == [k for k, v in limits.items()
                                                                             if v == fewest]
                     and (not isinstance(nw, int) or f.data.get("warps") == fewest * nw), "occupancy",
                     f"{where}: {f.data.get('ctas')} CTAs limited by {f.data['limiters']}; limits {limits}")


# e.g. cp.async.cg.shared.global [ %r82 + 0 ], [ %rd48 + 0 ], 0x10, %r83;
_PTX_CP_ASYNC = re.compile(r"\bcp\.async\.c[ag]\.shared\S*\s+\[[^\]]*\],\s*\[[^\]]*\],\s*(0x[0-9a-fA-F]+|\d+)")
# e.g. ld.shared.v4.b32 {%r1, %r2, %r3, %r4}, [%r5+0];    st.shared.b16 [%r3], %rs4;
_PTX_LD_ST = re.compile(r"\b(?P<dir>ld|st)\.shared(?:::\w+)?(?:\.v(?P<v>\d))?\.[bsuf](?P<bits>\d+)")


def _ptx_widths(lines: Sequence[str]) -> dict[str, set[int]]:
    """The bytes per lane of the PTX shared-memory accesses in ``lines``: ``{"async": {16}, "load": {…}, "store":
    {…}}`` (``ldmatrix`` reads and ``stmatrix`` writes 16-byte rows)."""
    out: dict[str, set[int]] = {"async": set(), "load": set(), "store": set()}
    for ln in lines:
        if m := _PTX_CP_ASYNC.search(ln):
            out["async"].add(int(m.group(1), 0))
        elif m := _PTX_LD_ST.search(ln):
            out["load" if m.group("dir") == "ld" else "store"].add(int(m.group("v") or 1) * int(m.group("bits")) // 8)
        elif "ldmatrix." in ln or "stmatrix." in ln:
            out["load" if "ldmatrix." in ln else "store"].add(16)
    return out


def _check_access_width(findings: Sequence[Finding], stages: dict[str, str], out: CheckResult) -> None:
    """``access-width``: the bytes per lane a bank-conflict estimate assumes (``data["access_bytes"]``) are a width
    the PTX of the finding's Python line moves for that kind of access (``cp.async`` size for an async copy,
    ``ld.shared``/``ldmatrix`` for a read, ``st.shared``/``stmatrix`` for a write), when that line has such PTX."""
    ptx = stages.get("ptx")
    bank = [f for f in findings if f.kind == "shared_memory" and f.stage == "ttgir" and "access_bytes" in f.data
            and f.python_line]
    if not ptx or not bank:
        return
    from ir_explorer.ir.sourcemap import python_lines  # the PTX's .loc map, read only when a finding needs it

    where_of = python_lines("ptx", ptx)
    ptx_lines = ptx.splitlines()
    for f in bank:
        at = [ptx_lines[i] for i, w in enumerate(where_of) if w is not None and w[1] == f.python_line
              and Path(w[0]).name == Path(f.python_file or "").name]
        widths = _ptx_widths(at)
        kind = "async" if "async_copy" in str(f.data.get("op")) else str(f.data.get("side"))
        if widths.get(kind):
            out.hold(f.data["access_bytes"] in widths[kind], "access-width",
                     f"{f.kind} ttgir:{','.join(map(str, f.lines))}: {f.data['access_bytes']}-byte accesses, the PTX "
                     f"of its Python line moves {sorted(widths[kind])}")


# e.g.   %acc_13 = tt.load %acc_11, %acc_12 {amd.pipeliner_part = "prologue"} : tensor<8x256x!tt.ptr<f32>, #blocked>
_LOAD_RESULT = re.compile(r"^\s*%(?P<name>[\w$.-]+) = (?:tt\.load|amdg\.buffer_load) ")


def _check_prefetch(f: Finding, where: str, lines: list[str], out: CheckResult) -> None:
    """``stages`` for a loop prefetched in registers: each load line cited is a load whose result the loop line's
    ``iter_args`` bind, and the stages are 1 + those loads per load of the loop's own body (its lines indented one
    level deeper, up to the ``}`` at the loop's indentation)."""
    n = f.lines[0]
    head = lines[n - 1] if 0 < n <= len(lines) else ""
    args = head[head.find("iter_args("):] if "iter_args(" in head else ""
    bound = {m.group("init") for m in _BOUND.finditer(args)}
    depth, body_loads = _indent(head), 0
    for ln in lines[n:]:
        if ln.strip() and _indent(ln) <= depth:
            break
        body_loads += _indent(ln) == depth + 2 and bool(_LOAD_RESULT.match(ln))
    cited = [int(x) for x in f.data["prefetch_lines"]]
    ok = all(0 < c <= len(lines) and (m := _LOAD_RESULT.match(lines[c - 1])) and m.group("name") in bound
             for c in cited)
    out.hold(ok and body_loads > 0 and f.data.get("stages") == 1 + len(cited) // body_loads, "stages",
             f"{where}: {f.data.get('stages')} stages from {len(cited)} prefetch loads, {body_loads} in the loop")


# e.g.   %a_104 = ttg.async_wait %a_95, %b_97 {num = 2 : i32} loc(#loc13)
_ASYNC_WAIT_NUM = re.compile(r"\bttg\.async_wait\b.*\{num = (\d+) : i32\}")


def _check_async_depth(f: Finding, where: str, lines: list[str], out: CheckResult) -> None:
    """``stages`` for an NVIDIA loop of ``cp.async`` copies: each iteration commits one group per buffer ring
    (``ttg.async_commit_group`` in the loop's own body) and waits until ``num`` groups are left in flight (``ttg.
    async_wait {num}``): the copies of the ``stages - 2`` iterations after the next one, so stages = 2 + num / groups
    (Triton's ``LowerLoops.cpp`` / ``PipelineExpander``). Held only where the body has both and one ``num``."""
    n = f.lines[0]
    head = lines[n - 1] if 0 < n <= len(lines) else ""
    if "scf.for" not in head:
        return
    depth, commits, nums = _indent(head), 0, set()
    for ln in lines[n:]:
        if ln.strip() and _indent(ln) <= depth:
            break
        if _indent(ln) == depth + 2:
            commits += "ttg.async_commit_group" in ln
            if m := _ASYNC_WAIT_NUM.search(ln):
                nums.add(int(m.group(1)))
    if commits and len(nums) == 1 and next(iter(nums)) % commits == 0:
        want = 2 + next(iter(nums)) // commits
        out.hold(f.data.get("stages") == want, "stages",
                 f"{where}: {f.data.get('stages')} stages; {commits} commit groups per iteration, async_wait num="
                 f"{next(iter(nums))} give {want}")


def _check_dot_operand(f: Finding, where: str, text: str, lines: list[str], out: CheckResult) -> None:
    """``dot-operand`` (see :func:`_check_smem_claims`)."""
    swz = f.data["swizzle"]
    assert isinstance(swz, dict)
    nvmma = {m.group("alias"): {"swizzling_byte_width": int(m.group("w")), "transposed": m.group("t") == "true",
                                "element_bit_width": int(m.group("b"))} for m in _NVMMA_DEF.finditer(text)}
    swizzled = {m.group("alias"): {"vec": int(m.group("vec")), "per_phase": int(m.group("pp")),
                                   "max_phase": int(m.group("mp")),
                                   "order": [int(x) for x in m.group("order").split(",")]}
                for m in _SWIZZLED_DEF.finditer(text)}
    for n in f.lines:
        held = lines[n - 1] if 0 < n <= len(lines) else ""
        after = held[held.find(" : "):] if " : " in held else ""
        ab = [m.group("alias") for m in list(_OPERAND_TYPE.finditer(after))[:2] if m.group("kind") == "!ttg.memdesc"]
        out.hold(any({**nvmma, **swizzled}.get(a) == swz for a in ab), "dot-operand",
                 f"{where}: line {n}: the layout stated is not A's or B's ({ab})")
