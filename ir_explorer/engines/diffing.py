"""Diff two compiles of a kernel: what changed in words first, then the normalized line diff.

The engine behind ``ir-explorer diff`` and the TUI's diff mode. Three layers, each usable alone:

* :func:`semantic_summary`: the report metrics that differ (``report.build_report(…).metrics``:
  the MMA path and instructions, load/store widths, shared bytes, registers, spills, occupancy,
  ``convert_layout`` count, pipelining), one :class:`MetricChange` each.
* :func:`opcode_classes` / :func:`opcode_deltas`: static instruction counts per opcode class of one
  stage (TTIR/TTGIR op names, LLIR opcodes with address spaces and intrinsics, PTX
  ``ld.global``/``cp.async``/``wgmma.mma_async`` …, SASS mnemonics, AMDGCN ``v_mfma``/``ds_read`` …).
* :func:`diff_texts`: both texts normalized (:func:`ir_explorer.analyses.normalize.normalize_lines`), then
  diffed line by line with ``patiencediff`` (Bram Cohen's patience diff, the Rust build Breezy
  ships). ``benchmarks/bench_diff.py`` measured it against :mod:`difflib` on the same normalized
  lines: on two 50,000-line LLIRs, 0.3 s against 1.8 s (``SequenceMatcher``), 15 s (``autojunk=False``)
  and 18 s (``SequenceMatcher`` when 1 line in 200 was edited: its quadratic worst case); on two
  3,000-line TTGIRs, 2 ms against 50-65 ms. The diffs are as tight (within 1.5 % as many changed lines).

  For TTIR/TTGIR, layouts are *paired*: two configs that differ in ``num_warps`` give every
  ``#blocked`` a new (content-derived) name, which would change every line that uses it. The
  engine diffs once with layout aliases reduced to their kind (``#blocked``), pairs each left
  alias with the right alias used in the same place, and diffs again with the right's aliases
  renamed to their partners. A line then differs only when it differs beyond the renaming; the
  pairs that changed are reported as layout changes (``warpsPerCTA [4, 1] → [8, 1]``) and their
  definition lines stay in the diff.

:func:`diff_compilations` puts the three together for two stored compilations. Pure functions
over text, plus the store reads of :func:`diff_compilations`: no Triton, Textual or torch.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import patiencediff

from ir_explorer.analyses.findings import METRICS
from ir_explorer.analyses.metric_format import change_text, metric_format
from ir_explorer.analyses.normalize import DEFAULT, MLIR_STAGES, NormalizeOptions, normalize_lines
from ir_explorer.ir import llir
from ir_explorer.ir.ttgir import modern_dialects, op_counts

if TYPE_CHECKING:
    from ir_explorer.core.model import Compilation
    from ir_explorer.core.store import Store

Opcode = tuple[str, int, int, int, int]
"""A difflib-style opcode: ``(tag, i1, i2, j1, j2)``, tag ``equal``/``replace``/``delete``/``insert``,
0-based half-open ranges of normalized lines."""


# ----------------------------------------------------------------------------- semantic summary


@dataclass(frozen=True)
class MetricChange:
    """One metric (or layout) that differs between the two sides."""

    name: str
    """A :data:`findings.METRICS` key, or ``layout`` for a TTGIR layout alias that changed."""
    before: Any
    """The left side's value; ``None`` when the left side does not have it."""
    after: Any
    """The right side's value; ``None`` when the right side does not have it."""
    text: str
    """Human-readable: ``"MMA instructions: wgmma m64n128k16 ×4 → mma.sync m16n8k16 ×64"``."""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "before": _jsonable(self.before), "after": _jsonable(self.after), "text": self.text}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


def semantic_summary(metrics_a: Mapping[str, Any], metrics_b: Mapping[str, Any],
                     amd: tuple[bool, bool] = (False, False)) -> tuple[MetricChange, ...]:
    """The metrics that differ between two reports' metrics dicts (``report.build_report(comp, store).metrics``
    or a snapshot's ``metrics.json``), in :data:`findings.METRICS` order, then other keys sorted, each
    written by :func:`ir_explorer.analyses.metric_format.change_text` (``amd``: whether each side is an AMD target,
    which names occupancy in waves per CU and registers in VGPRs).

    A key only one side has is a change (``before``/``after`` ``None``). Integer-keyed dicts read from
    JSON (``{"128": 8}``) compare equal to their ``{128: 8}`` originals. Never raises.
    """
    keys = [k for k in METRICS if k in metrics_a or k in metrics_b]
    keys += sorted(k for k in {*metrics_a, *metrics_b} if k not in METRICS)
    out: list[MetricChange] = []
    for key in keys:
        a, b = metrics_a.get(key), metrics_b.get(key)
        if _jsonable(a) == _jsonable(b) or _keyed(a) == _keyed(b):
            continue
        try:
            text = change_text(key, a, b, amd)
        except (TypeError, ValueError):  # a value of an unexpected shape: still say what changed
            text = f"{metric_format(key).label_for(amd[0])}: {a!r} → {b!r}"
        out.append(MetricChange(key, a, b, text))
    return tuple(out)


