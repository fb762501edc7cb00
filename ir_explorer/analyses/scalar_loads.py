"""AMDGCN scalar loads (``s_load_dword*``): which read kernel arguments from the kernarg segment and which read data
through a pointer argument (trial 9a M1: DeepSeek-V3's weight dequant on gfx950 loads its one f32 scale with
``s_load_dword s4, s[4:5], 0x0``, a scalar load from global memory that no load count named).

A scalar load's address is an SGPR pair (``s[4:5]``) plus an offset. At kernel entry the user SGPRs hold, in this
order (LLVM ``GCNSubtarget.h``, ``GCNUserSGPRUsageInfo::UserSGPRID``; AMDGPUUsage "Initial Kernel Execution State",
"SGPR Register Set Up Order"), each only when its kernel-descriptor directive is 1: the private segment buffer (4
SGPRs, ``.amdhsa_user_sgpr_private_segment_buffer``), the dispatch pointer (2, ``…_dispatch_ptr``), the queue
pointer (2, ``…_queue_ptr``), the kernarg segment pointer (2, ``…_kernarg_segment_ptr``), the dispatch id (2,
``…_dispatch_id``), the flat scratch init (2, ``…_flat_scratch_init``), the private segment size (1,
``…_private_segment_size``), then the preloaded kernel arguments (``…_kernarg_preload_length`` SGPRs holding the
kernarg segment's dwords from ``…_kernarg_preload_offset``; AMDGPUUsage "Preloaded Kernel Arguments"). Their sum
is ``.amdhsa_user_sgpr_count``; where it is not, the layout is not read and no load is traced. On gfx9 without the
first three, the kernarg segment pointer is ``s[0:1]``.

:func:`scalar_loads` follows each SGPR forward through the kernel's instructions in text order: an ``s_load`` from
the kernarg pointer at an immediate offset fills its registers with the kernarg dwords at that offset (a kernel
argument), ``s_mov_b32``/``s_mov_b64`` copy what a register holds, ``s_add_u32``/``s_addc_u32`` of one half of a
pointer argument (an ``.amdgpu_metadata`` argument of ``.value_kind: global_buffer`` at that offset) with anything
else give that half of a pointer derived from it; any other instruction that writes an SGPR (its first operand; a
VOP3b instruction's second, a carry-out) leaves it unknown. A scalar load whose base pair holds the two halves of
one pointer argument (loaded, preloaded or derived) is a data load (``data``); one from the kernarg pointer is a
kernel-argument load (``kernarg``); any other is ``untraced``. A backward branch (a loop) that writes the base pair
after the load, without writing it again between the loop's label and the load, makes the load ``untraced`` too:
text order is then not the order the values reach it. Pure text, no Triton.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

#: The user SGPRs before the preloaded kernel arguments, in their set-up order, and how many SGPRs each takes.
USER_SGPRS = (("private_segment_buffer", 4), ("dispatch_ptr", 2), ("queue_ptr", 2), ("kernarg_segment_ptr", 2),
              ("dispatch_id", 2), ("flat_scratch_init", 2), ("private_segment_size", 1))

# e.g. 		.amdhsa_user_sgpr_kernarg_segment_ptr 1
_DIRECTIVE = re.compile(r"^\s*\.amdhsa_user_sgpr_(?P<name>\w+)\s+(?P<value>\d+)\s*$", re.M)
# e.g. 	.amdhsa_kernel ds_weight_dequant
_KERNEL = re.compile(r"^\s*\.amdhsa_kernel\s+(?P<name>[\w$.]+)\s*$", re.M)
# e.g. 	s_load_dword s4, s[4:5], 0x0        e.g. 	s_load_dwordx8 s[4:11], s[0:1], 0x8
_S_LOAD = re.compile(r"^\s*(?P<mn>s_load_(?:dword(?:x(?P<n>\d+))?|b(?P<b>\d+)))\s+(?P<dst>s\[\d+:\d+\]|s\d+)\s*,\s*"
                     r"s\[(?P<base>\d+):(?P<base_hi>\d+)\]\s*(?:,\s*(?P<off>0x[0-9a-fA-F]+|\d+))?\s*(?:$|;|\s)")
# e.g. 	s_buffer_load_dword s0, s[4:7], 0x10 (through a buffer resource: its base is not a pointer pair)
_S_BUFFER_LOAD = re.compile(r"^\s*s_buffer_load_\w+\s")
# e.g. 	s_add_u32 s4, s4, s14
_INSTR = re.compile(r"^\s+(?P<mn>[a-z][\w.]*)(?:\s+(?P<ops>[^;]*))?")
# e.g. s[4:11]   e.g. s14
_SGPRS = re.compile(r"^s\[(\d+):(\d+)\]$|^s(\d+)$")
# e.g.       - .address_space:  global        .offset:         8        .value_kind:     global_buffer
_META_ARG = re.compile(r"\.offset:\s+(?P<off>\d+)\s*\n(?:\s+\.[\w_]+:.*\n)*?\s+\.value_kind:\s+(?P<kind>\w+)")
# e.g. .LBB0_3:
_LABEL = re.compile(r"^(?P<label>\.?L\w+):")
# e.g. 	s_cbranch_scc1 .LBB0_2      e.g. 	s_branch .LBB0_0
_BRANCH = re.compile(r"^\s*s_(?:c?branch)\w*\s+(?P<label>\.?L\w+)")


#: What an SGPR holds: ``("kptr", half)``, ``("arg", kernarg byte)``, ``("ptr", argument byte, half)``, or ``None``.
Origin = tuple[str, int] | tuple[str, int, int] | None


@dataclass(frozen=True)
class ScalarLoad:
    """One AMDGCN ``s_load_*`` of the kernel: its 1-based ``line``, ``instruction`` (the mnemonic), ``bits`` (32 per
    dword), ``kind`` (``data``: through a pointer argument; ``kernarg``: a kernel argument from the kernarg segment;
    ``untraced``: a base this module does not trace) and, for a data load, ``argument_offset`` (the byte offset in
    the kernarg segment of the pointer argument its base comes from)."""

    line: int
    instruction: str
    bits: int
    kind: str
    argument_offset: int | None = None


def sgpr_layout(text: str) -> tuple[int, int, int] | None:
    """``(the kernarg segment pointer's first SGPR, the first preloaded-argument SGPR, the kernarg byte offset of the
    first preloaded dword)`` of the kernel descriptor in ``text`` (see the module docstring), or ``None`` when it has
    no kernarg segment pointer, or its directives do not add up to ``.amdhsa_user_sgpr_count``."""
    got = {m["name"]: int(m["value"]) for m in _DIRECTIVE.finditer(text)}
    if not got.get("kernarg_segment_ptr") or "count" not in got:
        return None
    at, kernarg = 0, None
    for name, n in USER_SGPRS:
        if got.get(name):
            if name == "kernarg_segment_ptr":
                kernarg = at
            at += n
    if kernarg is None or at + got.get("kernarg_preload_length", 0) != got["count"]:
        return None
    return kernarg, at, 4 * got.get("kernarg_preload_offset", 0)


def pointer_arguments(text: str) -> set[int]:
    """The kernarg byte offsets of the kernel's pointer arguments: ``.amdgpu_metadata`` ``.args`` entries of
    ``.value_kind: global_buffer`` (AMDGPUUsage "Code Object V3+ Metadata", kernel argument ``.value_kind``)."""
    meta = text.split(".amdgpu_metadata", 1)[-1] if ".amdgpu_metadata" in text else ""
    return {int(m["off"]) for m in _META_ARG.finditer(meta) if m["kind"] == "global_buffer"}


def _regs(operand: str) -> list[int]:
    m = _SGPRS.match(operand.strip())
    if m is None:
        return []
    if m.group(3) is not None:
        return [int(m.group(3))]
    return list(range(int(m.group(1)), int(m.group(2)) + 1))


def _operands(ops: str | None) -> list[str]:
    return [o.strip() for o in (ops or "").split(",")] if ops else []


def kernel_lines(text: str) -> list[tuple[int, str]]:
    """``(1-based line, text)`` of the kernel function's body: from the label of the function its ``.amdhsa_kernel``
    names to that function's ``.Lfunc_end`` label (the whole text when there is no such label)."""
    k = _KERNEL.search(text)
    lines = text.splitlines()
    if k is None:
        return []
    start = next((i for i, ln in enumerate(lines) if ln.startswith(k["name"] + ":")), None)
    if start is None:
        return []
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith(".Lfunc_end")), len(lines))
    return [(i + 1, lines[i]) for i in range(start, end)]


