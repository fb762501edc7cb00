"""Which Triton releases compile which bundled kernels (issue 18 item 2): a kernel x release matrix.

    python benchmarks/compat_matrix.py [--targets cuda:90,cuda:80] [--kernels matmul,gelu] [--configs first|all]
                                       [--versions 3.2.0,3.4.0,installed] [--json] [-j 1]

Every cell is a real compile of one bundled kernel's config for one target by one release: the toolchains
``ir-explorer triton install`` put under ``$IR_EXPLORER_TOOLCHAINS`` (or the store's ``toolchains/``), and
``installed`` (the Triton beside ir-explorer). A cell reads

- ``ok R regs MMA``: compiled; ptxas's registers per thread and the MMA instructions in the PTX;
- ``failed (KIND: headline)``: the release reported a compile error (a result: its error, failing pass, last good
  IR are stored), e.g. a kernel using TMA descriptors on a release without ``tl.make_tensor_descriptor``;
- ``n/a (…)``: the release cannot compile for the target in this environment (3.6's AMD backend imports torch,
  which a toolchain's venv lacks);
- ``CRASH (…)``: the compiler process died, or the worker broke (an internal error) - what must not happen.

Compiles are cached in the store (``$IR_EXPLORER_CACHE_DIR``), so a second run only prints. Exit 1 when a cell
is a crash. Kernels marked NVIDIA-only are skipped on AMD targets.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ir_explorer.capture import bundled, toolchains  # noqa: E402
from ir_explorer.capture.compiles import Request, compile_all, toolchain_version  # noqa: E402
from ir_explorer.core.errors import IRExplorerError, UsageError  # noqa: E402
from ir_explorer.core.model import Compilation, Target  # noqa: E402
from ir_explorer.core.store import Store, default_root  # noqa: E402
from ir_explorer.engines.report import build_report  # noqa: E402


def cell(comp: Compilation, store: Store) -> dict[str, Any]:
    """One matrix cell of a finished compile: ``status`` (ok / failed / crash) and its figures or reason."""
    if comp.failure is not None:
        status = "crash" if comp.failure.kind == "crash" else "failed"
        return {"status": status, "kind": comp.failure.kind, "reason": comp.failure.headline().splitlines()[0][:160],
                "failing_pass": comp.failure.failing_pass, "last_good_stage": comp.failure.last_good_stage}
    metrics = build_report(comp, store).metrics
    mma = sorted((metrics.get("mma_instructions") or {}).items(), key=lambda kv: -kv[1])
    return {"status": "ok", "registers": comp.resources.registers if comp.resources else None,
            "spill_bytes": metrics.get("spill_bytes"), "mma": mma[0][0].split(".")[0] if mma else None,
            "mma_instructions": dict(mma)}


def text(c: dict[str, Any]) -> str:
    """A cell as the table prints it."""
    if c["status"] == "ok":
        regs = f"{c['registers']} regs" if c.get("registers") is not None else "ok"
        return f"ok {regs}" + (f" {c['mma']}" if c.get("mma") else "")
    if c["status"] == "failed":
        return f"failed ({c['kind']}: {c['reason']})"
    if c["status"] == "unavailable":
        return f"n/a ({c['reason']})"
    return f"CRASH ({c.get('reason', '')})"


def _refused(exc: IRExplorerError) -> dict[str, Any]:
    """The cell of a compile that gave no result: the worker broke (``internal error``) or rejected the bundled
    kernel's own arguments (a usage error: a shim's fault) - a crash; or the release cannot compile for the
    target in this environment (its AMD backend imports torch, which a toolchain's venv lacks) - unavailable."""
    reason = str(exc).splitlines()[0][:160]
    if isinstance(exc, UsageError):
        return {"status": "crash", "kind": "usage", "reason": reason}
    if reason.startswith("internal error"):
        return {"status": "crash", "kind": "internal", "reason": reason}
    return {"status": "unavailable", "kind": "env", "reason": reason}


def run_matrix(store: Store, versions: list[toolchains.Toolchain | None], kernels: list[str], targets: list[str],
               all_configs: bool = False, jobs: int = 1) -> list[dict[str, Any]]:
    """Compile every (kernel, config, target) with every release in ``versions`` (``None``: the installed
    Triton). Returns one row per (kernel, config, target): ``{"kernel", "config", "target", "cells": {version:
    cell}}``. One request at a time per release, so that a worker that breaks (an internal error, raised as
    :class:`IRExplorerError`) is one crash cell, not the end of the run."""
    rows: list[dict[str, Any]] = []
    for name in kernels:
        spec = bundled.get(name)
        for target_text in targets:
            target = Target.parse(target_text)
            if not spec.supports(target):
                continue
            for index in range(len(spec.configs) if all_configs else 1):
                row: dict[str, Any] = {"kernel": name, "config": index, "target": target.spec, "cells": {}}
                for tc in versions:
                    version = toolchain_version(tc)
                    try:
                        comp = compile_all([Request(spec, index, target, toolchain=tc)], store, jobs=jobs)[0]
                        row["cells"][version] = cell(comp, store)
                    except IRExplorerError as exc:
                        row["cells"][version] = _refused(exc)
                rows.append(row)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--targets", default="cuda:90")
    parser.add_argument("--kernels", default=",".join(sorted(bundled.registry())))
    parser.add_argument("--versions", default="", help="comma-separated; default: every installed toolchain and "
                                                        "'installed'")
    parser.add_argument("--configs", choices=("first", "all"), default="first")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("-j", "--jobs", type=int, default=1)
    args = parser.parse_args()
    root = default_root()
    store = Store(root)
    if args.versions:
        versions = [None if v == toolchains.INSTALLED else toolchains.find(root, v) for v in args.versions.split(",")]
    else:
        versions = [*toolchains.installed(root), None]
    rows = run_matrix(store, versions, args.kernels.split(","), args.targets.split(","), args.configs == "all",
                      args.jobs)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        names = [toolchain_version(v) for v in versions]
        print("kernel [config] target | " + " | ".join(names))
        for row in rows:
            print(f"{row['kernel']} [{row['config']}] {row['target']} | "
                  + " | ".join(text(row["cells"][n]) for n in names))
    return 1 if any(c["status"] == "crash" for r in rows for c in r["cells"].values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())
