"""Shared memory: what each ``ttg.local_alloc`` holds, how data moves in and out, and bank conflicts.

Reads the final TTGIR for the allocations (layout, shape, element type, buffers, bytes) and the
accesses to them, and PTX / SASS / AMDGCN for the instructions that move the data
(``cp.async``, ``cp.async.bulk.tensor``, ``ldmatrix``/``stmatrix``, ``ld/st.shared``, ``LDSM``/``STSM``,
``LDGSTS``, ``ds_read*``/``ds_write*``).

Bank conflicts (NVIDIA only) are an estimate from the layouts, for warp 0: 32 banks of 4 bytes, the address of each
lane from the swizzle of the allocation's layout and the accessing register layout (``#blocked``, ``ldmatrix`` rows,
or any layout :mod:`ir_explorer.ir.linear_layout` models). Every figure is a model estimate and says so. AMD LDS,
``amd_rotating_shared`` and 3-D tiles are reported as not estimated.

Each finding states what it says as typed claims (:class:`~ir_explorer.analyses.findings.Claim`) and its message is
rendered from them; :mod:`ir_explorer.engines.rules.shared` and
:mod:`ir_explorer.engines.rules.shared_instructions` hold the rule that re-derives each kind from the IR.

The package holds five modules, each importing only those above it in this list:

* :mod:`~ir_explorer.analyses.shared_memory.allocations`: the allocations and the ops that access them, on the
  TTGIR's scoped model (:func:`~ir_explorer.analyses.shared_memory.allocations.alloc_of`);
* :mod:`~ir_explorer.analyses.shared_memory.banks`: the bank-conflict model and its sources (PTX ISA, Triton's
  shared encodings);
* :mod:`~ir_explorer.analyses.shared_memory.movement`: the shared-memory instructions of PTX, SASS and AMDGCN;
* :mod:`~ir_explorer.analyses.shared_memory.narrow`: the narrow (under 32 bits per lane) instructions grouped by
  the Python line their code carries, and the causes that need no shared layout;
* :mod:`~ir_explorer.analyses.shared_memory.analysis`: the findings and their claims, and :func:`analyze`, the
  report's entry point (importable from here).
"""

from ir_explorer.analyses.shared_memory.analysis import analyze

__all__ = ["analyze"]
