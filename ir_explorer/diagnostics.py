"""Read what a failed compile printed: MLIR diagnostics, ptxas errors, LLVM aborts. Pure functions.

MLIR prints diagnostics with the Python location Triton attached to each op, followed by
``note: called from`` lines for inlined helpers (``tl.cumsum`` → ``standard.py``), and, when a
pipeline fails, a reproducer block and ``Pipeline failed while executing [`Pass` on …]``
(``mlir/lib/Pass/PassCrashRecovery.cpp``).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

# e.g. /work/main/kernels/x.py:20:9: error: 'llvm.fadd' op operand #0 must be floating point LLVM type ...
# e.g. /work/main/kernels/x.py:20:9: note: called from
_LOCATED = re.compile(
    r"^(?P<file>[^\n:]+\.py):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|note|warning): (?P<msg>.*)$", re.MULTILINE
)
# e.g. /tmp/k.py:10:1: note: Pipeline failed while executing [`TritonGPUAccelerateMatmul` on 'builtin.module' operation]
_PIPELINE_FAILED = re.compile(r"Pipeline failed while executing \[`(?P<name>[^`]+)` on '(?P<op>[^']+)' operation")
# e.g. ptxas-blackwell /tmp/tmpp6clp3nc.ptx, line 55; error   : Unknown modifier '.is'
_PTXAS_ERROR = re.compile(r"^ptxas\S* .*?, line (?P<line>\d+); error\s*: (?P<msg>.*)$", re.MULTILINE)
# e.g. UNREACHABLE executed at /llvm/include/llvm/Support/Error.h:779!
_ABORT_NOISE = re.compile(r"UNREACHABLE executed|Stack dump|PLEASE submit|^\s*#\d+ 0x|^\s*\d+\s+\S+\s+0x")
# MLIR generic diagnostics that only restate that something failed.
_GENERIC = ("Failures have been detected while processing an MLIR pass pipeline",)


@dataclass(frozen=True)
class Diagnosis:
    """The useful part of a failed compile's output."""

    message: str | None
    """The first real error message."""
    location: str | None
    """``file:line`` of the error in the kernel's own file when the diagnostics reach it."""
    failing_pass: str | None
    """The MLIR pass named by ``Pipeline failed while executing``."""


def diagnose(output: str, kernel_file: str | None = None) -> Diagnosis:
    """Pick the error message, its Python location and the failing pass out of compiler output.

    ``kernel_file`` prefers locations in the user's file over Triton's own (``standard.py``),
    following ``called from`` notes. Never raises.
    """
    message: str | None = None
    location: str | None = None
    located = list(_LOCATED.finditer(output))
    for m in located:
        if m.group("sev") == "error" and m.group("msg").strip() not in _GENERIC:
            message = m.group("msg").strip()
            break
    in_kernel = [m for m in located if kernel_file and _same_file(m.group("file"), kernel_file)]
    chosen = in_kernel[0] if in_kernel else (located[0] if located else None)
    if chosen is not None:
        location = f"{chosen.group('file')}:{chosen.group('line')}"
    ptxas = _PTXAS_ERROR.search(output)
    if message is None and ptxas is not None:
        message = f"ptxas: {ptxas.group('msg').strip()} (PTX line {ptxas.group('line')})"
    if message is None:
        message = _last_meaningful_line(output)
    failed = _PIPELINE_FAILED.search(output)
    return Diagnosis(message, location, failed.group("name") if failed else None)


def _same_file(a: str, b: str) -> bool:
    return os.path.realpath(a) == os.path.realpath(b)


def _last_meaningful_line(output: str) -> str | None:
    """For aborts: the message line before LLVM's UNREACHABLE/stack dump noise."""
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    useful = [ln for ln in lines if not _ABORT_NOISE.search(ln) and "Warning" not in ln and "warn" not in ln]
    return useful[-1][:500] if useful else None
