"""Address widths and local memory (issue 17 items 4 and 6) on fresh kernels (``tests/data/address_kernels/``),
compiled for real for cuda:90 into the session store: the values asserted are read from that compiler output."""

from __future__ import annotations

import json
import re

import pytest
from conftest import DATA, run_cli

from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Target
from ir_explorer.engines import checks, consistency
from ir_explorer.engines.report import build_report

OFFSETS = DATA / "address_kernels" / "offsets.py"
#: a_ptr, out_ptr aligned; stride_ab a runtime i32 with divisibility 16 (2*1024*1024 is a multiple of 16); BLOCK.
SIG = "*fp32:16, *fp32:16, i32:16, 1024"
CASES = {
    "i32": ("batch_offset_i32", SIG),
    "i32_nodiv": ("batch_offset_i32", "*fp32:16, *fp32:16, i32, 1024"),
    "const_stride": ("batch_offset_i32", "*fp32:16, *fp32:16, 2097152, 1024"),
    "i64": ("batch_offset_i64", SIG),
    "sin": ("sin_rows", SIG),
    "sin_narrow": ("sin_rows", "*fp32, *fp32, i32, 1024"),
    "row_loop": (f"{DATA / 'truth_kernels' / 'row_loops.py'}:row_sum_plain",
                 "*fp32:16, *fp32:16, i32:16, i32:16, 1024"),
}


@pytest.fixture(scope="module")
def comps(store, user_spec) -> dict[str, Compilation]:
    reqs = [Request(user_spec(k if ":" in k else f"{OFFSETS}:{k}", sig, 4, 3), 0, Target.parse("cuda:90"))
            for k, sig in CASES.values()]
    done = compile_all(reqs, store)
    assert all(c.ok for c in done), [c.failure for c in done]
    return dict(zip(CASES, done, strict=True))


def _lines(comp: Compilation, stage: str) -> list[str]:
    return comp.stages[stage].text().splitlines()


def _kind(report, kind: str, severity: str | None = None) -> list:
    return [f for f in report.findings if f.kind == kind and (severity is None or f.severity == severity)]


@pytest.mark.parametrize("case", ["i32", "i32_nodiv"])
def test_i32_program_id_times_stride_warns(comps, store, case):
    """triton#6346's ``base = a_ptr + pid_b * stride_ab``: an i32 arith.muli feeding tt.addptr, and PTX
    mul.lo.s32 widened only after the product. tt.divisibility = 16 on the stride (case i32) is no size: it
    warns as without it (i32_nodiv)."""
    comp = comps[case]
    report = build_report(comp, store)
    (warn,) = _kind(report, "addresses", "warn")
    ttir, ptx = _lines(comp, "ttir"), _lines(comp, "ptx")
    assert warn.stage == "ttir" and warn.lines == (10,)
    assert ttir[9].strip().startswith("%base = arith.muli %pid_b, %stride_ab : i32")
    assert "tt.get_program_id" in ttir[warn.data["pid_line"] - 1]
    assert (warn.python_file, warn.python_line) == (str(OFFSETS), 17)
    assert OFFSETS.read_text().splitlines()[16].strip() == "base = a_ptr + pid_b * stride_ab"
    cited = warn.data["ptx"]
    assert (cited["line"], cited["widened_line"], cited["found"]) == (38, 40, "dataflow")
    mul = re.match(r"\s*mul\.lo\.s32\s+(%r\d+), %r\d+, %r\d+;", ptx[37])
    assert mul and re.match(rf"\s*mad\.wide\.s32\s+%rd\d+, {mul[1]}, 4, %rd\d+;", ptx[39])
    assert warn.data["fix"] == "pid_b.to(tl.int64)" and warn.data["argument"] == "stride_ab"
    assert report.metrics["i32_offset_products"] == 1
    for text in ("pid_b * stride_ab > 2^31-1 elements", f"ptx:38 mul.lo.s32 {mul[1]}, ", "pid_b.to(tl.int64)",
                 "not a measured one"):
        assert text in warn.message
    # the store's offset is pid_b * 1024 (BLOCK, a constexpr): known small, not warned
    (summary,) = [f for f in _kind(report, "addresses", "info") if "accesses" in f.data]
    assert summary.message == ("pointer offset types (tt.addptr): tt.load ttir:14: i32 + tensor i32; "
                               "tt.store ttir:19: i32 + tensor i32")
    store_chain = summary.data["accesses"][1]
    assert [o["type"] for o in store_chain["offsets"]] == ["i32", "i32"]
    assert {"line": 15, "op": "arith.muli"} in store_chain["offsets"][0]["built_from"]


