"""The report on one compiled kernel: every analysis's findings and metrics, and a one-screen summary.

The Python API behind ``ir-explorer report`` and the TUI: :func:`build_report` loads a stored
:class:`~ir_explorer.core.model.Compilation`'s stages (disassembling SASS once, as ``dump`` does) and
source lines, and :func:`analyze_all` runs :data:`ANALYSES` over them. Like the analyses, this
module never imports Triton.

The analyses' modules are imported on first use (:data:`ANALYSES` is resolved by the module's ``__getattr__``):
a report read back from the store (:func:`ir_explorer.engines.report_cache.stored_report`) needs only
:class:`Report` and the findings' types, not the analyses' regexes and dataclasses.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ir_explorer.analyses.findings import METRICS, Analysis, AnalysisInput, Claim, Finding
from ir_explorer.core.errors import IRExplorerError, ToolError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Blob, Store


def _analyses() -> tuple[Callable[[AnalysisInput], Analysis], ...]:
    """The analyses a report runs (:data:`ANALYSES`), imported on first use."""
    from ir_explorer.analyses import (  # deferred: a stored report (report_cache) needs none of them
        addresses,
        coalescing,
        conversions,
        global_reorder,
        local_memory,
        mma,
        occupancy,
        pipelining,
        shared_memory,
        tensor_layouts,
    )

    return (
        mma.analyze, coalescing.analyze, occupancy.analyze, shared_memory.analyze, conversions.analyze,
        pipelining.analyze, global_reorder.analyze, addresses.analyze, local_memory.analyze,
        tensor_layouts.analyze)


def _default_analyses() -> tuple[Callable[[AnalysisInput], Analysis], ...]:
    """:data:`ANALYSES` as this module holds it now (a test may have replaced it)."""
    return globals()["ANALYSES"] if "ANALYSES" in globals() else __getattr__("ANALYSES")  # type: ignore[no-any-return]


def __getattr__(name: str) -> Any:
    """``ANALYSES``: the analyses a report runs, in the order their metrics are merged (a later one wins a key);
    their modules are imported when it is first read."""
    if name == "ANALYSES":
        value = globals()["ANALYSES"] = _analyses()
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Stages a report reads by default; ``llir`` is left out (no analysis reads it, and it is the largest).
REPORT_STAGES = ("ttir", "ttgir", "ptx", "sass", "amdgcn")


@dataclass(frozen=True)
class Report:
    """What the analyses found in one compiled kernel.

    ``findings`` are sorted by :meth:`Finding.sort_key` (warnings first); ``metrics`` holds the
    :data:`findings.METRICS` keys the analyses knew; ``summary`` is one line per topic, for a
    terminal (``("MMA", "wgmma: 4 × wgmma…")``).
    """

    findings: tuple[Finding, ...]
    metrics: Mapping[str, Any] = field(default_factory=dict)
    summary: tuple[tuple[str, str], ...] = ()

    @property
    def warnings(self) -> tuple[Finding, ...]:
        """The findings that are problems: errors (cannot launch) and warnings."""
        return tuple(f for f in self.findings if f.severity in ("error", "warn"))

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``summary`` (topic → line), ``metrics`` and ``findings``."""
        return {"summary": dict(self.summary), "metrics": {k: _jsonable(v) for k, v in self.metrics.items()},
                "findings": [f.to_json() for f in self.findings]}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


def analyze_all(inp: AnalysisInput,
                analyses: Sequence[Callable[[AnalysisInput], Analysis]] | None = None) -> Report:
    """Run ``analyses`` (default :data:`ANALYSES`) over one kernel's stages and merge their findings and metrics.

    An analysis must not raise; if one does anyway (a bug), its error becomes an ``info`` finding
    naming it, and the other analyses still run.
    """
    chosen = _default_analyses() if analyses is None else analyses
    return _merged([_run(analyze, inp) for analyze in chosen], inp)


def _run(analyze: Callable[[AnalysisInput], Analysis], inp: AnalysisInput) -> Analysis:
    """``analyze(inp)``; an exception (a bug) becomes an ``info`` finding naming the analysis, without metrics."""
    try:
        return analyze(inp)
    except Exception as exc:  # noqa: BLE001 - reported as a finding: one analysis's bug must not hide the rest
        name = getattr(analyze, "__module__", repr(analyze))
        return Analysis([Finding(kind="registers", severity="info", message=f"analysis {name} failed on this IR: "
                                 f"{type(exc).__name__}: {exc}", stage="ttgir")])


