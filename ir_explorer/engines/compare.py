"""The configs of a kernel side by side: one row per compilation, one column per metric of the report, and
which columns differ; GPU timings stored by ``ir-explorer bench`` beside them. The engine of
``ir-explorer compare`` (which prints it as a table) and of its JSON.

The metrics are :func:`ir_explorer.engines.report.build_report`'s (MMA path and instruction shape, narrowest
global load/store, shared memory, registers, spills, local-memory instructions, occupancy,
``ttg.convert_layout`` count, pipelined stages), written by :mod:`ir_explorer.analyses.metric_format`; they are
read from the report kept in the store when the same analyses made it
(:func:`ir_explorer.engines.report_cache.stored_metrics`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ir_explorer.analyses.metric_format import cell_text, mma_label, occupancy_text
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.report_cache import stored_metrics

#: Marks a column whose values differ between the rows (kept when colour is off or output is piped).
DIFFERS = "*"


Cell = Callable[[Mapping[str, Any], bool], str]
"""A column's cell text from one row's report metrics and whether its target is AMD's."""


def _cell(key: str) -> Cell:
    return lambda m, amd: cell_text(key, m)


def _width_cell(key: str) -> Cell:
    """``min_load_bits``/``min_store_bits``: "none" where the row's machine code was read (its ``global_loads``, set
    for every compile with a PTX/AMDGCN/SASS stage, :func:`ir_explorer.analyses.coalescing.analyze`) and has no
    such access (trial 5 M4: an atomics-only config's stores), blank where it was not read."""
    return lambda m, amd: cell_text(key, m) if key in m else "none" if "global_loads" in m else ""


#: ``(name, metric keys it shows, cell)``, in table order. The name is the header and the JSON key; when
#: every row is AMD's, the table's header says :data:`_AMD_NAMES`' words.
COLUMNS: tuple[tuple[str, tuple[str, ...], Cell], ...] = (
    ("mma", ("mma", "mma_instructions"), lambda m, amd: mma_label(m)),
    ("mma ops", ("mma_instructions",), lambda m, amd: str(sum(m["mma_instructions"].values()))
     if m.get("mma_instructions") else ""),
    ("ld bits", ("min_load_bits",), _width_cell("min_load_bits")),
    ("st bits", ("min_store_bits",), _width_cell("min_store_bits")),
    ("smem", ("shared_bytes",), _cell("shared_bytes")),
    ("regs", ("registers",), _cell("registers")),
    ("spill B", ("spill_bytes",), _cell("spill_bytes")),
    ("STL/LDL", ("local_memory_insts",), _cell("local_memory_insts")),
    ("CTAs/SM", ("occupancy_ctas_per_sm", "occupancy_warps_per_sm"),
     lambda m, amd: occupancy_text(m, amd, short=True)),
    ("cvt", ("convert_layouts",), _cell("convert_layouts")),
    ("stages", ("pipelined_stages",), _cell("pipelined_stages")),
)


_AMD_NAMES = {"CTAs/SM": "CTAs/CU", "spill B": "spills"}
#: With NVIDIA and AMD rows in one table: per SM or CU; bytes spilled (ptxas's spill stores) or spilled registers.
_MIXED_NAMES = {"CTAs/SM": "CTAs/SM|CU", "spill B": "spills"}


def pick_timings(keys: Sequence[str], store: Store) -> tuple[dict[str, Any] | None, dict[str, dict[str, Any]]]:
    """The stored GPU timings to show beside compilations ``keys``: those of the one device and problem
    size (``dims``) that timed the most of them (the latest measurement breaks a tie).

    Returns ``(where, {key: record})``: ``where`` is ``{"device", "dims"}`` (``None`` when nothing was
    timed) and each record is as :meth:`Store.save_timing` describes (``ms``, ``tflops``/``gbps``,
    ``fraction`` of the torch baseline …)."""
    groups: dict[tuple[str, str], dict[str, dict[str, Any]]] = {}
    for key in keys:
        for rec in store.load_timings(key):
            if rec.get("ms") is None:
                continue
            group = groups.setdefault((str(rec.get("device")), json.dumps(rec.get("dims"), sort_keys=True)), {})
            old = group.get(key)
            if old is None or str(rec.get("measured_at", "")) >= str(old.get("measured_at", "")):
                group[key] = rec
    if not groups:
        return None, {}
    (device, dims), best = max(groups.items(), key=lambda kv: (
        len(kv[1]), max(str(r.get("measured_at", "")) for r in kv[1].values())))
    return {"device": device, "dims": next(iter(best.values())).get("dims")}, best


