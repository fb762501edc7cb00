"""The report's analyses (coalescing, MMA, registers/spills/occupancy) on real compiled kernels.

Bundled kernels come from the session's ``compiled`` fixture; the small kernels of
``tests/data/analysis_kernels.py`` are compiled here, in one parallel batch, with signatures that
give or withhold ``tt.divisibility = 16``.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Callable

import pytest
from conftest import DATA, run_cli
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_explorer.analyses import machine_widths, occupancy
from ir_explorer.analyses.findings import KINDS, AnalysisInput, Fact, Finding
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.capture.disassemble import find_nvidia_tool, with_sass
from ir_explorer.capture.select import resolve_kernel
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.report import ANALYSES, Report, analyze_all, build_report

KERNELS = str(DATA / "analysis_kernels.py")
#: name → (kernel, signature, num_warps, target)
SMALL = {
    "add16": ("add_kernel", "*fp32:16, *fp32:16, *fp32:16, i32:16, 1024", 4, "cuda:90"),
    "add": ("add_kernel", "*fp32, *fp32, *fp32, i32, 1024", 4, "cuda:90"),
    "strided": ("strided_copy", "*fp16:16, *fp16:16, i32, 1024", 4, "cuda:90"),
    "small_dot": ("small_dot", "*fp16:16, *fp16:16, *fp16:16, 16, 64, 64", 4, "cuda:90"),
    "fp8_dot": ("small_dot", "*fp8e4nv:16, *fp8e4nv:16, *fp16:16, 64, 64, 64", 4, "cuda:90"),
    "ieee_dot": ("ieee_dot", "*fp32:16, *fp32:16, *fp32:16, 32, 32, 32", 4, "cuda:90"),
    # a 128x128 fp32 accumulator on one warp: 512 values per thread, far past 255 registers
    "spilling_dot": ("small_dot", "*fp16:16, *fp16:16, *fp16:16, 128, 128, 32", 1, "cuda:80"),
}


@pytest.fixture(scope="module")
def small(store: Store, user_spec) -> dict[str, Compilation]:  # type: ignore[no-untyped-def]
    """The kernels above, plus two bundled ones no other test compiles, in one parallel batch."""
    requests = [Request(user_spec(f"{KERNELS}:{k}", sig, warps, 1), 0, Target.parse(t))
                for k, sig, warps, t in SMALL.values()]
    requests += [
        # the reference's slowest autotune config, 128x64x32 (218 TFLOP/s on an H200)
        Request(resolve_kernel("matmul_autotuned", None, None, None, ()), 3, Target.parse("cuda:90")),
        # 4 buffers of 32 KiB: more shared memory than an sm_86 CTA may have (99 KiB)
        Request(resolve_kernel("matmul", None, None, 5, ()), 0, Target.parse("cuda:86")),
    ]
    return dict(zip([*SMALL, "autotuned_3", "matmul_s5_sm86"], compile_all(requests, store), strict=True))


@pytest.fixture(scope="module")
def reports(small: dict[str, Compilation], store: Store) -> dict[str, Report]:
    return {name: build_report(comp, store) for name, comp in small.items()}


def _warnings(rep: Report, kind: str) -> list[Finding]:
    return [f for f in rep.findings if f.kind == kind and f.severity in ("error", "warn")]


# ----------------------------------------------------------------------------- MMA


def test_matmul_mma_sm90_is_wgmma_m64n128k16(compiled: Callable[..., Compilation], store: Store) -> None:
    rep = build_report(compiled("matmul", "cuda:90"), store)
    assert rep.metrics["mma"] == "wgmma"
    assert rep.metrics["mma_instructions"] == {"wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16": 4}
    dot = next(f for f in rep.findings if f.kind == "mma" and f.stage == "ttgir")
    assert dot.data["layout"]["versionMajor"] == 3 and dot.data["layout"]["instrShape"] == [16, 128, 16]
    assert dot.data["layout"]["warpsPerCTA"] == [8, 1]
    assert dot.data["flop_per_operand_byte"] == 64.0  # 2·128·128 / ((128 + 128) · 2 bytes)
    sass = next(f for f in rep.findings if f.kind == "mma" and f.stage == "sass")
    assert sass.data["instructions"] == {"HGMMA.64x128x16.F32": 4}
    assert not _warnings(rep, "mma")  # the matmul is neither on FMA nor on mma.sync


def test_matmul_mma_sm80_is_mma_sync_m16n8k16(compiled: Callable[..., Compilation], store: Store) -> None:
    rep = build_report(compiled("matmul", "cuda:80"), store)
    assert rep.metrics["mma"] == "mma.sync"
    assert rep.metrics["mma_instructions"] == {"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32": 64}
    assert not _warnings(rep, "mma")  # mma.sync is sm_80's best


def test_matmul_mfma_gfx942(compiled: Callable[..., Compilation], store: Store) -> None:
    rep = build_report(compiled("matmul", "hip:gfx942"), store)
    assert rep.metrics["mma"] == "mfma"
    assert rep.metrics["mma_instructions"] == {"v_mfma_f32_32x32x8_f16": 48}
    dot = next(f for f in rep.findings if f.kind == "mma" and f.stage == "ttgir")
    assert dot.data["layout"]["kind"] == "amd_mfma" and dot.data["layout"]["instrShape"] == [32, 32, 8]


def test_small_dot_stays_on_mma_sync_on_sm90(small: dict[str, Compilation], reports: dict[str, Report]) -> None:
    rep = reports["small_dot"]
    assert rep.metrics["mma"] == "mma.sync"
    assert rep.metrics["mma_instructions"] == {"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32": 8}
    (warn,) = _warnings(rep, "mma")
    assert "uses mma.sync on sm_90, not wgmma" in warn.message
    assert "M = 16 is not a multiple of 64" in warn.message
    # issue 15: the cause cites the dot's result type on its TTGIR line
    ttgir = small["small_dot"].stage("ttgir").text().splitlines()
    (fact,) = warn.facts
    assert fact.line == warn.lines[0] and fact.text == "tensor<16x64xf32, #mma>" and fact.text in ttgir[fact.line - 1]
    assert fact.claim == warn.data["causes"][0] == ("M = 16 is not a multiple of 64 (a warpgroup instruction "
                                                    "covers 64 rows)")


def test_fp8_wgmma_is_qgmma_in_sass(reports: dict[str, Report]) -> None:
    rep = reports["fp8_dot"]
    assert rep.metrics["mma_instructions"] == {"wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3": 2}
    sass = next(f for f in rep.findings if f.kind == "mma" and f.stage == "sass")
    assert sass.data["instructions"] == {"QGMMA.64x64x32.F32.E4M3.E4M3": 2}  # not HGMMA


def test_ieee_dot_falls_back_to_fma(small: dict[str, Compilation], reports: dict[str, Report]) -> None:
    rep = reports["ieee_dot"]
    assert rep.metrics["mma"] == "fma"
    assert "mma_instructions" not in rep.metrics
    (warn,) = _warnings(rep, "mma")
    assert "fell back to FMA" in warn.message and "inputPrecision ieee" in warn.message
    # issue 15: each cause cites its TTGIR facts: the dot's #blocked result, that alias's definition, and the
    # fp32 operand on a dot line without inputPrecision = tf32
    ttgir = small["ieee_dot"].stage("ttgir").text().splitlines()
    layout, ieee = warn.data["causes"]
    on_dot, alias, operand = warn.facts
    assert (on_dot.line, on_dot.claim, alias.claim, operand.claim) == (warn.lines[0], layout, layout, ieee)
    assert ttgir[alias.line - 1].startswith(alias.text) and alias.text.endswith("= #ttg.blocked<")
    assert operand.text == "<32x32xf32" and operand.absent == "inputPrecision = tf32"
    assert operand.text in ttgir[warn.lines[0] - 1] and "inputPrecision = tf32" not in ttgir[warn.lines[0] - 1]
    assert not any("fell back" in w.message for w in _warnings(reports["small_dot"], "mma"))


# ----------------------------------------------------------------------------- coalescing


def test_vector_add_with_hints_gets_128_bit_accesses(reports: dict[str, Report]) -> None:
    rep = reports["add16"]
    assert rep.metrics["global_loads"] == {128: 4}  # two loads of 1024 fp32 over 128 threads, two vectors each
    assert rep.metrics["min_store_bits"] == 128
    assert not _warnings(rep, "coalescing")
    sass = next(f for f in rep.findings if f.kind == "coalescing" and f.stage == "sass")
    assert sass.data["loads"] == {"128": 4} and sass.data["stores"] == {"128": 2}  # claims' keys: loads/128


def test_vector_add_without_hints_is_scalar_and_says_why(small: dict[str, Compilation],
                                                         reports: dict[str, Report]) -> None:
    rep = reports["add"]
    assert rep.metrics["global_loads"] == {32: 16} and rep.metrics["min_store_bits"] == 32
    warns = _warnings(rep, "coalescing")
    assert [w.data["op"] for w in warns] == ["tt.load", "tt.load", "tt.store"]
    x_load = warns[0]
    assert x_load.data["estimated_bits"] == 32 and x_load.data["possible_bits"] == 128
    assert x_load.data["causes"] == [
        "pointer 'x_ptr' has no tt.divisibility = 16 (not known to be 16-byte aligned)",
        "the mask compares against 'n_elements', which has no tt.divisibility = 16, so it may change within a vector",
    ]
    assert "'output_ptr'" in warns[2].message
    # issue 15: each cause cites the tt.func line's declaration, with no tt.divisibility attribute after it
    ttgir = small["add"].stage("ttgir").text().splitlines()
    decl = next(f for f in x_load.facts if f.claim == x_load.data["causes"][0])
    assert decl.text == "%x_ptr: !tt.ptr<f32> loc(" and "tt.func" in ttgir[decl.line - 1]
    mask = [f for f in x_load.facts if f.claim == x_load.data["causes"][1]]
    assert [f.text for f in mask] == ["arith.cmpi", "%n_elements: i32 loc("]
    assert "arith.cmpi" in ttgir[mask[0].line - 1]


def test_runtime_inner_stride_is_named(reports: dict[str, Report]) -> None:
    rep = reports["strided"]
    assert rep.metrics["global_loads"] == {16: 8}
    warn, uncoalesced = _warnings(rep, "coalescing")  # narrow, and (issue 17) the sector model's column walk
    assert uncoalesced.lines == warn.lines and "uncoalesced: 32 sectors for 64 bytes used" in uncoalesced.message
    assert warn.data["op"] == "tt.load" and warn.data["estimated_bits"] == 16
    assert warn.data["causes"][0].startswith("stride argument 'stride' multiplies the offsets along the contiguous")
    # the store of the same kernel is contiguous and aligned: no warning for it
    store_info = [f for f in rep.findings if f.kind == "coalescing" and f.data.get("op") == "tt.store"]
    assert store_info[0].severity == "info" and store_info[0].data["estimated_bits"] == 128


def test_matmul_loads_are_128_bit_cp_async(compiled: Callable[..., Compilation], store: Store) -> None:
    rep = build_report(compiled("matmul", "cuda:90"), store)
    assert rep.metrics["global_loads"] == {128: 24} and rep.metrics["min_store_bits"] == 128
    ptx = next(f for f in rep.findings if f.kind == "coalescing" and f.stage == "ptx")
    assert ptx.data["async"] == {"128": 24} and ptx.data["loads"] == {}
    assert not _warnings(rep, "coalescing")
    # Newcomer trial: the summary said "loads 24 × 128-bit" where the finding says "global loads none; async
    # copies …": both say it in the same words now.
    summary = dict(rep.summary)["global"]
    assert summary == "loads none; stores 8 × 128-bit; async copies to shared 24 × 128-bit"
    assert ptx.message == f"PTX: global {summary}"


def test_machine_access_widths_cut_from_real_output() -> None:
    lines = {
        ("ptx", "\t@%p1 ld.global.v4.b32 { %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];"): ("load", 128),
        ("ptx", "\t@%p2 ld.global.b16 { %rs1 }, [ %rd2 + 0 ];"): ("load", 16),
        ("ptx", "\tld.global.L1::evict_last.v2.b32 { %r5, %r6 }, [ %rd3 + 0 ];"): ("load", 64),
        ("ptx", "\tcp.async.cg.shared.global [ %r147 + 0 ], [ %rd71 + 0 ], 0x10, %r148;"): ("async", 128),
        ("ptx", "\tcp.async.ca.shared.global [ %r1 + 0 ], [ %rd1 + 0 ], 4, %r2;"): ("async", 32),
        ("ptx", "\tcp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd2, {%r3, "
                "%r4}], [%r5];"): ("tma", None),
        ("sass", "        /*0180*/              @!P0 LDG.E.128 R16, desc[UR4][R2.64] ;"): ("load", 128),
        ("sass", "        /*0190*/                   LDG.E.U16 R3, desc[UR4][R2.64] ;"): ("load", 16),
        ("sass", "        /*01a0*/                   LDG.E R3, desc[UR4][R2.64] ;"): ("load", 32),
        ("sass", "        /*0550*/        LDGSTS.E.BYPASS.128 [R3], desc[UR8][R10.64], P0 ;"): ("async", 128),
        ("sass", "        /*0560*/                   STG.E.64 desc[UR4][R2.64], R4 ;"): ("store", 64),
        ("amdgcn", "\tbuffer_load_dwordx4 v[2:5], v10, s[24:27], 0 offen"): ("load", 128),
        ("amdgcn", "\tglobal_load_ushort v1, v[0:1], off"): ("load", 16),
        ("amdgcn", "\tbuffer_store_dwordx2 v[0:1], v10, s[4:7], 0 offen"): ("store", 64),
        ("amdgcn", "\tglobal_store_dword v[0:1], v2, off"): ("store", 32),
    }
    for (stage, line), want in lines.items():
        (acc,) = machine_widths.machine_accesses(stage, line)
        assert (acc.kind, acc.bits) == want, line


# ----------------------------------------------------------------------------- registers, spills, occupancy


def _ptxas_v(ptx: str, arch: str) -> dict[str, int]:
    """Registers and spill bytes from running Triton's own ptxas on the PTX again, independently
    (Triton 3.9 assembles with ``ptxas-blackwell``, the newer of the two it ships, for every arch)."""
    for tool in ("ptxas-blackwell", "ptxas"):
        proc = subprocess.run([str(find_nvidia_tool(tool)), "-v", f"--gpu-name={arch}", "-", "-o", "/dev/null"],
                              input=ptx, capture_output=True, text=True, timeout=300)
        if proc.returncode == 0:
            break
    regs = re.search(r"Used (\d+) registers", proc.stderr)
    spills = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", proc.stderr)
    assert regs and spills, proc.stderr
    # the bytes spilled are the spill stores; the spill loads read them back (trial 14d: not their sum)
    return {"registers": int(regs.group(1)), "spill_bytes": int(spills.group(1))}


def test_registers_and_spills_equal_ptxas(compiled: Callable[..., Compilation], store: Store,
                                          small: dict[str, Compilation], reports: dict[str, Report]) -> None:
    comp = compiled("matmul", "cuda:90")
    rep = build_report(comp, store)
    assert {k: rep.metrics[k] for k in ("registers", "spill_bytes")} == _ptxas_v(comp.stage("ptx").text(), "sm_90a")
    assert rep.metrics["local_memory_insts"] == 0
    assert not _warnings(rep, "spill")
    spilling = reports["spilling_dot"]
    want = _ptxas_v(small["spilling_dot"].stage("ptx").text(), "sm_80")
    assert {k: spilling.metrics[k] for k in ("registers", "spill_bytes")} == want
    assert want["spill_bytes"] > 0 and spilling.metrics["local_memory_insts"] > 0
    kinds = {f.stage for f in _warnings(spilling, "spill")}
    assert kinds == {"ptx", "sass"}  # ptxas's spill bytes and the STL/LDL in SASS
    assert [w.message for w in _warnings(spilling, "registers")] == ["255 registers per thread: at the 255 limit"]
    assert not _warnings(rep, "registers")


def test_occupancy_limits() -> None:
    # 32 registers × 8 warps on sm_90: 1024 registers per warp, 16 warps per sub-partition -> 64 warps.
    occ = occupancy.nvidia_occupancy(90, 32, 0, 8)
    assert occ is not None and (occ.ctas, occ.warps, occ.limiter) == (8, 64, "warps")
    # The matmul's 108 registers: 3584 per warp, 4 warps per sub-partition -> 2 CTAs of 8 warps;
    # 96 KiB + 1 KiB reserved of 228 KiB -> 2 CTAs as well.
    occ = occupancy.nvidia_occupancy(90, 108, 98304, 8)
    assert occ is not None and occ.ctas == 2 and occ.limits == {"ctas": 32, "warps": 8, "registers": 2, "shared": 2}
    # More shared memory than one CTA may have: it cannot launch.
    occ = occupancy.nvidia_occupancy(86, 64, 120 * 1024, 4)
    assert occ is not None and occ.ctas == 0 and occ.limiter == "shared"
    assert occupancy.nvidia_occupancy(70, 32, 0, 4) is None


def test_too_much_shared_memory_cannot_launch(small: dict[str, Compilation], reports: dict[str, Report]) -> None:
    """Triton compiles a kernel whose shared memory exceeds the target's per-CTA limit; only a launch fails."""
    comp, rep = small["matmul_s5_sm86"], reports["matmul_s5_sm86"]
    assert comp.shared_bytes == 131072 and rep.metrics["occupancy_ctas_per_sm"] == 0
    (warn,) = _warnings(rep, "registers")
    assert warn.message == ("cannot launch on cuda:86: 128 KiB of shared memory per CTA is more than the 99 KiB one "
                            "CTA may use")
    # issue 19: an error, and the report's first finding (it came after the other kinds' warnings)
    assert warn.severity == "error" and rep.findings[0] is warn
    # issue 15: the cause rests on Triton's metadata, which the finding cites
    assert warn.facts == (Fact("metadata", 0, "shared = 131072", warn.data["causes"][0]),)
    assert warn.data["causes"][0] in warn.message


