"""The consistency check (issue 15): every statement the tool makes about one compilation, held against the
raw text it is about. Pure functions over stored text; no Triton.

Each check is independent of the code that made the statement (it re-reads the raw text its own way):

* ``python-line``: a Python line a finding cites exists in the kernel's file and holds code (not blank,
  not a comment);
* ``ir-line``: an IR line a finding cites exists in its stage, and holds the op the finding names first
  (``tt.load of …`` cites a line with ``tt.load``);
* ``staging``: a ``convert_layout`` finding's scratch bytes said to come from ``allocation.size`` are one a
  ``ttg.convert_layout`` of the pass snapshots carries, and a decision said to be Triton's own (claim ``exact``) is
  one the captured passes made (an ``allocate-shared-memory`` pass ran; the claim rules do not see the passes;
  every other claim of the finding is held by the rules of :mod:`ir_explorer.engines.rules.layouts`);
* ``pass-boundary``: no stored pass snapshot holds a ``// -----// IR Dump`` header (a boundary missed);
* ``pass-changed``: a pass without internal steps is marked changed exactly when its snapshot differs from
  the next one (or the final IR);
* ``pass-step-lines``: an internal step of a pass printed bare after a snapshot printed with locations (the
  software pipeliner's first step) that left the IR it saw the same but for the printing
  (:func:`~ir_explorer.ir.passdump.canonical_module` of both equal) is marked unchanged with no line added or
  removed, and one that changed it adds and removes the lines its canonical forms differ by (trial 9a F3: "- 73
  147" for a LowerLoops step of a kernel without a loop);
* ``config``: the compilation's config is the one its label (``config_index``) names in the kernel's spec;
* ``pass-size``: a pass snapshot's stored size (:func:`ir_explorer.ir.passcost.ir_size`) is its text's line count,
  op-line count and largest ``tensor<…>`` by elements (a type the text holds); ``pass-time``: a pass time is >= 0
  and only on a ``before`` snapshot;
* ``fact``: each :class:`~ir_explorer.analyses.findings.Fact` a finding gives holds in the raw text: its line
  exists in its stage and holds its ``text`` and not its ``absent`` text (line 0: the stage holds ``text`` and no
  line holds ``absent``); a ``metadata``/``resources`` fact's ``key = value`` is the compilation's; and its
  ``claim`` is part of the finding's message (the finding states what the fact backs);
* the typed claims of the findings that state them (:class:`~ir_explorer.analyses.findings.Claim`), each by the rule
  it names, and the metrics with a rule (:mod:`ir_explorer.engines.rules`, one module per topic);
* ``cause-backed``: every cause a finding gives has a fact: each entry of ``data["causes"]`` (the causes of a
  narrow access, of an MMA path not taken, of a launch that cannot happen …) is the claim of at least one of its
  facts, and a message that says "because" has at least one fact.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from ir_explorer.analyses.findings import FACT_RECORDS, Finding
from ir_explorer.capture.stages import foreign_locations, python_file_text
from ir_explorer.core.errors import IRExplorerError, ToolError
from ir_explorer.core.model import Compilation, Config, PassDump
from ir_explorer.core.store import Store
from ir_explorer.engines.rules import ClaimContext, check_claims, check_metrics
from ir_explorer.ir.passdump import canonical_module
from ir_explorer.ir.ttgir import modern_dialects

if TYPE_CHECKING:  # the report's module runs every analysis; check_stored imports it when it runs
    from ir_explorer.engines.report import Report

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
    by_rule: Counter[str] = field(default_factory=Counter)
    """Statements checked per rule (a rule that never fires on a corpus checks nothing there)."""

    def hold(self, ok: bool, check: str, text: str) -> None:
        """Count one statement; record it as false (``check``: the name of the rule) unless ``ok``."""
        self.checked += 1
        self.by_rule[check] += 1
        if not ok:
            self.violations.append((check, text))


def check(comp: Compilation, findings: Sequence[Finding], metrics: dict[str, object], stages: dict[str, str],
          passes: Sequence[PassDump] | None = None, final: str | None = None,
          expected_config: Config | None = None, result: CheckResult | None = None,
          own_metrics: bool = True) -> CheckResult:
    """Check the statements about ``comp``: its report's ``findings`` and ``metrics``, over its ``stages``
    (``{stage: text}``), its MLIR ``passes`` and ``final`` IR when captured, and its label against
    ``expected_config`` (``spec.configs[comp.config_index]``); with ``own_metrics`` false the metrics are the
    findings' context only (already checked). Never raises on malformed text."""
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
        if text is not None and f.lines and not f.claims:  # a finding with claims: its refs (rules ref, cited)
            lines = text.splitlines()
            m = _OP_FIRST.match(f.message)
            for n in f.lines:
                inside = 0 < n <= len(lines)
                op_ok = not (inside and m and f.stage in _MLIR) or m is None or m.group("op") in lines[n - 1]
                out.hold(inside and op_ok, "ir-line", f"{where}: line {n} " + (
                    repr(lines[n - 1][:100]) if inside else f"past the end ({len(lines)} lines)"))
        _check_facts(f, where, stages, comp, out)
    ctx = ClaimContext(comp, stages, findings, metrics)
    for f in findings:
        for rule, ok, text in check_claims(f, ctx):
            out.hold(ok, rule, text)
    for rule, ok, text in check_metrics(metrics if own_metrics else {}, ctx):
        out.hold(ok, rule, text)
    bodies = [p.text() for p in passes] if passes else []  # each snapshot read (and its sha256 checked) once
    _check_staging(findings, stages, out, passes, bodies)
    if passes:
        for p, body in zip(passes, bodies, strict=True):
            out.hold(_HEADER.search(body) is None, "pass-boundary", f"pass #{p.index} {p.name} holds a header")
        for i, p in enumerate(passes):
            nxt = bodies[i + 1] if i + 1 < len(bodies) else final
            plain = p.kind == "before" and (i + 1 >= len(passes) or passes[i + 1].kind == "before")
            if plain and p.changed is not None and nxt is not None:
                out.hold(p.changed == (bodies[i] != nxt), "pass-changed",
                         f"pass #{p.index} {p.name} marked changed={p.changed}")
        _check_pass_cost(passes, bodies, out)
        _check_step_lines(passes, bodies, out)
    if expected_config is not None:
        # an option the spec leaves to the backend (None) is the value the request resolved for this target and
        # recorded in the compile's config (Config.defaults; trial 10c M3), never one the compile merely has
        taken = dict(comp.config.defaults)
        expected = replace(expected_config, **{n: getattr(comp.config, n) for n in ("num_warps", "num_stages")
                                               if getattr(expected_config, n) is None and n in taken})
        out.hold(comp.config == expected, "config",
                 f"config {comp.config_index} is {comp.config.short()}, the spec's is {expected.short()}")
    return out


