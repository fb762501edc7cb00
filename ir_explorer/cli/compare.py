"""``ir-explorer compare KERNEL``: every autotune config side by side, one column per metric, differences marked.

A view over :func:`ir_explorer.analyses.report.build_report`: one row per config (and target), one column per
metric (MMA path and instruction shape, narrowest global load/store, shared memory, registers, spills,
local-memory instructions, occupancy, ``ttg.convert_layout`` count, pipelined stages). A column whose
values are not all equal is marked ``*`` in its header (and its cells bold on a terminal). When
``ir-explorer bench`` has stored GPU timings of these compilations (:meth:`ir_explorer.core.store.Store.save_timing`,
keyed by the compilation), time columns follow: ms, TFLOP/s (GB/s for elementwise kernels) and the
fraction of the torch baseline's speed.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import click

from ir_explorer.analyses.metric_format import cell_text, mma_label, occupancy_text
from ir_explorer.analyses.report import build_report
from ir_explorer.cli.bench import rate_text
from ir_explorer.cli.common import common, gather, input_options, is_input, use_color
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store, default_root

#: Marks a column whose values differ between the rows (kept when colour is off or output is piped).
DIFFERS = "*"


Cell = Callable[[Mapping[str, Any], bool], str]
"""A column's cell text from one row's report metrics and whether its target is AMD's."""


def _cell(key: str) -> Cell:
    return lambda m, amd: cell_text(key, m)


