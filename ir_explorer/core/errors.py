"""One exception hierarchy for ir-explorer; the CLI turns each into one line on stderr.

Every error carries the process exit code the CLI should use:

* ``2``: bad input from the user (unknown kernel, stage, config or target, a malformed
  signature, a kernel file that does not parse).
* ``1``: the kernel did not compile, or a tool the compile needs failed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping


class IRExplorerError(Exception):
    """Base class. ``str(err)`` is the one-line message shown to the user; ``warnings`` are lines the CLI
    prints before it (what reading an input skipped, when that explains the error)."""

    exit_code: int = 1

    def __init__(self, message: str, warnings: Iterable[str] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.warnings = tuple(warnings)


class UsageError(IRExplorerError):
    """Bad input: an unknown name, a malformed option value, a file that does not parse (exit 2)."""

    exit_code = 2


class StoreError(IRExplorerError):
    """The artifact store could not be read or written (permissions, disk full) (exit 1)."""

    exit_code = 1


class CorruptEntry(StoreError):
    """A stored entry or blob failed its integrity check; callers recompile instead of serving it."""


class ToolError(IRExplorerError):
    """An external tool (cuobjdump, nvdisasm) is missing or failed (exit 1)."""

    exit_code = 1


def did_you_mean(word: str, candidates: Iterable[str] | Mapping[str, str], n: int = 3) -> str:
    """``"; did you mean tritongpu-coalesce?"``: the up to ``n`` ``candidates`` closest to ``word``
    (:func:`difflib.get_close_matches`, case-insensitive, ratio ≥ 0.6), to end a one-line error; ``""`` when none
    is close. A mapping's keys are compared and its values named (``{"coalesce": "tritongpu-coalesce"}``)."""
    import difflib  # deferred: only error paths need it

    pairs = candidates.items() if isinstance(candidates, Mapping) else ((c, c) for c in candidates)
    shown: dict[str, str] = {}
    for key, name in pairs:
        shown.setdefault(key.lower(), name)
    close = difflib.get_close_matches(word.lower(), list(shown), n=4 * n)
    names = list(dict.fromkeys(shown[c] for c in close))[:n]
    return f"; did you mean {' or '.join(names)}?" if names else ""


#: The most digits :func:`small_index` reads: beyond, a value is no index of anything we hold.
_INDEX_DIGITS = 18


def small_index(text: str) -> int | None:
    """``text`` as a non-negative integer when it is 1 to 18 ASCII digits (``"17"`` → 17), else ``None``.

    For option values that are an index or a name (``--pass 17``, ``-c 2``): ``str.isdigit`` accepts ``"²"``, which
    ``int`` refuses, and ``int`` of 5,000 digits raises ``ValueError`` (Python's 4,300-digit limit); both are then
    names, and the caller's "unknown …" error applies."""
    if 0 < len(text) <= _INDEX_DIGITS and text.isascii() and text.isdigit():
        return int(text)
    return None