def _merged(results: Sequence[Analysis], inp: AnalysisInput) -> Report:
    """The report of the analyses' ``results`` (in :data:`ANALYSES` order: a later one's metric wins a key)."""
    findings: list[Finding] = []
    metrics: dict[str, Any] = {}
    for result in results:
        findings.extend(result.findings)
        metrics.update({k: v for k, v in result.metrics.items() if k in METRICS})
    shared = inp.metadata.get("shared")
    if isinstance(shared, int):
        metrics.setdefault("shared_bytes", shared)
    findings.sort(key=Finding.sort_key)
    return Report(tuple(findings), metrics, summarize(metrics, inp, findings))


@dataclass(frozen=True)
class _Watched(AnalysisInput):
    """An :class:`AnalysisInput` that records each read of :attr:`~AnalysisInput.allocated_ttgir` (a
    ``dataclasses.replace`` or ``asdict`` of it reads every field, so it counts too)."""

    reads: list[str] = field(default_factory=list, compare=False, repr=False)

    def __getattribute__(self, name: str) -> Any:
        if name == "allocated_ttgir":
            object.__getattribute__(self, "reads").append(name)
        return object.__getattribute__(self, name)


def analyze_all_twice(inp: AnalysisInput) -> tuple[Report, Report]:
    """``(analyze_all(inp), analyze_all(replace(inp, allocated_ttgir=None)))``: the report with the IR after Triton's
    allocation and the one without it (a compile captured without its passes), each analysis of :data:`ANALYSES`
    run once for both unless it read ``allocated_ttgir`` (then it runs again without it). Analyses are pure
    functions of their input, so an analysis that did not read the field returns the same for both."""
    fields = {f.name: getattr(inp, f.name) for f in dataclasses.fields(inp)}
    watched = _Watched(**fields)
    bare_inp = AnalysisInput(**{**fields, "allocated_ttgir": None})  # shares the parsed models (``_models``)
    full, bare = [], []
    for analyze in _default_analyses():
        watched.reads.clear()
        result = _run(analyze, watched)
        full.append(result)
        bare.append(_run(analyze, bare_inp) if watched.reads else result)
    return _merged(full, inp), _merged(bare, bare_inp)


def _access_counts(data: Mapping[str, Any]) -> tuple[dict[str, int], ...]:
    """A machine stage's global access counts by width from its coalescing finding's ``data``: loads (with the
    constant-table loads, which the PTX names apart and SASS does not), stores, atomics, async copies, TMA copies."""
    loads: dict[str, int] = {}
    for part in ("loads", "constant_table"):
        for bits, n in (data.get(part) or {}).items():
            loads[str(bits)] = loads.get(str(bits), 0) + n
    rest = ({str(b): n for b, n in (data.get(k) or {}).items()} for k in ("stores", "atomics", "async"))
    return (loads, *rest, {"tma": data.get("tma") or 0})


