"""Source mapping: the Python ``file:line`` each line of a stage came from. Pure functions over text.

Every stage carries the Python locations Triton's frontend attaches to each op, in its own syntax:

==========  =============================================================================================
``ttir``,   ``loc(...)`` at the end of an op's line, and ``#locN = loc(...)`` aliases (before and after
``ttgir``   the module): file locations ``"k.py":70:36``, ``callsite(CALLEE at CALLER)`` for inlined
            ``@triton.jit`` functions, named locations ``"m_ij"(#loc43)``, ``fused[...]``, ``unknown``
            (MLIR ``BuiltinLocationAttributes.td``). Per-pass MLIR dumps use the same syntax.
``llir``    ``!dbg !N`` on an instruction; ``!N = !DILocation(line:, scope:, inlinedAt:)``, the scope's
            ``DISubprogram``/``DILexicalBlockFile`` naming a ``DIFile(filename:, directory:)`` (LLVM
            LangRef, "Metadata"). Per-pass LLVM dumps print no metadata: there every line maps to ``None``.
``ptx``     ``.file N "path"`` (after the code) and ``.loc N line col``, which applies to the instructions
            after it (PTX ISA, "Debugging Directives"). Triton 3.9 writes inlining as ``.loc … inlined_at
            N line col``, whose call site has its own earlier ``.loc``; Triton 3.6 writes it only in the
            comment, ``// standard.py:170:27 @[ standard.py:191:40 @[ k.py:70:46 ] ]``.
``sass``    ``nvdisasm -gi`` comments before the instructions they cover (see :mod:`ir_explorer.capture.disassemble`):
            ``//## File "k.py", line 54 inlined at "k.py", line 124`` then ``//## File "k.py", line 124``,
            innermost first. Triton 3.6's line table carries no inlining: library code (``tl.max``) then
            maps to ``standard.py``, as nvdisasm shows it.
``amdgcn``  ``.file N "dir" "name"`` and ``.loc N line col``, inlining in the comment as in Triton 3.6
            PTX (``; standard.py:196:12 @[ k.py:70:36 ]``); ``.loc N 0 0`` means no location.
==========  =============================================================================================

Inlined code has a chain of frames, innermost first: ``tl.max`` in a user helper ``_attn_fwd_inner``
(called at line 124) is ``standard.py:196 → standard.py:216 → k.py:70 → k.py:124``.
:func:`python_lines` gives each IR line **one** frame: the innermost frame in a file outside the
installed Triton package. Triton's own functions (``tl.cdiv``, ``tl.sum``, ``tl.max``, anything in
``triton/language/``) thus map to the user's line that called them, while code from the user's own
``@triton.jit`` helpers maps to the line in the helper (``k.py:70``, not the call at ``k.py:124``): in
their own file, the line that wrote the op is what an author looks for. :func:`lines_for` is inclusive:
it matches every frame of the chain, so asking for line 124 gives all the IR inlined from that call.
(Where a call is depends on the frontend: Triton 3.9 locates a call spanning several lines at its first
line, Triton 3.6 at its last argument.)

Only lines that do something carry a location: MLIR ops, LLVM instructions, PTX/SASS/AMDGCN
instructions. An MLIR op with regions (``scf.for … {``, ``"tt.reduce"(%x) ({``) prints its location on
its closing line; its first line gets the same one. Directives (``.loc`` itself), labels, comments,
declarations and blank lines map to ``None``. Malformed or cut text never raises: what cannot be
resolved maps to ``None``.
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Callable

from ir_explorer.core.errors import UsageError

Frame = tuple[str, int]
"""``(python_file, python_line)``: the path as the compiler recorded it, and a 1-based line."""
Chain = tuple[Frame, ...]
"""The frames of one IR line, innermost first; ``()`` when the line carries no location."""

# e.g. /work/.venv/lib/python3.11/site-packages/triton/language/standard.py
_TRITON_FILE = re.compile(r"(?:^|[/\\])triton[/\\](?:language|experimental|runtime|compiler|backends|tools)[/\\]")

# ---------------------------------------------------------------------------------- MLIR
# e.g. #loc197 = loc(callsite(#loc146 at #loc4))
_MLIR_ALIAS = re.compile(r"(#loc[\w.$-]*) = loc\((.*)\)\s*$")
# e.g. loc(callsite(#loc42 at #loc197))  ·  loc("m_ij"(#loc43))  ·  loc("/work/k/flash_attention.py":70:36)
_MLIR_TOKEN = re.compile(r'(#loc[\w.$-]*)|"([^"\\]*(?:\\.[^"\\]*)*)":(\d+)')

# ---------------------------------------------------------------------------------- LLVM IR
# e.g.   %401 = fmul float %399, %400, !dbg !59
_LL_DBG = re.compile(r"!dbg !(\d+)")
# e.g. !55 = !DILocation(line: 70, column: 36, scope: !38, inlinedAt: !39)
_LL_META = re.compile(r"!(\d+) = (?:distinct )?!(\w+)\((.*)\)\s*$")
# e.g. !53 = !DIFile(filename: "standard.py", directory: "/work/.venv/lib/python3.11/site-packages/triton/language")
_LL_FIELD = re.compile(r'\b(line|scope|file|inlinedAt|filename|directory): (?:!(\d+)|(\d+)|"([^"\\]*(?:\\.[^"\\]*)*)")')

# ---------------------------------------------------------------------------------- PTX, AMDGCN
# e.g. 	.loc	1 54 23, function_name $L__info_string0, inlined_at 1 124 21 // flash_attention.py:54:23
# e.g. 	.loc	2 196 12                        ; standard.py:196:12 @[ flash_attention.py:70:36 @[ … ] ]
_ASM_LOC = re.compile(r"\.loc\s+(\d+)\s+(\d+)\s+(\d+)")
# e.g. inlined_at 1 124 21 // flash_attention.py:54:23
_ASM_INLINED_AT = re.compile(r"inlined_at\s+(\d+)\s+(\d+)\s+(\d+)")
# e.g. @[ flash_attention.py:70:46 @[ flash_attention.py:126:76 ] ]
_ASM_INLINED = re.compile(r"@\[\s*(\S+?):(\d+):\d+")
# e.g. 	.file	2 "/work/.venv/lib/python3.11/site-packages/triton/language/standard.py"
# e.g. 	.file	1 "/work/wt/sourcemap/kernels" "flash_attention.py"
_ASM_FILE = re.compile(r'\.file\s+(\d+)\s+"([^"\\]*(?:\\.[^"\\]*)*)"(?:\s+"([^"\\]*(?:\\.[^"\\]*)*)")?')

# e.g. 	// begin inline asm   ·   	// end inline asm
_PTX_ASM_BLOCK = ("// begin inline asm", "// end inline asm")

# ---------------------------------------------------------------------------------- SASS
# e.g. 	//## File "/work/k/flash_attention.py", line 54 inlined at "/work/k/flash_attention.py", line 124
_SASS_FILE = re.compile(r'//## File "([^"\\]*(?:\\.[^"\\]*)*)", line (\d+)')

#: Longest alias/scope/inlining chain followed or kept; longer chains only come from malformed text.
_MAX_DEPTH = 64


@functools.lru_cache(maxsize=4096)
def is_triton_file(path: str) -> bool:
    """Whether ``path`` is a file of the Triton package (``…/triton/language/standard.py``), not a user's."""
    return _TRITON_FILE.search(path) is not None


