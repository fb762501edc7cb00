"""How every view writes a size in bytes: one formatter, binary units (``B``, ``KiB``).

The dump header (:func:`ir_explorer.cli.render.summary`), the TUI's tree labels
(:meth:`ir_explorer.tui.data.ConfigInfo.label`), the report's metrics (:mod:`ir_explorer.analyses.metric_format`)
and the analyses' messages all call :func:`size_text`, so 16 bytes of shared memory read ``16 B`` and 96 × 1024
bytes read ``96 KiB`` wherever they are shown. Pure: no I/O, standard library only (the cached ``dump`` imports it).
"""

from __future__ import annotations

import re

KIB = 1024
"""Bytes in a KiB: CUDA's and ROCm's shared-memory sizes (``228 KB`` per SM on sm_90) are binary."""


def size_text(n: float) -> str:
    """A size ``n`` in bytes as a kernel author reads it: ``16 B``, ``1.5 KiB``, ``96 KiB`` (below 1024 bytes in
    bytes, else in KiB to 4 significant digits) where that is exact; else the bytes with the KiB beside them,
    ``131,088 B (128.02 KiB)``, so that no byte a reader compares with Triton's metadata ``shared`` vanishes in
    the rounding (trial 14a M4: 128 KiB of rings and 16 bytes of mbarriers read "128 KiB"). Negative sizes (a
    diff's delta) keep their sign."""
    if abs(n) < KIB:
        return f"{n:g} B"
    short = f"{n / KIB:.4g}"
    if float(short) * KIB == n:
        return f"{short} KiB"
    whole = f"{n:,}" if float(n).is_integer() else f"{n:,.6g}"
    return f"{whole.removesuffix('.0')} B ({n / KIB:.2f} KiB)"


# e.g. 16 B     1.5 KiB     131,088 B (128.02 KiB)     -32 KiB
_SIZE = re.compile(r"^(-?[\d,]+(?:\.\d+)?) (B|KiB)\b")


def size_bytes(text: str) -> float | None:
    """The bytes a :func:`size_text` text states (its leading figure and unit: ``131,088 B (128.02 KiB)`` is
    131088, ``128 KiB`` is 131072); ``None`` when ``text`` does not start with one."""
    m = _SIZE.match(text.strip())
    if m is None:
        return None
    value = float(m.group(1).replace(",", ""))
    return value * KIB if m.group(2) == "KiB" else value