def _keyed(value: Any) -> Any:
    """A dict with its keys as strings (JSON round trip), anything else as it is."""
    return {str(k): v for k, v in value.items()} if isinstance(value, Mapping) else value


# ----------------------------------------------------------------------------- opcode classes


@dataclass(frozen=True)
class OpcodeDelta:
    """How many instructions (ops, for MLIR) of one opcode class each side has, statically."""

    opcode_class: str
    """``tt.load``, ``ld.global``, ``wgmma.mma_async``, ``HMMA``, ``v_mfma``, ``load shared`` …"""
    before: int
    after: int

    @property
    def delta(self) -> int:
        return self.after - self.before

    def to_json(self) -> dict[str, Any]:
        return {"class": self.opcode_class, "before": self.before, "after": self.after, "delta": self.delta}


# e.g. 	@%p6 bra 	$L__BB0_3;     e.g. 	wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%r1, …}
_PTX_INS = re.compile(r"\n[ \t]+(?:@!?%\w+[ \t]+)?([a-z][\w.:]*)")
# e.g.         /*0ea0*/                   HGMMA.64x128x16.F32 R24, gdesc[UR4], R24, gsb0 ;
# e.g.         /*0090*/              @!P0 BRA `(.L_x_1) ;
_SASS_INS = re.compile(r"\n[ \t]*/\*[0-9a-f]+\*/[ \t]+(?:@!?U?P\w+[ \t]+)?([A-Z][A-Z0-9_]*)(\.[A-Z0-9_]+)?")
# e.g. 	v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], v[4:5], a[0:15]     e.g. 	s_waitcnt vmcnt(0)
_AMD_INS = re.compile(r"\n[ \t]+([a-z][a-z0-9]*(?:_[a-z0-9]+)?)")
#: The instructions whose class needs the rest of the line (callee, inline asm, address space).
# e.g.   %3590 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) …
_LLVM_DETAILED = re.compile(llir.PREFIX + r"(call|invoke|load|store|atomicrmw|cmpxchg) ([^\n]*)")
_LLVM_CALLEE = re.compile(r"@([\w.$]+)\(")
_LLVM_ASM = re.compile(r'asm (?:sideeffect )?(?:convergent )?"(?:@!?\$\d+ )?([a-z][\w.:]*)')
_LLVM_ADDRSPACE = re.compile(r"addrspace\((\d+)\)")
#: NVPTX and AMDGPU address spaces (LLVM ``NVPTX.h`` ``AddressSpace``, ``AMDGPUAddrSpace``): same numbers.
_ADDRSPACES = {"1": "global", "3": "shared", "4": "const", "5": "local"}
#: PTX opcodes whose state space (second component) is part of the class: ``ld.global``, ``st.shared``.
_PTX_SPACED = frozenset({"ld", "st", "ldu", "atom", "red", "prefetch", "cvta", "isspacep", "multimem"})


def ptx_class(op: str) -> str:
    """The class of one PTX opcode (PTX ISA "Instructions" chapter): the state space for memory ops
    (``ld.global.v4.b32`` → ``ld.global``, ``st.shared::cta`` → ``st.shared``), the async-copy family
    (``cp.async.cg.shared.global`` → ``cp.async``, ``cp.async.bulk.tensor.2d…`` → ``cp.async.bulk.tensor``),
    the MMA family (``wgmma.mma_async``, ``mma.sync``, ``tcgen05.mma``), ``bar.sync``/``barrier`` →
    ``bar``, and the first component otherwise (``cvt``, ``ex2``, ``fma``, ``mov``)."""
    parts = op.split(".")
    head = parts[0]
    if head in _PTX_SPACED and len(parts) > 1:
        return f"{head}.{parts[1].split('::')[0]}"
    if head == "cp" and len(parts) > 1:
        keep = [p for p in parts[1:] if p in ("async", "bulk", "tensor", "reduce", "commit_group", "wait_group",
                                               "wait_all")]
        return ".".join(["cp", *keep])
    if head in ("wgmma", "tcgen05", "mbarrier", "fence", "elect", "griddepcontrol") and len(parts) > 1:
        return f"{head}.{parts[1]}"
    if head == "mma":
        return "mma.sync"
    if head in ("bar", "barrier"):
        return "bar"
    return head