def summarize(metrics: Mapping[str, Any], inp: AnalysisInput, findings: Sequence[Finding] = ()
              ) -> tuple[tuple[str, str], ...]:
    """One ``(topic, text)`` per topic the metrics cover: MMA, global loads/stores (from the coalescing
    finding of the machine stage in ``findings``), shared memory, registers and spills, occupancy, layout
    conversions, pipelining."""
    from ir_explorer.analyses import machine_widths  # deferred: see _analyses
    from ir_explorer.analyses.metric_format import instructions_text, occupancy_text, value_text
    from ir_explorer.analyses.occupancy import lane_spills_only

    out: list[tuple[str, str]] = []
    amd = not inp.target.is_nvidia
    if "mma" in metrics or "mma_instructions" in metrics:
        instrs = metrics.get("mma_instructions")
        shown = f": {instructions_text(instrs)}" if instrs else ""
        out.append(("MMA", value_text("mma", metrics.get("mma")) + shown))
    widths = {f.stage: f.data for f in findings if f.kind == "coalescing" and "async" in f.data}
    machine = machine_widths.machine_stage(inp)
    if machine in widths:  # in the words of the machine stage's finding: loads apart from async copies
        text = machine_widths.widths_text(widths[machine])
        # ptxas may merge or split what the PTX does (trial 3 M2: 130 PTX ld.global of one address, 4 LDG.E): the
        # summary then names both stages, each in its own finding's words
        if machine != "sass" and "sass" in widths and _access_counts(widths["sass"]) != _access_counts(
                widths[machine]):
            text = f"{machine.upper()}: {text} | SASS: {machine_widths.widths_text(widths['sass'])}"
        out.append(("global", text))
    if "shared_bytes" in metrics:
        out.append(("shared", f"{value_text('shared_bytes', metrics['shared_bytes'])} per CTA"))
    if "registers" in metrics:
        spills = f"spills {value_text('spill_bytes', metrics.get('spill_bytes'), amd, unit=True)}"
        res = inp.resources
        if not amd and res is not None and metrics.get("spill_bytes") and \
                metrics["spill_bytes"] == res.spill_store_bytes:
            # ptxas's two figures, not their sum: 144 stored + 144 loaded is no "288 bytes" of spills (trial 2 M2);
            # the metric is the stores, the bytes spilled (trial 14d)
            spills = f"spills {res.spill_store_bytes} bytes stored, {res.spill_load_bytes} bytes loaded"
        if amd and res is not None and lane_spills_only(res):
            # SGPRs spilled into VGPR lanes (v_writelane_b32): no scratch, no memory traffic (trial 6 M5)
            spills = f"no spills to memory ({res.sgpr_spills} SGPRs spilled into VGPR lanes)"
        elif amd and res is not None and res.vgpr_spills and res.sgpr_spills and \
                metrics.get("spill_bytes") == res.vgpr_spills + res.sgpr_spills:
            # LLVM's two counts, not their sum: 943 VGPRs to scratch and 310 SGPRs, which it spills into VGPR lanes
            # where it can, are no "1253 registers" of one kind (trial 14c M5); the spill finding says the same
            spills = f"spills {res.vgpr_spills} VGPRs and {res.sgpr_spills} SGPRs"
        text = f"{value_text('registers', metrics['registers'], amd, unit=True)}, {spills}"
        if "local_memory_insts" in metrics:
            text += f", {value_text('local_memory_insts', metrics['local_memory_insts'])} STL/LDL in SASS"
        out.append(("registers", text))
    if "occupancy_ctas_per_sm" in metrics:
        text = occupancy_text(metrics, amd)
        keys = ("limited", "tmem_columns", "tmem_columns_per_sm")
        occ = next((f for f in findings if all(f.claim(k) is not None for k in keys)), None)
        if occ is not None and metrics["occupancy_ctas_per_sm"]:  # tensor memory (sm_100): not the calculator's
            said = {k: c.value for k in keys if (c := occ.claim(k)) is not None}
            text += (f", limited by {said['limited']} (tensor memory: {said['tmem_columns']} of the SM's "
                     f"{said['tmem_columns_per_sm']} columns per CTA)")
        out.append(("occupancy", text))
    if "convert_layouts" in metrics or "max_elements_per_thread" in metrics:
        parts = [f"{value_text('convert_layouts', metrics['convert_layouts'])} ttg.convert_layout"] \
            if "convert_layouts" in metrics else []
        if "max_elements_per_thread" in metrics:
            # every tensor's largest tile, not the converts' (trial 13c M2: "2 ttg.convert_layout, largest tile 64
            # elements per thread" read as the converts', whose tiles hold 16; the 64 is a dot operand's): the words
            # say so, and name the tensor from the layout overview's first row (rules tensor-type, first-use)
            tile = metrics["max_elements_per_thread"]
            # tensors whose layout is not decoded (a 3-D MMA layout) are not in the maximum (trial 15d F3: "largest
            # tile of any tensor 32" where a 3-D nvidia_mma accumulator held 64): the words say which set it is
            undecoded = metrics.get("undecoded_layouts")
            which = "of the decoded tensors" if undecoded else "of any tensor"
            text = (f"largest tile {which} {value_text('max_elements_per_thread', tile)} element"
                    f"{'' if tile == 1 else 's'} per thread")
            top = next((f for f in findings if f.kind == "layout" and f.data.get("check") == "overview"), None)
            said = {k: c.value for k in ("registers", "shape", "line")
                    if top is not None and (c := top.claim(f"tensors/0/{k}")) is not None}
            if said.get("registers") == tile and isinstance(said.get("shape"), tuple) and said.get("line"):
                shape = "x".join(str(d) for d in said["shape"])  # type: ignore[union-attr]
                text += f" (the {shape} tensor first used at ttgir:{said['line']})"
            if undecoded:
                text += (f"; {value_text('undecoded_layouts', undecoded)} tensor type{'' if undecoded == 1 else 's'}"
                         " with a layout this tool does not decode (not counted)")
            parts.append(text)
        out.append(("layouts", "; ".join(parts)))
    if "pipelined_stages" in metrics:
        text = value_text("pipelined_stages", metrics["pipelined_stages"])
        from ir_explorer.analyses.pipelining import stages_note  # deferred, as the analyses above

        text += stages_note(findings, metrics["pipelined_stages"])  # rings of other depths (trial 6 M1)
        if not metrics["pipelined_stages"] and "ttir" in inp.stages and not _LOOP.search(inp.stages["ttir"]):
            text = "no loop"  # "not pipelined" would say a loop was left as it was (trial 2 M5)
        out.append(("pipelining", text))
    return tuple(out)