def _same_file(frame_file: str, file: str | None) -> bool:
    """``file`` names this frame's file: equal paths, or the same base name outside Triton's package (a
    stored compile may come from another checkout of the same file). ``None`` matches every user file."""
    if frame_file == file:
        return True
    if is_triton_file(frame_file):
        return False
    return file is None or _base(frame_file) == _base(file)


def _base(path: str) -> str:
    return path.rsplit("/", 1)[-1].rsplit("\\", 1)[-1]


def _join(directory: str, name: str) -> str:
    return name if not directory or name.startswith("/") else f"{directory.rstrip('/')}/{name}"


def _unescape(s: str) -> str:
    return s.replace('\\"', '"').replace("\\\\", "\\") if "\\" in s else s


# ---------------------------------------------------------------------------------- parsers


def _mlir(lines: list[str]) -> list[Chain]:
    """TTIR, TTGIR and per-pass MLIR dumps: the last ``loc(`` of a line is its op's location."""
    aliases = {m.group(1): m.group(2) for line in lines if line.startswith("#loc") and (m := _MLIR_ALIAS.match(line))}

    resolved: dict[str, Chain] = {}
    active: set[str] = set()

    def expand(body: str) -> Chain:
        chain: Chain = ()
        for m in _MLIR_TOKEN.finditer(body):
            if m.group(1) is not None:
                chain += alias(m.group(1))
            elif (n := int(m.group(3))) > 0:
                chain += ((_unescape(m.group(2)), n),)
            if len(chain) >= _MAX_DEPTH:  # e.g. fused[#a, #a] nested in a loop: malformed
                return chain[:_MAX_DEPTH]
        return chain

    def alias(name: str) -> Chain:
        got = resolved.get(name)
        if got is not None:
            return got
        body = aliases.get(name)
        if body is None or name in active or len(active) > _MAX_DEPTH:
            return ()
        active.add(name)
        chain = resolved[name] = expand(body)
        active.discard(name)
        return chain

    # an op's location ends its line; alias definitions (#loc12 = loc(…)) are no ops
    tails = [line[i:] if (i := line.rfind("loc(")) > 0 and line[0] != "#" else "" for line in lines]
    by_tail = {tail: expand(tail) for tail in dict.fromkeys(tails)}
    out = [by_tail[tail] for tail in tails]
    _regions(lines, tails, out)
    return out


