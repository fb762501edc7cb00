"""The consistency check (issue 15) over the whole corpus in one run, with a table: every bundled kernel and config
on the corpus targets with their MLIR passes captured, and the kernels written for the tests
(``tests/test_corpus.py``'s ``FRESH``). Prints, per target, the compiles and the statements checked and found false,
then the statements per check; each false one after that. Exit 1 when one is false.

    python scripts/corpus_check.py [--store DIR] [--targets cuda:90,hip:gfx942] [--jobs N]

``--store`` defaults to ``$IR_EXPLORER_CACHE_DIR`` (or the user store): a second run reads the compiles from it.
The test suite runs the same check, one test per case (``tests/test_corpus.py``); this is the one-table view of it,
for a closing note or another Triton (it runs on 3.6 as on 3.9).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from test_corpus import FRESH, TARGETS  # noqa: E402  (the corpus the tests check)

from ir_explorer.capture.compiles import Request, compile_all, inspect_kernel, triton_version  # noqa: E402
from ir_explorer.capture.kernel_files import user_kernel  # noqa: E402
from ir_explorer.core.model import Target  # noqa: E402
from ir_explorer.core.store import Store, default_root  # noqa: E402
from ir_explorer.engines.consistency import CheckResult, check_stored  # noqa: E402
from ir_explorer.engines.snapshots import bundled_requests  # noqa: E402


class CountingResult(CheckResult):
    """A :class:`CheckResult` that also counts the statements of each check."""

    def __init__(self) -> None:
        super().__init__()
        self.by_check: Counter[str] = Counter()

    def hold(self, ok: bool, check: str, text: str) -> None:
        self.by_check[check] += 1
        super().hold(ok, check, text)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--store", type=Path, default=None)
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--jobs", type=int, default=None)
    args = ap.parse_args()
    store = Store(args.store or default_root(None))
    targets = args.targets.split(",")

    def describe(path: Path, function: str, a: tuple, consts: dict) -> dict:  # type: ignore[type-arg]
        return inspect_kernel(path, function, a, consts, False, Target.parse("cuda:90"), store)

    requests = [replace(r, passes=True) for r in bundled_requests((), targets)]
    bundled = len(requests)
    for ref, signature, warps, stages, target in FRESH.values():
        if target in targets:
            spec = user_kernel(ref, signature, [], warps, stages, {}, describe)
            requests += [Request(spec, i, Target.parse(target)) for i in range(len(spec.configs))]
    start = time.perf_counter()
    comps = compile_all(requests, store, jobs=args.jobs)
    compiled = time.perf_counter() - start
    rows: dict[tuple[str, str], list[int]] = {}
    result = CountingResult()
    failed = []
    for i, (req, comp) in enumerate(zip(requests, comps, strict=True)):
        row = rows.setdefault((req.target.spec, "bundled" if i < bundled else "fresh"), [0, 0, 0])
        row[0] += 1
        if not comp.ok:
            failed.append(f"{comp.title()}: {comp.failure.headline() if comp.failure else '?'}")
            continue
        before, false = result.checked, len(result.violations)
        check_stored(comp, store, req.spec.configs[req.config_index], result)
        row[1] += result.checked - before
        row[2] += len(result.violations) - false
    print(f"Triton {triton_version()}: {len(requests)} compiles ({bundled} bundled with passes), compiled or read "
          f"in {compiled:.0f} s, checked in {time.perf_counter() - start - compiled:.0f} s")
    print(f"{'target':<12} {'corpus':<8} {'compiles':>8} {'statements':>11} {'false':>6}")
    for (target, part), (n, checked, false) in sorted(rows.items()):
        print(f"{target:<12} {part:<8} {n:>8} {checked:>11} {false:>6}")
    print(f"{'all':<12} {'':<8} {len(requests):>8} {result.checked:>11} {len(result.violations):>6}")
    print("statements per check: " + ", ".join(f"{k} {v}" for k, v in result.by_check.most_common()))
    for line in failed:
        print(f"FAILED TO COMPILE  {line}")
    for check, text in result.violations:
        print(f"FALSE  {check}: {text[:300]}")
    return 1 if result.violations or failed else 0


if __name__ == "__main__":
    sys.exit(main())