def test_hoisted_multiply_is_found_by_dataflow(comps, store):
    """``x_ptr + row * stride`` in a loop: LLVM hoists the mul.lo.s32 out of the loop to a line-0 location
    (``.loc 1 0 5``), so no PTX of the Python line holds it; the %ctaid.x x .param dataflow finds it."""
    comp = comps["row_loop"]
    (warn,) = _kind(build_report(comp, store), "addresses", "warn")
    ptx = _lines(comp, "ptx")
    cited = warn.data["ptx"]
    assert (cited["line"], cited["found"], warn.python_line) == (47, "dataflow", 14)
    mul = re.match(r"\s*mul\.lo\.s32\s+(%r\d+), (%r\d+), (%r\d+);", ptx[46])
    assert mul and re.match(rf"\s*mad\.wide\.s32\s+%rd\d+, {mul[1]}, 4, %rd\d+;", ptx[47])
    assert any(re.match(rf"\s*mov\.u32\s+{mul[3]}, %ctaid\.x;", ln) for ln in ptx)
    assert any(re.match(rf"\s*ld\.param\.b32\s+{mul[2]}, \[row_sum_plain_param_3\];", ln) for ln in ptx)
    assert re.match(r"\s*\.loc\s+1 0 5\b", ptx[42]) and not any(ln.strip().startswith(".loc") for ln in ptx[43:47])
    assert warn.data["fix"] == "row.to(tl.int64)"


def test_int64_fix_does_not_warn(comps, store):
    """``pid_b.to(tl.int64)``: arith.extsi before the product, an i64 arith.muli, PTX mul.lo.s64."""
    comp = comps["i64"]
    report = build_report(comp, store)
    assert not _kind(report, "addresses", "warn")
    (fixed,) = [f for f in _kind(report, "addresses", "info") if "products" in f.data]
    (prod,) = fixed.data["products"]
    ttir, ptx = _lines(comp, "ttir"), _lines(comp, "ptx")
    assert prod["width"] == 64 and prod["line"] == 12 and ttir[11].strip().startswith(
        "%base_1 = arith.muli %pid_b_0, %base : i64")
    assert "arith.extsi %pid_b : i32 to i64" in "\n".join(ttir[:11])
    assert prod["ptx"]["line"] == 39 and prod["ptx"]["found"] == "dataflow"
    assert re.match(r"\s*mul\.lo\.s64\s+%rd9, %rd8, %rd7;", ptx[38])
    assert not any(re.match(r"\s*mul\.lo\.s32", ln) for ln in ptx)
    assert fixed.python_line == 26
    assert "i32_offset_products" not in report.metrics


def test_diff_summary_names_the_fix(comps, store):
    """diff's semantic summary between the i32 kernel and its .to(tl.int64) fix names the warning's metric."""
    from ir_explorer.engines.diffing import semantic_summary

    a, b = (build_report(comps[k], store).metrics for k in ("i32", "i64"))
    changes = {c.name: c.text for c in semantic_summary(a, b)}
    assert changes["i32_offset_products"] == "i32 program-id offset products: 1 → none"


def test_constexpr_stride_does_not_warn(comps, store):
    """A stride given as a constexpr is a constant in the IR: the product is known, not a runtime value."""
    report = build_report(comps["const_stride"], store)
    assert not _kind(report, "addresses", "warn")
    assert not [f for f in _kind(report, "addresses") if "products" in f.data]


