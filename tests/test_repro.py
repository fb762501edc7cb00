"""``ir-explorer repro``: the folder's repro.py, run in a fresh process without ir-explorer, gives what
ir-explorer measured (issue 18 item 6). Real compiles (Triton 3.9, no GPU)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import DATA, run_cli
from test_toolchains import OTHER, toolchain_dir  # noqa: F401  # the session's Triton 3.6.0 toolchain

from ir_explorer.capture import toolchains

KERNELS = DATA / "repro_kernels"
FAILING = f"{KERNELS / 'failing.py'}"


def run_repro(folder: Path, tmp_path: Path, python: str = sys.executable) -> subprocess.CompletedProcess[str]:
    """``python DIR/repro.py --json`` as someone without ir-explorer runs it: a fresh interpreter, cwd=DIR, and a
    PYTHONPATH that holds no repo but a shadow ``ir_explorer`` (and ``ir_explorer_kernels``) that fails on import,
    placed before the venv's editable install: whatever it imports must come from the folder."""
    shadow = tmp_path / "shadow"
    for name in ("ir_explorer", "ir_explorer_kernels"):
        (shadow / name).mkdir(parents=True, exist_ok=True)
        (shadow / name / "__init__.py").write_text(f"raise ImportError('{name} must come from the folder')\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH" and not k.startswith("IR_EXPLORER")}
    env["PYTHONPATH"] = str(shadow)
    return subprocess.run([python, str(folder / "repro.py"), "--json"], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=600)


def report_json(args: list[str], cli_env: dict[str, str]) -> dict:  # type: ignore[type-arg]
    r = run_cli(["report", *args, "--json"], cli_env)
    return json.loads(r.stdout)["results"][0]


