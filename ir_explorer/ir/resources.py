"""Registers, spills and memory of a compiled kernel, read from assembler output. Pure functions.

* NVIDIA: the ``ptxas -v`` log that Triton's ``make_cubin`` writes
  (``triton/backends/nvidia/compiler.py``; printed when ``knobs.nvidia.dump_ptxas_log`` is set).
* AMD: the AMDGPU metadata notes and comments LLVM prints into the amdgcn text
  (``.vgpr_count``, ``.sgpr_count``, ``.agpr_count``, ``.vgpr_spill_count``, ``; Occupancy:``).
"""

from __future__ import annotations

import re

from ir_explorer.core.model import Resources

# e.g. ptxas-blackwell info    : Used 108 registers, used 1 barriers
# e.g. ptxas info    : Used 186 registers, used 1 barriers, 416 bytes cmem[0]
_PTXAS_USED = re.compile(r"Used (?P<regs>\d+) registers(?:, used (?P<bars>\d+) barriers)?(?P<rest>.*)$", re.MULTILINE)
# e.g. ptxas info    : Used 40 registers, 98304 bytes smem, 400 bytes cmem[0]
_PTXAS_SMEM = re.compile(r"(\d+) bytes smem")
# e.g.     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
_PTXAS_FRAME = re.compile(
    r"(?P<stack>\d+) bytes stack frame, (?P<stores>\d+) bytes spill stores, (?P<loads>\d+) bytes spill loads"
)


def parse_ptxas_log(log: str) -> Resources | None:
    """Registers, barriers, stack frame and spill bytes from a ``ptxas -v`` log.

    Returns ``None`` when the log has no ``Used N registers`` line (ptxas did not run, or
    its output was not captured). Shared memory is only in the log for static ``smem``;
    Triton allocates shared memory dynamically, so use the metadata's ``shared`` instead.
    """
    used = _PTXAS_USED.search(log)
    if used is None:
        return None
    frame = _PTXAS_FRAME.search(log)
    smem = _PTXAS_SMEM.search(used.group("rest") or "")
    return Resources(
        registers=int(used.group("regs")),
        barriers=int(used.group("bars")) if used.group("bars") else 0,
        stack_frame_bytes=int(frame.group("stack")) if frame else 0,
        spill_store_bytes=int(frame.group("stores")) if frame else 0,
        spill_load_bytes=int(frame.group("loads")) if frame else 0,
        shared_bytes=int(smem.group(1)) if smem else None,
        source="ptxas",
    )


# e.g.     .vgpr_count:     130
_AMD_NOTE = re.compile(
    r"^\s*-?\s*\.(?P<key>vgpr_count|sgpr_count|agpr_count|vgpr_spill_count|sgpr_spill_count|"
    r"private_segment_fixed_size|group_segment_fixed_size):\s+(?P<val>\d+)\s*$",
    re.MULTILINE,
)
# e.g. ; Occupancy: 3
_AMD_OCCUPANCY = re.compile(r"^; Occupancy: (\d+)\s*$", re.MULTILINE)


def parse_amdgcn(text: str) -> Resources | None:
    """VGPR/AGPR/SGPR counts, spills, scratch and occupancy from amdgcn assembly text.

    Returns ``None`` when the text carries no AMDGPU metadata notes.
    """
    notes = {m.group("key"): int(m.group("val")) for m in _AMD_NOTE.finditer(text)}
    if "vgpr_count" not in notes:
        return None
    occ = _AMD_OCCUPANCY.search(text)
    return Resources(
        registers=notes["vgpr_count"],
        sgprs=notes.get("sgpr_count"),
        agprs=notes.get("agpr_count"),
        vgpr_spills=notes.get("vgpr_spill_count", 0),
        sgpr_spills=notes.get("sgpr_spill_count", 0),
        scratch_bytes=notes.get("private_segment_fixed_size", 0),
        shared_bytes=notes.get("group_segment_fixed_size"),
        occupancy=int(occ.group(1)) if occ else None,
        source="amdgcn",
    )
