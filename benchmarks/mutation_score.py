"""The mutation score of the consistency check (issue 23, item 4): seed one lie at a time into the claims of real
reports (:mod:`ir_explorer.engines.mutation`: a count plus one, an operand or layout swapped, a cited line moved,
a stage count negated, each rendered into the message too) and count how many the check
(:mod:`ir_explorer.engines.consistency`) reports as false. Prints one row per mutation and claim, then per mutation,
then the overall score and the rules that caught.

    python benchmarks/mutation_score.py [--quick] [--store DIR] [--jobs N] [--limit N] [--drop RULE,…] [--kinds KIND,…]

The corpus: config 0 of every bundled kernel on cuda:80, cuda:90, cuda:100 and hip:gfx942, and every kernel of
``tests/test_corpus.py``'s ``FRESH`` (its own target, every config). ``--quick``: the bundled matmul and gelu on
cuda:90 and three fresh kernels. Compiled without the per-pass capture: a mutant changes no pass, so the pass-list
rules are left out of the check (they can catch none). ``--store`` defaults to ``$IR_EXPLORER_CACHE_DIR`` (or the
user store): a second run reads the compiles from it. Results: ``benchmarks/results/mutation_score.txt``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from test_corpus import FRESH  # noqa: E402  (the kernels written for the tests)

from ir_explorer.capture.compiles import Request, compile_all, inspect_kernel, triton_version  # noqa: E402
from ir_explorer.capture.kernel_files import user_kernel  # noqa: E402
from ir_explorer.core.model import Target  # noqa: E402
from ir_explorer.core.store import Store, default_root  # noqa: E402
from ir_explorer.engines.consistency import check, stored_statements  # noqa: E402
from ir_explorer.engines.mutation import Score, rule_table, score, score_table  # noqa: E402
from ir_explorer.engines.snapshots import bundled_requests  # noqa: E402

TARGETS = ("cuda:80", "cuda:90", "cuda:100", "hip:gfx942")
QUICK_BUNDLED, QUICK_TARGETS = ("matmul", "gelu"), ("cuda:90",)
QUICK_FRESH = ("offsets_i32", "unhinted_add", "row_loop_staged")


def requests(store: Store, quick: bool) -> list[Request]:
    """The corpus's requests (see the module docstring)."""
    def describe(path: Path, function: str, a: tuple, consts: dict) -> dict:  # type: ignore[type-arg]
        return inspect_kernel(path, function, a, consts, False, Target.parse("cuda:90"), store)

    bundled = bundled_requests(QUICK_BUNDLED if quick else (), QUICK_TARGETS if quick else TARGETS)
    out = [r for r in bundled if r.config_index == 0]
    for name, (ref, signature, warps, stages, target) in FRESH.items():
        if not quick or name in QUICK_FRESH:
            spec = user_kernel(ref, signature, [], warps, stages, {}, describe)
            out += [Request(spec, i, Target.parse(target)) for i in range(len(spec.configs))]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--store", type=Path, default=None)
    ap.add_argument("--quick", action="store_true", help="a small corpus (see the module docstring)")
    ap.add_argument("--jobs", type=int, default=None)
    ap.add_argument("--limit", type=int, default=None, help="at most N mutants per compilation")
    ap.add_argument("--drop", default="", help="rules (comma-separated) whose false statements are left out: the "
                    "score of the check without them (a rule only adds catches)")
    ap.add_argument("--kinds", default="", help="only the mutants of these finding kinds (comma-separated; "
                    "'metric': the metrics)")
    args = ap.parse_args()
    kinds = frozenset(args.kinds.split(",")) if args.kinds else None
    store = Store(args.store or default_root(None))
    reqs = requests(store, args.quick)
    start = time.perf_counter()
    comps = compile_all(reqs, store, jobs=args.jobs)
    compiled = time.perf_counter() - start
    total, dropped = Score(), set(filter(None, args.drop.split(",")))
    failed = []
    for req, comp in zip(reqs, comps, strict=True):
        if not comp.ok:
            failed.append(comp.title())
            continue
        got = stored_statements(comp, store)
        config = req.spec.configs[req.config_index]

        def rules(findings, metrics, comp=comp, got=got, config=config):  # type: ignore[no-untyped-def]
            return [c for c, _ in check(comp, findings, metrics, got.stages, None, None, config).violations
                    if c not in dropped]

        total.add(score(got.report.findings, dict(got.report.metrics), got.stages, rules, args.limit, kinds))
    made, caught = total.total()
    print(f"Triton {triton_version()}, {time.strftime('%Y-%m-%d')}: corpus {'--quick' if args.quick else 'full'}, "
          f"{len(reqs) - len(failed)} compiles (compiled or read in {compiled:.0f} s, mutated and checked in "
          f"{time.perf_counter() - start - compiled:.0f} s); false statements on the unmutated reports: "
          f"{total.baseline}" + (f"; rules left out: {', '.join(sorted(dropped))}" if dropped else ""))
    print("\n".join(score_table(total, "claim")))
    print()
    print("\n".join(score_table(total, "mutation")))
    print()
    print("\n".join(rule_table(total)))
    print(f"\nmutation score: {caught}/{made} = {100 * caught / max(made, 1):.1f}%")
    print("caught by rule: " + (", ".join(f"{k} {v}" for k, v in total.by_rule.most_common()) or "none"))
    for title in failed:
        print(f"FAILED TO COMPILE  {title}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