def make(args: list[str], out: Path, cli_env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    r = run_cli(["repro", *args, "-o", str(out)], cli_env)
    assert r.returncode == 0, r.stderr
    return r


def test_matmul_repro_gives_the_report_values(cli_env, tmp_path):
    """cuda:90: the registers come from the compile's own ptxas -v log."""
    out = tmp_path / "matmul"
    r = make(["matmul", "-t", "cuda:90"], out, cli_env)
    assert f"wrote {out}:" in r.stdout
    for name in ("repro.py", "README.md", "src/ir_explorer_kernels/matmul.py", "src/ir_explorer_kernels/registry.py",
                 "src/ir_explorer/core/model.py"):
        assert (out / name).is_file(), name
    script = (out / "repro.py").read_text()
    assert "import pickle" not in script and "SIGNATURE = {" in script and "(12,): 128," in script
    readme = (out / "README.md").read_text()
    assert "Triton: 3.9.0" in readme and "cuda:90" in readme and "ir-explorer repro matmul -t cuda:90 -o" in readme

    done = run_repro(out, tmp_path)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    report = report_json(["matmul", "-t", "cuda:90"], cli_env)
    metrics = report["metrics"]
    assert got["shared_bytes"] == metrics["shared_bytes"] == 98304
    assert got["num_warps"] == report["num_warps"] == 8
    assert got["mma_instructions"] == metrics["mma_instructions"]
    assert got["mma_count"] == sum(metrics["mma_instructions"].values()) == 4
    assert got["registers"] == metrics["registers"] and got["spill_bytes"] == metrics["spill_bytes"] == 0
    assert "ptxas -v log" in got["resources_from"]
    assert Path(got["kernel_file"]).resolve() == (out / "src/ir_explorer_kernels/matmul.py").resolve()


def test_amd_repro_gives_the_report_values(compiled, cli_env, tmp_path):
    """hip:gfx942: MFMA instructions counted in the AMDGCN, VGPRs and spills from its metadata notes."""
    compiled("matmul", "hip:gfx942")
    out = tmp_path / "matmul-hip"
    make(["matmul", "-t", "hip:gfx942"], out, cli_env)
    done = run_repro(out, tmp_path)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    report = report_json(["matmul", "-t", "hip:gfx942"], cli_env)
    metrics = report["metrics"]
    assert got["target"] == "GPUTarget(backend='hip', arch='gfx942', warp_size=64)"
    assert got["mma_instructions"] == metrics["mma_instructions"] == {"v_mfma_f32_32x32x8_f16": 48}
    measured = (metrics["shared_bytes"], report["num_warps"], metrics["registers"], metrics["spill_bytes"])
    assert measured == (65536, 8, 116, 0)
    assert (got["shared_bytes"], got["num_warps"], got["registers"], got["spill_bytes"]) == measured
    assert got["resources_from"] == "the AMDGCN metadata notes"


def test_repro_under_another_release(cli_env, toolchain_dir, tmp_path):  # noqa: F811
    """--triton 3.6.0: repro.py run by that release's Python gives 3.6.0's registers (170 on cuda:80, where
    3.9.0 gives 186), and the README names the release."""
    env = {**cli_env, toolchains.ROOT_ENV: str(toolchain_dir)}
    args = ["matmul", "-t", "cuda:80", "--triton", OTHER]
    out = tmp_path / "old"
    make(args, out, env)
    assert f"Triton: {OTHER}" in (out / "README.md").read_text()
    assert f"TRITON_VERSION = {OTHER!r}" in (out / "repro.py").read_text()
    done = run_repro(out, tmp_path, str(toolchain_dir / f"triton-{OTHER}" / "bin" / "python"))
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    metrics = report_json(args, env)["metrics"]
    assert got["triton"] == OTHER and got["registers"] == metrics["registers"] == 170
    assert (got["shared_bytes"], got["spill_bytes"]) == (metrics["shared_bytes"], metrics["spill_bytes"])
    assert got["mma_instructions"] == metrics["mma_instructions"]


def test_pass_failure_reproduces_with_the_mlir_reproducer(cli_env, tmp_path):
    ref = f"{FAILING}:rowmax_scan_fp8"
    sig = ["--signature", "*fp8e5:16, *fp8e5:16, 16, 32"]
    out = tmp_path / "scan"
    r = make([ref, *sig], out, cli_env)
    assert "the compile fails here: pass ConvertTritonGPUToLLVM failed" in r.stdout
    assert "triton-opt --run-reproducer reproducer.mlir" in r.stdout and "not shipped in the Triton wheel" in r.stdout
    mlir = (out / "reproducer.mlir").read_text()
    # MLIR's local reproducer: the IR before the failing pass, that pass alone as the pipeline
    assert 'pipeline: "builtin.module(convert-triton-gpu-to-llvm{compute-capability=90 ptx-version=94})"' in mlir
    assert "tt.scan" in mlir and "#ttg.blocked" in mlir
    assert "## The failing pass" in (out / "README.md").read_text()

    failure = report_json([ref, *sig], cli_env)["failure"]
    done = run_repro(out, tmp_path)
    assert done.returncode == 1, done.stderr
    got = json.loads(done.stdout)
    assert got["failed"] and got["error"] == "RuntimeError: PassManager::run failed"
    assert got["message"] == failure["message"].splitlines()[0]
    assert got["message"] == "invalid element type in packLLElements. Expected 'i8' but got 'f8E5M2'"
    assert got["pipeline"] == "builtin.module(convert-triton-gpu-to-llvm{compute-capability=90 ptx-version=94})"
    assert Path(got["reproducer"]) == out / "reproducer.rerun.mlir"


def test_frontend_failure_reproduces(cli_env, tmp_path):
    ref = f"{FAILING}:dot_too_small"
    sig = ["--signature", "*fp16:16, *fp16:16, *fp32:16, 8"]
    out = tmp_path / "dot"
    make([ref, *sig], out, cli_env)
    assert not (out / "reproducer.mlir").exists()  # no pass ran into it
    failure = report_json([ref, *sig], cli_env)["failure"]
    assert failure["kind"] == "frontend"
    done = run_repro(out, tmp_path)
    assert done.returncode == 1
    got = json.loads(done.stdout)
    assert got["error"].startswith("CompilationError: at ")
    assert got["message"] == failure["message"].splitlines()[0] == "Input shapes should have M >= 1, N >= 1 and K >= 16"


def test_user_file_with_args_and_a_local_module(cli_env, tmp_path):
    args = [f"{KERNELS / 'scaled_rows.py'}:scaled_tile_dot", "--arg", "a_ptr=fp16[64,64]", "--arg", "b_ptr=fp16[64,64]",
            "--arg", "c_ptr=bf16[64,64]", "--arg", "n=64", "--arg", "factor=0.5", "--constexpr", "BLOCK=64",
            "--constexpr", "OUT=tl.bfloat16", "-t", "cuda:80"]
    out = tmp_path / "user"
    make(args, out, cli_env)
    assert (out / "src/row_helpers.py").read_text() == (KERNELS / "row_helpers.py").read_text()
    script = (out / "repro.py").read_text()
    assert re.search(r"^    \(6,\): tl\.bfloat16,$", script, re.MULTILINE)  # the tl dtype, written as such
    assert "'factor': 'fp32'," in script and "'n': 'i32'," in script
    done = run_repro(out, tmp_path)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    report = report_json(args, cli_env)
    metrics = report["metrics"]
    assert got["target"] == "GPUTarget(backend='cuda', arch=80, warp_size=32)"
    assert (got["shared_bytes"], got["num_warps"], got["registers"], got["spill_bytes"]) == (
        metrics["shared_bytes"], report["num_warps"], metrics["registers"], metrics["spill_bytes"])
    assert got["mma_instructions"] == metrics["mma_instructions"] == {
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32": 32}


@pytest.mark.parametrize("extra, message", [
    (["--num-warps", "4,8", "-c", "all"], "pick one of matmul's 2 configs with --config N"),
    (["-t", "cuda:90", "-t", "cuda:80"], "give one --target"),
])
def test_one_compile_only(cli_env, tmp_path, extra, message):
    r = run_cli(["repro", "matmul", *extra, "-o", str(tmp_path / "x")], cli_env)
    assert r.returncode == 2 and message in r.stderr and not (tmp_path / "x").exists()


def test_refuses_a_folder_with_files(cli_env, tmp_path):
    (tmp_path / "keep.txt").write_text("mine")
    r = run_cli(["repro", "matmul", "-o", str(tmp_path)], cli_env)
    assert r.returncode == 2 and "is not an empty folder" in r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.txt"]


def test_hostile_string_constexprs_stay_literals(cli_env, tmp_path):
    """Issue 24 item 2: a string constexpr was written unescaped into repro.py's docstring, so --constexpr
    'A=x\"\"\"+__import__("os").system(…)+\"\"\"' ran a command when repro.py ran, and a value with \\U or \\N (a
    Windows path) made repro.py fail to parse. Every value is a Python literal: repro.py parses, runs without
    running the command, and its CONSTEXPRS and COMPILE hold the strings given, a field name in them unfilled."""
    import ast

    marker = tmp_path / "RAN"
    evil = f'x"""+__import__("os").system("touch {marker}")+"""'
    windows = "C:\\Users\\Nobody\\N@SIGNATURE@"
    out = tmp_path / "hostile"
    make([f"{KERNELS / 'tagged_copy.py'}:tagged_copy", "--arg", "x_ptr=fp32[16]", "--arg", "y_ptr=fp32[16]",
          "--constexpr", f"MODE={evil}", "--constexpr", f"LABEL={windows}", "-t", "cuda:90"], out, cli_env)
    tree = ast.parse((out / "repro.py").read_text())
    values = {t.id: node.value for node in tree.body if isinstance(node, ast.Assign)
              for t in node.targets if isinstance(t, ast.Name)}
    assert ast.literal_eval(values["CONSTEXPRS"]) == {(2,): evil, (3,): windows}
    compile_title = ast.literal_eval(values["COMPILE"])
    assert f"MODE={evil} LABEL={windows} " in compile_title and ast.literal_eval(values["TRITON_VERSION"]) == "3.9.0"
    r = run_repro(out, tmp_path)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["registers"] > 0
    assert not marker.exists()
