"""One kernel across Triton releases: a row of metrics per release, where each metric first changed, and the
first release that breaks an expectation (a bisection at release level). The engine of ``ir-explorer history``.

The rows are compilations of one kernel, config and target, one per release, oldest first (the capture layer
compiles them: ``--triton`` toolchains, :mod:`ir_explorer.capture.toolchains`). Metrics are the report's
(:func:`ir_explorer.engines.report.build_report`, kept in the store: :mod:`ir_explorer.engines.report_cache`),
shown with :data:`ir_explorer.engines.compare.COLUMNS`' cells; expectations are ``ir-explorer check``'s
(:mod:`ir_explorer.engines.checks`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.checks import CheckResult, Expectation, run_checks
from ir_explorer.engines.compare import COLUMNS

#: ``--metric`` names and the :data:`~ir_explorer.engines.compare.COLUMNS` column each shows.
METRIC_COLUMNS: Mapping[str, str] = {
    "regs": "regs", "spills": "spill B", "shared": "smem", "mma": "mma", "mma_ops": "mma ops",
    "loads": "ld bits", "stores": "st bits", "local": "STL/LDL", "occupancy": "CTAs/SM", "cvt": "cvt",
    "stages": "stages",
}
#: What ``history`` shows without ``--metric``.
DEFAULT_METRICS = ("regs", "spills", "shared", "mma", "loads")


@dataclass(frozen=True)
class Break:
    """The first release on which an expectation fails, after it held on the release before."""

    expectation: str
    """How it reads on the command line: ``--max-spills 0``."""
    release: str
    """The first release that breaks it (``3.7.0``)."""
    last_good: str | None
    """The release before it, on which it held; ``None`` when it fails on the oldest release already."""
    evidence: str
    """The failing check's evidence on :attr:`release` (the metric's value, or the line that matched)."""

    def to_json(self) -> dict[str, Any]:
        return {"expectation": self.expectation, "release": self.release, "last_good": self.last_good,
                "evidence": self.evidence}


@dataclass(frozen=True)
class History:
    """``rows[i]`` is release ``releases[i]``'s compilation; ``cells[i][j]`` its text for metric ``metrics[j]``
    (blank when the compile failed); ``changed[j]`` the index of the first release whose value of metric ``j``
    differs from the last release before it that compiled (``None``: the same everywhere; a release that failed
    is skipped); ``checks[i]`` release ``i``'s check
    results; ``breaks`` each expectation's :class:`Break` (none when it held on every release)."""

    releases: tuple[str, ...]
    rows: tuple[Compilation, ...]
    metrics: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]
    changed: tuple[int | None, ...]
    checks: tuple[tuple[CheckResult, ...], ...]
    breaks: tuple[Break, ...]
    values: tuple[Mapping[str, Any], ...] = ()
    """``values[i]``: release ``i``'s report metrics behind its cells, as numbers (``{"shared_bytes": 0,
    "registers": 168}``; the keys of the shown columns' :data:`~ir_explorer.engines.compare.COLUMNS`, ``None``
    where not known; empty for a failed compile)."""

    def change_text(self, j: int) -> str | None:
        """``regs first changed in 3.6.0: 186 → 170``, or ``None`` when metric ``j`` never changed."""
        i = self.changed[j]
        if i is None:
            return None
        before = next(k for k in range(i - 1, -1, -1) if self.rows[k].ok)  # the last release that compiled
        return (f"{self.metrics[j]} first changed in {self.releases[i]}: "
                f"{self.cells[before][j] or '-'} → {self.cells[i][j] or '-'} (from {self.releases[before]})")

    def to_json(self) -> dict[str, Any]:
        """The JSON of ``history --json`` (docs/json.md): per release its ``metrics`` as numbers (bytes, bits,
        counts) and its ``cells`` as the table shows them."""
        return {
            "kernel": self.rows[0].kernel if self.rows else None,
            "metrics": list(self.metrics),
            "config_index": self.rows[0].config_index if self.rows else None,
            "target": self.rows[0].target.spec if self.rows else None,
            "rows": [{"triton_version": r, "key": c.key, "failure": c.failure.to_json() if c.failure else None,
                      "metrics": dict(values), "cells": dict(zip(self.metrics, cells, strict=True)),
                      "checks": [x.to_json() for x in checks]}
                     for r, c, cells, checks, values in zip(self.releases, self.rows, self.cells, self.checks,
                                                            self.values or ({},) * len(self.rows), strict=True)],
            "first_changed": {m: (self.releases[i] if i is not None else None)
                              for m, i in zip(self.metrics, self.changed, strict=True)},
            "breaks": [b.to_json() for b in self.breaks],
        }


def parse_metrics(spec: str | None) -> tuple[str, ...]:
    """``regs,spills`` as metric names (:data:`METRIC_COLUMNS`); :data:`DEFAULT_METRICS` for ``None``.
    :class:`UsageError` for an unknown one."""
    if spec is None:
        return DEFAULT_METRICS
    names = tuple(dict.fromkeys(n.strip() for n in spec.split(",") if n.strip()))
    unknown = [n for n in names if n not in METRIC_COLUMNS]
    if unknown or not names:
        raise UsageError(f"unknown metric {unknown[0] if unknown else spec!r} for --metric (one of: "
                         f"{', '.join(METRIC_COLUMNS)})")
    return names


def history(comps: Sequence[Compilation], store: Store, metrics: Sequence[str] = DEFAULT_METRICS,
            expectations: Sequence[Expectation] = ()) -> History:
    """The :class:`History` of ``comps``, one compilation per release, oldest first (their reports read from
    ``store``; ``expectations`` checked on each with :func:`~ir_explorer.engines.checks.run_checks`)."""
    from ir_explorer.engines.report_cache import stored_metrics  # deferred: the reports load only here

    cells_of = {name: fmt for name, _, fmt in COLUMNS}
    rows = tuple(comps)
    reports = [stored_metrics(c, store) if c.ok else {} for c in rows]
    cells = tuple(tuple(cells_of[METRIC_COLUMNS[m]](rep, not c.target.is_nvidia) if c.ok else "" for m in metrics)
                  for c, rep in zip(rows, reports, strict=True))
    ok = [i for i, c in enumerate(rows) if c.ok]  # a failed release has no metrics: no change to or from it
    changed = tuple(next((b for a, b in zip(ok, ok[1:], strict=False) if cells[b][j] != cells[a][j]), None)
                    for j in range(len(metrics)))
    checks = tuple(tuple(run_checks(c, store, expectations)) if expectations else () for c in rows)
    releases = tuple(c.triton_version for c in rows)
    breaks = []
    for k, e in enumerate(expectations):
        bad = next((i for i in range(len(rows)) if not checks[i][k].passed), None)
        if bad is not None:
            breaks.append(Break(e.text, releases[bad], releases[bad - 1] if bad else None, checks[bad][k].evidence))
    keys = [k for m in metrics for name, ks, _ in COLUMNS if name == METRIC_COLUMNS[m] for k in ks]
    values = tuple({k: rep.get(k) for k in dict.fromkeys(keys)} if c.ok else {}
                   for c, rep in zip(rows, reports, strict=True))
    return History(releases, rows, tuple(metrics), cells, changed, checks, tuple(breaks), values)
