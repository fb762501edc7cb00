"""A cached ``report`` and ``diff --configs`` against a cached ``dump`` of the same compile (issue 23 item 7).

    python benchmarks/bench_report.py [--repeat 21] [--ir-explorer PATH]

Runs, as subprocesses of the installed ``ir-explorer`` console script (this venv's, as the README installs it;
``--ir-explorer`` names another), interleaved in one run so that a busy machine slows each alike:

* ``ir-explorer dump matmul --stage ptx``
* ``ir-explorer report matmul``
* ``ir-explorer diff matmul_autotuned --configs 0 2``

each against a store of its own (a temporary folder) where every compile is already stored, the SASS
disassembled and the reports kept (each command is run twice before timing), and prints the median wall time
of each (ms) and its ratio to the dump's. Goals: report <= 1.5x dump, diff <= 2x dump. ``--fresh-reports``
also times ``report`` with its kept report removed before each run (the analyses run every time: what a cached
report cost before reports were kept).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMANDS = {
    "dump": ["dump", "matmul", "--stage", "ptx"],
    "report": ["report", "matmul"],
    "diff --configs": ["diff", "matmul_autotuned", "--configs", "0", "2"],
}
GOALS = {"report": 1.5, "diff --configs": 2.0}


def wall(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from start to exit of ``cmd``; exits with its stderr when it fails."""
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, env=env)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr.decode()[-2000:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=21, help="timed runs of each command (median)")
    parser.add_argument("--ir-explorer", default=str(Path(sys.executable).parent / "ir-explorer"),
                        help="the console script to time (default: this venv's)")
    parser.add_argument("--fresh-reports", action="store_true",
                        help="also time `report` with its kept report removed before each run")
    opts = parser.parse_args()
    exe = opts.ir_explorer
    if not Path(exe).exists():
        raise SystemExit(f"no console script at {exe}: pip install -e . first (README)")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE", "NO_COLOR")}
    with tempfile.TemporaryDirectory() as tmp:
        env["IR_EXPLORER_CACHE_DIR"] = tmp
        commands = {name: [exe, *args] for name, args in COMMANDS.items()}
        envs = {name: env for name in commands}
        if opts.fresh_reports:  # a store of its own, whose kept reports are removed before each run
            commands["report, no kept report"] = commands["report"]
            envs["report, no kept report"] = dict(env, IR_EXPLORER_CACHE_DIR=f"{tmp}/fresh")
        for name, cmd in commands.items():  # compile, disassemble, keep the reports; then once more for every hint
            for _ in range(2):
                subprocess.run(cmd, env=envs[name], capture_output=True, check=True)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(opts.repeat):
            for name, cmd in commands.items():
                if name == "report, no kept report":
                    shutil.rmtree(Path(tmp) / "fresh" / "v1" / "reports", ignore_errors=True)
                times[name].append(wall(cmd, envs[name]))
    dump = statistics.median(times["dump"])
    print(f"{'command (cached)':28} {'median ms':>10} {'x dump':>8}  goal")
    for name, runs in times.items():
        ms = statistics.median(runs)
        goal = f"<= {GOALS[name]}x" if name in GOALS else ""
        print(f"{name:28} {ms * 1e3:10.0f} {ms / dump:8.2f}  {goal}")
    print(json.dumps({"python": sys.version.split()[0], "cpus": os.cpu_count(), "repeat": opts.repeat,
                      "ir_explorer": exe, "median_ms": {n: round(statistics.median(r) * 1e3, 1)
                                                        for n, r in times.items()}}))


if __name__ == "__main__":
    main()
