"""Narrow shared-memory accesses (under 32 bits per lane) grouped by the Python line their code carries, each group
with the causes the IR shows for it (trial 10c M2, 10a M1, 10d M1).

A stage's narrow instructions (:func:`~ir_explorer.analyses.shared_memory.movement.movement`) are grouped by the
``(file, line)`` of their ``.loc`` (PTX ``.loc``, SASS through the PTX, AMDGCN ``.loc``; the source map of
:mod:`ir_explorer.ir.sourcemap`). A group is attributed only to the IR ops of that same Python line (the TTGIR's
``loc``): the one cause of a whole finding used to be named for instructions of another line (10c: 64 of 128
``ds_write_b16`` write the transposed K tile at line 85, from its stored-from layout, not V's ``vec = 1`` buffer of
line 28). A group at the kernel's ``def`` line (the ``tt.func``'s own ``loc``) is code no op of the kernel body
carries: Triton's and ptxas's own code (the worker warps' dispatch of ``ttg.warp_specialize``, which reads one byte
of shared memory and branches on it with ``brx.idx``; ptxas's ``tcgen05.alloc`` code, a byte store). A group whose
line shows no cause says that the cause is not known.

Each group is a set of claims ``group<i>/…`` (rule ``narrow-group``): its Python file and line, its count of each
instruction (about its lines), whether it is the kernel's ``def`` line, and the causes (``cause<j>``) it is
attributed to. This module holds the causes' common shape (:class:`Cause`) and the two kinds that need no shared
layout: the warp-specialize dispatch (rule ``narrow-dispatch``) and a ``ttg.local_load`` into a dot operand whose
``kWidth`` × element bits is under 32 (rule ``narrow-dot-load``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from ir_explorer.analyses.findings import AnalysisInput, Claim, Fact, Ref, render
from ir_explorer.analyses.shared_memory.movement import Movement
from ir_explorer.ir.layouts import DotOperandLayout
from ir_explorer.ir.mlir_model import IRModule


@dataclass(frozen=True)
class Cause:
    """One cause of narrow shared-memory accesses: a sentence, ``template`` rendered from ``claims`` (keys
    ``cause<i>/…``, :mod:`ir_explorer.engines.rules.shared_instructions` re-derives each), and the IR facts it rests
    on (each fact's ``claim`` is the rendered sentence, :attr:`text`)."""

    template: str
    claims: tuple[Claim, ...]
    facts: tuple[Fact, ...]

    @property
    def text(self) -> str:
        """The sentence the claims render."""
        return render(self.template, self.claims)


def make_cause(template: str, claims: Sequence[Claim], facts: Iterable[tuple[str, int, str]]) -> Cause:
    """A :class:`Cause` whose facts ``(stage, line, text)`` each back its rendered sentence."""
    text = render(template, claims)
    return Cause(template, tuple(claims), tuple(Fact(stage, line, held, text) for stage, line, held in facts))


#: A Python location as the groups compare them: ``(file name without its folder, line)``.
Where = tuple[str, int]


def where(loc: tuple[str | None, int | None]) -> Where | None:
    """``(file name, line)`` of a source-map location, or ``None`` when it has none."""
    file, line = loc
    return (str(file).rsplit("/", 1)[-1], line) if file is not None and line is not None else None


@dataclass(frozen=True)
class Group:
    """The narrow instructions of one Python line: ``at`` (``None``: no ``.loc``), ``lines`` (instruction →
    its stage lines), and whether ``at`` is the kernel's ``def`` line (:func:`kernel_line`)."""

    at: Where | None
    lines: Mapping[str, tuple[int, ...]]
    kernel: bool
    via: Where | None = None
    """A SASS group's PTX twin: the Python line of the PTX group of the same instructions (:func:`signature`) whose
    causes it takes, where the SASS line table put them at another line (trial 12b F2: an inline-asm block's
    ``.loc`` moved 32 ``STS.U8`` from the V store's line 55 to line 59); ``None`` otherwise."""


# e.g. STS.U8 · LDS.U16 · st.shared 8-bit · ld.shared 16-bit
_WIDTH = re.compile(r"^(?:(?P<sass>LDS|STS)\.(?:U|S)?(?P<sbits>\d+)\b|(?P<ptx>ld|st)\.shared (?P<pbits>\d+)-bit$)")


def signature(lines: Mapping[str, Sequence[int]]) -> tuple[tuple[str, int, int], ...] | None:
    """A group's narrow instructions as ``(direction "ld"/"st", bits per lane, count)``, sorted, so that a SASS group
    and a PTX group of the same accesses compare equal (``STS.U8`` ×32 and ``st.shared 8-bit`` ×32); ``None`` when
    an instruction's width is not read from its name."""
    out: dict[tuple[str, int], int] = {}
    for key, lns in lines.items():
        m = _WIDTH.match(key)
        if m is None:
            return None
        d = (m.group("sass") or m.group("ptx") or "")[:2].lower()
        bits = int(m.group("sbits") or m.group("pbits"))
        out[(d, bits)] = out.get((d, bits), 0) + len(lns)
    return tuple(sorted((d, b, n) for (d, b), n in out.items()))


def kernel_line(inp: AnalysisInput) -> Where | None:
    """The Python location of the TTGIR's ``tt.func`` (its ``loc``: the kernel's ``def`` line), or ``None``."""
    if "ttgir" not in inp.stages:
        return None
    func = next((op for op in inp.model("ttgir").printed_ops if op.name == "tt.func"), None)
    return where(inp.python_location("ttgir", func.line)) if func is not None else None


def groups(inp: AnalysisInput, mv: Movement) -> list[Group]:
    """``mv``'s narrow instructions grouped by the Python location of each line (the stage's source map), in
    order of their first stage line."""
    kernel = kernel_line(inp)
    by: dict[Where | None, dict[str, list[int]]] = {}
    first: dict[Where | None, int] = {}
    for key in mv.narrow:
        for ln in mv.lines.get(key, ()):
            at = where(inp.python_location(mv.stage, ln))
            by.setdefault(at, {}).setdefault(key, []).append(ln)
            first[at] = min(first.get(at, ln), ln)
    return [Group(at, {k: tuple(v) for k, v in sorted(by[at].items())}, at is not None and at == kernel)
            for at in sorted(by, key=lambda a: first[a])]


#: Ops whose operands' ``ttg.local_load``s are lowered where the op is: the loads of a dot's operands carry the
#: dot's Python line in the PTX (an int8 ``tl.dot`` on sm_80: 64 ``ld.shared.b8`` at the dot's line, the loads'
#: TTGIR ``loc`` that of the ``tl.load`` line).
DOT_OPS = ("tt.dot", "tt.dot_scaled", "ttng.warp_group_dot")


def ops_at(inp: AnalysisInput, module: IRModule, at: Where) -> list[int]:
    """The TTGIR lines of ``module``'s ops whose ``loc`` is the Python location ``at``, and of the
    ``ttg.local_load``s that feed a dot of those (:data:`DOT_OPS`)."""
    own = [op for op in module.printed_ops if where(inp.python_location("ttgir", op.line)) == at]
    feeding = [src.line for op in own if op.name in DOT_OPS for k in op.operand_keys if k
               and (src := module.defining_op(k)) is not None and src.name == "ttg.local_load"]
    return sorted({op.line for op in own} | set(feeding))


# e.g. 	ld.shared.b8 	%r16, [%r17+98528];
_LD_BYTE = re.compile(r"^\s*(?:@!?%\w+\s+)?ld\.shared(?:::cta)?\.[bsu]8\s+(?P<reg>%\w+),")
# e.g. 	brx.idx 	%r16, JTI0_0;
_BRX = re.compile(r"^\s*(?:@!?%\w+\s+)?brx\.idx\s+(?P<reg>%\w+),")
# e.g. 	setp.eq.b16 	%p2, %rs1, 0;        (sm_120: the partition switch as a chain of compares and branches)
_SETP_EQ = re.compile(r"^\s*setp\.eq\.[bsu]\d+\s+%\w+,\s*(?P<reg>%\w+),\s*\d+;")
# e.g.     %off_k:3 = ttg.warp_specialize(%b_34, %b, %a, …) attributes {requestedRegisters = array<i32: 24, 24>}
_WARP_SPECIALIZE = re.compile(r"\bttg\.warp_specialize\(")


def dispatch_loads(ptx: str) -> list[tuple[int, int]]:
    """``(load line, branch line)`` of each PTX 8-bit shared load whose destination register is the index of a
    ``brx.idx``, or the first operand of a ``setp.eq`` compare with a constant (the switch as a chain of compares and
    branches: sm_120, trial 12d F1), within the next 8 lines: the worker warps of ``ttg.warp_specialize`` read their
    warp group's state byte and jump to their partition (Triton's ``WarpSpecializeOp`` lowering)."""
    lines = ptx.splitlines()
    out = []
    for n, text in enumerate(lines, 1):
        m = _LD_BYTE.match(text)
        if m is None:
            continue
        jump = next((k for k in range(n + 1, min(n + 9, len(lines) + 1))
                     if (b := _BRX.match(lines[k - 1]) or _SETP_EQ.match(lines[k - 1]))
                     and b.group("reg") == m.group("reg")), None)
        if jump is not None:
            out.append((n, jump))
    return out


def dispatch_cause(inp: AnalysisInput, k: str) -> Cause | None:
    """The worker warps' dispatch of ``ttg.warp_specialize`` as a cause of narrow reads at the kernel's ``def``
    line: the TTGIR has a ``ttg.warp_specialize`` and the PTX (captured) an 8-bit shared load whose value indexes a
    ``brx.idx`` (:func:`dispatch_loads`). Claims ``k/warp_specialize`` (its TTGIR line), ``k/load`` and
    ``k/branch`` (the PTX lines of the first such pair; rule ``narrow-dispatch``). ``None`` when either is absent."""
    ptx, ttgir = inp.stages.get("ptx"), inp.stages.get("ttgir", "")
    ws = next((n for n, ln in enumerate(ttgir.splitlines(), 1) if _WARP_SPECIALIZE.search(ln)), None)
    pairs = dispatch_loads(ptx) if ptx is not None else []
    if ws is None or not pairs:
        return None
    load, branch = pairs[0]
    jump = "brx.idx" if _BRX.match(ptx.splitlines()[branch - 1]) else "setp.eq"  # type: ignore[union-attr]
    claims = [Claim(f"{k}/warp_specialize", ws, "line", "narrow-dispatch", (Ref("ttgir", ws, "ttg.warp_specialize"),)),
              Claim(f"{k}/load", load, "line", "narrow-dispatch", (Ref("ptx", load, "ld.shared"),)),
              Claim(f"{k}/branch", branch, "line", "narrow-dispatch", (Ref("ptx", branch, jump),))]
    how = (f"with brx.idx (ptx:{{{k}/branch}})" if jump == "brx.idx" else
           f"by a chain of setp.eq compares and branches (the first at ptx:{{{k}/branch}})")
    return make_cause(
        f"Triton's code for the worker warps of ttg.warp_specialize (ttgir:{{{k}/warp_specialize}}): each reads "
        f"its warp group's state byte (ptx:{{{k}/load}}) and jumps to its partition {how}, once per warp", claims,
        [("ttgir", ws, "ttg.warp_specialize"), ("ptx", load, "ld.shared"), ("ptx", branch, jump)])


def dot_load_causes(inp: AnalysisInput, lines: Sequence[int], k: Callable[[int], str]) -> list[Cause]:
    """The ``ttg.local_load``s at TTGIR ``lines`` into a ``#ttg.dot_op`` whose ``kWidth`` × element bits is under
    32: each lane reads ``kWidth`` contiguous elements along K at a time (an i8 or fp4 operand of ``kWidth`` 1 or
    2). Claims ``k(i)/op``, ``/line``, ``/k_width``, ``/element_bits`` (rule ``narrow-dot-load``)."""
    module = inp.model("ttgir")
    out: list[Cause] = []
    for line in lines:
        op = module.by_line.get(line)
        if op is None or op.name != "ttg.local_load" or not op.result_keys:
            continue
        t = module.type_of(op.result_keys[0])
        if t is None or not isinstance(t.layout, DotOperandLayout) or not t.layout.k_width or not t.element_bits \
                or t.layout.k_width * t.element_bits >= 32:
            continue
        key = k(len(out))
        ref = (Ref("ttgir", line, "ttg.local_load"),)
        claims = [Claim(f"{key}/op", "ttg.local_load", "op", "narrow-dot-load", ref),
                  Claim(f"{key}/line", line, "line", "narrow-dot-load", ref),
                  Claim(f"{key}/k_width", t.layout.k_width, "elements", "narrow-dot-load", ref),
                  Claim(f"{key}/element_bits", t.element_bits, "bits", "narrow-dot-load", ref)]
        out.append(make_cause(f"{{{key}/op}} at ttgir:{{{key}/line}} reads a dot operand of kWidth = {{{key}/k_width}}"
                              f" {{{key}/element_bits}}-bit elements: {{{key}/k_width}} × {{{key}/element_bits}} "
                              "bits per lane and read", claims, [("ttgir", line, "ttg.local_load")]))
    return out


def own_chains(inp: AnalysisInput, stage: str) -> tuple[tuple[Where, ...], ...]:
    """Each line's full location chain in ``stage`` (innermost frame first, files without their folder;
    :func:`ir_explorer.ir.sourcemap.source_chains`, SASS through the PTX): ``()`` for a line with none."""
    from ir_explorer.ir.sourcemap import source_chains  # here: only the narrow groups of several ops need it

    text = inp.stages.get(stage)
    if text is None:
        return ()
    return tuple(tuple((str(f).rsplit("/", 1)[-1], ln) for f, ln in chain)
                 for chain in source_chains(stage, text, inp.stages.get("ptx") if stage == "sass" else None))


def split_by_chain(inp: AnalysisInput, stage: str, stage_lines: Sequence[int], op_lines: Sequence[int]
                   ) -> dict[int, int] | None:
    """How many of ``stage_lines`` (narrow instructions of one Python line) carry, as their full location chain,
    each TTGIR op's own (``op_lines``): an op's lowered code carries its ``loc`` in the PTX (``.loc … inlined_at``),
    so a ``tt.reduce`` from ``tl.sum`` (``standard.py:314`` called at the line) and a ``ttg.convert_layout`` of the
    line itself (the line alone) are told apart though they share the Python line (trial 11a M2). ``None`` when the
    split is not derivable: two of the ops carry the same chain, one carries none, or no line carries any."""
    ttgir, code = own_chains(inp, "ttgir"), own_chains(inp, stage)
    chains = {ln: ttgir[ln - 1] if 0 < ln <= len(ttgir) else () for ln in op_lines}
    if any(not c for c in chains.values()) or len(set(chains.values())) != len(chains):
        return None
    counts = {ln: sum(1 for n in stage_lines if 0 < n <= len(code) and code[n - 1] == c) for ln, c in chains.items()}
    return counts if any(counts.values()) else None


# e.g. $L__BB0_13:        .L_x_28:        .LBB0_3:
_ASM_LABEL = re.compile(r"^\s*(?P<name>[$.\w]+):\s*(?:(?://|;).*)?$")
# e.g. 	bra.uni 	$L__BB0_24;      /*5e10*/ @!P5 BRA `(.L_x_25) ;      s_cbranch_scc1 .LBB0_3
_ASM_JUMP = re.compile(r"(?:\bbra(?:\.uni)?\s+(?P<ptx>[$.\w]+)\s*;|\bBRA\b[^`;]*`\((?P<sass>[$.\w]+)\)"
                       r"|\bs_c?branch\w*\s+(?P<amd>[$.\w]+))")


def loop_depths(text: str) -> list[int]:
    """Each line's loop depth in PTX, SASS or AMDGCN ``text`` (index ``i``: line ``i + 1``): how many of its loops
    hold it, a loop being the lines from a label to the last branch back to it below (``bra``, ``BRA `(label)``,
    ``s_branch``/``s_cbranch_*``)."""
    lines = text.splitlines()
    at = {m["name"]: n for n, ln in enumerate(lines, 1) if (m := _ASM_LABEL.match(ln))}
    ends: dict[int, int] = {}  # a label's line → the last branch back to it (one loop, however many branches)
    for n, ln in enumerate(lines, 1):
        m = _ASM_JUMP.search(ln)
        target = at.get(next((g for g in m.groups() if g), "")) if m else None
        if target is not None and target < n:
            ends[target] = n
    depth = [0] * (len(lines) + 1)
    for target, end in ends.items():
        for k in range(target, end + 1):
            depth[k] += 1
    return depth[1:]


def split_by_loop(stage_text: str, stage_lines: Sequence[int], op_depths: Mapping[int, int]
                  ) -> dict[int, tuple[int, ...]] | None:
    """The narrow instructions ``stage_lines`` of one Python line, split between the copies of one TTGIR op there
    (``op_depths``: each copy's line → how many loops hold it, e.g. the pipeliner's prologue copy at 0 and the
    loop's at 1; trial 11b M2): the copy at the ``i``-th smallest TTGIR depth gets the lines at the ``i``-th smallest
    loop depth of the stage (:func:`loop_depths`). ``None`` when fewer than two copies, two at one depth, or the
    lines' depths are not as many as the copies'."""
    if len(op_depths) < 2 or len(set(op_depths.values())) != len(op_depths):
        return None
    depth = loop_depths(stage_text)
    by: dict[int, list[int]] = {}
    for n in stage_lines:
        by.setdefault(depth[n - 1] if 0 < n <= len(depth) else -1, []).append(n)
    if len(by) != len(op_depths) or -1 in by:
        return None
    ops = sorted(op_depths, key=lambda ln: op_depths[ln])
    return {op: tuple(sorted(by[d])) for op, d in zip(ops, sorted(by), strict=True)}


def same_location(inp: AnalysisInput, op_lines: Sequence[int]) -> dict[int, int]:
    """``{op line: the first other of op_lines whose TTGIR location chain is the same}`` (two ``tl.sum``s on one
    line: both ``standard.py:314`` called there): their lowered code carries the same ``.loc``, so which of them
    makes which access of the line is not derivable from it."""
    chains = own_chains(inp, "ttgir")
    of = {ln: chains[ln - 1] if 0 < ln <= len(chains) else () for ln in op_lines}
    return {ln: other for ln in op_lines if of[ln]
            for other in [next((o for o in op_lines if o != ln and of[o] == of[ln]), None)] if other is not None}
