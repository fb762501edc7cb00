"""The regression gate between two sweep results (``ir-explorer sweep MANIFEST --against OLD --fail-on RULES``;
the rows are :mod:`ir_explorer.engines.sweep`'s).

**The gate** (:func:`gate`) pairs the rows of two results by :attr:`Row.id` (kernel, config index, target,
release as the manifest names it) and applies :data:`RULES`; each regression carries the metric changes
:func:`ir_explorer.engines.diffing.semantic_summary` (``diff``'s summary) writes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ir_explorer.core.errors import UsageError
from ir_explorer.engines.diffing import MetricChange, semantic_summary
from ir_explorer.engines.sweep import Row, on_amd

#: Rule name → what it catches (``--fail-on``). ``regs`` and ``shared`` take a tolerance: ``regs+10%``.
RULES: Mapping[str, str] = {
    "compile": "a compile that succeeded now fails",
    "mma": "the MMA path is lost or moves to an older one (wgmma → mma.sync)",
    "spills": "spilled bytes grow",
    "regs": "registers per thread grow (past the tolerance)",
    "shared": "shared memory per CTA grows (past the tolerance)",
    "loads": "the narrowest global load gets narrower",
    "launch": "the kernel can no longer launch (no CTA fits on an SM)",
    "new-warnings": "a warning or error finding of a kind the old row had not",
}
DEFAULT_RULES = "compile,mma,spills,regs,shared,loads,launch,new-warnings"

# e.g. regs+10%    e.g. shared    e.g. new-warnings
_RULE = re.compile(r"^(?P<name>[a-z-]+)(?:\+(?P<pct>\d+(?:\.\d+)?)%)?$")


def parse_rules(spec: str) -> dict[str, float]:
    """``mma,regs+10%`` as ``{rule: tolerance in percent}`` (0 where none is given). :class:`UsageError` for an
    unknown rule, or a tolerance on a rule that takes none."""
    out: dict[str, float] = {}
    for item in (s.strip() for s in spec.split(",")):
        if not item:
            continue
        m = _RULE.match(item)
        if m is None or m.group("name") not in RULES:
            from ir_explorer.core.errors import did_you_mean

            raise UsageError(f"unknown --fail-on rule {item!r} (rules: {', '.join(RULES)}; regs and shared take "
                             f"a tolerance, e.g. regs+10%){did_you_mean(item.split('+')[0], list(RULES))}")
        if m.group("pct") is not None and m.group("name") not in ("regs", "shared"):
            raise UsageError(f"--fail-on {item}: only regs and shared take a tolerance")
        out[m.group("name")] = float(m.group("pct") or 0)
    if not out:
        raise UsageError("--fail-on names no rule")
    return out


#: MMA paths, oldest first (:data:`ir_explorer.analyses.mma.PATHS`'s order): a move down is a regression.
def _mma_rank(value: Any) -> int:
    from ir_explorer.analyses.mma import PATHS

    return PATHS.index(value) + 1 if value in PATHS else 0


def _num(value: Any) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _warnings(row: Row) -> set[str]:
    return {k for k, s in row.findings if s in ("warn", "error")}


def _verdicts(old: Row, new: Row, rules: Mapping[str, float]) -> tuple[list[str], list[str]]:
    """``(regressions, improvements)``: the rules ``new`` breaks, and those it gets better on, against ``old``."""
    worse: list[str] = []
    better: list[str] = []
    if old.ok != new.ok:
        (worse if old.ok else better).append("compile")
    if not (old.ok and new.ok):
        return [w for w in worse if w in rules], better
    a, b = old.metrics, new.metrics

    def grew(key: str, pct: float = 0.0) -> int:
        x, y = _num(a.get(key)), _num(b.get(key))
        if y > x * (1 + pct / 100) and y > x:
            return 1
        return -1 if y < x else 0

    ra, rb = _mma_rank(a.get("mma")), _mma_rank(b.get("mma"))
    checks = {  # 1: worse, -1: better, 0: the same
        "mma": (rb < ra) - (rb > ra),
        "spills": grew("spill_bytes"),
        "regs": grew("registers", rules.get("regs", 0.0)) if a.get("registers") is not None else 0,
        "shared": grew("shared_bytes", rules.get("shared", 0.0)) if a.get("shared_bytes") is not None else 0,
        "loads": (0 if a.get("min_load_bits") is None or b.get("min_load_bits") is None
                  else (_num(b["min_load_bits"]) < _num(a["min_load_bits"]))
                  - (_num(b["min_load_bits"]) > _num(a["min_load_bits"]))),
        "launch": (old.launches is not False and new.launches is False)
        - (old.launches is False and new.launches is True),
        "new-warnings": bool(_warnings(new) - _warnings(old)) - bool(_warnings(old) - _warnings(new)),
    }
    for name, verdict in checks.items():
        if verdict > 0 and name in rules:
            worse.append(name)
        elif verdict < 0:
            better.append(name)
    return [w for w in worse if w in rules], better


@dataclass(frozen=True)
class Change:
    """One row whose compile changed between two sweeps in a way a rule names."""

    id: str
    """The row's :attr:`Row.id`."""
    rules: tuple[str, ...]
    """The rules it breaks (a regression) or gets better on (an improvement)."""
    summary: tuple[MetricChange, ...]
    """The metrics that differ, as ``diff``'s semantic summary writes them."""
    detail: str = ""
    """What else to say: the new failure's headline, the new warnings' kinds."""

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "rules": list(self.rules), "summary": [c.to_json() for c in self.summary],
                "detail": self.detail}


@dataclass(frozen=True)
class GateResult:
    """Two sweeps compared: ``regressions`` (a rule fails), ``improvements``, rows only one side has."""

    regressions: tuple[Change, ...]
    improvements: tuple[Change, ...]
    added: tuple[str, ...]
    """Ids of rows the new sweep has and the old one not."""
    removed: tuple[str, ...]
    """Ids of rows the old sweep has and the new one not."""
    compared: int
    """Rows found on both sides."""

    @property
    def passed(self) -> bool:
        return not self.regressions

    def to_json(self) -> dict[str, Any]:
        return {"passed": self.passed, "compared": self.compared,
                "regressions": [c.to_json() for c in self.regressions],
                "improvements": [c.to_json() for c in self.improvements],
                "added": list(self.added), "removed": list(self.removed)}


def gate(old: Sequence[Row], new: Sequence[Row], rules: Mapping[str, float]) -> GateResult:
    """Pair ``old`` and ``new`` rows by :attr:`Row.id` and apply ``rules`` (:func:`parse_rules`); rows in plan
    order of ``new``."""
    before = {r.id: r for r in old}
    after = {r.id: r for r in new}
    worse: list[Change] = []
    better: list[Change] = []
    for rid, b in after.items():
        a = before.get(rid)
        if a is None:
            continue
        bad, good = _verdicts(a, b, rules)
        if not bad and not good:
            continue
        summary = semantic_summary(a.metrics, b.metrics, (on_amd(a), on_amd(b))) if a.ok and b.ok else ()
        detail = ""
        if "compile" in bad and b.failure:
            detail = f"{b.failure['kind']}: {b.failure['message']}"
        elif "new-warnings" in bad:
            detail = "new warnings: " + ", ".join(sorted(_warnings(b) - _warnings(a)))
        if bad:
            worse.append(Change(rid, tuple(bad), summary, detail))
        else:
            better.append(Change(rid, tuple(good), summary))
    return GateResult(tuple(worse), tuple(better), tuple(k for k in after if k not in before),
                      tuple(k for k in before if k not in after), sum(1 for k in after if k in before))
