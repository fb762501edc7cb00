"""Typed claims (issue 23, items 3 and 4) of the registers, spill, local_memory, addresses and frontend findings, on
real compiles: each claim's value, unit, rule and refs as the compiler's output gives them, and a lie in each kind
of claim caught by the rule it names (``engines/rules/resources.py``, ``engines/rules/addresses.py``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from conftest import DATA

from ir_explorer.analyses.findings import Finding
from ir_explorer.analyses.occupancy import NVIDIA_LIMITS
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Target
from ir_explorer.engines import consistency
from ir_explorer.engines.consistency import stored_statements
from ir_explorer.engines.report import frontend_warnings

OFFSETS = DATA / "address_kernels" / "offsets.py"
SIG = "*fp32:16, *fp32:16, i32:16, 1024"


def _rules(comp: Any, findings: Any, metrics: Any, stages: dict[str, str]) -> list[str]:
    return [rule for rule, _ in consistency.check(comp, list(findings), dict(metrics), stages).violations]


def _lie(findings: tuple[Finding, ...], f: Finding, key: str, value: Any) -> list[Finding]:
    """The findings with claim ``key`` of ``f`` set to ``value`` (the message re-rendered)."""
    claims = tuple(replace(c, value=value) if c.key == key else c for c in f.claims)
    assert claims != f.claims, key
    return [replace(f, claims=claims) if g is f else g for g in findings]


@pytest.fixture(scope="module")
def matmul(compiled, store):
    comp = compiled("matmul", "cuda:90")
    return comp, stored_statements(comp, store)


@pytest.fixture(scope="module")
def kernels(store, user_spec):
    cases = {"i32": "batch_offset_i32", "i64": "batch_offset_i64", "sin": "sin_rows"}
    reqs = [Request(user_spec(f"{OFFSETS}:{fn}", SIG, 4, 3), 0, Target.parse("cuda:90")) for fn in cases.values()]
    done = compile_all(reqs, store)
    assert all(c.ok for c in done), [c.failure for c in done]
    return {k: (c, stored_statements(c, store)) for k, c in zip(cases, done, strict=True)}


def test_occupancy_claims_are_recomputed_from_the_limits_table(matmul) -> None:
    """The matmul on cuda:90: occupancy's CTAs, warps and each resource's limit are claims; the numbers equal the
    closed forms computed here from ptxas's registers, metadata ``shared`` and the sm_90 limits; a lie in each is
    caught by its rule, and so is a ``limited by`` naming a resource whose limit is not the fewest."""
    comp, got = matmul
    rep = got.report
    [occ] = [f for f in rep.findings if f.kind == "registers" and f.claim("ctas") is not None]
    regs, shared, nw = comp.resources.registers, comp.metadata["shared"], comp.metadata["num_warps"]
    lim = NVIDIA_LIMITS[90]
    by_regs = 4 * (16384 // (-(-regs * 32 // 256) * 256)) // nw
    by_shared = (228 * 1024) // (-(-(shared + 1024) // 128) * 128)
    limits = {"ctas": lim.max_ctas, "warps": 64 // nw, "registers": by_regs, "shared": by_shared}
    assert {c.key: c.value for c in occ.claims if c.key.startswith("limits/")} == {
        f"limits/{k}": v for k, v in limits.items()}
    fewest = min(limits.values())
    assert (occ.claim("ctas").value, occ.claim("warps").value) == (fewest, fewest * nw)
    assert (rep.metrics["occupancy_ctas_per_sm"], rep.metrics["occupancy_warps_per_sm"]) == (fewest, fewest * nw)
    assert occ.claim("limited").value == " and ".join(k for k, v in limits.items() if v == fewest)
    assert occ.claim("ctas").unit == "ctas" and occ.claim("limits/shared").rule == "occupancy-limit"
    assert f"occupancy: {fewest} CTA(s) × {nw} warps = {fewest * nw} warps per SM, limited by" in occ.message
    assert _rules(comp, rep.findings, rep.metrics, got.stages) == []
    for key, rule in (("ctas", "occupancy"), ("warps", "occupancy"), ("limits/registers", "occupancy-limit"),
                      ("limits/shared", "occupancy-limit"), ("num_warps", "occupancy-input"),
                      ("shared_bytes", "occupancy-input")):
        lied = _lie(rep.findings, occ, key, occ.claim(key).value + 1)
        assert rule in _rules(comp, lied, rep.metrics, got.stages), key
    other = next(k for k, v in limits.items() if v != fewest)
    assert "occupancy-limiters" in _rules(comp, _lie(rep.findings, occ, "limited", other), rep.metrics, got.stages)
    for key in ("occupancy_ctas_per_sm", "occupancy_warps_per_sm", "registers", "spill_bytes"):
        metrics = {**rep.metrics, key: rep.metrics[key] + 1}
        assert _rules(comp, rep.findings, metrics, got.stages) == [f"metric:{key}"], key


def test_ptxas_register_claims_and_amd_claims(matmul, compiled, store) -> None:
    """The ptxas info finding's registers/stack/spills and the AMD finding's VGPRs, SGPRs and waves per SIMD are
    ``resource`` claims equal to the compile's resources; one more register is caught."""
    comp, got = matmul
    [info] = [f for f in got.report.findings if f.kind == "registers" and f.claim("stack_frame_bytes")]
    assert info.claim("registers").value == comp.resources.registers and info.claim("registers").unit == "registers"
    amd = compiled("matmul", "hip:gfx942")
    hip = stored_statements(amd, store)
    [regs] = [f for f in hip.report.findings if f.kind == "registers" and f.claim("sgprs")]
    assert (regs.claim("vgprs").value, regs.claim("sgprs").value, regs.claim("waves_per_simd").value) == (
        amd.resources.registers, amd.resources.sgprs, amd.resources.occupancy == 4 and 4)
    assert regs.message.startswith(f"{amd.resources.registers} VGPRs")
    assert _rules(amd, hip.report.findings, hip.report.metrics, hip.stages) == []
    for key in ("vgprs", "sgprs", "waves_per_simd"):
        lied = _lie(hip.report.findings, regs, key, regs.claim(key).value + 1)
        assert _rules(amd, lied, hip.report.metrics, hip.stages) == ["resource"], key
    # LLVM's 4 waves per SIMD (of 8) are what the VGPRs allow: the limit is named registers (trial 3 M1)
    [occ] = [f for f in hip.report.findings if f.claim("limits/registers") is not None]
    assert {c.key: c.value for c in occ.claims if c.key.startswith("limits/")} == {"limits/registers": 2,
                                                                                   "limits/shared": 1}


