"""Local memory and constant tables in PTX (issue 17 item 6): what ``tl.sin`` and friends bring with them.

Two facts that the PTX holds and that ptxas may hide:

* **Local arrays.** A PTX function that needs an addressable per-thread array declares a local depot,
  ``.local .align 4 .b8 __local_depot0[28];``, and reaches it with ``st.local``/``ld.local`` (PTX ISA §5.1.5
  "Local State Space", §9.7.9.8 ``ld``, §9.7.9.10 ``st``). ptxas often promotes such an array to registers
  (``0 bytes stack frame`` and no ``STL``/``LDL`` in SASS), so the array is visible only in PTX. In Triton
  kernels it comes from libdevice: ``__nv_sinf``/``__nv_cosf`` reduce a large argument with
  ``__internal_trig_reduction_slowpath``, which keeps a 7-word ``result[]`` array (LLVM ``alloca [7 x i32]``).
  Each access is attributed to the inlined function it comes from by the basic-block labels LLVM leaves in the
  PTX: the inliner names the block after an inlined call ``%NAME.exit`` (``$L__BB0_7: //
  %__internal_trig_reduction_slowpath.exit.i.i.i``), so the first such label after an access names the
  innermost function the access was in, and the first ``%__nv_*.exit`` label after it the libdevice function
  the kernel called.
* **Constant tables.** libdevice's tables are module-scope initialized globals, ``.global .align 4 .b8
  __cudart_i2opi_f[24] = {…};`` (the 2/π bits of the Payne-Hanek reduction), read with ``mov.b64 %rd6,
  __cudart_i2opi_f;`` and ``ld.global.nc.b32 %r90, [%rd7];``. Those loads are 32 bits wide by nature and say
  nothing about how the kernel's data is loaded, so :mod:`ir_explorer.analyses.coalescing` leaves them out of
  the load widths (``min_load_bits``; ``check --min-load-width``, triton#1756) and reports them as
  constant-table loads. A load is a table load when its address register is computed from the table's symbol
  (``mov``/``cvta`` of it, then ``add``/``sub``/``mad``/``cvt``/``mov`` of such registers, followed to a fixed
  point within the function), or names the symbol directly (``[__cudart_i2opi_f+4]``); a table some store
  writes to is not constant and its loads stay data loads.

Pure functions over PTX text; nothing here raises on malformed text.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Finding, Ref
from ir_explorer.ir import machine

# e.g. .global .align 4 .b8 __cudart_i2opi_f[24] = {65, 144, 67, 60, 153, 149, 98, 219, …};
# e.g. .const .align 4 .b32 table[6] = {1, 2, 3, 4, 5, 6};
_TABLE = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.(?P<space>global|const)\s+(?:\.align\s+(?P<align>\d+)\s+)?"
                    r"\.(?P<type>[bsuf])(?P<bits>\d+)\s+(?P<name>[\w$]+)\[(?P<n>\d+)\]\s*=\s*\{")
# e.g. 	.local .align 4 .b8 	__local_depot0[28];
_DEPOT = re.compile(r"^\s*\.local\s+(?:\.align\s+(?P<align>\d+)\s+)?\.(?P<type>[bsuf])(?P<bits>\d+)\s+"
                    r"(?P<name>[\w$]+)\[(?P<n>\d+)\]\s*;")
# e.g. .visible .entry sin_rows(     e.g. .func  (.param .b32 func_retval0) __nv_sinf(
_FUNC = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.(?:entry|func)\b[^(]*?(?:\([^)]*\)\s*)?"
                   r"(?P<name>[\w$]+)\s*\(")
# e.g. 	mov.b64 	%rd6, __cudart_i2opi_f;     e.g. add.s64 	%rd7, %rd6, %rd73;
_INSTR = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<op>[a-z][\w.:]*)\s+(?P<args>[^;]*);")
# e.g. 	ld.global.nc.b32 	%r90, [%rd7];     e.g. st.global.v4.b32 [ %rd3 + 0 ], { %r1, %r2, %r3, %r4 };
_GLOBAL_ADDR = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<op>ld|st)\.global(?P<mods>(?:\.[\w:]+)*)\b[^\[]*\[\s*"
                          r"(?P<base>%?[\w$]+)")
# e.g. $L__BB0_7:                              // %__internal_trig_reduction_slowpath.exit.i.i.i
_EXIT_LABEL = re.compile(r"^\S+:\s*//\s*%(?P<fn>[A-Za-z_][\w$]*?)\.exit\d*(?:\.|\s*$)")
_REG = re.compile(r"%[\w$]+")
#: Instructions through which a register stays an address computed from a table's symbol.
_ADDRESS_OPS = ("mov", "cvta", "add", "sub", "mad", "cvt", "or")


@dataclass(frozen=True)
class Table:
    """A module-scope initialized array in PTX: ``.global .align 4 .b8 __cudart_i2opi_f[24] = {…}``.
    ``bytes`` = elements × element bits / 8; ``line`` is 1-based in the PTX."""

    name: str
    space: str
    line: int
    bytes: int


@dataclass(frozen=True)
class TableLoad:
    """One ``ld.global`` whose address is computed from a :class:`Table`'s symbol. ``bits`` per thread per
    access (``.vN`` × type bits, as :func:`machine_widths.machine_accesses` reads it; ``None`` without a type);
    ``via`` is the line of the ``mov``/``cvta`` of the symbol the address came from (or the load itself when it
    names the symbol)."""

    line: int
    instruction: str
    bits: int | None
    table: str
    via: int


@dataclass
class LocalUse:
    """The local memory of one PTX function: its depots (name → (bytes, line)), and its ``st.local``/
    ``ld.local`` lines, each with the inlined function it is attributed to (see the module docstring)."""

    function: str
    line: int
    depots: dict[str, tuple[int, int]] = field(default_factory=dict)
    stores: list[int] = field(default_factory=list)
    loads: list[int] = field(default_factory=list)
    origin: dict[int, tuple[str | None, str | None]] = field(default_factory=dict)
    """Access line → (innermost inlined function, libdevice ``__nv_*`` function), ``None`` where no label says."""


def tables(ptx: str) -> dict[str, Table]:
    """Every module-scope initialized ``.global``/``.const`` array of a PTX module, by name."""
    out: dict[str, Table] = {}
    for no, line in enumerate(ptx.splitlines(), 1):
        if not line.startswith("."):  # module scope: no indentation
            continue
        m = _TABLE.match(line)
        if m:
            out[m["name"]] = Table(m["name"], m["space"], no, int(m["n"]) * int(m["bits"]) // 8)
    return out


def _functions(lines: list[str]) -> list[tuple[str, int, int]]:
    """``(name, first line, last line)`` (1-based) of each PTX function body, from its header to its ``}``."""
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(lines):
        m = _FUNC.match(lines[i])
        if not m:
            i += 1
            continue
        start, depth, opened, j = i, 0, False, i
        while j < len(lines):
            depth += lines[j].count("{") - lines[j].count("}")
            opened = opened or "{" in lines[j]
            if opened and depth <= 0:
                break
            j += 1
        out.append((m["name"], start + 1, min(j, len(lines) - 1) + 1))
        i = j + 1
    return out


def _tainted(body: list[tuple[int, str]], symbols: set[str]) -> dict[str, tuple[str, int]]:
    """Registers computed from a table symbol: register → (table, line of the ``mov`` of the symbol)."""
    taint: dict[str, tuple[str, int]] = {}
    changed = True
    while changed:
        changed = False
        for no, line in body:
            m = _INSTR.match(line)
            if m is None or not m["op"].startswith(_ADDRESS_OPS):
                continue
            args = [a.strip() for a in m["args"].split(",")]
            if len(args) < 2 or not args[0].startswith("%") or args[0] in taint:
                continue
            src = None
            for a in args[1:]:
                if a in symbols:
                    src = (a, no)
                elif a in taint:
                    src = taint[a]
                if src:
                    break
            if src:
                taint[args[0]] = src
                changed = True
    return taint


def table_loads(ptx: str) -> list[TableLoad]:
    """The loads of constant tables in a PTX module, in line order (see the module docstring)."""
    tabs = tables(ptx)
    if not tabs:
        return []
    lines = ptx.splitlines()
    found: list[TableLoad] = []
    written: set[str] = set()
    for _, first, last in _functions(lines):
        body = [(no, lines[no - 1]) for no in range(first, last + 1)]
        taint = _tainted(body, set(tabs))
        for no, line in body:
            m = _GLOBAL_ADDR.match(line)
            if m is None:
                continue
            base = m["base"]
            src = (base, no) if base in tabs else taint.get(base)
            if src is None:
                continue
            if m["op"] == "st":
                written.add(src[0])
                continue
            found.append(TableLoad(no, f"ld.global{m['mods']}", _bits(m["mods"]), src[0], src[1]))
    return [t for t in found if t.table not in written]


def _bits(mods: str) -> int | None:
    """Bits per thread of a PTX ``ld`` from its modifiers: ``.vN`` × the type's bits (PTX ISA §9.7.9.8)."""
    parts = mods.split(".")[1:]
    vec = next((int(p[1:]) for p in parts if re.fullmatch(r"v[248]", p)), 1)
    ty = next((p for p in reversed(parts) if re.fullmatch(r"[bsuf](?:8|16|32|64|128)", p)), None)
    return vec * int(ty[1:]) if ty else None