def scalar_loads(text: str) -> list[ScalarLoad]:
    """Every ``s_load_*`` of the AMDGCN ``text``'s kernel, classified (see the module docstring). An ``s_buffer_load``
    is ``untraced``. Never raises on cut text."""
    body = kernel_lines(text)
    layout = sgpr_layout(text)
    pointers = pointer_arguments(text)
    # SGPR -> what it holds: ("kptr", half), ("arg", kernarg byte) or ("ptr", argument byte, half); None: unknown
    state: dict[int, Origin] = {}
    if layout is not None:
        kptr, preload, first = layout
        state[kptr], state[kptr + 1] = ("kptr", 0), ("kptr", 1)
        count = {m["name"]: int(m["value"]) for m in _DIRECTIVE.finditer(text)}.get("kernarg_preload_length", 0)
        for i in range(count):
            state[preload + i] = ("arg", first + 4 * i)

    def half(origin: Origin) -> tuple[int, int] | None:
        """(pointer argument offset, half) of a register's origin when it is one half of a pointer argument."""
        if origin is None:
            return None
        if len(origin) == 3:  # ("ptr", argument byte, half)
            return origin[1], origin[2]
        if origin[0] == "arg":
            if origin[1] in pointers:
                return origin[1], 0
            if origin[1] - 4 in pointers:
                return origin[1] - 4, 1
        return None

    out: list[ScalarLoad] = []
    for no, line in body:
        code = line.split(";")[0]
        load = _S_LOAD.match(code)
        if load is not None:
            dst = _regs(load["dst"])
            base = int(load["base"])
            off = int(load["off"], 0) if load["off"] else 0
            lo, hi = state.get(base), state.get(base + 1)
            words = int(load["n"]) if load["n"] else (int(load["b"]) // 32 if load["b"] else 1)
            kind, arg = "untraced", None
            if layout is not None and lo == ("kptr", 0) and hi == ("kptr", 1):
                kind = "kernarg"
            elif layout is not None and (h0 := half(lo)) is not None and (h1 := half(hi)) is not None \
                    and h0[0] == h1[0] and (h0[1], h1[1]) == (0, 1):
                kind, arg = "data", h0[0]
            out.append(ScalarLoad(no, load["mn"], 32 * max(1, words), kind, arg))
            for i, r in enumerate(dst):
                state[r] = ("arg", off + 4 * i) if kind == "kernarg" and load["off"] is not None else None
            continue
        m = _INSTR.match(code)
        if m is None:
            continue
        mn, ops = m["mn"], _operands(m["ops"])
        if _S_BUFFER_LOAD.match(code):
            out.append(ScalarLoad(no, mn, 32, "untraced"))
        if mn in ("s_mov_b32", "s_mov_b64") and len(ops) == 2 and _regs(ops[0]):
            dst, src = _regs(ops[0]), _regs(ops[1])
            for i, r in enumerate(dst):
                state[r] = state.get(src[i]) if len(src) == len(dst) else None
            continue
        if mn in ("s_add_u32", "s_addc_u32") and len(ops) == 3 and len(_regs(ops[0])) == 1:
            want = 0 if mn == "s_add_u32" else 1
            halves = [h for o in ops[1:] for r in _regs(o) if (h := half(state.get(r))) is not None]
            ok = len(halves) == 1 and halves[0][1] == want
            state[_regs(ops[0])[0]] = ("ptr", halves[0][0], want) if ok else None
            continue
        for r in _written(mn, ops):
            state[r] = None
    return _loop_checked(out, body)


def _loop_checked(loads: list[ScalarLoad], body: Iterable[tuple[int, str]]) -> list[ScalarLoad]:
    """``loads`` with each traced load inside a loop made ``untraced`` when the loop writes its base pair after it
    and not between the loop's label and it (see the module docstring)."""
    body = list(body)
    labels: dict[str, int] = {}
    loops: list[tuple[int, int]] = []
    for no, line in body:
        lab = _LABEL.match(line)
        if lab is not None:
            labels[lab["label"]] = no
        br = _BRANCH.match(line)
        if br is not None and br["label"] in labels:
            loops.append((labels[br["label"]], no))
    if not loops:
        return loads
    writes = _writes(body)
    text = dict(body)
    out = []
    for ld in loads:
        m = _S_LOAD.match(text[ld.line].split(";")[0]) if ld.kind != "untraced" else None
        if m is not None:
            pair = {int(m["base"]), int(m["base"]) + 1}
            for start, end in loops:
                if not start <= ld.line <= end or ld.line not in _reachable(body, labels, start):
                    continue
                before = set().union(*[writes.get(n, set()) for n in range(start, ld.line)])
                after = set().union(*[writes.get(n, set()) for n in range(ld.line, end + 1)])
                if pair & after and not pair <= before:
                    ld = ScalarLoad(ld.line, ld.instruction, ld.bits, "untraced")
        out.append(ld)
    return out


# e.g. 	s_endpgm      e.g. 	s_setpc_b64 s[30:31]      (no successor in the kernel)
_END = re.compile(r"^\s*(?:s_endpgm|s_setpc_b64|s_trap)\b")
# e.g. 	s_branch .LBB0_2      (no fall-through)
_UNCONDITIONAL = re.compile(r"^\s*s_branch\s")


def _reachable(body: Sequence[tuple[int, str]], labels: Mapping[str, int], start: int) -> set[int]:
    """The lines control can reach from line ``start`` (a label): fall-through, ``s_branch`` to its label only,
    ``s_cbranch_*`` to its label and on, nothing after ``s_endpgm``/``s_setpc_b64``/``s_trap``. Trial 12c F2: a
    backward ``s_branch`` to the exit block (``.LBB0_2: s_endpgm``) is no loop around the lines between them."""
    index = {no: i for i, (no, _) in enumerate(body)}
    seen: set[int] = set()
    todo = [index[start]] if start in index else []
    while todo:
        i = todo.pop()
        while 0 <= i < len(body) and body[i][0] not in seen:
            no, line = body[i]
            seen.add(no)
            code = line.split(";")[0]
            br = _BRANCH.match(code)
            if br is not None and br["label"] in labels and labels[br["label"]] in index:
                todo.append(index[labels[br["label"]]])
                if _UNCONDITIONAL.match(code):
                    break
            if _END.match(code):
                break
            i += 1
    return seen


#: VOP3b instructions whose second operand is an SGPR destination (a carry-out or a flag): ``v_add_co_u32``,
#: ``v_addc_co_u32``, ``v_div_scale_f32``, ``v_mad_u64_u32`` (AMD CDNA3 ISA §12.10 "VOP3B").
_SDST_SECOND = re.compile(r"^v_(?:\w*_co_\w*|div_scale_\w+|mad_[iu]64_[iu]32\w*)$")


def _written(mn: str, ops: list[str]) -> list[int]:
    """The SGPRs an instruction writes: its first operand (an ``s_*`` or ``v_readlane``/``v_cmp…_e64`` destination;
    an ``s_cmp``'s or a store's first operand, a source, is counted too, which only makes a trace stop), and a
    VOP3b instruction's second (:data:`_SDST_SECOND`); ``v_writelane_b32 v248, s0, 8`` reads ``s0``."""
    regs = _regs(ops[0]) if ops else []
    if len(ops) > 1 and _SDST_SECOND.match(mn):
        regs += _regs(ops[1])
    return regs


def _writes(body: Iterable[tuple[int, str]]) -> Mapping[int, set[int]]:
    """Line → the SGPRs its instruction writes (its first operand; a ``v_*`` instruction's second too)."""
    out: dict[int, set[int]] = {}
    for no, line in body:
        m = _INSTR.match(line.split(";")[0])
        if m is None:
            continue
        regs = set(_written(m["mn"], _operands(m["ops"])))
        if regs:
            out[no] = regs
    return out