def test_occupancy_of_real_matmuls(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90")
    assert comp.resources is not None and comp.resources.registers == 108 and comp.shared_bytes == 98304
    rep = build_report(comp, store)
    assert (rep.metrics["occupancy_ctas_per_sm"], rep.metrics["occupancy_warps_per_sm"]) == (2, 16)
    hip = build_report(compiled("matmul", "hip:gfx942"), store)
    amd = compiled("matmul", "hip:gfx942")
    assert amd.resources is not None and amd.resources.occupancy == 4  # LLVM's waves per SIMD
    # 4 waves per SIMD × 4 SIMDs = 16 waves per CU allow 2 workgroups of 8 waves, but LLVM counts no LDS
    # (Triton's is dynamic): 64 KiB of LDS per workgroup leaves room for one in the CU's 64 KiB.
    assert amd.shared_bytes == 65536
    occ = next(f for f in hip.findings if f.data.get("limiter"))
    # LLVM's 4 waves per SIMD (of 8) are what the VGPRs leave: the limit is named registers (trial 3 M1)
    assert 512 // (-(-amd.resources.registers // 8) * 8) == 4
    assert occ.data["limits"] == {"registers": 2, "shared": 1}
    assert (hip.metrics["occupancy_ctas_per_sm"], hip.metrics["occupancy_warps_per_sm"]) == (1, 8)
    # Regression: AMD occupancy was labelled "warps per SM"; a CU holds waves (Triton's warps are wavefronts).
    assert dict(hip.summary)["occupancy"] == "1 CTA(s), 8 waves per CU"
    assert dict(hip.summary)["registers"] == f"{amd.resources.registers} VGPRs, spills 0 registers"
    # .vgpr_count already holds the AGPRs: they are not listed beside it as if they came on top (newcomer trial)
    regs = next(f for f in hip.findings if f.kind == "registers" and f.severity == "info")
    assert amd.resources.agprs == 0
    assert regs.message == f"{amd.resources.registers} VGPRs, {amd.resources.sgprs} SGPRs, 4 waves per SIMD (LLVM)"
    assert occ.message.startswith("occupancy: 1 CTA(s) × 8 waves = 8 waves per CU, limited by shared")
    assert dict(rep.summary)["occupancy"] == "2 CTA(s), 16 warps per SM"


# ----------------------------------------------------------------------------- robustness


@pytest.fixture(scope="module")
def real_texts(compiled: Callable[..., Compilation], store: Store) -> dict[str, str]:
    comp = with_sass(compiled("matmul", "cuda:90"), store)
    texts = {s: comp.stages[s].text() for s in ("ttir", "ttgir", "ptx", "sass")}
    texts["amdgcn"] = compiled("matmul", "hip:gfx942").stage("amdgcn").text()
    return texts


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_analyses_never_raise_on_cut_and_mutated_ir(real_texts: dict[str, str], data: st.DataObject) -> None:
    stages: dict[str, str] = {}
    for name, text in real_texts.items():
        lines = text.splitlines()
        start = data.draw(st.integers(0, len(lines)))
        end = data.draw(st.integers(start, len(lines)))
        cut = "\n".join(lines[start:end])
        if cut and data.draw(st.booleans()):
            at = data.draw(st.integers(0, len(cut) - 1))
            junk = data.draw(st.text(alphabet="%#<>[]{}(),=:x0123456789 .\n", max_size=8))
            cut = cut[:at] + junk + cut[at + data.draw(st.integers(0, 20)):]
        stages[name] = cut
    metadata = data.draw(st.sampled_from([{}, {"num_warps": 8, "shared": 98304}, {"num_warps": 0, "shared": -1}]))
    for target in ("cuda:90", "hip:gfx942"):
        inp = AnalysisInput(Target.parse(target), stages, metadata)
        for analyze in ANALYSES:
            result = analyze(inp)
            assert all(isinstance(f, Finding) for f in result.findings)
        report = analyze_all(inp)
        assert not any(f.message.startswith("analysis ") for f in report.findings)  # no analysis raised


# ----------------------------------------------------------------------------- CLI


def test_cli_report_json(compiled: Callable[..., Compilation], cli_env: dict[str, str]) -> None:
    compiled("matmul", "cuda:90")
    r = run_cli(["report", "matmul", "--json"], cli_env)
    assert r.returncode == 0, r.stderr
    (row,) = json.loads(r.stdout)["results"]
    assert row["kernel"] == "matmul" and row["target"] == "cuda:90" and row["failure"] is None
    assert row["metrics"]["mma"] == "wgmma" and row["metrics"]["global_loads"] == {"128": 24}
    assert row["metrics"]["registers"] == 108 and row["metrics"]["occupancy_ctas_per_sm"] == 2
    assert row["summary"]["MMA"] == "wgmma: 4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16"
    kinds = {f["kind"] for f in row["findings"]}
    assert kinds <= set(KINDS) and {"mma", "coalescing", "registers", "shared_memory", "pipelining"} <= kinds
    assert row["metrics"]["pipelined_stages"] == 3 and row["metrics"]["convert_layouts"] == 1
    r = run_cli(["report", "matmul", "--no-color"], cli_env)
    assert r.returncode == 0 and re.search(r"occupancy +2 CTA\(s\), 16 warps per SM", r.stdout)


def test_cli_report_on_a_failed_compile(cli_env: dict[str, str]) -> None:
    r = run_cli(["report", f"{DATA / 'failing_kernels.py'}:bad_ptx", "--signature", "*i32:16, *i32:16, i32, 128"],
                cli_env)
    assert r.returncode == 1
    assert r.stderr.startswith("error: ") and "ptxas" in r.stderr.lower()
    assert "ttgir:" in r.stdout  # the stages produced before ptxas failed are still analysed


def test_cli_report_on_a_frontend_error_says_only_the_error(cli_env: dict[str, str]) -> None:
    """Regression: a compile that failed in the frontend (no machine code) got an "info registers … no register
    counts" finding, as if resources had gone missing."""
    r = run_cli(["report", f"{DATA / 'failing_kernels.py'}:undefined_name", "--signature", "*fp32:16, 128"], cli_env)
    assert r.returncode == 1 and "not_defined_anywhere" in r.stderr
    assert "no register counts" not in r.stdout


def test_wgmma_n64_saturates_shared_memory(reports: dict[str, Report]) -> None:
    """The reference's slowest matmul config (128x64x32, 218 TFLOP/s on an H200) is the only one on m64n64k16."""
    rep = reports["autotuned_3"]
    assert rep.metrics["mma_instructions"] == {"wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16": 4}
    (warn,) = _warnings(rep, "mma")
    assert warn.data["wgmma_n"] == 64 and warn.data["shared_bytes_per_instruction"] == 4096
    assert warn.data["smem_bytes_per_clk_at_peak"] == 128.0
    assert "100% of the SM's 128 B/clk shared-memory bandwidth" in warn.message
    # the dot is in the K loop and its N (64) is BLOCK_N's value, the one constexpr of 64 (trial 6 M3, M4)
    assert warn.message.endswith("a larger BLOCK_N (now 64, the dot's N; wgmma N of 128 or 256) reads fewer bytes "
                                 "per FLOP")
    # m64n128k16 needs 96 B/clk: no warning for the plain matmul (test_matmul_mma_sm90_is_wgmma_m64n128k16)


def test_both_reports_selfcheck_reads_equal_two_builds(compiled, store: Store) -> None:
    """``build_reports`` (what ``selfcheck`` checks: the report with Triton's allocated IR and the one without it,
    their analyses run once where they do not read ``allocated_ttgir``) gives the reports two ``build_report``
    calls give; on matmul sm_90 they differ in the epilogue convert's finding (Triton's own scratch against the
    model's estimate), so the analysis that reads the allocated IR was run again for the second."""
    from ir_explorer.engines.report import build_reports

    comp = compiled("matmul", "cuda:90", 0, True)
    full, bare = build_reports(comp, store)
    assert full == build_report(comp, store)
    assert bare == build_report(comp, store, allocation=False)
    assert bare is not None and full != bare
    assert [f.kind for f in full.findings if f not in bare.findings] == ["convert_layout"]
