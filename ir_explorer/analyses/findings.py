"""What the analyses return: findings with evidence, and a report's flat metrics.

This module is the contract between the analyses (pure functions over stage text, issue 3), and
the views that show or check their results: ``ir-explorer report``/``check``/``compare``, the
snapshot ``metrics.json`` files and the TUI's gutter marks.

An analysis is a function ``analyze(inp: AnalysisInput) -> Analysis``: it reads stage text and
metadata, never Triton, never the store, and never raises on malformed IR (it returns fewer
findings and, at worst, an ``info`` finding saying what it could not parse).
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from ir_explorer.core.model import Resources, Target
from ir_explorer.core.units import size_text

if TYPE_CHECKING:  # the model is parsed on first use (AnalysisInput.model): a stored report never imports it
    from ir_explorer.ir import mlir_model

#: ``error``: the kernel cannot run as compiled (it cannot launch); ``warn``: it runs, slower than it could;
#: ``info``: what the compiler did. A report shows them in that order.
Severity = Literal["error", "warn", "info"]
#: Each severity's rank, most important first (:meth:`Finding.sort_key`, ``report --severity``).
SEVERITY_RANK: dict[str, int] = {"error": 0, "warn": 1, "info": 2}

#: Finding kinds, in the order a report shows them within one severity. The TUI gives each a colour.
KINDS = (
    "mma",            # tensor-core use: nvidia_mma/amd_mfma layouts and mma.sync/wgmma/MFMA instructions
    "spill",          # register spills, local-memory (STL/LDL) traffic
    "coalescing",     # global load/store vector widths and why they are narrow
    "shared_memory",  # ttg.local_alloc layouts, swizzles, bytes, bank conflicts, ldmatrix/stmatrix
    "async_copy",     # cp.async, TMA (cp.async.bulk.tensor), and their waits
    "pipelining",     # software pipelining of loops: stages, buffers, warp specialization
    "convert_layout",  # ttg.convert_layout left in the final TTGIR
    "registers",      # registers per thread and occupancy
    "frontend",       # warnings Triton's frontend raised while compiling (Compilation.diagnostics)
    "addresses",      # integer width (i32/i64) of pointer offsets, i32 products of a program id that may overflow
    "local_memory",   # PTX .local arrays, st.local/ld.local, and constant-table loads (libdevice __cudart_i2opi_f)
    "layout",         # distributed layouts per tensor: elements per thread, replicated (broadcast) layouts
)

#: Keys of :attr:`Report.metrics`, with their meaning and unit. Analyses fill what they can;
#: a missing key means "not known for this target/stage", not zero.
METRICS = {
    "mma": "tensor-core path: 'wgmma', 'mma.sync', 'tcgen05', 'mfma', 'wmma', 'fma' (a tl.dot fell back), or None",
    "mma_instructions": "{instruction: count} in PTX/AMDGCN, e.g. {'wgmma.mma_async…m64n128k16.f32.f16.f16': 32}",
    "min_load_bits": "narrowest global load or async copy to shared, bits per thread per access (PTX ld.global/"
                     "cp.async, AMDGCN global_load/buffer_load)",
    "min_store_bits": "narrowest global store, bits per thread per access",
    "global_loads": "{bits: count} of global loads and async copies to shared (cp.async, LDGSTS, buffer_load … lds)",
    "shared_bytes": "shared memory per CTA in bytes (metadata 'shared')",
    "registers": "registers per thread (ptxas) or VGPRs (AMD)",
    "spill_bytes": "bytes spilled: ptxas's bytes spill stores (its spill loads apart) or VGPR+SGPR spill count (AMD)",
    "local_memory_insts": "STL + LDL instructions in SASS",
    "convert_layouts": "ttg.convert_layout ops in the final TTGIR",
    "pipelined_stages": "num_stages the pipeliner applied to the main loop, or 0 when not pipelined",
    "occupancy_ctas_per_sm": "CTAs resident per SM given registers, shared memory and warps",
    "occupancy_warps_per_sm": "warps resident per SM",
    "i32_offset_products": "i32 products of a program id and a runtime argument used as pointer offsets (may overflow; "
                           "analyses.addresses); absent when there are none",
    "local_depot_bytes": "bytes of PTX .local depots (ptxas may remove them); absent when there are none",
    "constant_table_loads": "{bits: count} of PTX loads of constant tables (__cudart_i2opi_f), left out of "
                            "global_loads; absent when there are none",
    "max_elements_per_thread": "largest register tile of one tensor of the final TTGIR, elements per thread "
                               "(2**register bases of its layout as a linear layout)",
    "undecoded_layouts": "distinct (shape, layout) tensor types of the final TTGIR whose distributed layout the linear "
                         "layout decoder does not model (a 3-D nvidia_mma or amd_mfma …): max_elements_per_thread "
                         "leaves their tiles out; absent when there are none",
    "uncoalesced_accesses": "global accesses whose warp requests touch at least twice the 32-byte sectors their "
                            "bytes need (a model estimate from the layout and AxisInfo: analyses.coalescing); absent "
                            "when there are none",
}


#: Pseudo-stages a :class:`Fact` may cite besides the IR stages: Triton's metadata JSON and the compiled
#: binary's resources (ptxas/AMDGPU registers, spills); such a fact's ``text`` is ``key = value``.
FACT_RECORDS = ("metadata", "resources")


@dataclass(frozen=True)
class Fact:
    """One fact of the compiler's output that a cause a finding gives rests on (issue 15: every cause is backed
    by an IR fact the finding cites).

    ``stage`` is an IR stage (``ttir`` … ``amdgcn``) whose 1-based line ``line`` holds ``text`` (an op's text,
    an argument's declaration such as ``%stride: i32 loc(``, a layout alias's definition) and, when ``absent``
    is set, not that text (``tt.num_stages`` missing from a loop's closing line). ``line = 0`` is the whole
    stage: ``absent`` then says no line of it holds that text. For a stage of :data:`FACT_RECORDS` ``text`` is
    ``key = value`` of that record. ``claim`` is the cause in the finding's own words: a part of its message.
    The consistency check (``engines.consistency``) holds each fact against the raw text."""

    stage: str
    line: int
    text: str
    claim: str
    absent: str | None = None

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of every field."""
        return {"stage": self.stage, "line": self.line, "text": self.text, "claim": self.claim,
                "absent": self.absent}

    def where(self) -> str:
        """``ttgir:12``, ``ttgir`` (the whole stage) or ``metadata``."""
        return f"{self.stage}:{self.line}" if self.line else self.stage


#: Units a :class:`Claim`'s value is in. Numbers: ``count`` (ops, instructions, lines), ``bytes``, ``bits``,
#: ``elements``, ``registers`` (per thread), ``ctas``, ``warps``, ``lanes``, ``sectors``, ``wavefronts``, ``stages``
#: (a loop's pipeline depth: ``num_stages``), ``buffers`` (a multi-buffered allocation's leading dimension),
#: ``columns`` (TMEM), ``percent``, ``ratio`` (a quotient: n-way conflicts, FLOP per byte); ``shape`` (a tuple
#: of dimensions); names: ``value`` (an SSA value or register the IR defines, ``%a_12``), ``layout`` (a layout
#: alias, ``#shared1``, or a layout's printed text), ``op`` (an op or instruction name), ``type`` (an element or
#: MLIR type, ``f16``), ``text`` (any other word the IR holds: a cause, a resource's name), ``line`` (a 1-based
#: line of the claim's stage), ``flag`` (a yes/no).
UNITS = frozenset({"count", "bytes", "bits", "elements", "registers", "ctas", "warps", "lanes", "sectors",
                   "wavefronts", "stages", "buffers", "columns", "percent", "ratio", "shape", "value", "layout", "op",
                   "type", "text", "line", "flag"})
#: Units whose value is an integer count of something: a ``count`` mutation adds one to them.
COUNT_UNITS = frozenset({"count", "bytes", "bits", "elements", "registers", "ctas", "warps", "lanes", "sectors",
                         "wavefronts", "buffers", "columns", "percent", "ratio"})

ClaimValue = int | float | str | bool | tuple[int, ...] | None


@dataclass(frozen=True)
class Ref:
    """An IR object a claim is about: 1-based ``line`` of ``stage`` (``ttgir``, ``ptx`` …), which holds ``text``
    (an op's name, ``%a_12 = ttg.local_alloc``, an instruction; empty: any line). The consistency check holds
    every ref against the raw text (rule ``ref``)."""

    stage: str
    line: int
    text: str = ""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of every field."""
        return {"stage": self.stage, "line": self.line, "text": self.text}


@dataclass(frozen=True)
class Claim:
    """One statement a finding makes, as data (issue 23, item 3): ``value`` in ``unit`` (:data:`UNITS`), about the
    IR objects ``about`` (:class:`Ref`). ``key`` names it within its finding: the placeholder ``{key}`` of the
    finding's template, and its place in the finding's ``data`` (``/`` nests: ``pointer/contiguity`` is
    ``data["pointer"]["contiguity"]``). ``rule`` names the consistency rule that re-derives ``value`` from the IR on
    its own path (:data:`ir_explorer.engines.consistency.RULES`); a claim whose rule is unknown is reported false.
    Raises ``ValueError`` for a unit outside :data:`UNITS` or an empty key or rule."""

    key: str
    value: ClaimValue
    unit: str
    rule: str
    about: tuple[Ref, ...] = ()

    def __post_init__(self) -> None:
        if self.unit not in UNITS:
            raise ValueError(f"claim {self.key!r}: unit {self.unit!r} is not one of {sorted(UNITS)}")
        if not self.key or not self.rule:
            raise ValueError(f"claim {self.key!r}: a claim needs a key and a rule")

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of every field (a shape as a list)."""
        value = list(self.value) if isinstance(self.value, tuple) else self.value
        return {"key": self.key, "value": value, "unit": self.unit, "rule": self.rule,
                "about": [r.to_json() for r in self.about]}


class _ClaimFormatter(string.Formatter):
    """Renders a template's ``{key}`` / ``{key:spec}`` from claims: the whole field name is the claim's key (dots and
    all, ``/`` and dots). Specs: ``size`` (bytes as ``16 B``/``96 KiB``), ``,`` (``2,048``),
        ``x`` (a shape as ``64x128``), or any
    :func:`format` spec. ``{{``/``}}`` are literal braces."""

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> tuple[Any, str]:
        claims: Mapping[str, Claim] = kwargs["_claims"]
        if field_name not in claims:
            raise ValueError(f"template names {{{field_name}}} but no claim has that key")
        return claims[field_name].value, field_name

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "size" and isinstance(value, (int, float)):
            return size_text(value)
        if format_spec == "x" or (not format_spec and isinstance(value, tuple)):
            return "x".join(map(str, value)) if isinstance(value, tuple) else str(value)
        return format(value, format_spec)


_FORMATTER = _ClaimFormatter()


# e.g. {count/tcgen05.mma.cta_group::1.kind::f16}: a field whose key holds "::" (a PTX qualifier), not a spec
_FIELD = re.compile(r"\{[^{}]*\}")
_COLONS = "\x1f"


def render(template: str, claims: Sequence[Claim]) -> str:
    """``template`` with each ``{key}`` replaced by that claim's value (:class:`_ClaimFormatter`'s specs; ``::`` in a
    key, as PTX's ``cta_group::1``, is part of the key). Raises ``ValueError`` when the template names a key no
    claim has."""
    escaped = _FIELD.sub(lambda m: m.group(0).replace("::", _COLONS), template)
    return _FORMATTER.vformat(escaped, (), {"_claims": {c.key.replace("::", _COLONS): c for c in claims}})


def _nest(data: Mapping[str, Any], claims: Sequence[Claim]) -> dict[str, Any]:
    """``data`` with each claim's value set at its key (``pointer/contiguity`` → ``data["pointer"]["contiguity"]``),
    nested dicts copied, a shape as a list. A decimal part is a list index: the claims ``tensors/0/registers`` and
    ``tensors/1/registers`` make ``data["tensors"]`` a JSON list of two objects, as the analyses' lists were before
    their values became claims (a list already in ``data`` at that place is kept and set into). Indices must run
    from 0 without a gap to make a list; otherwise the place stays an object keyed by the numbers' text."""
    out: dict[str, Any] = dict(data)
    owned = {id(out)}  # the dicts made here: set into in place (the caller's are copied first)
    listed: set[int] = set()  # those of them that stand for a list (made for an index, or copied from a list)
    for c in claims:
        *path, last = c.key.split("/")
        node = out
        for part in path:
            child = node.get(part)
            if not (isinstance(child, dict) and id(child) in owned):
                if isinstance(child, list):
                    child = {str(i): v for i, v in enumerate(child)}
                    listed.add(id(child))
                elif isinstance(child, Mapping):
                    child = dict(child)
                else:
                    child = {}
                    listed.add(id(child))
                owned.add(id(child))
                node[part] = child
            node = child
        node[last] = list(c.value) if isinstance(c.value, tuple) else c.value
    return _as_lists(out, owned, listed)


def _as_lists(node: dict[str, Any], owned: set[int], listed: set[int]) -> Any:
    """``node`` (a dict :func:`_nest` made) with its made dicts keyed ``"0"`` … ``"n-1"`` turned into lists."""
    for key, child in node.items():
        if isinstance(child, dict) and id(child) in owned:
            node[key] = _as_lists(child, owned, listed)
    if id(node) in listed and node and sorted(node) == sorted(str(i) for i in range(len(node))):
        return [node[str(i)] for i in range(len(node))]
    return node


@dataclass(frozen=True, kw_only=True)
class Finding:
    """One observation about a compiled kernel, with its evidence. Built with keyword arguments only.

    ``claims`` are what the finding states, as typed data (:class:`Claim`), and ``template`` the sentence they are
    rendered into: when ``template`` is set, ``message`` is ``render(template, claims)`` (what is passed as
    ``message`` is replaced), so a claim and its words cannot drift apart. A finding that states nothing about
    the IR (a note that resource counts were not captured) gives ``message`` alone. ``data`` holds the analysis's
    structured values for ``--json`` and the views; each claim's value is set in it at its key.

    ``lines`` are 1-based line numbers in the ``stage`` text; ``python_file``/``python_line``
    are where the IR came from (see the source-mapping analysis), or ``None`` when the IR
    carries no location. ``facts`` are the IR facts each cause the finding gives rests on (:class:`Fact`); the
    report prints them under the finding. Raises ``ValueError`` for a kind outside :data:`KINDS`, a severity
    outside :data:`SEVERITY_RANK`, two claims with one key, or a template naming a key no claim has.
    """

    kind: str
    severity: Severity
    stage: str
    message: str = ""
    template: str = ""
    claims: tuple[Claim, ...] = ()
    lines: tuple[int, ...] = ()
    python_file: str | None = None
    python_line: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    facts: tuple[Fact, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"finding kind {self.kind!r} is not one of {KINDS}")
        if self.severity not in SEVERITY_RANK:
            raise ValueError(f"finding severity {self.severity!r} is not one of {tuple(SEVERITY_RANK)}")
        keys = [c.key for c in self.claims]
        if len(set(keys)) != len(keys):
            raise ValueError(f"finding {self.kind}: two claims share a key ({sorted(keys)})")
        if self.template:
            object.__setattr__(self, "message", render(self.template, self.claims))
        elif not self.message:
            raise ValueError(f"finding {self.kind}: a finding needs a template or a message")
        if self.claims:
            object.__setattr__(self, "data", _nest(self.data, self.claims))

    def claim(self, key: str) -> Claim | None:
        """The claim with key ``key``, or ``None``."""
        return next((c for c in self.claims if c.key == key), None)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of every field."""
        return {"kind": self.kind, "severity": self.severity, "message": self.message, "stage": self.stage,
                "lines": list(self.lines), "python_file": self.python_file, "python_line": self.python_line,
                "data": dict(self.data), "facts": [f.to_json() for f in self.facts],
                "claims": [c.to_json() for c in self.claims]}

    def sort_key(self) -> tuple[int, int, int]:
        """Errors first, then warnings, then by :data:`KINDS` order, then by IR line."""
        kind = KINDS.index(self.kind) if self.kind in KINDS else len(KINDS)
        return (SEVERITY_RANK[self.severity], kind, self.lines[0] if self.lines else 0)


@dataclass(frozen=True)
class AnalysisInput:
    """Everything an analysis may read about one compiled kernel.

    ``stages`` maps stage names (``ttir``, ``ttgir``, ``llir``, ``ptx``, ``sass``, ``amdgcn``) to
    their text; a stage that was not produced or not asked for is absent. ``metadata`` is Triton's
    metadata JSON (``num_warps``, ``num_stages``, ``shared`` in bytes, ``name`` …). ``source_lines``
    maps a stage name to a per-line list (index ``i`` = IR line ``i + 1``) of ``(python_file,
    python_line)`` or ``None``, from :mod:`ir_explorer.ir.sourcemap`; absent when not computed.
    """

    target: Target
    stages: Mapping[str, str]
    metadata: Mapping[str, Any] = field(default_factory=dict)
    resources: Resources | None = None
    source_lines: Mapping[str, list[tuple[str, int] | None]] = field(default_factory=dict)
    allocated_ttgir: str | None = None
    """The module after Triton's ``allocate-shared-memory`` pass, when the compile's MLIR passes were captured:
    its ops carry ``allocation.offset``/``allocation.size`` (Triton's own scratch sizes); ``None`` otherwise."""
    constexprs: Mapping[str, Any] = field(default_factory=dict)
    """The compile's constexprs (name → value; Triton's metadata has none): the mma analysis names the one that
    sets a dot's N in its advice (trial 6 M3, M4)."""
    _models: dict[str, mlir_model.IRModule] = field(default_factory=dict, compare=False, repr=False)

    def model(self, stage: str) -> mlir_model.IRModule:
        """The scoped IR model (:mod:`ir_explorer.ir.mlir_model`) of MLIR stage ``stage`` (``ttir``, ``ttgir``),
        parsed on first use and then shared by every analysis that reads this input. Raises ``KeyError`` when the
        stage is absent."""
        from ir_explorer.ir import mlir_model

        if stage not in self._models:
            self._models[stage] = mlir_model.parse(self.stages[stage])
        return self._models[stage]

    def python_location(self, stage: str, line: int) -> tuple[str | None, int | None]:
        """``(python_file, python_line)`` of 1-based IR ``line`` in ``stage`` from :attr:`source_lines`,
        or ``(None, None)`` when the source map has none."""
        lines = self.source_lines.get(stage)
        if lines and 0 < line <= len(lines):
            loc = lines[line - 1]
            if loc is not None:
                return loc
        return None, None


@dataclass(frozen=True)
class Analysis:
    """What one analysis returns: findings, and the :data:`METRICS` entries it knows."""

    findings: list[Finding] = field(default_factory=list)
    metrics: dict[str, Any] = field(default_factory=dict)
