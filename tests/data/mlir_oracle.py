"""Run as a child (``python mlir_oracle.py FILE…``): parse each TTIR/TTGIR file with Triton's own MLIR parser
(``triton._C.libtriton.ir.parse_mlir_module``) and print, as one JSON list per file, every op in MLIR's ``walk``
order (post-order): its name, the walk index of the op whose region holds it and that region's index, each
operand as ``["r", defining op's walk index, result index]`` or ``["a", owning op's walk index, region index,
argument index]`` (a block argument), and its result types as MLIR prints them (aliases expanded).

The oracle of ``tests/test_mlir_model.py``: MLIR's printer names are not visible through the bindings, so the
structure is compared by position. Imports triton, so it runs in a child, never in the analyses.
"""

from __future__ import annotations

import json
import sys

from triton._C.libtriton import ir


def walk(path: str) -> list[dict]:  # type: ignore[type-arg]
    ctx = ir.context()
    ir.load_dialects(ctx)
    for backend in ("nvidia", "amd"):  # what triton.compile loads for a target (backend.load_dialects)
        getattr(__import__("triton._C.libtriton", fromlist=[backend]), backend).load_dialects(ctx)
    mod = ir.parse_mlir_module(path, ctx)
    ops: list = []  # type: ignore[type-arg]
    mod.walk(ops.append)
    index = {}
    regions = {}
    for i, op in enumerate(ops):
        for k in range(op.get_num_regions()):
            regions[op.get_region(k).id()] = (i, k)
        index[id(op)] = i
    results = {}
    for i, op in enumerate(ops):
        for k in range(op.get_num_results()):
            results[op.get_result(k).id()] = ["r", i, k]
    args = {}
    parents = []
    for op in ops:
        block = op.get_block()
        if block is None:
            parents.append([-1, 0])
            continue
        owner = regions.get(block.get_parent().id(), (-1, 0))
        parents.append(list(owner))
        for k in range(block.get_num_arguments()):
            args[block.get_argument(k).id()] = ["a", owner[0], owner[1], k]
    out = []
    for i, op in enumerate(ops):
        operands = []
        for k in range(op.get_num_operands()):
            vid = op.get_operand(k).id()
            operands.append(results.get(vid) or args.get(vid) or ["?"])
        out.append({"name": op.get_name(), "parent": parents[i], "operands": operands,
                    "types": [str(op.get_result(k).get_type()) for k in range(op.get_num_results())],
                    "regions": op.get_num_regions()})
    return out


if __name__ == "__main__":
    json.dump([walk(p) for p in sys.argv[1:]], sys.stdout)
