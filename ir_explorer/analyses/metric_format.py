"""How the report's metrics are written: one formatter per :data:`findings.METRICS` key, for every view.

The report's summary (:func:`ir_explorer.engines.report.summarize`), the diff's semantic summary
(:func:`ir_explorer.engines.diffing.semantic_summary`), ``compare``'s cells and the analyses' own messages
(the MMA and coalescing findings) all write a metric through :data:`FORMATS`, so one value reads the
same everywhere: ``64 KiB`` of shared memory, ``4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16``,
``2 CTA(s), 8 warps per SM`` (``waves per CU`` on AMD, where a Triton warp is a wavefront and the
compute unit plays the SM's part). Pure functions over values; nothing here reads IR.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ir_explorer.core.units import size_text


def instructions_text(counts: Mapping[str, int] | None) -> str:
    """``4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16, 2 × …``: instruction counts, the most
    frequent first, with their whole names (a shape alone would merge an f16 and a bf16 MMA); ``none``."""
    if not counts:
        return "none"
    items = sorted(((str(k), int(n)) for k, n in counts.items()), key=lambda kv: -kv[1])
    return ", ".join(f"{n} × {ins}" for ins, n in items)


def bits_text(counts: Mapping[Any, int] | None) -> str:
    """``16 × 128-bit, 4 × 32-bit``: access counts per width in bits, the widest first (keys may be the
    strings of a JSON round trip); ``none``."""
    if not counts:
        return "none"
    items = sorted(((int(b), int(n)) for b, n in counts.items()), reverse=True)
    return ", ".join(f"{n} × {b}-bit" for b, n in items)


def mma_label(metrics: Mapping[str, Any]) -> str:
    """``wgmma m64n256k16`` (``mfma 32x32x8``) from the ``mma`` and ``mma_instructions`` metrics: the path and
    the shapes of every MMA instruction, comma-separated; ``''`` without a ``tl.dot``. ``compare``'s cell."""
    kind = metrics.get("mma") or ""
    # e.g. wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16    e.g. v_mfma_f32_32x32x8_f16
    parts = (p for ins in (metrics.get("mma_instructions") or {}) for p in ins.replace("_", ".").split("."))
    shapes = sorted({part for part in parts
                     if (part[:1] == "m" and "n" in part and "k" in part and part[1:2].isdigit())
                     or (part[:1].isdigit() and part.count("x") == 2)})
    return f"{kind} {','.join(shapes)}".strip()


def _number(value: Any) -> str:
    return str(value)


@dataclass(frozen=True)
class MetricFormat:
    """How one metric is named and written."""

    label: str
    """What the metric is called on NVIDIA: ``registers``, ``warps per SM``."""
    text: Callable[[Any], str] = _number
    """One value as text (never ``None``: :func:`value_text` writes :attr:`missing` for it)."""
    missing: str = "?"
    """What a missing value (``None``) means: not known, unless the metric says otherwise (``no tl.dot``)."""
    unit: str = ""
    """Written after the value where the view does not name the metric: ``registers/thread``."""
    delta: bool = False
    """Whether the difference of two values means something (the diff adds ``(+40)``)."""
    amd_label: str | None = None
    """The label on AMD when it differs: ``waves per CU``."""
    amd_unit: str | None = None
    """The unit on AMD when it differs: ``VGPRs``."""
    amd_missing: str | None = None
    """What a missing value means on AMD when it differs (the sector model does not run on AMD's buffer ops)."""
    cell: Callable[[Any], str] | None = None
    """``compare``'s cell, under a header that names the metric, when it is shorter than :attr:`text`."""
    same_across_vendors: bool = True
    """Whether an NVIDIA and an AMD value count the same thing (registers per thread and VGPRs do; ptxas's spill
    bytes and LLVM's spilled-register counts do not): where not, the diff writes each side's unit and no difference
    (trial 14c M4: ``spills: 0 → 1 (+1)`` for 0 bytes against one SGPR spilled into a VGPR lane)."""

    def label_for(self, amd: bool) -> str:
        return self.amd_label if amd and self.amd_label is not None else self.label

    def unit_for(self, amd: bool) -> str:
        return self.amd_unit if amd and self.amd_unit is not None else self.unit

    def missing_for(self, amd: bool) -> str:
        return self.amd_missing if amd and self.amd_missing is not None else self.missing