def _llvm_class(op: str, rest: str) -> str:
    if op == "call" or op == "invoke":
        asm = _LLVM_ASM.search(rest)
        if asm:
            return f"asm {ptx_class(asm[1])}"
        callee = _LLVM_CALLEE.search(rest)
        if callee is None:
            return op
        parts = callee[1].split(".")
        if parts[:2] in (["llvm", "nvvm"], ["llvm", "amdgcn"]):
            n = 5 if parts[2:4] == ["read", "ptx"] else 3  # llvm.nvvm.read.ptx.sreg.tid.x → …sreg
            return ".".join(parts[:n])
        return ".".join(parts[:2]) if parts[0] == "llvm" else f"call @{callee[1]}"
    if op in ("load", "store", "atomicrmw", "cmpxchg"):
        space = _LLVM_ADDRSPACE.search(rest)
        return f"{op} {_ADDRSPACES.get(space[1], 'addrspace(' + space[1] + ')')}" if space else op
    return op


def opcode_classes(stage: str, text: str) -> Counter[str]:
    """Static instruction counts per opcode class in ``text`` of ``stage`` (raw or normalized text).

    * ``ttir``/``ttgir``: op names, by :func:`ir_explorer.ir.ttgir.op_counts` (``tt.load``,
      ``ttg.convert_layout``, ``ttng.warp_group_dot``, ``scf.for`` …);
    * ``llir``: opcodes, loads/stores with their address space (``load shared``, ``store global``),
      intrinsics by family (``llvm.nvvm.ldmatrix``, ``llvm.amdgcn.mfma``), inline asm by its PTX class
      (``asm ld.global``);
    * ``ptx``: :func:`ptx_class`;
    * ``sass``: the mnemonic (``HMMA``, ``LDG``, ``LDGSTS``, ``BAR``), with ``MUFU``'s function
      (``MUFU.EX2``);
    * ``amdgcn``: the first two parts of the mnemonic (``v_mfma``, ``global_load``, ``ds_read``,
      ``buffer_load``, ``s_waitcnt``).

    Other stages give an empty counter. Never raises.
    """
    # The patterns start with a newline rather than ``^`` + MULTILINE: a literal first character lets
    # ``re`` skip to candidate lines, 3x faster on an 8 MB LLIR.
    text = "\n" + text
    if stage in MLIR_STAGES:
        return op_counts(text)
    if stage == "ptx":
        return Counter(ptx_class(op) for op in _PTX_INS.findall(text))
    if stage == "sass":
        return Counter(m + sub if m == "MUFU" and sub else m for m, sub in _SASS_INS.findall(text))
    if stage == "amdgcn":
        return Counter(_AMD_INS.findall(text))
    if stage == "llir":
        counts = Counter(llir.opcodes(text))
        detailed = _LLVM_DETAILED.findall(text)
        counts.subtract(op for op, _ in detailed)
        counts.update(_llvm_class(op, rest) for op, rest in detailed)
        return +counts  # drops the classes left at zero
    return Counter()


def opcode_deltas(stage: str, left: str, right: str) -> tuple[OpcodeDelta, ...]:
    """The opcode classes whose counts differ between two texts of ``stage``, largest change first."""
    a, b = opcode_classes(stage, left), opcode_classes(stage, right)
    keys = sorted((k for k in {*a, *b} if a[k] != b[k]), key=lambda k: (-abs(b[k] - a[k]), k))
    return tuple(OpcodeDelta(k, a[k], b[k]) for k in keys)


# ----------------------------------------------------------------------------- line diff


# e.g. #blocked_1x8_4x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], …}>
_ALIAS_DEF = re.compile(r"^#([A-Za-z_][\w$.]*) = (.*)$")
_ALIAS_STEM = re.compile(r"[A-Za-z]+")
#: Any attribute alias or dialect attribute name; callers keep the ones a module defines.
# e.g. tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
_ALIAS_REF = re.compile(r"(#[A-Za-z_][\w$.]*)")
# e.g. sizePerThread = [1, 8]     e.g. versionMajor = 3     e.g. instrShape = [16, 128, 16]
_LAYOUT_FIELD = re.compile(r"(\w+) = (\[[^\]]*\]|[^,}>]+)")