def test_i32_product_claims(kernels) -> None:
    """triton#6346's ``pid_b * stride_ab``: the warning's product line, program id line and axis, argument, the
    accesses it addresses and the PTX ``mul.lo.s32`` (ptx:38) widened at ptx:40 are claims with refs; a lie in each
    is caught (a moved line, another argument, a PTX line that is no 32-bit multiply, a widening elsewhere)."""
    comp, got = kernels["i32"]
    rep = got.report
    [warn] = [f for f in rep.findings if f.kind == "addresses" and f.severity == "warn"]
    ttir, ptx = got.stages["ttir"].splitlines(), got.stages["ptx"].splitlines()
    assert (warn.claim("line").value, warn.claim("width").value, warn.claim("argument").value) == (10, 32, "stride_ab")
    assert warn.claim("line").about[0].text == "arith.muli" and " arith.muli " in ttir[9]
    assert "tt.get_program_id" in ttir[warn.claim("pid_line").value - 1] and warn.claim("pid_axis").value in "xyz"
    assert (warn.claim("ptx/line").value, warn.claim("ptx/widened_line").value) == (38, 40)
    assert warn.claim("ptx/text").value == " ".join(ptx[37].replace(";", " ").split())
    assert warn.claim("fix").value == "pid_b.to(tl.int64)" and "Fix: pid_b.to(tl.int64) before" in warn.message
    assert _rules(comp, rep.findings, rep.metrics, got.stages) == []
    for key, value, rule in (("line", 11, "i32-product"), ("pid_line", warn.claim("pid_line").value + 1, "i32-product"),
                             ("argument", "a_ptr", "i32-product"), ("access/0", 1, "i32-product"),
                             ("ptx/line", 39, "ptx-multiply"), ("ptx/widened_line", 41, "ptx-multiply"),
                             ("pid_name", "stride_ab", "var-name")):
        assert rule in _rules(comp, _lie(rep.findings, warn, key, value), rep.metrics, got.stages), key
    moved = [replace(f, python_line=f.python_line + 1) if f is warn else f for f in rep.findings]
    assert "i32-product" in _rules(comp, moved, rep.metrics, got.stages)  # the product's loc is Python line 17
    metrics = {**rep.metrics, "i32_offset_products": 2}
    assert _rules(comp, rep.findings, metrics, got.stages) == ["metric:i32_offset_products"]