def _bodies(ptx: str) -> list[tuple[str, int, int, machine.MachineCode]]:
    """``(name, first line, last line, model)`` of each PTX function with a body (``.entry``/``.func``), from the
    shared machine-code model (:func:`ir_explorer.ir.machine.shared`)."""
    code = machine.shared("ptx", ptx)
    return [(f.name, f.first, f.last, code) for f in code.functions if f.kind in ("entry", "func")]


def _local(ins: machine.Instruction | None) -> str | None:
    """``ld`` or ``st`` for a ``ld.local``/``st.local`` (PTX ISA §9.7.9.8, §9.7.9.10), else ``None``."""
    if ins is None or ins.memory is None or ins.memory.space != "local" or ins.base not in ("ld", "st"):
        return None
    return ins.base


def local_uses(ptx: str) -> list[LocalUse]:
    """The local depots and ``st.local``/``ld.local`` of each PTX function that has any, in order (the functions
    and instructions from the shared machine-code model; depots and labels, which are no instructions, from the
    text)."""
    lines = ptx.splitlines()
    out: list[LocalUse] = []
    for name, first, last, code in _bodies(ptx):
        use = LocalUse(name, first)
        pending: list[int] = []
        for no in range(first, last + 1):
            line = lines[no - 1]
            d = _DEPOT.match(line)
            if d:
                use.depots[d["name"]] = (int(d["n"]) * int(d["bits"]) // 8, no)
                continue
            op = _local(code.by_line.get(no))
            if op is not None:
                (use.stores if op == "st" else use.loads).append(no)
                use.origin[no] = (None, None)
                pending.append(no)
                continue
            e = _EXIT_LABEL.match(line)
            if e and pending:
                fn = e["fn"]
                for p in list(pending):
                    inner, outer = use.origin[p]
                    inner = inner or fn
                    if fn.startswith("__nv_"):
                        outer = fn
                        pending.remove(p)
                    use.origin[p] = (inner, outer)
        if use.depots or use.stores or use.loads:
            out.append(use)
    return out


def _origin_claims(use: LocalUse) -> tuple[list[Claim], str]:
    """The claims of where the accesses come from (``origin/K/count``, ``…/function``, ``…/libdevice``; rule
    ``local-origin``) and their template: ``40 from __internal_trig_reduction_slowpath (inlined from libdevice
    __nv_sinf)`` …, the most frequent first."""
    counts = Counter(use.origin.values())
    parts, claims = [], []
    for k, ((inner, outer), n) in enumerate(counts.most_common()):
        pre = f"origin/{k}/"
        refs = tuple(Ref("ptx", no, ".local") for no, o in sorted(use.origin.items()) if o == (inner, outer))
        claims += [Claim(f"{pre}count", n, "count", "local-origin", refs),
                   Claim(f"{pre}function", inner, "text", "local-origin"),
                   Claim(f"{pre}libdevice", outer, "text", "local-origin")]
        if inner is None:
            parts.append(f"{{{pre}count}} with no inlined-function label after them")
        elif outer is None or outer == inner:
            parts.append(f"{{{pre}count}} from {{{pre}function}}")
        else:
            parts.append(f"{{{pre}count}} from {{{pre}function}} (inlined from libdevice {{{pre}libdevice}})")
    return claims, "; ".join(parts)


def printf_buffers(ptx: str) -> dict[int, int]:
    """``st.local`` line → the line of the ``call … vprintf`` whose argument buffer it fills (1-based PTX lines).

    ``tl.device_print`` lowers to CUDA's ``vprintf(format, args)`` (Triton's NVIDIA ``PrintOpToLLVM``): the
    arguments are stored into a per-thread buffer in the function's ``.local`` depot (``st.local.v2.b32 [%SPL],
    {%r4, %r5};``) whose generic address is passed as ``vprintf``'s second parameter. A ``st.local`` is counted when
    the next call after it is ``vprintf`` with no ``ld.local`` or other call in between. Never raises."""
    out: dict[int, int] = {}
    for _, first, last, code in _bodies(ptx):
        pending: list[int] = []
        for ins in code.instructions:
            if not first <= ins.line <= last:
                continue
            op = _local(ins)
            if op is not None:
                if op == "st":
                    pending.append(ins.line)
                else:
                    pending.clear()
                continue
            if ins.base == "call" and ins.modifiers in ((), ("uni",)):
                if _callee(ins) == "vprintf":
                    out.update(dict.fromkeys(pending, ins.line))
                pending.clear()
    return out


def _callee(ins: machine.Instruction) -> str | None:
    """The function a PTX ``call`` names (PTX ISA §9.7.12.2): ``vprintf`` in ``call.uni (retval0), vprintf, (param0,
    param1);`` (the return-value list, when there is one, comes first)."""
    ops = ins.operands[1:] if ins.operands[:1] and ins.operands[0].startswith("(") else ins.operands
    return ops[0] if len(ops) >= 2 and re.fullmatch(r"[\w$]+", ops[0]) else None


def printf_claims(printf: dict[int, int]) -> tuple[list[Claim], str]:
    """The claims (rule ``printf-args``) and template of ``tl.device_print``'s argument stores (:func:`printf_buffers`):
    ``printf/stores`` (the ``st.local`` that fill vprintf's argument buffer, about each), ``printf/call0``,
    ``printf/call1`` … (the lines of the ``vprintf`` calls)."""
    calls = sorted(set(printf.values()))
    claims = [Claim("printf/stores", len(printf), "count", "printf-args",
                    tuple(Ref("ptx", n, "st.local") for n in sorted(printf)))]
    claims += [Claim(f"printf/call{i}", n, "line", "printf-args", (Ref("ptx", n, "vprintf"),))
               for i, n in enumerate(calls)]
    at = ", ".join(f"ptx:{{printf/call{i}}}" for i in range(len(calls)))
    return claims, (f"{{printf/stores}} st.local fill vprintf's argument buffer (tl.device_print; the "
                    f"call{'s' * (len(calls) > 1)} at {at})")


def analyze(inp: AnalysisInput) -> Analysis:
    """Local-memory and constant-table findings for one compiled kernel's PTX (nothing without PTX).

    Findings (``local_memory``, ``info``): one per PTX function with a local depot or local accesses, giving the
    depot's bytes, the ``st.local``/``ld.local`` counts, where they come from and what ptxas kept of them
    (``Resources.stack_frame_bytes``, and the SASS ``STL``/``LDL`` count when SASS is there); one per constant
    table that is loaded, with its loads. Metrics, only where there is something: ``local_depot_bytes`` (all
    depots), ``constant_table_loads`` (``{bits: count}``); the load widths without the table loads are
    :mod:`coalescing`'s.
    """
    ptx = inp.stages.get("ptx")
    if not ptx:
        return Analysis()
    findings: list[Finding] = []
    sass = inp.stages.get("sass")
    sass_local = None if sass is None else len(re.findall(r"\b(?:STL|LDL)(?:\.[\w]+)*\s", sass))
    printf = printf_buffers(ptx)
    for use in local_uses(ptx):
        claims = [Claim("function", use.function, "text", "local-function", (Ref("ptx", use.line, use.function),))]
        depots = []
        for name, (size, no) in use.depots.items():
            at = (Ref("ptx", no, name),)
            claims += [Claim(f"depots/{name}/bytes", size, "bytes", "local-depot", at),
                       Claim(f"depots/{name}/line", no, "line", "local-depot", at)]
            depots.append(f"{name}[{{depots/{name}/bytes}}] ({{depots/{name}/bytes:size}}, ptx:{{depots/{name}/line}})")
        accesses = sorted(use.stores + use.loads)
        file, pyline = inp.python_location("ptx", accesses[0]) if accesses else (None, None)
        claims += [Claim("st_local", len(use.stores), "count", "local-access",
                         tuple(Ref("ptx", no, "st.local") for no in use.stores)),
                   Claim("ld_local", len(use.loads), "count", "local-access",
                         tuple(Ref("ptx", no, "ld.local") for no in use.loads))]
        origins, origin_text = _origin_claims(use)
        claims += origins
        fed = {k: v for k, v in printf.items() if k in use.origin}
        if fed:  # tl.device_print's argument stores (trial M7): named, beside the origins the labels give
            said, printf_text = printf_claims(fed)
            claims += said
            origin_text += f"; of them, {printf_text}"
        kept = ""
        res = inp.resources
        if res is not None and res.source == "ptxas":
            claims.append(Claim("stack_frame_bytes", res.stack_frame_bytes, "bytes", "resource"))
            kept = "; ptxas: {stack_frame_bytes} bytes stack frame"
            if sass_local is not None:
                kept += ", {sass_local} STL/LDL in SASS"
            if res.stack_frame_bytes == 0 and sass_local == 0:
                kept += " (ptxas removed the local accesses)"
        if sass_local is not None:
            claims.append(Claim("sass_local", sass_local, "count", "sass-local"))
        template = ("PTX .local in {function}: " + (", ".join(depots) or "no depot")
                    + "; {st_local} st.local, {ld_local} ld.local" + (f": {origin_text}" if accesses else "") + kept)
        data = {"origins": [{"line": ln, "function": o[0], "libdevice": o[1]} for ln, o in sorted(use.origin.items())],
                "stack_frame_bytes": res.stack_frame_bytes if res is not None else None, "sass_local": sass_local}
        lines = tuple(no for _, no in use.depots.values()) + tuple(accesses)
        findings.append(Finding(kind="local_memory", severity="info", template=template, claims=tuple(claims),
                                stage="ptx", lines=lines, python_file=file, python_line=pyline, data=data))
    loads = table_loads(ptx)
    tabs = tables(ptx)
    for name in dict.fromkeys(t.table for t in loads):
        mine = [t for t in loads if t.table == name]
        tab = tabs[name]
        widths = Counter(t.bits for t in mine if t.bits is not None)
        file, pyline = inp.python_location("ptx", mine[0].line)
        at = (Ref("ptx", tab.line, name),)
        claims = [Claim("table", name, "text", "const-table", at), Claim("space", tab.space, "text", "const-table", at),
                  Claim("table_bytes", tab.bytes, "bytes", "const-table", at),
                  Claim("table_line", tab.line, "line", "const-table", at),
                  Claim("count", len(mine), "count", "const-table-loads",
                        tuple(Ref("ptx", t.line, "ld.global") for t in mine)),
                  Claim("instruction", mine[0].instruction, "op", "const-table-loads",
                        (Ref("ptx", mine[0].line, mine[0].instruction),))]
        claims += [Claim(f"widths/{b}", n, "count", "const-table-loads") for b, n in widths.items()]
        claims += [Claim(f"via/{k}", via, "line", "const-table-loads", (Ref("ptx", via, name),))
                   for k, via in enumerate(dict.fromkeys(t.via for t in mine))]
        bits = ", ".join(f"{{widths/{b}}} × {b}-bit" for b in sorted(widths, reverse=True)) or "none"
        findings.append(Finding(
            kind="local_memory", severity="info", claims=tuple(claims),
            template="constant-table loads: {count} × {instruction} of {table} (.{space} table of {table_bytes:size}, "
                     f"ptx:{{table_line}}; {bits}), not counted as data loads in the global load widths",
            stage="ptx", lines=(tab.line, *(t.line for t in mine)), python_file=file, python_line=pyline,
            data={"loads": [{"line": t.line, "instruction": t.instruction, "bits": t.bits, "via": t.via}
                            for t in mine]}))
    metrics: dict[str, object] = {}
    depot_bytes = sum(size for use in local_uses(ptx) for size, _ in use.depots.values())
    if depot_bytes:
        metrics["local_depot_bytes"] = depot_bytes
    if loads:
        metrics["constant_table_loads"] = dict(sorted(Counter(t.bits for t in loads if t.bits is not None).items()))
    return Analysis(findings, metrics)