def _regions(lines: list[str], tails: list[str], out: list[Chain]) -> None:
    """Give an op that opens regions on its first line (``scf.for … {``, ``"tt.reduce"(%x) ({``,
    ``} else {``) the location printed on the line that closes it (``} loc(#loc12)``)."""
    waiting: list[list[int]] = []
    for i in [i for i, line in enumerate(lines) if line.endswith("{") or ("}" in line and line.lstrip()[:1] == "}")]:
        s = lines[i].strip()
        if s[0] == "}" and s[-1] == "{":  # } else {
            if waiting:
                waiting[-1].append(i)
        elif s[-1] == "{":
            waiting.append([i])
        elif waiting:
            for j in waiting.pop():
                if not tails[j]:
                    out[j] = out[i]


def _llir_ids(lines: list[str]) -> tuple[list[int], dict[int, str]]:
    """The ``!dbg !N`` id of each line (-1 without one) and the text of each ``!N = …`` metadata line."""
    ids: list[int] = []
    meta: dict[int, str] = {}
    for line in lines:
        if line.startswith("!"):
            m = _LL_META.match(line)
            if m:
                meta[int(m.group(1))] = line
        i = line.rfind("!dbg !")
        if i < 0:
            ids.append(-1)
            continue
        m = _LL_DBG.match(line, i)
        ids.append(int(m.group(1)) if m else -1)
    return ids, meta


class _LLMetadata:
    """The debug metadata of one LLVM IR module: its nodes parsed on first use, the files and chains
    found memoized (many instructions share a ``!dbg`` node)."""

    def __init__(self, meta: dict[int, str]) -> None:
        self.meta = meta
        self.nodes: dict[int, tuple[str, dict[str, str]]] = {}
        self.files: dict[int, str | None] = {}
        self.chains: dict[int, Chain] = {-1: ()}

    def node(self, n: int) -> tuple[str, dict[str, str]]:
        """``(kind, fields)`` of metadata node ``!n`` (``("", {})`` when there is none)."""
        got = self.nodes.get(n)
        if got is None:
            m = _LL_META.match(self.meta.get(n, ""))
            fields = {f.group(1): f.group(2) or f.group(3) or _unescape(f.group(4) or "")
                      for f in _LL_FIELD.finditer(m.group(3))} if m else {}
            got = self.nodes[n] = (m.group(2) if m else "", fields)
        return got

    def file_of(self, scope: int) -> str | None:
        """The file of a scope (DISubprogram, DILexicalBlockFile …): its ``file:``, else its parent's."""
        if scope in self.files:
            return self.files[scope]
        n, found = scope, None
        for _ in range(_MAX_DEPTH):
            kind, fields = self.node(n)
            if kind == "DIFile":
                found = _join(fields.get("directory", ""), fields.get("filename", ""))
                break
            ref = fields.get("file") or fields.get("scope")
            if not ref or not ref.isdigit():
                break
            n = int(ref)
        self.files[scope] = found
        return found

    def chain(self, n: int) -> Chain:
        """The chain of a ``!dbg`` id, memoized (``()`` for -1, no id)."""
        got = self.chains.get(n)
        if got is None:
            got = self.chains[n] = self._chain_of(n)
        return got

    def _chain_of(self, n: int) -> Chain:
        """A DILocation and the DILocations it is inlined at (a DISubprogram: its own line)."""
        frames: list[Frame] = []
        for _ in range(_MAX_DEPTH):
            if n in self.chains:
                return (*frames, *self.chains[n])[:_MAX_DEPTH]
            kind, fields = self.node(n)
            line = int(fields["line"]) if fields.get("line", "").isdigit() else 0
            if kind == "DISubprogram":
                file = self.file_of(n)
            elif kind == "DILocation" and fields.get("scope", "").isdigit():
                file = self.file_of(int(fields["scope"]))
            else:
                break
            if file is not None and line > 0:
                frames.append((file, line))
            outer = fields.get("inlinedAt", "")
            if kind != "DILocation" or not outer.isdigit():
                break
            n = int(outer)
        return tuple(frames)