def test_offset_claims(kernels) -> None:
    """The summary's offsets: each access's op and line, each ``tt.addptr``'s offset type, bits and shape are
    claims read back from the line; a wrong width, shape or SSA name is caught by ``offset``."""
    comp, got = kernels["i32"]
    rep = got.report
    [summary] = [f for f in rep.findings if f.kind == "addresses" and f.claim("access/0/op") is not None]
    assert summary.message == ("pointer offset types (tt.addptr): tt.load ttir:14: i32 + tensor i32; "
                               "tt.store ttir:19: i32 + tensor i32")
    ttir = got.stages["ttir"].splitlines()
    tensor = next(c for c in summary.claims if c.key.startswith("access/0/") and c.key.endswith("/shape")
                  and c.value)
    pre = tensor.key[:-len("shape")]
    assert tensor.value == (1024,) and summary.claim(f"{pre}bits").value == 32
    assert "tt.addptr" in ttir[summary.claim(f"{pre}line").value - 1]
    for key, value in ((f"{pre}bits", 64), (f"{pre}shape", (1025,)), (f"{pre}type", "i64"), (f"{pre}offset", "%x")):
        assert "offset" in _rules(comp, _lie(rep.findings, summary, key, value), rep.metrics, got.stages), key
    assert "offset-access" in _rules(comp, _lie(rep.findings, summary, "access/0/line", 15), rep.metrics,
                                     got.stages)
    moved = [replace(f, lines=(15, *f.lines[1:])) if f is summary else f for f in rep.findings]
    assert "offset-access" in _rules(comp, moved, rep.metrics, got.stages)  # it cites ttir:14, the tt.load
    comp64, got64 = kernels["i64"]
    [fixed] = [f for f in got64.report.findings if f.claim("count") is not None and f.kind == "addresses"]
    assert (fixed.claim("count").value, fixed.claim("product/0/line").value) == (1, 12)
    assert fixed.claim("product/0/ptx/line").value == 39 and fixed.claim("product/0/width").value == 64
    assert _rules(comp64, got64.report.findings, got64.report.metrics, got64.stages) == []
    for key, value, rule in (("count", 2, "i64-products"), ("product/0/ptx/line", 40, "ptx-multiply"),
                             ("product/0/width", 32, "i32-product")):
        lied = _lie(got64.report.findings, fixed, key, value)
        assert rule in _rules(comp64, lied, got64.report.metrics, got64.stages), key


def test_local_memory_claims(kernels) -> None:
    """tl.sin's 28-byte depot at ptx:22, its 16 st.local and 24 ld.local (all from
    __internal_trig_reduction_slowpath inlined from __nv_sinf) and the __cudart_i2opi_f table's 8 loads are claims;
    a lie in each (bytes, line, a count, an origin, the table's size, a load count, a width, a via line) is caught."""
    comp, got = kernels["sin"]
    rep = got.report
    [local] = [f for f in rep.findings if f.kind == "local_memory" and f.claim("st_local") is not None]
    [table] = [f for f in rep.findings if f.kind == "local_memory" and f.claim("table") is not None]
    assert (local.claim("depots/__local_depot0/bytes").value, local.claim("depots/__local_depot0/line").value) == (
        28, 22)
    assert (local.claim("st_local").value, len(local.claim("st_local").about), local.claim("ld_local").value) == (
        16, 16, 24)
    assert (local.claim("origin/0/count").value, local.claim("origin/0/libdevice").value) == (40, "__nv_sinf")
    assert local.data["depots"] == {"__local_depot0": {"bytes": 28, "line": 22}}
    assert (table.claim("table_bytes").value, table.claim("count").value, table.claim("widths/32").value) == (24, 8, 8)
    assert _rules(comp, rep.findings, rep.metrics, got.stages) == []
    for f, key, value, rule in (
            (local, "depots/__local_depot0/bytes", 29, "local-depot"), (local, "depots/__local_depot0/line", 23,
                                                                          "local-depot"),
            (local, "st_local", 17, "local-access"), (local, "origin/0/count", 41, "local-origin"),
            (local, "origin/0/libdevice", "__nv_cosf", "local-origin"), (local, "stack_frame_bytes", 8, "resource"),
            (local, "sass_local", 1, "sass-local"), (table, "table_bytes", 25, "const-table"),
            (table, "table_line", table.claim("table_line").value + 1, "const-table"),
            (table, "count", 9, "const-table-loads"), (table, "widths/32", 9, "const-table-loads"),
            (table, "via/0", table.claim("via/0").value + 1, "const-table-loads")):
        assert rule in _rules(comp, _lie(rep.findings, f, key, value), rep.metrics, got.stages), key
    moved = local.claim("st_local")
    refs = (replace(moved.about[0], line=moved.about[1].line), *moved.about[1:])
    lied = [replace(local, claims=tuple(replace(c, about=refs) if c is moved else c for c in local.claims))
            if g is local else g for g in rep.findings]
    assert "local-access" in _rules(comp, lied, rep.metrics, got.stages)
    metrics = {**rep.metrics, "local_depot_bytes": 29}
    assert _rules(comp, rep.findings, metrics, got.stages) == ["metric:local_depot_bytes"]


def test_frontend_warning_claims(matmul) -> None:
    """A frontend finding's category and warning are claims of rule ``frontend-warning``: true where the compile's
    diagnostics hold the line, false where they do not."""
    comp, got = matmul
    line = "UserWarning: tl.where with a non-boolean condition is deprecated"
    [f] = frontend_warnings(f"{line}\n{line}")
    assert (f.claim("category").value, f.claim("warning").value) == ("UserWarning", line.split(": ", 1)[1])
    assert f.message == f"Triton warned: {line}"
    said = replace(comp, diagnostics=comp.diagnostics + "\n" + line)
    assert _rules(said, [f], {}, got.stages) == []
    assert _rules(comp, [f], {}, got.stages) == ["frontend-warning", "frontend-warning"]