@dataclass(frozen=True)
class TextDiff:
    """The line diff of two normalized texts of one stage.

    Line numbers in :meth:`side_by_side` and :meth:`to_json` are the *original* 1-based lines
    (``left_origin``/``right_origin``: normalization may drop lines, e.g. ``#loc`` ones); the
    unified diff's ``@@`` ranges count normalized lines and name the original ones after them.
    """

    stage: str
    left: tuple[str, ...]
    """The left text, normalized, one entry per line."""
    right: tuple[str, ...]
    left_origin: tuple[int, ...]
    """For each line of :attr:`left`, its 1-based line number in the original left text."""
    right_origin: tuple[int, ...]
    opcodes: tuple[Opcode, ...]
    """difflib-style ``(tag, i1, i2, j1, j2)`` over :attr:`left`/:attr:`right`, covering both whole."""
    layout_pairs: tuple[tuple[str, str], ...] = ()
    """MLIR only: ``(left alias, right alias)`` pairs of layouts used in the same places under
    different names (so with different content); lines that differ only by them compare equal."""
    layouts: Mapping[str, str] = field(default_factory=dict)
    """MLIR only: every alias definition of both sides, ``#name`` → its attribute text."""

    @property
    def is_empty(self) -> bool:
        """True when the normalized texts are the same (up to paired layouts)."""
        return all(op[0] == "equal" for op in self.opcodes)

    @property
    def changes(self) -> tuple[Opcode, ...]:
        """The opcodes that are not ``equal``."""
        return tuple(op for op in self.opcodes if op[0] != "equal")

    def grouped(self, context: int = 3) -> list[list[Opcode]]:
        """The changes in hunks with up to ``context`` equal lines around each (as
        :meth:`difflib.SequenceMatcher.get_grouped_opcodes` groups them); ``[]`` when empty."""
        if self.is_empty:
            return []
        codes = list(self.opcodes)
        tag, i1, i2, j1, j2 = codes[0]
        if tag == "equal":
            codes[0] = (tag, max(i1, i2 - context), i2, max(j1, j2 - context), j2)
        tag, i1, i2, j1, j2 = codes[-1]
        if tag == "equal":
            codes[-1] = (tag, i1, min(i2, i1 + context), j1, min(j2, j1 + context))
        groups: list[list[Opcode]] = []
        group: list[Opcode] = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == "equal" and i2 - i1 > 2 * context:  # split the hunk in the middle of a long equal run
                group.append((tag, i1, i1 + context, j1, j1 + context))
                groups.append(group)
                group = []
                i1, j1 = max(i1, i2 - context), max(j1, j2 - context)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == "equal"):
            groups.append(group)
        return [g for g in groups if any(op[0] != "equal" for op in g)]

    def unified(self, context: int = 3, left_label: str = "a", right_label: str = "b") -> Iterator[str]:
        """The unified diff (``---``/``+++`` headers, ``@@`` hunks), lines without newlines; nothing
        when :attr:`is_empty`. Each ``@@`` line ends with the original line ranges."""
        groups = self.grouped(context)
        if not groups:
            return
        yield f"--- {left_label}"
        yield f"+++ {right_label}"
        for group in groups:
            i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
            yield f"@@ -{_range(i1, i2)} +{_range(j1, j2)} @@{self._origins(i1, i2, j1, j2)}"
            for tag, a1, a2, b1, b2 in group:
                if tag == "equal":
                    yield from (" " + line for line in self.left[a1:a2])
                    continue
                yield from ("-" + line for line in self.left[a1:a2])
                yield from ("+" + line for line in self.right[b1:b2])

    def _origins(self, i1: int, i2: int, j1: int, j2: int) -> str:
        if self.left_origin[i1:i2] == tuple(range(i1 + 1, i2 + 1)) and \
                self.right_origin[j1:j2] == tuple(range(j1 + 1, j2 + 1)):
            return ""  # normalization dropped no line before here: the numbers are the original ones
        return f" lines {_span(self.left_origin, i1, i2)} / {_span(self.right_origin, j1, j2)}"

    def side_by_side(self, context: int | None = None
                     ) -> Iterator[tuple[int | None, str, int | None, str, str]]:
        """Rows ``(left line no, left line, right line no, right line, tag)`` with original line numbers,
        tag ``equal``/``replace``/``delete``/``insert``. A replaced block pairs lines in order and pads
        the shorter side with ``(None, "")``. With ``context``, only the hunks of :meth:`grouped`, a
        row tagged ``skip`` between two hunks; without, every line."""
        groups = [list(self.opcodes)] if context is None else self.grouped(context)
        for n, group in enumerate(groups):
            if n:
                yield (None, "", None, "", "skip")
            for tag, i1, i2, j1, j2 in group:
                for k in range(max(i2 - i1, j2 - j1)):
                    i, j = i1 + k, j1 + k
                    left = (self.left_origin[i], self.left[i]) if i < i2 else (None, "")
                    right = (self.right_origin[j], self.right[j]) if j < j2 else (None, "")
                    yield (left[0], left[1], right[0], right[1], tag)

    def to_json(self) -> dict[str, Any]:
        """``stage``, line counts, ``is_empty``, ``layout_pairs`` and ``changes``: each non-equal opcode with
        its normalized ranges (0-based, half-open), original line numbers and lines."""
        return {
            "stage": self.stage, "left_lines": len(self.left), "right_lines": len(self.right),
            "is_empty": self.is_empty,
            "layout_pairs": [{"left": a, "right": b, "left_def": self.layouts.get(a), "right_def": self.layouts.get(b)}
                             for a, b in self.layout_pairs],
            "changes": [{"tag": tag, "left_range": [i1, i2], "right_range": [j1, j2],
                         "left_lines": list(self.left_origin[i1:i2]), "right_lines": list(self.right_origin[j1:j2]),
                         "left": list(self.left[i1:i2]), "right": list(self.right[j1:j2])}
                        for tag, i1, i2, j1, j2 in self.changes],
        }