def _llir(lines: list[str]) -> list[Chain]:
    """LLVM IR with its debug metadata (``!dbg``, ``DILocation``, ``DIFile``)."""
    ids, meta = _llir_ids(lines)
    md = _LLMetadata(meta)
    return [md.chain(n) for n in ids]


RawChain = tuple[tuple[int | str, int], ...]
"""A PTX/AMDGCN chain before the ``.file`` table names its files: ``(file number or base name, line)``."""


def _asm(lines: list[str], starts: str, indented: bool, ends: tuple[str, ...],
         asm_block: tuple[str, str] | None = None) -> list[Chain]:
    """PTX and AMDGCN: ``.file``/``.loc`` directives; a ``.loc`` covers the instructions after it.

    An instruction starts with one of ``starts`` (after the indent it must have if ``indented``) and is
    no label (``name:``); a line starting with one of ``ends`` ends the function's code.

    ``asm_block`` holds the comments that open and close an inline-asm block (PTX: ``// begin inline asm``,
    ``// end inline asm``). Inside one, LLVM writes a ``.loc`` per line of a multi-line asm string, at the
    call's line plus the line's offset in the string (``tl.inline_asm_elementwise`` at line 11: ``.loc 1 13``
    on its third asm line), and then writes no ``.loc`` after the block, as its own location has not
    changed. So the whole block is the call's: the ``.loc`` in effect at the block's start (or one that opens
    it, before any other line), and the ``.loc`` lines further inside are not locations; after the block the
    call's location holds again (issue 15: the mapping drifted by one line per asm block). A line of ``ends``
    inside a block is the block's own (a ``}`` at column 0 closing Triton's mbarrier wait loop) and ends nothing.

    Frames are first kept as ``(file number, line)`` or, from a comment chain, ``(base name, line)``,
    and named once the ``.file`` table (at the end of PTX) is known.
    """
    files: dict[int, str] = {}
    located: dict[tuple[str, str, str], RawChain] = {}  # .loc's (file, line, col) -> its last chain
    seen: dict[str, tuple[tuple[str, str, str], RawChain]] = {}  # .loc line -> its own, when it has no inlined_at
    raw: list[RawChain] = []
    cur: RawChain = ()
    in_block = opening = False  # inside an inline-asm block; before any line of it but a .loc
    for line in lines:
        s = line.lstrip()
        if not s:
            raw.append(())
            continue
        if asm_block is not None and s.startswith(asm_block):
            in_block = opening = s.startswith(asm_block[0])
            raw.append(())
            continue
        if in_block and not (opening and s.startswith(".loc")):
            opening = False
            if s.startswith(".loc"):
                raw.append(())
                continue
        if s[0] == ".":
            if s.startswith(".loc"):
                cur = _asm_loc(s, located, seen)
            elif s.startswith(".file"):
                entry = _file_entry(s)
                if entry:
                    files[entry[0]] = entry[1]
            elif s.startswith(ends) and not in_block:
                cur = ()
            raw.append(())
        elif s[0] in starts and not s.endswith(":") and (not indented or line[0] in " \t"):
            raw.append(cur)
        else:
            # an inline-asm block's own braces (Triton's mbarrier wait loop: ``{``, ``.reg .pred complete;`` … ``}``
            # at column 0) end no function (trial 12d F2: the ldmatrix after such a block lost their location)
            if line.startswith(ends) and not in_block:
                cur = ()
            raw.append(())

    by_base = {_base(path): path for path in reversed(files.values())}

    def resolve(chain: RawChain) -> Chain:
        paths = ((files.get(f) if isinstance(f, int) else by_base.get(f, f), n) for f, n in chain)
        return tuple((path, n) for path, n in paths if path is not None)

    named = {chain: resolve(chain) for chain in dict.fromkeys(raw)}
    return [named[chain] for chain in raw]


