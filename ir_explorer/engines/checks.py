"""IR expectations on a compiled kernel: patterns that must (not) appear in a stage, limits on the
report's metrics, and FileCheck files. The Python API behind ``ir-explorer check``.

::

    from ir_explorer.engines import checks
    results = checks.check("matmul", [checks.expect("ptx: wgmma.mma_async"), checks.expect_not("sass: STL"),
                                      checks.max_spills(0), checks.min_load_width(128),
                                      checks.max_shared("160KB")], target="cuda:90")
    assert all(r.passed for r in results), checks.format_results(results)

Each :class:`CheckResult` carries its evidence: the first matching IR line and its 1-based line
number in the stage (as ``ir-explorer dump`` prints it), or the metric's value. Metrics come from
:func:`ir_explorer.engines.report.build_report` (``spill_bytes``, ``min_load_bits``, ``shared_bytes``;
see :data:`ir_explorer.analyses.findings.METRICS`). FileCheck files run through the ``filecheck`` package
(a Python port of LLVM FileCheck) as ``python -m filecheck``. Bad input (a malformed pattern,
size or stage, a missing file) raises :class:`~ir_explorer.core.errors.UsageError`.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ir_explorer.analyses.metric_format import FORMATS, bits_text
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import TEXT_STAGES, Compilation
from ir_explorer.core.store import Store

if TYPE_CHECKING:
    from ir_explorer.engines.report import Report

# e.g. 160KB   e.g. 227 KiB   e.g. 98304
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(b|k|kb|kib|m|mb|mib)?\s*$", re.IGNORECASE)
_UNITS = {None: 1, "b": 1, "k": 1024, "kb": 1024, "kib": 1024, "m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20}


@dataclass(frozen=True)
class Expectation:
    """One thing to check. ``kind`` is ``expect``, ``expect-not``, ``max-spills``, ``min-load-width``,
    ``max-shared``, ``min-occupancy``, ``launchable`` or ``filecheck``; ``text`` is how it reads on the command
    line."""

    kind: str
    text: str
    stage: str | None = None
    pattern: str | None = None
    """A Python regular expression searched in each line of the stage (``expect``/``expect-not``)."""
    limit: int | None = None
    """Bytes (``max-spills``, ``max-shared``), bits (``min-load-width``) or CTAs per SM (``min-occupancy``)."""
    path: Path | None = None
    """The FileCheck file (``filecheck``)."""
    strict: bool = True
    """``launchable``: fail when the occupancy is not known too (``--launchable``); the check ``check`` runs by
    default fails only a config known not to launch."""


@dataclass(frozen=True)
class CheckResult:
    """The outcome of one :class:`Expectation` on one compilation, with its evidence."""

    expectation: Expectation
    passed: bool
    evidence: str
    """The matching line (``ptx:123: wgmma.mma_async…``), the metric (``spill_bytes = 0``), or FileCheck's error."""
    line: int | None = None
    """1-based line in the stage, when the evidence is a line."""
    value: Any = None
    """The metric's value, when the expectation is a limit."""

    def to_json(self) -> dict[str, Any]:
        e = self.expectation
        return {"kind": e.kind, "expectation": e.text, "stage": e.stage, "passed": self.passed,
                "evidence": self.evidence, "line": self.line, "value": self.value, "limit": e.limit}


def parse_size(text: str | int) -> int:
    """``160KB``, ``160 KiB``, ``1.5MB``, ``98304`` → bytes (KB = KiB = 1024 bytes, as CUDA's shared-memory
    limits are given). Raises :class:`UsageError` for anything else."""
    if isinstance(text, int):
        return text
    m = _SIZE.match(text)
    if not m:
        raise UsageError(f"cannot read {text!r} as a size: give bytes, or a number with B, KB/KiB or MB/MiB "
                         "(e.g. 160KB)")
    return int(float(m[1]) * _UNITS[m[2].lower() if m[2] else None])


