"""Typed claims (issue 23, item 3): a finding's statements are data, its message is rendered from them, and the
consistency check holds each claim by the rule it names (:mod:`ir_explorer.engines.rules`), never by wording."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ir_explorer.analyses.findings import Claim, Finding, Ref, render
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, check, stored_statements
from ir_explorer.engines.mutation import make_mutants
from ir_explorer.engines.rules import GENERIC_RULES, METRIC_RULES, RULES


def test_a_template_renders_its_claims_and_the_data_holds_them() -> None:
    """``{key}`` is the value, ``:size`` a size, ``:x`` a shape; a ``/`` key nests in ``data``."""
    claims = (Claim("bytes", 98304, "bytes", "resource"), Claim("shape", (64, 128), "shape", "resource"),
              Claim("pointer/contiguity", 8, "elements", "resource"))
    f = Finding(kind="shared_memory", severity="info", stage="ttgir",
                template="{bytes:size} for {shape:x}, contiguity {pointer/contiguity}", claims=claims)
    assert f.message == "96 KiB for 64x128, contiguity 8"
    assert f.data == {"bytes": 98304, "shape": [64, 128], "pointer": {"contiguity": 8}}
    assert replace(f, claims=(replace(claims[0], value=1024), *claims[1:])).message.startswith("1 KiB for")
    assert render("{{literal}} {n:,}", (Claim("n", 2048, "count", "resource"),)) == "{literal} 2,048"


def test_a_claim_keys_index_part_makes_a_json_list_not_an_object_keyed_by_index() -> None:
    """Issue 23's review: claims ``tensors/0/…``, ``python_lines/1`` … nested into objects keyed "0", "1" where the
    analyses' JSON had lists (``report matmul --json``: ``data.tensors["0"].lane_copies["0"]``). A decimal key part
    is a list index now; a list already in ``data`` is set into; indices with a gap, and maps keyed by a number
    (bits: ``loads/128``), stay objects."""
    claims = (Claim("count", 2, "count", "c"), Claim("tensors/0/registers", 64, "elements", "r"),
              Claim("tensors/0/lane_copies/0", 0, "count", "r"), Claim("tensors/0/lane_copies/1", 16, "count", "r"),
              Claim("tensors/1/registers", 8, "elements", "r"), Claim("tensors/1/shape", (64, 32), "shape", "r"),
              Claim("lines/1", 9, "line", "r"), Claim("gap/0", 1, "count", "r"), Claim("gap/2", 3, "count", "r"),
              Claim("loads/128", 4, "count", "r"))
    f = Finding(kind="layout", severity="info", stage="ttgir", template="{count} tensors", claims=claims,
                data={"lines": [5, 6, 7], "check": "overview"})
    assert f.data["tensors"] == [{"registers": 64, "lane_copies": [0, 16]}, {"registers": 8, "shape": [64, 32]}]
    assert f.data["lines"] == [5, 9, 7] and f.data["check"] == "overview"
    assert f.data["gap"] == {"0": 1, "2": 3} and f.data["loads"] == {"128": 4}
    assert f.to_json()["data"]["tensors"][1]["shape"] == [64, 32]


def test_a_finding_is_built_with_keywords_and_validated() -> None:
    """Positional arguments, an unknown kind or severity, a unit outside UNITS, a template naming a missing claim
    and two claims with one key are refused."""
    with pytest.raises(TypeError):
        Finding("mma", "info", "x", "ptx")  # type: ignore[misc]
    with pytest.raises(ValueError, match="kind"):
        Finding(kind="mmma", severity="info", stage="ptx", message="x")
    with pytest.raises(ValueError, match="severity"):
        Finding(kind="mma", severity="warning", stage="ptx", message="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unit"):
        Claim("n", 1, "widgets", "resource")
    with pytest.raises(ValueError, match="no claim"):
        Finding(kind="mma", severity="info", stage="ptx", template="{n} ops")
    one = Claim("n", 1, "count", "resource")
    with pytest.raises(ValueError, match="share a key"):
        Finding(kind="mma", severity="info", stage="ptx", template="{n}", claims=(one, one))


@pytest.fixture(scope="module")
def matmul(compiled, store: Store) -> tuple[Any, Statements]:
    """The bundled matmul on cuda:90 and its statements."""
    comp = compiled("matmul", "cuda:90")
    return comp, stored_statements(comp, store)


def _rules(comp: Any, got: Statements, findings: list[Finding], metrics: dict[str, Any] | None = None) -> list[str]:
    """The rules ``check`` finds false statements of, for ``findings`` alone (no metrics unless given)."""
    return [c for c, _ in check(comp, findings, metrics or {}, got.stages).violations]


def test_the_ptxas_register_claims_are_the_resources_and_a_lie_is_caught(matmul) -> None:
    """The matmul's ptxas finding states registers, stack frame and spills as ``resource`` claims equal to the
    compile's resources (108 registers on Triton 3.9, cuda:90); one register more is caught by ``resource``, a
    registers metric one more by ``metric:registers``, and a claim naming no registered rule by ``no-rule``."""
    comp, got = matmul
    f = next(f for f in got.report.findings if f.kind == "registers" and f.claims)
    regs = f.claim("registers")
    assert regs is not None and regs.value == comp.resources.registers == 108 and regs.unit == "registers"
    assert f.message.startswith("108 registers per thread")
    assert _rules(comp, got, [f]) == []
    lie = replace(f, claims=tuple(replace(c, value=109) if c.key == "registers" else c for c in f.claims))
    assert lie.message.startswith("109 registers per thread") and _rules(comp, got, [lie]) == ["resource"]
    assert _rules(comp, got, [f], {"registers": 108}) == []
    assert _rules(comp, got, [f], {"registers": 109}) == ["metric:registers"]
    orphan = replace(f, claims=(*f.claims, Claim("other", 1, "count", "made-up")))
    assert _rules(comp, got, [orphan]) == ["no-rule"]


def test_generic_rules_hold_refs_cited_lines_and_python_lines(matmul) -> None:
    """A ref must hold its text at its line (``ref``); a finding with claims cites only its refs' and facts'
    lines (``cited``); its Python line is the ``loc`` of a cited IR line (``python-loc``)."""
    comp, got = matmul
    ttgir = got.stages["ttgir"].splitlines()
    n = next(i for i, ln in enumerate(ttgir, 1) if "ttng.warp_group_dot " in ln)
    loc = next(f for f in got.report.findings if f.kind == "mma" and f.python_line)
    ok = Finding(kind="mma", severity="info", stage="ttgir", template="{op}", lines=(n,),
                 python_file=loc.python_file, python_line=loc.python_line,
                 claims=(Claim("op", "ttng.warp_group_dot", "op", "unregistered-op",
                                  (Ref("ttgir", n, "ttng.warp_group_dot "),)),))
    assert [c for c in _rules(comp, got, [ok]) if c != "no-rule"] == []
    moved = replace(ok, claims=(replace(ok.claims[0], about=(Ref("ttgir", n + 1, "ttng.warp_group_dot "),)),))
    assert set(_rules(comp, got, [moved])) - {"no-rule"} == {"ref", "cited"}
    wrong_py = replace(ok, python_line=(ok.python_line or 0) + 1)
    assert set(_rules(comp, got, [wrong_py])) - {"no-rule"} == {"python-loc"}


def test_the_harness_mutates_typed_claims_and_renders_the_lie(matmul) -> None:
    """A claimed finding's mutants change its claims (here the ptxas register counts +1) and the message with
    them; each mutant names the rule it is for."""
    comp, got = matmul
    f = next(f for f in got.report.findings if f.kind == "registers" and f.claims)
    made = make_mutants([f], {}, got.stages).mutants
    assert {m.rule for m in made} == {"resource"} and len(made) == len(f.claims)
    regs = next(m for m in made if m.claim == "registers.registers")
    assert regs.findings[0].message.startswith("109 registers") and regs.findings[0].data["registers"] == 109


def test_every_rule_name_is_registered_once() -> None:
    """The generic rules are not claim rules; every metric rule is for a metric the report defines."""
    from ir_explorer.analyses.findings import METRICS

    assert not set(GENERIC_RULES) & set(RULES)
    assert set(METRIC_RULES) <= set(METRICS)


def test_tcgen05_counts_render_from_the_template_and_a_wrong_count_is_caught(compiled, store: Store) -> None:
    """Issue 23's review: the PTX MMA-count finding of a cuda:100 matmul (``tcgen05.mma.cta_group::1.kind::f16``:
    names with ``::``) was free text with the counts in it, so a wrong count claim left the message saying the
    true one. It renders from its template now (``render`` keeps ``::`` in a field's key); a count one more shows
    in the message and the ``mma-count`` rule catches it."""
    comp = compiled("matmul", "cuda:100")
    got = stored_statements(comp, store)
    f = next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ptx")
    names = [c.key.removeprefix("instructions/") for c in f.claims]
    assert names and all("::" in n and n.startswith("tcgen05.") for n in names), names
    first = f.claims[0]
    assert f.template and f.message == render(f.template, f.claims) and "{" + first.key + "}" in f.template
    assert f.message.startswith(f"PTX: {first.value} × {names[0]}") and f.message.endswith("(static count)")
    assert _rules(comp, got, [f]) == []
    lie = replace(f, claims=(replace(first, value=first.value + 1), *f.claims[1:]))
    assert lie.message.startswith(f"PTX: {first.value + 1} × {names[0]}")
    assert _rules(comp, got, [lie]) == ["mma-count"]
