"""``ir-explorer capture -- PROGRAM``: Triton's listeners inside a real program, no GPU needed.

``tests/data/capture_program.py`` compiles a kernel offline with ``triton.compile`` (cuda:90 and
cuda:80) or runs an autotuned kernel under the interpreter; the captured kernels must land in the
store keyed exactly like an offline compile of the same specialization, so ``dump captured:NAME``
serves them without compiling.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import DATA, ROOT, run_cli

from ir_explorer.core.store import Store

PROGRAM = str(DATA / "capture_program.py")


@pytest.fixture(scope="module")
def compiled_capture(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, dict[str, str]]:
    """One capture of the offline-compile program into a fresh store: (manifest, environment)."""
    root = tmp_path_factory.mktemp("capture-store")
    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(root), "PYTHONPATH": str(ROOT)}
    proc = run_cli(["capture", "--json", "--", sys.executable, PROGRAM, "compile"], env)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout), env


def test_every_compile_is_recorded_with_its_stages(compiled_capture) -> None:
    manifest, env = compiled_capture
    kernels = manifest["kernels"]
    assert sorted(k["target"] for k in kernels) == ["cuda:80", "cuda:90"]
    assert {k["name"] for k in kernels} == {"scale_kernel"}
    for k in kernels:
        assert k["stages"] == ["cubin", "llir", "ptx", "ttgir", "ttir"]
        assert k["config"] == {"constexprs": {"BLOCK": 256}, "num_warps": 4, "num_stages": 2, "options": {}}
        # x_ptr, out_ptr, n carry tt.divisibility = 16; alpha does not; BLOCK is a constexpr
        assert [(a["name"], a["type"], a["hint"]) for a in k["args"]] == [
            ("x_ptr", "*fp32", 16), ("out_ptr", "*fp32", 16), ("n", "i32", 16), ("alpha", "fp32", None),
            ("BLOCK", None, None)]
    store = Store(env["IR_EXPLORER_CACHE_DIR"])
    assert store.captures()[0]["id"] == manifest["id"]
    comp = store.load(kernels[0]["key"])
    assert comp is not None and comp.metadata["name"] == "scale_kernel"
    assert "tt.func public @scale_kernel" in comp.stage("ttir").text()


def test_dump_opens_a_captured_kernel_from_the_store(compiled_capture) -> None:
    manifest, env = compiled_capture
    k90 = next(k for k in manifest["kernels"] if k["target"] == "cuda:90")
    proc = run_cli(["dump", "captured:scale_kernel", "-t", "cuda:90", "--stage", "ptx", "--json"], env)
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)["results"][0]
    assert row["cache_hit"] is True and row["key"] == k90["key"]
    assert ".target sm_90a" in row["text"] and "scale_kernel" in row["text"]
    missing = run_cli(["dump", "captured:no_such_kernel"], env)
    assert missing.returncode == 2
    assert "captured kernels: scale_kernel" in missing.stderr


def test_autotune_timings_are_recorded(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT), "TRITON_INTERPRET": "1"}
    proc = run_cli(["capture", "--json", "--", sys.executable, PROGRAM, "autotune"], env)
    assert proc.returncode == 0, proc.stderr
    (run,) = json.loads(proc.stdout)["autotune"]
    assert run["kernel"] == "scale_kernel_tuned" and run["source"] == "triton.autotune"
    assert sorted(t["config"].split(",")[0] for t in run["timings"]) == ["BLOCK: 32", "BLOCK: 64"]
    assert all(t["ms"] == 1.0 for t in run["timings"])


def test_a_listener_already_installed_keeps_being_called(tmp_path: Path) -> None:
    """Ours chains to the listener found in ``knobs.compilation.listener``; it does not replace it."""
    code = f"""
import os, sys
sys.path.insert(0, {str(ROOT)!r}); sys.path.insert(0, {str(DATA)!r})
os.environ["IR_EXPLORER_CAPTURE_DIR"] = {str(tmp_path)!r}
from triton import knobs
seen = []
knobs.compilation.listener = lambda **kw: seen.append(kw["src"].name)
from ir_explorer.capture.listener import install_triton
install_triton()
import capture_program
capture_program.compile_offline()
print(seen)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[-2] == "['scale_kernel', 'scale_kernel']"
    assert len(list(tmp_path.glob("compile-*/record.json"))) == 2


def test_the_programs_exit_code_is_an_error(tmp_path: Path) -> None:
    """Regression (issue 19): a program that exited 3 made `capture` exit 1; its own code is passed on."""
    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    proc = run_cli(["capture", "--", sys.executable, "-c", "raise SystemExit(3)"], env)
    assert proc.returncode == 3
    assert proc.stderr.strip().splitlines()[-1] == "error: the captured program exited with code 3 (0 kernels recorded)"