def _stage_pattern(kind: str, spec: str) -> Expectation:
    stage, sep, pattern = spec.partition(":")
    stage, pattern = stage.strip().lower(), pattern.strip()
    if not sep or stage not in TEXT_STAGES or not pattern:
        raise UsageError(f"--{kind} expects STAGE: PATTERN with STAGE one of {', '.join(TEXT_STAGES)}, "
                         f"e.g. 'ptx: wgmma.mma_async'; got {spec!r}")
    try:
        re.compile(pattern)
    except re.error as exc:
        raise UsageError(f"--{kind} {spec!r}: not a regular expression: {exc}") from exc
    return Expectation(kind, f"--{kind} '{stage}: {pattern}'", stage=stage, pattern=pattern)


def expect(spec: str) -> Expectation:
    """``"STAGE: REGEX"``: some line of the stage must match (:func:`re.search`)."""
    return _stage_pattern("expect", spec)


def expect_not(spec: str) -> Expectation:
    """``"STAGE: REGEX"``: no line of the stage may match."""
    return _stage_pattern("expect-not", spec)


def _count(kind: str, value: int | str, unit: str) -> int:
    try:
        n = int(value)
    except (TypeError, ValueError):
        raise UsageError(f"--{kind} expects a whole number of {unit}, got {value!r}") from None
    if n < 0:
        raise UsageError(f"--{kind} must not be negative, got {n}")
    return n


def max_spills(limit: int | str) -> Expectation:
    """At most ``limit`` bytes of register spills (ptxas's bytes spill stores, the bytes spilled; on AMD, spilled
    VGPRs+SGPRs)."""
    n = _count("max-spills", limit, "bytes")
    return Expectation("max-spills", f"--max-spills {n}", limit=n)


def min_load_width(bits: int | str) -> Expectation:
    """Every global load moves at least ``bits`` per thread per access (e.g. 128 for ``ld.global.v4.b32``)."""
    n = _count("min-load-width", bits, "bits")
    return Expectation("min-load-width", f"--min-load-width {n}", limit=n)


def max_shared(size: int | str) -> Expectation:
    """At most ``size`` of shared memory per CTA (bytes, or ``160KB`` …; see :func:`parse_size`)."""
    n = parse_size(size)
    return Expectation("max-shared", f"--max-shared {size}", limit=n)


def min_occupancy(ctas: int | str) -> Expectation:
    """At least ``ctas`` CTAs (workgroups on AMD) resident per SM (CU): the report's ``occupancy_ctas_per_sm``,
    from the registers, shared memory and warps per CTA (:mod:`ir_explorer.analyses.occupancy`). 0 is refused:
    use :func:`launchable`."""
    n = _count("min-occupancy", ctas, "CTAs per SM")
    if n < 1:
        raise UsageError("--min-occupancy 0 holds for any config; give 1 or more (--launchable checks that it "
                         "launches)")
    return Expectation("min-occupancy", f"--min-occupancy {n}", limit=n)


def launchable(default: bool = False) -> Expectation:
    """The config can launch on its target: no ``cannot launch`` error in the report (shared memory over the
    per-CTA limit, registers or warps allowing 0 CTAs per SM; :mod:`ir_explorer.analyses.occupancy`).
    ``default``: the check ``ir-explorer check`` adds when ``--launchable`` is not given, which passes when the
    occupancy is not known (no register count) of a compile that succeeded; ``--launchable`` fails then."""
    return Expectation("launchable", "launchable (checked by default)" if default else "--launchable",
                       strict=not default)


def filecheck(path: str | Path, stage: str = "ttgir") -> Expectation:
    """The CHECK/CHECK-NOT/CHECK-NEXT … lines of the file ``path`` must hold on ``stage``."""
    p = Path(path)
    if p.is_dir():  # it said "no such file" (issue 16)
        raise UsageError(f"--filecheck: {path} is a directory, not a file of CHECK lines")
    if not p.is_file():
        raise UsageError(f"--filecheck: no such file {path}")
    if stage not in TEXT_STAGES:
        raise UsageError(f"unknown stage {stage!r}; choose one of: {', '.join(TEXT_STAGES)}")
    return Expectation("filecheck", f"--filecheck {path} --stage {stage}", stage=stage, path=p)


#: ``kind -> (metric key, passes(value, limit), unit)``.
_LIMITS = {
    "max-spills": ("spill_bytes", lambda v, n: v <= n, "bytes"),
    "min-load-width": ("min_load_bits", lambda v, n: v >= n, "bits"),
    "max-shared": ("shared_bytes", lambda v, n: v <= n, "bytes"),
    "min-occupancy": ("occupancy_ctas_per_sm", lambda v, n: v >= n, "CTAs per SM"),
}
#: The expectations that read the report (its metrics or its findings).
_FROM_REPORT = frozenset({*_LIMITS, "launchable"})


