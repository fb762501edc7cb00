"""Rules of the claims about the shared-memory instructions of the PTX, SASS and AMDGCN
(:mod:`ir_explorer.analyses.shared_memory`): each instruction's count and the Python lines of a traffic finding,
and the narrow (under 32 bits per lane) accesses and their causes (an op's access width, a scratch op, a shared
layout's ``vec``, a dot operand's ``kWidth``, the warp-specialize dispatch), grouped by the Python line their code
carries (``narrow-group``: recounted and regrouped by the rules' own source map; each cause of a group at its
line). Moved out of :mod:`ir_explorer.engines.rules.shared` (issue 23 item 8: modules under about 800
lines), whose module docstring says how each rule re-derives its claim; the counts are recounted from the lines of
the PTX/SASS/AMDGCN text (the opcode of each line, read apart from the analysis's patterns).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.analyses.shared_memory.allocations import WRITE_OPS
from ir_explorer.analyses.shared_memory.analysis import KEY_ESCAPES, contiguous_run
from ir_explorer.analyses.shared_memory.banks import BankEstimate
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal
from ir_explorer.engines.rules.shared import (
    _ELEM_BITS,
    _MEMDESC,
    _PTX_NARROW,
    _TYPE_ALIAS,
    _estimates,
    _is_barrier,
    _line,
    _lines,
    _misplaced,
    _model,
    _ptx_widths_by_python,
    _python,
    _split,
    _swizzle_fields,
)
from ir_explorer.ir.linear_layout import to_linear

# e.g.   /*0a30*/                   LDSM.16.MT88.4 R64, [R76+UR8+0x1000] ;      @P0 LDGSTS.E.BYPASS.128 [R1], …
_SASS_OP = re.compile(r"^\s*(?:/\*[0-9a-f]+\*/)?\s*(?:@!?U?P\w+\s+)?(?P<op>[A-Z][A-Z0-9_.]*)")
_SASS_FAMILIES = frozenset({"LDSM", "STSM", "LDGSTS", "UTMALDG", "UTMASTG", "LDS", "STS", "ATOMS"})
# e.g. 	@%p1 cp.async.cg.shared.global [ %r82 + 0 ], …     ldmatrix.sync.aligned.m8n8.x4.shared.b16 {…}, [%r5];
_PTX_OP = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<op>[a-z][\w.:]*)")
# e.g. 	ds_read_b128 v[4:7], v2 offset:1024      buffer_load_dword v1, s[0:3], 0 offen lds
_AMD_OP = re.compile(r"^\s*(?P<op>[a-z][a-z0-9_]*)")


def _ptx_instruction(line: str) -> str | None:
    """The traffic key of a PTX line (``cp.async 16B``, ``ld.shared 32-bit``, ``ldmatrix.sync…``), or ``None``."""
    m = _PTX_OP.match(line)
    op = m.group("op") if m else ""
    if op.startswith("cp.async.bulk.tensor."):
        return "cp.async.bulk.tensor (store)" if ".global.shared" in op else \
            "cp.async.bulk.tensor" if ".shared" in op else None
    if op.startswith(("cp.async.ca.shared", "cp.async.cg.shared")) and ".global" in op:
        size = re.search(r"\],\s*\[[^\]]*\],\s*(0x[0-9a-fA-F]+|\d+)", line)
        return f"cp.async {int(size.group(1), 0)}B" if size else None
    if op.startswith(("ldmatrix.sync.aligned.", "stmatrix.sync.aligned.")):
        return op
    parts = op.split(".")
    if parts[0] in ("atom", "red") and "shared" in (p.split("::")[0] for p in parts[1:]):
        # PTX ISA §9.7.13.5-6: atom{.sem}{.scope}.shared{::cta}.op{.vec}.type (tl.histogram's bins, trial 9c F2)
        vec = next((int(p[1:]) for p in parts if re.fullmatch(r"v\d", p)), 1)
        bits = re.fullmatch(r"(?:bf|[bsuf])(\d+)(x2)?", parts[-1])
        return f"{parts[0]}.shared {vec * int(bits.group(1)) * (2 if bits.group(2) else 1)}-bit" if bits else \
            f"{parts[0]}.shared"
    if len(parts) >= 3 and parts[0] in ("ld", "st") and parts[1].split("::")[0] == "shared":
        vec = next((int(p[1:]) for p in parts[2:-1] if re.fullmatch(r"v\d", p)), 1)
        bits = re.fullmatch(r"[bsuf](\d+)", parts[-1])
        return f"{parts[0]}.shared {vec * int(bits.group(1))}-bit" if bits else None
    return None


def _sass_instruction(line: str) -> str | None:
    """The traffic key of a SASS line: its opcode when it is a shared-memory one (``LDS.U16``, ``LDSM.16.M88.4``)
    that can run; ``None`` for one guarded by ``@!PT`` (never true)."""
    m = _SASS_OP.match(line)
    if m is None or m.group("op").split(".")[0] not in _SASS_FAMILIES:
        return None
    # a guard of "not true" (@!PT, @!UPT) never holds: that instruction never runs (ptxas padding)
    return None if line[:m.start("op")].replace(" ", "").endswith(("@!PT", "@!UPT")) else m.group("op")


def _amd_instruction(line: str) -> str | None:
    """The traffic key of an AMDGCN line: a ``ds_read*``/``ds_write*``/``ds_load*``/``ds_store*`` opcode, an LDS
    read-modify-write (``ds_add_u32``, ``ds_max_rtn_i32``, …; CDNA3 ISA §11), or a global/buffer load to LDS
    (``… (to LDS)``)."""
    m = _AMD_OP.match(line)
    op = m.group("op") if m else ""
    if re.match(r"ds_(?:read|write|load|store|add|sub|rsub|inc|dec|min|max|and|or|xor|cmpst|cmpswap|wrxchg)", op):
        return op
    if op.startswith("global_load_lds_") or (re.match(r"(?:buffer|global)_load_", op)
                                              and re.search(r"\blds\b", line)):
        return f"{op} (to LDS)"
    return None


_READERS = {"ptx": _ptx_instruction, "sass": _sass_instruction, "amdgcn": _amd_instruction}


def _instructions(ctx: ClaimContext, stage: str) -> dict[str, list[int]]:
    """``{traffic key: [1-based lines]}`` of a PTX/SASS/AMDGCN stage, recounted from its text."""
    return _instructions_of(stage, ctx.stages.get(stage) or "")


@lru_cache(maxsize=16)
def _instructions_of(stage: str, text: str) -> dict[str, list[int]]:
    read = _READERS.get(stage)
    out: dict[str, list[int]] = {}
    for n, ln in enumerate(_split(text), 1):
        key = read(ln) if read else None
        if key is not None:
            out.setdefault(key, []).append(n)
    return out


def _recount(claim: Claim, finding: Finding, ctx: ClaimContext) -> tuple[bool, str, str]:
    """``(ok, what the text gives, instruction)`` of a count claim ``counts/<instruction>``: its count is the lines
    of the stage holding the instruction, and its refs are those lines."""
    prefix, name = claim.key.split("/", 1)
    name = name.translate({ord(str(v)): k for k, v in KEY_ESCAPES.items()})
    lines = _instructions(ctx, finding.stage).get(name, [])
    cited = sorted({r.line for r in claim.about})
    every = [r.line for c in finding.claims if c.key.startswith(prefix + "/") for r in c.about]
    wrong = _misplaced(claim, finding, ctx, every)
    ok = claim.value == len(lines) and cited == lines and wrong is None
    return ok, f"the {finding.stage} has {len(lines)} lines of {name}" + ("" if cited == lines else
                                                                          ", not the lines cited") + (
        f"; {wrong}" if wrong else ""), name


@claim_rule("traffic-count")
def traffic_count(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A shared-memory instruction's count: the lines of the stage whose instruction it is (recounted from each
    line's opcode), which are the lines the claim cites; and the finding lists every shared-memory instruction of
    its stage (trial 9c F2: "ld.shared 32-bit ×2, st.shared 32-bit ×2" without the 32 ``atom.shared`` of the same
    Python line)."""
    ok, said, _ = _recount(claim, finding, ctx)
    listed = {c.key.split("/", 1)[1].translate({ord(str(v)): k for k, v in KEY_ESCAPES.items()})
              for c in finding.claims if c.key.startswith("counts/")}
    missing = sorted(set(_instructions(ctx, finding.stage)) - listed)
    if missing:
        return False, f"{said}; the finding leaves out {', '.join(missing)}"
    return ok, said