#: ``(name, metric keys it shows, cell)``, in table order. The name is the header and the JSON key; when
#: every row is AMD's, the table's header says :data:`_AMD_NAMES`' words.
COLUMNS: tuple[tuple[str, tuple[str, ...], Cell], ...] = (
    ("mma", ("mma", "mma_instructions"), lambda m, amd: mma_label(m)),
    ("mma ops", ("mma_instructions",), lambda m, amd: str(sum(m["mma_instructions"].values()))
     if m.get("mma_instructions") else ""),
    ("ld bits", ("min_load_bits",), _cell("min_load_bits")),
    ("st bits", ("min_store_bits",), _cell("min_store_bits")),
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
#: With NVIDIA and AMD rows in one table: per SM or CU; bytes of spill traffic or spilled registers.
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


def _label(comp: Compilation) -> str:
    if comp.origin:
        return f"{comp.key[:10]} w{comp.metadata.get('num_warps', '?')} s{comp.metadata.get('num_stages', '?')}"
    return f"{comp.config_index} {comp.config.short()}"


def _time_cells(rec: dict[str, Any] | None) -> list[str]:
    if rec is None:
        return ["", "", ""]
    frac = rec.get("fraction")
    return [f"{rec['ms']:.4f}", rate_text(rec.get("tflops"), rec.get("gbps")).strip(),
            f"{frac:.3f}" if frac else ""]


@click.command("compare")
@click.argument("kernel")
@input_options
@common(config_default="all")
def compare_cmd(kernel: str, kernel_sel: str | None, list_kernels: bool, as_json: bool, no_cache: bool,
                no_color: bool, cache_dir: str | None, timeout: float, jobs: int | None, signature: str | None,
                num_warps: int | None, num_stages: int | None, constexpr: tuple[str, ...], targets: tuple[str, ...],
                config_sel: str, arg_specs: tuple[str, ...], import_stubs: bool) -> None:
    """Compare KERNEL's autotune configs (a bundled name, FILE.py:KERNEL, or a PATH as for `dump`): one row
    per config, one column per metric (MMA shape, load widths, shared memory, registers, spills, occupancy,
    layout conversions, pipelining); `*` marks the columns whose values differ. GPU timings stored by
    `ir-explorer bench` add ms, TFLOP/s and the fraction of torch's speed."""
    store = Store(default_root(cache_dir))
    if is_input(kernel) and click.get_current_context().get_parameter_source("config_sel") \
            is click.core.ParameterSource.DEFAULT:
        config_sel = "0"  # a PATH holds what it holds: --config applies to kernels compiled here
    comps, _ = gather(kernel, store, kernel_sel=kernel_sel, list_kernels=list_kernels, as_json=as_json,
                      no_cache=no_cache, jobs=jobs, timeout=timeout, signature=signature, num_warps=num_warps,
                      num_stages=num_stages, constexpr=constexpr, targets=targets, config_sel=config_sel,
                      arg_specs=arg_specs, import_stubs=import_stubs)
    metrics = [build_report(c, store).metrics for c in comps]
    cells = [[fmt(m, not c.target.is_nvidia) if c.ok else "" for _, _, fmt in COLUMNS]
             for c, m in zip(comps, metrics, strict=True)]
    # a blank cell is a metric the target has not (STL/LDL on AMD): not a difference
    differs = [len({row[i] for row in cells} - {""}) > 1 for i in range(len(COLUMNS))]
    where, timings = pick_timings([c.key for c in comps], store)
    if as_json:
        click.echo(json.dumps({
            "kernel": comps[0].kernel if comps else kernel,
            "columns": [{"name": name, "metrics": list(keys), "differs": d}
                        for (name, keys, _), d in zip(COLUMNS, differs, strict=True)],
            "timings_from": where,
            "rows": [{"config_index": c.config_index, "config": c.config.to_json(), "label": _label(c),
                      "target": c.target.spec, "key": c.key, "failure": c.failure.to_json() if c.failure else None,
                      "metrics": {k: (dict(v) if isinstance(v, Mapping) else v) for k, v in m.items()},
                      "cells": dict(zip((name for name, _, _ in COLUMNS), row, strict=True)),
                      "timing": timings.get(c.key)}
                     for c, m, row in zip(comps, metrics, cells, strict=True)]}, indent=1))
    else:
        _print_table(comps, cells, differs, where, timings, use_color(no_color))
    if any(c.failure for c in comps):
        sys.exit(1)


def _print_table(comps: list[Compilation], cells: list[list[str]], differs: list[bool],
                 where: dict[str, Any] | None, timings: dict[str, dict[str, Any]], color: bool) -> None:
    several_targets = len({c.target for c in comps}) > 1
    head = ["config"] + (["target"] if several_targets else [])
    names = [name for name, _, _ in COLUMNS]
    if comps and not any(c.target.is_nvidia for c in comps):  # a CU holds AMD's workgroups; spills are counted
        names = [_AMD_NAMES.get(name, name) for name in names]
    elif not all(c.target.is_nvidia for c in comps):  # rows of both vendors
        names = [_MIXED_NAMES.get(name, name) for name in names]
    headers = head + [name + (DIFFERS if d else "") for name, d in zip(names, differs, strict=True)]
    rows = []
    for comp, row in zip(comps, cells, strict=True):
        first = [_label(comp)] + ([comp.target.spec] if several_targets else [])
        if comp.failure is not None:
            row = [f"compile failed: {comp.failure.kind}"] + [""] * (len(row) - 1)
        rows.append(first + row)
    marked = [False] * len(head) + differs
    if where is not None:
        headers += ["ms", "rate", "x torch"]
        marked += [False] * 3
        for comp, row in zip(comps, rows, strict=True):
            row += _time_cells(timings.get(comp.key))
    widths = [max(len(r[i]) for r in [headers, *rows]) for i in range(len(headers))]
    left = len(head) + 1  # the labels and the MMA column read best left-aligned

    def line(values: list[str], bold: Sequence[bool]) -> str:
        out = []
        for i, (v, w) in enumerate(zip(values, widths, strict=True)):
            text = f"{v:<{w}}" if i < left else f"{v:>{w}}"
            out.append(click.style(text, bold=True, fg="yellow") if color and bold[i] and v else text)
        return "  ".join(out).rstrip()

    title = comps[0].kernel if comps else ""
    click.secho(f"== {title}: {len(comps)} compilation(s) ==", bold=True, color=color)
    click.echo(line(headers, [False] * len(headers)))
    for row in rows:
        click.echo(line(row, marked))
    if any(differs):
        click.echo(f"{DIFFERS} differs between the rows")
    if where is not None:
        dims = " ".join(f"{k}={v}" for k, v in (where["dims"] or {}).items())
        click.echo(f"times: {where['device']}, {dims} (ir-explorer bench; fraction = torch ms / ms)")
    else:
        click.echo("no GPU timings stored for these compilations (ir-explorer bench KERNEL on a CUDA GPU adds them)",
                   err=True)
