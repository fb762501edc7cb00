"""The mutation harness of the consistency check (issue 23, item 4: "a measured checker"): it seeds each kind of
lie the issue names into a real report, the check catches a lie it has a rule for, and the unmutated report gives
no catch. The exact scores below are today's (Triton 3.9, typed claims): a change to the check that loses a catch
shows here; a change to the report that adds or removes claims changes them too (the benchmark
``benchmarks/mutation_score.py --quick`` prints the table to update them from)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from ir_explorer.analyses.findings import Finding
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, check, stored_statements
from ir_explorer.engines.mutation import MUTATIONS, make_mutants, score, score_table

#: The finding kinds of the fixed case: together they hold every kind of mutation (the dot's operands and
#: layouts, the pipelined loop's stage count, counts and cited lines).
KINDS = ("mma", "pipelining", "shared_memory")


@pytest.fixture(scope="module")
def matmul(compiled, store: Store) -> tuple[Any, Statements]:
    """The bundled matmul on cuda:90 (a compile the session makes anyway), its report and raw text."""
    comp = compiled("matmul", "cuda:90", passes=True)
    return comp, stored_statements(comp, store)


def _case(matmul: tuple[Any, Statements]) -> tuple[list[Finding], dict[str, Any], Any]:
    comp, got = matmul
    findings = [f for f in got.report.findings if f.kind in KINDS]

    def rules(fs: Sequence[Finding], metrics: Mapping[str, Any]) -> list[str]:
        return [c for c, _ in check(comp, fs, metrics, got.stages).violations]

    return findings, dict(got.report.metrics), rules


def test_every_kind_of_mutation_is_made_and_told_consistently(matmul) -> None:
    """Each mutation the issue lists is made on the matmul's dot, loop and buffers, each on a typed claim, and the
    message is re-rendered from the mutated claim: a negated stage count reads "-3 stages", an allocation's name
    swapped for the other operand's reads "%b_…" where it said "%a_…"."""
    findings, metrics, _ = _case(matmul)
    made = make_mutants(findings, metrics, matmul[1].stages)
    assert {m.mutation for m in made.mutants} == set(MUTATIONS)
    # every value mutant is of a typed claim (or a metric) and names its rule; only a moved cited line is not
    assert all(m.rule for m in made.mutants if m.mutation != "line")
    negated = [m for m in made.mutants if m.mutation == "stages" and m.claim == "pipelining.stages"]
    assert len(negated) == 2 and all("-3 stages" in m.findings[m.finding].message for m in negated)
    swapped = next(m for m in made.mutants if m.mutation == "operand" and m.claim == "shared_memory.name")
    before, after = findings[swapped.finding].message, swapped.findings[swapped.finding].message
    assert before.startswith("%a_") and after.startswith("%b_") and "%a_" not in after
    for m in made.mutants:  # one finding changed (or a metric), every other as it was
        changed = [k for k, (a, b) in enumerate(zip(findings, m.findings, strict=True)) if a != b]
        assert changed == ([m.finding] if m.finding >= 0 else []) and (m.finding >= 0) == (m.metrics == metrics)


def test_the_unmutated_report_is_not_caught_and_a_lie_with_a_rule_is(matmul) -> None:
    """The check finds nothing false in the real report; an MMA instruction count plus one (the ``mma-count`` rule
    recounts the PTX) and a loop-schedule op moved a line (``sched-op`` reads the op there) are caught."""
    findings, metrics, rules = _case(matmul)
    assert rules(findings, metrics) == []
    made = make_mutants(findings, metrics, matmul[1].stages).mutants
    count = next(m for m in made if m.claim == "mma.instructions.*")
    moved = next(m for m in made if m.claim == "pipelining.ops.*.ttgir_line")
    assert count.rule == "mma-count" and Counter(rules(count.findings, count.metrics)) == {"mma-count": 1}
    assert "sched-op" in set(rules(moved.findings, moved.metrics))


def test_allocation_and_stage_lies_are_caught(matmul) -> None:
    """The gaps the first score showed (0 of 6 operand swaps, 0 of 4 negated stage counts caught on this case): an
    allocation finding naming %b_40 for %a_39's ``ttg.local_alloc`` line is caught by ``allocation``; a loop said to
    be pipelined with -3 stages by ``pipe-stages`` (the loop and its schedule re-derived from the IR), the stages
    asked for by ``pipe-asked``, and a ``pipelined_stages`` metric of -3 by its metric rule."""
    findings, metrics, rules = _case(matmul)
    made = make_mutants(findings, metrics, matmul[1].stages).mutants
    swapped = next(m for m in made if m.mutation == "operand" and m.claim == "shared_memory.name")
    assert set(rules(swapped.findings, swapped.metrics)) == {"allocation"}
    negated = [m for m in made if m.mutation == "stages"]
    assert [set(rules(m.findings, m.metrics)) for m in negated] == [
        {"pipe-stages"}, {"pipe-asked"}, {"pipe-stages"}, {"metric:pipelined_stages"}]


def test_mutation_score_of_the_fixed_case(matmul) -> None:
    """Today's catches per mutation on the fixed case (made, caught): every lie caught (it was 50 of 107 before typed
    claims), and the table the benchmark prints."""
    findings, metrics, rules = _case(matmul)
    result = score(findings, metrics, matmul[1].stages, rules)
    per = {m: (sum(n for (k, _), n in result.made.items() if k == m),
               sum(n for (k, _), n in result.caught.items() if k == m)) for m in MUTATIONS}
    assert result.baseline == 0
    assert per == {"count": (77, 77), "operand": (8, 8), "layout": (8, 8), "line": (302, 302), "stages": (4, 4)}
    assert score_table(result, "mutation")[-1].split()[:4] == ["all", "399", "399", "100.0%"]
    assert result.rule_made == result.rule_caught  # every rule catches all of its mutants here