def row_label(comp: Compilation) -> str:
    """A row's name: ``0 128x256x64_w8_s3`` (config index and short name), or for a compilation read from a
    user's files its key prefix with ``num_warps``/``num_stages``."""
    if comp.origin:
        return f"{comp.key[:10]} w{comp.metadata.get('num_warps', '?')} s{comp.metadata.get('num_stages', '?')}"
    return f"{comp.config_index} {comp.config.short()}"


@dataclass(frozen=True)
class Comparison:
    """``comps`` side by side: ``metrics[i]`` is row ``i``'s report metrics, ``cells[i][j]`` its text in
    :data:`COLUMNS` ``j`` (blank for a failed compile, or a metric the target has not; "none" for no such access),
    ``differs[j]`` whether column ``j`` holds more than one value; ``timings_from`` and ``timings`` as
    :func:`pick_timings` returns."""

    comps: tuple[Compilation, ...]
    metrics: tuple[Mapping[str, Any], ...]
    cells: tuple[tuple[str, ...], ...]
    differs: tuple[bool, ...]
    timings_from: dict[str, Any] | None
    timings: dict[str, dict[str, Any]]

    def to_json(self, kernel: str = "") -> dict[str, Any]:
        """The JSON of ``ir-explorer compare --json``: columns (with ``differs``), the timings' device and size,
        and one row per compilation with its config, metrics, cells and timing (``kernel`` names an empty one)."""
        return {
            "kernel": self.comps[0].kernel if self.comps else kernel,
            "columns": [{"name": name, "metrics": list(keys), "differs": d}
                        for (name, keys, _), d in zip(COLUMNS, self.differs, strict=True)],
            "timings_from": self.timings_from,
            "rows": [{"kernel": c.kernel, "config_index": c.config_index, "config": c.config.to_json(),
                      "label": row_label(c), "target": c.target.spec, "triton_version": c.triton_version, "key": c.key,
                      "failure": c.failure.to_json() if c.failure else None,
                      "metrics": {k: (dict(v) if isinstance(v, Mapping) else v) for k, v in m.items()},
                      "cells": dict(zip((name for name, _, _ in COLUMNS), row, strict=True)),
                      "timing": self.timings.get(c.key)}
                     for c, m, row in zip(self.comps, self.metrics, self.cells, strict=True)]}


def _with_rings(row: tuple[str, ...], comp: Compilation, metrics: Mapping[str, Any], store: Store) -> tuple[str, ...]:
    """``row`` with its stages cell followed by the depths of the loop's shallower rings
    (:func:`ir_explorer.analyses.pipelining.stages_note`, from the kept report's pipelining claims): ``3 (%idx; 2 for
    %K, %V)``, not the deepest ring's alone (trial 6 M1)."""
    i = next(j for j, (name, _, _) in enumerate(COLUMNS) if name == "stages")
    if not comp.ok or not row[i] or not metrics.get("pipelined_stages"):
        return row
    from ir_explorer.analyses.pipelining import stages_note  # deferred: needed only where a loop was pipelined
    from ir_explorer.engines.report_cache import stored_report

    note = stages_note(stored_report(comp, store).findings, metrics["pipelined_stages"], cell=True)
    return (*row[:i], row[i] + note, *row[i + 1:])


def compare(comps: Sequence[Compilation], store: Store) -> Comparison:
    """Build the :class:`Comparison` of ``comps`` (their reports read from ``store``)."""
    metrics = tuple(stored_metrics(c, store) for c in comps)  # the kept reports' (report_cache)
    cells = tuple(tuple(fmt(m, not c.target.is_nvidia) if c.ok else "" for _, _, fmt in COLUMNS)
                  for c, m in zip(comps, metrics, strict=True))
    cells = tuple(_with_rings(row, c, m, store) for row, c, m in zip(cells, comps, metrics, strict=True))
    # a blank cell is a metric the target has not (STL/LDL on AMD): not a difference; "none" (no store at all) is
    differs = tuple(len({row[i] for row in cells} - {""}) > 1 for i in range(len(COLUMNS)))
    where, timings = pick_timings([c.key for c in comps], store)
    return Comparison(tuple(comps), metrics, cells, differs, where, timings)


def column_names(comps: Sequence[Compilation]) -> list[str]:
    """The columns' headers: per SM, or per CU when every row is AMD's (a CU holds AMD's workgroups, and
    spills are counted in registers), or both words for rows of both vendors."""
    names = [name for name, _, _ in COLUMNS]
    if comps and not any(c.target.is_nvidia for c in comps):
        return [_AMD_NAMES.get(name, name) for name in names]
    if not all(c.target.is_nvidia for c in comps):
        return [_MIXED_NAMES.get(name, name) for name in names]
    return names