def _range(start: int, stop: int) -> str:
    """A unified-diff range (``difflib``'s ``_format_range_unified``): 1-based start, and the length
    unless it is 1; an empty range names the line before it."""
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start if length == 0 else start + 1},{length}"


def _span(origin: tuple[int, ...], i1: int, i2: int) -> str:
    return f"{origin[i1]}-{origin[i2 - 1]}" if i2 > i1 else "-"


def _split(text: str, stage: str, options: NormalizeOptions) -> tuple[list[str], list[int]]:
    out, origin = normalize_lines(text, stage, options)
    lines = out.split("\n")
    if lines and lines[-1] == "":  # a final newline is not a line of its own
        lines.pop()
        origin = origin[:len(lines)]
    return lines, list(origin)


def _match(a: Sequence[str], b: Sequence[str]) -> list[Opcode]:
    return [tuple(op) for op in patiencediff.PatienceSequenceMatcher(None, a, b).get_opcodes()]  # type: ignore[misc]


def _alias_defs(lines: Sequence[str]) -> dict[str, str]:
    """``#name`` → definition of the leading alias block of an MLIR module (``#loc`` ones left out)."""
    defs: dict[str, str] = {}
    for line in lines:
        if not line.startswith("#"):
            break
        m = _ALIAS_DEF.match(line)
        if m and not m[1].startswith("loc"):
            defs[f"#{m[1]}"] = m[2]
    return defs


def _substitute(mapping: Mapping[str, str], lines: list[str]) -> list[str]:
    """``lines`` with every alias that ``mapping`` names replaced, in one pass over the joined text
    (a ``re.sub`` callback per match is ~5x slower)."""
    parts = _ALIAS_REF.split("\n".join(lines))
    parts[1::2] = [mapping.get(tok, tok) for tok in parts[1::2]]
    return "".join(parts).split("\n")


def _stem(alias: str) -> str:
    m = _ALIAS_STEM.match(alias[1:])
    return f"#{m[0]}" if m else alias