def run_checks(comp: Compilation, store: Store, expectations: Sequence[Expectation]) -> list[CheckResult]:
    """Evaluate ``expectations`` on a stored compilation, in order. A stage the compile did not produce
    fails the expectations that need it; :class:`UsageError` for a stage the target has no such thing as
    (``ptx`` on ``hip:gfx942``)."""
    from ir_explorer.capture.stages import stage_text  # deferred: disassembles SASS on first use

    for e in expectations:
        if e.stage is not None:
            comp.target.check_stage(e.stage)
    texts: dict[str, str | None] = {}

    def text_of(stage: str) -> str | None:
        if stage not in texts:
            produced = stage in comp.stages or (stage == "sass" and "cubin" in comp.stages)
            texts[stage] = stage_text(comp, stage, store) if produced else None
        return texts[stage]

    report: Report | None = None
    results: list[CheckResult] = []
    for e in expectations:
        if e.kind in _FROM_REPORT:
            if report is None:
                from ir_explorer.engines.report_cache import stored_report  # deferred: only limits need reports

                report = stored_report(comp, store, stages=("ttir", "ttgir", "ptx", "amdgcn"))
            metrics = dict(report.metrics)
            results.append(_launch(e, report, comp) if e.kind == "launchable" else
                           _limit(e, metrics, comp.target.is_nvidia))
            continue
        assert e.stage is not None
        text = text_of(e.stage)
        if text is None:
            why = f": {comp.failure.headline()}" if comp.failure else ""
            results.append(CheckResult(e, False, f"no {e.stage} was produced{why}"))
        elif e.kind == "filecheck":
            results.append(_filecheck(e, text))
        else:
            results.append(_pattern(e, text))
    return results


def stage_lines(text: str) -> list[str]:
    """``text``'s lines as ``dump`` prints them and the TUI numbers them (:class:`ir_explorer.tui.lineindex.LineIndex`):
    split at ``\\n`` only (``str.splitlines`` also splits at ``\\x0b``, ``\\x1c`` … and would shift the line
    numbers), a final ``\\n`` starting no line, an empty text one empty line."""
    lines = text.split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    return lines


def _pattern(e: Expectation, text: str) -> CheckResult:
    assert e.pattern is not None
    rx = re.compile(e.pattern)
    lines = stage_lines(text)
    for i, line in enumerate(lines, 1):
        if rx.search(line):
            evidence = f"{e.stage}:{i}: {_clip(line.strip())}"
            return CheckResult(e, e.kind == "expect", evidence, line=i)
    return CheckResult(e, e.kind == "expect-not", f"no line of {e.stage} ({len(lines)} lines) matches")


def _launch(e: Expectation, report: Report, comp: Compilation) -> CheckResult:
    """``launchable``: the report's ``cannot launch`` error (an occupancy finding of 0 CTAs per SM) fails it,
    its message the evidence; otherwise the occupancy is the evidence."""
    blocked = next((f for f in report.findings if f.severity == "error" and f.data.get("ctas") == 0), None)
    if blocked is not None:
        return CheckResult(e, False, blocked.message, value=0)
    ctas = report.metrics.get("occupancy_ctas_per_sm")
    if ctas is None:  # a failed compile fails it, as it fails the expectations on a stage it did not produce
        why = f"the compile failed: {comp.failure.headline()}" if comp.failure else "no register count for it"
        return CheckResult(e, not e.strict and comp.failure is None, f"occupancy_ctas_per_sm is not known ({why})",
                           value=None)
    return CheckResult(e, True, f"occupancy_ctas_per_sm = {_ctas(ctas, comp.target.is_nvidia)} "
                                f"({_warps(report.metrics, comp.target.is_nvidia)})", value=ctas)


def _ctas(n: int, nvidia: bool) -> str:
    """``1 CTA per SM``, ``2 CTAs per SM`` (``per CU`` on AMD)."""
    return f"{n} CTA{'' if n == 1 else 's'} per {'SM' if nvidia else 'CU'}"


