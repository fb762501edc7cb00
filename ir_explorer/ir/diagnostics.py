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

#: Frontend errors that mean "written for another Triton": (pattern over the error and its Python line,
#: the Triton version of the change, the hint, where Triton does it). Checked against Triton 3.6.0 and 3.9.0.
VERSION_HINTS: tuple[tuple[re.Pattern[str], str, str, str], ...] = (
    # e.g. NotImplementedError: Block pointers have been removed in favor of the tensor descriptor API
    (re.compile(r"Block pointers have been removed"),
     "3.9", "block pointers (tl.make_block_ptr, tl.advance) were removed; use tl.make_tensor_descriptor",
     "triton/language/core.py"),
    # e.g. Expected a 32-bit integer; add a `.to(tl.int32)` to convert the value                           (3.9)
    # e.g. Block pointers only support 32 bit `offsets/block_shape`, add a `.to(tl.int32)` or use …        (3.6)
    (re.compile(r"Expected a 32-bit integer; add a `\.to\(tl\.int32\)`|only support 32 bit `offsets/block_shape`"),
     "3.6 and 3.9", "tensor descriptor (TMA) offsets must be int32; add .to(tl.int32)",
     "triton/language/semantic.py"),
    # e.g. AttributeError: module 'triton.language' has no attribute '_experimental_make_tensor_descriptor'
    (re.compile(r"_experimental_(make_tensor_descriptor|descriptor_load|descriptor_store)"),
     "3.6", "the experimental TMA API (tl._experimental_*descriptor*) is gone; use tl.make_tensor_descriptor",
     "triton/language/core.py"),
)


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


def diagnose(output: str, kernel_file: str | None = None, last_line: bool = True) -> Diagnosis:
    """Pick the error message, its Python location and the failing pass out of compiler output.

    ``kernel_file`` prefers locations in the user's file over Triton's own (``standard.py``),
    following ``called from`` notes. Without a located error, ptxas error or assertion, the message is the last
    meaningful line (:func:`_last_meaningful_line`), unless ``last_line`` is off (for an IR snapshot, whose last
    lines are IR: the message is then ``None``). Never raises.
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
        asserted = [m.group(0).strip() for m in _ASSERTION_LINE.finditer(output)]
        message = asserted[-1][:500] if asserted else _last_meaningful_line(output) if last_line else None
    failed = _PIPELINE_FAILED.search(output)
    return Diagnosis(message, location, failed.group("name") if failed else None)


def version_hint(text: str) -> str | None:
    """A one-line hint naming the Triton version whose API change explains a frontend error, from
    :data:`VERSION_HINTS`; ``text`` is the error message and the Python line. ``None`` if none applies."""
    for pattern, version, hint, source in VERSION_HINTS:
        if pattern.search(text):
            return f"Triton {version}: {hint} ({source})"
    return None


def _same_file(a: str, b: str) -> bool:
    return os.path.realpath(a) == os.path.realpath(b)


def _last_meaningful_line(output: str) -> str | None:
    """For aborts: the last line before LLVM's UNREACHABLE/stack dump noise that is no line of MLIR IR (a
    snapshot printed before the failure ends with its ``#loc16 = loc(…)`` aliases); ``None`` when none is left."""
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    useful = [ln for ln in lines if not _ABORT_NOISE.search(ln) and "Warning" not in ln and "warn" not in ln
              and not _IR_LINE.search(ln)]
    return useful[-1][:500] if useful else None


# e.g. python3: /src/lib/Dialect/TritonGPU/IR/Dialect.cpp:1201: … Assertion `rank == 2' failed.   ·   LLVM ERROR: …
_ASSERTION_LINE = re.compile(r"^.*Assertion `.*' failed\.?$|^LLVM ERROR: .*$", re.MULTILINE)
# e.g. #loc16 = loc("k.py":12:5)   ·   %3 = tt.load %2 : … loc(#loc3)   ·   } loc(#loc)   ·   module attributes {…} {
_IR_LINE = re.compile(r'^#\w+ = |\bloc\((#|")|^[{}]|^module\b|^%|^\^bb|^tt\.return\b|^// -----//')


# e.g. loc("/tmp/bad.ttgir":131:18): error: custom op 'ttng.warp_group_dott' is unknown
# e.g. loc("offs"("/work/k/gelu.py":34:31)): error: Result has an invalid layout: #ttg.blocked<{…}>.   (the verifier)
_MLIR_ERROR = re.compile(r"^loc\((?P<loc>.*?)\): error: (?P<msg>.+)$", re.MULTILINE)
# e.g. "/work/k/gelu.py":34:31
_FILE_LOC = re.compile(r'"(?P<file>[^"]+)":(?P<line>\d+):(?P<col>\d+)')
#: Lines of a diagnostic's message after its first (MLIR prints some on several: "Layout has 2 warps per CTA, …").
_MORE_LINES = 3


def mlir_parse_error(output: str) -> tuple[str, int, int, str] | None:
    """``(file, line, column, message)`` of the first error MLIR printed while reading an IR file: its parser's
    (``loc("f.ttgir":131:18): error: custom op 'ttng.warp_group_dott' is unknown``) or its verifier's, at the op's
    own location, which may be a named or call-site one (``loc("offs"("gelu.py":34:31)): error: Result has an
    invalid layout: …`` followed by ``Layout has 2 warps per CTA, but the context requires 4 warps per CTA.``). The
    message joins up to 3 following lines that are no new diagnostic. ``file`` is ``""`` and ``line``/``column``
    0 when the location names no file (``loc(unknown)``); ``None`` when MLIR printed no error. Never raises."""
    m = _MLIR_ERROR.search(output)
    if m is None:
        return None
    more = []
    for extra in output[m.end():].splitlines()[1:_MORE_LINES + 1]:
        if not extra.strip() or extra.startswith(("loc(", "note:")) or _MLIR_ERROR.match(extra):
            break
        more.append(extra.strip()[:300])
    message = " ".join([m.group("msg").strip(), *more])
    where = _FILE_LOC.search(m.group("loc"))
    if where is None:
        return "", 0, 0, message
    return where.group("file"), int(where.group("line")), int(where.group("col")), message