def _pair_layouts(left: list[str], right: list[str], defs_l: dict[str, str], defs_r: dict[str, str]
                  ) -> dict[str, str]:
    """Right alias → left alias, for aliases of one kind used in the same places (see the module docstring)."""
    if not defs_l or not defs_r:
        return {}
    blind_l = _substitute({x: _stem(x) for x in defs_l}, left)
    blind_r = _substitute({y: _stem(y) for y in defs_r}, right)
    votes: Counter[tuple[str, str]] = Counter()
    for tag, i1, i2, j1, j2 in _match(blind_l, blind_r):
        if tag != "equal":
            continue
        for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
            if left[i] == right[j] or left[i].startswith("#"):
                continue
            refs_l = [r for r in _ALIAS_REF.findall(left[i]) if r in defs_l]
            refs_r = [r for r in _ALIAS_REF.findall(right[j]) if r in defs_r]
            if len(refs_l) == len(refs_r):
                # two aliases both sides define alike are no layout that changed into another: a line the match
                # aligned with another constant votes for them (trial 12a F6: "layout #blocked_8x1_8x4… →
                # #blocked_8x1_32x1…" of two compiles that define and use both the same)
                votes.update((x, y) for x, y in zip(refs_l, refs_r, strict=True)
                             if x != y and not (defs_r.get(x) == defs_l[x] and defs_l.get(y) == defs_r[y]))
    pairs: dict[str, str] = {}
    taken: set[str] = set()
    for (x, y), _n in sorted(votes.items(), key=lambda kv: (-kv[1], kv[0])):
        if y not in pairs and x not in taken and _stem(x) == _stem(y):
            pairs[y] = x
            taken.add(x)
    # Aliases left over (used only on lines that differ anyway, e.g. with a new tile shape): pair those of
    # one kind whose fields mostly agree, the closest first.
    left_over = [(x, dict(_LAYOUT_FIELD.findall(defs_l[x]))) for x in defs_l if x not in taken and x not in defs_r]
    right_over = [(y, dict(_LAYOUT_FIELD.findall(defs_r[y]))) for y in defs_r if y not in pairs and y not in defs_l]
    scored = []
    for x, fx in left_over:
        for y, fy in right_over:
            same = sum(1 for k in fx if fx[k] == fy.get(k))
            if _stem(x) == _stem(y) and same > len(set(fx) | set(fy)) - same:
                scored.append((-same, x, y))
    for _, x, y in sorted(scored):
        if y not in pairs and x not in taken:
            pairs[y] = x
            taken.add(x)
    return pairs


def diff_texts(left: str, right: str, stage: str, options: NormalizeOptions = DEFAULT,
               pair_layouts: bool = True) -> TextDiff:
    """Normalize ``left`` and ``right`` (texts of ``stage``) with ``options`` and diff their lines.

    For MLIR stages with ``pair_layouts``, layout aliases used in the same places are paired first
    (see the module docstring). O(N log N) in practice (patience diff); never raises on malformed IR.
    """
    a, a_origin = _split(left, stage, options)
    b, b_origin = _split(right, stage, options)
    pairs: dict[str, str] = {}
    layouts: dict[str, str] = {}
    keyed_b = b
    if stage in MLIR_STAGES:
        defs_l, defs_r = _alias_defs(a), _alias_defs(b)
        layouts = {**defs_r, **defs_l}
        if pair_layouts and a != b:
            pairs = _pair_layouts(a, b, defs_l, defs_r)
            if pairs:
                keyed_b = _substitute(pairs, b)
    opcodes = (("equal", 0, len(a), 0, len(b)),) if a == b else tuple(_match(a, keyed_b))
    return TextDiff(stage, tuple(a), tuple(b), tuple(a_origin), tuple(b_origin), opcodes,
                    tuple(sorted((x, y) for y, x in pairs.items())), layouts)


def layout_changes(diff: TextDiff) -> tuple[MetricChange, ...]:
    """The layouts that changed, as :class:`MetricChange` ``layout`` entries: each paired alias with the
    fields that differ (``warpsPerCTA [4, 1] → [8, 1]``), then aliases only one side defines (a layout
    added or removed), from the alias definitions still in the diff."""
    out: list[MetricChange] = []
    paired_l = {x for x, _ in diff.layout_pairs}
    paired_r = {y for _, y in diff.layout_pairs}
    for x, y in diff.layout_pairs:
        a, b = diff.layouts.get(x, ""), diff.layouts.get(y, "")
        fa, fb = dict(_LAYOUT_FIELD.findall(a)), dict(_LAYOUT_FIELD.findall(b))
        fields = [f"{k} {fa.get(k, '-')} → {fb.get(k, '-')}" for k in dict.fromkeys([*fa, *fb])
                  if fa.get(k) != fb.get(k)]
        same_kind = a.split("<", 1)[0] == b.split("<", 1)[0]  # e.g. #ttg.swizzled_shared → #ttg.nvmma_shared
        what = ", ".join(fields) if fields and same_kind else f"{a} → {b}"
        out.append(MetricChange("layout", f"{x} = {a}", f"{y} = {b}", f"layout {x} → {y}: {what}"))
    defs_l = _alias_defs(diff.left)
    defs_r = _alias_defs(diff.right)
    # A module printed bare (the software pipeliner's internal steps) writes each layout inline, not through an
    # alias: a layout the other side still uses inline was neither added nor removed (trial 9a F4).
    inline_l = _inline_bodies(diff.left, defs_r.values())
    inline_r = _inline_bodies(diff.right, defs_l.values())
    for name, body in defs_l.items():
        if name not in defs_r and name not in paired_l and body not in inline_r:
            out.append(MetricChange("layout", f"{name} = {body}", None, f"layout removed: {name} = {body}"))
    for name, body in defs_r.items():
        if name not in defs_l and name not in paired_r and body not in inline_l:
            out.append(MetricChange("layout", None, f"{name} = {body}", f"layout added: {name} = {body}"))
    return tuple(out)


