"""``ir-explorer check`` and ir_explorer.engines.checks: each expectation type passes and fails on real output."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import ROOT, run_cli

from ir_explorer.capture.stages import stage_text
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines import checks

#: The matmul as a user's file, compiled without divisibility hints (no ``:16``): fp16 loads go scalar.
NO_HINTS = dict(kernel=f"{ROOT}/kernels/matmul.py:matmul_kernel", num_warps=4,
                signature="*fp16, *fp16, *fp16, i32, i32, i32, i32, i32, i32, i32, i32, i32, 64, 64, 32")
#: A matmul tile too big for 4 warps' registers: ptxas spills (over 1 KiB of spill
#: stores on sm_90 with 3.9: test_huge_tile_spills_on_sm90).
SPILLING = dict(kernel="matmul", num_warps=4, constexprs=["BLOCK_M=256", "BLOCK_N=256", "BLOCK_K=64"])


def _one(comp: Compilation, store: Store, e: checks.Expectation) -> checks.CheckResult:
    [result] = checks.run_checks(comp, store, [e])
    return result


def test_expect_and_expect_not(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90")
    ptx = comp.stages["ptx"].text().splitlines()
    hit = _one(comp, store, checks.expect("ptx: wgmma.mma_async"))
    assert hit.passed and hit.line is not None and "wgmma.mma_async" in ptx[hit.line - 1]
    assert hit.evidence.startswith(f"ptx:{hit.line}: wgmma.mma_async.sync.aligned.m64n128k16")
    miss = _one(comp, store, checks.expect(r"ptx: mma\.sync\.aligned"))
    assert not miss.passed and miss.evidence.startswith("no line of ptx")
    clean = _one(comp, store, checks.expect_not("sass: STL"))
    assert clean.passed and "HGMMA" in stage_text(comp, "sass", store)
    dirty = _one(comp, store, checks.expect_not("ttgir: ttng.warp_group_dot"))
    assert not dirty.passed and "ttng.warp_group_dot" in comp.stages["ttgir"].text().splitlines()[dirty.line - 1]


def test_metric_limits_pass_on_the_bundled_matmul(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90")
    results = checks.run_checks(comp, store, [checks.max_spills(0), checks.min_load_width(128),
                                              checks.max_shared("160KB")])
    assert [r.passed for r in results] == [True, True, True], checks.format_results(results)
    assert results[2].value == comp.shared_bytes == 98304
    too_small = _one(comp, store, checks.max_shared("64KB"))
    assert not too_small.passed and too_small.evidence.startswith("shared_bytes = 98304 bytes")


def test_no_divisibility_hints_fails_min_load_width(store: Store) -> None:
    [width, spills] = checks.check(NO_HINTS["kernel"], [checks.min_load_width(128), checks.max_spills(0)],
                                   signature=NO_HINTS["signature"], num_warps=NO_HINTS["num_warps"], store=store)
    assert not width.passed and width.value == 16, width.evidence
    assert "16-bit" in width.evidence
    assert spills.passed


def test_huge_tile_spills_on_sm90(store: Store) -> None:
    [spills] = checks.check(SPILLING["kernel"], [checks.max_spills(0)], num_warps=SPILLING["num_warps"],
                            constexprs=SPILLING["constexprs"], store=store)
    assert not spills.passed and spills.value > 1024, spills.evidence


def test_filecheck_pass_and_fail(compiled: Callable[..., Compilation], store: Store, tmp_path: Path) -> None:
    comp = compiled("matmul", "cuda:90")
    good = tmp_path / "good.check"
    good.write_text("// CHECK-NOT: tt.dot\n// CHECK: ttg.async_copy_global_to_local\n"
                    "// CHECK: ttng.warp_group_dot\n// CHECK: tt.return\n")
    assert _one(comp, store, checks.filecheck(good, "ttgir")).passed
    bad = tmp_path / "bad.check"
    bad.write_text("// CHECK: ttng.warp_group_dot \n// CHECK-NEXT: tt.return\n")
    result = _one(comp, store, checks.filecheck(bad, "ttgir"))
    assert not result.passed and result.evidence.startswith(f"{bad}:2: error"), result.evidence
    with pytest.raises(UsageError, match="no such file"):
        checks.filecheck(tmp_path / "missing.check")


@pytest.mark.parametrize(("text", "size"), [("160KB", 160 * 1024), ("227 KiB", 227 * 1024), ("98304", 98304),
                                            ("1.5MB", 3 << 19), ("64k", 65536)])
def test_parse_size(text: str, size: int) -> None:
    assert checks.parse_size(text) == size


def test_bad_input() -> None:
    for bad in (lambda: checks.parse_size("12parsecs"), lambda: checks.expect("wgmma"),
                lambda: checks.expect("ptx: ("), lambda: checks.max_spills("-1"), lambda: checks.expect("llvm: x")):
        with pytest.raises(UsageError):
            bad()


def test_cli(compiled: Callable[..., Compilation], cli_env: dict[str, str]) -> None:
    compiled("matmul", "cuda:90")
    ok = run_cli(["check", "matmul", "--expect", "ptx: wgmma.mma_async", "--expect-not", "sass: STL",
                  "--max-spills", "0", "--min-load-width", "128", "--max-shared", "160KB"], cli_env)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.count("PASS") == 6 and "spill_bytes = 0 bytes" in ok.stdout  # 5 and the launch check (issue 28)
    # the copies are cp.async: named as the diff names them, in report's × (was "global loads: 24 x 128-bit")
    assert "min_load_bits = 128 bits (global loads + async copies: 24 × 128-bit)" in ok.stdout
    bad = run_cli(["check", "matmul", "--expect", "ptx: mma.sync", "--max-shared", "64KB", "--json"], cli_env)
    assert bad.returncode == 1
    data = json.loads(bad.stdout)
    assert data["passed"] is False and [r["passed"] for r in data["results"][0]["results"]] == [False, False, True]
    usage = run_cli(["check", "matmul", "--max-shared", "12parsecs"], cli_env)
    assert usage.returncode == 2 and usage.stderr.startswith("error: cannot read '12parsecs' as a size")
    assert usage.stderr.count("\n") == 1
    nothing = run_cli(["check", "matmul"], cli_env)
    assert nothing.returncode == 2 and "nothing to check" in nothing.stderr


def test_amd_spills_are_counted_registers(compiled: Callable[..., Compilation], store) -> None:
    """On AMD the spill metric counts spilled VGPRs and SGPRs: the evidence says so, not 'bytes' (newcomer
    trial: 'spill_bytes = 88 bytes' where the report said 88 VGPR spills)."""
    comp = compiled("matmul", "hip:gfx942")
    [result] = checks.run_checks(comp, store, [checks.max_spills(0)])
    assert result.passed and result.evidence.startswith("spill_bytes = 0 spilled VGPRs+SGPRs (")
    assert " bytes" not in result.evidence and result.evidence.endswith(" VGPRs)")
