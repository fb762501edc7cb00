"""Speed of ``ir-explorer diff``'s engine (``ir_explorer.engines.diffing``) against the diff issue's goals, and the
difflib comparison behind its choice of ``patiencediff``.

    python benchmarks/bench_diff.py [--cache-dir DIR] [--repeat 3] [--skip-quadratic]

Goals: two 3,000-line TTGIRs diffed in <= 50 ms, two 50,000-line LLIRs in <= 1 s.

Real TTGIRs and LLIRs of the bundled kernels top out near 700 and 9,000 lines, so the inputs are
built from real compiler output: the left side concatenates the stage text of several bundled
kernels at one autotune config (flash attention, the matmuls, for cuda:80 and cuda:90), the right
side the same kernels at another config, cut to 3,000 (TTGIR) or 50,000 (LLIR) lines each: a
"two configs" diff with thousands of changed lines. A second LLIR case, "1 line in 200 edited",
diffs the left side against itself with every 200th line changed. Compiles go to the store
(``--cache-dir``, default the user's), so a second run compiles nothing.

Columns: ``normalize`` is :func:`normalize_lines` of both sides; ``diff`` the line diff of the
normalized lines (layout pairing included for TTGIR); ``engine`` the whole :func:`diff_texts`;
``StageDiff`` adds the opcode-class deltas and layout summary (:func:`diff_stage_texts`). The
library table diffs the same normalized lines with each library; ``changed`` counts the lines the
diff marks as removed plus added (smaller is a tighter diff; every library finds a correct diff).
"""

from __future__ import annotations

import argparse
import difflib
import sys
import time
import timeit
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import patiencediff  # noqa: E402

from ir_explorer.analyses.normalize import normalize_lines  # noqa: E402
from ir_explorer.capture import bundled  # noqa: E402
from ir_explorer.capture.compiles import Request, compile_all  # noqa: E402
from ir_explorer.core.model import Target  # noqa: E402
from ir_explorer.core.store import Store, default_root  # noqa: E402
from ir_explorer.engines.diffing import diff_stage_texts, diff_texts  # noqa: E402

GOALS_S = {"ttgir": 0.050, "llir": 1.0}
#: (kernel, left config, right config, target): same kernel, two autotune configs.
PAIRS = [
    ("flash_attention_fwd", 1, 0, "cuda:80"), ("flash_attention_fwd", 1, 0, "cuda:90"),
    ("flash_attention_tma", 0, 2, "cuda:90"), ("matmul_autotuned", 0, 2, "cuda:80"),
    ("matmul_autotuned", 0, 1, "cuda:90"), ("matmul_grouped", 0, 3, "cuda:90"),
    ("flash_attention_fwd", 2, 0, "cuda:80"), ("flash_attention_fwd", 2, 0, "cuda:90"),
]


def build_inputs(store: Store) -> dict[str, tuple[str, str]]:
    """``{case: (left text, right text)}`` from real compiles (see the module docstring)."""
    keys = sorted({(k, c, t) for k, a, b, t in PAIRS for c in (a, b)})
    comps = compile_all([Request(bundled.get(k), c, Target.parse(t)) for k, c, t in keys], store)
    by_key = dict(zip(keys, comps, strict=True))
    cases: dict[str, tuple[str, str]] = {}
    for stage, n in (("ttgir", 3000), ("llir", 50000)):
        left: list[str] = []
        right: list[str] = []
        i = 0
        while len(left) < n or len(right) < n:
            k, a, b, t = PAIRS[i % len(PAIRS)]
            i += 1
            left += by_key[(k, a, t)].stage(stage).text().rstrip("\n").split("\n")
            right += by_key[(k, b, t)].stage(stage).text().rstrip("\n").split("\n")
        cases[f"{stage}: two configs, {n:,} lines"] = ("\n".join(left[:n]) + "\n", "\n".join(right[:n]) + "\n")
        if stage == "llir":
            edited = [ln + " ; edited" if j % 200 == 100 else ln for j, ln in enumerate(left[:n])]
            cases[f"llir: 1 line in 200 edited, {n:,} lines"] = ("\n".join(left[:n]) + "\n", "\n".join(edited) + "\n")
    return cases


