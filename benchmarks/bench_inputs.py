"""Reading a dump log users already have: time to open it and what the store keeps. Prints a table.

    python benchmarks/bench_inputs.py LOG [LOG ...]

LOG is an ``MLIR_DUMP_PATH`` file or a stderr captured with ``MLIR_ENABLE_DUMP=1`` and/or
``LLVM_IR_ENABLE_DUMP=1`` (one matmul's LLVM dump is ~140 MB). For each: the first open (index the
headers through mmap, cut and store every snapshot, deduplicated and compressed), a second open of
the same file (everything already stored), the peak memory of the first open, and the bytes the
store's blobs take against the raw log. Each open runs in a fresh process with an empty store.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

OPEN = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
from ir_explorer.inputs import open_path
from ir_explorer.core.store import Store
store = Store({store!r})
times = []
for _ in range(2):
    start = time.perf_counter()
    found = open_path({log!r}, store)
    times.append(time.perf_counter() - start)
passes = sum(len((store.load_passes(c.key, d) or ([], None))[0]) for c in found.comps for d in ("mlir", "llvm"))
blobs = sum(p.stat().st_size for p in (store.base / "blobs").rglob("*") if p.is_file())
print(json.dumps({{"first": times[0], "again": times[1], "kernels": len(found.comps), "snapshots": passes,
                  "blobs": blobs, "peak_rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", type=Path)
    args = parser.parse_args()
    print(f"{'log':32} {'MB':>7} {'kernels':>7} {'snaps':>6} {'open s':>7} {'again s':>7} {'peak MB':>8} "
          f"{'stored MB':>9} {'ratio':>6}")
    for log in args.logs:
        with tempfile.TemporaryDirectory() as tmp:
            out = subprocess.run([sys.executable, "-c", OPEN.format(root=str(ROOT), store=tmp, log=str(log))],
                                 capture_output=True, text=True, check=True)
        r = json.loads(out.stdout)
        size = log.stat().st_size
        print(f"{log.name[:32]:32} {size / 1e6:7.1f} {r['kernels']:7} {r['snapshots']:6} {r['first']:7.2f} "
              f"{r['again']:7.2f} {r['peak_rss'] / 1e6:8.0f} {r['blobs'] / 1e6:9.2f} {r['blobs'] / size:6.3f}")


if __name__ == "__main__":
    main()