def _file_entry(s: str) -> tuple[int, str] | None:
    """``(number, path)`` of a PTX/AMDGCN ``.file N "dir" "name"`` (or ``.file N "path"``) line, else ``None``."""
    m = _ASM_FILE.match(s)
    if m is None:
        return None
    d, name = _unescape(m.group(2)), m.group(3)
    return int(m.group(1)), d if name is None else _join(d, _unescape(name))


def _asm_loc(s: str, located: dict[tuple[str, str, str], RawChain],
             seen: dict[str, tuple[tuple[str, str, str], RawChain]]) -> RawChain:
    """The chain of one ``.loc`` line; records it in ``located`` for the ``inlined_at`` of later ones."""
    got = seen.get(s)
    if got is not None:
        located[got[0]] = got[1]
        return got[1]
    m = _ASM_LOC.match(s)
    if m is None:
        return ()
    f, n, col = m.groups()
    inner: RawChain = ((int(f), int(n)),) if int(n) > 0 else ()
    at_m = _ASM_INLINED_AT.search(s, m.end()) if "inlined_at" in s else None
    if at_m is not None:  # Triton 3.9 PTX: the call site is an earlier .loc with its own chain
        at_f, at_n, at_col = at_m.groups()
        chain = inner + located.get((at_f, at_n, at_col), ((int(at_f), int(at_n)),))
    else:  # AMDGCN and Triton 3.6 PTX: the chain, by base names, in the comment
        at = s.find("@[", m.end())
        chain = inner + tuple((g.group(1), int(g.group(2))) for g in _ASM_INLINED.finditer(s, at)) if at > 0 \
            else inner
        seen[s] = ((f, n, col), chain)
    chain = chain[:_MAX_DEPTH]  # a .loc inlined at itself, over and over: malformed
    located[(f, n, col)] = chain
    return chain


def _ptx(lines: list[str]) -> list[Chain]:
    # e.g. 	ex2.approx.ftz.f32 	%r367, %r334;   ·   @%p1 bra $L__BB0_2;   (not: $L__BB0_2:   .reg .b32 %r<5>;)
    return _asm(lines, string.ascii_letters + "@", False, ("}",), _PTX_ASM_BLOCK)


def _amdgcn(lines: list[str]) -> list[Chain]:
    # e.g. 	v_exp_f32_e32 v170, v96   (not: flash_attention_fwd_kernel:   amdhsa.target: amdgcn-…   ; comment)
    return _asm(lines, string.ascii_letters + "_", True, (".Lfunc_end", ".section"))


def _sass(lines: list[str]) -> list[Chain]:
    """``nvdisasm -gi``: a run of ``//##`` comments (innermost frame first) covers the instructions after it."""
    out: list[Chain] = []
    cur: Chain = ()
    pending: list[Frame] = []
    in_block = False
    for line in lines:
        s = line.lstrip()
        if s.startswith("/*"):  # e.g.         /*0110*/                   LDC R156, c[0x0][0x248] ;
            if in_block:
                cur, pending, in_block = tuple(pending), [], False
            out.append(cur)
            continue
        if s.startswith("//##"):
            in_block = True
            m = _SASS_FILE.match(s)
            if m and int(m.group(2)) > 0 and len(pending) < _MAX_DEPTH:
                pending.append((_unescape(m.group(1)), int(m.group(2))))
        elif s.startswith((".section", ".text.")):  # the next function's code
            cur, pending, in_block = (), [], False
        out.append(())
    return out


