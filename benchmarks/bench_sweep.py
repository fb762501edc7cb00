"""Wall time of a 48-compile ``ir-explorer sweep`` with 1 and 2 local workers (issue 27), each into an empty store,
and the same sweep again from the store (every row a cache hit: the cost of building the rows' reports); with
``--ray``, the same cold sweep as Ray tasks on a local Ray of 2 CPUs (``--engine ray -j 2``), whose difference
from the local pool's ``-j 2`` divided by 48 is Ray's overhead per task.

    python benchmarks/bench_sweep.py [--jobs 1,2] [--ray]

The sweep: the bundled ``gelu`` kernel with ``BLOCK_SIZE`` 256/512/1024 × ``num_warps`` 1/2/4/8 (12 configs) on
four targets (cuda:80, cuda:90, cuda:100, hip:gfx942): 48 real compiles on this machine's CPUs. Each run is a
whole ``python -m ir_explorer sweep`` process. Prints one line per run: jobs, seconds, seconds per compile.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MANIFEST = """targets = ["cuda:80", "cuda:90", "cuda:100", "hip:gfx942"]

[[kernel]]
name = "gelu"
configs = "all"
constexpr = ["BLOCK_SIZE=256,512,1024"]
num_warps = [1, 2, 4, 8]
"""


def _sweep(folder: Path, store: Path, jobs: int, tag: str, *extra: str) -> tuple[float, int]:
    """Seconds one sweep process takes, and its rows; raises when it fails."""
    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(store)}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "ir_explorer", "sweep", str(folder / "sweep.toml"), "-o",
                           str(folder / f"{tag}.json"), "--jobs", str(jobs), "--json", *extra], env=env,
                          capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"the sweep failed ({done.returncode}): {done.stderr.strip()[-400:]}")
    return elapsed, int(json.loads(done.stdout)["rows"])


def _ray_overhead(tasks: int = 48, size: int = 1 << 20) -> tuple[float, float]:
    """Seconds per task of Ray's own round trip on a local Ray of 2 CPUs, ``tasks`` tasks that return ``size``
    bytes (a compile's stages are 0.2-2 MB), and the seconds ``ray.init`` took: the part of a Ray sweep that is
    not compiling, measured apart from the compiles (whose time varies more than this on a shared machine)."""
    import ray

    def _echo(payload: bytes) -> bytes:  # nested: Ray's pickler sends it by value, not as bench_sweep._echo
        return payload

    started = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    init = time.perf_counter() - started
    task = ray.remote(num_cpus=1)(_echo)
    ray.get(task.remote(b""))  # the first task starts a worker process
    started = time.perf_counter()
    ray.get([task.remote(b"x" * size) for _ in range(tasks)])
    per_task = (time.perf_counter() - started) / tasks
    ray.shutdown()
    return per_task, init


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", default="1,2", help="worker counts to time, comma-separated")
    parser.add_argument("--ray", action="store_true", help="also time --engine ray -j 2 (needs ir-explorer[ray])")
    args = parser.parse_args()
    print(f"{'run':<22} {'rows':>5} {'wall s':>8} {'s/compile':>10}")
    with tempfile.TemporaryDirectory(prefix="irx-bench-sweep-") as tmp:
        folder = Path(tmp)
        (folder / "sweep.toml").write_text(MANIFEST)
        for jobs in (int(j) for j in args.jobs.split(",")):
            store = folder / f"store-{jobs}"
            seconds, rows = _sweep(folder, store, jobs, f"cold-{jobs}")
            print(f"{f'cold, --jobs {jobs}':<22} {rows:>5} {seconds:>8.1f} {seconds / rows:>10.2f}")
            seconds, rows = _sweep(folder, store, jobs, f"warm-{jobs}")
            print(f"{f'from the store, -j {jobs}':<22} {rows:>5} {seconds:>8.1f} {seconds / rows:>10.2f}")
        if args.ray:  # the tasks' node store is the process's store too: empty, so every task compiles
            seconds, rows = _sweep(folder, folder / "store-ray", 2, "ray", "--engine", "ray")
            print(f"{'cold, ray, 2 CPUs':<22} {rows:>5} {seconds:>8.1f} {seconds / rows:>10.2f}")
            per_task, init = _ray_overhead()
            print(f"ray alone: {per_task * 1000:.1f} ms per task returning 1 MiB (2 CPUs), ray.init {init:.1f} s")


if __name__ == "__main__":
    main()
