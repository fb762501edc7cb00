"""Speed of the source mapping (``sourcemap.python_lines``) on real IR, as a table.

    python benchmarks/bench_sourcemap.py [--repeat 5] [--min-mb 8] [--no-amd]

Texts: every stage of the flash attention kernel (config 0) on cuda:90 and hip:gfx942, and all of its
per-pass MLIR dumps in one text (~16 MB, the size the TUI opens). A text smaller than ``--min-mb`` is
repeated until it is that large, so that one timing is not noise; the cost per MB is the same.
Compiles go through the usual store (``$IR_EXPLORER_CACHE_DIR`` or the user cache), so a second run
starts at once.

Each row gives MB/s (best of ``--repeat``) and the ratio to ``str.splitlines`` on the same text, the
floor for anything that looks at every line. Goal: >= 20 MB/s for MLIR and LLVM IR (a 40 MB per-pass
dump in 2 s).
"""

from __future__ import annotations

import argparse
import sys
import timeit
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ir_explorer.capture import bundled  # noqa: E402
from ir_explorer.capture.compiles import Request, compile_all  # noqa: E402
from ir_explorer.capture.stages import stage_text  # noqa: E402
from ir_explorer.core.model import Target  # noqa: E402
from ir_explorer.core.store import Store, default_root  # noqa: E402
from ir_explorer.ir.sourcemap import python_lines  # noqa: E402


def best(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds (wall time)."""
    return min(timeit.repeat(fn, number=1, repeat=repeat))


def texts(amd: bool) -> list[tuple[str, str, str]]:
    """``(label, stage, text)`` for every stage and the concatenated pass dumps."""
    store = Store(default_root())
    spec = bundled.get("flash_attention_fwd")
    requests = [Request(spec, 0, Target.parse("cuda:90"), passes=True)]
    if amd:
        requests.append(Request(spec, 0, Target.parse("hip:gfx942")))
    comps = compile_all(requests, store)
    out = []
    for comp in comps:
        for stage in comp.target.stages:
            if stage not in ("cubin", "hsaco"):
                out.append((f"{stage} ({comp.target.spec})", stage, stage_text(comp, stage, store)))
    loaded = store.load_passes(comps[0].key)
    if loaded is not None:
        out.append(("per-pass MLIR, all passes", "ttgir", "".join(p.text() for p in loaded[0])))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--min-mb", type=float, default=8.0)
    parser.add_argument("--no-amd", action="store_true", help="Skip the hip:gfx942 compile.")
    args = parser.parse_args()
    print(f"{'text':28} {'MB':>6} {'lines':>9} {'ms':>8} {'MB/s':>7} {'splitlines MB/s':>16} {'ratio':>6}")
    for label, stage, text in texts(not args.no_amd):
        copies = max(1, int(args.min_mb * 1e6 // max(len(text), 1)))
        big = text * copies
        mb = len(big.encode()) / 1e6
        t = best(lambda big=big, stage=stage: python_lines(stage, big), args.repeat)
        floor = best(big.splitlines, args.repeat)
        shown = label if copies == 1 else f"{label} x{copies}"
        print(f"{shown:28} {mb:6.1f} {big.count(chr(10)):9d} {t * 1e3:8.0f} {mb / t:7.1f} {mb / floor:16.0f} "
              f"{t / floor:5.0f}x")


if __name__ == "__main__":
    main()