def asm_offset_lines(ptx: str) -> dict[tuple[str, int], int]:
    """The Python lines PTX's inline-asm blocks name that are no location: ``{(file, line): call line}``.

    Inside an inline-asm block LLVM writes one ``.loc`` per asm line, at the call's line plus the line's
    offset in the asm string (see :func:`_asm`). ptxas copies them into the cubin's line table, so SASS
    (``nvdisasm -gi``) credits the block's ``LDG`` to a line further down the file, often a comment
    (issue 15 item 2: ``flash_attention.py:159`` for the ``tl.load`` at line 155). A ``.loc`` inside a block
    (not the one in effect when it opens) whose column equals the call's and whose line is below it names
    ``call line + offset``; it is mapped back to the call's line where every block agrees and the line is
    never a real location (outside a block or opening one) of that file. Where blocks of different calls name the
    same such line (the 4-line ``ld.global`` blocks Triton emits for loads at lines 37 and 38 both name line 41) the
    call cannot be told: it maps to ``0``, no location, rather than to a guess. Never raises."""
    files: dict[str, str] = {}
    real: set[tuple[str, str]] = set()
    inner: dict[tuple[str, str], set[str]] = {}
    call: tuple[str, str, str] | None = None
    in_block = opening = False
    for line in ptx.splitlines():
        s = line.lstrip()
        if s.startswith(_PTX_ASM_BLOCK):
            in_block = opening = s.startswith(_PTX_ASM_BLOCK[0])
            continue
        m = _ASM_LOC.match(s) if s.startswith(".loc") else None
        if m is not None:
            f, n, col = m.groups()
            if in_block and not opening and call is not None and (f, col) == (call[0], call[2]) \
                    and int(n) > int(call[1]):
                inner.setdefault((f, n), set()).add(call[1])
            else:
                real.add((f, n))
                call = (f, n, col)
            continue
        if s.startswith(".file"):
            entry = _file_entry(s)
            if entry:
                files[str(entry[0])] = entry[1]
        elif s and in_block:
            opening = False
    return {(files[f], int(n)): int(next(iter(calls))) if len(calls) == 1 else 0 for (f, n), calls in inner.items()
            if (f, n) not in real and f in files}


def _remap_asm(chains: list[Chain], offsets: dict[tuple[str, int], int]) -> list[Chain]:
    """``chains`` (SASS) with each innermost frame :func:`asm_offset_lines` names moved to its call line, and
    those whose call it cannot tell (``0``) left without a location (``()``)."""
    if not offsets:
        return chains

    def moved(c: Chain) -> Chain:
        if not c or c[0] not in offsets:
            return c
        return ((c[0][0], offsets[c[0]]), *c[1:]) if offsets[c[0]] else ()

    fixed = {c: moved(c) for c in dict.fromkeys(chains)}
    return [fixed[c] for c in chains]


_PARSERS: dict[str, Callable[[list[str]], list[Chain]]] = {
    "ttir": _mlir, "ttgir": _mlir, "llir": _llir, "ptx": _ptx, "sass": _sass, "amdgcn": _amdgcn,
}


# ---------------------------------------------------------------------------------- public API


def source_chains(stage: str, text: str, ptx: str | None = None) -> list[Chain]:
    """The frames each line of a stage's text came from, innermost first.

    Index ``i`` is line ``i + 1`` of ``text.splitlines()``; ``()`` for a line with no location.
    ``stage`` is ``ttir``/``ttgir`` (also any per-pass MLIR dump), ``llir``, ``ptx``, ``sass`` or
    ``amdgcn``; any other raises :class:`UsageError`. For ``sass``, ``ptx`` (the same compile's PTX) moves
    the lines its inline-asm blocks name back to their calls (:func:`asm_offset_lines`). Never raises on
    malformed text. One pass over the lines, then one lookup per distinct location.
    """
    parser = _PARSERS.get(stage)
    if parser is None:
        raise UsageError(f"no source mapping for stage {stage!r}; known: {', '.join(_PARSERS)}")
    chains = parser(text.splitlines())
    if stage == "sass" and ptx:
        chains = _remap_asm(chains, asm_offset_lines(ptx))
    return chains


def pick_frame(chain: Chain) -> Frame | None:
    """The frame a user reads for an IR line: the innermost one outside Triton's package (see the module
    docstring), else the innermost one (code only Triton's files account for), ``None`` for ``()``."""
    for frame in chain:
        if not is_triton_file(frame[0]):
            return frame
    return chain[0] if chain else None


def python_lines(stage: str, text: str, ptx: str | None = None) -> list[tuple[str, int] | None]:
    """The Python ``(file, line)`` of every line of a stage's text, or ``None`` where it has none.

    Index ``i`` is line ``i + 1`` of ``text.splitlines()``, so the list is as long as the text has
    lines. Inlined Triton library code maps to the user's calling line; code of the user's own
    helpers to the helper's line (:func:`pick_frame`). This is what
    :attr:`ir_explorer.analyses.findings.AnalysisInput.source_lines` holds; ``ptx`` as for
    :func:`source_chains`. Raises :class:`UsageError` for an unknown stage, never for malformed text.
    """
    chains = source_chains(stage, text, ptx)
    picked = {chain: pick_frame(chain) for chain in dict.fromkeys(chains)}
    return [picked[chain] for chain in chains]


