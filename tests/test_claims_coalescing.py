"""The coalescing findings as typed claims (issue 23, items 3 and 4): each number, name and line the coalescing
analysis states is a :class:`Claim` with a unit, a rule and the IR lines it is about, the message is rendered from
them, and a lie in any kind of claim is caught by its rule (:mod:`ir_explorer.engines.rules.coalescing`), on real
compiles of ``tests/data/axis_kernels/access.py`` for cuda:90."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from conftest import DATA

from ir_explorer.analyses.findings import Claim, Finding, render
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import CheckResult, check, stored_statements
from ir_explorer.engines.rules import RULES
from ir_explorer.engines.rules.coalescing import read_access

ACCESS = DATA / "axis_kernels" / "access.py"
#: column_walk: a runtime stride along the contiguous dimension (narrow and uncoalesced, a cause); atomic_sum: an
#: atomic's AxisInfo; hinted_tail: a masked fp16 access with a contiguity attribute.
KERNELS = {
    "column_walk": "*fp32:16, *fp32:16, i32, 1024",
    "atomic_sum": "*fp32:16, *fp32:16, 1024",
}
#: The rules of the coalescing claims.
MY_RULES = ("machine-widths", "access-type", "blocked-layout", "layout-width", "machine-lines", "axisinfo",
            "axis-width", "axis-cause", "sectors", "machine-atomics", "coal-inner-stride")


@pytest.fixture(scope="module")
def reports(store: Store, user_spec) -> dict[str, tuple[Compilation, Any]]:
    """The kernels on cuda:90 with their stored statements (report and raw stages)."""
    reqs = [Request(user_spec(f"{ACCESS}:{k}", sig, 4, 3), 0, Target.parse("cuda:90")) for k, sig in KERNELS.items()]
    comps = compile_all(reqs, store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    return {k: (c, stored_statements(c, store)) for k, c in zip(KERNELS, comps, strict=True)}


def _check(comp: Compilation, got: Any, findings: list[Finding], metrics: dict[str, Any] | None = None) -> list[str]:
    return [rule for rule, _ in check(comp, findings, dict(got.report.metrics) if metrics is None else metrics,
                                      got.stages, result=CheckResult()).violations]


def _coalescing(got: Any) -> list[Finding]:
    return [f for f in got.report.findings if f.kind == "coalescing"]


def _lie(c: Claim) -> Claim:
    """``c`` with a false value of the same kind: a count plus one, a tuple's first entry plus one, another name."""
    v = c.value
    if isinstance(v, bool):
        return replace(c, value=not v)
    if isinstance(v, int):
        return replace(c, value=v + 1)
    if isinstance(v, tuple):
        return replace(c, value=(v[0] + 1, *v[1:]))
    return replace(c, value={"tt.load": "tt.store", "f32": "f16"}.get(str(v), f"{v}x"))