def _bits(stage: str, name: str) -> int | None:
    """The bits per lane of instruction ``name`` (a traffic key) of ``stage``."""
    if stage == "ptx":
        m = re.search(r" (\d+)-bit$", name)
        return int(m.group(1)) if m else None
    if stage == "sass":
        m = re.search(r"\.(?:U|S)?(8|16|32|64|128)\b", name)
        return int(m.group(1)) if m else 32
    m = re.search(r"_[bui](\d+)", name)
    return int(m.group(1)) if m else None


@claim_rule("traffic-python-lines")
def traffic_python_lines(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The ``i``-th Python line a traffic finding's accesses come from: the ``i``-th of the sorted distinct lines,
    in the finding's Python file, of the stage lines it cites (by the rules' own source map of that stage), and
    the finding lists them all."""
    locs = [_python(ctx, finding.stage, n) for n in finding.lines]
    derived = sorted({loc[1] for loc in locs if loc is not None and loc[0] == finding.python_file})
    listed = sum(1 for c in finding.claims if c.rule == "traffic-python-lines")
    i = int(claim.key.rsplit("/", 1)[-1]) if claim.key.rsplit("/", 1)[-1].isdigit() else -1
    ok = listed == len(derived) and 0 <= i < len(derived) and claim.value == derived[i]
    return ok, f"the {finding.stage} lines cited carry Python lines {derived}"


@claim_rule("narrow-count")
def narrow_count(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A narrow shared-memory instruction's count: as ``traffic-count``, and the instruction moves under 32 bits per
    lane (the width its name gives)."""
    ok, said, name = _recount(claim, finding, ctx)
    bits = _bits(finding.stage, name)
    return ok and bits is not None and bits < 32, f"{said}, {bits} bits per lane"