#: Every :data:`findings.METRICS` key's format.
FORMATS: dict[str, MetricFormat] = {
    "mma": MetricFormat("tensor cores", lambda v: str(v or "no tl.dot"), missing="no tl.dot"),
    "mma_instructions": MetricFormat("MMA instructions", instructions_text, missing="none"),
    "global_loads": MetricFormat("global loads + async copies", bits_text, missing="none"),
    # absent where the machine code has no such access (coalescing.analyze sets them only then; trial 5 M4)
    "min_load_bits": MetricFormat("narrowest global load", lambda v: f"{v}-bit", missing="none", cell=str),
    "min_store_bits": MetricFormat("narrowest global store", lambda v: f"{v}-bit", missing="none", cell=str),
    "shared_bytes": MetricFormat("shared memory", size_text, delta=True),
    "registers": MetricFormat("registers", unit="registers/thread", amd_unit="VGPRs", delta=True),
    # AMD's value is a count of spilled VGPRs + SGPRs, not bytes (trial 2 M5: "spills 643" read as bytes)
    "spill_bytes": MetricFormat("spills", unit="bytes", amd_unit="registers", delta=True, same_across_vendors=False),
    "local_memory_insts": MetricFormat("STL/LDL in SASS", delta=True),
    "convert_layouts": MetricFormat("ttg.convert_layout", delta=True),
    "pipelined_stages": MetricFormat("pipelining", lambda v: f"{v} stages" if v else "not pipelined", cell=str),
    "occupancy_ctas_per_sm": MetricFormat("CTAs per SM", lambda v: "0 (cannot launch)" if v == 0 else str(v),
                                          delta=True, amd_label="CTAs per CU"),
    "occupancy_warps_per_sm": MetricFormat("warps per SM", delta=True, amd_label="waves per CU"),
    "i32_offset_products": MetricFormat("i32 program-id offset products", missing="none", delta=True),
    "local_depot_bytes": MetricFormat("PTX .local depots", size_text, missing="none", delta=True),
    "constant_table_loads": MetricFormat("constant-table loads", bits_text, missing="none"),
    "max_elements_per_thread": MetricFormat("largest tile", unit="elements/thread", delta=True),
    "undecoded_layouts": MetricFormat("tensor types with a layout not decoded", missing="none", delta=True),
    # absent on AMD also where the model did not run: it estimates a buffer op only where it reads the op's base and
    # offsets (trial 9b M4: "1 → none" for gfx942's same column walk, when no buffer op was read)
    "uncoalesced_accesses": MetricFormat("uncoalesced accesses (model estimate)", missing="none", delta=True,
                                         amd_missing="none estimated (an AMD buffer op is estimated only where the "
                                                     "model reads its offsets)"),
}


def metric_format(key: str) -> MetricFormat:
    """The format of metric ``key``; a key this module does not know is named by itself."""
    return FORMATS.get(key) or MetricFormat(key)


def value_text(key: str, value: Any, amd: bool = False, unit: bool = False) -> str:
    """Metric ``key``'s ``value`` as text (:attr:`MetricFormat.missing` when ``None``), followed by its unit
    with ``unit`` (``191 registers/thread``, ``0 bytes``; ``amd`` picks AMD's: ``128 VGPRs``)."""
    fmt = metric_format(key)
    if value is None:
        return fmt.missing_for(amd)
    text = fmt.text(value)
    suffix = fmt.unit_for(amd) if unit else ""
    return f"{text} {suffix}" if suffix else text


def cell_text(key: str, metrics: Mapping[str, Any]) -> str:
    """Metric ``key`` of ``metrics`` in a table cell whose header names it (``compare``): ``''`` when absent."""
    value = metrics.get(key)
    if value is None:
        return ""
    fmt = metric_format(key)
    return (fmt.cell or fmt.text)(value)


def change_text(key: str, before: Any, after: Any, amd: tuple[bool, bool] = (False, False)) -> str:
    """One metric's change, as the diff's summary says it: ``registers: 128 → 168 (+40)``, ``shared memory:
    64 KiB → 96 KiB (+32 KiB)``; sides of two vendors name it twice (``warps per SM: 16 → waves per CU: 8``), and
    give their units and no difference where the two count different things (``spills: 0 bytes → 1 registers``).
    Raises ``TypeError``/``ValueError`` on a value of an unexpected shape."""
    fmt = metric_format(key)
    la, lb = fmt.label_for(amd[0]), fmt.label_for(amd[1])
    a, b = value_text(key, before, amd[0]), value_text(key, after, amd[1])
    if la != lb:
        return f"{la}: {a} → {lb}: {b}"
    if amd[0] != amd[1] and not fmt.same_across_vendors:  # bytes against a register count: no difference to take
        return f"{la}: {value_text(key, before, amd[0], unit=True)} → {value_text(key, after, amd[1], unit=True)}"
    text = f"{la}: {a} → {b}"
    if fmt.delta and isinstance(before, (int, float)) and isinstance(after, (int, float)) \
            and not isinstance(before, bool):
        d = after - before
        text += f" ({'+' if d > 0 else '-'}{fmt.text(abs(d))})"
    return text


def vgprs_text(vgprs: int | None, agprs: int | None) -> str:
    """``269 VGPRs (13 of them AGPRs)``: the AMDGPU metadata's ``.vgpr_count`` already counts the accumulation
    registers (on gfx90a and later the VGPR file is shared: NumVgprs + NumAgprs = TotalNumVgprs in the
    assembly), so the AGPRs are a part of it, not more on top."""
    return f"{vgprs} VGPRs" + (f" ({agprs} of them AGPRs)" if agprs else "")


def occupancy_text(metrics: Mapping[str, Any], amd: bool = False, short: bool = False) -> str:
    """``2 CTA(s), 8 warps per SM`` (``… waves per CU`` with ``amd``), ``cannot launch`` when no CTA fits
    (shared memory/LDS or registers: the report's finding says which); with ``short``, ``compare``'s cell
    ``2 (8 warps)``; ``''`` without the occupancy metrics."""
    ctas, warps = metrics.get("occupancy_ctas_per_sm"), metrics.get("occupancy_warps_per_sm")
    if ctas is None:
        return ""
    if ctas == 0:
        return "cannot launch"
    waves = "waves" if amd else "warps"
    if short:
        return f"{ctas} ({warps} {waves})"
    return f"{ctas} CTA(s), {warps} {FORMATS['occupancy_warps_per_sm'].label_for(amd)}"


def rate_text(tflops: float | None, gbps: float | None) -> str:
    """A kernel's rate for tables: ``612.3 TFLOP/s`` (TFLOP/s) for kernels that count FLOPs, else
    ``1234.5 GB/s`` (GB/s, bytes read and written per second)."""
    if tflops:
        return f"{tflops:8.1f} TFLOP/s"
    return f"{gbps:8.1f} GB/s" if gbps else ""