def test_column_walk_states_its_widths_and_cause_as_claims(reports) -> None:
    """The column walk's load: 32 bits per thread (one f32) where 128 are possible, from the PTX ``ld.global.b32`` of
    its Python line, bounded by AxisInfo's contiguity 1 from the ``arith.muli`` by the runtime ``stride``; the sector
    model's 32 sectors for 128 bytes (ideal 4). Each is a claim with its unit, rule and the lines it is about, and
    the message is rendered from the claims."""
    comp, got = reports["column_walk"]
    ttgir, ptx = got.stages["ttgir"].splitlines(), got.stages["ptx"].splitlines()
    narrow = next(f for f in _coalescing(got) if f.severity == "warn" and "narrow" in f.message
                  and f.data["op"] == "tt.load")
    assert narrow.message == render(narrow.template, narrow.claims)
    op = narrow.claim("op")
    assert op is not None and (op.value, op.unit, op.rule) == ("tt.load", "op", "access-type")
    assert [(r.stage, r.line, r.text) for r in op.about] == [("ttgir", narrow.lines[0], "tt.load")]
    assert "tt.load" in ttgir[narrow.lines[0] - 1]
    measured, possible = narrow.claim("measured_bits"), narrow.claim("possible_bits")
    assert measured is not None and (measured.value, measured.unit, measured.rule) == (32, "bits", "machine-lines")
    assert possible is not None and (possible.value, possible.rule) == (128, "layout-width")
    lines = narrow.claim("machine_lines")
    assert lines is not None and lines.unit == "line" and lines.value == tuple(r.line for r in lines.about)
    assert all(r.stage == "ptx" and "ld.global.b32" in ptx[r.line - 1] for r in lines.about)
    cause_op, cause_line = narrow.claim("axisinfo/cause/op"), narrow.claim("axisinfo/cause/ttgir_line")
    assert cause_op is not None and cause_op.value == "arith.muli" and cause_line is not None
    assert cause_line.unit == "line" and "arith.muli" in ttgir[int(cause_line.value) - 1]  # type: ignore[arg-type]
    contiguity = narrow.claim("axisinfo/limits/contiguity")
    assert contiguity is not None
    assert (contiguity.value, contiguity.unit, contiguity.rule) == (1, "elements", "axisinfo")
    assert f"ttgir line {cause_line.value}" in narrow.message and "contiguity 1" in narrow.message
    unco = next(f for f in _coalescing(got) if "uncoalesced" in f.message)
    said = {k: unco.claim(f"sectors/{k}") for k in ("request_sectors", "request_bytes", "request_ideal_sectors")}
    assert {k: (c.value, c.unit, c.rule) for k, c in said.items() if c is not None} == {
        "request_sectors": (32, "sectors", "sectors"), "request_bytes": (128, "bytes", "sectors"),
        "request_ideal_sectors": (4, "sectors", "sectors")}
    assert "uncoalesced: 32 sectors for 128 bytes used per warp request (ideal 4)" in unco.message
    assert unco.data["sectors"]["model"] is True and unco.data["sectors"]["request_sectors"] == 32


def test_machine_widths_are_claims_about_each_access_line(reports) -> None:
    """The PTX finding's ``loads/32`` is the number of ``ld.global.b32`` lines, about each of them; the finding cites
    exactly those lines and the stores' (``st.global``)."""
    comp, got = reports["column_walk"]
    ptx = got.stages["ptx"].splitlines()
    widths = next(f for f in _coalescing(got) if f.stage == "ptx")
    loads = widths.claim("loads/32")
    assert loads is not None and (loads.unit, loads.rule) == ("count", "machine-widths")
    held = [n for n, ln in enumerate(ptx, 1) if "ld.global.b32" in ln]
    assert loads.value == len(held) > 0 and [r.line for r in loads.about] == held
    assert widths.message.startswith(f"PTX: global loads {len(held)} × 32-bit; stores ")
    assert widths.data["loads"] == {"32": len(held)}
    stores = [n for n, ln in enumerate(ptx, 1) if "st.global" in ln]
    assert sorted(widths.lines) == sorted(held + stores)
    assert got.report.metrics["global_loads"] == {32: len(held)} and got.report.metrics["min_load_bits"] == 32


def test_the_unmutated_reports_hold(reports) -> None:
    """No statement of the reports is false, and each rule of the coalescing claims is used."""
    used = set()
    for comp, got in reports.values():
        assert _check(comp, got, list(got.report.findings)) == []
        used |= {c.rule for f in _coalescing(got) for c in f.claims}
    assert used == set(MY_RULES) and all(r in RULES for r in MY_RULES)


@pytest.mark.parametrize("rule", MY_RULES)
def test_a_lie_in_each_kind_of_claim_is_caught_by_its_rule(reports, rule: str) -> None:
    """Every claim of the rule (the column walk's, else the atomic's) with a false value is reported false by that
    rule."""
    tried = 0
    for comp, got in reports.values():
        findings = list(got.report.findings)
        for i, f in enumerate(findings):
            if f.kind != "coalescing":
                continue
            for k, c in enumerate(f.claims):
                if c.rule != rule:
                    continue
                lied = replace(f, claims=f.claims[:k] + (_lie(c),) + f.claims[k + 1:])
                assert rule in _check(comp, got, [*findings[:i], lied, *findings[i + 1:]]), (f.message, c)
                tried += 1
    assert tried > 0