def lines_for(stage: str, text: str, python_line: int, file: str | None = None, ptx: str | None = None
              ) -> list[int]:
    """The 1-based IR line numbers that came from ``python_line``, ascending.

    Inclusive of inlining: a line matches when any frame of its chain is ``python_line`` of ``file``,
    so the line of a helper call gives all the IR inlined from that call. ``file`` is compared by path,
    or by base name for a path from another checkout (Triton's own files only by full path); ``None``
    matches any file outside Triton's package; ``ptx`` as for :func:`source_chains`. Raises
    :class:`UsageError` for an unknown stage.
    """
    chains = source_chains(stage, text, ptx)
    hit = {chain: any(n == python_line and _same_file(f, file) for f, n in chain) for chain in dict.fromkeys(chains)}
    return [i for i, chain in enumerate(chains, 1) if hit[chain]]


# e.g. #loc23 = loc("/work/k/inductor_red_sum.py":27:35)  ·  loc("tmp2"(#loc23))
_MLIR_COLUMN_TOKEN = re.compile(r'(#loc[\w.$-]*)|"([^"\\]*(?:\\.[^"\\]*)*)":(\d+):(\d+)')
Column = tuple[str, int, int]
"""``(file base name, line, column)`` of one location, innermost frame only."""


def own_columns(stage: str, text: str) -> list[Column | None]:
    """The innermost ``(file base name, line, column)`` each line of ``text`` names, ``None`` where it names none.

    Several ops of one Python line (a statement with two ``tl.`` calls) are told apart by their columns, which
    the line-level map (:func:`python_lines`) drops. ``ttir``/``ttgir``: the op's own ``loc(…)`` at the end of its
    line, followed through aliases and named locations to its first file location (an op that opens regions
    prints its location on its closing line: its first line maps to ``None`` here). ``ptx``/``amdgcn``: the
    ``.loc N line col`` in effect, with the inline-asm rule of :func:`_asm` (a ``.loc`` inside a block, after its
    first line, is no location), its file named by the ``.file`` table. Any other stage: all ``None``. Never raises.
    """
    lines = text.splitlines()
    if stage in ("ttir", "ttgir"):
        aliases = {m.group(1): m.group(2) for line in lines if line.startswith("#loc")
                   and (m := _MLIR_ALIAS.match(line))}

        def first(body: str, depth: int = 0) -> Column | None:
            for m in _MLIR_COLUMN_TOKEN.finditer(body):
                if m.group(1) is not None:
                    if depth < _MAX_DEPTH and m.group(1) in aliases:
                        got = first(aliases[m.group(1)], depth + 1)
                        if got is not None:
                            return got
                elif int(m.group(3)) > 0:
                    return _base(_unescape(m.group(2))), int(m.group(3)), int(m.group(4))
            return None

        tails = [line[i:] if (i := line.rfind("loc(")) > 0 and line[0] != "#" else "" for line in lines]
        by_tail = {tail: first(tail) if tail else None for tail in dict.fromkeys(tails)}
        return [by_tail[tail] for tail in tails]
    if stage not in ("ptx", "amdgcn"):
        return [None] * len(lines)
    files: dict[int, str] = {}
    raw: list[tuple[int, int, int] | None] = []
    cur: tuple[int, int, int] | None = None
    in_block = opening = False
    for line in lines:
        s = line.lstrip()
        if s.startswith(_PTX_ASM_BLOCK):
            in_block = opening = s.startswith(_PTX_ASM_BLOCK[0])
        elif s.startswith(".loc"):
            m = _ASM_LOC.match(s)
            if m is not None and (not in_block or opening):
                cur = (int(m.group(1)), int(m.group(2)), int(m.group(3))) if int(m.group(2)) > 0 else None
        elif s.startswith(".file"):
            entry = _file_entry(s)
            if entry:
                files[entry[0]] = entry[1]
        elif s:
            opening = False
        raw.append(cur)
    return [(_base(files[c[0]]), c[1], c[2]) if c is not None and c[0] in files else None for c in raw]
