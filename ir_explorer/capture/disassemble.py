"""SASS: disassemble a cubin with the ``nvdisasm`` that Triton's wheel carries.

SASS is derived from the stored cubin on first request and then stored as a stage of its
own: ``nvdisasm`` takes about a second even on a small cubin, and a ``dump --stage ptx``
should not pay for it. The tool is found the way Triton finds it (``knobs.nvidia.nvdisasm``:
``$TRITON_NVDISASM_PATH``, else ``triton/backends/nvidia/bin/nvdisasm``), without importing
Triton.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING

from ir_explorer.core.errors import ToolError
from ir_explorer.core.model import Resources

if TYPE_CHECKING:
    from ir_explorer.core.model import Compilation
    from ir_explorer.core.store import Store

#: ``-c``: code sections only; ``-gi``: ``//## File "k.py", line 12`` comments from the line
#: table, including ``inlined at`` for helpers such as ``tl.cdiv`` (nvdisasm --help).
NVDISASM_FLAGS = ("-c", "-gi")


def find_nvidia_tool(name: str) -> Path:
    """Path of ``nvdisasm``/``cuobjdump``/``ptxas``: ``$TRITON_<NAME>_PATH``, Triton's bundled copy, or PATH.

    Raises :class:`ToolError` when none exists.
    """
    env = os.environ.get(f"TRITON_{name.upper().replace('-', '_')}_PATH")
    candidates = [Path(env)] if env else []
    spec = find_spec("triton")
    if spec is not None and spec.origin is not None:
        candidates.append(Path(spec.origin).parent / "backends" / "nvidia" / "bin" / name)
    on_path = shutil.which(name)
    if on_path:
        candidates.append(Path(on_path))
    for cand in candidates:
        if cand.is_file() and os.access(cand, os.X_OK):
            return cand
    raise ToolError(f"{name} not found: install triton (its wheel carries {name}) or set TRITON_{name.upper()}_PATH")


def disassemble(cubin: bytes, timeout: float = 120.0) -> str:
    """SASS text of a cubin (``nvdisasm -c -gi``), with source-line comments.

    Raises :class:`ToolError` when nvdisasm is missing, fails or times out.
    """
    tool = find_nvidia_tool("nvdisasm")
    with tempfile.TemporaryDirectory(prefix="irx-sass-") as tmp:
        path = Path(tmp) / "kernel.cubin"
        path.write_bytes(cubin)
        try:
            proc = subprocess.run([str(tool), *NVDISASM_FLAGS, str(path)], capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            raise ToolError(f"nvdisasm did not finish within {timeout:.0f} s") from exc
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace").strip().splitlines()
        raise ToolError(f"nvdisasm failed (exit {proc.returncode}): {err[-1] if err else 'no message'}")
    return proc.stdout.decode(errors="replace")


# e.g.   REG:108 STACK:0 SHARED:1024 LOCAL:0 CONSTANT[0]:592 TEXTURE:0 SURFACE:0 SAMPLER:0
_RESOURCE_USAGE = re.compile(r"^\s*REG:(?P<regs>\d+) STACK:(?P<stack>\d+) SHARED:\d+ LOCAL:(?P<local>\d+)", re.M)


def cubin_resources(cubin: bytes, timeout: float = 60.0) -> Resources | None:
    """Registers per thread of a cubin's kernel, from ``cuobjdump --dump-resource-usage`` (the tool Triton's
    wheel carries), for a compile whose ptxas log is not at hand (a Triton cache entry).

    ``None`` when the cubin holds no single kernel's usage line, or uses local memory (``LOCAL`` > 0): the
    tool does not say how much of it is spills, and a report must not say "spills 0". Raises
    :class:`ToolError` when cuobjdump is missing, fails or times out.
    """
    tool = find_nvidia_tool("cuobjdump")
    with tempfile.TemporaryDirectory(prefix="irx-res-") as tmp:
        path = Path(tmp) / "kernel.cubin"
        path.write_bytes(cubin)
        try:
            proc = subprocess.run([str(tool), "--dump-resource-usage", str(path)], capture_output=True,
                                  timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            raise ToolError(f"cuobjdump did not finish within {timeout:.0f} s") from exc
    if proc.returncode != 0:
        err = proc.stderr.decode(errors="replace").strip().splitlines()
        raise ToolError(f"cuobjdump failed (exit {proc.returncode}): {err[-1] if err else 'no message'}")
    found = _RESOURCE_USAGE.findall(proc.stdout.decode(errors="replace"))
    if len(found) != 1 or int(found[0][2]):
        return None
    regs, stack, _ = (int(v) for v in found[0])
    return Resources(registers=regs, stack_frame_bytes=stack, source="cuobjdump")


def with_sass(comp: Compilation, store: Store) -> Compilation:
    """``comp`` with a ``sass`` stage: disassembled from its cubin and stored on first use.

    Returns ``comp`` unchanged when it already has SASS, or is not an NVIDIA compile with a cubin.
    Raises :class:`ToolError` as :func:`disassemble` does.
    """
    if "sass" in comp.stages or not comp.target.is_nvidia or "cubin" not in comp.stages:
        return comp
    return store.add_stage(comp, "sass", disassemble(comp.stages["cubin"].read_bytes()))