def best(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds (wall time)."""
    return min(timeit.repeat(fn, number=1, repeat=repeat))


def timed_opcodes(fn: Callable[[list[str], list[str]], list[tuple[str, int, int, int, int]]], a: list[str],
                  b: list[str], repeat: int) -> tuple[float, list[tuple[str, int, int, int, int]]]:
    """Best time of ``repeat`` runs of ``fn(a, b)``, and its opcodes."""
    times, ops = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        ops = fn(a, b)
        times.append(time.perf_counter() - start)
    return min(times), ops


def changed_lines(opcodes: Sequence[Sequence[object]]) -> int:
    return sum((op[2] - op[1]) + (op[4] - op[3]) for op in opcodes if op[0] != "equal")  # type: ignore[operator]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--cache-dir", default=None, help="store to read/compile into (default: the user's)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-quadratic", action="store_true",
                        help="leave out difflib with autojunk=False (tens of seconds on the LLIR cases)")
    args = parser.parse_args()
    store = Store(default_root(args.cache_dir))
    cases = build_inputs(store)

    # This machine's speed now (a shared or loaded machine is slower): split and join the LLIR case's text.
    big = "".join(next(v for k, v in cases.items() if k.startswith("llir")))
    ref = best(lambda: "\n".join(big.split("\n")), args.repeat)
    print(f"reference: split+join {len(big.encode()) / 1e6:.1f} MB of LLIR in {ref * 1e3:.1f} ms "
          f"({len(big.encode()) / 1e6 / ref:.0f} MB/s)\n")
    print(f"{'case':40} {'normalize':>10} {'diff':>9} {'engine':>9} {'StageDiff':>10} {'goal':>7} {'goal/engine':>12}")
    normalized: dict[str, tuple[list[str], list[str]]] = {}
    for case, (left, right) in cases.items():
        stage = case.split(":", 1)[0]
        t_norm = best(lambda: (normalize_lines(left, stage), normalize_lines(right, stage)), args.repeat)  # noqa: B023
        t_engine = best(lambda: diff_texts(left, right, stage), args.repeat)  # noqa: B023
        t_full = best(lambda: diff_stage_texts(left, right, stage, "a", "b"), args.repeat)  # noqa: B023
        goal = GOALS_S[stage]
        print(f"{case:40} {t_norm * 1e3:8.1f}ms {(t_engine - t_norm) * 1e3:7.1f}ms {t_engine * 1e3:7.1f}ms "
              f"{t_full * 1e3:8.1f}ms {goal * 1e3:5.0f}ms {goal / t_engine:11.2f}x")
        normalized[case] = (normalize_lines(left, stage)[0].split("\n"), normalize_lines(right, stage)[0].split("\n"))

    libraries: dict[str, Callable[[list[str], list[str]], list[tuple[str, int, int, int, int]]]] = {
        "patiencediff (chosen)": lambda a, b: patiencediff.PatienceSequenceMatcher(None, a, b).get_opcodes(),
        "difflib.SequenceMatcher": lambda a, b: difflib.SequenceMatcher(None, a, b).get_opcodes(),
        "difflib autojunk=False": lambda a, b: difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes(),
    }
    print(f"\n{'case':40} {'library':26} {'best ms':>9} {'changed':>8}")
    for case, (a, b) in normalized.items():
        for name, fn in libraries.items():
            if name.startswith("difflib autojunk") and args.skip_quadratic and case.startswith("llir"):
                continue
            t, ops = timed_opcodes(fn, a, b, 1 if name.startswith("difflib") else args.repeat)
            print(f"{case:40} {name:26} {t * 1e3:9.1f} {changed_lines(ops):8}")
        t = best(lambda: list(difflib.unified_diff(a, b, lineterm="")), 1)  # noqa: B023
        print(f"{case:40} {'difflib.unified_diff':26} {t * 1e3:9.1f} {'':>8}")


if __name__ == "__main__":
    main()