def test_a_moved_ref_is_caught(reports) -> None:
    """A claim about the access line said of the next line (a moved ref) is false even where that line holds the same
    op: the rules hold each ref to the finding's own line."""
    comp, got = reports["column_walk"]
    findings = list(got.report.findings)
    i, f = next((i, f) for i, f in enumerate(findings) if f.kind == "coalescing" and f.claim("measured_bits"))
    k, c = next((k, c) for k, c in enumerate(f.claims) if c.key == "measured_bits")
    moved = replace(c, about=(replace(c.about[0], line=c.about[0].line + 1),))
    lied = replace(f, claims=f.claims[:k] + (moved,) + f.claims[k + 1:])
    assert "machine-lines" in _check(comp, got, [*findings[:i], lied, *findings[i + 1:]])


@pytest.mark.parametrize("metric", ["global_loads", "min_load_bits", "min_store_bits", "uncoalesced_accesses",
                                    "constant_table_loads"])
def test_a_lie_in_each_metric_is_caught(reports, metric: str) -> None:
    """A metric plus one (a ``{bits: count}`` metric: its first count; ``constant_table_loads``, absent here: a
    table load said of a kernel without one) is caught by the metric's rule."""
    comp, got = reports["column_walk"]
    metrics = dict(got.report.metrics)
    value = metrics.get(metric)
    if isinstance(value, dict):
        first = next(iter(value))
        metrics[metric] = {**value, first: value[first] + 1}
    elif value is None:
        assert metric == "constant_table_loads"
        metrics[metric] = {32: 1}
    else:
        metrics[metric] = value + 1
    assert _check(comp, got, list(got.report.findings), metrics) == [f"metric:{metric}"]


def test_read_access_reads_each_stage_s_mnemonics() -> None:
    """The rules' own reading of access lines (real lines of PTX, SASS and AMDGCN): kind and bits per thread."""
    assert read_access("ptx", "\t@%p1 ld.global.v4.b32 { %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];") == ("load", 128)
    assert read_access("ptx", "\tld.global.L1::evict_last.b16 { %rs1 }, [ %rd5 + 0 ];") == ("load", 16)
    assert read_access("ptx", "\t@%p37 st.global.v4.b32 [ %rd87 + 0 ], { %r212, %r213, %r214, %r215 };") == (
        "store", 128)
    assert read_access("ptx", "\tcp.async.cg.shared.global [ %r147 + 0 ], [ %rd71 + 0 ], 0x10, %r148;") == (
        "async", 128)
    assert read_access("ptx", "\tcp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%rd1, {%r2, %r3}], [%r4];"
                       ) == ("tma", None)
    assert read_access("ptx", "\tld.shared.v4.b32 { %r1, %r2, %r3, %r4 }, [ %r5 + 0 ];") is None
    assert read_access("sass", "        /*0180*/              @!P0 LDG.E.128 R16, desc[UR4][R2.64] ;") == (
        "load", 128)
    assert read_access("sass", "        /*0550*/                   LDGSTS.E.BYPASS.128 [R3], desc[UR8][R10.64], P0 ;"
                       ) == ("async", 128)
    assert read_access("sass", "        /*0200*/                   UTMALDG.2D [UR8], [UR4] ;") == ("tma", None)
    assert read_access("amdgcn", "\tbuffer_load_dwordx4 v[2:5], v10, s[24:27], 0 offen") == ("load", 128)
    assert read_access("amdgcn", "\tglobal_store_short_d16_hi v[0:1], v2, off") == ("store", 16)
    assert read_access("amdgcn", "\tglobal_load_lds_dwordx4 v2, s[0:1]") == ("async", 128)
