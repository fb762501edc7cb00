"""Speed of IR normalization (``ir_explorer.normalize``), as the diff issue asks: goal >= 50 MB/s.

    python benchmarks/bench_normalize.py [--copies 40] [--repeat 5]

Compiles the bundled matmul for cuda:90 and hip:gfx942 (or reads it from the store), repeats each
stage's text ``--copies`` times to reach a few MB, and prints one row per stage: input size, best
time of ``--repeat`` runs, MB/s, and the ratio to the 50 MB/s goal.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ir_explorer import bundled  # noqa: E402
from ir_explorer.capture import Request, compile_all  # noqa: E402
from ir_explorer.cliutil import stage_text  # noqa: E402
from ir_explorer.model import Target  # noqa: E402
from ir_explorer.normalize import normalize  # noqa: E402
from ir_explorer.store import Store, default_root  # noqa: E402

GOAL_MB_S = 50.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cache-dir", default=None, help="store to read/compile into (default: the user's)")
    args = parser.parse_args()
    store = Store(default_root(args.cache_dir) if args.cache_dir else Path(tempfile.mkdtemp()))
    spec = bundled.get("matmul")
    cuda, hip = compile_all([Request(spec, 0, Target.parse("cuda:90")), Request(spec, 0, Target.parse("hip:gfx942"))],
                            store)
    rows = [(stage, comp) for comp, stages in ((cuda, ("ttgir", "llir", "ptx", "sass")), (hip, ("amdgcn",)))
            for stage in stages]
    print(f"{'stage':8} {'input MB':>9} {'best ms':>9} {'MB/s':>8} {'vs goal':>8}")
    # A reference for this machine's speed (shared or loaded machines are slower): split and join the PTX.
    ptx = stage_text(cuda, "ptx", store) * args.copies
    best = min(_timed_ref(ptx) for _ in range(args.repeat))
    print(f"{'(split+join ptx, reference)':38} {len(ptx.encode()) / 1e6 / best:8.1f}")
    for stage, comp in rows:
        text = stage_text(comp, stage, store) * args.copies
        mb = len(text.encode()) / 1e6
        best = min(_timed(text, stage) for _ in range(args.repeat))
        rate = mb / best
        print(f"{stage:8} {mb:9.2f} {best * 1e3:9.1f} {rate:8.1f} {rate / GOAL_MB_S:7.2f}x")


def _timed_ref(text: str) -> float:
    start = time.perf_counter()
    "\n".join(text.split("\n"))
    return time.perf_counter() - start


def _timed(text: str, stage: str) -> float:
    start = time.perf_counter()
    normalize(text, stage)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
