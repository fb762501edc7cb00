"""What another Triton release costs (issue 18): ``--triton VERSION`` against the default, and ``history``
over N releases against N serial compiles. Prints a table with ratios, from one run.

    python benchmarks/bench_toolchains.py [--release 3.6.0] [--repeat 3] [--history 3.6.0,3.8.0,installed]

(a) a cached ``ir-explorer dump matmul -s ptx`` with and without ``--triton RELEASE`` (whole processes,
    interleaved): the extra start-up of a toolchain's path on a cache hit (none expected: no worker starts);
(b) a cold ``dump matmul -s ptx --no-cache`` with and without ``--triton RELEASE``: the worker starting under
    another venv's Python (no warm worker is started ahead for ``--triton``);
(c) ``history matmul --tritons …`` into an empty store against the same releases' compiles one after another
    (``dump --triton V --no-cache`` per release, serially).

The toolchains must be installed (``ir-explorer triton install 3.6.0``; ``$IR_EXPLORER_TOOLCHAINS`` is read as
the CLI reads it). Every compile measured is real, on this machine's CPUs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(args: list[str], env: dict[str, str]) -> float:
    """Seconds one ``python -m ir_explorer ARGS`` process takes; raises when it fails."""
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "ir_explorer", *args], env=env, capture_output=True, text=True,
                          check=False)
    elapsed = time.perf_counter() - started
    if done.returncode not in (0, 1):  # history exits 1 when a metric check breaks; none is given here
        raise SystemExit(f"ir-explorer {' '.join(args)} failed ({done.returncode}): {done.stderr.strip()[-300:]}")
    return elapsed


def _median(args: list[str], env: dict[str, str], repeat: int) -> float:
    return statistics.median(_run(args, env) for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", default="3.6.0")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--history", default="3.6.0,3.8.0,installed", help="releases for (c), a --tritons list")
    ns = parser.parse_args()
    base = {**os.environ, "PYTHONPATH": str(ROOT)}
    rows: list[tuple[str, float, float, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        env = {**base, "IR_EXPLORER_CACHE_DIR": str(Path(tmp) / "store")}
        dump = ["dump", "matmul", "-t", "cuda:90", "-s", "ptx"]
        other = [*dump, "--triton", ns.release]
        _run(dump, env), _run(other, env)  # fill the store
        cached = [(_run(dump, env), _run(other, env)) for _ in range(ns.repeat * 3)]  # interleaved
        a, b = (statistics.median(x) for x in zip(*cached, strict=True))
        rows.append(("(a) cached dump", a, b, "≈1"))
        a = _median([*dump, "--no-cache"], env, ns.repeat)
        b = _median([*other, "--no-cache"], env, ns.repeat)
        rows.append(("(b) cold dump --no-cache", a, b, "report"))
        releases = [r.strip() for r in ns.history.split(",") if r.strip()]
        fresh = {**base, "IR_EXPLORER_CACHE_DIR": str(Path(tmp) / "history-store")}
        serial_env = {**base, "IR_EXPLORER_CACHE_DIR": str(Path(tmp) / "serial-store")}
        hist = _run(["history", "matmul", "-t", "cuda:90", "--tritons", ns.history], fresh)
        serial = sum(_run([*dump, "--triton", r, "--no-cache"], serial_env) for r in releases)
        rows.append((f"(c) history over {len(releases)} releases", serial, hist, f"< 1 with {os.cpu_count()} cores"))
    print(f"{'case':36} {'default / serial s':>20} {'--triton / history s':>22} {'ratio':>7}  goal")
    for name, x, y, goal in rows:
        print(f"{name:36} {x:20.3f} {y:22.3f} {y / x:7.2f}  {goal}")


if __name__ == "__main__":
    main()