# e.g.     %2 = scf.for %arg3 = %c0_i32 to %1 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<…>)  : i32 {
_LOOP = re.compile(r"\bscf\.(?:for|while)\b")


# e.g. UserWarning: tl.where with a non-boolean condition is deprecated and will error out in a future triton release. Got int32  # noqa: E501
_WARNING = re.compile(r"^(?P<category>[A-Z]\w*(?:Warning|Error)): (?P<message>.+)")


def frontend_warnings(diagnostics: str) -> list[Finding]:
    """One ``frontend`` finding per Python warning the compile raised (the worker records them in
    :attr:`~ir_explorer.core.model.Compilation.diagnostics` as ``Category: message``, one a line), as ``warn``.
    Triton's notes on unset environment variables (``TRITON_DEFAULT_FP_FUSION is unset``, on every compile
    of 3.9) say nothing about the kernel and are left out. The category and the warning's text are claims (rule
    ``frontend-warning``: a line of the diagnostics says them)."""
    out: list[Finding] = []
    for line in dict.fromkeys(diagnostics.splitlines()):
        m = _WARNING.match(line)
        if m is None or m.group("message").startswith("TRITON_"):
            continue
        message = m.group("message")
        out.append(Finding(kind="frontend", severity="warn", stage="ttir",
                           template="Triton warned: {category}: {warning}",
                           claims=(Claim("category", m.group("category"), "text", "frontend-warning"),
                                   Claim("warning", message, "text", "frontend-warning"))))
    return out


def allocated_source(comp: Compilation, store: Store) -> Blob | None:
    """The stored IR after Triton's ``allocate-shared-memory`` pass (``allocate-shared-memory`` or a backend's
    ``allocate-<backend>-shared-memory``) when the compile's MLIR passes are stored (not read: a handle); else
    ``None``."""
    try:
        loaded = store.load_passes(comp.key)
    except IRExplorerError:
        return None
    if loaded is None:
        return None
    passes, final = loaded
    for i, p in enumerate(passes):
        if p.kind == "before" and re.match(r"allocate-(\w+-)?shared-memory\b", p.arg):
            after = next((q for q in passes[i + 1:] if q.kind == "before"), None)
            blob = after.source if after is not None else final
            return blob if isinstance(blob, Blob) else None
    return None


def with_report_stages(comp: Compilation, store: Store, stages: Iterable[str] = REPORT_STAGES
                       ) -> tuple[Compilation, list[Finding]]:
    """``comp`` as a report of ``stages`` reads it: with SASS disassembled from the cubin and stored on first use
    (:func:`sass.with_sass`) when ``sass`` is asked for. When ``nvdisasm`` is missing, ``comp`` as it is and an
    ``info`` finding saying so."""
    if "sass" in stages and comp.target.is_nvidia and "sass" not in comp.stages and "cubin" in comp.stages:
        from ir_explorer.capture.disassemble import with_sass  # deferred: only reports with SASS need nvdisasm

        try:
            return with_sass(comp, store), []
        except ToolError as exc:
            return comp, [Finding(kind="spill", severity="info", message=f"no SASS: {exc.message}", stage="ptx")]
    return comp, []


