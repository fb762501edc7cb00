"""Our scoped IR model (:mod:`ir_explorer.ir.mlir_model`) in the shape ``tests/data/mlir_oracle.py`` prints MLIR's
own parse, and the comparison of the two (used by ``tests/test_mlir_model.py``)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

from ir_explorer.ir.mlir_model import IRModule

ORACLE = Path(__file__).resolve().parent / "data" / "mlir_oracle.py"
# e.g. #blocked1 = #ttg.blocked<{sizePerThread = [1, 8], …}>
_ALIAS = re.compile(r"^(#[A-Za-z_][\w$-]*)\s*=\s*(#\S.*?)\s*$", re.MULTILINE)
_REF = re.compile(r"#[A-Za-z_][\w$-]*(?![\w.$-])")


def mlir_parse(paths: list[Path]) -> list[list[dict]]:  # type: ignore[type-arg]
    """MLIR's walk of each file, from a child that imports triton (see ``tests/data/mlir_oracle.py``)."""
    out = subprocess.run([sys.executable, str(ORACLE), *map(str, paths)], capture_output=True, text=True,
                         timeout=600, check=True)
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def expand(ty: str, text: str) -> str:
    """``ty`` with the module's layout aliases replaced by their definitions, as MLIR prints a type alone."""
    defs = {m.group(1): m.group(2) for m in _ALIAS.finditer(text) if not m.group(2).startswith("#loc")}
    for _ in range(8):
        new = _REF.sub(lambda m: defs.get(m.group(0), m.group(0)), ty)
        if new == ty:
            break
        ty = new
    return ty


def ours(mod: IRModule) -> list[dict]:  # type: ignore[type-arg]
    """The model in the oracle's shape; a type the model could not read is ``None``."""
    order = mod.walk_postorder()
    where = {op.index: i for i, op in enumerate(order)}
    out = []
    for op in order:
        operands: list[list[object]] = []
        for k in op.operand_keys:
            v = mod.values.get(k) if k is not None else None
            if v is None:
                operands.append(["?"])
            elif v.is_block_arg:
                operands.append(["a", where[v.owner], v.region, v.index])
            else:
                operands.append(["r", where[v.owner], v.index])
        out.append({"name": op.name, "parent": [where.get(op.parent, -1), op.parent_region], "operands": operands,
                    "types": [expand(t, mod.text) if t is not None else None for t in op.result_types],
                    "regions": op.num_regions})
    return out


def differences(mod: IRModule, theirs: list[dict]) -> tuple[list[str], int, int]:  # type: ignore[type-arg]
    """What differs between our model and MLIR's walk (``[]`` when they agree), and how many result types the
    model read / MLIR has. Op counts per name are compared first; the walk op by op only when they agree."""
    mine = ours(mod)
    diffs: list[str] = []
    a, b = Counter(o["name"] for o in mine), Counter(o["name"] for o in theirs)
    if a != b:
        return [f"op counts: ours-MLIR {dict(a - b)}, MLIR-ours {dict(b - a)}"], 0, 0
    read = total = 0
    by_index = {op_i: op for op_i, op in enumerate(mod.walk_postorder())}
    for i, (x, y) in enumerate(zip(mine, theirs, strict=True)):
        line = by_index[i].line
        for key in ("name", "parent", "operands", "regions"):
            if x[key] != y[key]:
                diffs.append(f"line {line} {x['name']}: {key} ours {x[key]} MLIR {y[key]}")
        total += len(y["types"])
        for t, u in zip(x["types"], y["types"], strict=False):
            if t is not None:
                read += 1
                if t != u:
                    diffs.append(f"line {line} {x['name']}: type ours {t} MLIR {u}")
    return diffs, read, total
