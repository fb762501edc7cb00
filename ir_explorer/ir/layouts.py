"""TTGIR layout attributes, decoded: ``#ttg.blocked``, ``#ttg.swizzled_shared``, ``#ttg.nvmma_shared``,
``#ttg.padded_shared``, ``#ttg.nvidia_mma``, ``#ttg.amd_mfma``/``amd_wmma``, ``#ttg.dot_op``, ``#ttg.slice``,
``#ttg.linear``.

The attributes and their parameters are defined in Triton's
``include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td`` (and, for the AMD and NVIDIA-only
ones, ``third_party/amd/.../TritonAMDGPUAttrDefs.td`` / ``TritonNvidiaGPUAttrDefs.td``). Triton
prints them as an MLIR dictionary inside angle brackets, e.g.::

    #blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>

The spellings are the same in Triton 3.6 and 3.9 for everything the bundled kernels produce on
``cuda:80``, ``cuda:90`` and ``hip:gfx942``; fields a version adds or drops (``CTAsPerCGA``,
``CTASplitNum``, ``CTAOrder`` appear only with more than one CTA; ``fp4Padded`` only when set;
``amd_mfma`` prints ``version`` in 3.9 and ``versionMajor``/``versionMinor`` earlier) are read
when present and kept in ``extra`` when unknown. A layout this module does not know, or cannot
parse, comes back as :class:`RawLayout` with its text: nothing here raises on bad input.

Entry points: :func:`parse_layout` (one attribute), :func:`parse_aliases` (a module's alias
table), :func:`parse_type` (``tensor<…>`` / ``!ttg.memdesc<…>``) and :func:`find_types` (every
such type in a line of IR).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

# --------------------------------------------------------------------------------------
# A small reader for MLIR attribute values: ints, bools, strings, [lists], {dicts}, #aliases
# and #dialect.name<…> attributes. Values it does not understand stay as their text.
# --------------------------------------------------------------------------------------


class _ParseError(ValueError):
    """Internal: the attribute text is not what the reader expects."""


#: Attributes Triton prints by alias reference, or inline: ``#blocked1``, ``#ttg.slice<{…}>``.
# e.g. parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 8]}>
_ATTR_NAME = re.compile(r"#[A-Za-z_][\w.$-]*")
# e.g. vec = 8 : i32   (an integer, with an optional type suffix)
_SCALAR = re.compile(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?|true|false|[A-Za-z_][\w.]*")


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in " \t\n\r":
            self.pos += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, ch: str) -> None:
        if self.peek() != ch:
            raise _ParseError(f"expected {ch!r} at {self.pos}")
        self.pos += 1

    def balanced(self, open_: str, close: str) -> str:
        """The text from an ``open_`` at the cursor to its matching ``close``, inclusive."""
        start, depth = self.pos, 0
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch == '"':
                end = self.text.find('"', self.pos + 1)
                if end < 0:
                    break
                self.pos = end
            elif ch == open_:
                depth += 1
            elif ch == close:
                depth -= 1
                if depth == 0:
                    self.pos += 1
                    return self.text[start:self.pos]
            self.pos += 1
        raise _ParseError(f"unbalanced {open_}{close} from {start}")

    def value(self) -> Any:
        ch = self.peek()
        if ch == "[":
            self.pos += 1
            items: list[Any] = []
            if self.peek() == "]":
                self.pos += 1
                return items
            while True:
                items.append(self.value())
                if self.peek() == ",":
                    self.pos += 1
                    continue
                self.expect("]")
                return items
        if ch == "{":
            return self.dict()
        if ch == '"':
            end = self.text.find('"', self.pos + 1)
            if end < 0:
                raise _ParseError("unterminated string")
            s = self.text[self.pos + 1:end]
            self.pos = end + 1
            return s
        if ch == "#":
            m = _ATTR_NAME.match(self.text, self.pos)
            if not m:
                raise _ParseError(f"bad attribute at {self.pos}")
            self.pos = m.end()
            if self.pos < len(self.text) and self.text[self.pos] == "<":
                self.pos += len(self.balanced("<", ">"))
            return _AttrRef(self.text[m.start():self.pos])
        m = _SCALAR.match(self.text, self.pos)
        if not m:
            raise _ParseError(f"unexpected {ch!r} at {self.pos}")
        self.pos = m.end()
        word = m.group()
        if self.peek() == ":":  # a typed integer: 8 : i32
            self.pos += 1
            self.skip()
            t = _SCALAR.match(self.text, self.pos)
            if t:
                self.pos = t.end()
        if word in ("true", "false"):
            return word == "true"
        try:
            return int(word)
        except ValueError:
            try:
                return float(word)
            except ValueError:
                return word

    def dict(self) -> dict[str, Any]:
        self.expect("{")
        out: dict[str, Any] = {}
        if self.peek() == "}":
            self.pos += 1
            return out
        while True:
            self.skip()
            m = re.compile(r'"[^"]*"|[\w.$-]+').match(self.text, self.pos)
            if not m:
                raise _ParseError(f"expected a key at {self.pos}")
            key = m.group().strip('"')
            self.pos = m.end()
            if self.peek() == "=":
                self.pos += 1
                out[key] = self.value()
            else:  # a unit attribute: {mutable}
                out[key] = True
            if self.peek() == ",":
                self.pos += 1
                continue
            self.expect("}")
            return out


@dataclass(frozen=True)
class _AttrRef:
    """An attribute met inside another one: an alias (``#mma``) or inline text (``#ttg.slice<…>``)."""

    text: str


# --------------------------------------------------------------------------------------
# The layouts
# --------------------------------------------------------------------------------------

Ints = tuple[int, ...]


def _fmt(v: Ints) -> str:
    return "[" + ",".join(str(x) for x in v) + "]"


@dataclass(frozen=True)
class BlockedLayout:
    """``#ttg.blocked``: each thread holds ``sizePerThread`` contiguous elements per dimension;
    ``threadsPerWarp`` and ``warpsPerCTA`` tile them; ``order`` lists dimensions fastest first
    (``order[0]`` is the contiguous one). ``TritonGPUAttrDefs.td``: ``BlockedEncodingAttr``."""

    size_per_thread: Ints
    threads_per_warp: Ints
    warps_per_cta: Ints
    order: Ints
    ctas_per_cga: Ints | None = None
    cta_split_num: Ints | None = None
    cta_order: Ints | None = None
    raw: str = ""
    kind = "blocked"

    def contiguous_elements(self) -> int:
        """Elements one thread holds back to back along the contiguous dimension ``order[0]``."""
        return self.size_per_thread[self.order[0]] if self.order and self.size_per_thread else 1

    def describe(self) -> str:
        """``blocked sizePerThread=[1,8] threadsPerWarp=[4,8] warpsPerCTA=[4,1] order=[1,0]``."""
        text = (f"blocked sizePerThread={_fmt(self.size_per_thread)} threadsPerWarp={_fmt(self.threads_per_warp)}"
                f" warpsPerCTA={_fmt(self.warps_per_cta)} order={_fmt(self.order)}")
        if self.ctas_per_cga and any(c != 1 for c in self.ctas_per_cga):
            text += f" CTAsPerCGA={_fmt(self.ctas_per_cga)}"
        return text


@dataclass(frozen=True)
class SwizzledSharedLayout:
    """``#ttg.swizzled_shared`` (and AMD's ``#ttg.amd_rotating_shared``): shared memory where
    each row's ``vec``-element chunks are XOR-permuted by the row's phase,
    ``phase = (row / perPhase) % maxPhase``, so that column accesses hit different banks
    (``TritonGPUAttrDefs.td``: ``SwizzledSharedEncodingAttr``; the rotating variant also
    rotates the phase per block of rows, ``AMDRotatingSharedEncodingAttr``)."""

    vec: int
    per_phase: int
    max_phase: int
    order: Ints
    rotating: bool = False
    raw: str = ""

    @property
    def kind(self) -> str:
        return "amd_rotating_shared" if self.rotating else "swizzled_shared"

    def describe(self) -> str:
        """``swizzled_shared vec=8 perPhase=1 maxPhase=8 order=[1,0]`` (``maxPhase=1``: unswizzled)."""
        text = (f"{self.kind} vec={self.vec} perPhase={self.per_phase} maxPhase={self.max_phase}"
                f" order={_fmt(self.order)}")
        return text + (" (no swizzle)" if self.max_phase <= 1 else "")


@dataclass(frozen=True)
class NVMMASharedLayout:
    """``#ttg.nvmma_shared``: the shared-memory layout wgmma/tcgen05 and TMA read and write,
    rows of ``swizzlingByteWidth`` bytes (0, 32, 64 or 128) whose 16-byte chunks are XOR-swizzled
    by the row index (``TritonGPUAttrDefs.td``: ``NVMMASharedEncodingAttr``; PTX ISA
    "Shared memory matrix layout" / "Tensor swizzling modes" of wgmma and cp.async.bulk.tensor).
    ``transposed`` means the contiguous dimension is dim 0 instead of the last one."""

    swizzling_byte_width: int
    transposed: bool
    element_bit_width: int
    fp4_padded: bool = False
    raw: str = ""
    kind = "nvmma_shared"

    def describe(self) -> str:
        """``nvmma_shared swizzle=128B transposed=false elementBitWidth=16``."""
        text = (f"nvmma_shared swizzle={self.swizzling_byte_width}B transposed={str(self.transposed).lower()}"
                f" elementBitWidth={self.element_bit_width}")
        return text + (" fp4Padded" if self.fp4_padded else "")


@dataclass(frozen=True)
class PaddedSharedLayout:
    """``#ttg.padded_shared<[512:+16] {offset = [[0, 1], …], block = []}>`` or ``<[32:+4] {order = [1, 0],
    shape = [64, 64]}>``: shared memory where, for each ``interval:+padding`` pair, ``padding`` unused elements
    follow every ``interval`` elements (so rows that would hit the same banks are shifted); which element sits
    at each linear offset is given by the ``offset`` bases, or, in the short form, by ``order`` (identity,
    ``order[0]`` fastest) (``TritonGPUAttrDefs.td``: ``PaddedSharedEncodingAttr``)."""

    intervals: tuple[tuple[int, int], ...]
    offset_bases: tuple[Ints, ...] | None
    order: Ints | None
    raw: str = ""
    kind = "padded_shared"

    def padded_elements(self, numel: int) -> int:
        """Elements an allocation of ``numel`` elements takes with its padding, as Triton sizes it
        (``PaddedSharedEncodingAttr::getPaddedSize``, lib/Dialect/TritonGPU/IR/Dialect.cpp): ``padding`` per whole
        ``interval`` of ``numel``, less one ``padding`` when ``numel`` is a multiple of ``interval`` ("no need for
        padding after the last element"). Triton applies it to the allocation's whole shape, buffers included."""
        total = numel
        for interval, pad in self.intervals:
            if interval > 0:
                total += (numel // interval) * pad - (pad if numel % interval == 0 else 0)
        return total

    def describe(self) -> str:
        """``padded_shared +16 every 512 elements, offset bases 14`` or ``… order=[1,0]``."""
        pads = ", ".join(f"+{pad} every {i}" for i, pad in self.intervals)
        where = f"order={_fmt(self.order)}" if self.order is not None else \
            f"offset bases {len(self.offset_bases or ())}"
        return f"padded_shared {pads} elements, {where}"


# e.g. [512:+16] {offset = [[0, 1], [0, 2]], block = []}      e.g. [32:+4, 64:+8] {order = [1, 0], shape = [64, 64]}
_PADDED = re.compile(r"^\[(?P<pairs>[\d:+,\s]*)\]\s*(?P<dict>\{.*\})$", re.DOTALL)


def _padded(body: str, raw: str) -> PaddedSharedLayout:
    m = _PADDED.match(body.strip())
    if not m:
        raise _ParseError("not a padded_shared body")
    pairs = []
    for item in m.group("pairs").split(","):
        interval, _, pad = item.strip().partition(":+")
        pairs.append((int(interval), int(pad)))
    r = _Reader(m.group("dict"))
    f = r.dict()
    bases = tuple(_ints(b) for b in f["offset"]) if isinstance(f.get("offset"), list) else None
    return PaddedSharedLayout(tuple(pairs), bases, _opt_ints(f, "order"), raw)


@dataclass(frozen=True)
class NvidiaMmaLayout:
    """``#ttg.nvidia_mma``: the accumulator layout of tensor-core dots. ``versionMajor`` 2 is
    mma.sync (sm_80+), 3 is wgmma (sm_90), 5 is tcgen05 (sm_100); ``instrShape`` is [M, N] (v2) or
    [M, N, K] (v3) of one instruction (``TritonGPUAttrDefs.td``: ``NvidiaMmaEncodingAttr``)."""

    version_major: int
    version_minor: int
    warps_per_cta: Ints
    instr_shape: Ints
    raw: str = ""
    kind = "nvidia_mma"

    def instruction(self) -> str:
        """``mma.sync`` / ``wgmma`` / ``tcgen05`` / ``mma v<N>``."""
        return {2: "mma.sync", 3: "wgmma", 5: "tcgen05"}.get(self.version_major, f"mma v{self.version_major}")

    def describe(self) -> str:
        """``nvidia_mma v3 (wgmma) instrShape=[16,128,16] warpsPerCTA=[8,1]``."""
        return (f"nvidia_mma v{self.version_major} ({self.instruction()}) instrShape={_fmt(self.instr_shape)}"
                f" warpsPerCTA={_fmt(self.warps_per_cta)}")


@dataclass(frozen=True)
class AmdMmaLayout:
    """``#ttg.amd_mfma`` (CDNA matrix cores) or ``#ttg.amd_wmma`` (RDNA), with ``version``,
    ``warpsPerCTA``, ``instrShape`` ([M, N] or [M, N, K]) and whether the result is transposed
    (``TritonGPUAttrDefs.td``: ``AMDMfmaEncodingAttr``, ``AMDWmmaEncodingAttr``)."""

    kind: str  # "amd_mfma" | "amd_wmma"
    version: int
    warps_per_cta: Ints
    instr_shape: Ints
    transposed: bool
    raw: str = ""

    def describe(self) -> str:
        """``amd_mfma v3 instrShape=[32,32,8] warpsPerCTA=[2,4] transposed``."""
        shape = f" instrShape={_fmt(self.instr_shape)}" if self.instr_shape else ""  # 3.9's amd_wmma prints none
        text = f"{self.kind} v{self.version}{shape} warpsPerCTA={_fmt(self.warps_per_cta)}"
        return text + (" transposed" if self.transposed else "")


@dataclass(frozen=True)
class DotOperandLayout:
    """``#ttg.dot_op``: operand ``opIdx`` (0 = A, 1 = B) of a dot whose result has layout
    ``parent``; ``kWidth`` elements along K are held contiguously per thread
    (``TritonGPUAttrDefs.td``: ``DotOperandEncodingAttr``)."""

    op_idx: int
    parent: Layout
    k_width: int | None
    raw: str = ""
    kind = "dot_op"

    def describe(self) -> str:
        """``dot_op opIdx=0 kWidth=8 of nvidia_mma v2 (mma.sync) …``."""
        kw = f" kWidth={self.k_width}" if self.k_width is not None else ""
        return f"dot_op opIdx={self.op_idx}{kw} of {self.parent.describe()}"


@dataclass(frozen=True)
class SliceLayout:
    """``#ttg.slice``: ``parent`` with dimension ``dim`` removed (what ``tl.arange`` feeding an
    ``expand_dims`` gets; ``TritonGPUAttrDefs.td``: ``SliceEncodingAttr``)."""

    dim: int
    parent: Layout
    raw: str = ""
    kind = "slice"

    def describe(self) -> str:
        """``slice dim=1 of blocked …``; of a ``#ttg.linear`` parent, its bases said as the parent's: ``slice dim=1 of
        linear (the parent holds 2 elements per thread (register/lane/warp bases 1/5/3); its lane bases 0, 1 and 2
        are zero (broadcast))``: the slice removes a dimension from every basis, so its own thread count and zero
        bases differ (trial 14d M2: "slice dim=1 of linear: 32 elements per thread" of a 64-element slice that holds
        1 per thread)."""
        parent = self.parent.describe()
        if isinstance(self.parent, RawLayout) and self.parent.name == "linear" and parent.startswith("linear: "):
            said = parent[len("linear: "):].replace("; lane", "; its lane").replace("; warp", "; its warp")
            return f"slice dim={self.dim} of linear (the parent holds {said})"
        return f"slice dim={self.dim} of {parent}"


@dataclass(frozen=True)
class SharedMemorySpace:
    """``#ttg.shared_memory``: the memory space of a ``!ttg.memdesc`` (not a layout)."""

    raw: str = "#ttg.shared_memory"
    kind = "shared_memory"

    def describe(self) -> str:
        """``shared_memory``."""
        return "shared_memory"


@dataclass(frozen=True)
class RawLayout:
    """A layout kept as text: ``#ttg.linear`` (its register/lane/warp bases in ``fields``; decoded for a
    tensor by :mod:`ir_explorer.ir.linear_layout`), or one this module does
    not decode (``#ttng.tensor_memory_encoding`` …), or one that did not
    parse. ``name`` is the attribute's name without ``#`` and dialect (``linear``)."""

    name: str
    raw: str
    fields: Mapping[str, Any] | None = None

    @property
    def kind(self) -> str:
        return self.name

    def describe(self) -> str:
        """``#ttg.linear``: its bases decoded (:func:`linear_summary`); another layout: its text when it is
        short, else its name and "(see IR)"."""
        if self.name == "linear" and (summary := linear_summary(self.fields or {})) is not None:
            return summary
        return self.raw if len(self.raw) <= 120 else f"{self.name} (see IR)"


def linear_summary(fields: Mapping[str, Any]) -> str | None:
    """What the bases of a ``#ttg.linear`` say whatever the tensor: ``linear: 8 elements per thread
    (register/lane/warp bases 3/5/2); lane bases 3 and 4 are zero (broadcast)``. A thread holds ``2**len(register)``
    elements; a zero lane (warp) basis means lanes (warps) that differ in that bit hold the same elements;
    all lane and warp bases zero: every thread holds the whole tensor (``LinearLayout.h``;
    ``TritonGPUAttrDefs.td``: ``LinearEncodingAttr``). ``None`` when the fields are not lists of bases."""
    counts, zero = [], {}
    for dim in ("register", "lane", "warp"):
        bases = fields.get(dim, [])
        if not isinstance(bases, list) or not all(isinstance(b, list) for b in bases):
            return None
        counts.append(len(bases))
        zero[dim] = [i for i, b in enumerate(bases) if not any(b)]
    regs = 1 << counts[0]
    text = (f"linear: {regs} element{'s' if regs != 1 else ''} per thread "
            f"(register/lane/warp bases {counts[0]}/{counts[1]}/{counts[2]})")
    if len(zero["lane"]) == counts[1] and len(zero["warp"]) == counts[2] and counts[1] + counts[2]:
        return text + "; all lane and warp bases zero: replicated (every thread holds the whole tensor)"
    for dim in ("lane", "warp"):
        if zero[dim]:
            # "lane base 2 is zero", not "lane bases 2 zero", which read as a count (trial 8b M3)
            which = (f"base {zero[dim][0]} is" if len(zero[dim]) == 1 else
                     f"bases {', '.join(str(i) for i in zero[dim][:-1])} and {zero[dim][-1]} are")
            text += f"; {dim} {which} zero (broadcast)"
    return text


Layout = (BlockedLayout | SwizzledSharedLayout | NVMMASharedLayout | PaddedSharedLayout | NvidiaMmaLayout
          | AmdMmaLayout | DotOperandLayout | SliceLayout | SharedMemorySpace | RawLayout)
#: Layouts of shared memory (what a ``!ttg.memdesc`` carries).
SHARED_KINDS = ("swizzled_shared", "amd_rotating_shared", "nvmma_shared", "padded_shared")


def _ints(v: Any) -> Ints:
    if isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        return tuple(v)
    raise _ParseError(f"expected a list of integers, got {v!r}")


def _opt_ints(fields: Mapping[str, Any], key: str) -> Ints | None:
    return _ints(fields[key]) if key in fields else None


def _int(v: Any) -> int:
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    raise _ParseError(f"expected an integer, got {v!r}")


# e.g. #ttg.blocked<{sizePerThread = [1, 8], …}>   → dialect "ttg", name "blocked"
_ATTR_HEAD = re.compile(r"\s*#(?:(?P<dialect>[A-Za-z_]\w*)\.)?(?P<name>[A-Za-z_][\w.$-]*)")


def parse_layout(text: str, aliases: Mapping[str, Layout] | None = None) -> Layout:
    """Decode one layout attribute, e.g. ``#ttg.blocked<{sizePerThread = [1, 8], …}>``, or an
    alias such as ``#blocked1`` looked up in ``aliases`` (from :func:`parse_aliases`).

    Never raises: an unknown attribute, an unknown alias or bad text gives a :class:`RawLayout`.
    """
    return _parse(text.strip(), aliases or {}, ())


def _parse(text: str, aliases: Mapping[str, Layout], seen: tuple[str, ...]) -> Layout:
    m = _ATTR_HEAD.match(text)
    if not m:
        return RawLayout("unknown", text)
    if m.group("dialect") is None and "<" not in text:  # an alias: #blocked1
        return aliases.get(text) or RawLayout("unknown", text)
    name = m.group("name")
    if name == "shared_memory":
        return SharedMemorySpace(text)
    body = text[m.end():].strip()
    try:
        if not (body.startswith("<") and body.endswith(">")):
            raise _ParseError("no <…> body")
        if name == "padded_shared":
            return _padded(body[1:-1], text)
        inner = _Reader(body[1:-1])
        if inner.peek() != "{":
            raise _ParseError("not a dictionary")
        fields = inner.dict()
        if inner.peek():
            raise _ParseError("trailing text")
        return _build(name, fields, text, aliases, seen)
    except (_ParseError, KeyError, IndexError, ValueError):
        return RawLayout(name, text)


def _warps_of_bases(bases: Any) -> Ints:
    """Warps per CTA along each dimension from a ``ctaLayout = {warp = [[0, 1], [0, 2], [1, 0]]}`` field (Triton
    3.9's ``amd_wmma`` prints its warps as linear-layout bases instead of ``warpsPerCTA``): each basis is a power of
    two along one dimension, so a dimension holds 2 to the number of its non-zero bases (``[2, 4]`` here). Raises
    :class:`_ParseError` for a basis that is not a list of integers with one non-zero entry."""
    if not isinstance(bases, list) or not bases:
        raise _ParseError(f"expected warp bases, got {bases!r}")
    rows = [_ints(b) for b in bases]
    rank = len(rows[0])
    counts = [0] * rank
    for row in rows:
        nonzero = [d for d, x in enumerate(row) if x]
        if len(row) != rank or len(nonzero) != 1:
            raise _ParseError(f"a warp basis with one non-zero entry expected, got {row!r}")
        counts[nonzero[0]] += 1
    return tuple(2 ** c for c in counts)


def _sub(v: Any, aliases: Mapping[str, Layout], seen: tuple[str, ...]) -> Layout:
    if not isinstance(v, _AttrRef):
        raise _ParseError(f"expected a layout, got {v!r}")
    if v.text in seen:
        raise _ParseError(f"alias cycle through {v.text}")
    return _parse(v.text, aliases, (*seen, v.text))


def _build(name: str, f: Mapping[str, Any], raw: str, aliases: Mapping[str, Layout],
           seen: tuple[str, ...]) -> Layout:
    if name == "blocked":
        return BlockedLayout(_ints(f["sizePerThread"]), _ints(f["threadsPerWarp"]), _ints(f["warpsPerCTA"]),
                             _ints(f["order"]), _opt_ints(f, "CTAsPerCGA"), _opt_ints(f, "CTASplitNum"),
                             _opt_ints(f, "CTAOrder"), raw)
    if name in ("swizzled_shared", "amd_rotating_shared"):
        return SwizzledSharedLayout(_int(f["vec"]), _int(f["perPhase"]), _int(f["maxPhase"]), _ints(f["order"]),
                                    name == "amd_rotating_shared", raw)
    if name == "nvmma_shared":
        return NVMMASharedLayout(_int(f["swizzlingByteWidth"]), bool(f.get("transposed", False)),
                                 _int(f["elementBitWidth"]), bool(f.get("fp4Padded", False)), raw)
    if name == "nvidia_mma":
        return NvidiaMmaLayout(_int(f["versionMajor"]), _int(f.get("versionMinor", 0)), _ints(f["warpsPerCTA"]),
                               _ints(f["instrShape"]), raw)
    if name in ("amd_mfma", "amd_wmma"):
        version = f.get("version", f.get("versionMajor"))
        transposed = f.get("isTransposed", f.get("isTranspose", False))
        warps = _ints(f["warpsPerCTA"]) if "warpsPerCTA" in f else _warps_of_bases(f["ctaLayout"]["warp"])
        return AmdMmaLayout(name, _int(version), warps, _ints(f.get("instrShape", [])), bool(transposed), raw)
    if name == "dot_op":
        kw = f.get("kWidth")
        return DotOperandLayout(_int(f["opIdx"]), _sub(f["parent"], aliases, seen),
                                _int(kw) if kw is not None else None, raw)
    if name == "slice":
        return SliceLayout(_int(f["dim"]), _sub(f["parent"], aliases, seen), raw)
    return RawLayout(name, raw, dict(f))


# --------------------------------------------------------------------------------------
# The module's alias table
# --------------------------------------------------------------------------------------

#: A layout alias definition at the top of a TTGIR module (``#loc`` aliases are skipped).
# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
_ALIAS_DEF = re.compile(r"^(#[A-Za-z_][\w$-]*)\s*=\s*(#\S.*?)\s*$", re.MULTILINE)


def parse_aliases(module_text: str) -> dict[str, Layout]:
    """The alias table of a TTGIR module: ``{"#blocked1": BlockedLayout(…), "#mma": …,
    "#smem": SharedMemorySpace()}``. Aliases may name other aliases (``parent = #mma``), in any
    order. ``#loc`` aliases are not layouts and are left out. Never raises."""
    texts = {m.group(1): m.group(2) for m in _ALIAS_DEF.finditer(module_text) if not m.group(2).startswith("#loc")}
    resolver = _AliasResolver(texts)
    return {name: resolver[name] for name in texts}


def alias_lines(module_text: str) -> dict[str, int]:
    """``{"#blocked1": 3, "#mma": 5, …}``: the 1-based line of each layout alias's definition (``#loc`` ones left
    out), for findings that cite a layout as evidence. Never raises."""
    return {m.group(1): module_text.count("\n", 0, m.start()) + 1 for m in _ALIAS_DEF.finditer(module_text)
            if not m.group(2).startswith("#loc")}


class _AliasResolver(Mapping[str, Layout]):
    """Parses alias definitions on first use, so ``parent = #mma`` works whatever the order."""

    def __init__(self, texts: Mapping[str, str]) -> None:
        self.texts = texts
        self.done: dict[str, Layout] = {}
        self.busy: set[str] = set()

    def __getitem__(self, key: str) -> Layout:
        if key not in self.done:
            if key not in self.texts or key in self.busy:
                raise KeyError(key)
            self.busy.add(key)
            self.done[key] = _parse(self.texts[key], self, (key,))
        return self.done[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.texts)

    def __len__(self) -> int:
        return len(self.texts)


# --------------------------------------------------------------------------------------
# Types: tensor<…> and !ttg.memdesc<…>
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TensorType:
    """A ranked ``tensor<128x64xf16, #blocked1>`` or a ``!ttg.memdesc<3x128x64xf16, #shared, #smem,
    mutable>`` (shared memory, ``kind="memdesc"``).

    ``shape`` is in elements; ``element`` is the MLIR element type (``f16``, ``!tt.ptr<f16>``);
    ``element_bits`` its width in bits (64 for pointers, 0 when unknown); ``layout`` the decoded
    encoding, or ``None`` when the type has none. ``alloc_shape`` is a memdesc's trailing
    allocation shape when Triton prints one (a subview of a bigger buffer)."""

    kind: str  # "tensor" | "memdesc"
    shape: Ints
    element: str
    element_bits: int
    layout: Layout | None
    memory_space: Layout | None = None
    mutable: bool = False
    alloc_shape: Ints | None = None
    text: str = ""

    @property
    def numel(self) -> int:
        """Elements in ``shape``."""
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def nbytes(self) -> int:
        """Bytes of ``shape`` × element width (sub-byte types rounded up to whole bytes in total)."""
        return (self.numel * self.element_bits + 7) // 8

    @property
    def alloc_nbytes(self) -> int:
        """Bytes Triton allocates for a memdesc of this type: :attr:`nbytes`, with a ``#ttg.padded_shared``
        layout's padding elements added (:meth:`PaddedSharedLayout.padded_elements`)."""
        if isinstance(self.layout, PaddedSharedLayout):
            return (self.layout.padded_elements(self.numel) * self.element_bits + 7) // 8
        return self.nbytes


# e.g. f8E4M3FN, bf16, i1, f32, f4E2M1FN
_ELEMENT_BITS = re.compile(r"^(?:[fiu]|bf|si|ui)(\d+)")


def element_bits(element: str) -> int:
    """Width in bits of an MLIR element type: ``f16`` → 16, ``bf16`` → 16, ``f8E4M3FN`` → 8,
    ``i1`` → 1, ``!tt.ptr<…>`` → 64, ``index`` → 64; 0 when unknown."""
    if element.startswith("!tt.ptr") or element == "index":
        return 64
    if element == "tf32":
        return 32
    m = _ELEMENT_BITS.match(element)
    return int(m.group(1)) if m else 0


# e.g. tensor<128x64xf16, #blocked1>   !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
_TYPE_START = re.compile(r"(?<![\w.])(tensor|!ttg\.memdesc)<")
# e.g. 3x128x64xf16   128x64x!tt.ptr<f16>   64xi32
_DIMS = re.compile(r"^((?:\d+x)*)(.+)$")


def parse_type(text: str, aliases: Mapping[str, Layout] | None = None) -> TensorType | None:
    """Decode ``tensor<128x64xf16, #blocked1>`` or ``!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>``
    (also the bare ``<128x64xf16, #shared, #smem, mutable>`` some ops print). Layout aliases are
    resolved through ``aliases``. Returns ``None`` when the text is not such a type; never raises."""
    text = text.strip()
    kind = "memdesc"
    if text.startswith("tensor<"):
        kind, body = "tensor", text[len("tensor"):]
    elif text.startswith("!ttg.memdesc<"):
        body = text[len("!ttg.memdesc"):]
    elif text.startswith("<"):
        body = text
    else:
        return None
    if not body.endswith(">"):
        return None
    parts = split_top(body[1:-1])
    if not parts:
        return None
    m = _DIMS.match(parts[0].strip())
    if not m:
        return None
    shape = tuple(int(d) for d in m.group(1).split("x") if d)
    element = m.group(2).strip()
    layout: Layout | None = None
    space: Layout | None = None
    mutable = False
    alloc: Ints | None = None
    for extra in parts[1:]:
        extra = extra.strip()
        if extra == "mutable":
            mutable = True
        elif re.fullmatch(r"\d+(?:x\d+)*", extra):
            alloc = tuple(int(d) for d in extra.split("x"))
        elif extra.startswith("#"):
            decoded = parse_layout(extra, aliases)
            if isinstance(decoded, SharedMemorySpace) or (isinstance(decoded, RawLayout) and layout is not None):
                space = decoded
            elif layout is None:
                layout = decoded
    return TensorType(kind, shape, element, element_bits(element), layout, space, mutable, alloc, text)


def split_top(text: str) -> list[str]:
    """Split on commas that are not inside <>, [], {} or () (an attribute's or an operand list's items)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "<[{(":
            depth += 1
        elif ch in ">]})":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def find_types(line: str) -> list[tuple[int, str]]:
    """Every ``tensor<…>`` and ``!ttg.memdesc<…>`` in a line of IR, as ``(offset, text)`` in order
    of appearance (balanced ``<…>``, so ``#ttg.slice<{…}>`` inside stays whole). An unbalanced
    type at the end of a cut line is left out."""
    out: list[tuple[int, str]] = []
    for m in _TYPE_START.finditer(line):
        depth = 0
        for i in range(m.end() - 1, len(line)):
            if line[i] == "<":
                depth += 1
            elif line[i] == ">":
                depth -= 1
                if depth == 0:
                    out.append((m.start(), line[m.start():i + 1]))
                    break
    return out
