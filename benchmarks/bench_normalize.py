"""Speed of IR normalization (``ir_explorer.analyses.normalize.normalize_lines``), as the diff issue asks:
goal >= 50 MB/s.

    python benchmarks/bench_normalize.py [--repeat 9] [--copies 1] [--cache-dir DIR]

Compiles (or reads from the store) real kernels: matmul_autotuned's four configs and flash_attention_fwd's
two largest for cuda:90 (TTIR, TTGIR, LLIR, PTX, SASS) and hip:gfx942 (AMDGCN), and normalizes every text
of each stage with all rules on, with line origins. ``--copies N`` joins N copies of each text into one
(larger inputs, but repeated names, which are cheaper to rename than new ones).

Each text's time is the best of ``--repeat`` runs of CPU time (``time.process_time``): on a shared,
loaded machine wall time mostly measures the other processes. The table gives one row per stage: the
texts, their size, then for ``normalize_lines`` (the text and each line's origin, what ``diff`` uses) and
for ``normalize`` (the text only: snapshots, blame) the summed best times, MB/s (10^6 bytes of input per
second) and the ratio to the goal; a last row for all stages together, then a reference for this
machine's speed (splitting the PTX into lines and joining them again).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ir_explorer.analyses.normalize import normalize, normalize_lines  # noqa: E402
from ir_explorer.capture import bundled  # noqa: E402
from ir_explorer.capture.compiles import Request, compile_all  # noqa: E402
from ir_explorer.capture.stages import stage_text  # noqa: E402
from ir_explorer.core.model import Target  # noqa: E402
from ir_explorer.core.store import Store, default_root  # noqa: E402

GOAL_MB_S = 50.0
#: (kernel, configs, target, stages)
INPUTS = [("matmul_autotuned", (0, 1, 2, 3), "cuda:90", ("ttir", "ttgir", "llir", "ptx", "sass")),
          ("flash_attention_fwd", (0, 1), "cuda:90", ("ttir", "ttgir", "llir", "ptx", "sass")),
          ("matmul_autotuned", (0, 1), "hip:gfx942", ("amdgcn",)),
          ("flash_attention_fwd", (0, 1), "hip:gfx942", ("amdgcn",))]
STAGES = ("ttir", "ttgir", "llir", "ptx", "sass", "amdgcn")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--copies", type=int, default=1)
    parser.add_argument("--cache-dir", default=None, help="store to read/compile into (default: a new temporary one)")
    args = parser.parse_args()
    store = Store(default_root(args.cache_dir) if args.cache_dir else Path(tempfile.mkdtemp()))
    requests = [(Request(bundled.get(k), c, Target.parse(t)), stages) for k, cs, t, stages in INPUTS for c in cs]
    comps = compile_all([r for r, _ in requests], store)
    texts: dict[str, list[str]] = {s: [] for s in STAGES}
    for comp, (_, stages) in zip(comps, requests, strict=True):
        for stage in stages:
            if comp.ok or stage in comp.stages:
                texts[stage].append("\n".join([stage_text(comp, stage, store)] * args.copies))
    print(f"{'stage':8} {'texts':>5} {'input MB':>9} | {'lines ms':>9} {'MB/s':>7} {'vs goal':>7} | "
          f"{'text ms':>8} {'MB/s':>7} {'vs goal':>7}")
    total = [0.0, 0.0, 0.0]
    for stage in STAGES:
        if not texts[stage]:
            continue
        mb = sum(len(t.encode()) for t in texts[stage]) / 1e6
        lines = sum(_best(lambda t=t, s=stage: normalize_lines(t, s), args.repeat) for t in texts[stage])
        text = sum(_best(lambda t=t, s=stage: normalize(t, s), args.repeat) for t in texts[stage])
        total = [total[0] + mb, total[1] + lines, total[2] + text]
        _row(stage, len(texts[stage]), mb, lines, text)
    _row("all", sum(map(len, texts.values())), *total)
    ptx = texts["ptx"]
    ref = sum(_best(lambda t=t: "\n".join(t.split("\n")), args.repeat) for t in ptx)
    print(f"(this machine: splitting the PTX into lines and joining them runs at "
          f"{sum(len(t.encode()) for t in ptx) / 1e6 / ref:.0f} MB/s)")


def _row(name: str, n: int, mb: float, lines: float, text: float) -> None:
    print(f"{name:8} {n:5} {mb:9.2f} | {lines * 1e3:9.1f} {mb / lines:7.1f} {mb / lines / GOAL_MB_S:6.2f}x | "
          f"{text * 1e3:8.1f} {mb / text:7.1f} {mb / text / GOAL_MB_S:6.2f}x")


def _best(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


if __name__ == "__main__":
    main()
