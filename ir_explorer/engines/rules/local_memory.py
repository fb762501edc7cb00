"""Rules of the claims about ``tl.device_print``'s argument stores in local memory (the PTX local-memory finding of
:mod:`ir_explorer.analyses.local_memory`, and :mod:`ir_explorer.analyses.occupancy`'s SASS ``STL`` finding when they
only store those arguments; ``stl``/``ldl`` there are ``rules/resources.py``'s ``sass-local``), re-read from the raw
text on a path of its own:

* ``printf-args``: ``printf/callN`` is the line of the N-th ``call`` of ``vprintf`` in the PTX that follows a
  ``st.local`` (in line order); ``printf/stores`` is the number of PTX ``st.local`` whose next ``call`` is one of
  those, with no ``ld.local`` between (the claim's refs exactly those lines); ``printf/other_local`` is the number
  of PTX ``ld.local``/``st.local`` lines that are not such stores.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal

# e.g. 	st.local.v2.b32 	[%SPL], {%r4, %r5};     e.g. 	call.uni (retval0), vprintf, (param0, param1);
_PTX_WORDS = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<mn>[a-z][\w.:]*)\s*(?P<rest>.*)$")


@lru_cache(maxsize=16)
def _ptx_local(ptx: str) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """``(vprintf call lines after a st.local, the st.local lines feeding them, other local access count)``."""
    calls: list[int] = []
    feeding: list[int] = []
    pending: list[int] = []
    local = 0
    for no, line in enumerate(ptx.splitlines(), 1):
        m = _PTX_WORDS.match(line)
        if m is None:
            continue
        parts = m["mn"].split(".")
        if parts[0] in ("ld", "st") and len(parts) > 1 and parts[1] == "local":
            local += 1
            if parts[0] == "st":
                pending.append(no)
            else:
                pending.clear()
        elif parts[0] == "call":
            callee = re.sub(r"^\([^)]*\)\s*,\s*", "", m["rest"]).split(",")[0].strip()
            if callee == "vprintf" and pending:
                calls.append(no)
                feeding.extend(pending)
            pending.clear()
        elif line.lstrip().startswith((".entry", ".visible .entry", ".func")):
            pending.clear()
    return tuple(calls), tuple(feeding), local - len(feeding)


@claim_rule("printf-args")
def printf_args(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """The PTX's ``vprintf`` argument-buffer stores and calls (see the module docstring)."""
    calls, feeding, other = _ptx_local(ctx.stages.get("ptx") or "")
    key = claim.key.removeprefix("printf/")
    if key == "stores":
        refs = [r.line for r in claim.about]
        return equal(claim.value, len(feeding)) if refs == list(feeding) else (
            False, f"refs {refs[:8]}, the PTX's vprintf argument stores {list(feeding)[:8]}")
    if key == "other_local":
        return equal(claim.value, other)
    if key.startswith("call") and key[4:].isdigit():
        i = int(key[4:])
        return equal(claim.value, calls[i] if i < len(calls) else None)
    return False, f"no printf-args claim {claim.key!r}"