# e.g.   %acc_80:9 = scf.for %acc_89 = %c0_i32 to %1 step %c1_i32 iter_args(…) -> (…)  : i32 {
# e.g.   %m = "tt.reduce"(%qk) <{axis = 1 : i32}> ({
_OP_LINE = re.compile(r'[ \t]*(?:%[^=]*= )?"?[a-z_]\w*\.[\w.]+')
# e.g. tensor<64x128x!tt.ptr<f32>, #blocked>    e.g. tensor<128x128xf32, #mma>
_TENSOR_DIMS = re.compile(r"tensor<(?P<dims>\d+(?:x\d+)*)x[!a-z]")


def _check_step_lines(passes: Sequence[PassDump], bodies: Sequence[str], out: CheckResult) -> None:
    """``pass-step-lines`` (see the module docstring): each ``internal`` snapshot against the one before it."""
    for i in range(1, len(passes)):
        p = passes[i]
        if p.kind != "internal" or p.changed is None or (" loc(" in bodies[i - 1]) == (" loc(" in bodies[i]):
            continue  # both printed alike: their lines compare as they are
        before, after = canonical_module(bodies[i - 1]), canonical_module(bodies[i])
        lb, la = Counter(before.splitlines()), Counter(after.splitlines())
        added, removed = sum((la - lb).values()), sum((lb - la).values())
        out.hold(p.changed == (before != after) and (p.lines_added, p.lines_removed) == (added, removed),
                 "pass-step-lines", f"pass #{p.index} {p.name}: changed={p.changed}, +{p.lines_added} "
                 f"-{p.lines_removed} lines; the canonical forms differ by +{added} -{removed}")


def _check_pass_cost(passes: Sequence[PassDump], bodies: Sequence[str], out: CheckResult) -> None:
    """``pass-size``: a snapshot's stored size is its text's line count, op-line count and largest ``tensor<…>``
    (which the text holds, and no tensor in it has more elements); ``pass-time``: a time is a number >= 0 and
    only on a ``before`` snapshot (internal steps and failed snapshots are not timed)."""
    counted: dict[str, tuple[int, int, int | None]] = {}  # most passes leave the IR as it was: count a text once
    for p, body in zip(passes, bodies, strict=True):
        if p.time_ms is not None:
            out.hold(p.time_ms >= 0 and p.kind == "before", "pass-time",
                     f"pass #{p.index} {p.name} ({p.kind}) timed {p.time_ms} ms")
        if p.size is None:
            continue
        if body not in counted:
            lines = body.splitlines()
            counted[body] = (len(lines), sum(1 for ln in lines if _OP_LINE.match(ln)),
                             max((_product(m.group("dims")) for m in _TENSOR_DIMS.finditer(body)), default=None))
        n_lines, ops, most = counted[body]
        out.hold(p.size.lines == n_lines and p.size.ops == ops, "pass-size",
                 f"pass #{p.index} {p.name}: {p.size.lines} lines, {p.size.ops} ops; the text has {n_lines}, {ops}")
        shown = (p.size.tensor or "").split("…", 1)[0].rstrip(", ") if p.size.tensor else None
        out.hold(p.size.tensor_elements == most and (shown is None or shown in body), "pass-size",
                 f"pass #{p.index} {p.name}: largest tensor {p.size.tensor} ({p.size.tensor_elements}); the text's "
                 f"largest has {most} elements")