def _warps(metrics: Mapping[str, Any], nvidia: bool) -> str:
    """``16 warps per SM`` (``waves per CU`` on AMD): the report's ``occupancy_warps_per_sm``."""
    return f"{metrics.get('occupancy_warps_per_sm')} {FORMATS['occupancy_warps_per_sm'].label_for(not nvidia)}"


def _limit(e: Expectation, metrics: dict[str, Any], nvidia: bool) -> CheckResult:
    key, ok, unit = _LIMITS[e.kind]
    value = metrics.get(key)
    if value is None:
        return CheckResult(e, False, f"{key} is not known for this compile", value=None)
    extra = ""
    if key == "min_load_bits" and metrics.get("global_loads"):
        extra = f" ({FORMATS['global_loads'].label}: {bits_text(metrics['global_loads'])})"
    if key == "min_load_bits" and metrics.get("constant_table_loads"):  # triton#1756: a table is not data
        extra += f"; constant-table loads left out: {bits_text(metrics['constant_table_loads'])}"
    if key == "occupancy_ctas_per_sm":
        assert e.limit is not None
        return CheckResult(e, bool(ok(value, e.limit)), f"{key} = {_ctas(value, nvidia)} ({_warps(metrics, nvidia)})",
                           value=value)
    if key == "spill_bytes":
        if not nvidia:  # the AMD metric counts spilled VGPRs and SGPRs (resources.parse_amdgcn)
            unit = "spilled VGPRs+SGPRs"
        if metrics.get("registers") is not None:
            extra = f" ({metrics['registers']} {'registers' if nvidia else 'VGPRs'})"
    assert e.limit is not None
    return CheckResult(e, bool(ok(value, e.limit)), f"{key} = {value} {unit}{extra}", value=value)


def _filecheck(e: Expectation, text: str) -> CheckResult:
    with tempfile.NamedTemporaryFile("w", suffix=f".{e.stage}", delete=False) as fh:
        fh.write(text)
    try:
        proc = subprocess.run([sys.executable, "-m", "filecheck", str(e.path), "--input-file", fh.name],
                              capture_output=True, text=True, timeout=120)
    finally:
        Path(fh.name).unlink()
    output = (proc.stdout + proc.stderr).strip().replace(fh.name, f"<{e.stage}>")
    if proc.returncode == 0:
        return CheckResult(e, True, "all CHECK lines hold")
    if "No check strings found" in output or "Traceback" in output:
        raise UsageError(f"--filecheck {e.path}: {output.splitlines()[-1] if output else 'filecheck failed'}")
    # e.g. fc.txt:4: error: Couldn't match "ttng.foo".  /  Current position at <ttgir>:131:1
    m = re.search(r"<\w+>:(\d+):", output)
    return CheckResult(e, False, _clip(" | ".join(ln.strip() for ln in output.splitlines()[:3]), 400),
                       line=int(m[1]) if m else None)


def _clip(text: str, width: int = 200) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def check(kernel: str, expectations: Sequence[Expectation], *, config: int | str = 0, target: str = "cuda:90",
          signature: str | None = None, num_warps: int | None = None, num_stages: int | None = None,
          constexprs: Sequence[str] = (), store: Store | None = None) -> list[CheckResult]:
    """Compile ``kernel`` (a bundled name or ``path/file.py:kernel`` with ``signature``) for one config and
    target, through the store, and evaluate ``expectations``. Raises :class:`UsageError` for bad input."""
    from ir_explorer.capture.compiles import Request, compile_one
    from ir_explorer.capture.select import resolve_kernel
    from ir_explorer.core.model import Target
    from ir_explorer.core.store import default_root

    store = store or Store(default_root(None))
    spec = resolve_kernel(kernel, signature, num_warps, num_stages, constexprs, targets=(target,), store=store)
    index, _ = spec.config(config)
    comp = compile_one(Request(spec, index, Target.parse(target)), store)
    return run_checks(comp, store, expectations)


def format_results(results: Sequence[CheckResult]) -> str:
    """One line per result: ``PASS  ptx: wgmma.mma_async  ptx:131: wgmma.mma_async.sync…``."""
    width = max((len(r.expectation.text) for r in results), default=0)
    return "\n".join(f"{'PASS' if r.passed else 'FAIL'}  {r.expectation.text:<{width}}  {r.evidence}" for r in results)