@claim_rule("narrow-cause")
def narrow_cause(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """Narrow accesses come from ptxas alone (``ptxas_only``) exactly when they are SASS's and the PTX, captured,
    has no shared load or store under 32 bits; when they do not, the finding puts every narrow instruction in a
    Python line's group (``group<i>/count/…``, rule ``narrow-group``; trial 10c M2 named one line's cause for all);
    ``tcgen05_alloc`` is the first PTX line allocating tensor memory."""
    ptx = ctx.stages.get("ptx")
    if claim.key == "tcgen05_alloc":
        first = next((n for n, ln in enumerate(_lines(ctx, "ptx"), 1) if "tcgen05.alloc." in ln), None)
        return equal(claim.value, first)
    if claim.key in ("byte_op", "byte_line"):
        op = _byte_store_op(_lines(ctx, "sass"))
        line = next((n for n, ln in enumerate(_lines(ctx, "ptx"), 1) if op and f"{op}." in ln), None)
        ok, said = equal(claim.value, op if claim.key == "byte_op" else line)
        return ok and [r.line for r in claim.about] == [line], f"{said} (the SASS byte store follows {op}'s code)"
    ok, said = equal(claim.value, finding.stage == "sass" and ptx is not None and not _PTX_NARROW.search(ptx))
    if ok and claim.value is False:
        # the IR's causes are stated per Python line (trial 10c M2): every narrow instruction is in a group claim
        grouped = sum(c.value for c in finding.claims if re.fullmatch(r"group\d+/count/.+", c.key)
                      and isinstance(c.value, int))
        narrow = sum(len(ns) for key, ns in _instructions(ctx, finding.stage).items()
                     if (b := _bits(finding.stage, key)) is not None and b < 32 and _plain(finding.stage, key))
        if grouped != narrow:
            return False, f"{said}; the finding attributes {grouped} of the {narrow} narrow instructions to a line"
    return ok, said


def _byte_store_op(sass: Sequence[str]) -> str | None:
    """The PTX op whose ptxas code holds the first executed ``STS.U8`` of the SASS (trial 11d F2), read backwards
    from it: ``tcgen05.relinquish_alloc_permit`` when ``UVIRTCOUNT.DEALLOC`` (its lowering on sm_100/sm_103) comes
    before it with no ``UTCATOMSWS`` (``tcgen05.alloc``'s column search) in between, ``tcgen05.alloc`` in the
    opposite case, ``None`` when neither precedes it."""
    at = next((i for i, ln in enumerate(sass) if re.search(r"\bSTS\.U8\b", ln) and "@!PT" not in ln), None)
    for ln in reversed(sass[:at] if at is not None else []):
        if "UVIRTCOUNT.DEALLOC" in ln:
            return "tcgen05.relinquish_alloc_permit"
        if "UTCATOMSWS.FIND_AND_SET" in ln:
            return "tcgen05.alloc"
    return None


def _siblings(claim: Claim, finding: Finding) -> dict[str, object]:
    """The values of the claims of one cause (``cause0/op``, ``cause0/line`` …: the claim's prefix), by last key."""
    prefix = claim.key.rsplit("/", 1)[0] + "/"
    return {c.key[len(prefix):]: c.value for c in finding.claims if c.key.startswith(prefix)}


@claim_rule("narrow-access")
def narrow_access(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A cause of narrow accesses: the op at the TTGIR ``line`` it names, which the claims cite, accesses the
    ``target`` it names in ``access_bytes`` under 4 bytes per lane, as the bank model (``bank-model``'s
    recomputation) estimates it. Where copies of that op at its Python line sit at different loop depths and the
    stage's own loops split the line's narrow instructions between them (:func:`_copies_split`; trial 11b M2: the
    pipeliner's prologue copy and the loop's), the cause says which: ``count``, citing exactly the lines of its
    copy, and ``loop_line`` (its innermost loop, 0 for none); a cause without them is refused there."""
    said = _siblings(claim, finding)
    line = said.get("line")
    if not isinstance(line, int) or [r.line for r in claim.about] != [line] and not claim.key.endswith("/count"):
        return False, f"the cause names ttgir:{line}, the claim cites {[r.line for r in claim.about]}"
    got = [est.access_bytes for t, est in _estimates(ctx).get((line, str(said.get("op"))), [])
           if t == said.get("target") and isinstance(est, BankEstimate)]
    ok = said.get("access_bytes") in got and isinstance(said.get("access_bytes"), int) \
        and said["access_bytes"] < 4  # type: ignore[operator]
    text = f"the model estimates {said.get('op')} of {said.get('target')} at ttgir:{line} in {got} bytes"
    # trial 12d F4: the widths the PTX of the op's Python line moves for its kind of access hold the model's (as
    # rule access-width): a width the PTX there does not move is refused
    where = _python(ctx, "ttgir", line)
    op = str(said.get("op"))
    kind = "async" if "async_copy" in op else "store" if op in WRITE_OPS else "load"
    moved = _ptx_widths_by_python(ctx.stages.get("ptx") or "").get(
        (Path(where[0]).name, where[1]), {}).get(kind) if where is not None else None
    if moved:
        ok = ok and said.get("access_bytes") in moved
        text += f"; the PTX of its Python line moves {sorted(moved)}"
    last = claim.key.rsplit("/", 1)[-1]
    if not ok or last not in ("line", "count", "loop_line"):
        return ok, text
    split = _copies_split(ctx, finding.stage, line, str(said.get("op")), said.get("target"), said.get("access_bytes"))
    if split is None:
        return "count" not in said, f"{text}; no copies of the op at other loop depths split its line's accesses"
    mine, loop = split.get(line, ((), 0))
    if "count" not in said:  # trial 11b M2: the prologue's local_load named for the loop copy's reads too
        other = next(n for n in split if n != line)
        return False, (f"{text}; ttgir:{other}, its copy at another loop depth, makes {len(split[other][0])} of the "
                       f"narrow {finding.stage} instructions of its line")
    if last == "count":
        return claim.value == len(mine) and sorted(r.line for r in claim.about) == list(mine), \
            f"ttgir:{line}'s copy makes {finding.stage} lines {list(mine)}"
    if last == "loop_line":
        return equal(claim.value, loop)
    return True, text


# e.g. $L__BB0_13:        .L_x_28:        .LBB0_3:
_LABEL_AT = re.compile(r"^([$.\w]+):(?:\s|$)")
# e.g. 	@%p45 bra 	$L__BB0_25;      /*5e10*/ @!P5 BRA `(.L_x_25) ;      s_cbranch_scc1 .LBB0_3
_BACK = re.compile(r"\bbra(?:\.uni)?\s+([$.\w]+)|\bBRA\b.*`\(([$.\w]+)\)|\bs_c?branch\w*\s+([$.\w]+)")


@lru_cache(maxsize=16)
def _asm_depths(text: str) -> tuple[int, ...]:
    """How many loops (a label, then a branch back to it) hold each line of PTX, SASS or AMDGCN ``text``."""
    lines = text.splitlines()
    labels = {m.group(1): n for n, ln in enumerate(lines, 1) if (m := _LABEL_AT.match(ln))}
    ends: dict[int, int] = {}  # a label's line → its last branch back to it
    for n, ln in enumerate(lines, 1):
        m = _BACK.search(ln)
        start = labels.get(next(g for g in m.groups() if g)) if m else None
        if start is not None and start < n:
            ends[start] = n
    depth = [0] * len(lines)
    for start, end in ends.items():
        for k in range(start - 1, end):
            depth[k] += 1
    return tuple(depth)


def _loops_around(lines: tuple[str, ...], line: int) -> list[int]:
    """The ``scf.for``/``scf.while`` lines around TTGIR ``line``, innermost first, by indentation."""
    out: list[int] = []
    depth = len(lines[line - 1]) - len(lines[line - 1].lstrip()) if 0 < line <= len(lines) else 0
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        indent = len(text) - len(text.lstrip())
        if text.strip() and indent < depth:
            if _LOOP_OPEN.match(text):
                out.append(n)
            depth = indent
            if indent == 0:
                break
    return out


def _copies_split(ctx: ClaimContext, stage: str, line: int, op: str, target: object, nbytes: object
                  ) -> dict[int, tuple[tuple[int, ...], int]] | None:
    """``{ttgir line: (its stage lines, its innermost loop line or 0)}`` for the copies of ``op`` (same target and
    width by the bank model) at ``line``'s Python line, at different loop depths (by indentation), when the
    stage's narrow instructions of that line, that direction and width, all fall at as many loop depths (read from
    labels and back branches): the shallowest copy gets the shallowest lines (trial 11b M2). ``None`` otherwise."""
    where = _python(ctx, "ttgir", line)
    if where is None or not isinstance(nbytes, int):
        return None
    base = (where[0].rsplit("/", 1)[-1], where[1])
    ttgir = _lines(ctx, "ttgir")
    copies = [n for (n, o), ests in _estimates(ctx).items() if o == op
              and any(t == target and isinstance(e, BankEstimate) and e.access_bytes == nbytes for t, e in ests)
              and (w := _python(ctx, "ttgir", n)) is not None and (w[0].rsplit("/", 1)[-1], w[1]) == base]
    loops = {n: _loops_around(ttgir, n) for n in copies}
    if len(copies) < 2 or len({len(v) for v in loops.values()}) != len(copies):
        return None
    write = op in ("ttg.local_store", "ttg.local_alloc")
    depth = _asm_depths(ctx.stages.get(stage) or "")
    at: dict[str, list[int]] = {}
    for key, ns in _instructions(ctx, stage).items():
        if (b := _bits(stage, key)) is None or b >= 32:
            continue
        for n in ns:
            if (w := _python(ctx, stage, n)) is not None and (w[0].rsplit("/", 1)[-1], w[1]) == base:
                at.setdefault(key, []).append(n)
    if any(_bits(stage, k) != 8 * nbytes or k.lower().startswith(("st", "ds_write")) != write for k in at):
        return None
    by: dict[int, list[int]] = {}
    for n in (n for ns in at.values() for n in ns):
        by.setdefault(depth[n - 1], []).append(n)
    if len(by) != len(copies):
        return None
    ranked = sorted(copies, key=lambda n: len(loops[n]))
    return {n: (tuple(sorted(by[d])), loops[n][0] if loops[n] else 0) for n, d in zip(ranked, sorted(by), strict=True)}


@claim_rule("narrow-once")
def narrow_once(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``once``: the narrow accesses run once per CTA (trial 8b M2): every cause names a TTGIR op (``cause<i>/line`` of
    rule ``narrow-access`` or ``narrow-store``), each op line has no ``scf.for``/``scf.while`` around it, found from the
    raw text's indentation (:func:`_in_loop`, not the analysis's scoped model), every narrow line the finding cites
    carries (its stage's ``loc``) the Python line of one of those ops, and no shared-memory op line of those Python
    lines is inside a loop (trial 11b F2: a pipeliner's peeled copy of the cause op before the loop, the other copy in
    it)."""
    named = [c for c in finding.claims if re.fullmatch(r"cause\d+/(?:line|layout|op)", c.key)]
    causes = [c.value for c in named if c.key.endswith("/line") and c.rule in ("narrow-access", "narrow-store")
              and isinstance(c.value, int)]
    if not causes or len(causes) != len({c.key.split("/")[0] for c in named}):
        return False, "not every cause names a TTGIR op line it accesses shared memory at"
    lines = _lines(ctx, "ttgir")
    looped = [ln for ln in causes if _in_loop(lines, ln)]
    if looped:
        return False, f"ttgir:{looped[0]} is inside a loop"
    where = {(w[0].rsplit("/", 1)[-1], w[1]) for ln in causes if (w := _python(ctx, "ttgir", ln)) is not None}
    stray = [n for n in finding.lines if (w := _python(ctx, finding.stage, n)) is None
             or (w[0].rsplit("/", 1)[-1], w[1]) not in where]
    if stray or len(where) == 0:
        return False, f"{finding.stage}:{stray[0] if stray else '?'} comes from no cause's Python line"
    copies = [n for n, text in enumerate(lines, 1) if _SHARED_OP.match(text) and _in_loop(lines, n)
              and (w := _python(ctx, "ttgir", n)) is not None and (w[0].rsplit("/", 1)[-1], w[1]) in where]
    if copies:  # trial 11b F2: the pipeliner's peeled copy of a cause op, the loop's copy at the same Python line
        return False, f"ttgir:{copies[0]}, a shared-memory op of a cause's Python line, is inside a loop"
    return equal(claim.value, True)


# e.g.       %matK_k_297 = ttg.local_load %matK_k_70 : !ttg.memdesc<64x64xbf16, #shared, #smem, mutable> -> …
# e.g.       %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({        ttng.tc_gen5_mma %a, %b, %acc, …
_SHARED_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?(?:ttg\.(?:local_\w+|async_copy\w*|convert_layout)|tt\.(?:reduce|scan|'
                        r'histogram|gather|atomic_\w+)|ttng\.\w+|amdg\.\w+)\b')


# e.g.       %dw:6 = scf.for %row = %row_start to %row_end_26 step %c1_i32 iter_args(…) -> (…)  : i32 {
_LOOP_OPEN = re.compile(r"^\s*(?:%[\w$.#:-]+(?:\s*,\s*%[\w$.#:-]+)*\s*=\s*)?\"?scf\.(?:for|while)\b")


def _in_loop(lines: tuple[str, ...], line: int) -> bool:
    """Whether TTGIR ``line`` is nested in an ``scf.for``/``scf.while``: walking up, each line indented less than
    the last one kept is an enclosing op (MLIR's printer indents a region's ops two spaces deeper)."""
    if not 0 < line <= len(lines):
        return True
    depth = len(lines[line - 1]) - len(lines[line - 1].lstrip())
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        if not text.strip():
            continue
        indent = len(text) - len(text.lstrip())
        if indent < depth:
            if _LOOP_OPEN.match(text):
                return True
            depth = indent
            if indent == 0:
                break
    return False


# e.g. ttg.local_store %xb_86, %xb_93 : tensor<128x32xf16, #blocked> -> !ttg.memdesc<128x32xf16, #shared, #smem, …>
# e.g. %acc_132 = ttg.local_alloc %acc_131 : (tensor<64x64xbf16, #mma>) -> !ttg.memdesc<64x64xbf16, #shared2, #smem>
#      %a_92 = ttg.local_alloc %a_91 : (tensor<64x128xf8E4M3FN, #blocked1>) -> !ttg.memdesc<64x128xf8E4M3FN, #shared, …>
_STORE_TYPES = re.compile(r"\b(?P<op>ttg\.local_store|ttg\.local_alloc) %.*: \(?tensor<(?P<shape>(?:\d+x)+)"
                          r"(?P<elem>[a-z]+\d+\w*), (?P<reg>#[\w$.-]+)>\)? -> !ttg\.memdesc<(?:\d+x)+[a-z]+\d+\w*, "
                          r"(?P<mem>#[\w$.-]+)")
# e.g. #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
_FIELD = re.compile(r"\b(?P<name>sizePerThread|order) = \[(?P<values>[\d, ]*)\]")
# e.g. #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, fp4Padded = …}>
_TRANSPOSED = re.compile(r"\btransposed = (true|false)\b")
# e.g. #shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 16, order = [1, 0]}>
_SHARED_DEF = re.compile(r"#[\w$.-]+ = #ttg\.(?:swizzled|nvmma)_shared<")


def _store_derivation(ctx: ClaimContext, line: int) -> dict[str, object] | None:
    """What the TTGIR line ``line`` shows of a ``ttg.local_store`` (or ``ttg.local_alloc`` of a value) into shared
    memory, read from its raw text and the alias definitions: ``op``, ``line``, ``element_bits`` (the tensor type's),
    ``layout`` (the register layout's alias), ``dim`` (the shared layout's fastest dimension: a swizzled layout's
    ``order[0]``, an ``nvmma_shared``'s dim 0 when ``transposed = true``, else its last), ``contiguous`` (a lane's
    run along ``dim``: a blocked layout's ``sizePerThread[dim]`` capped by the shape, any other layout decoded as a
    linear layout), ``shared`` (the memdesc's alias) and ``shared_order`` or ``shared_transposed``, with
    ``size_per_thread`` and ``order`` of a blocked register layout; ``None`` when the line holds no such op."""
    m = _STORE_TYPES.search(_line(ctx, "ttgir", line) or "")
    if m is None:
        return None
    defs = {ln.split(" = ", 1)[0]: ln for ln in _lines(ctx, "ttgir") if ln.startswith("#") and " = #ttg." in ln}
    mem_def = defs.get(m["mem"], "")
    mem_fields = {f["name"]: f["values"] for f in _FIELD.finditer(mem_def)}
    reg_fields = {f["name"]: f["values"] for f in _FIELD.finditer(defs.get(m["reg"], ""))}
    shape = [int(d) for d in m["shape"].rstrip("x").split("x")]
    nvmma = mem_def.startswith(f"{m['mem']} = #ttg.nvmma_shared<")
    transposed = _TRANSPOSED.search(mem_def) if nvmma else None
    order = [int(v) for v in mem_fields.get("order", "").split(",") if v.strip()]
    dim: int | None
    if nvmma:  # trial 12d F1: an nvmma buffer keeps dim 0 contiguous when transposed, else its last
        dim = (0 if transposed.group(1) == "true" else len(shape) - 1) if transposed and len(shape) >= 2 else None
    else:
        dim = order[0] if order else None
    run: int | None = None
    if dim is not None and dim < len(shape) and defs.get(m["reg"], "").startswith(f"{m['reg']} = #ttg.blocked<"):
        spt = [int(v) for v in reg_fields.get("sizePerThread", "").split(",") if v.strip()]
        run = min(spt[dim], shape[dim]) if dim < len(spt) else None
    elif dim is not None:
        t = _model(ctx).type_of(_model(ctx).by_line[line].operand_keys[0] or "") if line in _model(ctx).by_line \
            else None
        ll = to_linear(t.layout, t.shape, ctx.comp.target.warp_size) if t is not None else None
        run = contiguous_run(ll, dim) if ll is not None else None
    bits = _ELEM_BITS.match(m["elem"])
    derived: dict[str, object] = {
        "op": m["op"], "line": line, "element_bits": int(bits.group(1)) if bits else None, "layout": m["reg"],
        "contiguous": run, "dim": dim, "shared": m["mem"]}
    if nvmma:
        derived["shared_transposed"] = transposed.group(1) if transposed else None
    else:
        derived["shared_order"] = f"[{mem_fields.get('order', '')}]"
    derived.update(size_per_thread=f"[{reg_fields.get('sizePerThread', '')}]", order=f"[{reg_fields.get('order', '')}]")
    return derived


def _narrow_write(derived: dict[str, object]) -> bool:
    """Whether a store :func:`_store_derivation` read moves under 32 bits per lane along the shared layout's fastest
    dimension (its run times its element bits)."""
    run, bits = derived.get("contiguous"), derived.get("element_bits")
    return isinstance(run, int) and isinstance(bits, int) and run * bits < 32


@claim_rule("narrow-store")
def narrow_store(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A cause of narrow accesses: the ``ttg.local_store`` (or ``ttg.local_alloc`` of a value) at the TTGIR line the
    claims cite writes ``element_bits`` elements (read from the line's tensor type) from the register layout
    ``layout`` into a buffer of the shared layout ``shared`` (the line's memdesc), whose fastest dimension ``dim`` is
    a swizzled layout's ``order[0]`` (``shared_order``, read from the alias's definition line) or an
    ``nvmma_shared``'s dim 0 when ``transposed`` (``shared_transposed``), else its last; a lane holds ``contiguous``
    elements along it (:func:`_store_derivation`), so that a write moves under 32 bits; and a narrow instruction of
    the finding's stage carries the op's Python line (the stage's ``loc``), or, in SASS, a group of narrow
    instructions whose PTX twin (:func:`_ptx_twin`) does."""
    said = _siblings(claim, finding)
    line = said.get("line")
    if not isinstance(line, int) or [r.line for r in claim.about] != [line]:
        return False, f"the cause names ttgir:{line}, the claim cites {[r.line for r in claim.about]}"
    derived = _store_derivation(ctx, line)
    if derived is None:
        return False, f"ttgir:{line} holds no local_store/local_alloc of a tensor into a memdesc"
    if "size_per_thread" not in said and "order" not in said:
        derived.pop("size_per_thread", None)
        derived.pop("order", None)
    where = _python(ctx, "ttgir", line)
    base = (where[0].rsplit("/", 1)[-1], where[1]) if where else None
    at = [n for key, ns in _instructions(ctx, finding.stage).items() if (b := _bits(finding.stage, key)) is not None
          and b < 32 for n in ns if base is not None and (w := _python(ctx, finding.stage, n)) is not None
          and (w[0].rsplit("/", 1)[-1], w[1]) == base]
    if not at and finding.stage == "sass" and base is not None:
        # trial 12b F2: the SASS line table moved the op's instructions to another line; their PTX twin carries it
        at = [n for w, g in _narrow_groups(ctx, "sass").items() if _ptx_twin(ctx, w, g) == base for ns in g.values()
              for n in ns]
    if not at:
        return False, f"no narrow {finding.stage} instruction carries the Python line {base} of ttgir:{line}"
    return said == derived and _narrow_write(derived), f"the IR gives {derived}"


def _narrow_write_at(ctx: ClaimContext, at: tuple[str, int] | None) -> int | None:
    """The TTGIR line of a store into shared memory at Python location ``at`` that moves under 32 bits per lane
    (:func:`_store_derivation`, :func:`_narrow_write`), or ``None`` (trial 12d F1: a group said to have no cause
    beside the byte-wide write of a packed-fp4 tile into an ``fp4Padded`` buffer)."""
    if at is None:
        return None
    for n, text in enumerate(_lines(ctx, "ttgir"), 1):
        if "ttg.local_store" not in text and "ttg.local_alloc" not in text:
            continue
        w = _python(ctx, "ttgir", n)
        if w is None or (w[0].rsplit("/", 1)[-1], w[1]) != at:
            continue
        derived = _store_derivation(ctx, n)
        if derived is None or not _narrow_write(derived):
            continue
        mem = next((ln for ln in _lines(ctx, "ttgir") if ln.startswith(f"{derived['shared']} = ")), "")
        # the layouts whose fastest dimension the analysis reads (a padded AMD layout is not one of them)
        if _SHARED_DEF.match(mem):
            return n
    return None


# e.g.     }) : (tensor<4096xf16, #blocked>) -> f16 loc(#loc52)      (the close of a tt.reduce's combine region)
_REGION_CLOSE = re.compile(r"^\s*\}\) : \((?:tensor<(?:\d+x)+)?(?P<elem>[a-z]+\d+)\b")
# e.g. %4 = ttg.convert_layout %3 : tensor<64xf16, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64xf16, …>
_CONVERT_ELEM = re.compile(r"ttg\.convert_layout .* : tensor<(?:\d+x)+(?P<elem>[a-z]+\d+)\b")


@claim_rule("narrow-scratch")
def narrow_scratch(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A cause of narrow accesses: the TTGIR line the claims cite holds the scratch op it names (``tt.reduce``,
    ``tt.scan``, ``ttg.convert_layout``), whose element (read from the type after its region's close, or on a
    convert's line) is the ``element`` it names, of ``element_bits`` under 32; a convert's Python line has a
    shared-memory instruction under 32 bits per lane in the finding's stage (by the stage's ``.loc``; trial 7a F2
    named converts that stay in registers, with none at their lines; trial 9d F2 a convert whose accesses at its
    line are 128-bit). No narrow instruction carries its location chain while one carries another scratch op's of
    its line (trial 11a M2: a ``tl.sum``'s reduce named for its line's convert's 16-bit accesses). ``same_location_as``
    (said where the split is not derivable) is another scratch op's line with the same TTGIR location chain."""
    said = _siblings(claim, finding)
    twin = said.pop("same_location_as", None)
    line = said.get("line")
    if not isinstance(line, int) or [r.line for r in claim.about] != [line]:
        return False, f"the cause names ttgir:{line}, the claim cites {[r.line for r in claim.about]}"
    lines = _lines(ctx, "ttgir")
    if claim.key.endswith("/same_location_as"):
        own = _chains_of("ttgir", ctx.stages.get("ttgir") or "", None)
        held = lines[twin - 1] if isinstance(twin, int) and 0 < twin <= len(lines) else ""
        same = isinstance(twin, int) and twin != line and 0 < twin <= len(own) and bool(own[line - 1]) \
            and own[twin - 1] == own[line - 1]
        return same and re.search(r'"?(?:tt\.reduce|tt\.scan|ttg\.convert_layout)\b(?!\.)', held) is not None, \
            f"ttgir:{twin} holds {held.strip()[:60]!r}; location chains equal: {same}"
    raw = lines[line - 1] if 0 < line <= len(lines) else ""
    op = next((o for o in ("tt.reduce", "tt.scan", "ttg.convert_layout") if o in raw), None)
    m = _CONVERT_ELEM.search(raw) if op == "ttg.convert_layout" else next(
        (m for ln in lines[line:] if (m := _REGION_CLOSE.match(ln))), None) if op else None
    elem = m.group("elem") if m else None
    bits = _ELEM_BITS.match(elem) if elem else None
    derived = {"op": op, "line": line, "element": elem, "element_bits": int(bits.group(1)) if bits else None}
    ok = said == derived and isinstance(derived["element_bits"], int) and derived["element_bits"] < 32
    if op == "tt.reduce" and _reduce_in_one_warp(ctx, line, raw):
        return False, f"the IR gives {derived}, but the reduce stays in one warp: no shared-memory scratch"
    if op == "ttg.convert_layout":
        where = _python(ctx, "ttgir", line)
        base = (where[0].rsplit("/", 1)[-1], where[1]) if where else None
        # a narrow one (trial 9d F2: a 64x128xf16 convert at the store's line, whose PTX there is st.shared
        # 128-bit and ldmatrix, was named as a cause of the 16-bit accesses of two other converts' line)
        at = [n for key, ns in _instructions(ctx, finding.stage).items()
              if (b := _bits(finding.stage, key)) is not None and b < 32 for n in ns
              if base is not None and (w := _python(ctx, finding.stage, n)) is not None
              and (w[0].rsplit("/", 1)[-1], w[1]) == base]
        if not at:
            return False, (f"the IR gives {derived}, but the {finding.stage} has no shared-memory instruction under "
                           f"32 bits per lane at the convert's Python line {where[1] if where else None}")
    other = _other_owner(ctx, finding.stage, line)
    if other is not None:  # trial 11a M2: a tl.sum's reduce named for the 16-bit accesses of its line's convert
        return False, (f"the IR gives {derived}, but no narrow {finding.stage} instruction carries its own location; "
                       f"those at its Python line carry ttgir:{other}'s")
    return ok, f"the IR gives {derived}"


@lru_cache(maxsize=16)
def _chains_of(stage: str, text: str, ptx: str | None) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Each line's full location chain (innermost first, files without their folder), by the source map."""
    from ir_explorer.ir.sourcemap import source_chains

    return tuple(tuple((f.rsplit("/", 1)[-1], n) for f, n in c) for c in source_chains(stage, text, ptx))


def _other_owner(ctx: ClaimContext, stage: str, line: int) -> int | None:
    """Another scratch op's TTGIR line (a ``tt.reduce``, ``tt.scan`` or ``ttg.convert_layout`` of the same Python
    line, with a location chain of its own) whose chain some narrow instruction of ``stage`` at that Python line
    carries, while none carries ``line``'s: the narrow code is that op's, not this one's; ``None`` otherwise."""
    ttgir = ctx.stages.get("ttgir") or ""
    own = _chains_of("ttgir", ttgir, None)
    code = _chains_of(stage, ctx.stages.get(stage) or "", ctx.stages.get("ptx") if stage == "sass" else None)
    where = _python(ctx, "ttgir", line)
    if not where or not 0 < line <= len(own) or not own[line - 1]:
        return None
    base = (where[0].rsplit("/", 1)[-1], where[1])
    narrow = {code[n - 1] for key, ns in _instructions(ctx, stage).items()
              if (b := _bits(stage, key)) is not None and b < 32 for n in ns if 0 < n <= len(code)
              and (w := _python(ctx, stage, n)) is not None and (w[0].rsplit("/", 1)[-1], w[1]) == base}
    if own[line - 1] in narrow:
        return None
    for n, text in enumerate(_lines(ctx, "ttgir"), 1):
        if n != line and n <= len(own) and own[n - 1] and own[n - 1] != own[line - 1] and own[n - 1] in narrow \
                and re.search(r'"?(?:tt\.reduce|tt\.scan|ttg\.convert_layout)\b(?!\.)', text):
            return n
    return None


# e.g. "tt.reduce"(%att_value_49) <{axis = 1 : i32}> ({
_AXIS = re.compile(r"<\{axis = (\d+) : i32\}>")


def _reduce_in_one_warp(ctx: ClaimContext, line: int, raw: str) -> bool:
    """Whether the ``tt.reduce`` of TTGIR ``line`` reduces along an axis that no warp basis of its first operand's
    layout (its type in the rules' model, decoded as a linear layout) moves along: shuffles only, no scratch."""
    op = _model(ctx).by_line.get(line)
    axis = _AXIS.search(raw)
    t = _model(ctx).type_of(op.operand_keys[0]) if op is not None and op.operand_keys and op.operand_keys[0] \
        else None
    if axis is None or t is None or t.layout is None:
        return False
    ll = to_linear(t.layout, t.shape, ctx.comp.target.warp_size)
    a = int(axis.group(1))
    return ll is not None and a < len(t.shape) and all(b[a] == 0 for b in ll.of("warp"))


@claim_rule("narrow-layout")
def narrow_layout(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A cause of narrow accesses: a shared layout alias whose ``vec`` (read from its definition line, which the
    claims cite) times the element bits of the first allocation using it that is no mbarrier (its
    ``ttg.local_alloc`` line) is the ``vector_bits`` it names, under 32."""
    said = _siblings(claim, finding)
    alias = str(said.get("layout"))
    lines = [r.line for r in claim.about]
    raw = _line(ctx, "ttgir", lines[0]) if len(lines) == 1 else None
    if raw is None or not raw.startswith(f"{alias} = #ttg."):
        return False, f"the claim cites {lines}, not {alias}'s definition"
    vec = _swizzle_fields(raw).get("vec")
    module = _model(ctx)
    bits = next((md[1] for op in module.printed_ops if op.name == "ttg.local_alloc" and op.result_keys
                 and (t := module.values[op.result_keys[0]].type) and (a := _TYPE_ALIAS.search(t))
                 and a.group("alias") == alias and not _is_barrier(module, op.result_keys[0])
                 and (md := _elem_bits(t)) is not None), None)
    derived = {"layout": alias, "vec": vec, "element_bits": bits,
               "vector_bits": vec * bits if isinstance(vec, int) and bits else None}
    ok = said == derived and isinstance(derived["vector_bits"], int) and derived["vector_bits"] < 32
    return ok, f"the IR gives {derived}"


def _elem_bits(type_text: str) -> tuple[str, int] | None:
    """``(element, bits)`` of a ``!ttg.memdesc<…>`` type text."""
    m = _MEMDESC.search(type_text)
    bits = _ELEM_BITS.match(m.group("elem")) if m else None
    return (m.group("elem"), int(bits.group(1))) if m and bits else None



def _plain(stage: str, key: str) -> bool:
    """Whether traffic key ``key`` is a plain shared load or store (``ld.shared 8-bit``, ``LDS.U16``,
    ``ds_write_b16``), whose width per lane can make it narrow: no ``ldmatrix``/``LDSM``, copy or atomic."""
    if stage == "ptx":
        return key.startswith(("ld.shared ", "st.shared "))
    if stage == "sass":
        return key.split(".")[0] in ("LDS", "STS")
    return re.match(r"ds_(?:read|write|load|store)", key) is not None and "(to LDS)" not in key


def _narrow_groups(ctx: ClaimContext, stage: str) -> dict[tuple[str, int] | None, dict[str, list[int]]]:
    """``{(python file name, line) or None: {instruction: lines}}`` of the stage's shared-memory instructions under
    32 bits per lane (recounted from the text), by the rules' own source map of the stage."""
    out: dict[tuple[str, int] | None, dict[str, list[int]]] = {}
    for key, ns in _instructions(ctx, stage).items():
        bits = _bits(stage, key)
        if bits is None or bits >= 32 or not _plain(stage, key):
            continue
        for n in ns:
            w = _python(ctx, stage, n)
            at = (w[0].rsplit("/", 1)[-1], w[1]) if w is not None else None
            out.setdefault(at, {}).setdefault(key, []).append(n)
    return out


def _kernel_at(ctx: ClaimContext) -> tuple[str, int] | None:
    """The Python location of the TTGIR's ``tt.func`` line (its ``loc``: the ``def`` line), by the rules' map."""
    n = next((i for i, ln in enumerate(_lines(ctx, "ttgir"), 1) if re.match(r"\s*tt\.func\b", ln)), None)
    w = _python(ctx, "ttgir", n) if n is not None else None
    return (w[0].rsplit("/", 1)[-1], w[1]) if w is not None else None


def _cause_at(ctx: ClaimContext, finding: Finding, j: int) -> tuple[str, int] | None | str:
    """Where the finding's cause ``j`` is: the Python location of the TTGIR op line it names (``cause<j>/line``),
    ``"kernel"`` for Triton's/ptxas's own code (a warp-specialize dispatch, the ``tcgen05_alloc`` byte), the string
    ``"layout:<alias>"`` for a shared layout (any line using it), ``None`` when the finding has no such cause."""
    said = {c.key.split("/", 1)[1]: c.value for c in finding.claims if c.key.startswith(f"cause{j}/")}
    if "warp_specialize" in said:
        return "kernel"
    if "line" in said and isinstance(said["line"], int):
        w = _python(ctx, "ttgir", said["line"])
        return (w[0].rsplit("/", 1)[-1], w[1]) if w is not None else None
    if "layout" in said and "vec" in said:
        return f"layout:{said['layout']}"
    return "kernel" if not said and finding.claim("tcgen05_alloc") is not None else None


def _feeds_dot_at(ctx: ClaimContext, finding: Finding, j: int, at: tuple[str, int] | None) -> bool:
    """Whether cause ``j`` names a ``ttg.local_load`` whose result is an operand of a dot (``tt.dot``,
    ``tt.dot_scaled``, ``ttng.warp_group_dot``) at Python location ``at``: the loads of a dot's operands are lowered
    at the dot's line (the rules' model and source map)."""
    line = finding.claim(f"cause{j}/line")
    return _load_feeds_dot_at(ctx, line.value, at) if line is not None and isinstance(line.value, int) else False


def _load_feeds_dot_at(ctx: ClaimContext, line: int, at: tuple[str, int] | None) -> bool:
    """Whether TTGIR line ``line`` holds a ``ttg.local_load`` whose result is an operand of a dot at Python location
    ``at`` (:func:`_feeds_dot_at`)."""
    op = _model(ctx).by_line.get(line)
    if op is None or op.name != "ttg.local_load" or not op.result_keys:
        return False
    return any(u.name in ("tt.dot", "tt.dot_scaled", "ttng.warp_group_dot")
               and (w := _python(ctx, "ttgir", u.line)) is not None and (w[0].rsplit("/", 1)[-1], w[1]) == at
               for u in _model(ctx).users(op.result_keys[0]))


def _signature(stage: str, group: dict[str, list[int]]) -> tuple[tuple[str, int, int], ...] | None:
    """A group's instructions as sorted ``(direction ld/st, bits per lane, count)`` (this module's own reading of the
    names, :func:`_bits`), so that ``STS.U8`` ×32 and ``st.shared 8-bit`` ×32 compare equal."""
    out: dict[tuple[str, int], int] = {}
    for key, lines in group.items():
        bits = _bits(stage, key)
        d = key[:2].lower()
        if bits is None or d not in ("ld", "st"):
            return None
        out[(d, bits)] = out.get((d, bits), 0) + len(lines)
    return tuple(sorted((d, b, n) for (d, b), n in out.items()))


def _ptx_twin(ctx: ClaimContext, at: tuple[str, int] | None, group: dict[str, list[int]]) -> tuple[str, int] | None:
    """The Python line of the PTX's one group of narrow instructions equal to a SASS ``group`` at ``at``
    (:func:`_signature`), where the PTX has no narrow instruction at ``at`` (the SASS line table moved them: trial
    12b F2), else ``None``."""
    ptx = _narrow_groups(ctx, "ptx")
    sig = _signature("sass", group)
    found = [w for w, g in ptx.items() if sig is not None and _signature("ptx", g) == sig]
    return found[0] if len(found) == 1 and found[0] is not None and found[0] != at and at not in ptx else None


def _ptx_causes_at(ctx: ClaimContext, at: tuple[str, int]) -> bool:
    """Whether the report's PTX narrow-access finding names a cause for its group at Python line ``at``."""
    for f in ctx.findings:
        if f.stage != "ptx" or f.kind != "shared_memory":
            continue
        for c in f.claims:
            m = re.fullmatch(r"(group\d+)/python_line", c.key)
            causes = f.claim(f"{m.group(1)}/causes") if m else None
            file = f.claim(f"{m.group(1)}/python_file") if m else None
            if causes is not None and file is not None and (str(file.value), c.value) == at and str(causes.value):
                return True
    return False


@claim_rule("narrow-group")
def narrow_group(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A Python line's group of narrow shared-memory instructions (trial 10c M2): recounted from the stage's text and
    grouped by the rules' own source map of the stage, the group of that file and line (0: none) exists and the
    finding lists every group; each instruction's count is the group's lines of it, which the claim cites;
    ``kernel_line`` is whether the line is the ``tt.func``'s own ``loc``; each cause the group is attributed to is
    of that line (the TTGIR op it names carries it; a shared layout is named by an op of that line; Triton's
    warp-specialize dispatch and ptxas's ``tcgen05.alloc`` byte only at the kernel line), and a group said to have
    no cause has none of the finding's causes at its line."""
    prefix = claim.key.split("/", 1)[0]
    said = {c.key[len(prefix) + 1:]: c for c in finding.claims if c.key.startswith(prefix + "/")}
    file, line = said.get("python_file"), said.get("python_line")
    at = (str(file.value), line.value) if file is not None and line is not None and line.value else None
    derived = _narrow_groups(ctx, finding.stage)
    listed = {c.key.split("/", 1)[0] for c in finding.claims if re.fullmatch(r"group\d+/python_line", c.key)}
    if at not in derived or len(listed) != len(derived):
        return False, f"the {finding.stage}'s narrow instructions come from {sorted(derived, key=str)}"
    group = derived[at]
    rest = claim.key[len(prefix) + 1:]
    if rest.startswith("count/"):
        name = rest[len("count/"):].translate({ord(str(v)): k for k, v in KEY_ESCAPES.items()})
        got = group.get(name, [])
        ok = claim.value == len(got) and sorted(r.line for r in claim.about) == got
        keys = {k for k in said if k.startswith("count/")}
        return ok and len(keys) == len(group), f"the group at {at} has {len(got)} lines of {name} ({sorted(group)})"
    kernel = at is not None and at == _kernel_at(ctx)
    if rest == "kernel_line":
        return equal(claim.value, kernel)
    twin = _ptx_twin(ctx, at, group) if finding.stage == "sass" else None
    if rest == "ptx_python_line":  # trial 12b F2: the PTX's group of the same instructions at another line
        return twin is not None and claim.value == twin[1], \
            f"the PTX's group of the same instructions is at {twin}" if twin else \
            "no one PTX group of the same instructions sits at another line"
    via = said.get("ptx_python_line")
    if via is not None and twin is not None and via.value == twin[1]:
        at = twin  # the causes are those of the PTX's line (checked above)
    if rest == "causes":
        text = str(claim.value)
        named = [int(j) for j in text.split(",") if j.strip().isdigit()]
        if len(named) != len([j for j in text.split(",") if j.strip()]):
            return False, f"{text!r} is no list of cause numbers"
        for j in named:
            where = _cause_at(ctx, finding, j)
            if where == "kernel":
                ok = kernel
            elif isinstance(where, str):
                alias = where.split(":", 1)[1]
                # an op of that line uses the layout, or a local_load of it feeds a dot of that line (the loads
                # of a dot's operands are lowered at the dot's line: aiter's fp4 GEMM on gfx950)
                ok = any(re.search(rf"{re.escape(alias)}(?![\w$-])", ln)
                         and ((w := _python(ctx, "ttgir", n)) is not None and (w[0].rsplit("/", 1)[-1], w[1]) == at
                              or _load_feeds_dot_at(ctx, n, at))
                         for n, ln in enumerate(_lines(ctx, "ttgir"), 1) if not ln.startswith("#"))
            else:
                ok = where is not None and (where == at or _feeds_dot_at(ctx, finding, j, at))
            if not ok:
                return False, f"cause {j} is at {where}, not at the group's line {at}"
        if not named:
            others = {int(m.group(1)) for c in finding.claims if (m := re.fullmatch(r"cause(\d+)/line", c.key))}
            here = [j for j in sorted(others) if _cause_at(ctx, finding, j) == at]
            if here:
                return False, f"cause {here[0]} of the finding is at the group's line {at}"
            moved = _narrow_convert_at(ctx, at)
            if moved is not None:  # trial 11b M1: "the IR shows no cause" beside a 128xf16 convert through st.shared
                return False, (f"ttgir:{moved}, a convert of elements under 32 bits at the group's line {at}, is "
                               "lowered through shared memory there")
            written = _narrow_write_at(ctx, at)
            if written is not None:  # trial 12d F1: "no cause" beside a packed-fp4 tile written a byte at a time
                return False, (f"ttgir:{written} at the group's line {at} writes shared memory in under 32 bits per "
                               "lane along the shared layout's fastest dimension")
            if twin is not None:  # trial 12b F2, 12c M1: the PTX names the cause of the same instructions
                written = _narrow_write_at(ctx, twin)
                if written is not None or _ptx_causes_at(ctx, twin):
                    return False, (f"the PTX's group of the same instructions is at {twin}"
                                   + (f", where ttgir:{written} writes shared memory in under 32 bits per lane"
                                      if written is not None else ", and the PTX finding names its cause"))
        return True, f"the causes {named} are at {at}"
    return True, f"the {finding.stage} has narrow instructions at {at}"


def _narrow_convert_at(ctx: ClaimContext, at: tuple[str, int] | None) -> int | None:
    """The TTGIR line of a ``ttg.convert_layout`` of elements under 32 bits at Python line ``at`` whose lowered code
    there holds shared-memory instructions no other op of the line accounts for (rule ``cvt-decision``'s own reading,
    :func:`ir_explorer.engines.rules.layouts.lowered_shared`), or ``None``."""
    from ir_explorer.engines.rules.layouts import lowered_shared

    for n, text in enumerate(_lines(ctx, "ttgir"), 1):
        m = _CONVERT_ELEM.search(text)
        bits = _ELEM_BITS.match(m.group("elem")) if m else None
        if bits is None or int(bits.group(1)) >= 32 or (w := _python(ctx, "ttgir", n)) is None:
            continue
        if (w[0].rsplit("/", 1)[-1], w[1]) == at and lowered_shared(ctx, n):
            return n
    return None


@claim_rule("narrow-dispatch")
def narrow_dispatch(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """Triton's dispatch of ``ttg.warp_specialize``'s worker warps as a cause of narrow reads (trial 10a M1): the
    cited TTGIR line holds ``ttg.warp_specialize(``; the cited PTX load line is an 8-bit ``ld.shared`` whose
    destination register is the index of the ``brx.idx`` on the cited branch line (or, on sm_120, the register the
    first ``setp.eq`` of the switch's chain compares with a constant), at most 8 lines below; the claim cites its own
    line."""
    prefix = claim.key.rsplit("/", 1)[0]
    said = {c.key.rsplit("/", 1)[1]: c.value for c in finding.claims if c.key.startswith(prefix + "/")}
    ws, load, branch = said.get("warp_specialize"), said.get("load"), said.get("branch")
    if [r.line for r in claim.about] != [claim.value]:
        return False, f"the claim cites {[r.line for r in claim.about]}, not {claim.value}"
    if not all(isinstance(v, int) for v in (ws, load, branch)):
        return False, "the cause names no lines"
    held = _line(ctx, "ttgir", ws) or ""  # type: ignore[arg-type]
    ld = re.match(r"\s*(?:@!?%\w+\s+)?ld\.shared(?:::cta)?\.[bsu]8\s+(%\w+),", _line(ctx, "ptx", load) or "")  # type: ignore[arg-type]
    # the switch is a brx.idx, or a chain of setp.eq compares and branches on sm_120 (trial 12d F1)
    jump = _line(ctx, "ptx", branch) or ""  # type: ignore[arg-type]
    br = re.match(r"\s*(?:@!?%\w+\s+)?brx\.idx\s+(%\w+),", jump) \
        or re.match(r"\s*setp\.eq\.[bsu]\d+\s+%\w+,\s*(%\w+),\s*\d+;", jump)
    ok = "ttg.warp_specialize(" in held and ld is not None and br is not None and ld.group(1) == br.group(1) \
        and 0 < branch - load <= 8  # type: ignore[operator]
    return ok, (f"ttgir:{ws} holds ttg.warp_specialize: {'ttg.warp_specialize(' in held}; ptx:{load} loads a byte "
                f"into {ld.group(1) if ld else None}, ptx:{branch} branches on {br.group(1) if br else None}")


# e.g. %qk_281 = ttg.local_load %qk_280 : !ttg.memdesc<128x64xf16, #shared1, #smem> -> tensor<128x64xf16, #ttg.dot_op<{…
#      opIdx = 1, parent = #mma, kWidth = 4}>>
_DOT_LOAD = re.compile(r"\bttg\.local_load\b.*-> tensor<(?:\d+x)+(?P<elem>[a-z]+\d+\w*), #(?P<alias>[\w$.-]+)>?")


@claim_rule("narrow-dot-load")
def narrow_dot_load(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A ``ttg.local_load`` into a dot operand as a cause of narrow reads (trial 10d M1): the cited TTGIR line holds
    the load, its result's element bits (read from the line) and ``kWidth`` (read from the line's inline
    ``#ttg.dot_op`` or its alias's definition line) are those named, their product under 32."""
    said = _siblings(claim, finding)
    line = said.get("line")
    if not isinstance(line, int) or [r.line for r in claim.about] != [line]:
        return False, f"the cause names ttgir:{line}, the claim cites {[r.line for r in claim.about]}"
    raw = _line(ctx, "ttgir", line) or ""
    m = _DOT_LOAD.search(raw)
    if m is None:
        return False, f"ttgir:{line} holds no ttg.local_load of a tensor"
    result = raw[m.start():]
    defs = {ln.split(" = ", 1)[0]: ln for ln in _lines(ctx, "ttgir") if ln.startswith("#") and " = #ttg." in ln}
    text = result if "#ttg.dot_op<" in result.split("->", 1)[-1] else defs.get("#" + m["alias"], "")
    kw = re.search(r"#ttg\.dot_op<\{[^}]*kWidth = (\d+)", text)
    bits = _ELEM_BITS.match(m["elem"])
    derived = {"op": "ttg.local_load", "line": line, "k_width": int(kw.group(1)) if kw else None,
               "element_bits": int(bits.group(1)) if bits else None}
    ok = said == derived and isinstance(derived["k_width"], int) and isinstance(derived["element_bits"], int) \
        and derived["k_width"] * derived["element_bits"] < 32  # type: ignore[operator]
    return ok, f"the IR gives {derived}"