def test_sin_local_depot_and_constant_table(comps, store):
    """tl.sin is libdevice __nv_sinf: its argument reduction keeps a 28-byte local array and reads the
    __cudart_i2opi_f table; ptxas removes the local accesses (0 bytes stack frame, no STL/LDL in SASS)."""
    comp = comps["sin"]
    report = build_report(comp, store)
    ptx = _lines(comp, "ptx")
    (local,) = [f for f in _kind(report, "local_memory") if "st_local" in f.data]
    assert local.data["function"] == "sin_rows"
    assert local.data["depots"] == {"__local_depot0": {"bytes": 28, "line": 22}}
    assert ptx[21].split() == [".local", ".align", "4", ".b8", "__local_depot0[28];"]
    assert (local.data["st_local"], local.data["ld_local"]) == (16, 24)
    assert sum(1 for ln in ptx if ln.lstrip().startswith("st.local")) == 16
    assert sum(1 for ln in ptx if ln.lstrip().startswith("ld.local")) == 24
    assert {(o["function"], o["libdevice"]) for o in local.data["origins"]} == {
        ("__internal_trig_reduction_slowpath", "__nv_sinf")}
    assert local.data["stack_frame_bytes"] == 0 and local.data["sass_local"] == 0
    assert local.python_line == 37
    assert local.message == (
        "PTX .local in sin_rows: __local_depot0[28] (28 B, ptx:22); 16 st.local, 24 ld.local: 40 from "
        "__internal_trig_reduction_slowpath (inlined from libdevice __nv_sinf); ptxas: 0 bytes stack frame, "
        "0 STL/LDL in SASS (ptxas removed the local accesses)")
    (table,) = [f for f in _kind(report, "local_memory") if "table" in f.data]
    assert table.data["table"] == "__cudart_i2opi_f" and table.data["table_bytes"] == 24
    assert ptx[table.data["table_line"] - 1].startswith(".global .align 4 .b8 __cudart_i2opi_f[24] = {")
    loads = table.data["loads"]
    assert len(loads) == 8 and all(ld["instruction"] == "ld.global.nc.b32" and ld["bits"] == 32 for ld in loads)
    assert all(ptx[ld["via"] - 1].split()[-1] == "__cudart_i2opi_f;" for ld in loads)
    # the table loads are out of the data load widths, and reported apart
    assert report.metrics["global_loads"] == {128: 2} and report.metrics["min_load_bits"] == 128
    assert report.metrics["constant_table_loads"] == {32: 8} and report.metrics["local_depot_bytes"] == 28
    assert dict(report.summary)["global"] == ("loads 2 × 128-bit; stores 2 × 128-bit; constant-table loads "
                                              "8 × 32-bit (not counted as loads)")


def test_min_load_width_ignores_table_loads_but_not_narrow_data(comps, store):
    """triton#1756: ``check --min-load-width 128`` passes where only the __cudart_i2opi_f loads are 32-bit, and
    still fails on a kernel whose own data loads are 32-bit (unaligned pointers)."""
    (ok,) = checks.run_checks(comps["sin"], store, [checks.min_load_width(128)])
    assert ok.passed and ok.value == 128
    assert ok.evidence == ("min_load_bits = 128 bits (global loads + async copies: 2 × 128-bit); constant-table "
                           "loads left out: 8 × 32-bit")
    (bad,) = checks.run_checks(comps["sin_narrow"], store, [checks.min_load_width(128)])
    assert not bad.passed and bad.value == 32
    report = build_report(comps["sin_narrow"], store)
    assert report.metrics["global_loads"] == {32: 8}
    ptx = _lines(comps["sin_narrow"], "ptx")
    assert sum(1 for ln in ptx if re.match(r"\s*(@%p\d+\s+)?ld\.global\.b32", ln)) == 8  # the data loads
    assert sum(1 for ln in ptx if re.match(r"\s*ld\.global\.nc\.b32", ln)) == 8  # the table's


def test_consistency_holds_on_address_kernels(comps, store):
    """Every statement of these reports holds against the raw text, the new address/local/table counts too."""
    res = consistency.CheckResult()
    for comp in comps.values():
        consistency.check_stored(comp, store, None, res)
    assert res.checked > 100 and not res.violations, res.violations[:5]
    names = set()
    for comp in comps.values():
        report = build_report(comp, store)
        stages = {s: st.text() for s, st in comp.stages.items() if not st.is_binary}
        one = consistency.check(comp, report.findings, dict(report.metrics), stages, result=consistency.CheckResult())
        names |= {f.kind for f in report.findings}
        assert not one.violations
    assert {"addresses", "local_memory"} <= names


def test_report_json_has_the_address_warning(comps, cli_env):
    """``report --json`` carries the warning with its data (the TTIR line, the PTX multiply, the fix)."""
    r = run_cli(["report", f"{OFFSETS}:batch_offset_i32", "--signature", SIG, "-t", "cuda:90", "--json"], cli_env)
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    findings = [f for res in doc["results"] for f in res["findings"]]
    (warn,) = [f for f in findings if f["kind"] == "addresses" and f["severity"] == "warn"]
    assert warn["lines"] == [10] and warn["python_line"] == 17
    assert warn["data"]["ptx"]["line"] == 38 and warn["data"]["ptx"]["text"].startswith("mul.lo.s32")