def _product(dims: str) -> int:
    n = 1
    for d in dims.split("x"):
        n *= int(d)
    return n




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
    """:func:`check` on a stored compilation: its report (:func:`~ir_explorer.engines.report.build_report`),
    its text stages and, when captured, its MLIR passes."""
    got = stored_statements(comp, store, bare=True)
    out = check(comp, got.report.findings, dict(got.report.metrics), got.stages, got.passes, got.final,
                expected_config, result)
    if got.bare is not None:
        # the report of the same compile without the pass snapshots (a first ``report`` of a fresh compile) says
        # some things otherwise: a convert's scratch is an estimate there (trial 8a F1: "at most 512 bytes" for an
        # i1 tile of 4096, never checked because selfcheck captures the passes); its own findings are checked too
        seen = {(f.kind, f.lines, f.message) for f in got.report.findings}
        check(comp, [f for f in got.bare.findings if (f.kind, f.lines, f.message) not in seen],
              dict(got.bare.metrics), got.stages, result=out, own_metrics=False)
    return out


@dataclass(frozen=True)
class Statements:
    """What :func:`check_stored` holds against what: a stored compilation's ``report``, its text ``stages``
    (``{stage: text}``, TTIR/TTGIR in the dialect names the report reads, SASS disassembled when ``nvdisasm``
    is here), its MLIR ``passes`` and ``final`` IR when they were captured (else ``None``), and, when asked for and
    the store has the IR after Triton's allocation, the ``bare`` report: the one made without that IR
    (``build_report(…, allocation=False)``)."""

    report: Report
    stages: dict[str, str]
    passes: Sequence[PassDump] | None
    final: str | None
    bare: Report | None = None


def stored_statements(comp: Compilation, store: Store, bare: bool = False) -> Statements:
    """The report on ``comp`` and the raw text it is about, read from ``store`` (:class:`Statements`), with the
    ``bare`` report too when asked for (:func:`~ir_explorer.engines.report.build_reports`: the analyses that do not
    read the allocated IR run once for both); also the input of the mutation harness
    (:mod:`ir_explorer.engines.mutation`)."""
    from ir_explorer.engines.report import build_report, build_reports

    report, without = build_reports(comp, store) if bare else (build_report(comp, store), None)
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
    return Statements(report, stages, passes, final, without)




def _check_staging(findings: Sequence[Finding], stages: dict[str, str], out: CheckResult,
                   passes: Sequence[PassDump] | None, bodies: Sequence[str]) -> None:
    """``staging`` (see the module docstring): what a ``convert_layout`` finding says of Triton's own allocation,
    held against the pass snapshots (``passes``, their texts ``bodies``; nothing to hold without them)."""
    if stages.get("ttgir") is None or not passes:
        return
    # every allocation.size of a ttg.convert_layout in the pass snapshots
    sizes = {int(m.group(1)) for body in dict.fromkeys(bodies) for ln in body.splitlines()
             if "ttg.convert_layout" in ln for m in [re.search(r"allocation\.size = (\d+)", ln)] if m}
    # Triton's allocate-shared-memory pass ran (a backend's allocate-<backend>-shared-memory too): its output decides
    # every conversion, those it gives no scratch included
    allocated = any(p.kind == "before" and re.match(r"allocate-(\w+-)?shared-memory\b", p.arg) for p in passes)
    for f in findings:
        if f.stage != "ttgir" or f.kind != "convert_layout":
            continue
        where = f"{f.kind} ttgir:{','.join(map(str, f.lines))}: {f.message[:80]}"
        said = f.claim("scratch_source")
        if said is not None and str(said.value).startswith("allocation.size"):
            nbytes = f.claim("scratch_bytes")
            out.hold(nbytes is not None and nbytes.value in sizes, "staging",
                     f"{where}: {nbytes.value if nbytes else None} bytes; the allocated IR has {sorted(sizes)}")
        exact = f.claim("exact")
        if exact is not None and exact.value is True:
            out.hold(allocated, "staging", f"{where}: said to be Triton's decision; no allocate-shared-memory pass "
                     "was captured")