def build_report(comp: Compilation, store: Store, stages: Iterable[str] = REPORT_STAGES,
                 analyses: Sequence[Callable[[AnalysisInput], Analysis]] | None = None,
                 allocation: bool = True) -> Report:
    """The report on a stored compilation: load ``stages`` (those it has), map them to Python lines,
    and run :func:`analyze_all` with ``analyses`` (default :data:`ANALYSES`). Always runs the analyses: for the
    report kept in the store, see :func:`ir_explorer.engines.report_cache.stored_report`.

    SASS is disassembled from the cubin on first use and stored (:func:`sass.with_sass`); when
    ``nvdisasm`` is missing the report goes on without SASS and says so in an ``info`` finding.
    A failed compile is analysed on the stages it produced. Without ``allocation`` the IR after Triton's
    allocate-shared-memory pass is not read, even when the store has it: the report of a compile captured without
    its passes (the first ``report`` of a fresh compile), whose statements ``selfcheck`` checks too.
    """
    wanted = list(stages)
    comp, extra = with_report_stages(comp, store, wanted)
    return analyze_stages(comp, wanted, allocated_source(comp, store) if allocation else None, extra, analyses)


def build_reports(comp: Compilation, store: Store) -> tuple[Report, Report | None]:
    """``(build_report(comp, store), build_report(comp, store, allocation=False))``, the second ``None`` when the
    store has no IR after Triton's allocation (it would equal the first): both reports ``selfcheck`` checks, their
    analyses run once for both where they do not read the allocated IR (:func:`analyze_all_twice`)."""
    wanted = list(REPORT_STAGES)
    comp, extra = with_report_stages(comp, store, wanted)
    allocated = allocated_source(comp, store)
    if allocated is None:
        return analyze_stages(comp, wanted, None, extra), None
    full, bare = analyze_all_twice(_analysis_input(comp, wanted, allocated))
    return _with_extra(full, comp, extra), _with_extra(bare, comp, extra)


def analyze_stages(comp: Compilation, stages: Sequence[str], allocated: Blob | None, extra: Sequence[Finding] = (),
                   analyses: Sequence[Callable[[AnalysisInput], Analysis]] | None = None) -> Report:
    """:func:`build_report`'s work once the stages are there (:func:`with_report_stages`): read ``stages``'
    texts and ``allocated`` (:func:`allocated_source`), map them to Python lines, run :func:`analyze_all`, and add
    ``extra`` findings and the frontend's warnings (:func:`frontend_warnings`)."""
    return _with_extra(analyze_all(_analysis_input(comp, stages, allocated), analyses), comp, extra)


def _analysis_input(comp: Compilation, stages: Sequence[str], allocated: Blob | None) -> AnalysisInput:
    """What the analyses read of ``comp`` (see :func:`analyze_stages`)."""
    from pathlib import Path

    from ir_explorer.capture.stages import python_file_text  # deferred: see _analyses
    from ir_explorer.ir.sourcemap import python_lines  # deferred: see _analyses
    from ir_explorer.ir.ttgir import modern_dialects

    texts = {s: comp.stages[s].text() for s in stages if s in comp.stages and not comp.stages[s].is_binary}
    texts.update({s: modern_dialects(texts[s]) for s in ("ttir", "ttgir") if s in texts})  # Triton 3.2's names
    ptx = texts.get("ptx") or (comp.stages["ptx"].text() if "sass" in texts and "ptx" in comp.stages else None)
    source_lines = {s: python_lines(s, t, ptx) for s, t in texts.items()}
    # the kernel's own Python file, for the analyses that read a source line the IR cites ("python:<path>", trial
    # 12c F1: which constexpr bounds the tl.arange of a dot's N); never another file a location names
    py = python_file_text(comp) if comp.source_path else None
    files = {loc[0] for lines in source_lines.values() for loc in lines if loc is not None}
    texts_in = {**texts, **{f"python:{f}": py for f in files if py is not None and Path(f) == Path(comp.source_path)}}
    inp = AnalysisInput(comp.target, texts_in, comp.metadata, comp.resources, source_lines,
                        allocated.read_bytes().decode(errors="replace") if allocated is not None else None,
                        constexprs=dict(comp.config.constexprs))
    return inp


def _with_extra(report: Report, comp: Compilation, extra: Sequence[Finding]) -> Report:
    """``report`` with the ``extra`` findings and the frontend's warnings (:func:`frontend_warnings`) of ``comp``."""
    more = [*extra, *frontend_warnings(comp.diagnostics)]
    if not more:
        return report
    return Report(tuple(sorted((*report.findings, *more), key=Finding.sort_key)), report.metrics, report.summary)