def _inline_bodies(lines: Sequence[str], bodies: Iterable[str]) -> set[str]:
    """The layout ``bodies`` (alias definitions' attribute texts) that ``lines`` write inline, in an op's type
    rather than in an alias definition line."""
    text = "\n".join(line for line in lines if not line.startswith("#"))
    return {b for b in bodies if b and b in text}


# ----------------------------------------------------------------------------- stage diffs


@dataclass(frozen=True)
class StageDiff:
    """Everything ``ir-explorer diff`` shows for one stage of two compiles (or two texts)."""

    stage: str
    left_label: str
    right_label: str
    summary: tuple[MetricChange, ...]
    """Report metrics that differ, then layout changes (MLIR stages)."""
    opcode_deltas: tuple[OpcodeDelta, ...]
    """Instruction-count deltas per opcode class of :attr:`stage`, largest change first."""
    text: TextDiff

    @property
    def is_empty(self) -> bool:
        """No metric, opcode count or normalized line differs."""
        return not self.summary and not self.opcode_deltas and self.text.is_empty

    def to_json(self) -> dict[str, Any]:
        return {"stage": self.stage, "left": self.left_label, "right": self.right_label, "is_empty": self.is_empty,
                "summary": [c.to_json() for c in self.summary],
                "opcode_deltas": [d.to_json() for d in self.opcode_deltas], "diff": self.text.to_json()}


def diff_stage_texts(left: str, right: str, stage: str, left_label: str, right_label: str,
                     metrics_a: Mapping[str, Any] | None = None, metrics_b: Mapping[str, Any] | None = None,
                     options: NormalizeOptions = DEFAULT, pair_layouts: bool = True,
                     amd: tuple[bool, bool] = (False, False)) -> StageDiff:
    """A :class:`StageDiff` of two texts of ``stage``: the metrics' :func:`semantic_summary` (when given;
    ``amd`` says which side is an AMD target), the layout changes, the opcode-class deltas of the original
    texts (their ops named as Triton 3.3 names them under the ``dialects`` rule: 3.2's ``triton_gpu.local_alloc``
    counts as ``ttg.local_alloc``), and :func:`diff_texts`."""
    text = diff_texts(left, right, stage, options, pair_layouts)
    summary = semantic_summary(metrics_a or {}, metrics_b or {}, amd) + layout_changes(text)
    ops = (left, right) if not (options.dialects and stage in MLIR_STAGES) else (modern_dialects(left),
                                                                                 modern_dialects(right))
    return StageDiff(stage, left_label, right_label, summary, opcode_deltas(stage, *ops), text)


