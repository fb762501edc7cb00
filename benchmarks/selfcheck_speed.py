"""CPU seconds of ``ir-explorer selfcheck`` on a few corpus cases, the compiles already stored.

    python benchmarks/selfcheck_speed.py [--repeat 3] [--checkout DIR] [--case KERNEL@TARGET …]

Runs ``python -m ir_explorer selfcheck KERNEL -t TARGET -j 1 --json`` as a subprocess per case, against the store
of ``$IR_EXPLORER_CACHE_DIR`` (or the user cache), with ``PYTHONPATH=DIR`` so that ``--checkout`` times another
checkout's code (a ``git archive`` of main, say) with this venv's Triton. The first run of each case compiles
what the store lacks and is not timed; each timed run then reads every compile from the store, so its time is the
report's analyses and the consistency check (``engines/consistency.check_stored``), plus the interpreter's start.

Prints, per case, the statements checked (the sum over configs of selfcheck's ``checked``: a change in the code
timed must leave it equal) and the least user + system CPU seconds of the child over ``--repeat`` runs
(``getrusage(RUSAGE_CHILDREN)``: CPU time, not wall time, so that other work on a shared machine changes it little).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
from pathlib import Path

#: Cases of the corpus (tests/test_corpus.py's bundled part): a wide spread of analyses, from the heaviest.
CASES = ("flash_attention_fwd@hip:gfx942", "flash_attention_fwd@cuda:90", "flash_attention_tma@cuda:100",
         "matmul_tma_persistent@cuda:90", "matmul_autotuned@cuda:80", "gelu@cuda:120")


def run(cmd: list[str], env: dict[str, str], cwd: str) -> tuple[float, int]:
    """``(CPU seconds, statements checked)`` of one selfcheck run; exits with its stderr when it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(cmd, capture_output=True, env=env, cwd=cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr.decode()[-2000:]}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return cpu, sum(r["checked"] for r in json.loads(proc.stdout)["results"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3, help="timed runs of each case (the least is printed)")
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the checkout whose ir_explorer is timed (default: this one)")
    parser.add_argument("--case", action="append", metavar="KERNEL@TARGET",
                        help=f"a case (repeatable; default: {', '.join(CASES)})")
    opts = parser.parse_args()
    checkout = opts.checkout.resolve()
    if not (checkout / "ir_explorer" / "__main__.py").is_file():
        raise SystemExit(f"{checkout} holds no ir_explorer package")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "NO_COLOR")}
    env["PYTHONPATH"] = str(checkout)  # before the editable install's finder, which comes last on sys.meta_path
    print(f"ir_explorer from {checkout}; store {env.get('IR_EXPLORER_CACHE_DIR', '(user cache)')}")
    print(f"{'case':34} {'statements':>10} {'CPU s':>8}")
    total = 0.0
    for case in opts.case or CASES:
        kernel, _, target = case.partition("@")
        cmd = [sys.executable, "-m", "ir_explorer", "selfcheck", kernel, "-t", target, "-j", "1", "--json"]
        _, statements = run(cmd, env, str(checkout))  # compiles what the store lacks: not timed
        best = float("inf")
        for _ in range(opts.repeat):
            cpu, again = run(cmd, env, str(checkout))
            if again != statements:
                raise SystemExit(f"{case}: {again} statements, then {statements}")
            best = min(best, cpu)
        total += best
        print(f"{case:34} {statements:>10} {best:>8.2f}", flush=True)
    print(f"{'total':34} {'':>10} {total:>8.2f}")


if __name__ == "__main__":
    main()
