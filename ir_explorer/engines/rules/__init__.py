"""The claim rules of the consistency check (issue 23, item 3): each rule re-derives one kind of typed claim
(:class:`~ir_explorer.analyses.findings.Claim`) or one report metric from the raw IR, on a path of its own, and
says whether the claim's value is the IR's.

A finding states its claims as data; its message is rendered from them. The check never reads the message's
wording: for every claim it calls the rule the claim names (:data:`RULES`), and for every metric the rule of that
metric (:data:`METRIC_RULES`). A claim whose rule is not registered is false (rule ``no-rule``): a new kind of claim
cannot be added without a way to check it. Besides the rules a claim names, three hold for every finding:

* ``ref``: each :class:`~ir_explorer.analyses.findings.Ref` of a claim exists in its stage and holds its text;
* ``cited``: each line a finding cites (``Finding.lines``) is the line of one of its claims' refs or facts, in the
  finding's stage (a finding with claims cites only what it states something about);
* ``python-loc``: the Python line a finding cites is the source location of one of the IR lines it cites (the
  stage's ``loc`` chain, :func:`ir_explorer.ir.sourcemap.python_lines`), where that line has one.

Rule modules register themselves with :func:`claim_rule` and :func:`metric_rule`; this package imports them all
(:data:`_MODULES`: every module of the package). Pure functions over stored text: no Triton, no store.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ir_explorer.analyses.findings import FACT_RECORDS, AnalysisInput, Claim, Finding
from ir_explorer.core.model import Compilation
from ir_explorer.ir import mlir_model
from ir_explorer.ir.sourcemap import python_lines

#: What a rule says of a claim: whether it holds, and what the IR gives (shown when it does not).
Verdict = tuple[bool, str]
ClaimRule = Callable[[Claim, Finding, "ClaimContext"], Verdict]
MetricRule = Callable[[Any, "ClaimContext"], Verdict]

#: Claim rules by name (the :attr:`Claim.rule` a claim names).
RULES: dict[str, ClaimRule] = {}
#: Metric rules by metric key (:data:`ir_explorer.analyses.findings.METRICS`).
METRIC_RULES: dict[str, MetricRule] = {}
#: The rules every finding is held to, whatever its claims (see the module docstring).
GENERIC_RULES = ("ref", "cited", "python-loc", "no-rule")


def claim_rule(name: str) -> Callable[[ClaimRule], ClaimRule]:
    """Register the decorated function as the rule ``name``. Raises ``ValueError`` when the name is taken."""
    def register(fn: ClaimRule) -> ClaimRule:
        if name in RULES or name in GENERIC_RULES:
            raise ValueError(f"claim rule {name!r} is registered twice")
        RULES[name] = fn
        return fn
    return register


def metric_rule(key: str) -> Callable[[MetricRule], MetricRule]:
    """Register the decorated function as the rule of metric ``key``. Raises ``ValueError`` when taken."""
    def register(fn: MetricRule) -> MetricRule:
        if key in METRIC_RULES:
            raise ValueError(f"metric rule {key!r} is registered twice")
        METRIC_RULES[key] = fn
        return fn
    return register


def equal(value: object, derived: object) -> Verdict:
    """The verdict of a claim ``value`` against the value the IR gives, ``derived`` (a list and a tuple of the same
    items are equal)."""
    norm = tuple(derived) if isinstance(derived, list) else derived
    mine = tuple(value) if isinstance(value, list) else value
    return mine == norm, f"the IR gives {derived!r}"


@dataclass
class ClaimContext:
    """What a rule may read about one compilation: ``comp`` (target, metadata, resources), the raw text ``stages``
    (``{stage: text}``, TTIR/TTGIR in the dialect names the report reads), the report's ``findings`` and
    ``metrics``. Models and line lists are built on first use and shared by the rules."""

    comp: Compilation
    stages: Mapping[str, str]
    findings: Sequence[Finding] = ()
    metrics: Mapping[str, Any] = field(default_factory=dict)
    _lines: dict[str, list[str]] = field(default_factory=dict, repr=False)
    _models: dict[str, mlir_model.IRModule] = field(default_factory=dict, repr=False)
    _python: dict[str, list[tuple[str, int] | None]] = field(default_factory=dict, repr=False)

    def lines(self, stage: str) -> list[str]:
        """The lines of ``stage`` (empty when the stage is absent)."""
        if stage not in self._lines:
            self._lines[stage] = (self.stages.get(stage) or "").splitlines()
        return self._lines[stage]

    def line(self, stage: str, n: int) -> str | None:
        """1-based line ``n`` of ``stage``, or ``None`` past its end."""
        lines = self.lines(stage)
        return lines[n - 1] if 0 < n <= len(lines) else None

    def model(self, stage: str) -> mlir_model.IRModule:
        """The scoped IR model (:func:`ir_explorer.ir.mlir_model.parse`) of MLIR stage ``stage``, parsed here,
        apart from the analyses' own."""
        if stage not in self._models:
            self._models[stage] = mlir_model.parse(self.stages.get(stage) or "")
        return self._models[stage]

    def python(self, stage: str, n: int) -> tuple[str, int] | None:
        """The Python ``(file, line)`` of 1-based line ``n`` of ``stage`` by its ``loc`` chain, or ``None``."""
        if stage not in self._python:
            self._python[stage] = _python_lines(stage, self.stages.get(stage) or "", self.stages.get("ptx"))
        locs = self._python[stage]
        return locs[n - 1] if 0 < n <= len(locs) else None

    def analysis_input(self) -> AnalysisInput:
        """An :class:`AnalysisInput` of the raw stages (no source map), for a rule that recomputes a model value
        (AxisInfo, a layout's tile) from the IR apart from the report's run."""
        return AnalysisInput(self.comp.target, dict(self.stages), self.comp.metadata, self.comp.resources,
                             constexprs=dict(self.comp.config.constexprs))