def pipeline_changes(passes_a: Sequence[tuple[str, str]], passes_b: Sequence[tuple[str, str]]
                     ) -> tuple[MetricChange, ...]:
    """How two MLIR pass pipelines differ, as :class:`MetricChange` ``pipeline`` entries: passes ``renamed``
    (one command-line argument under another class name, ``Canonicalizer`` → ``CanonicalizerPass``, once per
    pair of names with its count of runs), ``moved`` (a pass the other side runs as often, elsewhere), then
    ``removed`` and ``added``, each with its index in ``ir-explorer passes``.

    ``passes_a``/``passes_b`` are each pipeline's ``(name, arg)`` in order, e.g.
    ``("TritonGPUCoalesce", "tritongpu-coalesce")`` (:func:`pipeline_of`). Passes are matched by argument
    (which MLIR keeps when it renames a pass class; the name where a pass has none), in order, with
    :class:`difflib.SequenceMatcher` (longest common runs first); a pass that runs several times
    (``canonicalize``) is matched run by run. Never raises."""
    from difflib import SequenceMatcher

    keys_a, keys_b = ([a or n for n, a in ps] for ps in (passes_a, passes_b))
    renames: Counter[tuple[str, str, str]] = Counter()
    removed: list[tuple[int, str, str]] = []
    added: list[tuple[int, str, str]] = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes():
        if op == "equal":
            pairs = zip(range(i1, i2), range(j1, j2), strict=True)
            renames.update((passes_a[i][0], passes_b[j][0], keys_a[i]) for i, j in pairs
                           if passes_a[i][0] != passes_b[j][0])
            continue
        removed += [(i, *passes_a[i]) for i in range(i1, i2)]
        added += [(j, *passes_b[j]) for j in range(j1, j2)]
    out = [MetricChange("pipeline", na, nb, f"pass renamed: {na} → {nb} ({arg})" + (f", {n} runs" if n > 1 else ""))
           for (na, nb, arg), n in renames.items()]
    for i, name, arg in list(removed):
        key = arg or name
        twin = next((x for x in added if (x[2] or x[1]) == key and keys_a.count(key) == keys_b.count(key)), None)
        if twin is not None:  # runs as often on both sides: it moved
            added.remove(twin)
            removed.remove((i, name, arg))
            shown = name if name == twin[1] else f"{name} → {twin[1]}"
            out.append(MetricChange("pipeline", f"#{i} {name}", f"#{twin[0]} {twin[1]}",
                                    f"pass moved: {shown} ({key}) from #{i} to #{twin[0]}"))
    out += [MetricChange("pipeline", f"#{i} {n} ({a})", None, f"pass removed: #{i} {n} ({a})") for i, n, a in removed]
    out += [MetricChange("pipeline", None, f"#{j} {n} ({a})", f"pass added: #{j} {n} ({a})") for j, n, a in added]
    return tuple(out)


def pipeline_of(dumps: Sequence[Any]) -> list[tuple[str, str]]:
    """``(name, arg)`` of each pass that ran (the ``before`` snapshots of ``dumps``, a
    :class:`~ir_explorer.core.model.PassDump` list), its argument without ``{options}``."""
    return [(d.name, d.arg.split("{", 1)[0]) for d in dumps if d.kind == "before"]


def label(comp: Compilation) -> str:
    """A short name for one side of a diff: ``matmul@128x128x64_w8_s3/cuda:90`` (or the file it was read from)."""
    if comp.origin:
        return f"{comp.kernel}@{comp.origin}"
    return f"{comp.kernel}@{comp.config.short()}/{comp.target.spec}"


def diff_compilations(a: Compilation, b: Compilation, store: Store, stage: str,
                      options: NormalizeOptions = DEFAULT, pair_layouts: bool = True) -> StageDiff:
    """Diff ``stage`` of two stored compilations, with both reports' metrics in the summary; each side is named
    by :func:`label` and the Triton release that compiled it (``matmul@…/cuda:90 (Triton 3.9.0)``).

    The reports read SASS only when ``stage`` is ``sass`` (disassembled and stored on first use: ~1 s
    of ``nvdisasm`` per side that other diffs need not pay; SASS adds only the STL/LDL count, and
    ptxas's spill bytes are in the summary anyway). Raises :class:`~ir_explorer.core.errors.UsageError`
    when either side has no such stage (a stage the target lacks, or a compile that failed first),
    and :class:`~ir_explorer.core.errors.ToolError` when SASS is asked for and ``nvdisasm`` is missing.
    """
    from ir_explorer.capture.disassemble import with_sass
    from ir_explorer.engines.report import REPORT_STAGES  # deferred: the reports are needed only for the summary
    from ir_explorer.engines.report_cache import stored_metrics

    if stage == "sass":
        a, b = with_sass(a, store), with_sass(b, store)
    left, right = a.stage(stage).text(), b.stage(stage).text()
    stages = [s for s in REPORT_STAGES if s != "sass" or stage == "sass"]
    metrics_a, metrics_b = stored_metrics(a, store, stages), stored_metrics(b, store, stages)  # kept reports'
    # each side names the release that compiled it, whether or not they differ (issue 24: a diff of another
    # release's IR read as the installed one's)
    names = [f"{label(c)} (Triton {c.triton_version})" for c in (a, b)]
    return diff_stage_texts(left, right, stage, names[0], names[1], metrics_a, metrics_b, options, pair_layouts,
                            amd_sides(a, b))


def amd_sides(a: Compilation, b: Compilation) -> tuple[bool, bool]:
    """Whether each of two compilations is for an AMD target (the ``amd`` of :func:`semantic_summary`)."""
    return (not a.target.is_nvidia, not b.target.is_nvidia)
