"""How every view writes a size in bytes: one formatter, binary units (``B``, ``KiB``).

The dump header (:func:`ir_explorer.cli.render.summary`), the TUI's tree labels
(:meth:`ir_explorer.tui.data.ConfigInfo.label`), the report's metrics (:mod:`ir_explorer.analyses.metric_format`)
and the analyses' messages all call :func:`size_text`, so 16 bytes of shared memory read ``16 B`` and 96 × 1024
bytes read ``96 KiB`` wherever they are shown. Pure: no I/O, standard library only (the cached ``dump`` imports it).
"""

from __future__ import annotations

KIB = 1024
"""Bytes in a KiB: CUDA's and ROCm's shared-memory sizes (``228 KB`` per SM on sm_90) are binary."""


def size_text(n: float) -> str:
    """A size ``n`` in bytes as a kernel author reads it: ``16 B``, ``1.5 KiB``, ``96 KiB`` (below 1024 bytes in
    bytes, else in KiB to 4 significant digits). Negative sizes (a diff's delta) keep their sign."""
    return f"{n:g} B" if abs(n) < KIB else f"{n / KIB:.4g} KiB"