@lru_cache(maxsize=32)
def _python_lines(stage: str, text: str, ptx: str | None) -> list[tuple[str, int] | None]:
    """:func:`~ir_explorer.ir.sourcemap.python_lines` of one stage's text, kept across the checks of one text (the
    mutation harness checks one report hundreds of times); ``[]`` for a stage with no source map."""
    try:
        return python_lines(stage, text, ptx)
    except Exception:  # noqa: BLE001 - an unknown stage has no source map: no location to hold
        return []


def generic(f: Finding, ctx: ClaimContext) -> list[tuple[str, bool, str]]:
    """The ``ref``, ``cited`` and ``python-loc`` statements of finding ``f``: ``(rule, ok, text)`` each."""
    out: list[tuple[str, bool, str]] = []
    cited: set[tuple[str, int]] = {(fact.stage, fact.line) for fact in f.facts}
    for c in f.claims:
        for r in c.about:
            held = ctx.line(r.stage, r.line)
            cited.add((r.stage, r.line))
            out.append(("ref", held is not None and r.text in held,
                        f"{c.key} cites {r.stage}:{r.line} for {r.text!r}: "
                        + (repr(held[:100]) if held is not None else "past the end")))
    if f.claims:
        for n in f.lines:
            out.append(("cited", (f.stage, n) in cited, f"{f.stage}:{n} is cited but no claim or fact is about it"))
    if f.python_line and f.python_file:
        places = [(f.stage, n) for n in f.lines] + sorted(cited)
        locs = [loc for loc in (ctx.python(s, n) for s, n in places) if loc is not None]
        if locs:
            out.append(("python-loc", any(line == f.python_line for _, line in locs),
                        f"python line {f.python_line} against the cited IR's locations {sorted(set(locs))[:4]}"))
    return out


def check_claims(f: Finding, ctx: ClaimContext) -> list[tuple[str, bool, str]]:
    """Every statement of finding ``f``: its claims, each by the rule it names, then :func:`generic`'s. A finding
    about a stage the check was not given (SASS where ``nvdisasm`` is missing) states nothing checkable here: none."""
    out: list[tuple[str, bool, str]] = []
    if f.claims and f.stage not in ctx.stages and f.stage not in FACT_RECORDS:
        return out
    for c in f.claims:
        rule = RULES.get(c.rule)
        if rule is None:
            out.append(("no-rule", False, f"{f.kind} claim {c.key}: no rule {c.rule!r}"))
            continue
        try:
            ok, said = rule(c, f, ctx)
        except Exception as exc:  # noqa: BLE001 - a rule that cannot read the IR cannot confirm the claim
            ok, said = False, f"the rule failed: {type(exc).__name__}: {exc}"
        out.append((c.rule, ok, f"{f.kind} {f.stage}:{','.join(map(str, f.lines))} {c.key} = {c.value!r}: {said}"))
    return out + generic(f, ctx)


def check_metrics(metrics: Mapping[str, Any], ctx: ClaimContext) -> list[tuple[str, bool, str]]:
    """Every metric with a rule, held by it: ``(f"metric:{key}", ok, text)``."""
    out: list[tuple[str, bool, str]] = []
    for key, value in metrics.items():
        rule = METRIC_RULES.get(key)
        if rule is None:
            continue
        try:
            ok, said = rule(value, ctx)
        except Exception as exc:  # noqa: BLE001 - as in check_claims
            ok, said = False, f"the rule failed: {type(exc).__name__}: {exc}"
        out.append((f"metric:{key}", ok, f"metric {key} = {value!r}: {said}"))
    return out


#: The rule modules (each registers its rules on import), one per topic: every module of this package.
_MODULES: tuple[str, ...] = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")))

for _name in _MODULES:
    importlib.import_module(f"{__name__}.{_name}")
