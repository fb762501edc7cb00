"""Speed of the scoped IR model (issue 23 item 1): one parse of a TTIR/TTGIR module, per 1,000 lines, beside
``ttgir.scan`` (the line reader the model replaces in the analyses that moved to it).

    python benchmarks/bench_model.py [--repeat 20] [--kernels matmul,flash_attention_fwd] [--targets cuda:90,cuda:100]
    python benchmarks/bench_model.py FILE.ttgir …

The modules come from the store (``ir-explorer dump K -t T -s ttgir``, compiled first when not cached), or from
the files given. Each parse is timed with ``time.process_time`` (CPU time: the machine may be shared), the best of
``--repeat`` runs, in this one process.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from ir_explorer.ir import mlir_model
from ir_explorer.ir.ttgir import scan


def _best(fn: Callable[[str], object], text: str, repeat: int) -> float:
    """The best CPU seconds of ``repeat`` calls of ``fn(text)``."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        fn(text)
        best = min(best, time.process_time() - t0)
    return best


def _modules(args: argparse.Namespace) -> list[tuple[str, str]]:
    if args.files:
        return [(str(p), Path(p).read_text()) for p in args.files]
    out = []
    for kernel in args.kernels.split(","):
        for target in args.targets.split(","):
            for stage in ("ttir", "ttgir"):
                done = subprocess.run([sys.executable, "-m", "ir_explorer", "dump", kernel, "-t", target, "-s", stage],
                                      capture_output=True, text=True, timeout=900)
                if done.returncode == 0:
                    out.append((f"{kernel} {target} {stage}", done.stdout))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--kernels", default="matmul,flash_attention_fwd")
    ap.add_argument("--targets", default="cuda:90,cuda:100,hip:gfx942")
    args = ap.parse_args()
    rows = []
    print(f"{'module':44} {'lines':>6} {'ops':>5} {'model ms':>9} {'ms/1k lines':>11} {'scan ms':>8} {'ratio':>6}")
    for name, text in _modules(args):
        lines = len(text.splitlines())
        model_s, scan_s = _best(mlir_model.parse, text, args.repeat), _best(scan, text, args.repeat)
        ops = len(mlir_model.parse(text).ops)
        rows.append((lines, model_s))
        print(f"{name[:44]:44} {lines:6d} {ops:5d} {model_s * 1e3:9.2f} {model_s * 1e6 / lines:11.2f} "
              f"{scan_s * 1e3:8.2f} {model_s / scan_s:6.1f}")
    if rows:
        total_lines, total_s = sum(r[0] for r in rows), sum(r[1] for r in rows)
        print(f"all: {total_lines} lines, {total_s * 1e6 / total_lines:.2f} ms per 1,000 lines")


if __name__ == "__main__":
    main()
